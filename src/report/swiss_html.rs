//! A Swiss event's standings as an HTML fragment to paste into a site's page
//! ([`super::swiss_sheet`]: the same content as the SVG image): the title and rules line, a row
//! per player with the place (shared places with their colour bar), the name, the score, a value
//! per criterion of the list and what separated the row from the one above (that criterion's
//! cell tinted and bold, and its code in a badge with the two values compared), then the legend
//! of the codes. The codes' headers also say what they mean on hover (`<abbr title>`).
//!
//! It keeps to what WordPress lets an editor without `unfiltered_html` publish, as the league's
//! table does ([`super::html`], whose module documentation has the rules): elements of
//! `wp_kses_post`, inline styles with only the properties `safecss_filter_attr` keeps and no
//! value holding `(`, `&`, `\`, `}` or `=`, no `<style>`, class or script, every text escaped.

use std::fmt::Write as _;

use crate::engine::swiss::{Event, Standings};

use super::drawing::inline::{HEADING, LIST, TABLE, bar, style};
use super::drawing::{ACCENT, FONT_FAMILY, HIGHLIGHT, INK, MUTED, SEAT, escape};
use super::swiss_sheet::{Decided, SwissSheet};
use super::text::Lang;

/// The HTML fragment for a Swiss event's standings (the same input as
/// [`super::swiss_svg::render`]).
pub fn render(
    lang: Lang,
    names: &[String],
    event: &Event,
    rules: &str,
    title: Option<&str>,
    st: &Standings,
) -> String {
    write(&SwissSheet::new(lang, names, event, rules, title, st))
}

fn write(sheet: &SwissSheet) -> String {
    let w = sheet.words;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<div style=\"font-family:{FONT_FAMILY};color:{INK};background-color:#ffffff;line-height:1.5;max-width:100%;overflow:auto\">"
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
    let _ = writeln!(out, "<table style=\"{TABLE}\">");
    let head_style = |align: &str| {
        style(&format!(
            "text-align:{align};color:{MUTED};font-size:12px;background-color:#f6f7f9"
        ))
    };
    let head = |text: &str, align: &str| {
        format!(
            "<th scope=\"col\" style=\"{}\">{}</th>",
            head_style(align),
            escape(text)
        )
    };
    out.push_str("<thead><tr>");
    out.push_str(&head(w.place, "left"));
    out.push_str(&head(w.name, "left"));
    if sheet.score_column {
        out.push_str(&head(w.score, "right"));
    }
    for (code, name) in sheet.codes.iter().zip(&sheet.code_names) {
        let _ = write!(
            out,
            "<th scope=\"col\" style=\"{}\"><abbr title=\"{}\" style=\"text-decoration:none\">{}</abbr></th>",
            head_style("right"),
            escape(name),
            escape(code)
        );
    }
    out.push_str(&head(w.decided, "left"));
    out.push_str("</tr></thead>\n<tbody>\n");
    let first_is_score = !sheet.score_column;
    for row in &sheet.rows {
        let _ = write!(
            out,
            "<tr><td style=\"{}\" nowrap=\"nowrap\"><strong>{}</strong></td>\
             <th scope=\"row\" style=\"{}\">{}</th>",
            style(&bar(row.group)),
            escape(&row.place),
            style("text-align:left;font-weight:normal"),
            escape(&row.name),
        );
        if let Some(score) = &row.score {
            let _ = write!(
                out,
                "<td style=\"{}\" nowrap=\"nowrap\">{}</td>",
                style("text-align:right;font-weight:bold"),
                escape(score)
            );
        }
        let step = row.decided.step();
        for (k, v) in row.values.iter().enumerate() {
            let look = if step == Some(k) {
                format!(
                    "text-align:right;font-weight:bold;color:{ACCENT};background-color:{HIGHLIGHT}"
                )
            } else if k == 0 && first_is_score {
                "text-align:right;font-weight:bold".to_string()
            } else {
                "text-align:right".to_string()
            };
            let _ = write!(
                out,
                "<td style=\"{}\" nowrap=\"nowrap\">{}</td>",
                style(&look),
                escape(v)
            );
        }
        let decided = match &row.decided {
            Decided::Nothing => String::new(),
            Decided::Tied => format!(
                "<span style=\"color:{SEAT};font-size:12px;font-weight:bold\">{}</span>",
                escape(w.tied)
            ),
            Decided::By { code, .. } => format!(
                "<span style=\"border:1px solid {ACCENT};border-radius:10px;padding:0 8px;background-color:#ffffff;color:{ACCENT};font-size:12px;font-weight:bold\">{}</span> \
                 <span style=\"color:{MUTED};font-size:13px\">{}</span>",
                escape(code),
                escape(&row.decided.comparison().unwrap_or_default())
            ),
        };
        let _ = writeln!(
            out,
            "<td style=\"{}\" nowrap=\"nowrap\">{decided}</td></tr>",
            style("text-align:left")
        );
    }
    out.push_str("</tbody>\n</table>\n");

    let _ = writeln!(out, "<h3 style=\"{HEADING}\">{}</h3>", escape(w.legend));
    let _ = writeln!(out, "<ul style=\"{LIST}\">");
    for (code, name) in sheet.codes.iter().zip(&sheet.code_names) {
        let _ = writeln!(
            out,
            "<li><strong>{}</strong> {}</li>",
            escape(code),
            escape(name)
        );
    }
    out.push_str("</ul>\n");
    if let Some(edition) = &sheet.edition {
        let _ = writeln!(
            out,
            "<p style=\"color:{MUTED};font-size:13px;margin:0 0 8px\">{}</p>",
            escape(edition)
        );
    }
    out.push_str("</div>\n");
    out
}
