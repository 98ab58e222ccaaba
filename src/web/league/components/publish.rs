//! Publishing the league: print, and the HTML that embeds it on the association's site (an
//! iframe of `?embed`, from a league file on the site or from this league as a link, with the
//! optional resize script: [`crate::editor::snippet`]); the share link with its QR code; the
//! exports (an HTML table to copy, SVG and PNG images), drawn in the Web Worker so that their
//! code is not in the page's own download.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::document::league::League;
use crate::editor::launch::Theme;
use crate::editor::league::outcomes;
use crate::editor::snippet::{Embed, Source};
use crate::editor::worker_protocol::{Reply, Request};
use crate::format::share::league::{self as share, Shared};
use crate::report::qr::Qr;
use crate::web::i18n::publish;
use crate::web::league::components::toolbar::file_stem;
use crate::web::shell::browser;
use crate::web::shell::pool::Runner;
use crate::web::{Ui, i18n};

/// The league as a share link: the fragment, the whole address, and its QR code (SVG).
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    pub fragment: Rc<str>,
    pub address: Rc<str>,
    pub qr: Rc<str>,
    /// Whether hypothetical (what-if) results are in it.
    pub hypothetical: bool,
}

impl Link {
    /// The link of `doc` with the `hypothetical` results shown over it; `None` if the document
    /// cannot be written as one (its names do not identify its players: the page says so where
    /// the names are) or is too long for a QR code.
    pub fn of(
        doc: &League,
        hypothetical: Option<Vec<crate::editor::league::CellResult>>,
        lang: crate::lang::Lang,
    ) -> Option<Rc<Link>> {
        let shared = Shared {
            league: doc.clone(),
            hypothetical: hypothetical.unwrap_or_default(),
        };
        let fragment = share::encode(&shared).ok()?;
        let address = format!("{}#{fragment}", browser::app_address());
        let title = doc.title.as_deref().filter(|t| !t.trim().is_empty());
        let qr = Qr::new(&address)
            .ok()?
            .svg(&crate::report::qr::title(lang, title));
        Some(Rc::new(Link {
            fragment: fragment.into(),
            address: address.into(),
            qr: qr.into(),
            hypothetical: !shared.hypothetical.is_empty(),
        }))
    }
}

/// What a button exports.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Export {
    /// The HTML table with inline styles, to the clipboard.
    Html,
    /// The SVG image, downloaded.
    Svg,
    /// The SVG image drawn as a PNG, downloaded.
    Png,
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

#[derive(Properties, PartialEq)]
pub struct Props {
    pub doc: Rc<League>,
    /// The league as a share link (None if it cannot be written as one).
    #[prop_or_default]
    pub link: Option<Rc<Link>>,
}

#[function_component]
pub fn Publish(props: &Props) -> Html {
    let ui = use_context::<Ui>().expect("Ui context");
    let p = publish::text(ui.lang);
    let from_file = use_state(|| true);
    let file = use_state(|| "league.json".to_string());
    let script = use_state(|| false);
    let lang = use_state(|| None::<crate::lang::Lang>);
    let copied = use_state(|| None::<bool>);
    // What the last export did: done (which), or why not.
    let export_status = use_state(|| None::<Result<Export, String>>);

    let source = match (&props.link, *from_file) {
        (Some(link), false) => Source::Link(link.fragment.to_string()),
        _ => Source::File((*file).clone()),
    };
    let embed = Embed {
        app: browser::app_address(),
        source,
        lang: *lang,
        theme: Theme::System,
        title: props
            .doc
            .title
            .clone()
            .filter(|s| !s.trim().is_empty())
            .unwrap_or_else(|| p.untitled.to_string()),
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
                "ja" => Some(crate::lang::Lang::Ja),
                "en" => Some(crate::lang::Lang::En),
                _ => None,
            });
        })
    };
    let link_copied = use_state(|| None::<bool>);
    let copy_link = {
        let copied = link_copied.clone();
        let address = props
            .link
            .as_ref()
            .map(|l| l.address.to_string())
            .unwrap_or_default();
        Callback::from(move |_| {
            let copied = copied.clone();
            let address = address.clone();
            spawn_local(async move { copied.set(Some(browser::copy_text(&address).await)) });
        })
    };
    // Exports of the document as recorded (a what-if outcome shown is not in them), drawn in
    // a Web Worker (the what-if worker's script: the exports' code is not in the page's wasm).
    let runner = use_mut_ref(|| None::<Runner>);
    let wanted = use_mut_ref(|| None::<(u32, Export, String)>);
    let export = |what: Export| {
        let doc = props.doc.clone();
        let lang = ui.lang;
        let status = export_status.clone();
        let runner = runner.clone();
        let wanted = wanted.clone();
        Callback::from(move |_| {
            let id = wanted.borrow().as_ref().map_or(1, |w| w.0 + 1);
            *wanted.borrow_mut() = Some((id, what, file_stem(&doc)));
            if runner.borrow().as_ref().is_none_or(Runner::broken) {
                let (on_reply, on_error) = {
                    let wanted = wanted.clone();
                    let status = status.clone();
                    let failed = status.clone();
                    (
                        move |reply: Reply| match reply {
                            Reply::Exported {
                                id, text, plain, ..
                            } => {
                                let Some((_, what, stem)) =
                                    wanted.borrow().clone().filter(|w| w.0 == id)
                                else {
                                    return;
                                };
                                deliver(what, &stem, text, plain, status.clone());
                            }
                            Reply::Failed { error, .. } => status.set(Some(Err(error))),
                            _ => {}
                        },
                        move |message: String| failed.set(Some(Err(message))),
                    )
                };
                *runner.borrow_mut() = Runner::spawn(on_reply, on_error).ok();
            }
            let request = Request::Export {
                id,
                lang: lang.tag().into(),
                doc: (*doc).clone(),
                export: match what {
                    Export::Html => outcomes::Export::Html,
                    Export::Svg | Export::Png => outcomes::Export::Svg,
                },
            };
            match runner.borrow().as_ref() {
                Some(r) => r.post(
                    serde_json::to_string(&request).expect("requests serialize"),
                    Vec::new(),
                ),
                None => status.set(Some(Err(String::new()))),
            }
        })
    };
    let share = props.link.as_ref().map(|link| html! {
        <div class="share">
            <h3>{ p.share_link }</h3>
            <p class="help">{ p.share_help }</p>
            if link.hypothetical {
                <p class="hypothetical-note" role="note">{ p.share_hypothetical }</p>
            }
            <div class="share-row">
                <label class="field share-address">
                    <span>{ p.link }</span>
                    <input type="text" class="share-link" readonly=true value={link.address.to_string()} />
                </label>
                <button type="button" class="copy-link" onclick={copy_link.clone()}>{ p.copy }</button>
                <a class="button open-link" href={link.address.to_string()} target="_blank" rel="noopener">{ p.open_link }</a>
            </div>
            if let Some(ok) = *link_copied {
                <p class="copied" role="status">{ if ok { p.copied } else { p.copy_failed } }</p>
            }
            <figure class="qr">
                { Html::from_html_unchecked(AttrValue::from(link.qr.to_string())) }
                <figcaption>{ p.qr_caption }</figcaption>
            </figure>
        </div>
    });
    let copy = {
        let copied = copied.clone();
        let snippet = snippet.clone();
        Callback::from(move |_| {
            let copied = copied.clone();
            let snippet = snippet.clone();
            spawn_local(async move { copied.set(Some(browser::copy_text(&snippet).await)) });
        })
    };
    html! {
        <section class="panel publish" aria-labelledby="publish-h">
            <h2 id="publish-h">{ p.publish }</h2>
            <div class="publish-actions">
                <button type="button" class="print" onclick={Callback::from(|_| browser::print())}>{ p.print }</button>
                <button type="button" class="copy-html" onclick={export(Export::Html)}>{ p.copy_html }</button>
                <button type="button" class="save-svg" onclick={export(Export::Svg)}>{ p.save_svg }</button>
                <button type="button" class="save-png" onclick={export(Export::Png)}>{ p.save_png }</button>
            </div>
            if let Some(done) = &*export_status {
                <p class="copied" role="status">{ match done {
                    Ok(Export::Html) => p.html_copied.to_string(),
                    Ok(_) => p.saved.to_string(),
                    Err(e) if e.is_empty() => p.export_failed.to_string(),
                    Err(e) => format!("{}{}{e}", p.export_failed, i18n::text(ui.lang).colon),
                } }</p>
            }
            { share.unwrap_or_default() }
            <details class="embed-snippet">
                <summary>{ p.embed }</summary>
                <p class="help">{ p.embed_help }</p>
                <fieldset>
                    <legend class="visually-hidden">{ p.embed }</legend>
                    <label class="choice">
                        <input type="radio" name="embed-source" checked={*from_file || props.link.is_none()} onchange={choose(true)} />
                        { p.source_file }
                    </label>
                    if *from_file || props.link.is_none() {
                        <label class="field">
                            <span>{ p.source_file_address }</span>
                            <input type="text" class="embed-src" value={(*file).clone()} oninput={on_file} />
                        </label>
                    }
                    if props.link.is_some() {
                        <label class="choice">
                            <input type="radio" name="embed-source" checked={!*from_file} onchange={choose(false)} />
                            { p.source_link }
                        </label>
                    }
                </fieldset>
                <label class="field">
                    <span>{ p.embed_lang }</span>
                    <select class="embed-lang" onchange={on_lang}>
                        <option value="" selected={lang.is_none()}>{ p.lang_visitor }</option>
                        <option value="ja" selected={*lang == Some(crate::lang::Lang::Ja)}>{ "日本語" }</option>
                        <option value="en" selected={*lang == Some(crate::lang::Lang::En)}>{ "English" }</option>
                    </select>
                </label>
                <label class="choice">
                    <input type="checkbox" class="embed-script" checked={*script} onchange={on_script} />
                    { p.resize_script }
                </label>
                <label class="field snippet">
                    <span>{ p.snippet }</span>
                    <textarea class="embed-html" readonly=true rows="4" value={snippet.clone()} />
                </label>
                <button type="button" class="copy" onclick={copy}>{ p.copy }</button>
                if let Some(ok) = *copied {
                    <span class="copied" role="status">{ if ok { p.copied } else { p.copy_failed } }</span>
                }
            </details>
        </section>
    }
}
