//! The director's panel: a new event, registering players, who plays the next round, pairing
//! it (again, until its first result), why each opponent, and printing the pairings with result
//! slips. The pairing is the engine's ([`crate::editor::swiss::director`]); the results are then
//! entered in the entry panel.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::{SwissProps, words::director_words};
use crate::editor::swiss::{self, Director, SwissAction};
use crate::engine::swiss::pairing::Pairing;
use crate::report::pairing::{key_label, key_value, passed_words};
use crate::report::text::error_message;
use crate::web::i18n::Lang;

/// The bye's line.
fn bye_text(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Ja => format!("休み（不戦勝）：{name}"),
        Lang::En => format!("Bye: {name}"),
    }
}

#[component]
pub fn DirectorPanel(props: &SwissProps) -> Html {
    let w = director_words(props.lang);
    let doc = props.doc.clone();
    let director = use_memo(doc.clone(), |doc| swiss::director(doc));
    let taken = use_state(|| false);
    let name_ref = use_node_ref();
    let rank_ref = use_node_ref();
    let club_ref = use_node_ref();

    let new_event = {
        let edit = props.edit.clone();
        let confirm = w.new_event_confirm;
        Callback::from(move |_| {
            let ok = web_sys::window()
                .and_then(|w| w.confirm_with_message(confirm).ok())
                .unwrap_or(false);
            if ok {
                let seed = (js_sys::Math::random() * 1e15) as u64;
                edit.emit(SwissAction::Replace(Box::new(swiss::new_event(seed))));
            }
        })
    };
    let add = {
        let edit = props.edit.clone();
        let doc = doc.clone();
        let taken = taken.clone();
        let (name_ref, rank_ref, club_ref) = (name_ref.clone(), rank_ref.clone(), club_ref.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let value = |r: &NodeRef| {
                r.cast::<HtmlInputElement>()
                    .map(|i| i.value())
                    .unwrap_or_default()
            };
            let name = value(&name_ref).trim().to_string();
            if name.is_empty() {
                return;
            }
            if doc.players.iter().any(|p| p.name.trim() == name) {
                taken.set(true);
                return;
            }
            taken.set(false);
            edit.emit(SwissAction::AddPlayer {
                name,
                rank: Some(value(&rank_ref)),
                club: Some(value(&club_ref)),
            });
            for r in [&name_ref, &rank_ref, &club_ref] {
                if let Some(i) = r.cast::<HtmlInputElement>() {
                    i.set_value("");
                }
            }
            if let Some(i) = name_ref.cast::<HtmlInputElement>() {
                let _ = i.focus();
            }
        })
    };

    let on_clubs = {
        let edit = props.edit.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let rounds = input.value().trim().parse::<u32>().ok();
            edit.emit(SwissAction::SetKeepClubsApart(rounds));
        })
    };
    let clubs_apart = doc
        .pairing
        .as_ref()
        .and_then(|p| p.keep_clubs_apart)
        .unwrap_or(0)
        .to_string();
    let round = director.as_ref().as_ref().map(|d| d.round);
    let absent = |name: &str| {
        round.is_some_and(|r| {
            doc.rounds.get(r).is_some_and(|e| {
                e.byes.iter().any(|b| {
                    b.player.trim() == name.trim() && b.kind != crate::event::ByeKind::Pairing
                })
            })
        })
    };
    let roster = doc.players.iter().enumerate().map(|(i, p)| {
        let played = swiss::has_played(&doc, i);
        let remove = {
            let edit = props.edit.clone();
            Callback::from(move |_| edit.emit(SwissAction::RemovePlayer(i)))
        };
        let toggle = {
            let edit = props.edit.clone();
            let player = p.name.clone();
            let is_absent = absent(&p.name);
            round.map(|round| {
                Callback::from(move |_: Event| {
                    edit.emit(SwissAction::SetAbsent {
                        round,
                        player: player.clone(),
                        absent: !is_absent,
                    })
                })
            })
        };
        let label = format!("{} {}", p.name, w.plays);
        html! {
            <li>
                <span class="num">{ i + 1 }</span>
                <span class="who">{ &p.name }</span>
                <span class="muted">{ p.rank.clone().unwrap_or_default() }</span>
                <span class="muted">{ p.club.clone().unwrap_or_default() }</span>
                if let Some(onchange) = toggle {
                    <label class="plays">
                        <input type="checkbox" checked={!absent(&p.name)} {onchange} aria-label={label} />
                        <span aria-hidden="true">{ w.plays }</span>
                    </label>
                }
                if !played {
                    <button type="button" class="remove" onclick={remove}
                        aria-label={format!("{} {}", w.remove, p.name)}>{ w.remove }</button>
                }
            </li>
        }
    });

    let names: Vec<String> = doc.players.iter().map(|p| p.name.clone()).collect();
    let round_part = match director.as_ref() {
        None => html! { <p>{ w.all_played }</p> },
        Some(d) => round_view(props, d, &names),
    };
    html! {
        <section class="swiss-director" aria-labelledby="director-heading">
            <h2 id="director-heading">{ w.heading }</h2>
            <p><button type="button" onclick={new_event}>{ w.new_event }</button></p>
            <h3>{ format!("{} ({})", w.players, doc.players.len()) }</h3>
            <form class="register" onsubmit={add}>
                <label>{ w.name }<input ref={name_ref} type="text" required=true /></label>
                <label>{ w.rank }<input ref={rank_ref} type="text" /></label>
                <label>{ w.club }<input ref={club_ref} type="text" /></label>
                <button type="submit">{ w.add }</button>
            </form>
            if *taken {
                <p class="swiss-error" role="alert">{ w.name_taken }</p>
            }
            <ol class="roster">{ for roster }</ol>
            <label class="clubs-apart">
                { w.clubs_apart_rounds }
                <input type="number" min="0" max="99" value={clubs_apart} onchange={on_clubs} />
            </label>
            { round_part }
        </section>
    }
}

/// The round to pair: its pairing, the buttons, why each opponent, and the printout.
fn round_view(props: &SwissProps, d: &Director, names: &[String]) -> Html {
    let w = director_words(props.lang);
    let lang = props.lang;
    let round = d.round;
    let heading = match lang {
        Lang::Ja => format!("{}回戦", round + 1),
        Lang::En => format!("Round {}", round + 1),
    };
    let has_games = props
        .doc
        .rounds
        .get(round)
        .is_some_and(|r| !r.games.is_empty());
    let pair = |rematches: bool, label: &'static str| {
        let edit = props.edit.clone();
        let onclick = Callback::from(move |_| edit.emit(SwissAction::Pair { round, rematches }));
        html! { <button type="button" class="pair-round" {onclick}>{ label }</button> }
    };
    let print = Callback::from(|_| print_pairings());
    let body = match &d.paired {
        Err(e) if matches!(e.kind(), crate::error::ErrorKind::NoPairingSeed) => {
            let edit = props.edit.clone();
            let onclick = Callback::from(move |_| {
                edit.emit(SwissAction::SetSeed((js_sys::Math::random() * 1e15) as u64))
            });
            html! {
                <>
                    <p>{ w.no_seed }</p>
                    <button type="button" {onclick}>{ w.draw_seed }</button>
                </>
            }
        }
        Err(e) => html! { <p class="swiss-error" role="alert">{ error_message(lang, e) }</p> },
        Ok(Err(imp)) => {
            let shown = d
                .with_rematches
                .as_ref()
                .filter(|p| has_games && Director::matches_round(&props.doc, round, p));
            let involved: Vec<&str> = imp.involved.iter().map(|&p| names[p].as_str()).collect();
            html! {
                <>
                    <div class="impossible" role="alert">
                        <p><strong>{ w.cannot_pair }</strong></p>
                        <p>{ format!("{}: {}", w.involved, involved.join(", ")) }</p>
                        <p>{ w.or_absent }</p>
                    </div>
                    { pair(true, w.pair_with_rematches) }
                    if let Some(p) = shown {
                        { pairing_view(props, p, names) }
                        <p><button type="button" onclick={print}>{ w.print_pairings }</button></p>
                    }
                </>
            }
        }
        Ok(Ok(p)) => {
            let current = has_games && Director::matches_round(&props.doc, round, p);
            html! {
                <>
                    if current {
                        <p class="note">{ w.paired_note }</p>
                        { pair(false, w.pair_again) }
                        { pairing_view(props, p, names) }
                        <p><button type="button" onclick={print}>{ w.print_pairings }</button></p>
                    } else if has_games {
                        <p class="note" role="status">{ w.stale }</p>
                        { pair(false, w.pair_again) }
                    } else {
                        { pair(false, w.pair) }
                    }
                </>
            }
        }
    };
    html! {
        <div class="director-round">
            <h3>{ heading }</h3>
            { body }
        </div>
    }
}

/// The pairing list with each pair's reasons, and the printout's pairing table and slips.
fn pairing_view(props: &SwissProps, p: &Pairing, names: &[String]) -> Html {
    let w = director_words(props.lang);
    let lang = props.lang;
    let title = props.doc.title.clone().unwrap_or_default();
    let heading = match lang {
        Lang::Ja => format!("{}回戦の組合せ", p.round + 1),
        Lang::En => format!("Pairings of round {}", p.round + 1),
    };
    let pairs = p.pairs.iter().enumerate().map(|(k, pair)| {
        let reasons: Html = if pair.skipped.is_empty() {
            html! { <li>{ w.first_free }</li> }
        } else {
            pair.skipped
                .iter()
                .map(|s| html! { <li>{ format!("{} — {}", names[s.player], passed_words(lang, s.why)) }</li> })
                .collect()
        };
        html! {
            <li class="pairing">
                <span class="board">{ format!("{} {}", w.board, k + 1) }</span>
                <span class="pair-names">{ format!("{} – {}", names[pair.high], names[pair.low]) }</span>
                if pair.rematch {
                    <span class="tag">{ w.rematch }</span>
                }
                <details class="why">
                    <summary>{ w.why }</summary>
                    <ul>{ reasons }</ul>
                </details>
            </li>
        }
    });
    let bye = p
        .bye
        .as_ref()
        .map(|b| html! { <li class="pairing bye">{ bye_text(lang, &names[b.player]) }</li> });
    let heads: Vec<String> = p.keys.iter().map(|k| key_label(lang, *k)).collect();
    let order = p.order.iter().enumerate().map(|(i, placed)| {
        html! {
            <tr>
                <td class="num">{ i + 1 }</td>
                <th scope="row">{ &names[placed.player] }</th>
                { for placed.values.iter().map(|v| html! { <td class="num">{ key_value(*v) }</td> }) }
            </tr>
        }
    });
    let slips = p.pairs.iter().enumerate().map(|(k, pair)| {
        html! {
            <div class="slip">
                <p><strong>{ format!("{}  {}  {} {}", title, heading, w.board, k + 1) }</strong></p>
                <p>{ format!("{} ☐ {}    {} ☐ {}", names[pair.high], w.slip_wins, names[pair.low], w.slip_wins) }</p>
                <p>{ format!("{}: ______    {}: ______________", w.slip_result, w.slip_sign) }</p>
            </div>
        }
    });
    html! {
        <div class="director-pairing">
            if p.keep_apart {
                <p class="note">{ w.clubs_apart }</p>
            }
            <ol class="pairing-list" aria-label={heading.clone()}>{ for pairs }{ for bye }</ol>
            <details class="order">
                <summary>{ w.order }</summary>
                <div class="scroll">
                    <table>
                        <thead><tr><th>{ "#" }</th><th>{ w.name }</th>{ for heads.iter().map(|h| html! { <th>{ h }</th> }) }</tr></thead>
                        <tbody>{ for order }</tbody>
                    </table>
                </div>
            </details>
            <div class="print-pairings" aria-hidden="true">
                <h2>{ format!("{title}  {heading}") }</h2>
                <table>
                    <tbody>
                        { for p.pairs.iter().enumerate().map(|(k, pair)| html! {
                            <tr><td>{ format!("{} {}", w.board, k + 1) }</td><td>{ &names[pair.high] }</td><td>{ "–" }</td><td>{ &names[pair.low] }</td></tr>
                        }) }
                    </tbody>
                </table>
                { for p.bye.as_ref().map(|b| html! { <p>{ bye_text(lang, &names[b.player]) }</p> }) }
                <div class="slips">{ for slips }</div>
            </div>
        </div>
    }
}

/// Prints the pairing list and result slips only: the page marks the print, and the print
/// stylesheet shows those alone; the mark goes after printing.
fn print_pairings() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let root = window.document().and_then(|d| d.document_element());
    if let Some(root) = &root {
        let _ = root.set_attribute("data-print", "pairings");
    }
    let _ = window.print();
    if let Some(root) = &root {
        let _ = root.remove_attribute("data-print");
    }
}
