//! The commands on a Swiss event: `rank`, `convert`, `what-if`, `share` and `pair`.

use crate::document::event::{SwissEvent, SwissInput};
use crate::engine::swiss;
use crate::error::{Error, ErrorKind};
use crate::format::{self, Opened, Source, share};
use crate::lang::Lang;
use crate::report;

use super::args::{
    ConvertArgs, FileFormat, Format, PairArgs, RankArgs, RankFormat, ShareArgs, WhatIfArgs,
};
use super::{json_text, refused_format, write_file};

/// The event checked under `rules` and `edition` (the file's own when `None`), errors located.
fn input(
    opened: &Opened,
    event: &SwissEvent,
    rules: Option<&str>,
    edition: Option<&str>,
) -> Result<SwissInput, Error> {
    event.input(rules, edition).map_err(|e| opened.locate(e))
}

/// `hoshitori rank` of a Swiss event.
pub(super) fn rank(
    a: &RankArgs,
    opened: &Opened,
    event: &SwissEvent,
    env_lang: Lang,
) -> Result<String, Error> {
    let input = input(
        opened,
        event,
        a.rules.rules.as_deref(),
        a.edition.as_deref(),
    )?;
    let st = swiss::order(&input.event, &input.codes, input.edition);
    let names: Vec<String> = input.event.names();
    let title = event.title.as_deref();
    let lang = a.output.lang.lang(env_lang);
    match a.output.format {
        RankFormat::Json => Ok(json_text(&report::swiss::json(
            &names,
            &input.event,
            &input.rules,
            title,
            &st,
            a.explain,
        ))),
        RankFormat::Text => Ok(report::swiss::text(
            lang,
            &names,
            &input.event,
            &input.rules,
            title,
            &st,
            a.explain,
        )),
        RankFormat::Svg => Ok(report::swiss_svg::render(
            lang,
            &names,
            &input.event,
            &input.rules,
            title,
            &st,
        )),
        RankFormat::Html => Ok(report::swiss_html::render(
            lang,
            &names,
            &input.event,
            &input.rules,
            title,
            &st,
        )),
    }
}

/// The formats a Swiss event converts to: its JSON, TRF-16, h9 and the wall chart (CSV, TSV).
/// A team event converts to JSON only: TRF's team records and h9 hold no matches.
pub(super) fn converts_to(event: &SwissEvent) -> &'static [&'static str] {
    if event.boards.is_some() {
        &["json"]
    } else {
        &["json", "trf", "h9", "csv", "tsv"]
    }
}

/// `hoshitori convert` of a Swiss event: to the event JSON, to TRF or h9 with the points and
/// the places under the event's rules, or to a wall chart. The event is checked as `rank`
/// checks it first, so that a file that cannot be ranked is not written anew.
pub(super) fn convert(
    a: &ConvertArgs,
    opened: &Opened,
    event: &SwissEvent,
) -> Result<String, Error> {
    let targets = converts_to(event);
    let to = match a.to {
        FileFormat::Json => "json",
        FileFormat::Trf => "trf",
        FileFormat::H9 => "h9",
        FileFormat::Csv => "csv",
        FileFormat::Tsv => "tsv",
    };
    if !targets.contains(&to) {
        return Err(refused_format("hoshitori convert", "--to", to, targets));
    }
    let input = input(opened, event, None, None)?;
    let st = || swiss::order(&input.event, &input.codes, input.edition);
    Ok(match a.to {
        FileFormat::Json => format::json::write_event(event),
        FileFormat::Trf => {
            let (points, ranks) = format::trf::columns(&input.event, &st());
            format::trf::write(event, &points, &ranks)
        }
        FileFormat::H9 => {
            let st = st();
            let order: Vec<usize> = st.rows.iter().map(|r| r.player).collect();
            let mut columns = vec![Vec::new(); input.event.players()];
            for row in &st.rows {
                columns[row.player] = row
                    .values
                    .iter()
                    .flatten()
                    .map(|v| report::swiss::text_value(*v))
                    .collect();
            }
            format::h9::write(event, &order, &columns)
        }
        FileFormat::Csv => format::wallchart::write(event, ','),
        FileFormat::Tsv => format::wallchart::write(event, '\t'),
    })
}

/// `hoshitori what-if` of a Swiss event: the rounds paired but not played, then (when the event
/// pairs its own rounds) the planned rounds not paired yet, paired for each outcome.
pub(super) fn what_if(
    a: &WhatIfArgs,
    opened: &Opened,
    event: &SwissEvent,
    env_lang: Lang,
) -> Result<String, Error> {
    use crate::engine::swiss::prospects::Options;
    // A round partly entered: its results stand, the rest are worked out.
    let before = event.before_entry();
    let input = input(
        opened,
        before.as_ref().unwrap_or(event),
        a.rules.rules.as_deref(),
        None,
    )?;
    let upcoming = event.upcoming().map_err(|e| opened.locate(e))?;
    let mut options = Options {
        draws: a.draws,
        seats: a.rules.seats.map(|k| k as usize),
        ..Options::default()
    };
    if let Some(n) = a.sampling.samples {
        options.samples = n;
    }
    if let Some(pp) = a.precision {
        options.precision = (pp > 0.0).then_some(pp / 100.0);
    }
    if let Some(seed) = a.sampling.seed {
        options.seed = seed;
    }
    if let Some(budget) = a.search_budget {
        options.search_budget = budget;
    }
    if let Some(budget) = a.pairing_budget {
        options.pairing_budget = budget;
    }
    let threads = a
        .threads
        .map_or_else(crate::parallel::available, |n| n as usize);
    let prospects = crate::parallel::analyse_swiss(
        &input.event,
        &upcoming,
        &input.codes,
        input.edition,
        &options,
        threads,
    )
    .map_err(|e| opened.locate(e))?;
    let names: Vec<String> = input.event.names();
    let seats = a.rules.seats;
    Ok(if a.output.json() {
        json_text(&report::swiss::whatif_json(&names, &prospects, seats))
    } else {
        report::swiss::whatif_text(a.output.lang.lang(env_lang), &names, &prospects, seats)
    })
}

/// `hoshitori share` of a Swiss event: its link opens the Swiss page (`swiss.html`) beside
/// `--base`.
pub(super) fn share(
    a: &ShareArgs,
    opened: &Opened,
    event: &SwissEvent,
    env_lang: Lang,
) -> Result<String, Error> {
    let base = a.base.as_deref().unwrap_or(super::args::DEFAULT_BASE);
    let viewer = share::viewer_page(base);
    let link = share::event::link(&viewer, event).map_err(|e| opened.locate(e))?;
    super::write_qr(a, &link, event.title.as_deref(), env_lang)?;
    Ok(format!("{link}\n"))
}

/// `hoshitori pair`: pairs a round of a Swiss event; with `--write`, puts it into the file.
pub(super) fn pair(
    a: &PairArgs,
    opened: &Opened,
    event: &SwissEvent,
    env_lang: Lang,
) -> Result<String, Error> {
    if a.write && (a.file == "-" || opened.source != Source::EventJson) {
        return Err(Error::new(ErrorKind::PairWriteNeedsJson).with_file(&a.file));
    }
    let mut event = event.clone();
    if let Some(seed) = a.seed {
        event.pairing.get_or_insert_with(Default::default).seed = Some(seed);
    }
    let system = match a.system.as_deref() {
        None => None,
        Some(id) => Some(
            crate::engine::swiss::pairing::PairingSystem::parse(id)
                .ok_or_else(|| Error::new(ErrorKind::UnknownPairingSystem { found: id.into() }))?,
        ),
    };
    if a.check {
        let system = match system {
            Some(s) => s,
            None => event.pairing_system().map_err(|e| opened.locate(e))?,
        };
        let rounds: Vec<usize> = match a.round {
            Some(r) => vec![r as usize - 1],
            None => (0..event.rounds.len())
                .filter(|&r| !event.rounds[r].games.is_empty())
                .collect(),
        };
        let mut checks = Vec::new();
        for r in rounds {
            checks.push(event.check_round(r, system).map_err(|e| opened.locate(e))?);
        }
        let names: Vec<String> = event.players.iter().map(|p| p.name.clone()).collect();
        let lang = a.output.lang.lang(env_lang);
        return Ok(match a.output.format {
            Format::Json => json_text(&report::pairing::check_json(&names, system, &checks)),
            Format::Text => report::pairing::check_text(lang, &names, system, &checks),
        });
    }
    let round = match a.round {
        Some(r) => r as usize - 1,
        None => event.round_to_pair().ok_or_else(|| {
            Error::new(ErrorKind::NoRoundToPair {
                planned: event.planned_rounds.unwrap_or(0),
            })
            .with_file(&a.file)
        })?,
    };
    let names: Vec<String> = event.players.iter().map(|p| p.name.clone()).collect();
    let paired = event
        .pair_round(round, system, a.rematches)
        .map_err(|e| opened.locate(e))?
        .map_err(|i| {
            Error::new(ErrorKind::PairingImpossible {
                round: round as u32 + 1,
                players: report::pairing::impossible_names(&names, &i),
            })
            .with_file(&a.file)
        })?;
    if a.write {
        event.apply_pairing(round, &paired);
        write_file(&a.file, &format::json::write_event(&event))?;
    }
    let lang = a.output.lang.lang(env_lang);
    Ok(match a.output.format {
        Format::Json => json_text(&report::pairing::json(&names, &paired)),
        Format::Text => report::pairing::text(lang, &names, &paired, a.explain),
    })
}
