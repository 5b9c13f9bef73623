//! The four worked examples of the rules page (`docs/rules/omweso.md`),
//! section 7, exactly.

use mancala::omweso::{Dir, LapKind, Position, Rules};

fn golden(before: &str, mv: &str, after: &str) -> mancala::omweso::Played {
    let position: Position = before.parse().expect("golden position parses");
    let played = position
        .play(&Rules::default(), mv.parse().expect("golden move parses"))
        .expect("golden move is legal");
    assert_eq!(played.position.to_string(), after);
    assert_eq!(played.outcome, None);
    played
}

#[test]
fn wikipedia_example_captures_six_at_h_and_resows_from_m() {
    let played = golden(
        "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0 S",
        "m",
        "5,0,0,0,1,1,1,0/0,3,0,5,5,5,0,0/10,4,1,4,4,1,1,6/1,0,0,0,0,2,2,2 N - 2-1",
    );
    let laps = &played.trace.laps;
    assert_eq!(laps.len(), 2);
    assert_eq!(laps[0].sown, vec![5, 6, 7, 8]);
    assert_eq!(laps[0].capture.unwrap().total(), 6);
    assert_eq!(laps[1].kind, LapKind::CaptureResow);
    assert_eq!(laps[1].pickup, 4);
    assert_eq!(laps[1].sown, vec![5, 6, 7, 8, 9, 10]);
}

#[test]
fn wernham_chained_captures_then_relay() {
    let played = golden(
        "1,1,2,2,1,3,1,3/2,2,2,2,2,3,2,3/3,2,0,0,0,1,0,2/3,5,5,4,4,0,1,2 S",
        "m",
        "1,1,2,2,1,0,1,0/2,2,2,2,2,0,2,0/3,2,1,1,1,0,2,5/3,5,5,4,0,3,4,5 N - 2-1",
    );
    let kinds: Vec<LapKind> = played.trace.laps.iter().map(|l| l.kind).collect();
    assert_eq!(
        kinds,
        vec![
            LapKind::Start,
            LapKind::CaptureResow,
            LapKind::CaptureResow,
            LapKind::Relay
        ]
    );
}

#[test]
fn resow_from_the_last_pickup_pit_not_the_first() {
    let played = golden(
        "2,3,3,3,3,3,3,2/3,3,3,3,3,3,3,2/2,2,2,2,0,0,0,1/2,2,2,3,0,0,1,0 S",
        "l",
        "2,3,3,3,3,3,3,0/3,3,3,3,3,3,3,0/2,2,2,2,0,1,1,3/2,2,2,0,1,1,0,2 N - 2-1",
    );
    let resow = &played.trace.laps[2];
    assert_eq!(resow.kind, LapKind::CaptureResow);
    assert_eq!(resow.pickup, 6, "re-sown from o");
    assert_eq!(resow.sown, vec![7, 8, 9, 10]);
}

#[test]
fn reverse_capture_clockwise_from_i() {
    let played = golden(
        "1,2,1,2,2,2,3,3/3,0,1,3,3,3,3,3/0,0,1,2,2,2,2,2/3,5,0,2,2,2,2,2 S",
        "i-",
        "1,2,0,2,2,2,3,3/3,0,0,3,3,3,3,3/1,1,2,2,2,2,2,2/0,6,1,2,2,2,2,2 N - 2-1",
    );
    let laps = &played.trace.laps;
    assert_eq!(laps[0].dir, Dir::Clockwise);
    assert_eq!(laps[0].sown, vec![15, 14, 13]);
    assert_eq!(laps[1].dir, Dir::Anticlockwise);
    assert_eq!(laps[1].sown, vec![1, 2]);
    // Re-sowing clockwise would not capture, so the second lap is forced: no sign.
    assert_eq!(played.mv.to_string(), "i-");
}
