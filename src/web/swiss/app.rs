//! The Swiss page's root: the reducer, the analysis, storage and language.

use std::rc::Rc;

use yew::prelude::*;

use super::opened::{self, Opened};
use super::share::Share;
use super::state::{Msg, State, restore};
use super::{
    SwissProps, director::DirectorPanel, entry::Entry, prospects_panel::WhatIf, rules::Rules,
    standings::Standings, toolbar::Toolbar, wallchart::WallChart, words::words,
};
use crate::document::event::SwissEvent;
use crate::editor::storage;
use crate::editor::swiss::{SwissAction, SwissAnalysis};
use crate::lang::Lang;
use crate::web::shell::browser;
use crate::web::shell::notices::Notices;
use yew::platform::spawn_local;

#[component]
pub fn SwissApp() -> Html {
    let boot = use_memo((), |_| restore());
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
    let launch = use_memo((), |_| browser::launch());
    // `?lang=ja|en` as on the league page, else the one chosen before (on either page), else
    // the browser's language.
    let lang = use_state(|| {
        launch.lang.unwrap_or_else(|| {
            browser::load(storage::LANG_KEY)
                .map(|t| Lang::from_tag(&t))
                .unwrap_or_else(browser::browser_lang)
        })
    });
    // An event from a share link, at once; or why not (the address, empty for a link; the
    // problem, worded when shown).
    let first = use_memo((), {
        let link = launch.event.clone();
        move |_| link.map(|text| opened::from_link(&text).map(Rc::new).map_err(Rc::new))
    });
    let shown = use_state(|| {
        first
            .as_ref()
            .as_ref()
            .and_then(|r| r.as_ref().ok())
            .cloned()
    });
    let problem = use_state(|| {
        first
            .as_ref()
            .as_ref()
            .and_then(|r| r.as_ref().err())
            .map(|p| (String::new(), p.clone()))
    });
    // `src=`: the event published at that address, fetched once.
    {
        let shown = shown.clone();
        let problem = problem.clone();
        let src = launch.src.clone().filter(|_| launch.event.is_none());
        use_effect_with((), move |_| {
            if let Some(url) = src {
                spawn_local(async move {
                    match opened::fetch_event(&url).await {
                        Ok(doc) => shown.set(Some(Rc::new(doc))),
                        Err(p) => problem.set(Some((url, Rc::new(p)))),
                    }
                });
            }
        });
    }
    let doc = Rc::new(state.editor.doc().clone());
    // Timed on the page's performance timeline for `e2e/measure.mjs` (the analysis, then the
    // render that shows it).
    let analysis = use_memo(doc.clone(), |doc| {
        browser::mark("hoshitori:swiss-analysis");
        let analysis = SwissAnalysis::of(doc);
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
            browser::set_root_attribute("lang", Some(crate::web::i18n::tag(*lang)));
            if let Some(d) = web_sys::window().and_then(|w| w.document()) {
                d.set_title(&format!("{} · Hoshitori 星取表", words(*lang).title));
            }
        });
    }
    let edit = {
        let state = state.clone();
        Callback::from(move |a: SwissAction| state.dispatch(Msg::Edit(a)))
    };
    let props = SwissProps {
        doc: doc.clone(),
        analysis: analysis.clone(),
        lang: *lang,
        edit,
    };
    let dismiss = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Msg::Dismiss))
    };
    let dismiss_startup = {
        let startup = startup.clone();
        Callback::from(move |()| startup.set(None))
    };
    let toggle_lang = {
        let lang = lang.clone();
        Callback::from(move |_| {
            let other = lang.other();
            browser::store(storage::LANG_KEY, other.tag());
            lang.set(other);
        })
    };
    // An event opened from a link or `src=`: read-only over the user's own, which stays stored
    // and untouched until "Make my own copy".
    if let Some(doc) = &*shown {
        let on_copy = {
            let edit = props.edit.clone();
            let shown = shown.clone();
            let doc: Rc<SwissEvent> = doc.clone();
            Callback::from(move |_| {
                edit.emit(SwissAction::Replace(Box::new((*doc).clone())));
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
        return html! { <Opened doc={doc.clone()} lang={*lang} {on_copy} {on_back} /> };
    }
    html! {
        <div class="swiss-app">
            <Toolbar doc={props.doc.clone()} analysis={props.analysis.clone()} lang={props.lang}
                edit={props.edit.clone()} can_undo={state.editor.can_undo()}
                can_redo={state.editor.can_redo()} on_lang={toggle_lang} />
            <Notices
                lang={*lang}
                slot={storage::SWISS}
                refusal={state.refusal.clone()}
                startup={(*startup).clone()}
                storage_failed={*storage_failed}
                names={Rc::new(doc.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>())}
                on_dismiss={dismiss}
                on_dismiss_startup={dismiss_startup}
            />
            if let Some((url, p)) = &*problem {
                <p class="swiss-error" role="alert">{ opened::problem_text(*lang, url, p) }</p>
            }
            <main>
                <Rules ..props.clone() />
                <Standings ..props.clone() />
                <DirectorPanel ..props.clone() />
                <Entry ..props.clone() />
                <WhatIf ..props.clone() />
                <WallChart ..props.clone() />
                <Share doc={props.doc.clone()} lang={props.lang} />
            </main>
        </div>
    }
}
