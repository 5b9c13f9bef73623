//! The computer player, once for both games: the search of `mancala::ai`
//! on `AsyncComputeTaskPool`, never on the frame. Each side's searcher is
//! kept between moves (its transposition table is warm) and is given the
//! game's history, so it judges repetition as the record does. A search
//! for a position that is no longer on the board (a take-back, a new
//! match, the menu's new match) is cancelled.

use super::game::{MatchGame, Session};
use crate::games::GameKind;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mancala::Side;
use mancala::ai::Strategy;
use mancala::ai::{ComputerPlayer, Level, SearchLimits, Source};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Each side's searcher while it is not thinking, with its level. (A
/// searcher may be moved between threads but not shared: the mutex makes
/// the resource shareable; only `ResMut` ever reaches inside.)
#[derive(Resource)]
pub struct ComputerPlayers<G: MatchGame> {
    kept: [Mutex<Option<Kept<G>>>; 2],
    /// Where each side's last move came from (master and blitz).
    last_source: [Option<Source>; 2],
}

/// A searcher kept for the next move, with the level it searches at.
type Kept<G> = (Level, ComputerPlayer<G>);

impl<G: MatchGame> Default for ComputerPlayers<G> {
    fn default() -> Self {
        ComputerPlayers {
            kept: [Mutex::new(None), Mutex::new(None)],
            last_source: [None; 2],
        }
    }
}

impl<G: MatchGame> ComputerPlayers<G> {
    /// Where `side`'s last move came from: the book, the endgame tables or
    /// the search (`None` for the levels below master).
    pub fn last_source(&self, side: Side) -> Option<Source> {
        self.last_source[side.index()]
    }

    fn slot(&mut self, side: Side) -> &mut Option<Kept<G>> {
        self.kept[side.index()]
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// A computer's move being thought about.
#[derive(Component)]
pub struct Thinking<G: MatchGame> {
    task: Task<(ComputerPlayer<G>, Option<G::Move>)>,
    side: Side,
    level: Level,
    /// The position thought about: a result for any other is dropped.
    position: G::Position,
    cancel: Arc<AtomicBool>,
}

impl<G: MatchGame> Thinking<G> {
    /// Has the search finished on its thread (waiting only to be picked up)?
    pub fn finished(&self) -> bool {
        self.task.is_finished()
    }

    /// The level it searches at (in Ekyobutabal, blitz for the strongest).
    pub fn level(&self) -> Level {
        self.level
    }

    fn stop(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Stops every search (leaving the game screen, a new match).
pub(super) fn cancel_all<G: MatchGame>(
    mut commands: Commands,
    thinking: Query<(Entity, &Thinking<G>)>,
    mut searchers: ResMut<ComputerPlayers<G>>,
) {
    for (entity, t) in &thinking {
        t.stop();
        commands.entity(entity).despawn();
    }
    *searchers = ComputerPlayers::default();
}

/// A take-back or a new match leaves a search without its position.
pub(super) fn cancel_stale<G: MatchGame>(
    mut commands: Commands,
    session: Res<Session<G>>,
    thinking: Query<(Entity, &Thinking<G>)>,
) {
    for (entity, t) in &thinking {
        if t.position != *session.position() || session.computer_to_move().is_none() {
            t.stop();
            commands.entity(entity).despawn();
        }
    }
}

/// Finds the endgame knowledge of every game on a thread of its own (it
/// reads a file of some megabytes, or builds the tables at low priority):
/// the master and blitz levels consult it as soon as it is there.
pub fn warm_up_knowledge() {
    let _ = std::thread::Builder::new()
        .name("knowledge".into())
        .spawn(|| {
            for game in GameKind::all() {
                super::matches(game).warm_up();
            }
        });
}

pub(super) fn start_thinking<G: MatchGame>(
    mut commands: Commands,
    session: Res<Session<G>>,
    mut searchers: ResMut<ComputerPlayers<G>>,
    thinking: Query<(), With<Thinking<G>>>,
) {
    let Some(level) = session.computer_to_move() else {
        return;
    };
    if !thinking.is_empty() || session.working() {
        return;
    }
    let side = session.to_move();
    let mut searcher = match searchers.slot(side).take() {
        Some((kept, searcher)) if kept == level => searcher,
        _ => {
            let seed = (session.games as u64) << 32 ^ session.recorded().moves.len() as u64;
            // Master and blitz are the engine player, as measured; the
            // levels bounded by nodes stay on one thread, which keeps them
            // the same on every machine.
            ComputerPlayer::<G>::new(G::rules(&session.config), level.settings::<G>(), seed)
        }
    };
    // A new game: what the searcher remembers of the last one is no use.
    if session.recorded().moves.len() < 2 {
        searcher.new_game();
    }
    let position = *session.position();
    let history = session.recorded().history.to_vec();
    let cancel = Arc::new(AtomicBool::new(false));
    let stop = cancel.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        // Master and blitz play a proof's move where one covers the game
        // (the engine player does); the other levels play as they play.
        let best = searcher.choose(&position, &history, Some(&stop)).best;
        (searcher, best)
    });
    commands.spawn((
        Name::new("Computer thinking"),
        Thinking::<G> {
            task,
            side,
            level,
            position,
            cancel,
        },
    ));
}

pub(super) fn finish_thinking<G: MatchGame>(
    mut commands: Commands,
    mut session: ResMut<Session<G>>,
    mut searchers: ResMut<ComputerPlayers<G>>,
    mut tasks: Query<(Entity, &mut Thinking<G>)>,
) {
    for (entity, mut thinking) in &mut tasks {
        let Some((searcher, best)) = check_ready(&mut thinking.task) else {
            continue;
        };
        commands.entity(entity).despawn();
        searchers.last_source[thinking.side.index()] = searcher.last_source();
        *searchers.slot(thinking.side) = Some((thinking.level, searcher));
        if session.computer_to_move().is_none() || thinking.position != *session.position() {
            continue;
        }
        if let Some(mv) = best {
            session.begin_new_move();
            G::play(&mut session, mv);
        }
    }
}

/// A suggestion being searched for: the computer at a small fixed budget.
#[derive(Component)]
pub struct Hinting<G: MatchGame> {
    task: Task<Option<G::Move>>,
    position: G::Position,
    cancel: Arc<AtomicBool>,
}

impl<G: MatchGame> Hinting<G> {
    /// Has the search finished on its thread (waiting only to be picked up)?
    pub fn finished(&self) -> bool {
        self.task.is_finished()
    }
}

/// The budget of a suggestion: small and the same on every machine.
const HINT_NODES: u64 = 60_000;

pub(super) fn start_hint<G: MatchGame>(
    mut commands: Commands,
    mut session: ResMut<Session<G>>,
    hinting: Query<&Hinting<G>>,
) {
    if !session.hint_wanted {
        return;
    }
    session.hint_wanted = false;
    let position = *session.position();
    if hinting.iter().any(|h| h.position == position) {
        return;
    }
    let mut settings = Level::Expert.settings::<G>();
    settings.limits = SearchLimits::nodes(HINT_NODES);
    settings.noise = 0;
    settings.miss_captures = 0;
    let mut searcher = ComputerPlayer::<G>::new(G::rules(&session.config), settings, 0);
    let history = session.recorded().history.to_vec();
    let rules = session.recorded().rules.clone();
    let cancel = Arc::new(AtomicBool::new(false));
    let stop = cancel.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        G::Strategy::proven_move(&rules, &history)
            .or_else(|| searcher.choose(&position, &history, Some(&stop)).best)
    });
    commands.spawn((
        Name::new("Suggesting a move"),
        Hinting::<G> {
            task,
            position,
            cancel,
        },
    ));
}

pub(super) fn finish_hint<G: MatchGame>(
    mut commands: Commands,
    mut session: ResMut<Session<G>>,
    mut tasks: Query<(Entity, &mut Hinting<G>)>,
) {
    for (entity, mut hinting) in &mut tasks {
        if hinting.position != *session.position() {
            hinting.cancel.store(true, Ordering::Relaxed);
            commands.entity(entity).despawn();
            continue;
        }
        if let Some(best) = check_ready(&mut hinting.task) {
            commands.entity(entity).despawn();
            if let Some(mv) = best {
                session.hint = Some((hinting.position, mv));
            }
        }
    }
}
