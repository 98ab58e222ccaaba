//! A Swiss event in the viewer: the title, the standings (place, name, a column per criterion,
//! what separated each row from the one above, the legend of the codes), then the wall chart.
//! The Swiss page's read-only view in its words and classes. A value with arithmetic behind it
//! (a Buchholz, a Sonneborn-Berger) is a button that opens it in a row under the player's
//! ([`explain`], drawn on the click from the document shown); nothing else reacts.

use std::fmt::Write as _;

use super::html::{el, esc};
use crate::document::event::SwissEvent;
use crate::editor::swiss::SwissAnalysis;
use crate::engine::swiss::criteria;
use crate::lang::Lang;
use crate::report::swiss::{code_name, edition_name, place_text, text_value};
use crate::web::i18n::common::labelled;
use crate::web::i18n::swiss::{self as i18n, round_column, words};
use crate::web::swiss::standings::decided_text;

/// The Swiss event viewer (`view-swiss.js`).
pub struct SwissView;

impl super::Kind for SwissView {
    const KIND: crate::error::DocumentKind = crate::error::DocumentKind::Event;
    type Doc = SwissEvent;

    fn decode(link: &str) -> Result<SwissEvent, crate::Error> {
        crate::format::share::event::decode(link)
    }

    fn read_json(text: &str, url: &str) -> Option<Result<SwissEvent, crate::Error>> {
        crate::format::only::event_json(text, url)
    }

    fn read_table(text: &str, url: &str) -> Option<Result<SwissEvent, crate::Error>> {
        crate::format::only::event_table(text, url)
    }

    /// The Swiss page's example, from its share link (`tests/sourcegen.rs` writes it; this
    /// viewer reads no JSON; the wasm tests check that it draws as the page's).
    fn example(lang: Lang) -> Option<SwissEvent> {
        let link = include_str!("examples/swiss.txt");
        let mut doc = Self::decode(link.trim_end()).ok()?;
        doc.title = Some(words(lang).example_title.to_string());
        Some(doc)
    }

    fn html(lang: Lang, doc: &SwissEvent) -> String {
        html(lang, doc)
    }

    const EXPLAINS: bool = true;

    fn explain(lang: Lang, doc: &SwissEvent, p: usize, k: usize) -> Option<String> {
        explain(lang, doc, p, k)
    }
}

/// The event's view (see the module documentation).
fn html(lang: Lang, doc: &SwissEvent) -> String {
    let w = words(lang);
    let title = doc
        .title
        .clone()
        .filter(|t| !t.trim().is_empty())
        .unwrap_or_else(|| w.title.to_string());
    let mut out = el("h1", "embed-title", &title);
    let analysis = SwissAnalysis::of(doc);
    standings(&mut out, lang, doc, &analysis);
    wall_chart(&mut out, lang, doc, &analysis);
    out
}

fn standings(
    out: &mut String,
    lang: Lang,
    doc: &SwissEvent,
    analysis: &Result<SwissAnalysis, crate::Error>,
) {
    let w = words(lang);
    let a = match analysis {
        Ok(a) => a,
        Err(e) => {
            let _ = write!(
                out,
                "<section class=\"swiss-standings\"><h2>{}</h2>",
                esc(w.standings)
            );
            if doc.players.is_empty() {
                out.push_str(&el("p", "note", w.register_players));
            } else {
                let _ = write!(
                    out,
                    "<p class=\"swiss-error\" role=\"alert\">{}</p>",
                    esc(&labelled(
                        lang,
                        w.cannot_rank,
                        &crate::report::error::message_in::<{ crate::report::error::DOCUMENT }>(
                            lang, e
                        )
                    ))
                );
            }
            out.push_str("</section>");
            return;
        }
    };
    let st = &a.standings;
    let codes: Vec<String> = st.codes.iter().map(|c| c.text()).collect();
    let shown: Vec<usize> = (0..codes.len())
        .filter(|&k| !st.codes[k].base.among_tied())
        .collect();
    let _ = write!(
        out,
        "<section class=\"swiss-standings\" aria-labelledby=\"standings-h\"><h2 id=\"standings-h\">{}",
        esc(w.standings)
    );
    let more_to_play = a.more_to_play;
    if let Some(so_far) = i18n::so_far(lang, a.played, doc.planned_rounds, more_to_play) {
        let _ = write!(out, " <span class=\"so-far\">{}</span>", esc(&so_far));
    }
    out.push_str("</h2>");
    if let Some((r, entered, games)) = a.entering {
        out.push_str(&el(
            "p",
            "note",
            &i18n::entering_note(lang, r, entered, games),
        ));
    }
    // The legend: each code in words, with the article of FIDE's C.07 that defines it.
    let _ = write!(
        out,
        "<details class=\"legend\"><summary>{}</summary><dl>",
        esc(w.legend)
    );
    for &code in &st.codes {
        let _ = write!(
            out,
            "<dt>{}</dt><dd>{}",
            esc(&code.text()),
            esc(&code_name(lang, code))
        );
        if let Some(a) = code.base.fide().and_then(|f| f.article) {
            out.push_str(&el("span", "article", &i18n::fide_article(lang, a)));
        }
        out.push_str("</dd>");
    }
    out.push_str("</dl>");
    if st.codes.iter().any(|c| c.base.uses_edition()) {
        let note = format!("{}{}", w.edition_is, edition_name(lang, st.edition));
        out.push_str(&el("p", "note", &note));
    }
    out.push_str("</details>");
    out.push_str(&el("p", "hint", w.explain_hint));
    let _ = write!(
        out,
        "<div class=\"scroll standings-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{}\"><table class=\"swiss-standings-table\"><thead><tr><th scope=\"col\" class=\"place\">{}</th><th scope=\"col\" class=\"name\">{}</th>",
        esc(w.standings),
        esc(w.place),
        esc(w.name)
    );
    for &k in &shown {
        let _ = write!(
            out,
            "<th scope=\"col\" class=\"value-cell\" title=\"{}\"><abbr>{}</abbr></th>",
            esc(&code_name(lang, st.codes[k])),
            esc(&codes[k])
        );
    }
    let _ = write!(
        out,
        "<th scope=\"col\" class=\"decided\">{}</th></tr></thead><tbody>",
        esc(w.decided)
    );
    for row in &st.rows {
        let name = &a.names[row.player];
        let place = place_text(row);
        let decided = decided_text(lang, row, &codes);
        // A value with arithmetic behind it is a button (`data-k`: its code's index).
        let value = |k: usize, text: &str, label: &str| {
            let explained =
                !criteria::elements(&a.input.event, st.codes[k], st.edition, row.player).is_empty();
            if explained {
                format!(
                    "<button type=\"button\" class=\"value\" data-k=\"{k}\" aria-label=\"{}\" aria-expanded=\"false\">{}</button>",
                    esc(label),
                    esc(text)
                )
            } else {
                el("span", "", text)
            }
        };
        let text = |k: usize| row.values[k].map(text_value).unwrap_or_default();
        let _ = write!(
            out,
            "<tr class=\"standing\" data-player=\"{0}\" data-p=\"{1}\"><td class=\"num place\">{2}</td><th scope=\"row\" class=\"name\"><span class=\"who\">{0}</span><span class=\"narrow-line\">",
            esc(name),
            row.player,
            esc(&place)
        );
        // A phone shows the values under the name instead of in columns.
        for &k in &shown {
            let v = text(k);
            if !v.is_empty() {
                let shown_text = format!("{} {v}", codes[k]);
                out.push_str(&value(k, &shown_text, &format!("{shown_text} ({name})")));
            }
        }
        if !decided.is_empty() {
            out.push_str(&el("span", "decided", &decided));
        }
        out.push_str("</span></th>");
        for &k in &shown {
            let decides = row.separation.map(|s| s.step) == Some(k);
            let v = text(k);
            let _ = write!(
                out,
                "<td class=\"num value-cell{}\">{}</td>",
                if decides { " decides" } else { "" },
                value(k, &v, &i18n::value_label(&v, name, &codes[k]))
            );
        }
        out.push_str(&el("td", "decided", &decided));
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div></section>");
}

/// The arithmetic of player `p`'s value under code `k` in the event shown: a row for right under
/// the player's, with every round's element, where it comes from, those cut, and the total;
/// `None` when there is nothing to explain.
fn explain(lang: Lang, doc: &SwissEvent, p: usize, k: usize) -> Option<String> {
    let a = SwissAnalysis::of(doc).ok()?;
    let st = &a.standings;
    if k >= st.codes.len()
        || p >= a.names.len()
        || criteria::elements(&a.input.event, st.codes[k], st.edition, p).is_empty()
    {
        return None;
    }
    let codes: Vec<String> = st.codes.iter().map(|c| c.text()).collect();
    let columns = st.codes.iter().filter(|c| !c.base.among_tied()).count() + 3;
    let b = crate::web::swiss::standings::breakdown(lang, &a, p, k, &codes, columns);
    let mut out = format!(
        "<tr class=\"explain-row\"><td colspan=\"{}\"><div class=\"swiss-explain\" role=\"region\" aria-label=\"{1}\"><h3>{1}</h3><ol>",
        b.columns,
        esc(&b.heading)
    );
    for (line, cut) in &b.items {
        out.push_str(&el("li", if *cut { "cut" } else { "" }, line));
    }
    let _ = write!(
        out,
        "</ol><p>{}</p><button type=\"button\" class=\"close\">{}</button></div></td></tr>",
        esc(&b.total),
        esc(b.close)
    );
    Some(out)
}

/// The wall chart: a row per player (by number), a column per round: the opponent's number,
/// the colour and the result (`12w+`), as the CSV writes it; a team event's matches with home
/// or away and the game points (`3h+ 1.5`).
fn wall_chart(
    out: &mut String,
    lang: Lang,
    doc: &SwissEvent,
    analysis: &Result<SwissAnalysis, crate::Error>,
) {
    let w = words(lang);
    let rounds = crate::web::swiss::wallchart::cells(lang, doc);
    let _ = write!(
        out,
        "<section class=\"swiss-wallchart\"><h2>{0}</h2><div class=\"scroll wallchart-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{0}\"><table><thead><tr><th scope=\"col\">{1}</th><th scope=\"col\">{2}</th>",
        esc(w.wall_chart),
        esc(w.number),
        esc(w.name)
    );
    for k in 0..doc.rounds.len() {
        let _ = write!(
            out,
            "<th scope=\"col\">{}</th>",
            esc(&round_column(lang, k))
        );
    }
    let _ = write!(
        out,
        "<th scope=\"col\">{}</th></tr></thead><tbody>",
        esc(w.points)
    );
    for (i, p) in doc.players.iter().enumerate() {
        let _ = write!(
            out,
            "<tr><td class=\"num\">{}</td><th scope=\"row\">{}</th>",
            doc.number(i),
            esc(&p.name)
        );
        for cells in &rounds {
            out.push_str(&el("td", "num", &cells[i]));
        }
        let points = match analysis {
            Ok(a) => a.input.event.score(i).to_string(),
            Err(_) => String::new(),
        };
        out.push_str(&el("td", "num", &points));
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div></section>");
}
