//! What is wrong with the rule lab's setup.

/// What is wrong with the rule lab's setup, for [`ErrorKind::LabSetup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabProblem {
    /// The number of tied players is outside `min..=max`.
    Tied {
        found: usize,
        min: usize,
        max: usize,
    },
    /// The seat line is not inside the tied players (seats from 1 to `tied - 1`).
    Seats { seats: u32, tied: usize },
    /// The rules do not start with `PTS` or `WIN`, on which the lab's players are tied.
    FirstCriterion { rules: String },
    /// A reading of the Fukui rules was asked of other rules.
    Reading { reading: String, rules: String },
}
