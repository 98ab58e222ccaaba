//! The crosstable with the standings as one SVG image, drawn from the data ([`super::sheet`]):
//! the title and rules; the crosstable with a mark per meeting, score and W-D-L; the standings
//! with the place (a range when shared or awaiting a playoff), the rule's badge and why, the seat
//! line and the tied groups (a colour bar, the same in both tables); then the required playoffs,
//! the cycles and the recorded playoffs set aside.
//!
//! The image stands alone: no external reference, fonts as a list of families with Japanese
//! ones first and a generic fallback, explicit size and `viewBox`, so the page can rasterise it
//! to PNG through a canvas. Text is measured by an estimate (a full-width character is one em,
//! narrow ones by class, generously), so names too long for their column are shortened with `…`
//! (the whole name stays in the text's `<title>`) and long explanations wrap. The same input
//! gives the same bytes.

use std::fmt::Write as _;

use crate::engine::{Crosstable, Ranking, RuleChain};

use super::sheet::{ACCENT, GROUP_COLOURS, INK, Kind, LINE, MUTED, SEAT, SELF_CELL, Sheet, escape};
use super::text::{self, Lang};

/// The font families, Japanese first (their Latin letters are narrow), then common fallbacks.
pub(crate) const FONT_FAMILY: &str = "'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', \
    'Hiragino Kaku Gothic ProN', 'Yu Gothic', Meiryo, 'Noto Sans', Arial, sans-serif";

/// A text's size, weight and colour.
#[derive(Clone, Copy)]
struct Font {
    size: f64,
    bold: bool,
    fill: &'static str,
}

impl Font {
    /// The estimated width of `s` in this font ([`text_width`]).
    fn width(self, s: &str) -> f64 {
        text_width(s, self.size, self.bold)
    }

    /// The baseline that centres a line of this font in a box from `top`, `height` high.
    fn centre(self, top: f64, height: f64) -> f64 {
        top + height / 2.0 + self.size * 0.36
    }
}

const TITLE: Font = Font {
    size: 22.0,
    bold: true,
    fill: INK,
};
const RULES: Font = Font {
    size: 13.0,
    bold: false,
    fill: MUTED,
};
const HEADING: Font = Font {
    size: 16.0,
    bold: true,
    fill: INK,
};
/// Column headers, the status of a place, the seat line and the badges.
const SMALL: Font = Font {
    size: 12.0,
    bold: true,
    fill: MUTED,
};
const BODY: Font = Font {
    size: 14.0,
    bold: false,
    fill: INK,
};
const STRONG: Font = Font {
    size: 14.0,
    bold: true,
    fill: INK,
};
const MARK: Font = Font {
    size: 16.0,
    bold: false,
    fill: INK,
};
const WHY: Font = Font {
    size: 13.0,
    bold: false,
    fill: MUTED,
};

const MARGIN: f64 = 24.0;
const ROW: f64 = 30.0;
const HEAD_ROW: f64 = 26.0;
const WHY_LINE: f64 = 18.0;
const BAR: f64 = 5.0;
const PAD: f64 = 8.0;
/// The narrowest the image and the "why" column get.
const MIN_WIDTH: f64 = 560.0;
const MIN_WHY: f64 = 300.0;
/// The widest a name column and a title get; longer ones are shortened or wrapped.
const MAX_NAME: f64 = 220.0;
const MAX_TITLE: f64 = 1000.0;

/// The SVG document for a ranking (the same input as [`text::render`]).
pub fn render(
    lang: Lang,
    table: &Crosstable,
    chain: &RuleChain,
    seats: Option<u32>,
    title: Option<&str>,
    ranking: &Ranking,
) -> String {
    draw(&Sheet::new(lang, table, chain, seats, title, ranking))
}

/// The columns' widths; the name, score and W-D-L columns are the same in both tables.
struct Columns {
    num: f64,
    name: f64,
    cell: f64,
    score: f64,
    record: f64,
    place: f64,
    rule: f64,
    why: f64,
}

impl Columns {
    /// Wide enough for every text (a name up to [`MAX_NAME`]); the "why" column takes what is
    /// left of `width`.
    fn measure(sheet: &Sheet) -> (Columns, f64) {
        let w = sheet.words;
        let n = sheet.crosstable.len();
        let widest = |texts: &mut dyn Iterator<Item = f64>| texts.fold(0.0, f64::max);
        let rows = &sheet.crosstable;
        let mut cols = Columns {
            num: (BODY.width(&n.to_string()) + 2.0 * PAD).max(32.0) + BAR,
            name: (widest(&mut rows.iter().map(|r| BODY.width(&r.name)))
                .max(SMALL.width(w.player))
                + 2.0 * PAD)
                .clamp(72.0, MAX_NAME),
            cell: (widest(
                &mut rows
                    .iter()
                    .flat_map(|r| r.cells.iter().flatten())
                    .map(|c| MARK.width(c)),
            )
            .max(SMALL.width(&n.to_string()))
                + 12.0)
                .max(32.0),
            score: (widest(&mut rows.iter().map(|r| STRONG.width(&r.score)))
                .max(SMALL.width(w.score))
                + 2.0 * PAD)
                .max(44.0),
            record: (widest(&mut rows.iter().map(|r| BODY.width(&r.record)))
                .max(SMALL.width(w.wdl))
                + 2.0 * PAD)
                .max(56.0),
            place: (widest(&mut sheet.standings.iter().map(|s| {
                STRONG.width(&s.place) + s.status.map_or(0.0, |st| 6.0 + SMALL.width(st))
            }))
            .max(SMALL.width(w.place))
                + 2.0 * PAD
                + BAR)
                .max(44.0),
            rule: (widest(&mut sheet.standings.iter().map(|s| SMALL.width(&s.label))) + 16.0)
                .max(SMALL.width(w.rule))
                .max(40.0)
                + 2.0 * PAD,
            why: 0.0,
        };
        let fixed = cols.standings_width();
        let title = sheet
            .title
            .as_deref()
            .map_or(0.0, |t| TITLE.width(t).min(MAX_TITLE));
        let width = cols
            .crosstable_width(n)
            .max(fixed + MIN_WHY)
            .max(MIN_WIDTH)
            .max(title);
        cols.why = width - fixed;
        (cols, width)
    }

    fn crosstable_width(&self, n: usize) -> f64 {
        self.num + self.name + n as f64 * self.cell + self.score + self.record
    }

    fn standings_width(&self) -> f64 {
        self.place + self.name + self.score + self.record + self.rule + self.why
    }
}

fn draw(sheet: &Sheet) -> String {
    let w = sheet.words;
    let (cols, width) = Columns::measure(sheet);
    let mut svg = Svg::default();
    let mut y = MARGIN;
    if let Some(title) = &sheet.title {
        for line in wrap(title, width, TITLE.size, TITLE.bold) {
            y += 28.0;
            svg.text(MARGIN, y - 6.0, &line, TITLE, Anchor::Start);
        }
    }
    for line in wrap(&sheet.rules, width, RULES.size, RULES.bold) {
        y += 20.0;
        svg.text(MARGIN, y - 5.0, &line, RULES, Anchor::Start);
    }
    y += 18.0;
    y = heading(&mut svg, y, w.crosstable);
    y = crosstable(&mut svg, sheet, &cols, y);
    y += 22.0;
    y = heading(&mut svg, y, w.standings);
    y = standings(&mut svg, sheet, &cols, y);
    for (title, lines) in [
        (w.playoffs, &sheet.playoffs),
        (sheet.cycles_heading.as_str(), &sheet.cycles),
        (w.set_aside, &sheet.set_aside),
    ] {
        if lines.is_empty() {
            continue;
        }
        y += 22.0;
        y = heading(&mut svg, y, title);
        for line in lines.iter() {
            for (k, part) in wrap(line, width - 16.0, BODY.size, BODY.bold)
                .iter()
                .enumerate()
            {
                y += 20.0;
                if k == 0 {
                    svg.circle(MARGIN + 4.0, y - 9.0, 2.5, INK);
                }
                svg.text(MARGIN + 16.0, y - 5.0, part, BODY, Anchor::Start);
            }
        }
    }
    let height = (y + MARGIN).ceil();
    let width = (width + 2.0 * MARGIN).ceil();
    let label = sheet.title.as_deref().unwrap_or(w.crosstable);
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"{FONT_FAMILY}\" role=\"img\">\n\
         <title>{label}</title>\n\
         <rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n{body}</svg>\n",
        w = num(width),
        h = num(height),
        label = escape(label),
        body = svg.body,
    )
}

/// A section heading; returns the y below it.
fn heading(svg: &mut Svg, y: f64, title: &str) -> f64 {
    svg.text(MARGIN, y + 16.0, title, HEADING, Anchor::Start);
    y + 26.0
}

/// The tied group's colour bar at the left of a row.
fn group_bar(svg: &mut Svg, group: Option<usize>, y: f64, height: f64) {
    if let Some(g) = group {
        svg.rect(
            MARGIN,
            y,
            BAR,
            height,
            GROUP_COLOURS[g % GROUP_COLOURS.len()],
        );
    }
}

/// The crosstable at `y`; returns the y below it.
fn crosstable(svg: &mut Svg, sheet: &Sheet, cols: &Columns, y: f64) -> f64 {
    let w = sheet.words;
    let n = sheet.crosstable.len();
    let (x, width) = (MARGIN, cols.crosstable_width(n));
    // Header: number, player, the opponents by number, score, W-D-L.
    let head = SMALL.centre(y, HEAD_ROW);
    let number_x = x + BAR + (cols.num - BAR) / 2.0;
    svg.text(number_x, head, "#", SMALL, Anchor::Middle);
    let mut cx = x + cols.num;
    svg.text(cx + PAD, head, w.player, SMALL, Anchor::Start);
    cx += cols.name;
    for j in 0..n {
        let label = (j + 1).to_string();
        svg.text(cx + cols.cell / 2.0, head, &label, SMALL, Anchor::Middle);
        cx += cols.cell;
    }
    svg.text(cx + cols.score - PAD, head, w.score, SMALL, Anchor::End);
    cx += cols.score;
    svg.text(cx + cols.record - PAD, head, w.wdl, SMALL, Anchor::End);
    let top = y + HEAD_ROW;
    let mut ry = top;
    let cells_x = x + cols.num + cols.name;
    // The marks share one font: one group, each mark only placed.
    let mut marks = Vec::new();
    let number = Font {
        fill: MUTED,
        ..BODY
    };
    for (i, row) in sheet.crosstable.iter().enumerate() {
        group_bar(svg, row.group, ry, ROW);
        let base = BODY.centre(ry, ROW);
        svg.text(number_x, base, &(i + 1).to_string(), number, Anchor::Middle);
        svg.text_fit(
            x + cols.num + PAD,
            base,
            &row.name,
            cols.name - 2.0 * PAD,
            BODY,
        );
        let mut cx = cells_x;
        for cell in &row.cells {
            match cell {
                None => svg.rect(cx, ry, cols.cell, ROW, SELF_CELL),
                Some(m) => marks.push((cx + cols.cell / 2.0, MARK.centre(ry, ROW), m.as_str())),
            }
            cx += cols.cell;
        }
        svg.text(cx + cols.score - PAD, base, &row.score, STRONG, Anchor::End);
        cx += cols.score;
        svg.text(cx + cols.record - PAD, base, &row.record, BODY, Anchor::End);
        ry += ROW;
        svg.line(x, ry, x + width, ry, LINE, 1.0);
    }
    svg.texts(&marks, MARK, Anchor::Middle);
    for j in 0..=n {
        let lx = cells_x + j as f64 * cols.cell;
        svg.line(lx, top, lx, ry, LINE, 1.0);
    }
    svg.line(x, top, x + width, top, INK, 1.0);
    ry
}

/// The standings at `y`; returns the y below them.
fn standings(svg: &mut Svg, sheet: &Sheet, cols: &Columns, y: f64) -> f64 {
    let w = sheet.words;
    let (x, width) = (MARGIN, cols.standings_width());
    let head = SMALL.centre(y, HEAD_ROW);
    svg.text(x + BAR + PAD, head, w.place, SMALL, Anchor::Start);
    let mut cx = x + cols.place;
    svg.text(cx + PAD, head, w.player, SMALL, Anchor::Start);
    cx += cols.name;
    svg.text(cx + cols.score - PAD, head, w.score, SMALL, Anchor::End);
    cx += cols.score;
    svg.text(cx + cols.record - PAD, head, w.wdl, SMALL, Anchor::End);
    cx += cols.record;
    svg.text(cx + cols.rule / 2.0, head, w.rule, SMALL, Anchor::Middle);
    cx += cols.rule;
    svg.text(cx + PAD, head, w.why, SMALL, Anchor::Start);
    let mut ry = y + HEAD_ROW;
    svg.line(x, ry, x + width, ry, INK, 1.0);
    for row in &sheet.standings {
        let why = wrap(&row.why, cols.why - 2.0 * PAD, WHY.size, WHY.bold);
        let height = (why.len() as f64 * WHY_LINE + 12.0).max(ROW);
        group_bar(svg, row.group, ry, height);
        // The first line of every column sits where a one-line row's would.
        let base = BODY.centre(ry, ROW);
        let place_x = x + BAR + PAD;
        svg.text(place_x, base, &row.place, STRONG, Anchor::Start);
        if let Some(status) = row.status {
            let status_x = place_x + STRONG.width(&row.place) + 6.0;
            svg.text(
                status_x,
                base,
                status,
                Font {
                    fill: SEAT,
                    ..SMALL
                },
                Anchor::Start,
            );
        }
        let mut cx = x + cols.place;
        svg.text_fit(cx + PAD, base, &row.name, cols.name - 2.0 * PAD, BODY);
        cx += cols.name;
        svg.text(cx + cols.score - PAD, base, &row.score, STRONG, Anchor::End);
        cx += cols.score;
        svg.text(cx + cols.record - PAD, base, &row.record, BODY, Anchor::End);
        cx += cols.record;
        badge(
            svg,
            cx + cols.rule / 2.0,
            ry + ROW / 2.0,
            &row.label,
            row.kind,
        );
        cx += cols.rule;
        for (k, line) in why.iter().enumerate() {
            let line_y = WHY.centre(ry + 6.0 + WHY_LINE * k as f64, WHY_LINE);
            svg.text(cx + PAD, line_y, line, WHY, Anchor::Start);
        }
        ry += height;
        svg.line(x, ry, x + width, ry, LINE, 1.0);
        if let (true, Some(label)) = (row.seat_line_after, &sheet.seat_line) {
            let mid = ry + 11.0;
            svg.line(x, mid, x + width, mid, SEAT, 2.0);
            svg.rect(
                x + 16.0,
                mid - 9.0,
                SMALL.width(label) + 12.0,
                18.0,
                "#ffffff",
            );
            let font = Font {
                fill: SEAT,
                ..SMALL
            };
            svg.text(
                x + 22.0,
                SMALL.centre(mid - 9.0, 18.0),
                label,
                font,
                Anchor::Start,
            );
            ry += 22.0;
        }
    }
    ry
}

/// The rule's label in a rounded badge centred on (`cx`, `cy`): outlined for a criterion, red
/// when the rules cannot decide, filled for a playoff (as on the page).
fn badge(svg: &mut Svg, cx: f64, cy: f64, label: &str, kind: Kind) {
    let w = SMALL.width(label) + 16.0;
    let (fill, stroke, ink) = match kind {
        Kind::Criterion => ("#ffffff", ACCENT, ACCENT),
        Kind::Undecided => ("#ffffff", SEAT, SEAT),
        Kind::Playoff => (ACCENT, ACCENT, "#ffffff"),
    };
    let _ = writeln!(
        svg.body,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"20\" rx=\"10\" fill=\"{fill}\" stroke=\"{stroke}\"/>",
        num(cx - w / 2.0),
        num(cy - 10.0),
        num(w),
    );
    let font = Font { fill: ink, ..SMALL };
    svg.text(
        cx,
        SMALL.centre(cy - 10.0, 20.0),
        label,
        font,
        Anchor::Middle,
    );
}

/// Where a text's `x` is: its start, middle or end.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    /// The `text-anchor` attribute, with its leading space (none for the default, start).
    fn attribute(self) -> &'static str {
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
struct Svg {
    body: String,
}

impl Svg {
    fn text(&mut self, x: f64, y: f64, s: &str, font: Font, anchor: Anchor) {
        if !s.is_empty() {
            self.text_element(x, y, font, anchor, "", s);
        }
    }

    /// Texts in one font, as a group that gives the font once (empty texts left out).
    fn texts(&mut self, texts: &[(f64, f64, &str)], font: Font, anchor: Anchor) {
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
    fn text_fit(&mut self, x: f64, y: f64, s: &str, max: f64, font: Font) {
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

    fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str) {
        let _ = writeln!(
            self.body,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"/>",
            num(x),
            num(y),
            num(w),
            num(h)
        );
    }

    fn line(&mut self, x1: f64, y1: f64, x2: f64, y2: f64, stroke: &str, width: f64) {
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

    fn circle(&mut self, cx: f64, cy: f64, r: f64, fill: &str) {
        let _ = writeln!(
            self.body,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\"/>",
            num(cx),
            num(cy),
            num(r)
        );
    }
}

/// A coordinate with at most one decimal (`12`, `12.5`).
fn num(x: f64) -> String {
    let r = (x * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
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
    if text::char_width(c) == 2 {
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
        let may_break = c == ' ' || c == ',' || text::char_width(c) == 2;
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
