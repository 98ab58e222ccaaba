//! A result's notation as the event document writes it, the value of an entry's options.

/// A result as the event document writes it (`1-0`, `+-`, a board's `1/2`): an option's value,
/// so that what is chosen reads the same in every language.
pub fn notation(result: impl serde::Serialize) -> String {
    serde_json::to_value(result)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}
