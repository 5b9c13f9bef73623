//! The other end of a long closed relay: a walk back through the lap
//! starts that lead to the first one, on a second thread, so that a
//! never-ending relay is known when the two walks meet rather than when
//! the forward one has gone all the way round.
//!
//! [`Watch::relay_long`](super::Watch::relay_long) proves that a closed
//! relay's lap start has at most one predecessor, and names it. So the
//! states that lead to the first one form a single chain, and if the relay
//! never ends that chain is its cycle, walked the other way round. The
//! forward walk leaves a checkpoint (its state as seen from the pickup pit)
//! every [`POLL_LAPS`](super::POLL_LAPS) laps; the backward walk looks each
//! of its states up among them. A state found there at `k` steps back that
//! the forward walk had at lap `c` closes the cycle: `c + k` laps from the
//! first state bring it back (turned), exactly the lap the forward walk
//! alone would have found it at, since the turned lap map is one-to-one
//! too. A chain that ends (a state no relay lap leads to) is no cycle: the
//! relay ends, and the forward walk finds where.
//!
//! Nothing here decides anything alone: the forward walk still compares
//! every lap with the first state, so a checkpoint lost to a full slot, or
//! a helper thread that never runs, only costs time.

use super::{LapStart, SOW};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Slots of the checkpoint table (a direct-mapped table, 384 KiB, which
/// stays in the second-level cache), room for the checkpoints of the
/// worst known relays (a checkpoint every [`POLL_LAPS`](super::POLL_LAPS)
/// laps); one that finds its slot taken is dropped, which delays a meeting
/// by one more stretch of steps and nothing else.
const SLOTS: usize = 1 << 14;

/// Bits of a filter in front of the table (8 KiB, which stays in the
/// first-level cache): a checkpoint sets its key's bit, and the backward
/// walk reads its slot only where its bit is set, a few of its steps even
/// when the table is full. Without it, a step waited on a slot in the
/// second-level cache.
const FILTER_BITS: usize = 1 << 16;

/// The low seven bits, and the high bit, of every byte (pit) of a board.
const HIGH7: u128 = u128::from_le_bytes([0x7f; 16]);
const HIGH1: u128 = u128::from_le_bytes([0x80; 16]);

/// A lap start as seen from its pickup pit, in one word: the pits turned so
/// that the pickup pit is byte 0, and the hand in byte 0 (the lifted pickup
/// pit is empty). Never 0, since a relay's hand is at least 2.
#[inline]
pub(super) fn key(state: LapStart) -> u128 {
    state.pits.rotate_right(8 * u32::from(state.pickup)) | u128::from(state.hand)
}

/// The forward walk's checkpoints and the walks' news for each other.
pub(super) struct Meeting {
    /// Per slot: the key's low and high words, and the lap of the forward
    /// walk (from the first state) times 16 plus its pickup pit. The low word
    /// is written last, with release: a reader that sees it sees the rest.
    slots: Vec<[AtomicU64; 3]>,
    /// The filter's words: a bit for the keys of the checkpoints made
    /// (set after the slot's words, with release).
    filter: Vec<AtomicU64>,
    /// The forward walk is done (the turn ended, is known, or was stopped).
    done: AtomicBool,
    /// Set by the backward walk: laps from the first state until it comes
    /// back turned, times 16, plus the turn (in pits) it comes back with;
    /// `u64::MAX` until then.
    met: AtomicU64,
}

#[inline]
fn hash(key: u128) -> u64 {
    let x = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    x.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// A key's slot (the hash's high bits) and its bit in the filter (bits
/// below those).
#[inline]
fn slot_and_bit(key: u128) -> (usize, usize) {
    let hash = hash(key);
    let slot = (hash >> (64 - SLOTS.trailing_zeros())) as usize;
    let bit = (hash >> (64 - SLOTS.trailing_zeros() - FILTER_BITS.trailing_zeros())) as usize;
    (slot, bit % FILTER_BITS)
}

impl Meeting {
    pub(super) fn new() -> Meeting {
        Meeting {
            slots: (0..SLOTS).map(|_| Default::default()).collect(),
            filter: (0..FILTER_BITS / 64).map(|_| AtomicU64::new(0)).collect(),
            done: AtomicBool::new(false),
            met: AtomicU64::new(u64::MAX),
        }
    }

    /// Leaves the forward walk's state at `lap` laps from the first state.
    pub(super) fn checkpoint(&self, state: LapStart, lap: u64) {
        let key = key(state);
        let (slot, bit) = slot_and_bit(key);
        let [lo, hi, tag] = &self.slots[slot];
        // Only the forward thread writes, so a slot seen empty stays so.
        if lo.load(Ordering::Relaxed) == 0 {
            tag.store(lap << 4 | u64::from(state.pickup), Ordering::Relaxed);
            hi.store((key >> 64) as u64, Ordering::Relaxed);
            lo.store(key as u64, Ordering::Release);
            self.filter[bit / 64].fetch_or(1 << (bit % 64), Ordering::Release);
        }
    }

    /// The forward walk is over: the backward one stops.
    pub(super) fn finish(&self) {
        self.done.store(true, Ordering::Relaxed);
    }

    /// Once the walks have met: laps from the first state until it comes
    /// back turned, and the turn (in pits, anticlockwise) it comes back with.
    pub(super) fn met(&self) -> Option<(u64, u8)> {
        let met = self.met.load(Ordering::Acquire);
        (met != u64::MAX).then_some((met >> 4, (met & 15) as u8))
    }

    /// The checkpoint with this key, if any: its lap and pickup pit.
    #[inline]
    fn find(&self, key: u128) -> Option<(u64, u8)> {
        let (slot, bit) = slot_and_bit(key);
        if self.filter[bit / 64].load(Ordering::Acquire) & 1 << (bit % 64) == 0 {
            return None;
        }
        let [lo, hi, tag] = &self.slots[slot];
        if lo.load(Ordering::Acquire) == key as u64
            && hi.load(Ordering::Relaxed) == (key >> 64) as u64
        {
            let tag = tag.load(Ordering::Relaxed);
            Some((tag >> 4, (tag & 15) as u8))
        } else {
            None
        }
    }

    /// Walks back from `first` (the forward walk's first state) until the
    /// walks meet, the chain ends, or the forward walk is done.
    pub(super) fn walk_back(&self, first: LapStart) {
        let mut steps = 0u64;
        walk(first, |back| {
            steps += 1;
            if let Some((lap, theirs)) = self.find(back.key()) {
                // The forward walk's lap `lap` is this state turned by
                // `theirs - pickup`; `steps` laps later it is the first
                // state turned alike.
                let turn = theirs.wrapping_sub(back.pickup) & 15;
                self.met
                    .store((lap + steps) << 4 | u64::from(turn), Ordering::Release);
                return false;
            }
            !(steps.is_multiple_of(1024) && self.done.load(Ordering::Relaxed))
        });
    }
}

/// A lap start on the backward walk: the board with the hand put back in
/// its pit (the board as the lap before left it, so the pickup pit holds
/// the hand, at least 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Back {
    board: u128,
    pickup: u8,
}

impl Back {
    /// The lap start as seen from its pickup pit (a [`key`]).
    #[inline]
    fn key(self) -> u128 {
        self.board.rotate_right(8 * u32::from(self.pickup))
    }
}

/// Walks back from `first` through the lap starts that lead to it, calling
/// `visit` with each until it returns false or the chain ends.
///
/// While some pit is empty the least count is 0 and a step back is short:
/// the lap before came from the nearest empty pit behind, and took a seed
/// off each pit from there up to here. So a pit the walk passes stays
/// full or empty until the walk comes round to it again (the pits it
/// empties are behind it), and the walk, once round the board, has stopped
/// at the very pits that were empty when it set out, nearest first. A
/// round is therefore the bits of one mask taken lowest first, and its
/// steps depend on each other only through that mask (one instruction a
/// step) and the board (one subtraction). Boards with no empty pit take
/// the general [`predecessor`].
#[inline]
fn walk(first: LapStart, mut visit: impl FnMut(Back) -> bool) {
    let mut back = Back {
        board: key(first).rotate_left(8 * u32::from(first.pickup)),
        pickup: first.pickup,
    };
    loop {
        let empty = empty_pits(back.board);
        if empty == 0 {
            let Some((before, distance)) = predecessor(back.key()) else {
                return;
            };
            back.pickup = back.pickup.wrapping_sub(distance) & 15;
            back.board = before.rotate_left(8 * u32::from(back.pickup));
            if !visit(back) {
                return;
            }
            continue;
        }
        // Bit `d - 1` for the empty pit `d` pits behind the round's first
        // pickup pit (the mask reversed, written twice over, and shifted).
        let start = back.pickup;
        let reversed = u32::from(empty.reverse_bits()) * 0x1_0001;
        let mut behind = (reversed >> (16 - u32::from(start))) & 0x7fff;
        let mut last = 0;
        while behind != 0 {
            let back_by = behind.trailing_zeros() + 1;
            let distance = back_by - last;
            if distance < 2 {
                // A lap of one seed starts a turn; no relay lap leads to it.
                return;
            }
            last = back_by;
            let from = start.wrapping_sub(back_by as u8) & 15;
            back.board = back
                .board
                .wrapping_sub(UNSOW[usize::from(from)][distance as usize]);
            back.pickup = from;
            behind &= behind - 1;
            if !visit(back) {
                return;
            }
        }
    }
}

/// The empty pits of `board`, as bits.
#[inline]
fn empty_pits(board: u128) -> u16 {
    // The high bit of each zero byte (exact: no carry leaves a byte)...
    let zero = !(((board & HIGH7) + HIGH7) | board) & HIGH1;
    // ...gathered into the top byte of each word.
    const GATHER: u64 = 0x0002_0408_1020_4081;
    let low = (zero as u64).wrapping_mul(GATHER) >> 56;
    let high = ((zero >> 64) as u64).wrapping_mul(GATHER) >> 56;
    (low | high << 8) as u16
}

/// `UNSOW[p][d]`: what a lap of `d` seeds (below 16) from pit `p` added
/// to the board, less the `d` seeds it lifted from `p`, as a wrapping
/// word: a board less it is the board before the lap, hand put back.
static UNSOW: [[u128; 16]; 16] = {
    let mut t = [[0u128; 16]; 16];
    let mut p = 0;
    while p < 16 {
        let mut d = 0;
        while d < 16 {
            t[p][d] = SOW[p][d].wrapping_sub((d as u128) << (8 * p));
            d += 1;
        }
        p += 1;
    }
    t
};

/// The lap start (as a [`key`]) whose relay lap leads to the one keyed
/// `key`, and how many pits back its pickup pit is; `None` when no relay
/// lap leads there. As [`Watch::relay_long`](super::Watch::relay_long)
/// derives it: the pickup pit before is the nearest pit behind holding the
/// least count `r` of the others (0 unless every other pit holds seeds),
/// the hand `r` rounds plus the distance; or, when every other pit holds at
/// least the hand now, a lap that went exactly round.
#[inline]
pub(super) fn predecessor(key: u128) -> Option<(u128, u8)> {
    let hand = key as u8;
    // Byte 0 (the hand's) can never count as the least.
    let mut others = key | 0xff;
    let mut least = 0u8;
    let empty = loop {
        // The high bit of each empty byte (exact: no carry leaves a byte).
        let empty = !(((others & HIGH7) + HIGH7) | others) & HIGH1;
        if empty != 0 {
            break empty;
        }
        // Every other pit holds seeds: take a round off them all.
        others -= u128::from_le_bytes([1; 16]);
        least += 1;
    };
    if least >= hand {
        // Every other pit got `hand` seeds a round: a lap of `16 · hand`
        // seeds from this very pit (64 seeds allow 4 rounds at most).
        let rounds = usize::from(hand);
        if !(2..=4).contains(&rounds) {
            return None;
        }
        let before = (key & !0xff) + u128::from(hand) - SOW[0][16 * rounds];
        return Some((before | (16 * u128::from(hand)), 0));
    }
    // The nearest least pit behind: the highest such byte.
    let from = (127 - empty.leading_zeros()) / 8;
    let distance = 16 - from;
    let before_hand = 16 * u32::from(least) + distance;
    if !(2..=64).contains(&before_hand) {
        // A lap of one seed starts a turn; no relay lap leads to it (nor
        // to a board of more than 64 seeds).
        return None;
    }
    // The seeds now in hand back in their pit (byte 0, which goes to byte
    // `distance`), the lap's seeds taken off, from the pit before's frame.
    let turned = key.rotate_right(8 * from);
    let before = turned - SOW[0][before_hand as usize];
    Some((before | u128::from(before_hand), distance as u8))
}

#[cfg(test)]
mod tests {
    use super::super::tests::relay_predecessor;
    use super::*;
    use crate::props::{check, config};
    use proptest::prelude::*;

    fn state(mine: [u8; 16], pickup: u8) -> LapStart {
        let mut pits = u128::from_le_bytes(mine);
        let hand = mine[usize::from(pickup)];
        pits &= !(0xffu128 << (8 * u32::from(pickup)));
        LapStart { pits, pickup, hand }
    }

    /// The fast step names the reference's predecessor, turned; a case
    /// counts when there is one.
    #[test]
    fn the_fast_step_back_is_the_reference() {
        let boards = (prop::array::uniform16(0u8..4), 0u8..16, 0u8..15);
        check(config(49, 5000), boards, |(mut mine, pickup, pile)| {
            mine[usize::from(pickup)] = mine[usize::from(pickup)].max(2);
            mine[usize::from((pickup + 5) % 16)] += pile;
            prop_assume!(mine.iter().map(|&n| u32::from(n)).sum::<u32>() <= 64);
            let now = state(mine, pickup);
            let reference = relay_predecessor(now).filter(|before| before.hand >= 2);
            let fast = predecessor(key(now));
            prop_assert_eq!(fast.map(|(k, _)| k), reference.map(key), "{:?}", mine);
            if let (Some((_, distance)), Some(before)) = (fast, reference) {
                prop_assert_eq!((pickup + 16 - distance) % 16, before.pickup);
            }
            Ok(reference.is_some())
        });
    }

    /// The walk's steps, short or general, are [`predecessor`]'s; a case
    /// counts when the walk took a step.
    #[test]
    fn the_walks_steps_are_predecessors() {
        let boards = (prop::array::uniform16(0u8..6), 0u8..16);
        check(config(49, 5000), boards, |(mut mine, pickup)| {
            mine[usize::from(pickup)] = mine[usize::from(pickup)].max(2);
            let first = state(mine, pickup);
            let mut expected = Some((key(first), first.pickup));
            let mut steps = 0;
            walk(first, |back| {
                let (k, p) = expected.unwrap();
                let (before, distance) = predecessor(k).unwrap();
                expected = Some((before, (p + 16 - distance) % 16));
                assert_eq!(back.key(), before, "{mine:?}");
                assert_eq!(back.pickup, (p + 16 - distance) % 16, "{mine:?}");
                steps += 1;
                steps < 300
            });
            // The walk ended where `predecessor` finds none.
            if steps < 300 {
                prop_assert_eq!(predecessor(expected.unwrap().0), None, "{:?}", mine);
            }
            Ok(steps > 0)
        });
    }

    #[test]
    fn empty_pits_are_found_whatever_their_neighbours_hold() {
        let board = u128::from_le_bytes([0, 1, 2, 1, 0, 255, 1, 0, 9, 1, 0, 0, 1, 3, 1, 128]);
        assert_eq!(empty_pits(board), 0b0000_1100_1001_0001);
        assert_eq!(empty_pits(!0), 0);
        assert_eq!(empty_pits(0), 0xffff);
    }

    #[test]
    fn every_other_pit_full_takes_rounds_off() {
        // Pit 3's 9 seeds in hand; every other pit holds 2 or more, pits
        // 1, 7 and 14 the least (2). The nearest of them behind pit 3 is
        // pit 1, 2 pits back: a lap of 2 · 16 + 2 seeds from there.
        let mine = [3, 2, 4, 9, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 2, 3];
        let now = state(mine, 3);
        let (before, distance) = predecessor(key(now)).unwrap();
        assert_eq!(distance, 2);
        assert_eq!(before as u8, 34);
        assert_eq!(Some(before), relay_predecessor(now).map(key));
    }
}
