//! Messages about a page's document itself, the same on every page: a refused edit and why,
//! what happened to the stored work on start (restored, migrated, or set aside with a
//! download, never overwritten), and storage failures.

use std::rc::Rc;

use yew::prelude::*;

use crate::editor::Refusal;
use crate::editor::storage::{Slot, Startup};
use crate::lang::Lang;
use crate::web::i18n::common::{self, common};
use crate::web::shell::browser;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub lang: Lang,
    /// Where the page stores its document.
    pub slot: Slot,
    pub refusal: Option<Refusal>,
    pub startup: Option<Startup>,
    pub storage_failed: bool,
    pub names: Rc<Vec<String>>,
    pub on_dismiss: Callback<()>,
    pub on_dismiss_startup: Callback<()>,
}

#[component]
pub fn Notices(props: &Props) -> Html {
    let lang = props.lang;
    let t = common(lang);
    let dismiss = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_| cb.emit(()))
    };
    let refusal = props.refusal.as_ref().map(|r| {
        html! {
            <div class="notice warn" role="alert">
                <p>{ common::refusal(lang, r, &props.names) }</p>
                <button type="button" onclick={dismiss(&props.on_dismiss)}>{ t.dismiss }</button>
            </div>
        }
    });
    let startup = match &props.startup {
        Some(Startup::Migrated { from }) => Some(html! {
            <div class="notice info" role="status">
                <p>{ common::migrated(lang, from) }</p>
                <button type="button" onclick={dismiss(&props.on_dismiss_startup)}>{ t.dismiss }</button>
            </div>
        }),
        Some(Startup::Refused { reason, kept_under }) => {
            // Set aside under its own key, or (if that failed) still under the editor's key,
            // which the page then leaves alone.
            let key = kept_under
                .clone()
                .unwrap_or_else(|| props.slot.key.to_string());
            let onclick = Callback::from(move |_| {
                if let Some(text) = browser::load(&key) {
                    let _ =
                        browser::download("hoshitori-unreadable.json", "application/json", &text);
                }
            });
            Some(html! {
                <div class="notice warn stored-refused" role="alert">
                    <p>{ common::refused(lang, reason) }</p>
                    if kept_under.is_none() {
                        <p>{ t.not_saving }</p>
                    }
                    <button type="button" {onclick}>{ t.download }</button>
                    <button type="button" onclick={dismiss(&props.on_dismiss_startup)}>{ t.dismiss }</button>
                </div>
            })
        }
        _ => None,
    };
    let storage = props.storage_failed.then(|| {
        html! {
            <div class="notice warn" role="alert"><p>{ t.storage_full }</p></div>
        }
    });
    html! {
        <div class="notices" aria-live="polite">
            { refusal.unwrap_or_default() }
            { startup.unwrap_or_default() }
            { storage.unwrap_or_default() }
        </div>
    }
}
