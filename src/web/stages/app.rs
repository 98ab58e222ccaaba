//! The stages page's root: the reducer, the event's progress, storage and the language, and the
//! layout: the toolbar, the notices, then a new-event form (no players yet) or the stages as
//! tabs with the final places. Storage keeps every page's promises (the one codec): stored work
//! that cannot be read is set aside and offered, never overwritten.

use std::rc::Rc;

use yew::prelude::*;

use super::opened::{Opened, READERS};
use super::state::{Msg, State};
use super::{
    StagesUi, finals::Finals, new_event::NewEvent, publish::Publish, read, stage_view::StageView,
    toolbar::Toolbar,
};
use crate::editor::launch::Launch;
use crate::editor::staged::{StagedAction, empty};
use crate::editor::storage;
use crate::error::DocumentKind;
use crate::lang::Lang;
use crate::web::i18n::stages::{self, text};
use crate::web::shell::notices::Notices;
use crate::web::shell::published::use_published;
use crate::web::shell::{browser, open};

#[derive(Properties, PartialEq, Default)]
pub struct Props {
    #[prop_or_default]
    pub launch: Rc<Launch>,
}

/// Which tab is shown: a stage, or the final places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Stage(usize),
    Finals,
}

#[component]
pub fn StagesApp(props: &Props) -> Html {
    let lang = use_state(|| {
        props.launch.lang.unwrap_or_else(|| {
            browser::load(storage::LANG_KEY)
                .map(|t| Lang::from_tag(&t))
                .unwrap_or_else(browser::browser_lang)
        })
    });
    let boot = use_memo((), |_| {
        storage::restore(storage::STAGES, browser::load, browser::store, empty)
    });
    let state = {
        let boot = boot.clone();
        use_reducer_eq(move || State {
            editor: boot.0.clone(),
            refusal: None,
            revision: 0,
        })
    };
    let startup = use_state(|| Some(boot.1.clone()));
    let storage_failed = use_state(|| false);
    let tab = use_state(|| None::<Tab>);
    // An event from a share link at once, or from `src=` once fetched: shown read-only over
    // the user's own, which stays stored and untouched until "Make my own copy".
    let published = use_published(
        props.launch.clone(),
        props.launch.staged.clone(),
        None,
        READERS,
        None,
    );
    let (shown, problem) = (published.shown, published.problem);
    let doc = state.editor.shared();
    let reading = use_memo(doc.clone(), |doc| Rc::new(read(doc)));
    // Another event (new, opened, undone to): its current stage first.
    {
        let tab = tab.clone();
        use_effect_with(doc.players.clone(), move |_| tab.set(None));
    }
    {
        let may_save = boot.1.may_save();
        let storage_failed = storage_failed.clone();
        let state = state.clone();
        use_effect_with(state.revision, move |_| {
            if may_save {
                let ok = storage::save(storage::STAGES, &state.editor, browser::store);
                if ok == *storage_failed {
                    storage_failed.set(!ok);
                }
            }
        });
    }
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = browser::on_storage(move |key, value| {
                if key == storage::STAGES.key
                    && let Some(Ok(restored)) = value.map(|v| storage::decode(&v))
                {
                    state.dispatch(Msg::Adopt(Box::new(restored.into_history())));
                }
            });
            move || drop(listener)
        });
    }
    use_effect_with(*lang, |lang| {
        browser::set_root_attribute("lang", Some(lang.tag()));
        if let Some(d) = web_sys::window().and_then(|w| w.document()) {
            d.set_title(&format!("{} · Hoshitori 星取表", text(*lang).title));
        }
    });
    let edit = {
        let state = state.clone();
        Callback::from(move |a: StagedAction| state.dispatch(Msg::Edit(a)))
    };
    let ui = StagesUi {
        lang: *lang,
        edit,
        read_only: false,
    };
    let t = text(*lang);
    let on_lang = {
        let lang = lang.clone();
        Callback::from(move |_| {
            let other = lang.other();
            browser::store(storage::LANG_KEY, other.tag());
            lang.set(other);
        })
    };
    let dismiss = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Msg::Dismiss))
    };
    let dismiss_startup = {
        let startup = startup.clone();
        Callback::from(move |()| startup.set(None))
    };
    if let Some(opened) = (*shown).clone() {
        let on_copy = {
            let state = state.clone();
            let shown = shown.clone();
            let opened = opened.clone();
            Callback::from(move |_| {
                state.dispatch(Msg::Edit(StagedAction::Replace(Box::new(
                    (*opened).clone(),
                ))));
                browser::clear_address();
                shown.set(None);
            })
        };
        let on_back = {
            let shown = shown.clone();
            Callback::from(move |_| {
                browser::clear_address();
                shown.set(None);
            })
        };
        let doc = opened;
        return html! {
            <ContextProvider<StagesUi> context={StagesUi::read_only(*lang)}>
                <Opened {doc} {on_copy} {on_back} />
            </ContextProvider<StagesUi>>
        };
    }
    let src = props.launch.src.as_deref().unwrap_or_default();
    let names = Rc::new(
        doc.players
            .iter()
            .map(|p| p.name.clone())
            .collect::<Vec<_>>(),
    );
    let body = match (&**reading, doc.players.is_empty()) {
        (_, true) => html! { <NewEvent /> },
        (Err(e), false) => html! {
            <section class="panel error" role="alert">
                <p class="error-text">{ crate::report::error::message(*lang, e) }</p>
            </section>
        },
        (Ok((input, progress)), false) => {
            let current = progress.current(input.plan.stages.len());
            let shown = (*tab)
                .filter(|t| match t {
                    Tab::Stage(s) => *s < input.plan.stages.len(),
                    Tab::Finals => true,
                })
                .unwrap_or(match current {
                    Some(s) => Tab::Stage(s),
                    None => Tab::Finals,
                });
            let button = |label: String, to: Tab, done: bool| {
                let tab = tab.clone();
                html! {
                    <button type="button" role="tab" class={classes!("stage-tab", done.then_some("done"))}
                        aria-selected={(shown == to).to_string()}
                        onclick={Callback::from(move |_| tab.set(Some(to)))}>{ label }</button>
                }
            };
            // The tab shown stays while results are entered (finishing a stage does not move the
            // view); "Next games" goes on to the stage that is to be played.
            if tab.is_none() {
                tab.set(Some(shown));
            }
            let next = {
                let edit = ui.edit.clone();
                let tab = tab.clone();
                Callback::from(move |_| {
                    tab.set(None);
                    edit.emit(StagedAction::Advance)
                })
            };
            html! {
                <>
                    <div class="stage-bar">
                        <div class="stage-tabs" role="tablist" aria-label={t.stages_label}>
                            { for (0..input.plan.stages.len()).map(|s| button(
                                doc.stages[s].name.clone().unwrap_or_else(|| stages::stage(*lang, s)),
                                Tab::Stage(s),
                                progress.orders.get(s).is_some_and(Option::is_some),
                            )) }
                            { button(t.finals.to_string(), Tab::Finals, current.is_none()) }
                        </div>
                        if current.is_some() {
                            <button type="button" class="next-games" title={t.next_help} onclick={next}>{ t.next }</button>
                        }
                    </div>
                    { match shown {
                        Tab::Stage(s) => html! { <StageView doc={doc.clone()} reading={(*reading).clone()} stage={s} /> },
                        Tab::Finals => html! { <Finals doc={doc.clone()} reading={(*reading).clone()} /> },
                    } }
                </>
            }
        }
    };
    html! {
        <ContextProvider<StagesUi> context={ui}>
            <div class="app stages-app" lang={lang.tag()}>
                <header class="top">
                    <div class="brand">
                        <h1>{ "星取表 " }<span class="latin">{ "Hoshitori" }</span></h1>
                        <p class="tagline">{ t.tagline }</p>
                    </div>
                    <Toolbar doc={doc.clone()} can_undo={state.editor.can_undo()} can_redo={state.editor.can_redo()} {on_lang} handoff={props.launch.handoff} />
                </header>
                <Notices
                    lang={*lang}
                    slot={storage::STAGES}
                    refusal={state.refusal.clone()}
                    startup={(*startup).clone()}
                    storage_failed={*storage_failed}
                    {names}
                    on_dismiss={dismiss}
                    on_dismiss_startup={dismiss_startup}
                />
                if let Some(p) = &*problem {
                    <p class="error-text" role="alert">
                        { open::problem_text(*lang, DocumentKind::Staged, src, p) }
                    </p>
                }
                <main class="stages-main">
                    if let Some(title) = doc.title.clone() { <h2 class="event-title">{ title }</h2> }
                    { body }
                    if !doc.players.is_empty() && reading.is_ok() {
                        <Publish doc={doc.clone()} />
                    }
                </main>
            </div>
        </ContextProvider<StagesUi>>
    }
}
