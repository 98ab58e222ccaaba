//! What every what-if shares, whatever the kind of event: the seeds of sample batches and the
//! reach of a sampled proportion.

/// The seed of sample batch `batch`: the run's seed and the batch number, mixed (SplitMix64's
/// finaliser) so that no two batches share a stream.
pub(crate) fn batch_seed(seed: u64, batch: u64) -> u64 {
    let mut z = seed ^ batch.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// How far the 95 % Wilson interval of a proportion `p` over `n` trials reaches from `p`, on
/// its larger side.
pub(crate) fn reach(p: f64, n: f64) -> f64 {
    let z = 1.959_963_984_540_054_f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).max(0.0).sqrt()) / denom;
    ((centre + half).min(1.0) - p).max(p - (centre - half).max(0.0))
}
