//! The Swiss page's own words, in Japanese and English, and its sentences built from data. Words
//! every page says are [`super::common`]'s; explanations of values come from `report::swiss`,
//! errors from `report::error`.

use crate::lang::Lang;

pub struct Words {
    pub title: &'static str,
    pub title_placeholder: &'static str,
    pub open: &'static str,
    pub open_hint: &'static str,
    pub example: &'static str,
    /// The example event's title.
    pub example_title: &'static str,
    pub save_json: &'static str,
    pub save_trf: &'static str,
    pub save_csv: &'static str,
    pub league_link: &'static str,
    pub rules: &'static str,
    pub rules_default: &'static str,
    pub custom: &'static str,
    pub edition: &'static str,
    pub edition_by_date: &'static str,
    pub standings: &'static str,
    pub place: &'static str,
    pub name: &'static str,
    pub decided: &'static str,
    pub tied: &'static str,
    pub explain_hint: &'static str,
    pub elements_of: &'static str,
    pub round: &'static str,
    pub no_opponent: &'static str,
    pub cut: &'static str,
    pub total: &'static str,
    pub wall_chart: &'static str,
    pub number: &'static str,
    pub points: &'static str,
    pub enter_results: &'static str,
    pub white: &'static str,
    pub black: &'static str,
    pub clear: &'static str,
    pub not_played: &'static str,
    pub entering: &'static str,
    pub cannot_rank: &'static str,
    pub file_error: &'static str,
    pub all_entered: &'static str,
    pub bye: &'static str,
    pub whatif: &'static str,
    /// The panel's title when rounds not paired yet are paired for each outcome.
    pub whatif_rest: &'static str,
    pub whatif_draws: &'static str,
    pub whatif_seats: &'static str,
    pub whatif_run: &'static str,
    pub whatif_exact: &'static str,
    pub whatif_sampled: &'static str,
    pub whatif_with_draws: &'static str,
    pub whatif_precision: &'static str,
    pub whatif_cancel: &'static str,
    pub whatif_cancelled: &'static str,
    pub whatif_stale: &'static str,
    pub whatif_failed: &'static str,
    pub whatif_unpaired: &'static str,
    pub best: &'static str,
    pub worst: &'static str,
    pub first_percent: &'static str,
    /// The share panel and an opened event.
    pub share_link: &'static str,
    pub share_help: &'static str,
    pub link: &'static str,
    pub qr_caption: &'static str,
    /// Why there is no link: the reason follows.
    pub cannot_share: &'static str,
    /// Replacing the event after the question: yes, and no.
    pub replace: &'static str,
    pub keep_current: &'static str,
    /// An event with no players yet, instead of standings.
    pub register_players: &'static str,
    pub find_player: &'static str,
    /// The legend of the standings' codes.
    pub legend: &'static str,
    /// Before the edition's description in the legend.
    pub edition_is: &'static str,
    /// The banner over an event opened from a link or `src=`.
    pub shared_intro: &'static str,
}

pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ja => &JA,
        Lang::En => &EN,
    }
}

static JA: Words = Words {
    title: "スイス式の大会",
    title_placeholder: "大会名",
    open: "ファイルを開く",
    open_hint: "JSON、TRF、h9、対戦表の CSV",
    example: "例に戻す",
    example_title: "例：多賀城方式の囲碁大会（10人・4回戦）",
    save_json: "JSON を保存",
    save_trf: "TRF を保存",
    save_csv: "CSV を保存",
    league_link: "総当たりのリーグへ",
    rules: "順位の決め方",
    rules_default: "大会の既定",
    custom: "コード（例 PTS,BH-C1,SB）",
    edition: "不戦・休みの扱い",
    edition_by_date: "大会の日付で決める",
    standings: "順位",
    place: "順位",
    name: "名前",
    decided: "決め手",
    tied: "同順位",
    explain_hint: "下線の値を押すと内訳が出ます。",
    elements_of: "の内訳",
    round: "回戦",
    no_opponent: "相手なし",
    cut: "（カット）",
    total: "合計",
    wall_chart: "対戦表",
    number: "番号",
    points: "点",
    enter_results: "結果の入力",
    white: "白",
    black: "黒",
    clear: "消す",
    not_played: "未対局",
    entering: "入力中",
    cannot_rank: "順位を出せません",
    file_error: "ファイルを読めません",
    all_entered: "組合せ済みで結果のない対局はありません。",
    bye: "休み",
    whatif: "もし分析（この回戦の結果しだい）",
    whatif_rest: "もし分析（残りの回戦の結果しだい）",
    whatif_draws: "引き分けあり",
    whatif_seats: "上位",
    whatif_run: "計算する",
    whatif_exact: "すべての結果を数えました",
    whatif_sampled: "結果を無作為に抜き出して数えました。? の付いた最高・最低は見つかった順位で、証明はできていません",
    whatif_with_draws: "、引き分けを含む",
    whatif_precision: "精度（無作為に抜き出すとき）",
    whatif_cancel: "中止",
    whatif_cancelled: "計算を中止しました。",
    whatif_stale: "この結果は大会の入力が変わる前のものです。",
    whatif_failed: "計算用のワーカーを起動できませんでした。",
    whatif_unpaired: "もし分析は、組合せが済んで結果のまだない回戦について計算します。次の回戦の組合せを作ると使えます（「大会の運営」）。",
    best: "最高",
    worst: "最低",
    first_percent: "1位 %",
    share_link: "共有リンク",
    link: "リンク",
    qr_caption: "読み取るとこの大会（現時点）が開きます。",
    share_help: "大会をまるごと一つのアドレスにします。開いた人はこの順位と対戦表を閲覧でき、自分用にコピーもできます。今の状態の写しなので、後で直したら新しいリンクが要ります。",
    cannot_share: "この大会はリンクにできません",
    register_players: "参加者がまだいません。「大会の運営」で参加者を登録してください。",
    replace: "置き換える",
    keep_current: "今の大会のままにする",
    find_player: "参加者を探す",
    legend: "コードの意味",
    edition_is: "対局のない回戦の扱い：",
    shared_intro: "リンクから開いた大会です（閲覧のみ）。ご自分の大会はそのまま残っています。",
};

static EN: Words = Words {
    title: "Swiss event",
    title_placeholder: "Event name",
    open: "Open a file",
    open_hint: "JSON, TRF, h9 or a wall chart CSV",
    example: "Back to the example",
    example_title: "Example: a Go event under Tagajo rules (10 players, 4 rounds)",
    save_json: "Save JSON",
    save_trf: "Save TRF",
    save_csv: "Save CSV",
    league_link: "Round-robin league",
    rules: "Ranking rules",
    rules_default: "The event's default",
    custom: "Codes (e.g. PTS,BH-C1,SB)",
    edition: "Unplayed rounds",
    edition_by_date: "By the event's date",
    standings: "Standings",
    place: "Place",
    name: "Name",
    decided: "Decided by",
    tied: "tied",
    explain_hint: "Press an underlined value to see how it adds up.",
    elements_of: ": how it adds up",
    round: "Round",
    no_opponent: "no opponent",
    cut: " (cut)",
    total: "Total",
    wall_chart: "Wall chart",
    number: "No.",
    points: "Pts",
    enter_results: "Enter results",
    white: "White",
    black: "Black",
    clear: "Clear",
    not_played: "to play",
    entering: "being entered",
    cannot_rank: "Cannot rank",
    file_error: "Cannot read the file",
    all_entered: "Every paired game has its result.",
    bye: "bye",
    whatif: "What-if for this round",
    whatif_rest: "What-if for the rounds left",
    whatif_draws: "Games can be drawn",
    whatif_seats: "Top places",
    whatif_run: "Work it out",
    whatif_exact: "every outcome counted",
    whatif_sampled: "outcomes sampled; a best or worst place marked ? is the one found, not proven",
    whatif_with_draws: ", draws included",
    whatif_precision: "Precision (when sampled)",
    whatif_cancel: "Cancel",
    whatif_cancelled: "Stopped before it finished.",
    whatif_stale: "Worked out before the event last changed.",
    whatif_failed: "The page could not start its workers.",
    whatif_unpaired: "What-if works out a round that is paired and not yet played: pair the next round (Run the event) to see every player's chances.",
    best: "Best",
    worst: "Worst",
    first_percent: "1st %",
    share_link: "Share link",
    link: "Link",
    qr_caption: "Scan to open this event (as it is now).",
    share_help: "The whole event in one address: whoever opens it sees these standings and the wall chart, read-only, and can make their own copy. It is a snapshot: later edits need a new link.",
    cannot_share: "This event cannot be made into a link",
    register_players: "No players yet: register them in Run the event.",
    replace: "Replace",
    keep_current: "Keep the current event",
    find_player: "Find a player",
    legend: "What the codes mean",
    edition_is: "Rounds not played: ",
    shared_intro: "An event opened from a link, read-only. Your own event is kept as it was.",
};

/// The director's panel: registering players, absences, pairing, printing the pairings.
pub struct DirectorWords {
    pub heading: &'static str,
    pub new_event: &'static str,
    pub new_event_confirm: &'static str,
    pub players: &'static str,
    pub add: &'static str,
    pub name: &'static str,
    pub rank: &'static str,
    pub club: &'static str,
    pub remove: &'static str,
    pub name_taken: &'static str,
    pub pair: &'static str,
    pub pair_again: &'static str,
    pub paired_note: &'static str,
    pub stale: &'static str,
    pub cannot_pair: &'static str,
    pub involved: &'static str,
    pub pair_with_rematches: &'static str,
    pub or_absent: &'static str,
    pub all_played: &'static str,
    /// A team event or a round robin: its rounds are not paired here.
    pub not_paired_here: &'static str,
    /// The round to pair, while the worker works out its pairing.
    pub preparing: &'static str,
    /// The worker could not work out the pairing (followed by why, when it says).
    pub pairing_failed: &'static str,
    pub why: &'static str,
    pub print_pairings: &'static str,
    pub board: &'static str,
    pub slip_result: &'static str,
    pub slip_wins: &'static str,
    pub slip_sign: &'static str,
    pub order: &'static str,
    pub rematch: &'static str,
    pub first_free: &'static str,
    pub clubs_apart: &'static str,
    pub no_seed: &'static str,
    pub draw_seed: &'static str,
    pub clubs_apart_rounds: &'static str,
    pub this_round: &'static str,
    pub st_plays: &'static str,
    pub st_half: &'static str,
    pub st_absent: &'static str,
    pub st_withdrawn: &'static str,
    pub renumber: &'static str,
    pub by_hand: &'static str,
    pub by_hand_help: &'static str,
    pub differs: &'static str,
    pub unpaired: &'static str,
    pub same_club: &'static str,
    pub qr_caption: &'static str,
    pub bye_word: &'static str,
    pub system: &'static str,
    pub system_tagajo: &'static str,
    pub system_swigpro: &'static str,
    pub system_dutch: &'static str,
    pub rating: &'static str,
    pub renumber_rating: &'static str,
    pub white: &'static str,
    pub black: &'static str,
    /// The Dutch system's pairs: what decided them.
    pub dutch_why: &'static str,
    pub system_mcmahon: &'static str,
    /// McMahon's pairs: what decided them.
    pub mcmahon_why: &'static str,
}

pub fn director_words(lang: Lang) -> DirectorWords {
    match lang {
        Lang::Ja => DirectorWords {
            heading: "大会の運営（受付・組合せ）",
            new_event: "新しい大会",
            new_event_confirm: "いまの大会を閉じて、新しい大会（多賀城方式・4回戦）を始めますか？（元に戻すで戻せます）",
            players: "参加者",
            add: "登録",
            name: "名前",
            rank: "段級位（例 3d、5k）",
            club: "所属",
            remove: "削除",
            name_taken: "同じ名前の参加者がいます",
            pair: "組合せを作る",
            pair_again: "組み直す",
            paired_note: "組合せ済み。最初の結果を入れるまでは組み直せます。",
            stale: "出欠が変わりました。組み直してください。",
            cannot_pair: "再戦なしでは組めません",
            involved: "全員は組めない参加者",
            pair_with_rematches: "再戦を認めて組む",
            or_absent: "または、誰かを休み（欠席）にしてから組み直してください。",
            all_played: "予定の回戦はすべて終わりました。",
            preparing: "次の回戦の組み合わせを計算しています…",
            pairing_failed: "組み合わせを計算できませんでした（ページを再読み込みしてください）",
            not_paired_here: "この大会の回戦はここでは組み合わせません（総当たり、またはほかで組み合わせた大会）。各回戦の結果を入力してください。",
            why: "なぜこの相手？",
            print_pairings: "組合せ表と結果票を印刷",
            board: "卓",
            slip_result: "結果",
            slip_wins: "勝ち",
            slip_sign: "署名",
            order: "組合せ順",
            rematch: "再戦",
            first_free: "未対戦の最上位の候補",
            clubs_apart: "同じ所属どうしは避けます",
            no_seed: "この大会には抽選の種がありません。組合せの前に作ってください（ファイルに残り、誰でも抽選を再現できます）。",
            draw_seed: "抽選の種を作る",
            clubs_apart_rounds: "同じ所属どうしを避ける回戦（1回戦から何回戦まで、0 は避けない）",
            this_round: "この回戦",
            st_plays: "出る",
            st_half: "半点の休み（申し出）",
            st_absent: "休み",
            st_withdrawn: "棄権（以後出ない）",
            renumber: "段級位の順に番号を振り直す",
            by_hand: "手で組む（入れ替え）",
            by_hand_help: "名前を選ぶと、その人と入れ替わります。",
            differs: "いまの組合せは、方式どおりに今組む組合せと違います（手で変えたか、出欠が変わりました）。組み直すと方式どおりになります。",
            unpaired: "組まれていない参加者",
            same_club: "同じ所属",
            qr_caption: "読み取ると、この時点の組合せと順位表が開きます",
            bye_word: "休み（不戦勝）",
            system: "組合せ方式",
            system_tagajo: "多賀城方式（囲碁）",
            system_swigpro: "SwigPro の順（囲碁）",
            system_dutch: "FIDE ダッチ方式（チェス、手番も決める）",
            rating: "レーティング",
            renumber_rating: "レーティングの順に番号を振り直す",
            white: "白",
            black: "黒",
            dutch_why: "FIDE ダッチ方式（C.04.3、2026年2月版）：点数ごとのブラケットで、C1〜C21 の基準を順に最もよく満たす組合せ",
            system_mcmahon: "マクマホン方式（囲碁、置石と手番も決める）",
            mcmahon_why: "マクマホン方式（OpenGotha の基準）：再戦を避け、同じ点数グループの中で、全体の価値がいちばん大きくなる組合せ",
        },
        Lang::En => DirectorWords {
            heading: "Run the event (registration, pairing)",
            new_event: "New event",
            new_event_confirm: "Close this event and start a new one (Tagajo method, 4 rounds)? (Undo brings it back.)",
            players: "Players",
            add: "Register",
            name: "Name",
            rank: "Rank (e.g. 3d, 5k)",
            club: "Club",
            remove: "Remove",
            name_taken: "A player already has this name",
            pair: "Pair the round",
            pair_again: "Pair again",
            paired_note: "Paired. It can be paired again until its first result is entered.",
            stale: "Who plays has changed: pair the round again.",
            cannot_pair: "No pairing without a rematch",
            involved: "Players who cannot all be paired",
            pair_with_rematches: "Pair allowing rematches",
            or_absent: "Or make one of them absent, then pair again.",
            all_played: "Every planned round has been played.",
            preparing: "Working out the next round's pairing…",
            pairing_failed: "The pairing could not be worked out (reload the page)",
            not_paired_here: "This event's rounds are not paired here (a round robin, or an event paired elsewhere): enter each round's results.",
            why: "Why this opponent?",
            print_pairings: "Print pairings and result slips",
            board: "Board",
            slip_result: "Result",
            slip_wins: "wins",
            slip_sign: "Signatures",
            order: "Pairing order",
            rematch: "rematch",
            first_free: "the highest candidate not met",
            clubs_apart: "players of the same club are kept apart",
            no_seed: "This event has no seed for the lots yet: make one before pairing (it is kept in the file, so anyone can replay the draw).",
            draw_seed: "Make the lots' seed",
            clubs_apart_rounds: "Keep players of the same club apart in rounds 1 to (0: never)",
            this_round: "This round",
            st_plays: "Plays",
            st_half: "Half-point bye (requested)",
            st_absent: "Absent",
            st_withdrawn: "Withdrawn (no later round)",
            renumber: "Number the players by rank",
            by_hand: "Pair by hand (swap players)",
            by_hand_help: "Choosing a name swaps the two players.",
            differs: "The pairs in this round differ from the pairing the method makes now (changed by hand, or who plays has changed). Pair again to follow the method.",
            unpaired: "Not paired",
            same_club: "same club",
            qr_caption: "Scan for these pairings and the standings as of now",
            bye_word: "Bye",
            system: "Pairing system",
            system_tagajo: "Tagajo method (Go)",
            system_swigpro: "SwigPro order (Go)",
            system_dutch: "FIDE Dutch system (chess, with colours)",
            rating: "Rating",
            renumber_rating: "Number the players by rating",
            white: "White",
            black: "Black",
            dutch_why: "FIDE Dutch system (C.04.3, February 2026): score brackets, the pairing that best meets criteria C1–C21 in order",
            system_mcmahon: "McMahon (Go, with handicaps and colours)",
            mcmahon_why: "McMahon (OpenGotha's criteria): no rematch, within score groups, the pairing worth the most in all",
        },
    }
}

/// A standings value's accessible name: the value first (WCAG 2.5.3), then whose and which.
pub fn value_label(value: &str, player: &str, code: &str) -> String {
    format!("{value} ({player} {code})")
}

/// A round being entered: `Round 4: being entered (2/5)`.
pub fn entering_note(lang: Lang, round: usize, entered: usize, games: usize) -> String {
    let w = words(lang);
    match lang {
        Lang::Ja => format!(
            "{}{}：{}（{entered}/{games}）",
            round + 1,
            w.round,
            w.entering
        ),
        Lang::En => format!(
            "{} {}: {} ({entered}/{games})",
            w.round,
            round + 1,
            w.entering
        ),
    }
}

/// The heading of a value's arithmetic: `Sato BH-C1: how it adds up`.
pub fn elements_heading(lang: Lang, player: &str, code: &str) -> String {
    format!("{player} {code}{}", words(lang).elements_of)
}

/// One round's element of a value: `Round 2: Sato — opponent's score — 3 × 1 (cut)`.
pub fn element_line(
    lang: Lang,
    round: usize,
    who: &str,
    source: &str,
    sum: &str,
    cut: bool,
) -> String {
    let w = words(lang);
    let round = match lang {
        Lang::Ja => format!("{}{}", round + 1, w.round),
        Lang::En => format!("{} {}", w.round, round + 1),
    };
    let cut = if cut { w.cut } else { "" };
    format!("{round}: {who} — {source} — {sum}{cut}")
}

/// Where FIDE defines a criterion: ` (FIDE C.07 8.1)`.
pub fn fide_article(lang: Lang, article: &str) -> String {
    match lang {
        Lang::Ja => format!("（FIDE C.07 {article}）"),
        Lang::En => format!(" (FIDE C.07 {article})"),
    }
}

/// `Round 3`, `3回戦`.
pub fn round_name(lang: Lang, round: usize) -> String {
    match lang {
        Lang::Ja => format!("{}回戦", round + 1),
        Lang::En => format!("Round {}", round + 1),
    }
}

/// A round being entered, in the director's panel: `Results entered: 2 of 5`.
pub fn results_entered(lang: Lang, entered: usize, results: usize) -> String {
    match lang {
        Lang::Ja => format!("結果の入力：{results}件中{entered}件"),
        Lang::En => format!("Results entered: {entered} of {results}"),
    }
}

/// The heading of a round's pairs still waiting for a result.
pub fn results_missing(lang: Lang) -> &'static str {
    match lang {
        Lang::Ja => "結果待ちの対局",
        Lang::En => "Still to enter",
    }
}

/// Why the next round cannot be paired yet: `Round 5 can be paired once all of round 4's
/// results are in.`; after the last planned round (`next` is `None`), that the final standings
/// follow.
pub fn next_round_waits(lang: Lang, round: usize, next: Option<usize>) -> String {
    match (lang, next) {
        (Lang::Ja, Some(n)) => format!(
            "{}の結果がすべて入ると、{}の組合せを作れます。",
            round_name(lang, round),
            round_name(lang, n)
        ),
        (Lang::En, Some(n)) => format!(
            "Round {} can be paired once all of round {}'s results are in.",
            n + 1,
            round + 1
        ),
        (Lang::Ja, None) => format!(
            "{}は最後の回戦です。結果がすべて入ると、最終順位が決まります。",
            round_name(lang, round)
        ),
        (Lang::En, None) => format!(
            "Round {} is the last planned round: the final standings follow once all its results are in.",
            round + 1
        ),
    }
}

/// The button that pairs the next round, disabled while a round is being entered.
pub fn pair_round_named(lang: Lang, round: usize) -> String {
    match lang {
        Lang::Ja => format!("{}の組合せを作る", round_name(lang, round)),
        Lang::En => format!("Pair round {}", round + 1),
    }
}

/// A wall chart's round column: `R3`, `3回戦`.
pub fn round_column(lang: Lang, round: usize) -> String {
    match lang {
        Lang::Ja => format!("{}回戦", round + 1),
        Lang::En => format!("R{}", round + 1),
    }
}

/// `Pairings of round 3`, `3回戦の組合せ`.
pub fn pairings_of(lang: Lang, round: usize) -> String {
    match lang {
        Lang::Ja => format!("{}回戦の組合せ", round + 1),
        Lang::En => format!("Pairings of round {}", round + 1),
    }
}

/// The entry panel's heading: `Enter results: round 3`.
pub fn entry_heading(lang: Lang, round: usize) -> String {
    let w = words(lang);
    match lang {
        Lang::Ja => format!("{}：{}{}", w.enter_results, round + 1, w.round),
        Lang::En => format!("{}: {} {}", w.enter_results, w.round, round + 1),
    }
}

/// `Board 3`, `3卓`.
pub fn board_name(lang: Lang, board: usize) -> String {
    let w = director_words(lang);
    match lang {
        Lang::Ja => format!("{}{}", board + 1, w.board),
        Lang::En => format!("{} {}", w.board, board + 1),
    }
}

/// The roster's heading with the count: `Players (12)`.
pub fn players_heading(lang: Lang, count: usize) -> String {
    let w = director_words(lang);
    match lang {
        Lang::Ja => format!("{}（{count}人）", w.players),
        Lang::En => format!("{} ({count})", w.players),
    }
}

/// A what-if run's progress: outcomes counted or drawn, the precision so far, the players
/// whose best and worst places were searched.
pub fn progress(
    lang: Lang,
    progress: Option<&crate::engine::swiss::prospects::Progress>,
) -> String {
    let Some(p) = progress else {
        return match lang {
            Lang::Ja => "計算中…".into(),
            Lang::En => "Working…".into(),
        };
    };
    let counted = match (lang, p.total) {
        (Lang::Ja, Some(t)) => format!("結果 {} / {} 通りを数えました", p.outcomes, t),
        (Lang::En, Some(t)) => format!("{} of {} outcomes counted", p.outcomes, t),
        (Lang::Ja, None) => format!("結果 {} 通りを抜き出しました", p.outcomes),
        (Lang::En, None) => format!("{} outcomes drawn", p.outcomes),
    };
    let precision = p.precision.map_or(String::new(), |e| {
        let pp = crate::report::text::fixed(e * 100.0, 1);
        match lang {
            Lang::Ja => format!("（いま ±{pp} ポイント）"),
            Lang::En => format!(" (now ±{pp} points)"),
        }
    });
    let searched = if p.searched > 0 {
        match lang {
            Lang::Ja => format!("。最高・最低の探索 {} / {} 人", p.searched, p.searches),
            Lang::En => format!(
                "; best and worst searched for {} of {}",
                p.searched, p.searches
            ),
        }
    } else {
        String::new()
    };
    format!("{counted}{precision}{searched}")
}

/// What a what-if answer is about: the games to play, the rounds not paired yet, the outcomes,
/// how they were counted, and the precision of sampled shares.
pub fn whatif_summary(
    lang: Lang,
    p: &crate::engine::swiss::prospects::Prospects,
    draws: bool,
) -> String {
    let w = words(lang);
    let how = if p.exact {
        w.whatif_exact
    } else {
        w.whatif_sampled
    };
    let draws = if draws { w.whatif_with_draws } else { "" };
    let precision = p.precision.map_or(String::new(), |e| {
        let pp = crate::report::text::fixed(e * 100.0, 1);
        match lang {
            Lang::Ja => format!("。割合は 95 % の確からしさで ±{pp} ポイント以内"),
            Lang::En => format!("; every share within ±{pp} percentage points at 95 %"),
        }
    });
    // Pairing the rounds not paired yet for every outcome has a budget: said when it ended
    // the run short of the precision asked.
    let stopped = p.pairing.is_some_and(|w| w.stopped);
    let precision = match (stopped, lang) {
        (false, _) => precision,
        (true, Lang::Ja) => {
            format!("{precision}。組み合わせる回戦が多いため、求めた精度に届く前に打ち切りました")
        }
        (true, Lang::En) => format!(
            "{precision}; stopped short of the precision asked: pairing this many rounds for each outcome has a budget"
        ),
    };
    let (g, r, o) = (p.games, p.rounds_to_pair, p.outcomes);
    match (lang, r) {
        (Lang::Ja, 0) => {
            format!(
                "残り {g} 局、結果 {o} 通り（{how}{draws}。どの結果も同じ確率として{precision}）"
            )
        }
        (Lang::Ja, _) => format!(
            "残り {g} 局と、まだ組み合わせていない {r} 回戦（結果ごとに大会の組合せ方で組み合わせ、抽選は決まっていなければ無作為）、結果 {o} 通り（{how}{draws}。どの結果も同じ確率として{precision}）"
        ),
        (Lang::En, 0) => {
            format!(
                "{g} games to play, {o} outcomes ({how}{draws}; each equally likely{precision})"
            )
        }
        (Lang::En, _) => format!(
            "{g} games to play and {r} round{} not paired yet (paired for each outcome the way the event pairs, lots drawn at random unless given), {o} outcomes ({how}{draws}; each equally likely{precision})",
            if r == 1 { "" } else { "s" }
        ),
    }
}

/// The what-if table's column of the top places' share: `Top 3 %`.
pub fn top_share(lang: Lang, seats: u32) -> String {
    match lang {
        Lang::Ja => format!("上位{seats}位 %"),
        Lang::En => format!("Top {seats} %"),
    }
}

/// A preset's name, as the rules' choice shows it (the id is what the file keeps).
pub fn preset_name(lang: Lang, id: &str) -> &'static str {
    match (lang, id) {
        (Lang::En, "tagajo") => "Tagajo method (Go)",
        (Lang::En, "rif-swiss") => "RIF Swiss (renju)",
        (Lang::En, "rif-round-robin") => "RIF round robin (renju)",
        (Lang::En, "fide-swiss") => "FIDE Swiss (chess)",
        (Lang::En, "fide-round-robin") => "FIDE round robin (chess)",
        (Lang::En, "egf-mcmahon") => "EGF McMahon (Go, OpenGotha)",
        (Lang::En, "opengotha-swiss") => "OpenGotha Swiss (Go)",
        (Lang::En, "jp-go-swiss") => "Japanese Go Swiss",
        (Lang::En, "rif-team") => "RIF team event (renju)",
        (Lang::Ja, "tagajo") => "多賀城方式（囲碁）",
        (Lang::Ja, "rif-swiss") => "RIF スイス式（連珠）",
        (Lang::Ja, "rif-round-robin") => "RIF 総当たり（連珠）",
        (Lang::Ja, "fide-swiss") => "FIDE スイス式（チェス）",
        (Lang::Ja, "fide-round-robin") => "FIDE 総当たり（チェス）",
        (Lang::Ja, "egf-mcmahon") => "EGF マクマホン（囲碁、OpenGotha）",
        (Lang::Ja, "opengotha-swiss") => "OpenGotha スイス式（囲碁）",
        (Lang::Ja, "jp-go-swiss") => "日本の囲碁スイス式",
        (Lang::Ja, "rif-team") => "RIF 団体戦（連珠）",
        _ => "",
    }
}

/// Before replacing the event by `what` (a file's name, "New event", the example).
pub fn replace_question(lang: Lang, what: &str) -> String {
    match lang {
        Lang::Ja => {
            format!("今の大会を「{what}」に置き換えますか？（置き換えても「元に戻す」で戻せます）")
        }
        Lang::En => format!("Replace the current event with “{what}”? (Undo brings it back.)"),
    }
}

/// While rounds remain, that the standings are so far only: `so far: after round 3 of 5`
/// (`暫定：全5回戦中3回戦終了`); without a planned number of rounds, `so far: after round 3`
/// while a round is paired or being entered. `None` for a finished event.
pub fn so_far(lang: Lang, played: usize, planned: Option<u32>, more: bool) -> Option<String> {
    match (lang, planned.map(|n| n as usize)) {
        (_, Some(n)) if played >= n => None,
        (Lang::En, Some(n)) => Some(format!("so far: after round {played} of {n}")),
        (Lang::Ja, Some(n)) => Some(format!("暫定：全{n}回戦中{played}回戦終了")),
        (_, None) if !more => None,
        (Lang::En, None) => Some(format!("so far: after round {played}")),
        (Lang::Ja, None) => Some(format!("暫定：{played}回戦終了")),
    }
}
