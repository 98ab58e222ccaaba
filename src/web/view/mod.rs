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
//! position (`?ko=…`, the ko helper's link) is shown read-only with the helper's answer. Each
//! kind is drawn by its page's own components ([`super::league::embed::Body`],
//! [`super::swiss::embed::Body`], [`super::stages::embed::Body`]), read-only. It stores
//! nothing, starts no worker, draws no form control, and tells the page around it how tall it
//! is; another share link pasted over its own reloads it (`view.html`).

use std::rc::Rc;

use yew::prelude::*;

use super::league::embed::Shown;
use super::shell::browser;
use super::shell::open::{self, Problem};
use super::shell::published::{
    EmbedFrame, Readers, full_address, use_height_posted, use_published,
};
use crate::document::event::SwissEvent;
use crate::document::staged::StagedEvent;
use crate::editor::launch::{Launch, Theme};
use crate::error::DocumentKind;

/// A document the viewer shows.
#[derive(Clone, PartialEq)]
pub enum Viewed {
    League(Shown),
    Event(Rc<SwissEvent>),
    Staged(Rc<StagedEvent>),
}

impl Viewed {
    fn kind(&self) -> DocumentKind {
        match self {
            Viewed::League(_) => DocumentKind::League,
            Viewed::Event(_) => DocumentKind::Event,
            Viewed::Staged(_) => DocumentKind::Staged,
        }
    }
}

/// A share text (`s=…`, `e=…`, `t=…`) as the document it holds.
fn link(text: &str) -> Result<Viewed, crate::Error> {
    use crate::format::share;
    if share::event::in_fragment(text).is_some() {
        share::event::decode(text).map(|d| Viewed::Event(Rc::new(d)))
    } else if share::staged::in_fragment(text).is_some() {
        share::staged::decode(text).map(|d| Viewed::Staged(Rc::new(d)))
    } else {
        Shown::shared(text).map(Viewed::League)
    }
}

/// A fetched file as the document it holds, whatever its kind.
fn file(text: &str, url: &str) -> Result<Viewed, Problem> {
    if crate::format::is_staged(text) {
        open::staged_file(text, url).map(|d| Viewed::Staged(Rc::new(d)))
    } else if crate::format::is_event(text) {
        open::event_file(text, url).map(|d| Viewed::Event(Rc::new(d)))
    } else {
        open::league_file(text, url).map(|d| Viewed::League(Shown::new(d)))
    }
}

const READERS: Readers<Viewed> = Readers { link, file };

/// The organiser page of each kind, for "Open in Hoshitori".
fn page(kind: DocumentKind) -> &'static str {
    match kind {
        DocumentKind::League => "./",
        DocumentKind::Event => "swiss.html",
        DocumentKind::Staged => "stages.html",
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub launch: Rc<Launch>,
}

#[component]
pub fn Viewer(props: &Props) -> Html {
    let launch = props.launch.clone();
    let lang = launch.lang.unwrap_or_else(browser::browser_lang);
    // The fragment's document, if any (one kind at a time), and the kind it names (so that a
    // damaged link is named as the kind it is); else the page the address was written for.
    let (fragment, named) = match (&launch.share, &launch.event, &launch.staged) {
        (Some(text), _, _) => (Some(text.clone()), Some(DocumentKind::League)),
        (_, Some(text), _) => (Some(text.clone()), Some(DocumentKind::Event)),
        (_, _, Some(text)) => (Some(text.clone()), Some(DocumentKind::Staged)),
        _ => (None, launch.kind),
    };
    // A ko position (`?ko=…`, the ko helper's link) is shown instead of a document.
    let ko = launch
        .ko
        .clone()
        .filter(|_| fragment.is_none() && launch.src.is_none());
    // An address that names nothing shows the example of the page it was written for.
    let example: Option<fn() -> Viewed> = match launch.kind {
        _ if ko.is_some() => None,
        None | Some(DocumentKind::League) => {
            Some(|| Viewed::League(Shown::new(super::league::state::default_league())))
        }
        Some(DocumentKind::Event) => Some(match lang {
            crate::lang::Lang::Ja => {
                || Viewed::Event(super::swiss::embed::example(crate::lang::Lang::Ja))
            }
            crate::lang::Lang::En => {
                || Viewed::Event(super::swiss::embed::example(crate::lang::Lang::En))
            }
        }),
        Some(DocumentKind::Staged) => None,
    };
    let published = use_published(
        launch.clone(),
        fragment.clone(),
        launch.refresh_seconds(),
        READERS,
        example,
    );
    let (shown, problem) = (published.shown, published.problem);
    use_height_posted(launch.secret.clone());
    // The host page's choice of colours (`theme=`, else the system's), and the language.
    use_effect_with((lang, launch.theme), |&(lang, theme)| {
        browser::set_root_attribute("lang", Some(lang.tag()));
        let dark = theme == Theme::Dark || (theme == Theme::System && browser::prefers_dark());
        browser::set_root_attribute("data-theme", dark.then_some("dark"));
    });
    // The kind shown, else the one named.
    let kind = (*shown)
        .as_ref()
        .map(Viewed::kind)
        .or(named)
        .unwrap_or(DocumentKind::League);
    // Each kind is drawn with its page's stylesheets (view.html starts with the league's).
    use_effect_with(kind, |kind| {
        browser::set_stylesheets(match kind {
            DocumentKind::League => &["app.css", "publish.css"],
            DocumentKind::Event => &["publish.css", "swiss.css"],
            DocumentKind::Staged => &["publish.css", "app.css", "stages.css"],
        })
    });
    let src = launch.src.as_deref().unwrap_or_default();
    let nothing = fragment.is_none() && launch.src.is_none() && ko.is_none();
    let problem_text = match &*problem {
        Some(p) => Some(open::problem_text(lang, kind, src, p)),
        None if nothing && shown.is_none() => Some(
            crate::web::i18n::stages::text(lang)
                .nothing_named
                .to_string(),
        ),
        None => None,
    };
    let (body, class) = match &*shown {
        Some(Viewed::League(shown)) => (
            html! { <super::league::embed::Body shown={shown.clone()} {lang} /> },
            "app",
        ),
        Some(Viewed::Event(doc)) => (
            html! { <super::swiss::embed::Body doc={doc.clone()} {lang} /> },
            "swiss-app",
        ),
        Some(Viewed::Staged(doc)) => (
            html! { <super::stages::embed::Body doc={doc.clone()} {lang} /> },
            "app stages-app",
        ),
        None => (html! {}, "app"),
    };
    if let Some(param) = ko {
        let full = format!(
            "./?ko={}&lang={}",
            js_sys::encode_uri_component(&param),
            lang.tag()
        );
        return html! {
            <EmbedFrame {lang} {kind} page="app" capped={launch.secret.is_some()}
                problem={None::<String>} shown=true {full}>
                <KoView {param} {lang} />
            </EmbedFrame>
        };
    }
    html! {
        <EmbedFrame {lang} {kind} page={class} capped={launch.secret.is_some()}
            problem={problem_text} shown={shown.is_some()}
            full={full_address(&launch, page(kind), fragment.as_deref())}>
            { body }
        </EmbedFrame>
    }
}

#[derive(Properties, PartialEq)]
struct KoProps {
    /// The ko helper's link parameter ([`crate::editor::ko::KoForm::param`]).
    param: String,
    lang: crate::lang::Lang,
}

/// A ko endgame position read-only: the position in words, then the helper's answer.
#[component]
fn KoView(props: &KoProps) -> Html {
    let answer = use_memo(props.param.clone(), |param| {
        crate::editor::ko::KoForm::from_param(param).answer()
    });
    let t = super::i18n::ko::ko(props.lang);
    let position = answer
        .as_ref()
        .as_ref()
        .ok()
        .map(|a| crate::report::ko::position_words(props.lang, &a.position));
    html! {
        <section class="panel ko-helper ko-view" aria-labelledby="ko-h">
            <h1 id="ko-h">{ t.heading }</h1>
            if let Some(position) = position {
                <p class="ko-position">{ position }</p>
            }
            <div class="ko-result">
                <super::league::components::ko_answer::KoAnswer answer={answer.clone()} lang={props.lang} />
            </div>
        </section>
    }
}

/// Renders the viewer into the page's `#app` element.
pub fn start() {
    let launch = Rc::new(browser::launch());
    super::shell::mount::<Viewer>(Props { launch });
}
