//! The ko endgame helper's answer ([`crate::report::ko::parts`]): the best move, k against Δ,
//! the working, the optimal score and the line, why, or the refusal and the exhaustive search;
//! or what is wrong with the position. The helper ([`super::ko`]) shows it live under its form,
//! the viewer ([`crate::web::view`]) under the position read-only.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::ko::Answer;
use crate::lang::Lang;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub answer: Rc<Result<Answer, crate::Error>>,
    pub lang: Lang,
}

#[component]
pub fn KoAnswer(props: &Props) -> Html {
    let lang = props.lang;
    let t = crate::web::i18n::ko::ko(lang);
    match props.answer.as_ref() {
        Err(e) => html! {
            <p class="ko-answer error-text" role="alert">{ crate::report::error::message(lang, e) }</p>
        },
        Ok(a) => {
            let p = crate::report::ko::parts(lang, a);
            html! {
                <div class="ko-answer">
                    { for p.best.iter().map(|b| html! { <p class="ko-best"><strong>{ b }</strong></p> }) }
                    { for p.refusal.iter().map(|r| html! { <p class="ko-refusal">{ r }</p> }) }
                    { for p.comparison.iter().map(|c| html! { <p class="ko-comparison">{ c }</p> }) }
                    if !p.working.is_empty() {
                        <details class="ko-working">
                            <summary>{ t.working }</summary>
                            { for p.working.iter().map(|(head, lines)| html! {
                                <div class="ko-criterion">
                                    { for head.iter().map(|h| html! { <p><strong>{ *h }</strong></p> }) }
                                    <ul>{ for lines.iter().map(|l| html! { <li>{ l }</li> }) }</ul>
                                </div>
                            }) }
                        </details>
                    }
                    { for p.score.iter().map(|s| html! { <p class="ko-score">{ s }</p> }) }
                    { for p.line.iter().map(|l| html! { <p class="ko-line">{ l }</p> }) }
                    { for p.why.iter().map(|w| html! { <p class="ko-why">{ w }</p> }) }
                    { for p.search.iter().map(|s| html! { <p class="ko-search">{ s }</p> }) }
                </div>
            }
        }
    }
}
