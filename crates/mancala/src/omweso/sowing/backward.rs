//! The other end of a long closed relay: a walk back through the lap
//! starts that lead to the first one, on a second thread, so that a
//! never-ending relay is known when the two walks meet rather than when
//! the forward one has gone all the way round.
//!
//! [`Sowing::relay_long`](super::Sowing::relay_long) proves that a closed
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
/// stays in the second-level cache): a checkpoint every 65,536 laps, so a
/// cycle of a billion laps fills it to about 90%; a checkpoint that finds
/// its slot taken is dropped, which delays a meeting by one more stretch
/// of steps and nothing else.
const SLOTS: usize = 1 << 14;

/// Bytes 1–15 of a board: the pits other than the pickup pit.
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
    /// The forward walk is done (the turn ended, is known, or was stopped).
    done: AtomicBool,
    /// Set by the backward walk: laps from the first state until it comes
    /// back turned, times 16, plus the turn (in pits) it comes back with;
    /// `u64::MAX` until then.
    met: AtomicU64,
}

#[inline]
fn slot_of(key: u128) -> usize {
    let x = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    (x.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - SLOTS.trailing_zeros())) as usize
}

impl Meeting {
    pub(super) fn new() -> Meeting {
        Meeting {
            slots: (0..SLOTS).map(|_| Default::default()).collect(),
            done: AtomicBool::new(false),
            met: AtomicU64::new(u64::MAX),
        }
    }

    /// Leaves the forward walk's state at `lap` laps from the first state.
    pub(super) fn checkpoint(&self, state: LapStart, lap: u64) {
        let key = key(state);
        let [lo, hi, tag] = &self.slots[slot_of(key)];
        // Only the forward thread writes, so a slot seen empty stays so.
        if lo.load(Ordering::Relaxed) == 0 {
            tag.store(lap << 4 | u64::from(state.pickup), Ordering::Relaxed);
            hi.store((key >> 64) as u64, Ordering::Relaxed);
            lo.store(key as u64, Ordering::Release);
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
        let [lo, hi, tag] = &self.slots[slot_of(key)];
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
        let mut back = Back::new(first);
        let mut steps = 0u64;
        loop {
            let Some(before) = back.step() else {
                return;
            };
            back = before;
            steps += 1;
            if let Some((lap, theirs)) = self.find(back.key()) {
                // The forward walk's lap `lap` is this state turned by
                // `theirs - pickup`; `steps` laps later it is the first
                // state turned alike.
                let turn = theirs.wrapping_sub(back.pickup) & 15;
                self.met
                    .store((lap + steps) << 4 | u64::from(turn), Ordering::Release);
                return;
            }
            if steps.is_multiple_of(1024) && self.done.load(Ordering::Relaxed) {
                return;
            }
        }
    }
}

/// A lap start on the backward walk: the board with the hand put back in
/// its pit (the board as the lap before left it, so the pickup pit holds
/// the hand, at least 2), and the mask of its empty pits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Back {
    board: u128,
    pickup: u8,
    empty: u16,
}

impl Back {
    fn new(state: LapStart) -> Back {
        let board = key(state).rotate_left(8 * u32::from(state.pickup));
        Back {
            board,
            pickup: state.pickup,
            empty: pits_with(board, 0),
        }
    }

    /// The lap start as seen from its pickup pit (a [`key`]).
    #[inline]
    fn key(self) -> u128 {
        self.board.rotate_right(8 * u32::from(self.pickup))
    }

    /// The lap start whose relay lap leads here, if any ([`predecessor`]).
    ///
    /// While some pit is empty the least count is 0 and the step is short:
    /// the lap before came from the nearest empty pit behind and took a
    /// seed off each pit from there to here, which empties those that held
    /// one. So the next mask is this one, the pit the lap came from taken
    /// out, and the pits of one seed in between put in: found from this
    /// board beside the step, not from the board after it, so that the
    /// walk's chain of dependent steps is mask, pit, mask. Boards with no
    /// empty pit take the general [`predecessor`].
    #[inline]
    fn step(self) -> Option<Back> {
        let Back {
            board,
            pickup,
            empty,
        } = self;
        if empty == 0 {
            let (before, distance) = predecessor(self.key())?;
            let pickup = pickup.wrapping_sub(distance) & 15;
            let board = before.rotate_left(8 * u32::from(pickup));
            return Some(Back {
                board,
                pickup,
                empty: pits_with(board, 0),
            });
        }
        // The nearest empty pit behind: the highest bit below the pickup
        // pit's in the mask written twice over.
        let twice = u32::from(empty) * 0x1_0001;
        let bit = 31 - (twice & ((1 << (pickup + 16)) - 1)).leading_zeros();
        let from = (bit & 15) as u8;
        let distance = pickup + 16 - bit as u8;
        if distance < 2 {
            // A lap of one seed starts a turn; no relay lap leads to it.
            return None;
        }
        let ones = pits_with(board, 1) & BETWEEN[usize::from(from)][usize::from(pickup)];
        Some(Back {
            board: board.wrapping_sub(UNSOW[usize::from(from)][usize::from(distance)]),
            pickup: from,
            empty: (empty & !(1 << from)) | ones,
        })
    }
}

/// The pits of `board` holding `n` seeds, as bits.
#[inline]
fn pits_with(board: u128, n: u8) -> u16 {
    let x = board ^ u128::from_le_bytes([n; 16]);
    // The high bit of each zero byte (exact: no carry leaves a byte)...
    let zero = !(((x & HIGH7) + HIGH7) | x) & HIGH1;
    // ...gathered into the top byte of each word.
    const GATHER: u64 = 0x0002_0408_1020_4081;
    let low = (zero as u64).wrapping_mul(GATHER) >> 56;
    let high = ((zero >> 64) as u64).wrapping_mul(GATHER) >> 56;
    (low | high << 8) as u16
}

/// `BETWEEN[a][b]`: the pits after `a` and before `b`, anticlockwise.
static BETWEEN: [[u16; 16]; 16] = {
    let mut t = [[0u16; 16]; 16];
    let mut a = 0;
    while a < 16 {
        let mut k = (a + 1) % 16;
        let mut b = (a + 1) % 16;
        let mut mask = 0u16;
        while b != a {
            t[a][b] = mask;
            mask |= 1 << k;
            k = (k + 1) % 16;
            b = (b + 1) % 16;
        }
        t[a][a] = mask;
        a += 1;
    }
    t
};

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
/// lap leads there. As [`Sowing::relay_long`](super::Sowing::relay_long)
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
    use proptest::prelude::*;

    fn state(mine: [u8; 16], pickup: u8) -> LapStart {
        let mut pits = u128::from_le_bytes(mine);
        let hand = mine[usize::from(pickup)];
        pits &= !(0xffu128 << (8 * u32::from(pickup)));
        LapStart { pits, pickup, hand }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 5000, failure_persistence: None, ..ProptestConfig::default() })]

        /// The fast step names the reference's predecessor, turned.
        #[test]
        fn the_fast_step_back_is_the_reference(mine in prop::array::uniform16(0u8..4), pickup in 0u8..16, pile in 0u8..15) {
            let mut mine = mine;
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
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 5000, failure_persistence: None, ..ProptestConfig::default() })]

        /// The walk's step, fast or general, is [`predecessor`], and keeps
        /// its mask of empty pits right, along chains of steps.
        #[test]
        fn the_walks_steps_are_predecessors(mine in prop::array::uniform16(0u8..6), pickup in 0u8..16) {
            let mut mine = mine;
            mine[usize::from(pickup)] = mine[usize::from(pickup)].max(2);
            let mut back = Back::new(state(mine, pickup));
            for _ in 0..200 {
                let reference = predecessor(back.key());
                let Some(next) = back.step() else {
                    prop_assert_eq!(reference, None);
                    break;
                };
                prop_assert_eq!(Some((next.key(), (back.pickup + 16 - next.pickup) % 16)), reference);
                prop_assert_eq!(next.empty, pits_with(next.board, 0));
                back = next;
            }
        }
    }

    #[test]
    fn pits_with_finds_the_counts() {
        let board = u128::from_le_bytes([0, 1, 2, 1, 0, 255, 1, 0, 9, 1, 0, 0, 1, 3, 1, 128]);
        assert_eq!(pits_with(board, 0), 0b0000_1100_1001_0001);
        assert_eq!(pits_with(board, 1), 0b0101_0010_0100_1010);
        assert_eq!(pits_with(board, 255), 0b0000_0000_0010_0000);
    }

    #[test]
    fn between_is_the_pits_strictly_between() {
        assert_eq!(BETWEEN[3][7], 0b0111_0000);
        assert_eq!(BETWEEN[14][2], 0b1000_0000_0000_0011);
        assert_eq!(BETWEEN[5][6], 0);
        assert_eq!(BETWEEN[0][0], 0xfffe);
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
