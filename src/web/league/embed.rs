//! A league shown read-only on the league page: [`Shown`] (the document and any hypothetical
//! results over it), and how the page reads a share link or a fetched file ([`READERS`]). The
//! viewer ([`crate::web::view`]) draws its own.

use std::rc::Rc;

use crate::document::league::League;
use crate::editor::league::analysis::{Analysis, analyse};
use crate::editor::league::{CellResult, with_results};
use crate::error::DocumentKind;
use crate::web::shell::open::{self, Problem};
use crate::web::shell::published::Readers;

/// A league shown read-only (the embed, or a league opened from a link): the document as
/// published, and the hypothetical results (a what-if outcome) shown over it, if any.
#[derive(Clone, PartialEq)]
pub struct Shown {
    pub doc: Rc<League>,
    pub hypothetical: Rc<Vec<CellResult>>,
}

impl Shown {
    /// A league as published, with nothing hypothetical.
    pub fn new(doc: League) -> Shown {
        Shown {
            doc: Rc::new(doc),
            hypothetical: Rc::default(),
        }
    }

    /// A share link's league and its hypothetical results.
    pub fn shared(text: &str) -> Result<Shown, crate::Error> {
        let shared = crate::format::share::league::decode(text)?;
        Ok(Shown {
            doc: Rc::new(shared.league),
            hypothetical: Rc::new(shared.hypothetical),
        })
    }

    /// What the view shows: the document ranked with the hypothetical results in it.
    pub fn analysis(&self) -> Analysis {
        if self.hypothetical.is_empty() {
            analyse(&self.doc)
        } else {
            analyse(
                &with_results(&self.doc, &self.hypothetical)
                    .unwrap_or_else(|_| (*self.doc).clone()),
            )
        }
    }
}

/// How the league page reads what an address names: a league's share link, or a fetched
/// document that must be a league.
pub const READERS: Readers<Shown> = Readers {
    link: Shown::shared,
    file: |text, url| open::league_file(text, url).map(Shown::new),
};

/// Why the league at `url` is not shown, in words.
pub fn problem_text(lang: crate::lang::Lang, url: &str, problem: &Problem) -> String {
    open::problem_text(lang, DocumentKind::League, url, problem)
}
