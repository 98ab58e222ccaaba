//! Publishing, the same on every page, as three components each page places in its panel:
//!
//! - [`ShareLink`]: the document as one address (the whole document in the fragment), with Copy,
//!   Open and its QR code ([`Code`]); a link too long for a QR code is offered all the same,
//!   with the reason in place of the code, and a [`Shorter`] form beside it where the page has
//!   one that fits;
//! - [`EmbedSnippet`]: the `<iframe>` an association pastes into its site
//!   ([`crate::editor::snippet`]): from a file on its site (`src=`, read again while shown) or
//!   from the link, in the visitor's language or one chosen, with the resize script if wanted;
//! - [`Exports`]: the standings as an HTML table with inline styles (copied), or as an SVG or
//!   PNG image (saved), drawn in the what-if worker so that the exports' code is not in the
//!   page's own download: the page says which document and export in the request it writes
//!   (`request`), the worker answers with the text.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::platform::spawn_local;
use yew::prelude::*;

use super::browser;
use super::pool::Runner;
use crate::editor::export::Export as Drawn;
use crate::editor::launch::Theme;
use crate::editor::snippet::{Embed, Source};
use crate::editor::worker_protocol::{Reply, WorkerRun};
use crate::error::DocumentKind;
use crate::lang::Lang;
use crate::web::i18n::common::common;
use crate::web::i18n::publish::{self, kinded};

/// A link's QR code, or why it has none.
#[derive(Clone, Debug, PartialEq)]
pub enum Code {
    /// The symbol as SVG (titled), `modules` a side with its quiet zone, for the page to size.
    Svg { svg: Rc<str>, modules: usize },
    /// The link has `chars` characters (a link is ASCII: as many bytes), more than the `max`
    /// bytes a QR code holds ([`crate::report::qr::MAX_BYTES`]).
    TooLong { chars: usize, max: usize },
}

impl Code {
    /// The QR code of `address`, titled for `lang` with the document's `title` when it has one.
    pub fn of(address: &str, title: Option<&str>, lang: Lang) -> Code {
        use crate::report::qr::{self, Qr};
        let title = title.filter(|t| !t.trim().is_empty());
        match Qr::new(address) {
            Ok(code) => Code::Svg {
                svg: code.svg(&qr::title(lang, title)).into(),
                modules: code.size() + 2 * qr::QUIET_ZONE,
            },
            Err(_) => Code::TooLong {
                chars: address.chars().count(),
                max: qr::MAX_BYTES,
            },
        }
    }

    /// The symbol, when there is one.
    pub fn svg(&self) -> Option<&Rc<str>> {
        match self {
            Code::Svg { svg, .. } => Some(svg),
            Code::TooLong { .. } => None,
        }
    }
}

/// A shorter form of a link too long for a QR code, which fits one: what it leaves out (the
/// page's words), its address and its QR code.
#[derive(Clone, Debug, PartialEq)]
pub struct Shorter {
    pub leaves_out: &'static str,
    pub address: Rc<str>,
    pub code: Code,
}

/// A document made into a link: its address, its QR code or why it has none, and the fragment
/// the `<iframe>` of the embed carries.
#[derive(Clone, Debug, PartialEq)]
pub struct Linked {
    pub address: String,
    pub code: Code,
    pub fragment: Option<String>,
}

impl Linked {
    /// The link `address` (or why the document has none) with its QR code titled `title`; a link
    /// too long for a QR code is still a link ([`Code::TooLong`]).
    pub fn new(
        address: Result<String, crate::Error>,
        title: Option<&str>,
        lang: Lang,
    ) -> Result<Linked, crate::Error> {
        let address = address?;
        let code = Code::of(&address, title, lang);
        let fragment = address.split_once('#').map(|(_, f)| f.to_string());
        Ok(Linked {
            address,
            code,
            fragment,
        })
    }
}

/// A publish panel's share part: the [`ShareLink`] of `linked`, or why there is none (`cannot`,
/// the page's words, with the error's, in an alert of the page's `error_class`); and the fragment
/// for the [`EmbedSnippet`].
pub fn share_part(
    lang: Lang,
    kind: DocumentKind,
    linked: &Result<Linked, crate::Error>,
    cannot: &str,
    error_class: &'static str,
) -> (Html, Option<Rc<str>>) {
    match linked {
        Ok(l) => (
            html! { <ShareLink {lang} {kind} address={Rc::<str>::from(l.address.as_str())} code={l.code.clone()} /> },
            l.fragment.as_deref().map(Rc::from),
        ),
        Err(e) => (
            html! {
                <p class={error_class} role="alert">
                    { crate::web::i18n::common::labelled(lang, cannot, &crate::report::error::message(lang, e)) }
                </p>
            },
            None,
        ),
    }
}

#[derive(Properties, PartialEq)]
pub struct ShareLinkProps {
    pub lang: Lang,
    pub kind: DocumentKind,
    pub address: Rc<str>,
    /// The QR code of the address, or why it has none.
    pub code: Code,
    /// Said under the help when the link carries something to note (hypothetical results).
    #[prop_or_default]
    pub note: Option<&'static str>,
    /// A shorter form that fits a QR code, when the link does not and the page has one.
    #[prop_or_default]
    pub shorter: Option<Shorter>,
}

#[component]
pub fn ShareLink(props: &ShareLinkProps) -> Html {
    let (p, k) = (publish::text(props.lang), kinded(props.lang, props.kind));
    html! {
        <div class="share">
            <h3>{ p.share_link }</h3>
            <p class="help">{ k.share_help }</p>
            if let Some(note) = props.note {
                <p class="hypothetical-note" role="note">{ note }</p>
            }
            <LinkRow lang={props.lang} address={props.address.clone()} label={p.link} class="share-link" />
            { qr_figure(props.lang, props.kind, &props.code) }
            if let (Code::TooLong { .. }, Some(shorter)) = (&props.code, &props.shorter) {
                <div class="share-shorter">
                    <p>{ publish::shorter_link(props.lang, shorter.leaves_out, shorter.address.chars().count()) }</p>
                    <LinkRow lang={props.lang} address={shorter.address.clone()} label={p.shorter_link} class="share-link-shorter" />
                    { qr_figure(props.lang, props.kind, &shorter.code) }
                </div>
            }
        </div>
    }
}

/// A link's QR code, sized to its modules (three pixels or more each, within the panel's
/// width), or why it has none.
fn qr_figure(lang: Lang, kind: DocumentKind, code: &Code) -> Html {
    match code {
        Code::Svg { svg, modules } => html! {
            <figure class="qr" style={format!("--modules: {modules}")}>
                { Html::from_html_unchecked(AttrValue::from(svg.to_string())) }
                <figcaption>{ kinded(lang, kind).qr_caption }</figcaption>
            </figure>
        },
        Code::TooLong { chars, max } => html! {
            <p class="no-qr" role="note">{ publish::too_long_for_qr(lang, *chars, *max) }</p>
        },
    }
}

#[derive(Properties, PartialEq)]
struct LinkRowProps {
    lang: Lang,
    address: Rc<str>,
    label: &'static str,
    /// The class of the field (`share-link`).
    class: &'static str,
}

/// A link as a field to select, with Copy and Open.
#[component]
fn LinkRow(props: &LinkRowProps) -> Html {
    let c = common(props.lang);
    let copied = use_state(|| None::<bool>);
    let copy = {
        let copied = copied.clone();
        let address = props.address.to_string();
        Callback::from(move |_| {
            let copied = copied.clone();
            let address = address.clone();
            spawn_local(async move { copied.set(Some(browser::copy_text(&address).await)) });
        })
    };
    html! {
        <>
            <div class="share-row">
                <label class="field share-address">
                    <span>{ props.label }</span>
                    <input type="text" class={props.class} readonly=true value={props.address.to_string()} />
                </label>
                <button type="button" class="copy-link" onclick={copy}>{ c.copy }</button>
                <a class="button open-link" href={props.address.to_string()} target="_blank" rel="noopener">{ c.open_link }</a>
            </div>
            if let Some(ok) = *copied {
                <p class="copied" role="status">{ if ok { c.copied } else { c.copy_failed } }</p>
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct EmbedSnippetProps {
    pub lang: Lang,
    pub kind: DocumentKind,
    /// The page the iframe shows (`…/` or `…/swiss.html`), without query or fragment.
    pub page: String,
    /// The share link's fragment, when the document can be one.
    #[prop_or_default]
    pub fragment: Option<Rc<str>>,
    /// The file name offered first (`league.json`).
    pub file: &'static str,
    /// The iframe's accessible name.
    pub title: String,
}

#[component]
pub fn EmbedSnippet(props: &EmbedSnippetProps) -> Html {
    let (p, k, c) = (
        publish::text(props.lang),
        kinded(props.lang, props.kind),
        common(props.lang),
    );
    let from_file = use_state(|| true);
    let file = use_state(|| props.file.to_string());
    let script = use_state(|| false);
    let lang = use_state(|| None::<Lang>);
    let copied = use_state(|| None::<bool>);
    let source = match (&props.fragment, *from_file) {
        (Some(fragment), false) => Source::Link(fragment.to_string()),
        _ => Source::File((*file).clone()),
    };
    let embed = Embed {
        app: crate::editor::snippet::viewer_of(&props.page),
        source,
        kind: props.kind,
        lang: *lang,
        theme: Theme::System,
        title: props.title.clone(),
    };
    let snippet = embed.html(*script);
    let on_file = {
        let file = file.clone();
        Callback::from(move |e: InputEvent| {
            file.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let choose = |value: bool| {
        let from_file = from_file.clone();
        Callback::from(move |_| from_file.set(value))
    };
    let on_script = {
        let script = script.clone();
        Callback::from(move |e: Event| {
            script.set(e.target_unchecked_into::<HtmlInputElement>().checked())
        })
    };
    let on_lang = {
        let lang = lang.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            lang.set(match v.as_str() {
                "ja" => Some(Lang::Ja),
                "en" => Some(Lang::En),
                _ => None,
            });
        })
    };
    let copy = {
        let copied = copied.clone();
        let snippet = snippet.clone();
        Callback::from(move |_| {
            let copied = copied.clone();
            let snippet = snippet.clone();
            spawn_local(async move { copied.set(Some(browser::copy_text(&snippet).await)) });
        })
    };
    let has_link = props.fragment.is_some();
    html! {
        <details class="embed-snippet">
            <summary>{ p.embed }</summary>
            <p class="help">{ k.embed_help }</p>
            <fieldset>
                <legend class="visually-hidden">{ p.embed }</legend>
                <label class="choice">
                    <input type="radio" name="embed-source" checked={*from_file || !has_link} onchange={choose(true)} />
                    { k.source_file }
                </label>
                if *from_file || !has_link {
                    <label class="field">
                        <span>{ p.source_file_address }</span>
                        <input type="text" class="embed-src" value={(*file).clone()} oninput={on_file} />
                    </label>
                    <p class="help needs">{ p.file_needs }</p>
                }
                if has_link {
                    <label class="choice">
                        <input type="radio" name="embed-source" checked={!*from_file} onchange={choose(false)} />
                        { k.source_link }
                    </label>
                    if !*from_file {
                        <p class="help needs">{ p.link_needs }</p>
                    }
                }
            </fieldset>
            <label class="field">
                <span>{ p.embed_lang }</span>
                <select class="embed-lang" onchange={on_lang}>
                    <option value="" selected={lang.is_none()}>{ p.lang_visitor }</option>
                    <option value="ja" selected={*lang == Some(Lang::Ja)}>{ "日本語" }</option>
                    <option value="en" selected={*lang == Some(Lang::En)}>{ "English" }</option>
                </select>
            </label>
            <label class="choice">
                <input type="checkbox" class="embed-script" checked={*script} onchange={on_script} />
                { p.resize_script }
            </label>
            <p class="help needs">{ p.script_needs }</p>
            <label class="field snippet">
                <span>{ p.snippet }</span>
                <textarea class="embed-html" readonly=true rows="4" value={snippet.clone()} />
            </label>
            <button type="button" class="copy" onclick={copy}>{ c.copy }</button>
            if let Some(ok) = *copied {
                <span class="copied" role="status">{ if ok { c.copied } else { c.copy_failed } }</span>
            }
        </details>
    }
}

/// What an export button does with the worker's text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Export {
    /// The HTML table with inline styles, to the clipboard.
    Html,
    /// The SVG image, downloaded.
    Svg,
    /// The SVG image drawn as a PNG, downloaded.
    Png,
}

impl Export {
    /// What the worker draws for it.
    pub fn drawn(self) -> Drawn {
        match self {
            Export::Html => Drawn::Html,
            Export::Svg | Export::Png => Drawn::Svg,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct ExportsProps {
    pub lang: Lang,
    /// The file name without extension.
    pub stem: String,
    /// The text of the worker's request for export `id` of the document as `drawn`.
    pub request: Callback<(u32, Drawn), String>,
    /// Buttons before the exports' (print).
    #[prop_or_default]
    pub children: Html,
}

/// `A` is the page's what-if run: the worker's replies are read as its what-if reads them (one
/// reader in the page's download, of its own kind's answers only).
#[component]
pub fn Exports<A: WorkerRun + 'static>(props: &ExportsProps) -> Html {
    let (p, c) = (publish::text(props.lang), common(props.lang));
    // What the last export did: done (which), or why not.
    let status = use_state(|| None::<Result<Export, String>>);
    let runner = use_mut_ref(|| None::<Runner>);
    let wanted = use_mut_ref(|| None::<(u32, Export, String)>);
    let export = |what: Export| {
        let status = status.clone();
        let runner = runner.clone();
        let wanted = wanted.clone();
        let request = props.request.clone();
        let stem = props.stem.clone();
        let read = A::read;
        Callback::from(move |_| {
            let id = wanted.borrow().as_ref().map_or(1, |w| w.0 + 1);
            *wanted.borrow_mut() = Some((id, what, stem.clone()));
            if runner.borrow().as_ref().is_none_or(Runner::broken) {
                let wanted = wanted.clone();
                let done = status.clone();
                let failed = status.clone();
                let on_reply = move |reply: Reply| match reply {
                    Reply::Exported {
                        id, text, plain, ..
                    } => {
                        let Some((_, what, stem)) = wanted.borrow().clone().filter(|w| w.0 == id)
                        else {
                            return;
                        };
                        deliver(what, &stem, text, plain, done.clone());
                    }
                    Reply::Failed { error, .. } => done.set(Some(Err(error))),
                    _ => {}
                };
                let on_error = move |message: String| failed.set(Some(Err(message)));
                *runner.borrow_mut() = Runner::spawn(read, on_reply, on_error).ok();
            }
            match runner.borrow().as_ref() {
                Some(r) => r.post(request.emit((id, what.drawn())), Vec::new()),
                None => status.set(Some(Err(String::new()))),
            }
        })
    };
    html! {
        <>
            <div class="publish-actions">
                { props.children.clone() }
                <button type="button" class="copy-html" onclick={export(Export::Html)}>{ p.copy_html }</button>
                <button type="button" class="save-svg" onclick={export(Export::Svg)}>{ p.save_svg }</button>
                <button type="button" class="save-png" onclick={export(Export::Png)}>{ p.save_png }</button>
            </div>
            if let Some(done) = &*status {
                <p class="copied" role="status">{ match done {
                    Ok(Export::Html) => p.html_copied.to_string(),
                    Ok(_) => p.saved.to_string(),
                    Err(e) if e.is_empty() => p.export_failed.to_string(),
                    Err(e) => format!("{}{}{e}", p.export_failed, c.colon),
                } }</p>
            }
        </>
    }
}

/// Does what an export button asked with the worker's text: copies the HTML table, or saves
/// the SVG image or draws it as PNG.
fn deliver(
    what: Export,
    stem: &str,
    text: String,
    plain: String,
    status: UseStateHandle<Option<Result<Export, String>>>,
) {
    match what {
        Export::Html => spawn_local(async move {
            let ok = browser::copy_html(&text, &plain).await;
            status.set(Some(if ok { Ok(what) } else { Err(String::new()) }));
        }),
        Export::Svg => {
            let ok = browser::download(&format!("{stem}.svg"), "image/svg+xml", &text).is_ok();
            status.set(Some(if ok { Ok(what) } else { Err(String::new()) }));
        }
        Export::Png => {
            let name = format!("{stem}.png");
            spawn_local(async move {
                let ok = browser::download_png(&text, 2.0, &name).await.is_ok();
                status.set(Some(if ok { Ok(what) } else { Err(String::new()) }));
            });
        }
    }
}
