//! The exact step, for few relevant variables: every prime implicant by dynamic programming over
//! the cubes, then the fewest primes covering every true outcome by branch and bound, within a
//! work budget ([`SEARCH_BUDGET`]).

use super::bits::{get, powers};
use super::cubes::{Cube, next_point};
use super::{MAX_CUBES, MAX_INCIDENCES, SEARCH_BUDGET};

/// Search depth beyond which the branch and bound gives up proving (a stack guard).
const MAX_DEPTH: usize = 400;

/// The fewest primes covering the `r`-variable table `h` (as cubes) and whether that is proven,
/// or `None` when the instance is too large for this step.
pub(super) fn exact_cover(
    h: &[u64],
    b: usize,
    r: usize,
    pow: &[usize],
) -> Option<(Vec<Cube>, bool)> {
    let primes = prime_implicants(h, b, r)?;
    // Number the true outcomes; list the ones each prime covers.
    let n = pow[r];
    let mut index = vec![u32::MAX; n];
    let mut m = 0u32;
    for (i, slot) in index.iter_mut().enumerate() {
        if get(h, i) {
            *slot = m;
            m += 1;
        }
    }
    let incidences: usize = primes
        .iter()
        .map(|c| pow[r - c.fixed.count_ones() as usize])
        .fold(0usize, |a, x| a.saturating_add(x));
    if incidences > MAX_INCIDENCES {
        return None;
    }
    let mut covers: Vec<Vec<u32>> = Vec::with_capacity(primes.len());
    let mut by_minterm: Vec<Vec<u32>> = vec![Vec::new(); m as usize];
    for (p, cube) in primes.iter().enumerate() {
        let free: Vec<usize> = (0..r).filter(|&j| cube.fixed & (1 << j) == 0).collect();
        let mut list = Vec::with_capacity(pow[free.len()]);
        let mut digits = vec![0usize; free.len()];
        let mut point = cube.point;
        loop {
            let t = index[point];
            list.push(t);
            by_minterm[t as usize].push(p as u32);
            if !next_point(&mut digits, &free, b, pow, &mut point) {
                break;
            }
        }
        list.sort_unstable();
        covers.push(list);
    }
    let lits: Vec<u32> = primes.iter().map(|c| c.fixed.count_ones()).collect();
    let mut search = Search::new(&lits, &covers, &by_minterm);
    let (chosen, minimal) = search.run();
    if chosen.is_empty() {
        // Unreachable: the greedy cover always completes. The heuristic answers instead.
        return None;
    }
    Some((
        chosen.iter().map(|&p| primes[p as usize]).collect(),
        minimal,
    ))
}

/// Every prime implicant of the `r`-variable table `h`, or `None` past [`MAX_CUBES`].
fn prime_implicants(h: &[u64], b: usize, r: usize) -> Option<Vec<Cube>> {
    let b1 = b + 1;
    let mut cubes = 1usize;
    for _ in 0..r {
        cubes = cubes.checked_mul(b1).filter(|&c| c <= MAX_CUBES)?;
    }
    let pow = powers(b, r);
    // `imp` is indexed in mixed radix: after step k the first k digits run over 0..=b (b: free),
    // the others over 0..b.
    let mut imp: Vec<bool> = (0..pow[r]).map(|i| get(h, i)).collect();
    let mut lo = 1usize; // (b + 1)^k
    for k in 0..r {
        let hi = pow[r - k - 1];
        let mut next = vec![false; lo * b1 * hi];
        for block in 0..hi {
            let src = lo * b * block;
            let dst = lo * b1 * block;
            next[dst..dst + lo * b].copy_from_slice(&imp[src..src + lo * b]);
            for x in 0..lo {
                next[dst + lo * b + x] = (0..b).all(|d| imp[src + lo * d + x]);
            }
        }
        imp = next;
        lo *= b1;
    }
    // An implicant is not prime when freeing one of its fixed variables keeps it an implicant.
    let mut extendable = vec![false; cubes];
    let mut stride = 1usize;
    for _ in 0..r {
        for block in 0..cubes / (stride * b1) {
            let base = stride * b1 * block;
            let free = base + stride * b;
            for d in 0..b {
                for x in 0..stride {
                    if imp[free + x] {
                        extendable[base + stride * d + x] = true;
                    }
                }
            }
        }
        stride *= b1;
    }
    let mut primes = Vec::new();
    for c in 0..cubes {
        if imp[c] && !extendable[c] {
            let mut cube = Cube::EMPTY;
            let mut rest = c;
            for j in 0..r {
                let d = rest % b1;
                rest /= b1;
                if d < b {
                    cube = cube.with(j, d, &pow);
                }
            }
            primes.push(cube);
        }
    }
    Some(primes)
}

/// Branch and bound for the cover with the fewest primes, then the fewest literals.
struct Search<'a> {
    lits: &'a [u32],
    /// For each prime, the outcomes (numbered among the true ones) it covers, ascending.
    covers: &'a [Vec<u32>],
    /// For each true outcome, the primes covering it, ascending.
    by_minterm: &'a [Vec<u32>],
    chosen: Vec<u32>,
    chosen_lits: usize,
    best: Vec<u32>,
    best_cost: (usize, usize),
    root_bound: Option<usize>,
    work: u64,
    exhausted: bool,
    /// Marks for the lower bound: prime `p` is taken when `used[p] == stamp`.
    used: Vec<u64>,
    stamp: u64,
}

/// Which outcomes still need covering and which primes may still be chosen.
#[derive(Clone)]
struct State {
    uncovered: Vec<bool>,
    left: usize,
    alive: Vec<bool>,
}

impl<'a> Search<'a> {
    fn new(lits: &'a [u32], covers: &'a [Vec<u32>], by_minterm: &'a [Vec<u32>]) -> Search<'a> {
        Search {
            lits,
            covers,
            by_minterm,
            chosen: Vec::new(),
            chosen_lits: 0,
            best: Vec::new(),
            best_cost: (usize::MAX, usize::MAX),
            root_bound: None,
            work: 0,
            exhausted: false,
            used: vec![0; lits.len()],
            stamp: 0,
        }
    }

    /// The best cover and whether its term count is proven fewest.
    fn run(&mut self) -> (Vec<u32>, bool) {
        let root = State {
            uncovered: vec![true; self.by_minterm.len()],
            left: self.by_minterm.len(),
            alive: vec![true; self.lits.len()],
        };
        self.greedy(&root);
        self.node(root.clone(), 0);
        let proven = !self.exhausted || self.root_bound.is_some_and(|lb| lb >= self.best_cost.0);
        let mut best = std::mem::take(&mut self.best);
        best.sort_unstable();
        (best, proven)
    }

    fn take(&mut self, st: &mut State, p: u32) {
        self.chosen.push(p);
        self.chosen_lits += self.lits[p as usize] as usize;
        st.alive[p as usize] = false;
        for &i in &self.covers[p as usize] {
            if std::mem::replace(&mut st.uncovered[i as usize], false) {
                st.left -= 1;
            }
        }
        self.work += self.covers[p as usize].len() as u64;
    }

    fn untake_to(&mut self, mark: usize) {
        while self.chosen.len() > mark {
            if let Some(p) = self.chosen.pop() {
                self.chosen_lits -= self.lits[p as usize] as usize;
            }
        }
    }

    fn record(&mut self) {
        let cost = (self.chosen.len(), self.chosen_lits);
        if cost < self.best_cost {
            self.best_cost = cost;
            self.best = self.chosen.clone();
        }
    }

    /// The first upper bound: forced primes, then repeatedly the prime covering the most
    /// uncovered outcomes (fewest literals on ties), then dropping terms the others cover.
    fn greedy(&mut self, root: &State) {
        let mut st = root.clone();
        let mark = self.chosen.len();
        let mut gain: Vec<usize> = self.covers.iter().map(Vec::len).collect();
        let forced: Vec<u32> = self
            .by_minterm
            .iter()
            .filter(|ps| ps.len() == 1)
            .map(|ps| ps[0])
            .collect();
        let mut picks = Vec::new();
        let pick = |this: &mut Self, st: &mut State, gain: &mut Vec<usize>, p: u32| {
            for &i in &this.covers[p as usize] {
                if st.uncovered[i as usize] {
                    for &q in &this.by_minterm[i as usize] {
                        gain[q as usize] -= 1;
                    }
                }
            }
            this.take(st, p);
        };
        for p in forced {
            if st.alive[p as usize] {
                pick(self, &mut st, &mut gain, p);
                picks.push(p);
            }
        }
        while st.left > 0 {
            let best = (0..gain.len())
                .filter(|&q| st.alive[q] && gain[q] > 0)
                .max_by(|&x, &y| {
                    gain[x]
                        .cmp(&gain[y])
                        .then(self.lits[y].cmp(&self.lits[x]))
                        .then(y.cmp(&x))
                });
            let Some(p) = best else { break };
            pick(self, &mut st, &mut gain, p as u32);
            picks.push(p as u32);
            self.work += gain.len() as u64;
        }
        if st.left == 0 {
            // Drop picks whose outcomes all stay covered, latest first.
            let mut times = vec![0u32; self.by_minterm.len()];
            for &p in &picks {
                for &i in &self.covers[p as usize] {
                    times[i as usize] += 1;
                }
            }
            let mut keep = vec![true; picks.len()];
            for (k, &p) in picks.iter().enumerate().rev() {
                if self.covers[p as usize]
                    .iter()
                    .all(|&i| times[i as usize] > 1)
                {
                    keep[k] = false;
                    for &i in &self.covers[p as usize] {
                        times[i as usize] -= 1;
                    }
                }
            }
            self.untake_to(mark);
            for (k, &p) in picks.iter().enumerate() {
                if keep[k] {
                    self.chosen.push(p);
                    self.chosen_lits += self.lits[p as usize] as usize;
                }
            }
            self.record();
        }
        self.untake_to(mark);
    }

    /// Applies forced choices and dominance until neither changes anything; `false` when some
    /// outcome can no longer be covered.
    fn reduce(&mut self, st: &mut State) -> bool {
        let primes = self.lits.len();
        loop {
            if st.left == 0 {
                return true;
            }
            let mut gain = vec![0u32; primes];
            for (p, g) in gain.iter_mut().enumerate() {
                if st.alive[p] {
                    let list = &self.covers[p];
                    self.work += list.len() as u64;
                    *g = list.iter().filter(|&&i| st.uncovered[i as usize]).count() as u32;
                    if *g == 0 {
                        st.alive[p] = false;
                    }
                }
            }
            let mut forced = false;
            for i in 0..self.by_minterm.len() {
                if !st.uncovered[i] {
                    continue;
                }
                let mut alive = self.by_minterm[i].iter().filter(|&&p| st.alive[p as usize]);
                self.work += 1;
                match (alive.next(), alive.next()) {
                    (None, _) => return false,
                    (Some(&p), None) => {
                        self.take(st, p);
                        forced = true;
                    }
                    _ => {}
                }
            }
            if forced {
                continue;
            }
            // Prime `a` is dominated by `q` when `q` covers every outcome `a` still needs, with no
            // more literals; equal ones keep the lower index.
            let mut killed = false;
            for a in 0..primes {
                if !st.alive[a] {
                    continue;
                }
                let Some(&first) = self.covers[a].iter().find(|&&i| st.uncovered[i as usize])
                else {
                    continue;
                };
                for &q in &self.by_minterm[first as usize] {
                    let q = q as usize;
                    if q == a
                        || !st.alive[q]
                        || self.lits[q] > self.lits[a]
                        || !(gain[q] > gain[a] || self.lits[q] < self.lits[a] || q < a)
                    {
                        continue;
                    }
                    self.work += self.covers[a].len() as u64;
                    let inside = self.covers[a].iter().all(|&i| {
                        !st.uncovered[i as usize]
                            || self.by_minterm[i as usize]
                                .binary_search(&(q as u32))
                                .is_ok()
                    });
                    if inside {
                        st.alive[a] = false;
                        killed = true;
                        break;
                    }
                }
            }
            if !killed {
                return true;
            }
        }
    }

    /// A lower bound on the terms and literals still needed, and the outcome to branch on: greedy
    /// outcomes no two of which share a live prime, fewest primes first.
    fn bound(&mut self, st: &State) -> (usize, usize, usize) {
        let mut order: Vec<(usize, usize)> = Vec::new();
        for (i, ps) in self.by_minterm.iter().enumerate() {
            if st.uncovered[i] {
                let n = ps.iter().filter(|&&p| st.alive[p as usize]).count();
                order.push((n, i));
                self.work += ps.len() as u64;
            }
        }
        order.sort_unstable();
        self.stamp += 1;
        let (mut terms, mut lits) = (0, 0);
        for &(_, i) in &order {
            let ps = &self.by_minterm[i];
            let free = ps
                .iter()
                .all(|&p| !st.alive[p as usize] || self.used[p as usize] != self.stamp);
            if free {
                terms += 1;
                let mut fewest = u32::MAX;
                for &p in ps {
                    if st.alive[p as usize] {
                        self.used[p as usize] = self.stamp;
                        fewest = fewest.min(self.lits[p as usize]);
                    }
                }
                lits += fewest as usize;
            }
        }
        (terms, lits, order.first().map_or(0, |&(_, i)| i))
    }

    fn node(&mut self, mut st: State, depth: usize) {
        let mark = self.chosen.len();
        if self.reduce(&mut st) {
            self.branch(st, depth);
        }
        self.untake_to(mark);
    }

    fn branch(&mut self, mut st: State, depth: usize) {
        if st.left == 0 {
            self.record();
            return;
        }
        let (terms, lits, at) = self.bound(&st);
        if depth == 0 {
            self.root_bound = Some(self.chosen.len() + terms);
        }
        if (self.chosen.len() + terms, self.chosen_lits + lits) >= self.best_cost {
            return;
        }
        if self.work > SEARCH_BUDGET || depth >= MAX_DEPTH {
            self.exhausted = true;
            return;
        }
        let mut candidates: Vec<(usize, u32, u32)> = self.by_minterm[at]
            .iter()
            .filter(|&&p| st.alive[p as usize])
            .map(|&p| {
                let gain = self.covers[p as usize]
                    .iter()
                    .filter(|&&i| st.uncovered[i as usize])
                    .count();
                (usize::MAX - gain, self.lits[p as usize], p)
            })
            .collect();
        candidates.sort_unstable();
        for (_, _, p) in candidates {
            let mut child = st.clone();
            let mark = self.chosen.len();
            self.take(&mut child, p);
            self.node(child, depth + 1);
            self.untake_to(mark);
            st.alive[p as usize] = false;
            if self.exhausted {
                return;
            }
        }
    }
}
