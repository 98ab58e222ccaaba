//! The rule chains beyond the spec's worked examples: playoffs (Fukui rules 6-9), the Japanese
//! professional leagues' title playoff, RIF's Sonneborn-Berger, custom chains. Each case is a
//! small crosstable written row by row, checked through one `check()` helper.

use hoshitori::engine::{
    Crosstable, Game, Outcome, PlaceStatus, Player, PlayoffResult, RankOptions, Ranking, RuleChain,
    Stake, rank,
};

/// Builds a crosstable from rows of marks (`o` win, `x` loss, `=` draw, `.` pending, `\` the
/// diagonal); only the upper triangle is read, the lower must mirror it. Players are named by
/// their first letter of `names`.
fn table(names: &str, prev: &[Option<u32>], rows: &[&str]) -> Crosstable {
    let names: Vec<char> = names.chars().collect();
    let players = names
        .iter()
        .zip(prev)
        .map(|(n, p)| Player {
            name: n.to_string(),
            previous_rank: *p,
        })
        .collect();
    let mut games = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let marks: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
        for j in i + 1..names.len() {
            let outcome = match marks[j] {
                'o' => Outcome::A,
                'x' => Outcome::B,
                '=' => Outcome::Draw,
                '.' => Outcome::Pending,
                m => panic!("bad mark {m}"),
            };
            let mirror = rows[j]
                .chars()
                .filter(|c| !c.is_whitespace())
                .nth(i)
                .unwrap();
            let expect = match marks[j] {
                'o' => 'x',
                'x' => 'o',
                m => m,
            };
            assert_eq!(
                mirror, expect,
                "row {j} col {i} must mirror row {i} col {j}"
            );
            games.push(Game {
                round: None,
                a: i,
                b: j,
                outcome,
            });
        }
    }
    Crosstable::new(players, games).unwrap()
}

fn name_of(t: &Crosstable, names: &str) -> Vec<usize> {
    names
        .chars()
        .map(|c| {
            t.players()
                .iter()
                .position(|p| p.name == c.to_string())
                .unwrap()
        })
        .collect()
}

/// `(player, place, place_to, label)` in place order, as one compact string per player:
/// `B 1 5A`, `A 2-3 5C`.
fn summary(t: &Crosstable, r: &Ranking) -> Vec<String> {
    r.standings
        .iter()
        .map(|s| {
            let place = if s.place == s.place_to {
                s.place.to_string()
            } else {
                format!("{}-{}", s.place, s.place_to)
            };
            format!(
                "{} {} {}",
                t.player(s.player).name,
                place,
                s.decided_by.label
            )
        })
        .collect()
}

fn check(t: &Crosstable, chain: &RuleChain, options: &RankOptions, want: &[&str]) -> Ranking {
    let r = rank(t, chain, options).unwrap();
    assert_eq!(summary(t, &r), want);
    r
}

/// Three players in a cycle with equal previous rank, above a fourth who lost every game.
fn cycle_of_three_plus_one() -> Crosstable {
    table(
        "ABCD",
        &[Some(5); 4],
        &["\\ o x o", "x \\ o o", "o x \\ o", "x x x \\"],
    )
}

#[test]
fn fukui_undecided_title_needs_a_playoff() {
    // Rules 5C, 6, 8: the title is at stake, so the three play off.
    let t = cycle_of_three_plus_one();
    let r = check(
        &t,
        &RuleChain::fukui(),
        &RankOptions::default(),
        &["A 1-3 5C", "B 1-3 5C", "C 1-3 5C", "D 4 1A"],
    );
    assert_eq!(r.playoffs.len(), 1);
    assert_eq!(r.playoffs[0].players, vec![0, 1, 2]);
    assert_eq!(r.playoffs[0].stakes, vec![Stake::Title]);
    assert!(
        r.standings[..3]
            .iter()
            .all(|s| s.status == PlaceStatus::Playoff)
    );
    assert_eq!(r.cycles.len(), 1);
    assert_eq!(r.standings[0].path, vec!["1B", "4C", "5C"]);
}

#[test]
fn fukui_undecided_below_the_title_shares_unless_the_seat_line_is_at_stake() {
    // E beat everyone; A, B, C form a cycle at places 2-4; D lost everything.
    let t = table(
        "EABCD",
        &[Some(5); 5],
        &[
            "\\ o o o o",
            "x \\ o x o",
            "x x \\ o o",
            "x o x \\ o",
            "x x x x \\",
        ],
    );
    let shared = check(
        &t,
        &RuleChain::fukui(),
        &RankOptions::default(),
        &["E 1 1A", "A 2-4 5C", "B 2-4 5C", "C 2-4 5C", "D 5 1A"],
    );
    assert!(
        shared.playoffs.is_empty(),
        "rule 9: nothing at stake, the place is shared"
    );
    assert!(
        shared.standings[1..4]
            .iter()
            .all(|s| s.status == PlaceStatus::Shared)
    );

    let seats = RankOptions {
        seats: Some(3),
        playoffs: vec![],
    };
    let at_stake = check(
        &t,
        &RuleChain::fukui(),
        &seats,
        &["E 1 1A", "A 2-4 5C", "B 2-4 5C", "C 2-4 5C", "D 5 1A"],
    );
    assert_eq!(at_stake.playoffs.len(), 1);
    assert_eq!(at_stake.playoffs[0].stakes, vec![Stake::SeatLine]);
    assert_eq!(
        (at_stake.playoffs[0].place, at_stake.playoffs[0].place_to),
        (2, 4)
    );
}

#[test]
fn recorded_playoffs_place_players_from_the_top_and_reopen_what_is_still_at_stake() {
    let t = cycle_of_three_plus_one();
    let [a, b, c] = [0, 1, 2];
    // The knockout decided only its winner: B. The title is settled; A and C share 2-3.
    let one = RankOptions {
        seats: None,
        playoffs: vec![PlayoffResult {
            players: vec![a, b, c],
            order: vec![b],
        }],
    };
    let r = check(
        &t,
        &RuleChain::fukui(),
        &one,
        &["B 1 6", "A 2-3 5C", "C 2-3 5C", "D 4 1A"],
    );
    assert_eq!(r.standings[0].status, PlaceStatus::DecidedByPlayoff);
    assert_eq!(r.standings[1].status, PlaceStatus::Shared);
    assert_eq!(r.playoffs[0].result, Some(vec![b]));

    // With two seats the line between 2 and 3 is still at stake: a second playoff is required...
    let two_seats = RankOptions {
        seats: Some(2),
        ..one.clone()
    };
    let r = check(
        &t,
        &RuleChain::fukui(),
        &two_seats,
        &["B 1 6", "A 2-3 5C", "C 2-3 5C", "D 4 1A"],
    );
    assert_eq!(r.playoffs.len(), 2);
    assert_eq!(r.playoffs[1].players, vec![a, c]);
    assert_eq!(r.playoffs[1].stakes, vec![Stake::SeatLine]);

    // ...and once recorded (in any order in the file), it decides.
    let both = RankOptions {
        seats: Some(2),
        playoffs: vec![
            PlayoffResult {
                players: vec![c, a],
                order: vec![c],
            },
            PlayoffResult {
                players: vec![a, b, c],
                order: vec![b],
            },
        ],
    };
    check(
        &t,
        &RuleChain::fukui(),
        &both,
        &["B 1 6", "C 2 6", "A 3 6", "D 4 1A"],
    );
}

#[test]
fn a_playoff_the_rules_did_not_ask_for_is_an_error() {
    let t = cycle_of_three_plus_one();
    let cases: &[(&[usize], &[usize], &str)] = &[
        (
            &[0, 1],
            &[0],
            "playoffs[0]: a playoff among \"A\", \"B\" was recorded, but the rules require playoffs only among: \"A\", \"B\", \"C\"",
        ),
        (
            &[0, 1, 3],
            &[],
            "playoffs[0]: a playoff among \"A\", \"B\", \"D\" was recorded, but the rules require playoffs only among: \"A\", \"B\", \"C\"",
        ),
        (
            &[0, 1, 2],
            &[3],
            "the playoff order names \"D\", who did not play it or is named twice",
        ),
        (
            &[0, 1, 2],
            &[1, 1],
            "the playoff order names \"B\", who did not play it or is named twice",
        ),
    ];
    for (players, order, want) in cases {
        let options = RankOptions {
            seats: None,
            playoffs: vec![PlayoffResult {
                players: players.to_vec(),
                order: order.to_vec(),
            }],
        };
        let err = rank(&t, &RuleChain::fukui(), &options).unwrap_err();
        assert_eq!(err.to_string(), *want);
    }
    // Nothing undecided at all: no playoff can be recorded.
    let decided = table("AB", &[None, None], &["\\ o", "x \\"]);
    let options = RankOptions {
        seats: None,
        playoffs: vec![PlayoffResult {
            players: vec![0, 1],
            order: vec![0],
        }],
    };
    let err = rank(&decided, &RuleChain::fukui(), &options).unwrap_err();
    assert_eq!(
        err.to_string(),
        "playoffs[0]: a playoff among \"A\", \"B\" was recorded, but the rules require no playoff"
    );
}

#[test]
fn jp_pro_league_title_tie_is_played_off_by_the_two_most_senior() {
    // spec section 4: X, Y, Z tied for first in a cycle; seniority Y 1, Z 2, X 3.
    let t = table(
        "XYZW",
        &[Some(3), Some(1), Some(2), None],
        &["\\ o x o", "x \\ o o", "o x \\ o", "x x x \\"],
    );
    let chain = RuleChain::jp_pro_league();
    let r = check(
        &t,
        &chain,
        &RankOptions::default(),
        &["Y 1-2 PREV", "Z 1-2 PREV", "X 3 PREV", "W 4 PTS"],
    );
    assert_eq!(r.playoffs.len(), 1);
    assert_eq!(r.playoffs[0].players, name_of(&t, "YZ"));
    assert_eq!(r.playoffs[0].stakes, vec![Stake::Title]);
    assert_eq!(r.standings[0].status, PlaceStatus::Playoff);
    assert_eq!(r.standings[2].status, PlaceStatus::Decided);

    let z_won = RankOptions {
        seats: None,
        playoffs: vec![PlayoffResult {
            players: name_of(&t, "YZ"),
            order: name_of(&t, "Z"),
        }],
    };
    check(
        &t,
        &chain,
        &z_won,
        &["Z 1 PO", "Y 2 PO", "X 3 PREV", "W 4 PTS"],
    );
}

#[test]
fn jp_pro_league_orders_other_ties_by_seniority_then_head_to_head() {
    // A clear first; B and C (equal seniority, C beat B) and D (more senior) tie on 1 win.
    let t = table(
        "ABCD",
        &[Some(1), Some(4), Some(4), Some(2)],
        &["\\ o o o", "x \\ x o", "x o \\ x", "x x o \\"],
    );
    check(
        &t,
        &RuleChain::jp_pro_league(),
        &RankOptions::default(),
        &["A 1 PTS", "D 2 PREV", "C 3 DE", "B 4 DE"],
    );
}

#[test]
fn rif_round_robin_uses_sonneborn_berger_before_direct_encounter() {
    // A 1.5 (beat B, lost to C, drew D), C 1.5 (beat A, lost to B, drew D): SB A = 2 + 0.5 = 2.5,
    // SB C = 1.5 + 0.5 = 2, so A is above C although C beat A.
    let t = table(
        "ABCD",
        &[None; 4],
        &["\\ o x =", "x \\ o o", "o x \\ =", "= x = \\"],
    );
    let r = check(
        &t,
        &RuleChain::rif_round_robin(),
        &RankOptions::default(),
        &["B 1 PTS", "A 2 SB", "C 3 SB", "D 4 PTS"],
    );
    let values: Vec<String> = r.blocks[1].steps[0]
        .values
        .iter()
        .map(|(p, v)| format!("{p}:{v:?}"))
        .collect();
    assert_eq!(values, ["0:Points(Score(10))", "2:Points(Score(8))"]);
    // The direct encounter alone would put C first.
    check(
        &t,
        &RuleChain::parse("PTS,DE").unwrap(),
        &RankOptions::default(),
        &["B 1 PTS", "C 2 DE", "A 3 DE", "D 4 PTS"],
    );
}

#[test]
fn custom_chains_from_codes() {
    // A and B both 2 points; A has two wins, B one win and two draws; B beat A.
    let t = table(
        "ABCD",
        &[None; 4],
        &["\\ x o o", "o \\ = =", "x = \\ o", "x = x \\"],
    );
    let opts = RankOptions::default();
    check(
        &t,
        &RuleChain::parse("PTS,WIN").unwrap(),
        &opts,
        &["A 1 WIN", "B 2 WIN", "C 3 PTS", "D 4 PTS"],
    );
    check(
        &t,
        &RuleChain::parse("pts, de").unwrap(),
        &opts,
        &["B 1 DE", "A 2 DE", "C 3 PTS", "D 4 PTS"],
    );
    // A chain that cannot separate them leaves a shared place, and asks for no playoff.
    let r = check(
        &t,
        &RuleChain::parse("PTS").unwrap(),
        &opts,
        &["A 1-2 TIE", "B 1-2 TIE", "C 3 PTS", "D 4 PTS"],
    );
    assert!(r.playoffs.is_empty());
    assert_eq!(r.standings[0].status, PlaceStatus::Shared);
}

#[test]
fn parse_rejects_unknown_rules_and_codes() {
    let cases = [
        (
            "fukuii",
            "unknown rules \"fukuii\": expected a preset (fukui, jp-pro-league, rif-round-robin) or criterion codes such as PTS,SB,DE,WIN",
        ),
        (
            "PTS,XYZ",
            "unknown criterion code \"XYZ\" (known: PTS, WIN, DE, SB, BH, KS, PREV)",
        ),
        (
            "PTS,,DE",
            "unknown criterion code \"\" (known: PTS, WIN, DE, SB, BH, KS, PREV)",
        ),
        ("", "the rule chain has no criteria"),
    ];
    for (spec, want) in cases {
        assert_eq!(
            RuleChain::parse(spec).unwrap_err().to_string(),
            want,
            "{spec:?}"
        );
    }
    for preset in hoshitori::engine::chain::PRESETS {
        assert_eq!(RuleChain::parse(preset).unwrap().id, preset);
    }
}

#[test]
fn forfeits_draws_void_and_pending_count_as_the_spec_says() {
    // spec section 1, "Results": a forfeit win is a win, a draw half a win, a void game nothing.
    let players = ["A", "B", "C"]
        .map(|n| Player {
            name: n.into(),
            previous_rank: None,
        })
        .to_vec();
    let games = vec![
        Game {
            round: Some(1),
            a: 0,
            b: 1,
            outcome: Outcome::AByForfeit,
        },
        Game {
            round: Some(1),
            a: 1,
            b: 2,
            outcome: Outcome::Draw,
        },
        Game {
            round: Some(2),
            a: 0,
            b: 2,
            outcome: Outcome::Void,
        },
        Game {
            round: Some(3),
            a: 0,
            b: 2,
            outcome: Outcome::Pending,
        },
        Game {
            round: Some(4),
            a: 1,
            b: 2,
            outcome: Outcome::DoubleForfeit,
        },
    ];
    let t = Crosstable::new(players, games).unwrap();
    let r = rank(&t, &RuleChain::fukui(), &RankOptions::default()).unwrap();
    let rec: Vec<(String, String, u32, u32, u32, u32, u32)> = r
        .standings
        .iter()
        .map(|s| {
            (
                t.player(s.player).name.clone(),
                s.score.to_string(),
                s.record.wins,
                s.record.draws,
                s.record.losses,
                s.record.pending,
                s.record.void,
            )
        })
        .collect();
    assert_eq!(
        rec,
        [
            ("A".into(), "1".into(), 1, 0, 0, 1, 1),
            ("B".into(), "0.5".into(), 0, 1, 2, 0, 0),
            ("C".into(), "0.5".into(), 0, 1, 1, 1, 1),
        ]
    );
}
