//! The legend of the standings' codes: each criterion of the list in words, with the article of
//! FIDE's C.07 that defines it (the one catalogue, `engine::fide`), and how rounds not played
//! count. Folded by default; the column headers say the same on hover.

use std::rc::Rc;

use yew::prelude::*;

use super::SwissUi;
use crate::engine::swiss::{Code, Edition};
use crate::report::swiss::{code_name, edition_name};
use crate::web::i18n::swiss::{self as i18n, words};
use crate::web::shell::ui::use_ui;

#[derive(Properties, PartialEq)]
pub struct LegendProps {
    pub codes: Rc<Vec<Code>>,
    pub edition: Edition,
}

#[component]
pub fn Legend(props: &LegendProps) -> Html {
    let ui: SwissUi = use_ui();
    let w = words(ui.lang);
    let items = props.codes.iter().map(|&code| {
        let article = code
            .base
            .fide()
            .and_then(|f| f.article)
            .map(|a| i18n::fide_article(ui.lang, a));
        html! {
            <>
                <dt>{ code.text() }</dt>
                <dd>
                    { code_name(ui.lang, code) }
                    if let Some(a) = article { <span class="article">{ a }</span> }
                </dd>
            </>
        }
    });
    let uses_edition = props.codes.iter().any(|c| c.base.uses_edition());
    html! {
        <details class="legend">
            <summary>{ w.legend }</summary>
            <dl>{ for items }</dl>
            if uses_edition {
                <p class="note">{ format!("{}{}", w.edition_is, edition_name(ui.lang, props.edition)) }</p>
            }
        </details>
    }
}
