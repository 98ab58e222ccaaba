//! A Swiss event's standings in words (Japanese and English) and as the documented JSON
//! (`docs/output-json.md`, "Swiss events"), with the arithmetic behind each opponent-score value
//! on request.

use serde_json::{Map, Value as Json, json};

use crate::engine::Score;
use crate::engine::league::criteria::{MEAN_SCALE, Value};
use crate::engine::swiss::{
    self, Base, Code, Edition, Element, Event, Source, Standing, Standings,
};
use crate::report::columns::{self, width};
use crate::report::text::Lang;

/// A value as a JSON number: points as exact decimals, counts and ratings as integers, `null`
/// for a rating that cannot be computed. A mean (direct encounter with rematches) that is not a
/// whole number of quarter points is given to four decimals.
pub fn number(v: Value) -> Json {
    match v {
        Value::Points(s) => score(s),
        Value::Count(n) => json!(n),
        Value::Rating(Some(r)) => json!(r),
        Value::Rating(None) | Value::Rank(None) => Json::Null,
        Value::Rank(Some(r)) => json!(r),
        Value::Mean(m) => match v.as_score() {
            Some(s) => score(s),
            None => json!((m as f64 / MEAN_SCALE as f64 / 4.0 * 10_000.0).round() / 10_000.0),
        },
    }
}

fn score(s: Score) -> Json {
    let q = s.quarters();
    if q % 4 == 0 {
        json!(q / 4)
    } else {
        // A quarter is exact in binary floating point.
        json!(q as f64 / 4.0)
    }
}

/// A value as text: `12.5`, `3`, `2041`, `-` for none.
pub fn text_value(v: Value) -> String {
    match number(v) {
        Json::Null => "-".to_string(),
        n => n.to_string(),
    }
}

fn source_id(s: Source) -> &'static str {
    match s {
        Source::Opponent => "opponent",
        Source::OpponentActual => "opponent_actual",
        Source::Dummy => "dummy",
        Source::DummyCappedByOpponent => "dummy_capped_by_opponent",
        Source::DummyCappedByDraws => "dummy_capped_by_draws",
        Source::Virtual => "virtual_opponent",
        Source::Nothing => "none",
        Source::OwnStart => "own_start",
    }
}

fn elements_json(names: &[String], els: &[Element], product: bool) -> Json {
    Json::Array(
        els.iter()
            .map(|e| {
                let mut m = Map::new();
                m.insert("round".into(), json!(e.round + 1));
                m.insert(
                    "opponent".into(),
                    e.opponent.map_or(Json::Null, |q| json!(names[q])),
                );
                m.insert("source".into(), json!(source_id(e.source)));
                m.insert("score".into(), score(e.score));
                if product {
                    m.insert("factor".into(), score(e.factor));
                }
                m.insert("cut".into(), json!(e.cut));
                Json::Object(m)
            })
            .collect(),
    )
}

/// The standings as JSON: per row the player (named as in the file), `place`/`place_to`, the
/// value of every criterion that does not depend on the tied group, and `decided_by` (the code
/// and the two values compared; `null` for the first row and for a row tied with the one
/// above). With `explain`, `elements` per opponent-score criterion: each round's number, where
/// it comes from and whether it was cut.
pub fn json(
    names: &[String],
    event: &Event,
    rules: &str,
    title: Option<&str>,
    st: &Standings,
    explain: bool,
) -> Json {
    let codes: Vec<String> = st.codes.iter().map(|c| c.text()).collect();
    let rows: Vec<Json> = st
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut values = Map::new();
            for (k, v) in row.values.iter().enumerate() {
                if let Some(v) = v {
                    values.insert(codes[k].clone(), number(*v));
                }
            }
            let (decided_by, decision) = decision(names, st, i, &codes);
            let mut m = Map::new();
            m.insert("player".into(), json!(names[row.player]));
            m.insert("place".into(), json!(row.place));
            m.insert("place_to".into(), json!(row.place_to));
            m.insert("values".into(), Json::Object(values));
            m.insert("decided_by".into(), decided_by);
            m.insert("decision".into(), decision);
            m.insert(
                "separation".into(),
                row.separation.map_or(Json::Null, |s| {
                    json!({"code": codes[s.step], "above": number(s.above), "this": number(s.this)})
                }),
            );
            if explain {
                let mut ex = Map::new();
                for code in &st.codes {
                    let els = swiss::criteria::elements(event, *code, st.edition, row.player);
                    if !els.is_empty() {
                        ex.insert(
                            code.text(),
                            elements_json(names, &els, code.base.multiplies()),
                        );
                    }
                }
                m.insert("elements".into(), Json::Object(ex));
            }
            Json::Object(m)
        })
        .collect();
    // Built by hand, not with `json!`, which would copy the (large) rows by serialising them.
    let mut doc = Map::new();
    doc.insert("format".into(), json!(super::json::OUTPUT_FORMAT));
    doc.insert("kind".into(), json!("event"));
    doc.insert("title".into(), json!(title));
    doc.insert("rules".into(), json!(rules));
    doc.insert("criteria".into(), json!(codes));
    doc.insert(
        "edition".into(),
        json!(uses_edition(st).then(|| st.edition.id())),
    );
    doc.insert("rounds".into(), json!(event.rounds()));
    doc.insert("standings".into(), Json::Array(rows));
    Json::Object(doc)
}

/// Row `i`'s `decided_by` and `decision`, as a league's (`docs/output-json.md`): the criterion
/// that fixed the place is the later of those that told the row apart from the one above and
/// from the one below; a place shared with a neighbour is `TIE`, undecided; `compared` holds the
/// values compared at that criterion: the row's and its neighbours' told apart there.
fn decision(names: &[String], st: &Standings, i: usize, codes: &[String]) -> (Json, Json) {
    let rows = &st.rows;
    let above = rows[i].separation.filter(|_| i > 0);
    let below = rows.get(i + 1).map(|r| r.separation);
    let shared = (i > 0 && above.is_none()) || below.is_some_and(|s| s.is_none());
    if shared {
        return (
            json!("TIE"),
            json!({"kind": "undecided", "criterion": null, "value": null, "compared": []}),
        );
    }
    let below = below.flatten();
    let Some(step) = above.iter().chain(below.iter()).map(|s| s.step).max() else {
        // A lone player: nothing to tell apart.
        return (Json::Null, Json::Null);
    };
    let mut compared = Vec::new();
    let mut own = None;
    if let Some(s) = above.filter(|s| s.step == step) {
        compared.push(json!({"player": names[rows[i - 1].player], "value": number(s.above)}));
        own = Some(s.this);
    }
    let below_pair = below.filter(|s| s.step == step);
    let own = own.or(below_pair.map(|s| s.above));
    let own = own.map_or(Json::Null, number);
    compared.push(json!({"player": names[rows[i].player], "value": own}));
    if let Some(s) = below_pair {
        compared.push(json!({"player": names[rows[i + 1].player], "value": number(s.this)}));
    }
    (
        json!(codes[step]),
        json!({"kind": "criterion", "criterion": codes[step], "value": own, "compared": compared}),
    )
}

/// Whether any criterion of the list depends on the edition (else it is not shown).
pub(crate) fn uses_edition(st: &Standings) -> bool {
    st.codes.iter().any(|c| c.base.uses_edition())
}

/// The words of the standings (the text table, the exports), in `lang`.
pub(crate) fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ja => &Words {
            place: "順位",
            name: "名前",
            score: "得点",
            decided: "決め手",
            tied: "同順位",
            rules: "規定",
            edition: "不戦・休みの扱い",
            rounds: "回戦",
            standings: "順位表",
            legend: "順位の基準",
            among_tied: "（差がついた行にだけ値を示す）",
            explain_head: "の内訳",
            round: "回戦",
            cut: "（カット）",
            no_opponent: "相手なし",
        },
        Lang::En => &Words {
            place: "Place",
            name: "Name",
            score: "Score",
            decided: "Decided by",
            tied: "tied",
            rules: "Rules",
            edition: "Unplayed rounds",
            rounds: "rounds",
            standings: "Standings",
            legend: "Criteria",
            among_tied: "; a value only in the row it separated",
            explain_head: ": the elements",
            round: "round",
            cut: " (cut)",
            no_opponent: "no opponent",
        },
    }
}

/// See [`words`].
pub(crate) struct Words {
    pub place: &'static str,
    pub name: &'static str,
    /// The score's column, when the list does not start with the score.
    pub score: &'static str,
    pub decided: &'static str,
    /// A row tied with the one above.
    pub tied: &'static str,
    pub rules: &'static str,
    pub edition: &'static str,
    pub rounds: &'static str,
    /// The table's heading, and the image's name when the event has no title.
    pub standings: &'static str,
    /// The legend's heading: what the codes mean.
    pub legend: &'static str,
    /// After a criterion among the tied (`DE`, `H2H`, `SDC`) in the legend.
    pub among_tied: &'static str,
    pub explain_head: &'static str,
    pub round: &'static str,
    pub cut: &'static str,
    pub no_opponent: &'static str,
}

/// How a source is said, per language.
pub fn source_words(lang: Lang, s: Source) -> &'static str {
    match (lang, s) {
        (Lang::Ja, Source::Opponent) => "相手の得点（調整後）",
        (Lang::Ja, Source::OpponentActual) => "相手の得点",
        (Lang::Ja, Source::Dummy) => "自分の得点（ダミー）",
        (Lang::Ja, Source::DummyCappedByOpponent) => "自分の得点（相手の調整後得点が上限）",
        (Lang::Ja, Source::DummyCappedByDraws) => "自分の得点（全局引き分け分が上限）",
        (Lang::Ja, Source::Virtual) => "仮想の相手",
        (Lang::Ja, Source::Nothing) => "加算なし",
        (Lang::Ja, Source::OwnStart) => "自分の初期マクマホン点",
        (Lang::En, Source::Opponent) => "opponent's adjusted score",
        (Lang::En, Source::OpponentActual) => "opponent's score",
        (Lang::En, Source::Dummy) => "own score (dummy)",
        (Lang::En, Source::DummyCappedByOpponent) => "own score, capped at the opponent's",
        (Lang::En, Source::DummyCappedByDraws) => "own score, capped at all draws",
        (Lang::En, Source::Virtual) => "virtual opponent",
        (Lang::En, Source::Nothing) => "adds nothing",
        (Lang::En, Source::OwnStart) => "own starting McMahon score",
    }
}

/// The rules line: `Rules: fide-swiss (PTS, BH-C1, …) / Unplayed rounds: fide2024 / 5 rounds`,
/// the edition only where a criterion of the list depends on it.
pub(crate) fn rules_line(lang: Lang, rules: &str, st: &Standings, rounds: usize) -> String {
    let w = words(lang);
    let codes: Vec<String> = st.codes.iter().map(|c| c.text()).collect();
    let edition = if uses_edition(st) {
        format!(" / {}: {}", w.edition, st.edition.id())
    } else {
        String::new()
    };
    format!(
        "{}: {rules} ({}){edition} / {rounds} {}",
        w.rules,
        codes.join(", "),
        w.rounds
    )
}

/// A row's place: `4`, or `4-6` when shared.
pub fn place_text(row: &Standing) -> String {
    if row.place == row.place_to {
        row.place.to_string()
    } else {
        format!("{}-{}", row.place, row.place_to)
    }
}

/// `s` padded to display width `w`, right-aligned (numbers) or not (names).
fn pad(s: &str, w: usize, right: bool) -> String {
    if right {
        columns::pad_left(s, w)
    } else {
        columns::pad(s, w)
    }
}

/// The standings as a text table: place, name, a column per criterion, what decided the place;
/// with `explain`, each opponent-score value's elements after the table.
pub fn text(
    lang: Lang,
    names: &[String],
    event: &Event,
    rules: &str,
    title: Option<&str>,
    st: &Standings,
    explain: bool,
) -> String {
    let w = words(lang);
    let codes: Vec<String> = st.codes.iter().map(|c| c.text()).collect();
    let mut out = String::new();
    if let Some(t) = title {
        out += &format!("{t}\n");
    }
    out += &rules_line(lang, rules, st, event.rounds());
    out += "\n\n";
    let shown: Vec<usize> = (0..codes.len())
        .filter(|&k| !st.codes[k].base.among_tied())
        .collect();
    let mut table: Vec<Vec<String>> = vec![{
        let mut h = vec![w.place.to_string(), w.name.to_string()];
        h.extend(shown.iter().map(|&k| codes[k].clone()));
        h.push(w.decided.to_string());
        h
    }];
    for row in &st.rows {
        let mut r = vec![place_text(row), names[row.player].clone()];
        r.extend(
            shown
                .iter()
                .map(|&k| row.values[k].map_or(String::new(), text_value)),
        );
        r.push(
            match (row.separation, row.place == 1 && row.place_to == row.place) {
                (Some(s), _) => separation_text(&codes[s.step], s.above, s.this),
                (None, _) if row.place_to > row.place => w.tied.to_string(),
                _ => String::new(),
            },
        );
        table.push(r);
    }
    let cols = table[0].len();
    let widths: Vec<usize> = (0..cols)
        .map(|c| table.iter().map(|r| width(&r[c])).max().unwrap_or(0))
        .collect();
    for r in &table {
        let line: Vec<String> = (0..cols)
            .map(|c| pad(&r[c], widths[c], c != 1 && c + 1 != cols))
            .collect();
        out += line.join("  ").trim_end();
        out.push('\n');
    }
    if explain {
        for row in &st.rows {
            for code in &st.codes {
                let els = swiss::criteria::elements(event, *code, st.edition, row.player);
                if els.is_empty() {
                    continue;
                }
                out += &explain_one(lang, names, row.player, *code, st.edition, &els);
            }
        }
    }
    out
}

fn explain_one(
    lang: Lang,
    names: &[String],
    p: usize,
    code: Code,
    _edition: Edition,
    els: &[Element],
) -> String {
    let w = words(lang);
    let mut total = Score::ZERO;
    let mut out = format!("\n{} {}{}\n", names[p], code.text(), w.explain_head);
    for e in els {
        let who = e
            .opponent
            .map_or(w.no_opponent.to_string(), |q| names[q].clone());
        if !e.cut {
            total += e.contribution(code.base);
        }
        let arithmetic = arithmetic(e, code.base);
        let round = match lang {
            Lang::Ja => format!("{}{}", e.round + 1, w.round),
            Lang::En => format!("{} {}", w.round, e.round + 1),
        };
        out += &format!(
            "  {round}  {who}  {}  {arithmetic}{}\n",
            source_words(lang, e.source),
            if e.cut { w.cut } else { "" }
        );
    }
    out += &format!("  = {total}\n");
    out
}

/// An element's arithmetic as shown: `4.5` (a score), or `4.5 × 0.5 = 2.25` where the criterion
/// multiplies.
pub fn arithmetic(e: &Element, base: Base) -> String {
    if base.multiplies() {
        format!("{} × {} = {}", e.score, e.factor, e.product())
    } else {
        e.score.to_string()
    }
}

/// `count / total` as a percentage with one decimal, rounded half up (integers only).
pub fn percent(count: u64, total: u64) -> String {
    if total == 0 {
        return "-".to_string();
    }
    let tenths = (count as u128 * 2000 + total as u128) / (2 * total as u128);
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// A best or worst place, with `?` when it is the place found and not proven.
pub fn proven(place: usize, exact: bool) -> String {
    if exact {
        place.to_string()
    } else {
        format!("{place}?")
    }
}

/// What-if for a Swiss event's upcoming rounds as JSON: `precision` (sampled: every share
/// within it at 95 %, else null), and per player (in the document's order) `best`, `worst`,
/// whether each is proven (`best_exact`, `worst_exact`), `places` (outcomes per place, from
/// first), and with `seats` the outcomes that put the player in the first `seats` places
/// (`top`).
pub fn whatif_json(
    names: &[String],
    prospects: &crate::engine::swiss::prospects::Prospects,
    seats: Option<u32>,
) -> Json {
    let players: Vec<Json> = prospects
        .players
        .iter()
        .enumerate()
        .map(|(p, pr)| {
            let mut m = Map::new();
            m.insert("player".into(), json!(names[p]));
            m.insert("best".into(), json!(pr.best));
            m.insert("worst".into(), json!(pr.worst));
            m.insert("best_exact".into(), json!(pr.best_exact));
            m.insert("worst_exact".into(), json!(pr.worst_exact));
            m.insert("places".into(), json!(pr.places));
            if let Some(k) = seats {
                let top: u64 = pr.places.iter().take(k as usize).sum();
                m.insert("top".into(), json!(top));
            }
            Json::Object(m)
        })
        .collect();
    let mut doc = Map::new();
    doc.insert("exact".into(), json!(prospects.exact));
    doc.insert("outcomes".into(), json!(prospects.outcomes));
    doc.insert("games".into(), json!(prospects.games));
    doc.insert("rounds_to_pair".into(), json!(prospects.rounds_to_pair));
    doc.insert("precision".into(), json!(prospects.precision));
    doc.insert(
        "pairing".into(),
        json!(prospects.pairing.map(|w| json!({
            "budget": w.budget,
            "per_outcome": w.per_outcome,
            "spent": w.spent,
            "stopped": w.stopped,
        }))),
    );
    doc.insert("seats".into(), json!(seats));
    doc.insert("players".into(), Json::Array(players));
    Json::Object(doc)
}

/// What-if for a Swiss event's upcoming rounds as a text table: best and worst place, the
/// chance of first place and (with `seats`) of the first `seats` places, every outcome equally
/// likely.
pub fn whatif_text(
    lang: Lang,
    names: &[String],
    prospects: &crate::engine::swiss::prospects::Prospects,
    seats: Option<u32>,
) -> String {
    let (head, best, worst, first, top, games, exact, sampled) = match lang {
        Lang::Ja => (
            "名前",
            "最高",
            "最低",
            "1位 %",
            "上位",
            "残り対局",
            "すべての結果を数えました",
            "結果を無作為に抜き出して数えました",
        ),
        Lang::En => (
            "Name",
            "Best",
            "Worst",
            "1st %",
            "Top",
            "games to play",
            "every outcome counted",
            "outcomes sampled",
        ),
    };
    let how = if prospects.exact { exact } else { sampled };
    let (g, k, o) = (
        prospects.games,
        prospects.rounds_to_pair,
        prospects.outcomes,
    );
    let mut out = match (lang, k) {
        (Lang::Ja, 0) => {
            format!("{games} {g} 局、結果 {o} 通り（{how}。どの結果も同じ確率として）\n")
        }
        (Lang::Ja, _) => format!(
            "{games} {g} 局と、まだ組み合わせていない {k} 回戦、結果 {o} 通り（{how}。どの結果も同じ確率として）\n\
             組み合わせていない回戦は、結果ごとに大会の組合せ方で組み合わせます（抽選の数は、ファイルにない回戦では結果ごとに無作為）\n"
        ),
        (Lang::En, 0) => {
            format!("{g} {games}, {o} outcomes ({how}; each outcome equally likely)\n")
        }
        (Lang::En, _) => format!(
            "{g} {games} and {k} round{} not paired yet, {o} outcomes ({how}; each outcome equally likely)\n\
             A round not paired yet is paired for each outcome the way the event pairs (lots drawn for each outcome where the file gives none)\n",
            if k == 1 { "" } else { "s" }
        ),
    };
    if let Some(e) = prospects.precision {
        let pp = crate::report::text::fixed(e * 100.0, 1);
        out += &match lang {
            Lang::Ja => format!(
                "割合はどれも 95 % の確からしさで ±{pp} ポイント以内。最高・最低に ? が付いた順位は見つかった順位で、証明はできていません\n"
            ),
            Lang::En => format!(
                "Every share is within ±{pp} percentage points at 95 %; a best or worst place marked ? is the one found, not proven\n"
            ),
        };
    }
    if let Some(w) = prospects.pairing.filter(|w| w.stopped) {
        let budget = w.budget;
        out += &match lang {
            Lang::Ja => format!(
                "組合せの予算 {budget}（参加者数×それまでの回戦数の合計）で打ち切り：結果 {o} 通りまでで、求めた精度には届いていません（--pairing-budget で予算を増やせる）\n"
            ),
            Lang::En => format!(
                "Stopped at the pairing budget of {budget} (players present times rounds before, summed over the rounds paired): {o} outcomes, short of the precision asked (--pairing-budget raises it)\n"
            ),
        };
    }
    out.push('\n');
    let mut header = vec![head.to_string(), best.into(), worst.into(), first.into()];
    if let Some(k) = seats {
        header.push(match lang {
            Lang::Ja => format!("{top}{k}位 %"),
            Lang::En => format!("{top} {k} %"),
        });
    }
    let mut table = vec![header];
    let mut order: Vec<usize> = (0..names.len()).collect();
    crate::engine::sort::by_key(&mut order, |&p| {
        (prospects.players[p].best, prospects.players[p].worst)
    });
    for p in order {
        let pr = &prospects.players[p];
        let mut row = vec![
            names[p].clone(),
            proven(pr.best, pr.best_exact),
            proven(pr.worst, pr.worst_exact),
            percent(pr.places[0], prospects.outcomes),
        ];
        if let Some(k) = seats {
            let t: u64 = pr.places.iter().take(k as usize).sum();
            row.push(percent(t, prospects.outcomes));
        }
        table.push(row);
    }
    let cols = table[0].len();
    let widths: Vec<usize> = (0..cols)
        .map(|c| table.iter().map(|r| width(&r[c])).max().unwrap_or(0))
        .collect();
    for r in &table {
        let line: Vec<String> = (0..cols).map(|c| pad(&r[c], widths[c], c != 0)).collect();
        out += line.join("  ").trim_end();
        out.push('\n');
    }
    out
}

/// What separated a row from the one above, as the standings show it: `BH 12 > 11`.
pub fn separation_text(code: &str, above: Value, this: Value) -> String {
    format!("{code} {} > {}", text_value(above), text_value(this))
}

/// A criterion's name in `lang`, as the legend of the standings says it (the codes themselves
/// are the lists'): `Buchholz`, `相手の勝数の合計`.
pub fn base_name(lang: Lang, base: Base) -> String {
    use swiss::criteria::Measure;
    let on = |m: Measure| match (lang, m) {
        (Lang::En, Measure::Nbw) => "wins",
        (Lang::En, Measure::Mms) => "McMahon scores",
        (Lang::Ja, Measure::Nbw) => "勝数",
        (Lang::Ja, Measure::Mms) => "マクマホン点",
    };
    let fixed = |en: &str, ja: &str| match lang {
        Lang::En => en.to_string(),
        Lang::Ja => ja.to_string(),
    };
    match base {
        Base::Points => fixed("points", "得点"),
        Base::Buchholz => fixed(
            "Buchholz: the opponents' points",
            "ブッフホルツ（相手の得点の合計）",
        ),
        Base::SonnebornBerger => fixed(
            "Sonneborn-Berger: the points of the opponents beaten, half of those drawn",
            "ゾンネボルン・ベルガー（勝った相手の得点と引き分けた相手の得点の半分の合計）",
        ),
        Base::AverageRating => fixed(
            "average rating of the opponents",
            "対戦相手の平均レーティング",
        ),
        Base::Performance => fixed(
            "tournament performance rating",
            "パフォーマンス・レーティング",
        ),
        Base::PerfectPerformance => fixed(
            "perfect tournament performance",
            "パーフェクト・パフォーマンス",
        ),
        Base::Koya => fixed(
            "Koya: points against the opponents with at least half the points",
            "コヤ（得点が半分以上の相手からの得点）",
        ),
        Base::DirectEncounter => fixed(
            "direct encounter: the results among the tied players",
            "当該者間の成績",
        ),
        Base::Wins => fixed("games won, with or without playing", "勝数（不戦勝を含む）"),
        Base::WinsOverBoard => fixed("games won over the board", "盤上での勝数"),
        Base::BlackGames => fixed("games played with Black", "黒番（後手番）の対局数"),
        Base::BlackWins => fixed("games won with Black", "黒番（後手番）の勝数"),
        Base::Progressive => fixed("progressive score: the running totals added", "累積得点"),
        Base::Played => fixed("rounds one elected to play", "出場した回戦数"),
        Base::Nbw => fixed("number of wins", "勝数"),
        Base::Mms => fixed("McMahon score", "マクマホン点"),
        Base::Sos(m) => match lang {
            Lang::En => format!("SOS: the sum of the opponents' {}", on(m)),
            Lang::Ja => format!("相手の{}の合計（SOS）", on(m)),
        },
        Base::Sosos(m) => match lang {
            Lang::En => format!("SOSOS: the sum of the opponents' SOS on {}", on(m)),
            Lang::Ja => format!("相手の SOS（{}）の合計（SOSOS）", on(m)),
        },
        Base::Sodos(m) => match lang {
            Lang::En => format!("SODOS: the sum of the {} of the opponents beaten", on(m)),
            Lang::Ja => format!("勝った相手の{}の合計（SODOS）", on(m)),
        },
        Base::Sodosodos(m) => match lang {
            Lang::En => format!("the sum of the SODOS ({}) of the opponents beaten", on(m)),
            Lang::Ja => format!("勝った相手の SODOS（{}）の合計", on(m)),
        },
        Base::Cuss(m) => match lang {
            Lang::En => format!("CUSS: the cumulative sum of {}", on(m)),
            Lang::Ja => format!("{}の累積（CUSS）", on(m)),
        },
        Base::Sdc => fixed(
            "wins among the tied players, if they all met",
            "同点者どうしの勝数（全員が対戦済みのとき）",
        ),
        Base::HeadToHead => fixed(
            "head to head: the one who beat every other tied player",
            "直接対決（同点者全員に勝った人が上）",
        ),
        Base::MatchPoints => fixed("match points", "勝ち点"),
        Base::GamePoints => fixed(
            "game points: the boards' points",
            "チーム獲得点（各盤の得点の合計）",
        ),
        Base::BuchholzGamePoints => {
            fixed("Buchholz on game points", "ブッフホルツ（チーム獲得点）")
        }
        Base::BergerGamePoints => fixed("Berger on game points", "ベルガー（チーム獲得点）"),
        Base::DirectGamePoints => fixed(
            "the game points among the tied teams",
            "当該チーム間の獲得点",
        ),
        Base::Board(k) => match lang {
            Lang::En => format!("the points on board {k}"),
            Lang::Ja => format!("第{k}盤の得点"),
        },
    }
}

/// A code with its cuts in words: the name, then `lowest cut`, `highest and lowest cut`, or
/// forfeits counted as games.
pub fn code_name(lang: Lang, code: Code) -> String {
    let mut out = base_name(lang, code.base);
    let cut = match (lang, code.low, code.high) {
        (_, 0, 0) => String::new(),
        (Lang::En, l, 0) => format!(" without the lowest {l}"),
        (Lang::En, l, h) => format!(" without the highest {h} and the lowest {l}"),
        (Lang::Ja, l, 0) => format!("（下位 {l} を除く）"),
        (Lang::Ja, l, h) => format!("（上位 {h}・下位 {l} を除く）"),
    };
    out.push_str(&cut);
    if code.forfeits {
        out.push_str(match lang {
            Lang::En => " (forfeits count as games)",
            Lang::Ja => "（不戦も対局として数える）",
        });
    }
    out
}

/// How an edition counts the rounds a player did not play, in words (`swiss.md` §2.1).
pub fn edition_name(lang: Lang, edition: Edition) -> &'static str {
    match (lang, edition) {
        (Lang::En, Edition::Fide2009) => "FIDE 2009: a virtual opponent",
        (Lang::En, Edition::Fide2023r) => "FIDE 2023 (retracted): a game against oneself",
        (Lang::En, Edition::Fide2024) => "FIDE 2024: a dummy opponent with the player's own score",
        (Lang::En, Edition::Fide2026) => "FIDE 2026: a dummy opponent, its score capped",
        (Lang::En, Edition::Plain) => "no adjustment: a round not played adds nothing",
        (Lang::Ja, Edition::Fide2009) => "FIDE 2009年版：仮想の相手",
        (Lang::Ja, Edition::Fide2023r) => "FIDE 2023年版（撤回）：自分自身との対局",
        (Lang::Ja, Edition::Fide2024) => "FIDE 2024年版：自分の得点をもつダミーの相手",
        (Lang::Ja, Edition::Fide2026) => "FIDE 2026年版：得点に上限のあるダミーの相手",
        (Lang::Ja, Edition::Plain) => "調整なし：対局のない回戦は何も加えない",
    }
}
