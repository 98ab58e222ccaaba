//! What every what-if shares, whatever the kind of event: the run protocol ([`Parted`]), the
//! seeds of sample batches and the reach of a sampled proportion.
//!
//! **The run protocol.** A what-if analysis (a league's, `league::whatif::Analysis`; a Swiss
//! event's, `swiss::prospects::Analysis`) is cut into parts fixed by its input alone, never by
//! the number of threads or workers that run them. A runner asks [`Parted::parts`] for what can
//! run now, runs each part with [`Parted::run`] (which only reads the analysis: any thread, or a
//! worker holding its own copy built from the same input, can run it), hands the results back to
//! [`Parted::absorb`] in any order, and calls [`Parted::finish`] once [`Parted::ready`]. The
//! analysis merges the results in the parts' order, so the answer is the same however many run
//! them. Parts and their results are plain data that serialize, so a Web Worker can run them.
//! Every runner speaks this one protocol: [`run_all`] here (one part at a time), the CLI's
//! threads (`crate::parallel`) and the page's pool of workers.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::Error;

/// A what-if analysis cut into parts (see the module documentation).
pub trait Parted {
    /// A piece of work.
    type Part: Clone + Serialize + DeserializeOwned;
    /// What a part found.
    type Done: Serialize + DeserializeOwned;
    /// How far the parts absorbed so far have got.
    type Progress: Clone + Serialize + DeserializeOwned;
    /// The analysis's answer.
    type Answer;

    /// Up to `at_most` parts that can run now, in order; none while results of parts handed
    /// out are needed before more can start, and none once the answer is ready.
    fn parts(&mut self, at_most: usize) -> Vec<Self::Part>;

    /// Whether the parts of the stage that `first` opens may all be handed out at once (an
    /// enumeration's runs, a search pass): a runner then takes every part now. Otherwise (sample
    /// batches) it takes one per thread or worker at a time: a batch after the one where the
    /// precision is reached is wasted.
    fn all_at_once(&self, first: &Self::Part) -> bool;

    /// Whether the run is worth sharing between workers; when not, one worker runs it whole.
    fn worth_sharing(&self) -> bool {
        true
    }

    /// Runs `part`; only reads the analysis.
    fn run(&self, part: &Self::Part) -> Result<Self::Done, Error>;

    /// Takes a part's result, in any order.
    fn absorb(&mut self, done: Self::Done);

    /// How far the parts absorbed so far have got.
    fn progress(&self) -> Self::Progress;

    /// Whether every part needed has been absorbed: [`Parted::finish`] is next.
    fn ready(&self) -> bool;

    /// The answer.
    fn finish(self) -> Result<Self::Answer, Error>;
}

/// Runs `analysis` one part at a time, on this thread.
pub fn run_all<A: Parted>(mut analysis: A) -> Result<A::Answer, Error> {
    loop {
        let parts = analysis.parts(1);
        if parts.is_empty() {
            break;
        }
        for part in parts {
            let done = analysis.run(&part)?;
            analysis.absorb(done);
        }
    }
    analysis.finish()
}

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
