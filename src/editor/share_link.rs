//! A league's share link as the page offers it: the address, whether a QR code holds it, and,
//! when it does not, a shorter form that does, where one exists: the league as recorded,
//! without the hypothetical results shown over it. A link too long for a QR code is offered all
//! the same (a link needs no QR code); the page says why it has none. The Swiss and stages
//! links write the whole event, with nothing to leave out, and have no shorter form.
//!
//! ```
//! use hoshitori::document::league::{League, PlayerEntry};
//! use hoshitori::editor::share_link;
//! use hoshitori::format::share::league::Shared;
//!
//! let league = League::new(vec![PlayerEntry::named("丸吉"), PlayerEntry::named("高橋")], vec![]);
//! let offered = share_link::league("https://example.jp/go/", &Shared::new(league)).unwrap();
//! assert!(offered.address.starts_with("https://example.jp/go/#s="));
//! assert!(offered.fits && offered.shorter.is_none());
//! ```

use crate::error::Error;
use crate::format::share::league::{self as share, Shared};
use crate::report::qr;

/// A league's link, offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offered {
    /// `base` with the share text as its fragment.
    pub address: String,
    /// Whether a QR code holds the address ([`qr::fits`]).
    pub fits: bool,
    /// When it does not and hypothetical results are in it: the link of the league without
    /// them, if a QR code holds that one.
    pub shorter: Option<String>,
}

/// The link of `shared` at `base` (the app's address; any fragment it has is dropped), as
/// [`Offered`]; refused as [`share::encode`] refuses (names that do not identify players).
pub fn league(base: &str, shared: &Shared) -> Result<Offered, Error> {
    let base = base.split('#').next().unwrap_or(base);
    let address = format!("{base}#{}", share::encode(shared)?);
    let fits = qr::fits(&address);
    let shorter = if fits || shared.hypothetical.is_empty() {
        None
    } else {
        let recorded = Shared::new(shared.league.clone());
        let recorded = format!("{base}#{}", share::encode(&recorded)?);
        qr::fits(&recorded).then_some(recorded)
    };
    Ok(Offered {
        address,
        fits,
        shorter,
    })
}
