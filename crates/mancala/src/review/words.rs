//! The review in English words, built from the facts of the moves
//! ([`super::Effect`]) and the search's lines: what the command line
//! prints. (The game says the same in each of its languages from the same
//! facts.)

use super::{Effect, MoveReview, Taken};
use crate::Side;
use crate::ai::{Searchable, Strategy};

fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

/// "a", "a and b", "a, b and c".
pub fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// One capture: "9 seeds from North's d and e, re-sown from p" (with
/// "in reverse" for a clockwise capture); Oware's "2 + 3 from North's c
/// and d".
fn capture_words(taken: &Taken, victim: Side, itemised: bool) -> String {
    let amount = if !itemised || taken.seeds.len() == 1 {
        plural(taken.total(), "seed")
    } else {
        let parts: Vec<String> = taken.seeds.iter().map(u32::to_string).collect();
        parts.join(" + ")
    };
    let mut text = format!(
        "{amount} from {}'s {}",
        side_name(victim),
        join_and(&taken.pits)
    );
    if taken.reverse {
        text += " in reverse";
    }
    if let Some(pit) = &taken.resown_from {
        text += &format!(", re-sown from {pit}");
    }
    text
}

fn plural(n: impl Into<u64>, what: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// What a move does, in one clause: "c captures 9 seeds from North's d and
/// e, re-sown from p, in a relay of 4 laps, and wins the game (okutema, 2
/// points)".
pub fn effect_words<G: Searchable>(effect: &Effect) -> String {
    let victim = effect.mover.opponent();
    let mut text = effect.mv.clone();
    if effect.never_ending {
        return text + " never ends, which annuls the game";
    }
    if effect.laps > 1 {
        text += &format!(" sows a relay of {} and", plural(effect.laps, "lap"));
    }
    let parts: Vec<String> = effect
        .captures
        .iter()
        .map(|t| capture_words(t, victim, G::Strategy::CAPTURES_ITEMISED))
        .collect();
    text += &match parts.as_slice() {
        [] => " captures nothing".to_string(),
        [one] => format!(" captures {one}"),
        [first, second] => format!(
            " captures {} in all: {first}, then {second}",
            plural(effect.captured(), "seed")
        ),
        [first, ..] => format!(
            " captures {} in {} captures, the first {first}",
            plural(effect.captured(), "seed"),
            parts.len()
        ),
    };
    if effect.grand_slam_forfeited == Some(true) {
        text += " (a grand slam, so it captures nothing and the seeds stay)";
    }
    if let Some(end) = &effect.ending {
        text += &match end.winner {
            Some(w) if w == effect.mover => format!(" and wins the game ({})", end.kind),
            Some(_) => format!(" and loses the game ({})", end.kind),
            None => format!(" and ends the game ({})", end.kind),
        };
    }
    text
}

/// The first move of `line` by `side` that captures or ends the game,
/// with the moves before it: the point of a line.
fn punch(line: &[Effect], side: Side) -> Option<(&[Effect], &Effect)> {
    let j = line
        .iter()
        .position(|e| e.mover == side && (e.captured() > 0 || e.ending.is_some()))?;
    Some((&line[..j], &line[j]))
}

/// "North's f captures …", or with the moves before it "after North c
/// and South d, North's f captures …".
fn punch_words<G: Searchable>(before: &[Effect], hit: &Effect) -> String {
    let hit_words = format!("{}'s {}", side_name(hit.mover), effect_words::<G>(hit));
    if before.is_empty() {
        return hit_words;
    }
    let moves: Vec<String> = before
        .iter()
        .map(|e| format!("{} {}", side_name(e.mover), e.mv))
        .collect();
    format!("after {}, {hit_words}", join_and(&moves))
}

/// What the better move does: its capture, or what its line sets up.
fn better_words<G: Searchable>(review: &MoveReview<G>) -> String {
    let best = &review.best_effect;
    let mut text = if best.captured() > 0 || best.ending.is_some() {
        format!("better was {}", effect_words::<G>(best))
    } else {
        match punch(
            review.best_line_effects.get(1..).unwrap_or(&[]),
            review.mover,
        ) {
            Some((before, hit)) => {
                format!("better was {} ({})", best.mv, punch_words::<G>(before, hit))
            }
            None => format!("better was {}", best.mv),
        }
    };
    if review.best_score >= crate::ai::WIN_MIN {
        text += &format!(", a {}", crate::ai::describe_score::<G>(review.best_score));
    }
    text
}

/// Why a move was worse than the engine's, for an inaccuracy, a mistake or
/// a blunder: what the better move does, then what the move played let the
/// opponent do (the engine's line after it). `None` for a move that cost
/// nothing.
pub fn explanation<G: Searchable>(review: &MoveReview<G>) -> Option<String> {
    if !review.class.is_error() {
        return None;
    }
    let mover = side_name(review.mover);
    let mut text = better_words(review);
    text += &format!("; {mover} played {}", review.played_effect.mv);
    if let Some((before, hit)) = punch(&review.reply_line_effects, review.mover.opponent()) {
        text += &format!("; {}", punch_words::<G>(before, hit));
    }
    if review.played_score <= -crate::ai::WIN_MIN {
        text += &format!(
            ": {mover} now faces a {}",
            crate::ai::describe_score::<G>(review.played_score)
        );
    } else {
        text += &format!(": {mover} loses {:.1} seeds", review.loss);
    }
    Some(text)
}

/// The game's turning point in one sentence: "The game turned at move 7:
/// North played g, and South answers c captures 9 seeds …".
pub fn turning_point<G: Searchable>(review: &MoveReview<G>) -> String {
    let mover = side_name(review.mover);
    let played = &review.played_effect.mv;
    let reason = match punch(&review.reply_line_effects, review.mover.opponent()) {
        Some((before, hit)) => {
            format!("{mover} played {played}; {}", punch_words::<G>(before, hit))
        }
        None => format!(
            "{mover} played {played} where {} was better",
            review.best_effect.mv
        ),
    };
    format!("The game turned at move {}: {reason}.", review.index + 1)
}
