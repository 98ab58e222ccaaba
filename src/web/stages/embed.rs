//! The stages page's embed (`stages.html?embed`): the read-only view an association puts on its
//! own website, as the league and Swiss pages' embeds are. Its event comes from the share
//! fragment (`#t=…`) or from `src=URL` (checked again every `refresh=` seconds while visible,
//! downloaded only when it changed), shown as its [`super::overview`]: the final places, then
//! every stage. An address that names neither says so. It stores nothing, draws no form
//! control, and tells the page around it how tall it is (with WordPress's secret when it gave
//! one).

use std::rc::Rc;

use yew::prelude::*;

use super::opened::READERS;
use super::{StagesUi, overview::Overview};
use crate::editor::launch::{Launch, Theme};
use crate::error::DocumentKind;
use crate::web::i18n::stages::text;
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
    let published = use_published(
        launch.clone(),
        launch.staged.clone(),
        launch.refresh_seconds(),
        READERS,
        None,
    );
    let (shown, problem) = (published.shown, published.problem);
    use_height_posted(launch.secret.clone());
    use_effect_with((lang, launch.theme), |&(lang, theme)| {
        browser::set_root_attribute("lang", Some(lang.tag()));
        let dark = theme == Theme::Dark || (theme == Theme::System && browser::prefers_dark());
        browser::set_root_attribute("data-theme", dark.then_some("dark"));
    });
    let t = text(lang);
    let src = launch.src.as_deref().unwrap_or_default();
    let nothing = launch.staged.is_none() && launch.src.is_none();
    let problem_text = match &*problem {
        Some(p) => Some(open::problem_text(lang, DocumentKind::Staged, src, p)),
        None if nothing => Some(t.nothing_named.to_string()),
        None => None,
    };
    let body = match &*shown {
        Some(doc) => {
            let title = doc
                .title
                .clone()
                .filter(|x| !x.trim().is_empty())
                .unwrap_or_else(|| t.title.to_string());
            html! {
                <>
                    <h1 class="embed-title">{ title }</h1>
                    <Overview doc={doc.clone()} />
                </>
            }
        }
        None => html! {},
    };
    html! {
        <ContextProvider<StagesUi> context={StagesUi::read_only(lang)}>
            <EmbedFrame {lang} kind={DocumentKind::Staged} page="app stages-app" capped={launch.secret.is_some()}
                problem={problem_text} shown={shown.is_some()}
                full={full_address(&launch, "stages.html", launch.staged.as_deref())}>
                { body }
            </EmbedFrame>
        </ContextProvider<StagesUi>>
    }
}
