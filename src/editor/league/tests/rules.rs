//! Rules, scoring, policies and recorded playoffs.

use super::*;
use crate::engine::Side::*;

#[test]
fn an_unparsable_rule_chain_is_kept_as_typed() {
    let mut e = Editor::new(league(&["A", "B"]));
    e.apply(Action::SetRules("PTS,XYZ".into())).unwrap();
    assert_eq!(e.doc().rules_base(), Some("PTS,XYZ"));
    assert!(e.doc().chain().is_err());
}

#[test]
fn scoring_is_stored_unless_it_is_the_default_and_bad_values_are_refused() {
    let mut e = Editor::new(league(&["A", "B"]));
    let three = ScoringEntry {
        win: 3.0,
        draw: 1.0,
        loss: 0.0,
        forfeit_win: 3.0,
        forfeit_loss: 0.0,
        extra: Default::default(),
    };
    e.apply(Action::SetScoring(Some(three.clone()))).unwrap();
    assert_eq!(e.doc().scoring, Some(three.clone()));
    e.apply(set(0, 1, Win)).unwrap();
    assert_eq!(super::analysis::analyse(e.doc()).scores[0].to_string(), "3");
    let bad = ScoringEntry {
        draw: 0.3,
        ..three.clone()
    };
    assert_eq!(
        e.apply(Action::SetScoring(Some(bad))),
        Err(Refusal::InvalidScoring {
            field: "draw".into()
        })
    );
    let default = ScoringEntry {
        win: 1.0,
        draw: 0.5,
        forfeit_win: 1.0,
        ..three
    };
    e.apply(Action::SetScoring(Some(default))).unwrap();
    assert_eq!(e.doc().scoring, None);
}

/// Policies that differ from the preset's make `rules` the object form; set back to the
/// preset's own, it is the plain id again.
/// Source: `docs/rules/chains.md` (the policies, spelled as on the command line).
#[test]
fn policies_use_the_object_form_only_when_they_differ_from_the_preset() {
    let mut e = Editor::new(league(&["A", "B"]));
    let policies = |playoff: &str, format: &str| Policies {
        playoff: Some(playoff.into()),
        title_rules: None,
        playoff_format: Some(format.into()),
        reapply: None,
    };
    e.apply(Action::SetPolicies(policies("title", "knockout")))
        .unwrap();
    // fukui's format is knockout already: only the scope is stored.
    assert_eq!(
        e.doc().rules,
        Some(Rules::Spec(RulesSpec {
            criteria: "fukui".into(),
            playoff: Some("title".into()),
            ..Default::default()
        }))
    );
    assert_eq!(
        e.doc().chain().unwrap().unwrap().playoff,
        crate::engine::league::chain::PlayoffScope::Title
    );
    // A new preset keeps the policies.
    e.apply(Action::SetRules("rif-round-robin".into())).unwrap();
    assert_eq!(e.doc().rules_base(), Some("rif-round-robin"));
    e.apply(Action::SetPolicies(policies("title,seats", "round-robin")))
        .unwrap();
    assert_eq!(e.doc().rules, Some(Rules::Id("rif-round-robin".into())));
    e.apply(Action::SetPolicies(Policies {
        title_rules: Some("none".into()),
        ..Policies::default()
    }))
    .unwrap();
    assert!(
        matches!(&e.doc().rules, Some(Rules::Spec(s)) if s.title_rules.as_deref() == Some("none"))
    );
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc().rules, Some(Rules::Id("rif-round-robin".into())));
}

#[test]
fn a_stepladder_is_recorded_game_by_game_and_undone_one_game_at_a_time() {
    let mut e = junisen();
    let p = ladder(&e);
    assert_eq!(
        p.format,
        crate::engine::league::chain::PlayoffFormat::Stepladder
    );
    assert!(p.seeded);
    assert_eq!(p.players, [0, 1, 2], "seeded by 順位");
    // The two lowest seeds play first.
    assert_eq!(p.next, Some((2, 1)));
    let names = |v: &[usize]| -> Vec<String> {
        v.iter().map(|&i| e.doc().players[i].name.clone()).collect()
    };
    let players = names(&p.players);
    let game = |a: &str, b: &str, w: &str| Action::RecordPlayoffGame {
        players: players.clone(),
        a: a.into(),
        b: b.into(),
        winner: w.into(),
    };
    assert_eq!(
        e.apply(game("C", "B", "A")),
        Err(Refusal::WinnerNotPlaying { winner: "A".into() })
    );
    e.apply(game("C", "B", "C")).unwrap();
    let p = ladder(&e);
    assert_eq!(p.games.len(), 1);
    assert_eq!(p.next, Some((2, 0)), "the winner meets the top seed");
    assert_eq!(p.result, None);
    e.apply(game("C", "A", "C")).unwrap();
    let p = ladder(&e);
    assert_eq!(p.next, None);
    assert_eq!(
        p.result.as_ref().map(|r| r[0]),
        Some(2),
        "C wins the ladder"
    );
    assert_eq!(e.doc().playoffs[0].games.len(), 2);
    e.apply(Action::Undo).unwrap();
    assert_eq!(ladder(&e).next, Some((2, 0)));
}

/// A recorded playoff that no longer applies (a game was corrected) is set aside, not lost;
/// ClearPlayoff removes it.
#[test]
fn clear_playoff_removes_a_set_aside_record() {
    let mut e = junisen();
    e.apply(Action::RecordPlayoffGame {
        players: vec!["A".into(), "B".into(), "C".into()],
        a: "C".into(),
        b: "B".into(),
        winner: "B".into(),
    })
    .unwrap();
    // A corrected result: A beat C, so A wins outright and no playoff is required.
    e.apply(set(0, 2, Win)).unwrap();
    let r = super::analysis::analyse(e.doc()).ranked.unwrap();
    assert!(r.ranking.playoffs.is_empty());
    assert_eq!(r.ranking.set_aside.len(), 1);
    assert!(matches!(
        r.ranking.set_aside[0].reason,
        crate::engine::SetAsideReason::NotRequired { .. }
    ));
    assert_eq!(r.ranking.standings.len(), 4, "the standings are all there");
    e.apply(Action::ClearPlayoff {
        players: vec!["C".into(), "A".into(), "B".into()],
    })
    .unwrap();
    assert!(e.doc().playoffs.is_empty());
    let r = super::analysis::analyse(e.doc()).ranked.unwrap();
    assert!(r.ranking.set_aside.is_empty());
}
