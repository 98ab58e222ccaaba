//! A Swiss event's standings as one SVG image, drawn from the data ([`super::swiss_sheet`]):
//! the title and rules line; a row per player with the place (a range when shared, with the
//! shared place's colour bar), the name, the score, a value per criterion of the list, and the
//! criterion that separated the row from the one above (its cell tinted and bold, and a badge
//! with the two values compared); then the legend of the codes.
//!
//! The image stands alone and is drawn as the league's ([`super::svg`]) with the same pieces
//! ([`super::drawing`]): estimated text widths, names too long for their column shortened with
//! `…` (the whole name in the text's `<title>`), the legend wrapped. It grows downwards with the
//! players, one row each, so a 500-player event is one tall image; every row costs the same.

use crate::engine::swiss::{Event, Standings};

use super::drawing::{
    ACCENT, Anchor, BAR, BODY, Font, GROUP_COLOURS, HEAD_ROW, HIGHLIGHT, INK, LINE, MARGIN,
    MAX_NAME, MAX_TITLE, MIN_WIDTH, MUTED, PAD, ROW, SEAT, SMALL, STRONG, Svg, TITLE, wrap,
};
use super::swiss_sheet::{Decided, SwissSheet};
use super::text::Lang;

/// The values compared, after the badge.
const COMPARED: Font = Font {
    size: 13.0,
    bold: false,
    fill: MUTED,
};
/// The value of the criterion that separated a row.
const DECIDING: Font = Font {
    fill: ACCENT,
    ..STRONG
};
const TIED: Font = Font {
    fill: SEAT,
    ..SMALL
};
/// The space between the badge and the values compared, and around a legend's code.
const GAP: f64 = 6.0;
const LEGEND_LINE: f64 = 20.0;

/// The SVG document for a Swiss event's standings: `st` ranks `event` under `rules` (as the
/// file or `--rules` names them), `names` are the players' (`Event::names`), `title` the
/// event's. The same input as [`super::swiss::text`] without its `explain`.
pub fn render(
    lang: Lang,
    names: &[String],
    event: &Event,
    rules: &str,
    title: Option<&str>,
    st: &Standings,
) -> String {
    draw(&SwissSheet::new(lang, names, event, rules, title, st))
}

/// The columns' widths: place, name, the score (zero when the list starts with it), one per
/// code, and what decided the place.
struct Columns {
    place: f64,
    name: f64,
    score: f64,
    codes: Vec<f64>,
    decided: f64,
}

impl Columns {
    /// Wide enough for every text (a name up to [`MAX_NAME`]); the "decided by" column takes
    /// what is left of the width, which is at least the title's (up to [`MAX_TITLE`]).
    fn measure(sheet: &SwissSheet) -> (Columns, f64) {
        let w = sheet.words;
        let rows = &sheet.rows;
        let widest = |texts: &mut dyn Iterator<Item = f64>| texts.fold(0.0, f64::max);
        let mut codes: Vec<f64> = sheet.codes.iter().map(|c| SMALL.width(c)).collect();
        for row in rows {
            for (k, v) in row.values.iter().enumerate() {
                // Measured bold: the first column is, and any cell may be the deciding one.
                codes[k] = codes[k].max(STRONG.width(v));
            }
        }
        let mut cols = Columns {
            place: (widest(&mut rows.iter().map(|r| STRONG.width(&r.place)))
                .max(SMALL.width(w.place))
                + 2.0 * PAD
                + BAR)
                .max(44.0),
            name: (widest(&mut rows.iter().map(|r| BODY.width(&r.name))).max(SMALL.width(w.name))
                + 2.0 * PAD)
                .clamp(72.0, MAX_NAME),
            score: if sheet.score_column {
                (widest(
                    &mut rows
                        .iter()
                        .filter_map(|r| r.score.as_deref())
                        .map(|s| STRONG.width(s)),
                )
                .max(SMALL.width(w.score))
                    + 2.0 * PAD)
                    .max(44.0)
            } else {
                0.0
            },
            codes: codes
                .into_iter()
                .map(|c| (c + 2.0 * PAD).max(40.0))
                .collect(),
            decided: (widest(&mut rows.iter().map(|r| decided_width(sheet, &r.decided)))
                .max(SMALL.width(w.decided))
                + 2.0 * PAD)
                .max(120.0),
        };
        let title = sheet
            .title
            .as_deref()
            .map_or(0.0, |t| TITLE.width(t).min(MAX_TITLE));
        let width = cols.width().max(MIN_WIDTH).max(title);
        cols.decided += width - cols.width();
        (cols, width)
    }

    fn width(&self) -> f64 {
        self.place + self.name + self.score + self.codes.iter().sum::<f64>() + self.decided
    }
}

/// The width of what the "decided by" column says for a row: the badge and the values compared,
/// or the word for a tie.
fn decided_width(sheet: &SwissSheet, decided: &Decided) -> f64 {
    match decided {
        Decided::Nothing => 0.0,
        Decided::Tied => TIED.width(sheet.words.tied),
        Decided::By { code, .. } => {
            badge_width(code) + GAP + COMPARED.width(&decided.comparison().unwrap_or_default())
        }
    }
}

/// The width of a code's badge ([`Svg::badge`]).
fn badge_width(code: &str) -> f64 {
    SMALL.width(code) + 16.0
}

fn draw(sheet: &SwissSheet) -> String {
    let w = sheet.words;
    let (cols, width) = Columns::measure(sheet);
    let mut svg = Svg::default();
    let mut y = svg.head(sheet.title.as_deref(), &sheet.rules, width);
    y += 18.0;
    y = standings(&mut svg, sheet, &cols, width, y);
    y += 22.0;
    y = svg.heading(y, w.legend);
    y = legend(&mut svg, sheet, width, y);
    let label = sheet.title.as_deref().unwrap_or(w.standings);
    svg.document(width, y, label)
}

/// The standings at `y`, `width` wide; returns the y below them.
fn standings(svg: &mut Svg, sheet: &SwissSheet, cols: &Columns, width: f64, y: f64) -> f64 {
    let w = sheet.words;
    let x = MARGIN;
    let head = SMALL.centre(y, HEAD_ROW);
    svg.text(x + BAR + PAD, head, w.place, SMALL, Anchor::Start);
    let mut cx = x + cols.place;
    svg.text(cx + PAD, head, w.name, SMALL, Anchor::Start);
    cx += cols.name;
    if sheet.score_column {
        svg.text(cx + cols.score - PAD, head, w.score, SMALL, Anchor::End);
        cx += cols.score;
    }
    for (code, cw) in sheet.codes.iter().zip(&cols.codes) {
        svg.text(cx + cw - PAD, head, code, SMALL, Anchor::End);
        cx += cw;
    }
    svg.text(cx + PAD, head, w.decided, SMALL, Anchor::Start);
    let mut ry = y + HEAD_ROW;
    svg.line(x, ry, x + width, ry, INK, 1.0);
    let first_is_score = !sheet.score_column;
    for row in &sheet.rows {
        if let Some(g) = row.group {
            svg.rect(x, ry, BAR, ROW, GROUP_COLOURS[g % GROUP_COLOURS.len()]);
        }
        let base = BODY.centre(ry, ROW);
        svg.text(x + BAR + PAD, base, &row.place, STRONG, Anchor::Start);
        let mut cx = x + cols.place;
        svg.text_fit(cx + PAD, base, &row.name, cols.name - 2.0 * PAD, BODY);
        cx += cols.name;
        if let Some(score) = &row.score {
            svg.text(cx + cols.score - PAD, base, score, STRONG, Anchor::End);
            cx += cols.score;
        }
        let step = row.decided.step();
        for (k, (v, cw)) in row.values.iter().zip(&cols.codes).enumerate() {
            let font = if step == Some(k) {
                svg.rect(cx + 1.0, ry + 1.0, cw - 2.0, ROW - 2.0, HIGHLIGHT);
                DECIDING
            } else if k == 0 && first_is_score {
                STRONG
            } else {
                BODY
            };
            svg.text(cx + cw - PAD, base, v, font, Anchor::End);
            cx += cw;
        }
        match &row.decided {
            Decided::Nothing => {}
            Decided::Tied => svg.text(cx + PAD, SMALL.centre(ry, ROW), w.tied, TIED, Anchor::Start),
            Decided::By { code, .. } => {
                let bw = badge_width(code);
                svg.badge(
                    cx + PAD + bw / 2.0,
                    ry + ROW / 2.0,
                    code,
                    ("#ffffff", ACCENT, ACCENT),
                );
                let compared = row.decided.comparison().unwrap_or_default();
                let cy = COMPARED.centre(ry, ROW);
                svg.text(cx + PAD + bw + GAP, cy, &compared, COMPARED, Anchor::Start);
            }
        }
        ry += ROW;
        svg.line(x, ry, x + width, ry, LINE, 1.0);
    }
    ry
}

/// The legend at `y`: each code, then what it means (wrapped beside it); then how unplayed
/// rounds count. Returns the y below it.
fn legend(svg: &mut Svg, sheet: &SwissSheet, width: f64, y: f64) -> f64 {
    let code_width = sheet
        .codes
        .iter()
        .map(|c| STRONG.width(c))
        .fold(0.0, f64::max);
    let text_x = MARGIN + code_width + 2.0 * GAP;
    let mut y = y;
    for (code, name) in sheet.codes.iter().zip(&sheet.code_names) {
        for (k, line) in wrap(name, width - (text_x - MARGIN), BODY.size, BODY.bold)
            .iter()
            .enumerate()
        {
            y += LEGEND_LINE;
            if k == 0 {
                svg.text(MARGIN, y - 5.0, code, STRONG, Anchor::Start);
            }
            svg.text(text_x, y - 5.0, line, BODY, Anchor::Start);
        }
    }
    if let Some(edition) = &sheet.edition {
        y += 6.0;
        for line in wrap(edition, width, COMPARED.size, COMPARED.bold) {
            y += LEGEND_LINE;
            svg.text(MARGIN, y - 5.0, &line, COMPARED, Anchor::Start);
        }
    }
    y
}
