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
/// data (`report::error::message`), as the web app shows them.
#[test]
fn league_file_errors_in_japanese() {
    insta::assert_snapshot!(check(&league_file_cases(&["--lang", "ja"]), None));
}

/// Mistakes on the command line: each names the command and the option (or argument) at fault.
fn command_line_cases() -> Vec<(String, Vec<String>, Vec<u8>)> {
    let table2 = "tests/fixtures/spec/fukui-table2.json";
    let round4 = "tests/fixtures/swiss/tagajo-round4.json";
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
        case(
            "precision too wide",
            &["what-if", table2, "--precision", "80"],
            b"",
        ),
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
        case("pair a league", &["pair", table2], b""),
        case(
            "pair a round with results",
            &["pair", round4, "--round", "3"],
            b"",
        ),
        case("pair too early", &["pair", round4, "--round", "5"], b""),
        case(
            "pair an unknown system",
            &["pair", round4, "--system", "burstein"],
            b"",
        ),
        case(
            "pair without a seed",
            &["pair", "tests/fixtures/swiss/fide-chess-last-round.json"],
            b"",
        ),
        case(
            "pair when everyone has met",
            &["pair", "tests/fixtures/swiss/pairing-exhausted.json"],
            b"",
        ),
        case(
            "pair --write a TRF",
            &["pair", "tests/fixtures/swiss/fide-chess-trf.trf", "--write"],
            b"",
        ),
        // Source: issue 32: a Swiss file with a syntax error is still a Swiss file, and says
        // its syntax error to `pair`, not that it is a league.
        case(
            "pair a Swiss file with a syntax error",
            &["pair", "tests/fixtures/errors/swiss-syntax.json"],
            b"",
        ),
        // `convert --to` says what each kind of document converts to.
        case(
            "convert a league to TRF",
            &["convert", table2, "--to", "trf"],
            b"",
        ),
        case(
            "convert a team event to TRF",
            &[
                "convert",
                "tests/fixtures/swiss/rif-team.json",
                "--to",
                "trf",
            ],
            b"",
        ),
        case(
            "convert a team event to a wall chart",
            &[
                "convert",
                "tests/fixtures/swiss/rif-team.json",
                "--to",
                "csv",
            ],
            b"",
        ),
        case(
            "convert an event paired with himself",
            &[
                "convert",
                "tests/fixtures/errors/swiss-self-game.json",
                "--to",
                "json",
            ],
            b"",
        ),
        case("lab on a Swiss event", &["lab", round4], b""),
        // Source: issue 37, item 5: the limit names the file.
        case(
            "what-if on more players than it handles",
            &["what-if", "tests/fixtures/whatif/65-players.json"],
            b"",
        ),
    ]
}

/// Source: issue 37, item 5: every command that reads a file calls it what it is, a league, a
/// Swiss event or an event in stages, whether its JSON is not well-formed or does not fit its
/// format: never a Swiss event "the league format", never a league's error for an event.
#[test]
fn every_command_names_the_kind_of_file() {
    let files = [
        ("league", "bad-json.json"),
        ("league", "negative-seats.json"),
        ("swiss", "swiss-syntax.json"),
        ("swiss", "swiss-bad-result.json"),
        ("staged", "staged-syntax.json"),
        ("staged", "staged-schema.json"),
    ];
    let commands: [&[&str]; 5] = [
        &["rank"],
        &["convert", "--to", "json"],
        &["what-if"],
        &["pair"],
        &["share"],
    ];
    let mut cases = Vec::new();
    for (kind, file) in files {
        for command in commands {
            for lang in ["en", "ja"] {
                let path = format!("tests/fixtures/errors/{file}");
                let args: Vec<String> = [command[0], &path]
                    .into_iter()
                    .chain(command[1..].iter().copied())
                    .chain(["--lang", lang])
                    .map(str::to_string)
                    .collect();
                cases.push((format!("{kind} {} {file} {lang}", command[0]), args, vec![]));
            }
        }
    }
    let report = check(&cases, None);
    for line in report.lines() {
        let (case, message) = line.split_once(": error: ").unwrap();
        let wrong: &[&str] = if case.starts_with("league") {
            &["event", "大会"]
        } else {
            &["league", "round-robin", "リーグ"]
        };
        for word in wrong {
            assert!(!message.contains(word), "{line}");
        }
        if case.ends_with(" ja") {
            assert_eq!(english_words(message), Vec::<String>::new(), "{line}");
        }
    }
    insta::assert_snapshot!(report);
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
        let (_, message) = line.split_once(": error: ").unwrap();
        // A file name is the user's own text, a JSON path (`rounds[2].games[0].result:`) a
        // location.
        let location = |w: &str| {
            w.strip_suffix(':').is_some_and(|p| {
                !p.is_empty()
                    && p.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "_.[]".contains(c))
            })
        };
        // A player's name, quoted 「…」, is the file's own text too.
        let mut unquoted = String::new();
        let mut quoted = false;
        for c in message.chars() {
            match c {
                '「' => quoted = true,
                '」' => quoted = false,
                c if !quoted => unquoted.push(c),
                _ => {}
            }
        }
        let message: String = unquoted
            .split(' ')
            .filter(|w| !w.starts_with("tests/fixtures/") && !location(w))
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(
            english_in_cli_message(&message),
            Vec::<String>::new(),
            "{line}"
        );
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
fn english_in_cli_message(message: &str) -> Vec<String> {
    const TYPED: [&str; 27] = [
        "hoshitori",
        "rank",
        "convert",
        "what-if",
        "lab",
        "pair",
        "tagajo",
        "swigpro",
        "dutch",
        "mcmahon",
        "help",
        "text",
        "json",
        "svg",
        "html",
        "csv",
        "tsv",
        "trf",
        "h9",
        "ja",
        "en",
        "engine",
        "restart",
        "single",
        "full-circle",
        "UTF-8",
        "Shift", // Shift_JIS, split at the underscore
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
        "WON",
        "BPG",
        "BWG",
        "ARO",
        "TPR",
        "fukui",
        "jp-pro-league",
        "rif-round-robin",
        "shogi-junisen",
        "fide-round-robin",
        "QR", // QRコード, as Japanese writes it
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
        "cycles",
        "scoring",
        "win",
        "draw",
        "loss",
        "forfeit_win",
        "forfeit_loss",
        "first",
        "criteria",
        "playoff",
        "title_rules",
        "playoff_format",
        "reapply",
        "winner",
        // Swiss event files (docs/swiss-format.md).
        "edition",
        "rank",
        "rounds",
        "white",
        "black",
        "byes",
        "player",
        "type",
        "mcmahon",
        "bar",
        "floor",
        "smms",
        "handicap",
        "planned_rounds",
        "date",
        "game",
        "system",
        "boards",
        "matches",
        "home",
        "away",
        "game_points",
        // Events in stages (docs/stages.md).
        "stages",
    ];
    // What a user writes in a Swiss event: criterion codes, presets, editions, Go ranks, TRF and
    // its result symbols.
    let swiss_word = |t: &str| {
        use hoshitori::engine::swiss;
        swiss::Code::parse(t).is_some()
            || swiss::Preset::find(t).is_some()
            || swiss::Edition::from_id(t).is_some()
            || swiss::go_rank(t).is_some()
            || ["TRF", "h9", "U", "F", "H", "Z", "W", "D", "L", "w", "b", "f"].contains(&t)
            || ["PAB", "FPB", "HPB", "ZPB", "ABS"].contains(&t)
            // a wall chart's round cell as the user writes it: 12w+, 3b=, 4w-f
            || t.starts_with(|c: char| c.is_ascii_digit())
    };
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
    // (a backslash: a name's escaped line break, `B\nx`, is one word)
    let is_word = |c: char| c.is_ascii_alphanumeric() || "_-./[]\\".contains(c);
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
            || [".csv", ".tsv", ".json", ".trf"]
                .iter()
                .any(|x| token.ends_with(x))
            || token.contains('[')
            // A field's name bare only as a location (`cycles:`); in a sentence it is quoted.
            || (token.split('.').all(|s| FIELDS.contains(&s)) && chars.get(k) == Some(&':'))
            // the location's JSON path, as the file spells it (ASCII colons: a Japanese
            // sentence uses the full-width one)
            || message.contains(&format!(": {token}: "));
        if token.chars().any(|c| c.is_ascii_alphabetic())
            && !ALLOWED.contains(&token)
            && !swiss_word(token)
            && !is_path
            && !named_in_cell
        {
            bad.push(token.to_string());
        }
    }
    bad
}

/// Source: issue 32: a file saved with two byte-order marks (a tool that adds one to a file that
/// has one) is read from its first character: the first player is not named `\u{feff}A`.
#[test]
fn doubled_byte_order_marks_are_not_read_into_a_name() {
    let text = "\u{feff}\u{feff}name,A,B\nA,＼,〇\nB,●,＼\n";
    let (league, _) = hoshitori::format::read_league(text, "bom.csv").unwrap();
    assert_eq!(league.players[0].name, "A");
    let bytes = text.as_bytes();
    let (decoded, _) = hoshitori::format::decode(bytes).unwrap();
    assert!(decoded.starts_with("name,"), "{decoded:?}");
    let (code, out, err) = common::run(&["rank", "-", "--format", "json"], bytes, None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"player\": \"A\""), "{out}");
}

/// Every league-file error, and the crosstable and JSON errors below, reads in Japanese without
/// an English word.
#[test]
fn japanese_messages_have_no_english() {
    let mut messages: Vec<(String, String)> = league_file_cases(&["--lang", "ja"])
        .into_iter()
        .map(|(name, args, stdin)| {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            (name, common::run(&args, &stdin, None).2)
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
        let e = hoshitori::format::read_league(text, "t.csv").unwrap_err();
        let ja = hoshitori::report::error::message(hoshitori::lang::Lang::Ja, &e);
        messages.push((name.to_string(), ja));
    }
    // Broken share links (tests/share.rs) and a link too long for a QR code.
    let fukui = std::fs::read_to_string("tests/fixtures/share/fukui43.txt").unwrap();
    let cut = &fukui.trim_end()[..100];
    for (name, link) in [
        ("not a share link", "AYsK"),
        ("share link character", "s=AY%sK"),
        ("share link version", "s=Ag"),
        ("share link cut", cut),
        ("share link trailing", "s=AQABAUEAAAA"),
        ("share link not text", "s=AQEB_w"),
        ("share link value", "s=AQIo"),
    ] {
        let e = hoshitori::format::share::league::decode(link).unwrap_err();
        let ja = hoshitori::report::error::message(hoshitori::lang::Lang::Ja, &e);
        messages.push((name.to_string(), ja));
    }
    // A Swiss event's link (tests/share_swiss.rs).
    for (name, link) in [("not an event link", "s=AQ"), ("event link cut", "e=AQ")] {
        let e = hoshitori::format::share::event::decode(link).unwrap_err();
        let ja = hoshitori::report::error::message(hoshitori::lang::Lang::Ja, &e);
        messages.push((name.to_string(), ja));
    }
    let long = hoshitori::report::qr::Qr::new(&"x".repeat(3000)).unwrap_err();
    messages.push((
        "too long for a QR code".to_string(),
        hoshitori::report::error::message(hoshitori::lang::Lang::Ja, &long),
    ));
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

/// The results a file holds, as `convert --to json` writes them: games with a result (and
/// byes, for an event). `None` when the file is refused, with the message.
fn results_held(path: &str) -> Result<usize, String> {
    let (code, out, err) = common::run(&["convert", path, "--to", "json"], b"", None);
    if code != 0 {
        return Err(err);
    }
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let played = |games: &serde_json::Value| {
        games.as_array().map_or(0, |gs| {
            gs.iter()
                .filter(|g| !g["result"].is_null() || !g["boards"].is_null())
                .count()
        })
    };
    Ok(match doc["rounds"].as_array() {
        Some(rounds) => rounds
            .iter()
            .map(|r| played(&r["games"]) + r["byes"].as_array().map_or(0, Vec::len))
            .sum(),
        None => played(&doc["games"]),
    })
}

/// No reader drops an entry it cannot read: each kind of malformed entry, put in place of one
/// entry of a file every reader reads, either refuses the file with the line of the entry, or
/// the file still holds every result. Source: issue 37 (an h9 entry `1-/b256` or `1-/q0` once
/// dropped its round for every player, and the standings changed without a word).
#[test]
fn every_reader_reads_every_entry_or_refuses_the_file() {
    // (file, an entry in it, that entry's line, what replaces it)
    let cases: &[(&str, &str, u32, &[&str])] = &[
        (
            "swiss/h9-sample.h9",
            "2+/w0",
            12,
            &[
                "2+/q0", "2+/b256", "2+/w10", "xx", "2*", "2+w", "2+/w0/", "+",
            ],
        ),
        (
            "swiss/h9-sample.h9",
            "2=/w0",
            14,
            &["2=/x0", "zz", "2=/w-1"],
        ),
        (
            "swiss/fide-chess-trf.trf",
            "    2 w =",
            4,
            &[
                "    x w =",
                "   99 w =",
                "    2 q =",
                "    2 w Q",
                "abcd w 1",
            ],
        ),
        (
            "swiss/fide-chess-wall.csv",
            "7w+",
            2,
            &["7q+", "zz", "7w++", "0w+", "99w+", "7w*", "HPBX"],
        ),
        (
            "swiss/jp-wallchart.csv",
            "2b+",
            3,
            &["2x+", "zz", "99b+", "2b"],
        ),
        (
            "csv/fukui-table2.csv",
            "大和,5,＼,〇",
            4,
            &[
                "大和,5,＼,?",
                "大和,5,＼,〇〇〇〇〇〇〇〇〇",
                "大和,5,＼,z",
                "大和,x,＼,〇",
            ],
        ),
        (
            "leagues/title-rules-only.json",
            "\"result\": \"a\"",
            31,
            &[
                "\"result\": \"z\"",
                "\"result\": 7",
                "\"result\": null, \"x\": 1",
            ],
        ),
    ];
    let dir = std::env::temp_dir().join(format!("hoshitori-drop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (file, entry, line, replacements) in cases {
        let path = format!("tests/fixtures/{file}");
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(entry), "{file}: no {entry:?}");
        let all = results_held(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        for with in *replacements {
            let name = Path::new(file)
                .file_name()
                .unwrap()
                .to_string_lossy()
                .to_string();
            let mutated = dir.join(&name);
            std::fs::write(&mutated, text.replacen(entry, with, 1)).unwrap();
            let mutated = mutated.to_string_lossy().to_string();
            match results_held(&mutated) {
                Ok(held) => assert_eq!(
                    held, all,
                    "{file}: {entry:?} → {with:?} read with a result lost"
                ),
                // Refused, at the entry's line.
                Err(message) => assert!(
                    message.contains(&format!("{name}:{line}:")),
                    "{file}: {entry:?} → {with:?} refused without the line {line}: {message}"
                ),
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `convert` refuses every file `rank` refuses (one reader, one verdict): a file that cannot be
/// ranked is not written anew in another format. Source: issue 37 (`convert` once wrote leagues
/// whose own rules do not read).
#[test]
fn convert_refuses_what_rank_refuses() {
    for (name, args, stdin) in league_file_cases(&[]) {
        let file = args[1].as_str();
        let (rank, ..) = common::run(
            &args.iter().map(String::as_str).collect::<Vec<_>>(),
            &stdin,
            None,
        );
        let (convert, _, err) = common::run(&["convert", file, "--to", "json"], &stdin, None);
        assert_eq!(
            (rank, convert),
            (2, 2),
            "{name}: rank {rank}, convert {convert}: {err}"
        );
    }
}

/// A file over the size limit is refused before it is read, from a file or from standard
/// input, naming it. Source: issue 37 (an 11 MB crosstable once ran out of memory).
#[test]
fn a_file_over_the_limit_is_refused_before_it_is_read() {
    let limit = hoshitori::format::MAX_INPUT_BYTES as usize;
    let big = vec![b'a'; limit + 1];
    let (code, out, err) = common::run(&["rank", "-"], &big, None);
    assert_eq!((code, out.as_str()), (2, ""));
    insta::assert_snapshot!(err, @"hoshitori: error: -: the input is over 64 MiB; Hoshitori reads files of at most 64 MiB (a round robin of 1,000 players with every game fits well within)");
    let path = std::env::temp_dir().join(format!("hoshitori-big-{}.csv", std::process::id()));
    std::fs::write(&path, &big).unwrap();
    let (code, _, err) = common::run(
        &[
            "convert",
            path.to_str().unwrap(),
            "--to",
            "json",
            "--lang",
            "ja",
        ],
        b"",
        None,
    );
    std::fs::remove_file(&path).ok();
    assert_eq!(code, 2);
    assert!(err.ends_with("ファイルが 65 MiB あります。読めるのは 64 MiB までです（1,000 人の総当たりの全対局でも十分に収まる大きさです）\n"), "{err}");
}

/// A JSON text cut right after a key has no place for that key's value: `locate` says so
/// rather than slicing past the text. Source: issue 37's fuzzer (`{"format":`, a panic).
#[test]
fn a_path_in_a_text_cut_after_its_key_is_not_located() {
    for text in ["{\"format\":", "{\"format\": ", "{\"games\": [{\"a\":"] {
        let path = if text.contains("games") {
            "games[0].a"
        } else {
            "format"
        };
        assert_eq!(
            hoshitori::format::json::locate(text, path),
            None,
            "{text:?}"
        );
    }
}

/// Every viewer words every error its readers meet (`report::error::message_in`): each damaged
/// file of `tests/fixtures/errors/`, read by the viewer of its format (a JSON file's or a
/// table's) and analysed as its view analyses it, and each share link of `tests/fixtures/share/`
/// cut short or with a character changed, is said in the viewer's words as in the full
/// build's, in both languages.
#[test]
fn viewers_word_every_error_their_readers_meet() {
    use hoshitori::error::DocumentKind;
    use hoshitori::format::only;
    use hoshitori::lang::Lang;
    use hoshitori::report::error::{
        DOCUMENT, JSON_VIEWER, LINK_VIEWER, TABLE_VIEWER, message, message_in,
    };
    fn same<const O: u8>(what: &str, e: &hoshitori::Error, seen: &mut Vec<String>) {
        for lang in [Lang::En, Lang::Ja] {
            assert_eq!(message_in::<O>(lang, e), message(lang, e), "{what}");
        }
        seen.push(format!("{what}: {:?}", e.kind().origin()));
    }
    let mut seen = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir("tests/fixtures/errors")
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let bytes = std::fs::read(&path).unwrap();
        let text = match hoshitori::format::decode(&bytes) {
            Ok((text, _)) => text,
            Err(e) => {
                same::<JSON_VIEWER>(&name, &e, &mut seen);
                same::<TABLE_VIEWER>(&name, &e, &mut seen);
                continue;
            }
        };
        let source = hoshitori::format::source_of(&text);
        // Read as the viewer of its format reads it, then analysed as its view analyses it.
        let read = match (source.kind(), source.is_json()) {
            (DocumentKind::League, true) => only::league_json(&text, &name).unwrap().map(|l| {
                hoshitori::editor::league::analysis::analyse(&l)
                    .ranked
                    .err()
            }),
            (DocumentKind::League, false) => only::league_table(&text, &name).unwrap().map(|l| {
                hoshitori::editor::league::analysis::analyse(&l)
                    .ranked
                    .err()
            }),
            (DocumentKind::Event, true) => only::event_json(&text, &name)
                .unwrap()
                .map(|d| hoshitori::editor::swiss::SwissAnalysis::of(&d).err()),
            (DocumentKind::Event, false) => only::event_table(&text, &name)
                .unwrap()
                .map(|d| hoshitori::editor::swiss::SwissAnalysis::of(&d).err()),
            (DocumentKind::Staged, _) => only::staged_json(&text, &name)
                .unwrap()
                .map(|d| d.input().err()),
        };
        match read {
            Err(e) if source.is_json() => same::<JSON_VIEWER>(&name, &e, &mut seen),
            Err(e) => same::<TABLE_VIEWER>(&name, &e, &mut seen),
            Ok(Some(e)) => same::<DOCUMENT>(&name, &e, &mut seen),
            Ok(None) => {}
        }
    }
    let mut links: Vec<_> = walk("tests/fixtures/share")
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    links.sort();
    for path in links {
        let link = std::fs::read_to_string(&path).unwrap();
        let link = link.trim_end();
        let name = path.display().to_string();
        let cut = link.len() * 2 / 3;
        let damaged = [
            link[..cut].to_string(),
            format!("{}!{}", &link[..cut], &link[cut + 1..]),
            format!("{}A", link),
        ];
        for (k, text) in damaged.iter().enumerate() {
            let what = format!("{name} damaged ({k})");
            let e = match &link[..2] {
                "s=" => hoshitori::format::share::league::decode(text).err(),
                "e=" => hoshitori::format::share::event::decode(text).err(),
                _ => hoshitori::format::share::staged::decode(text).err(),
            };
            if let Some(e) = e {
                same::<LINK_VIEWER>(&what, &e, &mut seen);
            }
        }
    }
    // The corpus reaches every origin a viewer words.
    for origin in ["Document", "File", "Table", "Link"] {
        assert!(
            seen.iter().any(|s| s.ends_with(&format!(": {origin}"))),
            "no error of origin {origin}: {seen:#?}"
        );
    }
}

/// The files under `dir`, at any depth.
fn walk(dir: &str) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(walk(&path.to_string_lossy()));
        } else {
            out.push(path);
        }
    }
    out
}
