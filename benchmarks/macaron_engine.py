"""How fast is the Macaron engine? Complete random-bot 4P games per second.

Two loops play the same game (4P, standard side, target 10) with random choices:

* ``engine``: the simulator's own code path (``macaron_desktop.sim.run``, as
  ``python -m macaron_desktop.sim --mode 4p --bots random`` runs it): the rules engine with
  immutable states, a view for every bot decision, ``RandomBot`` choosing from the legal
  actions, results and summary.
* ``minimal``: a deliberately minimal hand-written loop of the same game: cards are
  ints, hands are lists changed in place, no views, no checks, no log.

Each is timed several times; the medians and their ratio are printed. The engine must
reach at least a tenth of the minimal loop.

    python benchmarks/macaron_engine.py [--games N] [--repeats R]   (300 games, 7 runs)
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
from macaron_desktop.core.registry import get_spec  # noqa: E402
from macaron_desktop.sim import run  # noqa: E402

TARGET = 10
# Cards are ints: flavour * 16 + rank (flavours 0-6, chocolate = 6 with ranks 1-10).
DECK = [f * 16 + r for f in range(7) for r in range(1, (11 if f == 6 else 8))]
GROUP_OF_FLAVOR = (0, 0, 1, 1, 2, 2, 3)
ROW_VP = (2, 1, 3, 4, 5)


def _row(boxes: int) -> int:
    if boxes == 0:
        return 1
    if boxes <= 2:
        return 2
    if boxes <= 5:
        return 3
    if boxes <= 7:
        return 4
    return 5


def minimal_game(seed: int) -> int:
    """One random 4P game, standard side, to 10 VP; returns the rounds played."""
    rng = random.Random(seed)
    scores = [0, 0, 0, 0]
    start = rng.randrange(4)
    number = 0
    while True:
        number += 1
        deck = DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * 13 : (i + 1) * 13] for i in range(4)]
        # pass two random cards left (odd rounds) or right
        step = 1 if number % 2 else -1
        given = [rng.sample(h, 2) for h in hands]
        for i in range(4):
            for c in given[i]:
                hands[i].remove(c)
        for i in range(4):
            hands[(i + step) % 4].extend(given[i])
        # vote: 12 tokens, 3 each, placed round-robin on one of 4 groups or 7 flavours
        tokens = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]
        rng.shuffle(tokens)
        own = [tokens[i * 3 : i * 3 + 3] for i in range(4)]
        group_total = [0] * 4
        flavor_total = [0] * 7
        any_group = any_flavor = False
        for k in range(12):
            seat = (start + k) % 4
            value = own[seat].pop(rng.randrange(len(own[seat])))
            target = rng.randrange(11)
            if target < 4:
                group_total[target] += value
                any_group = True
            else:
                flavor_total[target - 4] += value
                any_flavor = True
        royal = group_total.index(max(group_total)) if any_group else 0
        allergen = flavor_total.index(max(flavor_total)) if any_flavor else -1
        bets = [rng.choice((None, 1, 2, 3, 4, 5)) for _ in range(4)]
        boxes = [0, 0, 0, 0]
        leader = start
        while hands[0] and max(boxes) < 8:
            trick = []
            for k in range(4):
                seat = (leader + k) % 4
                hand = hands[seat]
                if trick:
                    led = trick[0][1] >> 4
                    follow = [c for c in hand if c >> 4 == led]
                    card = rng.choice(follow) if follow else rng.choice(hand)
                else:
                    card = rng.choice(hand)
                hand.remove(card)
                trick.append((seat, card))
            led = trick[0][1] >> 4
            led_royal = GROUP_OF_FLAVOR[led] == royal
            best = None
            for seat, card in trick:
                flavor = card >> 4
                rank = card & 15
                if not led_royal and GROUP_OF_FLAVOR[flavor] == royal:
                    key = (1, rank)
                elif flavor == led:
                    key = (0, rank)
                else:
                    continue
                if best is None or key > best[0]:
                    best = (key, seat, rank)
            assert best is not None
            _, winner, rank = best
            gained = 3 if rank == 1 else 1
            if any(c >> 4 == allergen for _, c in trick) and not any(c & 15 == 2 for _, c in trick):
                gained = 0
            boxes[winner] += gained
            leader = winner
        for seat in range(4):
            row = _row(boxes[seat])
            vp = ROW_VP[row - 1]
            if bets[seat] is not None:
                vp += 2 if bets[seat] == row else -1
            scores[seat] = max(0, scores[seat] + vp)
        if max(scores) >= TARGET:
            return number
        start = (start + 1) % 4


def engine_games(games: int, seed: int) -> float:
    """Seconds for ``games`` random-bot 4P games through the simulator's code path."""
    sim = get_spec("macaron")
    game = sim.game()
    config = game.validate_config({"mode": "4p", "scoring": "standard", "target": TARGET})
    seats = [SeatSpec(f"Bot {i + 1}", "bot", "random") for i in range(4)]
    summary = run(sim, config, seats, games, seed)
    assert summary.games == games
    return summary.seconds


def minimal_games(games: int, seed: int) -> float:
    """Seconds for ``games`` games of the minimal loop."""
    start = time.perf_counter()
    for k in range(games):
        minimal_game(seed + k)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="engine games per run")
    parser.add_argument("--repeats", type=int, default=7, help="timed runs of each loop")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    minimal_count = args.games * 10
    engine_rates = []
    minimal_rates = []
    engine_games(20, args.seed)  # warm up imports and caches
    for _ in range(args.repeats):
        engine_rates.append(args.games / engine_games(args.games, args.seed))
        minimal_rates.append(minimal_count / minimal_games(minimal_count, args.seed))
    engine = statistics.median(engine_rates)
    minimal = statistics.median(minimal_rates)
    ratio = engine / minimal
    print(f"python {sys.version.split()[0]}, {args.repeats} runs each, medians")
    print(f"engine  (simulator path): {engine:8.1f} games/s  ({args.games} games per run)")
    print(f"minimal (hand-written):   {minimal:8.1f} games/s  ({minimal_count} games per run)")
    print(f"ratio engine/minimal: {ratio:.3f}  (1/{1 / ratio:.1f}; required: at least 1/10)")
    return 0 if ratio >= 0.1 else 1


if __name__ == "__main__":
    sys.exit(main())
