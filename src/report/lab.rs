//! The rule lab's report ([`crate::engine::league::lab`]) for people, in Japanese or English: what was
//! studied, the rules and their reading, then counts and shares of the outcomes that leave places
//! open. The JSON is the report itself, serialized.

use std::fmt::Write as _;

use crate::engine::league::lab::{LabReport, Reading, Setup};
use crate::lang::Lang;

/// The lab's report for people: counts and shares (English or Japanese).
pub fn text(lang: Lang, r: &LabReport) -> String {
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
    let setup = setup_text(lang, &r.setup);
    let reading = reading_text(lang, r.reading);
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

/// What the lab studied, in words.
fn setup_text(lang: Lang, setup: &Setup) -> String {
    let ja = lang == Lang::Ja;
    match (setup, ja) {
        (Setup::Tied(k), false) => {
            format!("{k} players of equal previous rank tied on wins, every game among them 50/50")
        }
        (Setup::Tied(k), true) => {
            format!("前期順位の同じ {k} 人が勝ち数で並び、互いの対局はすべて五分五分")
        }
        (
            Setup::Season {
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
            Setup::Season {
                players,
                games,
                samples,
                seed,
            },
            true,
        ) => format!(
            "このリーグ（{players} 人、{games} 局、各局五分五分）のシーズン全体を {samples} 回模擬（シード {seed}）"
        ),
    }
}

/// The reading of the rules, in words.
fn reading_text(lang: Lang, reading: Reading) -> &'static str {
    match (lang, reading) {
        (Lang::En, Reading::Engine) => "as the engine ranks them",
        (Lang::En, Reading::Restart) => "(a) restart: every tied part back to (3) (lab-only)",
        (Lang::En, Reading::Single) => {
            "(b) single: one mini-league, then head-to-head for two, (5) for more (lab-only)"
        }
        (Lang::En, Reading::FullCircle) => {
            "(c) full circle: only a full-circle tie is open (lab-only)"
        }
        (Lang::Ja, Reading::Engine) => "エンジンの順位付けどおり",
        (Lang::Ja, Reading::Restart) => {
            "(a) restart：分かれた同点グループごとに (3) からやり直す（実験用）"
        }
        (Lang::Ja, Reading::Single) => {
            "(b) single：ミニリーグは一度だけ。二人は直接対決、三人以上は (5) へ（実験用）"
        }
        (Lang::Ja, Reading::FullCircle) => {
            "(c) full circle：全員のミニリーグ成績が同じときだけ決まらない（実験用）"
        }
    }
}
