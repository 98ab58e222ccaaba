//! Writing the viewer's HTML: every text the document holds (names, titles) goes through
//! [`esc`] (the exports' escaping, [`crate::report::drawing::escape`]) before it meets a tag.

/// `text` escaped for HTML text and attribute values.
pub fn esc(text: &str) -> String {
    crate::report::drawing::escape(text)
}

/// `<tag class="…">text</tag>`, the text escaped.
pub fn el(tag: &str, class: &str, text: &str) -> String {
    if class.is_empty() {
        format!("<{tag}>{}</{tag}>", esc(text))
    } else {
        format!("<{tag} class=\"{class}\">{}</{tag}>", esc(text))
    }
}
