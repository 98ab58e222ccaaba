//! The Swiss page's root: the reducer, the analysis, storage and language.

use std::rc::Rc;

use yew::prelude::*;

use super::{
    SwissProps, entry::Entry, rules::Rules, standings::Standings, toolbar::Toolbar,
    wallchart::WallChart, whatif::WhatIf, words::words,
};
use crate::editor::swiss::{self, SwissAction, SwissAnalysis, SwissEditor};
use crate::web::browser;
use crate::web::i18n::Lang;

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
    // `?lang=ja|en` as on the league page, else the browser's language.
    let lang = use_state(|| browser::launch().lang.unwrap_or_else(browser::browser_lang));
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
    html! {
        <div class="swiss-app">
            <Toolbar doc={props.doc.clone()} analysis={props.analysis.clone()} lang={props.lang}
                edit={props.edit.clone()} can_undo={state.0.can_undo()}
                can_redo={state.0.can_redo()} on_lang={toggle_lang} />
            <main>
                <Rules ..props.clone() />
                <Standings ..props.clone() />
                <Entry ..props.clone() />
                <WhatIf ..props.clone() />
                <WallChart ..props />
            </main>
        </div>
    }
}
