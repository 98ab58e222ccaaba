//! The tied blocks: one button per group of players tied on points; the chosen one opens as a
//! mini-league panel (nested where the rules re-applied it).

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::web::league::components::mini_league::MiniLeague;
use crate::web::{Ui, i18n};

pub use super::BlockProps as Props;

#[component]
pub fn Blocks(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let Ok(r) = &props.analysis.ranked else {
        return html! {};
    };
    let top = &r.top;
    // The panel shows the top-level block holding the selection, opened down to it.
    let open_top = props.selected.map(|mut b| {
        while !top.contains(&b) {
            match r.ranking.blocks[b].parent {
                Some(p) => b = p,
                None => break,
            }
        }
        b
    });

    let buttons = top.iter().map(|&b| {
        let block = &r.ranking.blocks[b];
        let on_select = props.on_select.clone();
        let pressed = open_top == Some(b);
        let onclick = Callback::from(move |_| on_select.emit(if pressed { None } else { Some(b) }));
        let members: Vec<&str> = block.players.iter().map(|&p| props.names[p].as_str()).collect();
        html! {
            <li>
                <button type="button" class={classes!("block-button", r.colours[b].map(|c| format!("band band-{c}")))}
                    aria-pressed={if pressed { "true" } else { "false" }}
                    aria-controls={pressed.then_some("block-panel")} {onclick}>
                    <span class="band-tag">{ r.names[b].clone() }</span>
                    <span class="block-places">{ format!("{} {}", i18n::places(block.place, block.place_to), t.places) }</span>
                    <span class="block-members">{ members.join(" · ") }</span>
                </button>
            </li>
        }
    });

    html! {
        <section class="panel blocks" aria-labelledby="blocks-h">
            <h2 id="blocks-h">{ t.tied_blocks }</h2>
            if top.is_empty() {
                <p class="empty">{ t.no_ties }</p>
            } else {
                <ul class="block-list">{ for buttons }</ul>
            }
            if let Some(b) = open_top {
                <div id="block-panel" class="block-panel" role="region" aria-label={format!("{} {}", t.block, r.names[b])}>
                    <button type="button" class="close" onclick={{
                        let on_select = props.on_select.clone();
                        move |_| on_select.emit(None)
                    }}>{ t.close }</button>
                    <MiniLeague analysis={props.analysis.clone()} names={props.names.clone()} block={b} selected={props.selected} />
                </div>
            }
        </section>
    }
}
