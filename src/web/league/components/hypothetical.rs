//! The banner over a hypothetical outcome: what is shown, a legend of how its cells are marked,
//! and Confirm (enter it into the document as one undoable edit) or Discard. When an outcome
//! is shown, focus moves to the banner's heading (which scrolls the table into view).

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::web::league::state::Hypothetical;
use crate::web::shell::browser;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub hypothetical: Rc<Hypothetical>,
    pub on_confirm: Callback<()>,
    pub on_discard: Callback<()>,
}

#[component]
pub fn HypotheticalBanner(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let w = i18n::whatif(ui.lang);
    let confirm = props.on_confirm.reform(|_: MouseEvent| ());
    let discard = props.on_discard.reform(|_: MouseEvent| ());
    use_effect_with(props.hypothetical.clone(), |_| browser::focus("#hypo-h"));
    html! {
        <section class="hypo-banner" role="region" aria-labelledby="hypo-h">
            <h2 id="hypo-h" tabindex="-1">{ w.banner }</h2>
            <p class="hypo-what">{ props.hypothetical.label(ui.lang).to_string() }</p>
            <p class="help">
                <span class="legend"><span class="swatch hypo" aria-hidden="true">{ "〇" }</span>{ " " }{ w.legend }</span>
                { " · " }{ w.banner_help }
            </p>
            <div class="hypo-actions">
                <button type="button" class="confirm" onclick={confirm}>{ w.confirm }</button>
                <button type="button" class="discard" onclick={discard}>{ w.discard }</button>
            </div>
        </section>
    }
}
