//! Hoshitori (星取表, "crosstable") ranks round-robin leagues and Swiss events under a chosen
//! rule chain and explains every place. The layers, lowest first (`ARCHITECTURE.md`, checked by
//! `tests/tidy.rs`):
//!
//! - [`lang`] and [`error`]: the language, and the one error type (data only, no prose).
//! - [`engine`]: the pure ranking engines, one folder per kind (no I/O).
//! - [`document`]: what a file holds, by name: a round-robin [`document::league`] or a Swiss
//!   [`document::event`], one [`document::Document`] at the boundary, and their conversion to
//!   the engine's input.
//!   [`parallel`] runs a what-if's parts on native threads.
//! - [`format`]: reading and writing files of every kind (league JSON and the CSV/TSV crosstable;
//!   event JSON, TRF, h9, wall charts; share links), told apart once by [`format::read`].
//! - [`report`]: every word (Japanese and English), the one JSON output shape, the exports.
//! - [`editor`]: the pages' pure state: history, storage, the worker protocol.
//! - [`cli`] and `web` (feature `web`): the front-ends.

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
