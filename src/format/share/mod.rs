//! Share links: a whole document in a URL's fragment, compactly, for a link or a QR code.
//!
//! Each kind of document has its own layout and prefix, in a module of its own: a league
//! ([`league`], `s=`, `docs/league-format.md`, "Share links"), a Swiss event ([`event`],
//! `e=`, `docs/swiss-format.md`, "Share links") and an event in stages ([`staged`], `t=`,
//! `docs/stages.md`, "Share links"). Each writes the prefix, then base64url
//! ([`base64url`]) text of a versioned binary form built from the primitives of `bytes`
//! (varints, text, words, bit streams; every read checked). A decoder reads every layout
//! version up to its own, forever; decoding never panics on any text.

pub mod base64url;
mod bytes;
pub mod event;
pub mod league;
pub mod staged;

use crate::error::{Error, ShareProblem};
use bytes::share_error;

/// The bytes of a share text that starts with `prefix` (else `not_link`).
fn bytes_after(text: &str, prefix: &str, not_link: ShareProblem) -> Result<Vec<u8>, Error> {
    let body = text
        .strip_prefix(prefix)
        .ok_or_else(|| share_error(not_link))?;
    base64url::decode(body).map_err(|e| {
        share_error(match e {
            base64url::Invalid::Character { position, found } => ShareProblem::Character {
                position: position + prefix.chars().count(),
                found,
            },
            base64url::Invalid::Incomplete { bytes } => ShareProblem::Truncated { at: bytes },
        })
    })
}

/// The parts of `location.hash` (with or without its `#`), split at `#`.
fn parts(hash: &str) -> std::str::Split<'_, char> {
    hash.strip_prefix('#').unwrap_or(hash).split('#')
}

/// The page `file` beside the page `base` (the app's address, as `hoshitori share --base`
/// takes it): its last path segment becomes `file`, the query stays, the fragment goes.
pub(crate) fn page_beside(base: &str, file: &str) -> String {
    let base = base.split('#').next().unwrap_or(base);
    let (path, query) = match base.find('?') {
        Some(i) => base.split_at(i),
        None => (base, ""),
    };
    // The host of an absolute address is not a segment: `https://example.jp` is its root.
    let host = path.find("://").map_or(0, |i| i + 3);
    match path[host..].rfind('/') {
        Some(i) => format!("{}{file}{query}", &path[..=host + i]),
        None if host > 0 => format!("{path}/{file}{query}"),
        None => format!("{file}{query}"),
    }
}

/// The viewer (`view.html`) beside the page `base`, which share links and QR codes open: every
/// kind of document read-only, light enough for a phone at the venue.
///
/// ```
/// use hoshitori::format::share::viewer_page;
/// assert_eq!(viewer_page("https://example.jp/go/"), "https://example.jp/go/view.html");
/// assert_eq!(viewer_page("https://example.jp/go/swiss.html?lang=en#e=AQ"), "https://example.jp/go/view.html?lang=en");
/// ```
pub fn viewer_page(base: &str) -> String {
    page_beside(base, "view.html")
}

/// The first part of `location.hash` that starts with `prefix` and holds more.
fn fragment_part<'a>(hash: &'a str, prefix: &str) -> Option<&'a str> {
    parts(hash).find(|part| part.len() > prefix.len() && part.starts_with(prefix))
}
