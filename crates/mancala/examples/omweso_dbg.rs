use mancala::omweso::{Position, Rules};
use rand::{Rng, SeedableRng};
fn main() {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
    let rules = Rules::default();
    let mut found = 0;
    for _g in 0..2000 {
        let mut p = Position::start();
        for _ in 0..500 {
            let t = std::time::Instant::now();
            let succ = p.successors(&rules);
            let el = t.elapsed();
            if el.as_millis() > 2 {
                println!("slow {p} {el:?}");
                for m in p.legal_moves(&rules) { let t = std::time::Instant::now(); let pl = p.play(&rules, m).unwrap(); println!("  {m} laps {} ne {} {:?} {:?}", pl.trace.total_laps, pl.trace.never_ending, t.elapsed(), pl.outcome); }
                found += 1; if found > 2 { return }
            }
            if succ.is_empty() { break }
            let (_, next, o) = succ[rng.random_range(0..succ.len())];
            if o.is_some() { break }
            p = next;
        }
    }
}
