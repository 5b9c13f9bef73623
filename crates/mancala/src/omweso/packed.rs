//! The mover's 16 pits as the bytes of a `u128` (byte `k` = pit `k`), the
//! form in which the turn machine ([`super::sowing`]) and the detection of
//! never-ending moves ([`super::cycle`]) both hold them: a whole lap is one
//! add. No byte can overflow, because the board holds 64 seeds.

use super::moves::Dir;

/// `ONES[r]`: the low `r` bytes set to 1, to add one seed to `r` pits at once.
pub(super) const ONES: [u128; 17] = {
    let mut t = [0u128; 17];
    let mut r = 1;
    while r <= 16 {
        t[r] = t[r - 1] | 1 << (8 * (r - 1));
        r += 1;
    }
    t
};

/// The state at a lap start (rule 8): the mover's pits after lifting, the
/// pickup pit and the seeds in hand. The opponent's pits cannot change
/// between captures, so they need not be part of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct LapStart {
    pub(super) pits: u128,
    pub(super) pickup: u8,
    pub(super) hand: u8,
}

/// Sows `hand` seeds from `pickup` (which receives seeds only on a wrap) and
/// returns the landing pit.
#[inline]
pub(super) fn sow(pits: &mut u128, pickup: u8, hand: u8, dir: Dir) -> u8 {
    let rounds = (hand / 16) as u128;
    let rest = hand % 16;
    let first = match dir {
        Dir::Anticlockwise => (pickup + 1) % 16,
        Dir::Clockwise => (pickup + 16 - rest) % 16,
    };
    *pits += rounds * ONES[16] + ONES[rest as usize].rotate_left(8 * first as u32);
    dir.step(pickup, rest)
}

/// The seeds in pit `k`.
#[inline]
pub(super) fn get(pits: u128, k: u8) -> u8 {
    (pits >> (8 * k as u32)) as u8
}

/// Empties pit `k` and returns its seeds.
#[inline]
pub(super) fn take(pits: &mut u128, k: u8) -> u8 {
    let n = get(*pits, k);
    *pits &= !(0xffu128 << (8 * k as u32));
    n
}
