//! The game's computer at master and blitz is the engine player that
//! `crates/mancala/AI_STRENGTH.md` measures: it answers a book position from
//! the opening book and an ending the endgame tables settle from the tables,
//! without a search, at the shortest time the game offers (blitz).
//!
//! The tables are built small here and shared before any search, so the
//! test never reads a machine's cached tables.

use mancala::Side;
use mancala::ai::Source;
use mancala::game::Oware;
use mancala::oware::tables::{self, EndgameTables};
use mancala::oware::{Position, Rules, book as oware_book};
use omweso::games::GameKind;
use omweso::settings::AnimSpeed;
use omweso::systems::session::computer::ComputerPlayers;
use omweso::systems::session::{Controller, Level, MatchConfig};
use omweso::testing::{app, oware, start_match, update_until};
use std::sync::Once;

/// Exact tables for every board of up to 5 seeds, shared by the process.
fn small_tables() -> &'static EndgameTables {
    static SHARED: Once = Once::new();
    static TABLES: std::sync::OnceLock<EndgameTables> = std::sync::OnceLock::new();
    let tables = TABLES.get_or_init(|| EndgameTables::build(5, |_, _| {}).0);
    SHARED.call_once(|| tables::install(EndgameTables::build(5, |_, _| {}).0));
    tables
}

fn blitz_against_a_person(position: Option<Position>) -> MatchConfig {
    MatchConfig {
        game: GameKind::OWARE,
        players: [Controller::Computer(Level::Blitz), Controller::Human],
        first: Side::South,
        oware: omweso::systems::session::OwareConfig {
            position,
            ..Default::default()
        },
        ..MatchConfig::default()
    }
}

/// Plays until the computer (South) has moved; its move and where it came from.
fn the_computers_first_move(config: MatchConfig) -> (mancala::oware::Move, Option<Source>) {
    let mut app = app();
    start_match(&mut app, config, AnimSpeed::Instant);
    let moved = update_until(&mut app, 400, |app| !oware(app).record.moves().is_empty());
    assert!(moved, "the computer did not move");
    let mv = oware(&app).record.moves()[0];
    let source = app
        .world()
        .resource::<ComputerPlayers<Oware>>()
        .last_source(Side::South);
    (mv, source)
}

#[test]
fn blitz_answers_the_start_from_the_opening_book() {
    small_tables();
    let book_move = oware_book()
        .get(&Position::start())
        .expect("the book knows the start");
    let (mv, source) = the_computers_first_move(blitz_against_a_person(None));
    assert_eq!(source, Some(Source::Book));
    assert_eq!(mv, book_move);
}

#[test]
fn blitz_answers_a_three_seed_ending_from_the_endgame_tables() {
    let tables = small_tables();
    let ending: Position = "1,0,0,0,0,0/0,0,0,1,0,1 S 22-23".parse().unwrap();
    assert!(ending.legal_moves_mask().count_ones() >= 2, "a real choice");
    let (table_move, _) = tables
        .solve_game(&ending, &[], &Rules::default())
        .expect("the tables settle every board of three seeds");
    let (mv, source) = the_computers_first_move(blitz_against_a_person(Some(ending)));
    assert_eq!(source, Some(Source::Tables));
    assert_eq!(mv, table_move);
}
