//! One game's result entered with one tap, as a round's pairing list offers it on every page
//! that has one (the league page's rounds, the stages page): the two players, each one's mark,
//! and four buttons: 1–0 (the first-named wins), ½, 0–1, Clear. The result is seen from the
//! player named first; the page turns it into its document's edit.

use yew::prelude::*;

use crate::engine::Outcome;
use crate::format::marks;
use crate::lang::Lang;
use crate::web::i18n::rounds::{result_of, text, wins};

#[derive(Clone, PartialEq, Properties)]
pub struct Props {
    pub lang: Lang,
    pub first: AttrValue,
    pub second: AttrValue,
    /// The game's result as seen from `first`.
    pub seen: Outcome,
    /// Taps are not offered (a page shown read-only).
    #[prop_or_default]
    pub read_only: bool,
    /// The result tapped, as seen from `first` (`Outcome::Pending` for Clear).
    pub on_set: Callback<Outcome>,
}

#[component]
pub fn ResultTaps(props: &Props) -> Html {
    let t = text(props.lang);
    let (first, second) = (props.first.as_str(), props.second.as_str());
    let mark = |for_first: bool| match props.seen {
        Outcome::Replayed => "",
        o => marks::written(o.side(for_first)),
    };
    let set = |o: Outcome| {
        let on_set = props.on_set.clone();
        Callback::from(move |_| on_set.emit(o))
    };
    let pressed = |o: Outcome| (props.seen == o).to_string();
    html! {
        <>
            <span class="pair">
                <span class="first">{ first }</span>
                <span class="marks" aria-hidden="true">{ format!(" {} – {} ", mark(true), mark(false)) }</span>
                <span class="second">{ second }</span>
            </span>
            if !props.read_only {
                <span class="tap" role="group" aria-label={result_of(props.lang, first, second)}>
                    <button type="button" aria-pressed={pressed(Outcome::A)} aria-label={format!("1–0 {}", wins(props.lang, first))} onclick={set(Outcome::A)}>{ "1–0" }</button>
                    <button type="button" aria-pressed={pressed(Outcome::Draw)} aria-label={format!("½ {}", t.draw)} onclick={set(Outcome::Draw)}>{ "½" }</button>
                    <button type="button" aria-pressed={pressed(Outcome::B)} aria-label={format!("0–1 {}", wins(props.lang, second))} onclick={set(Outcome::B)}>{ "0–1" }</button>
                    <button type="button" class="clear" disabled={props.seen == Outcome::Pending} onclick={set(Outcome::Pending)}>{ t.clear_result }</button>
                </span>
            }
        </>
    }
}
