"""How fast does La Macarena's engine play? Random games and search-style playouts.

* **games/s**: complete games with ``random`` in every seat, through the simulator's
  loop (``macaron_desktop.sim.play_game``: a view for every decision, legal action
  lists, checked ``apply``), per table size; also the time per action.
* **playouts/s**: what a search bot does: from a seat's view part-way through hand 1,
  ``resample`` a full state and play random actions (legal list and ``apply`` only, no
  views) to the end of the hand.

Each figure is the median of ``--repeats`` runs; CPU time of this process is used, so
other work on the machine disturbs it less.

    python benchmarks/macarena_engine.py [--games 40] [--repeats 5] [--playouts 300]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from macaron_desktop.core.match import SeatSpec  # noqa: E402
from macaron_desktop.games.macarena import BOTS, GAME  # noqa: E402
from macaron_desktop.games.macarena.actions import TakeBack  # noqa: E402
from macaron_desktop.sim import play_game  # noqa: E402


def time_games(players: int, games: int, seed: int) -> tuple[float, float]:
    """Seconds (CPU) for ``games`` random games, and the actions they took."""
    config = GAME.validate_config({"players": players})
    seats = [SeatSpec(f"Bot {i}", "bot", "random") for i in range(players)]
    actions = 0
    start = time.process_time()
    for k in range(games):
        outcome = play_game(GAME, config, seed + k, seats, BOTS, keep_moves=True)
        actions += len(outcome.moves)
    return time.process_time() - start, actions


def time_playouts(players: int, playouts: int, seed: int) -> float:
    """Seconds (CPU) for ``playouts`` resample-and-play-out runs to the end of hand 1."""
    rng = random.Random(seed)
    state = GAME.new_game({"players": players}, seed)
    for _ in range(60):  # part-way into the hand
        seat = GAME.seats_to_act(state)[0]
        legal = [a for a in GAME.legal_actions(state, seat) if not isinstance(a, TakeBack)]
        state = GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    view = GAME.view(state, GAME.seats_to_act(state)[0])
    start = time.process_time()
    for _ in range(playouts):
        s = GAME.resample(view, rng)
        while s.hand_number == view.hand_number and s.result is None:
            seat = GAME.seats_to_act(s)[0]
            legal = GAME.legal_actions(s, seat)
            action = legal[rng.randrange(len(legal))]
            if isinstance(action, TakeBack):
                action = legal[0]
            s = GAME.apply(s, seat, action)
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="La Macarena engine speed")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--playouts", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(f"{args.games} games / {args.playouts} playouts per run, {args.repeats} runs, medians\n")
    print("| players | games/s | actions per game | µs per action | playouts/s (hand 1) |")
    print("| --- | --- | --- | --- | --- |")
    for players in (2, 3, 4, 5):
        runs = [time_games(players, args.games, args.seed) for _ in range(args.repeats)]
        seconds = statistics.median(r[0] for r in runs)
        actions = runs[0][1]
        outs = statistics.median(
            time_playouts(players, args.playouts, args.seed) for _ in range(args.repeats)
        )
        print(
            f"| {players} | {args.games / seconds:.1f} | {actions / args.games:.0f} | "
            f"{seconds / actions * 1e6:.1f} | {args.playouts / outs:.0f} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
