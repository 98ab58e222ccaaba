//! The what-if panel: what a run will do (pending games, outcomes, exact or sampled), the
//! settings (draws, the sampling precision, the best/worst search budget), Run, and while it runs in the Web Worker a progress bar with its phase and Cancel.
//! Then the last result: how it was found, the heat map of places and each player's prospects
//! and conditions. A result computed for another table is greyed and says so.
//!
//! State: the panel's reducer (the one every page's what-if panel uses,
//! [`crate::editor::run_panel::RunState`]) and the workers ([`Pool`]: the run's parts on every
//! core), kept across renders; the document and the way to show a hypothetical outcome come
//! from the app.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::document::league::League;
use crate::editor::league::outcomes::{
    self as whatif, Input, PRECISIONS, SEARCH_BUDGETS, Settings,
};
use crate::editor::run_panel::{RunMsg, RunState, Status};
use crate::editor::worker_protocol::LeagueRun;
use crate::engine::league::whatif::{Analysis, Progress, WhatIf as Answer};
use crate::web::league::state::Hypothetical;
use crate::web::shell::pool::Pool;
use crate::web::shell::run_msg;
use crate::web::{Ui, i18n};

/// The panel's state: a run asked on the league's what-if [`Input`].
type State = RunState<Input, Progress, Answer>;

use super::heat_map::HeatMap;
use super::prospects::Prospects;

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The real document (never the hypothetical overlay).
    pub doc: Rc<League>,
    pub on_show: Callback<Hypothetical>,
}

#[component]
pub fn WhatIf(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let w = i18n::whatif(ui.lang);
    let state = use_reducer_eq(State::default);
    let runner = use_mut_ref(|| None::<Pool<Analysis>>);
    let settings = use_state_eq(Settings::default);
    let input = use_memo(props.doc.clone(), |doc| whatif::input(doc).map(Rc::new));
    // Stop the worker when the panel goes.
    {
        let runner = runner.clone();
        use_effect_with((), move |_| move || drop(runner.borrow_mut().take()));
    }

    let running = state.running();
    let plan = input
        .as_ref()
        .as_ref()
        .ok()
        .map(|i| whatif::plan(i, &whatif::options(i, &settings)));
    let can_run = !running && plan.is_some_and(|p| p.pending > 0);
    let sampled = plan.is_some_and(|p| p.pending > 0 && !p.exact);

    let on_run = {
        let state = state.clone();
        let runner = runner.clone();
        let input = input.clone();
        let doc = props.doc.clone();
        let settings = *settings;
        let lang = ui.lang;
        let failed = w.worker_failed;
        Callback::from(move |_: MouseEvent| {
            let Ok(input) = input.as_ref() else {
                return;
            };
            let job = state.job + 1;
            state.dispatch(RunMsg::Start {
                job,
                asked: input.clone(),
            });
            if let Err(e) = ensure_worker(&runner, &state, failed) {
                state.dispatch(RunMsg::WorkerError(e));
                return;
            }
            let run = LeagueRun::new(job, (*doc).clone(), settings, lang.tag());
            if let Some(pool) = runner.borrow().as_ref() {
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
    let on_cancel = {
        let state = state.clone();
        let runner = runner.clone();
        Callback::from(move |_: MouseEvent| {
            // Terminating the worker is the cancel; the next run starts a fresh one.
            drop(runner.borrow_mut().take());
            state.dispatch(RunMsg::Cancel);
        })
    };
    let on_draws = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let draws = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked();
            settings.set(Settings { draws, ..*settings })
        })
    };
    // The selects' values are indexes into the offered choices.
    let chosen = |e: &Event| {
        e.target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value()
            .parse::<usize>()
            .ok()
    };
    let on_precision = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            if let Some(&precision) = chosen(&e).and_then(|k| PRECISIONS.get(k)) {
                settings.set(Settings {
                    precision,
                    ..*settings
                })
            }
        })
    };
    let on_budget = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            if let Some(&search_budget) = chosen(&e).and_then(|k| SEARCH_BUDGETS.get(k)) {
                settings.set(Settings {
                    search_budget,
                    ..*settings
                })
            }
        })
    };
    let precisions = PRECISIONS.iter().enumerate().map(|(k, &p)| {
        html! {
            <option value={k.to_string()} selected={p == settings.precision}>
                { i18n::precision_choice(ui.lang, p) }
            </option>
        }
    });
    let budgets = SEARCH_BUDGETS.iter().enumerate().map(|(k, &n)| {
        html! {
            <option value={k.to_string()} selected={n == settings.search_budget}>
                { i18n::budget_choice(ui.lang, n) }
            </option>
        }
    });

    let intro = match (input.as_ref(), plan) {
        (Err(_), _) | (_, None) => w.cannot_run.to_string(),
        (_, Some(p)) if p.pending == 0 => w.no_pending.to_string(),
        (_, Some(p)) => i18n::plan(ui.lang, &p),
    };

    let status = match &state.status {
        Status::Idle => html! {},
        Status::Running { progress, .. } => {
            let (label, value, max) = match progress {
                None => (w.starting.to_string(), None, None),
                Some(p) => (
                    i18n::progress(ui.lang, p),
                    Some(p.done.min(p.total).to_string()),
                    Some(p.total.max(1).to_string()),
                ),
            };
            html! {
                <div class="whatif-progress">
                    <label for="whatif-bar">{ label.clone() }</label>
                    <progress id="whatif-bar" value={value} max={max} aria-valuetext={label}></progress>
                    <button type="button" class="cancel" onclick={on_cancel}>{ w.cancel }</button>
                </div>
            }
        }
        Status::Cancelled => html! { <p class="whatif-status">{ w.cancelled }</p> },
        Status::Failed(e) => html! {
            <p class="whatif-status error-text" role="alert">{ format!("{}: {e}", w.failed) }</p>
        },
    };

    let result = state.last.as_ref().map(|f| {
        let stale = input.as_ref().as_ref().map_or(true, |i| **i != *f.asked);
        let names: Rc<Vec<String>> = Rc::new(
            f.asked.table.players().iter().map(|p| p.name.clone()).collect(),
        );
        let what = f.answer.clone();
        html! {
            <div class={classes!("whatif-result", stale.then_some("stale"))} data-ms={crate::report::text::fixed(f.ms, 1)} data-job={f.job.to_string()}>
                if stale { <p class="stale-note" role="status">{ w.stale }</p> }
                <p class="method">{ i18n::method(ui.lang, &what.method) }{ " " }
                    <span class="elapsed">{ i18n::elapsed(ui.lang, f.ms) }</span></p>
                <HeatMap what={what.clone()} names={names.clone()} />
                <Prospects {what} {names} disabled={stale} on_show={props.on_show.clone()} />
            </div>
        }
    });

    html! {
        <section class="panel whatif" aria-labelledby="whatif-h" aria-busy={running.then_some("true")}>
            <h2 id="whatif-h">{ w.heading }</h2>
            <p class="help">{ w.help }</p>
            <p class="plan">{ intro }</p>
            <div class="whatif-controls">
                <label class="draws">
                    <input type="checkbox" checked={settings.draws} disabled={running} onchange={on_draws} />
                    { w.draws }
                </label>
                // Only a sampled run has a precision and a search.
                if sampled {
                    <label class="precision">
                        { w.precision }
                        <select disabled={running} onchange={on_precision}>{ for precisions }</select>
                    </label>
                    <label class="budget">
                        { w.search_budget }
                        <select disabled={running} onchange={on_budget}>{ for budgets }</select>
                    </label>
                }
                <button type="button" class="run" disabled={!can_run} onclick={on_run}>{ w.run }</button>
            </div>
            { status }
            { for result }
        </section>
    }
}

/// Starts the workers unless they are running; a failed pool is replaced.
fn ensure_worker(
    runner: &Rc<RefCell<Option<Pool<Analysis>>>>,
    state: &UseReducerHandle<State>,
    failed: &'static str,
) -> Result<(), String> {
    let dispatcher = state.dispatcher();
    let emit = {
        let d = dispatcher.clone();
        move |event| d.dispatch(run_msg(event))
    };
    let on_error = move |text: String| dispatcher.dispatch(RunMsg::WorkerError(text));
    let failed_before = matches!(state.status, Status::Failed(_));
    Pool::ensure(runner, failed_before, failed, emit, on_error)
}
