//! The ko endgame helper's words (コウを含むヨセ). The answer itself is
//! [`crate::report::ko::parts`]'s.

use crate::lang::Lang;

pub struct KoText {
    /// The button that opens the helper.
    pub open: &'static str,
    pub heading: &'static str,
    pub help: &'static str,
    pub k: &'static str,
    pub to_move: &'static str,
    pub black: &'static str,
    pub white: &'static str,
    pub state: &'static str,
    pub state_threat: &'static str,
    pub state_connect: &'static str,
    pub state_take: &'static str,
    pub pending: &'static str,
    pub pending_help: &'static str,
    pub yose: &'static str,
    pub black_threats: &'static str,
    pub white_threats: &'static str,
    pub lists_help: &'static str,
    pub answer: &'static str,
    pub working: &'static str,
    pub link: &'static str,
    pub rules: &'static str,
}

const EN: KoText = KoText {
    open: "Ko endgame…",
    heading: "Ko endgame: the best move",
    help: "An endgame with one ko, pure ko threats for both sides and simple gote yose. Values are swings (the difference between the two sides' results at the spot), exact to a quarter point.",
    k: "Ko value k",
    to_move: "To move",
    black: "Black",
    white: "White",
    state: "Ko state",
    state_threat: "The opponent has just taken the ko: I must play elsewhere",
    state_connect: "I hold the ko; the opponent has just played elsewhere",
    state_take: "The opponent holds the ko; I may retake",
    pending: "The opponent's last move: a pure ko threat worth",
    pending_help: "Empty: the opponent played a yose.",
    yose: "Yose (simple gote endgame moves)",
    black_threats: "Black's pure ko threats",
    white_threats: "White's pure ko threats",
    lists_help: "Values separated by spaces or commas, in any order.",
    answer: "Answer",
    working: "How Δ is worked out",
    link: "Link to this position",
    rules: "How this works",
};

const JA: KoText = KoText {
    open: "コウを含むヨセ…",
    heading: "コウを含むヨセ：最善手",
    help: "コウが一つ、双方の純粋コウザイ、単純な後手ヨセからなるヨセの局面です。値は出入り（その箇所の双方の結果の差）で、0.25 目単位まで正確に扱います。",
    k: "コウの出入り k",
    to_move: "手番",
    black: "黒",
    white: "白",
    state: "コウの状態",
    state_threat: "相手がコウを取ったところ：ほかに打つ",
    state_connect: "自分がコウを取っていて、相手がほかに打ったところ",
    state_take: "相手がコウを取っていて、取り返せる",
    pending: "相手の直前の手：純粋コウザイ（値）",
    pending_help: "空欄：相手はヨセを打った。",
    yose: "ヨセ（単純な後手ヨセ）",
    black_threats: "黒の純粋コウザイ",
    white_threats: "白の純粋コウザイ",
    lists_help: "値を空白かカンマで区切って、順不同で。",
    answer: "答え",
    working: "Δ の求め方",
    link: "この局面へのリンク",
    rules: "しくみの説明",
};

pub fn ko(lang: Lang) -> &'static KoText {
    match lang {
        Lang::Ja => &JA,
        Lang::En => &EN,
    }
}
