//! An Omweso turn on the table: the engine's step-by-step [`Turn`] runs on
//! a background task (a never-ending relay takes seconds to detect), the
//! laps are shown as they come, and a mid-move decision is asked once the
//! board has caught up.

use super::{OmwesoTurn, Question};
use crate::systems::session::game::{Moved, Phase, Session};
use crate::systems::session::messages::{Scene, SeedStep, StartOption};
use crate::text::Text;
use bevy::tasks::{AsyncComputeTaskPool, futures::check_ready};
use mancala::Side;
use mancala::game::Omweso;
use mancala::omweso::{Dir, Lap, LapKind, Move, MoveError, Trace, Turn, letter};
use std::sync::atomic::AtomicU64;

/// Laps of a never-ending move that are shown before it is annulled.
const NEVER_ENDING_LAPS_SHOWN: usize = 6;

/// The ways pit `k` of the player to move can be played (empty: none).
pub fn start_options(session: &Session<Omweso>, k: u8) -> Vec<StartOption> {
    let position = session.position();
    let rules = &session.config.omweso.rules;
    let mut options: Vec<StartOption> = position
        .start_directions(rules, k)
        .into_iter()
        .map(StartOption::Sow)
        .collect();
    if position.canonical(rules, Move::okwesera(k)).is_ok() {
        options.push(StartOption::Okwesera);
    }
    options
}

/// Why pit `k` cannot be played, in words (the engine's reason).
pub fn why_not(session: &Session<Omweso>, k: u8) -> Text {
    let pit = letter(k).to_string();
    match Turn::begin(session.position(), &session.config.omweso.rules, k) {
        Err(MoveError::TooFewSeeds { seeds, .. }) => {
            Text::new("pit-too-few").str("pit", pit).num("seeds", seeds)
        }
        Err(MoveError::GameOver) => Text::new("game-is-over"),
        _ => Text::new("pit-not-now").str("pit", pit),
    }
}

/// A person begins a turn at a pit in the way they chose.
pub fn start(session: &mut Session<Omweso>, pit: u8, option: StartOption) {
    let position = *session.position();
    let rules = &session.config.omweso.rules;
    let turn = match option {
        StartOption::Okwesera => Turn::okwesera(&position, rules, pit),
        StartOption::Sow(_) => Turn::begin(&position, rules, pit),
    };
    let Ok(mut turn) = turn else {
        return;
    };
    if let StartOption::Sow(Dir::Clockwise) = option {
        // The first lap is the decision; make it before the job runs on.
        if turn.choose(Dir::Clockwise).is_err() {
            return;
        }
    }
    session.begin_new_move();
    session.turn.animated_laps = 0;
    run(session, turn, None);
}

/// Plays a complete move (the computer's, a redo) through the same job.
pub fn play(session: &mut Session<Omweso>, mv: Move) {
    if mv.is_pass() {
        session.pass();
        return;
    }
    let position = *session.position();
    let rules = &session.config.omweso.rules;
    let turn = if mv.is_okwesera() {
        Turn::okwesera(&position, rules, mv.pit())
    } else {
        Turn::begin(&position, rules, mv.pit())
    };
    if let Ok(turn) = turn {
        session.turn.animated_laps = 0;
        run(session, turn, Some(mv));
    }
}

/// A mid-move decision answered.
pub fn decide(session: &mut Session<Omweso>, dir: Dir) {
    let Some(mut turn) = session.turn.machine.take() else {
        return;
    };
    if turn.choose(dir).is_ok() {
        run(session, turn, None);
    } else {
        session.turn.machine = Some(turn);
    }
}

/// Runs the turn on a background task until it ends or needs a decision.
fn run(session: &mut Session<Omweso>, turn: Turn, script: Option<Move>) {
    session.phase = Phase::Working;
    session.turn.laps = Default::default();
    let laps = session.turn.laps.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move { lap_turn(turn, script, &laps) });
    session.turn.job = Some(task);
    session.turn.job_began = Some(std::time::Instant::now());
}

/// Runs a turn's forced laps; with a complete move, makes its decisions too.
fn lap_turn(mut turn: Turn, script: Option<Move>, laps: &AtomicU64) -> Turn {
    let mut decisions = turn.move_so_far().decisions();
    loop {
        turn.run_forced_counting(laps);
        match (turn.pending_decision(), script) {
            (Some(_), Some(mv)) => {
                if turn.choose(mv.direction(decisions)).is_err() {
                    return turn;
                }
                decisions += 1;
            }
            _ => return turn,
        }
    }
}

/// Picks up a finished engine job: shows its laps, then asks the pending
/// decision or records the move. Says whether a job finished.
pub fn poll(session: &mut Session<Omweso>) -> bool {
    let Some(job) = session.turn.job.as_mut() else {
        return false;
    };
    let Some(mut turn) = check_ready(job) else {
        return false;
    };
    session.turn.job = None;
    session.turn.job_began = None;
    let mover = turn.position_before().side();
    // Show the laps not shown yet; a never-ending move shows a few.
    let done = turn.is_done();
    let never_ending = done && turn.clone().finish().is_ok_and(|p| p.trace.never_ending);
    let limit = if never_ending {
        NEVER_ENDING_LAPS_SHOWN
    } else {
        usize::MAX
    };
    let laps: Vec<_> = turn
        .laps()
        .iter()
        .skip(session.turn.animated_laps)
        .take(limit)
        .cloned()
        .collect();
    session.turn.animated_laps = turn.laps().len();
    session.show(Scene::Steps(seed_steps(mover, &laps)));
    if let Some(decision) = turn.pending_decision() {
        session.turn.machine = Some(turn);
        session.ask_after_show(Question::Deciding { decision });
    } else if done {
        match session.record.finish_turn(turn) {
            Ok(played) => {
                session.settle();
                let name = session.config.display_names()[mover.index()].clone();
                let caption = caption(name, &played.trace);
                session.moved(Moved {
                    caption,
                    mover,
                    mv: played.mv,
                    pits: played
                        .trace
                        .laps
                        .iter()
                        .flat_map(|l| l.sown.iter().map(move |&k| (mover, k)))
                        .collect(),
                    captured: played.trace.captured(),
                    outcome: played.outcome,
                });
            }
            Err(_) => session.phase = Phase::Waiting,
        }
    }
    true
}

/// A move in words, from its trace: "North sowed from g: 3 laps, captured
/// 9 seeds from c and d, re-sowed from p".
pub fn caption(name: Text, trace: &Trace) -> Text {
    let Some(first) = trace.laps.first() else {
        return Text::new("caption-passed").text("name", name);
    };
    let how = match (first.kind, first.dir) {
        (LapKind::Okwesera, _) => "caption-okwesera",
        (_, Dir::Clockwise) => "caption-sowed-clockwise",
        _ => "caption-sowed",
    };
    let start = Text::new(how)
        .text("name", name)
        .str("pit", letter(first.pickup).to_string());
    if trace.never_ending {
        return Text::new("caption-never-ending").text("start", start);
    }
    let mut parts = vec![Text::new("caption-laps").num("laps", trace.total_laps)];
    for (i, lap) in trace.laps.iter().enumerate() {
        let Some(capture) = lap.capture else { continue };
        let from = capture.pits.map(|k| Text::plain(letter(k).to_string()));
        let captured = Text::new("caption-captured")
            .num("seeds", capture.total())
            .text("pits", Text::and_list(from.to_vec()));
        parts.push(
            match trace
                .laps
                .get(i + 1)
                .filter(|next| next.kind == LapKind::CaptureResow)
            {
                Some(next) => Text::new("caption-resowed")
                    .text("captured", captured)
                    .str("pit", letter(next.pickup).to_string()),
                None => captured,
            },
        );
    }
    Text::new("caption-move")
        .text("start", start)
        .text("parts", Text::List(parts))
}

impl OmwesoTurn {
    pub fn busy(&self) -> bool {
        self.job.is_some() || self.arrange_job.is_some()
    }

    /// Have the jobs running finished on their threads (or are there none)?
    pub fn finished(&self) -> bool {
        self.job.as_ref().is_none_or(|job| job.is_finished())
            && self
                .arrange_job
                .as_ref()
                .is_none_or(|(job, _)| job.is_finished())
            && self.proofs.finished()
    }
}

/// How the board shows laps played by `mover`: a lap lifts its pit (a
/// capture's resowing starts from the hand), drops a seed in each pit it
/// sows, and a capture takes the opponent's seeds into the hand above the
/// pit that began the lap.
fn seed_steps(mover: Side, laps: &[Lap]) -> Vec<SeedStep> {
    let mut steps = Vec::new();
    for lap in laps {
        match lap.kind {
            LapKind::Start | LapKind::Relay | LapKind::Okwesera => {
                steps.push(SeedStep::Lift(mover, lap.pickup));
            }
            LapKind::CaptureResow => {}
        }
        steps.extend(lap.sown.iter().map(|&k| SeedStep::Drop(mover, k)));
        if let Some(capture) = lap.capture {
            steps.extend(capture.pits.into_iter().map(|pit| SeedStep::Take {
                from: (mover.opponent(), pit),
                over: (mover, lap.pickup),
            }));
        }
    }
    steps
}
