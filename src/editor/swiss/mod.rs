//! The Swiss page's model, free of web crates like the rest of `editor`: the event with its
//! history ([`SwissEditor`], the same [`History`] as the league page's, with its promises), the
//! one reducer [`SwissEditor::apply`] (a refused edit says why: a [`Refusal`]), the derived data
//! the page shows ([`analysis`]) and the director's view of the round at hand ([`director`]).
//! Storage is the one codec of [`crate::editor::storage`], under [`crate::editor::storage::SWISS`].

pub mod analysis;
pub mod director;

pub use analysis::SwissAnalysis;
pub use director::{
    Ahead, Director, Entering, Refused, RoundPair, RoundPairs, Stage, ahead, director, entering,
    entry_round, pair_stage, paired_here, pairs_of, round_pairs,
};

use crate::document::event::{BoardResult, ByeKind, GameResult, SwissEvent, SystemKind};
use crate::engine::swiss;

use super::history::{History, Typing};
use super::refusal::Refusal;

/// What the page can do to the event. Serialised: the director's panel, in a wasm of its
/// own, sends its edits to the page as JSON.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum SwissAction {
    /// Sets (or clears) the result of game `game` of round `round` (0-based).
    SetResult {
        round: usize,
        game: usize,
        result: Option<GameResult>,
    },
    /// Sets (or clears) board `board` of match `game` of round `round` (all 0-based) of a team
    /// event, home's result first.
    SetBoard {
        round: usize,
        game: usize,
        board: usize,
        result: Option<BoardResult>,
    },
    /// Schedules the event as a round robin of `cycles` cycles (see
    /// [`SwissEvent::schedule`]): every round's games, or a team event's matches, with no
    /// results yet.
    Schedule {
        cycles: u32,
    },
    /// A team event's boards per match (`None`: an individual event), while no round has a
    /// game or a match.
    SetBoards(Option<u32>),
    /// How the rounds are made: a round robin's schedule, or paired round by round (Swiss,
    /// McMahon), while no round has a game or a match.
    SetSystem(SystemKind),
    /// The rounds planned (`None` or 0: not said).
    SetPlannedRounds(Option<u32>),
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
        /// The rating (chess: orders the pairing numbers of the Dutch system).
        rating: Option<u32>,
        club: Option<String>,
    },
    /// The system the rounds are paired by (`pairing.system`), before the first result.
    SetPairingSystem(crate::engine::swiss::pairing::PairingSystem),
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
    /// Writes a round's pairing as the engine made it ([`pair_stage`], in the page's worker)
    /// into its round ([`crate::document::event::SwissEvent::apply_pairing`]); refused when the
    /// round has a result or is not the next, or names a player the event does not have.
    /// [`SwissEditor::pair`] pairs and writes in one step.
    Pair(Box<crate::engine::swiss::pairing::Pairing>),
    /// The text field being typed into lost focus (see [`crate::editor::history`]).
    EndTyping,
    Undo,
    Redo,
}

/// The Swiss page's state: the event and its history ([`History`]'s promises, the league
/// page's too).
pub type SwissEditor = History<SwissEvent>;

impl SwissEditor {
    /// Applies `action`. On `Err` nothing changed, and the refusal says why; an edit that
    /// changes nothing leaves no undo step.
    pub fn apply(&mut self, action: SwissAction) -> Result<(), Refusal> {
        match action {
            SwissAction::Undo => self.undo(),
            SwissAction::Redo => self.redo(),
            SwissAction::EndTyping => {
                self.end_typing();
                Ok(())
            }
            action => {
                let run = match &action {
                    SwissAction::SetTitle(_) => Some(Typing::Title),
                    _ => None,
                };
                self.edit(run, |doc| edit(doc, action))
            }
        }
    }
}

impl SwissEditor {
    /// Pairs round `round` as the engine pairs it, allowing rematches when `rematches`, and
    /// writes the pairing into it ([`SwissAction::Pair`]): what the page does in two steps,
    /// the pairing in its worker. On `Err` nothing changed: the engine's reason
    /// ([`Refusal::CannotPair`]), or the players who cannot all be paired.
    pub fn pair(&mut self, round: usize, rematches: bool) -> Result<(), Refusal> {
        let paired = self
            .doc()
            .pair_round(round, None, rematches)
            .map_err(|error| Refusal::CannotPair { error })?
            .map_err(|i| Refusal::PairingImpossible {
                round,
                players: i.involved,
            })?;
        self.apply(SwissAction::Pair(Box::new(paired)))
    }
}

/// Applies an edit (not undo or redo) to `doc`.
fn edit(doc: &mut SwissEvent, action: SwissAction) -> Result<(), Refusal> {
    match action {
        SwissAction::SetResult {
            round,
            game,
            result,
        } => {
            let g = doc
                .rounds
                .get_mut(round)
                .and_then(|r| r.games.get_mut(game))
                .ok_or(Refusal::NoSuchGame { round, game })?;
            g.result = result;
        }
        SwissAction::SetBoard {
            round,
            game,
            board,
            result,
        } => {
            let boards = doc.boards.map_or(0, |b| b as usize);
            let m = doc
                .rounds
                .get_mut(round)
                .and_then(|r| r.matches.get_mut(game))
                .filter(|_| board < boards)
                .ok_or(Refusal::NoSuchGame { round, game })?;
            if m.boards.len() < boards {
                m.boards.resize(boards, None);
            }
            m.boards[board] = result;
        }
        SwissAction::Schedule { cycles } => {
            let options = crate::engine::schedule::Options {
                cycles: cycles.max(1),
                swap_last_two: false,
            };
            *doc = doc
                .schedule(options)
                .map_err(|error| Refusal::CannotSchedule { error })?;
        }
        SwissAction::SetBoards(boards) => {
            not_started(doc)?;
            doc.boards = boards.filter(|&b| b > 0).map(|b| b.min(MAX_BOARDS));
        }
        SwissAction::SetSystem(system) => {
            not_started(doc)?;
            doc.system = system;
        }
        SwissAction::SetPlannedRounds(rounds) => {
            // No fewer than the rounds already held (the document would not rank).
            doc.planned_rounds = rounds
                .filter(|&r| r > 0)
                .map(|r| r.max(doc.rounds.len() as u32).min(swiss::MAX_ROUNDS as u32));
        }
        SwissAction::SetTitle(t) => {
            doc.title = Some(t).filter(|t| !t.trim().is_empty());
        }
        SwissAction::SetRules(r) => {
            doc.rules = Some(r).filter(|r| !r.trim().is_empty());
        }
        SwissAction::SetEdition(e) => {
            doc.edition = Some(e).filter(|e| !e.trim().is_empty());
        }
        SwissAction::Replace(new) => *doc = *new,
        SwissAction::AddPlayer {
            name,
            rank,
            rating,
            club,
        } => {
            let name = name.trim().to_string();
            let index = doc.players.len();
            if name.is_empty() {
                return Err(Refusal::EmptyName { index });
            }
            if doc.players.iter().any(|p| p.name.trim() == name) {
                return Err(Refusal::TakenName { index, name });
            }
            let clean =
                |v: Option<String>| v.map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
            doc.players.push(crate::document::event::PlayerEntry {
                name,
                rating,
                rank: clean(rank),
                smms: None,
                club: clean(club),
                country: None,
                withdrawn: None,
                extra: Default::default(),
            });
        }
        SwissAction::RemovePlayer(index) => {
            if index >= doc.players.len() {
                return Err(Refusal::NoSuchPlayer { index });
            }
            if has_played(doc, index) {
                return Err(Refusal::PlayerHasGames { index });
            }
            doc.players.remove(index);
        }
        SwissAction::SetBye { round, player, bye } => {
            unlocked(doc, round)?;
            if round > doc.rounds.len() {
                return Err(Refusal::NoSuchRound { round });
            }
            let player = known(doc, &player)?;
            if round == doc.rounds.len() {
                doc.rounds.push(Default::default());
            }
            let entry = &mut doc.rounds[round];
            entry.byes.retain(|b| b.player.trim() != player);
            if let Some(kind) = bye.filter(|&k| k != ByeKind::Pairing) {
                // Out of this round's pairing too.
                leave_games(entry, &player);
                entry.byes.push(crate::document::event::ByeEntry {
                    player,
                    kind,
                    game_points: None,
                });
            }
            drop_empty_last_round(doc);
        }
        SwissAction::Withdraw { player, from } => {
            let player = known(doc, &player)?;
            let from = from.filter(|&f| f > 0);
            if let Some(p) = doc.players.iter_mut().find(|p| p.name.trim() == player) {
                p.withdrawn = from;
            }
            // A round with results keeps its pairs; the withdrawal counts from the next.
            if let Some(r) = from.map(|f| f as usize - 1)
                && !locked(doc, r)
                && let Some(entry) = doc.rounds.get_mut(r)
            {
                leave_games(entry, &player);
                entry.byes.retain(|b| b.player.trim() != player);
                drop_empty_last_round(doc);
            }
        }
        SwissAction::Renumber => {
            let started = doc.rounds.iter().any(crate::document::event::has_results);
            if started {
                return Err(Refusal::EventStarted);
            }
            // Stable: equals keep their order.
            crate::engine::sort::by_key(&mut doc.players, |p| {
                let rank = p.rank.as_deref().and_then(swiss::go_rank);
                std::cmp::Reverse((rank.is_some(), rank, p.rating))
            });
        }
        SwissAction::Swap { round, a, b } => {
            unlocked(doc, round)?;
            let entry = doc
                .rounds
                .get_mut(round)
                .ok_or(Refusal::NoSuchRound { round })?;
            let (a, b) = (a.trim().to_string(), b.trim().to_string());
            if a == b {
                return Err(Refusal::SamePlayer { name: a });
            }
            let paired = |entry: &crate::document::event::RoundEntry, n: &str| {
                director::pairs_of(entry).any(|(w, b)| w == n || b == n)
                    || entry
                        .byes
                        .iter()
                        .any(|x| x.kind == ByeKind::Pairing && x.player.trim() == n)
            };
            for n in [&a, &b] {
                if !paired(entry, n) {
                    return Err(Refusal::NotPaired {
                        round,
                        name: n.clone(),
                    });
                }
            }
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
            for m in &mut entry.matches {
                swap(&mut m.home);
                swap(&mut m.away);
            }
            for x in entry.byes.iter_mut().filter(|x| x.kind == ByeKind::Pairing) {
                swap(&mut x.player);
            }
        }
        SwissAction::SetKeepClubsApart(rounds) => {
            let rounds = rounds.filter(|&r| r > 0);
            if rounds.is_some() || doc.pairing.is_some() {
                doc.pairing
                    .get_or_insert_with(Default::default)
                    .keep_clubs_apart = rounds;
            }
        }
        SwissAction::SetPairingSystem(system) => {
            if doc.rounds.iter().any(crate::document::event::has_results) {
                return Err(Refusal::EventStarted);
            }
            doc.pairing.get_or_insert_with(Default::default).system = Some(system.id().into());
            // The Dutch system is chess's and the others Go's: the game, the kind of event
            // (McMahon's main score is the McMahon score), and the ranking rules when they are
            // another system's default, follow (FIDE's Swiss tie-breaks with the Dutch system,
            // the Tagajo order with Tagajo and SwigPro, OpenGotha's McMahon placement with
            // McMahon).
            use crate::document::event::{GameKind, SystemKind};
            use crate::engine::swiss::pairing::PairingSystem;
            const DEFAULTS: [&str; 3] = ["fide-swiss", "tagajo", "egf-mcmahon"];
            let (game, rules, kind) = match system {
                PairingSystem::Dutch => (GameKind::Chess, DEFAULTS[0], SystemKind::Swiss),
                PairingSystem::Tagajo | PairingSystem::SwigPro => {
                    (GameKind::Go, DEFAULTS[1], SystemKind::Swiss)
                }
                PairingSystem::McMahon => (GameKind::Go, DEFAULTS[2], SystemKind::Mcmahon),
            };
            doc.game = game;
            doc.system = kind;
            if doc.rules.as_deref().is_some_and(|r| DEFAULTS.contains(&r)) {
                doc.rules = Some(rules.into());
            }
        }
        SwissAction::SetSeed(seed) => {
            doc.pairing.get_or_insert_with(Default::default).seed = Some(seed);
        }
        SwissAction::Pair(paired) => {
            let round = paired.round;
            if round > doc.rounds.len() {
                return Err(Refusal::NoSuchRound { round });
            }
            if doc
                .rounds
                .get(round)
                .is_some_and(crate::document::event::has_results)
            {
                return Err(Refusal::RoundLocked { round });
            }
            let named = paired.pairs.iter().flat_map(|p| [p.high, p.low]);
            if let Some(index) = named
                .chain(paired.bye.iter().map(|b| b.player))
                .find(|&p| p >= doc.players.len())
            {
                return Err(Refusal::NoSuchPlayer { index });
            }
            doc.apply_pairing(round, &paired);
        }
        SwissAction::Undo | SwissAction::Redo | SwissAction::EndTyping => {}
    }
    Ok(())
}

/// Refuses a change of how the rounds are made once a round has a game or a match.
fn not_started(doc: &SwissEvent) -> Result<(), Refusal> {
    match doc
        .rounds
        .iter()
        .position(|r| !r.games.is_empty() || !r.matches.is_empty())
    {
        Some(round) => Err(Refusal::RoundLocked { round }),
        None => Ok(()),
    }
}

/// The most boards a team match may have on the page.
pub const MAX_BOARDS: u32 = 16;

/// `name` trimmed, when a player has it.
fn known(doc: &SwissEvent, name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    if doc.players.iter().any(|p| p.name.trim() == name) {
        Ok(name.to_string())
    } else {
        Err(Refusal::UnknownName {
            name: name.to_string(),
        })
    }
}

/// Whether round `round` has a result (then its players and pairs stay as they are).
fn locked(doc: &SwissEvent, round: usize) -> bool {
    doc.rounds
        .get(round)
        .is_some_and(crate::document::event::has_results)
}

/// Refuses a change of round `round`'s pairs once it has a result.
fn unlocked(doc: &SwissEvent, round: usize) -> Result<(), Refusal> {
    if locked(doc, round) {
        Err(Refusal::RoundLocked { round })
    } else {
        Ok(())
    }
}

/// A last round left with neither games nor byes is not kept.
fn drop_empty_last_round(doc: &mut SwissEvent) {
    if doc
        .rounds
        .last()
        .is_some_and(|r| r.games.is_empty() && r.byes.is_empty() && r.matches.is_empty())
    {
        doc.rounds.pop();
    }
}

/// Takes `player` out of the round's games (their opponents are then unpaired until the round
/// is paired again).
fn leave_games(entry: &mut crate::document::event::RoundEntry, player: &str) {
    entry
        .games
        .retain(|g| g.white.trim() != player && g.black.trim() != player);
    entry
        .matches
        .retain(|m| m.home.trim() != player && m.away.trim() != player);
}

/// Whether player `i` appears in any round (a game or a bye): then they cannot be removed, only
/// be absent from later rounds.
pub fn has_played(doc: &SwissEvent, i: usize) -> bool {
    appeared(doc).contains(doc.players[i].name.trim())
}

/// [`has_played`] for every player, in the players' order, read in one pass over the rounds
/// (the page's roster of 500 players is drawn again after every edit).
pub fn who_played(doc: &SwissEvent) -> Vec<bool> {
    let seen = appeared(doc);
    doc.players
        .iter()
        .map(|p| seen.contains(p.name.trim()))
        .collect()
}

/// Every name (trimmed) of a game, a bye or a match of any round.
fn appeared(doc: &SwissEvent) -> std::collections::HashSet<&str> {
    doc.rounds
        .iter()
        .flat_map(|r| {
            let games = r.games.iter().flat_map(|g| [&g.white, &g.black]);
            let byes = r.byes.iter().map(|b| &b.player);
            let matches = r.matches.iter().flat_map(|m| [&m.home, &m.away]);
            games.chain(byes).chain(matches)
        })
        .map(|n| n.trim())
        .collect()
}

/// The example the page starts with: the Tagajo method's worked event, its fourth round paired
/// and not yet played.
pub fn example(title: &str) -> SwissEvent {
    let mut doc =
        crate::format::json::read_event(include_str!("../../../tests/fixtures/swiss/tagajo.json"))
            .unwrap_or_else(|_| empty());
    // The example's lots (swiss.md's), so that the director's panel explains round 4's pairs.
    doc.pairing = crate::format::json::read_event(include_str!(
        "../../../tests/fixtures/swiss/tagajo-round4.json"
    ))
    .ok()
    .and_then(|d| d.pairing);
    if let Some(last) = doc.rounds.last_mut() {
        for g in &mut last.games {
            g.result = None;
        }
    }
    // Paired by the Tagajo method, which allocates no colours: the games have none (the
    // fixture's `white` is the pair's order).
    for g in doc.rounds.iter_mut().flat_map(|r| &mut r.games) {
        g.colours = false;
    }
    // The page's words, not the fixture's (which names the file it comes from).
    doc.title = Some(title.to_string());
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

/// A new team event played as a round robin (the RIF team rules: 2 match points a win, 1 a
/// draw), three boards a match until the organiser says otherwise: no teams yet, the schedule
/// made once they are registered.
pub fn new_team_event() -> SwissEvent {
    let mut doc = SwissEvent::new(crate::document::event::GameKind::Renju);
    doc.system = crate::document::event::SystemKind::RoundRobin;
    doc.boards = Some(3);
    doc.scoring = Some(crate::document::event::SwissScoringEntry {
        win: Some(2.0),
        draw: Some(1.0),
        loss: Some(0.0),
        ..Default::default()
    });
    doc
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The roster's one pass says of each player what `has_played` says: a game (with spaces
    /// around the name), a bye, or nothing yet.
    #[test]
    fn who_played_is_has_played_for_each_player() {
        let mut doc = example("Example");
        doc.rounds[0].games[0].white = format!(" {} ", doc.rounds[0].games[0].white);
        let mut ed = SwissEditor::new(doc);
        for name in ["Newcomer", "Late"] {
            ed.apply(SwissAction::AddPlayer {
                name: name.into(),
                rank: None,
                rating: None,
                club: None,
            })
            .unwrap();
        }
        let doc = ed.doc();
        let each: Vec<bool> = (0..doc.players.len()).map(|i| has_played(doc, i)).collect();
        assert_eq!(who_played(doc), each);
        assert_eq!(each.iter().filter(|&&p| !p).count(), 2, "{each:?}");
    }

    /// A `pairing` the rounds to pair cannot be made from (an unknown system) leaves the
    /// standings, and what-if names the field.
    #[test]
    fn a_bad_pairing_section_keeps_the_standings_and_what_if_says_why() {
        let mut doc = example("Example");
        doc.planned_rounds = Some(5);
        doc.pairing.get_or_insert_with(Default::default).system = Some("burstein".into());
        let a = SwissAnalysis::of(&doc).unwrap();
        assert_eq!(a.standings.rows.len(), 10);
        // Games remain (round 4 is paired): the standings are "so far", whatever what-if says.
        assert!(a.more_to_play);
        let e = doc.upcoming().unwrap_err();
        assert_eq!(
            (e.kind(), e.location().path.as_deref()),
            (
                &crate::error::ErrorKind::UnknownPairingSystem {
                    found: "burstein".into()
                },
                Some("pairing.system")
            )
        );
    }

    #[test]
    fn results_entered_undone_and_redone() {
        let mut ed = SwissEditor::new(example("Example"));
        let a = SwissAnalysis::of(ed.doc()).unwrap();
        assert_eq!(a.played, 3);
        assert_eq!(ed.doc().upcoming().unwrap().games.len(), 5);
        assert!(a.more_to_play);
        let set = |game, result| SwissAction::SetResult {
            round: 3,
            game,
            result,
        };
        ed.apply(set(0, Some(GameResult::WhiteWins))).unwrap();
        assert!(ed.can_undo());
        // A half-entered round: the standings stay those before it, and it is said so.
        let partial = SwissAnalysis::of(ed.doc()).unwrap();
        assert_eq!((partial.played, partial.entering), (3, Some((3, 1, 5))));
        assert_eq!(entry_round(ed.doc()), Some(3));
        // The director's panel is about round 4 while it is being entered (1 of 5 results
        // in, boards 2 to 5 waiting), not about pairing a round 5 before its last result. The
        // example plans 4 rounds: nothing follows; planned 5, round 5 is paired once all are in.
        let entering = |doc: &SwissEvent, entered, missing: Vec<usize>, next| {
            assert_eq!(
                director(doc),
                Some(Director {
                    round: 3,
                    stage: Stage::Entering(Entering {
                        round: 3,
                        entered,
                        results: 5,
                        missing,
                        next,
                    }),
                })
            );
            assert_eq!(director(doc).unwrap().to_pair(), next);
        };
        let five = |doc: &SwissEvent| SwissEvent {
            planned_rounds: Some(5),
            ..doc.clone()
        };
        entering(ed.doc(), 1, vec![1, 2, 3, 4], None);
        entering(&five(ed.doc()), 1, vec![1, 2, 3, 4], Some(4));
        ed.apply(set(3, Some(GameResult::BlackWins))).unwrap();
        entering(ed.doc(), 2, vec![1, 2, 4], None);
        ed.apply(SwissAction::Undo).unwrap();
        for g in 1..5 {
            ed.apply(set(g, Some(GameResult::BlackWins))).unwrap();
        }
        // All in: the event is over, or (planned 5) round 5 is the one to pair.
        assert_eq!(director(ed.doc()), None);
        let next = director(&five(ed.doc())).expect("round 5 to pair");
        assert_eq!(next.round, 4);
        assert!(
            matches!(
                next.stage,
                Stage::Pair {
                    paired: Ok(Ok(_)),
                    ..
                }
            ),
            "{:?}",
            next.stage
        );
        let done = SwissAnalysis::of(ed.doc()).unwrap();
        assert_eq!(
            (
                done.played,
                ed.doc().upcoming().unwrap().games.len(),
                done.entering
            ),
            (4, 0, None)
        );
        assert!(!done.more_to_play, "round 4 played, round 5 not paired");
        assert_eq!(entry_round(ed.doc()), None);
        for _ in 0..5 {
            ed.apply(SwissAction::Undo).unwrap();
        }
        assert_eq!(*ed.doc(), example("Example"));
        ed.apply(SwissAction::Redo).unwrap();
        assert_eq!(
            ed.doc().rounds[3].games[0].result,
            Some(GameResult::WhiteWins)
        );
        // No change, no step: a game that does not exist.
        let steps = ed.steps();
        assert_eq!(
            ed.apply(set(99, Some(GameResult::Draw))),
            Err(Refusal::NoSuchGame { round: 3, game: 99 })
        );
        assert_eq!(ed.steps(), steps);
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
                rating: None,
                club: Some(if k % 3 == 0 {
                    "A".into()
                } else {
                    String::new()
                }),
            })
            .unwrap();
        }
        // A name taken and an empty name are refused, and say why.
        let steps = ed.steps();
        let add = |name: &str| SwissAction::AddPlayer {
            name: name.into(),
            rank: None,
            rating: None,
            club: None,
        };
        assert_eq!(
            ed.apply(add("P03")),
            Err(Refusal::TakenName {
                index: 10,
                name: "P03".into()
            })
        );
        assert_eq!(ed.apply(add("  ")), Err(Refusal::EmptyName { index: 10 }));
        assert_eq!((ed.doc().players.len(), ed.steps()), (10, steps));
        assert_eq!(ed.doc().players[0].club.as_deref(), Some("A"));
        assert_eq!(ed.doc().players[1].club, None);
        for round in 0..4 {
            let d = director(ed.doc()).expect("a round to pair");
            assert_eq!(d.round, round);
            if round == 2 {
                ed.apply(SwissAction::SetBye {
                    round,
                    player: "P09".into(),
                    bye: Some(ByeKind::Absent),
                })
                .unwrap();
            }
            let d = director(ed.doc()).expect("a round to pair");
            let Stage::Pair {
                paired: Ok(Ok(p)), ..
            } = &d.stage
            else {
                panic!("round {round}: {:?}", d.stage)
            };
            assert!(!Director::matches_round(ed.doc(), round, p));
            // A pairing that names a player the event does not have (a page's stale answer)
            // is refused, and changes nothing.
            let mut stale = p.clone();
            stale.pairs[0].low = 10;
            let steps = ed.steps();
            assert_eq!(
                ed.apply(SwissAction::Pair(Box::new(stale))),
                Err(Refusal::NoSuchPlayer { index: 10 })
            );
            assert_eq!(ed.steps(), steps);
            // The page writes the pairing its worker made ([`pair_stage`]); the CLI and the
            // other tests pair and write in one step (`SwissEditor::pair`).
            ed.apply(SwissAction::Pair(Box::new(p.clone()))).unwrap();
            assert!(Director::matches_round(ed.doc(), round, p));
            let r = &ed.doc().rounds[round];
            let expected_games = if round == 2 { 4 } else { 5 };
            assert_eq!(r.games.len(), expected_games, "round {round}");
            if round == 2 {
                // Nine play: one pairing-allocated bye, the absent player's entry kept.
                let kinds: Vec<_> = r.byes.iter().map(|b| b.kind).collect();
                assert!(kinds.contains(&ByeKind::Absent));
                assert!(kinds.contains(&ByeKind::Pairing));
            }
            // A player who has played cannot be removed.
            assert_eq!(
                ed.apply(SwissAction::RemovePlayer(0)),
                Err(Refusal::PlayerHasGames { index: 0 })
            );
            for game in 0..expected_games {
                ed.apply(SwissAction::SetResult {
                    round,
                    game,
                    result: Some(GameResult::WhiteWins),
                })
                .unwrap();
            }
            // Locked: pairing again is refused, with the engine's reason.
            let before = ed.doc().clone();
            let refused = ed.pair(round, false);
            let Err(Refusal::CannotPair { error }) = refused else {
                panic!("{refused:?}")
            };
            assert_eq!(
                error.kind(),
                &crate::error::ErrorKind::PairingLocked {
                    round: round as u32 + 1
                }
            );
            assert_eq!(*ed.doc(), before);
            // The page's pairing of a round with results is refused too.
            assert_eq!(
                ed.apply(SwissAction::Pair(Box::new(p.clone()))),
                Err(Refusal::RoundLocked { round })
            );
            assert_eq!(*ed.doc(), before);
        }
        assert!(director(ed.doc()).is_none(), "four planned rounds played");
        let a = SwissAnalysis::of(ed.doc()).expect("ranks");
        assert_eq!(a.played, 4);
        // No rematch in four rounds of ten players (swiss.md §5 item 4).
        let mut met = std::collections::HashSet::new();
        for r in &ed.doc().rounds {
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
            ed.apply(SwissAction::Undo).unwrap();
        }
        assert_eq!(*ed.doc(), new_event(20261123));
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
                rating: None,
                club: Some(club.to_string()),
            })
            .unwrap();
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
                let mut e = SwissEditor::new(ed.doc().clone());
                e.apply(SwissAction::SetSeed(seed)).unwrap();
                e.pair(0, false).unwrap();
                same(e.doc()) > 0
            })
            .expect("a seed pairing club-mates");
        ed.apply(SwissAction::SetSeed(seed)).unwrap();
        ed.apply(SwissAction::SetKeepClubsApart(Some(2))).unwrap();
        ed.pair(0, false).unwrap();
        assert_eq!(ed.doc().rounds[0].games.len(), 3);
        assert_eq!(same(ed.doc()), 0, "{:?}", ed.doc().rounds[0].games);
        let d = director(ed.doc()).expect("round 1 paired, no result");
        let Stage::Pair {
            paired: Ok(Ok(p)), ..
        } = d.stage
        else {
            panic!()
        };
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
                rating: None,
                club: None,
            })
            .unwrap();
        }
        let mut rated = ed.doc().clone();
        rated.players[1].rating = Some(1500);
        ed.apply(SwissAction::Replace(Box::new(rated))).unwrap();
        ed.apply(SwissAction::Renumber).unwrap();
        let order: Vec<&str> = ed.doc().players.iter().map(|p| p.name.as_str()).collect();
        // 5d, 2d, 1d, 1k, 3k, 10k, then the one without a rank.
        assert_eq!(order, ["P4", "P2", "P6", "P3", "P0", "P5", "P1"]);
        let name = |ed: &SwissEditor, i: usize| ed.doc().players[i].name.clone();

        // Round 1: P0 asks for a half-point bye; six play, no pairing bye.
        ed.apply(SwissAction::SetBye {
            round: 0,
            player: "P0".into(),
            bye: Some(ByeKind::Half),
        })
        .unwrap();
        ed.pair(0, false).unwrap();
        let r = &ed.doc().rounds[0];
        assert_eq!(r.games.len(), 3);
        assert!(r.games.iter().all(|g| g.white != "P0" && g.black != "P0"));
        let kinds: Vec<_> = r.byes.iter().map(|b| (b.player.as_str(), b.kind)).collect();
        assert_eq!(kinds, [("P0", ByeKind::Half)]);
        let rp = round_pairs(ed.doc(), 0);
        assert_eq!((rp.pairs.len(), rp.bye, rp.unpaired.len()), (3, None, 0));

        // By hand: swap two players of different boards; a name not in the round, or the
        // same name twice, changes nothing.
        let (a, b) = (
            ed.doc().rounds[0].games[0].black.clone(),
            ed.doc().rounds[0].games[1].black.clone(),
        );
        let steps = ed.steps();
        let not_paired = |name: &str| Refusal::NotPaired {
            round: 0,
            name: name.into(),
        };
        for (x, y, why) in [
            ("P0", a.as_str(), not_paired("P0")),
            (
                a.as_str(),
                a.as_str(),
                Refusal::SamePlayer { name: a.clone() },
            ),
            ("nobody", b.as_str(), not_paired("nobody")),
        ] {
            let swap = SwissAction::Swap {
                round: 0,
                a: x.into(),
                b: y.into(),
            };
            assert_eq!(ed.apply(swap), Err(why));
        }
        assert_eq!(ed.steps(), steps);
        let d = director(ed.doc()).unwrap();
        let Stage::Pair {
            paired: Ok(Ok(engine)),
            ..
        } = &d.stage
        else {
            panic!()
        };
        assert!(Director::matches_round(ed.doc(), 0, engine));
        ed.apply(SwissAction::Swap {
            round: 0,
            a: a.clone(),
            b: b.clone(),
        })
        .unwrap();
        assert_eq!(ed.doc().rounds[0].games[0].black, b);
        assert_eq!(ed.doc().rounds[0].games[1].black, a);
        assert!(!Director::matches_round(ed.doc(), 0, engine));

        // Absent after pairing: the player leaves the round and their opponent is unpaired
        // until the round is paired again.
        let opponent = ed.doc().rounds[0].games[2].white.clone();
        let gone = ed.doc().rounds[0].games[2].black.clone();
        ed.apply(SwissAction::SetBye {
            round: 0,
            player: gone.clone(),
            bye: Some(ByeKind::Absent),
        })
        .unwrap();
        let rp = round_pairs(ed.doc(), 0);
        assert_eq!(rp.pairs.len(), 2);
        assert_eq!(
            rp.unpaired,
            [ed.doc()
                .players
                .iter()
                .position(|p| p.name == opponent)
                .unwrap()]
        );
        ed.apply(SwissAction::SetBye {
            round: 0,
            player: gone,
            bye: None,
        })
        .unwrap();
        ed.pair(0, false).unwrap();
        assert!(round_pairs(ed.doc(), 0).unpaired.is_empty());
        for game in 0..3 {
            ed.apply(SwissAction::SetResult {
                round: 0,
                game,
                result: Some(GameResult::BlackWins),
            })
            .unwrap();
        }
        // Started: numbers, the round's byes and pairs stay as they are, and each refusal says
        // why.
        let before = ed.doc().clone();
        assert_eq!(ed.apply(SwissAction::Renumber), Err(Refusal::EventStarted));
        let locked = Err(Refusal::RoundLocked { round: 0 });
        assert_eq!(ed.apply(SwissAction::Swap { round: 0, a, b }), locked);
        let absent = SwissAction::SetBye {
            round: 0,
            player: name(&ed, 0),
            bye: Some(ByeKind::Absent),
        };
        assert_eq!(ed.apply(absent), locked);
        assert_eq!(*ed.doc(), before);

        // P4 withdraws from round 2 on: left out of rounds 2 and 3, ranked with absences.
        ed.apply(SwissAction::Withdraw {
            player: "P4".into(),
            from: Some(2),
        })
        .unwrap();
        assert_eq!(ed.doc().players[0].withdrawn, Some(2));
        for round in 1..3 {
            ed.pair(round, true).unwrap();
            let r = &ed.doc().rounds[round];
            assert_eq!(r.games.len(), 3, "round {}", round + 1);
            assert!(r.games.iter().all(|g| g.white != "P4" && g.black != "P4"));
            assert!(r.byes.is_empty());
            for game in 0..3 {
                ed.apply(SwissAction::SetResult {
                    round,
                    game,
                    result: Some(GameResult::WhiteWins),
                })
                .unwrap();
            }
        }
        let a = SwissAnalysis::of(ed.doc()).expect("ranks");
        assert_eq!(a.played, 3);
        assert_eq!(a.names.len(), 7);
        // Taking the withdrawal back: P4 is paired again from the next round.
        ed.apply(SwissAction::Withdraw {
            player: "P4".into(),
            from: None,
        })
        .unwrap();
        assert_eq!(ed.doc().players[0].withdrawn, None);
    }

    /// A chess event run in the editor by the FIDE Dutch system: 16 players by rating, five
    /// rounds. Round 1 is C.04.3's top half against the bottom half with colours alternating
    /// down the boards from pairing number 1's white; every later round has no rematch, and no
    /// player has the same colour three times running or a colour difference beyond 2 before
    /// the last round (C3, the absolute colour criterion).
    #[test]
    fn a_chess_director_runs_a_dutch_event() {
        use crate::engine::swiss::pairing::PairingSystem;
        let mut ed = SwissEditor::new(new_event(1));
        ed.apply(SwissAction::SetPairingSystem(PairingSystem::Dutch))
            .unwrap();
        // A chess event now, ranked by FIDE's Swiss tie-breaks.
        assert_eq!(
            (ed.doc().game, ed.doc().rules.as_deref()),
            (crate::document::event::GameKind::Chess, Some("fide-swiss"))
        );
        ed.apply(SwissAction::SetPlannedRounds(Some(5))).unwrap();
        for k in 0..16u32 {
            ed.apply(SwissAction::AddPlayer {
                name: format!("P{:02}", k + 1),
                rank: None,
                rating: Some(2400 - 10 * k),
                club: None,
            })
            .unwrap();
        }
        let pair = |ed: &mut SwissEditor, round| ed.pair(round, false).unwrap();
        pair(&mut ed, 0);
        let games: Vec<(String, String)> = ed.doc().rounds[0]
            .games
            .iter()
            .map(|g| (g.white.clone(), g.black.clone()))
            .collect();
        let want: Vec<(String, String)> = (1..=8)
            .map(|k| {
                let (a, b) = (format!("P{k:02}"), format!("P{:02}", k + 8));
                if k % 2 == 1 { (a, b) } else { (b, a) }
            })
            .collect();
        assert_eq!(games, want);
        let mut met = std::collections::HashSet::new();
        for round in 0..5 {
            if round > 0 {
                pair(&mut ed, round);
            }
            let n = ed.doc().rounds[round].games.len();
            assert_eq!(n, 8, "round {}", round + 1);
            for g in 0..n {
                let game = &ed.doc().rounds[round].games[g];
                assert!(
                    met.insert((
                        game.white.clone().min(game.black.clone()),
                        game.white.clone().max(game.black.clone())
                    )),
                    "round {}: {} and {} meet again",
                    round + 1,
                    game.white,
                    game.black
                );
                let result = match (round + g) % 3 {
                    0 => GameResult::WhiteWins,
                    1 => GameResult::Draw,
                    _ => GameResult::BlackWins,
                };
                ed.apply(SwissAction::SetResult {
                    round,
                    game: g,
                    result: Some(result),
                })
                .unwrap();
            }
        }
        // Colours, player by player, over the four rounds before the last.
        for p in &ed.doc().players {
            let colours: Vec<i32> = ed.doc().rounds[..4]
                .iter()
                .filter_map(|r| {
                    r.games.iter().find_map(|g| {
                        (g.white == p.name)
                            .then_some(1)
                            .or((g.black == p.name).then_some(-1))
                    })
                })
                .collect();
            let difference: i32 = colours.iter().sum();
            assert!(difference.abs() <= 2, "{}: {colours:?}", p.name);
            assert!(
                colours.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])),
                "{}: {colours:?}",
                p.name
            );
        }
        let a = SwissAnalysis::of(ed.doc()).unwrap();
        assert_eq!((a.played, a.standings.rows.len()), (5, 16));
    }

    /// A Go event run in the editor by McMahon: 12 players from 5 dan to 12 kyu, bar 3 dan,
    /// four rounds. Choosing McMahon makes it a McMahon event ranked by OpenGotha's placement;
    /// round 1 pairs within the score groups where it can (the bar's group first) and gives
    /// handicaps across them, the stronger player with White; no pair meets twice.
    #[test]
    fn a_go_director_runs_a_mcmahon_event() {
        use crate::document::event::{GameKind, McMahonEntry, SystemKind};
        use crate::engine::swiss::pairing::PairingSystem;
        let mut ed = SwissEditor::new(new_event(1));
        ed.apply(SwissAction::SetPairingSystem(PairingSystem::McMahon))
            .unwrap();
        assert_eq!(
            (ed.doc().game, ed.doc().system, ed.doc().rules.as_deref()),
            (GameKind::Go, SystemKind::Mcmahon, Some("egf-mcmahon"))
        );
        let ranks = [
            "5d", "4d", "3d", "3d", "2d", "1d", "1k", "2k", "4k", "6k", "9k", "12k",
        ];
        for (k, rank) in ranks.iter().enumerate() {
            ed.apply(SwissAction::AddPlayer {
                name: format!("G{:02}", k + 1),
                rank: Some(rank.to_string()),
                rating: None,
                club: Some(if k % 2 == 0 { "Kobe" } else { "Osaka" }.into()),
            })
            .unwrap();
        }
        let mut doc = ed.doc().clone();
        doc.mcmahon = Some(McMahonEntry {
            bar: Some("3d".into()),
            floor: None,
            round_down: None,
        });
        let mut ed = SwissEditor::new(doc);
        // Strength for round 1: the rank, the bar at 3 dan (2 on OpenGotha's scale).
        let strength: std::collections::HashMap<String, i32> = ed
            .doc()
            .players
            .iter()
            .map(|p| {
                let r = crate::engine::swiss::go_rank(p.rank.as_deref().unwrap()).unwrap();
                (p.name.clone(), r.min(2))
            })
            .collect();
        let mut met = std::collections::HashSet::new();
        for round in 0..4 {
            ed.pair(round, false).unwrap();
            let games = ed.doc().rounds[round].games.clone();
            assert_eq!(games.len(), 6, "round {}", round + 1);
            if round == 0 {
                assert!(games.iter().any(|g| g.handicap > 0), "{games:?}");
            }
            for (g, game) in games.iter().enumerate() {
                assert!(
                    met.insert((
                        game.white.clone().min(game.black.clone()),
                        game.white.clone().max(game.black.clone())
                    )),
                    "round {}: {} and {} meet again",
                    round + 1,
                    game.white,
                    game.black
                );
                if round == 0 {
                    // Round 1: the starting scores are the ranks (the bar at 3 dan), so a
                    // handicap is the rank difference less one, from White, the stronger;
                    // none at or above 1 dan.
                    let (w, b) = (strength[&game.white], strength[&game.black]);
                    let want = (w.min(0) - b.min(0) - 1).clamp(0, 9);
                    assert_eq!(
                        i32::from(game.handicap),
                        want,
                        "{} – {}",
                        game.white,
                        game.black
                    );
                    if want > 0 {
                        assert!(
                            w > b,
                            "{} – {}: White is the stronger",
                            game.white,
                            game.black
                        );
                    }
                }
                ed.apply(SwissAction::SetResult {
                    round,
                    game: g,
                    result: Some(if g % 2 == 0 {
                        GameResult::WhiteWins
                    } else {
                        GameResult::BlackWins
                    }),
                })
                .unwrap();
            }
        }
        let a = SwissAnalysis::of(ed.doc()).unwrap();
        assert_eq!((a.played, a.standings.rows.len()), (4, 12));
    }
}
