//! Shogi impasse (持将棋) and the entering-king declaration (入玉宣言法): the arbiter's helper.
//!
//! An arbiter enters counts; [`judge`] applies one of three rules and returns a [`Verdict`]: the
//! game's result for the league ([`Outcome::A`], [`Outcome::B`], [`Outcome::Draw`] or
//! [`Outcome::Replayed`], seen from 先手 as the game's player `a`) with the arithmetic behind it.
//! Pure data: no I/O and no words (`crate::report::jishogi` says it in Japanese and English).
//!
//! ```
//! use hoshitori::engine::Outcome;
//! use hoshitori::engine::jishogi::{BoardRule, Impasse, Pieces, judge};
//!
//! // 先手: 3 rooks/bishops and 18 other pieces (33 points); 後手: 1 and 16 (21 points).
//! let impasse = Impasse::board(BoardRule::Points24, Pieces::new(3, 18), Pieces::new(1, 16)).unwrap();
//! let verdict = judge(&impasse);
//! assert_eq!(verdict.outcome, Outcome::A); // 後手 has fewer than 24 points and loses
//! ```
//!
//! # The rules, as implemented
//!
//! Source: `../shared/spec/README.md` section 8 (a 1992 column by 武者野勝巳 and the JSA rule it
//! led to, restated there). Pieces are counted without the kings: a rook or bishop, promoted or
//! not, is worth 5 points ([`BIG_POINTS`]), every other piece 1; the set holds 4 of the first
//! ([`BIG_PIECES`]) and 34 of the others ([`SMALL_PIECES`]), 54 points in all.
//!
//! - [`BoardRule::Points24`] (professional): pieces on the board and in hand. Both players 24
//!   or more: void and replayed (持将棋指し直し); a player with fewer than 24 loses.
//! - [`BoardRule::Points27`] (amateur): a player with fewer than 27 loses; 27 each is a draw, or,
//!   with `second_wins_ties`, a win for 後手.
//! - [`Declaration`] (入玉宣言法, professional), made by the player to move: valid only if (1) the
//!   declarer's king is inside the opponent's camp (its three ranks), (2) at least 10 of the
//!   declarer's other pieces are inside that camp, (3) the king is not in check and (4) the
//!   declarer's pieces in hand and inside the camp, king excluded, make 31 points or more (a
//!   win) or 24 to 30 (void and replayed). If any of (1)-(4) fails, the declarer loses.
//!
//! Where we read the spec: it gives the outcome of 31 or more and of 24 to 30 points and says
//! the declarer loses if "any of (1)-(4) fails", so condition (4) fails below 24 points: fewer
//! than 24 loses. A piece outside the camp is simply not entered, so it counts for nothing (the
//! 金底の歩 dispute the spec mentions).
//!
//! Totals are checked where a rule counts the whole board: both players' rooks and bishops add
//! up to 4 and their other pieces to 34 (so their points add up to 54). For a declaration the
//! declarer's counted pieces fit in the set (at most 4 and 34), the pieces said to be inside
//! the camp were counted, and fit in its 27 squares (26 beside the king). Anything else is an
//! [`ErrorKind::ImpasseCount`].
//!
//! A declaration is made on the declarer's own turn (spec §8), so there is no declaration out
//! of turn to judge: the input has no "whose turn" field; the declarer is the player to move.
//!
//! Outside the spec, and not implemented (no guesses): the professional declaration rule's
//! further condition that the declarer still has time on the clock; the JSA's 2013 amateur
//! declaration rule (27-point method: 先手 28 points, 後手 27 points, no replay band); any
//! other rule that counts points differently for 先手 and 後手.

use crate::engine::league::table::Outcome;
pub use crate::error::{CountFault, PieceClass};
use crate::error::{Error, ErrorKind};

/// Points for a rook or a bishop, promoted or not.
pub const BIG_POINTS: u32 = 5;
/// Points for every other piece (not the kings).
pub const SMALL_POINTS: u32 = 1;
/// Rooks and bishops in a set: 2 + 2.
pub const BIG_PIECES: u8 = 4;
/// Other pieces in a set, kings excluded: 4 golds, 4 silvers, 4 knights, 4 lances, 18 pawns.
pub const SMALL_PIECES: u8 = 34;
/// All points in a set: 4 × 5 + 34.
pub const ALL_POINTS: u32 = BIG_PIECES as u32 * BIG_POINTS + SMALL_PIECES as u32 * SMALL_POINTS;
/// Squares of a camp: three ranks of nine.
pub const CAMP_SQUARES: u8 = 27;
/// A declaration needs this many of the declarer's pieces, king excluded, inside the camp.
pub const CAMP_PIECES_NEEDED: u8 = 10;
/// A valid declaration with this many points or more wins.
pub const DECLARATION_WIN: u32 = 31;
/// A declaration with fewer points than this fails (condition (4)); from here to
/// [`DECLARATION_WIN`] − 1 the game is void and replayed.
pub const DECLARATION_REPLAY: u32 = 24;

/// A player of a shogi game by the order of play: 先手 moves first, 後手 second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// 先手, who moves first (the game's player `a` in a [`Verdict`]).
    Sente,
    /// 後手, who moves second (player `b`).
    Gote,
}

impl Colour {
    /// The league outcome "this player won", seen from 先手 as player `a`.
    pub fn wins(self) -> Outcome {
        match self {
            Colour::Sente => Outcome::A,
            Colour::Gote => Outcome::B,
        }
    }

    /// The other player.
    pub fn other(self) -> Colour {
        match self {
            Colour::Sente => Colour::Gote,
            Colour::Gote => Colour::Sente,
        }
    }
}

impl PieceClass {
    /// How many of this kind a set holds: 4 or 34.
    pub fn in_set(self) -> u8 {
        match self {
            PieceClass::Big => BIG_PIECES,
            PieceClass::Small => SMALL_PIECES,
        }
    }
}

/// Counted pieces of one player: rooks and bishops (`big`) and other pieces (`small`), kings
/// never counted. Which pieces are counted depends on the rule (see the module documentation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pieces {
    /// Rooks and bishops, promoted or not.
    pub big: u8,
    /// Other pieces, not the king.
    pub small: u8,
}

impl Pieces {
    /// `big` rooks and bishops and `small` other pieces.
    pub const fn new(big: u8, small: u8) -> Pieces {
        Pieces { big, small }
    }

    /// Their points: `big` × 5 + `small`.
    pub fn points(self) -> u32 {
        u32::from(self.big) * BIG_POINTS + u32::from(self.small) * SMALL_POINTS
    }

    /// How many pieces: `big` + `small`.
    pub fn count(self) -> u32 {
        u32::from(self.big) + u32::from(self.small)
    }

    fn of(self, class: PieceClass) -> u8 {
        match class {
            PieceClass::Big => self.big,
            PieceClass::Small => self.small,
        }
    }
}

/// A rule that counts the whole board: each player's pieces on the board and in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardRule {
    /// The professional 24-point rule.
    Points24,
    /// The amateur 27-point rule; `second_wins_ties`: 27 points each is a win for 後手
    /// instead of a draw.
    Points27 { second_wins_ties: bool },
}

impl BoardRule {
    /// The points a player needs not to lose: 24 or 27.
    pub fn threshold(self) -> u32 {
        match self {
            BoardRule::Points24 => 24,
            BoardRule::Points27 { .. } => 27,
        }
    }
}

/// One of the three rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// The 24- or 27-point rule over the whole board.
    Board(BoardRule),
    /// The entering-king declaration (入玉宣言法).
    Declaration,
}

impl Rule {
    /// Every rule, in the order of [`Rule::code`]s a front-end lists.
    pub const ALL: [Rule; 4] = [
        Rule::Board(BoardRule::Points24),
        Rule::Board(BoardRule::Points27 {
            second_wins_ties: false,
        }),
        Rule::Board(BoardRule::Points27 {
            second_wins_ties: true,
        }),
        Rule::Declaration,
    ];

    /// The rule's code on a command line: `24`, `27`, `27-gote`, `declaration`.
    pub fn code(self) -> &'static str {
        match self {
            Rule::Board(BoardRule::Points24) => "24",
            Rule::Board(BoardRule::Points27 {
                second_wins_ties: false,
            }) => "27",
            Rule::Board(BoardRule::Points27 {
                second_wins_ties: true,
            }) => "27-gote",
            Rule::Declaration => "declaration",
        }
    }

    /// The rule with this [`Rule::code`].
    pub fn from_code(code: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.code() == code)
    }
}

/// What an arbiter enters for a declaration. Checked by [`Impasse::declaration`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Declaration {
    /// Who declares: the player to move.
    pub declarer: Colour,
    /// The declarer's pieces in hand and inside the opponent's camp, king excluded. A piece
    /// elsewhere on the board is not entered.
    pub counted: Pieces,
    /// How many of the declarer's pieces other than the king are inside the camp (condition (2)).
    pub in_camp: u8,
    /// Whether the declarer's king is inside the camp (condition (1)).
    pub king_in_camp: bool,
    /// Whether the declarer's king is in check (condition (3) needs it not to be).
    pub in_check: bool,
}

/// Counts an arbiter entered, checked: build it with [`Impasse::board`] or
/// [`Impasse::declaration`], then [`judge`] it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Impasse(Input);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Input {
    Board {
        rule: BoardRule,
        sente: Pieces,
        gote: Pieces,
    },
    Declaration(Declaration),
}

fn fault(f: CountFault) -> Error {
    Error::new(ErrorKind::ImpasseCount { fault: f })
}

impl Impasse {
    /// Counts over the whole board (pieces on the board and in hand) under the 24- or 27-point
    /// rule. Both players' rooks and bishops must add up to 4 and their other pieces to 34.
    pub fn board(rule: BoardRule, sente: Pieces, gote: Pieces) -> Result<Impasse, Error> {
        for class in [PieceClass::Big, PieceClass::Small] {
            let (s, g) = (sente.of(class), gote.of(class));
            if u32::from(s) + u32::from(g) != u32::from(class.in_set()) {
                return Err(fault(CountFault::Total {
                    class,
                    sente: s,
                    gote: g,
                    expected: class.in_set(),
                }));
            }
        }
        Ok(Impasse(Input::Board { rule, sente, gote }))
    }

    /// A declaration. The declarer's counted pieces must fit in the set, and the pieces said
    /// to be inside the camp must be among them and fit in its squares.
    pub fn declaration(d: Declaration) -> Result<Impasse, Error> {
        for class in [PieceClass::Big, PieceClass::Small] {
            if d.counted.of(class) > class.in_set() {
                return Err(fault(CountFault::Declarer {
                    class,
                    counted: d.counted.of(class),
                    max: class.in_set(),
                }));
            }
        }
        if u32::from(d.in_camp) > d.counted.count() {
            return Err(fault(CountFault::CampNotCounted {
                in_camp: d.in_camp,
                counted: d.counted.count(),
            }));
        }
        let squares = CAMP_SQUARES - u8::from(d.king_in_camp);
        if d.in_camp > squares {
            return Err(fault(CountFault::CampSquares {
                in_camp: d.in_camp,
                max: squares,
            }));
        }
        Ok(Impasse(Input::Declaration(d)))
    }

    /// The rule these counts are judged by.
    pub fn rule(&self) -> Rule {
        match self.0 {
            Input::Board { rule, .. } => Rule::Board(rule),
            Input::Declaration(_) => Rule::Declaration,
        }
    }
}

/// Counted pieces with their points (`big` × 5 + `small`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tally {
    pub pieces: Pieces,
    pub points: u32,
}

impl Tally {
    fn of(pieces: Pieces) -> Tally {
        Tally {
            pieces,
            points: pieces.points(),
        }
    }
}

/// What decided a whole-board count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardFinding {
    /// Both players have the threshold or more (24-point rule): void and replayed.
    BothReach,
    /// This player has fewer points than the threshold and loses.
    Short(Colour),
    /// Both have exactly the threshold (27 each under the 27-point rule): a draw, or a win for
    /// 後手 with `second_wins_ties`.
    Equal { second_wins_ties: bool },
}

/// One of the declaration's conditions (1)-(4), with the values compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Condition {
    /// (1) The declarer's king is inside the opponent's camp.
    KingInCamp,
    /// (2) At least `needed` (10) of the declarer's other pieces are inside the camp; `count`
    /// are.
    PiecesInCamp { count: u8, needed: u8 },
    /// (3) The declarer's king is not in check.
    NotInCheck,
    /// (4) The declarer's pieces in hand and inside the camp make `needed` (24) points or more.
    Points { tally: Tally, needed: u32 },
}

/// A condition and whether it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Check {
    pub condition: Condition,
    pub holds: bool,
}

/// What decided a declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeclarationFinding {
    /// A condition fails: the declarer loses.
    Invalid,
    /// Valid with [`DECLARATION_WIN`] points or more: the declarer wins.
    Win,
    /// Valid with 24 to 30 points: void and replayed.
    Replay,
}

/// Why the verdict is what it is: the counts, the thresholds compared and the finding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The 24- or 27-point rule.
    Board {
        rule: BoardRule,
        sente: Tally,
        gote: Tally,
        /// The points a player needs not to lose (24 or 27).
        threshold: u32,
        finding: BoardFinding,
    },
    /// The entering-king declaration.
    Declaration {
        declarer: Colour,
        /// Conditions (1)-(4), in that order, each checked (all four, even after one fails).
        checks: [Check; 4],
        /// The declarer's points, as in condition (4).
        tally: Tally,
        /// Points from which a valid declaration wins (31).
        win_at: u32,
        finding: DeclarationFinding,
    },
}

/// The arbiter's answer: the game's result for the league and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    /// Seen from 先手 as the game's player `a`: [`Outcome::A`] (先手 wins), [`Outcome::B`]
    /// (後手 wins), [`Outcome::Draw`] or [`Outcome::Replayed`] (void; the pair plays again).
    pub outcome: Outcome,
    pub reason: Reason,
}

impl Verdict {
    /// The rule applied.
    pub fn rule(&self) -> Rule {
        match self.reason {
            Reason::Board { rule, .. } => Rule::Board(rule),
            Reason::Declaration { .. } => Rule::Declaration,
        }
    }
}

/// Applies the rule to the counts. Counts are checked when the [`Impasse`] is built, so this
/// cannot fail.
pub fn judge(input: &Impasse) -> Verdict {
    match input.0 {
        Input::Board { rule, sente, gote } => judge_board(rule, sente, gote),
        Input::Declaration(d) => judge_declaration(d),
    }
}

fn judge_board(rule: BoardRule, sente: Pieces, gote: Pieces) -> Verdict {
    let (sente, gote) = (Tally::of(sente), Tally::of(gote));
    let threshold = rule.threshold();
    // The points add up to 54, so at most one player is short, and both reach 27 only at 27-27.
    let finding = if sente.points < threshold {
        BoardFinding::Short(Colour::Sente)
    } else if gote.points < threshold {
        BoardFinding::Short(Colour::Gote)
    } else {
        match rule {
            BoardRule::Points24 => BoardFinding::BothReach,
            BoardRule::Points27 { second_wins_ties } => BoardFinding::Equal { second_wins_ties },
        }
    };
    let outcome = match finding {
        BoardFinding::Short(loser) => loser.other().wins(),
        BoardFinding::BothReach => Outcome::Replayed,
        BoardFinding::Equal {
            second_wins_ties: true,
        } => Colour::Gote.wins(),
        BoardFinding::Equal {
            second_wins_ties: false,
        } => Outcome::Draw,
    };
    Verdict {
        outcome,
        reason: Reason::Board {
            rule,
            sente,
            gote,
            threshold,
            finding,
        },
    }
}

fn judge_declaration(d: Declaration) -> Verdict {
    let tally = Tally::of(d.counted);
    let checks = [
        Check {
            condition: Condition::KingInCamp,
            holds: d.king_in_camp,
        },
        Check {
            condition: Condition::PiecesInCamp {
                count: d.in_camp,
                needed: CAMP_PIECES_NEEDED,
            },
            holds: d.in_camp >= CAMP_PIECES_NEEDED,
        },
        Check {
            condition: Condition::NotInCheck,
            holds: !d.in_check,
        },
        Check {
            condition: Condition::Points {
                tally,
                needed: DECLARATION_REPLAY,
            },
            holds: tally.points >= DECLARATION_REPLAY,
        },
    ];
    let finding = if checks.iter().any(|c| !c.holds) {
        DeclarationFinding::Invalid
    } else if tally.points >= DECLARATION_WIN {
        DeclarationFinding::Win
    } else {
        DeclarationFinding::Replay
    };
    let outcome = match finding {
        DeclarationFinding::Invalid => d.declarer.other().wins(),
        DeclarationFinding::Win => d.declarer.wins(),
        DeclarationFinding::Replay => Outcome::Replayed,
    };
    Verdict {
        outcome,
        reason: Reason::Declaration {
            declarer: d.declarer,
            checks,
            tally,
            win_at: DECLARATION_WIN,
            finding,
        },
    }
}
