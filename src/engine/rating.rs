//! Rating arithmetic for FIDE C.07 (2024) art. 10: average rating of opponents (`ARO`, 10.1)
//! and tournament performance rating (`TPR`, 10.2). Integers throughout.
//!
//! Only games played over the board count (forfeits never do, C.07 art. 10 and 16). The
//! criteria that use these (`ARO`, `TPR`) need every opponent's rating; see
//! `docs/rules/criteria.md`.

/// FIDE B.02 8.1.1: the rating difference `dp` for a fractional score `p`, indexed by `p` in
/// hundredths (0 to 100).
const SCORE_TO_DP: [i16; 101] = [
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296,
    -284, -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141,
    -133, -125, -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// `num / den` rounded half up (`den > 0`, `num >= 0`).
fn round_half_up(num: i64, den: i64) -> i64 {
    (2 * num + den) / (2 * den)
}

/// C.07 10.1: the mean of `ratings` (one per game played over the board), rounded half up;
/// `None` without games.
pub fn average_rating(ratings: &[u32]) -> Option<i64> {
    if ratings.is_empty() {
        return None;
    }
    let sum: i64 = ratings.iter().map(|&r| i64::from(r)).sum();
    Some(round_half_up(sum, ratings.len() as i64))
}

/// C.07 10.2: `ARO + dp(p)`, `p` the fraction of the points scored in the `games` played over the
/// board (`points_quarters` in quarter points, a win 4), in hundredths rounded half up; `None`
/// without games.
pub fn performance(ratings: &[u32], points_quarters: i64) -> Option<i64> {
    let aro = average_rating(ratings)?;
    let games = ratings.len() as i64;
    let p = round_half_up(100 * points_quarters, 4 * games).clamp(0, 100);
    Some(aro + i64::from(SCORE_TO_DP[p as usize]))
}

/// FIDE B.02 8.1.2: the higher-rated player's expected score `PD`, in hundredths, for a rating
/// difference: `PD_UPPER[k]` is the largest difference with `PD = 50 + k`; above the last,
/// `PD = 100`.
const PD_UPPER: [u16; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
    170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
    391, 411, 432, 456, 484, 517, 559, 619, 735,
];

/// The expected score, in hundredths, of a player rated `diff` points above the opponent
/// (negative: below), the difference capped at ±800 (C.07 10.3 applies no 400-point rule).
pub fn expected(diff: i64) -> i64 {
    let d = diff.unsigned_abs().min(800);
    let pd = 50 + PD_UPPER.partition_point(|&u| u64::from(u) < d) as i64;
    if diff >= 0 { pd } else { 100 - pd }
}

/// C.07 10.3, perfect tournament performance: the lowest integer rating `R` whose expected
/// score against `ratings` (one per game over the board) reaches the points scored in them
/// (`points_quarters`, a win 4); with no points, the lowest opponent's rating − 800. `None`
/// without games.
pub fn perfect_performance(ratings: &[u32], points_quarters: i64) -> Option<i64> {
    let lo = i64::from(*ratings.iter().min()?);
    let hi = i64::from(*ratings.iter().max()?);
    if points_quarters <= 0 {
        return Some(lo - 800);
    }
    // Expected scores in hundredths against points in quarters: compare 4·ΣE with 100·points.
    let reaches = |r: i64| {
        4 * ratings
            .iter()
            .map(|&x| expected(r - i64::from(x)))
            .sum::<i64>()
            >= 100 * points_quarters
    };
    // The sum only grows with `R` (each expected score does), and reaches every possible score
    // at `hi + 800`: the lowest `R` that reaches the points is found by halving the range.
    let (mut below, mut at) = (lo - 801, hi + 800);
    if !reaches(at) {
        return None;
    }
    while at - below > 1 {
        let mid = below + (at - below) / 2;
        if reaches(mid) {
            at = mid;
        } else {
            below = mid;
        }
    }
    Some(at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_is_half_up() {
        assert_eq!(average_rating(&[2000, 2001]), Some(2001));
        assert_eq!(average_rating(&[2000, 2000, 2001]), Some(2000));
        assert_eq!(average_rating(&[]), None);
    }

    #[test]
    fn dp_table_is_symmetric() {
        for p in 0..=100 {
            assert_eq!(SCORE_TO_DP[p], -SCORE_TO_DP[100 - p]);
        }
        // 2 of 3: p = 0.67 (0.6667 rounded), dp 125.
        assert_eq!(performance(&[2000, 2000, 2000], 8), Some(2125));
    }

    #[test]
    fn expected_score_follows_the_b02_table() {
        // FIDE B.02 8.1.2: 0-3 → .50, 4-10 → .51, 392-411 → .92, over 735 → 1.00.
        let cases = [
            (0, 50),
            (3, 50),
            (4, 51),
            (-4, 49),
            (400, 92),
            (735, 99),
            (736, 100),
            (-2000, 0),
        ];
        for (diff, want) in cases {
            assert_eq!(expected(diff), want, "{diff}");
        }
    }

    #[test]
    fn perfect_performance_bounds() {
        // swiss.md §2.5: a full score gives the best opponent + 736, no points the worst − 800,
        // half the points against equal opponents the lowest rating expected to score ½ (3 below).
        assert_eq!(perfect_performance(&[2000, 2100], 8), Some(2836));
        assert_eq!(perfect_performance(&[2000, 2100], 0), Some(1200));
        assert_eq!(perfect_performance(&[2000, 2000], 4), Some(1997));
        assert_eq!(perfect_performance(&[], 4), None);
    }

    #[test]
    fn perfect_performance_is_the_lowest_rating_that_reaches_the_points() {
        // C.07 10.3 read literally: try every rating from the bottom of the range up. The
        // search halves the range instead; both must give the same rating on any games.
        let by_definition = |ratings: &[u32], q: i64| {
            let lo = i64::from(*ratings.iter().min()?);
            let hi = i64::from(*ratings.iter().max()?);
            if q <= 0 {
                return Some(lo - 800);
            }
            (lo - 800..=hi + 800).find(|&r| {
                4 * ratings
                    .iter()
                    .map(|&x| expected(r - i64::from(x)))
                    .sum::<i64>()
                    >= 100 * q
            })
        };
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |k: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % k
        };
        for _ in 0..3000 {
            let games = next(12) as usize;
            let ratings: Vec<u32> = (0..games).map(|_| 1000 + next(1800) as u32).collect();
            let q = next(4 * games as u64 + 1) as i64;
            assert_eq!(
                perfect_performance(&ratings, q),
                by_definition(&ratings, q),
                "{ratings:?} {q}"
            );
        }
    }
}
