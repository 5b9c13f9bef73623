//! The standard start is a proven win for South (`assets/proofs/`): the
//! computer at master and blitz (the engine player) follows the proof as
//! South and wins every game, whatever North plays; below master the
//! computer plays as its level plays, so a Beginner South can lose; the
//! hint and the review say what is proven at every level.

use mancala::Side;
use mancala::omweso::Rules;
use omweso::settings::AnimSpeed;
use omweso::systems::session::{Action, Controller, Level, MatchConfig, Phase, SetupStyle};
use omweso::testing::{app, english, omweso as session, run_until_settled, start_match};

/// One game from the standard start: the engine player (blitz) as South
/// against `north`, under `rules`. Returns the winner and the moves.
fn play_out(north: Level, rules: Rules) -> (Option<Side>, Vec<String>) {
    play_out_from(SetupStyle::Standard, [Level::Blitz, north], rules)
}

/// One game from the set-up `setup` between the computers `levels`
/// (South, North).
fn play_out_from(
    setup: SetupStyle,
    levels: [Level; 2],
    rules: Rules,
) -> (Option<Side>, Vec<String>) {
    let mut app = app();
    let [south, north] = levels;
    let config = MatchConfig {
        players: [Controller::Computer(south), Controller::Computer(north)],
        omweso: omweso::systems::session::OmwesoConfig {
            rules,
            setup,
            ..Default::default()
        },
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    for _ in 0..200 {
        run_until_settled(&mut app, 500);
        if let Phase::Over(outcome) = session(&app).phase {
            let moves = session(&app)
                .record
                .moves()
                .iter()
                .map(|m| m.to_string())
                .collect();
            return (outcome.winner, moves);
        }
    }
    panic!("the game against {north:?} did not end")
}

#[test]
fn the_engine_player_with_the_proof_wins_every_game_from_the_standard_start() {
    let no_reverse = Rules {
        reverse_captures: false,
        akakyala: true,
        ..Rules::default()
    };
    let games = [
        (Level::Beginner, Rules::default()),
        (Level::Casual, Rules::default()),
        (Level::Intermediate, Rules::default()),
        (Level::Expert, Rules::default()),
        (Level::Casual, no_reverse),
    ];
    let mut openings = std::collections::HashSet::new();
    for (north, rules) in games {
        let (winner, moves) = play_out(north, rules.clone());
        assert_eq!(winner, Some(Side::South), "against {north:?}: {moves:?}");
        assert_eq!(moves[0], "l", "against {north:?}");
        // Within the proof's longest line (45 plies; 51 without reverse
        // captures).
        let longest = if rules.reverse_captures { 45 } else { 51 };
        assert!(moves.len() <= longest, "against {north:?}: {moves:?}");
        openings.insert(moves[..2].to_vec());
    }
    // The opponents answered differently (with `j` and `o` today): the
    // proof met more than one line.
    assert!(openings.len() >= 2, "{openings:?}");
}

#[test]
fn the_engine_player_with_the_proof_wins_from_two_each_too() {
    let with_ban = Rules::default();
    let without_ban = Rules {
        first_turn_capture_ban: false,
        ..Rules::default()
    };
    for (north, rules, first, longest) in [
        (Level::Expert, with_ban.clone(), "a", 19),
        (Level::Casual, with_ban, "a", 19),
        // Without the ban the first move captures North's whole inner row.
        (Level::Expert, without_ban, "j-+", 1),
    ] {
        let (winner, moves) = play_out_from(SetupStyle::TwoEach, [Level::Master, north], rules);
        assert_eq!(winner, Some(Side::South), "against {north:?}: {moves:?}");
        assert_eq!(moves[0], first, "against {north:?}");
        assert!(moves.len() <= longest, "against {north:?}: {moves:?}");
    }
}

/// Levels keep their character: a Beginner South does not play the proof,
/// and an Intermediate North beats it from the proven start.
#[test]
fn a_beginner_south_loses_games_to_an_intermediate_north_from_the_standard_start() {
    let rule_sets = [
        Rules::default(),
        Rules {
            reverse_captures: false,
            ..Rules::default()
        },
        Rules {
            akakyala: true,
            ..Rules::default()
        },
        Rules {
            okwesera: false,
            ..Rules::default()
        },
    ];
    let mut north_won = 0;
    let mut firsts = Vec::new();
    for rules in rule_sets {
        let levels = [Level::Beginner, Level::Intermediate];
        let (winner, moves) = play_out_from(SetupStyle::Standard, levels, rules);
        north_won += usize::from(winner == Some(Side::North));
        firsts.push(moves[0].clone());
    }
    assert!(
        north_won >= 3,
        "North won {north_won} of 4; South opened {firsts:?}"
    );
    assert!(
        firsts.iter().any(|m| m != "l"),
        "the Beginner played the proof's first move every time: {firsts:?}"
    );
}

#[test]
fn the_hint_and_the_review_say_won_by_force_on_a_proven_position() {
    let mut app = app();
    let config = MatchConfig {
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    app.world_mut().write_message(Action::Hint);
    let mut hint = None;
    for _ in 0..400 {
        run_until_settled(&mut app, 1);
        let view = app
            .world()
            .resource::<omweso::systems::session::MatchView>();
        if let Some(text) = &view.hint {
            hint = Some(english(text));
            break;
        }
    }
    let hint = hint.expect("a hint comes");
    assert_eq!(
        hint,
        "Suggested: sow from l (l). Won by force (proven): this move keeps a win that no reply can stop."
    );
}

#[test]
fn each_start_says_in_one_line_what_is_known_of_it() {
    use mancala::ai::Strategy;
    use mancala::game::Omweso;
    use mancala::omweso::{Position, Setup};
    use omweso::systems::session::omweso::known_about_start;
    use omweso::text::Text;
    let known = |rules: &Rules, style| {
        // The chooser never waits for a proof to load; a test may.
        for setup in [Setup::Standard, Setup::TwoEach] {
            if let Ok(pits) = setup.arrangement(rules) {
                let start = Position::from_arrangements(pits, pits, Side::South);
                Omweso::proof_now(rules, &[start]);
            }
        }
        known_about_start(rules, style).expect("the proofs are loaded")
    };
    let rules = Rules::default();
    let line = |id: &'static str| Text::new(id);
    assert_eq!(
        known(&rules, SetupStyle::Standard),
        line("start-known-first-wins")
    );
    assert_eq!(
        known(&rules, SetupStyle::TwoEach),
        line("start-known-two-each")
    );
    assert_eq!(
        known(&rules, SetupStyle::Custom),
        line("start-known-arranged")
    );
    let no_ban = Rules {
        first_turn_capture_ban: false,
        ..Rules::default()
    };
    assert_eq!(
        known(&no_ban, SetupStyle::TwoEach),
        line("start-known-first-move")
    );
    assert_eq!(
        known(&no_ban, SetupStyle::Standard),
        line("start-known-first-wins")
    );
}
