//! Errors for people: [`message`] in Japanese or English, from the [`crate::error`] data.
//! English is the error's `Display` ([`en`]); Japanese says the same from the same data ([`ja`]).
//! No other module words an error.

pub mod en;
pub mod ja;

use crate::error::Error;
use crate::lang::Lang;

/// An error for people in `lang`: where it is, then what is wrong.
pub fn message(lang: Lang, e: &Error) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Ja => ja::message(e),
    }
}
