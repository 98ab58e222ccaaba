//! The command-line interface, as a library function so tests can drive it without a process.
//!
//! The usage is the clap structs of [`args`], written once. [`run`] parses with clap, turns
//! clap's errors into [`ErrorKind`] data (worded in the user's language by `report::error`,
//! like every other error), reads the command's FILE once into a [`Document`]
//! (`format::read`, which tells the kind from the text) and dispatches on its kind: [`league`]
//! and [`swiss`] hold each kind's commands, which ask the engine and word its answer through
//! `report/`; [`tools`] the commands that read no file (`jishogi`, `lab --tied`). A command that
//! does not apply to a kind says so ([`ErrorKind::NotAnEvent`], [`ErrorKind::NotForSwiss`]).
//!
//! Exit codes: 0 success (help and version included), 2 bad input or usage (the message names the
//! option, or the file, line, cell or player).

mod args;
mod league;
mod staged;
mod swiss;
mod tools;

use std::io::{Read, Write};

use clap::error::{ContextKind, ContextValue, ErrorKind as ClapKind};
use clap::{CommandFactory as _, Parser};

use crate::document::Document;
use crate::error::{Error, ErrorKind, ExpectedArgument};
use crate::format;
use crate::lang::Lang;
use crate::report;
use args::{Cli, Command, Refused};

/// Runs the CLI on `args` (without the program name) and returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    env_lang: Option<&str>,
) -> i32 {
    let env_lang = env_lang.map_or(Lang::En, Lang::from_tag);
    let result = match parse(args) {
        Ok(Parsed::Run(cli)) => dispatch(cli, stdin, stdout, env_lang),
        Ok(Parsed::Print(text)) => write_out(stdout, &text),
        Err(e) => Err(e),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            let message = report::error::message(error_lang(args, env_lang), &e);
            let _ = writeln!(stderr, "hoshitori: error: {message}");
            2
        }
    }
}

/// The language of an error message: `--lang` if the command line gives a valid one (the error
/// may be in the arguments themselves), else the environment's.
fn error_lang(args: &[String], env_lang: Lang) -> Lang {
    let given = |i: usize| match args[i].as_str() {
        "--lang" => args.get(i + 1).map(String::as_str),
        a => a.strip_prefix("--lang="),
    };
    (0..args.len())
        .rev()
        .find_map(|i| given(i).filter(|v| matches!(*v, "ja" | "en")))
        .map_or(env_lang, Lang::from_tag)
}

/// What the command line asks for: a command to run, or text clap wrote (help, version).
enum Parsed {
    Run(Cli),
    Print(String),
}

fn parse(args: &[String]) -> Result<Parsed, Error> {
    let argv = std::iter::once("hoshitori").chain(args.iter().map(String::as_str));
    match Cli::try_parse_from(argv) {
        Ok(cli) => Ok(Parsed::Run(cli)),
        Err(e) if matches!(e.kind(), ClapKind::DisplayHelp | ClapKind::DisplayVersion) => {
            Ok(Parsed::Print(e.to_string()))
        }
        Err(e) => Err(Error::new(command_line_error(&e, args))),
    }
}

/// Clap's error as our data: the kind, the option and the value it names, what the option takes.
fn command_line_error(e: &clap::Error, args: &[String]) -> ErrorKind {
    let string = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => v.first().cloned(),
        _ => None,
    };
    let strings = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    // The subcommand, if any, is the first argument: the top level takes no other option.
    let command = match args.first() {
        Some(c) if Cli::command().find_subcommand(c).is_some() => format!("hoshitori {c}"),
        _ => "hoshitori".to_string(),
    };
    let argument = string(ContextKind::InvalidArg)
        .map(|a| argument_name(&a))
        .unwrap_or_default();
    match e.kind() {
        ClapKind::InvalidSubcommand => ErrorKind::UnknownCommand {
            found: string(ContextKind::InvalidSubcommand).unwrap_or_default(),
            suggestion: string(ContextKind::SuggestedSubcommand),
        },
        ClapKind::MissingSubcommand | ClapKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            ErrorKind::MissingCommand
        }
        // Every argument clap lists is required; `MissingArgument` lists alternatives, so it
        // names the first (the next run names the next).
        ClapKind::MissingRequiredArgument => ErrorKind::MissingArgument {
            command,
            arguments: strings(ContextKind::InvalidArg)
                .first()
                .map(|a| argument_name(a))
                .into_iter()
                .collect(),
        },
        ClapKind::ArgumentConflict => ErrorKind::ConflictingArguments {
            command,
            argument,
            other: string(ContextKind::PriorArg)
                .map(|a| argument_name(&a))
                .unwrap_or_default(),
        },
        ClapKind::InvalidValue | ClapKind::ValueValidation => {
            let value = string(ContextKind::InvalidValue).unwrap_or_default();
            if value.is_empty() && e.kind() == ClapKind::InvalidValue {
                return ErrorKind::MissingValue { command, argument };
            }
            let refused = std::error::Error::source(e).and_then(|s| s.downcast_ref::<Refused>());
            let expected = match refused {
                Some(Refused(expected)) => expected.clone(),
                None => ExpectedArgument::OneOf(strings(ContextKind::ValidValue)),
            };
            ErrorKind::InvalidArgumentValue {
                command,
                argument,
                value,
                expected,
            }
        }
        // Unknown options, extra arguments, and anything else clap refuses in an argument.
        _ => ErrorKind::UnknownArgument {
            command,
            argument,
            suggestion: string(ContextKind::SuggestedArg),
        },
    }
}

/// An argument as the user types it, from clap's rendering: `--seats <N>` → `--seats`,
/// `<FILE>` and `[FILE]` → `FILE`.
fn argument_name(rendered: &str) -> String {
    let name = rendered.split([' ', '=']).next().unwrap_or(rendered);
    name.trim_matches(['<', '>', '[', ']']).to_string()
}

fn write_out(stdout: &mut dyn Write, s: &str) -> Result<(), Error> {
    stdout.write_all(s.as_bytes()).map_err(|e| {
        Error::new(ErrorKind::Io {
            message: format!("cannot write output: {e}"),
        })
    })
}

/// Pretty JSON with a final newline.
pub(super) fn json_text(value: &impl serde::Serialize) -> String {
    let mut s = serde_json::to_string_pretty(value).unwrap_or_default();
    s.push('\n');
    s
}

fn read_input(file: &str, stdin: &mut dyn Read) -> Result<String, Error> {
    let io = |e: std::io::Error| {
        Error::new(ErrorKind::CannotRead {
            detail: e.to_string(),
            not_found: e.kind() == std::io::ErrorKind::NotFound,
        })
        .with_file(file)
    };
    // The size is checked before the file is read: standard input is read up to one byte past
    // the limit, a file's length asked of the system first.
    let limit = crate::format::MAX_INPUT_BYTES;
    let bytes = if file == "-" {
        let mut buf = Vec::new();
        stdin.take(limit + 1).read_to_end(&mut buf).map_err(io)?;
        if buf.len() as u64 > limit {
            return Err(Error::new(ErrorKind::InputTooLarge {
                bytes: None,
                max: limit,
            })
            .with_file(file));
        }
        buf
    } else {
        let len = std::fs::metadata(file).map_err(io)?.len();
        crate::format::check_size(len).map_err(|e| e.with_file(file))?;
        std::fs::read(file).map_err(io)?
    };
    // UTF-8 (with or without a byte-order mark) or Shift_JIS, as Japanese Excel saves.
    crate::format::decode(&bytes)
        .map(|(text, _)| text)
        .map_err(|e| e.with_file(file))
}

/// Reads the command's FILE once and runs the command for its kind of document.
fn dispatch(
    cli: Cli,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    env_lang: Lang,
) -> Result<(), Error> {
    let Some(file) = cli.command.file() else {
        let text = match &cli.command {
            Command::Jishogi(a) => tools::jishogi(a, env_lang)?,
            Command::Ko(a) => tools::ko(a, stdin, env_lang)?,
            Command::Lab(a) => tools::lab(a, env_lang)?,
            _ => String::new(),
        };
        return write_out(stdout, &text);
    };
    let text = read_input(file, stdin)?;
    if let Command::Schedule(a) = &cli.command
        && a.players
    {
        let players = format::players::read(&text).map_err(|e| e.with_file(file))?;
        let league = crate::document::league::League::new(players, Vec::new());
        return write_out(stdout, &league::schedule(a, &league, None, env_lang)?);
    }
    if let Command::New(a) = &cli.command {
        return write_out(stdout, &staged::new(a, &text)?);
    }
    let opened = format::read(&text, file)?;
    let text = match (&cli.command, &opened.document) {
        (Command::Rank(a), Document::League(_)) => league::rank(a, &opened, env_lang)?,
        (Command::Rank(a), Document::Event(e)) => swiss::rank(a, &opened, e, env_lang)?,
        (Command::Convert(a), Document::League(l)) => league::convert(a, &opened, l)?,
        (Command::Convert(a), Document::Event(e)) => swiss::convert(a, &opened, e)?,
        (Command::WhatIf(a), Document::League(_)) => league::what_if(a, &opened, env_lang)?,
        (Command::WhatIf(a), Document::Event(e)) => swiss::what_if(a, &opened, e, env_lang)?,
        (Command::Share(a), Document::League(l)) => league::share(a, &opened, l, env_lang)?,
        (Command::Share(a), Document::Event(e)) => swiss::share(a, &opened, e, env_lang)?,
        (Command::Pair(a), Document::Event(e)) => swiss::pair(a, &opened, e, env_lang)?,
        (Command::Lab(a), Document::League(_)) => league::lab(a, &opened, env_lang)?,
        (Command::Schedule(a), Document::League(l)) => {
            league::schedule(a, l, Some(&opened), env_lang)?
        }
        (Command::Schedule(_), Document::Event(_)) => {
            return Err(Error::new(ErrorKind::NotForSwiss).with_file(file));
        }
        (Command::Pair(_), Document::League(_)) => {
            return Err(Error::new(ErrorKind::NotAnEvent).with_file(file));
        }
        (Command::Lab(_), Document::Event(_)) => {
            return Err(Error::new(ErrorKind::NotForSwiss).with_file(file));
        }
        (Command::Rank(a), Document::Staged(s)) => staged::rank(a, &opened, s, env_lang)?,
        (Command::Convert(a), Document::Staged(s)) => staged::convert(a, &opened, s)?,
        (Command::Pair(a), Document::Staged(s)) => staged::pair(a, &opened, s, env_lang)?,
        (Command::WhatIf(a), Document::Staged(s)) => staged::what_if(a, &opened, s, env_lang)?,
        (Command::Share(a), Document::Staged(s)) => staged::share(a, &opened, s, env_lang)?,
        (command @ (Command::Lab(_) | Command::Schedule(_)), Document::Staged(_)) => {
            return Err(Error::new(ErrorKind::NotForStaged {
                command: format!("hoshitori {}", command.name()),
            })
            .with_file(file));
        }
        (Command::Jishogi(_) | Command::Ko(_) | Command::New(_), _) => String::new(),
    };
    write_out(stdout, &text)
}

/// A format value that exists but does not apply to this kind of file.
fn refused_format(command: &str, argument: &str, value: &str, expected: &[&str]) -> Error {
    Error::new(ErrorKind::InvalidArgumentValue {
        command: command.into(),
        argument: argument.into(),
        value: value.into(),
        expected: ExpectedArgument::OneOf(expected.iter().map(|x| x.to_string()).collect()),
    })
}

/// Writes `text` to the file `out` (a QR code, a paired event).
fn write_file(out: &str, text: &str) -> Result<(), Error> {
    std::fs::write(out, text).map_err(|e| {
        Error::new(ErrorKind::Io {
            message: e.to_string(),
        })
        .with_file(out)
    })
}

/// With `--qr`, writes the link's QR code, titled, to that file.
fn write_qr(
    a: &args::ShareArgs,
    link: &str,
    title: Option<&str>,
    env_lang: Lang,
) -> Result<(), Error> {
    if let Some(out) = &a.qr {
        let title = report::qr::title(a.lang.lang(env_lang), title);
        let svg = report::qr::Qr::new(link)?.svg(&title);
        write_file(out, &svg)?;
    }
    Ok(())
}
