//! A fixed-width signed integer for the Dutch system's edge weights.
//!
//! Each edge weight packs the criteria of C.04.3 into one number, most significant first, a
//! field per criterion wide enough that no sum over a matching carries into the field above
//! (the layout is in [`super::weights`]). With a field per score group for the score-sensitive
//! criteria, a round of a few hundred players needs several hundred bits, more than `i128`.
//! The matching solver ([`integer_blossom`]) is generic over its weight type, so this is that
//! type: two's complement over `N` 64-bit limbs, least significant first, with only what the
//! solver and the weight layout need (add, subtract, compare, shift, set a bit). It is written
//! here rather than taken from a big-integer crate because the solver wants a `Copy` type with
//! no allocation in its inner loop, and the few operations fit on a page. They are
//! `#[inline(always)]`:
//! the pages are built for size (`opt-level = "z"`), which would otherwise call each one, and
//! a pairing of a large event does millions of them.

use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Sub, SubAssign};

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Wide<N> {
    pub const ZERO: Wide<N> = Wide([0; N]);

    #[inline(always)]
    pub fn from_u64(v: u64) -> Wide<N> {
        let mut w = [0; N];
        w[0] = v;
        Wide(w)
    }

    /// `2^k`.
    #[inline(always)]
    pub fn bit(k: usize) -> Wide<N> {
        let mut w = [0; N];
        if k < 64 * N {
            w[k / 64] = 1 << (k % 64);
        }
        Wide(w)
    }

    /// The same value in `M` limbs (sign-extended, or cut to the low limbs).
    pub fn resize<const M: usize>(self) -> Wide<M> {
        let fill = if self.negative() { u64::MAX } else { 0 };
        let mut out = [fill; M];
        for (i, o) in out.iter_mut().enumerate() {
            if i < N {
                *o = self.0[i];
            }
        }
        Wide(out)
    }

    #[inline(always)]
    fn negative(&self) -> bool {
        self.0[N - 1] >> 63 == 1
    }

    /// Shifted left by `k` bits (bits past the top are lost).
    #[inline(always)]
    pub fn shl(self, k: usize) -> Wide<N> {
        let (limbs, bits) = (k / 64, k % 64);
        let mut out = [0u64; N];
        for i in (limbs..N).rev() {
            let src = i - limbs;
            let mut v = self.0[src] << bits;
            if bits > 0 && src > 0 {
                v |= self.0[src - 1] >> (64 - bits);
            }
            out[i] = v;
        }
        Wide(out)
    }

    /// Shifted right by one bit, keeping the sign.
    #[inline(always)]
    fn half_signed(self) -> Wide<N> {
        let mut out = [0u64; N];
        let sign = if self.negative() { 1u64 << 63 } else { 0 };
        for (i, o) in out.iter_mut().enumerate() {
            let high = if i + 1 < N { self.0[i + 1] << 63 } else { sign };
            *o = (self.0[i] >> 1) | high;
        }
        Wide(out)
    }
}

impl<const N: usize> std::fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "0x")?;
        for l in self.0.iter().rev() {
            write!(f, "{l:016x}")?;
        }
        Ok(())
    }
}

impl<const N: usize> Ord for Wide<N> {
    #[inline(always)]
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.negative(), other.negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.0.iter().rev().cmp(other.0.iter().rev()),
        }
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    #[inline(always)]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Wide<N>;
    #[inline(always)]
    fn add(self, rhs: Wide<N>) -> Wide<N> {
        let mut out = [0u64; N];
        let mut carry = false;
        for (i, o) in out.iter_mut().enumerate() {
            let (s, c1) = self.0[i].overflowing_add(rhs.0[i]);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            *o = s;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Wide<N>;
    #[inline(always)]
    fn sub(self, rhs: Wide<N>) -> Wide<N> {
        let mut out = [0u64; N];
        let mut borrow = false;
        for (i, o) in out.iter_mut().enumerate() {
            let (s, b1) = self.0[i].overflowing_sub(rhs.0[i]);
            let (s, b2) = s.overflowing_sub(u64::from(borrow));
            *o = s;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl<const N: usize> AddAssign for Wide<N> {
    #[inline(always)]
    fn add_assign(&mut self, rhs: Wide<N>) {
        *self = *self + rhs;
    }
}

impl<const N: usize> SubAssign for Wide<N> {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: Wide<N>) {
        *self = *self - rhs;
    }
}

impl<const N: usize> integer_blossom::Weight for Wide<N> {
    const ZERO: Self = Wide([0; N]);
    const ONE: Self = {
        let mut w = [0; N];
        w[0] = 1;
        Wide(w)
    };
    fn inf() -> Self {
        // The largest positive value over four.
        let mut w = [u64::MAX; N];
        w[N - 1] = u64::MAX >> 3;
        Wide(w)
    }
    #[inline(always)]
    fn double(self) -> Self {
        self.shl(1)
    }
    #[inline(always)]
    fn half(self) -> Self {
        self.half_signed()
    }
}

#[cfg(test)]
mod tests {
    use super::Wide;
    use integer_blossom::Weight;

    type W = Wide<2>;

    fn w(v: i128) -> W {
        let u = v as u128;
        Wide([u as u64, (u >> 64) as u64])
    }

    /// Against `i128` on values across the limb boundary, signs mixed.
    #[test]
    fn arithmetic_agrees_with_i128() {
        let values: [i128; 9] = [
            0,
            1,
            -1,
            (1 << 64) - 1,
            1 << 64,
            -(1 << 64),
            (1 << 100) + 12345,
            -(1 << 90) - 7,
            i128::MAX / 8,
        ];
        for &a in &values {
            for &b in &values {
                assert_eq!(w(a) + w(b), w(a.wrapping_add(b)), "{a} + {b}");
                assert_eq!(w(a) - w(b), w(a.wrapping_sub(b)), "{a} - {b}");
                assert_eq!(w(a).cmp(&w(b)), a.cmp(&b), "{a} <=> {b}");
            }
            assert_eq!(w(a).half(), w(a >> 1), "{a} / 2");
            assert_eq!(w(a).double(), w(a.wrapping_mul(2)), "{a} * 2");
            assert_eq!(w(a).shl(70), w(a.wrapping_shl(70)), "{a} << 70");
        }
        assert_eq!(W::bit(65), w(1 << 65));
        assert_eq!(W::inf(), w(i128::MAX / 4));
    }
}
