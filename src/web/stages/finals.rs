//! The final places: each participant's place and the stage that decided it, and the places a
//! later stage does not decide said as such (`report::staged`'s words).

use std::rc::Rc;

use yew::prelude::*;

use super::{Reading, StagesUi};
use crate::document::staged::StagedEvent;
use crate::report::staged::{deciding_stage, kept_notes, to_decide};
use crate::web::i18n::stages::{decided_in, text};
use crate::web::shell::ui::use_ui;

#[derive(Clone, PartialEq, Properties)]
pub struct Props {
    pub doc: Rc<StagedEvent>,
    pub reading: Rc<Reading>,
}

#[component]
pub fn Finals(props: &Props) -> Html {
    let ui: StagesUi = use_ui();
    let lang = ui.lang;
    let t = text(lang);
    let Ok((input, progress)) = &*props.reading else {
        return html! {};
    };
    let placed = crate::report::staged::placed(progress);
    html! {
        <section class="panel finals" aria-labelledby="finals-h">
            <h2 id="finals-h">{ t.finals }</h2>
            if placed.is_empty() {
                <p class="hint">{ t.no_places }</p>
            } else {
                <table class="standings-table finals-table">
                    <thead><tr><th scope="col">{ t.place }</th><th scope="col">{ t.player }</th><th scope="col">{ t.from_stage }</th></tr></thead>
                    <tbody>
                        { for placed.iter().map(|&(place, p)| html! {
                            <tr class="standing">
                                <td class="place">{ place }</td>
                                <th scope="row" class="name">{ props.doc.players[p].name.clone() }</th>
                                <td>{ deciding_stage(input, progress, p).map(|s| decided_in(lang, s, to_decide(input, progress, p))).unwrap_or_default() }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
                { for kept_notes(lang, input, progress).into_iter().map(|n| html! { <p class="hint kept">{ n }</p> }) }
            }
        </section>
    }
}
