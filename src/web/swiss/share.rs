//! The share panel: the event as a link (`swiss.html#e=...`,
//! [`crate::format::share::event`]) with Copy and Open, and its QR code. Closed at first;
//! the link and the QR code are made only while it is open.

use std::rc::Rc;

use yew::platform::spawn_local;
use yew::prelude::*;

use super::words::words;
use crate::document::event::SwissEvent;
use crate::format::share::event as event_link;
use crate::lang::Lang;
use crate::report::error::message as error_message;
use crate::report::qr::{self, Qr};
use crate::web::shell::browser;

/// The event's link and its QR code (SVG), or why there is none (names that do not identify
/// players, points that are not multiples of ½, a link too long for a QR code).
pub(super) fn link(doc: &SwissEvent, lang: Lang) -> Result<(String, String), crate::Error> {
    let address = event_link::link(&browser::app_address(), doc)?;
    let title = doc.title.as_deref().filter(|t| !t.trim().is_empty());
    let svg = Qr::new(&address)?.svg(&qr::title(lang, title));
    Ok((address, svg))
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub doc: Rc<SwissEvent>,
    pub lang: Lang,
}

#[component]
pub fn Share(props: &ShareProps) -> Html {
    let w = words(props.lang);
    let open = use_state(|| false);
    let copied = use_state(|| None::<bool>);
    let made = use_memo(
        (props.doc.clone(), props.lang, *open),
        |(doc, lang, open)| open.then(|| link(doc, *lang)),
    );
    let on_toggle = {
        let open = open.clone();
        let copied = copied.clone();
        Callback::from(move |e: Event| {
            let details: web_sys::Element = e.target_unchecked_into();
            copied.set(None);
            open.set(details.has_attribute("open"));
        })
    };
    let body = match made.as_ref() {
        None => Html::default(),
        Some(Err(e)) => html! {
            <p class="swiss-error" role="alert">
                { format!("{}{}{}", w.cannot_share, w.colon, error_message(props.lang, e)) }
            </p>
        },
        Some(Ok((address, svg))) => {
            let copy = {
                let copied = copied.clone();
                let address = address.clone();
                Callback::from(move |_| {
                    let copied = copied.clone();
                    let address = address.clone();
                    spawn_local(
                        async move { copied.set(Some(browser::copy_text(&address).await)) },
                    );
                })
            };
            html! {
                <>
                    <div class="share-row">
                        <label class="share-address">
                            <span>{ w.link }</span>
                            <input type="text" class="share-link" readonly=true value={address.clone()} />
                        </label>
                        <button type="button" class="copy-link" onclick={copy}>{ w.copy }</button>
                        <a class="button open-link" href={address.clone()} target="_blank" rel="noopener">{ w.open_link }</a>
                    </div>
                    if let Some(ok) = *copied {
                        <p class="copied" role="status">{ if ok { w.copied } else { w.copy_failed } }</p>
                    }
                    <figure class="qr">
                        { Html::from_html_unchecked(AttrValue::from(svg.clone())) }
                        <figcaption>{ w.qr_caption }</figcaption>
                    </figure>
                </>
            }
        }
    };
    html! {
        <details class="swiss-share" open={*open} ontoggle={on_toggle}>
            <summary><h2>{ w.share_link }</h2></summary>
            <p class="hint">{ w.share_help }</p>
            { body }
        </details>
    }
}
