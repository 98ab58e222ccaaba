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
use crate::web::i18n::publish::{self, kinded};
use crate::web::i18n::stages::text;
use crate::web::shell::browser;
use crate::web::shell::publishing::{EmbedSnippet, Linked, share_part};
use crate::web::shell::ui::use_ui;

/// The event's link and its QR code (or why it has none: a link too long for a QR code), or why
/// there is no link (names that do not identify players).
fn link(doc: &StagedEvent, lang: Lang) -> Result<Linked, crate::Error> {
    // Share links open the viewer.
    let viewer = crate::format::share::viewer_page(&browser::app_address());
    Linked::new(staged_link::link(&viewer, doc), doc.title.as_deref(), lang)
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
    let linked = use_memo((props.doc.clone(), ui.lang), |(doc, lang)| link(doc, *lang));
    let title = props
        .doc
        .title
        .clone()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| k.untitled.to_string());
    let (share, fragment) = share_part(
        ui.lang,
        DocumentKind::Staged,
        &linked,
        t.cannot_share,
        "error-text",
    );
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
