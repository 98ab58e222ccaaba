//! A short explanation reachable by every means: a button whose text shows on a click or a tap
//! (and hides on a second, or a tap elsewhere), while a mouse is over it or its text, and while
//! it has the keyboard's focus; Escape hides it. The text is the button's description
//! (`aria-describedby`, read by screen readers whether shown or not) and `aria-expanded` says
//! whether it shows. It is drawn over the page, below the button (above when there is no room
//! below), so that a scrolling table does not clip it.

use std::cell::Cell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// Why the text shows (or not).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shown {
    No,
    /// A mouse is over the button or the text.
    Hover,
    /// The button has the focus.
    Focus,
    /// Clicked or tapped: it stays until a second click, a tap elsewhere, blur or Escape.
    Pinned,
}

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The explanation.
    pub tip: Html,
    /// What the button shows: `?` when empty.
    #[prop_or_default]
    pub children: Html,
    /// The button's accessible name, where its content does not say it (a `?`).
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// The button's classes.
    #[prop_or_default]
    pub class: Classes,
    /// Also done on a click or a tap (a standings badge also selects its block).
    #[prop_or_default]
    pub onclick: Callback<()>,
}

thread_local! {
    static NEXT_ID: Cell<u32> = const { Cell::new(0) };
}

#[component]
pub fn Tip(props: &Props) -> Html {
    let id = use_memo((), |_| {
        NEXT_ID.with(|n| {
            let k = n.get();
            n.set(k + 1);
            format!("tip-{k}")
        })
    });
    let shown = use_state_eq(|| Shown::No);
    let wrapper = use_node_ref();
    let button = use_node_ref();
    let bubble = use_node_ref();
    let open = *shown != Shown::No;
    {
        let close = {
            let shown = shown.setter();
            move || shown.set(Shown::No)
        };
        let (wrapper, button, bubble) = (wrapper.clone(), button.clone(), bubble.clone());
        use_effect_with(open, move |&open| {
            let listening = if open {
                Listening::start(wrapper, button, bubble, close)
            } else {
                None
            };
            move || drop(listening)
        });
    }

    let onclick = {
        let shown = shown.clone();
        let also = props.onclick.clone();
        Callback::from(move |_: MouseEvent| {
            shown.set(if *shown == Shown::Pinned {
                Shown::No
            } else {
                Shown::Pinned
            });
            also.emit(());
        })
    };
    let onfocus = {
        let shown = shown.clone();
        Callback::from(move |_: FocusEvent| {
            if *shown == Shown::No {
                shown.set(Shown::Focus);
            }
        })
    };
    let onblur = {
        let shown = shown.clone();
        Callback::from(move |_: FocusEvent| {
            if matches!(*shown, Shown::Focus | Shown::Pinned) {
                shown.set(Shown::No);
            }
        })
    };
    // A mouse only: a touch's pointer events come with its tap, which pins the text.
    let onpointerenter = {
        let shown = shown.clone();
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" && *shown == Shown::No {
                shown.set(Shown::Hover);
            }
        })
    };
    let onpointerleave = {
        let shown = shown.clone();
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" && *shown == Shown::Hover {
                shown.set(Shown::No);
            }
        })
    };
    let content = if props.children == Html::default() {
        html! { "?" }
    } else {
        props.children.clone()
    };

    html! {
        <span class="tip" ref={wrapper} {onpointerenter} {onpointerleave}>
            <button type="button" ref={button} class={props.class.clone()}
                aria-label={props.label.clone()}
                aria-expanded={if open { "true" } else { "false" }}
                aria-describedby={(*id).clone()}
                {onclick} {onfocus} {onblur}>{ content }</button>
            <span id={(*id).clone()} ref={bubble} class="tip-text" role="tooltip" hidden={!open}>{ props.tip.clone() }</span>
        </span>
    }
}

/// While the text shows: it follows the button when the page scrolls or resizes, and Escape or
/// a tap outside hides it. Dropping this removes the listeners.
struct Listening {
    place: Closure<dyn Fn()>,
    key: Closure<dyn Fn(KeyboardEvent)>,
    outside: Closure<dyn Fn(web_sys::Event)>,
}

impl Listening {
    fn start(
        wrapper: NodeRef,
        button: NodeRef,
        bubble: NodeRef,
        close: impl Fn() + Clone + 'static,
    ) -> Option<Listening> {
        let window = web_sys::window()?;
        let follow = move || {
            if let (Some(b), Some(t)) = (button.cast::<Element>(), bubble.cast::<HtmlElement>()) {
                place(&b, &t);
            }
        };
        follow();
        let place = Closure::<dyn Fn()>::new(follow);
        let key = {
            let close = close.clone();
            Closure::<dyn Fn(KeyboardEvent)>::new(move |e: KeyboardEvent| {
                if e.key() == "Escape" {
                    close();
                }
            })
        };
        let outside = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
            let inside = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Node>().ok())
                .zip(wrapper.get())
                .is_some_and(|(t, w)| w.contains(Some(&t)));
            if !inside {
                close();
            }
        });
        let f = |c: &Closure<dyn Fn()>| c.as_ref().unchecked_ref::<js_sys::Function>().clone();
        let _ = window.add_event_listener_with_callback_and_bool("scroll", &f(&place), true);
        let _ = window.add_event_listener_with_callback("resize", &f(&place));
        let _ = window.add_event_listener_with_callback("keydown", key.as_ref().unchecked_ref());
        let _ = window
            .add_event_listener_with_callback("pointerdown", outside.as_ref().unchecked_ref());
        Some(Listening {
            place,
            key,
            outside,
        })
    }
}

impl Drop for Listening {
    fn drop(&mut self) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let place = self.place.as_ref().unchecked_ref();
        let _ = window.remove_event_listener_with_callback_and_bool("scroll", place, true);
        let _ = window.remove_event_listener_with_callback("resize", place);
        let _ = window
            .remove_event_listener_with_callback("keydown", self.key.as_ref().unchecked_ref());
        let _ = window.remove_event_listener_with_callback(
            "pointerdown",
            self.outside.as_ref().unchecked_ref(),
        );
    }
}

/// Puts the text (drawn `position: fixed` by the stylesheet) below the button, or above it when
/// there is no room below, inside the window.
fn place(button: &Element, bubble: &HtmlElement) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let size = |v: Result<JsValue, JsValue>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let (width, height) = (size(window.inner_width()), size(window.inner_height()));
    let b = button.get_bounding_client_rect();
    let t = bubble.get_bounding_client_rect();
    let margin = 8.0;
    let left = b.left().min(width - t.width() - margin).max(margin);
    // Touching the button: the text's transparent border is the gap, so that the mouse can move
    // onto the text without leaving it (WCAG 1.4.13, hoverable).
    let below = b.bottom();
    let above = b.top() - t.height();
    let top = if below + t.height() > height - margin && above >= margin {
        above
    } else {
        below
    };
    let _ = bubble.set_attribute(
        "style",
        &format!(
            "left:{}px;top:{}px",
            crate::report::text::fixed(left, 0),
            crate::report::text::fixed(top, 0)
        ),
    );
}
