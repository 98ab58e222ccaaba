//! The criteria of a Swiss event, with the arithmetic behind every value.
//!
//! A [`Code`] is a [`Base`] criterion with its cuts (`BH-C1`: one least significant element cut;
//! `BH-M1`: one least and one most) or its modifier (`DE/P`: forfeits count as games). Most
//! criteria are *global*: a player's value does not depend on who else is tied (they are
//! computed here by [`value`]); three look only at the tied group (`DE`, `H2H`, `SDC`) and are
//! applied by [`super::order`].
//!
//! The opponent-score criteria (the Buchholz family, Sonneborn-Berger, Go's SOS family) are sums
//! of one [`Element`] per round; [`elements`] lists them with where each number comes from (the
//! opponent's score, a dummy, the virtual opponent) and which were cut, so that a front-end can
//! show the sum, and the value is that same list added up: one definition for both.
//!
//! How a round without a game counts is the [`Edition`]'s business (`swiss.md` §2.1): FIDE's
//! 2009 virtual opponent, the retracted 2023 self-game, the 2024 dummy with the player's own
//! score, the 2026 capped dummy, or `plain` (no adjustment: a bye has no element, a forfeit
//! counts the opponent's actual score; the RIF's Buchholz and Berger). Go's criteria follow
//! OpenGotha and the EGF instead (`swiss.md` §3), whatever the edition.

use serde::{Deserialize, Serialize};

use super::{Colour, Event, Kind, System};
use crate::engine::fide::{self, FideCriterion};
use crate::engine::league::criteria::Value;
use crate::engine::rating;
use crate::engine::score::Score;

/// How unplayed rounds enter the opponent-score criteria (`swiss.md` §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edition {
    /// FIDE 2009 (Kallithea): the virtual opponent; opponents see every unplayed round as a draw.
    Fide2009,
    /// The C.07 text approved in 2022 for 1 July 2023 and retracted: a self-game; requested byes
    /// and forfeit losses cut first.
    Fide2023r,
    /// C.07 of September 2023 and August 2024: a dummy with the player's own final score.
    Fide2024,
    /// C.07 of March 2026: the dummy's score capped.
    Fide2026,
    /// No adjustment (classic Buchholz; the RIF).
    Plain,
}

impl Edition {
    pub const ALL: [Edition; 5] = [
        Edition::Fide2009,
        Edition::Fide2023r,
        Edition::Fide2024,
        Edition::Fide2026,
        Edition::Plain,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Edition::Fide2009 => "fide2009",
            Edition::Fide2023r => "fide2023r",
            Edition::Fide2024 => "fide2024",
            Edition::Fide2026 => "fide2026",
            Edition::Plain => "plain",
        }
    }

    pub fn from_id(id: &str) -> Option<Edition> {
        Edition::ALL
            .into_iter()
            .find(|e| e.id().eq_ignore_ascii_case(id.trim()))
    }

    /// The edition in force on a date (`swiss.md` §2.1): C.07 of September 2023 from
    /// 1 September 2023 (FIDE events; all rated events from 1 April 2024), the 2026 text from
    /// 1 March 2026, the 2009 rules before. The retracted 2023 text is never the default.
    pub fn in_force(year: i32, month: u32, day: u32) -> Edition {
        let date = (year, month, day);
        if date >= (2026, 3, 1) {
            Edition::Fide2026
        } else if date >= (2023, 9, 1) {
            Edition::Fide2024
        } else {
            Edition::Fide2009
        }
    }
}

/// A criterion, before cuts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Base {
    /// Points (FIDE `PTS`).
    Points,
    /// Buchholz (C.07 8.1).
    Buchholz,
    /// Sonneborn-Berger (C.07 9.1).
    SonnebornBerger,
    /// Average rating of opponents (10.1).
    AverageRating,
    /// Tournament performance rating (10.2).
    Performance,
    /// Perfect tournament performance (10.3).
    PerfectPerformance,
    /// Koya (9.2).
    Koya,
    /// Direct encounter (Art. 6), among the tied.
    DirectEncounter,
    /// Rounds won, with or without playing (7.1).
    Wins,
    /// Games won over the board (7.2).
    WinsOverBoard,
    /// Games played over the board with Black (7.3).
    BlackGames,
    /// Games won over the board with Black (7.4).
    BlackWins,
    /// Progressive score (7.5).
    Progressive,
    /// Rounds one elected to play (7.6, formerly GE).
    Played,
    /// Go: number of wins.
    Nbw,
    /// Go: McMahon score.
    Mms,
    /// Go: sum of opponents' scores, on NBW (`SOSW`) or MMS (`SOSM`).
    Sos(Measure),
    /// Go: sum of the opponents' SOS.
    Sosos(Measure),
    /// Go: sum of the scores of the opponents beaten.
    Sodos(Measure),
    /// Tagajo: sum over the opponents beaten of their SODOS.
    Sodosodos(Measure),
    /// Go: cumulative sum of scores.
    Cuss(Measure),
    /// Go: number of wins among the tied, if they all met (OpenGotha SDC), among the tied.
    Sdc,
    /// Tagajo: head to head, the one who beat every other tied player first, among the tied.
    HeadToHead,
    /// Team events: match points (RIF "勝ち点"), the event's points of the matches.
    MatchPoints,
    /// Team events: game points, the sum of the board points (RIF "チーム獲得点").
    GamePoints,
    /// Team events: Buchholz on game points, Σ of the opponents' game points.
    BuchholzGamePoints,
    /// Team events: Berger on game points, Σ opponent's game points × own game points in the
    /// match.
    BergerGamePoints,
    /// Team events: direct encounter on game points among the tied teams.
    DirectGamePoints,
    /// Team events: the points on board `k` (1-based) over the event.
    Board(u8),
}

/// Which Go score an SOS-type criterion sums.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Measure {
    /// Number of wins.
    Nbw,
    /// McMahon score.
    Mms,
}

/// A criterion with its cuts and modifier, as written in a list: `BH-C1`, `SOSW-M1`, `DE/P`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Code {
    pub base: Base,
    /// Least significant elements cut (`-C1`, `-C2`; `-M1` cuts one each side).
    pub low: u8,
    /// Most significant elements cut (`-M1`, `-M2`).
    pub high: u8,
    /// `/P`: forfeits count as games (direct encounter).
    pub forfeits: bool,
}

const NAMES: [(&str, Base); 33] = [
    ("PTS", Base::Points),
    ("BH", Base::Buchholz),
    ("SB", Base::SonnebornBerger),
    ("ARO", Base::AverageRating),
    ("TPR", Base::Performance),
    ("PTP", Base::PerfectPerformance),
    ("KS", Base::Koya),
    ("DE", Base::DirectEncounter),
    ("WIN", Base::Wins),
    ("WON", Base::WinsOverBoard),
    ("BPG", Base::BlackGames),
    ("BWG", Base::BlackWins),
    ("PS", Base::Progressive),
    ("REP", Base::Played),
    ("NBW", Base::Nbw),
    ("MMS", Base::Mms),
    ("SOSW", Base::Sos(Measure::Nbw)),
    ("SOSM", Base::Sos(Measure::Mms)),
    ("SOSOSW", Base::Sosos(Measure::Nbw)),
    ("SOSOSM", Base::Sosos(Measure::Mms)),
    ("SODOSW", Base::Sodos(Measure::Nbw)),
    ("SODOSM", Base::Sodos(Measure::Mms)),
    ("SODOSODOSW", Base::Sodosodos(Measure::Nbw)),
    ("SODOSODOSM", Base::Sodosodos(Measure::Mms)),
    ("CUSSW", Base::Cuss(Measure::Nbw)),
    ("CUSSM", Base::Cuss(Measure::Mms)),
    ("SDC", Base::Sdc),
    ("H2H", Base::HeadToHead),
    ("MP", Base::MatchPoints),
    ("GP", Base::GamePoints),
    ("BH:GP", Base::BuchholzGamePoints),
    ("SB:GP", Base::BergerGamePoints),
    ("DE:GP", Base::DirectGamePoints),
];

/// Other spellings read (never written): FIDE's former `GE`, `BUCH`, and Go's bare `SOS`,
/// `SOSOS`, `SODOS`, `CUSS` (on the number of wins, as in a Swiss; write `SOSM` for McMahon).
const ALIASES: [(&str, Base); 6] = [
    ("GE", Base::Played),
    ("SOS", Base::Sos(Measure::Nbw)),
    ("SOSOS", Base::Sosos(Measure::Nbw)),
    ("SODOS", Base::Sodos(Measure::Nbw)),
    ("CUSS", Base::Cuss(Measure::Nbw)),
    ("BUCH", Base::Buchholz),
];

impl Base {
    pub fn code(self) -> &'static str {
        if let Base::Board(_) = self {
            return "BOARD";
        }
        NAMES
            .iter()
            .find(|(_, b)| *b == self)
            .map_or("?", |(n, _)| n)
    }

    /// FIDE's definition of the criterion ([`crate::engine::fide`]), if it is one of FIDE's.
    pub fn fide(self) -> Option<&'static FideCriterion> {
        fide::find(self.code())
    }

    /// Whether a player's value depends on who else is in the tied group: FIDE's direct
    /// encounter, and Go's and the team events' criteria among the tied.
    pub fn among_tied(self) -> bool {
        self.fide().is_some_and(|f| f.among_tied)
            || matches!(self, Base::Sdc | Base::HeadToHead | Base::DirectGamePoints)
    }

    /// Whether the criterion sums score × points rather than scores (Sonneborn-Berger, Berger on
    /// game points, SODOS).
    pub fn multiplies(self) -> bool {
        matches!(
            self,
            Base::SonnebornBerger | Base::Sodos(_) | Base::BergerGamePoints
        )
    }

    /// Whether cuts (`-C1`, `-M1`) mean something for this criterion.
    fn cuttable(self) -> bool {
        matches!(
            self,
            Base::Buchholz
                | Base::SonnebornBerger
                | Base::AverageRating
                | Base::Progressive
                | Base::Sos(_)
        )
    }

    /// Whether the unplayed-round [`Edition`] changes the criterion's values (the FIDE
    /// opponent-score criteria; Go's follow their own conventions).
    pub fn uses_edition(self) -> bool {
        matches!(self, Base::Buchholz | Base::SonnebornBerger)
    }

    /// Whether the criterion reads the players' ratings.
    pub fn needs_ratings(self) -> bool {
        self.fide().is_some_and(|f| f.needs_ratings)
    }
}

impl Code {
    pub const fn new(base: Base) -> Code {
        Code {
            base,
            low: 0,
            high: 0,
            forfeits: false,
        }
    }

    /// Reads a code, case-insensitively: a name, then `-C1`/`-C2` (or Go's `-1`/`-2`) for
    /// least-significant cuts, `-M1`/`-M2` for both sides, `/P` for direct encounter with
    /// forfeits. `None` when it is not one.
    pub fn parse(text: &str) -> Option<Code> {
        let t = text.trim().to_ascii_uppercase();
        let (t, forfeits) = match t.strip_suffix("/P") {
            Some(rest) => (rest.to_string(), true),
            None => (t, false),
        };
        let (name, cut) = match t.rsplit_once('-') {
            Some((name, cut)) => (name, Some(cut)),
            None => (t.as_str(), None),
        };
        let board = name
            .strip_prefix("BOARD")
            .and_then(|k| k.parse::<u8>().ok())
            .filter(|&k| k >= 1 && cut.is_none() && !forfeits);
        let base = match board {
            Some(k) => Base::Board(k),
            None => NAMES
                .iter()
                .chain(ALIASES.iter())
                .find(|(n, _)| *n == name)
                .map(|(_, b)| *b)?,
        };
        let (low, high) = match cut {
            None => (0, 0),
            Some("C1" | "1") => (1, 0),
            Some("C2" | "2") => (2, 0),
            Some("M1") => (1, 1),
            Some("M2") => (2, 2),
            Some(_) => return None,
        };
        if (low > 0 && !base.cuttable()) || (forfeits && base != Base::DirectEncounter) {
            return None;
        }
        // Cutting the first round's term is the only cut of PS; ARO cuts the lowest rating.
        if matches!(base, Base::Progressive | Base::AverageRating) && (low > 1 || high > 0) {
            return None;
        }
        Some(Code {
            base,
            low,
            high,
            forfeits,
        })
    }

    /// The code as written in lists and output: `BH-C1`, `SOSW-M1`, `DE/P`.
    pub fn text(self) -> String {
        let mut s = match self.base {
            Base::Board(k) => format!("BOARD{k}"),
            base => base.code().to_string(),
        };
        match (self.low, self.high) {
            (0, 0) => {}
            (l, 0) => s += &format!("-C{l}"),
            (_, h) => s += &format!("-M{h}"),
        }
        if self.forfeits {
            s += "/P";
        }
        s
    }
}

/// A named ordering of `swiss.md` §4: the codes in order and the edition it assumes (`None`:
/// the one in force at the event's date, or Go's own conventions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub id: &'static str,
    pub codes: &'static [&'static str],
    pub edition: Option<Edition>,
    /// Other names the preset is known by.
    pub aliases: &'static [&'static str],
}

/// Every named ordering, with its source in `swiss.md` §4.
pub const PRESETS: [Preset; 9] = [
    // §4.1 Tagajo final order [TAGAJO].
    Preset {
        id: "tagajo",
        codes: &["NBW", "SOSW", "SOSOSW", "SODOSW", "SODOSODOSW", "H2H"],
        edition: None,
        aliases: &["tagajo-final"],
    },
    // §4.3 RIF Annex 2, Swiss [RIF].
    Preset {
        id: "rif-swiss",
        codes: &["PTS", "BH", "SB", "DE", "WIN"],
        edition: Some(Edition::Plain),
        aliases: &[],
    },
    // §4.3 RIF Annex 2, round robin: the league chain's `rif-round-robin` (one id for one
    // regulation; `rif-rr` was this list's id in the Swiss engine and still reads).
    Preset {
        id: "rif-round-robin",
        codes: &["PTS", "SB", "DE", "WIN"],
        edition: Some(Edition::Plain),
        aliases: &["rif-rr"],
    },
    // §4.5 the FIDE recommendation (2019) for rated Swiss events, as Sharly Chess lists it.
    Preset {
        id: "fide-swiss",
        codes: &["PTS", "BH-C1", "BH", "SB", "PS", "DE", "WIN", "BWG"],
        edition: None,
        aliases: &[],
    },
    // FIDE C.07's list for individual round robins (spec README §7; swiss.md §4.5 gives its
    // first five as `fide-rr-2019`): the league chain's `fide-round-robin`. `BPG` and `BWG`
    // separate players only where colours are recorded. `fide-rr-2019` and `fide-rr`, this
    // list's ids in the Swiss engine before, still read.
    Preset {
        id: "fide-round-robin",
        codes: &["PTS", "DE", "WIN", "SB", "KS", "BPG", "BWG"],
        edition: None,
        aliases: &["fide-rr-2019", "fide-rr"],
    },
    // §4.6 OpenGotha's default McMahon placement (the EGF's usage).
    Preset {
        id: "egf-mcmahon",
        codes: &["MMS", "SOSM", "SOSOSM"],
        edition: None,
        aliases: &["opengotha-mcmahon"],
    },
    // §4.6 OpenGotha's default Swiss placement.
    Preset {
        id: "opengotha-swiss",
        codes: &["NBW", "SOSW", "SOSOSW"],
        edition: None,
        aliases: &["egf-swiss"],
    },
    // §4.7 the common Japanese Go Swiss list [FUKUI §7] (its ⑤ is too vague to specify).
    Preset {
        id: "jp-go-swiss",
        codes: &["NBW", "SOSW", "SODOSW", "SOSW-M1"],
        edition: None,
        aliases: &["jp-go-swiss-common"],
    },
    // §4.4 the RIF team rules (4.5): match points, game points, Buchholz and Berger on game
    // points, the results between the teams, then boards 1, 2, 3.
    Preset {
        id: "rif-team",
        codes: &[
            "MP", "GP", "BH:GP", "SB:GP", "DE:GP", "BOARD1", "BOARD2", "BOARD3",
        ],
        edition: Some(Edition::Plain),
        aliases: &[],
    },
];

impl Preset {
    pub fn find(id: &str) -> Option<&'static Preset> {
        let id = id.trim();
        PRESETS.iter().find(|p| {
            p.id.eq_ignore_ascii_case(id) || p.aliases.iter().any(|a| a.eq_ignore_ascii_case(id))
        })
    }

    /// The preset's codes, parsed (they always parse; a test checks every one).
    pub fn parsed(&self) -> Vec<Code> {
        self.codes.iter().filter_map(|c| Code::parse(c)).collect()
    }
}

/// Where an element's number comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The opponent's score as this edition sees it (adjusted for its unplayed rounds).
    Opponent,
    /// The opponent's actual final score (`plain`; a forfeit in a round robin).
    OpponentActual,
    /// A dummy opponent with the player's own final score (2023 self-game, 2024).
    Dummy,
    /// The 2026 dummy, capped at the scheduled opponent's adjusted score (forfeits).
    DummyCappedByOpponent,
    /// The 2026 dummy, capped at a draw per round of the event (byes).
    DummyCappedByDraws,
    /// The 2009 virtual opponent: score before the round + (win − points) + a draw per round
    /// after it.
    Virtual,
    /// Go: no opponent in a Swiss adds nothing.
    Nothing,
    /// Go: no opponent in a McMahon adds the player's own starting score.
    OwnStart,
}

/// One round's contribution to an opponent-score criterion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Element {
    /// 0-based round.
    pub round: usize,
    pub opponent: Option<usize>,
    pub source: Source,
    /// The opponent's (or dummy's) score.
    pub score: Score,
    /// The player's points in the round (the factor of Sonneborn-Berger), or the game's result
    /// (SODOS).
    pub factor: Score,
    /// The round is a voluntary unplayed round of the player (C.07 16.1.2).
    pub voluntary: bool,
    /// Cut by the criterion's `-C`/`-M`.
    pub cut: bool,
}

impl Element {
    /// Score × factor (the contribution to SB, SB:GP, SODOS).
    pub fn product(&self) -> Score {
        Score::from_quarters(self.score.quarters() * self.factor.quarters() / 4)
    }

    /// What the element adds to `base`: its product where the criterion multiplies
    /// ([`Base::multiplies`]), else its score.
    pub fn contribution(&self, base: Base) -> Score {
        if base.multiplies() {
            self.product()
        } else {
            self.score
        }
    }
}

/// `Adj(q)`: player `q`'s score as opponents see it under `edition` (`swiss.md` §2.1): the
/// score plus [`adjustment`], which the event keeps.
pub fn adjusted(event: &Event, edition: Edition, q: usize) -> Score {
    event.score(q) + event.adjustment(q, edition)
}

/// What `edition` adds to a score of `recs` for the opponents' sake: each unplayed round it
/// counts as a draw, the draw's points less the round's. Results over the board never change
/// it (they are neither unplayed nor voluntary), so an event keeps it while what-if sets them.
pub(crate) fn adjustment(
    recs: &[super::Round],
    scoring: &super::Scoring,
    system: System,
    edition: Edition,
) -> Score {
    let d = scoring.draw;
    // The last round that is not a voluntary unplayed round (C.07 16.2.3/16.2.5).
    let last_available = recs.iter().rposition(|r| !r.kind.voluntary());
    recs.iter()
        .enumerate()
        .map(|(r, rec)| {
            let kind = rec.kind;
            let trailing = last_available.is_none_or(|l| r > l);
            let as_draw = match edition {
                Edition::Plain => false,
                _ if system == System::RoundRobin => false,
                Edition::Fide2009 => !kind.played(),
                Edition::Fide2023r => trailing && kind.voluntary(),
                Edition::Fide2024 | Edition::Fide2026 => trailing && kind.requested_bye(),
            };
            if as_draw {
                d - scoring.of(kind)
            } else {
                Score::ZERO
            }
        })
        .sum()
}

/// The elements of player `p` under a FIDE or plain edition (Buchholz and Sonneborn-Berger),
/// before cuts.
fn fide_elements(event: &Event, edition: Edition, p: usize) -> Vec<Element> {
    let rounds = event.rounds();
    let own = event.score(p);
    let d = event.scoring.draw;
    let w = event.scoring.win;
    let mut out = Vec::with_capacity(rounds);
    for r in 0..rounds {
        let rec = event.record(p, r);
        let pts = event.points(p, r);
        let as_game =
            rec.kind.played() || (event.system == System::RoundRobin && rec.kind.paired());
        let (source, score) = match (rec.opponent, edition) {
            (Some(q), Edition::Plain) => (Source::OpponentActual, event.score(q)),
            (None, Edition::Plain) => continue,
            (Some(q), _) if as_game && event.system == System::RoundRobin => {
                (Source::OpponentActual, event.score(q))
            }
            (Some(q), _) if as_game => (Source::Opponent, adjusted(event, edition, q)),
            (_, Edition::Fide2009) => {
                let later = Score::from_quarters(d.quarters() * (rounds - r - 1) as i64);
                (Source::Virtual, event.score_after(p, r) + (w - pts) + later)
            }
            (_, Edition::Fide2023r | Edition::Fide2024) => (Source::Dummy, own),
            (Some(q), Edition::Fide2026) => (
                Source::DummyCappedByOpponent,
                own.min(adjusted(event, edition, q)),
            ),
            (None, Edition::Fide2026) => (
                Source::DummyCappedByDraws,
                own.min(Score::from_quarters(d.quarters() * rounds as i64)),
            ),
        };
        out.push(Element {
            round: r,
            opponent: rec.opponent,
            source,
            score,
            factor: pts,
            voluntary: !as_game && rec.kind.voluntary(),
            cut: false,
        });
    }
    out
}

/// Cuts `low` least and `high` most significant elements (C.07 14.1–14.4, 16.5; `swiss.md`
/// §2.3). `by_product`: Sonneborn-Berger, whose least significant value is the contribution of
/// the opponent with the lowest score, the lowest product among equal scores, and whose
/// voluntary unplayed rounds are compared by product.
fn cut(elements: &mut [Element], low: u8, high: u8, edition: Edition, by_product: bool) {
    let key = |e: &Element| {
        if by_product {
            (e.score, e.product())
        } else {
            (e.score, e.score)
        }
    };
    let value = |e: &Element| if by_product { e.product() } else { e.score };
    for _ in 0..low {
        let live = || elements.iter().enumerate().filter(|(_, e)| !e.cut);
        // The normal least significant element; the first of equals (round order).
        let least = live().min_by_key(|(i, e)| (key(e), *i)).map(|(i, _)| i);
        let vur = live()
            .filter(|(_, e)| e.voluntary)
            .min_by_key(|(i, e)| (value(e), *i))
            .map(|(i, _)| i);
        let victim = match (edition, least, vur) {
            // The retracted 2023 text cuts requested byes and forfeit losses first, whatever
            // their value.
            (Edition::Fide2023r, _, Some(v)) => Some(v),
            // C.07 16.5: the lowest voluntary unplayed round is cut instead when it is worth at
            // least the normal least significant value.
            (Edition::Fide2024 | Edition::Fide2026, Some(l), Some(v))
                if value(&elements[v]) >= value(&elements[l]) =>
            {
                Some(v)
            }
            (_, l, _) => l,
        };
        if let Some(i) = victim {
            elements[i].cut = true;
        }
    }
    for _ in 0..high {
        let most = elements
            .iter()
            .enumerate()
            .filter(|(_, e)| !e.cut)
            .max_by_key(|(i, e)| (key(e), std::cmp::Reverse(*i)))
            .map(|(i, _)| i);
        if let Some(i) = most {
            elements[i].cut = true;
        }
    }
}

/// Go's scores of player `p` after `rounds` rounds (`swiss.md` §3.2): game points (a forfeit as
/// the result it gives, jigo ½) plus the byes' and absences' points, whose sum is rounded down
/// when the event says so.
pub fn go_score(event: &Event, measure: Measure, p: usize, rounds: usize) -> Score {
    if rounds == event.rounds() {
        return event.go_score(p, measure);
    }
    counted_go_score(event, measure, p, rounds)
}

/// [`go_score`] counted from the records (the event keeps the final ones).
pub(crate) fn counted_go_score(event: &Event, measure: Measure, p: usize, rounds: usize) -> Score {
    let go = &event.go;
    let mut games = Score::ZERO;
    let mut other = Score::ZERO;
    for rec in &event.records(p)[..rounds] {
        match rec.kind.result() {
            Some(result) => games += result,
            None => {
                other += match (measure, rec.kind) {
                    (Measure::Nbw, Kind::Absent | Kind::ZeroBye) => go.nbw_absent,
                    (Measure::Mms, Kind::Absent | Kind::ZeroBye) => go.mms_absent,
                    (Measure::Nbw, Kind::HalfBye) | (Measure::Mms, Kind::HalfBye) => Score::DRAW,
                    (Measure::Nbw, _) => go.nbw_bye,
                    (Measure::Mms, _) => go.mms_bye,
                }
            }
        }
    }
    if go.round_down {
        other = Score::from_points(other.split().0);
    }
    let start = match measure {
        Measure::Nbw => Score::ZERO,
        Measure::Mms => event.smms(p),
    };
    start + games + other
}

/// The elements of Go's SOS family for player `p` (`swiss.md` §3.3): a paired round (a game or a
/// by-default result) adds the opponent's final score, corrected by the handicap on MMS; a round
/// without opponent adds 0 in a Swiss and the player's own starting score on MMS in a McMahon.
/// The factor is the game's result (1, ½, 0; SODOS).
fn go_elements(event: &Event, measure: Measure, p: usize) -> Vec<Element> {
    let rounds = event.rounds();
    (0..rounds)
        .map(|r| {
            let rec = event.record(p, r);
            let (source, score) = match rec.opponent {
                Some(q) => {
                    let mut s = go_score(event, measure, q, rounds);
                    if measure == Measure::Mms && rec.handicap > 0 {
                        let h = Score::from_points(i64::from(rec.handicap));
                        s = match rec.colour {
                            Some(Colour::White) => s + h,
                            Some(Colour::Black) => s - h,
                            None => s,
                        };
                    }
                    (Source::OpponentActual, s)
                }
                None if measure == Measure::Mms && event.system == System::McMahon => {
                    (Source::OwnStart, event.smms(p))
                }
                None => (Source::Nothing, Score::ZERO),
            };
            Element {
                round: r,
                opponent: rec.opponent,
                source,
                score,
                factor: rec.kind.result().unwrap_or(Score::ZERO),
                voluntary: false,
                cut: false,
            }
        })
        .collect()
}

/// The elements behind player `p`'s value under `code`, cuts marked: the Buchholz family and
/// Sonneborn-Berger (FIDE elements under `edition`), SOS and SODOS (Go elements). Empty for
/// every other criterion.
pub fn elements(event: &Event, code: Code, edition: Edition, p: usize) -> Vec<Element> {
    let (mut els, by_product) = match code.base {
        Base::Buchholz => (fide_elements(event, edition, p), false),
        Base::SonnebornBerger => (fide_elements(event, edition, p), true),
        Base::Sos(m) => (go_elements(event, m, p), false),
        Base::BuchholzGamePoints => (team_elements(event, p), false),
        Base::BergerGamePoints => (team_elements(event, p), true),
        Base::Sodos(m) => {
            let els = go_elements(event, m, p)
                .into_iter()
                .filter(|e| e.opponent.is_some())
                .collect();
            (els, true)
        }
        _ => return Vec::new(),
    };
    // Go's cuts follow no edition: the lowest elements, then the highest.
    let cut_edition = match code.base {
        Base::Sos(_) | Base::Sodos(_) => Edition::Plain,
        _ => edition,
    };
    cut(&mut els, code.low, code.high, cut_edition, by_product);
    els
}

/// A team's game points over the event (`GP`); zero for an event without board results.
pub fn game_points(event: &Event, p: usize) -> Score {
    event
        .team()
        .map_or(Score::ZERO, |t| t.game_points[p].iter().copied().sum())
}

/// The elements of Buchholz and Berger on game points (`swiss.md` §4.4): a match adds the
/// opponent's game points over the event (times the team's own game points in the match, for
/// Berger); a bye adds nothing.
fn team_elements(event: &Event, p: usize) -> Vec<Element> {
    let Some(team) = event.team() else {
        return Vec::new();
    };
    (0..event.rounds())
        .filter_map(|r| {
            let rec = event.record(p, r);
            let q = rec.opponent?;
            Some(Element {
                round: r,
                opponent: Some(q),
                source: Source::OpponentActual,
                score: game_points(event, q),
                factor: team.game_points[p][r],
                voluntary: false,
                cut: false,
            })
        })
        .collect()
}

/// Sums elements: scores, or products for Sonneborn-Berger, Berger on game points and SODOS.
fn sum(code: Code, els: &[Element]) -> Score {
    els.iter()
        .filter(|e| !e.cut)
        .map(|e| e.contribution(code.base))
        .sum()
}

/// The ratings of the opponents `p` met over the board; `None` when a participant of the event
/// has none: C.07 Art. 10 drops the rating criteria for everyone then, unless the regulations
/// give unrated players a rating (TieBreakServer does the same).
fn opponent_ratings(event: &Event, p: usize) -> Option<Vec<u32>> {
    if event.entrants().iter().any(|e| e.rating.is_none()) {
        return None;
    }
    event
        .records(p)
        .iter()
        .filter(|r| r.kind.played())
        .filter_map(|r| r.opponent)
        .map(|q| event.entrant(q).rating)
        .collect()
}

/// Points scored over the board, in quarters of a win (a win 4, a draw 2), for TPR and PTP.
fn points_over_board(event: &Event, p: usize) -> i64 {
    event
        .records(p)
        .iter()
        .filter(|r| r.kind.played())
        .filter_map(|r| r.kind.result())
        .map(Score::quarters)
        .sum()
}

/// Every player's [`value`] under `code`, the same values: SOSOS and SODOSODOS sum each
/// opponent's SOS or SODOS, worked out here once per player (O(n·r) in all, where asking
/// [`value`] of each player works out each opponent's again: O(n·r²), which made pairing the
/// 98 rounds of a what-if's outcome cubic in the rounds).
pub fn values(event: &Event, code: Code, edition: Edition) -> Vec<Option<Value>> {
    let n = event.players();
    let inner = match code.base {
        Base::Sosos(m) => Code::new(Base::Sos(m)),
        Base::Sodosodos(m) => Code::new(Base::Sodos(m)),
        _ => return (0..n).map(|p| value(event, code, edition, p)).collect(),
    };
    let of: Vec<Score> = (0..n)
        .map(|q| sum(inner, &elements(event, inner, edition, q)))
        .collect();
    let rounds = event.rounds();
    (0..n)
        .map(|p| {
            let recs = event.records(p);
            Some(Value::Points(match code.base {
                Base::Sosos(m) => (0..rounds)
                    .map(|r| match recs[r].opponent {
                        Some(q) => of[q],
                        None if m == Measure::Mms && event.system == System::McMahon => {
                            Score::from_quarters(event.smms(p).quarters() * rounds as i64)
                        }
                        None => Score::ZERO,
                    })
                    .sum(),
                _ => recs
                    .iter()
                    .filter(|r| r.kind.result() == Some(Score::WIN))
                    .filter_map(|r| r.opponent)
                    .map(|q| of[q])
                    .sum(),
            }))
        })
        .collect()
}

/// Player `p`'s value under a global `code` (see [`Base::among_tied`] for the others, which
/// give `None` here).
pub fn value(event: &Event, code: Code, edition: Edition, p: usize) -> Option<Value> {
    let rounds = event.rounds();
    let recs = event.records(p);
    let count = |f: &dyn Fn(&super::Round) -> bool| {
        Value::Count(recs.iter().filter(|r| f(r)).count() as u32)
    };
    Some(match code.base {
        Base::DirectEncounter | Base::Sdc | Base::HeadToHead | Base::DirectGamePoints => {
            return None;
        }
        Base::GamePoints if event.team().is_none() => return None,
        Base::GamePoints => Value::Points(game_points(event, p)),
        Base::BuchholzGamePoints | Base::BergerGamePoints if event.team().is_none() => {
            return None;
        }
        Base::BuchholzGamePoints | Base::BergerGamePoints => {
            Value::Points(sum(code, &elements(event, code, edition, p)))
        }
        Base::Board(k) => {
            let team = event.team()?;
            let k = usize::from(k) - 1;
            Value::Points(
                team.board_points[p]
                    .iter()
                    .filter_map(|boards| boards.get(k))
                    .copied()
                    .sum(),
            )
        }
        Base::Points | Base::MatchPoints => Value::Points(event.score(p)),
        Base::Buchholz | Base::SonnebornBerger | Base::Sos(_) | Base::Sodos(_) => {
            Value::Points(sum(code, &elements(event, code, edition, p)))
        }
        Base::Sosos(m) => {
            let sos = Code::new(Base::Sos(m));
            Value::Points(
                (0..rounds)
                    .map(|r| match recs[r].opponent {
                        Some(q) => sum(sos, &elements(event, sos, edition, q)),
                        None if m == Measure::Mms && event.system == System::McMahon => {
                            Score::from_quarters(event.smms(p).quarters() * rounds as i64)
                        }
                        None => Score::ZERO,
                    })
                    .sum(),
            )
        }
        Base::Sodosodos(m) => {
            let sodos = Code::new(Base::Sodos(m));
            Value::Points(
                recs.iter()
                    .filter(|r| r.kind.result() == Some(Score::WIN))
                    .filter_map(|r| r.opponent)
                    .map(|q| sum(sodos, &elements(event, sodos, edition, q)))
                    .sum(),
            )
        }
        Base::Nbw => Value::Points(go_score(event, Measure::Nbw, p, rounds)),
        Base::Mms => Value::Points(go_score(event, Measure::Mms, p, rounds)),
        Base::Cuss(m) => Value::Points((1..=rounds).map(|r| go_score(event, m, p, r)).sum()),
        Base::Koya => {
            // C.07 9.2: points against opponents with at least half the maximum; the maximum is
            // the event's rounds in a Swiss, the most paired rounds anyone had in a round robin
            // (`swiss.md` §2.6).
            let max_games = match event.system {
                System::RoundRobin => (0..event.players())
                    .map(|q| event.records(q).iter().filter(|r| r.kind.paired()).count())
                    .max()
                    .unwrap_or(0),
                _ => rounds,
            };
            let limit2 = event.scoring.win.quarters() * max_games as i64; // twice the limit
            Value::Points(
                (0..rounds)
                    .filter(|&r| {
                        recs[r]
                            .opponent
                            .is_some_and(|q| 2 * event.score(q).quarters() >= limit2)
                    })
                    .map(|r| event.points(p, r))
                    .sum(),
            )
        }
        Base::Wins => {
            let w = event.scoring.win;
            Value::Count((0..rounds).filter(|&r| event.points(p, r) == w).count() as u32)
        }
        Base::WinsOverBoard => count(&|r| r.kind == Kind::Win),
        Base::BlackGames => count(&|r| r.kind.played() && r.colour == Some(Colour::Black)),
        Base::BlackWins => count(&|r| r.kind == Kind::Win && r.colour == Some(Colour::Black)),
        Base::Played => count(&|r| !r.kind.voluntary()),
        Base::Progressive => {
            let from = usize::from(code.low);
            Value::Points((from + 1..=rounds).map(|r| event.score_after(p, r)).sum())
        }
        Base::AverageRating => {
            let mut ratings = match opponent_ratings(event, p) {
                Some(r) => r,
                None => return Some(Value::Rating(None)),
            };
            if code.low > 0 {
                crate::engine::sort::ascending(&mut ratings);
                ratings.drain(..ratings.len().min(usize::from(code.low)));
            }
            Value::Rating(rating::average_rating(&ratings))
        }
        Base::Performance => Value::Rating(
            opponent_ratings(event, p)
                .and_then(|r| rating::performance(&r, points_over_board(event, p))),
        ),
        Base::PerfectPerformance => Value::Rating(
            opponent_ratings(event, p)
                .and_then(|r| rating::perfect_performance(&r, points_over_board(event, p))),
        ),
    })
}
