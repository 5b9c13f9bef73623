use crate::omweso::Rules;
use crate::omweso::prove::PlayRules;
use crate::omweso::prove::setups::*;

fn run(pairs: usize) -> Run {
    Run {
        pairs,
        seed: Some(123),
        budget: 1000,
        rules: PlayRules::of(&Rules::default()),
        cap: Some(10),
        south: None,
        north: None,
    }
}

fn record(pair: usize, verdict: PairVerdict, nodes: usize) -> Record {
    Record {
        pair,
        south: "0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4".into(),
        north: "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2".into(),
        verdict,
        cannot_win: None,
        nodes,
        seconds: 0.5,
        longest_line: None,
        certificate: None,
    }
}

/// The shares of a run of `pairs` pairs split `count` ways, pair `i`
/// given `i` nodes, every third one open.
fn shares(pairs: usize, count: u32) -> Vec<Share> {
    (0..count)
        .map(|index| {
            let shard = Shard { index, count };
            let records = (0..pairs)
                .filter(|&i| shard.owns(i))
                .map(|i| {
                    let verdict = match i % 3 {
                        0 => PairVerdict::Open,
                        1 => PairVerdict::SouthWins,
                        _ => PairVerdict::NorthWins,
                    };
                    record(i, verdict, i)
                })
                .collect();
            Share {
                file: format!("results-{index}-of-{count}.jsonl"),
                header: Header::new(run(pairs), shard),
                records,
            }
        })
        .collect()
}

#[test]
fn shares_merge_into_the_whole_runs_records() {
    let whole = merge(&shares(10, 1)).unwrap();
    let mut split = shares(10, 4);
    split.reverse();
    let merged = merge(&split).unwrap();
    assert_eq!(merged, whole);
    assert_eq!(
        merged.records.iter().map(|r| r.pair).collect::<Vec<_>>(),
        (0..10).collect::<Vec<_>>()
    );
    let tally = Tally::of(&merged.records);
    assert_eq!(
        tally,
        Tally {
            pairs: 10,
            south: 3,
            north: 3,
            not_a_win: 0,
            open: 4,
            nodes: 45
        }
    );
}

#[test]
fn shares_that_do_not_make_their_run_are_refused() {
    let split = shares(10, 4);
    let missing = merge(&split[..3]).unwrap_err();
    assert_eq!(
        missing,
        MergeError::Missing {
            missing: 2,
            shards: vec![Shard { index: 3, count: 4 }]
        }
    );
    assert!(
        missing
            .to_string()
            .starts_with("2 pairs of the run are in no file: shares 3/4")
    );
    let twice = [split[0].clone(), split[0].clone()];
    assert!(
        merge(&twice)
            .unwrap_err()
            .to_string()
            .contains("share 0/4 is also")
    );
    let mut other = split.clone();
    other[2].header.run.budget = 2000;
    assert!(matches!(merge(&other), Err(MergeError::OtherRun { .. })));
    let mut mixed = split.clone();
    mixed[1] = shares(10, 5).remove(1);
    assert!(matches!(merge(&mixed), Err(MergeError::Shares { .. })));
    let mut foreign = split.clone();
    foreign[0].records.push(record(1, PairVerdict::Open, 1));
    assert_eq!(
        merge(&foreign).unwrap_err().to_string(),
        "\"results-0-of-4.jsonl\": pair 1 is not of this share"
    );
    let mut doubled = split;
    let again = doubled[0].records[0].clone();
    doubled[0].records.push(again);
    assert!(
        merge(&doubled)
            .unwrap_err()
            .to_string()
            .ends_with("pair 0 is there twice")
    );
    assert_eq!(merge(&[]), Err(MergeError::NoFiles));
}

#[test]
fn a_results_file_reads_back_and_a_bad_one_names_its_line() {
    let share = &shares(6, 2)[1];
    let mut text = serde_json::to_string(&share.header).unwrap() + "\n";
    for record in &share.records {
        text += &(serde_json::to_string(record).unwrap() + "\n");
    }
    assert_eq!(
        read_results(&text),
        Ok((share.header.clone(), share.records.clone()))
    );
    assert_eq!(read_results(""), Err(ResultsError::Empty));
    let cut = &text[..text.len() - 10];
    let why = read_results(cut).unwrap_err().to_string();
    assert!(why.starts_with("line 4: "), "{why}");
    let other = text.replacen("omweso-setups", "omweso-certificate", 1);
    assert_eq!(
        read_results(&other).unwrap_err().to_string(),
        "line 1: not a results file of prove setups"
    );
    let later = text.replacen("\"version\":1", "\"version\":2", 1);
    assert_eq!(
        read_results(&later).unwrap_err().to_string(),
        "line 1: version 2 is not known: this reads 1"
    );
}
