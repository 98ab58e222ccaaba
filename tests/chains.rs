//! The rule chains beyond the spec's worked examples: playoffs (Fukui rules 6-9), the Japanese
//! professional leagues' title playoff, RIF's Sonneborn-Berger, custom chains. Each case is a
//! small crosstable written row by row, checked through one `check()` helper.

use hoshitori::engine::{
    Crosstable, Game, Outcome, PlaceStatus, Player, PlayoffFormat, PlayoffGame, PlayoffResult,
    PlayoffScope, RankOptions, Ranking, RuleChain, SetAside, SetAsideReason, Stake, rank,
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
            rating: None,
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
                first: None,
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
            games: Vec::new(),
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
                games: Vec::new(),
            },
            PlayoffResult {
                players: vec![a, b, c],
                order: vec![b],
                games: Vec::new(),
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
fn a_recorded_playoff_that_no_longer_applies_is_set_aside_not_fatal() {
    // Issue 10 item 4: a corrected game or a changed preset can leave a recorded playoff behind;
    // the table ranks without it and says why.
    let t = cycle_of_three_plus_one();
    let abc = vec![0, 1, 2];
    let not_required = SetAsideReason::NotRequired {
        required: vec![abc.clone()],
    };
    let cases: &[(&[usize], &[usize], SetAsideReason)] = &[
        (&[0, 1], &[0], not_required.clone()),
        (&[0, 1, 3], &[], not_required.clone()),
        (&[0, 1, 2], &[3], SetAsideReason::BadOrder { player: 3 }),
        (&[0, 1, 2], &[1, 1], SetAsideReason::BadOrder { player: 1 }),
    ];
    let without = rank(&t, &RuleChain::fukui(), &RankOptions::default()).unwrap();
    for (players, order, want) in cases {
        let options = RankOptions {
            seats: None,
            playoffs: vec![PlayoffResult {
                players: players.to_vec(),
                order: order.to_vec(),
                games: Vec::new(),
            }],
        };
        let r = rank(&t, &RuleChain::fukui(), &options).unwrap();
        assert_eq!(
            r.set_aside,
            vec![SetAside {
                record: 0,
                players: players.to_vec(),
                reason: want.clone()
            }],
            "{players:?} {order:?}"
        );
        assert_eq!(r.standings, without.standings, "{players:?} {order:?}");
        assert_eq!(r.playoffs, without.playoffs, "{players:?} {order:?}");
    }
    // Nothing undecided at all: no playoff can apply.
    let decided = table("AB", &[None, None], &["\\ o", "x \\"]);
    let options = RankOptions {
        seats: None,
        playoffs: vec![PlayoffResult {
            players: vec![0, 1],
            order: vec![0],
            games: Vec::new(),
        }],
    };
    let r = rank(&decided, &RuleChain::fukui(), &options).unwrap();
    assert_eq!(
        r.set_aside,
        vec![SetAside {
            record: 0,
            players: vec![0, 1],
            reason: SetAsideReason::NotRequired { required: vec![] }
        }]
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
            games: Vec::new(),
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
            "unknown rules \"fukuii\": expected a preset (fukui, jp-pro-league, shogi-junisen, rif-round-robin, fide-round-robin) or criterion codes such as PTS,SB,DE,WIN",
        ),
        (
            "PTS,XYZ",
            "unknown criterion code \"XYZ\" (known: PTS, WIN, WON, BPG, BWG, ARO, TPR, DE, SB, BH, KS, PREV)",
        ),
        (
            "PTS,,DE",
            "unknown criterion code \"\" (known: PTS, WIN, WON, BPG, BWG, ARO, TPR, DE, SB, BH, KS, PREV)",
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
    for preset in hoshitori::engine::league::chain::PRESETS {
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
            rating: None,
        })
        .to_vec();
    let games = vec![
        Game {
            round: Some(1),
            a: 0,
            b: 1,
            outcome: Outcome::AByForfeit,
            first: None,
        },
        Game {
            round: Some(1),
            a: 1,
            b: 2,
            outcome: Outcome::Draw,
            first: None,
        },
        Game {
            round: Some(2),
            a: 0,
            b: 2,
            outcome: Outcome::Void,
            first: None,
        },
        Game {
            round: Some(3),
            a: 0,
            b: 2,
            outcome: Outcome::Pending,
            first: None,
        },
        Game {
            round: Some(4),
            a: 1,
            b: 2,
            outcome: Outcome::DoubleForfeit,
            first: None,
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

/// A chain read the way a league file or the command line says it: a preset id or codes, then
/// the policies (`docs/rules/chains.md`).
fn chain(
    base: &str,
    playoff: Option<&str>,
    title: Option<&str>,
    format: Option<&str>,
) -> RuleChain {
    let policies = hoshitori::document::league::Policies {
        playoff: playoff.map(str::to_string),
        title_rules: title.map(str::to_string),
        playoff_format: format.map(str::to_string),
        reapply: None,
    };
    policies
        .apply(RuleChain::parse(base).unwrap(), None)
        .unwrap()
}

/// Five players who each beat the next two round a circle (so 3 wins each with the win against
/// F, who lost every game): 順位 A 3, B 1, C 5, D 2, E 4.
fn five_tied_for_first() -> Crosstable {
    table(
        "ABCDEF",
        &[Some(3), Some(1), Some(5), Some(2), Some(4), None],
        &[
            "\\ o o x x o",
            "x \\ o o x o",
            "x x \\ o o o",
            "o x x \\ o o",
            "o o x x \\ o",
            "x x x x x \\",
        ],
    )
}

#[test]
fn grand_chess_tour_title_playoff_other_places_shared() {
    // Source: spec section 7, "Title playoff, other places shared" (Grand Chess Tour 2022):
    // points only; a tie for first is played off by everyone tied (a round robin past two);
    // any other tie shares its place.
    let t = table(
        "ABCDE",
        &[None; 5],
        &[
            "\\ = = o o",
            "= \\ = o o",
            "= = \\ o o",
            "x x x \\ =",
            "x x x = \\",
        ],
    );
    let gct = chain("PTS", Some("title"), None, Some("round-robin"));
    let r = check(
        &t,
        &gct,
        &RankOptions::default(),
        &[
            "A 1-3 TIE",
            "B 1-3 TIE",
            "C 1-3 TIE",
            "D 4-5 TIE",
            "E 4-5 TIE",
        ],
    );
    assert_eq!(r.playoffs.len(), 1);
    assert_eq!(r.playoffs[0].players, name_of(&t, "ABC"));
    assert_eq!(r.playoffs[0].format, PlayoffFormat::RoundRobin);
    assert_eq!(r.standings[3].status, PlaceStatus::Shared);
    // The playoff decided only its winner: the others share second.
    let b_won = RankOptions {
        seats: None,
        playoffs: vec![PlayoffResult {
            players: name_of(&t, "ABC"),
            order: name_of(&t, "B"),
            games: Vec::new(),
        }],
    };
    check(
        &t,
        &gct,
        &b_won,
        &["B 1 PO", "A 2-3 TIE", "C 2-3 TIE", "D 4-5 TIE", "E 4-5 TIE"],
    );
}

#[test]
fn candidates_2016_tie_breaks_decide_only_the_title() {
    // Source: FIDE Candidates 2016 regulations as restated in spec section 7: a tie for first
    // is decided by (a) the games between the tied players, (b) wins, (c) Sonneborn-Berger,
    // then a playoff; the other places are by points and shared.
    // A, B, C on 2½; A beat B, drew C; B beat C; so DE: A 1½, B 1, C ½.
    let t = table(
        "ABCDE",
        &[None; 5],
        &[
            "\\ o = x o",
            "x \\ o o =",
            "= x \\ o o",
            "o x x \\ o",
            "x = x x \\",
        ],
    );
    let candidates = chain("PTS", Some("title"), Some("DE,WIN,SB"), None);
    let r = check(
        &t,
        &candidates,
        &RankOptions::default(),
        &["A 1 DE", "B 2 DE", "C 3 DE", "D 4 PTS", "E 5 PTS"],
    );
    assert!(r.playoffs.is_empty());
    // A alone on top; B and C level on 2½ share second although B beat C: the tie-breaks
    // apply to the title only.
    let t2 = table(
        "ABCDE",
        &[None; 5],
        &[
            "\\ o = o o",
            "x \\ o o =",
            "= x \\ o o",
            "x x x \\ o",
            "x = x x \\",
        ],
    );
    let r = check(
        &t2,
        &candidates,
        &RankOptions::default(),
        &["A 1 PTS", "B 2-3 TIE", "C 2-3 TIE", "D 4 PTS", "E 5 PTS"],
    );
    assert!(r.playoffs.is_empty());
}

#[test]
fn shogi_junisen_stepladder_for_the_title_and_order_by_junni_elsewhere() {
    // Source: spec section 6 (JSA 順位戦): every player tied for first plays a stepladder, the
    // two lowest 順位 first; every other tie by 順位 alone, head-to-head not counted.
    let t = five_tied_for_first();
    let junisen = RuleChain::shogi_junisen();
    let r = check(
        &t,
        &junisen,
        &RankOptions::default(),
        &[
            "B 1-5 PREV",
            "D 1-5 PREV",
            "A 1-5 PREV",
            "E 1-5 PREV",
            "C 1-5 PREV",
            "F 6 PTS",
        ],
    );
    assert_eq!(r.playoffs.len(), 1);
    let ladder = &r.playoffs[0];
    assert_eq!(ladder.format, PlayoffFormat::Stepladder);
    assert_eq!(
        ladder.players,
        name_of(&t, "BDAEC"),
        "seeded by 順位, best first"
    );
    // The two lowest seeds meet first: C (順位 5) and E (順位 4).
    let pair = |a: &str, b: &str| Some((name_of(&t, a)[0], name_of(&t, b)[0]));
    assert_eq!(ladder.next, pair("C", "E"));

    let game = |a: &str, b: &str, winner: &str| PlayoffGame {
        a: name_of(&t, a)[0],
        b: name_of(&t, b)[0],
        winner: name_of(&t, winner)[0],
    };
    let record = |games: Vec<PlayoffGame>| RankOptions {
        seats: None,
        playoffs: vec![PlayoffResult {
            players: name_of(&t, "ABCDE"),
            order: Vec::new(),
            games,
        }],
    };
    // C beat E; C meets A next.
    let r = rank(&t, &junisen, &record(vec![game("E", "C", "C")])).unwrap();
    assert!(r.set_aside.is_empty());
    assert_eq!(r.playoffs[0].next, pair("C", "A"));
    assert_eq!(r.standings[0].status, PlaceStatus::Playoff);
    // C beat A, D and B: C is first; the others keep their 順位 order.
    let done = record(vec![
        game("E", "C", "C"),
        game("C", "A", "C"),
        game("D", "C", "C"),
        game("C", "B", "C"),
    ]);
    check(
        &t,
        &junisen,
        &done,
        &[
            "C 1 PO", "B 2 PREV", "D 3 PREV", "A 4 PREV", "E 5 PREV", "F 6 PTS",
        ],
    );
    // A game that is not the ladder's (A and D do not meet first) is set aside.
    let r = rank(&t, &junisen, &record(vec![game("A", "D", "D")])).unwrap();
    assert_eq!(r.set_aside.len(), 1);
    assert_eq!(
        r.set_aside[0].reason,
        SetAsideReason::NotInLadder { game: 0 }
    );
    assert_eq!(r.playoffs[0].next, pair("C", "E"));
}

#[test]
fn playoff_scopes_say_which_undecided_ties_are_played_off() {
    // Three players in a cycle tied for first and two tied below: under each scope, which
    // groups go to a playoff (seats 4: the line between 4 and 5 cuts the lower pair).
    let t = table(
        "ABCDE",
        &[Some(1); 5],
        &[
            "\\ o x o o",
            "x \\ o o o",
            "o x \\ o o",
            "x x x \\ =",
            "x x x = \\",
        ],
    );
    let cases: &[(&str, usize, usize)] = &[
        ("none", 0, 0),
        ("title", 1, 0),
        ("seats", 0, 1),
        ("title,seats", 1, 1),
        ("seats,title", 1, 1),
        ("all", 1, 1),
    ];
    for &(scope, top, bottom) in cases {
        let c = chain("PTS,DE", Some(scope), None, None);
        let r = rank(
            &t,
            &c,
            &RankOptions {
                seats: Some(4),
                playoffs: Vec::new(),
            },
        )
        .unwrap();
        let top_playoffs = r.playoffs.iter().filter(|p| p.place == 1).count();
        let bottom_playoffs = r.playoffs.iter().filter(|p| p.place == 4).count();
        assert_eq!(
            (top_playoffs, bottom_playoffs),
            (top, bottom),
            "playoff={scope}"
        );
    }
    // Scope `all` plays off a tie that touches neither the title nor the seat line.
    let c = chain("PTS,DE", Some("all"), None, None);
    let r = rank(&t, &c, &RankOptions::default()).unwrap();
    assert_eq!(r.playoffs.len(), 2);
    assert!(r.playoffs[1].stakes.is_empty());
    assert_eq!(c.playoff, PlayoffScope::All);
}

#[test]
fn policies_that_do_not_parse_name_the_policy_and_the_choices() {
    let policies = hoshitori::document::league::Policies {
        playoff: Some("sometimes".into()),
        ..Default::default()
    };
    let err = policies
        .apply(RuleChain::fukui(), Some("rules."))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "rules.playoff: unknown playoff \"sometimes\": expected one of none, title, seats, title,seats, all"
    );
    let policies = hoshitori::document::league::Policies {
        title_rules: Some("DE,XX".into()),
        ..Default::default()
    };
    let err = policies.apply(RuleChain::fukui(), None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown criterion code \"XX\" (known: PTS, WIN, WON, BPG, BWG, ARO, TPR, DE, SB, BH, KS, PREV)"
    );
}

#[test]
fn presets_restated_in_terms_of_policies() {
    // docs/rules/: each preset's policies.
    let cases = [
        ("fukui", "title,seats", "knockout", None),
        ("jp-pro-league", "title", "two-most-senior", Some(vec![])),
        ("shogi-junisen", "title", "stepladder", Some(vec![])),
        ("rif-round-robin", "title,seats", "round-robin", None),
        ("fide-round-robin", "none", "knockout", None),
    ];
    for (id, scope, format, title) in cases {
        let c = RuleChain::parse(id).unwrap();
        assert_eq!(c.playoff.code(), scope, "{id}");
        assert_eq!(c.format.code(), format, "{id}");
        assert_eq!(c.title, title, "{id}");
        assert_eq!(c.describe(), id, "{id}");
    }
    let c = chain("fukui", Some("all"), None, Some("stepladder"));
    assert_eq!(
        c.describe(),
        "fukui; playoff=all; playoff-format=stepladder"
    );
}

#[test]
fn shogi_76th_a_kyu_stepladder_follows_the_jsa_order() {
    // Source: the 76th A級順位戦 (2017-18): six players on 6-4, 順位 稲葉 1, 羽生 2, 広瀬 4,
    // 佐藤康光 8, 久保 9, 豊島 10; the JSA's ladder: 久保-豊島, the winner against 佐藤, then 広瀬,
    // 羽生, 稲葉 (spec section 6; the fixture's other games are constructed to give those records).
    let text =
        std::fs::read_to_string("tests/fixtures/leagues/shogi-76th-a-kyu-shape.json").unwrap();
    let (league, input) = hoshitori::format::read_league(&text, "76th").unwrap();
    let chain = league.chain().unwrap().unwrap();
    let t = &input.table;
    let id = |name: &str| t.players().iter().position(|p| p.name == name).unwrap();
    let mut games = Vec::new();
    let mut seen = Vec::new();
    loop {
        let options = RankOptions {
            seats: input.options.seats,
            playoffs: vec![PlayoffResult {
                players: [
                    "稲葉陽",
                    "羽生善治",
                    "広瀬章人",
                    "佐藤康光",
                    "久保利明",
                    "豊島将之",
                ]
                .map(id)
                .to_vec(),
                order: Vec::new(),
                games: games.clone(),
            }],
        };
        let r = rank(t, &chain, &options).unwrap();
        assert!(r.set_aside.is_empty());
        let Some((holder, challenger)) = r.playoffs[0].next else {
            // The last winner (here always the challenger, 稲葉) is first; the rest by 順位.
            let order: Vec<&str> = r
                .standings
                .iter()
                .take(6)
                .map(|s| t.player(s.player).name.as_str())
                .collect();
            assert_eq!(
                order,
                [
                    "稲葉陽",
                    "羽生善治",
                    "広瀬章人",
                    "佐藤康光",
                    "久保利明",
                    "豊島将之"
                ]
            );
            break;
        };
        seen.push(t.player(challenger).name.clone());
        // Let the higher seed (the challenger) win each game.
        games.push(PlayoffGame {
            a: holder,
            b: challenger,
            winner: challenger,
        });
        if seen.len() == 1 {
            assert_eq!(t.player(holder).name, "豊島将之");
        }
    }
    assert_eq!(
        seen,
        ["久保利明", "佐藤康光", "広瀬章人", "羽生善治", "稲葉陽"]
    );
}

#[test]
fn a_league_tied_throughout_has_one_title_playoff() {
    // Found in the page: a new 順位戦 league, nobody with a 順位 yet and no game played, listed
    // the same playoff twice (the undecided group's and the seeded title playoff).
    let t = table("ABC", &[None; 3], &["\\ . .", ". \\ .", ". . \\"]);
    for chain in [RuleChain::shogi_junisen(), RuleChain::jp_pro_league()] {
        let r = rank(&t, &chain, &RankOptions::default()).unwrap();
        assert_eq!(r.playoffs.len(), 1, "{}", chain.id);
        assert_eq!(r.playoffs[0].stakes, vec![Stake::Title], "{}", chain.id);
        assert!(r.standings.iter().all(|s| s.status == PlaceStatus::Playoff));
    }
}
