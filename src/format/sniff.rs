//! Which file format a text is in, told once from the text: the one rule the CLI and the page
//! use to pick a reader, and so the kind of document ([`Source::kind`]).
//!
//! In order: a FIDE TRF-16 (a `001 ` player record), an h9 table (European Go Database: `;EV[`
//! tags or its player lines), JSON (a `{`; its `format` field says which document, and a text
//! that is not well-formed JSON is still told by the `format` it names), a Swiss wall chart (a
//! header naming `Name` and round columns), else a crosstable (comma-separated, or
//! tab-separated when its first line has a tab).

use super::tabular::separator;
use super::{h9, json, trf, wallchart};
use crate::error::DocumentKind;

/// A file format Hoshitori reads, as [`sniff`] tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A league file (`hoshitori-league/2`, or JSON that is not an event).
    LeagueJson,
    /// A crosstable, with its separator (`,` or a tab).
    Crosstable { separator: char },
    /// An event file (`hoshitori-swiss/1`).
    EventJson,
    /// A FIDE TRF-16 file.
    Trf,
    /// A European Go Database tournament table.
    H9,
    /// A Swiss wall chart, with its separator.
    WallChart { separator: char },
    /// An event in stages (`hoshitori-stages/1`).
    StagedJson,
}

impl Source {
    /// The kind of document the format holds.
    pub fn kind(self) -> DocumentKind {
        match self {
            Source::LeagueJson | Source::Crosstable { .. } => DocumentKind::League,
            Source::EventJson | Source::Trf | Source::H9 | Source::WallChart { .. } => {
                DocumentKind::Event
            }
            Source::StagedJson => DocumentKind::Staged,
        }
    }

    /// Whether the file is JSON (its errors carry a JSON path to locate).
    pub fn is_json(self) -> bool {
        matches!(
            self,
            Source::LeagueJson | Source::EventJson | Source::StagedJson
        )
    }
}

/// Tells the format of `text` (see the module documentation). Leading byte-order marks and
/// blanks are passed over.
pub fn sniff(text: &str) -> Source {
    let body = text.trim_start_matches('\u{feff}').trim_start();
    if body.starts_with('{') {
        return if json::names_staged(body) {
            Source::StagedJson
        } else if json::names_event(body) {
            Source::EventJson
        } else {
            Source::LeagueJson
        };
    }
    if trf::looks_like(body) {
        return Source::Trf;
    }
    if h9::looks_like(body) {
        return Source::H9;
    }
    let separator = separator(body);
    if wallchart::looks_like(body, separator) {
        Source::WallChart { separator }
    } else {
        Source::Crosstable { separator }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Source: issue 32 ("errors name the right document"): a Swiss file with a syntax error is
    /// still a Swiss file.
    #[test]
    fn tells_each_format() {
        let check = |text: &str, want: Source| assert_eq!(sniff(text), want, "{text:?}");
        check(
            r#"{"format": "hoshitori-league/2", "players": []}"#,
            Source::LeagueJson,
        );
        check(
            r#"{"format": "hoshitori-swiss/1", "players": []}"#,
            Source::EventJson,
        );
        check(
            r#"{"players": [], "format": "hoshitori-stages/1", "stages": [}"#,
            Source::StagedJson,
        );
        check(
            "{\"format\": \"hoshitori-swiss/1\", \"players\": [,]}",
            Source::EventJson,
        );
        check(
            "\u{feff}\u{feff}{\"format\": \"hoshitori-swiss/9\"",
            Source::EventJson,
        );
        check(r#"{"players": [], "rounds": []}"#, Source::EventJson);
        check(r#"{"players": []}"#, Source::LeagueJson);
        check(
            "012 Open\n001    1      A                                 1500",
            Source::Trf,
        );
        // Source: issue 37: a TRF cut short after its header was read as a crosstable.
        check("012 Open\nXXR 5\n062 4\n", Source::Trf);
        check(";EV[Paris]\n1 A B 3d FR Par 0 2+/w", Source::H9);
        check(
            "No,Name,1,2\n1,A,2w+,\n",
            Source::WallChart { separator: ',' },
        );
        check(
            "name\tA\tB\nA\t\\\t〇\n",
            Source::Crosstable { separator: '\t' },
        );
        check(
            ",A,B\nA,＼,〇\nB,●,＼\n",
            Source::Crosstable { separator: ',' },
        );
        assert_eq!(Source::Trf.kind(), DocumentKind::Event);
        assert_eq!(
            Source::Crosstable { separator: ',' }.kind(),
            DocumentKind::League
        );
    }
}
