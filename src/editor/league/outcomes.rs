//! What-if on the league page, the league's side of it: the league as the what-if engine sees it
//! ([`Input`], the one definition of a pending game the CLI shares: every meeting the schedule
//! (`cycles`) calls for that has no result, whether the document records it as a `pending`
//! game or not at all), the settings the user chooses, the plan said before a run, the exports
//! the worker draws, and the cells a chosen outcome fills (for a hypothetical shown over the
//! table, and [`super::Action::SetResults`] when it is confirmed).

use serde::{Deserialize, Serialize};

use crate::document::league::{CellResult, League};
use crate::engine::league::whatif::cover::Term;
use crate::engine::league::whatif::{self, Options, PendingGame, Result3, WhatIf};
use crate::engine::{Crosstable, RuleChain, Side};

/// The league as what-if analyses it.
#[derive(Clone, Debug, PartialEq)]
pub struct Input {
    /// The document's crosstable, a pending game for every meeting without a result.
    pub table: Crosstable,
    pub chain: RuleChain,
    pub seats: Option<u32>,
    /// The pending games, in the order the engine numbers them.
    pub pending: Vec<PendingGame>,
}

/// The what-if input of `doc` (see the module documentation), or why it cannot be ranked.
pub fn input(doc: &League) -> Result<Input, crate::Error> {
    let chain = doc.chain()?.unwrap_or_else(RuleChain::fukui);
    let base = doc.input()?;
    let pending = whatif::pending_games(&base.table);
    Ok(Input {
        table: base.table,
        chain,
        seats: base.options.seats,
        pending,
    })
}

/// The engine's options for a request on `input`.
pub fn options(input: &Input, settings: &Settings) -> Options {
    Options {
        seats: input.seats,
        draws: settings.draws,
        precision: Some(settings.precision),
        search_budget: settings.search_budget,
        ..Options::default()
    }
}

/// What the user chooses for a run: draws, the precision of sampled probabilities and the
/// best/worst search's budget. The page offers [`PRECISIONS`] and [`SEARCH_BUDGETS`]; the
/// defaults are the engine's ([`Options::default`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// Each pending game can also be drawn.
    #[serde(default)]
    pub draws: bool,
    /// The half-width of every sampled probability's 95 % interval, as a fraction.
    #[serde(default = "default_precision")]
    pub precision: f64,
    /// The best/worst search's nodes for the whole run.
    #[serde(default = "default_search_budget")]
    pub search_budget: u64,
}

fn default_precision() -> f64 {
    Options::default().precision.unwrap_or(0.005)
}

fn default_search_budget() -> u64 {
    Options::default().search_budget
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            draws: false,
            precision: default_precision(),
            search_budget: default_search_budget(),
        }
    }
}

/// The precisions the page offers (fractions: ±0.1 to ±2 percentage points).
pub const PRECISIONS: [f64; 5] = [0.001, 0.0025, 0.005, 0.01, 0.02];

/// The search budgets the page offers (nodes for the whole run).
pub const SEARCH_BUDGETS: [u64; 4] = [1_000_000, 8_000_000, 64_000_000, 512_000_000];

/// How a run will go, said before it starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    pub pending: usize,
    /// `results^pending` (2 or 3 results per game), as a float: it can be astronomically large,
    /// past what a float holds (infinite from 2^1024: 1,035 games of a 46-player league).
    pub outcomes: f64,
    /// `log10(outcomes)`, finite however many games are pending: what says how many.
    pub outcomes_log10: f64,
    /// Every outcome is ranked; otherwise `samples` are drawn.
    pub exact: bool,
    pub samples: u64,
    /// Sampling stops once every probability is within this ([`Options::precision`]).
    pub precision: Option<f64>,
    /// The rounds the pending games are in, lowest first, when every one has a round (a
    /// scheduled league): "the last round" said by number.
    pub rounds: Option<(u32, u32)>,
}

pub fn plan(input: &Input, options: &Options) -> Plan {
    let base: u64 = if options.draws { 3 } else { 2 };
    let m = input.pending.len();
    let exact = u32::try_from(m)
        .ok()
        .and_then(|m| base.checked_pow(m))
        .is_some_and(|o| o <= options.exact_limit);
    Plan {
        pending: m,
        outcomes: (base as f64).powi(m.min(i32::MAX as usize) as i32),
        outcomes_log10: m as f64 * (base as f64).log10(),
        exact,
        samples: options.samples,
        precision: options.precision,
        rounds: input
            .pending
            .iter()
            .map(|g| g.round)
            .collect::<Option<Vec<u32>>>()
            .and_then(|r| Some((*r.iter().min()?, *r.iter().max()?))),
    }
}

/// The cell (row player's side) that gives `game` the result `r`.
pub fn cell(game: &PendingGame, r: Result3) -> CellResult {
    CellResult {
        row: game.a,
        col: game.b,
        meeting: game.meeting,
        side: match r {
            Result3::A => Side::Win,
            Result3::Draw => Side::Draw,
            Result3::B => Side::Loss,
        },
    }
}

/// The cells that fill every pending game with `outcome` (one result per pending game).
pub fn outcome_cells(pending: &[PendingGame], outcome: &[Result3]) -> Vec<CellResult> {
    pending
        .iter()
        .zip(outcome)
        .map(|(g, &r)| cell(g, r))
        .collect()
}

/// The cells of one case of a condition: the games of `term` as it says, every other pending
/// game as in `rest` (any completion will do: the target holds whatever they give).
pub fn term_cells(what: &WhatIf, term: &Term, rest: &[Result3]) -> Vec<CellResult> {
    let mut outcome = rest.to_vec();
    outcome.resize(what.pending.len(), Result3::A);
    for &(g, v) in term {
        if let (Some(slot), Some(&r)) = (outcome.get_mut(g), what.results.get(v as usize)) {
            *slot = r;
        }
    }
    outcome_cells(&what.pending, &outcome)
}
