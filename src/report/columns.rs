//! Plain-text columns: the display width of a text in a terminal or a monospaced printout, where
//! East Asian wide and full-width characters (kanji, kana, the result marks 〇 ● △ □ ■) take two
//! columns, and padding to a width. Every text table the reports print (the league's, the Swiss
//! standings, the shogi count) lines up through these; the SVG exports estimate widths from
//! them too.

/// Display width: East Asian wide and full-width characters count two columns.
pub fn width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

/// One character's display width: 2 for East Asian wide and full-width characters (the result
/// marks included), else 1.
pub fn char_width(c: char) -> usize {
    let u = c as u32;
    let wide = matches!(u,
        0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0x33FF | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF | 0xA000..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 | 0x20000..=0x3FFFD
        | 0x25CB | 0x25CF | 0x25B3 | 0x25A1 | 0x25A0);
    if wide { 2 } else { 1 }
}

/// `s` padded with spaces to display width `w` (text first).
pub fn pad(s: &str, w: usize) -> String {
    let mut out = s.to_string();
    for _ in width(s)..w {
        out.push(' ');
    }
    out
}

/// `s` padded with spaces to display width `w` (text last).
pub fn pad_left(s: &str, w: usize) -> String {
    let mut out = String::new();
    for _ in width(s)..w {
        out.push(' ');
    }
    out.push_str(s);
    out
}
