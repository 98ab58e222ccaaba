//! The words of the phone layout and the player editor: the section links, the "edit player"
//! panel, and what the standings say before the first result.

use super::Lang;

pub struct Words {
    /// The section links' label.
    pub sections: &'static str,
    pub edit_player: &'static str,
    /// Heard after a row button's number and name (hidden on screen): what a tap does.
    pub edit_hint: &'static str,
    pub name: &'static str,
    pub done: &'static str,
    /// Shown instead of the standings, tied blocks and playoffs before any game has a result.
    pub no_results: &'static str,
}

const EN: Words = Words {
    sections: "Sections",
    edit_player: "Edit player",
    edit_hint: ": edit player",
    name: "Name",
    done: "Done",
    no_results: "No results yet. Enter a result in the crosstable and the standings appear here.",
};

const JA: Words = Words {
    sections: "ページ内の移動",
    edit_player: "棋士を編集",
    edit_hint: "：棋士を編集",
    name: "名前",
    done: "完了",
    no_results: "まだ結果がありません。星取表に結果を入れると、ここに順位が出ます。",
};

pub fn text(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    }
}
