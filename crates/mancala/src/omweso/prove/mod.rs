//! Proving Omweso positions won by force, with certificates anyone can
//! check (`mancala prove`; `docs/rules/omweso-certificate.md`).
//!
//! [`prove`] runs a proof-number search ([`BestFirst`]) over the engine's
//! exact rules: every successor comes from `Position::successors`, which
//! decides never-ending moves exactly, with no evaluation and no depth
//! bound. A win it finds becomes a [`Certificate`], which is checked afresh
//! before it is returned.
//!
//! What "won" means: the winner has a strategy such that every line of
//! play ends in a game result the winner wins. Every move of the other side
//! is covered; an annulled game (a never-ending move, or a position arising
//! for the third time in the game, the game before the root included)
//! counts as a failure.
//!
//! ```
//! use mancala::omweso::prove::{Answer, prove};
//! use mancala::omweso::{Position, Rules};
//! // South wins at once: `i` leaves North only single seeds.
//! let pos: Position = "1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/2,0,0,14,10,10,10,10 S"
//!     .parse().unwrap();
//! let proved = prove(&Rules::default(), &[], pos, 1_000).unwrap();
//! let Answer::Win(certificate) = proved.answer else { panic!() };
//! assert_eq!(certificate.summary().longest_line, 1);
//! ```

mod certificate;
mod search;
pub mod setups;

pub use certificate::{
    Certificate, CertificateError, Covered, FORMAT, Play, PlayRules, Replies, Strategy, Summary,
    VERSION,
};
pub use search::{BestFirst, Verdict};

use crate::Side;
use crate::omweso::{Position, Rules};

/// A position's board and side to move, as the repetition rule compares them.
pub type RepetitionKey = ([u8; 16], [u8; 16], Side);

/// The repetition key of a position.
pub fn key(pos: &Position) -> RepetitionKey {
    let (pits, side) = pos.repetition_key();
    (pits[0], pits[1], side)
}

/// What [`prove`] settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A side wins by force; the certificate holds its strategy, checked.
    Win(Certificate),
    /// Neither side can force a win: with best play the game is annulled.
    NotAWin,
    /// The node budget ran out; `not_won_by` is the side to move when its
    /// own search was settled (it cannot force a win) and only the other
    /// side's ran out.
    Open { not_won_by: Option<Side> },
}

/// An answer and the search's size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    pub answer: Answer,
    /// Tree nodes of every search run, together.
    pub nodes: usize,
}

/// Proves who wins `position` by force, the positions of `history` (the
/// game before it, oldest first) counting as seen: first whether the side
/// to move wins, then, if it cannot, whether the other side does. Each
/// search stops when its tree holds `budget` nodes (about 56 bytes each).
///
/// An error only if a strategy the search found failed its check, which
/// would be a fault of the search.
pub fn prove(
    rules: &Rules,
    history: &[Position],
    position: Position,
    budget: usize,
) -> Result<Proved, CertificateError> {
    let mover = position.side();
    let mut nodes = 0;
    for winner in [mover, mover.opponent()] {
        let mut search = BestFirst::new(rules, history, position, winner);
        let verdict = search.run(budget);
        nodes += search.size();
        let answer = match verdict {
            Verdict::Won => won(rules, history, position, &search)?,
            Verdict::Open => Answer::Open {
                not_won_by: (winner != mover).then_some(mover),
            },
            // The side to move cannot win: can the other side?
            Verdict::NotWon if winner == mover => continue,
            Verdict::NotWon => Answer::NotAWin,
        };
        return Ok(Proved { answer, nodes });
    }
    unreachable!("the other side's search always answers")
}

/// The checked certificate of a won search.
fn won(
    rules: &Rules,
    history: &[Position],
    position: Position,
    search: &BestFirst,
) -> Result<Answer, CertificateError> {
    let strategy = search.strategy().expect("a won search has a strategy");
    let certificate = Certificate::new(
        PlayRules::of(rules),
        history.to_vec(),
        position,
        search.winner(),
        strategy,
    )?;
    Ok(Answer::Win(certificate))
}

#[cfg(test)]
mod tests;
