//! The league's title, rule chain (a preset or typed criterion codes, with the preset's
//! description and source and a "?" that opens its full text in the help), seats, how many
//! times each pair meets, what results score, and the playoff policies over the chosen chain.
//! Help texts are [`Tip`]s, reachable by tap as well as hover.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::document::league::{Policies, Rules, ScoringEntry};
use crate::editor::league::Action;
use crate::engine::RuleChain;
use crate::engine::league::chain::{PRESETS, PlayoffFormat, PlayoffScope};
use crate::web::i18n::help;
use crate::web::league::components::help::Topic;
use crate::web::league::components::tip::Tip;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub title: Option<String>,
    pub rules: Option<Rules>,
    pub seats: Option<u32>,
    pub cycles: Option<u32>,
    pub scoring: Option<ScoringEntry>,
    /// Opens the help.
    #[prop_or_default]
    pub on_help: Callback<Topic>,
}

const CUSTOM: &str = "custom";

/// The scoring choices: their id and values (win, draw, loss, forfeit win, forfeit loss).
const SCORINGS: [(&str, [f64; 5]); 3] = [
    ("1-0.5-0", [1.0, 0.5, 0.0, 1.0, 0.0]),
    ("3-1-0", [3.0, 1.0, 0.0, 3.0, 0.0]),
    ("2-1-0", [2.0, 1.0, 0.0, 2.0, 0.0]),
];

const SCOPES: [PlayoffScope; 5] = [
    PlayoffScope::None,
    PlayoffScope::Title,
    PlayoffScope::Seats,
    PlayoffScope::TitleAndSeats,
    PlayoffScope::All,
];

const FORMATS: [PlayoffFormat; 4] = [
    PlayoffFormat::Knockout,
    PlayoffFormat::Stepladder,
    PlayoffFormat::RoundRobin,
    PlayoffFormat::TwoMostSenior,
];

fn entry(v: [f64; 5]) -> ScoringEntry {
    ScoringEntry {
        win: v[0],
        draw: v[1],
        loss: v[2],
        forfeit_win: v[3],
        forfeit_loss: v[4],
        extra: Default::default(),
    }
}

/// A number of points as typed: a whole number, or one and a half (`1.5`, `-0.5`, `.5`), also
/// with a comma. Anything else is not a score (`None`). (Parsed by hand: the page does not
/// need the standard library's float parser for halves.)
fn parse_half(text: &str) -> Option<f64> {
    let text = text.trim();
    let (neg, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, frac) = digits.split_once(['.', ',']).unwrap_or((digits, ""));
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let half = match frac.trim_end_matches('0') {
        "" => 0,
        "5" => 1,
        _ => return None,
    };
    if whole.unsigned_abs() > 100 || (whole == 0 && half == 0 && digits.is_empty()) {
        return None;
    }
    let halves = (whole * 2 + half) as f64;
    Some(if neg { -halves / 2.0 } else { halves / 2.0 })
}

/// A score that is a multiple of ½, as `parse_half` reads it back: `3`, `1.5`, `-0.5`.
fn show_half(v: f64) -> String {
    let halves = (v * 2.0).round() as i64;
    let sign = if halves < 0 { "-" } else { "" };
    let h = halves.unsigned_abs();
    format!("{sign}{}{}", h / 2, if h % 2 == 1 { ".5" } else { "" })
}

fn values(s: &ScoringEntry) -> [f64; 5] {
    [s.win, s.draw, s.loss, s.forfeit_win, s.forfeit_loss]
}

#[component]
pub fn Settings(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let rules = props
        .rules
        .as_ref()
        .map_or_else(|| "fukui".to_string(), |r| r.base().to_string());
    let is_preset = PRESETS.contains(&rules.as_str());
    // The custom field opens when chosen, and stays open while the typed chain is not a preset.
    let custom_open = use_state(|| false);
    let show_custom = *custom_open || !is_preset;
    let scoring_values = props.scoring.as_ref().map_or(SCORINGS[0].1, values);
    let scoring_id = SCORINGS
        .iter()
        .find(|(_, v)| *v == scoring_values)
        .map(|(id, _)| *id);
    let custom_scoring = use_state(|| false);
    let show_custom_scoring = *custom_scoring || scoring_id.is_none();
    let policies = props
        .rules
        .as_ref()
        .map(Rules::policies)
        .unwrap_or_default();
    // The chain as the rules say it, to show each policy in force.
    let chain = props
        .rules
        .as_ref()
        .map_or_else(|| Ok(RuleChain::fukui()), |r| r.chain());
    let base = RuleChain::parse(&rules).ok();

    // The title is kept as it is typed; its keystrokes are one undo step until it loses focus.
    let on_title = {
        let edit = ui.edit.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            edit.emit(Action::SetTitle(Some(v)));
        })
    };
    let end_title = {
        let edit = ui.edit.clone();
        Callback::from(move |_: Event| edit.emit(Action::EndTyping))
    };
    let on_preset = {
        let edit = ui.edit.clone();
        let custom_open = custom_open.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            if v == CUSTOM {
                custom_open.set(true);
            } else {
                custom_open.set(false);
                edit.emit(Action::SetRules(v));
            }
        })
    };
    let on_chain = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            edit.emit(Action::SetRules(v.trim().to_string()));
        })
    };
    let on_seats = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let v = input.value();
            let seats = match v.trim() {
                "" => Ok(None),
                v => v.parse::<u32>().map(Some),
            };
            match seats {
                Ok(seats) => {
                    input.set_custom_validity("");
                    edit.emit(Action::SetSeats(seats));
                }
                Err(_) => {
                    input.set_custom_validity(t.seats_help);
                    input.report_validity();
                }
            }
        })
    };
    let cycles = props.cycles.unwrap_or(1);
    // Each choice remounts the control, so that a refused change shows what the document holds.
    let cycles_nonce = use_state(|| 0u32);
    let on_cycles = {
        let edit = ui.edit.clone();
        let nonce = cycles_nonce.clone();
        Callback::from(move |e: Event| {
            let select = e.target_unchecked_into::<HtmlSelectElement>();
            if let Ok(c) = select.value().parse::<u32>() {
                edit.emit(Action::SetCycles(c));
            }
            nonce.set(*nonce + 1);
        })
    };
    let on_scoring = {
        let edit = ui.edit.clone();
        let custom_scoring = custom_scoring.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            match SCORINGS.iter().find(|(id, _)| *id == v) {
                Some((_, values)) => {
                    custom_scoring.set(false);
                    edit.emit(Action::SetScoring(Some(entry(*values))));
                }
                None => custom_scoring.set(true),
            }
        })
    };
    let on_value = |k: usize| {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            if let Some(x) = parse_half(&v) {
                let mut vals = scoring_values;
                vals[k] = x;
                edit.emit(Action::SetScoring(Some(entry(vals))));
            }
        })
    };
    let set_policy = |set: fn(&mut Policies, Option<String>)| {
        let edit = ui.edit.clone();
        let policies = policies.clone();
        move |v: String| {
            let mut p = policies.clone();
            set(&mut p, Some(v));
            edit.emit(Action::SetPolicies(p));
        }
    };
    let on_scope = {
        let set = set_policy(|p, v| p.playoff = v);
        Callback::from(move |e: Event| set(e.target_unchecked_into::<HtmlSelectElement>().value()))
    };
    let on_format = {
        let set = set_policy(|p, v| p.playoff_format = v);
        Callback::from(move |e: Event| set(e.target_unchecked_into::<HtmlSelectElement>().value()))
    };
    let on_title_rules = {
        let set = set_policy(|p, v| p.title_rules = v);
        Callback::from(move |e: Event| {
            set(e
                .target_unchecked_into::<HtmlInputElement>()
                .value()
                .trim()
                .to_string())
        })
    };
    let selected = if show_custom { CUSTOM } else { rules.as_str() };
    let mark = |is_base: bool, name: &str| {
        if is_base {
            format!("{name} ({})", t.preset_mark)
        } else {
            name.to_string()
        }
    };
    let (scope, format) = match &chain {
        Ok(c) => (Some(c.playoff), Some(c.format)),
        Err(_) => (None, None),
    };
    let value_fields = [t.win, t.draw, t.loss, t.forfeit_win, t.forfeit_loss];
    let h = help::text(ui.lang);
    let about = {
        let on_help = props.on_help.clone();
        let topic = Topic::rules_of(if show_custom { CUSTOM } else { &rules });
        Callback::from(move |_| on_help.emit(topic))
    };
    let tip = |field: &str, text: &'static str| {
        html! {
            <Tip class="tip-q" label={format!("{}{}{field}", h.help_for, t.colon)} tip={html! { text }} />
        }
    };
    let preset = (!show_custom).then_some(rules.as_str());
    let description = preset.and_then(|id| help::preset_description(ui.lang, id));
    let source = preset.and_then(|id| help::preset_source(ui.lang, id));

    html! {
        <section class="panel settings" aria-label={t.rules}>
            <label class="field title">
                <span>{ t.league_title }</span>
                <input type="text" value={props.title.clone().unwrap_or_default()} oninput={on_title} onchange={end_title} />
            </label>
            <div class="field-tip">
                <label class="field rules">
                    <span>{ t.rules }</span>
                    <select onchange={on_preset}>
                        { for PRESETS.iter().map(|id| html! {
                            <option value={*id} selected={selected == *id}>{ i18n::preset_name(ui.lang, id) }</option>
                        }) }
                        <option value={CUSTOM} selected={selected == CUSTOM}>{ t.custom_rules }</option>
                    </select>
                </label>
                <button type="button" class="tip-q about-rules" aria-label={h.about_rules}
                    aria-haspopup="dialog" onclick={about}>{ "?" }</button>
            </div>
            if show_custom {
                <div class="field-tip">
                    <label class="field chain">
                        <span>{ t.custom_rules }</span>
                        <input type="text" class="chain-input" value={rules.clone()} placeholder="PTS,SB,DE,WIN"
                            spellcheck="false" autocapitalize="characters" onchange={on_chain} />
                    </label>
                    { tip(t.custom_rules, t.rules_help) }
                </div>
            }
            <div class="field-tip">
                <label class="field seats">
                    <span>{ t.seats }</span>
                    <input type="number" min="0" value={props.seats.map(|s| s.to_string()).unwrap_or_default()}
                        onchange={on_seats} />
                </label>
                { tip(t.seats, t.seats_help) }
            </div>
            <label class="field cycles">
                <span>{ t.cycles_label }</span>
                <select key={format!("{cycles}-{}", *cycles_nonce)} onchange={on_cycles}>
                    <option value="1" selected={cycles == 1}>{ t.single_rr }</option>
                    <option value="2" selected={cycles == 2}>{ t.double_rr }</option>
                    if cycles > 2 {
                        <option value={cycles.to_string()} selected=true>{ format!("× {cycles}") }</option>
                    }
                </select>
            </label>
            <label class="field scoring">
                <span>{ t.scoring }</span>
                <select onchange={on_scoring}>
                    { for SCORINGS.iter().enumerate().map(|(k, (id, _))| html! {
                        <option value={*id} selected={!show_custom_scoring && scoring_id == Some(*id)}>
                            { if k == 0 { t.scoring_default.to_string() } else { id.to_string() } }
                        </option>
                    }) }
                    <option value={CUSTOM} selected={show_custom_scoring}>{ t.scoring_custom }</option>
                </select>
            </label>
            if show_custom_scoring {
                <fieldset class="scoring-values">
                    <legend>{ t.scoring_custom }</legend>
                    { for value_fields.iter().enumerate().map(|(k, name)| html! {
                        <label class="field value">
                            <span>{ *name }</span>
                            <input type="number" step="0.5" min="-100" max="100"
                                value={show_half(scoring_values[k])} onchange={on_value(k)} />
                        </label>
                    }) }
                </fieldset>
            }
            <fieldset class="policies">
                <legend>{ t.policies }</legend>
                <label class="field scope">
                    <span>{ t.playoff_scope }</span>
                    <select onchange={on_scope}>
                        { for SCOPES.iter().map(|&s| html! {
                            <option value={s.code()} selected={scope == Some(s)}>
                                { mark(base.as_ref().is_some_and(|b| b.playoff == s), i18n::scope_name(ui.lang, s)) }
                            </option>
                        }) }
                    </select>
                </label>
                <div class="field-tip">
                    <label class="field title-rules">
                        <span>{ t.title_rules }</span>
                        <input type="text" value={policies.title_rules.clone().unwrap_or_default()}
                            placeholder={base.as_ref().and_then(|b| b.title.as_ref()).map(|c| if c.is_empty() { "none".to_string() } else { c.iter().map(|c| c.code()).collect::<Vec<_>>().join(",") }).unwrap_or_default()}
                            spellcheck="false" autocapitalize="characters" onchange={on_title_rules} />
                    </label>
                    { tip(t.title_rules, t.title_rules_help) }
                </div>
                <label class="field format">
                    <span>{ t.playoff_format }</span>
                    <select onchange={on_format}>
                        { for FORMATS.iter().map(|&f| html! {
                            <option value={f.code()} selected={format == Some(f)}>
                                { mark(base.as_ref().is_some_and(|b| b.format == f), i18n::format_name(ui.lang, f)) }
                            </option>
                        }) }
                    </select>
                </label>
            </fieldset>
            <p class="help preset-about" data-rules={if show_custom { CUSTOM.to_string() } else { rules.clone() }}>
                if let Some(d) = description {
                    { d }
                    if let Some(s) = source {
                        { " " }<span class="source"><strong>{ h.source }</strong>{ t.colon }{ s }</span>
                    }
                } else {
                    { h.custom_about }
                }
            </p>
        </section>
    }
}
