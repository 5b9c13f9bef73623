//! The turn machine of rules 1–8: one lap at a time, with exact detection of
//! never-ending moves ([`super::cycle`]). Everything that plays a turn —
//! complete moves, the step-by-step turn, legal-move generation, perft —
//! drives this one machine.

use super::cycle::{RelayEnd, Watch};
use super::moves::Dir;
use super::packed::{LapStart, get, sow, take};
use super::position::{Pits, is_inner, is_reverse_pit, opposite};
use super::rules::Rules;
use serde::{Deserialize, Serialize};

/// A cancellable sowing or move generation was stopped by its caller's
/// check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stopped;

/// What started a lap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LapKind {
    /// The first lap of the turn, lifted from the chosen pit.
    Start,
    /// Rule 4: the seeds of an occupied landing pit, lifted and sown on.
    Relay,
    /// Rule 3: captured seeds, sown from the last pickup pit.
    CaptureResow,
    /// Rule 7: 2 seeds into the next pit and 1 into the one after.
    Okwesera,
}

/// Seeds taken from the opponent at the end of a lap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Capture {
    /// The mover's inner pit where the lap ended.
    pub landing: u8,
    /// The opponent's pits emptied, in the opponent's circuit indices: outer, inner.
    pub pits: [u8; 2],
    /// Seeds taken from each of those pits.
    pub seeds: [u8; 2],
}

impl Capture {
    /// Seeds captured in all.
    pub fn total(&self) -> u8 {
        self.seeds[0] + self.seeds[1]
    }
}

/// One lap as it happened, without the per-seed list (see [`super::Lap`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LapInfo {
    pub kind: LapKind,
    pub pickup: u8,
    pub dir: Dir,
    pub hand: u8,
    pub capture: Option<Capture>,
}

/// Where the machine stands at a lap start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    /// The next lap must go anticlockwise.
    Forced,
    /// Both directions are legal: the mover decides.
    Choose,
    /// The turn ended normally.
    Finished,
    /// A lap-start state repeated: the move never ends (rule 8).
    NeverEnding,
}

/// The reverse pits `i j b a` (k0, k1, k14, k15) as a bit mask.
const REVERSE_PITS: u16 = 0b1100_0000_0000_0011;

/// The mover's inner pits (bit `k`) whose both opposite pits hold seeds,
/// where a lap ending on an occupied pit captures (rule 3); none when
/// captures are banned.
fn capture_mask(theirs: &Pits, captures_allowed: bool) -> u16 {
    let faces_seeds = |k: u8| {
        let (outer, inner) = opposite(k);
        theirs[outer as usize] > 0 && theirs[inner as usize] > 0
    };
    (0..16u8)
        .filter(|&k| captures_allowed && is_inner(k) && faces_seeds(k))
        .fold(0, |mask, k| mask | 1 << k)
}

/// The pits a lap's seeds fall into, in order.
pub(crate) fn sown_pits(pickup: u8, hand: u8, dir: Dir) -> impl Iterator<Item = u8> {
    (1..=hand).map(move |i| dir.step(pickup, i % 16))
}

/// One turn in progress.
#[derive(Clone, Debug)]
pub(crate) struct Sowing {
    me: u128,
    opp: Pits,
    next: LapStart,
    next_kind: LapKind,
    captures_allowed: bool,
    reverse_allowed: bool,
    finished: bool,
    never_ending: bool,
    /// The mover's inner pits where a lap ending on an occupied pit would
    /// capture now (bit `k`); 0 when captures are banned this turn.
    capture_mask: u16,
    /// Whether forced relays take the fast path at all (off only for the
    /// lap-by-lap reference in tests).
    shortcut: bool,
    /// Rule 8 over the capture-free stretch of relays the turn is in.
    watch: Watch,
    /// Captures made this turn, in order of landing pits (for the end rules).
    pub captured: bool,
    pub captured_at_right_end: bool,
    pub captured_at_left_end: bool,
    pub last_capture_landing: Option<u8>,
    pub laps: u64,
}

impl Sowing {
    /// Lifts the seeds of pit `k` of the side to move (`mine`), facing `theirs`.
    /// `first_turn`: the mover has not completed a first turn of the game.
    pub fn start(mine: &Pits, theirs: &Pits, k: u8, first_turn: bool, rules: &Rules) -> Sowing {
        let mut me = u128::from_le_bytes(*mine);
        let hand = take(&mut me, k);
        let captures_allowed = !(first_turn && rules.first_turn_capture_ban);
        let start = LapStart {
            pits: me,
            pickup: k,
            hand,
        };
        let capture_mask = capture_mask(theirs, captures_allowed);
        Sowing {
            me,
            opp: *theirs,
            next: start,
            next_kind: LapKind::Start,
            captures_allowed,
            reverse_allowed: captures_allowed && rules.reverse_captures,
            finished: false,
            never_ending: false,
            capture_mask,
            shortcut: true,
            // Closed: no capture can happen for the rest of the turn.
            watch: Watch::new(start, capture_mask == 0),
            captured: false,
            captured_at_right_end: false,
            captured_at_left_end: false,
            last_capture_landing: None,
            laps: 0,
        }
    }

    /// Rule 7: plays pit `k`'s 3 seeds as 2 + 1 and ends the turn.
    pub fn okwesera(mine: &Pits, theirs: &Pits, k: u8, rules: &Rules) -> (Sowing, LapInfo) {
        let mut s = Sowing::start(mine, theirs, k, true, rules);
        let two = Dir::Anticlockwise.step(k, 1);
        let one = Dir::Anticlockwise.step(k, 2);
        s.me += 2u128 << (8 * two as u32) | 1u128 << (8 * one as u32);
        s.finished = true;
        s.laps = 1;
        let info = LapInfo {
            kind: LapKind::Okwesera,
            pickup: k,
            dir: Dir::Anticlockwise,
            hand: 3,
            capture: None,
        };
        (s, info)
    }

    /// The mover's pits now.
    pub fn mine(&self) -> Pits {
        self.me.to_le_bytes()
    }

    /// The opponent's pits now.
    pub fn theirs(&self) -> &Pits {
        &self.opp
    }

    /// The next lap's pickup pit, seeds in hand and kind.
    pub fn next_lap(&self) -> (u8, u8, LapKind) {
        (self.next.pickup, self.next.hand, self.next_kind)
    }

    /// The same machine with the shortcut off: every lap through
    /// [`Sowing::lap`], Brent's algorithm over the real states. The
    /// reference the fast path is tested against; for a machine that has
    /// played no lap yet.
    #[cfg(test)]
    pub(crate) fn without_shortcut(mut self) -> Sowing {
        debug_assert_eq!(self.laps, 0);
        self.shortcut = false;
        self.watch = Watch::new(self.next, false);
        self
    }

    /// In a closed stretch, plays the rest of the turn in the lean loop of
    /// long relays at once, without waiting for the tight loop to hand it
    /// over; returns whether it did (for tests of the lean loop on short
    /// cycles).
    #[cfg(test)]
    pub(crate) fn long_now(&mut self) -> bool {
        if !self.shortcut || self.finished || self.never_ending {
            return false;
        }
        let before = self.laps;
        let Some(end) = self.watch.lean_now(&mut self.next, &mut self.laps) else {
            return false;
        };
        self.relayed_fast(before, end).expect("not stopped");
        true
    }

    pub fn is_never_ending(&self) -> bool {
        self.never_ending
    }

    /// Where the turn stands before the next lap. At a decision it first
    /// checks exactly whether this lap start repeats an earlier one, so that no
    /// decision is ever asked twice in one cycle.
    pub fn status(&mut self) -> Status {
        if self.never_ending {
            return Status::NeverEnding;
        }
        if self.finished {
            return Status::Finished;
        }
        if !self.clockwise_captures() {
            return Status::Forced;
        }
        if self.watch.repeats(self.next) {
            self.never_ending = true;
            return Status::NeverEnding;
        }
        Status::Choose
    }

    /// Rule 5: may the next lap go clockwise? Only from a reverse pit, and only
    /// if that lap's last seed captures under rule 3.
    fn clockwise_captures(&self) -> bool {
        let LapStart { pits, pickup, hand } = self.next;
        if !self.reverse_allowed || !is_reverse_pit(pickup) {
            return false;
        }
        let mut after = pits;
        let landing = sow(&mut after, pickup, hand, Dir::Clockwise);
        self.captures_at(landing, get(after, landing))
    }

    /// Rule 3's test for a lap that ended at `landing`, which now holds `count`
    /// (the opponent's side of it is [`capture_mask`], kept up to date).
    #[inline]
    fn captures_at(&self, landing: u8, count: u8) -> bool {
        count >= 2 && self.capture_mask & 1 << landing != 0
    }

    /// Plays the next lap in direction `dir` (which must be legal: clockwise
    /// only where [`Sowing::status`] said `Choose`).
    pub fn lap(&mut self, dir: Dir) -> LapInfo {
        let LapStart { pickup, hand, .. } = self.next;
        let kind = self.next_kind;
        self.laps += 1;
        let landing = sow(&mut self.me, pickup, hand, dir);
        let count = get(self.me, landing);
        let mut info = LapInfo {
            kind,
            pickup,
            dir,
            hand,
            capture: None,
        };
        if count < 2 {
            // Rule 2: the landing pit was empty.
            self.finished = true;
        } else if self.captures_at(landing, count) {
            // Rule 3: take both opposite pits, re-sow from this lap's pickup pit.
            let (outer, inner) = opposite(landing);
            let seeds = [self.opp[outer as usize], self.opp[inner as usize]];
            self.opp[outer as usize] = 0;
            self.opp[inner as usize] = 0;
            self.captured = true;
            self.last_capture_landing = Some(landing);
            self.captured_at_right_end |= landing == 8;
            self.captured_at_left_end |= landing == 15;
            info.capture = Some(Capture {
                landing,
                pits: [outer, inner],
                seeds,
            });
            self.next = LapStart {
                pits: self.me,
                pickup,
                hand: seeds[0] + seeds[1],
            };
            self.next_kind = LapKind::CaptureResow;
            self.begin_stretch();
        } else {
            // Rule 4: relay.
            let hand = take(&mut self.me, landing);
            self.next = LapStart {
                pits: self.me,
                pickup: landing,
                hand,
            };
            self.next_kind = LapKind::Relay;
            if self.watch.relayed(self.next) {
                self.never_ending = true;
            }
        }
        info
    }

    /// After a capture: a new stretch of relays, closed if no capture can
    /// happen any more (and the shortcut is on).
    fn begin_stretch(&mut self) {
        self.capture_mask = capture_mask(&self.opp, self.captures_allowed);
        let closed = self.shortcut && self.capture_mask == 0;
        self.watch = Watch::new(self.next, closed);
    }

    /// Plays forced anticlockwise relays in one tight loop, without lap
    /// records, until the turn ends, is found never-ending, or the next lap
    /// is one [`Sowing::lap`] must play (a capture, or a lap start where
    /// clockwise is legal too). Returns the laps played; 0 means: play the
    /// next lap with [`Sowing::lap`]. Call it only where [`Sowing::status`]
    /// says `Forced`. `poll` is called with the turn's laps every
    /// [`POLL_LAPS`](super::POLL_LAPS) laps; when it returns true the
    /// machine stops between laps, consistent, and `Err(Stopped)` is
    /// returned. The laps and rule 8 are [`Watch::relay`]'s.
    pub(crate) fn run_fast(&mut self, poll: &mut impl FnMut(u64) -> bool) -> Result<u64, Stopped> {
        if !self.shortcut || self.finished || self.never_ending {
            return Ok(0);
        }
        // Rule 5: only reverse pits may start a clockwise lap, and only to
        // capture.
        let clockwise_from = if self.reverse_allowed {
            REVERSE_PITS
        } else {
            0
        };
        let before = self.laps;
        let end = self.watch.relay(
            &mut self.next,
            &mut self.laps,
            self.capture_mask,
            clockwise_from,
            poll,
        );
        self.relayed_fast(before, end)
    }

    /// Takes in the relays the watch played from lap `before` on, and how
    /// they ended; returns how many they were.
    fn relayed_fast(&mut self, before: u64, end: RelayEnd) -> Result<u64, Stopped> {
        self.me = self.next.pits;
        if self.laps > before {
            self.next_kind = LapKind::Relay;
        }
        match end {
            RelayEnd::TurnEnded => self.finished = true,
            RelayEnd::NeverEnding => self.never_ending = true,
            RelayEnd::CaptureOrDecision => {}
            RelayEnd::Stopped => return Err(Stopped),
        }
        Ok(self.laps - before)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sow_wraps_and_lands() {
        let mut pits = 0u128;
        let landing = sow(&mut pits, 14, 3, Dir::Anticlockwise);
        assert_eq!(landing, 1);
        assert_eq!(pits.to_le_bytes()[15], 1);
        assert_eq!(pits.to_le_bytes()[0], 1);
        assert_eq!(pits.to_le_bytes()[1], 1);
        let mut pits = 0u128;
        let landing = sow(&mut pits, 1, 3, Dir::Clockwise);
        assert_eq!(landing, 14);
        assert_eq!(&pits.to_le_bytes()[14..], &[1, 1]);
        assert_eq!(pits.to_le_bytes()[0], 1);
        let mut pits = 0u128;
        let landing = sow(&mut pits, 5, 17, Dir::Anticlockwise);
        assert_eq!(landing, 6);
        let bytes = pits.to_le_bytes();
        assert_eq!(bytes[6], 2);
        assert_eq!(bytes[5], 1);
        assert_eq!(bytes.iter().map(|&b| b as u32).sum::<u32>(), 17);
        assert_eq!(
            sown_pits(5, 17, Dir::Anticlockwise).collect::<Vec<_>>(),
            vec![6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6]
        );
    }
}
