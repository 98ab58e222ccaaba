//! Team events run round by round (issue 33, item 4): a team round robin scheduled from the
//! Berger tables with its matches paired before they are played, boards entered one by one,
//! what-if over the boards still open (against every completion written into the document and
//! ranked through the file's own path), share links that keep boards not played, and the
//! errors that name the board missing.

use hoshitori::document::event::{BoardResult, GameKind, MatchEntry, SwissEvent, SystemKind};
use hoshitori::editor::swiss::{Director, Stage, SwissAction, SwissAnalysis, SwissEditor};
use hoshitori::engine::schedule::Options;
use hoshitori::engine::swiss::{self, prospects};
use hoshitori::error::ErrorKind;

const RESULTS: [BoardResult; 3] = [
    BoardResult::HomeWins,
    BoardResult::AwayWins,
    BoardResult::Draw,
];

/// A renju team event of `teams` teams and `boards` boards, the RIF's match points.
fn team_event(teams: usize, boards: u32) -> SwissEvent {
    let mut doc = SwissEvent::new(GameKind::Renju);
    doc.boards = Some(boards);
    doc.scoring = Some(hoshitori::document::event::SwissScoringEntry {
        win: Some(2.0),
        draw: Some(1.0),
        loss: Some(0.0),
        ..Default::default()
    });
    for t in 0..teams {
        doc.players.push(hoshitori::document::event::PlayerEntry {
            name: format!("Team {}", (b'A' + t as u8) as char),
            rating: None,
            rank: None,
            smms: None,
            club: None,
            country: None,
            withdrawn: None,
            extra: Default::default(),
        });
    }
    doc
}

/// A small generator, so that the played rounds differ from test to test but not from run to
/// run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % below as u64) as usize
    }
}

fn play_round(doc: &mut SwissEvent, r: usize, rng: &mut Lcg) {
    for m in &mut doc.rounds[r].matches {
        for b in &mut m.boards {
            *b = Some(RESULTS[rng.next(3)]);
        }
    }
}

/// Every pair of teams meets once (twice over two cycles), each round's matches are paired with
/// no board played, and an odd number has one team resting each round.
#[test]
fn a_team_round_robin_is_scheduled_with_its_matches_to_play() {
    for (teams, cycles) in [(4, 1), (5, 1), (6, 2), (7, 1)] {
        let doc = team_event(teams, 3)
            .schedule(Options {
                cycles,
                swap_last_two: false,
            })
            .unwrap();
        let per = if teams % 2 == 0 { teams - 1 } else { teams };
        assert_eq!(doc.system, SystemKind::RoundRobin);
        assert_eq!(doc.rounds.len(), per * cycles as usize);
        assert_eq!(doc.planned_rounds, Some((per * cycles as usize) as u32));
        let mut met = std::collections::HashMap::new();
        for round in &doc.rounds {
            assert!(round.games.is_empty());
            assert_eq!(round.matches.len(), teams / 2);
            for m in &round.matches {
                assert_eq!(m.boards, vec![None; 3]);
                let key = if m.home < m.away {
                    (m.home.clone(), m.away.clone())
                } else {
                    (m.away.clone(), m.home.clone())
                };
                *met.entry(key).or_insert(0) += 1;
            }
        }
        assert_eq!(met.len(), teams * (teams - 1) / 2, "{teams} teams");
        assert!(met.values().all(|&k| k == cycles), "{teams} teams");
        // Nothing played yet: nothing counts, and the schedule cannot be made twice.
        assert_eq!(doc.input(None, None).unwrap().event.rounds(), 0);
        let again = doc.schedule(Options::default()).unwrap_err();
        assert_eq!(again.kind(), &ErrorKind::AlreadyScheduled { round: 1 });
    }
}

/// Boards come in one by one: the round counts once its last board is in; until then the
/// page ranks the rounds before and says how far the round is, and the command line names the
/// board missing.
#[test]
fn boards_entered_one_by_one() {
    let mut ed = SwissEditor::new(team_event(4, 3));
    ed.apply(SwissAction::Schedule { cycles: 1 }).unwrap();
    assert_eq!(
        ed.apply(SwissAction::SetBoards(Some(4))),
        Err(hoshitori::editor::refusal::Refusal::RoundLocked { round: 0 })
    );
    let set = |ed: &mut SwissEditor, game, board, result| {
        ed.apply(SwissAction::SetBoard {
            round: 0,
            game,
            board,
            result: Some(result),
        })
    };
    set(&mut ed, 0, 0, BoardResult::HomeWins).unwrap();
    set(&mut ed, 0, 2, BoardResult::Draw).unwrap();
    assert!(set(&mut ed, 0, 3, BoardResult::Draw).is_err(), "no board 4");
    let a = SwissAnalysis::of(ed.doc()).unwrap();
    assert_eq!((a.played, a.entering), (0, Some((0, 2, 6))));
    let e = ed.doc().input(None, None).unwrap_err();
    let m = &ed.doc().rounds[0].matches[0];
    assert_eq!(
        e.kind(),
        &ErrorKind::BoardMissing {
            home: m.home.clone(),
            away: m.away.clone(),
            round: 1,
            board: 2,
        }
    );
    assert_eq!(
        e.location().path.as_deref(),
        Some("rounds[0].matches[0].boards[1]")
    );
    for (g, b) in [(0, 1), (1, 0), (1, 1), (1, 2)] {
        set(&mut ed, g, b, BoardResult::AwayWins).unwrap();
    }
    let a = SwissAnalysis::of(ed.doc()).unwrap();
    assert_eq!((a.played, a.entering), (1, None));
    // Match 0: home 1 + ½, away 1 + ½: drawn; match 1: away 3-0.
    let event = &a.input.event;
    let team = event.team().unwrap();
    let home0 = ed
        .doc()
        .players
        .iter()
        .position(|p| p.name == ed.doc().rounds[0].matches[0].home)
        .unwrap();
    assert_eq!(event.record(home0, 0).kind, swiss::Kind::Draw);
    assert_eq!(team.game_points[home0][0].quarters(), 6);
    ed.apply(SwissAction::Undo).unwrap();
    assert_eq!(SwissAnalysis::of(ed.doc()).unwrap().played, 0);
}

/// Before the last round, with a board of it already in: what-if plays every open board
/// (home win, away win, draw) and counts each team's places; the same counts come from writing
/// every completion into the document and ranking it through the file's own path, under the
/// RIF team rules (match points, game points, Buchholz and Sonneborn-Berger on game points,
/// board points).
#[test]
fn whatif_before_the_last_round_counts_every_board() {
    for (seed, teams) in [(1u64, 4usize), (2, 4), (3, 5)] {
        let mut rng = Lcg(seed);
        let mut doc = team_event(teams, 2).schedule(Options::default()).unwrap();
        let last = doc.rounds.len() - 1;
        for r in 0..last {
            play_round(&mut doc, r, &mut rng);
        }
        doc.rounds[last].matches[0].boards[0] = Some(BoardResult::HomeWins);
        let a = SwissAnalysis::of(&doc).unwrap();
        assert_eq!(a.played, last);
        let upcoming = doc.upcoming().unwrap();
        let open: Vec<(usize, usize)> = doc.rounds[last]
            .matches
            .iter()
            .enumerate()
            .flat_map(|(m, x)| {
                x.boards
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| b.is_none())
                    .map(move |(k, _)| (m, k))
            })
            .collect();
        let options = prospects::Options {
            draws: true,
            ..prospects::Options::default()
        };
        let input = &a.input;
        let got = prospects::analyse(
            &input.event,
            &upcoming,
            &input.codes,
            input.edition,
            &options,
        )
        .unwrap();
        let total = 3usize.pow(open.len() as u32);
        assert!(got.exact);
        assert_eq!(got.outcomes, total as u64);
        let mut places = vec![vec![0u64; teams]; teams];
        for mut code in 0..total {
            let mut filled = doc.clone();
            for &(m, k) in &open {
                filled.rounds[last].matches[m].boards[k] = Some(RESULTS[code % 3]);
                code /= 3;
            }
            let i = filled.input(None, None).unwrap();
            for (p, (place, _)) in swiss::places(&i.event, &i.codes, i.edition)
                .into_iter()
                .enumerate()
            {
                places[p][place - 1] += 1;
            }
        }
        for (p, counts) in places.iter().enumerate() {
            assert_eq!(&got.players[p].places, counts, "seed {seed}, team {p}");
            let seen: Vec<usize> = (0..teams).filter(|&k| counts[k] > 0).collect();
            assert_eq!(
                (got.players[p].best, got.players[p].worst),
                (seen[0] + 1, *seen.last().unwrap() + 1),
                "seed {seed}, team {p}"
            );
        }
    }
}

/// Sampled what-if (more open boards than the limit) stays within what can happen: every
/// outcome gives every team a place, and the searched best and worst places are places some
/// outcome gives.
#[test]
fn sampled_whatif_over_many_boards() {
    let mut rng = Lcg(9);
    let mut doc = team_event(8, 4).schedule(Options::default()).unwrap();
    let last = doc.rounds.len() - 1;
    for r in 0..last {
        play_round(&mut doc, r, &mut rng);
    }
    let a = SwissAnalysis::of(&doc).unwrap();
    let upcoming = doc.upcoming().unwrap();
    assert_eq!(upcoming.matches.len(), 4);
    let options = prospects::Options {
        draws: true,
        samples: 2048,
        precision: None,
        ..prospects::Options::default()
    };
    let input = &a.input;
    let got = prospects::analyse(
        &input.event,
        &upcoming,
        &input.codes,
        input.edition,
        &options,
    )
    .unwrap();
    assert!(!got.exact);
    assert_eq!(got.outcomes, 2048);
    for p in &got.players {
        assert_eq!(p.places.iter().sum::<u64>(), 2048);
        assert!(p.best <= p.worst);
    }
}

/// A link keeps the boards not played (layout version 3), and an event with none still
/// writes the older layout.
#[test]
fn share_links_keep_boards_not_played() {
    use hoshitori::format::share::event::{decode, encode};
    let mut doc = team_event(4, 3).schedule(Options::default()).unwrap();
    doc.rounds[0].matches[1].boards[2] = Some(BoardResult::AwayByForfeit);
    let text = encode(&doc).unwrap();
    let back = decode(&text).unwrap();
    assert_eq!(back.rounds, doc.rounds);
    let bytes =
        |t: &str| hoshitori::format::share::base64url::decode(t.trim_start_matches("e=")).unwrap();
    assert_eq!(bytes(&text)[0], 3);
    // Every board played: the round robin's layout, 2.
    for round in &mut doc.rounds {
        for m in &mut round.matches {
            m.boards = vec![Some(BoardResult::Draw); 3];
        }
    }
    assert_eq!(bytes(&encode(&doc).unwrap())[0], 2);
}

/// A match written without boards (paired, nothing played) reads as one to play, in a file as
/// in the engine's what-if.
#[test]
fn a_match_without_boards_is_to_play() {
    let mut doc = team_event(2, 2);
    doc.system = SystemKind::RoundRobin;
    doc.rounds.push(Default::default());
    doc.rounds[0].matches.push(MatchEntry {
        boards: Vec::new(),
        ..MatchEntry::paired("Team A", "Team B", 0)
    });
    let json = serde_json::to_string(&doc).unwrap();
    let read = hoshitori::format::json::read_event(&json).unwrap();
    assert_eq!(read.input(None, None).unwrap().event.rounds(), 0);
    let up = read.upcoming().unwrap();
    assert_eq!(up.matches.len(), 1);
    assert_eq!(up.matches[0].boards, vec![None, None]);
}

/// A team Swiss paired here round by round (the Tagajo method on match points): every team
/// in one match or the bye each round, no two teams meeting twice, the bye a win with half the
/// boards' game points (`swiss.md` §4.4); a round is locked once a board is in; what-if before
/// the last round counts its open boards.
#[test]
fn a_team_swiss_is_paired_round_by_round() {
    for (teams, seed) in [(6usize, 3u64), (7, 4)] {
        let mut doc = team_event(teams, 2);
        doc.planned_rounds = Some(3);
        doc.pairing = Some(hoshitori::document::event::PairingEntry {
            seed: Some(seed),
            ..Default::default()
        });
        let mut ed = SwissEditor::new(doc);
        let mut rng = Lcg(seed);
        let mut met = std::collections::HashSet::new();
        for r in 0..3 {
            assert_eq!(
                hoshitori::editor::swiss::director(ed.doc()).unwrap().round,
                r
            );
            ed.pair(r, false).unwrap();
            let round = ed.doc().rounds[r].clone();
            assert!(round.games.is_empty());
            assert_eq!(round.matches.len(), teams / 2);
            let mut seen: Vec<&str> = Vec::new();
            for m in &round.matches {
                assert_eq!(m.boards, vec![None, None]);
                assert!(met.insert((
                    m.home.clone().min(m.away.clone()),
                    m.home.clone().max(m.away.clone())
                )));
                seen.extend([m.home.as_str(), m.away.as_str()]);
            }
            let byes: Vec<_> = round.byes.iter().collect();
            assert_eq!(byes.len(), teams % 2);
            for b in &byes {
                assert_eq!(b.game_points, Some(1.0));
                seen.push(b.player.as_str());
            }
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), teams, "round {}", r + 1);
            if r == 2 {
                // Before the last round: what-if plays its boards.
                let a = SwissAnalysis::of(ed.doc()).unwrap();
                let up = ed.doc().upcoming().unwrap();
                let got = prospects::analyse(
                    &a.input.event,
                    &up,
                    &a.input.codes,
                    a.input.edition,
                    &prospects::Options::default(),
                )
                .unwrap();
                assert_eq!(got.games, 2 * (teams / 2));
                assert_eq!(got.outcomes, 1 << (2 * (teams / 2)));
            }
            for g in 0..teams / 2 {
                for b in 0..2 {
                    ed.apply(SwissAction::SetBoard {
                        round: r,
                        game: g,
                        board: b,
                        result: Some(RESULTS[rng.next(3)]),
                    })
                    .unwrap();
                    // Until its last board, the director's panel is about the round being
                    // entered: how many boards are in, which matches wait.
                    let last = g + 1 == teams / 2 && b == 1;
                    match hoshitori::editor::swiss::director(ed.doc()) {
                        Some(Director {
                            round,
                            stage: Stage::Entering(e),
                        }) if !last => {
                            assert_eq!(
                                (round, e.entered, e.results),
                                (r, 2 * g + b + 1, teams / 2 * 2)
                            );
                            let waiting: Vec<usize> =
                                (g + usize::from(b == 1)..teams / 2).collect();
                            assert_eq!(e.missing, waiting);
                            assert_eq!(e.next, (r < 2).then_some(r + 1));
                        }
                        Some(Director {
                            round,
                            stage: Stage::Pair { .. },
                        }) if last && r < 2 => assert_eq!(round, r + 1),
                        None if last && r == 2 => {}
                        other => panic!("round {r}, match {g}, board {b}: {other:?}"),
                    }
                    // A round with a board in is paired no more.
                    assert!(ed.pair(r, false).is_err());
                }
            }
        }
        let a = SwissAnalysis::of(ed.doc()).unwrap();
        assert_eq!(a.played, 3);
        let team = a.input.event.team().unwrap();
        // The bye's game points count: every round's game points add up to the boards played.
        for r in 0..3 {
            let total: i64 = (0..teams).map(|p| team.game_points[p][r].quarters()).sum();
            assert_eq!(
                total,
                4 * 2 * (teams / 2) as i64 + if teams % 2 == 1 { 4 } else { 0 }
            );
        }
    }
}
