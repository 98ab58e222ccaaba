//! What the Swiss page shows, derived from the document.

use crate::document::event::{SwissEvent, SwissInput};
use crate::engine::swiss::{self, Standings, prospects::Upcoming};
use crate::error::Error;

use super::director::entering;

/// What the page shows, derived from the document.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissAnalysis {
    pub input: SwissInput,
    pub standings: Standings,
    pub names: Vec<String>,
    /// The rounds paired but not played, and those to pair for what-if; an error (in the
    /// file's `pairing`, say) leaves the standings shown and what-if saying why.
    pub upcoming: Result<Upcoming, Error>,
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
        // What-if reads the document as it is: the results entered in the round stand.
        let upcoming = doc.upcoming();
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
            upcoming,
            played,
            entering,
        })
    }
}
