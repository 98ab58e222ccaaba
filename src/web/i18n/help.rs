//! The help's words: the legend of every badge, code and mark the page shows, each preset's
//! description and source, and the help dialog's own words. What is listed comes from the
//! engine and the formats ([`crate::engine::LabelScheme::fixed_labels`],
//! [`crate::engine::Criterion::ALL`], [`crate::engine::league::chain::PRESETS`],
//! [`crate::format::marks::MARKS`]); only the words are here.

use super::Lang;
use crate::engine::Criterion;

pub struct HelpText {
    /// The toolbar's button, and the dialog's heading.
    pub help: &'static str,
    /// The help's own wasm could not be loaded.
    pub help_failed: &'static str,
    pub legend: &'static str,
    pub rules_text: &'static str,
    /// The label of the choice of a rules document.
    pub document: &'static str,
    pub close: &'static str,
    pub badges: &'static str,
    pub badges_intro: &'static str,
    pub fukui_steps: &'static str,
    pub codes: &'static str,
    /// What `SB=` means, after the criterion's name.
    pub tied_on: &'static str,
    pub presets: &'static str,
    pub source: &'static str,
    pub read_rules: &'static str,
    pub custom_about: &'static str,
    pub marks: &'static str,
    pub marks_intro: &'static str,
    /// Before the other marks a file may use for a result.
    pub also_read: &'static str,
    /// The written mark of a pending game.
    pub blank: &'static str,
    pub signs: &'static str,
    pub cycle_sign: &'static str,
    pub block_sign: &'static str,
    pub seat_line_sign: &'static str,
    pub new_sign: &'static str,
    pub shared_sign: &'static str,
    pub playoff_sign: &'static str,
    pub by_playoff_sign: &'static str,
    pub hypothetical_sign: &'static str,
    /// Said above a document shown in English to a Japanese reader; empty in English.
    pub english_only: &'static str,
    pub loading: &'static str,
    pub cannot_load: &'static str,
    pub open_page: &'static str,
    /// The accessible name of the "?" beside the rules: what it opens.
    pub about_rules: &'static str,
    /// The accessible name of a "?" that explains a field: "Help: " and the field's name follow.
    pub help_for: &'static str,
    /// The step labels on the way to a place (`1B › 3B › 4A`).
    pub path: &'static str,
}

const EN: HelpText = HelpText {
    help: "Help",
    help_failed: "The help could not be loaded: it is fetched the first time it is opened, so open it once while online (it then works offline too).",
    legend: "Legend",
    rules_text: "Rules in full",
    document: "Document",
    close: "Close",
    badges: "Badges in the Rule column",
    badges_intro: "Each place has a badge naming the rule step that decided it. Tap, click or hover a badge in the standings to read what was compared.",
    fukui_steps: "Fukui rules: the steps of the 2021 paper",
    codes: "Other rules: criterion codes",
    tied_on: "a group still tied on this criterion",
    presets: "Presets",
    source: "Source",
    read_rules: "Read the rules in full",
    custom_about: "Your own order of criterion codes: each criterion breaks the ties the ones before it leave (DE is applied again to every group still tied); what stays tied shares the place unless the playoff rules say otherwise.",
    marks: "Crosstable marks",
    marks_intro: "Each cell is a game seen from the row's player. A file may also use the other marks listed.",
    also_read: "also read:",
    blank: "blank",
    signs: "Other signs",
    cycle_sign: "on a cycle: players who beat each other round a circle (A → B: A beat B), drawn under Cycles",
    block_sign: "a group tied on score, with its colour band in both tables; A1, A2… are groups tied again inside A. Select one to see its mini-league.",
    seat_line_sign: "the places above it keep their seat (Seats in the settings)",
    new_sign: "no previous rank (a new entrant): ranked below every ranked player",
    shared_sign: "the rules leave these players tied: they share the places",
    playoff_sign: "the rules leave these players tied and a playoff decides (the title or the seat line is at stake)",
    by_playoff_sign: "placed by the recorded result of a playoff",
    hypothetical_sign: "a result from the what-if panel, not a game played: nothing is saved until you confirm",
    english_only: "",
    loading: "Loading…",
    cannot_load: "The rules could not be loaded. They are kept for offline use once the page has been opened online.",
    open_page: "Open as a page",
    about_rules: "About these rules",
    help_for: "Help",
    path: "Steps",
};

const JA: HelpText = HelpText {
    help: "ヘルプ",
    help_failed: "ヘルプを読み込めませんでした。初めて開くときに読み込むため、一度オンラインで開いてください（その後はオフラインでも使えます）。",
    legend: "凡例",
    rules_text: "規定の全文",
    document: "文書",
    close: "閉じる",
    badges: "「根拠」欄の記号",
    badges_intro: "各順位には、その順位を決めた規定の段階を示す記号が付きます。順位表の記号をタップ・クリック（またはポインタを重ねる）と、比べた値が表示されます。",
    fukui_steps: "福井の規定：2021年の論文の段階記号",
    codes: "その他の規定：基準コード",
    tied_on: "この基準でも同じで、まだ並んでいるグループ",
    presets: "プリセット",
    source: "出典",
    read_rules: "規定の全文を読む",
    custom_about: "基準コードを任意の順に並べた規定です。前の基準で残った同点を次の基準で分けます（DE は残った同点グループごとにもう一度適用）。最後まで同点なら、プレーオフの規定がない限り同順位です。",
    marks: "星取表の記号",
    marks_intro: "各セルは、行の棋士から見た対局の結果です。ファイルでは右に挙げた記号も使えます。",
    also_read: "読み込み可：",
    blank: "空欄",
    signs: "その他の表示",
    cycle_sign: "循環（三すくみ）に含まれる棋士。「三すくみ・循環」に図示します（A → B：AがBに勝ち）",
    block_sign: "得点が同じ棋士のグループ。両方の表で同じ色の帯が付きます。A1、A2…は A の中でさらに同点のグループ。選ぶとミニリーグを表示します。",
    seat_line_sign: "この線より上の順位が残留（設定の「残留枠」）",
    new_sign: "前期順位なし（新規参加）：前期順位のある棋士より下",
    shared_sign: "規定では差がつかず、同じ順位を分け合います",
    playoff_sign: "規定では差がつかず、プレーオフで決めます（優勝か残留ラインがかかっている）",
    by_playoff_sign: "記録したプレーオフの結果で決まった順位",
    hypothetical_sign: "もしも分析による仮の結果で、実際の対局ではありません。確定するまで保存されません",
    english_only: "この文書は英語版のみです（日本語版はまだありません）。",
    loading: "読み込み中…",
    cannot_load: "規定の文書を読み込めませんでした。一度オンラインでこのページを開くと、オフラインでも読めるようになります。",
    open_page: "別のページで開く",
    about_rules: "この規定について",
    help_for: "説明",
    path: "経過",
};

pub fn text(lang: Lang) -> &'static HelpText {
    match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    }
}

/// What a badge that is not a criterion's code means: every label of
/// [`crate::engine::LabelScheme::fixed_labels`] (the Fukui paper's steps, `TIE`, `PO`).
pub fn label_meaning(lang: Lang, label: &str) -> Option<&'static str> {
    Some(match (lang, label) {
        (Lang::En, "1A") => "placed by wins alone: nobody shares the score",
        (Lang::En, "1B") => "a group tied on wins",
        (Lang::En, "2A") => "two tied on wins: placed by their game(s) against each other",
        (Lang::En, "3A") => "three or more tied: placed by their mini-league",
        (Lang::En, "3B") => "still level in the mini-league: they go on to (4)",
        (Lang::En, "4A") => "two left level by a mini-league: head-to-head",
        (Lang::En, "4B") => {
            "three or more left level: a mini-league of only them (or of equal previous rank)"
        }
        (Lang::En, "4C") => {
            "the mini-league decides nothing (a cycle, or all level): on to previous rank"
        }
        (Lang::En, "5A") => "placed by previous-term rank",
        (Lang::En, "5B") => "two of the same previous rank: head-to-head",
        (Lang::En, "5C") => {
            "the rules cannot decide: a playoff if the title or a seat is at stake, else a shared place"
        }
        (Lang::En, "6") => "placed by a recorded playoff",
        (Lang::En, "TIE") => {
            "the criteria leave them tied: a shared place, or a playoff where the rules require one"
        }
        (Lang::En, "PO") => "placed by a recorded playoff",
        (Lang::Ja, "1A") => "勝数だけで決定（同じ勝数の棋士がいない）",
        (Lang::Ja, "1B") => "勝数が同じグループ",
        (Lang::Ja, "2A") => "勝数が同じ2人：その2人の対局（直接対決）で決定",
        (Lang::Ja, "3A") => "3人以上が同じ勝数：当該者のミニリーグで決定",
        (Lang::Ja, "3B") => "ミニリーグでも同点：(4) へ進む",
        (Lang::Ja, "4A") => "ミニリーグで同点の2人：直接対決で決定",
        (Lang::Ja, "4B") => "同点の3人以上：その棋士だけで改めてミニリーグ（前期順位が同じ場合も）",
        (Lang::Ja, "4C") => "ミニリーグで決まらない（三すくみ・全員同点）：前期順位へ",
        (Lang::Ja, "5A") => "前期順位で決定",
        (Lang::Ja, "5B") => "前期順位が同じ2人：直接対決で決定",
        (Lang::Ja, "5C") => "規定では決まらない：優勝か残留がかかればプレーオフ、それ以外は同順位",
        (Lang::Ja, "6") => "記録したプレーオフの結果で決定",
        (Lang::Ja, "TIE") => "基準では差がつかない：同順位（規定がある場合はプレーオフ）",
        (Lang::Ja, "PO") => "記録したプレーオフの結果で決定",
        _ => return None,
    })
}

/// What a criterion compares, in one line (its name is [`crate::report::text::criterion_name`]).
pub fn criterion_definition(lang: Lang, c: Criterion) -> &'static str {
    match (lang, c) {
        (Lang::En, Criterion::Points) => {
            "win 1, draw ½, loss 0 (or the league's scoring); forfeits count as their result, void and unplayed games count for nothing"
        }
        (Lang::En, Criterion::Wins) => "games won, forfeit wins included",
        (Lang::En, Criterion::WinsOverBoard) => "games won over the board, forfeit wins excluded",
        (Lang::En, Criterion::BlackGames) => {
            "games played over the board moving second (Black, gote), where the league records who moved first"
        }
        (Lang::En, Criterion::BlackWins) => "games won over the board moving second",
        (Lang::En, Criterion::AverageRatingOfOpponents) => {
            "the mean rating of the opponents met over the board"
        }
        (Lang::En, Criterion::PerformanceRating) => {
            "ARO adjusted by the share of the points scored over the board"
        }
        (Lang::En, Criterion::DirectEncounter) => {
            "points in the games among the tied players only (their mini-league; head-to-head for two)"
        }
        (Lang::En, Criterion::SonnebornBerger) => {
            "the sum, over the opponents, of the points scored against each times that opponent's points"
        }
        (Lang::En, Criterion::Buchholz) => "the sum of the opponents' points",
        (Lang::En, Criterion::Koya) => {
            "points scored against the opponents who made at least half the points they could"
        }
        (Lang::En, Criterion::PreviousRank) => {
            "last term's rank, lower is better; a new entrant (no rank) comes last"
        }
        (Lang::Ja, Criterion::Points) => {
            "勝ち1、引き分け½、負け0（または設定した得点）。不戦勝・不戦敗も結果どおり数え、無勝負と未対局は数えない"
        }
        (Lang::Ja, Criterion::Wins) => "勝った局数（不戦勝を含む）",
        (Lang::Ja, Criterion::WinsOverBoard) => "盤上で勝った局数（不戦勝を除く）",
        (Lang::Ja, Criterion::BlackGames) => "後手番で指した局数（先後を記録した対局のみ）",
        (Lang::Ja, Criterion::BlackWins) => "後手番で勝った局数（盤上の対局のみ）",
        (Lang::Ja, Criterion::AverageRatingOfOpponents) => "盤上で対戦した相手のレーティングの平均",
        (Lang::Ja, Criterion::PerformanceRating) => "ARO に盤上の得点率による補正を加えた値",
        (Lang::Ja, Criterion::DirectEncounter) => {
            "同点者どうしの対局だけの得点（ミニリーグ。2人なら直接対決）"
        }
        (Lang::Ja, Criterion::SonnebornBerger) => "各対戦相手から得た点×その相手の得点、の合計",
        (Lang::Ja, Criterion::Buchholz) => "対戦相手の得点の合計",
        (Lang::Ja, Criterion::Koya) => "得点率5割以上の相手から得た点",
        (Lang::Ja, Criterion::PreviousRank) => {
            "前期の順位（小さいほど上位）。前期順位のない新規参加者は最後"
        }
    }
}

/// A preset's rules in one paragraph ([`crate::engine::league::chain::PRESETS`] lists the ids).
pub fn preset_description(lang: Lang, id: &str) -> Option<&'static str> {
    Some(match (lang, id) {
        (Lang::En, "fukui") => {
            "Wins; then, among the tied, their game(s) against each other (two) or their mini-league (three or more), started again for every smaller group left tied; then previous-term rank. A knockout playoff where the title or a seat is at stake; otherwise a shared place."
        }
        (Lang::En, "jp-pro-league") => {
            "Wins; then seniority (previous rank); then head-to-head among players of equal seniority. A tie for first is played off by the two most senior of it."
        }
        (Lang::En, "shogi-junisen") => {
            "Wins. A tie for first: everyone tied plays a stepladder (パラマス式) seeded by 順位 (previous rank); every other tie, the relegation line included, is decided by 順位 alone."
        }
        (Lang::En, "rif-round-robin") => {
            "Points; Sonneborn-Berger; results among the tied players; number of wins; then a shared place, or a playoff where a decision is required (the title, the seat line)."
        }
        (Lang::En, "fide-round-robin") => {
            "Points; direct encounter; wins; Sonneborn-Berger; Koya; games and wins with Black where recorded; then shared places, no playoff."
        }
        (Lang::Ja, "fukui") => {
            "勝数。同じ勝数なら当該者間の成績（2人は直接対決、3人以上はミニリーグ。分かれた小さなグループごとにやり直す）、次に前期順位。優勝か残留がかかる同点はトーナメントのプレーオフ、それ以外は同順位。"
        }
        (Lang::Ja, "jp-pro-league") => {
            "勝数、次に序列（前期順位）、序列が同じなら直接対決。1位の同点は、そのうち序列上位の2人による決定戦。"
        }
        (Lang::Ja, "shogi-junisen") => {
            "勝数。1位の同点は該当者全員が順位によるパラマス式のプレーオフ。それ以外の同点（降級ラインを含む）は順位（前期順位）だけで決定。"
        }
        (Lang::Ja, "rif-round-robin") => {
            "得点、ゾンネボルン・ベルガー、当該者間の成績、勝数の順。それでも同点なら同順位、決定が必要な場合（優勝・残留ライン）はプレーオフ。"
        }
        (Lang::Ja, "fide-round-robin") => {
            "得点、直接対決、勝数、ゾンネボルン・ベルガー、コヤ、（記録があれば）後手番の局数と勝数の順。それでも同点なら同順位（プレーオフなし）。"
        }
        _ => return None,
    })
}

/// Where a preset's rules come from (the document under `docs/rules/` says more).
pub fn preset_source(lang: Lang, id: &str) -> Option<&'static str> {
    Some(match (lang, id) {
        (Lang::En, "fukui") => {
            "The Fukui prefecture Go title league (福井県囲碁最強位戦), as a 2021 paper on the league wrote its rules down; the badges 1A–5C are the paper's step labels."
        }
        (Lang::En, "jp-pro-league") => {
            "Japanese professional title leagues, such as the Go Meijin league; the Japan Shogi Association's rules likewise order equal records by the previous term's ranking."
        }
        (Lang::En, "shogi-junisen") => "The Japan Shogi Association's 順位戦 rules.",
        (Lang::En, "rif-round-robin") => {
            "The Renju International Federation's tournament rules, round robin."
        }
        (Lang::En, "fide-round-robin") => {
            "FIDE Tie-Break Regulations C.07 (2024): the list for individual round robins."
        }
        (Lang::Ja, "fukui") => {
            "福井県囲碁最強位戦。2021年の論文が初めて文章化した規定で、記号 1A～5C はこの論文の段階記号です。"
        }
        (Lang::Ja, "jp-pro-league") => {
            "名人戦リーグなど囲碁のプロ棋戦のリーグ。日本将棋連盟の規定も、同じ成績は前期の順位で決めます。"
        }
        (Lang::Ja, "shogi-junisen") => "日本将棋連盟の順位戦規定。",
        (Lang::Ja, "rif-round-robin") => "国際連珠連盟（RIF）の大会規定（総当たり戦）。",
        (Lang::Ja, "fide-round-robin") => {
            "国際チェス連盟（FIDE）のタイブレーク規定 C.07（2024年）：個人総当たり戦の順序。"
        }
        _ => return None,
    })
}

/// The title of a rules document that is not a preset's definition (a preset's is its name,
/// [`super::preset_name`]); [`crate::editor::rules_docs::RULES_DOCS`] lists the documents.
pub fn document_title(lang: Lang, id: &str) -> Option<&'static str> {
    Some(match (lang, id) {
        (Lang::En, "criteria") => "Criteria and custom chains",
        (Lang::En, "chains") => "Rule chains: criteria and playoffs",
        (Lang::En, "jishogi") => "Shogi impasse (jishogi) and the entering-king declaration",
        (Lang::Ja, "criteria") => "基準と任意の順序",
        (Lang::Ja, "chains") => "規定の組み立て：基準とプレーオフ",
        (Lang::Ja, "jishogi") => "持将棋と入玉宣言法",
        (Lang::En, "swiss") => "Swiss events: tie-breaks, editions and presets",
        (Lang::En, "ko") => "Ko endgame: the best move in an endgame with one ko",
        (Lang::Ja, "ko") => "コウを含むヨセの最善手",
        (Lang::Ja, "swiss") => "スイス式：タイブレーク、版、プリセット",
        _ => return None,
    })
}
