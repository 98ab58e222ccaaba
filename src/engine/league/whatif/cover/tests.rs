//! Tests of [`condition`](super::condition): every documented property checked on hand-made
//! tables, odd input and random tables, against brute force over every cube and every cover.

use super::bits::low_mask;
use super::*;
use proptest::prelude::*;
use std::cmp::Ordering;

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
    fn go(minterms: &[Vec<u8>], imps: &[Term], chosen: &mut Vec<usize>, best: &mut (usize, usize)) {
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
