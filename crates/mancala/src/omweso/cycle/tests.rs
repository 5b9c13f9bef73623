//! The fast loops against the lap-by-lap turn machine, and the argument
//! of the lean loop (every relay lap start has at most one predecessor)
//! against random relays.

use super::*;
use crate::omweso::Pits;
use crate::omweso::packed::get;
use crate::omweso::rules::Rules;
use crate::omweso::sowing::{Sowing, Status};
use crate::props::{check, config};
use proptest::prelude::*;

/// The first lap start of a closed relay (captures banned: a first turn)
/// on `mine`, from its fullest pit.
fn closed(mine: Pits) -> LapStart {
    let k = (0..16u8).max_by_key(|&k| (mine[k as usize], k)).unwrap();
    let mut pits = u128::from_le_bytes(mine);
    let hand = take(&mut pits, k);
    LapStart {
        pits,
        pickup: k,
        hand,
    }
}

/// The lap-by-lap reference for that relay: the turn machine without its
/// shortcut; `None` if undecided within `cap` laps.
fn lap_by_lap(mine: Pits, cap: u64) -> Option<Sowing> {
    let first = closed(mine);
    let mut s =
        Sowing::start(&mine, &[1; 16], first.pickup, true, &Rules::default()).without_shortcut();
    while s.status() == Status::Forced {
        if s.laps >= cap {
            return None;
        }
        s.lap(Dir::Anticlockwise);
    }
    Some(s)
}

/// The lean loop, with a helper from `helper_from` laps, from the first lap
/// of the closed relay on `mine`: how it ended, whether the walks met, the
/// laps and the lap start it stopped at (after the last lap, if the turn
/// ended).
fn long_from(mine: Pits, helper_from: u64) -> (RelayEnd, bool, u64, LapStart) {
    let first = closed(mine);
    let (mut next, mut laps) = (first, 0);
    let mut watch = Watch::new(first, true);
    let (end, met) = watch.relay_long_from(&mut next, &mut laps, &mut |_| false, helper_from);
    (end, met, laps, next)
}

/// [`Watch::relay_long`] against the reference, from the first lap;
/// `false` when the reference did not decide within 2 million laps.
fn long_agrees(mine: Pits) -> Result<bool, TestCaseError> {
    let first = closed(mine);
    prop_assume!(first.hand >= 2);
    let Some(slow) = lap_by_lap(mine, 2_000_000) else {
        return Ok(false);
    };
    let (mut next, mut laps) = (first, 0);
    let end = Watch::new(first, true).relay_long(&mut next, &mut laps, &mut |_| false);
    prop_assert_eq!(
        end == RelayEnd::NeverEnding,
        slow.is_never_ending(),
        "{:?}",
        mine
    );
    if !slow.is_never_ending() {
        prop_assert_eq!(end, RelayEnd::TurnEnded);
        prop_assert_eq!(laps, slow.laps, "{:?}", mine);
        prop_assert_eq!(next.pits.to_le_bytes(), slow.mine(), "{:?}", mine);
    }
    Ok(true)
}

/// `seeds` seeds spread at random over 16 pits, some piled up (hands
/// of 16 and more wrap round).
fn pits() -> impl Strategy<Value = Pits> {
    (2u32..=64, any::<u64>(), 0u32..4).prop_map(|(seeds, seed, piles)| {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut pits = [0u8; 16];
        let pile = rng.random_range(0..16);
        for i in 0..seeds {
            let k = if i < piles * 8 {
                pile
            } else {
                rng.random_range(0..16)
            };
            pits[k] += 1;
        }
        pits
    })
}

#[test]
fn the_long_loop_agrees_with_the_reference() {
    let compared = check(config(49, 3000), pits(), long_agrees);
    // The rest ran past the reference's 2 million laps.
    assert_eq!(compared, COMPARED_LONG);
}

/// Of the 3000 cases of seed 49, those the reference decided.
const COMPARED_LONG: u32 = 2999;

#[test]
fn the_long_loop_agrees_on_the_worst_closed_relays() {
    // Issue 13's two moves and the rules tests' one, from their first
    // lap with captures banned (so other relays than in play), and a
    // few thousand boards one seed away from them.
    let mut compared = 0;
    for mine in [
        [0, 1, 3, 2, 3, 1, 0, 1, 8, 5, 1, 6, 7, 2, 7, 10],
        [12, 2, 3, 0, 1, 2, 1, 7, 8, 1, 4, 6, 1, 2, 3, 4],
        [2, 1, 7, 8, 3, 1, 2, 3, 5, 1, 0, 2, 1, 10, 1, 0],
    ] {
        for from in 0..16 {
            for to in 0..16 {
                let mut near = mine;
                if near[from] > 0 {
                    near[from] -= 1;
                    near[to] += 1;
                }
                compared += u32::from(long_agrees(near).unwrap());
            }
        }
    }
    assert_eq!(compared, 3 * 16 * 16, "every one decided by the reference");
}

/// Closed relays that never end after 0.7 and 2 million laps.
const LONG_CYCLES: [Pits; 2] = [
    [4, 3, 2, 1, 2, 3, 4, 5, 0, 5, 2, 1, 2, 4, 5, 1],
    [5, 4, 8, 6, 3, 4, 3, 2, 6, 3, 4, 5, 6, 1, 0, 3],
];

#[test]
fn the_walk_back_meets_the_forward_walk_where_it_would_have_known() {
    for mine in LONG_CYCLES {
        let first = closed(mine);
        let (end, met, laps, last) = long_from(mine, u64::MAX);
        assert!(!met && end == RelayEnd::NeverEnding);
        // The forward walk's checkpoints, lap by lap; the walk back
        // from the first state finds the nearest before the end.
        let meeting = backward::Meeting::new();
        let mut state = first;
        for lap in 0..laps {
            if lap % POLL_LAPS == 0 {
                meeting.checkpoint(state, lap);
            }
            state = relay_lap(state).unwrap();
        }
        meeting.walk_back(first);
        let (cycle, turn) = meeting.met().unwrap();
        assert_eq!(cycle, laps, "{mine:?}");
        assert_eq!((first.pickup + turn) % 16, last.pickup);
        assert_eq!(first.pits.rotate_left(8 * u32::from(turn)), last.pits);
        assert_eq!(last, state);
    }
}

#[test]
fn the_long_loop_with_a_helper_ends_as_without() {
    // Whether the walks meet depends on the threads' speeds; what the
    // turn comes to does not.
    let mut boards = LONG_CYCLES.to_vec();
    // ...and relays that end, with a helper walking back a chain.
    boards.push([0, 1, 3, 2, 3, 1, 0, 1, 8, 5, 1, 6, 7, 2, 7, 10]);
    boards.push([2, 1, 7, 8, 3, 1, 2, 3, 5, 1, 0, 2, 1, 10, 1, 0]);
    for mine in boards {
        let (alone_end, _, alone_laps, alone_last) = long_from(mine, u64::MAX);
        let (helped_end, _, helped_laps, helped_last) = long_from(mine, 0);
        assert_eq!(
            (alone_end, alone_laps, alone_last),
            (helped_end, helped_laps, helped_last),
            "{mine:?}"
        );
    }
}

/// The relay lap that leads to `state` (pits after lifting, pickup,
/// hand), if there is one, as [`Watch::relay_long`]'s comment derives
/// it: the pickup pit before is the nearest pit behind holding the least
/// count `r` of the other pits, the hand `r` rounds plus the distance;
/// or the lap went exactly round `hand` times from the pickup pit.
pub(super) fn relay_predecessor(state: LapStart) -> Option<LapStart> {
    let LapStart { pits, pickup, hand } = state;
    let others = (1..16u8).map(|back| (pickup + 16 - back) % 16);
    let least = others.clone().map(|k| get(pits, k)).min()?;
    let unlift = |before: u8| u128::from(before) << (8 * u32::from(pickup));
    if least >= hand && (2..=4).contains(&hand) {
        // Round `hand` times from `pickup`: it got `hand` seeds, the last
        // one landing there.
        let sown = SOW[usize::from(pickup)][16 * usize::from(hand)];
        let pits = pits + unlift(hand) - sown;
        return Some(LapStart {
            pits,
            pickup,
            hand: 16 * hand,
        });
    }
    let from = others.into_iter().find(|&k| get(pits, k) == least)?;
    let distance = (pickup + 16 - from) % 16;
    let before_hand = distance + 16 * least;
    let gain = least + 1;
    let before = hand.checked_sub(gain)?;
    if hand < 2 || before_hand > 64 {
        return None;
    }
    let sown = SOW[usize::from(from)][usize::from(before_hand)];
    Some(LapStart {
        pits: pits + unlift(before + gain) - sown,
        pickup: from,
        hand: before_hand,
    })
}

/// One closed relay lap from `state`: the next lap start, or `None`
/// when the lap ends the turn.
fn relay_lap(state: LapStart) -> Option<LapStart> {
    let mut pits = state.pits;
    let landing = sow(&mut pits, state.pickup, state.hand, Dir::Anticlockwise);
    let hand = take(&mut pits, landing);
    (hand >= 2).then_some(LapStart {
        pits,
        pickup: landing,
        hand,
    })
}

fn relay_config() -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        max_global_rejects: 20_000,
        ..config(49, 2000)
    }
}

/// The argument of [`Watch::relay_long`]: every relay lap start has the
/// one predecessor `relay_predecessor` names, so the lap map is one-to-one
/// and a never-ending relay returns to its first state.
#[test]
fn a_relay_lap_start_has_one_predecessor() {
    check(relay_config(), (pits(), 0u8..16), |(mine, pickup)| {
        // From the first pit with seeds at or after `pickup`.
        let pickup = (0..16)
            .map(|i| (pickup + i) % 16)
            .find(|&k| mine[usize::from(k)] > 0)
            .unwrap();
        let mut pits = u128::from_le_bytes(mine);
        let hand = take(&mut pits, pickup);
        let mut state = LapStart { pits, pickup, hand };
        let mut laps = 0;
        for _ in 0..300 {
            let Some(next) = relay_lap(state) else { break };
            prop_assert_eq!(relay_predecessor(next), Some(state), "{:?}", next);
            state = next;
            laps += 1;
        }
        Ok(laps > 0)
    });
}

/// ...and whatever it names leads there.
#[test]
fn a_named_predecessor_leads_to_the_state() {
    check(relay_config(), (pits(), 0u8..16), |(mine, pickup)| {
        let mut pits = u128::from_le_bytes(mine);
        let hand = take(&mut pits, pickup);
        let state = LapStart { pits, pickup, hand };
        let named = relay_predecessor(state);
        prop_assume!(named.is_some());
        let before = named.unwrap();
        prop_assert_eq!(relay_lap(before), Some(state), "{:?}", before);
        Ok(true)
    });
}

#[test]
fn a_lap_that_goes_exactly_round_is_its_states_predecessor() {
    // 32 seeds from pit 3: two rounds, the last seed back in pit 3,
    // which holds 2 and relays them; every other pit got 2 too.
    let mut pits = u128::from_le_bytes([1, 0, 5, 32, 0, 3, 1, 1, 0, 0, 2, 0, 0, 4, 1, 0]);
    let hand = take(&mut pits, 3);
    let before = LapStart {
        pits,
        pickup: 3,
        hand,
    };
    let after = relay_lap(before).unwrap();
    assert_eq!(
        after,
        LapStart {
            pits: u128::from_le_bytes([3, 2, 7, 0, 2, 5, 3, 3, 2, 2, 4, 2, 2, 6, 3, 2]),
            pickup: 3,
            hand: 2,
        }
    );
    assert_eq!(relay_predecessor(after), Some(before));
}

#[test]
fn the_fast_loops_table_and_landing_count_are_sows() {
    // The tight loop adds SOW[p][h] and reads the landing pit's count as
    // its count before the lap plus `gain`: both must be `sow`'s.
    for p in 0..16u8 {
        for h in 0..=64u8 {
            let before = 0x0102_0304_0506_0708_090a_0b0c_0d0e_0f10u128;
            let mut after = before;
            let landing = sow(&mut after, p, h, Dir::Anticlockwise);
            assert_eq!(after - before, SOW[p as usize][h as usize], "{p} {h}");
            assert_eq!(landing, (p + h) & 15);
            let gain = (h >> 4) + u8::from(h & 15 != 0);
            assert_eq!(get(after, landing), get(before, landing) + gain, "{p} {h}");
        }
    }
}
