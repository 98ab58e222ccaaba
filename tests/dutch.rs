//! The FIDE Dutch system's reference data (`tests/fixtures/dutch/`, see its README): random
//! tournaments paired round by round by bbpPairings, the endorsed engine, for the Dutch pairing
//! of issue 34 to reproduce. Until that engine lands, this checks what the fixtures promise and
//! what reading them needs: each file (TRF with `XXR` and lines ending in a lone CR, as
//! bbpPairings writes it) reads as an event of its players and rounds, and each round is a Swiss
//! pairing: every player in one game or bye, no two players meeting twice over the board, at
//! most one pairing-allocated bye.

use std::collections::HashSet;

use hoshitori::document::Document;
use hoshitori::engine::swiss::Kind;
use hoshitori::engine::swiss::pairing::PairingSystem;

#[test]
fn every_fixture_reads_as_a_swiss_pairing() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/dutch");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
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
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/dutch");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    let (mut same, mut total) = (0, 0);
    let mut differ = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let opened = hoshitori::format::read(&text, &path.to_string_lossy()).unwrap();
        let Document::Event(doc) = &opened.document else {
            panic!("{path:?}: not an event");
        };
        for r in 0..doc.rounds.len() {
            let check = doc.check_round(r, PairingSystem::Dutch).unwrap();
            total += 1;
            if check.same() {
                same += 1;
            } else {
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
    assert_eq!(total, 127);
    assert!(
        differ.is_empty(),
        "{same} of {total} the same:\n{}",
        differ.join("\n")
    );
}
