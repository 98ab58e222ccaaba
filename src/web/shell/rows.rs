//! A long table draws only the rows near the screen. A 500-player event's standings and wall
//! chart are thousands of cells; a change of rules reorders nearly every row, and writing them
//! all took most of the page's time after a change (the analysis itself takes a few
//! milliseconds). So a table of more than [`WHOLE_UP_TO`] rows draws the rows that can be seen,
//! in its scroll box or in the window, and a margin on either side (none when the table is
//! further from the screen than the margin); an empty row above and one
//! below stand for the others at their height, so that the scroll bar and the page keep their
//! length. Scrolling draws the rows that come into view: every long table of the page is
//! measured once a frame, all before any is drawn again, so that the browser lays the page out
//! once.
//!
//! Printing draws every row (`beforeprint`, and the print media query for a PDF made by a tool
//! that fires no event); the find-a-player box finds a row without the browser's search; the
//! table says how many rows it has (`aria-rowcount`) and each row its number, for a screen
//! reader. A table of at most [`WHOLE_UP_TO`] rows (every league and most events) is drawn
//! whole, as before. The Swiss page's result entry draws a round of more games the same way
//! (a 500-player round's choices are thousands of elements).
//!
//! [`use_printing`] says whether the page is being printed, for what only a printout shows (the
//! league page's plain crosstable and QR code), drawn only then.

use std::cell::{Cell, RefCell};
use std::ops::Range;
use std::rc::{Rc, Weak};

use yew::prelude::*;

use super::browser;

/// Tables of at most this many rows are drawn whole.
pub const WHOLE_UP_TO: usize = 100;
/// A row's height (CSS pixels) until the rows drawn are measured.
const GUESS: f64 = 34.0;
/// Rows drawn beyond those seen, above and below: enough for a flick of the wheel, few enough
/// that a change of rules, which writes every row drawn, stays quick (with 30, a 500-player
/// event's change of rules took about 80 ms to draw rather than 50: the wall chart under the
/// standings drew rows too).
const MARGIN: usize = 10;
/// The rows drawn start and end at multiples of this, so that a scroll of a few rows draws
/// nothing again.
const STEP: usize = 10;
/// Rows drawn before the table is first measured: a screen from the top.
const FIRST: usize = 60;

/// The rows to draw, and the height that stands for each row not drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn {
    pub rows: Range<usize>,
    pub row_height: f64,
}

impl Drawn {
    /// The height of the empty row above the rows drawn (0: none).
    pub fn above(&self) -> f64 {
        self.rows.start as f64 * self.row_height
    }

    /// The height of the empty row below the rows drawn, of `total`.
    pub fn below(&self, total: usize) -> f64 {
        total.saturating_sub(self.rows.end) as f64 * self.row_height
    }

    /// The empty row of `height` pixels across `columns`, or nothing for 0. In whole pixels:
    /// printing a float would bring the float printer into a page that has none.
    pub fn spacer(height: f64, columns: usize) -> Html {
        if height <= 0.0 {
            return Html::default();
        }
        html! {
            <tr class="rows-spacer" aria-hidden="true">
                <td colspan={columns.to_string()} style={format!("height:{}px", height.round() as u64)}></td>
            </tr>
        }
    }
}

/// The rows of `total` to draw when the part of the table's body seen runs from `from` to `to`
/// pixels below its top (negative: above it) and a row is `row_height` high.
pub fn rows_seen(total: usize, from: f64, to: f64, row_height: f64) -> Range<usize> {
    if total <= WHOLE_UP_TO {
        return 0..total;
    }
    // A table more than the margin below or above the part seen draws no row (the Swiss
    // page's wall chart, under 500 places of standings, until it is scrolled to).
    let margin = MARGIN as f64 * row_height;
    if to < -margin || from > total as f64 * row_height + margin {
        return 0..0;
    }
    let row = |y: f64| (y / row_height).max(0.0).min(total as f64) as usize;
    let (first, last) = (row(from), row(to.ceil()) + 1);
    let end = ((last + MARGIN).div_ceil(STEP) * STEP).min(total);
    let start = (first.saturating_sub(MARGIN) / STEP * STEP).min(end.saturating_sub(2 * MARGIN));
    start..end
}

/// What the hook keeps between renders: the rows last drawn, the row height they were drawn
/// with, and whether the page is being printed.
#[derive(Clone, PartialEq)]
struct Kept {
    rows: Range<usize>,
    row_height: f64,
    printing: bool,
}

impl Kept {
    /// The rows drawn of `total`: every row of a short table or while printing, else the rows
    /// kept, cut to `total`.
    fn drawn(&self, total: usize) -> Range<usize> {
        if total <= WHOLE_UP_TO || self.printing {
            return 0..total;
        }
        let end = self.rows.end.min(total);
        self.rows.start.min(end)..end
    }
}

/// The rows of a table of `total` rows to draw, `body` its `<tbody>`: every row for a short
/// table or while printing, else those near the screen.
#[hook]
pub fn use_drawn_rows(total: usize, body: NodeRef) -> Drawn {
    let kept = use_mut_ref(|| Kept {
        rows: 0..FIRST,
        row_height: GUESS,
        printing: false,
    });
    let total_now = use_mut_ref(|| Cell::new(total));
    total_now.borrow().set(total);
    let redraw = use_force_update();
    // Measures the table again (`printing`: the page starts or stops being printed) and draws
    // it again when the rows to draw changed.
    let update = {
        let (kept, total_now, body) = (kept.clone(), total_now.clone(), body.clone());
        Rc::new(move |printing: Option<bool>| {
            let total = total_now.borrow().get();
            // A short table is drawn whole: nothing to measure.
            if total <= WHOLE_UP_TO {
                return;
            }
            let now = kept.borrow().clone();
            let next = measured(&body, total, &now).map(|mut next| {
                next.printing = printing.unwrap_or(now.printing);
                next
            });
            if let Some(next) = next.filter(|next| *next != now) {
                *kept.borrow_mut() = next;
                redraw.force_update();
            }
        })
    };
    use_effect_with((), move |_| {
        let update: Rc<dyn Fn(Option<bool>)> = update;
        follow_screen(&update);
        follow_printing(&update);
        move || drop(update)
    });
    // Drawn again with a new count of rows (a file opened, a name looked for): measure anew.
    use_effect_with(total, |_| measure_soon());
    let kept = kept.borrow();
    Drawn {
        rows: kept.drawn(total),
        row_height: kept.row_height,
    }
}

/// Whether the page is being printed (`beforeprint` to `afterprint`, or the print media query):
/// what only a printout shows is drawn while it is, and the component draws again when printing
/// starts and stops. It shares the tables' one print listener ([`follow_printing`]), so that
/// what it draws is in the page before the browser prints.
#[hook]
pub fn use_printing() -> bool {
    let printing = use_state_eq(|| false);
    {
        let printing = printing.setter();
        use_effect_with((), move |_| {
            let update: Rc<dyn Fn(Option<bool>)> = Rc::new(move |now: Option<bool>| {
                if let Some(now) = now {
                    printing.set(now);
                }
            });
            follow_printing(&update);
            move || drop(update)
        });
    }
    *printing
}

thread_local! {
    /// Every table drawn in part (while it is in the page), the page's scroll and resize
    /// listeners, and whether a measure is asked for before the next paint.
    static SEEN: RefCell<Seen> = RefCell::default();
}

#[derive(Default)]
struct Seen {
    tables: Vec<Weak<dyn Fn(Option<bool>)>>,
    listeners: Vec<Option<browser::Listener>>,
    asked: bool,
}

/// Measures the table of `update` with every other when the page scrolls or is resized, while
/// it lives.
fn follow_screen(update: &Rc<dyn Fn(Option<bool>)>) {
    SEEN.with_borrow_mut(|s| {
        s.tables.push(Rc::downgrade(update));
        if s.listeners.is_empty() {
            s.listeners = vec![
                browser::on_any_scroll(measure_soon),
                browser::on_window_event("resize", |_| measure_soon()),
            ];
        }
    });
}

/// Measures every table once before the next paint, however many scrolls and tables ask. All
/// are measured before any is drawn again: a table measured after another's rows changed
/// would make the browser lay the page out again (a change to a 500-player event's standings
/// scrolled the page, and its three long tables, each measured at once, took 60 ms of
/// layout).
fn measure_soon() {
    if SEEN.with_borrow_mut(|s| !std::mem::replace(&mut s.asked, true)) {
        browser::before_paint(|| {
            let tables: Vec<_> = SEEN.with_borrow_mut(|s| {
                s.asked = false;
                s.tables.retain(|t| t.strong_count() > 0);
                s.tables.iter().filter_map(Weak::upgrade).collect()
            });
            // Yew draws after this returns: each `update` only measures and asks.
            for update in tables {
                update(None);
            }
        });
    }
}

thread_local! {
    /// Every table drawn in part and every [`use_printing`] (while it is in the page), and the
    /// page's print listeners.
    static PRINTED: RefCell<Printed> = RefCell::default();
}

#[derive(Default)]
struct Printed {
    tables: Vec<Weak<dyn Fn(Option<bool>)>>,
    listeners: Vec<Option<browser::Listener>>,
}

/// Calls `update` with `Some(true)` when the page starts being printed and `Some(false)` when
/// it stops, while it lives. One listener calls every table's: Yew draws after the listener
/// returns, and a draw that takes long holds back the draws asked for after it until the
/// browser has had a turn (after the printing, for a second table with a listener of its own).
fn follow_printing(update: &Rc<dyn Fn(Option<bool>)>) {
    PRINTED.with_borrow_mut(|p| {
        p.tables.push(Rc::downgrade(update));
        if p.listeners.is_empty() {
            p.listeners = vec![
                browser::on_window_event("beforeprint", |_| printing(true)),
                browser::on_window_event("afterprint", |_| printing(false)),
                browser::on_print_media(printing),
            ];
        }
    });
}

/// Tells every table and [`use_printing`] that printing starts (`now`) or stops.
fn printing(now: bool) {
    let tables: Vec<_> = PRINTED.with_borrow_mut(|p| {
        p.tables.retain(|t| t.strong_count() > 0);
        p.tables.iter().filter_map(Weak::upgrade).collect()
    });
    for update in tables {
        update(Some(now));
    }
}

/// Prints the page (a Print button). `beforeprint` comes inside `window.print()`, before the
/// page can draw what it asks for; so the rows and what only a printout shows are drawn first,
/// and the print dialog opens on the browser's next turn. `afterprint` takes them away again.
pub fn print() {
    printing(true);
    browser::soon(browser::print);
}

/// Prints one part of the page (`data-print`, `browser::print_part`), as [`print`] prints it
/// all: what only a printout shows is drawn first.
pub fn print_part(part: &'static str) {
    printing(true);
    browser::soon(move || browser::print_part(part));
}

/// What to keep after measuring the table whose body is `body`: the rows seen, and the mean
/// height of the rows drawn when it moved by more than a twentieth. `None` before the body is
/// in the page.
fn measured(body: &NodeRef, total: usize, kept: &Kept) -> Option<Kept> {
    let body = body.cast::<web_sys::Element>()?;
    let window = web_sys::window()?;
    let rect = body.get_bounding_client_rect();
    // The part of the page seen: the window, and the table's scroll box when it has one.
    let (mut top, mut bottom) = (0.0, window.inner_height().ok()?.as_f64()?);
    if let Ok(Some(scroll)) = body.closest(".scroll") {
        let r = scroll.get_bounding_client_rect();
        top = f64::max(top, r.top());
        bottom = f64::min(bottom, r.bottom());
    }
    let drawn = kept.drawn(total);
    let spacers = (total - drawn.len()) as f64 * kept.row_height;
    let mean = (rect.height() - spacers) / drawn.len().max(1) as f64;
    let row_height = if mean >= 8.0 && (mean - kept.row_height).abs() > kept.row_height / 20.0 {
        mean
    } else {
        kept.row_height
    };
    Some(Kept {
        rows: rows_seen(total, top - rect.top(), bottom - rect.top(), row_height),
        row_height,
        printing: kept.printing,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (rows, from, to, row height, rows drawn): the rows near the part seen, in steps of ten,
    /// ten beyond on either side.
    #[test]
    fn rows_seen_are_those_near_the_screen() {
        let check = |total, from, to, h, want: Range<usize>| {
            assert_eq!(
                rows_seen(total, from, to, h),
                want,
                "{total} {from} {to} {h}"
            )
        };
        // Short tables whole.
        check(100, 5000.0, 6000.0, 30.0, 0..100);
        check(0, 0.0, 600.0, 30.0, 0..0);
        // The top of a long table: rows 0..20 seen, 10 more below, up to a multiple of ten.
        check(500, 0.0, 600.0, 30.0, 0..40);
        // The table below the window, within the margin (300 pixels): the margin from the top.
        check(500, -900.0, -300.0, 30.0, 0..20);
        // Further below: nothing.
        check(500, -1400.0, -800.0, 30.0, 0..0);
        // The middle: rows 100..120 seen.
        check(500, 3000.0, 3600.0, 30.0, 90..140);
        // The end, and past it (the table scrolled above the window, within the margin and
        // beyond it).
        check(500, 14400.0, 15000.0, 30.0, 470..500);
        check(500, 15200.0, 15800.0, 30.0, 480..500);
        check(500, 20000.0, 20600.0, 30.0, 0..0);
        // A row height taller than the screen.
        check(500, 3000.0, 3100.0, 1000.0, 0..20);
    }
}
