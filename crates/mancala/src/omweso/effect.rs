//! What an Omweso move did, read from its sowing trace: the facts the
//! review's words are built from.

use super::{LapKind, Move, Position, Rules, letter};
use crate::game::{Effect, Game, Omweso, Taken};

/// What an Omweso move does, from its trace.
pub(crate) fn omweso_effect(position: &Position, rules: &Rules, mv: Move) -> Option<Effect> {
    if mv.is_pass() {
        return Some(Effect::pass(mv.to_string(), position.side()));
    }
    let played = position.play(rules, mv).ok()?;
    let laps = &played.trace.laps;
    let captures = laps
        .iter()
        .enumerate()
        .filter_map(|(i, lap)| {
            let capture = lap.capture?;
            let resown_from = laps
                .get(i + 1)
                .filter(|next| next.kind == LapKind::CaptureResow)
                .map(|next| letter(next.pickup).to_string());
            let (pits, seeds) = capture
                .pits
                .iter()
                .zip(capture.seeds)
                .filter(|(_, s)| *s > 0)
                .map(|(&k, s)| (letter(k).to_string(), s as u32))
                .unzip();
            Some(Taken {
                pits,
                seeds,
                resown_from,
                reverse: lap.dir == super::Dir::Clockwise,
            })
        })
        .collect();
    Some(Effect {
        mv: played.mv.to_string(),
        mover: position.side(),
        captures,
        laps: played.trace.total_laps,
        never_ending: played.trace.never_ending,
        grand_slam_forfeited: None,
        ending: played.outcome.as_ref().map(<Omweso as Game>::ending),
    })
}
