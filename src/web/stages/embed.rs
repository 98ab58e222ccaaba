//! An event in stages' view in the viewer ([`crate::web::view`]: the embed an association puts
//! on its own website, and share links): the title, then its [`super::overview`] (the final
//! places, then every stage), read-only, in the stages page's words.

use std::rc::Rc;

use yew::prelude::*;

use super::{StagesUi, overview::Overview};
use crate::document::staged::StagedEvent;
use crate::lang::Lang;
use crate::web::i18n::stages::text;

#[derive(Properties, PartialEq)]
pub struct BodyProps {
    pub doc: Rc<StagedEvent>,
    pub lang: Lang,
}

#[component]
pub fn Body(props: &BodyProps) -> Html {
    let t = text(props.lang);
    let title = props
        .doc
        .title
        .clone()
        .filter(|x| !x.trim().is_empty())
        .unwrap_or_else(|| t.title.to_string());
    html! {
        <ContextProvider<StagesUi> context={StagesUi::read_only(props.lang)}>
            <h1 class="embed-title">{ title }</h1>
            <Overview doc={props.doc.clone()} />
        </ContextProvider<StagesUi>>
    }
}
