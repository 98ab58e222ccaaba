//! The worker's side of the protocol, through the texts both sides exchange.

use super::*;
use crate::editor::league::analysis;
use crate::editor::league::outcomes::{self, outcome_cells, term_cells};
use crate::editor::league::tests::{league, papers_last_round};
use crate::editor::league::with_results;
use crate::engine::swiss::prospects::Options;

/// Posts `request` to the worker as text, and reads back what it posts.
fn exchange(request: &Request) -> Vec<Reply> {
    let mut t = 0.0;
    let mut clock = || {
        t += 1.0;
        t
    };
    let mut posted = Vec::new();
    serve(
        &serde_json::to_string(request).unwrap(),
        &mut clock,
        &mut |m| posted.push(m),
    );
    posted
        .iter()
        .map(|m| serde_json::from_str(m).unwrap())
        .collect()
}

/// Runs every part of `page` through the worker's text exchange, as the page's pool does: each
/// part's request written by [`WorkerRun::request`] around the run's text, its truth tables as
/// words beside the text both ways, each reply read as the page reads it ([`WorkerRun::read`],
/// its kind's answers only), each wave's answers absorbed in reverse order. Returns the page's
/// answer and how many parts went out.
fn through_workers<A: WorkerRun>(mut page: A, run: &str, id: u32) -> (A::Answer, usize) {
    let mut sent = 0;
    loop {
        let parts = page.parts(usize::MAX);
        if parts.is_empty() {
            break;
        }
        let mut answers = Vec::new();
        for part in parts {
            sent += 1;
            let (text, words) = A::request(run, part);
            let mut request = parse(&text).unwrap();
            request.put_words(words);
            assert_eq!(request.id(), id);
            let mut reply = part_reply(&request);
            let words = reply.take_words();
            let mut reply = A::read(&super::text(&reply))
                .unwrap()
                .expect("a part answer");
            assert!(reply.put_words(words));
            let Reply::Part { id: at, done } = reply else {
                panic!("{reply:?}")
            };
            assert_eq!(at, id);
            answers.push(A::done(done).expect("a part of the run's kind"));
        }
        answers.reverse();
        for done in answers {
            page.absorb(done);
        }
    }
    assert!(page.ready());
    (page.finish().expect("an answer"), sent)
}

/// The worker's whole exchange on the paper's case: progress is throttled, the answer is the
/// paper's (岡崎 keeps his seat in 2 of 8 outcomes; 高橋, 三村 and 岡崎 cannot win the title), and
/// the outcome it names fills exactly the pending cells.
#[test]
fn the_worker_answers_the_papers_last_round() {
    let e = papers_last_round();
    let run = LeagueRun::new(7, e.doc().clone(), Settings::default(), "en");
    let replies = exchange(&Request::League { run, part: None });
    let Some(Reply::Done { id: 7, result, ms }) = replies.last() else {
        panic!("{replies:?}");
    };
    assert!(*ms > 0.0);
    for r in &replies[..replies.len() - 1] {
        assert!(matches!(r, Reply::Progress { id: 7, .. }), "{r:?}");
    }
    let index = |name: &str| e.doc().players.iter().position(|p| p.name == name).unwrap();
    let okazaki = &result.players[index("岡崎")];
    let seat = okazaki.seat.as_ref().unwrap();
    assert_eq!((seat.holds, seat.probability), (2, 0.25));
    assert!(
        (okazaki.places[5] - 0.75).abs() < 1e-12,
        "{:?}",
        okazaki.places
    );
    for name in ["高橋", "三村", "岡崎"] {
        assert!(result.players[index(name)].title.eliminated, "{name}");
    }
    // 岡崎's best outcome as cells: three results, and the overlay ranks him fifth.
    let cells = outcome_cells(&result.pending, &okazaki.best.outcome);
    assert_eq!(cells.len(), 3);
    let shown = with_results(e.doc(), &cells).unwrap();
    let ranked = analysis::analyse(&shown).ranked.unwrap();
    let standing = |r: &analysis::Ranked| {
        let mut s = r.ranking.standings.iter();
        s.find(|s| s.player == index("岡崎")).unwrap().clone()
    };
    assert_eq!(standing(&ranked).place, 5);
    assert!(outcomes::input(&shown).unwrap().pending.is_empty());
    // The case of his seat condition fills the two games that matter as it says.
    let term = match &seat.condition.as_ref().unwrap().cover {
        crate::engine::league::whatif::cover::Cover::Terms { terms, .. } => terms[0].clone(),
        other => panic!("{other:?}"),
    };
    let cells = term_cells(result, &term, &okazaki.best.outcome);
    let shown = with_results(e.doc(), &cells).unwrap();
    let ranked = analysis::analyse(&shown).ranked.unwrap();
    assert!(standing(&ranked).place_to <= 5);
}

/// One protocol for every kind: a league's parts and a Swiss event's go out the same way
/// ([`WorkerRun`]), are answered by the same worker function, and their merge on the page is
/// the answer one thread gives (the league's whole run; the command line's for the event,
/// counted and sampled).
#[test]
fn parts_of_every_kind_through_the_workers_give_the_whole_answer() {
    // A league: one run of outcomes, and a condition per title and seat.
    let e = papers_last_round();
    let run = LeagueRun::new(8, e.doc().clone(), Settings::default(), "ja");
    let input = outcomes::input(e.doc()).unwrap();
    let options = run.options(&input);
    let whole =
        crate::engine::league::whatif::analyse(&input.table, &input.chain, &options, &mut |_| true)
            .unwrap();
    let text = serde_json::to_string(&run).unwrap();
    let (answer, parts) = through_workers(run.analysis().unwrap(), &text, 8);
    assert_eq!(parts, 1 + 2 * e.doc().players.len());
    assert_eq!(answer, whole);

    // A Swiss event's last round, counted and sampled. A run's id names it: the worker builds
    // its analysis once per id and kind.
    let small = include_str!("../../../tests/fixtures/swiss/fide-chess-last-round.json");
    let large = include_str!("../../../tests/fixtures/swiss/last-round-40.json");
    let sampled = Options {
        limit: 1,
        samples: 2 * crate::engine::swiss::prospects::SAMPLE_BATCH,
        precision: Some(0.03),
        seats: Some(3),
        search_budget: 100,
        ..Options::default()
    };
    for (id, text, options) in [(5, small, Options::default()), (6, large, sampled)] {
        let event: SwissEvent = serde_json::from_str(text).unwrap();
        let run = SwissRun {
            id,
            lang: "en".into(),
            event: event.clone(),
            options,
        };
        let run_text = serde_json::to_string(&run).unwrap();
        let (answer, parts) = through_workers(run.analysis().unwrap(), &run_text, id);
        assert!(parts >= 1);
        let input = event.input(None, None).unwrap();
        let upcoming = event.upcoming().unwrap();
        let cli = crate::parallel::analyse_swiss(
            &input.event,
            &upcoming,
            &input.codes,
            input.edition,
            &options,
            2,
        )
        .unwrap();
        assert!(answer.games > 0);
        assert_eq!(answer.exact, options.limit > 1);
        assert_eq!(answer, cli, "{options:?}");
    }
}

/// A part's answer of one kind is not taken for another's, and a run of another kind with the
/// same id is built anew.
#[test]
fn kinds_do_not_mix() {
    let e = papers_last_round();
    let run = LeagueRun::new(4, e.doc().clone(), Settings::default(), "en");
    let mut page = run.analysis().unwrap();
    let part = page.parts(1).pop().unwrap();
    let (text, words) =
        <whatif::Analysis as WorkerRun>::request(&serde_json::to_string(&run).unwrap(), part);
    let mut request = parse(&text).unwrap();
    request.put_words(words);
    let Reply::Part { done, .. } = part_reply(&request) else {
        panic!()
    };
    assert!(<swiss::prospects::Analysis as WorkerRun>::done(done.clone()).is_none());
    assert!(<whatif::Analysis as WorkerRun>::done(done).is_some());
    let event: SwissEvent = serde_json::from_str(include_str!(
        "../../../tests/fixtures/swiss/fide-chess-last-round.json"
    ))
    .unwrap();
    let swiss = Request::Swiss {
        run: SwissRun {
            id: 4,
            lang: "en".into(),
            event,
            options: Options::default(),
        },
        part: swiss::prospects::Part::Batch(0),
    };
    assert!(matches!(
        part_reply(&swiss),
        Reply::Part {
            done: PartDone::Swiss { .. },
            ..
        }
    ));
}

#[test]
fn the_worker_reports_a_bad_request_a_bad_league_and_a_bad_event() {
    let mut posted = Vec::new();
    serve("{", &mut || 0.0, &mut |m| posted.push(m));
    assert!(posted[0].contains("\"failed\""), "{posted:?}");
    let mut doc = league(&["A", "B"]);
    doc.rules = Some("PTS,XYZ".into());
    let settings = Settings {
        draws: true,
        ..Settings::default()
    };
    let run = LeagueRun::new(3, doc, settings, "ja");
    let [Reply::Failed { id: 3, error }] = &exchange(&Request::League { run, part: None })[..]
    else {
        panic!("an unknown criterion is an error")
    };
    assert!(error.contains("XYZ"), "{error}");
    let mut event: SwissEvent = serde_json::from_str(include_str!(
        "../../../tests/fixtures/swiss/fide-chess-last-round.json"
    ))
    .unwrap();
    event.rules = Some("PTS,XYZ".into());
    let request = Request::Swiss {
        run: SwissRun {
            id: 9,
            lang: "ja".into(),
            event,
            options: Options::default(),
        },
        part: swiss::prospects::Part::Batch(0),
    };
    let Reply::Failed { id: 9, error } = part_reply(&request) else {
        panic!("an unknown criterion is an error")
    };
    assert!(error.contains("XYZ"), "{error}");
}

/// The Publish panel's exports are drawn in the worker, for every kind of document: an export
/// request is answered with the export (the same text the CLI's `rank --format svg|html`
/// writes), through the request's JSON as the page writes it.
#[test]
fn the_worker_draws_an_export() {
    let league: League = serde_json::from_str(include_str!(
        "../../../tests/fixtures/spec/fukui43-season.json"
    ))
    .unwrap();
    let event = crate::format::json::read_event(include_str!(
        "../../../tests/fixtures/swiss/fide-chess.json"
    ))
    .unwrap();
    let cases = [
        (Document::League(league), "大和"),
        (Document::Event(event), "P03"),
    ];
    for (doc, (what, starts, plain)) in cases.iter().flat_map(|case| {
        [(Export::Svg, "<?xml", false), (Export::Html, "<", true)].map(|w| (case, w))
    }) {
        let (doc, name) = doc;
        let request = Request::Export {
            id: 3,
            lang: "ja".into(),
            document: doc.clone(),
            export: what,
        };
        let request: Request =
            serde_json::from_str(&serde_json::to_string(&request).unwrap()).unwrap();
        match &exchange(&request)[..] {
            [
                Reply::Exported {
                    id,
                    export,
                    text,
                    plain: p,
                },
            ] => {
                assert_eq!((*id, *export), (3, what));
                assert!(text.starts_with(starts), "{text}");
                assert!(text.contains(name), "{text}");
                assert_eq!(!p.is_empty(), plain);
                let expected =
                    crate::editor::export::export(doc, crate::lang::Lang::Ja, what).unwrap();
                assert_eq!((text, p), (&expected.0, &expected.1));
            }
            other => panic!("{other:?}"),
        }
    }
}

/// A page writes an export's request with its own document type only ([`export_text`]): the
/// text reads back as the request, for both kinds.
#[test]
fn a_pages_export_request_reads_as_the_request() {
    let league: League = serde_json::from_str(include_str!(
        "../../../tests/fixtures/spec/fukui43-season.json"
    ))
    .unwrap();
    let event = crate::format::json::read_event(include_str!(
        "../../../tests/fixtures/swiss/fide-chess.json"
    ))
    .unwrap();
    let lang = crate::lang::Lang::Ja;
    for (text, document) in [
        (
            export_text(
                7,
                lang,
                crate::error::DocumentKind::League,
                &league,
                Export::Svg,
            ),
            Document::League(league.clone()),
        ),
        (
            export_text(
                7,
                lang,
                crate::error::DocumentKind::Event,
                &event,
                Export::Svg,
            ),
            Document::Event(event.clone()),
        ),
    ] {
        let request: Request = serde_json::from_str(&text).unwrap();
        assert_eq!(
            request,
            Request::Export {
                id: 7,
                lang: "ja".into(),
                document,
                export: Export::Svg
            }
        );
    }
}

/// A page reads only its kind's part answers and what it acts on: `ready`, `failed`,
/// `exported`; a whole run's `progress` and `done` are passed over, and another kind's part
/// answer does not read.
#[test]
fn a_page_reads_its_kinds_replies_only() {
    let replies = [
        Reply::Ready,
        Reply::Failed {
            id: 3,
            error: "why".into(),
        },
        Reply::Exported {
            id: 4,
            export: Export::Html,
            text: "<table>".into(),
            plain: "table".into(),
        },
    ];
    for reply in &replies {
        let text = super::text(reply);
        assert_eq!(whatif::Analysis::read(&text).unwrap().as_ref(), Some(reply));
        assert_eq!(
            swiss::prospects::Analysis::read(&text).unwrap().as_ref(),
            Some(reply)
        );
    }
    let progress = r#"{"kind":"progress","id":1,"progress":{}}"#;
    assert_eq!(whatif::Analysis::read(progress), Ok(None));
    assert_eq!(swiss::prospects::Analysis::read(progress), Ok(None));
    let swiss_part = r#"{"kind":"part","id":1,"done":{"kind":"swiss","done":{}}}"#;
    assert!(whatif::Analysis::read(swiss_part).is_err());
    let league_part = r#"{"kind":"part","id":1,"done":{"kind":"league","done":{}}}"#;
    assert!(swiss::prospects::Analysis::read(league_part).is_err());
    assert!(whatif::Analysis::read("not json").is_err());
}

/// An event that cannot be ranked is answered with why, in the request's language.
#[test]
fn an_export_of_an_unrankable_event_says_why() {
    let mut event = crate::format::json::read_event(include_str!(
        "../../../tests/fixtures/swiss/fide-chess.json"
    ))
    .unwrap();
    event.rules = Some("PTS,XYZ".into());
    let request = Request::Export {
        id: 4,
        lang: "en".into(),
        document: Document::Event(event),
        export: Export::Html,
    };
    match &exchange(&request)[..] {
        [Reply::Failed { id: 4, error }] => assert!(error.contains("XYZ"), "{error}"),
        other => panic!("{other:?}"),
    }
}

/// The worker pairs the round the director's panel is at as [`pair_stage`] does, worded in the
/// request's language; the page writes the request with [`pair_text`] and reads the answer
/// ([`WorkerRun::read`] of its Swiss run), while the league page passes it over. Cases: a round
/// paired, two players and no seed (the page offers to draw one), and a round robin (never
/// paired here: the engine's reason, in both languages).
#[test]
fn the_worker_pairs_a_round_as_the_director_would() {
    use crate::editor::swiss::{SwissAction, SwissEditor, new_event};
    let mut ed = SwissEditor::new(new_event(7));
    for k in 0..7 {
        ed.apply(SwissAction::AddPlayer {
            name: format!("P{k}"),
            rank: Some(format!("{}k", k + 1)),
            rating: None,
            club: None,
        })
        .unwrap();
    }
    let paired = ed.doc().clone();
    let mut no_seed = paired.clone();
    no_seed.pairing.as_mut().unwrap().seed = None;
    let mut round_robin = paired.clone();
    round_robin.system = crate::document::event::SystemKind::RoundRobin;
    let check = |event: &SwissEvent, lang: Lang, expect: &dyn Fn(&Stage<Refused>)| {
        let text = pair_text(9, lang, event, 0);
        let request: Request = serde_json::from_str(&text).unwrap();
        assert_eq!(
            request,
            Request::Pair {
                id: 9,
                lang: lang.tag().into(),
                event: event.clone(),
                round: 0
            }
        );
        let replies = exchange(&request);
        let [reply @ Reply::Paired { id: 9, stage }] = &replies[..] else {
            panic!("{replies:?}")
        };
        assert_eq!(**stage, pair_stage(event, 0).worded(lang));
        expect(stage);
        let read = swiss::prospects::Analysis::read(&super::text(reply)).unwrap();
        assert_eq!(read.as_ref(), Some(reply));
        assert_eq!(whatif::Analysis::read(&super::text(reply)), Ok(None));
    };
    check(&paired, Lang::En, &|stage| {
        let Stage::Pair {
            paired: Ok(Ok(p)), ..
        } = stage
        else {
            panic!("{stage:?}")
        };
        assert_eq!((p.pairs.len(), p.bye.is_some()), (3, true));
    });
    check(&no_seed, Lang::Ja, &|stage| {
        let Stage::Pair {
            paired: Err(refused),
            ..
        } = stage
        else {
            panic!("{stage:?}")
        };
        assert!(refused.no_seed, "{refused:?}");
    });
    for lang in [Lang::En, Lang::Ja] {
        check(&round_robin, lang, &|stage| {
            let Stage::Pair {
                paired: Err(refused),
                ..
            } = stage
            else {
                panic!("{stage:?}")
            };
            assert!(!refused.no_seed);
            let error = crate::error::Error::new(crate::error::ErrorKind::RoundRobinNotPaired)
                .with_path("system");
            assert_eq!(refused.message, error_message(lang, &error));
        });
    }
}
