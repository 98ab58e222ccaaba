//! [`Quick`]'s resolution of a range of tied players under the chain, from scratch: criteria
//! applied in order inside each block, then places and playoffs for those the chain leaves tied.

// The parent's types, constants and imports: this file is one more `impl` block of `Quick`.
use super::*;

impl Quick {
    /// Whether a range of places shared by undecided players needs a playoff.
    pub(super) fn playoff_for(&self, place: u32, place_to: u32) -> bool {
        place_to > place
            && match self.scope {
                PlayoffScope::All => true,
                scope => {
                    (place == 1 && scope.covers_title())
                        || (scope.covers_seats()
                            && self.seats.is_some_and(|s| s >= place && s < place_to))
                }
            }
    }

    /// Ranks from scratch.
    pub(super) fn rank_full(&mut self) {
        let n = self.n;
        // `order` still holds the last ranking: after a game or two changed it is nearly sorted,
        // which insertion sort handles in about `n` steps.
        self.top = 0;
        if n > 0 {
            self.resolve(0, n, 0, true);
        }
        if let Some(format) = self.title_playoff.filter(|_| self.top >= 2) {
            let two = format == PlayoffFormat::TwoMostSenior;
            let mut count = 0;
            for k in 0..self.top {
                let p = self.order[k];
                if !two || self.places[p].place <= 2 {
                    count += 1;
                }
            }
            for k in 0..self.top {
                let p = self.order[k];
                if !two || self.places[p].place <= 2 {
                    self.places[p] = Place {
                        place: 1,
                        place_to: count,
                        playoff: true,
                    };
                }
            }
        }
    }

    /// Fills `packed[lo..hi]` with `key * 256 + player` for the group `order[lo..hi]` under
    /// `criterion`. Keys are far inside ±2⁵⁴, so the packing keeps their order.
    pub(super) fn pack(&mut self, criterion: Criterion, lo: usize, hi: usize) {
        let n = self.n;
        let group = &self.order[lo..hi];
        let packed = &mut self.packed[lo..hi];
        let pack = |key: i64, p: usize| key * 256 + p as i64;
        match criterion {
            Criterion::Points => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.pts[p], p);
                }
            }
            Criterion::Wins => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.wins[p], p);
                }
            }
            Criterion::WinsOverBoard => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.wins[p] - self.forfeit_wins[p], p);
                }
            }
            Criterion::DirectEncounter => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.pp[p * n..p * n + n];
                    let key: i64 = group.iter().map(|&j| row[j]).sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::SonnebornBerger => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.pp[p * n..p * n + n];
                    let key: i64 = row.iter().zip(&self.pts).map(|(a, b)| a * b).sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::Buchholz => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.met[p * n..p * n + n];
                    let key: i64 = row.iter().zip(&self.pts).map(|(a, b)| a * b).sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::Koya => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.pp[p * n..p * n + n];
                    let key: i64 = (0..n)
                        .filter(|&j| j != p && 2 * self.pts[j] >= self.q_win * self.games[j])
                        .map(|j| row[j])
                        .sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::PreviousRank => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.prev[p], p);
                }
            }
            // Colours and ratings are not kept here: chains with these are not native
            // ([`Quick::native`]) and rank through the fallback, which never packs.
            Criterion::BlackGames
            | Criterion::BlackWins
            | Criterion::AverageRatingOfOpponents
            | Criterion::PerformanceRating => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(0, p);
                }
            }
        }
    }

    /// The least and the most quarters one game gives a player under the league's scoring.
    pub(super) fn missing_game_range(&self) -> (i64, i64) {
        let given = [self.q_win, self.q_draw, self.q_loss];
        let least = given.iter().min().copied().unwrap_or(0);
        let most = given.iter().max().copied().unwrap_or(0);
        (least, most)
    }

    /// FIDE C.07 (2024) 6.3 on the group `order[lo..hi]`, just sorted by `DE`: when games among
    /// it are still pending, rewrites the keys so that the parts are those of
    /// [`crate::engine::league::criteria::direct_encounter_with_missing`] (placed players one by one,
    /// the rest one part).
    pub(super) fn rekey_missing(&mut self, lo: usize, hi: usize) {
        let n = self.n;
        let group = &self.order[lo..hi];
        let missing: Vec<i64> = group
            .iter()
            .map(|&p| group.iter().map(|&q| self.pending[p * n + q]).sum())
            .collect();
        if missing.iter().all(|&m| m == 0) {
            return;
        }
        let (least, most) = self.missing_game_range();
        let now: Vec<i64> = self.packed[lo..hi].iter().map(|&x| x >> 8).collect();
        let low: Vec<i64> = now
            .iter()
            .zip(&missing)
            .map(|(s, m)| s + m * least)
            .collect();
        let high: Vec<i64> = now
            .iter()
            .zip(&missing)
            .map(|(s, m)| s + m * most)
            .collect();
        let mut left: Vec<usize> = (0..hi - lo).collect();
        let mut placed = Vec::new();
        while left.len() > 1 {
            match left
                .iter()
                .position(|&p| left.iter().all(|&q| q == p || low[p] > high[q]))
            {
                Some(k) => placed.push(left.remove(k)),
                None => break,
            }
        }
        let len = (hi - lo) as i64;
        let players: Vec<usize> = placed.iter().chain(&left).map(|&k| group[k]).collect();
        for (k, &p) in players.iter().enumerate() {
            let key = if k < placed.len() { len - k as i64 } else { 0 };
            self.order[lo + k] = p;
            self.pos[p] = (lo + k) as u32;
            self.packed[lo + k] = key * 256 + p as i64;
        }
    }

    /// Resolves the group `order[lo..hi]`, tied on every criterion before `start`.
    pub(super) fn resolve(&mut self, lo: usize, hi: usize, start: usize, whole: bool) {
        if hi - lo == 2 && !whole {
            return self.resolve_two(lo, start);
        }
        for ci in start..self.criteria.len() {
            let criterion = self.criteria[ci];
            self.pack(criterion, lo, hi);
            let packed = &mut self.packed[lo..hi];
            if packed.len() >= COUNTING_SORT_MIN {
                // Best first, by counting: each value's place is how many are greater (the
                // values are distinct). No branch depends on the data, so a random order (a
                // whole league drawn by the sampler) costs no mispredictions.
                let sorted = &mut self.sorted[lo..hi];
                for &x in packed.iter() {
                    let above: usize = packed.iter().map(|&y| usize::from(y > x)).sum();
                    sorted[above] = x;
                }
                packed.copy_from_slice(sorted);
            } else {
                // Insertion sort, best first: groups are small.
                for k in 1..packed.len() {
                    let x = packed[k];
                    let mut m = k;
                    while m > 0 && packed[m - 1] < x {
                        packed[m] = packed[m - 1];
                        m -= 1;
                    }
                    packed[m] = x;
                }
            }
            let pos = &mut self.pos;
            for (k, (o, &x)) in self.order[lo..hi]
                .iter_mut()
                .zip(&self.packed[lo..hi])
                .enumerate()
            {
                *o = (x & 255) as usize;
                pos[*o] = (lo + k) as u32;
            }
            if self.fide_de && criterion.among_tied() {
                self.rekey_missing(lo, hi);
            }
            let packed = &self.packed[lo..hi];
            let key = |x: i64| x >> 8;
            // In a group of up to 64, bit `i`: the `i + 1`-th player has the `i`-th's key. The
            // blocks are then read off the bits, with no branch on the data (on a random
            // season, a loop to each block's end mispredicts once a block); a larger group is
            // scanned.
            let small = hi - lo <= 64;
            let mut same = 0u64;
            if small {
                for (i, w) in packed.windows(2).enumerate() {
                    same |= u64::from(key(w[0]) == key(w[1])) << i;
                }
            }
            let block_end = |packed: &[i64], a: usize| -> usize {
                if small {
                    a + (!same >> (a - lo)).trailing_zeros() as usize + 1
                } else {
                    let k = key(packed[a]);
                    a + packed[a..hi].iter().take_while(|&&x| key(x) == k).count()
                }
            };
            let run = block_end(&self.packed, lo) - lo;
            if whole && ci == start {
                self.top = run;
            }
            if hi - lo == 1 {
                self.decide(lo);
                return;
            }
            if run == hi - lo {
                continue;
            }
            let next = match self.reapply {
                Reapply::Restart => 1,
                Reapply::Continue if criterion.among_tied() => ci,
                Reapply::Continue => ci + 1,
            };
            let mut a = lo;
            while a < hi {
                let b = block_end(&self.packed, a);
                if b - a == 1 {
                    self.decide(a);
                } else if whole && ci == 0 && self.memo_ok && (3..=MEMO_MAX).contains(&(b - a)) {
                    self.resolve_remembered(a, b, next);
                } else {
                    self.resolve(a, b, next, false);
                }
                a = b;
            }
            return;
        }
        self.undecided(lo, hi);
    }

    /// [`Quick::resolve`] for a group of two, without sorting: the first criterion from `start`
    /// that tells them apart orders them; the rest of the chain is the same for both (a part of
    /// one is decided, so nothing restarts).
    pub(super) fn resolve_two(&mut self, lo: usize, start: usize) {
        let n = self.n;
        let (x, y) = (self.order[lo], self.order[lo + 1]);
        for ci in start..self.criteria.len() {
            let (kx, ky) = match self.criteria[ci] {
                Criterion::Points => (self.pts[x], self.pts[y]),
                Criterion::Wins => (self.wins[x], self.wins[y]),
                Criterion::DirectEncounter if self.fide_de && self.pending[x * n + y] > 0 => {
                    // C.07 6.3: one is placed only if the missing games cannot catch him.
                    let (kx, ky) = (self.pp[x * n + y], self.pp[y * n + x]);
                    let (least, most) = self.missing_game_range();
                    let reach = (most - least) * self.pending[x * n + y];
                    (i64::from(kx > ky + reach), i64::from(ky > kx + reach))
                }
                Criterion::DirectEncounter => (self.pp[x * n + y], self.pp[y * n + x]),
                Criterion::PreviousRank => (self.prev[x], self.prev[y]),
                other => {
                    self.pack(other, lo, lo + 2);
                    (self.packed[lo] >> 8, self.packed[lo + 1] >> 8)
                }
            };
            if kx != ky {
                if kx < ky {
                    self.swap(lo, lo + 1);
                }
                self.decide(lo);
                self.decide(lo + 1);
                return;
            }
        }
        self.undecided(lo, lo + 2);
    }

    pub(super) fn decide(&mut self, k: usize) {
        let place = k as u32 + 1;
        self.places[self.order[k]] = Place {
            place,
            place_to: place,
            playoff: false,
        };
    }

    pub(super) fn undecided(&mut self, lo: usize, hi: usize) {
        let place = lo as u32 + 1;
        let place_to = hi as u32;
        let playoff = self.playoff_for(place, place_to);
        for k in lo..hi {
            self.places[self.order[k]] = Place {
                place,
                place_to,
                playoff,
            };
        }
    }
}
