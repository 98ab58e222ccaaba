//! The ko endgame helper's workloads (issue 35): positions with 1,000 pure threats a side and
//! 1,000 yose, one per ko state, answered by the method (the decision with its working, and the
//! optimal line: about 3,000 decisions). The values are drawn from a fixed seed, so every run
//! times the same positions.

use hoshitori::engine::ko::{self, Position, Side, State};
use hoshitori::engine::score::Score;

use super::timing::line;

/// A position of `n` threats a side and `n` yose, values in quarter points up to 100 points.
pub fn position(n: usize, state: State) -> Position {
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut value = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        Score::from_quarters(1 + (x % 400) as i64)
    };
    let yose: Vec<Score> = (0..n).map(|_| value()).collect();
    let black: Vec<Score> = (0..n).map(|_| value()).collect();
    let white: Vec<Score> = (0..n).map(|_| value()).collect();
    // The pending threat not below the largest yose (the method's domain).
    let pending = (state == State::Connect).then_some(Score::from_points(101));
    Position::new(
        Score::from_points(60),
        Side::White,
        state,
        pending,
        yose,
        black,
        white,
    )
    .expect("a valid position")
}

pub fn run_ko(now: &dyn Fn() -> f64, quick: bool, only: &str, out: &mut dyn FnMut(String)) {
    let n = if quick { 50 } else { 1000 };
    for state in State::ALL {
        let name = format!("ko {n}+{n} threats {n} yose {}", state.id());
        if !name.contains(only) {
            continue;
        }
        let pos = position(n, state);
        // One run untimed: the browser compiles the WebAssembly in tiers as it runs.
        ko::analyse(&pos, false);
        let mut times = Vec::new();
        for _ in 0..if quick { 1 } else { 20 } {
            let t = now();
            let answer = ko::analyse(&pos, false);
            times.push(now() - t);
            assert!(matches!(answer.method, ko::Method::Answered { .. }));
        }
        out(line(&name, &mut times, (3 * n) as f64, "item"));
    }
}

/// The exhaustive search at its limit: 12 items (4 yose, 4 threats a side), distinct values,
/// each state.
pub fn run_search(now: &dyn Fn() -> f64, quick: bool, only: &str, out: &mut dyn FnMut(String)) {
    for state in State::ALL {
        let name = format!("ko search 12 items {}", state.id());
        if quick || !name.contains(only) {
            continue;
        }
        let q = |v: &[i64]| {
            v.iter()
                .map(|&x| Score::from_quarters(x))
                .collect::<Vec<_>>()
        };
        let pending = (state == State::Connect).then_some(Score::from_quarters(46));
        let (black, white) = if pending.is_some() {
            (q(&[53, 31, 19, 9]), q(&[47, 29, 13]))
        } else {
            (q(&[53, 31, 19, 9]), q(&[47, 29, 13, 7]))
        };
        let pos = Position::new(
            Score::from_quarters(50),
            Side::Black,
            state,
            pending,
            q(&[43, 37, 23, 11]),
            black,
            white,
        )
        .expect("a valid position");
        assert_eq!(pos.items(), ko::search::MAX_ITEMS);
        let mut times = Vec::new();
        let mut states = 0;
        for _ in 0..3 {
            let t = now();
            let found = ko::search::best(&pos);
            times.push(now() - t);
            states = found.states;
        }
        out(line(
            &format!("{name} ({states} states)"),
            &mut times,
            states as f64,
            "state",
        ));
    }
}
