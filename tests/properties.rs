//! Property tests of the engine over generated crosstables.
//!
//! Leagues of 3 to 12 players; every pair meets zero, one or two times, with outcomes drawn from
//! every [`Outcome`] (wins, draws, forfeits, double forfeits, void and pending games); previous
//! ranks in `1..=4` or none; an optional seat line. Each table is ranked under the presets
//! (`fukui`, `jp-pro-league`, `rif-round-robin`), a few fixed custom chains and a random custom
//! chain, and the output is checked against the invariants documented in
//! `src/engine/ranking.rs`, plus invariance under renaming and reordering the players,
//! determinism, monotonicity in points, and that appending a criterion only refines a ranking.

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;

use hoshitori::engine::{
    Criterion, Crosstable, DecisionKind, Game, Outcome, PlaceStatus, Player, PlayoffScope,
    RankOptions, Ranking, RuleChain, Standing, rank,
};

// ---------------------------------------------------------------------------------------------
// Generators.
// ---------------------------------------------------------------------------------------------

/// A generated league: previous ranks, games, and a seat line.
#[derive(Clone, Debug)]
struct Gen {
    prev: Vec<Option<u32>>,
    games: Vec<Game>,
    seats: Option<u32>,
}

impl Gen {
    fn n(&self) -> usize {
        self.prev.len()
    }

    fn table_named(&self, name: impl Fn(usize) -> String) -> Crosstable {
        let players = self
            .prev
            .iter()
            .enumerate()
            .map(|(i, &previous_rank)| Player {
                name: name(i),
                previous_rank,
                rating: None,
            })
            .collect();
        Crosstable::new(players, self.games.clone()).expect("generated crosstable is valid")
    }

    fn table(&self) -> Crosstable {
        self.table_named(|i| format!("P{i}"))
    }

    fn options(&self) -> RankOptions {
        RankOptions {
            seats: self.seats,
            ..RankOptions::default()
        }
    }
}

/// Any outcome, decisive results most often.
fn any_outcome() -> impl Strategy<Value = Outcome> {
    prop_oneof![
        8 => Just(Outcome::A),
        8 => Just(Outcome::B),
        3 => Just(Outcome::Draw),
        1 => Just(Outcome::AByForfeit),
        1 => Just(Outcome::BByForfeit),
        1 => Just(Outcome::DoubleForfeit),
        1 => Just(Outcome::Void),
        2 => Just(Outcome::Pending),
    ]
}

/// Wins and losses only (many ties on points and many cycles), an occasional draw.
fn decisive_outcome() -> impl Strategy<Value = Outcome> {
    prop_oneof![10 => Just(Outcome::A), 10 => Just(Outcome::B), 1 => Just(Outcome::Draw)]
}

fn league_with(outcome: BoxedStrategy<Outcome>, repeats: bool) -> impl Strategy<Value = Gen> {
    (3usize..=12).prop_flat_map(move |n| {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        let m = pairs.len();
        // Per pair: how many games (0: none, 1: twice, else once), the two outcomes, whether
        // the second game has the colours swapped, whether the games carry round numbers.
        let meetings = if repeats { 0u8..12 } else { 2u8..3 };
        (
            vec(proptest::option::weighted(0.8, 1u32..=4), n),
            vec(
                (
                    meetings,
                    outcome.clone(),
                    outcome.clone(),
                    any::<bool>(),
                    any::<bool>(),
                ),
                m,
            ),
            proptest::option::of(1u32..n as u32),
        )
            .prop_map(move |(prev, cells, seats)| {
                let mut games = Vec::new();
                for (&(a, b), &(k, o1, o2, swap, rounds)) in pairs.iter().zip(&cells) {
                    let count = match k {
                        0 => 0,
                        1 => 2,
                        _ => 1,
                    };
                    for g in 0..count {
                        let (a, b) = if swap && g == 1 { (b, a) } else { (a, b) };
                        games.push(Game {
                            round: rounds.then_some(g + 1),
                            a,
                            b,
                            outcome: if g == 0 { o1 } else { o2 },
                            first: None,
                        });
                    }
                }
                Gen { prev, games, seats }
            })
    })
}

/// Valid leagues: a mix of messy ones (every outcome, repeated and missing games) and single
/// round robins of decisive games (lots of ties and cycles).
fn league() -> impl Strategy<Value = Gen> {
    prop_oneof![
        league_with(any_outcome().boxed(), true),
        league_with(decisive_outcome().boxed(), false),
    ]
}

fn criterion() -> impl Strategy<Value = Criterion> {
    select(Criterion::ALL.to_vec())
}

/// The chains every table is ranked under: the presets, fixed custom chains, `custom` as a
/// custom chain, and fukui with `custom`'s first criterion appended.
fn chains(custom: &[Criterion]) -> Vec<RuleChain> {
    let mut fukui_plus = RuleChain::fukui();
    fukui_plus.criteria.push(custom[0]);
    vec![
        RuleChain::fukui(),
        RuleChain::jp_pro_league(),
        RuleChain::rif_round_robin(),
        RuleChain::parse("PTS,SB,DE,WIN").unwrap(),
        RuleChain::parse("PTS,DE,PREV").unwrap(),
        RuleChain::parse("WIN,BH,KS,DE,PREV").unwrap(),
        RuleChain::parse("DE,PTS").unwrap(),
        RuleChain::custom(custom.to_vec()).unwrap(),
        fukui_plus,
    ]
}

fn ranked(table: &Crosstable, chain: &RuleChain, options: &RankOptions) -> Ranking {
    rank(table, chain, options).expect("ranking without recorded playoffs cannot fail")
}

/// The standing of each player, by player index.
fn by_player(r: &Ranking) -> Vec<&Standing> {
    let mut out: Vec<Option<&Standing>> = vec![None; r.standings.len()];
    for s in &r.standings {
        out[s.player] = Some(s);
    }
    out.into_iter()
        .map(|s| s.expect("every player has a standing"))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Invariant checks.
// ---------------------------------------------------------------------------------------------

/// Standings in place order, every player once, places from 1, groups sharing `place..=place_to`
/// exactly as many as the range, the next group at `place_to + 1`; the status agrees with the
/// width of the range and the chain's playoff policy.
fn check_places(
    r: &Ranking,
    n: usize,
    chain: &RuleChain,
    seats: Option<u32>,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(r.standings.len(), n);
    let mut seen = vec![false; n];
    let mut next = 1u32;
    let mut k = 0;
    while k < n {
        let first = &r.standings[k];
        prop_assert_eq!(first.place, next, "standing {} of {:?}", k, chain.id);
        prop_assert!(first.place_to >= first.place);
        let width = (first.place_to - first.place + 1) as usize;
        prop_assert!(
            k + width <= n,
            "range {}..={} overruns",
            first.place,
            first.place_to
        );
        for s in &r.standings[k..k + width] {
            prop_assert!(s.player < n);
            prop_assert!(!seen[s.player], "player {} twice", s.player);
            seen[s.player] = true;
            prop_assert_eq!((s.place, s.place_to), (first.place, first.place_to));
            if width == 1 {
                prop_assert_eq!(s.status, PlaceStatus::Decided);
            } else {
                prop_assert!(matches!(
                    s.status,
                    PlaceStatus::Shared | PlaceStatus::Playoff
                ));
            }
            if chain.title_by_playoff_only() {
                if s.status == PlaceStatus::Playoff {
                    prop_assert_eq!(s.place, 1);
                }
            } else {
                let title = width > 1 && s.place == 1;
                let seat = width > 1 && seats.is_some_and(|t| s.place <= t && t < s.place_to);
                let at_stake = match chain.playoff {
                    PlayoffScope::None => false,
                    PlayoffScope::Title => title,
                    PlayoffScope::Seats => seat,
                    PlayoffScope::TitleAndSeats => title || seat,
                    PlayoffScope::All => width > 1,
                };
                prop_assert_eq!(s.status == PlaceStatus::Playoff, at_stake);
            }
        }
        next = first.place_to + 1;
        k += width;
    }
    prop_assert_eq!(next as usize, n + 1);
    Ok(())
}

/// The block tree of `src/engine/ranking.rs`: `blocks[0]` is the whole league; every other block
/// a strict subset of its parent, formed by a tie on the parent's splitting step; children in
/// place order; a block's players in final order. Their places are checked by
/// [`check_block_places`].
fn check_blocks(r: &Ranking, n: usize) -> Result<(), TestCaseError> {
    prop_assert!(!r.blocks.is_empty());
    let root = &r.blocks[0];
    prop_assert_eq!(root.parent, None);
    prop_assert_eq!(root.formed_by, None);
    let mut all = root.players.clone();
    all.sort_unstable();
    prop_assert_eq!(all, (0..n).collect::<Vec<_>>());
    prop_assert_eq!((root.place, root.place_to), (1, n as u32));

    let position: Vec<usize> = {
        let mut pos = vec![0; n];
        for (k, s) in r.standings.iter().enumerate() {
            pos[s.player] = k;
        }
        pos
    };
    for (id, b) in r.blocks.iter().enumerate() {
        prop_assert_eq!(b.id, id);
        prop_assert!(!b.players.is_empty());
        prop_assert_eq!(
            b.place_to as usize - b.place as usize + 1,
            b.players.len(),
            "block {} places {}..={}",
            id,
            b.place,
            b.place_to
        );
        // Players in final order, at their places.
        for w in b.players.windows(2) {
            prop_assert!(
                position[w[0]] < position[w[1]],
                "block {} lists {} before {}",
                id,
                w[0],
                w[1]
            );
        }
        if id > 0 {
            let parent_id = b.parent.expect("only blocks[0] has no parent");
            prop_assert!(parent_id < id, "parents before children");
            let parent = &r.blocks[parent_id];
            prop_assert!(parent.children.contains(&id));
            prop_assert!(b.players.len() < parent.players.len(), "strict subset");
            prop_assert!(b.players.len() >= 2, "a tied block holds two or more");
            for p in &b.players {
                prop_assert!(parent.players.contains(p));
            }
            // Formed by a tie on the parent's splitting step: the parent's last step split it,
            // and this block is one of its parts.
            let step = parent.steps.last().expect("a parent ran a step");
            prop_assert!(step.split());
            prop_assert_eq!(b.formed_by, Some(step.criterion));
            let mut mine = b.players.clone();
            mine.sort_unstable();
            prop_assert!(
                step.parts.iter().any(|part| {
                    let mut part = part.clone();
                    part.sort_unstable();
                    part == mine
                }),
                "block {} is not a part of its parent's split",
                id
            );
        }
        // Children: disjoint, in place order.
        let mut last_to = 0;
        for &c in &b.children {
            prop_assert!(c < r.blocks.len());
            prop_assert_eq!(r.blocks[c].parent, Some(id));
            prop_assert!(r.blocks[c].place > last_to);
            last_to = r.blocks[c].place_to;
        }
    }
    // Every decision names a block holding the player.
    for s in &r.standings {
        let b = &r.blocks[s.decided_by.block];
        prop_assert!(b.players.contains(&s.player));
        if let DecisionKind::Criterion { criterion } = s.decided_by.kind {
            let step = s
                .decided_by
                .step
                .expect("a criterion decision names its step");
            prop_assert_eq!(b.steps[step].criterion, criterion);
        }
    }
    Ok(())
}

/// The last invariants of the block tree in `src/engine/ranking.rs`: a player whose place the
/// rules fixed or shared lies inside the range of every block holding him; a playoff moves players
/// only inside the range of its own block (`Playoff::block`), and every player it concerns is in
/// that block.
fn check_block_places(r: &Ranking) -> Result<(), TestCaseError> {
    let standing = by_player(r);
    for (id, b) in r.blocks.iter().enumerate() {
        for &p in &b.players {
            let s = standing[p];
            if matches!(
                s.status,
                PlaceStatus::Playoff | PlaceStatus::DecidedByPlayoff
            ) {
                continue;
            }
            prop_assert!(
                b.place <= s.place && s.place_to <= b.place_to,
                "block {} ({}..={}) holds player {} at {}..={}",
                id,
                b.place,
                b.place_to,
                p,
                s.place,
                s.place_to
            );
        }
    }
    for (k, po) in r.playoffs.iter().enumerate() {
        let b = &r.blocks[po.block];
        prop_assert!(
            b.place <= po.place && po.place_to <= b.place_to,
            "playoff {} outside block {}",
            k,
            po.block
        );
        for &p in &po.players {
            let s = standing[p];
            prop_assert!(
                b.players.contains(&p),
                "playoff {} player {} not in block {}",
                k,
                p,
                po.block
            );
            prop_assert!(
                b.place <= s.place && s.place_to <= b.place_to,
                "playoff {} moved player {} to {}..={}, outside block {} ({}..={})",
                k,
                p,
                s.place,
                s.place_to,
                po.block,
                b.place,
                b.place_to
            );
        }
    }
    Ok(())
}

/// Every cycle: three or more distinct players of its block, each beating the next and the last
/// beating the first (more points in their games against each other).
fn check_cycles(r: &Ranking, table: &Crosstable) -> Result<(), TestCaseError> {
    for c in &r.cycles {
        prop_assert!(c.block < r.blocks.len());
        let block = &r.blocks[c.block];
        prop_assert!(c.order.len() >= 3);
        let mut distinct = c.order.clone();
        distinct.sort_unstable();
        distinct.dedup();
        prop_assert_eq!(distinct.len(), c.order.len());
        for &p in &c.order {
            prop_assert!(
                block.players.contains(&p),
                "cycle player {} not in block",
                p
            );
        }
        for k in 0..c.order.len() {
            let i = c.order[k];
            let j = c.order[(k + 1) % c.order.len()];
            prop_assert!(
                table.pair(i, j).points > table.pair(j, i).points,
                "cycle {:?}: {} did not beat {}",
                c.order,
                i,
                j
            );
        }
    }
    Ok(())
}

/// `(place, place_to, label, status)` by player.
fn places(r: &Ranking) -> Vec<(u32, u32, String, PlaceStatus)> {
    by_player(r)
        .into_iter()
        .map(|s| (s.place, s.place_to, s.decided_by.label.clone(), s.status))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Properties.
// ---------------------------------------------------------------------------------------------

/// Found by `blocks_hold_their_players_places` under `jp-pro-league`: a 3-cycle (0 beat 1, 1 beat
/// 2, 2 beat 0), all on one point; player 2 has previous rank 1, players 0 and 1 are new entrants.
/// Seniority puts 2 first, head-to-head 0 before 1 (block {0, 1}, places 2..=3); the title tie
/// sends 2 and 0 to a playoff for places 1..=2, which lies outside block {0, 1} but inside the
/// block of everyone tied for first, the playoff's block.
#[test]
fn jp_title_playoff_stays_inside_the_block_of_the_title_tie() {
    let g = Gen {
        prev: vec![None, None, Some(1)],
        games: vec![
            Game {
                round: None,
                a: 0,
                b: 1,
                outcome: Outcome::A,
                first: None,
            },
            Game {
                round: None,
                a: 1,
                b: 2,
                outcome: Outcome::A,
                first: None,
            },
            Game {
                round: None,
                a: 2,
                b: 0,
                outcome: Outcome::A,
                first: None,
            },
        ],
        seats: None,
    };
    let r = ranked(&g.table(), &RuleChain::jp_pro_league(), &g.options());
    check_places(&r, 3, &RuleChain::jp_pro_league(), None).unwrap();
    check_blocks(&r, 3).unwrap();
    check_block_places(&r).unwrap();
    assert_eq!(r.playoffs.len(), 1);
    assert_eq!(r.playoffs[0].players, vec![2, 0]);
    assert_eq!(r.playoffs[0].block, 0);
}

// ---------------------------------------------------------------------------------------------
// Property tests.
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig {
        // Nothing written beside the tests; a failure prints its minimal input.
        failure_persistence: None,
        ..ProptestConfig::with_cases(384)
    })]

    /// Places, block tree and cycles are valid under every chain; ranking twice gives the same.
    #[test]
    fn rankings_are_valid_and_deterministic(
        g in league(),
        custom in vec(criterion(), 1..=5),
    ) {
        let table = g.table();
        for chain in chains(&custom) {
            let r = ranked(&table, &chain, &g.options());
            check_places(&r, g.n(), &chain, g.seats)?;
            check_blocks(&r, g.n())?;
            check_cycles(&r, &table)?;
            let again = ranked(&table, &chain, &g.options());
            prop_assert_eq!(&r, &again, "{:?} is not deterministic", chain.id);
        }
    }

    /// Blocks hold their players' places, and playoffs stay inside their block, under every chain.
    #[test]
    fn blocks_hold_their_players_places(
        g in league(),
        custom in vec(criterion(), 1..=5),
    ) {
        let table = g.table();
        for chain in chains(&custom) {
            let r = ranked(&table, &chain, &g.options());
            check_block_places(&r).map_err(|e| {
                TestCaseError::fail(format!("{:?}: {e}", chain.id))
            })?;
        }
    }

    /// Renaming players (new names, handed out in a shuffled order) changes nothing: the ranking
    /// holds no names.
    #[test]
    fn renaming_changes_nothing(
        g in league(),
        custom in vec(criterion(), 1..=5),
        names in Just((0..12).collect::<Vec<usize>>()).prop_shuffle(),
    ) {
        let before = g.table();
        let after = g.table_named(|i| format!("選手{}", names[i]));
        for chain in chains(&custom) {
            prop_assert_eq!(
                ranked(&before, &chain, &g.options()),
                ranked(&after, &chain, &g.options()),
                "{:?}", chain.id
            );
        }
    }

    /// Reordering the players (and remapping the games; also listing the games in another order
    /// and with some colours swapped) gives every player the same place, range, label and status.
    #[test]
    fn reordering_players_changes_no_place(
        (g, perm, game_order, swaps) in league().prop_flat_map(|g| {
            let n = g.n();
            let m = g.games.len();
            (
                Just(g),
                Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
                Just((0..m).collect::<Vec<usize>>()).prop_shuffle(),
                vec(any::<bool>(), m),
            )
        }),
        custom in vec(criterion(), 1..=5),
    ) {
        let n = g.n();
        // Old player i becomes new player perm[i].
        let mut prev = vec![None; n];
        for i in 0..n {
            prev[perm[i]] = g.prev[i];
        }
        let games = game_order
            .iter()
            .map(|&k| {
                let game = g.games[k];
                let (a, b, outcome) = if swaps[k] {
                    (perm[game.b], perm[game.a], game.outcome.flipped())
                } else {
                    (perm[game.a], perm[game.b], game.outcome)
                };
                Game { round: game.round, a, b, outcome, first: None }
            })
            .collect();
        let moved = Gen { prev, games, seats: g.seats };
        let before_table = g.table();
        let after_table = moved.table();
        for chain in chains(&custom) {
            let before = places(&ranked(&before_table, &chain, &g.options()));
            let after = places(&ranked(&after_table, &chain, &moved.options()));
            for i in 0..n {
                prop_assert_eq!(
                    &before[i], &after[perm[i]],
                    "{:?}: player {} (now {})", chain.id, i, perm[i]
                );
            }
        }
    }

    /// Under a chain that starts with points, more points is never placed below fewer.
    #[test]
    fn more_points_never_below_fewer(
        g in league(),
        custom in vec(criterion(), 1..=5),
    ) {
        let table = g.table();
        for chain in chains(&custom) {
            if chain.criteria[0] != Criterion::Points {
                continue;
            }
            let r = ranked(&table, &chain, &g.options());
            for s in &r.standings {
                prop_assert_eq!(s.score, table.score(s.player));
            }
            for a in &r.standings {
                for b in &r.standings {
                    if a.score > b.score {
                        prop_assert!(
                            a.place_to < b.place,
                            "{:?}: player {} ({:?}) at {}..={}, player {} ({:?}) at {}..={}",
                            chain.id, a.player, a.score, a.place, a.place_to,
                            b.player, b.score, b.place, b.place_to
                        );
                    }
                }
            }
        }
    }

    /// Appending a criterion only refines: a group sharing places under `C + [x]` lies within a
    /// group of `C`, places stay inside `C`'s ranges, and players in different groups under `C`
    /// keep their order.
    #[test]
    fn appending_a_criterion_only_refines(
        g in league(),
        base in vec(criterion(), 1..=4),
        extra in criterion(),
    ) {
        let table = g.table();
        let mut pairs = Vec::new();
        let custom = RuleChain::custom(base.clone()).unwrap();
        let mut longer = base.clone();
        longer.push(extra);
        pairs.push((custom, RuleChain::custom(longer).unwrap()));
        for preset in [RuleChain::fukui(), RuleChain::rif_round_robin()] {
            let mut plus = preset.clone();
            plus.criteria.push(extra);
            pairs.push((preset, plus));
        }
        for (c, cx) in pairs {
            let coarse = places(&ranked(&table, &c, &g.options()));
            let fine = places(&ranked(&table, &cx, &g.options()));
            for i in 0..g.n() {
                let (p, q) = (coarse[i].0, coarse[i].1);
                let (fp, fq) = (fine[i].0, fine[i].1);
                prop_assert!(
                    p <= fp && fq <= q,
                    "{:?} -> {:?}: player {} from {}..={} to {}..={}",
                    c.id, cx.id, i, p, q, fp, fq
                );
                for j in 0..g.n() {
                    if (fine[i].0, fine[i].1) == (fine[j].0, fine[j].1) {
                        prop_assert_eq!(
                            (coarse[i].0, coarse[i].1),
                            (coarse[j].0, coarse[j].1),
                            "{:?} -> {:?}: {} and {} share under the longer chain only",
                            c.id, cx.id, i, j
                        );
                    }
                    if coarse[i].1 < coarse[j].0 {
                        prop_assert!(fine[i].1 < fine[j].0);
                    }
                }
            }
        }
    }
}
