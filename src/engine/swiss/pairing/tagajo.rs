//! The Tagajo method's pairing order (`swiss.md` §4.2): round 1 by lot; round 2 by wins, then
//! lot; later rounds by wins, SOSW, SOSOSW, SODOSW, SODOSODOSW, dan/kyu, then lot, every one
//! "more is higher", computed on the rounds played so far. The list is paired from the top
//! down ([`super::top_down`]).

use super::Key;
use crate::engine::swiss::criteria::{Base, Code, Measure};

/// The keys of the order for `round` (0-based).
pub(super) fn keys(round: usize) -> Vec<Key> {
    let c = |base| Key::Criterion(Code::new(base));
    match round {
        0 => vec![Key::Lot],
        1 => vec![c(Base::Nbw), Key::Lot],
        _ => vec![
            c(Base::Nbw),
            c(Base::Sos(Measure::Nbw)),
            c(Base::Sosos(Measure::Nbw)),
            c(Base::Sodos(Measure::Nbw)),
            c(Base::Sodosodos(Measure::Nbw)),
            Key::Rank,
            Key::Lot,
        ],
    }
}
