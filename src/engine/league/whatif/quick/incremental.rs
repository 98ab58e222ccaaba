//! [`Quick`]'s incremental ranking: between two rankings only the blocks holding a changed
//! player, or one a player left or joined, are resolved again; the others keep their order and
//! move by whole places (see the module documentation of `quick`).

// The parent's types, constants and imports: this file is one more `impl` block of `Quick`.
use super::*;

impl Quick {
    /// `p`'s value under the first criterion over the whole league (local chains only).
    #[inline(always)]
    pub(super) fn whole_key(&self, p: usize) -> i64 {
        match self.criteria.first() {
            Some(Criterion::Points) => self.pts[p],
            Some(Criterion::Wins) => self.wins[p],
            Some(Criterion::DirectEncounter) => self.pp[p * self.n..(p + 1) * self.n].iter().sum(),
            Some(Criterion::PreviousRank) => self.prev[p],
            _ => 0,
        }
    }

    /// Numbers the blocks of equal `key0` in `order`, and records where each player is.
    pub(super) fn record_runs(&mut self) {
        let n = self.n;
        let (key0, order) = (&self.key0[..n], &self.order[..n]);
        let mut s = 0;
        let mut b = 0;
        while s < n {
            let k = key0[order[s]];
            let mut e = s + 1;
            while e < n && key0[order[e]] == k {
                e += 1;
            }
            for (i, &p) in order.iter().enumerate().take(e).skip(s) {
                self.block[p] = b as u8;
                self.pos[p] = i as u32;
            }
            self.block_start[b] = s as u32;
            self.block_len[b] = (e - s) as u32;
            b += 1;
            s = e;
        }
        // Blocks `b..n` are free (`n` is at most 64 here).
        self.free_blocks =
            (u64::MAX >> (64 - n.clamp(1, 64))) & !(u64::MAX >> (64 - b.clamp(1, 64)));
    }

    /// The incremental ranking of the module documentation. Each changed player leaves its
    /// block and moves, by swaps, to the block of its new key: past the blocks in between,
    /// which keep their players and move by one place, to the edge of that block (or a new
    /// one). The order inside a block does not matter until it is resolved again: resolving
    /// sorts by key and player. Then only the blocks a player left or joined, or one holding a
    /// changed player, are resolved again. Blocks are numbered, so that a player's move
    /// changes its blocks' bounds and not every member's record.
    pub(super) fn rank_incremental(&mut self) {
        let n = self.n;
        // Blocks to resolve again, bit `b` for block `b`.
        let mut marked = 0u64;
        let mut d = self.dirty;
        while d != 0 {
            let p = d.trailing_zeros() as usize;
            d &= d - 1;
            let key = self.whole_key(p);
            let old = std::mem::replace(&mut self.key0[p], key);
            let id = usize::from(self.block[p]);
            if key == old {
                marked |= 1 << id;
                continue;
            }
            let s = self.block_start[id] as usize;
            let e = s + self.block_len[id] as usize;
            self.block_len[id] -= 1;
            if e - s > 1 {
                marked |= 1 << id;
            } else {
                self.free_blocks |= 1 << id;
            }
            if key < old {
                // To the end of its block, then down past every block above its new key.
                self.swap(self.pos[p] as usize, e - 1);
                let mut at = e - 1;
                loop {
                    let next = at + 1;
                    if next == n || self.key0[self.order[next]] < key {
                        marked |= 1 << self.new_block(p, at);
                        break;
                    }
                    let b = usize::from(self.block[self.order[next]]);
                    if self.key0[self.order[next]] == key {
                        self.block_start[b] = at as u32;
                        self.block_len[b] += 1;
                        self.block[p] = b as u8;
                        marked |= 1 << b;
                        break;
                    }
                    // Past block `b`, which moves up one place.
                    let end = next + self.block_len[b] as usize;
                    self.swap(at, end - 1);
                    self.block_start[b] = at as u32;
                    self.shift(at, end - 1, -1);
                    at = end - 1;
                }
            } else {
                // To the start of its block, then up.
                self.swap(self.pos[p] as usize, s);
                self.block_start[id] += 1;
                let mut at = s;
                loop {
                    if at == 0 || self.key0[self.order[at - 1]] > key {
                        marked |= 1 << self.new_block(p, at);
                        break;
                    }
                    let b = usize::from(self.block[self.order[at - 1]]);
                    if self.key0[self.order[at - 1]] == key {
                        self.block_len[b] += 1;
                        self.block[p] = b as u8;
                        marked |= 1 << b;
                        break;
                    }
                    // Past block `b`, which moves down one place.
                    let start = self.block_start[b] as usize;
                    self.swap(start, at);
                    self.block_start[b] = start as u32 + 1;
                    self.shift(start + 1, at + 1, 1);
                    at = start;
                }
            }
        }
        let next = match (self.reapply, self.criteria.first()) {
            (Reapply::Continue, Some(c)) if c.among_tied() => 0,
            _ => 1,
        };
        while marked != 0 {
            let b = marked.trailing_zeros() as usize;
            marked &= marked - 1;
            let s = self.block_start[b] as usize;
            let len = self.block_len[b] as usize;
            if len == 1 {
                self.decide(s);
            } else if self.memo_ok && (3..=MEMO_MAX).contains(&len) {
                self.resolve_remembered(s, s + len, next);
            } else if len > 1 {
                self.resolve(s, s + len, next, false);
            }
        }
        let top = self.order[0];
        self.top = self.block_len[usize::from(self.block[top])] as usize;
    }

    /// Makes `p`, at `at` in `order`, a block of its own; returns its number.
    #[inline(always)]
    pub(super) fn new_block(&mut self, p: usize, at: usize) -> usize {
        let b = self.free_blocks.trailing_zeros() as usize;
        self.free_blocks &= self.free_blocks - 1;
        self.block_start[b] = at as u32;
        self.block_len[b] = 1;
        self.block[p] = b as u8;
        b
    }

    /// Swaps the players at `i` and `j` of `order`.
    #[inline(always)]
    pub(super) fn swap(&mut self, i: usize, j: usize) {
        self.order.swap(i, j);
        self.pos[self.order[i]] = i as u32;
        self.pos[self.order[j]] = j as u32;
    }

    /// [`Quick::resolve`] of the block `order[lo..hi]` through the [`Memo`].
    pub(super) fn resolve_remembered(&mut self, lo: usize, hi: usize, next: usize) {
        if self.memo.off {
            return self.resolve(lo, hi, next, false);
        }
        let n = self.n;
        let mut mask = 0u64;
        for &p in &self.order[lo..hi] {
            mask |= 1 << p;
        }
        // The key: `pp` both ways for each pair, in increasing player order, a byte a pair: the
        // first 8 pairs in `key[0]`, the rest (at most 7) in `key[1]`.
        let mut key = [0u64; 2];
        let mut pairs = 0;
        let mut rest = mask;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut later = rest;
            while later != 0 {
                let j = later.trailing_zeros() as usize;
                later &= later - 1;
                let (x, y) = (self.pp[i * n + j] as u64, self.pp[j * n + i] as u64);
                // Negative values wrap past 16 too.
                if (x | y) >= 16 {
                    return self.resolve(lo, hi, next, false);
                }
                let word = &mut key[usize::from(pairs >= 8)];
                *word = *word << 8 | x << 4 | y;
                pairs += 1;
            }
        }
        let len = self.memo.slots.len();
        if len == 0 || (self.memo.fills >= len && len < MEMO_SLOTS) {
            self.memo.slots = vec![MemoSlot::default(); (2 * len).max(MEMO_FIRST)];
            self.memo.fills = 0;
        }
        let hash = (mask.wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ^ key[0].wrapping_mul(0xc2b2_ae3d_27d4_eb4f)
            ^ key[1].wrapping_mul(0x1656_67b1_9e37_79f9))
            >> 40;
        let slot = (hash as usize) & (self.memo.slots.len() - 1);
        let found = self.memo.slots[slot];
        let base = lo as u32 + 1;
        let hit = found.mask == mask && found.key == key;
        if self.memo.lookups < MEMO_TRIAL {
            self.memo.lookups += 1;
            self.memo.hits += u32::from(hit);
            if self.memo.lookups == MEMO_TRIAL && 2 * self.memo.hits < MEMO_TRIAL {
                self.memo.off = true;
                self.memo.slots = Vec::new();
            }
        }
        if hit {
            let mut rest = mask;
            let mut byte = found.places;
            while rest != 0 {
                let p = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let place = base + (byte as u32 >> 4 & 15);
                let place_to = base + (byte as u32 & 15);
                byte >>= 8;
                self.places[p] = Place {
                    place,
                    place_to,
                    playoff: place_to > place && self.playoff_for(place, place_to),
                };
            }
            return;
        }
        self.resolve(lo, hi, next, false);
        if self.memo.off {
            return;
        }
        let mut places = 0u64;
        let mut rest = mask;
        let mut shift = 0;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let pl = self.places[p];
            places |= u64::from((pl.place - base) << 4 | (pl.place_to - base)) << shift;
            shift += 8;
        }
        self.memo.slots[slot] = MemoSlot { mask, key, places };
        self.memo.fills += 1;
    }

    /// Moves the places of the unchanged block `order[lo..hi]` by `delta`; a shared range's
    /// playoff depends on where it lies, so it is worked out again.
    pub(super) fn shift(&mut self, lo: usize, hi: usize, delta: i64) {
        for k in lo..hi {
            let p = self.order[k];
            let old = self.places[p];
            let place = (i64::from(old.place) + delta) as u32;
            let place_to = (i64::from(old.place_to) + delta) as u32;
            let playoff = place_to > place && self.playoff_for(place, place_to);
            self.places[p] = Place {
                place,
                place_to,
                playoff,
            };
        }
    }
}
