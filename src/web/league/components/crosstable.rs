//! The editable crosstable: an ARIA grid of results. A row header is the player's number and
//! name (shortened with `…` when long; the full name in its label and title), a button that
//! opens the "edit player" dialog: the name, the previous rank, moving and removing the row.
//! So the sticky column stays narrow on a phone. The previous ranks, when any is set, have a
//! column of their own.
//!
//! A click cycles a cell 〇 → ● → △ → □ → ■ → blank (the mirror cell follows, in the reducer);
//! a tap on a touch screen opens the [`ResultPicker`] instead, to set any result at once.
//! Keyboard: one cell is in the tab order (a roving tabindex); arrows, Home and End move;
//! `o` `x` `d` `f` `F` set a result and move on to the next cell of the row, Backspace or
//! Delete clears it, Enter or Space cycles.
//! Rows of a tied block carry the block's colour band and its name (`A`, `A1`): not colour
//! alone. Players on a cycle are marked `↻`. Cells of a hypothetical outcome (the what-if
//! panel's "Show in table") are outlined in dashes, in italics, and say so in their label.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlInputElement};
use yew::prelude::*;

use super::cross_row::{CrossRow, cell_id, meetings, parse_cell_id};
use super::result_picker::ResultPicker;
use crate::web::shell::ui::use_ui;

use crate::document::league::PlayerEntry;
use crate::editor::league::Action;
use crate::editor::league::analysis::Analysis;
use crate::engine::Side;
use crate::web::league::state::Hypothetical;
use crate::web::shell::browser;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub analysis: Rc<Analysis>,
    pub players: Rc<Vec<PlayerEntry>>,
    /// The block open in the mini-league panel: its rows are outlined.
    pub selected: Option<usize>,
    /// A hypothetical outcome shown in the table (`analysis` is of the document with it).
    #[prop_or_default]
    pub hypothetical: Option<Rc<Hypothetical>>,
}

#[component]
pub fn Crosstable(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let n = props.players.len();
    let grid = &props.analysis.grid;
    // How many meetings each cell shows (the diagonal one).
    let lens: Rc<Vec<usize>> = Rc::new((0..n * n).map(|x| meetings(grid, x / n, x % n)).collect());
    let focus = use_state(|| (0usize, 1usize.min(n.saturating_sub(1)), 0usize));
    // The cell whose result picker is open (a tap on a touch screen), and the kind of pointer
    // that pressed last (`touch`, `mouse`, `pen`), which tells a tap from a click.
    let picking = use_state(|| None::<(usize, usize, usize)>);
    let pointer = use_mut_ref(String::new);
    // The player whose "edit player" dialog is open.
    let editing = use_state(|| None::<usize>);
    let with_prev = props.players.iter().any(|p| p.previous_rank.is_some());
    // The cell in the tab order (kept inside the table when players are removed).
    let (fr, fc) = (
        focus.0.min(n.saturating_sub(1)),
        focus.1.min(n.saturating_sub(1)),
    );
    let fk = if n == 0 {
        0
    } else {
        focus.2.min(lens[fr * n + fc] - 1)
    };

    // No result yet: everyone is tied, and no band or block tag says so.
    let ranked = props
        .analysis
        .ranked
        .as_ref()
        .ok()
        .filter(|_| props.analysis.any_result());
    let onkeydown = {
        let focus = focus.clone();
        let edit = ui.edit.clone();
        let lens = lens.clone();
        Callback::from(move |e: KeyboardEvent| {
            // Only keys pressed on a result cell (the event's own cell): the name and rank
            // fields and the row buttons inside the table keep their own keys.
            let cell = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.get_attribute("data-cell"))
                .and_then(|id| parse_cell_id(&id));
            let Some((r, c, k)) = cell.filter(|&(r, c, _)| r < n && c < n) else {
                return;
            };
            if e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            let len = |r: usize, c: usize| lens[r * n + c];
            let moved = match e.key().as_str() {
                "ArrowUp" => Some((r.saturating_sub(1), c, k)),
                "ArrowDown" => Some(((r + 1).min(n - 1), c, k)),
                "ArrowLeft" if k > 0 => Some((r, c, k - 1)),
                "ArrowLeft" if c > 0 => Some((r, c - 1, len(r, c - 1) - 1)),
                "ArrowLeft" => Some((r, c, k)),
                "ArrowRight" if k + 1 < len(r, c) => Some((r, c, k + 1)),
                "ArrowRight" if c + 1 < n => Some((r, c + 1, 0)),
                "ArrowRight" => Some((r, c, k)),
                "Home" => Some((r, 0, 0)),
                "End" => Some((r, n - 1, len(r, n - 1) - 1)),
                _ => None,
            };
            if let Some((r, c, k)) = moved {
                e.prevent_default();
                let k = k.min(len(r, c) - 1);
                focus.set((r, c, k));
                browser::focus(&format!("[data-cell=\"{}\"]", cell_id(r, c, k, len(r, c))));
                return;
            }
            // Letters by the key itself and Shift, so that Caps Lock changes nothing.
            let side = match e.key().to_lowercase().as_str() {
                "o" => Some(Side::Win),
                "x" => Some(Side::Loss),
                "d" => Some(Side::Draw),
                "f" if e.shift_key() => Some(Side::ForfeitLoss),
                "f" => Some(Side::ForfeitWin),
                "backspace" | "delete" => Some(Side::Pending),
                _ => None,
            };
            if r == c {
                return;
            }
            if let Some(side) = side {
                e.prevent_default();
                edit.emit(Action::SetResult {
                    row: r,
                    col: c,
                    meeting: k,
                    side,
                });
                // A result entered: on to the next meeting along the row (the diagonal
                // skipped); the last cell of the row keeps the cursor.
                if side != Side::Pending {
                    let next = if k + 1 < len(r, c) {
                        Some((r, c, k + 1))
                    } else {
                        (c + 1..n).find(|&c| c != r).map(|c| (r, c, 0))
                    };
                    if let Some((r, c, k)) = next {
                        focus.set((r, c, k));
                        browser::focus(&format!("[data-cell=\"{}\"]", cell_id(r, c, k, len(r, c))));
                    }
                }
            } else if matches!(e.key().as_str(), "Enter" | " ") {
                e.prevent_default();
                edit.emit(Action::CycleResult {
                    row: r,
                    col: c,
                    meeting: k,
                });
            }
        })
    };

    // A click on a cell (the table listens for every cell's): the cell takes the focus, then
    // its result cycles or, after a tap on a touch screen, the result picker opens.
    let onclick = {
        let edit = ui.edit.clone();
        let focus = focus.clone();
        let picking = picking.clone();
        let pointer = pointer.clone();
        Callback::from(move |e: MouseEvent| {
            let cell = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-cell]").ok().flatten())
                .and_then(|el| el.get_attribute("data-cell"))
                .and_then(|id| parse_cell_id(&id));
            let Some((row, col, meeting)) = cell.filter(|&(r, c, _)| r < n && c < n) else {
                return;
            };
            focus.set((row, col, meeting));
            if row == col {
                return;
            }
            if *pointer.borrow() == "touch" {
                picking.set(Some((row, col, meeting)));
            } else {
                edit.emit(Action::CycleResult { row, col, meeting });
            }
        })
    };

    let header = html! {
        <tr role="row">
            <th role="columnheader" scope="col" class="corner">{ t.player }</th>
            if with_prev {
                <th role="columnheader" scope="col" class="prev-col">{ t.previous_rank }</th>
            }
            { for props.players.iter().enumerate().map(|(j, p)| html! {
                <th role="columnheader" scope="col" class="opp" title={p.name.clone()}>
                    <span class="num">{ j + 1 }</span>{ " " }
                    <span class="opp-name">{ p.name.clone() }</span>
                </th>
            }) }
            <th role="columnheader" scope="col" class="total">{ t.score }</th>
        </tr>
    };

    // Stable across draws (a row whose props are unchanged is not drawn again).
    let on_open = {
        let editing = editing.clone();
        use_callback((), move |i: usize, ()| editing.set(Some(i)))
    };
    let rows = props.players.iter().enumerate().map(|(i, _)| {
        let block = ranked.and_then(|r| r.block_of[i]);
        let selected = props.selected.is_some_and(|s| {
            ranked.is_some_and(|r| r.ranking.blocks[s].players.contains(&i))
        });
        let hypothetical = props
            .hypothetical
            .iter()
            .flat_map(|h| &h.cells)
            .filter_map(|c| {
                if c.row == i {
                    Some((c.col, c.meeting))
                } else if c.col == i {
                    Some((c.row, c.meeting))
                } else {
                    None
                }
            })
            .collect::<Vec<_>>();
        html! {
            <CrossRow key={i} index={i} analysis={props.analysis.clone()}
                players={props.players.clone()}
                score={props.analysis.scores.get(i).map(|s| AttrValue::from(s.to_string())).unwrap_or_default()}
                block={block.and_then(|b| ranked.map(|r| (r.names[b].clone(), r.colours[b])))}
                in_cycle={ranked.is_some_and(|r| r.in_cycle[i])}
                {selected}
                focus={(fr == i).then_some((fc, fk))}
                {hypothetical}
                {with_prev}
                on_open={on_open.clone()} />
        }
    });

    let add = {
        let edit = ui.edit.clone();
        let players = props.players.clone();
        let stem = t.new_player_stem;
        let editing = editing.clone();
        Callback::from(move |_| {
            let name = crate::editor::league::fresh_name(&players, stem, players.len() + 1);
            edit.emit(Action::AddPlayer { name });
            // The new player's name, to be typed at once.
            editing.set(Some(players.len()));
        })
    };
    let close = {
        let editing = editing.clone();
        Callback::from(move |()| editing.set(None))
    };
    let moved = {
        let editing = editing.clone();
        Callback::from(move |to: usize| editing.set(Some(to)))
    };
    let cols = n + 2 + usize::from(with_prev);
    let onpointerdown = {
        let pointer = pointer.clone();
        Callback::from(move |e: PointerEvent| *pointer.borrow_mut() = e.pointer_type())
    };
    let picker = (*picking)
        .filter(|&(r, c, _)| r < n && c < n && r != c)
        .map(|(r, c, k)| {
            let len = lens[r * n + c];
            let current = grid[r][c].get(k).copied().unwrap_or(Side::Pending);
            let on_pick = {
                let edit = ui.edit.clone();
                let picking = picking.clone();
                Callback::from(move |side: Side| {
                    edit.emit(Action::SetResult {
                        row: r,
                        col: c,
                        meeting: k,
                        side,
                    });
                    picking.set(None);
                    browser::focus(&format!("[data-cell=\"{}\"]", cell_id(r, c, k, len)));
                })
            };
            let on_close = {
                let picking = picking.clone();
                Callback::from(move |()| {
                    picking.set(None);
                    browser::focus(&format!("[data-cell=\"{}\"]", cell_id(r, c, k, len)));
                })
            };
            html! {
                <ResultPicker a={props.players[r].name.clone()} b={props.players[c].name.clone()}
                    meeting={(len > 1).then_some(k)} {current} {on_pick} {on_close} />
            }
        });

    html! {
        <section class="panel crosstable" aria-labelledby="crosstable-h">
            <h2 id="crosstable-h">{ t.crosstable }</h2>
            <p class="help" id="grid-help">{ t.grid_help }</p>
            <div class="scroll">
                <table role="grid" aria-labelledby="crosstable-h" aria-describedby="grid-help"
                    aria-rowcount={(n + 1).to_string()} aria-colcount={cols.to_string()} {onclick} {onkeydown} {onpointerdown}>
                    <thead>{ header }</thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            { picker.unwrap_or_default() }
            <button type="button" class="add-player" onclick={add}>{ "+ " }{ t.add_player }</button>
            if let Some(e) = (*editing).filter(|&e| e < n) {
                <PlayerEditor index={e} players={props.players.clone()} on_close={close} on_move={moved} />
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct EditorProps {
    index: usize,
    players: Rc<Vec<PlayerEntry>>,
    on_close: Callback<()>,
    /// The player moved to this row: the dialog follows them.
    on_move: Callback<usize>,
}

/// The "edit player" dialog (modal: Escape or Done closes it, and the focus goes back where it
/// was): the name, kept as it is typed (one undo step per visit); the previous rank; moving
/// and removing the player. A name the reducer refuses stays in the field, marked invalid,
/// until fixed or reverted with Escape: nothing typed is lost.
#[component]
fn PlayerEditor(props: &EditorProps) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let words = i18n::phone::text(ui.lang);
    let dialog = use_node_ref();
    let name_ref = use_node_ref();
    let draft = use_state_eq(|| None::<String>);
    let i = props.index;
    let count = props.players.len();
    let name = props
        .players
        .get(i)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    // Opened: modal, with the name selected, so that typing replaces it.
    {
        let dialog = dialog.clone();
        let name_ref = name_ref.clone();
        use_effect_with((), move |_| {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                if !d.open() {
                    let _ = d.show_modal();
                }
            }
            if let Some(input) = name_ref.cast::<HtmlInputElement>() {
                let _ = input.focus();
                input.select();
            }
        });
    }
    // A name that is not what was typed (undo, another player moved here) ends the draft; a
    // refused rename leaves the name as it was, so the draft stays.
    {
        let draft = draft.clone();
        use_effect_with(name.clone(), move |name| {
            if draft.as_ref().is_some_and(|d| d.trim() != name) {
                draft.set(None);
            }
        });
    }
    let Some(player) = props.players.get(i) else {
        return html! {};
    };
    let value = draft.as_ref().cloned().unwrap_or_else(|| name.clone());
    let invalid = draft.as_ref().is_some_and(|d| d.trim() != name);

    // Each keystroke renames (one undo step for them all); a name that would be refused waits
    // for the end of typing, so that no refusal flashes while a name is retyped.
    let oninput = {
        let draft = draft.clone();
        let edit = ui.edit.clone();
        let players = props.players.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            if crate::editor::league::check_name_among(&players, i, &v).is_ok() {
                edit.emit(Action::RenamePlayer {
                    index: i,
                    name: v.clone(),
                });
            }
            draft.set(Some(v));
        })
    };
    let onchange = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            edit.emit(Action::RenamePlayer { index: i, name: v });
            edit.emit(Action::EndTyping);
        })
    };
    let onkeydown = {
        let draft = draft.clone();
        Callback::from(move |e: KeyboardEvent| {
            // Escape reverts a refused name first; a second Escape closes the dialog.
            if e.key() == "Escape" && invalid {
                e.prevent_default();
                draft.set(None);
            }
        })
    };
    let on_rank = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            let rank = v.trim().parse::<u32>().ok().filter(|&r| r > 0);
            edit.emit(Action::SetPreviousRank { index: i, rank });
        })
    };
    let close_dialog = {
        let dialog = dialog.clone();
        move || {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                d.close();
            }
        }
    };
    let mv = |to: Option<usize>| {
        let edit = ui.edit.clone();
        let on_move = props.on_move.clone();
        Callback::from(move |_| {
            if let Some(to) = to {
                edit.emit(Action::MovePlayer { from: i, to });
                on_move.emit(to);
            }
        })
    };
    let remove = {
        let edit = ui.edit.clone();
        let close_dialog = close_dialog.clone();
        Callback::from(move |_| {
            edit.emit(Action::RemovePlayer { index: i });
            close_dialog();
        })
    };
    let done = Callback::from(move |_| close_dialog());
    let onclose = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: Event| on_close.emit(()))
    };
    let up = i.checked_sub(1);
    let down = (i + 1 < count).then_some(i + 1);

    html! {
        <dialog ref={dialog} class="edit-player" aria-labelledby="edit-player-h" {onclose}>
            <h2 id="edit-player-h">{ format!("{} {}", words.edit_player, i + 1) }</h2>
            <label class="field">
                <span>{ words.name }</span>
                <input ref={name_ref} type="text" class="name" aria-invalid={invalid.then_some("true")}
                    value={value} {oninput} {onchange} {onkeydown} />
            </label>
            <label class="field">
                <span>{ t.previous_rank }</span>
                <input type="number" class="prev" min="1" inputmode="numeric" placeholder="–"
                    value={player.previous_rank.map(|r| r.to_string()).unwrap_or_default()}
                    onchange={on_rank} />
            </label>
            <div class="edit-player-actions">
                <button type="button" class="move-up" disabled={up.is_none()} onclick={mv(up)}>{ "▲ " }{ t.move_up }</button>
                <button type="button" class="move-down" disabled={down.is_none()} onclick={mv(down)}>{ "▼ " }{ t.move_down }</button>
                <button type="button" class="remove" onclick={remove}>{ "✕ " }{ t.remove }</button>
            </div>
            <button type="button" class="done" onclick={done}>{ words.done }</button>
        </dialog>
    }
}
