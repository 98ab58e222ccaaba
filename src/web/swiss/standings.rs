//! The standings: place, name, a column per criterion and what separated each row from the one
//! above; a Buchholz, Sonneborn-Berger or SOS value opens to its arithmetic.

use yew::prelude::*;

use super::{SwissProps, words::words};
use crate::engine::Score;
use crate::engine::swiss::criteria;
use crate::report::error::message as error_message;
use crate::report::swiss::{arithmetic, source_words, text_value};

#[component]
pub fn Standings(props: &SwissProps) -> Html {
    let w = words(props.lang);
    let lang = props.lang;
    // The value opened: (player, index of the code).
    let open = use_state(|| None::<(usize, usize)>);
    let a = match props.analysis.as_ref() {
        Ok(a) => a,
        Err(e) => {
            return html! {
                <section class="swiss-standings">
                    <h2>{ w.standings }</h2>
                    <p class="swiss-error" role="alert">
                        { format!("{}: {}", w.cannot_rank, error_message(lang, e)) }
                    </p>
                </section>
            };
        }
    };
    let st = &a.standings;
    let codes: Vec<String> = st.codes.iter().map(|c| c.text()).collect();
    let shown: Vec<usize> = (0..codes.len())
        .filter(|&k| !st.codes[k].base.among_tied())
        .collect();
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
    let rows = st.rows.iter().map(|row| {
        let place = if row.place == row.place_to {
            row.place.to_string()
        } else {
            format!("{}-{}", row.place, row.place_to)
        };
        let decided = match row.separation {
            Some(s) => format!("{} {} > {}", codes[s.step], text_value(s.above), text_value(s.this)),
            None if row.place_to > row.place => w.tied.to_string(),
            None => String::new(),
        };
        html! {
            <tr>
                <td class="num">{ place }</td>
                <th scope="row">{ &a.names[row.player] }</th>
                { for shown.iter().map(|&k| {
                    let v = row.values[k].map(text_value).unwrap_or_default();
                    let explained = !criteria::elements(&a.input.event, st.codes[k], st.edition, row.player).is_empty();
                    if explained {
                        // The visible value first (WCAG 2.5.3), then whose and which it is.
                        let label = format!("{v} ({} {})", a.names[row.player], codes[k]);
                        html! { <td class="num"><button type="button" class="value"
                            aria-label={label} aria-expanded={(*open == Some((row.player, k))).to_string()}
                            onclick={explain(row.player, k)}>{ v }</button></td> }
                    } else {
                        html! { <td class="num">{ v }</td> }
                    }
                }) }
                <td class="decided">{ decided }</td>
            </tr>
        }
    });
    let panel = (*open).map(|(p, k)| {
        let code = st.codes[k];
        let els = criteria::elements(&a.input.event, code, st.edition, p);
        let mut total = Score::ZERO;
        let items = els.iter().map(|e| {
            if !e.cut {
                total += e.contribution(code.base);
            }
            let who = e.opponent.map_or(w.no_opponent.to_string(), |q| a.names[q].clone());
            let sum = arithmetic(e, code.base);
            let round = match lang {
                crate::lang::Lang::Ja => format!("{}{}", e.round + 1, w.round),
                crate::lang::Lang::En => format!("{} {}", w.round, e.round + 1),
            };
            html! {
                <li class={classes!(e.cut.then_some("cut"))}>
                    { format!("{round}: {who} — {} — {sum}{}", source_words(lang, e.source), if e.cut { w.cut } else { "" }) }
                </li>
            }
        }).collect::<Html>();
        let close = {
            let open = open.clone();
            Callback::from(move |_| open.set(None))
        };
        html! {
            <div class="swiss-explain" role="region" aria-label={format!("{} {}{}", a.names[p], codes[k], w.elements_of)}>
                <h3>{ format!("{} {}{}", a.names[p], codes[k], w.elements_of) }</h3>
                <ol>{ items }</ol>
                <p>{ format!("{}: {}", w.total, total) }</p>
                <button type="button" onclick={close}>{ w.close }</button>
            </div>
        }
    });
    html! {
        <section class="swiss-standings">
            <h2>{ w.standings }</h2>
            if let Some((r, entered, games)) = a.entering {
                <p class="note">{ match lang {
                    crate::lang::Lang::Ja => format!("{}{}：{}（{entered}/{games}）", r + 1, w.round, w.entering),
                    crate::lang::Lang::En => format!("{} {}: {} ({entered}/{games})", w.round, r + 1, w.entering),
                } }</p>
            }
            <p class="hint">{ w.explain_hint }</p>
            <div class="scroll" tabindex="0" role="region" aria-label={w.standings}>
                <table>
                    <thead><tr>
                        <th scope="col">{ w.place }</th>
                        <th scope="col">{ w.name }</th>
                        { for shown.iter().map(|&k| html! { <th scope="col">{ &codes[k] }</th> }) }
                        <th scope="col">{ w.decided }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            { panel.unwrap_or_default() }
        </section>
    }
}
