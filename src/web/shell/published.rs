//! A document shown read-only, the same way on every page: the embed an association puts on its
//! site (`?embed`) and a document opened from a share link or `src=` over the user's own.
//!
//! [`use_published`] gives the document the address names: the share fragment's at once (the
//! page decodes it), else the one published at `src=`, fetched now and, with a refresh period,
//! again every period while the page is visible, downloaded only when its
//! `ETag`/`Last-Modified` changed ([`super::open::fetch`]); and why it cannot be shown, if so
//! (a document shown before stays shown). [`use_height_posted`] tells the page around an
//! iframe how tall the view is, in Hoshitori's form and WordPress's (with its secret).

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

/// Posts the view's height to the page around the iframe whenever it changes (`secret`:
/// WordPress's, sent back in its form).
#[hook]
pub fn use_height_posted(secret: Option<String>) {
    use_effect_with((), move |_| {
        let listener = browser::on_resize(move || {
            browser::post_height(browser::page_height(), secret.as_deref())
        });
        move || drop(listener)
    });
}

#[derive(Properties, PartialEq)]
pub struct EmbedFrameProps {
    pub lang: crate::lang::Lang,
    pub kind: crate::error::DocumentKind,
    /// The page's own class (`app`, `swiss-app`), for its styles.
    pub page: &'static str,
    /// WordPress gave a secret: the view is capped at its 1,000 px and scrolls inside itself.
    pub capped: bool,
    /// Why the document named is not (or no longer) shown, in words.
    #[prop_or_default]
    pub problem: Option<String>,
    /// Whether a document is shown (then a problem is over the one shown last).
    pub shown: bool,
    /// The same document in the full page ([`full_address`]).
    pub full: String,
    /// The document's view.
    #[prop_or_default]
    pub children: Html,
}

/// The frame of every page's embed: the problem (over the document shown last, if any), the
/// document's view or "Loading…", and the footer's link to the full page.
#[component]
pub fn EmbedFrame(props: &EmbedFrameProps) -> Html {
    let (p, k) = (
        crate::web::i18n::publish::text(props.lang),
        crate::web::i18n::publish::kinded(props.lang, props.kind),
    );
    // A sandboxed frame without `allow-popups` (WordPress's) blocks the link's new window
    // silently: the link opens it itself, and when that is refused shows the whole address.
    let blocked = use_state(|| None::<String>);
    // The address is shown where the link was, which may be below the frame's fixed height.
    let note = use_node_ref();
    use_effect_with((*blocked).clone(), {
        let note = note.clone();
        move |_| {
            if let Some(e) = note.cast::<web_sys::Element>() {
                e.scroll_into_view();
            }
        }
    });
    let open = {
        let blocked = blocked.clone();
        let full = props.full.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            if !browser::open_window(&full) {
                blocked.set(Some(browser::absolute(&full)));
            }
        })
    };
    html! {
        // Inside WordPress (it gave a secret) the iframe is never taller than 1,000 px and does
        // not scroll: the view then scrolls inside itself.
        <div class={classes!(props.page, "embed", props.capped.then_some("capped"))} lang={props.lang.tag()}>
            <main>
                if let Some(text) = &props.problem {
                    <p class="embed-problem" role="alert">
                        { text }
                        if props.shown { <br />{ k.showing_last } }
                    </p>
                }
                if props.shown {
                    { props.children.clone() }
                } else if props.problem.is_none() {
                    <p class="loading" role="status">{ k.loading }</p>
                }
            </main>
            <footer class="foot">
                <a href={props.full.clone()} target="_blank" rel="noopener" onclick={open}>{ p.open_full }</a>
                { " · Hoshitori 星取表" }
                if let Some(address) = &*blocked {
                    <p class="open-blocked" role="status" ref={note}>
                        { p.open_blocked }{ " " }<span class="address">{ address }</span>
                    </p>
                }
            </footer>
        </div>
    }
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
