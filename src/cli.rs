//! The command-line interface, as a library function so tests can drive it without a process.
//!
//! ```text
//! hoshitori rank FILE [--rules ID|CODES] [--seats N] [--format text|json] [--lang ja|en]
//! hoshitori convert FILE --to json|csv|tsv
//! hoshitori what-if FILE [--rules ID|CODES] [--seats N] [--draws] [--samples N] [--seed N]
//!                   [--ratings] [--format text|json] [--lang ja|en]
//! hoshitori lab --tied K [--rules ID|CODES] [--reading R] [--seats S] [--format text|json]
//!               [--lang ja|en]
//! ```
//!
//! `FILE` is a JSON league file or a CSV/TSV crosstable; `-` reads standard input. Exit codes: 0
//! success, 2 bad input or usage (the message names the file, line, cell or player).

use std::io::{Read, Write};

use crate::engine::lab::{self, LabReport, Reading};
use crate::engine::whatif;
use crate::engine::{RuleChain, rank};
use crate::error::{Error, ErrorKind};
use crate::format;
use crate::league::{Input, League};
use crate::report::{self, text::Lang};

pub const USAGE: &str = "\
Hoshitori ranks a round-robin league and explains every place.

Usage:
  hoshitori rank FILE [--rules ID|CODES] [--seats N] [--format text|json] [--lang ja|en]
  hoshitori convert FILE --to json|csv|tsv
  hoshitori what-if FILE [--rules ID|CODES] [--seats N] [--draws] [--samples N] [--seed N]
                    [--ratings] [--format text|json] [--lang ja|en]
  hoshitori lab --tied K [--rules ID|CODES] [--reading R] [--seats S] [--format text|json]
                [--lang ja|en]
  hoshitori lab FILE [--samples N] [--seed N] [--rules ID|CODES] [--seats S] [--format text|json]
  hoshitori --help | --version

FILE is a league file (JSON, hoshitori-league/1) or a CSV/TSV crosstable; - reads standard input.
--rules   a preset (fukui, jp-pro-league, rif-round-robin) or criterion codes such as PTS,SB,DE,WIN
          (default: the file's \"rules\", else fukui)
--seats   how many top places keep their seat (default: the file's \"seats\")
--format  text (default) or json
--lang    ja or en (default: from LANG)

lab: how often the rules leave places open when K players (2 to 7) of equal previous rank tie on
wins and every game among them is 50/50; every result of their games is enumerated.
--tied    K, the number of tied players
--reading engine (default: rank with --rules), or a reading of the fukui rules (3)-(4):
          restart, single, full-circle (see docs/lab.md)
--seats   the seat line lies after the S-th of the tied players (1 to K-1; default: none)
";

/// Runs the CLI on `args` (without the program name) and returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    env_lang: Option<&str>,
) -> i32 {
    match dispatch(args, stdin, stdout, env_lang) {
        Ok(()) => 0,
        Err(e) => {
            let message = report::text::error_message(error_lang(args, env_lang), &e);
            let _ = writeln!(stderr, "hoshitori: error: {message}");
            2
        }
    }
}

/// The language of an error message: `--lang` if the command line gives a valid one (the error
/// may be in the arguments themselves), else the environment's.
fn error_lang(args: &[String], env_lang: Option<&str>) -> Lang {
    let given = args
        .windows(2)
        .rev()
        .find(|w| w[0] == "--lang" && matches!(w[1].as_str(), "ja" | "en"))
        .map(|w| Lang::from_tag(&w[1]));
    given.unwrap_or_else(|| env_lang.map_or(Lang::En, Lang::from_tag))
}

fn usage(message: impl Into<String>) -> Error {
    Error::new(ErrorKind::Usage {
        message: message.into(),
    })
}

struct Options {
    file: Option<String>,
    rules: Option<String>,
    seats: Option<u32>,
    json: bool,
    lang: Option<Lang>,
    to: Option<String>,
    /// `what-if`: draws possible, Monte Carlo samples and seed, odds from players' ratings.
    draws: bool,
    samples: Option<u64>,
    seed: Option<u64>,
    ratings: bool,
    /// `lab`: the number of tied players and the reading of the rules.
    tied: Option<usize>,
    reading: Option<Reading>,
}

fn parse(args: &[String]) -> Result<Options, Error> {
    let mut o = Options {
        file: None,
        rules: None,
        seats: None,
        json: false,
        lang: None,
        to: None,
        draws: false,
        samples: None,
        seed: None,
        ratings: false,
        tied: None,
        reading: None,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |flag: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| usage(format!("{flag} needs a value")))
        };
        match a.as_str() {
            "--rules" => o.rules = Some(value("--rules")?),
            "--seats" => {
                let v = value("--seats")?;
                o.seats = Some(
                    v.parse()
                        .map_err(|_| usage(format!("--seats {v:?} is not a whole number")))?,
                );
            }
            "--format" => match value("--format")?.as_str() {
                "json" => o.json = true,
                "text" => o.json = false,
                other => return Err(usage(format!("--format {other:?}: expected text or json"))),
            },
            "--lang" => match value("--lang")?.as_str() {
                "ja" => o.lang = Some(Lang::Ja),
                "en" => o.lang = Some(Lang::En),
                other => return Err(usage(format!("--lang {other:?}: expected ja or en"))),
            },
            "--to" => o.to = Some(value("--to")?),
            "--draws" => o.draws = true,
            "--ratings" => o.ratings = true,
            "--samples" | "--seed" => {
                let v = value(a)?;
                let n: u64 = v
                    .parse()
                    .map_err(|_| usage(format!("{a} {v:?} is not a whole number")))?;
                if a == "--samples" {
                    if n == 0 {
                        return Err(usage("--samples must be at least 1"));
                    }
                    o.samples = Some(n);
                } else {
                    o.seed = Some(n);
                }
            }
            "--tied" => {
                let v = value("--tied")?;
                o.tied = Some(v.parse().map_err(|_| {
                    usage(format!(
                        "--tied {v:?}: expected a number of tied players from {} to {}",
                        lab::MIN_TIED,
                        lab::MAX_TIED
                    ))
                })?);
            }
            "--reading" => {
                let v = value("--reading")?;
                o.reading = Some(Reading::from_code(&v).ok_or_else(|| {
                    usage(format!(
                        "--reading {v:?}: expected engine, restart, single or full-circle"
                    ))
                })?);
            }
            flag if flag.starts_with("--") => return Err(usage(format!("unknown option {flag}"))),
            file => {
                if o.file.is_some() {
                    return Err(usage(format!("unexpected argument {file:?}")));
                }
                o.file = Some(file.to_string());
            }
        }
    }
    Ok(o)
}

fn read_input(file: &str, stdin: &mut dyn Read) -> Result<String, Error> {
    let io = |e: std::io::Error| {
        Error::new(ErrorKind::CannotRead {
            detail: e.to_string(),
            not_found: e.kind() == std::io::ErrorKind::NotFound,
        })
        .with_file(file)
    };
    let bytes = if file == "-" {
        let mut buf = Vec::new();
        stdin.read_to_end(&mut buf).map_err(io)?;
        buf
    } else {
        std::fs::read(file).map_err(io)?
    };
    // UTF-8 (with or without a byte-order mark) or Shift_JIS, as Japanese Excel saves.
    crate::format::decode(&bytes)
        .map(|(text, _)| text)
        .map_err(|e| e.with_file(file))
}

/// Reads and checks the command's FILE: its name, text, document and the engine's input.
fn load(
    o: &Options,
    command: &str,
    stdin: &mut dyn Read,
) -> Result<(String, String, League, Input), Error> {
    let file = o
        .file
        .clone()
        .ok_or_else(|| usage(format!("{command} needs a FILE (or - for standard input)")))?;
    let text = read_input(&file, stdin)?;
    let (league, input) = format::read(&text, &file)?;
    Ok((file, text, league, input))
}

fn dispatch(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    env_lang: Option<&str>,
) -> Result<(), Error> {
    let out = |stdout: &mut dyn Write, s: &str| {
        stdout.write_all(s.as_bytes()).map_err(|e| {
            Error::new(ErrorKind::Io {
                message: format!("cannot write output: {e}"),
            })
        })
    };
    let Some((command, rest)) = args.split_first() else {
        return Err(usage("no command given"));
    };
    match command.as_str() {
        "--help" | "-h" | "help" => out(stdout, USAGE),
        "--version" | "-V" => out(
            stdout,
            &format!("hoshitori {}\n", env!("CARGO_PKG_VERSION")),
        ),
        "rank" => {
            let o = parse(rest)?;
            let (file, text, league, input) = load(&o, "rank", stdin)?;
            let chain = match &o.rules {
                Some(r) => RuleChain::parse(r)?,
                None => league
                    .chain()
                    .map_err(|e| format::locate(&text, &league, e).with_file(&file))?
                    .unwrap_or_else(RuleChain::fukui),
            };
            let mut options = input.options.clone();
            if o.seats.is_some() {
                options.seats = o.seats;
            }
            let ranking = rank(&input.table, &chain, &options)
                .map_err(|e| format::locate(&text, &league, e).with_file(&file))?;
            let title = league.title.as_deref();
            if o.json {
                let doc =
                    report::json::ranking(&input.table, &chain, options.seats, title, &ranking);
                let mut s = serde_json::to_string_pretty(&doc).unwrap_or_default();
                s.push('\n');
                out(stdout, &s)
            } else {
                let lang = o
                    .lang
                    .unwrap_or_else(|| env_lang.map_or(Lang::En, Lang::from_tag));
                out(
                    stdout,
                    &report::text::render(
                        lang,
                        &input.table,
                        &chain,
                        options.seats,
                        title,
                        &ranking,
                    ),
                )
            }
        }
        "what-if" => {
            let o = parse(rest)?;
            let (file, text, league, input) = load(&o, "what-if", stdin)?;
            let chain = match &o.rules {
                Some(r) => RuleChain::parse(r)?,
                None => league
                    .chain()
                    .map_err(|e| format::locate(&text, &league, e).with_file(&file))?
                    .unwrap_or_else(RuleChain::fukui),
            };
            let seats = o.seats.or(input.options.seats);
            let mut options = whatif::Options {
                seats,
                draws: o.draws,
                ..whatif::Options::default()
            };
            if let Some(n) = o.samples {
                options.samples = n;
            }
            if let Some(seed) = o.seed {
                options.seed = seed;
            }
            if o.ratings {
                options.odds = Some(
                    elo_odds(&league, &input, o.draws)
                        .map_err(|e| format::locate(&text, &league, e).with_file(&file))?,
                );
            }
            let what = whatif::analyse(&input.table, &chain, &options, &mut |_| true)?;
            let names: Vec<String> = input
                .table
                .players()
                .iter()
                .map(|p| p.name.clone())
                .collect();
            if o.json {
                let doc = report::whatif::json(&names, &what, &chain.id, seats, o.draws);
                let mut s = serde_json::to_string_pretty(&doc).unwrap_or_default();
                s.push('\n');
                out(stdout, &s)
            } else {
                let lang = o
                    .lang
                    .unwrap_or_else(|| env_lang.map_or(Lang::En, Lang::from_tag));
                out(
                    stdout,
                    &report::whatif::text(lang, &names, &what, league.title.as_deref()),
                )
            }
        }
        "convert" => {
            let o = parse(rest)?;
            let (_, _, league, _) = load(&o, "convert", stdin)?;
            let s = match o.to.as_deref() {
                Some("json") => format::json::write(&league),
                Some("csv") => format::csv::write(&league, b',')?,
                Some("tsv") => format::csv::write(&league, b'\t')?,
                Some(other) => {
                    return Err(usage(format!("--to {other:?}: expected json, csv or tsv")));
                }
                None => return Err(usage("convert needs --to json|csv|tsv")),
            };
            out(stdout, &s)
        }
        "lab" => {
            let o = parse(rest)?;
            let lang = o
                .lang
                .unwrap_or_else(|| env_lang.map_or(Lang::En, Lang::from_tag));
            if o.file.is_some() {
                out(stdout, &run_season_lab(&o, lang, stdin)?)
            } else {
                out(stdout, &run_lab(&o, lang)?)
            }
        }
        other => Err(usage(format!("unknown command {other:?}"))),
    }
}

/// `hoshitori lab FILE [--samples N]`: whole seasons of the file's league ([`lab::season`]).
fn run_season_lab(o: &Options, lang: Lang, stdin: &mut dyn Read) -> Result<String, Error> {
    if o.tied.is_some() {
        return Err(usage(
            "lab takes either FILE (whole seasons) or --tied K, not both",
        ));
    }
    let (file, text, league, input) = load(o, "lab", stdin)?;
    let chain = match &o.rules {
        Some(r) => RuleChain::parse(r)?,
        None => league
            .chain()
            .map_err(|e| format::locate(&text, &league, e).with_file(&file))?
            .unwrap_or_else(RuleChain::fukui),
    };
    let seats = o.seats.or(input.options.seats);
    let samples = o.samples.unwrap_or(100_000);
    let seed = o.seed.unwrap_or(whatif::Options::default().seed);
    let report = lab::season(&input.table, &chain, seats, samples, seed)?;
    if o.json {
        let mut s = serde_json::to_string_pretty(&report).unwrap_or_default();
        s.push('\n');
        Ok(s)
    } else {
        Ok(lab_text(lang, &report))
    }
}

/// `hoshitori lab --tied K`: runs [`lab::tied`] and renders its report.
fn run_lab(o: &Options, lang: Lang) -> Result<String, Error> {
    let (min, max) = (lab::MIN_TIED, lab::MAX_TIED);
    let k = match o.tied {
        Some(k) if (min..=max).contains(&k) => k,
        Some(k) => {
            return Err(usage(format!(
                "--tied {k}: expected a number of tied players from {min} to {max}"
            )));
        }
        None => return Err(usage("lab needs --tied K")),
    };
    let chain = match &o.rules {
        Some(r) => RuleChain::parse(r)?,
        None => RuleChain::fukui(),
    };
    // The engine checks the rest (the seat line, the chain, the reading) and says what is wrong.
    let reading = o.reading.unwrap_or(Reading::Engine);
    let report = lab::tied(&chain, k, o.seats, reading)?;
    if o.json {
        let mut s = serde_json::to_string_pretty(&report).unwrap_or_default();
        s.push('\n');
        Ok(s)
    } else {
        Ok(lab_text(lang, &report))
    }
}

/// The lab's report for people: counts and shares (English or Japanese).
fn lab_text(lang: Lang, r: &LabReport) -> String {
    use std::fmt::Write as _;
    let ja = lang == Lang::Ja;
    let n = r.outcomes;
    let share = |c: u64| {
        let pct = if n == 0 {
            0.0
        } else {
            c as f64 * 100.0 / n as f64
        };
        if ja {
            format!("{c} / {n}（{pct:.2} %）")
        } else {
            format!("{c} / {n} ({pct:.2} %)")
        }
    };
    let setup = match (&r.setup, ja) {
        (lab::Setup::Tied(k), false) => {
            format!("{k} players of equal previous rank tied on wins, every game among them 50/50")
        }
        (lab::Setup::Tied(k), true) => {
            format!("前期順位の同じ {k} 人が勝ち数で並び、互いの対局はすべて五分五分")
        }
        (
            lab::Setup::Season {
                players,
                games,
                samples,
                seed,
            },
            false,
        ) => format!(
            "{samples} whole seasons of this league ({players} players, {games} games, every game 50/50, seed {seed})"
        ),
        (
            lab::Setup::Season {
                players,
                games,
                samples,
                seed,
            },
            true,
        ) => format!(
            "このリーグ（{players} 人、{games} 局、各局五分五分）のシーズン全体を {samples} 回模擬（シード {seed}）"
        ),
    };
    let reading = match (ja, r.reading) {
        (false, Reading::Engine) => "as the engine ranks them",
        (false, Reading::Restart) => "(a) restart: every tied part back to (3) (lab-only)",
        (false, Reading::Single) => {
            "(b) single: one mini-league, then head-to-head for two, (5) for more (lab-only)"
        }
        (false, Reading::FullCircle) => {
            "(c) full circle: only a full-circle tie is open (lab-only)"
        }
        (true, Reading::Engine) => "エンジンの順位付けどおり",
        (true, Reading::Restart) => {
            "(a) restart：分かれた同点グループごとに (3) からやり直す（実験用）"
        }
        (true, Reading::Single) => {
            "(b) single：ミニリーグは一度だけ。二人は直接対決、三人以上は (5) へ（実験用）"
        }
        (true, Reading::FullCircle) => {
            "(c) full circle：全員のミニリーグ成績が同じときだけ決まらない（実験用）"
        }
    };
    let exact = match (ja, r.exact) {
        (false, true) => "every outcome enumerated",
        (false, false) => "sampled",
        (true, true) => "全数列挙",
        (true, false) => "標本",
    };
    let mut s = String::new();
    if ja {
        let _ = writeln!(s, "ルール実験：{setup}");
        let _ = writeln!(s, "規定：{}（{reading}）", r.rules);
        let _ = writeln!(s, "結果の数：{n}（{exact}）");
        let _ = writeln!(s);
        let _ = writeln!(s, "規定で決まらない順位がある：{}", share(r.undecided));
        let _ = writeln!(
            s,
            "優勝が決まらない（プレーオフ）：{}",
            share(r.title_playoff)
        );
        match (r.seats, r.seat_playoff) {
            (Some(seats), Some(c)) => {
                let _ = writeln!(
                    s,
                    "残留ライン（{seats}位と{}位の間）が決まらない：{}",
                    seats + 1,
                    share(c)
                );
            }
            _ => {
                let _ = writeln!(s, "残留ライン：指定なし（--seats S）");
            }
        }
    } else {
        let _ = writeln!(s, "Rule lab: {setup}");
        let _ = writeln!(s, "Rules: {} ({reading})", r.rules);
        let _ = writeln!(s, "Outcomes: {n} ({exact})");
        let _ = writeln!(s);
        let _ = writeln!(s, "Some place left open: {}", share(r.undecided));
        let _ = writeln!(s, "Title left open (playoff): {}", share(r.title_playoff));
        match (r.seats, r.seat_playoff) {
            (Some(seats), Some(c)) => {
                let _ = writeln!(
                    s,
                    "Seat line (between places {seats} and {}) left open: {}",
                    seats + 1,
                    share(c)
                );
            }
            _ => {
                let _ = writeln!(s, "Seat line: not given (--seats S)");
            }
        }
    }
    let _ = writeln!(s);
    let (colon, space) = if ja { ("：", "") } else { (":", " ") };
    let heading = if ja {
        "決まらない最大グループの人数"
    } else {
        "Largest open group"
    };
    let _ = writeln!(s, "{heading}{colon}");
    for (size, &c) in r.largest_group.iter().enumerate().filter(|(_, c)| **c > 0) {
        let label = match (ja, size) {
            (false, 0) => "none".to_string(),
            (false, _) => format!("{size} players"),
            (true, 0) => "なし".to_string(),
            (true, _) => format!("{size} 人"),
        };
        let _ = writeln!(s, "  {label}{colon}{space}{}", share(c));
    }
    let heading = if ja {
        "順位が決まらない人数"
    } else {
        "Players left open"
    };
    let _ = writeln!(s, "{heading}{colon}");
    for (players, &c) in r
        .undecided_players
        .iter()
        .enumerate()
        .filter(|(_, c)| **c > 0)
    {
        let label = if ja {
            format!("{players} 人")
        } else {
            format!("{players}")
        };
        let _ = writeln!(s, "  {label}{colon}{space}{}", share(c));
    }
    s
}

/// Odds for every pending game from the players' `rating` fields (Elo: `a` wins with
/// probability `1 / (1 + 10^((Rb - Ra) / 400))`). With draws, a draw gets a third and the rest is
/// split the same way.
fn elo_odds(league: &League, input: &Input, draws: bool) -> Result<Vec<whatif::Odds>, Error> {
    let mut ratings = Vec::with_capacity(league.players.len());
    for (i, p) in league.players.iter().enumerate() {
        let r = p.extra.get("rating").and_then(|v| v.as_f64());
        match r {
            Some(r) if r.is_finite() => ratings.push(r),
            _ => {
                return Err(Error::new(ErrorKind::InvalidValue {
                    found: p
                        .extra
                        .get("rating")
                        .map_or("nothing".to_string(), |v| v.to_string()),
                    expected: "a number in the player's \"rating\" (for --ratings)".into(),
                })
                .with_path(format!("players[{i}].rating"))
                .with_player(p.name.clone()));
            }
        }
    }
    let draw = if draws { 1.0 / 3.0 } else { 0.0 };
    Ok(whatif::pending_games(&input.table)
        .iter()
        .map(|g| {
            let pa = 1.0 / (1.0 + 10f64.powf((ratings[g.b] - ratings[g.a]) / 400.0));
            whatif::Odds {
                a: (1.0 - draw) * pa,
                draw,
                b: (1.0 - draw) * (1.0 - pa),
            }
        })
        .collect())
}
