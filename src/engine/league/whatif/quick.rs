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
//! games were changed since the last call. `tests/whatif.rs` checks it on random tables for
//! every preset and custom chains, both from scratch and along random sequences of changes.

use serde::{Deserialize, Serialize};

use crate::engine::league::chain::{PlayoffFormat, PlayoffScope, Reapply, RuleChain};
use crate::engine::league::criteria::Criterion;
use crate::engine::league::rank::{RankOptions, rank};
use crate::engine::league::ranking::PlaceStatus;
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
                    played: Vec::new(),
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
            f.unplay(a, b, from);
            f.played.push((a, b, to));
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
            if sign > 0 {
                f.played.push((a, b, r));
            } else {
                f.unplay(a, b, r);
            }
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

    /// `p`'s value under the first criterion over the whole league (local chains only).
    #[inline(always)]
    fn whole_key(&self, p: usize) -> i64 {
        match self.criteria.first() {
            Some(Criterion::Points) => self.pts[p],
            Some(Criterion::Wins) => self.wins[p],
            Some(Criterion::DirectEncounter) => self.pp[p * self.n..(p + 1) * self.n].iter().sum(),
            Some(Criterion::PreviousRank) => self.prev[p],
            _ => 0,
        }
    }

    /// Numbers the blocks of equal `key0` in `order`, and records where each player is.
    fn record_runs(&mut self) {
        let n = self.n;
        let (key0, order) = (&self.key0[..n], &self.order[..n]);
        let mut s = 0;
        let mut b = 0;
        while s < n {
            let k = key0[order[s]];
            let mut e = s + 1;
            while e < n && key0[order[e]] == k {
                e += 1;
            }
            for (i, &p) in order.iter().enumerate().take(e).skip(s) {
                self.block[p] = b as u8;
                self.pos[p] = i as u32;
            }
            self.block_start[b] = s as u32;
            self.block_len[b] = (e - s) as u32;
            b += 1;
            s = e;
        }
        // Blocks `b..n` are free (`n` is at most 64 here).
        self.free_blocks =
            (u64::MAX >> (64 - n.clamp(1, 64))) & !(u64::MAX >> (64 - b.clamp(1, 64)));
    }

    /// The incremental ranking of the module documentation. Each changed player leaves its
    /// block and moves, by swaps, to the block of its new key: past the blocks in between,
    /// which keep their players and move by one place, to the edge of that block (or a new
    /// one). The order inside a block does not matter until it is resolved again: resolving
    /// sorts by key and player. Then only the blocks a player left or joined, or one holding a
    /// changed player, are resolved again. Blocks are numbered, so that a player's move
    /// changes its blocks' bounds and not every member's record.
    fn rank_incremental(&mut self) {
        let n = self.n;
        // Blocks to resolve again, bit `b` for block `b`.
        let mut marked = 0u64;
        let mut d = self.dirty;
        while d != 0 {
            let p = d.trailing_zeros() as usize;
            d &= d - 1;
            let key = self.whole_key(p);
            let old = std::mem::replace(&mut self.key0[p], key);
            let id = usize::from(self.block[p]);
            if key == old {
                marked |= 1 << id;
                continue;
            }
            let s = self.block_start[id] as usize;
            let e = s + self.block_len[id] as usize;
            self.block_len[id] -= 1;
            if e - s > 1 {
                marked |= 1 << id;
            } else {
                self.free_blocks |= 1 << id;
            }
            if key < old {
                // To the end of its block, then down past every block above its new key.
                self.swap(self.pos[p] as usize, e - 1);
                let mut at = e - 1;
                loop {
                    let next = at + 1;
                    if next == n || self.key0[self.order[next]] < key {
                        marked |= 1 << self.new_block(p, at);
                        break;
                    }
                    let b = usize::from(self.block[self.order[next]]);
                    if self.key0[self.order[next]] == key {
                        self.block_start[b] = at as u32;
                        self.block_len[b] += 1;
                        self.block[p] = b as u8;
                        marked |= 1 << b;
                        break;
                    }
                    // Past block `b`, which moves up one place.
                    let end = next + self.block_len[b] as usize;
                    self.swap(at, end - 1);
                    self.block_start[b] = at as u32;
                    self.shift(at, end - 1, -1);
                    at = end - 1;
                }
            } else {
                // To the start of its block, then up.
                self.swap(self.pos[p] as usize, s);
                self.block_start[id] += 1;
                let mut at = s;
                loop {
                    if at == 0 || self.key0[self.order[at - 1]] > key {
                        marked |= 1 << self.new_block(p, at);
                        break;
                    }
                    let b = usize::from(self.block[self.order[at - 1]]);
                    if self.key0[self.order[at - 1]] == key {
                        self.block_len[b] += 1;
                        self.block[p] = b as u8;
                        marked |= 1 << b;
                        break;
                    }
                    // Past block `b`, which moves down one place.
                    let start = self.block_start[b] as usize;
                    self.swap(start, at);
                    self.block_start[b] = start as u32 + 1;
                    self.shift(start + 1, at + 1, 1);
                    at = start;
                }
            }
        }
        let next = match (self.reapply, self.criteria.first()) {
            (Reapply::Continue, Some(c)) if c.among_tied() => 0,
            _ => 1,
        };
        while marked != 0 {
            let b = marked.trailing_zeros() as usize;
            marked &= marked - 1;
            let s = self.block_start[b] as usize;
            let len = self.block_len[b] as usize;
            if len == 1 {
                self.decide(s);
            } else if self.memo_ok && (3..=MEMO_MAX).contains(&len) {
                self.resolve_remembered(s, s + len, next);
            } else if len > 1 {
                self.resolve(s, s + len, next, false);
            }
        }
        let top = self.order[0];
        self.top = self.block_len[usize::from(self.block[top])] as usize;
    }

    /// Makes `p`, at `at` in `order`, a block of its own; returns its number.
    #[inline(always)]
    fn new_block(&mut self, p: usize, at: usize) -> usize {
        let b = self.free_blocks.trailing_zeros() as usize;
        self.free_blocks &= self.free_blocks - 1;
        self.block_start[b] = at as u32;
        self.block_len[b] = 1;
        self.block[p] = b as u8;
        b
    }

    /// Swaps the players at `i` and `j` of `order`.
    #[inline(always)]
    fn swap(&mut self, i: usize, j: usize) {
        self.order.swap(i, j);
        self.pos[self.order[i]] = i as u32;
        self.pos[self.order[j]] = j as u32;
    }

    /// [`Quick::resolve`] of the block `order[lo..hi]` through the [`Memo`].
    fn resolve_remembered(&mut self, lo: usize, hi: usize, next: usize) {
        if self.memo.off {
            return self.resolve(lo, hi, next, false);
        }
        let n = self.n;
        let mut mask = 0u64;
        for &p in &self.order[lo..hi] {
            mask |= 1 << p;
        }
        // The key: `pp` both ways for each pair, in increasing player order, a byte a pair: the
        // first 8 pairs in `key[0]`, the rest (at most 7) in `key[1]`.
        let mut key = [0u64; 2];
        let mut pairs = 0;
        let mut rest = mask;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut later = rest;
            while later != 0 {
                let j = later.trailing_zeros() as usize;
                later &= later - 1;
                let (x, y) = (self.pp[i * n + j] as u64, self.pp[j * n + i] as u64);
                // Negative values wrap past 16 too.
                if (x | y) >= 16 {
                    return self.resolve(lo, hi, next, false);
                }
                let word = &mut key[usize::from(pairs >= 8)];
                *word = *word << 8 | x << 4 | y;
                pairs += 1;
            }
        }
        let len = self.memo.slots.len();
        if len == 0 || (self.memo.fills >= len && len < MEMO_SLOTS) {
            self.memo.slots = vec![MemoSlot::default(); (2 * len).max(MEMO_FIRST)];
            self.memo.fills = 0;
        }
        let hash = (mask.wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ^ key[0].wrapping_mul(0xc2b2_ae3d_27d4_eb4f)
            ^ key[1].wrapping_mul(0x1656_67b1_9e37_79f9))
            >> 40;
        let slot = (hash as usize) & (self.memo.slots.len() - 1);
        let found = self.memo.slots[slot];
        let base = lo as u32 + 1;
        let hit = found.mask == mask && found.key == key;
        if self.memo.lookups < MEMO_TRIAL {
            self.memo.lookups += 1;
            self.memo.hits += u32::from(hit);
            if self.memo.lookups == MEMO_TRIAL && 2 * self.memo.hits < MEMO_TRIAL {
                self.memo.off = true;
                self.memo.slots = Vec::new();
            }
        }
        if hit {
            let mut rest = mask;
            let mut byte = found.places;
            while rest != 0 {
                let p = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let place = base + (byte as u32 >> 4 & 15);
                let place_to = base + (byte as u32 & 15);
                byte >>= 8;
                self.places[p] = Place {
                    place,
                    place_to,
                    playoff: place_to > place && self.playoff_for(place, place_to),
                };
            }
            return;
        }
        self.resolve(lo, hi, next, false);
        if self.memo.off {
            return;
        }
        let mut places = 0u64;
        let mut rest = mask;
        let mut shift = 0;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let pl = self.places[p];
            places |= u64::from((pl.place - base) << 4 | (pl.place_to - base)) << shift;
            shift += 8;
        }
        self.memo.slots[slot] = MemoSlot { mask, key, places };
        self.memo.fills += 1;
    }

    /// Moves the places of the unchanged block `order[lo..hi]` by `delta`; a shared range's
    /// playoff depends on where it lies, so it is worked out again.
    fn shift(&mut self, lo: usize, hi: usize, delta: i64) {
        for k in lo..hi {
            let p = self.order[k];
            let old = self.places[p];
            let place = (i64::from(old.place) + delta) as u32;
            let place_to = (i64::from(old.place_to) + delta) as u32;
            let playoff = place_to > place && self.playoff_for(place, place_to);
            self.places[p] = Place {
                place,
                place_to,
                playoff,
            };
        }
    }

    /// Whether a range of places shared by undecided players needs a playoff.
    fn playoff_for(&self, place: u32, place_to: u32) -> bool {
        place_to > place
            && match self.scope {
                PlayoffScope::All => true,
                scope => {
                    (place == 1 && scope.covers_title())
                        || (scope.covers_seats()
                            && self.seats.is_some_and(|s| s >= place && s < place_to))
                }
            }
    }

    /// Ranks from scratch.
    fn rank_full(&mut self) {
        let n = self.n;
        // `order` still holds the last ranking: after a game or two changed it is nearly sorted,
        // which insertion sort handles in about `n` steps.
        self.top = 0;
        if n > 0 {
            self.resolve(0, n, 0, true);
        }
        if let Some(format) = self.title_playoff.filter(|_| self.top >= 2) {
            let two = format == PlayoffFormat::TwoMostSenior;
            let mut count = 0;
            for k in 0..self.top {
                let p = self.order[k];
                if !two || self.places[p].place <= 2 {
                    count += 1;
                }
            }
            for k in 0..self.top {
                let p = self.order[k];
                if !two || self.places[p].place <= 2 {
                    self.places[p] = Place {
                        place: 1,
                        place_to: count,
                        playoff: true,
                    };
                }
            }
        }
    }

    /// Fills `packed[lo..hi]` with `key * 256 + player` for the group `order[lo..hi]` under
    /// `criterion`. Keys are far inside ±2⁵⁴, so the packing keeps their order.
    fn pack(&mut self, criterion: Criterion, lo: usize, hi: usize) {
        let n = self.n;
        let group = &self.order[lo..hi];
        let packed = &mut self.packed[lo..hi];
        let pack = |key: i64, p: usize| key * 256 + p as i64;
        match criterion {
            Criterion::Points => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.pts[p], p);
                }
            }
            Criterion::Wins => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.wins[p], p);
                }
            }
            Criterion::WinsOverBoard => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.wins[p] - self.forfeit_wins[p], p);
                }
            }
            Criterion::DirectEncounter => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.pp[p * n..p * n + n];
                    let key: i64 = group.iter().map(|&j| row[j]).sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::SonnebornBerger => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.pp[p * n..p * n + n];
                    let key: i64 = row.iter().zip(&self.pts).map(|(a, b)| a * b).sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::Buchholz => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.met[p * n..p * n + n];
                    let key: i64 = row.iter().zip(&self.pts).map(|(a, b)| a * b).sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::Koya => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.pp[p * n..p * n + n];
                    let key: i64 = (0..n)
                        .filter(|&j| j != p && 2 * self.pts[j] >= self.q_win * self.games[j])
                        .map(|j| row[j])
                        .sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::PreviousRank => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.prev[p], p);
                }
            }
            // Colours and ratings are not kept here: chains with these are not native
            // ([`Quick::native`]) and rank through the fallback, which never packs.
            Criterion::BlackGames
            | Criterion::BlackWins
            | Criterion::AverageRatingOfOpponents
            | Criterion::PerformanceRating => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(0, p);
                }
            }
        }
    }

    /// The least and the most quarters one game gives a player under the league's scoring.
    fn missing_game_range(&self) -> (i64, i64) {
        let given = [self.q_win, self.q_draw, self.q_loss];
        let least = given.iter().min().copied().unwrap_or(0);
        let most = given.iter().max().copied().unwrap_or(0);
        (least, most)
    }

    /// FIDE C.07 (2024) 6.3 on the group `order[lo..hi]`, just sorted by `DE`: when games among
    /// it are still pending, rewrites the keys so that the parts are those of
    /// [`crate::engine::league::criteria::direct_encounter_with_missing`] (placed players one by one,
    /// the rest one part).
    fn rekey_missing(&mut self, lo: usize, hi: usize) {
        let n = self.n;
        let group = &self.order[lo..hi];
        let missing: Vec<i64> = group
            .iter()
            .map(|&p| group.iter().map(|&q| self.pending[p * n + q]).sum())
            .collect();
        if missing.iter().all(|&m| m == 0) {
            return;
        }
        let (least, most) = self.missing_game_range();
        let now: Vec<i64> = self.packed[lo..hi].iter().map(|&x| x >> 8).collect();
        let low: Vec<i64> = now
            .iter()
            .zip(&missing)
            .map(|(s, m)| s + m * least)
            .collect();
        let high: Vec<i64> = now
            .iter()
            .zip(&missing)
            .map(|(s, m)| s + m * most)
            .collect();
        let mut left: Vec<usize> = (0..hi - lo).collect();
        let mut placed = Vec::new();
        while left.len() > 1 {
            match left
                .iter()
                .position(|&p| left.iter().all(|&q| q == p || low[p] > high[q]))
            {
                Some(k) => placed.push(left.remove(k)),
                None => break,
            }
        }
        let len = (hi - lo) as i64;
        let players: Vec<usize> = placed.iter().chain(&left).map(|&k| group[k]).collect();
        for (k, &p) in players.iter().enumerate() {
            let key = if k < placed.len() { len - k as i64 } else { 0 };
            self.order[lo + k] = p;
            self.pos[p] = (lo + k) as u32;
            self.packed[lo + k] = key * 256 + p as i64;
        }
    }

    /// Resolves the group `order[lo..hi]`, tied on every criterion before `start`.
    fn resolve(&mut self, lo: usize, hi: usize, start: usize, whole: bool) {
        if hi - lo == 2 && !whole {
            return self.resolve_two(lo, start);
        }
        for ci in start..self.criteria.len() {
            let criterion = self.criteria[ci];
            self.pack(criterion, lo, hi);
            let packed = &mut self.packed[lo..hi];
            if packed.len() >= COUNTING_SORT_MIN {
                // Best first, by counting: each value's place is how many are greater (the
                // values are distinct). No branch depends on the data, so a random order (a
                // whole league drawn by the sampler) costs no mispredictions.
                let sorted = &mut self.sorted[lo..hi];
                for &x in packed.iter() {
                    let above: usize = packed.iter().map(|&y| usize::from(y > x)).sum();
                    sorted[above] = x;
                }
                packed.copy_from_slice(sorted);
            } else {
                // Insertion sort, best first: groups are small.
                for k in 1..packed.len() {
                    let x = packed[k];
                    let mut m = k;
                    while m > 0 && packed[m - 1] < x {
                        packed[m] = packed[m - 1];
                        m -= 1;
                    }
                    packed[m] = x;
                }
            }
            let pos = &mut self.pos;
            for (k, (o, &x)) in self.order[lo..hi]
                .iter_mut()
                .zip(&self.packed[lo..hi])
                .enumerate()
            {
                *o = (x & 255) as usize;
                pos[*o] = (lo + k) as u32;
            }
            if self.fide_de && criterion.among_tied() {
                self.rekey_missing(lo, hi);
            }
            let packed = &self.packed[lo..hi];
            let key = |x: i64| x >> 8;
            // In a group of up to 64, bit `i`: the `i + 1`-th player has the `i`-th's key. The
            // blocks are then read off the bits, with no branch on the data (on a random
            // season, a loop to each block's end mispredicts once a block); a larger group is
            // scanned.
            let small = hi - lo <= 64;
            let mut same = 0u64;
            if small {
                for (i, w) in packed.windows(2).enumerate() {
                    same |= u64::from(key(w[0]) == key(w[1])) << i;
                }
            }
            let block_end = |packed: &[i64], a: usize| -> usize {
                if small {
                    a + (!same >> (a - lo)).trailing_zeros() as usize + 1
                } else {
                    let k = key(packed[a]);
                    a + packed[a..hi].iter().take_while(|&&x| key(x) == k).count()
                }
            };
            let run = block_end(&self.packed, lo) - lo;
            if whole && ci == start {
                self.top = run;
            }
            if hi - lo == 1 {
                self.decide(lo);
                return;
            }
            if run == hi - lo {
                continue;
            }
            let next = match self.reapply {
                Reapply::Restart => 1,
                Reapply::Continue if criterion.among_tied() => ci,
                Reapply::Continue => ci + 1,
            };
            let mut a = lo;
            while a < hi {
                let b = block_end(&self.packed, a);
                if b - a == 1 {
                    self.decide(a);
                } else if whole && ci == 0 && self.memo_ok && (3..=MEMO_MAX).contains(&(b - a)) {
                    self.resolve_remembered(a, b, next);
                } else {
                    self.resolve(a, b, next, false);
                }
                a = b;
            }
            return;
        }
        self.undecided(lo, hi);
    }

    /// [`Quick::resolve`] for a group of two, without sorting: the first criterion from `start`
    /// that tells them apart orders them; the rest of the chain is the same for both (a part of
    /// one is decided, so nothing restarts).
    fn resolve_two(&mut self, lo: usize, start: usize) {
        let n = self.n;
        let (x, y) = (self.order[lo], self.order[lo + 1]);
        for ci in start..self.criteria.len() {
            let (kx, ky) = match self.criteria[ci] {
                Criterion::Points => (self.pts[x], self.pts[y]),
                Criterion::Wins => (self.wins[x], self.wins[y]),
                Criterion::DirectEncounter if self.fide_de && self.pending[x * n + y] > 0 => {
                    // C.07 6.3: one is placed only if the missing games cannot catch him.
                    let (kx, ky) = (self.pp[x * n + y], self.pp[y * n + x]);
                    let (least, most) = self.missing_game_range();
                    let reach = (most - least) * self.pending[x * n + y];
                    (i64::from(kx > ky + reach), i64::from(ky > kx + reach))
                }
                Criterion::DirectEncounter => (self.pp[x * n + y], self.pp[y * n + x]),
                Criterion::PreviousRank => (self.prev[x], self.prev[y]),
                other => {
                    self.pack(other, lo, lo + 2);
                    (self.packed[lo] >> 8, self.packed[lo + 1] >> 8)
                }
            };
            if kx != ky {
                if kx < ky {
                    self.swap(lo, lo + 1);
                }
                self.decide(lo);
                self.decide(lo + 1);
                return;
            }
        }
        self.undecided(lo, lo + 2);
    }

    fn decide(&mut self, k: usize) {
        let place = k as u32 + 1;
        self.places[self.order[k]] = Place {
            place,
            place_to: place,
            playoff: false,
        };
    }

    fn undecided(&mut self, lo: usize, hi: usize) {
        let place = lo as u32 + 1;
        let place_to = hi as u32;
        let playoff = self.playoff_for(place, place_to);
        for k in lo..hi {
            self.places[self.order[k]] = Place {
                place,
                place_to,
                playoff,
            };
        }
    }
}

/// [`Quick`]'s ranking through [`rank`], for what the native ranking does not model.
#[derive(Clone, Debug)]
struct Fallback {
    base: Crosstable,
    chain: RuleChain,
    /// The results played on top of `base`'s counted games.
    played: Vec<(usize, usize, Result3)>,
}

impl Fallback {
    fn unplay(&mut self, a: usize, b: usize, r: Result3) {
        if let Some(k) = self.played.iter().rposition(|&g| g == (a, b, r)) {
            self.played.swap_remove(k);
        }
    }

    fn rank(&self, seats: Option<u32>, places: &mut [Place]) {
        // A pending game not played yet stays pending (FIDE C.07 6.3 looks at what is missing).
        let mut unplayed: Vec<(usize, usize)> =
            self.played.iter().map(|&(a, b, _)| (a, b)).collect();
        let games: Vec<Game> = self
            .base
            .games()
            .iter()
            .filter(|g| {
                if g.outcome != Outcome::Pending {
                    return true;
                }
                match unplayed
                    .iter()
                    .position(|&(a, b)| (a, b) == (g.a, g.b) || (a, b) == (g.b, g.a))
                {
                    Some(k) => {
                        unplayed.swap_remove(k);
                        false
                    }
                    None => true,
                }
            })
            .copied()
            .chain(
                self.played
                    .iter()
                    .map(|&(a, b, r)| Game::new(a, b, r.outcome())),
            )
            .collect();
        let options = RankOptions {
            seats,
            playoffs: Vec::new(),
        };
        // The players and games are the base table's, which was valid, so neither fails.
        let Ok(table) = self.base.with_games(games) else {
            return;
        };
        let Ok(ranking) = rank(&table, &self.chain, &options) else {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::league::table::Player;
    use crate::engine::league::whatif::Rng;

    /// [`Quick::set_flips`] from one draw to the next leaves the statistics, and so the places,
    /// those of the games played one by one with the new draw's results, whatever the chain
    /// (a local one ranks incrementally from the players it marks as changed).
    #[test]
    fn set_flips_equals_playing_each_game() {
        let mut rng = Rng::new(14);
        let chains = [RuleChain::fukui(), RuleChain::parse("PTS,SB,DE").unwrap()];
        // 9 players: about 27 games pending, one word of bits; 14: about 68, two words.
        for (chain, n) in chains.iter().flat_map(|c| [(c, 9), (c, 14)]) {
            let players = (0..n)
                .map(|i| Player {
                    name: format!("P{i}"),
                    previous_rank: Some(1 + (i as u32 % 4)),
                    rating: None,
                })
                .collect();
            let mut games = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    let decided = rng.next_u64() % 4 == 0;
                    let outcome = if decided {
                        Outcome::A
                    } else {
                        Outcome::Pending
                    };
                    games.push(Game::new(a, b, outcome));
                }
            }
            let table = Crosstable::new(players, games).unwrap();
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .filter(|&(a, b)| table.pair(a, b).pending > 0)
                .collect();
            assert_eq!(pairs.len() > 64, n == 14, "{} games", pairs.len());
            let mut quick = Quick::new(&table, chain, Some(3));
            for &(a, b) in &pairs {
                quick.play(a, b, Result3::A);
            }
            let flips = quick.flips(&pairs).unwrap();
            let mut from = 0u128;
            for _ in 0..2000 {
                let bits = u128::from(rng.next_u64()) | u128::from(rng.next_u64()) << 64;
                let to = bits & ((1u128 << pairs.len()) - 1);
                quick.set_flips(&flips, from, to);
                from = to;
                let mut played = Quick::new(&table, chain, Some(3));
                for (g, &(a, b)) in pairs.iter().enumerate() {
                    let r = if to >> g & 1 == 1 {
                        Result3::B
                    } else {
                        Result3::A
                    };
                    played.play(a, b, r);
                }
                assert_eq!(
                    (&quick.pts, &quick.wins, &quick.pp),
                    (&played.pts, &played.wins, &played.pp),
                    "{to:b}"
                );
                assert_eq!(quick.rank(), played.rank(), "{} {to:b}", chain.id);
            }
            // Random seasons find few blocks remembered: past its trial the memo is off (when the
            // chain has one), and the places above were still the same.
            assert_eq!(quick.memo.off, quick.memo_ok, "{}", chain.id);
        }
    }
}
