//! The FIDE (Dutch) system, C.04.3 as approved in October 2025 and applied from February 2026
//! (criteria C1–C21, colour rules 5.2.1–5.2.5), with the bye of C.04.1/C.04.2.
//!
//! The rules describe a search: brackets from the top score down, in each one candidate
//! pairings generated in a fixed order (transpositions of S2, then exchanges between S1 and
//! S2) and the first that best meets the quality criteria taken. The same choice is made here
//! as a sequence of maximum-weight matchings over all the players still to pair, the approach
//! of bbpPairings (a FIDE-endorsed engine, whose documented design this follows; no code is
//! taken from it): each edge's weight packs the criteria into one number, the most important in
//! the highest bits, so that a heavier matching is a better pairing by the rules ([`weights`]).
//! Pairing all the remaining players at once is what makes the completion criterion (C4: the
//! rest of the round can still be paired) hold by construction.
//!
//! Bracket by bracket ([`run`]): the bracket's moved-down players (MDPs) that can be paired are
//! chosen from the top, then their opponents (the lowest acceptable resident first); in the
//! remainder, the matching gives the number of pairs and which players must be exchanged
//! between S1 and S2, and the players are then fixed one at a time, each time keeping the best
//! weight, in the order of the rules' generation: fewest exchanges, the smallest differences of
//! bracket sequence numbers, then S1's players from the top take the first acceptable S2
//! player. Whoever is left moves down to the next bracket.
//!
//! Cost: one matching is O(n³) over the n players still to pair; the procedure runs one per
//! player fixed, so O(n⁴) in the worst case per round.

mod colours;
mod players;
mod weights;
mod wide;

use serde::{Deserialize, Serialize};

pub use colours::ColourRule;
pub use players::{Facts, Float};

use crate::engine::score::Score;
use crate::engine::swiss::{Colour, Event};
use weights::Layout;
use wide::Wide;

/// What the round's pairing needs besides the event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Who is paired (absent, withdrawn and requested byes are `false`).
    pub present: Vec<bool>,
    /// Pairs the organiser keeps apart (same club or federation), as player indices.
    pub forbidden: Vec<(usize, usize)>,
    /// The colour of pairing number 1 in round 1 (TRF `XXC white1` / `black1`).
    pub first_colour: Colour,
    /// The rounds the event will have: in the last round, topscorers may meet with the same
    /// absolute colour preference (C3).
    pub planned_rounds: usize,
    /// Accelerated pairing (C.04.5): `acceleration[p][r]`, the virtual points player `p` has
    /// when round `r` is paired (missing: none). [`baku`] gives the Baku method's.
    pub acceleration: Vec<Vec<Score>>,
}

/// The Baku acceleration (C.04.5.1) for `players` players in the initial order and `rounds`
/// rounds, with `win` points for a win: the first 2·⌈players/4⌉ (group A) have one win's
/// points in the first half (rounded up) of the accelerated rounds and half of that in the
/// rest; the accelerated rounds are the first half (rounded up) of the event.
pub fn baku(players: usize, rounds: usize, win: Score) -> Vec<Vec<Score>> {
    let group_a = 2 * players.div_ceil(4);
    let accelerated = rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    let half = Score::from_quarters(win.quarters() / 2);
    (0..players)
        .map(|p| {
            (0..rounds)
                .map(|r| match (p < group_a, r) {
                    (true, r) if r < full => win,
                    (true, r) if r < accelerated => half,
                    _ => Score::ZERO,
                })
                .collect()
        })
        .collect()
}

/// One game of the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub white: usize,
    pub black: usize,
    pub rule: ColourRule,
    /// The score of the bracket the game was paired in (its resident score group); a player
    /// with more floated down into it.
    pub bracket: Score,
}

/// A round paired by the Dutch system.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The players paired, in the pairing order (A.2: score, then pairing number).
    pub order: Vec<usize>,
    /// In the order of publication: the higher-ranked player's score and rank.
    pub games: Vec<Game>,
    /// The pairing-allocated bye.
    pub bye: Option<usize>,
}

/// No pairing meets the absolute criteria (C1–C3) and gives at most one bye to a player still
/// allowed one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoPairing {
    pub order: Vec<usize>,
}

/// The players present, as the Dutch system sees them, in the pairing order (A.2: score, then
/// pairing number).
fn present_facts(event: &Event, setup: &Setup) -> Vec<Facts> {
    let present = |p: usize| setup.present.get(p).copied().unwrap_or(false);
    let acc = |p: usize, r: usize| {
        setup
            .acceleration
            .get(p)
            .and_then(|a| a.get(r))
            .copied()
            .unwrap_or(Score::ZERO)
    };
    // A.2 and 5.2.5: ranks count the players present now or paired before.
    let mut rank = 0;
    let mut sorted: Vec<Facts> = Vec::new();
    for p in 0..event.players() {
        let took_part = (0..event.rounds()).any(|r| {
            let k = event.record(p, r).kind;
            k.paired() || k == crate::engine::swiss::Kind::PairingBye
        });
        if present(p) || took_part {
            if present(p) {
                sorted.push(players::facts(event, p, rank, &acc));
            }
            rank += 1;
        }
    }
    sorted.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(a.rank.cmp(&b.rank))
            .then(a.player.cmp(&b.player))
    });
    sorted
}

/// What a round paired elsewhere breaks of the Dutch system's absolute criteria and colour
/// rules ([`audit`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "finding", rename_all = "snake_case")]
pub enum Finding {
    /// C1: the two have played each other already (or the organiser keeps them apart).
    Rematch { a: usize, b: usize },
    /// C3: both have the same absolute colour preference, and neither is a topscorer in the
    /// last round.
    SameAbsoluteColour { a: usize, b: usize, colour: Colour },
    /// C2: the bye to a player who had one already or scored a win without playing.
    ByeNotAllowed { player: usize },
    /// 5.2: the pair's colours are the other way round from what the rule gives.
    Colours {
        white: usize,
        black: usize,
        rule: ColourRule,
    },
    /// A player who plays the round is in no game and has no bye, or is in two.
    NotPairedOnce { player: usize },
}

/// Checks a round paired elsewhere (`games` as (white, black), and the bye) against the
/// absolute criteria C1–C3 and the colour rules, for `hoshitori pair --check`: a pairing that
/// breaks none may still rank lower on the quality criteria, which comparing it with [`pair`]'s
/// shows.
pub fn audit(
    event: &Event,
    setup: &Setup,
    games: &[(usize, usize)],
    bye: Option<usize>,
) -> Vec<Finding> {
    let sorted = present_facts(event, setup);
    let met = met_pairs(event, setup);
    let layout = Layout::new(event, setup, &sorted, &met);
    let at = |p: usize| sorted.iter().position(|f| f.player == p);
    let mut seen = vec![0u32; event.players()];
    let mut out = Vec::new();
    for &(white, black) in games {
        for p in [white, black] {
            if let Some(s) = seen.get_mut(p) {
                *s += 1;
            }
        }
        let (Some(a), Some(b)) = (at(white), at(black)) else {
            continue;
        };
        match layout.incompatibility(a, b) {
            Some(weights::Why::Met) => out.push(Finding::Rematch { a: white, b: black }),
            Some(weights::Why::SameAbsoluteColour(colour)) => {
                out.push(Finding::SameAbsoluteColour {
                    a: white,
                    b: black,
                    colour,
                })
            }
            None => {}
        }
        let (colour, rule) = colours::allocate(&sorted[a], &sorted[b], setup.first_colour);
        if colour != Colour::White {
            out.push(Finding::Colours {
                white: black,
                black: white,
                rule,
            });
        }
    }
    if let Some(p) = bye {
        if let Some(s) = seen.get_mut(p) {
            *s += 1;
        }
        if at(p).is_some_and(|v| !sorted[v].bye_eligible) {
            out.push(Finding::ByeNotAllowed { player: p });
        }
    }
    for f in &sorted {
        if seen[f.player] != 1 {
            out.push(Finding::NotPairedOnce { player: f.player });
        }
    }
    out
}

/// Pairs the round after `event`'s rounds.
pub fn pair(event: &Event, setup: &Setup) -> Result<Round, NoPairing> {
    let sorted = present_facts(event, setup);
    let order: Vec<usize> = sorted.iter().map(|f| f.player).collect();
    if sorted.len() < 2 {
        return match sorted.first() {
            None => Ok(Round {
                order,
                games: vec![],
                bye: None,
            }),
            Some(f) if f.bye_eligible => Ok(Round {
                order,
                games: vec![],
                bye: Some(f.player),
            }),
            Some(_) => Err(NoPairing { order }),
        };
    }
    let met = met_pairs(event, setup);
    let layout = Layout::new(event, setup, &sorted, &met);
    let mates = run(&layout);
    let Some((mates, brackets)) = mates else {
        return Err(NoPairing { order });
    };
    let mut games = Vec::new();
    let mut bye = None;
    for (v, m) in mates.iter().enumerate() {
        match *m {
            Some(w) if v < w => {
                let (a, b) = (&sorted[v], &sorted[w]);
                let (colour, rule) = colours::allocate(a, b, setup.first_colour);
                let (white, black) = if colour == Colour::White {
                    (a.player, b.player)
                } else {
                    (b.player, a.player)
                };
                let bracket = brackets[v].unwrap_or(a.score.min(b.score));
                games.push((
                    v,
                    Game {
                        white,
                        black,
                        rule,
                        bracket,
                    },
                ));
            }
            Some(_) => {}
            None => bye = Some(sorted[v].player),
        }
    }
    // Publication order: the higher player's score, then the lower's, then the higher's rank.
    let facts_of = |v: usize| &sorted[v];
    games.sort_by_key(|(v, g)| {
        let other = if g.white == sorted[*v].player {
            g.black
        } else {
            g.white
        };
        let low = sorted.iter().find(|f| f.player == other).map(|f| f.score);
        (
            std::cmp::Reverse(facts_of(*v).score),
            std::cmp::Reverse(low.unwrap_or(Score::ZERO)),
            facts_of(*v).rank,
        )
    });
    Ok(Round {
        order,
        games: games.into_iter().map(|(_, g)| g).collect(),
        bye,
    })
}

/// The pairs that may not meet: games played over the board (C1; a forfeit is not a game) and
/// the organiser's.
fn met_pairs(event: &Event, setup: &Setup) -> std::collections::HashSet<(usize, usize)> {
    let mut met = std::collections::HashSet::new();
    for p in 0..event.players() {
        for r in 0..event.rounds() {
            let rec = event.record(p, r);
            if let (true, Some(q)) = (rec.kind.played(), rec.opponent) {
                met.insert((p.min(q), p.max(q)));
            }
        }
    }
    for &(a, b) in &setup.forbidden {
        met.insert((a.min(b), a.max(b)));
    }
    met
}

/// The small weights of the generation order and the chunk, added to an edge's criteria: a
/// signed number below them ([`Layout::order_bits`] bits).
type Low = Wide<4>;

/// One edge: its criteria ([`weights::Sym`], `None`: the two may not meet, or the procedure has
/// taken the edge away) and the small weights the procedure adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Edge {
    sym: Option<weights::Sym>,
    low: Low,
}

impl Edge {
    const ZERO: Edge = Edge {
        sym: None,
        low: Wide::ZERO,
    };

    fn of(sym: Option<weights::Sym>) -> Edge {
        Edge {
            sym,
            low: Wide::ZERO,
        }
    }

    fn is_zero(&self) -> bool {
        self.sym.is_none()
    }
}

impl std::ops::Add<Low> for Edge {
    type Output = Edge;
    fn add(self, x: Low) -> Edge {
        Edge {
            sym: self.sym,
            low: self.low + x,
        }
    }
}

impl std::ops::Sub<Low> for Edge {
    type Output = Edge;
    fn sub(self, x: Low) -> Edge {
        Edge {
            sym: self.sym,
            low: self.low - x,
        }
    }
}

/// The matching state: the edges over the players in pairing order and the last
/// maximum-weight matching.
struct Matcher<'a> {
    layout: &'a Layout,
    n: usize,
    weight: Vec<Edge>,
    /// `mate[v]`: v's partner, or v itself when unmatched.
    mate: Vec<usize>,
    /// Paired for good ([`Matcher::fix`]).
    fixed: Vec<bool>,
}

impl Matcher<'_> {
    fn set(&mut self, a: usize, b: usize, w: Edge) {
        let (i, j) = (a.min(b), a.max(b));
        self.weight[i * self.n + j] = w;
    }

    /// A maximum-weight matching of the players not yet paired for good (pairs fixed keep each
    /// other). The edges are packed into numbers just wide enough: the score-group fields hold
    /// only the groups some edge refers to (the bracket's, in practice), so that a round of
    /// hundreds of players is matched over a few hundred bits rather than a thousand.
    fn solve(&mut self) {
        let free: Vec<usize> = (0..self.n).filter(|&v| !self.fixed[v]).collect();
        let mut scores = Vec::new();
        for (i, &a) in free.iter().enumerate() {
            for &b in &free[i + 1..] {
                if let Some(sym) = &self.weight[a * self.n + b].sym {
                    for x in sym.scores() {
                        if !scores.contains(&x) {
                            scores.push(x);
                        }
                    }
                }
            }
        }
        let shifts = self.layout.shifts(&scores);
        let bits = self.layout.high_bits(&shifts) + self.layout.order_bits() + 6;
        let mate = match bits.div_ceil(64) {
            0..=4 => self.matching::<4>(&free, &shifts),
            5..=8 => self.matching::<8>(&free, &shifts),
            9..=16 => self.matching::<16>(&free, &shifts),
            _ => self.matching::<32>(&free, &shifts),
        };
        for (i, &a) in free.iter().enumerate() {
            self.mate[a] = mate[i].map_or(a, |j| free[j]);
        }
    }

    fn matching<const M: usize>(
        &self,
        free: &[usize],
        shifts: &weights::Shifts,
    ) -> Vec<Option<usize>> {
        let k = free.len();
        let order = self.layout.order_bits();
        let mut weight = vec![Wide::<M>::ZERO; k * k];
        for (i, &a) in free.iter().enumerate() {
            for (j, &b) in free.iter().enumerate().skip(i + 1) {
                let e = &self.weight[a * self.n + b];
                if let Some(sym) = &e.sym {
                    weight[i * k + j] =
                        self.layout.encode::<M>(sym, shifts).shl(order) + e.low.resize::<M>();
                }
            }
        }
        integer_blossom::max_weight_matching(&weight, k)
    }

    /// Fixes `a` with `b`: paired for good, left out of later matchings.
    fn fix(&mut self, a: usize, b: usize) {
        self.fixed[a] = true;
        self.fixed[b] = true;
        self.mate[a] = b;
        self.mate[b] = a;
    }
}

/// Each player's partner by index in the pairing order (`None`: the bye), and the score of
/// the bracket each pair was made in.
type Mates = (Vec<Option<usize>>, Vec<Option<Score>>);

/// The procedure over the players of `layout` (in pairing order); `None` when no pairing
/// exists.
fn run(layout: &Layout) -> Option<Mates> {
    let n = layout.n();
    let mut m = Matcher {
        layout,
        n,
        weight: vec![Edge::ZERO; n * n],
        mate: (0..n).collect(),
        fixed: vec![false; n],
    };
    // Can the round be paired at all, and with the bye in which score group?
    let first = if n % 2 == 1 {
        match layout.completion_bits().div_ceil(64) {
            0..=2 => first_matching::<2>(layout),
            3..=4 => first_matching::<4>(layout),
            5..=8 => first_matching::<8>(layout),
            _ => first_matching::<16>(layout),
        }
    } else {
        for l in 0..n {
            for h in 0..l {
                m.set(h, l, Edge::of(layout.edge(h, l, false, false, None)));
            }
        }
        m.solve();
        m.mate.clone()
    };
    if !layout.complete(&first) {
        return None;
    }
    m.mate = first;
    let mut bye = weights::Bye::none();
    if n % 2 == 1 {
        bye = layout.bye(&m.mate);
    }
    for l in 0..n {
        for h in 0..l {
            m.set(h, l, Edge::of(layout.edge(h, l, false, false, Some(&bye))));
        }
    }

    let score = |v: usize| layout.score(v);
    // The generation order's small weights sit above the chunk's bits.
    let extra = layout.chunk_bits();
    let unit = |x: u64| Low::from_u64(x).shl(extra);
    let mut matched = vec![false; n];
    let mut partner: Vec<Option<usize>> = vec![None; n];
    let mut bracket_score: Vec<Option<Score>> = vec![None; n];
    // The bracket: moved-down players first, then the residents, then the next score group.
    let mut bracket: Vec<usize> = (0..n).take_while(|&v| score(v) >= score(0)).collect();
    let mut next_group = bracket.len();
    let mut mdps = 0usize;
    let mut group_vertex = 0usize;
    let mut rounds_without_progress = 0;
    while bracket.len() > 1 || next_group < n {
        let before = (bracket.len(), next_group);
        let next_begin = bracket.len();
        let next_vertex = group_vertex + (next_begin - mdps);
        let group_start = next_group;
        while next_group < n && score(next_group) >= score(group_start) {
            bracket.push(next_group);
            next_group += 1;
        }
        let len = bracket.len();
        let in_range = |x: usize| x >= group_vertex && x < next_vertex;
        // base[l][h], h < l, l at or after the MDPs.
        let mut base: Vec<Vec<Edge>> = vec![Vec::new(); len];
        for l in mdps..len {
            base[l] = (0..l)
                .map(|h| {
                    Edge::of(layout.edge(
                        bracket[h],
                        bracket[l],
                        l < next_begin,
                        l >= next_begin,
                        Some(&bye),
                    ))
                })
                .collect();
            for h in 0..l {
                m.set(bracket[h], bracket[l], base[l][h]);
            }
        }
        let sg_bits = layout.group_bits();
        let exchange_weight =
            |base: &Vec<Vec<Edge>>, h: usize, l: usize, h_pos: usize, pairs: usize| {
                let w = base[l][h];
                if w.is_zero() {
                    return w;
                }
                let first = Low::from_u64(u64::from(h_pos < pairs)).shl(2 * sg_bits);
                let addend = (first - Wide::from_u64(h_pos as u64)).shl(1 + extra);
                w + addend
            };
        m.solve();

        // The moved-down players to pair, from the top.
        let mut md_score = Score::ZERO;
        let mut left_total = 0usize;
        let mut left_matched = 0usize;
        for pi in 0..mdps {
            if pi == 0 || score(bracket[pi]) < md_score {
                md_score = score(bracket[pi]);
                left_total = 0;
                left_matched = 0;
                let mut k = pi;
                while k < len && score(bracket[k]) >= md_score {
                    left_total += 1;
                    if in_range(m.mate[bracket[k]]) {
                        left_matched += 1;
                    }
                    k += 1;
                }
            }
            if left_matched == 0 {
                continue;
            }
            let pv = bracket[pi];
            if left_total <= left_matched {
                matched[pv] = true;
                continue;
            }
            left_total -= 1;
            if !in_range(m.mate[pv]) {
                for oi in mdps..next_begin {
                    let w = base[oi][pi];
                    if !w.is_zero() {
                        m.set(pv, bracket[oi], w + unit(1));
                    }
                }
                m.solve();
            }
            if in_range(m.mate[pv]) {
                matched[pv] = true;
                left_matched -= 1;
                for oi in mdps..next_begin {
                    let w = base[oi][pi];
                    if !w.is_zero() {
                        m.set(pv, bracket[oi], w + unit((next_begin - mdps) as u64 + 1));
                    }
                }
            }
        }
        // Their opponents: the lowest acceptable resident weighs least.
        for pi in 0..mdps {
            let pv = bracket[pi];
            if !matched[pv] {
                continue;
            }
            let mut addend = len as u64;
            let mut best = None;
            for oi in (mdps..next_begin).rev() {
                let ov = bracket[oi];
                if matched[ov] {
                    continue;
                }
                let w = base[oi][pi];
                if !w.is_zero() {
                    m.set(pv, ov, w + unit(addend));
                    addend += 1;
                    best = Some(ov);
                }
            }
            // The matching was the best before these small weights were added; if it already
            // gives the MDP the candidate with the largest, it still is.
            if best != Some(m.mate[pv]) {
                m.solve();
            }
            let mv = m.mate[pv];
            matched[mv] = true;
            m.fix(pv, mv);
        }

        // The remainder: residents not paired with an MDP.
        let mut remainder: Vec<usize> = Vec::new();
        let mut pairs = 0usize;
        for (pi, &pv) in bracket.iter().enumerate().take(next_begin).skip(mdps) {
            if m.mate[pv] < group_vertex {
                continue;
            }
            remainder.push(pi);
            if m.mate[pv] < pv {
                pairs += 1;
            }
        }
        let rlen = remainder.len();
        for oj in 0..rlen {
            for pj in 0..oj {
                let (pi, oi) = (remainder[pj], remainder[oj]);
                m.set(
                    bracket[pi],
                    bracket[oi],
                    exchange_weight(&base, pi, oi, pj, pairs),
                );
            }
        }
        m.solve();
        let goes_down = |mate: &[usize], v: usize| mate[v] > v && mate[v] < next_vertex;
        let mut exchanges = 0usize;
        for &pi in remainder.iter().take(pairs) {
            let pv = bracket[pi];
            exchanges += usize::from(!goes_down(&m.mate, pv));
        }
        // S1's lowest players that can be exchanged.
        let mut remaining = exchanges;
        let mut pos = pairs;
        while pos > 0 && remaining > 0 {
            let opp_start = pos;
            pos -= 1;
            let pv = bracket[remainder[pos]];
            if goes_down(&m.mate, pv) {
                for op in opp_start..rlen {
                    let w = exchange_weight(&base, remainder[pos], remainder[op], pos, pairs);
                    if !w.is_zero() {
                        m.set(pv, bracket[remainder[op]], w - unit(1));
                    }
                }
                m.solve();
            }
            let exchange = !goes_down(&m.mate, pv);
            remaining -= usize::from(exchange);
            for op in pos + 1..rlen {
                if exchange {
                    base[remainder[op]][remainder[pos]] = Edge::ZERO;
                }
                let w = exchange_weight(&base, remainder[pos], remainder[op], pos, pairs);
                m.set(pv, bracket[remainder[op]], w);
            }
        }
        // S2's highest players that can be exchanged.
        let mut remaining = exchanges;
        let mut pos = pairs;
        while pos < rlen && remaining > 1 {
            let pi = remainder[pos];
            let pv = bracket[pi];
            let already = goes_down(&m.mate, pv);
            if !already {
                for op in pos + 1..rlen {
                    let w = exchange_weight(&base, pi, remainder[op], pos, pairs);
                    if !w.is_zero() {
                        m.set(pv, bracket[remainder[op]], w + unit(1));
                    }
                }
                m.solve();
            }
            if goes_down(&m.mate, pv) {
                remaining -= 1;
                for op in 0..pos {
                    base[pi][remainder[op]] = Edge::ZERO;
                    m.set(pv, bracket[remainder[op]], Edge::ZERO);
                }
                for oi in next_begin..len {
                    base[oi][pi] = Edge::ZERO;
                    m.set(pv, bracket[oi], Edge::ZERO);
                }
            }
            if !already {
                for op in pos + 1..rlen {
                    let w = exchange_weight(&base, pi, remainder[op], pos, pairs);
                    m.set(pv, bracket[remainder[op]], w);
                }
            }
            pos += 1;
        }
        // Fix the roles: only a player going down may take one who does not.
        for pos in 0..rlen {
            let pv = bracket[remainder[pos]];
            for op in pos + 1..rlen {
                let ov = bracket[remainder[op]];
                if !goes_down(&m.mate, pv) || goes_down(&m.mate, ov) {
                    base[remainder[op]][remainder[pos]] = Edge::ZERO;
                }
                m.set(pv, ov, base[remainder[op]][remainder[pos]]);
            }
        }
        // Each S1 player from the top takes the first acceptable S2 player. Several at once:
        // the first player's candidates ranked in the highest sub-field of the chunk's bits,
        // the next one's below, so one matching makes the choices the players would make one
        // after the other (each the first candidate that keeps the best weight).
        let per = layout.candidate_bits();
        let chunk = (extra / per).max(1);
        let s1: Vec<usize> = remainder
            .iter()
            .copied()
            .filter(|&pi| goes_down(&m.mate, bracket[pi]))
            .collect();
        for group in s1.chunks(chunk) {
            for (c, &pi) in group.iter().enumerate() {
                let pv = bracket[pi];
                let place = per * (chunk - 1 - c);
                let mut addend = 0u64;
                for &oi in remainder.iter().rev() {
                    let ov = bracket[oi];
                    if oi <= pi || matched[ov] {
                        continue;
                    }
                    let w = base[oi][pi];
                    if !w.is_zero() {
                        m.set(pv, ov, w + Low::from_u64(addend).shl(place));
                    }
                    addend += 1;
                }
            }
            m.solve();
            for &pi in group {
                let pv = bracket[pi];
                let mv = m.mate[pv];
                matched[pv] = true;
                matched[mv] = true;
                m.fix(pv, mv);
            }
        }

        // Record the pairs; the rest moves down.
        let mut next: Vec<usize> = Vec::new();
        let mut next_mdps = 0;
        bye.single = n % 2 == 1 && group_start < n && bye.score >= score(group_start);
        for (pi, &pv) in bracket.iter().enumerate() {
            if pi < next_begin && matched[pv] {
                partner[pv] = Some(m.mate[pv]);
                bracket_score[pv] = Some(score(group_vertex.min(n - 1)));
                partner[m.mate[pv]] = Some(pv);
            } else {
                next.push(pv);
                if pi < next_begin {
                    next_mdps += 1;
                }
                if bye.single && group_start < n && score(m.mate[pv]) < score(group_start) {
                    bye.single = false;
                }
            }
        }
        bracket = next;
        mdps = next_mdps;
        group_vertex = next_vertex;
        if (bracket.len(), next_group) == before {
            rounds_without_progress += 1;
            if rounds_without_progress > 2 {
                return None;
            }
        } else {
            rounds_without_progress = 0;
        }
    }
    let mut out = partner;
    for v in 0..n {
        if let Some(w) = out[v]
            && out[w] != Some(v)
        {
            out[v] = None;
        }
    }
    if out.iter().filter(|x| x.is_none()).count() > 1 {
        return None;
    }
    Some((out, bracket_score))
}

/// The first matching, for an odd number of players: who can take the bye, and from which
/// score group ([`Layout::completion_odd`]); each player's partner or themself.
fn first_matching<const M: usize>(layout: &Layout) -> Vec<usize> {
    let n = layout.n();
    let mut weight = vec![Wide::<M>::ZERO; n * n];
    for l in 0..n {
        for h in 0..l {
            weight[h * n + l] = layout.completion_odd::<M>(h, l);
        }
    }
    integer_blossom::max_weight_matching(&weight, n)
        .iter()
        .enumerate()
        .map(|(v, m)| m.unwrap_or(v))
        .collect()
}
