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

/// The ASCII words of a Japanese message that are not allowed there: everything but file names,
/// JSON paths and field names, quoted user data (`"…"`, `「…」`, `` `…` ``), player names in a cell
/// (`A（1番目）`), criterion codes, format ids, encodings and the marks `o O x X`.
/// Source: issue 10, item 7 ("no English word inside a Japanese message"); STYLE.md point 1.
fn english_words(message: &str) -> Vec<String> {
    const ALLOWED: &[&str] = &[
        "hoshitori",
        "error", // the CLI's own prefix, `hoshitori: error: `
        "JSON",
        "CSV",
        "TSV",
        "UTF-8",
        "Shift_JIS",
        "true",
        "false",
        "o",
        "O",
        "x",
        "X",
        "PTS",
        "WIN",
        "DE",
        "SB",
        "BH",
        "KS",
        "PREV",
        "fukui",
        "jp-pro-league",
        "rif-round-robin",
    ];
    const FIELDS: &[&str] = &[
        "format",
        "players",
        "games",
        "rules",
        "seats",
        "playoffs",
        "name",
        "previous_rank",
        "a",
        "b",
        "result",
        "round",
        "order",
        "title",
        "rating",
    ];
    // Drop quoted user data.
    let mut plain = String::new();
    let mut closing: Option<char> = None;
    for c in message.chars() {
        match closing {
            Some(end) if c == end => closing = None,
            Some(_) => {}
            None => match c {
                '"' => closing = Some('"'),
                '`' => closing = Some('`'),
                '「' => closing = Some('」'),
                _ => plain.push(c),
            },
        }
    }
    let is_word = |c: char| c.is_ascii_alphanumeric() || "_-./[]".contains(c);
    let chars: Vec<char> = plain.chars().collect();
    let mut bad = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        if !is_word(chars[k]) {
            k += 1;
            continue;
        }
        let start = k;
        while k < chars.len() && is_word(chars[k]) {
            k += 1;
        }
        let token: String = chars[start..k].iter().collect();
        let token = token.trim_matches(|c| c == '.' || c == '-');
        let named_in_cell = chars.get(k) == Some(&'（');
        let is_path = token.contains('/')
            || [".csv", ".tsv", ".json"].iter().any(|x| token.ends_with(x))
            || token.contains('[')
            || token.split('.').all(|s| FIELDS.contains(&s));
        if token.chars().any(|c| c.is_ascii_alphabetic())
            && !ALLOWED.contains(&token)
            && !is_path
            && !named_in_cell
        {
            bad.push(token.to_string());
        }
    }
    bad
}

/// Every league-file error, and the crosstable and JSON errors below, reads in Japanese without
/// an English word.
#[test]
fn japanese_messages_have_no_english() {
    let mut messages: Vec<(String, String)> = league_file_cases(&["--lang", "ja"])
        .into_iter()
        .map(|(name, args, stdin)| {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            (name, run(&args, &stdin).2)
        })
        .collect();
    let texts = [
        ("row order", "name,A,B\nB,＼,〇\nA,●,＼\n"),
        ("extra row", "name,A\nA,＼\nA,＼\n"),
        ("too few cells", "name,prev,A,B\nA,1,＼\nB,2,〇,＼\n"),
        ("diagonal", "name,A,B\nA,〇,〇\nB,●,＼\n"),
        ("summary label", "name,A,B,Z\nA,＼,〇\nB,●,＼\n"),
        ("unclosed quote", "name,A\n\"A,＼\n"),
        ("after quote", "name,A\n\"A\"x,＼\n"),
        ("double round robin", "name,A,B\nA,＼,〇●\nB,●●,＼\n"),
        ("bad previous rank", "name,prev,A\nA,first,＼\n"),
        ("bad mark", "name,A,B\nA,＼,W\nB,●,＼\n"),
        (
            "json eof",
            "{\"format\": \"hoshitori-league/1\", \"players\": [",
        ),
        (
            "json type",
            "{\"format\": \"hoshitori-league/1\", \"players\": [{\"name\": 3}], \"games\": []}",
        ),
        (
            "json unknown variant",
            "{\"format\": \"hoshitori-league/1\", \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], \"games\": [{\"a\": \"A\", \"b\": \"B\", \"result\": \"won\"}]}",
        ),
    ];
    for (name, text) in texts {
        let e = hoshitori::format::read(text, "t.csv").unwrap_err();
        let ja = hoshitori::report::text::error_message(hoshitori::report::text::Lang::Ja, &e);
        messages.push((name.to_string(), ja));
    }
    for (name, message) in &messages {
        assert!(
            english_words(message).is_empty(),
            "{name}: {message}: English words {:?}",
            english_words(message)
        );
    }
    // The checker itself catches English.
    assert_eq!(
        english_words("値 \"x\" は使えません：expected u32"),
        ["expected", "u32"]
    );
}
