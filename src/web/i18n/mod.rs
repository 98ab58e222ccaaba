//! The interface's words, in Japanese and English. The ranking's explanations come from
//! [`crate::report::text`], shared with the CLI; everything else the page says is here.

pub mod common;
pub mod help;
pub mod ko;
pub mod phone;
pub mod publish;
pub mod rounds;
pub mod stages;
pub mod swiss;
pub mod team;

use crate::engine::{PlayoffFormat, PlayoffScope, SetAsideReason, Side, Stake};
pub use crate::lang::Lang;

pub struct Text {
    pub lang_name: &'static str,
    pub other_lang: &'static str,
    pub tagline: &'static str,
    pub new_league: &'static str,
    pub players: &'static str,
    pub open: &'static str,
    pub save_json: &'static str,
    pub save_csv: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub league_title: &'static str,
    pub rules: &'static str,
    pub custom_rules: &'static str,
    pub rules_help: &'static str,
    pub seats: &'static str,
    pub seats_help: &'static str,
    pub crosstable: &'static str,
    pub grid_help: &'static str,
    pub player: &'static str,
    pub previous_rank: &'static str,
    pub move_up: &'static str,
    pub move_down: &'static str,
    pub remove: &'static str,
    pub add_player: &'static str,
    pub standings: &'static str,
    pub place: &'static str,
    pub score: &'static str,
    pub wdl: &'static str,
    pub rule: &'static str,
    pub why: &'static str,
    pub seat_line: &'static str,
    pub shared: &'static str,
    pub playoff_pending: &'static str,
    /// A place awaiting a playoff that a pending game can still make unnecessary.
    pub playoff_possible: &'static str,
    pub by_playoff: &'static str,
    pub tied_blocks: &'static str,
    pub no_ties: &'static str,
    pub block: &'static str,
    pub places: &'static str,
    pub mini_league: &'static str,
    pub close: &'static str,
    pub cycles: &'static str,
    pub cycle_help: &'static str,
    pub playoffs: &'static str,
    /// The playoffs' heading while some of them are only possible.
    pub playoffs_so_far: &'static str,
    /// No tie needs a playoff, with games pending.
    pub no_playoffs_so_far: &'static str,
    /// A playoff that a pending game can still make unnecessary.
    pub playoff_possible_note: &'static str,
    /// A playoff no pending game can change, while games are pending.
    pub playoff_required_note: &'static str,
    pub no_playoffs: &'static str,
    pub record_result: &'static str,
    pub clear_result: &'static str,
    pub recorded: &'static str,
    pub cannot_rank: &'static str,
    pub dismiss: &'static str,
    pub download: &'static str,
    pub cycle_marker: &'static str,
    pub new_player_stem: &'static str,
    /// The link to the Swiss page (swiss.html).
    pub swiss_link: &'static str,
    /// A Swiss event opened on the league page.
    pub file_error: &'static str,
    pub storage_full: &'static str,
    pub not_saving: &'static str,
    pub footer: &'static str,
    pub cycles_label: &'static str,
    pub single_rr: &'static str,
    pub double_rr: &'static str,
    pub scoring: &'static str,
    pub scoring_default: &'static str,
    pub scoring_custom: &'static str,
    pub win: &'static str,
    pub draw: &'static str,
    pub loss: &'static str,
    pub forfeit_win: &'static str,
    pub forfeit_loss: &'static str,
    pub policies: &'static str,
    pub playoff_scope: &'static str,
    pub title_rules: &'static str,
    pub title_rules_help: &'static str,
    pub playoff_format: &'static str,
    pub preset_mark: &'static str,
    pub keep: &'static str,
    pub clear: &'static str,
    pub stale_playoff: &'static str,
    pub stale_kept: &'static str,
    pub decides_title_only: &'static str,
    pub seeds: &'static str,
    pub ladder_games: &'static str,
    pub next_game: &'static str,
    pub points_only: &'static str,
    /// Between a heading and what follows: `: `, `：`.
    pub colon: &'static str,
}

const EN: Text = Text {
    lang_name: "English",
    other_lang: "日本語",
    tagline: "Round-robin standings, every place explained",
    new_league: "New league",
    players: "Players",
    open: "Open…",
    save_json: "Save JSON",
    save_csv: "Save CSV",
    undo: "Undo",
    redo: "Redo",
    league_title: "League",
    rules: "Rules",
    custom_rules: "Custom chain",
    rules_help: "A preset, or criterion codes in order: PTS WIN WON DE SB BH KS BPG BWG ARO TPR PREV",
    seats: "Seats",
    seats_help: "Places that keep their seat (blank: none)",
    crosstable: "Crosstable",
    grid_help: "Click a cell to cycle 〇 ● △ □ ■ and blank; on a touch screen, tap it to choose the result. Keys: arrows move; o win, x loss, d draw, f forfeit win, F forfeit loss, Backspace clears. In a double round robin each meeting is its own half-cell.",
    player: "Player",
    previous_rank: "Prev.",
    move_up: "Move up",
    move_down: "Move down",
    remove: "Remove",
    add_player: "Add player",
    standings: "Standings",
    place: "Place",
    score: "Score",
    wdl: "W-D-L",
    rule: "Rule",
    why: "Why",
    seat_line: "seat line",
    shared: "shared",
    playoff_pending: "playoff",
    playoff_possible: "playoff possible",
    by_playoff: "by playoff",
    tied_blocks: "Tied blocks",
    no_ties: "No ties.",
    block: "Block",
    places: "places",
    mini_league: "Mini-league",
    close: "Close",
    cycles: "Cycles",
    cycle_help: "A → B: A beat B.",
    playoffs: "Playoffs required",
    playoffs_so_far: "Playoffs (so far)",
    no_playoffs_so_far: "No tie needs a playoff so far.",
    playoff_possible_note: "Possible: a pending game can still break this tie.",
    playoff_required_note: "Required: no pending game can change this tie.",
    no_playoffs: "No playoff is required.",
    record_result: "Record result",
    clear_result: "Clear result",
    recorded: "recorded",
    cannot_rank: "Cannot rank this table",
    dismiss: "Dismiss",
    download: "Download it",
    cycle_marker: "on a cycle",
    new_player_stem: "Player ",
    swiss_link: "Swiss event",
    file_error: "Could not open the file",
    footer: "Works offline once visited; your edits stay in this browser.",
    not_saving: "So as not to overwrite it, your edits in this page are not being saved in the browser: use Save JSON.",
    storage_full: "Could not save in this browser (storage full or disabled): keep a copy with Save JSON.",
    cycles_label: "Meetings",
    single_rr: "Single round robin",
    double_rr: "Double round robin",
    scoring: "Scoring",
    scoring_default: "1-½-0 (Go: 1-0, jigo ½)",
    scoring_custom: "Custom values",
    win: "Win",
    draw: "Draw",
    loss: "Loss",
    forfeit_win: "Forfeit win",
    forfeit_loss: "Forfeit loss",
    policies: "Playoff rules",
    playoff_scope: "Playoff for",
    title_rules: "Title tie-breaks",
    title_rules_help: "Criterion codes for a tie for first only, or none (blank: the preset's)",
    playoff_format: "Playoff format",
    preset_mark: "preset",
    keep: "Keep",
    clear: "Clear",
    stale_playoff: "This recorded playoff no longer applies",
    stale_kept: "Kept in the file; not used",
    decides_title_only: "Seeded by the rules; decides place 1 only (the others keep their order).",
    seeds: "Seeds",
    ladder_games: "Games played",
    next_game: "Next game",
    points_only: "Points so far (no ranking until the error is fixed)",
    colon: ": ",
};

const JA: Text = Text {
    lang_name: "日本語",
    other_lang: "English",
    tagline: "総当たり戦の順位と、その決まり方",
    new_league: "新しいリーグ",
    players: "人数",
    open: "開く…",
    save_json: "JSONで保存",
    save_csv: "CSVで保存",
    undo: "元に戻す",
    redo: "やり直す",
    league_title: "リーグ名",
    rules: "規定",
    custom_rules: "任意の順序",
    rules_help: "プリセット、または基準コードを順に：PTS WIN WON DE SB BH KS BPG BWG ARO TPR PREV",
    seats: "残留枠",
    seats_help: "残留できる順位（空欄：なし）",
    crosstable: "星取表",
    grid_help: "セルをクリックで 〇 ● △ □ ■ 空欄 の順に切り替え（タッチ画面ではタップして結果を選びます）。キー：矢印で移動、o 勝ち、x 負け、d 引き分け、f 不戦勝、F 不戦敗、Backspace で消去。2回戦総当たりでは対局ごとに半分のセルになります。",
    player: "氏名",
    previous_rank: "前期",
    move_up: "上へ",
    move_down: "下へ",
    remove: "削除",
    add_player: "棋士を追加",
    standings: "順位表",
    place: "順位",
    score: "得点",
    wdl: "勝-分-敗",
    rule: "根拠",
    why: "理由",
    seat_line: "残留ライン",
    shared: "同順位",
    playoff_pending: "プレーオフ",
    playoff_possible: "プレーオフの可能性",
    by_playoff: "プレーオフで決定",
    tied_blocks: "同点グループ",
    no_ties: "同点はありません。",
    block: "グループ",
    places: "位",
    mini_league: "ミニリーグ",
    close: "閉じる",
    cycles: "三すくみ・循環",
    cycle_help: "A → B：AがBに勝ち。",
    playoffs: "必要なプレーオフ",
    playoffs_so_far: "プレーオフ（暫定）",
    no_playoffs_so_far: "現時点でプレーオフが必要な同点はありません。",
    playoff_possible_note: "可能性：未対局の結果でこの同点が崩れることがあります。",
    playoff_required_note: "必要：残りの対局の結果にかかわらず、この同点は変わりません。",
    no_playoffs: "プレーオフは必要ありません。",
    record_result: "結果を記録",
    clear_result: "結果を消去",
    recorded: "記録済み",
    cannot_rank: "順位を計算できません",
    dismiss: "閉じる",
    download: "ダウンロード",
    cycle_marker: "循環",
    new_player_stem: "棋士",
    swiss_link: "スイス式の大会",
    file_error: "ファイルを開けませんでした",
    footer: "一度開けばオフラインでも使えます。編集内容はこのブラウザに保存されます。",
    not_saving: "上書きしないよう、このページでの編集はブラウザに保存されません。「JSONで保存」をお使いください。",
    storage_full: "このブラウザに保存できません（容量不足または無効）。「JSONで保存」で控えを残してください。",
    cycles_label: "対戦回数",
    single_rr: "1回戦総当たり",
    double_rr: "2回戦総当たり",
    scoring: "得点",
    scoring_default: "1-½-0（囲碁：勝ち1・持碁½）",
    scoring_custom: "任意の値",
    win: "勝ち",
    draw: "引き分け",
    loss: "負け",
    forfeit_win: "不戦勝",
    forfeit_loss: "不戦敗",
    policies: "プレーオフの規定",
    playoff_scope: "プレーオフの対象",
    title_rules: "優勝決定の基準",
    title_rules_help: "1位の同点だけに使う基準コード、または none（空欄：プリセットどおり）",
    playoff_format: "プレーオフ方式",
    preset_mark: "既定",
    keep: "残す",
    clear: "消去",
    stale_playoff: "この記録済みプレーオフは現在は適用されません",
    stale_kept: "ファイルに残しています（使われません）",
    decides_title_only: "規定によるシード順。決めるのは1位のみです（他の棋士の順位は変わりません）。",
    seeds: "シード順",
    ladder_games: "対局済み",
    next_game: "次の対局",
    points_only: "現在の得点（誤りを直すまで順位は出せません）",
    colon: "：",
};

/// A preset's name ([`crate::engine::league::chain::PRESETS`] lists the ids).
pub fn preset_name(lang: Lang, id: &str) -> &'static str {
    match (lang, id) {
        (Lang::En, "fukui") => "Fukui Go league",
        (Lang::En, "jp-pro-league") => "Japanese pro league",
        (Lang::En, "shogi-junisen") => "Shogi 順位戦 (junisen)",
        (Lang::En, "rif-round-robin") => "RIF round robin (renju)",
        (Lang::En, "fide-round-robin") => "FIDE round robin (chess)",
        (Lang::Ja, "fukui") => "福井県囲碁リーグ",
        (Lang::Ja, "jp-pro-league") => "プロ棋戦リーグ",
        (Lang::Ja, "shogi-junisen") => "将棋 順位戦",
        (Lang::Ja, "rif-round-robin") => "RIF 総当たり（連珠）",
        (Lang::Ja, "fide-round-robin") => "FIDE 総当たり（チェス）",
        _ => "?",
    }
}

/// A playoff scope's name, by its code (`none`, `title`, `seats`, `title,seats`, `all`).
pub fn scope_name(lang: Lang, scope: PlayoffScope) -> &'static str {
    match (lang, scope) {
        (Lang::En, PlayoffScope::None) => "no playoff (places shared)",
        (Lang::En, PlayoffScope::Title) => "the title",
        (Lang::En, PlayoffScope::Seats) => "the seat line",
        (Lang::En, PlayoffScope::TitleAndSeats) => "the title and the seat line",
        (Lang::En, PlayoffScope::All) => "every tie",
        (Lang::Ja, PlayoffScope::None) => "なし（同順位）",
        (Lang::Ja, PlayoffScope::Title) => "優勝",
        (Lang::Ja, PlayoffScope::Seats) => "残留ライン",
        (Lang::Ja, PlayoffScope::TitleAndSeats) => "優勝と残留ライン",
        (Lang::Ja, PlayoffScope::All) => "すべての同点",
    }
}

/// A playoff format's name.
pub fn format_name(lang: Lang, format: PlayoffFormat) -> &'static str {
    match (lang, format) {
        (Lang::En, PlayoffFormat::Knockout) => "knockout",
        (Lang::En, PlayoffFormat::Stepladder) => "stepladder",
        (Lang::En, PlayoffFormat::RoundRobin) => "round robin",
        (Lang::En, PlayoffFormat::TwoMostSenior) => "the two most senior play",
        (Lang::Ja, PlayoffFormat::Knockout) => "トーナメント",
        (Lang::Ja, PlayoffFormat::Stepladder) => "パラマス式（ステップラダー）",
        (Lang::Ja, PlayoffFormat::RoundRobin) => "総当たり",
        (Lang::Ja, PlayoffFormat::TwoMostSenior) => "上位2名の決定戦",
    }
}

/// Why a recorded playoff was set aside.
pub fn set_aside(lang: Lang, reason: &SetAsideReason, names: &[String]) -> String {
    let who = |i: usize| {
        names
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("#{}", i + 1))
    };
    let list = |ps: &[usize], sep: &str| ps.iter().map(|&i| who(i)).collect::<Vec<_>>().join(sep);
    match (lang, reason) {
        (Lang::En, SetAsideReason::NotRequired { required }) if required.is_empty() => {
            "its players are not those of a playoff required now (none is required).".into()
        }
        (Lang::En, SetAsideReason::NotRequired { required }) => format!(
            "its players are not those of a playoff required now ({}).",
            required
                .iter()
                .map(|r| list(r, ", "))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        (Lang::Ja, SetAsideReason::NotRequired { required }) if required.is_empty() => {
            "現在必要なプレーオフの顔ぶれと違います（必要なプレーオフはありません）。".into()
        }
        (Lang::Ja, SetAsideReason::NotRequired { required }) => format!(
            "現在必要なプレーオフの顔ぶれと違います（必要なのは {}）。",
            required
                .iter()
                .map(|r| list(r, "・"))
                .collect::<Vec<_>>()
                .join("、")
        ),
        (Lang::En, SetAsideReason::BadOrder { player }) => format!(
            "its order names {}, who did not play it (or names someone twice).",
            who(*player)
        ),
        (Lang::Ja, SetAsideReason::BadOrder { player }) => format!(
            "順位に出場していない棋士（{}）が含まれているか、同じ棋士が二度あります。",
            who(*player)
        ),
        (Lang::En, SetAsideReason::NotInLadder { game }) => format!(
            "its game {} is not the one the stepladder calls for.",
            game + 1
        ),
        (Lang::Ja, SetAsideReason::NotInLadder { game }) => {
            format!("{}局目がパラマス式の組み合わせと違います。", game + 1)
        }
    }
}

/// A stepladder game's winner: "C won", "Cの勝ち".
pub fn won(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} won"),
        Lang::Ja => format!("{name}の勝ち"),
    }
}

/// The label of one meeting of a pair: "A – B, meeting 2: win".
pub fn meeting_label(lang: Lang, a: &str, b: &str, meeting: usize, side: Side) -> String {
    match lang {
        Lang::En => format!(
            "{a} – {b}, meeting {}: {}",
            meeting + 1,
            side_name(lang, side)
        ),
        Lang::Ja => format!("{a} – {b} {}局目：{}", meeting + 1, side_name(lang, side)),
    }
}

pub fn text(lang: Lang) -> &'static Text {
    match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    }
}

/// The other language (the switch's target).
pub fn other(lang: Lang) -> Lang {
    match lang {
        Lang::En => Lang::Ja,
        Lang::Ja => Lang::En,
    }
}

/// The `lang` attribute value.
pub fn tag(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Ja => "ja",
    }
}

/// The heading of the result picker a tap opens on a touch screen: "A – B" (with the meeting
/// when a pair meets more than once), and what choosing does.
pub fn picker_title(lang: Lang, a: &str, b: &str, meeting: Option<usize>) -> String {
    match (lang, meeting) {
        (Lang::En, None) => format!("{a} – {b}: {a}'s result"),
        (Lang::En, Some(m)) => format!("{a} – {b}, meeting {}: {a}'s result", m + 1),
        (Lang::Ja, None) => format!("{a} – {b}：{a}の結果"),
        (Lang::Ja, Some(m)) => format!("{a} – {b} {}局目：{a}の結果", m + 1),
    }
}

/// A result in words, for screen readers and tooltips.
pub fn side_name(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::En, Side::Win) => "win",
        (Lang::En, Side::Loss) => "loss",
        (Lang::En, Side::Draw) => "draw",
        (Lang::En, Side::ForfeitWin) => "win by forfeit",
        (Lang::En, Side::ForfeitLoss) => "loss by forfeit",
        (Lang::En, Side::Void) => "void",
        (Lang::En, Side::Pending) => "not played",
        (Lang::Ja, Side::Win) => "勝ち",
        (Lang::Ja, Side::Loss) => "負け",
        (Lang::Ja, Side::Draw) => "引き分け",
        (Lang::Ja, Side::ForfeitWin) => "不戦勝",
        (Lang::Ja, Side::ForfeitLoss) => "不戦敗",
        (Lang::Ja, Side::Void) => "無勝負",
        (Lang::Ja, Side::Pending) => "未対局",
    }
}

/// The tap that opens every step of a place's "why": `all 4 steps`, `手順4つ`.
pub fn all_steps(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("all {n} steps"),
        Lang::Ja => format!("手順{n}つ"),
    }
}

/// A place range: `3`, `3–5`.
pub fn places(place: u32, place_to: u32) -> String {
    if place == place_to {
        place.to_string()
    } else {
        format!("{place}–{place_to}")
    }
}

pub fn stake(lang: Lang, s: Stake) -> &'static str {
    match (lang, s) {
        (Lang::En, Stake::Title) => "title",
        (Lang::En, Stake::SeatLine) => "seat line",
        (Lang::Ja, Stake::Title) => "優勝",
        (Lang::Ja, Stake::SeatLine) => "残留ライン",
    }
}

/// The `n`-th place of a playoff's finishing order.
pub fn nth(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => {
            let suffix = match (n % 10, n % 100) {
                (1, r) if r != 11 => "st",
                (2, r) if r != 12 => "nd",
                (3, r) if r != 13 => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
        Lang::Ja => format!("{n}位"),
    }
}

/// The what-if panel's words. Results and conditions in words come from
/// [`crate::report::league_whatif`], shared with the CLI.
pub struct WhatIfText {
    pub heading: &'static str,
    pub help: &'static str,
    pub run: &'static str,
    pub cancel: &'static str,
    pub draws: &'static str,
    /// The precision and search-budget settings' labels.
    pub precision: &'static str,
    pub search_budget: &'static str,
    pub no_pending: &'static str,
    pub cannot_run: &'static str,
    pub starting: &'static str,
    pub cancelled: &'static str,
    pub failed: &'static str,
    pub worker_failed: &'static str,
    pub stale: &'static str,
    pub heat_caption: &'static str,
    pub prospects: &'static str,
    pub best_worst: &'static str,
    pub title: &'static str,
    pub seat: &'static str,
    pub clinched: &'static str,
    pub eliminated: &'static str,
    pub conditions: &'static str,
    pub show: &'static str,
    pub show_case: &'static str,
    pub not_proven: &'static str,
    pub banner: &'static str,
    pub banner_help: &'static str,
    pub legend: &'static str,
    pub confirm: &'static str,
    pub discard: &'static str,
    pub hypothetical: &'static str,
}

const WHATIF_EN: WhatIfText = WhatIfText {
    heading: "What-if",
    help: "Every outcome of the pending games (blank cells), ranked under the rules, each equally likely. It runs in the background; the page stays usable.",
    run: "Run",
    cancel: "Cancel",
    draws: "Draws possible",
    precision: "Precision (Monte Carlo)",
    search_budget: "Best/worst search budget",
    no_pending: "No pending game: every pair has played.",
    cannot_run: "What-if needs a table that ranks.",
    starting: "Starting…",
    cancelled: "Cancelled.",
    failed: "What-if failed",
    worker_failed: "the background worker could not start",
    stale: "The table changed since this was computed: run again.",
    heat_caption: "Probability of each place (%)",
    prospects: "Prospects",
    best_worst: "Best–worst",
    title: "Title",
    seat: "Seat",
    clinched: "clinched",
    eliminated: "eliminated",
    conditions: "Conditions",
    show: "Show in table",
    show_case: "Show this case in table",
    not_proven: "not proven",
    banner: "Showing a hypothetical outcome",
    banner_help: "Not saved: the real results stay as they are until you confirm.",
    legend: "hypothetical result",
    confirm: "Confirm",
    discard: "Discard",
    hypothetical: "hypothetical",
};

const WHATIF_JA: WhatIfText = WhatIfText {
    heading: "もしも分析",
    help: "未対局（空欄）の全結果パターンを規定どおりに順位付けします（各結果は等確率）。計算は裏で行い、その間もページは使えます。",
    run: "実行",
    cancel: "中止",
    draws: "引き分けあり",
    precision: "精度（モンテカルロ法）",
    search_budget: "最高・最低順位の探索上限",
    no_pending: "未対局はありません。",
    cannot_run: "順位を計算できる表が必要です。",
    starting: "準備中…",
    cancelled: "中止しました。",
    failed: "もしも分析に失敗しました",
    worker_failed: "計算用のワーカーを起動できませんでした",
    stale: "計算後に表が変わりました。もう一度実行してください。",
    heat_caption: "各順位の確率（%）",
    prospects: "見通し",
    best_worst: "最高–最低",
    title: "優勝",
    seat: "残留",
    clinched: "確定",
    eliminated: "脱落",
    conditions: "条件",
    show: "表に表示",
    show_case: "この場合を表に表示",
    not_proven: "未証明",
    banner: "仮の結果を表示中",
    banner_help: "保存されていません。確定するまで実際の結果は変わりません。",
    legend: "仮の結果",
    confirm: "確定する",
    discard: "取り消す",
    hypothetical: "仮",
};

pub fn whatif(lang: Lang) -> &'static WhatIfText {
    match lang {
        Lang::En => &WHATIF_EN,
        Lang::Ja => &WHATIF_JA,
    }
}

/// A whole number with thousands separators: `1,048,576`.
pub fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A large number of outcomes, `x`, with its `log10` (a float cannot hold 2^1035: `x` is then
/// infinite): exact up to 10^15, then `7.4×10^19`, `3.7×10^311`.
pub fn outcomes(x: f64, log10: f64) -> String {
    if x.is_finite() && x < 1e15 {
        count(x.round() as u64)
    } else {
        let e = log10.floor();
        // 9.96 rounds to "10.0": carry it into the exponent.
        let m = 10f64.powf(log10 - e);
        let (m, e) = if m >= 9.95 { (1.0, e + 1.0) } else { (m, e) };
        format!("{}×10^{}", crate::report::text::fixed(m, 1), e as i64)
    }
}

/// A probability as a percentage without the sign: `25`, `12.5`, `<0.1`, `>99.9`.
pub fn percent(p: f64) -> String {
    let x = p * 100.0;
    if x <= 0.0 {
        "0".into()
    } else if x < 0.1 {
        "<0.1".into()
    } else if x > 99.9 && x < 100.0 {
        ">99.9".into()
    } else {
        let s = crate::report::text::fixed(x, 1);
        s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
    }
}

/// A precision the page offers: "±0.5 pp".
pub fn precision_choice(lang: Lang, precision: f64) -> String {
    let pp = crate::report::league_whatif::percentage_points(precision);
    match lang {
        Lang::En => format!("±{pp} percentage points"),
        Lang::Ja => format!("±{pp} ポイント"),
    }
}

/// A search budget the page offers: "8,000,000 steps".
pub fn budget_choice(lang: Lang, nodes: u64) -> String {
    match lang {
        Lang::En => format!("{} steps", count(nodes)),
        Lang::Ja => format!("{} 手順", count(nodes)),
    }
}

/// What a run will do: "3 pending games, 8 outcomes: exact".
pub fn plan(lang: Lang, plan: &crate::editor::league::outcomes::Plan) -> String {
    let games = plan.pending;
    let outcomes = outcomes(plan.outcomes, plan.outcomes_log10);
    // Where the games are, in a scheduled league: " (round 9)", "（8～9回戦）".
    let rounds = match (lang, plan.rounds) {
        (_, None) => String::new(),
        (Lang::En, Some((a, b))) if a == b => format!(" (round {a})"),
        (Lang::En, Some((a, b))) => format!(" (rounds {a}–{b})"),
        (Lang::Ja, Some((a, b))) if a == b => format!("（{a}回戦）"),
        (Lang::Ja, Some((a, b))) => format!("（{a}～{b}回戦）"),
    };
    let samples = match (lang, plan.precision) {
        (Lang::En, Some(p)) => format!(
            "until every probability is within ±{} percentage points, at most {} samples",
            crate::report::league_whatif::percentage_points(p),
            count(plan.samples)
        ),
        (Lang::En, None) => format!("{} samples", count(plan.samples)),
        (Lang::Ja, Some(p)) => format!(
            "どの確率も ±{} ポイント以内になるまで、最大 {} 回の抽出",
            crate::report::league_whatif::percentage_points(p),
            count(plan.samples)
        ),
        (Lang::Ja, None) => format!("{} 回の抽出", count(plan.samples)),
    };
    match (lang, plan.exact) {
        (Lang::En, true) => format!(
            "{games} pending game{}{rounds}, {outcomes} outcomes: exact (every outcome ranked).",
            if games == 1 { "" } else { "s" }
        ),
        (Lang::En, false) => format!(
            "{games} pending games{rounds}, {outcomes} outcomes: too many to rank each, so Monte Carlo ({samples}) for the probabilities; best and worst places by search."
        ),
        (Lang::Ja, true) => {
            format!("未対局 {games} 局{rounds}、{outcomes} 通り：全パターンを厳密に計算します。")
        }
        (Lang::Ja, false) => format!(
            "未対局 {games} 局{rounds}、{outcomes} 通り：多すぎるため確率はモンテカルロ法（{samples}）で推定し、最高・最低順位は探索で求めます。"
        ),
    }
}

/// How the probabilities were found.
pub fn method(lang: Lang, method: &crate::engine::league::whatif::Method) -> String {
    use crate::engine::league::whatif::Method;
    match (lang, method) {
        (Lang::En, Method::Exact { outcomes }) => {
            format!(
                "Exact: all {} outcomes, each equally likely.",
                count(*outcomes)
            )
        }
        (Lang::Ja, Method::Exact { outcomes }) => {
            format!("厳密計算：全 {} 通り（各結果は等確率）。", count(*outcomes))
        }
        (
            Lang::En,
            Method::Sampled {
                samples, precision, ..
            },
        ) => format!(
            "Monte Carlo, {} samples: probabilities are estimates, each within ±{} percentage points at 95 %, with 95 % intervals in brackets.",
            count(*samples),
            crate::report::league_whatif::percentage_points(*precision)
        ),
        (
            Lang::Ja,
            Method::Sampled {
                samples, precision, ..
            },
        ) => format!(
            "モンテカルロ法、{} 回の抽出：確率は推定値で、どれも 95% で ±{} ポイント以内、［］内は 95% 区間です。",
            count(*samples),
            crate::report::league_whatif::percentage_points(*precision)
        ),
    }
}

/// How long a run took: milliseconds below a second, seconds (to a tenth) below a minute,
/// then minutes and whole seconds.
pub fn elapsed(lang: Lang, ms: f64) -> String {
    let ms = ms.max(0.0);
    if ms < 1000.0 {
        return match lang {
            Lang::En => format!("Computed in {} ms.", crate::report::text::fixed(ms, 0)),
            Lang::Ja => format!("計算時間 {} ミリ秒。", crate::report::text::fixed(ms, 0)),
        };
    }
    // Whole tenths of a second, rounded once, so that 59.96 s reads "1 min 0 s", not "60.0 s".
    let tenths = (ms / 100.0).round() as u64;
    if tenths < 600 {
        let (s, t) = (tenths / 10, tenths % 10);
        return match lang {
            Lang::En => format!("Computed in {s}.{t} s."),
            Lang::Ja => format!("計算時間 {s}.{t} 秒。"),
        };
    }
    let secs = (ms / 1000.0).round() as u64;
    let (m, s) = (secs / 60, secs % 60);
    match lang {
        Lang::En => format!("Computed in {m} min {s} s."),
        Lang::Ja => format!("計算時間 {m} 分 {s} 秒。"),
    }
}

/// A run's progress: "Sampling outcomes: 8,192 / at most 1,000,000"; the search says how much
/// of its budget is spent, the most it can still take.
pub fn progress(lang: Lang, p: &crate::engine::league::whatif::Progress) -> String {
    use crate::engine::league::whatif::Phase;
    let what = phase(lang, p.phase);
    let (done, total) = (count(p.done), count(p.total));
    match (lang, p.phase) {
        (_, Phase::Searching) => {
            let spent = (100 * p.done.min(p.total)) / p.total.max(1);
            match lang {
                Lang::En => {
                    format!("{what}: {spent} % of the search budget spent (it stops there)")
                }
                Lang::Ja => format!("{what}：探索の上限の {spent}% まで（上限で止まります）"),
            }
        }
        (Lang::En, Phase::Sampling) => format!("{what}: {done} / at most {total}"),
        (Lang::Ja, Phase::Sampling) => format!("{what}：{done} / 最大 {total}"),
        (Lang::En, _) => format!("{what}: {done} / {total}"),
        (Lang::Ja, _) => format!("{what}：{done} / {total}"),
    }
}

/// What a phase of a run is doing.
pub fn phase(lang: Lang, phase: crate::engine::league::whatif::Phase) -> &'static str {
    use crate::engine::league::whatif::Phase;
    match (lang, phase) {
        (Lang::En, Phase::Enumerating) => "Ranking every outcome",
        (Lang::En, Phase::Searching) => "Searching best and worst places",
        (Lang::En, Phase::Sampling) => "Sampling outcomes",
        (Lang::En, Phase::Conditions) => "Putting the conditions into words",
        (Lang::Ja, Phase::Enumerating) => "全パターンを順位付け中",
        (Lang::Ja, Phase::Searching) => "最高・最低順位を探索中",
        (Lang::Ja, Phase::Sampling) => "パターンを抽出中",
        (Lang::Ja, Phase::Conditions) => "条件を整理中",
    }
}

/// A heat-map cell's title: "岡崎, place 6: 75 %".
pub fn place_chance(lang: Lang, name: &str, place: usize, p: f64) -> String {
    match lang {
        Lang::En => format!("{name}, place {place}: {} %", percent(p)),
        Lang::Ja => format!("{name} {place}位：{}%", percent(p)),
    }
}

/// "Best place: 5", "Worst place: 6".
pub fn extreme(lang: Lang, best: bool, place: u32) -> String {
    match (lang, best) {
        (Lang::En, true) => format!("Best place: {place}"),
        (Lang::En, false) => format!("Worst place: {place}"),
        (Lang::Ja, true) => format!("最高 {place} 位"),
        (Lang::Ja, false) => format!("最低 {place} 位"),
    }
}

/// The banner's description of a shown outcome: "岡崎: best place (5)".
pub fn shown_extreme(lang: Lang, name: &str, best: bool, place: u32) -> String {
    match (lang, best) {
        (Lang::En, true) => format!("{name}'s best place ({place})"),
        (Lang::En, false) => format!("{name}'s worst place ({place})"),
        (Lang::Ja, true) => format!("{name}の最高順位（{place}位）"),
        (Lang::Ja, false) => format!("{name}の最低順位（{place}位）"),
    }
}

/// The banner's description of a shown case of a condition.
pub fn shown_case(lang: Lang, name: &str, target: &str, case: &str) -> String {
    match lang {
        Lang::En => format!("{name}, {}: {case}", target.to_lowercase()),
        Lang::Ja => format!("{name}の{target}：{case}"),
    }
}

/// A playoff share: "+12.5 % playoff".
pub fn playoff_share(lang: Lang, p: f64) -> String {
    match lang {
        Lang::En => format!("+{} % playoff", percent(p)),
        Lang::Ja => format!("プレーオフ +{}%", percent(p)),
    }
}

impl WhatIfText {
    /// The name of a target: `title` or `seat`.
    pub fn title_or_seat(&self, kind: &str) -> &'static str {
        if kind == "title" {
            self.title
        } else {
            self.seat
        }
    }
}

/// The impasse dialog's words (持将棋, 入玉宣言法). The verdict itself is
/// [`crate::report::jishogi::render`]'s.
pub struct ImpasseText {
    /// The button near the crosstable that opens the dialog.
    pub open: &'static str,
    pub heading: &'static str,
    pub help: &'static str,
    pub sente: &'static str,
    pub gote: &'static str,
    pub meeting: &'static str,
    pub rule: &'static str,
    pub big: &'static str,
    pub small: &'static str,
    pub declarer: &'static str,
    pub counted_big: &'static str,
    pub counted_small: &'static str,
    pub in_camp: &'static str,
    pub king_in_camp: &'static str,
    pub in_check: &'static str,
    pub verdict: &'static str,
    pub enter: &'static str,
    pub replay: &'static str,
    pub replay_note: &'static str,
    pub same_player: &'static str,
    pub entered: &'static str,
}

const IMPASSE_EN: ImpasseText = ImpasseText {
    open: "Impasse…",
    heading: "Impasse (jishogi)",
    help: "Count the pieces without the kings: a rook or bishop (promoted or not) is 5 points, every other piece 1.",
    sente: "Sente (moved first)",
    gote: "Gote (moved second)",
    meeting: "Meeting",
    rule: "Rule",
    big: "Rooks and bishops",
    small: "Other pieces",
    declarer: "Declarer",
    counted_big: "Rooks and bishops in hand or in the camp",
    counted_small: "Other pieces in hand or in the camp",
    in_camp: "Pieces inside the camp (not the king)",
    king_in_camp: "King inside the opponent's camp",
    in_check: "King in check",
    verdict: "Verdict",
    enter: "Enter in the crosstable",
    replay: "Leave the game to be played",
    replay_note: "The pair replays: this game counts for nothing and the meeting stays to be played.",
    same_player: "Choose two different players.",
    entered: "Entered.",
};

const IMPASSE_JA: ImpasseText = ImpasseText {
    open: "持将棋…",
    heading: "持将棋・入玉宣言",
    help: "玉を除いて数えます：飛車・角（成りを含む）は5点、その他の駒は1点。",
    sente: "先手",
    gote: "後手",
    meeting: "対局",
    rule: "規定",
    big: "飛角",
    small: "その他の駒",
    declarer: "宣言者",
    counted_big: "持駒と敵陣の飛角",
    counted_small: "持駒と敵陣のその他の駒",
    in_camp: "敵陣の駒の数（玉を除く）",
    king_in_camp: "玉が敵陣にいる",
    in_check: "王手がかかっている",
    verdict: "判定",
    enter: "星取表に記入",
    replay: "未対局のままにする",
    replay_note: "指し直し：この対局は数えず、同じ組み合わせでもう一局指します。",
    same_player: "先手と後手には別の対局者を選んでください。",
    entered: "記入しました。",
};

pub fn impasse(lang: Lang) -> &'static ImpasseText {
    match lang {
        Lang::En => &IMPASSE_EN,
        Lang::Ja => &IMPASSE_JA,
    }
}
