#!/usr/bin/env python3
"""Makes tests/fixtures/mcmahon/ from Pairgoth's test resources (github.com/ffrgo/pairgoth,
api-webapp/src/test/resources/opengotha/): three McMahon tournaments saved by OpenGotha, and
OpenGotha's cost of every pair before each round, criterion by criterion.

Usage: scripts/mcmahon-fixtures.py PAIRGOTH_CHECKOUT

The tournament files are copied as they are; each weights file becomes one tab-separated line
per pair: the two names, then the ten costs (duplicate game, random, colour balance, category,
score difference, draw-up/draw-down, seeding, handicap, geography, total).
"""
import os
import sys

TOURNAMENTS = ["simplemm", "notsimplemm", "Toulouse2024"]
KEYS = ["baseDuplicateGameCost", "baseRandomCost", "baseBWBalanceCost", "mainCategoryCost",
        "mainScoreDiffCost", "mainDUDDCost", "mainSeedCost", "secHandiCost", "secGeoCost",
        "totalCost"]


def pairs(text):
    one = {}
    for line in text.splitlines():
        if "=" not in line:
            continue
        k, v = line.split("=", 1)
        one[k.strip()] = v.strip()
        if k.strip() == "totalCost":
            yield one
            one = {}


def main():
    root = os.path.join(sys.argv[1], "api-webapp/src/test/resources/opengotha")
    out = os.path.join(os.path.dirname(__file__), "..", "tests/fixtures/mcmahon")
    os.makedirs(out, exist_ok=True)
    for t in TOURNAMENTS:
        with open(os.path.join(root, "pairings", t + ".xml"), "rb") as f:
            data = f.read()
        with open(os.path.join(out, t + ".xml"), "wb") as f:
            f.write(data)
        r = 1
        while os.path.exists(os.path.join(root, t, f"{t}_weights_R{r}.txt")):
            with open(os.path.join(root, t, f"{t}_weights_R{r}.txt"), encoding="utf-8") as f:
                text = f.read()
            with open(os.path.join(out, f"{t}-costs-R{r}.tsv"), "w", encoding="utf-8") as f:
                for p in pairs(text):
                    values = [str(int(float(p[k]))) for k in KEYS]
                    f.write("\t".join([p["Player1Name"], p["Player2Name"]] + values) + "\n")
            r += 1


main()
