//! The Swiss page's root: the reducer, the analysis, storage and the language, the event opened
//! read-only from a link or an address, and the layout. Storage keeps the league page's
//! promises, by the same pieces: stored work that cannot be read is set aside and offered for
//! download, never overwritten; a refused edit says why; the language chosen is kept.

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::Same;

use super::opened::{Opened, READERS};
use super::state::{Msg, State, restore};
use super::{
    SwissProps, SwissUi, director::DirectorPanel, entry::Entry, prospects_panel::WhatIf,
    publish::Publish, rules::Rules, schedule::SchedulePanel, standings::Standings,
    toolbar::Toolbar, wallchart::WallChart,
};
use crate::document::event::SwissEvent;
use crate::editor::launch::Launch;
use crate::editor::storage;
use crate::editor::swiss::{SwissAction, SwissAnalysis};
use crate::error::DocumentKind;
use crate::lang::Lang;
use crate::web::i18n::swiss::words;
use crate::web::shell::notices::Notices;
use crate::web::shell::published::use_published;
use crate::web::shell::{browser, open};

#[derive(Properties, PartialEq, Default)]
pub struct Props {
    /// What the page's address asks for.
    #[prop_or_default]
    pub launch: Rc<Launch>,
}

#[component]
pub fn SwissApp(props: &Props) -> Html {
    let launch = props.launch.clone();
    // `?lang=ja|en` as on the league page, else the one chosen before (on either page), else
    // the browser's language.
    let lang = use_state(|| {
        launch.lang.unwrap_or_else(|| {
            browser::load(storage::LANG_KEY)
                .map(|t| Lang::from_tag(&t))
                .unwrap_or_else(browser::browser_lang)
        })
    });
    let boot = use_memo((), {
        let lang = *lang;
        move |_| restore(lang)
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
    // An event from a share link at once, or from `src=` once fetched: shown read-only over
    // the user's own, which stays stored and untouched until "Make my own copy".
    let published = use_published(launch.clone(), launch.event.clone(), None, READERS, None);
    let (shown, problem) = (published.shown, published.problem);

    let doc = state.editor.shared();
    // Timed on the page's performance timeline for `e2e/measure.mjs` (the analysis, then the
    // render that shows it).
    let analysis = use_memo(Same(doc.clone()), |doc| {
        browser::mark("hoshitori:swiss-analysis");
        let analysis = SwissAnalysis::of(&doc.0);
        browser::measure_since("hoshitori:swiss-analysis", "hoshitori:swiss-analysis");
        analysis
    });
    use_effect_with(analysis.clone(), |_| {
        browser::mark("hoshitori:swiss-rendered")
    });
    // Storage: every edit is written at once (unless the stored text could not be set aside).
    {
        let may_save = boot.1.may_save();
        let storage_failed = storage_failed.clone();
        let state = state.clone();
        use_effect_with(state.revision, move |_| {
            if may_save {
                let ok = storage::save(storage::SWISS, &state.editor, browser::store);
                if ok == *storage_failed {
                    storage_failed.set(!ok);
                }
            }
        });
    }
    // Another tab stored its editor: follow it (see `Msg::Adopt`).
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = browser::on_storage(move |key, value| {
                if key == storage::SWISS.key
                    && let Some(Ok(restored)) = value.map(|v| storage::decode(&v))
                {
                    state.dispatch(Msg::Adopt(Box::new(restored.into_history())));
                }
            });
            move || drop(listener)
        });
    }
    {
        let lang = *lang;
        use_effect_with(lang, move |lang| {
            browser::set_root_attribute("lang", Some(lang.tag()));
            if let Some(d) = web_sys::window().and_then(|w| w.document()) {
                d.set_title(&format!("{} · Hoshitori 星取表", words(*lang).title));
            }
        });
    }
    let edit = {
        let state = state.clone();
        Callback::from(move |a: SwissAction| state.dispatch(Msg::Edit(a)))
    };
    // The director's panel's edits (in the panels' wasm): applied as the page's own.
    {
        let edit = edit.clone();
        use_effect_with((), move |_| {
            let listener =
                browser::on_event_detail(crate::web::helpers::SWISS_EDIT, move |detail| {
                    if let Some(action) = crate::web::helpers::read_swiss_edit(&detail) {
                        edit.emit(action);
                    }
                });
            move || drop(listener)
        });
    }
    let ui = SwissUi {
        lang: *lang,
        edit,
        read_only: false,
    };
    let data = SwissProps {
        doc: doc.clone(),
        analysis: analysis.clone(),
    };
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
    // An event opened from a link or `src=`: read-only over the user's own.
    if let Some(opened) = &*shown {
        let on_copy = {
            let state = state.clone();
            let shown = shown.clone();
            let opened: Rc<SwissEvent> = opened.clone();
            Callback::from(move |_| {
                state.dispatch(Msg::Edit(SwissAction::Replace(Box::new((*opened).clone()))));
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
        return html! {
            <ContextProvider<SwissUi> context={SwissUi::read_only(*lang)}>
                <Opened doc={opened.clone()} {on_copy} {on_back} />
            </ContextProvider<SwissUi>>
        };
    }
    let names = Rc::new(
        doc.players
            .iter()
            .map(|p| p.name.clone())
            .collect::<Vec<_>>(),
    );
    let src = launch.src.as_deref().unwrap_or_default();
    html! {
        <ContextProvider<SwissUi> context={ui}>
            <div class="swiss-app">
                <Toolbar doc={data.doc.clone()} analysis={data.analysis.clone()}
                    can_undo={state.editor.can_undo()} can_redo={state.editor.can_redo()}
                    {on_lang} handoff={launch.handoff} />
                <Notices
                    lang={*lang}
                    slot={storage::SWISS}
                    refusal={state.refusal.clone()}
                    startup={(*startup).clone()}
                    storage_failed={*storage_failed}
                    {names}
                    on_dismiss={dismiss}
                    on_dismiss_startup={dismiss_startup}
                />
                if let Some(p) = &*problem {
                    <p class="swiss-error" role="alert">
                        { open::problem_text(*lang, DocumentKind::Event, src, p) }
                    </p>
                }
                <main>
                    <Rules ..data.clone() />
                    <Standings ..data.clone() />
                    <DirectorPanel ..data.clone() />
                    <SchedulePanel ..data.clone() />
                    <Entry ..data.clone() />
                    <WhatIf ..data.clone() />
                    <WallChart ..data.clone() />
                    <Publish ..data />
                </main>
            </div>
        </ContextProvider<SwissUi>>
    }
}
