//! Share links of Swiss events: a whole [`SwissEvent`] in a URL's fragment, for a link or a QR
//! code, as the league's links ([`super::league`]) carry a league.
//!
//! ```
//! use hoshitori::format::{json, share::event};
//!
//! let event = json::read_event(r#"{"format": "hoshitori-swiss/1", "game": "go",
//!     "rules": "tagajo", "players": [{"name": "丸吉"}, {"name": "高橋"}],
//!     "rounds": [{"games": [{"white": "丸吉", "black": "高橋", "result": "0-1"}]}]}"#).unwrap();
//! let text = event::encode(&event).unwrap();
//! assert_eq!(text, "e=AQgBAgIG5Li45ZCJBumrmOapiwEBCgAA");
//! // On the Swiss page, beside WordPress's `#?secret=…`.
//! assert_eq!(event::in_fragment(&format!("#{text}#?secret=abc")), Some(text.as_str()));
//! assert_eq!(event::decode(&text).unwrap(), event);
//! ```
//!
//! [`encode`] writes an event as `e=` and base64url text of a versioned binary form; [`decode`]
//! reads it back; [`in_fragment`] finds it in `location.hash`. The layout, the version policy
//! and what a link keeps are in `docs/swiss-format.md`, "Share links". In short:
//!
//! - Byte 0 is the layout's version ([`VERSION`], counted apart from the league layout's). A
//!   decoder reads every version up to its own, forever; a new layout is a new version, never
//!   a change of an old one (`tests/fixtures/share/swiss/` pins links of version 1).
//! - Kept: everything [`SwissEvent`] names: title, date, game, system, planned rounds, rules,
//!   edition, scoring, McMahon bar, floor and rounding, boards, players (name, rating, rank,
//!   starting McMahon score, club, country), rounds (games with result, handicap and whether
//!   their colours are known, team matches with
//!   their board results, byes with their kind and game points). Not kept: fields this version
//!   does not know (every `extra`, such as a TRF start number), the director's `pairing`
//!   settings and players' `withdrawn` (a link is for viewing; the pairs made and the rounds
//!   missed are in the rounds), the `format` (a link always
//!   opens as `hoshitori-swiss/1`); names in rounds are written as the player they name (the
//!   list's spelling, as [`SwissEvent::input`] matches them, without surrounding spaces).
//! - Numbers of points (scoring, `smms`, a bye's `game_points`) are written as a whole number
//!   of halves: exact for every value the event accepts (multiples of ½); any other value is
//!   refused when writing ([`ErrorKind::InvalidScoring`](crate::ErrorKind::InvalidScoring)),
//!   never rounded.
//! - Players are numbered; a game is a few bits (each player's number in as many bits as the
//!   largest needs, the result in 3, the handicap in as many as the largest needs); preset and
//!   edition ids are indices into [`WORDS`], a table that only grows.
//!
//! Decoding checks the structure (every index in range, every code known, nothing left over) and
//! never panics on any text; it does not check the event itself ([`SwissEvent::input`] does,
//! as for a file).

mod read;
mod write;

use super::{base64url, bytes_after};
use crate::document::event::SwissEvent;
use crate::error::{Error, ShareProblem};

/// The newest layout this build reads. It writes the oldest version that holds the event, so
/// that a link an older reader can open stays one: version 1, version 2 for a round robin
/// (`"system": "round_robin"`), whose game-and-system code is 8 to 11 (version 1's codes stop
/// at 7), version 3 for a team match with a board not played yet (board code 6; version
/// 1's and 2's stop at 5), and version 4 for a game without colours (flag
/// [`flag::COLOURS`], a bit per game).
pub const VERSION: u8 = 4;

/// What an event's share text starts with, before the base64url bytes.
pub const PREFIX: &str = "e=";

/// Words a link writes as a small number (index `i` as `2i`), in an order that never changes:
/// a word is only ever appended (`tests/share_swiss.rs` checks that every preset and edition id
/// is here and that the first ones stay put). Any other text is written out.
pub const WORDS: [&str; 17] = [
    "fide-swiss",
    "tagajo",
    "rif-swiss",
    "rif-team",
    "egf-mcmahon",
    "jp-go-swiss",
    "opengotha-swiss",
    "rif-rr",
    "fide-rr",
    "fide-rr-2019",
    "fide2009",
    "fide2023r",
    "fide2024",
    "fide2026",
    "plain",
    "rif-round-robin",
    "fide-round-robin",
];

/// The flags word: which fields and columns are present.
pub(super) mod flag {
    pub const TITLE: u64 = 1 << 0;
    pub const DATE: u64 = 1 << 1;
    pub const PLANNED_ROUNDS: u64 = 1 << 2;
    pub const RULES: u64 = 1 << 3;
    pub const EDITION: u64 = 1 << 4;
    pub const SCORING: u64 = 1 << 5;
    pub const MCMAHON: u64 = 1 << 6;
    pub const BOARDS: u64 = 1 << 7;
    /// Players carry a rating column.
    pub const RATING: u64 = 1 << 8;
    /// Players carry a Go rank column.
    pub const RANK: u64 = 1 << 9;
    /// Players carry a starting McMahon score column.
    pub const SMMS: u64 = 1 << 10;
    /// Players carry a club column.
    pub const CLUB: u64 = 1 << 11;
    /// Games carry a handicap column.
    pub const HANDICAP: u64 = 1 << 12;
    /// Players carry a country column (after the club).
    pub const COUNTRY: u64 = 1 << 13;
    /// Games carry a bit after the handicap: 1 where the colours are known, 0 where none
    /// were allocated or entered (`"colours": false`). Version 4.
    pub const COLOURS: u64 = 1 << 14;
    /// The flags of versions 1 to 3.
    pub const ALL_3: u64 = (1 << 14) - 1;
    pub const ALL: u64 = (1 << 15) - 1;
}

/// The scoring's fields, by their bit, in the order they are written.
pub(super) const SCORING: [&str; 7] = [
    "win",
    "draw",
    "loss",
    "pairing_bye",
    "full_bye",
    "half_bye",
    "zero_bye",
];

/// The largest number of halves a number may be: every such value is exact as an `f64`.
pub(super) const MAX_HALVES: u64 = 1 << 53;

/// `base` with the share text of `event` as its fragment (any fragment `base` had is dropped):
/// the link to give out.
pub fn link(base: &str, event: &SwissEvent) -> Result<String, Error> {
    let base = base.split('#').next().unwrap_or(base);
    Ok(format!("{base}#{}", encode(event)?))
}

/// The Swiss page beside the page `base` (the app's address, as `hoshitori share --base` takes
/// it): its last path segment becomes `swiss.html`, the query stays, the fragment goes.
///
/// ```
/// use hoshitori::format::share::event::swiss_page;
/// assert_eq!(swiss_page("https://example.jp/go/"), "https://example.jp/go/swiss.html");
/// assert_eq!(swiss_page("https://example.jp/go/index.html?lang=en#s=AQ"), "https://example.jp/go/swiss.html?lang=en");
/// assert_eq!(swiss_page("https://example.jp/go/swiss.html"), "https://example.jp/go/swiss.html");
/// assert_eq!(swiss_page("http://127.0.0.1:8080"), "http://127.0.0.1:8080/swiss.html");
/// ```
pub fn swiss_page(base: &str) -> String {
    super::page_beside(base, "swiss.html")
}

/// The share text of `event`: [`PREFIX`] and base64url, to be put after a `#`.
///
/// Refused, with the path of the entry, when names do not identify players (two players of one
/// name, a round naming someone not in the list), a number of points is not a multiple of ½,
/// or the `format` is not one this build reads.
pub fn encode(event: &SwissEvent) -> Result<String, Error> {
    let bytes = write::to_bytes(event)?;
    Ok(format!("{PREFIX}{}", base64url::encode(&bytes)))
}

/// Reads an event's share text ([`PREFIX`] and base64url, no `#`). Any text gives an event or
/// an [`ErrorKind::ShareLink`](crate::ErrorKind::ShareLink) (with the JSON path of the field at
/// fault, where there is one); never a panic.
pub fn decode(text: &str) -> Result<SwissEvent, Error> {
    let bytes = bytes_after(text, PREFIX, ShareProblem::NotEventLink)?;
    read::from_bytes(&bytes)
}

/// The event's share text in `location.hash` (with or without its `#`), beside anything else
/// the fragment holds (`#e=…#?secret=…`): the first part that starts with [`PREFIX`].
pub fn in_fragment(hash: &str) -> Option<&str> {
    super::fragment_part(hash, PREFIX)
}
