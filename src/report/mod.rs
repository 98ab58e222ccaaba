//! Front-end formatting of a ranking: [`json`] (the documented machine-readable output) and
//! [`text`] (for people, in Japanese or English); [`whatif`] and [`lab`] word the what-if and rule
//! lab reports, [`jishogi`] an impasse verdict, [`qr`] draws a share link's QR code. The engine's output is data; only this module and
//! the web UI turn it into words.

pub mod jishogi;
pub mod json;
pub mod lab;
pub mod qr;
pub mod text;
pub mod whatif;
