//! The validated crosstable the engine ranks.
//!
//! A [`Crosstable`] is a list of [`Player`]s and a list of [`Game`]s between them, checked once by
//! [`Crosstable::new`]: at least one player, unique non-empty names, every game between two
//! different known players, no pair twice in the same round. Afterwards nothing in the engine can
//! fail on it. Players are referred to by their index in the player list everywhere in the engine.
//!
//! On construction the games are folded into an `n × n` matrix of [`PairStats`] (what row player
//! `i` scored against column player `j` over all their games), from which every criterion is
//! computed. A pair may meet any number of times (double round robins); a pair that never met, or
//! whose games are all pending, simply has nothing in its cell.

use serde::{Deserialize, Serialize};

use crate::engine::score::Score;
use crate::error::{Error, ErrorKind};

/// The largest league the engine accepts. Ranking is quadratic in the number of players; this keeps
/// memory bounded on hostile input while leaving room for any real round robin.
pub const MAX_PLAYERS: usize = 1000;

/// A player of the league.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    /// Previous-term rank (前期順位, league seniority); 1 is best. `None` is a new entrant, who
    /// ranks below every ranked player and equal with other new entrants.
    pub previous_rank: Option<u32>,
    /// Rating (Elo), for the criteria that need it (ARO, TPR) and what-if odds.
    pub rating: Option<u32>,
}

/// The result of one game, as the league file writes it, seen from the game's player `a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// `a` won.
    A,
    /// `b` won.
    B,
    /// Drawn (ジゴ, 持将棋): half a point each.
    Draw,
    /// `a` won without play (不戦勝): counts as a win for `a`, a loss for `b`.
    AByForfeit,
    /// `b` won without play.
    BByForfeit,
    /// Neither player turned up: a loss for both.
    DoubleForfeit,
    /// No result (無勝負): counts for nobody.
    Void,
    /// Not played yet.
    Pending,
    /// Played but to be replayed (千日手, 持将棋 指し直し): it counts for nobody and does not use
    /// up a meeting, so the pair still has a game to play.
    Replayed,
}

impl Outcome {
    pub const ALL: [Outcome; 9] = [
        Outcome::A,
        Outcome::B,
        Outcome::Draw,
        Outcome::AByForfeit,
        Outcome::BByForfeit,
        Outcome::DoubleForfeit,
        Outcome::Void,
        Outcome::Pending,
        Outcome::Replayed,
    ];

    /// The league file's spelling.
    pub fn code(self) -> &'static str {
        match self {
            Outcome::A => "a",
            Outcome::B => "b",
            Outcome::Draw => "draw",
            Outcome::AByForfeit => "a_by_forfeit",
            Outcome::BByForfeit => "b_by_forfeit",
            Outcome::DoubleForfeit => "double_forfeit",
            Outcome::Void => "void",
            Outcome::Pending => "pending",
            Outcome::Replayed => "replayed",
        }
    }

    pub fn from_code(code: &str) -> Option<Outcome> {
        Outcome::ALL.into_iter().find(|o| o.code() == code)
    }

    /// The same game seen from the other side (`a` and `b` swapped).
    pub fn flipped(self) -> Outcome {
        match self {
            Outcome::A => Outcome::B,
            Outcome::B => Outcome::A,
            Outcome::AByForfeit => Outcome::BByForfeit,
            Outcome::BByForfeit => Outcome::AByForfeit,
            other => other,
        }
    }

    /// What this outcome is for player `a` (`for_a`) or `b`.
    pub fn side(self, for_a: bool) -> Side {
        let o = if for_a { self } else { self.flipped() };
        match o {
            Outcome::A => Side::Win,
            Outcome::B => Side::Loss,
            Outcome::Draw => Side::Draw,
            Outcome::AByForfeit => Side::ForfeitWin,
            Outcome::BByForfeit => Side::ForfeitLoss,
            Outcome::DoubleForfeit => Side::ForfeitLoss,
            Outcome::Void | Outcome::Replayed => Side::Void,
            Outcome::Pending => Side::Pending,
        }
    }

    /// Whether the game takes up one of the pair's meetings: everything but a game to be replayed
    /// (a pending game is a meeting still to be played).
    pub fn is_meeting(self) -> bool {
        self != Outcome::Replayed
    }
}

/// The player of a game who moved first: White in chess, Black in Go and renju, 先手 in shogi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum First {
    A,
    B,
}

/// Points for each result, in quarter points. The default is chess's and Go's 1, ½, 0, with a
/// forfeit scoring as a win or a loss; a league may give 3-1-0, 2-1-0, or score forfeits apart.
/// A double forfeit gives both players `forfeit_loss`; void and pending games give nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scoring {
    pub win: Score,
    pub draw: Score,
    pub loss: Score,
    pub forfeit_win: Score,
    pub forfeit_loss: Score,
}

impl Default for Scoring {
    fn default() -> Scoring {
        Scoring {
            win: Score::WIN,
            draw: Score::DRAW,
            loss: Score::ZERO,
            forfeit_win: Score::WIN,
            forfeit_loss: Score::ZERO,
        }
    }
}

impl Scoring {
    /// The points a result gives.
    pub fn points(&self, side: Side) -> Score {
        match side {
            Side::Win => self.win,
            Side::Draw => self.draw,
            Side::Loss => self.loss,
            Side::ForfeitWin => self.forfeit_win,
            Side::ForfeitLoss => self.forfeit_loss,
            Side::Void | Side::Pending => Score::ZERO,
        }
    }

    /// The five values, in the order `win, draw, loss, forfeit_win, forfeit_loss`.
    pub fn values(&self) -> [Score; 5] {
        [
            self.win,
            self.draw,
            self.loss,
            self.forfeit_win,
            self.forfeit_loss,
        ]
    }
}

/// How often each pair of players meets in a round robin, and what results score. Every meeting
/// without a result is a pending game: [`Crosstable::scheduled`] adds one for each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Schedule {
    /// 1 for a single round robin, 2 for a double one.
    pub cycles: u32,
    pub scoring: Scoring,
}

impl Default for Schedule {
    fn default() -> Schedule {
        Schedule {
            cycles: 1,
            scoring: Scoring::default(),
        }
    }
}

/// The most times a pair may meet.
pub const MAX_CYCLES: u32 = 8;

/// One game seen from one player: the crosstable cell's mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Win,
    Loss,
    Draw,
    ForfeitWin,
    ForfeitLoss,
    Void,
    Pending,
}

impl Side {
    /// Whether the game counts in the standings (played or forfeited; not void or pending).
    pub fn counts(self) -> bool {
        !matches!(self, Side::Void | Side::Pending)
    }
}

/// A game between players `a` and `b` (indices into the player list).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub round: Option<u32>,
    pub a: usize,
    pub b: usize,
    pub outcome: Outcome,
    /// Who moved first, when recorded.
    pub first: Option<First>,
}

impl Game {
    /// A game with no round and no colours recorded.
    pub fn new(a: usize, b: usize, outcome: Outcome) -> Game {
        Game {
            round: None,
            a,
            b,
            outcome,
            first: None,
        }
    }

    /// Whether `i` moved first in it (`None` when not recorded or `i` did not play it).
    pub fn moved_first(&self, i: usize) -> Option<bool> {
        let first = self.first?;
        if i == self.a {
            Some(first == First::A)
        } else if i == self.b {
            Some(first == First::B)
        } else {
            None
        }
    }
}

/// What one player did against one opponent, summed over all their games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairStats {
    /// Points scored against this opponent.
    pub points: Score,
    /// Games won, including forfeit wins.
    pub wins: u32,
    pub forfeit_wins: u32,
    pub draws: u32,
    /// Games lost, including forfeit losses (and double forfeits).
    pub losses: u32,
    pub forfeit_losses: u32,
    /// Games not yet played.
    pub pending: u32,
    /// Void games (無勝負).
    pub void: u32,
}

impl PairStats {
    /// Games that count in the standings: won, drawn or lost, with or without play.
    pub fn counted(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    fn add(&mut self, side: Side, scoring: &Scoring) {
        self.points += scoring.points(side);
        match side {
            Side::Win => self.wins += 1,
            Side::ForfeitWin => {
                self.wins += 1;
                self.forfeit_wins += 1;
            }
            Side::Draw => self.draws += 1,
            Side::Loss => self.losses += 1,
            Side::ForfeitLoss => {
                self.losses += 1;
                self.forfeit_losses += 1;
            }
            Side::Pending => self.pending += 1,
            Side::Void => self.void += 1,
        }
    }

    /// Adds `other`'s games to these.
    pub fn merge(&mut self, other: &PairStats) {
        self.points += other.points;
        self.wins += other.wins;
        self.forfeit_wins += other.forfeit_wins;
        self.draws += other.draws;
        self.losses += other.losses;
        self.forfeit_losses += other.forfeit_losses;
        self.pending += other.pending;
        self.void += other.void;
    }
}

/// A validated crosstable. See the module documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crosstable {
    players: Vec<Player>,
    games: Vec<Game>,
    /// `pairs[i * n + j]`: row `i` against column `j`.
    pairs: Vec<PairStats>,
    /// Row totals of `pairs`.
    totals: Vec<PairStats>,
    scoring: Scoring,
    /// Meetings per pair, when the table was built from a schedule.
    cycles: Option<u32>,
}

impl Crosstable {
    /// Checks and builds a crosstable. Errors carry the player concerned and, for games, the path
    /// `games[k]` of the offending game; the file formats add file and line.
    pub fn new(players: Vec<Player>, games: Vec<Game>) -> Result<Crosstable, Error> {
        check_players(&players)?;
        check_games(&players, &games)?;
        Ok(Crosstable::build(players, games, Scoring::default(), None))
    }

    /// Checks and builds the crosstable of a round robin: like [`Crosstable::new`], scored by
    /// `schedule.scoring`, with every meeting the schedule calls for and the games do not record
    /// added as a pending game (after the given games, pair by pair in player order). This is the
    /// one definition of a pending game: a scheduled meeting without a result. A game to be
    /// replayed does not use up its meeting. A pair with more games than meetings is an error
    /// that names it.
    pub fn scheduled(
        players: Vec<Player>,
        mut games: Vec<Game>,
        schedule: Schedule,
    ) -> Result<Crosstable, Error> {
        check_players(&players)?;
        check_games(&players, &games)?;
        let n = players.len();
        let cycles = schedule.cycles;
        if !(1..=MAX_CYCLES).contains(&cycles) {
            return Err(Error::new(ErrorKind::InvalidCycles {
                found: i64::from(cycles),
                max: MAX_CYCLES,
            })
            .with_path("cycles"));
        }
        let mut met = vec![0u32; n * n];
        for (k, g) in games.iter().enumerate() {
            if !g.outcome.is_meeting() {
                continue;
            }
            let (lo, hi) = (g.a.min(g.b), g.a.max(g.b));
            met[lo * n + hi] += 1;
            if met[lo * n + hi] > cycles {
                return Err(Error::new(ErrorKind::TooManyGames {
                    a: players[lo].name.clone(),
                    b: players[hi].name.clone(),
                    cycles,
                })
                .with_path(format!("games[{k}]")));
            }
        }
        for a in 0..n {
            for b in a + 1..n {
                for _ in met[a * n + b]..cycles {
                    games.push(Game::new(a, b, Outcome::Pending));
                }
            }
        }
        // The pending games added are between known, different players, one per meeting.
        Ok(Crosstable::build(
            players,
            games,
            schedule.scoring,
            Some(cycles),
        ))
    }

    /// Folds checked players and games into the matrix of [`PairStats`].
    fn build(
        players: Vec<Player>,
        games: Vec<Game>,
        scoring: Scoring,
        cycles: Option<u32>,
    ) -> Crosstable {
        let n = players.len();
        let mut pairs = vec![PairStats::default(); n * n];
        for g in &games {
            pairs[g.a * n + g.b].add(g.outcome.side(true), &scoring);
            pairs[g.b * n + g.a].add(g.outcome.side(false), &scoring);
        }
        let mut totals = vec![PairStats::default(); n];
        for (i, total) in totals.iter_mut().enumerate() {
            for j in 0..n {
                total.merge(&pairs[i * n + j]);
            }
        }
        Crosstable {
            players,
            games,
            pairs,
            totals,
            scoring,
            cycles,
        }
    }

    /// The same league (players, scoring, schedule) with other games: what-if and the rule lab
    /// use it to rank an outcome of the pending games. The games are checked as by
    /// [`Crosstable::new`]; no pending game is added.
    pub fn with_games(&self, games: Vec<Game>) -> Result<Crosstable, Error> {
        // The players were checked when `self` was built.
        check_games(&self.players, &games)?;
        Ok(Crosstable::build(
            self.players.clone(),
            games,
            self.scoring,
            self.cycles,
        ))
    }

    /// What each result scores.
    pub fn scoring(&self) -> &Scoring {
        &self.scoring
    }

    /// How many times each pair meets, when the table was built from a schedule.
    pub fn cycles(&self) -> Option<u32> {
        self.cycles
    }

    pub fn len(&self) -> usize {
        self.players.len()
    }

    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn games(&self) -> &[Game] {
        &self.games
    }

    pub fn player(&self, i: usize) -> &Player {
        &self.players[i]
    }

    /// What `i` did against `j`. Panics only on an index out of range, which is a bug in the
    /// caller, never a property of user input.
    pub fn pair(&self, i: usize, j: usize) -> &PairStats {
        &self.pairs[i * self.players.len() + j]
    }

    /// `i`'s results over the whole league.
    pub fn total(&self, i: usize) -> &PairStats {
        &self.totals[i]
    }

    /// `i`'s points over the whole league.
    pub fn score(&self, i: usize) -> Score {
        self.totals[i].points
    }

    /// Every game of `i` against `j`, seen from `i`, in file order.
    pub fn sides(&self, i: usize, j: usize) -> impl Iterator<Item = Side> + '_ {
        self.games.iter().filter_map(move |g| {
            if g.a == i && g.b == j {
                Some(g.outcome.side(true))
            } else if g.a == j && g.b == i {
                Some(g.outcome.side(false))
            } else {
                None
            }
        })
    }
}

/// At least one player and at most [`MAX_PLAYERS`], with unique non-empty names.
fn check_players(players: &[Player]) -> Result<(), Error> {
    let n = players.len();
    if n == 0 {
        return Err(Error::new(ErrorKind::NoPlayers {
            document: crate::error::DocumentKind::League,
        })
        .with_path("players"));
    }
    if n > MAX_PLAYERS {
        return Err(ErrorKind::TooManyPlayers {
            count: n,
            max: MAX_PLAYERS,
            document: crate::error::DocumentKind::League,
        }
        .into());
    }
    let mut seen = std::collections::HashMap::new();
    for (i, p) in players.iter().enumerate() {
        if p.name.trim().is_empty() {
            return Err(Error::new(ErrorKind::EmptyName).with_path(format!("players[{i}]")));
        }
        if seen.insert(p.name.as_str(), i).is_some() {
            return Err(Error::new(ErrorKind::DuplicatePlayer {
                name: p.name.clone(),
            })
            .with_path(format!("players[{i}]"))
            .with_player(p.name.clone()));
        }
    }
    Ok(())
}

/// Every game between two different known players, no pair twice in the same round.
fn check_games(players: &[Player], games: &[Game]) -> Result<(), Error> {
    let n = players.len();
    let mut rounds = std::collections::HashSet::new();
    for (k, g) in games.iter().enumerate() {
        let path = || format!("games[{k}]");
        for idx in [g.a, g.b] {
            if idx >= n {
                return Err(Error::new(ErrorKind::UnknownPlayer {
                    name: format!("#{idx}"),
                })
                .with_path(path()));
            }
        }
        if g.a == g.b {
            let name = players[g.a].name.clone();
            return Err(Error::new(ErrorKind::SelfGame { name: name.clone() })
                .with_path(path())
                .with_player(name));
        }
        // A game to be replayed and its replay are played in the same round.
        if let (Some(round), true) = (g.round, g.outcome.is_meeting()) {
            let key = (g.a.min(g.b), g.a.max(g.b), round);
            if !rounds.insert(key) {
                return Err(Error::new(ErrorKind::DuplicateGame {
                    a: players[g.a].name.clone(),
                    b: players[g.b].name.clone(),
                    round,
                })
                .with_path(path()));
            }
        }
    }
    Ok(())
}
