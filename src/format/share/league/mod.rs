//! Share links: a whole league in a URL's fragment, compactly, for a link or a QR code.
//!
//! ```
//! use hoshitori::engine::Outcome;
//! use hoshitori::format::share::league::{self as share, Shared};
//! use hoshitori::document::league::{GameEntry, League, PlayerEntry};
//!
//! let mut league = League::new(
//!     vec![PlayerEntry::named("丸吉"), PlayerEntry::named("高橋")],
//!     vec![GameEntry::new("丸吉", "高橋", Outcome::B)],
//! );
//! league.rules = Some("fukui".into());
//! let text = share::encode(&Shared::new(league.clone())).unwrap();
//! assert_eq!(text, "s=AQIAAgbkuLjlkIkG6auY5qmLAQAC");
//! // WordPress appends its own `#?secret=…` to an embedded page's address.
//! let hash = format!("#{text}#?secret=abc123");
//! assert_eq!(share::split_fragment(&hash), (Some(text.as_str()), Some("abc123")));
//! assert_eq!(share::decode(&text).unwrap(), Shared::new(league));
//! ```
//!
//! [`encode`] writes a [`Shared`] (a league document and the hypothetical results shown over
//! it) as `s=` and base64url text of a versioned binary form; [`decode`] reads it back, and
//! [`split_fragment`] finds it in `location.hash`. The layout, the version policy and what a link
//! keeps are in `docs/league-format.md`, "Share links". In short:
//!
//! - Byte 0 is the layout's version ([`VERSION`]). A decoder reads every version up to its own,
//!   forever; a new layout is a new version, never a change of an old one
//!   (`tests/fixtures/share/` pins links of version 1).
//! - Kept: everything [`League`] names: title, rules (a preset id or codes, or the object with
//!   its policies), seats, cycles, scoring, players (name, previous rank, rating), games
//!   (result, round, who moved first, which meeting of the pair), recorded playoffs with their
//!   stepladder games. Not kept: fields this version does not know (every `extra`, such as a
//!   file's `source`), the `format` (a link always opens as `hoshitori-league/2`), and the order
//!   of games across pairs: the decoded document lists them by round when every pair's meetings
//!   are in round order (and no round is beyond the number of games), else pair by pair; each
//!   pair's meetings keep their order, so the `k`-th meeting stays the `k`-th.
//! - Players are numbered; a game is a few bits in a fixed order of pairs (a result as 2 bits,
//!   others as 4); preset ids and policy words are indices into [`WORDS`], a table that only
//!   grows; absent fields cost nothing (a flags word says which are present).
//!
//! Decoding checks the structure (every index in range, every code known, nothing left over) and
//! never panics on any text; it does not check the league itself ([`League::input`] does, as
//! for a file).

mod read;
mod write;

use super::{base64url, bytes_after, fragment_part, parts};
use crate::document::league::CellResult;
use crate::document::league::League;
use crate::engine::{Outcome, Side};
use crate::error::{Error, ShareProblem};

/// The layout this build writes, and the newest it reads.
pub const VERSION: u8 = 1;

/// What a share text starts with, before the base64url bytes.
pub const PREFIX: &str = "s=";

/// What a share link carries: a league document and the hypothetical results shown over it.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared {
    /// The document, without the hypothetical results.
    pub league: League,
    /// What-if results shown but not real, as the page overlays them
    /// ([`crate::editor::league::with_results`]): `row`'s result against `col` in their `meeting`-th
    /// game. Carried as they are; the page refuses a cell outside the table when it applies them.
    pub hypothetical: Vec<CellResult>,
}

impl Shared {
    /// A league with no hypothetical results.
    pub fn new(league: League) -> Shared {
        Shared {
            league,
            hypothetical: Vec::new(),
        }
    }
}

/// Words a link writes as a small number (index `i` as `2i`), in an order that never changes:
/// a word is only ever appended (`tests/share.rs` checks that the presets and policy codes are
/// all here and that the first ones stay put). Any other text is written out.
pub const WORDS: [&str; 16] = [
    "fukui",
    "jp-pro-league",
    "shogi-junisen",
    "rif-round-robin",
    "fide-round-robin",
    "none",
    "title",
    "seats",
    "title,seats",
    "all",
    "knockout",
    "stepladder",
    "round-robin",
    "two-most-senior",
    "restart",
    "continue",
];

/// Results other than `a` and `b`, by their 3-bit code (7 is unused).
const OTHER_OUTCOMES: [Outcome; 7] = [
    Outcome::Draw,
    Outcome::AByForfeit,
    Outcome::BByForfeit,
    Outcome::DoubleForfeit,
    Outcome::Void,
    Outcome::Pending,
    Outcome::Replayed,
];

/// A hypothetical result's side, by its code.
const SIDES: [Side; 7] = [
    Side::Win,
    Side::Loss,
    Side::Draw,
    Side::ForfeitWin,
    Side::ForfeitLoss,
    Side::Void,
    Side::Pending,
];

/// The flags word: which fields and game columns are present.
mod flag {
    pub const TITLE: u64 = 1 << 0;
    pub const RULES: u64 = 1 << 1;
    /// The rules are the object form (criteria and policies).
    pub const RULES_SPEC: u64 = 1 << 2;
    pub const SEATS: u64 = 1 << 3;
    pub const CYCLES: u64 = 1 << 4;
    pub const SCORING: u64 = 1 << 5;
    pub const PLAYOFFS: u64 = 1 << 6;
    pub const HYPOTHETICAL: u64 = 1 << 7;
    /// Players carry a previous-rank column.
    pub const PREVIOUS_RANK: u64 = 1 << 8;
    /// Players carry a rating column.
    pub const RATING: u64 = 1 << 9;
    /// Games carry a round column.
    pub const ROUNDS: u64 = 1 << 10;
    /// Games carry a who-moved-first column.
    pub const FIRST: u64 = 1 << 11;
    /// Games carry a bit saying that `a` is the later player of the pair.
    pub const SWAPPED: u64 = 1 << 12;
    pub const ALL: u64 = (1 << 13) - 1;
}

/// The policies of the object form of `rules`, by their bit, in the order they are written.
const POLICIES: [&str; 4] = ["playoff", "title_rules", "playoff_format", "reapply"];

/// `base` with the share text of `shared` as its fragment (any fragment `base` had is dropped):
/// the link to give out.
pub fn link(base: &str, shared: &Shared) -> Result<String, Error> {
    let base = base.split('#').next().unwrap_or(base);
    Ok(format!("{base}#{}", encode(shared)?))
}

/// The share text of `shared`: [`PREFIX`] and base64url, to be put after a `#`.
///
/// Refused, with the path of the entry, when names do not identify players (two players of one
/// name, a game or playoff naming someone not in the list, a game of a player with himself), the
/// `format` is not one this build reads, or the league has more than
/// [`MAX_PLAYERS`](crate::engine::MAX_PLAYERS) players.
pub fn encode(shared: &Shared) -> Result<String, Error> {
    let bytes = write::to_bytes(shared)?;
    Ok(format!("{PREFIX}{}", base64url::encode(&bytes)))
}

/// Reads a share text ([`PREFIX`] and base64url, no `#`). Any text gives a [`Shared`] or an
/// [`ErrorKind::ShareLink`] (with the JSON path of the field at fault, where there is one);
/// never a panic.
pub fn decode(text: &str) -> Result<Shared, Error> {
    let bytes = bytes_after(text, PREFIX, ShareProblem::NotShareLink)?;
    read::from_bytes(&bytes)
}

/// Our share text and WordPress's secret, from `location.hash` (with or without its `#`).
///
/// WordPress appends `#?secret=…` to the address of a page it embeds, so the hash may be
/// `#s=…#?secret=abc`, `#?secret=abc`, `#s=…` or anything else. Ours is the part that starts
/// with [`PREFIX`]; the secret is what follows `?secret=` up to a `&`. An empty or foreign part
/// (`#standings`) gives `None`.
pub fn split_fragment(hash: &str) -> (Option<&str>, Option<&str>) {
    let secret = parts(hash).find_map(|part| {
        let rest = part.strip_prefix("?secret=")?;
        Some(rest.split('&').next().unwrap_or(rest)).filter(|v| !v.is_empty())
    });
    (fragment_part(hash, PREFIX), secret)
}

/// The index of the pair `lo < hi` among `n` players' pairs in the order (0,1), (0,2) … (0,n-1),
/// (1,2) …
fn pair_index(n: usize, lo: usize, hi: usize) -> usize {
    lo * (2 * n - lo - 1) / 2 + (hi - lo - 1)
}
