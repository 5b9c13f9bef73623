//! A custom set-up (rules page, section 5): the first player arranges their
//! 32 seeds, then the second, in view of the first; the computer chooses
//! its arrangement on a background task. The per-pit cap is enforced as
//! seeds are placed; the engine checks the arrangement when it is done.

use super::Question;
use crate::systems::session::config::{Controller, SetupStyle};
use crate::systems::session::game::{Phase, Session};
use crate::text::Text;
use bevy::tasks::{AsyncComputeTaskPool, futures::check_ready};
use mancala::Side;
use mancala::ai::Level;
use mancala::game::Omweso;
use mancala::omweso::{
    Arranger, GameRecord, Pits, Rules, SEEDS_PER_PLAYER, Setup, SetupError, check_arrangement,
    letter,
};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// A custom set-up in progress: `side` is placing seeds; the first player
/// arranges first, in view of the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arranging {
    pub first: Side,
    pub side: Side,
    pub pits: Pits,
    /// The first player's finished arrangement, once done.
    pub done: Option<Pits>,
    /// The arrangement before each change, for taking changes back.
    pub before: Vec<Pits>,
}

impl Arranging {
    pub fn new(first: Side) -> Arranging {
        Arranging {
            first,
            side: first,
            pits: [0; 16],
            done: None,
            before: Vec::new(),
        }
    }

    /// Seeds on the board of the side arranging.
    fn placed(&self) -> u32 {
        self.pits.iter().map(|&n| u32::from(n)).sum()
    }

    /// Seeds still to place: the engine's seeds per player,
    /// less those placed.
    pub fn left(&self) -> u32 {
        SEEDS_PER_PLAYER.saturating_sub(self.placed())
    }

    /// Seeds per pit to show: the arrangement and the first one, if done.
    pub fn counts(&self) -> [[u8; 16]; 2] {
        let mut counts = [[0u8; 16]; 2];
        counts[self.side.index()] = self.pits;
        if let Some(done) = self.done {
            counts[self.first.index()] = done;
        }
        counts
    }

    /// The pits that can take another seed.
    pub fn room(&self, rules: &Rules) -> Vec<u8> {
        let cap = rules.max_seeds_per_pit.unwrap_or(u8::MAX);
        let left = self.left();
        (0..16)
            .filter(|&k| left > 0 && self.pits[k as usize] < cap)
            .collect()
    }
}

/// A step of a person's arrangement.
pub enum ArrangeStep {
    Place(u8),
    Take(u8),
    Fill(SetupStyle),
    /// The first player's arrangement, laid again on this side.
    Mirror,
    /// Fours in the inner row.
    InnerRow,
    /// Back to the arrangement before the last change.
    Undo,
    Done,
}

/// Applies a step of a person's custom set-up.
pub fn step(session: &mut Session<Omweso>, step: ArrangeStep) {
    let Phase::Asking(Question::Arranging(mut a)) = session.phase.clone() else {
        session.notice(Text::new("arrange-not-now"));
        return;
    };
    if session.player(a.side) != Controller::Human {
        session.notice(Text::new("arrange-computer"));
        return;
    }
    let rules = session.config.omweso.rules.clone();
    let before = a.pits;
    match step {
        ArrangeStep::Done => {
            if let Err(e) = check_arrangement(&a.pits, &rules) {
                session.notice(refusal(e));
                return;
            }
            finish(session, a);
            session.settle();
            return;
        }
        ArrangeStep::Undo => match a.before.pop() {
            Some(pits) => a.pits = pits,
            None => return,
        },
        step => {
            if let Err(why) = change(&mut a, step, &rules) {
                session.notice(why);
                return;
            }
            if a.pits != before {
                a.before.push(before);
            }
        }
    }
    session.phase = Phase::Asking(Question::Arranging(a));
    session.settle();
}

/// A change to the arrangement, or why not.
fn change(a: &mut Arranging, step: ArrangeStep, rules: &Rules) -> Result<(), Text> {
    match step {
        ArrangeStep::Place(k) => place(a, k, rules)?,
        ArrangeStep::Take(k) => {
            let pit = &mut a.pits[k as usize];
            *pit = pit.saturating_sub(1);
        }
        ArrangeStep::Fill(style) => {
            a.pits = match style {
                SetupStyle::Standard => Setup::Standard.arrangement(rules).unwrap_or([0; 16]),
                SetupStyle::TwoEach => Setup::TwoEach.arrangement(rules).unwrap_or([0; 16]),
                SetupStyle::Custom => [0; 16],
            }
        }
        ArrangeStep::Mirror => {
            a.pits = a
                .done
                .ok_or_else(|| Text::new("arrange-nothing-to-mirror"))?;
        }
        ArrangeStep::InnerRow => {
            let inner: Pits = std::array::from_fn(|k| if k < 8 { 0 } else { 4 });
            check_arrangement(&inner, rules).map_err(refusal)?;
            a.pits = inner;
        }
        ArrangeStep::Undo | ArrangeStep::Done => {}
    }
    Ok(())
}

/// One more seed in pit `k`, or why not.
fn place(a: &mut Arranging, k: u8, rules: &Rules) -> Result<(), Text> {
    if a.left() == 0 {
        return Err(Text::new("arrange-all-placed").num("seeds", SEEDS_PER_PLAYER));
    }
    if let Some(cap) = rules.max_seeds_per_pit
        && a.pits[k as usize] >= cap
    {
        return Err(Text::new("arrange-pit-full")
            .str("pit", letter(k).to_string())
            .num("cap", cap));
    }
    a.pits[k as usize] += 1;
    Ok(())
}

/// Why a finished arrangement is refused, in words.
fn refusal(e: SetupError) -> Text {
    match e {
        SetupError::SeedTotal(n) => Text::new("arrange-total")
            .num("placed", n)
            .num("seeds", SEEDS_PER_PLAYER),
        SetupError::OverCap { pit, seeds, cap } => Text::new("arrange-over-cap")
            .str("pit", letter(pit).to_string())
            .num("seeds", seeds)
            .num("cap", cap),
    }
}

/// One player has arranged: the other's turn to arrange, or the game begins.
fn finish(session: &mut Session<Omweso>, a: Arranging) {
    let Some(first_pits) = a.done else {
        session.phase = Phase::Asking(Question::Arranging(Arranging {
            side: a.side.opponent(),
            pits: [0; 16],
            done: Some(a.pits),
            before: Vec::new(),
            ..a
        }));
        return;
    };
    let (south, north) = match a.first {
        Side::South => (first_pits, a.pits),
        Side::North => (a.pits, first_pits),
    };
    match GameRecord::from_setup(
        &session.config.omweso.rules,
        a.first,
        Setup::Custom(south),
        Setup::Custom(north),
    ) {
        Ok(record) => {
            session.record = record;
            session.phase = Phase::Waiting;
        }
        Err(_) => {
            session.phase = Phase::Asking(Question::Arranging(Arranging { pits: [0; 16], ..a }))
        }
    }
}

/// The computer arranges its seeds when it is its turn to (a search: off
/// the frame), and its finished arrangement is taken up. Says whether
/// anything changed.
pub fn poll(session: &mut Session<Omweso>) -> bool {
    let mut changed = false;
    if let Some((job, arranging)) = session.turn.arrange_job.as_mut()
        && let Some(pits) = check_ready(job)
    {
        changed = true;
        let arranging = arranging.clone();
        session.turn.arrange_job = None;
        if matches!(&session.phase, Phase::Asking(Question::Arranging(a)) if *a == arranging) {
            finish(session, Arranging { pits, ..arranging });
            session.settle();
        }
    }
    let Phase::Asking(Question::Arranging(a)) = &session.phase else {
        return changed;
    };
    let Controller::Computer(level) = session.player(a.side) else {
        return changed;
    };
    if session.turn.arrange_job.is_some() {
        return changed;
    }
    let a = a.clone();
    let rules = session.config.omweso.rules.clone();
    let fixed = session.config.setup_seed;
    // Else the clock: each visitor meets another set-up, not the same one
    // in every fresh session's first game.
    let base = fixed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let seed = u64::from(session.games) ^ base;
    let (side, opponent) = (a.side, a.done);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        choose(
            &rules,
            level,
            side,
            opponent.as_ref(),
            seed,
            fixed.is_none(),
        )
    });
    session.turn.arrange_job = Some((task, a));
    true
}

/// The computer's own custom set-up, as its level arranges (the engine's
/// [`Arranger::of_level`]). `in_time`: within 2 seconds too, as a player
/// waits; without, the node budget alone ends it, so that a fixed seed
/// gives the same set-up on every machine, however loaded.
fn choose(
    rules: &Rules,
    level: Level,
    side: Side,
    opponent: Option<&Pits>,
    seed: u64,
    in_time: bool,
) -> Pits {
    let mut rng = SmallRng::seed_from_u64(seed ^ 0x5eed);
    let time = in_time.then(|| std::time::Duration::from_secs(2));
    Arranger::of_level(level).arrange(rules, side, opponent, time, &mut rng)
}
