"""Game records: the core envelope every game can use, and checking records by replay.

The envelope is the story of one game as data::

    {"format": "macaron-desktop-record", "version": 1, "game_id": "...",
     "app_version": "...", "config": {...}, "seats": [{"name", "kind", "level"}, ...],
     "seed": N, "moves": [{"seat": 0, "action": {...}}, ...],
     "result": {"scores": [...], "winners": [...], "sides": [[...], ...]} | null}

plus any fields of the game's own (``extend``). Checking replays the moves from the seed
through the rules and compares the result, so a record is a claim that can be verified.
A game with a published record format of its own declares its own writer and checker in
its spec instead; :func:`check_record` finds the right one from the ``format`` field.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import __version__
from .game import Result
from .match import Match, SeatSpec
from .messages import IllegalAction
from .spec import ENVELOPE_FORMAT, Played, RecordSpec

FORMAT = ENVELOPE_FORMAT
VERSION = 1
_KEYS = {"format", "version", "game_id", "app_version", "config", "seats", "seed", "moves"}
_KINDS = ("human", "bot", "rule")

#: a game's own fields: (game id's rules, what was played) -> extra record fields
Extend = Callable[[Any, Played], Mapping[str, Any]]
#: checks a game's own fields against the replayed match; returns the problems
CheckExtra = Callable[[Mapping[str, Any], Match[Any, Any]], list[str]]


@dataclass(frozen=True)
class PlayedGame:
    """A game played outside a match (the simulator's), for record writers."""

    config: Mapping[str, Any]
    seed: int
    seats: Sequence[SeatSpec]
    state: Any
    moves: Sequence[Any] = ()


def result_json(result: Result | None) -> dict[str, Any] | None:
    """A result as record data."""
    if result is None:
        return None
    return {
        "scores": list(result.scores),
        "winners": list(result.winners),
        "sides": [list(side) for side in result.sides],
    }


def write_envelope(game_id: str, played: Played, extend: Extend | None = None) -> dict[str, Any]:
    """The envelope record of ``played`` (a match, or a simulator's game with its moves)."""
    from .registry import get_game

    game = get_game(game_id)
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game_id": game_id,
        "app_version": __version__,
        "config": dict(played.config),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in played.seats],
        "seed": played.seed,
        "moves": [{"seat": m.seat, "action": game.encode_action(m.action)} for m in played.moves],
        "result": result_json(game.result(played.state)),
    }
    if extend is not None:
        record.update(extend(game, played))
    return record


def check_envelope(
    data: Mapping[str, Any], check_extra: CheckExtra | None = None, extra_keys: Iterable[str] = ()
) -> list[str]:
    """Every problem of an envelope record; it is replayed move by move from its seed."""
    from .registry import get_game

    problems: list[str] = []
    missing = sorted(_KEYS - set(data))
    if missing:
        return [f"missing {', '.join(missing)}"]
    unknown = sorted(set(data) - _KEYS - {"result"} - set(extra_keys))
    if unknown:
        problems.append(f"unknown keys {unknown}")
    if data["format"] != FORMAT or data["version"] != VERSION:
        return [*problems, f"not a {FORMAT} version {VERSION}"]
    try:
        game = get_game(str(data["game_id"]))
    except KeyError:
        return [*problems, f"unknown game {data['game_id']!r}"]
    seed = data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        return [*problems, f"seed: {seed!r} is not a seed"]
    try:
        seats = [
            SeatSpec(str(s["name"]), s["kind"], s.get("level"))
            for s in data["seats"]
            if s["kind"] in _KINDS
        ]
        if len(seats) != len(data["seats"]):
            return [*problems, "seats: a kind is not human, bot or rule"]
        match = Match(game, data["config"], seed, seats)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        return [*problems, f"config or seats: {exc}"]
    for number, move in enumerate(data["moves"], start=1):
        try:
            match.play(int(move["seat"]), game.decode_action(move["action"]))
        except (IllegalAction, ValueError, TypeError, KeyError) as exc:
            return [*problems, f"move {number}: {exc}"]
    expected = result_json(match.result())
    if data.get("result") != expected:
        problems.append(f"result: {data.get('result')} but the moves give {expected}")
    if check_extra is not None:
        problems.extend(check_extra(data, match))
    return problems


def envelope(
    game_id: str,
    extend: Extend | None = None,
    check_extra: CheckExtra | None = None,
    extra_keys: Iterable[str] = (),
) -> RecordSpec:
    """The record spec of a game that uses the core envelope (plus its own fields)."""
    keys = tuple(extra_keys)
    return RecordSpec(
        format=FORMAT,
        write=lambda played: write_envelope(game_id, played, extend),
        check=lambda data: check_envelope(data, check_extra, keys),
    )


def check_record(data: Any) -> list[str]:
    """Every problem of one record of any registered game (empty: it replays exactly)."""
    from .registry import get_spec, specs

    if not isinstance(data, Mapping):
        return ["a record is a JSON object"]
    form = data.get("format")
    if form == FORMAT:
        try:
            spec = get_spec(str(data.get("game_id")))
        except KeyError:
            return [f"unknown game {data.get('game_id')!r}"]
    else:
        spec = next((s for s in specs() if s.record and s.record.format == form), None)  # type: ignore[assignment]
        if spec is None:
            return [f"unknown record format {form!r}"]
    if spec.record is None:
        return [f"{spec.game_id} keeps no records"]
    return spec.record.check(data)
