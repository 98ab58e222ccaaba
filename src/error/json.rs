//! Why a JSON (or CSV) text is not well-formed, or does not fit its format.

/// Why a text is not well-formed, for [`ErrorKind::Syntax`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SyntaxProblem {
    /// A CSV/TSV quoted cell is not closed.
    UnclosedQuote,
    /// Something other than the separator follows a CSV/TSV closing quote.
    AfterQuote { found: char },
    /// The JSON text ends in the middle of `inside`.
    JsonEof { inside: JsonPart },
    /// Something else stands where the JSON text needs `expected`.
    JsonExpected { expected: JsonToken },
    /// A comma before a closing `]` or `}`.
    JsonTrailingComma,
    /// More text after the document's closing `}`.
    JsonTrailingCharacters,
    /// An object's key that is not a string in double quotes.
    JsonKeyNotText,
    /// A string with a bad escape, a control character or an invalid code point.
    JsonBadString,
    /// A number that cannot be read.
    JsonBadNumber,
    /// A number too large for any number a value can hold (`1e309`).
    JsonNumberTooLarge,
    /// Lists and objects nested deeper than the parser follows (128 levels).
    JsonTooDeep,
    /// Any other JSON syntax error (the English message has the parser's detail).
    Json,
}

/// What a JSON text was in the middle of, for [`SyntaxProblem::JsonEof`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonPart {
    /// A list (`[...]`).
    List,
    /// An object (`{...}`).
    Object,
    /// A string.
    Text,
    /// A value (the text is empty, or ends after a `:` or `,`).
    Value,
}

/// What a JSON text needs at a place, for [`SyntaxProblem::JsonExpected`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonToken {
    /// `:` after an object's key.
    Colon,
    /// `,` or `]` after a list's item.
    CommaOrListEnd,
    /// `,` or `}` after an object's field.
    CommaOrObjectEnd,
    /// A value: a string, a number, `true`, `false`, `null`, a list or an object.
    Value,
    /// One of `true`, `false`, `null` (a word that starts like one).
    Word,
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
    /// A field given twice in the same object.
    DuplicateField { field: String },
    /// A value that is not one of the allowed words (`found` as JSON writes it: `"win"`, `3`).
    UnknownVariant { found: String, allowed: Vec<String> },
    /// A value of the wrong type (`found` is the value as JSON writes it: `"x"`, `-1`, `true`,
    /// `null`, `[…]` for a list, `{…}` for an object).
    InvalidType { found: String, expected: ValueType },
    /// A value of the right type but out of range (`seats: -1`).
    InvalidValue { found: String, expected: ValueType },
    /// A value of none of the shapes a field takes (`rules` takes a text or an object).
    NoShape { expected: Vec<ValueType> },
    /// Anything else serde says; the English message keeps the detail.
    Other,
}

/// The JSON type a value should have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueType {
    /// A whole number from `min` to `max` (a count is one from 0).
    WholeNumber {
        min: i64,
        max: u64,
    },
    /// Any number.
    Number,
    Text,
    Boolean,
    List,
    Object,
    /// Something else.
    Other,
}
