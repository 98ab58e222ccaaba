//! The places-only ranker that what-if and the rule lab call once per outcome.
//!
//! [`crate::engine::league::rank`] explains: it records every block, step, mini-league and cycle, and
//! allocates as it goes; a few microseconds per ranking. What-if ranks a million outcomes, so it
//! needs only the places and costs tens of nanoseconds. [`Quick`] keeps the league's statistics
//! in flat integer arrays that the caller changes one game at a time ([`Quick::play`],
//! [`Quick::unplay`]) and ranks with the same algorithm as `rank` (resolve blocks recursively in
//! place, then place undecided groups under the chain's playoff policy), writing only a
//! [`Place`] per player into a buffer it reuses.
//!
//! **Incremental ranking.** Between two rankings an enumeration changes one game or two. When
//! every criterion of the chain looks only at the players of the block it splits (points, wins,
//! direct encounter, previous rank: a *local* chain), a block none of whose players changed, and
//! which no player left or joined, resolves exactly as before; only its position can move. So
//! [`Quick::rank`] moves each changed player, by swaps, from its block to the block of its new
//! first key (the blocks it passes move by one place, and their places with them), and
//! re-resolves only the blocks holding a changed player or one a player left or joined. Chains
//! with Sonneborn-Berger, Buchholz or Koya (a change anywhere moves everyone's value), the
//! title-tie playoff policy, and changes touching more than half the players rank from
//! scratch.
//!
//! **What it models.** The seven criteria `PTS WIN DE SB BH KS PREV`, any playoff scope, the
//! seeded title playoffs (stepladder, two most senior), and any scoring, on a single round robin.
//! A chain with criteria of its own for a tie for first, another criterion, or a double round
//! robin (where `DE` averages a pair's games) is ranked by [`crate::engine::league::rank`] itself on every
//! call instead ([`Quick::native`] says which): slower, and the same by construction.
//!
//! Invariant: for every crosstable and chain, [`Quick::rank`] gives every player exactly the
//! `place`, `place_to` and playoff status of `rank` without recorded playoffs, however the
//! games were changed since the last call. `tests/league_whatif.rs` checks it on random tables for
//! every preset and custom chains, both from scratch and along random sequences of changes.

use serde::{Deserialize, Serialize};

use crate::engine::league::chain::{PlayoffFormat, PlayoffScope, Reapply, RuleChain};
use crate::engine::league::criteria::Criterion;
use crate::engine::league::ranking::PlaceStatus;
use crate::engine::league::resolve::{RankOptions, rank_now};
use crate::engine::league::table::{Crosstable, Game, Outcome, Side};

/// One player's place in one outcome: `place..=place_to`, with `playoff` when a playoff among
/// the players sharing that range is required.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    pub place: u32,
    pub place_to: u32,
    pub playoff: bool,
}

/// A pending game's result, seen from its player `a`; serialized as the league file's result
/// values (`a`, `draw`, `b`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Result3 {
    A,
    Draw,
    B,
}

impl Result3 {
    /// The league file's outcome for this result.
    pub fn outcome(self) -> crate::engine::league::table::Outcome {
        use crate::engine::league::table::Outcome;
        match self {
            Result3::A => Outcome::A,
            Result3::Draw => Outcome::Draw,
            Result3::B => Outcome::B,
        }
    }
}

/// Up to 128 played games whose results [`Quick::set_flips`] sets at once from one bit each (0:
/// `a` wins, 1: `b` wins): the sampler's fast path.
#[derive(Clone, Debug)]
pub(crate) struct Flips {
    games: Vec<Flip>,
    players: Vec<FlipPlayer>,
}

/// One game of [`Flips`], with what [`Quick::set_flips`] would otherwise work out at each draw.
#[derive(Clone, Copy, Debug)]
struct Flip {
    /// `a * n + b` and `b * n + a`: the game's cells of `pp`.
    ab: usize,
    ba: usize,
}

/// A player of some game of [`Flips`]: its wins among them are counted from the bits at once,
/// `popcount((bits ^ as_a) & mine)` (a player wins a game it is `a` of when the bit is 0, one
/// it is `b` of when it is 1), instead of being changed game by game.
#[derive(Clone, Copy, Debug)]
struct FlipPlayer {
    p: usize,
    /// Bit `g` of word `g / 64`: game `g` is the player's.
    mine: [u64; 2],
    /// Bit `g`: the player is game `g`'s `a`.
    as_a: [u64; 2],
    /// The player's points and wins less what the games of [`Flips`] give it: it has
    /// `pts + swing * won` and `wins + won`, with `won` its wins among them.
    pts: i64,
    wins: i64,
}

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct Quick {
    n: usize,
    criteria: Vec<Criterion>,
    reapply: Reapply,
    scope: PlayoffScope,
    /// The format of a seeded title playoff ([`RuleChain::title_by_playoff_only`]).
    title_playoff: Option<PlayoffFormat>,
    seats: Option<u32>,
    /// Quarters a win, a draw and a loss score.
    q_win: i64,
    q_draw: i64,
    q_loss: i64,
    /// What the native ranking does not model, ranked by `rank` (module documentation).
    fallback: Option<Box<Fallback>>,
    /// `PREV` keys, fixed.
    prev: Vec<i64>,
    /// Points in quarters.
    pts: Vec<i64>,
    wins: Vec<i64>,
    /// `pending[i * n + j]`: games still to play between `i` and `j`, kept only when `DE` follows
    /// FIDE C.07 6.3 (`fide_de`; see [`RuleChain::fide_direct_encounter`]).
    pending: Vec<i64>,
    fide_de: bool,
    /// Forfeit wins of `i`: fixed, since what-if only plays pending games over the board (`WON`
    /// is `wins - forfeit_wins`).
    forfeit_wins: Vec<i64>,
    /// `pp[i * n + j]`: quarters `i` scored against `j`.
    pp: Vec<i64>,
    /// `met[i * n + j]`: counted games between `i` and `j`.
    met: Vec<i64>,
    /// Counted games of `i`.
    games: Vec<i64>,
    /// Whether `met` and `games` are kept up to date (the chain uses `BH` or `KS`).
    counts_games: bool,
    // Scratch, reused by every ranking.
    order: Vec<usize>,
    /// `key * 256 + player` of `order`'s players under the criterion being applied.
    packed: Vec<i64>,
    /// Scratch for sorting `packed` by counting ([`Quick::resolve`]).
    sorted: Vec<i64>,
    places: Vec<Place>,
    /// Players tied on `criteria[0]` at the top (for the seeded title playoff).
    top: usize,
    /// Incremental ranking (module documentation): whether the chain allows it, and the caller
    /// has not turned it off ([`Quick::always_from_scratch`]).
    local: bool,
    /// Whether `order`, `places`, `key0` and the runs hold the last ranking.
    ranked: bool,
    /// Players whose games changed since the last ranking (bit `p`).
    dirty: u64,
    /// Each player's value under `criteria[0]` over the whole league.
    key0: Vec<i64>,
    /// The blocks of equal `key0` in `order` at the last ranking, numbered: each player's
    /// block, each block's start in `order` and its size (0 when the number is free), and the
    /// free numbers (bit `b`).
    block: Vec<u8>,
    block_start: Vec<u32>,
    block_len: Vec<u32>,
    free_blocks: u64,
    /// Each player's index in `order` (kept by every write to `order`).
    pos: Vec<u32>,
    /// Whether a block's resolution depends only on who is in it and the results among them
    /// (every criterion after the first is direct encounter or previous rank), so [`Memo`]
    /// may remember it; and the league has at most 64 players, one bit each in its keys.
    memo_ok: bool,
    memo: Memo,
}

/// Groups of this many players or more are sorted by counting, the smaller by insertion.
const COUNTING_SORT_MIN: usize = 8;

/// Blocks of this many players, at most, are remembered.
const MEMO_MAX: usize = 6;
/// Slots of the [`Memo`] at first and at most (powers of two): it starts small, since a search
/// clones the ranker often and ranks little with each clone, and doubles (forgetting) whenever
/// it has been filled as many times as it has slots.
const MEMO_FIRST: usize = 1 << 8;
const MEMO_SLOTS: usize = 1 << 12;
/// The [`Memo`] judges itself after this many lookups: with fewer than half of them found, it
/// stops (the sampler's random seasons: about 7 % found, where the walk finds 67-77 %, in the
/// benchmarks' leagues) and the blocks are resolved directly, which costs less than a key and
/// a miss.
const MEMO_TRIAL: u32 = 1 << 10;

/// The places inside blocks of 3 to [`MEMO_MAX`] players resolved before, direct-mapped by the
/// block's players and the points they scored against each other (the whole key is stored and
/// compared, so a hit is exact). A clone starts empty: a copy costs more than refilling.
#[derive(Debug, Default)]
struct Memo {
    slots: Vec<MemoSlot>,
    /// Slots written since the last growth.
    fills: usize,
    /// Lookups and hits, counted up to [`MEMO_TRIAL`] lookups.
    lookups: u32,
    hits: u32,
    /// Set when the trial found too few: blocks are no longer remembered.
    off: bool,
}

#[derive(Clone, Copy, Debug, Default)]
struct MemoSlot {
    /// Bit `p` for each player of the block; 0 when empty.
    mask: u64,
    /// `pp` between the players, 4 bits each.
    key: [u64; 2],
    /// Per player in increasing index order, `(place - 1) << 4 | (place_to - 1)` inside the
    /// block, one byte each.
    places: u64,
}

impl Clone for Memo {
    fn clone(&self) -> Memo {
        Memo::default()
    }
}

impl Quick {
    /// The league's counted games as they stand; pending games count for nothing until played.
    /// At most 256 players (what-if takes 64).
    pub fn new(table: &Crosstable, chain: &RuleChain, seats: Option<u32>) -> Quick {
        let fide_de =
            chain.fide_direct_encounter() && chain.criteria.iter().any(|c| c.among_tied());
        let n = table.len();
        let title_playoff = chain
            .title_by_playoff_only()
            .then_some(chain.format)
            .filter(|f| matches!(f, PlayoffFormat::Stepladder | PlayoffFormat::TwoMostSenior));
        let scoring = table.scoring();
        let mut q = Quick {
            n,
            criteria: chain.criteria.clone(),
            reapply: chain.reapply,
            scope: chain.playoff,
            title_playoff,
            seats,
            q_win: scoring.points(Side::Win).quarters(),
            q_draw: scoring.points(Side::Draw).quarters(),
            q_loss: scoring.points(Side::Loss).quarters(),
            fallback: (!Quick::native(table, chain)).then(|| {
                Box::new(Fallback {
                    base: table.clone(),
                    chain: chain.clone(),
                    played: vec![[0; 3]; n * n],
                })
            }),
            prev: (0..n)
                .map(|i| match table.player(i).previous_rank {
                    Some(r) => -i64::from(r),
                    // Below every rank (ranks are u32), and far from overflowing the packing.
                    None => -(1 << 33),
                })
                .collect(),
            pts: vec![0; n],
            wins: vec![0; n],
            forfeit_wins: vec![0; n],
            pending: vec![0; if fide_de { n * n } else { 0 }],
            fide_de,
            pp: vec![0; n * n],
            met: vec![0; n * n],
            games: vec![0; n],
            counts_games: chain
                .criteria
                .iter()
                .any(|c| matches!(c, Criterion::Buchholz | Criterion::Koya)),
            order: (0..n).collect(),
            packed: vec![0; n],
            sorted: vec![0; n],
            places: vec![Place::default(); n],
            top: 0,
            local: n <= 64
                && title_playoff.is_none()
                && !fide_de
                && chain.criteria.iter().all(|c| {
                    matches!(
                        c,
                        Criterion::Points
                            | Criterion::Wins
                            | Criterion::DirectEncounter
                            | Criterion::PreviousRank
                    )
                }),
            ranked: false,
            dirty: 0,
            key0: vec![0; n],
            block: vec![0; n],
            block_start: vec![0; n],
            block_len: vec![0; n],
            free_blocks: 0,
            pos: (0..n as u32).collect(),
            // The memo keys a block by a bit per player.
            memo_ok: n <= 64
                && !fide_de
                && chain
                    .criteria
                    .iter()
                    .skip(1)
                    .all(|c| matches!(c, Criterion::DirectEncounter | Criterion::PreviousRank)),
            memo: Memo::default(),
        };
        for i in 0..n {
            let t = table.total(i);
            q.pts[i] = t.points.quarters();
            q.wins[i] = i64::from(t.wins);
            q.forfeit_wins[i] = i64::from(t.forfeit_wins);
            if fide_de {
                for j in 0..n {
                    q.pending[i * n + j] = i64::from(table.pair(i, j).pending);
                }
            }
            q.games[i] = i64::from(t.counted());
            for j in 0..n {
                let p = table.pair(i, j);
                q.pp[i * n + j] = p.points.quarters();
                q.met[i * n + j] = i64::from(p.counted());
            }
        }
        q
    }

    /// Whether the native ranking models `chain` on `table` (module documentation).
    pub fn native(table: &Crosstable, chain: &RuleChain) -> bool {
        let seeded_title = chain.title_by_playoff_only()
            && matches!(
                chain.format,
                PlayoffFormat::Stepladder | PlayoffFormat::TwoMostSenior
            );
        let title_list = chain.criteria_for(true) != chain.criteria_for(false);
        table.cycles().unwrap_or(1) <= 1
            && !title_list
            && (seeded_title || !chain.title_by_playoff_only())
            && chain.criteria.iter().all(|c| {
                matches!(
                    c,
                    Criterion::Points
                        | Criterion::Wins
                        | Criterion::DirectEncounter
                        | Criterion::SonnebornBerger
                        | Criterion::Buchholz
                        | Criterion::Koya
                        | Criterion::PreviousRank
                )
            })
    }

    /// The quarters `a` and `b` score for `r`.
    #[inline(always)]
    fn quarters(&self, r: Result3) -> (i64, i64) {
        match r {
            Result3::A => (self.q_win, self.q_loss),
            Result3::Draw => (self.q_draw, self.q_draw),
            Result3::B => (self.q_loss, self.q_win),
        }
    }

    pub fn len(&self) -> usize {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Adds a result of `a` against `b`.
    #[inline]
    pub fn play(&mut self, a: usize, b: usize, r: Result3) {
        self.change(a, b, r, 1);
    }

    /// Takes back a result [`Quick::play`] added.
    #[inline]
    pub fn unplay(&mut self, a: usize, b: usize, r: Result3) {
        self.change(a, b, r, -1);
    }

    /// The [`Flips`] of `pairs`, which must all have been played as won by their `a`; `None`
    /// past 128 games, or when the chain is ranked by the fallback.
    pub(crate) fn flips(&self, pairs: &[(usize, usize)]) -> Option<Flips> {
        if pairs.len() > 128 || self.fallback.is_some() {
            return None;
        }
        let n = self.n;
        let games = pairs
            .iter()
            .map(|&(a, b)| Flip {
                ab: a * n + b,
                ba: b * n + a,
            })
            .collect();
        let mut players: Vec<FlipPlayer> = Vec::new();
        for (g, &(a, b)) in pairs.iter().enumerate() {
            for (p, is_a) in [(a, true), (b, false)] {
                let k = match players.iter().position(|f| f.p == p) {
                    Some(k) => k,
                    None => {
                        players.push(FlipPlayer {
                            p,
                            mine: [0; 2],
                            as_a: [0; 2],
                            pts: self.pts[p],
                            wins: self.wins[p],
                        });
                        players.len() - 1
                    }
                };
                let f = &mut players[k];
                f.mine[g / 64] |= 1 << (g % 64);
                if is_a {
                    // Played as won by `a`: this win is taken out of the base.
                    f.as_a[g / 64] |= 1 << (g % 64);
                    f.pts -= self.q_win - self.q_loss;
                    f.wins -= 1;
                }
            }
        }
        Some(Flips { games, players })
    }

    /// Sets the results of the games of `f` from `from` to `to`: game `g` is won by its `b` when
    /// bit `g` is set, else by its `a`. The games must have been changed only by `set_flips`
    /// since [`Quick::flips`], and `from` be the bits last set (0 at first). The result is what
    /// [`Quick::switch`] of every game would give, for decisive games of a league ranked
    /// natively.
    pub(crate) fn set_flips(&mut self, f: &Flips, from: u128, to: u128) {
        let swing = self.q_win - self.q_loss;
        // In 64-bit halves: WebAssembly has no 128-bit integers, and a variable 128-bit shift
        // there costs more than the rest of the loop.
        let to_words = [to as u64, (to >> 64) as u64];
        let halves = if f.games.len() > 64 { 2 } else { 1 };
        // Points and wins from a count of bits per player (one instruction in WebAssembly),
        // rather than four changes per game that changed.
        for fp in &f.players {
            let won: u32 = (to_words[..halves].iter().zip(fp.as_a).zip(fp.mine))
                .map(|((t, a), m)| ((t ^ a) & m).count_ones())
                .sum();
            let won = i64::from(won);
            self.pts[fp.p] = fp.pts + swing * won;
            self.wins[fp.p] = fp.wins + won;
        }
        let pp = &mut self.pp[..];
        for (half, to) in to_words.into_iter().enumerate().take(halves) {
            let mut changed = (from >> (64 * half)) as u64 ^ to;
            while changed != 0 {
                let bit = changed.trailing_zeros();
                changed &= changed - 1;
                let Some(g) = f.games.get(64 * half + bit as usize) else {
                    continue;
                };
                // +1 when `b` now wins, -1 when `a` does again.
                let d = (((to >> bit & 1) as i64) * 2 - 1) * swing;
                pp[g.ab] -= d;
                pp[g.ba] += d;
            }
        }
        // A draw changes about half the games, so nearly every player: all are marked, and the
        // next ranking starts over (as it would past half the players changed).
        if self.local && from != to {
            self.dirty = u64::MAX >> (64 - self.n.clamp(1, 64));
        }
    }

    /// Replaces a result [`Quick::play`] added by another: what `unplay` then `play` do, at
    /// once.
    #[inline]
    pub fn switch(&mut self, a: usize, b: usize, from: Result3, to: Result3) {
        // No test for `from == to`: with random results it would be mispredicted half the time.
        let n = self.n;
        let (fa, fb) = self.quarters(from);
        let (ta, tb) = self.quarters(to);
        self.pts[a] += ta - fa;
        self.pts[b] += tb - fb;
        self.pp[a * n + b] += ta - fa;
        self.pp[b * n + a] += tb - fb;
        let wins = |r: Result3| match r {
            Result3::A => (1, 0),
            Result3::Draw => (0, 0),
            Result3::B => (0, 1),
        };
        let ((wa, wb), (va, vb)) = (wins(from), wins(to));
        self.wins[a] += va - wa;
        self.wins[b] += vb - wb;
        if self.local {
            self.dirty |= (1 << a) | (1 << b);
        }
        if let Some(f) = &mut self.fallback {
            f.count(a, b, from, -1);
            f.count(a, b, to, 1);
        }
        // The games met and played are the same.
    }

    #[inline]
    fn change(&mut self, a: usize, b: usize, r: Result3, sign: i64) {
        let n = self.n;
        let (qa, qb) = self.quarters(r);
        self.pts[a] += sign * qa;
        self.pts[b] += sign * qb;
        self.pp[a * n + b] += sign * qa;
        self.pp[b * n + a] += sign * qb;
        match r {
            Result3::A => self.wins[a] += sign,
            Result3::B => self.wins[b] += sign,
            Result3::Draw => {}
        }
        if self.local {
            self.dirty |= (1 << a) | (1 << b);
        }
        if let Some(f) = &mut self.fallback {
            f.count(a, b, r, sign);
        }
        if self.fide_de {
            self.pending[a * n + b] -= sign;
            self.pending[b * n + a] -= sign;
        }
        // Games met and played only matter to Buchholz and Koya.
        if self.counts_games {
            self.met[a * n + b] += sign;
            self.met[b * n + a] += sign;
            self.games[a] += sign;
            self.games[b] += sign;
        }
    }

    /// Points of `i`, in quarters.
    pub fn points(&self, i: usize) -> i64 {
        self.pts[i]
    }

    /// `i`'s value under the chain's first criterion when it is points or wins (`DE` over the
    /// whole league is points), which only grows as games are added; `None` for other chains.
    pub fn first_key(&self, i: usize) -> Option<i64> {
        // Keys only grow when no result takes points away, and a win is the most a game gives.
        if !(0 <= self.q_loss && self.q_loss <= self.q_draw && self.q_draw <= self.q_win) {
            return None;
        }
        match self.criteria.first()? {
            Criterion::Points | Criterion::DirectEncounter => Some(self.pts[i]),
            Criterion::Wins => Some(self.wins[i]),
            _ => None,
        }
    }

    /// Whether the first criterion counts wins (a draw then adds nothing to it).
    pub fn first_is_wins(&self) -> bool {
        self.criteria.first() == Some(&Criterion::Wins)
    }

    /// The most a game adds to a player's [`Quick::first_key`]: one win, or a win's quarters.
    pub fn unit(&self) -> i64 {
        if self.first_is_wins() { 1 } else { self.q_win }
    }

    /// Whether every game adds the same total to the players' first keys (so one player's gain
    /// is another's shortfall): wins without draws, or points where a loss gives nothing and a
    /// draw gives each half a win.
    pub fn conserved(&self, draws: bool) -> bool {
        if self.first_is_wins() {
            !draws
        } else {
            self.q_loss == 0 && (!draws || 2 * self.q_draw == self.q_win)
        }
    }

    /// Ranks every time from scratch, without keeping what the incremental ranking needs: for
    /// a caller that changes most games between rankings (the sampler's random seasons), where
    /// the incremental ranking would not be used.
    pub(crate) fn always_from_scratch(&mut self) {
        self.local = false;
        self.ranked = false;
    }

    /// What one [`Quick::rank`] costs beyond a search node, in search nodes: nothing for the
    /// native ranking (a few hundred nanoseconds), one per game of the table for a chain ranked
    /// through `rank` (which builds the table anew: about as long per game as a node takes).
    pub fn rank_cost(&self) -> u64 {
        self.fallback
            .as_ref()
            .map_or(0, |f| f.base.games().len() as u64)
    }

    /// Ranks the current results. See the module documentation.
    pub fn rank(&mut self) -> &[Place] {
        if let Some(f) = &self.fallback {
            f.rank(self.seats, &mut self.places);
            return &self.places;
        }
        if self.local {
            // Past half the players, re-resolving blocks costs what ranking from scratch does.
            if self.ranked && 2 * self.dirty.count_ones() as usize <= self.n {
                self.rank_incremental();
            } else {
                self.rank_full();
                for p in 0..self.n {
                    self.key0[p] = self.whole_key(p);
                }
                self.record_runs();
            }
            self.ranked = true;
            self.dirty = 0;
            return &self.places;
        }
        self.rank_full();
        &self.places
    }
}

/// [`Quick`]'s ranking through [`rank`], for what the native ranking does not model.
///
/// The results played are kept as counts per pair and result, so that playing or taking back
/// one costs the same however many games are pending, and a ranking costs one pass over the
/// base table's games and one over the pairs (a double round robin of 30 players has 870 games
/// a cycle: a list searched per change and per pending game made each sample quadratic in
/// them).
#[derive(Clone, Debug)]
struct Fallback {
    base: Crosstable,
    chain: RuleChain,
    /// `played[a * n + b][r]`: results `r` (a [`Result3`] as 0 `A`, 1 `Draw`, 2 `B`) of `a`
    /// against `b` played on top of `base`'s counted games.
    played: Vec<[i64; 3]>,
}

impl Fallback {
    fn count(&mut self, a: usize, b: usize, r: Result3, sign: i64) {
        let n = self.base.len();
        if let Some(c) = self.played.get_mut(a * n + b) {
            c[r as usize] += sign;
        }
    }

    fn rank(&self, seats: Option<u32>, places: &mut [Place]) {
        let n = self.base.len();
        // Games played per pair (either way round): as many of the pair's pending games are
        // taken out. A pending game not played yet stays pending (FIDE C.07 6.3 looks at what
        // is missing).
        let mut unplayed = vec![0i64; n * n];
        for a in 0..n {
            for b in 0..n {
                let k = self.played[a * n + b].iter().sum::<i64>();
                unplayed[a.min(b) * n + a.max(b)] += k;
            }
        }
        let mut games: Vec<Game> = Vec::with_capacity(self.base.games().len());
        for g in self.base.games() {
            if g.outcome == Outcome::Pending {
                let left = &mut unplayed[g.a.min(g.b) * n + g.a.max(g.b)];
                if *left > 0 {
                    *left -= 1;
                    continue;
                }
            }
            games.push(*g);
        }
        for (ab, counts) in self.played.iter().enumerate() {
            for (r, &k) in [Result3::A, Result3::Draw, Result3::B].iter().zip(counts) {
                for _ in 0..k {
                    games.push(Game::new(ab / n, ab % n, r.outcome()));
                }
            }
        }
        let options = RankOptions {
            seats,
            playoffs: Vec::new(),
        };
        // The players and games are the base table's, which was valid, so neither fails.
        let Ok(table) = self.base.with_games(games) else {
            return;
        };
        let Ok(ranking) = rank_now(&table, &self.chain, &options) else {
            return;
        };
        for s in &ranking.standings {
            places[s.player] = Place {
                place: s.place,
                place_to: s.place_to,
                playoff: s.status == PlaceStatus::Playoff,
            };
        }
    }
}

mod incremental;
mod resolve;
#[cfg(test)]
mod tests;
