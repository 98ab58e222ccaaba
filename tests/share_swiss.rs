//! Share links of Swiss events (`format::share::event`, `docs/swiss-format.md` "Share
//! links"): pinned links keep opening, every event file round-trips with the same standings,
//! numbers of points are exact or refused, any text decodes to an event or an error without a
//! panic, and `hoshitori share` of an event file.

mod common;

use std::path::{Path, PathBuf};

use proptest::collection::vec;
use proptest::prelude::*;

use hoshitori::document::event::SwissEvent;
use hoshitori::engine::swiss::{Edition, PRESETS};
use hoshitori::error::ShareProblem;
use hoshitori::format::share::event as event_link;
use hoshitori::format::{self, share::base64url};
use hoshitori::report::qr::Qr;
use hoshitori::{Error, ErrorKind};

/// Every event file under `tests/fixtures/swiss/` (JSON, TRF, h9, wall charts, and
/// TieBreakServer's events), read as the CLI and the page read them (`format::read_event`).
fn event_files() -> Vec<(PathBuf, SwissEvent)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else {
                out.push(path);
            }
        }
    }
    let mut paths = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/swiss"),
        &mut paths,
    );
    paths.sort();
    paths
        .into_iter()
        .filter_map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            let (text, _) = format::decode(&bytes).ok()?;
            let event = format::read_event(&text)?.unwrap_or_else(|e| panic!("{p:?}: {e}"));
            Some((p, event))
        })
        .collect()
}

/// `event` as a link keeps it: everything but the `extra` fields and the director's pairing
/// settings, with names in rounds spelled as in the list.
fn without_extra(event: &SwissEvent) -> SwissEvent {
    let mut e = event.clone();
    e.format = hoshitori::document::event::FORMAT.to_string();
    e.extra.clear();
    e.pairing = None;
    for p in &mut e.players {
        p.extra.clear();
    }
    let listed = |name: &str| {
        event
            .players
            .iter()
            .find(|p| p.name.trim() == name.trim())
            .map_or(name.to_string(), |p| p.name.clone())
    };
    for r in &mut e.rounds {
        r.extra.clear();
        for g in &mut r.games {
            g.extra.clear();
            g.white = listed(&g.white);
            g.black = listed(&g.black);
        }
        for m in &mut r.matches {
            m.extra.clear();
            m.home = listed(&m.home);
            m.away = listed(&m.away);
        }
        for b in &mut r.byes {
            b.player = listed(&b.player);
        }
    }
    e
}

/// The standings of `event` under its own rules, as the CLI's JSON gives them.
fn standings(event: &SwissEvent) -> Result<String, Error> {
    let input = event.input(None, None)?;
    let st = hoshitori::engine::swiss::order(&input.event, &input.codes, input.edition);
    let names: Vec<String> = input.event.names();
    Ok(
        hoshitori::report::swiss::json(&names, &input.event, &input.rules, None, &st, true)
            .to_string(),
    )
}

// ---------------------------------------------------------------------------------------------
// Pinned links.
// ---------------------------------------------------------------------------------------------

/// Every link in `tests/fixtures/share/swiss/` (made by event layout 1) opens as the event
/// beside it, forever; and this version still writes the same link for that event. Source:
/// issue 11, item 4 ("links made by this version keep opening in later ones"), for issue 12's
/// "the same sharing as round robins".
#[test]
fn pinned_event_links_open_as_the_event_beside_them() {
    let dir = Path::new("tests/fixtures/share/swiss");
    let mut links: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    links.sort();
    assert!(links.len() >= 3, "{links:?}");
    for path in links {
        let text = std::fs::read_to_string(&path).unwrap();
        let text = text.trim_end();
        let json = std::fs::read_to_string(path.with_extension("json")).unwrap();
        let expected = format::json::read_event(&json).unwrap();
        let event = event_link::decode(text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        assert_eq!(event, expected, "{path:?}");
        assert_eq!(event_link::encode(&expected).unwrap(), text, "{path:?}");
    }
}

/// The module's example, and a link's first bytes: the version, then the flags.
#[test]
fn layout_starts_with_its_version() {
    let text = std::fs::read_to_string("tests/fixtures/share/swiss/tagajo.txt").unwrap();
    let bytes = base64url::decode(&text.trim_end()[2..]).unwrap();
    // Every event but a round robin is written in layout 1, which every reader reads.
    assert_eq!(bytes[0], 1);
    assert_eq!(event_link::VERSION, 4);
    assert!(text.starts_with(event_link::PREFIX));
}

/// Layout 2 is layout 1 with the round robin's codes (`"system": "round_robin"`): a round
/// robin's link is written in it and opens as it was; layout 1 refuses those codes.
#[test]
fn a_round_robin_link_is_layout_2() {
    let json = r#"{"format": "hoshitori-swiss/1", "game": "renju", "system": "round_robin",
        "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
        "rounds": [{"games": [{"white": "A", "black": "B", "result": "1-0"}]}]}"#;
    let event = format::json::read_event(json).unwrap();
    let text = event_link::encode(&event).unwrap();
    let bytes = base64url::decode(&text[2..]).unwrap();
    assert_eq!(bytes[0], 2);
    assert_eq!(event_link::decode(&text).unwrap(), event);
    // The same bytes marked layout 1: the code 10 (renju, round robin) is not layout 1's.
    let mut v1 = bytes.clone();
    v1[0] = 1;
    let e = event_link::decode(&format!("e={}", base64url::encode(&v1))).unwrap_err();
    assert!(
        matches!(problem(&e), ShareProblem::InvalidValue { found: 10, .. }),
        "{e}"
    );
}

/// Layout 3 adds a team match's board not played yet (code 6): such a link is written in it
/// and opens as it was; layouts 1 and 2 refuse the code.
#[test]
fn a_board_not_played_is_layout_3() {
    let json = r#"{"format": "hoshitori-swiss/1", "game": "renju", "boards": 2,
        "players": [{"name": "A"}, {"name": "B"}],
        "rounds": [{"matches": [{"home": "A", "away": "B", "boards": ["1-0", null]}]}]}"#;
    let event = format::json::read_event(json).unwrap();
    let text = event_link::encode(&event).unwrap();
    let bytes = base64url::decode(&text[2..]).unwrap();
    assert_eq!(bytes[0], 3);
    assert_eq!(event_link::decode(&text).unwrap(), event);
    for older in [1, 2] {
        let mut old = bytes.clone();
        old[0] = older;
        let e = event_link::decode(&format!("e={}", base64url::encode(&old))).unwrap_err();
        assert!(
            matches!(problem(&e), ShareProblem::InvalidValue { found: 6, .. }),
            "{e}"
        );
    }
}

/// Layout 4 adds whether a game's colours are known (flag 14, a bit per game): an event with a
/// game without colours (a Tagajo pairing's, `"colours": false`) is written in it and opens as
/// it was; layouts 1 to 3 refuse the flag; an event whose games all have colours stays in
/// layout 1, and a link of before opens with its games' colours known.
#[test]
fn a_game_without_colours_is_layout_4() {
    let json = r#"{"format": "hoshitori-swiss/1", "game": "go",
        "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}],
        "rounds": [{"games": [{"white": "A", "black": "B", "result": "1-0", "colours": false},
            {"white": "C", "black": "D", "result": "0-1"}]}]}"#;
    let event = format::json::read_event(json).unwrap();
    assert!(!event.rounds[0].games[0].colours && event.rounds[0].games[1].colours);
    let text = event_link::encode(&event).unwrap();
    let bytes = base64url::decode(&text[2..]).unwrap();
    assert_eq!(bytes[0], 4);
    assert_eq!(event_link::decode(&text).unwrap(), event);
    for older in [1, 2, 3] {
        let mut old = bytes.clone();
        old[0] = older;
        let e = event_link::decode(&format!("e={}", base64url::encode(&old))).unwrap_err();
        assert!(
            matches!(problem(&e), ShareProblem::InvalidValue { at: 1, .. }),
            "{e}"
        );
    }
    let mut coloured = event.clone();
    coloured.rounds[0].games[0].colours = true;
    let text = event_link::encode(&coloured).unwrap();
    assert_eq!(base64url::decode(&text[2..]).unwrap()[0], 1);
    assert_eq!(event_link::decode(&text).unwrap(), coloured);
}

/// Preset and edition ids are small numbers in a table that only grows: every preset and
/// edition is in it, and the first ones stay where layout 1 put them.
#[test]
fn every_preset_and_edition_is_a_word() {
    for p in PRESETS {
        assert!(event_link::WORDS.contains(&p.id), "{}", p.id);
    }
    for e in Edition::ALL {
        assert!(event_link::WORDS.contains(&e.id()), "{}", e.id());
    }
    assert_eq!(
        event_link::WORDS[..6],
        [
            "fide-swiss",
            "tagajo",
            "rif-swiss",
            "rif-team",
            "egf-mcmahon",
            "jp-go-swiss"
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Round trips.
// ---------------------------------------------------------------------------------------------

/// Every event file (the five worked events of `swiss.md` among them, TRF, h9, wall charts and
/// TieBreakServer's events) round-trips through a link: the same event without its `extra`
/// fields, the same standings with every value, and the same link again.
#[test]
fn every_event_file_round_trips_with_the_same_standings() {
    let files = event_files();
    assert!(files.len() >= 80, "{}", files.len());
    for name in [
        "tagajo.json",
        "rif-renju.json",
        "fide-chess.json",
        "mcmahon.json",
        "rif-team.json",
    ] {
        assert!(files.iter().any(|(p, _)| p.ends_with(name)), "{name}");
    }
    for (path, event) in &files {
        let text = event_link::encode(event).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let back = event_link::decode(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        assert_eq!(back, without_extra(event), "{path:?}");
        assert_eq!(event_link::encode(&back).unwrap(), text, "{path:?}");
        assert_eq!(
            standings(&back).map_err(|e| e.to_string()),
            standings(event).map_err(|e| e.to_string()),
            "{path:?}"
        );
    }
}

/// Fields a link does not know are dropped, and change nothing else.
#[test]
fn extra_fields_are_dropped() {
    let json = std::fs::read_to_string("tests/fixtures/share/swiss/every-field.json").unwrap();
    let event = format::json::read_event(&json).unwrap();
    let mut with_extra = event.clone();
    let note = serde_json::Value::String("note".into());
    with_extra.extra.insert("source".into(), note.clone());
    with_extra.players[0]
        .extra
        .insert("number".into(), 7.into());
    with_extra.rounds[0]
        .extra
        .insert("date".into(), note.clone());
    with_extra.rounds[0].games[0]
        .extra
        .insert("board".into(), 3.into());
    let text = event_link::encode(&with_extra).unwrap();
    assert_eq!(text, event_link::encode(&event).unwrap());
    assert_eq!(event_link::decode(&text).unwrap(), event);
}

/// Points are whole numbers of halves: every multiple of ½ comes back exactly (negative, large);
/// anything else is refused with the field, never rounded.
#[test]
fn points_are_exact_or_refused() {
    let json = std::fs::read_to_string("tests/fixtures/share/swiss/every-field.json").unwrap();
    let event = format::json::read_event(&json).unwrap();
    for v in [0.0, 0.5, -0.5, 3.0, -100.0, 1e6 + 0.5, 2f64.powi(52)] {
        let mut e = event.clone();
        e.scoring.as_mut().unwrap().draw = Some(v);
        e.players[1].smms = Some(v);
        e.rounds[2].byes[0].game_points = Some(v);
        let back = event_link::decode(&event_link::encode(&e).unwrap()).unwrap();
        assert_eq!(back, e, "{v}");
    }
    let refused = |f: &dyn Fn(&mut SwissEvent), path: &str, field: &str, found: &str| {
        let mut e = event.clone();
        f(&mut e);
        let err = event_link::encode(&e).unwrap_err();
        assert_eq!(
            err.kind(),
            &ErrorKind::InvalidScoring {
                field: field.into(),
                found: found.into()
            }
        );
        assert_eq!(err.location().path.as_deref(), Some(path));
    };
    refused(
        &|e| e.scoring.as_mut().unwrap().win = Some(0.25),
        "scoring.win",
        "win",
        "0.25",
    );
    refused(
        &|e| e.players[2].smms = Some(0.1),
        "players[2].smms",
        "smms",
        "0.1",
    );
    refused(
        &|e| e.rounds[1].byes[0].game_points = Some(f64::NAN),
        "rounds[1].byes[0].game_points",
        "game_points",
        "NaN",
    );
    refused(
        &|e| e.scoring.as_mut().unwrap().loss = Some(2f64.powi(60)),
        "scoring.loss",
        "loss",
        // As a JSON file writes it (`document::league::number_text`).
        "1.152921504606847e+18",
    );
}

/// Names that do not identify players are refused with the entry's path, as for a league.
#[test]
fn names_must_identify_players() {
    let json = std::fs::read_to_string("tests/fixtures/share/swiss/every-field.json").unwrap();
    let event = format::json::read_event(&json).unwrap();
    let mut e = event.clone();
    e.rounds[1].games[0].black = "誰か".into();
    let err = event_link::encode(&e).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::UnknownPlayer {
            name: "誰か".into()
        }
    );
    assert_eq!(
        err.location().path.as_deref(),
        Some("rounds[1].games[0].black")
    );
    let mut e = event.clone();
    e.players[3].name = " 青木 ".into();
    let err = event_link::encode(&e).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::DuplicatePlayer {
            name: "青木".into()
        }
    );
    assert_eq!(err.location().path.as_deref(), Some("players[3].name"));
    // A name in a round matches the list's as `SwissEvent::input` matches it (trimmed), and
    // comes back as the list spells it.
    let mut e = event.clone();
    e.rounds[0].games[0].white = " 青木".into();
    let back = event_link::decode(&event_link::encode(&e).unwrap()).unwrap();
    assert_eq!(back, event);
    let mut e = event;
    e.format = "hoshitori-swiss/9".into();
    let err = event_link::encode(&e).unwrap_err();
    assert_eq!(err.location().path.as_deref(), Some("format"));
}

// ---------------------------------------------------------------------------------------------
// Sizes.
// ---------------------------------------------------------------------------------------------

/// A 40-player, 5-round Go event with Japanese names and ranks, every game played: the kind of
/// event a club shares.
fn forty_players() -> SwissEvent {
    let families = [
        "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村",
    ];
    let given = ["太郎", "花子", "健一", "美咲", "大輔"];
    let mut players = Vec::new();
    for (i, f) in families.iter().enumerate() {
        for (j, g) in given.iter().enumerate() {
            let rank = match (i * 5 + j) % 12 {
                r if r < 5 => format!("{}d", 5 - r),
                r => format!("{}k", r - 4),
            };
            players.push(serde_json::json!({"name": format!("{f}{g}"), "rank": rank}));
        }
    }
    let names: Vec<String> = players
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    let rounds: Vec<_> = (0..5)
        .map(|r| {
            // A different matching each round: the players in the order i·7 + 13r (mod 40).
            let order: Vec<usize> = (0..40).map(|i| (i * 7 + r * 13) % 40).collect();
            let games: Vec<_> = order
                .chunks(2)
                .enumerate()
                .map(|(k, pair)| {
                    let result = if (k + r) % 3 == 0 { "1-0" } else { "0-1" };
                    serde_json::json!({"white": names[pair[0]], "black": names[pair[1]], "result": result})
                })
                .collect();
            serde_json::json!({"games": games})
        })
        .collect();
    let json = serde_json::json!({
        "format": "hoshitori-swiss/1",
        "title": "第12回 市民囲碁大会",
        "date": "2025-11-03",
        "game": "go",
        "planned_rounds": 5,
        "rules": "jp-go-swiss",
        "players": players,
        "rounds": rounds,
    });
    format::json::read_event(&json.to_string()).unwrap()
}

/// The Tagajo example the page opens with and a 40-player, 5-round event fit in a QR code
/// with room to spare; the link's length is what `docs/swiss-format.md` reports.
#[test]
fn links_are_short_enough_for_a_qr_code() {
    let base = "https://example.jp/hoshitori/swiss.html";
    let tagajo = event_link::link(base, &hoshitori::editor::swiss::example("Example")).unwrap();
    let forty = forty_players();
    forty.input(None, None).unwrap();
    let forty = event_link::link(base, &forty).unwrap();
    eprintln!(
        "link lengths: Tagajo example {}, 40 players × 5 rounds {} (with a {}-character base)",
        tagajo.len(),
        forty.len(),
        base.len()
    );
    assert!(tagajo.len() < 400, "{}", tagajo.len());
    assert!(forty.len() < 1500, "{}", forty.len());
    Qr::new(&forty).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Broken links.
// ---------------------------------------------------------------------------------------------

fn problem(e: &Error) -> ShareProblem {
    match e.kind() {
        ErrorKind::ShareLink { problem } => problem.clone(),
        other => panic!("not a share link error: {other:?}"),
    }
}

fn pinned(name: &str) -> Vec<u8> {
    let text = std::fs::read_to_string(format!("tests/fixtures/share/swiss/{name}.txt")).unwrap();
    base64url::decode(&text.trim_end()[2..]).unwrap()
}

fn link_of(bytes: &[u8]) -> String {
    format!("e={}", base64url::encode(bytes))
}

/// Each way a link can be broken is its own error, with the byte and, where the field is
/// known, its JSON path.
#[test]
fn broken_event_links_say_what_is_wrong() {
    let err = |text: &str| event_link::decode(text).unwrap_err();
    assert_eq!(problem(&err("AQ")), ShareProblem::NotEventLink);
    // A league's link is not an event's.
    assert_eq!(problem(&err("s=AQABAUEAAA")), ShareProblem::NotEventLink);
    assert_eq!(
        problem(&err("e=AQ%A")),
        ShareProblem::Character {
            position: 5,
            found: '%'
        }
    );
    assert_eq!(
        problem(&err(&link_of(&[5]))),
        ShareProblem::Version { found: 5, max: 4 }
    );
    assert_eq!(
        problem(&err(&link_of(&[0]))),
        ShareProblem::Version { found: 0, max: 4 }
    );
    let bytes = pinned("tagajo");
    assert_eq!(
        problem(&err(&link_of(&bytes[..bytes.len() - 1]))),
        ShareProblem::Truncated {
            at: bytes.len() - 1
        }
    );
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(
        problem(&err(&link_of(&longer))),
        ShareProblem::Trailing { at: bytes.len() }
    );
    // An unknown flag (bit 14, past the country column's).
    assert_eq!(
        problem(&err(&link_of(&[1, 0x80, 0x80, 0x01]))),
        ShareProblem::InvalidValue {
            at: 1,
            found: 1 << 14
        }
    );
    // An unknown game: game and system are one number below 8.
    let e = err(&link_of(&[1, 0, 8]));
    assert_eq!(problem(&e), ShareProblem::InvalidValue { at: 2, found: 8 });
    assert_eq!(e.location().path.as_deref(), Some("game"));
    // A bye naming player 5 of 2.
    let e = err(&link_of(&[1, 0, 0, 2, 1, b'A', 1, b'B', 1, 0, 0, 1, 5, 0]));
    assert_eq!(problem(&e), ShareProblem::InvalidValue { at: 12, found: 5 });
    assert_eq!(
        e.location().path.as_deref(),
        Some("rounds[0].byes[0].player")
    );
    // A name that is not UTF-8.
    let e = err(&link_of(&[1, 0, 0, 1, 1, 0xff, 0]));
    assert_eq!(problem(&e), ShareProblem::NotText { at: 5 });
    assert_eq!(e.location().path.as_deref(), Some("players[0].name"));
}

/// Every cut and every one-byte change of the pinned links opens or is refused, never a panic;
/// a cut link is always refused.
#[test]
fn every_cut_and_changed_byte_fails_cleanly() {
    for name in ["tagajo", "rif-team", "every-field"] {
        let bytes = pinned(name);
        for len in 0..bytes.len() {
            assert!(
                event_link::decode(&link_of(&bytes[..len])).is_err(),
                "{name} {len}"
            );
        }
        for at in 0..bytes.len() {
            for b in [0, 1, 0x7f, 0x80, 0xff, bytes[at] ^ 1] {
                let mut changed = bytes.clone();
                changed[at] = b;
                let _ = event_link::decode(&link_of(&changed));
            }
        }
    }
}

proptest! {
    /// Any text decodes to an event or an error, never a panic.
    #[test]
    fn any_text_decodes_or_fails_cleanly(text in any::<String>()) {
        let _ = event_link::decode(&text);
        let _ = event_link::decode(&format!("e={text}"));
        let _ = event_link::in_fragment(&text);
    }

    /// Any bytes behind a valid version byte decode or fail cleanly (deep into the layout).
    #[test]
    fn any_bytes_decode_or_fail_cleanly(bytes in vec(any::<u8>(), 0..300), version in 0u8..3) {
        let mut all = vec![version];
        all.extend(bytes);
        let _ = event_link::decode(&link_of(&all));
    }

    /// A pinned link with bytes inserted or removed anywhere opens or is refused.
    #[test]
    fn shifted_links_decode_or_fail_cleanly(at in any::<usize>(), byte in any::<u8>(), insert in any::<bool>()) {
        let mut bytes = pinned("every-field");
        let at = at % bytes.len();
        if insert {
            bytes.insert(at, byte);
        } else {
            bytes.remove(at);
        }
        let _ = event_link::decode(&link_of(&bytes));
    }
}

/// The event's part of a fragment, beside WordPress's secret and a league's link.
#[test]
fn event_links_in_a_fragment() {
    assert_eq!(event_link::in_fragment("#e=AQ"), Some("e=AQ"));
    assert_eq!(event_link::in_fragment("e=AQ#?secret=x"), Some("e=AQ"));
    assert_eq!(event_link::in_fragment("#?secret=x#e=AQ"), Some("e=AQ"));
    assert_eq!(event_link::in_fragment("#s=AQ"), None);
    assert_eq!(event_link::in_fragment("#e="), None);
    assert_eq!(event_link::in_fragment(""), None);
}

// ---------------------------------------------------------------------------------------------
// The command line.
// ---------------------------------------------------------------------------------------------

/// `hoshitori share` of an event file (JSON, TRF, h9 or a wall chart) prints the viewer's
/// link beside `--base`, which opens as the file's event; `--qr` writes its QR code.
#[test]
fn share_command_prints_an_event_link() {
    for (file, base, page) in [
        (
            "tests/fixtures/swiss/tagajo.json",
            "https://example.jp/go/",
            "https://example.jp/go/view.html",
        ),
        (
            "tests/fixtures/swiss/fide-chess-trf.trf",
            "https://example.jp/go/index.html?lang=en",
            "https://example.jp/go/view.html?lang=en",
        ),
        (
            "tests/fixtures/swiss/h9-sample.h9",
            "https://example.jp/go/swiss.html",
            "https://example.jp/go/view.html",
        ),
        (
            "tests/fixtures/swiss/jp-wallchart.csv",
            "https://example.jp",
            "https://example.jp/view.html",
        ),
    ] {
        let (code, out, err) = common::run(&["share", file, "--base", base], b"", None);
        assert_eq!((code, err.as_str()), (0, ""), "{file}");
        let link = out.strip_suffix('\n').unwrap();
        let (at, fragment) = link.split_once('#').unwrap();
        assert_eq!(at, page, "{file}");
        let text = format::decode(&std::fs::read(file).unwrap()).unwrap().0;
        let event = format::read_event(&text).unwrap().unwrap();
        assert_eq!(
            event_link::decode(fragment).unwrap(),
            without_extra(&event),
            "{file}"
        );
    }
    let dir = std::env::temp_dir().join(format!("hoshitori-share-swiss-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("event.svg");
    let (code, out, _) = common::run(
        &[
            "share",
            "tests/fixtures/swiss/rif-team.json",
            "--qr",
            svg.to_str().unwrap(),
        ],
        b"",
        None,
    );
    assert_eq!(code, 0);
    assert!(
        out.starts_with("http://127.0.0.1:8080/view.html#e="),
        "{out}"
    );
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    std::fs::remove_dir_all(&dir).unwrap();
    // An event the link cannot hold is refused with the file and the entry.
    let (code, out, err) = common::run(
        &["share", "-"],
        br#"{"format": "hoshitori-swiss/1", "players": [{"name": "A"}], "scoring": {"win": 0.3}}"#,
        None,
    );
    assert_eq!((code, out.as_str()), (2, ""));
    insta::assert_snapshot!(err, @"hoshitori: error: -:1:80: scoring.win: scoring win 0.3: expected a multiple of 0.5 between -100 and 100");
}
