//! One board's bounds in one byte, the tables' format since
//! `mancala-egtb-v4`.

/// The spread `hi - lo` that stands for "`hi` is every seed on the board".
pub(super) const WIDE: u8 = 7;

/// One board's bounds in a byte: `lo` in the low five bits, `hi - lo` in
/// the top three. A spread of [`WIDE`] or more is stored as `hi` = all
/// `n` seeds, a looser bound and still true (no board of up to 20 seeds
/// needs it: their bounds are at most 3 apart).
#[inline]
pub(super) fn pack(lo: u8, hi: u8) -> u8 {
    lo | (hi - lo).min(WIDE) << 5
}

/// The bounds [`pack`] stored for a board of `n` seeds.
#[inline]
pub(super) fn unpack(b: u8, n: u8) -> (u8, u8) {
    let (lo, spread) = (b & 31, b >> 5);
    (lo, if spread == WIDE { n } else { lo + spread })
}

/// Whether a packed board's value is exact (`lo = hi`).
#[inline]
pub(super) fn is_exact(b: u8) -> bool {
    b >> 5 == 0
}
