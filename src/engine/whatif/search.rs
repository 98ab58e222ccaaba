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
//! The node budget is the whole run's: each of the 2n searches gets an even share of what the
//! searches before it left, and at least what it takes to reach one outcome (one node per
//! pending game, and one). A search that spends its share stops with the best outcome found
//! and `exact: false`, so a run takes at most the budget (or 2n times that minimum), however
//! large the league.

use crate::engine::whatif::quick::{Quick, Result3};
use crate::engine::whatif::{OnProgress, PendingGame, Phase, Progress, Tally};

/// A best or worst place and the values of the pending games that give it.
#[derive(Clone, Debug)]
pub(crate) struct Found {
    pub place: u32,
    pub exact: bool,
    pub outcome: Vec<u8>,
    /// Search nodes it took.
    pub nodes: u64,
}

/// Best and worst place of every player, starting from what `tally` saw (sampling's best and
/// worst outcomes are valid incumbents). `None` when cancelled.
pub(crate) fn extremes(
    quick: &Quick,
    pending: &[PendingGame],
    values: &[Result3],
    tally: &Tally,
    budget: u64,
    on_progress: OnProgress<'_>,
) -> Option<Vec<(Found, Found)>> {
    let n = quick.len();
    let mut out = Vec::with_capacity(n);
    // The budget is the whole run's: 2n searches share it.
    let mut left = budget;
    for p in 0..n {
        let mut pair = Vec::with_capacity(2);
        for worst in [false, true] {
            let seen = if worst {
                &tally.worst[p]
            } else {
                &tally.best[p]
            };
            let found = if quick.first_key(p).is_none() {
                Found {
                    place: seen.0,
                    exact: false,
                    outcome: seen.1.clone(),
                    nodes: 0,
                }
            } else {
                // An even share of what is left (what a search does not use goes to the
                // rest), and never less than it takes to reach one outcome.
                let searches = 2 * (n - p) as u64 - u64::from(worst);
                let share = (left / searches).max(pending.len() as u64 + 1);
                Search::new(quick, pending, values, p, worst, seen, share).run()
            };
            left = left.saturating_sub(found.nodes);
            pair.push(found);
        }
        let worst = pair.pop()?;
        let best = pair.pop()?;
        out.push((best, worst));
        // Nodes spent of the budget: what remains is at most the rest of it.
        let progress = Progress {
            phase: Phase::Searching,
            done: budget - left,
            total: budget,
        };
        if !on_progress(progress) {
            return None;
        }
    }
    Some(out)
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
        seen: &(u32, Vec<u8>),
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
            seen.clone()
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
