//! Publishing the event in stages: print, the share link (`stages.html#t=...`,
//! [`crate::format::share::staged`]) with its QR code, and the `<iframe>` for the association's
//! site, from the league page's shared parts (`web/shell/publishing.rs`); what is this kind's is
//! its link and the page the iframe shows (`stages.html`). (The standings' image and table
//! exports are the league and Swiss pages'; an event in stages prints instead.)

use std::rc::Rc;

use yew::prelude::*;

use super::StagesUi;
use crate::document::staged::StagedEvent;
use crate::error::DocumentKind;
use crate::format::share::staged as staged_link;
use crate::lang::Lang;
use crate::report::error::message as error_message;
use crate::report::qr::{self, Qr};
use crate::web::i18n::common::labelled;
use crate::web::i18n::publish::{self, kinded};
use crate::web::i18n::stages::text;
use crate::web::shell::browser;
use crate::web::shell::publishing::{EmbedSnippet, ShareLink};
use crate::web::shell::ui::use_ui;

/// The event's link and its QR code (SVG), or why there is none (names that do not identify
/// players, a link too long for a QR code).
fn link(doc: &StagedEvent, lang: Lang) -> Result<(String, String), crate::Error> {
    let page = staged_link::stages_page(&browser::app_address());
    let address = staged_link::link(&page, doc)?;
    let title = doc.title.as_deref().filter(|t| !t.trim().is_empty());
    let svg = Qr::new(&address)?.svg(&qr::title(lang, title));
    Ok((address, svg))
}

#[derive(Clone, PartialEq, Properties)]
pub struct Props {
    pub doc: Rc<StagedEvent>,
}

#[component]
pub fn Publish(props: &Props) -> Html {
    let ui: StagesUi = use_ui();
    let (p, k, t) = (
        publish::text(ui.lang),
        kinded(ui.lang, DocumentKind::Staged),
        text(ui.lang),
    );
    let made = use_memo((props.doc.clone(), ui.lang), |(doc, lang)| {
        link(doc, *lang).map(|(address, svg)| {
            let fragment = address.split_once('#').map(|(_, f)| f.to_string());
            (address, svg, fragment)
        })
    });
    let title = props
        .doc
        .title
        .clone()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| k.untitled.to_string());
    let (share, fragment) = match made.as_ref() {
        Ok((address, svg, fragment)) => (
            html! { <ShareLink lang={ui.lang} kind={DocumentKind::Staged} address={Rc::<str>::from(address.as_str())} qr={Rc::<str>::from(svg.as_str())} /> },
            fragment.as_deref().map(Into::into),
        ),
        Err(e) => (
            html! {
                <p class="error-text" role="alert">
                    { labelled(ui.lang, t.cannot_share, &error_message(ui.lang, e)) }
                </p>
            },
            None,
        ),
    };
    html! {
        <section class="panel publish stages-publish" aria-labelledby="publish-h">
            <h2 id="publish-h">{ p.publish }</h2>
            <p><button type="button" class="print" onclick={Callback::from(|_| browser::print())}>{ p.print }</button></p>
            { share }
            <EmbedSnippet lang={ui.lang} kind={DocumentKind::Staged}
                page={staged_link::stages_page(&browser::app_address())}
                {fragment} file="event.json" {title} />
        </section>
    }
}
