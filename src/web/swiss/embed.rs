//! The Swiss page's embed (`swiss.html?embed`): the read-only view an association puts on its own
//! website, as the league page's embed is. Its event comes from the share fragment (`#e=…`) or
//! from `src=URL` (checked again every `refresh=` seconds while visible, downloaded only when it
//! changed), shown as standings with the values that decided each place, then the wall chart.
//! An address that names neither shows the example. It stores nothing, starts no worker, draws
//! no form control but the find-a-player box of a long list (its values' buttons open their
//! arithmetic), and tells the page around it how tall it is (with WordPress's secret when it
//! gave one).

use std::rc::Rc;

use yew::prelude::*;

use super::opened::READERS;
use super::{SwissProps, SwissUi, standings::Standings, wallchart::WallChart};
use crate::document::event::SwissEvent;
use crate::editor::launch::{Launch, Theme};
use crate::editor::swiss::{self, SwissAnalysis};
use crate::error::DocumentKind;
use crate::lang::Lang;
use crate::web::i18n::swiss::words;
use crate::web::shell::published::{EmbedFrame, full_address, use_height_posted, use_published};
use crate::web::shell::{browser, open};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub launch: Rc<Launch>,
}

#[component]
pub fn Embed(props: &Props) -> Html {
    let launch = props.launch.clone();
    let lang = launch.lang.unwrap_or_else(browser::browser_lang);
    // An address that names no event shows the example, as the league's embed shows its demo.
    let example: fn() -> Rc<SwissEvent> = match lang {
        Lang::Ja => || Rc::new(swiss::example(words(Lang::Ja).example_title)),
        Lang::En => || Rc::new(swiss::example(words(Lang::En).example_title)),
    };
    let published = use_published(
        launch.clone(),
        launch.event.clone(),
        launch.refresh_seconds(),
        READERS,
        Some(example),
    );
    let (shown, problem) = (published.shown, published.problem);
    use_height_posted(launch.secret.clone());
    // The host page's choice of colours (`theme=`, else the system's), and the language.
    use_effect_with((lang, launch.theme), |&(lang, theme)| {
        browser::set_root_attribute("lang", Some(lang.tag()));
        let dark = theme == Theme::Dark || (theme == Theme::System && browser::prefers_dark());
        browser::set_root_attribute("data-theme", dark.then_some("dark"));
    });
    let analysis = use_memo((*shown).clone(), |shown| {
        shown.as_ref().map(|doc| Rc::new(SwissAnalysis::of(doc)))
    });
    use_effect_with(analysis.is_some(), |shown| {
        if *shown {
            browser::mark("hoshitori:swiss-rendered");
        }
    });
    let w = words(lang);
    let src = launch.src.as_deref().unwrap_or_default();
    let problem_text = (*problem)
        .as_ref()
        .map(|pr| open::problem_text(lang, DocumentKind::Event, src, pr));
    let body = match (&*shown, analysis.as_ref()) {
        (Some(doc), Some(analysis)) => {
            let data = SwissProps {
                doc: doc.clone(),
                analysis: analysis.clone(),
            };
            let title = doc
                .title
                .clone()
                .filter(|t| !t.trim().is_empty())
                .unwrap_or_else(|| w.title.to_string());
            html! {
                <>
                    <h1 class="embed-title">{ title }</h1>
                    <Standings ..data.clone() />
                    <WallChart ..data />
                </>
            }
        }
        _ => html! {},
    };
    html! {
        <ContextProvider<SwissUi> context={SwissUi::read_only(lang)}>
            <EmbedFrame {lang} kind={DocumentKind::Event} page="swiss-app" capped={launch.secret.is_some()}
                problem={problem_text} shown={shown.is_some()}
                full={full_address(&launch, "swiss.html", launch.event.as_deref())}>
                { body }
            </EmbedFrame>
        </ContextProvider<SwissUi>>
    }
}
