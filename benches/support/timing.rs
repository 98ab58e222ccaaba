//! One line of benchmark results, shared by every driver in `benches/` and `tests/wasm_bench.rs`.

/// Median, 99th percentile and minimum of `times` (ms), and the median per unit.
pub fn line(name: &str, times: &mut [f64], units: f64, unit: &str) -> String {
    times.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let median = at(0.5);
    let per = median * 1e6 / units;
    format!(
        "{name:<28} runs {:>4}  median {median:>10.3} ms  p99 {:>10.3} ms  min {:>10.3} ms  {per:>9.1} ns/{unit}",
        times.len(),
        at(0.99),
        times[0],
    )
}
