//! The ko endgame helper's form on the page, free of any web crate: the fields as typed
//! ([`KoForm`]), the answer ([`KoForm::answer`]: read by [`crate::format::ko`], analysed by
//! [`crate::engine::ko`]), and the position as a link parameter (`?ko=…`) and back.
//!
//! The link parameter is the fields in order, separated by `/`: the ko's value, the side to
//! move (`B`/`W`), the state, the pending threat (`-` for none), then the yose, Black's and
//! White's threats as comma-separated lists: `?ko=13/W/threat/-/11,10,9,7,5,3,1/13,11,7,6/15,12,11,5`.
//!
//! ```
//! use hoshitori::editor::ko::KoForm;
//!
//! let form = KoForm::from_param("13/W/threat/-/11,10,9,7,5,3,1/13,11,7,6/15,12,11,5");
//! let answer = form.answer().unwrap();
//! assert_eq!(form.param(), "13/W/threat/-/11,10,9,7,5,3,1/13,11,7,6/15,12,11,5");
//! assert!(matches!(answer.method, hoshitori::engine::ko::Method::Answered { .. }));
//! ```

use crate::Error;
use crate::engine::ko::{self, Answer, KoField, Side, State};
use crate::format::ko as read;

/// The largest position the page searches exhaustively is the engine's limit; the page asks
/// for the search only when the method refuses, as the command line does.
pub const SEARCH_ITEMS: usize = ko::search::MAX_ITEMS;

/// The fields as the user typed them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KoForm {
    pub k: String,
    pub to_move: Side,
    pub state: State,
    /// State `connect`: the pending threat's value; empty when the opponent played a yose.
    pub pending: String,
    pub yose: String,
    pub black: String,
    pub white: String,
}

impl Default for KoForm {
    /// The paper's worked example, so that the helper opens on an answer.
    fn default() -> KoForm {
        KoForm {
            k: "13".into(),
            to_move: Side::White,
            state: State::Threat,
            pending: String::new(),
            yose: "11 10 9 7 5 3 1".into(),
            black: "13 11 7 6".into(),
            white: "15 12 11 5".into(),
        }
    }
}

impl KoForm {
    /// The answer, or what is wrong with a field.
    pub fn answer(&self) -> Result<Answer, Error> {
        let pending = if self.state == State::Connect && !self.pending.trim().is_empty() {
            Some(read::value(KoField::Pending, &self.pending)?)
        } else {
            None
        };
        let fields = read::Fields {
            ko: Some(read::value(KoField::Ko, &self.k)?),
            to_move: Some(self.to_move),
            state: Some(self.state),
            pending,
            yose: read::list(KoField::Yose, &self.yose)?,
            black: read::list(KoField::Black, &self.black)?,
            white: read::list(KoField::White, &self.white)?,
        };
        Ok(ko::analyse(&fields.position()?, false))
    }

    /// The position as the link parameter (see the module documentation).
    pub fn param(&self) -> String {
        let list = |t: &str| read::tokens(t).collect::<Vec<_>>().join(",");
        let pending = self.pending.trim();
        format!(
            "{}/{}/{}/{}/{}/{}/{}",
            self.k.trim(),
            match self.to_move {
                Side::Black => "B",
                Side::White => "W",
            },
            self.state.id(),
            if pending.is_empty() || self.state != State::Connect {
                "-"
            } else {
                pending
            },
            list(&self.yose),
            list(&self.black),
            list(&self.white)
        )
    }

    /// The form a link parameter gives: fields it does not have or cannot read keep the
    /// defaults' (the answer then says what is wrong with the rest).
    pub fn from_param(param: &str) -> KoForm {
        let mut form = KoForm::default();
        let parts: Vec<&str> = param.split('/').collect();
        let part = |i: usize| parts.get(i).map(|s| s.trim()).unwrap_or("");
        form.k = part(0).to_string();
        if let Ok(side) = read::side(part(1)) {
            form.to_move = side;
        }
        if let Ok(state) = read::state(part(2)) {
            form.state = state;
        }
        form.pending = match part(3) {
            "-" => String::new(),
            v => v.to_string(),
        };
        let list = |t: &str| t.replace(',', " ");
        form.yose = list(part(4));
        form.black = list(part(5));
        form.white = list(part(6));
        form
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_goes_through_its_link_and_back() {
        let mut form = KoForm {
            k: "9.5".into(),
            to_move: Side::Black,
            state: State::Connect,
            pending: "6.5".into(),
            yose: "4".into(),
            black: String::new(),
            white: String::new(),
        };
        let back = KoForm::from_param(&form.param());
        assert_eq!(back.param(), form.param());
        assert_eq!(back.answer(), form.answer());
        // The spec's S2: connect, Δ = 6.5, Black +7.
        let answer = form.answer().unwrap();
        let ko::Method::Answered {
            decision, score, ..
        } = answer.method
        else {
            panic!("answered");
        };
        assert_eq!(decision.best, vec![ko::Move::Connect]);
        assert_eq!(score, crate::engine::score::Score::from_points(7));
        // A field that does not read is named.
        form.yose = "4 x".into();
        assert!(form.answer().is_err());
    }
}
