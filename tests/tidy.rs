//! Tidy tests: properties of the source tree itself, read as text (as rust-analyzer's
//! `tidy.rs` does). They keep the layers of `ARCHITECTURE.md` ("Layers") by construction:
//!
//! - a module imports only from layers below its own (the order is [`LAYERS`]), never from a
//!   sibling of its layer;
//! - the files do not import each other in a cycle (a file may use what its parent and
//!   ancestors hold: that is how a module shares its items with its children);
//! - the engine holds no clock, thread, file, printing, randomness or web crate.
//!
//! Each rule is checked on the real sources, and shown to fail on sources made to break it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crate's top modules, lowest layer first; modules on one line are siblings of one layer
/// and may not import each other. `lib.rs` and the binaries (`src/bin`, `src/main.rs`) are
/// above every layer.
const LAYERS: &[&[&str]] = &[
    &["lang", "error"],
    &["engine"],
    &["document", "parallel"],
    &["format"],
    &["report"],
    &["editor"],
    &["web", "cli"],
];

/// What the engine may not name: I/O, a clock, threads, randomness, printing, web crates.
const IMPURE: &[&str] = &[
    "std::fs",
    "std::io",
    "std::net",
    "std::time",
    "std::thread",
    "std::process",
    "std::env",
    "println!",
    "eprintln!",
    "print!",
    "dbg!",
    "rand::",
    "yew::",
    "web_sys::",
    "wasm_bindgen",
    "js_sys::",
    "gloo",
];

/// One source file: its path below `src/` and its text.
struct Source {
    path: String,
    text: String,
}

fn sources() -> Vec<Source> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    walk(&root, &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| Source {
            path: p
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/"),
            text: std::fs::read_to_string(&p).unwrap(),
        })
        .collect()
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file: `engine/whatif/mod.rs` → `engine::whatif`; `None` for the crate
/// root and the binaries.
fn module_of(path: &str) -> Option<Vec<String>> {
    if path == "lib.rs" || path == "main.rs" || path.starts_with("bin/") {
        return None;
    }
    let mut parts: Vec<String> = path
        .trim_end_matches(".rs")
        .split('/')
        .map(str::to_string)
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    Some(parts)
}

/// The code of a file without its comments (line comments, doc comments) and the text of its
/// string literals, so that a path named in prose or a message is not an import.
fn code(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&chars, i) {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) == Some(&'"') {
                j += 1;
                loop {
                    if j >= chars.len() {
                        break;
                    }
                    if chars[j] == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    j += 1;
                }
                out.push_str("\"\"");
                i = j;
            } else {
                out.push(c);
                i += 1;
            }
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && next.is_some() && chars.get(i + 2) == Some(&'\'') {
            // A character literal such as '"'.
            out.push_str("' '");
            i += 3;
        } else if c == '\'' && next == Some('\\') {
            // An escaped character literal: '\n', '\'', '\u{feff}'.
            let mut j = i + 2;
            while j < chars.len() && chars[j] != '\'' {
                j += 1;
            }
            out.push_str("' '");
            i = j + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Every module path the code names: `crate::a::b` as `[a, b]`, and `super::`/`self::` paths
/// made absolute from `module` (the file's module path). Group imports are expanded:
/// `use crate::a::{b, c::d}` names `a::b` and `a::c::d`.
fn references(module: &[String], code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let starts = |w: &str| {
            let w: Vec<char> = w.chars().collect();
            chars[i..].starts_with(&w) && !ident_before(&chars, i)
        };
        let (base, skip) = if starts("crate::") {
            (Vec::new(), 7)
        } else if starts("super::") {
            // `super` in `a/b.rs` (module a::b) is `a`; in `a/b/mod.rs` (module a::b), `a` too.
            let mut base = module.to_vec();
            let mut j = i;
            while chars[j..].starts_with(&['s', 'u', 'p', 'e', 'r', ':', ':']) {
                base.pop();
                j += 7;
            }
            let skip = j - i;
            (base, skip)
        } else if starts("self::") {
            (module.to_vec(), 6)
        } else {
            i += 1;
            continue;
        };
        i += skip;
        let (paths, end) = tree(&chars, i);
        for p in paths {
            let mut full = base.clone();
            full.extend(p);
            out.push(full);
        }
        i = end.max(i + 1);
    }
    out
}

/// Reads a path tree from `i` (`a::b`, `a::{b, c::{d}}`): the paths, and where it ends.
fn tree(chars: &[char], mut i: usize) -> (Vec<Vec<String>>, usize) {
    let mut prefix = Vec::new();
    loop {
        if chars.get(i) == Some(&'{') {
            let mut paths = Vec::new();
            i += 1;
            loop {
                while chars.get(i).is_some_and(|c| c.is_whitespace() || *c == ',') {
                    i += 1;
                }
                match chars.get(i) {
                    None => break,
                    Some('}') => {
                        i += 1;
                        break;
                    }
                    _ => {}
                }
                let (inner, end) = tree(chars, i);
                for p in inner {
                    let mut full = prefix.clone();
                    full.extend(p);
                    paths.push(full);
                }
                if end == i {
                    i += 1;
                } else {
                    i = end;
                }
            }
            return (paths, i);
        }
        let start = i;
        while chars
            .get(i)
            .is_some_and(|c| c.is_alphanumeric() || *c == '_')
        {
            i += 1;
        }
        if i == start {
            return (
                vec![prefix].into_iter().filter(|p| !p.is_empty()).collect(),
                i,
            );
        }
        prefix.push(chars[start..i].iter().collect());
        if chars.get(i) == Some(&':') && chars.get(i + 1) == Some(&':') {
            i += 2;
        } else {
            return (vec![prefix], i);
        }
    }
}

/// The layer of a top module, and its index among the layers.
fn layer(top: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&top))
}

/// Imports that run against the layers: `(file, line, what)`.
fn upward_imports(sources: &[Source]) -> Vec<String> {
    let mut out = Vec::new();
    for s in sources {
        let Some(module) = module_of(&s.path) else {
            continue;
        };
        let Some(own) = layer(&module[0]) else {
            out.push(format!(
                "src/{}: top module `{}` has no layer in LAYERS",
                s.path, module[0]
            ));
            continue;
        };
        let code = code(&s.text);
        for (k, line) in code.lines().enumerate() {
            for r in references(&module, line) {
                let Some(top) = r.first() else { continue };
                if *top == module[0] {
                    continue;
                }
                match layer(top) {
                    Some(l) if l < own => {}
                    Some(l) => out.push(format!(
                        "src/{}:{}: `{}` (layer {own}) imports `{}` (layer {l})",
                        s.path,
                        k + 1,
                        module[0],
                        r.join("::")
                    )),
                    // Not a module of the crate (a macro's `$crate`, say).
                    None => {}
                }
            }
        }
    }
    out
}

/// Cycles among files: each as the files in it.
fn import_cycles(sources: &[Source]) -> Vec<Vec<String>> {
    let modules: BTreeMap<Vec<String>, usize> = sources
        .iter()
        .enumerate()
        .filter_map(|(k, s)| module_of(&s.path).map(|m| (m, k)))
        .collect();
    // The file a path names: the longest prefix of it that is a module.
    let resolve = |path: &[String]| -> Option<usize> {
        (1..=path.len())
            .rev()
            .find_map(|n| modules.get(&path[..n]).copied())
    };
    let mut edges: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); sources.len()];
    for (k, s) in sources.iter().enumerate() {
        let Some(module) = module_of(&s.path) else {
            continue;
        };
        for r in references(&module, &code(&s.text)) {
            let Some(to) = resolve(&r) else { continue };
            let target = module_of(&sources[to].path).unwrap_or_default();
            // A file may use what its ancestors hold; and itself.
            if module.starts_with(&target) {
                continue;
            }
            edges[k].insert(to);
        }
    }
    strongly_connected(&edges)
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|c| c.into_iter().map(|k| sources[k].path.clone()).collect())
        .collect()
}

/// Tarjan's strongly connected components.
fn strongly_connected(edges: &[BTreeSet<usize>]) -> Vec<Vec<usize>> {
    struct State<'a> {
        edges: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in s.edges[v].iter() {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(iw) if s.on_stack[w] => s.low[v] = s.low[v].min(iw),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                component.push(w);
                if w == v {
                    break;
                }
            }
            component.sort();
            s.out.push(component);
        }
    }
    let n = edges.len();
    let mut s = State {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(&mut s, v);
        }
    }
    s.out
}

/// The engine's lines that name something impure.
fn impure_engine(sources: &[Source]) -> Vec<String> {
    let mut out = Vec::new();
    for s in sources.iter().filter(|s| s.path.starts_with("engine/")) {
        for (k, line) in code(&s.text).lines().enumerate() {
            for word in IMPURE {
                if line.contains(word) {
                    out.push(format!("src/{}:{}: {word}", s.path, k + 1));
                }
            }
        }
    }
    out
}

#[test]
fn imports_follow_the_layers() {
    let found = upward_imports(&sources());
    assert!(
        found.is_empty(),
        "imports against the layers:\n{}",
        found.join("\n")
    );
}

#[test]
fn no_import_cycles() {
    let found = import_cycles(&sources());
    assert!(found.is_empty(), "files that import each other: {found:?}");
}

#[test]
fn engine_is_pure() {
    let found = impure_engine(&sources());
    assert!(found.is_empty(), "the engine names:\n{}", found.join("\n"));
}

/// The viewer (`web/view/`) draws without Yew: every visitor downloads it, and Yew is about a
/// fifth of a page's code. Its files name no Yew item (what it borrows from the organiser pages'
/// modules is plain functions and words).
#[test]
fn the_viewer_draws_without_yew() {
    let found: Vec<String> = sources()
        .iter()
        .filter(|s| s.path.starts_with("web/view/"))
        .flat_map(|s| {
            code(&s.text)
                .lines()
                .enumerate()
                .filter(|(_, line)| line.contains("yew") || line.contains("html!"))
                .map(|(k, _)| format!("src/{}:{}", s.path, k + 1))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(
        found.is_empty(),
        "the viewer names Yew:\n{}",
        found.join("\n")
    );
}

/// The checks fail on the real sources with one bad line added: an upward import (in a `use`,
/// a group import, a path in code, and through `super::`), a cycle, an impure engine.
#[test]
fn the_checks_catch_what_they_forbid() {
    let with = |path: &str, line: &str| -> Vec<Source> {
        let mut s = sources();
        let file = s.iter_mut().find(|s| s.path == path).expect(path);
        file.text.push_str(line);
        s
    };
    for (path, line, needle) in [
        (
            "engine/score.rs",
            "\nuse crate::report::text;\n",
            "report::text",
        ),
        (
            "engine/score.rs",
            "\nuse crate::{lang::Lang, format::{marks, json}};\n",
            "format::json",
        ),
        (
            "engine/score.rs",
            "\nfn f() { crate::editor::league::fresh_name(&[], \"\", 0); }\n",
            "editor::league::fresh_name",
        ),
        (
            "error/share.rs",
            "\nuse crate::engine::Score;\n",
            "engine::Score",
        ),
        (
            "report/qr.rs",
            "\nuse super::super::web::app;\n",
            "web::app",
        ),
        (
            "cli/mod.rs",
            "\nuse crate::web::shell::browser;\n",
            "web::shell::browser",
        ),
    ] {
        let found = upward_imports(&with(path, line));
        assert!(
            found.iter().any(|f| f.contains(needle)),
            "{path} with {line:?}: {found:?}"
        );
    }
    // A comment or a string naming a path is not an import.
    for line in [
        "\n// crate::report::text\n",
        "\nconst S: &str = \"crate::web\";\n",
    ] {
        assert!(upward_imports(&with("engine/score.rs", line)).is_empty());
    }

    // report/qr.rs and report/json.rs importing each other.
    let mut s = with("report/qr.rs", "\nuse super::json::ranking;\n");
    let json = s.iter_mut().find(|s| s.path == "report/json.rs").unwrap();
    json.text.push_str("\nuse crate::report::qr::Qr;\n");
    let cycles = import_cycles(&s);
    assert!(
        cycles
            .iter()
            .any(|c| c.contains(&"report/qr.rs".to_string())
                && c.contains(&"report/json.rs".to_string())),
        "{cycles:?}"
    );

    let found = impure_engine(&with(
        "engine/score.rs",
        "\nfn now() { std::time::Instant::now(); }\n",
    ));
    assert!(found.iter().any(|f| f.contains("std::time")), "{found:?}");
}

#[test]
fn paths_are_read_as_the_compiler_reads_them() {
    let m = |s: &str| s.split("::").map(str::to_string).collect::<Vec<_>>();
    let module = m("engine::league::whatif::parts");
    let refs = references(
        &module,
        "use super::{search::{self, Found}, Quick};\nuse crate::engine::league::chain::RuleChain;\n",
    );
    assert_eq!(
        refs,
        vec![
            m("engine::league::whatif::search::self"),
            m("engine::league::whatif::search::Found"),
            m("engine::league::whatif::Quick"),
            m("engine::league::chain::RuleChain"),
        ]
    );
    assert_eq!(
        module_of("engine/league/whatif/mod.rs"),
        Some(m("engine::league::whatif"))
    );
    assert_eq!(module_of("bin/hoshitori.rs"), None);
    assert_eq!(
        code("let s = \"// not a comment\"; // a comment\nlet c = '\"';"),
        "let s = \"\"; \nlet c = ' ';"
    );
}
