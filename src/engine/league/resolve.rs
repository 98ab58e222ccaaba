//! Ranking a crosstable under a rule chain: the algorithm ([`super::rank::rank`] is this, then
//! [`super::settle`]).
//!
//! [`rank_now`] works in three passes:
//!
//! 1. **Resolve.** The whole league is block 0. In a block, the chain's criteria are tried in
//!    order from the block's starting criterion; the first one whose values differ splits the
//!    block into parts of equal value, best first. A part of one player is *decided* by that step.
//!    A part of two or more becomes a child block that starts at `criteria[1]`
//!    ([`Reapply::Restart`]) or at the same criterion if it is among the tied, else the next one
//!    ([`Reapply::Continue`]). A block whose criteria all fail leaves its players *undecided*.
//!    Every recursion is on a strictly smaller group, so this ends, in at most `n` levels.
//! 2. **Place.** Walking the decided players and undecided groups in order gives places; an
//!    undecided group of `k` players starting at place `p` spans `p..=p+k-1` and, under the chain's
//!    [`PlayoffScope`], either shares it or is sent to a [`Playoff`] because the title, the seat
//!    line or any place (scope `all`) is at stake. When no criterion decides the title
//!    ([`RuleChain::title_by_playoff_only`]: 順位戦's stepladder, the professional leagues' two most
//!    senior), the players tied for first are ranked by the chain for seeding and then sent, all
//!    of them or the top two, to a playoff for place 1.
//! 3. **Playoffs.** A recorded playoff result that names exactly the players of a required
//!    playoff places them from the top as far as its `order` goes (a stepladder's, from the games
//!    recorded one by one). Those it leaves are examined again: still at stake means a new
//!    required playoff among them; in a seeded title playoff they keep the chain's order. A
//!    recorded result that matches no required playoff, or contradicts it, is set aside
//!    ([`SetAside`]), never fatal: the standings are those without it.
//!
//! A tie for first uses [`RuleChain::criteria_for`]: the title's own criteria when the chain has
//! them (FIDE Candidates 2016), the chain's otherwise.
//!
//! Everything else in the output (mini-leagues, cycles, the path of labels of each player) is
//! recorded on the way; see [`crate::engine::league::ranking`].

use crate::engine::league::chain::{PlayoffFormat, PlayoffScope, Reapply, RuleChain};
use crate::engine::league::criteria::{Criterion, Value, direct_encounter_with_missing, evaluate};
use crate::engine::league::ranking::{
    Block, Cycle, Decision, DecisionKind, MiniLeague, PlaceStatus, Playoff, PlayoffGame, Ranking,
    Record, SetAside, SetAsideReason, Stake, Standing, Step,
};
use crate::engine::league::table::{Crosstable, PairStats};
use crate::error::{Error, ErrorKind};

/// What the league adds to the chain: the seat line and the playoffs already played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RankOptions {
    /// The top `seats` places keep their seat; the line below them is at stake in ties.
    pub seats: Option<u32>,
    /// Recorded playoff results.
    pub playoffs: Vec<PlayoffResult>,
}

/// A playoff's recorded result: who played it and, from the top, the order it decided; for a
/// stepladder, the games in the order they were played (the order follows from them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayoffResult {
    pub players: Vec<usize>,
    pub order: Vec<usize>,
    pub games: Vec<PlayoffGame>,
}

/// [`super::rank::rank`] without asking whether pending games can break a tie (every
/// [`Playoff::breakable`] is `false`): what-if's ranker calls it once per outcome, and
/// [`super::settle`] on each outcome it tries. Fails only on an empty chain; recorded playoffs
/// that do not apply are set aside ([`Ranking::set_aside`]).
pub(crate) fn rank_now(
    table: &Crosstable,
    chain: &RuleChain,
    options: &RankOptions,
) -> Result<Ranking, Error> {
    if chain.criteria.is_empty() {
        return Err(ErrorKind::EmptyChain.into());
    }
    let mut resolver = Resolver {
        table,
        chain,
        lists: [chain.criteria_for(false), chain.criteria_for(true)],
        blocks: Vec::new(),
        finals: Vec::new(),
        cycles: Vec::new(),
    };
    resolver.resolve((0..table.len()).collect(), 0, None, None, 1, GENERAL);
    let Resolver {
        blocks,
        finals,
        cycles,
        ..
    } = resolver;
    let mut out = Placer {
        table,
        chain,
        seats: options.seats,
        blocks,
        standings: Vec::new(),
        playoffs: Vec::new(),
        seeding: Vec::new(),
    };
    out.place(&finals);
    if chain.title_by_playoff_only() {
        out.title_tie_playoff();
    }
    let set_aside = out.apply_results(&options.playoffs);
    Ok(Ranking {
        standings: out.standings,
        blocks: out.blocks,
        cycles,
        playoffs: out.playoffs,
        set_aside,
    })
}

/// [`Resolver::lists`]: the chain's criteria, and those of a tie for first.
const GENERAL: usize = 0;
const TITLE: usize = 1;

/// A decided player or an undecided group, in place order.
enum Final {
    Decided {
        player: usize,
        block: usize,
        step: usize,
        label: String,
        value: Value,
    },
    Undecided {
        players: Vec<usize>,
        block: usize,
    },
}

impl Final {
    fn players(&self) -> &[usize] {
        match self {
            Final::Decided { player, .. } => std::slice::from_ref(player),
            Final::Undecided { players, .. } => players,
        }
    }
}

struct Resolver<'a> {
    table: &'a Crosstable,
    chain: &'a RuleChain,
    /// [`RuleChain::criteria_for`] a block not tied for first ([`GENERAL`]) and one tied for
    /// first ([`TITLE`]); both start with `criteria[0]`.
    lists: [Vec<Criterion>; 2],
    blocks: Vec<Block>,
    finals: Vec<Final>,
    cycles: Vec<Cycle>,
}

impl Resolver<'_> {
    /// Resolves `players` (already tied on everything before `start` of the criteria `list`) as
    /// a new block; returns its id.
    fn resolve(
        &mut self,
        players: Vec<usize>,
        start: usize,
        formed_by: Option<Criterion>,
        parent: Option<usize>,
        place: u32,
        mut list: usize,
    ) -> usize {
        let id = self.blocks.len();
        let size = players.len();
        let labels = self.chain.labels;
        self.blocks.push(Block {
            id,
            parent,
            players: players.clone(),
            place,
            place_to: place + size as u32 - 1,
            formed_by,
            label: formed_by.and_then(|c| labels.block(c, size)),
            steps: Vec::new(),
            children: Vec::new(),
            mini_league: None,
        });
        let first_final = self.finals.len();
        let mut i = start;
        while let Some(&criterion) = self.lists[list].get(i) {
            let values = evaluate(criterion, self.table, &players);
            if criterion == Criterion::DirectEncounter && self.blocks[id].mini_league.is_none() {
                self.blocks[id].mini_league = Some(mini_league(self.table, &players, &values));
            }
            let missing = (criterion.among_tied() && self.chain.fide_direct_encounter())
                .then(|| direct_encounter_with_missing(self.table, &players))
                .flatten();
            let parts = missing.unwrap_or_else(|| partition(&players, &values));
            let split = parts.len() > 1;
            let step_label = if split || size == 1 {
                labels.decision(criterion, formed_by, size)
            } else {
                labels.no_split(criterion, size)
            };
            let step = self.blocks[id].steps.len();
            let value_of = |p: usize| values[players.iter().position(|&q| q == p).unwrap_or(0)];
            let step_values: Vec<(usize, Value)> = players
                .iter()
                .copied()
                .zip(values.iter().copied())
                .collect();
            self.blocks[id].steps.push(Step {
                criterion,
                label: step_label.clone(),
                values: step_values,
                parts: parts.clone(),
            });
            if size == 1 {
                // Only the whole league can be a single player: the first criterion places him.
                let (player, value) = (players[0], values[0]);
                self.finals.push(Final::Decided {
                    player,
                    block: id,
                    step,
                    label: step_label,
                    value,
                });
                return id;
            }
            if !split {
                if criterion == Criterion::DirectEncounter && size >= 3 {
                    if let Some(order) = find_cycle(self.table, &players) {
                        self.cycles.push(Cycle { block: id, order });
                    }
                }
                if id == 0 && i == 0 {
                    // The whole league is tied for first.
                    list = TITLE;
                }
                i += 1;
                continue;
            }
            let next = match self.chain.reapply {
                Reapply::Restart => 1,
                Reapply::Continue if criterion.among_tied() => i,
                Reapply::Continue => i + 1,
            };
            let mut p = place;
            for (k, part) in parts.into_iter().enumerate() {
                // The players level with the leader on the first criterion are a tie for first.
                let part_list = if id == 0 && i == 0 && k == 0 {
                    TITLE
                } else {
                    list
                };
                let len = part.len() as u32;
                if part.len() == 1 {
                    let player = part[0];
                    self.finals.push(Final::Decided {
                        player,
                        block: id,
                        step,
                        label: step_label.clone(),
                        value: value_of(player),
                    });
                } else {
                    let child = self.resolve(part, next, Some(criterion), Some(id), p, part_list);
                    self.blocks[id].children.push(child);
                }
                p += len;
            }
            self.blocks[id].players = self.finals[first_final..]
                .iter()
                .flat_map(|f| f.players().iter().copied())
                .collect();
            return id;
        }
        self.finals.push(Final::Undecided { players, block: id });
        id
    }
}

/// Groups `players` by equal value, best value first; players keep their relative order.
fn partition(players: &[usize], values: &[Value]) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..players.len()).collect();
    crate::engine::sort::by(&mut order, |&x, &y| values[y].key().cmp(&values[x].key()));
    let mut parts: Vec<Vec<usize>> = Vec::new();
    let mut last: Option<i64> = None;
    for k in order {
        let key = values[k].key();
        match (last, parts.last_mut()) {
            (Some(l), Some(part)) if l == key => part.push(players[k]),
            _ => parts.push(vec![players[k]]),
        }
        last = Some(key);
    }
    parts
}

fn mini_league(table: &Crosstable, players: &[usize], values: &[Value]) -> MiniLeague {
    let mut order: Vec<usize> = (0..players.len()).collect();
    crate::engine::sort::by(&mut order, |&x, &y| values[y].key().cmp(&values[x].key()));
    let mut scores = Vec::new();
    let mut records = Vec::new();
    let mut ordered = Vec::new();
    for k in order {
        let i = players[k];
        let mut sum = PairStats::default();
        for &j in players {
            sum.merge(table.pair(i, j));
        }
        ordered.push(i);
        scores.push(sum.points);
        records.push(record(&sum));
    }
    MiniLeague {
        players: ordered,
        scores,
        records,
    }
}

fn record(p: &PairStats) -> Record {
    Record {
        wins: p.wins,
        draws: p.draws,
        losses: p.losses,
        forfeit_wins: p.forfeit_wins,
        forfeit_losses: p.forfeit_losses,
        pending: p.pending,
        void: p.void,
    }
}

/// `i` beat `j`: scored more against `j` than `j` against `i`.
fn beat(table: &Crosstable, i: usize, j: usize) -> bool {
    table.pair(i, j).points > table.pair(j, i).points
}

/// The most search nodes spent looking for one cycle. A strongly connected tournament always has
/// a Hamiltonian cycle and depth-first search finds one at once in practice; the budget only
/// bounds hostile input.
const CYCLE_BUDGET: u32 = 200_000;

/// A circle through all of `players` in which each beat the next, if the search finds one.
fn find_cycle(table: &Crosstable, players: &[usize]) -> Option<Vec<usize>> {
    let n = players.len();
    let mut path = vec![players[0]];
    let mut used = vec![false; n];
    used[0] = true;
    let mut budget = CYCLE_BUDGET;
    fn dfs(
        table: &Crosstable,
        players: &[usize],
        path: &mut Vec<usize>,
        used: &mut [bool],
        budget: &mut u32,
    ) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let last = *path.last().unwrap_or(&players[0]);
        if path.len() == players.len() {
            return beat(table, last, path[0]);
        }
        for k in 0..players.len() {
            if !used[k] && beat(table, last, players[k]) {
                used[k] = true;
                path.push(players[k]);
                if dfs(table, players, path, used, budget) {
                    return true;
                }
                path.pop();
                used[k] = false;
            }
        }
        false
    }
    if dfs(table, players, &mut path, &mut used, &mut budget) && n >= 3 {
        Some(path)
    } else {
        None
    }
}

fn stakes(place: u32, place_to: u32, seats: Option<u32>) -> Vec<Stake> {
    let mut out = Vec::new();
    if place_to > place {
        if place == 1 {
            out.push(Stake::Title);
        }
        if let Some(s) = seats {
            if s >= place && s < place_to {
                out.push(Stake::SeatLine);
            }
        }
    }
    out
}

struct Placer<'a> {
    table: &'a Crosstable,
    chain: &'a RuleChain,
    seats: Option<u32>,
    blocks: Vec<Block>,
    standings: Vec<Standing>,
    playoffs: Vec<Playoff>,
    /// The standings the chain gave the players of a seeded title playoff, before it took them
    /// over: those it does not place keep this order.
    seeding: Vec<Standing>,
}

impl Placer<'_> {
    fn standing(
        &self,
        player: usize,
        place: u32,
        place_to: u32,
        status: PlaceStatus,
        decided_by: Decision,
    ) -> Standing {
        let path = self.path(&decided_by);
        Standing {
            player,
            place,
            place_to,
            status,
            score: self.table.score(player),
            record: record(self.table.total(player)),
            decided_by,
            path,
        }
    }

    /// The labels from the whole league down to the decision; see [`Standing::path`].
    fn path(&self, decision: &Decision) -> Vec<String> {
        let mut chain = Vec::new();
        let mut b = Some(decision.block);
        while let Some(id) = b {
            chain.push(id);
            b = self.blocks[id].parent;
        }
        let mut path: Vec<String> = Vec::new();
        for &id in chain.iter().rev() {
            let block = &self.blocks[id];
            if let Some(l) = &block.label {
                path.push(l.clone());
            }
            for s in block
                .steps
                .iter()
                .filter(|s| !s.split() && block.players.len() > 1)
            {
                path.push(s.label.clone());
            }
        }
        path.push(decision.label.clone());
        path.dedup();
        path
    }

    fn place(&mut self, finals: &[Final]) {
        let mut p = 1u32;
        for f in finals {
            match f {
                Final::Decided {
                    player,
                    block,
                    step,
                    label,
                    value,
                } => {
                    let d = Decision {
                        label: label.clone(),
                        kind: DecisionKind::Criterion {
                            criterion: self.blocks[*block].steps[*step].criterion,
                        },
                        block: *block,
                        step: Some(*step),
                        value: Some(*value),
                    };
                    let s = self.standing(*player, p, p, PlaceStatus::Decided, d);
                    self.standings.push(s);
                    p += 1;
                }
                Final::Undecided { players, block } => {
                    let q = p + players.len() as u32 - 1;
                    self.undecided(players, *block, p, q);
                    p = q + 1;
                }
            }
        }
    }

    /// Places an undecided group at `place..=place_to`: a required playoff or a shared place.
    fn undecided(&mut self, players: &[usize], block: usize, place: u32, place_to: u32) {
        let mut stakes = stakes(place, place_to, self.seats);
        if self.chain.title_by_playoff_only() {
            // The seeded title playoff (`title_tie_playoff`) is the title's.
            stakes.retain(|&s| s != Stake::Title);
        }
        let playoff = played_off(self.chain.playoff, place, place_to, &stakes);
        let status = if playoff {
            PlaceStatus::Playoff
        } else {
            PlaceStatus::Shared
        };
        if playoff {
            self.playoffs
                .push(self.new_playoff(players.to_vec(), place, place_to, stakes, block));
        }
        for &player in players {
            let d = Decision {
                label: self.chain.labels.undecided(),
                kind: DecisionKind::Undecided,
                block,
                step: None,
                value: None,
            };
            let s = self.standing(player, place, place_to, status, d);
            self.standings.push(s);
        }
    }

    fn new_playoff(
        &self,
        players: Vec<usize>,
        place: u32,
        place_to: u32,
        stakes: Vec<Stake>,
        block: usize,
    ) -> Playoff {
        let format = self.chain.format;
        let next = ladder(format, &players, &[]).ok().flatten();
        Playoff {
            players,
            place,
            place_to,
            stakes,
            block,
            format,
            seeded: false,
            result: None,
            games: Vec::new(),
            next,
            breakable: false,
        }
    }

    /// [`RuleChain::title_by_playoff_only`]: the players tied for the most points play off for
    /// place 1, seeded by the chain's order: all of them, or under
    /// [`PlayoffFormat::TwoMostSenior`] the two the tie-breaks put first (and everyone sharing
    /// place 2 with the second, when the tie-breaks cannot tell who the two are).
    fn title_tie_playoff(&mut self) {
        let Some(first) = self.blocks[0]
            .steps
            .first()
            .and_then(|s| s.parts.first())
            .cloned()
        else {
            return;
        };
        if first.len() < 2 {
            return;
        }
        let two = self.chain.format == PlayoffFormat::TwoMostSenior;
        let players: Vec<usize> = self
            .standings
            .iter()
            .filter(|s| first.contains(&s.player) && (!two || s.place <= 2))
            .map(|s| s.player)
            .collect();
        let block = self
            .blocks
            .iter()
            .find(|b| b.parent == Some(0) && b.place == 1)
            .map_or(0, |b| b.id);
        let place_to = players.len() as u32;
        self.seeding = self
            .standings
            .iter()
            .filter(|s| players.contains(&s.player))
            .cloned()
            .collect();
        for s in self
            .standings
            .iter_mut()
            .filter(|s| players.contains(&s.player))
        {
            s.place = 1;
            s.place_to = place_to;
            s.status = PlaceStatus::Playoff;
        }
        let mut playoff = self.new_playoff(players, 1, place_to, vec![Stake::Title], block);
        playoff.seeded = true;
        self.playoffs.push(playoff);
    }

    /// Applies recorded results; see the module documentation. Returns those set aside.
    fn apply_results(&mut self, results: &[PlayoffResult]) -> Vec<SetAside> {
        let mut applied = vec![false; results.len()];
        let mut set_aside = Vec::new();
        loop {
            let mut progressed = false;
            for (r, result) in results.iter().enumerate() {
                if applied[r] {
                    continue;
                }
                let mut want = result.players.clone();
                crate::engine::sort::ascending(&mut want);
                let found = self.playoffs.iter().position(|p| {
                    let mut have = p.players.clone();
                    crate::engine::sort::ascending(&mut have);
                    p.result.is_none() && p.games.is_empty() && have == want
                });
                if let Some(k) = found {
                    applied[r] = true;
                    progressed = true;
                    if let Err(reason) = self.apply(k, result) {
                        set_aside.push(SetAside {
                            record: r,
                            players: result.players.clone(),
                            reason,
                        });
                    }
                }
            }
            if !progressed {
                break;
            }
        }
        let required: Vec<Vec<usize>> = self
            .playoffs
            .iter()
            .filter(|p| p.result.is_none())
            .map(|p| p.players.clone())
            .collect();
        for (r, _) in applied.iter().enumerate().filter(|(_, a)| !**a) {
            set_aside.push(SetAside {
                record: r,
                players: results[r].players.clone(),
                reason: SetAsideReason::NotRequired {
                    required: required.clone(),
                },
            });
        }
        crate::engine::sort::by_key(&mut set_aside, |s| s.record);
        set_aside
    }

    /// Applies `result` to the required playoff `k`, or says why it does not fit it (and then
    /// changes nothing).
    fn apply(&mut self, k: usize, result: &PlayoffResult) -> Result<(), SetAsideReason> {
        let playoff = self.playoffs[k].clone();
        if result.order.is_empty() && result.games.is_empty() {
            // Recorded before anything was decided: nothing to apply.
            return Ok(());
        }
        let order = if playoff.format == PlayoffFormat::Stepladder && !result.games.is_empty() {
            let next = ladder(playoff.format, &playoff.players, &result.games)?;
            self.playoffs[k].games = result.games.clone();
            self.playoffs[k].next = next;
            if next.is_some() {
                // The ladder is still being played.
                return Ok(());
            }
            let last = result.games.last().map(|g| g.winner);
            last.into_iter().collect::<Vec<usize>>()
        } else {
            result.order.clone()
        };
        for (m, &p) in order.iter().enumerate() {
            if !playoff.players.contains(&p) || order[..m].contains(&p) {
                return Err(SetAsideReason::BadOrder { player: p });
            }
        }
        let order = &order[..];
        self.playoffs[k].result = Some(order.to_vec());
        self.playoffs[k].next = None;
        let rest: Vec<usize> = playoff
            .players
            .iter()
            .copied()
            .filter(|p| !order.contains(p))
            .collect();
        let by_playoff = |label: String| Decision {
            label,
            kind: DecisionKind::Playoff { playoff: k },
            block: playoff.block,
            step: None,
            value: None,
        };
        let mut decided: Vec<(usize, u32)> = order
            .iter()
            .enumerate()
            .map(|(m, &p)| (p, playoff.place + m as u32))
            .collect();
        if rest.len() == 1 {
            decided.push((rest[0], playoff.place_to));
        }
        for (p, place) in decided {
            let d = by_playoff(self.chain.labels.playoff());
            let path = self.path(&d);
            if let Some(s) = self.standings.iter_mut().find(|s| s.player == p) {
                s.place = place;
                s.place_to = place;
                s.status = PlaceStatus::DecidedByPlayoff;
                s.decided_by = d;
                s.path = path;
            }
        }
        if rest.len() >= 2 && playoff.seeded {
            self.reseed(&rest, playoff.place + order.len() as u32);
        } else if rest.len() >= 2 {
            let place = playoff.place + order.len() as u32;
            let stakes = stakes(place, playoff.place_to, self.seats);
            let again = played_off(self.chain.playoff, place, playoff.place_to, &stakes);
            for s in self
                .standings
                .iter_mut()
                .filter(|s| rest.contains(&s.player))
            {
                s.place = place;
                s.status = if again {
                    PlaceStatus::Playoff
                } else {
                    PlaceStatus::Shared
                };
            }
            if again {
                let next = self.new_playoff(rest, place, playoff.place_to, stakes, playoff.block);
                self.playoffs.push(next);
            }
        }
        // Places moved inside the playoff's range only; a stable sort restores place order.
        crate::engine::sort::by_key(&mut self.standings, |s| s.place);
        Ok(())
    }

    /// Gives the players of a seeded playoff it did not place their standings by the chain again,
    /// in the chain's order from place `from` (groups the chain left tied stay together).
    fn reseed(&mut self, rest: &[usize], from: u32) {
        let mut place = from;
        let mut k = 0;
        let seeding: Vec<&Standing> = self
            .seeding
            .iter()
            .filter(|s| rest.contains(&s.player))
            .collect();
        while k < seeding.len() {
            let group: Vec<&Standing> = seeding[k..]
                .iter()
                .take_while(|s| s.place == seeding[k].place)
                .copied()
                .collect();
            let place_to = place + group.len() as u32 - 1;
            for g in &group {
                if let Some(s) = self.standings.iter_mut().find(|s| s.player == g.player) {
                    *s = (*g).clone();
                    s.place = place;
                    s.place_to = place_to;
                    if group.len() == 1 && s.status == PlaceStatus::Shared {
                        s.status = PlaceStatus::Decided;
                    }
                }
            }
            k += group.len();
            place = place_to + 1;
        }
    }
}

/// Whether a tie over `place..=place_to` with these stakes is played off under `scope`.
fn played_off(scope: PlayoffScope, place: u32, place_to: u32, stakes: &[Stake]) -> bool {
    place_to > place
        && (scope == PlayoffScope::All
            || (scope.covers_title() && stakes.contains(&Stake::Title))
            || (scope.covers_seats() && stakes.contains(&Stake::SeatLine)))
}

/// The next game of a stepladder among `players` (best seed first) after `games`, `None` once
/// the ladder is complete; `Ok(None)` for other formats. The two lowest seeds play first, the
/// winner meets the next lowest, up to the top seed. A recorded game that is not the one the
/// ladder calls for is an error naming it.
pub fn ladder(
    format: PlayoffFormat,
    players: &[usize],
    games: &[PlayoffGame],
) -> Result<Option<(usize, usize)>, SetAsideReason> {
    if format != PlayoffFormat::Stepladder || players.len() < 2 {
        return Ok(None);
    }
    let k = players.len();
    let mut holder = players[k - 1];
    let mut rung = k - 1; // the seed `holder` meets next is players[rung - 1]
    for (g, game) in games.iter().enumerate() {
        let challenger = players[rung - 1];
        let pair_ok = (game.a == holder && game.b == challenger)
            || (game.a == challenger && game.b == holder);
        if !pair_ok || (game.winner != game.a && game.winner != game.b) {
            return Err(SetAsideReason::NotInLadder { game: g });
        }
        holder = game.winner;
        rung -= 1;
        if rung == 0 {
            if g + 1 < games.len() {
                return Err(SetAsideReason::NotInLadder { game: g + 1 });
            }
            return Ok(None);
        }
    }
    Ok(Some((holder, players[rung - 1])))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::score::Score;

    #[test]
    fn partition_keeps_order_within_equal_values() {
        let v = |q| Value::Points(Score::from_quarters(q));
        let parts = partition(&[7, 3, 5, 1], &[v(4), v(8), v(4), v(0)]);
        assert_eq!(parts, vec![vec![3], vec![7, 5], vec![1]]);
    }

    #[test]
    fn stakes_title_and_seat_line() {
        assert_eq!(stakes(1, 3, Some(5)), vec![Stake::Title]);
        assert_eq!(stakes(4, 6, Some(5)), vec![Stake::SeatLine]);
        assert_eq!(stakes(5, 6, Some(5)), vec![Stake::SeatLine]);
        assert_eq!(stakes(6, 7, Some(5)), vec![]);
        assert_eq!(stakes(3, 5, Some(5)), vec![]);
        assert_eq!(stakes(1, 1, Some(5)), vec![]);
        assert_eq!(stakes(1, 6, Some(5)), vec![Stake::Title, Stake::SeatLine]);
    }
}
