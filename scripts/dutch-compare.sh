#!/usr/bin/env bash
# Compares Hoshitori's FIDE Dutch pairings with bbpPairings' on random tournaments.
#
#   BBP=/path/to/bbpPairings.exe scripts/dutch-compare.sh COUNT [FIRST_SEED] [OUT_DIR]
#
# bbpPairings (built outside this repository) generates COUNT random tournaments, each paired
# round by round by its Dutch engine, with sizes from 4 to 400 players, 3 to 11 rounds and
# random rates of draws, forfeits, withdrawals and half-point byes; seed FIRST_SEED + k for the
# k-th. Then `hoshitori pair --check` re-pairs every round of each and reports the rounds that
# differ. Prints one line per tournament and a total; exits 1 if any round differs.
set -euo pipefail
count=${1:?count}
seed0=${2:-1}
out=${3:-target/dutch-compare}
bbp=${BBP:?set BBP to bbpPairings.exe}
mkdir -p "$out"
[ -n "${HOSHITORI:-}" ] || cargo build --release --no-default-features --bin hoshitori --quiet
hoshitori=${HOSHITORI:-target/release/hoshitori}
rounds_total=0
rounds_same=0
files=0
for k in $(seq 0 $((count - 1))); do
  seed=$((seed0 + k))
  # A small deterministic spread of configurations from the seed.
  players=$(( (seed * 7919) % 397 + 4 ))
  if (( seed % 3 == 0 )); then players=$(( seed % 29 + 4 )); fi
  rounds=$(( (seed * 31) % 9 + 3 ))
  # Enough players for the rounds (bbpPairings stops when no pairing exists).
  if (( players < 2 * rounds )); then rounds=$(( players / 2 > 3 ? players / 2 : 3 )); fi
  draws=$(( (seed * 13) % 40 ))
  rates=(20 50 1000)
  forfeit=${rates[$(( seed % 3 ))]}
  retired=${rates[$(( (seed / 3) % 3 ))]}
  halfbye=${rates[$(( (seed / 9) % 3 ))]}
  cfg="$out/cfg-$seed.txt"
  printf "PlayersNumber=%s\nRoundsNumber=%s\nDrawPercentage=%s\nForfeitRate=%s\nRetiredRate=%s\nHalfPointByeRate=%s\nHighestRating=2600\nLowestRating=1400\n" \
    "$players" "$rounds" "$draws" "$forfeit" "$retired" "$halfbye" > "$cfg"
  trf="$out/t-$seed.trf"
  if ! "$bbp" --dutch -g "$cfg" -o "$trf" -s "$seed" > /dev/null 2>&1; then
    echo "seed $seed: bbpPairings found no pairing for some round; skipped"
    continue
  fi
  files=$((files + 1))
  start=$(date +%s%N)
  report=$("$hoshitori" pair "$trf" --system dutch --check --format json) || true
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  same=$(printf '%s' "$report" | grep -o '"same": *[0-9][0-9]*' | tr -dc '0-9')
  total=$(printf '%s' "$report" | grep -o '"checked": *[0-9][0-9]*' | tr -dc '0-9')
  rounds_same=$((rounds_same + ${same:-0}))
  rounds_total=$((rounds_total + ${total:-0}))
  echo "seed $seed: $players players, $rounds rounds: ${same:-?} of ${total:-?} rounds identical (${ms} ms)"
  if [ "${same:-0}" != "${total:-x}" ]; then
    "$hoshitori" pair "$trf" --system dutch --check | grep -v "pairing$" > "$out/diff-$seed.txt" || true
  fi
done
echo "total: $files tournaments, $rounds_same of $rounds_total rounds identical"
[ "$rounds_same" = "$rounds_total" ]
