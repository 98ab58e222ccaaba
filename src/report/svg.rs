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

use crate::engine::{Crosstable, Ranking, RuleChain};

use super::drawing::{
    ACCENT, Anchor, BAR, BODY, Font, GROUP_COLOURS, HEAD_ROW, INK, LINE, MARGIN, MAX_NAME,
    MAX_TITLE, MIN_WIDTH, MUTED, PAD, ROW, SEAT, SELF_CELL, SMALL, STRONG, Svg, TITLE, wrap,
};
use super::sheet::{Kind, Sheet};
use super::text::Lang;

/// A meeting's marks in the crosstable.
const MARK: Font = Font {
    size: 16.0,
    bold: false,
    fill: INK,
};
/// The explanation of a place.
const WHY: Font = Font {
    size: 13.0,
    bold: false,
    fill: MUTED,
};
const WHY_LINE: f64 = 18.0;
/// The narrowest the "why" column gets.
const MIN_WHY: f64 = 300.0;

/// The SVG document for a ranking (the same input as [`super::text::render`]).
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
    let mut y = svg.head(sheet.title.as_deref(), &sheet.rules, width);
    y += 18.0;
    y = svg.heading(y, w.crosstable);
    y = crosstable(&mut svg, sheet, &cols, y);
    y += 22.0;
    y = svg.heading(y, &sheet.standings_heading);
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
        y = svg.heading(y, title);
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
    let label = sheet.title.as_deref().unwrap_or(w.crosstable);
    svg.document(width, y, label)
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
    let colours = match kind {
        Kind::Criterion => ("#ffffff", ACCENT, ACCENT),
        Kind::Undecided => ("#ffffff", SEAT, SEAT),
        Kind::Playoff => (ACCENT, ACCENT, "#ffffff"),
    };
    svg.badge(cx, cy, label, colours);
}
