//! Pairing the next round of a Swiss event, by the systems in this folder: the Tagajo method
//! ([`tagajo`]) and SwigPro's simpler order ([`swigpro`]).
//!
//! A pairing system is two things: the order the players present are listed in before a round
//! ([`PairingSystem::keys`]), and the procedure that pairs that list ([`pair_order`]); both
//! dispatch on [`PairingSystem`], so a new system is a file here and a variant there, and the
//! compiler lists what it must say. Tagajo and SwigPro pair their lists the same way, from the
//! top down ([`top_down`]).
//!
//! The answer ([`Pairing`]) has parts every system shares and parts that are the system's own:
//! shared are the pairs and the bye (who plays whom, who sits out), the players left out, and
//! impossibility with the players involved ([`Impossible`]); the system's own are the order's
//! keys and values ([`Key`], [`Placed`]) and, for each pair, the candidates passed over and why
//! ([`Passed`]: already met, same club, the rest could not have been paired, a bye had already),
//! so "why am I paired with this opponent?" has its answer in the data.
//!
//! The lots are the round's random numbers, one per player, higher first; [`lots`] draws them
//! from a seed, so that anyone can replay a draw, and an event file may give them instead.
//!
//! Extensions the Tagajo page does not state (`swiss.md` §5 item 5, and the worked event): the
//! players not present are left out before pairing; with an odd number present the bye goes to
//! the lowest player in the order who has not had a pairing-allocated bye and after whose bye the
//! rest can be paired (the next one up otherwise); keeping players of the same club apart is a
//! setting ([`Request::keep_apart`]) that passes over a same-club candidate unless only a
//! same-club pair lets the rest be paired. When no pairing exists at all (the page's "3-person
//! toggle"), [`pair`] says so with the players involved, and pairs nothing: allowing rematches
//! ([`Request::rematches`]), a bye or a pairing by hand is the director's decision.
//!
//! Cost: building the list ranks every player (the criteria, O(n·r) each); pairing asks "can
//! the rest be paired?" once per candidate considered, at most n²/2 times in all, each one
//! augmenting path search O(n²): O(n⁴) in the worst case, and about n/2 searches when the first
//! candidate not met can be taken, as in nearly every round (the pairing workload of `benches/swiss.rs`, `benches/support/swiss.rs`).

pub mod dutch;
pub mod mcmahon;
mod swigpro;
mod tagajo;
mod top_down;

use serde::{Deserialize, Serialize};

use super::criteria::{self, Code, Edition};
use super::{Colour, Event};
use crate::engine::league::criteria::Value;
use crate::engine::rng::Rng;

/// A pairing system: how the players are ordered before a round, and how the list is paired.
/// Each has a file in this folder; [`PairingSystem::keys`] and [`pair_order`] dispatch to it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PairingSystem {
    /// The Tagajo method (`swiss.md` §4.2, §5).
    #[default]
    Tagajo,
    /// SwigPro's simpler order: wins, dan/kyu, number.
    SwigPro,
    /// The FIDE (Dutch) system, C.04.3 of February 2026 ([`dutch`]).
    Dutch,
    /// McMahon for Go, by OpenGotha's criteria ([`mcmahon`]).
    #[serde(rename = "mcmahon")]
    McMahon,
}

impl PairingSystem {
    pub const ALL: [PairingSystem; 4] = [
        PairingSystem::Tagajo,
        PairingSystem::SwigPro,
        PairingSystem::Dutch,
        PairingSystem::McMahon,
    ];

    /// The id used in files and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            PairingSystem::Tagajo => "tagajo",
            PairingSystem::SwigPro => "swigpro",
            PairingSystem::Dutch => "dutch",
            PairingSystem::McMahon => "mcmahon",
        }
    }

    pub fn parse(text: &str) -> Option<PairingSystem> {
        PairingSystem::ALL
            .into_iter()
            .find(|s| s.id().eq_ignore_ascii_case(text.trim()))
    }

    /// Whether the system's order draws lots (the Dutch system orders by pairing number;
    /// McMahon draws its lots from the names, as OpenGotha does).
    pub fn draws_lots(self) -> bool {
        !matches!(self, PairingSystem::Dutch | PairingSystem::McMahon)
    }

    /// Whether the system allocates colours (the others leave them to the board).
    pub fn allocates_colours(self) -> bool {
        matches!(self, PairingSystem::Dutch | PairingSystem::McMahon)
    }

    /// The keys of the pairing order for `round` (0-based), most significant first.
    pub fn keys(self, round: usize) -> Vec<Key> {
        match self {
            PairingSystem::Tagajo => tagajo::keys(round),
            PairingSystem::SwigPro => swigpro::keys(round),
            PairingSystem::Dutch => vec![
                Key::Criterion(Code::new(criteria::Base::Points)),
                Key::Number,
            ],
            PairingSystem::McMahon => mcmahon::keys(&mcmahon::Policy::default(), round),
        }
    }
}

/// One key of a pairing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Key {
    /// A criterion's value over the rounds played, more is higher.
    Criterion(Code),
    /// Dan/kyu, higher is higher; no rank is below every rank.
    Rank,
    /// The round's lot, higher is higher.
    Lot,
    /// The pairing number, lower is higher.
    Number,
    /// The rating, higher is higher; no rating is below every rating.
    Rating,
}

/// A player's value under a [`Key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KeyValue {
    Criterion(Value),
    Rank(Option<i32>),
    Lot(u32),
    Number(usize),
    Rating(Option<u32>),
}

impl KeyValue {
    /// Higher ranks higher.
    fn sort_key(self) -> i64 {
        match self {
            KeyValue::Criterion(v) => v.key(),
            KeyValue::Rank(r) => r.map_or(i64::MIN, i64::from),
            KeyValue::Lot(l) => i64::from(l),
            KeyValue::Number(n) => -(n as i64),
            KeyValue::Rating(r) => r.map_or(i64::MIN, i64::from),
        }
    }
}

/// What the director asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub system: PairingSystem,
    /// Who is paired: `false` for a player absent, withdrawn or with a requested bye.
    pub present: Vec<bool>,
    /// The round's lots, one per player (see [`lots`]).
    pub lots: Vec<u32>,
    /// A club (or family) per player; with [`Request::keep_apart`], players of the same one are
    /// not paired unless the rest could not be paired otherwise.
    pub clubs: Vec<Option<u32>>,
    /// A country per player (McMahon's secondary criteria).
    pub countries: Vec<Option<u32>>,
    pub keep_apart: bool,
    /// The director allows rematches (after [`Impossible`]): a player then takes the first
    /// candidate not met if any, else the first one met.
    pub rematches: bool,
    /// Systems that allocate colours: the colour of pairing number 1 in round 1 (TRF `XXC`).
    pub first_colour: Colour,
    /// The rounds planned (0: not known); the Dutch system relaxes C3 in the last round.
    pub planned_rounds: usize,
    /// Virtual points per player and round for accelerated pairing ([`dutch::baku`]).
    pub acceleration: Vec<Vec<crate::engine::score::Score>>,
}

impl Request {
    /// Everyone present, no clubs, no rematches.
    pub fn new(system: PairingSystem, players: usize, lots: Vec<u32>) -> Request {
        Request {
            system,
            present: vec![true; players],
            lots,
            clubs: vec![None; players],
            countries: vec![None; players],
            keep_apart: false,
            rematches: false,
            first_colour: Colour::White,
            planned_rounds: 0,
            acceleration: Vec::new(),
        }
    }
}

/// A player in the pairing order, with the values that placed them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub player: usize,
    pub values: Vec<KeyValue>,
}

/// Why a candidate below was passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Passed {
    /// They have met (a game or a by-default result in an earlier round).
    Met,
    /// Same club, and another candidate lets the rest be paired.
    SameClub,
    /// With this pair the players left could not all be paired: where the literal procedure
    /// goes back one pair and tries the next candidate.
    RestUnpairable,
    /// Passed over for the bye: had a pairing-allocated bye already.
    HadBye,
}

/// A candidate passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skip {
    pub player: usize,
    pub why: Passed,
}

/// One pair: the higher player in the order, their opponent, and the candidates passed over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pair {
    pub high: usize,
    pub low: usize,
    pub skipped: Vec<Skip>,
    /// They had met (only when rematches are allowed).
    pub rematch: bool,
    /// Same club, kept apart but no other candidate let the rest be paired.
    pub same_club: bool,
    /// Who has White, for systems that allocate colours (the Dutch system); `None` where the
    /// system allocates none (Tagajo, SwigPro: decided at the board, by nigiri or by the file).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<usize>,
    /// The colour rule that decided, with `white`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour_rule: Option<dutch::ColourRule>,
    /// Systems that pair by score brackets (the Dutch system): the score of the bracket the pair
    /// was made in; a player with a higher score floated down into it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bracket: Option<crate::engine::score::Score>,
    /// Go: the handicap in stones, given by White (McMahon).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub handicap: u8,
    /// McMahon: why White, and the pair's cost criterion by criterion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mcmahon: Option<McMahonWhy>,
}

impl Pair {
    /// A pair with colours (systems that allocate them): the higher in `order` is `high`;
    /// nothing else said yet.
    fn coloured(order: &[Placed], white: usize, black: usize) -> Pair {
        let place = |p: usize| {
            order
                .iter()
                .position(|x| x.player == p)
                .unwrap_or(usize::MAX)
        };
        let (high, low) = if place(white) < place(black) {
            (white, black)
        } else {
            (black, white)
        };
        Pair {
            high,
            low,
            skipped: Vec::new(),
            rematch: false,
            same_club: false,
            white: Some(white),
            colour_rule: None,
            bracket: None,
            handicap: 0,
            mcmahon: None,
        }
    }
}

fn is_zero(h: &u8) -> bool {
    *h == 0
}

/// A McMahon pair's reasons: who has White and why, and the cost that chose the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct McMahonWhy {
    pub colour: mcmahon::ColourWhy,
    pub cost: mcmahon::Cost,
    /// The two players' score groups (floor of the McMahon score), high then low.
    pub groups: (i64, i64),
}

/// The bye: who, and the players below them passed over for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bye {
    pub player: usize,
    /// Lower in the order than the bye, passed over: they had a bye already, or the rest could
    /// not have been paired after their bye.
    pub skipped: Vec<Skip>,
}

/// A round paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The round paired (0-based).
    pub round: usize,
    pub system: PairingSystem,
    pub keys: Vec<Key>,
    /// The players present, in the pairing order.
    pub order: Vec<Placed>,
    /// From the top of the order down.
    pub pairs: Vec<Pair>,
    pub bye: Option<Bye>,
    /// Not present: not paired.
    pub absent: Vec<usize>,
    /// The club setting applied this round.
    pub keep_apart: bool,
    pub rematches: bool,
    /// `swiss.md` §5 item 4: no more rounds so far than half the players present, so a
    /// pairing without rematches was bound to exist.
    pub sufficient_condition_holds: bool,
}

/// No pairing exists without a rematch: the order, and the players who cannot all be paired
/// (those some largest pairing must leave out; the "3-person toggle" is three players at the
/// bottom who have all met).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Impossible {
    pub round: usize,
    pub order: Vec<Placed>,
    pub involved: Vec<usize>,
    pub absent: Vec<usize>,
}

/// The round's lots drawn from `seed`: one number from 0 to 999,999 per player, the same for the
/// same seed, round and number of players.
pub fn lots(seed: u64, round: usize, players: usize) -> Vec<u32> {
    let mut rng = Rng::new(seed ^ (round as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    (0..players)
        .map(|_| (rng.next_u64() % 1_000_000) as u32)
        .collect()
}

/// The pairing order of the players present in the round after `event`'s rounds: every key's
/// value, sorted (ties left in number order, which a last key of every system breaks).
pub fn order(event: &Event, request: &Request) -> Vec<Placed> {
    order_by(event, request, &request.system.keys(event.rounds()))
}

/// The players present, placed by `keys` (see [`order`]).
pub fn order_by(event: &Event, request: &Request, keys: &[Key]) -> Vec<Placed> {
    // Each criterion for every player at once ([`criteria::values`]: SOSOS from each
    // player's SOS worked out once).
    let columns: Vec<Vec<Option<Value>>> = keys
        .iter()
        .map(|k| match *k {
            Key::Criterion(code) => criteria::values(event, code, Edition::Plain),
            _ => Vec::new(),
        })
        .collect();
    let mut placed: Vec<Placed> = (0..event.players())
        .filter(|&p| request.present.get(p).copied().unwrap_or(false))
        .map(|p| Placed {
            player: p,
            values: keys
                .iter()
                .zip(&columns)
                .map(|(k, column)| match *k {
                    Key::Criterion(_) => KeyValue::Criterion(
                        column.get(p).copied().flatten().unwrap_or(Value::Count(0)),
                    ),
                    Key::Rank => KeyValue::Rank(event.entrants()[p].go_rank),
                    Key::Lot => KeyValue::Lot(request.lots.get(p).copied().unwrap_or(0)),
                    Key::Number => KeyValue::Number(p + 1),
                    Key::Rating => KeyValue::Rating(event.entrants()[p].rating),
                })
                .collect(),
        })
        .collect();
    placed.sort_by(|a, b| {
        let ka = a.values.iter().map(|v| v.sort_key());
        let kb = b.values.iter().map(|v| v.sort_key());
        kb.cmp(ka).then(a.player.cmp(&b.player))
    });
    placed
}

/// Pairs the round after `event`'s rounds: [`order`], then [`pair_order`].
pub fn pair(event: &Event, request: &Request) -> Result<Pairing, Impossible> {
    pair_order(event, order(event, request), request)
}

/// Pairs the players of `order` (the players present, highest first) in the round after
/// `event`'s rounds by the request's system's procedure. Tagajo and SwigPro pair the same way,
/// from the top down ([`top_down`]); they differ in the order.
pub fn pair_order(
    event: &Event,
    order: Vec<Placed>,
    request: &Request,
) -> Result<Pairing, Impossible> {
    match request.system {
        PairingSystem::Tagajo | PairingSystem::SwigPro => top_down::pair(event, order, request),
        PairingSystem::Dutch => by_dutch(event, order, request),
        PairingSystem::McMahon => Ok(by_mcmahon(event, order, request)),
    }
}

/// The Dutch system's setting for a request: who plays, the organiser's clubs kept apart as
/// forbidden pairs (C1), round 1's colour, the planned rounds, the acceleration.
pub fn dutch_setup(event: &Event, request: &Request) -> dutch::Setup {
    let mut forbidden = Vec::new();
    if request.keep_apart {
        for a in 0..event.players() {
            for b in a + 1..event.players() {
                if let (Some(x), Some(y)) = (request.clubs.get(a), request.clubs.get(b))
                    && x.is_some()
                    && x == y
                {
                    forbidden.push((a, b));
                }
            }
        }
    }
    dutch::Setup {
        present: request.present.clone(),
        forbidden,
        first_colour: request.first_colour,
        planned_rounds: request.planned_rounds,
        acceleration: request.acceleration.clone(),
    }
}

/// The Dutch system's round as a [`Pairing`]: its own order (score, then pairing number), the
/// organiser's clubs kept apart as forbidden pairs (C1), colours allocated.
fn by_dutch(event: &Event, order: Vec<Placed>, request: &Request) -> Result<Pairing, Impossible> {
    let round = event.rounds();
    let setup = dutch_setup(event, request);
    let absent: Vec<usize> = (0..event.players())
        .filter(|&p| !request.present.get(p).copied().unwrap_or(false))
        .collect();
    match dutch::pair(event, &setup) {
        Ok(done) => {
            let pairs = done
                .games
                .iter()
                .map(|g| Pair {
                    colour_rule: Some(g.rule),
                    bracket: Some(g.bracket),
                    ..Pair::coloured(&order, g.white, g.black)
                })
                .collect();
            Ok(Pairing {
                round,
                system: request.system,
                keys: request.system.keys(round),
                order,
                pairs,
                bye: done.bye.map(|player| Bye {
                    player,
                    skipped: Vec::new(),
                }),
                absent,
                keep_apart: request.keep_apart,
                rematches: false,
                sufficient_condition_holds: round * 2
                    <= request.present.iter().filter(|&&p| p).count(),
            })
        }
        Err(_) => Err(Impossible {
            round,
            involved: order.iter().map(|p| p.player).collect(),
            order,
            absent,
        }),
    }
}

/// McMahon's setting for a request: the placement order, clubs and countries, the names the
/// lots are drawn from, OpenGotha's weights.
pub fn mcmahon_setup(event: &Event, order: &[Placed], request: &Request) -> mcmahon::Setup {
    mcmahon::Setup {
        order: order.iter().map(|p| p.player).collect(),
        clubs: request.clubs.clone(),
        countries: request.countries.clone(),
        names: event
            .entrants()
            .iter()
            .map(|e| e.name.split_whitespace().collect())
            .collect(),
        planned_rounds: request.planned_rounds,
        weights: mcmahon::Weights::default(),
        policy: mcmahon::Policy::default(),
    }
}

/// A McMahon round as a [`Pairing`]: pairs from the best placed down, with colours, handicaps
/// and costs. The matching always pairs everyone (a rematch only costs), so this cannot fail.
fn by_mcmahon(event: &Event, order: Vec<Placed>, request: &Request) -> Pairing {
    let round = event.rounds();
    let setup = mcmahon_setup(event, &order, request);
    let done = mcmahon::pair(event, &setup);
    let place = |p: usize| {
        order
            .iter()
            .position(|x| x.player == p)
            .unwrap_or(usize::MAX)
    };
    let group = |p: usize| {
        done.facts
            .iter()
            .find(|f| f.player == p)
            .map_or(0, |f| f.group)
    };
    let mut pairs: Vec<Pair> = done
        .games
        .iter()
        .map(|g| {
            let pair = Pair::coloured(&order, g.white, g.black);
            Pair {
                rematch: g.cost.rematch == 0,
                handicap: g.handicap,
                mcmahon: Some(McMahonWhy {
                    colour: g.colour,
                    cost: g.cost,
                    groups: (group(pair.high), group(pair.low)),
                }),
                ..pair
            }
        })
        .collect();
    pairs.sort_by_key(|p| place(p.high));
    Pairing {
        round,
        system: request.system,
        keys: request.system.keys(round),
        order,
        pairs,
        bye: done.bye.map(|(player, _)| Bye {
            player,
            skipped: Vec::new(),
        }),
        absent: (0..event.players())
            .filter(|&p| !request.present.get(p).copied().unwrap_or(false))
            .collect(),
        keep_apart: request.keep_apart,
        rematches: false,
        sufficient_condition_holds: round * 2 <= request.present.iter().filter(|&&p| p).count(),
    }
}
