//! The app's root: state, derived ranking, storage effects and the page layout. A hypothetical
//! outcome from the what-if panel is ranked over a copy of the document (`with_results`); the
//! document, its storage and its history are untouched until it is confirmed.

use std::rc::Rc;

use yew::prelude::*;

use crate::editor::launch::Launch;
use crate::editor::league::analysis::analyse;
use crate::editor::league::{Action, with_results};
use crate::editor::storage;
use crate::error::DocumentKind;

use super::components::help::Topic;
use super::components::publish::{Addresses, Link};
use super::components::{
    blocks::Blocks, crosstable::Crosstable, cycles::Cycles, hypothetical::HypotheticalBanner,
    plain_crosstable::PlainCrosstable, playoffs::Playoffs, points_only::PointsOnly,
    publish::Publish, published::Published, rounds::Rounds, settings::Settings,
    standings::Standings, toolbar::Toolbar, whatif_panel::WhatIf,
};
use super::embed::{READERS, problem_text};
use super::state::{AppState, Msg, restore};
use crate::web::Ui;
use crate::web::i18n::{self, Lang};
use crate::web::shell::browser;
use crate::web::shell::helper_slot::HelperSlot;
use crate::web::shell::notices::Notices;
use crate::web::shell::published::use_published;
use crate::web::shell::publishing::Code;

#[derive(Properties, PartialEq, Default)]
pub struct Props {
    /// What the page's address asks for.
    #[prop_or_default]
    pub launch: Rc<Launch>,
}

#[component]
pub fn App(props: &Props) -> Html {
    let boot = use_memo((), |_| restore());
    let state = {
        let boot = boot.clone();
        use_reducer_eq(move || AppState {
            editor: boot.0.clone(),
            refusal: None,
            revision: 0,
            hypothetical: None,
        })
    };
    let startup = use_state(|| Some(boot.1.clone()));
    let storage_failed = use_state(|| false);
    let lang = use_state(|| {
        props.launch.lang.unwrap_or_else(|| {
            browser::load(storage::LANG_KEY)
                .map(|t| Lang::from_tag(&t))
                .unwrap_or_else(browser::browser_lang)
        })
    });
    let selected = use_state(|| None::<usize>);
    // The help dialog, open on a topic (the toolbar's Help, the "?" beside the rules).
    let help = use_state(|| None::<Topic>);
    // A share link opens its league at once, `src=` once fetched; either is shown read-only
    // over the user's own league, and one that cannot be read is named over it.
    let published = use_published(
        props.launch.clone(),
        props.launch.share.clone(),
        None,
        READERS,
        None,
    );
    let (shared, shared_problem) = (published.shown, published.problem);

    // The document as shown: with the hypothetical outcome, if one is shown.
    let analysis = use_memo(
        (state.editor.doc().clone(), state.hypothetical.clone()),
        |(doc, hypothetical)| match hypothetical {
            Some(h) => analyse(&with_results(doc, &h.cells).unwrap_or_else(|_| doc.clone())),
            None => analyse(doc),
        },
    );
    let real_doc = use_memo(state.editor.doc().clone(), |doc| Rc::new(doc.clone()));
    // The share link's addresses (the document with the hypothetical outcome shown, marked as
    // such): for the Publish panel, whose tools draw its QR codes, and the printout's.
    let link = use_memo(
        (state.editor.doc().clone(), state.hypothetical.clone()),
        |(doc, hypothetical)| {
            Link::addresses_of(doc, hypothetical.as_ref().map(|h| h.cells.clone()))
        },
    );

    // What only the printout shows is drawn while printing. Its QR code is drawn after the
    // edit has been shown, not on the edit's way (12 ms of a 60-player league's click); a
    // printout asked for before it is ready draws it then.
    let printing = crate::web::shell::rows::use_printing();
    let title = state.editor.doc().title.clone();
    // Kept without drawing the page again: only a printout shows it.
    let drawn_code = use_mut_ref(|| None::<(Rc<Option<Addresses>>, Lang, Code)>);
    {
        let drawn_code = drawn_code.clone();
        use_effect_with(
            (link.clone(), title.clone(), *lang),
            move |(link, title, lang)| {
                let (link, title, lang) = (link.clone(), title.clone(), *lang);
                browser::soon(move || {
                    let code = link
                        .as_ref()
                        .as_ref()
                        .map(|l| Code::of(&l.address, title.as_deref(), lang));
                    *drawn_code.borrow_mut() = code.map(|code| (link, lang, code));
                });
            },
        );
    }
    let print_code = printing
        .then(|| {
            let link = link.as_ref().as_ref()?;
            Some(match &*drawn_code.borrow() {
                Some((drawn, l, code)) if *l == *lang && drawn.as_ref().as_ref() == Some(link) => {
                    code.clone()
                }
                _ => Code::of(&link.address, title.as_deref(), *lang),
            })
        })
        .flatten();

    // Storage: every edit is written at once (unless the stored text could not be set aside).
    {
        let may_save = boot.1.may_save();
        let storage_failed = storage_failed.clone();
        let state = state.clone();
        use_effect_with(state.revision, move |_| {
            if may_save {
                // The document first: with less history when the quota refuses the text.
                let ok = storage::save(storage::LEAGUE, &state.editor, browser::store);
                if ok == *storage_failed {
                    storage_failed.set(!ok);
                }
            }
        });
    }
    // Another tab stored its editor: follow it (see `Msg::Adopt`).
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = browser::on_storage(move |key, value| {
                if key == storage::LEAGUE.key {
                    if let Some(Ok(restored)) = value.map(|v| storage::decode(&v)) {
                        state.dispatch(Msg::Adopt(Box::new(restored.into_history())));
                    }
                }
            });
            move || drop(listener)
        });
    }
    // The page's language attribute and the stored choice follow the switch.
    use_effect_with(*lang, |lang| {
        if let Some(html) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = html.set_attribute("lang", lang.tag());
        }
    });
    // The first ranked render, for the load-time measurement of the end-to-end tests.
    {
        let marked = use_mut_ref(|| false);
        use_effect_with(analysis.ranked.is_ok(), move |ok| {
            if *ok && !*marked.borrow() {
                *marked.borrow_mut() = true;
                browser::mark("hoshitori:ranked");
            }
        });
    }

    let edit = {
        let state = state.clone();
        Callback::from(move |action: Action| state.dispatch(Msg::Edit(action)))
    };
    let ui = Ui {
        lang: *lang,
        edit: edit.clone(),
        read_only: false,
    };
    let t = i18n::text(*lang);
    let on_lang = {
        let lang = lang.clone();
        Callback::from(move |l: Lang| {
            browser::store(storage::LANG_KEY, l.tag());
            lang.set(l);
        })
    };
    let on_select = {
        let selected = selected.clone();
        Callback::from(move |b: Option<usize>| selected.set(b))
    };
    let on_help = {
        let help = help.clone();
        Callback::from(move |topic: Topic| help.set(Some(topic)))
    };
    let dismiss = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::Dismiss))
    };
    let on_show = {
        let state = state.clone();
        Callback::from(move |h| state.dispatch(Msg::Show(h)))
    };
    let on_confirm = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::Confirm))
    };
    let on_discard = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::Discard))
    };
    let dismiss_startup = {
        let startup = startup.clone();
        Callback::from(move |_| startup.set(None))
    };
    // Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) outside text fields, wherever the focus is (the body
    // too): listened to on the document. A dialog's own fields keep their keys.
    let showing_shared = use_mut_ref(|| false);
    *showing_shared.borrow_mut() = shared.is_some();
    {
        let edit = edit.clone();
        let showing_shared = showing_shared.clone();
        use_effect_with((), move |_| {
            let listener = browser::on_keydown(move |e: KeyboardEvent| {
                if !(e.ctrl_key() || e.meta_key()) || e.alt_key() {
                    return;
                }
                let in_field = e
                    .target()
                    .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                    .is_some_and(|el| {
                        matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                            || el.closest("[contenteditable]").ok().flatten().is_some()
                    });
                // A league opened from a link is shown over the user's own: nothing to undo.
                if in_field || *showing_shared.borrow() {
                    return;
                }
                match (e.key().to_lowercase().as_str(), e.shift_key()) {
                    ("z", false) => edit.emit(Action::Undo),
                    ("y", _) | ("z", true) => edit.emit(Action::Redo),
                    _ => return,
                }
                e.prevent_default();
            });
            move || drop(listener)
        });
    }

    // The help (in the helpers' wasm) says when it is closed.
    {
        let help = help.clone();
        use_effect_with((), move |_| {
            let listener =
                browser::on_event(crate::web::helpers::HELP_CLOSED, move |_| help.set(None));
            move || drop(listener)
        });
    }

    // The impasse dialog (its own wasm, `web::helpers`) enters its result as this page's edit.
    {
        let edit = edit.clone();
        use_effect_with((), move |_| {
            let listener = browser::on_event_detail(crate::web::helpers::EDIT, move |detail| {
                if let Some(action) = crate::web::helpers::read_edit(&detail) {
                    edit.emit(action);
                }
            });
            move || drop(listener)
        });
    }

    // A league opened from a link (a share fragment or `src=`): shown read-only over the
    // user's own, which stays stored and untouched until "Make my own copy".
    if let Some(s) = &*shared {
        let (c, k) = (
            i18n::common::common(*lang),
            i18n::publish::kinded(*lang, DocumentKind::League),
        );
        let make_copy = {
            let edit = edit.clone();
            let shared = shared.clone();
            let doc = s.doc.clone();
            Callback::from(move |_| {
                edit.emit(Action::Replace(Box::new((*doc).clone())));
                browser::clear_address();
                shared.set(None);
            })
        };
        let back = {
            let shared = shared.clone();
            Callback::from(move |_| {
                browser::clear_address();
                shared.set(None);
            })
        };
        let analysis = Rc::new(s.analysis());
        let names: Rc<Vec<String>> =
            Rc::new(s.doc.players.iter().map(|p| p.name.clone()).collect());
        let ui = Ui::read_only(*lang);
        return html! {
            <ContextProvider<Ui> context={ui}>
                <div class="app shared" lang={lang.tag()}>
                    <header class="top">
                        <div class="brand">
                            <p class="app-name">{ "星取表 " }<span class="latin">{ "Hoshitori" }</span></p>
                        </div>
                    </header>
                    <section class="panel shared-banner" aria-label={c.make_copy}>
                        <p>{ k.shared_intro }</p>
                        <div class="actions">
                            <button type="button" class="make-copy" onclick={make_copy}>{ c.make_copy }</button>
                            <button type="button" class="back" onclick={back}>{ i18n::common::back_to_mine(*lang, DocumentKind::League) }</button>
                        </div>
                    </section>
                    <main>
                        <Published {analysis} {names} title={s.doc.title.clone()} hypothetical={s.hypothetical.clone()} main=true />
                    </main>
                </div>
            </ContextProvider<Ui>>
        };
    }

    let doc = state.editor.doc();
    let names: Rc<Vec<String>> = Rc::new(doc.players.iter().map(|p| p.name.clone()).collect());
    let selected_block = (*selected).filter(|&b| {
        analysis
            .ranked
            .as_ref()
            .is_ok_and(|r| b < r.ranking.blocks.len() && !r.names[b].is_empty())
    });

    let ph = i18n::phone::text(*lang);
    let results = match &analysis.ranked {
        // Before the first result everyone shares every place: no playoff to announce yet.
        Ok(_) if !analysis.any_result() => html! {
            <section class="panel standings no-results" aria-labelledby="standings-h">
                <h2 id="standings-h">{ t.standings }</h2>
                <p class="empty">{ ph.no_results }</p>
            </section>
        },
        Ok(_) => html! {
            <>
                <Standings analysis={analysis.clone()} names={names.clone()} selected={selected_block} on_select={on_select.clone()} />
                <Blocks analysis={analysis.clone()} names={names.clone()} selected={selected_block} on_select={on_select.clone()} />
                <Cycles analysis={analysis.clone()} names={names.clone()} />
                <Playoffs analysis={analysis.clone()} names={names.clone()} />
            </>
        },
        Err(e) => html! {
            <section class="panel error" role="alert" aria-labelledby="rank-error">
                <h2 id="rank-error">{ t.cannot_rank }</h2>
                <p class="error-text">{ crate::report::error::message(*lang, e) }</p>
                <PointsOnly analysis={analysis.clone()} names={names.clone()} />
                { for doc.playoffs.iter().map(|p| {
                    let players = p.players.clone();
                    let edit = edit.clone();
                    html! {
                        <p class="recorded-playoff">
                            { format!("{}: {}", t.playoffs, p.players.join(" · ")) }
                            <button type="button" onclick={move |_| edit.emit(Action::ClearPlayoff { players: players.clone() })}>{ t.clear_result }</button>
                        </p>
                    }
                }) }
            </section>
        },
    };

    html! {
        <ContextProvider<Ui> context={ui}>
            <div class="app" lang={lang.tag()}>
                <header class="top">
                    <div class="brand">
                        <h1>{ "星取表 " }<span class="latin">{ "Hoshitori" }</span></h1>
                        <p class="tagline">{ t.tagline }</p>
                    </div>
                    <Toolbar can_undo={state.editor.can_undo()} can_redo={state.editor.can_redo()} doc={doc.clone()} on_lang={on_lang} on_help={on_help.clone()} handoff={props.launch.handoff} />
                </header>
                <nav class="section-nav" aria-label={ph.sections}>
                    { for [
                        ("crosstable-h", t.crosstable),
                        ("rounds-h", i18n::rounds::text(*lang).heading),
                        ("standings-h", t.standings),
                        ("whatif-h", i18n::whatif(*lang).heading),
                        ("publish-h", i18n::publish::text(*lang).publish),
                    ].into_iter().map(|(id, label)| html! {
                        <a href={format!("#{id}")} onclick={Callback::from(move |e: MouseEvent| {
                            // Not the address: a fragment there would be read as a share link.
                            e.prevent_default();
                            browser::go_to(id);
                        })}>{ label }</a>
                    }) }
                </nav>
                <Notices
                    lang={*lang}
                    slot={storage::LEAGUE}
                    refusal={state.refusal.clone()}
                    startup={(*startup).clone()}
                    storage_failed={*storage_failed}
                    names={names.clone()}
                    on_dismiss={dismiss}
                    on_dismiss_startup={dismiss_startup}
                />
                if let Some(problem) = &*shared_problem {
                    <p class="embed-problem" role="alert">{ problem_text(*lang, props.launch.src.as_deref().unwrap_or_default(), problem) }</p>
                }
                if let Some(h) = &state.hypothetical {
                    <HypotheticalBanner hypothetical={h.clone()} on_confirm={on_confirm} on_discard={on_discard} />
                }
                <main class={classes!("layout", state.hypothetical.is_some().then_some("showing-hypothetical"))}>
                    <div class="print-only">
                        // Drawn only while printing: the plain crosstable is as many cells as
                        // the editor's, and would be written again after every edit.
                        if printing {
                            <h1 class="league-title">{ doc.title.clone().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| i18n::publish::kinded(*lang, DocumentKind::League).untitled.to_string()) }</h1>
                            <PlainCrosstable analysis={analysis.clone()} names={names.clone()} hypothetical={Rc::new(state.hypothetical.as_ref().map(|h| h.cells.clone()).unwrap_or_default())} />
                            if let Some(Code::Svg { svg, modules }) = &print_code {
                                <figure class="print-qr" style={format!("--modules: {modules}")}>
                                    { Html::from_html_unchecked(AttrValue::from(svg.to_string())) }
                                    <figcaption>{ i18n::publish::kinded(*lang, DocumentKind::League).qr_caption }</figcaption>
                                </figure>
                            }
                        }
                    </div>
                    <div class="edit">
                        <Settings title={doc.title.clone()} rules={doc.rules.clone()} seats={doc.seats} cycles={doc.cycles} scoring={doc.scoring.clone()} on_help={on_help.clone()} />
                        <Crosstable
                            analysis={analysis.clone()}
                            players={Rc::new(doc.players.clone())}
                            selected={selected_block}
                            hypothetical={state.hypothetical.clone()}
                        />
                        if crate::editor::league::impasse::offers_impasse(doc.rules_base()) {
                            <HelperSlot helper="impasse" lang={*lang} label={i18n::impasse(*lang).open}
                                failed={i18n::common::common(*lang).helper_failed}
                                names={AttrValue::from(names.join("\n"))}
                                cycles={AttrValue::from(crate::editor::league::cycles(doc).max(1).to_string())} />
                        }
                        <Rounds doc={(*real_doc).clone()} />
                        <HelperSlot helper="ko" lang={*lang} label={i18n::ko::ko(*lang).open}
                            failed={i18n::common::common(*lang).helper_failed}
                            open={props.launch.ko.is_some()}
                            param={props.launch.ko.clone().map(AttrValue::from)} />
                    </div>
                    <div class="results">
                        { results }
                        <WhatIf doc={(*real_doc).clone()} on_show={on_show} />
                        <Publish doc={(*real_doc).clone()} link={link.clone()} />
                    </div>
                </main>
                <footer class="foot">
                    <p>{ "Hoshitori · " }{ t.footer }</p>
                </footer>
                if let Some(topic) = *help {
                    <HelperSlot helper="help" lang={*lang} label={i18n::help::text(*lang).help}
                        failed={i18n::help::text(*lang).help_failed} open=true
                        topic={AttrValue::from(topic.id())} />
                }
            </div>
        </ContextProvider<Ui>>
    }
}
