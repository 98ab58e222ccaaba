//! Colour allocation (C.04.3 5.2, the 2025 rules): who of a pair has White.
//!
//! In order, the first rule that tells them apart decides:
//! 1. both preferences met, when they differ or only one player has one (5.2.1);
//! 2. the stronger absolute preference: the only absolute one, or the larger colour
//!    difference when both are absolute (5.2.2);
//! 3. the only strong preference (5.2.3);
//! 4. alternate from the latest round in which their colours differed, each taking the colour
//!    the other had then (5.2.4);
//! 5. the higher-ranked player gets their preference; without one, the higher-ranked player
//!    gets the first round's colour of player 1 when their pairing number is odd, the other
//!    colour when it is even (5.2.5).

use serde::{Deserialize, Serialize};

use super::players::{Facts, higher};
use crate::engine::swiss::Colour;

/// The rule that gave the colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColourRule {
    /// 5.2.1: both preferences met (or the only preference).
    BothPreferences,
    /// 5.2.2: the stronger absolute preference.
    Absolute,
    /// 5.2.3: the only strong preference.
    Strong,
    /// 5.2.4: alternating from the latest round their colours differed.
    Alternate,
    /// 5.2.5: the higher-ranked player's preference.
    HigherPreference,
    /// 5.2.5: no preference; by the higher player's pairing number and round 1's colour.
    PairingNumber,
}

fn compatible(a: Option<Colour>, b: Option<Colour>) -> bool {
    a.is_none() || b.is_none() || a != b
}

/// The colour of `a` against `b`, and the rule; `first` is the colour of pairing number 1 in
/// round 1 (TRF `XXC`).
pub fn allocate(a: &Facts, b: &Facts, first: Colour) -> (Colour, ColourRule) {
    if compatible(a.preference, b.preference) {
        if let Some(c) = a.preference {
            return (c, ColourRule::BothPreferences);
        }
        if let Some(c) = b.preference {
            return (c.other(), ColourRule::BothPreferences);
        }
    } else {
        let pa = a.preference.unwrap_or(Colour::White);
        if a.absolute() && (a.imbalance > b.imbalance || !b.absolute()) {
            return (pa, ColourRule::Absolute);
        }
        if b.absolute() && (b.imbalance > a.imbalance || !a.absolute()) {
            return (pa.other(), ColourRule::Absolute);
        }
        if a.strong && !b.strong {
            return (pa, ColourRule::Strong);
        }
        if b.strong && !a.strong {
            return (pa.other(), ColourRule::Strong);
        }
        // 5.2.4: back from the latest games to the first round their colours differed.
        let (ca, cb) = (&a.colours, &b.colours);
        let (mut i, mut j) = (ca.len(), cb.len());
        while i > 0 && j > 0 && ca[i - 1] == cb[j - 1] {
            i -= 1;
            j -= 1;
        }
        if i > 0 && j > 0 {
            return (cb[j - 1], ColourRule::Alternate);
        }
    }
    let (high, a_high) = if higher(a, b) { (a, true) } else { (b, false) };
    let (colour_high, rule) = match high.preference {
        Some(c) => (c, ColourRule::HigherPreference),
        None => (
            if high.rank % 2 == 0 {
                first
            } else {
                first.other()
            },
            ColourRule::PairingNumber,
        ),
    };
    (
        if a_high {
            colour_high
        } else {
            colour_high.other()
        },
        rule,
    )
}
