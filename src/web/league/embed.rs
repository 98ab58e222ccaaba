//! A league shown read-only: [`Shown`] (the document and any hypothetical results over it),
//! how the league page reads a share link or a fetched file ([`READERS`]), and [`Body`], a
//! league's view in the viewer ([`crate::web::view`]: the embed an association puts on its own
//! website, and share links).

use std::rc::Rc;

use yew::prelude::*;

use super::components::published::Published;
use crate::document::league::League;
use crate::editor::league::analysis::{Analysis, analyse};
use crate::editor::league::{CellResult, with_results};
use crate::error::DocumentKind;
use crate::web::Ui;
use crate::web::shell::browser;
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

/// A league's view in the viewer ([`crate::web::view`]): the league as published, ranked,
/// read-only, in the league page's words.
#[derive(Properties, PartialEq)]
pub struct BodyProps {
    pub shown: Shown,
    pub lang: crate::lang::Lang,
}

#[component]
pub fn Body(props: &BodyProps) -> Html {
    let analysis = use_memo(props.shown.clone(), |shown| Rc::new(shown.analysis()));
    {
        let ranked = analysis.ranked.is_ok();
        use_effect_with(ranked, |ranked| {
            if *ranked {
                browser::mark("hoshitori:ranked");
            }
        });
    }
    let s = &props.shown;
    let names: Rc<Vec<String>> = Rc::new(s.doc.players.iter().map(|p| p.name.clone()).collect());
    html! {
        <ContextProvider<Ui> context={Ui::read_only(props.lang)}>
            <Published analysis={(*analysis).clone()} {names} title={s.doc.title.clone()} hypothetical={s.hypothetical.clone()} main=true />
        </ContextProvider<Ui>>
    }
}
