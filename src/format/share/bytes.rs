//! The primitives both link layouts are written in (a league's, `s=`, and a Swiss event's,
//! `e=`): LEB128 varints, length-prefixed UTF-8, words from a fixed table, and bit streams.
//!
//! Every read is checked: running out of bytes, a number out of range or text that is not
//! UTF-8 is a [`ShareProblem`] at the byte where it was found; nothing indexes unchecked, and
//! no count is trusted beyond the bytes left.

use crate::error::{Error, ErrorKind, ShareProblem};

pub(super) fn share_error(problem: ShareProblem) -> Error {
    Error::new(ErrorKind::ShareLink { problem })
}

/// The bits needed to write every number up to `max`.
pub(super) fn width(max: u64) -> u32 {
    u64::BITS - max.leading_zeros()
}

/// Puts the JSON path `path` on an error.
pub(super) fn at(path: &str) -> impl Fn(Error) -> Error + '_ {
    move |e| e.with_path(path)
}

/// Reads a link's bytes from `pos` on.
pub(super) struct Reader<'a> {
    pub(super) bytes: &'a [u8],
    pub(super) pos: usize,
}

impl<'a> Reader<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, pos: 0 }
    }

    /// The version byte: one of `1..=max`.
    pub(super) fn version(&mut self, max: u8) -> Result<u8, Error> {
        let version = self.byte()?;
        if version == 0 || version > max {
            return Err(share_error(ShareProblem::Version {
                found: version,
                max,
            }));
        }
        Ok(version)
    }

    /// Nothing is left over.
    pub(super) fn end(&self) -> Result<(), Error> {
        if self.pos < self.bytes.len() {
            return Err(share_error(ShareProblem::Trailing { at: self.pos }));
        }
        Ok(())
    }

    pub(super) fn byte(&mut self) -> Result<u8, Error> {
        let b = *self
            .bytes
            .get(self.pos)
            .ok_or_else(|| share_error(ShareProblem::Truncated { at: self.pos }))?;
        self.pos += 1;
        Ok(b)
    }

    /// LEB128, at most 64 bits.
    pub(super) fn varint(&mut self) -> Result<u64, Error> {
        let at = self.pos;
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            let bits = u64::from(b & 0x7f);
            if shift == 63 && bits > 1 {
                break;
            }
            v |= bits << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(share_error(ShareProblem::InvalidValue { at, found: v }))
    }

    /// A varint that must be below `known` (a code).
    pub(super) fn code(&mut self, known: u64) -> Result<u64, Error> {
        let at = self.pos;
        let v = self.varint()?;
        if v < known {
            Ok(v)
        } else {
            Err(share_error(ShareProblem::InvalidValue { at, found: v }))
        }
    }

    /// A number of entries that follow, each of at least one byte (so no more than are left).
    pub(super) fn count(&mut self) -> Result<usize, Error> {
        let v = self.varint()?;
        let left = self.bytes.len() - self.pos;
        usize::try_from(v)
            .ok()
            .filter(|&v| v <= left)
            .ok_or_else(|| {
                share_error(ShareProblem::Truncated {
                    at: self.bytes.len(),
                })
            })
    }

    pub(super) fn usize(&mut self) -> Result<usize, Error> {
        let at = self.pos;
        let v = self.varint()?;
        usize::try_from(v).map_err(|_| share_error(ShareProblem::InvalidValue { at, found: v }))
    }

    pub(super) fn u32(&mut self) -> Result<u32, Error> {
        let at = self.pos;
        let v = self.varint()?;
        u32::try_from(v).map_err(|_| share_error(ShareProblem::InvalidValue { at, found: v }))
    }

    /// `0` for none, else the number plus one.
    pub(super) fn optional_u32(&mut self) -> Result<Option<u32>, Error> {
        let at = self.pos;
        match self.varint()? {
            0 => Ok(None),
            v => u32::try_from(v - 1)
                .map(Some)
                .map_err(|_| share_error(ShareProblem::InvalidValue { at, found: v })),
        }
    }

    pub(super) fn bytes_of(&mut self, len: u64) -> Result<&'a [u8], Error> {
        let left = self.bytes.len() - self.pos;
        let len = usize::try_from(len)
            .ok()
            .filter(|&len| len <= left)
            .ok_or_else(|| {
                share_error(ShareProblem::Truncated {
                    at: self.bytes.len(),
                })
            })?;
        let start = self.pos;
        self.pos += len;
        Ok(&self.bytes[start..self.pos])
    }

    pub(super) fn utf8(&mut self, len: u64) -> Result<String, Error> {
        let at = self.pos;
        let bytes = self.bytes_of(len)?;
        String::from_utf8(bytes.to_vec()).map_err(|e| {
            share_error(ShareProblem::NotText {
                at: at + e.utf8_error().valid_up_to(),
            })
        })
    }

    /// Its UTF-8 length, then its bytes.
    pub(super) fn text(&mut self) -> Result<String, Error> {
        let len = self.varint()?;
        self.utf8(len)
    }

    /// `0` for none, else its length plus one, then its bytes.
    pub(super) fn optional_text(&mut self) -> Result<Option<String>, Error> {
        match self.varint()? {
            0 => Ok(None),
            len => self.utf8(len - 1).map(Some),
        }
    }

    /// `2i` for `words[i]`, `2n + 1` for `n` bytes of text.
    pub(super) fn word(&mut self, words: &[&str]) -> Result<String, Error> {
        let at = self.pos;
        let v = self.varint()?;
        if v % 2 == 1 {
            return self.utf8(v / 2);
        }
        usize::try_from(v / 2)
            .ok()
            .and_then(|i| words.get(i))
            .map(|w| w.to_string())
            .ok_or_else(|| share_error(ShareProblem::InvalidValue { at, found: v }))
    }

    /// A bit stream from here on; [`Reader::end_bits`] comes back after it.
    pub(super) fn bits(&self) -> BitReader<'a> {
        BitReader {
            bytes: self.bytes,
            start: self.pos,
            bit: 0,
        }
    }

    /// Continues after `bits`, at the byte after its last bit.
    pub(super) fn end_bits(&mut self, bits: &BitReader) {
        self.pos = bits.start + bits.bit.div_ceil(8);
    }
}

/// Reads a bit stream (low bits first) from byte `start` on.
pub(super) struct BitReader<'a> {
    bytes: &'a [u8],
    start: usize,
    bit: usize,
}

impl BitReader<'_> {
    /// The byte the next bit is in.
    pub(super) fn byte(&self) -> usize {
        self.start + self.bit / 8
    }

    pub(super) fn take(&mut self, width: u32) -> Result<u64, Error> {
        let mut v = 0;
        for i in 0..width {
            let byte = self.byte();
            let b = self
                .bytes
                .get(byte)
                .ok_or_else(|| share_error(ShareProblem::Truncated { at: byte }))?;
            v |= u64::from(b >> (self.bit % 8) & 1) << i;
            self.bit += 1;
        }
        Ok(v)
    }

    /// A code of `width` bits that must be one of `0..known`.
    pub(super) fn code(&mut self, width: u32, known: u64) -> Result<u64, Error> {
        let start = self.byte();
        let code = self.take(width)?;
        if code < known {
            Ok(code)
        } else {
            Err(share_error(ShareProblem::InvalidValue {
                at: start,
                found: code,
            }))
        }
    }
}

/// A link's bytes, as they are written.
#[derive(Default)]
pub(super) struct Writer {
    pub(super) bytes: Vec<u8>,
}

impl Writer {
    /// LEB128: seven bits a byte, low bits first, the high bit set on all but the last byte.
    pub(super) fn varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.bytes.push(v as u8 | 0x80);
            v >>= 7;
        }
        self.bytes.push(v as u8);
    }

    /// Its UTF-8 length, then its bytes.
    pub(super) fn text(&mut self, s: &str) {
        self.varint(s.len() as u64);
        self.bytes.extend_from_slice(s.as_bytes());
    }

    /// `0` for none, else its length plus one, then its bytes.
    pub(super) fn optional_text(&mut self, s: Option<&str>) {
        match s {
            None => self.varint(0),
            Some(s) => {
                self.varint(s.len() as u64 + 1);
                self.bytes.extend_from_slice(s.as_bytes());
            }
        }
    }

    /// A word of `words` as `2 × index`, any other text as `2 × length + 1` and its bytes.
    pub(super) fn word(&mut self, words: &[&str], s: &str) {
        match words.iter().position(|&w| w == s) {
            Some(i) => self.varint(2 * i as u64),
            None => {
                self.varint(2 * s.len() as u64 + 1);
                self.bytes.extend_from_slice(s.as_bytes());
            }
        }
    }

    /// `bits`, to the end of its last byte.
    pub(super) fn bits(&mut self, bits: Bits) {
        self.bytes.extend_from_slice(&bits.bytes);
    }
}

/// A bit stream, low bits first: bit `i` is bit `i % 8` of byte `i / 8`.
#[derive(Default)]
pub(super) struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    /// The low `width` bits of `value`, lowest first.
    pub(super) fn push(&mut self, value: u64, width: u32) {
        for i in 0..width {
            if self.len % 8 == 0 {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                let last = self.bytes.len() - 1;
                self.bytes[last] |= 1 << (self.len % 8);
            }
            self.len += 1;
        }
    }
}
