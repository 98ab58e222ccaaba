//! The result picker a tap on a crosstable cell opens on a touch screen: the row player's result
//! against the column player as six buttons (win, loss, draw, the two forfeits, not played), so
//! that a phone sets any result with two taps instead of cycling up to five times. A sheet at
//! the bottom of the screen, within a thumb's reach; the focus moves to the current result;
//! Escape or Close leaves the cell as it was. A mouse click still cycles and the keyboard keeps
//! its letters (`crosstable.rs`).

use yew::prelude::*;

use crate::engine::Side;
use crate::format::marks::written;
use crate::web::Ui;
use crate::web::i18n::{self, common::common};
use crate::web::shell::browser;
use crate::web::shell::ui::use_ui;

/// The choices, in the order the cycle visits them, then none.
const CHOICES: [Side; 6] = [
    Side::Win,
    Side::Loss,
    Side::Draw,
    Side::ForfeitWin,
    Side::ForfeitLoss,
    Side::Pending,
];

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The row's player and the column's.
    pub a: String,
    pub b: String,
    /// The meeting, when the pair meets more than once.
    pub meeting: Option<usize>,
    pub current: Side,
    pub on_pick: Callback<Side>,
    pub on_close: Callback<()>,
}

#[component]
pub fn ResultPicker(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let title = i18n::picker_title(ui.lang, &props.a, &props.b, props.meeting);
    use_effect_with(props.current, |current| {
        browser::focus(&format!(".result-picker button[data-side=\"{current:?}\"]"));
    });
    let onkeydown = {
        let close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                close.emit(());
            }
        })
    };
    let buttons = CHOICES.iter().map(|&side| {
        let pick = props.on_pick.clone();
        let mark = if side == Side::Pending { "–" } else { written(side) };
        html! {
            <button type="button" class={classes!("pick", (side == props.current).then_some("current"))}
                data-side={format!("{side:?}")} aria-pressed={(side == props.current).to_string()}
                onclick={Callback::from(move |_| pick.emit(side))}>
                <span class="mark" aria-hidden="true">{ mark }</span>
                <span>{ i18n::side_name(ui.lang, side) }</span>
            </button>
        }
    });
    let close = {
        let close = props.on_close.clone();
        Callback::from(move |_| close.emit(()))
    };
    html! {
        <div class="result-picker" role="dialog" aria-label={title.clone()} {onkeydown}>
            <p class="picker-title">{ title }</p>
            <div class="picks">{ for buttons }</div>
            <button type="button" class="picker-close" onclick={close}>{ common(ui.lang).close }</button>
        </div>
    }
}
