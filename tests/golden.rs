//! Golden tests: the CLI's output for every league in `tests/fixtures/spec/` (the specification's
//! worked examples), as English text, Japanese text and JSON. A change in wording or data shows up
//! as a snapshot diff to review (`cargo insta review`, or `INSTA_UPDATE=always` and `git diff`).

mod common;

use std::path::Path;

/// Runs the CLI, which must succeed, and returns its standard output.
fn run(args: &[&str]) -> String {
    let (code, out, err) = common::run(args, b"", None);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

#[test]
fn spec_fixtures() {
    let dir = Path::new("tests/fixtures/spec");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 6);
    for f in files {
        let path = f.to_string_lossy().replace('\\', "/");
        let stem = f.file_stem().unwrap().to_string_lossy().to_string();
        for (mode, args) in [
            ("en", vec!["rank", &path, "--lang", "en"]),
            ("ja", vec!["rank", &path, "--lang", "ja"]),
            ("json", vec!["rank", &path, "--format", "json"]),
        ] {
            insta::with_settings!({snapshot_suffix => format!("{stem}-{mode}"), prepend_module_to_snapshot => false}, {
                insta::assert_snapshot!(run(&args));
            });
        }
    }
}

#[test]
fn json_output_is_valid_and_matches_the_documented_fields() {
    let out = run(&[
        "rank",
        "tests/fixtures/spec/fukui-table10.json",
        "--format",
        "json",
    ]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let standings = doc["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 10);
    for s in standings {
        for field in [
            "player",
            "place",
            "place_to",
            "score",
            "decided_by",
            "status",
            "decision",
            "path",
        ] {
            assert!(s.get(field).is_some(), "standing lacks {field}: {s}");
        }
    }
    assert_eq!(standings[1]["player"], "F");
    assert_eq!(standings[1]["decided_by"], "5B");
    assert_eq!(doc["cycles"].as_array().unwrap().len(), 2);
    assert!(
        doc["blocks"]
            .as_array()
            .unwrap()
            .iter()
            .any(|b| b["mini_league"].is_object())
    );
    assert_eq!(doc["playoffs"], serde_json::json!([]));
}

#[test]
fn stdin_and_options_override_the_file() {
    let text = std::fs::read("tests/fixtures/spec/fukui-table8.json").unwrap();
    let args = [
        "rank", "-", "--rules", "PTS,DE", "--seats", "4", "--format", "json",
    ];
    let (code, out, _) = common::run(&args, &text, None);
    assert_eq!(code, 0);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(doc["rules"], "PTS,DE");
    assert_eq!(doc["seats"], 4);
    // Without previous rank the 3-way cycle at places 4-6 stays tied; PTS,DE shares it.
    let s = &doc["standings"][3];
    assert_eq!(
        (
            s["place"].as_u64(),
            s["place_to"].as_u64(),
            s["status"].as_str()
        ),
        (Some(4), Some(6), Some("shared"))
    );
}

#[test]
fn language_defaults_to_the_environment() {
    let args = ["rank", "tests/fixtures/spec/fukui-table2.json"];
    let (_, out, _) = common::run(&args, b"", Some("ja_JP.UTF-8"));
    assert!(out.contains("順位"));
}

#[test]
fn convert_to_csv_and_back_ranks_the_same() {
    let json_path = "tests/fixtures/spec/fukui-table14.json";
    let csv = run(&["convert", json_path, "--to", "csv"]);
    // Written with a UTF-8 byte-order mark, for Japanese Excel.
    assert!(csv.starts_with("\u{feff}name,prev,A,B,C"), "{csv}");
    let dir = std::env::temp_dir().join(format!("hoshitori-golden-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let csv_path = dir.join("table14.csv");
    std::fs::write(&csv_path, &csv).unwrap();
    let from_csv = run(&[
        "rank",
        csv_path.to_str().unwrap(),
        "--format",
        "json",
        "--seats",
        "5",
    ]);
    let from_json = run(&["rank", json_path, "--format", "json"]);
    let strip = |s: &str| {
        let mut v: serde_json::Value = serde_json::from_str(s).unwrap();
        v.as_object_mut().unwrap().remove("title");
        v
    };
    assert_eq!(strip(&from_csv), strip(&from_json));
    let tsv = run(&["convert", csv_path.to_str().unwrap(), "--to", "tsv"]);
    assert_eq!(tsv.replace('\t', ","), csv);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Source: issue 10, item 6 (Excel round trip). Japanese Excel saves CSV as Shift_JIS (CP932), or
/// as UTF-8 with a byte-order mark; both read as the same league, and are written back as UTF-8
/// with a byte-order mark.
#[test]
fn reads_what_japanese_excel_saves() {
    let sjis = "tests/fixtures/csv/excel-shift-jis.csv";
    let bom = "tests/fixtures/csv/excel-bom.csv";
    let bytes = std::fs::read(sjis).unwrap();
    assert!(
        std::str::from_utf8(&bytes).is_err(),
        "the fixture is Shift_JIS"
    );
    let (text, encoding) = hoshitori::format::decode(&bytes).unwrap();
    assert_eq!(encoding, hoshitori::format::TextEncoding::ShiftJis);
    assert!(text.contains("大和,1,＼,〇,×"));
    let (from_bom, encoding) = hoshitori::format::decode(&std::fs::read(bom).unwrap()).unwrap();
    assert_eq!(encoding, hoshitori::format::TextEncoding::Utf8);
    assert!(
        !from_bom.starts_with('\u{feff}'),
        "decoding drops the byte-order mark"
    );
    let rank = |f: &str| run(&["rank", f, "--format", "json"]);
    assert_eq!(rank(sjis), rank(bom));
    let csv = run(&["convert", sjis, "--to", "csv"]);
    assert_eq!(
        csv,
        "\u{feff}name,prev,大和,前田,高橋\n大和,1,＼,〇,●\n前田,2,●,＼,〇\n高橋,3,〇,●,＼\n"
    );
}

/// Source: issue 10, item 6: the marks people type (`◯ × ✕`, `無` for a void game) read as the
/// written ones.
#[test]
fn reads_the_marks_people_type() {
    let csv = run(&[
        "convert",
        "tests/fixtures/csv/excel-marks.csv",
        "--to",
        "csv",
    ]);
    assert_eq!(
        csv,
        "\u{feff}name,A,B,C,D\nA,＼,〇,●,無\nB,●,＼,〇,〇\nC,〇,●,＼,△\nD,無,●,△,＼\n"
    );
}

/// Source: issue 10, item 6: a double round robin in one crosstable, one mark per game.
#[test]
fn double_round_robin_crosstable_round_trips() {
    let path = "tests/fixtures/csv/double-round-robin.csv";
    let text = std::fs::read_to_string(path).unwrap();
    let (league, input) = hoshitori::format::read(&text, path).unwrap();
    assert_eq!(input.table.games().len(), 6);
    assert_eq!(hoshitori::format::csv::meetings_per_pair(&league.games), 2);
    let written = hoshitori::format::csv::write(&league, b',').unwrap();
    assert_eq!(
        written,
        "\u{feff}name,A,B,C\nA,＼,〇●,△〇\nB,●〇,＼,〇-\nC,△●,●-,＼\n"
    );
    let (again, _) = hoshitori::format::read(&written, "again.csv").unwrap();
    assert_eq!(again, league);
    let tsv = hoshitori::format::csv::write(&league, b'\t').unwrap();
    assert_eq!(
        hoshitori::format::read(&tsv, "again.tsv").unwrap().0,
        league
    );
}
