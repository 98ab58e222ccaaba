//! A brute-force reference of the Fukui league rules, compared with the engine on thousands of
//! random crosstables.
//!
//! The reference follows `../shared/spec/README.md`, section 1 ("The Fukui league rules", steps
//! (1)-(5) and the "Re-application" paragraph), written as the plain recursive definition and
//! nothing else: it shares no code with `src/engine` (it only uses the engine's public types to
//! build the input and read the answer).
//!
//! - (1) Order by wins, a draw counting half a win. A player whose wins nobody shares is placed
//!   (`1A`); players sharing a number of wins form a tied block.
//! - (2)/(3) A tied block of two is ordered by their head-to-head; a block of three or more by a
//!   mini-league among exactly its players. Every part of two or more that this leaves starts
//!   again, recursively, with only its own members ("Re-application").
//! - (5) If the head-to-head / mini-league separates nobody, order by previous rank (lower is
//!   better); every part of two or more with equal previous rank starts again at (2)/(3) with
//!   only its own members.
//! - If neither separates anybody, the rules cannot decide: the players share places `p..=p+k-1`
//!   (`5C`).
//!
//! Expected labels of decided players: `1A` wins at the top level; `2A` head-to-head in a block
//! of two tied on wins; `3A` split out by a mini-league of three or more; `4A` head-to-head of two
//! left tied by a mini-league; `5A` previous rank; `5B` head-to-head of two left with equal
//! previous rank.

use hoshitori::engine::{
    Crosstable, Game, Outcome, PlaceStatus, Player, RankOptions, RuleChain, rank,
};

// ---------------------------------------------------------------------------------------------
// The reference.
// ---------------------------------------------------------------------------------------------

/// A complete single round robin with every game decided (win, loss or draw).
#[derive(Clone, Debug)]
struct League {
    /// `half[i][j]`: half-points player `i` took from `j` (2 win, 1 draw, 0 loss; 0 on the
    /// diagonal).
    half: Vec<Vec<u32>>,
    /// Previous-term rank, 1 is best; ties allowed.
    prev: Vec<u32>,
}

/// Why a block of two or more players is being resolved: what they tied on.
#[derive(Clone, Copy, Debug, PartialEq)]
enum TiedOn {
    Wins,
    MiniLeague,
    PreviousRank,
}

/// One entry of the final order: a decided player with its label, or an undecided group.
#[derive(Clone, Debug, PartialEq)]
enum Entry {
    Decided(usize, &'static str),
    Undecided(Vec<usize>),
}

/// Splits `players` into groups of equal `key`, best (highest key) first.
fn groups_by<K: Ord + Copy>(players: &[usize], key: impl Fn(usize) -> K) -> Vec<Vec<usize>> {
    let mut keys: Vec<K> = players.iter().map(|&p| key(p)).collect();
    keys.sort();
    keys.dedup();
    keys.reverse();
    keys.into_iter()
        .map(|k| players.iter().copied().filter(|&p| key(p) == k).collect())
        .collect()
}

impl League {
    fn n(&self) -> usize {
        self.prev.len()
    }

    /// Rule (1): the whole league by wins.
    fn order(&self) -> Vec<Entry> {
        let everyone: Vec<usize> = (0..self.n()).collect();
        let wins = |i: usize| -> u32 { self.half[i].iter().sum() };
        let mut out = Vec::new();
        for group in groups_by(&everyone, wins) {
            if group.len() == 1 {
                out.push(Entry::Decided(group[0], "1A"));
            } else {
                self.tied(&group, TiedOn::Wins, &mut out);
            }
        }
        out
    }

    /// Rules (2)-(5) for a block of two or more players, tied on `tied_on`.
    fn tied(&self, block: &[usize], tied_on: TiedOn, out: &mut Vec<Entry>) {
        assert!(block.len() >= 2);
        // (2) head-to-head for two, (3) mini-league for three or more: the same sum, over the
        // games among exactly these players.
        let mini = |i: usize| -> u32 { block.iter().map(|&j| self.half[i][j]).sum() };
        let parts = groups_by(block, mini);
        if parts.len() > 1 {
            let label = if block.len() == 2 {
                match tied_on {
                    TiedOn::Wins => "2A",
                    TiedOn::MiniLeague => "4A",
                    TiedOn::PreviousRank => "5B",
                }
            } else {
                "3A"
            };
            for part in parts {
                if part.len() == 1 {
                    out.push(Entry::Decided(part[0], label));
                } else {
                    // Re-application: the part starts again with only its own members.
                    self.tied(&part, TiedOn::MiniLeague, out);
                }
            }
            return;
        }
        // (5) previous rank, lower is better.
        let parts = groups_by(block, |i| std::cmp::Reverse(self.prev[i]));
        if parts.len() > 1 {
            for part in parts {
                if part.len() == 1 {
                    out.push(Entry::Decided(part[0], "5A"));
                } else {
                    self.tied(&part, TiedOn::PreviousRank, out);
                }
            }
            return;
        }
        // Neither separates anybody: the rules cannot decide.
        out.push(Entry::Undecided(block.to_vec()));
    }

    /// Expected `(place, place_to, label)` per player.
    fn expected(&self) -> Vec<(u32, u32, &'static str)> {
        let mut want = vec![(0, 0, ""); self.n()];
        let mut p = 1u32;
        for e in self.order() {
            match e {
                Entry::Decided(i, label) => {
                    want[i] = (p, p, label);
                    p += 1;
                }
                Entry::Undecided(group) => {
                    let q = p + group.len() as u32 - 1;
                    for &i in &group {
                        want[i] = (p, q, "5C");
                    }
                    p = q + 1;
                }
            }
        }
        want
    }

    /// The same league as the engine's input.
    fn crosstable(&self) -> Crosstable {
        let players = (0..self.n())
            .map(|i| Player {
                name: format!("P{i}"),
                previous_rank: Some(self.prev[i]),
                rating: None,
            })
            .collect();
        let mut games = Vec::new();
        for a in 0..self.n() {
            for b in a + 1..self.n() {
                let outcome = match self.half[a][b] {
                    2 => Outcome::A,
                    1 => Outcome::Draw,
                    _ => Outcome::B,
                };
                games.push(Game {
                    round: None,
                    a,
                    b,
                    outcome,
                    first: None,
                });
            }
        }
        Crosstable::new(players, games).expect("valid crosstable")
    }
}

// ---------------------------------------------------------------------------------------------
// Random leagues.
// ---------------------------------------------------------------------------------------------

/// splitmix64: small, deterministic, good enough for test data.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }

    /// True with probability `percent` / 100.
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// Sets the result of `a` against `b`: 2 a won, 1 draw, 0 b won.
fn set(half: &mut [Vec<u32>], a: usize, b: usize, for_a: u32) {
    half[a][b] = for_a;
    half[b][a] = 2 - for_a;
}

/// A random league. Several shapes, so that ties on wins, cycles, fully tied mini-leagues and
/// equal previous ranks are all common.
fn random_league(rng: &mut Rng, shape: u64) -> League {
    let n = rng.range(3, 12) as usize;
    let max_prev = rng.range(1, 4);
    let prev: Vec<u32> = (0..n).map(|_| rng.range(1, max_prev) as u32).collect();
    let mut half = vec![vec![0u32; n]; n];
    match shape {
        // Coin flips, about 10 % draws.
        0 => {
            for a in 0..n {
                for b in a + 1..n {
                    let r = if rng.chance(10) {
                        1
                    } else if rng.chance(50) {
                        2
                    } else {
                        0
                    };
                    set(&mut half, a, b, r);
                }
            }
        }
        // Coin flips, no draws (the paper's 50/50 model).
        1 => {
            for a in 0..n {
                for b in a + 1..n {
                    set(&mut half, a, b, if rng.chance(50) { 2 } else { 0 });
                }
            }
        }
        // Cycle-heavy: players fall into tiers; a higher tier usually beats a lower one, and
        // inside a tier the results go round a circle (i beats the next ⌊k/2⌋ players of the
        // tier), with a few results flipped or drawn.
        _ => {
            let tiers = rng.range(1, 3);
            let tier: Vec<u64> = (0..n).map(|_| rng.range(1, tiers)).collect();
            for a in 0..n {
                for b in a + 1..n {
                    let r = if tier[a] != tier[b] {
                        let a_higher = tier[a] > tier[b];
                        if rng.chance(85) == a_higher { 2 } else { 0 }
                    } else {
                        let members: Vec<usize> = (0..n).filter(|&i| tier[i] == tier[a]).collect();
                        let k = members.len();
                        let pa = members.iter().position(|&i| i == a).unwrap();
                        let pb = members.iter().position(|&i| i == b).unwrap();
                        let d = (pb + k - pa) % k; // how far b comes after a round the circle
                        if k % 2 == 0 && d == k / 2 {
                            if rng.chance(50) { 2 } else { 0 }
                        } else if d <= k / 2 {
                            2
                        } else {
                            0
                        }
                    };
                    let r = if rng.chance(8) {
                        if rng.chance(50) { 1 } else { 2 - r }
                    } else {
                        r
                    };
                    set(&mut half, a, b, r);
                }
            }
        }
    }
    // Shuffle the player indices so that structure is not tied to index order.
    let mut perm: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = rng.range(0, i as u64) as usize;
        perm.swap(i, j);
    }
    let mut shuffled = vec![vec![0u32; n]; n];
    for a in 0..n {
        for b in 0..n {
            shuffled[perm[a]][perm[b]] = half[a][b];
        }
    }
    let mut prev_shuffled = vec![0; n];
    for a in 0..n {
        prev_shuffled[perm[a]] = prev[a];
    }
    League {
        half: shuffled,
        prev: prev_shuffled,
    }
}

// ---------------------------------------------------------------------------------------------
// The comparison.
// ---------------------------------------------------------------------------------------------

/// Ranks `league` with the engine and compares with the reference; `Err` describes the first
/// difference.
fn compare(league: &League) -> Result<(), String> {
    let table = league.crosstable();
    let ranking = rank(&table, &RuleChain::fukui(), &RankOptions::default())
        .map_err(|e| format!("engine error: {e:?}"))?;
    let want = league.expected();
    if ranking.standings.len() != league.n() {
        return Err(format!(
            "{} standings for {} players",
            ranking.standings.len(),
            league.n()
        ));
    }
    let mut seen = vec![false; league.n()];
    for s in &ranking.standings {
        let i = s.player;
        if seen[i] {
            return Err(format!("P{i} appears twice"));
        }
        seen[i] = true;
        let got = (s.place, s.place_to, s.decided_by.label.as_str());
        if got != want[i] {
            return Err(format!("P{i}: expected {:?}, engine {:?}", want[i], got));
        }
        let status = if s.place == s.place_to {
            PlaceStatus::Decided
        } else if s.place == 1 {
            // The title is at stake (rule 8); no seat line without `seats`.
            PlaceStatus::Playoff
        } else {
            PlaceStatus::Shared
        };
        if s.status != status {
            return Err(format!(
                "P{i}: expected status {status:?}, engine {:?}",
                s.status
            ));
        }
    }
    Ok(())
}

/// A readable dump of a league for failure messages.
fn describe(league: &League) -> String {
    let n = league.n();
    let mut s = String::from("     prev ");
    for j in 0..n {
        s += &format!("{:>4}", format!("P{j}"));
    }
    s += "  wins\n";
    for i in 0..n {
        s += &format!("{:>4} {:>4} ", format!("P{i}"), league.prev[i]);
        for j in 0..n {
            let c = if i == j {
                "-"
            } else {
                match league.half[i][j] {
                    2 => "W",
                    1 => "D",
                    _ => "L",
                }
            };
            s += &format!("{c:>4}");
        }
        let w: u32 = league.half[i].iter().sum();
        s += &format!("  {}\n", w as f64 / 2.0);
    }
    s
}

fn run(seed_base: u64, count: u64, shape: u64) -> (u64, u64) {
    let mut undecided = 0;
    let mut deep = 0;
    for k in 0..count {
        let mut rng = Rng(seed_base ^ k.wrapping_mul(0x2545_F491_4F6C_DD1D));
        let league = random_league(&mut rng, shape);
        if let Err(msg) = compare(&league) {
            panic!(
                "shape {shape}, case {k}: {msg}\n{}\nreference order: {:?}",
                describe(&league),
                league.order()
            );
        }
        let order = league.order();
        if order.iter().any(|e| matches!(e, Entry::Undecided(_))) {
            undecided += 1;
        }
        if order
            .iter()
            .any(|e| matches!(e, Entry::Decided(_, "4A" | "5B")))
        {
            deep += 1;
        }
    }
    (undecided, deep)
}

#[test]
fn engine_matches_reference_coin_flips_with_draws() {
    let (undecided, deep) = run(0x1111, 2000, 0);
    // The generator does exercise the interesting cases.
    assert!(
        undecided > 50,
        "only {undecided} tables with undecided places"
    );
    assert!(deep > 50, "only {deep} tables with 4A/5B decisions");
}

#[test]
fn engine_matches_reference_coin_flips_no_draws() {
    let (undecided, deep) = run(0x2222, 1500, 1);
    assert!(
        undecided > 50,
        "only {undecided} tables with undecided places"
    );
    assert!(deep > 50, "only {deep} tables with 4A/5B decisions");
}

#[test]
fn engine_matches_reference_cycle_heavy() {
    let (undecided, deep) = run(0x3333, 2000, 2);
    assert!(
        undecided > 50,
        "only {undecided} tables with undecided places"
    );
    assert!(deep > 20, "only {deep} tables with 4A/5B decisions");
}

/// Every label of the paper's steps that decides a place occurs somewhere in the random tables,
/// so the comparison above is not vacuous for any of them.
#[test]
fn every_label_is_exercised() {
    let mut labels = std::collections::BTreeSet::new();
    for shape in 0..3 {
        for k in 0..500u64 {
            let mut rng = Rng(0x4444 ^ shape ^ k.wrapping_mul(0x2545_F491_4F6C_DD1D));
            for e in random_league(&mut rng, shape).order() {
                labels.insert(match e {
                    Entry::Decided(_, l) => l,
                    Entry::Undecided(_) => "5C",
                });
            }
        }
    }
    let all: std::collections::BTreeSet<&str> = ["1A", "2A", "3A", "4A", "5A", "5B", "5C"].into();
    assert_eq!(labels, all);
}

/// The reference itself on the spec's table 18 pattern in small: three players in a cycle with
/// equal previous rank cannot be decided; with previous ranks 1, 2, 2 the first is placed by
/// 5A and the other two by their head-to-head, 5B.
#[test]
fn reference_sanity() {
    let mut half = vec![vec![0; 3]; 3];
    set(&mut half, 0, 1, 2);
    set(&mut half, 1, 2, 2);
    set(&mut half, 2, 0, 2);
    let league = League {
        half: half.clone(),
        prev: vec![1, 1, 1],
    };
    assert_eq!(league.order(), vec![Entry::Undecided(vec![0, 1, 2])]);
    compare(&league).unwrap();
    let league = League {
        half,
        prev: vec![2, 1, 2],
    };
    assert_eq!(
        league.order(),
        vec![
            Entry::Decided(1, "5A"),
            Entry::Decided(2, "5B"),
            Entry::Decided(0, "5B")
        ]
    );
    compare(&league).unwrap();
}
