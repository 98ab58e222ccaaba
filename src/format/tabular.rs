//! The tokenizer of every table read as CSV or TSV (the crosstable, [`super::csv`], and the
//! Swiss wall chart, [`super::wallchart`]): cells separated by a comma or a tab, trimmed,
//! double-quoted when they hold the separator, a quote (`""`) or a line break; comment lines
//! (`#`) and rows of blank cells passed over; every cell with the line it starts on, every
//! syntax error with its line and column.

use crate::error::{Error, ErrorKind, SyntaxProblem};

/// The separator of a tabular text: a tab when its first line has one, else a comma.
pub fn separator(text: &str) -> char {
    if text.lines().next().is_some_and(|l| l.contains('\t')) {
        '\t'
    } else {
        ','
    }
}

/// Quotes a cell if reading it back needs it.
pub(crate) fn quote(cell: &str, sep: char) -> String {
    if cell.contains([sep, '"', '\n', '\r']) || cell.starts_with('#') {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell.to_string()
    }
}

/// One cell as read: its trimmed, unquoted text and the line where it starts.
#[derive(Clone, Debug)]
pub(crate) struct Cell {
    pub(crate) text: String,
    pub(crate) line: u32,
}

/// One row of cells and the line where it starts.
#[derive(Clone, Debug)]
pub(crate) struct Record {
    pub(crate) line: u32,
    pub(crate) cells: Vec<Cell>,
}

/// The rows of `text` that hold something, each with the line it starts on and its cells,
/// trimmed (for the other tables read as CSV, such as a Swiss wall chart).
pub(crate) fn rows(text: &str, sep: char) -> Result<Vec<(u32, Vec<String>)>, Error> {
    Ok(records(text, sep)?
        .into_iter()
        .map(|r| (r.line, r.cells.into_iter().map(|c| c.text).collect()))
        .collect())
}

/// The rows of `text` that hold something: no comment lines, no rows of blank cells.
pub(crate) fn records(text: &str, sep: char) -> Result<Vec<Record>, Error> {
    Records::new(text, sep).collect()
}

/// [`records`] one at a time, for a reader that must not hold every cell of a large table at
/// once: the crosstable counts its rows before it reads their cells.
pub(crate) struct Records<'a> {
    reader: Reader<'a>,
    failed: bool,
}

impl<'a> Records<'a> {
    pub(crate) fn new(text: &'a str, sep: char) -> Records<'a> {
        let body = text.trim_start_matches('\u{feff}');
        Records {
            reader: Reader {
                chars: body.chars().peekable(),
                sep,
                line: 1,
                column: 1,
            },
            failed: false,
        }
    }
}

impl Iterator for Records<'_> {
    type Item = Result<Record, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        loop {
            if self.reader.at_comment() {
                self.reader.skip_line();
                continue;
            }
            match self.reader.record() {
                Err(e) => {
                    self.failed = true;
                    return Some(Err(e));
                }
                Ok(None) => return None,
                Ok(Some(r)) if r.cells.iter().any(|c| !c.text.is_empty()) => return Some(Ok(r)),
                Ok(Some(_)) => {}
            }
        }
    }
}

/// A small CSV tokenizer that counts lines and columns (in characters).
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    sep: char,
    line: u32,
    column: u32,
}

impl Reader<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.column = 1;
        } else {
            self.column = self.column.saturating_add(1);
        }
        Some(c)
    }

    /// Whitespace that is neither the separator nor a line break.
    fn is_blank(&self, c: char) -> bool {
        c != self.sep && c != '\n' && c.is_whitespace()
    }

    fn skip_blanks(&mut self) {
        while let Some(c) = self.peek() {
            if !self.is_blank(c) {
                break;
            }
            self.bump();
        }
    }

    /// Whether the line ahead is a comment (first non-blank character `#`).
    fn at_comment(&self) -> bool {
        let mut ahead = self.chars.clone();
        loop {
            match ahead.next() {
                None | Some('\n') => return false,
                Some(c) if c.is_whitespace() => {}
                Some(c) => return c == '#',
            }
        }
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    /// The next row, or `None` at the end of the text. Consumes at least one character.
    fn record(&mut self) -> Result<Option<Record>, Error> {
        if self.peek().is_none() {
            return Ok(None);
        }
        let line = self.line;
        let mut cells = Vec::new();
        loop {
            cells.push(self.cell()?);
            match self.bump() {
                Some(c) if c == self.sep => {}
                _ => return Ok(Some(Record { line, cells })),
            }
        }
    }

    /// One cell; stops before the separator or line break that ends it.
    fn cell(&mut self) -> Result<Cell, Error> {
        self.skip_blanks();
        let line = self.line;
        let mut text = String::new();
        if self.peek() == Some('"') {
            let column = self.column;
            self.bump();
            loop {
                match self.bump() {
                    None => {
                        return Err(Error::new(ErrorKind::Syntax {
                            message: "a quoted cell is not closed".into(),
                            problem: SyntaxProblem::UnclosedQuote,
                        })
                        .with_line(line, Some(column)));
                    }
                    Some('"') if self.peek() == Some('"') => {
                        self.bump();
                        text.push('"');
                    }
                    Some('"') => break,
                    Some(c) => text.push(c),
                }
            }
            self.skip_blanks();
            match self.peek() {
                None | Some('\n') => {}
                Some(c) if c == self.sep => {}
                Some(c) => {
                    return Err(Error::new(ErrorKind::Syntax {
                        message: format!("unexpected {c:?} after the closing quote of a cell"),
                        problem: SyntaxProblem::AfterQuote { found: c },
                    })
                    .with_line(self.line, Some(self.column)));
                }
            }
        } else {
            while let Some(c) = self.peek() {
                if c == self.sep || c == '\n' {
                    break;
                }
                text.push(c);
                self.bump();
            }
        }
        Ok(Cell {
            text: text.trim().to_string(),
            line,
        })
    }
}
