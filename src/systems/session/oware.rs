//! Oware on the table: a move is played by the engine at once (it is
//! cheap), the board shows its trace, captures go to the mover's store.

use super::config::MatchConfig;
use super::game::{MatchGame, Moved, Phase, Session};
use super::messages::{Counts, Scene, SeedStep};
use super::view::ResultView;
use crate::games::{Cell, STORE};
use crate::geometry::{HOUSE_DEPTH, HOUSE_RADIUS, STORE_RADII, pile_offset, store_offset};
use crate::text::Text;
use bevy::math::{Vec2, Vec3, Vec3Swizzles};
use mancala::Side;
use mancala::game::Oware;
use mancala::oware::{
    EndReason, GameRecord, GrandSlamEffect, MatchFormat, MatchScore, Move, MoveError, Position,
    Rules, Trace,
};
use std::ops::Range;

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

/// How the board shows a move: sow house by house (the origin skipped),
/// then the captured seeds go into the mover's store.
fn seed_steps(trace: &Trace) -> Vec<SeedStep> {
    let (side, k) = pit(trace.house);
    let mut steps = vec![SeedStep::Lift(side, k)];
    steps.extend(trace.sown.iter().map(|&house| {
        let (side, k) = pit(house);
        SeedStep::Drop(side, k)
    }));
    let store = (trace.mover, STORE);
    steps.extend(trace.captures.iter().map(|capture| SeedStep::Take {
        from: pit(capture.house),
        over: store,
    }));
    if !trace.captures.is_empty() {
        steps.push(SeedStep::Bank(store.0, store.1));
    }
    steps
}

/// A move in words: "South sowed from c: captured 2 + 3 from d and e".
pub fn caption(name: Text, mv: Move, trace: &Trace) -> Text {
    let sowed = Text::new("oware-sowed")
        .text("name", name)
        .num("seeds", trace.seeds)
        .str("house", mv.to_string());
    let letter = |house: u8| pit(house).1;
    let houses: Vec<Text> = trace
        .captures
        .iter()
        .map(|c| {
            Text::plain(Move::new(letter(c.house)).map_or_else(String::new, |m| m.to_string()))
        })
        .collect();
    let seeds: Vec<String> = trace.captures.iter().map(|c| c.seeds.to_string()).collect();
    match trace.grand_slam {
        Some(GrandSlamEffect::Forfeited) => Text::new("oware-grand-slam").text("sowed", sowed),
        _ if trace.captures.is_empty() => Text::new("oware-no-capture").text("sowed", sowed),
        _ => Text::new("oware-captured")
            .text("sowed", sowed)
            .str("seeds", seeds.join(" + "))
            .text("houses", Text::and_list(houses)),
    }
}

/// A match format in words.
pub fn format_name(format: MatchFormat) -> Text {
    match format {
        MatchFormat::FirstTo(n) => Text::new("format-first-to").num("wins", n),
        MatchFormat::BestOf(n) => Text::new("format-best-of").num("games", n),
        MatchFormat::SixOrLeadOfThree => Text::new("format-six-or-lead"),
        MatchFormat::ThreeInARow => Text::new("format-three-in-a-row"),
    }
}

/// What a finished game was worth, as the journal keeps it: the final
/// seed counts, the player's first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FinalSeeds {
    pub mine: u8,
    pub theirs: u8,
}

impl MatchGame for Oware {
    type Score = MatchScore;
    type Points = FinalSeeds;
    type Question = std::convert::Infallible;
    type Turn = ();

    fn rules(config: &MatchConfig) -> Rules {
        config.oware.rules.clone()
    }

    fn new_score(config: &MatchConfig) -> MatchScore {
        // The title offers only valid formats; a bad one in a save falls back.
        MatchScore::new(config.oware.format).unwrap_or_else(|_| {
            MatchScore::new(MatchFormat::default()).expect("the default is valid")
        })
    }

    fn count_game(score: &mut MatchScore, outcome: &mancala::oware::Outcome) {
        // Err only for a match already over, which counts nothing more.
        let _ = score.record(outcome.winner);
    }

    fn match_over(score: &MatchScore) -> bool {
        score.is_over()
    }

    fn match_winner(score: &MatchScore) -> Option<Side> {
        score.winner()
    }

    fn new_game(
        config: &MatchConfig,
        score: &MatchScore,
        first_game: bool,
    ) -> (GameRecord, Phase<Self>) {
        let start = match config.oware.position {
            Some(p) if first_game => p,
            _ => score.next_start(),
        };
        (
            GameRecord::from_position(&config.oware.rules, start),
            Phase::Waiting,
        )
    }

    fn match_points(score: &MatchScore, side: Side) -> u32 {
        score.wins(side)
    }

    fn set_rules(config: &mut MatchConfig, rules: Rules) {
        config.oware.rules = rules;
    }

    fn start_at(config: &mut MatchConfig, position: &str) {
        config.oware.position = position.parse().ok();
    }

    fn points(outcome: &mancala::oware::Outcome, seat: Side) -> FinalSeeds {
        FinalSeeds {
            mine: outcome.total(seat),
            theirs: outcome.total(seat.opponent()),
        }
    }

    fn points_words(points: &FinalSeeds) -> Text {
        Text::new("journal-seeds")
            .num("mine", points.mine)
            .num("theirs", points.theirs)
    }

    fn pick(session: &mut Session<Self>, k: u8) {
        if k == STORE {
            session.notice(Text::new("oware-store"));
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
                session.notice(match why {
                    MoveError::GameOver => Text::new("game-is-over"),
                    MoveError::EmptyHouse(m) => {
                        Text::new("oware-empty").str("house", m.to_string())
                    }
                    MoveError::DoesNotFeed(m) => {
                        Text::new("oware-must-feed").str("house", m.to_string())
                    }
                });
                return;
            }
        };
        let trace = played.trace;
        let outcome = session.record.result();
        session.show(Scene::Steps(seed_steps(&trace)));
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
            caption: caption(name, mv, &trace),
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

    fn score_line(session: &Session<Self>, side: Side) -> Text {
        Text::new("oware-score")
            .num("wins", session.score.wins(side))
            .num("store", session.position().store(side))
    }

    fn format_lines(session: &Session<Self>) -> (Text, Option<Text>) {
        let format = format_name(session.score.format);
        (Text::new("oware-format").text("format", format), None)
    }

    fn result_view(session: &Session<Self>, outcome: &mancala::oware::Outcome) -> ResultView {
        let [south, north] = session.config.display_names();
        ResultView {
            title: match outcome.winner {
                Some(w) => Text::new("oware-wins")
                    .text("name", [south.clone(), north.clone()][w.index()].clone())
                    .num("a", outcome.total(w))
                    .num("b", outcome.total(w.opponent())),
                None => Text::new("oware-draw"),
            },
            subtitle: None,
            detail: Text::new(match outcome.reason {
                EndReason::Majority => "oware-end-majority",
                EndReason::NoLegalMove => "oware-end-no-feed",
                EndReason::Repetition => "oware-end-repetition",
            }),
            match_line: Text::new("oware-match-line")
                .text("format", format_name(session.score.format))
                .text("south", south)
                .num("a", session.score.wins(Side::South))
                .num("b", session.score.wins(Side::North))
                .text("north", north),
            known: None,
        }
    }

    fn seeds_captured(_: &Rules, before: &Position, _: Move, after: &Position) -> u32 {
        let mover = before.side();
        u32::from(after.store(mover).saturating_sub(before.store(mover)))
    }

    // ---- the board: two rows of six houses, each side's store at its right

    fn name() -> &'static str {
        "Oware"
    }
    fn board_counts(position: &Position) -> Counts {
        counts_of(position)
    }
    fn pits() -> Range<u8> {
        0..STORE + 1
    }
    fn houses() -> Range<u8> {
        0..STORE
    }
    fn pit_center(side: Side, k: u8) -> Vec3 {
        // Each store sits at its owner's right.
        let (x, z) = match (side, k) {
            (Side::South, STORE) => (4.05, 0.0),
            (Side::North, STORE) => (-4.05, 0.0),
            (Side::South, k) => ((k as f32 - 2.5) * 1.1, 0.6),
            (Side::North, k) => ((2.5 - k as f32) * 1.1, -0.6),
        };
        Vec3::new(x, 0.0, z)
    }
    fn pit_radius(k: u8) -> f32 {
        if k == STORE {
            STORE_RADII.x
        } else {
            HOUSE_RADIUS
        }
    }
    fn rest_offset(k: u8, slot: usize) -> Vec3 {
        if k == STORE {
            store_offset(slot)
        } else {
            pile_offset(slot, HOUSE_RADIUS, HOUSE_DEPTH)
        }
    }
    fn half_extent() -> Vec2 {
        // The stores are inside it.
        Vec2::new(4.75, 1.45)
    }
    fn covers(side: Side, k: u8, point: Vec3) -> bool {
        let d = (Self::pit_center(side, k) - point).xz();
        if k == STORE {
            (d / STORE_RADII).length() < 1.0
        } else {
            d.length() < HOUSE_RADIUS + 0.08
        }
    }
    fn rows(seat: Side) -> Vec<Vec<Cell>> {
        // Each store sits at its owner's right, at an end of the board.
        let (far, near) = (seat.opponent(), seat);
        let far_row = std::iter::once((0, far, STORE))
            .chain((0..6u8).map(|i| (usize::from(i) + 1, far, 5 - i)))
            .collect();
        let near_row = (0..6u8)
            .map(|k| (usize::from(k) + 1, near, k))
            .chain(std::iter::once((7, near, STORE)))
            .collect();
        vec![far_row, near_row]
    }
    fn puzzles() -> &'static [u8] {
        include_bytes!("../../../assets/puzzles/oware.json")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fifteen seeds from South's c lap the board, skip their own house,
    /// and the last one captures North's a: the board lifts c, drops the
    /// fifteen seeds where the engine sowed them, takes a's two seeds over
    /// South's store and banks them there.
    #[test]
    fn a_move_is_shown_as_the_hand_sows_and_captures() {
        let before: Position = "0,0,0,0,0,0/0,0,15,0,0,0 S 16-17".parse().unwrap();
        let played = before
            .play(&Rules::default(), "c".parse().unwrap())
            .unwrap();
        let (s, n) = (Side::South, Side::North);
        let mut expected = vec![SeedStep::Lift(s, 2)];
        let sown = [
            (s, 3),
            (s, 4),
            (s, 5),
            (n, 0),
            (n, 1),
            (n, 2),
            (n, 3),
            (n, 4),
            (n, 5),
            (s, 0),
            (s, 1),
            (s, 3),
            (s, 4),
            (s, 5),
            (n, 0),
        ];
        expected.extend(sown.map(|(side, k)| SeedStep::Drop(side, k)));
        expected.push(SeedStep::Take {
            from: (n, 0),
            over: (s, STORE),
        });
        expected.push(SeedStep::Bank(s, STORE));
        assert_eq!(seed_steps(&played.trace), expected);
    }
}
