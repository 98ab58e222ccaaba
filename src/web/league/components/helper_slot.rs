//! Where an arbiters' helper goes on the league page (the ko endgame helper, a shogi league's
//! impasse dialog, and the help): the button that opens it, and the slot its own wasm mounts it into
//! ([`crate::web::helpers`]), loaded when the button is first pressed. The slot carries what
//! the helper needs in its attributes; the impasse dialog's edit comes back as an event the
//! page applies ([`crate::web::league::app`]).

use yew::prelude::*;

use crate::web::helpers::ASK;
use crate::web::shell::browser;

/// The helpers' script and wasm (Trunk builds them under these fixed names; index.html names
/// them for the service worker).
const SCRIPT: &str = "hoshitori-helpers.js";
const START: &str = "wasm_bindgen({ module_or_path: \"hoshitori-helpers_bg.wasm\" });";

#[derive(Properties, PartialEq)]
pub struct Props {
    /// `ko`, `impasse` or `help`: the slot's helper, and its button's class (`ko-open`).
    pub helper: &'static str,
    /// The button's words.
    pub label: AttrValue,
    /// Said when the helper cannot be loaded.
    pub failed: AttrValue,
    pub lang: crate::lang::Lang,
    /// Opens at once (a ko position in the address).
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
}

#[component]
pub fn HelperSlot(props: &Props) -> Html {
    let asked = use_state_eq(|| props.open);
    let failed = use_state_eq(|| false);
    {
        let failed = failed.clone();
        use_effect_with(*asked, move |asked| {
            if *asked && !browser::load_script(SCRIPT, START, move || failed.set(true)) {
                // Loaded before: it mounts this slot when told.
                browser::announce(ASK);
            }
        });
    }
    let onclick = {
        let asked = asked.clone();
        Callback::from(move |_| asked.set(true))
    };
    let slot = html! {
        <div class="helper-slot" data-helper={props.helper} data-lang={props.lang.tag()}
            data-param={props.param.clone()} data-names={props.names.clone()}
            data-cycles={props.cycles.clone()} data-topic={props.topic.clone()} data-asked={asked.then_some("")}></div>
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
