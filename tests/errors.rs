//! Every malformed input is rejected with a message that says where (file, line, column, path,
//! cell, player) and exit code 2. The messages are pinned by one snapshot over the fixtures
//! folder `tests/fixtures/errors/` plus a few command-line mistakes.

mod common;

use std::path::Path;

fn run(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    common::run(args, stdin, None)
}

/// One line per case: `case → exit code: stderr`. Every case must fail with code 2 and print
/// nothing on standard output.
fn check(cases: &[(String, Vec<String>, Vec<u8>)]) -> String {
    let mut report = String::new();
    for (name, args, stdin) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = run(&args, stdin);
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
    insta::assert_snapshot!(check(&league_file_cases(&[])));
}

/// The same errors in Japanese (`--lang ja`): the same places, the message from the error's
/// data (`report::text::error_message`), as the web app shows them.
#[test]
fn league_file_errors_in_japanese() {
    insta::assert_snapshot!(check(&league_file_cases(&["--lang", "ja"])));
}

#[test]
fn command_line_errors() {
    let table2 = "tests/fixtures/spec/fukui-table2.json".to_string();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let cases = vec![
        ("no command".into(), vec![], vec![]),
        ("unknown command".into(), s(&["rnak", "x.json"]), vec![]),
        (
            "missing file".into(),
            s(&["rank", "tests/fixtures/no-such-file.json"]),
            vec![],
        ),
        ("no file".into(), s(&["rank"]), vec![]),
        (
            "bad seats".into(),
            s(&["rank", &table2, "--seats", "five"]),
            vec![],
        ),
        (
            "seats without value".into(),
            s(&["rank", &table2, "--seats"]),
            vec![],
        ),
        (
            "bad format".into(),
            s(&["rank", &table2, "--format", "xml"]),
            vec![],
        ),
        (
            "bad lang".into(),
            s(&["rank", &table2, "--lang", "fr"]),
            vec![],
        ),
        (
            "unknown option".into(),
            s(&["rank", &table2, "--verbose"]),
            vec![],
        ),
        (
            "bad rules".into(),
            s(&["rank", &table2, "--rules", "PTS,SOS"]),
            vec![],
        ),
        (
            "not utf-8 on stdin".into(),
            s(&["rank", "-"]),
            b"{\n\"format\": \"\xff\"}".to_vec(),
        ),
        ("empty stdin".into(), s(&["rank", "-"]), vec![]),
        (
            "convert without --to".into(),
            s(&["convert", &table2]),
            vec![],
        ),
    ];
    insta::assert_snapshot!(check(&cases));
}
