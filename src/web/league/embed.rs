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

use yew::platform::spawn_local;
use yew::prelude::*;

use crate::document::league::League;
use crate::editor::launch::Launch;
use crate::editor::league::analysis::{Analysis, analyse};
use crate::editor::league::{CellResult, with_results};
use crate::web::i18n::publish;

use super::components::published::Published;
use super::state;
use crate::web::shell::browser::{self, FetchError};
use crate::web::{Ui, i18n};

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

/// Why the published league is not (or no longer) what the site holds.
#[derive(Clone, PartialEq)]
pub enum Problem {
    Fetch(FetchError),
    Read(crate::Error),
}

/// Fetches and reads the league published at `url`, unless it is unchanged since the fetch that
/// gave the validator `last` (`Ok(None)`); with the new validator.
pub async fn fetch_league(
    url: &str,
    last: Option<&str>,
) -> Result<Option<(League, Option<String>)>, Problem> {
    let Some(fetched) = browser::fetch_if_changed(url, last)
        .await
        .map_err(Problem::Fetch)?
    else {
        return Ok(None);
    };
    let (league, _) = browser::decode(&fetched.bytes)
        .map_err(|e| e.with_file(url))
        .and_then(|text| crate::format::read_league(&text, url))
        .map_err(Problem::Read)?;
    Ok(Some((league, fetched.validator)))
}

/// Why the league at `url` is not shown, in words.
pub fn problem_text(lang: crate::lang::Lang, url: &str, problem: &Problem) -> String {
    let p = publish::text(lang);
    let why = match problem {
        Problem::Fetch(FetchError::Network) => format!("{url}: {}", p.network),
        Problem::Fetch(FetchError::Status(code)) => format!("{url}: {} {code}", p.status),
        Problem::Read(e) => crate::report::error::message(lang, e),
    };
    format!("{}{}{why}", p.cannot_load, i18n::text(lang).colon)
}

/// The league the address names, when it needs no fetch: `None` while `src` is loading. A
/// share link comes first (it is the league itself), then `src`, then the demo league.
fn initial(launch: &Launch) -> Result<Option<Shown>, crate::Error> {
    match (&launch.share, &launch.src) {
        (Some(text), _) => Shown::shared(text).map(Some),
        (None, Some(_)) => Ok(None),
        (None, None) => Ok(Some(Shown::new(state::default_league()))),
    }
}

#[function_component]
pub fn Embed(props: &Props) -> Html {
    let launch = props.launch.clone();
    let lang = launch.lang.unwrap_or_else(browser::browser_lang);
    let first = use_memo((), {
        let launch = launch.clone();
        move |_| initial(&launch)
    });
    let shown = use_state_eq(|| first.as_ref().clone().ok().flatten());
    let problem = use_state_eq(|| first.as_ref().clone().err().map(Problem::Read));

    // `src`: fetched now and again while visible, when it changed.
    {
        let shown = shown.clone();
        let problem = problem.clone();
        let launch = launch.clone();
        let last = use_mut_ref(|| None::<String>);
        use_effect_with((), move |_| {
            let fetch = launch.src.clone().filter(|_| launch.share.is_none());
            let ticker = fetch.and_then(|url| {
                let load = move || {
                    let url = url.clone();
                    let shown = shown.clone();
                    let problem = problem.clone();
                    let last = last.clone();
                    spawn_local(async move {
                        let known = last.borrow().clone();
                        match fetch_league(&url, known.as_deref()).await {
                            Ok(None) => {}
                            Ok(Some((league, validator))) => {
                                *last.borrow_mut() = validator;
                                problem.set(None);
                                shown.set(Some(Shown::new(league)));
                            }
                            Err(p) => {
                                // Fetched again in full next time.
                                *last.borrow_mut() = None;
                                problem.set(Some(p));
                            }
                        }
                    });
                };
                load();
                launch
                    .refresh_seconds()
                    .and_then(|s| browser::every_while_visible(s, load))
            });
            move || drop(ticker)
        });
    }
    // The height, for the page around the iframe.
    {
        let secret = launch.secret.clone();
        use_effect_with((), move |_| {
            let listener = browser::on_resize(move || {
                browser::post_height(browser::page_height(), secret.as_deref())
            });
            move || drop(listener)
        });
    }
    use_effect_with(lang, |lang| {
        browser::set_root_attribute("lang", Some(i18n::tag(*lang)))
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

    let ui = Ui {
        lang,
        edit: Callback::noop(),
        read_only: true,
    };
    let p = publish::text(lang);
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
        _ if problem.is_none() => html! { <p class="loading" role="status">{ p.loading }</p> },
        _ => html! {},
    };
    let full = full_app_address(&launch);
    html! {
        <ContextProvider<Ui> context={ui}>
            // Inside WordPress (it gave a secret) the iframe is never taller than 1,000 px and
            // does not scroll: the view then scrolls inside itself.
            <div class={classes!("app", "embed", launch.secret.is_some().then_some("capped"))} lang={i18n::tag(lang)}>
                <main>
                    if let Some(text) = problem_text {
                        <p class="embed-problem" role="alert">
                            { text }
                            if shown.is_some() { <br />{ p.showing_last } }
                        </p>
                    }
                    { body }
                </main>
                <footer class="foot">
                    <a href={full} target="_blank" rel="noopener">{ p.open_full }</a>
                    { " · Hoshitori 星取表" }
                </footer>
            </div>
        </ContextProvider<Ui>>
    }
}

/// The same league in the full app: this page without `embed` (keeping `src` and the share
/// fragment; WordPress's secret dropped).
fn full_app_address(launch: &Launch) -> String {
    let mut query = Vec::new();
    if let Some(src) = &launch.src {
        query.push(format!("src={}", js_sys::encode_uri_component(src)));
    }
    if let Some(lang) = launch.lang {
        query.push(format!("lang={}", i18n::tag(lang)));
    }
    let mut address = String::from("./");
    if !query.is_empty() {
        address.push('?');
        address.push_str(&query.join("&"));
    }
    if let Some(share) = &launch.share {
        address.push('#');
        address.push_str(share);
    }
    address
}
