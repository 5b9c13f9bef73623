//! The lean loop of long closed relays, and its helper thread: the rest of
//! a closed stretch past the tight loop's first laps, in a loop lean enough
//! for hundreds of millions of laps.

use super::backward;
use super::{Brent, LapStart, POLL_LAPS, RelayEnd, SOW, Watch};

/// The length of a row of [`LEAN`]: a row per pickup pit, an entry per
/// hand up to 127 (hands above 64 cannot occur).
const LEAN_ROW: usize = 128;

/// [`LEAN`]'s length: 16 rows, and room after the last for any index the
/// lean loop can form from a masked row, a count below 256 and a gain
/// below 16, so that its indices need no bounds check.
const LEAN_LEN: usize = 16 * LEAN_ROW + 272;

/// `LEAN[w][p * LEAN_ROW + h]`: what a relay lap of `h` seeds from pit `p`
/// adds to the low (`w` = 0) and high (`w` = 1) word of the pits, the
/// landing pit's byte left out ([`SOW`] as two tables indexed alike, so
/// that one index addresses both; no byte carries into the next, so the
/// words add apart). A cycle's small hands touch a few cache lines of each
/// row.
static LEAN: [[u64; LEAN_LEN]; 2] = {
    let mut t = [[0u64; LEAN_LEN]; 2];
    let mut p = 0;
    while p < 16 {
        let mut h = 0;
        while h < LEAN_ROW {
            let add = SOW[p][h] & !(0xffu128 << (8 * ((p + h) % 16)));
            t[0][p * LEAN_ROW + h] = add as u64;
            t[1][p * LEAN_ROW + h] = (add >> 64) as u64;
            h += 1;
        }
        p += 1;
    }
    t
};

/// `LIFT[w][k]`: the mask that empties pit `k` in the low (`w` = 0) and
/// high (`w` = 1) word of the pits.
static LIFT: [[u64; 16]; 2] = {
    let mut t = [[0u64; 16]; 2];
    let mut k = 0;
    while k < 16 {
        let clear = !(0xffu128 << (8 * k));
        t[0][k] = clear as u64;
        t[1][k] = (clear >> 64) as u64;
        k += 1;
    }
    t
};

/// [`Watch::relay_long`] calls in a helper walking back from its first
/// state after this many laps, so that the relays that end soon after it
/// is called never pay for a thread.
const HELPER_FROM: u64 = 1 << 20;

/// Whether this machine has a second core for the helper of
/// [`Watch::relay_long`] (asked once).
fn two_cores() -> bool {
    static TWO: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TWO.get_or_init(|| std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2))
}

/// The state of [`Watch::relay_long`]'s inner loop: the board, the pickup
/// pit times 8 (the bit offset of its byte) and the hand.
#[derive(Clone, Copy, Debug)]
struct Lean {
    pits: u128,
    p8: usize,
    hand: usize,
}

impl Lean {
    /// The lean loop's state at lap start `state`.
    #[inline]
    fn at(state: LapStart) -> Lean {
        Lean {
            pits: state.pits,
            p8: 8 * usize::from(state.pickup),
            hand: usize::from(state.hand),
        }
    }

    /// The lap start.
    #[inline]
    fn state(&self) -> LapStart {
        LapStart {
            pits: self.pits,
            pickup: (self.p8 >> 3) as u8,
            hand: self.hand as u8,
        }
    }

    /// Plays closed relay laps until the turn ends (`true`), or after a lap
    /// whose board's low word is `watched[pickup]` (maybe a state looked
    /// for), or lap `end` of the turn (`laps` counts them: `end > laps`).
    ///
    /// The loop runs for hundreds of millions of laps, at the speed of its
    /// longest chain of dependent steps: from a board to the landing
    /// count read from it, to the table entry that count picks, to the
    /// board after the next lap. So the count is read from the board
    /// before its lap (plus the lap's gain there), which puts a lap's own
    /// table load and add off the chain; the landing pit is emptied with a
    /// mask picked by the landing pit alone, known a step earlier than the
    /// count; and the next landing pit's offset is found from the raw
    /// shifted word (its bits above the byte do not reach the offset's low
    /// bits).
    #[inline(never)]
    fn laps(&mut self, laps: &mut u64, watched: &[u64; 16], end: u64) -> bool {
        let [add_lo, add_hi] = &LEAN;
        let [lift_lo, lift_hi] = &LIFT;
        let mut lo = self.pits as u64;
        let mut hi = (self.pits >> 64) as u64;
        let pickup = (self.p8 >> 3) & 15;
        let hand = self.hand & (LEAN_ROW - 1);
        // This lap's entry in LEAN, and 8 × (pickup + hand): bits 3–5 pick
        // the byte of the landing pit in its word, bit 6 the word (the
        // bits above are not used).
        let mut entry = pickup * LEAN_ROW + hand;
        let mut shift = 8 * (pickup + hand);
        let mut gain = hand.div_ceil(16);
        // Laps before `end`, at most a poll's window, and the
        // relay laps played (the turn's last lap is not counted here).
        let window = (end - *laps) as u32;
        let mut relays = 0u32;
        let ended = loop {
            let word = if shift & 64 != 0 { hi } else { lo };
            let raw = word >> (shift & 63);
            let before = usize::from(raw as u8);
            let count = before + gain;
            if count < 2 {
                // Rule 2: the landing pit was empty.
                break true;
            }
            let landing = (shift >> 3) & 15;
            lo = (lo & lift_lo[landing]) + add_lo[entry];
            hi = (hi & lift_hi[landing]) + add_hi[entry];
            entry = (landing * LEAN_ROW + gain) + before;
            shift = (8 * landing + 8 * gain).wrapping_add((raw as usize).wrapping_mul(8));
            // (As a byte, so that the compiler knows it is below 16.)
            gain = usize::from((count as u8).wrapping_add(15) >> 4);
            relays += 1;
            if lo == watched[landing] || relays == window {
                break false;
            }
        };
        let (pickup, hand) = (entry / LEAN_ROW, entry % LEAN_ROW);
        let mut pits = u128::from(lo) | u128::from(hi) << 64;
        if ended {
            pits += SOW[pickup & 15][hand];
        }
        *self = Lean {
            pits,
            p8: 8 * pickup,
            hand,
        };
        *laps += u64::from(relays) + u64::from(ended);
        ended
    }
}

impl Watch {
    /// The rest of a closed relay past the tight loop's first laps, in a
    /// loop lean enough for hundreds of millions of laps: the board as two
    /// words, one table add and one mask per lap, the landing count read
    /// from the board before the lap.
    ///
    /// A never-ending relay is found by comparing every lap start with the
    /// first one here, as seen from the pickup pit (a compare of one word
    /// per lap). That finds every cycle, on its first return, because a
    /// relay lap start has at most one predecessor. In the lap before it,
    /// the pickup pit of then got a seed a round, `r` in all, and every
    /// other pit at least as many, those after it up to the landing pit
    /// (the pickup pit now) one more: so it is the nearest pit behind the
    /// pickup pit now holding the least count `r` of the others, the hand
    /// was `r` rounds plus the distance, and the board before is the board
    /// now less that lap's seeds, with the seeds now in hand put back. The
    /// one other way is a lap that went exactly round, a hand of 16 times
    /// the hand now from the pickup pit now, which needs every other pit
    /// to hold at least the hand now, while the first way needs the hand
    /// to exceed `r`: they cannot both fit. So the lap map of a closed
    /// stretch is one-to-one, and a relay that never ends comes back to the
    /// very state it started from, with no lead-in: the first repeat of a
    /// turned state is the first state's. (`relay_predecessor` in the
    /// tests names that predecessor and is checked against random relays.)
    /// Turned states suffice, as everywhere in a closed stretch (see
    /// [`super`]): a turned repeat after `q` laps is an exact one after at
    /// most 16 `q`.
    ///
    /// Called at a multiple of [`POLL_LAPS`] laps, where the poll was just
    /// made.
    #[inline(never)]
    pub(super) fn relay_long(
        &mut self,
        next: &mut LapStart,
        laps: &mut u64,
        poll: &mut impl FnMut(u64) -> bool,
    ) -> RelayEnd {
        self.relay_long_from(next, laps, poll, HELPER_FROM).0
    }

    /// [`Watch::relay_long`], with a helper thread walking back from the
    /// first state once `helper_from` laps have gone by here (see
    /// [`backward`]): where two cores are free, a never-ending relay is
    /// known when the walks meet, before the forward walk is round, and at
    /// the very lap the forward walk alone would have known it. Also says
    /// whether the walks met.
    pub(super) fn relay_long_from(
        &mut self,
        next: &mut LapStart,
        turn_laps: &mut u64,
        poll: &mut impl FnMut(u64) -> bool,
        helper_from: u64,
    ) -> (RelayEnd, bool) {
        let first = *next;
        // The first lap start turned to every pickup pit: a lap start is
        // the first one turned when its hand is the first's and its pits
        // are `turned[pickup]`.
        let turned: [u128; 16] = std::array::from_fn(|k| turned_to(first, k as u8).pits);
        let turned_low = turned.map(|pits| pits as u64);
        let mut lean = Lean::at(first);
        let entry = *turn_laps;
        let mut laps = entry;
        let mut next_poll = laps - laps % POLL_LAPS + POLL_LAPS;
        let meeting = std::sync::OnceLock::<backward::Meeting>::new();
        let mut met = false;
        let outcome = std::thread::scope(|scope| {
            let outcome = loop {
                if lean.laps(&mut laps, &turned_low, next_poll) {
                    break RelayEnd::TurnEnded;
                }
                // The lean loop stops after a lap that may need either of these.
                let state = lean.state();
                if state.hand == first.hand && state.pits == turned[usize::from(state.pickup)] {
                    break RelayEnd::NeverEnding;
                }
                if laps != next_poll {
                    continue;
                }
                if poll(laps) {
                    break RelayEnd::Stopped;
                }
                next_poll += POLL_LAPS;
                if let Some((cycle, turn)) =
                    at_poll(scope, &meeting, first, state, laps - entry, helper_from)
                {
                    // The state the forward walk would have stopped at (not
                    // yet reached: it stops at the first).
                    debug_assert!(entry + cycle > laps);
                    (met, laps) = (true, entry + cycle);
                    lean = Lean::at(turned_to(first, (first.pickup + turn) & 15));
                    break RelayEnd::NeverEnding;
                }
            };
            if let Some(meeting) = meeting.get() {
                meeting.finish();
            }
            outcome
        });
        self.len += laps - entry;
        *turn_laps = laps;
        *next = lean.state();
        self.restart_brent(*next);
        (outcome, met)
    }

    /// Brent's algorithm from lap start `state`, with nothing seen before:
    /// after the lean loop stopped, should the turn go on lap by lap.
    fn restart_brent(&mut self, state: LapStart) {
        self.brent = Brent::new(self.compared(state));
    }
}

/// At a poll of [`Watch::relay_long_from`], `lap` laps after its first
/// state `first`, at `state`: the cycle's length and turn if the helper's
/// walk back met this walk, else a checkpoint for the helper, called in
/// once `helper_from` laps have gone by.
fn at_poll<'scope>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    meeting: &'scope std::sync::OnceLock<backward::Meeting>,
    first: LapStart,
    state: LapStart,
    lap: u64,
    helper_from: u64,
) -> Option<(u64, u8)> {
    if let Some(meeting) = meeting.get() {
        if let Some(met) = meeting.met() {
            return Some(met);
        }
        meeting.checkpoint(state, lap);
    } else if lap >= helper_from && two_cores() {
        let meeting = meeting.get_or_init(backward::Meeting::new);
        meeting.checkpoint(first, 0);
        meeting.checkpoint(state, lap);
        scope.spawn(move || meeting.walk_back(first));
    }
    None
}

/// Lap start `first` turned so that its pickup pit is `pickup`.
fn turned_to(first: LapStart, pickup: u8) -> LapStart {
    let by = (usize::from(pickup) + 16 - usize::from(first.pickup)) % 16;
    LapStart {
        pits: first.pits.rotate_left(8 * by as u32),
        pickup,
        hand: first.hand,
    }
}
