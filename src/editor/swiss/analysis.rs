//! What the Swiss page shows, derived from the document.

use crate::document::event::{SwissEvent, SwissInput};
use crate::engine::swiss::{self, Standings};
use crate::error::Error;

use super::director::entering;

/// What the page shows, derived from the document.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissAnalysis {
    pub input: SwissInput,
    pub standings: Standings,
    pub names: Vec<String>,
    /// Games remain to play: a round being entered, or one paired and not played
    /// ([`SwissEvent::games_pending`]); the standings are then "so far". What-if's rounds
    /// ([`SwissEvent::upcoming`]) are worked out by what-if itself, so that the viewer, which
    /// shows standings only, carries none of it.
    pub more_to_play: bool,
    /// The rounds that count (the played ones).
    pub played: usize,
    /// A round being entered: (its index, results entered, results in all: its games, or its
    /// matches' boards): the standings are then those before it.
    pub entering: Option<(usize, usize, usize)>,
}

impl SwissAnalysis {
    /// Checks and ranks the event; the error says why it cannot be ranked (and where). A
    /// round whose results are partly entered is ranked as not played yet (and said so in
    /// `entering`), so the standings stay on screen while results come in.
    pub fn of(doc: &SwissEvent) -> Result<SwissAnalysis, Error> {
        let entering = entering(doc).map(|e| (e.round, e.entered, e.results));
        let more_to_play = entering.is_some() || doc.games_pending();
        let before = entering.and_then(|_| doc.before_entry());
        let doc = before.as_ref().unwrap_or(doc);
        let input = doc.input(None, None)?;
        let standings = swiss::order(&input.event, &input.codes, input.edition);
        let names = input.event.names();
        let played = input.event.rounds();
        Ok(SwissAnalysis {
            input,
            standings,
            names,
            more_to_play,
            played,
            entering,
        })
    }
}
