//! An event in stages in words and as JSON: each stage (what it is, who entered, how far it
//! has gone, its order with each entrant's points there), then the final places and the stage
//! that gave each; and, after `pair`, the games just written.

use serde_json::{Value as Json, json};

use super::columns::{pad, width};
use crate::document::staged::{Progress, StagedEvent, StagedInput, Written};
use crate::engine::score::Score;
use crate::engine::stages::{Entry, Format, Played};
use crate::engine::{Outcome, Side};
use crate::lang::Lang;

/// What stage `s` is: "Round robin (2 cycles)", "Swiss, 7 rounds", "Matches of 2 games".
pub fn format_name(lang: Lang, format: Format) -> String {
    match (lang, format) {
        (Lang::En, Format::RoundRobin { cycles: 1 }) => "Round robin".into(),
        (Lang::En, Format::RoundRobin { cycles }) => format!("Round robin, {cycles} cycles"),
        (Lang::En, Format::Swiss { rounds }) => format!("Swiss, {rounds} rounds"),
        (Lang::En, Format::Matches { games }) => format!("Matches of {games} games"),
        (Lang::Ja, Format::RoundRobin { cycles: 1 }) => "総当たり".into(),
        (Lang::Ja, Format::RoundRobin { cycles }) => format!("{cycles}回総当たり"),
        (Lang::Ja, Format::Swiss { rounds }) => format!("スイス式{rounds}回戦"),
        (Lang::Ja, Format::Matches { games }) => format!("{games}局の番勝負"),
    }
}

/// Who enters a stage, in words.
pub fn entry_name(lang: Lang, entry: Entry) -> String {
    match (lang, entry) {
        (Lang::En, Entry::All) => "everyone".into(),
        (Lang::En, Entry::Places { stage, from, to }) => {
            format!("places {from}-{to} of stage {}", stage + 1)
        }
        (Lang::En, Entry::Group { count, index }) => {
            format!(
                "group {} of {count} (the snake by seed)",
                group_letter(index)
            )
        }
        (Lang::En, Entry::CrossGroups { a, b }) => format!(
            "the top of stages {} and {}, crossed (1st v the other's 2nd, …)",
            a + 1,
            b + 1
        ),
        (Lang::En, Entry::Knockout { stage }) => {
            format!("the winners and losers of stage {}'s matches", stage + 1)
        }
        (Lang::Ja, Entry::All) => "全員".into(),
        (Lang::Ja, Entry::Places { stage, from, to }) => {
            format!("第{}ステージの{from}～{to}位", stage + 1)
        }
        (Lang::Ja, Entry::Group { count, index }) => {
            format!(
                "{count}組のうち{}組（シード順の蛇行配置）",
                group_letter(index)
            )
        }
        (Lang::Ja, Entry::CrossGroups { a, b }) => format!(
            "第{}・第{}ステージの上位のたすき掛け（1位対他組2位…）",
            a + 1,
            b + 1
        ),
        (Lang::Ja, Entry::Knockout { stage }) => {
            format!("第{}ステージの勝者どうし・敗者どうし", stage + 1)
        }
    }
}

fn group_letter(index: u32) -> String {
    char::from_u32('A' as u32 + index.min(25)).map_or_else(String::new, String::from)
}

/// Points of `p` in `games` (with a Swiss stage's pairing-allocated byes as wins).
pub fn points(p: usize, games: &[Played], bye_rounds: u32) -> Score {
    let mut total = Score::ZERO;
    let mut rounds = std::collections::BTreeSet::new();
    for g in games {
        let side = if g.first == p {
            g.outcome.side(true)
        } else if g.second == p {
            g.outcome.side(false)
        } else {
            continue;
        };
        rounds.insert(g.round);
        total += match side {
            Side::Win | Side::ForfeitWin => Score::WIN,
            Side::Draw => Score::DRAW,
            _ => Score::ZERO,
        };
    }
    for r in 1..=bye_rounds {
        if !rounds.contains(&r) {
            total += Score::WIN;
        }
    }
    total
}

/// The final places decided so far, in order: (place, participant).
pub fn placed(progress: &Progress) -> Vec<(u32, usize)> {
    let mut placed: Vec<(u32, usize)> = progress
        .places
        .iter()
        .enumerate()
        .filter_map(|(p, place)| place.map(|x| (x, p)))
        .collect();
    crate::engine::sort::ascending(&mut placed);
    placed
}

/// One row of a stage's order: the place there, the participant, the points the stage counts.
pub struct Row {
    pub place: usize,
    pub player: usize,
    pub points: Score,
}

/// Stage `s`'s order with each entrant's points there (with carried games and a Swiss stage's
/// byes); empty until the stage is played.
pub fn rows(input: &StagedInput, progress: &Progress, s: usize) -> Vec<Row> {
    let Some(Some(order)) = progress.orders.get(s) else {
        return Vec::new();
    };
    let games = &input.games[s];
    let all: Vec<Played> = progress.carried[s].iter().chain(games).copied().collect();
    let byes = match input.plan.stages[s].format {
        Format::Swiss { rounds } => rounds,
        _ => 0,
    };
    order
        .iter()
        .enumerate()
        .filter_map(|(k, p)| {
            p.map(|p| Row {
                place: k + 1,
                player: p,
                points: points(p, &all, byes),
            })
        })
        .collect()
}

/// Why each entrant of round-robin stage `s` has its place in the stage, in words (the league's
/// explanations: the rule, what was compared, the values), by participant; `None` for another
/// format or a stage not played yet. `names` are the participants'.
pub fn explanations(
    lang: Lang,
    input: &StagedInput,
    progress: &Progress,
    s: usize,
    names: &[String],
) -> Option<Vec<(usize, String)>> {
    if !matches!(input.plan.stages[s].format, Format::RoundRobin { .. }) {
        return None;
    }
    progress.orders.get(s)?.as_ref()?;
    let (table, present) = crate::engine::stages::named_round_robin_table(
        progress.entrants.get(s)?,
        &progress.carried[s],
        &input.games[s],
        |p| names.get(p).cloned().unwrap_or_default(),
    )?;
    let chain = input.tiebreaks[s].chain();
    let ranking =
        crate::engine::league::rank::rank(&table, &chain, &crate::engine::RankOptions::default())
            .ok()?;
    Some(
        ranking
            .standings
            .iter()
            .map(|st| {
                let mut why = crate::report::text::explain(lang, &table, &chain, &ranking, st);
                // The rules leave them tied, but a stage's order is strict (who enters the next
                // stage hangs on it): the seed order puts them in order, and this says so.
                if st.place_to > st.place {
                    why.push_str(seed_order(lang));
                }
                (present[st.player], why)
            })
            .collect(),
    )
}

/// What a tied entrant's explanation adds: the stage's order takes the seed order among them.
pub fn seed_order(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "; the stage's order takes the seed order among them",
        Lang::Ja => "（ステージの順位は同順位の間でシード順）",
    }
}

struct Words {
    entrants: &'static str,
    carried: &'static str,
    reversed: &'static str,
    decides: fn(u32) -> String,
    waiting: &'static str,
    to_play: fn(usize) -> String,
    not_scheduled: &'static str,
    finals: &'static str,
    from_stage: fn(usize) -> String,
    /// After the stage a place comes from: the later stage that will decide it.
    until: fn(usize) -> String,
    unplaced: &'static str,
    written: fn(usize, u32, usize) -> String,
    finished: &'static str,
    /// Places `a..=b` kept from stage `s`, which no later stage decides.
    kept: fn(u32, u32, usize) -> String,
}

fn words(lang: Lang) -> Words {
    match lang {
        Lang::En => Words {
            entrants: "Entrants",
            carried: "the games among them in the stage before count again",
            reversed: "colours reversed against those games",
            decides: |from| format!("decides the final places from {from}"),
            waiting: "waiting for the stages before it",
            to_play: |n| format!("{n} game(s) to play"),
            not_scheduled: "not scheduled yet (hoshitori pair writes its games)",
            finals: "Final places",
            from_stage: |s| format!("stage {s}"),
            until: |t| format!(" for now; stage {t} decides"),
            unplaced: "not placed yet",
            written: |stage, round, games| {
                format!("Stage {stage}: {games} game(s) written from round {round}")
            },
            finished: "Every stage is finished.",
            kept: |a, b, s| {
                format!(
                    "Places {a}-{b} stay as stage {s} placed them: no later stage decides them (where the rules leave them to the arbiter, as the RIF does after its final Swiss, change the stages to decide them otherwise)."
                )
            },
        },
        Lang::Ja => Words {
            entrants: "出場者",
            carried: "前のステージでの出場者どうしの対局を持ち越します",
            reversed: "その対局と手番を入れ替えます",
            decides: |from| format!("最終順位の{from}位から決めます"),
            waiting: "前のステージの終了待ち",
            to_play: |n| format!("残り{n}局"),
            not_scheduled: "まだ組まれていません（hoshitori pair で対局を書き込みます）",
            finals: "最終順位",
            from_stage: |s| format!("第{s}ステージ"),
            until: |t| format!("（暫定：第{t}ステージで決定）"),
            unplaced: "未確定",
            written: |stage, round, games| {
                format!("第{stage}ステージ：{round}回戦から{games}局を書き込みました")
            },
            finished: "すべてのステージが終わりました。",
            kept: |a, b, s| {
                format!(
                    "{a}～{b}位は第{s}ステージの順位のままです。後のステージでは決めません（RIF の決勝スイス後の9位以下のように規則が審判長に任せる場合は、ステージを変えて決め方を指定してください）。"
                )
            },
        },
    }
}

fn stage_heading(lang: Lang, s: usize) -> String {
    match lang {
        Lang::En => format!("Stage {}", s + 1),
        Lang::Ja => format!("第{}ステージ", s + 1),
    }
}

/// "the games among them in the stage before count again", with the colours reversed if so.
pub fn carried_words(lang: Lang, reversed: bool) -> String {
    let w = words(lang);
    let sep = if lang == Lang::Ja { "、" } else { ", " };
    if reversed {
        format!("{}{sep}{}", w.carried, w.reversed)
    } else {
        w.carried.to_string()
    }
}

/// "entrants", 「出場者」.
pub fn entrants_word(lang: Lang) -> &'static str {
    words(lang).entrants
}

/// The event as text: each stage, then the final places.
pub fn text(lang: Lang, doc: &StagedEvent, input: &StagedInput, progress: &Progress) -> String {
    let w = words(lang);
    let name = |p: usize| doc.players[p].name.as_str();
    let name_width = doc
        .players
        .iter()
        .map(|p| width(&p.name))
        .max()
        .unwrap_or(0);
    let sep = if lang == Lang::Ja { "、" } else { ", " };
    let colon = if lang == Lang::Ja { "：" } else { ": " };
    let mut out = String::new();
    if let Some(t) = &doc.title {
        out.push_str(t);
        out.push('\n');
    }
    for (s, stage) in input.plan.stages.iter().enumerate() {
        let entry = &doc.stages[s];
        let mut head = format!(
            "\n{}{colon}{} ({})",
            entry.name.clone().unwrap_or_else(|| stage_heading(lang, s)),
            format_name(lang, stage.format),
            entry_name(lang, stage.entry)
        );
        if let Some(from) = stage.decides_from {
            head.push_str(&format!("{sep}{}", (w.decides)(from)));
        }
        out.push_str(&head);
        out.push('\n');
        if stage.carry {
            out.push_str(&format!("  {}", w.carried));
            if stage.reverse_colours {
                out.push_str(&format!("{sep}{}", w.reversed));
            }
            out.push('\n');
        }
        let Some(entrants) = progress.entrants.get(s) else {
            out.push_str(&format!("  {}\n", w.waiting));
            continue;
        };
        let names: Vec<&str> = entrants.iter().flatten().map(|&p| name(p)).collect();
        out.push_str(&format!("  {}{colon}{}\n", w.entrants, names.join(sep)));
        if progress.orders[s].is_none() {
            let pending = input.games[s]
                .iter()
                .filter(|g| g.outcome == Outcome::Pending)
                .count();
            if input.games[s].is_empty() || pending == 0 {
                out.push_str(&format!("  {}\n", w.not_scheduled));
            } else {
                out.push_str(&format!("  {}\n", (w.to_play)(pending)));
            }
            continue;
        }
        for row in rows(input, progress, s) {
            out.push_str(&format!(
                "  {:>3}  {}  {}\n",
                row.place,
                pad(name(row.player), name_width),
                row.points
            ));
        }
    }
    out.push_str(&format!("\n{}\n", w.finals));
    let placed = placed(progress);
    for (place, p) in &placed {
        let from =
            deciding_stage(input, progress, *p).map_or(String::new(), |s| (w.from_stage)(s + 1));
        let from = match to_decide(input, progress, *p) {
            Some(t) => format!("{from}{}", (w.until)(t + 1)),
            None => from,
        };
        out.push_str(&format!(
            "  {place:>3}  {}  {from}\n",
            pad(name(*p), name_width)
        ));
    }
    for note in kept_notes(lang, input, progress) {
        out.push_str(&format!("  {note}\n"));
    }
    let unplaced: Vec<&str> = (0..doc.players.len())
        .filter(|&p| progress.places.get(p).copied().flatten().is_none())
        .map(name)
        .collect();
    if !unplaced.is_empty() {
        out.push_str(&format!("  {}{colon}{}\n", w.unplaced, unplaced.join(sep)));
    }
    out
}

/// The final places a stage decides for those a later deciding stage drawn from it left out,
/// said with the stage they stay from (the RIF's places 9 and below after its final Swiss, which
/// the rules leave to the arbiter). Groups played side by side are not such a case, and nor is
/// a participant a later stage still to be played takes (or may take: its entrants not known
/// yet), whose place that stage decides.
pub fn kept_notes(lang: Lang, input: &StagedInput, progress: &Progress) -> Vec<String> {
    let w = words(lang);
    let mut kept: Vec<(usize, u32)> = progress
        .places
        .iter()
        .enumerate()
        .filter_map(|(p, place)| {
            let s = deciding_stage(input, progress, p)?;
            (later_deciding(input, s).next().is_some() && to_decide(input, progress, p).is_none())
                .then_some((s, (*place)?))
        })
        .collect();
    crate::engine::sort::ascending(&mut kept);
    kept.chunk_by(|x, y| x.0 == y.0)
        .map(|run| (w.kept)(run[0].1, run[run.len() - 1].1, run[0].0 + 1))
        .collect()
}

/// The later stages that decide final places from those stage `s` placed.
fn later_deciding(input: &StagedInput, s: usize) -> impl Iterator<Item = usize> + '_ {
    let stages = &input.plan.stages;
    (s + 1..stages.len()).filter(move |&t| {
        stages[t].decides_from.is_some()
            && crate::engine::stages::source(stages[t].entry) == Some(s)
    })
}

/// The later stage, still to be played, that will decide `p`'s final place (or may: its
/// entrants not known yet): `p`'s place so far is provisional until then.
pub fn to_decide(input: &StagedInput, progress: &Progress, p: usize) -> Option<usize> {
    let s = deciding_stage(input, progress, p)?;
    later_deciding(input, s).find(|&t| {
        crate::engine::stages::entrants(&input.plan, t, &progress.orders)
            .is_none_or(|e| e.contains(&Some(p)))
    })
}

/// The stage that gave `p` their final place: the last deciding stage whose order holds them.
pub fn deciding_stage(input: &StagedInput, progress: &Progress, p: usize) -> Option<usize> {
    (0..progress.orders.len()).rev().find(|&s| {
        input.plan.stages[s].decides_from.is_some()
            && progress.orders[s]
                .as_ref()
                .is_some_and(|o| o.contains(&Some(p)))
    })
}

/// One entrant's prospects in a round-robin stage being played: the best and worst place in
/// the stage (`exact` false when the search ran out of its budget), and the final places they
/// mean when the stage decides final places.
pub struct Prospect {
    pub player: usize,
    pub best: u32,
    pub worst: u32,
    pub exact: bool,
    pub finals: Option<(u32, u32)>,
}

/// The prospects of stage `s` (see [`Prospect`]), best first; `None` when it is not a round
/// robin being played.
pub fn prospects(
    input: &StagedInput,
    progress: &Progress,
    s: usize,
    budget: u64,
) -> Option<Vec<Prospect>> {
    let stage = &input.plan.stages[s];
    let entrants = progress.entrants.get(s)?;
    let found = crate::engine::stages::prospects(
        stage,
        &input.tiebreaks[s],
        entrants,
        &progress.carried[s],
        &input.games[s],
        budget,
    )?;
    let mut out: Vec<Prospect> = found
        .into_iter()
        .map(|(player, best, worst)| Prospect {
            player,
            best: best.place,
            worst: worst.place,
            exact: best.exact && worst.exact,
            finals: stage
                .decides_from
                .map(|from| (from + best.place - 1, from + worst.place - 1)),
        })
        .collect();
    crate::engine::sort::by_key(&mut out, |p| (p.best, p.worst));
    Some(out)
}

/// "1-3", "2", with "≈" when not proven.
fn range(best: u32, worst: u32, exact: bool) -> String {
    let r = if best == worst {
        best.to_string()
    } else {
        format!("{best}-{worst}")
    };
    if exact { r } else { format!("≈{r}") }
}

/// `what-if` on an event in stages: for every round-robin stage being played, each entrant's
/// best and worst place there and the final places that means.
pub fn prospects_text(
    lang: Lang,
    doc: &StagedEvent,
    input: &StagedInput,
    progress: &Progress,
    budget: u64,
) -> String {
    let name_width = doc
        .players
        .iter()
        .map(|p| width(&p.name))
        .max()
        .unwrap_or(0);
    let (place_word, final_word, none) = match lang {
        Lang::En => (
            "places in the stage",
            "final places",
            "No round-robin stage is being played: nothing to work out.",
        ),
        Lang::Ja => (
            "ステージでの順位",
            "最終順位",
            "進行中の総当たりのステージはありません。",
        ),
    };
    let mut out = String::new();
    for s in 0..progress.entrants.len() {
        let Some(list) = prospects(input, progress, s, budget) else {
            continue;
        };
        let col = width(place_word);
        out.push_str(&format!(
            "{}\n  {}  {}  {final_word}\n",
            doc.stages[s]
                .name
                .clone()
                .unwrap_or_else(|| stage_heading(lang, s)),
            pad("", name_width),
            pad(place_word, col)
        ));
        for p in list {
            let finals = p
                .finals
                .map_or(String::new(), |(a, b)| range(a, b, p.exact));
            out.push_str(
                format!(
                    "  {}  {}  {finals}",
                    pad(&doc.players[p.player].name, name_width),
                    pad(&range(p.best, p.worst, p.exact), col)
                )
                .trim_end(),
            );
            out.push('\n');
        }
    }
    if out.is_empty() {
        out.push_str(none);
        out.push('\n');
    }
    out
}

/// What `pair` wrote, in words.
pub fn written(lang: Lang, written: &[Written]) -> String {
    let w = words(lang);
    if written.is_empty() {
        return format!("{}\n", w.finished);
    }
    written
        .iter()
        .map(|x| format!("{}\n", (w.written)(x.stage + 1, x.round, x.games)))
        .collect()
}

/// The event as JSON in the output's one shape (`docs/output-json.md`): `kind: "staged"`, the
/// final `standings` (player, place, the stage that decided it), and each stage's entrants and
/// order with points.
pub fn json(doc: &StagedEvent, input: &StagedInput, progress: &Progress) -> Json {
    let name = |p: usize| doc.players[p].name.clone();
    let placed = placed(progress);
    let standings: Vec<Json> = placed
        .iter()
        .map(|&(place, p)| {
            json!({
                "player": name(p),
                "place": place,
                "place_to": place,
                "decided_by": deciding_stage(input, progress, p).map(|s| format!("stage {}", s + 1)),
                "to_be_decided_by": to_decide(input, progress, p).map(|t| format!("stage {}", t + 1)),
            })
        })
        .collect();
    let stages: Vec<Json> = input
        .plan
        .stages
        .iter()
        .enumerate()
        .map(|(s, stage)| {
            let entrants: Option<Vec<String>> = progress
                .entrants
                .get(s)
                .map(|e| e.iter().flatten().map(|&p| name(p)).collect());
            let order: Option<Vec<Json>> = progress.orders.get(s).and_then(Option::as_ref).map(|_| {
                rows(input, progress, s)
                    .iter()
                    .map(|r| json!({"player": name(r.player), "place": r.place, "points": super::json::points(r.points)}))
                    .collect()
            });
            json!({
                "stage": s + 1,
                "name": doc.stages[s].name,
                "play": stage.format,
                "entry": stage.entry,
                "carry": stage.carry,
                "decides_from": stage.decides_from,
                "entrants": entrants,
                "order": order,
            })
        })
        .collect();
    json!({
        "format": "hoshitori-ranking/1",
        "kind": "staged",
        "title": doc.title,
        "standings": standings,
        "stages": stages,
    })
}
