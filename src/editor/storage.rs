//! What a page keeps in the browser's storage, and how it reads it back: one codec for every kind
//! of document, so every page keeps the same promises.
//!
//! A page stores one JSON text under its [`Slot`]'s key: the document and its undo history,
//! tagged with [`FORMAT`] ([`encode`]). Reading it back ([`decode`]) has three outcomes:
//!
//! - the current format: the history as it was left;
//! - an older layout (the bare document with no history, which is also what a user gets by
//!   pasting a file into storage, and what the Swiss page stored before this codec): migrated,
//!   with a note saying so;
//! - anything else (not JSON, a newer app's format, a document format this version cannot read,
//!   another kind of document): refused with a [`Refused`] reason.
//!
//! [`restore`] is the whole start-up: on a refusal it keeps the stored text aside under the
//! slot's own key for unreadable text (the first free of `….unreadable`, `….unreadable.2` …),
//! before the page writes anything, and says where, so that the page offers it for download;
//! when it cannot set the text aside, the page does not save over it ([`Startup::may_save`]).
//! Stored work is never overwritten or dropped silently.
//!
//! History is stored capped at [`STORED_HISTORY`] entries each way, to stay well inside the
//! browser's storage quota; [`save`] retries with less history (down to none) when the quota
//! refuses the text: the document itself always comes first.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::history::History;
use crate::document::event::{self, SwissEvent};
use crate::document::league::{self, League};
use crate::error::DocumentKind;

/// The format tag of what [`encode`] writes.
pub const FORMAT: &str = "hoshitori-app/1";
/// How many undo (and redo) steps are stored.
pub const STORED_HISTORY: usize = 30;
/// The storage key of the interface language the user chose, shared by every page.
pub const LANG_KEY: &str = "hoshitori/lang";

/// Where a page leaves a file it was given that belongs to the other page (a league opened on
/// the Swiss page, an event on the league page): the other page opens it at once
/// (`?open=file`, [`crate::editor::launch::Launch::handoff`]) and removes it.
pub const HANDOFF_KEY: &str = "hoshitori/handoff";

/// A file one page was given and left for the other under [`HANDOFF_KEY`]: its name (which tells
/// formats apart, and names it in errors) and its text, as read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Handoff {
    pub name: String,
    pub text: String,
}

impl Handoff {
    /// What is stored under [`HANDOFF_KEY`].
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("two strings always serialise")
    }

    /// The file left under [`HANDOFF_KEY`]; `None` for a text no page wrote (it is then ignored:
    /// it is only ever a copy of a file the user still has).
    pub fn decode(stored: &str) -> Option<Handoff> {
        serde_json::from_str(stored).ok()
    }
}

/// Where a page keeps its document, and where it sets aside what it cannot read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub key: &'static str,
    pub refused: &'static str,
}

/// The league page's.
pub const LEAGUE: Slot = Slot {
    key: "hoshitori/editor",
    refused: "hoshitori/editor.unreadable",
};

/// The Swiss page's (the key it has always used: what it stored before is migrated).
pub const SWISS: Slot = Slot {
    key: "hoshitori-swiss",
    refused: "hoshitori-swiss.unreadable",
};

/// The stages page's.
pub const STAGES: Slot = Slot {
    key: "hoshitori/stages",
    refused: "hoshitori/stages.unreadable",
};

/// A document a page stores.
pub trait Storable: Clone + PartialEq + Serialize + DeserializeOwned {
    /// Which kind of document it is.
    const KIND: DocumentKind;
    /// The start of its `format` values (`hoshitori-league/`).
    const FORMAT_PREFIX: &'static str;
    /// Its `format` value.
    fn format(&self) -> &str;
    /// Whether this build reads documents of `format`.
    fn reads(format: &str) -> bool;
    /// The document in this version's layout.
    fn migrate(self) -> Self;
}

impl Storable for League {
    const KIND: DocumentKind = DocumentKind::League;
    const FORMAT_PREFIX: &'static str = "hoshitori-league/";
    fn format(&self) -> &str {
        &self.format
    }
    fn reads(format: &str) -> bool {
        league::reads(format)
    }
    fn migrate(self) -> League {
        League::migrate(self)
    }
}

impl Storable for SwissEvent {
    const KIND: DocumentKind = DocumentKind::Event;
    const FORMAT_PREFIX: &'static str = "hoshitori-swiss/";
    fn format(&self) -> &str {
        &self.format
    }
    fn reads(format: &str) -> bool {
        event::reads(format)
    }
    fn migrate(self) -> SwissEvent {
        self
    }
}

impl Storable for crate::document::staged::StagedEvent {
    const KIND: DocumentKind = DocumentKind::Staged;
    const FORMAT_PREFIX: &'static str = "hoshitori-stages/";
    fn format(&self) -> &str {
        &self.format
    }
    fn reads(format: &str) -> bool {
        crate::document::staged::reads(format)
    }
    fn migrate(self) -> Self {
        self
    }
}

/// What [`decode`] reads first: the stored text's `format`, whatever else it holds.
#[derive(Deserialize)]
struct Tag {
    format: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct Stored<D> {
    format: String,
    doc: D,
    #[serde(default = "Vec::new")]
    undo: Vec<D>,
    #[serde(default = "Vec::new")]
    redo: Vec<D>,
}

/// What was found in storage.
#[derive(Debug, PartialEq)]
pub enum Restored<D> {
    /// Stored by this version.
    Current(History<D>),
    /// Stored in an older layout and migrated; `from` names it.
    Migrated { history: History<D>, from: String },
}

impl<D> Restored<D> {
    pub fn into_history(self) -> History<D> {
        match self {
            Restored::Current(h) | Restored::Migrated { history: h, .. } => h,
        }
    }
}

/// Why a stored text was not restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Not JSON, or not the shape of any known format: `why` says how, and where.
    Unreadable { why: Unreadable },
    /// Written by a newer version of the app (an unknown `format`).
    NewerApp { format: String },
    /// The document inside is a format of its kind this version cannot read.
    DocumentFormat { format: String, kind: DocumentKind },
}

/// Why stored text could not be read, as data the page words ([`Refused::Unreadable`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// Not JSON: it breaks off or is damaged at `line`, `column` (from 1).
    Damaged { line: usize, column: usize },
    /// JSON, but not the shape its format has, from `line`, `column` (from 1).
    Shape { line: usize, column: usize },
    /// JSON without a `format` field (an array, a number, another program's object).
    NoFormat,
    /// A `format` that is no document's.
    UnknownFormat { format: String },
}

/// The text to store for `history`, with at most `steps` undo (and redo) steps.
pub fn encode<D: Storable>(history: &History<D>, steps: usize) -> String {
    let (undo, redo) = history.tail(steps);
    let stored = Stored {
        format: FORMAT.to_string(),
        doc: history.doc().clone(),
        undo: undo.iter().map(|d| D::clone(d)).collect(),
        redo: redo.iter().map(|d| D::clone(d)).collect(),
    };
    serde_json::to_string(&stored).expect("a document always serialises")
}

/// Reads what [`encode`] (or an older version) stored.
pub fn decode<D: Storable>(text: &str) -> Result<Restored<D>, Refused> {
    let unreadable = |e: serde_json::Error| {
        let (line, column) = (e.line(), e.column());
        Refused::Unreadable {
            why: match e.classify() {
                serde_json::error::Category::Data => Unreadable::Shape { line, column },
                _ => Unreadable::Damaged { line, column },
            },
        }
    };
    // The tag first, then the whole text as what the tag says: every read is from the text
    // (a page that went through a `Value` would carry a second reader of its document).
    // Text that is not JSON says where it stops being so; JSON of another shape (an array, a
    // number) has no format.
    serde_json::from_str::<serde::de::IgnoredAny>(text).map_err(unreadable)?;
    let format = serde_json::from_str::<Tag>(text)
        .ok()
        .and_then(|tag| tag.format)
        .unwrap_or_default();
    if format == FORMAT {
        let stored: Stored<D> = crate::format::json::from_text(text).map_err(unreadable)?;
        for doc in std::iter::once(&stored.doc)
            .chain(&stored.undo)
            .chain(&stored.redo)
        {
            check(doc)?;
        }
        // Documents of an earlier format are migrated, history included.
        let history = History::restored(stored.doc, stored.undo, stored.redo).map(D::migrate);
        return Ok(Restored::Current(history));
    }
    if format.starts_with(D::FORMAT_PREFIX) {
        let doc: D = crate::format::json::from_text(text).map_err(unreadable)?;
        check(&doc)?;
        return Ok(Restored::Migrated {
            history: History::new(doc.migrate()),
            from: format,
        });
    }
    if format.starts_with("hoshitori-app/") {
        return Err(Refused::NewerApp { format });
    }
    Err(Refused::Unreadable {
        why: if format.is_empty() {
            Unreadable::NoFormat
        } else {
            Unreadable::UnknownFormat { format }
        },
    })
}

fn check<D: Storable>(doc: &D) -> Result<(), Refused> {
    if D::reads(doc.format()) {
        Ok(())
    } else {
        Err(Refused::DocumentFormat {
            format: doc.format().to_string(),
            kind: D::KIND,
        })
    }
}

/// What a page says on start about the stored work.
#[derive(Clone, Debug, PartialEq)]
pub enum Startup {
    Fresh,
    Restored,
    Migrated {
        from: String,
    },
    /// The stored text was set aside under the key `kept_under` (a key starting with the
    /// slot's `refused`), or left where it was if that failed (`None`: the page then does not
    /// save over it).
    Refused {
        reason: Refused,
        kept_under: Option<String>,
    },
}

impl Startup {
    /// Whether the page may write its document to storage.
    pub fn may_save(&self) -> bool {
        !matches!(
            self,
            Startup::Refused {
                kept_under: None,
                ..
            }
        )
    }
}

/// The history a page starts with (see the module documentation): the one stored under
/// `slot`, else a new one of `fallback`'s document. `load` reads a key, `store` writes one
/// (`false` when the browser refuses).
pub fn restore<D: Storable>(
    slot: Slot,
    load: impl Fn(&str) -> Option<String>,
    store: impl Fn(&str, &str) -> bool,
    fallback: impl FnOnce() -> D,
) -> (History<D>, Startup) {
    let Some(text) = load(slot.key) else {
        return (History::new(fallback()), Startup::Fresh);
    };
    match decode::<D>(&text) {
        Ok(Restored::Current(history)) => (history, Startup::Restored),
        Ok(Restored::Migrated { history, from }) => (history, Startup::Migrated { from }),
        Err(reason) => {
            // Keep what was stored: set it aside, never over an earlier one, before the page
            // writes its own document under the key.
            let kept_under = aside_keys(slot)
                .find(|key| load(key).is_none())
                .filter(|key| store(key, &text));
            (
                History::new(fallback()),
                Startup::Refused { reason, kept_under },
            )
        }
    }
}

/// The keys unreadable text of `slot` is set aside under, in order: `….unreadable`,
/// `….unreadable.2`, … (at most [`SET_ASIDE_MAX`]).
fn aside_keys(slot: Slot) -> impl Iterator<Item = String> {
    (1..=SET_ASIDE_MAX).map(move |k| match k {
        1 => slot.refused.to_string(),
        k => format!("{}.{k}", slot.refused),
    })
}

/// How many unreadable texts a page keeps aside.
pub const SET_ASIDE_MAX: usize = 50;

/// The keys under which texts of `slot` that could not be read are kept ([`restore`] set them
/// aside, now or on an earlier visit): the page offers them on every start until the user
/// deletes them, so that set-aside work is never out of reach.
pub fn set_aside(slot: Slot, load: impl Fn(&str) -> Option<String>) -> Vec<String> {
    aside_keys(slot).filter(|key| load(key).is_some()).collect()
}

/// Writes `history` under `slot`: with [`STORED_HISTORY`] steps, then fewer (5, none) when the
/// browser's quota refuses the text. `false` when even the document alone was refused.
pub fn save<D: Storable>(
    slot: Slot,
    history: &History<D>,
    store: impl Fn(&str, &str) -> bool,
) -> bool {
    [STORED_HISTORY, 5, 0]
        .into_iter()
        .any(|steps| store(slot.key, &encode(history, steps)))
}

#[cfg(test)]
mod tests {
    /// Text set aside on an earlier start is still found on the next one, with every other
    /// text set aside, in order; nothing else is.
    #[test]
    fn text_set_aside_earlier_is_found_again() {
        let b = Browser::new(&[("hoshitori/editor", "{broken")]);
        let (_, startup) = restore::<League>(
            LEAGUE,
            |k| b.load(k),
            |k, v| b.store(k, v),
            || League::new(Vec::new(), Vec::new()),
        );
        assert!(matches!(startup, Startup::Refused { .. }));
        b.store("hoshitori/editor", "[1]");
        let (_, _) = restore::<League>(
            LEAGUE,
            |k| b.load(k),
            |k, v| b.store(k, v),
            || League::new(Vec::new(), Vec::new()),
        );
        b.store("hoshitori/editor", "{\"format\": \"hoshitori-app/1\"}");
        assert_eq!(
            set_aside(LEAGUE, |k| b.load(k)),
            [
                "hoshitori/editor.unreadable",
                "hoshitori/editor.unreadable.2"
            ]
        );
        assert_eq!(
            b.load("hoshitori/editor.unreadable").as_deref(),
            Some("{broken")
        );
        assert!(set_aside(SWISS, |k| b.load(k)).is_empty());
    }

    use std::cell::RefCell;
    use std::collections::HashMap;

    use super::*;

    /// A browser's storage as a map, with a quota in bytes per text.
    struct Browser {
        items: RefCell<HashMap<String, String>>,
        quota: usize,
    }

    impl Browser {
        fn new(items: &[(&str, &str)]) -> Browser {
            Browser {
                items: RefCell::new(
                    items
                        .iter()
                        .map(|(k, v)| (k.to_string(), v.to_string()))
                        .collect(),
                ),
                quota: usize::MAX,
            }
        }
        fn load(&self, key: &str) -> Option<String> {
            self.items.borrow().get(key).cloned()
        }
        fn store(&self, key: &str, text: &str) -> bool {
            if text.len() > self.quota {
                return false;
            }
            self.items
                .borrow_mut()
                .insert(key.to_string(), text.to_string());
            true
        }
    }

    fn event() -> SwissEvent {
        crate::format::json::read_event(include_str!("../../tests/fixtures/swiss/tagajo.json"))
            .unwrap()
    }

    /// The promises of the module documentation, for each kind of document and its slot:
    /// what is stored comes back with its history; an older layout is migrated; what cannot
    /// be read is set aside, never over an earlier one, and the page is told where.
    fn check<D: Storable + std::fmt::Debug>(slot: Slot, doc: D, other_doc: D, bare: &str) {
        let fallback = || other_doc.clone();
        // Nothing stored: the fallback.
        let b = Browser::new(&[]);
        let (h, startup) = restore(slot, |k| b.load(k), |k, t| b.store(k, t), fallback);
        assert_eq!((h.doc(), startup), (&other_doc, Startup::Fresh));
        // Stored with its history.
        let mut h = History::new(other_doc.clone());
        h.replace(doc.clone());
        assert!(save(slot, &h, |k, t| b.store(k, t)));
        let (back, startup) = restore(slot, |k| b.load(k), |k, t| b.store(k, t), fallback);
        assert_eq!((back, startup), (h.clone(), Startup::Restored));
        // The bare document of an older layout.
        let b = Browser::new(&[(slot.key, bare)]);
        let (back, startup) = restore(slot, |k| b.load(k), |k, t| b.store(k, t), fallback);
        assert_eq!(back.steps(), (0, 0));
        assert!(matches!(startup, Startup::Migrated { .. }), "{startup:?}");
        // Unreadable texts: each set aside under its own key, none over another.
        let future = format!("{{\"format\": \"{}99\"}}", D::FORMAT_PREFIX);
        for (k, text) in ["{not json", "{\"format\": \"hoshitori-app/9\"}", &future]
            .into_iter()
            .enumerate()
        {
            b.store(slot.key, text);
            let (back, startup) = restore(slot, |k| b.load(k), |k, t| b.store(k, t), fallback);
            assert_eq!(back.doc(), &other_doc);
            let kept = match k {
                0 => slot.refused.to_string(),
                k => format!("{}.{}", slot.refused, k + 1),
            };
            match &startup {
                Startup::Refused { kept_under, .. } => {
                    assert_eq!(kept_under.as_deref(), Some(kept.as_str()))
                }
                other => panic!("{other:?}"),
            }
            assert_eq!(b.load(&kept).as_deref(), Some(text));
            assert!(startup.may_save());
        }
        // When it cannot be set aside, the page must not save over it.
        let full = Browser {
            quota: 0,
            ..Browser::new(&[(slot.key, "{not json")])
        };
        let (_, startup) = restore(slot, |k| full.load(k), |k, t| full.store(k, t), fallback);
        assert!(!startup.may_save());
    }

    #[test]
    fn both_kinds_keep_the_same_promises() {
        let league = serde_json::from_str::<League>(include_str!(
            "../../tests/fixtures/spec/fukui-table2.json"
        ))
        .unwrap()
        .migrate();
        let other = League::new(vec![], vec![]);
        let bare = include_str!("../../tests/fixtures/spec/fukui-table2.json");
        check(LEAGUE, league, other, bare);
        let e = event();
        let bare = serde_json::to_string(&e).unwrap();
        check(SWISS, e, SwissEvent::new(event::GameKind::Go), &bare);
    }

    #[test]
    fn a_file_handed_to_the_other_page_comes_back_as_given() {
        let h = Handoff {
            name: "秋季リーグ.csv".into(),
            text: "\u{feff}名前,1,2\r\n\"a,b\",○,●\n".into(),
        };
        assert_eq!(Handoff::decode(&h.encode()), Some(h));
        for stored in ["", "{", "\"text\"", "{\"name\":\"a\"}"] {
            assert_eq!(Handoff::decode(stored), None, "{stored}");
        }
    }

    /// A league under the Swiss page's key, or an event under the league's, is refused with
    /// the kind it should be, and set aside.
    #[test]
    fn another_kind_of_document_is_refused() {
        let bare = serde_json::to_string(&event()).unwrap();
        assert!(matches!(
            decode::<League>(&bare),
            Err(Refused::Unreadable { .. })
        ));
        let stored = encode(&History::new(event()), 5);
        assert!(decode::<League>(&stored).is_err());
        let future = "{\"format\": \"hoshitori-swiss/9\", \"players\": []}";
        assert_eq!(
            decode::<SwissEvent>(future),
            Err(Refused::DocumentFormat {
                format: "hoshitori-swiss/9".into(),
                kind: DocumentKind::Event
            })
        );
        let future = "{\"format\": \"hoshitori-league/99\", \"players\": []}";
        assert_eq!(
            decode::<League>(future),
            Err(Refused::DocumentFormat {
                format: "hoshitori-league/99".into(),
                kind: DocumentKind::League
            })
        );
    }

    /// With the quota nearly full, the document is stored with less history.
    #[test]
    fn less_history_when_the_quota_refuses() {
        let mut h = History::new(event());
        for k in 0..40 {
            h.edit(None, |e| -> Result<(), ()> {
                e.title = Some(format!("title {k}"));
                Ok(())
            })
            .unwrap();
        }
        let short = encode(&h, 5).len();
        let b = Browser {
            quota: short,
            ..Browser::new(&[])
        };
        assert!(save(SWISS, &h, |k, t| b.store(k, t)));
        let back = decode::<SwissEvent>(&b.load(SWISS.key).unwrap())
            .unwrap()
            .into_history();
        assert_eq!((back.doc(), back.steps()), (h.doc(), (5, 0)));
    }
}
