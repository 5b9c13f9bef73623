//! An Oware match on the same table: the engine plays a move at once (it is
//! cheap), the animation shows its trace, captures go to the mover's store.

use super::ai::think_oware;
use super::animation::{AnimQueue, Counts, oware_counts, oware_pit};
use super::session::{Action, MatchConfig, Notice, Player, TableView};
use super::{GameSet, Screen};
use crate::layout::STORE;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mancala::Side;
use mancala::oware::{GameRecord, Match, Move, Outcome, Position};

/// Where an Oware turn stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OwarePhase {
    Waiting,
    Busy,
    Over(Outcome),
}

/// The last move: who, which house, and the pits it sowed into.
pub type LastOwareMove = (Side, Move, Vec<(Side, u8)>);

/// The Oware match being played.
#[derive(Resource)]
pub struct OwareSession {
    pub config: MatchConfig,
    pub record: GameRecord,
    pub score: Match,
    pub phase: OwarePhase,
    pub last: Option<LastOwareMove>,
    pub games: u32,
    /// Moves taken back, the next to redo last.
    pub redo: Vec<Move>,
    /// A replay of a record: no new moves, step with undo and redo.
    pub replay: bool,
    after_animation: Option<Option<Outcome>>,
}

impl OwareSession {
    pub fn new(config: MatchConfig) -> OwareSession {
        let score = Match::new(config.oware_format).unwrap_or_else(|_| {
            Match::new(mancala::oware::MatchFormat::default()).expect("the default format is valid")
        });
        let start = config.oware_position.unwrap_or_else(|| score.next_start());
        let record = GameRecord::new(start, config.oware_rules.clone());
        OwareSession {
            config,
            record,
            score,
            phase: OwarePhase::Waiting,
            last: None,
            games: 0,
            redo: Vec::new(),
            replay: false,
            after_animation: None,
        }
    }

    /// A replay viewer over a game record, from its start.
    pub fn replay(mut config: MatchConfig, record: &GameRecord) -> OwareSession {
        config.players = [Player::Human, Player::Human];
        config.oware_rules = record.rules().clone();
        OwareSession {
            record: GameRecord::new(*record.start(), record.rules().clone()),
            redo: record.moves().iter().rev().copied().collect(),
            replay: true,
            ..OwareSession::new(config)
        }
    }

    /// A saved match, where it was left.
    pub fn restore(
        config: MatchConfig,
        record: GameRecord,
        score: Match,
        games: u32,
    ) -> OwareSession {
        let phase = match record.result() {
            Some(outcome) => OwarePhase::Over(outcome),
            None => OwarePhase::Waiting,
        };
        OwareSession {
            record,
            score,
            games,
            phase,
            ..OwareSession::new(config)
        }
    }

    pub fn position(&self) -> &Position {
        self.record.current()
    }

    pub fn to_move(&self) -> Side {
        self.position().side()
    }

    pub fn player(&self, side: Side) -> Player {
        self.config.players[side.index()]
    }

    pub fn human_to_act(&self) -> bool {
        self.phase == OwarePhase::Waiting && self.player(self.to_move()) == Player::Human
    }

    /// Seeds per pit; once a game is over, the seeds left on the board are
    /// shown in their owners' stores, as the rules count them.
    pub fn counts(&self) -> Counts {
        self.final_counts()
    }

    /// Takes back the last move (against the computer, your move and its
    /// reply) by replaying the record without it.
    fn undo(&mut self) {
        let humans = Side::BOTH
            .iter()
            .filter(|s| self.player(**s) == Player::Human)
            .count();
        while let Some((&last, earlier)) = self.record.moves().split_last() {
            let mut record = GameRecord::new(*self.record.start(), self.record.rules().clone());
            for &mv in earlier {
                let _ = record.push(mv);
            }
            self.record = record;
            self.redo.push(last);
            if humans == 2 || self.player(self.to_move()) == Player::Human {
                break;
            }
        }
        self.last = None;
    }

    /// Plays a legal move and queues its animation.
    fn play(&mut self, mv: Move, queue: &mut AnimQueue) -> Result<(), String> {
        let played = self.record.play(mv).map_err(|e| e.to_string())?;
        queue.push_oware(&played.trace);
        let outcome = self.record.result();
        self.phase = OwarePhase::Busy;
        self.after_animation = Some(outcome);
        self.last = Some((
            played.trace.mover,
            mv,
            played.trace.sown.iter().map(|&h| oware_pit(h)).collect(),
        ));
        if outcome.is_some() {
            // The seeds left on the board go to their owners' stores.
            queue.settle_counts(self.final_counts());
        }
        Ok(())
    }

    fn final_counts(&self) -> Counts {
        let mut counts = oware_counts(self.position());
        if let Some(outcome) = self.record.result() {
            for side in Side::BOTH {
                let row = &mut counts[side.index()];
                row[..6].iter_mut().for_each(|n| *n = 0);
                row[STORE as usize] = outcome.total(side);
            }
        }
        counts
    }
}

#[derive(Component)]
struct OwareThinking {
    task: Task<Option<Move>>,
    position: Position,
    cancel: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            handle_actions,
            start_thinking,
            finish_thinking,
            continue_after_animation,
            continue_redo,
            update_view,
        )
            .chain()
            .in_set(GameSet::Logic)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<OwareSession>)),
    );
}

fn handle_actions(
    mut actions: MessageReader<Action>,
    mut notices: MessageWriter<Notice>,
    mut session: ResMut<OwareSession>,
    mut queue: ResMut<AnimQueue>,
) {
    for action in actions.read() {
        match action.clone() {
            Action::NewMatch(config) => {
                *session = OwareSession::new(config);
                queue.settle_counts(session.counts());
            }
            Action::NextGame => {
                if !matches!(session.phase, OwarePhase::Over(_)) || session.score.is_over() {
                    continue;
                }
                session.record = GameRecord::new(
                    session.score.next_start(),
                    session.config.oware_rules.clone(),
                );
                session.phase = OwarePhase::Waiting;
                session.last = None;
                queue.settle_counts(session.counts());
            }
            Action::Pit(_) if session.replay => {
                notices.write(Notice(
                    "This is a replay: step through it with ◀ and ▶ (U and R).".into(),
                ));
            }
            Action::Pit(k) => {
                if !session.human_to_act() {
                    notices.write(Notice("Wait for your turn.".into()));
                    continue;
                }
                if k == STORE {
                    notices.write(Notice(
                        "That is a store: sow from one of your six houses.".into(),
                    ));
                    continue;
                }
                let Some(mv) = Move::new(k) else { continue };
                // The engine says why a house cannot be played.
                match session.play(mv, &mut queue) {
                    Ok(()) => session.redo.clear(),
                    Err(why) => {
                        notices.write(Notice(super::session::sentence(&why)));
                    }
                }
            }
            Action::Undo => {
                let reviewing = session.replay && matches!(session.phase, OwarePhase::Over(_));
                if (session.phase != OwarePhase::Waiting && !reviewing)
                    || session.record.moves().is_empty()
                {
                    notices.write(Notice("There is no move to take back now.".into()));
                    continue;
                }
                session.undo();
                session.phase = OwarePhase::Waiting;
                queue.settle_counts(session.counts());
            }
            Action::Redo => match session.redo.pop() {
                Some(mv) if session.phase == OwarePhase::Waiting => {
                    let redo = std::mem::take(&mut session.redo);
                    let _ = session.play(mv, &mut queue);
                    session.redo = redo;
                }
                _ => {
                    notices.write(Notice("There is no move to redo.".into()));
                }
            },
            Action::Start(_)
            | Action::Decide(_)
            | Action::Unplace(_)
            | Action::Arrange(_)
            | Action::DoneArranging => {}
        }
    }
}

fn start_thinking(
    mut commands: Commands,
    session: Res<OwareSession>,
    thinking: Query<(), With<OwareThinking>>,
) {
    let Player::Computer(level) = session.player(session.to_move()) else {
        return;
    };
    if session.phase != OwarePhase::Waiting || !thinking.is_empty() {
        return;
    }
    // After a redo, the computer's taken-back reply is replayed instead.
    if !session.redo.is_empty() {
        return;
    }
    let position = *session.position();
    // The search judges repetition from the position on.
    let history = Vec::new();
    let rules = session.config.oware_rules.clone();
    let seed = session.record.moves().len() as u64 ^ (session.games as u64) << 32;
    let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stop = cancel.clone();
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { think_oware(&position, &history, &rules, level, seed, &stop) });
    commands.spawn((
        Name::new("Computer thinking (Oware)"),
        OwareThinking {
            task,
            position,
            cancel,
        },
    ));
}

fn finish_thinking(
    mut commands: Commands,
    mut session: ResMut<OwareSession>,
    mut queue: ResMut<AnimQueue>,
    mut tasks: Query<(Entity, &mut OwareThinking)>,
) {
    for (entity, mut thinking) in &mut tasks {
        let Some(result) = check_ready(&mut thinking.task) else {
            continue;
        };
        commands.entity(entity).despawn();
        if session.phase != OwarePhase::Waiting || thinking.position != *session.position() {
            thinking
                .cancel
                .store(true, std::sync::atomic::Ordering::Relaxed);
            continue;
        }
        if let Some(mv) = result {
            let _ = session.play(mv, &mut queue);
        }
    }
}

/// After a redo, the computer's reply that was taken back is played again.
fn continue_redo(mut session: ResMut<OwareSession>, mut queue: ResMut<AnimQueue>) {
    if session.phase != OwarePhase::Waiting || session.redo.is_empty() {
        return;
    }
    if let Player::Computer(_) = session.player(session.to_move())
        && let Some(mv) = session.redo.pop()
    {
        let redo = std::mem::take(&mut session.redo);
        let _ = session.play(mv, &mut queue);
        session.redo = redo;
    }
}

fn continue_after_animation(mut session: ResMut<OwareSession>, queue: Res<AnimQueue>) {
    if !queue.is_idle() {
        return;
    }
    if let Some(outcome) = session.after_animation.take() {
        session.phase = match outcome {
            Some(outcome) => {
                if !session.replay {
                    let _ = session.score.record(outcome.winner);
                    session.games += 1;
                }
                OwarePhase::Over(outcome)
            }
            None => OwarePhase::Waiting,
        };
    }
}

fn update_view(session: Res<OwareSession>, mut view: ResMut<TableView>) {
    let position = session.position();
    *view = TableView {
        to_move: session.to_move(),
        humans: Side::BOTH.map(|s| session.player(s) == Player::Human),
        human_to_act: session.human_to_act(),
        playable: Move::from_mask(position.legal_moves_mask())
            .map(|m| m.house())
            .collect(),
        last: session
            .last
            .as_ref()
            .map(|l| l.2.clone())
            .unwrap_or_default(),
        counts: session.counts(),
        names: session.config.names.clone(),
    };
}
