//! Whether a pending game can still break a tie that the rules leave to a playoff.
//!
//! With games still to play, every place is so far only, and so is a playoff: two players tied
//! after 2 of 45 games will most likely not be tied at the end. A playoff is *required* only
//! when no result of the pending games can change who ties for its places; until then it is
//! *possible* ([`Playoff::breakable`]). The same question what-if answers for every player
//! (the best and worst place over every outcome), asked here of one tie.
//!
//! **Which games matter.** Every pending game of a player of the tie does. When every criterion
//! of the chain looks only at the games of the players it compares (points, wins, head to head,
//! colours, the opponents' ratings, previous rank: no Sonneborn-Berger, Buchholz or Koya), a
//! game between two others matters only if one of them can still end level with the tie on the
//! chain's first criterion: a player who stays above it (or below it) whatever happens moves
//! neither the tie's places nor its values. Under the other chains every pending game matters
//! (a change anywhere moves everyone's Sonneborn-Berger).
//!
//! **How.** Every result of the games that matter, draws included, is ranked with
//! [`Quick`] (the places-only ranker what-if uses; its invariant is that it places everyone as
//! [`rank`](super::rank::rank) does); the tie is unbreakable when every outcome leaves exactly the
//! same players sharing the same places with a playoff. Past [`BUDGET`] (each outcome weighed
//! by what ranking it costs) the answer is "breakable": a playoff is then called possible when it might
//! in fact already be required, never the other way round. Nothing is sampled, so the same
//! table always gives the same answer.

use crate::engine::league::chain::RuleChain;
use crate::engine::league::criteria::Criterion;
use crate::engine::league::ranking::Ranking;
use crate::engine::league::table::{Crosstable, Outcome};
use crate::engine::league::whatif::quick::{Place, Quick, Result3};

/// A pending game: its two players.
type Pair = (usize, usize);

/// The most work spent on one tie, in units of about a microsecond of native code: each
/// outcome ranked costs a quarter of the number of players (what [`Quick`] spends re-ranking a
/// league whose chain compares opponents' scores, most of a microsecond per four players) plus
/// [`Quick::rank_cost`] (a chain it ranks through `rank`: about a microsecond per game). So at
/// most about 15 ms native, a few times that in a phone's browser, where the page asks on every
/// edit: 3⁸ outcomes of a 10-player league under a chain `Quick` ranks natively, 3⁵ through
/// `rank`.
pub const BUDGET: u64 = 1 << 14;

/// The largest league whose ties are worked out ([`Quick`] takes 256 players); in a larger one a
/// playoff stays possible until no game is pending.
pub const MAX_PLAYERS: usize = 256;

/// Sets [`Playoff::breakable`](crate::engine::Playoff::breakable) on every playoff of
/// `ranking` (module documentation), within [`BUDGET`] per tie.
pub fn settle(table: &Crosstable, chain: &RuleChain, seats: Option<u32>, ranking: &mut Ranking) {
    settle_within(table, chain, seats, ranking, BUDGET);
}

/// [`settle`] with another budget per tie: `u64::MAX` settles every tie exactly (the tests
/// compare that with brute force).
pub fn settle_within(
    table: &Crosstable,
    chain: &RuleChain,
    seats: Option<u32>,
    ranking: &mut Ranking,
    budget: u64,
) {
    if ranking.playoffs.is_empty() {
        return;
    }
    let pending: Vec<Pair> = table
        .games()
        .iter()
        .filter(|g| g.outcome == Outcome::Pending)
        .map(|g| (g.a, g.b))
        .collect();
    if pending.is_empty() {
        return;
    }
    // Past what [`Quick`] ranks: every tie is possible only while games are pending.
    if table.len() > MAX_PLAYERS {
        for playoff in &mut ranking.playoffs {
            playoff.breakable = true;
        }
        return;
    }
    let mut left = vec![0i64; table.len()];
    for &(a, b) in &pending {
        left[a] += 1;
        left[b] += 1;
    }
    let mut quick = Quick::new(table, chain, seats);
    let base = quick.rank().to_vec();
    for playoff in &mut ranking.playoffs {
        let tie = &playoff.players;
        playoff.breakable = breakable(chain, &mut quick, &base, tie, &pending, &left, budget);
    }
}

/// Whether some result of the pending games leaves `tie` other than tied for its places.
fn breakable(
    chain: &RuleChain,
    quick: &mut Quick,
    base: &[Place],
    tie: &[usize],
    pending: &[Pair],
    left: &[i64],
    budget: u64,
) -> bool {
    let Some(&first) = tie.first() else {
        return false;
    };
    if tie.iter().any(|&p| p >= base.len()) {
        return true;
    }
    let local = [chain.criteria_for(false), chain.criteria_for(true)]
        .iter()
        .flatten()
        .all(|c| {
            !matches!(
                c,
                Criterion::SonnebornBerger | Criterion::Buchholz | Criterion::Koya
            )
        });
    let matter: Vec<Pair> = pending
        .iter()
        .copied()
        .filter(|&g| !local || matters(quick, tie, g, left))
        .collect();
    if matter.is_empty() {
        return false;
    }
    let per_outcome = (quick.len() as u64 / 4).max(1) + quick.rank_cost();
    let outcomes = u32::try_from(matter.len())
        .ok()
        .and_then(|m| 3u64.checked_pow(m));
    if outcomes.is_none_or(|o| o.saturating_mul(per_outcome) > budget) {
        return true;
    }
    let want = base[first];
    let held = |places: &[Place]| {
        tie.iter().all(|&p| places[p] == base[p])
            && places
                .iter()
                .filter(|q| (q.place, q.place_to) == (want.place, want.place_to))
                .count()
                == tie.len()
    };
    // Depth first over the games that matter, one game changed at a time.
    fn walk(quick: &mut Quick, games: &[Pair], held: &dyn Fn(&[Place]) -> bool) -> bool {
        let Some((&(a, b), rest)) = games.split_first() else {
            return !held(quick.rank());
        };
        for r in [Result3::A, Result3::Draw, Result3::B] {
            quick.play(a, b, r);
            let broken = walk(quick, rest, held);
            quick.unplay(a, b, r);
            if broken {
                return true;
            }
        }
        false
    }
    walk(quick, &matter, &held)
}

/// Whether pending game `(a, b)` can change anything about `tie`, under a chain whose criteria
/// look only at the games of the players they compare (module documentation); `left[x]`: the
/// games `x` has still to play.
fn matters(quick: &Quick, tie: &[usize], (a, b): Pair, left: &[i64]) -> bool {
    if tie.contains(&a) || tie.contains(&b) {
        return true;
    }
    // The tie's value on the first criterion, which only grows (`first_key`).
    let Some(level) = quick.first_key(tie[0]) else {
        return true;
    };
    let apart = |x: usize| {
        quick
            .first_key(x)
            .is_some_and(|now| now > level || now + left[x] * quick.unit() < level)
    };
    !(apart(a) && apart(b))
}
