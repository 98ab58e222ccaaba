//! The page's components, one per file. Each renders plain data it is given and reports
//! gestures as [`crate::editor::league::Action`]s through the [`crate::web::Ui`] context.

pub mod blocks;
pub mod cross_row;
pub mod crosstable;
pub mod cycles;
pub mod heat_map;
pub mod help;
pub mod hypothetical;
pub mod impasse;
pub mod ko;
pub mod ko_answer;
pub mod mini_league;
pub mod plain_crosstable;
pub mod playoffs;
pub mod points_only;
pub mod prospects;
pub mod publish;
pub mod published;
pub mod result_picker;
pub mod rounds;
pub mod settings;
pub mod standings;
pub mod tip;
pub mod toolbar;
pub mod whatif_panel;

use std::rc::Rc;

use yew::{Callback, Properties};

use crate::editor::league::analysis::Analysis;

/// What the result panels that select a tied block are given: the analysis, the players'
/// names, the selected block and a way to change it.
#[derive(Properties, PartialEq)]
pub struct BlockProps {
    pub analysis: Rc<Analysis>,
    pub names: Rc<Vec<String>>,
    pub selected: Option<usize>,
    pub on_select: Callback<Option<usize>>,
}
