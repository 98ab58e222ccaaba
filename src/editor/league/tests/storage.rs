//! The league page's storage: what comes back, what is migrated, what is refused.

use super::*;
use crate::editor::storage::{self, Refused, Restored};
use crate::engine::Side::*;

#[test]
fn storage_round_trips_the_document_and_its_history() {
    let mut doc = league(&["丸吉", "高橋"]);
    doc.extra.insert("venue".into(), serde_json::json!("福井"));
    let mut e = Editor::new(doc);
    e.apply(set(0, 1, Draw)).unwrap();
    e.apply(Action::SetSeats(Some(1))).unwrap();
    e.apply(Action::Undo).unwrap();
    let text = storage::encode(&e, storage::STORED_HISTORY);
    assert_eq!(
        storage::decode::<League>(&text),
        Ok(Restored::Current(e.clone()))
    );
    // With no history, the document alone.
    let bare = storage::decode::<League>(&storage::encode(&e, 0))
        .unwrap()
        .into_history();
    assert_eq!((bare.doc(), bare.steps()), (e.doc(), (0, 0)));
}

#[test]
fn storage_migrates_a_bare_league_and_refuses_the_rest_with_a_reason() {
    let bare = include_str!("../../../../tests/fixtures/spec/fukui-table2.json");
    match storage::decode::<League>(bare) {
        Ok(Restored::Migrated {
            history: editor,
            from,
        }) => {
            assert_eq!(from, "hoshitori-league/1");
            assert_eq!(editor.doc().players.len(), 10);
            assert!(!editor.can_undo());
        }
        other => panic!("{other:?}"),
    }
    let cases: &[(&str, Refused)] = &[
        (
            "{\"format\": \"hoshitori-app/1\",",
            Refused::Unreadable {
                why: storage::Unreadable::Damaged {
                    line: 1,
                    column: 29,
                },
            },
        ),
        (
            "{\"format\": \"hoshitori-app/2\", \"doc\": 1}",
            Refused::NewerApp {
                format: "hoshitori-app/2".into(),
            },
        ),
        (
            "{\"format\": \"hoshitori-league/3\", \"players\": []}",
            Refused::DocumentFormat {
                format: "hoshitori-league/3".into(),
                kind: crate::error::DocumentKind::League,
            },
        ),
        (
            "[1, 2]",
            Refused::Unreadable {
                why: storage::Unreadable::NoFormat,
            },
        ),
        (
            "{\"format\": \"elo\"}",
            Refused::Unreadable {
                why: storage::Unreadable::UnknownFormat {
                    format: "elo".into(),
                },
            },
        ),
    ];
    for (text, want) in cases {
        assert_eq!(
            storage::decode::<League>(text).as_ref(),
            Err(want),
            "{text}"
        );
    }
}

/// Issue 10 item 1: a page document stored by the previous version (`hoshitori-app/1` holding
/// `hoshitori-league/1` documents, history included) restores as version 2 with nothing lost.
#[test]
fn storage_migrates_a_stored_version_1_page_document() {
    let v1 = include_str!("../../../../tests/fixtures/spec/fukui-table2.json");
    let doc: serde_json::Value = serde_json::from_str(v1).unwrap();
    let stored = serde_json::json!({
        "format": "hoshitori-app/1",
        "doc": doc,
        "undo": [doc],
        "redo": [],
    })
    .to_string();
    let Ok(Restored::Current(editor)) = storage::decode::<League>(&stored) else {
        panic!("not restored");
    };
    let (league, _) = crate::format::read_league(v1, "v1.json").unwrap();
    assert_eq!(editor.doc().format, crate::document::league::FORMAT);
    assert_eq!(editor.tail(1).0[0].format, crate::document::league::FORMAT);
    // Everything else as the file had it, unknown fields (`expected_places`) included.
    assert_eq!(*editor.doc(), league);
    assert!(editor.doc().extra.contains_key("expected_places"));
    assert_eq!(editor.doc().games.len(), 45);
}
