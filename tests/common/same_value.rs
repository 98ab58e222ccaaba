//! Whether the engine's value equals a number of a JSON document (the specification's worked
//! examples, TieBreakServer's output): ratings as integers (`null` when none), counts, and
//! points exactly in quarters. Shared by `tests/swiss.rs` and `tests/tbs.rs`.

use hoshitori::engine::league::criteria::Value;
use serde_json::Value as Json;

pub fn same(got: Option<Value>, want: &Json) -> bool {
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
