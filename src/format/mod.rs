//! League files: reading and writing.
//!
//! Two formats carry a league: the JSON league file (`hoshitori-league/1`, [`json`]) and the
//! plain-text crosstable the way the Fukui paper prints it ([`csv`], comma- or tab-separated).
//! [`read`] picks the format from the text, parses it, checks it, and returns the document with the
//! engine's input; every error names the file and, where it can, the line, the cell and the player.
//!
//! A third form carries a league in a link: [`share`], a compact binary form in a URL fragment.

pub mod csv;
pub mod h9;
pub mod json;
pub mod marks;
pub mod share;
pub mod trf;
pub mod wallchart;

use crate::document::league::{Input, League};
use crate::error::{Error, ErrorKind};

/// A league file's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Json,
    /// Comma-separated crosstable.
    Csv,
    /// Tab-separated crosstable.
    Tsv,
}

impl Format {
    /// Guesses the format from the text: JSON starts with `{`; a crosstable whose first line has
    /// a tab is TSV; anything else is CSV.
    pub fn sniff(text: &str) -> Format {
        let body = text.trim_start_matches('\u{feff}').trim_start();
        if body.starts_with('{') {
            Format::Json
        } else if body.lines().next().is_some_and(|l| l.contains('\t')) {
            Format::Tsv
        } else {
            Format::Csv
        }
    }
}

/// The text encodings a league file may be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEncoding {
    /// UTF-8, with or without a byte-order mark.
    Utf8,
    /// Shift_JIS as Japanese Windows and Excel write it (CP932, windows-31j; the WHATWG
    /// `Shift_JIS` decoder, which `encoding_rs` and the browsers' `TextDecoder` both implement).
    ShiftJis,
}

/// Decodes a league file's bytes. The rule, the same in the CLI and the page: bytes that are valid
/// UTF-8 are UTF-8 (a leading byte-order mark is dropped); otherwise they are Shift_JIS if
/// `shift_jis` decodes them without error (it returns `None` on an invalid sequence); otherwise
/// the file is refused, at the line of the first byte that is not UTF-8. The CLI passes
/// `encoding_rs` ([`decode`]); the page passes the browser's `TextDecoder("shift_jis", {fatal})`.
pub fn decode_with(
    bytes: &[u8],
    shift_jis: impl FnOnce(&[u8]) -> Option<String>,
) -> Result<(String, TextEncoding), Error> {
    match std::str::from_utf8(bytes) {
        Ok(text) => {
            let text = text.strip_prefix('\u{feff}').unwrap_or(text);
            Ok((text.to_string(), TextEncoding::Utf8))
        }
        Err(e) => match shift_jis(bytes) {
            Some(text) => Ok((text, TextEncoding::ShiftJis)),
            None => {
                let before = &bytes[..e.valid_up_to()];
                let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
                Err(Error::new(ErrorKind::UnknownEncoding)
                    .with_line(u32::try_from(line).unwrap_or(u32::MAX), None))
            }
        },
    }
}

/// [`decode_with`] with `encoding_rs`'s Shift_JIS decoder: what the CLI reads files with.
#[cfg(not(target_arch = "wasm32"))]
pub fn decode(bytes: &[u8]) -> Result<(String, TextEncoding), Error> {
    decode_with(bytes, |b| {
        encoding_rs::SHIFT_JIS
            .decode_without_bom_handling_and_without_replacement(b)
            .map(std::borrow::Cow::into_owned)
    })
}

/// On wasm32, where `encoding_rs` is not linked (bundle size), [`decode`] reads UTF-8 only; the
/// page decodes with `web::browser::decode` instead, which passes the browser's `TextDecoder`.
#[cfg(target_arch = "wasm32")]
pub fn decode(bytes: &[u8]) -> Result<(String, TextEncoding), Error> {
    decode_with(bytes, |_| None)
}

/// Parses and checks a league file named `file` (used only in error messages).
/// A Swiss event, when `text` is one: a FIDE TRF-16, a European Go Database table (h9), a
/// `hoshitori-swiss/1` document or a wall chart (CSV or TSV); `None` for a league. The one rule
/// the CLI and the page use to tell the two apart.
pub fn read_event(text: &str) -> Option<Result<crate::document::event::SwissEvent, Error>> {
    if trf::looks_like(text) {
        return Some(trf::read(text));
    }
    if h9::looks_like(text) {
        return Some(h9::read(text));
    }
    if json::is_event(text) {
        return Some(json::read_event(text));
    }
    if text.trim_start().starts_with('{') {
        return None;
    }
    let sep = match Format::sniff(text) {
        Format::Tsv => '\t',
        _ => ',',
    };
    wallchart::looks_like(text, sep).then(|| wallchart::read(text, sep))
}

/// Whether `text` is a Swiss event ([`read_event`] would read it), without reading it: the
/// league page uses this to send such a file to the Swiss page.
pub fn is_event(text: &str) -> bool {
    if trf::looks_like(text) || h9::looks_like(text) || json::is_event(text) {
        return true;
    }
    let sep = match Format::sniff(text) {
        Format::Tsv => '\t',
        _ => ',',
    };
    !text.trim_start().starts_with('{') && wallchart::looks_like(text, sep)
}

pub fn read(text: &str, file: &str) -> Result<(League, Input), Error> {
    let league = match Format::sniff(text) {
        Format::Json => json::read(text),
        Format::Csv => csv::read(text, b','),
        Format::Tsv => csv::read(text, b'\t'),
    }
    .map_err(|e| e.with_file(file))?;
    let input = league
        .input()
        .map_err(|e| locate(text, &league, e).with_file(file))?;
    Ok((league, input))
}

/// Adds a line to an error from [`League::input`] or the engine.
pub fn locate(text: &str, league: &League, error: Error) -> Error {
    match Format::sniff(text) {
        Format::Json => json::locate_error(text, error),
        Format::Csv | Format::Tsv => csv::locate_error(text, league, error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Source: issue 10, item 6: what Japanese Excel saves.
    #[test]
    fn decodes_utf8_bom_and_shift_jis_by_one_rule() {
        let (text, enc) = decode("\u{feff}name,A".as_bytes()).unwrap();
        assert_eq!((text.as_str(), enc), ("name,A", TextEncoding::Utf8));
        // 〇 and 大和 in Shift_JIS.
        let (text, enc) = decode(b"\x81\x5a,\x91\xe5\x98\x61").unwrap();
        assert_eq!((text.as_str(), enc), ("〇,大和", TextEncoding::ShiftJis));
        let err = decode(b"name\n\xff").unwrap_err();
        assert_eq!(err.kind(), &ErrorKind::UnknownEncoding);
        assert_eq!(err.location().line, Some(2));
        // The page's decoder is passed in; the rule around it is the same.
        assert!(decode_with(b"\x81\x5a", |_| None).is_err());
    }
}
