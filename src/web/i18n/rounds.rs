//! The words of the league page's rounds panel: making the schedule, pasting players, entering
//! a round's results. The schedule's own words (round, board, first move, rests) are
//! `crate::report::schedule::words`, which the CLI prints too.

use super::Lang;

pub struct RoundsText {
    pub heading: &'static str,
    /// Before a schedule: what "Make the schedule" does.
    pub intro: &'static str,
    pub swap_last_two: &'static str,
    pub make: &'static str,
    pub paste: &'static str,
    pub paste_help: &'static str,
    pub paste_label: &'static str,
    pub paste_button: &'static str,
    /// How to enter a result from the list.
    pub tap_help: &'static str,
    pub draw: &'static str,
    pub clear_result: &'static str,
    /// A round whose results are all in.
    pub complete: &'static str,
    pub clear_schedule: &'static str,
    pub clear_schedule_help: &'static str,
    pub rounds_label: &'static str,
    pub slip_wins: &'static str,
    pub slip_result: &'static str,
    pub slip_sign: &'static str,
}

const EN: RoundsText = RoundsText {
    heading: "Rounds",
    intro: "Make the schedule: who plays whom in each round and who moves first, by FIDE's Berger tables, in the players' order (the first row is number 1; draw or seed the order first). Results already entered keep their place.",
    swap_last_two: "Exchange the last two rounds of each cycle another follows (FIDE's advice for a double round robin: nobody has the same colour three rounds running)",
    make: "Make the schedule",
    paste: "Add players from a list",
    paste_help: "One player per line, as copied from a spreadsheet: the name, and optionally the previous rank, the rating and the club (tab or comma between them; a first line of headings names the columns).",
    paste_label: "Players, one per line",
    paste_button: "Add these players",
    tap_help: "One tap per result: 1–0 the first-named wins, ½ a draw, 0–1 the second wins. Forfeits and other results: the crosstable.",
    draw: "Draw",
    clear_result: "Clear",
    complete: "all results in",
    clear_schedule: "Clear the schedule",
    clear_schedule_help: "Takes the rounds off the games (results stay), to schedule again after adding a player.",
    rounds_label: "Round",
    slip_wins: "wins",
    slip_result: "Result",
    slip_sign: "Signatures",
};

const JA: RoundsText = RoundsText {
    heading: "対局日程",
    intro: "日程を作ると、各回戦の組合せと先番を FIDE のベルガー表で決めます。棋士の並び順（一番上が1番）で組むので、先に抽選や順位で並べてください。入力済みの結果はその対局の回戦に入ります。",
    swap_last_two: "後に続く周の最後の2回戦を入れ替える（二回戦総当たりでの FIDE の勧め：同じ手番が3回続かない）",
    make: "日程を作る",
    paste: "一覧から棋士を追加",
    paste_help: "表計算ソフトからコピーした一覧を1行に1人で：名前と、あれば前期順位・レーティング・所属（タブかカンマ区切り。1行目に見出しを書けば列を指定できます）。",
    paste_label: "棋士（1行に1人）",
    paste_button: "この棋士を追加",
    tap_help: "結果はワンタップ：1–0 は先に書いた方の勝ち、½ は引き分け、0–1 は後に書いた方の勝ち。不戦勝などは星取表で入力します。",
    draw: "引き分け",
    clear_result: "消す",
    complete: "結果入力済み",
    clear_schedule: "日程を消す",
    clear_schedule_help: "各対局の回戦を消します（結果は残ります）。棋士を追加して組み直すときに。",
    rounds_label: "回戦",
    slip_wins: "勝ち",
    slip_result: "結果",
    slip_sign: "署名",
};

pub fn text(lang: Lang) -> &'static RoundsText {
    match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    }
}

/// "A wins", "Aの勝ち": a result button's label for screen readers.
pub fn wins(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} wins"),
        Lang::Ja => format!("{name}の勝ち"),
    }
}

/// "Print round 3", "3回戦を印刷".
pub fn print_round(lang: Lang, round: u32) -> String {
    match lang {
        Lang::En => format!("Print round {round}"),
        Lang::Ja => format!("{round}回戦を印刷"),
    }
}

/// "Result of A – B", "A – B の結果".
pub fn result_of(lang: Lang, first: &str, second: &str) -> String {
    match lang {
        Lang::En => format!("Result of {first} – {second}"),
        Lang::Ja => format!("{first} – {second} の結果"),
    }
}
