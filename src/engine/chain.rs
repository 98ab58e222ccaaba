//! Rule chains: the data that says how a league is ranked.
//!
//! A [`RuleChain`] is an ordered list of [`Criterion`]s plus three policies:
//!
//! - [`Reapply`]: what happens to the parts of a tied block after a criterion splits it. Under
//!   [`Reapply::Restart`] (the Fukui rules) every part of two or more players starts again at the
//!   first tie-break with only its own members, so a mini-league is rebuilt for each smaller group.
//!   Under [`Reapply::Continue`] (FIDE and RIF style) a part goes on to the next criterion, except
//!   that a criterion *among the tied* (`DE`) is first re-applied to every still-tied part it made.
//! - [`PlayoffPolicy`]: what happens to players the whole chain cannot separate: a shared place, a
//!   playoff when the title or the seat line is at stake, or the Japanese professional leagues'
//!   playoff between the two most senior players tied for first.
//! - [`LabelScheme`]: how decisions are named: criterion codes (`SB`, `DE`) or the labels of the
//!   Fukui paper (`1A`, `2A`, `3A`, `4A`, `4B`, `4C`, `5A`, `5B`, `5C`) that users quote.
//!
//! The presets are constructors on [`RuleChain`]; `docs/rules/` gives each one's exact definition
//! and its source. [`RuleChain::parse`] reads a preset id or a list of codes such as `PTS,SB,DE,WIN`.

use serde::{Deserialize, Serialize};

use crate::engine::criteria::Criterion;
use crate::error::{Error, ErrorKind};

/// See the module documentation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleChain {
    /// The preset id (`fukui`), or the codes of a custom chain (`PTS,SB,DE,WIN`).
    pub id: String,
    /// `criteria[0]` orders the whole league; the rest break ties, in order.
    pub criteria: Vec<Criterion>,
    pub reapply: Reapply,
    pub playoff: PlayoffPolicy,
    pub labels: LabelScheme,
}

/// What the parts of a split block do next. See the module documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reapply {
    /// Every part of two or more starts again at `criteria[1]` with only its own members.
    Restart,
    /// Every part goes on with the next criterion; a criterion among the tied is re-applied to the
    /// parts it made first.
    Continue,
}

/// What happens to players the chain leaves tied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayoffPolicy {
    /// They share their places.
    Share,
    /// A playoff among them when place 1 or the seat line (between places `seats` and
    /// `seats + 1`) lies inside their places; otherwise they share (Fukui rules 6-9, RIF).
    WhenAtStake,
    /// When two or more players share the most points, the two of them that the tie-breaks put
    /// first (the two most senior) play off for place 1 and the others keep their order; every
    /// other undecided group shares (Japanese professional leagues).
    TopTwoOfTitleTie,
}

/// How decisions, blocks and steps are labelled. See [`LabelScheme::decision`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LabelScheme {
    /// Criterion codes: `PTS`, `SB`, `DE`; `PTS=` for a block tied on points.
    Codes,
    /// The Fukui paper's step labels.
    Fukui,
}

/// The preset ids [`RuleChain::preset`] knows.
pub const PRESETS: [&str; 3] = ["fukui", "jp-pro-league", "rif-round-robin"];

impl RuleChain {
    /// The Fukui league rules (1)-(9): wins, then the mini-league of the tied players re-applied
    /// to every smaller group, then previous-term rank; a playoff when the title or a seat is at
    /// stake.
    pub fn fukui() -> RuleChain {
        RuleChain {
            id: "fukui".into(),
            criteria: vec![
                Criterion::Points,
                Criterion::DirectEncounter,
                Criterion::PreviousRank,
            ],
            reapply: Reapply::Restart,
            playoff: PlayoffPolicy::WhenAtStake,
            labels: LabelScheme::Fukui,
        }
    }

    /// Japanese professional title leagues: wins, then seniority (previous rank), then
    /// head-to-head among players of equal seniority; a tie for first goes to a playoff between
    /// the two most senior.
    pub fn jp_pro_league() -> RuleChain {
        RuleChain {
            id: "jp-pro-league".into(),
            criteria: vec![
                Criterion::Points,
                Criterion::PreviousRank,
                Criterion::DirectEncounter,
            ],
            reapply: Reapply::Continue,
            playoff: PlayoffPolicy::TopTwoOfTitleTie,
            labels: LabelScheme::Codes,
        }
    }

    /// Renju International Federation, round robin: points, Sonneborn-Berger, results between
    /// the tied players, number of wins; then a shared place, or a playoff where a decision is
    /// required (the title or the seat line).
    pub fn rif_round_robin() -> RuleChain {
        RuleChain {
            id: "rif-round-robin".into(),
            criteria: vec![
                Criterion::Points,
                Criterion::SonnebornBerger,
                Criterion::DirectEncounter,
                Criterion::Wins,
            ],
            reapply: Reapply::Continue,
            playoff: PlayoffPolicy::WhenAtStake,
            labels: LabelScheme::Codes,
        }
    }

    /// A custom chain of criteria: FIDE-style continuation, `DE` re-applied to every still-tied
    /// subset, and shared places for whatever remains tied.
    pub fn custom(criteria: Vec<Criterion>) -> Result<RuleChain, Error> {
        if criteria.is_empty() {
            return Err(ErrorKind::EmptyChain.into());
        }
        let codes: Vec<&str> = criteria.iter().map(|c| c.code()).collect();
        Ok(RuleChain {
            id: codes.join(","),
            criteria,
            reapply: Reapply::Continue,
            playoff: PlayoffPolicy::Share,
            labels: LabelScheme::Codes,
        })
    }

    /// A preset by id.
    pub fn preset(id: &str) -> Option<RuleChain> {
        match id.trim() {
            "fukui" => Some(RuleChain::fukui()),
            "jp-pro-league" => Some(RuleChain::jp_pro_league()),
            "rif-round-robin" => Some(RuleChain::rif_round_robin()),
            _ => None,
        }
    }

    /// Reads a preset id or a comma-separated list of criterion codes (`PTS,SB,DE,WIN`).
    pub fn parse(spec: &str) -> Result<RuleChain, Error> {
        if let Some(chain) = RuleChain::preset(spec) {
            return Ok(chain);
        }
        let spec = spec.trim();
        if spec.is_empty() {
            return Err(ErrorKind::EmptyChain.into());
        }
        if !spec.contains(',') && Criterion::from_code(spec).is_none() {
            return Err(ErrorKind::UnknownRules {
                found: spec.to_string(),
            }
            .into());
        }
        let mut criteria = Vec::new();
        for code in spec.split(',') {
            match Criterion::from_code(code) {
                Some(c) => criteria.push(c),
                None => {
                    return Err(ErrorKind::UnknownCriterion {
                        code: code.trim().to_string(),
                    }
                    .into());
                }
            }
        }
        RuleChain::custom(criteria)
    }
}

/// The size class of a group, for labels that differ between two players and three or more.
fn pair(size: usize) -> bool {
    size <= 2
}

impl LabelScheme {
    /// The label of a place decided by `criterion` in a block of `size` players that was formed
    /// because its players tied on `formed_by` (`None`: the whole league).
    ///
    /// Fukui: `1A` points; head-to-head of two is `2A` in a block tied on wins, `4A` in a part of a
    /// mini-league, `5B` in a part of equal previous rank; a mini-league of three or more is `3A`;
    /// previous rank is `5A`.
    pub fn decision(
        self,
        criterion: Criterion,
        formed_by: Option<Criterion>,
        size: usize,
    ) -> String {
        match self {
            LabelScheme::Codes => criterion.code().to_string(),
            LabelScheme::Fukui => match criterion {
                Criterion::DirectEncounter if pair(size) => match formed_by {
                    Some(Criterion::DirectEncounter) => "4A",
                    Some(Criterion::PreviousRank) => "5B",
                    _ => "2A",
                }
                .to_string(),
                Criterion::DirectEncounter => "3A".to_string(),
                Criterion::PreviousRank => "5A".to_string(),
                Criterion::Points | Criterion::Wins => "1A".to_string(),
                other => other.code().to_string(),
            },
        }
    }

    /// The label of a block of `size` players left tied by `criterion`: Fukui `1B` (same wins),
    /// `3B` (same mini-league score), `4B` (three or more of equal previous rank, back to a
    /// mini-league of their own); `None` where the paper has no label (two of equal previous rank
    /// go straight to 5B). Codes: `PTS=`.
    pub fn block(self, criterion: Criterion, size: usize) -> Option<String> {
        match self {
            LabelScheme::Codes => Some(format!("{}=", criterion.code())),
            LabelScheme::Fukui => match criterion {
                Criterion::Points | Criterion::Wins => Some("1B".into()),
                Criterion::DirectEncounter => Some("3B".into()),
                Criterion::PreviousRank if !pair(size) => Some("4B".into()),
                Criterion::PreviousRank => None,
                other => Some(format!("{}=", other.code())),
            },
        }
    }

    /// The label of a step where `criterion` separated nobody in a block of `size`: Fukui `4C`
    /// for a mini-league (going round (3)-(4) decides nothing), `5C` for previous rank.
    pub fn no_split(self, criterion: Criterion, size: usize) -> String {
        let _ = size;
        match self {
            LabelScheme::Codes => format!("{}=", criterion.code()),
            LabelScheme::Fukui => match criterion {
                Criterion::DirectEncounter => "4C".into(),
                Criterion::PreviousRank => "5C".into(),
                Criterion::Points | Criterion::Wins => "1B".into(),
                other => format!("{}=", other.code()),
            },
        }
    }

    /// The label of players the chain leaves tied: Fukui `5C` (the rules cannot decide).
    pub fn undecided(self) -> String {
        match self {
            LabelScheme::Codes => "TIE".into(),
            LabelScheme::Fukui => "5C".into(),
        }
    }

    /// The label of a place decided by a recorded playoff: Fukui `6`.
    pub fn playoff(self) -> String {
        match self {
            LabelScheme::Codes => "PO".into(),
            LabelScheme::Fukui => "6".into(),
        }
    }
}
