"""How long "Review my game" takes for a whole game, and what a smaller budget would cost.

Games of ``--mode`` with Normal bots in every seat (the moves a person makes are of that
kind) are played to the end; seat 0's decisions are reviewed (``core.review``) with the
Hard level's budget and with each of ``--worlds`` (worlds per decision), timed in wall
clock and in the process's CPU time. The reference is the review at ``--reference``
worlds (three times Hard's: Expert's count): each budget's agreement with it is the share
of decisions where both name the same best move, where both mark or both do not, and how
many of its marks the reference makes too (of how many the reference makes).

    nice -n 10 python benchmarks/review_budget.py --game macaron --mode 4p --games 3

The issue's bound: a whole 4-player Macaron game in at most 60 s on a 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from review_games import play_game  # noqa: E402

from macaron_desktop.core import review  # noqa: E402
from macaron_desktop.core.registry import get_bot  # noqa: E402


def main() -> None:
    """Play, review at every budget and print the times and agreements."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="macaron")
    parser.add_argument("--mode", default="4p")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--worlds", default="", help="other budgets, e.g. 10,5")
    parser.add_argument("--reference", type=int, default=60)
    args = parser.parse_args()
    hard = get_bot(args.game, "hard").budget.worlds  # type: ignore[attr-defined]
    budgets = [hard, *(int(w) for w in args.worlds.split(",") if w)]
    print(
        f"{args.game} {args.mode}: Hard {hard} worlds, reference {args.reference}; load {os.getloadavg()[0]:.1f}"
    )
    rows: dict[int, list[tuple[float, ...]]] = {w: [] for w in budgets}
    for g in range(args.games):
        match = play_game(args.game, args.mode, "normal", args.seed + g)
        reference = review.review_game(match, 0, worlds=args.reference)
        for worlds in budgets:
            wall, cpu = time.perf_counter(), time.process_time()
            done = review.review_game(match, 0, worlds=worlds)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            pairs = list(zip(done.decisions, reference.decisions, strict=True))
            same_best = sum(a.best == b.best for a, b in pairs)
            same_mark = sum(a.marked == b.marked for a, b in pairs)
            marks = sum(a.marked for a, _ in pairs)
            both = sum(a.marked and b.marked for a, b in pairs)
            rows[worlds].append(
                (wall, cpu, len(pairs), same_best, same_mark, marks, both, len(reference.marked))
            )
            print(
                f"  game {g + 1} ({len(match.moves)} moves): {worlds} worlds, {len(pairs)} "
                f"decisions, {wall:.1f} s wall / {cpu:.1f} s CPU, same best {same_best}, "
                f"same mark {same_mark}, marked {marks} (reference {len(reference.marked)})"
            )
    for worlds, found in rows.items():
        decisions = sum(r[2] for r in found)
        print(
            f"{worlds} worlds: wall median {statistics.median(r[0] for r in found):.1f} s, "
            f"max {max(r[0] for r in found):.1f} s; CPU max {max(r[1] for r in found):.1f} s; "
            f"same best move {sum(r[3] for r in found) / decisions:.2f}, same mark "
            f"{sum(r[4] for r in found) / decisions:.2f} of {decisions} decisions; "
            f"marked {sum(r[5] for r in found):.0f}, of which the reference marks too "
            f"{sum(r[6] for r in found):.0f} (the reference marked {sum(r[7] for r in found):.0f})"
        )


if __name__ == "__main__":
    main()
