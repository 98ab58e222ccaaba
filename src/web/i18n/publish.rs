//! The words of the published views: the embed, a shared league, print and export.

use super::Lang;

pub struct PublishText {
    /// The heading of a league without a title.
    pub untitled: &'static str,
    /// Said where a view shows results that are hypothetical (what-if), not played.
    pub hypothetical_note: &'static str,
    /// The label of a hypothetical result in the table.
    pub hypothetical_cell: &'static str,
    /// The link from an embed to the full app.
    pub open_full: &'static str,
    /// While the published league is being fetched.
    pub loading: &'static str,
    /// The published league could not be fetched: then the reason follows.
    pub cannot_load: &'static str,
    /// No answer from the site (offline, or the site does not allow it: CORS).
    pub network: &'static str,
    /// The site answered with an HTTP status other than success.
    pub status: &'static str,
    /// Shown over the last league fetched when a refresh failed.
    pub showing_last: &'static str,
    /// The table of results without controls (screen readers, print).
    pub results_table: &'static str,
    /// What the blank cell of a player's own row means.
    pub own_cell: &'static str,
    /// The banner over a league opened from a link: what it is.
    pub shared_intro: &'static str,
    pub make_copy: &'static str,
    pub back_to_mine: &'static str,
    pub publish: &'static str,
    pub print: &'static str,
    pub embed: &'static str,
    pub embed_help: &'static str,
    pub source_file: &'static str,
    pub source_file_address: &'static str,
    pub source_link: &'static str,
    pub resize_script: &'static str,
    pub snippet: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub copy_failed: &'static str,
    pub embed_lang: &'static str,
    pub lang_visitor: &'static str,
    pub share_link: &'static str,
    pub share_help: &'static str,
    pub share_hypothetical: &'static str,
    pub link: &'static str,
    pub open_link: &'static str,
    pub qr_caption: &'static str,
    pub copy_html: &'static str,
    pub html_copied: &'static str,
    pub save_svg: &'static str,
    pub save_png: &'static str,
}

const EN: PublishText = PublishText {
    untitled: "League",
    hypothetical_note: "Includes hypothetical results (what-if), not games played: they are marked in the table.",
    hypothetical_cell: "hypothetical",
    open_full: "Open in Hoshitori",
    loading: "Loading the league…",
    cannot_load: "The league could not be loaded",
    network: "no answer from the site (offline, or the site does not allow other sites to read it: CORS)",
    status: "the site answered HTTP",
    showing_last: "Showing the league as last loaded.",
    results_table: "Results",
    own_cell: "(own cell)",
    shared_intro: "A league opened from a link, read-only. Your own league is kept as it was.",
    make_copy: "Make my own copy",
    back_to_mine: "Back to my league",
    publish: "Publish and share",
    print: "Print",
    embed: "Embed on a website",
    embed_help: "Paste this into your site's page. A league file on your site is read again while the page is open, so replacing the file updates the standings; a link holds the league as it is now.",
    source_file: "A league file on your site",
    source_file_address: "Its address (relative to this app, or full)",
    source_link: "This league as it is now (a link)",
    resize_script: "Add the script that fits the frame's height (if your site allows scripts)",
    snippet: "HTML to paste",
    copy: "Copy",
    copied: "Copied.",
    copy_failed: "The browser did not allow copying: select the text and copy it by hand.",
    embed_lang: "Language",
    lang_visitor: "The visitor's",
    share_link: "Share link",
    share_help: "The whole league in one address: whoever opens it sees these standings, read-only, and can make their own copy. It is a snapshot: later edits need a new link.",
    share_hypothetical: "The link includes the hypothetical results shown now (what-if); they stay marked as hypothetical.",
    link: "Link",
    open_link: "Open",
    qr_caption: "Scan to open this table (as it is now).",
    copy_html: "Copy HTML table",
    html_copied: "Copied: paste it into your site's editor (it keeps its look without scripts or style sheets).",
    save_svg: "Save SVG image",
    save_png: "Save PNG image",
};

const JA: PublishText = PublishText {
    untitled: "リーグ",
    hypothetical_note: "仮定の結果（もしも分析）を含みます。実際の対局ではありません。表では印を付けています。",
    hypothetical_cell: "仮定",
    open_full: "星取表で開く",
    loading: "リーグを読み込んでいます…",
    cannot_load: "リーグを読み込めませんでした",
    network: "サイトから応答がありません（オフライン、または他のサイトからの読み取りが許可されていません）",
    status: "サイトの応答コード",
    showing_last: "前回読み込んだリーグを表示しています。",
    results_table: "対局結果",
    own_cell: "（自分）",
    shared_intro: "リンクから開いたリーグです（閲覧のみ）。ご自分のリーグはそのまま残っています。",
    make_copy: "自分用にコピー",
    back_to_mine: "自分のリーグに戻る",
    publish: "公開・共有",
    print: "印刷",
    embed: "ウェブサイトに埋め込む",
    embed_help: "サイトのページに貼り付けてください。サイト上のリーグファイルは表示中に読み直されるので、ファイルを差し替えると順位表も更新されます。リンクは現在のリーグをそのまま保持します。",
    source_file: "サイト上のリーグファイル",
    source_file_address: "そのアドレス（このアプリからの相対、または完全なURL）",
    source_link: "現在のこのリーグ（リンク）",
    resize_script: "枠の高さを合わせるスクリプトも付ける（サイトでスクリプトが使える場合）",
    snippet: "貼り付けるHTML",
    copy: "コピー",
    copied: "コピーしました。",
    copy_failed: "ブラウザがコピーを許可しませんでした。テキストを選択して手動でコピーしてください。",
    embed_lang: "言語",
    lang_visitor: "閲覧者の設定",
    share_link: "共有リンク",
    share_help: "リーグ全体を1つのアドレスに収めたものです。開いた人はこの順位表を閲覧でき、自分用にコピーもできます。現時点の内容なので、後で編集したら新しいリンクが必要です。",
    share_hypothetical: "このリンクには現在表示中の仮定の結果（もしも分析）が含まれます。仮定の結果として印が付いたままです。",
    link: "リンク",
    open_link: "開く",
    qr_caption: "読み取るとこの表（現時点）が開きます。",
    copy_html: "HTMLの表をコピー",
    html_copied: "コピーしました。サイトのエディタに貼り付けてください（スクリプトやスタイルシートなしで見た目を保ちます）。",
    save_svg: "SVG画像を保存",
    save_png: "PNG画像を保存",
};

pub fn text(lang: Lang) -> &'static PublishText {
    match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    }
}
