//! What a screen reader gets, headless: the AccessKit tree the game's egui
//! layer builds for a real position (a grid with every pit, its seeds and
//! whether it may be played), the same tree after a move, the caption and
//! notices as live regions, and a pit activated through AccessKit becoming
//! the pit's `Action`, as a click does.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::egui::accesskit::{self, Live, Node, NodeId, Role};
use mancala::Side;
use mancala::omweso::{is_inner, letter};
use omweso::games::GameKind;
use omweso::locale::{Catalogue, Lang};
use omweso::settings::AnimSpeed;
use omweso::systems::session::{Action, Controller, MatchConfig, MatchView, TableView};
use omweso::systems::ui::access::{AccessOutcome, AccessView, accessible_board, describe_board};
use omweso::testing::{app, english, run_until_quiet, start_match};
use omweso::text::Text;
use std::collections::HashMap;

/// The AccessKit tree of one frame, by node.
struct Tree(HashMap<NodeId, Node>);

impl Tree {
    fn nodes(&self) -> impl Iterator<Item = &Node> {
        self.0.values()
    }

    /// The one node of this role.
    fn only(&self, role: Role) -> &Node {
        let found: Vec<&Node> = self.nodes().filter(|n| n.role() == role).collect();
        assert_eq!(found.len(), 1, "one {role:?} node");
        found[0]
    }

    /// The descendants of `node` of this role, in the tree's order.
    fn descendants(&self, node: &Node, role: Role) -> Vec<(NodeId, &Node)> {
        let mut found = Vec::new();
        for id in node.children() {
            let child = &self.0[id];
            if child.role() == role {
                found.push((*id, child));
            }
            found.extend(self.descendants(child, role));
        }
        found
    }

    /// The grid's rows, each with its pits' buttons: (row's name, [(id, name)]).
    fn grid(&self) -> Vec<(String, Vec<(NodeId, String)>)> {
        let grid = self.only(Role::Grid);
        self.descendants(grid, Role::Row)
            .into_iter()
            .map(|(_, row)| {
                let buttons = self
                    .descendants(row, Role::Button)
                    .into_iter()
                    .map(|(id, b)| (id, b.label().unwrap_or_default().to_string()))
                    .collect();
                (row.label().unwrap_or_default().to_string(), buttons)
            })
            .collect()
    }

    /// The words of the live regions.
    fn live(&self) -> Vec<String> {
        self.nodes()
            .filter(|n| n.live() == Some(Live::Polite))
            .filter_map(|n| n.value().map(str::to_string))
            .collect()
    }

    /// The words of every text node.
    fn texts(&self) -> Vec<String> {
        self.nodes()
            .filter(|n| n.role() == Role::Label)
            .filter_map(|n| n.value().map(str::to_string))
            .collect()
    }
}

/// One frame of the accessible layer with these input events: its tree,
/// and what the screen reader did.
fn frame(
    ctx: &egui::Context,
    view: &AccessView,
    events: Vec<egui::Event>,
) -> (Tree, AccessOutcome) {
    let mut outcome = AccessOutcome::default();
    let input = egui::RawInput {
        events,
        ..Default::default()
    };
    let mut output = ctx.run_ui(input, |ui| {
        outcome = accessible_board(ui.ctx(), egui::pos2(0.0, 0.0), view);
    });
    // No renderer takes the font textures here.
    output.textures_delta.clear();
    let update = output
        .platform_output
        .accesskit_update
        .expect("AccessKit is on: a tree update every frame");
    (Tree(update.nodes.into_iter().collect()), outcome)
}

/// A context that builds its AccessKit tree, as the game's does when a
/// screen reader listens.
fn accessible_context() -> egui::Context {
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    ctx
}

fn two_humans(game: GameKind) -> MatchConfig {
    MatchConfig {
        game,
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    }
}

/// The tree for the match on the app's table, seen from `seat`.
fn tree_of(app: &App, seat: Side, notice: Option<(u64, &Text)>) -> Tree {
    let cat = Catalogue::new(Lang::En);
    let view = AccessView {
        table: app.world().resource::<TableView>(),
        view: app.world().resource::<MatchView>(),
        notice,
        seat,
        cat: &cat,
    };
    // The second frame: an egui area sizes itself in its first, unshown.
    let ctx = accessible_context();
    let _ = frame(&ctx, &view, Vec::new());
    frame(&ctx, &view, Vec::new()).0
}

/// What an Omweso pit's button should say, written out here from the
/// table's counts: "South, inner row, pit c, 3 seeds, you may play".
fn expected_omweso_name(table: &TableView, side: Side, k: u8) -> String {
    let seeds = table.counts[side.index()][k as usize];
    let row = if is_inner(k) { "inner" } else { "outer" };
    let plural = if seeds == 1 { "" } else { "s" };
    let playable = table.human_to_act && side == table.to_move && table.playable.contains(&k);
    format!(
        "{side:?}, {row} row, pit {}, {seeds} seed{plural}{}",
        letter(k),
        if playable { ", you may play" } else { "" }
    )
}

/// Every pit's expected name.
fn every_omweso_name(table: &TableView) -> Vec<String> {
    let mut names: Vec<String> = Side::BOTH
        .into_iter()
        .flat_map(|side| (0..16).map(move |k| (side, k)))
        .map(|(side, k)| expected_omweso_name(table, side, k))
        .collect();
    names.sort();
    names
}

fn grid_names(tree: &Tree) -> Vec<String> {
    let mut names: Vec<String> = tree
        .grid()
        .into_iter()
        .flat_map(|(_, pits)| pits.into_iter().map(|(_, name)| name))
        .collect();
    names.sort();
    names
}

#[test]
fn the_board_is_a_grid_of_every_pit_with_its_seeds_and_the_pits_to_play() {
    let mut app = app();
    start_match(&mut app, two_humans(GameKind::OMWESO), AnimSpeed::Instant);
    let tree = tree_of(&app, Side::South, None);
    let grid = tree.only(Role::Grid);
    assert_eq!(grid.label(), Some("Board"));
    assert_eq!((grid.row_count(), grid.column_count()), (Some(4), Some(8)));
    // A row per board row as South sees the board, far row first.
    let rows = tree.grid();
    let row_names: Vec<&str> = rows.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(
        row_names,
        [
            "North, outer row",
            "North, inner row",
            "South, inner row",
            "South, outer row"
        ]
    );
    assert!(rows.iter().all(|(_, pits)| pits.len() == 8));
    // Left to right as South sees it: North's outer row runs p … i, South's
    // inner row a … h.
    assert!(rows[0].1[0].1.starts_with("North, outer row, pit p, "));
    assert!(rows[2].1[0].1.starts_with("South, inner row, pit a, "));
    assert!(rows[3].1[7].1.starts_with("South, outer row, pit p, "));
    // Each pit is a button a screen reader can activate.
    for (_, pits) in &rows {
        for (id, _) in pits {
            let button = &tree.0[id];
            assert!(button.supports_action(accesskit::Action::Click));
            assert!(!button.is_disabled());
        }
    }
    let table = app.world().resource::<TableView>();
    assert_eq!(grid_names(&tree), every_omweso_name(table));
    let playable = grid_names(&tree)
        .iter()
        .filter(|name| name.ends_with(", you may play"))
        .count();
    assert!(playable > 0, "South may play at the start");
    assert_eq!(playable, table.playable.len());
}

#[test]
fn after_a_move_the_grid_has_the_new_counts_and_the_caption_is_announced() {
    let mut app = app();
    start_match(&mut app, two_humans(GameKind::OMWESO), AnimSpeed::Instant);
    let before = grid_names(&tree_of(&app, Side::South, None));
    let pit = app.world().resource::<TableView>().playable[0];
    app.world_mut().write_message(Action::Touch {
        side: Side::South,
        pit,
        remove: false,
    });
    run_until_quiet(&mut app, 2_000);
    let tree = tree_of(&app, Side::South, None);
    let after = grid_names(&tree);
    assert_ne!(before, after, "the move changed the counts");
    let table = app.world().resource::<TableView>();
    assert_eq!(table.to_move, Side::North);
    assert_eq!(after, every_omweso_name(table));
    // North may play now; South's pits no longer say so.
    assert!(
        after
            .iter()
            .any(|n| n.starts_with("North") && n.ends_with("you may play"))
    );
    assert!(
        !after
            .iter()
            .any(|n| n.starts_with("South") && n.ends_with("you may play"))
    );
    // The caption is a live region; whose turn and the scores are read.
    let view = app.world().resource::<MatchView>();
    let caption = english(view.caption.as_ref().expect("a caption"));
    assert!(caption.starts_with("South sowed from "), "{caption}");
    assert_eq!(tree.live(), [caption]);
    let texts = tree.texts();
    assert!(texts.contains(&"North to move".to_string()), "{texts:?}");
    for side in Side::BOTH {
        let score = format!(
            "{}: {}",
            english(&view.names[side.index()]),
            english(&view.scores[side.index()])
        );
        assert!(texts.contains(&score), "{score} in {texts:?}");
    }
}

#[test]
fn activating_a_pit_through_accesskit_plays_it_as_a_click_does() {
    let mut app = app();
    start_match(&mut app, two_humans(GameKind::OMWESO), AnimSpeed::Instant);
    let cat = Catalogue::new(Lang::En);
    let view = AccessView {
        table: app.world().resource::<TableView>(),
        view: app.world().resource::<MatchView>(),
        notice: None,
        seat: Side::South,
        cat: &cat,
    };
    let ctx = accessible_context();
    let (tree, nothing) = frame(&ctx, &view, Vec::new());
    assert!(nothing.touched.is_none(), "no pit is played unasked");
    let k = view.table.playable[0];
    let name = expected_omweso_name(view.table, Side::South, k);
    let (id, _) = tree
        .grid()
        .into_iter()
        .flat_map(|(_, pits)| pits)
        .find(|(_, n)| *n == name)
        .expect("the pit's button");
    let request = |action| {
        egui::Event::AccessKitActionRequest(accesskit::ActionRequest {
            action,
            target_tree: accesskit::TreeId::ROOT,
            target_node: id,
            data: None,
        })
    };
    // Focused, the board's keyboard focus follows (and Enter plays it there).
    let (_, focused) = frame(&ctx, &view, vec![request(accesskit::Action::Focus)]);
    assert_eq!(focused.focused, Some((Side::South, k)));
    assert!(focused.touched.is_none());
    // Enter on the focused button is the board keyboard's to play, not
    // also this layer's: one key, one touch.
    let enter = egui::Event::Key {
        key: egui::Key::Enter,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    };
    let (_, entered) = frame(&ctx, &view, vec![enter]);
    assert_eq!(entered.focused, Some((Side::South, k)));
    assert!(entered.touched.is_none());
    let (_, clicked) = frame(&ctx, &view, vec![request(accesskit::Action::Click)]);
    let Some(Action::Touch { side, pit, remove }) = clicked.touched else {
        panic!("a touch, not {clicked:?}");
    };
    assert_eq!((side, pit, remove), (Side::South, k, false));
    // The session plays it as it plays a click.
    app.world_mut()
        .write_message(Action::Touch { side, pit, remove });
    run_until_quiet(&mut app, 2_000);
    let last = omweso::testing::omweso(&app).last.as_ref().expect("a move");
    assert_eq!(last.mv.to_string(), letter(k).to_string());
}

#[test]
fn oware_houses_and_stores_are_named_and_the_rows_turn_with_the_seat() {
    let mut app = app();
    start_match(&mut app, two_humans(GameKind::OWARE), AnimSpeed::Instant);
    let rows = tree_of(&app, Side::South, None).grid();
    assert_eq!(rows.len(), 2);
    let names: Vec<&str> = rows[0].1.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(names[0], "North, store, 0 seeds");
    assert_eq!(names[1], "North, house f, 4 seeds");
    assert_eq!(names[6], "North, house a, 4 seeds");
    let south: Vec<&str> = rows[1].1.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(south[2], "South, house c, 4 seeds, you may play");
    assert_eq!(south[5], "South, house f, 4 seeds, you may play");
    assert_eq!(south[6], "South, store, 0 seeds");
    // From North's seat South's row is the far one, turned.
    let turned = tree_of(&app, Side::North, None).grid();
    assert_eq!(turned[0].0, "South");
    assert_eq!(turned[0].1[0].1, "South, store, 0 seeds");
    assert_eq!(turned[0].1[1].1, "South, house f, 4 seeds, you may play");
    assert_eq!(turned[1].1[0].1, "North, house a, 4 seeds");
    assert_eq!(turned[1].1[6].1, "North, store, 0 seeds");
}

#[test]
fn each_notice_is_announced_even_when_its_words_repeat() {
    let mut app = app();
    start_match(&mut app, two_humans(GameKind::OMWESO), AnimSpeed::Instant);
    let words = Text::new("wait-for-seeds");
    let first = tree_of(&app, Side::South, Some((1, &words)));
    assert_eq!(first.live(), ["Wait for the seeds to settle."]);
    let id = |tree: &Tree| {
        tree.0
            .iter()
            .find(|(_, n)| n.live().is_some())
            .map(|(id, _)| *id)
    };
    // The next notice is a new node, which a screen reader announces.
    let second = tree_of(&app, Side::South, Some((2, &words)));
    assert_ne!(id(&first), id(&second));
}

#[test]
fn the_board_described_in_words_lists_every_row_and_what_may_be_played() {
    let mut app = app();
    start_match(&mut app, two_humans(GameKind::OMWESO), AnimSpeed::Instant);
    let table = app.world().resource::<TableView>();
    let view = app.world().resource::<MatchView>();
    let words = english(&describe_board(table, view, Side::South));
    let lines: Vec<&str> = words.lines().collect();
    assert_eq!(lines.len(), 5, "{words}");
    assert!(lines[0].starts_with("North, outer row: p "), "{words}");
    assert!(lines[3].starts_with("South, outer row: i "), "{words}");
    for line in &lines[..4] {
        let (_, pits) = line.split_once(": ").expect("the row, then its pits");
        assert_eq!(pits.split(", ").count(), 8, "eight pits in {line}");
    }
    assert!(
        lines[4].starts_with("South to move, and may play "),
        "{words}"
    );
    let oware = {
        let mut app = omweso::testing::app();
        start_match(&mut app, two_humans(GameKind::OWARE), AnimSpeed::Instant);
        let (table, view) = (
            app.world().resource::<TableView>(),
            app.world().resource::<MatchView>(),
        );
        english(&describe_board(table, view, Side::South))
    };
    assert_eq!(
        oware,
        "North: store 0, f 4, e 4, d 4, c 4, b 4, a 4.\n\
         South: a 4, b 4, c 4, d 4, e 4, f 4, store 0.\n\
         South to move, and may play a, b, c, d, e and f."
    );
}
