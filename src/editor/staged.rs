//! The stages page's model: an event in stages and its history, free of web crates. A new event
//! is made from a pasted list of players (or teams) with the system the RIF rules name for their
//! number ([`crate::document::staged::rif_event`]); results are entered game by game; "Next"
//! writes what can be played next ([`crate::document::staged::advance`]). Every edit is one undo
//! step; a refused one changes nothing and says why.

use crate::document::staged::{self, StagedEvent};
use crate::engine::Outcome;

use super::history::{History, Typing};
use super::refusal::Refusal;

/// The stages page's state: the event and its history.
pub type StagedEditor = History<StagedEvent>;

/// One edit.
#[derive(Clone, Debug, PartialEq)]
pub enum StagedAction {
    /// A new event for the players (or teams) of a pasted list, one per line, in seed order.
    New {
        players: String,
        team: bool,
        title: Option<String>,
    },
    /// Replaces the event (an opened file); undo brings the old one back.
    Replace(Box<StagedEvent>),
    /// Sets the result of stage `stage`'s game `game` (indices), as seen from its `a`.
    SetResult {
        stage: usize,
        game: usize,
        result: Outcome,
    },
    /// Writes the next games: every stage that can start, a Swiss stage's next round.
    Advance,
    /// Sets stage `stage`'s rules (a preset id or codes of its format; `None`: the RIF's).
    /// Refused when they cannot be read, or when the order they give would no longer let a
    /// later stage's games stand (who entered it would change).
    SetStageRules {
        stage: usize,
        rules: Option<String>,
    },
    SetTitle(Option<String>),
    EndTyping,
    Undo,
    Redo,
}

/// The event a first visit starts with: none yet (the page asks for the players).
pub fn empty() -> StagedEvent {
    StagedEvent {
        format: staged::FORMAT.to_string(),
        title: None,
        game: None,
        team: false,
        system: None,
        pairing: None,
        seed: None,
        players: Vec::new(),
        stages: Vec::new(),
        extra: Default::default(),
    }
}

impl StagedEditor {
    /// Applies `action`. On `Err` nothing changed, and the refusal says why.
    pub fn apply(&mut self, action: StagedAction) -> Result<(), Refusal> {
        match action {
            StagedAction::Undo => self.undo(),
            StagedAction::Redo => self.redo(),
            StagedAction::EndTyping => {
                self.end_typing();
                Ok(())
            }
            action => {
                let run = match &action {
                    StagedAction::SetTitle(_) => Some(Typing::Title),
                    _ => None,
                };
                self.edit(run, |doc| edit(doc, action))
            }
        }
    }
}

fn edit(doc: &mut StagedEvent, action: StagedAction) -> Result<(), Refusal> {
    match action {
        StagedAction::New {
            players,
            team,
            title,
        } => {
            let players = crate::format::players::read(&players)
                .map_err(|error| Refusal::PlayerList { error })?;
            let title = title.filter(|t| !t.trim().is_empty());
            *doc = staged::rif_event(players, team, title)
                .map_err(|error| Refusal::CannotSchedule { error })?;
            Ok(())
        }
        StagedAction::Replace(new) => {
            *doc = *new;
            Ok(())
        }
        StagedAction::SetResult {
            stage,
            game,
            result,
        } => {
            let g = doc
                .stages
                .get_mut(stage)
                .and_then(|s| s.games.get_mut(game))
                .ok_or(Refusal::NoSuchGame { round: stage, game })?;
            g.result = result;
            Ok(())
        }
        StagedAction::Advance => {
            let (next, _) =
                staged::advance(doc).map_err(|error| Refusal::CannotSchedule { error })?;
            *doc = next;
            Ok(())
        }
        StagedAction::SetTitle(title) => {
            doc.title = title.filter(|t| !t.trim().is_empty());
            Ok(())
        }
        StagedAction::SetStageRules { stage, rules } => {
            let mut next = doc.clone();
            let entry = next
                .stages
                .get_mut(stage)
                .ok_or(Refusal::NoSuchRound { round: stage })?;
            entry.rules = rules
                .map(|r| r.trim().to_string())
                .filter(|r| !r.is_empty());
            next.input()
                .and_then(|input| input.progress(&next))
                .map_err(|error| Refusal::StageRules { stage, error })?;
            *doc = next;
            Ok(())
        }
        StagedAction::EndTyping | StagedAction::Undo | StagedAction::Redo => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A seven-player event made, played and advanced through the editor; every step undoable.
    #[test]
    fn new_enter_advance_undo() {
        let mut e = StagedEditor::new(empty());
        assert!(matches!(
            e.apply(StagedAction::New {
                players: "A\nA\n".into(),
                team: false,
                title: None
            }),
            Err(Refusal::PlayerList { .. })
        ));
        e.apply(StagedAction::New {
            players: "A\nB\nC\nD\nE\nF\nG\n".into(),
            team: false,
            title: Some("RIF".into()),
        })
        .unwrap();
        assert_eq!(e.doc().stages.len(), 3);
        assert_eq!(e.doc().stages[0].games.len(), 21);
        // Next before the results: refused with the document's reason.
        assert!(matches!(
            e.apply(StagedAction::Advance),
            Err(Refusal::CannotSchedule { .. })
        ));
        for k in 0..21 {
            e.apply(StagedAction::SetResult {
                stage: 0,
                game: k,
                result: if k % 3 == 0 {
                    Outcome::Draw
                } else {
                    Outcome::A
                },
            })
            .unwrap();
        }
        e.apply(StagedAction::Advance).unwrap();
        assert_eq!(e.doc().stages[1].games.len(), 6);
        assert_eq!(e.doc().stages[2].games.len(), 3);
        e.apply(StagedAction::Undo).unwrap();
        assert!(e.doc().stages[1].games.is_empty());
        assert_eq!(
            e.apply(StagedAction::SetResult {
                stage: 5,
                game: 0,
                result: Outcome::A
            }),
            Err(Refusal::NoSuchGame { round: 5, game: 0 })
        );
    }

    /// A stage's rules changed: a preset or codes of its format, read back; codes it cannot
    /// read, or an order that would take a later stage's players out of it, are refused and
    /// nothing changes.
    #[test]
    fn stage_rules_changed_or_refused() {
        let mut e = StagedEditor::new(empty());
        e.apply(StagedAction::New {
            players: "A\nB\nC\nD\nE\nF\nG\n".into(),
            team: false,
            title: None,
        })
        .unwrap();
        let set = |e: &mut StagedEditor, rules: &str| {
            e.apply(StagedAction::SetStageRules {
                stage: 0,
                rules: Some(rules.into()),
            })
        };
        set(&mut e, "PTS,SB,WIN").unwrap();
        assert_eq!(e.doc().stages[0].rules.as_deref(), Some("PTS,SB,WIN"));
        let before = e.doc().clone();
        assert!(matches!(
            set(&mut e, "PTS,XYZ"),
            Err(Refusal::StageRules { stage: 0, .. })
        ));
        assert_eq!(e.doc(), &before);
        // Every game of stage 1 won by the first player of the file's order; the next stages.
        for k in 0..21 {
            e.apply(StagedAction::SetResult {
                stage: 0,
                game: k,
                result: Outcome::Draw,
            })
            .unwrap();
        }
        e.apply(StagedAction::Advance).unwrap();
        // All drawn: the order is the tie-break's; another chain that orders them otherwise
        // would change who entered the groups, whose games are written.
        let groups = e.doc().stages[1].games.clone();
        let other = ["fukui", "fide-round-robin", "PTS,WIN", "rif-round-robin"]
            .into_iter()
            .map(|r| set(&mut e, r))
            .collect::<Vec<_>>();
        assert!(
            other
                .iter()
                .all(|r| r.is_ok() || matches!(r, Err(Refusal::StageRules { .. })))
        );
        assert_eq!(e.doc().stages[1].games, groups, "the groups' games stand");
    }
}
