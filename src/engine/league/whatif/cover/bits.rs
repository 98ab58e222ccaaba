//! Bit strings: the truth tables' storage, `u64` words with bit `i % 64` of word `i / 64` as
//! outcome `i`, and the few operations the steps of the cover need on them: reading and writing
//! unaligned runs of bits, copying a segment out, splitting a table into its cofactors on the top
//! variable and ORing one back in. Reads past the end see zeros; writes past the end are dropped.

use std::borrow::Cow;

/// `b^0 ..= b^n`, saturating (only values that index a table are ever used).
pub(super) fn powers(b: usize, n: usize) -> Vec<usize> {
    let mut pow = Vec::with_capacity(n + 1);
    let mut p = 1usize;
    for _ in 0..=n {
        pow.push(p);
        p = p.saturating_mul(b);
    }
    pow
}

/// A word with its lowest `n` bits set (all of them from 64 on).
pub(super) fn low_mask(n: usize) -> u64 {
    if n >= 64 { !0 } else { (1u64 << n) - 1 }
}

/// The first `n` bits of `bits` in a fresh string, zero where `bits` is short.
pub(super) fn materialise(bits: &[u64], n: usize) -> Vec<u64> {
    let words = n.div_ceil(64);
    let mut g: Vec<u64> = bits.iter().copied().take(words).collect();
    g.resize(words, 0);
    if let Some(last) = g.last_mut() {
        *last &= low_mask(n - (words - 1) * 64);
    }
    g
}

/// Bit `i`, 0 past the end.
pub(super) fn get(bits: &[u64], i: usize) -> bool {
    bits.get(i / 64).is_some_and(|w| (w >> (i % 64)) & 1 == 1)
}

/// The 64 bits at `off..off + 64`, zero past the end.
pub(super) fn read64(bits: &[u64], off: usize) -> u64 {
    let (i, s) = (off / 64, off % 64);
    let lo = bits.get(i).copied().unwrap_or(0);
    if s == 0 {
        lo
    } else {
        let hi = bits.get(i + 1).copied().unwrap_or(0);
        (lo >> s) | (hi << (64 - s))
    }
}

/// Sets bits `from..to`.
pub(super) fn set_range(bits: &mut [u64], from: usize, to: usize) {
    let mut i = from;
    while i < to {
        let (w, s) = (i / 64, i % 64);
        let n = (64 - s).min(to - i);
        if let Some(word) = bits.get_mut(w) {
            *word |= low_mask(n) << s;
        }
        i += n;
    }
}

/// Bits `off..off + len` as a string of their own.
fn segment(bits: &[u64], off: usize, len: usize) -> Vec<u64> {
    let words = len.div_ceil(64);
    let mut out: Vec<u64> = (0..words).map(|q| read64(bits, off + q * 64)).collect();
    if let Some(last) = out.last_mut() {
        *last &= low_mask(len - (words - 1) * 64);
    }
    out
}

/// The `b` (at most 3) strings of `s` bits that make up `x`, in the first `b` entries: slices
/// when word-aligned, else copies. An array, not a vector:
/// [`Isop::run`](super::heuristic::Isop::run) calls this millions of times on large tables.
pub(super) fn cofactors(x: &[u64], b: usize, s: usize) -> [Cow<'_, [u64]>; 3] {
    let w = s.div_ceil(64);
    std::array::from_fn(|v| {
        if v >= b {
            return Cow::Borrowed(&[][..]);
        }
        match x.get(v * w..(v + 1) * w) {
            Some(slice) if s % 64 == 0 => Cow::Borrowed(slice),
            _ => Cow::Owned(segment(x, v * s, s)),
        }
    })
}

/// ORs the `len`-bit string `src` into `dst` at bit `off`.
pub(super) fn or_at(dst: &mut [u64], off: usize, src: &[u64], len: usize) {
    if off % 64 == 0 && len % 64 == 0 {
        // Word-aligned (two results per game): a plain OR, which vectorises.
        if let Some(dst) = dst.get_mut(off / 64..) {
            for (d, &w) in dst.iter_mut().zip(&src[..src.len().min(len / 64)]) {
                *d |= w;
            }
        }
        return;
    }
    for (q, &w) in src.iter().enumerate() {
        let w = if (q + 1) * 64 > len {
            w & low_mask(len - q * 64)
        } else {
            w
        };
        let at = off + q * 64;
        let (i, s) = (at / 64, at % 64);
        if let Some(d) = dst.get_mut(i) {
            *d |= w << s;
        }
        if s != 0
            && let Some(d) = dst.get_mut(i + 1)
        {
            *d |= w >> (64 - s);
        }
    }
}

pub(super) fn is_full(bits: &[u64], n: usize) -> bool {
    bits.iter().enumerate().all(|(q, &w)| {
        let want = low_mask(n.saturating_sub(q * 64));
        w & want == want
    })
}
