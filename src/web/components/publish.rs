//! Publishing the league: print, and the HTML that embeds it on the association's site (an
//! iframe of `?embed`, from a league file on the site or from this league as a link, with the
//! optional resize script: [`crate::editor::snippet`]).

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::editor::launch::Theme;
use crate::editor::snippet::{Embed, Source};
use crate::league::League;
use crate::web::i18n::publish;
use crate::web::{Ui, browser};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub doc: Rc<League>,
    /// The league as a share link's fragment (None if it cannot be written).
    #[prop_or_default]
    pub share: Option<Rc<str>>,
}

#[function_component]
pub fn Publish(props: &Props) -> Html {
    let ui = use_context::<Ui>().expect("Ui context");
    let p = publish::text(ui.lang);
    let from_file = use_state(|| true);
    let file = use_state(|| "league.json".to_string());
    let script = use_state(|| false);
    let lang = use_state(|| None::<crate::report::text::Lang>);
    let copied = use_state(|| None::<bool>);

    let source = match (&props.share, *from_file) {
        (Some(share), false) => Source::Link(share.to_string()),
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
                "ja" => Some(crate::report::text::Lang::Ja),
                "en" => Some(crate::report::text::Lang::En),
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
    html! {
        <section class="panel publish" aria-labelledby="publish-h">
            <h2 id="publish-h">{ p.publish }</h2>
            <div class="publish-actions">
                <button type="button" class="print" onclick={Callback::from(|_| browser::print())}>{ p.print }</button>
            </div>
            <details class="embed-snippet">
                <summary>{ p.embed }</summary>
                <p class="help">{ p.embed_help }</p>
                <fieldset>
                    <legend class="visually-hidden">{ p.embed }</legend>
                    <label class="choice">
                        <input type="radio" name="embed-source" checked={*from_file || props.share.is_none()} onchange={choose(true)} />
                        { p.source_file }
                    </label>
                    if *from_file || props.share.is_none() {
                        <label class="field">
                            <span>{ p.source_file_address }</span>
                            <input type="text" class="embed-src" value={(*file).clone()} oninput={on_file} />
                        </label>
                    }
                    if props.share.is_some() {
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
                        <option value="ja" selected={*lang == Some(crate::report::text::Lang::Ja)}>{ "日本語" }</option>
                        <option value="en" selected={*lang == Some(crate::report::text::Lang::En)}>{ "English" }</option>
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
