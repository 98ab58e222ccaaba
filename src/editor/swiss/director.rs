//! The director's view of an event: the round being entered or the round to pair next with its
//! pairing as the engine makes it ([`director`]), a round's pairs as they stand
//! ([`round_pairs`]), and the round results are being entered in ([`entry_round`], with how
//! many are in: [`entering`]).

use crate::document::event::{ByeKind, RoundEntry, SwissEvent};
use crate::error::Error;

/// The director's view of the round at hand ([`director`]): the round being entered while
/// some of its results are in and others are still to come, else the round to pair next.
#[derive(Clone, Debug, PartialEq)]
pub struct Director {
    /// The round the panel is about (0-based): the one being entered, or the one to pair.
    pub round: usize,
    pub stage: Stage,
}

/// What the director can do with [`Director::round`].
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    target_pointer_width = "64",
    expect(
        clippy::large_enum_variant,
        reason = "one per document change, held by the panel's memo; boxing would only add \
                  indirection (on 32-bit targets the variants are close enough)"
    )
)]
pub enum Stage {
    /// The round to pair: its pairing as the engine makes it now (`Ok(Ok(_))`), the players who
    /// cannot all be paired (`Ok(Err(_))`), or why it cannot be paired (`Err`). A round already
    /// paired is paired again here the same way (the lots are the file's), so the explanation
    /// shown is that of the pairs in the round when they are equal (see
    /// [`Director::matches_round`]).
    Pair {
        paired: Result<crate::document::event::Paired, Error>,
        /// The pairing as made with rematches allowed, when it cannot be made without.
        with_rematches: Option<crate::engine::swiss::pairing::Pairing>,
    },
    /// The round's results are being entered: the next round is paired once they are all in.
    Entering(Entering),
}

/// A round with some results in and others still to come ([`entering`]).
#[derive(Clone, Debug, PartialEq)]
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

impl Director {
    /// The round whose players' byes and withdrawals the roster sets: the round to pair, or
    /// the one after the round being entered (`None` after the last planned).
    pub fn to_pair(&self) -> Option<usize> {
        match &self.stage {
            Stage::Pair { .. } => Some(self.round),
            Stage::Entering(e) => e.next,
        }
    }

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
    if !paired_here(doc) {
        return None;
    }
    // The round being entered, with a result in: the next round waits for its last result.
    if let Some(e) = entering(doc) {
        return Some(Director {
            round: e.round,
            stage: Stage::Entering(e),
        });
    }
    // A round paired and not started can be paired again.
    let round = match entry_round(doc) {
        Some(r) => r,
        None => doc.round_to_pair()?,
    };
    let paired = doc.pair_round(round, None, false);
    let with_rematches = match &paired {
        Ok(Err(_)) => doc.pair_round(round, None, true).ok().and_then(Result::ok),
        _ => None,
    };
    Some(Director {
        round,
        stage: Stage::Pair {
            paired,
            with_rematches,
        },
    })
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
