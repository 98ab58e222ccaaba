//! A stage's table: a round robin's crosstable (a row and a column per entrant in the stage's
//! draw order, each cell the marks of their games, the carried ones marked apart, and the
//! points), or a Swiss stage's wall chart (a row per entrant, a column per round: the
//! opponent's number and the mark). The marks are the league file's (`○ ● △ □ ■`, `・` still to
//! play), as the CLI's crosstable writes them.

use yew::prelude::*;

use super::StagesUi;
use crate::document::staged::StagedEvent;
use crate::engine::stages::{Format, Order, Played};
use crate::report::staged::points;
use crate::report::text::mark;
use crate::web::i18n::stages::text;
use crate::web::shell::ui::use_ui;

#[derive(Clone, PartialEq, Properties)]
pub struct Props {
    pub doc: std::rc::Rc<StagedEvent>,
    pub format: Format,
    pub entrants: Order,
    pub carried: Vec<Played>,
    pub games: Vec<Played>,
}

#[component]
pub fn StageTable(props: &Props) -> Html {
    let ui: StagesUi = use_ui();
    let t = text(ui.lang);
    let present: Vec<usize> = props.entrants.iter().flatten().copied().collect();
    if present.len() < 2 || matches!(props.format, Format::Matches { .. }) {
        return Html::default();
    }
    let name = |p: usize| props.doc.players[p].name.clone();
    // Game `g` seen from `p`: its side, if `p` played it.
    let side = |g: &Played, p: usize| {
        if g.first == p {
            Some(g.outcome.side(true))
        } else if g.second == p {
            Some(g.outcome.side(false))
        } else {
            None
        }
    };
    // The stage's points as its order counts them (a Swiss stage's bye a win).
    let all: Vec<Played> = props.carried.iter().chain(&props.games).copied().collect();
    let bye_rounds = match props.format {
        Format::Swiss { .. } => props.games.iter().map(|g| g.round).max().unwrap_or(0),
        _ => 0,
    };
    let points = |p: usize| points(p, &all, bye_rounds);
    let number = |p: usize| present.iter().position(|&q| q == p).map_or(0, |k| k + 1);
    if let Format::Swiss { rounds } = props.format {
        let rows = present.iter().map(|&p| {
            let cells = (1..=rounds).map(|r| {
                let game = props
                    .games
                    .iter()
                    .find(|g| g.round == r && (g.first == p || g.second == p));
                let played = r <= bye_rounds;
                let text = match game {
                    Some(g) => {
                        let other = if g.first == p { g.second } else { g.first };
                        format!("{}{}", number(other), side(g, p).map_or("", mark))
                    }
                    // A round played without them: the pairing-allocated bye.
                    None if played => t.bye.to_string(),
                    None => String::new(),
                };
                html! { <td class="num">{ text }</td> }
            });
            html! {
                <tr>
                    <td class="num">{ number(p) }</td>
                    <th scope="row">{ name(p) }</th>
                    { for cells }
                    <td class="num">{ points(p).to_string() }</td>
                </tr>
            }
        });
        return html! {
            <div class="scroll stage-table" tabindex="0" role="region" aria-label={t.wall_chart}>
                <table class="stage-wallchart">
                    <caption>{ t.wall_chart }</caption>
                    <thead><tr>
                        <th scope="col">{ "#" }</th><th scope="col">{ t.player }</th>
                        { for (1..=rounds).map(|r| html! { <th scope="col">{ r }</th> }) }
                        <th scope="col">{ t.points }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        };
    }
    let rows = present.iter().map(|&p| {
        let cells = present.iter().map(|&q| {
            if p == q {
                return html! { <td class="self" aria-hidden="true"></td> };
            }
            let meets = |games: &[Played]| -> String {
                games
                    .iter()
                    .filter(|g| (g.first == p && g.second == q) || (g.first == q && g.second == p))
                    .filter_map(|g| side(g, p))
                    .map(mark)
                    .collect()
            };
            let (before, now) = (meets(&props.carried), meets(&props.games));
            html! {
                <td class="mark">
                    if !before.is_empty() { <span class="carried" title={t.carried_mark}>{ before }</span> }
                    { now }
                </td>
            }
        });
        html! {
            <tr>
                <td class="num">{ number(p) }</td>
                <th scope="row">{ name(p) }</th>
                { for cells }
                <td class="num">{ points(p).to_string() }</td>
            </tr>
        }
    });
    html! {
        <div class="scroll stage-table" tabindex="0" role="region" aria-label={t.crosstable}>
            <table class="stage-crosstable">
                <caption>{ t.crosstable }</caption>
                <thead><tr>
                    <th scope="col">{ "#" }</th><th scope="col">{ t.player }</th>
                    { for present.iter().enumerate().map(|(k, &p)| html! { <th scope="col" title={name(p)}>{ k + 1 }</th> }) }
                    <th scope="col">{ t.points }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            if !props.carried.is_empty() { <p class="hint">{ t.carried_legend }</p> }
        </div>
    }
}
