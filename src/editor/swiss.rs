//! The Swiss page's model, free of web crates like the rest of `editor`: the event document
//! with undo and redo, the one reducer [`SwissEditor::apply`], what the page keeps in the
//! browser, and the derived data it shows ([`SwissAnalysis`]).

use crate::engine::swiss::{self, Standings, whatif::Upcoming};
use crate::error::Error;
use crate::event::{GameResult, SwissEvent, SwissInput};

/// The most undo steps kept.
const HISTORY: usize = 200;

/// What the page can do to the event.
#[derive(Clone, Debug, PartialEq)]
pub enum SwissAction {
    /// Sets (or clears) the result of game `game` of round `round` (0-based).
    SetResult {
        round: usize,
        game: usize,
        result: Option<GameResult>,
    },
    SetTitle(String),
    /// A preset id or codes; empty: the event's default.
    SetRules(String),
    /// An edition id; empty: by the event's date.
    SetEdition(String),
    /// A whole new event (a file opened, the example).
    Replace(Box<SwissEvent>),
    Undo,
    Redo,
}

/// The event and its history.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissEditor {
    pub doc: SwissEvent,
    undo: Vec<SwissEvent>,
    redo: Vec<SwissEvent>,
}

impl SwissEditor {
    pub fn new(doc: SwissEvent) -> SwissEditor {
        SwissEditor {
            doc,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Applies `action`; an edit that changes nothing (a game that does not exist) leaves no
    /// undo step.
    pub fn apply(&mut self, action: SwissAction) {
        let before = self.doc.clone();
        match action {
            SwissAction::Undo => {
                if let Some(doc) = self.undo.pop() {
                    self.redo.push(std::mem::replace(&mut self.doc, doc));
                }
                return;
            }
            SwissAction::Redo => {
                if let Some(doc) = self.redo.pop() {
                    self.undo.push(std::mem::replace(&mut self.doc, doc));
                }
                return;
            }
            SwissAction::SetResult {
                round,
                game,
                result,
            } => {
                if let Some(g) = self
                    .doc
                    .rounds
                    .get_mut(round)
                    .and_then(|r| r.games.get_mut(game))
                {
                    g.result = result;
                }
            }
            SwissAction::SetTitle(t) => {
                self.doc.title = Some(t).filter(|t| !t.trim().is_empty());
            }
            SwissAction::SetRules(r) => {
                self.doc.rules = Some(r).filter(|r| !r.trim().is_empty());
            }
            SwissAction::SetEdition(e) => {
                self.doc.edition = Some(e).filter(|e| !e.trim().is_empty());
            }
            SwissAction::Replace(doc) => self.doc = *doc,
        }
        if self.doc != before {
            self.undo.push(before);
            if self.undo.len() > HISTORY {
                self.undo.remove(0);
            }
            self.redo.clear();
        }
    }
}

/// The key the page stores the event under.
pub const STORAGE_KEY: &str = "hoshitori-swiss";

/// What the page stores: the event document as JSON.
pub fn save(doc: &SwissEvent) -> String {
    serde_json::to_string(doc).unwrap_or_default()
}

/// What was stored, read back; a text that is not an event is refused (the page then starts
/// from the example and keeps the text aside).
pub fn restore(text: &str) -> Result<SwissEvent, Error> {
    crate::format::json::read_event(text)
}

/// What the page shows, derived from the document.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissAnalysis {
    pub input: SwissInput,
    pub standings: Standings,
    pub names: Vec<String>,
    /// The rounds paired but not played.
    pub upcoming: Upcoming,
    /// The rounds that count (the played ones).
    pub played: usize,
    /// A round being entered: (its index, results entered, games): the standings are then
    /// those before it.
    pub entering: Option<(usize, usize, usize)>,
}

impl SwissAnalysis {
    /// Checks and ranks the event; the error says why it cannot be ranked (and where). A
    /// round whose results are partly entered is ranked as not played yet (and said so in
    /// `entering`), so the standings stay on screen while results come in.
    pub fn of(doc: &SwissEvent) -> Result<SwissAnalysis, Error> {
        let entering = entry_round(doc).and_then(|r| {
            let games = &doc.rounds[r].games;
            let entered = games.iter().filter(|g| g.result.is_some()).count();
            (entered > 0).then_some((r, entered, games.len()))
        });
        let cleared;
        let doc = match entering {
            Some((r, _, _)) => {
                let mut d = doc.clone();
                for g in &mut d.rounds[r].games {
                    g.result = None;
                }
                cleared = d;
                &cleared
            }
            None => doc,
        };
        let input = doc.input(None, None)?;
        let upcoming = doc.upcoming()?;
        let standings = swiss::order(&input.event, &input.codes, input.edition);
        let names = input
            .event
            .entrants()
            .iter()
            .map(|e| e.name.clone())
            .collect();
        let played = input.event.rounds();
        Ok(SwissAnalysis {
            input,
            standings,
            names,
            upcoming,
            played,
            entering,
        })
    }
}

/// The round results are entered in: the first round with a game without a result.
pub fn entry_round(doc: &SwissEvent) -> Option<usize> {
    doc.rounds
        .iter()
        .position(|r| r.games.iter().any(|g| g.result.is_none()))
}

/// The example the page starts with: the Tagajo method's worked event, its fourth round paired
/// and not yet played.
pub fn example() -> SwissEvent {
    let mut doc =
        crate::format::json::read_event(include_str!("../../tests/fixtures/swiss/tagajo.json"))
            .unwrap_or_else(|_| empty());
    if let Some(last) = doc.rounds.last_mut() {
        for g in &mut last.games {
            g.result = None;
        }
    }
    doc
}

/// An event with no players (what the page falls back to).
pub fn empty() -> SwissEvent {
    SwissEvent::new(crate::event::GameKind::Go)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_entered_undone_and_redone() {
        let mut ed = SwissEditor::new(example());
        let a = SwissAnalysis::of(&ed.doc).unwrap();
        assert_eq!(a.played, 3);
        assert_eq!(a.upcoming.games.len(), 5);
        let set = |game, result| SwissAction::SetResult {
            round: 3,
            game,
            result,
        };
        ed.apply(set(0, Some(GameResult::WhiteWins)));
        assert!(ed.can_undo());
        // A half-entered round: the standings stay those before it, and it is said so.
        let partial = SwissAnalysis::of(&ed.doc).unwrap();
        assert_eq!((partial.played, partial.entering), (3, Some((3, 1, 5))));
        assert_eq!(entry_round(&ed.doc), Some(3));
        for g in 1..5 {
            ed.apply(set(g, Some(GameResult::BlackWins)));
        }
        let done = SwissAnalysis::of(&ed.doc).unwrap();
        assert_eq!(
            (done.played, done.upcoming.games.len(), done.entering),
            (4, 0, None)
        );
        assert_eq!(entry_round(&ed.doc), None);
        for _ in 0..5 {
            ed.apply(SwissAction::Undo);
        }
        assert_eq!(ed.doc, example());
        ed.apply(SwissAction::Redo);
        assert_eq!(
            ed.doc.rounds[3].games[0].result,
            Some(GameResult::WhiteWins)
        );
        // No change, no step: a game that does not exist.
        let steps = ed.undo.len();
        ed.apply(set(99, Some(GameResult::Draw)));
        assert_eq!(ed.undo.len(), steps);
    }

    #[test]
    fn stored_event_reads_back() {
        let doc = example();
        assert_eq!(restore(&save(&doc)).unwrap(), doc);
        assert!(restore("{\"format\": \"hoshitori-league/2\"}").is_err());
    }
}
