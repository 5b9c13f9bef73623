//! The tight loop of [`Watch::relay`]: forced relays one after the other,
//! each lap a table add and a few tests, with Brent's algorithm, and, for
//! long relays, a table of the states whose hash has its high
//! [`SPARSE_BITS`] bits clear, which catches a cycle within a few thousand
//! laps of its first state's return instead of Brent's up to twice the
//! whole length.

use super::{LapStart, POLL_LAPS, RelayEnd, SOW, Watch};

/// A long relay remembers its states with this many high hash bits clear
/// (one in 4,096)...
const SPARSE_BITS: u32 = 12;
/// ...once it has run this many laps (ordinary moves allocate nothing)...
const SPARSE_FROM: u64 = 1 << 16;
/// ...in a table of this many slots (4 MiB), indexed by the hash, a newer
/// state replacing an older one: constant memory, as rule 8 asks. A state
/// lost to a collision only delays the find; Brent's algorithm bounds it.
const SPARSE_SLOTS: usize = 1 << 17;

#[inline]
fn sparse_hash(state: LapStart) -> u64 {
    let tail = u64::from(state.hand) | u64::from(state.pickup) << 8;
    let x = (state.pits as u64) ^ ((state.pits >> 64) as u64).rotate_left(29) ^ tail;
    x.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Where the tight loop stopped.
pub(super) enum Tight {
    /// The run is over.
    Ends(RelayEnd),
    /// A closed relay past [`SPARSE_FROM`] laps: the lean loop goes on.
    Long,
}

impl Watch {
    /// The loop of [`Watch::relay`], compiled apart for closed stretches so
    /// that their laps test nothing but the landing pit.
    #[inline(always)]
    pub(super) fn tight<const CLOSED: bool>(
        &mut self,
        next: &mut LapStart,
        turn_laps: &mut u64,
        capture_mask: u16,
        clockwise_from: u16,
        poll: &mut impl FnMut(u64) -> bool,
    ) -> Tight {
        let closed = CLOSED;
        let capture_mask = if CLOSED { 0 } else { capture_mask };
        let reverse = if closed { 0 } else { clockwise_from };
        let mut pickup = next.pickup;
        let mut pits = next.pits;
        let mut hand = next.hand;
        let mut laps = *turn_laps;
        // Brent's search goes on where the turn machine's laps left it.
        let mut saved = self.saved;
        let mut power = self.power;
        let mut lam = self.lam;
        let mut sparse: Vec<LapStart> = Vec::new();
        let end = loop {
            // The lap itself, in absolute pits. The landing pit's count is
            // read from the pits before the lap (it gets a seed per round,
            // plus the last seed unless that closes a round), which keeps
            // the table load and the add off the chain from hand to hand.
            let landing = (pickup + hand) & 15;
            let gain = (hand >> 4) + u8::from(hand & 15 != 0);
            let count = (pits >> (8 * landing as u32)) as u8 + gain;
            if reverse & 1 << pickup != 0 {
                // Would the clockwise lap capture? Then both directions are
                // legal here: a decision, for the turn machine.
                let back = pickup.wrapping_sub(hand) & 15;
                let back_count = (pits >> (8 * back as u32)) as u8 + gain;
                if back_count >= 2 && capture_mask & 1 << back != 0 {
                    break Tight::Ends(RelayEnd::CaptureOrDecision);
                }
            }
            if count >= 2 && capture_mask & 1 << landing != 0 {
                // Rule 3: a capture, which the turn machine records.
                break Tight::Ends(RelayEnd::CaptureOrDecision);
            }
            pits += SOW[pickup as usize][hand as usize];
            laps += 1;
            if count < 2 {
                // Rule 2: the landing pit was empty.
                break Tight::Ends(RelayEnd::TurnEnded);
            }
            pits &= !(0xffu128 << (8 * landing as u32));
            pickup = landing;
            hand = count;
            // The cycle test (off the chain), in the pickup pit's frame
            // when closed.
            let state = if closed {
                LapStart {
                    pits: pits.rotate_right(8 * pickup as u32),
                    pickup: 0,
                    hand,
                }
            } else {
                LapStart { pits, pickup, hand }
            };
            lam += 1;
            if state == saved {
                break Tight::Ends(RelayEnd::NeverEnding);
            }
            if lam == power {
                saved = state;
                power *= 2;
                lam = 0;
            }
            if laps.is_multiple_of(POLL_LAPS) && poll(laps) {
                // Before the table is made: a search that gives up on a
                // long move (the AI at 65,536 laps) never pays for it.
                break Tight::Ends(RelayEnd::Stopped);
            }
            if CLOSED && laps.is_multiple_of(SPARSE_FROM) {
                // Long: the rest goes through the lean loop.
                break Tight::Long;
            }
            if laps.is_multiple_of(SPARSE_FROM) && sparse.is_empty() {
                // Hand 0 marks an empty slot: a relay's hand is at least 2.
                let empty = LapStart {
                    pits: 0,
                    pickup: 0,
                    hand: 0,
                };
                sparse = vec![empty; SPARSE_SLOTS];
            }
            let hash = sparse_hash(state);
            if !sparse.is_empty() && hash >> (64 - SPARSE_BITS) == 0 {
                let slot = &mut sparse[(hash >> 24) as usize % SPARSE_SLOTS];
                if *slot == state {
                    break Tight::Ends(RelayEnd::NeverEnding);
                }
                *slot = state;
            }
        };
        self.len += laps - *turn_laps;
        *turn_laps = laps;
        *next = LapStart { pits, pickup, hand };
        self.saved = saved;
        self.power = power;
        self.lam = lam;
        end
    }
}
