"""How does the ``basic`` bot fare against ``random``? Win shares per mode.

For each mode: seat 0 plays ``basic`` and every other player seat ``random`` (2V2: the
team of seats 0 and 2 plays ``basic``; solo: ``basic`` against Emma). The same games are
played once more with ``random`` in every seat as the baseline. Shared victories count as
fractions. Prints a Markdown table; the same runs can be made with the simulator:

    python -m macaron_desktop.sim --mode 4p --games 500 --seed 1 \\
        --seat-bots basic,random,random,random

    python benchmarks/macaron_bots.py [--games 500] [--seed 1] [--scoring standard]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from macaron_desktop.core.registry import get_spec  # noqa: E402
from macaron_desktop.games.macaron.config import MODE_INFO, MODES  # noqa: E402
from macaron_desktop.sim import run  # noqa: E402


def lineup(mode: str) -> list[str]:
    """Bot names per player seat: basic in seat 0 (and its 2V2 partner), random elsewhere."""
    info = MODE_INFO[mode]
    if info.solo:
        return ["basic"]
    if info.teams:
        return ["basic", "random", "basic", "random"]
    return ["basic"] + ["random"] * (info.seats - 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="basic vs random win shares per mode")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scoring", choices=("standard", "advanced"), default="standard")
    parser.add_argument("--target", type=int, default=10)
    args = parser.parse_args(argv)
    sim = get_spec("macaron")
    game = sim.game()
    print(
        f"{args.games} games per mode and line-up, seeds {args.seed}..{args.seed + args.games - 1},"
        f" {args.scoring} side, target {args.target}\n"
    )
    print(
        "| mode | basic plays | basic's win share | each random seat (mean) | "
        "fair share | seat 0 when all random | avg rounds (all random) |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    start = time.perf_counter()
    for mode in MODES:
        config = game.validate_config(
            {"mode": mode, "scoring": args.scoring, "target": args.target}
        )
        info = MODE_INFO[mode]
        names = lineup(mode)
        seats = sim.bot_seats(mode, names)
        mixed = run(sim, config, seats, args.games, args.seed).win_share()
        baseline_seats = sim.bot_seats(mode, ["random"])
        baseline = run(sim, config, baseline_seats, args.games, args.seed)
        base = baseline.win_share()
        if info.solo:
            who, basic_share, others = "seat 0 vs Emma", mixed[0], f"Emma {mixed[1]:.3f}"
            fair, rand0 = "-", f"{base[0]:.3f} (vs Emma)"
        elif info.teams:
            who, basic_share, others = "team 0+2", mixed[0], f"{mixed[1]:.3f} (team 1+3)"
            fair, rand0 = "0.500", f"{base[0]:.3f} (team 0+2)"
        else:
            rest = mixed[1:]
            who, basic_share = "seat 0", mixed[0]
            others = f"{sum(rest) / len(rest):.3f}"
            fair, rand0 = f"{1 / info.seats:.3f}", f"{base[0]:.3f}"
        rounds = baseline.average_rounds or 0.0
        print(
            f"| {mode} | {who} | **{basic_share:.3f}** | {others} | {fair} | {rand0} |"
            f" {rounds:.2f} |"
        )
    print(f"\n({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
