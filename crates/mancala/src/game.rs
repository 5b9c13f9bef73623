//! The one interface a game implements, so that the computer opponent, the
//! review, the arena, the protocol (and the game and the command line)
//! treat Omweso and Oware alike. Each game's impl is in its own folder
//! (`omweso/game.rs`, `oware/game.rs`).
//!
//! A move is always a *complete* move: Omweso's direction decisions are part
//! of its [`crate::omweso::Move`], never separate plies, so Oware is not made
//! to carry a concept it does not have. Repetition needs a game's history and
//! is left to the game's record ([`Game::Record`]) and to the search, which
//! knows its own path.

use crate::Side;
use crate::ai::arena::MatchOptions;
use crate::ai::{Book, Child, Level, LevelSettings, OpponentSpec, Searcher};
use crate::record::Recorded;
use crate::review::{Effect, Ending};
use rand::rngs::SmallRng;
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// A cancellable move generation was stopped before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interrupted;

impl Display for Interrupted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("move generation was interrupted")
    }
}

impl std::error::Error for Interrupted {}

/// What a shipped proof says of a game: who wins by force, and the
/// certificate that shows it (its path in the repository).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proven {
    pub winner: Side,
    pub certificate: &'static str,
}

/// A position after a move and the outcome if the move ended the game.
pub type Next<G> = (<G as Game>::Position, Option<<G as Game>::Outcome>);

/// A legal move, the position it leads to and the outcome if it ends the game.
pub type Successor<G> = (
    <G as Game>::Move,
    <G as Game>::Position,
    Option<<G as Game>::Outcome>,
);

/// A two-player mancala game: the one trait a game implements for the
/// engine. Its sections are what each part of the library needs: the rules,
/// the record (the repetition rule), the search, the review, the arena's
/// openings and the protocol's notation. Everything with a generic answer
/// has it as a default, so a new game writes the rules, its record, its
/// material and what a move did (`tests/third_game.rs` builds one).
pub trait Game: Copy + Sized + Send + Sync + 'static {
    type Position: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;
    type Move: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;
    type Rules: Clone + Debug + Default + PartialEq + Send + Sync + 'static;
    type Outcome: Copy + Debug + Display + PartialEq + Send + Sync + 'static;
    type MoveError: Debug + Display;

    /// The lower-case name the command line uses.
    const NAME: &'static str;

    // ---- the rules

    /// The standard starting position (Omweso: both standard set-ups, South first).
    fn start() -> Self::Position;

    /// Parses a position's notation (or `start`).
    fn parse_position(text: &str) -> Result<Self::Position, String>;

    /// Parses a move's notation.
    fn parse_move(text: &str) -> Result<Self::Move, String>;

    /// The player to move.
    fn side_to_move(position: &Self::Position) -> Side;

    /// The legal moves in the engine's documented order.
    fn legal_moves(position: &Self::Position, rules: &Self::Rules) -> Vec<Self::Move>;

    /// Every legal move with the position it leads to and the outcome.
    fn successors(position: &Self::Position, rules: &Self::Rules) -> Vec<Successor<Self>> {
        let mut out = Vec::new();
        // Never stopped, so never interrupted.
        let _ = Self::successors_until(position, rules, &mut out, &mut || false);
        out
    }

    /// [`Game::successors`] appended to `out`, with a stop check that long
    /// move generations poll (an Omweso never-ending move can take seconds to
    /// detect). On `Err` the moves generated so far are in `out`.
    fn successors_until(
        position: &Self::Position,
        rules: &Self::Rules,
        out: &mut Vec<Successor<Self>>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted>;

    /// Plays a move (checked): the next position and the outcome if the game ended.
    fn apply(
        position: &Self::Position,
        rules: &Self::Rules,
        mv: Self::Move,
    ) -> Result<Next<Self>, Self::MoveError>;

    /// Whether the game is over by the position alone (no history).
    fn outcome(position: &Self::Position, rules: &Self::Rules) -> Option<Self::Outcome>;

    /// The winner; `None` for a draw or an annulled game.
    fn winner(outcome: &Self::Outcome) -> Option<Side>;

    /// What the game is worth to `side`: Omweso the points won (negative when
    /// lost, 0 when annulled), Oware the final seed margin (0 for 24–24).
    fn value(outcome: &Self::Outcome, side: Side) -> i32;

    /// A Zobrist hash of everything that makes the position (board, side to
    /// move and the game's other state).
    fn hash(position: &Self::Position) -> u64;

    /// The seeds `side` holds (Omweso: on its side; Oware: captured and on
    /// its side): the evaluation's first term, and the score of an
    /// unfinished Monte-Carlo playout.
    fn material(position: &Self::Position, side: Side) -> i32;

    /// Whether a game can be annulled, worth nothing to either side
    /// (Omweso's never-ending move).
    const ANNULS: bool = false;

    // ---- the record: a game as played, with the repetition rule

    /// A game in progress (the engine's record, which applies the
    /// repetition rule and reads and writes the game's files).
    type Record: Clone + Debug + PartialEq + Send + Sync + 'static;

    /// A game from `start`, with no moves yet (over at once if `start` is).
    fn new_record(rules: &Self::Rules, start: Self::Position) -> Self::Record;

    /// What a record holds, read alike for every game.
    fn recorded(record: &Self::Record) -> Recorded<'_, Self>;

    /// Plays `mv` (checked): the next position and the outcome if the game
    /// ended, repetition included. The record is unchanged on error.
    fn record_move(
        record: &mut Self::Record,
        mv: Self::Move,
    ) -> Result<Next<Self>, Self::MoveError>;

    /// Takes back the last move; `None` if there is none.
    fn take_back(record: &mut Self::Record) -> Option<Self::Move>;

    /// Reads a record of this game from a file's bytes.
    fn parse_record(bytes: &[u8]) -> Result<Self::Record, String>;

    // ---- the search (crate::ai)

    /// Evaluation weights, tuned by self-play (see `examples/tune.rs`).
    type Weights: Clone + Debug + Default + PartialEq + Send + Sync;
    /// Per-searcher state of move generation (Omweso caches expensive
    /// positions); helper threads start each search with a copy of the
    /// main searcher's.
    type Scratch: Clone + Default + Send;
    /// Seeds per point of an outcome's worth, in a won game's score.
    const WIN_UNIT: i32;
    /// What an outcome's worth ([`Game::value`]) counts, for people.
    const WORTH_UNIT: &'static str = "seed margin";
    /// Plies by which a late quiet move is searched shallower first.
    const LATE_MOVE_REDUCTION: u32 = 0;

    /// Appends every legal move of `pos` (hash `key`) to `out`, in
    /// generation order; `Err` when `stop` said so during a long generation.
    /// By default: [`Game::successors_until`], a move's gain being the
    /// opponent's material it removes.
    fn expand(
        scratch: &mut Self::Scratch,
        pos: &Self::Position,
        key: u64,
        rules: &Self::Rules,
        out: &mut Vec<Child<Self>>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        let _ = (scratch, key);
        let mut moves = Vec::new();
        let generated = Self::successors_until(pos, rules, &mut moves, stop);
        let them = Self::side_to_move(pos).opponent();
        let before = Self::material(pos, them);
        out.extend(moves.into_iter().map(|(mv, next, outcome)| {
            let gain = before - Self::material(&next, them);
            Child::new(mv, next, outcome, gain)
        }));
        generated
    }

    /// The static evaluation for the side to move, in hundredths of a seed;
    /// by default the material balance.
    fn evaluate(pos: &Self::Position, rules: &Self::Rules, weights: &Self::Weights) -> i32 {
        let _ = (rules, weights);
        let me = Self::side_to_move(pos);
        100 * (Self::material(pos, me) - Self::material(pos, me.opponent()))
    }

    /// The score for the side to move of `pos` when `pos` repeats an earlier
    /// position (Omweso: annulled, 0; Oware: the game ends and each player
    /// takes the seeds on their side).
    fn repetition_score(pos: &Self::Position) -> i32 {
        let _ = pos;
        0
    }

    /// The repetition key of a position with hash `key` (Omweso's leaves
    /// out the first-turn flags and capture counts).
    fn repetition_key(pos: &Self::Position, key: u64) -> u64 {
        let _ = pos;
        key
    }

    /// A slot (< 32) of the history heuristic for a move; by default one
    /// slot for all, which turns the heuristic off.
    fn history_slot(mv: &Self::Move) -> usize {
        let _ = mv;
        0
    }

    /// The settings of the levels below master (`base` has their common
    /// parts): the ladder differs between games
    /// (crates/mancala/docs/notes/ai-strength-lab-notes.md says why).
    fn level_settings(level: Level, base: LevelSettings) -> LevelSettings {
        crate::ai::default_ladder(level, base)
    }

    /// A legal move found without a search, for the rare search stopped
    /// before any move was generated.
    fn fallback_move(pos: &Self::Position, rules: &Self::Rules) -> Option<Self::Move> {
        Self::legal_moves(pos, rules).first().copied()
    }

    /// Bounds `(lo, hi)` on the score of `pos` for its side to move from
    /// endgame knowledge (Oware's tables), for a position just reached by a
    /// capture, so with no earlier position the repetition rule could meet.
    fn probe(
        scratch: &Self::Scratch,
        pos: &Self::Position,
        rules: &Self::Rules,
    ) -> Option<(i32, i32)> {
        let _ = (scratch, pos, rules);
        None
    }

    /// The best move of `pos` and its exact score, history and all
    /// (`history`: the game's earlier positions, oldest first), when
    /// endgame knowledge settles it within a small search (Oware's tables
    /// and their solver); the search then plays it at once.
    fn solve(
        scratch: &Self::Scratch,
        pos: &Self::Position,
        history: &[Self::Position],
        rules: &Self::Rules,
    ) -> Option<(Self::Move, i32)> {
        let _ = (scratch, pos, history, rules);
        None
    }

    /// Finds the game's endgame knowledge (Oware's tables): loads those
    /// cached or installed, which may take a moment (the game calls it off
    /// the frame), and with `build`, when there are none, starts building
    /// them on a background thread at low priority. `MANCALA_TABLES=off`
    /// turns it off.
    fn warm_up(build: bool) {
        let _ = build;
    }

    /// Puts the endgame knowledge found so far for `rules` into a
    /// searcher's scratch, or takes it out (`use_it` false); never waits.
    fn attach_knowledge(scratch: &mut Self::Scratch, rules: &Self::Rules, use_it: bool) {
        let _ = (scratch, rules, use_it);
    }

    /// The game's opening book for `rules`, if it has one.
    fn book(rules: &Self::Rules) -> Option<std::sync::Arc<Book<Self>>> {
        let _ = rules;
        None
    }

    /// The move of a shipped proof for the game so far (`game`: its
    /// positions, the current one last), when the side to move has a
    /// proven win there (Omweso's standard and "two each" starts). May wait
    /// while a proof loads: never on a frame. The engine player plays it.
    fn proven_move(rules: &Self::Rules, game: &[Self::Position]) -> Option<Self::Move> {
        let _ = (rules, game);
        None
    }

    /// What a shipped proof says of the game so far, whoever is to move.
    /// Never waits: `None` while the proof loads (loading starts).
    fn proof(rules: &Self::Rules, game: &[Self::Position]) -> Option<Proven> {
        let _ = (rules, game);
        None
    }

    /// [`Game::proof`], waiting for the proof to load.
    fn proof_now(rules: &Self::Rules, game: &[Self::Position]) -> Option<Proven> {
        Self::proof(rules, game)
    }

    // ---- the review (crate::review)

    /// Advantages beyond this many seeds (and won games) count as it.
    const ADVANTAGE_CAP: f64;
    /// The largest loss in seeds of a good move, an inaccuracy and a
    /// mistake; anything more is a blunder.
    const THRESHOLDS: [f64; 3];

    /// What `mv` does from `position`; `None` if it is not legal there.
    fn effect(position: &Self::Position, rules: &Self::Rules, mv: Self::Move) -> Option<Effect>;

    /// How a finished game ended.
    fn ending(outcome: &Self::Outcome) -> Ending;

    /// A capture that takes pit after pit is told pit by pit ("2 + 3
    /// seeds"); otherwise as one amount (Omweso's takes a pair at once).
    const CAPTURES_ITEMISED: bool = false;

    /// A move that is not played on the board (Omweso's lost turn).
    fn is_pass(mv: &Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// An exact value of `position` for its side to move from endgame
    /// knowledge, when the game has one: `history` is the positions the
    /// repetition rule still looks at, `position` last.
    fn exact_score(
        searcher: &Searcher<Self>,
        position: &Self::Position,
        history: &[Self::Position],
    ) -> Option<i32> {
        let _ = (searcher, position, history);
        None
    }

    // ---- the arena's openings (crate::ai::arena)

    /// How far from the best (in hundredths of a seed, by a 100,000-node
    /// search) a random opening move may score; `None`: any move that does
    /// not end the game.
    const OPENING_MARGIN: Option<i32> = None;

    /// A match's set-ups in words (`set-up standard`), for a game that
    /// has more than one.
    fn setup_words(options: &MatchOptions) -> Option<String> {
        let _ = options;
        None
    }

    /// Whether the two games of a pair start differently because each
    /// player makes its own set-up.
    fn setup_depends_on_players(options: &MatchOptions) -> bool {
        let _ = options;
        false
    }

    /// The start of a pair of games, given the specs of South and North.
    fn pair_start(
        rules: &Self::Rules,
        options: &MatchOptions,
        pair: u32,
        players: [&OpponentSpec; 2],
        rng: &mut SmallRng,
    ) -> Self::Position {
        let _ = (rules, options, pair, players, rng);
        Self::start()
    }

    // ---- the protocol's notation (crate::engine)

    /// Parses the text after `fen` (its tokens joined by single spaces).
    fn parse_fen(text: &str) -> Result<Self::Position, String> {
        Self::parse_position(text)
    }

    /// Parses the tokens after `moves`: each move with the side that must
    /// play it where the notation says (Aualé's letters do).
    fn parse_moves(tokens: &[&str]) -> Result<Vec<SidedMove<Self>>, String> {
        tokens
            .iter()
            .map(|t| Self::parse_move(t).map(|m| (None, m)))
            .collect()
    }

    /// A move as the protocol writes it.
    fn move_text(position: &Self::Position, mv: &Self::Move) -> String {
        let _ = position;
        mv.to_string()
    }

    /// `position` with `side` to move, for naming a move someone tried
    /// out of turn (games whose notation does not show the side ignore it).
    fn with_mover(position: &Self::Position, side: Side) -> Self::Position {
        let _ = side;
        *position
    }

    /// A line of moves from `position` (for `info … pv`), by default their
    /// notation joined by spaces.
    fn line_text(position: &Self::Position, rules: &Self::Rules, moves: &[Self::Move]) -> String {
        let _ = rules;
        let words: Vec<String> = moves.iter().map(|m| Self::move_text(position, m)).collect();
        words.join(" ")
    }
}

/// A move as a protocol writes it: with its mover when the notation shows it.
pub type SidedMove<G> = (Option<Side>, <G as Game>::Move);

/// Omweso, the four-row game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Omweso;

/// Oware in its Abapa rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Oware;

/// SplitMix64: the random numbers of the Zobrist tables, computed at compile time.
pub(crate) const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

pub(crate) const fn zobrist<const N: usize>(seed: u64) -> [u64; N] {
    let mut t = [0u64; N];
    let mut i = 0;
    while i < N {
        t[i] = splitmix(seed.wrapping_mul(0x1000_0000_01B3).wrapping_add(i as u64));
        i += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{omweso, oware};

    #[test]
    fn successors_agree_with_the_engines() {
        let rules = omweso::Rules::default();
        let p: omweso::Position =
            "1,2,1,2,2,2,3,3/3,0,1,3,3,3,3,3/0,0,1,2,2,2,2,2/3,5,0,2,2,2,2,2 S"
                .parse()
                .unwrap();
        assert_eq!(Omweso::successors(&p, &rules), p.successors(&rules));
        let mut out = Vec::new();
        assert_eq!(
            Omweso::successors_until(&p, &rules, &mut out, &mut || true),
            Ok(()),
            "no move here runs a million laps, so the check is never polled"
        );
        assert_eq!(out, p.successors(&rules));

        let rules = oware::Rules::default();
        let p = oware::Position::start();
        let succ = Oware::successors(&p, &rules);
        assert_eq!(succ.len(), 6);
        for (mv, next, outcome) in succ {
            assert_eq!(Oware::apply(&p, &rules, mv), Ok((next, outcome)));
        }
    }

    #[test]
    fn hashes_tell_positions_apart() {
        let a = omweso::Position::start();
        let rules = omweso::Rules::default();
        let (b, _) = a.apply(&rules, "m".parse().unwrap()).unwrap();
        assert_ne!(Omweso::hash(&a), Omweso::hash(&b));
        let mid: omweso::Position =
            "4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S"
                .parse()
                .unwrap();
        assert_ne!(
            Omweso::hash(&a),
            Omweso::hash(&mid),
            "first-turn flags differ"
        );
        assert_eq!(Omweso::repetition_hash(&a), Omweso::repetition_hash(&mid));
        let o = oware::Position::start();
        assert_ne!(Oware::hash(&o), Oware::hash(&o.with_side(Side::North)));
    }

    #[test]
    fn values_are_from_the_side_asked() {
        let win = omweso::Outcome {
            kind: omweso::ResultKind::Okutema,
            winner: Some(Side::South),
            points: 2,
        };
        assert_eq!(Omweso::value(&win, Side::South), 2);
        assert_eq!(Omweso::value(&win, Side::North), -2);
        assert_eq!(Omweso::value(&omweso::Outcome::annulled(), Side::North), 0);
    }
}
