//! The cost of one pair, criterion by criterion, exactly.
//!
//! OpenGotha's curves are "concave": a criterion of weight `W` gives a pair whose players are
//! `x` apart (0 ≤ x ≤ 1, a fraction of the range) `W·(1 − x)·(1 + x/2)`, so that one pair two
//! groups apart costs more than two pairs one group apart. OpenGotha computes them in floating
//! point and truncates; here they are fractions of integers, floored.

use serde::{Deserialize, Serialize};

use super::{Facts, Float, Seeding, Setup, handicap, lot_name, name_lot};
use crate::engine::swiss::Event;

/// A pair's cost, one part per criterion; the matching takes the pairs with the largest total.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cost {
    /// Not met before.
    pub rematch: i64,
    pub colour_balance: i64,
    pub score_difference: i64,
    pub draw_up_down: i64,
    pub seeding: i64,
    /// Club and country.
    pub geography: i64,
    /// 1 plus the parts.
    pub total: i64,
}

pub(super) struct Context<'a> {
    pub event: &'a Event,
    pub setup: &'a Setup,
    /// The number of score groups.
    pub groups: i64,
    /// The round being paired (0-based).
    pub round: usize,
}

/// `w·(1 − n/d)·(1 + n/(2d))`, floored: OpenGotha's concave curve at `x = n/d`.
fn concave(w: i64, n: i64, d: i64) -> i64 {
    let (w, n, d) = (i128::from(w), i128::from(n), i128::from(d));
    let v = (w * (d - n) * (2 * d + n)).div_euclid(2 * d * d);
    v as i64
}

pub(super) fn cost(ctx: &Context, a: &Facts, b: &Facts) -> Cost {
    let w = &ctx.setup.weights;
    let policy = &ctx.setup.policy;
    let r = ctx.groups;
    let mut c = Cost::default();

    // Avoid rematches.
    let met = ctx.event.records(a.player)[..ctx.round]
        .iter()
        .any(|rec| rec.kind.paired() && rec.opponent == Some(b.player));
    if !met {
        c.rematch = w.avoid_rematch;
    }

    // Colour balance, for an even game.
    if handicap(policy, a, b) == 0 {
        let (x, y) = (a.balance, b.balance);
        if x * y < 0 {
            c.colour_balance = w.colour_balance;
        } else if (x == 0 && y.abs() >= 2) || (y == 0 && x.abs() >= 2) {
            c.colour_balance = w.colour_balance / 2;
        }
    }

    // Score difference.
    let d = (a.group - b.group).abs();
    c.score_difference = concave(w.score_difference, d, r);

    // Draw-up / draw-down, between different groups (upper: the higher score).
    if d != 0 {
        let (upper, lower) = if a.group > b.group { (a, b) } else { (b, a) };
        let mut scenario = 2;
        if upper.drawn_down > 0 {
            scenario -= 1;
        }
        if lower.drawn_up > 0 {
            scenario -= 1;
        }
        if scenario != 0 && upper.drawn_up > 0 && upper.drawn_up > upper.drawn_down {
            scenario += 1;
        }
        if scenario != 0 && lower.drawn_down > 0 && lower.drawn_down > lower.drawn_up {
            scenario += 1;
        }
        let fifth = w.draw_up_down / 5;
        let part = |mode: Float, f: &Facts| {
            let (i, g) = (f.place as i64, f.group_size as i64);
            let k = match mode {
                Float::Top => g - 1 - i,
                Float::Middle => g - 1 - (2 * i - g + 1).abs(),
                Float::Bottom => i,
            };
            fifth / 2 * k / g
        };
        let mut v = part(policy.float_upper, upper) + part(policy.float_lower, lower);
        v += match scenario {
            0 => 0,
            1 => fifth,
            s if s == 2 || !policy.compensate => 2 * fifth,
            3 => 3 * fifth,
            _ => 4 * fifth,
        };
        c.draw_up_down = v;
    }

    // Seeding, within a group.
    if d == 0 {
        let g = a.group_size as i64;
        let (p, q) = (a.place as i64, b.place as i64);
        let max = w.seeding;
        let system = if ctx.round < policy.last_round_first_seeding {
            policy.first_seeding
        } else {
            policy.later_seeding
        };
        c.seeding = match system {
            Seeding::SplitAndRandom => {
                if (2 * p < g) != (2 * q < g) {
                    let lot = name_lot(
                        max / 5,
                        lot_name(ctx.setup, a.player),
                        lot_name(ctx.setup, b.player),
                    );
                    max - lot
                } else {
                    0
                }
            }
            Seeding::SplitAndSlip => {
                let x = 2 * (p - q).abs() - g;
                max - stepwise(max, x, g)
            }
            Seeding::SplitAndFold => {
                let x = p + q - (g - 1);
                max - stepwise(max, x, (g - 1).max(1))
            }
        };
    }

    // Club and country, as ratios of the score range in tenths: a different country is worth
    // `country_factor` groups, a different club 1.2 × `club_factor`.
    let differ = |v: &[Option<u32>]| {
        let x = v.get(a.player).copied().flatten();
        let y = v.get(b.player).copied().flatten();
        x != y
    };
    let tenth = 10 * r;
    let country = if differ(&ctx.setup.countries) {
        (10 * w.country_factor).min(tenth)
    } else {
        0
    };
    let club = if differ(&ctx.setup.clubs) {
        (12 * w.club_factor).min(tenth)
    } else {
        0
    };
    // ratio = (max + min/2 [+ 1/2 group when any]) / range
    let (hi, lo) = (country.max(club), country.min(club));
    let num = 2 * hi + lo + if hi + lo > 0 { 10 } else { 0 };
    let nominal =
        (w.score_difference - concave(w.same_geography, num, 2 * tenth)).min(w.same_geography);
    c.geography = match u8::from(a.above_thresholds) + u8::from(b.above_thresholds) {
        2 => w.same_geography,
        1 => (nominal + w.same_geography) / 2,
        _ => nominal,
    };

    c.total = 1
        + c.rematch
        + c.colour_balance
        + c.score_difference
        + c.draw_up_down
        + c.seeding
        + c.geography;
    c
}

/// `w·x²/d²` as OpenGotha computes it in integers: `((w·x / d)·x) / d`, each division
/// truncated towards zero. Kept step by step, so that the seeding costs are OpenGotha's to the
/// unit.
fn stepwise(w: i64, x: i64, d: i64) -> i64 {
    let (w, x, d) = (i128::from(w), i128::from(x), i128::from(d));
    (w * x / d * x / d) as i64
}
