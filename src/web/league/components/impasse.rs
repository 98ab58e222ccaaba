//! The impasse dialog (持将棋, 入玉宣言法) of a shogi league, opened by a button under the
//! crosstable: the game, the rule and the counts it needs; the verdict live with its arithmetic
//! (or what is wrong with the counts); and one button that enters the result as one edit.
//!
//! Only renders: the form is [`crate::editor::league::impasse::ImpasseForm`], which judges and makes
//! the edit; the verdict's words are [`crate::report::jishogi::render`]'s.

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::editor::league::impasse::ImpasseForm;
use crate::engine::Outcome;
use crate::engine::jishogi::{BIG_PIECES, Colour, Rule, SMALL_PIECES};
use crate::report::jishogi::{colour_name, render, rule_name};
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub names: Rc<Vec<String>>,
    /// How many times each pair meets (a meeting select above 1).
    pub cycles: usize,
    /// Opens at once (the helpers are loaded when their button is pressed).
    #[prop_or_default]
    pub open: bool,
}

/// A form field that sets one count.
type Set = fn(&mut ImpasseForm, u8);

#[component]
pub fn ImpasseDialog(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::impasse(ui.lang);
    let n = props.names.len();
    let open = use_state_eq(|| props.open);
    let form = use_state_eq(|| ImpasseForm::new(0, 1.min(n.saturating_sub(1))));
    let entered = use_state_eq(|| false);

    let toggle = {
        let open = open.clone();
        Callback::from(move |_| open.set(!*open))
    };
    let opener = html! {
        <button type="button" class="impasse-open" aria-expanded={(*open).to_string()}
            aria-controls="impasse-dialog" onclick={toggle.clone()}>{ t.open }</button>
    };
    if !*open || n < 2 {
        return opener;
    }

    // Every field writes the form through `update`; a changed form clears "Entered.".
    let update = {
        let form = form.clone();
        let entered = entered.clone();
        Rc::new(move |f: &dyn Fn(&mut ImpasseForm)| {
            let mut next = *form;
            f(&mut next);
            form.set(next);
            entered.set(false);
        })
    };
    let player_select = |id: &'static str,
                         label: &'static str,
                         value: usize,
                         set: fn(&mut ImpasseForm, usize)| {
        let update = update.clone();
        let onchange = Callback::from(move |e: Event| {
            if let Ok(v) = e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse::<usize>()
            {
                update(&|f| set(f, v));
            }
        });
        html! {
            <label class="field" for={id}>
                <span>{ label }</span>
                <select id={id} {onchange}>
                    { for props.names.iter().enumerate().map(|(i, name)| html! {
                        <option value={i.to_string()} selected={i == value}>{ name.clone() }</option>
                    }) }
                </select>
            </label>
        }
    };
    let number = |id: &'static str, label: &'static str, value: u8, max: u8, set: Set| {
        let update = update.clone();
        // An empty or unreadable field changes nothing (the number being typed is kept).
        let oninput = Callback::from(move |e: InputEvent| {
            if let Ok(v) = e
                .target_unchecked_into::<HtmlInputElement>()
                .value()
                .trim()
                .parse::<u8>()
            {
                update(&|f| set(f, v));
            }
        });
        html! {
            <label class="field count" for={id}>
                <span>{ label }</span>
                <input id={id} type="number" inputmode="numeric" min="0" max={max.to_string()}
                    value={value.to_string()} {oninput} />
            </label>
        }
    };
    let flag =
        |id: &'static str, label: &'static str, value: bool, set: fn(&mut ImpasseForm, bool)| {
            let update = update.clone();
            let onchange = Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlInputElement>().checked();
                update(&|f| set(f, v));
            });
            html! {
                <label class="flag" for={id}>
                    <input id={id} type="checkbox" checked={value} {onchange} />
                    <span>{ label }</span>
                </label>
            }
        };

    let f = *form;
    let meeting = (props.cycles > 1).then(|| {
        let update = update.clone();
        let onchange = Callback::from(move |e: Event| {
            if let Ok(v) = e.target_unchecked_into::<HtmlSelectElement>().value().parse::<usize>() {
                update(&|f| f.meeting = v);
            }
        });
        html! {
            <label class="field" for="impasse-meeting">
                <span>{ t.meeting }</span>
                <select id="impasse-meeting" {onchange}>
                    { for (0..props.cycles).map(|k| html! {
                        <option value={k.to_string()} selected={k == f.meeting}>{ (k + 1).to_string() }</option>
                    }) }
                </select>
            </label>
        }
    });
    let on_rule = {
        let update = update.clone();
        Callback::from(move |e: Event| {
            if let Some(r) =
                Rule::from_code(&e.target_unchecked_into::<HtmlSelectElement>().value())
            {
                update(&|f| f.rule = r);
            }
        })
    };
    let on_declarer = {
        let update = update.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            let c = if v == "gote" {
                Colour::Gote
            } else {
                Colour::Sente
            };
            update(&|f| f.declarer = c);
        })
    };

    let counts = match f.rule {
        Rule::Board(_) => html! {
            <>
                <fieldset class="impasse-side">
                    <legend>{ colour_name(ui.lang, Colour::Sente) }</legend>
                    { number("impasse-sente-big", t.big, f.sente_pieces.big, BIG_PIECES, |f, v| f.sente_pieces.big = v) }
                    { number("impasse-sente-small", t.small, f.sente_pieces.small, SMALL_PIECES, |f, v| f.sente_pieces.small = v) }
                </fieldset>
                <fieldset class="impasse-side">
                    <legend>{ colour_name(ui.lang, Colour::Gote) }</legend>
                    { number("impasse-gote-big", t.big, f.gote_pieces.big, BIG_PIECES, |f, v| f.gote_pieces.big = v) }
                    { number("impasse-gote-small", t.small, f.gote_pieces.small, SMALL_PIECES, |f, v| f.gote_pieces.small = v) }
                </fieldset>
            </>
        },
        Rule::Declaration => html! {
            <fieldset class="impasse-side">
                <legend>{ rule_name(ui.lang, Rule::Declaration) }</legend>
                <label class="field" for="impasse-declarer">
                    <span>{ t.declarer }</span>
                    <select id="impasse-declarer" onchange={on_declarer}>
                        <option value="sente" selected={f.declarer == Colour::Sente}>{ colour_name(ui.lang, Colour::Sente) }</option>
                        <option value="gote" selected={f.declarer == Colour::Gote}>{ colour_name(ui.lang, Colour::Gote) }</option>
                    </select>
                </label>
                { number("impasse-counted-big", t.counted_big, f.counted.big, BIG_PIECES, |f, v| f.counted.big = v) }
                { number("impasse-counted-small", t.counted_small, f.counted.small, SMALL_PIECES, |f, v| f.counted.small = v) }
                { number("impasse-in-camp", t.in_camp, f.in_camp, 27, |f, v| f.in_camp = v) }
                { flag("impasse-king-in-camp", t.king_in_camp, f.king_in_camp, |f, v| f.king_in_camp = v) }
                { flag("impasse-in-check", t.in_check, f.in_check, |f, v| f.in_check = v) }
            </fieldset>
        },
    };

    let players_ok = f.sente < n && f.gote < n && f.sente != f.gote;
    let verdict = f.verdict();
    let result = match &verdict {
        Ok(v) => html! { <p class="verdict" id="impasse-verdict">{ render(ui.lang, v) }</p> },
        Err(e) => html! {
            <p class="verdict error-text" id="impasse-verdict">{ crate::report::error::message(ui.lang, e) }</p>
        },
    };
    let action = verdict
        .as_ref()
        .ok()
        .filter(|_| players_ok)
        .and_then(|v| Some((v.outcome, f.entry(v.outcome)?)));
    let enter = action.map(|(outcome, action)| {
        let edit = ui.edit.clone();
        let entered_set = entered.clone();
        let onclick = Callback::from(move |_| {
            edit.emit(action.clone());
            entered_set.set(true);
        });
        let replayed = outcome == Outcome::Replayed;
        html! {
            <>
                if replayed {
                    <p class="note">{ t.replay_note }</p>
                }
                <button type="button" class="impasse-enter primary" {onclick}>
                    { if replayed { t.replay } else { t.enter } }
                </button>
            </>
        }
    });

    html! {
        <>
            { opener }
            <section class="panel impasse" id="impasse-dialog" role="dialog" aria-labelledby="impasse-h">
                <h2 id="impasse-h">{ t.heading }</h2>
                <p class="help">{ t.help }</p>
                <div class="impasse-game">
                    { player_select("impasse-sente", t.sente, f.sente, |f, v| f.sente = v) }
                    { player_select("impasse-gote", t.gote, f.gote, |f, v| f.gote = v) }
                    { for meeting }
                    <label class="field" for="impasse-rule">
                        <span>{ t.rule }</span>
                        <select id="impasse-rule" onchange={on_rule}>
                            { for Rule::ALL.iter().map(|r| html! {
                                <option value={r.code()} selected={*r == f.rule}>{ rule_name(ui.lang, *r) }</option>
                            }) }
                        </select>
                    </label>
                </div>
                <div class="impasse-counts">{ counts }</div>
                <div class="impasse-result" role="status" aria-live="polite" aria-label={t.verdict}>
                    { result }
                    if !players_ok {
                        <p class="error-text">{ t.same_player }</p>
                    }
                </div>
                <div class="impasse-actions">
                    { for enter }
                    if *entered {
                        <span class="entered" role="status">{ t.entered }</span>
                    }
                    <button type="button" onclick={toggle}>{ i18n::text(ui.lang).close }</button>
                </div>
            </section>
        </>
    }
}
