//! Every malformed input is rejected with a message that says where (file, line, column, path,
//! cell, player) and exit code 2. The messages are pinned by snapshots over the fixtures folder
//! `tests/fixtures/errors/` and over command-line mistakes (which name the option at fault), in
//! English and Japanese.

mod common;

use std::path::Path;

/// One line per case: `case → exit code: stderr`. Every case must fail with code 2 and print
/// nothing on standard output. `env_lang` is the environment's language (`LANG`).
fn check(cases: &[(String, Vec<String>, Vec<u8>)], env_lang: Option<&str>) -> String {
    let mut report = String::new();
    for (name, args, stdin) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = common::run(&args, stdin, env_lang);
        assert_eq!(code, 2, "{name}: exit code");
        assert!(out.is_empty(), "{name}: printed {out:?}");
        report.push_str(&format!("{name} → {code}: {}", err));
    }
    report
}

fn league_file_cases(extra: &[&str]) -> Vec<(String, Vec<String>, Vec<u8>)> {
    let dir = Path::new("tests/fixtures/errors");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let cases: Vec<(String, Vec<String>, Vec<u8>)> = files
        .iter()
        .map(|f| {
            let name = f.file_name().unwrap().to_string_lossy().to_string();
            (
                name,
                ["rank".to_string(), f.to_string_lossy().replace('\\', "/")]
                    .into_iter()
                    .chain(extra.iter().map(|x| x.to_string()))
                    .collect(),
                Vec::new(),
            )
        })
        .collect();
    cases
}

#[test]
fn league_file_errors() {
    insta::assert_snapshot!(check(&league_file_cases(&[]), None));
}

/// The same errors in Japanese (`--lang ja`): the same places, the message from the error's
/// data (`report::text::error_message`), as the web app shows them.
#[test]
fn league_file_errors_in_japanese() {
    insta::assert_snapshot!(check(&league_file_cases(&["--lang", "ja"]), None));
}

/// Mistakes on the command line: each names the command and the option (or argument) at fault.
fn command_line_cases() -> Vec<(String, Vec<String>, Vec<u8>)> {
    let table2 = "tests/fixtures/spec/fukui-table2.json";
    let case = |name: &str, args: &[&str], stdin: &[u8]| {
        let args = args.iter().map(|x| x.to_string()).collect();
        (name.to_string(), args, stdin.to_vec())
    };
    vec![
        case("no command", &[], b""),
        case("unknown command", &["rnak", "x.json"], b""),
        case(
            "missing file",
            &["rank", "tests/fixtures/no-such-file.json"],
            b"",
        ),
        case("no file", &["rank"], b""),
        case("bad seats", &["rank", table2, "--seats", "five"], b""),
        case("seats not a number", &["rank", table2, "--seats", "x"], b""),
        case("negative seats", &["rank", table2, "--seats", "-1"], b""),
        case("seats without value", &["rank", table2, "--seats"], b""),
        case("bad format", &["rank", table2, "--format", "xml"], b""),
        case("bad lang", &["rank", table2, "--lang", "fr"], b""),
        case("unknown option", &["rank", table2, "--verbose"], b""),
        case(
            "unknown option after FILE",
            &["rank", table2, "--bogus"],
            b"",
        ),
        case("near option", &["rank", table2, "--seat", "3"], b""),
        case(
            "another command's option",
            &["rank", "--tied", "3", table2],
            b"",
        ),
        case("two files", &["rank", table2, table2], b""),
        case("bad rules", &["rank", table2, "--rules", "PTS,SOS"], b""),
        case(
            "not utf-8 on stdin",
            &["rank", "-"],
            b"{\n\"format\": \"\xff\"}",
        ),
        case("empty stdin", &["rank", "-"], b""),
        case("convert without --to", &["convert", table2], b""),
        case("convert to xml", &["convert", table2, "--to", "xml"], b""),
        case("what-if without file", &["what-if"], b""),
        case("samples zero", &["what-if", table2, "--samples", "0"], b""),
        case("lab without FILE or --tied", &["lab"], b""),
        case(
            "lab with FILE and --tied",
            &["lab", table2, "--tied", "3"],
            b"",
        ),
        case("tied out of range", &["lab", "--tied", "9"], b""),
        case(
            "bad reading",
            &["lab", "--tied", "3", "--reading", "twice"],
            b"",
        ),
    ]
}

#[test]
fn command_line_errors() {
    insta::assert_snapshot!(check(&command_line_cases(), None));
}

/// The same mistakes under a Japanese `LANG`: every message in Japanese, with no English word but
/// what the user typed or can type (options, values, command names, `FILE`). The file's own
/// messages (the OS's, the UTF-8 check's) stay as they are.
#[test]
fn command_line_errors_in_japanese() {
    let report = check(&command_line_cases(), Some("ja_JP.UTF-8"));
    for line in report.lines() {
        let (case, message) = line.split_once(": error: ").unwrap();
        if case.starts_with("missing file") || case.starts_with("not utf-8") {
            continue;
        }
        assert_eq!(english_words(message), Vec::<String>::new(), "{line}");
    }
    insta::assert_snapshot!(report);
}

/// `--lang` chooses the language of an error even when the command line it is on is wrong, and
/// over the environment's.
#[test]
fn lang_option_chooses_the_language_of_command_line_errors() {
    let table2 = "tests/fixtures/spec/fukui-table2.json";
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let cases = vec![
        (
            "another command's option".into(),
            s(&["rank", "--tied", "3", table2, "--lang", "ja"]),
            vec![],
        ),
        (
            "seats not a number".into(),
            s(&["rank", table2, "--lang", "ja", "--seats", "x"]),
            vec![],
        ),
        (
            "unknown option, --lang=ja".into(),
            s(&["rank", table2, "--lang=ja", "--bogus"]),
            vec![],
        ),
        ("no file".into(), s(&["rank", "--lang", "ja"]), vec![]),
    ];
    insta::assert_snapshot!(check(&cases, Some("en_US.UTF-8")), @r#"
    another command's option → 2: hoshitori: error: hoshitori rank には --tied というオプションはありません（hoshitori rank --help を参照）
    seats not a number → 2: hoshitori: error: --seats "x" は使えません：0 以上の整数が必要です（hoshitori rank --help を参照）
    unknown option, --lang=ja → 2: hoshitori: error: hoshitori rank には --bogus というオプションはありません（hoshitori rank --help を参照）
    no file → 2: hoshitori: error: hoshitori rank には FILE（- は標準入力）が必要です（hoshitori rank --help を参照）
    "#);
    let english = check(
        &[(
            "unknown option".into(),
            s(&["rank", table2, "--bogus", "--lang", "en"]),
            vec![],
        )],
        Some("ja_JP.UTF-8"),
    );
    insta::assert_snapshot!(english, @"unknown option → 2: hoshitori: error: `hoshitori rank` has no option --bogus (see `hoshitori rank --help`)");
}

/// The ASCII words of `message` that are neither quoted, nor an option, nor a name the user types
/// (a command, a value, `FILE`, a criterion code such as `PTS`).
fn english_words(message: &str) -> Vec<String> {
    const TYPED: [&str; 16] = [
        "hoshitori",
        "rank",
        "convert",
        "what-if",
        "lab",
        "help",
        "text",
        "json",
        "csv",
        "tsv",
        "ja",
        "en",
        "engine",
        "restart",
        "single",
        "full-circle",
    ];
    let unquoted: String = message.split('"').step_by(2).collect();
    unquoted
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|w| !w.starts_with('-') && !TYPED.contains(w))
        .filter(|w| w.chars().any(|c| c.is_ascii_lowercase()))
        .map(str::to_string)
        .collect()
}
