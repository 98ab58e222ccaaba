//! Rule chains: the data that says how a league is ranked.
//!
//! A [`RuleChain`] is an ordered list of [`Criterion`]s, optionally a list for a tie for first
//! only ([`RuleChain::title`]: the FIDE Candidates 2016 decide only the title by DE, WIN, SB),
//! plus its policies:
//!
//! - [`Reapply`]: what happens to the parts of a tied block after a criterion splits it. Under
//!   [`Reapply::Restart`] (the Fukui rules) every part of two or more players starts again at the
//!   first tie-break with only its own members, so a mini-league is rebuilt for each smaller group.
//!   Under [`Reapply::Continue`] (FIDE and RIF style) a part goes on to the next criterion, except
//!   that a criterion *among the tied* (`DE`) is first re-applied to every still-tied part it made.
//! - [`PlayoffScope`]: which ties the whole chain cannot separate are played off (`none`, `title`,
//!   `seats`, `title,seats`, `all`) rather than shared; and [`PlayoffFormat`], how a playoff is
//!   played (`knockout`, `stepladder`, `round-robin`, `two-most-senior`), which says who plays
//!   and what a recorded result decides.
//! - [`LabelScheme`]: how decisions are named: criterion codes (`SB`, `DE`) or the labels of the
//!   Fukui paper (`1A`, `2A`, `3A`, `4A`, `4B`, `4C`, `5A`, `5B`, `5C`) that users quote.
//!
//! The presets are constructors on [`RuleChain`]; `docs/rules/` gives each one's exact definition
//! and its source, and `docs/rules/chains.md` the policies with the real events that use them. [`RuleChain::parse`] reads a preset id or a list of codes such as `PTS,SB,DE,WIN`.

use serde::{Deserialize, Serialize};

use crate::engine::league::criteria::Criterion;
use crate::error::{Error, ErrorKind};

/// See the module documentation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleChain {
    /// The preset id (`fukui`), or the codes of a custom chain (`PTS,SB,DE,WIN`), with the
    /// policies that differ from the preset's ([`RuleChain::describe`]).
    pub id: String,
    /// `criteria[0]` orders the whole league; the rest break ties, in order.
    pub criteria: Vec<Criterion>,
    /// Criteria for a tie for first only (the players level with the leader on `criteria[0]`),
    /// used there instead of `criteria[1..]`. `None`: a tie for first is broken like any other.
    /// `Some(vec![])`: no criterion decides the title; everyone tied for first plays it off (when
    /// the playoff policy covers the title), and the others of the tie keep the order
    /// `criteria[1..]` gives them.
    pub title: Option<Vec<Criterion>>,
    pub reapply: Reapply,
    /// Which undecided ties are played off rather than shared.
    pub playoff: PlayoffScope,
    /// How a playoff is played, which says who plays it and what a recorded result decides.
    pub format: PlayoffFormat,
    /// How `DE` treats games among the tied players still to play.
    pub encounter: Encounter,
    pub labels: LabelScheme,
}

/// How direct encounter (`DE`) reads a group whose games among themselves are not all played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Encounter {
    /// The games played so far (Fukui rule (3), the professional leagues, RIF as the spec's
    /// worked examples read them).
    PlayedSoFar,
    /// FIDE C.07 (2024) 6.3: a player is placed only if no result of the missing games could
    /// catch him ([`crate::engine::league::criteria::direct_encounter_with_missing`]).
    Fide,
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

/// Which ties the chain leaves undecided are played off; the others share their places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayoffScope {
    /// Every tie is shared.
    None,
    /// A tie that includes place 1.
    Title,
    /// A tie across the seat line (between places `seats` and `seats + 1`).
    Seats,
    /// Either (Fukui rule 8, RIF: "if a decision is required").
    TitleAndSeats,
    /// Every tie.
    All,
}

/// How a playoff is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayoffFormat {
    /// Knockout games among the tied players (Fukui rule 7); the recorded order is from the top.
    Knockout,
    /// A stepladder (パラマス式): the two lowest seeds play, the winner meets the next lowest, and
    /// so on up to the top seed; the last winner takes the place, recorded game by game.
    Stepladder,
    /// A round robin among the tied players; the recorded order is from the top.
    RoundRobin,
    /// The two of the tied players that the tie-breaks put first play one game (Japanese
    /// professional title leagues); the others keep their order.
    TwoMostSenior,
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

/// The preset ids [`RuleChain::preset`] knows, in the order the page lists them.
pub const PRESETS: [&str; 5] = [
    "fukui",
    "jp-pro-league",
    "shogi-junisen",
    "rif-round-robin",
    "fide-round-robin",
];

impl RuleChain {
    /// The Fukui league rules (1)-(9): wins, then the mini-league of the tied players re-applied
    /// to every smaller group, then previous-term rank; a knockout playoff when the title or a
    /// seat is at stake.
    pub fn fukui() -> RuleChain {
        RuleChain {
            id: "fukui".into(),
            criteria: vec![
                Criterion::Points,
                Criterion::DirectEncounter,
                Criterion::PreviousRank,
            ],
            title: None,
            reapply: Reapply::Restart,
            playoff: PlayoffScope::TitleAndSeats,
            format: PlayoffFormat::Knockout,
            encounter: Encounter::PlayedSoFar,
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
            title: Some(Vec::new()),
            reapply: Reapply::Continue,
            playoff: PlayoffScope::Title,
            format: PlayoffFormat::TwoMostSenior,
            encounter: Encounter::PlayedSoFar,
            labels: LabelScheme::Codes,
        }
    }

    /// Shogi 順位戦 (spec section 6): wins; every player tied for first plays a stepladder seeded
    /// by 順位 (this term's seniority list, the file's previous rank); every other tie, the
    /// relegation line included, by 順位 alone.
    pub fn shogi_junisen() -> RuleChain {
        RuleChain {
            id: "shogi-junisen".into(),
            criteria: vec![Criterion::Points, Criterion::PreviousRank],
            title: Some(Vec::new()),
            reapply: Reapply::Continue,
            playoff: PlayoffScope::Title,
            format: PlayoffFormat::Stepladder,
            encounter: Encounter::PlayedSoFar,
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
            title: None,
            reapply: Reapply::Continue,
            playoff: PlayoffScope::TitleAndSeats,
            format: PlayoffFormat::RoundRobin,
            encounter: Encounter::PlayedSoFar,
            labels: LabelScheme::Codes,
        }
    }

    /// FIDE C.07's list for individual round robins (spec section 7): points, direct encounter,
    /// wins, Sonneborn-Berger, Koya, then games and wins with Black (which separate nobody when
    /// the games do not record who moved first); then shared places.
    pub fn fide_round_robin() -> RuleChain {
        RuleChain {
            id: "fide-round-robin".into(),
            criteria: vec![
                Criterion::Points,
                Criterion::DirectEncounter,
                Criterion::Wins,
                Criterion::SonnebornBerger,
                Criterion::Koya,
                Criterion::BlackGames,
                Criterion::BlackWins,
            ],
            title: None,
            reapply: Reapply::Continue,
            playoff: PlayoffScope::None,
            format: PlayoffFormat::Knockout,
            encounter: Encounter::Fide,
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
            title: None,
            reapply: Reapply::Continue,
            playoff: PlayoffScope::None,
            format: PlayoffFormat::Knockout,
            encounter: Encounter::Fide,
            labels: LabelScheme::Codes,
        })
    }

    /// Whether `DE` follows FIDE C.07 (2024) 6.3 when the tied players have games still to play
    /// among them ([`Encounter::Fide`]): `fide-round-robin` and custom chains (FIDE's lists) do;
    /// the other presets keep their own rules' reading, the games played so far.
    pub fn fide_direct_encounter(&self) -> bool {
        self.encounter == Encounter::Fide
    }

    /// A preset by id (or by an id the Swiss engine gave the same regulation before: `rif-rr`,
    /// `fide-rr`, `fide-rr-2019`).
    pub fn preset(id: &str) -> Option<RuleChain> {
        match id.trim() {
            "rif-rr" => Some(RuleChain::rif_round_robin()),
            "fide-rr" | "fide-rr-2019" => Some(RuleChain::fide_round_robin()),
            "fukui" => Some(RuleChain::fukui()),
            "jp-pro-league" => Some(RuleChain::jp_pro_league()),
            "shogi-junisen" => Some(RuleChain::shogi_junisen()),
            "rif-round-robin" => Some(RuleChain::rif_round_robin()),
            "fide-round-robin" => Some(RuleChain::fide_round_robin()),
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
        RuleChain::custom(RuleChain::parse_codes(spec, false)?)
    }

    /// Reads comma-separated criterion codes; with `none_allowed`, `none` (or nothing) is the
    /// empty list.
    pub fn parse_codes(spec: &str, none_allowed: bool) -> Result<Vec<Criterion>, Error> {
        let spec = spec.trim();
        if none_allowed && (spec.is_empty() || spec.eq_ignore_ascii_case("none")) {
            return Ok(Vec::new());
        }
        if spec.is_empty() {
            return Err(ErrorKind::EmptyChain.into());
        }
        spec.split(',')
            .map(|code| {
                Criterion::from_code(code).ok_or_else(|| {
                    ErrorKind::UnknownCriterion {
                        code: code.trim().to_string(),
                    }
                    .into()
                })
            })
            .collect()
    }

    /// The chain's name: its preset id or codes, followed by each policy that differs from what
    /// that id alone gives (`PTS; playoff=title; playoff-format=round-robin`).
    pub fn describe(&self) -> String {
        let base_id = self
            .id
            .split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_string();
        let base = RuleChain::preset(&base_id)
            .or_else(|| RuleChain::custom(self.criteria.clone()).ok())
            .filter(|b| b.criteria == self.criteria);
        let mut out = match &base {
            Some(b) => b.id.clone(),
            None => codes(&self.criteria),
        };
        let base = base.unwrap_or_else(|| RuleChain {
            id: String::new(),
            criteria: self.criteria.clone(),
            title: None,
            reapply: Reapply::Continue,
            playoff: PlayoffScope::None,
            format: PlayoffFormat::Knockout,
            encounter: self.encounter,
            labels: self.labels,
        });
        if self.playoff != base.playoff {
            out.push_str(&format!("; playoff={}", self.playoff.code()));
        }
        if self.title != base.title {
            let t = match &self.title {
                None => "-".to_string(),
                Some(t) if t.is_empty() => "none".to_string(),
                Some(t) => codes(t),
            };
            out.push_str(&format!("; title-rules={t}"));
        }
        if self.format != base.format {
            out.push_str(&format!("; playoff-format={}", self.format.code()));
        }
        if self.reapply != base.reapply {
            out.push_str(&format!("; reapply={}", self.reapply.code()));
        }
        out
    }

    /// The criteria a block uses: the title's for the tie for first (`criteria[0]` then
    /// [`RuleChain::title`]), the chain's otherwise. In both, index 0 is the criterion that
    /// formed the tie and index 1 the first tie-break.
    pub fn criteria_for(&self, title_tie: bool) -> Vec<Criterion> {
        match (&self.title, title_tie) {
            (Some(t), true) if !t.is_empty() => {
                let mut list = vec![self.criteria[0]];
                list.extend(t.iter().copied());
                list
            }
            _ => self.criteria.clone(),
        }
    }

    /// Whether no criterion decides the title (everyone tied for first is in its playoff).
    pub fn title_by_playoff_only(&self) -> bool {
        self.title.as_ref().is_some_and(Vec::is_empty) && self.playoff.covers_title()
    }
}

fn codes(criteria: &[Criterion]) -> String {
    criteria
        .iter()
        .map(|c| c.code())
        .collect::<Vec<_>>()
        .join(",")
}

impl Reapply {
    pub const ALL: [Reapply; 2] = [Reapply::Restart, Reapply::Continue];

    pub fn code(self) -> &'static str {
        match self {
            Reapply::Restart => "restart",
            Reapply::Continue => "continue",
        }
    }

    pub fn parse(text: &str) -> Result<Reapply, Error> {
        parse_code(text, &Reapply::ALL, Reapply::code, "reapply")
    }
}

impl PlayoffScope {
    pub const ALL: [PlayoffScope; 5] = [
        PlayoffScope::None,
        PlayoffScope::Title,
        PlayoffScope::Seats,
        PlayoffScope::TitleAndSeats,
        PlayoffScope::All,
    ];

    pub fn code(self) -> &'static str {
        match self {
            PlayoffScope::None => "none",
            PlayoffScope::Title => "title",
            PlayoffScope::Seats => "seats",
            PlayoffScope::TitleAndSeats => "title,seats",
            PlayoffScope::All => "all",
        }
    }

    /// Reads `none`, `title`, `seats`, `title,seats` (in either order) or `all`.
    pub fn parse(text: &str) -> Result<PlayoffScope, Error> {
        let norm: Vec<String> = text
            .split(',')
            .map(|p| p.trim().to_ascii_lowercase())
            .collect();
        if norm.len() == 2 && norm.contains(&"title".into()) && norm.contains(&"seats".into()) {
            return Ok(PlayoffScope::TitleAndSeats);
        }
        parse_code(text, &PlayoffScope::ALL, PlayoffScope::code, "playoff")
    }

    pub fn covers_title(self) -> bool {
        matches!(
            self,
            PlayoffScope::Title | PlayoffScope::TitleAndSeats | PlayoffScope::All
        )
    }

    pub fn covers_seats(self) -> bool {
        matches!(
            self,
            PlayoffScope::Seats | PlayoffScope::TitleAndSeats | PlayoffScope::All
        )
    }
}

impl PlayoffFormat {
    pub const ALL: [PlayoffFormat; 4] = [
        PlayoffFormat::Knockout,
        PlayoffFormat::Stepladder,
        PlayoffFormat::RoundRobin,
        PlayoffFormat::TwoMostSenior,
    ];

    pub fn code(self) -> &'static str {
        match self {
            PlayoffFormat::Knockout => "knockout",
            PlayoffFormat::Stepladder => "stepladder",
            PlayoffFormat::RoundRobin => "round-robin",
            PlayoffFormat::TwoMostSenior => "two-most-senior",
        }
    }

    pub fn parse(text: &str) -> Result<PlayoffFormat, Error> {
        parse_code(
            text,
            &PlayoffFormat::ALL,
            PlayoffFormat::code,
            "playoff-format",
        )
    }
}

/// Finds `text` among `all` by `code`, case-insensitively; else an error listing the codes.
fn parse_code<T: Copy>(
    text: &str,
    all: &[T],
    code: fn(T) -> &'static str,
    what: &str,
) -> Result<T, Error> {
    let t = text.trim();
    all.iter()
        .copied()
        .find(|&x| code(x).eq_ignore_ascii_case(t))
        .ok_or_else(|| {
            ErrorKind::InvalidPolicy {
                policy: what.to_string(),
                found: t.to_string(),
                expected: all.iter().map(|&x| code(x).to_string()).collect(),
            }
            .into()
        })
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
    /// Every label of the scheme that is not a criterion's code, in the order a legend lists
    /// them: the Fukui paper's step labels (`1A` ... `5C`, and `6` for a recorded playoff), or
    /// `TIE` and `PO`. The scheme's other labels are a criterion's code (`SB`, from
    /// [`Criterion::code`]) or a code and `=` for a block tied on it (`SB=`). The page's legend is
    /// built from this list and [`Criterion::ALL`]; a test checks that every method above gives
    /// a label of one of these kinds, and that each label listed here is given by one of them.
    pub fn fixed_labels(self) -> &'static [&'static str] {
        match self {
            LabelScheme::Codes => &["TIE", "PO"],
            LabelScheme::Fukui => &[
                "1A", "1B", "2A", "3A", "3B", "4A", "4B", "4C", "5A", "5B", "5C", "6",
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every label each method of a scheme can give, over every criterion, every criterion a
    /// block can be formed by, and blocks of one to four players.
    fn all_labels(scheme: LabelScheme) -> Vec<String> {
        let mut out = vec![scheme.undecided(), scheme.playoff()];
        for c in Criterion::ALL {
            for size in 1..=4 {
                out.push(scheme.no_split(c, size));
                out.extend(scheme.block(c, size));
                out.push(scheme.decision(c, None, size));
                for f in Criterion::ALL {
                    out.push(scheme.decision(c, Some(f), size));
                }
            }
        }
        out
    }

    /// Source: docs/rules/fukui.md, "Labels Hoshitori shows" (the paper's labels), and
    /// docs/rules/criteria.md (`TIE`).
    #[test]
    fn fixed_labels_are_exactly_the_labels_that_are_not_codes() {
        for scheme in [LabelScheme::Codes, LabelScheme::Fukui] {
            let labels = all_labels(scheme);
            for label in &labels {
                let code = label.strip_suffix('=').unwrap_or(label);
                assert!(
                    scheme.fixed_labels().contains(&label.as_str())
                        || Criterion::from_code(code).is_some_and(|c| c.code() == code),
                    "{scheme:?}: {label} is neither listed nor a code"
                );
            }
            for fixed in scheme.fixed_labels() {
                assert!(
                    labels.iter().any(|l| l == fixed),
                    "{scheme:?}: {fixed} is listed but never given"
                );
                assert!(Criterion::from_code(fixed).is_none(), "{fixed} is a code");
            }
        }
    }
}
