//! Relevance and projection, the first step of a cover: which variables a table depends on
//! (compared with itself shifted by one value of the variable, a word at a time), and the table
//! over those variables only.

use super::bits::{get, powers, read64, set_range};

/// Whether the `n`-bit table `g` (bits past `n` zero) depends on the variable of stride `s`:
/// whether some position `i` whose digit is below `b - 1` differs from `i + s`.
pub(super) fn depends(g: &[u64], b: usize, s: usize) -> bool {
    let period = s * b;
    let ones = s * (b - 1);
    // The mask from every offset modulo `period`: one period and a word more.
    let plen = period + 64;
    let mut pattern = vec![0u64; plen.div_ceil(64)];
    let mut start = 0;
    while start < plen {
        set_range(&mut pattern, start, (start + ones).min(plen));
        start += period;
    }
    let mut off = 0;
    for (w, &word) in g.iter().enumerate() {
        let mask = read64(&pattern, off);
        if (word ^ read64(g, w * 64 + s)) & mask != 0 {
            return true;
        }
        off = (off + 64) % period;
    }
    false
}

/// The table over the variables `rel` only (the others at 0, where they make no difference).
pub(super) fn project(g: &[u64], b: usize, rel: &[usize], pow: &[usize]) -> Vec<u64> {
    let n = powers(b, rel.len())[rel.len()];
    let mut h = vec![0u64; n.div_ceil(64)];
    let mut digits = vec![0usize; rel.len()];
    let mut src = 0usize;
    for j in 0..n {
        if get(g, src) {
            h[j / 64] |= 1 << (j % 64);
        }
        for (t, d) in digits.iter_mut().enumerate() {
            let stride = pow[rel[t]];
            if *d + 1 < b {
                *d += 1;
                src += stride;
                break;
            }
            src -= (b - 1) * stride;
            *d = 0;
        }
    }
    h
}
