//! Ranking benchmarks. Run with
//!
//! ```text
//! cargo bench --no-default-features --bench rank
//! ```
//!
//! - `rank/table2`, `rank/table10`: a 10-player Fukui league (the spec's tables 2 and 10, the
//!   latter with six tied players, nested mini-leagues and two cycles), ranked with the full
//!   explanation (blocks, steps, mini-leagues, cycles, paths): `hoshitori::engine::league::rank`.
//! - `rank/table10+json`: the same plus building the CLI's JSON document.
//! - `rank/random30`: a 30-player league with every result drawn from a fixed-seed generator.
//! - `rank/tied300+text`: a 300-player league with one game played (299 players tied, a
//!   mini-league of them), ranked and written as text: the text, HTML and SVG reports once
//!   scanned every game for every cell (O(n⁴); 14 s), now one pass (about 5 ms).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use hoshitori::engine::{Crosstable, Game, Outcome, Player, RankOptions, RuleChain, rank};
use hoshitori::format;

fn load(
    name: &str,
) -> (
    hoshitori::document::league::League,
    hoshitori::document::league::Input,
) {
    let path = format!("{}/tests/fixtures/spec/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("fixture");
    format::read_league(&text, name).expect("valid fixture")
}

fn random(n: usize, seed: u64) -> Crosstable {
    let mut x = seed;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let players = (0..n)
        .map(|i| Player {
            name: format!("P{i}"),
            previous_rank: Some((next() % 6) as u32 + 1),
            rating: None,
        })
        .collect();
    let mut games = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            let outcome = [
                Outcome::A,
                Outcome::B,
                Outcome::A,
                Outcome::B,
                Outcome::Draw,
            ][(next() % 5) as usize];
            games.push(Game {
                round: None,
                a,
                b,
                outcome,
                first: None,
            });
        }
    }
    Crosstable::new(players, games).expect("valid")
}

fn bench(c: &mut Criterion) {
    let chain = RuleChain::fukui();
    let mut g = c.benchmark_group("rank");
    for name in ["fukui-table2.json", "fukui-table10.json"] {
        let (_, input) = load(name);
        let id = name.trim_start_matches("fukui-").trim_end_matches(".json");
        g.bench_function(id, |b| {
            b.iter(|| rank(black_box(&input.table), &chain, &input.options).expect("ranks"))
        });
    }
    let (league, input) = load("fukui-table10.json");
    g.bench_function("table10+json", |b| {
        b.iter(|| {
            let r = rank(black_box(&input.table), &chain, &input.options).expect("ranks");
            hoshitori::report::json::ranking(&input.table, &chain, league.seats, None, &r)
        })
    });
    let big = random(30, 0x9e37_79b9_7f4a_7c15);
    g.bench_function("random30", |b| {
        b.iter(|| rank(black_box(&big), &chain, &RankOptions::default()).expect("ranks"))
    });
    let players = (0..300)
        .map(|i| Player {
            name: format!("P{i:03}"),
            previous_rank: None,
            rating: None,
        })
        .collect();
    let one = vec![Game {
        round: None,
        a: 0,
        b: 1,
        outcome: Outcome::A,
        first: None,
    }];
    let tied = Crosstable::new(players, one).expect("valid");
    g.sample_size(10);
    g.bench_function("tied300+text", |b| {
        b.iter(|| {
            let r = rank(black_box(&tied), &chain, &RankOptions::default()).expect("ranks");
            hoshitori::report::text::render(
                hoshitori::lang::Lang::En,
                &tied,
                &chain,
                None,
                None,
                &r,
            )
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
