//! Applying a list of criteria to a Swiss event (FIDE C.07 4.2; `swiss.md` §0).
//!
//! Criteria are applied in order; each one only splits the groups still tied on every criterion
//! before it. A global criterion sorts a group by its values; a criterion among the tied (`DE`,
//! `H2H`, `SDC`) is evaluated on the group alone and may split it in several steps (direct
//! encounter re-processes every smaller tied subset, C.07 6.2, and places a player who stays on
//! top whatever the missing games give, 6.3). Players still tied after the last criterion share
//! the place ("1224": one plus the number of players strictly ahead).
//!
//! Every player but the first carries the [`Separation`] from the player above: the step that
//! separated them and the two values compared, or nothing when they are tied.

use serde::{Deserialize, Serialize};

use super::criteria::{self, Base, Code, Edition};
use super::{Event, Kind, System};
use crate::engine::league::criteria::{MEAN_SCALE, Value};

/// What separated a player from the one above.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Separation {
    /// Index of the criterion in [`Standings::codes`].
    pub step: usize,
    /// The values compared: the player above's and this player's. Among the tied, they are the
    /// values in the group where the split happened.
    pub above: Value,
    pub this: Value,
}

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub player: usize,
    /// 1-based; shared places have the same `place` and `place_to`.
    pub place: usize,
    pub place_to: usize,
    /// The value under each code of the list; `None` for the criteria among the tied.
    pub values: Vec<Option<Value>>,
    /// `None` for the first row and for a player tied with the one above.
    pub separation: Option<Separation>,
}

/// The ordered standings of an event under a list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standings {
    pub codes: Vec<Code>,
    pub edition: Edition,
    pub rows: Vec<Standing>,
}

/// The tied runs of an event in order, each with its separation from the run above.
type Ordered = Vec<(Vec<usize>, Option<Separation>)>;

/// One run of a split group: its members in order, and the values that separated it from the
/// run before (none for the first run).
type Run = (Vec<usize>, Option<(Value, Value)>);

/// The values of every player under every code, each worked out the first time it is asked:
/// a criterion is computed only for the players still tied when it comes to be applied, unless
/// the whole table is asked for ([`Values::fill`]).
struct Values<'a> {
    event: &'a Event,
    codes: &'a [Code],
    edition: Edition,
    /// `cells[p * codes.len() + step]`: `None` until computed.
    cells: Vec<Option<Option<Value>>>,
}

impl Values<'_> {
    fn get(&mut self, p: usize, step: usize) -> Option<Value> {
        let i = p * self.codes.len() + step;
        match self.cells[i] {
            Some(v) => v,
            None => {
                let v = criteria::value(self.event, self.codes[step], self.edition, p);
                self.cells[i] = Some(v);
                v
            }
        }
    }

    /// Every value of player `p`.
    fn fill(&mut self, p: usize) -> Vec<Option<Value>> {
        (0..self.codes.len())
            .map(|step| self.get(p, step))
            .collect()
    }
}

/// Orders every player of `event` by `codes` under `edition`.
pub fn order(event: &Event, codes: &[Code], edition: Edition) -> Standings {
    let (out, mut values) = runs(event, codes, edition);
    let mut rows = Vec::with_capacity(event.players());
    for (group, separation) in out {
        let place = rows.len() + 1;
        let place_to = rows.len() + group.len();
        for (k, player) in group.into_iter().enumerate() {
            rows.push(Standing {
                player,
                place,
                place_to,
                values: values.fill(player),
                separation: if k == 0 { separation } else { None },
            });
        }
    }
    Standings {
        codes: codes.to_vec(),
        edition,
        rows,
    }
}

/// Each player's place and the last place of their shared place (`place == place_to` when
/// alone), indexed by player: [`order`]'s places without the values and separations, and
/// without computing a criterion for a player no longer tied when it applies. What-if ranks
/// every outcome this way.
pub fn places(event: &Event, codes: &[Code], edition: Edition) -> Vec<(usize, usize)> {
    let (out, _) = runs(event, codes, edition);
    let mut places = vec![(0, 0); event.players()];
    let mut next = 1;
    for (group, _) in out {
        let to = next + group.len() - 1;
        for p in group {
            places[p] = (next, to);
        }
        next = to + 1;
    }
    places
}

/// The tied runs of the whole event in order, and the values computed on the way.
fn runs<'a>(event: &'a Event, codes: &'a [Code], edition: Edition) -> (Ordered, Values<'a>) {
    let n = event.players();
    let mut values = Values {
        event,
        codes,
        edition,
        cells: vec![None; n * codes.len()],
    };
    let mut out: Ordered = Vec::new();
    let everyone: Vec<usize> = (0..n).collect();
    split(event, codes, &mut values, everyone, 0, None, &mut out);
    (out, values)
}

/// Splits `group` (tied on every code before `step`) and appends its tied runs in order.
fn split(
    event: &Event,
    codes: &[Code],
    values: &mut Values,
    group: Vec<usize>,
    step: usize,
    separation: Option<Separation>,
    out: &mut Ordered,
) {
    if group.len() == 1 || step == codes.len() {
        out.push((group, separation));
        return;
    }
    let code = codes[step];
    let runs = match code.base {
        Base::DirectEncounter => direct_encounter(
            event,
            Counted::Games {
                forfeits: code.forfeits,
            },
            &group,
        ),
        Base::DirectGamePoints => direct_encounter(event, Counted::GamePoints, &group),
        Base::HeadToHead => head_to_head(event, &group),
        Base::Sdc => {
            let v = sdc(event, &group);
            sorted(&group, |p| {
                v[group.iter().position(|&q| q == p).unwrap_or(0)]
            })
        }
        _ => {
            let g = group
                .iter()
                .map(|&p| (p, values.get(p, step).unwrap_or(Value::Rating(None))))
                .collect();
            sorted_values(g)
        }
    };
    for (k, (members, compared)) in runs.into_iter().enumerate() {
        let sep = if k == 0 {
            separation
        } else {
            compared.map(|(above, this)| Separation { step, above, this })
        };
        split(event, codes, values, members, step + 1, sep, out);
    }
}

/// Sorts a group by a value (higher first; equal values keep the group's order) into runs.
fn sorted(group: &[usize], value: impl Fn(usize) -> Value) -> Vec<Run> {
    sorted_values(group.iter().map(|&p| (p, value(p))).collect())
}

/// [`sorted`] of players given with their values.
fn sorted_values(mut g: Vec<(usize, Value)>) -> Vec<Run> {
    crate::engine::sort::by_key(&mut g, |&(_, v)| std::cmp::Reverse(v.key()));
    let mut runs: Vec<Run> = Vec::new();
    let mut last: Option<Value> = None;
    for (p, v) in g {
        match (runs.last_mut(), last) {
            (Some(run), Some(l)) if l.key() == v.key() => run.0.push(p),
            (_, l) => runs.push((vec![p], l.map(|l| (l, v)))),
        }
        last = Some(v);
    }
    runs
}

/// What direct encounter counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Counted {
    /// Games over the board, and forfeits too with `/P` or in a round robin (C.07 6.1.1,
    /// 15.2), at the event's points.
    Games { forfeits: bool },
    /// A team event's matches, at their game points (`DE:GP`, `swiss.md` §4.4).
    GamePoints,
}

impl Counted {
    /// The most one meeting can give, in quarter points.
    fn most(self, event: &Event) -> i64 {
        match self {
            Counted::Games { .. } => event.scoring.win.quarters(),
            Counted::GamePoints => {
                event.team().map_or(0, |t| t.boards as i64) * crate::engine::Score::WIN.quarters()
            }
        }
    }
}

/// The counted meetings between `a` and `b`: (a's points in quarters, meetings).
fn meetings(event: &Event, counted: Counted, a: usize, b: usize) -> (i64, i64) {
    let counts = |k: Kind| match counted {
        Counted::Games { forfeits } => {
            k.played() || ((forfeits || event.system == System::RoundRobin) && k.paired())
        }
        Counted::GamePoints => k.paired(),
    };
    let points = |r: usize| match (counted, event.team()) {
        (Counted::GamePoints, Some(t)) => t.game_points[a][r].quarters(),
        _ => event.points(a, r).quarters(),
    };
    event
        .records(a)
        .iter()
        .enumerate()
        .filter(|(_, r)| r.opponent == Some(b) && counts(r.kind))
        .fold((0, 0), |(pts, games), (r, _)| (pts + points(r), games + 1))
}

/// Direct encounter on `group` (C.07 Art. 6; `swiss.md` §2.7): each pair counts the mean of its
/// counted games; all pairs met → order by the sums and re-process every smaller tied subset
/// (6.2); otherwise place, one at a time, a player whose sum beats every other's best possible
/// (6.3), then re-process the rest.
fn direct_encounter(event: &Event, counted: Counted, group: &[usize]) -> Vec<Run> {
    let m = group.len();
    let mut s = vec![0i64; m];
    let mut met = vec![0i64; m];
    let mut all_met = true;
    for i in 0..m {
        for j in 0..m {
            if i == j {
                continue;
            }
            let (pts, games) = meetings(event, counted, group[i], group[j]);
            if games == 0 {
                all_met = false;
            } else {
                // The mean of the games, exact in 1/MEAN_SCALE quarters for up to 8 meetings.
                s[i] += pts * MEAN_SCALE / games;
                met[i] += 1;
            }
        }
    }
    let value = |i: usize| Value::Mean(s[i]);
    if all_met {
        let runs = sorted(group, |p| {
            value(group.iter().position(|&q| q == p).unwrap_or(0))
        });
        if runs.len() == 1 {
            return runs;
        }
        let mut out = Vec::new();
        for (members, compared) in runs {
            if members.len() >= 2 {
                let mut sub = direct_encounter(event, counted, &members);
                sub[0].1 = compared;
                out.extend(sub);
            } else {
                out.push((members, compared));
            }
        }
        return out;
    }
    // 6.3: min = the sum so far; max = the sum plus a win for every missing game.
    let win = counted.most(event) * MEAN_SCALE;
    let max: Vec<i64> = (0..m)
        .map(|i| s[i] + win * (m as i64 - 1 - met[i]))
        .collect();
    let mut left: Vec<usize> = (0..m).collect();
    let mut out: Vec<Run> = Vec::new();
    let mut previous: Option<usize> = None;
    while left.len() >= 2 {
        let top = left
            .iter()
            .copied()
            .find(|&i| left.iter().all(|&j| j == i || s[i] > max[j]));
        let Some(i) = top else { break };
        out.push((vec![group[i]], previous.map(|p| (value(p), value(i)))));
        previous = Some(i);
        left.retain(|&j| j != i);
    }
    if out.is_empty() {
        return vec![(group.to_vec(), None)];
    }
    let rest: Vec<usize> = left.iter().map(|&i| group[i]).collect();
    let first_of_rest = left[0];
    let compared = previous.map(|p| (value(p), value(first_of_rest)));
    if rest.len() >= 2 {
        let mut sub = direct_encounter(event, counted, &rest);
        sub[0].1 = compared;
        out.extend(sub);
    } else {
        out.push((rest, compared));
    }
    out
}

/// Whether `a` beat `b`: more points in their games (forfeits included, as results).
fn beat(event: &Event, a: usize, b: usize) -> bool {
    let all = Counted::Games { forfeits: true };
    let (pa, ga) = meetings(event, all, a, b);
    let (pb, _) = meetings(event, all, b, a);
    ga > 0 && pa > pb
}

/// Tagajo's head to head (`swiss.md` §4.1): place first the one remaining player who beat every
/// other remaining player, and again; a cycle or a missing game leaves the rest tied. The values
/// compared are how many of the players then remaining each had beaten.
fn head_to_head(event: &Event, group: &[usize]) -> Vec<Run> {
    let beaten = |p: usize, among: &[usize]| {
        Value::Count(
            among
                .iter()
                .filter(|&&q| q != p && beat(event, p, q))
                .count() as u32,
        )
    };
    let mut left = group.to_vec();
    let mut out: Vec<Run> = Vec::new();
    // The previous placed player and the players remaining when they were placed.
    let mut previous: Option<(usize, Vec<usize>)> = None;
    let compared = |previous: &Option<(usize, Vec<usize>)>, next: usize| {
        previous
            .as_ref()
            .map(|(p, among)| (beaten(*p, among), beaten(next, among)))
    };
    while left.len() >= 2 {
        let Some(top) = left
            .iter()
            .copied()
            .find(|&p| left.iter().all(|&q| q == p || beat(event, p, q)))
        else {
            break;
        };
        out.push((vec![top], compared(&previous, top)));
        previous = Some((top, left.clone()));
        left.retain(|&q| q != top);
    }
    let c = compared(&previous, left[0]);
    out.push((left, c));
    out
}

/// OpenGotha's SDC on `group`: if every pair of the group met, each player's wins among them;
/// otherwise 0 for all.
fn sdc(event: &Event, group: &[usize]) -> Vec<Value> {
    let all_met = group.iter().all(|&a| {
        group
            .iter()
            .all(|&b| a == b || meetings(event, Counted::Games { forfeits: true }, a, b).1 > 0)
    });
    group
        .iter()
        .map(|&a| {
            let wins = if all_met {
                group
                    .iter()
                    .filter(|&&b| b != a && beat(event, a, b))
                    .count()
            } else {
                0
            };
            Value::Count(wins as u32)
        })
        .collect()
}
