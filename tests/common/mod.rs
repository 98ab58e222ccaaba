//! What the CLI test files share: running the CLI in-process.

/// Runs `hoshitori ARGS` with `stdin` and no LANG; returns the exit code, stdout and stderr.
pub fn run(args: &[&str], stdin: &[u8], env_lang: Option<&str>) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = hoshitori::cli::run(&args, &mut &stdin[..], &mut out, &mut err, env_lang);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}
