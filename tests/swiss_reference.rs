//! A reference for the Swiss criteria, written independently of `src/engine/swiss/` from the
//! definitions of `swiss.md` (§0-§3), checked against the engine on thousands of random events
//! with every kind of round: games with both colours, draws, forfeit wins and losses, double
//! forfeits, pairing-allocated, full-point, half-point and zero-point byes, withdrawals (zero-
//! point byes to the end), rematches and unrated players.
//!
//! The reference works in plain numbers of quarter points, round by round, in the most direct
//! way the text allows; it shares no code with the engine but the event it reads.

use hoshitori::engine::league::criteria::Value;
use hoshitori::engine::swiss::{
    self, Code, Colour, Edition, Entrant, Event, GoScoring, Kind, Round, Scoring, System,
};

/// xorshift64*: a small deterministic generator for the random events.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// A random event: 2-12 players, 1-7 rounds.
#[allow(clippy::needless_range_loop)] // rounds index every player's records
fn random_event(rng: &mut Rng) -> Event {
    let n = 2 + rng.below(11) as usize;
    let rounds = 1 + rng.below(7) as usize;
    let mut records = vec![vec![Round::bye(Kind::ZeroBye); rounds]; n];
    let withdraws: Vec<Option<usize>> = (0..n)
        .map(|_| rng.chance(10).then(|| rng.below(rounds as u64) as usize))
        .collect();
    for r in 0..rounds {
        let mut present = Vec::new();
        for p in 0..n {
            if withdraws[p].is_some_and(|w| r >= w) {
                continue; // a zero-point bye, as initialised
            }
            match rng.below(100) {
                0..=5 => records[p][r] = Round::bye(Kind::HalfBye),
                6..=9 => records[p][r] = Round::bye(Kind::ZeroBye),
                10..=11 => records[p][r] = Round::bye(Kind::FullBye),
                _ => present.push(p),
            }
        }
        // Shuffle, then pair neighbours; the odd one out gets the pairing-allocated bye.
        for k in (1..present.len()).rev() {
            let j = rng.below(k as u64 + 1) as usize;
            present.swap(k, j);
        }
        if present.len() % 2 == 1 {
            let p = present.pop().unwrap();
            records[p][r] = Round::bye(Kind::PairingBye);
        }
        for pair in present.chunks(2) {
            let (w, b) = (pair[0], pair[1]);
            let (kw, kb) = match rng.below(100) {
                0..=34 => (Kind::Win, Kind::Loss),
                35..=64 => (Kind::Loss, Kind::Win),
                65..=89 => (Kind::Draw, Kind::Draw),
                90..=94 => (Kind::ForfeitWin, Kind::ForfeitLoss),
                95..=97 => (Kind::ForfeitLoss, Kind::ForfeitWin),
                _ => (Kind::ForfeitLoss, Kind::ForfeitLoss),
            };
            let game = |kind, opponent, colour| Round {
                kind,
                opponent: Some(opponent),
                colour: Some(colour),
                handicap: 0,
            };
            records[w][r] = game(kw, b, Colour::White);
            records[b][r] = game(kb, w, Colour::Black);
        }
    }
    let players = records
        .into_iter()
        .enumerate()
        .map(|(p, rec)| {
            let entrant = Entrant {
                name: format!("P{p}"),
                rating: (!rng.chance(8)).then(|| 1400 + rng.below(1000) as u32),
                go_rank: None,
                smms: None,
            };
            (entrant, rec)
        })
        .collect();
    Event::new(
        players,
        System::Swiss,
        Scoring::default(),
        GoScoring::default(),
    )
    .unwrap()
}

/// The reference, in quarter points (a win 4).
struct Reference<'a> {
    e: &'a Event,
}

const W: i64 = 4;
const D: i64 = 2;

impl Reference<'_> {
    fn rounds(&self) -> usize {
        self.e.rounds()
    }
    fn kind(&self, p: usize, r: usize) -> Kind {
        self.e.record(p, r).kind
    }
    fn opp(&self, p: usize, r: usize) -> Option<usize> {
        self.e.record(p, r).opponent
    }
    /// §1.2: chess points per kind.
    fn pts(&self, p: usize, r: usize) -> i64 {
        match self.kind(p, r) {
            Kind::Win | Kind::ForfeitWin | Kind::PairingBye | Kind::FullBye => W,
            Kind::Draw | Kind::HalfBye => D,
            _ => 0,
        }
    }
    fn total(&self, p: usize) -> i64 {
        (0..self.rounds()).map(|r| self.pts(p, r)).sum()
    }
    fn after(&self, p: usize, r: usize) -> i64 {
        (0..r).map(|k| self.pts(p, k)).sum()
    }
    fn otb(&self, p: usize, r: usize) -> bool {
        matches!(self.kind(p, r), Kind::Win | Kind::Draw | Kind::Loss)
    }
    /// §2.2: a voluntary unplayed round: a requested bye or a forfeit loss.
    fn vur(&self, p: usize, r: usize) -> bool {
        matches!(
            self.kind(p, r),
            Kind::HalfBye | Kind::ZeroBye | Kind::Absent | Kind::ForfeitLoss
        )
    }
    /// Whether every round after `r` is a VUR ("followed only by VURs", or the last round).
    fn only_vurs_after(&self, p: usize, r: usize) -> bool {
        (r + 1..self.rounds()).all(|k| self.vur(p, k))
    }
    /// §2.1: the score opponents see.
    fn seen(&self, q: usize, ed: Edition) -> i64 {
        (0..self.rounds())
            .map(|r| {
                let k = self.kind(q, r);
                let draw = match ed {
                    Edition::Plain => false,
                    Edition::Fide2009 => !self.otb(q, r),
                    Edition::Fide2023r => self.vur(q, r) && self.only_vurs_after(q, r),
                    Edition::Fide2024 | Edition::Fide2026 => {
                        matches!(k, Kind::HalfBye | Kind::ZeroBye | Kind::Absent)
                            && self.only_vurs_after(q, r)
                    }
                };
                if draw { D } else { self.pts(q, r) }
            })
            .sum()
    }
    /// One element per round (`None`: no element): (score, points, is a VUR).
    fn element(&self, p: usize, r: usize, ed: Edition) -> Option<(i64, i64, bool)> {
        let pts = self.pts(p, r);
        let own = self.total(p);
        let rounds = self.rounds() as i64;
        if ed == Edition::Plain {
            return self.opp(p, r).map(|q| (self.total(q), pts, false));
        }
        if self.otb(p, r) {
            let q = self.opp(p, r).unwrap();
            return Some((self.seen(q, ed), pts, false));
        }
        let score = match ed {
            Edition::Fide2009 => self.after(p, r) + (W - pts) + D * (rounds - r as i64 - 1),
            Edition::Fide2023r | Edition::Fide2024 => own,
            _ => match self.opp(p, r) {
                Some(q) => own.min(self.seen(q, ed)),
                None => own.min(D * rounds),
            },
        };
        Some((score, pts, self.vur(p, r)))
    }
    /// §2.3/§2.4 with cuts; `sb`: Sonneborn-Berger.
    fn bh_sb(&self, p: usize, ed: Edition, sb: bool, low: u8, high: u8) -> i64 {
        let mut els: Vec<(i64, i64, bool)> = (0..self.rounds())
            .filter_map(|r| self.element(p, r, ed))
            .collect();
        let contribution = |e: &(i64, i64, bool)| if sb { e.0 * e.1 / 4 } else { e.0 };
        for _ in 0..low {
            if els.is_empty() {
                break;
            }
            // The least significant: lowest score, then lowest contribution.
            let least = (0..els.len())
                .min_by_key(|&i| (els[i].0, contribution(&els[i])))
                .unwrap();
            let vur = (0..els.len())
                .filter(|&i| els[i].2)
                .min_by_key(|&i| contribution(&els[i]));
            let cut = match (ed, vur) {
                (Edition::Fide2023r, Some(v)) => v,
                (Edition::Fide2024 | Edition::Fide2026, Some(v))
                    if contribution(&els[v]) >= contribution(&els[least]) =>
                {
                    v
                }
                _ => least,
            };
            els.remove(cut);
        }
        for _ in 0..high {
            if els.is_empty() {
                break;
            }
            let most = (0..els.len())
                .max_by_key(|&i| (els[i].0, contribution(&els[i])))
                .unwrap();
            els.remove(most);
        }
        els.iter().map(contribution).sum()
    }
    fn count(&self, p: usize, f: impl Fn(Kind, Option<Colour>) -> bool) -> i64 {
        (0..self.rounds())
            .filter(|&r| f(self.kind(p, r), self.e.record(p, r).colour))
            .count() as i64
    }
    /// Go (§3): NBW, with byes worth 1 and absences 0, rounded down.
    fn nbw(&self, p: usize) -> i64 {
        let mut games = 0;
        let mut other = 0;
        for r in 0..self.rounds() {
            match self.kind(p, r) {
                Kind::Win | Kind::ForfeitWin => games += W,
                Kind::Draw => games += D,
                Kind::Loss | Kind::ForfeitLoss => {}
                Kind::PairingBye | Kind::FullBye => other += W,
                Kind::HalfBye => other += D,
                Kind::ZeroBye | Kind::Absent => {}
            }
        }
        games + other / W * W
    }
    fn sosw(&self, p: usize, low: u8, high: u8) -> i64 {
        let mut v: Vec<i64> = (0..self.rounds())
            .map(|r| self.opp(p, r).map_or(0, |q| self.nbw(q)))
            .collect();
        v.sort_unstable();
        let (l, h) = (usize::from(low).min(v.len()), usize::from(high));
        v[l..v.len().saturating_sub(h).max(l)].iter().sum()
    }
    fn sodos(&self, p: usize) -> i64 {
        (0..self.rounds())
            .filter_map(|r| {
                let q = self.opp(p, r)?;
                let result = match self.kind(p, r) {
                    Kind::Win | Kind::ForfeitWin => 4,
                    Kind::Draw => 2,
                    _ => 0,
                };
                Some(self.nbw(q) * result / 4)
            })
            .sum()
    }

    /// The reference value of `code` (`None` where the reference has none).
    fn value(&self, code: &str, p: usize, ed: Edition) -> Option<Value> {
        let pts = |q: i64| Some(Value::Points(hoshitori::engine::Score::from_quarters(q)));
        let count = |c: i64| Some(Value::Count(c as u32));
        let rounds = self.rounds();
        match code {
            "PTS" => pts(self.total(p)),
            "BH" => pts(self.bh_sb(p, ed, false, 0, 0)),
            "BH-C1" => pts(self.bh_sb(p, ed, false, 1, 0)),
            "BH-C2" => pts(self.bh_sb(p, ed, false, 2, 0)),
            "BH-M1" => pts(self.bh_sb(p, ed, false, 1, 1)),
            "BH-M2" => pts(self.bh_sb(p, ed, false, 2, 2)),
            "SB" => pts(self.bh_sb(p, ed, true, 0, 0)),
            "SB-C1" => pts(self.bh_sb(p, ed, true, 1, 0)),
            "SB-C2" => pts(self.bh_sb(p, ed, true, 2, 0)),
            "KS" => {
                // §2.6: Swiss maximum = rounds.
                let limit2 = W * rounds as i64;
                pts((0..rounds)
                    .filter(|&r| self.opp(p, r).is_some_and(|q| 2 * self.total(q) >= limit2))
                    .map(|r| self.pts(p, r))
                    .sum())
            }
            "WIN" => count((0..rounds).filter(|&r| self.pts(p, r) == W).count() as i64),
            "WON" => count(self.count(p, |k, _| k == Kind::Win)),
            "BPG" => count(self.count(p, |k, c| {
                matches!(k, Kind::Win | Kind::Draw | Kind::Loss) && c == Some(Colour::Black)
            })),
            "BWG" => count(self.count(p, |k, c| k == Kind::Win && c == Some(Colour::Black))),
            "PS" => pts((1..=rounds).map(|r| self.after(p, r)).sum()),
            "PS-C1" => pts((2..=rounds).map(|r| self.after(p, r)).sum()),
            "REP" => count(rounds as i64 - (0..rounds).filter(|&r| self.vur(p, r)).count() as i64),
            "ARO" | "ARO-C1" => {
                // C.07 Art. 10: dropped for everyone when a participant is unrated.
                if (0..self.e.players()).any(|q| self.e.entrant(q).rating.is_none()) {
                    return Some(Value::Rating(None));
                }
                let mut ratings = Vec::new();
                for r in 0..rounds {
                    if self.otb(p, r) {
                        match self.e.entrant(self.opp(p, r).unwrap()).rating {
                            Some(x) => ratings.push(i64::from(x)),
                            None => return Some(Value::Rating(None)),
                        }
                    }
                }
                if code == "ARO-C1" && !ratings.is_empty() {
                    let lowest = (0..ratings.len()).min_by_key(|&i| ratings[i]).unwrap();
                    ratings.remove(lowest);
                }
                if ratings.is_empty() {
                    return Some(Value::Rating(None));
                }
                let sum: i64 = ratings.iter().sum();
                let k = ratings.len() as i64;
                // Rounded half up: floor(sum / k + 1/2).
                Some(Value::Rating(Some((2 * sum + k).div_euclid(2 * k))))
            }
            "NBW" => pts(self.nbw(p)),
            "SOSW" => pts(self.sosw(p, 0, 0)),
            "SOSW-C1" => pts(self.sosw(p, 1, 0)),
            "SOSW-M1" => pts(self.sosw(p, 1, 1)),
            "SOSOSW" => pts((0..rounds)
                .filter_map(|r| self.opp(p, r))
                .map(|q| self.sosw(q, 0, 0))
                .sum()),
            "SODOSW" => pts(self.sodos(p)),
            "SODOSODOSW" => pts((0..rounds)
                .filter(|&r| matches!(self.kind(p, r), Kind::Win | Kind::ForfeitWin))
                .filter_map(|r| self.opp(p, r))
                .map(|q| self.sodos(q))
                .sum()),
            "CUSSW" => {
                // Go's running NBW, byes rounded down at each step.
                let mut sum = 0;
                for r in 1..=rounds {
                    let mut games = 0;
                    let mut other = 0;
                    for k in 0..r {
                        match self.kind(p, k) {
                            Kind::Win | Kind::ForfeitWin => games += W,
                            Kind::Draw => games += D,
                            Kind::PairingBye | Kind::FullBye => other += W,
                            Kind::HalfBye => other += D,
                            _ => {}
                        }
                    }
                    sum += games + other / W * W;
                }
                pts(sum)
            }
            _ => None,
        }
    }
}

const CODES: [&str; 29] = [
    "PTS",
    "BH",
    "BH-C1",
    "BH-C2",
    "BH-M1",
    "BH-M2",
    "SB",
    "SB-C1",
    "SB-C2",
    "KS",
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "PS",
    "PS-C1",
    "REP",
    "ARO",
    "ARO-C1",
    "NBW",
    "SOSW",
    "SOSW-C1",
    "SOSW-M1",
    "SOSOSW",
    "SODOSW",
    "SODOSODOSW",
    "CUSSW",
    "BH",
    "SB",
];

/// 3,000 random events, every code above under every edition, for every player.
#[test]
fn engine_agrees_with_the_reference() {
    let mut rng = Rng(0x5EED_2026_1123);
    let mut compared = 0u64;
    let mut kinds = std::collections::HashSet::new();
    for case in 0..3000 {
        let e = random_event(&mut rng);
        let reference = Reference { e: &e };
        for p in 0..e.players() {
            for r in 0..e.rounds() {
                kinds.insert(format!("{:?}", e.record(p, r).kind));
            }
            for code in CODES {
                let c = Code::parse(code).unwrap();
                for ed in Edition::ALL {
                    let want = reference.value(code, p, ed);
                    let got = swiss::criteria::value(&e, c, ed, p);
                    assert_eq!(
                        got,
                        want,
                        "case {case}, player {p}, {code} under {}: {:?}",
                        ed.id(),
                        (0..e.rounds()).map(|r| e.record(p, r)).collect::<Vec<_>>()
                    );
                    compared += 1;
                }
            }
        }
    }
    // Every kind of round occurred (absences are Go's word for a zero-point bye).
    assert_eq!(kinds.len(), 9, "{kinds:?}");
    assert!(compared > 1_000_000, "{compared}");
}

/// With criteria that do not depend on the tied group, the order is a sort by the list of
/// values, and a place is one plus the players strictly ahead ("1224").
#[test]
fn order_is_a_lexicographic_sort_with_shared_places() {
    let mut rng = Rng(0xC0FFEE);
    for _ in 0..1000 {
        let e = random_event(&mut rng);
        let codes: Vec<Code> = ["PTS", "BH-C1", "SB", "WIN"]
            .iter()
            .map(|c| Code::parse(c).unwrap())
            .collect();
        let st = swiss::order(&e, &codes, Edition::Fide2024);
        let key = |p: usize| -> Vec<i64> {
            codes
                .iter()
                .map(|&c| {
                    swiss::criteria::value(&e, c, Edition::Fide2024, p)
                        .unwrap()
                        .key()
                })
                .collect()
        };
        for row in &st.rows {
            let ahead = (0..e.players())
                .filter(|&q| key(q) > key(row.player))
                .count();
            let level = (0..e.players())
                .filter(|&q| key(q) == key(row.player))
                .count();
            assert_eq!((row.place, row.place_to), (ahead + 1, ahead + level));
        }
        for pair in st.rows.windows(2) {
            assert!(key(pair[0].player) >= key(pair[1].player));
            // The separation names the first criterion that differs.
            let (a, b) = (key(pair[0].player), key(pair[1].player));
            let first = (0..codes.len()).find(|&k| a[k] != b[k]);
            assert_eq!(pair[1].separation.map(|s| s.step), first);
        }
    }
}
