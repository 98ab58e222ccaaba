//! The standings: place (shared or pending a playoff), score, record, every player's value of
//! each tie-break of the chain (`Ranking::values_of`, one column per code), and a badge with the
//! rule that decided the place; its explanation (a [`Tip`], by tap, click, hover or focus: what
//! the label means, what was compared, the labels on the way) and the "why" column say what was
//! compared. The seat line is drawn (and labelled) across the table. On a narrow screen the
//! record, the tie-break values and the "why" move to a second line under the name (the
//! stylesheet shows one or the other), so the table fits a phone without sideways scrolling.

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::engine::{DecisionKind, PlaceStatus};
use crate::report::text::{criterion_name, explain, explain_steps, so_far_short, value_text};
use crate::web::i18n::help;
use crate::web::league::components::tip::Tip;
use crate::web::{Ui, i18n};

pub use super::BlockProps as Props;

#[component]
pub fn Standings(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let Ok(r) = &props.analysis.ranked else {
        return html! {};
    };
    let tie_breaks = r.chain.criteria.get(1..).unwrap_or_default();
    let columns = 6 + tie_breaks.len();
    let rows = lines(ui.lang, r).into_iter().map(|line| {
        let mut out = Vec::new();
        if let Some(seats) = line.seat_line_before {
            out.push(html! {
                <tr class="seat-line" aria-hidden="false">
                    <td colspan={columns.to_string()}><span>{ format!("{} ({seats})", t.seat_line) }</span></td>
                </tr>
            });
        }
        let block = line.block;
        let onclick = {
            let on_select = props.on_select.clone();
            let selected = props.selected;
            let tied = !r.names[block].is_empty();
            Callback::from(move |()| {
                let b = tied.then_some(block);
                on_select.emit(if selected == b { None } else { b });
            })
        };
        let (why, steps, path, label, kind) = (&line.why, &line.steps, &line.path, &line.label, line.kind);
        out.push(html! {
            <tr class={classes!("standing", line.colour.map(|c| format!("band band-{c}")), format!("status-{kind}"))}
                data-player={props.names[line.player].clone()}>
                <td class="place">{ &line.place }
                    if let Some(st) = line.status { <span class="status">{ st }</span> }
                </td>
                <th scope="row" class="name">
                    if let Some(b) = &line.block_name { <span class="band-tag">{ b }</span> }
                    { props.names[line.player].clone() }
                    <span class="narrow-line">
                        <span class="narrow-values">{ &line.narrow }</span>
                        <span class="narrow-why">{ why_html(ui.lang, why, steps) }</span>
                    </span>
                </th>
                <td class="score">{ &line.score }</td>
                <td class="wdl">{ &line.wdl }</td>
                { for line.values.iter().map(|(code, v)| html! {
                    <td class="value" data-code={*code}>{ v }</td>
                }) }
                <td class="rule">
                    if ui.read_only {
                        <span class={classes!("badge", kind)} title={format!("{why}\n{path}")}>{ label }</span>
                    } else {
                        <Tip class={classes!("badge", kind, (props.selected == Some(block)).then_some("selected"))}
                            label={format!("{} {}", t.rule, label)}
                            tip={badge_tip(ui.lang, label, why, path)}
                            {onclick}>{ label }</Tip>
                    }
                </td>
                <td class="why">{ why_html(ui.lang, why, steps) }</td>
            </tr>
        });
        out
    });
    let rows: Vec<Html> = rows.flatten().collect();

    html! {
        <section class="panel standings" aria-labelledby="standings-h">
            <h2 id="standings-h">{ t.standings }
                if let Some(so_far) = so_far_short(ui.lang, &r.table) {
                    { " " }<span class="so-far">{ so_far }</span>
                }
            </h2>
            // Focusable, so that the keyboard can scroll a table wider than the screen.
            <div class="scroll" tabindex="0" role="group" aria-label={t.standings}>
                <table class="standings-table">
                    <thead><tr>
                        <th scope="col">{ t.place }</th>
                        <th scope="col">{ t.player }</th>
                        <th scope="col">{ t.score }</th>
                        <th scope="col" class="wdl">{ t.wdl }</th>
                        { for tie_breaks.iter().map(|&c| html! {
                            <th scope="col" class="value">
                                <abbr title={criterion_name(ui.lang, &r.chain, c)}>{ c.code() }</abbr>
                            </th>
                        }) }
                        <th scope="col">{ t.rule }</th>
                        <th scope="col" class="why">{ t.why }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}

/// One line of the standings as text: what the league page and the viewer
/// ([`crate::web::view`]) both draw.
pub struct Line {
    pub player: usize,
    /// `4`, or `4–6` when shared or awaiting a playoff.
    pub place: String,
    /// `shared`, `playoff`, … when the place is not simply decided.
    pub status: Option<&'static str>,
    /// The badge's class: `criterion`, `undecided` or `playoff`.
    pub kind: &'static str,
    /// The rule's label (`3A`).
    pub label: String,
    /// The tied block that decided the place, and the player's block's name and band colour.
    pub block: usize,
    pub block_name: Option<String>,
    pub colour: Option<usize>,
    pub score: String,
    pub wdl: String,
    /// Each tie-break's code and value.
    pub values: Vec<(&'static str, String)>,
    /// The second line of a narrow screen: `W-D-L 3-0-2 · SB 12 · DE 1`.
    pub narrow: String,
    pub why: String,
    pub steps: Vec<String>,
    /// The labels on the way to the place (`1B › 2A`).
    pub path: String,
    /// The seat line goes before this line (the number of seats).
    pub seat_line_before: Option<u32>,
}

/// The standings of `r` in place order, as [`Line`]s.
pub fn lines(lang: i18n::Lang, r: &crate::editor::league::analysis::Ranked) -> Vec<Line> {
    let t = i18n::text(lang);
    let mut order: Vec<_> = r.ranking.standings.iter().collect();
    crate::engine::sort::by_key(&mut order, |s| (s.place, s.place_to));
    let seats = r.seats.filter(|&s| s > 0 && (s as usize) < order.len());
    let mut line_drawn = false;
    // The tie-breaks: the first criterion is the score column already.
    let tie_breaks = r.chain.criteria.get(1..).unwrap_or_default();
    order
        .into_iter()
        .map(|s| {
            let seat_line_before = seats.filter(|&seats| !line_drawn && s.place > seats);
            line_drawn |= seat_line_before.is_some();
            let possible = r.ranking.playoff_of(s.player).is_some_and(|p| p.breakable);
            let shared = || i18n::places(s.place, s.place_to);
            let (place, status) = match s.status {
                PlaceStatus::Decided => (s.place.to_string(), None),
                PlaceStatus::Shared => (shared(), Some(t.shared)),
                PlaceStatus::Playoff if possible => (shared(), Some(t.playoff_possible)),
                PlaceStatus::Playoff => (shared(), Some(t.playoff_pending)),
                PlaceStatus::DecidedByPlayoff => (s.place.to_string(), Some(t.by_playoff)),
            };
            let kind = match s.decided_by.kind {
                DecisionKind::Criterion { .. } => "criterion",
                DecisionKind::Undecided => "undecided",
                DecisionKind::Playoff { .. } => "playoff",
            };
            let values: Vec<(&'static str, String)> = r
                .ranking
                .values_of(&r.table, tie_breaks, s.player)
                .into_iter()
                .map(|(c, v)| (c.code(), value_text(lang, v)))
                .collect();
            let wdl = format!("{}-{}-{}", s.record.wins, s.record.draws, s.record.losses);
            // Each code with its value (no-break space).
            let narrow = std::iter::once(wdl.clone())
                .chain(values.iter().map(|(c, v)| format!("{c}\u{a0}{v}")))
                .collect::<Vec<_>>()
                .join(" · ");
            let block_of = r.block_of[s.player];
            Line {
                player: s.player,
                place,
                status,
                kind,
                label: s.decided_by.label.clone(),
                block: s.decided_by.block,
                block_name: block_of.map(|b| r.names[b].clone()),
                colour: block_of.and_then(|b| r.colours[b]),
                score: s.score.to_string(),
                wdl,
                values,
                narrow: format!("{}\u{a0}{narrow}", t.wdl),
                why: explain(lang, &r.table, &r.chain, &r.ranking, s),
                steps: explain_steps(lang, &r.table, &r.chain, &r.ranking, s),
                path: s.path.join(" › "),
                seat_line_before,
            }
        })
        .collect()
}

/// The "why" of a place: the comparison that decided it and, when more steps led there (a tie
/// inside a tie, a mini-league restarted), every step in order behind a tap (a `<details>`,
/// which needs no script and reads the same to a screen reader).
fn why_html(lang: i18n::Lang, why: &str, steps: &[String]) -> Html {
    if steps.len() < 2 {
        return html! { { why.to_string() } };
    }
    html! {
        <details class="why-steps">
            <summary>{ why.to_string() }
                <span class="why-more">{ i18n::all_steps(lang, steps.len()) }</span>
            </summary>
            <ol>{ for steps.iter().map(|line| html! { <li>{ line.clone() }</li> }) }</ol>
        </details>
    }
}

/// A badge's explanation: what its label means (the legend's words), what was compared, and the
/// labels on the way to the place.
fn badge_tip(lang: i18n::Lang, label: &str, why: &str, path: &str) -> Html {
    let h = help::text(lang);
    let meaning = help::label_meaning(lang, label)
        .map(str::to_string)
        .or_else(|| {
            let code = label.strip_suffix('=').unwrap_or(label);
            crate::engine::Criterion::from_code(code)
                .map(|c| help::criterion_definition(lang, c).to_string())
        });
    html! {
        <>
            <strong>{ label.to_string() }</strong>
            if let Some(m) = meaning { { i18n::text(lang).colon }{ m } }
            <span class="tip-why">{ why.to_string() }</span>
            if !path.is_empty() {
                <span class="tip-path">{ format!("{}{}{path}", h.path, i18n::text(lang).colon) }</span>
            }
        </>
    }
}
