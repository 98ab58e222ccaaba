//! The pages' model, free of web crates so that it builds and is tested natively
//! (`--no-default-features`): pure state, its reducers, its storage and the worker's messages.
//!
//! Every kind of document keeps the same promises, because they are kept here once, by pieces
//! every page uses:
//! - [`history`]: one undo history ([`history::History`]): depth, typing runs, refusals as
//!   data ([`refusal::Refusal`]); a refused edit changes nothing and says why;
//! - [`storage`]: one storage codec (a format tag, migration of older layouts, and text that
//!   cannot be read set aside under its own key and offered for download, never overwritten),
//!   and the interface language kept;
//! - [`worker_protocol`]: one request type for the what-if Web Worker, whatever the kind, and
//!   the worker's whole job as a function; [`run_panel`]: one what-if panel state.
//!
//! Each kind of document has its folder: [`league`] (the crosstable editor, its analysis, the
//! impasse dialog, what-if's cells) and [`swiss`] (the Swiss page's editor, analysis and the
//! director's steps). [`launch`] reads how a page was opened from its address, [`share_link`]
//! offers a league's link (and a shorter one when a QR code cannot hold it), [`snippet`]
//! writes the embed's `<iframe>`, and [`rules_docs`] holds the rules' documents the help offers.

pub mod export;
pub mod history;
pub mod ko;
pub mod launch;
pub mod league;
pub mod refusal;
pub mod rules_docs;
pub mod run_panel;
pub mod share_link;
pub mod snippet;
pub mod staged;
pub mod storage;
pub mod swiss;
pub mod worker_protocol;

pub use refusal::Refusal;
