//! The CLI's JSON output (`docs/output-json.md`).
//!
//! The engine's [`Ranking`] refers to players by index and scores in quarters; this module builds
//! the documented public shape: names instead of indices, points as exact decimal numbers
//! (multiples of 0.25), and the whole league's block (block 0) left out of `blocks` (a decision
//! made there has `"block": null`).

use serde_json::{Map, Number, Value as Json, json};

use crate::engine::{
    Block, Crosstable, DecisionKind, PlaceStatus, Ranking, RuleChain, Score, SetAsideReason, Stake,
    Standing, Value,
};

/// The output format's version, the `format` field of the document.
pub const OUTPUT_FORMAT: &str = "hoshitori-ranking/1";

/// The JSON document for a ranking.
pub fn ranking(
    table: &Crosstable,
    chain: &RuleChain,
    seats: Option<u32>,
    title: Option<&str>,
    ranking: &Ranking,
) -> Json {
    let name = |i: usize| Json::String(table.player(i).name.clone());
    let names = |ps: &[usize]| Json::Array(ps.iter().map(|&p| name(p)).collect());
    let block_ref = |b: usize| if b == 0 { Json::Null } else { json!(b) };

    let standings: Vec<Json> = ranking
        .standings
        .iter()
        .map(|s| standing(table, chain, ranking, s))
        .collect();
    let blocks: Vec<Json> = ranking
        .blocks
        .iter()
        .skip(1)
        .map(|b| block(table, b))
        .collect();
    let cycles: Vec<Json> = ranking
        .cycles
        .iter()
        .map(|c| json!({"block": block_ref(c.block), "order": names(&c.order)}))
        .collect();
    let playoffs: Vec<Json> = ranking
        .playoffs
        .iter()
        .map(|p| {
            json!({
                "players": names(&p.players),
                "place": p.place,
                "place_to": p.place_to,
                "stakes": p.stakes.iter().map(|s| stake(*s)).collect::<Vec<_>>(),
                "block": block_ref(p.block),
                "format": p.format.code(),
                "result": p.result.as_ref().map(|r| names(r)),
                "games": p.games.iter().map(|g| json!({
                    "a": name(g.a), "b": name(g.b), "winner": name(g.winner),
                })).collect::<Vec<_>>(),
                "next": p.next.map(|(a, b)| json!([name(a), name(b)])),
                "breakable": p.breakable,
            })
        })
        .collect();
    let set_aside: Vec<Json> = ranking
        .set_aside
        .iter()
        .map(|s| {
            let (reason, required) = match &s.reason {
                SetAsideReason::NotRequired { required } => (
                    "not_required",
                    Json::Array(required.iter().map(|g| names(g)).collect()),
                ),
                SetAsideReason::BadOrder { .. } => ("bad_order", Json::Null),
                SetAsideReason::NotInLadder { .. } => ("not_in_ladder", Json::Null),
            };
            json!({
                "record": s.record,
                "players": names(&s.players),
                "reason": reason,
                "required": required,
            })
        })
        .collect();
    let mut doc = Map::new();
    doc.insert("format".into(), json!(OUTPUT_FORMAT));
    doc.insert("kind".into(), json!("league"));
    if let Some(t) = title {
        doc.insert("title".into(), json!(t));
    }
    doc.insert("rules".into(), json!(chain.id));
    doc.insert(
        "criteria".into(),
        Json::Array(chain.criteria.iter().map(|c| json!(c.code())).collect()),
    );
    doc.insert("seats".into(), json!(seats));
    let (played, all) = crate::report::text::games_played(table);
    doc.insert("provisional".into(), json!(played < all));
    doc.insert(
        "games".into(),
        json!({"played": played, "pending": all - played}),
    );
    doc.insert("standings".into(), Json::Array(standings));
    doc.insert("blocks".into(), Json::Array(blocks));
    doc.insert("cycles".into(), Json::Array(cycles));
    doc.insert("playoffs".into(), Json::Array(playoffs));
    doc.insert("set_aside".into(), Json::Array(set_aside));
    Json::Object(doc)
}

fn standing(table: &Crosstable, chain: &RuleChain, ranking: &Ranking, s: &Standing) -> Json {
    let values: Map<String, Json> = ranking
        .values_of(table, &chain.criteria, s.player)
        .into_iter()
        .map(|(c, v)| (c.code().to_string(), value(v)))
        .collect();
    let d = &s.decided_by;
    let (kind, criterion) = match d.kind {
        DecisionKind::Criterion { criterion } => {
            ("criterion", Json::String(criterion.code().into()))
        }
        DecisionKind::Undecided => ("undecided", Json::Null),
        DecisionKind::Playoff { .. } => ("playoff", Json::Null),
    };
    let compared: Json = match d.step {
        Some(step) => Json::Array(
            ranking.blocks[d.block].steps[step]
                .values
                .iter()
                .map(|(p, v)| json!({"player": table.player(*p).name, "value": value(*v)}))
                .collect(),
        ),
        None => Json::Array(Vec::new()),
    };
    let r = &s.record;
    json!({
        "player": table.player(s.player).name,
        "place": s.place,
        "place_to": s.place_to,
        "status": status(s.status),
        "score": points(s.score),
        "wins": r.wins,
        "draws": r.draws,
        "losses": r.losses,
        "forfeit_wins": r.forfeit_wins,
        "forfeit_losses": r.forfeit_losses,
        "pending": r.pending,
        "decided_by": d.label,
        "decision": {
            "kind": kind,
            "criterion": criterion,
            "block": if d.block == 0 { Json::Null } else { json!(d.block) },
            "value": d.value.map_or(Json::Null, value),
            "compared": compared,
            "playoff": match d.kind { DecisionKind::Playoff { playoff } => json!(playoff), _ => Json::Null },
        },
        "path": s.path,
        "steps": ranking.steps_of(s.player).into_iter().map(|(b, k)| {
            let st = &ranking.blocks[b].steps[k];
            json!({
                "block": if b == 0 { Json::Null } else { json!(b) },
                "step": k,
                "criterion": st.criterion.code(),
                "label": st.label,
                "split": st.split(),
                "value": st.values.iter().find(|(p, _)| *p == s.player).map_or(Json::Null, |(_, v)| value(*v)),
            })
        }).collect::<Vec<_>>(),
        "values": values,
    })
}

fn block(table: &Crosstable, b: &Block) -> Json {
    let name = |i: usize| Json::String(table.player(i).name.clone());
    let names = |ps: &[usize]| Json::Array(ps.iter().map(|&p| name(p)).collect());
    let steps: Vec<Json> = b
        .steps
        .iter()
        .map(|s| {
            json!({
                "criterion": s.criterion.code(),
                "label": s.label,
                "split": s.split(),
                "values": s.values.iter().map(|(p, v)| json!({"player": table.player(*p).name, "value": value(*v)})).collect::<Vec<_>>(),
                "parts": s.parts.iter().map(|p| names(p)).collect::<Vec<_>>(),
            })
        })
        .collect();
    let mini = b.mini_league.as_ref().map(|m| {
        json!({
            "players": names(&m.players),
            "scores": m.scores.iter().map(|s| points(*s)).collect::<Vec<_>>(),
            "wins": m.records.iter().map(|r| r.wins).collect::<Vec<_>>(),
            "draws": m.records.iter().map(|r| r.draws).collect::<Vec<_>>(),
            "losses": m.records.iter().map(|r| r.losses).collect::<Vec<_>>(),
        })
    });
    json!({
        "id": b.id,
        "parent": match b.parent { Some(0) | None => Json::Null, Some(p) => json!(p) },
        "players": names(&b.players),
        "place": b.place,
        "place_to": b.place_to,
        "tied_on": b.formed_by.map(|c| c.code()),
        "label": b.label,
        "steps": steps,
        "mini_league": mini,
        "children": b.children,
    })
}

/// Points as an exact JSON number: an integer when whole, else a decimal multiple of 0.25 (which
/// binary floating point represents exactly).
pub fn points(s: Score) -> Json {
    let q = s.quarters();
    if q % 4 == 0 {
        json!(q / 4)
    } else {
        // Exact: q / 4 has at most two binary fraction digits.
        Number::from_f64(q as f64 / 4.0).map_or(Json::Null, Json::Number)
    }
}

fn value(v: Value) -> Json {
    match v {
        Value::Points(s) => points(s),
        Value::Mean(_) => match v.as_score() {
            Some(s) => points(s),
            None => json!(crate::report::text::mean_points(v)),
        },
        Value::Count(n) => json!(n),
        Value::Rank(r) => json!(r),
        Value::Rating(r) => json!(r),
    }
}

fn status(s: PlaceStatus) -> &'static str {
    match s {
        PlaceStatus::Decided => "decided",
        PlaceStatus::Shared => "shared",
        PlaceStatus::Playoff => "playoff",
        PlaceStatus::DecidedByPlayoff => "decided_by_playoff",
    }
}

fn stake(s: Stake) -> &'static str {
    match s {
        Stake::Title => "title",
        Stake::SeatLine => "seat_line",
    }
}
