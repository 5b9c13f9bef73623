//! Property tests that can fail for the right reason. Each runs from a
//! fixed seed (the same cases on every run, so a failure comes back; a new
//! seed is a deliberate change) and counts the cases that really compared
//! something: one that returns early (a reference that ran out of laps,
//! text that did not parse) checks nothing, and a test where most cases
//! do is a test that cannot fail. Shared by the crate's unit tests
//! (`lib.rs` includes this file) and its integration tests.

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestError, TestRunner};
use std::sync::atomic::{AtomicU32, Ordering};

/// `cases` cases from `seed`, nothing written to disk.
pub fn config(seed: u64, cases: u32) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        ..Config::default()
    }
}

/// Runs `test` on the cases of `config` drawn from `strategy`; `test` says
/// whether the case compared anything. Panics with the smallest failing
/// case, or when no more than half of the cases compared. Returns how many
/// did.
pub fn check<S: Strategy>(
    config: Config,
    strategy: S,
    test: impl Fn(S::Value) -> Result<bool, TestCaseError>,
) -> u32 {
    let cases = config.cases;
    let compared = AtomicU32::new(0);
    let mut runner = TestRunner::new(config);
    let result = runner.run(&strategy, |value| {
        if test(value)? {
            compared.fetch_add(1, Ordering::Relaxed);
        }
        Ok(())
    });
    match result {
        Ok(()) => {}
        Err(TestError::Fail(why, value)) => panic!("{why}: minimal failing case {value:?}"),
        Err(TestError::Abort(why)) => panic!("aborted: {why}"),
    }
    // Shrinking a failure runs cases again; a pass ran each once.
    let compared = compared.into_inner();
    assert!(
        compared * 2 > cases,
        "only {compared} of {cases} cases compared anything"
    );
    compared
}

/// A position's text, with three times in ten one character replaced by
/// one of the notation's (a digit, `,`, `/`, a space, `S`, `N`, `-`) or
/// an `x`: text a parser mostly accepts, so that what follows a
/// successful parse is checked as often as an error.
#[allow(dead_code)] // Not every test that includes this file uses it.
pub fn near(text: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    use proptest::prelude::*;
    let edit = (
        any::<proptest::sample::Index>(),
        proptest::sample::select(b"0123456789,/ SN-x".to_vec()),
    );
    (text, proptest::option::weighted(0.3, edit)).prop_map(|(mut text, edit)| {
        if let Some((at, c)) = edit {
            let i = at.index(text.len());
            text.replace_range(i..=i, &char::from(c).to_string());
        }
        text
    })
}
