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
//!
//! # Files
//!
//! This file holds the types, the limits and [`condition`], which runs the steps in order:
//! `bits.rs` (the bit strings every step reads and writes), `relevance.rs` (step 1),
//! `exact.rs` (step 2), `heuristic.rs` (step 3 and its lower-bound proof) and `cubes.rs` (the
//! terms as the steps build them, and the collector that keeps them in output order).
//! `tests.rs` checks [`condition`] against brute force.

mod bits;
mod cubes;
mod exact;
mod heuristic;
mod relevance;
#[cfg(test)]
mod tests;

use bits::{materialise, powers};
use cubes::{Collector, Cube};
use exact::exact_cover;
use heuristic::{Isop, lower_bound};
use relevance::{depends, project};
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
