//! Errors for people: [`message`] in Japanese or English, from the [`crate::error`] data.
//! English is the error's `Display` ([`en`]); Japanese says the same from the same data ([`ja`]).
//! No other module words an error.

pub mod en;
pub mod ja;

use crate::document::{event, league};
use crate::error::{DocumentKind, Error};
use crate::lang::Lang;

/// An error for people in `lang`: where it is, then what is wrong.
pub fn message(lang: Lang, e: &Error) -> String {
    let text = match lang {
        Lang::En => e.to_string(),
        Lang::Ja => ja::message(e),
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
