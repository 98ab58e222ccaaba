//! The ko endgame helper's answer in words (Japanese and English) and as JSON
//! (`../shared/spec/ko.md` §8.2): the best move, the comparison of k with Δ and its working (the
//! threat sequence, n, the crossing threat, the formula with its numbers), the optimal score and
//! the line, and why; the refusal outside the method's domain; the exhaustive search's answer,
//! labelled as such.

use serde_json::{Value as Json, json};

use crate::engine::ko::{
    Answer, Criterion, Decision, Element, ElementKind, Method, Move, Position, Refusal, Rule, Side,
    State, line::Step,
};
use crate::engine::score::Score;
use crate::lang::Lang;

/// How many moves of the line the text shows.
const LINE_SHOWN: usize = 40;

fn side(lang: Lang, s: Side) -> &'static str {
    match (s, lang) {
        (Side::Black, Lang::Ja) => "黒",
        (Side::White, Lang::Ja) => "白",
        (Side::Black, Lang::En) => "Black",
        (Side::White, Lang::En) => "White",
    }
}

fn short(s: Side) -> &'static str {
    match s {
        Side::Black => "B",
        Side::White => "W",
    }
}

/// A move in words: "play the yose 11", 「ヨセ11を打つ」.
pub fn move_words(lang: Lang, m: Move) -> String {
    match (m, lang) {
        (Move::Connect, Lang::Ja) => "コウを接ぐ".into(),
        (Move::Connect, Lang::En) => "connect the ko".into(),
        (Move::Take, Lang::Ja) => "コウを取り返す".into(),
        (Move::Take, Lang::En) => "retake the ko".into(),
        (Move::Yose(v), Lang::Ja) => format!("ヨセ{v}を打つ"),
        (Move::Yose(v), Lang::En) => format!("play the yose {v}"),
        (Move::Threat(v), Lang::Ja) => format!("純粋コウザイ{v}を打つ"),
        (Move::Threat(v), Lang::En) => format!("play the pure threat {v}"),
        (Move::Answer(v), Lang::Ja) => format!("コウザイ{v}に受ける"),
        (Move::Answer(v), Lang::En) => format!("answer the threat {v}"),
        (Move::FollowUp(v), Lang::Ja) => format!("コウザイ{v}を連打する"),
        (Move::FollowUp(v), Lang::En) => format!("follow up the threat {v}"),
        (Move::Erase(v), Lang::Ja) => format!("相手のコウザイ{v}を消す"),
        (Move::Erase(v), Lang::En) => format!("erase the opponent's threat {v}"),
        (Move::Pass, Lang::Ja) => "パス".into(),
        (Move::Pass, Lang::En) => "pass".into(),
    }
}

/// A move in the line: `B yose 10`, `W take`.
fn step_words(lang: Lang, s: &Step) -> String {
    let what = match (s.play, lang) {
        (Move::Connect, Lang::Ja) => "接ぎ".to_string(),
        (Move::Connect, Lang::En) => "connects".into(),
        (Move::Take, Lang::Ja) => "コウ取り".into(),
        (Move::Take, Lang::En) => "takes".into(),
        (Move::Yose(v), Lang::Ja) => format!("ヨセ{v}"),
        (Move::Yose(v), Lang::En) => format!("yose {v}"),
        (Move::Threat(v), Lang::Ja) => format!("コウダテ{v}"),
        (Move::Threat(v), Lang::En) => format!("threat {v}"),
        (Move::Answer(v), Lang::Ja) => format!("受け{v}"),
        (Move::Answer(v), Lang::En) => format!("answers {v}"),
        (Move::FollowUp(v), Lang::Ja) => format!("連打{v}"),
        (Move::FollowUp(v), Lang::En) => format!("follows up {v}"),
        (Move::Erase(v), Lang::Ja) => format!("消し{v}"),
        (Move::Erase(v), Lang::En) => format!("erases {v}"),
        (Move::Pass, Lang::Ja) => "パス".into(),
        (Move::Pass, Lang::En) => "passes".into(),
    };
    match lang {
        Lang::Ja => format!("{}{what}", side(lang, s.side)),
        Lang::En => format!("{} {what}", short(s.side)),
    }
}

/// An element of the threat sequence: `W threat 12`, `B yose 11/10`.
pub fn element_words(lang: Lang, e: &Element) -> String {
    let who = side(lang, e.owner);
    match (e.kind, lang) {
        (ElementKind::Pure, Lang::Ja) => format!("{who}コウザイ{}", e.threat),
        (ElementKind::Pure, Lang::En) => format!("{} threat {}", short(e.owner), e.threat),
        (ElementKind::Yose { .. }, Lang::Ja) => {
            format!("{who}ヨセコウザイ{}（受け{}）", e.threat, e.answer)
        }
        (ElementKind::Yose { .. }, Lang::En) => {
            format!("{} yose {}/{}", short(e.owner), e.threat, e.answer)
        }
        (ElementKind::Virtual, Lang::Ja) => format!("{who}仮想コウザイ{}", e.answer),
        (ElementKind::Virtual, Lang::En) => format!("{} virtual {}", short(e.owner), e.answer),
        (ElementKind::LastYose, Lang::Ja) => format!("{who}ヨセ（受け{}）", e.answer),
        (ElementKind::LastYose, Lang::En) => {
            format!("{} yose (answer {})", short(e.owner), e.answer)
        }
        (ElementKind::None, Lang::Ja) => format!("{who}なし"),
        (ElementKind::None, Lang::En) => format!("{} none", short(e.owner)),
    }
}

fn values(v: &[Score]) -> String {
    if v.is_empty() {
        "-".into()
    } else {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The position in one or two lines.
pub fn position_words(lang: Lang, p: &Position) -> String {
    let state = match (p.state, lang) {
        (State::Threat, Lang::Ja) => "相手がコウを取ったところ（取り返せない：コウダテかヨセ）",
        (State::Threat, Lang::En) => {
            "the opponent has just taken the ko (no retake now: a threat or a yose)"
        }
        (State::Connect, Lang::Ja) => "自分がコウを取っていて、相手がほかに打ったところ",
        (State::Connect, Lang::En) => "you hold the ko and the opponent has just played elsewhere",
        (State::Take, Lang::Ja) => "相手がコウを取っていて、取り返せる",
        (State::Take, Lang::En) => "the opponent holds the ko and you may retake",
    };
    let pending = match (p.pending, lang) {
        (Some(v), Lang::Ja) => format!("、相手の打ったコウザイ {v}"),
        (Some(v), Lang::En) => format!(", the opponent's threat {v} pending"),
        (None, _) => String::new(),
    };
    match lang {
        Lang::Ja => format!(
            "{}番：{state}{pending}\nコウの出入り {}、ヨセ {}、黒のコウザイ {}、白のコウザイ {}",
            side(lang, p.to_move),
            p.ko,
            values(&p.yose),
            values(&p.black),
            values(&p.white)
        ),
        Lang::En => format!(
            "{} to move: {state}{pending}\nko k = {}; yose {}; Black's threats {}; White's threats {}",
            side(lang, p.to_move),
            p.ko,
            values(&p.yose),
            values(&p.black),
            values(&p.white)
        ),
    }
}

/// The best move as a sentence.
pub fn best_words(lang: Lang, d: &Decision) -> String {
    match (d.best.as_slice(), lang) {
        ([a, b], Lang::Ja) => format!(
            "{}か{}（どちらも同じ結果）",
            move_words(lang, *a),
            move_words(lang, *b)
        ),
        ([a, b], Lang::En) => format!(
            "either {} or {} (equal)",
            move_words(lang, *a),
            move_words(lang, *b)
        ),
        (moves, _) => moves
            .iter()
            .map(|m| move_words(lang, *m))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// The working of one criterion: the sequence, n, the crossing threat, the formula.
pub fn criterion_lines(lang: Lang, c: &Criterion) -> Vec<String> {
    let shown: Vec<String> = c
        .sequence
        .iter()
        .take(crate::engine::ko::discriminant::SHOWN)
        .map(|e| element_words(lang, e))
        .collect();
    let yp = c.sequence[2 * c.p - 1];
    let formula = format!(
        "Δ = {} + {} − e({}) = {} + {} − {} = {}",
        c.x1_answer, c.yp_answer, c.e_from, c.x1_answer, c.yp_answer, c.e, c.value
    );
    match lang {
        Lang::Ja => vec![
            format!("コウザイ順列: {} …", shown.join("、")),
            format!(
                "遷移枝数 n = {}、交差するコウザイ Y{} = {}",
                c.n,
                c.p,
                element_words(lang, &yp)
            ),
            formula,
        ],
        Lang::En => vec![
            format!("threat sequence: {} …", shown.join(", ")),
            format!(
                "n = {}, the crossing threat Y{} = {}",
                c.n,
                c.p,
                element_words(lang, &yp)
            ),
            formula,
        ],
    }
}

/// Why, from the data (spec §8.2).
pub fn why_words(lang: Lang, p: &Position, d: &Decision) -> Vec<String> {
    let k = p.ko;
    let mut out = Vec::new();
    let delta = d.delta.as_ref().map(|d| d.value);
    let a1 = p.yose.first().copied();
    let rel = |k: Score, delta: Score| match (k.cmp(&delta), lang) {
        (std::cmp::Ordering::Greater, Lang::Ja) => "より大きい",
        (std::cmp::Ordering::Less, Lang::Ja) => "より小さい",
        (std::cmp::Ordering::Equal, Lang::Ja) => "と等しい",
        (std::cmp::Ordering::Greater, Lang::En) => "above",
        (std::cmp::Ordering::Less, Lang::En) => "below",
        (std::cmp::Ordering::Equal, Lang::En) => "equal to",
    };
    match (d.rule, p.state, delta) {
        (Rule::ThreatNotAboveYose, _, _) => {
            let (z, a) = (d.candidates[0], d.candidates[1]);
            let (Move::Threat(z), Move::Yose(a)) = (z, a) else {
                return out;
            };
            out.push(match lang {
                Lang::Ja => format!(
                    "いちばん大きい純粋コウザイ（{z}）がいちばん大きいヨセ（{a}）より大きくないので、ヨセを打ってコウザイは取っておきます（判定1）。"
                ),
                Lang::En => format!(
                    "Your largest pure threat ({z}) is not bigger than the largest yose ({a}): play the yose and keep the threat (judgment 1)."
                ),
            });
        }
        (Rule::Forced, _, _) => out.push(match lang {
            Lang::Ja => "ほかに意味のある手がありません。".to_string(),
            Lang::En => "There is no other sensible move.".to_string(),
        }),
        (Rule::Criterion, State::Threat, Some(delta)) => {
            let z = match d.candidates[0] {
                Move::Threat(z) => z,
                _ => Score::ZERO,
            };
            out.push(match lang {
                Lang::Ja => format!(
                    "コウの出入りは {k}。純粋コウザイ{z}を使うのが得になるのは、コウの出入りが Δ = {delta}（コウザイでコウ争いを続ける場合とヨセ{}を打つ場合が同じ結果になる値）を上回るときだけです。k は Δ {}ので、{}。",
                    a1.unwrap_or_default(),
                    rel(k, delta),
                    best_words(lang, d)
                ),
                Lang::En => format!(
                    "The ko is worth {k}. Spending the pure threat {z} pays only when k is above Δ = {delta}, the value at which keeping the ko fight going with it and taking the yose {} give the same result. k is {} Δ: {}.",
                    a1.unwrap_or_default(),
                    rel(k, delta),
                    best_words(lang, d)
                ),
            });
        }
        (Rule::Criterion, State::Connect, Some(delta)) => out.push(match lang {
            Lang::Ja => format!(
                "接げばコウは今終わり、受ければコウ争いが続きます。両者が同じ結果になるのは Δ = {delta}。コウの出入り {k} は Δ {}ので、{}。",
                rel(k, delta),
                best_words(lang, d)
            ),
            Lang::En => format!(
                "Connecting ends the ko now, answering keeps the fight going. They break even at Δ = {delta}; the ko is worth {k}, {} Δ: {}.",
                rel(k, delta),
                best_words(lang, d)
            ),
        }),
        (Rule::Criterion, State::Take, Some(delta)) => out.push(match lang {
            Lang::Ja => format!(
                "取り返せばコウ争いが続き、ヨセ{}を打てばほかのいちばん大きい所を取ります。両者が同じ結果になるのは Δ = min(Δ₁, Δ₂) = {delta}。コウの出入り {k} は Δ {}ので、{}。",
                a1.unwrap_or_default(),
                rel(k, delta),
                best_words(lang, d)
            ),
            Lang::En => format!(
                "Retaking continues the ko fight, the yose {} takes the biggest point elsewhere; they break even at Δ = min(Δ₁, Δ₂) = {delta}. The ko is worth {k}, {} Δ: {}.",
                a1.unwrap_or_default(),
                rel(k, delta),
                best_words(lang, d)
            ),
        }),
        _ => {}
    }
    if d.rule == Rule::Criterion && a1.is_some_and(|a| k <= a) {
        out.push(match lang {
            Lang::Ja => "コウの出入りがいちばん大きいヨセ以下なので、ヨセ（または受け）が少なくとも同じだけ良い手です（Δ はいちばん大きいヨセを下回りません）。".to_string(),
            Lang::En => "The ko is worth no more than the largest yose, so the yose (or the answer) is at least as good (Δ is never below the largest yose).".to_string(),
        });
    }
    if d.best.len() == 2 {
        out.push(match lang {
            Lang::Ja => "どちらの手も同じ結果です。論文はヨセを打ち、純粋コウザイは後のコウのために取っておくことを勧めています。".to_string(),
            Lang::En => "Both moves give the same result; the paper's advice is to play the yose and keep pure threats for later.".to_string(),
        });
    }
    out
}

fn signed(s: Score) -> String {
    if s > Score::ZERO {
        format!("+{s}")
    } else {
        s.to_string()
    }
}

/// The answer in parts, for the text and the page: each a line (or lines) in `lang`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parts {
    /// "Best move: …".
    pub best: Option<String>,
    /// `k = 13 < Δ = 16`.
    pub comparison: Option<String>,
    /// The working: per criterion (Δ₁, Δ₂ when two), its lines.
    pub working: Vec<(Option<&'static str>, Vec<String>)>,
    pub score: Option<String>,
    pub line: Option<String>,
    pub why: Vec<String>,
    /// Outside the method's domain.
    pub refusal: Option<String>,
    /// The exhaustive search's answer, labelled, or its limit when it could not run.
    pub search: Option<String>,
}

/// The answer in parts (spec §8.2).
pub fn parts(lang: Lang, a: &Answer) -> Parts {
    let mut out = Parts::default();
    match &a.method {
        Method::Answered {
            decision,
            score,
            line,
        } => {
            out.best = Some(match lang {
                Lang::Ja => format!("最善手: {}", best_words(lang, decision)),
                Lang::En => format!("Best move: {}", best_words(lang, decision)),
            });
            if let Some(delta) = &decision.delta {
                let k = a.position.ko;
                out.comparison = Some(format!(
                    "k = {k} {} Δ = {}",
                    match k.cmp(&delta.value) {
                        std::cmp::Ordering::Greater => ">",
                        std::cmp::Ordering::Less => "<",
                        std::cmp::Ordering::Equal => "=",
                    },
                    delta.value
                ));
                let two = delta.criteria.len() > 1;
                for (i, c) in delta.criteria.iter().enumerate() {
                    let head = two.then(|| ["Δ₁", "Δ₂"][i.min(1)]);
                    out.working.push((head, criterion_lines(lang, c)));
                }
            }
            out.score = Some(match lang {
                Lang::Ja => format!("最善の結果: 黒 {}（この局面から）", signed(*score)),
                Lang::En => format!(
                    "Optimal score: Black {} (from this position on)",
                    signed(*score)
                ),
            });
            let steps: Vec<String> = line
                .iter()
                .take(LINE_SHOWN)
                .map(|s| step_words(lang, s))
                .collect();
            let more = line.len().saturating_sub(LINE_SHOWN);
            let tail = match (more, lang) {
                (0, _) => String::new(),
                (m, Lang::Ja) => format!("、… ほか{m}手"),
                (m, Lang::En) => format!(", … {m} more"),
            };
            out.line = Some(match lang {
                Lang::Ja => format!("手順: {}{tail}", steps.join("、")),
                Lang::En => format!("Line: {}{tail}", steps.join(", ")),
            });
            out.why = why_words(lang, &a.position, decision);
        }
        Method::Refused { refusal } => {
            let Refusal::PendingBelowLargestYose {
                pending,
                largest_yose,
            } = refusal;
            out.refusal = Some(match lang {
                Lang::Ja => format!(
                    "この方法では答えられません：相手の打ったコウザイ（{pending}）がいちばん大きいヨセ（{largest_yose}）より小さいので、コウザイを無視してヨセを打つ第三の手があり、判定式はそれを比べません（方法の適用範囲外）。"
                ),
                Lang::En => format!(
                    "The method does not answer this: the pending threat ({pending}) is smaller than the largest yose ({largest_yose}), so ignoring the threat to take the yose is a third candidate the discriminant does not weigh (outside its domain)."
                ),
            });
        }
    }
    let list = |f: &crate::engine::ko::search::Found, sep: &str| {
        f.best
            .iter()
            .map(|m| move_words(lang, *m))
            .collect::<Vec<_>>()
            .join(sep)
    };
    out.search = match (&a.search, lang) {
        (Some(f), Lang::Ja) => Some(format!(
            "全探索（判定式ではなく、すべての手順を調べた結果）: 最善手 {}、黒 {}（{}局面）",
            list(f, "、"),
            signed(f.score),
            f.states
        )),
        (Some(f), Lang::En) => Some(format!(
            "Exhaustive search (every line of play, not the method): best {}; Black {} ({} positions)",
            list(f, ", "),
            signed(f.score),
            f.states
        )),
        (None, _) if a.search_too_large => Some(match lang {
            Lang::Ja => format!(
                "全探索はヨセとコウザイが{}個までの局面に限ります（この局面は{}個）。",
                crate::engine::ko::search::MAX_ITEMS,
                a.position.items()
            ),
            Lang::En => format!(
                "The exhaustive search takes positions of at most {} yose and threats (this one has {}).",
                crate::engine::ko::search::MAX_ITEMS,
                a.position.items()
            ),
        }),
        (None, _) => None,
    };
    out
}

/// The answer as text.
pub fn text(lang: Lang, a: &Answer) -> String {
    let p = parts(lang, a);
    let mut out = String::new();
    out.push_str(match lang {
        Lang::Ja => "コウを含むヨセ\n",
        Lang::En => "Ko endgame\n",
    });
    out.push_str(&position_words(lang, &a.position));
    out.push_str("\n\n");
    for l in p.best.iter().chain(&p.refusal) {
        out.push_str(&format!("{l}\n"));
    }
    if let Some(c) = &p.comparison {
        out.push_str(&format!("  {c}\n"));
    }
    for (head, lines) in &p.working {
        if let Some(h) = head {
            out.push_str(&format!("  {h}:\n"));
        }
        for l in lines {
            out.push_str(&format!("    {l}\n"));
        }
    }
    for l in p.score.iter().chain(&p.line).chain(&p.why) {
        out.push_str(&format!("{l}\n"));
    }
    if let Some(s) = &p.search {
        out.push_str(&format!("\n{s}\n"));
    }
    out
}

fn points(s: Score) -> Json {
    let q = s.quarters();
    if q % 4 == 0 {
        json!(q / 4)
    } else {
        json!(q as f64 / 4.0)
    }
}

fn moves(v: &[Move]) -> Json {
    json!(v.iter().map(|m| m.id()).collect::<Vec<_>>())
}

fn side_id(s: Side) -> &'static str {
    match s {
        Side::Black => "B",
        Side::White => "W",
    }
}

fn element_json(e: &Element) -> Json {
    let kind = match e.kind {
        ElementKind::Pure => "pure",
        ElementKind::Yose { .. } => "yose",
        ElementKind::Virtual => "virtual",
        ElementKind::LastYose => "last_yose",
        ElementKind::None => "none",
    };
    json!({"owner": side_id(e.owner), "kind": kind, "threat": points(e.threat), "answer": points(e.answer), "r": e.r})
}

/// The answer as JSON (`docs/rules/ko.md`, "JSON").
pub fn json(a: &Answer) -> Json {
    let p = &a.position;
    let list = |v: &[Score]| Json::Array(v.iter().map(|x| points(*x)).collect());
    let position = json!({
        "k": points(p.ko),
        "to_move": side_id(p.to_move),
        "state": p.state.id(),
        "pending": p.pending.map(points),
        "yose": list(&p.yose),
        "black": list(&p.black),
        "white": list(&p.white),
    });
    let method = match &a.method {
        Method::Answered {
            decision,
            score,
            line,
        } => json!({
            "answer": "answered",
            "best": moves(&decision.best),
            "candidates": moves(&decision.candidates),
            "rule": match decision.rule {
                Rule::Criterion => "criterion",
                Rule::ThreatNotAboveYose => "threat_not_above_yose",
                Rule::Forced => "forced",
            },
            "delta": decision.delta.as_ref().map(|d| json!({
                "value": points(d.value),
                "criteria": d.criteria.iter().map(|c| json!({
                    "sequence": c.sequence.iter().take(crate::engine::ko::discriminant::SHOWN).map(element_json).collect::<Vec<_>>(),
                    "n": c.n,
                    "p": c.p,
                    "x1_answer": points(c.x1_answer),
                    "yp_answer": points(c.yp_answer),
                    "e_from": c.e_from,
                    "e": points(c.e),
                    "value": points(c.value),
                })).collect::<Vec<_>>(),
            })),
            "optimal_score": points(*score),
            "line": line.iter().map(|s| json!({"side": side_id(s.side), "move": s.play.id(), "score": points(s.score)})).collect::<Vec<_>>(),
        }),
        Method::Refused { refusal } => {
            let Refusal::PendingBelowLargestYose {
                pending,
                largest_yose,
            } = refusal;
            json!({
                "answer": "refused",
                "code": "pending_below_largest_yose",
                "pending": points(*pending),
                "largest_yose": points(*largest_yose),
            })
        }
    };
    json!({
        "position": position,
        "method": method,
        "search_too_large": a.search_too_large,
        "search": a.search.as_ref().map(|f| json!({
            "best": moves(&f.best),
            "optimal_score": points(f.score),
            "states": f.states,
        })),
    })
}
