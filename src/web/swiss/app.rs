//! The Swiss page's root: the reducer, the analysis, storage and language.

use std::rc::Rc;

use yew::prelude::*;

use super::opened::{self, Opened};
use super::share::Share;
use super::{
    SwissProps, director::DirectorPanel, entry::Entry, rules::Rules, standings::Standings,
    toolbar::Toolbar, wallchart::WallChart, whatif::WhatIf, words::words,
};
use crate::document::event::SwissEvent;
use crate::editor::swiss::{self, SwissAction, SwissAnalysis, SwissEditor};
use crate::lang::Lang;
use crate::web::browser;
use yew::platform::spawn_local;

/// The reducer: the editor, behind `Rc` as Yew's `use_reducer` wants.
#[derive(Clone, PartialEq)]
struct State(SwissEditor);

impl Reducible for State {
    type Action = SwissAction;
    fn reduce(self: Rc<Self>, action: SwissAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.0.apply(action);
        Rc::new(next)
    }
}

/// The stored event, else the example.
fn initial() -> SwissEditor {
    let doc = browser::load(swiss::STORAGE_KEY)
        .and_then(|text| swiss::restore(&text).ok())
        .unwrap_or_else(swiss::example);
    SwissEditor::new(doc)
}

#[component]
pub fn SwissApp() -> Html {
    let state = use_reducer(|| State(initial()));
    let launch = use_memo((), |_| browser::launch());
    // `?lang=ja|en` as on the league page, else the browser's language.
    let lang = use_state(|| launch.lang.unwrap_or_else(browser::browser_lang));
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
    let doc = Rc::new(state.0.doc.clone());
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
    {
        let doc = doc.clone();
        use_effect_with(doc, |doc| {
            browser::store(swiss::STORAGE_KEY, &swiss::save(doc));
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
        Callback::from(move |a: SwissAction| state.dispatch(a))
    };
    let props = SwissProps {
        doc: doc.clone(),
        analysis: analysis.clone(),
        lang: *lang,
        edit,
    };
    let toggle_lang = {
        let lang = lang.clone();
        Callback::from(move |_| {
            lang.set(match *lang {
                Lang::Ja => Lang::En,
                Lang::En => Lang::Ja,
            })
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
                edit={props.edit.clone()} can_undo={state.0.can_undo()}
                can_redo={state.0.can_redo()} on_lang={toggle_lang} />
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
