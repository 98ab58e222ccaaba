//! Generated files are up to date (rust-analyzer's "sourcegen" pattern). The page carries the
//! full text of the rules offline without a Markdown renderer in its WebAssembly: this test
//! renders `docs/rules/*.md` (and a Japanese version `docs/rules/ja/ID.md` where one exists) to
//! static pages `rules/ID.html` (`rules/ID.ja.html`) with `rules/index.html` listing them, and
//! writes the list the page offers, `src/editor/rules_docs.rs`. A file that is stale is
//! rewritten and the test fails, so that the next run passes: commit what it wrote.
#![cfg(not(target_arch = "wasm32"))]

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use hoshitori::engine::league::chain::PRESETS;
use pulldown_cmark::{CowStr, Event, HeadingLevel, LinkType, Options, Parser, Tag, TagEnd};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One rule document: its id (the file name without `.md`), its Markdown in English and, if
/// it has one, in Japanese.
struct Source {
    id: String,
    en: String,
    ja: Option<String>,
}

/// The documents, presets first in the page's order ([`PRESETS`]), then the others by name.
fn sources() -> Vec<Source> {
    let dir = root().join("docs/rules");
    let mut ids: Vec<String> = std::fs::read_dir(&dir)
        .expect("docs/rules")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".md").map(str::to_string)
        })
        .collect();
    ids.sort_by_key(|id| {
        (
            PRESETS
                .iter()
                .position(|p| p == id)
                .unwrap_or(PRESETS.len()),
            id.clone(),
        )
    });
    ids.into_iter()
        .map(|id| Source {
            en: read(&dir.join(format!("{id}.md"))),
            ja: std::fs::read_to_string(dir.join("ja").join(format!("{id}.md"))).ok(),
            id,
        })
        .collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// `criteria.md` → `criteria.html` (the Japanese page where this page is Japanese and the other
/// document has a Japanese version); `None` for anything that is not one of the documents.
fn link_to(target: &str, ids: &[(String, bool)], ja: bool) -> Option<String> {
    let (path, fragment) = target.split_once('#').unwrap_or((target, ""));
    let id = path
        .strip_prefix("./")
        .unwrap_or(path)
        .strip_suffix(".md")?;
    let &(_, has_ja) = ids.iter().find(|(i, _)| i == id)?;
    let page = if ja && has_ja {
        format!("{id}.ja.html")
    } else {
        format!("{id}.html")
    };
    Some(if fragment.is_empty() {
        page
    } else {
        format!("{page}#{fragment}")
    })
}

/// A document's title (its first heading) and its body as HTML. Raw HTML in the Markdown is
/// shown as text, so the page can put the body inside itself as it is; links to another
/// document, and code spans that name one (`criteria.md`), lead to its page.
fn render(markdown: &str, ids: &[(String, bool)], ja: bool) -> (String, String) {
    let mut title = String::new();
    let mut in_title = false;
    let mut events = Vec::new();
    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        match &event {
            Event::Start(Tag::Heading {
                level: HeadingLevel::H1,
                ..
            }) if title.is_empty() => in_title = true,
            Event::End(TagEnd::Heading(HeadingLevel::H1)) => in_title = false,
            Event::Text(t) | Event::Code(t) | Event::InlineHtml(t) if in_title => title.push_str(t),
            _ => {}
        }
        match event {
            Event::Html(raw) | Event::InlineHtml(raw) => events.push(Event::Text(raw)),
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                title,
                id,
            }) => {
                let dest_url = link_to(&dest_url, ids, ja).map_or(dest_url, CowStr::from);
                events.push(Event::Start(Tag::Link {
                    link_type,
                    dest_url,
                    title,
                    id,
                }));
            }
            Event::Code(code) => match link_to(&code, ids, ja) {
                Some(page) => {
                    events.push(Event::Start(Tag::Link {
                        link_type: LinkType::Inline,
                        dest_url: page.into(),
                        title: "".into(),
                        id: "".into(),
                    }));
                    events.push(Event::Code(code));
                    events.push(Event::End(TagEnd::Link));
                }
                None => events.push(Event::Code(code)),
            },
            e => events.push(e),
        }
    }
    let mut body = String::new();
    pulldown_cmark::html::push_html(&mut body, events.into_iter());
    (title, body)
}

/// The stylesheet of the standalone pages (the page styles the same article itself).
const STYLE: &str = "body{font:16px/1.6 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1b1b1b;background:#fff}\
a{color:#1d4f91}code{font-size:.9em;background:#f1f1f1;padding:0 .2em;border-radius:3px}\
table{border-collapse:collapse;display:block;overflow-x:auto}th,td{border:1px solid #bbb;padding:.25rem .5rem;text-align:left;vertical-align:top}\
pre{overflow-x:auto;background:#f1f1f1;padding:.5rem}nav{font-size:.9rem}\
@media (prefers-color-scheme:dark){body{color:#eee;background:#161616}a{color:#9cc4ff}code,pre{background:#2a2a2a}th,td{border-color:#555}}";

/// A standalone page: the article the page shows in its help, with a way back to the list.
fn page(lang: &str, title: &str, back: &str, article: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\" />\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n\
         <title>{} · Hoshitori</title>\n<style>{STYLE}</style>\n</head>\n<body>\n\
         <nav>{back}</nav>\n<article class=\"rules-text\" lang=\"{lang}\">\n{article}</article>\n\
         </body>\n</html>\n",
        escape(title)
    )
}

/// Every generated file: its path (relative to the crate) and its contents.
fn generated() -> Vec<(String, String)> {
    let sources = sources();
    let ids: Vec<(String, bool)> = sources
        .iter()
        .map(|s| (s.id.clone(), s.ja.is_some()))
        .collect();
    let mut files = Vec::new();
    let mut list = String::new();
    let mut rust = String::from(
        "//! The rule documents the page offers in its help, in the order it lists them:\n\
         //! `docs/rules/ID.md` rendered to `rules/ID.html`, and `rules/ID.ja.html` where\n\
         //! `docs/rules/ja/ID.md` exists.\n//!\n\
         //! Generated by `tests/sourcegen.rs` from `docs/rules/`: do not edit.\n\n\
         /// A rule document: its id (the file's name; a preset's definition has the preset's \
         id) and\n/// whether it has a Japanese version.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\npub struct RulesDoc {\n    \
         pub id: &'static str,\n    pub ja: bool,\n}\n\n",
    );
    let _ = writeln!(
        rust,
        "/// Every rule document.\npub const RULES_DOCS: [RulesDoc; {}] = [",
        sources.len()
    );
    for s in &sources {
        let (title, body) = render(&s.en, &ids, false);
        assert!(!title.is_empty(), "docs/rules/{}.md has no title", s.id);
        let back = "<a href=\"index.html\">Rules</a> · <a href=\"../\">Hoshitori</a>";
        files.push((
            format!("rules/{}.html", s.id),
            page("en", &title, back, &body),
        ));
        let _ = write!(
            list,
            "<li><a href=\"{id}.html\">{}</a>",
            escape(&title),
            id = s.id
        );
        if let Some(ja) = &s.ja {
            let (title_ja, body) = render(ja, &ids, true);
            let back = "<a href=\"index.html\">規定</a> · <a href=\"../\">星取表</a>";
            files.push((
                format!("rules/{}.ja.html", s.id),
                page("ja", &title_ja, back, &body),
            ));
            let _ = write!(
                list,
                " (<a href=\"{id}.ja.html\" lang=\"ja\">{}</a>)",
                escape(&title_ja),
                id = s.id
            );
        }
        list.push_str("</li>\n");
        let _ = writeln!(
            rust,
            "    RulesDoc {{\n        id: {:?},\n        ja: {},\n    }},",
            s.id,
            s.ja.is_some()
        );
    }
    rust.push_str("];\n");
    files.push((
        "rules/index.html".into(),
        page(
            "en",
            "Rules",
            "<a href=\"../\">Hoshitori</a>",
            &format!("<h1>Rules</h1>\n<ul>\n{list}</ul>\n"),
        ),
    ));
    files.push(("src/editor/rules_docs.rs".into(), rust));
    files
}

/// Writes `contents` to `path` if it differs; returns whether it did.
fn ensure(path: &str, contents: &str) -> bool {
    let full = root().join(path);
    if std::fs::read_to_string(&full).is_ok_and(|old| old == contents) {
        return false;
    }
    std::fs::create_dir_all(full.parent().expect("a folder")).expect("create the folder");
    std::fs::write(&full, contents).unwrap_or_else(|e| panic!("{path}: {e}"));
    true
}

/// The viewer's examples as share links (`src/web/view`): the viewer of share links reads no
/// JSON, so an address that names no event shows the Swiss page's example from its link.
/// (The league's is `tests/fixtures/share/fukui43.txt`, tested in `tests/share.rs`.)
#[test]
fn the_viewers_examples_are_fresh() {
    let link = hoshitori::format::share::event::encode(&hoshitori::editor::swiss::example(""))
        .expect("the example has a link");
    let path = "src/web/view/examples/swiss.txt";
    assert!(
        !ensure(path, &format!("{link}\n")),
        "{path} was stale and is rewritten (run the tests again, and commit it)"
    );
}

#[test]
fn generated_files_are_fresh() {
    let files = generated();
    let mut stale: Vec<String> = files
        .iter()
        .filter(|(path, contents)| ensure(path, contents))
        .map(|(path, _)| path.clone())
        .collect();
    // A page whose document is gone goes too.
    for entry in std::fs::read_dir(root().join("rules")).expect("rules/") {
        let name = entry.expect("an entry").file_name();
        let path = format!("rules/{}", name.to_string_lossy());
        if !files.iter().any(|(p, _)| *p == path) {
            std::fs::remove_file(root().join(&path)).expect("remove a stale page");
            stale.push(path);
        }
    }
    assert!(
        stale.is_empty(),
        "generated from docs/rules/ and rewritten (run the tests again, and commit them): {stale:?}"
    );
}

/// ARCHITECTURE.md: "Adding a preset means writing a constructor in `chain.rs` and its definition
/// in `docs/rules/`". The page's help offers each preset's definition under the preset's id.
#[test]
fn every_preset_has_its_definition_in_the_page() {
    let ids: Vec<&str> = hoshitori::editor::rules_docs::RULES_DOCS
        .iter()
        .map(|d| d.id)
        .collect();
    assert_eq!(&ids[..PRESETS.len()], &PRESETS[..]);
}

/// The rendering keeps the page safe and its links inside the documents.
#[test]
fn raw_html_is_text_and_links_lead_to_the_pages() {
    let ids = [("criteria".to_string(), false), ("fukui".to_string(), true)];
    let (title, body) = render(
        "# Preset `x`: <b>bold</b>\n\nSee `criteria.md`, [the rules](fukui.md#labels), \
         `../shared/spec/README.md` and <script>alert(1)</script>.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
        &ids,
        true,
    );
    assert_eq!(title, "Preset x: <b>bold</b>");
    assert!(
        body.contains("<h1>Preset <code>x</code>: &lt;b&gt;bold&lt;/b&gt;</h1>"),
        "{body}"
    );
    assert!(
        body.contains("<a href=\"criteria.html\"><code>criteria.md</code></a>"),
        "{body}"
    );
    assert!(
        body.contains("<a href=\"fukui.ja.html#labels\">the rules</a>"),
        "{body}"
    );
    assert!(
        body.contains("<code>../shared/spec/README.md</code>"),
        "{body}"
    );
    assert!(
        body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{body}"
    );
    assert!(body.contains("<table>"), "{body}");
}
