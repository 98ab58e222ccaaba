//! Hoshitori (星取表, "crosstable") ranks the players of a round-robin league under a chosen rule
//! chain and explains every place.
//!
//! - [`engine`]: the pure ranking engine (no I/O).
//! - [`document`]: what a file holds, by name: a round-robin [`document::league`] or a Swiss
//!   [`document::event`], one [`document::Document`] at the boundary, and their conversion to
//!   the engine's input.
//! - [`format`]: reading and writing league files: JSON (`hoshitori-league/1`) and the CSV/TSV
//!   crosstable.
//! - [`report`]: turning a ranking into text (Japanese or English) and into the JSON output.
//! - [`error`]: the one error type.

pub mod cli;
pub mod document;
pub mod editor;
pub mod engine;
pub mod error;
pub mod format;
pub mod lang;
pub mod parallel;
pub mod report;
#[cfg(feature = "web")]
pub mod web;

pub use error::{
    CellRef, Error, ErrorKind, Expected, Location, SchemaProblem, SyntaxProblem, TrfField,
    ValueType,
};
