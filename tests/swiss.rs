//! The worked Swiss events of the specification (`../shared/spec/swiss/`, copied to
//! `tests/fixtures/spec/swiss/`; `tests/spec.rs` checks the copies): every value they give, under
//! every edition they give it for, and their final orders with the criterion that separated each
//! row from the one above.
//!
//! The examples' JSON is the specification's own (`swiss.md` §1); `event()` converts it here,
//! in the tests, into the engine's [`Event`].

#[path = "common/same_value.rs"]
mod same_value;

use std::path::Path;

use hoshitori::engine::league::criteria::Value;
use hoshitori::engine::swiss::{
    self, Code, Colour, Edition, Entrant, Event, GoScoring, Kind, Preset, Round, Scoring, System,
};
use same_value::same;
use serde_json::Value as Json;

fn load(file: &str) -> Json {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/spec/swiss")
        .join(file);
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The example's players (by `id`, in id order) and one record per player and round; a player
/// missing from a round is a zero-point bye (chess, renju) or absent (Go) (`swiss.md` §1).
fn event(j: &Json) -> (Event, Vec<u64>) {
    let mut ids: Vec<u64> = j["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_u64().unwrap())
        .collect();
    ids.sort_unstable();
    let index = |id: &Json| ids.iter().position(|&i| i == id.as_u64().unwrap()).unwrap();
    let go = j["game"] == "go";
    let rounds = j["rounds"].as_u64().unwrap() as usize;
    let missing = if go { Kind::Absent } else { Kind::ZeroBye };
    let mut records = vec![vec![Round::bye(missing); rounds]; ids.len()];
    for rd in j["rounds_data"].as_array().unwrap() {
        let r = rd["round"].as_u64().unwrap() as usize - 1;
        for g in rd["games"].as_array().unwrap() {
            let (w, b) = (index(&g["white"]), index(&g["black"]));
            let (kw, kb) = match g["result"].as_str().unwrap() {
                "1-0" => (Kind::Win, Kind::Loss),
                "0-1" => (Kind::Loss, Kind::Win),
                "1/2-1/2" => (Kind::Draw, Kind::Draw),
                "+-" => (Kind::ForfeitWin, Kind::ForfeitLoss),
                "-+" => (Kind::ForfeitLoss, Kind::ForfeitWin),
                "--" => (Kind::ForfeitLoss, Kind::ForfeitLoss),
                other => panic!("result {other}"),
            };
            let handicap = g["handicap"].as_u64().unwrap_or(0) as u8;
            records[w][r] = Round {
                kind: kw,
                opponent: Some(b),
                colour: Some(Colour::White),
                handicap,
            };
            records[b][r] = Round {
                kind: kb,
                opponent: Some(w),
                colour: Some(Colour::Black),
                handicap,
            };
        }
        for bye in rd["byes"].as_array().into_iter().flatten() {
            let kind = match bye["type"].as_str().unwrap() {
                "PAB" => Kind::PairingBye,
                "FPB" => Kind::FullBye,
                "HPB" => Kind::HalfBye,
                "ZPB" => Kind::ZeroBye,
                "ABS" => Kind::Absent,
                other => panic!("bye {other}"),
            };
            records[index(&bye["player"])][r] = Round::bye(kind);
        }
    }
    let mut players = Vec::new();
    for (p, id) in ids.iter().enumerate() {
        let pj = j["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["id"].as_u64() == Some(*id))
            .unwrap();
        let entrant = Entrant {
            name: pj["name"].as_str().unwrap().to_string(),
            rating: pj["rating"].as_u64().map(|r| r as u32),
            go_rank: pj["rank"].as_str().and_then(swiss::go_rank),
            smms: None,
        };
        players.push((entrant, records[p].clone()));
    }
    let system = match j["system"].as_str().unwrap() {
        "mcmahon" => System::McMahon,
        "round_robin" => System::RoundRobin,
        _ => System::Swiss,
    };
    let mut goscoring = GoScoring::default();
    if let Some(m) = j.get("mcmahon") {
        goscoring.bar = m["bar"].as_str().and_then(swiss::go_rank);
        goscoring.floor = m["floor"].as_str().and_then(swiss::go_rank);
    }
    let e = Event::new(players, system, Scoring::default(), goscoring).unwrap();
    (e, ids)
}

/// Checks every value of `values` (`{"<id>": {"<code>": number}}`) under `edition`.
fn check_values(file: &str, e: &Event, ids: &[u64], edition: Edition, values: &Json) -> usize {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (id, codes) in values.as_object().unwrap() {
        let p = ids.iter().position(|i| i.to_string() == *id).unwrap();
        for (code, want) in codes.as_object().unwrap() {
            let c = Code::parse(code).unwrap_or_else(|| panic!("{file}: code {code}"));
            let got = swiss::criteria::value(e, c, edition, p);
            if !same(got, want) {
                wrong.push(format!("player {id} {code}: got {got:?}, want {want}"));
            }
            checked += 1;
        }
    }
    assert!(
        wrong.is_empty(),
        "{file} under {}: {} of {checked} values differ:\n{}",
        edition.id(),
        wrong.len(),
        wrong.join("\n")
    );
    checked
}

/// Checks a final order (`{"criteria": [...], "edition", "standings": [{place, id,
/// separated_from_above_by}]}`) and its values.
fn check_final(file: &str, e: &Event, ids: &[u64], fin: &Json, edition: Edition) {
    let codes: Vec<Code> = fin["criteria"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| Code::parse(c.as_str().unwrap()).unwrap())
        .collect();
    let st = swiss::order(e, &codes, edition);
    let got: Vec<(u64, usize, String)> = st
        .rows
        .iter()
        .enumerate()
        .map(|(k, row)| {
            let by = match (k, row.separation) {
                (0, _) => "null".to_string(),
                (_, Some(s)) => codes[s.step].text(),
                (_, None) => "tied".to_string(),
            };
            (ids[row.player], row.place, by)
        })
        .collect();
    let want: Vec<(u64, usize, String)> = fin["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let by = match &s["separated_from_above_by"] {
                Json::Null => "null".to_string(),
                v => v.as_str().unwrap().to_string(),
            };
            (
                s["id"].as_u64().unwrap(),
                s["place"].as_u64().unwrap() as usize,
                by,
            )
        })
        .collect();
    assert_eq!(got, want, "{file}: (id, place, separated by)");
    // The values shown in the standings are the same numbers.
    for (row, s) in st.rows.iter().zip(fin["standings"].as_array().unwrap()) {
        for (code, want) in s["values"].as_object().unwrap() {
            let k = codes
                .iter()
                .position(|c| c.text() == *code || Code::parse(code) == Some(*c));
            let k = k.unwrap_or_else(|| panic!("{file}: {code} not in the list"));
            assert!(
                same(row.values[k], want),
                "{file}: {code} of {}",
                ids[row.player]
            );
        }
    }
}

/// The FIDE chess Swiss (`swiss/fide_chess_swiss.json`): 19 criteria under five editions, and
/// the `fide-swiss` order under the 2024 and 2026 editions.
#[test]
fn fide_chess_swiss() {
    let file = "fide_chess_swiss.json";
    let j = load(file);
    let (e, ids) = event(&j);
    let mut checked = 0;
    for edition in Edition::ALL {
        checked += check_values(
            file,
            &e,
            &ids,
            edition,
            &j["expected"]["values"][edition.id()],
        );
    }
    assert!(checked >= 5 * 11 * 19, "{checked} values checked");
    check_final(file, &e, &ids, &j["expected"]["final"], Edition::Fide2024);
    check_final(
        file,
        &e,
        &ids,
        &j["expected"]["final_fide2026"],
        Edition::Fide2026,
    );
}

/// The RIF renju Swiss (`swiss/rif_renju_swiss.json`): `rif-swiss` under the plain edition, and
/// Buchholz and Berger under the FIDE editions.
#[test]
fn rif_renju_swiss() {
    let file = "rif_renju_swiss.json";
    let j = load(file);
    let (e, ids) = event(&j);
    check_final(file, &e, &ids, &j["expected"]["final"], Edition::Plain);
    for (id, values) in j["expected"]["values_other_editions"].as_object().unwrap() {
        let edition = Edition::from_id(id).unwrap();
        check_values(file, &e, &ids, edition, values);
    }
}

/// The Tagajo Go event (`swiss/tagajo_go.json`): its Tagajo final order and every value.
#[test]
fn tagajo_go() {
    let file = "tagajo_go.json";
    let j = load(file);
    let (e, ids) = event(&j);
    check_values(file, &e, &ids, Edition::Plain, &j["expected"]["values"]);
    check_final(file, &e, &ids, &j["expected"]["final"], Edition::Plain);
}

/// The McMahon Go event (`swiss/mcmahon_go.json`): starting scores from ranks, bar and floor,
/// every value, and OpenGotha's McMahon order.
#[test]
fn mcmahon_go() {
    let file = "mcmahon_go.json";
    let j = load(file);
    let (e, ids) = event(&j);
    for (id, smms) in j["expected"]["smms"].as_object().unwrap() {
        let p = ids.iter().position(|i| i.to_string() == *id).unwrap();
        assert_eq!(
            e.smms(p).quarters(),
            smms.as_i64().unwrap() * 4,
            "SMMS of {id}"
        );
    }
    check_values(file, &e, &ids, Edition::Plain, &j["expected"]["values"]);
    check_final(file, &e, &ids, &j["expected"]["final"], Edition::Plain);
}

/// Every preset's codes parse, and the examples' orderings are presets with the same lists.
#[test]
fn presets_match_the_examples() {
    for p in swiss::PRESETS {
        assert_eq!(p.parsed().len(), p.codes.len(), "{}", p.id);
    }
    for file in [
        "fide_chess_swiss.json",
        "rif_renju_swiss.json",
        "tagajo_go.json",
        "mcmahon_go.json",
    ] {
        let j = load(file);
        let fin = &j["expected"]["final"];
        let preset = Preset::find(fin["ordering"].as_str().unwrap())
            .unwrap_or_else(|| panic!("{file}: no preset {}", fin["ordering"]));
        let want: Vec<&str> = fin["criteria"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        assert_eq!(preset.codes, want.as_slice(), "{file}");
    }
}

#[test]
fn codes_read_and_write() {
    let cases = [
        ("BH-C1", Some("BH-C1")),
        ("bh-m2", Some("BH-M2")),
        ("SB-C1", Some("SB-C1")),
        ("SOSM-C2", Some("SOSM-C2")),
        ("SOSW-2", Some("SOSW-C2")),
        ("SOSW-M1", Some("SOSW-M1")),
        ("DE/P", Some("DE/P")),
        ("GE", Some("REP")),
        ("PS-C1", Some("PS-C1")),
        ("ARO-C1", Some("ARO-C1")),
        ("PS-C2", None),
        ("WIN-C1", None),
        ("BH/P", None),
        ("XYZ", None),
    ];
    for (text, want) in cases {
        assert_eq!(Code::parse(text).map(Code::text).as_deref(), want, "{text}");
    }
}

#[test]
fn mismatched_pairings_are_errors_not_panics() {
    let a = Entrant {
        name: "A".into(),
        ..Entrant::default()
    };
    let b = Entrant {
        name: "B".into(),
        ..Entrant::default()
    };
    let game = |kind, opponent, colour| Round {
        kind,
        opponent: Some(opponent),
        colour: Some(colour),
        handicap: 0,
    };
    let event = |ra: Round, rb: Round| {
        Event::new(
            vec![(a.clone(), vec![ra]), (b.clone(), vec![rb])],
            System::Swiss,
            Scoring::default(),
            GoScoring::default(),
        )
    };
    // Both won, both white, only one side recorded, self-pairing, a round missing.
    assert!(
        event(
            game(Kind::Win, 1, Colour::White),
            game(Kind::Win, 0, Colour::Black)
        )
        .is_err()
    );
    assert!(
        event(
            game(Kind::Win, 1, Colour::White),
            game(Kind::Loss, 0, Colour::White)
        )
        .is_err()
    );
    assert!(event(game(Kind::Win, 1, Colour::White), Round::bye(Kind::ZeroBye)).is_err());
    assert!(event(game(Kind::Win, 0, Colour::White), Round::bye(Kind::ZeroBye)).is_err());
    assert!(event(game(Kind::Win, 5, Colour::White), Round::bye(Kind::ZeroBye)).is_err());
    assert!(
        Event::new(
            vec![
                (a.clone(), vec![Round::bye(Kind::PairingBye)]),
                (b.clone(), vec![])
            ],
            System::Swiss,
            Scoring::default(),
            GoScoring::default(),
        )
        .is_err()
    );
    // A double forfeit and a normal game are fine.
    assert!(
        event(
            game(Kind::ForfeitLoss, 1, Colour::White),
            game(Kind::ForfeitLoss, 0, Colour::Black)
        )
        .is_ok()
    );
    assert!(
        event(
            game(Kind::Draw, 1, Colour::White),
            game(Kind::Draw, 0, Colour::Black)
        )
        .is_ok()
    );
}

/// The event files (`*.json`) of `tests/fixtures/swiss/`, read.
fn event_files() -> Vec<(std::path::PathBuf, hoshitori::document::event::SwissEvent)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/swiss");
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let doc = hoshitori::format::json::read_event(&text).unwrap();
            (p, doc)
        })
        .collect()
}

/// Every event file of `tests/fixtures/swiss/` written as TRF-16 and read back ranks the same:
/// the same records (colours, byes, forfeits) and the same standings. (TRF carries no Go ranks
/// or McMahon settings, so those are copied over; its names and start numbers are the file's.)
#[test]
fn trf_round_trip() {
    use hoshitori::format::trf;
    let mut checked = 0;
    for (path, doc) in event_files() {
        if doc.boards.is_some() {
            continue; // a team event: TRF-16's team records are not written
        }
        let before = doc.input(None, None).unwrap();
        let st = swiss::order(&before.event, &before.codes, before.edition);
        let n = before.event.players();
        let points: Vec<String> = (0..n).map(|p| before.event.score(p).to_string()).collect();
        let mut ranks = vec![0; n];
        for row in &st.rows {
            ranks[row.player] = row.place;
        }
        let text = trf::write(&doc, &points, &ranks);
        assert!(trf::looks_like(&text));
        let mut back = trf::read(&text).unwrap();
        // What TRF does not carry.
        back.game = doc.game;
        back.system = doc.system;
        back.rules = doc.rules.clone();
        back.mcmahon = doc.mcmahon.clone();
        for (b, d) in back.players.iter_mut().zip(&doc.players) {
            b.rank = d.rank.clone();
        }
        let after = back.input(None, None).unwrap();
        for p in 0..n {
            assert_eq!(
                after.event.records(p),
                before.event.records(p),
                "{path:?}: records of {}",
                before.event.entrant(p).name
            );
        }
        assert_eq!(
            swiss::order(&after.event, &after.codes, after.edition),
            st,
            "{path:?}"
        );
        checked += 1;
    }
    assert!(checked >= 4);
}

/// A TRF with the point system TieBreakServer writes (`162`): 3/1/0 for games, the
/// pairing-allocated bye worth a win; points and Buchholz follow it.
#[test]
fn trf_point_system() {
    use hoshitori::format::trf;
    // A `001` record, columns as TRF-16 numbers them: start number 5-8, name 15-47, blocks from 92.
    let player = |no: u32, name: &str, blocks: &[&str]| {
        let mut line = format!("001 {no:>4}      {name:<33}");
        line += &" ".repeat(91 - line.len());
        line += &blocks.join("  ");
        line
    };
    let text = [
        "012 Three points a win".to_string(),
        "162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0    X 0.0".to_string(),
        player(1, "A", &["   2 w 1", "   3 b ="]),
        player(2, "B", &["   1 b 0", "0000 - U"]),
        player(3, "C", &["0000 - U", "   1 w ="]),
    ]
    .join("\n");
    let text = text.as_str();
    let doc = trf::read(text).unwrap();
    let input = doc.input(Some("PTS,BH"), Some("plain")).unwrap();
    let e = &input.event;
    let pts = |p| e.score(p).quarters() / 4;
    // A: win 3 + draw 1; B: loss 0 + bye 3; C: bye 3 + draw 1.
    assert_eq!((pts(0), pts(1), pts(2)), (4, 3, 4));
    // Plain Buchholz: A met B (3) and C (4).
    let bh = swiss::criteria::value(e, Code::parse("BH").unwrap(), Edition::Plain, 0);
    assert_eq!(
        bh,
        Some(Value::Points(hoshitori::engine::Score::from_points(7)))
    );
}

/// The RIF team event (`swiss/rif_team.json`): teams meet in matches of four boards; match
/// points 2/1/0 by game points; a bye is a win worth the game points the example gives. The
/// `rif-team` order and every value.
#[test]
fn rif_team() {
    use hoshitori::engine::Score;
    use hoshitori::engine::swiss::Team;
    let file = "rif_team.json";
    let j = load(file);
    let ids: Vec<String> = j["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap().to_string())
        .collect();
    let index = |id: &Json| ids.iter().position(|i| i == id.as_str().unwrap()).unwrap();
    let rounds = j["rounds"].as_u64().unwrap() as usize;
    let boards = j["boards"].as_u64().unwrap() as usize;
    let n = ids.len();
    let mut records = vec![vec![Round::bye(Kind::ZeroBye); rounds]; n];
    let mut gp = vec![vec![Score::ZERO; rounds]; n];
    let mut bp: Vec<Vec<Vec<Score>>> = vec![vec![Vec::new(); rounds]; n];
    let half = |s: &str| match s {
        "1-0" => (Score::WIN, Score::ZERO),
        "0-1" => (Score::ZERO, Score::WIN),
        "1/2" | "1/2-1/2" => (Score::DRAW, Score::DRAW),
        other => panic!("board {other}"),
    };
    for rd in j["rounds_data"].as_array().unwrap() {
        let r = rd["round"].as_u64().unwrap() as usize - 1;
        for m in rd["matches"].as_array().unwrap() {
            let (h, a) = (index(&m["home"]), index(&m["away"]));
            for b in m["boards"].as_array().unwrap() {
                let (x, y) = half(b.as_str().unwrap());
                bp[h][r].push(x);
                bp[a][r].push(y);
            }
            gp[h][r] = bp[h][r].iter().copied().sum();
            gp[a][r] = bp[a][r].iter().copied().sum();
            let (kh, ka) = match gp[h][r].cmp(&gp[a][r]) {
                std::cmp::Ordering::Greater => (Kind::Win, Kind::Loss),
                std::cmp::Ordering::Less => (Kind::Loss, Kind::Win),
                std::cmp::Ordering::Equal => (Kind::Draw, Kind::Draw),
            };
            let rec = |kind, opponent| Round {
                kind,
                opponent: Some(opponent),
                colour: None,
                handicap: 0,
            };
            records[h][r] = rec(kh, a);
            records[a][r] = rec(ka, h);
        }
        for bye in rd["byes"].as_array().into_iter().flatten() {
            let t = index(&bye["team"]);
            records[t][r] = Round::bye(Kind::PairingBye);
            gp[t][r] = Score::from_quarters((bye["gp"].as_f64().unwrap() * 4.0) as i64);
            // The example's board totals count the bye's game points spread evenly over the
            // boards (2 game points: ½ a board).
            bp[t][r] = vec![Score::from_quarters(gp[t][r].quarters() / boards as i64); boards];
        }
    }
    let mp = &j["match_points"];
    let pts = |k: &str| Score::from_points(mp[k].as_i64().unwrap());
    let players = ids
        .iter()
        .zip(records)
        .map(|(id, rec)| {
            let entrant = Entrant {
                name: id.clone(),
                ..Entrant::default()
            };
            (entrant, rec)
        })
        .collect();
    let e = Event::new(
        players,
        System::Swiss,
        Scoring::points(pts("W"), pts("D"), pts("L")),
        GoScoring::default(),
    )
    .unwrap()
    .with_team(Team {
        boards,
        game_points: gp,
        board_points: bp,
    })
    .unwrap();
    let fin = &j["expected"];
    let preset = Preset::find(fin["ordering"].as_str().unwrap()).unwrap();
    let want_codes: Vec<&str> = fin["criteria"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(preset.codes, want_codes.as_slice());
    let codes = preset.parsed();
    let st = swiss::order(&e, &codes, Edition::Plain);
    let got: Vec<(String, usize)> = st
        .rows
        .iter()
        .map(|r| (ids[r.player].clone(), r.place))
        .collect();
    let want: Vec<(String, usize)> = fin["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["id"].as_str().unwrap().to_string(),
                s["place"].as_u64().unwrap() as usize,
            )
        })
        .collect();
    assert_eq!(got, want, "{file}: (team, place)");
    for (row, s) in st.rows.iter().zip(fin["standings"].as_array().unwrap()) {
        for (code, want) in s["values"].as_object().unwrap() {
            let k = codes
                .iter()
                .position(|c| Code::parse(code) == Some(*c))
                .unwrap();
            assert!(
                same(row.values[k], want),
                "{file}: {code} of {}: {:?}",
                ids[row.player],
                row.values[k]
            );
        }
    }
}

/// The Go events of `tests/fixtures/swiss/` written as h9 tables (in standings order, the
/// list's values as columns) and read back give the same records, except that h9 has no mark
/// for a forfeit (a by-default result is written as the result, which is how Go's criteria count
/// it); h9 carries no McMahon bar and floor, so those are copied over.
#[test]
fn h9_round_trip() {
    use hoshitori::format::h9;
    let mut checked = 0;
    for (path, doc) in event_files() {
        if doc.game != hoshitori::document::event::GameKind::Go {
            continue;
        }
        let before = doc.input(None, None).unwrap();
        let st = swiss::order(&before.event, &before.codes, before.edition);
        let order: Vec<usize> = st.rows.iter().map(|r| r.player).collect();
        let columns = vec![vec!["0".to_string()]; before.event.players()];
        let text = h9::write(&doc, &order, &columns);
        assert!(h9::looks_like(&text), "{text}");
        let mut back = h9::read(&text).unwrap();
        back.system = doc.system;
        back.rules = doc.rules.clone();
        back.mcmahon = doc.mcmahon.clone();
        let after = back.input(None, None).unwrap();
        for p in 0..before.event.players() {
            let q = after
                .event
                .entrants()
                .iter()
                .position(|e| e.name == before.event.entrant(p).name)
                .unwrap();
            let named = |e: &Event, p: usize| -> Vec<(Kind, Option<String>, Option<Colour>, u8)> {
                let as_result = |k: Kind| match k {
                    Kind::ForfeitWin => Kind::Win,
                    Kind::ForfeitLoss => Kind::Loss,
                    k => k,
                };
                e.records(p)
                    .iter()
                    .map(|r| {
                        (
                            as_result(r.kind),
                            r.opponent.map(|o| e.entrant(o).name.clone()),
                            r.colour,
                            r.handicap,
                        )
                    })
                    .collect()
            };
            assert_eq!(named(&after.event, q), named(&before.event, p), "{path:?}");
        }
        assert_eq!(
            swiss::order(&after.event, &after.codes, after.edition)
                .rows
                .iter()
                .map(|r| after.event.entrant(r.player).name.clone())
                .collect::<Vec<_>>(),
            st.rows
                .iter()
                .map(|r| before.event.entrant(r.player).name.clone())
                .collect::<Vec<_>>(),
        );
        checked += 1;
    }
    assert!(checked >= 2);
}

/// Every event file of `tests/fixtures/swiss/` (not the team event) written as a wall chart
/// (CSV and TSV) and read back has the same records and standings.
#[test]
fn wall_chart_round_trip() {
    use hoshitori::format::wallchart;
    let mut checked = 0;
    for (path, doc) in event_files() {
        if doc.boards.is_some() {
            continue;
        }
        let before = doc.input(None, None).unwrap();
        for sep in [',', '\t'] {
            let text = wallchart::write(&doc, sep);
            assert!(wallchart::looks_like(&text, sep), "{text}");
            let mut back = wallchart::read(&text, sep).unwrap();
            back.system = doc.system;
            back.rules = doc.rules.clone();
            back.mcmahon = doc.mcmahon.clone();
            back.date = doc.date.clone();
            // A wall chart tells Go (by its ranks) from the rest, not chess from renju.
            assert_eq!(
                back.game == hoshitori::document::event::GameKind::Go,
                doc.game == hoshitori::document::event::GameKind::Go,
                "{path:?}"
            );
            back.game = doc.game;
            let after = back.input(None, None).unwrap();
            for p in 0..before.event.players() {
                assert_eq!(
                    after.event.records(p),
                    before.event.records(p),
                    "{path:?} {sep:?}"
                );
            }
            assert_eq!(
                swiss::order(&after.event, &after.codes, after.edition),
                swiss::order(&before.event, &before.codes, before.edition),
            );
        }
        checked += 1;
    }
    assert!(checked >= 4);
}

/// The results a game over the board can take, white's first.
fn game_results(draws: bool) -> &'static [hoshitori::document::event::GameResult] {
    use hoshitori::document::event::GameResult;
    if draws {
        &[
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
        ]
    } else {
        &[GameResult::WhiteWins, GameResult::BlackWins]
    }
}

/// Writes outcome `code` into round `round`'s games: game `g` takes digit `g` of `code` in
/// base `results.len()`.
fn write_results(
    doc: &mut hoshitori::document::event::SwissEvent,
    round: usize,
    mut code: usize,
    results: &[hoshitori::document::event::GameResult],
) {
    for g in doc.rounds[round].games.iter_mut() {
        g.result = Some(results[code % results.len()]);
        code /= results.len();
    }
}

/// Ranks the document through the file's own path and counts each player's place.
fn count_places(doc: &hoshitori::document::event::SwissEvent, places: &mut [Vec<u64>]) {
    let i = doc.input(None, None).unwrap();
    for row in swiss::order(&i.event, &i.codes, i.edition).rows {
        places[row.player][row.place - 1] += 1;
    }
}

/// What-if for a document's event and upcoming rounds, as the CLI runs it on one thread.
fn doc_whatif(
    input: &hoshitori::document::event::SwissInput,
    upcoming: &swiss::prospects::Upcoming,
    options: &swiss::prospects::Options,
) -> swiss::prospects::Prospects {
    let (event, codes) = (&input.event, &input.codes);
    swiss::prospects::analyse(event, upcoming, codes, input.edition, options).unwrap()
}

/// What-if for a last round (`fide-chess-last-round.json`: the worked example with round 5
/// paired, not played) against an independent count: every outcome written into the document
/// as results and ranked through the file's own path.
#[test]
fn whatif_counts_every_outcome_of_the_last_round() {
    use hoshitori::format::json;
    use swiss::prospects::Options;
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/swiss/fide-chess-last-round.json");
    let doc = json::read_event(&std::fs::read_to_string(path).unwrap()).unwrap();
    let input = doc.input(None, None).unwrap();
    let upcoming = doc.upcoming().unwrap();
    assert_eq!(upcoming.games.len(), 5);
    for draws in [false, true] {
        let options = Options {
            draws,
            ..Options::default()
        };
        let got = doc_whatif(&input, &upcoming, &options);
        let results = game_results(draws);
        let n = doc.players.len();
        let mut places = vec![vec![0u64; n]; n];
        let total = results.len().pow(5);
        for k in 0..total {
            let mut filled = doc.clone();
            write_results(&mut filled, 4, k, results);
            count_places(&filled, &mut places);
        }
        assert!(got.exact);
        assert_eq!(got.outcomes, total as u64);
        for (p, counts) in places.iter().enumerate() {
            assert_eq!(&got.players[p].places, counts, "draws {draws}, player {p}");
            let seen: Vec<usize> = (0..n).filter(|&k| counts[k] > 0).collect();
            assert_eq!(
                (got.players[p].best, got.players[p].worst),
                (seen[0] + 1, *seen.last().unwrap() + 1)
            );
        }
    }
    // Sampling: as many outcomes as asked, the same answer for the same seed.
    let options = Options {
        limit: 1,
        samples: 500,
        precision: None,
        seed: 7,
        draws: true,
        ..Options::default()
    };
    let a = doc_whatif(&input, &upcoming, &options);
    let b = doc_whatif(&input, &upcoming, &options);
    assert!(!a.exact);
    assert_eq!(a.outcomes, 500);
    assert_eq!(a, b);
    assert!(
        a.players
            .iter()
            .all(|p| p.places.iter().sum::<u64>() == 500)
    );
}

/// What-if with a round not paired yet (issue 14 item 5, "two rounds to play"):
/// `tagajo-round4.json` with round 3 paired and not played, round 4 not paired (the file gives
/// its lots). Against an independent count through the director's own path: every result of
/// round 3 written into the document, round 4 paired as the "pair" command pairs it
/// ([`SwissEvent::pair_round`], [`SwissEvent::apply_pairing`]), every result of it written, and
/// the event ranked from the file. The lots drawn per outcome when the file gives none: the
/// same answer for the same seed, and every sample's places add up.
#[test]
fn whatif_pairs_the_rounds_not_paired_as_the_director_would() {
    use hoshitori::format::json;
    use swiss::prospects::Options;
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/swiss/tagajo-round4.json");
    let mut doc = json::read_event(&std::fs::read_to_string(path).unwrap()).unwrap();
    for g in &mut doc.rounds[2].games {
        g.result = None;
    }
    let input = doc.input(None, None).unwrap();
    let upcoming = doc.upcoming().unwrap();
    assert_eq!((upcoming.games.len(), upcoming.to_pair.len()), (4, 1));
    let n = doc.players.len();
    for draws in [false, true] {
        let options = Options {
            draws,
            ..Options::default()
        };
        let got = doc_whatif(&input, &upcoming, &options);
        let results = game_results(draws);
        let b = results.len();
        let mut places = vec![vec![0u64; n]; n];
        let mut total = 0u64;
        for k in 0..b.pow(4) {
            let mut filled = doc.clone();
            write_results(&mut filled, 2, k, results);
            let paired = match filled.pair_round(3, None, false).unwrap() {
                Ok(p) => p,
                Err(_) => filled.pair_round(3, None, true).unwrap().unwrap(),
            };
            filled.apply_pairing(3, &paired);
            let games = filled.rounds[3].games.len();
            for j in 0..b.pow(games as u32) {
                let mut last = filled.clone();
                write_results(&mut last, 3, j, results);
                count_places(&last, &mut places);
                total += 1;
            }
        }
        assert!(got.exact, "draws {draws}");
        assert_eq!((got.outcomes, got.rounds_to_pair), (total, 1));
        for (p, counts) in places.iter().enumerate() {
            assert_eq!(&got.players[p].places, counts, "draws {draws}, player {p}");
        }
    }
    // Without the file's lots, each outcome draws its own: sampled, reproducible.
    doc.pairing.as_mut().unwrap().lots.remove("4");
    let upcoming = doc.upcoming().unwrap();
    let options = Options {
        samples: 2048,
        precision: None,
        ..Options::default()
    };
    let run = || doc_whatif(&input, &upcoming, &options);
    let (a, b) = (run(), run());
    assert!(!a.exact);
    assert_eq!(a, b);
    assert_eq!(a.outcomes, 2048);
    assert!(
        a.players
            .iter()
            .all(|p| p.places.iter().sum::<u64>() == 2048)
    );
}

/// `criteria::values` (every player at once, SOSOS and SODOSODOS from each player's SOS or SODOS
/// worked out once: what the pairing order reads) gives `criteria::value` of each player, on
/// the Tagajo and McMahon fixtures and the random Tagajo events.
#[test]
fn every_players_values_at_once_are_each_players_value() {
    use hoshitori::engine::swiss::criteria;
    use hoshitori::format::json;
    let mut events: Vec<Event> = last_rounds().into_iter().map(|(_, e, ..)| e).collect();
    for name in ["tagajo.json", "mcmahon.json", "tagajo-round4.json"] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/swiss")
            .join(name);
        let doc = json::read_event(&std::fs::read_to_string(path).unwrap()).unwrap();
        events.push(doc.input(None, None).unwrap().event);
    }
    let codes = [
        "SOSOSW",
        "SOSOSM",
        "SODOSODOSW",
        "SODOSODOSM",
        "SOSW",
        "NBW",
    ];
    for (k, event) in events.iter().enumerate() {
        for code in codes {
            let code = Code::parse(code).unwrap();
            let each: Vec<_> = (0..event.players())
                .map(|p| criteria::value(event, code, Edition::Plain, p))
                .collect();
            assert_eq!(
                criteria::values(event, code, Edition::Plain),
                each,
                "event {k} {code:?}"
            );
        }
    }
}

/// Issue 37 (bounded work): a Tagajo event of four players with one round played and 30 (or
/// 99) planned, so that each outcome pairs 29 (98) rounds. The rounds paired take their work
/// from the pairing budget (players present times rounds before, summed over the rounds to
/// pair): the outcomes drawn are what it affords, and the answer says it stopped there, short
/// of the precision asked. (The budgets are small so that a debug build runs it: the default is
/// `PAIRING_BUDGET`.)
#[test]
fn whatif_pairing_rounds_stops_at_its_budget() {
    use hoshitori::format::json;
    use swiss::prospects::Options;
    for (planned, budget, per_outcome) in [(30u64, 20_000u64, 1_856u64), (99, 50_000, 19_796)] {
        let text = format!(
            r#"{{"format":"hoshitori-swiss/1","game":"go","pairing":{{"system":"tagajo"}},
            "players":[{{"name":"P0","rank":"1d"}},{{"name":"P1","rank":"1d"}},
            {{"name":"P2","rank":"1d"}},{{"name":"P3","rank":"1d"}}],
            "rounds":[{{"games":[{{"white":"P0","black":"P1","result":"1-0"}},
            {{"white":"P2","black":"P3","result":"1-0"}}]}}],"planned_rounds":{planned}}}"#
        );
        let doc = json::read_event(&text).unwrap();
        let input = doc.input(None, None).unwrap();
        let upcoming = doc.upcoming().unwrap();
        assert_eq!(upcoming.to_pair.len() as u64, planned - 1);
        let options = Options {
            pairing_budget: budget,
            ..Options::default()
        };
        let got = doc_whatif(&input, &upcoming, &options);
        let work = got.pairing.expect("rounds to pair: their work");
        // Four players, round k + 2 paired after k + 1 rounds: 4 (k + 2) each.
        assert_eq!(work.per_outcome, per_outcome);
        assert_eq!(got.outcomes, budget / per_outcome, "planned {planned}");
        assert_eq!(work.spent, got.outcomes * per_outcome);
        assert!(work.spent <= work.budget);
        assert!(work.stopped, "planned {planned}: {work:?}");
        assert!(!got.exact);
        for p in &got.players {
            assert_eq!(p.places.iter().sum::<u64>(), got.outcomes);
        }
        let names = input.event.names();
        let en =
            hoshitori::report::swiss::whatif_text(hoshitori::lang::Lang::En, &names, &got, None);
        let ja =
            hoshitori::report::swiss::whatif_text(hoshitori::lang::Lang::Ja, &names, &got, None);
        assert!(
            en.contains(&format!("Stopped at the pairing budget of {budget}")),
            "{en}"
        );
        assert!(ja.contains(&format!("組合せの予算 {budget}")), "{ja}");
        // Raised, the budget affords more outcomes: the same run goes on further.
        let more = Options {
            pairing_budget: 3 * budget,
            ..options
        };
        let further = doc_whatif(&input, &upcoming, &more);
        assert_eq!(further.outcomes, 3 * budget / per_outcome);
    }
}

#[path = "../benches/support/timing.rs"]
#[allow(dead_code)]
mod timing;
#[path = "../benches/support/swiss.rs"]
#[allow(dead_code)]
mod workloads;

/// Random Go events for what-if (issue 14 item 5): `n` players paired by the Tagajo method for
/// 4 rounds (the stronger wins three games in four), round 5 paired and left to play; each
/// with a FIDE-style list and the Tagajo list.
fn last_rounds() -> Vec<(String, Event, swiss::prospects::Upcoming, Vec<Code>)> {
    use swiss::pairing::{self, PairingSystem as Pairing, Request};
    let mut out = Vec::new();
    for (n, seed) in [(14, 1), (17, 2), (20, 3), (22, 4)] {
        let before = workloads::tagajo_event(n, 4, seed);
        let paired = pairing::pair(
            &before,
            &Request::new(Pairing::Tagajo, n, pairing::lots(seed, 4, n)),
        )
        .unwrap();
        let mut records: Vec<Vec<Round>> = vec![vec![Round::bye(Kind::PairingBye)]; n];
        let mut games = Vec::new();
        for p in &paired.pairs {
            records[p.high][0] = swiss::prospects::pairing(p.low, Colour::White);
            records[p.low][0] = swiss::prospects::pairing(p.high, Colour::Black);
            games.push((0, p.high, p.low));
        }
        let upcoming = swiss::prospects::Upcoming {
            records,
            games,
            to_pair: Vec::new(),
            matches: Vec::new(),
            team_byes: Vec::new(),
        };
        for rules in ["PTS,BH-C1,BH,SB,DE", "tagajo"] {
            let codes = match Preset::find(rules) {
                Some(p) => p.parsed(),
                None => rules.split(',').map(|c| Code::parse(c).unwrap()).collect(),
            };
            let name = format!("{n} players seed {seed}, {rules}");
            out.push((name, before.clone(), upcoming.clone(), codes));
        }
    }
    out
}

/// Sampled what-if against the count of every outcome: each best and worst place the search
/// finds is one some outcome gives, and a place marked proven is the true best or worst.
#[test]
fn whatif_searches_find_places_that_exist_and_prove_only_true_ones() {
    use swiss::prospects::{Options, analyse};
    let (mut proven, mut found, mut places) = (0, 0, 0);
    for (name, event, upcoming, codes) in last_rounds() {
        let count = analyse(
            &event,
            &upcoming,
            &codes,
            Edition::Fide2024,
            &Options::default(),
        )
        .unwrap();
        assert!(count.exact, "{name}");
        let sampled = Options {
            limit: 1,
            samples: 64,
            precision: None,
            search_budget: 2000,
            ..Options::default()
        };
        let got = analyse(&event, &upcoming, &codes, Edition::Fide2024, &sampled).unwrap();
        assert!(!got.exact);
        for (p, (g, c)) in got.players.iter().zip(&count.players).enumerate() {
            assert!(g.best >= c.best && g.worst <= c.worst, "{name}, player {p}");
            if g.best_exact {
                assert_eq!(g.best, c.best, "{name}, player {p}: proven best");
            }
            if g.worst_exact {
                assert_eq!(g.worst, c.worst, "{name}, player {p}: proven worst");
            }
            proven += usize::from(g.best_exact) + usize::from(g.worst_exact);
            found += usize::from(g.best == c.best) + usize::from(g.worst == c.worst);
            places += 2;
        }
    }
    // The bounds are not idle, and the searches mostly find the true place.
    // Measured: 88 of 292 proven, 252 found (2026-11-23).
    assert!(
        proven * 4 > places,
        "{proven} of {places} proven, {found} found"
    );
    assert!(
        found * 5 > places * 4,
        "{proven} of {places} proven, {found} found"
    );
}

/// The answer does not depend on the threads, nor on the order parts come back in.
#[test]
fn whatif_on_every_core_gives_the_same_answer() {
    use swiss::prospects::{Analysis, Done, Options, analyse};
    let cases = last_rounds();
    let (name, event, upcoming, codes) = &cases[2];
    for options in [
        Options::default(),
        Options {
            limit: 1,
            samples: 4 * swiss::prospects::SAMPLE_BATCH,
            precision: Some(0.03),
            seats: Some(3),
            search_budget: 300,
            ..Options::default()
        },
    ] {
        let one = analyse(event, upcoming, codes, Edition::Fide2024, &options).unwrap();
        for threads in [2, 3] {
            let many = hoshitori::parallel::analyse_swiss(
                event,
                upcoming,
                codes,
                Edition::Fide2024,
                &options,
                threads,
            )
            .unwrap();
            assert_eq!(many, one, "{name}, {threads} threads");
        }
        // Every part sent as JSON to another analysis and taken back in reverse order.
        let mut a = Analysis::new(event, upcoming, codes, Edition::Fide2024, &options).unwrap();
        let mut b = a.clone();
        loop {
            let parts = a.parts(usize::MAX);
            if parts.is_empty() {
                break;
            }
            assert_eq!(b.parts(usize::MAX), parts);
            let mut done: Vec<Done> = parts
                .iter()
                .map(|&part| {
                    let text = serde_json::to_string(&b.run(part).unwrap()).unwrap();
                    serde_json::from_str(&text).unwrap()
                })
                .collect();
            done.reverse();
            for d in done {
                a.absorb(d.clone());
                b.absorb(d);
            }
        }
        assert!(a.ready());
        assert_eq!(a.finish(), one, "{name}, parts in reverse");
    }
    // A part of another event's analysis (other players) is ignored, not a panic.
    let (_, other, other_upcoming, other_codes) = &cases[0];
    assert_ne!(other.players(), event.players());
    let options = Options {
        limit: 1,
        samples: swiss::prospects::SAMPLE_BATCH,
        ..Options::default()
    };
    let mut a = Analysis::new(event, upcoming, codes, Edition::Fide2024, &options).unwrap();
    let mut b = Analysis::new(
        other,
        other_upcoming,
        other_codes,
        Edition::Fide2024,
        &options,
    )
    .unwrap();
    let part = b.parts(1)[0];
    assert_eq!(a.parts(1), vec![part]);
    a.absorb(b.run(part).unwrap());
    assert!(!a.ready());
    assert_eq!(a.progress().outcomes, 0);
}

/// Sampling stops at the first whole batch after which every share is within the precision
/// asked, and says the precision reached.
#[test]
fn whatif_sampling_stops_at_the_precision_asked() {
    use swiss::prospects::{Options, SAMPLE_BATCH, analyse};
    let cases = last_rounds();
    let (name, event, upcoming, codes) = &cases[4];
    let asked = 0.02;
    let options = Options {
        limit: 1,
        precision: Some(asked),
        seats: Some(4),
        search_budget: 0,
        ..Options::default()
    };
    let got = analyse(event, upcoming, codes, Edition::Fide2024, &options).unwrap();
    assert_eq!(got.outcomes % SAMPLE_BATCH, 0, "{name}");
    assert!(got.outcomes < options.samples);
    assert!(got.precision.unwrap() <= asked);
    let one_batch_less = Options {
        samples: got.outcomes - SAMPLE_BATCH,
        precision: None,
        ..options
    };
    let fewer = analyse(event, upcoming, codes, Edition::Fide2024, &one_batch_less).unwrap();
    assert!(fewer.precision.unwrap() > asked, "{name}: stopped late");
    // The same seed draws the same outcomes: the first batches are the same counts.
    assert!(
        fewer.players.iter().zip(&got.players).all(|(f, g)| f
            .places
            .iter()
            .zip(&g.places)
            .all(|(a, b)| a <= b))
    );
}

// Colours only where they were allocated or entered (issue 38, item 4). The Tagajo method and
// SwigPro's order pair players, not colours (`swiss.md` §5: the pair settles them, by nigiri in
// Go); FIDE's Dutch system allocates them (C.04.3 5.2), as McMahon does (OpenGotha). A game
// without colours is written `"colours": false` and shown as a pair, its winner named alone.

/// Four players paired for round 1 by `system` from a fixed seed.
fn paired(system: &str, game: &str) -> hoshitori::document::event::SwissEvent {
    let json = format!(
        r#"{{"format": "hoshitori-swiss/1", "game": "{game}", "planned_rounds": 3,
        "players": [{{"name": "Aoki", "rank": "3d", "rating": 2200}},
            {{"name": "Baba", "rank": "2d", "rating": 2100}},
            {{"name": "Chiba", "rank": "1d", "rating": 2000}},
            {{"name": "Doi", "rank": "1k", "rating": 1900}}],
        "pairing": {{"system": "{system}", "seed": 7}}}}"#
    );
    let mut doc = hoshitori::format::json::read_event(&json).unwrap();
    let pairing = doc.pair_round(0, None, false).unwrap().unwrap();
    doc.apply_pairing(0, &pairing);
    doc
}

/// Source: `swiss.md` §5 (Tagajo: the order pairs, the players settle colours); FIDE C.04.3
/// 5.2 (the Dutch system allocates colours). The document keeps which: a Tagajo or SwigPro
/// pairing writes `"colours": false` on every game, a Dutch one writes nothing (colours known),
/// and a file of before this field reads as colours known.
#[test]
fn a_pairing_marks_its_games_with_colours_only_where_the_system_allocates_them() {
    use hoshitori::engine::swiss::pairing::PairingSystem;
    for (system, game) in [("tagajo", "go"), ("swigpro", "go"), ("dutch", "chess")] {
        let doc = paired(system, game);
        let allocates = PairingSystem::parse(system).unwrap().allocates_colours();
        let games = &doc.rounds[0].games;
        assert_eq!(games.len(), 2, "{system}");
        assert!(games.iter().all(|g| g.colours == allocates), "{system}");
        let json = serde_json::to_string(&doc).unwrap();
        assert_eq!(
            json.contains(r#""colours":false"#),
            !allocates,
            "{system}: {json}"
        );
        assert_eq!(hoshitori::format::json::read_event(&json).unwrap(), doc);
        let pairs = hoshitori::editor::swiss::round_pairs(&doc, 0);
        assert_eq!(pairs.colours(), allocates, "{system}");
    }
    // Round 1's colours tell the Dutch system pairing number 1's first colour (C.04.3 5.2.5),
    // only where the games have them: here 2 had White against 1.
    let first = |colours: &str| {
        let doc = hoshitori::format::json::read_event(&format!(
            r#"{{"format": "hoshitori-swiss/1", "pairing": {{"system": "dutch"}},
            "players": [{{"name": "A"}}, {{"name": "B"}}],
            "rounds": [{{"games": [{{"white": "B", "black": "A", "result": "1-0"{colours}}}]}}]}}"#
        ))
        .unwrap();
        let index = [("A".to_string(), 0), ("B".to_string(), 1)].into();
        doc.first_colour(&index)
    };
    assert_eq!(first(""), Colour::Black);
    assert_eq!(first(r#", "colours": false"#), Colour::White);
    // A game as files wrote it before: colours known.
    let old = hoshitori::format::json::read_event(
        r#"{"format": "hoshitori-swiss/1", "players": [{"name": "A"}, {"name": "B"}],
        "rounds": [{"games": [{"white": "A", "black": "B", "result": "1-0"}]}]}"#,
    )
    .unwrap();
    assert!(old.rounds[0].games[0].colours);
    // A field one slip from `colours` is refused, not kept unread.
    let slip = hoshitori::format::json::read_event(
        r#"{"format": "hoshitori-swiss/1", "players": [{"name": "A"}, {"name": "B"}],
        "rounds": [{"games": [{"white": "A", "black": "B", "colour": false}]}]}"#,
    )
    .unwrap()
    .input(None, None)
    .unwrap_err();
    assert_eq!(
        slip.location().path.as_deref(),
        Some("rounds[0].games[0].colour"),
        "{slip}"
    );
}

/// A game without colours gives the engine none (no colour counted for BPG or a colour
/// balance), writes no colour in a wall chart (`2+`, not `2w+`), a TRF (`-` in the colour
/// column) or an h9 table (`2+`, not `2+/w0`), and reads back from each as a game without
/// colours. The example event (the Tagajo
/// worked event, whose source gives pairs, not colours) has none.
#[test]
fn a_game_without_colours_is_written_and_read_without_them() {
    use hoshitori::document::event::GameResult;
    use hoshitori::format::{h9, wallchart};
    let mut doc = paired("tagajo", "go");
    for g in &mut doc.rounds[0].games {
        g.result = Some(GameResult::WhiteWins);
    }
    let input = doc.input(None, None).unwrap();
    for p in 0..4 {
        assert_eq!(input.event.record(p, 0).colour, None, "player {p}");
    }
    let chart = wallchart::write(&doc, ',');
    for line in chart.lines().skip(1) {
        let cell = line.split(',').nth(5).unwrap();
        assert!(!cell.contains(['w', 'b']), "{cell} in\n{chart}");
        assert!(cell.ends_with(['+', '-']), "{cell} in\n{chart}");
    }
    let back = wallchart::read(&chart, ',').unwrap();
    assert!(back.rounds[0].games.iter().all(|g| !g.colours), "{chart}");
    let trf = hoshitori::format::trf::write(&doc, &[], &[]);
    let back = hoshitori::format::trf::read(&trf).unwrap();
    assert!(back.rounds[0].games.iter().all(|g| !g.colours), "{trf}");
    assert_eq!(
        back.input(None, None).unwrap().event.record(0, 0).colour,
        None
    );
    let table = h9::write(&doc, &[0, 1, 2, 3], &[]);
    assert!(!table.contains('/'), "{table}");
    let back = h9::read(&table).unwrap();
    assert!(back.rounds[0].games.iter().all(|g| !g.colours), "{table}");
    // The Dutch system's games keep their colours in both.
    let mut dutch = paired("dutch", "chess");
    for g in &mut dutch.rounds[0].games {
        g.result = Some(GameResult::Draw);
    }
    let input = dutch.input(None, None).unwrap();
    assert!((0..4).all(|p| input.event.record(p, 0).colour.is_some()));
    let chart = wallchart::write(&dutch, ',');
    assert!(chart.contains("w=") && chart.contains("b="), "{chart}");
    assert!(wallchart::read(&chart, ',').unwrap().rounds[0].games[0].colours);
    // The page's example.
    let example = hoshitori::editor::swiss::example("example");
    assert!(
        example
            .rounds
            .iter()
            .flat_map(|r| &r.games)
            .all(|g| !g.colours)
    );
}

/// The result entry's words: with colours, the winner by colour and name; without, by name
/// alone, the pair in its order, in both languages; a drawn Go game is jigo (持碁) either way.
/// Source: the issue (a Tagajo event showed White and Black); 持碁, Japanese Go's word for a
/// drawn game.
#[test]
fn results_name_the_winner_by_colour_only_where_the_game_has_colours() {
    use hoshitori::document::event::{GameKind, GameResult};
    use hoshitori::lang::Lang;
    use hoshitori::report::game_words::{result_choices, seats};
    let words = |lang, game, colours| -> Vec<String> {
        result_choices(lang, game, colours, "Aoki", "Sato")
            .into_iter()
            .map(|(_, w)| w)
            .collect()
    };
    // Go without colours: Aoki (named first) wins is `1-0`.
    let go = result_choices(Lang::En, GameKind::Go, false, "Aoki", "Sato");
    assert_eq!(go[0].0, GameResult::WhiteWins);
    assert_eq!(go[1].0, GameResult::BlackWins);
    assert_eq!(
        words(Lang::En, GameKind::Go, false),
        [
            "Aoki wins",
            "Sato wins",
            "Jigo (draw)",
            "Aoki wins by forfeit",
            "Sato wins by forfeit",
            "Both lose by forfeit"
        ]
    );
    assert_eq!(
        words(Lang::Ja, GameKind::Go, false),
        [
            "Aokiの勝ち",
            "Satoの勝ち",
            "持碁",
            "Aokiの不戦勝",
            "Satoの不戦勝",
            "両者不戦敗"
        ]
    );
    assert_eq!(
        words(Lang::Ja, GameKind::Shogi, false)[..3],
        ["Aokiの勝ち", "Satoの勝ち", "引き分け"]
    );
    assert_eq!(
        words(Lang::En, GameKind::Chess, false)[..3],
        ["1-0 Aoki wins", "0-1 Sato wins", "½-½ Draw"]
    );
    // With colours: Go names Black (the document's `black`) first.
    assert_eq!(
        words(Lang::En, GameKind::Go, true)[..3],
        ["Black (Sato) wins", "White (Aoki) wins", "Jigo (draw)"]
    );
    assert_eq!(
        words(Lang::Ja, GameKind::Go, true)[..3],
        ["黒（Sato）の勝ち", "白（Aoki）の勝ち", "持碁"]
    );
    assert_eq!(
        words(Lang::Ja, GameKind::Shogi, true)[..2],
        ["先手（Sato）の勝ち", "後手（Aoki）の勝ち"]
    );
    assert_eq!(
        words(Lang::En, GameKind::Chess, true)[..2],
        ["1-0 White (Aoki) wins", "0-1 Black (Sato) wins"]
    );
    // No word of any colour without colours, in any game or language.
    for lang in [Lang::En, Lang::Ja] {
        for game in [
            GameKind::Chess,
            GameKind::Go,
            GameKind::Renju,
            GameKind::Shogi,
        ] {
            let all = words(lang, game, false).join(" ");
            for colour in [
                "White", "Black", "Sente", "Gote", "白", "黒", "先手", "後手",
            ] {
                assert!(!all.contains(colour), "{lang:?} {game:?}: {all}");
            }
            assert_eq!(
                seats(lang, game, false, "Aoki", "Sato"),
                [(None, "Aoki"), (None, "Sato")]
            );
        }
    }
}
