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
}

impl Outcome {
    pub const ALL: [Outcome; 8] = [
        Outcome::A,
        Outcome::B,
        Outcome::Draw,
        Outcome::AByForfeit,
        Outcome::BByForfeit,
        Outcome::DoubleForfeit,
        Outcome::Void,
        Outcome::Pending,
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
            Outcome::Void => Side::Void,
            Outcome::Pending => Side::Pending,
        }
    }
}

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
    /// Points scored, in quarters.
    pub fn points(self) -> Score {
        match self {
            Side::Win | Side::ForfeitWin => Score::WIN,
            Side::Draw => Score::DRAW,
            _ => Score::ZERO,
        }
    }

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

    fn add(&mut self, side: Side) {
        self.points += side.points();
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
}

impl Crosstable {
    /// Checks and builds a crosstable. Errors carry the player concerned and, for games, the path
    /// `games[k]` of the offending game; the file formats add file and line.
    pub fn new(players: Vec<Player>, games: Vec<Game>) -> Result<Crosstable, Error> {
        let n = players.len();
        if n == 0 {
            return Err(Error::new(ErrorKind::NoPlayers).with_path("players"));
        }
        if n > MAX_PLAYERS {
            return Err(ErrorKind::TooManyPlayers {
                count: n,
                max: MAX_PLAYERS,
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
            if let Some(round) = g.round {
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
        let mut pairs = vec![PairStats::default(); n * n];
        for g in &games {
            pairs[g.a * n + g.b].add(g.outcome.side(true));
            pairs[g.b * n + g.a].add(g.outcome.side(false));
        }
        let mut totals = vec![PairStats::default(); n];
        for (i, total) in totals.iter_mut().enumerate() {
            for j in 0..n {
                total.merge(&pairs[i * n + j]);
            }
        }
        Ok(Crosstable {
            players,
            games,
            pairs,
            totals,
        })
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
