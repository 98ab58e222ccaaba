//! What a command-line option takes.

/// What a command-line option takes, for [`ErrorKind::InvalidArgumentValue`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExpectedArgument {
    /// One of these words (`text`, `json`).
    OneOf(Vec<String>),
    /// A whole number of at least `min`, and at most `max` when there is one.
    WholeNumber { min: u64, max: Option<u64> },
    /// A number of percentage points from 0 to 50 (`0.5`).
    PercentagePoints,
}
