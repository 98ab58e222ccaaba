//! Publishing the event: print, and the publishing tools ([`Tools`]): the exports (the
//! standings with the deciding values as an HTML table to copy, an SVG or a PNG image, drawn by
//! the worker), the share link (`view.html#e=...`, [`crate::format::share::event`]) with its QR
//! code, and the `<iframe>` for the association's site. The three parts are the league page's
//! too (`web/shell/publishing.rs`); what is the event's here is its link, the page the iframe
//! shows (`swiss.html`) and the worker's request.
//!
//! The page draws [`Publish`]: the heading, Print and the tools' slot, which carries the event
//! as JSON once opened. The tools are in the helpers' wasm ([`crate::web::helpers`]), loaded
//! when first opened: the page neither carries their code nor makes the link and its QR code
//! at every change of a large event.

use yew::prelude::*;

use crate::web::shell::ui::Same;

use super::toolbar::stem;
use super::{EventProps, SwissProps, SwissUi};
use crate::document::event::SwissEvent;
use crate::editor::worker_protocol::export_text;
use crate::error::DocumentKind;
use crate::format::share::event as event_link;
use crate::lang::Lang;
use crate::web::i18n::publish::{self, kinded};
use crate::web::i18n::swiss::words;
use crate::web::shell::browser;
use crate::web::shell::helper_slot::{HelperSlot, Panels, use_json};
use crate::web::shell::publishing::{EmbedSnippet, Exports, Linked, share_part};
use crate::web::shell::ui::use_ui;

/// The event's link and its QR code (or why it has none: a link too long for a QR code), or why
/// there is no link (names that do not identify players, points that are not multiples of ½).
pub(super) fn link(doc: &SwissEvent, lang: Lang) -> Result<Linked, crate::Error> {
    // Share links open the viewer.
    let viewer = crate::format::share::viewer_page(&browser::app_address());
    let address = event_link::link(&viewer, doc);
    Linked::new(address, doc.title.as_deref(), lang)
}

/// The Publish panel as the page draws it: its heading, Print, and the slot of the publishing
/// tools ([`Tools`], in the helpers' wasm), loaded when first opened.
#[component]
pub fn Publish(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let (p, o) = (publish::text(ui.lang), publish::tools(ui.lang));
    let data = use_json(props.doc.clone());
    html! {
        <section class="panel publish swiss-publish" aria-labelledby="publish-h">
            <h2 id="publish-h">{ p.publish }</h2>
            <div class="publish-actions">
                <button type="button" class="print" onclick={Callback::from(|_| crate::web::shell::rows::print())}>{ p.print }</button>
            </div>
            <HelperSlot helper="publish" panels={Panels::Swiss} lang={ui.lang} label={o.open}
                failed={o.failed} {data} />
        </section>
    }
}

/// The publishing tools (in the helpers' wasm): the exports, the share link with its QR code,
/// and the HTML that embeds the event.
#[component]
pub fn Tools(props: &EventProps) -> Html {
    let ui: SwissUi = use_ui();
    let lang = ui.lang;
    let (k, w) = (kinded(lang, DocumentKind::Event), words(lang));
    let linked = use_memo((Same(props.doc.clone()), lang), |(Same(doc), lang)| {
        link(doc, *lang)
    });
    // Exports of the standings as shown (a round being entered is not in them).
    let request = {
        let doc = props.doc.clone();
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
    let (share, fragment) = share_part(
        lang,
        DocumentKind::Event,
        &linked,
        w.cannot_share,
        "swiss-error",
    );
    html! {
        <>
            <Exports<crate::engine::swiss::prospects::Analysis> {lang} stem={stem(&props.doc)} {request} />
            { share }
            <EmbedSnippet {lang} kind={DocumentKind::Event}
                page={event_link::swiss_page(&browser::app_address())}
                {fragment} file="event.json" {title} />
        </>
    }
}
