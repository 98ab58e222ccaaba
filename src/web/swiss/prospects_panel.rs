//! What-if for the round being played: every outcome of its games (or a sample of them), each
//! player's best and worst place and chances, as the command line's `what-if` works them out
//! (`engine::swiss::prospects`), with the same defaults: every outcome up to 65,536, else
//! outcomes drawn until every share is within the precision chosen (±0.5 percentage points
//! unless changed), and a search for each player's best and worst.
//!
//! The work runs on the league page's what-if workers, one per core ([`Pool`]): the page keeps
//! the analysis and hands out its parts, so the page stays responsive, shows how far the run
//! has got and can cancel it, and the answer is the command line's on any number of workers.
//! State: the panel's own reducer ([`Panel`]) and the pool, kept across renders.
//!
//! The page draws [`WhatIf`]: whether there is a round to work out (or why not) and the
//! panel's title, and the slot of [`Tools`] (the form, the run and the answer), which are in
//! the Swiss page's panels' wasm ([`crate::web::helpers`]), loaded when first opened. The slot
//! carries the event as JSON once opened; the tools read the entrants' names from it.

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::{EventProps, SwissProps, SwissUi};
use crate::document::event::SwissEvent;
use crate::editor::league::outcomes::PRECISIONS;
use crate::editor::run_panel::{Finished, RunMsg, RunState, Status};
use crate::editor::worker_protocol::SwissRun;
use crate::engine::swiss::prospects::{Analysis, Options, Progress, Prospects};
use crate::lang::Lang;
use crate::report::error::message as error_message;
use crate::report::swiss::{percent, proven};
use crate::web::i18n::precision_choice;
use crate::web::i18n::swiss::{self as i18n, words};
use crate::web::shell::helper_slot::{HelperSlot, Panels, use_json};
use crate::web::shell::pool::Pool;
use crate::web::shell::run_msg;
use crate::web::shell::ui::Same;
use crate::web::shell::ui::use_ui;

/// The precision offered first: the command line's.
const PRECISION: f64 = 0.005;

/// What a run was asked: the event it was worked out on (a later change greys the answer),
/// its players' names then, and the choices.
#[derive(Debug, PartialEq)]
struct Asked {
    doc: Rc<SwissEvent>,
    names: Rc<Vec<String>>,
    draws: bool,
    seats: u32,
}

/// The panel's state: the one every page's what-if panel uses.
type Panel = RunState<Asked, Progress, Prospects>;

#[component]
pub fn WhatIf(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let lang = ui.lang;
    let w = words(lang);
    let data = use_json(props.doc.clone());
    let o = crate::web::i18n::publish::whatif_tools(lang);
    // The rounds paired but not played, and those to pair: worked out here, not with the
    // standings (`SwissAnalysis`), whose other readers (the viewer) need none of it. A round
    // being entered is worked out with its results in; an error (in the file's `pairing`, say)
    // leaves the standings shown and what-if saying why.
    let upcoming = use_memo(Same(props.doc.clone()), |Same(doc)| doc.upcoming());
    let Ok(a) = props.analysis.as_ref() else {
        return Html::default();
    };
    // Before the next round is paired, the panel says how to get one (none once the last round
    // is played).
    let upcoming = match &*upcoming {
        Ok(u) => u,
        Err(e) => {
            return html! {
                <section class="swiss-whatif">
                    <h2>{ w.whatif }</h2>
                    <p class="swiss-error" role="alert">{ error_message(lang, e) }</p>
                </section>
            };
        }
    };
    let open_boards = upcoming
        .matches
        .iter()
        .any(|m| m.boards.iter().any(Option::is_none));
    if upcoming.games.is_empty() && upcoming.to_pair.is_empty() && !open_boards {
        let over = props
            .doc
            .planned_rounds
            .is_some_and(|r| a.played >= r as usize);
        if over || a.played == 0 {
            return Html::default();
        }
        return html! {
            <section class="swiss-whatif">
                <h2>{ w.whatif }</h2>
                <p class="note">{ w.whatif_unpaired }</p>
            </section>
        };
    }
    // With rounds not paired yet, the answer is about the end of the event.
    let title = if upcoming.to_pair.is_empty() {
        w.whatif
    } else {
        w.whatif_rest
    };
    html! {
        <section class="swiss-whatif">
            <h2>{ title }</h2>
            <HelperSlot helper="whatif" panels={Panels::Swiss} {lang} label={o.open}
                failed={o.failed} {data} />
        </section>
    }
}

/// The what-if form, its run and its answer (in the Swiss page's panels' wasm, loaded when
/// first opened): the event's players are the analysis's, worked out here again.
#[component]
pub fn Tools(props: &EventProps) -> Html {
    let ui: SwissUi = use_ui();
    let lang = ui.lang;
    let w = words(lang);
    let draws = use_state(|| false);
    let seats = use_state(|| 3u32);
    let precision = use_state(|| PRECISION);
    let panel = use_reducer_eq(Panel::default);
    let pool = use_mut_ref(|| None::<Pool<Analysis>>);
    // Stop the workers when the panel goes.
    {
        let pool = pool.clone();
        use_effect_with((), move |_| move || drop(pool.borrow_mut().take()));
    }
    // The entrants' names as the page's analysis gives them (a team event's teams; a round
    // being entered read as not played).
    let names = use_memo(Same(props.doc.clone()), |Same(doc)| {
        Rc::new(
            crate::editor::swiss::SwissAnalysis::of(doc)
                .map(|a| a.names)
                .unwrap_or_default(),
        )
    });
    let running = panel.running();
    let run = {
        let panel = panel.clone();
        let pool = pool.clone();
        let doc = props.doc.clone();
        let names = (*names).clone();
        let (draws, seats, precision) = (*draws, *seats, *precision);
        let failed = w.whatif_failed;
        Callback::from(move |_| {
            let job = panel.job + 1;
            let asked = Asked {
                doc: doc.clone(),
                names: names.clone(),
                draws,
                seats,
            };
            panel.dispatch(RunMsg::Start {
                job,
                asked: Rc::new(asked),
            });
            if let Err(e) = ensure_pool(&pool, &panel, failed) {
                panel.dispatch(RunMsg::WorkerError(e));
                return;
            }
            let options = Options {
                draws,
                precision: Some(precision),
                seats: Some(seats as usize),
                ..Options::default()
            };
            let run = SwissRun {
                id: job,
                lang: lang.tag().into(),
                event: (*doc).clone(),
                options,
            };
            if let Some(pool) = pool.borrow().as_ref() {
                match run.analysis() {
                    Ok(analysis) => {
                        let text = serde_json::to_string(&run).expect("runs serialize");
                        pool.start(job, lang, text, analysis);
                    }
                    Err(e) => pool.fail(job, lang, &e),
                }
            }
        })
    };
    let cancel = {
        let panel = panel.clone();
        let pool = pool.clone();
        Callback::from(move |_| {
            // Terminating the workers is the cancel; the next run starts fresh ones.
            drop(pool.borrow_mut().take());
            panel.dispatch(RunMsg::Cancel);
        })
    };
    let on_draws = {
        let draws = draws.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            draws.set(i.checked());
        })
    };
    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            if let Ok(k) = i.value().parse::<u32>() {
                seats.set(k.clamp(1, 99));
            }
        })
    };
    let on_precision = {
        let precision = precision.clone();
        Callback::from(move |e: Event| {
            let i: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(&p) = i
                .value()
                .parse::<usize>()
                .ok()
                .and_then(|k| PRECISIONS.get(k))
            {
                precision.set(p);
            }
        })
    };
    let precisions = PRECISIONS.iter().enumerate().map(|(k, &p)| {
        html! {
            <option value={k.to_string()} selected={p == *precision}>
                { precision_choice(lang, p) }
            </option>
        }
    });
    let status = match &panel.status {
        Status::Running { progress, .. } => html! {
            <div class="swiss-whatif-progress" aria-live="polite">
                { progress_bar(progress.as_ref()) }
                <span>{ i18n::progress(lang, progress.as_ref()) }</span>
                <button type="button" onclick={cancel}>{ w.whatif_cancel }</button>
            </div>
        },
        Status::Cancelled => html! { <p class="note">{ w.whatif_cancelled }</p> },
        Status::Failed(e) => html! { <p class="error" role="alert">{ e }</p> },
        Status::Idle => Html::default(),
    };
    let table = panel
        .last
        .as_ref()
        .map(|finished| answer(lang, finished, &props.doc));
    html! {
        <>
            <div class="swiss-whatif-form">
                <label><input type="checkbox" checked={*draws} disabled={running} onchange={on_draws} />{ w.whatif_draws }</label>
                <label>{ w.whatif_seats }
                    <input type="number" min="1" max="99" value={seats.to_string()} disabled={running} onchange={on_seats} />
                </label>
                <label>{ w.whatif_precision }
                    <select disabled={running} onchange={on_precision}>{ for precisions }</select>
                </label>
                <button type="button" disabled={running} onclick={run}>{ w.whatif_run }</button>
            </div>
            { status }
            { table.unwrap_or_default() }
        </>
    }
}

/// A bar for what is known to remain: the outcomes when all are counted, else the searches once
/// they have started; none while outcomes are drawn (when that stops is not known ahead).
fn progress_bar(progress: Option<&Progress>) -> Html {
    let (done, of) = match progress {
        Some(p) if p.searched > 0 => (p.searched as u64, p.searches as u64),
        Some(Progress {
            outcomes,
            total: Some(total),
            ..
        }) => (*outcomes, *total),
        _ => return Html::default(),
    };
    html! { <progress max={of.to_string()} value={done.to_string()}></progress> }
}

/// The answer's summary and table; greyed when the event has changed since.
fn answer(lang: Lang, finished: &Finished<Asked, Prospects>, now: &Rc<SwissEvent>) -> Html {
    let shown = &finished.asked;
    let w = words(lang);
    let p = &finished.answer;
    let stale = !Rc::ptr_eq(&shown.doc, now) && *shown.doc != **now;
    let mut order: Vec<usize> = (0..shown.names.len().min(p.players.len())).collect();
    crate::engine::sort::by_key(&mut order, |&i| (p.players[i].best, p.players[i].worst));
    let summary = i18n::whatif_summary(lang, p, shown.draws);
    let top_head = i18n::top_share(lang, shown.seats);
    let class = classes!("swiss-whatif-result", stale.then_some("stale"));
    html! {
        <div {class} data-job={finished.job.to_string()} data-ms={crate::report::text::fixed(finished.ms, 0)}>
            if stale {
                <p class="note">{ w.whatif_stale }</p>
            }
            <p class="note" role="status">{ summary }</p>
            <div class="scroll" tabindex="0" role="region" aria-label={w.whatif}>
                <table>
                    <thead><tr>
                        <th scope="col">{ w.name }</th>
                        <th scope="col">{ w.best }</th>
                        <th scope="col">{ w.worst }</th>
                        <th scope="col">{ w.first_percent }</th>
                        <th scope="col">{ top_head }</th>
                    </tr></thead>
                    <tbody>
                        { for order.iter().map(|&i| {
                            let pr = &p.players[i];
                            let top: u64 = pr.places.iter().take(shown.seats as usize).sum();
                            html! { <tr>
                                <th scope="row">{ &shown.names[i] }</th>
                                <td class="num">{ proven(pr.best, pr.best_exact) }</td>
                                <td class="num">{ proven(pr.worst, pr.worst_exact) }</td>
                                <td class="num">{ percent(pr.places[0], p.outcomes) }</td>
                                <td class="num">{ percent(top, p.outcomes) }</td>
                            </tr> }
                        }) }
                    </tbody>
                </table>
            </div>
        </div>
    }
}

/// Starts the workers unless they are running; a failed pool is replaced.
fn ensure_pool(
    pool: &Rc<RefCell<Option<Pool<Analysis>>>>,
    panel: &UseReducerHandle<Panel>,
    failed: &'static str,
) -> Result<(), String> {
    let dispatcher = panel.dispatcher();
    let emit = {
        let d = dispatcher.clone();
        move |event| d.dispatch(run_msg(event))
    };
    let on_error = move |text: String| dispatcher.dispatch(RunMsg::WorkerError(text));
    let failed_before = matches!(panel.status, Status::Failed(_));
    Pool::ensure(pool, failed_before, failed, emit, on_error)
}
