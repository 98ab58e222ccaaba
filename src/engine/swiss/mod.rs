//! Swiss events: rounds of pairings, every kind of unplayed round, and the tie-breaks of FIDE
//! C.07, the EGF and OpenGotha, the RIF and the Tagajo method.
//!
//! An [`Event`] holds one [`Round`] record per player and round (`swiss.md` §1): a game over the
//! board (win, draw, loss, with the colour), a forfeit win or loss against the scheduled opponent
//! (a double forfeit is a forfeit loss for both), a pairing-allocated, full-point, half-point or
//! zero-point bye, or an absence (Go's word; FIDE files it with the zero-point byes). A player
//! missing from a round is recorded as a zero-point bye (chess, renju) or absent (Go) by the
//! readers, so every player has exactly one record per round. [`Event::new`] checks that the two
//! sides of every pairing agree; after that nothing here can fail.
//!
//! [`criteria`] computes a player's value under a criterion [`Code`] (`BH-C1`, `SOSW`, `DE`, …)
//! and an unplayed-round [`Edition`]; [`order`] applies a list of codes as FIDE C.07 4.2 says and
//! returns, for every player, the place and the step that separated them from the player above
//! with the two values compared. The definitions, sources and the disagreements between sources
//! are those of the project's specification, `swiss.md`; `docs/rules/swiss.md` restates them for
//! users. Everything is exact: scores are [`Score`]s (quarter points), ratings integers.

pub mod criteria;
mod matching;
pub mod order;
pub mod pairing;
pub mod prospects;

pub use criteria::{Base, Code, Edition, Element, PRESETS, Preset, Source};
pub use order::{Separation, Standing, Standings, order, places};

use serde::{Deserialize, Serialize};

use crate::engine::score::Score;
use crate::error::{Error, ErrorKind};

/// The most players an event may have.
pub const MAX_PLAYERS: usize = 2000;
/// The most rounds an event may have.
pub const MAX_ROUNDS: usize = 99;

/// What happened to one player in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A game over the board, won.
    Win,
    /// A game over the board, drawn (jigo in Go).
    Draw,
    /// A game over the board, lost.
    Loss,
    /// Won by forfeit against the scheduled opponent (`+` in TRF).
    ForfeitWin,
    /// Lost by forfeit against the scheduled opponent (`-`); a double forfeit is this for both.
    ForfeitLoss,
    /// The pairing-allocated bye (PAB, TRF `U`).
    PairingBye,
    /// A full-point bye (FPB, TRF `F`).
    FullBye,
    /// A half-point bye (HPB, TRF `H`), requested.
    HalfBye,
    /// A zero-point bye (ZPB, TRF `Z`): requested, or every round after a withdrawal.
    ZeroBye,
    /// Absent (Go; the same FIDE category as a zero-point bye).
    Absent,
}

impl Kind {
    /// A game played over the board.
    pub fn played(self) -> bool {
        matches!(self, Kind::Win | Kind::Draw | Kind::Loss)
    }

    /// The round has a scheduled opponent: a game or a forfeit.
    pub fn paired(self) -> bool {
        self.played() || matches!(self, Kind::ForfeitWin | Kind::ForfeitLoss)
    }

    /// A voluntary unplayed round (FIDE C.07 16.1.2): a requested bye or a forfeit loss.
    pub fn voluntary(self) -> bool {
        matches!(
            self,
            Kind::HalfBye | Kind::ZeroBye | Kind::Absent | Kind::ForfeitLoss
        )
    }

    /// A bye the player asked for (or a withdrawal's rounds): half, zero, absent.
    pub fn requested_bye(self) -> bool {
        matches!(self, Kind::HalfBye | Kind::ZeroBye | Kind::Absent)
    }

    /// The opponent's record of the same pairing.
    pub fn mirror(self) -> Option<Kind> {
        match self {
            Kind::Win => Some(Kind::Loss),
            Kind::Loss => Some(Kind::Win),
            Kind::Draw => Some(Kind::Draw),
            Kind::ForfeitWin => Some(Kind::ForfeitLoss),
            // A forfeit loss faces a forfeit win, or another forfeit loss (double forfeit).
            Kind::ForfeitLoss => None,
            _ => None,
        }
    }

    /// The game's result for the player as a fraction of a win: 1, ½, 0; a forfeit counts as
    /// the result it gives (Go's by-default results, EGF and OpenGotha); `None` for a bye.
    pub fn result(self) -> Option<Score> {
        match self {
            Kind::Win | Kind::ForfeitWin => Some(Score::WIN),
            Kind::Draw => Some(Score::DRAW),
            Kind::Loss | Kind::ForfeitLoss => Some(Score::ZERO),
            _ => None,
        }
    }
}

/// The colour a player had in a game (in Go and renju: who moved first is "black").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// One player's record of one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub kind: Kind,
    /// The scheduled opponent (games and forfeits); `None` for a bye or an absence.
    pub opponent: Option<usize>,
    pub colour: Option<Colour>,
    /// Go: the handicap of the game in stones (0 for an even game), given by the player with
    /// white; McMahon's SOS corrects the opponent's score by it (`swiss.md` §3.3).
    pub handicap: u8,
}

impl Round {
    pub fn bye(kind: Kind) -> Round {
        Round {
            kind,
            opponent: None,
            colour: None,
            handicap: 0,
        }
    }
}

/// One participant. Names live in the document; the engine knows players by index and takes
/// the names only to word its errors.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub name: String,
    /// The rating (Elo), for `ARO`, `TPR`, `PTP`.
    pub rating: Option<u32>,
    /// The Go rank on OpenGotha's scale: 1 dan = 0, 1 kyu = −1, 30 kyu = −30 (see [`go_rank`]).
    pub go_rank: Option<i32>,
    /// The starting McMahon score, when the file gives it; else computed from the rank and the
    /// event's bar and floor.
    pub smms: Option<Score>,
}

/// How an event is run: what "a round without opponent" and forfeits mean to the criteria.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum System {
    #[default]
    Swiss,
    /// A McMahon event (Go): the main score is MMS; a round without opponent adds the player's
    /// own starting score to SOS (EGF, OpenGotha).
    McMahon,
    /// Pre-determined pairings: forfeits are treated as games for BH, SB, KS and DE (C.07 15.2).
    RoundRobin,
}

/// Points per kind of round (`swiss.md` §1.2, chess and renju column), exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoring {
    pub win: Score,
    pub draw: Score,
    pub loss: Score,
    pub forfeit_win: Score,
    pub forfeit_loss: Score,
    pub pairing_bye: Score,
    pub full_bye: Score,
    pub half_bye: Score,
    pub zero_bye: Score,
    pub absent: Score,
}

impl Default for Scoring {
    fn default() -> Scoring {
        Scoring::points(Score::WIN, Score::DRAW, Score::ZERO)
    }
}

impl Scoring {
    /// A scoring with these points for a win, draw and loss, and the byes valued as FIDE does:
    /// PAB, FPB and forfeit win as a win, HPB as a draw, ZPB and absence as a loss.
    pub fn points(win: Score, draw: Score, loss: Score) -> Scoring {
        Scoring {
            win,
            draw,
            loss,
            forfeit_win: win,
            forfeit_loss: loss,
            pairing_bye: win,
            full_bye: win,
            half_bye: draw,
            zero_bye: loss,
            absent: loss,
        }
    }

    pub fn of(&self, kind: Kind) -> Score {
        match kind {
            Kind::Win => self.win,
            Kind::Draw => self.draw,
            Kind::Loss => self.loss,
            Kind::ForfeitWin => self.forfeit_win,
            Kind::ForfeitLoss => self.forfeit_loss,
            Kind::PairingBye => self.pairing_bye,
            Kind::FullBye => self.full_bye,
            Kind::HalfBye => self.half_bye,
            Kind::ZeroBye => self.zero_bye,
            Kind::Absent => self.absent,
        }
    }
}

/// Go's scores (`swiss.md` §3.2): what a bye and an absence add to NBW and to MMS, and whether
/// the sum of those is rounded down (OpenGotha's "Round down NBW and MMS scores", on by default;
/// points from jigo are never rounded).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoScoring {
    pub nbw_bye: Score,
    pub nbw_absent: Score,
    pub mms_bye: Score,
    pub mms_absent: Score,
    pub round_down: bool,
    /// The McMahon bar and floor on OpenGotha's rank scale (1 dan = 0), for the starting scores.
    pub bar: Option<i32>,
    pub floor: Option<i32>,
}

impl Default for GoScoring {
    /// OpenGotha's defaults: bye 1 / 1, absent 0 NBW and ½ MMS, rounded down.
    fn default() -> GoScoring {
        GoScoring {
            nbw_bye: Score::WIN,
            nbw_absent: Score::ZERO,
            mms_bye: Score::WIN,
            mms_absent: Score::DRAW,
            round_down: true,
            bar: None,
            floor: None,
        }
    }
}

/// Reads a Go rank, `3d`, `12k`, `1p` (professional ranks are read as 7 dan and up, as
/// OpenGotha does), to OpenGotha's scale: 1d = 0, 1k = −1.
pub fn go_rank(text: &str) -> Option<i32> {
    let t = text.trim().to_ascii_lowercase();
    let (num, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit())?);
    let n: i32 = num.parse().ok()?;
    match unit.trim() {
        "d" | "dan" | "段" if (1..=9).contains(&n) => Some(n - 1),
        "k" | "kyu" | "級" if (1..=30).contains(&n) => Some(-n),
        "p" if (1..=9).contains(&n) => Some(n + 6),
        _ => None,
    }
}

/// A checked Swiss event: one [`Round`] per player and round, both sides of every pairing in
/// agreement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    entrants: Vec<Entrant>,
    /// `records[p][r]`.
    records: Vec<Vec<Round>>,
    rounds: usize,
    /// Each player's score, kept with the records (criteria ask for opponents' scores again
    /// and again).
    scores: Vec<Score>,
    /// `adjustments[p][e]`: [`criteria::adjustment`] of player `p` under `Edition::ALL[e]`.
    adjustments: Vec<[Score; 5]>,
    /// `go_scores[p]`: Go's final NBW and MMS scores ([`criteria::go_score`]).
    go_scores: Vec<[Score; 2]>,
    /// Set by [`Event::new`] and never changed after (the kept values above depend on them):
    /// readable in the crate, not writable from outside it.
    pub(crate) system: System,
    pub(crate) scoring: Scoring,
    pub(crate) go: GoScoring,
    team: Option<Team>,
}

/// A team event's board results (`swiss.md` §4.4): the participants are teams, each round's
/// record is a match (won, drawn or lost on game points) and the scoring gives match points;
/// this holds what the match-level records do not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Team {
    /// Boards per match.
    pub boards: usize,
    /// `game_points[p][r]`: the team's game points in round `r` (a bye's as the event gives).
    pub game_points: Vec<Vec<Score>>,
    /// `board_points[p][r][k]`: the points on board `k`; for a bye, empty or the bye's game
    /// points spread over the boards, as the event counts them.
    pub board_points: Vec<Vec<Vec<Score>>>,
}

impl Event {
    /// Checks and builds an event from each player's records, one per round; an opponent's
    /// record of the same round must name the player back with the mirrored result and the
    /// other colour.
    pub fn new(
        players: Vec<(Entrant, Vec<Round>)>,
        system: System,
        scoring: Scoring,
        go: GoScoring,
    ) -> Result<Event, Error> {
        let (entrants, records): (Vec<Entrant>, Vec<Vec<Round>>) = players.into_iter().unzip();
        let n = entrants.len();
        if n == 0 {
            return Err(Error::new(ErrorKind::NoPlayers {
                document: crate::error::DocumentKind::Event,
            }));
        }
        if n > MAX_PLAYERS {
            return Err(Error::new(ErrorKind::TooManyPlayers {
                count: n,
                max: MAX_PLAYERS,
                document: crate::error::DocumentKind::Event,
            }));
        }
        let rounds = records.first().map_or(0, Vec::len);
        if rounds > MAX_ROUNDS {
            return Err(Error::new(ErrorKind::TooManyRounds {
                count: rounds,
                max: MAX_ROUNDS,
            }));
        }
        let name = |p: usize| entrants[p].name.clone();
        for (p, row) in records.iter().enumerate() {
            if row.len() != rounds {
                return Err(Error::new(ErrorKind::SwissPairing {
                    name: name(p),
                    round: row.len().min(rounds) as u32 + 1,
                    opponent: None,
                }));
            }
            for (r, rec) in row.iter().enumerate() {
                let wrong = |opponent: Option<usize>| {
                    Error::new(ErrorKind::SwissPairing {
                        name: name(p),
                        round: r as u32 + 1,
                        opponent: opponent.map(name),
                    })
                };
                match rec.opponent {
                    None if rec.kind.paired() => return Err(wrong(None)),
                    Some(q) if !rec.kind.paired() || q >= n => return Err(wrong(None)),
                    Some(q) if q == p => {
                        return Err(Error::new(ErrorKind::SelfGame { name: name(p) }));
                    }
                    Some(q) => {
                        let back = records[q][r];
                        let kinds_agree = match rec.kind {
                            Kind::ForfeitLoss => {
                                matches!(back.kind, Kind::ForfeitWin | Kind::ForfeitLoss)
                            }
                            k => k.mirror() == Some(back.kind),
                        };
                        let colours_agree = match (rec.colour, back.colour) {
                            (Some(a), Some(b)) => a != b,
                            (None, None) => true,
                            _ => false,
                        };
                        if back.opponent != Some(p) || !kinds_agree || !colours_agree {
                            return Err(wrong(Some(q)));
                        }
                    }
                    None => {}
                }
            }
        }
        let scores = records
            .iter()
            .map(|row| row.iter().map(|rec| scoring.of(rec.kind)).sum())
            .collect();
        let adjustments = records
            .iter()
            .map(|row| Edition::ALL.map(|e| criteria::adjustment(row, &scoring, system, e)))
            .collect();
        let mut event = Event {
            entrants,
            records,
            rounds,
            scores,
            adjustments,
            go_scores: Vec::new(),
            system,
            scoring,
            go,
            team: None,
        };
        event.go_scores = (0..n).map(|p| event.counted_go_scores(p)).collect();
        Ok(event)
    }

    /// Makes this a team event with `team`'s game and board points, which must have an entry
    /// per team and round, no more boards than a match has, and game points that are the sum
    /// of the board points (a bye may give none).
    pub fn with_team(mut self, team: Team) -> Result<Event, Error> {
        let n = self.players();
        let fits = team.game_points.len() == n
            && team.board_points.len() == n
            && (0..n).all(|p| {
                team.game_points[p].len() == self.rounds
                    && team.board_points[p].len() == self.rounds
                    && (0..self.rounds).all(|r| {
                        let boards = &team.board_points[p][r];
                        let paired = self.records[p][r].kind.paired();
                        let sum: Score = boards.iter().copied().sum();
                        boards.len() <= team.boards
                            && ((boards.is_empty() && !paired) || sum == team.game_points[p][r])
                    })
            });
        if !fits {
            let (p, r) = (0..n)
                .flat_map(|p| (0..self.rounds).map(move |r| (p, r)))
                .find(|&(p, r)| {
                    team.board_points
                        .get(p)
                        .and_then(|b| b.get(r))
                        .is_none_or(|b| {
                            b.iter().copied().sum::<Score>()
                                != team
                                    .game_points
                                    .get(p)
                                    .and_then(|g| g.get(r))
                                    .copied()
                                    .unwrap_or_default()
                        })
                })
                .unwrap_or((0, 0));
            return Err(Error::new(ErrorKind::SwissPairing {
                name: self.entrants[p].name.clone(),
                round: r as u32 + 1,
                opponent: None,
            }));
        }
        self.team = Some(team);
        Ok(self)
    }

    /// The same players, system and scoring with other records (one vector per player, the
    /// rounds in order), checked as [`Event::new`] checks them; a team event's board results
    /// are not carried over.
    pub fn with_records(&self, records: Vec<Vec<Round>>) -> Result<Event, Error> {
        Event::new(
            self.entrants.iter().cloned().zip(records).collect(),
            self.system,
            self.scoring,
            self.go,
        )
    }

    /// Sets the result of round `r`'s game between `w` and `b`: `kind` for `w` (a result over
    /// the board), its mirror for `b`. Both records must already be a game over the board
    /// between them, as [`Event::new`] checked it; returns whether they were (nothing changes
    /// otherwise). What-if sets each outcome's results this way, in place.
    pub(crate) fn set_game(&mut self, r: usize, w: usize, b: usize, kind: Kind) -> bool {
        let game = |x: usize, y: usize| {
            self.records
                .get(x)
                .and_then(|row| row.get(r))
                .is_some_and(|rec| rec.kind.played() && rec.opponent == Some(y))
        };
        let Some(mirror) = kind.mirror().filter(|_| kind.played()) else {
            return false;
        };
        if !(game(w, b) && game(b, w)) {
            return false;
        }
        self.set_kinds(r, [(w, kind), (b, mirror)]);
        true
    }

    /// Sets board `k` of round `r`'s team match between `home` and `away` to `points` (home's,
    /// away's), and the match's result from the game points then (won, drawn or lost). The
    /// records must be a match between them and the event a team event with that board, else
    /// nothing changes (`false`). What-if plays a team match's boards this way.
    pub(crate) fn set_board(
        &mut self,
        r: usize,
        home: usize,
        away: usize,
        k: usize,
        points: (Score, Score),
    ) -> bool {
        let meets = |x: usize, y: usize| {
            self.records
                .get(x)
                .and_then(|row| row.get(r))
                .is_some_and(|rec| rec.kind.played() && rec.opponent == Some(y))
        };
        if !(meets(home, away) && meets(away, home)) {
            return false;
        }
        let Some(team) = self.team.as_mut() else {
            return false;
        };
        if [home, away]
            .iter()
            .any(|&p| team.board_points[p][r].len() <= k)
        {
            return false;
        }
        let mut totals = [Score::ZERO; 2];
        for ((p, x), total) in [(home, points.0), (away, points.1)]
            .into_iter()
            .zip(&mut totals)
        {
            team.board_points[p][r][k] = x;
            *total = team.board_points[p][r].iter().copied().sum();
            team.game_points[p][r] = *total;
        }
        let kind = match totals[0].cmp(&totals[1]) {
            std::cmp::Ordering::Greater => Kind::Win,
            std::cmp::Ordering::Less => Kind::Loss,
            std::cmp::Ordering::Equal => Kind::Draw,
        };
        self.set_kinds(r, [(home, kind), (away, kind.mirror().unwrap_or(kind))]);
        true
    }

    /// Gives each player of `changes` their new result of round `r`, their score and Go scores
    /// following.
    fn set_kinds(&mut self, r: usize, changes: [(usize, Kind); 2]) {
        for (p, k) in changes {
            let old = self.records[p][r].kind;
            self.records[p][r].kind = k;
            self.scores[p] = self.scores[p] - self.scoring.of(old) + self.scoring.of(k);
            // Go counts a game by its result, apart from the byes (whose sum alone is rounded).
            let change = k.result().unwrap_or_default() - old.result().unwrap_or_default();
            for s in &mut self.go_scores[p] {
                *s += change;
            }
        }
    }

    /// The team event's game and board points, if this is one.
    pub fn team(&self) -> Option<&Team> {
        self.team.as_ref()
    }

    pub fn players(&self) -> usize {
        self.entrants.len()
    }

    pub fn rounds(&self) -> usize {
        self.rounds
    }

    pub fn entrant(&self, p: usize) -> &Entrant {
        &self.entrants[p]
    }

    pub fn entrants(&self) -> &[Entrant] {
        &self.entrants
    }

    /// The entrants' names, in order: what the reports and the page label players with.
    pub fn names(&self) -> Vec<String> {
        self.entrants.iter().map(|e| e.name.clone()).collect()
    }

    pub fn record(&self, p: usize, r: usize) -> Round {
        self.records[p][r]
    }

    pub fn records(&self, p: usize) -> &[Round] {
        &self.records[p]
    }

    /// `pts(p, r)`: the points the round credits to `p`.
    pub fn points(&self, p: usize, r: usize) -> Score {
        self.scoring.of(self.records[p][r].kind)
    }

    /// `S(p)`: the player's score.
    pub fn score(&self, p: usize) -> Score {
        self.scores[p]
    }

    /// Go's final score of player `p` by `measure` ([`criteria::go_score`]).
    pub fn go_score(&self, p: usize, measure: criteria::Measure) -> Score {
        self.go_scores[p][usize::from(measure == criteria::Measure::Mms)]
    }

    fn counted_go_scores(&self, p: usize) -> [Score; 2] {
        [criteria::Measure::Nbw, criteria::Measure::Mms]
            .map(|m| criteria::counted_go_score(self, m, p, self.rounds))
    }

    /// What `edition` adds to player `p`'s score for the opponents' sake
    /// ([`criteria::adjusted`]).
    pub fn adjustment(&self, p: usize, edition: Edition) -> Score {
        let e = Edition::ALL.iter().position(|&x| x == edition).unwrap_or(0);
        self.adjustments[p][e]
    }

    /// `S_r(p)`: the score after `r` rounds.
    pub fn score_after(&self, p: usize, r: usize) -> Score {
        (0..r).map(|k| self.points(p, k)).sum()
    }

    /// The player's starting McMahon score (`swiss.md` §3.1): given, or the rank + 30 clamped
    /// between the floor and the bar; 0 without a rank.
    pub fn smms(&self, p: usize) -> Score {
        let e = &self.entrants[p];
        if let Some(s) = e.smms {
            return s;
        }
        let Some(mut rank) = e.go_rank else {
            return Score::ZERO;
        };
        if let Some(bar) = self.go.bar {
            rank = rank.min(bar);
        }
        if let Some(floor) = self.go.floor {
            rank = rank.max(floor);
        }
        Score::from_points(i64::from(rank + 30))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_ranks_read_on_opengotha_scale() {
        // swiss.md §3.1: 1d = 0, 1k = −1, 30k = −30.
        let cases = [
            ("1d", Some(0)),
            ("3d", Some(2)),
            ("1k", Some(-1)),
            ("30k", Some(-30)),
            ("12K", Some(-12)),
            ("5段", Some(4)),
            ("0k", None),
            ("31k", None),
            ("d", None),
        ];
        for (text, want) in cases {
            assert_eq!(go_rank(text), want, "{text}");
        }
    }
}
