//! The language a person reads: Japanese or English. A leaf: every layer that words something
//! (`report`, `web::i18n`) takes a [`Lang`]; the engine never does.

/// The language of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Ja,
}

impl Lang {
    /// `ja`, `ja-JP`, `ja_JP.UTF-8` → Japanese; anything else → English.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.trim().to_ascii_lowercase().starts_with("ja") {
            Lang::Ja
        } else {
            Lang::En
        }
    }

    /// The BCP 47 tag: `ja` or `en`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::Ja => "ja",
            Lang::En => "en",
        }
    }

    /// The other language (the page's language switch).
    pub fn other(self) -> Lang {
        match self {
            Lang::Ja => Lang::En,
            Lang::En => Lang::Ja,
        }
    }
}
