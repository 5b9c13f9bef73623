//! Loading saves and records from hostile bytes: every record kind of the
//! crate (both games' `GameRecord`, both `MatchScore` types) is fed truncated,
//! bit-flipped, mistyped, huge-numbered, deeply nested and non-UTF-8 JSON.
//! Each load must return (an error, or a record that saves again), never
//! panic.

use mancala::{Side, omweso, oware};
use proptest::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};

#[path = "support/props.rs"]
mod props;
use props::{check, config};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

/// Loads `bytes` as every record kind; returns how many accepted it.
fn load_all(bytes: &[u8]) -> usize {
    let mut accepted = 0;
    if let Ok(r) = omweso::GameRecord::from_json_bytes(bytes) {
        // What loads must save and load again to the same record.
        assert_eq!(omweso::GameRecord::from_json(&r.to_json()).unwrap(), r);
        accepted += 1;
    }
    if let Ok(r) = oware::GameRecord::from_json_bytes(bytes) {
        assert_eq!(oware::GameRecord::from_json(&r.to_json()).unwrap(), r);
        accepted += 1;
    }
    if let Ok(m) = omweso::MatchScore::from_json_bytes(bytes) {
        let _ = (m.winner(), m.is_over(), m.score(Side::South));
        accepted += 1;
    }
    if let Ok(m) = oware::MatchScore::from_json_bytes(bytes) {
        let _ = (m.winner(), m.next_start(), m.wins(Side::North), m.draws());
        accepted += 1;
    }
    for error in [
        omweso::GameRecord::from_json_bytes(bytes)
            .err()
            .map(|e| e.to_string()),
        oware::GameRecord::from_json_bytes(bytes)
            .err()
            .map(|e| e.to_string()),
        omweso::MatchScore::from_json_bytes(bytes)
            .err()
            .map(|e| e.to_string()),
        oware::MatchScore::from_json_bytes(bytes).err(),
    ]
    .into_iter()
    .flatten()
    {
        assert!(!error.is_empty());
    }
    accepted
}

/// A finished-or-not Omweso game of random legal moves from a set-up.
fn omweso_record(seed: u64) -> omweso::GameRecord {
    let rules = omweso::Rules::default();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut record = omweso::GameRecord::from_setup(
        &rules,
        Side::South,
        omweso::Setup::Standard,
        omweso::Setup::TwoEach,
    )
    .unwrap();
    for _ in 0..12 {
        let moves = record.current().legal_moves(&rules);
        if record.result().is_some() || moves.is_empty() {
            break;
        }
        record
            .play(moves[rng.random_range(0..moves.len())])
            .unwrap();
    }
    record
}

fn oware_record(seed: u64) -> oware::GameRecord {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut record = oware::GameRecord::new(oware::Position::start(), oware::Rules::default());
    for _ in 0..40 {
        let moves = record.legal_moves();
        if record.is_over() || moves.is_empty() {
            break;
        }
        record
            .play(moves[rng.random_range(0..moves.len())])
            .unwrap();
    }
    record
}

fn omweso_match() -> omweso::MatchScore {
    let rules = omweso::Rules::default();
    let mut m = omweso::MatchScore::new(&rules, Side::North);
    let win = |kind, winner, points| omweso::Outcome {
        kind,
        winner: Some(winner),
        points,
    };
    m.record(win(omweso::ResultKind::Okutema, Side::South, 2));
    m.record(omweso::Outcome::annulled());
    m.record(win(omweso::ResultKind::Bulijo, Side::North, 1));
    m
}

fn oware_match() -> oware::MatchScore {
    let mut m = oware::MatchScore::new(oware::MatchFormat::BestOf(5)).unwrap();
    for r in [
        Some(Side::South),
        None,
        Some(Side::North),
        Some(Side::South),
    ] {
        m.record(r).unwrap();
    }
    m
}

/// One valid JSON text of each kind.
fn corpus() -> Vec<String> {
    vec![
        omweso_record(1).to_json(),
        omweso_record(2).to_json(),
        oware_record(3).to_json(),
        serde_json::to_string_pretty(&omweso_match()).unwrap(),
        serde_json::to_string_pretty(&oware_match()).unwrap(),
    ]
}

#[test]
fn the_valid_corpus_loads_as_exactly_its_own_kind() {
    let texts = corpus();
    for text in &texts {
        assert_eq!(load_all(text.as_bytes()), 1, "{text}");
    }
    assert_eq!(
        omweso::MatchScore::from_json(&texts[3]).unwrap(),
        omweso_match()
    );
    assert_eq!(
        oware::MatchScore::from_json(&texts[4]).unwrap(),
        oware_match()
    );
}

#[test]
fn every_truncation_is_an_error() {
    for text in corpus() {
        let bytes = text.as_bytes();
        for end in 0..bytes.len() {
            assert_eq!(load_all(&bytes[..end]), 0, "{:?}", &text[..end.min(40)]);
        }
    }
}

/// Every value in a JSON tree, as a path of keys and indices.
fn paths(value: &Value, path: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    out.push(path.clone());
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                path.push(json!(k));
                paths(v, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(json!(i));
                paths(v, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'a>(value: &'a mut Value, path: &[Value]) -> &'a mut Value {
    path.iter().fold(value, |v, key| match key {
        Value::String(k) => &mut v[k.as_str()],
        Value::Number(i) => &mut v[i.as_u64().unwrap() as usize],
        _ => unreachable!(),
    })
}

#[test]
fn every_value_replaced_by_a_wrong_type_or_a_huge_number_loads_or_errs() {
    let hostile: Vec<Value> = vec![
        Value::Null,
        json!(true),
        json!(-1),
        json!(0),
        json!(65536),
        json!(4_294_967_295u64),
        json!(18_446_744_073_709_551_615u64),
        json!(1e308),
        json!(-0.5),
        json!("x"),
        json!("4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S - 65535-65535"),
        json!("a\n"),
        json!([]),
        json!({}),
        json!([[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]),
        json!("m".repeat(10_000)),
    ];
    for text in corpus() {
        let original: Value = serde_json::from_str(&text).unwrap();
        let mut all = Vec::new();
        paths(&original, &mut Vec::new(), &mut all);
        for path in all {
            for h in &hostile {
                let mut v = original.clone();
                *at(&mut v, &path) = h.clone();
                load_all(v.to_string().as_bytes());
            }
        }
    }
    // Numbers beyond every integer type, written out.
    load_all(br#"{"rules":{},"scores":[99999999999999999999999,0],"next_first":"S","results":[]}"#);
    load_all(br#"{"format":{"first_to":99999999999999999999},"results":[]}"#);
}

#[test]
fn deep_nesting_and_non_utf8_are_errors() {
    let deep = "[".repeat(100_000);
    assert_eq!(load_all(deep.as_bytes()), 0);
    let deep_object = format!("{{\"rules\":{}{}}}", "[".repeat(50_000), "]".repeat(50_000));
    assert_eq!(load_all(deep_object.as_bytes()), 0);
    for text in corpus() {
        // A 0xff byte inside the first string, then in place of a brace.
        let mut bytes = text.clone().into_bytes();
        let quote = bytes.iter().position(|&b| b == b'"').unwrap();
        bytes.insert(quote + 1, 0xff);
        assert_eq!(load_all(&bytes), 0);
        let mut bytes = text.into_bytes();
        bytes[0] = 0xff;
        assert_eq!(load_all(&bytes), 0);
    }
    assert!(
        omweso::GameRecord::from_json_bytes(&[0xc3, 0x28])
            .unwrap_err()
            .to_string()
            .starts_with("not a valid game record")
    );
}

#[test]
fn inconsistent_matches_are_refused() {
    let mut m = serde_json::to_value(omweso_match()).unwrap();
    m["scores"] = json!([2, 5]);
    assert!(omweso::MatchScore::from_json(&m.to_string()).is_err());
    let mut m = serde_json::to_value(omweso_match()).unwrap();
    m["results"][0]["points"] = json!(4_294_967_295u64);
    assert!(omweso::MatchScore::from_json(&m.to_string()).is_err());
    let mut m = serde_json::to_value(omweso_match()).unwrap();
    m["rules"]["match_target"] = json!(0);
    assert!(omweso::MatchScore::from_json(&m.to_string()).is_err());
    // A result after South's third win of a best of five.
    let mut m = serde_json::to_value(oware_match()).unwrap();
    m["results"] = json!(["S", "S", "S", "N"]);
    let err = oware::MatchScore::from_json(&m.to_string()).unwrap_err();
    assert!(
        err.contains("result 3 comes after the match was won"),
        "{err}"
    );
    m["format"] = json!({"best_of": 4});
    assert!(oware::MatchScore::from_json(&m.to_string()).is_err());
    // Saturating scores: recording into a loaded match never overflows.
    let mut big = omweso_match();
    big.scores = [u32::MAX, 0];
    big.record(omweso::Outcome {
        kind: omweso::ResultKind::Okutema,
        winner: Some(Side::South),
        points: 2,
    });
    assert_eq!(big.score(Side::South), u32::MAX);
}

/// Every case must not panic; a case counts when a flipped record still
/// loaded (and so was saved and loaded again by `load_all`).
#[test]
fn bit_flips_never_panic() {
    let flips = proptest::collection::vec((any::<prop::sample::Index>(), 0u8..8), 1..4);
    let loaded = AtomicU32::new(0);
    check(config(49, 512), (0usize..5, flips), |(which, flips)| {
        let mut bytes = corpus()[which].clone().into_bytes();
        for (index, bit) in flips {
            let i = index.index(bytes.len());
            bytes[i] ^= 1 << bit;
        }
        if load_all(&bytes) > 0 {
            loaded.fetch_add(1, Ordering::Relaxed);
        }
        Ok(true)
    });
    // Of the 512 cases of seed 49.
    assert_eq!(loaded.into_inner(), FLIPPED_AND_LOADED);
}

const FLIPPED_AND_LOADED: u32 = 2;
