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

/// A fixture read through `hoshitori::format::read` (league format 2), with its expectations.
struct Fixture {
    table: Crosstable,
    expected: BTreeMap<String, BTreeMap<String, Option<f64>>>,
    places: BTreeMap<String, u32>,
}

#[track_caller]
fn load(path: &Path) -> Fixture {
    let text = std::fs::read_to_string(path).unwrap();
    let (_, input) = hoshitori::format::read_league(&text, &path.display().to_string()).unwrap();
    let doc: Json = serde_json::from_str(&text).unwrap();
    assert!(
        doc["source"]["oracle"]
            .as_str()
            .unwrap()
            .contains("TieBreakServer")
    );
    Fixture {
        table: input.table,
        expected: serde_json::from_value(doc["expected"].clone()).unwrap(),
        places: serde_json::from_value(doc["expected_places"].clone()).unwrap(),
    }
}

fn number(v: Value) -> Option<f64> {
    match v {
        Value::Points(s) => Some(s.quarters() as f64 / 4.0),
        Value::Count(n) => Some(f64::from(n)),
        Value::Rank(r) => r.map(f64::from),
        Value::Rating(r) => r.map(|r| r as f64),
        Value::Mean(m) => {
            Some(m as f64 / (4 * hoshitori::engine::league::criteria::MEAN_SCALE) as f64)
        }
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
/// (7.2), BPG (7.3), BWG (7.4), SB (9.1), KS (9.2), ARO (10.1) and TPR (10.2), with forfeits and
/// double forfeits.
#[test]
fn values_match_tiebreakserver() {
    let criteria = ["PTS", "WIN", "WON", "BPG", "BWG", "SB", "KS", "ARO", "TPR"]
        .map(|c| Criterion::from_code(c).unwrap());
    for path in fixtures() {
        let f = load(&path);
        let all: Vec<usize> = (0..f.table.len()).collect();
        for c in criteria {
            let values = hoshitori::engine::league::criteria::evaluate(c, &f.table, &all);
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

/// A league of `names` (one letter each) with games `(a, b, outcome)`.
fn league(names: &str, games: &[(char, char, Outcome)]) -> Crosstable {
    let idx = |c: char| names.find(c).unwrap();
    let players = names
        .chars()
        .map(|c| Player {
            name: c.to_string(),
            previous_rank: None,
            rating: None,
        })
        .collect();
    let games = games
        .iter()
        .map(|&(a, b, outcome)| Game {
            round: None,
            a: idx(a),
            b: idx(b),
            outcome,
            first: None,
        })
        .collect();
    Crosstable::new(players, games).unwrap()
}

#[track_caller]
fn places(table: &Crosstable, chain: &str) -> Vec<(String, u32, u32)> {
    let ranking = rank(
        table,
        &RuleChain::parse(chain).unwrap(),
        &RankOptions::default(),
    )
    .unwrap();
    ranking
        .standings
        .iter()
        .map(|s| (table.player(s.player).name.clone(), s.place, s.place_to))
        .collect()
}

fn at(v: &[(String, u32, u32)], name: &str) -> (u32, u32) {
    let s = v.iter().find(|s| s.0 == name).unwrap();
    (s.1, s.2)
}

/// Source: FIDE C.07 (2024) 6.3. Mid-season, A, B and C are level on 2 points; A beat B and C,
/// whose own game is still to play. Whatever it gives, B or C reaches 1 at most against A's 2:
/// A is first among them; B and C stay tied (their game decides it).
#[test]
fn de_places_a_player_no_missing_game_can_catch() {
    use Outcome::*;
    let t = league(
        "ABCDE",
        &[
            ('A', 'B', A),
            ('A', 'C', A),
            ('B', 'C', Pending),
            ('D', 'A', A),
            ('E', 'A', A),
            ('B', 'D', A),
            ('B', 'E', A),
            ('C', 'D', A),
            ('C', 'E', A),
            ('D', 'E', Draw),
        ],
    );
    let p = places(&t, "PTS,DE");
    assert_eq!(at(&p, "A"), (1, 1));
    assert_eq!(at(&p, "B"), (2, 3));
    assert_eq!(at(&p, "C"), (2, 3));
}

/// Source: FIDE C.07 (2024) 6.3. A beat B, C beat B, A v C is still to play: A and C are both on
/// 1 and either can finish alone on top, so nobody is placed and all three stay tied (6.3 places
/// from the top only, so B, sure to be last among them, is not placed either). The Fukui preset
/// counts the games played so far: A and C share the top of the mini-league, B is below.
#[test]
fn de_leaves_the_group_tied_when_a_missing_game_can_change_the_top() {
    use Outcome::*;
    let t = league(
        "ABCDE",
        &[
            ('A', 'B', A),
            ('A', 'C', Pending),
            ('C', 'B', A),
            ('A', 'D', A),
            ('A', 'E', Pending),
            ('B', 'D', A),
            ('B', 'E', A),
            ('C', 'E', A),
            ('C', 'D', Pending),
            ('D', 'E', Draw),
        ],
    );
    let p = places(&t, "PTS,DE");
    for n in ["A", "B", "C"] {
        assert_eq!(at(&p, n), (1, 3), "{n}");
    }
    let all: Vec<usize> = (0..t.len()).collect();
    let pts = hoshitori::engine::league::criteria::evaluate(Criterion::Points, &t, &all);
    assert_eq!(pts[0], pts[1]);
    assert_eq!(pts[1], pts[2]);
}

/// Source: FIDE C.07 (2024) 9.1 (SB), 9.2 (KS), 7.1/7.2 (WIN, WON); in a round robin forfeits
/// count as games for SB and KS (15.2), as TieBreakServer computes them (the fixtures check the
/// same on larger events).
#[test]
fn sb_ks_win_won_with_draws_and_forfeits() {
    use Outcome::*;
    let t = league(
        "ABCD",
        &[
            ('A', 'B', A),
            ('A', 'C', Draw),
            ('A', 'D', AByForfeit),
            ('B', 'C', A),
            ('B', 'D', Draw),
            ('C', 'D', BByForfeit),
        ],
    );
    // Points: A 2.5, B 1.5, C 0.5, D 1.5.
    let all: Vec<usize> = (0..t.len()).collect();
    let value = |c: &str| {
        hoshitori::engine::league::criteria::evaluate(Criterion::from_code(c).unwrap(), &t, &all)
            .into_iter()
            .map(|v| number(v).unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(value("PTS"), [2.5, 1.5, 0.5, 1.5]);
    // SB A: 1.5 (B) + ½ × 0.5 (C) + 1.5 (D, forfeit win) = 3.25; D: ½ × 1.5 (B) + 0.5 (C, forfeit
    // win) = 1.25.
    assert_eq!(value("SB"), [3.25, 1.25, 1.25, 1.25]);
    // KS: opponents with at least 1.5 of 3 (A, B, D).
    assert_eq!(value("KS"), [2.0, 0.5, 0.5, 0.5]);
    assert_eq!(value("WIN"), [2.0, 1.0, 0.0, 1.0]);
    assert_eq!(value("WON"), [1.0, 1.0, 0.0, 0.0]);
}

/// Source: FIDE C.07 (2024) 6.3 under 3-1-0 scoring. A beat B, B drew C, A v C is still to play:
/// A has 3 against C's 1, but C can still win that game (3 more), so A is not alone on top
/// whatever happens and A, B and C stay tied. (Counting a missing game as one point, as under
/// 1-½-0, would wrongly place A.)
#[test]
fn de_missing_games_count_with_the_leagues_scoring() {
    let text = r#"{"format": "hoshitori-league/2", "rules": "PTS,DE", "cycles": 1,
        "scoring": {"win": 3, "draw": 1, "loss": 0, "forfeit_win": 3, "forfeit_loss": 0},
        "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}, {"name": "E"}],
        "games": [
            {"a": "A", "b": "B", "result": "a"}, {"a": "B", "b": "C", "result": "draw"},
            {"a": "A", "b": "C", "result": "pending"}, {"a": "A", "b": "D", "result": "draw"},
            {"a": "B", "b": "D", "result": "a"}, {"a": "C", "b": "E", "result": "a"},
            {"a": "D", "b": "E", "result": "pending"}, {"a": "A", "b": "E", "result": "pending"},
            {"a": "B", "b": "E", "result": "pending"}, {"a": "C", "b": "D", "result": "pending"}
        ]}"#;
    let (_, input) = hoshitori::format::read_league(text, "6.3-3-1-0.json").unwrap();
    let p = places(&input.table, "PTS,DE");
    for n in ["A", "B", "C"] {
        assert_eq!(at(&p, n), (1, 3), "{n}");
    }
}

/// Source: FIDE C.07 (2024) 6.1.2: "if two participants have met more than once, the addend to
/// be used by them in the aforementioned sum is the average score of these games". A double
/// round robin where A beat B twice, C beat A once and B beat C once (the second games of those
/// two pairs void, so every meeting is done): the sums would put A first (2 against 1 and 1),
/// the averages give each of them 1, and they stay tied.
#[test]
fn de_uses_the_mean_of_a_pairs_games() {
    let text = r#"{"format": "hoshitori-league/2", "rules": "DE", "cycles": 2,
        "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
        "games": [
            {"a": "A", "b": "B", "result": "a"}, {"a": "B", "b": "A", "result": "b"},
            {"a": "C", "b": "A", "result": "a"}, {"a": "A", "b": "C", "result": "void"},
            {"a": "B", "b": "C", "result": "a"}, {"a": "C", "b": "B", "result": "void"}
        ]}"#;
    let (_, input) = hoshitori::format::read_league(text, "6.1.2.json").unwrap();
    let p = places(&input.table, "DE");
    for n in ["A", "B", "C"] {
        assert_eq!(at(&p, n), (1, 3), "{n}");
    }
    // Means of two games are exact quarters: A drew B and beat B, the mean ¾.
    let text = r#"{"format": "hoshitori-league/2", "rules": "DE", "cycles": 2,
        "players": [{"name": "A"}, {"name": "B"}],
        "games": [
            {"a": "A", "b": "B", "result": "draw"}, {"a": "B", "b": "A", "result": "b"}
        ]}"#;
    let (_, input) = hoshitori::format::read_league(text, "mean.json").unwrap();
    let chain = RuleChain::parse("DE").unwrap();
    let ranking = rank(&input.table, &chain, &RankOptions::default()).unwrap();
    let values = ranking.values_of(&input.table, &chain.criteria, 0);
    assert_eq!(
        values[0].1.as_score(),
        Some(hoshitori::engine::Score::from_quarters(3))
    );
    // Three meetings: the mean of a win and two losses is a third of a point, kept exact.
    let text = r#"{"format": "hoshitori-league/2", "rules": "DE", "cycles": 3,
        "players": [{"name": "A"}, {"name": "B"}],
        "games": [
            {"a": "A", "b": "B", "result": "a"}, {"a": "A", "b": "B", "result": "b"},
            {"a": "A", "b": "B", "result": "b"}
        ]}"#;
    let (_, input) = hoshitori::format::read_league(text, "thirds.json").unwrap();
    let ranking = rank(&input.table, &chain, &RankOptions::default()).unwrap();
    let a = ranking.values_of(&input.table, &chain.criteria, 0)[0].1;
    assert_eq!(a.as_score(), None);
    assert_eq!(
        hoshitori::report::text::value_text(hoshitori::lang::Lang::En, a),
        "0.333"
    );
}
