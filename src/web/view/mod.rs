//! The viewer (`view.html`): every document read-only, for those who only look. It is the embed
//! an association puts on its own website (`?embed`, also on the organiser pages' old
//! addresses, which send it here) and what a share link opens for the players at the venue.
//!
//! Every visitor downloads it, so it is small, and a visitor downloads only the kind shown:
//! each kind is its own wasm (`src/bin/hoshitori-view-*.rs`, one generic [`start`] each:
//! [`league::LeagueView`], [`swiss::SwissView`], [`stages::StagedView`], and [`start_ko`]),
//! carried by its own classic script (`view-NAME.js`: `scripts/inline-wasm.mjs` puts the wasm
//! inside it), so that it starts in a sandboxed iframe (`sandbox="allow-scripts"`, an opaque
//! origin) on a server that sends no CORS headers, where a module script or a fetched wasm
//! would be refused. `view.html`'s loader picks the script from the address
//! ([`Launch::viewer`] makes the same choice, and a viewer started for an address that is not
//! its kind's hands it on); it says in the frame, in both languages, when a script cannot load.
//!
//! What it shows comes from the share fragment (`#s=…` a league, `#e=…` a Swiss event, `#t=…`
//! an event in stages), or from `src=URL`, fetched now and again every `refresh=` seconds while
//! visible (downloaded only when it changed), whatever kind the file holds: a file of another
//! kind or notation than the viewer's (a JSON file's viewer, a table's: a crosstable, a TRF, an
//! h9 table, a wall chart) goes, with its text, to the viewer that reads it, which carries on. An
//! address that names neither shows the example of the page it was written for (`kind=`). A ko
//! endgame position (`?ko=…`, the ko helper's link) is shown read-only with the helper's answer.
//!
//! It draws without Yew. Each kind's view is HTML text written in one pass from the same plain
//! data and words as the organiser pages ([`league`], [`swiss`], [`stages`], [`ko`], escaped by
//! [`html`]), set into the page at once and again only when a refreshed file changed. What needs
//! no script needs none: an explanation opens by tap in a `<details>`. One click handler does
//! the rest: a Swiss value's button opens its arithmetic under the player's row, and the
//! footer's link opens the organiser page ("Open in Hoshitori"), or shows the address to open
//! by hand where the sandbox refuses a new window. A refreshed file that changed is drawn anew,
//! closing what was opened. It stores nothing, starts no worker, draws no form control, and
//! tells the page around it how tall it is; another share link pasted over its own reloads it
//! (`view.html`).

mod html;
mod ko;
pub mod league;
pub mod stages;
pub mod swiss;

use std::any::Any;
use std::cell::RefCell;

use wasm_bindgen::JsCast;

use super::shell::browser;
use super::shell::open::{self, Problem};
use super::shell::published::full_address;
use crate::editor::launch::{Launch, Theme, Viewer};
use crate::error::DocumentKind;
use crate::lang::Lang;
use crate::report::error::{JSON_VIEWER, LINK_VIEWER, TABLE_VIEWER};
use html::esc;

/// What differs between the kinds of document the viewer shows; each kind's viewer is
/// [`start`] for its own.
pub trait Kind: 'static {
    const KIND: DocumentKind;
    /// The document shown.
    type Doc: 'static;
    /// Reads a share link's text (`s=…`, `e=…`, `t=…`) of this kind.
    fn decode(link: &str) -> Result<Self::Doc, crate::Error>;
    /// Reads a fetched file of this kind written in JSON, as the kind's organiser page does;
    /// `None` when it is not one ([`crate::format::sniff`] tells).
    fn read_json(text: &str, url: &str) -> Option<Result<Self::Doc, crate::Error>>;
    /// Reads a fetched table of this kind (a crosstable, a TRF, an h9 table, a wall chart);
    /// `None` when it is not one, or the kind has none.
    fn read_table(_text: &str, _url: &str) -> Option<Result<Self::Doc, crate::Error>> {
        None
    }
    /// What an address that names no document shows.
    fn example(lang: Lang) -> Option<Self::Doc>;
    /// What the view says when the address names no document and there is no example.
    fn nothing_named(_lang: Lang) -> Option<&'static str> {
        None
    }
    /// The view's HTML, in `lang`.
    fn html(lang: Lang, doc: &Self::Doc) -> String;
    /// Whether the view has values that open their arithmetic on a tap ([`Kind::explain`]):
    /// the other kinds' viewers carry no code for it.
    const EXPLAINS: bool = false;
    /// The row under player `p`'s that explains their value `k`, where a view has values to
    /// explain (a Swiss event's).
    fn explain(_lang: Lang, _doc: &Self::Doc, _p: usize, _k: usize) -> Option<String> {
        None
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

/// Each kind's stylesheets (view.html starts with the league's): its page's, without their
/// organiser-only parts (`scripts/view-css.mjs` writes `view-NAME.css` from `NAME.css`).
fn stylesheets(kind: DocumentKind) -> &'static [&'static str] {
    match kind {
        DocumentKind::League => &["view-app.css", "view-publish.css"],
        DocumentKind::Event => &["view-publish.css", "view-swiss.css"],
        DocumentKind::Staged => &["view-publish.css", "view-app.css", "view-stages.css"],
    }
}

/// What a viewer holds between a fetch and the next.
struct State<K: Kind> {
    launch: Launch,
    lang: Lang,
    /// The share link's text, if the address has one of this kind.
    fragment: Option<String>,
    shown: Option<K::Doc>,
    problem: Option<Problem>,
    /// The validator (`ETag`/`Last-Modified`) of the file shown.
    last: Option<String>,
}

thread_local! {
    /// The viewer's [`State`] (of its one kind).
    static STATE: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
    /// What must live as long as the page: the height's listener, the refresh's ticker, the
    /// click handler. Dropped when the address goes to another viewer, which stops them.
    static KEPT: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
    /// The language the viewer speaks.
    static LANG: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::Ja) };
}

fn keep(x: impl Any) {
    KEPT.with(|k| k.borrow_mut().push(Box::new(x)));
}

/// Runs `f` on the viewer's state, if it is of kind `K`.
fn with_state<K: Kind, T>(f: impl FnOnce(&mut State<K>) -> T) -> Option<T> {
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        s.as_mut()?.downcast_mut::<State<K>>().map(f)
    })
}

/// What every viewer does first: the address, the language and theme, the height posted to
/// the host page, the click handler. `None` when the address is for another viewer, which it
/// is then handed to; a viewer `given` a file by another is the one for it, whatever the
/// address says.
fn begin(me: Viewer, given: bool, clicks: fn(&web_sys::MouseEvent)) -> Option<(Launch, Lang)> {
    let launch = browser::launch();
    if !given && launch.viewer() != me {
        hand_over(launch.viewer(), None);
        return None;
    }
    let lang = launch.lang.unwrap_or_else(browser::browser_lang);
    LANG.set(lang);
    browser::set_root_attribute("lang", Some(lang.tag()));
    let dark =
        launch.theme == Theme::Dark || (launch.theme == Theme::System && browser::prefers_dark());
    browser::set_root_attribute("data-theme", dark.then_some("dark"));
    let secret = launch.secret.clone();
    keep(browser::on_resize(move || {
        browser::post_height(browser::page_height(), secret.as_deref())
    }));
    keep(browser::on_event("click", move |e| {
        if let Ok(e) = e.dyn_into::<web_sys::MouseEvent>() {
            clicks(&e)
        }
    }));
    Some((launch, lang))
}

/// Gives the page to viewer `to` (`view.html`'s `hoshitoriView` loads its script), with the
/// text of the file fetched and its validator when there is one: this viewer stops (its
/// refresh, its listeners) and the other carries on.
fn hand_over(to: Viewer, file: Option<(&str, Option<&str>)>) {
    KEPT.with(|k| k.borrow_mut().clear());
    STATE.with(|s| s.borrow_mut().take());
    let Some(window) = web_sys::window() else {
        return;
    };
    let load = js_sys::Reflect::get(&window, &"hoshitoriView".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(load) = load else { return };
    let (text, validator) = match file {
        Some((text, validator)) => (
            text.into(),
            validator.map_or(wasm_bindgen::JsValue::UNDEFINED, Into::into),
        ),
        None => (
            wasm_bindgen::JsValue::UNDEFINED,
            wasm_bindgen::JsValue::UNDEFINED,
        ),
    };
    let _ = load.call3(&window, &to.name().into(), &text, &validator);
}

/// The file another viewer fetched and handed to this one, with its validator (taken: a
/// refresh fetches anew).
fn handed() -> Option<(String, Option<String>)> {
    let window = web_sys::window()?;
    let key = wasm_bindgen::JsValue::from_str("hoshitoriHanded");
    let handed = js_sys::Reflect::get(&window, &key).ok()?;
    let _ = js_sys::Reflect::set(&window, &key, &wasm_bindgen::JsValue::UNDEFINED);
    let text = js_sys::Reflect::get(&handed, &"text".into())
        .ok()?
        .as_string()?;
    let validator = js_sys::Reflect::get(&handed, &"validator".into())
        .ok()
        .and_then(|v| v.as_string());
    Some((text, validator))
}

/// What a viewer reads: share links (and the example), JSON files, or tables.
const LINKS: u8 = 0;
const JSON: u8 = 1;
const TABLES: u8 = 2;

/// A fetched file as a document of kind `K`, read by this viewer's reader (`FROM`, [`JSON`] or
/// [`TABLES`]); `Err(None)` when another viewer reads it (it says which).
fn read_file<K: Kind, const FROM: u8>(text: &str, url: &str) -> Result<K::Doc, Option<Problem>> {
    let read = if FROM == JSON {
        K::read_json(text, url)
    } else {
        K::read_table(text, url)
    };
    match read {
        Some(read) => read.map_err(|e| Some(Problem::Read(e))),
        None => Err(None),
    }
}

/// The viewer of kind `K` that reads `FROM`.
fn viewer<K: Kind, const FROM: u8>() -> Viewer {
    match FROM {
        LINKS => Viewer::Link(K::KIND),
        JSON => Viewer::File(K::KIND),
        _ => Viewer::table(K::KIND),
    }
}

/// Starts the viewer of kind `K`'s share links and example in the page's `#app` element (the
/// entry point of `view-KIND.js`): it reads no file.
pub fn start<K: Kind>() {
    run::<K, LINKS>()
}

/// Starts the viewer of kind `K`'s JSON files (`src=`) in the page's `#app` element (the entry
/// point of `view-KIND-file.js`): it reads no share link and no table, and has no example.
pub fn start_files<K: Kind>() {
    run::<K, JSON>()
}

/// Starts the viewer of kind `K`'s tables (`src=`: a crosstable, a TRF, an h9 table, a wall
/// chart) in the page's `#app` element (the entry point of `view-KIND-table.js`).
pub fn start_tables<K: Kind>() {
    run::<K, TABLES>()
}

/// A viewer of kind `K`: of its share links and its example (`FROM` is [`LINKS`]), or of its
/// files at `src=` in JSON ([`JSON`]) or as tables ([`TABLES`]). Each wasm holds one of them,
/// and only what it uses.
fn run<K: Kind, const FROM: u8>() {
    let files = FROM != LINKS;
    let given = if files { handed() } else { None };
    let me = viewer::<K, FROM>();
    let Some((launch, lang)) = begin(me, given.is_some(), on_click::<K>) else {
        return;
    };
    let mut state = State::<K> {
        fragment: None,
        shown: None,
        problem: None,
        last: None,
        launch,
        lang,
    };
    let url = if files {
        state.launch.src.clone().unwrap_or_default()
    } else {
        // The address is this viewer's: a share link of its kind, or none (the example).
        state.fragment = state.launch.link().map(|(text, _)| text.to_string());
        match &state.fragment {
            Some(text) => match K::decode(text) {
                Ok(doc) => state.shown = Some(doc),
                Err(e) => state.problem = Some(Problem::Read(e)),
            },
            None => state.shown = K::example(lang),
        }
        String::new()
    };
    let refresh = state.launch.refresh_seconds();
    STATE.with(|s| *s.borrow_mut() = Some(Box::new(state)));
    if !files {
        redraw::<K, FROM>();
        return;
    }
    // A file another viewer fetched is read at once; the next refresh fetches it again.
    let fetched = given.is_some();
    match given {
        Some((text, validator)) => shown_file::<K, FROM>(&url, Ok(Some((text, validator)))),
        None => redraw::<K, FROM>(),
    }
    let load = move || {
        let url = url.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let known = with_state::<K, _>(|s| s.last.clone()).flatten();
            let fetched = match browser::fetch_if_changed(&url, known.as_deref()).await {
                Ok(Some(f)) => browser::decode(&f.bytes)
                    .map(|text| Some((text, f.validator)))
                    .map_err(|e| Problem::Read(e.with_file(&url))),
                Ok(None) => Ok(None),
                Err(e) => Err(Problem::Fetch(e)),
            };
            shown_file::<K, FROM>(&url, fetched);
        });
    };
    if !fetched {
        load();
    }
    keep(refresh.and_then(|s| browser::every_while_visible(s, load)));
}

/// Shows what a fetch of `url` gave: a file this viewer reads (drawn when it changed), nothing
/// new, a problem (drawn over the document shown last), or a file of another kind or format
/// (handed to its viewer).
fn shown_file<K: Kind, const FROM: u8>(
    url: &str,
    fetched: Result<Option<(String, Option<String>)>, Problem>,
) {
    let read = match fetched {
        Ok(Some((text, validator))) => match read_file::<K, FROM>(&text, url) {
            Err(None) => {
                let source = crate::format::source_of(&text);
                let to = Viewer::of_source(source);
                if to == viewer::<K, FROM>() {
                    // A reader that refuses its own format (it cannot): said, not looped.
                    Err(Problem::OtherKind(source.kind()))
                } else {
                    return hand_over(to, Some((&text, validator.as_deref())));
                }
            }
            Err(Some(p)) => Err(p),
            Ok(doc) => Ok(Some((doc, validator))),
        },
        Ok(None) => Ok(None),
        Err(p) => Err(p),
    };
    let changed = with_state::<K, _>(|s| match read {
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
    });
    if changed == Some(true) {
        redraw::<K, FROM>();
    }
}

/// Why the file at `src` is not shown, in words: a viewer carries the words of the errors its
/// readers meet ([`crate::report::error::message_in`]), a JSON file's or a table's.
fn file_problem<const FROM: u8>(lang: Lang, kind: DocumentKind, src: &str, p: &Problem) -> String {
    if FROM == JSON {
        open::problem_text_in::<JSON_VIEWER>(lang, kind, src, p)
    } else {
        open::problem_text_in::<TABLE_VIEWER>(lang, kind, src, p)
    }
}

/// Draws what the state holds.
fn redraw<K: Kind, const FROM: u8>() {
    let page = with_state::<K, _>(|s| {
        let kind = K::KIND;
        browser::set_stylesheets(stylesheets(kind));
        let src = s.launch.src.as_deref().unwrap_or_default();
        let nothing = s.fragment.is_none() && s.launch.src.is_none();
        let problem = match &s.problem {
            Some(p) if FROM != LINKS => Some(file_problem::<FROM>(s.lang, kind, src, p)),
            // A viewer of share links has nothing to fetch: its problems are its link's.
            Some(Problem::Read(e)) => {
                Some(open::link_problem_text_in::<LINK_VIEWER>(s.lang, kind, e))
            }
            Some(_) => None,
            None if nothing && s.shown.is_none() => K::nothing_named(s.lang).map(str::to_string),
            None => None,
        };
        let body = s.shown.as_ref().map(|d| K::html(s.lang, d));
        let full = full_address(&s.launch, page(kind), s.fragment.as_deref());
        frame(
            s.lang,
            kind,
            s.launch.secret.is_some(),
            body.as_deref(),
            problem.as_deref(),
            // The example is shown only where the address names nothing: say so.
            nothing && body.is_some(),
            &full,
        )
    });
    if let Some(page) = page {
        draw(&page);
        browser::mark("hoshitori:ranked");
    }
}

/// Starts the ko viewer: a ko endgame position (`?ko=…`, the ko helper's link) with the
/// helper's answer, read-only (the entry point of its wasm).
pub fn start_ko() {
    let Some((launch, lang)) = begin(Viewer::Ko, false, |e| {
        if let Some(a) = footer_link(e) {
            open_full(e, &a)
        }
    }) else {
        return;
    };
    let param = launch.ko.as_deref().unwrap_or_default();
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
        false,
        &full,
    ));
}

/// The frame of every kind's view: the problem (over the document shown last, if any), a note
/// over the example (`example`: the address names nothing), the document's view or
/// "Loading…", and the footer's link to the organiser page.
fn frame(
    lang: Lang,
    kind: DocumentKind,
    capped: bool,
    body: Option<&str>,
    problem: Option<&str>,
    example: bool,
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
    if example {
        out.push_str("<p class=\"example-note\" role=\"note\">");
        out.push_str(&esc(k.example_note));
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

/// The footer's link, when the click was on it.
fn footer_link(e: &web_sys::MouseEvent) -> Option<web_sys::Element> {
    let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    target.closest(".foot a").ok().flatten()
}

/// The page's one click handler: the footer's link ([`open_full`]); a value's button (a Swiss
/// event's) opens its arithmetic in a row under the player's (closing the one open), and the
/// row's Close, or the same button again, closes it.
fn on_click<K: Kind>(e: &web_sys::MouseEvent) {
    if let Some(a) = footer_link(e) {
        open_full(e, &a);
        return;
    }
    if !K::EXPLAINS {
        return;
    }
    let Some(target) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
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
    let row = with_state::<K, _>(|s| K::explain(s.lang, s.shown.as_ref()?, p, k)).flatten();
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
    let lang = LANG.get();
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
