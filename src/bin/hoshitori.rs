//! The `hoshitori` command: see [`hoshitori::cli`].

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lang = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()));
    let code = hoshitori::cli::run(
        &args,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
        lang.as_deref(),
    );
    std::process::exit(code);
}
