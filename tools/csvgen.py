#!/usr/bin/env python3
"""Writes a CSV for the csv benchmarks: ROWS rows (default 1,000,000) of 5 columns, about
40 MB at a million rows: id, name, city, amount (a number with decimals, unsorted), date.
Deterministic (a fixed seed), so every run measures the same file.

    tools/csvgen.py OUT.csv [ROWS]
"""
import random
import sys


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    rng = random.Random(20261122)
    cities = ["Lisboa", "Porto", "Oslo", "Kyoto", "Lima", "Quito", "Accra", "Perth", "Cork", "Graz"]
    syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "vi", "zo", "be", "du"]
    with open(sys.argv[1], "w", newline="") as out:
        out.write("id,name,city,amount,date\n")
        lines = []
        for index in range(rows):
            name = "".join(rng.choice(syllables) for _ in range(4))
            amount = rng.randint(0, 99_999_999) / 100
            lines.append(
                f"{index + 1},{name.capitalize()},{rng.choice(cities)},{amount:.2f},"
                f"20{rng.randint(10, 26)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}\n"
            )
            if len(lines) == 10_000:
                out.write("".join(lines))
                lines = []
        out.write("".join(lines))


if __name__ == "__main__":
    main()
