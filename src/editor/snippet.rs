//! The HTML an association's web editor pastes to publish a league: the embed's `<iframe>` and,
//! for sites that allow scripts, the small script that resizes it to the height the embed
//! reports. The page's "Embed" dialog shows these; `docs/web-app.md` documents them.

use super::launch::Theme;
use crate::error::DocumentKind;
use crate::lang::Lang;

/// Where an embed takes its league from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A league file published on a site (`src=`): updated by replacing the file.
    File(String),
    /// The league itself, as a share link's fragment: a snapshot.
    Link(String),
}

/// What the embed shows and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Embed {
    /// The viewer's address (`view.html` where `dist/` is published, [`viewer_of`]), without
    /// query or fragment.
    pub app: String,
    pub source: Source,
    /// The kind of document the page publishes: an event's file says so (`kind=`), so that the
    /// viewer's first script is the one that reads it (a share link's fragment says it itself).
    pub kind: DocumentKind,
    pub lang: Option<Lang>,
    pub theme: Theme,
    /// The iframe's accessible name (the league's title).
    pub title: String,
}

/// The viewer's address (`view.html`, next to the organiser page `page`), which every embed
/// names: `https://example.org/go/swiss.html` → `https://example.org/go/view.html`.
pub fn viewer_of(page: &str) -> String {
    let page = page.split(['?', '#']).next().unwrap_or_default();
    let dir = page.rfind('/').map_or("", |k| &page[..=k]);
    format!("{dir}view.html")
}

/// The script that resizes every Hoshitori iframe of the host page to the height it reports
/// (`{type: "hoshitori:height", height}`, see `web::browser::post_height`).
pub const RESIZE_SCRIPT: &str = r#"<script>
addEventListener("message", function (e) {
  var d = e.data;
  if (!d || d.type !== "hoshitori:height") return;
  document.querySelectorAll("iframe").forEach(function (f) {
    if (f.contentWindow === e.source) f.style.height = d.height + "px";
  });
});
</script>"#;

/// Escapes text for an HTML attribute value in double quotes (and for element content).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

/// Percent-encodes a query parameter's value (RFC 3986 unreserved characters and `/` `:` kept,
/// so that an address stays readable).
fn query_value(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' | b':' => {
                out.push(char::from(b))
            }
            b => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

impl Embed {
    /// The embed's address: `VIEWER?embed[&src=...[&kind=..]][&lang=..][&theme=..][#share]`
    /// (`app` is the viewer's address, [`viewer_of`]). `kind=` names a Swiss event's or an event
    /// in stages' file (a league's is the viewer's first guess): without it a visitor would
    /// download the league's viewer before the one that reads the file
    /// ([`super::launch::Launch::viewer`]).
    pub fn address(&self) -> String {
        let mut address = format!("{}?embed", self.app);
        if let Source::File(src) = &self.source {
            address.push_str("&src=");
            address.push_str(&query_value(src));
            address.push_str(match self.kind {
                DocumentKind::League => "",
                DocumentKind::Event => "&kind=event",
                DocumentKind::Staged => "&kind=staged",
            });
        }
        if let Some(lang) = self.lang {
            address.push_str(match lang {
                Lang::Ja => "&lang=ja",
                Lang::En => "&lang=en",
            });
        }
        if let Some(theme) = self.theme.attribute() {
            address.push_str("&theme=");
            address.push_str(theme);
        }
        if let Source::Link(fragment) = &self.source {
            address.push('#');
            address.push_str(fragment);
        }
        address
    }

    /// The `<iframe>` to paste, with the resize script after it if asked for.
    pub fn html(&self, resize_script: bool) -> String {
        let iframe = format!(
            "<iframe src=\"{}\" title=\"{}\" style=\"width:100%;border:0\" height=\"900\" loading=\"lazy\"></iframe>",
            escape(&self.address()),
            escape(&self.title)
        );
        if resize_script {
            format!("{iframe}\n{RESIZE_SCRIPT}")
        } else {
            iframe
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::launch::Launch;

    fn embed(source: Source) -> Embed {
        Embed {
            app: viewer_of("https://example.org/go/hoshitori/"),
            source,
            kind: DocumentKind::League,
            lang: Some(Lang::Ja),
            theme: Theme::System,
            title: "第43期 \"本因坊\" <リーグ> & 予選".into(),
        }
    }

    /// The address the snippet writes is the one the embed reads (`Launch::parse`).
    #[test]
    fn the_address_reads_back() {
        let e = embed(Source::File("../league/2026 春.json".into()));
        let address = e.address();
        assert_eq!(
            address,
            "https://example.org/go/hoshitori/view.html?embed&src=../league/2026%20%E6%98%A5.json&lang=ja"
        );
        let launch = read_back(&address);
        assert!(launch.embed);
        assert_eq!(launch.src.as_deref(), Some("../league/2026 春.json"));
        assert_eq!(launch.lang, Some(Lang::Ja));

        let e = Embed {
            theme: Theme::Dark,
            ..embed(Source::Link("s=AQID_-x".into()))
        };
        assert_eq!(
            e.address(),
            "https://example.org/go/hoshitori/view.html?embed&lang=ja&theme=dark#s=AQID_-x"
        );
    }

    /// An event's file names its kind, so that the viewer's first script reads it: a Swiss
    /// event's JSON file or an event in stages' its kind's file viewer, a TRF still the table's
    /// (its name says so); a league's file and any share link need no `kind=`.
    #[test]
    fn an_events_file_says_its_kind() {
        use crate::editor::launch::Viewer;
        use DocumentKind::*;
        for (kind, source, address, viewer) in [
            (
                Event,
                Source::File("event.json".into()),
                "?embed&src=event.json&kind=event&lang=ja",
                Viewer::File(Event),
            ),
            (
                Staged,
                Source::File("cup.json".into()),
                "?embed&src=cup.json&kind=staged&lang=ja",
                Viewer::File(Staged),
            ),
            (
                Event,
                Source::File("open.trf".into()),
                "?embed&src=open.trf&kind=event&lang=ja",
                Viewer::Table(Event),
            ),
            (
                League,
                Source::File("league.json".into()),
                "?embed&src=league.json&lang=ja",
                Viewer::File(League),
            ),
            (
                Event,
                Source::Link("e=AQ".into()),
                "?embed&lang=ja#e=AQ",
                Viewer::Link(Event),
            ),
            (
                Staged,
                Source::Link("t=AQ".into()),
                "?embed&lang=ja#t=AQ",
                Viewer::Link(Staged),
            ),
        ] {
            let e = Embed {
                kind,
                ..embed(source)
            };
            let written = e.address();
            let (_, tail) = written.split_once("view.html").unwrap();
            assert_eq!(tail, address);
            assert_eq!(read_back(&written).viewer(), viewer, "{address}");
        }
    }

    /// Every organiser page's embed names the viewer next to it.
    #[test]
    fn the_viewer_is_next_to_the_page() {
        for (page, viewer) in [
            (
                "https://example.org/go/hoshitori/",
                "https://example.org/go/hoshitori/view.html",
            ),
            (
                "https://example.org/go/swiss.html",
                "https://example.org/go/view.html",
            ),
            (
                "https://example.org/go/stages.html?lang=en#t=AQ",
                "https://example.org/go/view.html",
            ),
            (
                "http://127.0.0.1:8080/index.html",
                "http://127.0.0.1:8080/view.html",
            ),
        ] {
            assert_eq!(viewer_of(page), viewer, "{page}");
        }
    }

    /// The embed's address as the viewer reads it: its query decoded, then its fragment.
    fn read_back(address: &str) -> Launch {
        let (address, hash) = address.split_once('#').unwrap_or((address, ""));
        let query = address.split_once('?').map_or("", |(_, q)| q);
        let pairs: Vec<(String, String)> = query
            .split('&')
            .map(|kv| {
                let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
                (k.to_string(), percent_decode(v))
            })
            .collect();
        Launch::parse(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())), hash)
    }

    fn percent_decode(v: &str) -> String {
        let bytes = v.as_bytes();
        let mut out = Vec::new();
        let mut k = 0;
        while k < bytes.len() {
            if bytes[k] == b'%' {
                out.push(u8::from_str_radix(&v[k + 1..k + 3], 16).unwrap());
                k += 3;
            } else {
                out.push(bytes[k]);
                k += 1;
            }
        }
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_snippet_escapes_the_title_and_adds_the_script_when_asked() {
        let e = embed(Source::File("league.json".into()));
        let html = e.html(false);
        assert_eq!(
            html,
            "<iframe src=\"https://example.org/go/hoshitori/view.html?embed&amp;src=league.json&amp;lang=ja\" \
             title=\"第43期 &quot;本因坊&quot; &lt;リーグ&gt; &amp; 予選\" style=\"width:100%;border:0\" \
             height=\"900\" loading=\"lazy\"></iframe>"
        );
        assert!(e.html(true).ends_with(RESIZE_SCRIPT));
        assert!(!html.contains("<script"));
    }
}
