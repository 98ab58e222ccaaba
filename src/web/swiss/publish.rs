//! Publishing the event: print and the exports (the standings with the deciding values as an
//! HTML table to copy, an SVG or a PNG image, drawn by the worker), the share link (`swiss.html#e=...`,
//! [`crate::format::share::event`]) with its QR code, and the `<iframe>` for the association's
//! site. The three parts are the league page's too (`web/shell/publishing.rs`); what is the
//! event's here is its link, the page the iframe shows (`swiss.html`) and the worker's request.

use std::rc::Rc;

use yew::prelude::*;

use super::toolbar::stem;
use super::{SwissProps, SwissUi};
use crate::document::event::SwissEvent;
use crate::editor::worker_protocol::export_text;
use crate::error::DocumentKind;
use crate::format::share::event as event_link;
use crate::lang::Lang;
use crate::report::error::message as error_message;
use crate::report::qr::{self, Qr};
use crate::web::i18n::common::labelled;
use crate::web::i18n::publish::{self, kinded};
use crate::web::i18n::swiss::words;
use crate::web::shell::browser;
use crate::web::shell::publishing::{EmbedSnippet, Exports, ShareLink};
use crate::web::shell::ui::use_ui;

/// The event's link and its QR code (SVG), or why there is none (names that do not identify
/// players, points that are not multiples of ½, a link too long for a QR code).
pub(super) fn link(doc: &SwissEvent, lang: Lang) -> Result<(String, String), crate::Error> {
    let address = event_link::link(&browser::app_address(), doc)?;
    let title = doc.title.as_deref().filter(|t| !t.trim().is_empty());
    let svg = Qr::new(&address)?.svg(&qr::title(lang, title));
    Ok((address, svg))
}

#[component]
pub fn Publish(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let (p, k, w) = (
        publish::text(ui.lang),
        kinded(ui.lang, DocumentKind::Event),
        words(ui.lang),
    );
    let made = use_memo((props.doc.clone(), ui.lang), |(doc, lang)| {
        link(doc, *lang).map(|(address, svg)| {
            let fragment = address.split_once('#').map(|(_, f)| f.to_string());
            (address, svg, fragment)
        })
    });
    // Exports of the standings as shown (a round being entered is not in them).
    let request = {
        let doc = props.doc.clone();
        let lang = ui.lang;
        Callback::from(move |(id, export)| {
            export_text(id, lang, DocumentKind::Event, doc.as_ref(), export)
        })
    };
    let title = props
        .doc
        .title
        .clone()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| k.untitled.to_string());
    let (share, fragment) = match made.as_ref() {
        Ok((address, svg, fragment)) => (
            html! { <ShareLink lang={ui.lang} kind={DocumentKind::Event} address={Rc::<str>::from(address.as_str())} qr={Rc::<str>::from(svg.as_str())} /> },
            fragment.as_deref().map(Into::into),
        ),
        Err(e) => (
            html! {
                <p class="swiss-error" role="alert">
                    { labelled(ui.lang, w.cannot_share, &error_message(ui.lang, e)) }
                </p>
            },
            None,
        ),
    };
    html! {
        <section class="panel publish swiss-publish" aria-labelledby="publish-h">
            <h2 id="publish-h">{ p.publish }</h2>
            <Exports<crate::engine::swiss::prospects::Analysis> lang={ui.lang} stem={stem(&props.doc)} {request}>
                <button type="button" class="print" onclick={Callback::from(|_| browser::print())}>{ p.print }</button>
            </Exports<crate::engine::swiss::prospects::Analysis>>
            { share }
            <EmbedSnippet lang={ui.lang} kind={DocumentKind::Event}
                page={event_link::swiss_page(&browser::app_address())}
                {fragment} file="event.json" {title} />
        </section>
    }
}
