//! The director's view of an event: the round being entered or the round to pair next with its
//! pairing as the engine makes it ([`director`]), a round's pairs as they stand
//! ([`round_pairs`]), and the round results are being entered in ([`entry_round`], with how
//! many are in: [`entering`]).
//!
//! [`director`] is two steps, so that a page can take the second elsewhere: [`ahead`] says
//! which round is at hand without pairing anything, and [`pair_stage`] pairs it. The Swiss page
//! asks the what-if worker for the second ([`crate::editor::worker_protocol::Request::Pair`]),
//! which keeps the pairing systems' code out of its download and a large event's pairing off
//! its thread; the error then travels worded ([`Refused`]).

use serde::{Deserialize, Serialize};

use crate::document::event::{ByeKind, RoundEntry, SwissEvent};
use crate::error::Error;
use crate::lang::Lang;

/// The director's view of the round at hand ([`director`]): the round being entered while
/// some of its results are in and others are still to come, else the round to pair next.
/// `E` is why a round cannot be paired: the engine's [`Error`], or [`Refused`] once worded.
#[derive(Clone, Debug, PartialEq)]
pub struct Director<E = Error> {
    /// The round the panel is about (0-based): the one being entered, or the one to pair.
    pub round: usize,
    pub stage: Stage<E>,
}

/// Why a round cannot be paired, as it travels from the worker: in words, in the request's
/// language, and whether it is that the event has no seed to draw lots from (the page then
/// offers to draw one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused {
    pub no_seed: bool,
    pub message: String,
}

impl Refused {
    /// `error` in `lang`.
    pub fn new(lang: Lang, error: &Error) -> Refused {
        Refused {
            no_seed: matches!(error.kind(), crate::error::ErrorKind::NoPairingSeed),
            message: crate::report::error::message(lang, error),
        }
    }
}

/// The round at hand, before any pairing ([`ahead`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Ahead {
    /// The round being entered, with some results in.
    Entering(Entering),
    /// The round to pair (0-based).
    Pair(usize),
}

impl Ahead {
    /// See [`Director::to_pair`].
    pub fn to_pair(&self) -> Option<usize> {
        match self {
            Ahead::Pair(round) => Some(*round),
            Ahead::Entering(e) => e.next,
        }
    }
}

/// What the director can do with [`Director::round`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
#[cfg_attr(
    target_pointer_width = "64",
    expect(
        clippy::large_enum_variant,
        reason = "one per document change, held by the panel's memo; boxing would only add \
                  indirection (on 32-bit targets the variants are close enough)"
    )
)]
pub enum Stage<E = Error> {
    /// The round to pair: its pairing as the engine makes it now (`Ok(Ok(_))`), the players who
    /// cannot all be paired (`Ok(Err(_))`), or why it cannot be paired (`Err`). A round already
    /// paired is paired again here the same way (the lots are the file's), so the explanation
    /// shown is that of the pairs in the round when they are equal (see
    /// [`Director::matches_round`]).
    Pair {
        paired: Result<crate::document::event::Paired, E>,
        /// The pairing as made with rematches allowed, when it cannot be made without.
        with_rematches: Option<crate::engine::swiss::pairing::Pairing>,
    },
    /// The round's results are being entered: the next round is paired once they are all in.
    Entering(Entering),
}

/// A round with some results in and others still to come ([`entering`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entering {
    /// The round (0-based).
    pub round: usize,
    /// Results entered: games, or a team match's boards.
    pub entered: usize,
    /// Results in all: the round's games, or its matches' boards.
    pub results: usize,
    /// The round's pairs still waiting for a result, by board (0-based, in [`pairs_of`]'s
    /// order: the board the director's list and the result slips give it).
    pub missing: Vec<usize>,
    /// The round paired once these results are in; `None` when this is the last planned.
    pub next: Option<usize>,
}

impl Stage {
    /// The stage with its error in `lang`'s words.
    pub fn worded(self, lang: Lang) -> Stage<Refused> {
        match self {
            Stage::Pair {
                paired,
                with_rematches,
            } => Stage::Pair {
                paired: paired.map_err(|e| Refused::new(lang, &e)),
                with_rematches,
            },
            Stage::Entering(e) => Stage::Entering(e),
        }
    }
}

impl<E> Director<E> {
    /// The round whose players' byes and withdrawals the roster sets: the round to pair, or
    /// the one after the round being entered (`None` after the last planned).
    pub fn to_pair(&self) -> Option<usize> {
        match &self.stage {
            Stage::Pair { .. } => Some(self.round),
            Stage::Entering(e) => e.next,
        }
    }
}

impl Director {
    /// Whether `pairing` is the one in the document's round (the same pairs, the same bye).
    pub fn matches_round<'a>(
        doc: &'a SwissEvent,
        round: usize,
        p: &crate::engine::swiss::pairing::Pairing,
    ) -> bool {
        let Some(entry) = doc.rounds.get(round) else {
            return false;
        };
        let name = |i: usize| doc.players[i].name.trim();
        // Without colours (Tagajo, SwigPro) a pair is the same whichever of its two is named
        // first.
        let colours = p.pairs.iter().all(|x| x.white.is_some());
        let unordered = |(a, b): (&'a str, &'a str)| -> (&'a str, &'a str) {
            if colours || a <= b { (a, b) } else { (b, a) }
        };
        let games: Vec<(&str, &str)> = pairs_of(entry)
            .map(|(w, b)| unordered((w.trim(), b.trim())))
            .collect();
        let pairs: Vec<(&str, &str)> = p
            .pairs
            .iter()
            .map(|x| match x.white {
                Some(w) if w == x.low => (name(x.low), name(x.high)),
                _ => (name(x.high), name(x.low)),
            })
            .map(unordered)
            .collect();
        let pab: Vec<&str> = entry
            .byes
            .iter()
            .filter(|b| b.kind == ByeKind::Pairing)
            .map(|b| b.player.trim())
            .collect();
        games == pairs && pab == p.bye.iter().map(|b| name(b.player)).collect::<Vec<_>>()
    }
}

/// A round's pairs as they stand in the document, made by the pairing or by hand
/// ([`round_pairs`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RoundPairs {
    pub pairs: Vec<RoundPair>,
    /// The pairing-allocated bye.
    pub bye: Option<usize>,
    /// Players who play the round (no bye entered, not withdrawn) and are in no pair: the
    /// round must be paired again.
    pub unpaired: Vec<usize>,
}

/// A pair of [`RoundPairs`], by player index.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundPair {
    pub white: usize,
    pub black: usize,
    /// The two met in an earlier round.
    pub rematch: bool,
    /// The two are of one club.
    pub same_club: bool,
    /// Go: the handicap entered with the game.
    pub handicap: u8,
    /// The game's colours are known (allocated or entered): `white` has White. Otherwise
    /// `white` is only the first named (a team match's home).
    pub colours: bool,
}

impl RoundPairs {
    /// Every pair of the round has its colours (and there is a pair): the round is shown
    /// headed White and Black.
    pub fn colours(&self) -> bool {
        !self.pairs.is_empty() && self.pairs.iter().all(|p| p.colours)
    }
}

/// The pairs of round `round` as they stand (names the event does not know are left out:
/// the analysis says where they are).
pub fn round_pairs(doc: &SwissEvent, round: usize) -> RoundPairs {
    // Names matched as ranking matches them; an event whose names do not identify its
    // players has no pairs to show (the analysis says why).
    let index = doc.index().unwrap_or_default();
    let find = |n: &str| index.get(n.trim()).copied();
    let key = |a: usize, b: usize| (a.min(b), a.max(b));
    let met: std::collections::HashSet<(usize, usize)> = doc
        .rounds
        .iter()
        .take(round)
        .flat_map(pairs_of)
        .filter_map(|(w, b)| Some(key(find(w)?, find(b)?)))
        .collect();
    let club = |p: usize| {
        doc.players[p]
            .club
            .as_deref()
            .map(str::trim)
            .filter(|c| !c.is_empty())
    };
    let Some(entry) = doc.rounds.get(round) else {
        return RoundPairs::default();
    };
    let pairs: Vec<RoundPair> = pairs_of(entry)
        .filter_map(|(w, b)| {
            let (white, black) = (find(w)?, find(b)?);
            let game = entry
                .games
                .iter()
                .find(|g| g.white.trim() == w.trim() && g.black.trim() == b.trim());
            Some(RoundPair {
                white,
                black,
                rematch: met.contains(&key(white, black)),
                same_club: club(white).is_some() && club(white) == club(black),
                handicap: game.map_or(0, |g| g.handicap),
                colours: game.is_some_and(|g| g.colours),
            })
        })
        .collect();
    let bye = entry
        .byes
        .iter()
        .find(|b| b.kind == ByeKind::Pairing)
        .and_then(|b| find(&b.player));
    let mut placed = vec![false; doc.players.len()];
    for p in pairs.iter().flat_map(|p| [p.white, p.black]).chain(bye) {
        placed[p] = true;
    }
    for b in &entry.byes {
        if let Some(p) = find(&b.player) {
            placed[p] = true;
        }
    }
    let unpaired = (0..doc.players.len())
        .filter(|&p| !placed[p])
        .filter(|&p| !doc.players[p].withdrawn_by(round))
        .collect();
    RoundPairs {
        pairs,
        bye,
        unpaired,
    }
}

/// A round's pairs by name, the first named first: its games (white, black) and its team
/// matches (home, away).
pub fn pairs_of(entry: &RoundEntry) -> impl Iterator<Item = (&str, &str)> {
    let games = entry.games.iter().map(|g| (g.white.trim(), g.black.trim()));
    let matches = entry.matches.iter().map(|m| (m.home.trim(), m.away.trim()));
    games.chain(matches)
}

/// Whether the director pairs the event's rounds here: not a round robin (its rounds are fixed
/// by the schedule), and not an event paired elsewhere and finished as far as its file says
/// (rounds played, none planned after them, no pairing settings). A team Swiss is paired here,
/// its matches then entered board by board.
pub fn paired_here(doc: &SwissEvent) -> bool {
    let round_robin = doc.system == crate::document::event::SystemKind::RoundRobin;
    let finished_elsewhere = doc.planned_rounds.is_none()
        && doc.pairing.is_none()
        && !doc.rounds.is_empty()
        && entry_round(doc).is_none();
    !round_robin && !finished_elsewhere
}

/// See [`Director`]: `None` when every planned round has results, or the event's rounds are not
/// paired here ([`paired_here`]).
pub fn director(doc: &SwissEvent) -> Option<Director> {
    Some(match ahead(doc)? {
        Ahead::Entering(e) => Director {
            round: e.round,
            stage: Stage::Entering(e),
        },
        Ahead::Pair(round) => Director {
            round,
            stage: pair_stage(doc, round),
        },
    })
}

/// The round at hand ([`director`] without the pairing): the round being entered when some of
/// its results are in, else the round to pair; `None` as for [`director`].
pub fn ahead(doc: &SwissEvent) -> Option<Ahead> {
    if !paired_here(doc) {
        return None;
    }
    // The round being entered, with a result in: the next round waits for its last result.
    if let Some(e) = entering(doc) {
        return Some(Ahead::Entering(e));
    }
    // A round paired and not started can be paired again.
    Some(Ahead::Pair(match entry_round(doc) {
        Some(r) => r,
        None => doc.round_to_pair()?,
    }))
}

/// Round `round` paired as the engine pairs it ([`Stage::Pair`]): without rematches, and with
/// them when it cannot be paired without.
pub fn pair_stage(doc: &SwissEvent, round: usize) -> Stage {
    let paired = doc.pair_round(round, None, false);
    let with_rematches = match &paired {
        Ok(Err(_)) => doc.pair_round(round, None, true).ok().and_then(Result::ok),
        _ => None,
    };
    Stage::Pair {
        paired,
        with_rematches,
    }
}

/// The round results are entered in: the first round with a game without a result, or a
/// team match with a board not played.
pub fn entry_round(doc: &SwissEvent) -> Option<usize> {
    doc.rounds
        .iter()
        .position(|r| crate::document::event::waiting(r).is_some())
}

/// The round being entered ([`entry_round`]) when some of its results are in: how many of how
/// many, and which boards wait. `None` when no round is partly entered.
pub fn entering(doc: &SwissEvent) -> Option<Entering> {
    let round = entry_round(doc)?;
    let entry = &doc.rounds[round];
    let boards = doc.boards.map_or(0, |b| b as usize);
    let entered = entry.games.iter().filter(|g| g.result.is_some()).count()
        + entry.matches.iter().map(|m| m.entered()).sum::<usize>();
    if entered == 0 {
        return None;
    }
    let results = entry.games.len() + entry.matches.len() * boards;
    let games = entry
        .games
        .iter()
        .map(|g| g.result.is_none())
        .chain(entry.matches.iter().map(|m| !m.complete(boards)));
    let missing = games
        .enumerate()
        .filter_map(|(k, open)| open.then_some(k))
        .collect();
    let planned = doc.planned_rounds.map(|p| p as usize);
    let next = Some(round + 1).filter(|&n| planned.is_none_or(|p| n < p));
    Some(Entering {
        round,
        entered,
        results,
        missing,
        next,
    })
}
