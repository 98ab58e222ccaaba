//! SwigPro's pairing order: wins, then dan/kyu, then the pairing number (the lower first), in
//! every round (the Tagajo branch's page, first section; the round 1 order by rank is our
//! reading, the page shows no draw for it). The list is paired from the top down
//! ([`super::top_down`]), as Tagajo's.

use super::Key;
use crate::engine::swiss::criteria::{Base, Code};

/// The keys of the order, in every round.
pub(super) fn keys(_round: usize) -> Vec<Key> {
    vec![Key::Criterion(Code::new(Base::Nbw)), Key::Rank, Key::Number]
}
