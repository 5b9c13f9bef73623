use super::*;
use crate::omweso::{Setup, check_arrangement, parse_arrangement};

/// The result files and their merge.
mod results;

fn capped(cap: Option<u8>) -> Rules {
    Rules {
        max_seeds_per_pit: cap,
        ..Rules::default()
    }
}

fn sample(pairs: usize, seed: u64) -> Sample {
    Sample {
        pairs,
        seed,
        south: None,
        north: None,
    }
}

fn texts(pair: &Pair) -> (String, String) {
    (arrangement_text(&pair.south), arrangement_text(&pair.north))
}

#[test]
fn the_same_seed_draws_the_same_pairs_and_another_seed_others() {
    let rules = Rules::default();
    let drawn = draw(&rules, &sample(50, 123)).unwrap();
    assert_eq!(drawn, draw(&rules, &sample(50, 123)).unwrap());
    // A longer sample begins with the shorter one's pairs.
    assert_eq!(drawn[..20], draw(&rules, &sample(20, 123)).unwrap());
    let other = draw(&rules, &sample(50, 124)).unwrap();
    assert!(drawn.iter().all(|pair| !other.contains(pair)));
    // Pinned: the figures of docs/rules/omweso-setups.md come back only
    // while the draws do.
    assert_eq!(
        texts(&drawn[0]),
        (
            "0,0,5,6,4,0,2,10/0,0,0,1,0,2,2,0".to_string(),
            "0,0,1,5,1,0,6,0/7,2,2,3,0,0,0,5".to_string()
        )
    );
}

#[test]
fn the_pairs_are_distinct_and_legal_under_the_cap() {
    for cap in [Some(3), Some(10), None] {
        let rules = capped(cap);
        let mut drawn = draw(&rules, &sample(2000, 7)).unwrap();
        for pair in &drawn {
            assert_eq!(check_arrangement(&pair.south, &rules), Ok(()), "{cap:?}");
            assert_eq!(check_arrangement(&pair.north, &rules), Ok(()), "{cap:?}");
        }
        drawn.sort();
        drawn.dedup();
        assert_eq!(drawn.len(), 2000, "{cap:?}");
    }
    // Under a cap of 3 no pit holds more, and some hold exactly 3.
    let drawn = draw(&capped(Some(3)), &sample(100, 7)).unwrap();
    let most = drawn
        .iter()
        .flat_map(|p| p.south.iter().chain(&p.north))
        .max();
    assert_eq!(most, Some(&3));
}

#[test]
fn every_arrangement_is_as_likely_as_any_other() {
    // Under a cap of 3, the share of the draws with 3 seeds in pit `i` is
    // the share of the arrangements that have them, within 4 standard
    // deviations (about 0.3 of all, so about 3000 of 10000 draws).
    let rules = capped(Some(3));
    let drawn = draw(&rules, &sample(5000, 99)).unwrap();
    let threes = drawn
        .iter()
        .flat_map(|p| [p.south, p.north])
        .filter(|pits| pits[0] == 3)
        .count();
    let all = Arrangements::new(&rules);
    let share = with_three_in_i(&all) as f64 / all.count() as f64;
    let expected = 10_000.0 * share;
    let deviation = (10_000.0 * share * (1.0 - share)).sqrt();
    assert!(
        (threes as f64 - expected).abs() < 4.0 * deviation,
        "{threes} against {expected:.0}"
    );
}

/// The arrangements with 3 seeds in pit `i`: numbered in order of pit `i`
/// first, they are the last ones, found by bisection.
fn with_three_in_i(all: &Arrangements) -> u64 {
    let (mut low, mut high) = (0, all.count());
    while low < high {
        let middle = low + (high - low) / 2;
        if all.nth(middle).unwrap()[0] < 3 {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    all.count() - low
}

#[test]
fn a_given_arrangement_is_in_every_pair() {
    let rules = Rules::default();
    let standard = Setup::Standard.arrangement(&rules).unwrap();
    let answers = Sample {
        south: Some(standard),
        ..sample(30, 5)
    };
    let drawn = draw(&rules, &answers).unwrap();
    assert!(drawn.iter().all(|p| p.south == standard));
    let mut norths: Vec<Pits> = drawn.iter().map(|p| p.north).collect();
    norths.sort();
    norths.dedup();
    assert_eq!(norths.len(), 30);
    let one = Sample {
        north: Some([2; 16]),
        ..answers.clone()
    };
    let pair = Pair {
        south: standard,
        north: [2; 16],
    };
    assert_eq!(
        draw(
            &rules,
            &Sample {
                pairs: 1,
                ..one.clone()
            }
        ),
        Ok(vec![pair])
    );
    assert_eq!(
        draw(&rules, &Sample { pairs: 2, ..one }),
        Err(SampleError::TooFew { asked: 2, exist: 1 })
    );
}

#[test]
fn a_sample_larger_than_the_pairs_or_the_limit_is_refused() {
    // Under a cap of 2 the only arrangement is two in every pit.
    let two = capped(Some(2));
    assert_eq!(
        draw(&two, &sample(1, 1)),
        Ok(vec![Pair {
            south: [2; 16],
            north: [2; 16]
        }])
    );
    let too_few = draw(&two, &sample(2, 1)).unwrap_err();
    assert_eq!(
        too_few.to_string(),
        "2 distinct pairs asked for, but only 1 exist under these rules"
    );
    assert_eq!(
        draw(&Rules::default(), &sample(MAX_SAMPLE + 1, 1)),
        Err(SampleError::TooLarge(MAX_SAMPLE + 1))
    );
}

#[test]
fn shards_are_read_strictly_and_partition_the_pairs() {
    assert_eq!("0/1".parse(), Ok(Shard::WHOLE));
    assert_eq!("3/4".parse(), Ok(Shard { index: 3, count: 4 }));
    for bad in [
        "3/2", "2/2", "0/0", "a/b", "1", "-1/2", "1/2/3", "", "1/ 2", "+1/2",
    ] {
        let refused = bad.parse::<Shard>().unwrap_err();
        assert!(refused.starts_with(&format!("{bad:?}")), "{bad}: {refused}");
    }
    assert_eq!(
        "3/2".parse::<Shard>().unwrap_err(),
        "\"3/2\": shares are counted from 0, so K is 0 to 1 of 2"
    );
    assert_eq!(
        "0/0".parse::<Shard>().unwrap_err(),
        "\"0/0\": there must be at least 1 share"
    );
    let shards: Vec<Shard> = (0..3).map(|index| Shard { index, count: 3 }).collect();
    for pair in 0..100 {
        let owners = shards.iter().filter(|s| s.owns(pair)).count();
        assert_eq!(owners, 1, "pair {pair}");
    }
    assert!(shards[1].owns(4) && !shards[1].owns(5));
}

#[test]
fn a_pair_is_named_by_its_pits() {
    let rules = capped(None);
    let standard = Setup::Standard.arrangement(&rules).unwrap();
    let pair = Pair {
        south: standard,
        north: [2; 16],
    };
    assert_eq!(pair.name(), "s-00000000-44444444-n-22222222-22222222");
    let heaped = parse_arrangement("0,0,0,0,0,0,0,10/0,0,0,0,0,0,0,22", &rules).unwrap();
    let pair = Pair {
        south: heaped,
        north: standard,
    };
    assert_eq!(pair.name(), "s-0000000a-0000000m-n-00000000-44444444");
    let no_reverse = PlayRules {
        reverse_captures: false,
        ..PlayRules::of(&rules)
    };
    assert_eq!(
        pair.certificate_name(no_reverse),
        "s-0000000a-0000000m-n-00000000-44444444-no-reverse.json"
    );
}

/// Pair 5 of seed 123: South wins within 17 plies, a search of 15,343
/// nodes.
fn quick_pair() -> Pair {
    let rules = Rules::default();
    let arrangement = |text| parse_arrangement(text, &rules).unwrap();
    Pair {
        south: arrangement("0,0,0,0,1,1,3,8/0,4,2,3,0,4,2,4"),
        north: arrangement("1,0,5,1,3,0,3,0/0,0,1,6,2,5,4,1"),
    }
}

#[test]
fn a_pair_proven_won_comes_with_its_checked_certificate() {
    let rules = Rules::default();
    let pair = quick_pair();
    assert_eq!(draw(&rules, &sample(6, 123)).unwrap()[5], pair);
    let proof = prove_pair(&rules, &pair, 100_000).unwrap();
    assert_eq!(proof.verdict, PairVerdict::SouthWins);
    assert_eq!(proof.nodes, 15_343);
    let certificate = proof.certificate.expect("a win has its certificate");
    assert_eq!(*certificate.position(), pair.position());
    assert_eq!(certificate.winner(), Side::South);
    assert_eq!(certificate.summary().longest_line, 17);
    let read = Certificate::from_json(certificate.to_json().as_bytes()).unwrap();
    assert_eq!(read, certificate);
    // With too small a budget the same pair stays open.
    let short = prove_pair(&rules, &pair, 1_000).unwrap();
    assert_eq!(
        (short.verdict, short.certificate),
        (PairVerdict::Open, None)
    );
}
