//! At an exhibition, the end of a game (a visitor's or a demonstration's)
//! shows for a few seconds the move the game turned on, in one sentence:
//! a quick review of the game, off the frame, and no menu to open.

use super::game::{MatchGame, Session};
use super::messages::GameOver;
use crate::settings::Kiosk;
use crate::text::Text;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mancala::ai::SearchLimits;

/// The search budget of each position of the quick review: nodes, so the
/// sentence is the same on every machine.
const NODES_A_POSITION: u64 = 4_000;

/// How long the sentence stays, in seconds.
pub const SHOWN_FOR: f32 = 9.0;

/// The sentence on screen, and for how much longer.
#[derive(Resource, Debug, Default)]
pub struct TurningPoint {
    pub text: Option<Text>,
    pub seconds: f32,
}

/// A quick review finding the turning point of the game just finished.
#[derive(Component)]
pub struct FindingTurningPoint(Task<Option<Text>>);

impl FindingTurningPoint {
    /// Has the review finished on its thread?
    pub fn finished(&self) -> bool {
        self.0.is_finished()
    }
}

/// At a kiosk, a finished game (not a review) is reviewed for its turning point.
pub(super) fn start<G: MatchGame>(
    mut commands: Commands,
    mut over: MessageReader<GameOver>,
    session: Res<Session<G>>,
    kiosk: Res<Kiosk>,
) {
    if over.read().count() == 0 || !kiosk.on || session.replay {
        return;
    }
    let game = session.record.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let limits = SearchLimits::nodes(NODES_A_POSITION);
        let review = mancala::review::review::<G>(&game, limits, 1, None, |_, _| {});
        let winner = G::recorded(&game).result.and_then(|o| G::winner(&o));
        review
            .turning_point(winner)
            .map(super::review_words::turning_point)
    });
    commands.spawn(FindingTurningPoint(task));
}

/// Shows the sentence once found, for [`SHOWN_FOR`] seconds.
pub(super) fn show(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut FindingTurningPoint)>,
    mut shown: ResMut<TurningPoint>,
    time: Res<Time>,
) {
    for (entity, mut task) in &mut tasks {
        if let Some(found) = check_ready(&mut task.0) {
            commands.entity(entity).despawn();
            if let Some(text) = found {
                *shown = TurningPoint {
                    text: Some(text),
                    seconds: SHOWN_FOR,
                };
            }
        }
    }
    if shown.text.is_some() {
        shown.seconds -= time.delta_secs();
        if shown.seconds <= 0.0 {
            *shown = TurningPoint::default();
        }
    }
}
