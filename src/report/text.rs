//! The ranking as text for people, in Japanese or English.
//!
//! Every word shown to a person lives here (and in the web UI's own catalogue), never in the
//! engine. [`explain`] says in one line why a player has their place; [`render`] prints the
//! standings, the tied blocks with their mini-leagues as small crosstables, the cycles and the
//! playoffs the rules require.

use std::fmt::Write as _;

use crate::engine::{
    Block, Criterion, Crosstable, Cycle, DecisionKind, LabelScheme, PlaceStatus, Playoff,
    PlayoffFormat, Ranking, RuleChain, SetAside, SetAsideReason, Side, Stake, Standing, Value,
};

/// The language of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Ja,
}

impl Lang {
    /// `ja`, `ja-JP`, `ja_JP.UTF-8` → Japanese; anything else → English.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.trim().to_ascii_lowercase().starts_with("ja") {
            Lang::Ja
        } else {
            Lang::En
        }
    }
}

/// The fixed words of one language: the text report's, and the exports' ([`super::sheet`]).
pub(crate) struct Words {
    pub(crate) rules: &'static str,
    pub(crate) seats: &'static str,
    pub(crate) place: &'static str,
    pub(crate) player: &'static str,
    pub(crate) wdl: &'static str,
    pub(crate) score: &'static str,
    pub(crate) rule: &'static str,
    pub(crate) why: &'static str,
    pub(crate) seat_line: &'static str,
    pub(crate) tied_blocks: &'static str,
    pub(crate) places: &'static str,
    pub(crate) cycles: &'static str,
    pub(crate) playoffs: &'static str,
    pub(crate) set_aside: &'static str,
    pub(crate) set_aside_why: &'static str,
    pub(crate) set_aside_order: &'static str,
    pub(crate) set_aside_ladder: &'static str,
    pub(crate) next_game: &'static str,
    pub(crate) title: &'static str,
    pub(crate) seat: &'static str,
    pub(crate) cannot_decide: &'static str,
    pub(crate) playoff_required: &'static str,
    pub(crate) shared: &'static str,
    pub(crate) playoff: &'static str,
    pub(crate) result: &'static str,
    pub(crate) not_played: &'static str,
    pub(crate) tied_on: &'static str,
    pub(crate) mini_league: &'static str,
    pub(crate) head_to_head: &'static str,
    pub(crate) beat: &'static str,
    pub(crate) list_sep: &'static str,
    pub(crate) crosstable: &'static str,
    pub(crate) standings: &'static str,
}

const EN: Words = Words {
    rules: "Rules",
    seats: "seats",
    place: "Place",
    player: "Player",
    wdl: "W-D-L",
    score: "Score",
    rule: "Rule",
    why: "Why",
    seat_line: "seat line",
    tied_blocks: "Tied blocks",
    places: "places",
    cycles: "Cycles",
    playoffs: "Playoffs",
    set_aside: "Recorded playoffs that no longer apply (left out of the standings)",
    set_aside_why: "the playoffs the rules require now",
    set_aside_order: "its order names a player who did not play it, or one twice",
    set_aside_ladder: "a game is not the one the stepladder calls for",
    next_game: "next game",
    title: "title",
    seat: "seat line",
    cannot_decide: "the rules cannot decide",
    playoff_required: "playoff required",
    shared: "shared place",
    playoff: "playoff",
    result: "result",
    not_played: "not played yet",
    tied_on: "tied on",
    mini_league: "mini-league",
    head_to_head: "head-to-head",
    beat: "A → B: A beat B",
    list_sep: ", ",
    crosstable: "Crosstable",
    standings: "Standings",
};

const JA: Words = Words {
    rules: "規定",
    seats: "残留枠",
    place: "順位",
    player: "氏名",
    wdl: "勝-分-敗",
    score: "得点",
    rule: "根拠",
    why: "理由",
    seat_line: "残留ライン",
    tied_blocks: "同点グループ",
    places: "順位",
    cycles: "三すくみ・循環",
    playoffs: "プレーオフ",
    set_aside: "適用されなくなった記録済みプレーオフ（順位には入れていません）",
    set_aside_why: "今の規定で必要なプレーオフ",
    set_aside_order: "順位に出場していない棋士か同じ棋士が二度書かれています",
    set_aside_ladder: "パラマス式の組み合わせと合わない対局があります",
    next_game: "次の対局",
    title: "優勝",
    seat: "残留ライン",
    cannot_decide: "規定では決まらない",
    playoff_required: "プレーオフが必要",
    shared: "同順位",
    playoff: "プレーオフ",
    result: "結果",
    not_played: "未実施",
    tied_on: "が同じ",
    mini_league: "ミニリーグ",
    head_to_head: "直接対決",
    beat: "A → B：AがBに勝ち",
    list_sep: "、",
    crosstable: "星取表",
    standings: "順位表",
};

/// Between the items of a list: `, ` or `、`.
pub fn list_sep(lang: Lang) -> &'static str {
    words(lang).list_sep
}

pub(crate) fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    }
}

/// A criterion's name in `lang`. Under the Fukui labels the score criterion is "wins" (draws
/// count half), as the league's rules call it.
pub fn criterion_name(lang: Lang, chain: &RuleChain, c: Criterion) -> &'static str {
    let fukui = chain.labels == LabelScheme::Fukui;
    match (lang, c) {
        (Lang::En, Criterion::Points) if fukui => "wins",
        (Lang::Ja, Criterion::Points) if fukui => "勝数",
        (Lang::En, Criterion::Points) => "points",
        (Lang::Ja, Criterion::Points) => "得点",
        (Lang::En, Criterion::Wins) => "number of wins",
        (Lang::Ja, Criterion::Wins) => "勝数",
        (Lang::En, Criterion::WinsOverBoard) => "wins over the board",
        (Lang::Ja, Criterion::WinsOverBoard) => "不戦勝を除く勝数",
        (Lang::En, Criterion::DirectEncounter) => "results among the tied players",
        (Lang::Ja, Criterion::DirectEncounter) => "当該者間の成績",
        (Lang::En, Criterion::SonnebornBerger) => "Sonneborn-Berger",
        (Lang::Ja, Criterion::SonnebornBerger) => "ゾンネボルン・ベルガー",
        (Lang::En, Criterion::Buchholz) => "Buchholz",
        (Lang::Ja, Criterion::Buchholz) => "ブッフホルツ",
        (Lang::En, Criterion::Koya) => "Koya",
        (Lang::Ja, Criterion::Koya) => "コヤ",
        (Lang::En, Criterion::PreviousRank) => "previous rank",
        (Lang::Ja, Criterion::PreviousRank) => "前期順位",
        (Lang::En, Criterion::BlackGames) => "games with Black",
        (Lang::Ja, Criterion::BlackGames) => "後手番の対局数",
        (Lang::En, Criterion::BlackWins) => "wins with Black",
        (Lang::Ja, Criterion::BlackWins) => "後手番の勝数",
        (Lang::En, Criterion::AverageRatingOfOpponents) => "average rating of opponents",
        (Lang::Ja, Criterion::AverageRatingOfOpponents) => "対戦相手の平均レーティング",
        (Lang::En, Criterion::PerformanceRating) => "performance rating",
        (Lang::Ja, Criterion::PerformanceRating) => "パフォーマンス・レーティング",
    }
}

/// A criterion value as shown to people (`new` for a player with no previous rank).
pub fn value_text(lang: Lang, v: Value) -> String {
    match v {
        Value::Points(s) => s.to_string(),
        Value::Mean(_) => mean_text(v),
        Value::Count(n) => n.to_string(),
        Value::Rating(Some(r)) => r.to_string(),
        Value::Rating(None) => "-".to_string(),
        Value::Rank(Some(r)) => r.to_string(),
        Value::Rank(None) => match lang {
            Lang::En => "new".into(),
            Lang::Ja => "新".into(),
        },
    }
}

/// A mean ([`Value::Mean`]) in points, for output only: its decimal is rounded unless
/// [`Value::as_score`] has it exactly.
pub fn mean_points(v: Value) -> f64 {
    v.key() as f64 / (4 * crate::engine::criteria::MEAN_SCALE) as f64
}

/// A mean ([`Value::Mean`]) as an exact decimal when it is one, else to three places.
pub fn mean_text(v: Value) -> String {
    match v.as_score() {
        Some(s) => s.to_string(),
        None => {
            let text = format!("{:.3}", mean_points(v));
            text.trim_end_matches('0').to_string()
        }
    }
}

/// One line saying why `s` has its place: the rule, what was compared, and the values.
pub fn explain(
    lang: Lang,
    table: &Crosstable,
    chain: &RuleChain,
    ranking: &Ranking,
    s: &Standing,
) -> String {
    let w = words(lang);
    let d = &s.decided_by;
    let name = |i: usize| table.player(i).name.as_str();
    match d.kind {
        DecisionKind::Criterion { criterion } => {
            let block = &ranking.blocks[d.block];
            let step = d.step.map(|k| &block.steps[k]);
            let what = match criterion {
                Criterion::DirectEncounter if block.players.len() == 2 => {
                    w.head_to_head.to_string()
                }
                Criterion::DirectEncounter => {
                    let members: Vec<&str> = block.players.iter().map(|&p| name(p)).collect();
                    match lang {
                        Lang::En => format!("{} of {}", w.mini_league, members.join(w.list_sep)),
                        Lang::Ja => format!("{}の{}", members.join("・"), w.mini_league),
                    }
                }
                c => criterion_name(lang, chain, c).to_string(),
            };
            match (d.block, step) {
                // The whole league: the player's own value says enough.
                (0, _) | (_, None) => {
                    let v = d.value.map(|v| value_text(lang, v)).unwrap_or_default();
                    format!("{what} {v}")
                }
                (_, Some(step)) => {
                    let vals: Vec<String> = best_first(&step.values)
                        .iter()
                        .map(|(p, v)| format!("{} {}", name(*p), value_text(lang, *v)))
                        .collect();
                    format!("{what}: {}", vals.join(w.list_sep))
                }
            }
        }
        DecisionKind::Undecided => {
            let tail = match s.status {
                PlaceStatus::Playoff => w.playoff_required,
                _ => w.shared,
            };
            match lang {
                Lang::En => format!("{}: {tail}", w.cannot_decide),
                Lang::Ja => format!("{}：{tail}", w.cannot_decide),
            }
        }
        DecisionKind::Playoff { .. } => w.playoff.to_string(),
    }
}

/// Values sorted best first (equal values keep their order).
pub fn best_first(values: &[(usize, Value)]) -> Vec<(usize, Value)> {
    let mut v = values.to_vec();
    v.sort_by_key(|(_, value)| std::cmp::Reverse(value.key()));
    v
}

/// Display width: East Asian wide and full-width characters count two columns.
pub fn width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

/// One character's display width: 2 for East Asian wide and full-width characters (the result
/// marks included), else 1.
pub fn char_width(c: char) -> usize {
    let u = c as u32;
    let wide = matches!(u,
        0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0x33FF | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF | 0xA000..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 | 0x20000..=0x3FFFD
        | 0x25CB | 0x25CF | 0x25B3 | 0x25A1 | 0x25A0);
    if wide { 2 } else { 1 }
}

/// `s` padded with spaces to display width `w` (text first).
pub(crate) fn pad(s: &str, w: usize) -> String {
    let mut out = s.to_string();
    for _ in width(s)..w {
        out.push(' ');
    }
    out
}

/// `s` padded with spaces to display width `w` (text last).
pub(crate) fn pad_left(s: &str, w: usize) -> String {
    let mut out = String::new();
    for _ in width(s)..w {
        out.push(' ');
    }
    out.push_str(s);
    out
}

/// A standing's place: `4`, or the range `4-6` when it is shared or awaits a playoff.
pub fn place_text(s: &Standing) -> String {
    if s.place == s.place_to {
        s.place.to_string()
    } else {
        format!("{}-{}", s.place, s.place_to)
    }
}

/// The crosstable mark of one game seen from one player: the league file's marks
/// ([`crate::format::marks`]), and `・` for a pending one (so that columns stay aligned).
pub fn mark(side: Side) -> &'static str {
    match crate::format::marks::written(side) {
        "" => "・",
        m => m,
    }
}

/// The whole report: header, standings with the seat line, tied blocks with mini-leagues, cycles,
/// playoffs.
pub fn render(
    lang: Lang,
    table: &Crosstable,
    chain: &RuleChain,
    seats: Option<u32>,
    title: Option<&str>,
    ranking: &Ranking,
) -> String {
    let w = words(lang);
    let mut out = String::new();
    if let Some(t) = title {
        let _ = writeln!(out, "{t}");
    }
    out.push_str(&rules_line(lang, chain, seats));
    out.push_str("\n\n");

    // Standings.
    let name = |i: usize| table.player(i).name.as_str();
    let rows: Vec<[String; 6]> = ranking
        .standings
        .iter()
        .map(|s| {
            let r = &s.record;
            [
                place_text(s),
                name(s.player).to_string(),
                format!("{}-{}-{}", r.wins, r.draws, r.losses),
                s.score.to_string(),
                s.decided_by.label.clone(),
                explain(lang, table, chain, ranking, s),
            ]
        })
        .collect();
    let header = [w.place, w.player, w.wdl, w.score, w.rule, w.why].map(str::to_string);
    let mut widths = [0usize; 6];
    for row in rows.iter().chain(std::iter::once(&header)) {
        for (k, cell) in row.iter().enumerate() {
            widths[k] = widths[k].max(width(cell));
        }
    }
    let line = |row: &[String; 6]| {
        let mut l = format!(
            "{}  {}  {}  {}  {}  {}",
            pad_left(&row[0], widths[0]),
            pad(&row[1], widths[1]),
            pad_left(&row[2], widths[2]),
            pad_left(&row[3], widths[3]),
            pad(&row[4], widths[4]),
            row[5]
        );
        while l.ends_with(' ') {
            l.pop();
        }
        l
    };
    let _ = writeln!(out, "{}", line(&header));
    for (k, row) in rows.iter().enumerate() {
        let _ = writeln!(out, "{}", line(row));
        let s = &ranking.standings[k];
        let next = ranking.standings.get(k + 1);
        if let (Some(seats), Some(next)) = (seats, next) {
            if s.place_to == seats && next.place > seats {
                let _ = writeln!(out, "---- {} ----", w.seat_line);
            }
        }
    }

    // Tied blocks, as a tree.
    if ranking.blocks.len() > 1 {
        let _ = writeln!(out, "\n{}:", w.tied_blocks);
        for &child in &ranking.blocks[0].children {
            block_text(
                &mut out,
                lang,
                table,
                chain,
                ranking,
                &ranking.blocks[child],
                1,
            );
        }
    }

    if !ranking.cycles.is_empty() {
        let _ = writeln!(out, "\n{} ({}):", w.cycles, w.beat);
        for c in &ranking.cycles {
            let _ = writeln!(out, "  {}", cycle_line(table, c));
        }
    }

    if !ranking.playoffs.is_empty() {
        let _ = writeln!(out, "\n{}:", w.playoffs);
        for p in &ranking.playoffs {
            let _ = writeln!(out, "  {}", playoff_line(lang, table, p));
        }
    }

    if !ranking.set_aside.is_empty() {
        let _ = writeln!(out, "\n{}:", w.set_aside);
        for s in &ranking.set_aside {
            let _ = writeln!(out, "  {}", set_aside_line(lang, table, s));
        }
    }
    out
}

/// The rules line under the title: `Rules: fukui (PTS, DE, PREV) · seats: 5`.
pub fn rules_line(lang: Lang, chain: &RuleChain, seats: Option<u32>) -> String {
    let w = words(lang);
    let codes: Vec<&str> = chain.criteria.iter().map(|c| c.code()).collect();
    let mut out = format!("{}: {} ({})", w.rules, chain.id, codes.join(", "));
    if let Some(s) = seats {
        let _ = write!(out, " · {}: {s}", w.seats);
    }
    out
}

/// A cycle as `A → B → C → A` (each beat the next).
pub fn cycle_line(table: &Crosstable, c: &Cycle) -> String {
    let mut names: Vec<&str> = c
        .order
        .iter()
        .map(|&p| table.player(p).name.as_str())
        .collect();
    names.extend(c.order.first().map(|&p| table.player(p).name.as_str()));
    names.join(" → ")
}

/// A required playoff in one line: the places, what is at stake and how it is played, the
/// players, and its result or next game (`places 1-3 (title, round robin): A, B, C — not played
/// yet`).
pub fn playoff_line(lang: Lang, table: &Crosstable, p: &Playoff) -> String {
    let w = words(lang);
    let name = |i: usize| table.player(i).name.as_str();
    let players: Vec<&str> = p.players.iter().map(|&q| name(q)).collect();
    let mut what: Vec<&str> = p
        .stakes
        .iter()
        .map(|s| match s {
            Stake::Title => w.title,
            Stake::SeatLine => w.seat,
        })
        .collect();
    what.push(playoff_format_name(lang, p.format));
    let mut result = match (&p.result, p.games.is_empty()) {
        (Some(order), _) => {
            let o: Vec<&str> = order.iter().map(|&q| name(q)).collect();
            format!("{}: {}", w.result, o.join(" > "))
        }
        (None, true) => w.not_played.to_string(),
        (None, false) => String::new(),
    };
    for g in &p.games {
        let loser = if g.winner == g.a { g.b } else { g.a };
        if !result.is_empty() {
            result.push_str(w.list_sep);
        }
        result.push_str(&format!("{} > {}", name(g.winner), name(loser)));
    }
    if let Some((a, b)) = p.next {
        let _ = write!(
            result,
            "{}{}: {} – {}",
            w.list_sep,
            w.next_game,
            name(a),
            name(b)
        );
    }
    format!(
        "{} {}-{} ({}): {} — {}",
        w.places,
        p.place,
        p.place_to,
        what.join(w.list_sep),
        players.join(w.list_sep),
        result
    )
}

/// A recorded playoff set aside, and why: `A, B (the playoffs the rules require now: C, D)`.
pub fn set_aside_line(lang: Lang, table: &Crosstable, s: &SetAside) -> String {
    let w = words(lang);
    let name = |i: usize| table.player(i).name.as_str();
    let players: Vec<&str> = s.players.iter().map(|&q| name(q)).collect();
    let why = match &s.reason {
        SetAsideReason::NotRequired { required } if required.is_empty() => {
            format!("{}: —", w.set_aside_why)
        }
        SetAsideReason::NotRequired { required } => {
            let groups: Vec<String> = required
                .iter()
                .map(|g| {
                    g.iter()
                        .map(|&q| name(q))
                        .collect::<Vec<_>>()
                        .join(w.list_sep)
                })
                .collect();
            format!("{}: {}", w.set_aside_why, groups.join(" / "))
        }
        SetAsideReason::BadOrder { .. } => w.set_aside_order.to_string(),
        SetAsideReason::NotInLadder { .. } => w.set_aside_ladder.to_string(),
    };
    format!("{} ({why})", players.join(w.list_sep))
}

/// How a playoff is played, in words.
pub fn playoff_format_name(lang: Lang, format: PlayoffFormat) -> &'static str {
    match (lang, format) {
        (Lang::En, PlayoffFormat::Knockout) => "knockout",
        (Lang::En, PlayoffFormat::Stepladder) => "stepladder",
        (Lang::En, PlayoffFormat::RoundRobin) => "round robin",
        (Lang::En, PlayoffFormat::TwoMostSenior) => "the two most senior",
        (Lang::Ja, PlayoffFormat::Knockout) => "勝ち抜き",
        (Lang::Ja, PlayoffFormat::Stepladder) => "パラマス式",
        (Lang::Ja, PlayoffFormat::RoundRobin) => "総当たり",
        (Lang::Ja, PlayoffFormat::TwoMostSenior) => "上位二人",
    }
}

fn block_text(
    out: &mut String,
    lang: Lang,
    table: &Crosstable,
    chain: &RuleChain,
    ranking: &Ranking,
    block: &Block,
    depth: usize,
) {
    let w = words(lang);
    let indent = "  ".repeat(depth);
    let name = |i: usize| table.player(i).name.as_str();
    let players: Vec<&str> = block.players.iter().map(|&p| name(p)).collect();
    let tied = match block.formed_by {
        Some(Criterion::DirectEncounter) => w.mini_league,
        Some(c) => criterion_name(lang, chain, c),
        None => "",
    };
    let tied = match lang {
        Lang::En => format!("{} {tied}", w.tied_on),
        Lang::Ja => format!("{tied}{}", w.tied_on),
    };
    let label = block
        .label
        .as_deref()
        .map(|l| format!("[{l}] "))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "{indent}{label}{} {}-{}: {} ({tied})",
        w.places,
        block.place,
        block.place_to,
        players.join(w.list_sep),
    );
    for step in &block.steps {
        let vals: Vec<String> = best_first(&step.values)
            .iter()
            .map(|(p, v)| format!("{} {}", name(*p), value_text(lang, *v)))
            .collect();
        let _ = writeln!(
            out,
            "{indent}  {} {}: {}",
            step.label,
            criterion_name(lang, chain, step.criterion),
            vals.join(w.list_sep)
        );
        if step.criterion == Criterion::DirectEncounter {
            if let Some(m) = &block.mini_league {
                mini_table(
                    out,
                    table,
                    &m.players,
                    &m.scores.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                    &format!("{indent}    "),
                );
            }
        }
    }
    for &child in &block.children {
        block_text(
            out,
            lang,
            table,
            chain,
            ranking,
            &ranking.blocks[child],
            depth + 1,
        );
    }
}

/// A small crosstable of `players` with their mini-league scores.
fn mini_table(
    out: &mut String,
    table: &Crosstable,
    players: &[usize],
    scores: &[String],
    indent: &str,
) {
    let name = |i: usize| table.player(i).name.as_str();
    let wname = players.iter().map(|&p| width(name(p))).max().unwrap_or(0);
    let cell = |i: usize, j: usize| -> String {
        if i == j {
            return "＼".into();
        }
        let marks: String = table.sides(i, j).map(mark).collect();
        if marks.is_empty() {
            "・".into()
        } else {
            marks
        }
    };
    let wcell = players
        .iter()
        .flat_map(|&i| players.iter().map(move |&j| (i, j)))
        .map(|(i, j)| width(&cell(i, j)))
        .chain(players.iter().map(|&p| width(name(p))))
        .max()
        .unwrap_or(2);
    let mut head = format!("{indent}{}", pad("", wname));
    for &p in players {
        head.push(' ');
        head.push_str(&pad(name(p), wcell));
    }
    let _ = writeln!(out, "{}", head.trim_end());
    for (k, &i) in players.iter().enumerate() {
        let mut l = format!("{indent}{}", pad(name(i), wname));
        for &j in players {
            l.push(' ');
            l.push_str(&pad(&cell(i, j), wcell));
        }
        let _ = writeln!(out, "{}  {}", l, scores.get(k).map_or("", String::as_str));
    }
}

/// `（hoshitori rank --help を参照）`: where the usage of `command` is.
fn see_help(command: &str) -> String {
    format!("（{command} --help を参照）")
}

/// What a command-line option takes, in Japanese: `text、json のいずれか`, `2 から 7 までの整数`.
fn expected_argument(e: &crate::error::ExpectedArgument) -> String {
    use crate::error::ExpectedArgument::*;
    match e {
        OneOf(values) => format!("{} のいずれか", values.join("、")),
        WholeNumber {
            min,
            max: Some(max),
        } => format!("{min} から {max} までの整数"),
        WholeNumber { min, max: None } => format!("{min} 以上の整数"),
        PercentagePoints => "0 から 50 までのポイント数（例 0.5）".to_string(),
    }
}

/// An error for people in `lang`: where it is (as [`crate::Error`]'s `Display` says it), then
/// what is wrong. English is the error's own `Display`; Japanese says the same from the error's
/// data. Parser messages (`Syntax`, `Schema`) come from the JSON parser and stay in English.
pub fn error_message(lang: Lang, e: &crate::Error) -> String {
    use crate::ErrorKind::*;
    use crate::error::LabProblem;
    use crate::{Expected, SchemaProblem, SyntaxProblem};
    if lang == Lang::En {
        return e.to_string();
    }
    let list = |ps: &[String]| {
        ps.iter()
            .map(|p| format!("「{p}」"))
            .collect::<Vec<_>>()
            .join("、")
    };
    let what = match e.kind() {
        UnknownEncoding => "ファイルの文字コードが UTF-8 でも Shift_JIS でもありません".to_string(),
        Syntax { problem, .. } => match problem {
            SyntaxProblem::UnclosedQuote => "構文エラー：引用符で始まるセルが閉じていません".into(),
            SyntaxProblem::AfterQuote { found } => {
                format!("構文エラー：セルを閉じる引用符の後に {found:?} があります")
            }
            SyntaxProblem::JsonEof => "構文エラー：JSON が途中で終わっています".into(),
            _ => "構文エラー：JSON の書き方が正しくありません".into(),
        },
        UnsupportedFormat { found } => {
            format!(
                "形式 {found:?} には対応していません（この版は \"hoshitori-league/1\" と \"hoshitori-league/2\" を読みます）"
            )
        }
        Schema { problem, .. } => {
            let value = |found: &str| {
                if found.is_empty() {
                    String::new()
                } else {
                    format!(" {found} ")
                }
            };
            let detail = match problem {
                SchemaProblem::MissingField { field } => format!("項目 {field:?} がありません"),
                SchemaProblem::UnknownField { field } => format!("項目 {field:?} は使えません"),
                SchemaProblem::UnknownVariant { found, allowed } => format!(
                    "値 {found:?} は使えません（使えるもの：{}）",
                    allowed
                        .iter()
                        .map(|w| format!("{w:?}"))
                        .collect::<Vec<_>>()
                        .join("、")
                ),
                SchemaProblem::InvalidType { found, expected } => format!(
                    "値{}の型が違います：{}が必要です",
                    value(found),
                    value_type_ja(*expected)
                ),
                SchemaProblem::InvalidValue { found, expected } => format!(
                    "値{}は範囲外です：{}が必要です",
                    value(found),
                    value_type_ja(*expected)
                ),
                _ => "値が正しくありません".into(),
            };
            format!("リーグ形式に合いません：{detail}")
        }
        LabSetup { problem } => match problem {
            LabProblem::Tied { found, min, max } => {
                format!("同点の棋士が {found} 人です：{min} 人から {max} 人までにしてください")
            }
            LabProblem::Seats { seats, tied } => format!(
                "残留枠 {seats} は同点の {tied} 人の中に線を引けません（1 から {} まで）",
                tied.saturating_sub(1)
            ),
            LabProblem::FirstCriterion { rules } => format!(
                "規定 {rules:?} は使えません：同点は得点で並ぶので、規定は PTS か WIN で始まる必要があります"
            ),
            LabProblem::Reading { reading, rules } => format!(
                "読み方 {reading:?} は規定 fukui の読み方です（規定 {rules:?} には使えません）"
            ),
        },
        MissingRating => "--ratings には全員の「rating」（レーティング）が必要です".to_string(),
        InvalidOdds {
            count,
            pending,
            game: None,
        } => format!("未対局 {pending} 局に対して確率が {count} 個あります"),
        InvalidOdds { game: Some(g), .. } => {
            format!("未対局 {} 局目の確率が負か、すべて 0 です", g + 1)
        }
        InvalidCell { found, expected } => match expected {
            Expected::PreviousRank => {
                format!("値 {found:?} は使えません：前期順位（3 のような整数）か空欄が必要です")
            }
            Expected::DiagonalMark => format!(
                "値 {found:?} は使えません：対角線には ＼ \\ / - か空欄が必要です（自分とは対局しません）"
            ),
            Expected::SummaryLabel { players } => format!(
                "値 {found:?} は使えません：行があるのは見出しの最初の {players} 人だけです。棋士の列の後は空欄か、勝・敗・順位などの集計だけにしてください"
            ),
            Expected::StartNumber => {
                format!("値 {found:?} は使えません：番号（1 からの整数、重複なし）が必要です")
            }
            Expected::Rating => {
                format!("値 {found:?} は使えません：レーティング（整数）か空欄が必要です")
            }
            Expected::RoundCell => format!(
                "値 {found:?} は使えません：相手の番号、w か b、+ - = の結果（不戦は f を付ける）を 12w+ 3b= 4w-f のように書くか、PAB FPB HPB ZPB ABS か空欄にしてください"
            ),
        },
        RowOrder {
            found,
            expected_name,
        } => format!(
            "「{found}」の行がありますが、ここは「{expected_name}」の行です：行は見出しの名前の順に並べてください"
        ),
        ExtraRow { found, players } => {
            format!("「{found}」の行は余分です：見出しの棋士は {players} 人です")
        }
        TooFewCells {
            found,
            needed,
            previous_rank,
        } => format!(
            "構文エラー：セルが {found} 個しかありません。少なくとも {needed} 個（名前、{}棋士 {} 人それぞれの結果）が必要です",
            if *previous_rank {
                "前期順位、"
            } else {
                ""
            },
            needed - 1 - usize::from(*previous_rank)
        ),
        NoPlayers => "棋士が一人もいません".to_string(),
        TooManyPlayers { count, max } => {
            format!("棋士が {count} 人います。対応は {max} 人までです")
        }
        EmptyName => "名前が空の棋士がいます".to_string(),
        DuplicatePlayer { name } => format!("「{name}」という名前の棋士が二人います"),
        UnknownPlayer { name } => format!("「{name}」という棋士はいません"),
        SelfGame { name } => format!("「{name}」が自分自身と対局しています"),
        DuplicateGame { a, b, round } => {
            format!("「{a}」と「{b}」の対局が{round}回戦に二つあります")
        }
        Trf { field, found } => {
            let what = match field {
                crate::error::TrfField::Number => "開始番号",
                crate::error::TrfField::Rating => "レーティング",
                crate::error::TrfField::Opponent => "相手の開始番号",
                crate::error::TrfField::Result => {
                    "結果の記号（1 = 0 W D L + - U F H Z か空白）"
                }
                crate::error::TrfField::Rounds => "回戦数",
                crate::error::TrfField::PointSystem => "点数方式の値",
            };
            format!("TRF の{what}が読めません：{found:?}")
        }
        WallChartHeader => "対戦表の 1 行目に列の名前（番号、名前、続いて回戦 1、2、3 …）が必要です"
            .to_string(),
        H9Line { found } => format!(
            "h9 の表の棋士の行として読めません（順位、名前、段級位、国、クラブ、各回戦の結果）：{found:?}"
        ),
        BoardCount { found, boards } => {
            format!("対抗戦の盤の結果が {found} 盤分あります。大会の boards は {boards} です")
        }
        NoRoundToPair { planned } => format!("予定の{planned}回戦まで、すべて結果が入っています"),
        PairWriteNeedsJson => "--write で書き込めるのは JSON の大会ファイルだけです：先に変換してください（hoshitori convert FILE --to json）".to_string(),
        NotAnEvent => "これは総当たりのリーグです。組合せはスイス式の大会の回戦について作ります".to_string(),
        NotForSwiss => "これはスイス式の大会です。このコマンドは総当たりのリーグを読みます（rank、convert、what-if は両方を読みます）"
            .to_string(),
        PairedTwice { name, round } => format!("「{name}」が{round}回戦で二度組まれています"),
        ResultMissing {
            white,
            black,
            round,
        } => format!(
            "{round}回戦：「{white}」対「{black}」の結果がありません（同じ回戦のほかの対局には結果があります）"
        ),
        UnknownPairingSystem { found } => format!(
            "組合せ方式 {found:?} が分かりません（使えるもの：{}）",
            crate::engine::swiss::pairing::System::ALL.map(|s| s.id()).join("、")
        ),
        PairingTooEarly { round, unplayed } => {
            format!("{unplayed}回戦の結果がまだないので、{round}回戦は組めません")
        }
        PairingLocked { round } => format!(
            "{round}回戦には結果が入っているので、組合せは確定しています（組み直すには結果を消してください）"
        ),
        NoPairingSeed => "抽選の種がありません：--seed で整数を指定するか、その回戦の抽選番号をファイルに書いてください".to_string(),
        LotMissing { name, round } => format!("{round}回戦の抽選番号に「{name}」がありません"),
        PairingImpossible { round, players } => format!(
            "{round}回戦は再戦なしでは組めません：{}の全員は組めません。再戦を認めるか、誰かを休み（{round}回戦の欠席）にするか、手で組んでください",
            players.iter().map(|p| format!("「{p}」")).collect::<String>()
        ),
        RoundNotPlayed { round, later } => {
            format!("{round}回戦がまだ終わっていないのに、{later}回戦に結果があります")
        }
        UnknownSwissRules { found } => format!(
            "スイス式の規定 {found:?} が分かりません：プリセット（{}）か、PTS,BH-C1,BH,SB のような基準コードを指定してください",
            crate::engine::swiss::PRESETS.iter().map(|p| p.id).collect::<Vec<_>>().join("、")
        ),
        UnknownEdition { found } => format!(
            "版 {found:?} が分かりません（使えるもの：{}）",
            crate::engine::swiss::Edition::ALL.map(|e| e.id()).join("、")
        ),
        InvalidGoRank { found } => {
            format!("{found:?} は段級位として読めません（3d、1k、12k のように書いてください）")
        }
        TooManyRounds { count, max } => {
            format!("大会に {count} 回戦あります。対応は {max} 回戦までです")
        }
        SwissPairing {
            name,
            round,
            opponent: Some(o),
        } => format!(
            "{round}回戦：「{name}」と「{o}」の記録が同じ対局を示していません（互いに相手を記し、結果と手番が逆であること）"
        ),
        SwissPairing {
            name,
            round,
            opponent: None,
        } => format!("{round}回戦：「{name}」の記録が欠けています"),
        ConflictingCells {
            a,
            b,
            cell_ab,
            cell_ba,
        } => format!(
            "結果が食い違っています：「{a}」対「{b}」は {cell_ab}、「{b}」対「{a}」は {cell_ba}"
        ),
        UnknownMark { mark } => {
            let legend = crate::format::marks::legend(
                |side| match side {
                    Side::Win => "勝ち",
                    Side::Loss => "負け",
                    Side::Draw => "引き分け",
                    Side::ForfeitWin => "不戦勝",
                    Side::ForfeitLoss => "不戦敗",
                    Side::Void => "無勝負",
                    Side::Pending => "未対局",
                },
                "または空欄",
                "、",
            );
            format!("結果の記号 {mark:?} が分かりません（{legend}）")
        }
        UnknownRules { found } => format!(
            "規定 {found:?} が分かりません：プリセット（{}）か、PTS,SB,DE,WIN のような基準コードを指定してください",
            crate::engine::chain::PRESETS.join("、")
        ),
        UnknownCriterion { code } => format!(
            "基準コード {code:?} が分かりません（使えるもの：{}）",
            crate::error::criterion_codes("、")
        ),
        EmptyChain => "規定に基準が一つもありません".to_string(),
        PlayoffNotRequired { players, required } if required.is_empty() => format!(
            "{}のプレーオフが記録されていますが、規定ではプレーオフは必要ありません",
            list(players)
        ),
        PlayoffNotRequired { players, required } => format!(
            "{}のプレーオフが記録されていますが、規定で必要なプレーオフは次だけです：{}",
            list(players),
            required
                .iter()
                .map(|g| list(g))
                .collect::<Vec<_>>()
                .join("／")
        ),
        PlayoffOrder { name } => {
            format!("プレーオフの順位に「{name}」がいますが、出場していないか二度書かれています")
        }
        MissingCommand => format!("コマンドが指定されていません{}", see_help("hoshitori")),
        UnknownCommand { found, suggestion } => format!(
            "コマンド {found:?} はありません{}{}",
            suggestion
                .as_ref()
                .map(|s| format!("。{s:?} のことですか？"))
                .unwrap_or_default(),
            see_help("hoshitori")
        ),
        UnknownArgument {
            command,
            argument,
            suggestion,
        } => {
            let what = if argument.starts_with('-') {
                format!("{command} には {argument} というオプションはありません")
            } else {
                format!("{command} には余分な引数 {argument:?} があります")
            };
            let near = suggestion
                .as_ref()
                .map(|s| format!("。{s} のことですか？"))
                .unwrap_or_default();
            format!("{what}{near}{}", see_help(command))
        }
        MissingValue { command, argument } => {
            format!("{argument} に値がありません{}", see_help(command))
        }
        InvalidArgumentValue {
            command,
            argument,
            value,
            expected,
        } => format!(
            "{argument} {value:?} は使えません：{}が必要です{}",
            expected_argument(expected),
            see_help(command)
        ),
        MissingArgument { command, arguments } => {
            let arguments: Vec<String> = arguments
                .iter()
                .map(|a| match a.as_str() {
                    "FILE" => "FILE（- は標準入力）".to_string(),
                    _ => a.clone(),
                })
                .collect();
            let list = arguments.join(" か ").replace("） ", "）");
            let space = if list.ends_with('）') { "" } else { " " };
            format!(
                "{command} には {list}{space}が必要です{}",
                see_help(command)
            )
        }
        ConflictingArguments {
            command,
            argument,
            other,
        } => format!(
            "{command} では {argument} と {other} を同時には指定できません{}",
            see_help(command)
        ),
        Io { message } => message.clone(),
        CannotRead {
            not_found: true, ..
        } => "ファイルが見つかりません".to_string(),
        CannotRead { .. } => "ファイルを読めません".to_string(),
        WhatIfTooLarge { players, max } => {
            format!(
                "もしも分析は {max} 人までのリーグに対応しています（このリーグは {players} 人）"
            )
        }
        Cancelled => "終わる前に中止しました".to_string(),
        InvalidPolicy {
            policy,
            found,
            expected,
        } => format!(
            "{policy} の値 {found:?} が分かりません（使えるもの：{}）",
            expected
                .iter()
                .map(|e| format!("「{e}」"))
                .collect::<Vec<_>>()
                .join("")
        ),
        InvalidCycles { found, max } => {
            format!("cycles が {found} です：各組の対局数を 1 から {max} で指定してください")
        }
        TooManyGames { a, b, cycles } => format!(
            "「{a}」と「{b}」の対局が日程（各組 {cycles} 局）より多くあります（二回戦総当たりなら cycles を 2 にしてください）"
        ),
        InvalidScoring { field, found } => format!(
            "scoring の {field} が {found} です：-100 から 100 までの 0.5 点刻みで指定してください"
        ),
        ImpasseCount { fault } => crate::report::jishogi::count_fault_ja(fault),
        ShareLink { problem } => share_problem_ja(problem),
        TooLongForQr { bytes, max } => {
            format!("リンクが {bytes} バイトあり、QR コードに入りません（{max} バイトまで）")
        }
    };
    let player = e
        .location()
        .player
        .as_ref()
        .filter(|p| !what.contains(p.as_str()))
        .map(|p| format!("（棋士「{p}」）"))
        .unwrap_or_default();
    format!("{}{what}{player}", location_ja(e.location()))
}

/// [`crate::ErrorKind::ShareLink`] in Japanese.
fn share_problem_ja(problem: &crate::error::ShareProblem) -> String {
    use crate::error::ShareProblem;
    match problem {
        ShareProblem::NotShareLink => {
            "共有リンクではありません（「s=」で始まっていません）".to_string()
        }
        ShareProblem::NotEventLink => {
            "スイス式の大会の共有リンクではありません（「e=」で始まっていません）".to_string()
        }
        ShareProblem::Character { position, found } => format!(
            "共有リンクの {position} 文字目「{found}」は共有リンクに使われない文字です（リンクが途中で切れたり書き換えられたりしていませんか）"
        ),
        ShareProblem::Version { found, max } => format!(
            "共有リンクの形式 {found} は読めません：この版が読めるのは形式 {max} までです（新しい版で作られたリンクではありませんか）"
        ),
        ShareProblem::Truncated { at } => {
            format!("共有リンクが途中で切れています（{at} バイトで終わっています）")
        }
        ShareProblem::Trailing { at } => {
            format!(
                "共有リンクの内容は {at} バイトで終わるはずですが、その後ろにまだデータがあります"
            )
        }
        ShareProblem::NotText { at } => {
            format!("共有リンクの先頭から {at} バイトの位置が UTF-8 の文字列になっていません")
        }
        ShareProblem::InvalidValue { at, found } => {
            format!("共有リンクの先頭から {at} バイトの位置の値 {found} はここには使えません")
        }
    }
}

/// Where an error is, in Japanese: `file:line:column: ` (or `3行目・5文字目：`), the JSON path,
/// then the crosstable cell, each followed by `: `.
fn location_ja(l: &crate::Location) -> String {
    l.text(
        |line, column| match column {
            Some(col) => format!("{line}行目・{col}文字目"),
            None => format!("{line}行目"),
        },
        cell_ja,
    )
}

/// A crosstable cell in Japanese: `大和（3番目）の行、前田（5番目）の列`.
fn cell_ja(c: &crate::CellRef) -> String {
    let one = |row: &Option<(usize, String)>, col: &Option<(usize, String)>| {
        let mut parts = Vec::new();
        if let Some((i, name)) = row {
            parts.push(if name.is_empty() {
                format!("{i}番目の行")
            } else {
                format!("{name}（{i}番目）の行")
            });
        }
        if let Some((j, name)) = col {
            parts.push(format!("{name}（{j}番目）の列"));
        }
        parts.join("、")
    };
    let mut out = one(&c.row, &c.column);
    if c.previous_rank {
        out.push_str("の前期順位");
    }
    if let Some(line) = c.mirror_line {
        out.push_str(&format!("と{}（{line}行目）", one(&c.column, &c.row)));
    }
    if let Some(k) = c.game {
        out.push_str(&format!("、第{k}局"));
    }
    out
}

/// A JSON value type in Japanese, as a message says what is needed.
fn value_type_ja(t: crate::ValueType) -> &'static str {
    use crate::ValueType;
    match t {
        ValueType::Count => "0 以上の整数",
        ValueType::Integer => "整数",
        ValueType::Number => "数",
        ValueType::Text => "文字列",
        ValueType::Boolean => "true か false",
        ValueType::List => "配列",
        ValueType::Object => "オブジェクト",
        ValueType::Other => "別の値",
    }
}
