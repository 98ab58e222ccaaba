//! The league page: the editable crosstable that ranks, highlights and explains.
//!
//! One reducer ([`state::AppState`], over [`crate::editor::league::Editor`]), derived data in
//! `use_memo` ([`crate::editor::league::analysis`]), storage in effects ([`app`]), and thin
//! components, one per file ([`components`]). [`root`] reads the address once and shows the
//! app or the read-only [`embed`].

pub mod app;
pub mod components;
pub mod embed;
pub mod root;
pub mod state;
