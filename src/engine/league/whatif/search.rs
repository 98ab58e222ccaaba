//! Exact best and worst places without visiting every outcome: branch and bound.
//!
//! For one player `p`, the search walks the pending games depth first, ranking complete outcomes
//! with [`Quick`], and cuts a branch when a bound shows it cannot beat the best outcome found so
//! far. It relies on the chain's first criterion being points or wins ([`Quick::first_key`]),
//! which only grow as games are added and order the whole league before any tie-break:
//!
//! - **Own games first, and fixed.** `p` winning a game rather than drawing or losing it never
//!   gives `p` a worse best place: `p` can end no lower than `1 + #{others with at least p's new
//!   score}`, and each of those had more than `p`'s old score. Symmetrically, losing rather than
//!   winning never gives a better worst place. So the best-place search fixes `p`'s games as wins
//!   and the worst-place search fixes them as losses (as losses or draws when the first criterion
//!   counts wins and draws are possible: a draw then adds no win to either side, and the argument
//!   does not cover it).
//! - **Best-place bound.** With `p`'s key `T` fixed, everyone already above `T` stays above. The
//!   others can absorb at most `T - key` each without passing `T`, and the games among them must
//!   hand out their points to them; when they cannot absorb it all, the fewest players whose
//!   extra capacity covers the shortfall must pass `p` too.
//! - **Worst-place bound.** Everyone already at `T` or above stays there; of those below, only
//!   those who can still reach `T` may join them, and all of them together need at most the points
//!   the remaining games give.
//!
//! The node budget is the whole run's, spent in two passes ([`Searches`]): first each of the
//! 2n searches gets an even share of half of it; then the searches that ran out share what the
//! first pass left, each starting again from the best outcome it had found. A node costs what
//! its work costs: one, one more per 32 games a bound reads ([`bound_cost`]), and a complete
//! outcome ranked through `rank` one per game of the table ([`Quick::rank_cost`]), so that the
//! budget bounds time even in a league of 3,479 pending games ranked that way. When the
//! searches start from outcomes already seen (after sampling) a share may be as small as the
//! budget makes it; when they start from nothing ([`extremes`]) it is at least what reaching
//! one outcome costs ([`first_outcome`]). A search that spends its share stops with the best
//! outcome found and `exact: false`, so a run takes at most the budget (and one step more per
//! search), however large the league. The searches of a pass are independent of each other:
//! callers may run them on as many threads as they have, and the answer is the same.

use crate::engine::league::whatif::quick::{Quick, Result3};
use crate::engine::league::whatif::{OnProgress, PendingGame, Phase, Progress, Tally};

/// A best or worst place and the values of the pending games that give it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Found {
    pub place: u32,
    pub exact: bool,
    pub outcome: Vec<u8>,
    /// Search nodes it took.
    pub nodes: u64,
    /// A search ran (else `place` is what was seen, unproven).
    pub searched: bool,
}

/// The two passes of the best/worst searches over a run's budget (see the module
/// documentation). Search `k` is player `k / 2`'s best place (`k` even) or worst (`k` odd).
#[derive(Clone, Debug)]
pub(crate) struct Searches {
    budget: u64,
    /// The least share of a search.
    floor: u64,
    /// Nodes spent by the searches absorbed.
    spent: u64,
    /// The latest result of each search.
    found: Vec<Option<Found>>,
    /// Searches handed out and not absorbed yet.
    out: usize,
    pass: u8,
}

impl Searches {
    /// `floor`: the least share of a search ([`first_outcome`] when a search has no outcome to
    /// start from; 0 when every search starts from one seen, which it keeps unproven when it
    /// can spend nothing).
    pub(crate) fn new(players: usize, floor: u64, budget: u64) -> Searches {
        Searches {
            budget,
            floor,
            spent: 0,
            found: vec![None; 2 * players],
            out: 0,
            pass: 0,
        }
    }

    /// The searches to run next, each with its share, once every one handed out before is
    /// absorbed (else none); none also when both passes are over.
    pub(crate) fn next(&mut self) -> Vec<(usize, u64)> {
        if self.out > 0 || self.pass >= 2 {
            return Vec::new();
        }
        let list: Vec<(usize, u64)> = if self.pass == 0 {
            let share = (self.budget / 2 / self.found.len().max(1) as u64).max(self.floor);
            (0..self.found.len()).map(|k| (k, share)).collect()
        } else {
            let unproven: Vec<usize> = (0..self.found.len())
                .filter(|&k| {
                    self.found[k]
                        .as_ref()
                        .is_some_and(|f| f.searched && !f.exact)
                })
                .collect();
            let left = self.budget.saturating_sub(self.spent);
            let share = (left / unproven.len().max(1) as u64).max(self.floor);
            unproven.into_iter().map(|k| (k, share)).collect()
        };
        self.pass += 1;
        self.out = list.len();
        if list.is_empty() {
            self.pass = 2;
        }
        list
    }

    /// Both passes are over and absorbed.
    pub(crate) fn over(&self) -> bool {
        self.pass >= 2 && self.out == 0
    }

    pub(crate) fn absorb(&mut self, k: usize, found: Found) {
        self.spent += found.nodes;
        self.out = self.out.saturating_sub(1);
        if let Some(slot) = self.found.get_mut(k) {
            *slot = Some(found);
        }
    }

    /// Where search `k` starts: its first pass's result, else what `tally` saw.
    pub(crate) fn seen<'t>(&'t self, k: usize, tally: &'t Tally) -> (u32, &'t [u8]) {
        match &self.found[k] {
            Some(f) => (f.place, &f.outcome),
            None if k % 2 == 1 => (tally.worst[k / 2].0, &tally.worst[k / 2].1),
            None => (tally.best[k / 2].0, &tally.best[k / 2].1),
        }
    }

    /// Nodes spent by the searches absorbed, and whether one ran out of its share.
    pub(crate) fn work(&self) -> (u64, bool) {
        let stopped = self.found.iter().flatten().any(|f| f.searched && !f.exact);
        (self.spent, stopped)
    }

    /// Nodes spent, and the budget: the progress of the search phase.
    pub(crate) fn progress(&self) -> Progress {
        Progress {
            phase: Phase::Searching,
            done: self.spent.min(self.budget),
            total: self.budget,
        }
    }

    /// Every player's best and worst, once both passes are over.
    pub(crate) fn into_found(self) -> Option<Vec<(Found, Found)>> {
        let mut it = self.found.into_iter();
        let mut out = Vec::new();
        while let (Some(best), Some(worst)) = (it.next(), it.next()) {
            out.push((best?, worst?));
        }
        Some(out)
    }
}

/// Search `k` ([`Searches`]) from `seen` with `share` nodes. A player whose place the search
/// cannot bound (the chain's first criterion is neither points nor wins) keeps `seen`, unproven.
pub(crate) fn run(
    quick: &Quick,
    pending: &[PendingGame],
    values: &[Result3],
    k: usize,
    seen: (u32, &[u8]),
    share: u64,
) -> Found {
    let (p, worst) = (k / 2, k % 2 == 1);
    if quick.first_key(p).is_none() {
        return Found {
            place: seen.0,
            exact: false,
            outcome: seen.1.to_vec(),
            nodes: 0,
            searched: false,
        };
    }
    Search::new(quick, pending, values, p, worst, seen, share).run()
}

/// Best and worst place of every player, starting from what `tally` saw (sampling's best and
/// worst outcomes are valid incumbents), one search after the other. `None` when cancelled.
pub(crate) fn extremes(
    quick: &Quick,
    pending: &[PendingGame],
    values: &[Result3],
    tally: &Tally,
    budget: u64,
    on_progress: OnProgress<'_>,
) -> Option<Vec<(Found, Found)>> {
    let mut searches = Searches::new(quick.len(), first_outcome(quick, pending.len()), budget);
    loop {
        let list = searches.next();
        if list.is_empty() {
            break;
        }
        for (k, share) in list {
            let found = run(quick, pending, values, k, searches.seen(k, tally), share);
            searches.absorb(k, found);
            if !on_progress(searches.progress()) {
                return None;
            }
        }
    }
    searches.into_found()
}

/// What a search spends to reach its first outcome over `pending` games: a node per game, the
/// bounds on the way ([`bound_cost`]), and the ranking.
pub(crate) fn first_outcome(quick: &Quick, pending: usize) -> u64 {
    let bounds: u64 = (0..=pending).map(bound_cost).sum();
    pending as u64 + 1 + bounds + quick.rank_cost()
}

/// What a bound over `rest` games still to set costs beyond its node, in nodes: it reads each
/// of them (about a thirty-second of a node's time each).
fn bound_cost(rest: usize) -> u64 {
    rest as u64 / 32
}

struct Search<'a> {
    q: Quick,
    pending: &'a [PendingGame],
    values: &'a [Result3],
    p: usize,
    worst: bool,
    /// Pending games in search order, each with the value indices to try, best guess first.
    order: Vec<usize>,
    /// How many of `order` are `p`'s own (they come first).
    own: usize,
    current: Vec<u8>,
    incumbent: u32,
    incumbent_outcome: Vec<u8>,
    /// No outcome can do better than this; reaching it ends the search.
    limit: u32,
    nodes: u64,
    budget: u64,
    exhausted: bool,
    /// The most a game adds to one player's key ([`Quick::unit`]).
    unit: i64,
    conserved: bool,
    /// Unassigned games per player.
    left: Vec<i64>,
}

impl<'a> Search<'a> {
    fn new(
        quick: &Quick,
        pending: &'a [PendingGame],
        values: &'a [Result3],
        p: usize,
        worst: bool,
        seen: (u32, &[u8]),
        budget: u64,
    ) -> Search<'a> {
        let n = quick.len();
        let draws = values.len() == 3;
        let mut own = Vec::new();
        let mut rest = Vec::new();
        for (g, pg) in pending.iter().enumerate() {
            if pg.a == p || pg.b == p {
                own.push(g);
            } else {
                rest.push(g);
            }
        }
        let (incumbent, outcome) = if seen.1.len() == pending.len() {
            (seen.0, seen.1.to_vec())
        } else if worst {
            (0, vec![0; pending.len()])
        } else {
            (u32::MAX, vec![0; pending.len()])
        };
        let mut left = vec![0; n];
        for pg in pending {
            left[pg.a] += 1;
            left[pg.b] += 1;
        }
        let own_count = own.len();
        own.extend(rest);
        Search {
            q: quick.clone(),
            pending,
            values,
            p,
            worst,
            order: own,
            own: own_count,
            current: vec![0; pending.len()],
            incumbent,
            incumbent_outcome: outcome,
            limit: if worst { n as u32 } else { 1 },
            nodes: 0,
            budget,
            exhausted: false,
            unit: quick.unit(),
            conserved: quick.conserved(draws),
            left,
        }
    }

    fn run(mut self) -> Found {
        self.dfs(0);
        Found {
            place: self.incumbent,
            exact: !self.exhausted,
            outcome: self.incumbent_outcome,
            nodes: self.nodes.min(self.budget),
            searched: true,
        }
    }

    fn done(&self) -> bool {
        self.exhausted || self.incumbent == self.limit
    }

    /// The value indices of pending game `g` for `p`'s own game: the dominant result(s).
    fn own_values(&self, g: usize) -> Vec<u8> {
        let pg = self.pending[g];
        let last = self.values.len() as u8 - 1;
        let (p_wins, p_loses) = if pg.a == self.p { (0, last) } else { (last, 0) };
        if !self.worst {
            vec![p_wins]
        } else if self.values.len() == 3 && !self.conserved {
            vec![p_loses, 1]
        } else {
            vec![p_loses]
        }
    }

    /// The value indices of another game, most promising first.
    fn other_values(&self, g: usize) -> Vec<u8> {
        let pg = self.pending[g];
        let key = |i| self.q.first_key(i).unwrap_or(0);
        let t = key(self.p);
        let (ka, kb) = (key(pg.a), key(pg.b));
        let last = self.values.len() as u8 - 1;
        // Best place: hand the point to whoever is above already, else to whoever has more room
        // below `p`. Worst place: to whoever is below `p`, the one needing least first.
        let a_first = if !self.worst {
            if ka > t || kb > t { ka >= kb } else { ka <= kb }
        } else if ka < t && kb < t {
            ka >= kb
        } else {
            ka < t
        };
        let mut out = if a_first {
            vec![0, last]
        } else {
            vec![last, 0]
        };
        if self.values.len() == 3 {
            out.insert(1, 1);
        }
        out
    }

    fn dfs(&mut self, depth: usize) {
        if self.done() {
            return;
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.exhausted = true;
            return;
        }
        if depth == self.order.len() {
            self.nodes += self.q.rank_cost();
            let place = self.q.rank()[self.p];
            let better = if self.worst {
                place.place_to > self.incumbent
            } else {
                place.place < self.incumbent
            };
            if better {
                self.incumbent = if self.worst {
                    place.place_to
                } else {
                    place.place
                };
                self.incumbent_outcome.clone_from(&self.current);
            }
            return;
        }
        if depth >= self.own {
            self.nodes += bound_cost(self.order.len() - depth);
            let bound = self.bound(depth);
            let hopeless = if self.worst {
                bound <= self.incumbent
            } else {
                bound >= self.incumbent
            };
            if hopeless {
                return;
            }
        }
        let g = self.order[depth];
        let PendingGame { a, b, .. } = self.pending[g];
        let values = if depth < self.own {
            self.own_values(g)
        } else {
            self.other_values(g)
        };
        self.left[a] -= 1;
        self.left[b] -= 1;
        for v in values {
            let r = self.values[v as usize];
            self.current[g] = v;
            self.q.play(a, b, r);
            self.dfs(depth + 1);
            self.q.unplay(a, b, r);
            if self.done() {
                break;
            }
        }
        self.left[a] += 1;
        self.left[b] += 1;
    }

    /// The best place `p` can still reach (best search) or the worst (worst search) given the
    /// games already set; see the module documentation.
    fn bound(&self, depth: usize) -> u32 {
        let n = self.q.len();
        let key = |i| self.q.first_key(i).unwrap_or(0);
        let t = key(self.p);
        let others = (0..n).filter(|&i| i != self.p);
        let rest = &self.order[depth..];
        if !self.worst {
            let above = others.clone().filter(|&i| key(i) > t).count() as u32;
            if !self.conserved {
                return 1 + above;
            }
            // Games among players not above `p`, per player and in all.
            let mut inside = vec![0i64; n];
            let mut games = 0i64;
            for &g in rest {
                let PendingGame { a, b, .. } = self.pending[g];
                if key(a) <= t && key(b) <= t {
                    inside[a] += 1;
                    inside[b] += 1;
                    games += 1;
                }
            }
            let mut deficit = self.unit * games;
            let mut extras = Vec::new();
            for i in others.filter(|&i| key(i) <= t) {
                let can = self.unit * inside[i];
                let absorbed = can.min(t - key(i));
                deficit -= absorbed;
                if can > absorbed {
                    extras.push(can - absorbed);
                }
            }
            let mut forced = 0;
            if deficit > 0 {
                extras.sort_unstable_by(|x, y| y.cmp(x));
                let mut covered = 0;
                for e in extras {
                    forced += 1;
                    covered += e;
                    if covered >= deficit {
                        break;
                    }
                }
            }
            1 + above + forced
        } else {
            let at_least = others.clone().filter(|&i| key(i) >= t).count() as u32;
            let mut needs: Vec<i64> = others
                .filter(|&i| key(i) < t && key(i) + self.unit * self.left[i] >= t)
                .map(|i| t - key(i))
                .collect();
            needs.sort_unstable();
            let mut available = 0i64;
            for &g in rest {
                let PendingGame { a, b, .. } = self.pending[g];
                if key(a) < t || key(b) < t {
                    available += self.unit;
                }
            }
            let mut joined = 0u32;
            let mut spent = 0i64;
            for need in needs {
                spent += need;
                if spent > available {
                    break;
                }
                joined += 1;
            }
            1 + at_least + joined
        }
    }
}
