//! The page's components, one per file. Each renders plain data it is given and reports
//! gestures as [`crate::editor::Action`]s through the [`super::Ui`] context.

pub mod blocks;
pub mod crosstable;
pub mod cycles;
pub mod mini_league;
pub mod notices;
pub mod playoffs;
pub mod settings;
pub mod standings;
pub mod toolbar;
