//! The review's words in the player's language: built from the facts of
//! the moves (`mancala::review::Effect`) and the engine's lines, as the
//! command line's English is (`mancala::review::words`), through the
//! catalogue.

use crate::text::Text;
use crate::text::side_name;
use mancala::Side;
use mancala::ai::Searchable;
use mancala::ai::WIN_MIN;
use mancala::review::{Class, Effect, MoveReview};

/// A class's name: a catalogue message.
pub fn class_name(class: Class) -> Text {
    Text::new(format!("review-class-{}", class.name()))
}

/// Seeds with one decimal, as a plain number.
fn seeds(loss: f64) -> String {
    format!("{loss:.1}")
}

/// What a move does: "c, a relay of 4 laps, captures 9 seeds from North's
/// d and e, re-sown from p".
pub fn effect(effect: &Effect) -> Text {
    if effect.never_ending {
        return Text::new("review-effect-endless").str("move", effect.mv.clone());
    }
    let first = effect.captures.first();
    let pits = first
        .map(|t| t.pits.iter().map(|p| Text::plain(p.clone())).collect())
        .unwrap_or_default();
    let text = Text::new("review-effect")
        .str("move", effect.mv.clone())
        .num("laps", effect.laps)
        .num("seeds", effect.captured())
        .text("owner", side_name(effect.mover.opponent()))
        .text("pits", Text::and_list(pits))
        .num("captures", effect.captures.len())
        .num("reverse", u8::from(first.is_some_and(|t| t.reverse)))
        .str(
            "resown",
            first
                .and_then(|t| t.resown_from.clone())
                .unwrap_or_else(|| "none".into()),
        )
        .num("slam", u8::from(effect.grand_slam_forfeited == Some(true)));
    match &effect.ending {
        Some(end) if end.winner == Some(effect.mover) => {
            Text::new("review-effect-wins").text("effect", text)
        }
        Some(_) => Text::new("review-effect-ends").text("effect", text),
        None => text,
    }
}

/// The first move of `line` by `side` that captures or ends the game,
/// and the moves before it.
fn punch(line: &[Effect], side: Side) -> Option<(&[Effect], &Effect)> {
    let j = line
        .iter()
        .position(|e| e.mover == side && (e.captured() > 0 || e.ending.is_some()))?;
    Some((&line[..j], &line[j]))
}

/// "North's answer: f captures …", or "After North c and South d, North
/// plays f, which captures …".
fn punch_words(before: &[Effect], hit: &Effect) -> Text {
    let side = side_name(hit.mover);
    if before.is_empty() {
        return Text::new("review-answer")
            .text("side", side)
            .text("effect", effect(hit));
    }
    let moves = before
        .iter()
        .map(|e| {
            Text::new("review-side-move")
                .text("side", side_name(e.mover))
                .str("move", e.mv.clone())
        })
        .collect();
    Text::new("review-answer-after")
        .text("moves", Text::and_list(moves))
        .text("side", side)
        .text("effect", effect(hit))
}

/// Why a move was worse than the engine's: the better move and what it
/// does or sets up, what the move played allowed, and the cost. `None`
/// for a move that cost nothing.
pub fn explanation<G: Searchable>(review: &MoveReview<G>) -> Option<Text> {
    if !review.class.is_error() {
        return None;
    }
    let best = &review.best_effect;
    let better = if best.captured() > 0 || best.ending.is_some() {
        Text::new("review-better").text("effect", effect(best))
    } else {
        match punch(
            review.best_line_effects.get(1..).unwrap_or(&[]),
            review.mover,
        ) {
            Some((before, hit)) => Text::new("review-better-sets-up")
                .str("move", best.mv.clone())
                .text("then", punch_words(before, hit)),
            None => Text::new("review-better-quiet").str("move", best.mv.clone()),
        }
    };
    let answer = punch(&review.reply_line_effects, review.mover.opponent())
        .map(|(before, hit)| punch_words(before, hit));
    let cost = if review.played_score <= -WIN_MIN {
        Text::new("review-cost-game").text("side", side_name(review.mover))
    } else {
        Text::new("review-cost").str("seeds", seeds(review.loss))
    };
    Some(
        Text::new("review-explanation")
            .text("better", better)
            .text("side", side_name(review.mover))
            .str("move", review.played_effect.mv.clone())
            .text(
                "then",
                match answer {
                    Some(answer) => Text::new("review-then")
                        .text("answer", answer)
                        .text("cost", cost),
                    None => cost,
                },
            ),
    )
}

/// The game's turning point in one sentence.
pub fn turning_point<G: Searchable>(review: &MoveReview<G>) -> Text {
    let answer = punch(&review.reply_line_effects, review.mover.opponent())
        .map(|(before, hit)| punch_words(before, hit))
        .unwrap_or_else(|| {
            Text::new("review-better-quiet").str("move", review.best_effect.mv.clone())
        });
    Text::new("review-turned")
        .num("number", review.index + 1)
        .text("side", side_name(review.mover))
        .str("move", review.played_effect.mv.clone())
        .text("answer", answer)
}

/// The engine's line in words: "South c captures …, North f, South b".
pub fn line(effects: &[Effect]) -> Text {
    let moves = effects
        .iter()
        .map(|e| {
            Text::new("review-line-move")
                .text("side", side_name(e.mover))
                .text("effect", effect(e))
        })
        .collect();
    Text::new("review-line").text("moves", Text::and_list(moves))
}
