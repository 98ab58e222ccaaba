//! Round-robin schedules against the Berger tables FIDE publishes (Handbook C.05, Annex 1),
//! pinned in `tests/fixtures/schedule/berger.txt`, and the colour rules of several cycles.

use hoshitori::engine::schedule::{self, Options, Pairing, Round};

/// The published tables: (even number of players, rounds of pairs by draw number).
fn published() -> Vec<(usize, Vec<Vec<(usize, usize)>>)> {
    let text = std::fs::read_to_string("tests/fixtures/schedule/berger.txt").unwrap();
    let mut tables: Vec<(usize, Vec<Vec<(usize, usize)>>)> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        if let Some(n) = line.strip_prefix("players ") {
            tables.push((n.parse().unwrap(), Vec::new()));
            continue;
        }
        let (number, games) = line.split_once(": ").unwrap();
        let table = &mut tables.last_mut().unwrap().1;
        assert_eq!(number.parse::<usize>().unwrap(), table.len() + 1);
        table.push(
            games
                .split(' ')
                .map(|g| {
                    let (a, b) = g.split_once('-').unwrap();
                    (a.parse().unwrap(), b.parse().unwrap())
                })
                .collect(),
        );
    }
    tables
}

/// A schedule as draw numbers, the rest as `(r, 0)`, for comparing with the table.
fn numbered(rounds: &[Round]) -> Vec<Vec<(usize, usize)>> {
    rounds
        .iter()
        .map(|r| {
            let mut v: Vec<_> = r
                .pairings
                .iter()
                .map(|p| (p.first + 1, p.second + 1))
                .collect();
            if let Some(rest) = r.rest {
                v.push((rest + 1, 0));
            }
            v
        })
        .collect()
}

/// `n` players (odd or even) against the published table of `n` rounded up to even: the same
/// games in the same order and colours, the game against the missing player a rest.
fn check(n: usize, table: &[Vec<(usize, usize)>]) {
    let want: Vec<Vec<(usize, usize)>> = table
        .iter()
        .map(|round| {
            let mut games: Vec<_> = round
                .iter()
                .copied()
                .filter(|&(a, b)| a <= n && b <= n)
                .collect();
            if let Some(&(a, b)) = round.iter().find(|&&(a, b)| a > n || b > n) {
                games.push((a.min(b), 0));
            }
            games
        })
        .collect();
    assert_eq!(numbered(&schedule::berger(n)), want, "{n} players");
}

#[test]
fn berger_tables_3_to_16() {
    let tables = published();
    assert_eq!(
        tables.iter().map(|t| t.0).collect::<Vec<_>>(),
        [4, 6, 8, 10, 12, 14, 16]
    );
    for (even, table) in &tables {
        assert_eq!(table.len(), even - 1);
        check(*even, table);
        check(even - 1, table);
    }
}

/// Whether `p` moves first in each round (`None` resting).
fn colours(rounds: &[Round], p: usize) -> Vec<Option<bool>> {
    rounds
        .iter()
        .map(|r| {
            r.pairings
                .iter()
                .find(|g| g.first == p || g.second == p)
                .map(|g| g.first == p)
        })
        .collect()
}

#[test]
fn second_cycle_reverses_the_colours() {
    for n in 3..=16 {
        let one = schedule::berger(n);
        let two = schedule::round_robin(
            n,
            Options {
                cycles: 2,
                swap_last_two: false,
            },
        );
        assert_eq!(two.len(), 2 * one.len());
        for (k, r) in two.iter().enumerate() {
            assert_eq!(r.number as usize, k + 1);
        }
        for (a, b) in one.iter().zip(&two[one.len()..]) {
            let flipped: Vec<Pairing> = a
                .pairings
                .iter()
                .map(|p| Pairing {
                    first: p.second,
                    second: p.first,
                })
                .collect();
            assert_eq!(b.pairings, flipped);
            assert_eq!(b.rest, a.rest);
        }
        // Four cycles (the RIF's three players): the colours alternate cycle by cycle.
        let four = schedule::round_robin(
            n,
            Options {
                cycles: 4,
                swap_last_two: false,
            },
        );
        assert_eq!(four[..2 * one.len()], two[..]);
        assert_eq!(
            four[2 * one.len()..],
            two[..]
                .iter()
                .cloned()
                .enumerate()
                .map(|(k, mut r)| {
                    r.number = (2 * one.len() + k + 1) as u32;
                    r
                })
                .collect::<Vec<_>>()[..]
        );
    }
}

/// FIDE's recommendation for a double round robin: with the last two rounds of the first cycle
/// exchanged, nobody with an even number of players has the same colour three rounds running,
/// which the plain tables give to some player from 4 players on.
#[test]
fn swapping_the_last_two_rounds_avoids_three_in_a_row() {
    let three_running = |rounds: &[Round], n: usize| {
        (0..n).any(|p| {
            let c: Vec<bool> = colours(rounds, p).into_iter().flatten().collect();
            c.windows(3).any(|w| w[0] == w[1] && w[1] == w[2])
        })
    };
    for n in (4..=16).step_by(2) {
        let plain = schedule::round_robin(
            n,
            Options {
                cycles: 2,
                swap_last_two: false,
            },
        );
        let swapped = schedule::round_robin(
            n,
            Options {
                cycles: 2,
                swap_last_two: true,
            },
        );
        assert!(three_running(&plain, n), "{n} players, plain");
        assert!(!three_running(&swapped, n), "{n} players, swapped");
        let per = n - 1;
        assert_eq!(swapped[per - 2].pairings, plain[per - 1].pairings);
        assert_eq!(swapped[per - 1].pairings, plain[per - 2].pairings);
        assert_eq!(swapped[per..], plain[per..]);
    }
}

/// In one cycle of an even number the colours are as even as they can be: everybody has the
/// first move `n/2` or `n/2 - 1` times; with an odd number, `(n-1)/2` times each.
#[test]
fn colours_are_balanced() {
    for n in 2..=30 {
        let rounds = schedule::berger(n);
        for p in 0..n {
            let firsts = colours(&rounds, p)
                .into_iter()
                .flatten()
                .filter(|&f| f)
                .count();
            if n % 2 == 0 {
                assert!(
                    firsts == n / 2 || firsts == n / 2 - 1,
                    "{n} players, player {p}"
                );
            } else {
                assert_eq!(firsts, (n - 1) / 2, "{n} players, player {p}");
            }
        }
    }
}

/// A second stage among players who met before gives each pair the colours of their first game
/// reversed.
#[test]
fn reversed_against_an_earlier_game() {
    let first = schedule::berger(8);
    let moved_first = |a: usize, b: usize| {
        first.iter().flat_map(|r| &r.pairings).find_map(|p| {
            (p.first == a && p.second == b)
                .then_some(true)
                .or((p.first == b && p.second == a).then_some(false))
        })
    };
    // The group of places 1-4, say draw numbers 2, 5, 7 and 8.
    let group = [1usize, 4, 6, 7];
    let mut second = schedule::berger(group.len());
    schedule::reverse_against(&mut second, |a, b| moved_first(group[a], group[b]));
    for p in second.iter().flat_map(|r| &r.pairings) {
        assert_eq!(moved_first(group[p.first], group[p.second]), Some(false));
    }
}
