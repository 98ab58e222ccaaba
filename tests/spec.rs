//! The worked examples of the specification (`../shared/spec/README.md`, section 5), each with
//! its expected order and deciding rule. The fixtures are copies of `../shared/spec/*.json`;
//! `fixtures_match_the_spec` fails when the spec changes and the copies were not refreshed.

use std::path::Path;

use hoshitori::engine::{PlaceStatus, RuleChain, rank};
use hoshitori::format;

/// Ranks `file` under its own rules and compares `(player, place, decided_by)` in place order.
fn check(file: &str, expected: &[(&str, u32, &str)]) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/spec")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let (league, input) = format::read_league(&text, file).unwrap();
    let chain = league.chain().unwrap().unwrap_or_else(RuleChain::fukui);
    let ranking = rank(&input.table, &chain, &input.options).unwrap();
    let got: Vec<(String, u32, String)> = ranking
        .standings
        .iter()
        .map(|s| {
            (
                input.table.player(s.player).name.clone(),
                s.place,
                s.decided_by.label.clone(),
            )
        })
        .collect();
    let want: Vec<(String, u32, String)> = expected
        .iter()
        .map(|(n, p, l)| (n.to_string(), *p, l.to_string()))
        .collect();
    assert_eq!(got, want, "{file}");
    for s in &ranking.standings {
        assert_eq!(
            s.status,
            PlaceStatus::Decided,
            "{file}: every place is decided"
        );
        assert_eq!(s.place, s.place_to);
    }
    // The file's own `expected_places`, where it has them, agree.
    if let Some(places) = league
        .extra
        .get("expected_places")
        .and_then(|v| v.as_object())
    {
        for s in &ranking.standings {
            let name = &input.table.player(s.player).name;
            assert_eq!(
                places[name].as_u64(),
                Some(u64::from(s.place)),
                "{file}: {name}"
            );
        }
    }
}

#[test]
fn table2_43rd_term_final() {
    check(
        "fukui-table2.json",
        &[
            ("大和", 1, "2A"),
            ("前田", 2, "2A"),
            ("高橋", 3, "3A"),
            ("丸吉", 4, "3A"),
            ("三村", 5, "3A"),
            ("岡崎", 6, "1A"),
            ("安田", 7, "1A"),
            ("渡辺", 8, "2A"),
            ("酒井", 9, "2A"),
            ("廣田", 10, "1A"),
        ],
    );
}

#[test]
fn table8_41st_term_three_way_cycle() {
    check(
        "fukui-table8.json",
        &[
            ("高橋", 1, "1A"),
            ("三村", 2, "1A"),
            ("小河内", 3, "1A"),
            ("大久保", 4, "5A"),
            ("西野", 5, "5A"),
            ("大瀧", 6, "5A"),
            ("岡崎", 7, "1A"),
            ("渡辺", 8, "1A"),
            ("川畑", 9, "2A"),
            ("長谷川", 10, "2A"),
        ],
    );
}

#[test]
fn table10_six_tied_two_cycles() {
    check(
        "fukui-table10.json",
        &[
            ("B", 1, "5A"),
            ("F", 2, "5B"),
            ("G", 3, "5B"),
            ("A", 4, "5A"),
            ("C", 5, "5A"),
            ("H", 6, "5A"),
            ("E", 7, "1A"),
            ("I", 8, "2A"),
            ("J", 9, "2A"),
            ("D", 10, "1A"),
        ],
    );
}

#[test]
fn table14_five_tied_one_cycle() {
    check(
        "fukui-table14.json",
        &[
            ("G", 1, "3A"),
            ("B", 2, "5A"),
            ("F", 3, "5B"),
            ("H", 4, "5B"),
            ("A", 5, "3A"),
            ("C", 6, "1A"),
            ("E", 7, "1A"),
            ("I", 8, "3A"),
            ("D", 9, "3A"),
            ("J", 10, "3A"),
        ],
    );
}

#[test]
fn table18_five_tied_all_two_two() {
    check(
        "fukui-table18.json",
        &[
            ("A", 1, "5A"),
            ("B", 2, "5A"),
            ("F", 3, "3A"),
            ("G", 4, "3A"),
            ("H", 5, "3A"),
            ("C", 6, "2A"),
            ("E", 7, "2A"),
            ("J", 8, "1A"),
            ("I", 9, "2A"),
            ("D", 10, "2A"),
        ],
    );
}

#[test]
fn season_43rd_term_ends_as_table2() {
    check(
        "fukui43-season.json",
        &[
            ("大和", 1, "2A"),
            ("前田", 2, "2A"),
            ("高橋", 3, "3A"),
            ("丸吉", 4, "3A"),
            ("三村", 5, "3A"),
            ("岡崎", 6, "1A"),
            ("安田", 7, "1A"),
            ("渡辺", 8, "2A"),
            ("酒井", 9, "2A"),
            ("廣田", 10, "1A"),
        ],
    );
}

#[test]
fn fixtures_match_the_spec() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/spec");
    // A missing spec is a failure, not a pass: without it this test checks nothing.
    let entries = std::fs::read_dir(&shared).unwrap_or_else(|e| {
        panic!(
            "looked for the specification in {} ({e}): ../shared/spec, beside the checkout, \
             is required to check the fixtures against it",
            shared.display()
        )
    });
    let ours = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/spec");
    let mut compared = 0;
    // The round robins' examples at the top, the Swiss events' in `swiss/` (tests/swiss.rs).
    let swiss = std::fs::read_dir(shared.join("swiss"))
        .unwrap()
        .map(|e| (e, "swiss"));
    for (entry, dir) in entries.map(|e| (e, "")).chain(swiss) {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            let name = path.file_name().unwrap();
            let copy = std::fs::read(ours.join(dir).join(name)).unwrap_or_default();
            assert_eq!(
                copy,
                std::fs::read(&path).unwrap(),
                "{dir}/{name:?} differs from ../shared/spec"
            );
            compared += 1;
        }
    }
    assert!(
        compared > 0,
        "no JSON file in {}: ../shared/spec must hold the specification's examples",
        shared.display()
    );
}
