//! Share links (`format::share`, `docs/league-format.md` "Share links") and their QR codes
//! (`report::qr`): pinned links keep opening, every league round-trips, any text decodes to a
//! league or an error without a panic, the QR code reads back as the link, and `hoshitori share`.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::sample::select;

use hoshitori::document::league::{
    GameEntry, League, PlayerEntry, PlayoffEntry, PlayoffGameEntry, Rules, RulesSpec, ScoringEntry,
};
use hoshitori::editor::league::CellResult;
use hoshitori::editor::share_link;
use hoshitori::engine::league::chain::{PRESETS, PlayoffFormat, PlayoffScope, Reapply};
use hoshitori::engine::{First, Outcome, RuleChain, Side, rank};
use hoshitori::error::ShareProblem;
use hoshitori::format::share::base64url;
use hoshitori::format::share::league::{self as share, Shared};
use hoshitori::format::{self, json};
use hoshitori::lang::Lang;
use hoshitori::report::error::message as error_message;
use hoshitori::report::qr::{self, Correction, Qr};
use hoshitori::{Error, ErrorKind};

// ---------------------------------------------------------------------------------------------
// Pinned links.
// ---------------------------------------------------------------------------------------------

/// Every link in `tests/fixtures/share/` (made by layout version 1) opens as the league beside
/// it, forever; and this version still writes the same link for that league. Source: issue 11,
/// item 4 ("links made by this version keep opening in later ones").
#[test]
fn pinned_links_open_as_the_league_beside_them() {
    let dir = Path::new("tests/fixtures/share");
    let mut links: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    links.sort();
    assert!(links.len() >= 4, "{links:?}");
    for path in links {
        let text = std::fs::read_to_string(&path).unwrap();
        let text = text.trim_end();
        let expected = std::fs::read_to_string(path.with_extension("json")).unwrap();
        let shared = share::decode(text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        assert_eq!(json::write(&shared.league), expected, "{path:?}");
        let stem = path.file_stem().unwrap().to_string_lossy();
        let hypothetical = match stem.as_ref() {
            // 江藤 beats 太田, 加藤 loses to 太田: the two games not yet played.
            "junisen-playoff-what-if" => vec![cell(3, 4, 0, Side::Win), cell(5, 4, 0, Side::Loss)],
            _ => Vec::new(),
        };
        assert_eq!(shared.hypothetical, hypothetical, "{path:?}");
        // Layout 1 is what this version writes: the same league gives the same link.
        let league = json::read(&expected).unwrap();
        assert_eq!(
            share::encode(&Shared {
                league,
                hypothetical
            })
            .unwrap(),
            text,
            "{path:?}"
        );
    }
}

fn cell(row: usize, col: usize, meeting: usize, side: Side) -> CellResult {
    CellResult {
        row,
        col,
        meeting,
        side,
    }
}

/// The whole Fukui 43rd season (10 players, 45 games, rounds, previous ranks) fits in the
/// issue's 170-330 characters; its JSON is ten times longer.
/// Source: issue 11, item 4; `tests/fixtures/spec/fukui43-season.json`.
#[test]
fn the_fukui_season_is_a_short_link() {
    let file = "tests/fixtures/spec/fukui43-season.json";
    let league = json::read(&std::fs::read_to_string(file).unwrap()).unwrap();
    let text = share::encode(&Shared::new(league.clone())).unwrap();
    let compact_json = serde_json::to_string(&league).unwrap().chars().count();
    assert!((170..=330).contains(&text.len()), "{}", text.len());
    assert!(compact_json > 5 * text.len(), "{compact_json}");
    // Nothing but the format changes: the file is already in the order a link gives.
    let mut migrated = league.migrate();
    assert_eq!(share::decode(&text).unwrap().league, {
        migrated.extra.clear();
        migrated
    });
}

/// A decoded league lists its games by round when every pair's meetings are in round order and
/// no round is beyond the number of games; else pair by pair (`docs/league-format.md`).
#[test]
fn decoded_games_are_in_round_order_when_they_can_be() {
    let order = |rounds: [Option<u32>; 3]| {
        let players = ["A", "B", "C"].map(PlayerEntry::named).to_vec();
        let pairs = [("B", "C"), ("A", "C"), ("A", "B")];
        let games = pairs
            .iter()
            .zip(rounds)
            .map(|(&(a, b), round)| GameEntry {
                round,
                ..GameEntry::new(a, b, Outcome::A)
            })
            .collect();
        let text = share::encode(&Shared::new(League::new(players, games))).unwrap();
        let decoded = share::decode(&text).unwrap().league.games;
        decoded
            .iter()
            .map(|g| format!("{}{}", g.a, g.b))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(order([Some(1), Some(2), Some(3)]), "BC AC AB");
    assert_eq!(order([Some(1), None, Some(2)]), "BC AB AC");
    // Pair order (A-B, A-C, B-C) when a round is beyond the number of games.
    assert_eq!(order([Some(1), Some(2), Some(4)]), "AB AC BC");
    assert_eq!(order([None, None, None]), "AB AC BC");
}

/// Words are written as their index in `share::WORDS`: every preset and policy code is there,
/// and the table only grows (a link of version 1 says `fukui` as 0 forever).
#[test]
fn the_word_table_only_grows() {
    const VERSION_1: [&str; 16] = [
        "fukui",
        "jp-pro-league",
        "shogi-junisen",
        "rif-round-robin",
        "fide-round-robin",
        "none",
        "title",
        "seats",
        "title,seats",
        "all",
        "knockout",
        "stepladder",
        "round-robin",
        "two-most-senior",
        "restart",
        "continue",
    ];
    assert_eq!(share::WORDS[..VERSION_1.len()], VERSION_1);
    let codes = PRESETS
        .into_iter()
        .chain(PlayoffScope::ALL.map(PlayoffScope::code))
        .chain(PlayoffFormat::ALL.map(PlayoffFormat::code))
        .chain(Reapply::ALL.map(Reapply::code));
    for code in codes {
        assert!(
            share::WORDS.contains(&code),
            "{code} is not in share::WORDS"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Round trips.
// ---------------------------------------------------------------------------------------------

/// Ranks a league as the CLI does (its rules, else fukui), as the documented JSON.
fn ranking_json(league: &League) -> String {
    let input = league.input().unwrap();
    let chain = league.chain().unwrap().unwrap_or_else(RuleChain::fukui);
    let ranking = rank(&input.table, &chain, &input.options).unwrap();
    let json = hoshitori::report::json::ranking(
        &input.table,
        &chain,
        input.options.seats,
        league.title.as_deref(),
        &ranking,
    );
    serde_json::to_string_pretty(&json).unwrap()
}

/// Every league of the specification and of `tests/fixtures/leagues/` ranks the same after a
/// trip through a link (which drops the files' `source` notes and may reorder games across
/// pairs).
#[test]
fn every_fixture_league_ranks_the_same_after_a_link() {
    let mut count = 0;
    for dir in ["tests/fixtures/spec", "tests/fixtures/leagues"] {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if !path.is_file() {
                continue; // spec/swiss/: the Swiss events (tests/swiss.rs)
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let (league, _) = format::read_league(&text, &path.to_string_lossy()).unwrap();
            let link = share::encode(&Shared::new(league.clone())).unwrap();
            let back = share::decode(&link).unwrap();
            assert_eq!(
                ranking_json(&back.league),
                ranking_json(&league),
                "{path:?}"
            );
            assert_same_league(&back.league, &league).unwrap();
            count += 1;
        }
    }
    assert!(count >= 10, "{count}");
}

/// `decoded` is `original` as a link carries it: the current format, no unknown fields, and
/// each pair's games (its meetings) the same and in the same order.
fn assert_same_league(decoded: &League, original: &League) -> Result<(), TestCaseError> {
    let mut expected = original.clone().migrate();
    expected.extra.clear();
    for p in &mut expected.players {
        p.extra.clear();
    }
    for g in &mut expected.games {
        g.extra.clear();
    }
    for p in &mut expected.playoffs {
        p.extra.clear();
        for g in &mut p.games {
            g.extra.clear();
        }
    }
    if let Some(s) = &mut expected.scoring {
        s.extra.clear();
    }
    if let Some(Rules::Spec(s)) = &mut expected.rules {
        s.extra.clear();
    }
    prop_assert_eq!(
        meetings(&decoded.games),
        meetings(&expected.games),
        "games by pair"
    );
    let mut decoded = decoded.clone();
    decoded.games.clear();
    expected.games.clear();
    prop_assert_eq!(decoded, expected);
    Ok(())
}

/// Each pair's games in document order.
fn meetings(games: &[GameEntry]) -> BTreeMap<(String, String), Vec<GameEntry>> {
    let mut by_pair: BTreeMap<(String, String), Vec<GameEntry>> = BTreeMap::new();
    for g in games {
        let key = if g.a <= g.b {
            (g.a.clone(), g.b.clone())
        } else {
            (g.b.clone(), g.a.clone())
        };
        by_pair.entry(key).or_default().push(g.clone());
    }
    by_pair
}

/// Any text a person may type, long or short, in any script.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[A-Za-z0-9 ,.-]{0,12}",
        2 => "[\\p{Han}\\p{Hiragana}\\p{Katakana}]{1,6}",
        1 => any::<String>(),
    ]
}

fn any_word() -> impl Strategy<Value = String> {
    prop_oneof![
        select(share::WORDS.to_vec()).prop_map(String::from),
        any_text()
    ]
}

fn any_outcome() -> impl Strategy<Value = Outcome> {
    select(Outcome::ALL.to_vec())
}

fn any_rules() -> impl Strategy<Value = Rules> {
    prop_oneof![
        any_word().prop_map(Rules::Id),
        (
            any_word(),
            option::of(any_word()),
            option::of(any_word()),
            option::of(any_word()),
            option::of(any_word()),
        )
            .prop_map(
                |(criteria, playoff, title_rules, playoff_format, reapply)| {
                    Rules::Spec(RulesSpec {
                        criteria,
                        playoff,
                        title_rules,
                        playoff_format,
                        reapply,
                        extra: Default::default(),
                    })
                }
            ),
    ]
}

/// Points: mostly multiples of ½ (what the format allows), sometimes anything finite.
fn any_points() -> impl Strategy<Value = f64> {
    prop_oneof![
        4 => (-200i32..=200).prop_map(|h| f64::from(h) / 2.0),
        1 => any::<f64>().prop_filter("finite", |v| v.is_finite()),
    ]
}

fn any_scoring() -> impl Strategy<Value = ScoringEntry> {
    vec(any_points(), 5).prop_map(|v| ScoringEntry {
        win: v[0],
        draw: v[1],
        loss: v[2],
        forfeit_win: v[3],
        forfeit_loss: v[4],
        extra: Default::default(),
    })
}

/// A league document with every field used: 0 to 9 players of distinct names, games between
/// any two of them (several per pair, either colour, any result, rounds or not), playoffs,
/// and hypothetical cells.
fn any_shared() -> impl Strategy<Value = Shared> {
    (0usize..=9).prop_flat_map(|n| {
        let player = (
            any_text(),
            option::of(any::<u32>()),
            option::of(any::<u32>()),
        );
        let rounds = prop_oneof![Just(None), Just(Some(1u32..=12)), Just(Some(0..=u32::MAX))];
        (
            vec(player, n),
            rounds,
            (
                option::of(any_text()),
                option::of(any_rules()),
                option::of(any::<u32>()),
                option::of(any::<u32>()),
                option::of(any_scoring()),
            ),
            any::<bool>(),
            vec((0..10usize, 0..10usize), 0..12),
            vec(
                (0..10usize, 0..10usize, 0..3usize, select(SIDE.to_vec())),
                0..4,
            ),
        )
            .prop_flat_map(
                move |(players, rounds, fields, first, playoff_picks, cells)| {
                    let pairs = if n < 2 { 0..1 } else { 0..n * 3 };
                    let game = (
                        0..n.max(1),
                        1..n.max(2),
                        any_outcome(),
                        match rounds.clone() {
                            None => Just(None).boxed(),
                            Some(r) => option::weighted(0.9, r).boxed(),
                        },
                        if first {
                            option::of(prop_oneof![Just(First::A), Just(First::B)]).boxed()
                        } else {
                            Just(None).boxed()
                        },
                    );
                    (
                        Just((
                            players.clone(),
                            fields.clone(),
                            playoff_picks.clone(),
                            cells.clone(),
                        )),
                        vec(game, pairs),
                    )
                },
            )
            .prop_map(move |((players, fields, picks, cells), games)| {
                let players: Vec<PlayerEntry> = players
                    .into_iter()
                    .enumerate()
                    .map(|(i, (name, previous_rank, rating))| PlayerEntry {
                        // Distinct names: the link numbers players by name.
                        name: format!("{name}#{i}"),
                        previous_rank,
                        rating,
                        extra: Default::default(),
                    })
                    .collect();
                let name = |i: usize| players[i % n].name.clone();
                let games = if n < 2 {
                    Vec::new()
                } else {
                    games
                        .into_iter()
                        .map(|(a, d, result, round, first)| {
                            let b = (a + d) % n;
                            let b = if b == a % n { (b + 1) % n } else { b };
                            GameEntry {
                                round,
                                a: name(a),
                                b: name(b),
                                result,
                                first,
                                extra: Default::default(),
                            }
                        })
                        .collect()
                };
                let playoffs = if n == 0 {
                    Vec::new()
                } else {
                    picks
                        .chunks(4)
                        .map(|c| PlayoffEntry {
                            players: c.iter().map(|&(a, _)| name(a)).collect(),
                            order: c.iter().take(2).map(|&(_, b)| name(b)).collect(),
                            games: c
                                .iter()
                                .skip(1)
                                .map(|&(a, b)| PlayoffGameEntry {
                                    a: name(a),
                                    b: name(b + 1),
                                    winner: name(b),
                                    extra: Default::default(),
                                })
                                .collect(),
                            extra: Default::default(),
                        })
                        .collect()
                };
                let (title, rules, seats, cycles, scoring) = fields;
                let mut league = League::new(players, games);
                league.title = title;
                league.rules = rules;
                league.seats = seats;
                league.cycles = cycles;
                league.scoring = scoring;
                league.playoffs = playoffs;
                Shared {
                    league,
                    hypothetical: cells
                        .into_iter()
                        .map(|(row, col, meeting, side)| cell(row, col, meeting, side))
                        .collect(),
                }
            })
    })
}

const SIDE: [Side; 7] = [
    Side::Win,
    Side::Loss,
    Side::Draw,
    Side::ForfeitWin,
    Side::ForfeitLoss,
    Side::Void,
    Side::Pending,
];

proptest! {
    #![proptest_config(ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::with_cases(512)
    })]

    /// A link opens as the league it was made of (up to the order of games across pairs) with
    /// the same hypothetical cells, and making a link of that gives the same link.
    #[test]
    fn links_round_trip(shared in any_shared()) {
        let text = share::encode(&shared).unwrap();
        prop_assert!(text.starts_with(share::PREFIX));
        let back = share::decode(&text).unwrap();
        assert_same_league(&back.league, &shared.league)?;
        prop_assert_eq!(&back.hypothetical, &shared.hypothetical);
        prop_assert_eq!(share::encode(&back).unwrap(), text);
    }

    /// Unknown fields are dropped, everything else is kept.
    #[test]
    fn unknown_fields_are_dropped(shared in any_shared(), key in "[a-z]{1,8}", value in any_text()) {
        let mut with_extra = shared.clone();
        let value = serde_json::Value::String(value);
        with_extra.league.extra.insert(format!("x_{key}"), value.clone());
        for p in &mut with_extra.league.players {
            p.extra.insert(key.clone(), value.clone());
        }
        for g in &mut with_extra.league.games {
            g.extra.insert(key.clone(), value.clone());
        }
        prop_assert_eq!(share::encode(&with_extra).unwrap(), share::encode(&shared).unwrap());
    }

    /// Any text decodes to a league or an error, never a panic.
    #[test]
    fn any_text_decodes_or_fails_cleanly(text in any::<String>()) {
        let _ = share::decode(&text);
        let _ = share::decode(&format!("s={text}"));
        let _ = share::split_fragment(&text);
    }

    /// Any bytes behind a valid version byte decode or fail cleanly (deep into the layout).
    #[test]
    fn any_bytes_decode_or_fail_cleanly(bytes in vec(any::<u8>(), 0..300), version in 0u8..3) {
        let mut all = vec![version];
        all.extend(bytes);
        let _ = share::decode(&format!("s={}", base64url::encode(&all)));
    }

    /// A real link damaged anywhere (a byte changed, cut short, a byte added) opens or is
    /// refused, never a panic.
    #[test]
    fn damaged_links_decode_or_fail_cleanly(
        shared in any_shared(),
        at in any::<usize>(),
        byte in any::<u8>(),
        how in 0..3u8,
    ) {
        let text = share::encode(&shared).unwrap();
        let mut bytes = base64url::decode(&text[2..]).unwrap();
        let at = at % bytes.len();
        match how {
            0 => bytes[at] = byte,
            1 => bytes.truncate(at),
            _ => bytes.insert(at, byte),
        }
        let _ = share::decode(&format!("s={}", base64url::encode(&bytes)));
    }
}

// ---------------------------------------------------------------------------------------------
// Errors.
// ---------------------------------------------------------------------------------------------

fn problem(e: &Error) -> ShareProblem {
    match e.kind() {
        ErrorKind::ShareLink { problem } => problem.clone(),
        other => panic!("not a share link error: {other:?}"),
    }
}

/// Each way a link can be broken is its own error, with the byte or character and, where the
/// field is known, its JSON path.
#[test]
fn broken_links_say_what_is_wrong() {
    let fukui = std::fs::read_to_string("tests/fixtures/share/fukui43.txt").unwrap();
    let fukui = fukui.trim_end();
    let bytes = base64url::decode(&fukui[2..]).unwrap();
    let with = |f: &dyn Fn(&mut Vec<u8>)| {
        let mut b = bytes.clone();
        f(&mut b);
        format!("s={}", base64url::encode(&b))
    };
    let err = |text: &str| share::decode(text).unwrap_err();

    assert_eq!(problem(&err("AYsK")), ShareProblem::NotShareLink);
    assert_eq!(
        problem(&err("s=AYs+")),
        ShareProblem::Character {
            position: 6,
            found: '+'
        }
    );
    assert_eq!(problem(&err("s=")), ShareProblem::Truncated { at: 0 });
    assert_eq!(
        problem(&err(&with(&|b| b[0] = 2))),
        ShareProblem::Version { found: 2, max: 1 }
    );
    assert_eq!(
        problem(&err(&with(&|b| b[0] = 0))),
        ShareProblem::Version { found: 0, max: 1 }
    );
    // Cut short: the last byte of the games is missing.
    let cut = err(&with(&|b| {
        b.pop();
    }));
    assert_eq!(
        problem(&cut),
        ShareProblem::Truncated {
            at: bytes.len() - 1
        }
    );
    assert_eq!(
        problem(&err(&with(&|b| b.push(0)))),
        ShareProblem::Trailing { at: bytes.len() }
    );
    // Bytes: the version, the flags (2), the title's length (56), its first byte ("F"); 0xff
    // is never UTF-8.
    assert_eq!(bytes[..5], [1, 0x8b, 0x0a, 56, b'F']);
    let not_text = err(&with(&|b| b[4] = 0xff));
    assert_eq!(problem(&not_text), ShareProblem::NotText { at: 4 });
    assert_eq!(not_text.location().path.as_deref(), Some("title"));
    // The rules' word after the title (byte 4 + 56): 0 is `fukui`; 40 would be word 20.
    assert_eq!(bytes[60], 0);
    let word = err(&with(&|b| b[60] = 40));
    assert_eq!(
        problem(&word),
        ShareProblem::InvalidValue { at: 60, found: 40 }
    );
    assert_eq!(word.location().path.as_deref(), Some("rules"));
    // An unknown flag.
    let flags = err(&with(&|b| b[2] |= 0x40));
    assert!(
        matches!(problem(&flags), ShareProblem::InvalidValue { at: 1, .. }),
        "{flags:?}"
    );
}

/// The errors in English and in Japanese (the Japanese without English words: `tests/errors.rs`
/// checks them too).
#[test]
fn broken_link_messages() {
    let messages = |text: &str| {
        let e = share::decode(text).unwrap_err();
        format!("{e}\n{}", error_message(Lang::Ja, &e))
    };
    insta::assert_snapshot!(messages("AYsK"), @r#"
    not a share link: it does not start with "s="
    共有リンクではありません（「s=」で始まっていません）
    "#);
    insta::assert_snapshot!(messages("s=AY%sK"), @r#"
    share link: character 5 ('%') cannot be in a share link (was the link cut or changed?)
    共有リンクの 5 文字目「%」は共有リンクに使われない文字です（リンクが途中で切れたり書き換えられたりしていませんか）
    "#);
    insta::assert_snapshot!(messages("s=Ag"), @"
    share link of layout 2: this version reads layouts up to 1 (was the link made by a newer version?)
    共有リンクの形式 2 は読めません：この版が読めるのは形式 1 までです（新しい版で作られたリンクではありませんか）
    ");
    insta::assert_snapshot!(messages("s=AQEF"), @"
    title: the share link is cut short: it ends after 3 bytes
    title: 共有リンクが途中で切れています（3 バイトで終わっています）
    ");
    insta::assert_snapshot!(messages("s=AQIo"), @"
    rules: share link: the value 40 at offset 2 cannot be there
    rules: 共有リンクの先頭から 2 バイトの位置の値 40 はここには使えません
    ");
}

// ---------------------------------------------------------------------------------------------
// The fragment.
// ---------------------------------------------------------------------------------------------

/// WordPress appends `#?secret=…` to an embedded page's address (wp-embed); ours starts with
/// `s=`; anything else is not ours.
#[test]
fn fragments_with_and_without_wordpress_secret() {
    type Parts<'a> = (Option<&'a str>, Option<&'a str>);
    let cases: [(&str, Parts); 10] = [
        ("", (None, None)),
        ("#", (None, None)),
        ("#s=AQA", (Some("s=AQA"), None)),
        ("s=AQA", (Some("s=AQA"), None)),
        (
            "#s=AQA#?secret=Ab12Cd34Ef",
            (Some("s=AQA"), Some("Ab12Cd34Ef")),
        ),
        ("#?secret=Ab12Cd34Ef", (None, Some("Ab12Cd34Ef"))),
        ("#standings", (None, None)),
        ("#standings#?secret=x1", (None, Some("x1"))),
        ("#s=", (None, None)),
        ("#?secret=x1&y=2", (None, Some("x1"))),
    ];
    for (hash, expected) in cases {
        assert_eq!(share::split_fragment(hash), expected, "{hash:?}");
    }
}

#[test]
fn link_replaces_the_base_fragment() {
    let shared = Shared::new(League::new(vec![PlayerEntry::named("A")], Vec::new()));
    let text = share::encode(&shared).unwrap();
    assert_eq!(
        share::link("https://example.org/league/?embed#old", &shared).unwrap(),
        format!("https://example.org/league/?embed#{text}")
    );
}

/// A league whose names do not identify its players cannot be shared; the error says where.
#[test]
fn encoding_refuses_what_names_cannot_say() {
    let mut league = League::new(
        vec![PlayerEntry::named("A"), PlayerEntry::named("B")],
        vec![GameEntry::new("A", "C", Outcome::A)],
    );
    let e = share::encode(&Shared::new(league.clone())).unwrap_err();
    assert_eq!(
        (e.kind(), e.location().path.as_deref()),
        (
            &ErrorKind::UnknownPlayer { name: "C".into() },
            Some("games[0].b")
        )
    );
    league.games[0].b = "A".into();
    let e = share::encode(&Shared::new(league.clone())).unwrap_err();
    assert_eq!(e.kind(), &ErrorKind::SelfGame { name: "A".into() });
    league.games.clear();
    league.players[1].name = "A".into();
    let e = share::encode(&Shared::new(league)).unwrap_err();
    assert_eq!(
        (e.kind(), e.location().path.as_deref()),
        (
            &ErrorKind::DuplicatePlayer { name: "A".into() },
            Some("players[1].name")
        )
    );
}

// ---------------------------------------------------------------------------------------------
// QR codes.
// ---------------------------------------------------------------------------------------------

/// The QR code as a grey image, `scale` pixels a module, with its quiet zone.
fn decode_qr(qr: &Qr, scale: usize) -> Vec<String> {
    let side = (qr.size() + 2 * qr::QUIET_ZONE) * scale;
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
        let module = |p: usize| (p / scale).checked_sub(qr::QUIET_ZONE);
        match (module(x), module(y)) {
            (Some(mx), Some(my)) if qr.is_dark(mx, my) => 0,
            _ => 255,
        }
    });
    image
        .detect_grids()
        .into_iter()
        .map(|g| g.decode().expect("a readable QR code").1)
        .collect()
}

/// The QR code of a link reads back (with an independent decoder, `rqrr`) as the link, for
/// short and long links and the Fukui season's; the symbol is the smallest at level M.
/// Source: issue 11, item 4 ("a QR code of the link for the venue").
#[test]
fn qr_codes_read_back_as_the_link() {
    let fukui = std::fs::read_to_string("tests/fixtures/share/fukui43.txt").unwrap();
    let base = "https://www.example.jp/igo/hoshitori/";
    let fukui_link = format!("{base}#{}", fukui.trim_end());
    let long = format!("{base}#s={}", "AbCd-_0123456789".repeat(21));
    assert!((330..400).contains(&long.len()), "{}", long.len());
    let ja = format!("{base}?lang=ja#s=AQ");
    for link in [ja.as_str(), fukui_link.as_str(), long.as_str()] {
        let qr = Qr::new(link).unwrap();
        assert_eq!(qr.size(), 17 + 4 * usize::from(qr.version()));
        assert_eq!(decode_qr(&qr, 3), [link], "{link}");
    }
    // Figures for the docs: the Fukui link (about 280 characters) is version 12, 65 modules.
    let qr = Qr::new(&fukui_link).unwrap();
    assert_eq!((fukui_link.len(), qr.version(), qr.size()), (282, 12, 65));
    assert_eq!(Qr::new(&long).unwrap().version(), 15);
}

#[test]
fn qr_svg_is_one_path_with_a_quiet_zone_and_a_title() {
    let qr = Qr::new("https://example.org/#s=AQ").unwrap();
    let svg = qr.svg("QR code of the share link: A & <B>");
    let side = qr.size() + 8;
    assert!(
        svg.contains(&format!("viewBox=\"0 0 {side} {side}\"")),
        "{svg}"
    );
    assert!(svg.contains("shape-rendering=\"crispEdges\""));
    assert!(svg.contains("<title>QR code of the share link: A &amp; &lt;B&gt;</title>"));
    assert_eq!(svg.matches("<path").count(), 1);
    // The top-left finder pattern's first row: seven dark modules from the quiet zone's edge.
    assert!(svg.contains("d=\"M4,4h7v1h-7z"), "{svg}");
    // Every dark module is drawn once: the rectangles' widths add up to the dark modules.
    let dark = (0..qr.size())
        .flat_map(|y| (0..qr.size()).map(move |x| (x, y)))
        .filter(|&(x, y)| qr.is_dark(x, y))
        .count();
    let path = svg.split(" d=\"").nth(1).unwrap();
    let drawn: usize = path
        .split('h')
        .skip(1)
        .step_by(2)
        .map(|s| s.split('v').next().unwrap().parse::<usize>().unwrap())
        .sum();
    assert_eq!(drawn, dark);
}

/// A QR code holds at most 2,953 bytes, at level L; a link gets level M up to 2,331 bytes and
/// level L beyond (the smallest version that holds it: 36 for 2,332 bytes), up to 2,953; one byte more is refused with the figures the page words
/// (`fits` agrees with `Qr::new` on each side of both limits). The longest symbol reads back.
/// Source: ISO/IEC 18004:2015 Table 7, the data capacity of version 40 in byte mode: L 2953,
/// M 2331, Q 1663, H 1273 bytes.
#[test]
fn a_text_too_long_for_a_qr_code_is_refused() {
    assert_eq!((qr::MAX_BYTES, qr::MAX_BYTES_M), (2953, 2331));
    for (bytes, made) in [
        (qr::MAX_BYTES_M, Some((40, Correction::Medium))),
        (qr::MAX_BYTES_M + 1, Some((36, Correction::Low))),
        (qr::MAX_BYTES, Some((40, Correction::Low))),
        (qr::MAX_BYTES + 1, None),
    ] {
        let text = "x".repeat(bytes);
        let qr = Qr::new(&text);
        assert_eq!(
            qr.as_ref().ok().map(|q| (q.version(), q.correction())),
            made,
            "{bytes} bytes"
        );
        assert_eq!(qr::fits(&text), made.is_some(), "{bytes} bytes");
    }
    let e = Qr::new(&"x".repeat(qr::MAX_BYTES + 1)).unwrap_err();
    assert_eq!(
        e.kind(),
        &ErrorKind::TooLongForQr {
            bytes: qr::MAX_BYTES + 1,
            max: qr::MAX_BYTES
        }
    );
    // Bytes, not characters: 985 three-byte characters fit, 985 and one more do not.
    assert!(qr::fits(&"丸".repeat(984)));
    assert!(!qr::fits(&"丸".repeat(985)));
    // A link of the longest length reads back, and a short one is still at level M or higher.
    let base = "https://www.example.jp/igo/hoshitori/#s=";
    let link = format!("{base}{}", "AbCd-_0123456789".repeat(200))[..qr::MAX_BYTES].to_string();
    let qr = Qr::new(&link).unwrap();
    assert_eq!(decode_qr(&qr, 2), [link]);
    assert_ne!(
        Qr::new("https://example.org/#s=AQ").unwrap().correction(),
        Correction::Low
    );
}

/// The page offers every league's link; a link too long for a QR code with hypothetical results
/// in it comes with the league as recorded when that one fits (it opens as the league without
/// them), and with nothing shorter otherwise.
/// Source: issue 38, item 5 ("a share link offered without a QR code when it is too long for
/// one, or a shorter form where one exists").
#[test]
fn a_link_too_long_for_a_qr_code_is_offered_with_a_shorter_one_where_there_is_one() {
    let base = "https://www.example.jp/igo/hoshitori/";
    // Forty players, no game yet, names long enough that the league alone is about 2,400
    // characters; a hypothetical result for each of the 780 pending games takes it past 2,953.
    let names: Vec<String> = (1..=40)
        .map(|k| format!("全日本囲碁選手権予選通過者{k}"))
        .collect();
    let league = League::new(names.iter().map(PlayerEntry::named).collect(), Vec::new());
    let hypothetical: Vec<CellResult> = (0..40)
        .flat_map(|row| (row + 1..40).map(move |col| cell(row, col, 0, Side::Win)))
        .collect();
    let what_if = Shared {
        league: league.clone(),
        hypothetical,
    };
    let offered = share_link::league(base, &what_if).unwrap();
    assert!(offered.address.starts_with(&format!("{base}#s=")));
    assert_eq!(
        share::decode(offered.address.split_once('#').unwrap().1).unwrap(),
        what_if
    );
    assert!(
        !offered.fits && offered.address.len() > qr::MAX_BYTES,
        "{}",
        offered.address.len()
    );
    let shorter = offered.shorter.expect("the league as recorded fits");
    assert!(
        qr::fits(&shorter) && Qr::new(&shorter).is_ok(),
        "{}",
        shorter.len()
    );
    assert_eq!(
        share::decode(shorter.split_once('#').unwrap().1).unwrap(),
        Shared::new(league.clone())
    );
    // The league alone: its link fits, nothing shorter is offered.
    let alone = share_link::league(base, &Shared::new(league)).unwrap();
    assert_eq!((alone.fits, alone.shorter), (true, None));
    // Names twice as long: too long even without the results, so no shorter link; the link is
    // offered all the same. Without hypothetical results there is nothing to leave out.
    let longer = League::new(
        names
            .iter()
            .map(|n| PlayerEntry::named(format!("{n}{n}")))
            .collect(),
        Vec::new(),
    );
    let offered = share_link::league(
        base,
        &Shared {
            league: longer.clone(),
            hypothetical: what_if.hypothetical.clone(),
        },
    )
    .unwrap();
    assert_eq!((offered.fits, offered.shorter), (false, None));
    let offered = share_link::league(base, &Shared::new(longer)).unwrap();
    assert_eq!((offered.fits, offered.shorter), (false, None));
    // A base with a fragment: the fragment is replaced.
    let again = share_link::league(&format!("{base}#s=AQ"), &what_if).unwrap();
    assert_eq!(
        again.address,
        share_link::league(base, &what_if).unwrap().address
    );
}

// ---------------------------------------------------------------------------------------------
// The command line.
// ---------------------------------------------------------------------------------------------

/// `hoshitori share FILE --base URL` prints the link, which opens as the file's league;
/// `--qr OUT.svg` writes its QR code, which reads back as the link.
#[test]
fn share_command_prints_the_link_and_writes_its_qr_code() {
    let file = "tests/fixtures/leagues/shogi-junisen-ladder.json";
    let dir = std::env::temp_dir().join(format!("hoshitori-share-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("link.svg");
    let base = "https://example.jp/league/index.html?embed";
    let (code, out, err) = common::run(
        &[
            "share",
            file,
            "--base",
            base,
            "--qr",
            svg.to_str().unwrap(),
            "--lang",
            "ja",
        ],
        b"",
        None,
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let link = out.strip_suffix('\n').unwrap();
    let (page, fragment) = link.split_once('#').unwrap();
    // The viewer beside the page, as the page's own share links.
    assert_eq!(page, "https://example.jp/league/view.html?embed");
    let (league, _) = format::read_league(&std::fs::read_to_string(file).unwrap(), file).unwrap();
    let shared = share::decode(fragment).unwrap();
    assert_same_league(&shared.league, &league).unwrap();
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert!(
        svg.contains("<title>共有リンクの QR コード：順位戦（例）：五人が3勝2敗で並ぶ</title>"),
        "{svg}"
    );
    assert_eq!(decode_qr(&Qr::new(link).unwrap(), 2), [link]);
    std::fs::remove_dir_all(&dir).unwrap();

    // Without --base: the page scripts/serve.sh serves.
    let (_, out, _) = common::run(
        &["share", "-"],
        br#"{"format": "hoshitori-league/2", "players": [{"name": "A"}]}"#,
        None,
    );
    insta::assert_snapshot!(out, @"http://127.0.0.1:8080/view.html#s=AQABAUEAAA");
}

#[test]
fn share_command_errors() {
    let (code, out, err) = common::run(&["share"], b"", None);
    assert_eq!((code, out.as_str()), (2, ""));
    insta::assert_snapshot!(err, @"hoshitori: error: `hoshitori share` needs FILE (- reads standard input) (see `hoshitori share --help`)");
    let (code, _, err) = common::run(
        &[
            "share",
            "tests/fixtures/spec/fukui-table2.json",
            "--qr",
            "/nonexistent-dir/x.svg",
        ],
        b"",
        None,
    );
    assert_eq!(code, 2);
    assert!(
        err.starts_with("hoshitori: error: /nonexistent-dir/x.svg: "),
        "{err}"
    );
}

/// A link whose hypothetical result names a meeting past the most a pair has (8) is refused at
/// that field: the page once added every meeting before it, 60 billion games, until memory ran
/// out. Source: issue 37's fuzzer (tests/fuzz.rs, a mutated link).
#[test]
fn a_hypothetical_meeting_past_the_last_is_refused() {
    let link = "s=AcsTPOmghuS9jeaIpu-8iOS-i--8ie-8muOBguOBqOS6jOWxgOOAgeOCguOBl-OCguOBrue1kOaenOOBpOOBjQQEBgbpmL_pg6gEBuS8iuiXpAIG5LiK55SwBgbmsZ_ol6QDBuWkqueUsAUG5Yqg6JekBwABKbaaUmwxxSQCAQUAAQIDBAICAAECBAICAwQAAAUEgeOCguOBAAE";
    let e = hoshitori::format::share::league::decode(link).unwrap_err();
    assert_eq!(
        e.location().path.as_deref(),
        Some("hypothetical[1].meeting")
    );
    // And the page's edit refuses such a meeting, however it came (stored work, a worker).
    let league: hoshitori::document::league::League = serde_json::from_str(
        r#"{"format": "hoshitori-league/2", "players": [{"name": "A"}, {"name": "B"}], "games": []}"#,
    )
    .unwrap();
    let cell = |meeting| hoshitori::document::league::CellResult {
        row: 0,
        col: 1,
        meeting,
        side: hoshitori::engine::Side::Win,
    };
    assert!(hoshitori::editor::league::with_results(&league, &[cell(7)]).is_ok());
    assert!(hoshitori::editor::league::with_results(&league, &[cell(8)]).is_err());
    assert!(hoshitori::editor::league::with_results(&league, &[cell(usize::MAX)]).is_err());
}
