//! An event in stages in the viewer: the title, the final places so far (each with the stage
//! that decided it, and the places no later stage decides said as such), then every stage: what
//! it is, who entered, its games round by round (who rests), and its order once played with
//! why each has its place in a round robin. The stages page's read-only view in its words and
//! classes.

use std::fmt::Write as _;

use super::html::{el, esc};
use crate::document::staged::StagedEvent;
use crate::document::staged::{Progress, StagedInput};
use crate::engine::Outcome;
use crate::format::marks;
use crate::lang::Lang;
use crate::report::schedule::words as schedule_words;
use crate::report::staged::{
    deciding_stage, entry_name, explanations, format_name, kept_notes, rows, to_decide,
};
use crate::web::i18n::common::labelled;
use crate::web::i18n::stages::{decided_in, stage, text};
use crate::web::stages::stage_view::{board, resting, rounds};

/// The viewer of events in stages (`view-stages.js`). It has no example: an address that names
/// no event says so.
pub struct StagedView;

impl super::Kind for StagedView {
    const KIND: crate::error::DocumentKind = crate::error::DocumentKind::Staged;
    type Doc = StagedEvent;

    fn decode(link: &str) -> Result<StagedEvent, crate::Error> {
        crate::format::share::staged::decode(link)
    }

    fn read_json(text: &str, url: &str) -> Option<Result<StagedEvent, crate::Error>> {
        crate::format::only::staged_json(text, url)
    }

    fn example(_: Lang) -> Option<StagedEvent> {
        None
    }

    fn nothing_named(lang: Lang) -> Option<&'static str> {
        Some(text(lang).nothing_named)
    }

    fn html(lang: Lang, doc: &StagedEvent) -> String {
        html(lang, doc)
    }
}

/// The event's view (see the module documentation).
fn html(lang: Lang, doc: &StagedEvent) -> String {
    let t = text(lang);
    let title = doc
        .title
        .clone()
        .filter(|x| !x.trim().is_empty())
        .unwrap_or_else(|| t.title.to_string());
    let mut out = el("h1", "embed-title", &title);
    match crate::web::stages::read(doc) {
        Err(e) => {
            let _ = write!(
                out,
                "<section class=\"panel error\" role=\"alert\"><p class=\"error-text\">{}</p></section>",
                esc(&crate::report::error::message_in::<
                    { crate::report::error::DOCUMENT },
                >(lang, &e))
            );
        }
        Ok((input, progress)) => {
            finals(&mut out, lang, doc, &input, &progress);
            for s in 0..doc.stages.len().min(input.plan.stages.len()) {
                stage_view(&mut out, lang, doc, &input, &progress, s);
            }
        }
    }
    out
}

fn finals(
    out: &mut String,
    lang: Lang,
    doc: &StagedEvent,
    input: &StagedInput,
    progress: &Progress,
) {
    let t = text(lang);
    let placed = crate::report::staged::placed(progress);
    let _ = write!(
        out,
        "<section class=\"panel finals\" aria-labelledby=\"finals-h\"><h2 id=\"finals-h\">{}</h2>",
        esc(t.finals)
    );
    if placed.is_empty() {
        out.push_str(&el("p", "hint", t.no_places));
    } else {
        let _ = write!(
            out,
            "<table class=\"standings-table finals-table\"><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
            esc(t.place),
            esc(t.player),
            esc(t.from_stage)
        );
        for (place, p) in placed {
            let from = deciding_stage(input, progress, p)
                .map(|s| decided_in(lang, s, to_decide(input, progress, p)))
                .unwrap_or_default();
            let _ = write!(
                out,
                "<tr class=\"standing\"><td class=\"place\">{place}</td><th scope=\"row\" class=\"name\">{}</th><td>{}</td></tr>",
                esc(&doc.players[p].name),
                esc(&from)
            );
        }
        out.push_str("</tbody></table>");
        for note in kept_notes(lang, input, progress) {
            out.push_str(&el("p", "hint kept", &note));
        }
    }
    out.push_str("</section>");
}

fn stage_view(
    out: &mut String,
    lang: Lang,
    doc: &StagedEvent,
    input: &StagedInput,
    progress: &Progress,
    s: usize,
) {
    let (t, w) = (text(lang), schedule_words(lang));
    let plan = &input.plan.stages[s];
    let entry = &doc.stages[s];
    let name = entry.name.clone().unwrap_or_else(|| stage(lang, s));
    let sep = if lang == Lang::Ja { "、" } else { ", " };
    let heading = labelled(
        lang,
        &name,
        &format!(
            "{} ({})",
            format_name(lang, plan.format),
            entry_name(lang, plan.entry)
        ),
    );
    let _ = write!(
        out,
        "<section class=\"panel stage rounds\" aria-labelledby=\"stage-h-{s}\"><h2 id=\"stage-h-{s}\">{}</h2>",
        esc(&heading)
    );
    if plan.carry {
        out.push_str(&el(
            "p",
            "hint",
            &crate::report::staged::carried_words(lang, plan.reverse_colours),
        ));
    }
    let entered: Vec<usize> = progress
        .entrants
        .get(s)
        .map(|e| e.iter().flatten().copied().collect())
        .unwrap_or_default();
    match progress.entrants.get(s) {
        Some(_) => {
            let names: Vec<&str> = entered
                .iter()
                .map(|&p| doc.players[p].name.as_str())
                .collect();
            let words = labelled(
                lang,
                crate::report::staged::entrants_word(lang),
                &names.join(sep),
            );
            out.push_str(&el("p", "entrants", &words));
            if entry.games.is_empty() && progress.orders[s].is_none() {
                out.push_str(&el("p", "hint", t.not_scheduled));
            }
        }
        None => out.push_str(&el("p", "hint", t.waiting)),
    }
    if !entry.games.is_empty() {
        out.push_str(&el("p", "hint", w.order_note));
    }
    for (r, games) in &rounds(entry) {
        let _ = write!(
            out,
            "<div class=\"stage-round\"><h3>{}</h3><ol class=\"boards\">",
            esc(&(w.round)(*r))
        );
        for &k in games {
            let g = &entry.games[k];
            let (first, second, seen) = board(g);
            let mark = |for_first: bool| match seen {
                Outcome::Replayed => "",
                o => marks::written(o.side(for_first)),
            };
            let _ = write!(
                out,
                "<li class=\"board{}\"><span class=\"pair\"><span class=\"first\">{}</span><span class=\"marks\" aria-hidden=\"true\"> {} – {} </span><span class=\"second\">{}</span></span></li>",
                if g.result != Outcome::Pending {
                    " played"
                } else {
                    ""
                },
                esc(first),
                mark(true),
                mark(false),
                esc(second)
            );
        }
        out.push_str("</ol>");
        let idle = resting(doc, s, &entered, games);
        if !idle.is_empty() {
            out.push_str(&el("p", "rests", &labelled(lang, w.rests, &idle.join(sep))));
        }
        out.push_str("</div>");
    }
    let order = rows(input, progress, s);
    if !order.is_empty() {
        let names: Vec<String> = doc.players.iter().map(|p| p.name.clone()).collect();
        let why = explanations(lang, input, progress, s, &names);
        let _ = write!(
            out,
            "<h3>{}</h3><table class=\"stage-order\"><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th>",
            esc(t.order),
            esc(t.place),
            esc(t.player),
            esc(t.points)
        );
        if why.is_some() {
            let _ = write!(out, "<th scope=\"col\">{}</th>", esc(t.decided_by));
        }
        out.push_str("</tr></thead><tbody>");
        for r in &order {
            let _ = write!(
                out,
                "<tr><td>{}</td><th scope=\"row\">{}</th><td>{}</td>",
                r.place,
                esc(&doc.players[r.player].name),
                r.points
            );
            if let Some(why) = &why {
                let text = why
                    .iter()
                    .find(|(p, _)| *p == r.player)
                    .map(|(_, w)| w.as_str());
                out.push_str(&el("td", "why", text.unwrap_or_default()));
            }
            out.push_str("</tr>");
        }
        out.push_str("</tbody></table>");
    }
    out.push_str("</section>");
}
