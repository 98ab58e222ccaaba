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
    let mut order: Vec<_> = r.ranking.standings.iter().collect();
    crate::engine::sort::by_key(&mut order, |s| (s.place, s.place_to));
    let seats = r.seats.filter(|&s| s > 0 && (s as usize) < order.len());
    let mut line_drawn = false;
    // The tie-breaks: the first criterion is the score column already.
    let tie_breaks = r.chain.criteria.get(1..).unwrap_or_default();
    let columns = 6 + tie_breaks.len();

    let rows = order.iter().map(|s| {
        let mut out = Vec::new();
        if let Some(seats) = seats {
            if !line_drawn && s.place > seats {
                line_drawn = true;
                out.push(html! {
                    <tr class="seat-line" aria-hidden="false">
                        <td colspan={columns.to_string()}><span>{ format!("{} ({seats})", t.seat_line) }</span></td>
                    </tr>
                });
            }
        }
        let why = explain(ui.lang, &r.table, &r.chain, &r.ranking, s);
        let steps = explain_steps(ui.lang, &r.table, &r.chain, &r.ranking, s);
        let possible = r.ranking.playoff_of(s.player).is_some_and(|p| p.breakable);
        let (place, status) = match s.status {
            PlaceStatus::Decided => (s.place.to_string(), None),
            PlaceStatus::Shared => (i18n::places(s.place, s.place_to), Some(t.shared)),
            PlaceStatus::Playoff if possible => (i18n::places(s.place, s.place_to), Some(t.playoff_possible)),
            PlaceStatus::Playoff => (i18n::places(s.place, s.place_to), Some(t.playoff_pending)),
            PlaceStatus::DecidedByPlayoff => (s.place.to_string(), Some(t.by_playoff)),
        };
        let block = s.decided_by.block;
        let kind = match s.decided_by.kind {
            DecisionKind::Criterion { .. } => "criterion",
            DecisionKind::Undecided => "undecided",
            DecisionKind::Playoff { .. } => "playoff",
        };
        let colour = r.block_of[s.player].and_then(|b| r.colours[b]);
        let onclick = {
            let on_select = props.on_select.clone();
            let selected = props.selected;
            let tied = !r.names[block].is_empty();
            Callback::from(move |()| {
                let b = tied.then_some(block);
                on_select.emit(if selected == b { None } else { b });
            })
        };
        let path = s.path.join(" › ");
        let values = r.ranking.values_of(&r.table, tie_breaks, s.player);
        let wdl = format!("{}-{}-{}", s.record.wins, s.record.draws, s.record.losses);
        // The second line of a narrow screen: "3-0-2 · SB 12 · DE 1", then the why; each
        // code with its value (no-break space).
        let narrow = std::iter::once(wdl.clone())
            .chain(values.iter().map(|&(c, v)| format!("{}\u{a0}{}", c.code(), value_text(ui.lang, v))))
            .collect::<Vec<_>>()
            .join(" · ");
        out.push(html! {
            <tr class={classes!("standing", colour.map(|c| format!("band band-{c}")), format!("status-{kind}"))}
                data-player={props.names[s.player].clone()}>
                <td class="place">{ place }
                    if let Some(st) = status { <span class="status">{ st }</span> }
                </td>
                <th scope="row" class="name">
                    if let Some(b) = r.block_of[s.player] { <span class="band-tag">{ r.names[b].clone() }</span> }
                    { props.names[s.player].clone() }
                    <span class="narrow-line">
                        <span class="narrow-values">{ format!("{}\u{a0}{narrow}", t.wdl) }</span>
                        <span class="narrow-why">{ why_html(ui.lang, &why, &steps) }</span>
                    </span>
                </th>
                <td class="score">{ s.score.to_string() }</td>
                <td class="wdl">{ wdl }</td>
                { for values.iter().map(|&(c, v)| html! {
                    <td class="value" data-code={c.code()}>{ value_text(ui.lang, v) }</td>
                }) }
                <td class="rule">
                    if ui.read_only {
                        <span class={classes!("badge", kind)} title={format!("{why}\n{path}")}>{ s.decided_by.label.clone() }</span>
                    } else {
                        <Tip class={classes!("badge", kind, (props.selected == Some(block)).then_some("selected"))}
                            label={format!("{} {}", t.rule, s.decided_by.label)}
                            tip={badge_tip(ui.lang, &s.decided_by.label, &why, &path)}
                            {onclick}>{ s.decided_by.label.clone() }</Tip>
                    }
                </td>
                <td class="why">{ why_html(ui.lang, &why, &steps) }</td>
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
