//! Oware on the table: a move is played by the engine at once (it is
//! cheap), the board shows its trace, captures go to the mover's store.

use super::config::MatchConfig;
use super::core::{Moved, Phase, Session};
use super::game::TableGame;
use super::messages::{Counts, Scene};
use super::saved::SavedGame;
use super::view::ResultView;
use crate::layout::{STORE, Table};
use mancala::Side;
use mancala::game::Oware;
use mancala::oware::{
    EndReason, GameRecord, GrandSlamEffect, Match, MatchFormat, Move, Position, Rules, Trace,
};

/// The pit of an absolute Oware house index.
fn pit(house: u8) -> (Side, u8) {
    let (side, mv) = Move::from_index(usize::from(house)).expect("the engine's houses are 0..12");
    (side, mv.house())
}

/// Seeds per pit of a position, stores included.
pub fn counts_of(position: &Position) -> Counts {
    let mut counts = [[0u8; 16]; 2];
    for side in Side::BOTH {
        let row = &mut counts[side.index()];
        row[..6].copy_from_slice(position.row(side));
        row[STORE as usize] = position.store(side);
    }
    counts
}

/// A move in words: "South sowed from c: captured 2 + 3 from d and e".
pub fn caption(name: &str, mv: Move, trace: &Trace) -> String {
    let n = trace.seeds;
    let sowed = format!(
        "{name} sowed {n} seed{} from {mv}",
        if n == 1 { "" } else { "s" }
    );
    let letter = |house: u8| pit(house).1;
    let houses: Vec<String> = trace
        .captures
        .iter()
        .map(|c| Move::new(letter(c.house)).map_or_else(String::new, |m| m.to_string()))
        .collect();
    let seeds: Vec<String> = trace.captures.iter().map(|c| c.seeds.to_string()).collect();
    match trace.grand_slam {
        Some(GrandSlamEffect::Forfeited) => {
            format!("{sowed}: a grand slam, so nothing is captured")
        }
        _ if trace.captures.is_empty() => format!("{sowed}."),
        _ => format!(
            "{sowed}: captured {} from {}.",
            seeds.join(" + "),
            and_list(&houses)
        ),
    }
}

/// "a", "a and b", "a, b and c".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A match format in words.
pub fn format_name(format: MatchFormat) -> String {
    match format {
        MatchFormat::FirstTo(n) => format!("first to {n} wins"),
        MatchFormat::BestOf(n) => format!("best of {n}"),
        MatchFormat::SixOrLeadOfThree => "six wins or a lead of three".into(),
        MatchFormat::ThreeInARow => "three wins in a row".into(),
    }
}

impl TableGame for Oware {
    type Score = Match;
    type Question = std::convert::Infallible;
    type Turn = ();
    const TABLE: Table = Table::Oware;

    fn rules(config: &MatchConfig) -> Rules {
        config.oware_rules.clone()
    }

    fn new_score(config: &MatchConfig) -> Match {
        // The title offers only valid formats; a bad one in a save falls back.
        Match::new(config.oware_format)
            .unwrap_or_else(|_| Match::new(MatchFormat::default()).expect("the default is valid"))
    }

    fn new_game(
        config: &MatchConfig,
        score: &Match,
        first_game: bool,
    ) -> (GameRecord, Phase<Self>) {
        let start = match config.oware_position {
            Some(p) if first_game => p,
            _ => score.next_start(),
        };
        (
            GameRecord::from_position(&config.oware_rules, start),
            Phase::Waiting,
        )
    }

    fn current(record: &GameRecord) -> &Position {
        record.current()
    }

    fn moves(record: &GameRecord) -> &[Move] {
        record.moves()
    }

    fn move_list(record: &GameRecord) -> Vec<(Side, String)> {
        let mut side = record.start().side();
        record
            .moves()
            .iter()
            .map(|mv| {
                let entry = (side, mv.to_string());
                side = side.opponent();
                entry
            })
            .collect()
    }

    fn result(record: &GameRecord) -> Option<mancala::oware::Outcome> {
        record.result()
    }

    fn undo(record: &mut GameRecord) -> Option<Move> {
        record.undo()
    }

    fn history(record: &GameRecord) -> Vec<Position> {
        record.history().to_vec()
    }

    fn score_game(score: &mut Match, outcome: &mancala::oware::Outcome) {
        // A finished match records nothing more; the session offers no next game then.
        let _ = score.record(outcome.winner);
    }

    fn match_over(score: &Match) -> bool {
        score.is_over()
    }

    fn match_winner(score: &Match) -> Option<Side> {
        score.winner()
    }

    fn save(record: &GameRecord, score: &Match) -> SavedGame {
        SavedGame::Oware {
            record: record.clone(),
            score: score.clone(),
        }
    }

    fn adopt_rules(config: &mut MatchConfig, record: &GameRecord) {
        config.oware_rules = record.rules().clone();
    }

    fn restore(game: SavedGame) -> Option<(GameRecord, Match)> {
        match game {
            SavedGame::Oware { record, score } => Some((record, score)),
            SavedGame::Omweso { .. } => None,
        }
    }

    fn pick(session: &mut Session<Self>, k: u8) {
        if k == STORE {
            session.notice("That is a store: sow from one of your six houses.");
            return;
        }
        let Some(mv) = Move::new(k) else { return };
        session.begin_new_move();
        Self::play(session, mv);
    }

    fn play(session: &mut Session<Self>, mv: Move) {
        // The engine says why a house cannot be played.
        let played = match session.record.play(mv) {
            Ok(played) => played,
            Err(why) => {
                session.notice(super::sentence(&why.to_string()));
                return;
            }
        };
        let trace = played.trace;
        let outcome = session.record.result();
        session.show(Scene::Oware(trace.clone()));
        if outcome.is_some() {
            // The seeds left on the board go to their owners' stores.
            session.settle();
        }
        let name = session.config.display_names()[trace.mover.index()].clone();
        session.moved(Moved {
            mover: trace.mover,
            mv,
            pits: trace.sown.iter().map(|&h| pit(h)).collect(),
            captured: trace.captures.iter().map(|c| u32::from(c.seeds)).sum(),
            outcome,
            caption: caption(&name, mv, &trace),
        });
    }

    fn counts(session: &Session<Self>) -> Counts {
        // Once a game is over, the seeds left on the board are shown in
        // their owners' stores, as the rules count them.
        let position = session.position();
        match session.record.result() {
            Some(_) => counts_of(&position.settled()),
            None => counts_of(position),
        }
    }

    fn playable(session: &Session<Self>) -> Vec<u8> {
        Move::from_mask(session.position().legal_moves_mask())
            .map(|m| m.house())
            .collect()
    }

    fn score_line(session: &Session<Self>, side: Side) -> String {
        let wins = session.score.wins(side);
        format!(
            "{wins} game{} won · store {}",
            if wins == 1 { "" } else { "s" },
            session.position().store(side)
        )
    }

    fn format_lines(session: &Session<Self>) -> (String, Option<String>) {
        (
            format!("Oware, {}", format_name(session.score.format)),
            None,
        )
    }

    fn result_view(session: &Session<Self>, outcome: &mancala::oware::Outcome) -> ResultView {
        let names = session.config.display_names();
        ResultView {
            title: match outcome.winner {
                Some(w) => format!(
                    "{} wins {}–{}",
                    names[w.index()],
                    outcome.total(w),
                    outcome.total(w.opponent())
                ),
                None => "A draw, 24–24".to_string(),
            },
            subtitle: String::new(),
            detail: match outcome.reason {
                EndReason::Majority => "More than half of the seeds captured.",
                EndReason::NoLegalMove => {
                    "No move could feed the opponent: each takes the seeds on their side."
                }
                EndReason::Repetition => {
                    "The position repeated: each takes the seeds on their side."
                }
            }
            .into(),
            match_line: format!(
                "Match ({}): {} {} – {} {}",
                format_name(session.score.format),
                names[0],
                session.score.wins(Side::South),
                session.score.wins(Side::North),
                names[1]
            ),
        }
    }

    fn hint_view(_: &Session<Self>, mv: Move) -> (u8, String) {
        (mv.house(), format!("Suggested: sow from {mv}."))
    }

    fn rules_summary() -> &'static str {
        RULES_SUMMARY
    }
}

const RULES_SUMMARY: &str = "Each player owns the row of six houses nearest them; the stores hold what they capture.\n\
Pick a house of yours and sow its seeds one by one anticlockwise, skipping the house you emptied.\n\
If the last seed makes 2 or 3 in an opponent's house, you capture them, and so on backwards \
while the houses before it hold 2 or 3.\n\
A capture that would take every seed on the opponent's side (a grand slam) captures nothing \
(a rules option lets it capture when it wins the game).\n\
If your opponent has no seeds, you must play a move that gives them some.\n\
The game ends when a player has captured 25 seeds, when no move can feed the opponent, or \
when a position repeats: then each player takes the seeds on their own side.\n\
The first player alternates from game to game.";
