//! The shipped proofs: the certificates of the repository's
//! `assets/proofs/`, the standard start and the "two each" start of Omweso
//! won by force for South under every combination of the rules options
//! that decide play (`docs/rules/omweso-certificate.md`). The engine player
//! ([`crate::ai::Player`]) plays their moves, and the game, `analyse`,
//! `review` and the hint say what they prove, all through [`Game`]'s
//! `proven_move` and `proof` (crate::game::Game).
//!
//! Built in with `include_bytes!` (a program using the crate runs from any
//! folder). Each is read and checked from the rules the first time a game
//! under its rules asks for it, on the asking thread ([`certificate`]), or
//! on a thread of its own for a caller that must not wait ([`loaded`]).

use crate::Side;
use crate::ai::Proven;
use crate::omweso::prove::{Certificate, Covered, PlayRules};
use crate::omweso::{Move, Position, Rules, Setup};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

macro_rules! proofs {
    ($set:literal) => {
        proofs!(
            $set,
            "",
            "-no-reverse",
            "-no-first-turn-ban",
            "-no-reverse-no-first-turn-ban",
            "-no-okwesera",
            "-no-reverse-no-okwesera",
            "-no-first-turn-ban-no-okwesera",
            "-no-reverse-no-first-turn-ban-no-okwesera",
            "-akakyala",
            "-no-reverse-akakyala",
            "-no-first-turn-ban-akakyala",
            "-no-reverse-no-first-turn-ban-akakyala",
            "-no-okwesera-akakyala",
            "-no-reverse-no-okwesera-akakyala",
            "-no-first-turn-ban-no-okwesera-akakyala",
            "-no-reverse-no-first-turn-ban-no-okwesera-akakyala"
        )
    };
    ($set:literal, $($flags:literal),*) => {
        [$((
            concat!("assets/proofs/", $set, $flags, ".json"),
            include_bytes!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/proofs/",
                $set,
                $flags,
                ".json"
            )) as &[u8],
        )),*]
    };
}

/// The set-ups with shipped proofs: the standard start and "two each".
const SETS: usize = 2;

/// Every shipped certificate (its path in the repository, its bytes): for
/// each set-up, in the order of [`PlayRules::all`].
pub const FILES: [[(&str, &[u8]); 16]; SETS] = [proofs!("standard"), proofs!("two-each")];

/// Each certificate once read and checked (`None`: it failed, which the
/// test suite rules out).
static LOADED: [[OnceLock<Option<Certificate>>; 16]; SETS] =
    [const { [const { OnceLock::new() }; 16] }; SETS];

/// Whether a certificate's loading has been started off the frame.
static STARTED: [[AtomicBool; 16]; SETS] = [const { [const { AtomicBool::new(false) }; 16] }; SETS];

fn index(rules: &Rules) -> usize {
    let play = PlayRules::of(rules);
    PlayRules::all()
        .iter()
        .position(|r| *r == play)
        .expect("all() has every combination")
}

/// The set-up whose certificates can cover a game that began at `first`
/// (in the order of [`FILES`]).
fn set_of(first: &Position) -> Option<usize> {
    [Setup::Standard, Setup::TwoEach].iter().position(|setup| {
        setup
            .arrangement(&Rules::default())
            .is_ok_and(|pits| Position::from_arrangements(pits, pits, Side::South) == *first)
    })
}

/// The certificate of set-up `set` for `rules`, read and checked on this
/// thread if no one has yet. Blocks: call it only off the frame.
fn certificate(set: usize, rules: &Rules) -> Option<&'static Certificate> {
    let i = index(rules);
    LOADED[set][i]
        .get_or_init(|| Certificate::from_json(FILES[set][i].1).ok())
        .as_ref()
}

/// The certificate of set-up `set` for `rules` if it is loaded; if not,
/// starts loading it on a task and answers `None` for now. Never blocks:
/// for the frame.
fn loaded(set: usize, rules: &Rules) -> Option<&'static Certificate> {
    let i = index(rules);
    if let Some(loaded) = LOADED[set][i].get() {
        return loaded.as_ref();
    }
    if !STARTED[set][i].swap(true, Ordering::Relaxed) {
        let rules = rules.clone();
        // Not started: the next caller loads it on its own thread.
        let spawned = std::thread::Builder::new()
            .name("proof-loading".into())
            .spawn(move || {
                certificate(set, &rules);
            });
        if spawned.is_err() {
            STARTED[set][i].store(false, Ordering::Relaxed);
        }
    }
    None
}

/// The proof's move for the game so far (`game`: every position, the
/// current one last), when the winner is to move in a position it covers.
/// Blocks while the certificate loads.
pub fn proven_move(rules: &Rules, game: &[Position]) -> Option<Move> {
    let set = set_of(game.first()?)?;
    certificate(set, rules)?.move_for(rules, game)
}

/// What a loaded certificate proves of the game from here, whoever is to
/// move. Never blocks: a certificate not yet loaded starts loading.
pub fn proof(rules: &Rules, game: &[Position]) -> Option<Proven> {
    let set = set_of(game.first()?)?;
    let certificate = loaded(set, rules)?;
    certificate.follow(rules, game).map(|_: Covered| Proven {
        winner: certificate.winner(),
        certificate: FILES[set][index(rules)].0,
    })
}

/// [`proof`], waiting for the certificate to load (a command line's
/// answer, not a frame's).
pub fn proof_now(rules: &Rules, game: &[Position]) -> Option<Proven> {
    let set = set_of(game.first()?)?;
    certificate(set, rules)?;
    proof(rules, game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_are_named_for_their_set_up_and_rules_in_order() {
        for (set, files) in [Setup::Standard, Setup::TwoEach].iter().zip(FILES) {
            for (rules, (path, _)) in PlayRules::all().iter().zip(files) {
                let name = rules.file_name(set.name());
                assert_eq!(path, format!("assets/proofs/{name}"));
            }
        }
    }

    #[test]
    fn each_certificate_starts_where_its_set_up_does() {
        for (set, files) in FILES.iter().enumerate() {
            for (rules, (name, _)) in PlayRules::all().iter().zip(files) {
                let rules = rules.rules();
                let root = *certificate(set, &rules).expect(name).position();
                assert_eq!(set_of(&root), Some(set), "{name}");
            }
        }
    }

    #[test]
    fn the_default_rules_certificate_plays_l_from_the_start() {
        let rules = Rules::default();
        assert_eq!(
            proven_move(&rules, &[Position::start()]).map(|m| m.to_string()),
            Some("l".to_string())
        );
        assert_eq!(
            proof_now(&rules, &[Position::start()]),
            Some(Proven {
                winner: Side::South,
                certificate: "assets/proofs/standard.json"
            })
        );
    }
}
