//! The commands that read no document: `jishogi`, `ko` and `lab --tied`.

use crate::engine::RuleChain;
use crate::engine::jishogi::{self, Colour, Declaration, Impasse, Pieces, Rule};
use crate::engine::league::lab::{self, Reading};
use crate::error::{Error, ErrorKind};
use crate::lang::Lang;
use crate::report;

use super::args::{JishogiArgs, KoArgs, LabArgs, Side};
use super::json_text;

/// `hoshitori jishogi`: the verdict of [`jishogi::judge`] with its arithmetic.
pub(super) fn jishogi(a: &JishogiArgs, env_lang: Lang) -> Result<String, Error> {
    let impasse = match (a.rule, a.declarer) {
        (Rule::Declaration, Some(declarer)) => Impasse::declaration(Declaration {
            declarer: match declarer {
                Side::Sente => Colour::Sente,
                Side::Gote => Colour::Gote,
            },
            counted: Pieces::new(a.big.unwrap_or(0), a.small.unwrap_or(0)),
            in_camp: a.in_camp.unwrap_or(0),
            king_in_camp: a.king_in_camp,
            in_check: a.in_check,
        })?,
        (Rule::Board(rule), None) => {
            let pieces = |big: Option<u8>, small: Option<u8>| {
                Pieces::new(big.unwrap_or(0), small.unwrap_or(0))
            };
            Impasse::board(
                rule,
                pieces(a.sente_big, a.sente_small),
                pieces(a.gote_big, a.gote_small),
            )?
        }
        // The declaration needs its declarer; a whole-board rule its four counts.
        (Rule::Declaration, None) => {
            return Err(Error::new(ErrorKind::MissingArgument {
                command: "hoshitori jishogi".into(),
                arguments: vec!["--declarer".into()],
            }));
        }
        (Rule::Board(_), Some(_)) => {
            return Err(Error::new(ErrorKind::ConflictingArguments {
                command: "hoshitori jishogi".into(),
                argument: "--declarer".into(),
                other: format!("--rule {}", a.rule.code()),
            }));
        }
    };
    let verdict = jishogi::judge(&impasse);
    let mut text = report::jishogi::render(a.lang.lang(env_lang), &verdict);
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}

/// `hoshitori ko`: the ko endgame helper ([`crate::engine::ko::analyse`]).
pub(super) fn ko(
    a: &KoArgs,
    stdin: &mut dyn std::io::Read,
    env_lang: Lang,
) -> Result<String, Error> {
    use crate::engine::ko::KoField;
    use crate::format::ko as read;
    let mut fields = match &a.file {
        Some(file) => {
            let text = super::read_input(file, stdin)?;
            read::read(&text).map_err(|e| e.with_file(file))?
        }
        None => read::Fields::default(),
    };
    if let Some(k) = &a.k {
        fields.ko = Some(read::value(KoField::Ko, k)?);
    }
    if let Some(s) = &a.to_move {
        fields.to_move = Some(read::side(s)?);
    }
    if let Some(s) = &a.state {
        fields.state = Some(read::state(s)?);
    }
    if let Some(v) = &a.pending {
        fields.pending = Some(read::value(KoField::Pending, v)?);
    }
    if let Some(v) = &a.yose {
        fields.yose = read::list(KoField::Yose, v)?;
    }
    if let Some(v) = &a.black {
        fields.black = read::list(KoField::Black, v)?;
    }
    if let Some(v) = &a.white {
        fields.white = read::list(KoField::White, v)?;
    }
    // Without flags every value is the file's, so a position refused is the file's fault.
    let flags = [
        &a.k, &a.to_move, &a.state, &a.pending, &a.yose, &a.black, &a.white,
    ];
    let position = match &a.file {
        Some(file) if flags.iter().all(|f| f.is_none()) => {
            fields.position().map_err(|e| e.with_file(file))?
        }
        _ => fields.position()?,
    };
    let answer = crate::engine::ko::analyse(&position, a.search);
    Ok(if a.output.json() {
        json_text(&report::ko::json(&answer))
    } else {
        report::ko::text(a.output.lang.lang(env_lang), &answer)
    })
}

/// `hoshitori lab --tied K`: [`lab::tied`].
pub(super) fn lab(a: &LabArgs, env_lang: Lang) -> Result<String, Error> {
    let Some(k) = a.tied else {
        return Err(Error::new(ErrorKind::MissingArgument {
            command: "hoshitori lab".into(),
            arguments: vec!["FILE".into(), "--tied".into()],
        }));
    };
    let chain = a.rules.policies(match &a.rules.rules {
        Some(r) => RuleChain::parse(r)?,
        None => RuleChain::fukui(),
    })?;
    // The engine checks the rest (the seat line, the chain, the reading) and says what is wrong.
    let reading = a.reading.unwrap_or(Reading::Engine);
    let report = lab::tied(&chain, k, a.rules.seats, reading)?;
    Ok(if a.output.json() {
        json_text(&report)
    } else {
        report::lab::text(a.output.lang.lang(env_lang), &report)
    })
}
