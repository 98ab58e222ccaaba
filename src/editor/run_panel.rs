//! The what-if panel's state, one reducer for every kind of run: the league page's panel and
//! the Swiss page's keep their runs the same way.
//!
//! A panel holds the run under way (its job id, what it was asked, its last progress) or how the
//! last one ended (cancelled, failed with a reason), and the last finished answer with what it
//! was asked for, so that the page can tell when the document has changed since and grey it.
//! Messages about an older job are ignored: only the latest run's progress, answer or failure
//! counts. `A` is what a run was asked (the kind's input, shown greyed when it no longer holds),
//! `P` its progress and `R` its answer.

use std::rc::Rc;

/// A finished run: its job id, what it was asked, the answer and the milliseconds it took.
#[derive(Debug, PartialEq)]
pub struct Finished<A, R> {
    /// A new run's answer is a new id even when it looks the same.
    pub job: u32,
    pub asked: Rc<A>,
    pub answer: Rc<R>,
    pub ms: f64,
}

/// How the latest run stands.
#[derive(Debug, PartialEq)]
pub enum Status<A, P> {
    Idle,
    Running {
        asked: Rc<A>,
        progress: Option<P>,
    },
    Cancelled,
    /// Why it failed, in the page's language.
    Failed(String),
}

impl<A, P: Clone> Clone for Status<A, P> {
    fn clone(&self) -> Self {
        match self {
            Status::Idle => Status::Idle,
            Status::Running { asked, progress } => Status::Running {
                asked: asked.clone(),
                progress: progress.clone(),
            },
            Status::Cancelled => Status::Cancelled,
            Status::Failed(e) => Status::Failed(e.clone()),
        }
    }
}

/// See the module documentation.
#[derive(Debug, PartialEq)]
pub struct RunState<A, P, R> {
    /// The id of the latest run; messages about older ones are ignored.
    pub job: u32,
    pub status: Status<A, P>,
    pub last: Option<Rc<Finished<A, R>>>,
}

impl<A, P: Clone, R> Clone for RunState<A, P, R> {
    fn clone(&self) -> Self {
        RunState {
            job: self.job,
            status: self.status.clone(),
            last: self.last.clone(),
        }
    }
}

impl<A, P, R> Default for RunState<A, P, R> {
    fn default() -> Self {
        RunState {
            job: 0,
            status: Status::Idle,
            last: None,
        }
    }
}

/// What happens to a panel.
#[derive(Debug)]
pub enum RunMsg<A, P, R> {
    /// Run `job` starts, asked `asked`.
    Start {
        job: u32,
        asked: Rc<A>,
    },
    Progress {
        id: u32,
        progress: P,
    },
    Done {
        id: u32,
        answer: R,
        ms: f64,
    },
    Failed {
        id: u32,
        error: String,
    },
    /// The workers could not start, or one crashed: the run under way fails.
    WorkerError(String),
    Cancel,
}

impl<A, P: Clone, R> RunState<A, P, R> {
    /// Whether a run is under way.
    pub fn running(&self) -> bool {
        matches!(self.status, Status::Running { .. })
    }

    /// The next state after `msg`; `None` when nothing changes (a message about an older run,
    /// or a worker's failure with no run under way).
    pub fn after(&self, msg: RunMsg<A, P, R>) -> Option<Self> {
        let mut next = self.clone();
        match msg {
            RunMsg::Start { job, asked } => {
                next.job = job;
                next.status = Status::Running {
                    asked,
                    progress: None,
                };
            }
            RunMsg::Progress { id, progress } => match &mut next.status {
                Status::Running { progress: p, .. } if id == self.job => *p = Some(progress),
                _ => return None,
            },
            RunMsg::Done { id, answer, ms } => match &next.status {
                Status::Running { asked, .. } if id == self.job => {
                    next.last = Some(Rc::new(Finished {
                        job: id,
                        asked: asked.clone(),
                        answer: Rc::new(answer),
                        ms,
                    }));
                    next.status = Status::Idle;
                }
                _ => return None,
            },
            RunMsg::Failed { id, error } => match next.status {
                Status::Running { .. } if id == self.job => next.status = Status::Failed(error),
                _ => return None,
            },
            RunMsg::WorkerError(error) => {
                if !self.running() {
                    return None;
                }
                next.status = Status::Failed(error);
            }
            RunMsg::Cancel => next.status = Status::Cancelled,
        }
        Some(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type State = RunState<&'static str, u32, String>;

    #[test]
    fn only_the_latest_run_counts() {
        let s = State::default();
        let s = s
            .after(RunMsg::Start {
                job: 1,
                asked: Rc::new("first"),
            })
            .unwrap();
        let s = s
            .after(RunMsg::Start {
                job: 2,
                asked: Rc::new("second"),
            })
            .unwrap();
        // The first run's messages are ignored.
        for old in [
            RunMsg::Progress {
                id: 1,
                progress: 50,
            },
            RunMsg::Done {
                id: 1,
                answer: "old".into(),
                ms: 1.0,
            },
            RunMsg::Failed {
                id: 1,
                error: "old".into(),
            },
        ] {
            assert!(s.after(old).is_none());
        }
        let s = s
            .after(RunMsg::Progress {
                id: 2,
                progress: 10,
            })
            .unwrap();
        assert_eq!(
            s.status,
            Status::Running {
                asked: Rc::new("second"),
                progress: Some(10)
            }
        );
        let s = s
            .after(RunMsg::Done {
                id: 2,
                answer: "answer".into(),
                ms: 3.0,
            })
            .unwrap();
        assert_eq!(s.status, Status::Idle);
        let last = s.last.clone().unwrap();
        assert_eq!(
            (last.job, *last.asked, last.answer.as_str()),
            (2, "second", "answer")
        );
        // A worker's failure with no run under way changes nothing; during one, it fails it.
        assert!(s.after(RunMsg::WorkerError("gone".into())).is_none());
        let s = s
            .after(RunMsg::Start {
                job: 3,
                asked: Rc::new("third"),
            })
            .unwrap();
        let s = s.after(RunMsg::WorkerError("gone".into())).unwrap();
        assert_eq!(s.status, Status::Failed("gone".into()));
        assert_eq!(s.last, Some(last), "the last answer stays");
        let s = s.after(RunMsg::Cancel).unwrap();
        assert_eq!(s.status, Status::Cancelled);
    }
}
