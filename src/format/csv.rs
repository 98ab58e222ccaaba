//! The plain-text crosstable (placeholder; see issue 2).
use crate::error::{Error, ErrorKind};
use crate::league::League;

pub fn read(_text: &str, _sep: u8) -> Result<League, Error> {
    Err(ErrorKind::Syntax {
        message: "CSV not yet supported".into(),
    }
    .into())
}

pub fn locate_error(_text: &str, _league: &League, error: Error) -> Error {
    error
}

pub fn write(_league: &League, _sep: u8) -> Result<String, Error> {
    Err(ErrorKind::Syntax {
        message: "CSV not yet supported".into(),
    }
    .into())
}
