//! Sorting with one copy of the sort in the program. `slice::sort_by` is generic over its
//! element and its comparison, so each call site links its own copy of the standard library's
//! sort (two to four kilobytes of wasm each, some sixty kilobytes over the pages). Here every
//! call sorts a list of positions with the one comparison type (`&mut dyn FnMut`), so the
//! standard sort is linked once, then moves the elements into that order with swaps, which
//! is a few instructions per element type. The order is the standard stable sort's: equal
//! elements keep their order.
//!
//! For the sorts of ranking, reporting and reading, which run once per answer. The search
//! loops (what-if, pairing, the ko search) keep `slice::sort`, where the indirection would
//! cost time.

use std::cmp::Ordering;

/// Sorts `v` by `compare`, stably.
pub fn by<T>(v: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    let order = positions(v.len(), &mut |i, j| compare(&v[i], &v[j]));
    arrange(v, order);
}

/// Sorts `v` by the key `key` gives each element, stably.
pub fn by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` in ascending order.
pub fn ascending<T: Ord>(v: &mut [T]) {
    by(v, T::cmp);
}

/// `0..n` in the order `compare` puts the elements at those positions.
fn positions(n: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| compare(i, j));
    order
}

/// Puts the element at `order[k]` at position `k`, following each cycle of the permutation.
fn arrange<T>(v: &mut [T], mut order: Vec<usize>) {
    for start in 0..order.len() {
        let mut at = start;
        while order[at] != start {
            let from = order[at];
            v.swap(at, from);
            order[at] = at;
            at = from;
        }
        order[at] = at;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every ordering of up to six elements with repeats sorts as `sort_by` does (stable: the
    /// tag shows which of two equal keys came first).
    #[test]
    fn sorts_as_the_standard_stable_sort() {
        for n in 0..=6usize {
            let total = 4usize.pow(n as u32);
            for code in 0..total {
                let mut c = code;
                let v: Vec<(usize, usize)> = (0..n)
                    .map(|tag| {
                        let key = c % 4;
                        c /= 4;
                        (key, tag)
                    })
                    .collect();
                let mut mine = v.clone();
                by_key(&mut mine, |&(key, _)| key);
                let mut theirs = v.clone();
                theirs.sort_by_key(|&(key, _)| key);
                assert_eq!(mine, theirs, "{v:?}");
                let mut desc = v.clone();
                by(&mut desc, |a, b| b.0.cmp(&a.0));
                let mut std_desc = v;
                std_desc.sort_by_key(|x| std::cmp::Reverse(x.0));
                assert_eq!(desc, std_desc);
            }
        }
        let mut words = vec!["pear", "apple", "fig", "apple"];
        ascending(&mut words);
        assert_eq!(words, ["apple", "apple", "fig", "pear"]);
    }
}
