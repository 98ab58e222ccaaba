//! Conditions: a target's truth table as the fewest readable rules.
//!
//! The what-if engine plays out every outcome of the pending games and records, for one player and
//! one target ("keeps a seat", "wins the title"), a [`Table`]: bit `i` is set when the target holds
//! in outcome `i`. A person wants that as a few short rules: "keeps the seat only if game 2 ends
//! with value 0 and game 4 with value 1". [`condition`] turns the table into a [`Condition`]: the
//! games the target depends on, how many outcomes it holds in, and a [`Cover`], the fewest
//! conjunctions of game results ([`Term`]s) whose union is exactly the set of outcomes where the
//! target holds. What a value means (a win for the first player, a draw) is the caller's business;
//! here a game is a variable with values `0..base`.
//!
//! # Terms and covers
//!
//! A term is a set of literals `variable = value`, at most one per variable, and stands for every
//! outcome that agrees with all of its literals. A term is an *implicant* when the target holds in
//! every outcome it stands for. A cover is a list of implicants that together stand for every
//! outcome where the target holds, so the rules read "the target holds exactly when one of these
//! terms does". A cover is *minimal* when no cover has fewer terms; among those, fewer literals in
//! total is better, and the order the search meets them breaks the remaining ties, so the answer
//! is deterministic. Terms are listed widest (fewest literals) first, then in the order of their
//! literals.
//!
//! # How it works
//!
//! 1. **Relevance.** Variable `k` matters exactly when some outcome changes its answer when
//!    `k`'s value moves from `v` to `v + 1`. With `s = base^k`, that compares the table with
//!    itself shifted by `s` bits, under a mask of the positions whose digit `k` is below
//!    `base - 1`; both are word-wide operations, so this costs `O(vars · outcomes / 64)`. The table
//!    is then projected onto the `r` relevant variables (`O(base^r)`).
//! 2. **Exact, for small `r`** (at most [`Limits::exact_vars`]). Every cube (each variable free or
//!    fixed to one value) is tested for being an implicant by dynamic programming over the
//!    `(base + 1)^r` cubes, one variable at a time: a cube with a free variable is an implicant
//!    when each of its `base` sub-cubes fixing that variable is. A prime implicant is an implicant
//!    that stays none when any one literal is dropped. Only primes need considering: any cover can
//!    widen each term to a prime containing it, keeping the term count and losing literals. The
//!    fewest primes covering every true outcome are then found by branch and bound: forced
//!    (essential) choices first, dominated primes dropped, a lower bound from outcomes no two of
//!    which share a prime, branching on the outcome with the fewest primes left. A greedy cover is
//!    the first upper bound. The search has a work budget ([`SEARCH_BUDGET`]); when it runs out the
//!    best cover found is returned and marked `minimal: false`, unless the lower bound already
//!    proves its term count.
//! 3. **Heuristic, beyond that.** An irredundant cover is built by recursive splitting on the
//!    highest variable (Minato–Morreale's ISOP, extended to `base` values): outcomes that need the
//!    variable's value are covered in each branch, the rest by terms free of it. Sub-tables of one
//!    word (64 outcomes) are solved once and remembered, since the same ones recur below the top
//!    variables. After [`ISOP_BUDGET`] word operations the splitting stops looking for terms free
//!    of the split variable: the cover stays exact but grows. Covers found this way are
//!    `minimal: false` unless they have one term, or at most [`PROOF_TERMS`] terms and as many
//!    outcomes can be found no two of which fit in one implicant (then no cover is shorter).
//!
//! # Cost
//!
//! Measured in a release build on the (shared, two-core) development machine, see `tests/cover.rs`:
//!
//! | table | time | cover |
//! |---|---|---|
//! | 20 binary games, 4 relevant | 1 ms (the relevance pass) | 3 terms, minimal |
//! | 20 binary games, "at least 6 of 12 won" | 7–11 ms | 924 terms, minimal |
//! | 22 binary games, 15 relevant | 3 ms | 3432 terms |
//! | 7 players, 21 binary games, top 1 / top 3 | 15–30 / 65–75 ms | 7120 / 39586 terms |
//! | 5 players, 10 ternary games, top 2 | 2 ms | 3069 terms |
//! | parity of 22 binary games | 50 ms | 2^21 terms |
//!
//! Random tables are the worst case: 10 to 12 relevant binary variables spend the whole search
//! budget, about 20 ms; 2^22 random outcomes take about 0.5 s, 3^13 about 0.2 s. Everything is
//! bounded: relevance and projection are linear in the table, the exact step builds at most
//! [`MAX_CUBES`] cubes and [`MAX_INCIDENCES`] prime–outcome pairs and spends at most
//! [`SEARCH_BUDGET`], and the heuristic is linear in the table times its variables once past
//! [`ISOP_BUDGET`]. Memory stays within a few times the table, plus about 16 bytes per term of the
//! exact cover (the heuristic keeps only the terms shown).
//!
//! # Odd input
//!
//! Nothing panics. Bits missing from a short `bits` slice are 0 (the target does not hold there), so
//! a variable whose every nonzero value lands past the stored bits is relevant, and every term fixes
//! it to 0; bits past `base^vars` are ignored. `base` 0 has no outcomes when `vars > 0`; `base` 1 has
//! exactly one; other bases are handled like 2 and 3. A table with more than `u64::MAX` outcomes
//! (or more than the address space holds) is outside the domain: the answer is `Never` with
//! `holds` and `outcomes` both 0.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use serde::{Deserialize, Serialize};

/// A truth table: `vars` variables with `base` values each (2 or 3); bit `i` of `bits`
/// (little-endian `u64` words, bit `i % 64` of word `i / 64`) is outcome `i`, where
/// `i = Σ value_k · base^k` (variable 0 is the least significant digit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table<'a> {
    pub vars: usize,
    pub base: u8,
    pub bits: &'a [u64],
}

/// How long a cover may be and how much exact work to spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// The longest cover still shown in full; longer ones become a [`Cover::Summary`].
    pub max_terms: usize,
    /// The most relevant binary variables solved exactly; for larger bases see
    /// [`Limits::exact_vars`]. Values above 14 count as 14.
    pub max_exact_vars: usize,
}

impl Default for Limits {
    /// Eight terms shown; exact for up to 12 relevant binary variables (9 ternary).
    fn default() -> Limits {
        Limits {
            max_terms: 8,
            max_exact_vars: 12,
        }
    }
}

impl Limits {
    /// The most relevant variables of `base` values solved exactly: the largest `r` whose
    /// `(base + 1)^r` cubes are no more than the `3^max_exact_vars` of the binary case (and at
    /// most [`MAX_CUBES`]). For the default 12 that is 12 for base 2 and 9 for base 3.
    pub fn exact_vars(&self, base: u8) -> usize {
        let cap = 3u64
            .pow(self.max_exact_vars.min(14) as u32)
            .min(MAX_CUBES as u64);
        let per = base as u64 + 1;
        let (mut cubes, mut r) = (1u64, 0);
        while per >= 2 && cubes * per <= cap {
            cubes *= per;
            r += 1;
        }
        r
    }
}

/// A conjunction of game results: `(variable, value)` pairs sorted by variable, at most one per
/// variable. The empty term stands for every outcome.
pub type Term = Vec<(usize, u8)>;

/// When a target holds, as data for a front-end to put into words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Condition {
    /// Variables the target depends on (changing one of them alone can change the answer for some
    /// outcome), ascending. The others are irrelevant ("does not depend on games X, Y").
    pub depends_on: Vec<usize>,
    /// Outcomes where it holds, out of `outcomes`.
    pub holds: u64,
    /// `base^vars`, every outcome.
    pub outcomes: u64,
    pub cover: Cover,
}

/// The rules: always, never, a list of terms, or a summary of a list too long to read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Cover {
    /// Holds in every outcome.
    Always,
    /// Holds in no outcome.
    Never,
    /// The cover, each term only over `depends_on` variables. `minimal`: proven to have the fewest
    /// terms.
    Terms { terms: Vec<Term>, minimal: bool },
    /// Too long to read: the number of terms of the best cover found (`minimal` says if proven
    /// fewest), and up to `max_terms` of its terms, widest (fewest literals) first, each a true
    /// implicant.
    Summary {
        terms: usize,
        minimal: bool,
        shown: Vec<Term>,
    },
}

/// The most cubes (`(base + 1)^r`) the exact step builds: `3^14`, at two bytes each.
pub const MAX_CUBES: usize = 4_782_969;

/// The most (prime, outcome) incidences the exact step's set cover holds; more falls back to the
/// heuristic.
pub const MAX_INCIDENCES: usize = 1 << 22;

/// Work units (outcome–prime visits, about 6 ns each) the branch and bound may spend before it
/// settles for the best cover found.
pub const SEARCH_BUDGET: u64 = 3_000_000;

/// Word operations the recursive splitting may spend before it stops looking for terms free of
/// the split variable.
pub const ISOP_BUDGET: u64 = 30_000_000;

/// Heuristic covers of at most this many terms get a lower-bound proof attempt.
pub const PROOF_TERMS: usize = 64;

/// Table outcomes visited by the lower-bound proof of a heuristic cover, at most.
const PROOF_BUDGET: u64 = 4_000_000;

/// Search depth beyond which the branch and bound gives up proving (a stack guard).
const MAX_DEPTH: usize = 400;

/// Describes when the target of `table` holds; see the module documentation.
pub fn condition(table: &Table, limits: &Limits) -> Condition {
    let solved = solve(table, limits, limits.max_terms);
    let cover = match solved.shape {
        Shape::Always => Cover::Always,
        Shape::Never => Cover::Never,
        Shape::Cover {
            count,
            minimal,
            kept,
        } if count <= limits.max_terms => Cover::Terms {
            terms: kept,
            minimal,
        },
        Shape::Cover {
            count,
            minimal,
            mut kept,
        } => {
            kept.truncate(limits.max_terms);
            Cover::Summary {
                terms: count,
                minimal,
                shown: kept,
            }
        }
    };
    Condition {
        depends_on: solved.depends_on,
        holds: solved.holds,
        outcomes: solved.outcomes,
        cover,
    }
}

/// [`condition`]'s answer before it is cut to size.
struct Solved {
    depends_on: Vec<usize>,
    holds: u64,
    outcomes: u64,
    shape: Shape,
}

/// The cover part of [`Solved`].
enum Shape {
    Always,
    Never,
    /// `count` terms, of which `kept` are the first (in output order) up to the `keep` asked for.
    Cover {
        count: usize,
        minimal: bool,
        kept: Vec<Term>,
    },
}

impl Solved {
    fn constant(holds: u64, outcomes: u64) -> Solved {
        let shape = if holds == 0 {
            Shape::Never
        } else {
            Shape::Always
        };
        Solved {
            depends_on: Vec::new(),
            holds,
            outcomes,
            shape,
        }
    }
}

/// Everything [`condition`] does, keeping the first `keep` terms of the cover.
fn solve(table: &Table, limits: &Limits, keep: usize) -> Solved {
    let b = table.base as usize;
    let bit0 = table.bits.first().is_some_and(|w| w & 1 == 1);
    if b <= 1 {
        // No outcome (base 0 with variables) or exactly one, all zeros.
        let outcomes = u64::from(b == 1 || table.vars == 0);
        return Solved::constant(u64::from(outcomes == 1 && bit0), outcomes);
    }
    let Some(outcomes) = u32::try_from(table.vars)
        .ok()
        .and_then(|v| (b as u64).checked_pow(v))
    else {
        return Solved::constant(0, 0);
    };
    // Outcomes past the stored bits are 0, so a short slice leaves the variables whose every
    // nonzero value lands past it (`low..vars`) forced to 0. Only `g`, the table over the `low`
    // variables below, is materialised.
    let stored = (table.bits.len() as u128) * 64;
    let mut low = 0usize;
    let mut size: u128 = 1;
    while low < table.vars && size < stored {
        size *= b as u128;
        low += 1;
    }
    let Ok(size) = usize::try_from(size) else {
        return Solved::constant(0, 0);
    };
    let g = materialise(table.bits, size);
    let holds = g.iter().map(|w| u64::from(w.count_ones())).sum::<u64>();
    if holds == 0 || holds == outcomes {
        return Solved::constant(holds, outcomes);
    }
    let pow = powers(b, low);
    let rel: Vec<usize> = (0..low).filter(|&k| depends(&g, b, pow[k])).collect();
    let h = if rel.len() == low {
        g
    } else {
        project(&g, b, &rel, &pow)
    };
    let r = rel.len();
    let hpow = powers(b, r);
    let mut sink = Collector::new(&rel, low..table.vars, &hpow, b, keep);
    let minimal = if r == 0 {
        // True on every outcome of the low variables: one term, the high ones at 0.
        sink.push(Cube::EMPTY);
        true
    } else {
        let exact = if r <= limits.exact_vars(table.base) {
            exact_cover(&h, b, r, &hpow)
        } else {
            None
        };
        match exact {
            Some((cubes, minimal)) => {
                for &cube in &cubes {
                    sink.push(cube);
                }
                minimal
            }
            None => {
                Isop::new(b, &hpow, &mut sink).cover(&h, r);
                let count = sink.count;
                count == 1
                    || (sink.cubes_complete
                        && count <= PROOF_TERMS
                        && lower_bound(&h, b, r, &hpow, &sink.cubes, count) >= count)
            }
        }
    };
    let mut depends_on = rel.clone();
    depends_on.extend(low..table.vars);
    Solved {
        depends_on,
        holds,
        outcomes,
        shape: Shape::Cover {
            count: sink.count,
            minimal: minimal || sink.count == 1,
            kept: sink.terms(),
        },
    }
}

// ---------------------------------------------------------------------------------------------
// Bit strings.

/// `b^0 ..= b^n`, saturating (only values that index a table are ever used).
fn powers(b: usize, n: usize) -> Vec<usize> {
    let mut pow = Vec::with_capacity(n + 1);
    let mut p = 1usize;
    for _ in 0..=n {
        pow.push(p);
        p = p.saturating_mul(b);
    }
    pow
}

/// A word with its lowest `n` bits set (all of them from 64 on).
fn low_mask(n: usize) -> u64 {
    if n >= 64 { !0 } else { (1u64 << n) - 1 }
}

/// The first `n` bits of `bits` in a fresh string, zero where `bits` is short.
fn materialise(bits: &[u64], n: usize) -> Vec<u64> {
    let words = n.div_ceil(64);
    let mut g: Vec<u64> = bits.iter().copied().take(words).collect();
    g.resize(words, 0);
    if let Some(last) = g.last_mut() {
        *last &= low_mask(n - (words - 1) * 64);
    }
    g
}

/// Bit `i`, 0 past the end.
fn get(bits: &[u64], i: usize) -> bool {
    bits.get(i / 64).is_some_and(|w| (w >> (i % 64)) & 1 == 1)
}

/// The 64 bits at `off..off + 64`, zero past the end.
fn read64(bits: &[u64], off: usize) -> u64 {
    let (i, s) = (off / 64, off % 64);
    let lo = bits.get(i).copied().unwrap_or(0);
    if s == 0 {
        lo
    } else {
        let hi = bits.get(i + 1).copied().unwrap_or(0);
        (lo >> s) | (hi << (64 - s))
    }
}

/// Sets bits `from..to`.
fn set_range(bits: &mut [u64], from: usize, to: usize) {
    let mut i = from;
    while i < to {
        let (w, s) = (i / 64, i % 64);
        let n = (64 - s).min(to - i);
        if let Some(word) = bits.get_mut(w) {
            *word |= low_mask(n) << s;
        }
        i += n;
    }
}

/// Bits `off..off + len` as a string of their own.
fn segment(bits: &[u64], off: usize, len: usize) -> Vec<u64> {
    let words = len.div_ceil(64);
    let mut out: Vec<u64> = (0..words).map(|q| read64(bits, off + q * 64)).collect();
    if let Some(last) = out.last_mut() {
        *last &= low_mask(len - (words - 1) * 64);
    }
    out
}

/// The `b` (at most 3) strings of `s` bits that make up `x`, in the first `b` entries: slices
/// when word-aligned, else copies. An array, not a vector: [`Isop::run`] calls this millions of
/// times on large tables.
fn cofactors(x: &[u64], b: usize, s: usize) -> [Cow<'_, [u64]>; 3] {
    let w = s.div_ceil(64);
    std::array::from_fn(|v| {
        if v >= b {
            return Cow::Borrowed(&[][..]);
        }
        match x.get(v * w..(v + 1) * w) {
            Some(slice) if s % 64 == 0 => Cow::Borrowed(slice),
            _ => Cow::Owned(segment(x, v * s, s)),
        }
    })
}

/// ORs the `len`-bit string `src` into `dst` at bit `off`.
fn or_at(dst: &mut [u64], off: usize, src: &[u64], len: usize) {
    if off % 64 == 0 && len % 64 == 0 {
        // Word-aligned (two results per game): a plain OR, which vectorises.
        if let Some(dst) = dst.get_mut(off / 64..) {
            for (d, &w) in dst.iter_mut().zip(&src[..src.len().min(len / 64)]) {
                *d |= w;
            }
        }
        return;
    }
    for (q, &w) in src.iter().enumerate() {
        let w = if (q + 1) * 64 > len {
            w & low_mask(len - q * 64)
        } else {
            w
        };
        let at = off + q * 64;
        let (i, s) = (at / 64, at % 64);
        if let Some(d) = dst.get_mut(i) {
            *d |= w << s;
        }
        if s != 0
            && let Some(d) = dst.get_mut(i + 1)
        {
            *d |= w >> (64 - s);
        }
    }
}

fn is_full(bits: &[u64], n: usize) -> bool {
    bits.iter().enumerate().all(|(q, &w)| {
        let want = low_mask(n.saturating_sub(q * 64));
        w & want == want
    })
}

// ---------------------------------------------------------------------------------------------
// Relevance and projection.

/// Whether the `n`-bit table `g` (bits past `n` zero) depends on the variable of stride `s`:
/// whether some position `i` whose digit is below `b - 1` differs from `i + s`.
fn depends(g: &[u64], b: usize, s: usize) -> bool {
    let period = s * b;
    let ones = s * (b - 1);
    // The mask from every offset modulo `period`: one period and a word more.
    let plen = period + 64;
    let mut pattern = vec![0u64; plen.div_ceil(64)];
    let mut start = 0;
    while start < plen {
        set_range(&mut pattern, start, (start + ones).min(plen));
        start += period;
    }
    let mut off = 0;
    for (w, &word) in g.iter().enumerate() {
        let mask = read64(&pattern, off);
        if (word ^ read64(g, w * 64 + s)) & mask != 0 {
            return true;
        }
        off = (off + 64) % period;
    }
    false
}

/// The table over the variables `rel` only (the others at 0, where they make no difference).
fn project(g: &[u64], b: usize, rel: &[usize], pow: &[usize]) -> Vec<u64> {
    let n = powers(b, rel.len())[rel.len()];
    let mut h = vec![0u64; n.div_ceil(64)];
    let mut digits = vec![0usize; rel.len()];
    let mut src = 0usize;
    for j in 0..n {
        if get(g, src) {
            h[j / 64] |= 1 << (j % 64);
        }
        for (t, d) in digits.iter_mut().enumerate() {
            let stride = pow[rel[t]];
            if *d + 1 < b {
                *d += 1;
                src += stride;
                break;
            }
            src -= (b - 1) * stride;
            *d = 0;
        }
    }
    h
}

// ---------------------------------------------------------------------------------------------
// Cubes and the output.

/// A term over the projected variables: `fixed` has bit `j` for each literal, `point` is the
/// outcome index (in base `b`) with the literals' values and 0 for the free variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cube {
    fixed: u64,
    point: usize,
}

impl Cube {
    const EMPTY: Cube = Cube { fixed: 0, point: 0 };

    fn with(self, j: usize, v: usize, pow: &[usize]) -> Cube {
        Cube {
            fixed: self.fixed | (1 << j),
            point: self.point + v * pow[j],
        }
    }

    /// Whether outcome `p` agrees with every literal.
    fn contains(&self, p: usize, b: usize, pow: &[usize]) -> bool {
        let mut f = self.fixed;
        while f != 0 {
            let j = f.trailing_zeros() as usize;
            if (p / pow[j]) % b != (self.point / pow[j]) % b {
                return false;
            }
            f &= f - 1;
        }
        true
    }
}

/// Receives the cover's cubes: counts them, keeps the first `keep` in output order, and keeps
/// all of them while there are at most [`PROOF_TERMS`] (for the lower-bound proof).
struct Collector<'a> {
    rel: &'a [usize],
    high: std::ops::Range<usize>,
    pow: &'a [usize],
    b: usize,
    keep: usize,
    count: usize,
    /// The first cubes in output order, at most `keep`.
    kept: Vec<Cube>,
    cubes: Vec<Cube>,
    cubes_complete: bool,
}

impl<'a> Collector<'a> {
    fn new(
        rel: &'a [usize],
        high: std::ops::Range<usize>,
        pow: &'a [usize],
        b: usize,
        keep: usize,
    ) -> Collector<'a> {
        Collector {
            rel,
            high,
            pow,
            b,
            keep,
            count: 0,
            kept: Vec::new(),
            cubes: Vec::new(),
            cubes_complete: true,
        }
    }

    /// The output order on cubes, which is the output order of their terms: fewer literals first,
    /// then the literal sequences compared (variable, then value), since `rel` is ascending and
    /// the forced high variables are the same suffix of every term.
    fn order(&self, a: &Cube, c: &Cube) -> Ordering {
        let by_len = a.fixed.count_ones().cmp(&c.fixed.count_ones());
        if by_len != Ordering::Equal {
            return by_len;
        }
        if self.b == 2 {
            // Digits are bits: the first variable where the literals differ, at once.
            let values = (a.point ^ c.point) as u64 & a.fixed & c.fixed;
            let first = (a.fixed ^ c.fixed) | values;
            if first == 0 {
                return Ordering::Equal;
            }
            let bit = first & first.wrapping_neg();
            return if a.fixed & bit != c.fixed & bit {
                // With as many literals, the other term has one on a later variable.
                if a.fixed & bit != 0 {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            } else {
                (a.point as u64 & bit).cmp(&(c.point as u64 & bit))
            };
        }
        let mut both = a.fixed | c.fixed;
        while both != 0 {
            let j = both.trailing_zeros() as usize;
            let bit = 1u64 << j;
            match (a.fixed & bit != 0, c.fixed & bit != 0) {
                // With as many literals, the other term has one on a later variable.
                (true, false) => return Ordering::Less,
                (false, true) => return Ordering::Greater,
                _ => {
                    let da = (a.point / self.pow[j]) % self.b;
                    let dc = (c.point / self.pow[j]) % self.b;
                    if da != dc {
                        return da.cmp(&dc);
                    }
                }
            }
            both &= both - 1;
        }
        Ordering::Equal
    }

    /// Whether every cube of at least `lits` literals would be dropped.
    fn skips(&self, lits: u32) -> bool {
        self.keep == 0
            || (self.kept.len() >= self.keep
                && self
                    .kept
                    .last()
                    .is_some_and(|w| w.fixed.count_ones() < lits))
    }

    fn push(&mut self, cube: Cube) {
        self.count += 1;
        if self.cubes_complete {
            if self.cubes.len() < PROOF_TERMS {
                self.cubes.push(cube);
            } else {
                self.cubes_complete = false;
                self.cubes = Vec::new();
            }
        }
        if self.keep == 0 {
            return;
        }
        let full = self.kept.len() >= self.keep;
        if full
            && self
                .kept
                .last()
                .is_some_and(|worst| self.order(&cube, worst) != Ordering::Less)
        {
            return;
        }
        let at = self
            .kept
            .partition_point(|t| self.order(t, &cube) == Ordering::Less);
        self.kept.insert(at, cube);
        if full {
            self.kept.pop();
        }
    }

    /// Pushes every cube of `cubes` (whose fewest literals are `min_lits`), each with the
    /// literals of `prefix` added.
    fn push_cubes(&mut self, prefix: Cube, cubes: &[Cube], min_lits: u32) {
        let small = self.cubes_complete && self.cubes.len() + cubes.len() <= PROOF_TERMS;
        if !small && self.skips(prefix.fixed.count_ones().saturating_add(min_lits)) {
            self.count += cubes.len();
            self.cubes_complete = false;
            self.cubes = Vec::new();
            return;
        }
        for c in cubes {
            self.push(Cube {
                fixed: prefix.fixed | c.fixed,
                point: prefix.point + c.point,
            });
        }
    }

    /// The kept cubes as terms over the original variables.
    fn terms(&self) -> Vec<Term> {
        self.kept
            .iter()
            .map(|cube| {
                let mut term = Term::new();
                let mut f = cube.fixed;
                while f != 0 {
                    let j = f.trailing_zeros() as usize;
                    let v = (cube.point / self.pow[j]) % self.b;
                    term.push((self.rel[j], v as u8));
                    f &= f - 1;
                }
                term.extend(self.high.clone().map(|k| (k, 0)));
                term
            })
            .collect()
    }
}

// ---------------------------------------------------------------------------------------------
// The exact step: prime implicants and a minimum set cover.

/// The fewest primes covering the `r`-variable table `h` (as cubes) and whether that is proven,
/// or `None` when the instance is too large for this step.
fn exact_cover(h: &[u64], b: usize, r: usize, pow: &[usize]) -> Option<(Vec<Cube>, bool)> {
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

// ---------------------------------------------------------------------------------------------
// The heuristic step.

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
struct Isop<'a, 'c> {
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
    fn new(b: usize, pow: &'a [usize], sink: &'c mut Collector<'a>) -> Isop<'a, 'c> {
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
    fn cover(&mut self, h: &[u64], m: usize) {
        let mut covered = vec![0; self.pow[m].div_ceil(64).max(1)];
        self.run(h, h, m, Cube::EMPTY, &mut covered);
    }

    /// Writes the set covered into `out` (at least one word, and as many as the table's).
    fn run(&mut self, l: &[u64], u: &[u64], m: usize, cube: Cube, out: &mut [u64]) {
        let n = self.pow[m];
        if n <= 64 {
            if self.arena.len() > ARENA_CUBES {
                // No piece is being built here, so no range into the arena is live.
                self.arena.truncate(1);
                self.memo.clear();
            }
            let word = |x: &[u64]| x.first().copied().unwrap_or(0);
            let piece = self.piece(word(l), word(u), m);
            let cubes = &self.arena[piece.start..piece.end];
            self.sink.push_cubes(cube, cubes, piece.min_lits);
            out[0] = piece.covered;
            return;
        }
        let words = n.div_ceil(64);
        let out = &mut out[..words];
        if l.iter().all(|&w| w == 0) {
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
        uall.copy_from_slice(&us[0][..w]);
        for uv in &us[1..] {
            for (x, y) in uall.iter_mut().zip(uv.iter()) {
                *x &= y;
            }
        }
        let cheap = self.work > ISOP_BUDGET;
        for (v, (lv, uv)) in ls.iter().zip(us).enumerate() {
            let child = cube.with(m - 1, v, self.pow);
            for ((x, a), c) in need.iter_mut().zip(lv.iter()).zip(uall.iter()) {
                *x = if cheap { *a } else { a & !c };
            }
            self.run(need, uv, m - 1, child, &mut rs[v * w..(v + 1) * w]);
        }
        star.fill(0);
        if !cheap {
            for (lv, rv) in ls.iter().zip(rs.chunks(w)) {
                for ((x, a), c) in star.iter_mut().zip(lv.iter()).zip(rv) {
                    *x |= a & !c;
                }
            }
            self.run(star, uall, m - 1, cube, need);
            star.copy_from_slice(need);
        }
        out.fill(0);
        for (v, rv) in rs.chunks_mut(w).enumerate() {
            for (x, y) in rv.iter_mut().zip(star.iter()) {
                *x |= y;
            }
            or_at(out, v * s, rv, s);
        }
        self.pool[m] = scratch;
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

/// Steps `point` to the next outcome that differs from it only in the variables `vars`, whose
/// values `digits` counts like an odometer; `false` (and `point` back at the start) once every
/// combination has been visited.
fn next_point(
    digits: &mut [usize],
    vars: &[usize],
    b: usize,
    pow: &[usize],
    point: &mut usize,
) -> bool {
    for (d, &j) in digits.iter_mut().zip(vars) {
        if *d + 1 < b {
            *d += 1;
            *point += pow[j];
            return true;
        }
        *point -= (b - 1) * pow[j];
        *d = 0;
    }
    false
}

/// A lower bound on the terms of any cover of `h`: outcomes, one per cube of `cubes` if found,
/// no two of which fit in one implicant (the smallest cube holding both is not an implicant).
/// It stops as soon as the bound cannot reach `want` (one outcome per cube at most), since the
/// caller only asks whether it does.
fn lower_bound(h: &[u64], b: usize, r: usize, pow: &[usize], cubes: &[Cube], want: usize) -> usize {
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The output order: fewer literals first, then by the literals.
    fn term_order(a: &Term, b: &Term) -> Ordering {
        a.len().cmp(&b.len()).then_with(|| a.cmp(b))
    }

    /// The value of outcome `i` (missing bits are 0).
    fn bit(bits: &[u64], i: u64) -> bool {
        usize::try_from(i / 64)
            .ok()
            .and_then(|w| bits.get(w))
            .is_some_and(|w| (w >> (i % 64)) & 1 == 1)
    }

    /// The digits of outcome `i`.
    fn digits(i: u64, vars: usize, base: u8) -> Vec<u8> {
        let mut rest = i;
        (0..vars)
            .map(|_| {
                let d = (rest % base as u64) as u8;
                rest /= base as u64;
                d
            })
            .collect()
    }

    /// A table from a predicate over the digits.
    fn table_of(vars: usize, base: u8, f: impl Fn(&[u8]) -> bool) -> Vec<u64> {
        let n = (base as u64).pow(vars as u32);
        let mut bits = vec![0u64; (n as usize).div_ceil(64).max(1)];
        for i in 0..n {
            if f(&digits(i, vars, base)) {
                bits[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        bits
    }

    fn agrees(term: &Term, d: &[u8]) -> bool {
        term.iter().all(|&(k, v)| d.get(k) == Some(&v))
    }

    /// Every outcome of a small table (`None` when too large to replay).
    fn outcomes(vars: usize, base: u8) -> Option<u64> {
        let n = (base as u64).checked_pow(u32::try_from(vars).ok()?)?;
        (n <= 1 << 16).then_some(n)
    }

    fn brute_depends(vars: usize, base: u8, bits: &[u64]) -> Vec<usize> {
        let n = (base as u64).pow(vars as u32);
        (0..vars)
            .filter(|&k| {
                let s = (base as u64).pow(k as u32);
                (0..n).any(|i| {
                    let d = (i / s) % base as u64;
                    d + 1 < base as u64 && bit(bits, i) != bit(bits, i + s)
                })
            })
            .collect()
    }

    /// Every implicant (as a term over all variables), by checking every cube.
    fn brute_implicants(vars: usize, base: u8, bits: &[u64]) -> Vec<Term> {
        let n = (base as u64).pow(vars as u32);
        let cubes = (base as u64 + 1).pow(vars as u32);
        let mut out = Vec::new();
        for c in 0..cubes {
            let term: Term = digits(c, vars, base + 1)
                .iter()
                .enumerate()
                .filter(|&(_, &d)| d < base)
                .map(|(k, &d)| (k, d))
                .collect();
            if (0..n).all(|i| !agrees(&term, &digits(i, vars, base)) || bit(bits, i)) {
                out.push(term);
            }
        }
        out
    }

    /// The fewest terms, then fewest literals, of any cover, by exhaustive search over the
    /// implicants: the first uncovered outcome needs one of the implicants holding it.
    fn brute_minimum(vars: usize, base: u8, bits: &[u64]) -> (usize, usize) {
        let n = (base as u64).pow(vars as u32);
        let imps = brute_implicants(vars, base, bits);
        let minterms: Vec<Vec<u8>> = (0..n)
            .filter(|&i| bit(bits, i))
            .map(|i| digits(i, vars, base))
            .collect();
        fn go(
            minterms: &[Vec<u8>],
            imps: &[Term],
            chosen: &mut Vec<usize>,
            best: &mut (usize, usize),
        ) {
            let lits: usize = chosen.iter().map(|&t| imps[t].len()).sum();
            if (chosen.len(), lits) >= *best {
                return;
            }
            let open = minterms
                .iter()
                .find(|m| chosen.iter().all(|&t| !agrees(&imps[t], m)));
            let Some(open) = open else {
                *best = (chosen.len(), lits);
                return;
            };
            for t in 0..imps.len() {
                if agrees(&imps[t], open) {
                    chosen.push(t);
                    go(minterms, imps, chosen, best);
                    chosen.pop();
                }
            }
        }
        let mut best = (usize::MAX, usize::MAX);
        go(&minterms, &imps, &mut Vec::new(), &mut best);
        best
    }

    /// Checks every documented property of `condition` on one table and returns it.
    fn check(vars: usize, base: u8, bits: &[u64], limits: Limits) -> Condition {
        let table = Table { vars, base, bits };
        let got = condition(&table, &limits);
        assert_eq!(got, condition(&table, &limits), "deterministic");
        let full = solve(&table, &limits, usize::MAX);
        let Some(n) = outcomes(vars, base) else {
            return got;
        };
        assert_eq!(got.outcomes, n);
        let holds = (0..n).filter(|&i| bit(bits, i)).count() as u64;
        assert_eq!(got.holds, holds);
        let depends = if base == 0 {
            Vec::new()
        } else {
            brute_depends(vars, base, bits)
        };
        assert_eq!(got.depends_on, depends, "depends_on");
        // The whole cover found, replayed over every outcome.
        let (count, minimal, terms) = match full.shape {
            Shape::Always => {
                assert!(n > 0 && holds == n);
                assert_eq!(got.cover, Cover::Always);
                return got;
            }
            Shape::Never => {
                assert_eq!(holds, 0);
                assert_eq!(got.cover, Cover::Never);
                return got;
            }
            Shape::Cover {
                count,
                minimal,
                kept,
            } => (count, minimal, kept),
        };
        assert!(holds > 0 && holds < n);
        assert_eq!(terms.len(), count);
        for term in &terms {
            assert!(term.windows(2).all(|w| w[0].0 < w[1].0), "sorted: {term:?}");
            assert!(term.iter().all(|&(k, v)| depends.contains(&k) && v < base));
        }
        assert!(terms.windows(2).all(|w| term_order(&w[0], &w[1]).is_lt()));
        for i in 0..n {
            let d = digits(i, vars, base);
            let covered = terms.iter().any(|t| agrees(t, &d));
            assert_eq!(covered, bit(bits, i), "outcome {i} ({d:?}) in {terms:?}");
        }
        match &got.cover {
            Cover::Terms {
                terms: t,
                minimal: m,
            } => {
                assert!(count <= limits.max_terms);
                assert_eq!((t, *m), (&terms, minimal));
            }
            Cover::Summary {
                terms: c,
                minimal: m,
                shown,
            } => {
                assert!(count > limits.max_terms);
                assert_eq!((*c, *m), (count, minimal));
                assert_eq!(shown[..], terms[..limits.max_terms]);
            }
            other => panic!("{other:?} for a cover of {count} terms"),
        }
        let cubes = (base as u64 + 1).pow(vars as u32);
        let small = cubes <= 81 || (cubes <= 256 && count <= 6);
        if small {
            let (fewest, lits) = brute_minimum(vars, base, bits);
            assert!(count >= fewest);
            if minimal {
                assert_eq!(count, fewest, "minimal cover {terms:?}");
                if depends.len() <= limits.exact_vars(base) {
                    let total: usize = terms.iter().map(Vec::len).sum();
                    assert_eq!(total, lits, "fewest literals {terms:?}");
                }
            }
        }
        got
    }

    /// Name, variables, base, bits, limits, then the expected `depends_on` and cover.
    type HandCase = (&'static str, usize, u8, Vec<u64>, Limits, Vec<usize>, Cover);

    /// Name, variables, base, bits, then the expected holds, outcomes, `depends_on` and cover.
    type OddCase = (
        &'static str,
        usize,
        u8,
        &'static [u64],
        u64,
        u64,
        Vec<usize>,
        Cover,
    );

    fn terms(list: &[&[(usize, u8)]]) -> Vec<Term> {
        list.iter().map(|t| t.to_vec()).collect()
    }

    #[test]
    fn hand_examples() {
        let lim = Limits::default();
        let parity = |d: &[u8]| d.iter().map(|&v| v as usize).sum::<usize>() % 2 == 1;
        let cases: Vec<HandCase> = vec![
            (
                "seat held only if game 2 = 0 and game 4 = 1",
                5,
                2,
                table_of(5, 2, |d| d[2] == 0 && d[4] == 1),
                lim,
                vec![2, 4],
                Cover::Terms {
                    terms: terms(&[&[(2, 0), (4, 1)]]),
                    minimal: true,
                },
            ),
            (
                "always",
                3,
                2,
                table_of(3, 2, |_| true),
                lim,
                vec![],
                Cover::Always,
            ),
            (
                "never",
                3,
                3,
                table_of(3, 3, |_| false),
                lim,
                vec![],
                Cover::Never,
            ),
            (
                "independent of games 0, 2, 3",
                4,
                2,
                table_of(4, 2, |d| d[1] == 1),
                lim,
                vec![1],
                Cover::Terms {
                    terms: terms(&[&[(1, 1)]]),
                    minimal: true,
                },
            ),
            (
                "either of two wins, draws possible",
                4,
                3,
                table_of(4, 3, |d| d[0] == 0 || d[3] == 2),
                lim,
                vec![0, 3],
                Cover::Terms {
                    terms: terms(&[&[(0, 0)], &[(3, 2)]]),
                    minimal: true,
                },
            ),
            (
                "two games with the same result",
                2,
                3,
                table_of(2, 3, |d| d[0] == d[1]),
                lim,
                vec![0, 1],
                Cover::Terms {
                    terms: terms(&[&[(0, 0), (1, 0)], &[(0, 1), (1, 1)], &[(0, 2), (1, 2)]]),
                    minimal: true,
                },
            ),
            (
                "parity of three needs four terms",
                3,
                2,
                table_of(3, 2, parity),
                lim,
                vec![0, 1, 2],
                Cover::Terms {
                    terms: terms(&[
                        &[(0, 0), (1, 0), (2, 1)],
                        &[(0, 0), (1, 1), (2, 0)],
                        &[(0, 1), (1, 0), (2, 0)],
                        &[(0, 1), (1, 1), (2, 1)],
                    ]),
                    minimal: true,
                },
            ),
            (
                "parity of five is summarised",
                5,
                2,
                table_of(5, 2, parity),
                Limits {
                    max_terms: 2,
                    ..lim
                },
                vec![0, 1, 2, 3, 4],
                Cover::Summary {
                    terms: 16,
                    minimal: true,
                    shown: terms(&[
                        &[(0, 0), (1, 0), (2, 0), (3, 0), (4, 1)],
                        &[(0, 0), (1, 0), (2, 0), (3, 1), (4, 0)],
                    ]),
                },
            ),
            (
                "heuristic cover of a single term is minimal",
                6,
                2,
                table_of(6, 2, |d| d[0] == 1 && d[5] == 0 && d[3] == 1),
                Limits {
                    max_exact_vars: 1,
                    ..lim
                },
                vec![0, 3, 5],
                Cover::Terms {
                    terms: terms(&[&[(0, 1), (3, 1), (5, 0)]]),
                    minimal: true,
                },
            ),
            (
                "heuristic cover proven by independent outcomes",
                6,
                2,
                table_of(6, 2, |d| {
                    (d[0] == 1 && d[1] == 1) || (d[4] == 0 && d[5] == 0)
                }),
                Limits {
                    max_exact_vars: 0,
                    ..lim
                },
                vec![0, 1, 4, 5],
                Cover::Terms {
                    terms: terms(&[&[(0, 1), (1, 1)], &[(4, 0), (5, 0)]]),
                    minimal: true,
                },
            ),
            (
                "majority of five",
                5,
                2,
                table_of(5, 2, |d| d.iter().filter(|&&v| v == 1).count() >= 3),
                Limits {
                    max_terms: 10,
                    ..lim
                },
                vec![0, 1, 2, 3, 4],
                Cover::Terms {
                    terms: {
                        let mut t = Vec::new();
                        for a in 0..5 {
                            for b in a + 1..5 {
                                for c in b + 1..5 {
                                    t.push(vec![(a, 1), (b, 1), (c, 1)]);
                                }
                            }
                        }
                        t
                    },
                    minimal: true,
                },
            ),
        ];
        for (name, vars, base, bits, limits, depends, cover) in cases {
            let got = check(vars, base, &bits, limits);
            assert_eq!(got.depends_on, depends, "{name}");
            assert_eq!(got.cover, cover, "{name}");
        }
        // Functions with five-term covers of 14 and of 15 literals, where the greedy first cover
        // has 15: `check` compares the literals with the exhaustive search.
        for f in [0x4bed, 0x4ebd, 0x63f9, 0x65f9, 0x6af9] {
            check(4, 2, &[f], lim);
        }
    }

    #[test]
    fn odd_input_does_not_panic() {
        let lim = Limits::default();
        const ONE: &[u64] = &[1];
        const MANY: &[u64] = &[u64::MAX; 4];
        let cases: Vec<OddCase> = vec![
            ("no games, holds", 0, 2, ONE, 1, 1, vec![], Cover::Always),
            ("no games, no bits", 0, 3, &[], 0, 1, vec![], Cover::Never),
            ("base 0", 3, 0, MANY, 0, 0, vec![], Cover::Never),
            ("base 0, no games", 0, 0, ONE, 1, 1, vec![], Cover::Always),
            ("base 1", 9, 1, ONE, 1, 1, vec![], Cover::Always),
            (
                "base 1, huge",
                usize::MAX,
                1,
                &[],
                0,
                1,
                vec![],
                Cover::Never,
            ),
            ("too many outcomes", 64, 2, MANY, 0, 0, vec![], Cover::Never),
            (
                "far too many",
                usize::MAX,
                3,
                MANY,
                0,
                0,
                vec![],
                Cover::Never,
            ),
            ("no bits at all", 5, 2, &[], 0, 32, vec![], Cover::Never),
            (
                // Only outcomes 0..256 are stored: games 8 and 9 must be 0.
                "short slice",
                10,
                2,
                MANY,
                256,
                1024,
                vec![8, 9],
                Cover::Terms {
                    terms: terms(&[&[(8, 0), (9, 0)]]),
                    minimal: true,
                },
            ),
            (
                "short slice, base 3",
                7,
                3,
                MANY,
                256,
                2187,
                (0..7).collect(),
                // Game 6 at 0, then outcome < 256 = 100111 in base 3, digit by digit.
                Cover::Summary {
                    terms: 4,
                    minimal: true,
                    shown: vec![],
                },
            ),
            (
                "bits past the table are ignored",
                2,
                2,
                MANY,
                4,
                4,
                vec![],
                Cover::Always,
            ),
        ];
        for (name, vars, base, bits, holds, outcomes, depends, cover) in cases {
            let limits = if name == "short slice, base 3" {
                Limits {
                    max_terms: 0,
                    ..lim
                }
            } else {
                lim
            };
            let got = check(vars, base, bits, limits);
            assert_eq!(
                (got.holds, got.outcomes, &got.depends_on, &got.cover),
                (holds, outcomes, &depends, &cover),
                "{name}"
            );
        }
        // Large bases are handled like small ones.
        for base in [4u8, 7, 255] {
            let bits = table_of(2, base, |d| d[1] == 3 || (d[0] == 1 && d[1] == 0));
            check(2, base, &bits, lim);
        }
    }

    #[test]
    fn twenty_games_few_relevant() {
        // Holds when game 3 is won and at least two of games 7, 12, 19 are.
        let bits = table_of(20, 2, |d| {
            d[3] == 1 && [7, 12, 19].iter().filter(|&&k| d[k] == 1).count() >= 2
        });
        let got = check(20, 2, &bits, Limits::default());
        assert_eq!(got.depends_on, vec![3, 7, 12, 19]);
        assert_eq!(
            got.cover,
            Cover::Terms {
                terms: terms(&[
                    &[(3, 1), (7, 1), (12, 1)],
                    &[(3, 1), (7, 1), (19, 1)],
                    &[(3, 1), (12, 1), (19, 1)],
                ]),
                minimal: true,
            }
        );
    }

    /// A table over up to `max_vars` variables: random bits, or the union of a few random terms.
    fn tables(base: u8, max_vars: usize) -> impl Strategy<Value = (usize, Vec<u64>)> {
        (0..=max_vars).prop_flat_map(move |vars| {
            let n = (base as usize).pow(vars as u32);
            let words = n.div_ceil(64).max(1);
            let dense = proptest::collection::vec(any::<u64>(), words).prop_map(move |mut w| {
                if let Some(last) = w.last_mut() {
                    *last &= low_mask(n - (words - 1) * 64);
                }
                (vars, w)
            });
            let term = proptest::collection::vec(0..=base, vars);
            let sparse = proptest::collection::vec(term, 0..5).prop_map(move |cubes| {
                let bits = table_of(vars, base, |d| {
                    cubes
                        .iter()
                        .any(|c| c.iter().zip(d).all(|(&f, &v)| f == base || f == v))
                });
                (vars, bits)
            });
            prop_oneof![dense, sparse]
        })
    }

    fn limits() -> impl Strategy<Value = Limits> {
        (0usize..10, prop_oneof![Just(0usize), Just(3), Just(12)]).prop_map(
            |(max_terms, max_exact_vars)| Limits {
                max_terms,
                max_exact_vars,
            },
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        #[test]
        fn binary_tables((vars, bits) in tables(2, 8), limits in limits()) {
            check(vars, 2, &bits, limits);
        }

        #[test]
        fn ternary_tables((vars, bits) in tables(3, 5), limits in limits()) {
            check(vars, 3, &bits, limits);
        }
    }
}
