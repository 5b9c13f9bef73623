//! What a move did, read from the engine's own trace: the seeds it took and
//! from which pits, where the captured seeds were sown again, the laps of a
//! relay, a grand slam, the end of the game. The review's words are built
//! from these facts, never from a list of canned phrases.

use crate::Side;
use crate::game::{Game, Omweso, Oware};
use crate::{omweso, oware};
use serde::Serialize;

/// One capture: the opponent's pits emptied, named as their owner names
/// them, and the seeds taken from each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Taken {
    /// Pit letters on the opponent's side, in the order the rules take them.
    pub pits: Vec<String>,
    /// Seeds taken from each of those pits.
    pub seeds: Vec<u32>,
    /// Omweso: the mover's pit the captured seeds are sown from again.
    pub resown_from: Option<String>,
    /// Omweso: the lap that captured ran clockwise (a reverse capture).
    pub reverse: bool,
}

impl Taken {
    pub fn total(&self) -> u32 {
        self.seeds.iter().sum()
    }
}

/// How a move ended the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ending {
    pub winner: Option<Side>,
    /// The kind of result in the engine's words: Omweso `bulijo`,
    /// `okutema`, `akawumbi`, `akakyala`, `annulled`; Oware `majority`,
    /// `no-legal-move`, `repetition`.
    pub kind: &'static str,
    /// Omweso: the points; Oware: the winner's seeds (a draw's 24).
    pub points: u32,
}

/// Everything a move did that words about it may mention.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Effect {
    /// The move in notation.
    #[serde(rename = "move")]
    pub mv: String,
    pub mover: Side,
    /// The captures in the order they happened.
    pub captures: Vec<Taken>,
    /// Laps the move sowed (Oware: always 1).
    pub laps: u64,
    /// An Omweso move that never ends (the game is annulled).
    pub never_ending: bool,
    /// An Oware grand slam: `Some(true)` when its capture was forfeited.
    pub grand_slam_forfeited: Option<bool>,
    /// Set when the move ended the game.
    pub ending: Option<Ending>,
}

impl Effect {
    /// Seeds captured in all.
    pub fn captured(&self) -> u32 {
        self.captures.iter().map(Taken::total).sum()
    }

    /// A move that is not played on the board (an Omweso turn lost to the
    /// blitz clock).
    pub fn pass(mv: String, mover: Side) -> Effect {
        Effect {
            mv,
            mover,
            captures: Vec::new(),
            laps: 0,
            never_ending: false,
            grand_slam_forfeited: None,
            ending: None,
        }
    }
}

/// What an Omweso move does, from its trace.
pub(crate) fn omweso_effect(
    position: &omweso::Position,
    rules: &omweso::Rules,
    mv: omweso::Move,
) -> Option<Effect> {
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
                .filter(|next| next.kind == omweso::LapKind::CaptureResow)
                .map(|next| omweso::letter(next.pickup).to_string());
            let (pits, seeds) = capture
                .pits
                .iter()
                .zip(capture.seeds)
                .filter(|(_, s)| *s > 0)
                .map(|(&k, s)| (omweso::letter(k).to_string(), s as u32))
                .unzip();
            Some(Taken {
                pits,
                seeds,
                resown_from,
                reverse: lap.dir == omweso::Dir::Clockwise,
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

/// What an Oware move does, from its trace.
pub(crate) fn oware_effect(
    position: &oware::Position,
    rules: &oware::Rules,
    mv: oware::Move,
) -> Option<Effect> {
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
        grand_slam_forfeited: trace
            .grand_slam
            .map(|g| g == oware::GrandSlamEffect::Forfeited),
        ending: played.outcome.as_ref().map(<Oware as Game>::ending),
    })
}

/// An Oware house's letter as its owner names it.
fn house_letter(house: u8) -> String {
    char::from(b'a' + house % 6).to_string()
}
