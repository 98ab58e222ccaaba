//! Errors for people: [`message`] in Japanese or English, from the [`crate::error`] data.
//! English is the error's `Display` ([`en`]); Japanese says the same from the same data ([`ja`]).
//! No other module words an error.

pub mod en;
pub mod ja;

use crate::document::{event, league};
use crate::error::{DocumentKind, Error, Origin};
use crate::lang::Lang;

/// An error for people in `lang`: where it is, then what is wrong.
pub fn message(lang: Lang, e: &Error) -> String {
    message_in::<ALL>(lang, e)
}

/// The origins of errors ([`Origin`]) a build words, as bits: [`message_in`] carries the words
/// of those it names only, so that a page that meets a few origins does not download the words
/// of all (the viewer of share links meets a link's and a document's).
pub const DOCUMENT: u8 = 1 << Origin::Document as u8;
pub const FILE: u8 = 1 << Origin::File as u8;
pub const TABLE: u8 = 1 << Origin::Table as u8;
pub const LINK: u8 = 1 << Origin::Link as u8;
pub const TOOL: u8 = 1 << Origin::Tool as u8;
/// Every origin: what the CLI and the organiser pages word.
pub const ALL: u8 = DOCUMENT | FILE | TABLE | LINK | TOOL;
/// What the viewer of share links words (`web::view`): a link's and its document's errors.
pub const LINK_VIEWER: u8 = DOCUMENT | LINK;
/// What the viewer of JSON files words: a file's text and its document's errors.
pub const JSON_VIEWER: u8 = DOCUMENT | FILE;
/// What the viewer of tables (a crosstable, a TRF, an h9 table, a wall chart) words.
pub const TABLE_VIEWER: u8 = DOCUMENT | FILE | TABLE;

/// What is said of an error whose origin the build does not word: none that its page can meet
/// (`tests/errors.rs` checks the viewers' readers), so never seen, but never empty.
const UNWORDED_EN: &str =
    "Hoshitori's viewer cannot describe this problem: open the document in Hoshitori to see it";
const UNWORDED_JA: &str =
    "この表示ではこの問題を説明できません。Hoshitori で開くと内容を確認できます";

/// [`message`] in a build that words the errors of the origins `O` (bits of [`DOCUMENT`] and
/// the others) and no other: those of another origin say [`UNWORDED_EN`]'s words.
pub fn message_in<const O: u8>(lang: Lang, e: &Error) -> String {
    let text = match lang {
        Lang::En => en::ErrorIn::<O>(e).to_string(),
        Lang::Ja => ja::message::<O>(e),
    };
    one_line(&text).into_owned()
}

/// The `format` values this build reads for a kind of document, oldest first.
fn formats_read(document: DocumentKind) -> &'static [&'static str] {
    match document {
        DocumentKind::League => &[league::FORMAT_V1, league::FORMAT],
        DocumentKind::Event => &[event::FORMAT],
        DocumentKind::Staged => &[crate::document::staged::FORMAT],
    }
}

/// A message on one line: the control characters it quotes from the user's data (a name holding
/// a line break) escaped (`B\nx`); a message's own words hold none.
fn one_line(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().any(char::is_control) {
        text.chars()
            .map(|c| {
                if c.is_control() {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect::<String>()
            .into()
    } else {
        text.into()
    }
}
