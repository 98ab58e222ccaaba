//! The words of publishing, on every page: the embed, a document opened from a link, print,
//! the share link, the `<iframe>` and the exports. What names the kind of document ("league",
//! "event") is [`kinded`]'s; words every page says otherwise are [`super::common`]'s.

use super::Lang;
use crate::error::DocumentKind;

pub struct PublishText {
    /// Said where a view shows results that are hypothetical (what-if), not played.
    pub hypothetical_note: &'static str,
    /// The label of a hypothetical result in the table.
    pub hypothetical_cell: &'static str,
    /// The link from an embed to the full app.
    pub open_full: &'static str,
    /// The frame (a sandbox without `allow-popups`) did not let "Open in Hoshitori" open a
    /// window; the address follows.
    pub open_blocked: &'static str,
    /// The table of results without controls (screen readers, print).
    pub results_table: &'static str,
    /// What the blank cell of a player's own row means.
    pub own_cell: &'static str,
    pub publish: &'static str,
    pub print: &'static str,
    pub embed: &'static str,
    pub source_file_address: &'static str,
    /// What a file on the site needs from the server.
    pub file_needs: &'static str,
    /// What a link needs from the server (nothing).
    pub link_needs: &'static str,
    /// What the resize script needs.
    pub script_needs: &'static str,
    pub resize_script: &'static str,
    pub snippet: &'static str,
    pub embed_lang: &'static str,
    pub lang_visitor: &'static str,
    pub share_link: &'static str,
    pub share_hypothetical: &'static str,
    pub link: &'static str,
    /// The label of a shorter form of a link too long for a QR code.
    pub shorter_link: &'static str,
    /// What the league's shorter link leaves out ([`shorter_link`]'s `leaves_out`).
    pub without_hypothetical: &'static str,
    pub copy_html: &'static str,
    pub html_copied: &'static str,
    pub save_svg: &'static str,
    pub save_png: &'static str,
    pub saved: &'static str,
    pub export_failed: &'static str,
}

const EN: PublishText = PublishText {
    hypothetical_note: "Includes hypothetical results (what-if), not games played: they are marked in the table.",
    hypothetical_cell: "hypothetical",
    open_full: "Open in Hoshitori",
    open_blocked: "This site's frame does not let links open a window. Open this address yourself:",
    results_table: "Results",
    own_cell: "(own cell)",
    publish: "Publish and share",
    print: "Print",
    embed: "Embed on a website",
    source_file_address: "Its address (relative to this app, or full)",
    file_needs: "Needs: the file on a web server the visitor can reach. If your site puts the frame in a sandbox (sandbox=\"allow-scripts\", as WordPress does with some embeds), the server must also send the file with the header Access-Control-Allow-Origin: *; without it the frame says so.",
    link_needs: "Needs nothing from the server: the document travels inside the address. It is a snapshot: copy the HTML again after each change.",
    script_needs: "Needs a page that may run scripts (in WordPress, an editor with the unfiltered_html capability). Without it the frame keeps the height in the HTML and scrolls.",
    resize_script: "Add the script that fits the frame's height (if your site allows scripts)",
    snippet: "HTML to paste",
    embed_lang: "Language",
    lang_visitor: "The visitor's",
    share_link: "Share link",
    share_hypothetical: "The link includes the hypothetical results shown now (what-if); they stay marked as hypothetical.",
    link: "Link",
    shorter_link: "Shorter link",
    without_hypothetical: "the hypothetical results (what-if) shown now: it holds the league as recorded",
    copy_html: "Copy HTML table",
    html_copied: "Copied: paste it into your site's editor (it keeps its look without scripts or style sheets).",
    save_svg: "Save SVG image",
    save_png: "Save PNG image",
    saved: "Saved.",
    export_failed: "The export failed",
};

const JA: PublishText = PublishText {
    hypothetical_note: "仮定の結果（もしも分析）を含みます。実際の対局ではありません。表では印を付けています。",
    hypothetical_cell: "仮定",
    open_full: "星取表で開く",
    open_blocked: "このサイトの枠ではリンクを開けません。次のアドレスを直接開いてください：",
    results_table: "対局結果",
    own_cell: "（自分）",
    publish: "公開・共有",
    print: "印刷",
    embed: "ウェブサイトに埋め込む",
    source_file_address: "そのアドレス（このアプリからの相対、または完全なURL）",
    file_needs: "必要なもの：閲覧者が読めるウェブサーバー上のファイル。サイトが枠をサンドボックスに入れる場合（sandbox=\"allow-scripts\"。WordPress は埋め込みによってそうします）、サーバーはファイルに Access-Control-Allow-Origin: * ヘッダーも付けて送る必要があります。ない場合は枠の中でそう表示します。",
    link_needs: "サーバー側の設定は不要です。文書がアドレスに含まれます。その時点の控えなので、変更のたびに HTML をコピーし直してください。",
    script_needs: "スクリプトを実行できるページが必要です（WordPress では unfiltered_html 権限のある編集者）。ない場合、枠は HTML に書いた高さのままで、中をスクロールします。",
    resize_script: "枠の高さを合わせるスクリプトも付ける（サイトでスクリプトが使える場合）",
    snippet: "貼り付けるHTML",
    embed_lang: "言語",
    lang_visitor: "閲覧者の設定",
    share_link: "共有リンク",
    share_hypothetical: "このリンクには現在表示中の仮定の結果（もしも分析）が含まれます。仮定の結果として印が付いたままです。",
    link: "リンク",
    shorter_link: "短いリンク",
    without_hypothetical: "現在表示中の仮定の結果（もしも分析）。記録どおりのリーグだけを収めます",
    copy_html: "HTMLの表をコピー",
    html_copied: "コピーしました。サイトのエディタに貼り付けてください（スクリプトやスタイルシートなしで見た目を保ちます）。",
    save_svg: "SVG画像を保存",
    save_png: "PNG画像を保存",
    saved: "保存しました。",
    export_failed: "書き出しに失敗しました",
};

pub fn text(lang: Lang) -> &'static PublishText {
    match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    }
}

/// Why a link has no QR code: it has `chars` characters, and a QR code holds at most `max`
/// bytes (a link's characters are ASCII, a byte each).
pub fn too_long_for_qr(lang: Lang, chars: usize, max: usize) -> String {
    let (chars, max) = (super::count(chars as u64), super::count(max as u64));
    match lang {
        Lang::En => format!(
            "No QR code: this link is too long for one ({chars} characters; a QR code holds at most {max} bytes). The link works all the same: copy it or open it."
        ),
        Lang::Ja => format!(
            "このリンクは長すぎて QR コードにできません（{chars} 文字。QR コードに入るのは {max} バイトまでです）。リンクそのものは使えます。コピーするか開いてください。"
        ),
    }
}

/// The lead of a shorter form of a link, of `chars` characters, that fits in a QR code, saying
/// what it `leaves_out` (the page's words).
pub fn shorter_link(lang: Lang, leaves_out: &str, chars: usize) -> String {
    let chars = super::count(chars as u64);
    match lang {
        Lang::En => format!(
            "A shorter link fits in a QR code ({chars} characters). It leaves out {leaves_out}."
        ),
        Lang::Ja => format!(
            "短いリンクなら QR コードに収まります（{chars} 文字）。省くもの：{leaves_out}。"
        ),
    }
}

/// The publishing words that name the kind of document.
pub struct KindText {
    pub untitled: &'static str,
    pub loading: &'static str,
    pub showing_last: &'static str,
    /// Over the viewer's example, shown when its address names no document (a link cut to
    /// nothing, `view.html` alone).
    pub example_note: &'static str,
    pub shared_intro: &'static str,
    pub embed_help: &'static str,
    pub source_file: &'static str,
    pub source_link: &'static str,
    pub share_help: &'static str,
    pub qr_caption: &'static str,
}

const LEAGUE_EN: KindText = KindText {
    untitled: "League",
    loading: "Loading the league…",
    showing_last: "Showing the league as last loaded.",
    example_note: "This address names no league: what follows is an example. If a link brought you here, it may have been cut short.",
    shared_intro: "A league opened from a link, read-only. Your own league is kept as it was.",
    embed_help: "Paste this into your site's page. A league file on your site is read again while the page is open, so replacing the file updates the standings; a link holds the league as it is now.",
    source_file: "A league file on your site",
    source_link: "This league as it is now (a link)",
    share_help: "The whole league in one address: whoever opens it sees these standings, read-only, and can make their own copy. It is a snapshot: later edits need a new link.",
    qr_caption: "Scan to open this table (as it is now).",
};

const LEAGUE_JA: KindText = KindText {
    untitled: "リーグ",
    loading: "リーグを読み込んでいます…",
    showing_last: "前回読み込んだリーグを表示しています。",
    example_note: "このアドレスはリーグを指していません。以下は見本です。リンクから開いた場合は、リンクが途中で切れているかもしれません。",
    shared_intro: "リンクから開いたリーグです（閲覧のみ）。ご自分のリーグはそのまま残っています。",
    embed_help: "サイトのページに貼り付けてください。サイト上のリーグファイルは表示中に読み直されるので、ファイルを差し替えると順位表も更新されます。リンクは現在のリーグをそのまま保持します。",
    source_file: "サイト上のリーグファイル",
    source_link: "現在のこのリーグ（リンク）",
    share_help: "リーグ全体を1つのアドレスに収めたものです。開いた人はこの順位表を閲覧でき、自分用にコピーもできます。現時点の内容なので、後で編集したら新しいリンクが必要です。",
    qr_caption: "読み取るとこの表（現時点）が開きます。",
};

const EVENT_EN: KindText = KindText {
    untitled: "Swiss event",
    loading: "Loading the event…",
    showing_last: "Showing the event as last loaded.",
    example_note: "This address names no event: what follows is an example. If a link brought you here, it may have been cut short.",
    shared_intro: "An event opened from a link, read-only. Your own event is kept as it was.",
    embed_help: "Paste this into your site's page. An event file on your site (JSON, TRF, h9 or a wall chart) is read again while the page is open, so replacing the file updates the standings; a link holds the event as it is now.",
    source_file: "An event file on your site",
    source_link: "This event as it is now (a link)",
    share_help: "The whole event in one address: whoever opens it sees these standings and the wall chart, read-only, and can make their own copy. It is a snapshot: later edits need a new link.",
    qr_caption: "Scan to open this event (as it is now).",
};

const EVENT_JA: KindText = KindText {
    untitled: "スイス式の大会",
    loading: "大会を読み込んでいます…",
    showing_last: "前回読み込んだ大会を表示しています。",
    example_note: "このアドレスは大会を指していません。以下は見本です。リンクから開いた場合は、リンクが途中で切れているかもしれません。",
    shared_intro: "リンクから開いた大会です（閲覧のみ）。ご自分の大会はそのまま残っています。",
    embed_help: "サイトのページに貼り付けてください。サイト上の大会ファイル（JSON、TRF、h9、対戦表）は表示中に読み直されるので、ファイルを差し替えると順位表も更新されます。リンクは現在の大会をそのまま保持します。",
    source_file: "サイト上の大会ファイル",
    source_link: "現在のこの大会（リンク）",
    share_help: "大会をまるごと一つのアドレスにします。開いた人はこの順位と対戦表を閲覧でき、自分用にコピーもできます。今の状態の写しなので、後で直したら新しいリンクが要ります。",
    qr_caption: "読み取るとこの大会（現時点）が開きます。",
};

const STAGED_EN: KindText = KindText {
    untitled: "Event in stages",
    loading: "Loading the event…",
    showing_last: "Showing the event as last loaded.",
    example_note: "This address names no event: what follows is an example. If a link brought you here, it may have been cut short.",
    shared_intro: "An event opened from a link, read-only. Your own event is kept as it was.",
    embed_help: "Paste this into your site's page. An event file on your site (the stages page's JSON) is read again while the page is open, so replacing the file updates the places; a link holds the event as it is now.",
    source_file: "An event file on your site",
    source_link: "This event as it is now (a link)",
    share_help: "The whole event in one address: whoever opens it sees the final places and every stage (its games, crosstable and order), read-only, and can make their own copy. It is a snapshot: later edits need a new link.",
    qr_caption: "Scan to open this event (as it is now).",
};

const STAGED_JA: KindText = KindText {
    untitled: "段階制の大会",
    loading: "大会を読み込んでいます…",
    showing_last: "前回読み込んだ大会を表示しています。",
    example_note: "このアドレスは大会を指していません。以下は見本です。リンクから開いた場合は、リンクが途中で切れているかもしれません。",
    shared_intro: "リンクから開いた大会です（閲覧のみ）。ご自分の大会はそのまま残っています。",
    embed_help: "サイトのページに貼り付けてください。サイト上の大会ファイル（段階制の JSON）は表示中に読み直されるので、ファイルを差し替えると順位も更新されます。リンクは現在の大会をそのまま保持します。",
    source_file: "サイト上の大会ファイル",
    source_link: "現在のこの大会（リンク）",
    share_help: "大会をまるごと一つのアドレスにします。開いた人は最終順位と各ステージ（対局、星取表、順位）を閲覧でき、自分用にコピーもできます。今の状態の写しなので、後で直したら新しいリンクが要ります。",
    qr_caption: "読み取るとこの大会（現時点）が開きます。",
};

/// The words that name `kind`, in `lang`.
pub fn kinded(lang: Lang, kind: DocumentKind) -> &'static KindText {
    match (lang, kind) {
        (Lang::En, DocumentKind::League) => &LEAGUE_EN,
        (Lang::Ja, DocumentKind::League) => &LEAGUE_JA,
        (Lang::En, DocumentKind::Event) => &EVENT_EN,
        (Lang::Ja, DocumentKind::Event) => &EVENT_JA,
        (Lang::En, DocumentKind::Staged) => &STAGED_EN,
        (Lang::Ja, DocumentKind::Staged) => &STAGED_JA,
    }
}

/// A panel loaded on demand, in an organiser page's words: the button that opens it, and what
/// is said when it cannot be loaded. Apart from [`PublishText`], which the viewer carries too.
pub struct OnDemand {
    pub open: &'static str,
    pub failed: &'static str,
}

/// The publishing tools' ([`crate::web::shell::helper_slot`]).
pub fn tools(lang: Lang) -> &'static OnDemand {
    match lang {
        Lang::En => &OnDemand {
            open: "Share link, QR code, exports, embed",
            failed: "The publishing tools could not be loaded: they are fetched the first time they are opened, so open them once while online (they then work offline too).",
        },
        Lang::Ja => &OnDemand {
            open: "共有リンク・QR・書き出し・埋め込み",
            failed: "公開・共有の機能を読み込めませんでした。初めて開くときに読み込むため、一度オンラインで開いてください（その後はオフラインでも使えます）。",
        },
    }
}

/// The Swiss page's director's panel's.
pub fn director_tools(lang: Lang) -> &'static OnDemand {
    match lang {
        Lang::En => &OnDemand {
            open: "Open registration and pairing",
            failed: "The director's panel could not be loaded: it is fetched the first time it is opened, so open it once while online (it then works offline too).",
        },
        Lang::Ja => &OnDemand {
            open: "受付・組合せを開く",
            failed: "運営パネルを読み込めませんでした。初めて開くときに読み込むため、一度オンラインで開いてください（その後はオフラインでも使えます）。",
        },
    }
}

/// The Swiss page's what-if's.
pub fn whatif_tools(lang: Lang) -> &'static OnDemand {
    match lang {
        Lang::En => &OnDemand {
            open: "Open what-if",
            failed: "What-if could not be loaded: it is fetched the first time it is opened, so open it once while online (it then works offline too).",
        },
        Lang::Ja => &OnDemand {
            open: "もしも分析を開く",
            failed: "もしも分析を読み込めませんでした。初めて開くときに読み込むため、一度オンラインで開いてください（その後はオフラインでも使えます）。",
        },
    }
}
