//! How the page was opened, read from its address: the editor, a shared league, or an embed.
//!
//! The same `index.html` serves all three; the query and the fragment choose:
//!
//! - `?embed` gives the read-only view an association puts on its website: standings first,
//!   then the crosstable; no form controls; nothing stored. Its league comes from the share
//!   fragment, or from `src=URL` (a league JSON or CSV file; fetched again while the page is
//!   visible), or else the built-in demo league.
//! - A share fragment without `?embed` opens that league read-only over the user's own, which
//!   stays stored and untouched until "Make my own copy".
//! - `lang=ja|en` and `theme=light|dark|system` set the language and the colours.
//! - A Swiss event's share fragment (`#e=...`) belongs to the Swiss page (`swiss.html`), which
//!   opens it (and `src=` of an event file) read-only the same way; the league page sends it
//!   there. An event in stages' (`#t=...`) belongs to the stages page (`stages.html`) the same
//!   way.
//!
//! WordPress appends `#?secret=...` to the address of an iframe it embeds and expects the
//! height messages to carry that secret back; [`Launch::secret`] keeps it.
//!
//! Pure: the page passes the decoded query pairs (the browser's `URLSearchParams`) and
//! `location.hash`.

use crate::lang::Lang;

/// The colours the page is drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// The system's choice (`prefers-color-scheme`).
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    /// The value of the page's `data-theme` attribute (`None`: follow the system).
    pub fn attribute(self) -> Option<&'static str> {
        match self {
            Theme::System => None,
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
        }
    }
}

/// What the address asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Launch {
    /// `?embed`: the read-only view for another site's page.
    pub embed: bool,
    /// `src=URL`: where the embedded league is published (relative to the page, or absolute).
    pub src: Option<String>,
    /// `lang=ja|en`.
    pub lang: Option<Lang>,
    /// `theme=light|dark|system`.
    pub theme: Theme,
    /// The share link's text (`s=...`, [`crate::format::share`]): the fragment without `#` and
    /// without WordPress's secret.
    pub share: Option<String>,
    /// The secret WordPress appended to the fragment (`#?secret=...`).
    pub secret: Option<String>,
    /// A Swiss event's share link (`e=...`, [`crate::format::share::event`]): the Swiss
    /// page opens it; the league page sends it there.
    pub event: Option<String>,
    /// An event in stages' share link (`t=...`, [`crate::format::share::staged`]): the stages
    /// page opens it; the other pages send it there.
    pub staged: Option<String>,
    /// `refresh=SECONDS`: how often the embed fetches `src` again while it is visible (at
    /// least [`MIN_REFRESH`]; [`DEFAULT_REFRESH`] when absent; `0`: never).
    pub refresh: Option<u32>,
    /// `open=file`: the other page was given a file of this page's kind and left it in storage
    /// ([`crate::editor::storage::HANDOFF_KEY`]) for this page to open.
    pub handoff: bool,
    /// `kind=league|event|staged`: the page an embed's address was written for (the viewer,
    /// [`crate::web`]'s `view`, shows that kind's example when the address names no document).
    pub kind: Option<crate::error::DocumentKind>,
    /// `ko=…`: a ko endgame position ([`crate::editor::ko`]); the league page opens its ko
    /// helper on it.
    pub ko: Option<String>,
}

/// Which of the viewer's scripts (`view.html`: one per kind and source, so that a visitor
/// downloads only what the address shows) draws an address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// A share link of this kind (`#s=…`, `#e=…`, `#t=…`), or its example (`kind=`): no file
    /// reader.
    Link(crate::error::DocumentKind),
    /// A JSON file at `src=`, this kind's first: a file of another kind, or a table, goes to
    /// the viewer that reads it.
    File(crate::error::DocumentKind),
    /// A table at `src=`: a league's crosstable, or a Swiss event's TRF, h9 table or wall
    /// chart (an event in stages has none: [`Viewer::table`]).
    Table(crate::error::DocumentKind),
    /// A ko endgame position (`?ko=…` alone).
    Ko,
}

impl Viewer {
    /// Every viewer, in the order of `view.html`'s scripts.
    pub const ALL: [Viewer; 9] = {
        use crate::error::DocumentKind::*;
        [
            Viewer::Link(League),
            Viewer::Link(Event),
            Viewer::Link(Staged),
            Viewer::Ko,
            Viewer::File(League),
            Viewer::File(Event),
            Viewer::File(Staged),
            Viewer::Table(League),
            Viewer::Table(Event),
        ]
    };

    /// Its name in `view.html`'s loader and in its script's name (`view-NAME.js`).
    pub fn name(self) -> &'static str {
        use crate::error::DocumentKind::*;
        match self {
            Viewer::Link(League) => "league",
            Viewer::Link(Event) => "swiss",
            Viewer::Link(Staged) => "stages",
            Viewer::Ko => "ko",
            Viewer::File(League) => "league-file",
            Viewer::File(Event) => "swiss-file",
            Viewer::File(Staged) => "stages-file",
            // No table holds an event in stages: its guess is a league's.
            Viewer::Table(League | Staged) => "league-table",
            Viewer::Table(Event) => "swiss-table",
        }
    }

    /// The viewer of a table of kind `kind` (an event in stages has no table: a league's).
    pub fn table(kind: crate::error::DocumentKind) -> Viewer {
        use crate::error::DocumentKind::*;
        Viewer::Table(match kind {
            Event => Event,
            League | Staged => League,
        })
    }

    /// The viewer of a file in the format `source`.
    pub fn of_source(source: crate::format::Source) -> Viewer {
        if source.is_json() {
            Viewer::File(source.kind())
        } else {
            Viewer::table(source.kind())
        }
    }
}

/// What a file's name says of its format, the viewer's first guess (`view.html` guesses the
/// same): `.trf` and `.h9` are a Swiss event's tables, `.csv`, `.tsv` and `.txt` tables of
/// either kind (a league's crosstable, an event's wall chart, a TRF saved as text), any other a
/// JSON document. A wrong guess costs a second script: the viewer that fetched the file hands
/// it to the one that reads it.
fn named_table(src: &str) -> Option<Option<crate::error::DocumentKind>> {
    let path = src.split(['?', '#']).next().unwrap_or_default();
    let name = path.rsplit('/').next().unwrap_or_default();
    let (_, ext) = name.rsplit_once('.')?;
    match ext.to_ascii_lowercase().as_str() {
        "trf" | "h9" => Some(Some(crate::error::DocumentKind::Event)),
        "csv" | "tsv" | "txt" => Some(None),
        _ => None,
    }
}

/// How often, in seconds, an embed fetches its `src` again while visible, by default.
pub const DEFAULT_REFRESH: u32 = 60;
/// The shortest refresh period an address may ask for, in seconds.
pub const MIN_REFRESH: u32 = 2;

impl Launch {
    /// The refresh period in seconds (`None`: never).
    pub fn refresh_seconds(&self) -> Option<u32> {
        match self.refresh.unwrap_or(DEFAULT_REFRESH) {
            0 => None,
            s => Some(s),
        }
    }

    /// The share link the address holds, and the kind it is of (a league's first, as the
    /// viewer reads them).
    pub fn link(&self) -> Option<(&str, crate::error::DocumentKind)> {
        use crate::error::DocumentKind;
        (self.share.as_deref().map(|t| (t, DocumentKind::League)))
            .or(self.event.as_deref().map(|t| (t, DocumentKind::Event)))
            .or(self.staged.as_deref().map(|t| (t, DocumentKind::Staged)))
    }

    /// The viewer that draws this address: the share link's kind; else a ko position given
    /// alone; else a file at `src=`, a table's viewer when its name says it is one
    /// ([`named_table`]), else the JSON file's of the kind the address was written for (`kind=`:
    /// first guesses, since a viewer given a file of another kind or notation hands it on);
    /// else that kind's example. `view.html`'s loader makes the same choice before any wasm
    /// loads.
    pub fn viewer(&self) -> Viewer {
        let kind = self.kind.unwrap_or(crate::error::DocumentKind::League);
        match (self.link(), &self.ko, &self.src) {
            (Some((_, kind)), _, _) => Viewer::Link(kind),
            (None, Some(_), None) => Viewer::Ko,
            (None, _, Some(src)) => match named_table(src) {
                Some(table) => Viewer::table(table.unwrap_or(kind)),
                None => Viewer::File(kind),
            },
            (None, None, None) => Viewer::Link(kind),
        }
    }

    /// Reads the query (as decoded `(name, value)` pairs, in order) and the fragment
    /// (`location.hash`, with or without its `#`). Unknown names and values are ignored: an
    /// address is never an error, it only asks for less.
    pub fn parse<'a>(query: impl IntoIterator<Item = (&'a str, &'a str)>, hash: &str) -> Launch {
        let mut launch = Launch::default();
        for (name, value) in query {
            match name {
                "embed" => launch.embed = !matches!(value, "0" | "false" | "no"),
                "src" if !value.trim().is_empty() => launch.src = Some(value.trim().to_string()),
                "lang" => match value {
                    "ja" => launch.lang = Some(Lang::Ja),
                    "en" => launch.lang = Some(Lang::En),
                    _ => {}
                },
                "refresh" => {
                    if let Ok(s) = value.parse::<u32>() {
                        launch.refresh = Some(if s == 0 { 0 } else { s.max(MIN_REFRESH) });
                    }
                }
                "open" => launch.handoff = value == "file",
                "kind" => match value {
                    "league" => launch.kind = Some(crate::error::DocumentKind::League),
                    "event" => launch.kind = Some(crate::error::DocumentKind::Event),
                    "staged" => launch.kind = Some(crate::error::DocumentKind::Staged),
                    _ => {}
                },
                "ko" if !value.trim().is_empty() => launch.ko = Some(value.trim().to_string()),
                "theme" => match value {
                    "light" => launch.theme = Theme::Light,
                    "dark" => launch.theme = Theme::Dark,
                    "system" => launch.theme = Theme::System,
                    _ => {}
                },
                _ => {}
            }
        }
        let (share, secret) = crate::format::share::league::split_fragment(hash);
        launch.share = share.map(str::to_string);
        launch.secret = secret.map(str::to_string);
        launch.event = crate::format::share::event::in_fragment(hash).map(str::to_string);
        launch.staged = crate::format::share::staged::in_fragment(hash).map(str::to_string);
        launch
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(query: &[(&str, &str)], hash: &str, expected: Launch) {
        assert_eq!(Launch::parse(query.iter().copied(), hash), expected);
    }

    /// Source: issue 11, item 3 (the embed's parameters) and WordPress's `wp-embed` (the
    /// `#?secret=` it appends to an embedded iframe's address).
    #[test]
    fn addresses() {
        check(&[], "", Launch::default());
        check(
            &[
                ("embed", ""),
                ("src", "league.json"),
                ("lang", "en"),
                ("theme", "dark"),
            ],
            "",
            Launch {
                embed: true,
                src: Some("league.json".into()),
                lang: Some(Lang::En),
                theme: Theme::Dark,
                ..Launch::default()
            },
        );
        check(
            &[
                ("embed", "0"),
                ("lang", "fr"),
                ("theme", "pink"),
                ("src", " "),
            ],
            "",
            Launch::default(),
        );
        check(
            &[("embed", "1")],
            "#s=AbC_-9",
            Launch {
                embed: true,
                share: Some("s=AbC_-9".into()),
                ..Launch::default()
            },
        );
        check(
            &[("embed", "")],
            "#s=AbC#?secret=s3cr3t",
            Launch {
                embed: true,
                share: Some("s=AbC".into()),
                secret: Some("s3cr3t".into()),
                ..Launch::default()
            },
        );
        check(
            &[("embed", "")],
            "#?secret=s3cr3t",
            Launch {
                embed: true,
                secret: Some("s3cr3t".into()),
                ..Launch::default()
            },
        );
        check(&[], "#", Launch::default());
        // A Swiss event's link, for the Swiss page.
        check(
            &[("lang", "en")],
            "#e=AQ_-#?secret=s3cr3t",
            Launch {
                lang: Some(Lang::En),
                event: Some("e=AQ_-".into()),
                secret: Some("s3cr3t".into()),
                ..Launch::default()
            },
        );
        // An event in stages' link, for the stages page.
        check(
            &[("embed", "")],
            "#t=AQkF",
            Launch {
                embed: true,
                staged: Some("t=AQkF".into()),
                ..Launch::default()
            },
        );
        // The page an embed's address was written for (the viewer shows its example).
        check(
            &[("embed", ""), ("kind", "event")],
            "",
            Launch {
                embed: true,
                kind: Some(crate::error::DocumentKind::Event),
                ..Launch::default()
            },
        );
        check(&[("kind", "swiss")], "", Launch::default());
        // A fragment that is not a share link (an anchor) is not one.
        check(&[], "#standings", Launch::default());
        let period = |v: &str| Launch::parse([("refresh", v)], "").refresh_seconds();
        assert_eq!(period("x"), Some(DEFAULT_REFRESH));
        assert_eq!(period("0"), None);
        assert_eq!(period("1"), Some(MIN_REFRESH));
        assert_eq!(period("300"), Some(300));
    }

    /// Source: `tests/fixtures/viewer/addresses.json`, the viewer's addresses (`src/web/view`):
    /// what a share link, a ko link, an embed's `src=` and `kind=` open. `view.html`'s loader
    /// reads the same table (`e2e/view-loader.test.mjs`), so the two choose alike.
    #[test]
    fn viewers() {
        let table: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/fixtures/viewer/addresses.json"))
                .unwrap();
        let addresses = table["addresses"].as_array().unwrap();
        assert!(addresses.len() > 30);
        for address in addresses {
            let query: Vec<(&str, &str)> = address["query"]
                .as_array()
                .unwrap()
                .iter()
                .map(|pair| (pair[0].as_str().unwrap(), pair[1].as_str().unwrap()))
                .collect();
            let hash = address["hash"].as_str().unwrap();
            let viewer = Launch::parse(query.iter().copied(), hash).viewer();
            assert_eq!(
                viewer.name(),
                address["viewer"].as_str().unwrap(),
                "{address}"
            );
        }
        let names: Vec<&str> = Viewer::ALL.iter().map(|v| v.name()).collect();
        assert_eq!(
            names,
            [
                "league",
                "swiss",
                "stages",
                "ko",
                "league-file",
                "swiss-file",
                "stages-file",
                "league-table",
                "swiss-table"
            ]
        );
    }
}
