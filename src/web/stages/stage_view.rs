//! One stage: what it is and who entered it, its games round by round with one tap per result,
//! and its order once played (points with the carried games).

use std::rc::Rc;

use yew::prelude::*;

use super::stage_rules::StageRules;
use super::stage_table::StageTable;
use super::{Reading, StagesUi};
use crate::document::league::GameEntry;
use crate::document::staged::{StageEntry, StagedEvent};
use crate::editor::staged::StagedAction;
use crate::engine::{First, Outcome};
use crate::report::schedule::words as schedule_words;
use crate::report::staged::{entry_name, explanations, format_name, prospects, rows};
use crate::web::i18n::common::labelled;
use crate::web::i18n::stages::{stage, text};
use crate::web::shell::result_taps::ResultTaps;
use crate::web::shell::ui::use_ui;

/// Search nodes for a stage's prospects on the page (the CLI's `what-if` allows the league
/// what-if's full budget).
const PAGE_BUDGET: u64 = 400_000;

#[derive(Clone, PartialEq, Properties)]
pub struct Props {
    pub doc: Rc<StagedEvent>,
    pub reading: Rc<Reading>,
    pub stage: usize,
}

#[component]
pub fn StageView(props: &Props) -> Html {
    let ui: StagesUi = use_ui();
    let lang = ui.lang;
    let (t, w) = (text(lang), schedule_words(lang));
    // What each entrant can still reach, while a round robin is being played: the bounded
    // search with a budget a tap can wait for.
    let reach = use_memo(
        (props.reading.clone(), props.stage),
        |(reading, s)| match &**reading {
            Ok((input, progress)) => prospects(input, progress, *s, PAGE_BUDGET),
            Err(_) => None,
        },
    );
    let Ok((input, progress)) = &*props.reading else {
        return html! {};
    };
    let s = props.stage;
    let doc = &props.doc;
    let plan = &input.plan.stages[s];
    let entry = &doc.stages[s];
    let name = entry.name.clone().unwrap_or_else(|| stage(lang, s));
    let sep = if lang == crate::lang::Lang::Ja {
        "、"
    } else {
        ", "
    };
    let carried = plan.carry.then(|| {
        let words = crate::report::staged::carried_words(lang, plan.reverse_colours);
        html! { <p class="hint">{ words }</p> }
    });
    let entrants = progress.entrants.get(s).map(|e| {
        let names: Vec<&str> = e
            .iter()
            .flatten()
            .map(|&p| doc.players[p].name.as_str())
            .collect();
        labelled(
            lang,
            crate::report::staged::entrants_word(lang),
            &names.join(sep),
        )
    });
    let rounds = rounds(entry);
    let board = |k: usize| {
        let g = &entry.games[k];
        let a_first = g.first != Some(First::B);
        let (first, second, seen) = board(g);
        let on_set = {
            let edit = ui.edit.clone();
            Callback::from(move |o: Outcome| {
                edit.emit(StagedAction::SetResult {
                    stage: s,
                    game: k,
                    result: if a_first { o } else { o.flipped() },
                })
            })
        };
        html! {
            <li class={classes!("board", (g.result != Outcome::Pending).then_some("played"))}>
                <ResultTaps {lang} first={first.to_string()} second={second.to_string()} {seen} {on_set} read_only={ui.read_only} />
            </li>
        }
    };
    let order = rows(input, progress, s);
    // Why each has its place in a round robin: the league's explanations, by name.
    let names: Vec<String> = doc.players.iter().map(|p| p.name.clone()).collect();
    let why = explanations(lang, input, progress, s, &names);
    let range = |a: u32, b: u32, exact: bool| {
        let r = if a == b {
            a.to_string()
        } else {
            format!("{a}–{b}")
        };
        if exact { r } else { format!("≈{r}") }
    };
    // Who rests in a round: an entrant without a game in it (an odd number).
    let entered: Vec<usize> = progress
        .entrants
        .get(s)
        .map(|e| e.iter().flatten().copied().collect())
        .unwrap_or_default();
    let rests = |games: &[usize]| -> Option<String> {
        let idle = resting(doc, s, &entered, games);
        (!idle.is_empty()).then(|| labelled(lang, w.rests, &idle.join(sep)))
    };
    html! {
        <section class="panel stage rounds" aria-labelledby={format!("stage-h-{s}")}>
            <h2 id={format!("stage-h-{s}")}>{ labelled(lang, &name, &format!("{} ({})", format_name(lang, plan.format), entry_name(lang, plan.entry))) }</h2>
            { for carried }
            <StageRules stage={s} format={plan.format} rules={entry.rules.clone()} />
            if let Some(e) = entrants { <p class="entrants">{ e }</p> } else { <p class="hint">{ t.waiting }</p> }
            if progress.entrants.get(s).is_some() && entry.games.is_empty() && progress.orders[s].is_none() {
                <p class="hint">{ t.not_scheduled }</p>
            }
            if !entry.games.is_empty() { <p class="hint">{ w.order_note }</p> }
            { for rounds.iter().map(|(r, games)| html! {
                <div class="stage-round">
                    <h3>{ (w.round)(*r) }</h3>
                    <ol class="boards">{ for games.iter().map(|&k| board(k)) }</ol>
                    if let Some(r) = rests(games) { <p class="rests">{ r }</p> }
                </div>
            }) }
            if let Some(list) = &*reach {
                <h3>{ t.prospects }</h3>
                <p class="hint">{ t.prospects_help }</p>
                <table class="stage-order stage-prospects">
                    <thead><tr><th scope="col">{ t.player }</th><th scope="col">{ t.in_stage }</th>
                        if plan.decides_from.is_some() { <th scope="col">{ t.final_places }</th> }</tr></thead>
                    <tbody>
                        { for list.iter().map(|p| html! {
                            <tr><th scope="row">{ doc.players[p.player].name.clone() }</th>
                                <td>{ range(p.best, p.worst, p.exact) }</td>
                                if let Some((a, b)) = p.finals { <td>{ range(a, b, p.exact) }</td> }</tr>
                        }) }
                    </tbody>
                </table>
            }
            if let Some(entrants) = progress.entrants.get(s) {
                <StageTable doc={doc.clone()} format={plan.format} entrants={entrants.clone()}
                    carried={progress.carried[s].clone()} games={input.games[s].clone()} />
            }
            if !order.is_empty() {
                <h3>{ t.order }</h3>
                <table class="stage-order">
                    <thead><tr><th scope="col">{ t.place }</th><th scope="col">{ t.player }</th><th scope="col">{ t.points }</th>
                        if why.is_some() { <th scope="col">{ t.decided_by }</th> }</tr></thead>
                    <tbody>
                        { for order.iter().map(|r| html! {
                            <tr><td>{ r.place }</td><th scope="row">{ doc.players[r.player].name.clone() }</th><td>{ r.points.to_string() }</td>
                                if let Some(why) = &why {
                                    <td class="why">{ why.iter().find(|(p, _)| *p == r.player).map(|(_, w)| w.clone()).unwrap_or_default() }</td>
                                }</tr>
                        }) }
                    </tbody>
                </table>
            }
        </section>
    }
}

/// Stage `entry`'s games by round, in the file's order: each round's game indices.
pub fn rounds(entry: &StageEntry) -> std::collections::BTreeMap<u32, Vec<usize>> {
    let mut rounds: std::collections::BTreeMap<u32, Vec<usize>> = Default::default();
    for (k, g) in entry.games.iter().enumerate() {
        rounds.entry(g.round.unwrap_or(1)).or_default().push(k);
    }
    rounds
}

/// A game as its board shows it: the player who moves first, the other, and the result as
/// seen from the first.
pub fn board(g: &GameEntry) -> (&str, &str, Outcome) {
    if g.first != Some(First::B) {
        (&g.a, &g.b, g.result)
    } else {
        (&g.b, &g.a, g.result.flipped())
    }
}

/// Who of `entered` rests in the round of stage `s` made of `games`: those without a game in it
/// (an odd number).
pub fn resting<'a>(
    doc: &'a StagedEvent,
    s: usize,
    entered: &[usize],
    games: &[usize],
) -> Vec<&'a str> {
    let entry = &doc.stages[s];
    entered
        .iter()
        .map(|&p| doc.players[p].name.as_str())
        .filter(|name| {
            !games
                .iter()
                .any(|&k| entry.games[k].a == *name || entry.games[k].b == *name)
        })
        .collect()
}
