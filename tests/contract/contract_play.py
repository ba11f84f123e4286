"""Helpers of the contract tests: random legal play of any registered game, and digests.

Games are played through :class:`~macaron_desktop.core.match.Match` with a uniformly
random legal action per step (rule seats take their one action), so the tests rely on
the rules contract only, not on any bot.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.registry import specs
from macaron_desktop.core.rng import derive_seed
from macaron_desktop.core.spec import GameSpec

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
GOLDEN_SEED = 20260202
#: hex digits kept of each view's SHA-256
DIGEST_LENGTH = 16

SPECS = specs()
#: (spec, mode id) of every mode of every registered game
MODES = [(spec, mode.id) for spec in SPECS for mode in spec.modes]


def mode_param_id(value: Any) -> str:
    """Readable test ids: ``macaron``, ``2v2``."""
    return value.game_id if isinstance(value, GameSpec) else str(value)


def seats_for(spec: GameSpec, mode: str) -> list[SeatSpec]:
    """Random bots in the player seats, the rules in theirs."""
    return spec.bot_seats(mode, ["random"])


def new_match(spec: GameSpec, mode: str, seed: int) -> Match[Any, Any]:
    """A fresh match of ``mode`` with default options."""
    return Match(spec.game(), spec.config(mode), seed, seats_for(spec, mode))


def random_step(match: Match[Any, Any], rng: random.Random) -> tuple[int, Any]:
    """One legal step: a seat that may act, and a random legal action of it."""
    to_act = match.seats_to_act()
    seat = to_act[rng.randrange(len(to_act))]
    legal = list(match.legal_actions(seat))
    assert legal, f"seat {seat} must act but has no legal action"
    if match.seats[seat].kind == "rule":
        assert len(legal) == 1, f"rule seat {seat} has {len(legal)} legal actions"
    return seat, legal[rng.randrange(len(legal))]


def play_random(spec: GameSpec, mode: str, seed: int, max_moves: int = 20_000) -> Match[Any, Any]:
    """A whole game of random legal moves (the same seed gives the same game)."""
    match = new_match(spec, mode, seed)
    rng = random.Random(derive_seed(seed, "contract", spec.game_id, mode))
    while not match.finished:
        seat, action = random_step(match, rng)
        match.play(seat, action)
        assert len(match.moves) <= max_moves, "the game does not end"
    return match


# -- digests of views ------------------------------------------------------------------------


class Canonical:
    """Stable JSON text for values: the same for equal values in every run (sets sorted,
    enums named). Views share most of their parts (the event log above all), so the text
    of each tuple and dataclass is remembered by identity while the values stay alive."""

    #: sequences at least this long are built on the longest earlier one they extend
    GROWING = 16

    def __init__(self) -> None:
        self._memo: dict[int, tuple[Any, str]] = {}
        self._strings: dict[str, str] = {}
        # recent long sequences by (type, first element): a view's log is a new tuple
        # after every move that starts with the same events as the last one
        self._grown: dict[tuple[type, int], list[tuple[Any, str]]] = {}

    def text(self, value: Any) -> str:
        """The canonical JSON text of ``value``."""
        kind = type(value)
        if kind is int:
            return str(value)
        if kind is str:
            known_str = self._strings.get(value)
            if known_str is None:
                known_str = self._strings[value] = json.dumps(value)
            return known_str
        if value is None or isinstance(value, (bool, int, float, str)):
            return json.dumps(value)
        if isinstance(value, enum.Enum):
            return json.dumps(f"{type(value).__name__}.{value.value}")
        known = self._memo.get(id(value))
        if known is not None and known[0] is value:
            return known[1]
        text = self._build(value)
        if isinstance(value, tuple) or dataclasses.is_dataclass(value):
            self._memo[id(value)] = (value, text)
        return text

    def _build(self, value: Any) -> str:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            parts = [
                f"{f.name}:{self.text(getattr(value, f.name))}" for f in dataclasses.fields(value)
            ]
            return f"{type(value).__name__}{{{','.join(parts)}}}"
        if isinstance(value, tuple) and hasattr(value, "_fields"):  # a named tuple
            parts = [f"{k}:{self.text(v)}" for k, v in zip(value._fields, value, strict=True)]
            return f"{type(value).__name__}{{{','.join(parts)}}}"
        if isinstance(value, (list, tuple)):
            if len(value) >= self.GROWING:
                return self._sequence(value)
            return "[" + ",".join(self.text(v) for v in value) + "]"
        if isinstance(value, (set, frozenset)):
            return "{" + ",".join(sorted(self.text(v) for v in value)) + "}"
        if isinstance(value, Mapping):
            items = sorted((str(k), self.text(v)) for k, v in value.items())
            return "{" + ",".join(f"{json.dumps(k)}:{v}" for k, v in items) + "}"
        raise TypeError(f"no canonical form for {type(value).__name__}")

    def _sequence(self, value: list[Any] | tuple[Any, ...]) -> str:
        """The text of a long list or tuple, from the text of the longest recent one of
        its kind that it starts with (compared element by element, identity first), so a
        log that grew by one event costs one event's text, not the whole log's."""
        key = (type(value), id(value[0]))
        recent = self._grown.setdefault(key, [])
        best: tuple[Any, str] | None = None
        for earlier, text in recent:
            if len(earlier) <= len(value) and (best is None or len(earlier) > len(best[0])):
                if value[: len(earlier)] == earlier and earlier[0] is value[0]:
                    best = (earlier, text)
        if best is None:
            text = "[" + ",".join(self.text(v) for v in value) + "]"
        elif len(best[0]) == len(value):
            text = best[1]
        else:
            rest = ",".join(self.text(v) for v in value[len(best[0]) :])
            text = best[1][:-1] + "," + rest + "]"
        recent.append((value, text))
        del recent[:-8]
        return text


def view_digest(view: Any, canonical: Canonical | None = None) -> str:
    """A short, stable fingerprint of a view."""
    text = (canonical or Canonical()).text(view)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_LENGTH]


def view_digests(match: Match[Any, Any], canonical: Canonical | None = None) -> list[str]:
    """The digest of every seat's view now (pass one ``canonical`` along a whole game)."""
    canonical = canonical or Canonical()
    return [view_digest(match.view(seat), canonical) for seat in range(len(match.seats))]


# -- golden playthroughs ----------------------------------------------------------------------


def golden_path(spec: GameSpec, mode: str) -> Path:
    """The golden playthrough of a game's mode."""
    return GOLDEN_DIR / f"{spec.game_id}-{mode}.jsonl"


def golden_lines(spec: GameSpec, mode: str) -> list[str]:
    """The golden playthrough: a header line, then per step the move and every view's digest."""
    match = play_random(spec, mode, GOLDEN_SEED)
    replay = new_match(spec, mode, GOLDEN_SEED)
    game = spec.game()
    header = {"game_id": spec.game_id, "mode": mode, "seed": GOLDEN_SEED, "config": replay.config}
    canonical = Canonical()
    lines = [
        json.dumps(header, sort_keys=True),
        json.dumps({"views": view_digests(replay, canonical)}),
    ]
    for move in match.moves:
        replay.play(move.seat, move.action)
        step = {
            "seat": move.seat,
            "action": game.encode_action(move.action),
            "views": view_digests(replay, canonical),
        }
        lines.append(json.dumps(step, sort_keys=True, separators=(",", ":")))
    return lines
