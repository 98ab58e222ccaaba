//! Front-end formatting of a ranking: [`json`] (the documented machine-readable output) and
//! [`text`] (for people, in Japanese or English). The engine's output is data; only this module
//! and the web UI turn it into words.

pub mod json;
pub mod text;
pub mod whatif;
