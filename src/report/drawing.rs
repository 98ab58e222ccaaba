//! What the exports share: the league's ([`super::svg`], [`super::html`]) and the Swiss event's
//! ([`super::swiss_svg`], [`super::swiss_html`]). The page's colours and font family, escaping
//! for XML and HTML, the estimated width of a text with shortening (`…`) and wrapping, and for
//! the images the fonts, the sizes of margins and rows, and the element writer with the document
//! around it. They lived in `svg.rs` and `sheet.rs` while only the league had exports; they are
//! here so that both kinds of event draw with one set of pieces, not two copies that drift.

use std::fmt::Write as _;

/// The colours of the tied groups, in order (the page's bands, `styles/app.css`).
pub(crate) const GROUP_COLOURS: [&str; 6] = [
    "#4c9be8", "#e8a33c", "#59b36a", "#c263c9", "#e0605c", "#3fb8b0",
];

/// Text, muted text, rules, the accent (badges) and the seat line: the page's colours.
pub(crate) const INK: &str = "#1b1f24";
pub(crate) const MUTED: &str = "#4d5560";
pub(crate) const LINE: &str = "#c9ced6";
pub(crate) const SELF_CELL: &str = "#e6e9ed";
pub(crate) const ACCENT: &str = "#1d3557";
pub(crate) const SEAT: &str = "#c1121f";
/// The cell of the criterion that separated a Swiss row from the one above: a tint of the accent.
pub(crate) const HIGHLIGHT: &str = "#dde9f8";

/// Text for XML: `& < > " '` escaped, and the control characters XML cannot hold replaced.
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if (c as u32) < 0x20 || matches!(c, '\u{FFFE}' | '\u{FFFF}') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// The font families, Japanese first (their Latin letters are narrow), then common fallbacks.
pub(crate) const FONT_FAMILY: &str = "'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', \
    'Hiragino Kaku Gothic ProN', 'Yu Gothic', Meiryo, 'Noto Sans', Arial, sans-serif";

/// A text's size, weight and colour.
#[derive(Clone, Copy)]
pub(crate) struct Font {
    pub(crate) size: f64,
    pub(crate) bold: bool,
    pub(crate) fill: &'static str,
}

impl Font {
    /// The estimated width of `s` in this font ([`text_width`]).
    pub(crate) fn width(self, s: &str) -> f64 {
        text_width(s, self.size, self.bold)
    }

    /// The baseline that centres a line of this font in a box from `top`, `height` high.
    pub(crate) fn centre(self, top: f64, height: f64) -> f64 {
        top + height / 2.0 + self.size * 0.36
    }
}

pub(crate) const TITLE: Font = Font {
    size: 22.0,
    bold: true,
    fill: INK,
};
pub(crate) const RULES: Font = Font {
    size: 13.0,
    bold: false,
    fill: MUTED,
};
pub(crate) const HEADING: Font = Font {
    size: 16.0,
    bold: true,
    fill: INK,
};
/// Column headers, the status of a place, the seat line and the badges.
pub(crate) const SMALL: Font = Font {
    size: 12.0,
    bold: true,
    fill: MUTED,
};
pub(crate) const BODY: Font = Font {
    size: 14.0,
    bold: false,
    fill: INK,
};
pub(crate) const STRONG: Font = Font {
    size: 14.0,
    bold: true,
    fill: INK,
};

/// The image's margin, a one-line row's height, the column headers' row, the tied group's bar at
/// a row's left and a cell's padding.
pub(crate) const MARGIN: f64 = 24.0;
pub(crate) const ROW: f64 = 30.0;
pub(crate) const HEAD_ROW: f64 = 26.0;
pub(crate) const BAR: f64 = 5.0;
pub(crate) const PAD: f64 = 8.0;
/// The narrowest an image gets.
pub(crate) const MIN_WIDTH: f64 = 560.0;
/// The widest a name column and a title get; longer ones are shortened or wrapped.
pub(crate) const MAX_NAME: f64 = 220.0;
pub(crate) const MAX_TITLE: f64 = 1000.0;

/// Where a text's `x` is: its start, middle or end.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    /// The `text-anchor` attribute, with its leading space (none for the default, start).
    pub(crate) fn attribute(self) -> &'static str {
        match self {
            Anchor::Start => "",
            Anchor::Middle => " text-anchor=\"middle\"",
            Anchor::End => " text-anchor=\"end\"",
        }
    }
}

/// The `font-weight` attribute, with its leading space (none for regular).
fn weight(font: Font) -> &'static str {
    if font.bold {
        " font-weight=\"bold\""
    } else {
        ""
    }
}

/// The drawing, element by element.
#[derive(Default)]
pub(crate) struct Svg {
    pub(crate) body: String,
}

impl Svg {
    pub(crate) fn text(&mut self, x: f64, y: f64, s: &str, font: Font, anchor: Anchor) {
        if !s.is_empty() {
            self.text_element(x, y, font, anchor, "", s);
        }
    }

    /// Texts in one font, as a group that gives the font once (empty texts left out).
    pub(crate) fn texts(&mut self, texts: &[(f64, f64, &str)], font: Font, anchor: Anchor) {
        let _ = writeln!(
            self.body,
            "<g font-size=\"{}\" fill=\"{}\"{}{}>",
            num(font.size),
            font.fill,
            weight(font),
            anchor.attribute()
        );
        for (x, y, s) in texts.iter().filter(|t| !t.2.is_empty()) {
            let _ = writeln!(
                self.body,
                "<text x=\"{}\" y=\"{}\">{}</text>",
                num(*x),
                num(*y),
                escape(s)
            );
        }
        self.body.push_str("</g>\n");
    }

    /// `s` shortened to `max` px ([`fit`]); a shortened text keeps the whole in its `<title>`.
    pub(crate) fn text_fit(&mut self, x: f64, y: f64, s: &str, max: f64, font: Font) {
        let short = fit(s, max, font.size, font.bold);
        if short == s {
            self.text(x, y, s, font, Anchor::Start);
        } else {
            let title = format!("<title>{}</title>", escape(s));
            self.text_element(x, y, font, Anchor::Start, &title, &short);
        }
    }

    /// A `<text>` element; `inner` (markup) goes before the escaped `s`.
    fn text_element(&mut self, x: f64, y: f64, font: Font, anchor: Anchor, inner: &str, s: &str) {
        let _ = writeln!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{}\"{}{}>{inner}{}</text>",
            num(x),
            num(y),
            num(font.size),
            font.fill,
            weight(font),
            anchor.attribute(),
            escape(s)
        );
    }

    pub(crate) fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str) {
        let _ = writeln!(
            self.body,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"/>",
            num(x),
            num(y),
            num(w),
            num(h)
        );
    }

    pub(crate) fn line(&mut self, x1: f64, y1: f64, x2: f64, y2: f64, stroke: &str, width: f64) {
        let _ = writeln!(
            self.body,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{stroke}\" stroke-width=\"{}\"/>",
            num(x1),
            num(y1),
            num(x2),
            num(y2),
            num(width)
        );
    }

    pub(crate) fn circle(&mut self, cx: f64, cy: f64, r: f64, fill: &str) {
        let _ = writeln!(
            self.body,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\"/>",
            num(cx),
            num(cy),
            num(r)
        );
    }

    /// `label` in a rounded badge centred on (`cx`, `cy`), in [`SMALL`] letters of colour `ink`.
    pub(crate) fn badge(
        &mut self,
        cx: f64,
        cy: f64,
        label: &str,
        (fill, stroke, ink): (&str, &str, &'static str),
    ) {
        let w = SMALL.width(label) + 16.0;
        let _ = writeln!(
            self.body,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"20\" rx=\"10\" fill=\"{fill}\" stroke=\"{stroke}\"/>",
            num(cx - w / 2.0),
            num(cy - 10.0),
            num(w),
        );
        let font = Font { fill: ink, ..SMALL };
        self.text(
            cx,
            SMALL.centre(cy - 10.0, 20.0),
            label,
            font,
            Anchor::Middle,
        );
    }

    /// The title (if any) and the rules line at the top, each wrapped to `width`; returns the y
    /// below them.
    pub(crate) fn head(&mut self, title: Option<&str>, rules: &str, width: f64) -> f64 {
        let mut y = MARGIN;
        if let Some(title) = title {
            for line in wrap(title, width, TITLE.size, TITLE.bold) {
                y += 28.0;
                self.text(MARGIN, y - 6.0, &line, TITLE, Anchor::Start);
            }
        }
        for line in wrap(rules, width, RULES.size, RULES.bold) {
            y += 20.0;
            self.text(MARGIN, y - 5.0, &line, RULES, Anchor::Start);
        }
        y
    }

    /// A section heading; returns the y below it.
    pub(crate) fn heading(&mut self, y: f64, title: &str) -> f64 {
        self.text(MARGIN, y + 16.0, title, HEADING, Anchor::Start);
        y + 26.0
    }

    /// The whole document: the drawing `width` wide (inside the margins) down to `bottom`, on
    /// white, with an explicit size and `viewBox`, the fonts, and `label` as its `<title>`.
    pub(crate) fn document(&self, width: f64, bottom: f64, label: &str) -> String {
        let height = (bottom + MARGIN).ceil();
        let width = (width + 2.0 * MARGIN).ceil();
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{FONT_FAMILY}\" role=\"img\">\n\
             <title>{label}</title>\n\
             <rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n{body}</svg>\n",
            w = num(width),
            h = num(height),
            label = escape(label),
            body = self.body,
        )
    }
}

/// A coordinate with at most one decimal (`12`, `12.5`).
pub(crate) fn num(x: f64) -> String {
    let r = (x * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        crate::report::text::fixed(r, 1)
    }
}

/// The estimated advance of `s` at `size` px: a full-width character is one em, a narrow one
/// by its class, rounded up so that the common sans-serif fonts (Noto Sans CJK, Hiragino, Yu
/// Gothic, DejaVu, Arial) fit.
pub(crate) fn text_width(s: &str, size: f64, bold: bool) -> f64 {
    let ems: f64 = s.chars().map(em).sum();
    ems * size * if bold { 1.06 } else { 1.0 }
}

fn em(c: char) -> f64 {
    if super::columns::char_width(c) == 2 {
        return 1.0;
    }
    match c {
        ' ' | 'i' | 'j' | 'l' | '.' | ',' | ':' | ';' | '\'' | '|' | '!' | 'I' => 0.32,
        'f' | 't' | 'r' | '(' | ')' | '[' | ']' | '-' | '/' => 0.42,
        'm' | 'w' | 'M' | 'W' | '@' | '%' => 0.92,
        'A'..='Z' => 0.72,
        '0'..='9' => 0.64,
        'a'..='z' => 0.6,
        '—' | '→' | '…' => 1.0,
        '·' | '–' => 0.56,
        _ => 0.7,
    }
}

/// `s`, shortened with `…` to fit `max` px.
pub(crate) fn fit(s: &str, max: f64, size: f64, bold: bool) -> String {
    if text_width(s, size, bold) <= max {
        return s.to_string();
    }
    let budget = max - text_width("…", size, bold);
    let mut out = String::new();
    let mut used = 0.0;
    for c in s.chars() {
        let w = em(c) * size * if bold { 1.06 } else { 1.0 };
        if used + w > budget {
            break;
        }
        used += w;
        out.push(c);
    }
    out.push('…');
    out
}

/// Characters a line may not start with (Japanese line breaking, 行頭禁則, and Latin closers).
const NO_LINE_START: &[char] = &[
    '、', '。', '，', '．', '）', '」', '』', '：', '・', ')', ']', ',', '.', ':', ';',
];

/// `s` in lines of at most `max` px: broken after a space, a full-width character or a comma,
/// never before a closing mark; a word longer than a line is cut.
pub(crate) fn wrap(s: &str, max: f64, size: f64, bold: bool) -> Vec<String> {
    // Pieces that may not be split.
    let chars: Vec<char> = s.chars().collect();
    let mut pieces: Vec<String> = Vec::new();
    let mut piece = String::new();
    for (k, &c) in chars.iter().enumerate() {
        piece.push(c);
        let next = chars.get(k + 1);
        let may_break = c == ' ' || c == ',' || super::columns::char_width(c) == 2;
        if may_break && next.is_some_and(|n| !NO_LINE_START.contains(n)) {
            pieces.push(std::mem::take(&mut piece));
        }
    }
    if !piece.is_empty() {
        pieces.push(piece);
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for piece in pieces {
        let candidate = format!("{line}{piece}");
        if line.is_empty() || text_width(candidate.trim_end(), size, bold) <= max {
            line = candidate;
        } else {
            lines.push(line.trim_end().to_string());
            line = piece;
        }
        // A piece longer than a whole line is cut where it overflows.
        while text_width(line.trim_end(), size, bold) > max {
            let (head, tail) = split_at(&line, max, size, bold);
            lines.push(head);
            line = tail;
        }
    }
    if !line.trim_end().is_empty() || lines.is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// `s` cut after the last character that fits in `max` px (at least one character).
fn split_at(s: &str, max: f64, size: f64, bold: bool) -> (String, String) {
    let scale = size * if bold { 1.06 } else { 1.0 };
    let mut used = 0.0;
    for (i, c) in s.char_indices() {
        used += em(c) * scale;
        if used > max {
            let at = if i == 0 { c.len_utf8() } else { i };
            return (s[..at].to_string(), s[at..].to_string());
        }
    }
    (s.to_string(), String::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLES: [&str; 4] = [
        "前期順位: 稲葉陽 1、羽生善治 2、広瀬章人 4、佐藤康光 8、久保利明 9、豊島将之 10",
        "mini-league of Carlsen, Caruana, Nepomniachtchi: Carlsen 2, Caruana 1, Nepomniachtchi 0",
        "Wolfeschlegelsteinhausenbergerdorff",
        "寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末",
    ];

    #[test]
    fn a_full_width_character_is_one_em_and_a_latin_letter_less() {
        assert_eq!(text_width("前田", 10.0, false), 20.0);
        assert!(text_width("ab", 10.0, false) < 20.0);
        assert!(text_width("AB", 10.0, true) > text_width("AB", 10.0, false));
    }

    #[test]
    fn fit_shortens_with_an_ellipsis_within_the_width() {
        assert_eq!(fit("前田", 40.0, 14.0, false), "前田");
        for s in SAMPLES {
            let short = fit(s, 120.0, 14.0, false);
            assert!(short.ends_with('…'), "{short}");
            assert!(text_width(&short, 14.0, false) <= 120.0, "{short}");
            assert!(s.starts_with(short.trim_end_matches('…')));
        }
    }

    /// Lines fit the width, keep every character but the spaces they break at, and none starts
    /// with a closing mark such as `、`.
    #[test]
    fn wrap_keeps_the_text_within_the_width() {
        for s in SAMPLES {
            for max in [60.0, 150.0, 400.0, 2000.0] {
                let lines = wrap(s, max, 13.0, false);
                for l in &lines {
                    assert!(
                        text_width(l, 13.0, false) <= max || l.chars().count() == 1,
                        "{l}"
                    );
                    assert!(!l.starts_with(NO_LINE_START), "{lines:?}");
                }
                let strip = |t: &str| t.replace(' ', "");
                assert_eq!(strip(&lines.concat()), strip(s), "{max}");
            }
        }
        assert_eq!(wrap("wins 4", 400.0, 13.0, false), ["wins 4"]);
    }
}

/// The HTML exports' inline styles (`html.rs`, `swiss_html.rs`): the table, a heading, a list,
/// a cell, and the place cell's bar in a tied group's colour.
pub(crate) mod inline {
    use super::{GROUP_COLOURS, LINE};

    pub(crate) const TABLE: &str =
        "border-collapse:collapse;font-size:14px;margin:0 0 16px;width:auto";
    pub(crate) const HEADING: &str = "font-size:18px;margin:20px 0 8px;padding:0";
    pub(crate) const LIST: &str = "margin:0 0 12px;padding:0 0 0 24px;list-style-type:disc";

    /// A cell's style: the common one and `more`.
    pub(crate) fn style(more: &str) -> String {
        format!("border:1px solid {LINE};padding:4px 8px;{more}")
    }

    /// The first cell's left bar: the tied group's (or shared place's) colour, or none (the
    /// same width, so the columns line up).
    pub(crate) fn bar(group: Option<usize>) -> String {
        let colour = group.map_or("transparent", |g| GROUP_COLOURS[g % GROUP_COLOURS.len()]);
        format!("border-left:6px solid {colour}")
    }
}
