//! The few browser services the app uses: local storage, the browser's language, file
//! download, and a performance mark. Each fails softly: the app keeps working without storage.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::report::text::Lang;

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

fn storage() -> Option<web_sys::Storage> {
    window()?.local_storage().ok().flatten()
}

/// The stored text under `key`, if storage is available and holds it.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`; `false` if storage is unavailable or full.
pub fn store(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

pub fn forget(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// The language of the browser's interface.
pub fn browser_lang() -> Lang {
    let tag = window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    Lang::from_tag(&tag)
}

/// Decodes a league file's bytes by the rule of [`crate::format::decode_with`] (UTF-8, else
/// Shift_JIS), with the browser's `TextDecoder("shift_jis", {fatal: true})` for Shift_JIS, so that
/// the page does not carry an encoding table of its own.
pub fn decode(bytes: &[u8]) -> Result<String, crate::Error> {
    crate::format::decode_with(bytes, |b| {
        let options = web_sys::TextDecoderOptions::new();
        options.set_fatal(true);
        web_sys::TextDecoder::new_with_label_and_options("shift_jis", &options)
            .ok()?
            .decode_with_u8_array(b)
            .ok()
    })
    .map(|(text, _)| text)
}

/// Offers `text` for download as `filename`.
pub fn download(filename: &str, mime: &str, text: &str) -> Result<(), JsValue> {
    let document = window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(filename);
    a.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}

/// Marks a moment on the page's performance timeline (read by the end-to-end tests).
pub fn mark(name: &str) {
    if let Some(p) = window().and_then(|w| w.performance()) {
        let _ = p.mark(name);
    }
}

/// Moves keyboard focus to the first element matching `selector`.
pub fn focus(selector: &str) {
    let el = window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = el {
        let _ = el.focus();
    }
}

/// Listens to changes other tabs make to the storage: `f(key, new value)`. Listening stops
/// when the returned value is dropped.
pub fn on_storage(f: impl Fn(String, Option<String>) + 'static) -> Option<StorageListener> {
    let window = window()?;
    let closure = Closure::<dyn Fn(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
        if let Some(key) = e.key() {
            f(key, e.new_value());
        }
    });
    window
        .add_event_listener_with_callback("storage", closure.as_ref().unchecked_ref())
        .ok()?;
    Some(StorageListener { window, closure })
}

pub struct StorageListener {
    window: web_sys::Window,
    closure: Closure<dyn Fn(web_sys::StorageEvent)>,
}

impl Drop for StorageListener {
    fn drop(&mut self) {
        let _ = self
            .window
            .remove_event_listener_with_callback("storage", self.closure.as_ref().unchecked_ref());
    }
}
