//! Shogi impasse (持将棋) and the entering-king declaration (入玉宣言法): `engine::jishogi` on an
//! arbiter's counts, and `report::jishogi`'s words. Every case cites the rule it comes from.

use hoshitori::engine::Outcome;
use hoshitori::engine::jishogi::{
    BoardRule, Colour, CountFault, Declaration, Impasse, PieceClass, Pieces, Rule, Verdict, judge,
};
use hoshitori::lang::Lang;
use hoshitori::report::error::message as error_message;
use hoshitori::report::jishogi::render;
use hoshitori::{Error, ErrorKind};

/// The source of every case below.
const SPEC: &str = "spec §8 (武者野 1992; JSA rule)";

/// What the arbiter enters.
enum Given {
    /// A whole-board rule: (rooks and bishops, other pieces) for 先手, then 後手.
    Board(BoardRule, (u8, u8), (u8, u8)),
    Declare(Declaration),
}

/// What the rules say.
enum Expect {
    Outcome(Outcome),
    Fault(CountFault),
}

struct Case {
    name: &'static str,
    source: &'static str,
    given: Given,
    expect: Expect,
}

const R24: BoardRule = BoardRule::Points24;
const R27: BoardRule = BoardRule::Points27 {
    second_wins_ties: false,
};
const R27_GOTE: BoardRule = BoardRule::Points27 {
    second_wins_ties: true,
};

/// A declaration by `declarer` with the conditions met except as changed by `f`.
fn declare(declarer: Colour, (big, small): (u8, u8), f: impl FnOnce(&mut Declaration)) -> Given {
    let mut d = Declaration {
        declarer,
        counted: Pieces::new(big, small),
        in_camp: 10,
        king_in_camp: true,
        in_check: false,
    };
    f(&mut d);
    Given::Declare(d)
}

fn impasse(given: &Given) -> Result<Impasse, Error> {
    match *given {
        Given::Board(rule, (sb, ss), (gb, gs)) => {
            Impasse::board(rule, Pieces::new(sb, ss), Pieces::new(gb, gs))
        }
        Given::Declare(d) => Impasse::declaration(d),
    }
}

/// Judges a case and compares with what the rules say.
#[track_caller]
fn check(case: &Case) {
    let Case {
        name,
        source,
        given,
        expect,
    } = case;
    match (impasse(given), expect) {
        (Ok(i), Expect::Outcome(o)) => {
            assert_eq!(judge(&i).outcome, *o, "{name} ({source})")
        }
        (Err(e), Expect::Fault(f)) => assert_eq!(
            e.kind(),
            &ErrorKind::ImpasseCount { fault: *f },
            "{name} ({source})"
        ),
        (Ok(i), Expect::Fault(f)) => {
            panic!("{name} ({source}): judged {:?}, expected {f:?}", judge(&i))
        }
        (Err(e), Expect::Outcome(o)) => panic!("{name} ({source}): {e}, expected {o:?}"),
    }
}

fn cases() -> Vec<Case> {
    use Expect::{Fault, Outcome as O};
    use Outcome::{A, B, Draw, Replayed};
    let case = |name, given, expect| Case {
        name,
        source: SPEC,
        given,
        expect,
    };
    vec![
        // 24-point rule: 5 × (rooks, bishops) + other pieces, on the board and in hand.
        case(
            "24: 24 and 30, both reach 24",
            Given::Board(R24, (2, 14), (2, 20)),
            O(Replayed),
        ),
        case(
            "24: 27 each, both reach 24",
            Given::Board(R24, (2, 17), (2, 17)),
            O(Replayed),
        ),
        case(
            "24: 先手 23, 後手 31",
            Given::Board(R24, (1, 18), (3, 16)),
            O(B),
        ),
        case(
            "24: 先手 33, 後手 21",
            Given::Board(R24, (3, 18), (1, 16)),
            O(A),
        ),
        // 27-point rule.
        case("27: 27 each", Given::Board(R27, (2, 17), (2, 17)), O(Draw)),
        case(
            "27-gote: 27 each",
            Given::Board(R27_GOTE, (2, 17), (2, 17)),
            O(B),
        ),
        case(
            "27: 先手 26, 後手 28",
            Given::Board(R27, (2, 16), (2, 18)),
            O(B),
        ),
        case(
            "27: 先手 28, 後手 26",
            Given::Board(R27, (2, 18), (2, 16)),
            O(A),
        ),
        case(
            "27-gote: 後手 26 still loses",
            Given::Board(R27_GOTE, (2, 18), (2, 16)),
            O(A),
        ),
        // The declaration: (1)-(4) hold; 31 or more wins, 24 to 30 is replayed.
        case(
            "declaration: 先手, 31",
            declare(Colour::Sente, (3, 16), |_| ()),
            O(A),
        ),
        case(
            "declaration: 後手, 35",
            declare(Colour::Gote, (4, 15), |_| ()),
            O(B),
        ),
        case(
            "declaration: 30",
            declare(Colour::Sente, (3, 15), |_| ()),
            O(Replayed),
        ),
        case(
            "declaration: 24",
            declare(Colour::Gote, (2, 14), |_| ()),
            O(Replayed),
        ),
        // (5): any of (1)-(4) fails, the declarer loses. Below 24, (4) fails (our reading:
        // the spec gives outcomes for 31 or more and 24 to 30 only).
        case(
            "declaration: 23",
            declare(Colour::Sente, (2, 13), |_| ()),
            O(B),
        ),
        case(
            "declaration: 9 pieces in the camp",
            declare(Colour::Sente, (3, 20), |d| d.in_camp = 9),
            O(B),
        ),
        case(
            "declaration: in check",
            declare(Colour::Gote, (3, 20), |d| d.in_check = true),
            O(A),
        ),
        case(
            "declaration: king outside the camp",
            declare(Colour::Sente, (3, 20), |d| d.king_in_camp = false),
            O(B),
        ),
        // 金底の歩: the same position twice. With the pawn under the gold inside the camp it
        // is counted (31, a win); with that pawn just outside, on the fourth rank, it is not
        // entered (30, replayed): a piece outside the camp counts for nothing.
        case(
            "金底の歩 inside the camp",
            declare(Colour::Sente, (3, 16), |d| d.in_camp = 11),
            O(A),
        ),
        case(
            "金底の歩 outside the camp",
            declare(Colour::Sente, (3, 15), |d| d.in_camp = 10),
            O(Replayed),
        ),
        // Counts that cannot be right: the set has 4 rooks and bishops and 34 other pieces.
        case(
            "totals: 5 rooks and bishops",
            Given::Board(R24, (3, 17), (2, 17)),
            Fault(CountFault::Total {
                class: PieceClass::Big,
                sente: 3,
                gote: 2,
                expected: 4,
            }),
        ),
        case(
            "totals: 33 other pieces",
            Given::Board(R27, (2, 17), (2, 16)),
            Fault(CountFault::Total {
                class: PieceClass::Small,
                sente: 17,
                gote: 16,
                expected: 34,
            }),
        ),
        case(
            "totals: 255 + 255 does not wrap",
            Given::Board(R27, (255, 17), (255, 17)),
            Fault(CountFault::Total {
                class: PieceClass::Big,
                sente: 255,
                gote: 255,
                expected: 4,
            }),
        ),
        case(
            "declarer: 5 rooks and bishops",
            declare(Colour::Sente, (5, 10), |_| ()),
            Fault(CountFault::Declarer {
                class: PieceClass::Big,
                counted: 5,
                max: 4,
            }),
        ),
        case(
            "declarer: 35 other pieces",
            declare(Colour::Sente, (0, 35), |_| ()),
            Fault(CountFault::Declarer {
                class: PieceClass::Small,
                counted: 35,
                max: 34,
            }),
        ),
        case(
            "declarer: more in the camp than counted",
            declare(Colour::Gote, (1, 10), |d| d.in_camp = 12),
            Fault(CountFault::CampNotCounted {
                in_camp: 12,
                counted: 11,
            }),
        ),
        case(
            "declarer: 27 pieces beside the king in the camp",
            declare(Colour::Gote, (4, 30), |d| d.in_camp = 27),
            Fault(CountFault::CampSquares {
                in_camp: 27,
                max: 26,
            }),
        ),
        case(
            "declarer: 27 pieces fill a camp without the king",
            declare(Colour::Gote, (4, 30), |d| {
                d.in_camp = 27;
                d.king_in_camp = false;
            }),
            O(A),
        ),
    ]
}

#[test]
fn rules() {
    for c in cases() {
        check(&c);
    }
}

/// Every count of a whole board gives points adding up to 54, and exactly one outcome per rule.
/// Source: spec §8 (武者野 1992; JSA rule): "54 points in all".
#[test]
fn every_board_adds_up_to_54() {
    for big in 0..=4 {
        for small in 0..=34 {
            let (s, g) = (Pieces::new(big, small), Pieces::new(4 - big, 34 - small));
            assert_eq!(s.points() + g.points(), 54);
            for rule in [R24, R27, R27_GOTE] {
                let v = judge(&Impasse::board(rule, s, g).unwrap());
                let t = rule.threshold();
                let expected = if s.points() < t {
                    Outcome::B
                } else if g.points() < t {
                    Outcome::A
                } else if rule == R24 {
                    Outcome::Replayed
                } else if rule == R27_GOTE {
                    Outcome::B
                } else {
                    Outcome::Draw
                };
                assert_eq!(v.outcome, expected, "{rule:?} {s:?} {g:?}");
            }
        }
    }
}

#[test]
fn rule_codes_round_trip() {
    for r in Rule::ALL {
        assert_eq!(Rule::from_code(r.code()), Some(r));
    }
    assert_eq!(Rule::from_code("25"), None);
}

fn verdict(given: Given) -> Verdict {
    judge(&impasse(&given).unwrap())
}

fn both(v: &Verdict) -> String {
    format!("{}\n{}", render(Lang::Ja, v), render(Lang::En, v))
}

/// Source: spec §8 (武者野 1992; JSA rule), the 24-point rule.
#[test]
fn words_24_point_rule() {
    let v = verdict(Given::Board(R24, (3, 18), (1, 16)));
    insta::assert_snapshot!(both(&v), @r"
    24点法
    先手 5×3＋18＝33点、後手 5×1＋16＝21点
    後手は24点未満で負け：先手の勝ち

    24-point rule
    Sente 5×3 + 18 = 33 points, Gote 5×1 + 16 = 21 points
    Gote has fewer than 24 points and loses: Sente wins
    ");
}

/// Source: spec §8 (武者野 1992; JSA rule), the declaration's conditions (2) and (3).
#[test]
fn words_failed_declaration() {
    let v = verdict(declare(Colour::Gote, (3, 20), |d| {
        d.in_camp = 9;
        d.in_check = true;
    }));
    insta::assert_snapshot!(both(&v), @r"
    入玉宣言法：後手の宣言
    (1) 玉が敵陣三段目以内：満たす
    (2) 敵陣の玉以外の駒 9枚（10枚以上）：満たさない
    (3) 王手がかかっていない：満たさない
    (4) 持駒と敵陣の駒 5×3＋20＝35点（24点以上）：満たす
    条件(2)、(3)を満たさないため、宣言した後手の負け

    entering-king declaration by Gote
    (1) king inside the opponent's camp: holds
    (2) other pieces inside the camp: 9 (10 or more): fails
    (3) king not in check: fails
    (4) pieces in hand and inside the camp: 5×3 + 20 = 35 points (24 or more): holds
    conditions (2), (3) fail: Gote, the declarer, loses
    ");
}

/// Source: spec §8 (武者野 1992; JSA rule), 24 to 30 points.
#[test]
fn words_replayed_declaration() {
    let v = verdict(declare(Colour::Sente, (3, 15), |_| ()));
    insta::assert_snapshot!(both(&v), @r"
    入玉宣言法：先手の宣言
    (1) 玉が敵陣三段目以内：満たす
    (2) 敵陣の玉以外の駒 10枚（10枚以上）：満たす
    (3) 王手がかかっていない：満たす
    (4) 持駒と敵陣の駒 5×3＋15＝30点（24点以上）：満たす
    30点で31点未満：持将棋、指し直し

    entering-king declaration by Sente
    (1) king inside the opponent's camp: holds
    (2) other pieces inside the camp: 10 (10 or more): holds
    (3) king not in check: holds
    (4) pieces in hand and inside the camp: 5×3 + 15 = 30 points (24 or more): holds
    30 points, fewer than 31: void, to be replayed
    ");
}

/// Source: spec §8 (武者野 1992; JSA rule), the 27-point rule's option.
#[test]
fn words_27_point_tie() {
    let v = verdict(Given::Board(R27_GOTE, (2, 17), (2, 17)));
    insta::assert_snapshot!(both(&v), @r"
    27点法（同点は後手勝ち）
    先手 5×2＋17＝27点、後手 5×2＋17＝27点
    両者27点で同点：後手の勝ち

    27-point rule (equal points: Gote wins)
    Sente 5×2 + 17 = 27 points, Gote 5×2 + 17 = 27 points
    27 points each: Gote wins
    ");
}

/// Every count fault, in English and Japanese.
#[test]
fn count_errors_in_both_languages() {
    let mut out = String::new();
    for c in cases() {
        if let Err(e) = impasse(&c.given) {
            out.push_str(&format!(
                "{}\n  {}\n  {}\n",
                c.name,
                error_message(Lang::En, &e),
                error_message(Lang::Ja, &e)
            ));
        }
    }
    insta::assert_snapshot!(out, @r"
    totals: 5 rooks and bishops
      the impasse counts do not add up: rooks and bishops 3 (Sente) + 2 (Gote) = 5, but a set has 4
      持将棋の駒数が合いません：飛角 先手3枚＋後手2枚＝5枚ですが、全部で4枚です
    totals: 33 other pieces
      the impasse counts do not add up: pieces other than rooks, bishops and kings 17 (Sente) + 16 (Gote) = 33, but a set has 34
      持将棋の駒数が合いません：玉と飛角以外の駒 先手17枚＋後手16枚＝33枚ですが、全部で34枚です
    totals: 255 + 255 does not wrap
      the impasse counts do not add up: rooks and bishops 255 (Sente) + 255 (Gote) = 510, but a set has 4
      持将棋の駒数が合いません：飛角 先手255枚＋後手255枚＝510枚ですが、全部で4枚です
    declarer: 5 rooks and bishops
      the declarer counted 5 rooks and bishops, but a set has 4
      宣言者の飛角が5枚と数えられていますが、全部で4枚です
    declarer: 35 other pieces
      the declarer counted 35 pieces other than rooks, bishops and kings, but a set has 34
      宣言者の玉と飛角以外の駒が35枚と数えられていますが、全部で34枚です
    declarer: more in the camp than counted
      12 pieces are said to be inside the camp, but only 11 were counted in hand and inside the camp
      敵陣の駒が12枚とされていますが、持駒と敵陣の駒は合わせて11枚しか数えられていません
    declarer: 27 pieces beside the king in the camp
      27 pieces are said to be inside the camp, which has room for only 26
      敵陣の駒が27枚とされていますが、敵陣には26枚しか置けません
    ");
}
