//! Front-end formatting of a ranking: [`json`] (the documented machine-readable output),
//! [`text`] (for people, in Japanese or English), and the crosstable with the standings to
//! publish, as an SVG image ([`svg`]) or an HTML table with inline styles ([`html`]), both drawn
//! from one [`sheet`]; [`whatif`] and [`lab`] word the what-if and rule lab reports,
//! [`jishogi`] an impasse verdict, [`qr`] draws a share link's QR code. The engine's output is
//! data; only this module and the web UI turn it into words.

pub(crate) mod drawing;
pub mod error;
pub mod html;
pub mod jishogi;
pub mod json;
pub mod lab;
pub mod pairing;
pub mod qr;
pub(crate) mod sheet;
pub mod svg;
pub mod swiss;
pub mod text;
pub mod whatif;
