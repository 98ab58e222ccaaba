#!/usr/bin/env bash
# Round 9 of a 500-player event by the FIDE Dutch system, side by side: bbpPairings (built
# outside this repository) and Hoshitori, on the same file, on this machine.
#
#   BBP=/path/to/bbpPairings.exe scripts/dutch-bench.sh [RUNS]
#
# The file is benches/fixtures/dutch-500x8.trf (8 rounds paired by bbpPairings, XXR 9). Prints
# each program's times in seconds and checks that both pair the round alike. In the page:
# `scripts/bench-wasm.sh "pair dutch"`.
set -euo pipefail
runs=${1:-3}
bbp=${BBP:?set BBP to bbpPairings.exe}
file=benches/fixtures/dutch-500x8.trf
cargo build --release --no-default-features --bin hoshitori --quiet
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
time_of() { local s e; s=$(date +%s%N); "$@" > /dev/null; e=$(date +%s%N); echo "scale=3; ($e - $s) / 1000000000" | bc; }
for k in $(seq 1 "$runs"); do
  echo "bbpPairings: $(time_of "$bbp" --dutch "$file" -p "$tmp/bbp.txt") s"
  echo "Hoshitori:   $(time_of target/release/hoshitori pair "$file" --system dutch --format json) s"
done
# The same pairs, colours and bye.
target/release/hoshitori pair "$file" --system dutch --format json > "$tmp/ours.json"
python3 - "$tmp/bbp.txt" "$tmp/ours.json" <<'PY'
import json, sys
numbers = open(sys.argv[1]).read().split()[1:]
theirs = {(int(numbers[i]), int(numbers[i + 1])) for i in range(0, len(numbers), 2)}
doc = json.load(open(sys.argv[2]))
num = lambda name: int(name.split()[0][4:])
ours = {(num(p["white"]), num(p["black"])) for p in doc["pairs"]}
if doc["bye"]:
    ours.add((num(doc["bye"]["player"]), 0))
print("same pairing" if ours == theirs else "DIFFERENT pairings")
sys.exit(0 if ours == theirs else 1)
PY
