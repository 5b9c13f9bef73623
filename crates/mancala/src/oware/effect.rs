//! What an Oware move did, read from its sowing trace: the facts the
//! review's words are built from.

use super::{GrandSlamEffect, Move, Position, Rules};
use crate::game::{Effect, Game, Oware, Taken};

/// What an Oware move does, from its trace.
pub(crate) fn oware_effect(position: &Position, rules: &Rules, mv: Move) -> Option<Effect> {
    let played = position.play(rules, mv).ok()?;
    let trace = &played.trace;
    let captures = if trace.captures.is_empty() {
        Vec::new()
    } else {
        let (pits, seeds) = trace
            .captures
            .iter()
            .map(|c| (house_letter(c.house), c.seeds as u32))
            .unzip();
        vec![Taken {
            pits,
            seeds,
            resown_from: None,
            reverse: false,
        }]
    };
    Some(Effect {
        mv: mv.to_string(),
        mover: trace.mover,
        captures,
        laps: 1,
        never_ending: false,
        grand_slam_forfeited: trace.grand_slam.map(|g| g == GrandSlamEffect::Forfeited),
        ending: played.outcome.as_ref().map(<Oware as Game>::ending),
    })
}

/// An Oware house's letter as its owner names it.
fn house_letter(house: u8) -> String {
    char::from(b'a' + house % 6).to_string()
}
