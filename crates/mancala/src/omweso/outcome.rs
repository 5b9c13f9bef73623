//! The end of a game and its points (rules page, section 4).

use super::position::Position;
use super::rules::Rules;
use super::sowing::Sowing;
use crate::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResultKind {
    /// Okwa bulijo: the opponent has no legal move (1 point).
    Bulijo,
    /// Okutema, "cutting the head" (2 points).
    Okutema,
    /// Akawumbi: the opponent left with no seeds by a capture in an end column.
    Akawumbi,
    /// Akakyala: two capturing turns against none (2 points, an option).
    Akakyala,
    /// A never-ending move or a third repetition: no points.
    Annulled,
}

impl ResultKind {
    /// The lower-case name used by the CLI.
    pub fn name(self) -> &'static str {
        match self {
            ResultKind::Bulijo => "bulijo",
            ResultKind::Okutema => "okutema",
            ResultKind::Akawumbi => "akawumbi",
            ResultKind::Akakyala => "akakyala",
            ResultKind::Annulled => "annulled",
        }
    }

    /// The Luganda name and an English gloss, for people.
    pub fn describe(self) -> (&'static str, &'static str) {
        match self {
            ResultKind::Bulijo => ("Okwa bulijo", "no moves left"),
            ResultKind::Okutema => ("Okutema", "the head is cut"),
            ResultKind::Akawumbi => ("Akawumbi", "the opponent is wiped out"),
            ResultKind::Akakyala => ("Akakyala", "two captures against none"),
            ResultKind::Annulled => ("Annulled", "the game is replayed"),
        }
    }
}

impl fmt::Display for ResultKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The end of a game: how, who won (none when annulled) and the points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub kind: ResultKind,
    pub winner: Option<Side>,
    pub points: u32,
}

impl Outcome {
    /// An annulled game.
    pub fn annulled() -> Outcome {
        Outcome {
            kind: ResultKind::Annulled,
            winner: None,
            points: 0,
        }
    }

    /// Can a game under `rules` end like this? (Kind, winner and points
    /// agree: annulled has no winner and no points; the others have a winner
    /// and their fixed worth.)
    pub fn is_possible(&self, rules: &Rules) -> bool {
        let points = match self.kind {
            ResultKind::Annulled => return self.winner.is_none() && self.points == 0,
            ResultKind::Akawumbi => rules.akawumbi_points,
            ResultKind::Okutema | ResultKind::Akakyala => 2,
            ResultKind::Bulijo => 1,
        };
        self.winner.is_some() && self.points == points
    }

    fn win(kind: ResultKind, winner: Side, points: u32) -> Outcome {
        Outcome {
            kind,
            winner: Some(winner),
            points,
        }
    }
}

impl fmt::Display for Outcome {
    /// The CLI's form: `<kind> <winner> <points>`, winner `-` when annulled.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let winner = self.winner.map_or('-', |s| s.letter());
        write!(f, "{} {} {}", self.kind, winner, self.points)
    }
}

/// Does this player have a legal move (a pit with 2 or more seeds)?
pub(crate) fn can_move(position: &Position, side: Side) -> bool {
    position.pits(side).iter().any(|&n| n >= 2)
}

/// The end conditions after a finished (not never-ending) turn, in the
/// documented order; `after` is the position the turn produced. Repetition
/// needs the game's history and is judged by the game record.
pub(crate) fn judge(after: &Position, turn: &Sowing, rules: &Rules) -> Option<Outcome> {
    let mover = after.side().opponent();
    let opponent = after.side();
    let theirs = after.pits(opponent);
    if turn.captured {
        let end_column = matches!(turn.last_capture_landing, Some(8 | 15));
        if end_column && theirs.iter().all(|&n| n == 0) {
            return Some(Outcome::win(
                ResultKind::Akawumbi,
                mover,
                rules.akawumbi_points,
            ));
        }
        let both_ends = turn.captured_at_left_end && turn.captured_at_right_end;
        let front_empty = theirs[8..].iter().all(|&n| n == 0);
        if both_ends || front_empty {
            return Some(Outcome::win(ResultKind::Okutema, mover, 2));
        }
        if rules.akakyala && after.capture_turns(mover) >= 2 && after.capture_turns(opponent) == 0 {
            return Some(Outcome::win(ResultKind::Akakyala, mover, 2));
        }
    }
    if !can_move(after, opponent) {
        return Some(Outcome::win(ResultKind::Bulijo, mover, 1));
    }
    None
}
