//! The director's panel: a new event, registering players, who plays the next round, pairing
//! it (again, until its first result), why each opponent, and printing the pairings with result
//! slips. The pairing is the engine's ([`crate::editor::swiss::director`]), worked out in the
//! what-if worker ([`crate::editor::worker_protocol::Request::Pair`]): the pairing systems'
//! code stays out of the page, and a large event's pairing off its thread. The results are then
//! entered in the entry panel.
//!
//! The page draws [`DirectorPanel`]: the heading and the slot of [`Tools`], which are in the
//! Swiss page's panels' wasm ([`crate::web::helpers`]), loaded when first opened, or at once
//! while the event has no player. The slot carries the event as JSON; the tools' edits go back
//! to the page as [`crate::web::helpers::SWISS_EDIT`] events, which the page applies as its own
//! (its refusals, undo and storage are the page's).

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::web::shell::ui::Same;

use super::{EventProps, SwissProps, SwissUi};
use crate::document::event::{ByeKind, SwissEvent};
use crate::editor::swiss::{
    self, Ahead, Director, Entering, Refused, RoundPairs, Stage, SwissAction,
};
use crate::editor::worker_protocol::{Reply, WorkerRun, pair_text};
use crate::engine::swiss::pairing::{Pairing, PairingSystem};
use crate::lang::Lang;
use crate::report::game_words::draw_word;
use crate::report::pairing::{
    bracket_reasons, dutch_bye_words, handicap_words, key_label, key_value, mcmahon_bye_words,
    mcmahon_reasons, passed_words,
};
use crate::web::i18n::common::{labelled, list};
use crate::web::i18n::publish::director_tools;
use crate::web::i18n::swiss::{
    board_name, director_words, next_round_waits, pair_round_named, pairings_of, players_heading,
    results_entered, results_missing, round_name, words,
};
use crate::web::i18n::team::teams_heading;
use crate::web::shell::helper_slot::{HelperSlot, Panels, use_json};
use crate::web::shell::pool::Runner;
use crate::web::shell::publishing::Code;
use crate::web::shell::rows::use_printing;
use crate::web::shell::ui::use_ui;

/// What the director's panel shows of the round at hand.
#[derive(Clone, PartialEq)]
enum AtHand {
    /// Nothing to pair: every planned round has results, or the event is not paired here.
    Nothing,
    /// The round being entered, or the round to pair with its pairing.
    Round(Rc<Director<Refused>>),
    /// The round to pair, its pairing not yet back from the worker.
    Preparing,
    /// The worker could not pair it: why.
    Failed(String),
}

/// The panel's requests to its worker: the latest one's id and round, whether the worker is
/// working one out, and the text of the latest asked for meanwhile. A worker pairs one round at
/// a time, so the requests made while it works (a title typed letter by letter into a large
/// event) are folded into the last one, sent when it answers.
#[derive(Default)]
struct Asking {
    id: u32,
    round: usize,
    busy: bool,
    waiting: Option<String>,
}

/// What the director can do now: the round at hand ([`swiss::ahead`]) at once, and the
/// round to pair's pairing once the what-if worker has answered for this document and
/// language ([`AtHand::Preparing`] until then). One worker serves the panel while it is open;
/// a worker that failed is started again at the next change.
#[hook]
fn use_director(doc: Rc<SwissEvent>, lang: Lang) -> (Rc<Option<Ahead>>, AtHand) {
    let ahead = use_memo(Same(doc.clone()), |Same(doc)| swiss::ahead(doc));
    let asking = use_mut_ref(Asking::default);
    // The worker's answer to a request (by id).
    let answer = use_state(|| None::<(u32, Result<Rc<Director<Refused>>, String>)>);
    let runner = use_mut_ref(|| None::<Runner>);
    {
        let (asking, answer, runner) = (asking.clone(), answer.clone(), runner.clone());
        let ahead = ahead.clone();
        use_effect_with((Same(doc.clone()), lang), move |(Same(doc), lang)| {
            let Some(Ahead::Pair(round)) = *ahead else {
                return;
            };
            if runner.borrow().as_ref().is_none_or(Runner::broken) {
                asking.borrow_mut().busy = false;
                let (on_answer, on_failure) = (answer.clone(), answer.clone());
                let (replied, failed) = (asking.clone(), asking.clone());
                // The runner's own callback holds it weakly: the panel owns the worker.
                let next = Rc::downgrade(&runner);
                let on_reply = move |reply: Reply| {
                    let (id, stage) = match reply {
                        Reply::Paired { id, stage } => (id, Ok(stage)),
                        Reply::Failed { id, error } => (id, Err(error)),
                        _ => return,
                    };
                    let (latest, round, waiting) = {
                        let mut a = replied.borrow_mut();
                        let waiting = a.waiting.take();
                        a.busy = waiting.is_some();
                        (a.id, a.round, waiting)
                    };
                    if let (Some(text), Some(runner)) = (waiting, next.upgrade())
                        && let Some(r) = runner.borrow().as_ref()
                    {
                        r.post(text, Vec::new());
                    }
                    // An answer to an earlier request is passed over.
                    if id == latest {
                        let director = stage.map(|stage| {
                            Rc::new(Director {
                                round,
                                stage: *stage,
                            })
                        });
                        on_answer.set(Some((id, director)));
                    }
                };
                let on_error = move |message: String| {
                    let id = {
                        let mut a = failed.borrow_mut();
                        a.busy = false;
                        a.waiting = None;
                        a.id
                    };
                    on_failure.set(Some((id, Err(message))));
                };
                *runner.borrow_mut() = Runner::spawn(
                    crate::engine::swiss::prospects::Analysis::read,
                    on_reply,
                    on_error,
                )
                .ok();
            }
            let text = pair_text(asking.borrow().id + 1, *lang, doc, round);
            let send = {
                let mut a = asking.borrow_mut();
                a.id += 1;
                a.round = round;
                if a.busy {
                    a.waiting = Some(text);
                    None
                } else {
                    a.busy = true;
                    Some(text)
                }
            };
            match (send, runner.borrow().as_ref()) {
                (Some(text), Some(r)) => r.post(text, Vec::new()),
                (_, None) => answer.set(Some((asking.borrow().id, Err(String::new())))),
                (None, Some(_)) => {}
            }
        });
    }
    let at_hand = match ahead.as_ref() {
        None => AtHand::Nothing,
        Some(Ahead::Entering(e)) => AtHand::Round(Rc::new(Director {
            round: e.round,
            stage: Stage::Entering(e.clone()),
        })),
        Some(Ahead::Pair(round)) => match answer.as_ref() {
            Some((id, answer)) if (asking.borrow().id, asking.borrow().round) == (*id, *round) => {
                match answer {
                    Ok(d) if d.round == *round => AtHand::Round(d.clone()),
                    Ok(_) => AtHand::Preparing,
                    Err(why) => AtHand::Failed(why.clone()),
                }
            }
            _ => AtHand::Preparing,
        },
    };
    (ahead, at_hand)
}

/// The panel as the page draws it: its heading, and the slot of [`Tools`], loaded when
/// first opened, or at once while the event has no player (registering them is the first
/// thing to do).
#[component]
pub fn DirectorPanel(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let lang = ui.lang;
    let o = director_tools(lang);
    let data = use_json(props.doc.clone());
    html! {
        <section class="swiss-director" aria-labelledby="director-heading">
            <h2 id="director-heading">{ director_words(lang).heading }</h2>
            <HelperSlot helper="director" panels={Panels::Swiss} {lang} label={o.open}
                failed={o.failed} open={props.doc.players.is_empty()} {data} />
        </section>
    }
}

/// The director's tools (in the Swiss page's panels' wasm): the roster and its form, the
/// pairing system, the round at hand and its printout. Edits go out through the context's
/// [`SwissUi::edit`].
#[component]
pub fn Tools(props: &EventProps) -> Html {
    let ui: SwissUi = use_ui();
    let lang = ui.lang;
    let w = director_words(lang);
    let doc = props.doc.clone();
    let (ahead, at_hand) = use_director(doc.clone(), lang);
    // The round's printout (its pairing table, a slip per board: a 500-player round's are
    // thousands of elements) is drawn only while the page is printed (`rows::print_part`).
    let printing = use_printing();
    // The printout's QR code: the event's share link as it stands, once the round is paired
    // (none when the link is too long for one), sized by its modules in print; worked out only
    // for the printout.
    let to_pair = ahead.as_ref().as_ref().map(|a| match a {
        Ahead::Entering(e) => e.round,
        Ahead::Pair(round) => *round,
    });
    let qr = use_memo(
        (Same(doc.clone()), lang, to_pair, printing),
        |(Same(doc), lang, round, printing)| {
            let paired = *printing
                && doc
                    .rounds
                    .get((*round)?)
                    .is_some_and(|r| swiss::pairs_of(r).next().is_some());
            paired
                .then(|| super::publish::link(doc, *lang).ok())
                .flatten()
                .map(|l| l.code)
                .filter(|code| code.svg().is_some())
        },
    );
    let taken = use_state(|| false);
    let system = doc.pairing_system().unwrap_or_default();
    // The Dutch system is chess's: ratings, colours.
    let chess = system == PairingSystem::Dutch;
    let name_ref = use_node_ref();
    let rank_ref = use_node_ref();
    let club_ref = use_node_ref();

    let add = {
        let edit = ui.edit.clone();
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
            // A chess event's second field is the rating, a Go event's the rank.
            let (rank, rating) = if chess {
                (None, value(&rank_ref).trim().parse::<u32>().ok())
            } else {
                (Some(value(&rank_ref)), None)
            };
            edit.emit(SwissAction::AddPlayer {
                name,
                rank,
                rating,
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

    // The "name taken" note goes once the name is edited.
    let forget = {
        let taken = taken.clone();
        Callback::from(move |_: InputEvent| taken.set(false))
    };
    let on_clubs = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let rounds = input.value().trim().parse::<u32>().ok();
            edit.emit(SwissAction::SetKeepClubsApart(rounds));
        })
    };
    let on_system = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(s) = PairingSystem::parse(&select.value()) {
                edit.emit(SwissAction::SetPairingSystem(s));
            }
        })
    };
    let clubs_apart = doc
        .pairing
        .as_ref()
        .and_then(|p| p.keep_clubs_apart)
        .unwrap_or(0)
        .to_string();
    // While a round is being entered, the roster says who plays the round after it.
    let round = ahead.as_ref().as_ref().and_then(Ahead::to_pair);
    let started = doc.rounds.iter().any(crate::document::event::has_results);
    // A player's line is drawn again only when it changed, not for every result entered.
    let played = swiss::who_played(&doc);
    let roster = doc.players.iter().enumerate().map(|(i, p)| {
        let detail = if chess {
            p.rating.map(|r| r.to_string()).unwrap_or_default()
        } else {
            p.rank.clone().unwrap_or_default()
        };
        html! {
            <RosterLine {i} name={p.name.clone()} {detail}
                club={p.club.clone().unwrap_or_default()}
                played={played[i]}
                status={round.map(|round| (round, status(&doc, round, i)))} />
        }
    });
    let renumber = {
        let edit = ui.edit.clone();
        Callback::from(move |_| edit.emit(SwissAction::Renumber))
    };

    let names: Vec<String> = doc.players.iter().map(|p| p.name.clone()).collect();
    let team = doc.boards.is_some();
    let round_part = match &at_hand {
        // Nothing to pair before the first player is registered (the standings say so).
        _ if doc.players.is_empty() => Html::default(),
        AtHand::Preparing => html! { <p class="note" role="status">{ w.preparing }</p> },
        AtHand::Failed(why) => html! {
            <p class="swiss-error" role="alert">{
                if why.is_empty() { w.pairing_failed.to_string() } else { labelled(lang, w.pairing_failed, why) }
            }</p>
        },
        AtHand::Nothing if swiss::paired_here(&doc) => html! { <p>{ w.all_played }</p> },
        AtHand::Nothing => html! { <p class="note">{ w.not_paired_here }</p> },
        AtHand::Round(d) => round_view(
            &doc,
            &ui,
            d,
            &names,
            printing.then_some(qr.as_ref().as_ref()),
        ),
    };
    html! {
        <>
            <h3>{ if team { teams_heading(lang, doc.players.len()) } else { players_heading(lang, doc.players.len()) } }</h3>
            <form class="register" onsubmit={add}>
                <label>{ w.name }<input ref={name_ref} type="text" required=true oninput={forget} /></label>
                // A team has no Go rank.
                if !team && chess { <label>{ w.rating }<input ref={rank_ref.clone()} type="number" min="0" max="4000" /></label> }
                if !team && !chess { <label>{ w.rank }<input ref={rank_ref} type="text" /></label> }
                <label>{ w.club }<input ref={club_ref} type="text" /></label>
                <button type="submit">{ w.add }</button>
            </form>
            if *taken {
                <p class="swiss-error" role="alert">{ w.name_taken }</p>
            }
            <ol class="roster">{ for roster }</ol>
            if !started && doc.players.len() > 1 {
                <p><button type="button" class="renumber" onclick={renumber}>{ if chess { w.renumber_rating } else { w.renumber } }</button></p>
            }
            if swiss::paired_here(&doc) && !team && !started {
                <label class="pairing-system">
                    { w.system }
                    <select onchange={on_system}>
                        { for PairingSystem::ALL.iter().map(|s| {
                            let label = match s {
                                PairingSystem::Tagajo => w.system_tagajo,
                                PairingSystem::SwigPro => w.system_swigpro,
                                PairingSystem::Dutch => w.system_dutch,
                                PairingSystem::McMahon => w.system_mcmahon,
                            };
                            html! { <option value={s.id()} selected={*s == system}>{ label }</option> }
                        }) }
                    </select>
                </label>
            }
            // Clubs are kept apart by the pairing: not in a round robin's fixed schedule.
            if swiss::paired_here(&doc) {
                <label class="clubs-apart">
                    { w.clubs_apart_rounds }
                    <input type="number" min="0" max="99" value={clubs_apart} onchange={on_clubs} />
                </label>
            }
            { round_part }
        </>
    }
}

#[derive(PartialEq, Properties)]
struct RosterLineProps {
    /// The player's index.
    i: usize,
    name: String,
    /// The rating (chess) or the rank.
    detail: String,
    club: String,
    /// Whether the player has played (then cannot be removed).
    played: bool,
    /// The round to pair and whether the player plays it.
    status: Option<(usize, Status)>,
}

/// A player of the roster: number, name, rating or rank, club, whether they play the round to
/// pair, and removal until they have played.
#[component]
fn RosterLine(props: &RosterLineProps) -> Html {
    let ui: SwissUi = use_ui();
    let w = director_words(ui.lang);
    let i = props.i;
    let remove = {
        let edit = ui.edit.clone();
        Callback::from(move |_| edit.emit(SwissAction::RemovePlayer(i)))
    };
    let status = props.status.map(|(round, now)| {
        let edit = ui.edit.clone();
        let player = props.name.clone();
        let onchange = Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let next = match select.value().as_str() {
                "half" => Status::Bye(ByeKind::Half),
                "absent" => Status::Bye(ByeKind::Absent),
                "withdrawn" => Status::Withdrawn,
                _ => Status::Plays,
            };
            for action in change(round, &player, now, next) {
                edit.emit(action);
            }
        });
        let option = |value: &'static str, label: &'static str, on: bool| {
            html! { <option {value} selected={on}>{ label }</option> }
        };
        html! {
            <label class="plays">
                <span class="visually-hidden">{ format!("{} {}", props.name, w.this_round) }</span>
                <select {onchange}>
                    { option("plays", w.st_plays, now == Status::Plays) }
                    { option("half", w.st_half, now == Status::Bye(ByeKind::Half)) }
                    { option("absent", w.st_absent, matches!(now, Status::Bye(k) if k != ByeKind::Half)) }
                    { option("withdrawn", w.st_withdrawn, now == Status::Withdrawn) }
                </select>
            </label>
        }
    });
    html! {
        <li>
            <span class="num">{ i + 1 }</span>
            <span class="who">{ &props.name }</span>
            <span class="muted">{ &props.detail }</span>
            <span class="muted">{ &props.club }</span>
            { for status }
            if !props.played {
                <button type="button" class="remove" onclick={remove}
                    aria-label={format!("{} {}", w.remove, props.name)}>{ w.remove }</button>
            }
        </li>
    }
}

/// Whether a player plays the round being paired, as the roster shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Status {
    Plays,
    /// A bye entered beforehand (absent, a requested half-point or zero-point bye).
    Bye(ByeKind),
    Withdrawn,
}

fn status(doc: &crate::document::event::SwissEvent, round: usize, player: usize) -> Status {
    let p = &doc.players[player];
    if p.withdrawn_by(round) {
        return Status::Withdrawn;
    }
    doc.rounds
        .get(round)
        .and_then(|r| {
            r.byes
                .iter()
                .find(|b| b.player.trim() == p.name.trim() && b.kind != ByeKind::Pairing)
        })
        .map_or(Status::Plays, |b| Status::Bye(b.kind))
}

/// The editor's actions that take a player from `now` to `next` in round `round`.
fn change(round: usize, player: &str, now: Status, next: Status) -> Vec<SwissAction> {
    let player = player.to_string();
    let mut actions = Vec::new();
    if now == Status::Withdrawn && next != Status::Withdrawn {
        actions.push(SwissAction::Withdraw {
            player: player.clone(),
            from: None,
        });
    }
    match next {
        Status::Withdrawn => actions.push(SwissAction::Withdraw {
            player,
            from: Some(round as u32 + 1),
        }),
        Status::Plays => actions.push(SwissAction::SetBye {
            round,
            player,
            bye: None,
        }),
        Status::Bye(kind) => actions.push(SwissAction::SetBye {
            round,
            player,
            bye: Some(kind),
        }),
    }
    actions
}

/// The round at hand: the round being entered ([`entering_view`]), or the round to pair
/// ([`pairing_round_view`]).
fn round_view(
    doc: &SwissEvent,
    ui: &SwissUi,
    d: &Director<Refused>,
    names: &[String],
    printout: Printout<'_>,
) -> Html {
    match &d.stage {
        Stage::Entering(e) => entering_view(doc, ui.lang, e, names, printout),
        Stage::Pair {
            paired,
            with_rematches,
        } => pairing_round_view(
            doc,
            ui,
            d.round,
            paired,
            with_rematches.as_ref(),
            names,
            printout,
        ),
    }
}

/// A round whose results are being entered: how many are in, the pairs still waiting (by
/// board), the next round's pairing disabled with the reason, and the printout again.
fn entering_view(
    doc: &SwissEvent,
    lang: Lang,
    e: &Entering,
    names: &[String],
    printout: Printout<'_>,
) -> Html {
    let w = director_words(lang);
    let standing = swiss::round_pairs(doc, e.round);
    let entry = &doc.rounds[e.round];
    let pairs: Vec<(&str, &str)> = swiss::pairs_of(entry).collect();
    let missing = e.missing.iter().filter_map(|&k| {
        let (first, second) = pairs.get(k)?;
        Some(html! {
            <li class="pairing">
                <span class="board">{ board_name(lang, k) }</span>
                <span class="pair-names">{ format!("{first} – {second}") }</span>
            </li>
        })
    });
    let reason_id = "director-next-waits";
    let print = Callback::from(|_| crate::web::shell::rows::print_part("pairings"));
    html! {
        <div class="director-round entering">
            <h3>{ round_name(lang, e.round) }</h3>
            <p class="entered" role="status">{ results_entered(lang, e.entered, e.results) }</p>
            <h4>{ results_missing(lang) }</h4>
            <ol class="pairing-list missing" aria-label={results_missing(lang)}>{ for missing }</ol>
            <p class="note" id={reason_id}>{ next_round_waits(lang, e.round, e.next) }</p>
            if let Some(next) = e.next {
                <p>
                    <button type="button" class="pair-round" disabled=true aria-describedby={reason_id}>
                        { pair_round_named(lang, next) }
                    </button>
                </p>
            }
            <p><button type="button" onclick={print}>{ w.print_pairings }</button></p>
            if let Some(qr) = printout {
                { self::printout(doc, lang, e.round, &standing, names, qr) }
            }
        </div>
    }
}

/// The round to pair: its pairing, the buttons, why each opponent, pairing by hand, and the
/// printout.
fn pairing_round_view(
    doc: &SwissEvent,
    ui: &SwissUi,
    round: usize,
    paired: &Result<crate::document::event::Paired, Refused>,
    with_rematches: Option<&Pairing>,
    names: &[String],
    printout: Printout<'_>,
) -> Html {
    let lang = ui.lang;
    let w = director_words(lang);
    let heading = round_name(lang, round);
    let standing = swiss::round_pairs(doc, round);
    let has_games = !standing.pairs.is_empty();
    let pair = |pairing: &Pairing, label: &'static str| {
        let edit = ui.edit.clone();
        let pairing = pairing.clone();
        let onclick =
            Callback::from(move |_| edit.emit(SwissAction::Pair(Box::new(pairing.clone()))));
        html! { <button type="button" class="pair-round" {onclick}>{ label }</button> }
    };
    // The engine's pairing that is the round's, when it is (then its reasons are shown).
    let engines = match paired {
        Ok(Ok(p)) => Some(p),
        Ok(Err(_)) => with_rematches,
        Err(_) => None,
    }
    .filter(|p| has_games && Director::matches_round(doc, round, p));
    let body = match paired {
        Err(e) if e.no_seed => {
            let edit = ui.edit.clone();
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
        Err(e) => html! { <p class="swiss-error" role="alert">{ &e.message }</p> },
        Ok(paired) => {
            let impossible = paired.as_ref().err().map(|imp| {
                let involved: Vec<&str> = imp.involved.iter().map(|&p| names[p].as_str()).collect();
                html! {
                    <div class="impossible" role="alert">
                        <p><strong>{ w.cannot_pair }</strong></p>
                        <p>{ labelled(lang, w.involved, &list(lang, &involved)) }</p>
                        <p>{ w.or_absent }</p>
                    </div>
                }
            });
            // The Dutch system never pairs a rematch (C1): no such button.
            let again = match (paired, with_rematches) {
                (Ok(p), _) => pair(p, if has_games { w.pair_again } else { w.pair }),
                (Err(_), Some(p)) if doc.pairing_system().ok() != Some(PairingSystem::Dutch) => {
                    pair(p, w.pair_with_rematches)
                }
                _ => Html::default(),
            };
            html! {
                <>
                    { for impossible }
                    if let Some(p) = engines {
                        <p class="note">{ w.paired_note }</p>
                        { again }
                        { pairing_view(lang, p, names) }
                    } else if has_games {
                        <p class="note" role="status">{ w.differs }</p>
                        { again }
                        { current_view(lang, &standing, names) }
                    } else {
                        { again }
                    }
                </>
            }
        }
    };
    let unpaired: Vec<&str> = standing
        .unpaired
        .iter()
        .map(|&p| names[p].as_str())
        .collect();
    let print = Callback::from(|_| crate::web::shell::rows::print_part("pairings"));
    html! {
        <div class="director-round">
            <h3>{ heading }</h3>
            { body }
            if has_games && !unpaired.is_empty() {
                <p class="swiss-error" role="alert">{ labelled(lang, w.unpaired, &list(lang, &unpaired)) }</p>
            }
            if has_games {
                { by_hand(ui, round, &standing, names) }
                <p><button type="button" onclick={print}>{ w.print_pairings }</button></p>
                if let Some(qr) = printout {
                    { self::printout(doc, lang, round, &standing, names, qr) }
                }
            }
        </div>
    }
}

/// A pair's tags: met before, one club.
fn tags(lang: Lang, rematch: bool, same_club: bool) -> Html {
    let w = director_words(lang);
    html! {
        <>
            if rematch {
                <span class="tag">{ w.rematch }</span>
            }
            if same_club {
                <span class="tag">{ w.same_club }</span>
            }
        </>
    }
}

/// The engine's pairing with each pair's reasons and the pairing order.
fn pairing_view(lang: Lang, p: &Pairing, names: &[String]) -> Html {
    let w = director_words(lang);
    let heading = pairings_of(lang, p.round);
    let pairs = p.pairs.iter().enumerate().map(|(k, pair)| {
        // White first where the system allocated colours.
        let (first, second) = match pair.white {
            Some(white) if white == pair.low => (pair.low, pair.high),
            _ => (pair.high, pair.low),
        };
        let reasons: Html = if pair.bracket.is_some() {
            html! {
                <>
                    <li>{ w.dutch_why }</li>
                    { for bracket_reasons(lang, names, p, pair).into_iter().map(|r| html! { <li>{ r }</li> }) }
                </>
            }
        } else if pair.mcmahon.is_some() {
            html! {
                <>
                    <li>{ w.mcmahon_why }</li>
                    { for mcmahon_reasons(lang, names, pair).into_iter().map(|r| html! { <li>{ r }</li> }) }
                </>
            }
        } else if pair.skipped.is_empty() {
            html! { <li>{ w.first_free }</li> }
        } else {
            pair.skipped
                .iter()
                .map(|s| html! { <li>{ format!("{} — {}", names[s.player], passed_words(lang, s.why)) }</li> })
                .collect()
        };
        html! {
            <li class="pairing">
                <span class="board">{ board_name(lang, k) }</span>
                <span class="pair-names">{ pair_names(lang, names, first, second, pair.white.is_some()) }</span>
                if pair.handicap > 0 {
                    <span class="tag handicap">{ handicap_words(lang, pair.handicap) }</span>
                }
                { tags(lang, pair.rematch, false) }
                <details class="why">
                    <summary>{ w.why }</summary>
                    <ul>{ reasons }</ul>
                </details>
            </li>
        }
    });
    let bye_why = match p.system {
        PairingSystem::Dutch => Some(dutch_bye_words(lang)),
        PairingSystem::McMahon => Some(mcmahon_bye_words(lang)),
        PairingSystem::Tagajo | PairingSystem::SwigPro => None,
    };
    let bye = p.bye.as_ref().map(|b| {
        html! {
            <li class="pairing bye">
                { labelled(lang, w.bye_word, &names[b.player]) }
                if let Some(why) = bye_why {
                    <details class="why">
                        <summary>{ w.why }</summary>
                        <ul><li>{ why }</li></ul>
                    </details>
                }
            </li>
        }
    });
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
    html! {
        <div class="director-pairing">
            if p.keep_apart {
                <p class="note">{ w.clubs_apart }</p>
            }
            <ol class="pairing-list" aria-label={heading}>{ for pairs }{ for bye }</ol>
            <details class="order">
                <summary>{ w.order }</summary>
                <div class="scroll">
                    <table>
                        <thead><tr><th>{ "#" }</th><th>{ words(lang).name }</th>{ for heads.iter().map(|h| html! { <th>{ h }</th> }) }</tr></thead>
                        <tbody>{ for order }</tbody>
                    </table>
                </div>
            </details>
        </div>
    }
}

/// A pair's names; with colours allocated, each colour said (not by the order alone).
fn pair_names(lang: Lang, names: &[String], first: usize, second: usize, colours: bool) -> String {
    let w = director_words(lang);
    if colours {
        format!(
            "{} ({}) – {} ({})",
            names[first], w.white, names[second], w.black
        )
    } else {
        format!("{} – {}", names[first], names[second])
    }
}

/// The round's pairs as they stand when they are not the engine's (changed by hand).
fn current_view(lang: Lang, standing: &RoundPairs, names: &[String]) -> Html {
    let w = director_words(lang);
    let pairs = standing.pairs.iter().enumerate().map(|(k, pair)| {
        html! {
            <li class="pairing">
                <span class="board">{ board_name(lang, k) }</span>
                <span class="pair-names">{ format!("{} – {}", names[pair.white], names[pair.black]) }</span>
                { tags(lang, pair.rematch, pair.same_club) }
            </li>
        }
    });
    let bye = standing.bye.map(|b| {
        html! { <li class="pairing bye">{ labelled(lang, w.bye_word, &names[b]) }</li> }
    });
    html! {
        <div class="director-pairing">
            <ol class="pairing-list">{ for pairs }{ for bye }</ol>
        </div>
    }
}

/// Pairing by hand: a choice of player for each seat; choosing swaps the two players.
fn by_hand(ui: &SwissUi, round: usize, standing: &RoundPairs, names: &[String]) -> Html {
    let w = director_words(ui.lang);
    let seated: Vec<usize> = standing
        .pairs
        .iter()
        .flat_map(|p| [p.white, p.black])
        .chain(standing.bye)
        .collect();
    let seat = |who: usize, label: String| {
        let edit = ui.edit.clone();
        let me = names[who].clone();
        let onchange = Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            edit.emit(SwissAction::Swap {
                round,
                a: me.clone(),
                b: select.value(),
            });
        });
        html! {
            <select aria-label={label} {onchange}>
                { for seated.iter().map(|&p| html! {
                    <option value={names[p].clone()} selected={p == who}>{ &names[p] }</option>
                }) }
            </select>
        }
    };
    let rows = standing.pairs.iter().enumerate().map(|(k, pair)| {
        let board = board_name(ui.lang, k);
        html! {
            <li>
                <span class="board">{ &board }</span>
                { seat(pair.white, format!("{board} (1)")) }
                { "–" }
                { seat(pair.black, format!("{board} (2)")) }
            </li>
        }
    });
    let bye = standing.bye.map(|b| {
        html! {
            <li>
                <span class="board">{ w.bye_word }</span>
                { seat(b, w.bye_word.to_string()) }
            </li>
        }
    });
    html! {
        <details class="by-hand">
            <summary>{ w.by_hand }</summary>
            <p class="hint">{ w.by_hand_help }</p>
            <ol class="hand-list">{ for rows }{ for bye }</ol>
        </details>
    }
}

/// While the page is printed, the printout's QR code (if any); `None` otherwise: the printout
/// is not drawn.
type Printout<'a> = Option<Option<&'a Code>>;

/// The printout: the round's pairing table as it stands, the QR code of the event's share link
/// (when the event fits one), and a result slip per board.
fn printout(
    doc: &SwissEvent,
    lang: Lang,
    round: usize,
    standing: &RoundPairs,
    names: &[String],
    qr: Option<&Code>,
) -> Html {
    let w = director_words(lang);
    let title = doc.title.clone().unwrap_or_default();
    let heading = pairings_of(lang, round);
    // The printed table heads its columns White and Black where the round's games have their
    // colours (allocated by the system or entered); otherwise the pair is only a pair.
    let colours = standing.colours();
    let slips = standing.pairs.iter().enumerate().map(|(k, pair)| {
        html! {
            <div class="slip">
                <p><strong>{ format!("{}  {}  {}", title, heading, board_name(lang, k)) }</strong></p>
                <p>{ format!("{} ☐ {}    {} ☐ {}    ☐ {}", names[pair.white], w.slip_wins, names[pair.black], w.slip_wins, draw_word(lang, doc.game)) }</p>
                <p>{ format!("{}: ______    {}: ______________", w.slip_result, w.slip_sign) }</p>
            </div>
        }
    });
    html! {
        <div class="print-pairings" aria-hidden="true">
            <h2>{ format!("{title}  {heading}") }</h2>
            <div class="print-head">
                <table>
                    if colours {
                        <thead><tr><th>{ w.board }</th><th>{ w.white }</th><th></th><th>{ w.black }</th></tr></thead>
                    }
                    <tbody>
                        { for standing.pairs.iter().enumerate().map(|(k, pair)| html! {
                            <tr><td>{ board_name(lang, k) }</td><td>{ &names[pair.white] }</td><td>{ "–" }</td><td>{ format!("{} {}", names[pair.black], handicap_words(lang, pair.handicap)).trim_end().to_string() }</td></tr>
                        }) }
                    </tbody>
                </table>
                if let Some(Code::Svg { svg, modules }) = qr {
                    <figure class="qr" style={format!("--modules: {modules}")}>
                        { Html::from_html_unchecked(AttrValue::from(svg.to_string())) }
                        <figcaption>{ w.qr_caption }</figcaption>
                    </figure>
                }
            </div>
            { for standing.bye.map(|b| html! { <p>{ labelled(lang, w.bye_word, &names[b]) }</p> }) }
            <div class="slips">{ for slips }</div>
        </div>
    }
}
