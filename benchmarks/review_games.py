"""Games for the review's benchmarks: a mode played to the end by one bot level in every
seat, each seat's bot drawing from its own generator (``Match.bot_choice``), as in the app.

Shared by ``review_budget.py`` and ``review_honesty.py``; not a benchmark itself.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from macaron_desktop.core.match import Match  # noqa: E402
from macaron_desktop.core.registry import get_bot, get_spec  # noqa: E402


def play_game(game_id: str, mode: str, level: str, seed: int) -> Match[Any, Any]:
    """A game of ``mode`` with ``level`` bots in every player seat, played to its end."""
    spec = get_spec(game_id)
    seats = spec.bot_seats(mode, [level])
    if any(s.kind != "bot" for s in seats):
        raise SystemExit(f"mode {mode} has a seat played by rules: pick a mode without one")
    match = Match(spec.game(), spec.config(mode), seed, seats)
    bots = [get_bot(game_id, level) for _ in seats]
    while not match.finished:
        seat = match.seats_to_act()[0]
        match.play(seat, match.bot_choice(seat, bots[seat]))
    return match


def interval(marks: list[int], counts: list[int]) -> tuple[float, float, float]:
    """The pooled rate ``sum(marks) / sum(counts)`` and its 95 % interval, with the
    ratio estimator's standard error over the clusters (a game's seat: its decisions
    are not independent of one another, the clusters are)."""
    total = sum(counts)
    if not total:
        return 0.0, 0.0, 0.0
    rate = sum(marks) / total
    c = len(counts)
    if c < 2:
        return rate, 0.0, 1.0
    mean_n = total / c
    spread = sum((m - rate * n) ** 2 for m, n in zip(marks, counts, strict=True)) / (c - 1)
    se = (spread / c) ** 0.5 / mean_n
    return rate, max(0.0, rate - 1.96 * se), min(1.0, rate + 1.96 * se)
