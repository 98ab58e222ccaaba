//! The help: a dialog with the legend of every badge, code and mark the page shows, the presets
//! with their description and source, and the full text of the rules (`docs/rules/`, rendered
//! to static pages by `tests/sourcegen.rs`, fetched when shown and cached by the service worker
//! for offline use). The legend is built from the engine's lists; its words are
//! [`crate::web::i18n::help`]'s. The dialog is in the helpers' wasm ([`crate::web::helpers`]),
//! loaded when Help is first pressed; the page keeps [`Topic`] and the words its badges and
//! settings show.

use std::fmt::Write as _;

use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlSelectElement};
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::editor::rules_docs::{RULES_DOCS, RulesDoc};
use crate::editor::snippet::escape;
use crate::engine::league::chain::PRESETS;
use crate::engine::{Criterion, LabelScheme, RuleChain, Side};
use crate::format::marks::MARKS;
use crate::report::text::criterion_name;
use crate::web::Ui;
use crate::web::i18n::{self, Lang, help};
use crate::web::shell::browser;

/// What the help shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    Legend,
    /// A rules document, by its id ([`RULES_DOCS`]).
    Rules(&'static str),
}

impl Topic {
    /// The rules document that defines `rules` (a preset id, or a chain of codes).
    pub fn rules_of(rules: &str) -> Topic {
        let id = RULES_DOCS
            .iter()
            .find(|d| d.id == rules.trim())
            .map_or("criteria", |d| d.id);
        Topic::Rules(id)
    }

    /// The topic as the help's slot names it (`data-topic`): `legend`, or a rules document's id.
    pub fn id(self) -> &'static str {
        match self {
            Topic::Legend => "legend",
            Topic::Rules(id) => id,
        }
    }

    /// The topic [`Topic::id`] names; the legend for anything else.
    pub fn from_id(id: &str) -> Topic {
        RULES_DOCS
            .iter()
            .find(|d| d.id == id)
            .map_or(Topic::Legend, |d| Topic::Rules(d.id))
    }
}

/// A rules document's title: a preset's name, or the document's own.
pub fn document_title(lang: Lang, id: &str) -> &'static str {
    if PRESETS.contains(&id) {
        i18n::preset_name(lang, id)
    } else {
        help::document_title(lang, id).unwrap_or("?")
    }
}

/// The address of a document's page, relative to the app: the Japanese version for a Japanese
/// reader where there is one.
pub fn document_address(lang: Lang, doc: &RulesDoc) -> String {
    if lang == Lang::Ja && doc.ja {
        format!("rules/{}.ja.html", doc.id)
    } else {
        format!("rules/{}.html", doc.id)
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    /// What to show first.
    pub topic: Topic,
    /// The dialog was closed (Close, Escape).
    pub on_close: Callback<()>,
}

/// A rules document as fetched: loading, its article, or why not; with the address it is for.
#[derive(Clone, PartialEq)]
enum Loaded {
    Loading,
    Article(String, AttrValue),
    Failed(String),
}

/// The help, a modal dialog: the legend, or one rules document with the choice of document.
/// (One component: each component type costs the page's download several kilobytes.)
#[component]
pub fn HelpDialog(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let lang = ui.lang;
    let h = help::text(lang);
    let legend = use_state_eq(|| props.topic == Topic::Legend);
    let doc = use_state_eq(|| match props.topic {
        Topic::Rules(id) => id,
        Topic::Legend => RULES_DOCS[0].id,
    });
    let loaded = use_state_eq(|| Loaded::Loading);
    let legend_html = use_memo(lang, |&lang| AttrValue::from(legend_html(lang)));
    let dialog = use_node_ref();
    {
        let dialog = dialog.clone();
        use_effect_with((), move |_| {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                let _ = d.show_modal();
            }
        });
    }
    let shown = RULES_DOCS
        .iter()
        .find(|d| d.id == *doc)
        .copied()
        .unwrap_or(RULES_DOCS[0]);
    let address = document_address(lang, &shown);
    {
        let loaded = loaded.clone();
        let wanted = (!*legend).then(|| address.clone());
        use_effect_with(wanted, move |wanted| {
            if let Some(address) = wanted.clone() {
                spawn_local(async move {
                    let got = browser::fetch_if_changed(&address, None).await;
                    let text = got
                        .ok()
                        .flatten()
                        .and_then(|f| String::from_utf8(f.bytes).ok());
                    loaded.set(match text.as_deref().and_then(article) {
                        Some(a) => Loaded::Article(address, AttrValue::from(a.to_string())),
                        None => Loaded::Failed(address),
                    });
                });
            }
        });
    }
    let close = {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                d.close();
            }
        })
    };
    let onclose = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: Event| on_close.emit(()))
    };
    let show = |to_legend: bool| {
        let legend = legend.clone();
        Callback::from(move |_: MouseEvent| legend.set(to_legend))
    };
    let read = {
        let legend = legend.clone();
        let doc = doc.clone();
        move |id: &'static str| {
            doc.set(id);
            legend.set(false);
        }
    };
    let on_doc = {
        let read = read.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(d) = RULES_DOCS.iter().find(|d| d.id == v) {
                read(d.id);
            }
        })
    };
    // The legend's "Read the rules in full", and a link from a document to another, open that
    // document here; any other link is left to the browser.
    let onclick = Callback::from(move |e: MouseEvent| {
        let target = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let closest = |selector: &str| {
            target
                .as_ref()
                .and_then(|t| t.closest(selector).ok().flatten())
        };
        let to = match closest("[data-read]") {
            Some(button) => button
                .get_attribute("data-read")
                .and_then(|id| linked_document(&format!("{id}.html"))),
            None => closest("a")
                .and_then(|a| a.get_attribute("href"))
                .and_then(|href| linked_document(&href)),
        };
        if let Some(id) = to {
            e.prevent_default();
            read(id);
        }
    });
    let pressed = |on: bool| if on { "true" } else { "false" };

    let body = if *legend {
        html! { <div class="legend">{ Html::from_html_unchecked((*legend_html).clone()) }</div> }
    } else {
        html! {
            <div class="rules-reader">
                <div class="rules-choice">
                    <label class="field">
                        <span>{ h.document }</span>
                        <select onchange={on_doc}>
                            { for RULES_DOCS.iter().map(|d| html! {
                                <option value={d.id} selected={d.id == shown.id}>{ document_title(lang, d.id) }</option>
                            }) }
                        </select>
                    </label>
                    <a class="open-page" href={address.clone()} target="_blank" rel="noopener">{ h.open_page }</a>
                </div>
                if lang == Lang::Ja && !shown.ja {
                    <p class="english-only">{ h.english_only }</p>
                }
                <div class="rules-body">
                    { match &*loaded {
                        Loaded::Article(a, text) if *a == address => Html::from_html_unchecked(text.clone()),
                        Loaded::Failed(a) if *a == address => html! { <p class="error-text">{ h.cannot_load }</p> },
                        _ => html! { <p class="loading-rules">{ h.loading }</p> },
                    } }
                </div>
            </div>
        }
    };

    html! {
        <dialog ref={dialog} class="help-dialog" aria-labelledby="help-h" {onclose}>
            <div class="help-head">
                <h2 id="help-h">{ h.help }</h2>
                <div class="help-tabs" role="group" aria-label={h.help}>
                    <button type="button" class="show-legend" aria-pressed={pressed(*legend)}
                        onclick={show(true)}>{ h.legend }</button>
                    <button type="button" class="show-rules" aria-pressed={pressed(!*legend)}
                        onclick={show(false)}>{ h.rules_text }</button>
                </div>
                <button type="button" class="close" onclick={close}>{ h.close }</button>
            </div>
            <div class="help-body" {onclick}>{ body }</div>
        </dialog>
    }
}

/// A legend entry: what is shown (HTML), and what it means (HTML).
fn entry(out: &mut String, key: &str, term: &str, meaning: &str) {
    let _ = write!(
        out,
        "<div class=\"entry\" data-legend=\"{}\"><dt>{term}</dt><dd>{meaning}</dd></div>",
        escape(key)
    );
}

/// `text` in an element of class `class`.
fn span(class: &str, text: &str) -> String {
    format!("<span class=\"{class}\">{}</span>", escape(text))
}

/// The legend as HTML: the labels of [`LabelScheme::fixed_labels`] and every code of
/// [`Criterion::ALL`], the presets of [`PRESETS`], the marks of [`MARKS`] and the page's other
/// signs, each with its words in `lang`.
#[inline(never)]
pub fn legend_html(lang: Lang) -> String {
    let h = help::text(lang);
    let t = i18n::text(lang);
    let w = i18n::whatif(lang);
    let colon = t.colon;
    let mut out = String::new();
    let section = |out: &mut String, id: &str, title: &str| {
        let _ = write!(
            out,
            "<section aria-labelledby=\"legend-{id}\"><h3 id=\"legend-{id}\">{}</h3>",
            escape(title)
        );
    };
    let fixed = |out: &mut String, scheme: LabelScheme| {
        for &l in scheme.fixed_labels() {
            let meaning = help::label_meaning(lang, l).unwrap_or("?");
            entry(out, l, &span("badge", l), &escape(meaning));
        }
    };

    section(&mut out, "badges", h.badges);
    let _ = write!(
        out,
        "<p>{}</p><h4>{}</h4><dl class=\"legend-list\">",
        escape(h.badges_intro),
        escape(h.fukui_steps)
    );
    fixed(&mut out, LabelScheme::Fukui);
    let _ = write!(
        out,
        "</dl><h4>{}</h4><dl class=\"legend-list\">",
        escape(h.codes)
    );
    // Criterion names as a chain of codes says them (under the Fukui labels `PTS` is "wins").
    let codes_chain = RuleChain::fide_round_robin();
    for c in Criterion::ALL {
        let meaning = format!(
            "<strong>{}</strong>{colon}{}",
            escape(criterion_name(lang, &codes_chain, c)),
            escape(help::criterion_definition(lang, c))
        );
        entry(&mut out, c.code(), &span("badge", c.code()), &meaning);
    }
    entry(
        &mut out,
        "tied-on",
        &span("badge", "PTS= · DE= …"),
        &escape(h.tied_on),
    );
    fixed(&mut out, LabelScheme::Codes);
    out.push_str("</dl></section>");

    section(&mut out, "presets", h.presets);
    let preset = |out: &mut String,
                  id: &str,
                  name: &str,
                  about: &str,
                  source: Option<&str>,
                  doc: &str| {
        let _ = write!(
            out,
            "<div class=\"preset\" data-preset=\"{id}\"><h4>{}</h4><p>{}</p>",
            escape(name),
            escape(about)
        );
        if let Some(source) = source {
            let _ = write!(
                out,
                "<p class=\"source\"><strong>{}</strong>{colon}{}</p>",
                escape(h.source),
                escape(source)
            );
        }
        let _ = write!(
            out,
            "<button type=\"button\" class=\"read-rules\" data-read=\"{doc}\">{}</button></div>",
            escape(h.read_rules)
        );
    };
    for id in PRESETS {
        let about = help::preset_description(lang, id).unwrap_or_default();
        let name = i18n::preset_name(lang, id);
        preset(&mut out, id, name, about, help::preset_source(lang, id), id);
    }
    preset(
        &mut out,
        "custom",
        t.custom_rules,
        h.custom_about,
        None,
        "criteria",
    );
    out.push_str("</section>");

    section(&mut out, "marks", h.marks);
    let _ = write!(
        out,
        "<p>{}</p><dl class=\"legend-list marks\">",
        escape(h.marks_intro)
    );
    for (side, written, read) in MARKS {
        let term = if written.is_empty() {
            span("mark blank", h.blank)
        } else {
            span("mark", written)
        };
        let others: Vec<String> = read
            .iter()
            .filter(|c| !written.starts_with(**c))
            .map(char::to_string)
            .collect();
        let mut meaning = escape(i18n::side_name(lang, side));
        if !others.is_empty() {
            meaning.push_str(&span(
                "also",
                &format!(" ({} {})", h.also_read, others.join(" ")),
            ));
        }
        entry(
            &mut out,
            &format!("mark-{}", side_key(side)),
            &term,
            &meaning,
        );
    }
    out.push_str("</dl></section>");

    section(&mut out, "signs", h.signs);
    out.push_str("<dl class=\"legend-list\">");
    let new = crate::report::text::value_text(lang, crate::engine::Value::Rank(None));
    let signs = [
        ("cycle", span("cycle-tag", "↻"), h.cycle_sign),
        (
            "block",
            format!(
                "{} {}",
                span("band-tag sample", "A"),
                span("band-tag sample", "A1")
            ),
            h.block_sign,
        ),
        (
            "seat-line",
            span("seat-sample", t.seat_line),
            h.seat_line_sign,
        ),
        ("new", span("term", &new), h.new_sign),
        ("shared", span("status", t.shared), h.shared_sign),
        ("playoff", span("status", t.playoff_pending), h.playoff_sign),
        (
            "by-playoff",
            span("status", t.by_playoff),
            h.by_playoff_sign,
        ),
        (
            "hypothetical",
            span("swatch hypo", "〇"),
            h.hypothetical_sign,
        ),
    ];
    for (key, term, meaning) in signs {
        let meaning = if key == "hypothetical" {
            format!(
                "<strong>{}</strong>{colon}{}",
                escape(w.legend),
                escape(meaning)
            )
        } else {
            escape(meaning)
        };
        entry(&mut out, key, &term, &meaning);
    }
    out.push_str("</dl></section>");
    out
}

/// A short key of a result, for the legend's entries (and the tests).
fn side_key(side: Side) -> &'static str {
    match side {
        Side::Win => "win",
        Side::Loss => "loss",
        Side::Draw => "draw",
        Side::ForfeitWin => "forfeit-win",
        Side::ForfeitLoss => "forfeit-loss",
        Side::Void => "void",
        Side::Pending => "pending",
    }
}

/// The article of a generated rules page (everything else is the standalone page's frame).
fn article(page: &str) -> Option<&str> {
    let start = page.find("<article")?;
    let end = page.rfind("</article>")? + "</article>".len();
    page.get(start..end)
}

/// The document a link inside an article leads to: `criteria.html`, `fukui.ja.html#x`.
fn linked_document(href: &str) -> Option<&'static str> {
    let page = href.split('#').next()?;
    let id = page.strip_suffix(".html")?;
    let id = id.strip_suffix(".ja").unwrap_or(id);
    RULES_DOCS.iter().find(|d| d.id == id).map(|d| d.id)
}
