//! The few browser services the app uses: local storage, the browser's language, file
//! download, and a performance mark. Each fails softly: the app keeps working without storage.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::lang::Lang;

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

/// Decodes a league file's bytes by the rule of [`crate::format::decode_with`] (UTF-16, UTF-8, else
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

/// The text of a file the user chose: its bytes (not `file.text()`: a CSV from Japanese Excel
/// may be Shift_JIS) decoded by [`decode`], the error naming the file. `None` when the browser
/// cannot read the file at all.
pub async fn file_text(file: &web_sys::File) -> Option<Result<String, crate::Error>> {
    let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
        .await
        .ok()?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    Some(decode(&bytes).map_err(|e| e.with_file(file.name())))
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

/// Measures, on the page's performance timeline, the time from the latest `mark` named `start`
/// to now, as an entry named `name` (read by `e2e/measure.mjs`).
pub fn measure_since(name: &str, start: &str) {
    if let Some(p) = window().and_then(|w| w.performance()) {
        let _ = p.measure_with_start_mark(name, start);
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

/// What the page's address asks for ([`Launch`]): the decoded query and the fragment.
pub fn launch() -> crate::editor::launch::Launch {
    let location = window().map(|w| w.location());
    let search = location
        .as_ref()
        .and_then(|l| l.search().ok())
        .unwrap_or_default();
    let hash = location
        .as_ref()
        .and_then(|l| l.hash().ok())
        .unwrap_or_default();
    let pairs: Vec<(String, String)> = web_sys::UrlSearchParams::new_with_str(&search)
        .ok()
        .map(|params| {
            js_sys::try_iter(&params)
                .ok()
                .flatten()
                .into_iter()
                .flatten()
                .filter_map(|entry| {
                    let entry: js_sys::Array = entry.ok()?.dyn_into().ok()?;
                    Some((entry.get(0).as_string()?, entry.get(1).as_string()?))
                })
                .collect()
        })
        .unwrap_or_default();
    crate::editor::launch::Launch::parse(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())), &hash)
}

/// Drops the query and the fragment from the address shown (a shared league that was copied or
/// closed is not opened again by a reload), without loading anything.
pub fn clear_address() {
    let Some(w) = window() else { return };
    let path = w.location().pathname().unwrap_or_default();
    if let Ok(history) = w.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
}

/// Opens `page` (relative to this one) with this address's query and fragment instead of this
/// page, leaving no entry in the history: a link meant for the other page goes there.
pub fn open_instead(page: &str) {
    let Some(w) = window() else { return };
    let l = w.location();
    let search = l.search().unwrap_or_default();
    let hash = l.hash().unwrap_or_default();
    let _ = l.replace(&format!("{page}{search}{hash}"));
}

/// Sends an embed's address (`?embed`) written for this page (`kind`: `league`, `event`,
/// `staged`) to the viewer (`view.html`), keeping its query and fragment. The pages' HTML does
/// it before their wasm loads; this is for a page started all the same.
pub fn open_viewer(kind: &str) {
    let Some(w) = window() else { return };
    let l = w.location();
    let search = l.search().unwrap_or_default();
    let hash = l.hash().unwrap_or_default();
    let _ = l.replace(&format!("view.html{search}&kind={kind}{hash}"));
}

/// Opens `address` (relative to this page) in a new window; `false` when the browser refused
/// (a sandboxed frame without `allow-popups`, a popup blocker).
pub fn open_window(address: &str) -> bool {
    let opened =
        window().and_then(|w| w.open_with_url_and_target(address, "_blank").ok().flatten());
    // As `rel="noopener"`: the new page gets no handle on this one.
    if let Some(w) = &opened {
        let _ = w.set_opener(&wasm_bindgen::JsValue::NULL);
    }
    opened.is_some()
}

/// `address` made absolute against this page's address.
pub fn absolute(address: &str) -> String {
    window()
        .and_then(|w| w.location().href().ok())
        .and_then(|base| web_sys::Url::new_with_base(address, &base).ok())
        .map_or_else(|| address.to_string(), |u| u.href())
}

/// Goes to `address` (relative to this page), as following a link does.
pub fn go(address: &str) {
    if let Some(w) = window() {
        let _ = w.location().assign(address);
    }
}

/// Whether the page is the top-level window (not inside another site's iframe).
pub fn is_top_level() -> bool {
    window()
        .and_then(|w| w.top().ok().flatten().map(|top| top == w))
        .unwrap_or(true)
}

/// Sets an attribute of the page's root element (`None` removes it): `lang`, `data-theme`.
pub fn set_root_attribute(name: &str, value: Option<&str>) {
    if let Some(html) = window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = match value {
            Some(v) => html.set_attribute(name, v),
            None => html.remove_attribute(name),
        };
    }
}

/// Points the page's stylesheet slots (`<link id="css-0">`, `css-1`, ...) at `hrefs`, in order;
/// a slot past the end loads nothing. The viewer (`view.html`) draws each kind of document
/// with its page's stylesheets, which do not mix.
pub fn set_stylesheets(hrefs: &[&str]) {
    let Some(d) = window().and_then(|w| w.document()) else {
        return;
    };
    for k in 0.. {
        let Some(link) = d.get_element_by_id(&format!("css-{k}")) else {
            return;
        };
        let _ = match hrefs.get(k) {
            Some(href) if link.get_attribute("href").as_deref() != Some(*href) => {
                link.set_attribute("href", href)
            }
            Some(_) => Ok(()),
            None => link.remove_attribute("href"),
        };
    }
}

/// Whether the system asks for dark colours (`prefers-color-scheme: dark`).
pub fn prefers_dark() -> bool {
    window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The page's height in CSS pixels (its root element's scroll height).
pub fn page_height() -> u32 {
    window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        // The root element's own height: its content, not the (perhaps taller) iframe.
        .map_or(0, |e| e.get_bounding_client_rect().height().ceil() as u32)
}

/// Tells the page that embeds this one how tall it is, in two forms: Hoshitori's own
/// (`{type: "hoshitori:height", height}`, which the embed snippet's resize script reads) and,
/// when WordPress gave a secret, the one WordPress's embed script reads
/// (`{message: "height", value, secret}`).
pub fn post_height(height: u32, secret: Option<&str>) {
    let Some(w) = window() else { return };
    let Some(parent) = w.parent().ok().flatten() else {
        return;
    };
    let object = |pairs: &[(&str, JsValue)]| {
        let o = js_sys::Object::new();
        for (k, v) in pairs {
            let _ = js_sys::Reflect::set(&o, &JsValue::from_str(k), v);
        }
        o
    };
    let h = JsValue::from_f64(f64::from(height));
    let _ = parent.post_message(
        &object(&[
            ("type", JsValue::from_str("hoshitori:height")),
            ("height", h.clone()),
        ]),
        "*",
    );
    if let Some(secret) = secret {
        let _ = parent.post_message(
            &object(&[
                ("message", JsValue::from_str("height")),
                ("value", h),
                ("secret", JsValue::from_str(secret)),
            ]),
            "*",
        );
    }
}

/// Calls `f` whenever the page's size changes (and once at the start). Stops when the returned
/// value is dropped.
pub fn on_resize(f: impl Fn() + 'static) -> Option<ResizeListener> {
    let root = window()?.document()?.document_element()?;
    let closure = Closure::<dyn Fn()>::new(f);
    let observer = web_sys::ResizeObserver::new(closure.as_ref().unchecked_ref()).ok()?;
    observer.observe(&root);
    Some(ResizeListener {
        observer,
        _closure: closure,
    })
}

pub struct ResizeListener {
    observer: web_sys::ResizeObserver,
    _closure: Closure<dyn Fn()>,
}

impl Drop for ResizeListener {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// Loads the classic script at `src` (once: `false` when it was asked for before), then runs
/// `then` (script text, in the page's global scope, where the script's top-level names are);
/// `failed` is called when the script cannot be loaded (offline and not cached, say).
pub fn load_script(src: &str, then: &str, failed: impl FnOnce() + 'static) -> bool {
    let Some(document) = window().and_then(|w| w.document()) else {
        return false;
    };
    let selector = format!("script[data-loaded=\"{src}\"]");
    if document.query_selector(&selector).ok().flatten().is_some() {
        return false;
    }
    let Ok(script) = document.create_element("script") else {
        return false;
    };
    let _ = script.set_attribute("src", src);
    let _ = script.set_attribute("data-loaded", src);
    let then = then.to_string();
    let loaded = Closure::once_into_js(move || {
        let Some(document) = window().and_then(|w| w.document()) else {
            return;
        };
        if let (Ok(run), Some(body)) = (document.create_element("script"), document.body()) {
            run.set_text_content(Some(&then));
            let _ = body.append_child(&run);
        }
    });
    let failed = Closure::once_into_js(failed);
    let _ = script.add_event_listener_with_callback("load", loaded.unchecked_ref());
    let _ = script.add_event_listener_with_callback("error", failed.unchecked_ref());
    document
        .body()
        .is_some_and(|body| body.append_child(&script).is_ok())
}

/// Sends the event `name` (no detail) to the document.
pub fn announce(name: &str) {
    if let (Ok(event), Some(document)) = (
        web_sys::Event::new(name),
        window().and_then(|w| w.document()),
    ) {
        let _ = document.dispatch_event(&event);
    }
}

/// Sends the page's document a `name` event carrying `detail` (a panel's edit for the page).
pub fn announce_with(name: &str, detail: &str) {
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&detail.into());
    if let (Ok(event), Some(document)) = (
        web_sys::CustomEvent::new_with_event_init_dict(name, &init),
        window().and_then(|w| w.document()),
    ) {
        let _ = document.dispatch_event(&event);
    }
}

/// Calls `f` every `seconds` while the page is visible, and at once when it becomes visible
/// again. Stops when the returned value is dropped.
pub fn every_while_visible(seconds: u32, f: impl Fn() + 'static) -> Option<Ticker> {
    let w = window()?;
    let f = std::rc::Rc::new(f);
    let visible = || {
        window()
            .and_then(|w| w.document())
            .is_none_or(|d| d.visibility_state() == web_sys::VisibilityState::Visible)
    };
    let tick = {
        let f = f.clone();
        Closure::<dyn Fn()>::new(move || {
            if visible() {
                f()
            }
        })
    };
    let shown = Closure::<dyn Fn()>::new(move || {
        if visible() {
            f()
        }
    });
    let millis = i32::try_from(u64::from(seconds) * 1000).unwrap_or(i32::MAX);
    let interval = w
        .set_interval_with_callback_and_timeout_and_arguments_0(
            tick.as_ref().unchecked_ref(),
            millis,
        )
        .ok()?;
    let document = w.document()?;
    let _ = document
        .add_event_listener_with_callback("visibilitychange", shown.as_ref().unchecked_ref());
    Some(Ticker {
        window: w,
        document,
        interval,
        _tick: tick,
        shown,
    })
}

pub struct Ticker {
    window: web_sys::Window,
    document: web_sys::Document,
    interval: i32,
    _tick: Closure<dyn Fn()>,
    shown: Closure<dyn Fn()>,
}

impl Drop for Ticker {
    fn drop(&mut self) {
        self.window.clear_interval_with_handle(self.interval);
        let _ = self.document.remove_event_listener_with_callback(
            "visibilitychange",
            self.shown.as_ref().unchecked_ref(),
        );
    }
}

/// Why a published league could not be fetched.
#[derive(Clone, Debug, PartialEq)]
pub enum FetchError {
    /// No answer (offline, refused, or not allowed across sites: CORS).
    Network,
    /// No answer to a page whose origin is opaque (a sandboxed iframe without
    /// `allow-same-origin`): every fetch is then across sites, so the site must allow it with
    /// CORS (`Access-Control-Allow-Origin: *`), and almost always that is what failed.
    Sandboxed,
    /// An answer other than success: the HTTP status.
    Status(u16),
}

/// What says whether a published file changed: its `ETag` and `Last-Modified` headers (those
/// the site lets the page read), `None` if it sends neither.
fn validator(response: &web_sys::Response) -> Option<String> {
    let headers = response.headers();
    let etag = headers.get("etag").ok().flatten();
    let modified = headers.get("last-modified").ok().flatten();
    (etag.is_some() || modified.is_some()).then(|| {
        format!(
            "{}|{}",
            etag.unwrap_or_default(),
            modified.unwrap_or_default()
        )
    })
}

async fn request(url: &str, method: &str) -> Result<web_sys::Response, FetchError> {
    use wasm_bindgen_futures::JsFuture;
    let w = window().ok_or(FetchError::Network)?;
    let init = web_sys::RequestInit::new();
    init.set_method(method);
    // The browser revalidates from its cache (If-None-Match / If-Modified-Since, 304) where it
    // caches at all.
    init.set_cache(web_sys::RequestCache::NoCache);
    let opaque = w.origin() == "null";
    let response = JsFuture::from(w.fetch_with_str_and_init(url, &init))
        .await
        .map_err(|_| {
            if opaque {
                FetchError::Sandboxed
            } else {
                FetchError::Network
            }
        })?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| FetchError::Network)?;
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    Ok(response)
}

/// A published file fetched: its bytes and what says whether it changed since.
pub struct Fetched {
    pub bytes: Vec<u8>,
    pub validator: Option<String>,
}

/// Fetches the file at `url` (relative to the page) unless it is unchanged since the fetch that
/// gave `last` (`Ok(None)`), in one request to the site per check where it can. Elsewhere the
/// `GET` is revalidated by the browser's HTTP cache (a conditional request answered `304 Not
/// Modified`, the body not sent again), and its `ETag`/`Last-Modified` say whether it changed.
/// Inside a sandboxed iframe the page's origin is opaque and the browser keeps no HTTP cache to
/// revalidate against, and conditional request headers would need the site's permission (a
/// CORS preflight); there a `HEAD` request asks for the validators first, and the file itself
/// is fetched only when they changed.
pub async fn fetch_if_changed(
    url: &str,
    last: Option<&str>,
) -> Result<Option<Fetched>, FetchError> {
    use wasm_bindgen_futures::JsFuture;
    let opaque = window().is_some_and(|w| w.origin() == "null");
    if let (Some(last), true) = (last, opaque) {
        let head = request(url, "HEAD").await?;
        if validator(&head).as_deref() == Some(last) {
            return Ok(None);
        }
    }
    let response = request(url, "GET").await?;
    let validator = validator(&response);
    if last.is_some() && validator.is_some() && validator.as_deref() == last {
        return Ok(None);
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(|_| FetchError::Network)?)
        .await
        .map_err(|_| FetchError::Network)?;
    Ok(Some(Fetched {
        bytes: js_sys::Uint8Array::new(&buffer).to_vec(),
        validator,
    }))
}

/// Puts `text` on the clipboard; `false` if the browser refused.
pub async fn copy_text(text: &str) -> bool {
    let Some(w) = window() else { return false };
    wasm_bindgen_futures::JsFuture::from(w.navigator().clipboard().write_text(text))
        .await
        .is_ok()
}

/// Puts an HTML fragment on the clipboard as rich text (`text/html`, which a web editor's visual
/// mode pastes as a table), with `plain` for plain-text editors. `ClipboardItem` is called
/// through `js_sys` because web-sys marks it unstable.
pub async fn copy_html(html: &str, plain: &str) -> bool {
    let Some(w) = window() else { return false };
    let blob = |text: &str, mime: &str| {
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        web_sys::Blob::new_with_str_sequence_and_options(
            &js_sys::Array::of1(&JsValue::from_str(text)),
            &options,
        )
    };
    let (Ok(html), Ok(plain)) = (blob(html, "text/html"), blob(plain, "text/plain")) else {
        return false;
    };
    let parts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&parts, &"text/html".into(), &html);
    let _ = js_sys::Reflect::set(&parts, &"text/plain".into(), &plain);
    let item = js_sys::Reflect::get(&w, &"ClipboardItem".into())
        .ok()
        .and_then(|c| c.dyn_into::<js_sys::Function>().ok())
        .and_then(|c| js_sys::Reflect::construct(&c, &js_sys::Array::of1(&parts)).ok());
    let Some(item) = item else { return false };
    let clipboard = w.navigator().clipboard();
    let write = js_sys::Reflect::get(&clipboard, &"write".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call1(&clipboard, &js_sys::Array::of1(&item)).ok())
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    match write {
        Some(p) => wasm_bindgen_futures::JsFuture::from(p).await.is_ok(),
        None => false,
    }
}

/// Calls `f` on the browser's next turn (a timer of 0 ms): after what the page draws now.
pub fn soon(f: impl FnOnce() + 'static) {
    if let Some(w) = window() {
        let f = Closure::once_into_js(f);
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), 0);
    }
}

/// Calls `f` once before the browser next paints (an animation frame): what measures the page
/// waits for it, so that every measure of a frame reads one layout.
pub fn before_paint(f: impl FnOnce() + 'static) {
    if let Some(w) = window() {
        let f = Closure::once_into_js(f);
        let _ = w.request_animation_frame(f.unchecked_ref());
    }
}

/// Opens the browser's print dialog (a page with rows drawn in part or a printout's own parts
/// prints with `rows::print`, which draws them first).
pub fn print() {
    if let Some(w) = window() {
        let _ = w.print();
    }
}

/// Prints one part of the page: the root element is marked `data-print="{part}"` while the
/// print dialog is open, and the print stylesheet shows that part alone (a round's pairing
/// list and its result slips).
pub fn print_part(part: &str) {
    let Some(window) = window() else {
        return;
    };
    let root = window.document().and_then(|d| d.document_element());
    if let Some(root) = &root {
        let _ = root.set_attribute("data-print", part);
    }
    let _ = window.print();
    if let Some(root) = &root {
        let _ = root.remove_attribute("data-print");
    }
}

/// The app's address: this page without query or fragment.
pub fn app_address() -> String {
    window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// Offers an SVG image as a PNG file: drawn by the browser onto a canvas at `scale` times its
/// size (the SVG's own `width` and `height`), so that the image is the data's, not a screenshot.
pub async fn download_png(svg: &str, scale: f64, filename: &str) -> Result<(), JsValue> {
    use wasm_bindgen_futures::JsFuture;
    let document = window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let size = |name: &str| -> f64 {
        let key = format!(" {name}=\"");
        svg.find(&key)
            .and_then(|at| {
                let rest = &svg[at + key.len()..];
                rest[..rest.find('"')?].parse().ok()
            })
            .unwrap_or(800.0)
    };
    let (width, height) = (size("width"), size("height"));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(
        &js_sys::Array::of1(&JsValue::from_str(svg)),
        &options,
    )?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let image = web_sys::HtmlImageElement::new()?;
    image.set_src(&url);
    let decoded = JsFuture::from(image.decode()).await;
    web_sys::Url::revoke_object_url(&url)?;
    decoded?;
    let canvas: web_sys::HtmlCanvasElement = document.create_element("canvas")?.dyn_into()?;
    canvas.set_width((width * scale).ceil() as u32);
    canvas.set_height((height * scale).ceil() as u32);
    let context: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2d context"))?
        .dyn_into()?;
    context.scale(scale, scale)?;
    context.draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, width, height)?;
    let data = canvas.to_data_url_with_type("image/png")?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&data);
    a.set_download(filename);
    a.click();
    Ok(())
}

/// Calls `f` with every key pressed in the page, until the returned value is dropped.
pub fn on_keydown(f: impl Fn(web_sys::KeyboardEvent) + 'static) -> Option<Listener> {
    on_event("keydown", move |e| {
        if let Ok(e) = e.dyn_into::<web_sys::KeyboardEvent>() {
            f(e)
        }
    })
}

/// Calls `f` with every event `name` the document gets, until the returned value is dropped.
pub fn on_event(name: &'static str, f: impl Fn(web_sys::Event) + 'static) -> Option<Listener> {
    listen(window()?.document()?.into(), name, false, f)
}

/// Calls `f` with the text each event `name` sent to the document carries (as
/// [`announce_with`] sends it), until the returned value is dropped. Events without text are
/// passed over.
pub fn on_event_detail(name: &'static str, f: impl Fn(String) + 'static) -> Option<Listener> {
    on_event(name, move |e| {
        if let Some(detail) = e
            .dyn_into::<web_sys::CustomEvent>()
            .ok()
            .and_then(|e| e.detail().as_string())
        {
            f(detail)
        }
    })
}

/// Calls `f` with every event `name` at the window (`resize`, `beforeprint`, `afterprint`),
/// until the returned value is dropped.
pub fn on_window_event(
    name: &'static str,
    f: impl Fn(web_sys::Event) + 'static,
) -> Option<Listener> {
    listen(window()?.into(), name, false, f)
}

/// Calls `f` at each event `name` sent to the document (as [`announce`] sends them), until the
/// returned value is dropped.
pub fn on_document_event(name: &'static str, f: impl Fn() + 'static) -> Option<Listener> {
    listen(window()?.document()?.into(), name, false, move |_| f())
}

/// Calls `f` whenever the page or any box in it scrolls (scroll events do not bubble: they are
/// caught on their way down), until the returned value is dropped.
pub fn on_any_scroll(f: impl Fn() + 'static) -> Option<Listener> {
    listen(window()?.document()?.into(), "scroll", true, move |_| f())
}

/// Calls `f` whenever the page starts or stops being printed (`matches`: printing), as the print
/// media query changes: also when printing does not fire `beforeprint` (a PDF made by a tool).
pub fn on_print_media(f: impl Fn(bool) + 'static) -> Option<Listener> {
    let list = window()?.match_media("print").ok()??;
    let target: web_sys::EventTarget = list.clone().into();
    listen(target, "change", false, move |_| f(list.matches()))
}

fn listen(
    target: web_sys::EventTarget,
    name: &'static str,
    capture: bool,
    f: impl Fn(web_sys::Event) + 'static,
) -> Option<Listener> {
    let closure = Closure::<dyn Fn(web_sys::Event)>::new(f);
    target
        .add_event_listener_with_callback_and_bool(name, closure.as_ref().unchecked_ref(), capture)
        .ok()?;
    Some(Listener {
        target,
        name,
        capture,
        closure,
    })
}

pub struct Listener {
    target: web_sys::EventTarget,
    name: &'static str,
    capture: bool,
    closure: Closure<dyn Fn(web_sys::Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.target.remove_event_listener_with_callback_and_bool(
            self.name,
            self.closure.as_ref().unchecked_ref(),
            self.capture,
        );
    }
}

/// Scrolls to the element of id `id` and moves the focus there (a section's heading, made
/// focusable by script only), as an in-page link would, without touching the address.
pub fn go_to(id: &str) {
    let el = window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = el {
        if !el.has_attribute("tabindex") {
            let _ = el.set_attribute("tabindex", "-1");
        }
        let _ = el.focus();
    }
}
