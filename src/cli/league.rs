//! The commands on a round-robin league: `rank`, `convert`, `what-if`, `share` and `lab FILE`.

use crate::document::league::{Input, League};
use crate::engine::league::lab;
use crate::engine::league::whatif;
use crate::engine::{RuleChain, rank as rank_league};
use crate::error::{Error, ErrorKind};
use crate::format::{self, Opened, share};
use crate::lang::Lang;
use crate::report;

use super::args::{
    ConvertArgs, FileFormat, LabArgs, RankArgs, RankFormat, ScheduleArgs, ScheduleFormat,
    ShareArgs, WhatIfArgs,
};
use super::{json_text, refused_format};

/// The league of `opened`, checked, with its chain under the command's rule flags.
fn league<'a>(
    opened: &'a Opened,
    rules: &super::args::RuleArgs,
) -> Result<(&'a League, Input, RuleChain), Error> {
    let (league, input) = opened.league_input()?;
    let chain = rules.chain(league, opened)?;
    Ok((league, input, chain))
}

/// `hoshitori rank FILE`.
pub(super) fn rank(a: &RankArgs, opened: &Opened, env_lang: Lang) -> Result<String, Error> {
    let (league, input, chain) = league(opened, &a.rules)?;
    let table = &input.table;
    let mut options = input.options.clone();
    options.seats = a.rules.seats(&input);
    let ranking = rank_league(table, &chain, &options).map_err(|e| opened.locate(e))?;
    let title = league.title.as_deref();
    let lang = a.output.lang.lang(env_lang);
    let seats = options.seats;
    Ok(match a.output.format {
        RankFormat::Json => json_text(&report::json::ranking(
            table, &chain, seats, title, &ranking,
        )),
        RankFormat::Text => report::text::render(lang, table, &chain, seats, title, &ranking),
        RankFormat::Svg => report::svg::render(lang, table, &chain, seats, title, &ranking),
        RankFormat::Html => report::html::render(lang, table, &chain, seats, title, &ranking),
    })
}

/// The formats a league converts to.
pub(super) const CONVERTS_TO: [&str; 3] = ["json", "csv", "tsv"];

/// `hoshitori convert FILE --to json|csv|tsv`.
pub(super) fn convert(a: &ConvertArgs, opened: &Opened, league: &League) -> Result<String, Error> {
    // Checked as `rank` would check it: a file that cannot be ranked (its games or its own rules)
    // is not written anew.
    opened.league_input()?;
    league.chain().map_err(|e| opened.locate(e))?;
    Ok(match a.to {
        FileFormat::Json => format::json::write(league),
        FileFormat::Csv => format::csv::write(league, b',')?,
        FileFormat::Tsv => format::csv::write(league, b'\t')?,
        FileFormat::Trf => {
            return Err(refused_format(
                "hoshitori convert",
                "--to",
                "trf",
                &CONVERTS_TO,
            ));
        }
        FileFormat::H9 => {
            return Err(refused_format(
                "hoshitori convert",
                "--to",
                "h9",
                &CONVERTS_TO,
            ));
        }
    })
}

/// `hoshitori what-if FILE`.
pub(super) fn what_if(a: &WhatIfArgs, opened: &Opened, env_lang: Lang) -> Result<String, Error> {
    let (league, input, chain) = league(opened, &a.rules)?;
    let seats = a.rules.seats(&input);
    let mut options = whatif::Options {
        seats,
        draws: a.draws,
        ..whatif::Options::default()
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
    if a.ratings {
        options.odds = Some(elo_odds(league, &input, a.draws).map_err(|e| opened.locate(e))?);
    }
    let table = &input.table;
    let threads = a
        .threads
        .map_or_else(crate::parallel::available, |n| n as usize);
    // Refused for its size (too many players, too many outcomes): the file's league is.
    let what =
        crate::parallel::analyse(table, &chain, &options, threads).map_err(|e| opened.locate(e))?;
    let names: Vec<String> = table.players().iter().map(|p| p.name.clone()).collect();
    Ok(if a.output.json() {
        json_text(&report::league_whatif::json(
            &names, &what, &chain.id, seats, a.draws,
        ))
    } else {
        let lang = a.output.lang.lang(env_lang);
        report::league_whatif::text(lang, &names, &what, league.title.as_deref())
    })
}

/// `hoshitori share FILE`: the link, and with `--qr` its QR code written to a file.
pub(super) fn share(
    a: &ShareArgs,
    opened: &Opened,
    league: &League,
    env_lang: Lang,
) -> Result<String, Error> {
    let base = a.base.as_deref().unwrap_or(super::args::DEFAULT_BASE);
    let shared = share::league::Shared::new(league.clone());
    let viewer = share::viewer_page(base);
    let link = share::league::link(&viewer, &shared).map_err(|e| opened.locate(e))?;
    super::write_qr(a, &link, league.title.as_deref(), env_lang)?;
    Ok(format!("{link}\n"))
}

/// `hoshitori lab FILE`: whole seasons of the file's league ([`lab::season`]).
pub(super) fn lab(a: &LabArgs, opened: &Opened, env_lang: Lang) -> Result<String, Error> {
    let (_, input, chain) = league(opened, &a.rules)?;
    let seats = a.rules.seats(&input);
    let samples = a.sampling.samples.unwrap_or(100_000);
    let seed = a.sampling.seed.unwrap_or(whatif::Options::default().seed);
    let report =
        lab::season(&input.table, &chain, seats, samples, seed).map_err(|e| opened.locate(e))?;
    Ok(if a.output.json() {
        json_text(&report)
    } else {
        report::lab::text(a.output.lang.lang(env_lang), &report)
    })
}

/// Odds for every pending game from the players' `rating` fields (Elo: `a` wins with
/// probability `1 / (1 + 10^((Rb - Ra) / 400))`). With draws, a draw gets a third and the rest is
/// split the same way.
fn elo_odds(league: &League, input: &Input, draws: bool) -> Result<Vec<whatif::Odds>, Error> {
    let mut ratings = Vec::with_capacity(league.players.len());
    for (i, p) in league.players.iter().enumerate() {
        match p.rating {
            Some(r) => ratings.push(f64::from(r)),
            None => {
                return Err(Error::new(ErrorKind::MissingRating)
                    .with_path(format!("players[{i}].rating"))
                    .with_player(p.name.clone()));
            }
        }
    }
    let draw = if draws { 1.0 / 3.0 } else { 0.0 };
    Ok(whatif::pending_games(&input.table)
        .iter()
        .map(|g| {
            let pa = 1.0 / (1.0 + 10f64.powf((ratings[g.b] - ratings[g.a]) / 400.0));
            whatif::Odds {
                a: (1.0 - draw) * pa,
                draw,
                b: (1.0 - draw) * (1.0 - pa),
            }
        })
        .collect())
}

/// `hoshitori schedule FILE`: a league without rounds scheduled by the Berger tables, or the
/// rounds a league has, as the pairing list, JSON, or the league file. `opened` locates errors
/// in the league's file (`None` for a list of players, whose errors name their line already).
pub(super) fn schedule(
    a: &ScheduleArgs,
    league: &League,
    opened: Option<&Opened>,
    env_lang: Lang,
) -> Result<String, Error> {
    use crate::document::schedule;
    use crate::engine::schedule::Options;
    let locate = |e: Error| match opened {
        Some(o) => o.locate(e),
        None => e,
    };
    let has_rounds = league.games.iter().any(|g| g.round.is_some());
    let scheduled = if has_rounds {
        league.input().map_err(locate)?;
        league.clone()
    } else {
        let options = Options {
            cycles: a.cycles.or(league.cycles).unwrap_or(1),
            swap_last_two: a.swap_last_two,
        };
        schedule::schedule(league, options).map_err(locate)?
    };
    let rounds = schedule::rounds(&scheduled);
    Ok(match a.format {
        ScheduleFormat::Text => report::schedule::text(a.lang.lang(env_lang), &scheduled, &rounds),
        ScheduleFormat::Json => json_text(&report::schedule::json(&scheduled, &rounds)),
        ScheduleFormat::League => format::json::write(&scheduled),
    })
}
