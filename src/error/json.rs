//! Why a JSON (or CSV) text is not well-formed, or does not fit its format.

/// Why a text is not well-formed, for [`ErrorKind::Syntax`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SyntaxProblem {
    /// A CSV/TSV quoted cell is not closed.
    UnclosedQuote,
    /// Something other than the separator follows a CSV/TSV closing quote.
    AfterQuote { found: char },
    /// The JSON text ends in the middle of a value.
    JsonEof,
    /// Any other JSON syntax error (the English message has the parser's detail).
    Json,
}

/// Why a JSON league does not fit the format, for [`ErrorKind::Schema`]: classified from
/// serde's error in one place, `format::json::schema_problem`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SchemaProblem {
    /// A required field is missing.
    MissingField { field: String },
    /// A field that is not part of the format.
    UnknownField { field: String },
    /// A value that is not one of the allowed words.
    UnknownVariant { found: String, allowed: Vec<String> },
    /// A value of the wrong type (`found` is the value or its kind as serde says it).
    InvalidType { found: String, expected: ValueType },
    /// A value of the right type but out of range (`seats: -1`).
    InvalidValue { found: String, expected: ValueType },
    /// Anything else serde says; the English message keeps the detail.
    Other,
}

/// The JSON type a value should have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueType {
    /// A whole number that is not negative.
    Count,
    /// A whole number.
    Integer,
    /// Any number.
    Number,
    Text,
    Boolean,
    List,
    Object,
    /// Something else.
    Other,
}
