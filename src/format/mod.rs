//! League files: reading and writing.
//!
//! Two formats carry a league: the JSON league file (`hoshitori-league/1`, [`json`]) and the
//! plain-text crosstable the way the Fukui paper prints it ([`csv`], comma- or tab-separated).
//! [`read`] picks the format from the text, parses it, checks it, and returns the document with the
//! engine's input; every error names the file and, where it can, the line, the cell and the player.

pub mod csv;
pub mod json;
pub mod marks;

use crate::error::Error;
use crate::league::{Input, League};

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

/// Parses and checks a league file named `file` (used only in error messages).
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
