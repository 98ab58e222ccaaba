//! The impasse dialog's logic (持将棋, 入玉宣言法), free of any web crate: what the organiser
//! entered ([`ImpasseForm`]) → the checked counts ([`Impasse`]) → the [`Verdict`], and the
//! verdict → the one edit that enters it in the crosstable ([`ImpasseForm::entry`]).
//!
//! The judging is [`crate::engine::jishogi`]'s; the words are [`crate::report::jishogi`]'s.
//! The page's component only renders this form and dispatches the edit.
//!
//! ```
//! use hoshitori::editor::league::impasse::ImpasseForm;
//! use hoshitori::editor::league::Action;
//! use hoshitori::engine::Side;
//! use hoshitori::engine::jishogi::{BoardRule, Pieces, Rule};
//!
//! // Player 2 moved first (先手) against player 0; 後手 has 21 points and loses.
//! let mut form = ImpasseForm::new(2, 0);
//! form.rule = Rule::Board(BoardRule::Points24);
//! form.sente_pieces = Pieces::new(3, 18);
//! form.gote_pieces = Pieces::new(1, 16);
//! let verdict = form.verdict().unwrap();
//! // Entered from row 0 (the upper row), who was 後手 and lost.
//! assert_eq!(
//!     form.entry(verdict.outcome),
//!     Some(Action::SetResultWithFirst { row: 0, col: 2, meeting: 0, side: Side::Loss, first: 2 })
//! );
//! ```

use crate::Error;
use crate::editor::league::Action;
use crate::engine::jishogi::{
    BoardRule, Colour, Declaration, Impasse, Pieces, Rule, Verdict, judge,
};
use crate::engine::{Outcome, Side};

/// The impasse preset's rule: the rules presets whose leagues get the dialog.
pub const SHOGI_PRESET: &str = "shogi-junisen";

/// Whether a league with these rules (its [`crate::document::league::League::rules_base`]) is a shogi
/// league that offers the impasse dialog.
pub fn offers_impasse(rules_base: Option<&str>) -> bool {
    rules_base == Some(SHOGI_PRESET)
}

/// What the organiser entered in the dialog: the game (players by index, the meeting) and
/// the counts of every rule (only the chosen rule's are judged; the others are kept so that
/// switching rules back and forth loses nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImpasseForm {
    /// The player who moved first (先手), an index into the players.
    pub sente: usize,
    /// The player who moved second (後手).
    pub gote: usize,
    /// Which meeting of the pair (0 in a single round robin).
    pub meeting: usize,
    pub rule: Rule,
    /// Whole-board rules: 先手's rooks and bishops and other pieces, on the board and in hand.
    pub sente_pieces: Pieces,
    /// Whole-board rules: 後手's.
    pub gote_pieces: Pieces,
    /// Declaration: who declares.
    pub declarer: Colour,
    /// Declaration: the declarer's pieces in hand and inside the opponent's camp.
    pub counted: Pieces,
    /// Declaration: how many of the declarer's pieces (not the king) are inside the camp.
    pub in_camp: u8,
    pub king_in_camp: bool,
    pub in_check: bool,
}

impl ImpasseForm {
    /// A form for `sente` against `gote`, first meeting, under the 24-point rule, with the
    /// pieces split evenly (2 rooks or bishops and 17 others each).
    pub fn new(sente: usize, gote: usize) -> ImpasseForm {
        let half = Pieces::new(2, 17);
        ImpasseForm {
            sente,
            gote,
            meeting: 0,
            rule: Rule::Board(BoardRule::Points24),
            sente_pieces: half,
            gote_pieces: half,
            declarer: Colour::Sente,
            counted: Pieces::default(),
            in_camp: 0,
            king_in_camp: false,
            in_check: false,
        }
    }

    /// The counts of the chosen rule, checked (an [`crate::ErrorKind::ImpasseCount`] when
    /// they cannot be right).
    pub fn impasse(&self) -> Result<Impasse, Error> {
        match self.rule {
            Rule::Board(rule) => Impasse::board(rule, self.sente_pieces, self.gote_pieces),
            Rule::Declaration => Impasse::declaration(Declaration {
                declarer: self.declarer,
                counted: self.counted,
                in_camp: self.in_camp,
                king_in_camp: self.king_in_camp,
                in_check: self.in_check,
            }),
        }
    }

    /// The verdict on the counts entered.
    pub fn verdict(&self) -> Result<Verdict, Error> {
        self.impasse().map(|i| judge(&i))
    }

    /// The one edit that enters `outcome` (a verdict's, seen from 先手) in the crosstable: a
    /// [`Action::SetResult`] from the upper row of the pair, with that player's side. A game
    /// to be replayed ([`Outcome::Replayed`]) leaves the meeting to be played
    /// ([`Side::Pending`]): the first game counts for nothing (spec §8). `None` when the two
    /// players are the same or the outcome is not a verdict's.
    pub fn entry(&self, outcome: Outcome) -> Option<Action> {
        if self.sente == self.gote {
            return None;
        }
        let sente_side = match outcome {
            Outcome::A => Side::Win,
            Outcome::B => Side::Loss,
            Outcome::Draw => Side::Draw,
            Outcome::Replayed => Side::Pending,
            _ => return None,
        };
        let (row, col, side) = if self.sente < self.gote {
            (self.sente, self.gote, sente_side)
        } else {
            (self.gote, self.sente, mirror(sente_side))
        };
        Some(if side == Side::Pending {
            Action::SetResult {
                row,
                col,
                meeting: self.meeting,
                side,
            }
        } else {
            Action::SetResultWithFirst {
                row,
                col,
                meeting: self.meeting,
                side,
                first: self.sente,
            }
        })
    }
}

/// The same game's result seen by the other player.
fn mirror(side: Side) -> Side {
    match side {
        Side::Win => Side::Loss,
        Side::Loss => Side::Win,
        Side::ForfeitWin => Side::ForfeitLoss,
        Side::ForfeitLoss => Side::ForfeitWin,
        s @ (Side::Draw | Side::Void | Side::Pending) => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;
    use crate::engine::jishogi::CountFault;

    /// Source: spec §8, 24-point rule: "a player with fewer than 24 loses". 先手 33, 後手 21.
    fn gote_short() -> ImpasseForm {
        let mut form = ImpasseForm::new(0, 1);
        form.sente_pieces = Pieces::new(3, 18);
        form.gote_pieces = Pieces::new(1, 16);
        form
    }

    #[track_caller]
    fn entry(form: &ImpasseForm) -> Action {
        form.entry(form.verdict().expect("counts add up").outcome)
            .expect("an entry")
    }

    #[test]
    fn a_24_point_win_for_sente_is_entered_from_the_upper_row_either_way() {
        let form = gote_short();
        assert_eq!(form.verdict().unwrap().outcome, Outcome::A);
        assert_eq!(
            entry(&form),
            Action::SetResultWithFirst {
                row: 0,
                col: 1,
                meeting: 0,
                side: Side::Win,
                first: 0,
            }
        );
        // 先手 is the lower row: the upper row (後手) lost.
        let form = ImpasseForm {
            sente: 3,
            gote: 1,
            meeting: 1,
            ..gote_short()
        };
        assert_eq!(
            entry(&form),
            Action::SetResultWithFirst {
                row: 1,
                col: 3,
                meeting: 1,
                side: Side::Loss,
                first: 3,
            }
        );
    }

    /// Source: spec §8, 27-point rule with "equal points: the second player (後手) wins".
    #[test]
    fn equal_points_under_27_gote_is_a_win_for_gote() {
        let mut form = ImpasseForm::new(4, 2);
        form.rule = Rule::from_code("27-gote").unwrap();
        form.sente_pieces = Pieces::new(2, 17);
        form.gote_pieces = Pieces::new(2, 17);
        assert_eq!(form.verdict().unwrap().outcome, Outcome::B);
        // 後手 (2) is the upper row and won.
        assert_eq!(
            entry(&form),
            Action::SetResultWithFirst {
                row: 2,
                col: 4,
                meeting: 0,
                side: Side::Win,
                first: 4,
            }
        );
        form.rule = Rule::from_code("27").unwrap();
        assert_eq!(
            entry(&form),
            Action::SetResultWithFirst {
                row: 2,
                col: 4,
                meeting: 0,
                side: Side::Draw,
                first: 4,
            }
        );
    }

    /// Source: spec §8, "if both players have 24 points or more the game is void and
    /// replayed"; "replayed: the first game counts for nothing": the meeting stays pending.
    #[test]
    fn a_replayed_game_leaves_the_meeting_pending() {
        let form = ImpasseForm::new(1, 0); // 27 points each under the 24-point rule
        assert_eq!(form.verdict().unwrap().outcome, Outcome::Replayed);
        assert_eq!(
            entry(&form),
            Action::SetResult {
                row: 0,
                col: 1,
                meeting: 0,
                side: Side::Pending
            }
        );
    }

    /// Source: spec §8, declaration rule (1)-(4): a valid declaration of 31 points or more wins.
    #[test]
    fn a_winning_declaration_by_gote() {
        let mut form = ImpasseForm::new(0, 1);
        form.rule = Rule::Declaration;
        form.declarer = Colour::Gote;
        form.counted = Pieces::new(3, 16); // 31 points
        form.in_camp = 12;
        form.king_in_camp = true;
        assert_eq!(form.verdict().unwrap().outcome, Outcome::B);
        assert_eq!(
            entry(&form),
            Action::SetResultWithFirst {
                row: 0,
                col: 1,
                meeting: 0,
                side: Side::Loss,
                first: 0,
            }
        );
        // The same declaration in check fails: the declarer loses.
        form.in_check = true;
        assert_eq!(form.verdict().unwrap().outcome, Outcome::A);
    }

    #[test]
    fn counts_that_do_not_add_up_are_an_error_and_only_the_chosen_rule_is_checked() {
        let mut form = ImpasseForm::new(0, 1);
        form.gote_pieces = Pieces::new(2, 16);
        let e = form.verdict().unwrap_err();
        assert!(matches!(
            e.kind(),
            ErrorKind::ImpasseCount {
                fault: CountFault::Total {
                    gote: 16,
                    expected: 34,
                    ..
                }
            }
        ));
        // The declaration does not read the whole-board counts.
        form.rule = Rule::Declaration;
        assert!(form.verdict().is_ok());
    }

    #[test]
    fn no_entry_for_a_player_against_themself() {
        let form = ImpasseForm::new(2, 2);
        assert_eq!(form.entry(Outcome::A), None);
    }

    #[test]
    fn only_the_shogi_preset_offers_the_dialog() {
        assert!(offers_impasse(Some("shogi-junisen")));
        assert!(!offers_impasse(Some("fukui")));
        assert!(!offers_impasse(None));
    }
}

#[cfg(test)]
mod reducer_tests {
    use super::*;
    use crate::editor::league::{Editor, new_league};
    use crate::engine::First;

    /// The dialog's entry is one edit (one undo step) that records the result and who moved
    /// first; a replayed game leaves the meeting unplayed, with nothing recorded.
    #[test]
    fn the_entry_records_the_result_and_the_first_player_in_one_edit() {
        let mut editor = Editor::new(new_league(vec!["A".into(), "B".into(), "C".into()]));
        let mut form = ImpasseForm::new(2, 0); // C moved first against A
        form.sente_pieces = Pieces::new(3, 18);
        form.gote_pieces = Pieces::new(1, 16);
        let action = form.entry(form.verdict().unwrap().outcome).unwrap();
        editor.apply(action).unwrap();
        assert_eq!(editor.steps().0, 1);
        let g = &editor.doc().games[0];
        assert_eq!(
            (g.a.as_str(), g.b.as_str(), g.result),
            ("A", "C", Outcome::B)
        );
        assert_eq!(g.first, Some(First::B));
        let replay = ImpasseForm::new(2, 1);
        let action = replay.entry(replay.verdict().unwrap().outcome).unwrap();
        editor.apply(action).unwrap();
        assert_eq!(editor.doc().games.len(), 1, "nothing recorded for B–C");
        assert_eq!(editor.steps().0, 1);
    }
}
