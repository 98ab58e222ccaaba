//! The FIDE Dutch system's reference data (`tests/fixtures/dutch/`, see its README): random
//! tournaments paired round by round by bbpPairings, the endorsed engine, for the Dutch pairing
//! of issue 34 to reproduce. Until that engine lands, this checks what the fixtures promise and
//! what reading them needs: each file (TRF with `XXR` and lines ending in a lone CR, as
//! bbpPairings writes it) reads as an event of its players and rounds, and each round is a Swiss
//! pairing: every player in one game or bye, no two players meeting twice over the board, at
//! most one pairing-allocated bye.

mod common;

use std::collections::HashSet;

use hoshitori::document::Document;
use hoshitori::engine::swiss::Kind;
use hoshitori::engine::swiss::pairing::PairingSystem;

#[test]
fn every_fixture_reads_as_a_swiss_pairing() {
    let files = trf_files("tests/fixtures/dutch");
    assert_eq!(files.len(), 17);
    let mut rounds_checked = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        assert!(
            text.contains('\r') && !text.contains('\n'),
            "{path:?}: CR line ends"
        );
        let opened = hoshitori::format::read(&text, &path.to_string_lossy()).unwrap();
        let Document::Event(doc) = &opened.document else {
            panic!("{path:?}: not an event");
        };
        // The name says the players and rounds: bbp-KKK-pP-rR.trf.
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let parts: Vec<&str> = stem.split('-').collect();
        let players: usize = parts[2][1..].parse().unwrap();
        let rounds: usize = parts[3][1..].parse().unwrap();
        let event = doc.input(None, None).unwrap().event;
        assert_eq!(
            (event.players(), event.rounds()),
            (players, rounds),
            "{stem}"
        );
        let mut met = HashSet::new();
        for r in 0..rounds {
            let mut byes = 0;
            for p in 0..players {
                let rec = event.record(p, r);
                if rec.kind == Kind::PairingBye {
                    byes += 1;
                }
                if let (true, Some(q)) = (rec.kind.played(), rec.opponent)
                    && p < q
                {
                    assert!(
                        met.insert((p, q)),
                        "{stem}: {p} and {q} meet twice (round {})",
                        r + 1
                    );
                }
            }
            assert!(byes <= 1, "{stem}: round {}: {byes} byes", r + 1);
            rounds_checked += 1;
        }
    }
    assert!(rounds_checked > 100, "{rounds_checked}");
}

/// Issue 34 item 2: every round of every fixture, re-paired by Hoshitori's Dutch system from
/// the rounds before it (`SwissEvent::check_round`, what `hoshitori pair --check` runs), is
/// bbpPairings' pairing: the same games, the same colours, the same bye.
#[test]
fn every_round_is_bbp_pairings_dutch_pairing() {
    let (total, differ) = recheck("tests/fixtures/dutch", None);
    assert_eq!(total, 127);
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

/// The TRF files of the folder `dir` (from the crate's root), sorted.
fn trf_files(dir: &str) -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    files
}

/// Every round of every TRF file in `dir`, re-paired by the Dutch system from the rounds before
/// it (with `acceleration` set, if any): the number of rounds, and those that differ.
fn recheck(dir: &str, acceleration: Option<&str>) -> (usize, Vec<String>) {
    let files = trf_files(dir);
    let (mut total, mut differ) = (0, Vec::new());
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let opened = hoshitori::format::read(&text, &path.to_string_lossy()).unwrap();
        let Document::Event(doc) = &opened.document else {
            panic!("{path:?}: not an event");
        };
        let mut doc = doc.clone();
        if let Some(a) = acceleration {
            doc.pairing
                .get_or_insert_with(Default::default)
                .acceleration = Some(a.into());
        }
        for r in 0..doc.rounds.len() {
            total += 1;
            let check = doc.check_round(r, PairingSystem::Dutch).unwrap();
            if !check.same() {
                differ.push(format!(
                    "{} round {}: file {:?}, ours {:?}",
                    path.file_name().unwrap().to_string_lossy(),
                    r + 1,
                    check.published,
                    check.ours
                ));
            }
        }
    }
    (total, differ)
}

/// `hoshitori pair --system dutch --explain` in both languages and as JSON, on a 9-player event
/// after 4 rounds (bbpPairings' `bbp-005` cut before its round 5, which is this pairing): each
/// game White first, its bracket, who floated down, the colour rule; the bye; the order.
#[test]
fn pair_explained_in_both_languages_and_json() {
    let file = "tests/fixtures/dutch/explain/p9-r4.trf";
    let mut out = String::new();
    for extra in [
        &["--lang", "en"][..],
        &["--lang", "ja"],
        &["--format", "json"],
    ] {
        let mut args = vec!["pair", file, "--system", "dutch", "--explain"];
        args.extend_from_slice(extra);
        let (code, stdout, stderr) = common::run(&args, b"", None);
        assert_eq!((code, stderr.as_str()), (0, ""), "{args:?}");
        out.push_str(&format!("$ hoshitori {}\n{stdout}\n", args.join(" ")));
    }
    insta::assert_snapshot!(out);
}

/// `hoshitori pair --check` on a round that is not the Dutch pairing: round 5 of `bbp-005` with
/// two boards' opponents swapped is found out, with the absolute criteria and colour rules it
/// breaks (two rematches, C1; a colour), and the Dutch pairing given instead; both languages.
#[test]
fn check_finds_a_round_paired_otherwise() {
    let text = std::fs::read_to_string("tests/fixtures/dutch/bbp-005-p9-r5.trf").unwrap();
    // Round 5: 4-1 and 5-3 (White first) become 3-1 and 5-4.
    let swap = |line: &str, from: &str, to: &str| line.replacen(from, to, 1);
    let changed: Vec<String> = text
        .split('\r')
        .map(|l| {
            let cut = l.len().min(131);
            let (head, tail) = l.split_at(cut);
            let tail = match &l.get(..8) {
                Some("001    1") => swap(tail, "4 b 1", "3 b 1"),
                Some("001    3") => swap(tail, "5 b =", "1 w 0"),
                Some("001    4") => swap(tail, "1 w 0", "5 b ="),
                Some("001    5") => swap(tail, "3 w =", "4 w ="),
                _ => tail.to_string(),
            };
            format!("{head}{tail}")
        })
        .collect();
    let path = std::env::temp_dir().join(format!("hoshitori-check-{}.trf", std::process::id()));
    std::fs::write(&path, changed.join("\r")).unwrap();
    let mut stdout = String::new();
    for lang in ["en", "ja"] {
        let file = path.to_str().unwrap();
        let args = [
            "pair", file, "--system", "dutch", "--check", "--round", "5", "--lang", lang,
        ];
        let (code, out, stderr) = common::run(&args, b"", None);
        assert_eq!((code, stderr.as_str()), (0, ""));
        stdout.push_str(&out);
    }
    std::fs::remove_file(&path).ok();
    let stdout = stdout.replace(path.to_str().unwrap(), "FILE");
    insta::assert_snapshot!(stdout);
}

/// The Baku acceleration (C.04.5.1, `pairing.acceleration: "baku"`): every round of the
/// tournaments in `tests/fixtures/dutch/baku/` (9 to 64 players, 5 to 9 rounds), each paired by
/// bbpPairings with the virtual points given as XXA lines computed as FIDE's text says
/// (`scripts/dutch-baku-fixtures.py`), is Hoshitori's Dutch pairing with the same acceleration.
#[test]
fn every_accelerated_round_is_bbp_pairings() {
    let (total, differ) = recheck("tests/fixtures/dutch/baku", Some("baku"));
    assert_eq!(total, 58);
    assert!(differ.is_empty(), "{}", differ.join("\n"));
    // Without the acceleration most of those rounds pair otherwise: the setting is what
    // makes them agree.
    let (_, without) = recheck("tests/fixtures/dutch/baku", None);
    assert!(without.len() > 20, "{} differ without", without.len());
}

/// TRF in and out keeps the Dutch system's settings: `092 FIDE_DUTCH_2025[_BAKU]` (the system,
/// the Baku acceleration) and `XXC white1|black1` (round 1's colour) are read into the event's
/// `pairing` and written back.
#[test]
fn trf_keeps_the_system_acceleration_and_first_colour() {
    let text = std::fs::read_to_string("tests/fixtures/dutch/explain/p9-r4.trf")
        .unwrap()
        .replace(
            "092 FIDE_DUTCH_2025",
            "092 FIDE_DUTCH_2025_BAKU\nXXC black1",
        );
    let path = std::env::temp_dir().join(format!("hoshitori-trf-{}.trf", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let file = path.to_str().unwrap();
    let (code, json, err) = common::run(&["convert", file, "--to", "json"], b"", None);
    assert_eq!((code, err.as_str()), (0, ""));
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        doc["pairing"],
        serde_json::json!({"system": "dutch", "first_colour": "black", "acceleration": "baku"})
    );
    let (code, trf, err) = common::run(&["convert", file, "--to", "trf"], b"", None);
    std::fs::remove_file(&path).ok();
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        trf.contains("\n092 FIDE_DUTCH_2025_BAKU\n") && trf.contains("\nXXC black1\n"),
        "{trf}"
    );
}

/// On random small events (2 to 14 players, up to 8 rounds, random colours, absences, forfeits
/// and byes), the Dutch system never fails to answer: it pairs everyone present once, with no
/// rematch over the board, no two players of the same absolute colour preference (outside the
/// last round), a bye only to a player allowed one and only with an odd number present; and it
/// says "no pairing" exactly when an exhaustive search finds none meeting those criteria.
#[test]
fn random_events_are_paired_or_proven_impossible() {
    use hoshitori::engine::swiss::pairing::dutch::{self, Setup};
    use hoshitori::engine::swiss::{Colour, Entrant, Event, GoScoring, Round, Scoring, System};
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |k: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % k
    };
    let (mut paired, mut impossible) = (0, 0);
    for _ in 0..3000 {
        let n = 2 + next(13) as usize;
        let rounds = next(9) as usize;
        let mut records = vec![Vec::new(); n];
        for r in 0..rounds {
            let mut ps: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                ps.swap(i, next(i as u64 + 1) as usize);
            }
            for row in records.iter_mut() {
                row.push(Round::bye(Kind::Absent));
            }
            let mut k = 0;
            while k < ps.len() {
                let a = ps[k];
                match next(12) {
                    0 => {
                        records[a][r] = Round::bye(Kind::HalfBye);
                        k += 1;
                        continue;
                    }
                    1 => {
                        records[a][r] = Round::bye(Kind::PairingBye);
                        k += 1;
                        continue;
                    }
                    _ => {}
                }
                let Some(&b) = ps.get(k + 1) else {
                    k += 1;
                    continue;
                };
                let (ka, kb) = match next(10) {
                    0 => (Kind::ForfeitWin, Kind::ForfeitLoss),
                    1..=3 => (Kind::Draw, Kind::Draw),
                    4..=6 => (Kind::Win, Kind::Loss),
                    _ => (Kind::Loss, Kind::Win),
                };
                let (ca, cb) = if next(2) == 0 {
                    (Colour::White, Colour::Black)
                } else {
                    (Colour::Black, Colour::White)
                };
                records[a][r] = Round {
                    kind: ka,
                    opponent: Some(b),
                    colour: Some(ca),
                    handicap: 0,
                };
                records[b][r] = Round {
                    kind: kb,
                    opponent: Some(a),
                    colour: Some(cb),
                    handicap: 0,
                };
                k += 2;
            }
        }
        let players: Vec<(Entrant, Vec<Round>)> = records
            .into_iter()
            .enumerate()
            .map(|(i, r)| {
                (
                    Entrant {
                        name: format!("P{i}"),
                        ..Entrant::default()
                    },
                    r,
                )
            })
            .collect();
        let event = Event::new(
            players,
            System::Swiss,
            Scoring::default(),
            GoScoring::default(),
        )
        .expect("a valid event");
        let present: Vec<bool> = (0..n).map(|_| next(8) > 0).collect();
        let planned = rounds + 1 + next(3) as usize;
        let setup = Setup {
            present: present.clone(),
            forbidden: vec![],
            first_colour: Colour::White,
            planned_rounds: planned,
            acceleration: vec![],
        };
        // The absolute criteria, read from the records directly.
        let played: Vec<Vec<Colour>> = (0..n)
            .map(|p| {
                (0..rounds)
                    .filter_map(|r| {
                        let rec = event.record(p, r);
                        rec.kind.played().then_some(rec.colour).flatten()
                    })
                    .collect()
            })
            .collect();
        let absolute = |p: usize| -> Option<Colour> {
            let c = &played[p];
            let w = c.iter().filter(|&&x| x == Colour::White).count() as i64;
            let b = c.len() as i64 - w;
            if w - b > 1 {
                Some(Colour::Black)
            } else if b - w > 1 {
                Some(Colour::White)
            } else if c.len() >= 2 && c[c.len() - 1] == c[c.len() - 2] {
                Some(c[c.len() - 1].other())
            } else {
                None
            }
        };
        let top = |p: usize| event.score(p).quarters() * 2 > (rounds as i64) * 4;
        let last = rounds + 1 >= planned;
        let met = |a: usize, b: usize| {
            (0..rounds).any(|r| {
                let rec = event.record(a, r);
                rec.kind.played() && rec.opponent == Some(b)
            })
        };
        let may_meet = |a: usize, b: usize| {
            !met(a, b)
                && (absolute(a).is_none()
                    || absolute(a) != absolute(b)
                    || (last && (top(a) || top(b))))
        };
        let may_have_bye = |p: usize| {
            (0..rounds).all(|r| {
                let k = event.record(p, r).kind;
                !matches!(k, Kind::PairingBye | Kind::ForfeitWin | Kind::FullBye)
            })
        };
        let who: Vec<usize> = (0..n).filter(|&p| present[p]).collect();
        // Exhaustive: can `rest` be paired (one bye allowed when odd)?
        fn search(
            rest: &[usize],
            bye_left: bool,
            ok: &dyn Fn(usize, usize) -> bool,
            bye: &dyn Fn(usize) -> bool,
        ) -> bool {
            let Some((&a, others)) = rest.split_first() else {
                return true;
            };
            if bye_left && bye(a) && search(others, false, ok, bye) {
                return true;
            }
            others.iter().enumerate().any(|(i, &b)| {
                ok(a, b) && {
                    let mut left = others.to_vec();
                    left.remove(i);
                    search(&left, bye_left, ok, bye)
                }
            })
        }
        let exists = search(&who, who.len() % 2 == 1, &may_meet, &may_have_bye);
        match dutch::pair(&event, &setup) {
            Ok(round) => {
                assert!(exists, "paired where the search found no pairing");
                paired += 1;
                let mut seen = vec![0; n];
                for g in &round.games {
                    seen[g.white] += 1;
                    seen[g.black] += 1;
                    assert!(
                        may_meet(g.white, g.black),
                        "{} and {} may not meet",
                        g.white,
                        g.black
                    );
                }
                if let Some(b) = round.bye {
                    seen[b] += 1;
                    assert!(may_have_bye(b) && who.len() % 2 == 1, "bye to {b}");
                }
                for p in 0..n {
                    assert_eq!(seen[p], usize::from(present[p]), "player {p}");
                }
            }
            Err(_) => {
                assert!(!exists, "no pairing said where the search found one");
                impossible += 1;
            }
        }
    }
    assert!(
        paired > 2000 && impossible > 10,
        "{paired} paired, {impossible} impossible"
    );
}
