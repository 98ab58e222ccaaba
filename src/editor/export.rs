//! The exports of a document's standings, for every kind of event: an SVG image (which the
//! page also draws as PNG) and an HTML table with inline styles only (which a site's editor
//! keeps), each with a plain-text version for the clipboard. The page asks the worker for them
//! ([`crate::editor::worker_protocol::Request::Export`]) so that their code is not in its own
//! download; the CLI's `rank --format svg|html` writes the same texts.
//!
//! A kind's export is the standings as that kind's page shows them: a league's crosstable
//! ([`crate::report::svg`], [`crate::report::html`]); a Swiss event's standings with the
//! deciding values, without a round being entered ([`crate::report::swiss_svg`],
//! [`crate::report::swiss_html`]).

use serde::{Deserialize, Serialize};

use crate::document::Document;
use crate::document::event::SwissEvent;
use crate::document::league::League;
use crate::lang::Lang;

/// Which export.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Export {
    /// The standings as an SVG image (the page draws it as PNG too).
    Svg,
    /// The same as an HTML table with inline styles only, with the text report as plain text.
    Html,
}

/// `doc` exported as `what` in `lang`: the text, and a plain-text version of it (the text
/// report, for an HTML table; empty for an image), or why the document cannot be ranked.
pub fn export(doc: &Document, lang: Lang, what: Export) -> Result<(String, String), crate::Error> {
    match doc {
        Document::League(league) => export_league(league, lang, what),
        Document::Event(event) => export_event(event, lang, what),
        Document::Staged(_) => Err(crate::Error::new(crate::error::ErrorKind::NotForStaged {
            command: "export".into(),
        })),
    }
}

fn export_league(doc: &League, lang: Lang, what: Export) -> Result<(String, String), crate::Error> {
    use crate::report::{html, svg, text};
    let analysis = super::league::analysis::analyse(doc);
    let r = analysis.ranked?;
    let title = doc.title.as_deref().filter(|t| !t.trim().is_empty());
    Ok(match what {
        Export::Svg => (
            svg::render(lang, &r.table, &r.chain, r.seats, title, &r.ranking),
            String::new(),
        ),
        Export::Html => (
            html::render(lang, &r.table, &r.chain, r.seats, title, &r.ranking),
            text::render(lang, &r.table, &r.chain, r.seats, title, &r.ranking),
        ),
    })
}

fn export_event(
    doc: &SwissEvent,
    lang: Lang,
    what: Export,
) -> Result<(String, String), crate::Error> {
    use crate::report::{swiss, swiss_html, swiss_svg};
    let a = super::swiss::SwissAnalysis::of(doc)?;
    let title = doc.title.as_deref().filter(|t| !t.trim().is_empty());
    let (names, event, rules, st) = (&a.names, &a.input.event, &a.input.rules, &a.standings);
    Ok(match what {
        Export::Svg => (
            swiss_svg::render(lang, names, event, rules, title, st),
            String::new(),
        ),
        Export::Html => (
            swiss_html::render(lang, names, event, rules, title, st),
            swiss::text(lang, names, event, rules, title, st, false),
        ),
    })
}
