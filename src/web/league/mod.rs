//! The league page: the editable crosstable that ranks, highlights and explains.
//!
//! One reducer ([`state::AppState`], over [`crate::editor::league::Editor`]), derived data in
//! `use_memo` ([`crate::editor::league::analysis`]), storage in effects ([`app`]), and thin
//! components, one per file ([`components`]). [`root`] reads the address once and shows the
//! app; [`embed`] is a league's read-only view, which the viewer ([`crate::web::view`]) shows.

pub mod app;
pub mod components;
pub mod embed;
pub mod root;
pub mod state;
