//! A Swiss event's view in the viewer ([`crate::web::view`]: the embed an association puts on
//! its own website, and share links): the title, the standings with the values that decided
//! each place, then the wall chart, read-only (no form control but the find-a-player box of a
//! long list; its values' buttons open their arithmetic), in the Swiss page's words.

use std::rc::Rc;

use yew::prelude::*;

use super::{SwissProps, SwissUi, standings::Standings, wallchart::WallChart};
use crate::document::event::SwissEvent;
use crate::editor::swiss::{self, SwissAnalysis};
use crate::lang::Lang;
use crate::web::i18n::swiss::words;
use crate::web::shell::browser;

/// The example event, shown when an address that came from the Swiss page names none.
pub fn example(lang: Lang) -> Rc<SwissEvent> {
    Rc::new(swiss::example(words(lang).example_title))
}

#[derive(Properties, PartialEq)]
pub struct BodyProps {
    pub doc: Rc<SwissEvent>,
    pub lang: Lang,
}

#[component]
pub fn Body(props: &BodyProps) -> Html {
    let analysis = use_memo(props.doc.clone(), |doc| Rc::new(SwissAnalysis::of(doc)));
    use_effect_with(analysis.clone(), |_| {
        browser::mark("hoshitori:swiss-rendered")
    });
    let w = words(props.lang);
    let doc = &props.doc;
    let data = SwissProps {
        doc: doc.clone(),
        analysis: (*analysis).clone(),
    };
    let title = doc
        .title
        .clone()
        .filter(|t| !t.trim().is_empty())
        .unwrap_or_else(|| w.title.to_string());
    html! {
        <ContextProvider<SwissUi> context={SwissUi::read_only(props.lang)}>
            <h1 class="embed-title">{ title }</h1>
            <Standings ..data.clone() />
            <WallChart ..data />
        </ContextProvider<SwissUi>>
    }
}
