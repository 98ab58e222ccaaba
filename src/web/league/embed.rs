//! The embed: the read-only view an association puts on its own website (`?embed`).
//!
//! Its league comes from the share fragment, or from `src=URL` (checked again every
//! [`Launch::refresh_seconds`] while the page is visible, and fetched when its
//! `ETag`/`Last-Modified` changed: [`browser::fetch_if_changed`]), or else the built-in demo
//! league. It stores nothing
//! (storage inside another site's iframe is partitioned, and may be refused or wiped), starts
//! no worker, and tells the page around it how tall it is (see [`browser::post_height`]).
//! A league that cannot be fetched or read is named with the reason; one that could be fetched
//! before stays shown.

use std::rc::Rc;

use yew::prelude::*;

use super::components::published::Published;
use super::state;
use crate::document::league::League;
use crate::editor::launch::Launch;
use crate::editor::league::analysis::{Analysis, analyse};
use crate::editor::league::{CellResult, with_results};
use crate::error::DocumentKind;
use crate::web::Ui;
use crate::web::shell::browser;
use crate::web::shell::open::{self, Problem};
use crate::web::shell::published::{
    EmbedFrame, Readers, full_address, use_height_posted, use_published,
};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub launch: Rc<Launch>,
}

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

#[component]
pub fn Embed(props: &Props) -> Html {
    let launch = props.launch.clone();
    let lang = launch.lang.unwrap_or_else(browser::browser_lang);
    // A share link comes first (it is the league itself), then `src` (checked again while
    // visible), then the demo league.
    let published = use_published(
        launch.clone(),
        launch.share.clone(),
        launch.refresh_seconds(),
        READERS,
        Some(|| Shown::new(state::default_league())),
    );
    let (shown, problem) = (published.shown, published.problem);
    use_height_posted(launch.secret.clone());
    use_effect_with(lang, |lang| {
        browser::set_root_attribute("lang", Some(lang.tag()))
    });

    let analysis = use_memo((*shown).clone(), |shown| {
        shown.as_ref().map(|s| Rc::new(s.analysis()))
    });
    {
        let ranked = analysis.as_ref().as_ref().is_some_and(|a| a.ranked.is_ok());
        use_effect_with(ranked, |ranked| {
            if *ranked {
                browser::mark("hoshitori:ranked");
            }
        });
    }

    let ui = Ui::read_only(lang);
    let problem_text = (*problem)
        .as_ref()
        .map(|pr| problem_text(lang, launch.src.as_deref().unwrap_or_default(), pr));
    let body = match (&*shown, analysis.as_ref()) {
        (Some(s), Some(a)) => {
            let names: Rc<Vec<String>> =
                Rc::new(s.doc.players.iter().map(|p| p.name.clone()).collect());
            html! {
                <Published analysis={a.clone()} {names} title={s.doc.title.clone()} hypothetical={s.hypothetical.clone()} main=true />
            }
        }
        _ => html! {},
    };
    html! {
        <ContextProvider<Ui> context={ui}>
            <EmbedFrame {lang} kind={DocumentKind::League} page="app" capped={launch.secret.is_some()}
                problem={problem_text} shown={shown.is_some()}
                full={full_address(&launch, "./", launch.share.as_deref())}>
                { body }
            </EmbedFrame>
        </ContextProvider<Ui>>
    }
}
