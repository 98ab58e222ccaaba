//! The one catalogue of FIDE's tie-break criteria (Handbook C.07, the 2024 numbering): each
//! code with its article and what it needs.
//!
//! Both ranking engines implement these criteria: the round-robin league's chain
//! ([`crate::engine::Criterion`]) and the Swiss engine's lists ([`crate::engine::swiss::Base`]).
//! They compute them each on their own data (a crosstable; rounds with colours and byes), and
//! `tests/engines_agree.rs` ranks random complete round robins through both and requires the
//! same places and values. What a criterion *is* (its code, its article, whether it looks only at
//! the tied players, whether it reads ratings or colours) is said once, here; each engine's
//! criterion answers these questions by looking itself up ([`find`]).

/// One FIDE tie-break criterion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FideCriterion {
    /// FIDE's abbreviation, as lists and the output write it.
    pub code: &'static str,
    /// The article of C.07 (2024) that defines it (`"7.1"`); `None` for the score itself.
    pub article: Option<&'static str>,
    /// A player's value depends on who else is tied (it is applied to the tied group only).
    pub among_tied: bool,
    /// It reads the players' ratings.
    pub needs_ratings: bool,
    /// It reads who had which colour (who moved first).
    pub needs_colours: bool,
    /// It reads the opponents' results (their scores), not only the player's own.
    pub opponents: bool,
}

const fn own(code: &'static str, article: &'static str) -> FideCriterion {
    FideCriterion {
        code,
        article: Some(article),
        among_tied: false,
        needs_ratings: false,
        needs_colours: false,
        opponents: false,
    }
}

const fn of_opponents(code: &'static str, article: &'static str) -> FideCriterion {
    FideCriterion {
        opponents: true,
        ..own(code, article)
    }
}

const fn rated(code: &'static str, article: &'static str) -> FideCriterion {
    FideCriterion {
        needs_ratings: true,
        ..of_opponents(code, article)
    }
}

const fn coloured(code: &'static str, article: &'static str) -> FideCriterion {
    FideCriterion {
        needs_colours: true,
        ..own(code, article)
    }
}

/// Every FIDE criterion Hoshitori implements, in the order of C.07.
pub const CRITERIA: [FideCriterion; 14] = [
    FideCriterion {
        article: None,
        ..own("PTS", "")
    },
    // Art. 6: direct encounter, among the tied players.
    FideCriterion {
        among_tied: true,
        ..own("DE", "6")
    },
    own("WIN", "7.1"),
    own("WON", "7.2"),
    coloured("BPG", "7.3"),
    coloured("BWG", "7.4"),
    own("PS", "7.5"),
    own("REP", "7.6"),
    of_opponents("BH", "8.1"),
    of_opponents("SB", "9.1"),
    of_opponents("KS", "9.2"),
    rated("ARO", "10.1"),
    rated("TPR", "10.2"),
    rated("PTP", "10.3"),
];

/// The criterion of FIDE code `code` (case-insensitive), if FIDE defines one.
pub fn find(code: &str) -> Option<&'static FideCriterion> {
    let code = code.trim();
    CRITERIA.iter().find(|c| c.code.eq_ignore_ascii_case(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_found() {
        for (k, c) in CRITERIA.iter().enumerate() {
            assert_eq!(find(c.code), Some(c));
            assert!(CRITERIA[..k].iter().all(|d| d.code != c.code), "{}", c.code);
        }
        assert_eq!(find("bh").map(|c| c.article), Some(Some("8.1")));
        assert_eq!(find("PREV"), None);
    }
}
