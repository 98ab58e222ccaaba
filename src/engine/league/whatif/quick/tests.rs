use super::*;
use crate::engine::league::table::Player;
use crate::engine::league::whatif::Rng;

/// [`Quick::set_flips`] from one draw to the next leaves the statistics, and so the places,
/// those of the games played one by one with the new draw's results, whatever the chain
/// (a local one ranks incrementally from the players it marks as changed).
#[test]
fn set_flips_equals_playing_each_game() {
    let mut rng = Rng::new(14);
    let chains = [RuleChain::fukui(), RuleChain::parse("PTS,SB,DE").unwrap()];
    // 9 players: about 27 games pending, one word of bits; 14: about 68, two words.
    for (chain, n) in chains.iter().flat_map(|c| [(c, 9), (c, 14)]) {
        let players = (0..n)
            .map(|i| Player {
                name: format!("P{i}"),
                previous_rank: Some(1 + (i as u32 % 4)),
                rating: None,
            })
            .collect();
        let mut games = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                let decided = rng.next_u64() % 4 == 0;
                let outcome = if decided {
                    Outcome::A
                } else {
                    Outcome::Pending
                };
                games.push(Game::new(a, b, outcome));
            }
        }
        let table = Crosstable::new(players, games).unwrap();
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .filter(|&(a, b)| table.pair(a, b).pending > 0)
            .collect();
        assert_eq!(pairs.len() > 64, n == 14, "{} games", pairs.len());
        let mut quick = Quick::new(&table, chain, Some(3));
        for &(a, b) in &pairs {
            quick.play(a, b, Result3::A);
        }
        let flips = quick.flips(&pairs).unwrap();
        let mut from = 0u128;
        for _ in 0..2000 {
            let bits = u128::from(rng.next_u64()) | u128::from(rng.next_u64()) << 64;
            let to = bits & ((1u128 << pairs.len()) - 1);
            quick.set_flips(&flips, from, to);
            from = to;
            let mut played = Quick::new(&table, chain, Some(3));
            for (g, &(a, b)) in pairs.iter().enumerate() {
                let r = if to >> g & 1 == 1 {
                    Result3::B
                } else {
                    Result3::A
                };
                played.play(a, b, r);
            }
            assert_eq!(
                (&quick.pts, &quick.wins, &quick.pp),
                (&played.pts, &played.wins, &played.pp),
                "{to:b}"
            );
            assert_eq!(quick.rank(), played.rank(), "{} {to:b}", chain.id);
        }
        // Random seasons find few blocks remembered: past its trial the memo is off (when the
        // chain has one), and the places above were still the same.
        assert_eq!(quick.memo.off, quick.memo_ok, "{}", chain.id);
    }
}
