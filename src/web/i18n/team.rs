//! The words of a team event run round by round on the Swiss page: starting one, the boards per
//! match, the round robin's schedule, and entering a match board by board.

use crate::document::event::BoardResult;
use crate::engine::Score;
use crate::lang::Lang;

pub struct TeamWords {
    pub new_team_event: &'static str,
    pub schedule_heading: &'static str,
    pub schedule_help: &'static str,
    pub boards: &'static str,
    pub individual: &'static str,
    pub cycles: &'static str,
    pub make_schedule: &'static str,
    pub need_two: &'static str,
    pub not_played: &'static str,
    pub system: &'static str,
    pub round_robin: &'static str,
    pub swiss: &'static str,
    pub rounds: &'static str,
    pub swiss_help: &'static str,
    /// A round robin's wall-chart cell for a round the player rests.
    pub rest: &'static str,
}

const JA: TeamWords = TeamWords {
    new_team_event: "新しい団体戦",
    schedule_heading: "大会の形式",
    schedule_help: "チーム（または選手）を登録してから、総当たりなら日程を作ります。各回戦の対戦と先後（団体戦では先に書くチームがホーム）はベルガー表のとおりです。スイス式なら上の「大会の運営」で回戦ごとに組み合わせます。",
    boards: "1試合の盤数",
    individual: "個人戦",
    cycles: "巡",
    make_schedule: "日程を作る",
    need_two: "日程を作るには2チーム（2人）以上を登録してください。",
    not_played: "未入力",
    system: "方式",
    round_robin: "総当たり",
    swiss: "スイス式（多賀城方式、勝ち点で）",
    rounds: "回戦数",
    swiss_help: "各回戦は「大会の運営」で組み合わせ、結果は盤ごとに入力します。",
    rest: "休み",
};

const EN: TeamWords = TeamWords {
    new_team_event: "New team event",
    schedule_heading: "How the rounds are made",
    schedule_help: "Register the teams (or players). A round robin's schedule is made at once: who meets whom in each round, and who moves first (in a team event the team named first is home), from the Berger tables. A Swiss is paired round by round under \"Run the event\" above.",
    boards: "Boards per match",
    individual: "individual",
    cycles: "Cycles",
    make_schedule: "Make the schedule",
    need_two: "Register at least two teams (or players) to make a schedule.",
    not_played: "not played",
    system: "System",
    round_robin: "Round robin",
    swiss: "Swiss (Tagajo method, on match points)",
    rounds: "Rounds",
    swiss_help: "Pair each round under \"Run the event\"; enter the results board by board.",
    rest: "rest",
};

pub fn team_words(lang: Lang) -> &'static TeamWords {
    match lang {
        Lang::Ja => &JA,
        Lang::En => &EN,
    }
}

/// A board's results as the entry offers them, home's first, each naming the winner.
pub fn board_choices(lang: Lang, home: &str, away: &str) -> Vec<(BoardResult, String)> {
    let (home_wins, draw, away_wins, home_forfeit, away_forfeit, both) = match lang {
        Lang::Ja => (
            format!("{home} 勝ち"),
            "引き分け".to_string(),
            format!("{away} 勝ち"),
            format!("{home} 不戦勝"),
            format!("{away} 不戦勝"),
            "両者不戦敗".to_string(),
        ),
        Lang::En => (
            format!("{home} wins"),
            "Draw".to_string(),
            format!("{away} wins"),
            format!("{home} wins by forfeit"),
            format!("{away} wins by forfeit"),
            "Both forfeit".to_string(),
        ),
    };
    vec![
        (BoardResult::HomeWins, home_wins),
        (BoardResult::Draw, draw),
        (BoardResult::AwayWins, away_wins),
        (BoardResult::HomeByForfeit, home_forfeit),
        (BoardResult::AwayByForfeit, away_forfeit),
        (BoardResult::DoubleForfeit, both),
    ]
}

/// A match's heading with its game points so far: `Team A 1½ – ½ Team B (2 of 3 boards)`.
pub fn match_heading(
    lang: Lang,
    home: &str,
    away: &str,
    points: (Score, Score),
    entered: usize,
    boards: usize,
) -> String {
    let (h, a) = points;
    match lang {
        Lang::Ja => format!("{home} {h} – {a} {away}（{boards}盤中{entered}盤入力）"),
        Lang::En => format!("{home} {h} – {a} {away} ({entered} of {boards} boards)"),
    }
}

/// A board's select, for screen readers: `Board 2: Team A – Team B`.
pub fn board_label(lang: Lang, board: usize, home: &str, away: &str) -> String {
    match lang {
        Lang::Ja => format!("第{}盤：{home} 対 {away}", board + 1),
        Lang::En => format!("Board {}: {home} – {away}", board + 1),
    }
}

/// A board's name in the entry: `Board 2`, `第2盤`.
pub fn board_name(lang: Lang, board: usize) -> String {
    match lang {
        Lang::Ja => format!("第{}盤", board + 1),
        Lang::En => format!("Board {}", board + 1),
    }
}

/// The roster's heading of a team event, with the count: `Teams (5)`.
pub fn teams_heading(lang: Lang, count: usize) -> String {
    match lang {
        Lang::Ja => format!("チーム（{count}）"),
        Lang::En => format!("Teams ({count})"),
    }
}
