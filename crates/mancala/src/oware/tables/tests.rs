use super::packed::{WIDE, is_exact, pack, unpack};
use super::*;
use std::collections::HashMap;

#[test]
fn ranks_count_every_board_once() {
    let r = Ranker::new(6);
    for n in 0..=6 {
        let mut i = 0;
        r.for_each(n, |b| {
            assert_eq!(r.rank(b), i);
            i += 1;
        });
        assert_eq!(i, r.count(n));
    }
    assert_eq!(r.count(6), 12_376);
}

/// The real game from `pos` (no majority stop, as in the tables),
/// history and all, by alpha-beta over every line: the board seeds the
/// mover gets, exact when inside `(alpha, beta)`. `path` holds the
/// positions since the last capture, `pos` included.
fn brute(
    pos: &Position,
    path: &mut Vec<Position>,
    mut alpha: i32,
    beta: i32,
    fresh: &mut HashMap<[u8; H], u8>,
) -> i32 {
    let rules = Rules::default();
    let n: i32 = pos.houses().iter().map(|&s| s as i32).sum();
    let me = pos.side();
    let mask = pos.legal_moves_mask();
    if mask == 0 {
        return pos.row_total(me) as i32;
    }
    let mut best = -1;
    for mv in Move::from_mask(mask) {
        let next = pos.apply_unchecked(&rules, mv);
        let captured = (next.store(me) - pos.store(me)) as i32;
        let got = if captured > 0 {
            n - value_fresh(&next, fresh) as i32
        } else if path.contains(&next) {
            // The repetition: each takes their own houses.
            next.row_total(me) as i32
        } else {
            path.push(next);
            let v = n - brute(&next, path, n - beta, n - alpha, fresh);
            path.pop();
            v
        };
        best = best.max(got);
        alpha = alpha.max(got);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// [`brute`] for a position with no history, memoised by board.
fn value_fresh(pos: &Position, fresh: &mut HashMap<[u8; H], u8>) -> u8 {
    let board = canonical(pos);
    if let Some(&v) = fresh.get(&board) {
        return v;
    }
    let p = table_position(&board);
    let n: i32 = board.iter().map(|&s| s as i32).sum();
    let v = brute(&p, &mut vec![p], -1, n + 1, fresh) as u8;
    fresh.insert(board, v);
    v
}

#[test]
fn the_search_uses_the_tables_after_captures() {
    use crate::ai::{SearchLimits, Searcher};
    use crate::game::Oware;
    let (tables, _) = EndgameTables::build(8, |_, _| {});
    let tables = std::sync::Arc::new(tables);
    // Ten seeds on the board: most captures lead into 8-seed tables.
    let pos: Position = "0,2,1,0,1,1/1,2,0,1,1,0 S 20-18".parse().unwrap();
    let search = |tables: Option<std::sync::Arc<EndgameTables>>, depth| {
        let mut s = Searcher::<Oware>::new(Rules::default());
        s.scratch_mut().tables = tables;
        let r = s.search(&pos, &[], &SearchLimits::depth(depth), None);
        (r.best.map(|m| m.to_string()), r.nodes)
    };
    // 24 plies without tables choose e; 6 plies miss it (d), and 6 plies
    // with the tables choose e, in fewer nodes.
    assert_eq!(search(None, 24).0.as_deref(), Some("e"));
    let (plain, plain_nodes) = search(None, 6);
    let (with, with_nodes) = search(Some(tables), 6);
    assert_eq!(plain.as_deref(), Some("d"));
    assert_eq!(with.as_deref(), Some("e"));
    assert!(with_nodes < plain_nodes, "{with_nodes} {plain_nodes}");
}

/// The seed counts proven against brute force, every board (the brute
/// force follows every line without repeating, so 4 seeds already
/// take minutes).
const SMALL: u8 = 3;

#[test]
fn tables_bound_the_brute_force_values() {
    let (tables, _) = EndgameTables::build_solving(SMALL, 0, |_, _| {});
    let mut fresh = HashMap::new();
    let (mut exact, mut total, mut gaps) = (0, 0, 0);
    for n in 0..=SMALL as usize {
        tables.ranker.for_each(n, |board| {
            let p = table_position(board);
            let v = value_fresh(&p, &mut fresh);
            let (lo, hi) = tables.bounds(&p).unwrap();
            assert!(lo <= v && v <= hi, "{p}: {lo} <= {v} <= {hi}");
            exact += usize::from(lo == hi);
            gaps += usize::from(hi - lo);
            total += 1;
        });
    }
    assert_eq!(total, 455);
    // Where cycles decide, the bounds differ: 77 positions of 455,
    // each by one seed (scoring a cycle as nothing or everything for
    // the mover left them 218 seeds apart in all).
    assert_eq!(exact, 378);
    assert_eq!(gaps, 77);
}

#[test]
fn solved_tables_give_the_brute_force_values_after_a_capture() {
    let (tables, stats) = EndgameTables::build(SMALL, |_, _| {});
    let mut fresh = HashMap::new();
    let mut total = 0;
    for n in 0..=SMALL as usize {
        tables.ranker.for_each(n, |board| {
            let p = table_position(board);
            let v = value_fresh(&p, &mut fresh);
            assert_eq!(tables.bounds(&p), Some((v, v)), "{p}");
            total += 1;
        });
    }
    let exact_by_stats: usize = stats.levels.iter().map(|l| l.exact).sum();
    assert_eq!((total, exact_by_stats), (455, 455));
}

/// What the settings tell a player: every board of up to [`SMALL`] seeds
/// is solved exact; bounds alone (no solver) leave some of them apart, and
/// the share counts the boards the stats count.
#[test]
fn exactness_counts_the_boards_whose_bounds_meet() {
    let (solved, _) = EndgameTables::build(SMALL, |_, _| {});
    assert_eq!(
        solved.exactness(),
        Exactness {
            all_up_to: SMALL,
            percent: 100
        }
    );
    let (bounds_only, stats) = EndgameTables::build_solving(SMALL, 0, |_, _| {});
    let boards: usize = stats.levels.iter().map(|l| l.boards).sum();
    let exact: usize = stats.levels.iter().map(|l| l.exact).sum();
    let all_up_to = stats
        .levels
        .iter()
        .take_while(|l| l.exact == l.boards)
        .count()
        - 1;
    assert!(exact < boards, "the bounds alone leave some boards open");
    assert_eq!(
        bounds_only.exactness(),
        Exactness {
            all_up_to: all_up_to as u8,
            percent: (exact * 100 / boards) as u8
        }
    );
}

/// The game's real history since the last capture: the solver agrees with
/// the brute force on every board of up to [`SMALL`] seeds, each reached
/// by a different walk of moves that capture nothing.
#[test]
fn the_solver_agrees_with_the_brute_force_whatever_the_history() {
    use crate::oware::tables::solve::solve;
    use rand::SeedableRng;
    let (tables, _) = EndgameTables::build(SMALL, |_, _| {});
    let rules = Rules::default();
    let mut fresh = HashMap::new();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(29);
    let (mut with_history, mut differs) = (0, 0);
    for n in 1..=SMALL as usize {
        tables.ranker.for_each(n, |board| {
            // A walk from the board: its positions are the history.
            let path = quiet_walk(table_position(board), &rules, &mut rng);
            let pos = *path.last().unwrap();
            let want = brute(&pos, &mut path.clone(), -1, n as i32 + 1, &mut fresh);
            let got = solve(&tables, &pos, &path, u64::MAX).expect("small boards solve");
            assert_eq!(
                got.seeds as i32,
                want,
                "{pos} after {} positions",
                path.len() - 1
            );
            if let Some(mv) = got.best {
                // The move the solver names gets what it says.
                let by_move = value_by_move(&pos, n as i32, mv, &path, &mut fresh);
                assert_eq!(by_move, want, "{pos}: {mv}");
            }
            with_history += usize::from(path.len() > 1);
            differs += usize::from(want != value_fresh(&pos, &mut fresh) as i32);
        });
    }
    // Most boards had a history (268 of 454), and for some it changed
    // the value.
    assert!(with_history > 227, "{with_history}");
    assert!(differs > 0);
}

/// A walk of up to 7 random moves that capture nothing from `start`,
/// stopped before a repeat: its positions, `start` first.
fn quiet_walk(start: Position, rules: &Rules, rng: &mut rand::rngs::SmallRng) -> Vec<Position> {
    use rand::Rng;
    let mut path = vec![start];
    for _ in 0..rng.random_range(0..8) {
        let last = *path.last().unwrap();
        let quiet: Vec<Move> = Move::from_mask(last.legal_moves_mask())
            .filter(|&mv| {
                last.apply_unchecked(rules, mv).store(last.side()) == last.store(last.side())
            })
            .collect();
        if quiet.is_empty() {
            break;
        }
        let mv = quiet[rng.random_range(0..quiet.len())];
        let next = last.apply_unchecked(rules, mv);
        if path.contains(&next) {
            break;
        }
        path.push(next);
    }
    path
}

/// The board seeds (of `n`) `mv` gets the mover at `pos`, reached by `path`, by
/// the brute force: after a capture, what the opponent leaves of a board
/// with no history; at a repeat, the mover's houses.
fn value_by_move(
    pos: &Position,
    n: i32,
    mv: Move,
    path: &[Position],
    fresh: &mut HashMap<[u8; H], u8>,
) -> i32 {
    let next = pos.apply_unchecked(&Rules::default(), mv);
    let me = pos.side();
    if next.store(me) > pos.store(me) {
        n - value_fresh(&next, fresh) as i32
    } else if path.contains(&next) {
        next.row_total(me) as i32
    } else {
        let mut p = path.to_vec();
        p.push(next);
        n - brute(&next, &mut p, -1, n + 1, fresh)
    }
}

/// Boards that scoring a cycle as nothing or everything for the mover
/// left open from 0 to all of the seeds, and that scoring it between
/// the fewest and the most seeds in the mover's houses on it narrows.
#[test]
fn a_cycle_scores_between_the_fewest_and_most_seeds_in_ones_houses() {
    // The bounds alone, before the solver settles them.
    let (tables, _) = EndgameTables::build_solving(3, 0, |_, _| {});
    let mut fresh = HashMap::new();
    for (board, bounds, value) in [
        // The mover's one seed and the opponent's one go round:
        // however it goes, the mover keeps at least one.
        ([0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1], (1, 2), 1),
        ([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], (0, 1), 1),
        ([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1], (0, 1), 1),
    ] {
        let p = table_position(&board);
        assert_eq!(tables.bounds(&p), Some(bounds), "{p}");
        assert_eq!(value_fresh(&p, &mut fresh), value, "{p}");
    }
}

#[test]
fn concurrent_builders_leave_one_whole_table_file() {
    // Two programs building the tables at once (the game and `mancala
    // tables`, say) each write a file of their own: the cache is always
    // one of them, whole, and no partial file is left.
    let dir = std::env::temp_dir().join(format!("mancala-egtb-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("oware-endgame.bin");
    let tables: Vec<EndgameTables> = (3..=6)
        .map(|n| EndgameTables::build(n, |_, _| ()).0)
        .collect();
    for _ in 0..8 {
        std::thread::scope(|scope| {
            for t in tables.iter().chain(&tables) {
                let path = &path;
                scope.spawn(move || t.save(path).unwrap());
            }
        });
        let loaded = EndgameTables::load(&path).expect("a whole table file");
        let same = tables
            .iter()
            .find(|t| t.max_seeds == loaded.max_seeds)
            .expect("one of the writers' tables");
        assert_eq!(same.levels, loaded.levels);
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["oware-endgame.bin"], "no partial file is left");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A position the tables know is settled by the solver, history and all,
/// before any search: the move comes at once, with the exact score.
#[test]
fn the_search_plays_a_solved_position_at_once() {
    use crate::ai::{SearchLimits, Searcher};
    use crate::game::Oware;
    let (tables, _) = EndgameTables::build(SMALL, |_, _| {});
    let tables = std::sync::Arc::new(tables);
    let rules = Rules::default();
    let mut fresh = HashMap::new();
    // Three seeds: South's two can go round with North's one.
    let pos: Position = "0,0,0,0,1,1/0,0,0,0,0,1 S 22-23".parse().unwrap();
    let mut s = Searcher::<Oware>::new(rules.clone());
    s.scratch_mut().tables = Some(tables.clone());
    let r = s.search(&pos, &[], &SearchLimits::depth(30), None);
    assert_eq!((r.depth, r.nodes), (0, 0), "no search was needed");
    let want = brute(&pos, &mut vec![pos], -1, 4, &mut fresh) as u8;
    assert_eq!(r.score, final_score(&pos, want));
    let best = r.best.expect("a move");
    let next = pos.apply_unchecked(&rules, best);
    let got = if next.store(Side::South) > pos.store(Side::South) {
        3 - value_fresh(&next, &mut fresh)
    } else {
        3 - brute(&next, &mut vec![pos, next], -1, 4, &mut fresh) as u8
    };
    assert_eq!(got, want, "{best} gets what the brute force says");
    // The engine says so before it thinks (how `uci` and `analyse` label
    // the move), and plays the same move.
    let mut searcher = Searcher::<Oware>::new(rules.clone());
    searcher.scratch_mut().tables = Some(tables.clone());
    let mut engine = crate::engine::Engine::with_searcher(searcher);
    engine.new_game(pos);
    assert_eq!(engine.solved_move(), Some(best));
    assert_eq!(
        engine.think(&crate::engine::Go::depth(30), None).best,
        Some(best)
    );
    // Without the tables the same position is searched as usual.
    let mut plain = Searcher::<Oware>::new(rules.clone());
    let r = plain.search(&pos, &[], &SearchLimits::depth(6), None);
    assert!(r.depth > 0 && r.nodes > 0);
    let mut engine = crate::engine::Engine::<Oware>::new(rules);
    engine.new_game(pos);
    assert_eq!(engine.solved_move(), None);
}

/// The environment `from_env_with` reads, as name=value pairs.
fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<std::ffi::OsString> {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    move |name| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.into())
}

#[test]
fn the_config_comes_from_the_environment_and_the_programs_path() {
    let exe = Path::new("/usr/games/omweso");
    assert_eq!(
        TableConfig::from_env_with(env_of(&[("MANCALA_TABLES", "off")]), Some(exe)),
        TableConfig::Off
    );
    assert_eq!(
        TableConfig::from_env_with(env_of(&[("HOME", "/home/ann")]), Some(exe)),
        TableConfig::Folders {
            cache: Some("/home/ann/.cache/mancala".into()),
            installed: Some("/usr/share/mancala".into()),
        }
    );
    let env = env_of(&[
        ("HOME", "/home/ann"),
        ("MANCALA_DATA", "/srv/tables"),
        ("MANCALA_TABLES", "on"),
    ]);
    assert_eq!(
        TableConfig::from_env_with(env, Some(Path::new("/opt/m/bin/mancala"))),
        TableConfig::Folders {
            cache: Some("/srv/tables".into()),
            installed: Some("/opt/m/share/mancala".into()),
        }
    );
    assert_eq!(
        TableConfig::from_env_with(env_of(&[]), None),
        TableConfig::Folders {
            cache: None,
            installed: None
        }
    );
}

/// Writes `bytes` as the table file for `n` seeds in `dir`.
fn put(dir: &Path, n: u8, bytes: &[u8]) {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(table_file(dir, n), bytes).unwrap();
}

fn file_bytes(tables: &EndgameTables) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let path = table_file(dir.path(), tables.max_seeds);
    tables.save(&path).unwrap();
    std::fs::read(path).unwrap()
}

#[test]
fn tables_load_from_the_cache_else_from_where_they_are_installed() {
    let (tables, _) = EndgameTables::build(4, |_, _| {});
    let good = file_bytes(&tables);
    // Right in form, wrong in every value: all boards worth nothing.
    let mut wrong = good.clone();
    wrong[17..].fill(0);
    assert_ne!(wrong, good);
    let root = tempfile::tempdir().unwrap();
    let (cache, installed) = (root.path().join("cache"), root.path().join("installed"));
    let config = TableConfig::Folders {
        cache: Some(cache.clone()),
        installed: Some(installed.clone()),
    };
    assert!(config.load(4).is_none(), "neither folder exists");
    // Installed only.
    put(&installed, 4, &wrong);
    assert_eq!(
        config.load(4).unwrap().levels,
        EndgameTables::load(&table_file(&installed, 4))
            .unwrap()
            .levels
    );
    assert_ne!(config.load(4).unwrap().levels, tables.levels);
    // Built on this machine: it wins.
    put(&cache, 4, &good);
    assert_eq!(config.load(4).unwrap().levels, tables.levels);
    // The largest of those found: 4 seeds, not the 3 in the cache.
    put(
        &cache,
        3,
        &file_bytes(&EndgameTables::build(3, |_, _| {}).0),
    );
    assert_eq!(config.load_largest().unwrap().max_seeds, 4);
    assert!(config.load(5).is_none());
    assert!(TableConfig::Off.load(4).is_none());
    assert!(TableConfig::Off.load_largest().is_none());
}

#[test]
fn a_damaged_or_old_table_file_is_refused_and_the_next_one_used() {
    let (tables, _) = EndgameTables::build(4, |_, _| {});
    let good = file_bytes(&tables);
    let root = tempfile::tempdir().unwrap();
    let (cache, installed) = (root.path().join("cache"), root.path().join("installed"));
    put(&installed, 4, &good);
    let config = TableConfig::Folders {
        cache: Some(cache.clone()),
        installed: Some(installed),
    };
    let refused = |bytes: &[u8]| {
        put(&cache, 4, bytes);
        let error = EndgameTables::load(&table_file(&cache, 4))
            .map(|_| ())
            .unwrap_err();
        // The installed tables are used instead.
        assert_eq!(config.load(4).unwrap().levels, tables.levels);
        error
    };
    // Cut short.
    let e = refused(&good[..good.len() - 1]);
    assert_eq!(e.kind(), std::io::ErrorKind::UnexpectedEof);
    // A board of one seed whose bounds reach two.
    let mut bad = good.clone();
    bad[17 + 1] = 0x21;
    let e = refused(&bad);
    assert_eq!(e.to_string(), "corrupt endgame table");
    // The format before this one (four bits a bound).
    let mut old = good.clone();
    old[..16].copy_from_slice(b"mancala-egtb-v3\n");
    let e = refused(&old);
    assert_eq!(e.to_string(), "not an endgame table file");
    // More seeds than any table holds.
    let mut huge = good.clone();
    huge[16] = MAX_TABLE_SEEDS + 1;
    let e = refused(&huge);
    assert_eq!(e.to_string(), "not an endgame table file");
}

/// A board's bounds fit one byte up to 31 seeds: kept as they are when
/// they are at most 6 apart (no board of up to 20 seeds is more than 3),
/// and widened to every seed on the board, still true, when further apart.
#[test]
fn a_byte_keeps_bounds_up_to_31_seeds_and_widens_only_a_spread_past_six() {
    for n in 0..=31u8 {
        for lo in 0..=n {
            for hi in lo..=n {
                let (l, h) = unpack(pack(lo, hi), n);
                assert_eq!(l, lo, "{lo}..{hi} of {n}");
                let want = if hi - lo < WIDE { hi } else { n };
                assert_eq!(h, want, "{lo}..{hi} of {n}");
                assert_eq!(is_exact(pack(lo, hi)), lo == hi);
            }
        }
    }
    assert_eq!(pack(17, 17), 17);
    assert_eq!(pack(2, 5), 2 | 3 << 5);
    assert_eq!(unpack(pack(0, 9), 12), (0, 12));
}
