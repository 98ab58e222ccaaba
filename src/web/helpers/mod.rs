//! The league page's panels loaded when first asked for: the arbiters' helpers (the ko endgame
//! helper and a shogi league's impasse dialog) and the help (the legend and the rules' text) are
//! their own wasm (`src/bin/hoshitori-helpers.rs`, about 43 KiB gzip that the league page no
//! longer carries), fetched by the page when one of their buttons is pressed
//! ([`super::league::components::helper_slot`]) and cached for offline use with the rest.
//!
//! The page draws, for each helper, a slot (`[data-helper]`) with what the helper needs in its
//! attributes (the language, the ko position of the address, the league's names and cycles);
//! pressing the button marks it `data-asked` and loads this module, or, once loaded, sends
//! `hoshitori:helper`. [`start`] then mounts the helper's component, open, in every slot asked
//! for. The impasse dialog's one edit goes back to the page as a `hoshitori:edit` event whose
//! detail is [`edit_detail`]'s text, which the page reads with [`read_edit`] and applies as its
//! own edit. The help's slot names its topic (`data-topic`, [`Topic::id`]); closed, the help
//! sends [`HELP_CLOSED`] and the page takes the slot away.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

use super::Ui;
use super::league::components::help::{HelpDialog, Topic};
use super::league::components::impasse::ImpasseDialog;
use super::league::components::ko::KoHelper;
use crate::editor::league::Action;
use crate::engine::Side;
use crate::lang::Lang;

/// The event the page sends when a slot is asked for after this module has started.
pub const ASK: &str = "hoshitori:helper";
/// The event the impasse dialog sends with its edit.
pub const EDIT: &str = "hoshitori:edit";
/// The event the help sends when it is closed.
pub const HELP_CLOSED: &str = "hoshitori:help-closed";

thread_local! {
    /// The help last mounted: taken down when the next is (its slot is gone by then).
    static HELP: std::cell::RefCell<Option<yew::AppHandle<Help>>> =
        const { std::cell::RefCell::new(None) };
}

/// Mounts every helper asked for, and each one asked for later.
pub fn start() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let ask = Closure::<dyn Fn()>::new(mount_asked);
    let _ = document.add_event_listener_with_callback(ASK, ask.as_ref().unchecked_ref());
    // Listens as long as the page lives.
    ask.forget();
    mount_asked();
}

/// Mounts the helper of every slot asked for and not mounted yet (what the module does when it
/// starts and at each [`ASK`]).
pub fn mount_asked() {
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
        match slot.get_attribute("data-helper").as_deref() {
            Some("ko") => {
                let param = slot.get_attribute("data-param");
                yew::Renderer::<Ko>::with_root_and_props(slot, KoProps { lang, param }).render();
            }
            Some("impasse") => {
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
            Some("help") => {
                let topic = Topic::from_id(&slot.get_attribute("data-topic").unwrap_or_default());
                let app =
                    yew::Renderer::<Help>::with_root_and_props(slot, HelpProps { lang, topic })
                        .render();
                if let Some(earlier) = HELP.replace(Some(app)) {
                    earlier.destroy();
                }
            }
            _ => {}
        }
    }
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
            let Some(detail) = edit_detail(&action) else {
                return;
            };
            let init = web_sys::CustomEventInit::new();
            init.set_detail(&detail.into());
            let event = web_sys::CustomEvent::new_with_event_init_dict(EDIT, &init);
            if let (Ok(event), Some(document)) =
                (event, web_sys::window().and_then(|w| w.document()))
            {
                let _ = document.dispatch_event(&event);
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
