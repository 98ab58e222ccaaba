//! The Swiss event document: what a Swiss event file holds, by name.
//!
//! A [`SwissEvent`] is the sibling of the round robins' [`crate::document::league::League`]
//! (`docs/swiss-format.md`, `hoshitori-swiss/1`): the game and the system (Swiss or McMahon),
//! the players by name (rating, Go rank, club), the rounds with their games (white, black, the
//! result as `1-0`, `0-1`, `1/2-1/2`, `+-`, `-+`, `--`, or none yet, and `"colours": false`
//! where no colours were allocated or entered: `white` is then only the first named) and byes (`PAB`, `FPB`,
//! `HPB`, `ZPB`, `ABS`), the rules (a preset or codes), the unplayed-round edition, the scoring
//! and Go's McMahon settings. It keeps the fields it does not know (`extra`), so reading and
//! writing loses nothing.
//!
//! [`SwissEvent::input`] checks it and turns names into indices: the engine's
//! [`swiss::Event`], with one record per player and round (a player missing from a round is a
//! zero-point bye, or absent in Go), the codes and the edition. A round whose games all wait
//! for their results is not yet played and is left out; a round with some results and not
//! others is an error that names the game. Errors carry the JSON path (`rounds[2].games[0].black`)
//! and the player; `crate::format` adds file and line.

mod pairing;
mod schedule;

pub use pairing::{Games, Paired, PairingEntry, RoundCheck};

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::document::league::half_points;
use crate::engine::Score;
use crate::engine::swiss::{
    self, Code, Colour, Edition, Entrant, GoScoring, Kind, Preset, Round, Scoring, System,
};
use crate::error::{Error, ErrorKind};

/// The `format` value this version writes and reads.
pub const FORMAT: &str = "hoshitori-swiss/1";

/// Whether this build reads event documents of `format`.
pub fn reads(format: &str) -> bool {
    format == FORMAT
}

/// See the module documentation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SwissEvent {
    pub format: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The first day, `YYYY-MM-DD`: chooses the FIDE edition in force when none is given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    #[serde(default)]
    pub game: GameKind,
    #[serde(default)]
    pub system: SystemKind,
    /// The rounds planned (the rounds played are those with results).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planned_rounds: Option<u32>,
    pub players: Vec<PlayerEntry>,
    #[serde(default)]
    pub rounds: Vec<RoundEntry>,
    /// A preset id (`fide-swiss`, `tagajo`, …) or codes (`PTS,BH-C1,BH,SB`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// `fide2009`, `fide2023r`, `fide2024`, `fide2026` or `plain`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring: Option<SwissScoringEntry>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mcmahon: Option<McMahonEntry>,
    /// A team event: the boards per match. The `players` are then the teams, each round's
    /// `matches` give the board results, and `scoring` gives match points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boards: Option<u32>,
    /// How the director pairs the rounds (the system, the lots' seed, clubs kept apart).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pairing: Option<PairingEntry>,
    /// Fields this version does not know, kept as they were.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    #[default]
    Chess,
    Go,
    Renju,
    Shogi,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SystemKind {
    #[default]
    Swiss,
    Mcmahon,
    /// Every player meets every other, in rounds fixed in advance (a team round robin played
    /// round by round, a renju or chess round robin entered by rounds). Ranked as a round robin
    /// (forfeits count as games, C.07 15.2); its rounds are not paired by a system.
    RoundRobin,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerEntry {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    /// Go rank: `3d`, `12k`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<String>,
    /// The starting McMahon score, when the organiser sets it by hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smms: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub club: Option<String>,
    /// The country (or federation), for McMahon's secondary criteria.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<String>,
    /// The player withdrew: the first round (1-based) they no longer play. The pairing leaves
    /// them out from that round on; the rounds they miss count as absences.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<u32>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl PlayerEntry {
    /// Whether the player has withdrawn by round `round` (0-based): `withdrawn` is that round
    /// or an earlier one.
    pub fn withdrawn_by(&self, round: usize) -> bool {
        self.withdrawn.is_some_and(|w| w as usize <= round + 1)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RoundEntry {
    #[serde(default)]
    pub games: Vec<GameEntry>,
    /// A team event's matches.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub matches: Vec<MatchEntry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<ByeEntry>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameEntry {
    /// White (Go: the player with white; renju and shogi: the second player).
    pub white: String,
    pub black: String,
    /// `None`: not played yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// Go: handicap stones.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub handicap: u8,
    /// Whether the players' colours are known: allocated by the pairing system (Dutch,
    /// McMahon) or entered (a file's colour column, a wall chart's `w`/`b`, an h9 `/w`).
    /// `false` (written `"colours": false`) where none were: a pairing by the Tagajo method or
    /// SwigPro's order, an h9 or wall-chart entry without a colour. `white` and `black` are then
    /// only the pair's order (the first named first) and say nothing of who moved first: the
    /// pages and exports show the pair as a pair and name the winner, never a colour.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub colours: bool,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

fn yes() -> bool {
    true
}

fn is_true(b: &bool) -> bool {
    *b
}

impl GameEntry {
    /// A game of `white` and `black` with known colours, not played yet.
    pub fn new(white: &str, black: &str) -> GameEntry {
        GameEntry {
            white: white.to_string(),
            black: black.to_string(),
            result: None,
            handicap: 0,
            colours: true,
            extra: Map::new(),
        }
    }

    /// A game of two players: one named twice is refused, with the path of its `black`.
    fn check_players(&self, round: usize, game: usize) -> Result<(), Error> {
        if self.white.trim() == self.black.trim() {
            return Err(Error::new(ErrorKind::SelfGame {
                name: self.white.trim().to_string(),
            })
            .with_path(format!("rounds[{round}].games[{game}].black")));
        }
        Ok(())
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A game's result, white's first (FIDE's and PGN's notation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    #[serde(rename = "1-0")]
    WhiteWins,
    #[serde(rename = "0-1")]
    BlackWins,
    #[serde(rename = "1/2-1/2", alias = "½-½")]
    Draw,
    /// White wins by forfeit.
    #[serde(rename = "+-")]
    WhiteByForfeit,
    #[serde(rename = "-+")]
    BlackByForfeit,
    /// Double forfeit: a forfeit loss for both.
    #[serde(rename = "--")]
    DoubleForfeit,
}

impl GameResult {
    /// White's and black's records.
    pub fn kinds(self) -> (Kind, Kind) {
        match self {
            GameResult::WhiteWins => (Kind::Win, Kind::Loss),
            GameResult::BlackWins => (Kind::Loss, Kind::Win),
            GameResult::Draw => (Kind::Draw, Kind::Draw),
            GameResult::WhiteByForfeit => (Kind::ForfeitWin, Kind::ForfeitLoss),
            GameResult::BlackByForfeit => (Kind::ForfeitLoss, Kind::ForfeitWin),
            GameResult::DoubleForfeit => (Kind::ForfeitLoss, Kind::ForfeitLoss),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ByeEntry {
    pub player: String,
    #[serde(rename = "type")]
    pub kind: ByeKind,
    /// A team event: the game points the bye gives (spread evenly over the boards).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_points: Option<f64>,
}

/// A team match: the board results from `home`'s side, board 1 first: `1-0`, `0-1`, `1/2`
/// (or `1/2-1/2`, `½`), `+-`, `-+`, `--` (a forfeited board scores as its result), and `null`
/// for a board not played yet. A match paired before it is played has no board results yet:
/// `boards` empty (or all `null`); they come in board by board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchEntry {
    pub home: String,
    pub away: String,
    #[serde(default)]
    pub boards: Vec<Option<BoardResult>>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl MatchEntry {
    /// A match of `home` and `away` paired, its `boards` boards not played yet.
    pub fn paired(home: &str, away: &str, boards: usize) -> MatchEntry {
        MatchEntry {
            home: home.to_string(),
            away: away.to_string(),
            boards: vec![None; boards],
            extra: Map::new(),
        }
    }

    /// Board results entered.
    pub fn entered(&self) -> usize {
        self.boards.iter().filter(|b| b.is_some()).count()
    }

    /// Every one of the event's `boards` boards has its result.
    pub fn complete(&self, boards: usize) -> bool {
        self.boards.len() == boards && self.entered() == boards
    }

    /// The first board (0-based) of the event's `boards` without a result.
    fn first_pending(&self, boards: usize) -> usize {
        (0..boards)
            .find(|&k| self.boards.get(k).copied().flatten().is_none())
            .unwrap_or(0)
    }
}

/// One board of a team match, home's result first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardResult {
    #[serde(rename = "1-0")]
    HomeWins,
    #[serde(rename = "0-1")]
    AwayWins,
    #[serde(rename = "1/2", alias = "1/2-1/2", alias = "½")]
    Draw,
    #[serde(rename = "+-")]
    HomeByForfeit,
    #[serde(rename = "-+")]
    AwayByForfeit,
    #[serde(rename = "--")]
    DoubleForfeit,
}

impl BoardResult {
    /// Home's and away's points on the board.
    pub fn points(self) -> (Score, Score) {
        match self {
            BoardResult::HomeWins | BoardResult::HomeByForfeit => (Score::WIN, Score::ZERO),
            BoardResult::AwayWins | BoardResult::AwayByForfeit => (Score::ZERO, Score::WIN),
            BoardResult::Draw => (Score::DRAW, Score::DRAW),
            BoardResult::DoubleForfeit => (Score::ZERO, Score::ZERO),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ByeKind {
    /// Pairing-allocated bye.
    #[serde(rename = "PAB")]
    Pairing,
    #[serde(rename = "FPB")]
    Full,
    #[serde(rename = "HPB")]
    Half,
    #[serde(rename = "ZPB")]
    Zero,
    #[serde(rename = "ABS")]
    Absent,
}

impl ByeKind {
    pub fn kind(self) -> Kind {
        match self {
            ByeKind::Pairing => Kind::PairingBye,
            ByeKind::Full => Kind::FullBye,
            ByeKind::Half => Kind::HalfBye,
            ByeKind::Zero => Kind::ZeroBye,
            ByeKind::Absent => Kind::Absent,
        }
    }
}

/// Points per result and bye, as decimal numbers (multiples of ½); what is left out keeps the
/// default (`swiss.md` §1.2: win 1, draw ½, loss 0; byes as FIDE values them).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SwissScoringEntry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loss: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pairing_bye: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub full_bye: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub half_bye: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zero_bye: Option<f64>,
}

/// Go's McMahon bar and floor (`3d`, `12k`), and OpenGotha's rounding of bye points.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct McMahonEntry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bar: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub floor: Option<String>,
    /// OpenGotha's "Round down NBW and MMS scores" (default on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_down: Option<bool>,
}

/// The players named in one round, each once: unknown names and a second pairing are errors
/// at the entry's path.
struct RoundNames<'a> {
    index: &'a HashMap<String, usize>,
    seen: Vec<bool>,
    round: usize,
}

impl<'a> RoundNames<'a> {
    fn new(index: &'a HashMap<String, usize>, round: usize) -> RoundNames<'a> {
        RoundNames {
            index,
            seen: vec![false; index.len()],
            round,
        }
    }

    /// The index of the player `name` paired in this round; `path` (written only for an
    /// error: a round of a 500-player event has 500 names) names where.
    fn take(&mut self, name: &str, path: impl Fn() -> String) -> Result<usize, Error> {
        let p = *self.index.get(name.trim()).ok_or_else(|| {
            Error::new(ErrorKind::UnknownPlayer {
                name: name.to_string(),
            })
            .with_path(path())
        })?;
        if std::mem::replace(&mut self.seen[p], true) {
            return Err(Error::new(ErrorKind::PairedTwice {
                name: name.trim().to_string(),
                round: self.round as u32 + 1,
            })
            .with_path(path()));
        }
        Ok(p)
    }
}

/// A checked event ready to rank.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissInput {
    pub event: swiss::Event,
    pub codes: Vec<Code>,
    pub edition: Edition,
    /// The rules as given (a preset id or the codes), for reports.
    pub rules: String,
}

impl SwissEvent {
    /// An event of `game` with no players or rounds yet (the readers fill it in).
    pub fn new(game: GameKind) -> SwissEvent {
        SwissEvent {
            format: FORMAT.to_string(),
            title: None,
            date: None,
            game,
            system: SystemKind::Swiss,
            planned_rounds: None,
            players: Vec::new(),
            rounds: Vec::new(),
            rules: None,
            edition: None,
            scoring: None,
            mcmahon: None,
            pairing: None,
            boards: None,
            extra: Map::new(),
        }
    }

    /// Player `i`'s number: the file's (`number`, a TRF start number or a table's place), else
    /// the position in the list, from 1.
    pub fn number(&self, i: usize) -> u64 {
        self.players[i]
            .extra
            .get("number")
            .and_then(Value::as_u64)
            .unwrap_or(i as u64 + 1)
    }

    /// The preset an event of this game and system is ranked under when it names none.
    pub fn default_rules(&self) -> &'static str {
        if self.boards.is_some() {
            return "rif-team";
        }
        match (self.game, self.system) {
            (GameKind::Renju, SystemKind::RoundRobin) => "rif-round-robin",
            (_, SystemKind::RoundRobin) => "fide-round-robin",
            (_, SystemKind::Mcmahon) => "egf-mcmahon",
            (GameKind::Go, SystemKind::Swiss) => "jp-go-swiss",
            (GameKind::Renju, _) => "rif-swiss",
            (GameKind::Chess | GameKind::Shogi, _) => "fide-swiss",
        }
    }

    /// Drops the rounds at the end that nobody has a game or a bye in (a reader's columns for
    /// rounds not held).
    pub fn drop_empty_last_rounds(&mut self) {
        while self
            .rounds
            .last()
            .is_some_and(|r| r.games.is_empty() && r.byes.is_empty() && r.matches.is_empty())
        {
            self.rounds.pop();
        }
    }

    /// Checks the document and builds the engine's input. `rules` and `edition` override the
    /// file's.
    /// Refuses a field one slip from a known one (`rouns`), whose data would go unread
    /// ([`super::super::misspelled_field`]), in the event and each of its players, rounds and
    /// games.
    fn misspelled_fields(&self) -> Result<(), Error> {
        use super::misspelled_field as check;
        let top = [
            "format",
            "title",
            "date",
            "game",
            "system",
            "planned_rounds",
            "players",
            "rounds",
            "rules",
            "edition",
            "scoring",
            "mcmahon",
            "boards",
            "pairing",
        ];
        check(&self.extra, &top, &String::new)?;
        let player = [
            "name",
            "rating",
            "rank",
            "smms",
            "club",
            "country",
            "withdrawn",
        ];
        for (i, p) in self.players.iter().enumerate() {
            check(&p.extra, &player, &|| format!("players[{i}]"))?;
        }
        for (r, round) in self.rounds.iter().enumerate() {
            check(&round.extra, &["games", "matches", "byes"], &|| {
                format!("rounds[{r}]")
            })?;
            for (g, game) in round.games.iter().enumerate() {
                let known = ["white", "black", "result", "handicap", "colours"];
                check(&game.extra, &known, &|| format!("rounds[{r}].games[{g}]"))?;
            }
        }
        Ok(())
    }

    /// `planned_rounds`, when given: from 1 to [`swiss::MAX_ROUNDS`], and no fewer than the
    /// rounds the file holds (as a TRF's `XXR` is checked).
    fn planned_rounds_hold(&self) -> Result<(), Error> {
        let Some(planned) = self.planned_rounds else {
            return Ok(());
        };
        let at = |kind| Err(Error::new(kind).with_path("planned_rounds"));
        if planned as usize > swiss::MAX_ROUNDS {
            return at(ErrorKind::TooManyRounds {
                count: planned as usize,
                max: swiss::MAX_ROUNDS,
            });
        }
        if planned == 0 || (planned as usize) < self.rounds.len() {
            return at(ErrorKind::PlannedRounds {
                planned,
                rounds: self.rounds.len(),
            });
        }
        Ok(())
    }

    pub fn input(&self, rules: Option<&str>, edition: Option<&str>) -> Result<SwissInput, Error> {
        self.misspelled_fields()?;
        self.planned_rounds_hold()?;
        let index = self.index()?;
        let played = self.played_rounds()?;
        let missing = self.missing_kind();
        let n = self.players.len();
        let mut records = vec![vec![Round::bye(missing); played]; n];
        let boards = self.boards.map(|b| b as usize);
        let mut game_points = vec![vec![Score::ZERO; played]; n];
        let mut board_points: Vec<Vec<Vec<Score>>> = vec![vec![Vec::new(); played]; n];
        for (r, round) in self.rounds.iter().take(played).enumerate() {
            let mut round_names = RoundNames::new(&index, r);
            let mut take = |name: &str, path: &dyn Fn() -> String| round_names.take(name, path);
            for (g, game) in round.games.iter().enumerate() {
                game.check_players(r, g)?;
                let w = take(&game.white, &|| format!("rounds[{r}].games[{g}].white"))?;
                let b = take(&game.black, &|| format!("rounds[{r}].games[{g}].black"))?;
                let Some(result) = game.result else {
                    continue; // played_rounds() saw to it that a counted round is complete
                };
                let (kw, kb) = result.kinds();
                // A game without colours gives the engine none (no colour balance, no games
                // with Black counted).
                let rec = |kind, opponent, colour| Round {
                    kind,
                    opponent: Some(opponent),
                    colour: game.colours.then_some(colour),
                    handicap: game.handicap,
                };
                records[w][r] = rec(kw, b, Colour::White);
                records[b][r] = rec(kb, w, Colour::Black);
            }
            for (m, game) in round.matches.iter().enumerate() {
                if game.home.trim() == game.away.trim() {
                    return Err(Error::new(ErrorKind::SelfGame {
                        name: game.home.trim().to_string(),
                    })
                    .with_path(format!("rounds[{r}].matches[{m}].away")));
                }
                let h = take(&game.home, &|| format!("rounds[{r}].matches[{m}].home"))?;
                let a = take(&game.away, &|| format!("rounds[{r}].matches[{m}].away"))?;
                if boards.is_none_or(|b| game.boards.len() != b) {
                    return Err(Error::new(ErrorKind::BoardCount {
                        found: game.boards.len(),
                        boards: boards.unwrap_or(0),
                    })
                    .with_path(format!("rounds[{r}].matches[{m}].boards")));
                }
                for b in game.boards.iter().flatten() {
                    let (x, y) = b.points();
                    board_points[h][r].push(x);
                    board_points[a][r].push(y);
                }
                game_points[h][r] = board_points[h][r].iter().copied().sum();
                game_points[a][r] = board_points[a][r].iter().copied().sum();
                let (kh, ka) = match game_points[h][r].cmp(&game_points[a][r]) {
                    std::cmp::Ordering::Greater => (Kind::Win, Kind::Loss),
                    std::cmp::Ordering::Less => (Kind::Loss, Kind::Win),
                    std::cmp::Ordering::Equal => (Kind::Draw, Kind::Draw),
                };
                let rec = |kind, opponent| Round {
                    kind,
                    opponent: Some(opponent),
                    colour: None,
                    handicap: 0,
                };
                records[h][r] = rec(kh, a);
                records[a][r] = rec(ka, h);
            }
            for (k, bye) in round.byes.iter().enumerate() {
                let p = take(&bye.player, &|| format!("rounds[{r}].byes[{k}].player"))?;
                if let Some((total, spread)) = self.bye_game_points(bye, r, k)? {
                    game_points[p][r] = total;
                    board_points[p][r] = spread;
                }
                records[p][r] = Round::bye(self.bye_kind(bye.kind));
            }
        }
        let mut go = GoScoring::default();
        if let Some(m) = &self.mcmahon {
            let rank = |field: &str, text: &Option<String>| -> Result<Option<i32>, Error> {
                text.as_deref()
                    .map(|t| {
                        swiss::go_rank(t).ok_or_else(|| {
                            Error::new(ErrorKind::InvalidGoRank {
                                found: t.to_string(),
                            })
                            .with_path(format!("mcmahon.{field}"))
                        })
                    })
                    .transpose()
            };
            go.bar = rank("bar", &m.bar)?;
            go.floor = rank("floor", &m.floor)?;
            if let Some(down) = m.round_down {
                go.round_down = down;
            }
        }
        let mut players = Vec::with_capacity(n);
        for (i, (p, rec)) in self.players.iter().zip(records).enumerate() {
            let go_rank = match p.rank.as_deref() {
                Some(t) => Some(swiss::go_rank(t).ok_or_else(|| {
                    Error::new(ErrorKind::InvalidGoRank {
                        found: t.to_string(),
                    })
                    .with_path(format!("players[{i}].rank"))
                })?),
                None => None,
            };
            let smms = match p.smms {
                Some(v) => Some(half_points(&format!("players[{i}].smms"), v, 1000.0)?),
                None => None,
            };
            let entrant = Entrant {
                name: p.name.trim().to_string(),
                rating: p.rating,
                go_rank,
                smms,
            };
            players.push((entrant, rec));
        }
        let system = match self.system {
            SystemKind::Swiss => System::Swiss,
            SystemKind::Mcmahon => System::McMahon,
            SystemKind::RoundRobin => System::RoundRobin,
        };
        let mut event = swiss::Event::new(players, system, self.scoring()?, go)?;
        if let Some(boards) = boards {
            event = event.with_team(swiss::Team {
                boards,
                game_points,
                board_points,
            })?;
        }
        let rules_text = rules
            .or(self.rules.as_deref())
            .unwrap_or(self.default_rules())
            .to_string();
        let (codes, preset_edition) = parse_rules(&rules_text).map_err(|e| match rules {
            Some(_) => e,
            None => e.with_path("rules"),
        })?;
        let edition = match edition.or(self.edition.as_deref()) {
            Some(id) => Edition::from_id(id).ok_or_else(|| {
                let e = Error::new(ErrorKind::UnknownEdition {
                    found: id.to_string(),
                });
                if edition.is_some() {
                    e
                } else {
                    e.with_path("edition")
                }
            })?,
            None => preset_edition.unwrap_or_else(|| self.edition_by_date()),
        };
        Ok(SwissInput {
            event,
            codes,
            edition,
            rules: rules_text,
        })
    }

    /// A team event's bye `bye` (round `r`, bye `k`): the game points it gives, and the points
    /// per board when they spread evenly (the RIF example's ½ a board; else none per board).
    /// `None` for an individual event or a bye without game points.
    fn bye_game_points(
        &self,
        bye: &ByeEntry,
        r: usize,
        k: usize,
    ) -> Result<Option<(Score, Vec<Score>)>, Error> {
        let (Some(b), Some(gp)) = (self.boards.map(|b| b as usize), bye.game_points) else {
            return Ok(None);
        };
        let path = format!("rounds[{r}].byes[{k}].game_points");
        let total = half_points(&path, gp, b as f64)?;
        let each = Score::from_quarters(total.quarters() / b.max(1) as i64);
        let spread = if each.quarters() * b as i64 == total.quarters() {
            vec![each; b]
        } else {
            Vec::new()
        };
        Ok(Some((total, spread)))
    }

    /// The edition in force at the event's `date`; the latest without a (readable) date.
    pub fn edition_by_date(&self) -> Edition {
        let date = self.date.as_deref().and_then(|d| {
            let mut parts = d.trim().splitn(3, '-').map(|x| x.parse::<i64>().ok());
            Some((parts.next()??, parts.next()??, parts.next()??))
        });
        match date {
            Some((y, m, d)) => Edition::in_force(y as i32, m as u32, d as u32),
            None => Edition::Fide2026,
        }
    }

    /// The event as it stood before the round being entered: that round's results cleared (a
    /// round with some results in and others still to come), `None` when no round is partly
    /// entered. The standings shown while results come in, and the played rounds of what-if,
    /// whose [`SwissEvent::upcoming`] keeps the results entered.
    pub fn before_entry(&self) -> Option<SwissEvent> {
        let r = self.complete_rounds().ok()?;
        let round = self.rounds.get(r)?;
        if !has_results(round) {
            return None;
        }
        let mut out = self.clone();
        let round = &mut out.rounds[r];
        round.games.iter_mut().for_each(|g| g.result = None);
        round
            .matches
            .iter_mut()
            .for_each(|m| m.boards.iter_mut().for_each(|b| *b = None));
        Some(out)
    }

    /// Whether a round after the complete ones is paired with a game not played yet: the
    /// games [`SwissEvent::upcoming`] leaves open, told without working out the rest of what-if
    /// (the rounds to pair, which a page that only shows standings does not need).
    pub fn games_pending(&self) -> bool {
        let Ok(played) = self.complete_rounds() else {
            return false;
        };
        self.rounds
            .iter()
            .skip(played)
            .take_while(|round| !(round.games.is_empty() && round.matches.is_empty()))
            .any(|round| round.games.iter().any(|g| g.result.is_none()))
    }

    /// The rounds after the complete ones that are paired but not all played (their games
    /// listed, some with results perhaps, their byes given), for what-if: each player's record
    /// of each, a game's result left open unless entered, and the games still to play; a team
    /// match's boards, the played ones as entered. Stops at the first round with nothing in
    /// it. Names are checked as [`SwissEvent::input`] checks them.
    pub fn upcoming(&self) -> Result<swiss::prospects::Upcoming, Error> {
        let index = self.index()?;
        let played = self.complete_rounds()?;
        let missing = self.missing_kind();
        let n = self.players.len();
        let boards = self.boards.map(|b| b as usize);
        let mut records: Vec<Vec<Round>> = vec![Vec::new(); n];
        let mut games = Vec::new();
        let mut matches = Vec::new();
        let mut team_byes = Vec::new();
        for (k, round) in self.rounds.iter().skip(played).enumerate() {
            if round.games.is_empty() && round.matches.is_empty() {
                break;
            }
            let r = played + k;
            let mut round_names = RoundNames::new(&index, r);
            let mut take = |name: &str, path: &dyn Fn() -> String| round_names.take(name, path);
            for row in records.iter_mut() {
                row.push(Round::bye(missing));
            }
            for (g, game) in round.games.iter().enumerate() {
                game.check_players(r, g)?;
                let w = take(&game.white, &|| format!("rounds[{r}].games[{g}].white"))?;
                let b = take(&game.black, &|| format!("rounds[{r}].games[{g}].black"))?;
                records[w][k] = swiss::prospects::pairing(b, Colour::White);
                records[b][k] = swiss::prospects::pairing(w, Colour::Black);
                records[w][k].handicap = game.handicap;
                records[b][k].handicap = game.handicap;
                match game.result {
                    // A result entered stands.
                    Some(result) => {
                        let (kw, kb) = result.kinds();
                        records[w][k].kind = kw;
                        records[b][k].kind = kb;
                    }
                    None => games.push((k, w, b)),
                }
            }
            for (m, game) in round.matches.iter().enumerate() {
                let path = |side: &str| format!("rounds[{r}].matches[{m}].{side}");
                if game.home.trim() == game.away.trim() {
                    return Err(Error::new(ErrorKind::SelfGame {
                        name: game.home.trim().to_string(),
                    })
                    .with_path(path("away")));
                }
                let h = take(&game.home, &|| path("home"))?;
                let a = take(&game.away, &|| path("away"))?;
                let b = boards.unwrap_or(0);
                if !game.boards.is_empty() && game.boards.len() != b || b == 0 {
                    return Err(Error::new(ErrorKind::BoardCount {
                        found: game.boards.len(),
                        boards: b,
                    })
                    .with_path(path("boards")));
                }
                let open = Round {
                    kind: Kind::Draw,
                    opponent: None,
                    colour: None,
                    handicap: 0,
                };
                records[h][k] = Round {
                    opponent: Some(a),
                    ..open
                };
                records[a][k] = Round {
                    opponent: Some(h),
                    ..open
                };
                matches.push(swiss::prospects::UpcomingMatch {
                    round: k,
                    home: h,
                    away: a,
                    boards: (0..b)
                        .map(|j| {
                            game.boards
                                .get(j)
                                .copied()
                                .flatten()
                                .map(BoardResult::points)
                        })
                        .collect(),
                });
            }
            for (j, bye) in round.byes.iter().enumerate() {
                let p = take(&bye.player, &|| format!("rounds[{r}].byes[{j}].player"))?;
                records[p][k] = Round::bye(self.bye_kind(bye.kind));
                if let Some((total, spread)) = self.bye_game_points(bye, r, j)? {
                    team_byes.push((k, p, total, spread));
                }
            }
        }
        let paired = played + records.first().map_or(0, Vec::len);
        let to_pair = self.to_pair(paired, &index)?;
        Ok(swiss::prospects::Upcoming {
            records,
            games,
            to_pair,
            matches,
            team_byes,
        })
    }

    /// The planned rounds after round `from` (0-based, the first not paired), when the file
    /// says how its rounds are paired (`pairing`; an event paired elsewhere, e.g. by a chess
    /// federation's program, is not paired here) and is not a team event: for each, who is
    /// paired and the record of those who are not (a bye entered beforehand, or absent once
    /// withdrawn). Lots the file gives for a round are used; other rounds' are drawn per
    /// outcome.
    fn to_pair(
        &self,
        from: usize,
        index: &HashMap<String, usize>,
    ) -> Result<Vec<swiss::prospects::ToPair>, Error> {
        let planned = self.planned_rounds.map_or(0, |p| p as usize);
        if self.pairing.is_none()
            || self.boards.is_some()
            || self.system == SystemKind::RoundRobin
            || planned <= from
        {
            return Ok(Vec::new());
        }
        let system = self.pairing_system()?;
        let n = self.players.len();
        let missing = self.missing_kind();
        (from..planned.min(swiss::MAX_ROUNDS))
            .map(|r| {
                let mut request = self.request(r, system, index)?;
                request.lots = self.given_lots(r, n, index)?.unwrap_or_default();
                let mut absent = vec![Round::bye(missing); n];
                for bye in self.rounds.get(r).map_or(&[][..], |e| &e.byes) {
                    if let Some(&p) = index.get(bye.player.trim())
                        && bye.kind != ByeKind::Pairing
                    {
                        absent[p] = Round::bye(self.bye_kind(bye.kind));
                    }
                }
                Ok(swiss::prospects::ToPair { request, absent })
            })
            .collect()
    }

    /// The players by name (trimmed), checked: at least one, none unnamed, none twice.
    pub(crate) fn index(&self) -> Result<HashMap<String, usize>, Error> {
        if self.players.is_empty() {
            return Err(Error::new(ErrorKind::NoPlayers {
                document: crate::error::DocumentKind::Event,
            })
            .with_path("players"));
        }
        let mut index = HashMap::new();
        for (i, p) in self.players.iter().enumerate() {
            let name = p.name.trim();
            if name.is_empty() {
                return Err(
                    Error::new(ErrorKind::EmptyName).with_path(format!("players[{i}].name"))
                );
            }
            if index.insert(name.to_string(), i).is_some() {
                return Err(Error::new(ErrorKind::DuplicatePlayer {
                    name: name.to_string(),
                })
                .with_path(format!("players[{i}].name")));
            }
        }
        Ok(index)
    }

    /// What a player missing from a round gets: a zero-point bye, or in Go absent.
    fn missing_kind(&self) -> Kind {
        if self.game == GameKind::Go {
            Kind::Absent
        } else {
            Kind::ZeroBye
        }
    }

    /// A bye's record; Go has no zero-point bye: a player who does not play is absent.
    fn bye_kind(&self, bye: ByeKind) -> Kind {
        match bye.kind() {
            Kind::ZeroBye => self.missing_kind(),
            kind => kind,
        }
    }

    /// How many rounds count: the rounds in order up to the first that is not played yet
    /// (without games or matches, or whose results all wait). A round with some results but
    /// not all (a game without its result, a match board not played), or a result after a
    /// round still to play, is an error naming the first result missing.
    fn played_rounds(&self) -> Result<usize, Error> {
        let played = self.complete_rounds()?;
        match self.rounds.get(played) {
            Some(round) if has_results(round) => match waiting(round) {
                Some(w) => Err(self.missing(played, w)),
                None => Ok(played),
            },
            _ => Ok(played),
        }
    }

    /// The rounds in order up to the first not complete (results still to come, or no game
    /// yet); an error when a later round has a result.
    fn complete_rounds(&self) -> Result<usize, Error> {
        let played = self
            .rounds
            .iter()
            .position(|round| {
                waiting(round).is_some() || (round.games.is_empty() && round.matches.is_empty())
            })
            .unwrap_or(self.rounds.len());
        if let Some(later) = self.rounds.iter().skip(played + 1).position(has_results) {
            let r = played + 1 + later;
            return Err(match waiting(&self.rounds[played]) {
                Some(w) => self.missing(played, w),
                None => Error::new(ErrorKind::RoundNotPlayed {
                    round: played as u32 + 1,
                    later: r as u32 + 1,
                })
                .with_path(format!("rounds[{played}]")),
            });
        }
        Ok(played)
    }

    fn missing(&self, r: usize, waiting: Waiting) -> Error {
        match waiting {
            Waiting::Game(g) => {
                let game = &self.rounds[r].games[g];
                Error::new(ErrorKind::ResultMissing {
                    white: game.white.clone(),
                    black: game.black.clone(),
                    round: r as u32 + 1,
                })
                .with_path(format!("rounds[{r}].games[{g}]"))
            }
            Waiting::Board(m) => {
                let game = &self.rounds[r].matches[m];
                let board =
                    game.first_pending(self.boards.map_or(game.boards.len(), |b| b as usize));
                Error::new(ErrorKind::BoardMissing {
                    home: game.home.clone(),
                    away: game.away.clone(),
                    round: r as u32 + 1,
                    board: board as u32 + 1,
                })
                .with_path(format!("rounds[{r}].matches[{m}].boards[{board}]"))
            }
        }
    }

    /// The scoring, checked: what the file gives over the defaults.
    pub fn scoring(&self) -> Result<Scoring, Error> {
        let Some(s) = &self.scoring else {
            return Ok(Scoring::default());
        };
        let get = |field: &str, v: Option<f64>, default: Score| -> Result<Score, Error> {
            v.map_or(Ok(default), |v| {
                half_points(&format!("scoring.{field}"), v, 100.0)
            })
        };
        let win = get("win", s.win, Score::WIN)?;
        let draw = get("draw", s.draw, Score::DRAW)?;
        let loss = get("loss", s.loss, Score::ZERO)?;
        let mut out = Scoring::points(win, draw, loss);
        out.pairing_bye = get("pairing_bye", s.pairing_bye, win)?;
        out.full_bye = get("full_bye", s.full_bye, win)?;
        out.half_bye = get("half_bye", s.half_bye, draw)?;
        out.zero_bye = get("zero_bye", s.zero_bye, loss)?;
        out.absent = out.zero_bye;
        Ok(out)
    }
}

/// A result a round waits for: game `g`, or a board of match `m`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    Game(usize),
    Board(usize),
}

/// The first result `round` waits for: a game without its result, or a match with a board not
/// played (a match with no board results at all waits too).
pub fn waiting(round: &RoundEntry) -> Option<Waiting> {
    round
        .games
        .iter()
        .position(|g| g.result.is_none())
        .map(Waiting::Game)
        .or_else(|| {
            round
                .matches
                .iter()
                .position(|m| m.boards.is_empty() || m.boards.iter().any(Option::is_none))
                .map(Waiting::Board)
        })
}

/// Whether `round` has any result: a game's, or a board's.
pub fn has_results(round: &RoundEntry) -> bool {
    round.games.iter().any(|g| g.result.is_some()) || round.matches.iter().any(|m| m.entered() > 0)
}

/// A preset id or comma-separated codes, and the edition the preset assumes.
pub fn parse_rules(text: &str) -> Result<(Vec<Code>, Option<Edition>), Error> {
    if let Some(p) = Preset::find(text) {
        return Ok((p.parsed(), p.edition));
    }
    let mut codes = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        codes.push(Code::parse(part).ok_or_else(|| {
            Error::new(ErrorKind::UnknownSwissRules {
                found: part.to_string(),
            })
        })?);
    }
    if codes.is_empty() {
        return Err(Error::new(ErrorKind::UnknownSwissRules {
            found: text.to_string(),
        }));
    }
    Ok((codes, None))
}
