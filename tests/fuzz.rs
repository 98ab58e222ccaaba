//! A seeded, time-bounded mutation fuzzer over every reader and every command that reads a file
//! (issue 37, item 6), and over the share-link decoders the pages use.
//!
//! Source: issue 37, item 6 ("a fuzzing harness in the repository"), and `ARCHITECTURE.md`'s
//! invariant "the engine never panics on input: everything user-supplied ... comes back as an
//! `Error` with a location"; `src/cli/mod.rs`: exit 0 on success, 2 on bad input.
//!
//! Seeds are the repository's own fixtures of every format (`SEEDS`). A case is a seed with a
//! few mutations stacked (`mutate`: byte flips, spans inserted, deleted, duplicated or repeated,
//! lines swapped, numbers replaced by boundary values, tokens by the formats' own words, a cut,
//! a splice with another seed). Each case runs the real binary on a file with standard input
//! closed and a kill bound (`HANG`), and asserts (`check_case`):
//!
//! - the exit code is 0 or 2: never a panic (101), an abort or a signal;
//! - no run outlives the bound, and `rank`/`convert` stay under a memory bound (`MEMORY`);
//! - on 2, nothing on standard output and one message `hoshitori: error: FILE…` that names a
//!   place: `FILE:LINE`, or a JSON path or a cell after `FILE: `, or a refusal of the whole file
//!   (`WHOLE_FILE`); in Japanese (`--lang ja`, every fourth refusal) the same place;
//! - for an accepted file, `convert --to json` (and `--to` its own text format) then `rank`
//!   gives the standings `rank` gives; the converted JSON is read back; and per reader the
//!   oracles of `oracles` (an h9 round entry is read or refused, never dropped).
//!
//! Every input in `tests/fixtures/fuzz/<reader>/` is replayed first: each is one the fuzzer found
//! (see its README). A failing case is written to `target/tmp/fuzz-failures/` with its command,
//! and printed with the seed that finds it again.
//!
//! Findings another branch is fixing are recognised (`known`) and counted without failing the
//! run; `FUZZ_STRICT=1` fails on them too. `FUZZ_SECONDS` (default 8, the suite's budget),
//! `FUZZ_SEED` (default fixed, so CI is deterministic) and `FUZZ_JOBS` (parallel runners,
//! default 1) set a run; by hand, longer (docs/fuzzing.md):
//!
//! ```sh
//! FUZZ_SECONDS=600 FUZZ_SEED=$RANDOM cargo test --release --no-default-features --test fuzz -- --nocapture
//! ```

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::Value;

// ---------------------------------------------------------------------------------------------
// Settings.
// ---------------------------------------------------------------------------------------------

const BIN: &str = env!("CARGO_BIN_EXE_hoshitori");

/// A run that takes longer than this is killed and reported as a hang: a safety net, far above
/// what any seed takes (milliseconds), not a speed requirement.
const HANG: Duration = if cfg!(debug_assertions) {
    Duration::from_secs(20)
} else {
    Duration::from_secs(10)
};

/// `rank` and `convert` of an input of `n` bytes stay under `MEMORY.0 + MEMORY.1 × n` bytes of
/// peak resident memory (the binary alone takes a few megabytes).
const MEMORY: (u64, u64) = (32 << 20, 64);

/// The largest case the mutator makes (a section repeated many times stops here).
const MAX_CASE: usize = 192 << 10;

/// What-if's sampling, kept small: the check is that it answers, not what.
const WHAT_IF: &[&str] = &[
    "--samples",
    "64",
    "--search-budget",
    "2000",
    "--threads",
    "1",
];

/// Commands only a long run (a minute or more) runs: what-if with its own defaults, which may
/// take seconds on a large event.
const LONG_ONLY: &[&[&str]] = &[&["what-if", "--threads", "1"]];

struct Settings {
    seconds: f64,
    seed: u64,
    jobs: usize,
    strict: bool,
}

fn settings() -> Settings {
    let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    Settings {
        seconds: var("FUZZ_SECONDS").map_or(8.0, |v| v.parse().expect("FUZZ_SECONDS: seconds")),
        seed: var("FUZZ_SEED").map_or(0x5eed_2026, |v| v.parse().expect("FUZZ_SEED: a number")),
        jobs: var("FUZZ_JOBS").map_or(1, |v| v.parse().expect("FUZZ_JOBS: a number")),
        strict: var("FUZZ_STRICT").is_some_and(|v| v != "0"),
    }
}

// ---------------------------------------------------------------------------------------------
// The readers and their seeds.
// ---------------------------------------------------------------------------------------------

/// A reader, by the seeds that reach it; `ext` is the case file's extension (the CLI sniffs the
/// text, not the name, but a message names the file).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Reader {
    League,
    Swiss,
    Stages,
    Csv,
    Tsv,
    Trf,
    H9,
    Wall,
    Players,
    Ko,
}

impl Reader {
    const ALL: [Reader; 10] = [
        Reader::League,
        Reader::Swiss,
        Reader::Stages,
        Reader::Csv,
        Reader::Tsv,
        Reader::Trf,
        Reader::H9,
        Reader::Wall,
        Reader::Players,
        Reader::Ko,
    ];

    fn name(self) -> &'static str {
        match self {
            Reader::League => "league",
            Reader::Swiss => "swiss",
            Reader::Stages => "stages",
            Reader::Csv => "csv",
            Reader::Tsv => "tsv",
            Reader::Trf => "trf",
            Reader::H9 => "h9",
            Reader::Wall => "wall",
            Reader::Players => "players",
            Reader::Ko => "ko",
        }
    }

    fn ext(self) -> &'static str {
        match self {
            Reader::League | Reader::Swiss | Reader::Stages | Reader::Ko => "json",
            Reader::Csv | Reader::Wall => "csv",
            Reader::Tsv | Reader::Players => "tsv",
            Reader::Trf => "trf",
            Reader::H9 => "h9",
        }
    }

    /// The text format `convert --to` writes for this reader, when it writes one.
    fn own_format(self) -> Option<&'static str> {
        match self {
            Reader::Csv | Reader::Wall => Some("csv"),
            Reader::Tsv => Some("tsv"),
            Reader::Trf => Some("trf"),
            Reader::H9 => Some("h9"),
            _ => None,
        }
    }

    /// The commands a case of this reader runs besides `rank --format json` and `convert --to
    /// json` (which every document runs): one or two of them per case, drawn.
    fn commands(self) -> &'static [&'static [&'static str]] {
        match self {
            Reader::Players => &[
                &["schedule", "--players"],
                &["schedule", "--players", "--format", "league"],
                &["new"],
                &["new", "--team"],
            ],
            Reader::Ko => &[&["ko"], &["ko", "--format", "json"], &["ko", "--search"]],
            _ => &[
                &["rank"],
                &["rank", "--lang", "ja"],
                &["rank", "--format", "html"],
                &["rank", "--format", "svg"],
                &["rank", "--explain"],
                &["rank", "--rules", "PTS,BH,SB"],
                &["what-if"],
                &["what-if", "--draws", "--format", "json"],
                &["share"],
                &["pair"],
                &["pair", "--explain", "--format", "json"],
                &["pair", "--system", "dutch"],
                &["pair", "--check"],
                &["schedule"],
                &["lab", "--samples", "20"],
                &["convert", "--to", "csv"],
                &["convert", "--to", "trf"],
                &["convert", "--to", "h9"],
            ],
        }
    }

    fn is_document(self) -> bool {
        !matches!(self, Reader::Players | Reader::Ko)
    }
}

/// The seeds: repository fixtures of every format, or text written here (`Text`), or a
/// fixture converted by the CLI first (`Converted`, for a format no fixture is in).
enum Seed {
    File(&'static str),
    Text(&'static str),
    Converted(&'static str, &'static str),
}

const SEEDS: &[(Reader, Seed)] = &[
    (
        Reader::League,
        Seed::File("tests/fixtures/leagues/stale-playoff.json"),
    ),
    (
        Reader::League,
        Seed::File("tests/fixtures/leagues/double-round-robin-2-1-0.json"),
    ),
    (
        Reader::League,
        Seed::File("tests/fixtures/leagues/shogi-junisen-ladder.json"),
    ),
    (
        Reader::League,
        Seed::File("tests/fixtures/whatif/fukui43-last2.json"),
    ),
    (
        Reader::Swiss,
        Seed::File("tests/fixtures/swiss/tagajo-round4.json"),
    ),
    (
        Reader::Swiss,
        Seed::File("tests/fixtures/swiss/rif-team.json"),
    ),
    (
        Reader::Swiss,
        Seed::File("tests/fixtures/swiss/pairing-exhausted.json"),
    ),
    (
        Reader::Swiss,
        Seed::File("tests/fixtures/swiss/mcmahon.json"),
    ),
    (
        Reader::Stages,
        Seed::File("tests/fixtures/share/stages/rif-7.json"),
    ),
    (
        Reader::Csv,
        Seed::File("tests/fixtures/csv/fukui-table2.csv"),
    ),
    (
        Reader::Csv,
        Seed::File("tests/fixtures/csv/double-round-robin.csv"),
    ),
    (
        Reader::Csv,
        Seed::File("tests/fixtures/csv/excel-shift-jis.csv"),
    ),
    (
        Reader::Tsv,
        Seed::Converted("tests/fixtures/csv/fukui-table2.csv", "tsv"),
    ),
    (
        Reader::Trf,
        Seed::File("tests/fixtures/swiss/fide-chess-trf.trf"),
    ),
    (
        Reader::Trf,
        Seed::Converted("tests/fixtures/swiss/tagajo-round4.json", "trf"),
    ),
    (Reader::H9, Seed::File("tests/fixtures/swiss/h9-sample.h9")),
    (
        Reader::H9,
        Seed::Converted("tests/fixtures/swiss/mcmahon.json", "h9"),
    ),
    (
        Reader::Wall,
        Seed::File("tests/fixtures/swiss/fide-chess-wall.csv"),
    ),
    (
        Reader::Wall,
        Seed::File("tests/fixtures/swiss/jp-wallchart.csv"),
    ),
    (
        Reader::Players,
        Seed::Text(
            "名前\t順位\tレーティング\t所属\n大和\t1\t2100\t福井\n前田\t2\t1950\t\n高橋\t\t1800\t金沢\nSato\t4\t\tSendai\n",
        ),
    ),
    (Reader::Players, Seed::Text("A\nB\nC\nD\nE\nF\nG\n")),
    (Reader::Ko, Seed::File("tests/fixtures/ko/paper-1.json")),
];

fn load_seeds() -> Vec<(Reader, Vec<u8>)> {
    SEEDS
        .iter()
        .map(|(reader, seed)| {
            let bytes = match seed {
                Seed::File(path) => std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}")),
                Seed::Text(text) => text.as_bytes().to_vec(),
                Seed::Converted(path, to) => {
                    let run = run(&["convert", path, "--to", to], HANG);
                    assert_eq!(
                        run.exit,
                        Exit::Code(0),
                        "seed {path} --to {to}: {}",
                        run.stderr
                    );
                    run.stdout.into_bytes()
                }
            };
            (*reader, bytes)
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The generator: splitmix64, seeded.
// ---------------------------------------------------------------------------------------------

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

// ---------------------------------------------------------------------------------------------
// The mutator.
// ---------------------------------------------------------------------------------------------

/// Numbers at the edges of every integer and float type the readers parse into.
const BOUNDARY: &[&str] = &[
    "0",
    "-1",
    "-0",
    "1",
    "2",
    "9",
    "12",
    "30",
    "255",
    "256",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775808",
    "18446744073709551616",
    "1e309",
    "-1e309",
    "99999999999",
    "0.25",
    "0.1",
    "1.5",
    "NaN",
    "007",
];

/// The formats' own words: JSON keys and values, result codes and marks, TRF records, h9 tags.
const WORDS: &[&str] = &[
    "\"result\"",
    "\"cycles\"",
    "\"rounds\"",
    "\"planned_rounds\"",
    "\"games\"",
    "\"players\"",
    "\"matches\"",
    "\"boards\"",
    "\"stages\"",
    "\"seats\"",
    "\"rules\"",
    "\"playoffs\"",
    "\"pairing\"",
    "\"scoring\"",
    "\"format\"",
    "\"name\"",
    "\"round\"",
    "\"a\"",
    "\"b\"",
    "\"white\"",
    "\"black\"",
    "\"bye\"",
    "\"hoshitori-league/1\"",
    "\"hoshitori-league/2\"",
    "\"hoshitori-swiss/1\"",
    "\"hoshitori-stages/1\"",
    "\"fide-swiss\"",
    "\"fukui\"",
    "\"PTS,SB,DE\"",
    "null",
    "true",
    "false",
    "[]",
    "{}",
    "\"\"",
    "[",
    "{",
    "}",
    "]",
    ":",
    "1-0",
    "0-1",
    "1/2-1/2",
    "½-½",
    "+-",
    "-+",
    "--",
    "=",
    "+",
    "-",
    "w",
    "b",
    "f",
    "/b256",
    "/q0",
    "/w9",
    "0=",
    "0+",
    "!",
    "|",
    "XXR",
    "XXC",
    "001",
    "012",
    "042",
    "062",
    "092",
    "162",
    "0000",
    "PAB",
    "FPB",
    "HPB",
    "ZPB",
    "ABS",
    "U",
    "H",
    "Z",
    "〇",
    "●",
    "△",
    "□",
    "■",
    "＼",
    "無",
    "\\",
    "1d",
    "9p",
    "30k",
    "40k",
    "; EV[",
    "; HA[h9]",
    "; DT[",
    "]",
    "\t",
    ",",
    ";",
    "\"",
    "\n",
    "\r\n",
    "\u{feff}",
    "\u{0}",
    "\u{ff}",
    "名前",
    "No",
    "番号",
];

/// A mutated copy of `seed`: one to four mutations stacked; `others` are the same reader's
/// seeds, for a splice.
fn mutate(rng: &mut Rng, seed: &[u8], others: &[&[u8]]) -> Vec<u8> {
    let mut data = seed.to_vec();
    // Half the cases carry one mutation, so that many stay accepted and reach the round trips.
    let times = if rng.chance(2) { 1 } else { 2 + rng.below(3) };
    for _ in 0..times {
        mutate_once(rng, &mut data, others);
        data.truncate(MAX_CASE);
    }
    data
}

fn mutate_once(rng: &mut Rng, data: &mut Vec<u8>, others: &[&[u8]]) {
    let len = data.len();
    let at = |rng: &mut Rng| rng.below(len + 1);
    match rng.below(14) {
        // A bit flipped, a byte replaced.
        0 if len > 0 => {
            let i = rng.below(len);
            data[i] ^= 1 << rng.below(8);
        }
        1 if len > 0 => {
            let i = rng.below(len);
            data[i] = *rng.pick(b"0123456789-+=/,;\t\n \"{}[]:wbfXx\\\xe3\x80\x87\xff");
        }
        // A span deleted, duplicated, or moved.
        2 if len > 0 => {
            let i = rng.below(len);
            let n = 1 + rng.below((len - i).min(64));
            data.drain(i..i + n);
        }
        3 if len > 0 => {
            let i = rng.below(len);
            let n = 1 + rng.below((len - i).min(256));
            let span = data[i..i + n].to_vec();
            let to = at(rng);
            data.splice(to..to, span);
        }
        // Lines swapped, deleted or repeated (many times: large inputs).
        4 => {
            let mut lines = split_lines(data);
            if lines.len() > 1 {
                let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
                lines.swap(a, b);
                *data = lines.concat();
            }
        }
        5 => {
            let mut lines = split_lines(data);
            if !lines.is_empty() {
                let i = rng.below(lines.len());
                lines.remove(i);
                *data = lines.concat();
            }
        }
        6 => {
            let mut lines = split_lines(data);
            if !lines.is_empty() {
                let i = rng.below(lines.len());
                let times = if rng.chance(4) {
                    1 + rng.below(2000)
                } else {
                    1 + rng.below(4)
                };
                let line = lines[i].clone();
                for _ in 0..times {
                    lines.insert(i, line.clone());
                    if lines.iter().map(Vec::len).sum::<usize>() > MAX_CASE {
                        break;
                    }
                }
                *data = lines.concat();
            }
        }
        // A number replaced by a boundary value.
        7 | 8 => {
            let numbers = spans(data, |c| c.is_ascii_digit());
            if !numbers.is_empty() {
                let (i, j) = *rng.pick(&numbers);
                data.splice(i..j, rng.pick(BOUNDARY).bytes());
            }
        }
        // A word replaced by one of the formats' words, or one inserted.
        9 | 10 => {
            let words = spans(data, |c| {
                c.is_ascii_alphanumeric() || c >= 0x80 || c == b'"'
            });
            if !words.is_empty() {
                let (i, j) = *rng.pick(&words);
                data.splice(i..j, rng.pick(WORDS).bytes());
            }
        }
        11 => {
            let to = at(rng);
            data.splice(to..to, rng.pick(WORDS).bytes());
        }
        // Cut short.
        12 if len > 0 => data.truncate(rng.below(len)),
        // Spliced with another seed of the reader: a head of one, a tail of the other.
        _ => {
            let other = *rng.pick(others);
            let (i, j) = (rng.below(len + 1), rng.below(other.len() + 1));
            data.truncate(i);
            data.extend_from_slice(&other[j..]);
        }
    }
}

/// The lines of `data`, each with its line end.
fn split_lines(data: &[u8]) -> Vec<Vec<u8>> {
    data.split_inclusive(|&c| c == b'\n')
        .map(<[u8]>::to_vec)
        .collect()
}

/// The maximal runs of bytes that satisfy `keep`, as `(start, end)`.
fn spans(data: &[u8], keep: impl Fn(u8) -> bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, &c) in data.iter().enumerate() {
        match (keep(c), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, data.len()));
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Running the binary.
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Exit {
    Code(i32),
    Signal(i32),
    /// Killed at the bound.
    Hang,
}

struct Run {
    exit: Exit,
    stdout: String,
    stderr: String,
    elapsed: Duration,
    /// Peak resident memory, bytes.
    max_rss: u64,
}

/// Runs `hoshitori ARGS` with standard input closed, killed after `bound`.
#[expect(
    clippy::zombie_processes,
    reason = "reaped by wait4, which also gives its peak memory"
)]
fn run(args: &[&str], bound: Duration) -> Run {
    let start = Instant::now();
    let mut child = Command::new(BIN)
        .args(args)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the hoshitori binary runs");
    let drain = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let pid = child.id() as libc::pid_t;
    let mut killed = false;
    let mut pause = Duration::from_micros(200);
    let mut polled = 0;
    let (status, usage) = loop {
        let mut status = 0;
        // SAFETY: `rusage` is plain data that wait4 fills; `pid` is our child, not yet reaped.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        let got = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if got == pid {
            break (status, usage);
        }
        assert!(got == 0, "wait4: {}", std::io::Error::last_os_error());
        if !killed && start.elapsed() > bound {
            let _ = child.kill();
            killed = true;
        }
        polled = polled.max(peak_memory(&format!("/proc/{pid}/status")).unwrap_or(0));
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    };
    let exit = if killed {
        Exit::Hang
    } else if libc::WIFEXITED(status) {
        Exit::Code(libc::WEXITSTATUS(status))
    } else {
        Exit::Signal(libc::WTERMSIG(status))
    };
    Run {
        exit,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
        elapsed: start.elapsed(),
        max_rss: {
            // wait4's maximum counts the memory of this process, in which the child was spawned
            // before it ran the binary: above that it is the child's own, else the peak polled.
            let maximum = usage.ru_maxrss.max(0) as u64 * 1024;
            let ours = peak_memory("/proc/self/status").unwrap_or(u64::MAX);
            if maximum > ours + ours / 8 {
                maximum
            } else {
                polled
            }
        },
    }
}

/// The peak resident memory (`VmHWM`) in a `/proc/PID/status`, in bytes, once the process runs
/// the binary (before, it is a copy of this one).
fn peak_memory(status: &str) -> Option<u64> {
    let text = std::fs::read_to_string(status).ok()?;
    let field = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(key))
            .map(str::trim)
    };
    if status != "/proc/self/status" && field("Name:") != Some("hoshitori") {
        return None;
    }
    let kb: u64 = field("VmHWM:")?
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb * 1024)
}

// ---------------------------------------------------------------------------------------------
// The checks.
// ---------------------------------------------------------------------------------------------

/// What a case did wrong: the command, what was expected and what came.
#[derive(Clone, Debug)]
struct Finding {
    /// A short name of the kind of fault, the key findings are grouped by.
    kind: &'static str,
    command: String,
    detail: String,
    /// The id of a known fault another branch is fixing (see `known`), if it is one.
    known: Option<&'static str>,
}

/// Refusals of a whole file, which name the file and no place inside it, and a ko position's
/// fields, which are its places (`report/error/en.rs`, English).
const WHOLE_FILE: &[&str] = &[
    ": this is a",
    ": every planned round",
    "cannot be paired",
    ": unknown field",
    "has no players",
    "players; at most",
    ": what-if handles leagues of at most",
    ": the ko's value",
    ": the side to move",
    ": the ko's state",
    ": the pending threat",
    ": yose ",
    ": Black's threat ",
    ": White's threat ",
];

/// Whether `message`, the line after `hoshitori: error: FILE`, names a place: `:LINE`, a path
/// or a cell, or is a refusal of the whole file.
fn located(rest: &str) -> bool {
    let line = rest
        .strip_prefix(':')
        .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
    let path = rest.strip_prefix(": ").is_some_and(|r| {
        let head = r.split(": ").next().unwrap_or("");
        r.contains(": ") && !head.is_empty() && !head.contains(' ')
            || head.starts_with("row ")
            || head.starts_with("column ")
            || head.contains("の行")
            || head.contains("の列")
    });
    line || path
        || WHOLE_FILE
            .iter()
            .any(|w| rest.starts_with(w) || rest.contains(w))
}

/// Rust's own type names, which a message for people never shows.
fn rust_type_name(message: &str) -> bool {
    [
        "u8", "u16", "u32", "u64", "usize", "i8", "i16", "i32", "i64", "isize", "f32", "f64",
    ]
    .iter()
    .any(|t| {
        message
            .split(|c: char| !c.is_ascii_alphanumeric())
            .any(|w| w == *t)
    })
}

/// The place a message names, in any language: `:LINE:COL`, and what follows the file and
/// line up to the next `: ` (a JSON path, or a cell in the language's words).
fn place_of(stderr: &str, file: &str) -> (String, String) {
    let rest = stderr
        .trim_end()
        .strip_prefix("hoshitori: error: ")
        .and_then(|r| r.strip_prefix(file))
        .unwrap_or("");
    let (line, rest) = match rest.find(": ") {
        Some(i) if rest.starts_with(':') => (&rest[..i], &rest[i..]),
        _ => ("", rest),
    };
    let head = rest
        .strip_prefix(": ")
        .and_then(|r| r.split_once(": "))
        .map_or("", |(head, _)| head);
    (line.to_string(), head.to_string())
}

/// Whether `head` is a JSON path (`games[3].b`, `players`), which no language words.
fn json_path(head: &str) -> bool {
    !head.is_empty()
        && head
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '[' | ']'))
}

/// `args` as a command line, FILE after the command's words.
fn command_line(args: &[&str]) -> String {
    let words = args.iter().take_while(|a| !a.starts_with("--")).count();
    let mut line = vec!["hoshitori"];
    line.extend(&args[..words]);
    if !args.contains(&"FILE") && !args.iter().any(|a| a.contains('/')) {
        line.push("FILE");
    }
    line.extend(&args[words..]);
    line.join(" ")
}

/// Runs `args` (FILE inserted after the command words) and checks what every run must do.
fn checked(
    args: &[&str],
    file: &Path,
    findings: &mut Vec<Finding>,
    stats: &mut Stats,
) -> Option<Run> {
    let path = file.to_str().unwrap();
    let mut full: Vec<&str> = Vec::new();
    let words = args.iter().take_while(|a| !a.starts_with("--")).count();
    full.extend(&args[..words]);
    full.push(path);
    full.extend(&args[words..]);
    if args[0] == "what-if" && !args.contains(&"--threads") {
        full.extend(WHAT_IF);
    }
    let ja = args.ends_with(&["--lang", "ja"]);
    let command = command_line(&full).replace(path, "FILE");
    let r = run(&full, HANG);
    stats.record(args[0], &r, &command);
    let mut fail = |kind, detail: String| {
        findings.push(Finding {
            kind,
            command: command.clone(),
            detail,
            known: None,
        })
    };
    match r.exit {
        Exit::Code(0) => {}
        Exit::Code(2) => {
            let first = r.stderr.lines().next().unwrap_or("");
            match first
                .strip_prefix("hoshitori: error: ")
                .and_then(|m| m.strip_prefix(path))
            {
                // A command line that does not apply to this kind of file names its option.
                None if first.starts_with("hoshitori: error: --") => {}
                None => fail("message-without-file", r.stderr.clone()),
                // Japanese: the place English names (compared by the caller).
                Some(rest) if !ja && !located(rest) => {
                    fail("message-without-place", r.stderr.clone())
                }
                Some(rest) if rust_type_name(rest) => fail("message-rust-type", r.stderr.clone()),
                Some(_) => {}
            }
            if r.stderr.lines().count() != 1 {
                fail("message-lines", r.stderr.clone());
            }
            if !r.stdout.is_empty() {
                fail("output-on-refusal", r.stdout.clone());
            }
        }
        Exit::Code(101) => fail("panic", r.stderr.clone()),
        Exit::Code(c) => fail("exit-code", format!("exit {c}: {}", r.stderr)),
        Exit::Signal(s) => fail("crash", format!("signal {s}: {}", r.stderr)),
        Exit::Hang => fail("hang", format!("killed after {:?}", HANG)),
    }
    let bytes = std::fs::metadata(file).map_or(0, |m| m.len());
    // A crash's memory is its backtrace's: only a run that answered is held to the bound.
    let answered = matches!(r.exit, Exit::Code(0 | 2));
    if answered && matches!(args[0], "rank" | "convert") && r.max_rss > MEMORY.0 + MEMORY.1 * bytes
    {
        fail(
            "memory",
            format!("{} MB for {bytes} bytes", r.max_rss >> 20),
        );
    }
    Some(r)
}

/// The standings of `rank --format json`, and the kind.
fn standings(json: &str) -> Option<(Value, Value)> {
    let v: Value = serde_json::from_str(json).ok()?;
    Some((v.get("kind")?.clone(), v.get("standings")?.clone()))
}

/// Every check of one case, in `dir` (its own directory).
fn check_case(
    reader: Reader,
    bytes: &[u8],
    extra: &[&[&str]],
    dir: &Path,
    rng: &mut Rng,
    stats: &mut Stats,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let file = dir.join(format!("case.{}", reader.ext()));
    std::fs::write(&file, bytes).unwrap();
    if reader.is_document() {
        let ranked = checked(&["rank", "--format", "json"], &file, &mut findings, stats);
        if let Some(r) = ranked.filter(|r| r.exit == Exit::Code(0)) {
            let Some(original) = standings(&r.stdout) else {
                findings.push(finding(
                    "rank-json",
                    "hoshitori rank FILE --format json",
                    &r.stdout,
                ));
                return findings;
            };
            round_trips(reader, bytes, &file, &original, dir, &mut findings, stats);
        }
    }
    for &args in extra {
        let r = checked(args, &file, &mut findings, stats);
        // The same refusal in Japanese names the same place (one refusal in four).
        if let Some(r) = r.filter(|r| r.exit == Exit::Code(2) && rng.chance(4)) {
            let mut ja: Vec<&str> = args.to_vec();
            ja.extend(["--lang", "ja"]);
            if let Some(j) = checked(&ja, &file, &mut findings, stats) {
                let path = file.to_str().unwrap();
                let (en, jp) = (place_of(&r.stderr, path), place_of(&j.stderr, path));
                let same = en.0 == jp.0 && (!json_path(&en.1) || en.1 == jp.1);
                if j.exit == Exit::Code(2) && !same {
                    findings.push(finding(
                        "ja-place",
                        &format!("{} --lang ja", command_line(args)),
                        &format!("en {en:?}, ja {jp:?}\n{}{}", r.stderr, j.stderr),
                    ));
                }
            }
        }
    }
    let text = String::from_utf8_lossy(bytes);
    for f in &mut findings {
        f.known = known(reader, &text, f);
    }
    findings
}

fn finding(kind: &'static str, command: &str, detail: &str) -> Finding {
    Finding {
        kind,
        command: command.to_string(),
        detail: detail.chars().take(2000).collect(),
        known: None,
    }
}

/// For an accepted document: `convert --to json` (and to its own text format) then `rank` gives
/// the same standings; the reader's own oracles.
fn round_trips(
    reader: Reader,
    bytes: &[u8],
    file: &Path,
    original: &(Value, Value),
    dir: &Path,
    findings: &mut Vec<Finding>,
    stats: &mut Stats,
) {
    let targets = std::iter::once("json").chain(reader.own_format());
    for to in targets {
        let Some(c) = checked(&["convert", "--to", to], file, findings, stats) else {
            continue;
        };
        let command = format!("hoshitori convert FILE --to {to}, then rank");
        if c.exit != Exit::Code(0) {
            findings.push(finding("convert-refused", &command, &c.stderr));
            continue;
        }
        let ext = if to == "json" { "json" } else { reader.ext() };
        let converted = dir.join(format!("converted.{ext}"));
        std::fs::write(&converted, &c.stdout).unwrap();
        let Some(r) = checked(&["rank", "--format", "json"], &converted, findings, stats) else {
            continue;
        };
        match standings(&r.stdout) {
            _ if r.exit != Exit::Code(0) => {
                findings.push(finding("converted-refused", &command, &r.stderr))
            }
            Some(again) if &again == original => {}
            again => findings.push(finding(
                "convert-rank-differs",
                &command,
                &format!(
                    "rank: {}\nafter: {}",
                    original.1,
                    again.map_or(Value::Null, |a| a.1)
                ),
            )),
        }
        if to == "json" {
            oracles(reader, bytes, &c.stdout, findings);
        }
    }
    // The share link opens, in the page, the standings `rank` gives.
    let Some(r) = checked(&["share"], file, findings, stats) else {
        return;
    };
    let command = "hoshitori share FILE, then the link decoded and ranked";
    if r.exit != Exit::Code(0) {
        findings.push(finding("share-refused", command, &r.stderr));
        return;
    }
    let fragment = r.stdout.trim().split_once('#').map_or("", |(_, f)| f);
    match linked_standings(fragment) {
        Some(again) if &again == original => {}
        again => findings.push(finding(
            "share-rank-differs",
            command,
            &format!(
                "rank: {}\nlink: {}",
                original.1,
                again.map_or(Value::Null, |a| a.1)
            ),
        )),
    }
}

/// The standings of the document a share link's fragment holds, ranked in-process.
fn linked_standings(fragment: &str) -> Option<(Value, Value)> {
    use hoshitori::format::{json, share};
    let doc = match fragment.get(..2)? {
        "s=" => json::write(&share::league::decode(fragment).ok()?.league),
        "e=" => json::write_event(&share::event::decode(fragment).ok()?),
        "t=" => json::write_staged(&share::staged::decode(fragment).ok()?),
        _ => return None,
    };
    let args = ["rank", "-", "--format", "json"].map(String::from);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    hoshitori::cli::run(&args, &mut doc.as_bytes(), &mut out, &mut err, None);
    standings(&String::from_utf8_lossy(&out))
}

/// What a reader must do that the exit code does not show, checked on the document
/// `convert --to json` wrote.
fn oracles(reader: Reader, bytes: &[u8], json: &str, findings: &mut Vec<Finding>) {
    let Ok(doc) = serde_json::from_str::<Value>(json) else {
        findings.push(finding(
            "convert-json",
            "hoshitori convert FILE --to json",
            json,
        ));
        return;
    };
    let rounds = doc
        .get("rounds")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    // A round planned is at least one (TRF's XXR, an event's planned_rounds).
    if doc.get("planned_rounds").and_then(Value::as_u64) == Some(0) {
        findings.push(finding(
            "zero-planned-rounds",
            "hoshitori convert FILE --to json",
            "accepted with 0 rounds planned",
        ));
    }
    // An h9 round entry (a token that starts as one: digits and + - =) is read as a round or
    // refused, never dropped: the rounds are the fewest such trailing tokens any line has.
    if reader == Reader::H9 {
        let text = String::from_utf8_lossy(bytes);
        let shaped = h9_round_columns(&text);
        if shaped.is_some_and(|n| n > rounds) {
            findings.push(finding(
                "h9-round-dropped",
                "hoshitori convert FILE --to json",
                &format!("{} round columns, {rounds} rounds read", shaped.unwrap()),
            ));
        }
    }
}

/// The fewest trailing tokens that start like an h9 round entry (`12+`, `0=`, `3-/b`) on any
/// player line (a line starting with a place), or None without player lines.
fn h9_round_columns(text: &str) -> Option<usize> {
    text.lines()
        .map(|l| {
            l.split(';')
                .next()
                .unwrap_or("")
                .split('|')
                .next()
                .unwrap_or("")
        })
        .filter(|body| {
            body.split_whitespace()
                .next()
                .is_some_and(|t| t.parse::<u32>().is_ok())
        })
        .map(|body| {
            body.split_whitespace()
                .rev()
                .take_while(|t| {
                    let digits = t.chars().take_while(char::is_ascii_digit).count();
                    digits > 0 && t[digits..].starts_with(['+', '-', '='])
                })
                .count()
        })
        .min()
}

/// Faults known and being fixed elsewhere: recognised, counted and listed, not failed on unless
/// `FUZZ_STRICT`; each names the fault, and its line goes when it is fixed. None at present:
/// every fault issue 37 listed, and every one this harness found, is fixed, its input in the
/// corpus.
fn known(_reader: Reader, _text: &str, _f: &Finding) -> Option<&'static str> {
    None
}

// ---------------------------------------------------------------------------------------------
// Statistics.
// ---------------------------------------------------------------------------------------------

#[derive(Default)]
struct Stats {
    /// Runs per command: (runs, refused).
    runs: BTreeMap<String, (u64, u64)>,
    /// Cases per reader.
    cases: BTreeMap<&'static str, u64>,
    slowest: (Duration, String),
    peak: (u64, String),
}

impl Stats {
    fn record(&mut self, command: &str, r: &Run, line: &str) {
        let e = self.runs.entry(command.to_string()).or_default();
        e.0 += 1;
        e.1 += u64::from(r.exit == Exit::Code(2));
        if r.elapsed > self.slowest.0 {
            self.slowest = (r.elapsed, line.to_string());
        }
        if r.max_rss > self.peak.0 {
            self.peak = (r.max_rss, line.to_string());
        }
    }

    fn merge(&mut self, other: Stats) {
        for (k, (n, m)) in other.runs {
            let e = self.runs.entry(k).or_default();
            e.0 += n;
            e.1 += m;
        }
        for (k, n) in other.cases {
            *self.cases.entry(k).or_default() += n;
        }
        if other.slowest.0 > self.slowest.0 {
            self.slowest = other.slowest;
        }
        if other.peak.0 > self.peak.0 {
            self.peak = other.peak;
        }
    }

    fn report(&self) -> String {
        let mut s = String::from("cases per reader:");
        for (k, n) in &self.cases {
            s += &format!(" {k} {n},");
        }
        s += "\nruns per command (refused):";
        for (k, (n, m)) in &self.runs {
            s += &format!(" {k} {n} ({m}),");
        }
        s += &format!(
            "\nslowest run: {:.2} s, {}\npeak memory: {} MB, {}",
            self.slowest.0.as_secs_f64(),
            self.slowest.1,
            self.peak.0 >> 20,
            self.peak.1
        );
        s
    }
}

// ---------------------------------------------------------------------------------------------
// The corpus and failures.
// ---------------------------------------------------------------------------------------------

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fuzz")
}

fn failures_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failures")
}

/// Writes a failing case and what it did to `target/tmp/fuzz-failures/`; returns its path.
fn save_failure(reader: Reader, bytes: &[u8], findings: &[Finding], origin: &str) -> PathBuf {
    let dir = failures_dir().join(reader.name());
    std::fs::create_dir_all(&dir).unwrap();
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let path = dir.join(format!("{hash:016x}.{}", reader.ext()));
    std::fs::write(&path, bytes).unwrap();
    let mut notes = format!("{origin}\n");
    for f in findings {
        notes += &format!(
            "{} [{}]: {}\n{}\n",
            f.kind,
            f.known.unwrap_or("new"),
            f.command,
            f.detail
        );
    }
    std::fs::write(path.with_extension("txt"), notes).unwrap();
    path
}

/// Shared between the runners: findings (by kind, reader and command, with one case each).
#[derive(Default)]
struct Outcome {
    findings: BTreeMap<(String, &'static str, String), (Finding, PathBuf, usize)>,
    stats: Stats,
}

impl Outcome {
    fn add(&mut self, reader: Reader, bytes: &[u8], findings: Vec<Finding>, origin: &str) {
        if findings.is_empty() {
            return;
        }
        let path = save_failure(reader, bytes, &findings, origin);
        for f in findings {
            let key = (f.kind.to_string(), reader.name(), f.command.clone());
            self.findings
                .entry(key)
                .and_modify(|e| e.2 += 1)
                .or_insert((f, path.clone(), 1));
        }
    }
}

fn corpus() -> Vec<(Reader, PathBuf)> {
    let mut out = Vec::new();
    for reader in Reader::ALL {
        let Ok(entries) = std::fs::read_dir(corpus_dir().join(reader.name())) else {
            continue;
        };
        let mut files: Vec<PathBuf> = entries
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e != "md"))
            .collect();
        files.sort();
        out.extend(files.into_iter().map(|p| (reader, p)));
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The test.
// ---------------------------------------------------------------------------------------------

/// The corpus, then mutated seeds until the budget is spent; fails on any finding not known.
#[test]
fn every_reader_and_command_survives_mutated_input() {
    let s = settings();
    let seeds = load_seeds();
    let outcome = Mutex::new(Outcome::default());
    // One directory per process: a long run and the suite may run side by side.
    let work = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("fuzz-work")
        .join(std::process::id().to_string());

    // The corpus: every input the fuzzer ever found, with every command.
    let mut rng = Rng(s.seed);
    for (reader, path) in corpus() {
        let bytes = std::fs::read(&path).unwrap();
        let dir = work.join("corpus");
        std::fs::create_dir_all(&dir).unwrap();
        let mut stats = Stats::default();
        let findings = check_case(
            reader,
            &bytes,
            reader.commands(),
            &dir,
            &mut rng,
            &mut stats,
        );
        let mut o = outcome.lock().unwrap();
        o.stats.merge(stats);
        o.add(
            reader,
            &bytes,
            findings,
            &format!("corpus {}", path.display()),
        );
    }

    let deadline = Instant::now() + Duration::from_secs_f64(s.seconds);
    std::thread::scope(|scope| {
        for job in 0..s.jobs {
            let (seeds, outcome, work) = (&seeds, &outcome, &work);
            scope.spawn(move || {
                let mut rng = Rng(s.seed ^ (job as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
                let dir = work.join(format!("job{job}"));
                std::fs::create_dir_all(&dir).unwrap();
                let mut case = 0u64;
                while Instant::now() < deadline {
                    case += 1;
                    let (reader, seed) = rng.pick(seeds);
                    let others: Vec<&[u8]> = seeds
                        .iter()
                        .filter(|(r, _)| r == reader)
                        .map(|(_, b)| b.as_slice())
                        .collect();
                    let bytes = mutate(&mut rng, seed, &others);
                    let mut choice = reader.commands().to_vec();
                    if s.seconds >= 60.0 && reader.is_document() {
                        choice.extend(LONG_ONLY);
                    }
                    let commands: Vec<&[&str]> =
                        (0..1 + rng.below(2)).map(|_| *rng.pick(&choice)).collect();
                    let mut stats = Stats::default();
                    *stats.cases.entry(reader.name()).or_default() += 1;
                    let findings =
                        check_case(*reader, &bytes, &commands, &dir, &mut rng, &mut stats);
                    let mut o = outcome.lock().unwrap();
                    o.stats.merge(stats);
                    let origin = format!("FUZZ_SEED={} job {job} case {case}", s.seed);
                    o.add(*reader, &bytes, findings, &origin);
                }
            });
        }
    });

    let o = outcome.into_inner().unwrap();
    println!(
        "fuzz: seed {}, {} s, {} jobs\n{}",
        s.seed,
        s.seconds,
        s.jobs,
        o.stats.report()
    );
    let mut failed = Vec::new();
    let mut known: BTreeMap<&str, (usize, String)> = BTreeMap::new();
    for ((kind, reader, command), (f, path, count)) in &o.findings {
        let line = format!(
            "{kind} ({reader}, {count}×): {command}\n  {}\n  case: {}",
            f.detail
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or(""),
            path.display()
        );
        match f.known {
            Some(why) if !s.strict => {
                let e = known.entry(why).or_insert((0, line));
                e.0 += count;
            }
            _ => {
                println!("FINDING {line}");
                failed.push(line);
            }
        }
    }
    for (why, (count, example)) in known {
        println!("known, {count}× [{why}], e.g. {example}");
    }
    assert!(
        failed.is_empty(),
        "{} findings (FUZZ_SEED={}); cases in {}:\n{}",
        failed.len(),
        s.seed,
        failures_dir().display(),
        failed.join("\n")
    );
}

// ---------------------------------------------------------------------------------------------
// Share links, in-process: what the pages do with a fragment.
// ---------------------------------------------------------------------------------------------

/// The pinned links of every kind (`tests/fixtures/share/`), the seeds of the share fuzzer.
fn share_seeds() -> Vec<String> {
    let mut texts = Vec::new();
    for dir in ["", "swiss", "stages"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/share")
            .join(dir);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "txt"))
            .collect();
        files.sort();
        texts.extend(
            files
                .iter()
                .map(|p| std::fs::read_to_string(p).unwrap().trim().to_string()),
        );
    }
    assert!(texts.len() >= 6, "pinned links: {texts:?}");
    texts
}

/// A mutated link: the text mutated as any file is (mostly refused by base64url), or, more
/// often, its bytes mutated and written again as base64url behind the same prefix.
fn mutate_link(rng: &mut Rng, link: &str, others: &[&[u8]]) -> String {
    use hoshitori::format::share::base64url;
    let (prefix, body) = link.split_at(2);
    match base64url::decode(body) {
        Ok(bytes) if !rng.chance(4) => {
            let mut bytes = bytes;
            for _ in 0..1 + rng.below(3) {
                match rng.below(3) {
                    // A byte at the edge of a varint or a count.
                    0 if !bytes.is_empty() => {
                        let i = rng.below(bytes.len());
                        bytes[i] = *rng.pick(&[0, 1, 2, 3, 0x7f, 0x80, 0xfe, 0xff]);
                    }
                    _ => mutate_once(rng, &mut bytes, others),
                }
            }
            format!("{prefix}{}", base64url::encode(&bytes))
        }
        _ => {
            String::from_utf8_lossy(&mutate(rng, link.as_bytes(), &[link.as_bytes()])).into_owned()
        }
    }
}

/// What a page does with a fragment: `Launch::parse`, the kind's decoder, and on a document
/// the page's analysis and the ranking (the CLI's `rank`, in-process, on the decoded document
/// as JSON). Returns how many documents it decoded, or a fault: never a panic, an exit other than 0 or 2.
fn open_link(text: &str) -> Result<usize, String> {
    use hoshitori::editor::{launch::Launch, league as page, swiss::analysis::SwissAnalysis};
    use hoshitori::format::{json, share};
    let launch = Launch::parse([], &format!("#{text}#?secret=x"));
    let mut documents = Vec::new();
    if let Some(s) = launch.share {
        if let Ok(shared) = share::league::decode(&s) {
            let _ = page::analysis::analyse(&shared.league);
            if let Ok(over) = page::with_results(&shared.league, &shared.hypothetical) {
                let _ = page::analysis::analyse(&over);
            }
            documents.push(json::write(&shared.league));
        }
    }
    if let Some(e) = launch.event {
        if let Ok(event) = share::event::decode(&e) {
            let _ = SwissAnalysis::of(&event);
            documents.push(json::write_event(&event));
        }
    }
    if let Some(t) = launch.staged {
        if let Ok(doc) = share::staged::decode(&t) {
            documents.push(json::write_staged(&doc));
        }
    }
    for doc in &documents {
        let args = ["rank", "-", "--format", "json"].map(String::from);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = hoshitori::cli::run(&args, &mut doc.as_bytes(), &mut out, &mut err, None);
        if code != 0 && code != 2 {
            return Err(format!("rank of the decoded document: exit {code}"));
        }
    }
    Ok(documents.len())
}

/// Mutated share links of every kind give a document or an error in the page, never a panic or
/// a hang; for a quarter of `FUZZ_SECONDS`.
#[test]
fn share_links_decode_or_refuse_when_mutated() {
    let s = settings();
    let seeds = share_seeds();
    let mut rng = Rng(s.seed ^ 0x5a4e);
    let deadline = Instant::now() + Duration::from_secs_f64(s.seconds / 4.0);
    let mut failed = Vec::new();
    let mut cases = 0u64;
    let mut decoded = 0u64;
    while Instant::now() < deadline || cases < seeds.len() as u64 {
        let seed = &seeds[cases as usize % seeds.len()];
        let text = if cases < seeds.len() as u64 {
            seed.clone()
        } else {
            let others: Vec<&[u8]> = seeds.iter().map(|t| t.as_bytes()).collect();
            mutate_link(&mut rng, seed, &others)
        };
        cases += 1;
        let (tx, rx) = std::sync::mpsc::channel();
        let case = text.clone();
        std::thread::spawn(move || {
            let got = std::panic::catch_unwind(|| open_link(&case));
            let _ = tx.send(got);
        });
        let fault = match rx.recv_timeout(HANG) {
            Ok(Ok(Ok(n))) => {
                decoded += n as u64;
                None
            }
            Ok(Ok(Err(e))) => Some(e),
            Ok(Err(_)) => Some("panic".to_string()),
            Err(_) => Some(format!("no answer after {HANG:?}")),
        };
        if let Some(fault) = fault {
            let dir = failures_dir().join("share");
            std::fs::create_dir_all(&dir).unwrap();
            let path = dir.join(format!("case{cases}.txt"));
            std::fs::write(&path, &text).unwrap();
            failed.push(format!("{fault}: {}", path.display()));
            if fault.starts_with("no answer") {
                break;
            }
        }
    }
    println!("share links: {cases} cases, {decoded} decoded to a document");
    assert!(
        failed.is_empty(),
        "FUZZ_SEED={}:\n{}",
        s.seed,
        failed.join("\n")
    );
}
