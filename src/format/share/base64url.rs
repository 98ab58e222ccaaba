//! Base64url without padding (RFC 4648 §5): the alphabet `A-Z a-z 0-9 - _`, every three bytes
//! as four characters, a last group of one or two bytes as two or three characters, no `=`.
//! Share links ([`super::share`]) carry their bytes in this form, which a URL fragment holds
//! without percent-encoding.
//!
//! Written here rather than taken from the `base64` crate: its general-purpose engine adds about
//! 3.9 KiB (gzip) to the page's WebAssembly, these thirty lines about 0.3 KiB, and the page's
//! download is held to a budget (measured with `wasm-opt -Oz`, `docs/league-format.md`).

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` as base64url text, without padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for group in bytes.chunks(3) {
        let n = group
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        // One byte makes two characters, two make three, three make four.
        for i in 0..=group.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// Why a text is not base64url, for [`decode`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// The character at `position` (1-based, in characters) is not in the alphabet.
    Character { position: usize, found: char },
    /// The text ends one character into a byte (its length is 1 more than a multiple of 4).
    Incomplete { bytes: usize },
}

/// The bytes of base64url `text` (no padding). The unused low bits of the last character are
/// ignored.
pub fn decode(text: &str) -> Result<Vec<u8>, Invalid> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    let (mut acc, mut bits) = (0u32, 0u32);
    for (k, c) in text.chars().enumerate() {
        let value = match c {
            'A'..='Z' => c as u32 - 'A' as u32,
            'a'..='z' => c as u32 - 'a' as u32 + 26,
            '0'..='9' => c as u32 - '0' as u32 + 52,
            '-' => 62,
            '_' => 63,
            _ => {
                return Err(Invalid::Character {
                    position: k + 1,
                    found: c,
                });
            }
        };
        acc = (acc << 6 | value) & 0xfff;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits == 6 {
        return Err(Invalid::Incomplete { bytes: out.len() });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Source: RFC 4648 §10's test vectors (with `+/` as `-_` and no padding).
    #[test]
    fn rfc_4648_vectors() {
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(decode(coded).unwrap(), plain.as_bytes());
        }
        // 0xfb 0xff: `+/` in standard base64, `-_` here.
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(decode("-_8").unwrap(), [0xfb, 0xff]);
    }

    #[test]
    fn refuses_what_is_not_base64url() {
        assert_eq!(
            decode("Zm9v+g"),
            Err(Invalid::Character {
                position: 5,
                found: '+'
            })
        );
        assert_eq!(
            decode("Zm9v="),
            Err(Invalid::Character {
                position: 5,
                found: '='
            })
        );
        assert_eq!(decode("Zm9vY"), Err(Invalid::Incomplete { bytes: 3 }));
    }

    #[test]
    fn every_byte_value_round_trips() {
        let bytes: Vec<u8> = (0..=255).collect();
        for len in 0..bytes.len() {
            assert_eq!(decode(&encode(&bytes[..len])).unwrap(), &bytes[..len]);
        }
    }
}
