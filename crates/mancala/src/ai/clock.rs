//! How long a move may take: a fixed time, a depth, a node budget, or a
//! share of a game clock ([`Go`]).

use super::SearchLimits;
use std::time::Duration;

/// A game clock: the mover's remaining time, its increment per move and,
/// if known, the moves until the next time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub remaining: Duration,
    pub increment: Duration,
    pub moves_to_go: Option<u32>,
}

/// Time kept back from every clock for the reply to travel.
const CLOCK_RESERVE: Duration = Duration::from_millis(30);
/// The moves a game is assumed still to last when the clock does not say.
const MOVES_LEFT_GUESS: u32 = 30;

impl Clock {
    /// The time plan for one move: `(soft, hard)`. The soft limit is the
    /// share of the remaining time (plus most of the increment); the search
    /// starts no new iteration after it unless the position is unclear,
    /// which stretches it up to 3 times, and never passes the hard limit
    /// (a third of what remains, at most 3 soft limits).
    pub fn plan(&self) -> (Duration, Duration) {
        let left = self.remaining.saturating_sub(CLOCK_RESERVE);
        let moves = self.moves_to_go.unwrap_or(MOVES_LEFT_GUESS).clamp(1, 100);
        let soft = left / moves + self.increment * 4 / 5;
        let hard = (soft * 3).min(if moves == 1 { left } else { left / 3 });
        let soft = soft.min(hard);
        (soft, hard)
    }
}

/// What one [`Engine::think`] may spend: the first limit reached stops it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// Time for this move, used nearly all (the search stops before only
    /// when nothing deeper can change its mind).
    pub movetime: Option<Duration>,
    /// The mover's game clock: its time is spent where it matters.
    pub clock: Option<Clock>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Play the book's move where the engine has a book and it knows the
    /// position.
    pub use_book: bool,
}

impl Go {
    pub fn movetime(ms: u64) -> Go {
        Go {
            movetime: Some(Duration::from_millis(ms)),
            ..Go::default()
        }
    }

    pub fn depth(depth: u32) -> Go {
        Go {
            depth: Some(depth),
            ..Go::default()
        }
    }

    /// The search limits and the soft time limit.
    pub(crate) fn plan(&self) -> (SearchLimits, Option<Duration>) {
        let (soft, hard) = match self.clock.map(|c| c.plan()) {
            Some((soft, hard)) => (Some(soft), Some(hard)),
            None => (None, None),
        };
        let movetime = match (self.movetime, hard) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let limits = SearchLimits {
            movetime,
            nodes: self.nodes,
            depth: self.depth,
        };
        (limits, soft)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_plans_share_the_time() {
        let clock = Clock {
            remaining: Duration::from_millis(60_030),
            increment: Duration::ZERO,
            moves_to_go: None,
        };
        assert_eq!(
            clock.plan(),
            (Duration::from_millis(2_000), Duration::from_millis(6_000))
        );
        let last = Clock {
            remaining: Duration::from_millis(1_030),
            increment: Duration::from_millis(500),
            moves_to_go: Some(1),
        };
        assert_eq!(
            last.plan(),
            (Duration::from_millis(1_000), Duration::from_millis(1_000))
        );
    }
}
