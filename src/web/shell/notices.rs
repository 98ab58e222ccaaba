//! Messages about a page's document itself, the same on every page: a refused edit and why,
//! what happened to the stored work on start (restored, migrated, or set aside with a
//! download, never overwritten), and storage failures.

use std::rc::Rc;

use yew::prelude::*;

use crate::editor::Refusal;
use crate::editor::storage::{self, Slot, Startup};
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
    // Work set aside on an earlier start, offered on every start until deleted (the one just
    // set aside has its own notice above).
    let just_set_aside = match &props.startup {
        Some(Startup::Refused { kept_under, .. }) => kept_under.clone(),
        _ => None,
    };
    let earlier = use_state(move || {
        storage::set_aside(props.slot, browser::load)
            .into_iter()
            .filter(|k| Some(k) != just_set_aside.as_ref())
            .collect::<Vec<String>>()
    });
    let earlier_notice = (!earlier.is_empty()).then(|| {
        let keys = (*earlier).clone();
        let download = {
            let keys = keys.clone();
            Callback::from(move |_| {
                for (k, key) in keys.iter().enumerate() {
                    if let Some(text) = browser::load(key) {
                        let name = match k {
                            0 => "hoshitori-unreadable.json".to_string(),
                            k => format!("hoshitori-unreadable-{}.json", k + 1),
                        };
                        let _ = browser::download(&name, "application/json", &text);
                    }
                }
            })
        };
        let delete = {
            let (keys, earlier) = (keys.clone(), earlier.clone());
            Callback::from(move |_| {
                for key in &keys {
                    browser::forget(key);
                }
                earlier.set(Vec::new());
            })
        };
        let hide = {
            let earlier = earlier.clone();
            Callback::from(move |_| earlier.set(Vec::new()))
        };
        html! {
            <div class="notice warn set-aside-earlier" role="status">
                <p>{ common::set_aside_earlier(lang, keys.len()) }</p>
                <button type="button" onclick={download}>{ t.download }</button>
                <button type="button" class="delete" onclick={delete}>{ t.delete_set_aside }</button>
                <button type="button" onclick={hide}>{ t.dismiss }</button>
            </div>
        }
    });
    let storage = props.storage_failed.then(|| {
        html! {
            <div class="notice warn" role="alert"><p>{ t.storage_full }</p></div>
        }
    });
    html! {
        <div class="notices" aria-live="polite">
            { refusal.unwrap_or_default() }
            { startup.unwrap_or_default() }
            { earlier_notice.unwrap_or_default() }
            { storage.unwrap_or_default() }
        </div>
    }
}
