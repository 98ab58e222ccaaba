//! The commands on an event in stages (`docs/stages.md`): `new` (the RIF's system for a list of
//! players or teams), `rank` (each stage and the final places), `pair` (the next games: a stage's
//! schedule or a Swiss stage's next round; `--write` puts them into the file), `convert --to
//! json`, `share` (the link and its QR code). The other commands say they do not read events in
//! stages yet.

use crate::document::staged::{StagedEvent, advance, rif_event};
use crate::error::{Error, ErrorKind};
use crate::format::{self, Opened, Source};
use crate::lang::Lang;
use crate::report;

use super::args::{ConvertArgs, FileFormat, NewArgs, PairArgs, RankArgs, RankFormat};
use super::{json_text, refused_format, write_file};

/// `hoshitori new PLAYERS`: the event the RIF rules name for this many players (or teams).
pub(super) fn new(a: &NewArgs, text: &str) -> Result<String, Error> {
    let players = format::players::read(text).map_err(|e| e.with_file(&a.file))?;
    // Too few or too many players for a system: the list in FILE is at fault.
    let doc = rif_event(players, a.team, a.title.clone()).map_err(|e| e.with_file(&a.file))?;
    Ok(format::json::write_staged(&doc))
}

/// `hoshitori rank FILE` on an event in stages.
pub(super) fn rank(
    a: &RankArgs,
    opened: &Opened,
    doc: &StagedEvent,
    env_lang: Lang,
) -> Result<String, Error> {
    let input = doc.input().map_err(|e| opened.locate(e))?;
    let progress = input.progress(doc).map_err(|e| opened.locate(e))?;
    let lang = a.output.lang.lang(env_lang);
    Ok(match a.output.format {
        RankFormat::Text => report::staged::text(lang, doc, &input, &progress),
        RankFormat::Json => json_text(&report::staged::json(doc, &input, &progress)),
        RankFormat::Svg | RankFormat::Html => {
            return Err(refused_format(
                "hoshitori rank",
                "--format",
                if a.output.format == RankFormat::Svg {
                    "svg"
                } else {
                    "html"
                },
                &["text", "json"],
            ));
        }
    })
}

/// `hoshitori what-if FILE` on an event in stages: each round-robin stage being played, what
/// each entrant can still reach.
pub(super) fn what_if(
    a: &super::args::WhatIfArgs,
    opened: &Opened,
    doc: &StagedEvent,
    env_lang: Lang,
) -> Result<String, Error> {
    let input = doc.input().map_err(|e| opened.locate(e))?;
    let progress = input.progress(doc).map_err(|e| opened.locate(e))?;
    let budget = crate::engine::league::whatif::Options::default().search_budget;
    Ok(report::staged::prospects_text(
        a.output.lang.lang(env_lang),
        doc,
        &input,
        &progress,
        budget,
    ))
}

/// `hoshitori convert FILE --to json` on an event in stages.
pub(super) fn convert(
    a: &ConvertArgs,
    opened: &Opened,
    doc: &StagedEvent,
) -> Result<String, Error> {
    doc.input().map_err(|e| opened.locate(e))?;
    match a.to {
        FileFormat::Json => Ok(format::json::write_staged(doc)),
        other => Err(refused_format(
            "hoshitori convert",
            "--to",
            match other {
                FileFormat::Csv => "csv",
                FileFormat::Tsv => "tsv",
                FileFormat::Trf => "trf",
                _ => "h9",
            },
            &["json"],
        )),
    }
}

/// `hoshitori pair FILE` on an event in stages: what the next games are, written into FILE with
/// `--write`.
pub(super) fn pair(
    a: &PairArgs,
    opened: &Opened,
    doc: &StagedEvent,
    env_lang: Lang,
) -> Result<String, Error> {
    if a.write && (a.file == "-" || opened.source != Source::StagedJson) {
        return Err(Error::new(ErrorKind::PairWriteNeedsJson).with_file(&a.file));
    }
    let (next, written) = advance(doc).map_err(|e| opened.locate(e))?;
    if a.write {
        write_file(&a.file, &format::json::write_staged(&next))?;
    }
    let lang = a.output.lang.lang(env_lang);
    Ok(match a.output.format {
        super::args::Format::Text => report::staged::written(lang, &written),
        super::args::Format::Json => format::json::write_staged(&next),
    })
}

/// `hoshitori share` of an event in stages: the stages page's link with the whole event in its
/// fragment (`t=`, `docs/stages.md`), and with `--qr` its QR code.
pub(super) fn share(
    a: &super::args::ShareArgs,
    opened: &Opened,
    event: &StagedEvent,
    env_lang: Lang,
) -> Result<String, Error> {
    use crate::format::share::staged;
    let base = a.base.as_deref().unwrap_or(super::args::DEFAULT_BASE);
    let viewer = crate::format::share::viewer_page(base);
    let link = staged::link(&viewer, event).map_err(|e| opened.locate(e))?;
    super::write_qr(a, &link, event.title.as_deref(), env_lang)?;
    Ok(format!("{link}\n"))
}
