//! Publishing the league: print, and the publishing tools ([`Tools`]): the exports
//! ([`Exports`]: an HTML table to copy, SVG and PNG images, drawn in the Web Worker), the share
//! link with its QR code ([`ShareLink`]; when it is too long for one, the reason, and the link
//! without the hypothetical results shown if that one fits) and the HTML that embeds it on the
//! association's site ([`EmbedSnippet`]). The three are the same on every page
//! (`web/shell/publishing.rs`); what is the league's here is the link (the league with any
//! hypothetical results shown) and the worker's request.
//!
//! The page draws [`Publish`]: the heading, Print and the tools' slot. The tools are in the
//! helpers' wasm ([`crate::web::helpers`]), loaded when first opened (about 30 KiB gzip the
//! page does not carry); the slot hands them the league and its link's addresses
//! ([`ToolsData`]), and they draw the QR codes themselves.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
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
use crate::web::shell::helper_slot::{HelperSlot, use_json};
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
    /// The addresses of `doc`'s link with the `hypothetical` results shown over it; `None` if
    /// the document cannot be written as one (its names do not identify its players: the page
    /// says so where the names are). A link too long for a QR code is a link all the same. The
    /// QR codes are drawn from them where they are shown ([`Link::with_codes`]): by the
    /// publishing tools, and by the page only while printing.
    pub fn addresses_of(doc: &League, hypothetical: Option<Vec<CellResult>>) -> Option<Addresses> {
        let shared = Shared {
            league: doc.clone(),
            hypothetical: hypothetical.unwrap_or_default(),
        };
        // Share links open the viewer.
        let viewer = crate::format::share::viewer_page(&browser::app_address());
        let offered = share_link::league(&viewer, &shared).ok()?;
        Some(Addresses {
            address: offered.address,
            shorter: offered.shorter,
            hypothetical: !shared.hypothetical.is_empty(),
        })
    }

    /// The link of `addresses` with its QR codes, titled `title`.
    pub fn with_codes(addresses: &Addresses, title: Option<&str>, lang: Lang) -> Link {
        let code = Code::of(&addresses.address, title, lang);
        let shorter = addresses.shorter.as_ref().map(|address| Shorter {
            leaves_out: publish::text(lang).without_hypothetical,
            code: Code::of(address, title, lang),
            address: address.as_str().into(),
        });
        let fragment = addresses.address.split_once('#').map_or("", |(_, f)| f);
        Link {
            fragment: fragment.into(),
            address: addresses.address.as_str().into(),
            code,
            hypothetical: addresses.hypothetical,
            shorter,
        }
    }
}

/// A link's addresses: what the page hands the publishing tools, which draw the QR codes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Addresses {
    pub address: String,
    /// The league as recorded, when the link (with hypothetical results) is too long for a QR
    /// code and this one fits.
    pub shorter: Option<String>,
    pub hypothetical: bool,
}

/// What the publishing tools' slot carries (`data-doc`): the league as recorded and its link.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ToolsData {
    pub league: League,
    pub link: Option<Addresses>,
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub doc: Rc<League>,
    /// The league's share link (None if it cannot be written as one).
    #[prop_or_default]
    pub link: Rc<Option<Addresses>>,
}

/// The Publish panel as the page draws it: its heading, Print, and the slot of the publishing
/// tools ([`Tools`], in the helpers' wasm), loaded when first opened.
#[component]
pub fn Publish(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let (p, o) = (publish::text(ui.lang), publish::tools(ui.lang));
    let tools = use_memo((props.doc.clone(), props.link.clone()), |(doc, link)| {
        ToolsData {
            league: (**doc).clone(),
            link: (**link).clone(),
        }
    });
    let data = use_json(tools);
    html! {
        <section class="panel publish" aria-labelledby="publish-h">
            <h2 id="publish-h">{ p.publish }</h2>
            <div class="publish-actions">
                <button type="button" class="print" onclick={Callback::from(|_| crate::web::shell::rows::print())}>{ p.print }</button>
            </div>
            <HelperSlot helper="publish" lang={ui.lang} label={o.open}
                failed={o.failed} {data} />
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct ToolsProps {
    pub lang: Lang,
    pub doc: Rc<League>,
    pub link: Option<Rc<Link>>,
}

/// The publishing tools (in the helpers' wasm): the exports, the share link with its QR code,
/// and the HTML that embeds the league.
#[component]
pub fn Tools(props: &ToolsProps) -> Html {
    let lang = props.lang;
    let p = publish::text(lang);
    // Exports of the document as recorded (a what-if outcome shown is not in them).
    let request = {
        let doc = props.doc.clone();
        Callback::from(move |(id, export)| {
            export_text(id, lang, DocumentKind::League, doc.as_ref(), export)
        })
    };
    let title = props
        .doc
        .title
        .clone()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| kinded(lang, DocumentKind::League).untitled.to_string());
    html! {
        <>
            <Exports<crate::engine::league::whatif::Analysis> {lang} stem={file_stem(&props.doc)} {request} />
            if let Some(link) = &props.link {
                <ShareLink {lang} kind={DocumentKind::League} address={link.address.clone()}
                    code={link.code.clone()} note={link.hypothetical.then_some(p.share_hypothetical)}
                    shorter={link.shorter.clone()} />
            }
            <EmbedSnippet {lang} kind={DocumentKind::League} page={browser::app_address()}
                fragment={props.link.as_ref().map(|l| l.fragment.clone())} file="league.json" {title} />
        </>
    }
}
