//! The ranking as text for people, in Japanese or English.
//!
//! Every word shown to a person lives here (and in the web UI's own catalogue), never in the
//! engine. [`explain`] says in one line why a player has their place; [`render`] prints the
//! standings, the tied blocks with their mini-leagues as small crosstables, the cycles and the
//! playoffs the rules require.

use super::columns::{pad, pad_left, width};
use std::fmt::Write as _;

pub use crate::lang::Lang;

use crate::engine::{
    Block, Criterion, Crosstable, Cycle, DecisionKind, LabelScheme, PlaceStatus, Playoff,
    PlayoffFormat, Ranking, RuleChain, SetAside, SetAsideReason, Side, Stake, Standing, Value,
};

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
    /// A place awaiting a playoff that pending games can still make unnecessary.
    pub(crate) playoff_possible: &'static str,
    /// A playoff's line while pending games can still break its tie.
    pub(crate) possible_so_far: &'static str,
    /// A step that separated nobody.
    pub(crate) separated_nobody: &'static str,
    /// The heading of every player's steps in the text report.
    pub(crate) steps: &'static str,
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
    playoff_possible: "playoff possible so far",
    possible_so_far: "possible so far: a pending game can still break the tie",
    separated_nobody: "separated nobody",
    steps: "Why, step by step",
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
    playoff_possible: "プレーオフの可能性（暫定）",
    possible_so_far: "暫定：未対局の結果で同点が崩れる可能性があります",
    separated_nobody: "差がつかず",
    steps: "順位が決まるまでの手順",
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
    v.key() as f64 / (4 * crate::engine::league::criteria::MEAN_SCALE) as f64
}

pub use crate::document::fixed;

/// A mean ([`Value::Mean`]) as an exact decimal when it is one, else to three places.
pub fn mean_text(v: Value) -> String {
    match v.as_score() {
        Some(s) => s.to_string(),
        None => {
            // In whole thousandths, rounded half away from zero, by integers: the float printer
            // (`{:.3}`) would add about 5 KiB gzip to every page that shows standings.
            let scale = 4 * crate::engine::league::criteria::MEAN_SCALE.unsigned_abs();
            let m = v.key();
            let t = (m.unsigned_abs().saturating_mul(2000) + scale) / (2 * scale);
            let sign = if m < 0 && t != 0 { "-" } else { "" };
            let text = format!("{sign}{}.{:03}", t / 1000, t % 1000);
            // A mean that rounds to a whole number of points shows none of its places.
            text.trim_end_matches('0').trim_end_matches('.').to_string()
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
    match d.kind {
        DecisionKind::Criterion { criterion } => {
            let block = &ranking.blocks[d.block];
            let step = d.step.map(|k| &block.steps[k]);
            let what = compared(lang, table, chain, block, criterion);
            match (d.block, step) {
                // The whole league: the player's own value says enough.
                (0, _) | (_, None) => {
                    let v = d.value.map(|v| value_text(lang, v)).unwrap_or_default();
                    format!("{what} {v}")
                }
                (_, Some(step)) => {
                    format!("{what}: {}", values_compared(lang, table, &step.values))
                }
            }
        }
        DecisionKind::Undecided => {
            let tail = match s.status {
                PlaceStatus::Playoff
                    if ranking.playoff_of(s.player).is_some_and(|p| p.breakable) =>
                {
                    w.playoff_possible
                }
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

/// Games played and games in all (played and pending; void games are neither).
pub fn games_played(table: &Crosstable) -> (usize, usize) {
    let (mut played, mut all) = (0, 0);
    for g in table.games() {
        match g.outcome {
            crate::engine::Outcome::Void => {}
            crate::engine::Outcome::Pending => all += 1,
            _ => {
                played += 1;
                all += 1;
            }
        }
    }
    (played, all)
}

/// While games are pending, that the standings are so far only: `so far: 2 of 45 games played`
/// (`暫定：全45局中2局終了`). `None` once every game is played.
pub fn so_far_short(lang: Lang, table: &Crosstable) -> Option<String> {
    let (played, all) = games_played(table);
    (played < all).then(|| match lang {
        Lang::En => format!("so far: {played} of {all} games played"),
        Lang::Ja => format!("暫定：全{all}局中{played}局終了"),
    })
}

/// [`so_far_short`] as a sentence: `So far: 2 of 45 games played; places and playoffs can still
/// change.`
pub fn so_far(lang: Lang, table: &Crosstable) -> Option<String> {
    let short = so_far_short(lang, table)?;
    Some(match lang {
        Lang::En => {
            let mut c = short.chars();
            let first = c.next().map(|f| f.to_ascii_uppercase()).unwrap_or_default();
            format!(
                "{first}{}; places and playoffs can still change.",
                c.as_str()
            )
        }
        Lang::Ja => format!("{short}。順位とプレーオフはまだ変わり得ます。"),
    })
}

/// One step that placed a player ([`Ranking::steps_of`]), with its label: `1B · Points 7,
/// level with Aoki, Baba`; `4C · mini-league of Aoki, Baba, Chiba: Aoki 1, Baba 1, Chiba 1 —
/// separated nobody`; `3A · head-to-head: Aoki 1, Baba 0`. In the whole league (and in a tie of
/// more than eight) the player's own value and who he was level with; in a smaller tie, every
/// value compared.
pub fn step_text(
    lang: Lang,
    table: &Crosstable,
    chain: &RuleChain,
    ranking: &Ranking,
    player: usize,
    (block, step): (usize, usize),
) -> String {
    let w = words(lang);
    let name = |i: usize| table.player(i).name.as_str();
    let b = &ranking.blocks[block];
    let st = &b.steps[step];
    // The whole league's mini-league is the league itself: named by its criterion.
    let what = match st.criterion {
        Criterion::DirectEncounter if block == 0 && b.players.len() != 2 => {
            criterion_name(lang, chain, st.criterion).to_string()
        }
        c => compared(lang, table, chain, b, c),
    };
    let body = if block == 0 || b.players.len() > 8 {
        let own = st
            .values
            .iter()
            .find(|(p, _)| *p == player)
            .map(|(_, v)| value_text(lang, *v))
            .unwrap_or_default();
        let level: Vec<&str> = st
            .parts
            .iter()
            .find(|part| part.contains(&player))
            .map(|part| {
                part.iter()
                    .filter(|&&p| p != player)
                    .map(|&p| name(p))
                    .collect()
            })
            .unwrap_or_default();
        let shown = level.len().min(8);
        let mut names = level[..shown].join(w.list_sep);
        if level.len() > shown {
            let more = level.len() - shown;
            names += &match lang {
                Lang::En => format!(" and {more} more"),
                Lang::Ja => format!("ほか{more}人"),
            };
        }
        match (lang, level.is_empty()) {
            (_, true) => format!("{what} {own}"),
            (Lang::En, false) => format!("{what} {own}, level with {names}"),
            (Lang::Ja, false) => format!("{what} {own}（{names}と同じ）"),
        }
    } else {
        // As the short form ([`explain`]) writes it.
        format!("{what}: {}", values_compared(lang, table, &st.values))
    };
    let tail = if st.split() {
        String::new()
    } else {
        match lang {
            Lang::En => format!(" — {}", w.separated_nobody),
            Lang::Ja => format!("（{}）", w.separated_nobody),
        }
    };
    // A step that split the block but left the player tied goes by the label of the tie it
    // formed (`1B`, `3B`, as `path` and the rules say), else by its own (`3A`, `4C`).
    let label = b
        .children
        .iter()
        .map(|&c| &ranking.blocks[c])
        .filter(|_| st.split())
        .find(|c| c.players.contains(&player))
        .and_then(|c| c.label.as_deref())
        .unwrap_or(&st.label);
    format!("{label} · {body}{tail}")
}

/// Why `s` has its place, every step in order ([`Ranking::steps_of`], [`step_text`]), then,
/// when the rules could not decide or a playoff did, that last word ([`explain`]). The short
/// form is [`explain`] alone.
pub fn explain_steps(
    lang: Lang,
    table: &Crosstable,
    chain: &RuleChain,
    ranking: &Ranking,
    s: &Standing,
) -> Vec<String> {
    let mut out: Vec<String> = ranking
        .steps_of(s.player)
        .into_iter()
        .map(|at| step_text(lang, table, chain, ranking, s.player, at))
        .collect();
    if !matches!(s.decided_by.kind, DecisionKind::Criterion { .. }) {
        out.push(explain(lang, table, chain, ranking, s));
    }
    out
}

/// What a step of block `b` compares, in words: `head-to-head` between two, the mini-league
/// of its players (`mini-league of A, B, C`, `A・B・Cのミニリーグ`), else the criterion's name.
fn compared(
    lang: Lang,
    table: &Crosstable,
    chain: &RuleChain,
    b: &Block,
    criterion: Criterion,
) -> String {
    let w = words(lang);
    match criterion {
        Criterion::DirectEncounter if b.players.len() == 2 => w.head_to_head.to_string(),
        Criterion::DirectEncounter => {
            let members: Vec<&str> = b
                .players
                .iter()
                .map(|&p| table.player(p).name.as_str())
                .collect();
            match lang {
                Lang::En => format!("{} of {}", w.mini_league, members.join(w.list_sep)),
                Lang::Ja => format!("{}の{}", members.join("・"), w.mini_league),
            }
        }
        c => criterion_name(lang, chain, c).to_string(),
    }
}

/// Every value a step compared, best first: `Aoki 3, Baba 2`.
fn values_compared(lang: Lang, table: &Crosstable, values: &[(usize, Value)]) -> String {
    best_first(values)
        .iter()
        .map(|(p, v)| format!("{} {}", table.player(*p).name, value_text(lang, *v)))
        .collect::<Vec<_>>()
        .join(words(lang).list_sep)
}

/// Values sorted best first (equal values keep their order).
pub fn best_first(values: &[(usize, Value)]) -> Vec<(usize, Value)> {
    let mut v = values.to_vec();
    crate::engine::sort::by_key(&mut v, |(_, value)| std::cmp::Reverse(value.key()));
    v
}

/// A standing's place: `4`, or the range `4-6` when it is shared or awaits a playoff.
pub fn place_text(s: &Standing) -> String {
    if s.place == s.place_to {
        s.place.to_string()
    } else {
        format!("{}-{}", s.place, s.place_to)
    }
}

/// Every game among `players`, seen from each of them: `out[a * k + b]` lists the sides of
/// `players[a]` against `players[b]` in file order (`k` = `players.len()`). One pass over the
/// games, so that a table of `k` players costs O(games + k²) rather than a scan of every game
/// per cell (a league's pending games are a game per pair: that was O(n⁴)).
pub(crate) fn sides_among(table: &Crosstable, players: &[usize]) -> Vec<Vec<Side>> {
    let k = players.len();
    let mut at = vec![usize::MAX; table.len()];
    for (x, &p) in players.iter().enumerate() {
        at[p] = x;
    }
    let mut out = vec![Vec::new(); k * k];
    for g in table.games() {
        let (a, b) = (at[g.a], at[g.b]);
        if a == usize::MAX || b == usize::MAX {
            continue;
        }
        out[a * k + b].push(g.outcome.side(true));
        out[b * k + a].push(g.outcome.side(false));
    }
    out
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
    out.push('\n');
    if let Some(line) = so_far(lang, table) {
        let _ = writeln!(out, "{line}");
    }
    out.push('\n');

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

    // Every step of a place decided in more than one, in place order.
    let mut heading = false;
    for st in &ranking.standings {
        let steps = explain_steps(lang, table, chain, ranking, st);
        if steps.len() < 2 {
            continue;
        }
        if !heading {
            let _ = writeln!(out, "\n{}:", w.steps);
            heading = true;
        }
        let _ = writeln!(out, "  {} {}", place_text(st), name(st.player));
        for line in steps {
            let _ = writeln!(out, "    {line}");
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
        (None, true) if p.breakable => w.possible_so_far.to_string(),
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
    let k = players.len();
    let sides = sides_among(table, players);
    let cells: Vec<String> = (0..k * k)
        .map(|x| {
            if x / k == x % k {
                return "＼".into();
            }
            let marks: String = sides[x].iter().map(|&s| mark(s)).collect();
            if marks.is_empty() {
                "・".into()
            } else {
                marks
            }
        })
        .collect();
    let wcell = cells
        .iter()
        .map(|c| width(c))
        .chain(players.iter().map(|&p| width(name(p))))
        .max()
        .unwrap_or(2);
    let mut head = format!("{indent}{}", pad("", wname));
    for &p in players {
        head.push(' ');
        head.push_str(&pad(name(p), wcell));
    }
    let _ = writeln!(out, "{}", head.trim_end());
    for (a, &i) in players.iter().enumerate() {
        let mut l = format!("{indent}{}", pad(name(i), wname));
        for c in &cells[a * k..(a + 1) * k] {
            l.push(' ');
            l.push_str(&pad(c, wcell));
        }
        let _ = writeln!(out, "{}  {}", l, scores.get(a).map_or("", String::as_str));
    }
}

#[cfg(test)]
mod tests {
    /// (value, places, text): `fixed` writes what `{:.N}` writes, without the float printer.
    #[test]
    fn fixed_places_by_integers() {
        for (x, places, want) in [
            (12.345, 1, "12.3"),
            (12.36, 1, "12.4"),
            (-0.04, 1, "0.0"),
            (-1.26, 1, "-1.3"),
            (0.25, 1, "0.2"),
            (56.25, 1, "56.2"),
            (0.75, 1, "0.8"),
            (99.95, 0, "100"),
            (7.0, 2, "7.00"),
            (0.048, 2, "0.05"),
            (1e300, 1, "1e+300"),
            (f64::NAN, 1, "NaN"),
        ] {
            assert_eq!(super::fixed(x, places), want, "{x} to {places}");
            if x.is_finite() && x.abs() < 1e15 {
                assert_eq!(
                    super::fixed(x, places),
                    format!("{x:.*}", places as usize).replace("-0.0", "0.0")
                );
            }
        }
    }

    use crate::engine::league::criteria::{MEAN_SCALE, Value};

    /// A mean's text, written by integers, is the float printer's `{:.3}` (trailing zeros
    /// trimmed, and a point left alone; no `-0`) for every mean of up to ninety points,
    /// ties of the rounding apart (the float printer rounds the nearest double, a hair above or
    /// below the tie; the integers round the tie away from zero).
    #[test]
    fn mean_text_is_the_float_printers() {
        let scale = 4 * MEAN_SCALE;
        for m in -300_000..=300_000i64 {
            if (m.abs() * 2000) % (2 * scale) == scale {
                continue;
            }
            let v = Value::Mean(m);
            let text = super::mean_text(v);
            let float = match v.as_score() {
                Some(s) => s.to_string(),
                None => {
                    let f = format!("{:.3}", m as f64 / scale as f64);
                    let f = f.trim_end_matches('0').trim_end_matches('.');
                    if f == "-0" {
                        "0".to_string()
                    } else {
                        f.to_string()
                    }
                }
            };
            assert_eq!(text, float, "mean {m}");
        }
    }
}
