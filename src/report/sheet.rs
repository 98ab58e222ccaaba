//! What the exports show, in one language: the title and rules, the crosstable (a mark per
//! meeting), the standings (place, shared or awaiting a playoff, the rule that decided it and why,
//! the seat line, the tied groups), the required playoffs, the cycles and the recorded playoffs
//! set aside. Built once from the ranking, so that the SVG image ([`super::svg`]) and the HTML
//! table ([`super::html`]) show the same thing; every word comes from [`super::text`].

use crate::engine::{Crosstable, DecisionKind, PlaceStatus, Ranking, RuleChain, Side, Standing};

use super::text::{self, Lang, Words};

/// A league as the exports show it. See the module documentation.
pub(crate) struct Sheet {
    pub title: Option<String>,
    /// `Rules: fukui (PTS, DE, PREV) · seats: 5`.
    pub rules: String,
    pub words: &'static Words,
    /// The crosstable's rows, in the league's player order (row `k` is player number `k + 1`).
    pub crosstable: Vec<CrossRow>,
    /// The standings, in place order.
    pub standings: Vec<StandingRow>,
    /// The seat line's label (`seat line (5)`), when it falls between two players.
    pub seat_line: Option<String>,
    /// `Standings`, or `Standings (so far: 2 of 45 games played)` while games are pending.
    pub standings_heading: String,
    /// `Cycles (A → B: A beat B)`.
    pub cycles_heading: String,
    pub playoffs: Vec<String>,
    pub cycles: Vec<String>,
    pub set_aside: Vec<String>,
}

/// One player's row of the crosstable.
pub(crate) struct CrossRow {
    pub name: String,
    /// One cell per opponent, in player order; `None` on the diagonal. A cell holds one mark
    /// per meeting (`〇●`), `・` for a meeting still to be played among played ones; it is empty
    /// when no meeting of the pair has been played.
    pub cells: Vec<Option<String>>,
    pub score: String,
    /// `W-D-L`.
    pub record: String,
    /// The tied group the player belongs to (its index among [`Ranking::tied_groups`]).
    pub group: Option<usize>,
}

/// One line of the standings.
pub(crate) struct StandingRow {
    /// `4`, or `4-6` when shared or awaiting a playoff.
    pub place: String,
    /// `shared place` or `playoff`, when the place is not final.
    pub status: Option<&'static str>,
    pub name: String,
    pub score: String,
    pub record: String,
    /// The rule's label (`3A`, `SB`, `TIE`, `PO`).
    pub label: String,
    pub kind: Kind,
    /// Why the player has this place, in words ([`text::explain`]).
    pub why: String,
    pub group: Option<usize>,
    /// The seat line falls right after this row.
    pub seat_line_after: bool,
}

/// What decided a place, for the badge's look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Criterion,
    Undecided,
    Playoff,
}

impl Sheet {
    pub fn new(
        lang: Lang,
        table: &Crosstable,
        chain: &RuleChain,
        seats: Option<u32>,
        title: Option<&str>,
        ranking: &Ranking,
    ) -> Sheet {
        let w = text::words(lang);
        let n = table.len();
        let mut group = vec![None; n];
        for (k, &b) in ranking.tied_groups().iter().enumerate() {
            for &p in &ranking.blocks[b].players {
                group[p] = Some(k);
            }
        }
        let mut standing_of: Vec<Option<&Standing>> = vec![None; n];
        for s in &ranking.standings {
            standing_of[s.player] = Some(s);
        }
        let record = |s: Option<&Standing>| {
            s.map(|s| {
                let r = &s.record;
                format!("{}-{}-{}", r.wins, r.draws, r.losses)
            })
            .unwrap_or_default()
        };
        let everyone: Vec<usize> = (0..n).collect();
        let sides = text::sides_among(table, &everyone);
        let crosstable = (0..n)
            .map(|i| CrossRow {
                name: table.player(i).name.clone(),
                cells: (0..n)
                    .map(|j| (i != j).then(|| cell(&sides[i * n + j])))
                    .collect(),
                score: standing_of[i].map_or(String::new(), |s| s.score.to_string()),
                record: record(standing_of[i]),
                group: group[i],
            })
            .collect();
        // The seat line goes after the `seats`-th row, through a tied group if one straddles
        // it (the group's playoff or shared place says so), when it falls inside the table.
        let line_after = seats
            .map(|s| s as usize)
            .filter(|&s| s > 0 && s < ranking.standings.len());
        let standings = ranking
            .standings
            .iter()
            .enumerate()
            .map(|(k, s)| StandingRow {
                place: text::place_text(s),
                status: match s.status {
                    PlaceStatus::Shared => Some(w.shared),
                    PlaceStatus::Playoff
                        if ranking.playoff_of(s.player).is_some_and(|p| p.breakable) =>
                    {
                        Some(w.playoff_possible)
                    }
                    PlaceStatus::Playoff => Some(w.playoff),
                    PlaceStatus::Decided | PlaceStatus::DecidedByPlayoff => None,
                },
                name: table.player(s.player).name.clone(),
                score: s.score.to_string(),
                record: record(Some(s)),
                label: s.decided_by.label.clone(),
                kind: match s.decided_by.kind {
                    DecisionKind::Criterion { .. } => Kind::Criterion,
                    DecisionKind::Undecided => Kind::Undecided,
                    DecisionKind::Playoff { .. } => Kind::Playoff,
                },
                why: text::explain(lang, table, chain, ranking, s),
                group: group[s.player],
                seat_line_after: line_after == Some(k + 1),
            })
            .collect();
        Sheet {
            title: title
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_string),
            rules: text::rules_line(lang, chain, seats),
            words: w,
            crosstable,
            standings,
            seat_line: line_after.map(|s| format!("{} ({s})", w.seat_line)),
            standings_heading: match text::so_far_short(lang, table) {
                Some(so_far) if lang == Lang::Ja => format!("{}（{so_far}）", w.standings),
                Some(so_far) => format!("{} ({so_far})", w.standings),
                None => w.standings.to_string(),
            },
            cycles_heading: format!("{} ({})", w.cycles, w.beat),
            playoffs: ranking
                .playoffs
                .iter()
                .map(|p| text::playoff_line(lang, table, p))
                .collect(),
            cycles: ranking
                .cycles
                .iter()
                .map(|c| text::cycle_line(table, c))
                .collect(),
            set_aside: ranking
                .set_aside
                .iter()
                .map(|s| text::set_aside_line(lang, table, s))
                .collect(),
        }
    }
}

/// The marks of a player's meetings with another ([`text::mark`]); empty when none has been
/// played.
fn cell(sides: &[Side]) -> String {
    if sides.iter().all(|&s| s == Side::Pending) {
        String::new()
    } else {
        sides.iter().map(|&s| text::mark(s)).collect()
    }
}
