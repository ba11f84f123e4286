"""What is a Masters of Maple Syrup position worth? A win-chance model fitted on games.

Hard's search stops its rollouts a few turns ahead and asks how good the position is
there. This script answers with data: it plays ``basic`` against ``basic`` (seed ``S +
k`` for game ``k``), takes every turn's first state (and the deal's, before the keep,
where only who starts differs), and for each seat the differences between its table and
its neighbour's (``FEATURES``). A logistic regression of the seat's final result (a win
1, a tie ½, a loss 0) on those differences is fitted per stage of the game (``STAGES``,
by the larger property's size), by Newton's method, with no intercept (both seats' rows
are used, so the model is symmetric). Printed per variant and stage: the rows, each weight, the log-loss of the
model and of a coin (0.693), and the same for the search's old value at the horizon
(points, hand, tapped trees' and trees' draws) fitted with one weight, so that the two
can be compared on the same rows.

``--holdout N`` fits on the first games and measures the log-loss on the last ``N``.
``--python`` prints the weights as the ``WEIGHTS`` table of
``macaron_desktop/games/maple/search_support.py``.

The games are the simulator's (``sim.play_game``), replayed move by move for their
states: about two minutes a variant for 5,000 games.

    nice -n 10 python benchmarks/maple_value_fit.py --games 5000 --holdout 1000 --variant rivals --python
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from macaron_desktop.core.match import SeatSpec  # noqa: E402
from macaron_desktop.games.maple.levels import BOTS  # noqa: E402
from macaron_desktop.games.maple.rules import GAME  # noqa: E402
from macaron_desktop.games.maple.search_support import (  # noqa: E402
    FEATURES,
    STAGES,
    features,
    stage_of,
)
from macaron_desktop.sim import play_game  # noqa: E402

SEATS = [SeatSpec("Bot 1", "bot", "basic"), SeatSpec("Bot 2", "bot", "basic")]

Row = tuple[tuple[float, ...], float]


def old_value(state, seat: int) -> float:  # noqa: ANN001
    """The search's value at the horizon before the model (points and promise)."""
    from macaron_desktop.games.maple.bots import CARD_IN_HAND
    from macaron_desktop.games.maple.scoring import score
    from macaron_desktop.games.maple.state import HAND_LIMIT

    def total(s: int) -> float:
        return (
            score(state, s)
            + CARD_IN_HAND * min(len(state.hands[s]), HAND_LIMIT)
            + 0.4 * sum(c.design.harvest for c in state.tapped[s])
            + 0.3 * sum(c.design.harvest for c in state.properties[s] if c.is_tree)
        )

    return total(seat) - total(1 - seat)


def play(variant: str, seed: int) -> tuple[list[object], tuple[float, float]]:
    """One basic-against-basic game (the simulator's own): every turn's first state, and
    each seat's result."""
    config = GAME.validate_config({"variant": variant})
    outcome = play_game(GAME, config, seed, SEATS, BOTS, keep_moves=True, max_moves=3000)
    state = GAME.new_game(config, seed)
    states = [state]
    for move in outcome.moves:
        turn = state.turn
        state = GAME.apply(state, move.seat, move.action)
        if state.turn != turn and state.stack == ():
            states.append(state)
    share = [0.0, 0.0]
    for w in outcome.winners:
        share[w] = 1.0 / len(outcome.winners)
    return states, (share[0], share[1])


def logistic(w: list[float], x: tuple[float, ...]) -> float:
    """The model's chance for the features ``x``."""
    z = sum(wi * xi for wi, xi in zip(w, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit(rows: list[Row], iterations: int = 25) -> list[float]:
    """Logistic regression without intercept by Newton's method (a little ridge)."""
    k = len(rows[0][0])
    w = [0.0] * k
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[1e-3 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in rows:
            p = logistic(w, x)
            d = y - p
            v = p * (1 - p)
            for i in range(k):
                grad[i] += d * x[i]
                vi = v * x[i]
                row = hess[i]
                for j in range(i, k):
                    row[j] += vi * x[j]
        for i in range(k):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def log_loss(rows: list[Row], w: list[float]) -> float:
    """Mean log-loss of the model ``w`` on ``rows``."""
    total = 0.0
    for x, y in rows:
        p = min(1 - 1e-9, max(1e-9, logistic(w, x)))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(1, len(rows))


def main(argv: list[str] | None = None) -> int:
    """Play, fit, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=100_001)
    parser.add_argument("--variant", choices=["standard", "rivals"], default="standard")
    parser.add_argument("--holdout", type=int, default=0)
    parser.add_argument("--python", action="store_true")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    games = []
    for k in range(args.games):
        games.append(play(args.variant, args.seed + k))
    played = time.perf_counter() - started
    split = args.games - args.holdout
    parts: dict[str, dict[int, list[Row]]] = {"fit": {}, "test": {}}
    old: dict[str, dict[int, list[Row]]] = {"fit": {}, "test": {}}
    for index, (states, result) in enumerate(games):
        part = "fit" if index < split else "test"
        for state in states:
            for seat in (0, 1):
                stage = stage_of(state)
                parts[part].setdefault(stage, []).append((features(state, seat), result[seat]))
                old[part].setdefault(stage, []).append(((old_value(state, seat),), result[seat]))
    print(f"## {args.variant}: {args.games} games from seed {args.seed} ({played:.0f} s)\n")
    print("| stage | rows | " + " | ".join(FEATURES) + " | log-loss | old value's |")
    print("| --- " * (len(FEATURES) + 4) + "|")
    weights = {}
    for stage in range(len(STAGES)):
        rows = parts["fit"].get(stage, [])
        if not rows:
            continue
        w = fit(rows)
        w_old = fit(old["fit"][stage])
        weights[stage] = w
        check = parts["test"].get(stage) or rows
        check_old = old["test"].get(stage) or old["fit"][stage]
        cells = " | ".join(f"{x:+.3f}" for x in w)
        print(
            f"| {STAGES[stage]} | {len(rows)} | {cells} | {log_loss(check, w):.3f} | "
            f"{log_loss(check_old, w_old):.3f} (w {w_old[0]:.3f}) |"
        )
    if args.python:
        missing = [STAGES[i] for i in range(len(STAGES)) if i not in weights]
        if missing:
            print(f"\nno rows for the stages {missing}: play more games", file=sys.stderr)
            return 1
        print(f'\n    "{args.variant}": (')
        for stage in range(len(STAGES)):
            print("        (" + ", ".join(f"{x:.4f}" for x in weights[stage]) + "),")
        print("    ),")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
