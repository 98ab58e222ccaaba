//! Where a panel loaded on demand goes on a page (the league page's ko endgame helper, a shogi
//! league's impasse dialog and the help; the publishing tools of the league and Swiss pages;
//! the Swiss page's what-if and director's panel):
//! the button that opens it, and the slot its own wasm mounts it into
//! ([`crate::web::helpers`]), loaded when the button is first pressed. The slot carries what
//! the helper needs in its attributes: the document itself, as JSON in `data-doc`, is written
//! only once the slot is asked for, and each time it changes the page tells the helper
//! ([`DATA`]). The impasse dialog's and the Swiss director's edits come back as events the
//! page applies ([`crate::web::league::app`], [`crate::web::swiss::app`]).

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::browser;
use crate::web::shell::ui::Same;

/// The event the page sends when a slot is asked for after the helpers' module has started.
pub const ASK: &str = "hoshitori:helper";
/// The event the page sends when a mounted slot's document or language changed: the helper
/// reads the slot again.
pub const DATA: &str = "hoshitori:helper-data";

/// What a slot's `data-doc` holds, worked out only once the slot is asked for: the page
/// makes a new one exactly when the text would change (in `use_memo`), and two are the same
/// when they are the same `Rc`.
#[derive(Clone)]
pub struct SlotData(pub Rc<dyn Fn() -> String>);

impl PartialEq for SlotData {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// `value` as a slot's JSON, made anew when `value` is another `Rc` (the history's document,
/// or a memo's value).
#[hook]
pub fn use_json<T: serde::Serialize + 'static>(value: Rc<T>) -> SlotData {
    let data = use_memo(Same(value), |Same(value)| {
        let value = value.clone();
        SlotData(Rc::new(move || {
            serde_json::to_string(&*value).expect("a document always serialises")
        }))
    });
    (*data).clone()
}

/// Which wasm of panels a slot's helper is in: each page has its own (Trunk builds them under
/// fixed names; index.html names them for the service worker).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Panels {
    /// The league page's (`hoshitori-helpers`): the arbiters' helpers, the help and the
    /// publishing tools.
    #[default]
    League,
    /// The Swiss page's (`hoshitori-swiss-panels`): its publishing tools, what-if and
    /// director's panel.
    Swiss,
}

impl Panels {
    /// The script, and what starts it once loaded.
    fn files(self) -> (&'static str, &'static str) {
        match self {
            Panels::League => (
                "hoshitori-helpers.js",
                "wasm_bindgen({ module_or_path: \"hoshitori-helpers_bg.wasm\" });",
            ),
            Panels::Swiss => (
                "hoshitori-swiss-panels.js",
                // Its global renamed after the build (scripts/rename-global.mjs): the Swiss
                // page's own script declares `wasm_bindgen`.
                "hoshitori_swiss_panels({ module_or_path: \"hoshitori-swiss-panels_bg.wasm\" });",
            ),
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    /// `ko`, `impasse`, `help`, `publish`, `whatif` or `director`: the slot's helper, and its button's
    /// class (`ko-open`).
    pub helper: &'static str,
    /// The button's words.
    pub label: AttrValue,
    /// Said when the helper cannot be loaded.
    pub failed: AttrValue,
    pub lang: crate::lang::Lang,
    /// Opens at once (a ko position in the address), or when it becomes true (the Swiss
    /// director's panel of an event with no player).
    #[prop_or_default]
    pub open: bool,
    /// The ko helper's position from the address (`data-param`).
    #[prop_or_default]
    pub param: Option<AttrValue>,
    /// The impasse dialog's players, one per line (`data-names`), and how many times each pair
    /// meets (`data-cycles`).
    #[prop_or_default]
    pub names: Option<AttrValue>,
    #[prop_or_default]
    pub cycles: Option<AttrValue>,
    /// The help's topic (`data-topic`, [`crate::web::league::components::help::Topic::id`]).
    #[prop_or_default]
    pub topic: Option<AttrValue>,
    /// The wasm the helper is in.
    #[prop_or_default]
    pub panels: Panels,
    /// The document the helper shows (`data-doc`, written once asked for).
    #[prop_or_default]
    pub data: Option<SlotData>,
}

#[component]
pub fn HelperSlot(props: &Props) -> Html {
    let asked = use_state_eq(|| props.open);
    let failed = use_state_eq(|| false);
    // Asked for when the page comes to need it open (a new event with no player yet).
    {
        let asked = asked.clone();
        use_effect_with(props.open, move |open| {
            if *open {
                asked.set(true);
            }
        });
    }
    {
        let failed = failed.clone();
        let (script, start) = props.panels.files();
        use_effect_with(*asked, move |asked| {
            if *asked && !browser::load_script(script, start, move || failed.set(true)) {
                // Loaded before: it mounts this slot when told.
                browser::announce(ASK);
            }
        });
    }
    let doc = use_memo((*asked, props.data.clone()), |(asked, data)| {
        data.as_ref()
            .filter(|_| *asked)
            .map(|d| AttrValue::from((d.0)()))
    });
    // The helper reads the slot again (a document or language changed after it was mounted).
    use_effect_with((doc.clone(), props.lang), |(doc, _)| {
        if doc.is_some() {
            browser::announce(DATA);
        }
    });
    let onclick = {
        let asked = asked.clone();
        Callback::from(move |_| asked.set(true))
    };
    let slot = html! {
        <div class="helper-slot" data-helper={props.helper} data-lang={props.lang.tag()}
            data-param={props.param.clone()} data-names={props.names.clone()}
            data-cycles={props.cycles.clone()} data-topic={props.topic.clone()}
            data-doc={(*doc).clone()} data-asked={asked.then_some("")}></div>
    };
    html! {
        <>
            if !*asked {
                <button type="button" class={format!("{}-open", props.helper)} aria-expanded="false" {onclick}>{ props.label.clone() }</button>
            }
            if *failed {
                <p class="error-text" role="alert">{ props.failed.clone() }</p>
            }
            { slot }
        </>
    }
}
