//! A round's pairing in words and as JSON: the pairing list (board, the two players, the bye,
//! who does not play) and, explained, the order with each player's values and, for each pair,
//! the candidates passed over and why (`hoshitori pair --explain`, the page's "why this
//! opponent").

use serde_json::{Map, Value as Json, json};

use super::swiss::{number, text_value};
use crate::engine::swiss::pairing::{Impossible, Key, KeyValue, Pairing, Passed};
use crate::lang::Lang;

/// A key's heading: a criterion's code, or the rank, lot or number.
pub fn key_label(lang: Lang, key: Key) -> String {
    match (key, lang) {
        (Key::Criterion(code), _) => code.text(),
        (Key::Rank, Lang::Ja) => "段級位".into(),
        (Key::Rank, Lang::En) => "Rank".into(),
        (Key::Lot, Lang::Ja) => "抽選".into(),
        (Key::Lot, Lang::En) => "Lot".into(),
        (Key::Number, Lang::Ja) => "番号".into(),
        (Key::Number, Lang::En) => "No.".into(),
    }
}

/// A Go rank on OpenGotha's scale as written: 0 → `1d`, −1 → `1k`.
pub fn go_rank(r: i32) -> String {
    if r >= 0 {
        format!("{}d", r + 1)
    } else {
        format!("{}k", -r)
    }
}

/// A key's value as shown.
pub fn key_value(v: KeyValue) -> String {
    match v {
        KeyValue::Criterion(v) => text_value(v),
        KeyValue::Rank(Some(r)) => go_rank(r),
        KeyValue::Rank(None) => "-".into(),
        KeyValue::Lot(l) => l.to_string(),
        KeyValue::Number(n) => n.to_string(),
    }
}

/// Why a candidate was passed over, in words.
pub fn passed_words(lang: Lang, why: Passed) -> &'static str {
    match (why, lang) {
        (Passed::Met, Lang::Ja) => "対戦済み",
        (Passed::Met, Lang::En) => "already met",
        (Passed::SameClub, Lang::Ja) => "同じ所属",
        (Passed::SameClub, Lang::En) => "same club",
        (Passed::RestUnpairable, Lang::Ja) => "組むと残りが組めない：遡り",
        (Passed::RestUnpairable, Lang::En) => "the rest could not then be paired: gone back",
        (Passed::HadBye, Lang::Ja) => "休み済み",
        (Passed::HadBye, Lang::En) => "had a bye",
    }
}

fn passed_id(why: Passed) -> &'static str {
    match why {
        Passed::Met => "met",
        Passed::SameClub => "same_club",
        Passed::RestUnpairable => "rest_unpairable",
        Passed::HadBye => "had_bye",
    }
}

struct Words {
    round: &'static str,
    board: &'static str,
    bye: &'static str,
    absent: &'static str,
    order: &'static str,
    passed: &'static str,
    rematch: &'static str,
    same_club: &'static str,
    clubs_apart: &'static str,
    first_free: &'static str,
}

fn words(lang: Lang) -> Words {
    match lang {
        Lang::Ja => Words {
            round: "回戦の組合せ",
            board: "卓",
            bye: "休み（不戦勝）",
            absent: "欠席",
            order: "組合せ順",
            passed: "飛ばした候補",
            rematch: "再戦",
            same_club: "同じ所属",
            clubs_apart: "同じ所属どうしは避けます",
            first_free: "未対戦の最上位の候補",
        },
        Lang::En => Words {
            round: "Pairings of round",
            board: "Board",
            bye: "Bye",
            absent: "Not playing",
            order: "Pairing order",
            passed: "passed over",
            rematch: "rematch",
            same_club: "same club",
            clubs_apart: "players of the same club are kept apart",
            first_free: "the highest candidate not met",
        },
    }
}

/// The pairing list, and with `explain` the order and every pair's reasons.
pub fn text(lang: Lang, names: &[String], p: &Pairing, explain: bool) -> String {
    let w = words(lang);
    let mut out = String::new();
    let round = p.round + 1;
    match lang {
        Lang::Ja => out.push_str(&format!("{round}{}（{}）\n", w.round, p.system.id())),
        Lang::En => out.push_str(&format!("{} {round} ({})\n", w.round, p.system.id())),
    }
    if p.keep_apart {
        out.push_str(&format!("({})\n", w.clubs_apart));
    }
    for (k, pair) in p.pairs.iter().enumerate() {
        let mut marks = Vec::new();
        if pair.rematch {
            marks.push(w.rematch);
        }
        if pair.same_club {
            marks.push(w.same_club);
        }
        let marks = if marks.is_empty() {
            String::new()
        } else {
            format!("  [{}]", marks.join(", "))
        };
        out.push_str(&format!(
            "{} {:>3}  {} - {}{marks}\n",
            w.board,
            k + 1,
            names[pair.high],
            names[pair.low]
        ));
        if explain {
            if pair.skipped.is_empty() {
                out.push_str(&format!("        {}\n", w.first_free));
            }
            for s in &pair.skipped {
                out.push_str(&format!(
                    "        {}: {} ({})\n",
                    w.passed,
                    names[s.player],
                    passed_words(lang, s.why)
                ));
            }
        }
    }
    if let Some(b) = &p.bye {
        out.push_str(&format!("{}: {}\n", w.bye, names[b.player]));
        if explain {
            for s in &b.skipped {
                out.push_str(&format!(
                    "        {}: {} ({})\n",
                    w.passed,
                    names[s.player],
                    passed_words(lang, s.why)
                ));
            }
        }
    }
    if !p.absent.is_empty() {
        let list: Vec<&str> = p.absent.iter().map(|&a| names[a].as_str()).collect();
        out.push_str(&format!("{}: {}\n", w.absent, list.join(", ")));
    }
    if explain {
        out.push_str(&format!("\n{}\n", w.order));
        let heads: Vec<String> = p.keys.iter().map(|k| key_label(lang, *k)).collect();
        out.push_str(&format!("  {:>3}  {:<16} {}\n", "", "", heads.join("  ")));
        for (i, placed) in p.order.iter().enumerate() {
            let values: Vec<String> = placed
                .values
                .iter()
                .zip(&heads)
                .map(|(v, h)| format!("{:>w$}", key_value(*v), w = h.chars().count()))
                .collect();
            out.push_str(&format!(
                "  {:>3}  {:<16} {}\n",
                i + 1,
                names[placed.player],
                values.join("  ")
            ));
        }
    }
    out
}

fn key_id(k: Key) -> String {
    match k {
        Key::Criterion(code) => code.text(),
        Key::Rank => "RANK".into(),
        Key::Lot => "LOT".into(),
        Key::Number => "NUMBER".into(),
    }
}

fn value_json(v: KeyValue) -> Json {
    match v {
        KeyValue::Criterion(v) => number(v),
        KeyValue::Rank(r) => json!(r.map(go_rank)),
        KeyValue::Lot(l) => json!(l),
        KeyValue::Number(n) => json!(n),
    }
}

fn skips_json(names: &[String], skips: &[crate::engine::swiss::pairing::Skip]) -> Json {
    Json::Array(
        skips
            .iter()
            .map(|s| json!({"player": names[s.player], "why": passed_id(s.why)}))
            .collect(),
    )
}

fn order_json(
    names: &[String],
    keys: &[Key],
    order: &[crate::engine::swiss::pairing::Placed],
) -> Json {
    Json::Array(
        order
            .iter()
            .map(|p| {
                let mut values = Map::new();
                for (k, v) in keys.iter().zip(&p.values) {
                    values.insert(key_id(*k), value_json(*v));
                }
                json!({"player": names[p.player], "values": values})
            })
            .collect(),
    )
}

/// The pairing as JSON (`docs/output-json.md`, "Pairings").
pub fn json(names: &[String], p: &Pairing) -> Json {
    let pairs: Vec<Json> = p
        .pairs
        .iter()
        .enumerate()
        .map(|(k, pair)| {
            json!({
                "board": k + 1,
                "high": names[pair.high],
                "low": names[pair.low],
                "rematch": pair.rematch,
                "same_club": pair.same_club,
                "skipped": skips_json(names, &pair.skipped),
            })
        })
        .collect();
    let mut doc = Map::new();
    doc.insert("round".into(), json!(p.round + 1));
    doc.insert("system".into(), json!(p.system.id()));
    doc.insert(
        "keys".into(),
        Json::Array(p.keys.iter().map(|k| json!(key_id(*k))).collect()),
    );
    doc.insert("order".into(), order_json(names, &p.keys, &p.order));
    doc.insert("pairs".into(), Json::Array(pairs));
    doc.insert(
        "bye".into(),
        p.bye.as_ref().map_or(
            Json::Null,
            |b| json!({"player": names[b.player], "skipped": skips_json(names, &b.skipped)}),
        ),
    );
    doc.insert(
        "absent".into(),
        json!(p.absent.iter().map(|&a| &names[a]).collect::<Vec<_>>()),
    );
    doc.insert("keep_clubs_apart".into(), json!(p.keep_apart));
    doc.insert("rematches_allowed".into(), json!(p.rematches));
    doc.insert(
        "sufficient_condition_holds".into(),
        json!(p.sufficient_condition_holds),
    );
    Json::Object(doc)
}

/// No pairing: the players who cannot all be paired, as JSON.
pub fn impossible_names(names: &[String], i: &Impossible) -> Vec<String> {
    i.involved.iter().map(|&p| names[p].clone()).collect()
}
