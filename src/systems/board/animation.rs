//! Moves the seeds physically from what the session shows: a pit's seeds
//! are lifted into a hand, dropped one by one into the pits the engine's
//! trace names, captured seeds fly from the opponent's pits into the hand.
//! The animation never applies a rule itself; a settle makes the board
//! equal to counts the session gives. When a [`Show`] has been shown, its
//! number goes to [`ShowProgress`]: that is how the session knows the board
//! is idle.

use super::entities::{Hand, InHand, InPit, Seed};
use crate::games::GameKind;
use crate::geometry::SEED_RADII;
use crate::settings::{AnimSpeed, Settings};
use crate::systems::session::{Counts, Scene, SeedStep, Show, ShowProgress};
use bevy::prelude::*;
use mancala::Side;
use std::collections::VecDeque;

/// A sound the animation asks for (the audio plugin plays it; headless
/// tests ignore it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundCue {
    /// A seed falls into a pit.
    Click,
    /// A pit's seeds are scooped up.
    Scoop,
    /// Seeds are captured.
    Capture,
}

/// One step of the animation.
#[derive(Clone, Debug, PartialEq)]
enum AnimStep {
    /// Seeds moved by hand.
    Seeds(SeedStep),
    /// Make the seeds per pit equal these counts.
    Settle(Box<Counts>),
    /// The [`Show`] of this number has been shown.
    Shown(u64),
}

/// The steps still to show.
#[derive(Resource, Default)]
pub struct AnimQueue {
    steps: VecDeque<AnimStep>,
    /// Seconds left of the step being shown.
    remaining: f32,
    /// Show the rest at once (the skip key).
    skip: bool,
    /// Always at once, whatever the settings say (screenshots).
    pub instant: bool,
}

impl AnimQueue {
    /// Queues a scene from the session, and the mark that it was shown.
    fn push(&mut self, show: &Show) {
        match &show.scene {
            Scene::Steps(steps) => self
                .steps
                .extend(steps.iter().map(|&step| AnimStep::Seeds(step))),
            Scene::Settle(counts) => self.steps.push_back(AnimStep::Settle(counts.clone())),
        }
        self.steps.push_back(AnimStep::Shown(show.number));
    }

    /// Has everything queued been shown?
    pub fn is_idle(&self) -> bool {
        self.steps.is_empty() && self.remaining <= 0.0
    }

    /// Shows the rest of the queue at once.
    pub fn skip(&mut self) {
        self.skip = true;
    }
}

/// A seed in the air: an arc from `from` to `to`.
#[derive(Component, Clone, Copy, Debug)]
pub struct Flight {
    from: Vec3,
    to: Vec3,
    elapsed: f32,
    duration: f32,
    height: f32,
}

pub(super) fn clear_queue(mut queue: ResMut<AnimQueue>, mut hand: ResMut<Hand>) {
    queue.steps.clear();
    queue.remaining = 0.0;
    hand.seeds.clear();
}

/// Takes the session's new scenes into the queue.
pub(super) fn receive(mut shows: MessageReader<Show>, mut queue: ResMut<AnimQueue>) {
    for show in shows.read() {
        queue.push(show);
    }
}

type SeedQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static Seed,
        Option<&'static InPit>,
        &'static Transform,
        Option<&'static Flight>,
    ),
>;

/// A seed as the queue tracks it within a frame.
struct Tracked {
    entity: Entity,
    /// Its pit; `None` while in the hand.
    pit: Option<InPit>,
    /// Where it is going (or lies).
    to: Vec3,
    /// Its own small offset from a pit's resting place.
    jitter: Vec3,
}

#[allow(clippy::too_many_arguments)]
pub(super) fn run_queue(
    mut commands: Commands,
    game: Res<GameKind>,
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<AnimQueue>,
    mut hand: ResMut<Hand>,
    mut progress: ResMut<ShowProgress>,
    seeds: SeedQuery,
    mut sounds: MessageWriter<SoundCue>,
) {
    queue.remaining -= time.delta_secs();
    // Pit contents change within this frame as steps run: track them here.
    let pits: Vec<Tracked> = seeds
        .iter()
        .map(|(entity, seed, pit, t, flight)| Tracked {
            entity,
            pit: pit.copied(),
            to: flight.map_or(t.translation, |f| f.to),
            jitter: seed.jitter,
        })
        .collect();
    let mut frame = Frame {
        commands: &mut commands,
        game: *game,
        hand: &mut hand,
        pits,
        sounds: &mut sounds,
    };
    while queue.remaining <= 0.0 || queue.skip {
        let Some(step) = queue.steps.pop_front() else {
            queue.skip = false;
            queue.remaining = queue.remaining.max(0.0);
            break;
        };
        // Less motion: the seeds land at once, step by step as before.
        let speed = if queue.skip || queue.instant || settings.reduce_motion {
            AnimSpeed::Instant
        } else {
            settings.speed
        };
        if let AnimStep::Shown(number) = step {
            progress.finished = progress.finished.max(number);
            continue;
        }
        queue.remaining += frame.perform(step, speed, queue.skip);
    }
}

/// What the steps of one frame move: the seeds as they go, the hand, the
/// sounds they make.
struct Frame<'a, 'w, 's, 'm> {
    commands: &'a mut Commands<'w, 's>,
    game: GameKind,
    hand: &'a mut Hand,
    pits: Vec<Tracked>,
    sounds: &'a mut MessageWriter<'m, SoundCue>,
}

impl Frame<'_, '_, '_, '_> {
    /// Begins one step at `speed` (`skip`: silently, as fast as it goes);
    /// returns how long it takes.
    fn perform(&mut self, step: AnimStep, speed: AnimSpeed, skip: bool) -> f32 {
        let quiet = skip || speed == AnimSpeed::Instant;
        let t = speed.seed_time();
        let game = self.game;
        match step {
            AnimStep::Seeds(SeedStep::Lift(side, k)) => {
                self.sound(SoundCue::Scoop, skip);
                self.hand.at = game.hand_above(side, k);
                lift(self.commands, self.hand, &mut self.pits, (side, k), t * 1.5);
                t * 1.5
            }
            AnimStep::Seeds(SeedStep::Take { from, over }) => {
                self.sound(SoundCue::Capture, skip);
                self.hand.at = game.hand_above(over.0, over.1);
                lift(self.commands, self.hand, &mut self.pits, from, t * 2.5);
                t * 2.5
            }
            AnimStep::Seeds(SeedStep::Drop(side, k)) => {
                self.sound(SoundCue::Click, quiet);
                self.drop_seed(side, k, t);
                t
            }
            // A bank is a settle: the hand's seeds all go into the store.
            AnimStep::Seeds(SeedStep::Bank(side, k)) => {
                let mut counts = current_counts(&self.pits);
                counts[side.index()][k as usize] += self.hand.seeds.len() as u8;
                self.settle(&counts, t * 3.0)
            }
            AnimStep::Settle(counts) => self.settle(&counts, t * 3.0),
            AnimStep::Shown(_) => 0.0,
        }
    }

    fn sound(&mut self, cue: SoundCue, quiet: bool) {
        if !quiet {
            self.sounds.write(cue);
        }
    }

    /// The hand's next seed flies into pit `k` of `side`.
    fn drop_seed(&mut self, side: Side, k: u8, t: f32) {
        let Some(entity) = self.hand.seeds.pop_front() else {
            return;
        };
        let game = self.game;
        let slot = count(&self.pits, side, k);
        let target = game.pit_center(side, k) + game.rest_offset(k, slot);
        if let Some(p) = self.pits.iter_mut().find(|p| p.entity == entity) {
            let to = target + p.jitter;
            self.commands
                .entity(entity)
                .remove::<InHand>()
                .insert((InPit { side, k, slot }, flight(p.to, to, t, 0.35)));
            p.pit = Some(InPit { side, k, slot });
            p.to = to;
        }
        self.hand.at = game.hand_above(side, k);
    }

    fn settle(&mut self, counts: &Counts, duration: f32) -> f32 {
        let game = self.game;
        settle(
            self.commands,
            &game,
            self.hand,
            &mut self.pits,
            counts,
            duration,
        );
        duration
    }
}

fn current_counts(pits: &[Tracked]) -> Counts {
    let mut counts = [[0u8; 16]; 2];
    for p in pits.iter().filter_map(|p| p.pit) {
        counts[p.side.index()][p.k as usize] += 1;
    }
    counts
}

fn count(pits: &[Tracked], side: Side, k: u8) -> usize {
    pits.iter()
        .filter(|p| p.pit.is_some_and(|q| q.side == side && q.k == k))
        .count()
}

fn flight(from: Vec3, to: Vec3, duration: f32, height: f32) -> Flight {
    Flight {
        from,
        to,
        elapsed: 0.0,
        duration,
        height,
    }
}

/// Moves every seed of a pit into the hand.
fn lift(
    commands: &mut Commands,
    hand: &mut Hand,
    pits: &mut [Tracked],
    (side, k): (Side, u8),
    duration: f32,
) {
    let mut lifted: Vec<_> = pits
        .iter_mut()
        .filter(|p| p.pit.is_some_and(|q| q.side == side && q.k == k))
        .collect();
    lifted.sort_by_key(|p| p.pit.map(|q| q.slot));
    for (i, p) in lifted.into_iter().enumerate() {
        let spread = Vec3::new((i % 4) as f32 * 0.05 - 0.075, (i / 4) as f32 * 0.05, 0.0);
        let to = hand.at + spread;
        commands
            .entity(p.entity)
            .remove::<InPit>()
            .insert((InHand, flight(p.to, to, duration, 0.2)));
        p.pit = None;
        p.to = to;
        hand.seeds.push_back(p.entity);
    }
}

/// Makes the seeds per pit equal `counts`, moving as few seeds as it can,
/// then re-stacks every pit so slots are 0..n.
fn settle(
    commands: &mut Commands,
    game: &GameKind,
    hand: &mut Hand,
    pits: &mut [Tracked],
    counts: &Counts,
    duration: f32,
) {
    let mut spare: Vec<usize> = hand
        .seeds
        .drain(..)
        .filter_map(|e| pits.iter().position(|p| p.entity == e))
        .collect();
    // Seeds beyond a pit's count leave it (the top of the pile first).
    for side in Side::BOTH {
        for k in 0..16u8 {
            let want = counts[side.index()][k as usize] as usize;
            spare.extend(seeds_in(pits, side, k).into_iter().skip(want));
        }
    }
    for &i in &spare {
        pits[i].pit = None;
    }
    for side in Side::BOTH {
        for k in game.pits() {
            let want = counts[side.index()][k as usize] as usize;
            let mut have = count(pits, side, k);
            while have < want {
                let Some(i) = spare.pop() else { break };
                pits[i].pit = Some(InPit {
                    side,
                    k,
                    slot: usize::MAX,
                });
                have += 1;
            }
            restack(commands, game, pits, (side, k), duration);
        }
    }
    heap_beside(commands, hand, pits, spare, duration);
}

/// The seeds in pit `k` of `side`, bottom of the pile first.
fn seeds_in(pits: &[Tracked], side: Side, k: u8) -> Vec<usize> {
    let mut here: Vec<usize> = (0..pits.len())
        .filter(|&i| pits[i].pit.is_some_and(|q| q.side == side && q.k == k))
        .collect();
    here.sort_by_key(|&i| pits[i].pit.map(|q| q.slot));
    here
}

/// Re-stacks a pit: keeps the seeds' order, fills slots from the bottom.
fn restack(
    commands: &mut Commands,
    game: &GameKind,
    pits: &mut [Tracked],
    (side, k): (Side, u8),
    duration: f32,
) {
    for (slot, i) in seeds_in(pits, side, k).into_iter().enumerate() {
        let to = game.pit_center(side, k) + game.rest_offset(k, slot) + pits[i].jitter;
        let pit = InPit { side, k, slot };
        let mut entity = commands.entity(pits[i].entity);
        entity.remove::<InHand>().insert(pit);
        if pits[i].to.distance(to) > 1e-4 {
            entity.insert(flight(pits[i].to, to, duration, 0.25));
        }
        pits[i].pit = Some(pit);
        pits[i].to = to;
    }
}

/// Seeds not on the board (a set-up being arranged) wait in a heap beside
/// it, in the hand, for the next settle.
fn heap_beside(
    commands: &mut Commands,
    hand: &mut Hand,
    pits: &mut [Tracked],
    spare: Vec<usize>,
    duration: f32,
) {
    for (n, i) in spare.into_iter().enumerate() {
        let heap = Vec3::new(
            5.0 + (n % 4) as f32 * 0.16,
            -0.5 + SEED_RADII.y + (n / 16) as f32 * 0.12,
            -0.9 + (n / 4 % 4) as f32 * 0.16,
        );
        let mut entity = commands.entity(pits[i].entity);
        entity.remove::<InPit>().insert(InHand);
        if pits[i].to.distance(heap) > 1e-4 {
            entity.insert(flight(pits[i].to, heap, duration, 0.25));
        }
        pits[i].to = heap;
        hand.seeds.push_back(pits[i].entity);
    }
}

pub(super) fn fly(
    mut commands: Commands,
    time: Res<Time>,
    mut seeds: Query<(Entity, &mut Transform, &mut Flight)>,
) {
    for (entity, mut transform, mut flight) in &mut seeds {
        flight.elapsed += time.delta_secs();
        let t = if flight.duration <= 0.0 {
            1.0
        } else {
            (flight.elapsed / flight.duration).min(1.0)
        };
        let eased = t * t * (3.0 - 2.0 * t);
        let arc = 4.0 * t * (1.0 - t) * flight.height;
        transform.translation = flight.from.lerp(flight.to, eased) + Vec3::Y * arc;
        if t >= 1.0 {
            commands.entity(entity).remove::<Flight>();
        }
    }
}
