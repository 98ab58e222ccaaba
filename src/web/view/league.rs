//! A league in the viewer: the title, the standings first (place, shared or awaiting a playoff;
//! score, record, each tie-break's value; the rule's badge; why, with every step behind a tap),
//! the seat line, the tied blocks' bands and names, then the crosstable (a mark per meeting,
//! hypothetical results marked in the cell), the playoffs the rules require and the cycles. The
//! league page's read-only view in its words and classes, so that its stylesheets draw it; on
//! a narrow screen the record, the values and the why move under the name, as there.

use std::fmt::Write as _;

use super::html::{el, esc};
use crate::document::league::League;
use crate::editor::league::analysis::{Analysis, Ranked, analyse};
use crate::editor::league::{CellResult, with_results};
use crate::engine::Side;
use crate::error::DocumentKind;
use crate::format::marks::written;
use crate::lang::Lang;
use crate::report::text::{criterion_name, cycle_line, playoff_line, so_far_short};
use crate::web::i18n::{self, publish};
use crate::web::league::components::standings::lines;

/// The league viewer (`view-league.js`): a league with the hypothetical results (a what-if
/// outcome) of its share link.
pub struct LeagueView;

impl super::Kind for LeagueView {
    const KIND: DocumentKind = DocumentKind::League;
    type Doc = (League, Vec<CellResult>);

    fn decode(link: &str) -> Result<Self::Doc, crate::Error> {
        crate::format::share::league::decode(link).map(|s| (s.league, s.hypothetical))
    }

    fn read_json(text: &str, url: &str) -> Option<Result<Self::Doc, crate::Error>> {
        crate::format::only::league_json(text, url).map(|r| r.map(|d| (d, Vec::new())))
    }

    fn read_table(text: &str, url: &str) -> Option<Result<Self::Doc, crate::Error>> {
        crate::format::only::league_table(text, url).map(|r| r.map(|d| (d, Vec::new())))
    }

    /// The league page's example, from its share link (this viewer reads no JSON; the wasm
    /// tests check that it draws as the page's).
    fn example(_: Lang) -> Option<Self::Doc> {
        Self::decode(include_str!("../../../tests/fixtures/share/fukui43.txt").trim_end()).ok()
    }

    fn html(lang: Lang, (doc, hypothetical): &Self::Doc) -> String {
        html(lang, doc, hypothetical)
    }
}

/// The league's view (see the module documentation), with `hypothetical` results shown over it.
fn html(lang: Lang, doc: &League, hypothetical: &[CellResult]) -> String {
    let analysis = if hypothetical.is_empty() {
        analyse(doc)
    } else {
        analyse(&with_results(doc, hypothetical).unwrap_or_else(|_| doc.clone()))
    };
    let names: Vec<String> = doc.players.iter().map(|p| p.name.clone()).collect();
    let t = i18n::text(lang);
    let p = publish::text(lang);
    let title = doc
        .title
        .clone()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| {
            publish::kinded(lang, DocumentKind::League)
                .untitled
                .to_string()
        });
    let mut out = String::from("<div class=\"published\">");
    out.push_str(&el("h1", "league-title", &title));
    if !hypothetical.is_empty() {
        let _ = write!(
            out,
            "<p class=\"hypothetical-note\" role=\"note\">{}</p>",
            esc(p.hypothetical_note)
        );
    }
    match &analysis.ranked {
        Ok(r) => standings(&mut out, lang, r, &names),
        Err(e) => {
            let _ = write!(
                out,
                "<section class=\"panel error\" role=\"alert\" aria-label=\"{0}\"><h2>{0}</h2>",
                esc(t.cannot_rank)
            );
            out.push_str(&el(
                "p",
                "error-text",
                &crate::report::error::message_in::<{ crate::report::error::DOCUMENT }>(lang, e),
            ));
            points_only(&mut out, lang, &analysis, &names);
            out.push_str("</section>");
        }
    }
    crosstable(&mut out, lang, &analysis, &names, hypothetical);
    if let Ok(r) = &analysis.ranked {
        playoffs(&mut out, lang, r);
        cycles(&mut out, lang, r);
    }
    out.push_str("</div>");
    out
}

fn standings(out: &mut String, lang: Lang, r: &Ranked, names: &[String]) {
    let t = i18n::text(lang);
    // The tie-breaks: the first criterion is the score column already.
    let tie_breaks = r.chain.criteria.get(1..).unwrap_or_default();
    let columns = 6 + tie_breaks.len();
    let _ = write!(
        out,
        "<section class=\"panel standings\" aria-labelledby=\"standings-h\"><h2 id=\"standings-h\">{}",
        esc(t.standings)
    );
    if let Some(so_far) = so_far_short(lang, &r.table) {
        let _ = write!(out, " <span class=\"so-far\">{}</span>", esc(&so_far));
    }
    // Focusable, so that the keyboard can scroll a table wider than the screen.
    let _ = write!(
        out,
        "</h2><div class=\"scroll\" tabindex=\"0\" role=\"group\" aria-label=\"{}\"><table class=\"standings-table\"><thead><tr>",
        esc(t.standings)
    );
    for (head, class) in [(t.place, ""), (t.player, ""), (t.score, ""), (t.wdl, "wdl")] {
        th(out, class, head);
    }
    for &c in tie_breaks {
        let _ = write!(
            out,
            "<th scope=\"col\" class=\"value\"><abbr title=\"{}\">{}</abbr></th>",
            esc(criterion_name(lang, &r.chain, c)),
            c.code()
        );
    }
    th(out, "", t.rule);
    th(out, "why", t.why);
    out.push_str("</tr></thead><tbody>");
    for line in lines(lang, r) {
        if let Some(seats) = line.seat_line_before {
            let _ = write!(
                out,
                "<tr class=\"seat-line\"><td colspan=\"{columns}\"><span>{} ({seats})</span></td></tr>",
                esc(t.seat_line)
            );
        }
        let why_html = why_html(lang, &line.why, &line.steps);
        let _ = write!(
            out,
            "<tr class=\"standing{} status-{}\" data-player=\"{}\"><td class=\"place\">{}",
            line.colour
                .map_or(String::new(), |c| format!(" band band-{c}")),
            line.kind,
            esc(&names[line.player]),
            esc(&line.place)
        );
        if let Some(st) = line.status {
            out.push_str(&el("span", "status", st));
        }
        out.push_str("</td><th scope=\"row\" class=\"name\">");
        if let Some(tag) = &line.block_name {
            out.push_str(&el("span", "band-tag", tag));
        }
        let _ = write!(
            out,
            "{}<span class=\"narrow-line\"><span class=\"narrow-values\">{}</span><span class=\"narrow-why\">{why_html}</span></span></th>",
            esc(&names[line.player]),
            esc(&line.narrow),
        );
        out.push_str(&el("td", "score", &line.score));
        out.push_str(&el("td", "wdl", &line.wdl));
        for (code, v) in &line.values {
            let _ = write!(
                out,
                "<td class=\"value\" data-code=\"{code}\">{}</td>",
                esc(v)
            );
        }
        let _ = write!(
            out,
            "<td class=\"rule\"><span class=\"badge {}\" title=\"{}\">{}</span></td><td class=\"why\">{why_html}</td></tr>",
            line.kind,
            esc(&format!("{}\n{}", line.why, line.path)),
            esc(&line.label),
        );
    }
    out.push_str("</tbody></table></div></section>");
}

fn th(out: &mut String, class: &str, text: &str) {
    if class.is_empty() {
        let _ = write!(out, "<th scope=\"col\">{}</th>", esc(text));
    } else {
        let _ = write!(
            out,
            "<th scope=\"col\" class=\"{class}\">{}</th>",
            esc(text)
        );
    }
}

/// A player's tied block: its band colour (if it has one) and its name (`A`, `B1`).
fn band(r: &Ranked, player: usize) -> Option<(Option<usize>, String)> {
    let b = r.block_of.get(player).copied().flatten()?;
    Some((r.colours[b], r.names[b].clone()))
}

/// The "why" of a place: the comparison that decided it and, when more steps led there, every
/// step in order behind a tap (a `<details>`, which needs no script).
fn why_html(lang: Lang, why: &str, steps: &[String]) -> String {
    if steps.len() < 2 {
        return esc(why);
    }
    let mut out = format!(
        "<details class=\"why-steps\"><summary>{}<span class=\"why-more\">{}</span></summary><ol>",
        esc(why),
        esc(&i18n::all_steps(lang, steps.len()))
    );
    for line in steps {
        out.push_str(&el("li", "", line));
    }
    out.push_str("</ol></details>");
    out
}

/// Each player's points when the league cannot be ranked.
fn points_only(out: &mut String, lang: Lang, analysis: &Analysis, names: &[String]) {
    let t = i18n::text(lang);
    let mut order: Vec<usize> = (0..names.len().min(analysis.scores.len())).collect();
    crate::engine::sort::by(&mut order, |&a, &b| {
        analysis.scores[b].cmp(&analysis.scores[a])
    });
    let _ = write!(
        out,
        "<div class=\"points-only\"><h3>{}</h3><table class=\"standings-table\"><thead><tr>",
        esc(t.points_only)
    );
    th(out, "", t.player);
    th(out, "", t.score);
    out.push_str("</tr></thead><tbody>");
    for p in order {
        let _ = write!(
            out,
            "<tr data-player=\"{0}\"><th scope=\"row\" class=\"name\">{0}</th><td class=\"score\">{1}</td></tr>",
            esc(&names[p]),
            analysis.scores[p]
        );
    }
    out.push_str("</tbody></table></div>");
}

/// The crosstable without controls: numbers, names, a mark per meeting, score and record.
fn crosstable(
    out: &mut String,
    lang: Lang,
    analysis: &Analysis,
    names: &[String],
    hypothetical: &[CellResult],
) {
    let t = i18n::text(lang);
    let p = publish::text(lang);
    let grid = &analysis.grid;
    let n = names.len().min(grid.len());
    let _ = write!(
        out,
        "<section class=\"panel plain-crosstable\" aria-label=\"{0}\"><h2>{0}</h2><div class=\"scroll\" tabindex=\"0\" role=\"group\" aria-label=\"{0}\"><table class=\"plain-table\"><thead><tr><th scope=\"col\" class=\"num\">#</th>",
        esc(t.crosstable)
    );
    th(out, "", t.player);
    for (j, name) in names.iter().enumerate().take(n) {
        let _ = write!(
            out,
            "<th scope=\"col\" class=\"opponent\" title=\"{0}\"><abbr title=\"{0}\">{1}</abbr></th>",
            esc(name),
            j + 1
        );
    }
    th(out, "", t.score);
    th(out, "", t.wdl);
    out.push_str("</tr></thead><tbody>");
    let hypo = |r: usize, c: usize, k: usize| {
        hypothetical
            .iter()
            .any(|h| h.meeting == k && ((h.row, h.col) == (r, c) || (h.row, h.col) == (c, r)))
    };
    for i in 0..n {
        let band = analysis.ranked.as_ref().ok().and_then(|r| band(r, i));
        let _ = write!(
            out,
            "<tr{} data-player=\"{1}\"><td class=\"num\">{2}</td><th scope=\"row\" class=\"name\" title=\"{1}\">",
            band.as_ref()
                .and_then(|(c, _)| *c)
                .map_or(String::new(), |c| format!(" class=\"band band-{c}\"")),
            esc(&names[i]),
            i + 1
        );
        if let Some((_, tag)) = &band {
            out.push_str(&el("span", "band-tag", tag));
        }
        out.push_str(&esc(&names[i]));
        out.push_str("</th>");
        let (mut w, mut d, mut l) = (0, 0, 0);
        for j in 0..n {
            if i == j {
                let _ = write!(
                    out,
                    "<td class=\"self\" aria-label=\"{}\"></td>",
                    esc(p.own_cell)
                );
                continue;
            }
            out.push_str("<td class=\"mark\">");
            for (k, &side) in grid[i].get(j).into_iter().flatten().enumerate() {
                match side {
                    Side::Win | Side::ForfeitWin => w += 1,
                    Side::Draw => d += 1,
                    Side::Loss | Side::ForfeitLoss => l += 1,
                    _ => {}
                }
                if hypo(i, j, k) {
                    let _ = write!(
                        out,
                        "<span class=\"hypo\" title=\"{0}\">{1}<span class=\"visually-hidden\"> ({0})</span></span>",
                        esc(p.hypothetical_cell),
                        written(side)
                    );
                } else {
                    let _ = write!(out, "<span>{}</span>", written(side));
                }
            }
            out.push_str("</td>");
        }
        let score = analysis
            .scores
            .get(i)
            .map(ToString::to_string)
            .unwrap_or_default();
        let _ = write!(
            out,
            "<td class=\"score\">{}</td><td class=\"wdl\">{w}-{d}-{l}</td></tr>",
            esc(&score)
        );
    }
    out.push_str("</tbody></table></div></section>");
}

/// The playoffs the rules require (or may, while pending games can break the tie), each in the
/// exports' words.
fn playoffs(out: &mut String, lang: Lang, r: &Ranked) {
    if r.ranking.playoffs.is_empty() {
        return;
    }
    let t = i18n::text(lang);
    let provisional = r.ranking.provisional();
    let heading = if provisional && r.ranking.playoffs.iter().any(|p| p.breakable) {
        t.playoffs_so_far
    } else {
        t.playoffs
    };
    let _ = write!(
        out,
        "<section class=\"panel playoffs\" aria-labelledby=\"playoffs-h\"><h2 id=\"playoffs-h\">{}</h2><ul class=\"playoff-list\">",
        esc(heading)
    );
    for p in &r.ranking.playoffs {
        let _ = write!(
            out,
            "<li class=\"playoff{}\"><p class=\"playoff-head\">{}</p>",
            if p.breakable { " possible" } else { "" },
            esc(&playoff_line(lang, &r.table, p))
        );
        if p.breakable {
            out.push_str(&el("p", "playoff-status possible", t.playoff_possible_note));
        } else if provisional {
            out.push_str(&el("p", "playoff-status required", t.playoff_required_note));
        }
        out.push_str("</li>");
    }
    out.push_str("</ul></section>");
}

/// Every cycle (A beat B, B beat C, C beat A), with its block's name.
fn cycles(out: &mut String, lang: Lang, r: &Ranked) {
    if r.ranking.cycles.is_empty() {
        return;
    }
    let t = i18n::text(lang);
    let _ = write!(
        out,
        "<section class=\"panel cycles\" aria-labelledby=\"cycles-h\"><h2 id=\"cycles-h\">{}</h2>",
        esc(t.cycles)
    );
    out.push_str(&el("p", "help", t.cycle_help));
    out.push_str("<ul class=\"cycle-list\">");
    for c in &r.ranking.cycles {
        let _ = write!(
            out,
            "<li class=\"cycle-figure\"><span class=\"band-tag\">{}</span> {}</li>",
            esc(&r.names[c.block]),
            esc(&cycle_line(&r.table, c))
        );
    }
    out.push_str("</ul></section>");
}
