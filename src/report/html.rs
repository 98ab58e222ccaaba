//! The standings and the crosstable as an HTML fragment to paste into a site's page ([`super::sheet`]:
//! the same content as the SVG image): the title and rules, the standings (place, rule's badge
//! and why, seat line, tied groups), the crosstable with a mark per meeting, the required
//! playoffs, the cycles and the recorded playoffs set aside. The standings come first, as in the
//! embed it stands in for.
//!
//! It is written to survive WordPress for an editor without the `unfiltered_html` capability
//! (`wp_kses_post`): only elements WordPress allows in a post, and inline `style` attributes with
//! only the properties its `safecss_filter_attr` keeps (no `display`, no `white-space`: cells that
//! must not wrap use the `nowrap` attribute), and no value with `(`, `&`, `\`, `}` or `=` (which
//! it drops). No `<style>`, no class, no script. Every text is escaped.

use std::fmt::Write as _;

use crate::engine::{Crosstable, Ranking, RuleChain};

use super::drawing::inline::{HEADING, LIST, TABLE, bar, style};
use super::drawing::{ACCENT, FONT_FAMILY, INK, MUTED, SEAT, SELF_CELL, escape};
use super::sheet::{Kind, Sheet};
use super::text::Lang;

/// The HTML fragment for a ranking (the same input as [`super::text::render`]).
pub fn render(
    lang: Lang,
    table: &Crosstable,
    chain: &RuleChain,
    seats: Option<u32>,
    title: Option<&str>,
    ranking: &Ranking,
) -> String {
    write(&Sheet::new(lang, table, chain, seats, title, ranking))
}

fn write(sheet: &Sheet) -> String {
    let w = sheet.words;
    let mut out = String::new();
    let font = FONT_FAMILY;
    let _ = writeln!(
        out,
        "<div style=\"font-family:{font};color:{INK};background-color:#ffffff;line-height:1.5;max-width:100%;overflow:auto\">"
    );
    if let Some(title) = &sheet.title {
        let _ = writeln!(
            out,
            "<h2 style=\"font-size:22px;margin:0 0 4px;padding:0\">{}</h2>",
            escape(title)
        );
    }
    let _ = writeln!(
        out,
        "<p style=\"color:{MUTED};font-size:13px;margin:0 0 8px\">{}</p>",
        escape(&sheet.rules)
    );

    // Standings.
    let _ = writeln!(
        out,
        "<h3 style=\"{HEADING}\">{}</h3>",
        escape(&sheet.standings_heading)
    );
    let _ = writeln!(out, "<table style=\"{TABLE}\">");
    let head = |text: &str, align: &str| {
        format!(
            "<th scope=\"col\" style=\"{}\">{}</th>",
            style(&format!(
                "text-align:{align};color:{MUTED};font-size:12px;background-color:#f6f7f9"
            )),
            escape(text)
        )
    };
    let _ = writeln!(
        out,
        "<thead><tr>{}{}{}{}{}{}</tr></thead>",
        head(w.place, "left"),
        head(w.player, "left"),
        head(w.score, "right"),
        head(w.wdl, "right"),
        head(w.rule, "center"),
        head(w.why, "left"),
    );
    out.push_str("<tbody>\n");
    for row in &sheet.standings {
        let status = row.status.map_or(String::new(), |s| {
            format!(
                " <span style=\"color:{SEAT};font-size:12px;font-weight:bold\">{}</span>",
                escape(s)
            )
        });
        let (fill, stroke, ink) = match row.kind {
            Kind::Criterion => ("#ffffff", ACCENT, ACCENT),
            Kind::Undecided => ("#ffffff", SEAT, SEAT),
            Kind::Playoff => (ACCENT, ACCENT, "#ffffff"),
        };
        let _ = writeln!(
            out,
            "<tr valign=\"top\"><td style=\"{}\" nowrap=\"nowrap\"><strong>{}</strong>{status}</td>\
             <th scope=\"row\" style=\"{}\">{}</th>\
             <td style=\"{}\" nowrap=\"nowrap\">{}</td>\
             <td style=\"{}\" nowrap=\"nowrap\">{}</td>\
             <td style=\"{}\" nowrap=\"nowrap\"><span style=\"border:1px solid {stroke};border-radius:10px;padding:0 8px;background-color:{fill};color:{ink};font-size:12px;font-weight:bold\">{}</span></td>\
             <td style=\"{}\">{}</td></tr>",
            style(&bar(row.group)),
            escape(&row.place),
            style("text-align:left;font-weight:normal"),
            escape(&row.name),
            style("text-align:right;font-weight:bold"),
            escape(&row.score),
            style("text-align:right"),
            escape(&row.record),
            style("text-align:center"),
            escape(&row.label),
            style(&format!("color:{MUTED};font-size:13px")),
            escape(&row.why),
        );
        if row.seat_line_after {
            if let Some(label) = &sheet.seat_line {
                let _ = writeln!(
                    out,
                    "<tr><td colspan=\"6\" style=\"border-top:3px solid {SEAT};border-bottom:3px solid {SEAT};padding:0 8px;color:{SEAT};font-size:12px;font-weight:bold\">{}</td></tr>",
                    escape(label)
                );
            }
        }
    }
    out.push_str("</tbody>\n</table>\n");

    // Crosstable.
    let _ = writeln!(out, "<h3 style=\"{HEADING}\">{}</h3>", escape(w.crosstable));
    let _ = writeln!(out, "<table style=\"{TABLE}\">");
    out.push_str("<thead><tr>");
    out.push_str(&head("#", "center"));
    out.push_str(&head(w.player, "left"));
    for (j, row) in sheet.crosstable.iter().enumerate() {
        let _ = write!(
            out,
            "<th scope=\"col\" style=\"{}\"><abbr title=\"{}\" style=\"text-decoration:none\">{}</abbr></th>",
            style(&format!(
                "text-align:center;color:{MUTED};font-size:12px;background-color:#f6f7f9"
            )),
            escape(&row.name),
            j + 1
        );
    }
    out.push_str(&head(w.score, "right"));
    out.push_str(&head(w.wdl, "right"));
    out.push_str("</tr></thead>\n<tbody>\n");
    for (i, row) in sheet.crosstable.iter().enumerate() {
        let _ = write!(
            out,
            "<tr><td style=\"{}\">{}</td><th scope=\"row\" style=\"{}\">{}</th>",
            style(&format!(
                "{};text-align:center;color:{MUTED}",
                bar(row.group)
            )),
            i + 1,
            style("text-align:left;font-weight:normal"),
            escape(&row.name),
        );
        for cell in &row.cells {
            match cell {
                None => {
                    let _ = write!(
                        out,
                        "<td style=\"{}\"></td>",
                        style(&format!("background-color:{SELF_CELL}"))
                    );
                }
                Some(marks) => {
                    let _ = write!(
                        out,
                        "<td style=\"{}\" nowrap=\"nowrap\">{}</td>",
                        style("text-align:center;font-size:16px"),
                        escape(marks)
                    );
                }
            }
        }
        let _ = writeln!(
            out,
            "<td style=\"{}\" nowrap=\"nowrap\">{}</td><td style=\"{}\" nowrap=\"nowrap\">{}</td></tr>",
            style("text-align:right;font-weight:bold"),
            escape(&row.score),
            style("text-align:right"),
            escape(&row.record),
        );
    }
    out.push_str("</tbody>\n</table>\n");

    for (title, lines) in [
        (w.playoffs, &sheet.playoffs),
        (sheet.cycles_heading.as_str(), &sheet.cycles),
        (w.set_aside, &sheet.set_aside),
    ] {
        if lines.is_empty() {
            continue;
        }
        let _ = writeln!(out, "<h3 style=\"{HEADING}\">{}</h3>", escape(title));
        let _ = writeln!(out, "<ul style=\"{LIST}\">");
        for line in lines.iter() {
            let _ = writeln!(out, "<li>{}</li>", escape(line));
        }
        out.push_str("</ul>\n");
    }
    out.push_str("</div>\n");
    out
}
