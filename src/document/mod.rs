//! Documents: what a file holds, by name, with the fields this version does not know kept.
//!
//! Every kind of event Hoshitori holds is one variant of [`Document`]: a round-robin
//! [`league`] (`hoshitori-league/2`, or a crosstable) or a Swiss [`event`] (`hoshitori-swiss/1`,
//! or a TRF, an h9 table, a wall chart). `crate::format::read` tells which from the text, once,
//! and every front-end dispatches on the variant: the CLI's commands, the page that opens a
//! file. A new kind of event is a new variant, and the compiler lists every `match` that must
//! learn it.
//!
//! Each kind's `input()` checks its document and turns names into the engine's indices; errors
//! carry the JSON path of the entry at fault and the player.

pub mod event;
pub mod league;
pub mod schedule;
pub mod staged;

pub use crate::error::DocumentKind;

/// A document of any kind (see the module documentation). As data between the page and its
/// workers it is `{"kind": "league" | "event", "doc": …}`.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", content = "doc", rename_all = "snake_case")]
pub enum Document {
    League(league::League),
    Event(event::SwissEvent),
    /// An event in stages (`hoshitori-stages/1`).
    Staged(Box<staged::StagedEvent>),
}

impl Document {
    /// Which kind of document this is.
    pub fn kind(&self) -> DocumentKind {
        match self {
            Document::League(_) => DocumentKind::League,
            Document::Event(_) => DocumentKind::Event,
            Document::Staged(_) => DocumentKind::Staged,
        }
    }

    /// The title the document gives itself.
    pub fn title(&self) -> Option<&str> {
        match self {
            Document::League(l) => l.title.as_deref(),
            Document::Event(e) => e.title.as_deref(),
            Document::Staged(s) => s.title.as_deref(),
        }
    }
}

/// `x` with `places` decimals (at most 6), as `{:.N}` writes it (an exact tie to even: 56.25 is
/// `56.2`), by integers: the standard library's float printer would add about 5 KiB gzip to
/// every page that writes a number this way. `-0.0` is `0.0`.
pub fn fixed(x: f64, places: u32) -> String {
    let scale = 10u64.pow(places.min(6));
    let t = (x.abs() * scale as f64).round_ties_even();
    if !t.is_finite() || t >= 1e18 {
        return league::number_text(x);
    }
    let t = t as u64;
    let sign = if x < 0.0 && t != 0 { "-" } else { "" };
    if scale == 1 {
        return format!("{sign}{t}");
    }
    let width = places.min(6) as usize;
    format!("{sign}{}.{:0width$}", t / scale, t % scale)
}

/// Refuses an unknown field of the object at `path()` (written only then: a 500-player event
/// checks thousands of objects at every change) that is one slip from a field the object
/// knows (`gmes` for `games`, `Result` for `result`): kept as an unknown field, it would leave
/// the known one absent and its data unread, with no word. A field further from every known
/// one is kept as the documents keep what a later version may write. A slip is a different
/// case, or (by optimal string alignment) one edit in a name of 3 or 4 letters, two in a longer
/// one; a name of 1 or 2 letters (`a`, `b`) only by its case.
pub(crate) fn misspelled_field(
    extra: &serde_json::Map<String, serde_json::Value>,
    known: &[&str],
    path: &dyn Fn() -> String,
) -> Result<(), crate::error::Error> {
    let slip = |found: &str, name: &str| {
        let (f, n) = (found.to_ascii_lowercase(), name.to_ascii_lowercase());
        let edits = match n.chars().count() {
            0..=2 => 0,
            3 | 4 => 1,
            _ => 2,
        };
        f == n || strsim::osa_distance(&f, &n) <= edits
    };
    for found in extra.keys() {
        if let Some(name) = known.iter().find(|name| slip(found, name)) {
            let path = path();
            let at = if path.is_empty() {
                found.clone()
            } else {
                format!("{path}.{found}")
            };
            return Err(
                crate::error::Error::new(crate::error::ErrorKind::MisspelledField {
                    found: found.clone(),
                    expected: name.to_string(),
                })
                .with_path(at),
            );
        }
    }
    Ok(())
}
