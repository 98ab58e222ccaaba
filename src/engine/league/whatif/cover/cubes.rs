//! Cubes and the output: a [`Cube`] is a term over the projected variables in a compact form
//! (which variables are fixed, and the outcome with their values); the [`Collector`] receives the
//! cover's cubes from either step, counts them, keeps the first ones in output order and turns
//! them back into [`Term`]s over the original variables. [`next_point`] walks a cube's outcomes.

use std::cmp::Ordering;

use super::{PROOF_TERMS, Term};

/// A term over the projected variables: `fixed` has bit `j` for each literal, `point` is the
/// outcome index (in base `b`) with the literals' values and 0 for the free variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Cube {
    pub(super) fixed: u64,
    pub(super) point: usize,
}

impl Cube {
    pub(super) const EMPTY: Cube = Cube { fixed: 0, point: 0 };

    pub(super) fn with(self, j: usize, v: usize, pow: &[usize]) -> Cube {
        Cube {
            fixed: self.fixed | (1 << j),
            point: self.point + v * pow[j],
        }
    }

    /// Whether outcome `p` agrees with every literal.
    pub(super) fn contains(&self, p: usize, b: usize, pow: &[usize]) -> bool {
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
pub(super) struct Collector<'a> {
    rel: &'a [usize],
    high: std::ops::Range<usize>,
    pow: &'a [usize],
    b: usize,
    keep: usize,
    pub(super) count: usize,
    /// The first cubes in output order, at most `keep`.
    kept: Vec<Cube>,
    pub(super) cubes: Vec<Cube>,
    pub(super) cubes_complete: bool,
}

impl<'a> Collector<'a> {
    pub(super) fn new(
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

    pub(super) fn push(&mut self, cube: Cube) {
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
    pub(super) fn push_cubes(&mut self, prefix: Cube, cubes: &[Cube], min_lits: u32) {
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
    pub(super) fn terms(&self) -> Vec<Term> {
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

/// Steps `point` to the next outcome that differs from it only in the variables `vars`, whose
/// values `digits` counts like an odometer; `false` (and `point` back at the start) once every
/// combination has been visited.
pub(super) fn next_point(
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
