//! Real Swiss events that no one here wrote, against the standings their organisers published
//! (`tests/fixtures/swiss/real/README.md`: the source of each, how it was converted, the
//! software and its conventions). Each event goes through the CLI as a user would run it
//! (`hoshitori rank FILE --rules CODES --edition ID --format json`), and every published value
//! and place must come out, but the documented [`Exception`]s: values where the publishing
//! program reads FIDE C.07 otherwise, each with our value, the published one and why we keep
//! what the definition (`swiss.md`) says.

mod common;

use std::path::Path;

use serde_json::Value as Json;

/// One published value we do not reproduce, on purpose: (start number, the published column or
/// `Pos`, ours, published).
type Exception = (u32, &'static str, f64, f64);

/// A pinned event: its fixture (`NAME.csv`, the wall chart; `NAME.published.csv`, the
/// published standings by start number), the published columns with our codes, the edition
/// the event was ranked under, and the exceptions.
struct Real {
    name: &'static str,
    columns: &'static [(&'static str, &'static str)],
    edition: &'static str,
    exceptions: &'static [Exception],
}

/// Vega's columns: points, Buchholz, Buchholz cut 1, Sonneborn-Berger.
const VEGA: &[(&str, &str)] = &[
    ("Pts", "PTS"),
    ("BH", "BH"),
    ("BH-C1", "BH-C1"),
    ("SB", "SB"),
];

const EVENTS: &[Real] = &[
    // Hobsons Bay Chess Club (Australia), February Blitz, 25 Feb 2025; Vega; 53 players,
    // 9 rounds, forfeits, byes, withdrawals. Vega's legend marks the criteria with `*` (FIDE's
    // unplayed-round rules); the edition in force then is C.07 2023/2024.
    Real {
        name: "vega-hobsons-bay-february-blitz-2025",
        columns: VEGA,
        edition: "fide2024",
        exceptions: &[],
    },
    // Hobsons Bay Chess Club, C.J.S. Purdy Cup Juniors, 19 Mar-23 Apr 2024; Vega set to the
    // 2009 rules (the virtual opponent): every value agrees under `fide2009`, 84 of 145 differ
    // under `fide2024`.
    Real {
        name: "vega-cjs-purdy-cup-juniors-2024",
        columns: VEGA,
        edition: "fide2009",
        exceptions: &[],
    },
    // Hobsons Bay Chess Club, Purdy Cup, 19 Mar-23 Apr 2024; Vega, C.07 2023/2024.
    // Player 20 was absent in round 4 (zero-point bye) and lost round 5 by forfeit. C.07
    // 16.1.2 counts a forfeit loss as a voluntary unplayed round, so the round-4 bye is
    // "followed only by voluntary unplayed rounds" and counts as a draw in her opponents'
    // Buchholz (16.2.5, 16.3: her adjusted score 1.5; TieBreakServer, Sharly Chess and
    // tiebreak-core read it so too, `swiss.md` §2.2). Vega counts the bye at face value (1.0):
    // it makes a bye a draw only when nothing but byes follow it. That lowers the Buchholz of
    // her opponents 11, 40 and 41 by ½ and moves players 8, 11, 13, 18 and 41.
    Real {
        name: "vega-purdy-cup-2024",
        columns: &[("Pts", "PTS"), ("BH", "BH"), ("BH-C1", "BH-C1")],
        edition: "fide2024",
        exceptions: &[
            (11, "BH", 15.0, 14.5),
            (40, "BH", 7.5, 7.0),
            (40, "BH-C1", 6.5, 6.0),
            (41, "BH", 12.0, 11.5),
            (41, "BH-C1", 9.0, 8.5),
            (8, "Pos", 6.0, 5.0),
            (11, "Pos", 4.0, 6.0),
            (13, "Pos", 16.0, 15.0),
            (18, "Pos", 5.0, 4.0),
            (41, "Pos", 15.0, 16.0),
        ],
    },
    // Hobsons Bay Chess Club, Hobsons Bay Cup Open, 2 Jun-28 Jul 2026; Vega under C.07 2026
    // (the capped dummy): every value agrees under `fide2026`, 18 of 140 differ under `fide2024`.
    Real {
        name: "vega-hobsons-bay-cup-open-2026",
        columns: &[("Pts", "PTS"), ("BH", "BH"), ("BH/C1", "BH-C1")],
        edition: "fide2026",
        exceptions: &[],
    },
    // Ilmenauer Open 2025 (Germany); Swiss-Manager (chess-results' German table: Buchh,
    // SoBerg); 58 players listed, 7 rounds, forfeits, absences, a shared 21st place.
    Real {
        name: "swiss-manager-ilmenau-open-2025",
        columns: &[("Pts", "PTS"), ("Buchh", "BH"), ("SoBerg", "SB")],
        edition: "fide2024",
        exceptions: &[],
    },
];

/// Runs the CLI on `event` and compares every published value and place; returns how many
/// were compared, with the differences that are not documented exceptions, and asserts that
/// every exception still holds (ours and published as recorded), so a fix on either side shows.
fn check(event: &Real) -> (usize, Vec<String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/swiss/real");
    let file = dir.join(format!("{}.csv", event.name));
    let codes: Vec<&str> = event.columns.iter().map(|c| c.1).collect();
    let (code, out, err) = common::run(
        &[
            "rank",
            file.to_str().unwrap(),
            "--rules",
            &codes.join(","),
            "--edition",
            event.edition,
            "--format",
            "json",
        ],
        b"",
        None,
    );
    assert_eq!(code, 0, "{}: {err}", event.name);
    let ours: Json = serde_json::from_str(&out).unwrap();
    assert_eq!(ours["edition"], event.edition, "{}", event.name);
    let rows = ours["standings"].as_array().unwrap();
    let published =
        std::fs::read_to_string(dir.join(format!("{}.published.csv", event.name))).unwrap();
    let mut lines = published.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let mut compared = 0;
    let mut wrong = Vec::new();
    let mut exceptions_seen = 0;
    let mut compare = |no: u32, column: &str, got: f64, want: f64| {
        compared += 1;
        if let Some(&(.., o, p)) = event.exceptions.iter().find(|e| e.0 == no && e.1 == column) {
            assert!(
                got == o && want == p,
                "{} player {no} {column}: ours {got}, published {want}; the exception says {o} and {p}",
                event.name
            );
            exceptions_seen += 1;
        } else if got != want {
            wrong.push(format!(
                "{} player {no} {column}: ours {got}, published {want}",
                event.name
            ));
        }
    };
    for line in lines {
        let cells: Vec<&str> = line.split(',').collect();
        let no: u32 = cells[0].parse().unwrap();
        let row = rows
            .iter()
            .find(|r| r["player"] == format!("P{no}"))
            .unwrap_or_else(|| panic!("{}: no player {no}", event.name));
        for (column, code) in event.columns {
            let k = header.iter().position(|h| h == column).unwrap();
            let want: f64 = cells[k].parse().unwrap();
            let got = row["values"][code].as_f64().unwrap();
            compare(no, column, got, want);
        }
        // A place is reproduced when the published position lies in our shared range
        // (Vega numbers tied players 1, 2, 3, …; Swiss-Manager prints the shared place).
        let pos: f64 = cells[1].parse().unwrap();
        let (from, to) = (
            row["place"].as_f64().unwrap(),
            row["place_to"].as_f64().unwrap(),
        );
        compare(
            no,
            "Pos",
            if (from..=to).contains(&pos) {
                pos
            } else {
                from
            },
            pos,
        );
    }
    assert_eq!(
        exceptions_seen,
        event.exceptions.len(),
        "{}: an exception names no published value",
        event.name
    );
    (compared, wrong)
}

#[test]
fn real_events_agree_with_their_published_standings() {
    let mut compared = 0;
    let mut wrong = Vec::new();
    for event in EVENTS {
        let (n, w) = check(event);
        compared += n;
        wrong.extend(w);
    }
    assert!(
        wrong.is_empty(),
        "{} of {compared} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(compared > 900, "{compared}");
}
