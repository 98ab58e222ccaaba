//! What a Swiss event's exports show, in one language: the title, the rules line, the standings
//! (place, a range when shared; name; the score; a value per criterion of the list; which
//! criterion separated the row from the one above, with the two values compared) and the legend
//! of the codes. Built once from the [`Standings`], so that the SVG image
//! ([`super::swiss_svg`]) and the HTML table ([`super::swiss_html`]) show the same thing; every
//! word comes from [`super::swiss`], as the text table's do.
//!
//! The score is the list's first column when the list starts with one (`PTS`, `MP`, `NBW`,
//! `MMS`: every preset does); a list that starts with anything else gets a score column of its
//! own, the event's points.

use crate::engine::swiss::{Base, Event, Standings};

use super::swiss::{
    Words, code_name, edition_name, place_text, rules_line, text_value, uses_edition, words,
};
use super::text::Lang;

/// A Swiss event's standings as the exports show them. See the module documentation.
pub(crate) struct SwissSheet {
    pub title: Option<String>,
    /// `Rules: fide-swiss (PTS, BH-C1, …) / Unplayed rounds: fide2024 / 5 rounds`.
    pub rules: String,
    pub words: &'static Words,
    /// Whether the rows carry a score column before the criteria (the list does not start
    /// with a score).
    pub score_column: bool,
    /// The list's codes, as written (`BH-C1`): the criteria's column headers.
    pub codes: Vec<String>,
    /// Each code in words ([`code_name`]), with the note of a criterion among the tied: the
    /// legend, and the headers' tooltips.
    pub code_names: Vec<String>,
    pub rows: Vec<SwissRow>,
    /// How the unplayed rounds count, when a criterion of the list depends on it
    /// (`Unplayed rounds: FIDE 2024: …`).
    pub edition: Option<String>,
}

/// One row of the standings.
pub(crate) struct SwissRow {
    /// `4`, or `4-6` when shared.
    pub place: String,
    /// The shared place the row belongs to, counted from the top (for its colour).
    pub group: Option<usize>,
    pub name: String,
    /// The event's points, when [`SwissSheet::score_column`].
    pub score: Option<String>,
    /// One per code: the value, blank where there is none; a criterion among the tied has a
    /// value only in the row it separated (the value compared).
    pub values: Vec<String>,
    pub decided: Decided,
}

/// What the "decided by" column says.
pub(crate) enum Decided {
    /// The first row.
    Nothing,
    /// Tied with the row above: the place is shared.
    Tied,
    /// Separated from the row above by the code at `step`, `above` against `this`.
    By {
        step: usize,
        code: String,
        above: String,
        this: String,
    },
}

impl Decided {
    /// The criterion that separated the row, if one did.
    pub fn step(&self) -> Option<usize> {
        match self {
            Decided::By { step, .. } => Some(*step),
            _ => None,
        }
    }

    /// `13 > 12.5`: the values compared.
    pub fn comparison(&self) -> Option<String> {
        match self {
            Decided::By { above, this, .. } => Some(format!("{above} > {this}")),
            _ => None,
        }
    }
}

/// Whether a criterion is the event's score (the points, the match points, Go's wins or McMahon
/// score), which then stands as the score column.
fn is_score(base: Base) -> bool {
    matches!(
        base,
        Base::Points | Base::MatchPoints | Base::Nbw | Base::Mms
    )
}

impl SwissSheet {
    /// The sheet of `st` (the standings of `event` under `rules`), the players named by `names`.
    pub fn new(
        lang: Lang,
        names: &[String],
        event: &Event,
        rules: &str,
        title: Option<&str>,
        st: &Standings,
    ) -> SwissSheet {
        let w = words(lang);
        let codes: Vec<String> = st.codes.iter().map(|c| c.text()).collect();
        let code_names = st
            .codes
            .iter()
            .map(|&c| {
                let mut name = code_name(lang, c);
                if c.base.among_tied() {
                    name.push_str(w.among_tied);
                }
                name
            })
            .collect();
        let score_column = st.codes.first().is_none_or(|c| !is_score(c.base));
        let mut groups = 0;
        let rows = st
            .rows
            .iter()
            .enumerate()
            .map(|(k, row)| {
                let shared = row.place_to > row.place;
                // A shared place's rows are one group; a new one starts at its first row.
                if shared && (k == 0 || st.rows[k - 1].place != row.place) {
                    groups += 1;
                }
                let values = row
                    .values
                    .iter()
                    .enumerate()
                    .map(|(k, v)| match (v, row.separation) {
                        (Some(v), _) => text_value(*v),
                        (None, Some(s)) if s.step == k => text_value(s.this),
                        (None, _) => String::new(),
                    })
                    .collect();
                let decided = match row.separation {
                    Some(s) => Decided::By {
                        step: s.step,
                        code: codes[s.step].clone(),
                        above: text_value(s.above),
                        this: text_value(s.this),
                    },
                    None if shared => Decided::Tied,
                    None => Decided::Nothing,
                };
                SwissRow {
                    place: place_text(row),
                    group: shared.then(|| groups - 1),
                    name: names[row.player].clone(),
                    score: score_column.then(|| event.score(row.player).to_string()),
                    values,
                    decided,
                }
            })
            .collect();
        SwissSheet {
            title: title
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_string),
            rules: rules_line(lang, rules, st, event.rounds()),
            words: w,
            score_column,
            codes,
            code_names,
            rows,
            edition: uses_edition(st)
                .then(|| format!("{}: {}", w.edition, edition_name(lang, st.edition))),
        }
    }
}
