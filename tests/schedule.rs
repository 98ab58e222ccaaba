//! Round-robin schedules against the Berger tables FIDE publishes (Handbook C.05, Annex 1),
//! pinned in `tests/fixtures/schedule/berger.txt`, and the colour rules of several cycles.

use hoshitori::engine::schedule::{self, Options, Pairing, Round};

/// A table's rounds, each a list of games as (first, second) drawing numbers.
type Table = Vec<Vec<(usize, usize)>>;

/// The published tables: (even number of players, its rounds).
fn published() -> Vec<(usize, Table)> {
    let text = std::fs::read_to_string("tests/fixtures/schedule/berger.txt").unwrap();
    let mut tables: Vec<(usize, Table)> = Vec::new();
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

mod common;

use hoshitori::document::league::{GameEntry, League, PlayerEntry};
use hoshitori::document::schedule as league_schedule;
use hoshitori::engine::{First, Outcome};

fn names(n: usize) -> Vec<PlayerEntry> {
    (0..n)
        .map(|i| PlayerEntry::named(format!("P{}", i + 1)))
        .collect()
}

/// A league's pending meetings scheduled by the tables: every meeting in its round, recorded
/// results (and a recorded first mover) kept, the standings as before.
#[test]
fn a_league_scheduled_keeps_its_results() {
    let mut recorded = GameEntry::new("P3", "P1", Outcome::A);
    recorded.first = Some(First::A); // P3 moved first, whatever the table says
    let games = vec![
        GameEntry::new("P2", "P5", Outcome::Draw),
        recorded,
        GameEntry::new("P4", "P5", Outcome::Replayed),
        GameEntry::new("P4", "P5", Outcome::B),
    ];
    let league = League::new(names(7), games);
    let options = Options {
        cycles: 1,
        swap_last_two: false,
    };
    let scheduled = league_schedule::schedule(&league, options).unwrap();
    let table = schedule::berger(7);
    // 21 meetings and the replayed game.
    assert_eq!(scheduled.games.len(), 22);
    for round in &table {
        for p in &round.pairings {
            let (a, b) = (format!("P{}", p.first + 1), format!("P{}", p.second + 1));
            let g: Vec<&GameEntry> = scheduled
                .games
                .iter()
                .filter(|g| {
                    g.result.is_meeting() && ((g.a == a && g.b == b) || (g.a == b && g.b == a))
                })
                .collect();
            assert_eq!(g.len(), 1, "{a} v {b}");
            assert_eq!(g[0].round, Some(round.number), "{a} v {b}");
            let moved_first = if g[0].first == Some(First::A) {
                &g[0].a
            } else {
                &g[0].b
            };
            if (a.as_str(), b.as_str()) != ("P1", "P3") && (a.as_str(), b.as_str()) != ("P3", "P1")
            {
                assert_eq!(moved_first, &a, "{a} v {b}: the table's colours");
            }
        }
    }
    let find = |a: &str, b: &str| {
        scheduled
            .games
            .iter()
            .find(|g| g.a == a && g.b == b && g.result.is_meeting())
            .unwrap()
    };
    assert_eq!(find("P2", "P5").result, Outcome::Draw);
    assert_eq!(find("P3", "P1").result, Outcome::A);
    assert_eq!(find("P3", "P1").first, Some(First::A));
    assert_eq!(find("P4", "P5").result, Outcome::B);
    // The replay sits in the round of the meeting it preceded.
    let replay = scheduled
        .games
        .iter()
        .find(|g| g.result == Outcome::Replayed)
        .unwrap();
    assert_eq!(replay.round, find("P4", "P5").round);
    // The same standings: the schedule only says when.
    let rank = |l: &League| {
        let input = l.input().unwrap();
        let chain = hoshitori::engine::RuleChain::preset("fukui").unwrap();
        let r = hoshitori::engine::rank(&input.table, &chain, &input.options).unwrap();
        r.standings
            .iter()
            .map(|s| (s.player, s.place))
            .collect::<Vec<_>>()
    };
    assert_eq!(rank(&league), rank(&scheduled));
    // Rounds read back: seven, one player resting in each, everyone once.
    let rounds = league_schedule::rounds(&scheduled);
    assert_eq!(rounds.len(), 7);
    let mut rested: Vec<usize> = rounds.iter().flat_map(|r| r.rests.clone()).collect();
    rested.sort();
    assert_eq!(rested, (0..7).collect::<Vec<_>>());
    assert_eq!(league_schedule::next_round(&scheduled, &rounds), Some(1));
    // Scheduled once: a league with rounds is refused, naming the first game with one.
    let again = league_schedule::schedule(&scheduled, options).unwrap_err();
    assert_eq!(again.location().path.as_deref(), Some("games[0].round"));
}

/// A double round robin: a pair's two recorded games are its two meetings, in order.
#[test]
fn a_double_round_robin_scheduled() {
    let games = vec![
        GameEntry::new("P1", "P2", Outcome::A),
        GameEntry::new("P2", "P1", Outcome::A),
    ];
    let league = League::new(names(4), games);
    let scheduled = league_schedule::schedule(
        &league,
        Options {
            cycles: 2,
            swap_last_two: true,
        },
    )
    .unwrap();
    assert_eq!(scheduled.cycles, Some(2));
    assert_eq!(scheduled.games.len(), 12);
    let p12: Vec<&GameEntry> = scheduled
        .games
        .iter()
        .filter(|g| (g.a == "P1" && g.b == "P2") || (g.a == "P2" && g.b == "P1"))
        .collect();
    assert_eq!(p12.len(), 2);
    assert_eq!((p12[0].a.as_str(), p12[0].result), ("P1", Outcome::A));
    assert_eq!((p12[1].a.as_str(), p12[1].result), ("P2", Outcome::A));
    assert!(p12[0].round < p12[1].round);
    let rounds = league_schedule::rounds(&scheduled);
    assert_eq!(rounds.len(), 6);
    assert!(
        rounds
            .iter()
            .all(|r| r.games.len() == 2 && r.rests.is_empty())
    );
}

/// `hoshitori schedule`: a pasted list of players to the rounds, in both languages; a league
/// with rounds shows them; errors name the line.
#[test]
fn the_schedule_command() {
    let list = "名前\tレーティング\nA\t1500\nB\nC\n";
    let (code, out, err) = common::run(
        &["schedule", "--players", "-", "--lang", "en"],
        list.as_bytes(),
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Round 1\n"), "{out}");
    assert!(out.contains("Rests: C\n"), "{out}");
    assert_eq!(out.matches("Round ").count(), 3);
    let (_, ja, _) = common::run(
        &["schedule", "--players", "-", "--lang", "ja"],
        list.as_bytes(),
        None,
    );
    assert!(ja.contains("1回戦\n") && ja.contains("休み："), "{ja}");
    // The league file, scheduled, read back by the same command: the same rounds.
    let (code, file, _) = common::run(
        &["schedule", "--players", "-", "--format", "league"],
        list.as_bytes(),
        None,
    );
    assert_eq!(code, 0);
    let league: League = serde_json::from_str(&file).unwrap();
    assert_eq!(league.players[0].rating, Some(1500));
    assert!(
        league
            .games
            .iter()
            .all(|g| g.round.is_some() && g.result == Outcome::Pending)
    );
    let (code, again, _) = common::run(&["schedule", "-", "--lang", "en"], file.as_bytes(), None);
    assert_eq!((code, again), (0, out.clone()));
    let (code, json, _) = common::run(
        &["schedule", "-", "--format", "json"],
        file.as_bytes(),
        None,
    );
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["rounds"][0]["games"][0]["first"], "B");
    assert_eq!(json["rounds"][0]["rests"][0], "A");
    // Errors name the line of the list.
    let (code, _, err) = common::run(
        &["schedule", "--players", "-", "--lang", "en"],
        b"A\nB\nA\n",
        None,
    );
    assert_eq!(code, 2);
    assert!(err.contains("-:3:") && err.contains("\"A\""), "{err}");
}
