"""How does La Macarena's ``basic`` bot fare against ``random``? Win shares, 2-5 players.

For each table size, game ``k`` (seed ``S + k``) seats ``basic`` in seat ``k mod n`` and
``random`` everywhere else, so basic sits in every seat equally often and the start
player (drawn from the seed) favours nobody. Games are played by the simulator's own
loop (``macaron_desktop.sim.play_game``, bots drawing from ``derive_rng(seed, "bot",
seat)``). A shared victory counts as a fraction. The 95 % interval is Wilson's score
interval on basic's win share (fractional wins included), and the same for the random
seats' mean. Prints a Markdown table.

    python benchmarks/macarena_bots.py [--games 500] [--seed 1] [--players 2 3 4 5]
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from macaron_desktop.core.match import SeatSpec  # noqa: E402
from macaron_desktop.games.macarena import BOTS, GAME  # noqa: E402
from macaron_desktop.sim import play_game  # noqa: E402


def wilson(share: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's 95 % score interval for a proportion ``share`` of ``games``."""
    if games == 0:
        return 0.0, 1.0
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    half /= 1 + z * z / games
    return max(0.0, centre - half), min(1.0, centre + half)


def measure(players: int, games: int, seed: int) -> dict[str, float]:
    """Basic's win share (and interval), the random seats' mean share, hands per game."""
    config = GAME.validate_config({"players": players})
    basic_wins = 0.0
    hands = 0
    instant = 0
    for k in range(games):
        where = k % players
        seats = [
            SeatSpec(f"Bot {i + 1}", "bot", "basic" if i == where else "random")
            for i in range(players)
        ]
        outcome = play_game(GAME, config, seed + k, seats, BOTS)
        if where in outcome.winners:
            basic_wins += 1 / len(outcome.winners)
        hands += outcome.state.hand_number
        instant += outcome.state.hand_results[-1].end == "all_wells"
    share = basic_wins / games
    low, high = wilson(share, games)
    other = (1 - share) / (players - 1)
    other_low, other_high = wilson(other, games * (players - 1))
    return {
        "share": share,
        "low": low,
        "high": high,
        "other": other,
        "other_low": other_low,
        "other_high": other_high,
        "hands": hands / games,
        "instant": instant / games,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="basic vs random win shares, 2-5 players")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    args = parser.parse_args(argv)
    print(
        f"{args.games} games per table size, seeds {args.seed}..{args.seed + args.games - 1},"
        " basic's seat rotated\n"
    )
    print(
        "| players | basic's win share | 95 % interval | each random seat (mean) | "
        "95 % interval | fair share | hands per game | instant wins |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    start = time.perf_counter()
    for players in args.players:
        m = measure(players, args.games, args.seed)
        print(
            f"| {players} | **{m['share']:.3f}** | {m['low']:.3f}-{m['high']:.3f} | "
            f"{m['other']:.3f} | {m['other_low']:.3f}-{m['other_high']:.3f} | "
            f"{1 / players:.3f} | {m['hands']:.2f} | {m['instant']:.3f} |",
            flush=True,
        )
    print(f"\n{time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
