//! The words of the stages page (`stages.html`): a new event from a list of players, the stages
//! as tabs, results by one tap, the next games, the final places. What a stage is and who
//! enters it are `crate::report::staged`'s words, which the CLI prints too.

use super::Lang;

pub struct StagesText {
    pub title: &'static str,
    pub tagline: &'static str,
    pub new_heading: &'static str,
    pub new_help: &'static str,
    pub players_label: &'static str,
    pub team: &'static str,
    pub event_title: &'static str,
    pub make: &'static str,
    /// Above the system proposed for the players typed so far.
    pub proposed: &'static str,
    pub next: &'static str,
    pub next_help: &'static str,
    pub finals: &'static str,
    pub waiting: &'static str,
    pub not_scheduled: &'static str,
    pub order: &'static str,
    pub place: &'static str,
    pub player: &'static str,
    pub points: &'static str,
    pub from_stage: &'static str,
    pub open: &'static str,
    pub save: &'static str,
    pub new_event: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub print: &'static str,
    pub league_page: &'static str,
    pub other_lang: &'static str,
    pub stages_label: &'static str,
    pub no_places: &'static str,
    pub prospects: &'static str,
    pub prospects_help: &'static str,
    pub in_stage: &'static str,
    pub final_places: &'static str,
    pub shared_intro: &'static str,
    pub cannot_share: &'static str,
    pub nothing_named: &'static str,
    pub tiebreaks: &'static str,
    pub decided_by: &'static str,
    pub bye: &'static str,
    pub crosstable: &'static str,
    pub wall_chart: &'static str,
    pub carried_mark: &'static str,
    pub carried_legend: &'static str,
    pub codes: &'static str,
    pub codes_hint: &'static str,
}

const EN: StagesText = StagesText {
    title: "Events in stages",
    tagline: "Round robins, groups, Swiss stages and finals, as the RIF rules set them by the number of players",
    new_heading: "A new event",
    new_help: "Type or paste the players (or teams) one per line, in seed order, as copied from a spreadsheet (the name, and optionally the rating and the club). The page proposes the system the RIF rules name for their number; each stage's rules are in the file, and can be changed there.",
    players_label: "Players, one per line",
    team: "Teams (the RIF's team systems)",
    event_title: "Title",
    make: "Make the event",
    proposed: "The system for",
    next: "Next games",
    next_help: "Writes every stage that can start (two groups start together) and a Swiss stage's next round, once the games before are in.",
    finals: "Final places",
    waiting: "Waiting for the stages before it.",
    not_scheduled: "Its games are written when it can start: Next games.",
    order: "Order",
    place: "Place",
    player: "Player",
    points: "Points",
    from_stage: "Decided in",
    open: "Open…",
    save: "Save JSON",
    new_event: "New event",
    undo: "Undo",
    redo: "Redo",
    print: "Print",
    league_page: "Round-robin league",
    other_lang: "日本語",
    stages_label: "Stages",
    no_places: "No final place is decided yet.",
    prospects: "What each can still reach",
    prospects_help: "The best and worst place each can still finish in this stage whatever the games to play give (draws included), and the final places that means; ≈: not proven within the time allowed.",
    in_stage: "In the stage",
    final_places: "Final places",
    shared_intro: "An event opened from a link, read-only. Your own event is kept as it was.",
    cannot_share: "This event cannot be made into a link",
    nothing_named: "This address names no event: give the event's link (#t=…) or its file (src=).",
    tiebreaks: "Tie-breaks",
    codes: "Or codes",
    codes_hint: "e.g. PTS,DE,SB",
    crosstable: "Crosstable",
    wall_chart: "Wall chart",
    carried_mark: "carried from the stage before",
    carried_legend: "Marks in grey are games carried from the stage before.",
    decided_by: "Decided by",
    bye: "bye",
};

const JA: StagesText = StagesText {
    title: "段階制の大会",
    tagline: "総当たり・組分け・スイス式・決勝を、人数に応じた RIF の規則どおりに",
    new_heading: "新しい大会",
    new_help: "棋士（またはチーム）をシード順に1行に1人ずつ入力するか、表計算ソフトから貼り付けてください（名前と、あればレーティング・所属）。人数に応じて RIF の規則が定める方式を提案します。各ステージの規則はファイルにあり、変更できます。",
    players_label: "棋士（1行に1人）",
    team: "チーム戦（RIF の団体戦の方式）",
    event_title: "大会名",
    make: "大会を作る",
    proposed: "方式：",
    next: "次の対局へ",
    next_help: "前の対局の結果が入ったら、始められるステージ（2つの組は同時）とスイス式の次の回戦を書き込みます。",
    finals: "最終順位",
    waiting: "前のステージの終了待ちです。",
    not_scheduled: "始められるようになったら「次の対局へ」で対局を書き込みます。",
    order: "順位",
    place: "順位",
    player: "棋士",
    points: "得点",
    from_stage: "決定",
    open: "開く…",
    save: "JSON で保存",
    new_event: "新しい大会",
    undo: "元に戻す",
    redo: "やり直す",
    print: "印刷",
    league_page: "総当たりのリーグ",
    other_lang: "English",
    stages_label: "ステージ",
    no_places: "最終順位はまだ決まっていません。",
    prospects: "まだ届く順位",
    prospects_help: "残りの対局の結果（引き分けを含む）しだいで、このステージで取りうる最高と最低の順位と、それにあたる最終順位です。≈ は時間内に確定できなかった値です。",
    in_stage: "ステージ内",
    final_places: "最終順位",
    shared_intro: "リンクから開いた大会です（閲覧のみ）。ご自分の大会はそのまま残っています。",
    cannot_share: "この大会はリンクにできません",
    nothing_named: "このアドレスには大会が指定されていません。大会のリンク（#t=…）かファイル（src=）を指定してください。",
    tiebreaks: "順位の決め方",
    codes: "またはコード",
    codes_hint: "例 PTS,DE,SB",
    crosstable: "星取表",
    wall_chart: "対戦表",
    carried_mark: "前のステージから持ち越し",
    carried_legend: "灰色の印は前のステージから持ち越した対局です。",
    decided_by: "決め手",
    bye: "不戦勝",
};

pub fn text(lang: Lang) -> &'static StagesText {
    match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    }
}

/// The page's name alone, for the other pages' link to it (so that they do not carry the
/// page's other words).
pub fn title(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Events in stages",
        Lang::Ja => "段階制の大会",
    }
}

/// "Stage 2", "第2ステージ".
pub fn stage(lang: Lang, s: usize) -> String {
    match lang {
        Lang::En => format!("Stage {}", s + 1),
        Lang::Ja => format!("第{}ステージ", s + 1),
    }
}

/// Where a final place comes from: "Stage 1", or while a later stage is still to decide it
/// (`until`, [`crate::report::staged::to_decide`]) "Stage 1 for now; Stage 2 decides".
pub fn decided_in(lang: Lang, s: usize, until: Option<usize>) -> String {
    match (lang, until) {
        (_, None) => stage(lang, s),
        (Lang::En, Some(t)) => format!("Stage {} for now; Stage {} decides", s + 1, t + 1),
        (Lang::Ja, Some(t)) => format!("第{}ステージ（暫定：第{}ステージで決定）", s + 1, t + 1),
    }
}

/// "7 players", "7人", "7 teams", "7チーム".
pub fn count(lang: Lang, n: usize, team: bool) -> String {
    match (lang, team) {
        (Lang::En, false) => format!("{n} players"),
        (Lang::En, true) => format!("{n} teams"),
        (Lang::Ja, false) => format!("{n}人"),
        (Lang::Ja, true) => format!("{n}チーム"),
    }
}
