//! The exports of `rank --format svg|html` (`src/report/svg.rs`, `src/report/html.rs`): golden
//! snapshots in both languages (the Fukui 43rd season, a double round robin with pending games,
//! a cycle with a seat-line playoff); the SVG parses as XML, stands alone and shows every player
//! with their place; the HTML keeps to what WordPress lets an editor without `unfiltered_html`
//! publish; names and titles are escaped and long names shortened.

mod common;

/// Runs the CLI, which must succeed, and returns its standard output.
#[track_caller]
fn run(args: &[&str]) -> String {
    let (code, out, err) = common::run(args, b"", None);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// The fixtures the snapshots cover: Fukui's 43rd season (seat line, three tied groups), a
/// double round robin half played (two marks a cell, pending ones), and a cycle among players
/// tied across the seat line (a playoff required, places shared 2-4).
const SNAPSHOT_FIXTURES: [&str; 3] = [
    "tests/fixtures/spec/fukui43-season.json",
    "tests/fixtures/leagues/double-round-robin-2-1-0.json",
    "tests/fixtures/leagues/fukui-cycle-seat-playoff.json",
];

/// Every league fixture the CLI ranks.
fn every_fixture() -> Vec<String> {
    let mut files = Vec::new();
    for dir in ["tests/fixtures/spec", "tests/fixtures/leagues"] {
        for e in std::fs::read_dir(dir).unwrap() {
            let path = e.unwrap().path();
            if path.extension().is_some_and(|x| x == "json") {
                files.push(path.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    files.sort();
    assert!(files.len() >= 12, "{files:?}");
    files
}

#[test]
fn golden_exports() {
    for path in SNAPSHOT_FIXTURES {
        let stem = path.rsplit('/').next().unwrap().trim_end_matches(".json");
        for format in ["svg", "html"] {
            for lang in ["ja", "en"] {
                let out = run(&["rank", path, "--format", format, "--lang", lang]);
                insta::with_settings!({prepend_module_to_snapshot => false}, {
                    insta::assert_snapshot!(format!("exports@{stem}-{format}-{lang}"), out);
                });
            }
        }
    }
}

/// Every text of an SVG document, in document order (a shortened name's `<title>` included).
fn texts(doc: &roxmltree::Document) -> Vec<String> {
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| {
            n.descendants()
                .filter(|d| d.is_text())
                .filter_map(|d| d.text())
                .collect::<String>()
        })
        .collect()
}

/// The SVG of every fixture, in both languages, is well-formed XML with an explicit size and a
/// matching `viewBox`, refers to nothing outside itself, and shows every player's name and place
/// (as the JSON output gives them) and the rule's label.
#[test]
fn svg_stands_alone_and_shows_every_player_with_their_place() {
    for path in every_fixture() {
        let json: serde_json::Value =
            serde_json::from_str(&run(&["rank", &path, "--format", "json"])).unwrap();
        for lang in ["ja", "en"] {
            let svg = run(&["rank", &path, "--format", "svg", "--lang", lang]);
            let doc = roxmltree::Document::parse(&svg)
                .unwrap_or_else(|e| panic!("{path} ({lang}) is not well-formed: {e}"));
            let root = doc.root_element();
            assert!(root.has_tag_name(("http://www.w3.org/2000/svg", "svg")));
            let (w, h) = (
                root.attribute("width").unwrap(),
                root.attribute("height").unwrap(),
            );
            assert_eq!(
                root.attribute("viewBox"),
                Some(format!("0 0 {w} {h}").as_str())
            );
            assert!(w.parse::<u32>().unwrap() > 300 && h.parse::<u32>().unwrap() > 200);
            assert!(
                root.attribute("font-family")
                    .unwrap()
                    .ends_with("sans-serif")
            );
            for node in doc.descendants() {
                for a in node.attributes() {
                    assert!(
                        !a.name().contains("href") && !a.value().contains("url("),
                        "{path}: external reference {}={}",
                        a.name(),
                        a.value()
                    );
                }
                assert!(!node.has_tag_name("image") && !node.has_tag_name("style"));
            }
            let texts = texts(&doc);
            for s in json["standings"].as_array().unwrap() {
                let name = s["player"].as_str().unwrap();
                let (place, to) = (
                    s["place"].as_u64().unwrap(),
                    s["place_to"].as_u64().unwrap(),
                );
                let place = if place == to {
                    place.to_string()
                } else {
                    format!("{place}-{to}")
                };
                // The standings come after the crosstable, and a row reads: the place, (its
                // status), the name, the score, W-D-L, the rule's label, why.
                let standings = texts
                    .iter()
                    .position(|t| {
                        t == if lang == "ja" {
                            "順位表"
                        } else {
                            "Standings"
                        }
                    })
                    .unwrap();
                let i = standings
                    + texts[standings..]
                        .iter()
                        .position(|t| t == name)
                        .unwrap_or_else(|| panic!("{path} ({lang}): no {name}"));
                assert!(
                    texts[i.saturating_sub(2)..i].contains(&place),
                    "{path} ({lang}): {name}'s place {place} is not before the name: {:?}",
                    &texts[i.saturating_sub(2)..i]
                );
                let label = s["decided_by"].as_str().unwrap();
                assert!(
                    texts[i + 1..].iter().take(3).any(|t| t == label),
                    "{path} ({lang}): {name}'s rule {label}"
                );
            }
        }
    }
}

/// What WordPress keeps in a post for an editor without `unfiltered_html`: the elements of
/// `$allowedposttags` this export uses, their attributes (with the global ones), and the CSS
/// properties `safecss_filter_attr` keeps.
/// Source: WordPress `wp-includes/kses.php` (`$allowedposttags`, `_wp_add_global_attributes`,
/// `safecss_filter_attr` and its `safe_style_css` list).
const WORDPRESS_ELEMENTS: &[&str] = &[
    "div", "h2", "h3", "p", "table", "thead", "tbody", "tr", "th", "td", "span", "strong", "abbr",
    "ul", "li",
];
const WORDPRESS_ATTRIBUTES: &[&str] = &["style", "title", "scope", "colspan", "nowrap", "valign"];
const WORDPRESS_CSS: &[&str] = &[
    "background-color",
    "border",
    "border-collapse",
    "border-left",
    "border-top",
    "border-bottom",
    "border-radius",
    "color",
    "font-family",
    "font-size",
    "font-weight",
    "line-height",
    "list-style-type",
    "margin",
    "max-width",
    "overflow",
    "padding",
    "text-align",
    "text-decoration",
    "width",
];

/// The HTML table of every fixture, in both languages, parses (every element closed, every
/// text escaped), uses only what WordPress keeps, and names every player.
#[test]
fn html_keeps_to_what_wordpress_lets_an_editor_paste() {
    for path in every_fixture() {
        let json: serde_json::Value =
            serde_json::from_str(&run(&["rank", &path, "--format", "json"])).unwrap();
        for lang in ["ja", "en"] {
            let html = run(&["rank", &path, "--format", "html", "--lang", lang]);
            let doc = roxmltree::Document::parse(&html)
                .unwrap_or_else(|e| panic!("{path} ({lang}) does not parse: {e}"));
            for node in doc.descendants().filter(|n| n.is_element()) {
                let tag = node.tag_name().name();
                assert!(WORDPRESS_ELEMENTS.contains(&tag), "{path}: <{tag}>");
                for a in node.attributes() {
                    assert!(
                        WORDPRESS_ATTRIBUTES.contains(&a.name()),
                        "{path}: {tag} {}",
                        a.name()
                    );
                }
                let style = node.attribute("style").unwrap_or("");
                for declaration in style.split(';').filter(|d| !d.is_empty()) {
                    let (property, value) = declaration.split_once(':').unwrap();
                    assert!(WORDPRESS_CSS.contains(&property), "{path}: {property}");
                    assert!(
                        !value.contains(['(', '&', '\\', '}', '=']) && !value.contains("/*"),
                        "{path}: {declaration}"
                    );
                }
            }
            let text: String = doc
                .descendants()
                .filter(|n| n.is_text())
                .filter_map(|n| n.text())
                .collect();
            for s in json["standings"].as_array().unwrap() {
                let name = s["player"].as_str().unwrap();
                assert!(text.contains(name), "{path} ({lang}): {name}");
            }
        }
    }
}

/// Names and titles with `< & " '` come out escaped (the image still parses and reads them back
/// as typed, and nothing becomes markup); a name too long for its column is shortened with `…`,
/// keeping the whole in the text's `<title>`.
#[test]
fn names_are_escaped_and_long_ones_shortened() {
    let long = "Wolfeschlegelsteinhausenbergerdorff Hubert Blaine Senior";
    let league = serde_json::json!({
        "format": "hoshitori-league/2",
        "title": "</title><script>alert(1)</script> & \"quotes\"",
        "players": [{"name": "A<B"}, {"name": "Tom & \"Jerry\""}, {"name": "O'Neil"}, {"name": long}],
        "games": [
            {"a": "A<B", "b": "Tom & \"Jerry\"", "result": "a"},
            {"a": "O'Neil", "b": long, "result": "draw"},
        ],
    })
    .to_string();
    for format in ["svg", "html"] {
        for lang in ["ja", "en"] {
            let args = ["rank", "-", "--format", format, "--lang", lang];
            let (code, out, err) = common::run(&args, league.as_bytes(), None);
            assert_eq!(code, 0, "{err}");
            assert!(!out.contains("<script") && !out.contains("A<B"), "{out}");
            assert!(out.contains("A&lt;B") && out.contains("Tom &amp; &quot;Jerry&quot;"));
            assert!(out.contains("O&#39;Neil"));
            let doc = roxmltree::Document::parse(&out).unwrap();
            let all: String = doc
                .descendants()
                .filter(|n| n.is_text())
                .filter_map(|n| n.text())
                .collect();
            for name in ["A<B", "Tom & \"Jerry\"", "O'Neil", long] {
                assert!(all.contains(name), "{format} {lang}: {name}");
            }
            if format == "svg" {
                let shortened: Vec<_> = doc
                    .descendants()
                    .filter(|n| n.has_tag_name("text"))
                    .filter(|n| n.children().any(|c| c.has_tag_name("title")))
                    .collect();
                assert_eq!(shortened.len(), 2, "the long name, in both tables");
                for t in shortened {
                    let shown = t
                        .children()
                        .filter(|c| c.is_text())
                        .filter_map(|c| c.text());
                    let shown: String = shown.collect();
                    assert!(shown.ends_with('…') && long.starts_with(shown.trim_end_matches('…')));
                }
            }
        }
    }
}
