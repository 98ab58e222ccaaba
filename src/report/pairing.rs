//! A round's pairing in words and as JSON: the pairing list (board, the two players, the bye,
//! who does not play) and, explained, the order with each player's values and, for each pair,
//! the candidates passed over and why (`hoshitori pair --explain`, the page's "why this
//! opponent").

use serde_json::{Map, Value as Json, json};

use super::swiss::{number, text_value};
use crate::document::event::{Games, RoundCheck};
use crate::engine::swiss::Colour;
use crate::engine::swiss::pairing::PairingSystem;
use crate::engine::swiss::pairing::dutch::{ColourRule, Finding};
use crate::engine::swiss::pairing::{Impossible, Key, KeyValue, Pair, Pairing, Passed};
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
        (Key::Rating, Lang::Ja) => "レーティング".into(),
        (Key::Rating, Lang::En) => "Rating".into(),
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
        KeyValue::Rating(Some(r)) => r.to_string(),
        KeyValue::Rating(None) => "-".into(),
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
    if p.pairs.iter().any(|x| x.white.is_some()) {
        out.push_str(match lang {
            Lang::Ja => "（白 - 黒の順）\n",
            Lang::En => "(White - Black)\n",
        });
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
        // White first where the system allocated colours.
        let (first, second) = match pair.white {
            Some(white) if white == pair.low => (pair.low, pair.high),
            _ => (pair.high, pair.low),
        };
        let handicap = match handicap_words(lang, pair.handicap) {
            h if h.is_empty() => h,
            h => format!("  {h}"),
        };
        out.push_str(&format!(
            "{} {:>3}  {} - {}{handicap}{marks}\n",
            w.board,
            k + 1,
            names[first],
            names[second]
        ));
        if explain {
            for line in bracket_reasons(lang, names, p, pair)
                .into_iter()
                .chain(mcmahon_reasons(lang, names, pair))
            {
                out.push_str(&format!("        {line}\n"));
            }
        }
        if explain && pair.white.is_none() {
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
        if explain && p.system == PairingSystem::Dutch {
            out.push_str(&format!("        {}\n", dutch_bye_words(lang)));
        }
        if explain && p.system == PairingSystem::McMahon {
            out.push_str(&format!("        {}\n", mcmahon_bye_words(lang)));
        }
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

/// The colour rule's article and what it says, for `--explain` and the director's panel.
pub fn colour_rule_words(lang: Lang, rule: ColourRule) -> &'static str {
    match (rule, lang) {
        (ColourRule::BothPreferences, Lang::Ja) => "手番: 両者の希望どおり（5.2.1）",
        (ColourRule::BothPreferences, Lang::En) => "colours: both preferences met (5.2.1)",
        (ColourRule::Absolute, Lang::Ja) => "手番: 強い方の絶対希望（5.2.2）",
        (ColourRule::Absolute, Lang::En) => "colours: the stronger absolute preference (5.2.2)",
        (ColourRule::Strong, Lang::Ja) => "手番: 一方だけの強い希望（5.2.3）",
        (ColourRule::Strong, Lang::En) => "colours: the only strong preference (5.2.3)",
        (ColourRule::Alternate, Lang::Ja) => "手番: 最後に色が違った回から交互に（5.2.4）",
        (ColourRule::Alternate, Lang::En) => {
            "colours: alternating from the last round their colours differed (5.2.4)"
        }
        (ColourRule::HigherPreference, Lang::Ja) => "手番: 上位者の希望（5.2.5）",
        (ColourRule::HigherPreference, Lang::En) => {
            "colours: the higher-ranked player's preference (5.2.5)"
        }
        (ColourRule::PairingNumber, Lang::Ja) => "手番: 上位者の番号と第1回戦の色（5.2.5）",
        (ColourRule::PairingNumber, Lang::En) => {
            "colours: the higher-ranked player's pairing number and round 1's colour (5.2.5)"
        }
    }
}

/// A bracket-paired pair's reasons (the Dutch system): the bracket, who floated down into it,
/// and the colour rule; empty for systems without brackets.
pub fn bracket_reasons(lang: Lang, names: &[String], p: &Pairing, pair: &Pair) -> Vec<String> {
    let Some(bracket) = pair.bracket else {
        return Vec::new();
    };
    let mut out = vec![match lang {
        Lang::Ja => format!("{bracket}点のブラケットで組まれた"),
        Lang::En => format!("paired in the {bracket}-point bracket"),
    }];
    for player in [pair.high, pair.low] {
        let score =
            p.order
                .iter()
                .find(|x| x.player == player)
                .and_then(|x| match x.values.first() {
                    Some(KeyValue::Criterion(crate::engine::league::criteria::Value::Points(
                        s,
                    ))) => Some(*s),
                    _ => None,
                });
        if let Some(score) = score.filter(|&s| s > bracket) {
            out.push(match lang {
                Lang::Ja => format!(
                    "{}（{score}点）が下のブラケットへ下がった（ダウンフロート）",
                    names[player]
                ),
                Lang::En => format!("{} ({score} points) floated down into it", names[player]),
            });
        }
    }
    if let Some(rule) = pair.colour_rule {
        out.push(colour_rule_words(lang, rule).to_string());
    }
    out
}

/// A McMahon pair's reasons: the score groups, the handicap, who has White and why, and the
/// pair's value criterion by criterion (the matching takes the pairs worth the most).
pub fn mcmahon_reasons(lang: Lang, names: &[String], pair: &Pair) -> Vec<String> {
    let Some(why) = pair.mcmahon else {
        return Vec::new();
    };
    let (gh, gl) = why.groups;
    let mut out = vec![if gh == gl {
        match lang {
            Lang::Ja => format!("同じ点数グループ（マクマホン点 {gh}点台）"),
            Lang::En => format!("the same score group (McMahon score {gh})"),
        }
    } else {
        match lang {
            Lang::Ja => format!(
                "点数グループをまたいだ組合せ：{}（{gh}点台）と{}（{gl}点台）",
                names[pair.high], names[pair.low]
            ),
            Lang::En => format!(
                "across score groups: {} ({gh}) and {} ({gl})",
                names[pair.high], names[pair.low]
            ),
        }
    }];
    if let Some(white) = pair.white {
        out.push(mcmahon_colour_words(
            lang,
            why.colour,
            &names[white],
            pair.handicap,
        ));
    }
    if pair.rematch {
        out.push(match lang {
            Lang::Ja => "再戦：これを避けると全員を組めなかった".to_string(),
            Lang::En => "a rematch: no pairing of everyone avoided it".to_string(),
        });
    }
    let c = why.cost;
    let parts = [
        (mcmahon_criterion(lang, "rematch"), c.rematch),
        (mcmahon_criterion(lang, "colour"), c.colour_balance),
        (mcmahon_criterion(lang, "score"), c.score_difference),
        (mcmahon_criterion(lang, "dudd"), c.draw_up_down),
        (mcmahon_criterion(lang, "seeding"), c.seeding),
        (mcmahon_criterion(lang, "geography"), c.geography),
    ];
    let list: Vec<String> = parts
        .iter()
        .map(|(name, v)| format!("{name} {}", grouped(*v)))
        .collect();
    out.push(match lang {
        Lang::Ja => format!("この組の価値（大きいほど良い）: {}", list.join("、")),
        Lang::En => format!("the pair's value (more is better): {}", list.join(", ")),
    });
    out
}

/// A McMahon criterion's name, by its id in the JSON.
pub fn mcmahon_criterion(lang: Lang, id: &str) -> &'static str {
    match (id, lang) {
        ("rematch", Lang::Ja) => "未対戦",
        ("rematch", Lang::En) => "not met",
        ("colour", Lang::Ja) => "手番の釣り合い",
        ("colour", Lang::En) => "colour balance",
        ("score", Lang::Ja) => "点差",
        ("score", Lang::En) => "score difference",
        ("dudd", Lang::Ja) => "上下への移動",
        ("dudd", Lang::En) => "draw-up/draw-down",
        ("seeding", Lang::Ja) => "グループ内の上位と下位",
        ("seeding", Lang::En) => "seeding",
        ("geography", Lang::Ja) => "所属・国の違い",
        ("geography", Lang::En) => "club and country",
        (_, Lang::Ja) => "合計",
        (_, Lang::En) => "total",
    }
}

/// A game's handicap as shown after the pair: nothing for an even game.
pub fn handicap_words(lang: Lang, handicap: u8) -> String {
    match (handicap, lang) {
        (0, _) => String::new(),
        (1, Lang::Ja) => "（定先）".to_string(),
        (1, Lang::En) => "(handicap 1: no komi)".to_string(),
        (h, Lang::Ja) => format!("（{h}子）"),
        (h, Lang::En) => format!("(handicap {h})"),
    }
}

/// Who has White in a McMahon game and why; with the handicap.
pub fn mcmahon_colour_words(
    lang: Lang,
    why: crate::engine::swiss::pairing::mcmahon::ColourWhy,
    white: &str,
    handicap: u8,
) -> String {
    use crate::engine::swiss::pairing::mcmahon::ColourWhy;
    match (why, lang) {
        (ColourWhy::Handicap, Lang::Ja) if handicap == 1 => {
            format!("定先（コミなし）：マクマホン点の高い{white}が白（差から1を引き、最大9子）")
        }
        (ColourWhy::Handicap, Lang::Ja) => {
            format!("{handicap}子局：マクマホン点の高い{white}が白（差から1を引き、最大9子）")
        }
        (ColourWhy::Handicap, Lang::En) => format!(
            "a {handicap}-stone handicap: {white}, higher by McMahon score, has White (the difference less one, at most nine)"
        ),
        (ColourWhy::Balance, Lang::Ja) => format!("互先：白の少ない{white}が白"),
        (ColourWhy::Balance, Lang::En) => {
            format!("an even game: {white} has White, having had it less often")
        }
        (ColourWhy::Lot, Lang::Ja) => {
            format!("互先：白黒の回数が同じなので名前による抽選（OpenGotha式）で{white}が白")
        }
        (ColourWhy::Lot, Lang::En) => format!(
            "an even game: equal colour balance, so a lot drawn from the names (as OpenGotha does) gives {white} White"
        ),
    }
}

/// Why McMahon's bye went where it did.
pub fn mcmahon_bye_words(lang: Lang) -> &'static str {
    match lang {
        Lang::Ja => {
            "休み: 休みの回数の最も少ない人のうち、マクマホン点の2倍と段級位の和が最も小さい人（OpenGotha式）"
        }
        Lang::En => {
            "bye: among the players with the fewest byes, the lowest by twice the McMahon score plus the rank (as OpenGotha does)"
        }
    }
}

/// A large number with thin groups of three digits (`5 000 000`).
fn grouped(v: i64) -> String {
    let digits = v.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if v < 0 { format!("-{out}") } else { out }
}

/// Why the Dutch system's bye went where it did (C.04.1, C2, C5–C9).
pub fn dutch_bye_words(lang: Lang) -> &'static str {
    match lang {
        Lang::Ja => {
            "休み: 受けてよい人（休みも対局なしの勝ちもまだない）のうち、ほかの全員が組める最も低い点数の組で、対局数の最も多い人（C2、C9）。そのうえはその組の組合せの基準による"
        }
        Lang::En => {
            "bye: among the players allowed one (no bye and no win without playing yet), in the lowest score group that lets everyone else be paired, one with the most games played (C2, C9); among those, as the bracket's pairing decides"
        }
    }
}

fn colour_rule_id(rule: ColourRule) -> &'static str {
    match rule {
        ColourRule::BothPreferences => "5.2.1",
        ColourRule::Absolute => "5.2.2",
        ColourRule::Strong => "5.2.3",
        ColourRule::Alternate => "5.2.4",
        ColourRule::HigherPreference | ColourRule::PairingNumber => "5.2.5",
    }
}

fn key_id(k: Key) -> String {
    match k {
        Key::Criterion(code) => code.text(),
        Key::Rank => "RANK".into(),
        Key::Lot => "LOT".into(),
        Key::Number => "NUMBER".into(),
        Key::Rating => "RATING".into(),
    }
}

fn value_json(v: KeyValue) -> Json {
    match v {
        KeyValue::Criterion(v) => number(v),
        KeyValue::Rank(r) => json!(r.map(go_rank)),
        KeyValue::Lot(l) => json!(l),
        KeyValue::Number(n) => json!(n),
        KeyValue::Rating(r) => json!(r),
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
            let mut one = json!({
                "board": k + 1,
                "high": names[pair.high],
                "low": names[pair.low],
                "rematch": pair.rematch,
                "same_club": pair.same_club,
                "skipped": skips_json(names, &pair.skipped),
            });
            if let (Some(white), Some(rule)) = (pair.white, pair.colour_rule) {
                let black = if white == pair.high {
                    pair.low
                } else {
                    pair.high
                };
                one["white"] = json!(names[white]);
                one["black"] = json!(names[black]);
                one["colour_rule"] = json!(colour_rule_id(rule));
            }
            if let Some(bracket) = pair.bracket {
                one["bracket"] =
                    super::swiss::number(crate::engine::league::criteria::Value::Points(bracket));
            }
            if let (Some(white), Some(why)) = (pair.white, pair.mcmahon) {
                use crate::engine::swiss::pairing::mcmahon::ColourWhy;
                let black = if white == pair.high {
                    pair.low
                } else {
                    pair.high
                };
                let c = why.cost;
                one["white"] = json!(names[white]);
                one["black"] = json!(names[black]);
                one["handicap"] = json!(pair.handicap);
                one["colour_why"] = json!(match why.colour {
                    ColourWhy::Handicap => "handicap",
                    ColourWhy::Balance => "balance",
                    ColourWhy::Lot => "lot",
                });
                one["score_groups"] = json!([why.groups.0, why.groups.1]);
                one["value"] = json!({
                    "rematch": c.rematch,
                    "colour": c.colour_balance,
                    "score": c.score_difference,
                    "dudd": c.draw_up_down,
                    "seeding": c.seeding,
                    "geography": c.geography,
                    "total": c.total,
                });
            }
            one
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

fn games_text(names: &[String], g: &Games) -> Vec<String> {
    let mut out: Vec<String> = g
        .games
        .iter()
        .map(|&(w, b)| format!("{} - {}", names[w], names[b]))
        .collect();
    if let Some(b) = g.bye {
        out.push(format!("bye: {}", names[b]));
    }
    out
}

/// `hoshitori pair --check`: each round the same or not, and where not, the games only one
/// side has.
pub fn check_text(
    lang: Lang,
    names: &[String],
    system: PairingSystem,
    checks: &[RoundCheck],
) -> String {
    let mut out = String::new();
    let same = checks.iter().filter(|c| c.same()).count();
    for c in checks {
        let r = c.round + 1;
        match (&c.ours, lang) {
            (Ok(_), Lang::Ja) if c.same() => {
                out.push_str(&format!("{r}回戦: {}の組合せと同じ\n", system.id()))
            }
            (Ok(_), Lang::En) if c.same() => {
                out.push_str(&format!("Round {r}: the {} pairing\n", system.id()))
            }
            (Ok(ours), _) => {
                let theirs = games_text(names, &c.published);
                let mine = games_text(names, ours);
                let only = |a: &[String], b: &[String]| -> Vec<String> {
                    a.iter().filter(|x| !b.contains(x)).cloned().collect()
                };
                let (head, published, system_has) = match lang {
                    Lang::Ja => (
                        format!("{r}回戦: {}の組合せと異なる", system.id()),
                        "ファイルだけにある組",
                        format!("{}の組合せ", system.id()),
                    ),
                    Lang::En => (
                        format!("Round {r}: not the {} pairing", system.id()),
                        "only in the file",
                        format!("the {} pairing instead", system.id()),
                    ),
                };
                out.push_str(&format!("{head}\n"));
                out.push_str(&format!(
                    "  {published}: {}\n",
                    only(&theirs, &mine).join(", ")
                ));
                out.push_str(&format!(
                    "  {system_has}: {}\n",
                    only(&mine, &theirs).join(", ")
                ));
                for f in &c.findings {
                    out.push_str(&format!("  {}\n", finding_words(lang, names, f)));
                }
                if c.findings.is_empty() && system == PairingSystem::Dutch {
                    out.push_str(match lang {
                        Lang::Ja => "  絶対条件と手番の規則は守られています：ファイルの組合せは品質の基準（C5〜C21）で劣るか、生成の順で後になります\n",
                        Lang::En => "  no absolute criterion or colour rule is broken: the file's pairing ranks lower on the quality criteria (C5-C21) or comes later in the order of generation\n",
                    });
                }
            }
            (Err(_), Lang::Ja) => out.push_str(&format!(
                "{r}回戦: {}では組合せが作れません（絶対条件を満たす組合せがない）\n",
                system.id()
            )),
            (Err(_), Lang::En) => out.push_str(&format!(
                "Round {r}: the {} system finds no pairing (none meets the absolute criteria)\n",
                system.id()
            )),
        }
    }
    match lang {
        Lang::Ja => out.push_str(&format!("{} 回戦中 {same} 回戦が同じ\n", checks.len())),
        Lang::En => out.push_str(&format!("{same} of {} rounds the same\n", checks.len())),
    }
    out
}

/// One finding of `--check` in words, with its article.
pub fn finding_words(lang: Lang, names: &[String], f: &Finding) -> String {
    let colour = |c: Colour| match (c, lang) {
        (Colour::White, Lang::Ja) => "白",
        (Colour::Black, Lang::Ja) => "黒",
        (Colour::White, Lang::En) => "White",
        (Colour::Black, Lang::En) => "Black",
    };
    match (f, lang) {
        (Finding::Rematch { a, b }, Lang::Ja) => {
            format!(
                "C1：{} と {} は対戦済み（または組まない指定）",
                names[*a], names[*b]
            )
        }
        (Finding::Rematch { a, b }, Lang::En) => format!(
            "C1: {} and {} have already played each other (or are kept apart)",
            names[*a], names[*b]
        ),
        (Finding::SameAbsoluteColour { a, b, colour: c }, Lang::Ja) => format!(
            "C3：{} と {} はどちらも{}でなければならない",
            names[*a],
            names[*b],
            colour(*c)
        ),
        (Finding::SameAbsoluteColour { a, b, colour: c }, Lang::En) => format!(
            "C3: {} and {} must both have {}",
            names[*a],
            names[*b],
            colour(*c)
        ),
        (Finding::ByeNotAllowed { player }, Lang::Ja) => format!(
            "C2：{} には休み（不戦勝）を与えられない（既に受けたか、対局せずに勝ちがある）",
            names[*player]
        ),
        (Finding::ByeNotAllowed { player }, Lang::En) => format!(
            "C2: {} may not have the pairing-allocated bye (had one, or a win without playing)",
            names[*player]
        ),
        (Finding::Colours { white, black, rule }, Lang::Ja) => format!(
            "手番：{} が白、{} が黒（{}）",
            names[*white],
            names[*black],
            colour_rule_words(lang, *rule).trim_start_matches("手番: ")
        ),
        (Finding::Colours { white, black, rule }, Lang::En) => format!(
            "colours: {} should have White and {} Black ({})",
            names[*white],
            names[*black],
            colour_rule_words(lang, *rule).trim_start_matches("colours: ")
        ),
        (Finding::NotPairedOnce { player }, Lang::Ja) => {
            format!("{} が組合せにちょうど1回入っていない", names[*player])
        }
        (Finding::NotPairedOnce { player }, Lang::En) => {
            format!("{} is not paired exactly once", names[*player])
        }
    }
}

fn finding_json(names: &[String], f: &Finding) -> Json {
    let colour = |c: Colour| match c {
        Colour::White => "white",
        Colour::Black => "black",
    };
    match f {
        Finding::Rematch { a, b } => {
            json!({"finding": "rematch", "article": "C1", "players": [names[*a], names[*b]]})
        }
        Finding::SameAbsoluteColour { a, b, colour: c } => json!({
            "finding": "same_absolute_colour", "article": "C3",
            "players": [names[*a], names[*b]], "colour": colour(*c),
        }),
        Finding::ByeNotAllowed { player } => {
            json!({"finding": "bye_not_allowed", "article": "C2", "player": names[*player]})
        }
        Finding::Colours { white, black, rule } => json!({
            "finding": "colours", "article": colour_rule_id(*rule),
            "white": names[*white], "black": names[*black],
        }),
        Finding::NotPairedOnce { player } => {
            json!({"finding": "not_paired_once", "player": names[*player]})
        }
    }
}

fn games_json(names: &[String], g: &Games) -> Json {
    json!({
        "games": g.games.iter().map(|&(w, b)| json!({"white": names[w], "black": names[b]})).collect::<Vec<_>>(),
        "bye": g.bye.map(|b| names[b].clone()),
    })
}

/// `hoshitori pair --check --format json`.
pub fn check_json(names: &[String], system: PairingSystem, checks: &[RoundCheck]) -> Json {
    json!({
        "system": system.id(),
        "checked": checks.len(),
        "same": checks.iter().filter(|c| c.same()).count(),
        "rounds": checks.iter().map(|c| json!({
            "round": c.round + 1,
            "same": c.same(),
            "published": games_json(names, &c.published),
            "ours": match &c.ours {
                Ok(g) => games_json(names, g),
                Err(_) => Json::Null,
            },
            "findings": c.findings.iter().map(|f| finding_json(names, f)).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}
