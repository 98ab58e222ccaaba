//! Files: reading and writing every document Hoshitori holds.
//!
//! A league comes as JSON (`hoshitori-league/2`, [`json`]) or as the plain-text crosstable the
//! way the Fukui paper prints it ([`csv`], comma- or tab-separated); a Swiss event as JSON
//! (`hoshitori-swiss/1`), a FIDE TRF-16 ([`trf`]), a European Go Database table ([`h9`]) or a
//! wall chart ([`wallchart`]). [`read`] tells the format from the text once ([`sniff`]), reads
//! it with that format's reader and returns an [`Opened`]: the [`Document`] and what is needed
//! to locate a later error in the file. Every error names the file and, where it can, the line,
//! the cell and the player.
//!
//! A third form carries a document in a link: [`share`], a compact binary form in a URL fragment.

pub mod csv;
pub mod h9;
pub mod json;
pub mod ko;
pub mod marks;
pub mod players;
pub mod share;
pub mod sniff;
pub mod tabular;
pub mod trf;
pub mod wallchart;

pub use sniff::{Source, sniff};

use crate::document::Document;
use crate::document::event::SwissEvent;
use crate::document::league::{Input, League};
use crate::error::{DocumentKind, Error, ErrorKind};

/// The text encodings a league file may be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEncoding {
    /// UTF-8, with or without a byte-order mark.
    Utf8,
    /// Shift_JIS as Japanese Windows and Excel write it (CP932, windows-31j; the WHATWG
    /// `Shift_JIS` decoder, which `encoding_rs` and the browsers' `TextDecoder` both implement).
    ShiftJis,
    /// UTF-16, little-endian ("Unicode" text as Windows' Notepad and Excel save it) or
    /// big-endian, with or without a byte-order mark.
    Utf16 { big_endian: bool },
}

/// The largest file any reader takes, in bytes (64 MiB): checked before a file is read or
/// decoded, so that memory stays bounded. A 1,000-player round robin with every game recorded is
/// about 35 MiB as the JSON Hoshitori writes and 2 MiB as a crosstable.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// Refuses a file of `bytes` bytes over [`MAX_INPUT_BYTES`].
pub fn check_size(bytes: u64) -> Result<(), Error> {
    if bytes > MAX_INPUT_BYTES {
        return Err(Error::new(ErrorKind::InputTooLarge {
            bytes: Some(bytes),
            max: MAX_INPUT_BYTES,
        }));
    }
    Ok(())
}

/// Whether `bytes` are UTF-16 text, and which byte order: told by a byte-order mark, or without
/// one by NUL bytes, which a text file has only as the other half of a UTF-16 letter: an ASCII
/// letter's NUL is its second byte in little-endian, its first in big-endian, and most of a
/// file's NULs fall on one side.
fn utf16_order(bytes: &[u8]) -> Option<bool> {
    match bytes {
        [0xff, 0xfe, ..] => return Some(false),
        [0xfe, 0xff, ..] => return Some(true),
        _ => {}
    }
    let nul_at = |parity: usize| {
        bytes
            .iter()
            .skip(parity)
            .step_by(2)
            .filter(|&&b| b == 0)
            .count()
    };
    let (first, second) = (nul_at(0), nul_at(1));
    if first + second == 0 {
        None
    } else {
        Some(first > second)
    }
}

/// `bytes` as UTF-16 of the order `big_endian`, without a leading byte-order mark; `Err` with
/// the line of the first unit that is not UTF-16 (half a surrogate pair, an odd byte at the end).
fn decode_utf16(bytes: &[u8], big_endian: bool) -> Result<String, u32> {
    let units = bytes.chunks(2).map(|pair| match *pair {
        [a, b] if big_endian => Ok(u16::from_be_bytes([a, b])),
        [a, b] => Ok(u16::from_le_bytes([a, b])),
        _ => Err(()),
    });
    let mut text = String::new();
    let mut line = 1u32;
    let mut good = Vec::new();
    for unit in units {
        match unit {
            Ok(u) => good.push(u),
            Err(()) => return Err(line),
        }
    }
    for c in char::decode_utf16(good) {
        match c {
            Ok(c) => {
                if c == '\n' {
                    line = line.saturating_add(1);
                }
                text.push(c);
            }
            Err(_) => return Err(line),
        }
    }
    if bytes.len() % 2 == 1 {
        return Err(line);
    }
    Ok(text.trim_start_matches('\u{feff}').to_string())
}

/// Decodes a league file's bytes. The rule, the same in the CLI and the page: bytes that begin
/// with a UTF-16 byte-order mark, or hold NUL bytes (which no text has but UTF-16), are UTF-16
/// (refused at the line of the first unit that is not, [`ErrorKind::InvalidUtf16`]); bytes that
/// are valid UTF-8 are UTF-8 (a leading byte-order mark is dropped); otherwise they are Shift_JIS if
/// `shift_jis` decodes them without error (it returns `None` on an invalid sequence); otherwise
/// the file is refused, at the line of the first byte that is not UTF-8. The CLI passes
/// `encoding_rs` ([`decode`]); the page passes the browser's `TextDecoder("shift_jis", {fatal})`.
pub fn decode_with(
    bytes: &[u8],
    shift_jis: impl FnOnce(&[u8]) -> Option<String>,
) -> Result<(String, TextEncoding), Error> {
    check_size(bytes.len() as u64)?;
    if let Some(big_endian) = utf16_order(bytes) {
        return match decode_utf16(bytes, big_endian) {
            Ok(text) => Ok((text, TextEncoding::Utf16 { big_endian })),
            Err(line) => Err(Error::new(ErrorKind::InvalidUtf16).with_line(line, None)),
        };
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => {
            // Every leading byte-order mark: a file saved twice by a tool that adds one is
            // still read from its first character.
            let text = text.trim_start_matches('\u{feff}');
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

/// A file read: its document, and what locates an error found in it later.
#[derive(Clone, Debug)]
pub struct Opened {
    pub document: Document,
    /// The format the file is in.
    pub source: Source,
    /// The file's name as the user gave it (`-` for standard input): errors name it.
    pub file: String,
    text: String,
}

/// Reads the file `file` whose text is `text`: tells its format once and reads it with that
/// format's reader. Errors carry the file, and the line (and cell) where the reader found them.
pub fn read(text: &str, file: &str) -> Result<Opened, Error> {
    let text = &*clean(text);
    let source = sniff(text);
    let document = match source.kind() {
        DocumentKind::League => read_league_as(text, source).map(Document::League),
        DocumentKind::Event => read_event_as(text, source).map(Document::Event),
        DocumentKind::Staged => json::read_staged(text).map(|d| Document::Staged(Box::new(d))),
    }
    .map_err(|e| e.with_file(file))?;
    Ok(Opened {
        document,
        source,
        file: file.to_string(),
        text: text.to_string(),
    })
}

/// A league in the format `source` (a league's). Apart from [`read_event_as`], so that a page
/// that reads only leagues does not carry the events' readers (and the other way round).
fn read_league_as(text: &str, source: Source) -> Result<League, Error> {
    match source {
        Source::Crosstable { separator } => csv::read(text, separator as u8),
        _ => json::read(text),
    }
}

/// An event in the format `source` (an event's).
fn read_event_as(text: &str, source: Source) -> Result<SwissEvent, Error> {
    event_table_as(text, source).unwrap_or_else(|| json::read_event(text))
}

/// An event's table in the format `source` (a TRF, an h9 table, a wall chart); `None` for JSON.
fn event_table_as(text: &str, source: Source) -> Option<Result<SwissEvent, Error>> {
    match source {
        Source::Trf => Some(trf::read(text)),
        Source::H9 => Some(h9::read(text)),
        Source::WallChart { separator } => Some(wallchart::read(text, separator)),
        _ => None,
    }
}

impl Opened {
    /// `e`, found in the document (by its `input()`, the engine or a command), located in the
    /// file: the line of its JSON path, or of its crosstable cell; and the file's name.
    pub fn locate(&self, e: Error) -> Error {
        let e = match (&self.document, self.source) {
            (_, Source::LeagueJson | Source::EventJson | Source::StagedJson) => {
                json::locate_error(&self.text, e)
            }
            (Document::League(league), Source::Crosstable { .. }) => {
                csv::locate_error(&self.text, league, e)
            }
            _ => e,
        };
        e.with_file(&self.file)
    }

    /// The league and the engine's input, checked; errors located in the file. A Swiss event
    /// is refused ([`ErrorKind::NotForSwiss`]).
    pub fn league_input(&self) -> Result<(&League, Input), Error> {
        match &self.document {
            Document::League(league) => {
                let input = league.input().map_err(|e| self.locate(e))?;
                Ok((league, input))
            }
            Document::Event(_) => Err(Error::new(ErrorKind::NotForSwiss).with_file(&self.file)),
            Document::Staged(_) => Err(not_for_staged("this command").with_file(&self.file)),
        }
    }
}

/// An event in stages given where only another kind is read.
fn not_for_staged(command: &str) -> Error {
    Error::new(ErrorKind::NotForStaged {
        command: command.to_string(),
    })
}

/// A league file, read and checked, with the engine's input: [`read`] for a file that must be
/// a league (a Swiss event is refused with [`ErrorKind::NotForSwiss`]).
pub fn read_league(text: &str, file: &str) -> Result<(League, Input), Error> {
    let opened = open_league(text, file)?;
    let (league, input) = opened.league_input()?;
    Ok((league.clone(), input))
}

/// The league in `file`, not yet checked (a league whose games name unknown players still
/// opens: its standings say why), through the leagues' readers only; a Swiss event is refused
/// ([`ErrorKind::NotForSwiss`]) without being read.
pub fn league(text: &str, file: &str) -> Result<League, Error> {
    match open_league(text, file)?.document {
        Document::League(league) => Ok(league),
        Document::Event(_) => Err(Error::new(ErrorKind::NotForSwiss).with_file(file)),
        Document::Staged(_) => Err(not_for_staged("this page").with_file(file)),
    }
}

/// [`read`] for a file that must be a league, with the leagues' readers only.
fn open_league(text: &str, file: &str) -> Result<Opened, Error> {
    let text = &*clean(text);
    let source = sniff(text);
    match source.kind() {
        DocumentKind::Event => return Err(Error::new(ErrorKind::NotForSwiss).with_file(file)),
        DocumentKind::Staged => return Err(not_for_staged("this page").with_file(file)),
        DocumentKind::League => {}
    }
    let league = read_league_as(text, source).map_err(|e| e.with_file(file))?;
    Ok(Opened {
        document: Document::League(league),
        source,
        file: file.to_string(),
        text: text.to_string(),
    })
}

/// A Swiss event, when `text` is one (a TRF, an h9 table, a `hoshitori-swiss/1` document or a
/// wall chart), read; `None` for a league ([`sniff`] tells).
pub fn read_event(text: &str) -> Option<Result<SwissEvent, Error>> {
    let text = &*clean(text);
    let source = sniff(text);
    (source.kind() == DocumentKind::Event).then(|| read_event_as(text, source))
}

/// The format of `text` ([`sniff`] on the text as every reader sees it): the viewer picks its
/// reader by it.
pub fn source_of(text: &str) -> Source {
    sniff(&clean(text))
}

/// The viewer's readers, one per kind and notation (a JSON document, or a table: a crosstable,
/// a TRF, an h9 table, a wall chart), each `None` for a file it does not read ([`sniff`]
/// tells): a viewer carries one notation's readers, so that a visitor shown a JSON file does
/// not download the tables' readers, nor the other way round (`web::view`). Errors name
/// `file`.
pub mod only {
    use super::{Source, clean, csv, json, sniff};
    use crate::document::event::SwissEvent;
    use crate::document::league::League;
    use crate::document::staged::StagedEvent;
    use crate::error::Error;

    /// A league file in JSON (`hoshitori-league/…`).
    pub fn league_json(text: &str, file: &str) -> Option<Result<League, Error>> {
        let text = &*clean(text);
        (sniff(text) == Source::LeagueJson).then(|| json::read(text).map_err(|e| e.with_file(file)))
    }

    /// A league's crosstable (comma- or tab-separated).
    pub fn league_table(text: &str, file: &str) -> Option<Result<League, Error>> {
        let text = &*clean(text);
        match sniff(text) {
            Source::Crosstable { separator } => {
                Some(csv::read(text, separator as u8).map_err(|e| e.with_file(file)))
            }
            _ => None,
        }
    }

    /// A Swiss event's file in JSON (`hoshitori-swiss/1`).
    pub fn event_json(text: &str, file: &str) -> Option<Result<SwissEvent, Error>> {
        let text = &*clean(text);
        (sniff(text) == Source::EventJson)
            .then(|| json::read_event(text).map_err(|e| e.with_file(file)))
    }

    /// A Swiss event's table: a TRF, an h9 table or a wall chart.
    pub fn event_table(text: &str, file: &str) -> Option<Result<SwissEvent, Error>> {
        let text = &*clean(text);
        super::event_table_as(text, sniff(text)).map(|read| read.map_err(|e| e.with_file(file)))
    }

    /// An event in stages (`hoshitori-stages/1`, JSON only).
    pub fn staged_json(text: &str, file: &str) -> Option<Result<StagedEvent, Error>> {
        let text = &*clean(text);
        (sniff(text) == Source::StagedJson)
            .then(|| json::read_staged(text).map_err(|e| e.with_file(file)))
    }
}

/// Whether `text` is a Swiss event ([`sniff`] tells), without reading it: the league page sends
/// such a file to the Swiss page.
pub fn is_event(text: &str) -> bool {
    kind_of(text) == DocumentKind::Event
}

/// The kind of document `text` holds ([`sniff`] tells), without reading it ([`is_event`],
/// [`is_staged`]: a page sends a file of another kind to that kind's page).
pub fn kind_of(text: &str) -> DocumentKind {
    sniff(&clean(text)).kind()
}

/// Whether `text` is an event in stages (`hoshitori-stages/…`), told from the text alone.
pub fn is_staged(text: &str) -> bool {
    kind_of(text) == DocumentKind::Staged
}

/// `text` without its byte-order mark and with every line ending a `\n`: Windows' `\r\n`, and
/// a lone `\r` as old Mac programs and some pairing engines (bbpPairings' TRF) end lines, so
/// that every reader splits lines alike and errors count them alike.
fn clean(text: &str) -> std::borrow::Cow<'_, str> {
    let text = text.trim_start_matches('\u{feff}');
    if text.contains('\r') {
        std::borrow::Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file whose lines end in a lone `\r` (bbpPairings writes its TRF so) or `\r\n` reads as
    /// the same file with `\n`, every kind alike, and an error counts its lines the same.
    #[test]
    fn every_line_ending_reads_alike() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        for file in [
            "swiss/fide-chess-trf.trf",
            "swiss/fide-chess-wall.csv",
            "swiss/h9-sample.h9",
            "swiss/tagajo.json",
        ] {
            let text = std::fs::read_to_string(dir.join(file)).unwrap();
            let unix = text.replace("\r\n", "\n");
            let expected = read(&unix, file).unwrap().document;
            for ending in ["\r", "\r\n"] {
                let other = unix.replace('\n', ending);
                assert_eq!(
                    read(&other, file).unwrap().document,
                    expected,
                    "{file} {ending:?}"
                );
                assert!(read_event(&other).is_some(), "{file} {ending:?}");
            }
        }
        let broken = "012 T\r001    1      A B                               2000  \rXXR 9x\r";
        let unix = broken.replace('\r', "\n");
        let (a, b) = (read(broken, "t.trf"), read(&unix, "t.trf"));
        assert_eq!(
            a.err().map(|e| e.location().line),
            b.err().map(|e| e.location().line)
        );
    }

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
        // Source: issue 37, item 5: UTF-16 as Windows saves "Unicode" text, with or without its
        // byte-order mark, little- or big-endian; read, not taken for a crosstable with NULs.
        let table = "name,大和,B\n大和,＼,o\nB,x,＼\n";
        let le: Vec<u8> = table.encode_utf16().flat_map(u16::to_le_bytes).collect();
        let be: Vec<u8> = table.encode_utf16().flat_map(u16::to_be_bytes).collect();
        for (bytes, big_endian) in [
            ([&[0xff, 0xfe][..], &le].concat(), false),
            (le.clone(), false),
            ([&[0xfe, 0xff][..], &be].concat(), true),
            (be.clone(), true),
        ] {
            let (text, enc) = decode(&bytes).unwrap();
            assert_eq!(
                (text.as_str(), enc),
                (table, TextEncoding::Utf16 { big_endian })
            );
        }
        // Half a surrogate pair on the second line; an odd byte at the end.
        let mut broken = "a\nb".encode_utf16().collect::<Vec<_>>();
        broken.push(0xd800);
        let broken: Vec<u8> = broken.into_iter().flat_map(u16::to_le_bytes).collect();
        let err = decode(&broken).unwrap_err();
        assert_eq!(err.kind(), &ErrorKind::InvalidUtf16);
        assert_eq!(err.location().line, Some(2));
        assert_eq!(
            decode(&le[1..]).unwrap_err().kind(),
            &ErrorKind::InvalidUtf16
        );
        // The page's decoder is passed in; the rule around it is the same.
        assert!(decode_with(b"\x81\x5a", |_| None).is_err());
    }
}
