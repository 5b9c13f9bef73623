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

/// The sparse sample of a long relay's states: no table (no allocation)
/// until [`SPARSE_FROM`] laps.
#[derive(Default)]
struct Sparse(Vec<LapStart>);

impl Sparse {
    /// After lap `laps`, to `state`: was the state kept before, in its
    /// slot? The table is made at lap [`SPARSE_FROM`].
    #[inline(always)]
    fn repeats(&mut self, laps: u64, state: LapStart) -> bool {
        if laps.is_multiple_of(SPARSE_FROM) && self.0.is_empty() {
            // Hand 0 marks an empty slot: a relay's hand is at least 2.
            let empty = LapStart {
                pits: 0,
                pickup: 0,
                hand: 0,
            };
            self.0 = vec![empty; SPARSE_SLOTS];
        }
        let hash = sparse_hash(state);
        if !self.0.is_empty() && hash >> (64 - SPARSE_BITS) == 0 {
            let slot = &mut self.0[(hash >> 24) as usize % SPARSE_SLOTS];
            if *slot == state {
                return true;
            }
            *slot = state;
        }
        false
    }
}

/// A lap's landing, known before the lap is played. The landing pit's
/// count is read from the pits before the lap (it gets a seed per round,
/// plus the last seed unless that closes a round), which keeps the table
/// load and the add off the chain from hand to hand.
#[derive(Clone, Copy)]
struct Landing {
    pit: u8,
    /// Seeds the lap sows into any one pit (the rounds, plus one).
    gain: u8,
    /// The landing pit's count after the lap.
    count: u8,
}

impl Landing {
    /// The landing of a lap of `hand` seeds from `pickup` over `pits`.
    #[inline(always)]
    fn of(pits: u128, pickup: u8, hand: u8) -> Landing {
        let pit = (pickup + hand) & 15;
        let gain = (hand >> 4) + u8::from(hand & 15 != 0);
        let count = (pits >> (8 * pit as u32)) as u8 + gain;
        Landing { pit, gain, count }
    }

    /// Whether the turn machine must play this lap (from `pickup`, `hand`
    /// seeds): it captures (rule 3, in a pit of `capture_mask`), or it
    /// starts at a pit of `reverse` where the clockwise lap would capture,
    /// so that both directions are legal: a decision.
    #[inline(always)]
    fn for_the_machine(
        self,
        pits: u128,
        pickup: u8,
        hand: u8,
        capture_mask: u16,
        reverse: u16,
    ) -> bool {
        if reverse & 1 << pickup != 0 {
            let back = pickup.wrapping_sub(hand) & 15;
            let back_count = (pits >> (8 * back as u32)) as u8 + self.gain;
            if back_count >= 2 && capture_mask & 1 << back != 0 {
                return true;
            }
        }
        self.count >= 2 && capture_mask & 1 << self.pit != 0
    }
}

/// The state the cycle tests compare: in the pickup pit's frame when
/// closed.
#[inline(always)]
fn compared<const CLOSED: bool>(state: LapStart) -> LapStart {
    if CLOSED {
        LapStart {
            pits: state.pits.rotate_right(8 * state.pickup as u32),
            pickup: 0,
            hand: state.hand,
        }
    } else {
        state
    }
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
        let capture_mask = if CLOSED { 0 } else { capture_mask };
        let reverse = if CLOSED { 0 } else { clockwise_from };
        let (mut pits, mut pickup, mut hand) = (next.pits, next.pickup, next.hand);
        let mut laps = *turn_laps;
        // Brent's search goes on where the turn machine's laps left it.
        let mut brent = self.brent;
        let mut sparse = Sparse::default();
        let end = loop {
            // The lap itself, in absolute pits.
            let landing = Landing::of(pits, pickup, hand);
            if landing.for_the_machine(pits, pickup, hand, capture_mask, reverse) {
                break Tight::Ends(RelayEnd::CaptureOrDecision);
            }
            pits += SOW[pickup as usize][hand as usize];
            laps += 1;
            if landing.count < 2 {
                // Rule 2: the landing pit was empty.
                break Tight::Ends(RelayEnd::TurnEnded);
            }
            pits &= !(0xffu128 << (8 * landing.pit as u32));
            pickup = landing.pit;
            hand = landing.count;
            // The cycle tests (off the chain).
            let state = compared::<CLOSED>(LapStart { pits, pickup, hand });
            if brent.repeats(state) {
                break Tight::Ends(RelayEnd::NeverEnding);
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
            if sparse.repeats(laps, state) {
                break Tight::Ends(RelayEnd::NeverEnding);
            }
        };
        self.len += laps - *turn_laps;
        *turn_laps = laps;
        *next = LapStart { pits, pickup, hand };
        self.brent = brent;
        end
    }
}
