//! Front-end formatting of a ranking: [`json`] (the documented machine-readable output),
//! [`text`] (for people, in Japanese or English), and the crosstable with the standings to
//! publish, as an SVG image ([`svg`]) or an HTML table with inline styles ([`html`]), both drawn
//! from one [`sheet`]; a Swiss event's standings in words and JSON ([`swiss`]) and to publish
//! ([`swiss_svg`], [`swiss_html`], from one [`swiss_sheet`]), all four exports drawn with the
//! pieces of [`drawing`]; [`league_whatif`] and [`lab`] word the what-if and rule lab reports,
//! [`jishogi`] an impasse verdict, [`game_words`] a Swiss game's seats and results, [`qr`] draws a share link's QR code; the plain-text tables line
//! up through [`columns`] (display widths, padding). The engine's output is
//! data; only this module and the web UI turn it into words.

pub mod columns;
pub(crate) mod drawing;
pub mod error;
pub mod game_words;
pub mod html;
pub mod jishogi;
pub mod json;
pub mod ko;
pub mod lab;
pub mod league_whatif;
pub mod pairing;
pub mod qr;
pub mod schedule;
pub(crate) mod sheet;
pub mod staged;
pub mod svg;
pub mod swiss;
pub mod swiss_html;
pub(crate) mod swiss_sheet;
pub mod swiss_svg;
pub mod text;
