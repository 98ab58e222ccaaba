//! Errors in Japanese, from the same data the English `Display` words ([`super::en`]). Parser
//! details that only the parser's English has are said in Japanese from their data too.

use crate::engine::Side;
use crate::error::{CountFault, DocumentKind, JsonPart, JsonToken, LabProblem, PieceClass};
use crate::{Expected, SchemaProblem, SyntaxProblem};

/// `（hoshitori rank --help を参照）`: where the usage of `command` is.
fn see_help(command: &str) -> String {
    format!("（{command} --help を参照）")
}

/// What a command-line option takes, in Japanese: `text、json のいずれか`, `2 から 7 までの整数`.
fn expected_argument(e: &crate::error::ExpectedArgument) -> String {
    use crate::error::ExpectedArgument::*;
    match e {
        OneOf(values) if values.len() == 1 => values.join(""),
        OneOf(values) => format!("{} のいずれか", values.join("、")),
        WholeNumber {
            min,
            max: Some(max),
        } => format!("{min} から {max} までの整数"),
        WholeNumber { min, max: None } => format!("{min} 以上の整数"),
        PercentagePoints => "0 から 50 までのポイント数（例 0.5）".to_string(),
    }
}

/// An error for people in `lang`: where it is (as [`crate::Error`]'s `Display` says it), then
/// what is wrong. English is the error's own `Display`; Japanese says the same from the error's
/// data, the parser's errors (`Syntax`, `Schema`) from what they hold as data. A field's name is
/// quoted as the file writes it (`"cycles"`), never a bare word in a Japanese sentence. `O`:
/// the origins this build words ([`super::message_in`]).
pub fn message<const O: u8>(e: &crate::Error) -> String {
    let what = kind_words::<O>(e.kind());
    let player = e
        .location()
        .player
        .as_ref()
        .filter(|p| !what.contains(p.as_str()))
        .map(|p| format!("（棋士「{p}」）"))
        .unwrap_or_default();
    format!("{}{what}{player}", location_ja(e.location()))
}

/// `ps`, each in 「」, joined by 、.
fn list(ps: &[String]) -> String {
    ps.iter()
        .map(|p| format!("「{p}」"))
        .collect::<Vec<_>>()
        .join("、")
}

/// `kind` in Japanese, if this build words its origin (`O`, see [`super::message_in`]); else
/// [`super::UNWORDED_JA`].
fn kind_words<const O: u8>(kind: &crate::ErrorKind) -> String {
    use crate::error::Origin;
    match kind.origin() {
        Origin::Document if O & super::DOCUMENT != 0 => document(kind),
        Origin::File if O & super::FILE != 0 => file(kind),
        Origin::Table if O & super::TABLE != 0 => table(kind),
        Origin::Link if O & super::LINK != 0 => link(kind),
        Origin::Tool if O & super::TOOL != 0 => tool(kind),
        _ => super::UNWORDED_JA.to_string(),
    }
}

/// The words of the errors of documents' content ([`crate::error::Origin::Document`]).
fn document(kind: &crate::ErrorKind) -> String {
    use crate::ErrorKind::*;
    match kind {
        PlannedRounds { planned: 0, .. } => {
            "予定の回戦数が 0 です。少なくとも 1 回戦は必要です".to_string()
        }
        PlannedRounds { planned, rounds } => format!(
            "予定の回戦数は {planned} ですが、ファイルには {rounds} 回戦分あります"
        ),
        MisspelledField { found, expected } => format!(
            "項目「{found}」は知らない名前です。「{expected}」の書き間違いではありませんか（このままでは中身が読まれません）"
        ),
        UnsupportedFormat { found, document } => {
            format!(
                "形式 {found:?} には対応していません（この版は{}を読みます）",
                super::formats_read(*document)
                    .iter()
                    .map(|f| format!(" {f:?} "))
                    .collect::<Vec<_>>()
                    .join("と")
            )
        }
        NoPlayers { .. } => "棋士が一人もいません".to_string(),
        TooManyPlayers { count, max, .. } => {
            format!("棋士が {count} 人います。対応は {max} 人までです")
        }
        EmptyName => "名前が空の棋士がいます".to_string(),
        DuplicatePlayer { name } => format!("「{name}」という名前の棋士が二人います"),
        UnknownPlayer { name } => format!("「{name}」という棋士はいません"),
        SelfGame { name } => format!("「{name}」が自分自身と対局しています"),
        DuplicateGame { a, b, round } => {
            format!("「{a}」と「{b}」の対局が{round}回戦に二つあります")
        }
        AlreadyScheduled { round } => format!(
            "このリーグにはすでに日程があります（{round}回戦の対局）：その日程はそのままにします。組み直すには各対局の回戦を消してください"
        ),
        BoardCount { found, boards } => {
            format!("対抗戦の盤の結果が {found} 盤分あります。大会の \"boards\" は {boards} です")
        }
        RoundRobinNotPaired => "この大会は総当たりです：全員が全員と対局するので、回戦の組合せは作りません（各回戦の対局を入力してください）".to_string(),
        StageOrder { stage, refers } => format!(
            "第{stage}ステージの出場者を第{refers}ステージから取っていますが、そのステージは前にありません"
        ),
        NotInStage { name, stage } => {
            format!("「{name}」は第{stage}ステージに出場していないのに対局があります")
        }
        StageGamesPending { stage, round } => format!(
            "第{stage}ステージの{round}回戦にまだ対局があります：先に結果を入力してください"
        ),
        StageCannotPair { stage } => {
            format!("第{stage}ステージの次の回戦は再戦なしでは組めません")
        }
        PairedTwice { name, round } => format!("「{name}」が{round}回戦で二度組まれています"),
        BoardMissing {
            home,
            away,
            round,
            board,
        } => format!(
            "{round}回戦：「{home}」対「{away}」の第{board}盤の結果がありません（同じ回戦のほかの結果は入っています）"
        ),
        ResultMissing {
            white,
            black,
            round,
        } => format!(
            "{round}回戦：「{white}」対「{black}」の結果がありません（同じ回戦のほかの対局には結果があります）"
        ),
        UnknownAcceleration { found } => {
            format!("加速方式 {found:?} が分かりません（使えるもの：baku）")
        }
        UnknownPairingSystem { found } => format!(
            "組合せ方式 {found:?} が分かりません（使えるもの：{}）",
            crate::engine::swiss::pairing::PairingSystem::ALL.map(|s| s.id()).join("、")
        ),
        PairingTooEarly { round, unplayed } => {
            format!("{unplayed}回戦の結果がまだないので、{round}回戦は組めません")
        }
        PairingLocked { round } => format!(
            "{round}回戦には結果が入っているので、組合せは確定しています（組み直すには結果を消してください）"
        ),
        NoPairingSeed => "抽選の種がありません：--seed で整数を指定するか、その回戦の抽選番号をファイルに書いてください".to_string(),
        LotMissing { name, round } => format!("{round}回戦の抽選番号に「{name}」がありません"),
        RoundNotPlayed { round, later } => {
            format!("{round}回戦がまだ終わっていないのに、{later}回戦に結果があります")
        }
        UnknownSwissRules { found } => format!(
            "スイス式の規定 {found:?} が分かりません：プリセット（{}）か、PTS,BH-C1,BH,SB のような基準コードを指定してください",
            crate::engine::swiss::PRESETS.iter().map(|p| p.id).collect::<Vec<_>>().join("、")
        ),
        UnknownEdition { found } => format!(
            "版 {found:?} が分かりません（使えるもの：{}）",
            crate::engine::swiss::Edition::ALL.map(|e| e.id()).join("、")
        ),
        InvalidGoRank { found } => {
            format!("{found:?} は段級位として読めません（3d、1k、12k のように書いてください）")
        }
        TooManyRounds { count, max } => {
            format!("大会に {count} 回戦あります。対応は {max} 回戦までです")
        }
        SwissPairing {
            name,
            round,
            opponent: Some(o),
        } => format!(
            "{round}回戦：「{name}」と「{o}」の記録が同じ対局を示していません（互いに相手を記し、結果と手番が逆であること）"
        ),
        SwissPairing {
            name,
            round,
            opponent: None,
        } => format!("{round}回戦：「{name}」の記録が欠けています"),
        UnknownRules { found } => format!(
            "規定 {found:?} が分かりません：プリセット（{}）か、PTS,SB,DE,WIN のような基準コードを指定してください",
            crate::engine::league::chain::PRESETS.join("、")
        ),
        UnknownCriterion { code } => format!(
            "基準コード {code:?} が分かりません（使えるもの：{}）",
            super::en::criterion_codes("、")
        ),
        EmptyChain => "規定に基準が一つもありません".to_string(),
        PlayoffNotRequired { players, required } if required.is_empty() => format!(
            "{}のプレーオフが記録されていますが、規定ではプレーオフは必要ありません",
            list(players)
        ),
        PlayoffNotRequired { players, required } => format!(
            "{}のプレーオフが記録されていますが、規定で必要なプレーオフは次だけです：{}",
            list(players),
            required
                .iter()
                .map(|g| list(g))
                .collect::<Vec<_>>()
                .join("／")
        ),
        PlayoffOrder { name } => {
            format!("プレーオフの順位に「{name}」がいますが、出場していないか二度書かれています")
        }
        InvalidPolicy {
            policy,
            found,
            expected,
        } => format!(
            "{policy:?} の値 {found:?} が分かりません（使えるもの：{}）",
            expected
                .iter()
                .map(|e| format!("「{e}」"))
                .collect::<Vec<_>>()
                .join("")
        ),
        InvalidCycles { found, max } => {
            format!("\"cycles\" が {found} です：各組の対局数を 1 から {max} で指定してください")
        }
        TooManyGames { a, b, cycles } => format!(
            "「{a}」と「{b}」の対局が日程（各組 {cycles} 局）より多くあります（二回戦総当たりなら \"cycles\" を 2 にしてください）"
        ),
        InvalidScoring { field, found } => format!(
            "\"scoring\" の {field:?} が {found} です：-100 から 100 までの 0.5 点刻みで指定してください"
        ),
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no Japanese words for {kind:?} in its origin");
            super::UNWORDED_JA.to_string()
        }
    }
}

/// The words of the errors of files' text ([`crate::error::Origin::File`]).
fn file(kind: &crate::ErrorKind) -> String {
    use crate::ErrorKind::*;
    match kind {
        UnknownEncoding => "ファイルの文字コードが UTF-8 でも Shift_JIS でもありません".to_string(),
        InputTooLarge { bytes, max } => format!(
            "{}。読めるのは {} MiB までです（1,000 人の総当たりの全対局でも十分に収まる大きさです）",
            match bytes {
                Some(b) => format!("ファイルが {} MiB あります", b.div_ceil(1 << 20)),
                None => format!("入力が {} MiB を超えています", max >> 20),
            },
            max >> 20
        ),
        InvalidUtf16 => "ファイルは UTF-16 ですが、正しく読めません（サロゲートペアの片方だけの文字か、末尾の余分な 1 バイト）：UTF-8 で保存し直してください".to_string(),
        Syntax { problem, .. } => match problem {
            SyntaxProblem::UnclosedQuote => "構文エラー：引用符で始まるセルが閉じていません".into(),
            SyntaxProblem::AfterQuote { found } => {
                format!("構文エラー：セルを閉じる引用符の後に {found:?} があります")
            }
            SyntaxProblem::JsonEof { inside } => format!(
                "構文エラー：JSON が{}の途中で終わっています",
                match inside {
                    JsonPart::List => "配列（[ ]）",
                    JsonPart::Object => "オブジェクト（{ }）",
                    JsonPart::Text => "文字列（\" \"）",
                    JsonPart::Value => "値",
                }
            ),
            SyntaxProblem::JsonExpected { expected } => format!(
                "構文エラー：ここには{}が必要です",
                match expected {
                    JsonToken::Colon => "項目名の後の「:」",
                    JsonToken::CommaOrListEnd => "「,」か配列の終わりの「]」",
                    JsonToken::CommaOrObjectEnd => "「,」かオブジェクトの終わりの「}」",
                    JsonToken::Value => "値（文字列、数、true、false、null、配列、オブジェクト）",
                    JsonToken::Word => "true、false、null のいずれか",
                }
            ),
            SyntaxProblem::JsonTrailingComma => {
                "構文エラー：「]」か「}」の前に余分な「,」があります".into()
            }
            SyntaxProblem::JsonTrailingCharacters => {
                "構文エラー：JSON の終わりの「}」の後にまだ文字があります".into()
            }
            SyntaxProblem::JsonKeyNotText => {
                "構文エラー：項目名は二重引用符（\"）で囲んだ文字列にしてください".into()
            }
            SyntaxProblem::JsonBadString => {
                "構文エラー：文字列の中に使えない文字かエスケープ（\\ の後の文字）があります".into()
            }
            SyntaxProblem::JsonBadNumber => "構文エラー：数として読めません".into(),
            SyntaxProblem::JsonNumberTooLarge => {
                "構文エラー：数が大きすぎます（JSON の数として扱える範囲を超えています）".into()
            }
            SyntaxProblem::JsonTooDeep => {
                "構文エラー：配列やオブジェクトの入れ子が深すぎます（128 段まで）".into()
            }
            _ => "構文エラー：JSON の書き方が正しくありません".into(),
        },
        Schema {
            problem, document, ..
        } => {
            let value = |found: &str| {
                if found.is_empty() {
                    String::new()
                } else {
                    format!(" {found} ")
                }
            };
            let detail = match problem {
                SchemaProblem::MissingField { field } if field == "format" => format!(
                    "項目 \"format\" がありません（\"format\": {:?} と書いてください）",
                    super::formats_read(*document)
                        .last()
                        .copied()
                        .unwrap_or_default()
                ),
                SchemaProblem::MissingField { field } => format!("項目 {field:?} がありません"),
                SchemaProblem::UnknownField { field } => format!("項目 {field:?} は使えません"),
                SchemaProblem::DuplicateField { field } => {
                    format!("項目 {field:?} が二度書かれています")
                }
                SchemaProblem::UnknownVariant { found, allowed } => format!(
                    "値 {found} は使えません（使えるもの：{}）",
                    allowed
                        .iter()
                        .map(|w| format!("{w:?}"))
                        .collect::<Vec<_>>()
                        .join("、")
                ),
                SchemaProblem::InvalidType { found, expected } => format!(
                    "値{}の型が違います：{}が必要です",
                    value(found),
                    value_type_ja(*expected)
                ),
                SchemaProblem::InvalidValue { found, expected } => format!(
                    "値{}は範囲外です：{}が必要です",
                    value(found),
                    value_type_ja(*expected)
                ),
                SchemaProblem::NoShape { expected } if !expected.is_empty() => format!(
                    "値の型が違います：{}が必要です",
                    expected
                        .iter()
                        .map(|t| value_type_ja(*t))
                        .collect::<Vec<_>>()
                        .join("か")
                ),
                _ => "値が正しくありません".into(),
            };
            let kind = match document {
                DocumentKind::League => "リーグ形式",
                DocumentKind::Event => "スイス式の大会の形式",
                DocumentKind::Staged => "段階制の大会の形式",
            };
            format!("{kind}に合いません：{detail}")
        }
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no Japanese words for {kind:?} in its origin");
            super::UNWORDED_JA.to_string()
        }
    }
}

/// The words of the errors of tables' cells and lines ([`crate::error::Origin::Table`]).
fn table(kind: &crate::ErrorKind) -> String {
    use crate::ErrorKind::*;
    match kind {
        InvalidCell { found, expected } => match expected {
            Expected::PreviousRank => {
                format!("値 {found:?} は使えません：前期順位（3 のような整数）か空欄が必要です")
            }
            Expected::DiagonalMark => format!(
                "値 {found:?} は使えません：対角線には ＼ \\ / - か空欄が必要です（自分とは対局しません）"
            ),
            Expected::SummaryLabel { players } => format!(
                "値 {found:?} は使えません：行があるのは見出しの最初の {players} 人だけです。棋士の列の後は空欄か、勝・敗・順位などの集計だけにしてください"
            ),
            Expected::StartNumber => {
                format!("値 {found:?} は使えません：番号（1 からの整数、重複なし）が必要です")
            }
            Expected::Rating => {
                format!("値 {found:?} は使えません：レーティング（整数）か空欄が必要です")
            }
            Expected::RoundCell => format!(
                "値 {found:?} は使えません：相手の番号、w か b、+ - = の結果（不戦は f を付ける）を 12w+ 3b= 4w-f のように書くか、PAB FPB HPB ZPB ABS か空欄にしてください"
            ),
        },
        RowOrder {
            found,
            expected_name,
        } => format!(
            "「{found}」の行がありますが、ここは「{expected_name}」の行です：行は見出しの名前の順に並べてください"
        ),
        ExtraRow { found, players } => {
            format!("「{found}」の行は余分です：見出しの棋士は {players} 人です")
        }
        TooFewCells {
            found,
            needed,
            previous_rank,
        } => format!(
            "構文エラー：セルが {found} 個しかありません。少なくとも {needed} 個（名前、{}棋士 {} 人それぞれの結果）が必要です",
            if *previous_rank {
                "前期順位、"
            } else {
                ""
            },
            needed - 1 - usize::from(*previous_rank)
        ),
        Trf { field, found } => {
            let what = match field {
                crate::error::TrfField::Number => "開始番号",
                crate::error::TrfField::Rating => "レーティング",
                crate::error::TrfField::Opponent => "相手の開始番号",
                crate::error::TrfField::Result => "結果の記号（1 = 0 W D L + - U F H Z か空白）",
                crate::error::TrfField::Rounds => "回戦数（1〜99 の整数）",
                crate::error::TrfField::Players => "参加者数（062）",
                crate::error::TrfField::PointSystem => "点数方式の値",
            };
            format!("TRF の{what}が読めません：{found:?}")
        }
        TrfCutShort {
            declared: Some(declared),
            found,
        } => format!(
            "TRF ファイルが途中で切れています：見出し（062）では {declared} 人ですが、棋士の行（001）は {found} 行しかありません"
        ),
        TrfCutShort { declared: None, .. } => {
            "TRF ファイルが途中で切れています：最後の棋士の行（001）が回戦の途中で終わっています"
                .to_string()
        }
        TrfHeaderCount {
            code,
            declared,
            found,
        } if code == "062" => format!(
            "TRF の見出し（062）では {declared} 人ですが、棋士の行（001）は {found} 行あります"
        ),
        TrfHeaderCount {
            code,
            declared,
            found,
        } => format!(
            "TRF の見出しの「{code}」では {declared} 回戦ですが、棋士の行（001）には {found} 回戦分の結果があります"
        ),
        WallChartHeader => {
            "対戦表の 1 行目に列の名前（番号、名前、続いて回戦 1、2、3 …）が必要です".to_string()
        }
        H9Line { found } => format!(
            "h9 の表の棋士の行として読めません（順位、名前、段級位、国、クラブ、各回戦の結果）：{found:?}"
        ),
        H9Entry { found } => format!(
            "h9 の表の回戦の結果 {found:?} が読めません：相手の順位、+（勝ち）・-（負け）・=（持碁）、続けて必要なら /b か /w と置石（0〜9）の形です（例：12+/w、3-/b2）"
        ),
        H9Rounds { found, expected } => format!(
            "h9 の表のこの行には回戦の結果が {found} 個しかありません。大会は少なくとも {expected} 回戦あります（各回戦に 1 つ、打たなかった回戦は 0-）"
        ),
        H9Opponent { place } => format!(
            "回戦の結果が相手として順位 {place} を挙げていますが、h9 の表にその順位の行がありません"
        ),
        ConflictingCells {
            a,
            b,
            cell_ab,
            cell_ba,
        } => format!(
            "結果が食い違っています：「{a}」対「{b}」は {cell_ab}、「{b}」対「{a}」は {cell_ba}"
        ),
        TooManyMarks { found, max } => {
            format!("一つのセルに記号（対局）が {found} 個あります：各組の対局は {max} 局までです")
        }
        UnknownMark { mark } => {
            let legend = crate::format::marks::legend(
                |side| match side {
                    Side::Win => "勝ち",
                    Side::Loss => "負け",
                    Side::Draw => "引き分け",
                    Side::ForfeitWin => "不戦勝",
                    Side::ForfeitLoss => "不戦敗",
                    Side::Void => "無勝負",
                    Side::Pending => "未対局",
                },
                "または空欄",
                "、",
            );
            format!("結果の記号 {mark:?} が分かりません（{legend}）")
        }
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no Japanese words for {kind:?} in its origin");
            super::UNWORDED_JA.to_string()
        }
    }
}

/// The words of the errors of share links ([`crate::error::Origin::Link`]).
fn link(kind: &crate::ErrorKind) -> String {
    use crate::ErrorKind::*;
    match kind {
        ShareLink { problem } => share_problem_ja(problem),
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no Japanese words for {kind:?} in its origin");
            super::UNWORDED_JA.to_string()
        }
    }
}

/// The words of the errors of the tools ([`crate::error::Origin::Tool`]).
fn tool(kind: &crate::ErrorKind) -> String {
    use crate::ErrorKind::*;
    match kind {
        LabSetup { problem } => match problem {
            LabProblem::Tied { found, min, max } => {
                format!("同点の棋士が {found} 人です：{min} 人から {max} 人までにしてください")
            }
            LabProblem::Seats { seats, tied } => format!(
                "残留枠 {seats} は同点の {tied} 人の中に線を引けません（1 から {} まで）",
                tied.saturating_sub(1)
            ),
            LabProblem::FirstCriterion { rules } => format!(
                "規定 {rules:?} は使えません：同点は得点で並ぶので、規定は PTS か WIN で始まる必要があります"
            ),
            LabProblem::Reading { reading, rules } => format!(
                "読み方 {reading:?} は規定 fukui の読み方です（規定 {rules:?} には使えません）"
            ),
        },
        MissingRating => "--ratings には全員の \"rating\"（レーティング）が必要です".to_string(),
        InvalidOdds {
            count,
            pending,
            game: None,
        } => format!("未対局 {pending} 局に対して確率が {count} 個あります"),
        InvalidOdds { game: Some(g), .. } => {
            format!("未対局 {} 局目の確率が負か、すべて 0 です", g + 1)
        }
        NoRoundToPair { planned } => format!("予定の{planned}回戦まで、すべて結果が入っています"),
        PairWriteNeedsJson => "--write で書き込めるのは JSON の大会ファイルだけです：先に変換してください（hoshitori convert FILE --to json）".to_string(),
        NotAnEvent => "これは総当たりのリーグです。組合せはスイス式の大会の回戦について作ります".to_string(),
        NotForSwiss => "これはスイス式の大会です。このコマンドは総当たりのリーグだけを読みます"
            .to_string(),
        NotForStaged { command } => format!(
            "これは段階制の大会です。{command} は段階制の大会を読みません（rank、convert、pair、what-if、share、new は読みます）"
        ),
        PairingImpossible { round, players } => format!(
            "{round}回戦は再戦なしでは組めません：{}の全員は組めません。再戦を認めるか、誰かを休み（{round}回戦の欠席）にするか、手で組んでください",
            players.iter().map(|p| format!("「{p}」")).collect::<String>()
        ),
        MissingCommand => format!("コマンドが指定されていません{}", see_help("hoshitori")),
        UnknownCommand { found, suggestion } => format!(
            "コマンド {found:?} はありません{}{}",
            suggestion
                .as_ref()
                .map(|s| format!("。{s:?} のことですか？"))
                .unwrap_or_default(),
            see_help("hoshitori")
        ),
        UnknownArgument {
            command,
            argument,
            suggestion,
        } => {
            let what = if argument.starts_with('-') {
                format!("{command} には {argument} というオプションはありません")
            } else {
                format!("{command} には余分な引数 {argument:?} があります")
            };
            let near = suggestion
                .as_ref()
                .map(|s| format!("。{s} のことですか？"))
                .unwrap_or_default();
            format!("{what}{near}{}", see_help(command))
        }
        MissingValue { command, argument } => {
            format!("{argument} に値がありません{}", see_help(command))
        }
        InvalidArgumentValue {
            command,
            argument,
            value,
            expected,
        } => format!(
            "{argument} {value:?} は使えません：{}が必要です{}",
            expected_argument(expected),
            see_help(command)
        ),
        MissingArgument { command, arguments } => {
            let arguments: Vec<String> = arguments
                .iter()
                .map(|a| match a.as_str() {
                    "FILE" => "FILE（- は標準入力）".to_string(),
                    _ => a.clone(),
                })
                .collect();
            let list = arguments.join(" か ").replace("） ", "）");
            let space = if list.ends_with('）') { "" } else { " " };
            format!(
                "{command} には {list}{space}が必要です{}",
                see_help(command)
            )
        }
        ConflictingArguments {
            command,
            argument,
            other,
        } => format!(
            "{command} では {argument} と {other} を同時には指定できません{}",
            see_help(command)
        ),
        Io { message } => message.clone(),
        CannotRead {
            not_found: true, ..
        } => "ファイルが見つかりません".to_string(),
        CannotRead { .. } => "ファイルを読めません".to_string(),
        WhatIfTooLarge { players, max } => {
            format!(
                "もしも分析は {max} 人までのリーグに対応しています（このリーグは {players} 人）"
            )
        }
        Cancelled => "終わる前に中止しました".to_string(),
        ImpasseCount { fault } => count_fault(fault),
        KoPosition { fault } => ko_fault(fault),
        TooLongForQr { bytes, max } => {
            format!("リンクが {bytes} バイトあり、QR コードに入りません（{max} バイトまで）")
        }
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no Japanese words for {kind:?} in its origin");
            super::UNWORDED_JA.to_string()
        }
    }
}

/// [`crate::ErrorKind::ShareLink`] in Japanese.
fn share_problem_ja(problem: &crate::error::ShareProblem) -> String {
    use crate::error::ShareProblem;
    match problem {
        ShareProblem::NotShareLink => {
            "共有リンクではありません（「s=」で始まっていません）".to_string()
        }
        ShareProblem::NotEventLink => {
            "スイス式の大会の共有リンクではありません（「e=」で始まっていません）".to_string()
        }
        ShareProblem::NotStagedLink => {
            "段階制の大会の共有リンクではありません（「t=」で始まっていません）".to_string()
        }
        ShareProblem::Character { position, found } => format!(
            "共有リンクの {position} 文字目「{found}」は共有リンクに使われない文字です（リンクが途中で切れたり書き換えられたりしていませんか）"
        ),
        ShareProblem::Version { found, max } => format!(
            "共有リンクの形式 {found} は読めません：この版が読めるのは形式 {max} までです（新しい版で作られたリンクではありませんか）"
        ),
        ShareProblem::Truncated { at } => {
            format!("共有リンクが途中で切れています（{at} バイトで終わっています）")
        }
        ShareProblem::Trailing { at } => {
            format!(
                "共有リンクの内容は {at} バイトで終わるはずですが、その後ろにまだデータがあります"
            )
        }
        ShareProblem::NotText { at } => {
            format!("共有リンクの先頭から {at} バイトの位置が UTF-8 の文字列になっていません")
        }
        ShareProblem::InvalidValue { at, found } => {
            format!("共有リンクの先頭から {at} バイトの位置の値 {found} はここには使えません")
        }
    }
}

/// Where an error is, in Japanese: `file:line:column: ` (or `3行目・5文字目：`), the JSON path,
/// then the crosstable cell, each followed by `: `.
fn location_ja(l: &crate::Location) -> String {
    l.text(
        |line, column| match column {
            Some(col) => format!("{line}行目・{col}文字目"),
            None => format!("{line}行目"),
        },
        cell_ja,
    )
}

/// A crosstable cell in Japanese: `大和（3番目）の行、前田（5番目）の列`.
fn cell_ja(c: &crate::CellRef) -> String {
    let one = |row: &Option<(usize, String)>, col: &Option<(usize, String)>| {
        let mut parts = Vec::new();
        if let Some((i, name)) = row {
            parts.push(if name.is_empty() {
                format!("{i}番目の行")
            } else {
                format!("{name}（{i}番目）の行")
            });
        }
        if let Some((j, name)) = col {
            parts.push(format!("{name}（{j}番目）の列"));
        }
        parts.join("、")
    };
    let mut out = one(&c.row, &c.column);
    if c.previous_rank {
        out.push_str("の前期順位");
    }
    if let Some(line) = c.mirror_line {
        out.push_str(&format!("と{}（{line}行目）", one(&c.column, &c.row)));
    }
    if let Some(k) = c.game {
        out.push_str(&format!("、第{k}局"));
    }
    out
}

/// A JSON value type in Japanese, as a message says what is needed.
fn value_type_ja(t: crate::ValueType) -> String {
    use crate::ValueType;
    match t {
        ValueType::WholeNumber { min, max } => format!("{min} から {max} までの整数"),
        ValueType::Number => "数".into(),
        ValueType::Text => "文字列".into(),
        ValueType::Boolean => "true か false".into(),
        ValueType::List => "配列（[…]）".into(),
        ValueType::Object => "オブジェクト（{…}）".into(),
        ValueType::Other => "別の値".into(),
    }
}

/// [`CountFault`] in Japanese.
/// A ko position's field in Japanese.
pub(crate) fn ko_field(field: crate::error::KoField) -> String {
    use crate::error::KoField::*;
    match field {
        Ko => "コウの出入り（k）".into(),
        ToMove => "手番".into(),
        State => "コウの状態".into(),
        Pending => "相手の打ったコウザイ".into(),
        Yose(i) => format!("{}番目のヨセ", i + 1),
        Black(i) => format!("黒の{}番目のコウザイ", i + 1),
        White(i) => format!("白の{}番目のコウザイ", i + 1),
    }
}

fn ko_fault(fault: &crate::error::KoFault) -> String {
    use crate::error::KoFault::*;
    let q = |v: i64| crate::engine::score::Score::from_quarters(v);
    match fault {
        Missing(field) => format!("{}がありません", ko_field(*field)),
        Unknown(name) => format!(
            "「{name}」という項目はありません（\"k\"、\"to_move\"、\"state\"、\"pending\"、\"yose\"、\"black\"、\"white\" が使えます）"
        ),
        BadNumber(field, text) => format!("{}：「{text}」は数ではありません", ko_field(*field)),
        NotPositive(field, v) => format!(
            "{}が {} です：0 より大きい値にしてください（0 の箇所は書かずに省いてください）",
            ko_field(*field),
            q(*v)
        ),
        TooFine(field, text) => format!(
            "{}：{text} は 0.25 目より細かい値です（0.25 目刻みで指定してください）",
            ko_field(*field)
        ),
        BadState(text) => {
            format!("コウの状態「{text}」は threat、connect、take のどれでもありません")
        }
        BadToMove(text) => format!("手番「{text}」は black（黒）か white（白）で指定してください"),
        PendingWithoutConnect => "相手の打ったコウザイは、状態が connect（自分がコウを取っていて相手がコウダテを打った）のときだけ指定できます".to_string(),
        TooManyItems { count, max } => {
            format!("ヨセとコウザイが {count} 個あります：{max} 個までにしてください")
        }
    }
}

fn count_fault(fault: &CountFault) -> String {
    let class = |c: PieceClass| match c {
        PieceClass::Big => "飛角",
        PieceClass::Small => "玉と飛角以外の駒",
    };
    match *fault {
        CountFault::Total {
            class: c,
            sente,
            gote,
            expected,
        } => format!(
            "持将棋の駒数が合いません：{} 先手{sente}枚＋後手{gote}枚＝{}枚ですが、全部で{expected}枚です",
            class(c),
            u32::from(sente) + u32::from(gote)
        ),
        CountFault::Declarer {
            class: c,
            counted,
            max,
        } => format!(
            "宣言者の{}が{counted}枚と数えられていますが、全部で{max}枚です",
            class(c)
        ),
        CountFault::CampNotCounted { in_camp, counted } => format!(
            "敵陣の駒が{in_camp}枚とされていますが、持駒と敵陣の駒は合わせて{counted}枚しか数えられていません"
        ),
        CountFault::CampSquares { in_camp, max } => {
            format!("敵陣の駒が{in_camp}枚とされていますが、敵陣には{max}枚しか置けません")
        }
    }
}
