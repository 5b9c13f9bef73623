//! Omweso as the library's generic parts see it: its one [`Game`] impl.
//! The longer answers live beside the part that asks (the search's move
//! generation and evaluation in `ai/omweso.rs`, a move's effect in
//! `review/effect.rs`, the arena's set-ups in `ai/arena.rs`).

use super::{GameRecord, Move, MoveError, Outcome, Position, ResultKind, Rules};
use crate::Side;
use crate::ai::arena::MatchOptions;
use crate::ai::{Child, Level, LevelSettings, OmwesoScratch, OmwesoWeights, OpponentSpec};
use crate::game::{Game, Interrupted, Next, Omweso, Proven, Successor, splitmix, zobrist};
use crate::record::Recorded;
use crate::review::{Effect, Ending};
use rand::rngs::SmallRng;

/// One key per (player, pit, seeds 0..=64).
static PITS: [u64; 2 * 16 * 65] = zobrist(1);
const NORTH: u64 = splitmix(0x6f6d_7765_736f);

impl Omweso {
    /// The hash of the board alone (what decides a repetition), without the
    /// side to move.
    #[inline]
    pub fn board_hash(position: &Position) -> u64 {
        let mut h = 0;
        for side in Side::BOTH {
            for (k, &n) in position.pits(side).iter().enumerate() {
                let i = (side.index() * 16 + k) * 65 + (n as usize).min(64);
                h ^= PITS[i];
            }
        }
        h
    }

    /// The repetition key: board and side to move (rules page, section 4).
    #[inline]
    pub fn repetition_hash(position: &Position) -> u64 {
        let side = if position.side() == Side::North {
            NORTH
        } else {
            0
        };
        Omweso::board_hash(position) ^ side
    }

    /// The full hash and the repetition key together (one pass over the board).
    #[inline]
    pub fn hashes(position: &Position) -> (u64, u64) {
        let rep = Omweso::repetition_hash(position);
        let first = position.in_first_turn(Side::South) as u64
            | (position.in_first_turn(Side::North) as u64) << 1;
        let rest = position.capture_turns(Side::South) as u64
            | (position.capture_turns(Side::North) as u64) << 16
            | first << 32;
        (rep ^ splitmix(rest ^ 0x5eed_0000_0000_0000), rep)
    }
}

impl Game for Omweso {
    type Position = Position;
    type Move = Move;
    type Rules = Rules;
    type Outcome = Outcome;
    type MoveError = MoveError;

    const NAME: &'static str = "omweso";

    // ---- the rules

    fn start() -> Position {
        Position::start()
    }

    fn parse_position(text: &str) -> Result<Position, String> {
        text.parse()
            .map_err(|e: super::PositionError| e.to_string())
    }

    fn parse_move(text: &str) -> Result<Move, String> {
        text.parse()
            .map_err(|e: super::MoveSyntaxError| e.to_string())
    }

    fn side_to_move(position: &Position) -> Side {
        position.side()
    }

    fn legal_moves(position: &Position, rules: &Rules) -> Vec<Move> {
        position.legal_moves(rules)
    }

    fn successors(position: &Position, rules: &Rules) -> Vec<Successor<Self>> {
        position.successors(rules)
    }

    fn successors_until(
        position: &Position,
        rules: &Rules,
        out: &mut Vec<Successor<Self>>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        position
            .for_each_move_until(rules, &mut |_| stop(), &mut |mv, sowing| {
                let (next, outcome) = position.conclude(rules, sowing);
                out.push((mv, next, outcome));
            })
            .map_err(|_| Interrupted)
    }

    fn apply(position: &Position, rules: &Rules, mv: Move) -> Result<Next<Self>, MoveError> {
        position.apply(rules, mv)
    }

    /// A position where the player to move has no legal move is over
    /// (okwa bulijo for the other player); nothing else is decided by the
    /// position alone.
    fn outcome(position: &Position, _rules: &Rules) -> Option<Outcome> {
        (!position.has_legal_move()).then_some(Outcome {
            kind: ResultKind::Bulijo,
            winner: Some(position.side().opponent()),
            points: 1,
        })
    }

    fn winner(outcome: &Outcome) -> Option<Side> {
        outcome.winner
    }

    fn value(outcome: &Outcome, side: Side) -> i32 {
        match outcome.winner {
            Some(w) if w == side => outcome.points as i32,
            Some(_) => -(outcome.points as i32),
            None => 0,
        }
    }

    fn hash(position: &Position) -> u64 {
        Omweso::hashes(position).0
    }

    fn material(position: &Position, side: Side) -> i32 {
        position.total(side) as i32
    }

    /// A never-ending move annuls the game.
    const ANNULS: bool = true;

    // ---- the record

    type Record = GameRecord;

    fn new_record(rules: &Rules, start: Position) -> GameRecord {
        GameRecord::from_position(rules, start)
    }

    /// Omweso's repetition rule looks at every position of the game.
    fn recorded(record: &GameRecord) -> Recorded<'_, Self> {
        Recorded {
            rules: record.rules(),
            start: &record.positions()[0],
            moves: record.moves(),
            history: record.positions(),
            result: record.result(),
        }
    }

    fn record_move(record: &mut GameRecord, mv: Move) -> Result<Next<Self>, MoveError> {
        record.play(mv).map(|p| (p.position, p.outcome))
    }

    fn take_back(record: &mut GameRecord) -> Option<Move> {
        record.undo()
    }

    fn parse_record(bytes: &[u8]) -> Result<GameRecord, String> {
        GameRecord::from_json_bytes(bytes).map_err(|e| e.to_string())
    }

    // ---- the search

    type Weights = OmwesoWeights;
    type Scratch = OmwesoScratch;
    /// A point of an Omweso outcome is worth 10,000 (100 seeds).
    const WIN_UNIT: i32 = 10_000;
    const WORTH_UNIT: &'static str = "pt";

    fn expand(
        scratch: &mut OmwesoScratch,
        pos: &Position,
        key: u64,
        rules: &Rules,
        out: &mut Vec<Child<Self>>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        crate::ai::omweso::expand(scratch, pos, key, rules, out, stop)
    }

    fn evaluate(pos: &Position, rules: &Rules, weights: &OmwesoWeights) -> i32 {
        crate::ai::omweso::evaluate(pos, rules, weights)
    }

    /// A repeated position annuls the game.
    fn repetition_score(_pos: &Position) -> i32 {
        0
    }

    fn repetition_key(pos: &Position, _key: u64) -> u64 {
        Omweso::repetition_hash(pos)
    }

    fn history_slot(mv: &Move) -> usize {
        mv.pit() as usize + if mv.is_okwesera() { 16 } else { 0 }
    }

    fn level_settings(level: Level, base: LevelSettings) -> LevelSettings {
        crate::ai::omweso::level_settings(level, base)
    }

    fn fallback_move(pos: &Position, _rules: &Rules) -> Option<Move> {
        // The first playable pit: legal, its decisions taken as `+`.
        (0..16u8)
            .find(|&k| pos.seeds(pos.side(), k) >= 2)
            .map(Move::sow)
    }

    fn proven_move(rules: &Rules, game: &[Position]) -> Option<Move> {
        super::proofs::proven_move(rules, game)
    }

    fn proof(rules: &Rules, game: &[Position]) -> Option<Proven> {
        super::proofs::proof(rules, game)
    }

    fn proof_now(rules: &Rules, game: &[Position]) -> Option<Proven> {
        super::proofs::proof_now(rules, game)
    }

    // ---- the review

    const ADVANTAGE_CAP: f64 = 32.0;
    /// A capture moves twice its seeds in the balance, and captures of ten
    /// seeds and more are everyday.
    const THRESHOLDS: [f64; 3] = [3.0, 8.0, 16.0];

    fn effect(position: &Position, rules: &Rules, mv: Move) -> Option<Effect> {
        crate::review::omweso_effect(position, rules, mv)
    }

    fn ending(outcome: &Outcome) -> Ending {
        Ending {
            winner: outcome.winner,
            kind: outcome.kind.name(),
            points: outcome.points,
        }
    }

    fn is_pass(mv: &Move) -> bool {
        mv.is_pass()
    }

    // ---- the arena's openings

    /// Any move: Omweso's first moves differ by tens of seeds at any search
    /// depth, so a margin leaves a single opening (1 distinct in 50 pairs
    /// even at 8 seeds). Random first moves give 64 distinct 2-move openings,
    /// and the pairs keep them fair.
    const OPENING_MARGIN: Option<i32> = None;

    fn setup_words(options: &MatchOptions) -> Option<String> {
        Some(format!("set-up {}", options.setup))
    }

    fn setup_depends_on_players(options: &MatchOptions) -> bool {
        crate::ai::arena::players_arrange(options)
    }

    fn pair_start(
        rules: &Rules,
        options: &MatchOptions,
        pair: u32,
        players: [&OpponentSpec; 2],
        rng: &mut SmallRng,
    ) -> Position {
        crate::ai::arena::omweso_pair_start(rules, options, pair, players, rng)
    }
}
