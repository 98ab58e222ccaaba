//! Publishing the league: print and the exports ([`Exports`]: an HTML table to copy, SVG and
//! PNG images, drawn in the Web Worker), the share link with its QR code ([`ShareLink`]; when
//! it is too long for one, the reason, and the link without the hypothetical results shown if
//! that one fits) and
//! the HTML that embeds it on the association's site ([`EmbedSnippet`]). The three are the
//! same on every page (`web/shell/publishing.rs`); what is the league's here is the link (the
//! league with any hypothetical results shown) and the worker's request.

use std::rc::Rc;

use yew::prelude::*;

use crate::document::league::League;
use crate::editor::league::CellResult;
use crate::editor::share_link;
use crate::editor::worker_protocol::export_text;
use crate::error::DocumentKind;
use crate::format::share::league::Shared;
use crate::lang::Lang;
use crate::web::Ui;
use crate::web::i18n::publish::{self, kinded};
use crate::web::league::components::toolbar::file_stem;
use crate::web::shell::browser;
use crate::web::shell::publishing::{Code, EmbedSnippet, Exports, ShareLink, Shorter};
use crate::web::shell::ui::use_ui;

/// The league as a share link: the fragment, the whole address, and its QR code (or why it has
/// none).
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    pub fragment: Rc<str>,
    pub address: Rc<str>,
    pub code: Code,
    /// Whether hypothetical (what-if) results are in it.
    pub hypothetical: bool,
    /// The league as recorded, without the hypothetical results: offered when the link is too
    /// long for a QR code and this one fits.
    pub shorter: Option<Shorter>,
}

impl Link {
    /// The link of `doc` with the `hypothetical` results shown over it; `None` if the document
    /// cannot be written as one (its names do not identify its players: the page says so where
    /// the names are). A link too long for a QR code is a link all the same.
    pub fn of(doc: &League, hypothetical: Option<Vec<CellResult>>, lang: Lang) -> Option<Rc<Link>> {
        let shared = Shared {
            league: doc.clone(),
            hypothetical: hypothetical.unwrap_or_default(),
        };
        // Share links open the viewer.
        let viewer = crate::format::share::viewer_page(&browser::app_address());
        let offered = share_link::league(&viewer, &shared).ok()?;
        let title = doc.title.as_deref();
        let code = Code::of(&offered.address, title, lang);
        let shorter = offered.shorter.map(|address| Shorter {
            leaves_out: publish::text(lang).without_hypothetical,
            code: Code::of(&address, title, lang),
            address: address.into(),
        });
        let fragment = offered
            .address
            .split_once('#')
            .map_or("", |(_, f)| f)
            .to_string();
        let address = offered.address;
        Some(Rc::new(Link {
            fragment: fragment.into(),
            address: address.into(),
            code,
            hypothetical: !shared.hypothetical.is_empty(),
            shorter,
        }))
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub doc: Rc<League>,
    /// The league as a share link (None if it cannot be written as one).
    #[prop_or_default]
    pub link: Option<Rc<Link>>,
}

#[component]
pub fn Publish(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let p = publish::text(ui.lang);
    // Exports of the document as recorded (a what-if outcome shown is not in them).
    let request = {
        let doc = props.doc.clone();
        let lang = ui.lang;
        Callback::from(move |(id, export)| {
            export_text(id, lang, DocumentKind::League, doc.as_ref(), export)
        })
    };
    let title = props
        .doc
        .title
        .clone()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| kinded(ui.lang, DocumentKind::League).untitled.to_string());
    html! {
        <section class="panel publish" aria-labelledby="publish-h">
            <h2 id="publish-h">{ p.publish }</h2>
            <Exports<crate::engine::league::whatif::Analysis> lang={ui.lang} stem={file_stem(&props.doc)} {request}>
                <button type="button" class="print" onclick={Callback::from(|_| crate::web::shell::rows::print())}>{ p.print }</button>
            </Exports<crate::engine::league::whatif::Analysis>>
            if let Some(link) = &props.link {
                <ShareLink lang={ui.lang} kind={DocumentKind::League} address={link.address.clone()}
                    code={link.code.clone()} note={link.hypothetical.then_some(p.share_hypothetical)}
                    shorter={link.shorter.clone()} />
            }
            <EmbedSnippet lang={ui.lang} kind={DocumentKind::League} page={browser::app_address()}
                fragment={props.link.as_ref().map(|l| l.fragment.clone())} file="league.json" {title} />
        </section>
    }
}
