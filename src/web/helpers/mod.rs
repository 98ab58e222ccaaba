//! The panels loaded when first asked for: the league page's arbiters' helpers (the ko endgame
//! helper and a shogi league's impasse dialog), its help (the legend and the rules' text), the
//! publishing tools of the league and Swiss pages (exports, share link and QR code, embed) and
//! the Swiss page's what-if and director's panel are in a wasm per page (`src/bin/hoshitori-helpers.rs`,
//! `src/bin/hoshitori-swiss-panels.rs`: code the pages do not carry), fetched by the page when
//! one of their buttons is pressed ([`super::shell::helper_slot`]) and cached for offline use
//! with the rest.
//!
//! The page draws, for each helper, a slot (`[data-helper]`) with what the helper needs in its
//! attributes (the language, the ko position of the address, the league's names and cycles);
//! pressing the button marks it `data-asked` and loads this module, or, once loaded, sends
//! `hoshitori:helper`. [`start`] then mounts the helper's component, open, in every slot asked
//! for. The impasse dialog's one edit goes back to the page as a `hoshitori:edit` event whose
//! detail is [`edit_detail`]'s text, which the page reads with [`read_edit`] and applies as its
//! own edit; the Swiss director's edits come back likewise ([`SWISS_EDIT`], [`read_swiss_edit`]). The help's slot names its topic (`data-topic`, [`Topic::id`]); closed, the help
//! sends [`HELP_CLOSED`] and the page takes the slot away. The slots of the publishing tools
//! and the Swiss page's what-if carry the document as JSON (`data-doc`); at each change of it,
//! or of the language, the page sends [`DATA`] and the panel reads the slot again.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

use super::Ui;
use super::league::components::help::{HelpDialog, Topic};
use super::league::components::impasse::ImpasseDialog;
use super::league::components::ko::KoHelper;
use super::league::components::publish::{Link, Tools as LeagueTools, ToolsData};
use super::shell::helper_slot::{ASK, DATA};
use super::swiss::SwissUi;
use super::swiss::director::Tools as DirectorTools;
use super::swiss::prospects_panel::Tools as WhatIfTools;
use super::swiss::publish::Tools as SwissTools;
use crate::document::event::SwissEvent;
use crate::editor::league::Action;
use crate::editor::swiss::SwissAction;
use crate::engine::Side;
use crate::lang::Lang;

/// The event the impasse dialog sends with its edit.
pub const EDIT: &str = "hoshitori:edit";
/// The event the Swiss page's director's panel sends with each edit: a
/// [`crate::editor::swiss::SwissAction`] as JSON ([`read_swiss_edit`]).
pub const SWISS_EDIT: &str = "hoshitori:swiss-edit";
/// The event the help sends when it is closed.
pub const HELP_CLOSED: &str = "hoshitori:help-closed";

thread_local! {
    /// The help last mounted: taken down when the next is (its slot is gone by then).
    static HELP: std::cell::RefCell<Option<yew::AppHandle<Help>>> =
        const { std::cell::RefCell::new(None) };
}

/// Mounts every helper of the league page asked for, and each one asked for later.
pub fn start() {
    start_with(mount_asked);
}

/// Mounts every panel of the Swiss page asked for (its publishing tools and what-if), and each one asked
/// for later: the Swiss page's own wasm of panels loaded on demand
/// (`src/bin/hoshitori-swiss-panels.rs`), which carries none of the league's.
pub fn start_swiss() {
    start_with(|| mount_each(mount_swiss));
}

fn start_with(mount: fn()) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    set_apart_page_subtrees(&document);
    let ask = Closure::<dyn Fn()>::new(move || {
        take_down_gone();
        mount();
    });
    let _ = document.add_event_listener_with_callback(ASK, ask.as_ref().unchecked_ref());
    let _ = document.add_event_listener_with_callback(DATA, ask.as_ref().unchecked_ref());
    // Listens as long as the page lives.
    ask.forget();
    mount();
}

thread_local! {
    /// The panels mounted into a slot the page may take away (the Swiss page's what-if goes
    /// when the event has no round to work out), and how to take each down.
    static MOUNTED: std::cell::RefCell<Vec<Mounted>> = std::cell::RefCell::default();
}

/// A panel's slot, and what takes the panel down.
type Mounted = (web_sys::Element, Box<dyn FnOnce()>);

/// Keeps `app`, mounted into `slot`, until the page takes the slot away.
fn keep<C: BaseComponent>(slot: web_sys::Element, app: yew::AppHandle<C>) {
    MOUNTED.with_borrow_mut(|m| m.push((slot, Box::new(move || app.destroy()))));
}

/// Takes down the panels whose slot the page has taken away (with their workers).
fn take_down_gone() {
    let gone: Vec<_> = MOUNTED.with_borrow_mut(|m| {
        let (gone, kept) = std::mem::take(m)
            .into_iter()
            .partition(|(slot, _)| !slot.is_connected());
        *m = kept;
        gone
    });
    for (_, destroy) in gone {
        destroy();
    }
}

/// How many of Yew's subtree numbers this module leaves to the page it is loaded into.
const PAGE_SUBTREES: usize = 16;

/// Keeps this module's apps from being taken for the page's. Yew delegates every event to the
/// app whose number (`__yew_subtree_id`) is on the nearest element of the event's path, and
/// each wasm counts its apps from 1: the page is app 1 (it mounts one, `shell::mount`), so a
/// helper mounted first would be app 1 too, and the page would run one of its own handlers
/// for a click in the helper (a checkbox that cannot be ticked: its click's default
/// prevented by a link of the page). Mounting and taking down [`PAGE_SUBTREES`] empty apps
/// first numbers the helpers from 17 on.
fn set_apart_page_subtrees(document: &web_sys::Document) {
    for _ in 0..PAGE_SUBTREES {
        if let Ok(host) = document.create_element("div") {
            yew::Renderer::<Nothing>::with_root(host).render().destroy();
        }
    }
}

/// An app that draws nothing ([`set_apart_page_subtrees`]).
#[component]
fn Nothing() -> Html {
    Html::default()
}

/// Mounts the helper of every slot asked for and not mounted yet (what the module does when it
/// starts and at each [`ASK`]).
pub fn mount_asked() {
    mount_each(mount_league);
}

/// Calls `mount` with each slot asked for and not mounted yet, its helper's name and its
/// language.
fn mount_each(mount: fn(&str, web_sys::Element, Lang)) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(slots) = document.query_selector_all("[data-helper][data-asked]:not([data-mounted])")
    else {
        return;
    };
    for k in 0..slots.length() {
        let Some(slot) = slots
            .item(k)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let _ = slot.set_attribute("data-mounted", "");
        let lang = Lang::from_tag(&slot.get_attribute("data-lang").unwrap_or_default());
        let helper = slot.get_attribute("data-helper").unwrap_or_default();
        mount(&helper, slot, lang);
    }
}

/// Mounts a helper of the league page.
fn mount_league(helper: &str, slot: web_sys::Element, lang: Lang) {
    match helper {
        "ko" => {
            let param = slot.get_attribute("data-param");
            yew::Renderer::<Ko>::with_root_and_props(slot, KoProps { lang, param }).render();
        }
        "impasse" => {
            let names = slot
                .get_attribute("data-names")
                .map(|n| n.split('\n').map(str::to_string).collect())
                .unwrap_or_default();
            let cycles = slot
                .get_attribute("data-cycles")
                .and_then(|c| c.parse().ok())
                .unwrap_or(1);
            yew::Renderer::<Impasse>::with_root_and_props(
                slot,
                ImpasseProps {
                    lang,
                    names: Rc::new(names),
                    cycles,
                },
            )
            .render();
        }
        "publish" => {
            yew::Renderer::<LeaguePublishTools>::with_root_and_props(
                slot.clone(),
                SlotProps { slot },
            )
            .render();
        }
        "help" => {
            let topic = Topic::from_id(&slot.get_attribute("data-topic").unwrap_or_default());
            let app = yew::Renderer::<Help>::with_root_and_props(slot, HelpProps { lang, topic })
                .render();
            if let Some(earlier) = HELP.replace(Some(app)) {
                earlier.destroy();
            }
        }
        _ => {}
    }
}

/// Mounts a panel of the Swiss page, kept until the page takes its slot away (the what-if of
/// an event with no round to work out; every panel when an event is opened read-only).
fn mount_swiss(helper: &str, slot: web_sys::Element, _: Lang) {
    let part = match helper {
        "publish" => SwissPart::Publish,
        "whatif" => SwissPart::WhatIf,
        "director" => SwissPart::Director,
        _ => return,
    };
    let app = yew::Renderer::<SwissPanel>::with_root_and_props(
        slot.clone(),
        SwissPanelProps {
            slot: SlotProps { slot: slot.clone() },
            part,
        },
    )
    .render();
    keep(slot, app);
}

/// A slot, as its helper's props: the helper reads it when mounted and at each [`DATA`].
#[derive(Properties, Clone)]
struct SlotProps {
    slot: web_sys::Element,
}

impl PartialEq for SlotProps {
    fn eq(&self, other: &Self) -> bool {
        self.slot == other.slot
    }
}

/// What a publishing tools' slot says: its language and the document's JSON (`data-lang`,
/// `data-doc`).
#[derive(PartialEq)]
struct Said {
    lang: Lang,
    doc: Option<String>,
}

fn said(slot: &web_sys::Element) -> Said {
    Said {
        lang: Lang::from_tag(&slot.get_attribute("data-lang").unwrap_or_default()),
        doc: slot.get_attribute("data-doc"),
    }
}

/// What the slot says now: read when mounted and again at each [`DATA`].
#[hook]
fn use_said(slot: &web_sys::Element) -> Rc<Said> {
    let now = use_state_eq(|| Rc::new(said(slot)));
    {
        let (now, slot) = (now.clone(), slot.clone());
        use_effect_with((), move |_| {
            let listener = super::shell::browser::on_document_event(DATA, move || {
                now.set(Rc::new(said(&slot)));
            });
            move || drop(listener)
        });
    }
    (*now).clone()
}

/// What a slot that cannot be read shows (only a page of this build writes one).
fn unreadable(lang: Lang) -> Html {
    html! {
        <p class="error-text" role="alert">{ crate::web::i18n::publish::tools(lang).failed }</p>
    }
}

/// The league page's publishing tools, for the league in the slot ([`ToolsData`]).
#[component]
fn LeaguePublishTools(props: &SlotProps) -> Html {
    let now = use_said(&props.slot);
    let league = use_memo(now.clone(), |now| {
        let data: ToolsData = serde_json::from_str(now.doc.as_deref()?).ok()?;
        let link = data
            .link
            .map(|a| Rc::new(Link::with_codes(&a, data.league.title.as_deref(), now.lang)));
        Some((Rc::new(data.league), link))
    });
    let lang = now.lang;
    match &*league {
        Some((doc, link)) => html! {
            <LeagueTools {lang} doc={doc.clone()} link={link.clone()} />
        },
        None => unreadable(lang),
    }
}

/// The event in a Swiss page's slot.
#[hook]
fn use_event(now: Rc<Said>) -> Rc<Option<Rc<SwissEvent>>> {
    use_memo(now, |now| {
        serde_json::from_str::<SwissEvent>(now.doc.as_deref()?)
            .ok()
            .map(Rc::new)
    })
}

/// A panel of the Swiss page.
#[derive(Clone, Copy, PartialEq)]
enum SwissPart {
    Publish,
    WhatIf,
    Director,
}

#[derive(Properties, PartialEq)]
struct SwissPanelProps {
    slot: SlotProps,
    part: SwissPart,
}

/// A panel of the Swiss page (its publishing tools, what-if or director's panel), for the
/// event in the slot; the director's edits go to the page ([`SWISS_EDIT`]).
#[component]
fn SwissPanel(props: &SwissPanelProps) -> Html {
    let now = use_said(&props.slot.slot);
    let event = use_event(now.clone());
    let edit = use_memo((), |_| {
        Callback::from(|action: SwissAction| {
            if let Ok(detail) = serde_json::to_string(&action) {
                super::shell::browser::announce_with(SWISS_EDIT, &detail);
            }
        })
    });
    let lang = now.lang;
    let Some(doc) = (*event).clone() else {
        return unreadable(lang);
    };
    let ui = SwissUi {
        lang,
        edit: (*edit).clone(),
        read_only: false,
    };
    html! {
        <ContextProvider<SwissUi> context={ui}>
            { match props.part {
                SwissPart::Publish => html! { <SwissTools {doc} /> },
                SwissPart::WhatIf => html! { <WhatIfTools {doc} /> },
                SwissPart::Director => html! { <DirectorTools {doc} /> },
            } }
        </ContextProvider<SwissUi>>
    }
}

/// The edit in a [`SWISS_EDIT`] event's text.
pub fn read_swiss_edit(detail: &str) -> Option<SwissAction> {
    serde_json::from_str(detail).ok()
}

#[derive(Properties, PartialEq)]
struct HelpProps {
    lang: Lang,
    topic: Topic,
}

/// The help, open on its topic; closed, it tells the page ([`HELP_CLOSED`]).
#[component]
fn Help(props: &HelpProps) -> Html {
    let ui = Ui {
        lang: props.lang,
        edit: Callback::noop(),
        read_only: false,
    };
    let on_close = Callback::from(|()| super::shell::browser::announce(HELP_CLOSED));
    html! {
        <ContextProvider<Ui> context={ui}>
            <HelpDialog topic={props.topic} {on_close} />
        </ContextProvider<Ui>>
    }
}

#[derive(Properties, PartialEq)]
struct KoProps {
    lang: Lang,
    param: Option<String>,
}

/// The ko helper, open, in the page's language.
#[component]
fn Ko(props: &KoProps) -> Html {
    let ui = Ui {
        lang: props.lang,
        edit: Callback::noop(),
        read_only: false,
    };
    html! {
        <ContextProvider<Ui> context={ui}>
            <KoHelper param={props.param.clone()} open=true />
        </ContextProvider<Ui>>
    }
}

#[derive(Properties, PartialEq)]
struct ImpasseProps {
    lang: Lang,
    names: Rc<Vec<String>>,
    cycles: usize,
}

/// The impasse dialog, open, its edit sent to the page.
#[component]
fn Impasse(props: &ImpasseProps) -> Html {
    let edit = use_memo((), |_| {
        Callback::from(|action: Action| {
            if let Some(detail) = edit_detail(&action) {
                super::shell::browser::announce_with(EDIT, &detail);
            }
        })
    });
    let ui = Ui {
        lang: props.lang,
        edit: (*edit).clone(),
        read_only: false,
    };
    html! {
        <ContextProvider<Ui> context={ui}>
            <ImpasseDialog names={props.names.clone()} cycles={props.cycles} open=true />
        </ContextProvider<Ui>>
    }
}

/// The impasse dialog's edit as the event's text: `row col meeting mark`, then who moved
/// first when the edit records it (the result's mark as the league file writes it, `-` for a
/// game to be played again); `None` for another edit.
pub fn edit_detail(action: &Action) -> Option<String> {
    let mark = |side: Side| match side {
        Side::Pending => crate::format::marks::PENDING_IN_CELL,
        side => crate::format::marks::written(side),
    };
    match action {
        Action::SetResult {
            row,
            col,
            meeting,
            side,
        } => Some(format!("{row} {col} {meeting} {}", mark(*side))),
        Action::SetResultWithFirst {
            row,
            col,
            meeting,
            side,
            first,
        } => Some(format!("{row} {col} {meeting} {} {first}", mark(*side))),
        _ => None,
    }
}

/// The edit in a `hoshitori:edit` event's text ([`edit_detail`]).
pub fn read_edit(detail: &str) -> Option<Action> {
    let parts: Vec<&str> = detail.split(' ').collect();
    let number = |k: usize| parts.get(k)?.parse::<usize>().ok();
    let (row, col, meeting) = (number(0)?, number(1)?, number(2)?);
    let side = *crate::format::marks::parse_cell(parts.get(3)?)?.first()?;
    Some(match number(4) {
        Some(first) => Action::SetResultWithFirst {
            row,
            col,
            meeting,
            side,
            first,
        },
        None => Action::SetResult {
            row,
            col,
            meeting,
            side,
        },
    })
}
