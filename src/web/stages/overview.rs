//! The event read-only, as a visitor sees it (a link opened over the user's own, or the embed on
//! another site): the final places so far, then every stage with its entrants, games and order.

use std::rc::Rc;

use yew::prelude::*;

use super::{finals::Finals, read, stage_view::StageView};
use crate::document::staged::StagedEvent;

#[derive(Clone, PartialEq, Properties)]
pub struct Props {
    pub doc: Rc<StagedEvent>,
}

#[component]
pub fn Overview(props: &Props) -> Html {
    let ui: super::StagesUi = crate::web::shell::ui::use_ui();
    let reading = use_memo(props.doc.clone(), |doc| Rc::new(read(doc)));
    let reading: Rc<super::Reading> = (*reading).clone();
    if let Err(e) = &*reading {
        return html! {
            <section class="panel error" role="alert">
                <p class="error-text">{ crate::report::error::message(ui.lang, e) }</p>
            </section>
        };
    }
    let stages = props.doc.stages.len();
    html! {
        <>
            <Finals doc={props.doc.clone()} reading={reading.clone()} />
            { for (0..stages).map(|s| html! {
                <StageView doc={props.doc.clone()} reading={reading.clone()} stage={s} />
            }) }
        </>
    }
}
