//! Why a share link cannot be read.

/// Why a share link cannot be read, for [`ErrorKind::ShareLink`]. `at` is an offset in the
/// link's bytes (after base64url decoding), from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ShareProblem {
    /// The text does not start with `s=`.
    NotShareLink,
    /// The text does not start with `e=` (a Swiss event's link).
    NotEventLink,
    /// The text does not start with `t=` (an event in stages' link).
    NotStagedLink,
    /// The character at `position` (1-based) is not one a share link holds.
    Character { position: usize, found: char },
    /// The link's layout version `found` is not one this build reads (1 to `max`): a newer
    /// version of Hoshitori made it, or it is not a link at all.
    Version { found: u8, max: u8 },
    /// The link ends after `at` bytes, in the middle of the league: it was cut short.
    Truncated { at: usize },
    /// The league (or event) ends after `at` bytes, and more follows.
    Trailing { at: usize },
    /// The text at offset `at` is not UTF-8.
    NotText { at: usize },
    /// The value `found` at offset `at` cannot be there: an unknown code (a flag, a word, a
    /// result), a player's number out of range, a number too large.
    InvalidValue { at: usize, found: u64 },
}
