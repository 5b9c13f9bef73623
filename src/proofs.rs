//! The certificates of `assets/proofs/`: the standard start of Omweso won
//! by force for South, under every combination of the rules options that
//! decide play (`docs/rules/omweso-certificate.md`).
//!
//! Built in with `include_bytes!`, as every asset the game reads (it runs
//! from any folder), and 1.2 MB in all. Each is read and checked from the
//! rules the first time a game under its rules asks for it (0.1–0.5 s),
//! never on the frame: the computer's and the hint's tasks wait for it on
//! their threads ([`certificate`]), and the views only look at one already
//! loaded ([`loaded`]), which starts the loading if no one has.

use bevy::tasks::AsyncComputeTaskPool;
use mancala::Side;
use mancala::omweso::prove::{Certificate, Covered, PlayRules};
use mancala::omweso::{Move, Position, Rules};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

macro_rules! proofs {
    ($($name:literal),* $(,)?) => {
        [$(($name, include_bytes!(concat!("../assets/proofs/", $name)) as &[u8])),*]
    };
}

/// Every shipped certificate, in the order of [`PlayRules::all`].
pub const FILES: [(&str, &[u8]); 16] = proofs![
    "standard.json",
    "standard-no-reverse.json",
    "standard-no-first-turn-ban.json",
    "standard-no-reverse-no-first-turn-ban.json",
    "standard-no-okwesera.json",
    "standard-no-reverse-no-okwesera.json",
    "standard-no-first-turn-ban-no-okwesera.json",
    "standard-no-reverse-no-first-turn-ban-no-okwesera.json",
    "standard-akakyala.json",
    "standard-no-reverse-akakyala.json",
    "standard-no-first-turn-ban-akakyala.json",
    "standard-no-reverse-no-first-turn-ban-akakyala.json",
    "standard-no-okwesera-akakyala.json",
    "standard-no-reverse-no-okwesera-akakyala.json",
    "standard-no-first-turn-ban-no-okwesera-akakyala.json",
    "standard-no-reverse-no-first-turn-ban-no-okwesera-akakyala.json",
];

/// Each certificate once read and checked (`None`: it failed, which the
/// test suite rules out).
static LOADED: [OnceLock<Option<Certificate>>; 16] = [const { OnceLock::new() }; 16];

/// Whether a certificate's loading has been started off the frame.
static STARTED: [AtomicBool; 16] = [const { AtomicBool::new(false) }; 16];

fn index(rules: &Rules) -> usize {
    let play = PlayRules::of(rules);
    PlayRules::all()
        .iter()
        .position(|r| *r == play)
        .expect("all() has every combination")
}

/// The certificate for `rules`, read and checked on this thread if no one
/// has yet. Blocks: call it only off the frame.
pub fn certificate(rules: &Rules) -> Option<&'static Certificate> {
    let i = index(rules);
    LOADED[i]
        .get_or_init(|| Certificate::from_json(FILES[i].1).ok())
        .as_ref()
}

/// The certificate for `rules` if it is loaded; if not, starts loading it
/// on a task and answers `None` for now. Never blocks: for the frame.
pub fn loaded(rules: &Rules) -> Option<&'static Certificate> {
    let i = index(rules);
    if let Some(loaded) = LOADED[i].get() {
        return loaded.as_ref();
    }
    if !STARTED[i].swap(true, Ordering::Relaxed) {
        let rules = rules.clone();
        AsyncComputeTaskPool::get()
            .spawn(async move {
                certificate(&rules);
            })
            .detach();
    }
    None
}

/// The proof's move for the game so far (`game`: every position, the
/// current one last), when the winner is to move in a position it covers.
/// Blocks while the certificate loads: off the frame only.
pub fn proven_move(rules: &Rules, game: &[Position]) -> Option<Move> {
    certificate(rules)?.move_for(rules, game)
}

/// The side a loaded certificate proves wins the game from here, whoever
/// is to move. Never blocks.
pub fn proven_winner(rules: &Rules, game: &[Position]) -> Option<Side> {
    let certificate = loaded(rules)?;
    certificate
        .follow(rules, game)
        .map(|_: Covered| certificate.winner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_are_named_for_their_rules_in_order() {
        for (rules, (name, _)) in PlayRules::all().iter().zip(FILES) {
            assert_eq!(rules.file_name("standard"), name);
        }
    }

    #[test]
    fn the_default_rules_certificate_plays_l_from_the_start() {
        let rules = Rules::default();
        assert_eq!(
            proven_move(&rules, &[Position::start()]).map(|m| m.to_string()),
            Some("l".to_string())
        );
        assert_eq!(loaded(&rules).map(|c| c.winner()), Some(Side::South));
        assert_eq!(
            proven_winner(&rules, &[Position::start()]),
            Some(Side::South)
        );
    }
}
