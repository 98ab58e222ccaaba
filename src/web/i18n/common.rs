//! The words every page says, written once: each page's own catalogue ([`super::text`] for the
//! league page, [`super::swiss`] for the Swiss page) holds only what is its own, and a page's
//! wasm carries only the tables it uses.

use crate::editor::Refusal;
use crate::editor::storage::{Refused, Unreadable};
use crate::error::DocumentKind;
use crate::lang::Lang;

/// See the module documentation.
pub struct Common {
    /// The language switch's label: the other language's name.
    pub other_lang: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub close: &'static str,
    pub dismiss: &'static str,
    pub download: &'static str,
    /// Deletes work set aside earlier from the browser.
    pub delete_set_aside: &'static str,
    /// Between a heading and what follows: `: `, `：`.
    pub colon: &'static str,
    /// Opening a published document: no answer.
    pub network: &'static str,
    /// Opening a published document from a sandboxed iframe (an opaque origin): no answer,
    /// and what the site must change.
    pub sandboxed: &'static str,
    /// An arbiters' helper (loaded when first opened) could not be loaded.
    pub helper_failed: &'static str,
    /// Opening a published document: the HTTP status follows.
    pub status: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub copy_failed: &'static str,
    pub open_link: &'static str,
    pub make_copy: &'static str,
    /// A refused edit, before the reason.
    pub refused: &'static str,
    /// The stored work could not be saved (the browser's storage is full or refused).
    pub storage_full: &'static str,
    /// Stored work could not be set aside: the page will not save over it.
    pub not_saving: &'static str,
}

const EN_COLON: &str = ": ";
const JA_COLON: &str = "：";

/// Between a heading and what follows ([`Common::colon`]), without the rest of the words: the
/// viewer carries only what it says.
pub fn colon(lang: Lang) -> &'static str {
    match lang {
        Lang::En => EN_COLON,
        Lang::Ja => JA_COLON,
    }
}

const EN: Common = Common {
    other_lang: "日本語",
    undo: "Undo",
    redo: "Redo",
    close: "Close",
    dismiss: "Dismiss",
    download: "Download",
    delete_set_aside: "Delete it from this browser",
    colon: EN_COLON,
    network: "no answer from the site (offline, or the site does not allow other sites to read it: CORS)",
    helper_failed: "The helper could not be loaded: it is fetched the first time it is opened, so open it once while online (it then works offline too).",
    sandboxed: "this frame is sandboxed (sandbox=\"allow-scripts\"), so the browser lets it read the file only if the site sends it with the header Access-Control-Allow-Origin: *. Add that header on the site, or embed the share link instead (the document travels inside the address and needs nothing from the site).",
    status: "the site answered HTTP",
    copy: "Copy",
    copied: "Copied.",
    copy_failed: "The browser did not allow copying: select the text and copy it by hand.",
    open_link: "Open",
    make_copy: "Make my own copy",
    refused: "Not done",
    storage_full: "Could not save in this browser (storage full or disabled): keep a copy with Save JSON.",
    not_saving: "So as not to overwrite it, your edits in this page are not being saved in the browser: use Save JSON.",
};

const JA: Common = Common {
    other_lang: "English",
    undo: "元に戻す",
    redo: "やり直す",
    close: "閉じる",
    dismiss: "閉じる",
    download: "ダウンロード",
    delete_set_aside: "このブラウザから削除",
    colon: JA_COLON,
    network: "サイトから応答がありません（オフライン、または他のサイトからの読み取りが許可されていません）",
    helper_failed: "この補助ツールを読み込めませんでした。初めて開くときに読み込むため、一度オンラインで開いてください（その後はオフラインでも使えます）。",
    sandboxed: "このフレームはサンドボックス化されている（sandbox=\"allow-scripts\"）ため、サイトがファイルに Access-Control-Allow-Origin: * ヘッダーを付けて送る場合にしか読み込めません。サイトにこのヘッダーを追加するか、代わりに共有リンクを埋め込んでください（文書がアドレスに含まれるため、サイト側の設定は不要です）。",
    status: "サイトの応答コード",
    copy: "コピー",
    copied: "コピーしました。",
    copy_failed: "ブラウザがコピーを許可しませんでした。テキストを選択して手動でコピーしてください。",
    open_link: "開く",
    make_copy: "自分用にコピー",
    refused: "できません",
    storage_full: "このブラウザに保存できません（容量不足または無効）。「JSONで保存」で控えを残してください。",
    not_saving: "上書きしないよう、このページでの編集はブラウザに保存されません。「JSONで保存」をお使いください。",
};

/// The common words in `lang`.
pub fn common(lang: Lang) -> &'static Common {
    match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    }
}

/// `The league could not be loaded`, `The event could not be loaded`.
/// `label` and what follows it, the language's way: `Players: A, B`, `対象：A、B` (a list's
/// items joined by the language's separator). The one idiom for a heading with its value.
pub fn labelled(lang: Lang, label: &str, value: &str) -> String {
    format!("{label}{}{value}", colon(lang))
}

/// `items` joined the language's way: `A, B`, `A、B`.
pub fn list<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    items.join(match lang {
        Lang::En => ", ",
        Lang::Ja => "、",
    })
}

pub fn cannot_load(lang: Lang, kind: DocumentKind) -> &'static str {
    match (lang, kind) {
        (Lang::En, DocumentKind::League) => "The league could not be loaded",
        (Lang::En, DocumentKind::Event | DocumentKind::Staged) => "The event could not be loaded",
        (Lang::Ja, DocumentKind::League) => "リーグを読み込めませんでした",
        (Lang::Ja, DocumentKind::Event | DocumentKind::Staged) => "大会を読み込めませんでした",
    }
}

/// Back from a document opened read-only to one's own: `Back to my league`.
pub fn back_to_mine(lang: Lang, kind: DocumentKind) -> &'static str {
    match (lang, kind) {
        (Lang::En, DocumentKind::League) => "Back to my league",
        (Lang::En, DocumentKind::Event | DocumentKind::Staged) => "Back to my event",
        (Lang::Ja, DocumentKind::League) => "自分のリーグに戻る",
        (Lang::Ja, DocumentKind::Event | DocumentKind::Staged) => "自分の大会に戻る",
    }
}

/// A file of the other kind opened on a page: where it belongs.
pub fn other_page(lang: Lang, found: DocumentKind) -> &'static str {
    match (lang, found) {
        (Lang::En, DocumentKind::League) => {
            "this is a round-robin league: open it on the league page (Round-robin league)"
        }
        (Lang::En, DocumentKind::Event) => {
            "this is a Swiss event: open it on the Swiss page (Swiss events)"
        }
        (Lang::Ja, DocumentKind::League) => {
            "総当たりのリーグのファイルです。「総当たりのリーグへ」のページで開いてください"
        }
        (Lang::Ja, DocumentKind::Event) => {
            "スイス式の大会のファイルです。「スイス式の大会」のページで開いてください"
        }
        (Lang::En, DocumentKind::Staged) => {
            "this is an event in stages: open it on the stages page (Events in stages)"
        }
        (Lang::Ja, DocumentKind::Staged) => {
            "段階制の大会のファイルです。「段階制の大会」のページで開いてください"
        }
    }
}

/// Why an edit was refused.
pub fn refusal(lang: Lang, r: &Refusal, names: &[String]) -> String {
    let who = |i: usize| {
        names
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("#{}", i + 1))
    };
    match (lang, r) {
        (Lang::En, Refusal::EmptyName { index }) => {
            format!("Player {}: a name cannot be empty.", index + 1)
        }
        (Lang::Ja, Refusal::EmptyName { index }) => {
            format!("{}人目：名前を空にはできません。", index + 1)
        }
        (Lang::En, Refusal::TakenName { name, .. }) => {
            format!("Another player is already called “{name}”.")
        }
        (Lang::Ja, Refusal::TakenName { name, .. }) => {
            format!("「{name}」という棋士はすでにいます。")
        }
        (Lang::En, Refusal::NoSuchPlayer { index }) => format!("No player #{}.", index + 1),
        (Lang::Ja, Refusal::NoSuchPlayer { index }) => {
            format!("{}人目の棋士はいません。", index + 1)
        }
        (Lang::En, Refusal::SelfGame { index }) => format!("{} cannot play themself.", who(*index)),
        (Lang::Ja, Refusal::SelfGame { index }) => {
            format!("{}は自分とは対局できません。", who(*index))
        }
        (
            Lang::En,
            Refusal::TooFewCycles {
                cycles,
                needed,
                pair,
            },
        ) => match pair {
            Some((a, b)) => format!(
                "Cannot make it {cycles} meeting(s) per pair: {} and {} have {needed} games recorded. Clear the extra games first.",
                who(*a),
                who(*b)
            ),
            None => "Every pair meets at least once.".into(),
        },
        (
            Lang::Ja,
            Refusal::TooFewCycles {
                cycles,
                needed,
                pair,
            },
        ) => match pair {
            Some((a, b)) => format!(
                "対戦回数を{cycles}回にはできません：{}と{}の対局が{needed}局記録されています。先に余分な対局を消してください。",
                who(*a),
                who(*b)
            ),
            None => "対戦回数は1回以上です。".into(),
        },
        (Lang::En, Refusal::InvalidScoring { field }) => {
            format!("Scoring ({field}): use multiples of ½ between -100 and 100.")
        }
        (Lang::Ja, Refusal::InvalidScoring { field }) => {
            let field = match field.as_str() {
                "win" => "勝ち",
                "draw" => "引き分け",
                "loss" => "負け",
                "forfeit_win" => "不戦勝",
                "forfeit_loss" => "不戦敗",
                _ => "",
            };
            format!("得点（{field}）は -100 から 100 までの 0.5 点刻みで指定してください。")
        }
        (Lang::En, Refusal::WinnerNotPlaying { winner }) => {
            format!("{winner} did not play this playoff game.")
        }
        (Lang::Ja, Refusal::WinnerNotPlaying { winner }) => {
            format!("{winner}はこのプレーオフの対局者ではありません。")
        }
        (Lang::En, Refusal::NothingToUndo) => "Nothing to undo.".into(),
        (Lang::Ja, Refusal::NothingToUndo) => "元に戻す操作はありません。".into(),
        (Lang::En, Refusal::NothingToRedo) => "Nothing to redo.".into(),
        (Lang::Ja, Refusal::NothingToRedo) => "やり直す操作はありません。".into(),
        (Lang::En, Refusal::NoSuchGame { round, game }) => {
            format!("Round {} has no game {}.", round + 1, game + 1)
        }
        (Lang::Ja, Refusal::NoSuchGame { round, game }) => {
            format!("{}回戦に第{}局はありません。", round + 1, game + 1)
        }
        (Lang::En, Refusal::NoSuchRound { round }) => {
            format!(
                "Round {} cannot be changed yet: pair the rounds before it first.",
                round + 1
            )
        }
        (Lang::Ja, Refusal::NoSuchRound { round }) => {
            format!(
                "{}回戦はまだ変更できません。先にその前の回戦を組んでください。",
                round + 1
            )
        }
        (Lang::En, Refusal::UnknownName { name }) => format!("No player is called “{name}”."),
        (Lang::Ja, Refusal::UnknownName { name }) => format!("「{name}」という棋士はいません。"),
        (Lang::En, Refusal::PlayerHasGames { index }) => format!(
            "{} has played: they can be absent from later rounds or withdraw, not be removed.",
            who(*index)
        ),
        (Lang::Ja, Refusal::PlayerHasGames { index }) => format!(
            "{}は対局済みのため削除できません。以後の回戦を休みにするか、棄権にしてください。",
            who(*index)
        ),
        (Lang::En, Refusal::RoundLocked { round }) => format!(
            "Round {} has results: its players and pairs stay as they are (clear its results first).",
            round + 1
        ),
        (Lang::Ja, Refusal::RoundLocked { round }) => format!(
            "{}回戦には結果が入っているので、出場者と組合せは変えられません（先に結果を消してください）。",
            round + 1
        ),
        (Lang::En, Refusal::EventStarted) => {
            "The event has results: the pairing numbers stay as they are.".into()
        }
        (Lang::Ja, Refusal::EventStarted) => {
            "結果が入っているので、組合せ番号は変えられません。".into()
        }
        (Lang::En, Refusal::SamePlayer { name }) => {
            format!("Choose two players to swap: “{name}” was chosen twice.")
        }
        (Lang::Ja, Refusal::SamePlayer { name }) => {
            format!("入れ替える二人を選んでください（「{name}」が二度選ばれています）。")
        }
        (Lang::En, Refusal::NotPaired { round, name }) => {
            format!("“{name}” is not paired in round {}.", round + 1)
        }
        (Lang::Ja, Refusal::NotPaired { round, name }) => {
            format!("「{name}」は{}回戦で組まれていません。", round + 1)
        }
        (_, Refusal::CannotPair { error } | Refusal::CannotSchedule { error }) => {
            crate::report::error::message(lang, error)
        }
        (Lang::En, Refusal::StageRules { stage, error }) => format!(
            "Stage {}'s rules: {}",
            stage + 1,
            crate::report::error::message(lang, error)
        ),
        (Lang::Ja, Refusal::StageRules { stage, error }) => format!(
            "第{}ステージの順位の決め方：{}",
            stage + 1,
            crate::report::error::message(lang, error)
        ),
        (Lang::En, Refusal::PlayerList { error }) => format!(
            "The list of players: {}",
            crate::report::error::message(lang, error)
        ),
        (Lang::Ja, Refusal::PlayerList { error }) => {
            format!("棋士の一覧：{}", crate::report::error::message(lang, error))
        }
        (Lang::En, Refusal::PairingImpossible { round, players }) => format!(
            "Round {} cannot be paired without a rematch: {} cannot all be paired.",
            round + 1,
            players
                .iter()
                .map(|&p| who(p))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        (Lang::Ja, Refusal::PairingImpossible { round, players }) => format!(
            "{}回戦は再戦なしでは組めません：{}の全員は組めません。",
            round + 1,
            players
                .iter()
                .map(|&p| format!("「{}」", who(p)))
                .collect::<String>()
        ),
    }
}

/// Why the stored work was not restored, and what happened to it.
pub fn refused(lang: Lang, r: &Refused) -> String {
    let why = match (lang, r) {
        (Lang::En, Refused::Unreadable { why }) => match why {
            Unreadable::Damaged { line, column } => format!(
                "it could not be read (the text is cut off or damaged at line {line}, character {column})"
            ),
            Unreadable::Shape { line, column } => format!(
                "it could not be read (it is not a Hoshitori document from line {line}, character {column})"
            ),
            Unreadable::NoFormat => {
                "it could not be read (it does not say what kind of document it is)".into()
            }
            Unreadable::UnknownFormat { format } => {
                format!("it could not be read (its format “{format}” is no Hoshitori document's)")
            }
        },
        (Lang::Ja, Refused::Unreadable { why }) => match why {
            Unreadable::Damaged { line, column } => {
                format!(
                    "読み取れませんでした（{line}行{column}文字目で途切れているか壊れています）"
                )
            }
            Unreadable::Shape { line, column } => {
                format!(
                    "読み取れませんでした（{line}行{column}文字目から星取表の文書の形ではありません）"
                )
            }
            Unreadable::NoFormat => {
                "読み取れませんでした（何の文書かを示す形式の記載がありません）".into()
            }
            Unreadable::UnknownFormat { format } => {
                format!("読み取れませんでした（形式「{format}」は星取表の文書ではありません）")
            }
        },
        (Lang::En, Refused::NewerApp { format }) => {
            format!("it was saved by a newer version of Hoshitori ({format})")
        }
        (Lang::Ja, Refused::NewerApp { format }) => {
            format!("新しい版の星取表で保存されています（{format}）")
        }
        (Lang::En, Refused::DocumentFormat { format, kind }) => format!(
            "its {} format {format} is not one this version reads",
            match kind {
                DocumentKind::League => "league",
                DocumentKind::Event | DocumentKind::Staged => "event",
            }
        ),
        (Lang::Ja, Refused::DocumentFormat { format, kind }) => format!(
            "{}形式 {format} はこの版では読めません",
            match kind {
                DocumentKind::League => "リーグ",
                DocumentKind::Event | DocumentKind::Staged => "大会の",
            }
        ),
    };
    match lang {
        Lang::En => format!(
            "Your saved work was not restored: {why}. It is kept, untouched, in this browser; download it to keep a copy."
        ),
        Lang::Ja => format!(
            "保存された作業を復元できませんでした：{why}。内容はこのブラウザに残してあります。ダウンロードして控えを保存できます。"
        ),
    }
}

/// Work set aside on an earlier start (it could not be read then), still kept: `n` texts.
pub fn set_aside_earlier(lang: Lang, n: usize) -> String {
    match (lang, n) {
        (Lang::En, 1) => "Work that could not be read when this page opened earlier is still kept in this browser. Download it to keep a copy, or delete it.".into(),
        (Lang::En, n) => format!("{n} texts of work that could not be read when this page opened earlier are still kept in this browser. Download them to keep a copy, or delete them."),
        (Lang::Ja, 1) => "以前このページを開いたときに読み取れなかった作業を、このブラウザに保管しています。ダウンロードして控えを取るか、削除してください。".into(),
        (Lang::Ja, n) => format!("以前このページを開いたときに読み取れなかった作業{n}件を、このブラウザに保管しています。ダウンロードして控えを取るか、削除してください。"),
    }
}

pub fn migrated(lang: Lang, from: &str) -> String {
    match lang {
        Lang::En => {
            format!("Your saved work was stored as {from}; it was converted to this version.")
        }
        Lang::Ja => format!("保存された作業（{from}）をこの版の形式に変換しました。"),
    }
}
