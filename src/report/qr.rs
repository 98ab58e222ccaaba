//! A QR code of a text (a share link, `format::share`), as a matrix of modules and as SVG, for
//! the screen and for print at the venue.
//!
//! ```
//! use hoshitori::report::qr::Qr;
//!
//! let qr = Qr::new("https://example.org/hoshitori/#s=AQIAAgbkuLjlkIkG6auY5qmLAQA").unwrap();
//! assert_eq!((qr.version(), qr.size()), (4, 33));
//! let svg = qr.svg("QR code of the share link");
//! assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 41 41\""));
//! ```
//!
//! The symbol is made by the `qrcodegen` crate (Project Nayuki): byte mode, error correction
//! level M (15 % of the symbol may be lost, for a printed sheet that gets folded or a screen
//! with glare) or higher when that fits in the same version, and the smallest version that
//! holds the text. A share link of a ten-player league (about 300 characters) takes version 10
//! or 11 (57 or 61 modules a side). A text too long for level M at version 40 (more than
//! [`MAX_BYTES_M`] bytes) is made at level L (7 % may be lost) rather than given no symbol; one
//! too long for that ([`fits`] is false) has none, and the page offers the link without it.

use qrcodegen::{QrCode, QrCodeEcc, QrSegment};

use crate::error::{Error, ErrorKind};
use crate::lang::Lang;

/// The quiet zone around the symbol, in modules (ISO/IEC 18004:2015 §5.3.8 asks for 4).
pub const QUIET_ZONE: usize = 4;

/// The most bytes a QR code holds in byte mode: version 40 at level L (ISO/IEC 18004:2015
/// Table 7, whose version-40 byte capacities are L 2953, M 2331, Q 1663 and H 1273).
pub const MAX_BYTES: usize = 2953;

/// The most bytes a QR code holds in byte mode at level M, the level a link gets when it fits
/// (version 40; ISO/IEC 18004:2015 Table 7).
pub const MAX_BYTES_M: usize = 2331;

/// Whether `text` fits in a QR code ([`Qr::new`] makes one): at most [`MAX_BYTES`] bytes of
/// UTF-8, without drawing it (`editor::share_link` asks it of a league's links); it never
/// differs from [`Qr::new`]'s answer (`tests/share.rs` checks both sides of the limit).
pub fn fits(text: &str) -> bool {
    text.len() <= MAX_BYTES
}

/// How much of a symbol may be lost and still read (ISO/IEC 18004:2015 §5.3.3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Correction {
    /// About 7 %.
    Low,
    /// About 15 %.
    Medium,
    /// About 25 %.
    Quartile,
    /// About 30 %.
    High,
}

/// A QR code: `size × size` modules, dark or light.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    size: usize,
    version: u8,
    correction: Correction,
    /// Row by row, `true` for a dark module.
    dark: Vec<bool>,
}

impl Qr {
    /// The QR code of `text`: at level M or higher when it fits ([`MAX_BYTES_M`]), else at
    /// level L; refused ([`ErrorKind::TooLongForQr`]) when it holds more than [`MAX_BYTES`]
    /// bytes of UTF-8 ([`fits`]).
    pub fn new(text: &str) -> Result<Qr, Error> {
        // Byte mode only: a link has lower-case letters, so the numeric and alphanumeric modes
        // (and the code that picks them) would not help.
        let segments = [QrSegment::make_bytes(text.as_bytes())];
        let code = QrCode::encode_segments(&segments, QrCodeEcc::Medium)
            .or_else(|_| QrCode::encode_segments(&segments, QrCodeEcc::Low))
            .map_err(|_| {
                Error::new(ErrorKind::TooLongForQr {
                    bytes: text.len(),
                    max: MAX_BYTES,
                })
            })?;
        let correction = match code.error_correction_level() {
            QrCodeEcc::Low => Correction::Low,
            QrCodeEcc::Medium => Correction::Medium,
            QrCodeEcc::Quartile => Correction::Quartile,
            QrCodeEcc::High => Correction::High,
        };
        let size = usize::try_from(code.size()).unwrap_or(0);
        let side = code.size();
        let dark = (0..side)
            .flat_map(|y| (0..side).map(move |x| (x, y)))
            .map(|(x, y)| code.get_module(x, y))
            .collect();
        Ok(Qr {
            size,
            version: code.version().value(),
            correction,
            dark,
        })
    }

    /// Modules a side, without the quiet zone.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The QR version, 1 to 40 (`size` is `17 + 4 × version`).
    pub fn version(&self) -> u8 {
        self.version
    }

    /// The error correction level the symbol was made at: [`Correction::Medium`] or higher
    /// for a text of at most [`MAX_BYTES_M`] bytes, [`Correction::Low`] beyond.
    pub fn correction(&self) -> Correction {
        self.correction
    }

    /// Whether the module in column `x`, row `y` (from the top left, 0-based) is dark; `false`
    /// outside the symbol (the quiet zone).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark[y * self.size + x]
    }

    /// The symbol as an SVG document: one unit a module, the quiet zone included in the
    /// `viewBox`, a white background and one black `<path>` of the dark modules (a run of dark
    /// modules in a row is one rectangle), crisp edges, and `title` as its accessible name. The
    /// SVG has no size of its own: the page or the print stylesheet gives it one.
    pub fn svg(&self, title: &str) -> String {
        let side = self.size + 2 * QUIET_ZONE;
        let mut d = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if !self.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while self.is_dark(x, y) {
                    x += 1;
                }
                let len = x - start;
                d.push_str(&format!(
                    "M{},{}h{len}v1h-{len}z",
                    start + QUIET_ZONE,
                    y + QUIET_ZONE
                ));
            }
        }
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
             shape-rendering=\"crispEdges\" role=\"img\"><title>{}</title>\
             <rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
             <path fill=\"#000\" d=\"{d}\"/></svg>\n",
            escape(title)
        )
    }
}

/// The accessible name of a share link's QR code, with the league's title when it has one.
pub fn title(lang: Lang, league_title: Option<&str>) -> String {
    match (lang, league_title) {
        (Lang::En, None) => "QR code of the share link".to_string(),
        (Lang::En, Some(t)) => format!("QR code of the share link: {t}"),
        (Lang::Ja, None) => "共有リンクの QR コード".to_string(),
        (Lang::Ja, Some(t)) => format!("共有リンクの QR コード：{t}"),
    }
}

/// `text` with XML's special characters escaped, for an element's content.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
