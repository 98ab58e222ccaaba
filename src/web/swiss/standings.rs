//! The standings: place, name, a column per criterion and what separated each row from the one
//! above (the criterion and the two values compared). A Buchholz, Sonneborn-Berger or SOS value
//! opens to its arithmetic in a row right under the one clicked. The header stays in view while
//! a long table scrolls, a box finds a player among many, and on a phone the values go to a line
//! under the name, so that place and name never scroll sideways. An embed and an event opened from a
//! link explain their values too: the arithmetic is not an edit.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::legend::Legend;
use super::{SwissProps, SwissUi};
use crate::engine::Score;
use crate::engine::swiss::criteria;
use crate::report::error::message as error_message;
use crate::report::swiss::{arithmetic, code_name, separation_text, source_words, text_value};
use crate::web::i18n::common::{common, labelled};
use crate::web::i18n::swiss::{self as i18n, words};
use crate::web::shell::ui::use_ui;

/// Events with more players than this get the find-a-player box.
const FIND_FROM: usize = 16;

#[component]
pub fn Standings(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let lang = ui.lang;
    let w = words(lang);
    // The value opened: (player, index of the code).
    let open = use_state(|| None::<(usize, usize)>);
    let find = use_state(String::new);
    let a = match props.analysis.as_ref() {
        Ok(a) => a,
        Err(e) => {
            let empty = props.doc.players.is_empty();
            return html! {
                <section class="swiss-standings">
                    <h2>{ w.standings }</h2>
                    if empty {
                        <p class="note">{ w.register_players }</p>
                    } else {
                        <p class="swiss-error" role="alert">
                            { labelled(lang, w.cannot_rank, &error_message(lang, e)) }
                        </p>
                    }
                </section>
            };
        }
    };
    let st = &a.standings;
    let codes: Vec<String> = st.codes.iter().map(|c| c.text()).collect();
    let shown: Vec<usize> = (0..codes.len())
        .filter(|&k| !st.codes[k].base.among_tied())
        .collect();
    let columns = shown.len() + 3;
    let explain = |p: usize, k: usize| {
        let open = open.clone();
        Callback::from(move |_| {
            open.set(if *open == Some((p, k)) {
                None
            } else {
                Some((p, k))
            })
        })
    };
    let query = find.trim().to_lowercase();
    let rows = st
        .rows
        .iter()
        .filter(|row| query.is_empty() || a.names[row.player].to_lowercase().contains(&query));
    let rows = rows.map(|row| {
        let place = if row.place == row.place_to {
            row.place.to_string()
        } else {
            format!("{}-{}", row.place, row.place_to)
        };
        let decided = match row.separation {
            Some(s) => separation_text(&codes[s.step], s.above, s.this),
            None if row.place_to > row.place => w.tied.to_string(),
            None => String::new(),
        };
        // Each value shown: its text, and whether it opens its breakdown (a button).
        let values: Vec<(usize, String, bool)> = shown
            .iter()
            .map(|&k| {
                let v = row.values[k].map(text_value).unwrap_or_default();
                let explained =
                    !criteria::elements(&a.input.event, st.codes[k], st.edition, row.player)
                        .is_empty();
                (k, v, explained)
            })
            .collect();
        let value = |k: usize, v: &str, explained: bool, shown_text: String| {
            if explained {
                // The visible text first (WCAG 2.5.3), then whose (and which) it is.
                let label = if shown_text == v {
                    i18n::value_label(v, &a.names[row.player], &codes[k])
                } else {
                    format!("{shown_text} ({})", a.names[row.player])
                };
                html! { <button type="button" class="value"
                    aria-label={label} aria-expanded={(*open == Some((row.player, k))).to_string()}
                    onclick={explain(row.player, k)}>{ shown_text }</button> }
            } else {
                html! { <span>{ shown_text }</span> }
            }
        };
        let cells = values.iter().map(|(k, v, explained)| {
            let decides = row.separation.is_some_and(|s| s.step == *k);
            let class = classes!("num", "value-cell", decides.then_some("decides"));
            html! { <td {class}>{ value(*k, v, *explained, v.clone()) }</td> }
        });
        // A phone shows the values under the name instead of in columns.
        let narrow = values
            .iter()
            .filter(|(_, v, _)| !v.is_empty())
            .map(|(k, v, explained)| value(*k, v, *explained, format!("{} {v}", codes[*k])));
        let detail = (*open)
            .filter(|&(p, _)| p == row.player)
            .map(|(p, k)| breakdown(lang, props, p, k, &codes, columns, open.clone()));
        html! {
            <>
                <tr class="standing" data-player={a.names[row.player].clone()}>
                    <td class="num place">{ place }</td>
                    <th scope="row" class="name">
                        <span class="who">{ &a.names[row.player] }</span>
                        <span class="narrow-line">{ for narrow }
                            if !decided.is_empty() { <span class="decided">{ decided.clone() }</span> }
                        </span>
                    </th>
                    { for cells }
                    <td class="decided">{ decided }</td>
                </tr>
                { detail.unwrap_or_default() }
            </>
        }
    });
    let on_find = {
        let find = find.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            find.set(input.value());
        })
    };
    let heads = shown.iter().map(|&k| {
        html! {
            <th scope="col" class="value-cell" title={code_name(lang, st.codes[k])}>
                <abbr>{ &codes[k] }</abbr>
            </th>
        }
    });
    // A round paired or being entered: more to play, rounds planned or not.
    let more_to_play =
        a.entering.is_some() || a.upcoming.as_ref().is_ok_and(|u| !u.games.is_empty());
    html! {
        <section class="swiss-standings" aria-labelledby="standings-h">
            <h2 id="standings-h">{ w.standings }
                if let Some(so_far) = i18n::so_far(lang, a.played, props.doc.planned_rounds, more_to_play) {
                    { " " }<span class="so-far">{ so_far }</span>
                }
            </h2>
            if let Some((r, entered, games)) = a.entering {
                <p class="note">{ i18n::entering_note(lang, r, entered, games) }</p>
            }
            <Legend codes={Rc::new(st.codes.clone())} edition={st.edition} />
            <p class="hint">{ w.explain_hint }</p>
            // Read-only views too: a player looks for their own name on a phone.
            if a.names.len() > FIND_FROM {
                <label class="find-player">
                    { w.find_player }
                    <input type="search" value={(*find).clone()} oninput={on_find} />
                </label>
            }
            <div class={classes!("scroll", "standings-scroll", (a.names.len() > FIND_FROM).then_some("long"))} tabindex="0" role="region" aria-label={w.standings}>
                <table class="swiss-standings-table">
                    <thead><tr>
                        <th scope="col" class="place">{ w.place }</th>
                        <th scope="col" class="name">{ w.name }</th>
                        { for heads }
                        <th scope="col" class="decided">{ w.decided }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}

/// The arithmetic of player `p`'s value under code `k`, as a row of the table right under the
/// player's: every round's element, where it comes from, those cut, and the total.
fn breakdown(
    lang: crate::lang::Lang,
    props: &SwissProps,
    p: usize,
    k: usize,
    codes: &[String],
    columns: usize,
    open: UseStateHandle<Option<(usize, usize)>>,
) -> Html {
    let Ok(a) = props.analysis.as_ref() else {
        return Html::default();
    };
    let w = words(lang);
    let st = &a.standings;
    let code = st.codes[k];
    let els = criteria::elements(&a.input.event, code, st.edition, p);
    let mut total = Score::ZERO;
    let items = els
        .iter()
        .map(|e| {
            if !e.cut {
                total += e.contribution(code.base);
            }
            let who = e
                .opponent
                .map_or(w.no_opponent.to_string(), |q| a.names[q].clone());
            let line = i18n::element_line(
                lang,
                e.round,
                &who,
                source_words(lang, e.source),
                &arithmetic(e, code.base),
                e.cut,
            );
            html! { <li class={classes!(e.cut.then_some("cut"))}>{ line }</li> }
        })
        .collect::<Html>();
    let close = Callback::from(move |_| open.set(None));
    let heading = i18n::elements_heading(lang, &a.names[p], &codes[k]);
    html! {
        <tr class="explain-row">
            <td colspan={columns.to_string()}>
                <div class="swiss-explain" role="region" aria-label={heading.clone()}>
                    <h3>{ heading }</h3>
                    <ol>{ items }</ol>
                    <p>{ labelled(lang, w.total, &total.to_string()) }</p>
                    <button type="button" onclick={close}>{ common(lang).close }</button>
                </div>
            </td>
        </tr>
    }
}
