//! A ko endgame position as people give it: a small JSON file or the command line's flags or
//! the page's form, values as text (`"11, 10 9"`), read into the engine's checked
//! [`Position`] (`../shared/spec/ko.md` §8.1). Every value must be a number above 0 and a whole
//! number of quarter points; anything else is a [`KoFault`] naming the field.
//!
//! ```json
//! {"k": 13, "to_move": "W", "state": "threat", "yose": [11, 10, 9, 7, 5, 3, 1],
//!  "black": [13, 11, 7, 6], "white": [15, 12, 11, 5]}
//! ```
//! (`"pending": 6.5` or `null` in state `connect`.)

use serde_json::Value;

use crate::engine::ko::{KoFault, KoField, Position, Side, State};
use crate::engine::score::Score;
use crate::error::{Error, ErrorKind};

fn fault(fault: KoFault) -> Error {
    Error::new(ErrorKind::KoPosition { fault })
}

/// A value as text (`6.5`, `6,5` is not one: commas separate values), exact to a quarter.
pub fn value(field: KoField, text: &str) -> Result<Score, Error> {
    let t = text.trim();
    let v: f64 = t
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or_else(|| fault(KoFault::BadNumber(field, t.to_string())))?;
    number(field, v, t)
}

fn number(field: KoField, v: f64, text: &str) -> Result<Score, Error> {
    let quarters = v * 4.0;
    if quarters.abs() > 1e12 {
        return Err(fault(KoFault::BadNumber(field, text.to_string())));
    }
    if quarters.fract() != 0.0 {
        return Err(fault(KoFault::TooFine(field, text.to_string())));
    }
    Ok(Score::from_quarters(quarters as i64))
}

/// The values of a list as typed: separated by blanks, commas (`,` `、` `，`) or semicolons.
pub fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || ",、，;".contains(c))
        .filter(|t| !t.is_empty())
}

/// A list of values ([`tokens`]), each exact to a quarter.
pub fn list(field: fn(usize) -> KoField, text: &str) -> Result<Vec<Score>, Error> {
    tokens(text)
        .enumerate()
        .map(|(i, t)| value(field(i), t))
        .collect()
}

/// `B`, `W`, `black`, `white`, `黒`, `白`.
pub fn side(text: &str) -> Result<Side, Error> {
    match text.trim().to_ascii_lowercase().as_str() {
        "b" | "black" | "黒" => Ok(Side::Black),
        "w" | "white" | "白" => Ok(Side::White),
        _ => Err(fault(KoFault::BadToMove(text.to_string()))),
    }
}

/// `threat`, `connect` or `take`.
pub fn state(text: &str) -> Result<State, Error> {
    State::ALL
        .into_iter()
        .find(|s| s.id().eq_ignore_ascii_case(text.trim()))
        .ok_or_else(|| fault(KoFault::BadState(text.to_string())))
}

/// The fields of a position, each optional until checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fields {
    pub ko: Option<Score>,
    pub to_move: Option<Side>,
    pub state: Option<State>,
    pub pending: Option<Score>,
    pub yose: Vec<Score>,
    pub black: Vec<Score>,
    pub white: Vec<Score>,
}

impl Fields {
    /// The checked position: the required fields present, then the engine's checks.
    pub fn position(self) -> Result<Position, Error> {
        let ko = self
            .ko
            .ok_or_else(|| fault(KoFault::Missing(KoField::Ko)))?;
        let to_move = self
            .to_move
            .ok_or_else(|| fault(KoFault::Missing(KoField::ToMove)))?;
        let state = self
            .state
            .ok_or_else(|| fault(KoFault::Missing(KoField::State)))?;
        Position::new(
            ko,
            to_move,
            state,
            self.pending,
            self.yose,
            self.black,
            self.white,
        )
    }
}

/// Reads the JSON form (numbers, or text in the list format).
pub fn read(text: &str) -> Result<Fields, Error> {
    let doc: Value = serde_json::from_str(text).map_err(|e| {
        let message = crate::format::json::strip_position(&e.to_string());
        let line = u32::try_from(e.line()).unwrap_or(u32::MAX).max(1);
        let column = u32::try_from(e.column()).unwrap_or(u32::MAX).max(1);
        Error::new(ErrorKind::Syntax {
            problem: crate::format::json::syntax_problem(&message),
            message,
        })
        .with_line(line, Some(column))
    })?;
    let Value::Object(map) = doc else {
        return Err(fault(KoFault::Missing(KoField::Ko)));
    };
    let mut out = Fields::default();
    let one = |field: KoField, v: &Value| -> Result<Score, Error> {
        match v {
            Value::Number(n) => {
                let f = n.as_f64().unwrap_or(f64::NAN);
                number(field, f, &n.to_string())
            }
            Value::String(s) => value(field, s),
            other => Err(fault(KoFault::BadNumber(field, other.to_string()))),
        }
    };
    let many = |field: fn(usize) -> KoField, v: &Value| -> Result<Vec<Score>, Error> {
        match v {
            Value::Array(items) => items
                .iter()
                .enumerate()
                .map(|(i, x)| one(field(i), x))
                .collect(),
            Value::String(s) => list(field, s),
            Value::Null => Ok(Vec::new()),
            other => Err(fault(KoFault::BadNumber(field(0), other.to_string()))),
        }
    };
    for (key, v) in &map {
        match key.as_str() {
            "k" => out.ko = Some(one(KoField::Ko, v)?),
            "to_move" => out.to_move = Some(side(v.as_str().unwrap_or(&v.to_string()))?),
            "state" => out.state = Some(state(v.as_str().unwrap_or(&v.to_string()))?),
            "pending" if v.is_null() => out.pending = None,
            "pending" => out.pending = Some(one(KoField::Pending, v)?),
            "yose" => out.yose = many(KoField::Yose, v)?,
            "black" => out.black = many(KoField::Black, v)?,
            "white" => out.white = many(KoField::White, v)?,
            // The spec's test files carry their answers; they are not part of the position.
            "name" | "delta" | "candidates" | "discriminant_best" | "oracle_best"
            | "optimal_score" | "refusal" => {}
            other => return Err(fault(KoFault::Unknown(other.to_string()))),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One file's text: the position read, or the fault it names (`../shared/spec/ko.md` §8.3).
    fn check(text: &str, want: Result<(), KoFault>) {
        let got = read(text).and_then(Fields::position).map(|_| ());
        let got = got.map_err(|e| match e.kind() {
            ErrorKind::KoPosition { fault } => fault.clone(),
            other => panic!("{text}: {other:?}"),
        });
        assert_eq!(got, want, "{text}");
    }

    #[test]
    fn files_read_or_say_which_field() {
        let base =
            r#""to_move": "W", "state": "threat", "yose": [11, 10], "black": [13], "white": [15]"#;
        check(&format!(r#"{{"k": 13, {base}}}"#), Ok(()));
        // Lists as text, the connect state's pending threat, or none.
        check(
            r#"{"k": "9.5", "to_move": "black", "state": "connect", "pending": 6.5, "yose": "4"}"#,
            Ok(()),
        );
        check(
            r#"{"k": 2, "to_move": "B", "state": "connect", "pending": null, "yose": [5, 1]}"#,
            Ok(()),
        );
        check(&format!("{{{base}}}"), Err(KoFault::Missing(KoField::Ko)));
        check(
            r#"{"k": 13, "state": "take"}"#,
            Err(KoFault::Missing(KoField::ToMove)),
        );
        check(
            &format!(r#"{{"k": 13, "komi": 6.5, {base}}}"#),
            Err(KoFault::Unknown("komi".into())),
        );
        check(
            r#"{"k": 13, "to_move": "W", "state": "fight"}"#,
            Err(KoFault::BadState("fight".into())),
        );
        check(
            r#"{"k": 13, "to_move": "red", "state": "take"}"#,
            Err(KoFault::BadToMove("red".into())),
        );
        check(
            r#"{"k": 13, "to_move": "W", "state": "take", "yose": [3, 0]}"#,
            Err(KoFault::NotPositive(KoField::Yose(1), 0)),
        );
        check(
            r#"{"k": 13, "to_move": "W", "state": "take", "white": "2 x"}"#,
            Err(KoFault::BadNumber(KoField::White(1), "x".into())),
        );
        check(
            r#"{"k": 13.1, "to_move": "W", "state": "take"}"#,
            Err(KoFault::TooFine(KoField::Ko, "13.1".into())),
        );
        check(
            r#"{"k": 13, "to_move": "W", "state": "take", "pending": 4}"#,
            Err(KoFault::PendingWithoutConnect),
        );
        check(
            r#"{"k": 13, "to_move": "W", "state": "take", "black": [true]}"#,
            Err(KoFault::BadNumber(KoField::Black(0), "true".into())),
        );
    }
}
