//! A document shown read-only, the same way on every page: the embed an association puts on its
//! site (`?embed`) and a document opened from a share link or `src=` over the user's own.
//!
//! [`use_published`] gives the document the address names: the share fragment's at once (the
//! page decodes it), else the one published at `src=`, fetched now and, with a refresh period,
//! again every period while the page is visible, downloaded only when its
//! `ETag`/`Last-Modified` changed ([`super::open::fetch`]); and why it cannot be shown, if so
//! (a document shown before stays shown). The viewer ([`crate::web::view`]) reads the same
//! addresses without Yew.

use std::rc::Rc;

use yew::platform::spawn_local;
use yew::prelude::*;

use super::browser;
use super::open::{Problem, fetch};
use crate::editor::launch::Launch;

/// What [`use_published`] keeps: the document shown and why another is not.
pub struct Published<T> {
    pub shown: UseStateHandle<Option<T>>,
    pub problem: UseStateHandle<Option<Problem>>,
}

/// How a page turns what the address names into what it shows.
#[derive(Clone, Copy)]
pub struct Readers<T> {
    /// The share fragment's text (`s=…`, `e=…`) as this page's document.
    pub link: fn(&str) -> Result<T, crate::Error>,
    /// A fetched file's text (and its address) as this page's document, read with the page's
    /// kind's readers only ([`super::open::league_file`], [`super::open::event_file`]; another
    /// kind is [`Problem::OtherKind`]).
    pub file: fn(&str, &str) -> Result<T, Problem>,
}

/// See the module documentation. `link` is the fragment's text for this page (none: `src=`,
/// if any); `refresh` the period in seconds (none: fetched once); `fallback` what is shown when
/// the address names nothing (the embed's demo).
#[hook]
pub fn use_published<T: Clone + PartialEq + 'static>(
    launch: Rc<Launch>,
    link: Option<String>,
    refresh: Option<u32>,
    readers: Readers<T>,
    fallback: Option<fn() -> T>,
) -> Published<T> {
    let first = use_memo((), {
        let link = link.clone();
        move |_| link.map(|text| (readers.link)(&text))
    });
    let nothing = link.is_none() && launch.src.is_none();
    let shown = use_state(|| match first.as_ref().clone() {
        Some(read) => read.ok(),
        None => fallback.filter(|_| nothing).map(|f| f()),
    });
    let problem = use_state(|| {
        first
            .as_ref()
            .clone()
            .and_then(Result::err)
            .map(Problem::Read)
    });
    {
        let shown = shown.clone();
        let problem = problem.clone();
        let last = use_mut_ref(|| None::<String>);
        use_effect_with((), move |_| {
            let src = launch.src.clone().filter(|_| link.is_none());
            let ticker = src.and_then(|url| {
                let load = move || {
                    let url = url.clone();
                    let shown = shown.clone();
                    let problem = problem.clone();
                    let last = last.clone();
                    spawn_local(async move {
                        let known = last.borrow().clone();
                        let read = fetch(&url, known.as_deref(), readers.file).await;
                        match read {
                            Ok(None) => {}
                            Ok(Some((doc, validator))) => {
                                *last.borrow_mut() = validator;
                                problem.set(None);
                                shown.set(Some(doc));
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
                refresh.and_then(|s| browser::every_while_visible(s, load))
            });
            move || drop(ticker)
        });
    }
    Published { shown, problem }
}

/// The same document in the full page `page` (`./`, `swiss.html`): the embed's address without
/// `embed` (keeping `src`, the language and the share `fragment`; WordPress's secret dropped).
pub fn full_address(launch: &Launch, page: &str, fragment: Option<&str>) -> String {
    let mut query = Vec::new();
    if let Some(src) = &launch.src {
        query.push(format!("src={}", js_sys::encode_uri_component(src)));
    }
    if let Some(lang) = launch.lang {
        query.push(format!("lang={}", lang.tag()));
    }
    let mut address = String::from(page);
    if !query.is_empty() {
        address.push('?');
        address.push_str(&query.join("&"));
    }
    if let Some(fragment) = fragment {
        address.push('#');
        address.push_str(fragment);
    }
    address
}
