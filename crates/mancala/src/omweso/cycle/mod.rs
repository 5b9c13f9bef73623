//! Rule 8, exactly and fast: a move never ends when a lap-start state
//! repeats, which can only happen within a stretch of relays with no
//! capture between them.
//!
//! The interface is one type, [`Watch`], kept by the turn machine
//! ([`super::sowing`]) over each capture-free stretch of a turn:
//! [`Watch::new`] when a stretch begins, [`Watch::relayed`] after each relay
//! lap the machine plays itself, [`Watch::repeats`] for an exact answer at a
//! decision, and [`Watch::relay`], which plays the forced relays itself, fast,
//! and says in a [`RelayEnd`] why it stopped.
//!
//! A stretch is *closed* once no capture can happen any more: captures are
//! banned this turn, or every inner pit faces an empty opponent pit, which
//! only a capture could refill. Then the relay is a closed system on the
//! mover's 16 pits, every lap a forced anticlockwise relay, and the laps
//! commute with turning the circuit round: rotating the pits and the pickup
//! pit by `r` rotates every later lap by `r`. So in a closed stretch states
//! are compared as seen from the pickup pit (the pits turned so that it is
//! pit 0): a repeat there after `q` laps means the real state after `q` laps
//! is the first one turned by some `r`, hence after `q · 16 / gcd(r, 16)`
//! laps the real lap-start state repeats exactly. That is rule 8's test,
//! reached up to 16 times sooner. Elsewhere the real states are compared.
//!
//! Repeats are found by Brent's algorithm (constant memory, always
//! terminates), the same whether the machine plays the laps or
//! [`Watch::relay`] does, so that the lap a repeat is found at does not
//! depend on how the laps were played; for long relays also by a fixed
//! table of a sparse sample of the states ([`tight`]); and for long closed
//! relays by the lean loop ([`lean`]), which compares every lap with its
//! first state, with a helper thread walking the cycle the other way
//! ([`backward`]).

use super::POLL_LAPS;
use super::moves::Dir;
use super::packed::{LapStart, ONES, sow, take};

mod backward;
mod lean;
mod tight;

#[cfg(test)]
mod tests;

/// How a run of forced relays ([`Watch::relay`]) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RelayEnd {
    /// The next lap captures, or may go clockwise: the turn machine plays it.
    CaptureOrDecision,
    /// Rule 2: the last seed fell into an empty pit; the turn is over.
    TurnEnded,
    /// A lap-start state repeated: the move never ends (rule 8).
    NeverEnding,
    /// The caller's poll asked to stop; the turn stands between two laps.
    Stopped,
}

/// Rule 8's watch over one capture-free stretch of a turn.
#[derive(Clone, Debug)]
pub(super) struct Watch {
    /// The stretch's first lap start, and the relay laps played since.
    start: LapStart,
    len: u64,
    /// No capture can happen for the rest of the turn: states are compared
    /// as seen from the pickup pit, and a long relay goes to the lean loop.
    closed: bool,
    brent: Brent,
}

/// Brent's algorithm: the state saved, the power of two it waits for, and
/// the laps since it was saved (the tight loop keeps a copy in registers).
#[derive(Clone, Copy, Debug)]
pub(super) struct Brent {
    saved: LapStart,
    power: u64,
    lam: u64,
}

impl Brent {
    /// Brent's search from `state`, with nothing seen before.
    pub(super) fn new(state: LapStart) -> Brent {
        Brent {
            saved: state,
            power: 1,
            lam: 0,
        }
    }

    /// One lap more, to `state`: is it the state saved?
    #[inline(always)]
    pub(super) fn repeats(&mut self, state: LapStart) -> bool {
        self.lam += 1;
        if state == self.saved {
            return true;
        }
        if self.lam == self.power {
            self.saved = state;
            self.power *= 2;
            self.lam = 0;
        }
        false
    }
}

impl Watch {
    /// The watch over a stretch that begins at `start`; `closed` when no
    /// capture can happen for the rest of the turn (see the module).
    pub(super) fn new(start: LapStart, closed: bool) -> Watch {
        Watch {
            start,
            len: 0,
            closed,
            brent: Brent::new(if closed {
                seen_from_pickup(start)
            } else {
                start
            }),
        }
    }

    /// After a relay lap the turn machine played itself, to lap start
    /// `next`: has a lap start repeated?
    #[inline]
    pub(super) fn relayed(&mut self, next: LapStart) -> bool {
        self.len += 1;
        let state = self.compared(next);
        self.brent.repeats(state)
    }

    /// Does `now` equal any earlier lap start of the stretch? Exact, for a
    /// decision, which must never be asked twice in one cycle: re-plays the
    /// stretch (all anticlockwise relays) from its start.
    pub(super) fn repeats(&self, now: LapStart) -> bool {
        let mut state = self.start;
        for _ in 0..self.len {
            if state == now {
                return true;
            }
            let landing = sow(
                &mut state.pits,
                state.pickup,
                state.hand,
                Dir::Anticlockwise,
            );
            state.hand = take(&mut state.pits, landing);
            state.pickup = landing;
        }
        false
    }

    /// Plays forced anticlockwise relays from `next`, without lap records,
    /// until the turn ends, is found never-ending, the next lap is one the
    /// turn machine must play (it captures, or starts at a pit in
    /// `clockwise_from` where the clockwise lap would capture), or `poll`,
    /// called with the turn's laps every [`POLL_LAPS`] laps, returns true.
    /// `capture_mask`: the mover's inner pits where a lap ending on an
    /// occupied pit captures (rule 3). `next` and `laps` (the turn's) are
    /// left at the lap start it stopped at, or after the turn's last lap.
    pub(super) fn relay(
        &mut self,
        next: &mut LapStart,
        laps: &mut u64,
        capture_mask: u16,
        clockwise_from: u16,
        poll: &mut impl FnMut(u64) -> bool,
    ) -> RelayEnd {
        let end = if self.closed {
            self.tight::<true>(next, laps, capture_mask, clockwise_from, poll)
        } else {
            self.tight::<false>(next, laps, capture_mask, clockwise_from, poll)
        };
        match end {
            tight::Tight::Ends(end) => end,
            tight::Tight::Long => self.relay_long(next, laps, poll),
        }
    }

    /// In a closed stretch, plays the rest of the turn in the lean loop at
    /// once, without the tight loop's first laps (for tests of the lean loop
    /// on short cycles); `None` when the stretch is not closed.
    #[cfg(test)]
    pub(super) fn lean_now(&mut self, next: &mut LapStart, laps: &mut u64) -> Option<RelayEnd> {
        self.closed
            .then(|| self.relay_long(next, laps, &mut |_| false))
    }

    /// The state Brent's algorithm compares: the lap start, seen from the
    /// pickup pit in a closed stretch.
    #[inline]
    fn compared(&self, state: LapStart) -> LapStart {
        if self.closed {
            seen_from_pickup(state)
        } else {
            state
        }
    }
}

/// A lap start seen from its pickup pit: the pits turned so that the
/// pickup pit is pit 0.
#[inline]
fn seen_from_pickup(state: LapStart) -> LapStart {
    LapStart {
        pits: state.pits.rotate_right(8 * state.pickup as u32),
        pickup: 0,
        hand: state.hand,
    }
}

/// `SOW[p][h]`: what an anticlockwise lap of `h` seeds from pit `p` adds to
/// the pits (a seed to every pit per full round, then one each to the next
/// `h % 16`). Indexed by the pickup pit (masked to 0..15) and a `u8`, so
/// never out of bounds; hands above 64 cannot occur. 64 KiB.
static SOW: [[u128; 256]; 16] = {
    let mut t = [[0u128; 256]; 16];
    let mut p = 0;
    while p < 16 {
        let mut h = 0;
        while h < 256 {
            t[p][h] =
                (h / 16) as u128 * ONES[16] + ONES[h % 16].rotate_left(8 * ((p as u32 + 1) % 16));
            h += 1;
        }
        p += 1;
    }
    t
};
