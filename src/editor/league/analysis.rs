//! What the app shows for a document: the crosstable grid and the ranking, with the names and
//! colours of the tied blocks. Derived data, computed from the document alone (the app memoises
//! it), and free of any web crate so that it is tested natively.

use crate::document::league::League;
use crate::engine::{Crosstable, Ranking, RuleChain, Score, Scoring, Side, rank};

use super::grid;

/// How many band colours the stylesheet defines (`.band-0` ... `.band-5`).
pub const BANDS: usize = 6;

/// The document as the app shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// `grid[i][j][k]`: player `i`'s result against `j` in their `k`-th meeting.
    pub grid: Vec<Vec<Vec<Side>>>,
    /// Each player's points over the grid under the document's scoring (the default scoring
    /// if that is invalid): shown even when the ranking fails.
    pub scores: Vec<Score>,
    /// The ranking, or the error (with its location) that prevents it. Errors are shown next
    /// to the table; the document is kept as it is.
    pub ranked: Result<Ranked, crate::Error>,
}

/// A ranked document.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    pub table: Crosstable,
    pub chain: RuleChain,
    pub seats: Option<u32>,
    pub ranking: Ranking,
    /// The tied blocks at the top of the tree, in place order: the groups tied on the chain's
    /// first criterion, or the whole league (block 0) when every player tied on it.
    pub top: Vec<usize>,
    /// A short name for each block (`blocks[k]` ↔ `names[k]`): `A`, `B`, ... for the blocks of
    /// `top`, `A1`, `A2`, ... for the groups tied again inside `A`; empty for a block that is
    /// not a tie (the whole league, when its players did not all tie).
    pub names: Vec<String>,
    /// Each block's band colour (`0..BANDS`): that of its top-level tied group.
    pub colours: Vec<Option<usize>>,
    /// For each player, the innermost tied block they belong to (none if untied).
    pub block_of: Vec<Option<usize>>,
    /// For each player, whether they are on a cycle.
    pub in_cycle: Vec<bool>,
}

impl Analysis {
    /// Whether any game has a result (a forfeit or a void game included). Before the first,
    /// every player shares every place: the page says "no results yet" instead of announcing
    /// a playoff among everyone.
    pub fn any_result(&self) -> bool {
        // Nested `any`s rather than `flatten`: a double `Flatten` costs the page a kilobyte.
        self.grid.iter().any(|row| {
            row.iter()
                .any(|cell| cell.iter().any(|&s| s != Side::Pending))
        })
    }
}

/// Ranks the document under its rules (Fukui if it names none).
pub fn analyse(doc: &League) -> Analysis {
    let grid = grid(doc);
    let scoring = doc
        .scoring
        .as_ref()
        .and_then(|s| s.scoring().ok())
        .unwrap_or_default();
    Analysis {
        scores: grid.iter().map(|row| points(row, &scoring)).collect(),
        grid,
        ranked: ranked(doc),
    }
}

/// A row's points: every meeting's result scored.
fn points(row: &[Vec<Side>], scoring: &Scoring) -> Score {
    row.iter()
        .flatten()
        .map(|&side| match side {
            Side::Win => scoring.win,
            Side::Draw => scoring.draw,
            Side::Loss => scoring.loss,
            Side::ForfeitWin => scoring.forfeit_win,
            Side::ForfeitLoss => scoring.forfeit_loss,
            Side::Pending | Side::Void => Score::default(),
        })
        .sum()
}

fn ranked(doc: &League) -> Result<Ranked, crate::Error> {
    let chain = doc.chain()?.unwrap_or_else(RuleChain::fukui);
    let input = doc.input()?;
    let ranking = rank(&input.table, &chain, &input.options)?;
    let n = input.table.len();
    let mut names = vec![String::new(); ranking.blocks.len()];
    let mut colours = vec![None; ranking.blocks.len()];
    let mut block_of = vec![None; n];
    // Everyone tied on the first criterion: the league itself is the tied block.
    let top = ranking.tied_groups();
    for (k, &b) in top.iter().enumerate() {
        name_blocks(
            &ranking,
            b,
            letters(k),
            Some(k % BANDS),
            &mut names,
            &mut colours,
        );
    }
    // A parent comes before its children in preorder, so the last named block seen is the
    // innermost.
    let mut order = Vec::new();
    if !ranking.blocks.is_empty() {
        preorder(&ranking, 0, &mut order);
    }
    for &b in order.iter().filter(|&&b| !names[b].is_empty()) {
        for &p in &ranking.blocks[b].players {
            block_of[p] = Some(b);
        }
    }
    let mut in_cycle = vec![false; n];
    for c in &ranking.cycles {
        for &p in &c.order {
            in_cycle[p] = true;
        }
    }
    Ok(Ranked {
        table: input.table,
        chain,
        seats: input.options.seats,
        ranking,
        top,
        names,
        colours,
        block_of,
        in_cycle,
    })
}

fn preorder(ranking: &Ranking, b: usize, out: &mut Vec<usize>) {
    out.push(b);
    for &c in &ranking.blocks[b].children {
        preorder(ranking, c, out);
    }
}

/// `A`, `B`, ..., `Z`, `AA`, `AB`, ...
fn letters(mut k: usize) -> String {
    let mut s = Vec::new();
    loop {
        s.push(b'A' + (k % 26) as u8);
        if k < 26 {
            break;
        }
        k = k / 26 - 1;
    }
    s.reverse();
    String::from_utf8(s).expect("ASCII letters")
}

fn name_blocks(
    ranking: &Ranking,
    b: usize,
    name: String,
    colour: Option<usize>,
    names: &mut [String],
    colours: &mut [Option<usize>],
) {
    for (k, &child) in ranking.blocks[b].children.iter().enumerate() {
        let sep = if name.ends_with(|c: char| c.is_ascii_digit()) {
            "."
        } else {
            ""
        };
        name_blocks(
            ranking,
            child,
            format!("{name}{sep}{}", k + 1),
            colour,
            names,
            colours,
        );
    }
    names[b] = name;
    colours[b] = colour;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(name: &str) -> League {
        let text = std::fs::read_to_string(format!(
            "{}/tests/fixtures/spec/{name}.json",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        serde_json::from_str(&text).unwrap()
    }

    #[test]
    fn letters_count_like_spreadsheet_columns() {
        let got: Vec<String> = [0, 1, 25, 26, 27, 51, 52].map(letters).to_vec();
        assert_eq!(got, ["A", "B", "Z", "AA", "AB", "AZ", "BA"]);
    }

    /// Table 10 of the paper (spec `fukui-table10.json`): six players tied, nested
    /// mini-leagues. Every tied player gets the name of their innermost block, and nested
    /// blocks carry their parent's name and colour.
    #[test]
    fn nested_blocks_are_named_after_their_parent() {
        let a = analyse(&spec("fukui-table10"));
        let r = a.ranked.unwrap();
        for (b, block) in r.ranking.blocks.iter().enumerate() {
            match block.parent {
                None => assert_eq!(r.names[b], "", "table 10 is not tied throughout"),
                Some(0) => assert!(r.names[b].chars().all(|c| c.is_ascii_uppercase())),
                Some(p) => {
                    assert!(r.names[b].starts_with(&r.names[p]), "{:?}", r.names);
                    assert_eq!(r.colours[b], r.colours[p]);
                }
            }
        }
        for (p, b) in r.block_of.iter().enumerate() {
            if let Some(b) = *b {
                let block = &r.ranking.blocks[b];
                assert!(block.players.contains(&p));
                assert!(
                    block
                        .children
                        .iter()
                        .all(|&c| !r.ranking.blocks[c].players.contains(&p))
                );
            }
        }
        assert!(r.block_of.iter().filter(|b| b.is_some()).count() >= 6);
        // Table 10 has cycles; exactly their players are marked.
        assert!(!r.ranking.cycles.is_empty());
        for (p, &marked) in r.in_cycle.iter().enumerate() {
            let on_cycle = r.ranking.cycles.iter().any(|c| c.order.contains(&p));
            assert_eq!(marked, on_cycle, "player {p}");
        }
    }

    /// Three players who beat each other in a circle tie on everything: the whole league is
    /// the tied block `A`, and the cycle is in it.
    #[test]
    fn a_league_tied_throughout_is_itself_a_block() {
        let mut doc = crate::editor::league::new_league(vec!["P".into(), "Q".into(), "R".into()]);
        let mut e = crate::editor::league::Editor::new(doc.clone());
        for (row, col) in [(0, 1), (1, 2), (2, 0)] {
            e.apply(crate::editor::league::Action::SetResult {
                row,
                col,
                meeting: 0,
                side: Side::Win,
            })
            .unwrap();
        }
        doc = e.doc().clone();
        let r = analyse(&doc).ranked.unwrap();
        assert_eq!(r.top, [0]);
        assert_eq!(r.names[0], "A");
        assert_eq!(r.block_of, [Some(0); 3]);
        assert_eq!(r.ranking.cycles.len(), 1);
        assert_eq!(r.ranking.cycles[0].block, 0);
    }

    #[test]
    fn a_bad_rule_chain_is_an_error_that_names_the_field() {
        let mut doc = spec("fukui-table2");
        doc.rules = Some("PTS,XYZ".into());
        let err = analyse(&doc).ranked.unwrap_err();
        assert_eq!(err.location().path.as_deref(), Some("rules"));
        assert_eq!(
            analyse(&doc).grid.len(),
            10,
            "the grid is shown even when ranking fails"
        );
    }

    /// A pair with more games than the schedule's meetings cannot be ranked; the error names
    /// the pair and the game, and the grid and every player's points are still there.
    #[test]
    fn a_game_beyond_the_schedule_names_the_pair_and_keeps_the_points() {
        use crate::document::league::GameEntry;
        use crate::engine::Outcome;
        let mut doc = crate::editor::league::new_league(vec!["P".into(), "Q".into(), "R".into()]);
        doc.games.push(GameEntry::new("P", "Q", Outcome::A));
        doc.games.push(GameEntry::new("Q", "R", Outcome::Draw));
        doc.games.push(GameEntry::new("Q", "P", Outcome::A));
        let a = analyse(&doc);
        let err = a.ranked.unwrap_err();
        assert_eq!(err.location().path.as_deref(), Some("games[2]"));
        assert!(matches!(
            err.kind(),
            crate::ErrorKind::TooManyGames { a, b, cycles: 1 } if a == "P" && b == "Q"
        ));
        assert_eq!(a.grid[0][1].len(), 2, "both games are shown");
        let scores: Vec<String> = a.scores.iter().map(|s| s.to_string()).collect();
        assert_eq!(scores, ["1", "1.5", "0.5"]);
    }
}
