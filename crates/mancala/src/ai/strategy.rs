//! What the computer needs to know of a game beyond its rules. A game
//! names that knowledge in [`Game::Strategy`]: [`DefaultStrategy`], which
//! knows the material balance and nothing more, or a type of its own that
//! implements [`Strategy`] for it (Omweso and Oware name themselves).
//! Every item of [`Strategy`] has a default, so a new game's search starts
//! as material balance with no book, tables or proofs. The search asks for
//! [`Searchable`]: a game whose strategy is one.

use super::arena::{MatchOptions, Seat};
use super::{Book, Child, Level, LevelSettings, Searcher};
use crate::Side;
use crate::game::{Game, Interrupted};
use rand::rngs::SmallRng;
use std::fmt::Debug;

/// What a shipped proof says of a game: who wins by force, and the
/// certificate that shows it (its path in the repository).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proven {
    pub winner: Side,
    pub certificate: &'static str,
}

/// A game whose [`Game::Strategy`] implements [`Strategy`] for it: every
/// game the computer plays, reviews and opens. Implemented for all such
/// games; a game never implements it itself.
pub trait Searchable: Game<Strategy: Strategy<Self>> {}

impl<G: Game<Strategy: Strategy<G>>> Searchable for G {}

/// The evaluation's weights of a game's strategy.
pub type Weights<G> = <<G as Game>::Strategy as Strategy<G>>::Weights;
/// The move generator's scratch state of a game's strategy.
pub type Scratch<G> = <<G as Game>::Strategy as Strategy<G>>::Scratch;

/// The strategy of a game that knows only its rules: every item of
/// [`Strategy`] at its default, material balance for an evaluation.
#[derive(Clone, Copy, Debug)]
pub struct DefaultStrategy;

impl<G: Game> Strategy<G> for DefaultStrategy {
    type Weights = ();
    type Scratch = ();
}

/// A game as the computer plays, reviews and opens it (`G`): its search,
/// the review's scale of mistakes and the arena's openings.
pub trait Strategy<G: Game> {
    // ---- the search

    /// Evaluation weights, tuned by self-play (see `examples/tune.rs`);
    /// `()` for a game with none.
    type Weights: Clone + Debug + Default + PartialEq + Send + Sync;
    /// Per-searcher state of move generation (Omweso caches expensive
    /// positions); helper threads start each search with a copy of the
    /// main searcher's; `()` for a game with none.
    type Scratch: Clone + Default + Send;
    /// Seeds per point of an outcome's worth, in a won game's score: more
    /// than the plies of any won line the search reports, so that a larger
    /// win always scores more than a shorter one.
    const WIN_UNIT: i32 = 1_000;
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
        pos: &G::Position,
        key: u64,
        rules: &G::Rules,
        out: &mut Vec<Child<G>>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted>
    where
        G: Searchable,
    {
        let _ = (scratch, key);
        let mut moves = Vec::new();
        let generated = G::successors_until(pos, rules, &mut moves, stop);
        let them = G::side_to_move(pos).opponent();
        let before = G::material(pos, them);
        out.extend(moves.into_iter().map(|(mv, next, outcome)| {
            let gain = before - G::material(&next, them);
            Child::new(mv, next, outcome, gain)
        }));
        generated
    }

    /// The static evaluation for the side to move, in hundredths of a seed;
    /// by default the material balance.
    fn evaluate(pos: &G::Position, rules: &G::Rules, weights: &Self::Weights) -> i32 {
        let _ = (rules, weights);
        let me = G::side_to_move(pos);
        100 * (G::material(pos, me) - G::material(pos, me.opponent()))
    }

    /// The score for the side to move of `pos` when `pos` repeats an earlier
    /// position (Omweso: annulled, 0; Oware: the game ends and each player
    /// takes the seeds on their side).
    fn repetition_score(pos: &G::Position) -> i32 {
        let _ = pos;
        0
    }

    /// The repetition key of a position with hash `key` (Omweso's leaves
    /// out the first-turn flags and capture counts).
    fn repetition_key(pos: &G::Position, key: u64) -> u64 {
        let _ = pos;
        key
    }

    /// A slot (< 32) of the move scores (the history heuristic) for a move;
    /// by default one slot for all, which turns the heuristic off.
    fn move_score_slot(mv: &G::Move) -> usize {
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
    fn fallback_move(pos: &G::Position, rules: &G::Rules) -> Option<G::Move> {
        G::legal_moves(pos, rules).first().copied()
    }

    /// Bounds `(lo, hi)` on the score of `pos` for its side to move from
    /// endgame knowledge (Oware's tables), for a position just reached by a
    /// capture, so with no earlier position the repetition rule could meet.
    fn probe(scratch: &Self::Scratch, pos: &G::Position, rules: &G::Rules) -> Option<(i32, i32)> {
        let _ = (scratch, pos, rules);
        None
    }

    /// The best move of `pos` and its exact score, history and all
    /// (`history`: the game's earlier positions, oldest first), when
    /// endgame knowledge settles it within a small search (Oware's tables
    /// and their solver); the search then plays it at once.
    fn solve(
        scratch: &Self::Scratch,
        pos: &G::Position,
        history: &[G::Position],
        rules: &G::Rules,
    ) -> Option<(G::Move, i32)> {
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
    fn attach_knowledge(scratch: &mut Self::Scratch, rules: &G::Rules, use_it: bool) {
        let _ = (scratch, rules, use_it);
    }

    /// The game's opening book for `rules`, if it has one.
    fn book(rules: &G::Rules) -> Option<std::sync::Arc<Book<G>>> {
        let _ = rules;
        None
    }

    /// The move of a shipped proof for the game so far (`game`: its
    /// positions, the current one last), when the side to move has a
    /// proven win there (Omweso's standard and "two each" starts). May wait
    /// while a proof loads: never on a frame. The engine player plays it.
    fn proven_move(rules: &G::Rules, game: &[G::Position]) -> Option<G::Move> {
        let _ = (rules, game);
        None
    }

    /// What a shipped proof says of the game so far, whoever is to move.
    /// Never waits: `None` while the proof loads (loading starts).
    fn proof(rules: &G::Rules, game: &[G::Position]) -> Option<Proven> {
        let _ = (rules, game);
        None
    }

    /// [`Strategy::proof`], waiting for the proof to load.
    fn proof_now(rules: &G::Rules, game: &[G::Position]) -> Option<Proven> {
        Self::proof(rules, game)
    }

    // ---- the review's scale (crate::review)

    /// Advantages beyond this many seeds (and won games) count as it; by
    /// default half the seeds in play at the start, what winning needs.
    fn advantage_cap() -> f64 {
        let start = G::start();
        let all = G::material(&start, Side::South) + G::material(&start, Side::North);
        f64::from(all) / 2.0
    }

    /// The largest loss in seeds of a good move, an inaccuracy and a
    /// mistake; anything more is a blunder. By default Oware's scale,
    /// where a capture is of 2 or 3 seeds a house.
    const THRESHOLDS: [f64; 3] = [1.0, 2.5, 5.0];

    /// A capture that takes pit after pit is told pit by pit ("2 + 3
    /// seeds"); otherwise as one amount (Omweso's takes a pair at once).
    const CAPTURES_ITEMISED: bool = false;

    /// A move that is not played on the board (Omweso's lost turn).
    fn is_pass(mv: &G::Move) -> bool {
        let _ = mv;
        false
    }

    /// An exact value of `position` for its side to move from endgame
    /// knowledge, when the game has one: `history` is the positions the
    /// repetition rule still looks at, `position` last.
    fn exact_score(
        searcher: &Searcher<G>,
        position: &G::Position,
        history: &[G::Position],
    ) -> Option<i32>
    where
        G: Searchable,
    {
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

    /// The start of a pair of games, given South's and North's players.
    fn pair_start(
        rules: &G::Rules,
        options: &MatchOptions,
        pair: u32,
        players: [Seat; 2],
        rng: &mut SmallRng,
    ) -> G::Position {
        let _ = (rules, options, pair, players, rng);
        G::start()
    }
}
