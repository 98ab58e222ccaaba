//! The engine's answer: plain data that front-ends render.
//!
//! A [`Ranking`] holds, for every player, a [`Standing`] (place, shared or pending range, score and
//! the [`Decision`] that fixed the place), and the structure behind it: the tree of tied
//! [`Block`]s with the [`Step`]s tried in each (the criterion, every member's value, how it split
//! them) and the [`MiniLeague`] built there, every [`Cycle`] found, and every [`Playoff`] the rules
//! require. Players are indices into the crosstable's player list; no text in a language lives
//! here, only labels such as `3A` or `SB` that are the rules' own names.
//!
//! Invariants (checked by the property tests in `tests/properties.rs`):
//! - `standings` is in place order and holds every player exactly once;
//! - places start at 1; a standing's `place..=place_to` covers exactly the players sharing it;
//! - `blocks[0]` is the whole league (`parent == None`); every other block is a strict subset of
//!   its parent, formed because its players tied on the parent's splitting step;
//! - a block's `players` are in final order and its `place..=place_to` are the places the rules
//!   give them; a player whose place is fixed or shared by the rules lies inside the range of every
//!   block holding him;
//! - a playoff (status `playoff` or `decided_by_playoff`) moves players only inside the range of its
//!   own block ([`Playoff::block`]), which holds all of them. (The Japanese professional leagues'
//!   title playoff can pair players from different sub-blocks of the title tie, so it is the tie's
//!   block that holds it.)

use serde::{Deserialize, Serialize};

use crate::engine::league::chain::PlayoffFormat;
use crate::engine::league::criteria::{Criterion, Value, evaluate};
use crate::engine::league::table::Crosstable;
use crate::engine::score::Score;

/// See the module documentation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ranking {
    pub standings: Vec<Standing>,
    /// `blocks[0]` is the whole league; the rest are tied blocks, parents before children.
    pub blocks: Vec<Block>,
    pub cycles: Vec<Cycle>,
    pub playoffs: Vec<Playoff>,
    /// Recorded playoff results that no longer apply (a game was corrected, the rules changed),
    /// left out of the standings.
    pub set_aside: Vec<SetAside>,
}

/// A recorded playoff result left out of the standings, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetAside {
    /// Its index among the recorded results (`RankOptions::playoffs`, the file's `playoffs`).
    pub record: usize,
    /// The players it names.
    pub players: Vec<usize>,
    pub reason: SetAsideReason,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SetAsideReason {
    /// Its players are not those of any playoff the rules require now (`required` lists the
    /// players of each one still to be played).
    NotRequired { required: Vec<Vec<usize>> },
    /// Its order names someone who did not play it, or someone twice.
    BadOrder { player: usize },
    /// Its game number `game` (from 0) is not the one the stepladder calls for.
    NotInLadder { game: usize },
}

/// One player's line in the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub player: usize,
    pub place: u32,
    /// Equal to `place` unless the place is shared or awaits a playoff.
    pub place_to: u32,
    pub status: PlaceStatus,
    pub score: Score,
    pub record: Record,
    pub decided_by: Decision,
    /// The labels of the steps the player went through, from the whole league down to the
    /// decision: `["1B", "4C", "4B", "3A"]` reads "tied on wins; the mini-league decided nothing;
    /// three of equal previous rank went back to a mini-league of their own, which placed them".
    pub path: Vec<String>,
}

/// Whether a place is final.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlaceStatus {
    /// The rules decided it.
    Decided,
    /// The rules left the player tied and no playoff is required: the place range is shared.
    Shared,
    /// The rules left the player tied and require a playoff, not yet recorded.
    Playoff,
    /// A recorded playoff decided it.
    DecidedByPlayoff,
}

/// The player's results over the league.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Wins, forfeit wins included.
    pub wins: u32,
    pub draws: u32,
    /// Losses, forfeit losses included.
    pub losses: u32,
    pub forfeit_wins: u32,
    pub forfeit_losses: u32,
    pub pending: u32,
    pub void: u32,
}

/// What fixed a player's place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The rule's label: `3A`, `5B`, `SB`, `5C` (undecided), `6` or `PO` (a playoff).
    pub label: String,
    pub kind: DecisionKind,
    /// The block in which it was decided.
    pub block: usize,
    /// The step of that block that decided it (`None` when undecided).
    pub step: Option<usize>,
    /// The player's own value at that step; the step lists everyone's.
    pub value: Option<Value>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum DecisionKind {
    /// A criterion of the chain.
    Criterion { criterion: Criterion },
    /// Nothing in the chain separates the player from the others of the block.
    Undecided,
    /// A recorded playoff (the index into [`Ranking::playoffs`]).
    Playoff { playoff: usize },
}

/// A group of players resolved together: the whole league, or players tied on everything
/// before the step that formed it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Block {
    pub id: usize,
    pub parent: Option<usize>,
    /// In final order.
    pub players: Vec<usize>,
    pub place: u32,
    pub place_to: u32,
    /// The criterion on which its players tied (`None` for the whole league).
    pub formed_by: Option<Criterion>,
    /// The rules' label for the block (`1B`, `3B`, `4B`; `PTS=`), if they have one.
    pub label: Option<String>,
    /// The criteria tried in this block, in order, until one split it or the chain ran out.
    pub steps: Vec<Step>,
    /// Child blocks, in place order.
    pub children: Vec<usize>,
    /// The mini-league built here, when a `DE` step ran.
    pub mini_league: Option<MiniLeague>,
}

/// One criterion applied to one block.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    pub criterion: Criterion,
    /// `3A` when it split the block, `4C` when it did not (Fukui); the code otherwise.
    pub label: String,
    /// Every member's value, in the block's original order.
    pub values: Vec<(usize, Value)>,
    /// The groups of equal value, best first. One group means the step separated nobody.
    pub parts: Vec<Vec<usize>>,
}

impl Step {
    pub fn split(&self) -> bool {
        self.parts.len() > 1
    }
}

/// The crosstable restricted to a block's players (直接対決のミニリーグ).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MiniLeague {
    /// Players in mini-league order (best score first; ties in the block's order).
    pub players: Vec<usize>,
    /// Points inside the mini-league, aligned with `players`.
    pub scores: Vec<Score>,
    /// Wins, draws and losses inside the mini-league, aligned with `players`.
    pub records: Vec<Record>,
}

/// Players who beat each other round a circle, none better than another inside their block:
/// `order[0]` beat `order[1]`, ..., the last beat `order[0]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cycle {
    pub block: usize,
    pub order: Vec<usize>,
}

/// A playoff the rules require.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Playoff {
    /// Who plays it, in the order the rules left them (by player index within ties).
    pub players: Vec<usize>,
    /// The places at stake.
    pub place: u32,
    pub place_to: u32,
    /// Why it is required.
    pub stakes: Vec<Stake>,
    /// The block where the rules ran out.
    pub block: usize,
    /// How it is played.
    pub format: PlayoffFormat,
    /// A title playoff seeded by the chain ([`crate::engine::RuleChain::title_by_playoff_only`]):
    /// `players` are in seeding order, it decides place 1 only, and the others keep the chain's
    /// order.
    pub seeded: bool,
    /// The recorded result, from the top, as far as the playoff decided.
    pub result: Option<Vec<usize>>,
    /// A stepladder's games recorded so far.
    pub games: Vec<PlayoffGame>,
    /// A stepladder's next game, while it is being played.
    pub next: Option<(usize, usize)>,
    /// Some pending game of the league can still break the tie, so the playoff is only
    /// possible so far; `false` once no result of the games still to play can change who ties
    /// for these places ([`crate::engine::league::settle`]): then it is required.
    #[serde(default)]
    pub breakable: bool,
}

/// One recorded game of a playoff.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayoffGame {
    pub a: usize,
    pub b: usize,
    pub winner: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stake {
    /// Place 1.
    Title,
    /// The line between place `seats` and `seats + 1`.
    SeatLine,
}

impl Ranking {
    /// Whether games are still pending: every place is then so far only (暫定).
    pub fn provisional(&self) -> bool {
        self.standings.iter().any(|s| s.record.pending > 0)
    }

    /// The playoff `player` is in, if any.
    pub fn playoff_of(&self, player: usize) -> Option<&Playoff> {
        self.playoffs.iter().find(|p| p.players.contains(&player))
    }

    /// Every step that placed `player`, in order, as `(block, step)` indices into
    /// [`Ranking::blocks`] and [`Block::steps`]: each step tried in each block holding him, from
    /// the whole league (the first split) down through each tie inside a tie (each restart) to
    /// the block where his place was decided, ending with the comparison that decided it. Empty
    /// for a player not in the standings. The page's "why" in full, the text report's and the
    /// JSON's `steps` are this list.
    pub fn steps_of(&self, player: usize) -> Vec<(usize, usize)> {
        let Some(s) = self.standings.iter().find(|s| s.player == player) else {
            return Vec::new();
        };
        let d = &s.decided_by;
        let mut chain = Vec::new();
        let mut at = Some(d.block);
        while let Some(b) = at.filter(|&b| b < self.blocks.len() && !chain.contains(&b)) {
            chain.push(b);
            at = self.blocks[b].parent;
        }
        chain.reverse();
        let mut out = Vec::new();
        for &b in &chain {
            let steps = self.blocks[b].steps.len();
            let last = match d.step {
                Some(k) if b == d.block => (k + 1).min(steps),
                _ => steps,
            };
            out.extend((0..last).map(|k| (b, k)));
        }
        out
    }

    /// The tied groups at the top of the block tree, in place order: the groups tied on the
    /// chain's first criterion, or the whole league (block 0) when every player tied on it.
    /// The page's colour bands and the exports mark these.
    pub fn tied_groups(&self) -> Vec<usize> {
        match self.blocks.first() {
            Some(root)
                if self.standings.len() > 1 && root.steps.first().is_some_and(|s| !s.split()) =>
            {
                vec![0]
            }
            Some(root) => root.children.clone(),
            None => Vec::new(),
        }
    }

    /// `player`'s value under each of `criteria` (a chain's criteria, in order), whether or not
    /// the chain needed it to place him.
    ///
    /// A global criterion's value is the player's own. A criterion among the tied ([`Criterion::DirectEncounter`])
    /// has the value computed at the first step where it was applied to a group holding him; if
    /// it never was, the value among the players tied with him on `criteria[0]` (alone: 0).
    pub fn values_of(
        &self,
        table: &Crosstable,
        criteria: &[Criterion],
        player: usize,
    ) -> Vec<(Criterion, Value)> {
        criteria
            .iter()
            .map(|&c| {
                if !c.among_tied() {
                    return (c, evaluate(c, table, &[player])[0]);
                }
                let applied = self
                    .blocks
                    .iter()
                    .flat_map(|b| &b.steps)
                    .filter(|s| s.criterion == c)
                    .find_map(|s| s.values.iter().find(|(p, _)| *p == player));
                if let Some(&(_, v)) = applied {
                    return (c, v);
                }
                let group: Vec<usize> = match criteria.first() {
                    Some(&first) if !first.among_tied() => {
                        let all: Vec<usize> = (0..table.len()).collect();
                        let values = evaluate(first, table, &all);
                        all.into_iter()
                            .filter(|&q| values[q] == values[player])
                            .collect()
                    }
                    _ => (0..table.len()).collect(),
                };
                let at = group.iter().position(|&q| q == player).unwrap_or(0);
                (c, evaluate(c, table, &group)[at])
            })
            .collect()
    }
}
