//! `engine::league::whatif::cover` on tables of the sizes the what-if engine builds (up to 2^21
//! outcomes), through the public API only. The small cases, the brute-force comparisons and the
//! property tests live in the module itself.
//!
//! Each case prints how long `condition` took; for the numbers quoted in the module's
//! documentation run it optimised, in a target directory of its own:
//! `CARGO_TARGET_DIR=/tmp/cover-target cargo test --release --no-default-features --test cover -- --nocapture`.

use std::time::Instant;

use hoshitori::engine::league::whatif::cover::{Condition, Cover, Limits, Table, Term, condition};

/// A table from a predicate over the values of the games, variable 0 the fastest.
fn table_of(vars: usize, base: u8, f: impl Fn(&[u8]) -> bool) -> Vec<u64> {
    let n = (base as usize).pow(vars as u32);
    let mut bits = vec![0u64; n.div_ceil(64)];
    let mut d = vec![0u8; vars];
    for i in 0..n {
        if f(&d) {
            bits[i / 64] |= 1 << (i % 64);
        }
        for x in d.iter_mut() {
            if *x + 1 < base {
                *x += 1;
                break;
            }
            *x = 0;
        }
    }
    bits
}

/// Every game among `players` pending; the target: player 0 finishes in the top `seats` by
/// points (2 a win, 1 a draw), ties going his way.
fn league(players: usize, seats: usize, base: u8) -> (usize, Vec<u64>) {
    let games: Vec<(usize, usize)> = (0..players)
        .flat_map(|a| (a + 1..players).map(move |b| (a, b)))
        .collect();
    let bits = table_of(games.len(), base, |d| {
        let mut points = vec![0u32; players];
        for (&(a, b), &v) in games.iter().zip(d) {
            match (base, v) {
                (_, 0) => points[a] += 2,
                (3, 1) => {
                    points[a] += 1;
                    points[b] += 1;
                }
                _ => points[b] += 2,
            }
        }
        (1..players).filter(|&q| points[q] > points[0]).count() < seats
    });
    (games.len(), bits)
}

fn bit(bits: &[u64], i: usize) -> bool {
    (bits[i / 64] >> (i % 64)) & 1 == 1
}

/// Whether the target holds on every outcome `term` stands for.
fn implicant(vars: usize, base: u8, bits: &[u64], term: &Term) -> bool {
    let pow: Vec<usize> = (0..vars).map(|k| (base as usize).pow(k as u32)).collect();
    let fixed: usize = term.iter().map(|&(k, v)| v as usize * pow[k]).sum();
    let free: Vec<usize> = (0..vars)
        .filter(|k| term.iter().all(|&(j, _)| j != *k))
        .collect();
    let mut digits = vec![0usize; free.len()];
    let mut point = fixed;
    loop {
        if !bit(bits, point) {
            return false;
        }
        let mut carried = true;
        for (d, &k) in digits.iter_mut().zip(&free) {
            if *d + 1 < base as usize {
                *d += 1;
                point += pow[k];
                carried = false;
                break;
            }
            point -= (base as usize - 1) * pow[k];
            *d = 0;
        }
        if carried {
            return true;
        }
    }
}

/// Runs `condition`, prints the time taken, checks what can be checked cheaply at this size
/// (the counts, every term shown is an implicant over `depends_on`, widest first) and returns it.
fn check(name: &str, vars: usize, base: u8, bits: &[u64]) -> Condition {
    let limits = Limits::default();
    let start = Instant::now();
    let got = condition(&Table { vars, base, bits }, &limits);
    let took = start.elapsed();
    let outcomes = (base as usize).pow(vars as u32);
    let holds = (0..outcomes).filter(|&i| bit(bits, i)).count();
    assert_eq!(got.outcomes, outcomes as u64, "{name}");
    assert_eq!(got.holds, holds as u64, "{name}");
    let (shown, count, minimal) = match &got.cover {
        Cover::Terms { terms, minimal } => (terms.clone(), terms.len(), *minimal),
        Cover::Summary {
            terms,
            minimal,
            shown,
        } => (shown.clone(), *terms, *minimal),
        Cover::Always | Cover::Never => (Vec::new(), 0, true),
    };
    assert!(shown.len() <= limits.max_terms.max(count), "{name}");
    assert!(shown.windows(2).all(|w| w[0].len() <= w[1].len()), "{name}");
    for term in &shown {
        assert!(
            term.iter().all(|(k, _)| got.depends_on.contains(k)),
            "{name}"
        );
        assert!(implicant(vars, base, bits, term), "{name}: {term:?}");
    }
    println!(
        "{name:44} {:>9.2} ms  depends on {:2}  {count} terms, minimal: {minimal}",
        took.as_secs_f64() * 1e3,
        got.depends_on.len()
    );
    got
}

fn wins(d: &[u8], games: &[usize]) -> usize {
    games.iter().filter(|&&k| d[k] == 1).count()
}

#[test]
fn twenty_games_four_relevant() {
    let bits = table_of(20, 2, |d| d[3] == 1 && wins(d, &[7, 12, 19]) >= 2);
    let got = check("20 games, 4 relevant", 20, 2, &bits);
    assert_eq!(got.depends_on, vec![3, 7, 12, 19]);
    assert_eq!(
        got.cover,
        Cover::Terms {
            terms: vec![
                vec![(3, 1), (7, 1), (12, 1)],
                vec![(3, 1), (7, 1), (19, 1)],
                vec![(3, 1), (12, 1), (19, 1)],
            ],
            minimal: true,
        }
    );
}

#[test]
fn twenty_games_twelve_relevant() {
    let games: Vec<usize> = (0..12).map(|i| i * 5 / 3).collect();
    let bits = table_of(20, 2, |d| wins(d, &games) >= 6);
    let got = check("20 games, at least 6 of 12 won", 20, 2, &bits);
    assert_eq!(got.depends_on, games);
    // Every choice of 6 of the 12 games, each term essential.
    assert!(matches!(
        got.cover,
        Cover::Summary {
            terms: 924,
            minimal: true,
            ..
        }
    ));
}

#[test]
fn twenty_two_games_fourteen_relevant() {
    let games: Vec<usize> = (0..14).map(|i| i * 3 / 2).collect();
    let bits = table_of(22, 2, |d| wins(d, &games) >= 7 && d[21] == 0);
    let got = check("22 games, at least 7 of 14 won, game 21 lost", 22, 2, &bits);
    let mut depends = games.clone();
    depends.push(21);
    assert_eq!(got.depends_on, depends);
    assert!(matches!(got.cover, Cover::Summary { terms: 3432, .. }));
}

#[test]
fn full_leagues() {
    for (players, seats, base) in [(7, 1, 2), (7, 3, 2), (5, 2, 3)] {
        let (vars, bits) = league(players, seats, base);
        let name = format!("{players} players, top {seats}, base {base}");
        let got = check(&name, vars, base, &bits);
        assert_eq!(got.depends_on, (0..vars).collect::<Vec<_>>(), "{name}");
    }
}
