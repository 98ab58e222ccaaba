//! Perfect matchings in a general graph, for the pairing's "can the rest still be paired?".
//!
//! The Tagajo pairing (`swiss.md` §5) pairs from the top and, when the players left cannot all be
//! paired, goes back one pair at a time. Read literally that is a depth-first search whose
//! worst case grows exponentially with the number of players. Its answer is the first candidate,
//! in the order, after which the rest still has a perfect matching (a way to pair everybody left
//! with somebody not yet met): the search tries the candidates in order and succeeds with the
//! first one whose rest can be paired. So [`Matcher`] answers "can the rest be paired?" directly,
//! and the pairing never needs to go back more than that one question.
//!
//! [`Matcher`] keeps a maximum matching of the players still to pair, by Edmonds' blossom
//! algorithm (augmenting paths through odd cycles, contracted): with `n` players one augmenting
//! path search costs O(n²) with the adjacency matrix the pairing builds. Written here rather than
//! taken from a crate: the crates on the registry for general-graph matching are weighted or
//! pull in a graph library, and the pairing needs only this search, over a matrix it already
//! holds, with vertices taken away as pairs are made.

const NONE: usize = usize::MAX;

/// How [`Matcher::repair`] matches two partners left alone again.
enum Repair {
    /// With each other.
    Meet,
    /// Through the matched pair of this vertex.
    Through(usize),
}

/// A maximum matching over the vertices still `alive` of a graph given by its adjacency matrix.
#[derive(Clone, Debug)]
pub struct Matcher {
    n: usize,
    /// `adj[a * n + b]`: `a` and `b` may be paired.
    adj: Vec<bool>,
    alive: Vec<bool>,
    mate: Vec<usize>,
    // Scratch for one search.
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    queue: Vec<usize>,
}

impl Matcher {
    /// The graph on `n` vertices with an edge between `a` and `b` when `edge(a, b)` (asked for
    /// `a < b`), every vertex alive, nothing matched.
    pub fn new(n: usize, edge: impl Fn(usize, usize) -> bool) -> Matcher {
        let mut adj = vec![false; n * n];
        for a in 0..n {
            for b in a + 1..n {
                if edge(a, b) {
                    adj[a * n + b] = true;
                    adj[b * n + a] = true;
                }
            }
        }
        Matcher {
            n,
            adj,
            alive: vec![true; n],
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: (0..n).collect(),
            used: vec![false; n],
            blossom: vec![false; n],
            queue: Vec::with_capacity(n),
        }
    }

    /// Whether `a` and `b` are joined.
    pub fn edge(&self, a: usize, b: usize) -> bool {
        self.adj[a * self.n + b]
    }

    /// Takes vertex `v` out of the graph (its partner, if any, is left unmatched).
    pub fn remove(&mut self, v: usize) {
        let u = self.mate[v];
        if u != NONE {
            self.mate[u] = NONE;
            self.mate[v] = NONE;
        }
        self.alive[v] = false;
    }

    /// `v`'s partner in the current matching.
    pub fn mate(&self, v: usize) -> Option<usize> {
        (self.mate[v] != NONE).then_some(self.mate[v])
    }

    /// The vertices alive.
    pub fn alive(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n).filter(|&v| self.alive[v])
    }

    /// Grows the matching to a maximum one (an augmenting path from every unmatched vertex in
    /// turn; Berge: none left means maximum); returns whether it is perfect.
    pub fn maximise(&mut self) -> bool {
        // A greedy matching first: in a Swiss round most players have not met most others, so
        // it leaves few vertices unmatched, and each augmenting path search (O(n²)) it saves
        // is one fewer (500 players: from 250 searches to a handful). Which maximum matching
        // is held does not change any answer: a perfect matching of the rest exists or not.
        let n = self.n;
        for a in 0..n {
            if !self.alive[a] || self.mate[a] != NONE {
                continue;
            }
            let row = &self.adj[a * n..(a + 1) * n];
            if let Some(b) = (a + 1..n).find(|&b| row[b] && self.alive[b] && self.mate[b] == NONE) {
                self.pair(a, b);
            }
        }
        for v in 0..self.n {
            if self.alive[v] && self.mate[v] == NONE {
                self.augment(v);
            }
        }
        self.alive().all(|v| self.mate[v] != NONE)
    }

    /// Whether the vertices alive other than `a` and `b` have a perfect matching, the current
    /// matching being perfect on the vertices alive. Leaves the matcher as it was.
    pub fn rest_pairs(&self, a: usize, b: usize) -> bool {
        if self.mate[a] == b {
            return true;
        }
        // Their partners may meet, or swap with one pair: the rest is paired at once, with no
        // search (nearly always in a Swiss round, where most players have not met).
        if self.repair(a, b).is_some() {
            return true;
        }
        let mut m = self.clone();
        m.remove(a);
        m.remove(b);
        // The partners of `a` and `b` are left alone: the rest pairs if and only if one path
        // alternating between unmatched and matched pairs joins them.
        let (x, y) = (self.mate[a], self.mate[b]);
        match (x, y) {
            (NONE, NONE) => true,
            (NONE, v) | (v, NONE) => m.augment(v),
            (x, _) => m.augment(x),
        }
    }

    /// Pairs `a` with `b` and takes both out, keeping the rest's matching perfect (call only
    /// when [`Matcher::rest_pairs`] said so).
    pub fn take(&mut self, a: usize, b: usize) {
        let (x, y) = (self.mate[a], self.mate[b]);
        let swap = self.repair(a, b);
        self.remove(a);
        self.remove(b);
        match swap {
            Some(Repair::Meet) => self.pair(x, y),
            Some(Repair::Through(u)) => {
                let v = self.mate[u];
                self.pair(x, u);
                self.pair(v, y);
            }
            None if x != NONE && x != b => {
                self.augment(x);
            }
            None if y != NONE && y != a => {
                self.augment(y);
            }
            None => {}
        }
    }

    /// With `a` paired to `b` (not partners), how the partners `x` of `a` and `y` of `b` can
    /// be matched again without a search: with each other, or through a matched pair `u`–`v`
    /// (`x`–`u` and `v`–`y`). `None` when neither works (or a partner is missing): then a search
    /// decides. O(n).
    fn repair(&self, a: usize, b: usize) -> Option<Repair> {
        let (x, y) = (self.mate[a], self.mate[b]);
        if x == NONE || y == NONE || x == b {
            return None;
        }
        if self.edge(x, y) {
            return Some(Repair::Meet);
        }
        (0..self.n)
            .find(|&u| {
                let v = self.mate[u];
                self.alive[u]
                    && v != NONE
                    && ![a, b, x, y].contains(&u)
                    && self.edge(x, u)
                    && self.edge(v, y)
            })
            .map(Repair::Through)
    }

    fn pair(&mut self, u: usize, v: usize) {
        self.mate[u] = v;
        self.mate[v] = u;
    }

    /// Searches an augmenting path from the unmatched `root` and applies it; whether one was
    /// found.
    fn augment(&mut self, root: usize) -> bool {
        let end = self.find_path(root);
        if end == NONE {
            return false;
        }
        let mut v = end;
        while v != NONE {
            let pv = self.parent[v];
            let next = self.mate[pv];
            self.pair(v, pv);
            v = next;
        }
        true
    }

    /// Edmonds' search: a breadth-first alternating tree from `root`, odd cycles contracted to
    /// their base; the unmatched vertex reached, or `NONE`.
    fn find_path(&mut self, root: usize) -> usize {
        let n = self.n;
        self.used.fill(false);
        self.parent.fill(NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push(root);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for to in 0..n {
                if !self.alive[to] || !self.adj[v * n + to] {
                    continue;
                }
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                let outer =
                    to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE);
                if outer {
                    let b = self.common_base(v, to);
                    self.blossom.fill(false);
                    self.mark(v, b, to);
                    self.mark(to, b, v);
                    for i in 0..n {
                        if self.alive[i] && self.blossom[self.base[i]] {
                            self.base[i] = b;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return to;
                    }
                    let m = self.mate[to];
                    self.used[m] = true;
                    self.queue.push(m);
                }
            }
        }
        NONE
    }

    /// The base of the blossom closed by the edge `a`–`b`: the nearest common ancestor of their
    /// bases in the alternating tree.
    fn common_base(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.n];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    /// Marks the blossom's vertices on the path from `v` down to the base `b`, pointing the odd
    /// ones back through `child`.
    fn mark(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            let m = self.mate[v];
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[m]] = true;
            self.parent[v] = child;
            child = m;
            v = self.parent[m];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `vs` has a perfect matching in `edge`, by trying every partner of the first.
    fn brute(vs: &[usize], edge: &dyn Fn(usize, usize) -> bool) -> bool {
        let Some((&a, rest)) = vs.split_first() else {
            return true;
        };
        rest.iter().enumerate().any(|(i, &b)| {
            edge(a, b) && {
                let mut left = rest.to_vec();
                left.remove(i);
                brute(&left, edge)
            }
        })
    }

    fn graphs() -> impl Iterator<Item = (usize, Vec<bool>)> {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move |k: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % k
        };
        (0..4000).map(move |_| {
            let n = 1 + next(11) as usize;
            let density = 20 + next(70);
            let mut adj = vec![false; n * n];
            for a in 0..n {
                for b in a + 1..n {
                    let e = next(100) < density;
                    adj[a * n + b] = e;
                    adj[b * n + a] = e;
                }
            }
            (n, adj)
        })
    }

    #[test]
    fn perfect_exactly_when_brute_force_finds_one() {
        for (n, adj) in graphs() {
            let edge = |a: usize, b: usize| adj[a * n + b];
            let mut m = Matcher::new(n, edge);
            let all: Vec<usize> = (0..n).collect();
            assert_eq!(m.maximise(), brute(&all, &edge), "{n} {adj:?}");
            // The matching uses edges of the graph only, each vertex once.
            for v in 0..n {
                if let Some(u) = m.mate(v) {
                    assert!(edge(v, u));
                    assert_eq!(m.mate(u), Some(v));
                }
            }
        }
    }

    #[test]
    fn the_rest_pairs_exactly_when_brute_force_says_so() {
        for (n, adj) in graphs() {
            let edge = |a: usize, b: usize| adj[a * n + b];
            let mut m = Matcher::new(n, edge);
            if !m.maximise() {
                continue;
            }
            // Take pairs out one after another, asking about every pair on the way.
            let mut left: Vec<usize> = (0..n).collect();
            while left.len() >= 2 {
                let a = left[0];
                let mut taken = None;
                for &b in &left[1..] {
                    if !edge(a, b) {
                        continue;
                    }
                    let rest: Vec<usize> =
                        left.iter().copied().filter(|&v| v != a && v != b).collect();
                    assert_eq!(
                        m.rest_pairs(a, b),
                        brute(&rest, &edge),
                        "{n} {adj:?} {a}-{b}"
                    );
                    if taken.is_none() && brute(&rest, &edge) {
                        taken = Some(b);
                    }
                }
                let b = taken.expect("a perfect matching pairs the first with someone");
                m.take(a, b);
                left.retain(|&v| v != a && v != b);
                assert!(left.iter().all(|&v| m.mate(v).is_some()), "still perfect");
            }
        }
    }
}
