//! A ko endgame position in the viewer (`?ko=…`, the ko helper's link): the position in words,
//! then the helper's answer (the best move, k against Δ, the working behind a tap, the optimal
//! score and line, why; or the refusal; or what is wrong with the position), in the helper's
//! words and classes.

use std::fmt::Write as _;

use super::html::{el, esc};
use crate::editor::ko::KoForm;
use crate::lang::Lang;
use crate::web::i18n::ko::ko;

/// The position of the link parameter `param` ([`KoForm::param`]) with its answer.
pub fn html(lang: Lang, param: &str) -> String {
    let t = ko(lang);
    let answer = KoForm::from_param(param).answer();
    let mut out = format!(
        "<section class=\"panel ko-helper ko-view\" aria-labelledby=\"ko-h\"><h1 id=\"ko-h\">{}</h1>",
        esc(t.heading)
    );
    match &answer {
        Err(e) => {
            let _ = write!(
                out,
                "<div class=\"ko-result\"><p class=\"ko-answer error-text\" role=\"alert\">{}</p></div>",
                esc(&crate::report::error::message_in::<
                    { crate::report::error::TOOL },
                >(lang, e))
            );
        }
        Ok(a) => {
            let position = crate::report::ko::position_words(lang, &a.position);
            out.push_str(&el("p", "ko-position", &position));
            let p = crate::report::ko::parts(lang, a);
            out.push_str("<div class=\"ko-result\"><div class=\"ko-answer\">");
            if let Some(b) = &p.best {
                let _ = write!(out, "<p class=\"ko-best\"><strong>{}</strong></p>", esc(b));
            }
            for (class, line) in [("ko-refusal", &p.refusal), ("ko-comparison", &p.comparison)] {
                if let Some(line) = line {
                    out.push_str(&el("p", class, line));
                }
            }
            if !p.working.is_empty() {
                let _ = write!(
                    out,
                    "<details class=\"ko-working\"><summary>{}</summary>",
                    esc(t.working)
                );
                for (head, lines) in &p.working {
                    out.push_str("<div class=\"ko-criterion\">");
                    if let Some(h) = head {
                        let _ = write!(out, "<p><strong>{}</strong></p>", esc(h));
                    }
                    out.push_str("<ul>");
                    for l in lines {
                        out.push_str(&el("li", "", l));
                    }
                    out.push_str("</ul></div>");
                }
                out.push_str("</details>");
            }
            for (class, line) in [("ko-score", &p.score), ("ko-line", &p.line)] {
                if let Some(line) = line {
                    out.push_str(&el("p", class, line));
                }
            }
            for w in &p.why {
                out.push_str(&el("p", "ko-why", w));
            }
            if let Some(s) = &p.search {
                out.push_str(&el("p", "ko-search", s));
            }
            out.push_str("</div></div>");
        }
    }
    out.push_str("</section>");
    out
}
