//! The RIF's tournament systems by number of participants (the RIF tournament rules, 2009,
//! annex 1; `../shared/spec/README.md` §10) as [`Plan`]s: what "new event" proposes for a number
//! of players or teams, each stage's rules left for the organiser to change.
//!
//! Readings the short text leaves open, as this module reads them (`docs/stages.md` says them
//! to the user):
//! - 7 or 8: the second stage's groups are places 1-4 and 5 and below of the first round robin
//!   (4 and 3 with 7 players); each plays a round robin inside the group with the first round
//!   robin's games among the group carried over and the colours reversed against them.
//! - A final "over 2 rounds" is a match of two games between the same pair, the first move
//!   swapped, decided by the sum, and when the sum is equal by the place each came with.
//! - 13-15 players: the top 8 of the 7-round Swiss play a 4-round Swiss from zero for places
//!   1-8; places 9 and below are the arbiter's to decide, and until the arbiter says otherwise
//!   they stay as the first Swiss placed them.
//! - 11-12 teams: two groups dealt by the snake in seed order; semi-finals 1st v the other
//!   group's 2nd, 3rd v the other group's 4th, and so on; finals between the semi-finals'
//!   winners (for places 1-2, 5-6, …) and losers (3-4, 7-8, …). With 11 teams the group of five
//!   leaves a semi-final without opponent: the team without one goes through.
//! - 13-20 teams: after the 7-round Swiss, finals 1st v 2nd, 3rd v 4th, and so on down the
//!   table; with an odd number the last team keeps its place.

use super::{Entry, Format, Plan, Stage};

/// Whether a plan is for individual players or for teams (the tables differ).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Individual,
    Team,
}

fn stage(format: Format, entry: Entry, decides_from: Option<u32>) -> Stage {
    Stage {
        format,
        entry,
        carry: false,
        reverse_colours: false,
        decides_from,
    }
}

fn round_robin(cycles: u32) -> Format {
    Format::RoundRobin { cycles }
}

/// One round robin over everyone (`cycles` times), deciding every place.
fn all_play_all(cycles: u32) -> Vec<Stage> {
    vec![stage(round_robin(cycles), Entry::All, Some(1))]
}

/// The 7-8 system: a round robin, then places 1-4 and 5-8 each in a round robin with the first
/// stage's games among them carried and the colours reversed.
fn seven_eight(n: usize) -> Vec<Stage> {
    let group = |from: u32, to: u32| Stage {
        format: round_robin(1),
        entry: Entry::Places { stage: 0, from, to },
        carry: true,
        reverse_colours: true,
        decides_from: Some(from),
    };
    vec![
        stage(round_robin(1), Entry::All, Some(1)),
        group(1, 4),
        group(5, n as u32),
    ]
}

/// The system the RIF rules name for `n` participants (none for fewer than two).
pub fn plan(kind: Kind, n: usize) -> Option<Plan> {
    let swiss = |rounds: u32| Format::Swiss { rounds };
    let stages = match (kind, n) {
        (_, 0 | 1) => return None,
        (_, 2) => vec![stage(Format::Matches { games: 8 }, Entry::All, Some(1))],
        (Kind::Individual, 3) => all_play_all(4),
        (Kind::Individual, 4) => all_play_all(3),
        (Kind::Team, 3) => all_play_all(3),
        (Kind::Team, 4) => vec![
            stage(round_robin(2), Entry::All, Some(1)),
            stage(
                Format::Matches { games: 2 },
                Entry::Places {
                    stage: 0,
                    from: 1,
                    to: 4,
                },
                Some(1),
            ),
        ],
        (_, 5 | 6) => all_play_all(2),
        (_, 7 | 8) => seven_eight(n),
        (_, 9..=12) if kind == Kind::Individual || n <= 10 => all_play_all(1),
        (Kind::Team, 11 | 12) => vec![
            stage(round_robin(1), Entry::Group { count: 2, index: 0 }, None),
            stage(round_robin(1), Entry::Group { count: 2, index: 1 }, None),
            stage(
                Format::Matches { games: 2 },
                Entry::CrossGroups { a: 0, b: 1 },
                None,
            ),
            stage(
                Format::Matches { games: 2 },
                Entry::Knockout { stage: 2 },
                Some(1),
            ),
        ],
        (Kind::Individual, 13..=15) => vec![
            stage(swiss(7), Entry::All, Some(1)),
            stage(
                swiss(4),
                Entry::Places {
                    stage: 0,
                    from: 1,
                    to: 8,
                },
                Some(1),
            ),
        ],
        (Kind::Individual, 16..=20) => vec![stage(swiss(9), Entry::All, Some(1))],
        (Kind::Individual, _) => vec![stage(swiss(11), Entry::All, Some(1))],
        (Kind::Team, 13..=20) => vec![
            stage(swiss(7), Entry::All, Some(1)),
            stage(
                Format::Matches { games: 2 },
                Entry::Places {
                    stage: 0,
                    from: 1,
                    to: n as u32,
                },
                Some(1),
            ),
        ],
        (Kind::Team, _) => vec![stage(swiss(9), Entry::All, Some(1))],
    };
    Some(Plan {
        participants: n,
        stages,
    })
}

/// How many rounds a plan's stages take in all, the number the RIF table gives beside each
/// system (12 for three players, 7 + 4 for 13-15, 5 + 2 + 2 for 11-12 teams).
pub fn rounds(plan: &Plan) -> Vec<u32> {
    let entrants = |stage: &Stage| -> usize {
        match stage.entry {
            Entry::All => plan.participants,
            Entry::Places { from, to, .. } => {
                (to.min(plan.participants as u32) + 1).saturating_sub(from) as usize
            }
            Entry::Group { count, index } => (0..plan.participants)
                .filter(|&p| super::snake(p, count.max(1) as usize) == index as usize)
                .count(),
            Entry::CrossGroups { .. } | Entry::Knockout { .. } => 2,
        }
    };
    plan.stages
        .iter()
        .map(|s| match s.format {
            Format::RoundRobin { cycles } => {
                crate::engine::schedule::rounds_per_cycle(entrants(s)) as u32 * cycles.max(1)
            }
            Format::Swiss { rounds } => rounds,
            Format::Matches { games } => games,
        })
        .collect()
}
