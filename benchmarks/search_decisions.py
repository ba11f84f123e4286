"""How long do the search bots take on fixed positions? CPU time of Hard's decisions.

For each game a position list is made once: a game played from ``--seed`` by the game's
basic bot, keeping every decision of seat 0 with two or more legal actions (Macaron 4P:
the first 20; La Macarena 3P: the first 40; Maus au Chocolat 4P and 2P: the first 40).
Each is then decided by a fresh bot of ``--level`` with the generator
``random.Random(i)``, so every run makes the same decisions (the digest of the choices
printed says so: equal digests, same decisions), and the CPU time of this process is
summed; the slowest decisions are given too (p95 and max, CPU). A quick check that a
change to an engine leaves the search no slower; run it alternately on the trees
compared, or with ``--level basic`` as the baseline of the same machine.

    python benchmarks/search_decisions.py [--level hard] [--seed 7] [--game maus]
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from macaron_desktop.core.registry import get_bot, get_game  # noqa: E402
from macaron_desktop.core.search import percentile  # noqa: E402

#: (game, config, how many positions)
GAMES: tuple[tuple[str, dict[str, Any], int], ...] = (
    ("macaron", {"mode": "4p"}, 20),
    ("macarena", {"players": 3}, 40),
    ("maus", {"players": 4}, 40),
    ("maus", {"players": 2}, 40),
    ("maple", {"variant": "standard"}, 40),
    ("maple", {"variant": "rivals"}, 40),
)


def positions(game_id: str, config: dict[str, Any], seed: int, most: int) -> list[Any]:
    """Seat 0's first ``most`` real choices (view, legal) in a game of basic bots."""
    game = get_game(game_id)
    state = game.new_game(game.validate_config(config), seed)
    basic = get_bot(game_id, "basic")
    rng = random.Random(seed)
    found: list[Any] = []
    while game.result(state) is None and len(found) < most:
        seat = game.seats_to_act(state)[0]
        legal = list(game.legal_actions(state, seat))
        if seat == 0 and len(legal) > 1:
            found.append((game.view(state, seat), legal))
        action = legal[0] if len(legal) == 1 else basic.choose(game.view(state, seat), legal, rng)
        state = game.apply(state, seat, action)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--game", help="only this game's positions")
    args = parser.parse_args(argv)
    for game_id, config, most in GAMES:
        if args.game and game_id != args.game:
            continue
        game = get_game(game_id)
        found = positions(game_id, config, args.seed, most)
        digest = hashlib.sha1()
        each = []
        for i, (view, legal) in enumerate(found):
            start = time.process_time()
            choice = get_bot(game_id, args.level).choose(view, legal, random.Random(i))
            each.append(time.process_time() - start)
            digest.update(repr(game.encode_action(choice)).encode())
        spent = sum(each)
        print(
            f"{game_id} {config}: {len(found)} {args.level} decisions, {spent:.3f} s CPU, "
            f"{1000 * spent / len(found):.0f} ms each, p95 {1000 * percentile(each, 0.95):.0f} ms,"
            f" max {1000 * max(each):.0f} ms, choices {digest.hexdigest()[:10]}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
