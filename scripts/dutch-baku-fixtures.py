#!/usr/bin/env python3
"""Random tournaments paired round by round by bbpPairings' Dutch engine with the Baku
acceleration (C.04.5.1), as fixtures for tests/dutch.rs.

    BBP=/path/to/bbpPairings.exe scripts/dutch-baku-fixtures.py OUT_DIR SEED PLAYERS ROUNDS

Each round is paired by `bbpPairings --dutch FILE -p` from the rounds before it, with the
virtual points given as XXA lines computed as FIDE's text says (group A: the first
2*ceil(players/4) players; bbpPairings' own Baku switch takes the first ceil(players/2), which
differs when players % 4 is 1 or 2), then given random results (a fixed seed). Writes
OUT_DIR/baku-pPLAYERS-rROUNDS-sSEED.trf.
"""
import os
import random
import subprocess
import sys
import tempfile

out_dir, seed, players, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
bbp = os.environ["BBP"]
rng = random.Random(seed)
ratings = sorted((rng.randint(1400, 2600) for _ in range(players)), reverse=True)
# history[p] = list of (opponent or 0, colour 'w'/'b'/'-', result char)
history = [[] for _ in range(players)]


def points(p):
    total = 0.0
    for opp, col, res in history[p]:
        total += {"1": 1, "=": 0.5, "0": 0, "U": 1, "+": 1, "-": 0}[res]
    return total


def baku(p, r):
    group_a = 2 * -(-players // 4)
    accelerated = -(-rounds // 2)
    full = -(-accelerated // 2)
    if p >= group_a:
        return 0.0
    return 1.0 if r < full else 0.5 if r < accelerated else 0.0


def trf(played, with_xxa):
    lines = ["012 Baku test %d" % seed]
    for p in range(players):
        name = "Test%04d Player%04d" % (p + 1, p + 1)
        cols = [" "] * 89
        def put(start, text):  # 1-based TRF column
            cols[start - 1:start - 1 + len(text)] = list(text)
        put(1, "001")
        put(5, "%4d" % (p + 1))
        put(15, name)
        put(49, "%4d" % ratings[p])
        put(81, "%4.1f" % points(p))
        put(86, "%4d" % (p + 1))
        line = "".join(cols)
        for opp, col, res in history[p][:played]:
            line += "  %4s %s %s" % ("%04d" % opp if opp else "0000", col, res)
        lines.append(line.rstrip())
    lines.append("XXR %d" % rounds)
    lines.append("XXC white1")
    if with_xxa:
        for p in range(players):
            accs = "".join("%5.1f" % baku(p, r) for r in range(played + 1))
            lines.append("XXA %4d%s" % (p + 1, accs))
    return "\n".join(lines) + "\n"


for r in range(rounds):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "t.trf")
        with open(path, "w") as f:
            f.write(trf(r, True))
        outp = os.path.join(tmp, "p.txt")
        done = subprocess.run([bbp, "--dutch", path, "-p", outp], capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit("round %d: %s%s" % (r + 1, done.stdout, done.stderr))
        pairs = open(outp).read().split()[1:]
    paired = set()
    for k in range(0, len(pairs), 2):
        w, b = int(pairs[k]), int(pairs[k + 1])
        if b == 0:
            history[w - 1].append((0, "-", "U"))
            paired.add(w - 1)
            continue
        x = rng.random()
        res = ("1", "0") if x < 0.4 else ("=", "=") if x < 0.7 else ("0", "1")
        history[w - 1].append((b, "w", res[0]))
        history[b - 1].append((w, "b", res[1]))
        paired.update([w - 1, b - 1])
    assert len(paired) == players, "round %d: %d paired" % (r + 1, len(paired))

name = os.path.join(out_dir, "baku-p%d-r%d-s%d.trf" % (players, rounds, seed))
with open(name, "w") as f:
    f.write(trf(rounds, False))
print(name)
