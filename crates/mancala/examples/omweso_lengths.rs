use mancala::omweso::{Position, Rules};
use rand::SeedableRng;
fn main() {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
    let rules = Rules::default();
    let t = std::time::Instant::now();
    let (mut turns, mut unfinished, mut hist) = (0u64, 0, std::collections::BTreeMap::new());
    let games: u64 = std::env::args()
        .nth(1)
        .map(|a| a.parse().unwrap())
        .unwrap_or(200);
    for _ in 0..games {
        let p = Position::start().random_playout(&rules, &mut rng, 5000);
        turns += p.turns as u64;
        if p.outcome.is_none() {
            unfinished += 1
        }
        *hist
            .entry(p.outcome.map(|o| o.kind.name()).unwrap_or("none"))
            .or_insert(0) += 1;
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "games {games} turns {turns} avg {} unfinished {unfinished} {:?} {:.0} turns/s",
        turns as f64 / games as f64,
        hist,
        turns as f64 / s
    );
    for d in 1..=4 {
        let t = std::time::Instant::now();
        let n = Position::start().perft(&rules, d).unwrap();
        println!("perft {d} = {n} in {:?}", t.elapsed());
    }
}
