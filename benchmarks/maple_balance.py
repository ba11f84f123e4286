"""Is Masters of Maple Syrup's card list balanced? ``basic`` against ``basic``, per variant.

Game ``k`` is played with seed ``S + k`` by the simulator's own loop
(``macaron_desktop.sim.play_game``); the start player comes from the seed. Printed per
variant, as Markdown:

* the start player's win share (a tie counts half) with Wilson's 95 % interval;
* the game's length in turns (median, range);
* per card design, the win share of the players who had it on their property at the end,
  against the win share of those who did not, in points (the five strongest and the five
  weakest; the largest gap either way is what the balance target bounds by 10 points).

    nice -n 19 python benchmarks/maple_balance.py [--games 300] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from macarena_bots import wilson  # noqa: E402

from macaron_desktop.core.match import SeatSpec  # noqa: E402
from macaron_desktop.games.maple.cards import DESIGNS  # noqa: E402
from macaron_desktop.games.maple.levels import BOTS  # noqa: E402
from macaron_desktop.games.maple.rules import GAME  # noqa: E402
from macaron_desktop.sim import play_game  # noqa: E402

SEATS = [SeatSpec("Bot 1", "bot", "basic"), SeatSpec("Bot 2", "bot", "basic")]


def measure(variant: str, games: int, seed: int) -> dict[str, object]:
    """The figures of the module's text for ``games`` games of ``variant``."""
    config = GAME.validate_config({"variant": variant})
    first = 0.0
    turns: list[int] = []
    with_card: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    without: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for k in range(games):
        outcome = play_game(GAME, config, seed + k, SEATS, BOTS)
        state = outcome.state
        share = {s: (1 / len(outcome.winners) if s in outcome.winners else 0.0) for s in (0, 1)}
        first += share[state.start]
        turns.append(state.turn)
        for s in (0, 1):
            present = {c.design.id for c in state.properties[s]}
            for design in DESIGNS:
                bucket = with_card if design in present else without
                bucket[design][0] += share[s]
                bucket[design][1] += 1
    low, high = wilson(first / games, games)
    gaps = {}
    for design in DESIGNS:
        won, n = with_card[design]
        other, m = without[design]
        if n >= 10 and m >= 10:
            gaps[design] = (100 * (won / n - other / m), int(n))
    ranked = sorted(gaps.items(), key=lambda item: item[1][0])
    return {
        "first": first / games,
        "interval": (low, high),
        "turns": (statistics.median(turns), min(turns), max(turns)),
        "strongest": ranked[::-1][:5],
        "weakest": ranked[:5],
        "largest": max((abs(g) for g, _ in gaps.values()), default=0.0),
    }


def main() -> None:
    """Print the figures for both variants."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for variant in ("standard", "rivals"):
        began = time.perf_counter()
        got = measure(variant, args.games, args.seed)
        low, high = got["interval"]  # type: ignore[misc]
        median, shortest, longest = got["turns"]  # type: ignore[misc]
        print(f"### {variant}: {args.games} games, seeds {args.seed}-{args.seed + args.games - 1}")
        print()
        print("| figure | value |\n| --- | --- |")
        print(f"| start player's win share | {got['first']:.3f} ({low:.3f}–{high:.3f}) |")
        print(f"| turns per game | median {median}, {shortest}–{longest} |")
        print(f"| largest card gap | {got['largest']:.1f} points |")
        for label in ("strongest", "weakest"):
            cards = ", ".join(f"{d} {g:+.1f} ({n})" for d, (g, n) in got[label])  # type: ignore[attr-defined]
            print(f"| {label} five | {cards} |")
        print(f"\n({time.perf_counter() - began:.0f} s)\n")


if __name__ == "__main__":
    main()
