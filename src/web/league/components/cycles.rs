//! Every cycle (A beat B, B beat C, C beat A) as a small diagram and as text.

use std::rc::Rc;

use yew::prelude::*;

use crate::report::text::fixed;
use crate::web::shell::ui::use_ui;

use crate::editor::league::analysis::Analysis;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub analysis: Rc<Analysis>,
    pub names: Rc<Vec<String>>,
}

const SIZE: f64 = 180.0;
const RADIUS: f64 = 62.0;
const NODE: f64 = 16.0;

#[component]
pub fn Cycles(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let Ok(r) = &props.analysis.ranked else {
        return html! {};
    };
    if r.ranking.cycles.is_empty() {
        return html! {};
    }
    let cycles = r.ranking.cycles.iter().enumerate().map(|(k, c)| {
        let m = c.order.len();
        let at = |i: usize| {
            let a = std::f64::consts::TAU * i as f64 / m as f64 - std::f64::consts::FRAC_PI_2;
            (SIZE / 2.0 + RADIUS * a.cos(), SIZE / 2.0 + RADIUS * a.sin())
        };
        let arrows = (0..m).map(|i| {
            let (x1, y1) = at(i);
            let (x2, y2) = at((i + 1) % m);
            let (dx, dy) = (x2 - x1, y2 - y1);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let (ux, uy) = (dx / len, dy / len);
            html! {
                <line x1={fixed(x1 + ux * NODE, 1)} y1={fixed(y1 + uy * NODE, 1)}
                      x2={fixed(x2 - ux * (NODE + 4.0), 1)} y2={fixed(y2 - uy * (NODE + 4.0), 1)}
                      class="arrow" marker-end={format!("url(#arrowhead-{k})")} />
            }
        });
        let nodes = c.order.iter().enumerate().map(|(i, &p)| {
            let (x, y) = at(i);
            let label = short_name(&props.names[p]);
            html! {
                <g class="node">
                    <circle cx={fixed(x, 1)} cy={fixed(y, 1)} r={NODE.to_string()} />
                    <text x={fixed(x, 1)} y={fixed(y + 4.0, 1)} text-anchor="middle">{ label }</text>
                </g>
            }
        });
        let mut text: Vec<String> = c.order.iter().map(|&p| props.names[p].clone()).collect();
        if let Some(first) = text.first().cloned() {
            text.push(first);
        }
        let text = text.join(" → ");
        html! {
            <figure class="cycle-figure" data-block={r.names[c.block].clone()}>
                <svg viewBox={format!("0 0 {SIZE} {SIZE}")} width="160" height="160" role="img" aria-label={text.clone()}>
                    <defs>
                        <marker id={format!("arrowhead-{k}")} viewBox="0 0 10 10" refX="8" refY="5"
                            markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                            <path d="M 0 0 L 10 5 L 0 10 z" />
                        </marker>
                    </defs>
                    { for arrows }
                    { for nodes }
                </svg>
                <figcaption>
                    <span class="band-tag">{ r.names[c.block].clone() }</span>{ " " }{ text }
                </figcaption>
            </figure>
        }
    });
    html! {
        <section class="panel cycles" aria-labelledby="cycles-h">
            <h2 id="cycles-h">{ t.cycles }</h2>
            <p class="help">{ t.cycle_help }</p>
            <div class="cycle-list">{ for cycles }</div>
        </section>
    }
}

/// A name short enough for a node of the diagram: the name itself up to three characters, the
/// initials of a name of several words ("Player 12" → "P12"), else its first two characters.
fn short_name(name: &str) -> String {
    if name.chars().count() <= 3 {
        return name.to_string();
    }
    let words: Vec<&str> = name.split_whitespace().collect();
    if words.len() > 1 {
        return words
            .iter()
            .map(|w| {
                if w.chars().all(|c| c.is_ascii_digit()) {
                    w.to_string()
                } else {
                    w.chars().take(1).collect()
                }
            })
            .collect::<String>()
            .chars()
            .take(4)
            .collect();
    }
    name.chars().take(2).collect()
}
