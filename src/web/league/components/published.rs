//! A league as published, read-only: its title, the standings first (with the rule that decided
//! each place and why), then the crosstable, the required playoffs and the cycles. The embed
//! and a shared league show this; nothing in it edits (the [`Ui`] context is read-only).

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::editor::league::CellResult;
use crate::editor::league::analysis::Analysis;
use crate::error::DocumentKind;
use crate::web::i18n::publish;
use crate::web::{Ui, i18n};

use super::{
    cycles::Cycles, plain_crosstable::PlainCrosstable, playoffs::Playoffs, points_only::PointsOnly,
    standings::Standings,
};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub analysis: Rc<Analysis>,
    pub names: Rc<Vec<String>>,
    pub title: Option<String>,
    /// Results shown that were not played (a what-if outcome), from their row's side.
    #[prop_or_default]
    pub hypothetical: Rc<Vec<CellResult>>,
    /// Whether the title is the page's main heading (the embed) or a section's (a shared
    /// league inside the app).
    #[prop_or_default]
    pub main: bool,
}

#[component]
pub fn Published(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let p = publish::text(ui.lang);
    let title = props
        .title
        .clone()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| {
            publish::kinded(ui.lang, DocumentKind::League)
                .untitled
                .to_string()
        });
    let results = match &props.analysis.ranked {
        Ok(_) => html! {
            <Standings analysis={props.analysis.clone()} names={props.names.clone()} selected={None::<usize>} on_select={Callback::noop()} />
        },
        Err(e) => html! {
            <section class="panel error" role="alert" aria-label={t.cannot_rank}>
                <h2>{ t.cannot_rank }</h2>
                <p class="error-text">{ crate::report::error::message(ui.lang, e) }</p>
                <PointsOnly analysis={props.analysis.clone()} names={props.names.clone()} />
            </section>
        },
    };
    let playoffs = props
        .analysis
        .ranked
        .as_ref()
        .is_ok_and(|r| !r.ranking.playoffs.is_empty());
    html! {
        <div class="published">
            if props.main {
                <h1 class="league-title">{ title }</h1>
            } else {
                <h2 class="league-title">{ title }</h2>
            }
            if !props.hypothetical.is_empty() {
                <p class="hypothetical-note" role="note">{ p.hypothetical_note }</p>
            }
            { results }
            <PlainCrosstable analysis={props.analysis.clone()} names={props.names.clone()} hypothetical={props.hypothetical.clone()} />
            if playoffs {
                <Playoffs analysis={props.analysis.clone()} names={props.names.clone()} />
            }
            <Cycles analysis={props.analysis.clone()} names={props.names.clone()} />
        </div>
    }
}
