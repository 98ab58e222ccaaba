//! The heuristic step, beyond the exact step's reach: an irredundant cover by recursive splitting
//! on the top variable ([`Isop`], Minato–Morreale's ISOP for `base` values), and the lower bound
//! that can still prove a short heuristic cover minimal.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::ISOP_BUDGET;
use super::bits::{cofactors, get, is_full, low_mask, or_at};
use super::cubes::{Collector, Cube, next_point};

/// Table outcomes visited by the lower-bound proof of a heuristic cover, at most.
const PROOF_BUDGET: u64 = 4_000_000;

/// Cubes kept in [`Isop`]'s arena before it is emptied (about 16 bytes each).
const ARENA_CUBES: usize = 1 << 18;

/// A hasher for the one-word sub-tables [`Isop`] remembers: fixed, so the engine stays free of
/// randomness (the answer never depended on it, only the speed).
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(26) ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
}

/// The cover of a sub-table of at most 64 outcomes, over its own variables: the outcomes it
/// covers, its cubes (`arena[start..end]`) and their fewest literals.
#[derive(Clone, Copy)]
struct Piece {
    covered: u64,
    start: usize,
    end: usize,
    min_lits: u32,
}

impl Piece {
    const NONE: Piece = Piece {
        covered: 0,
        start: 0,
        end: 0,
        min_lits: u32::MAX,
    };
}

/// Minato–Morreale's irredundant cover, for `b` values per variable. [`Isop::run`] covers every
/// outcome of `l` with terms inside `u` (`l ⊆ u`, both over the `m` lowest variables), sends the
/// cubes to the collector and returns the set covered: the outcomes that need the top variable's
/// value are covered in each of its branches, the rest by terms free of it. Sub-tables of one word
/// are solved by [`Isop::piece`] once each and remembered, since the same ones come up again and
/// again below the top variables. Past [`ISOP_BUDGET`] the search for terms free of the top
/// variable stops: the cover stays exact, but grows.
pub(super) struct Isop<'a, 'c> {
    b: usize,
    pow: &'a [usize],
    work: u64,
    sink: &'c mut Collector<'a>,
    memo: HashMap<(u64, u64, usize), Piece, BuildHasherDefault<WordHasher>>,
    /// The pieces' cubes; `arena[0]` is the empty cube.
    arena: Vec<Cube>,
    /// Scratch words for [`Isop::run`] at each depth, reused.
    pool: Vec<Vec<u64>>,
}

impl<'a, 'c> Isop<'a, 'c> {
    pub(super) fn new(b: usize, pow: &'a [usize], sink: &'c mut Collector<'a>) -> Isop<'a, 'c> {
        Isop {
            b,
            pow,
            work: 0,
            sink,
            memo: HashMap::default(),
            arena: vec![Cube::EMPTY],
            pool: Vec::new(),
        }
    }

    /// Covers the whole `m`-variable table `h`.
    pub(super) fn cover(&mut self, h: &[u64], m: usize) {
        // The 2^20-outcome tables of the benchmark season remember 100 to 12,000 pieces: room
        // for a quarter of the table's words at once saves most of the rehashing of growing
        // from nothing (conditions 15 % faster), and the answer does not depend on it.
        self.memo.reserve((h.len() / 4).min(1 << 16));
        let mut covered = vec![0; self.pow[m].div_ceil(64).max(1)];
        self.run(h, h, m, Cube::EMPTY, &mut covered, false);
    }

    /// Writes the set covered into `out` (at least one word, and as many as the table's).
    /// `nonzero`: the caller knows `l` has an outcome, so it need not be looked for.
    fn run(&mut self, l: &[u64], u: &[u64], m: usize, cube: Cube, out: &mut [u64], nonzero: bool) {
        let n = self.pow[m];
        let word = |x: &[u64], i: usize| x.get(i).copied().unwrap_or(0);
        if n <= 64 {
            out[0] = self.leaf(word(l, 0), word(u, 0), m, cube);
            return;
        }
        let words = n.div_ceil(64);
        let out = &mut out[..words];
        if !nonzero && l.iter().all(|&w| w == 0) {
            out.fill(0);
            return;
        }
        if is_full(u, n) {
            self.sink.push(cube);
            out.fill(!0);
            out[words - 1] = low_mask(n - (words - 1) * 64);
            return;
        }
        // An allocation counts as a few word operations.
        self.work += 4 * words as u64 + 32;
        if self.b == 2 && words == 2 {
            // Two branches of one word each, the commonest call by far: the steps below, on
            // words rather than slices.
            let (l0, l1, u0, u1) = (word(l, 0), word(l, 1), word(u, 0), word(u, 1));
            let uall = u0 & u1;
            let cheap = self.work > ISOP_BUDGET;
            let need = if cheap { !0 } else { !uall };
            let r0 = self.leaf(l0 & need, u0, m - 1, cube.with(m - 1, 0, self.pow));
            let r1 = self.leaf(l1 & need, u1, m - 1, cube.with(m - 1, 1, self.pow));
            let star = if cheap {
                0
            } else {
                self.leaf((l0 & !r0) | (l1 & !r1), uall, m - 1, cube)
            };
            out[0] = r0 | star;
            out[1] = r1 | star;
            return;
        }
        let (b, s) = (self.b, self.pow[m - 1]);
        // The cofactors on the top variable: slices when word-aligned (base 2), else copies.
        let w = s.div_ceil(64);
        let (ls, us) = (cofactors(l, b, s), cofactors(u, b, s));
        let (ls, us) = (&ls[..b], &us[..b]);
        // Scratch for this depth, taken out of the pool so the recursion can use `self`:
        // `uall`, `need`, `star`, then the `b` branches' covers.
        if self.pool.len() <= m {
            self.pool.resize_with(m + 1, Vec::new);
        }
        let mut scratch = std::mem::take(&mut self.pool[m]);
        // Every word is written before it is read, so only growth needs zeroing.
        if scratch.len() < (b + 3) * w {
            scratch.resize((b + 3) * w, 0);
        }
        let scratch_len = (b + 3) * w;
        let (uall, rest) = scratch[..scratch_len].split_at_mut(w);
        let (need, rest) = rest.split_at_mut(w);
        let (star, rs) = rest.split_at_mut(w);
        // Each word below is written whole, not cleared and then ORed into: most calls are on
        // tables of a few words, where clearing costs a call of its own.
        if let [u0, u1] = us {
            for ((x, a), c) in uall.iter_mut().zip(u0.iter()).zip(u1.iter()) {
                *x = a & c;
            }
        } else {
            uall.copy_from_slice(&us[0][..w]);
            for uv in &us[1..] {
                for (x, y) in uall.iter_mut().zip(uv.iter()) {
                    *x &= y;
                }
            }
        }
        let cheap = self.work > ISOP_BUDGET;
        // A branch with nothing to cover is skipped where [`Isop::run`] would only look and
        // return (above one word; a leaf is always called, since it may tell the collector).
        let skip_empty = s > 64;
        for (v, (lv, uv)) in ls.iter().zip(us).enumerate() {
            let child = cube.with(m - 1, v, self.pow);
            let mut any = 0;
            for ((x, a), c) in need.iter_mut().zip(lv.iter()).zip(uall.iter()) {
                *x = if cheap { *a } else { a & !c };
                any |= *x;
            }
            let r = &mut rs[v * w..(v + 1) * w];
            if skip_empty && any == 0 {
                r.fill(0);
            } else {
                self.run(need, uv, m - 1, child, r, any != 0);
            }
        }
        // What is covered free of the top variable, in `need`: the outcomes no branch covered,
        // covered inside what every branch allows.
        if cheap {
            need.fill(0);
        } else {
            let mut any = 0;
            if let ([l0, l1], (r0, r1)) = (ls, rs.split_at(w)) {
                let pairs = l0.iter().zip(l1.iter()).zip(r0.iter().zip(r1.iter()));
                for (x, ((a0, a1), (c0, c1))) in star.iter_mut().zip(pairs) {
                    *x = (a0 & !c0) | (a1 & !c1);
                    any |= *x;
                }
            } else {
                star.fill(0);
                for (lv, rv) in ls.iter().zip(rs.chunks(w)) {
                    for ((x, a), c) in star.iter_mut().zip(lv.iter()).zip(rv) {
                        *x |= a & !c;
                    }
                }
                any = star.iter().fold(0, |a, &x| a | x);
            }
            if skip_empty && any == 0 {
                need.fill(0);
            } else {
                self.run(star, uall, m - 1, cube, need, any != 0);
            }
        }
        if s % 64 == 0 {
            // Word-aligned branches (two results per game): each fills its own words of `out`.
            for (o, rv) in out.chunks_mut(w).zip(rs.chunks(w)) {
                for ((x, r), c) in o.iter_mut().zip(rv).zip(need.iter()) {
                    *x = r | c;
                }
            }
        } else {
            out.fill(0);
            for (v, rv) in rs.chunks_mut(w).enumerate() {
                for (x, y) in rv.iter_mut().zip(need.iter()) {
                    *x |= y;
                }
                or_at(out, v * s, rv, s);
            }
        }
        self.pool[m] = scratch;
    }

    /// [`Isop::run`] on a sub-table of at most 64 outcomes: its cubes, under `cube`, go to the
    /// collector; returns the outcomes covered.
    fn leaf(&mut self, l: u64, u: u64, m: usize, cube: Cube) -> u64 {
        if self.arena.len() > ARENA_CUBES {
            // No piece is being built here, so no range into the arena is live.
            self.arena.truncate(1);
            self.memo.clear();
        }
        let piece = self.piece(l, u, m);
        let cubes = &self.arena[piece.start..piece.end];
        self.sink.push_cubes(cube, cubes, piece.min_lits);
        piece.covered
    }

    /// [`Isop::run`] on a sub-table of at most 64 outcomes, its cubes left in the arena.
    fn piece(&mut self, l: u64, u: u64, m: usize) -> Piece {
        let full = low_mask(self.pow[m]);
        let (l, u) = (l & full, u & full);
        if l == 0 {
            return Piece::NONE;
        }
        if u == full {
            return Piece {
                covered: full,
                start: 0,
                end: 1,
                min_lits: 0,
            };
        }
        if m == 0 {
            // Unreachable while `l ⊆ u`; covering nothing keeps every term an implicant.
            return Piece::NONE;
        }
        if let Some(&piece) = self.memo.get(&(l, u, m)) {
            self.work += 1;
            return piece;
        }
        self.work += 8;
        let (b, s) = (self.b, self.pow[m - 1]);
        let seg = |x: u64, v: usize| (x >> (v * s)) & low_mask(s);
        let uall = (0..b).fold(low_mask(s), |a, v| a & seg(u, v));
        let cheap = self.work > ISOP_BUDGET;
        // `b ≤ 64` here, since `b^m ≤ 64` with `m ≥ 1`.
        let mut children = [Piece::NONE; 64];
        let mut rest = 0u64;
        for (v, child) in children.iter_mut().enumerate().take(b) {
            let need = if cheap { seg(l, v) } else { seg(l, v) & !uall };
            *child = self.piece(need, seg(u, v), m - 1);
            rest |= seg(l, v) & !child.covered;
        }
        let star = if cheap {
            Piece::NONE
        } else {
            self.piece(rest, uall, m - 1)
        };
        let start = self.arena.len();
        let mut covered = 0u64;
        let mut min_lits = star.min_lits;
        for (v, child) in children.iter().enumerate().take(b) {
            covered |= (child.covered | star.covered) << (v * s);
            min_lits = min_lits.min(child.min_lits.saturating_add(1));
            let top = Cube::EMPTY.with(m - 1, v, self.pow);
            for k in child.start..child.end {
                let c = self.arena[k];
                self.arena.push(Cube {
                    fixed: c.fixed | top.fixed,
                    point: c.point + top.point,
                });
            }
        }
        self.arena.extend_from_within(star.start..star.end);
        self.work += (self.arena.len() - start) as u64;
        let piece = Piece {
            covered,
            start,
            end: self.arena.len(),
            min_lits,
        };
        self.memo.insert((l, u, m), piece);
        piece
    }
}

/// A lower bound on the terms of any cover of `h`: outcomes, one per cube of `cubes` if found,
/// no two of which fit in one implicant (the smallest cube holding both is not an implicant).
/// It stops as soon as the bound cannot reach `want` (one outcome per cube at most), since the
/// caller only asks whether it does.
pub(super) fn lower_bound(
    h: &[u64],
    b: usize,
    r: usize,
    pow: &[usize],
    cubes: &[Cube],
    want: usize,
) -> usize {
    const CANDIDATES: usize = 16;
    const POINTS: usize = 256;
    let mut work = 0u64;
    let mut chosen: Vec<usize> = Vec::new();
    for (t, cube) in cubes.iter().enumerate() {
        if chosen.len() + (cubes.len() - t) < want {
            break;
        }
        let free: Vec<usize> = (0..r).filter(|&j| cube.fixed & (1 << j) == 0).collect();
        let mut digits = vec![0usize; free.len()];
        let mut point = cube.point;
        let mut tried = 0;
        for _ in 0..POINTS {
            let own = cubes
                .iter()
                .enumerate()
                .all(|(u, c)| u == t || !c.contains(point, b, pow));
            work += cubes.len() as u64;
            if own && get(h, point) {
                tried += 1;
                let apart = chosen
                    .iter()
                    .all(|&q| !spans_implicant(h, b, r, pow, point, q, &mut work));
                if apart {
                    chosen.push(point);
                    break;
                }
                if tried >= CANDIDATES {
                    break;
                }
            }
            if !next_point(&mut digits, &free, b, pow, &mut point) || work > PROOF_BUDGET {
                break;
            }
        }
        if work > PROOF_BUDGET {
            break;
        }
    }
    chosen.len()
}

/// Whether the smallest cube holding outcomes `p` and `q` is an implicant of `h`.
fn spans_implicant(
    h: &[u64],
    b: usize,
    r: usize,
    pow: &[usize],
    p: usize,
    q: usize,
    work: &mut u64,
) -> bool {
    let differ: Vec<usize> = (0..r)
        .filter(|&j| (p / pow[j]) % b != (q / pow[j]) % b)
        .collect();
    let mut point = p;
    for &j in &differ {
        point -= ((p / pow[j]) % b) * pow[j];
    }
    let mut digits = vec![0usize; differ.len()];
    loop {
        *work += 1;
        if !get(h, point) {
            return false;
        }
        if *work > PROOF_BUDGET {
            // Out of budget: claim the worst case, which only weakens the bound.
            return true;
        }
        if !next_point(&mut digits, &differ, b, pow, &mut point) {
            return true;
        }
    }
}
