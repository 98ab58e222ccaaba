//! What every page shares: the browser's services ([`browser`]), the what-if workers seen from
//! the page ([`pool`]) and from inside a worker ([`worker`]), opening a published document
//! ([`open`]) and showing one read-only ([`published`]), the notices about a page's document
//! ([`notices`]), the what-if panel's reducer as Yew's, and how a page starts ([`mount`]).

pub mod browser;
pub mod helper_slot;
pub mod notices;
pub mod open;
pub mod pool;
pub mod published;
pub mod publishing;
pub mod result_taps;
pub mod rows;
pub mod ui;
pub mod worker;

use std::rc::Rc;

use crate::editor::run_panel::RunState;

/// A what-if panel's state is a Yew reducer on every page: [`RunState::after`], unchanged (the
/// same `Rc`) when a message changes nothing.
impl<A: 'static, P: Clone + 'static, R: 'static> yew::Reducible for RunState<A, P, R> {
    type Action = crate::editor::run_panel::RunMsg<A, P, R>;

    fn reduce(self: Rc<Self>, msg: Self::Action) -> Rc<Self> {
        match self.after(msg) {
            Some(next) => Rc::new(next),
            None => self,
        }
    }
}

/// The panel's message for a pool's event.
pub fn run_msg<A: crate::engine::outcomes::Parted, I>(
    event: pool::Event<A>,
) -> crate::editor::run_panel::RunMsg<I, A::Progress, A::Answer> {
    use crate::editor::run_panel::RunMsg;
    match event {
        pool::Event::Progress { id, progress } => RunMsg::Progress { id, progress },
        pool::Event::Done { id, answer, ms } => RunMsg::Done { id, answer, ms },
        pool::Event::Failed { id, error } => RunMsg::Failed { id, error },
    }
}

/// Renders the page's root component `C` into its `#app` element (replacing the loading line),
/// or into the body if there is none: how every page starts.
pub fn mount<C: yew::BaseComponent>(props: C::Properties) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    match root {
        Some(root) => {
            root.set_inner_html("");
            yew::Renderer::<C>::with_root_and_props(root, props).render();
        }
        None => {
            yew::Renderer::<C>::with_props(props).render();
        }
    }
}
