//! What the web app keeps in the browser's storage, and how it reads it back.
//!
//! The app stores one JSON text under [`KEY`]: the document and its undo history, tagged with
//! [`FORMAT`]. Reading it back has three outcomes ([`Restored`]):
//!
//! - the current format: the editor as it was left;
//! - an older layout (version 0, the bare league document with no history, which is also what a
//!   user gets by pasting a league file into storage): migrated, with a note saying so;
//! - anything else (not JSON, a newer app's format, a league format this version cannot read):
//!   refused with a [`Refused`] reason. The app then keeps the stored text under [`REFUSED_KEY`],
//!   tells the user, and offers it for download. It never drops it silently.
//!
//! History is stored capped at [`STORED_HISTORY`] entries each way, to stay well inside the
//! browser's storage quota; [`encode`] takes the cap so that the app can retry with less.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::Editor;
use crate::document::league::{self, League};

/// The storage key of the current document.
pub const KEY: &str = "hoshitori/editor";
/// Where a stored text that could not be read is set aside.
pub const REFUSED_KEY: &str = "hoshitori/editor.unreadable";
/// The storage key of the interface language the user chose.
pub const LANG_KEY: &str = "hoshitori/lang";
/// The format tag of what [`encode`] writes.
pub const FORMAT: &str = "hoshitori-app/1";
/// How many undo (and redo) steps are stored.
pub const STORED_HISTORY: usize = 30;

#[derive(Serialize, Deserialize)]
struct Stored {
    format: String,
    doc: League,
    #[serde(default)]
    undo: Vec<League>,
    #[serde(default)]
    redo: Vec<League>,
}

/// What was found in storage.
#[derive(Debug, PartialEq)]
pub enum Restored {
    /// Stored by this version.
    Current(Editor),
    /// Stored in an older layout and migrated; `from` names it.
    Migrated { editor: Editor, from: String },
}

impl Restored {
    pub fn into_editor(self) -> Editor {
        match self {
            Restored::Current(e) | Restored::Migrated { editor: e, .. } => e,
        }
    }
}

/// Why a stored text was not restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Not JSON, or not the shape of any known format: `detail` says where.
    Unreadable { detail: String },
    /// Written by a newer version of the app (an unknown `format`).
    NewerApp { format: String },
    /// The document inside is a league format this version cannot read.
    LeagueFormat { format: String },
}

/// The text to store for `editor`, with at most `history` undo (and redo) steps. The app stores
/// [`STORED_HISTORY`] steps, and retries with fewer (down to none) when the browser's quota
/// refuses the text: the document itself always comes first.
pub fn encode(editor: &Editor, history: usize) -> String {
    let tail = |v: &[League]| v[v.len().saturating_sub(history)..].to_vec();
    let stored = Stored {
        format: FORMAT.to_string(),
        doc: editor.doc.clone(),
        undo: tail(&editor.undo),
        redo: tail(&editor.redo),
    };
    serde_json::to_string(&stored).expect("a league always serialises")
}

/// Reads what [`encode`] (or an older version) stored.
pub fn decode(text: &str) -> Result<Restored, Refused> {
    let value: Value = serde_json::from_str(text).map_err(|e| Refused::Unreadable {
        detail: e.to_string(),
    })?;
    let format = value
        .get("format")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    if format == FORMAT {
        let stored: Stored = serde_json::from_value(value).map_err(|e| Refused::Unreadable {
            detail: e.to_string(),
        })?;
        for doc in std::iter::once(&stored.doc)
            .chain(&stored.undo)
            .chain(&stored.redo)
        {
            check_league(doc)?;
        }
        // Documents of an earlier league format are migrated, history included.
        let migrate = |docs: Vec<League>| docs.into_iter().map(League::migrate).collect();
        return Ok(Restored::Current(Editor {
            doc: stored.doc.migrate(),
            undo: migrate(stored.undo),
            redo: migrate(stored.redo),
            typing: None,
        }));
    }
    if format.starts_with("hoshitori-league/") {
        let doc: League = serde_json::from_value(value).map_err(|e| Refused::Unreadable {
            detail: e.to_string(),
        })?;
        check_league(&doc)?;
        return Ok(Restored::Migrated {
            editor: Editor::new(doc.migrate()),
            from: format,
        });
    }
    if format.starts_with("hoshitori-app/") {
        return Err(Refused::NewerApp { format });
    }
    Err(Refused::Unreadable {
        detail: if format.is_empty() {
            "no \"format\" field".to_string()
        } else {
            format!("unknown format \"{format}\"")
        },
    })
}

fn check_league(doc: &League) -> Result<(), Refused> {
    if league::reads(&doc.format) {
        Ok(())
    } else {
        Err(Refused::LeagueFormat {
            format: doc.format.clone(),
        })
    }
}
