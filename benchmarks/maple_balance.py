"""Is Masters of Maple Syrup's card list balanced? ``basic`` against ``basic``, per variant.

Game ``k`` is played with seed ``S + k`` by the simulator's own loop
(``macaron_desktop.sim.play_game``); the start player comes from the seed. Printed per
variant, as Markdown:

* the start player's win share (a tie counts half) with Wilson's 95 % interval;
* the game's length in turns (median, range);
* per card design, the issue's measure: P(win | the design is on my property at the end)
  − P(win | it is not), over player-games, in points, with Newcombe's 95 % interval for
  a difference of two proportions (the five strongest and the five weakest, and every
  design whose gap is over the bound). A design gets a verdict only when its interval is
  at most 2 × ``--bound`` wide; a rarer one is listed with its interval, undecided;
* beside it the *split* gap, from the games in which only one player had the design:
  the holder's win share minus the other's (2p − 1). It compares two players of the same
  deal and game length, so the deal's luck and the game's length cancel out of it; both
  gaps still share the confound that winners tend to develop more cards.

    nice -n 10 python benchmarks/maple_balance.py [--games 2000] [--seed 1] [--bound 10]
        [--variant standard|rivals] [--all]
"""

from __future__ import annotations

import argparse
import math
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


def newcombe(p1: float, n1: int, p2: float, n2: int) -> tuple[float, float]:
    """Newcombe's 95 % interval (method 10, from Wilson's) for ``p1 − p2``."""
    l1, u1 = wilson(p1, n1)
    l2, u2 = wilson(p2, n2)
    d = p1 - p2
    return (
        d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2),
        d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2),
    )


def _adjusted(strata: dict[tuple[str, int, bool], list[float]], design: str) -> tuple[float, float]:
    """The gap within players of the same property size, weighted by the holders of
    each size, in points, and its 95 % half-width (normal approximation)."""
    total, weight, var = 0.0, 0, 0.0
    for size in range(1, 11):
        won, n = strata.get((design, size, True), (0.0, 0))
        other, m = strata.get((design, size, False), (0.0, 0))
        if n and m:
            p, q = won / n, other / m
            total += n * (p - q)
            var += n * n * (p * (1 - p) / n + q * (1 - q) / m)
            weight += int(n)
    if not weight:
        return float("nan"), float("nan")
    return 100 * total / weight, 100 * 1.96 * math.sqrt(var) / weight


def measure(variant: str, games: int, seed: int, bound: float) -> dict[str, object]:
    """The figures of the module's text for ``games`` games of ``variant``."""
    config = GAME.validate_config({"variant": variant})
    first = 0.0
    turns: list[int] = []
    sizes = [0.0, 0.0]  # property cards at the end: winner's, loser's (ties skipped)
    decided = 0
    with_card: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    without: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    split: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    # (design, property size, present) -> [win share, player-games]
    strata: dict[tuple[str, int, bool], list[float]] = defaultdict(lambda: [0.0, 0])
    for k in range(games):
        outcome = play_game(GAME, config, seed + k, SEATS, BOTS)
        state = outcome.state
        share = {s: (1 / len(outcome.winners) if s in outcome.winners else 0.0) for s in (0, 1)}
        first += share[state.start]
        turns.append(state.turn)
        if len(outcome.winners) == 1:
            w = outcome.winners[0]
            sizes[0] += len(state.properties[w])
            sizes[1] += len(state.properties[1 - w])
            decided += 1
        present = [{c.design.id for c in state.properties[s]} for s in (0, 1)]
        for design in DESIGNS:
            for s in (0, 1):
                bucket = with_card if design in present[s] else without
                bucket[design][0] += share[s]
                bucket[design][1] += 1
                cell = strata[design, len(state.properties[s]), design in present[s]]
                cell[0] += share[s]
                cell[1] += 1
            holders = [s for s in (0, 1) if design in present[s]]
            if len(holders) == 1:
                split[design][0] += share[holders[0]]
                split[design][1] += 1
    low, high = wilson(first / games, games)
    gaps = {}
    for design in DESIGNS:
        won, n = with_card[design]
        other, m = without[design]
        if n == 0 or m == 0:
            continue  # on every property (or none): no comparison
        lo, hi = newcombe(won / n, int(n), other / m, int(m))
        s_won, s_n = split[design]
        s_gap = 100 * (2 * s_won / s_n - 1) if s_n else float("nan")
        adj, adj_half = _adjusted(strata, design)
        gaps[design] = {
            "adjusted": adj,
            "adjusted_half": adj_half,
            "gap": 100 * (won / n - other / m),
            "low": 100 * lo,
            "high": 100 * hi,
            "n": int(n),
            "split": s_gap,
            "split_n": int(s_n),
            "verdict": (100 * (hi - lo) <= 2 * bound),
        }
    judged = {d: g for d, g in gaps.items() if g["verdict"]}
    ranked = sorted(judged, key=lambda d: judged[d]["gap"])
    over = [d for d in ranked if abs(judged[d]["gap"]) > bound]
    clearly = [d for d, g in gaps.items() if g["low"] > bound or g["high"] < -bound]
    return {
        "first": first / games,
        "interval": (low, high),
        "turns": (statistics.median(turns), min(turns), max(turns)),
        "sizes": (sizes[0] / max(1, decided), sizes[1] / max(1, decided)),
        "gaps": gaps,
        "strongest": ranked[::-1][:5],
        "weakest": ranked[:5],
        "over": over,
        "clearly": clearly,
        "undecided": sorted(d for d, g in gaps.items() if not g["verdict"]),
        "largest": max((abs(judged[d]["gap"]) for d in judged), default=0.0),
    }


def _card(design: str, g: dict[str, float]) -> str:
    return (
        f"{design} {g['gap']:+.1f} ({g['low']:+.0f}…{g['high']:+.0f}; n {g['n']};"
        f" split {g['split']:+.0f}; same size {g['adjusted']:+.0f}±{g['adjusted_half']:.0f})"
    )


def main() -> None:
    """Print the figures for both variants (or one)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bound", type=float, default=10.0)
    parser.add_argument("--variant", choices=("standard", "rivals"))
    parser.add_argument("--all", action="store_true", help="list every design's gap")
    args = parser.parse_args()
    for variant in (args.variant,) if args.variant else ("standard", "rivals"):
        began = time.perf_counter()
        got = measure(variant, args.games, args.seed, args.bound)
        gaps: dict[str, dict[str, float]] = got["gaps"]  # type: ignore[assignment]
        low, high = got["interval"]  # type: ignore[misc]
        median, shortest, longest = got["turns"]  # type: ignore[misc]
        won, lost = got["sizes"]  # type: ignore[misc]
        print(f"### {variant}: {args.games} games, seeds {args.seed}-{args.seed + args.games - 1}")
        print()
        print("| figure | value |\n| --- | --- |")
        print(f"| start player's win share | {got['first']:.3f} ({low:.3f}–{high:.3f}) |")
        print(f"| turns per game | median {median}, {shortest}–{longest} |")
        print(f"| property cards at the end | winner {won:.2f}, loser {lost:.2f} |")
        print(f"| largest card gap with a verdict | {got['largest']:.1f} points |")
        for label in ("strongest", "weakest", "over", "clearly", "undecided"):
            names: list[str] = got[label]  # type: ignore[assignment]
            cards = "; ".join(_card(d, gaps[d]) for d in names) or "none"
            print(f"| {label} | {cards} |")
        if args.all:
            print()
            for d in sorted(gaps, key=lambda d: -gaps[d]["gap"]):
                print(f"    {_card(d, gaps[d])}")
        print(f"\n({time.perf_counter() - began:.0f} s)\n")


if __name__ == "__main__":
    main()
