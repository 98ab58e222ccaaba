//! The what-if Web Worker's side (binary `hoshitori-worker`): takes [`Request`] texts from the
//! page, runs [`whatif::run`] and posts its [`Reply`] texts back. It says `ready` first, since
//! messages that arrive before its wasm has started would be lost. The page cancels a run by
//! terminating the worker, so there is no state to clean up here. Should the analysis panic,
//! the panic's message goes to the page as the request's `failed` reply before the worker stops.
//!
//! [`Request`]: crate::editor::whatif::Request

use std::cell::Cell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::editor::whatif::{self, Reply};

thread_local! {
    /// The request being worked on, for the panic hook.
    static JOB: Cell<u32> = const { Cell::new(0) };
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(text: &str) {
    let _ = scope().post_message(&JsValue::from_str(text));
}

/// Installs the message handler and tells the page the worker is ready.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        post(&whatif::text(&Reply::Failed {
            id: JOB.with(Cell::get),
            error: info.to_string(),
        }));
    }));
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let Some(text) = e.data().as_string() else {
            return;
        };
        let request = match whatif::parse(&text) {
            Ok(request) => request,
            Err(reply) => return post(&whatif::text(&reply)),
        };
        JOB.with(|job| job.set(request.id));
        let performance = scope().performance();
        let mut clock = || performance.as_ref().map_or(0.0, |p| p.now());
        whatif::run(&request, &mut clock, &mut |reply| post(&reply));
    });
    scope().set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    post(&whatif::text(&Reply::Ready));
}
