//! A row of the editable crosstable ([`super::crosstable`]): the row header (number, name, the
//! block's tag, the cycle mark) and the player's results, one cell per opponent (a cell of
//! several meetings holds one mark per meeting).
//!
//! A row is its own component so that an edit draws again only the rows it changes: a result
//! changes two rows (the player's and the opponent's mirror), a change of ranking the rows
//! whose band, block or cycle mark moved. [`RowProps`]' equality compares this row's results
//! only, not the whole analysis, which is new after every edit. The cells carry no listeners:
//! the table listens for clicks and keys once and reads the cell from its `data-cell`.

use std::rc::Rc;

use yew::prelude::*;

use crate::document::league::PlayerEntry;
use crate::editor::league::analysis::Analysis;
use crate::engine::Side;
use crate::format::marks::written;
use crate::web::shell::ui::use_ui;
use crate::web::{Ui, i18n};

#[derive(Properties)]
pub struct RowProps {
    pub index: usize,
    /// The analysis the row's results come from; only row `index` of its grid is compared.
    pub analysis: Rc<Analysis>,
    pub players: Rc<Vec<PlayerEntry>>,
    /// The row's score as shown.
    pub score: AttrValue,
    /// The innermost tied block's name and band colour, when the player is in one.
    pub block: Option<(String, Option<usize>)>,
    pub in_cycle: bool,
    /// The row is in the block open in the mini-league panel.
    pub selected: bool,
    /// The cell of this row in the tab order (column, meeting), if it is in this row.
    pub focus: Option<(usize, usize)>,
    /// The cells of this row showing a hypothetical result (column, meeting).
    pub hypothetical: Vec<(usize, usize)>,
    pub with_prev: bool,
    /// Opens the "edit player" dialog of the row's player.
    pub on_open: Callback<usize>,
}

impl PartialEq for RowProps {
    fn eq(&self, other: &Self) -> bool {
        fn row(p: &RowProps) -> Option<&Vec<Vec<Side>>> {
            p.analysis.grid.get(p.index)
        }
        self.index == other.index
            && (Rc::ptr_eq(&self.analysis, &other.analysis) || row(self) == row(other))
            && (Rc::ptr_eq(&self.players, &other.players) || self.players == other.players)
            && self.score == other.score
            && self.block == other.block
            && self.in_cycle == other.in_cycle
            && self.selected == other.selected
            && self.focus == other.focus
            && self.hypothetical == other.hypothetical
            && self.with_prev == other.with_prev
            && self.on_open == other.on_open
    }
}

/// The mark shown in a cell: the league file's ([`crate::format::marks`]), blank for pending.
pub fn cell_mark(side: Side) -> &'static str {
    written(side)
}

/// A cell's (or, in a cell of several meetings, a meeting's) `data-cell` value: `r-c` for a
/// cell of one meeting, `r-c-k` for meeting `k` of a cell of several.
pub fn cell_id(r: usize, c: usize, k: usize, len: usize) -> String {
    if len > 1 {
        format!("{r}-{c}-{k}")
    } else {
        format!("{r}-{c}")
    }
}

/// The cell a `data-cell` value names: (row, column, meeting).
pub fn parse_cell_id(id: &str) -> Option<(usize, usize, usize)> {
    let mut parts = id.split('-').map(|p| p.parse::<usize>().ok());
    let r = parts.next()??;
    let c = parts.next()??;
    let k = parts.next().map_or(Some(0), |k| k)?;
    Some((r, c, k))
}

/// How many meetings cell (`r`, `c`) of `grid` shows: one at least (the diagonal's, a game
/// not yet in the document).
pub fn meetings(grid: &[Vec<Vec<Side>>], r: usize, c: usize) -> usize {
    if r == c {
        1
    } else {
        grid.get(r)
            .and_then(|row| row.get(c))
            .map_or(1, |m| m.len().max(1))
    }
}

fn side_class(side: Side) -> &'static str {
    match side {
        Side::Win => "win",
        Side::Loss => "loss",
        Side::Draw => "draw",
        Side::ForfeitWin => "fwin",
        Side::ForfeitLoss => "floss",
        Side::Void => "void",
        Side::Pending => "pending",
    }
}

#[component]
pub fn CrossRow(props: &RowProps) -> Html {
    let ui: Ui = use_ui();
    let w = i18n::whatif(ui.lang);
    let i = props.index;
    let players = &props.players;
    let n = players.len();
    let Some(p) = players.get(i) else {
        return Html::default();
    };
    let grid = &props.analysis.grid;
    let hypo = |j: usize, k: usize| props.hypothetical.contains(&(j, k));
    let row_class = classes!(
        "row",
        props
            .block
            .as_ref()
            .and_then(|(_, colour)| *colour)
            .map(|c| format!("band band-{c}")),
        props.in_cycle.then_some("cycle"),
        props.selected.then_some("selected"),
    );
    let cells = (0..n).map(|j| {
        let diagonal = i == j;
        let len = meetings(grid, i, j);
        let row_meetings: &[Side] = if diagonal {
            &[]
        } else {
            grid.get(i).and_then(|r| r.get(j)).map_or(&[], |m| m.as_slice())
        };
        let label = |k: usize, side: Side| {
            let base = if len > 1 {
                i18n::meeting_label(ui.lang, &p.name, &players[j].name, k, side)
            } else {
                format!("{} – {}: {}", p.name, players[j].name, i18n::side_name(ui.lang, side))
            };
            if hypo(j, k) {
                format!("{base} ({})", w.hypothetical)
            } else {
                base
            }
        };
        let tabindex = |k: usize| if props.focus == Some((j, k)) { "0" } else { "-1" };
        if len > 1 {
            html! {
                <td role="gridcell" class={classes!("cell", "multi")}>
                    { for row_meetings.iter().enumerate().map(|(k, &side)| html! {
                        <span role="button"
                            class={classes!("half", format!("r-{}", side_class(side)), hypo(j, k).then_some("hypo"))}
                            data-cell={cell_id(i, j, k, len)}
                            tabindex={tabindex(k)}
                            aria-label={label(k, side)}>
                            { cell_mark(side) }
                        </span>
                    }) }
                </td>
            }
        } else {
            let side = row_meetings.first().copied().unwrap_or(Side::Pending);
            html! {
                <td role="gridcell"
                    class={classes!("cell", format!("r-{}", side_class(side)), diagonal.then_some("diag"), hypo(j, 0).then_some("hypo"))}
                    data-cell={cell_id(i, j, 0, 1)}
                    tabindex={tabindex(0)}
                    aria-label={if diagonal { p.name.clone() } else { label(0, side) }}
                    aria-disabled={diagonal.then_some("true")}>
                    { if diagonal { "" } else { cell_mark(side) } }
                </td>
            }
        }
    });
    let open = {
        let on_open = props.on_open.clone();
        Callback::from(move |_: MouseEvent| on_open.emit(i))
    };
    let t = i18n::text(ui.lang);
    // The row header: the number and the name (shortened by the stylesheet), a button that
    // opens the "edit player" dialog, then the block's tag and the cycle mark. The button's
    // label is what shows (the full name, even when the screen shortens it) and, hidden, what
    // a tap does.
    html! {
        <tr role="row" class={row_class} data-player={p.name.clone()}>
            <th role="rowheader" scope="row" class="who" title={p.name.clone()}>
                <div class="who-inner">
                    <button type="button" class="who-button" aria-haspopup="dialog" onclick={open}>
                        <span class="num">{ i + 1 }</span>{ " " }
                        <span class="who-name">{ p.name.clone() }</span>
                        <span class="visually-hidden">{ i18n::phone::text(ui.lang).edit_hint }</span>
                    </button>
                    if let Some((b, _)) = &props.block {
                        <span class="band-tag" title={format!("{} {b}", t.block)}>{ b.clone() }</span>
                    }
                    if props.in_cycle {
                        <span class="cycle-tag" title={t.cycle_marker} aria-label={t.cycle_marker}>{ "↻" }</span>
                    }
                </div>
            </th>
            if props.with_prev {
                <td role="gridcell" class="prev-col">
                    { p.previous_rank.map(|r| r.to_string()).unwrap_or_default() }
                </td>
            }
            { for cells }
            <td role="gridcell" class="total">{ props.score.clone() }</td>
        </tr>
    }
}
