//! The Swiss ranking benchmark's workloads and driver, shared by the native bench
//! (`benches/swiss.rs`) and the WebAssembly one in headless Chromium (`tests/wasm_bench.rs`),
//! so both measure the same work. The clock is passed in, as for the what-if workloads.
//!
//! The event (issue 12's speed target): `benches/fixtures/swiss-500x11.trf`, 500 players and 11
//! rounds written by FIDE's TieBreakServer generator (`tournamentgenerator.py -n 11 -p 500
//! -S 0.01 0.03 0.02 -g 500 1`: 1 % zero-point byes, 3 % half-point byes, 2 % forfeits, with
//! draws and a pairing-allocated bye when the number is odd), ranked under ten criteria:
//! [`CODES`]. Workloads:
//! - `swiss read TRF`: reading the TRF text and checking it into the engine's event;
//! - `swiss order`: [`hoshitori::engine::swiss::order`], every value of the ten criteria and the
//!   order with the criterion that separated each place;
//! - `swiss order+elements`: that plus every value's arithmetic as the engine gives it
//!   ([`hoshitori::engine::swiss::criteria::elements`]: each round's opponent, score, cut and
//!   unplayed-round contribution), for every player and criterion: what the page opens under a
//!   value and the CLI's `--explain` words;
//! - `swiss order+explain JSON`: the order and the arithmetic built into the JSON document
//!   `hoshitori rank --explain --format json` prints (the text apart);
//! - `swiss page analysis`: what the Swiss page computes on each change of the event
//!   ([`hoshitori::editor::swiss::SwissAnalysis::of`]: the check, the order and the pending
//!   games), from the document it holds.

use hoshitori::document::event::SwissEvent;
use hoshitori::editor::swiss::SwissAnalysis;
use hoshitori::format;

use super::timing::line;

const TRF: &str = include_str!("../fixtures/swiss-500x11.trf");
/// 500 players after 8 rounds paired by bbpPairings' Dutch engine (its generator, seed 500, no
/// forfeits or byes requested), `XXR 9`: round 9 is the Dutch workload (issue 34's target,
/// `scripts/dutch-bench.sh` times bbpPairings on the same file).
const DUTCH_TRF: &str = include_str!("../fixtures/dutch-500x8.trf");

/// Ten criteria of the FIDE Swiss list and around it.
pub const CODES: &str = "BH-C1,BH,SB,ARO,TPR,PTP,DE,WIN,WON,BPG";

fn event() -> SwissEvent {
    let mut event = format::read_event(TRF)
        .expect("a TRF file")
        .expect("the fixture reads");
    event.rules = Some(CODES.into());
    event
}

/// Runs every workload whose name contains `only` (all when empty), timing with `now`
/// (milliseconds); one line per workload.
pub fn run_all(now: &dyn Fn() -> f64, quick: bool, only: &str, out: &mut dyn FnMut(String)) {
    let runs = if quick { 3 } else { 50 };
    let event = event();
    let input = event.input(None, None).expect("the fixture is valid");
    let players = input.event.entrants().len() as f64;
    assert_eq!(players, 500.0);
    let names: Vec<String> = input.event.names();
    let mut time = |name: &str, f: &mut dyn FnMut()| {
        if !name.contains(only) {
            return;
        }
        let mut times = Vec::new();
        for _ in 0..runs {
            let t = now();
            f();
            times.push(now() - t);
        }
        out(line(name, &mut times, players, "player"));
    };
    time("swiss read TRF", &mut || {
        let e = format::read_event(std::hint::black_box(TRF))
            .expect("a TRF file")
            .expect("reads");
        std::hint::black_box(e.input(Some(CODES), None).expect("valid"));
    });
    time("swiss order", &mut || {
        let st = hoshitori::engine::swiss::order(&input.event, &input.codes, input.edition);
        assert_eq!(st.rows.len(), 500);
        std::hint::black_box(st);
    });
    time("swiss order+elements", &mut || {
        let st = hoshitori::engine::swiss::order(&input.event, &input.codes, input.edition);
        let mut count = 0;
        for row in &st.rows {
            for code in &st.codes {
                let els = hoshitori::engine::swiss::criteria::elements(
                    &input.event,
                    *code,
                    st.edition,
                    row.player,
                );
                count += els.len();
                std::hint::black_box(els);
            }
        }
        assert!(count > 0);
    });
    time("swiss order+explain JSON", &mut || {
        let st = hoshitori::engine::swiss::order(&input.event, &input.codes, input.edition);
        let doc =
            hoshitori::report::swiss::json(&names, &input.event, &input.rules, None, &st, true);
        std::hint::black_box(doc);
    });
    // The exports of the standings, ranked once: the image and the table to publish, each with
    // a row per player (`report::swiss_svg`, `report::swiss_html`).
    let st = hoshitori::engine::swiss::order(&input.event, &input.codes, input.edition);
    for (name, render) in [
        (
            "swiss standings SVG",
            hoshitori::report::swiss_svg::render as fn(_, _, _, _, _, _) -> String,
        ),
        (
            "swiss standings HTML",
            hoshitori::report::swiss_html::render,
        ),
    ] {
        time(name, &mut || {
            let lang = hoshitori::lang::Lang::Ja;
            let out = render(lang, &names, &input.event, &input.rules, None, &st);
            assert!(out.contains(&names[st.rows[499].player]));
            std::hint::black_box(out);
        });
    }
    time("swiss page analysis", &mut || {
        let a = SwissAnalysis::of(std::hint::black_box(&event)).expect("ranks");
        std::hint::black_box(a);
    });
}

/// An `n`-player Go event with `rounds` rounds paired by the Tagajo method (lots from the
/// seed), every game won by the higher-ranked player or by lot: the event before round
/// `rounds + 1`.
pub fn tagajo_event(n: usize, rounds: usize, seed: u64) -> hoshitori::engine::swiss::Event {
    use hoshitori::engine::swiss::pairing::{self, PairingSystem, Request};
    use hoshitori::engine::swiss::{Colour, Entrant, Event, GoScoring, Kind, Round, Scoring};
    let entrants: Vec<Entrant> = (0..n)
        .map(|i| Entrant {
            name: format!("P{i}"),
            go_rank: Some(5 - (i as i32 * 25 / n as i32)),
            ..Entrant::default()
        })
        .collect();
    let build = |records: &Vec<Vec<Round>>| {
        Event::new(
            entrants
                .iter()
                .cloned()
                .zip(records.iter().cloned())
                .collect(),
            hoshitori::engine::swiss::System::Swiss,
            Scoring::default(),
            GoScoring::default(),
        )
        .expect("a valid event")
    };
    let mut records: Vec<Vec<Round>> = vec![Vec::new(); n];
    for r in 0..rounds {
        let event = build(&records);
        let lots = pairing::lots(seed, r, n);
        let paired = pairing::pair(
            &event,
            &Request::new(PairingSystem::Tagajo, n, lots.clone()),
        )
        .expect("rounds up to half the players always pair");
        for row in records.iter_mut() {
            row.push(Round::bye(Kind::PairingBye));
        }
        for p in &paired.pairs {
            // The stronger wins, three times in four; else the other.
            let strong = if entrants[p.high].go_rank >= entrants[p.low].go_rank {
                p.high
            } else {
                p.low
            };
            let weak = p.high + p.low - strong;
            let (w, l) = if lots[p.high] % 4 == 0 {
                (weak, strong)
            } else {
                (strong, weak)
            };
            let rec = |kind, opponent, colour| Round {
                kind,
                opponent: Some(opponent),
                colour: Some(colour),
                handicap: 0,
            };
            records[w][r] = rec(Kind::Win, l, Colour::White);
            records[l][r] = rec(Kind::Loss, w, Colour::Black);
        }
    }
    build(&records)
}

/// The pairing workloads (issue 13's speed target): round 7 of a 200-player event by the
/// Tagajo method and by SwigPro's order (the order and the pairs), and a harder case for the
/// pairing itself, round 60 of 120 players (everyone has met half the others, so many
/// candidates are passed over), its order computed once and timed apart (the Tagajo criteria
/// over 59 rounds are the slow part there, not the pairing).
pub fn run_pairing(now: &dyn Fn() -> f64, quick: bool, only: &str, out: &mut dyn FnMut(String)) {
    use hoshitori::engine::swiss::pairing::{self, PairingSystem, Request};
    let runs = if quick { 3 } else { 50 };
    for (name, n, before, system, whole) in [
        (
            "pair 200 players round 7",
            200,
            6,
            PairingSystem::Tagajo,
            true,
        ),
        (
            "pair 200 round 7 swigpro",
            200,
            6,
            PairingSystem::SwigPro,
            true,
        ),
        (
            "pair 120 round 60, pairs",
            120,
            59,
            PairingSystem::Tagajo,
            false,
        ),
    ] {
        if !name.contains(only) || (quick && before > 6) {
            continue;
        }
        let event = tagajo_event(n, before, 7);
        let request = Request::new(system, n, pairing::lots(7, before, n));
        let order = pairing::order(&event, &request);
        let mut times = Vec::new();
        for _ in 0..runs {
            let t = now();
            let paired = if whole {
                pairing::pair(&event, &request)
            } else {
                pairing::pair_order(&event, order.clone(), &request)
            }
            .expect("pairs");
            times.push(now() - t);
            assert_eq!(paired.pairs.len(), n / 2);
        }
        out(line(name, &mut times, n as f64, "player"));
        if !whole {
            // The order alone: the Tagajo criteria over every round, for every player.
            let mut times = Vec::new();
            for _ in 0..3 {
                let t = now();
                let again = pairing::order(&event, &request);
                times.push(now() - t);
                assert_eq!(again.len(), n);
            }
            out(line(
                "pair 120 round 60, order",
                &mut times,
                n as f64,
                "player",
            ));
        }
    }
}

/// The FIDE Dutch system's workload: round 9 of the 500-player event of `DUTCH_TRF`, through
/// the document as `hoshitori pair` runs it.
pub fn run_dutch(now: &dyn Fn() -> f64, quick: bool, only: &str, out: &mut dyn FnMut(String)) {
    let name = "pair dutch 500 players round 9";
    if quick || !name.contains(only) {
        return;
    }
    let event = format::read_event(DUTCH_TRF)
        .expect("a TRF file")
        .expect("the fixture reads");
    let mut times = Vec::new();
    for _ in 0..3 {
        let t = now();
        let paired = event
            .pair_round(8, None, false)
            .expect("a round to pair")
            .expect("pairs");
        times.push(now() - t);
        assert_eq!(paired.pairs.len(), 250);
    }
    out(line(name, &mut times, 500.0, "player"));
}

/// Swiss what-if workloads (issue 14 item 5): the last round of the 500-player event (250
/// games) under its ten criteria, and the last round (round 6) of a 120-player Tagajo event;
/// each the event before that round, the round to play, the list and the edition.
pub fn whatif_cases() -> Vec<(
    &'static str,
    hoshitori::engine::swiss::Event,
    hoshitori::engine::swiss::prospects::Upcoming,
    Vec<hoshitori::engine::swiss::Code>,
    hoshitori::engine::swiss::Edition,
)> {
    use hoshitori::engine::swiss::prospects::split;
    let big = event().input(None, None).expect("the fixture is valid");
    let tagajo = tagajo_event(120, 6, 7);
    let tagajo_codes = hoshitori::engine::swiss::Preset::find("tagajo")
        .expect("the tagajo preset")
        .parsed();
    let (b0, b1) = split(&big.event, 10).expect("the first rounds of a valid event");
    let (t0, t1) = split(&tagajo, 5).expect("the first rounds of a valid event");
    vec![
        (
            "swiss what-if 500 last round",
            b0,
            b1,
            big.codes.clone(),
            big.edition,
        ),
        (
            "swiss what-if 120 tagajo last round",
            t0,
            t1,
            tagajo_codes,
            hoshitori::engine::swiss::Edition::Fide2026,
        ),
    ]
}

/// The whole answer as the CLI gives it (±0.5 pp, the searches, the first 8 places' share).
pub fn whatif_every_answer() -> hoshitori::engine::swiss::prospects::Options {
    hoshitori::engine::swiss::prospects::Options {
        seats: Some(8),
        ..Default::default()
    }
}

/// Times [`whatif_cases`] on one thread: the ranking of one drawn outcome, then the whole
/// answer ([`whatif_every_answer`]).
pub fn run_whatif(now: &dyn Fn() -> f64, quick: bool, only: &str, out: &mut dyn FnMut(String)) {
    use hoshitori::engine::swiss::prospects::{Options, analyse};
    let runs = if quick { 1 } else { 5 };
    for (name, before, upcoming, codes, edition) in whatif_cases() {
        if !name.contains(only) {
            continue;
        }
        let per_outcome = Options {
            samples: if quick { 256 } else { 2048 },
            precision: None,
            search_budget: 0,
            ..Options::default()
        };
        for (what, options, count, runs) in [
            (
                "drawn outcomes",
                per_outcome,
                per_outcome.samples as f64,
                runs,
            ),
            ("every answer", whatif_every_answer(), 1.0, runs.min(3)),
        ] {
            // In the browser a test runs in one go, and the driver gives up on a page busy for
            // 20 s: the 500 players' whole answer (about 15 s a run there) is native only.
            let wasm = cfg!(target_arch = "wasm32");
            if count == 1.0 && (quick || (wasm && name.contains("500"))) {
                continue;
            }
            let runs = if wasm && count == 1.0 { 1 } else { runs };
            let mut times = Vec::new();
            let mut outcomes = 0;
            for _ in 0..runs {
                let t = now();
                let p = analyse(&before, &upcoming, &codes, edition, &options).expect("analyses");
                times.push(now() - t);
                outcomes = p.outcomes;
                std::hint::black_box(p);
            }
            let unit = if count > 1.0 { "outcome" } else { "run" };
            out(line(&format!("{name}, {what}"), &mut times, count, unit)
                + &format!(" ({outcomes} outcomes)"));
        }
    }
}
