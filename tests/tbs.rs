//! FIDE's TieBreakServer as an oracle: random Swiss events its generator wrote (some edited for
//! withdrawals, full-point byes, unrated players and 3/1/0 or 2/1/0 point systems), with the
//! values its checker computed under the 2024 and 2026 rules, pinned in
//! `tests/fixtures/swiss/tbs/` (`README.md` there has the version and every command). Every
//! value of every FIDE criterion must agree, and so must the order under `fide-swiss`.

use std::path::Path;

use hoshitori::engine::criteria::Value;
use hoshitori::engine::swiss::{self, Code, Edition};
use hoshitori::format::trf;
use serde_json::Value as Json;

fn same(got: Option<Value>, want: &Json) -> bool {
    match (got, want) {
        (Some(Value::Rating(None)), Json::Null) => true,
        (Some(Value::Rating(Some(r))), w) => w.as_i64() == Some(r),
        (Some(Value::Count(c)), w) => w.as_u64() == Some(u64::from(c)),
        (Some(v), w) => v
            .as_score()
            .zip(w.as_f64())
            .is_some_and(|(s, w)| (s.quarters() as f64) == w * 4.0),
        (None, _) => false,
    }
}

#[test]
fn tiebreakserver_agrees() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/swiss/tbs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    assert!(files.len() >= 40, "{} events", files.len());
    let mut compared = 0;
    let mut wrong = Vec::new();
    for trf_path in &files {
        let name = trf_path.file_stem().unwrap().to_string_lossy().to_string();
        let doc = trf::read(&std::fs::read_to_string(trf_path).unwrap()).unwrap();
        let expected: Json = serde_json::from_str(
            &std::fs::read_to_string(trf_path.with_extension("json")).unwrap(),
        )
        .unwrap();
        let numbers: Vec<u64> = doc
            .players
            .iter()
            .map(|p| p.extra["number"].as_u64().unwrap())
            .collect();
        for (id, ed) in expected["editions"].as_object().unwrap() {
            let edition = Edition::from_id(id).unwrap();
            let input = doc.input(Some("fide-swiss"), Some(id)).unwrap();
            let e = &input.event;
            for (no, values) in ed["values"].as_object().unwrap() {
                let p = numbers.iter().position(|n| n.to_string() == *no).unwrap();
                for (code, want) in values.as_object().unwrap() {
                    let got = swiss::criteria::value(e, Code::parse(code).unwrap(), edition, p);
                    if !same(got, want) {
                        wrong.push(format!(
                            "{name} {id} player {no} {code}: got {got:?}, want {want}"
                        ));
                    }
                    compared += 1;
                }
            }
            let st = swiss::order(e, &input.codes, edition);
            for row in &st.rows {
                let want = ed["rank"][numbers[row.player].to_string()]
                    .as_u64()
                    .unwrap() as usize;
                if !(row.place..=row.place_to).contains(&want) {
                    wrong.push(format!(
                        "{name} {id} player {}: place {}-{}, TieBreakServer {want}",
                        numbers[row.player], row.place, row.place_to
                    ));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {compared} values or places differ:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(60)].join("\n")
    );
    assert!(compared > 20_000, "{compared}");
}
