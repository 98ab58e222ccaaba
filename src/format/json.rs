//! The JSON documents: the league file (`hoshitori-league/2`, version 1 migrated on read,
//! `docs/league-format.md`) and the Swiss event file (`hoshitori-swiss/1`,
//! `docs/swiss-format.md`).
//!
//! Reading happens in two stages, both of which name the line of a problem:
//! `serde_json` reports syntax and type errors with line and column; checks that need the whole
//! document (unknown player, duplicate name, a player against himself) come back from
//! [`League::input`] with a path such as `games[3].b`, and [`locate`] finds that path's line in the
//! text with a small scanner that walks the JSON structure.

use crate::document::event::{self, SwissEvent};
use crate::document::league::{self, League};
use crate::error::{DocumentKind, Error, ErrorKind, SchemaProblem, SyntaxProblem, ValueType};

/// Parses a league file. Errors carry line and column; `file` is not set (the caller knows it).
pub fn read(text: &str) -> Result<League, Error> {
    Ok(parse::<League>(text, DocumentKind::League)?.migrate())
}

/// Parses a Swiss event file (`hoshitori-swiss/1`, `docs/swiss-format.md`), as [`read`] does a
/// league.
pub fn read_event(text: &str) -> Result<SwissEvent, Error> {
    parse(text, DocumentKind::Event)
}

/// An event in stages from its JSON text (`hoshitori-stages/1`).
pub fn read_staged(text: &str) -> Result<crate::document::staged::StagedEvent, Error> {
    parse(text, DocumentKind::Staged)
}

/// Whether a JSON text holds an event in stages: its top-level `format` names one
/// (`hoshitori-stages/…`).
pub fn names_staged(text: &str) -> bool {
    matches!(top_level(text).format, Some(Field::Text(f)) if f.starts_with("hoshitori-stages/"))
}

/// Whether a JSON text holds an event document: its top-level `format` names one
/// (`hoshitori-swiss/…`), or it has no `format` and has `rounds`. Told from the text alone,
/// without parsing it, so that a file that is not well-formed JSON is still told by the
/// `format` it names ([`super::sniff`]).
pub fn names_event(text: &str) -> bool {
    let top = top_level(text);
    match &top.format {
        Some(Field::Text(f)) => f.starts_with("hoshitori-swiss/"),
        Some(Field::Other(_)) => false,
        None => top.keys.iter().any(|k| k == "rounds"),
    }
}

/// A top-level field's value as the text gives it.
#[derive(Debug, PartialEq, Eq)]
enum Field {
    /// A string, unescaped.
    Text(String),
    /// Any other value, as written (`2`, `null`, `{…}` as its first character).
    Other(String),
}

/// What [`top_level`] finds.
#[derive(Debug, Default)]
struct TopLevel {
    format: Option<Field>,
    keys: Vec<String>,
}

/// The top-level keys of a JSON object and its `format` field, read by a scanner that only
/// tracks strings and nesting: it reads as far as the text goes, well-formed or not.
fn top_level(text: &str) -> TopLevel {
    let mut top = TopLevel::default();
    let mut chars = text.chars().peekable();
    let mut depth = 0usize;
    // The last string read at depth 1 in a key's place, waiting for its `:`.
    let mut key: Option<String> = None;
    let mut expect_key = false;
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                let mut s = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => {
                            if let Some(e) = chars.next() {
                                s.push(e);
                            }
                        }
                        c => s.push(c),
                    }
                }
                if depth == 1 && expect_key {
                    key = Some(s);
                    expect_key = false;
                }
            }
            '{' | '[' => {
                depth += 1;
                if depth == 1 {
                    expect_key = c == '{';
                }
            }
            '}' | ']' => depth = depth.saturating_sub(1),
            ',' if depth == 1 => expect_key = true,
            ':' if depth == 1 => {
                let Some(k) = key.take() else { continue };
                if k == "format" {
                    while chars.peek().is_some_and(|c| c.is_whitespace()) {
                        chars.next();
                    }
                    if chars.peek() == Some(&'"') {
                        chars.next();
                        let mut s = String::new();
                        for c in chars.by_ref() {
                            if c == '"' {
                                break;
                            }
                            s.push(c);
                        }
                        top.format = Some(Field::Text(s));
                    } else {
                        let mut s = String::new();
                        while let Some(&c) = chars.peek() {
                            if matches!(c, ',' | '}') || (c.is_whitespace() && !s.is_empty()) {
                                break;
                            }
                            s.push(c);
                            chars.next();
                            if matches!(c, '{' | '[') {
                                depth += 1;
                                break;
                            }
                        }
                        top.format = Some(Field::Other(s.trim().to_string()));
                    }
                }
                top.keys.push(k);
            }
            _ => {}
        }
    }
    top
}

/// Parses a document of kind `document`. A `format` this build does not read is said first,
/// even in a text that is not well-formed, so that a file of another version gets that message
/// rather than a syntax or type error.
fn parse<T: serde::de::DeserializeOwned>(text: &str, document: DocumentKind) -> Result<T, Error> {
    let (reads, format): (fn(&str) -> bool, &str) = match document {
        DocumentKind::League => (league::reads, league::FORMAT),
        DocumentKind::Event => (event::reads, event::FORMAT),
        DocumentKind::Staged => (
            crate::document::staged::reads,
            crate::document::staged::FORMAT,
        ),
    };
    let text = text.trim_start_matches('\u{feff}');
    let top = top_level(text);
    let missing_format = match top.format {
        Some(Field::Text(f)) if reads(&f) => false,
        // `"format":` and the text ends: the parser says where it was cut.
        Some(Field::Other(found)) if found.trim().is_empty() => false,
        Some(Field::Text(found) | Field::Other(found)) => {
            return Err(at(
                text,
                "format",
                Error::new(ErrorKind::UnsupportedFormat { found, document }),
            ));
        }
        None => true,
    };
    from_text::<T>(text).map_err(|e| fault::<T>(text, document, format, missing_format, e))
}

/// `T` read from `text` with serde_json's own error, through the same reader as [`read`] and
/// the others (serde_json's text deserializer): a page that reads a document from storage or
/// from its own text this way carries one reader of it, not two (a `serde_json::Value` read
/// first, or another deserializer, is a second instantiation of every `Deserialize` in it).
pub fn from_text<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    let doc = T::deserialize(&mut de)?;
    de.end()?;
    Ok(doc)
}

/// serde_json's error `e` for a document of kind `document` (whose `format` is `format`) as
/// data: a syntax error, or a value that does not fit the format with the JSON path it is at
/// ([`path_at`]).
fn fault<T: serde::de::DeserializeOwned>(
    text: &str,
    document: DocumentKind,
    format: &str,
    missing_format: bool,
    e: serde_json::Error,
) -> Error {
    use serde_json::error::Category;
    let line = u32::try_from(e.line()).unwrap_or(u32::MAX).max(1);
    let column = u32::try_from(e.column()).unwrap_or(u32::MAX).max(1);
    let message = strip_position(&e.to_string());
    let category = e.classify();
    // serde_json says a well-formed value it cannot read as a word of the format (`"result":
    // 3`) is a syntax error ("expected value"): it is one of the format.
    let well_formed = matches!(category, Category::Syntax)
        && serde_json::from_str::<serde_json::Value>(text).is_ok();
    if (matches!(category, Category::Data) || well_formed) && missing_format {
        return Error::new(ErrorKind::Schema {
            message: format!("missing field `format` (\"{format}\")"),
            problem: SchemaProblem::MissingField {
                field: "format".into(),
            },
            document,
        })
        .with_line(1, Some(1));
    }
    if !(matches!(category, Category::Data) || well_formed) {
        let kind = ErrorKind::Syntax {
            problem: syntax_problem(&message),
            message,
        };
        return Error::new(kind).with_line(line, Some(column));
    }
    let mut problem = if well_formed {
        SchemaProblem::Other
    } else {
        schema_problem(&message)
    };
    let path = match &problem {
        // `rules`, the one field of several shapes, is read whole before its shapes are tried:
        // the position is past it.
        SchemaProblem::NoShape { .. } => Some("rules".to_string()),
        p => path_at(text, e.line(), e.column(), closes(p, &message)),
    };
    // A value that is not one of a field's words: the words, from the parser itself.
    let word = matches!(problem, SchemaProblem::Other)
        || matches!(
            problem,
            SchemaProblem::InvalidType {
                expected: ValueType::Other,
                ..
            }
        );
    if let (true, Some(p)) = (word, &path) {
        if let Some((found, allowed)) = accepted_words::<T>(text, p) {
            problem = SchemaProblem::UnknownVariant { found, allowed };
        }
    }
    // A field given twice, or unknown, is at its own path, inside the object the parser was in.
    let path = match &problem {
        SchemaProblem::DuplicateField { field } | SchemaProblem::UnknownField { field } => {
            Some(match path {
                Some(object) => format!("{object}.{field}"),
                None => field.clone(),
            })
        }
        _ => path,
    };
    let error = Error::new(ErrorKind::Schema {
        message,
        problem,
        document,
    })
    .with_line(line, Some(column));
    match path {
        Some(path) => error.with_path(path),
        None => error,
    }
}

/// The value at `path` in `text` as JSON writes it, and the words the format takes there,
/// if the place takes words: told by reading the document again with a word there that no
/// format has.
fn accepted_words<T: serde::de::DeserializeOwned>(
    text: &str,
    path: &str,
) -> Option<(String, Vec<String>)> {
    let mut value: serde_json::Value = serde_json::from_str(text).ok()?;
    let pointer: String = parse_path(path)?
        .iter()
        .map(|seg| match seg {
            Seg::Key(k) => format!("/{}", k.replace('~', "~0").replace('/', "~1")),
            Seg::Index(i) => format!("/{i}"),
        })
        .collect();
    let slot = value.pointer_mut(&pointer)?;
    let found = literal(slot);
    *slot = serde_json::Value::String("\u{0}".into());
    // Read from text, as `parse` reads: one instantiation of the document's reader (reading
    // the `Value` itself would be another, and every page would carry both).
    let text = value.to_string();
    let e = from_text::<T>(&text).err()?;
    let message = strip_position(&e.to_string());
    let problem = schema_problem(&message);
    if path_at(&text, e.line(), e.column(), closes(&problem, &message)).as_deref() != Some(path) {
        return None;
    }
    match problem {
        SchemaProblem::UnknownVariant { allowed, .. } if !allowed.is_empty() => {
            Some((found, allowed))
        }
        _ => None,
    }
}

/// A value as the messages quote it: as JSON writes it, a list or an object shortened to
/// `[…]`, `{…}`.
fn literal(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::Array(_) => "[…]".into(),
        serde_json::Value::Object(_) => "{…}".into(),
        v => v.to_string(),
    }
}

/// Adds the line of the error's JSON path, if it has one and the path is found in `text`.
pub fn locate_error(text: &str, error: Error) -> Error {
    match error.location().path.clone() {
        Some(path) => at(text, &path, error),
        None => error,
    }
}

fn at(text: &str, path: &str, error: Error) -> Error {
    match locate(text, path) {
        Some((line, column)) => error.with_path(path).with_line(line, Some(column)),
        None => error.with_path(path),
    }
}

/// Writes a league as pretty JSON (two-space indent, fields in the documented order, a final
/// newline).
pub fn write(league: &League) -> String {
    pretty(league)
}

/// Writes an event in stages as [`write`] writes a league.
pub fn write_staged(doc: &crate::document::staged::StagedEvent) -> String {
    pretty(doc)
}

/// Writes a Swiss event as [`write`] writes a league.
pub fn write_event(event: &SwissEvent) -> String {
    pretty(event)
}

fn pretty(doc: &impl serde::Serialize) -> String {
    let mut s = serde_json::to_string_pretty(doc).unwrap_or_default();
    s.push('\n');
    s
}

/// serde_json appends " at line L column C"; we print the position ourselves.
/// Classifies serde's message for a data error (without its position) into data: the one place
/// that reads serde's well-known message shapes (`missing field `x``, `unknown variant `x`,
/// expected one of `a`, `b``, `invalid type: string "x", expected u32`, `invalid value: integer
/// `-1`, expected u32`). What it does not recognise is [`SchemaProblem::Other`].
pub fn schema_problem(message: &str) -> SchemaProblem {
    // The words between backticks, in order.
    let ticked = |s: &str| -> Vec<String> {
        s.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    // The value serde names in `found` (`integer `-1``, `string "x"`, `map`), as JSON writes it.
    let literal = |found: &str| -> String {
        let found = found.trim();
        if let Some(t) = ticked(found).into_iter().next() {
            t
        } else if let (Some(a), Some(b)) = (found.find('"'), found.rfind('"')) {
            found
                .get(a..=b)
                .filter(|_| a < b)
                .unwrap_or_default()
                .to_string()
        } else {
            match found {
                "map" => "{…}".into(),
                "sequence" => "[…]".into(),
                "null" | "unit value" | "unit" => "null".into(),
                _ => String::new(),
            }
        }
    };
    let whole = |min: i64, max: u64| ValueType::WholeNumber { min, max };
    let value_type = |expected: &str| match expected.trim() {
        "u8" => whole(0, u8::MAX.into()),
        "u16" => whole(0, u16::MAX.into()),
        "u32" => whole(0, u32::MAX.into()),
        "u64" | "u128" => whole(0, u64::MAX),
        "usize" => whole(0, u64::try_from(usize::MAX).unwrap_or(u64::MAX)),
        "i8" => whole(i8::MIN.into(), 127),
        "i16" => whole(i16::MIN.into(), 32_767),
        "i32" => whole(i32::MIN.into(), 2_147_483_647),
        "i64" | "i128" => whole(i64::MIN, 9_223_372_036_854_775_807),
        "isize" => whole(
            i64::try_from(isize::MIN).unwrap_or(i64::MIN),
            u64::try_from(isize::MAX).unwrap_or(u64::MAX),
        ),
        "f32" | "f64" => ValueType::Number,
        "a string" | "a borrowed string" | "a character" | "a char" => ValueType::Text,
        "a boolean" => ValueType::Boolean,
        e if e == "a sequence" || e.starts_with("a tuple") => ValueType::List,
        e if e.starts_with("struct ")
            || e == "a map"
            || e.starts_with("internally tagged enum ")
            || e.starts_with("adjacently tagged enum ") =>
        {
            ValueType::Object
        }
        _ => ValueType::Other,
    };
    if let Some(rest) = message.strip_prefix("duplicate field ") {
        if let Some(field) = ticked(rest).into_iter().next() {
            return SchemaProblem::DuplicateField { field };
        }
    }
    // `rules` is the one field of several shapes (`document::league::Rules`).
    if let Some(name) = message.strip_prefix("data did not match any variant of untagged enum ") {
        let expected = match name.trim() {
            "Rules" => vec![ValueType::Text, ValueType::Object],
            _ => Vec::new(),
        };
        return SchemaProblem::NoShape { expected };
    }
    if let Some(rest) = message.strip_prefix("missing field ") {
        if let Some(field) = ticked(rest).into_iter().next() {
            return SchemaProblem::MissingField { field };
        }
    }
    if let Some(rest) = message.strip_prefix("unknown field ") {
        if let Some(field) = ticked(rest).into_iter().next() {
            return SchemaProblem::UnknownField { field };
        }
    }
    if let Some(rest) = message.strip_prefix("unknown variant ") {
        let mut words = ticked(rest).into_iter();
        if let Some(found) = words.next() {
            return SchemaProblem::UnknownVariant {
                found: serde_json::Value::String(found).to_string(),
                allowed: words.collect(),
            };
        }
    }
    for (prefix, invalid_type) in [("invalid type: ", true), ("invalid value: ", false)] {
        if let Some((found, expected)) = message
            .strip_prefix(prefix)
            .and_then(|rest| rest.rsplit_once(", expected "))
        {
            let (found, expected) = (literal(found), value_type(expected));
            return if invalid_type {
                SchemaProblem::InvalidType { found, expected }
            } else {
                SchemaProblem::InvalidValue { found, expected }
            };
        }
    }
    SchemaProblem::Other
}

/// Classifies serde_json's message for a syntax error (without its position) into data: the
/// one place that reads its message shapes (serde_json 1.x `ErrorCode`). What it does not
/// recognise is [`SyntaxProblem::Json`].
pub fn syntax_problem(message: &str) -> SyntaxProblem {
    use crate::error::{JsonPart, JsonToken};
    match message {
        "EOF while parsing a list" => SyntaxProblem::JsonEof {
            inside: JsonPart::List,
        },
        "EOF while parsing an object" => SyntaxProblem::JsonEof {
            inside: JsonPart::Object,
        },
        "EOF while parsing a string" => SyntaxProblem::JsonEof {
            inside: JsonPart::Text,
        },
        "EOF while parsing a value" => SyntaxProblem::JsonEof {
            inside: JsonPart::Value,
        },
        "expected `:`" => SyntaxProblem::JsonExpected {
            expected: JsonToken::Colon,
        },
        "expected `,` or `]`" => SyntaxProblem::JsonExpected {
            expected: JsonToken::CommaOrListEnd,
        },
        "expected `,` or `}`" => SyntaxProblem::JsonExpected {
            expected: JsonToken::CommaOrObjectEnd,
        },
        "expected value" => SyntaxProblem::JsonExpected {
            expected: JsonToken::Value,
        },
        "expected ident" => SyntaxProblem::JsonExpected {
            expected: JsonToken::Word,
        },
        "trailing comma" => SyntaxProblem::JsonTrailingComma,
        "trailing characters" => SyntaxProblem::JsonTrailingCharacters,
        "key must be a string" => SyntaxProblem::JsonKeyNotText,
        "invalid number" => SyntaxProblem::JsonBadNumber,
        "number out of range" => SyntaxProblem::JsonNumberTooLarge,
        "recursion limit exceeded" => SyntaxProblem::JsonTooDeep,
        m if m.starts_with("invalid escape")
            || m.starts_with("invalid unicode code point")
            || m.starts_with("control character")
            || m.starts_with("lone leading surrogate")
            || m.starts_with("unexpected end of hex escape") =>
        {
            SyntaxProblem::JsonBadString
        }
        _ => SyntaxProblem::Json,
    }
}

pub(crate) fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(k) => message[..k].to_string(),
        None => message.to_string(),
    }
}

/// One step of a JSON path.
#[derive(Debug, PartialEq, Eq)]
enum Seg {
    Key(String),
    Index(usize),
}

fn parse_path(path: &str) -> Option<Vec<Seg>> {
    let mut segs = Vec::new();
    for part in path.split('.') {
        let (key, mut rest) = match part.find('[') {
            Some(k) => (&part[..k], &part[k..]),
            None => (part, ""),
        };
        if !key.is_empty() {
            segs.push(Seg::Key(key.to_string()));
        }
        while let Some(stripped) = rest.strip_prefix('[') {
            let end = stripped.find(']')?;
            segs.push(Seg::Index(stripped[..end].parse().ok()?));
            rest = &stripped[end + 1..];
        }
    }
    Some(segs)
}

/// The 1-based line and column where the value at `path` (`games[3].b`) starts, if the text is
/// JSON and has that path.
pub fn locate(text: &str, path: &str) -> Option<(u32, u32)> {
    let segs = parse_path(path)?;
    let mut s = Scanner {
        chars: text.char_indices().collect(),
        pos: 0,
    };
    let target = s.find(&segs)?;
    // At the end of a text cut short the scanner's offset is past it: no place to name.
    let before = text.get(..target)?;
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    Some((u32::try_from(line).ok()?, u32::try_from(column).ok()?))
}

/// Whether an error is about an object or a list at its end (a field missing, too few
/// elements), which serde_json finds at its `}` or `]`: see [`path_at`].
fn closes(problem: &SchemaProblem, message: &str) -> bool {
    matches!(problem, SchemaProblem::MissingField { .. }) || message.starts_with("invalid length")
}

/// The JSON path (`games[3].b`) of the value being read where serde_json's error at 1-based
/// `line` and `column` (bytes, as serde_json counts them) stopped, told from the text: the
/// keys and indices of the objects and lists open there. A key counts from its `:` to the `,`
/// or `}` after its value, and an element from its start to the `,` or `]` after it, so that a
/// value that does not fit, or an object that lacks a field, is at its own path and a key the
/// format does not know is at its object's. `None` for the document itself.
///
/// serde_json's position takes in the character it looked at after a value: a `,` or `}` last
/// there ends the container only for an error about the container itself (`closes`: a field
/// missing, a list too short); any other error is about the value before it. (A `]` last is
/// the end of a list that was the value itself.)
///
/// The path is told afterwards from the position rather than tracked during the read (as
/// `serde_path_to_error` does, with a second, path-tracking copy of every document's reader), so
/// that every page, the viewer's too, carries one reader of each document and names the path.
fn path_at(text: &str, line: usize, column: usize, closes: bool) -> Option<String> {
    enum Open {
        Object { key: Option<String>, in_value: bool },
        List { index: usize },
    }
    let start = match line {
        0 | 1 => 0,
        _ => text.match_indices('\n').nth(line - 2)?.0 + 1,
    };
    let bytes = text.as_bytes();
    let mut end = (start + column).min(bytes.len());
    if !closes && end > 0 && matches!(bytes[end - 1], b',' | b'}') {
        end -= 1;
    }
    let mut open: Vec<Open> = Vec::new();
    let mut i = 0;
    while i < end {
        match bytes[i] {
            b'"' => {
                let from = i;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if let Some(Open::Object {
                    key,
                    in_value: false,
                }) = open.last_mut()
                {
                    let quoted = text.get(from..(i + 1).min(text.len()))?;
                    *key = Some(serde_json::from_str(quoted).unwrap_or_default());
                }
            }
            b'{' => open.push(Open::Object {
                key: None,
                in_value: false,
            }),
            b'[' => open.push(Open::List { index: 0 }),
            b'}' | b']' => {
                open.pop();
            }
            b':' => {
                if let Some(Open::Object { in_value, .. }) = open.last_mut() {
                    *in_value = true;
                }
            }
            b',' => match open.last_mut() {
                Some(Open::Object { key, in_value }) => (*key, *in_value) = (None, false),
                Some(Open::List { index }) => *index += 1,
                None => {}
            },
            _ => {}
        }
        i += 1;
    }
    let mut out = String::new();
    for o in &open {
        match o {
            Open::Object {
                key: Some(key),
                in_value: true,
            } => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(key);
            }
            Open::Object { .. } => break,
            Open::List { index } => out.push_str(&format!("[{index}]")),
        }
    }
    (!out.is_empty()).then_some(out)
}

struct Scanner {
    chars: Vec<(usize, char)>,
    pos: usize,
}

impl Scanner {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).map(|c| c.1)
    }

    fn offset(&self) -> usize {
        self.chars.get(self.pos).map_or(usize::MAX, |c| c.0)
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(c) if c.is_whitespace()) {
            self.pos += 1;
        }
    }

    /// Byte offset of the value at `segs` below the current value.
    fn find(&mut self, segs: &[Seg]) -> Option<usize> {
        self.ws();
        let Some((seg, rest)) = segs.split_first() else {
            return Some(self.offset());
        };
        match (seg, self.peek()?) {
            (Seg::Key(key), '{') => {
                self.pos += 1;
                loop {
                    self.ws();
                    if self.peek()? == '}' {
                        return None;
                    }
                    let k = self.string()?;
                    self.ws();
                    if self.peek()? != ':' {
                        return None;
                    }
                    self.pos += 1;
                    if &k == key {
                        return self.find(rest);
                    }
                    self.skip()?;
                    self.ws();
                    if self.peek()? == ',' {
                        self.pos += 1;
                    }
                }
            }
            (Seg::Index(want), '[') => {
                self.pos += 1;
                let mut k = 0;
                loop {
                    self.ws();
                    if self.peek()? == ']' {
                        return None;
                    }
                    if k == *want {
                        return self.find(rest);
                    }
                    self.skip()?;
                    self.ws();
                    if self.peek()? == ',' {
                        self.pos += 1;
                    }
                    k += 1;
                }
            }
            _ => None,
        }
    }

    fn string(&mut self) -> Option<String> {
        if self.peek()? != '"' {
            return None;
        }
        self.pos += 1;
        let mut out = String::new();
        loop {
            let c = self.peek()?;
            self.pos += 1;
            match c {
                '"' => return Some(out),
                '\\' => {
                    let e = self.peek()?;
                    self.pos += 1;
                    match e {
                        'u' => {
                            let hex: String = (0..4)
                                .filter_map(|_| {
                                    let h = self.peek();
                                    self.pos += 1;
                                    h
                                })
                                .collect();
                            let code = u32::from_str_radix(&hex, 16).ok()?;
                            out.push(char::from_u32(code).unwrap_or('\u{fffd}'));
                        }
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        'r' => out.push('\r'),
                        'b' => out.push('\u{8}'),
                        'f' => out.push('\u{c}'),
                        other => out.push(other),
                    }
                }
                other => out.push(other),
            }
        }
    }

    /// Skips one value.
    fn skip(&mut self) -> Option<()> {
        self.ws();
        match self.peek()? {
            '"' => self.string().map(|_| ()),
            open @ ('{' | '[') => {
                let close = if open == '{' { '}' } else { ']' };
                self.pos += 1;
                loop {
                    self.ws();
                    match self.peek()? {
                        c if c == close => {
                            self.pos += 1;
                            return Some(());
                        }
                        ',' | ':' => self.pos += 1,
                        _ => self.skip()?,
                    }
                }
            }
            _ => {
                while matches!(self.peek(), Some(c) if !matches!(c, ',' | '}' | ']') && !c.is_whitespace())
                {
                    self.pos += 1;
                }
                Some(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::locate;

    /// The path of a value that does not fit is told from where serde_json stopped
    /// (`path_at`): inside a value, after a number (where it looks one character on), at the
    /// end of an object that lacks a field, after a value read whole (`rules`). Checked, when
    /// written, against serde_path_to_error's tracked paths over 47,606 errors (every fixture's
    /// values replaced by each type in turn, its keys misspelled, a key added to each object):
    /// they agreed but where the tracked path stopped at an internally tagged enum
    /// (`stages[0].play`), whose field (`stages[0].play.cycles`) this names.
    #[test]
    fn paths_of_values_that_do_not_fit() {
        #[track_caller]
        fn check(body: &str, want: Option<&str>) {
            let text = format!("{{\"format\": \"hoshitori-league/2\",\n{body}}}");
            let e = super::read(&text).unwrap_err();
            assert_eq!(e.location().path.as_deref(), want, "{text}\n{e:?}");
        }
        let one = "\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}]";
        check(
            "\"players\": [{\"name\": \"A\"}, {\"name\": 3}]",
            Some("players[1].name"),
        );
        check("\"players\": [\"A\"]", Some("players[0]"));
        check(
            "\"players\": [{\"name\": \"A\", \"rating\": -1}]",
            Some("players[0].rating"),
        );
        check(
            "\"players\": [{\"rating\": -1, \"name\": \"A\"}]",
            Some("players[0].rating"),
        );
        check(
            "\"players\": [{\"rating\": 1.5\n}\n]",
            Some("players[0].rating"),
        );
        check(
            "\"players\": [{\"name\": \"A\"}, {\"rating\": 1}]",
            Some("players[1]"),
        );
        check("\"players\": [{}]", Some("players[0]"));
        check(
            &format!("{one}, \"games\": [{{\"a\": \"A\", \"b\": \"B\"}}]"),
            Some("games[0]"),
        );
        check(
            &format!("{one},\n\"games\": [{{\"a\": \"A\", \"b\": \"B\", \"result\": \"win\"}}]"),
            Some("games[0].result"),
        );
        // A key written with an escape is the key.
        check(
            &format!("{one}, \"games\": [{{\"a\": \"A\", \"b\": \"B\", \"re\\u0073ult\": 7}}]"),
            Some("games[0].result"),
        );
        // Braces and commas inside strings are text.
        check(
            "\"title\": \"{[,\\\"]}\", \"players\": [{\"name\": \"A\"}, {\"name\": []}]",
            Some("players[1].name"),
        );
        check(&format!("{one}, \"rules\": 3"), Some("rules"));
        check(&format!("\"rules\": [], {one}"), Some("rules"));
        check(
            &format!("{one}, \"rules\": {{\"criteria\": \"PTS\", \"playoff\": 1}}"),
            Some("rules"),
        );
        check(&format!("{one}, \"seats\": \"five\""), Some("seats"));
        check("\"players\": 3", Some("players"));
        check("\"games\": []", None);
    }

    /// serde_json's syntax messages become data, read from the parser itself.
    #[test]
    fn classifies_syntax_messages() {
        use super::syntax_problem;
        use crate::error::{JsonPart, JsonToken, SyntaxProblem as P};
        let problem = |text: &str| {
            let e = serde_json::from_str::<serde_json::Value>(text).unwrap_err();
            syntax_problem(&super::strip_position(&e.to_string()))
        };
        let eof = |inside| P::JsonEof { inside };
        let expected = |expected| P::JsonExpected { expected };
        assert_eq!(problem("[1, 2"), eof(JsonPart::List));
        assert_eq!(problem("{\"a\": 1"), eof(JsonPart::Object));
        assert_eq!(problem("\"abc"), eof(JsonPart::Text));
        assert_eq!(problem(""), eof(JsonPart::Value));
        assert_eq!(problem("{\"a\" 1}"), expected(JsonToken::Colon));
        assert_eq!(problem("[1 2]"), expected(JsonToken::CommaOrListEnd));
        assert_eq!(
            problem("{\"a\": 1 \"b\": 2}"),
            expected(JsonToken::CommaOrObjectEnd)
        );
        assert_eq!(problem("{\"a\": }"), expected(JsonToken::Value));
        assert_eq!(problem("[tru]"), expected(JsonToken::Word));
        assert_eq!(problem("[1,]"), P::JsonTrailingComma);
        assert_eq!(problem("{} x"), P::JsonTrailingCharacters);
        assert_eq!(problem("{1: 2}"), P::JsonKeyNotText);
        assert_eq!(problem("[\"\\q\"]"), P::JsonBadString);
        assert_eq!(problem("[1e999]"), P::JsonNumberTooLarge);
        assert_eq!(problem("[-]"), P::JsonBadNumber);
        assert_eq!(
            problem(&format!("{}{}", "[".repeat(200), "]".repeat(200))),
            P::JsonTooDeep
        );
    }

    /// serde's message shapes (serde 1.x `de::Error` defaults) become data.
    #[test]
    fn classifies_serde_messages() {
        use super::schema_problem;
        use crate::error::{SchemaProblem as P, ValueType as T};
        let s = |x: &str| x.to_string();
        assert_eq!(
            schema_problem("missing field `games`"),
            P::MissingField { field: s("games") }
        );
        assert_eq!(
            schema_problem("unknown variant `win`, expected one of `a`, `b`"),
            P::UnknownVariant {
                found: s("\"win\""),
                allowed: vec![s("a"), s("b")]
            }
        );
        assert_eq!(
            schema_problem("invalid value: integer `-1`, expected u32"),
            P::InvalidValue {
                found: s("-1"),
                expected: T::WholeNumber {
                    min: 0,
                    max: 4_294_967_295
                }
            }
        );
        assert_eq!(
            schema_problem("invalid type: string \"x\", expected i64"),
            P::InvalidType {
                found: s("\"x\""),
                expected: T::WholeNumber {
                    min: i64::MIN,
                    max: 9_223_372_036_854_775_807
                }
            }
        );
        assert_eq!(
            schema_problem("invalid type: map, expected a string"),
            P::InvalidType {
                found: s("{…}"),
                expected: T::Text
            }
        );
        // A stage's `entry` is an object with its `kind` (`engine::stages::Entry`).
        assert_eq!(
            schema_problem("invalid type: string \"all\", expected internally tagged enum Entry"),
            P::InvalidType {
                found: s("\"all\""),
                expected: T::Object
            }
        );
        assert_eq!(
            schema_problem("duplicate field `players`"),
            P::DuplicateField {
                field: s("players")
            }
        );
        assert_eq!(
            schema_problem("data did not match any variant of untagged enum Rules"),
            P::NoShape {
                expected: vec![T::Text, T::Object]
            }
        );
        assert_eq!(schema_problem("something new"), P::Other);
    }

    #[test]
    fn locates_nested_paths() {
        let text = "{\n  \"a\": [1, {\"x\": \"}\"}],\n  \"games\": [\n    {\"a\": \"P\"},\n    {\"b\": \"Q\"}\n  ]\n}";
        assert_eq!(locate(text, "games[1].b"), Some((5, 11)));
        assert_eq!(locate(text, "games[0]"), Some((4, 5)));
        assert_eq!(locate(text, "a[1].x"), Some((2, 18)));
        assert_eq!(locate(text, "games[2]"), None);
        assert_eq!(locate(text, "nope"), None);
    }
}
