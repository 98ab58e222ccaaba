//! Front-end formatting of a ranking: [`json`] (the documented machine-readable output) and
//! [`text`] (for people, in Japanese or English); [`whatif`] and [`jishogi`] (an impasse
//! verdict) likewise. The engine's output is data; only this module
//! and the web UI turn it into words.

pub mod jishogi;
pub mod json;
pub mod text;
pub mod whatif;
