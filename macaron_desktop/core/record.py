"""Game records: the core envelope every game can use, and checking records by replay.

The envelope is the story of one game as data::

    {"format": "macaron-desktop-record", "version": 1, "game_id": "...",
     "app_version": "...", "config": {...}, "seats": [{"name", "kind", "level"}, ...],
     "seed": N, "moves": [{"seat": 0, "action": {...}}, ...],
     "result": {"scores": [...], "winners": [...], "sides": [[...], ...]} | null}

plus the fields of the game's own (:class:`RecordFields`: every shuffle's order, what
each seat was dealt, ... whatever a program outside the app needs to check the rules).
Checking replays the moves from the seed through the rules, compares the result, and
works the game's own fields out again from the replay, so a record is a claim that can
be verified. A game with a published record format of its own declares its own writer
and checker in its spec instead; :func:`check_record` finds the right one from the
``format`` field. The user's description of all this is ``docs/records.md``.
"""

from __future__ import annotations

import importlib
import json
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
#: the ``format`` of a file of the history of finished games (:mod:`.history`), which
#: holds one envelope record under ``record``
HISTORY_FORMAT = "macaron-desktop-history"
_KEYS = {"format", "version", "game_id", "app_version", "config", "seats", "seed", "moves"}
_KINDS = ("human", "bot", "rule")

#: a game's own fields: (the game's rules, what was played) -> extra record fields
Extend = Callable[[Any, Played], Mapping[str, Any]]
#: checks a game's own fields against the replayed match; returns the problems
CheckExtra = Callable[[Mapping[str, Any], Match[Any, Any]], list[str]]


@dataclass(frozen=True)
class RecordFields:
    """The fields a game adds to its envelope records, and how they are checked.

    ``write(game, played)`` returns them (JSON data, exactly ``keys``), from a finished
    or unfinished game: a :class:`~.match.Match` or a :class:`PlayedGame`, whose
    ``state`` is the last state and ``moves`` the whole action log. Checking a record
    requires every key, replays its moves, calls ``write`` again on the replayed match
    and reports the first difference of each field, so a field the game derives from
    the play cannot be falsified; ``check(data, match)`` (optional) adds problems of the
    game's own, e.g. that the deal in the record comes from the shuffle in the record.
    """

    keys: tuple[str, ...]
    write: Extend
    check: CheckExtra | None = None

    @classmethod
    def from_module(cls, name: str) -> RecordFields:
        """The fields declared by module ``name``: ``FIELDS`` (the keys),
        ``record_fields(game, played)`` and, optionally, ``check_fields(data, match)``."""
        module = importlib.import_module(name)
        return cls(
            tuple(module.FIELDS), module.record_fields, getattr(module, "check_fields", None)
        )


def _own_fields(fields: RecordFields | str | None) -> RecordFields | None:
    return RecordFields.from_module(fields) if isinstance(fields, str) else fields


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


def write_envelope(
    game_id: str, played: Played, fields: RecordFields | str | None = None
) -> dict[str, Any]:
    """The envelope record of ``played`` (a match, or a simulator's game with its moves).

    The game's own fields come from ``fields``: a :class:`RecordFields`, or the name of
    a module declaring them (see :meth:`RecordFields.from_module`).
    """
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
    own = _own_fields(fields)
    extra = dict(own.write(game, played)) if own is not None else {}
    if own is not None and set(extra) != set(own.keys):
        raise ValueError(f"{game_id}: record fields {sorted(extra)}, declared {own.keys}")
    clash = sorted(set(extra) & (_KEYS | {"result"}))
    if clash:
        raise ValueError(f"{game_id}: record fields {clash} are the envelope's own")
    # as JSON data, so that a record in memory equals the same record read from a file
    record.update(json.loads(json.dumps(extra)))
    return record


def check_envelope(data: Mapping[str, Any], fields: RecordFields | str | None = None) -> list[str]:
    """Every problem of an envelope record; it is replayed move by move from its seed.

    With ``fields`` (see :func:`write_envelope`) the game's own fields must all be
    there, must equal what the replay gives, and pass the game's own check.
    """
    from .registry import get_game

    own = _own_fields(fields)
    keys = own.keys if own is not None else ()
    problems: list[str] = []
    missing = sorted(_KEYS - set(data)) + sorted(set(keys) - set(data))
    if missing:
        return [f"missing {', '.join(missing)}"]
    unknown = sorted(set(data) - _KEYS - {"result"} - set(keys))
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
    if own is not None:
        replayed = json.loads(json.dumps(dict(own.write(game, match))))
        for key in own.keys:
            difference = _difference(data[key], replayed.get(key), key)
            if difference is not None:
                problems.append(difference)
        if own.check is not None:
            problems.extend(own.check(data, match))
    return problems


def _difference(recorded: Any, replayed: Any, where: str) -> str | None:
    """Where ``recorded`` first differs from ``replayed`` (JSON data), or ``None``."""
    if isinstance(recorded, Mapping) and isinstance(replayed, Mapping):
        if recorded.keys() == replayed.keys() and not any(map(_nested, replayed.values())):
            # a small value (a card): shown whole
            return None if recorded == replayed else _differs(recorded, replayed, where)
        for key in [*replayed, *(k for k in recorded if k not in replayed)]:
            if key not in recorded:
                return f"{where}.{key}: missing (the replay gives {_shown(replayed[key])})"
            if key not in replayed:
                return f"{where}.{key}: not part of the record"
            found = _difference(recorded[key], replayed[key], f"{where}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(recorded, list) and isinstance(replayed, list):
        for index, (a, b) in enumerate(zip(recorded, replayed, strict=False)):
            found = _difference(a, b, f"{where}[{index}]")
            if found is not None:
                return found
        if len(recorded) != len(replayed):
            return f"{where}: {len(recorded)} entries, but the replay gives {len(replayed)}"
        return None
    if type(recorded) is type(replayed) and recorded == replayed:
        return None
    return _differs(recorded, replayed, where)


def _nested(value: Any) -> bool:
    return isinstance(value, (Mapping, list))


def _shown(value: Any) -> str:
    return json.dumps(value, separators=(", ", ": "), ensure_ascii=False)


def _differs(recorded: Any, replayed: Any, where: str) -> str:
    return f"{where}: the record says {_shown(recorded)}, but the replay gives {_shown(replayed)}"


def envelope(
    game_id: str,
    extend: Extend | None = None,
    check_extra: CheckExtra | None = None,
    extra_keys: Iterable[str] = (),
) -> RecordSpec:
    """The record spec of a game that uses the core envelope, plus the fields ``extend``
    writes (exactly ``extra_keys``; see :class:`RecordFields`).

    A spec must stay light: it uses :func:`~.envelope.envelope_record` instead, with the
    name of the module that declares its fields, loaded when a record is first used.
    """
    fields = RecordFields(tuple(extra_keys), extend, check_extra) if extend else None
    return RecordSpec(
        format=FORMAT,
        write=lambda played: write_envelope(game_id, played, fields),
        check=lambda data: check_envelope(data, fields),
    )


def check_record(data: Any) -> list[str]:
    """Every problem of one record of any registered game (empty: it replays exactly)."""
    from .registry import get_spec, specs

    if not isinstance(data, Mapping):
        return ["a record is a JSON object"]
    form = data.get("format")
    if form == HISTORY_FORMAT and isinstance(data.get("record"), Mapping):
        return check_record(data["record"])  # a history file: the record it keeps
    if form == FORMAT:
        try:
            spec = get_spec(str(data.get("game_id")))
        except KeyError:
            return [f"unknown game {data.get('game_id')!r}"]
    else:
        spec = next((s for s in specs() if s.record and s.record.format == form), None)  # type: ignore[assignment]
        if spec is None:
            return [f"unknown record format {form!r}"]
    if form == FORMAT and (spec.record is None or spec.record.format != FORMAT):
        # a game with a format of its own still has envelope records: its history's
        return check_envelope(data)
    if spec.record is None:
        return [f"{spec.game_id} keeps no records"]
    return spec.record.check(data)


def dealt_from_first_shuffle(data: Mapping[str, Any], hand_size: int) -> list[str]:
    """Problems of a record's ``dealt`` against its ``shuffles``, for a game that deals
    seat ``s`` the cards ``hand_size * s`` to ``hand_size * (s + 1) - 1`` of its first
    shuffle (each hand compared as a set: a game may keep a hand sorted)."""
    shuffles, dealt = data.get("shuffles"), data.get("dealt")
    if not isinstance(shuffles, list) or not shuffles or not isinstance(dealt, list):
        return ["shuffles and dealt: the first shuffle, one hand per seat"]
    cards = shuffles[0].get("cards") if isinstance(shuffles[0], Mapping) else None
    if not isinstance(cards, list):
        return ["shuffles[0].cards: not a list of cards"]
    problems = []
    for seat, hand in enumerate(dealt):
        first = hand_size * seat
        given = cards[first : first + hand_size]
        if not isinstance(hand, list) or _as_set(hand) != _as_set(given):
            problems.append(
                f"dealt[{seat}]: not cards {first}-{first + hand_size - 1} of the shuffle"
            )
    return problems


def _as_set(cards: list[Any]) -> list[str]:
    return sorted(json.dumps(c, sort_keys=True) for c in cards)
