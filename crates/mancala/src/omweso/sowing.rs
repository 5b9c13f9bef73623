//! The turn machine of rules 1–8: one lap at a time, with exact detection of
//! never-ending moves. Everything that plays a turn — complete moves, the
//! step-by-step turn, legal-move generation, perft — drives this one machine.

use super::moves::Dir;
use super::play::{POLL_LAPS, Stopped};
use super::position::{Pits, is_inner, is_reverse_pit, opposite};
use super::rules::Rules;
use serde::{Deserialize, Serialize};

mod backward;

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

/// How a run of forced relays ([`Sowing::run_fast`]) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RelayEnd {
    /// The next lap captures, or may go clockwise: [`Sowing::lap`] plays it.
    CaptureOrDecision,
    /// Rule 2: the last seed fell into an empty pit; the turn is over.
    TurnEnded,
    /// A lap-start state repeated: the move never ends (rule 8).
    NeverEnding,
    /// The caller's poll asked to stop; the machine stands between two laps.
    Stopped,
}

/// Where the tight loop of [`Sowing::relay`] stopped.
enum Tight {
    /// The run is over.
    Ends(RelayEnd),
    /// A closed relay past [`SPARSE_FROM`] laps: the lean loop goes on.
    Long,
}

/// The state at a lap start (rule 8): the mover's pits after lifting, the
/// pickup pit and the seeds in hand. The opponent's pits cannot change
/// between captures, so they need not be part of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct LapStart {
    pits: u128,
    pickup: u8,
    hand: u8,
}

impl LapStart {
    /// The state seen from the pickup pit: the pits turned so that the
    /// pickup pit is pit 0.
    #[inline]
    fn in_frame(self) -> LapStart {
        LapStart {
            pits: self.pits.rotate_right(8 * self.pickup as u32),
            pickup: 0,
            hand: self.hand,
        }
    }
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

/// `ONES[r]`: the low `r` bytes set to 1, to add one seed to `r` pits at once.
const ONES: [u128; 17] = {
    let mut t = [0u128; 17];
    let mut r = 1;
    while r <= 16 {
        t[r] = t[r - 1] | 1 << (8 * (r - 1));
        r += 1;
    }
    t
};

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

/// A long relay remembers its states with this many high hash bits clear
/// (one in 4,096)...
const SPARSE_BITS: u32 = 12;
/// ...once it has run this many laps (ordinary moves allocate nothing)...
const SPARSE_FROM: u64 = 1 << 16;
/// ...in a table of this many slots (4 MiB), indexed by the hash, a newer
/// state replacing an older one: constant memory, as rule 8 asks. A state
/// lost to a collision only delays the find; Brent's algorithm bounds it.
const SPARSE_SLOTS: usize = 1 << 17;

/// [`Sowing::relay_long`] calls in a helper walking back from its first
/// state after this many laps (about 3 ms), so that the relays that end
/// soon after it is called never pay for a thread.
const HELPER_FROM: u64 = 1 << 20;

/// Whether this machine has a second core for the helper of
/// [`Sowing::relay_long`] (asked once).
fn two_cores() -> bool {
    static TWO: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TWO.get_or_init(|| std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2))
}

#[inline]
fn sparse_hash(state: LapStart) -> u64 {
    let tail = u64::from(state.hand) | u64::from(state.pickup) << 8;
    let x = (state.pits as u64) ^ ((state.pits >> 64) as u64).rotate_left(29) ^ tail;
    x.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Sows `hand` seeds from `pickup` (which receives seeds only on a wrap) and
/// returns the landing pit. Pits are bytes of a `u128` (byte `k` = pit `k`); no
/// byte can overflow because the board holds 64 seeds.
#[inline]
fn sow(pits: &mut u128, pickup: u8, hand: u8, dir: Dir) -> u8 {
    let rounds = (hand / 16) as u128;
    let rest = hand % 16;
    let first = match dir {
        Dir::Anticlockwise => (pickup + 1) % 16,
        Dir::Clockwise => (pickup + 16 - rest) % 16,
    };
    *pits += rounds * ONES[16] + ONES[rest as usize].rotate_left(8 * first as u32);
    dir.step(pickup, rest)
}

#[inline]
fn get(pits: u128, k: u8) -> u8 {
    (pits >> (8 * k as u32)) as u8
}

#[inline]
fn take(pits: &mut u128, k: u8) -> u8 {
    let n = get(*pits, k);
    *pits &= !(0xffu128 << (8 * k as u32));
    n
}

/// The pits a lap's seeds fall into, in order.
pub(crate) fn sown_pits(pickup: u8, hand: u8, dir: Dir) -> impl Iterator<Item = u8> {
    (1..=hand).map(move |i| dir.step(pickup, i % 16))
}

/// The state of [`Sowing::relay_long`]'s inner loop: the board, the pickup
/// pit times 8 (the bit offset of its byte) and the hand.
#[derive(Clone, Copy, Debug)]
struct Lean {
    pits: u128,
    p8: usize,
    hand: usize,
}

impl Lean {
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
    /// No capture is possible for the rest of the turn (see
    /// [`Sowing::run_fast`]), and the shortcut is on.
    closed: bool,
    /// Whether closed stretches take the fast path at all (off only for the
    /// lap-by-lap reference in tests).
    shortcut: bool,
    /// Captures made this turn, in order of landing pits (for the end rules).
    pub captured: bool,
    pub captured_at_right_end: bool,
    pub captured_at_left_end: bool,
    pub last_capture_landing: Option<u8>,
    pub laps: u64,
    // Cycle detection over the capture-free stretch that began at `stretch_start`:
    // Brent's algorithm in constant memory, plus an exact re-check at decisions.
    stretch_start: LapStart,
    stretch_len: u64,
    brent_saved: LapStart,
    brent_power: u64,
    brent_lam: u64,
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
        let closed = capture_mask == 0;
        let brent_start = if closed { start.in_frame() } else { start };
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
            closed,
            shortcut: true,
            captured: false,
            captured_at_right_end: false,
            captured_at_left_end: false,
            last_capture_landing: None,
            laps: 0,
            stretch_start: start,
            stretch_len: 0,
            brent_saved: brent_start,
            brent_power: 1,
            brent_lam: 0,
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

    /// The same machine with the closed-stretch shortcut off: every lap
    /// through [`Sowing::lap`], Brent's algorithm over the real states. The
    /// reference the fast path is tested against.
    #[cfg(test)]
    pub(crate) fn without_shortcut(mut self) -> Sowing {
        self.shortcut = false;
        self.closed = false;
        self.brent_saved = self.next;
        self
    }

    /// In a closed stretch, plays the rest of the turn with
    /// [`Sowing::relay_long`] at once, without waiting for 65,536 laps;
    /// returns whether it did (for tests of the lean loop on short cycles).
    #[cfg(test)]
    pub(crate) fn long_now(&mut self) -> bool {
        let ready = self.shortcut && self.closed && !self.finished && !self.never_ending;
        if ready {
            self.relay_long(&mut |_| false).expect("not stopped");
        }
        ready
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
        if self.repeats_in_stretch() {
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
            self.check_cycle();
        }
        info
    }

    fn begin_stretch(&mut self) {
        self.capture_mask = capture_mask(&self.opp, self.captures_allowed);
        self.closed = self.shortcut && self.capture_mask == 0;
        self.stretch_start = self.next;
        self.stretch_len = 0;
        self.brent_saved = self.brent_state();
        self.brent_power = 1;
        self.brent_lam = 0;
    }

    /// Plays forced anticlockwise relays in one tight loop, without lap
    /// records, until the turn ends, is found never-ending, or the next lap
    /// is one [`Sowing::lap`] must play (a capture, or a lap start where
    /// clockwise is legal too). Returns the laps played; 0 means: play the
    /// next lap with [`Sowing::lap`]. Call it only where [`Sowing::status`]
    /// says `Forced`. `poll` is called with the turn's laps every
    /// [`POLL_LAPS`] laps; when it returns true the machine stops between
    /// laps, consistent, and `Err(Stopped)` is returned.
    ///
    /// A stretch is *closed* once no capture can happen any more: captures
    /// are banned this turn, or every inner pit faces an empty opponent pit,
    /// which only a capture could refill. Then the relay is a closed system
    /// on the mover's 16 pits, every lap a forced anticlockwise relay, and
    /// the laps commute with turning the circuit round: rotating the pits
    /// and the pickup pit by `r` rotates every later lap by `r`. So in a
    /// closed stretch states are compared as seen from the pickup pit (the
    /// pits turned so that it is pit 0): a repeat there after `q` laps means
    /// the real state after `q` laps is the first one turned by some `r`,
    /// hence after `q · 16 / gcd(r, 16)` laps the real lap-start state
    /// repeats exactly. That is rule 8's test, reached up to 16 times sooner.
    /// Elsewhere the real states are compared. Repeats are found by Brent's
    /// algorithm (constant memory, always terminates), continued from
    /// [`Sowing::lap`]'s so that the lap a repeat is found at does not depend
    /// on how the laps were played, and, for long relays, by a fixed table of
    /// the states whose hash has its high [`SPARSE_BITS`] bits clear, which
    /// catches the cycle within a few thousand laps of its first state's
    /// return instead of Brent's up to twice the whole length.
    pub(crate) fn run_fast(&mut self, poll: &mut impl FnMut(u64) -> bool) -> Result<u64, Stopped> {
        if !self.shortcut || self.finished || self.never_ending {
            Ok(0)
        } else if self.closed {
            self.relay::<true>(poll)
        } else {
            self.relay::<false>(poll)
        }
    }

    /// The loop of [`Sowing::run_fast`], compiled apart for closed stretches
    /// so that their laps test nothing but the landing pit.
    #[inline(always)]
    fn relay<const CLOSED: bool>(
        &mut self,
        poll: &mut impl FnMut(u64) -> bool,
    ) -> Result<u64, Stopped> {
        let closed = CLOSED;
        let capture_mask = if CLOSED { 0 } else { self.capture_mask };
        // Only reverse pits may start a clockwise lap, and only to capture.
        let reverse = if self.reverse_allowed && !closed {
            REVERSE_PITS
        } else {
            0
        };
        let mut pickup = self.next.pickup;
        let mut pits = self.next.pits;
        let mut hand = self.next.hand;
        let mut laps = self.laps;
        // Brent's search goes on where `lap` left it, so that the lap a
        // repeat is found at does not depend on how the laps were played.
        let mut saved = self.brent_saved;
        let mut power = self.brent_power;
        let mut lam = self.brent_lam;
        let mut sparse: Vec<LapStart> = Vec::new();
        let outcome = loop {
            // The lap itself, in absolute pits. The landing pit's count is
            // read from the pits before the lap (it gets a seed per round,
            // plus the last seed unless that closes a round), which keeps
            // the table load and the add off the chain from hand to hand.
            let landing = (pickup + hand) & 15;
            let gain = (hand >> 4) + u8::from(hand & 15 != 0);
            let count = (pits >> (8 * landing as u32)) as u8 + gain;
            if reverse & 1 << pickup != 0 {
                // Would the clockwise lap capture? Then both directions are
                // legal here: a decision, for `status` and `lap`.
                let back = pickup.wrapping_sub(hand) & 15;
                let back_count = (pits >> (8 * back as u32)) as u8 + gain;
                if back_count >= 2 && capture_mask & 1 << back != 0 {
                    break Tight::Ends(RelayEnd::CaptureOrDecision);
                }
            }
            if count >= 2 && capture_mask & 1 << landing != 0 {
                // (Rule 3's test, as `captures_at`.)
                // A capture: `lap` records it.
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
        let played = laps - self.laps;
        self.me = pits;
        self.stretch_len += laps - self.laps;
        self.laps = laps;
        match outcome {
            Tight::Ends(RelayEnd::TurnEnded) => self.finished = true,
            Tight::Ends(RelayEnd::NeverEnding) => self.never_ending = true,
            Tight::Ends(RelayEnd::CaptureOrDecision | RelayEnd::Stopped) | Tight::Long => {}
        }
        self.next = LapStart {
            pits: self.me,
            pickup,
            hand,
        };
        if played > 0 {
            self.next_kind = LapKind::Relay;
        }
        self.brent_saved = saved;
        self.brent_power = power;
        self.brent_lam = lam;
        match outcome {
            Tight::Long => Ok(played + self.relay_long(poll)?),
            Tight::Ends(RelayEnd::Stopped) => Err(Stopped),
            Tight::Ends(_) => Ok(played),
        }
    }

    /// The rest of a closed relay past [`SPARSE_FROM`] laps, in a loop lean
    /// enough for hundreds of millions of laps: the board as two words, one
    /// table add and one mask per lap, the landing count read from the
    /// board before the lap.
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
    /// Turned states suffice, as in [`Sowing::run_fast`]: a turned repeat
    /// after `q` laps is an exact one after at most 16 `q`.
    ///
    /// Called at a multiple of [`SPARSE_FROM`] laps, where the poll was
    /// just made.
    #[inline(never)]
    fn relay_long(&mut self, poll: &mut impl FnMut(u64) -> bool) -> Result<u64, Stopped> {
        self.relay_long_from(poll, HELPER_FROM).0
    }

    /// [`Sowing::relay_long`], with a helper thread walking back from the
    /// first state once `helper_from` laps have gone by here (see
    /// [`backward`]): where two cores are free, a never-ending relay is
    /// known when the walks meet (about 83% of the way round here), at
    /// the very lap the forward walk alone would have known it. Also says
    /// whether the walks met.
    fn relay_long_from(
        &mut self,
        poll: &mut impl FnMut(u64) -> bool,
        helper_from: u64,
    ) -> (Result<u64, Stopped>, bool) {
        let first = self.next;
        // The first lap start turned to every pickup pit: a lap start is
        // the first one turned when its hand is the first's and its pits
        // are `turned[pickup]`.
        let turned: [u128; 16] = std::array::from_fn(|k| {
            let by = (k + 16 - usize::from(first.pickup)) % 16;
            first.pits.rotate_left(8 * by as u32)
        });
        let turned_low = turned.map(|pits| pits as u64);
        let mut lean = Lean {
            pits: first.pits,
            p8: 8 * usize::from(first.pickup),
            hand: usize::from(first.hand),
        };
        let entry = self.laps;
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
                if laps == next_poll {
                    if poll(laps) {
                        break RelayEnd::Stopped;
                    }
                    next_poll += POLL_LAPS;
                    if let Some(meeting) = meeting.get() {
                        if let Some((cycle, turn)) = meeting.met() {
                            // The state the forward walk would have stopped
                            // at (not yet reached: it stops at the first).
                            debug_assert!(entry + cycle > laps);
                            met = true;
                            laps = entry + cycle;
                            lean = Lean {
                                pits: first.pits.rotate_left(8 * u32::from(turn)),
                                p8: 8 * usize::from((first.pickup + turn) & 15),
                                hand: usize::from(first.hand),
                            };
                            break RelayEnd::NeverEnding;
                        }
                        meeting.checkpoint(state, laps - entry);
                    } else if laps - entry >= helper_from && two_cores() {
                        let meeting = meeting.get_or_init(backward::Meeting::new);
                        meeting.checkpoint(first, 0);
                        meeting.checkpoint(state, laps - entry);
                        scope.spawn(move || meeting.walk_back(first));
                    }
                }
            };
            if let Some(meeting) = meeting.get() {
                meeting.finish();
            }
            outcome
        });
        let played = laps - self.laps;
        self.me = lean.pits;
        self.stretch_len += played;
        self.laps = laps;
        match outcome {
            RelayEnd::TurnEnded => self.finished = true,
            RelayEnd::NeverEnding => self.never_ending = true,
            RelayEnd::CaptureOrDecision | RelayEnd::Stopped => {}
        }
        self.next = lean.state();
        // Stopped: Brent's algorithm starts again from here, should the
        // turn go on lap by lap.
        self.brent_saved = self.brent_state();
        self.brent_power = 1;
        self.brent_lam = 0;
        let played = match outcome {
            RelayEnd::Stopped => Err(Stopped),
            _ => Ok(played),
        };
        (played, met)
    }

    /// The state Brent's algorithm compares: the lap-start state, seen from
    /// the pickup pit in a closed stretch (see [`Sowing::run_fast`]).
    #[inline]
    fn brent_state(&self) -> LapStart {
        if self.closed {
            self.next.in_frame()
        } else {
            self.next
        }
    }

    /// Brent's cycle finding over the relays of the current stretch.
    #[inline]
    fn check_cycle(&mut self) {
        self.stretch_len += 1;
        self.brent_lam += 1;
        let state = self.brent_state();
        if state == self.brent_saved {
            self.never_ending = true;
        } else if self.brent_lam == self.brent_power {
            self.brent_saved = state;
            self.brent_power *= 2;
            self.brent_lam = 0;
        }
    }

    /// Does the current lap start equal any earlier one of this stretch?
    /// Re-plays the stretch (all anticlockwise relays) from its start.
    fn repeats_in_stretch(&self) -> bool {
        let mut state = self.stretch_start;
        for _ in 0..self.stretch_len {
            if state == self.next {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The lap-by-lap reference for a forced relay: `None` if undecided
    /// within `cap` laps.
    fn lap_by_lap(sowing: &Sowing, cap: u64) -> Option<Sowing> {
        let mut s = sowing.clone().without_shortcut();
        while s.status() == Status::Forced {
            if s.laps >= cap {
                return None;
            }
            s.lap(Dir::Anticlockwise);
        }
        Some(s)
    }

    /// A closed relay (captures banned: a first turn) on `mine`, from its
    /// fullest pit.
    fn closed(mine: Pits) -> Sowing {
        let k = (0..16u8).max_by_key(|&k| (mine[k as usize], k)).unwrap();
        Sowing::start(&mine, &[1; 16], k, true, &Rules::default())
    }

    /// [`Sowing::relay_long`] against the reference, from the first lap.
    fn long_agrees(mine: Pits) -> Result<(), TestCaseError> {
        let start = closed(mine);
        prop_assume!(start.next.hand >= 2);
        let Some(slow) = lap_by_lap(&start, 2_000_000) else {
            return Ok(());
        };
        let mut fast = start.clone();
        let played = fast.relay_long(&mut |_| false).unwrap();
        prop_assert_eq!(fast.is_never_ending(), slow.is_never_ending(), "{:?}", mine);
        prop_assert_eq!(played, fast.laps);
        if !slow.is_never_ending() {
            prop_assert!(fast.finished);
            prop_assert_eq!(fast.laps, slow.laps, "{:?}", mine);
            prop_assert_eq!(fast.mine(), slow.mine(), "{:?}", mine);
        }
        Ok(())
    }

    /// `seeds` seeds spread at random over 16 pits, some piled up (hands
    /// of 16 and more wrap round).
    fn pits() -> impl Strategy<Value = Pits> {
        (2u32..=64, any::<u64>(), 0u32..4).prop_map(|(seeds, seed, piles)| {
            use rand::{Rng, SeedableRng};
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let mut pits = [0u8; 16];
            let pile = rng.random_range(0..16);
            for i in 0..seeds {
                let k = if i < piles * 8 {
                    pile
                } else {
                    rng.random_range(0..16)
                };
                pits[k] += 1;
            }
            pits
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

        #[test]
        fn the_long_loop_agrees_with_the_reference(mine in pits()) {
            long_agrees(mine)?;
        }
    }

    #[test]
    fn the_long_loop_agrees_on_the_worst_closed_relays() {
        // Issue 13's two moves and the rules tests' one, from their first
        // lap with captures banned (so other relays than in play), and a
        // few thousand boards one seed away from them.
        for mine in [
            [0, 1, 3, 2, 3, 1, 0, 1, 8, 5, 1, 6, 7, 2, 7, 10],
            [12, 2, 3, 0, 1, 2, 1, 7, 8, 1, 4, 6, 1, 2, 3, 4],
            [2, 1, 7, 8, 3, 1, 2, 3, 5, 1, 0, 2, 1, 10, 1, 0],
        ] {
            for from in 0..16 {
                for to in 0..16 {
                    let mut near = mine;
                    if near[from] > 0 {
                        near[from] -= 1;
                        near[to] += 1;
                    }
                    long_agrees(near).unwrap();
                }
            }
        }
    }

    /// Closed relays that never end after 0.7 and 2 million laps.
    const LONG_CYCLES: [Pits; 2] = [
        [4, 3, 2, 1, 2, 3, 4, 5, 0, 5, 2, 1, 2, 4, 5, 1],
        [5, 4, 8, 6, 3, 4, 3, 2, 6, 3, 4, 5, 6, 1, 0, 3],
    ];

    #[test]
    fn the_walk_back_meets_the_forward_walk_where_it_would_have_known() {
        for mine in LONG_CYCLES {
            let start = closed(mine);
            let mut alone = start.clone();
            let (played, met) = alone.relay_long_from(&mut |_| false, u64::MAX);
            assert!(!met && alone.is_never_ending());
            assert_eq!(played, Ok(alone.laps));
            // The forward walk's checkpoints, lap by lap; the walk back
            // from the first state finds the nearest before the end.
            let meeting = backward::Meeting::new();
            let mut state = start.next;
            for lap in 0..alone.laps {
                if lap % POLL_LAPS == 0 {
                    meeting.checkpoint(state, lap);
                }
                state = relay_lap(state).unwrap();
            }
            meeting.walk_back(start.next);
            let (cycle, turn) = meeting.met().unwrap();
            assert_eq!(start.laps + cycle, alone.laps, "{mine:?}");
            assert_eq!((start.next.pickup + turn) % 16, alone.next.pickup);
            assert_eq!(
                start.next.pits.rotate_left(8 * u32::from(turn)),
                alone.next.pits
            );
            assert_eq!(alone.next, state);
        }
    }

    #[test]
    fn the_long_loop_with_a_helper_ends_as_without() {
        // Whether the walks meet depends on the threads' speeds; what the
        // turn comes to does not.
        let mut boards = LONG_CYCLES.to_vec();
        // ...and relays that end, with a helper walking back a chain.
        boards.push([0, 1, 3, 2, 3, 1, 0, 1, 8, 5, 1, 6, 7, 2, 7, 10]);
        boards.push([2, 1, 7, 8, 3, 1, 2, 3, 5, 1, 0, 2, 1, 10, 1, 0]);
        for mine in boards {
            let start = closed(mine);
            let mut alone = start.clone();
            let mut helped = start.clone();
            let alone_played = alone.relay_long_from(&mut |_| false, u64::MAX).0;
            let helped_played = helped.relay_long_from(&mut |_| false, 0).0;
            assert_eq!(alone_played, helped_played, "{mine:?}");
            assert_eq!(
                (
                    alone.laps,
                    alone.next,
                    alone.me,
                    alone.finished,
                    alone.never_ending
                ),
                (
                    helped.laps,
                    helped.next,
                    helped.me,
                    helped.finished,
                    helped.never_ending
                ),
                "{mine:?}"
            );
        }
    }

    /// The relay lap that leads to `state` (pits after lifting, pickup,
    /// hand), if there is one, as [`Sowing::relay_long`]'s comment derives
    /// it: the pickup pit before is the nearest pit behind holding the least
    /// count `r` of the other pits, the hand `r` rounds plus the distance;
    /// or the lap went exactly round `hand` times from the pickup pit.
    pub(super) fn relay_predecessor(state: LapStart) -> Option<LapStart> {
        let LapStart { pits, pickup, hand } = state;
        let others = (1..16u8).map(|back| (pickup + 16 - back) % 16);
        let least = others.clone().map(|k| get(pits, k)).min()?;
        let unlift = |before: u8| u128::from(before) << (8 * u32::from(pickup));
        if least >= hand && (2..=4).contains(&hand) {
            // Round `hand` times from `pickup`: it got `hand` seeds, the last
            // one landing there.
            let sown = SOW[usize::from(pickup)][16 * usize::from(hand)];
            let pits = pits + unlift(hand) - sown;
            return Some(LapStart {
                pits,
                pickup,
                hand: 16 * hand,
            });
        }
        let from = others.into_iter().find(|&k| get(pits, k) == least)?;
        let distance = (pickup + 16 - from) % 16;
        let before_hand = distance + 16 * least;
        let gain = least + 1;
        let before = hand.checked_sub(gain)?;
        if hand < 2 || before_hand > 64 {
            return None;
        }
        let sown = SOW[usize::from(from)][usize::from(before_hand)];
        Some(LapStart {
            pits: pits + unlift(before + gain) - sown,
            pickup: from,
            hand: before_hand,
        })
    }

    /// One closed relay lap from `state`: the next lap start, or `None`
    /// when the lap ends the turn.
    fn relay_lap(state: LapStart) -> Option<LapStart> {
        let mut pits = state.pits;
        let landing = sow(&mut pits, state.pickup, state.hand, Dir::Anticlockwise);
        let hand = take(&mut pits, landing);
        (hand >= 2).then_some(LapStart {
            pits,
            pickup: landing,
            hand,
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 2000,
            max_global_rejects: 20_000,
            failure_persistence: None,
            ..ProptestConfig::default()
        })]

        /// The argument of [`Sowing::relay_long`]: every relay lap start has
        /// the one predecessor `relay_predecessor` names, so the lap map is
        /// one-to-one and a never-ending relay returns to its first state.
        #[test]
        fn a_relay_lap_start_has_one_predecessor(mine in pits(), pickup in 0u8..16) {
            // From the first pit with seeds at or after `pickup`.
            let pickup = (0..16).map(|i| (pickup + i) % 16).find(|&k| mine[usize::from(k)] > 0).unwrap();
            let mut pits = u128::from_le_bytes(mine);
            let hand = take(&mut pits, pickup);
            let mut state = LapStart { pits, pickup, hand };
            for _ in 0..300 {
                let Some(next) = relay_lap(state) else { break };
                prop_assert_eq!(relay_predecessor(next), Some(state), "{:?}", next);
                state = next;
            }
        }

        /// ...and whatever it names leads there.
        #[test]
        fn a_named_predecessor_leads_to_the_state(mine in pits(), pickup in 0u8..16) {
            let mut pits = u128::from_le_bytes(mine);
            let hand = take(&mut pits, pickup);
            let state = LapStart { pits, pickup, hand };
            let named = relay_predecessor(state);
            prop_assume!(named.is_some());
            if let Some(before) = named {
                prop_assert_eq!(relay_lap(before), Some(state), "{:?}", before);
            }
        }
    }

    #[test]
    fn a_lap_that_goes_exactly_round_is_its_states_predecessor() {
        // 32 seeds from pit 3: two rounds, the last seed back in pit 3,
        // which holds 2 and relays them; every other pit got 2 too.
        let mut pits = u128::from_le_bytes([1, 0, 5, 32, 0, 3, 1, 1, 0, 0, 2, 0, 0, 4, 1, 0]);
        let hand = take(&mut pits, 3);
        let before = LapStart {
            pits,
            pickup: 3,
            hand,
        };
        let after = relay_lap(before).unwrap();
        assert_eq!(
            after,
            LapStart {
                pits: u128::from_le_bytes([3, 2, 7, 0, 2, 5, 3, 3, 2, 2, 4, 2, 2, 6, 3, 2]),
                pickup: 3,
                hand: 2,
            }
        );
        assert_eq!(relay_predecessor(after), Some(before));
    }

    #[test]
    fn the_fast_loops_table_and_landing_count_are_sows() {
        // `run_fast` adds SOW[p][h] and reads the landing pit's count as
        // its count before the lap plus `gain`: both must be `sow`'s.
        for p in 0..16u8 {
            for h in 0..=64u8 {
                let before = 0x0102_0304_0506_0708_090a_0b0c_0d0e_0f10u128;
                let mut after = before;
                let landing = sow(&mut after, p, h, Dir::Anticlockwise);
                assert_eq!(after - before, SOW[p as usize][h as usize], "{p} {h}");
                assert_eq!(landing, (p + h) & 15);
                let gain = (h >> 4) + u8::from(h & 15 != 0);
                assert_eq!(get(after, landing), get(before, landing) + gain, "{p} {h}");
            }
        }
    }

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
