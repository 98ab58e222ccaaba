//! The ko endgame helper (コウを含むヨセ), opened by a button in the league page's tools: the
//! position's form (`../shared/spec/ko.md` §8.1), the answer live (the best move, k against Δ,
//! the working, the optimal score and the line, why, or the refusal and the exhaustive
//! search: [`super::ko_answer`]), and a link to the position (read-only, in the viewer).
//!
//! Only renders: the form and its answer are [`crate::editor::ko::KoForm`]'s, the words
//! [`crate::report::ko::parts`]'s.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::ko_answer::KoAnswer;
use crate::editor::ko::KoForm;
use crate::engine::ko::{Side, State};
use crate::web::shell::ui::use_ui;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    /// A position from the address (`?ko=…`): the helper opens on it.
    #[prop_or_default]
    pub param: Option<String>,
    /// Opens at once (the helpers are loaded when their button is pressed).
    #[prop_or_default]
    pub open: bool,
}

#[component]
pub fn KoHelper(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let lang = ui.lang;
    let t = i18n::ko::ko(lang);
    let open = use_state_eq(|| props.open || props.param.is_some());
    let form = use_state_eq(|| {
        props
            .param
            .as_deref()
            .map(KoForm::from_param)
            .unwrap_or_default()
    });
    let answer = use_memo((*form).clone(), |f| f.answer());

    let toggle = {
        let open = open.clone();
        Callback::from(move |_| open.set(!*open))
    };
    let opener = html! {
        <button type="button" class="ko-open" aria-expanded={(*open).to_string()}
            aria-controls="ko-helper" onclick={toggle}>{ t.open }</button>
    };
    if !*open {
        return opener;
    }

    let text_field = |id: &'static str,
                      label: &'static str,
                      value: String,
                      help: Option<&'static str>,
                      set: fn(&mut KoForm, String)| {
        let form = form.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            let mut next = (*form).clone();
            set(
                &mut next,
                e.target_unchecked_into::<HtmlInputElement>().value(),
            );
            form.set(next);
        });
        html! {
            <label class="field" for={id}>
                <span>{ label }</span>
                <input id={id} type="text" inputmode="decimal" autocomplete="off" {value} {oninput} />
                if let Some(h) = help {
                    <small class="help">{ h }</small>
                }
            </label>
        }
    };
    let on_side = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            next.to_move = match e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .as_str()
            {
                "B" => Side::Black,
                _ => Side::White,
            };
            form.set(next);
        })
    };
    let on_state = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(s) = State::ALL.into_iter().find(|s| s.id() == value) {
                let mut next = (*form).clone();
                next.state = s;
                form.set(next);
            }
        })
    };
    let state_label = |s: State| match s {
        State::Threat => t.state_threat,
        State::Connect => t.state_connect,
        State::Take => t.state_take,
    };
    let result = html! { <KoAnswer answer={answer.clone()} {lang} /> };
    // The link opens the position read-only in the viewer, whose "Open in Hoshitori" comes back
    // here.
    let link = format!(
        "{}?ko={}{}",
        crate::format::share::viewer_page(&crate::web::shell::browser::app_address()),
        form.param(),
        match lang {
            crate::lang::Lang::Ja => "&lang=ja",
            crate::lang::Lang::En => "&lang=en",
        }
    );
    let rules = match lang {
        crate::lang::Lang::Ja => "rules/ko.html",
        crate::lang::Lang::En => "rules/ko.html",
    };
    html! {
        <>
            { opener }
            <section class="panel ko-helper" id="ko-helper" aria-labelledby="ko-h">
                <h2 id="ko-h">{ t.heading }</h2>
                <p class="help">{ t.help }{ " " }<a href={rules} target="_blank" rel="noopener">{ t.rules }</a></p>
                <div class="ko-form">
                    { text_field("ko-k", t.k, form.k.clone(), None, |f, v| f.k = v) }
                    <label class="field" for="ko-to-move">
                        <span>{ t.to_move }</span>
                        <select id="ko-to-move" onchange={on_side}>
                            <option value="B" selected={form.to_move == Side::Black}>{ t.black }</option>
                            <option value="W" selected={form.to_move == Side::White}>{ t.white }</option>
                        </select>
                    </label>
                    <label class="field ko-state" for="ko-state">
                        <span>{ t.state }</span>
                        <select id="ko-state" onchange={on_state}>
                            { for State::ALL.iter().map(|s| html! {
                                <option value={s.id()} selected={form.state == *s}>{ state_label(*s) }</option>
                            }) }
                        </select>
                    </label>
                    if form.state == State::Connect {
                        { text_field("ko-pending", t.pending, form.pending.clone(), Some(t.pending_help), |f, v| f.pending = v) }
                    }
                    { text_field("ko-yose", t.yose, form.yose.clone(), Some(t.lists_help), |f, v| f.yose = v) }
                    { text_field("ko-black", t.black_threats, form.black.clone(), None, |f, v| f.black = v) }
                    { text_field("ko-white", t.white_threats, form.white.clone(), None, |f, v| f.white = v) }
                </div>
                <div class="ko-result" role="status" aria-live="polite" aria-label={t.answer}>{ result }</div>
                <p class="ko-link"><a href={link}>{ t.link }</a></p>
            </section>
        </>
    }
}
