//! The ko endgame helper against the specification and against its own exhaustive search.
//!
//! - `tests/fixtures/ko/spec-positions.json`: the paper's worked example (three questions), the
//!   spec's five small examples and its 30 random positions (`../shared/spec/ko.md` §4.3, §9),
//!   with the spec's answers: Δ, the candidates, the move(s) the discriminant names, every
//!   optimal first move by exhaustive search, and the optimal score. One `check()` per position.
//! - Random positions: inside the method's domain the named move is optimal by the exhaustive
//!   search and the line's score is the optimum, for every state; outside it (a pending threat
//!   smaller than the largest yose) the method refuses.

use hoshitori::engine::ko::{self, Method, Move, Position, Side, State, search};
use hoshitori::engine::score::Score;
use serde_json::Value;

fn q(v: &Value) -> Score {
    Score::from_quarters((v.as_f64().unwrap() * 4.0).round() as i64)
}

fn list(v: &Value) -> Vec<Score> {
    v.as_array().unwrap().iter().map(q).collect()
}

fn ids(moves: &[Move]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|m| m.id()).collect();
    v.sort();
    v
}

fn strings(v: &Value) -> Vec<String> {
    let mut out: Vec<String> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap().to_string())
        .collect();
    out.sort();
    out
}

fn position(p: &Value) -> Position {
    let side = match p["to_move"].as_str().unwrap() {
        "B" => Side::Black,
        _ => Side::White,
    };
    let state = match p["state"].as_str().unwrap() {
        "threat" => State::Threat,
        "connect" => State::Connect,
        _ => State::Take,
    };
    let pending = p.get("pending").filter(|v| !v.is_null()).map(q);
    Position::new(
        q(&p["k"]),
        side,
        state,
        pending,
        list(&p["yose"]),
        list(&p["black"]),
        list(&p["white"]),
    )
    .unwrap()
}

/// One position of the spec: what the method and the search say against the spec's answers.
fn check(p: &Value) -> Vec<String> {
    let name = p["name"].as_str().unwrap();
    let pos = position(p);
    let answer = ko::analyse(&pos, true);
    let mut wrong = Vec::new();
    match (&answer.method, p.get("refusal")) {
        (Method::Refused { refusal }, Some(code)) => {
            let got = serde_json::to_value(refusal).unwrap();
            if got["code"] != *code {
                wrong.push(format!("{name}: refused {got}, want {code}"));
            }
        }
        (Method::Refused { refusal }, None) => {
            wrong.push(format!("{name}: refused ({refusal:?})"));
        }
        (Method::Answered { .. }, Some(code)) => {
            wrong.push(format!("{name}: answered, want the refusal {code}"));
        }
        (
            Method::Answered {
                decision, score, ..
            },
            None,
        ) => {
            let delta = decision.delta.as_ref().map(|d| d.value);
            let want_delta = p.get("delta").filter(|v| !v.is_null()).map(q);
            // A choice decided without k (judgment 1, forced moves) has no Δ in the spec.
            if want_delta.is_some() && delta != want_delta {
                wrong.push(format!("{name}: Δ {delta:?}, want {want_delta:?}"));
            }
            if ids(&decision.best) != strings(&p["discriminant_best"]) {
                wrong.push(format!(
                    "{name}: best {:?}, want {}",
                    ids(&decision.best),
                    p["discriminant_best"]
                ));
            }
            if ids(&decision.candidates) != strings(&p["candidates"]) {
                wrong.push(format!(
                    "{name}: candidates {:?}, want {}",
                    ids(&decision.candidates),
                    p["candidates"]
                ));
            }
            if *score != q(&p["optimal_score"]) {
                wrong.push(format!(
                    "{name}: line score {score}, want {}",
                    p["optimal_score"]
                ));
            }
        }
    }
    match &answer.search {
        Some(found) => {
            if ids(&found.best) != strings(&p["oracle_best"]) {
                wrong.push(format!(
                    "{name}: search best {:?}, want {}",
                    ids(&found.best),
                    p["oracle_best"]
                ));
            }
            if found.score != q(&p["optimal_score"]) {
                wrong.push(format!("{name}: search score {}", found.score));
            }
        }
        None => assert!(pos.items() > search::MAX_ITEMS, "{name}: no search"),
    }
    wrong
}

#[test]
fn the_specs_positions() {
    let text = std::fs::read_to_string("tests/fixtures/ko/spec-positions.json").unwrap();
    let doc: Value = serde_json::from_str(&text).unwrap();
    let positions = doc["positions"].as_array().unwrap();
    assert_eq!(positions.len(), 38);
    let wrong: Vec<String> = positions.iter().flat_map(check).collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// SplitMix64: the tests' own random numbers.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// A random position: 1–4 yose, 0–6 threats split at random (plus a pending one in `connect`),
/// values in quarter points up to `range`, the ko up to three times the range.
fn random(rng: &mut Rng, range: i64) -> Position {
    let value =
        |rng: &mut Rng| Score::from_quarters(2 + (rng.next_u64() % (range as u64 * 2)) as i64 * 2);
    let yose: Vec<Score> = (0..1 + rng.next_u64() % 4).map(|_| value(rng)).collect();
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for _ in 0..rng.next_u64() % 7 {
        let v = value(rng);
        if rng.next_u64() % 2 == 0 {
            black.push(v)
        } else {
            white.push(v)
        }
    }
    let state = State::ALL[(rng.next_u64() % 3) as usize];
    let to_move = if rng.next_u64() % 2 == 0 {
        Side::Black
    } else {
        Side::White
    };
    let pending = (state == State::Connect && rng.next_u64() % 3 > 0).then(|| value(rng));
    let ko = Score::from_quarters(2 + (rng.next_u64() % (range as u64 * 6)) as i64 * 2);
    Position::new(ko, to_move, state, pending, yose, black, white).unwrap()
}

/// Random positions (spec §6.1): inside the domain the named move is optimal and the line
/// reaches the optimum; outside it, the method refuses. 1,200 in the test run (a debug build
/// searches about 50 a second); `KO_POSITIONS=20000 cargo test --release --test ko` runs more.
#[test]
fn random_positions_agree_with_the_search() {
    let count: usize = std::env::var("KO_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1200);
    let mut rng = Rng::new(35);
    let (mut inside, mut outside) = (0, 0);
    let mut wrong = Vec::new();
    for k in 0..count {
        let range = [6, 10, 16][k % 3];
        let pos = random(&mut rng, range);
        let answer = ko::analyse(&pos, true);
        let found = answer.search.as_ref().expect("small enough to search");
        match &answer.method {
            Method::Refused { .. } => {
                assert!(!pos.in_domain());
                outside += 1;
            }
            Method::Answered {
                decision, score, ..
            } => {
                inside += 1;
                for m in &decision.best {
                    if !found.best.contains(m) {
                        wrong.push(format!(
                            "{pos:?}: named {} but the optimal moves are {:?}",
                            m.id(),
                            ids(&found.best)
                        ));
                    }
                }
                if *score != found.score {
                    wrong.push(format!("{pos:?}: line {score}, optimum {}", found.score));
                }
            }
        }
    }
    assert!(
        inside > count * 2 / 3 && outside > count / 60,
        "{inside} inside, {outside} outside"
    );
    eprintln!("{count} random positions: {inside} inside the domain, {outside} outside");
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(10)].join("\n")
    );
}

mod common;

/// `hoshitori ko` in both languages and as JSON: the paper's three questions (a file, then
/// flags), a position outside the method's domain (refused, the exhaustive search labelled),
/// and bad input named by field.
#[test]
fn the_command_in_both_languages_and_json() {
    let cases: [&[&str]; 6] = [
        &["ko", "tests/fixtures/ko/paper-1.json"],
        &["ko", "tests/fixtures/ko/paper-1.json", "--lang", "ja"],
        &[
            "ko",
            "--k",
            "13",
            "--to-move",
            "black",
            "--state",
            "connect",
            "--yose",
            "10 9 7 5 3 1",
            "--black",
            "13,11,7,6",
            "--white",
            "15 12 11 5",
        ],
        &[
            "ko",
            "--k",
            "13",
            "--to-move",
            "white",
            "--state",
            "take",
            "--yose",
            "9 7 5 3 1",
            "--black",
            "13 11 7 6",
            "--white",
            "15 12 11 5",
            "--lang",
            "ja",
        ],
        &[
            "ko",
            "--k",
            "3",
            "--to-move",
            "black",
            "--state",
            "connect",
            "--pending",
            "4",
            "--yose",
            "6",
        ],
        &[
            "ko",
            "tests/fixtures/ko/paper-1.json",
            "--format",
            "json",
            "--search",
        ],
    ];
    let mut out = String::new();
    for args in cases {
        let (code, stdout, stderr) = common::run(args, b"", None);
        assert_eq!((code, stderr.as_str()), (0, ""), "{args:?}");
        out.push_str(&format!("$ hoshitori {}\n{stdout}\n", args.join(" ")));
    }
    let bad: [&[&str]; 5] = [
        &["ko", "--k", "0", "--to-move", "b", "--state", "threat"],
        &[
            "ko",
            "--k",
            "5",
            "--to-move",
            "b",
            "--state",
            "threat",
            "--yose",
            "3 2.1",
        ],
        &[
            "ko",
            "--k",
            "5",
            "--to-move",
            "b",
            "--state",
            "take",
            "--pending",
            "2",
        ],
        &["ko", "--k", "5", "--to-move", "grey", "--state", "take"],
        &[
            "ko",
            "--k",
            "5",
            "--to-move",
            "w",
            "--state",
            "take",
            "--black",
            "3 x",
            "--lang",
            "ja",
        ],
    ];
    for args in bad {
        let (code, stdout, stderr) = common::run(args, b"", None);
        assert_eq!((code, stdout.as_str()), (2, ""), "{args:?}");
        out.push_str(&format!(
            "$ hoshitori {} → {code}\n{stderr}\n",
            args.join(" ")
        ));
    }
    insta::assert_snapshot!(out);
}
