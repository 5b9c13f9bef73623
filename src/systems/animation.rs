//! Moves the seeds physically from the engine's sowing trace: a pit's seeds
//! are lifted into a hand, dropped one by one into the pits the trace names,
//! captured seeds fly from the opponent's pits into the hand. The animation
//! never applies a rule itself; `settle` makes the board equal to a position.

use super::board::{InHand, InPit, Seed};
use super::{GameSet, Screen};
use crate::layout::{STORE, Table};
use bevy::prelude::*;
use mancala::Side;
use mancala::omweso::{Lap, LapKind, Position};
use mancala::oware;

/// Seeds per pit, `[side][k]` (Oware: houses 0..5 and the store at 6).
pub type Counts = [[u8; 16]; 2];
use std::collections::VecDeque;

/// How fast seeds move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum AnimSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl AnimSpeed {
    pub const ALL: [AnimSpeed; 4] = [
        AnimSpeed::Slow,
        AnimSpeed::Normal,
        AnimSpeed::Fast,
        AnimSpeed::Instant,
    ];

    /// Seconds for one seed to fall.
    fn seed_time(self) -> f32 {
        match self {
            AnimSpeed::Slow => 0.34,
            AnimSpeed::Normal => 0.17,
            AnimSpeed::Fast => 0.06,
            AnimSpeed::Instant => 0.0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            AnimSpeed::Slow => "Slow",
            AnimSpeed::Normal => "Normal",
            AnimSpeed::Fast => "Fast",
            AnimSpeed::Instant => "Instant",
        }
    }
}

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
    /// Lift every seed of a pit into the hand.
    Lift(Side, u8),
    /// Drop the hand's next seed into a pit.
    Drop(Side, u8),
    /// Captured seeds fly from an opponent's pit into the hand above a pit.
    Take { from: (Side, u8), over: (Side, u8) },
    /// Every seed in the hand falls into this pit (a store).
    Bank(Side, u8),
    /// Make the seeds per pit equal these counts.
    Settle(Box<Counts>),
}

/// The steps still to show.
#[derive(Resource, Default)]
pub struct AnimQueue {
    steps: VecDeque<AnimStep>,
    /// Seconds left of the step being shown.
    remaining: f32,
    /// Show the rest at once (the skip key).
    skip: bool,
    pub speed: AnimSpeed,
}

impl AnimQueue {
    /// Queues one lap of a trace played by `mover`.
    pub fn push_lap(&mut self, mover: Side, lap: &Lap) {
        match lap.kind {
            LapKind::Start | LapKind::Relay | LapKind::Okwesera => {
                self.steps.push_back(AnimStep::Lift(mover, lap.pickup));
            }
            LapKind::CaptureResow => {}
        }
        for &k in &lap.sown {
            self.steps.push_back(AnimStep::Drop(mover, k));
        }
        if let Some(capture) = lap.capture {
            for pit in capture.pits {
                self.steps.push_back(AnimStep::Take {
                    from: (mover.opponent(), pit),
                    over: (mover, lap.pickup),
                });
            }
        }
    }

    /// Queues an Oware move: sow house by house (the origin skipped), then
    /// the captured seeds go into the mover's store.
    pub fn push_oware(&mut self, trace: &oware::Trace) {
        let mover = trace.mover;
        self.steps.push_back(AnimStep::Lift(
            oware_pit(trace.house).0,
            oware_pit(trace.house).1,
        ));
        for &house in &trace.sown {
            let (side, k) = oware_pit(house);
            self.steps.push_back(AnimStep::Drop(side, k));
        }
        for capture in &trace.captures {
            self.steps.push_back(AnimStep::Take {
                from: oware_pit(capture.house),
                over: (mover, STORE),
            });
        }
        if !trace.captures.is_empty() {
            self.steps.push_back(AnimStep::Bank(mover, STORE));
        }
    }

    /// Queues bringing the board to an Omweso position (after a turn, a new
    /// game, a never-ending move cut short).
    pub fn settle(&mut self, position: &Position) {
        self.settle_counts([*position.pits(Side::South), *position.pits(Side::North)]);
    }

    /// Queues bringing the board to these counts.
    pub fn settle_counts(&mut self, counts: Counts) {
        self.steps.push_back(AnimStep::Settle(Box::new(counts)));
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

/// The pit of an absolute Oware house index.
pub fn oware_pit(house: u8) -> (Side, u8) {
    if house < 6 {
        (Side::South, house)
    } else {
        (Side::North, house - 6)
    }
}

/// Seeds per pit of an Oware position, stores included.
pub fn oware_counts(position: &oware::Position) -> Counts {
    let mut counts = [[0u8; 16]; 2];
    for (house, &n) in position.houses().iter().enumerate() {
        let (side, k) = oware_pit(house as u8);
        counts[side.index()][k as usize] = n;
    }
    for side in Side::BOTH {
        counts[side.index()][STORE as usize] = position.store(side);
    }
    counts
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

/// Where the hand is and which seeds it holds, in sowing order.
#[derive(Resource, Default)]
pub struct Hand {
    pub seeds: VecDeque<Entity>,
    pub at: Vec3,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>();
    app.init_resource::<AnimQueue>();
    app.init_resource::<Table>();
    app.init_resource::<Hand>();
    app.add_systems(
        Update,
        (run_queue, fly)
            .chain()
            .in_set(GameSet::Animate)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(OnExit(Screen::Playing), clear_queue);
}

fn clear_queue(mut queue: ResMut<AnimQueue>, mut hand: ResMut<Hand>) {
    queue.steps.clear();
    queue.remaining = 0.0;
    hand.seeds.clear();
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

fn run_queue(
    mut commands: Commands,
    table: Res<Table>,
    time: Res<Time>,
    mut queue: ResMut<AnimQueue>,
    mut hand: ResMut<Hand>,
    seeds: SeedQuery,
    mut sounds: MessageWriter<SoundCue>,
) {
    queue.remaining -= time.delta_secs();
    // Pit contents change within this frame as steps run: track them here.
    let mut pits: Vec<(Entity, Option<InPit>, Vec3, Vec3)> = seeds
        .iter()
        .map(|(e, seed, pit, t, flight)| {
            (
                e,
                pit.copied(),
                flight.map_or(t.translation, |f| f.to),
                seed.jitter,
            )
        })
        .collect();
    while queue.remaining <= 0.0 || queue.skip {
        let Some(step) = queue.steps.pop_front() else {
            queue.skip = false;
            queue.remaining = queue.remaining.max(0.0);
            break;
        };
        let speed = if queue.skip {
            AnimSpeed::Instant
        } else {
            queue.speed
        };
        let t = speed.seed_time();
        let duration = match step {
            AnimStep::Lift(side, k) => {
                if !queue.skip {
                    sounds.write(SoundCue::Scoop);
                }
                hand.at = table.hand_above(side, k);
                lift(&mut commands, &mut hand, &mut pits, (side, k), t * 1.5);
                t * 1.5
            }
            AnimStep::Take { from, over } => {
                if !queue.skip {
                    sounds.write(SoundCue::Capture);
                }
                hand.at = table.hand_above(over.0, over.1);
                lift(&mut commands, &mut hand, &mut pits, from, t * 2.5);
                t * 2.5
            }
            AnimStep::Drop(side, k) => {
                if !queue.skip && speed != AnimSpeed::Instant {
                    sounds.write(SoundCue::Click);
                }
                if let Some(entity) = hand.seeds.pop_front() {
                    let slot = count(&pits, side, k);
                    let target = table.pit_center(side, k) + table.rest_offset(k, slot);
                    if let Some(p) = pits.iter_mut().find(|p| p.0 == entity) {
                        let to = target + p.3;
                        commands
                            .entity(entity)
                            .remove::<InHand>()
                            .insert((InPit { side, k, slot }, flight(p.2, to, t, 0.35)));
                        p.1 = Some(InPit { side, k, slot });
                        p.2 = to;
                    }
                    hand.at = table.hand_above(side, k);
                }
                t
            }
            AnimStep::Bank(side, k) => {
                let mut counts = current_counts(&pits);
                counts[side.index()][k as usize] += hand.seeds.len() as u8;
                settle(
                    &mut commands,
                    &table,
                    &mut hand,
                    &mut pits,
                    &counts,
                    t * 3.0,
                );
                t * 3.0
            }
            AnimStep::Settle(counts) => {
                settle(
                    &mut commands,
                    &table,
                    &mut hand,
                    &mut pits,
                    &counts,
                    t * 3.0,
                );
                t * 3.0
            }
        };
        queue.remaining += duration;
    }
}

fn current_counts(pits: &[(Entity, Option<InPit>, Vec3, Vec3)]) -> Counts {
    let mut counts = [[0u8; 16]; 2];
    for p in pits.iter().filter_map(|p| p.1) {
        counts[p.side.index()][p.k as usize] += 1;
    }
    counts
}

fn count(pits: &[(Entity, Option<InPit>, Vec3, Vec3)], side: Side, k: u8) -> usize {
    pits.iter()
        .filter(|p| p.1.is_some_and(|q| q.side == side && q.k == k))
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
    pits: &mut [(Entity, Option<InPit>, Vec3, Vec3)],
    (side, k): (Side, u8),
    duration: f32,
) {
    let mut lifted: Vec<_> = pits
        .iter_mut()
        .filter(|p| p.1.is_some_and(|q| q.side == side && q.k == k))
        .collect();
    lifted.sort_by_key(|p| p.1.map(|q| q.slot));
    for (i, p) in lifted.into_iter().enumerate() {
        let spread = Vec3::new((i % 4) as f32 * 0.05 - 0.075, (i / 4) as f32 * 0.05, 0.0);
        let to = hand.at + spread;
        commands
            .entity(p.0)
            .remove::<InPit>()
            .insert((InHand, flight(p.2, to, duration, 0.2)));
        p.1 = None;
        p.2 = to;
        hand.seeds.push_back(p.0);
    }
}

/// Makes the seeds per pit equal `counts`, moving as few seeds as it can,
/// then re-stacks every pit so slots are 0..n.
fn settle(
    commands: &mut Commands,
    table: &Table,
    hand: &mut Hand,
    pits: &mut [(Entity, Option<InPit>, Vec3, Vec3)],
    counts: &Counts,
    duration: f32,
) {
    let mut spare: Vec<usize> = hand
        .seeds
        .drain(..)
        .filter_map(|e| pits.iter().position(|p| p.0 == e))
        .collect();
    // Seeds beyond a pit's count leave it (the top of the pile first).
    for side in Side::BOTH {
        for k in 0..16u8 {
            let want = counts[side.index()][k as usize] as usize;
            let mut here: Vec<usize> = (0..pits.len())
                .filter(|&i| pits[i].1.is_some_and(|q| q.side == side && q.k == k))
                .collect();
            here.sort_by_key(|&i| pits[i].1.map(|q| q.slot));
            spare.extend(here.into_iter().skip(want));
        }
    }
    for &i in &spare {
        pits[i].1 = None;
    }
    for side in Side::BOTH {
        for k in table.pits() {
            let want = counts[side.index()][k as usize] as usize;
            let mut have = count(pits, side, k);
            while have < want {
                let Some(i) = spare.pop() else { break };
                pits[i].1 = Some(InPit {
                    side,
                    k,
                    slot: usize::MAX,
                });
                have += 1;
            }
            // Re-stack: keep the existing order, fill slots from the bottom.
            let mut here: Vec<usize> = (0..pits.len())
                .filter(|&i| pits[i].1.is_some_and(|q| q.side == side && q.k == k))
                .collect();
            here.sort_by_key(|&i| pits[i].1.map(|q| q.slot));
            for (slot, i) in here.into_iter().enumerate() {
                let to = table.pit_center(side, k) + table.rest_offset(k, slot) + pits[i].3;
                let pit = InPit { side, k, slot };
                let mut entity = commands.entity(pits[i].0);
                entity.remove::<InHand>().insert(pit);
                if pits[i].2.distance(to) > 1e-4 {
                    entity.insert(flight(pits[i].2, to, duration, 0.25));
                }
                pits[i].1 = Some(pit);
                pits[i].2 = to;
            }
        }
    }
    // Seeds not on the board (a set-up being arranged) wait in a heap
    // beside it, in the hand, for the next settle.
    for (n, i) in spare.into_iter().enumerate() {
        let heap = Vec3::new(
            5.0 + (n % 4) as f32 * 0.16,
            -0.5 + SEED_HEIGHT + (n / 16) as f32 * 0.12,
            -0.9 + (n / 4 % 4) as f32 * 0.16,
        );
        let mut entity = commands.entity(pits[i].0);
        entity.remove::<InPit>().insert(InHand);
        if pits[i].2.distance(heap) > 1e-4 {
            entity.insert(flight(pits[i].2, heap, duration, 0.25));
        }
        pits[i].2 = heap;
        hand.seeds.push_back(pits[i].0);
    }
}

/// A seed's half-height, for resting on the table.
const SEED_HEIGHT: f32 = crate::layout::SEED_RADII.y;

fn fly(
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
