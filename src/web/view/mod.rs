//! The viewer (`view.html`): every document read-only, for those who only look. It is the embed
//! an association puts on its own website (`?embed`, also on the organiser pages' old
//! addresses, which send it here) and what a share link opens for the players at the venue.
//!
//! It is its own wasm (`src/bin/hoshitori-view.rs`) carried by a classic script
//! (`view.js`: `scripts/inline-wasm.mjs` puts the wasm inside it), so that it starts in a
//! sandboxed iframe (`sandbox="allow-scripts"`, an opaque origin) on a server that sends no
//! CORS headers, where a module script or a fetched wasm would be refused. `view.html` says in
//! the frame, in both languages, when the script cannot load.
//!
//! What it shows comes from the share fragment (`#s=…` a league, `#e=…` a Swiss event, `#t=…`
//! an event in stages), or from `src=URL`, fetched now and again every `refresh=` seconds while
//! visible (downloaded only when it changed), whatever kind the file holds; an address that
//! names neither shows the example of the page it was written for (`kind=`). A ko endgame
//! position (`?ko=…`, the ko helper's link) is shown read-only with the helper's answer.
//!
//! Every visitor downloads it, so it is small: it draws without Yew. Each kind's view is HTML
//! text written in one pass from the same plain data and words as the organiser pages
//! ([`league`], [`swiss`], [`stages`], [`ko`], escaped by [`html`]), set into the page at once
//! and again only when a refreshed file changed. What needs no script needs none: an
//! explanation opens by tap in a `<details>`. One click handler does the rest: a Swiss value's
//! button opens its arithmetic under the player's row, and the footer's link opens the
//! organiser page ("Open in Hoshitori"), or shows the address to open by hand where the
//! sandbox refuses a new window. A refreshed file that changed is drawn anew, closing what
//! was opened. It stores nothing, starts no worker, draws no form control, and tells the page
//! around it how tall it is; another share link pasted over its own reloads it (`view.html`).

mod html;
mod ko;
mod league;
mod stages;
mod swiss;

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use super::shell::browser;
use super::shell::open::{self, Problem};
use super::shell::published::full_address;
use crate::document::event::SwissEvent;
use crate::document::league::League;
use crate::document::staged::StagedEvent;
use crate::editor::launch::{Launch, Theme};
use crate::editor::league::CellResult;
use crate::error::DocumentKind;
use crate::lang::Lang;
use html::esc;

/// A document the viewer shows.
pub enum Viewed {
    /// A league, with the hypothetical results (a what-if outcome) of its share link.
    League(League, Vec<CellResult>),
    Event(SwissEvent),
    Staged(StagedEvent),
}

impl Viewed {
    fn kind(&self) -> DocumentKind {
        match self {
            Viewed::League(..) => DocumentKind::League,
            Viewed::Event(_) => DocumentKind::Event,
            Viewed::Staged(_) => DocumentKind::Staged,
        }
    }

    /// The view's HTML, in `lang`.
    pub fn html(&self, lang: Lang) -> String {
        match self {
            Viewed::League(doc, hypothetical) => league::html(lang, doc, hypothetical),
            Viewed::Event(doc) => swiss::html(lang, doc),
            Viewed::Staged(doc) => stages::html(lang, doc),
        }
    }
}

/// A share text (`s=…`, `e=…`, `t=…`) as the document it holds.
fn link(text: &str) -> Result<Viewed, crate::Error> {
    use crate::format::share;
    if share::event::in_fragment(text).is_some() {
        share::event::decode(text).map(Viewed::Event)
    } else if share::staged::in_fragment(text).is_some() {
        share::staged::decode(text).map(Viewed::Staged)
    } else {
        share::league::decode(text).map(|s| Viewed::League(s.league, s.hypothetical))
    }
}

/// A fetched file as the document it holds, whatever its kind.
fn file(text: &str, url: &str) -> Result<Viewed, Problem> {
    if crate::format::is_staged(text) {
        open::staged_file(text, url).map(Viewed::Staged)
    } else if crate::format::is_event(text) {
        open::event_file(text, url).map(Viewed::Event)
    } else {
        open::league_file(text, url).map(|d| Viewed::League(d, Vec::new()))
    }
}

/// The organiser page of each kind, for "Open in Hoshitori".
fn page(kind: DocumentKind) -> &'static str {
    match kind {
        DocumentKind::League => "./",
        DocumentKind::Event => "swiss.html",
        DocumentKind::Staged => "stages.html",
    }
}

/// The page's own class, for its stylesheets.
fn page_class(kind: DocumentKind) -> &'static str {
    match kind {
        DocumentKind::League => "app",
        DocumentKind::Event => "swiss-app",
        DocumentKind::Staged => "app stages-app",
    }
}

/// Each kind's stylesheets (view.html starts with the league's).
fn stylesheets(kind: DocumentKind) -> &'static [&'static str] {
    match kind {
        DocumentKind::League => &["app.css", "publish.css"],
        DocumentKind::Event => &["publish.css", "swiss.css"],
        DocumentKind::Staged => &["publish.css", "app.css", "stages.css"],
    }
}

/// What the viewer holds between a fetch and the next.
struct State {
    launch: Launch,
    lang: Lang,
    /// The fragment's text, if the address has one.
    fragment: Option<String>,
    /// The kind the address names (a damaged link is named as its kind).
    named: Option<DocumentKind>,
    shown: Option<Viewed>,
    problem: Option<Problem>,
    /// The validator (`ETag`/`Last-Modified`) of the file shown.
    last: Option<String>,
}

thread_local! {
    static STATE: RefCell<Option<State>> = const { RefCell::new(None) };
    /// What must live as long as the page: the height's listener, the refresh's ticker, the
    /// footer link's handler.
    static KEPT: RefCell<Vec<Box<dyn std::any::Any>>> = const { RefCell::new(Vec::new()) };
}

fn keep(x: impl std::any::Any) {
    KEPT.with(|k| k.borrow_mut().push(Box::new(x)));
}

/// Starts the viewer in the page's `#app` element.
pub fn start() {
    let launch = browser::launch();
    let lang = launch.lang.unwrap_or_else(browser::browser_lang);
    browser::set_root_attribute("lang", Some(lang.tag()));
    let dark =
        launch.theme == Theme::Dark || (launch.theme == Theme::System && browser::prefers_dark());
    browser::set_root_attribute("data-theme", dark.then_some("dark"));
    let secret = launch.secret.clone();
    keep(browser::on_resize(move || {
        browser::post_height(browser::page_height(), secret.as_deref())
    }));
    let clicks = Closure::<dyn Fn(web_sys::MouseEvent)>::new(on_click);
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        let _ = document.add_event_listener_with_callback("click", clicks.as_ref().unchecked_ref());
    }
    keep(clicks);

    // A ko position (`?ko=…`, the ko helper's link) is shown instead of a document.
    let (fragment, named) = match (&launch.share, &launch.event, &launch.staged) {
        (Some(text), _, _) => (Some(text.clone()), Some(DocumentKind::League)),
        (_, Some(text), _) => (Some(text.clone()), Some(DocumentKind::Event)),
        (_, _, Some(text)) => (Some(text.clone()), Some(DocumentKind::Staged)),
        _ => (None, launch.kind),
    };
    if let (Some(param), None, None) = (&launch.ko, &fragment, &launch.src) {
        let full = format!(
            "./?ko={}&lang={}",
            js_sys::encode_uri_component(param),
            lang.tag()
        );
        let body = ko::html(lang, param);
        draw(&frame(
            lang,
            DocumentKind::League,
            launch.secret.is_some(),
            Some(&body),
            None,
            &full,
        ));
        return;
    }
    let mut shown = None;
    let mut problem = None;
    match &fragment {
        Some(text) => match link(text) {
            Ok(viewed) => shown = Some(viewed),
            Err(e) => problem = Some(Problem::Read(e)),
        },
        None if launch.src.is_none() => {
            // An address that names nothing shows the example of the page it was written for.
            shown = match launch.kind {
                None | Some(DocumentKind::League) => Some(Viewed::League(
                    crate::web::league::state::default_league(),
                    Vec::new(),
                )),
                Some(DocumentKind::Event) => Some(Viewed::Event(crate::editor::swiss::example(
                    crate::web::i18n::swiss::words(lang).example_title,
                ))),
                Some(DocumentKind::Staged) => None,
            }
        }
        None => {}
    }
    let src = launch.src.clone().filter(|_| fragment.is_none());
    let refresh = launch.refresh_seconds();
    STATE.with(|s| {
        *s.borrow_mut() = Some(State {
            launch,
            lang,
            fragment,
            named,
            shown,
            problem,
            last: None,
        })
    });
    redraw();
    if let Some(url) = src {
        let load = move || {
            let url = url.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let known = STATE.with(|s| s.borrow().as_ref().and_then(|s| s.last.clone()));
                let read = open::fetch(&url, known.as_deref(), file).await;
                let changed = STATE.with(|s| {
                    let mut s = s.borrow_mut();
                    let Some(s) = s.as_mut() else { return false };
                    match read {
                        Ok(None) => false,
                        Ok(Some((doc, validator))) => {
                            s.last = validator;
                            s.problem = None;
                            s.shown = Some(doc);
                            true
                        }
                        Err(p) => {
                            // Fetched again in full next time.
                            s.last = None;
                            let changed = s.problem.as_ref() != Some(&p);
                            s.problem = Some(p);
                            changed
                        }
                    }
                });
                if changed {
                    redraw();
                }
            });
        };
        load();
        keep(refresh.and_then(|s| browser::every_while_visible(s, load)));
    }
}

/// Draws what the state holds.
fn redraw() {
    let page = STATE.with(|s| {
        let s = s.borrow();
        let s = s.as_ref()?;
        let kind = s
            .shown
            .as_ref()
            .map(Viewed::kind)
            .or(s.named)
            .unwrap_or(DocumentKind::League);
        browser::set_stylesheets(stylesheets(kind));
        let src = s.launch.src.as_deref().unwrap_or_default();
        let nothing = s.fragment.is_none() && s.launch.src.is_none();
        let problem = match &s.problem {
            Some(p) => Some(open::problem_text(s.lang, kind, src, p)),
            None if nothing && s.shown.is_none() => Some(
                crate::web::i18n::stages::text(s.lang)
                    .nothing_named
                    .to_string(),
            ),
            None => None,
        };
        let body = s.shown.as_ref().map(|v| v.html(s.lang));
        let full = full_address(&s.launch, page(kind), s.fragment.as_deref());
        Some(frame(
            s.lang,
            kind,
            s.launch.secret.is_some(),
            body.as_deref(),
            problem.as_deref(),
            &full,
        ))
    });
    if let Some(page) = page {
        draw(&page);
        browser::mark("hoshitori:ranked");
    }
}

/// The frame of every kind's view: the problem (over the document shown last, if any), the
/// document's view or "Loading…", and the footer's link to the organiser page.
fn frame(
    lang: Lang,
    kind: DocumentKind,
    capped: bool,
    body: Option<&str>,
    problem: Option<&str>,
    full: &str,
) -> String {
    let p = crate::web::i18n::publish::text(lang);
    let k = crate::web::i18n::publish::kinded(lang, kind);
    // Inside WordPress (it gave a secret) the iframe is never taller than 1,000 px and does not
    // scroll: the view then scrolls inside itself.
    let mut out = format!(
        "<div class=\"{} embed{}\" lang=\"{}\"><main>",
        page_class(kind),
        if capped { " capped" } else { "" },
        lang.tag()
    );
    if let Some(text) = problem {
        out.push_str("<p class=\"embed-problem\" role=\"alert\">");
        out.push_str(&esc(text));
        if body.is_some() {
            out.push_str("<br>");
            out.push_str(&esc(k.showing_last));
        }
        out.push_str("</p>");
    }
    match body {
        Some(body) => out.push_str(body),
        None if problem.is_none() => {
            out.push_str(&format!(
                "<p class=\"loading\" role=\"status\">{}</p>",
                esc(k.loading)
            ));
        }
        None => {}
    }
    out.push_str(&format!(
        "</main><footer class=\"foot\"><a href=\"{}\" target=\"_blank\" rel=\"noopener\">{}</a> · Hoshitori 星取表</footer></div>",
        esc(full),
        esc(p.open_full)
    ));
    out
}

/// The page's one click handler: the footer's link ([`open_full`]); a Swiss value's button
/// opens its arithmetic in a row under the player's (closing the one open), and the row's
/// Close, or the same button again, closes it.
fn on_click(e: web_sys::MouseEvent) {
    let Some(target) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    if let Ok(Some(a)) = target.closest(".foot a") {
        open_full(&e, &a);
        return;
    }
    let close = target
        .closest(".explain-row button")
        .ok()
        .flatten()
        .is_some();
    let button = target.closest("button.value").ok().flatten();
    if !close && button.is_none() {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // The arithmetic open (at most one) closes.
    let was_open = button
        .as_ref()
        .is_some_and(|b| b.get_attribute("aria-expanded").as_deref() == Some("true"));
    if let Ok(open) = document.query_selector_all("button.value[aria-expanded=true]") {
        for k in 0..open.length() {
            if let Some(b) = open
                .item(k)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = b.set_attribute("aria-expanded", "false");
            }
        }
    }
    if let Ok(Some(row)) = document.query_selector(".explain-row") {
        row.remove();
    }
    let Some(button) = button.filter(|_| !close && !was_open) else {
        return;
    };
    let Some(tr) = button.closest("tr.standing").ok().flatten() else {
        return;
    };
    let number = |e: &web_sys::Element, name: &str| {
        e.get_attribute(name).and_then(|v| v.parse::<usize>().ok())
    };
    let (Some(p), Some(k)) = (number(&tr, "data-p"), number(&button, "data-k")) else {
        return;
    };
    let row = STATE.with(|s| match s.borrow().as_ref() {
        Some(State {
            shown: Some(Viewed::Event(doc)),
            lang,
            ..
        }) => swiss::explain(*lang, doc, p, k),
        _ => None,
    });
    if let Some(row) = row {
        let _ = tr.insert_adjacent_html("afterend", &row);
        let _ = button.set_attribute("aria-expanded", "true");
    }
}

/// Sets the page's `#app` to `html`.
fn draw(html: &str) {
    if let Some(app) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"))
    {
        app.set_inner_html(html);
    }
}

/// "Open in Hoshitori": a sandboxed frame without `allow-popups` (WordPress's) blocks the
/// link's new window silently, so the link opens it itself, and when that is refused shows
/// the whole address to open by hand.
fn open_full(e: &web_sys::MouseEvent, a: &web_sys::Element) {
    let full = a.get_attribute("href").unwrap_or_default();
    e.prevent_default();
    if browser::open_window(&full) {
        return;
    }
    let lang = STATE.with(|s| s.borrow().as_ref().map(|s| s.lang));
    let lang = lang.unwrap_or_else(browser::browser_lang);
    let Some(foot) = a.parent_element() else {
        return;
    };
    if let Ok(Some(old)) = foot.query_selector(".open-blocked") {
        old.remove();
    }
    let note = format!(
        "<p class=\"open-blocked\" role=\"status\">{} <span class=\"address\">{}</span></p>",
        esc(crate::web::i18n::publish::text(lang).open_blocked),
        esc(&browser::absolute(&full))
    );
    let _ = foot.insert_adjacent_html("beforeend", &note);
    if let Ok(Some(shown)) = foot.query_selector(".open-blocked") {
        shown.scroll_into_view();
    }
}
