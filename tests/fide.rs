//! FIDE C.07 round-robin criteria against FIDE's own checker.
//!
//! Source: every league in `tests/fixtures/fide/` was ranked by TieBreakServer
//! (github.com/OttoMilvang/TieBreakServer, `tiebreakchecker.py` 1.9.57, `-p`); the fixture's
//! `expected` holds its values and `expected_places` its places under `PTS DE`
//! (`tests/fixtures/fide/README.md`).

use std::collections::BTreeMap;
use std::path::Path;

use hoshitori::engine::{
    Criterion, Crosstable, Game, Outcome, Player, RankOptions, RuleChain, Value, rank,
};
use serde_json::Value as Json;

/// A `hoshitori-league/2` file read into a crosstable, with its expectations.
///
/// A stopgap converter until `hoshitori::format::read` reads format 2 (colours and ratings are
/// not read yet).
struct Fixture {
    table: Crosstable,
    expected: BTreeMap<String, BTreeMap<String, f64>>,
    places: BTreeMap<String, u32>,
}

#[track_caller]
fn load(path: &Path) -> Fixture {
    let doc: Json = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(doc["format"], "hoshitori-league/2");
    assert!(
        doc["source"]["oracle"]
            .as_str()
            .unwrap()
            .contains("TieBreakServer")
    );
    let names: Vec<String> = doc["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    let index = |n: &Json| names.iter().position(|m| m == n.as_str().unwrap()).unwrap();
    let games = doc["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| Game {
            round: g["round"].as_u64().map(|r| r as u32),
            a: index(&g["a"]),
            b: index(&g["b"]),
            outcome: Outcome::from_code(g["result"].as_str().unwrap()).unwrap(),
        })
        .collect();
    let players = names
        .iter()
        .map(|n| Player {
            name: n.clone(),
            previous_rank: None,
        })
        .collect();
    Fixture {
        table: Crosstable::new(players, games).unwrap(),
        expected: serde_json::from_value(doc["expected"].clone()).unwrap(),
        places: serde_json::from_value(doc["expected_places"].clone()).unwrap(),
    }
}

fn number(v: Value) -> f64 {
    match v {
        Value::Points(s) => s.quarters() as f64 / 4.0,
        Value::Count(n) => f64::from(n),
        Value::Rank(r) => r.map_or(f64::NAN, f64::from),
    }
}

fn fixtures() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fide");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 10, "the fixtures are missing");
    paths
}

/// Source: TieBreakServer, `tests/fixtures/fide/*.json` (`expected_places`). `DE` re-applied to
/// every still-tied subset (C.07 6.2), forfeits counting as games in a round robin.
#[test]
fn places_under_pts_de_match_tiebreakserver() {
    let chain = RuleChain::parse("PTS,DE").unwrap();
    for path in fixtures() {
        let f = load(&path);
        let ranking = rank(&f.table, &chain, &RankOptions::default()).unwrap();
        for s in &ranking.standings {
            let name = &f.table.player(s.player).name;
            assert_eq!(
                s.place,
                f.places[name],
                "{}: place of {name}",
                path.display()
            );
        }
    }
}

/// Source: TieBreakServer, `tests/fixtures/fide/*.json` (`expected`): PTS, WIN (C.07 7.1), WON
/// (7.2), SB (9.1) and KS (9.2), with forfeits and double forfeits.
#[test]
fn values_match_tiebreakserver() {
    let criteria = ["PTS", "WIN", "WON", "SB", "KS"].map(|c| Criterion::from_code(c).unwrap());
    for path in fixtures() {
        let f = load(&path);
        let all: Vec<usize> = (0..f.table.len()).collect();
        for c in criteria {
            let values = hoshitori::engine::criteria::evaluate(c, &f.table, &all);
            for (i, v) in values.into_iter().enumerate() {
                let name = &f.table.player(i).name;
                assert_eq!(
                    number(v),
                    f.expected[name][c.code()],
                    "{}: {} of {name}",
                    path.display(),
                    c.code()
                );
            }
        }
    }
}
