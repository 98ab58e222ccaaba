//! The Swiss page's model, free of web crates like the rest of `editor`: the event document
//! with undo and redo, the one reducer [`SwissEditor::apply`], what the page keeps in the
//! browser, and the derived data it shows ([`SwissAnalysis`]).

use crate::document::event::{ByeKind, GameResult, SwissEvent, SwissInput};
use crate::engine::swiss::{self, Standings, prospects::Upcoming};
use crate::error::Error;

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
    /// Registers a player (name trimmed; an empty or taken name changes nothing).
    AddPlayer {
        name: String,
        rank: Option<String>,
        club: Option<String>,
    },
    /// Removes player `index`, when they have no game or bye in any round.
    RemovePlayer(usize),
    /// The director says `player` does not play round `round` (0-based), and how: absent
    /// (`Absent`: Go's 休み, no point), a requested half-point bye (`Half`) or zero-point bye
    /// (`Zero`); `None`: plays after all. Only while the round has no result; the player
    /// leaves the round's pairing, which is then paired again.
    SetBye {
        round: usize,
        player: String,
        bye: Option<ByeKind>,
    },
    /// `player` withdraws: plays no round from round `from` (1-based) on (`None`: plays
    /// again). They leave that round's pairing when it has no result yet.
    Withdraw {
        player: String,
        from: Option<u32>,
    },
    /// Gives the pairing numbers by strength: Go rank, then rating, strongest first, the
    /// registration order among equals. Only before the first result.
    Renumber,
    /// Pairs by hand: swaps players `a` and `b` in round `round`'s pairing (its games and its
    /// pairing-allocated bye), while the round has no result.
    Swap {
        round: usize,
        a: String,
        b: String,
    },
    /// Sets the seed the lots are drawn from (a file opened without one).
    SetSeed(u64),
    /// Keeps players of the same club apart in rounds 1 to this one (`None` or 0: not at all).
    SetKeepClubsApart(Option<u32>),
    /// Pairs round `round` (see [`crate::document::event::SwissEvent::pair_round`]) and writes the pairs
    /// into it; when it cannot be paired, nothing changes (the page shows why from
    /// [`director`]).
    Pair {
        round: usize,
        rematches: bool,
    },
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
            SwissAction::AddPlayer { name, rank, club } => {
                let name = name.trim().to_string();
                let taken = self.doc.players.iter().any(|p| p.name.trim() == name);
                if !name.is_empty() && !taken {
                    let clean = |v: Option<String>| {
                        v.map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
                    };
                    self.doc.players.push(crate::document::event::PlayerEntry {
                        name,
                        rating: None,
                        rank: clean(rank),
                        smms: None,
                        club: clean(club),
                        withdrawn: None,
                        extra: Default::default(),
                    });
                }
            }
            SwissAction::RemovePlayer(i) => {
                if i < self.doc.players.len() && !has_played(&self.doc, i) {
                    self.doc.players.remove(i);
                }
            }
            SwissAction::SetBye { round, player, bye } => {
                if !self.locked(round) && round <= self.doc.rounds.len() {
                    if round == self.doc.rounds.len() {
                        self.doc.rounds.push(Default::default());
                    }
                    let player = player.trim();
                    let entry = &mut self.doc.rounds[round];
                    entry.byes.retain(|b| b.player.trim() != player);
                    if let Some(kind) = bye.filter(|&k| k != ByeKind::Pairing) {
                        // Out of this round's pairing too.
                        leave_games(entry, player);
                        entry.byes.push(crate::document::event::ByeEntry {
                            player: player.to_string(),
                            kind,
                            game_points: None,
                        });
                    }
                    self.drop_empty_last_round();
                }
            }
            SwissAction::Withdraw { player, from } => {
                let player = player.trim();
                let from = from.filter(|&f| f > 0);
                if let Some(p) = self
                    .doc
                    .players
                    .iter_mut()
                    .find(|p| p.name.trim() == player)
                {
                    p.withdrawn = from;
                }
                if let Some(r) = from.map(|f| f as usize - 1)
                    && !self.locked(r)
                    && let Some(entry) = self.doc.rounds.get_mut(r)
                {
                    leave_games(entry, player);
                    entry.byes.retain(|b| b.player.trim() != player);
                    self.drop_empty_last_round();
                }
            }
            SwissAction::Renumber => {
                let started = self
                    .doc
                    .rounds
                    .iter()
                    .any(|r| r.games.iter().any(|g| g.result.is_some()));
                if !started {
                    // Stable: equals keep their order.
                    self.doc.players.sort_by_key(|p| {
                        let rank = p.rank.as_deref().and_then(swiss::go_rank);
                        std::cmp::Reverse((rank.is_some(), rank, p.rating))
                    });
                }
            }
            SwissAction::Swap { round, a, b } => {
                if !self.locked(round)
                    && let Some(entry) = self.doc.rounds.get_mut(round)
                {
                    let (a, b) = (a.trim().to_string(), b.trim().to_string());
                    let paired = |entry: &crate::document::event::RoundEntry, n: &str| {
                        entry
                            .games
                            .iter()
                            .any(|g| g.white.trim() == n || g.black.trim() == n)
                            || entry
                                .byes
                                .iter()
                                .any(|x| x.kind == ByeKind::Pairing && x.player.trim() == n)
                    };
                    if a != b && paired(entry, &a) && paired(entry, &b) {
                        let swap = |n: &mut String| {
                            if n.trim() == a {
                                *n = b.clone();
                            } else if n.trim() == b {
                                *n = a.clone();
                            }
                        };
                        for g in &mut entry.games {
                            swap(&mut g.white);
                            swap(&mut g.black);
                        }
                        for x in entry.byes.iter_mut().filter(|x| x.kind == ByeKind::Pairing) {
                            swap(&mut x.player);
                        }
                    }
                }
            }
            SwissAction::SetKeepClubsApart(rounds) => {
                let rounds = rounds.filter(|&r| r > 0);
                if rounds.is_some() || self.doc.pairing.is_some() {
                    self.doc
                        .pairing
                        .get_or_insert_with(Default::default)
                        .keep_clubs_apart = rounds;
                }
            }
            SwissAction::SetSeed(seed) => {
                self.doc.pairing.get_or_insert_with(Default::default).seed = Some(seed);
            }
            SwissAction::Pair { round, rematches } => {
                if let Ok(Ok(paired)) = self.doc.pair_round(round, None, rematches) {
                    self.doc.apply_pairing(round, &paired);
                }
            }
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

impl SwissEditor {
    /// Whether round `round` has a result (then its players and pairs stay as they are).
    fn locked(&self, round: usize) -> bool {
        self.doc
            .rounds
            .get(round)
            .is_some_and(|r| r.games.iter().any(|g| g.result.is_some()))
    }

    /// A last round left with neither games nor byes is not kept.
    fn drop_empty_last_round(&mut self) {
        if self
            .doc
            .rounds
            .last()
            .is_some_and(|r| r.games.is_empty() && r.byes.is_empty() && r.matches.is_empty())
        {
            self.doc.rounds.pop();
        }
    }
}

/// Takes `player` out of the round's games (their opponents are then unpaired until the round
/// is paired again).
fn leave_games(entry: &mut crate::document::event::RoundEntry, player: &str) {
    entry
        .games
        .retain(|g| g.white.trim() != player && g.black.trim() != player);
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
    /// The rounds paired but not played, and those to pair for what-if; an error (in the
    /// file's `pairing`, say) leaves the standings shown and what-if saying why.
    pub upcoming: Result<Upcoming, Error>,
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
        let upcoming = doc.upcoming();
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

/// Whether player `i` appears in any round (a game or a bye): then they cannot be removed, only
/// be absent from later rounds.
pub fn has_played(doc: &SwissEvent, i: usize) -> bool {
    let name = doc.players[i].name.trim();
    doc.rounds.iter().any(|r| {
        r.games
            .iter()
            .any(|g| g.white.trim() == name || g.black.trim() == name)
            || r.byes.iter().any(|b| b.player.trim() == name)
            || r.matches
                .iter()
                .any(|m| m.home.trim() == name || m.away.trim() == name)
    })
}

/// The director's view of the next round: which round, and its pairing as the engine makes it
/// now (`Ok(Ok(_))`), the players who cannot all be paired (`Ok(Err(_))`), or why no round can
/// be paired (`Err`). `None` when every planned round has results. A round already paired is
/// paired again here the same way (the lots are the file's), so the explanation shown is that of
/// the pairs in the round when they are equal (see [`Director::matches_round`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Director {
    pub round: usize,
    pub paired: Result<crate::document::event::Paired, Error>,
    /// The pairing as made with rematches allowed, when it cannot be made without.
    pub with_rematches: Option<crate::engine::swiss::pairing::Pairing>,
}

impl Director {
    /// Whether `pairing` is the one in the document's round (the same pairs, the same bye).
    pub fn matches_round(
        doc: &SwissEvent,
        round: usize,
        p: &crate::engine::swiss::pairing::Pairing,
    ) -> bool {
        let Some(entry) = doc.rounds.get(round) else {
            return false;
        };
        let name = |i: usize| doc.players[i].name.trim();
        let games: Vec<(&str, &str)> = entry
            .games
            .iter()
            .map(|g| (g.white.trim(), g.black.trim()))
            .collect();
        let pairs: Vec<(&str, &str)> = p
            .pairs
            .iter()
            .map(|x| (name(x.high), name(x.low)))
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
        .flat_map(|r| &r.games)
        .filter_map(|g| Some(key(find(&g.white)?, find(&g.black)?)))
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
    let pairs: Vec<RoundPair> = entry
        .games
        .iter()
        .filter_map(|g| {
            let (white, black) = (find(&g.white)?, find(&g.black)?);
            Some(RoundPair {
                white,
                black,
                rematch: met.contains(&key(white, black)),
                same_club: club(white).is_some() && club(white) == club(black),
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

/// See [`Director`].
pub fn director(doc: &SwissEvent) -> Option<Director> {
    // The round being entered or the next one: a round paired and not started can be paired
    // again; with a result in, the next round waits for its last result.
    let round = match entry_round(doc) {
        Some(r) if doc.rounds[r].games.iter().all(|g| g.result.is_none()) => r,
        Some(r) => r + 1,
        None => doc.round_to_pair()?,
    };
    let paired = doc.pair_round(round, None, false);
    let with_rematches = match &paired {
        Ok(Err(_)) => doc.pair_round(round, None, true).ok().and_then(Result::ok),
        _ => None,
    };
    Some(Director {
        round,
        paired,
        with_rematches,
    })
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
    // The example's lots (swiss.md's), so that the director's panel explains round 4's pairs.
    doc.pairing = crate::format::json::read_event(include_str!(
        "../../tests/fixtures/swiss/tagajo-round4.json"
    ))
    .ok()
    .and_then(|d| d.pairing);
    if let Some(last) = doc.rounds.last_mut() {
        for g in &mut last.games {
            g.result = None;
        }
    }
    doc
}

/// An event with no players (what the page falls back to).
pub fn empty() -> SwissEvent {
    SwissEvent::new(crate::document::event::GameKind::Go)
}

/// A new Go event to run by the Tagajo method: no players yet, four rounds planned, its lots
/// drawn from `seed` (the page draws the seed; anyone with the file can replay the lots).
pub fn new_event(seed: u64) -> SwissEvent {
    let mut doc = empty();
    doc.planned_rounds = Some(4);
    doc.rules = Some("tagajo".into());
    doc.pairing = Some(crate::document::event::PairingEntry {
        system: Some("tagajo".into()),
        seed: Some(seed),
        ..Default::default()
    });
    doc
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `pairing` the rounds to pair cannot be made from (an unknown system) leaves the
    /// standings, and what-if names the field.
    #[test]
    fn a_bad_pairing_section_keeps_the_standings_and_what_if_says_why() {
        let mut doc = example();
        doc.planned_rounds = Some(5);
        doc.pairing.get_or_insert_with(Default::default).system = Some("dutch".into());
        let a = SwissAnalysis::of(&doc).unwrap();
        assert_eq!(a.standings.rows.len(), 10);
        let e = a.upcoming.unwrap_err();
        assert_eq!(
            (e.kind(), e.location().path.as_deref()),
            (
                &crate::error::ErrorKind::UnknownPairingSystem {
                    found: "dutch".into()
                },
                Some("pairing.system")
            )
        );
    }

    #[test]
    fn results_entered_undone_and_redone() {
        let mut ed = SwissEditor::new(example());
        let a = SwissAnalysis::of(&ed.doc).unwrap();
        assert_eq!(a.played, 3);
        assert_eq!(a.upcoming.as_ref().unwrap().games.len(), 5);
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
            (
                done.played,
                done.upcoming.as_ref().unwrap().games.len(),
                done.entering
            ),
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

    /// A whole event run through the director's actions: register ten players, one absent in
    /// round 3, pair each round (the Tagajo method, lots from the seed), enter results, until
    /// the four planned rounds are played; undo takes back every step.
    #[test]
    fn a_director_runs_an_event() {
        let mut ed = SwissEditor::new(new_event(20261123));
        for k in 0..10 {
            ed.apply(SwissAction::AddPlayer {
                name: format!(" P{k:02} "),
                rank: Some(format!("{}k", k + 1)),
                club: Some(if k % 3 == 0 {
                    "A".into()
                } else {
                    String::new()
                }),
            });
        }
        // A name taken and an empty name change nothing.
        let steps = ed.undo.len();
        ed.apply(SwissAction::AddPlayer {
            name: "P03".into(),
            rank: None,
            club: None,
        });
        ed.apply(SwissAction::AddPlayer {
            name: "  ".into(),
            rank: None,
            club: None,
        });
        assert_eq!((ed.doc.players.len(), ed.undo.len()), (10, steps));
        assert_eq!(ed.doc.players[0].club.as_deref(), Some("A"));
        assert_eq!(ed.doc.players[1].club, None);
        for round in 0..4 {
            let d = director(&ed.doc).expect("a round to pair");
            assert_eq!(d.round, round);
            if round == 2 {
                ed.apply(SwissAction::SetBye {
                    round,
                    player: "P09".into(),
                    bye: Some(ByeKind::Absent),
                });
            }
            let d = director(&ed.doc).expect("a round to pair");
            let Ok(Ok(p)) = &d.paired else {
                panic!("round {round}: {:?}", d.paired)
            };
            assert!(!Director::matches_round(&ed.doc, round, p));
            ed.apply(SwissAction::Pair {
                round,
                rematches: false,
            });
            assert!(Director::matches_round(&ed.doc, round, p));
            let r = &ed.doc.rounds[round];
            let expected_games = if round == 2 { 4 } else { 5 };
            assert_eq!(r.games.len(), expected_games, "round {round}");
            if round == 2 {
                // Nine play: one pairing-allocated bye, the absent player's entry kept.
                let kinds: Vec<_> = r.byes.iter().map(|b| b.kind).collect();
                assert!(kinds.contains(&ByeKind::Absent));
                assert!(kinds.contains(&ByeKind::Pairing));
            }
            // Removing a player who has played changes nothing.
            let steps = ed.undo.len();
            ed.apply(SwissAction::RemovePlayer(0));
            assert_eq!(ed.undo.len(), steps);
            for game in 0..expected_games {
                ed.apply(SwissAction::SetResult {
                    round,
                    game,
                    result: Some(GameResult::WhiteWins),
                });
            }
            // Locked: pairing again changes nothing.
            let before = ed.doc.clone();
            ed.apply(SwissAction::Pair {
                round,
                rematches: false,
            });
            assert_eq!(ed.doc, before);
        }
        assert!(director(&ed.doc).is_none(), "four planned rounds played");
        let a = SwissAnalysis::of(&ed.doc).expect("ranks");
        assert_eq!(a.played, 4);
        // No rematch in four rounds of ten players (swiss.md §5 item 4).
        let mut met = std::collections::HashSet::new();
        for r in &ed.doc.rounds {
            for g in &r.games {
                let key = if g.white < g.black {
                    (g.white.clone(), g.black.clone())
                } else {
                    (g.black.clone(), g.white.clone())
                };
                assert!(met.insert(key), "rematch");
            }
        }
        while ed.can_undo() {
            ed.apply(SwissAction::Undo);
        }
        assert_eq!(ed.doc, new_event(20261123));
    }

    /// Clubs kept apart in round 1 (the setting): among six players of two clubs whose lots
    /// would pair club-mates, no pair is of one club; off, the lots decide.
    #[test]
    fn clubs_kept_apart_by_the_setting() {
        let mut ed = SwissEditor::new(new_event(3));
        for (k, club) in ["A", "A", "A", "B", "B", "B"].iter().enumerate() {
            ed.apply(SwissAction::AddPlayer {
                name: format!("P{k}"),
                rank: None,
                club: Some(club.to_string()),
            });
        }
        let same = |doc: &SwissEvent| {
            let club = |n: &str| {
                doc.players
                    .iter()
                    .find(|p| p.name == n)
                    .and_then(|p| p.club.clone())
            };
            doc.rounds[0]
                .games
                .iter()
                .filter(|g| club(&g.white) == club(&g.black))
                .count()
        };
        // Some seed whose lots pair club-mates when the setting is off.
        let seed = (0..200)
            .find(|&seed| {
                let mut e = SwissEditor::new(ed.doc.clone());
                e.apply(SwissAction::SetSeed(seed));
                e.apply(SwissAction::Pair {
                    round: 0,
                    rematches: false,
                });
                same(&e.doc) > 0
            })
            .expect("a seed pairing club-mates");
        ed.apply(SwissAction::SetSeed(seed));
        ed.apply(SwissAction::SetKeepClubsApart(Some(2)));
        ed.apply(SwissAction::Pair {
            round: 0,
            rematches: false,
        });
        assert_eq!(ed.doc.rounds[0].games.len(), 3);
        assert_eq!(same(&ed.doc), 0, "{:?}", ed.doc.rounds[0].games);
        let d = director(&ed.doc).expect("round 1 paired, no result");
        let Ok(Ok(p)) = d.paired else { panic!() };
        assert!(p.keep_apart);
        assert!(
            p.pairs
                .iter()
                .flat_map(|x| &x.skipped)
                .any(|s| s.why == crate::engine::swiss::pairing::Passed::SameClub)
        );
    }

    /// The rest of the director's steps (issue 13, item 1): pairing numbers by rank, a
    /// requested half-point bye, a withdrawal, pairing by hand, and what the round's pairs
    /// say when who plays changes after pairing.
    #[test]
    fn byes_withdrawals_numbers_and_pairing_by_hand() {
        let mut ed = SwissEditor::new(new_event(7));
        let ranks = ["3k", "", "2d", "1k", "5d", "10k", "1d"];
        for (k, rank) in ranks.iter().enumerate() {
            ed.apply(SwissAction::AddPlayer {
                name: format!("P{k}"),
                rank: Some(rank.to_string()),
                club: None,
            });
        }
        ed.doc.players[1].rating = Some(1500);
        ed.apply(SwissAction::Renumber);
        let order: Vec<&str> = ed.doc.players.iter().map(|p| p.name.as_str()).collect();
        // 5d, 2d, 1d, 1k, 3k, 10k, then the one without a rank.
        assert_eq!(order, ["P4", "P2", "P6", "P3", "P0", "P5", "P1"]);
        let name = |ed: &SwissEditor, i: usize| ed.doc.players[i].name.clone();

        // Round 1: P0 asks for a half-point bye; six play, no pairing bye.
        ed.apply(SwissAction::SetBye {
            round: 0,
            player: "P0".into(),
            bye: Some(ByeKind::Half),
        });
        ed.apply(SwissAction::Pair {
            round: 0,
            rematches: false,
        });
        let r = &ed.doc.rounds[0];
        assert_eq!(r.games.len(), 3);
        assert!(r.games.iter().all(|g| g.white != "P0" && g.black != "P0"));
        let kinds: Vec<_> = r.byes.iter().map(|b| (b.player.as_str(), b.kind)).collect();
        assert_eq!(kinds, [("P0", ByeKind::Half)]);
        let rp = round_pairs(&ed.doc, 0);
        assert_eq!((rp.pairs.len(), rp.bye, rp.unpaired.len()), (3, None, 0));

        // By hand: swap two players of different boards; a name not in the round, or the
        // same name twice, changes nothing.
        let (a, b) = (
            ed.doc.rounds[0].games[0].black.clone(),
            ed.doc.rounds[0].games[1].black.clone(),
        );
        let steps = ed.undo.len();
        for (x, y) in [
            ("P0", a.as_str()),
            (a.as_str(), a.as_str()),
            ("nobody", b.as_str()),
        ] {
            ed.apply(SwissAction::Swap {
                round: 0,
                a: x.into(),
                b: y.into(),
            });
        }
        assert_eq!(ed.undo.len(), steps);
        let d = director(&ed.doc).unwrap();
        let Ok(Ok(engine)) = &d.paired else { panic!() };
        assert!(Director::matches_round(&ed.doc, 0, engine));
        ed.apply(SwissAction::Swap {
            round: 0,
            a: a.clone(),
            b: b.clone(),
        });
        assert_eq!(ed.doc.rounds[0].games[0].black, b);
        assert_eq!(ed.doc.rounds[0].games[1].black, a);
        assert!(!Director::matches_round(&ed.doc, 0, engine));

        // Absent after pairing: the player leaves the round and their opponent is unpaired
        // until the round is paired again.
        let opponent = ed.doc.rounds[0].games[2].white.clone();
        let gone = ed.doc.rounds[0].games[2].black.clone();
        ed.apply(SwissAction::SetBye {
            round: 0,
            player: gone.clone(),
            bye: Some(ByeKind::Absent),
        });
        let rp = round_pairs(&ed.doc, 0);
        assert_eq!(rp.pairs.len(), 2);
        assert_eq!(
            rp.unpaired,
            [ed.doc
                .players
                .iter()
                .position(|p| p.name == opponent)
                .unwrap()]
        );
        ed.apply(SwissAction::SetBye {
            round: 0,
            player: gone,
            bye: None,
        });
        ed.apply(SwissAction::Pair {
            round: 0,
            rematches: false,
        });
        assert!(round_pairs(&ed.doc, 0).unpaired.is_empty());
        for game in 0..3 {
            ed.apply(SwissAction::SetResult {
                round: 0,
                game,
                result: Some(GameResult::BlackWins),
            });
        }
        // Started: numbers, the round's byes and pairs stay as they are.
        let before = ed.doc.clone();
        ed.apply(SwissAction::Renumber);
        ed.apply(SwissAction::Swap { round: 0, a, b });
        ed.apply(SwissAction::SetBye {
            round: 0,
            player: name(&ed, 0),
            bye: Some(ByeKind::Absent),
        });
        assert_eq!(ed.doc, before);

        // P4 withdraws from round 2 on: left out of rounds 2 and 3, ranked with absences.
        ed.apply(SwissAction::Withdraw {
            player: "P4".into(),
            from: Some(2),
        });
        assert_eq!(ed.doc.players[0].withdrawn, Some(2));
        for round in 1..3 {
            ed.apply(SwissAction::Pair {
                round,
                rematches: true,
            });
            let r = &ed.doc.rounds[round];
            assert_eq!(r.games.len(), 3, "round {}", round + 1);
            assert!(r.games.iter().all(|g| g.white != "P4" && g.black != "P4"));
            assert!(r.byes.is_empty());
            for game in 0..3 {
                ed.apply(SwissAction::SetResult {
                    round,
                    game,
                    result: Some(GameResult::WhiteWins),
                });
            }
        }
        let a = SwissAnalysis::of(&ed.doc).expect("ranks");
        assert_eq!(a.played, 3);
        assert_eq!(a.names.len(), 7);
        // Taking the withdrawal back: P4 is paired again from the next round.
        ed.apply(SwissAction::Withdraw {
            player: "P4".into(),
            from: None,
        });
        assert_eq!(ed.doc.players[0].withdrawn, None);
    }
}
