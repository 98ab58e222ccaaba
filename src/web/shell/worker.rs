//! The what-if Web Worker's side (binary `hoshitori-worker`): takes [`Request`] texts from any
//! page, answers them as [`protocol::run`] does (a part of any kind of run with
//! [`protocol::part_reply`], its truth tables sent as bytes), and posts the [`Reply`] texts back.
//! It says `ready` first, since messages that arrive before its wasm has started would be lost.
//! The page cancels a run by terminating the worker, so there is no state to clean up here.
//! Should the analysis panic, the panic's message goes to the page as the request's `failed`
//! reply before the worker stops.

use std::cell::Cell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::editor::worker_protocol::{self as protocol, Reply, Request};

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

/// A message between the page and a worker: the request's or reply's text, alone, or with the
/// truth-table words it carries apart from the text, as `[text, bytes]` (a million outcomes'
/// tables are 2.6 MB as bytes and twice that as text, which each side would also have to
/// write and read). With it, the list to transfer rather than copy: the bytes' buffer, if any.
/// Both sides post it with `post_message_with_transfer`.
pub fn message(text: &str, words: &[u64]) -> (JsValue, js_sys::Array) {
    if words.is_empty() {
        return (JsValue::from_str(text), js_sys::Array::new());
    }
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let array = js_sys::Uint8Array::from(bytes.as_slice());
    let message = js_sys::Array::of2(&JsValue::from_str(text), &array);
    (message.into(), js_sys::Array::of1(&array.buffer()))
}

/// The text and words of a [`message`]; `None` when it is not one.
pub fn unpack(data: &JsValue) -> Option<(String, Vec<u64>)> {
    if let Some(text) = data.as_string() {
        return Some((text, Vec::new()));
    }
    let array = data.dyn_ref::<js_sys::Array>()?;
    let text = array.get(0).as_string()?;
    let bytes = array.get(1).dyn_into::<js_sys::Uint8Array>().ok()?.to_vec();
    let words = bytes
        .chunks_exact(8)
        .map(|b| u64::from_le_bytes(b.try_into().unwrap_or_default()))
        .collect();
    Some((text, words))
}

/// Installs the message handler and tells the page the worker is ready.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        post(&protocol::text(&Reply::Failed {
            id: JOB.with(Cell::get),
            error: info.to_string(),
        }));
    }));
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let Some((text, words)) = unpack(&e.data()) else {
            return;
        };
        let mut request = match protocol::parse(&text) {
            Ok(request) => request,
            Err(reply) => return post(&protocol::text(&reply)),
        };
        JOB.with(|job| job.set(request.id()));
        match &request {
            Request::League { part: Some(_), .. } | Request::Swiss { .. } => {
                // A part's truth tables travel as bytes, both ways.
                request.put_words(words);
                let mut reply = protocol::part_reply(&request);
                let words = reply.take_words();
                let (message, transfer) = message(&protocol::text(&reply), &words);
                let _ = scope().post_message_with_transfer(&message, &transfer);
            }
            _ => {
                let performance = scope().performance();
                let mut clock = || performance.as_ref().map_or(0.0, |p| p.now());
                protocol::run(&request, &mut clock, &mut |reply| post(&reply));
            }
        }
    });
    scope().set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    post(&protocol::text(&Reply::Ready));
}
