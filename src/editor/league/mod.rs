//! The league page's model: the league document with its history ([`Editor`]), and the one
//! reducer [`Editor::apply`], the only place where the document changes. The document is the
//! league file itself ([`League`]): what the page saves is what the CLI reads, and fields this
//! version does not know are kept.
//!
//! The history's promises are [`History`]'s, the same on every page: a refused edit changes
//! nothing and says why ([`Refusal`]), an edit that changes nothing is no step, keystrokes in
//! one field are one step ([`Action::SetTitle`], [`Action::RenamePlayer`] of one player),
//! undo remembers [`crate::editor::history::DEPTH`] steps. Besides:
//! - Games and playoffs refer to players by name, so [`Action::RenamePlayer`] renames every
//!   reference, and a rename to an empty or taken name is refused (the document never holds two
//!   players of one name because of an edit).
//! - Nothing the user typed is dropped: a rule chain that does not parse is kept as typed (the
//!   ranking then shows the error), and a refused rename is reported, not silently undone.

pub mod analysis;
pub mod impasse;
pub mod outcomes;

use std::collections::HashMap;

pub use crate::document::league::CellResult;
use crate::document::league::{
    GameEntry, League, PlayerEntry, PlayoffEntry, PlayoffGameEntry, Policies, Rules, RulesSpec,
    ScoringEntry,
};
use crate::engine::{First, Outcome, Side};

use super::history::{History, Typing};
use super::refusal::Refusal;

/// The league page's state: the league and its history.
pub type Editor = History<League>;

/// One edit.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Sets the result of the game between `row` and `col` as seen from `row` (`Side::Pending`
    /// makes it unplayed again).
    SetResult {
        row: usize,
        col: usize,
        /// Which meeting of the pair (0 in a single round robin): the pair's `meeting`-th game
        /// in document order.
        meeting: usize,
        side: Side,
    },
    /// Sets the result as [`Action::SetResult`] does and records who moved first (`first`:
    /// `row` or `col`) in the game's `first`, as one edit: a result the impasse dialog enters
    /// ([`impasse`]). With `Side::Pending` no game is left to record it in, so only the result
    /// is set.
    SetResultWithFirst {
        row: usize,
        col: usize,
        meeting: usize,
        side: Side,
        /// The player who moved first: `row` or `col` (else the edit is refused).
        first: usize,
    },
    /// Sets several results at once, as one edit (one undo step): a what-if outcome the user
    /// confirmed. Refused as a whole if any one is.
    SetResults(Vec<CellResult>),
    /// Advances the cell to the next mark of the click cycle ([`next_side`]).
    CycleResult {
        row: usize,
        col: usize,
        meeting: usize,
    },
    /// Appends a player.
    AddPlayer {
        name: String,
    },
    /// Removes a player with their games and any playoff result naming them.
    RemovePlayer {
        index: usize,
    },
    /// Renames a player everywhere the document names them.
    RenamePlayer {
        index: usize,
        name: String,
    },
    /// Moves a player to another row.
    MovePlayer {
        from: usize,
        to: usize,
    },
    SetPreviousRank {
        index: usize,
        rank: Option<u32>,
    },
    SetSeats(Option<u32>),
    /// How many times each pair meets (1 single, 2 double round robin). Refused below what the
    /// recorded games need.
    SetCycles(u32),
    /// What results score (`None`: 1-½-0). Refused if a value is not a multiple of ½ in
    /// -100..=100; a value equal to the default is stored as `None`.
    SetScoring(Option<ScoringEntry>),
    /// The rule policies over the chosen preset or codes. A policy equal to the base chain's
    /// is dropped; when none is left, `rules` goes back to the plain id.
    SetPolicies(Policies),
    /// The rule chain as typed: a preset id or criterion codes.
    SetRules(String),
    SetTitle(Option<String>),
    /// Records the finishing order of a playoff among `players` (replacing an earlier one).
    RecordPlayoff {
        players: Vec<String>,
        order: Vec<String>,
    },
    /// Records one game of a stepladder among `players` (appended to its `games`).
    RecordPlayoffGame {
        players: Vec<String>,
        a: String,
        b: String,
        winner: String,
    },
    /// Forgets the playoff result among `players`.
    ClearPlayoff {
        players: Vec<String>,
    },
    /// Appends the players of a list pasted from a spreadsheet (`format::players`: one per line,
    /// with optional rank, rating and club columns). Refused as a whole if the list cannot be
    /// read or names a player the league has.
    AddPlayers(String),
    /// Schedules every meeting by the Berger tables, in the players' order (`document::schedule`;
    /// `cycles` as the league has them). Refused if the league has rounds already.
    Schedule {
        swap_last_two: bool,
    },
    /// Takes the rounds off every game and drops the pending games that carry nothing else, so
    /// that the league can be scheduled anew (after adding a player). Results stay.
    ClearSchedule,
    /// Sets the result of the league's game `game` (index into `games`), which must be in round
    /// `round`: a result entered from a round's pairing list.
    SetGameResult {
        round: u32,
        game: usize,
        result: Outcome,
    },
    /// Replaces the document (a new league, an opened file); undo brings the old one back.
    Replace(Box<League>),
    /// The text field being typed into lost focus: the next keystroke starts a new undo step.
    /// Changes nothing else.
    EndTyping,
    Undo,
    Redo,
}

/// The click cycle of a crosstable cell: 〇 → ● → △ → □ → ■ → not played → 〇.
pub fn next_side(side: Side) -> Side {
    match side {
        Side::Win => Side::Loss,
        Side::Loss => Side::Draw,
        Side::Draw => Side::ForfeitWin,
        Side::ForfeitWin => Side::ForfeitLoss,
        Side::ForfeitLoss => Side::Pending,
        Side::Pending | Side::Void => Side::Win,
    }
}

/// The outcome, with `a` as the row player, that gives the row player `side`.
pub fn outcome_for_row(side: Side) -> Outcome {
    match side {
        Side::Win => Outcome::A,
        Side::Loss => Outcome::B,
        Side::Draw => Outcome::Draw,
        Side::ForfeitWin => Outcome::AByForfeit,
        Side::ForfeitLoss => Outcome::BByForfeit,
        Side::Void => Outcome::Void,
        Side::Pending => Outcome::Pending,
    }
}

/// The number of meetings of each pair the document declares (`cycles`, 1 if absent).
pub fn cycles(doc: &League) -> u32 {
    doc.cycles.unwrap_or(1)
}

/// The document's crosstable: `grid[i][j][k]` is player `i`'s result against `j` in their
/// `k`-th meeting, the pair's `k`-th game in document order (games to be replayed take no
/// meeting and are left out). Every cell has `cycles` meetings, `Pending` where no game is
/// recorded; a pair with more games than that shows them all (the ranking reports the excess
/// as an error naming the pair). The diagonal is all `Pending`. Games naming unknown players are
/// left out.
pub fn grid(doc: &League) -> Vec<Vec<Vec<Side>>> {
    let n = doc.players.len();
    let index = name_index(doc);
    let cycles = cycles(doc).max(1) as usize;
    let mut grid = vec![vec![Vec::with_capacity(cycles); n]; n];
    for g in doc.games.iter().filter(|g| g.result.is_meeting()) {
        if let (Some(&a), Some(&b)) = (index.get(g.a.as_str()), index.get(g.b.as_str())) {
            if a != b {
                grid[a][b].push(g.result.side(true));
                grid[b][a].push(g.result.side(false));
            }
        }
    }
    for row in &mut grid {
        for cell in row {
            if cell.len() < cycles {
                cell.resize(cycles, Side::Pending);
            }
        }
    }
    grid
}

/// The indices in `doc.games` of the meetings of `a` and `b` (games to be replayed left out),
/// in document order.
fn meetings(doc: &League, a: &str, b: &str) -> Vec<usize> {
    doc.games
        .iter()
        .enumerate()
        .filter(|(_, g)| g.result.is_meeting())
        .filter(|(_, g)| (g.a == a && g.b == b) || (g.a == b && g.b == a))
        .map(|(k, _)| k)
        .collect()
}

/// The most games any pair has recorded (entries kept as pending included), with the pair.
fn most_meetings(doc: &League) -> Option<(u32, (usize, usize))> {
    let index = name_index(doc);
    let n = doc.players.len();
    let mut met = vec![0u32; n * n];
    let mut most: Option<(u32, (usize, usize))> = None;
    for g in doc.games.iter().filter(|g| g.result.is_meeting()) {
        if let (Some(&a), Some(&b)) = (index.get(g.a.as_str()), index.get(g.b.as_str())) {
            if a == b {
                continue;
            }
            let (lo, hi) = (a.min(b), a.max(b));
            met[lo * n + hi] += 1;
            let m = met[lo * n + hi];
            if most.is_none_or(|(k, _)| m > k) {
                most = Some((m, (lo, hi)));
            }
        }
    }
    most
}

fn name_index(doc: &League) -> HashMap<&str, usize> {
    doc.players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.as_str(), i))
        .collect()
}

/// Checks a new name for player `index`: trimmed, not empty, not another player's.
pub fn check_name(doc: &League, index: usize, name: &str) -> Result<String, Refusal> {
    check_name_among(&doc.players, index, name)
}

/// [`check_name`] among `players`.
pub fn check_name_among(
    players: &[PlayerEntry],
    index: usize,
    name: &str,
) -> Result<String, Refusal> {
    let name = name.trim();
    if name.is_empty() {
        return Err(Refusal::EmptyName { index });
    }
    let taken = players
        .iter()
        .enumerate()
        .any(|(i, p)| i != index && p.name == name);
    if taken {
        return Err(Refusal::TakenName {
            index,
            name: name.to_string(),
        });
    }
    Ok(name.to_string())
}

/// A name no player has: `stem` followed by the smallest free number from `n`.
pub fn fresh_name(players: &[PlayerEntry], stem: &str, n: usize) -> String {
    (n..)
        .map(|k| format!("{stem}{k}"))
        .find(|name| players.iter().all(|p| &p.name != name))
        .expect("an unbounded range has a free name")
}

/// An empty league of `names.len()` players under the Fukui rules.
pub fn new_league(names: Vec<String>) -> League {
    let players = names
        .into_iter()
        .map(|name| PlayerEntry {
            name,
            previous_rank: None,
            extra: Default::default(),
            rating: None,
        })
        .collect();
    let mut doc = League::new(players, Vec::new());
    doc.rules = Some(Rules::Id("fukui".to_string()));
    doc
}

impl Editor {
    /// Applies one action. On `Err` nothing changed, and the refusal says why.
    pub fn apply(&mut self, action: Action) -> Result<(), Refusal> {
        match action {
            Action::EndTyping => {
                self.end_typing();
                Ok(())
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            action => {
                let run = match &action {
                    Action::SetTitle(_) => Some(Typing::Title),
                    Action::RenamePlayer { index, .. } => Some(Typing::Name(*index)),
                    _ => None,
                };
                self.edit(run, |doc| edit(doc, action))
            }
        }
    }
}

/// `doc` with `results` set, as [`Action::SetResults`] would set them, without touching any
/// history: what the page shows for a hypothetical outcome before the user confirms it.
pub fn with_results(doc: &League, results: &[CellResult]) -> Result<League, Refusal> {
    let mut doc = doc.clone();
    for r in results {
        set_result(&mut doc, r.row, r.col, r.meeting, r.side)?;
    }
    Ok(doc)
}

fn player(doc: &League, index: usize) -> Result<&PlayerEntry, Refusal> {
    doc.players
        .get(index)
        .ok_or(Refusal::NoSuchPlayer { index })
}

/// Applies an edit (not undo or redo) to `doc`.
fn edit(doc: &mut League, action: Action) -> Result<(), Refusal> {
    match action {
        Action::SetResult {
            row,
            col,
            meeting,
            side,
        } => set_result(doc, row, col, meeting, side),
        Action::SetResultWithFirst {
            row,
            col,
            meeting,
            side,
            first,
        } => {
            if first != row && first != col {
                return Err(Refusal::NoSuchPlayer { index: first });
            }
            set_result(doc, row, col, meeting, side)?;
            let first_name = doc.players[first].name.clone();
            let (a, b) = (&doc.players[row].name, &doc.players[col].name);
            if let Some(&k) = meetings(doc, a, b).get(meeting) {
                let g = &mut doc.games[k];
                if g.result != Outcome::Pending {
                    g.first = Some(if g.a == first_name {
                        First::A
                    } else {
                        First::B
                    });
                }
            }
            Ok(())
        }
        Action::SetResults(results) => {
            *doc = with_results(doc, &results)?;
            Ok(())
        }
        Action::CycleResult { row, col, meeting } => {
            let side = grid_cell(doc, row, col, meeting)?;
            set_result(doc, row, col, meeting, next_side(side))
        }
        Action::AddPlayer { name } => {
            let name = check_name(doc, usize::MAX, &name)?;
            doc.players.push(PlayerEntry {
                name,
                previous_rank: None,
                extra: Default::default(),
                rating: None,
            });
            Ok(())
        }
        Action::AddPlayers(list) => {
            let players = crate::format::players::read(&list)
                .map_err(|error| Refusal::PlayerList { error })?;
            for p in &players {
                if let Some(index) = doc.players.iter().position(|q| q.name == p.name) {
                    return Err(Refusal::TakenName {
                        index,
                        name: p.name.clone(),
                    });
                }
            }
            doc.players.extend(players);
            Ok(())
        }
        Action::Schedule { swap_last_two } => {
            let options = crate::engine::schedule::Options {
                cycles: self::cycles(doc).max(1),
                swap_last_two,
            };
            *doc = crate::document::schedule::schedule(doc, options)
                .map_err(|error| Refusal::CannotSchedule { error })?;
            Ok(())
        }
        Action::ClearSchedule => {
            doc.games.retain(|g| {
                !(g.result == Outcome::Pending && g.extra.is_empty() && g.round.is_some())
            });
            for g in &mut doc.games {
                g.round = None;
            }
            Ok(())
        }
        Action::SetGameResult {
            round,
            game,
            result,
        } => {
            match doc.games.get_mut(game) {
                Some(g) if g.round == Some(round) => g.result = result,
                _ => {
                    return Err(Refusal::NoSuchGame {
                        round: round.saturating_sub(1) as usize,
                        game,
                    });
                }
            }
            Ok(())
        }
        Action::RemovePlayer { index } => {
            let name = player(doc, index)?.name.clone();
            doc.players.remove(index);
            doc.games.retain(|g| g.a != name && g.b != name);
            doc.playoffs.retain(|p| !p.players.contains(&name));
            Ok(())
        }
        Action::RenamePlayer { index, name } => {
            let old = player(doc, index)?.name.clone();
            let new = check_name(doc, index, &name)?;
            let rename = |s: &mut String| {
                if *s == old {
                    s.clone_from(&new);
                }
            };
            doc.players[index].name.clone_from(&new);
            for g in &mut doc.games {
                rename(&mut g.a);
                rename(&mut g.b);
            }
            for p in &mut doc.playoffs {
                p.players.iter_mut().for_each(rename);
                p.order.iter_mut().for_each(rename);
            }
            Ok(())
        }
        Action::MovePlayer { from, to } => {
            player(doc, from)?;
            player(doc, to)?;
            let p = doc.players.remove(from);
            doc.players.insert(to, p);
            Ok(())
        }
        Action::SetPreviousRank { index, rank } => {
            player(doc, index)?;
            doc.players[index].previous_rank = rank;
            Ok(())
        }
        Action::SetSeats(seats) => {
            doc.seats = seats;
            Ok(())
        }
        Action::SetCycles(cycles) => {
            let most = most_meetings(doc);
            let needed = most.map_or(1, |(m, _)| m).max(1);
            if cycles < needed {
                return Err(Refusal::TooFewCycles {
                    cycles,
                    needed,
                    pair: most.filter(|&(m, _)| m > cycles).map(|(_, p)| p),
                });
            }
            if cycles != self::cycles(doc) {
                doc.cycles = (cycles != 1).then_some(cycles);
            }
            Ok(())
        }
        Action::SetScoring(scoring) => {
            if let Some(s) = &scoring {
                s.scoring().map_err(|e| Refusal::InvalidScoring {
                    field: e
                        .location()
                        .path
                        .as_deref()
                        .unwrap_or("scoring")
                        .trim_start_matches("scoring.")
                        .to_string(),
                })?;
            }
            doc.scoring = scoring.filter(|s| !is_default_scoring(s));
            Ok(())
        }
        Action::SetPolicies(policies) => {
            set_policies(doc, policies);
            Ok(())
        }
        Action::SetRules(rules) => {
            doc.rules = Some(match &doc.rules {
                Some(old) => old.with_base(rules),
                None => Rules::Id(rules),
            });
            Ok(())
        }
        Action::SetTitle(title) => {
            doc.title = title.filter(|t| !t.trim().is_empty());
            Ok(())
        }
        Action::RecordPlayoff { players, order } => {
            let same = |p: &PlayoffEntry| same_set(&p.players, &players);
            match doc.playoffs.iter_mut().find(|p| same(p)) {
                Some(entry) => entry.order = order,
                None => doc.playoffs.push(PlayoffEntry {
                    players,
                    order,
                    games: Vec::new(),
                    extra: Default::default(),
                }),
            }
            Ok(())
        }
        Action::RecordPlayoffGame {
            players,
            a,
            b,
            winner,
        } => {
            if winner != a && winner != b {
                return Err(Refusal::WinnerNotPlaying { winner });
            }
            let game = PlayoffGameEntry {
                a,
                b,
                winner,
                extra: Default::default(),
            };
            match doc
                .playoffs
                .iter_mut()
                .find(|p| same_set(&p.players, &players))
            {
                Some(entry) => entry.games.push(game),
                None => doc.playoffs.push(PlayoffEntry {
                    players,
                    order: Vec::new(),
                    games: vec![game],
                    extra: Default::default(),
                }),
            }
            Ok(())
        }
        Action::ClearPlayoff { players } => {
            doc.playoffs.retain(|p| !same_set(&p.players, &players));
            Ok(())
        }
        Action::Replace(new) => {
            *doc = *new;
            Ok(())
        }
        Action::Undo | Action::Redo | Action::EndTyping => {
            unreachable!("handled by Editor::apply")
        }
    }
}

fn same_set(a: &[String], b: &[String]) -> bool {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    crate::engine::sort::ascending(&mut a);
    crate::engine::sort::ascending(&mut b);
    a == b
}

fn grid_cell(doc: &League, row: usize, col: usize, meeting: usize) -> Result<Side, Refusal> {
    let a = &player(doc, row)?.name;
    let b = &player(doc, col)?.name;
    if row == col {
        return Err(Refusal::SelfGame { index: row });
    }
    Ok(meetings(doc, a, b)
        .get(meeting)
        .map(|&k| {
            let g = &doc.games[k];
            g.result.side(&g.a == a)
        })
        .unwrap_or(Side::Pending))
}

fn is_default_scoring(s: &ScoringEntry) -> bool {
    (s.win, s.draw, s.loss, s.forfeit_win, s.forfeit_loss) == (1.0, 0.5, 0.0, 1.0, 0.0)
        && s.extra.is_empty()
}

/// Sets the policies over the current base, each one kept only where it differs from what
/// the base alone gives; with none left (and nothing else in the object) `rules` is the id.
fn set_policies(doc: &mut League, policies: Policies) {
    let rules = doc
        .rules
        .clone()
        .unwrap_or_else(|| Rules::Id("fukui".into()));
    let base = rules.base().to_string();
    let keep = |set: fn(&mut Policies, Option<String>), value: Option<String>| {
        let value = value.filter(|v| !v.trim().is_empty())?;
        let Ok(chain) = crate::engine::RuleChain::parse(&base) else {
            return Some(value);
        };
        let mut one = Policies::default();
        set(&mut one, Some(value.clone()));
        match one.apply(chain.clone(), Some("rules.")) {
            Ok(c) if same_policies(&c, &chain) => None,
            _ => Some(value),
        }
    };
    let p = Policies {
        playoff: keep(|p, v| p.playoff = v, policies.playoff),
        title_rules: keep(|p, v| p.title_rules = v, policies.title_rules),
        playoff_format: keep(|p, v| p.playoff_format = v, policies.playoff_format),
        reapply: keep(|p, v| p.reapply = v, policies.reapply),
    };
    let extra = match &rules {
        Rules::Spec(s) => s.extra.clone(),
        Rules::Id(_) => Default::default(),
    };
    doc.rules = Some(if p == Policies::default() && extra.is_empty() {
        Rules::Id(base)
    } else {
        Rules::Spec(RulesSpec {
            criteria: base,
            playoff: p.playoff,
            title_rules: p.title_rules,
            playoff_format: p.playoff_format,
            reapply: p.reapply,
            extra,
        })
    });
}

fn same_policies(a: &crate::engine::RuleChain, b: &crate::engine::RuleChain) -> bool {
    (a.playoff, &a.title, a.format, a.reapply) == (b.playoff, &b.title, b.format, b.reapply)
}

/// Records `side` for `row` against `col` in their `meeting`-th meeting. The game keeps its
/// place in the list and its other fields (round, unknown fields). A meeting beyond those
/// recorded is appended, with any meeting before it as a `pending` entry, so that meetings
/// never change places. A meeting set to "not played" is removed when it is the pair's last
/// and carries nothing else (and then so are the plain pending entries before it), and kept
/// as `pending` otherwise.
fn set_result(
    doc: &mut League,
    row: usize,
    col: usize,
    meeting: usize,
    side: Side,
) -> Result<(), Refusal> {
    let a = player(doc, row)?.name.clone();
    let b = player(doc, col)?.name.clone();
    if row == col {
        return Err(Refusal::SelfGame { index: row });
    }
    // A pair meets at most MAX_CYCLES times: a meeting beyond would add every meeting before it.
    if meeting >= crate::engine::MAX_CYCLES as usize {
        return Err(Refusal::TooFewCycles {
            cycles: crate::engine::MAX_CYCLES,
            needed: u32::try_from(meeting.saturating_add(1)).unwrap_or(u32::MAX),
            pair: Some((row, col)),
        });
    }
    let outcome = outcome_for_row(side);
    let found = meetings(doc, &a, &b);
    match found.get(meeting) {
        Some(&k) => {
            let g = &mut doc.games[k];
            g.result = if g.a == a { outcome } else { outcome.flipped() };
        }
        None if outcome == Outcome::Pending => {}
        None => {
            for _ in found.len()..meeting {
                doc.games
                    .push(GameEntry::new(a.clone(), b.clone(), Outcome::Pending));
            }
            doc.games.push(GameEntry::new(a, b, outcome));
        }
    }
    // Trailing plain pending meetings of the pair are not kept.
    let (a, b) = (&doc.players[row].name, &doc.players[col].name);
    let mut found = meetings(doc, a, b);
    while let Some(&k) = found.last() {
        let g = &doc.games[k];
        if g.result == Outcome::Pending
            && g.round.is_none()
            && g.extra.is_empty()
            && g.first.is_none()
        {
            doc.games.remove(k);
            found.pop();
        } else {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests;
