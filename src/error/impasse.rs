//! Why the pieces an arbiter counted for a shogi impasse (持将棋, 入玉宣言) cannot be right: the
//! data of [`ErrorKind::ImpasseCount`](super::ErrorKind::ImpasseCount), checked by
//! `crate::engine::jishogi`.

/// The two kinds of piece the count tells apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceClass {
    /// Rooks and bishops, promoted or not (大駒), 5 points each.
    Big,
    /// Every other piece except the kings (小駒), 1 point each.
    Small,
}

/// Why counts entered for an impasse cannot be right (the data of
/// [`ErrorKind::ImpasseCount`](super::ErrorKind::ImpasseCount)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CountFault {
    /// Under a whole-board rule the two players' pieces of `class` must add up to the set's
    /// `expected` (4 or 34).
    Total {
        class: PieceClass,
        sente: u8,
        gote: u8,
        expected: u8,
    },
    /// A declarer counted more pieces of `class` than the set holds (`max`).
    Declarer {
        class: PieceClass,
        counted: u8,
        max: u8,
    },
    /// More pieces are said to be inside the camp than were counted in hand and inside it.
    CampNotCounted { in_camp: u8, counted: u32 },
    /// More pieces are said to be inside the camp than it has squares for (`max`: 27, or 26
    /// beside the declarer's king).
    CampSquares { in_camp: u8, max: u8 },
}
