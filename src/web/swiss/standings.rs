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
use crate::editor::swiss::SwissAnalysis;
use crate::engine::Score;
use crate::engine::swiss::{Standing, criteria};
use crate::report::error::message as error_message;
use crate::report::swiss::{
    arithmetic, code_name, place_text, separation_text, source_words, text_value,
};
use crate::web::i18n::common::{common, labelled};
use crate::web::i18n::swiss::{self as i18n, words};
use crate::web::shell::rows::{Drawn, WHOLE_UP_TO, use_drawn_rows};
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
    let body = use_node_ref();
    let query = find.trim().to_lowercase();
    // The rows shown: every player's, or those whose name has the text looked for.
    let rows: Vec<&Standing> = match props.analysis.as_ref() {
        Ok(a) => a
            .standings
            .rows
            .iter()
            .filter(|row| query.is_empty() || a.names[row.player].to_lowercase().contains(&query))
            .collect(),
        Err(_) => Vec::new(),
    };
    // A long list draws the rows near the screen only (see `shell::rows`).
    let drawn = use_drawn_rows(rows.len(), body.clone());
    let windowed = rows.len() > WHOLE_UP_TO;
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
    // Each row as plain text, drawn by a component of its own: an edit, a change of rules or a
    // value opened draws again only the rows whose text changed. Rows are keyed by their
    // position in the list, not by player: a change of rules or a round completed reorders
    // most of 500 rows, and moving their elements cost more than writing the texts that
    // changed in place; a long list scrolled keeps the rows still near the screen as they are.
    let lines = rows[drawn.rows.clone()]
        .iter()
        .zip(drawn.rows.clone())
        .map(|(row, i)| {
            let place = place_text(row);
            let decided = decided_text(lang, row, &codes);
            // Each value shown: its text, and whether it opens its breakdown (a button).
            let values = shown
                .iter()
                .map(|&k| Value {
                    k,
                    code: codes[k].clone(),
                    text: row.values[k].map(text_value).unwrap_or_default(),
                    explained: !criteria::elements(
                        &a.input.event,
                        st.codes[k],
                        st.edition,
                        row.player,
                    )
                    .is_empty(),
                })
                .collect();
            let opened = (*open)
                .filter(|&(p, _)| p == row.player)
                .map(|(p, k)| (k, breakdown(lang, a, p, k, &codes, columns)));
            let line = Line {
                player: row.player,
                place,
                name: a.names[row.player].clone(),
                values,
                decided,
                decides: row.separation.map(|s| s.step),
                opened,
                index: windowed.then_some(i + 2),
            };
            html! { <StandingRow key={i} line={Rc::new(line)} set_open={open.setter()} /> }
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
    let more_to_play = a.more_to_play;
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
                <table class="swiss-standings-table" aria-rowcount={windowed.then(|| (rows.len() + 1).to_string())}>
                    <thead><tr>
                        <th scope="col" class="place">{ w.place }</th>
                        <th scope="col" class="name">{ w.name }</th>
                        { for heads }
                        <th scope="col" class="decided">{ w.decided }</th>
                    </tr></thead>
                    <tbody ref={body}>
                        { Drawn::spacer(drawn.above(), columns) }
                        { for lines }
                        { Drawn::spacer(drawn.below(rows.len()), columns) }
                    </tbody>
                </table>
            </div>
        </section>
    }
}

/// One row of the standings as text: what [`StandingRow`] draws.
#[derive(PartialEq)]
struct Line {
    player: usize,
    place: String,
    name: String,
    values: Vec<Value>,
    /// What separated the row from the one above, in words.
    decided: String,
    /// The column (index of the code) whose criterion did.
    decides: Option<usize>,
    /// The value opened (index of the code) and its arithmetic.
    opened: Option<(usize, Breakdown)>,
    /// The row's number in the table (`aria-rowindex`: the header's is 1) when the table draws
    /// only some of its rows.
    index: Option<usize>,
}

/// A value of a row: its code's column, text, and whether it opens its arithmetic.
#[derive(PartialEq)]
struct Value {
    k: usize,
    code: String,
    text: String,
    explained: bool,
}

/// The arithmetic of a value opened, as text (here and in the viewer).
#[derive(PartialEq)]
pub struct Breakdown {
    pub heading: String,
    /// Every round's element, and whether it was cut.
    pub items: Vec<(String, bool)>,
    pub total: String,
    pub close: &'static str,
    /// The columns of the standings, which the row of the arithmetic spans.
    pub columns: usize,
}

#[derive(PartialEq, Properties)]
struct RowProps {
    line: Rc<Line>,
    /// Opens a value (player, index of the code), or closes the one open.
    set_open: UseStateSetter<Option<(usize, usize)>>,
}

#[component]
fn StandingRow(props: &RowProps) -> Html {
    let line = &props.line;
    let open = line.opened.as_ref().map(|(k, _)| *k);
    let value = |v: &Value, shown_text: String| {
        if v.explained {
            // The visible text first (WCAG 2.5.3), then whose (and which) it is.
            let label = if shown_text == v.text {
                i18n::value_label(&v.text, &line.name, &v.code)
            } else {
                format!("{shown_text} ({})", line.name)
            };
            let onclick = {
                let (set_open, p, k) = (props.set_open.clone(), line.player, v.k);
                Callback::from(move |_| {
                    set_open.set(if open == Some(k) { None } else { Some((p, k)) })
                })
            };
            html! { <button type="button" class="value"
            aria-label={label} aria-expanded={(open == Some(v.k)).to_string()}
            {onclick}>{ shown_text }</button> }
        } else {
            html! { <span>{ shown_text }</span> }
        }
    };
    let cells = line.values.iter().map(|v| {
        let decides = line.decides == Some(v.k);
        let class = classes!("num", "value-cell", decides.then_some("decides"));
        html! { <td {class}>{ value(v, v.text.clone()) }</td> }
    });
    // A phone shows the values under the name instead of in columns.
    let narrow = line
        .values
        .iter()
        .filter(|v| !v.text.is_empty())
        .map(|v| value(v, format!("{} {}", v.code, v.text)));
    let detail = line.opened.as_ref().map(|(_, b)| {
        let close = {
            let set_open = props.set_open.clone();
            Callback::from(move |_| set_open.set(None))
        };
        let items = b
            .items
            .iter()
            .map(|(text, cut)| html! { <li class={classes!(cut.then_some("cut"))}>{ text }</li> });
        html! {
            <tr class="explain-row">
                <td colspan={b.columns.to_string()}>
                    <div class="swiss-explain" role="region" aria-label={b.heading.clone()}>
                        <h3>{ &b.heading }</h3>
                        <ol>{ for items }</ol>
                        <p>{ &b.total }</p>
                        <button type="button" onclick={close}>{ b.close }</button>
                    </div>
                </td>
            </tr>
        }
    });
    html! {
        <>
            <tr class="standing" data-player={line.name.clone()} aria-rowindex={line.index.map(|i| i.to_string())}>
                <td class="num place">{ &line.place }</td>
                <th scope="row" class="name">
                    <span class="who">{ &line.name }</span>
                    <span class="narrow-line">{ for narrow }
                        if !line.decided.is_empty() { <span class="decided">{ &line.decided }</span> }
                    </span>
                </th>
                { for cells }
                <td class="decided">{ &line.decided }</td>
            </tr>
            { detail.unwrap_or_default() }
        </>
    }
}

/// What separated `row` from the row above, in words (`SB 13 > 12.5`), `tied` when nothing
/// did, nothing for the first row; `codes` are the list's codes as written.
pub fn decided_text(lang: crate::lang::Lang, row: &Standing, codes: &[String]) -> String {
    match row.separation {
        Some(s) => separation_text(&codes[s.step], s.above, s.this),
        None if row.place_to > row.place => words(lang).tied.to_string(),
        None => String::new(),
    }
}

/// The arithmetic of player `p`'s value under code `k`, for a row right under the player's:
/// every round's element, where it comes from, those cut, and the total.
pub fn breakdown(
    lang: crate::lang::Lang,
    a: &SwissAnalysis,
    p: usize,
    k: usize,
    codes: &[String],
    columns: usize,
) -> Breakdown {
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
            (line, e.cut)
        })
        .collect();
    Breakdown {
        heading: i18n::elements_heading(lang, &a.names[p], &codes[k]),
        items,
        total: labelled(lang, w.total, &total.to_string()),
        close: common(lang).close,
        columns,
    }
}
