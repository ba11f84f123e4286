"""A finished (or unfinished) game to watch again: every state of a record, replayed.

:func:`read_record_file` reads a record file of any game (one record, a JSON Lines file
of several, or a history file) without ever failing on its contents: each game in it is
a :class:`RecordGame`, good or with the reason it cannot be read. :func:`open_replay`
checks a record by the same replay as ``sim --check`` (:func:`.record.check_record`) and,
when it passes, replays its moves into a :class:`Replay`, which keeps every state (states
are immutable and share their parts, so a long game costs little) and answers at once
for any move: the state, a seat's view, the round it lies in.

Why a record is refused is a :class:`~.messages.Message` (``replay_*`` keys), worded by
the GUI in the player's language. No Qt here.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import quarantine
from .match import Match, Move, SeatSpec
from .messages import IllegalAction, Message
from .record import HISTORY_FORMAT as _HISTORY_FORMAT
from .spec import ENVELOPE_FORMAT

#: the largest record file read (thousands of games of the simulator's)
MAX_FILE_BYTES = 64 * 1024 * 1024
#: how many problems of a failed check are kept for the player
SHOWN_PROBLEMS = 3


class ReplayRefused(Exception):
    """A record that cannot be watched; ``message`` says why (``replay_*`` keys)."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key, params)
        self.message = Message(key, params)


@dataclass(frozen=True)
class RecordGame:
    """One game of a record file: its data, or why its line cannot be read."""

    #: the line of the file it starts on (1 for a file of one record)
    line: int
    data: Mapping[str, Any] | None
    problem: Message | None = None

    @property
    def game_id(self) -> str:
        """The record's game (``""`` when unknown)."""
        if self.data is None:
            return ""
        return str(self.data.get("game_id") or self.data.get("game") or "")


def _unwrap(data: Any) -> Any:
    """A history file's record; anything else as it is."""
    if isinstance(data, dict) and data.get("format") == _HISTORY_FORMAT:
        return data.get("record")
    return data


def read_record_file(path: Path) -> list[RecordGame]:
    """The games of a record file; ``ReplayRefused`` when the file itself cannot be read."""
    try:
        raw = quarantine.read_bytes(path, MAX_FILE_BYTES)
    except quarantine.Unreadable as exc:
        raise ReplayRefused("replay_unreadable", reason=str(exc)) from exc
    if raw is None:
        raise ReplayRefused("replay_no_file", path=str(path))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ReplayRefused("replay_not_text") from exc
    try:
        whole = json.loads(text)
    except (ValueError, RecursionError):
        whole = None
    else:
        whole = _unwrap(whole)
        if isinstance(whole, dict):
            return [RecordGame(1, whole)]
    games = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = _unwrap(json.loads(line))
        except (ValueError, RecursionError):
            games.append(RecordGame(number, None, Message("replay_not_json", {"line": number})))
            continue
        if not isinstance(data, dict):
            games.append(RecordGame(number, None, Message("replay_not_json", {"line": number})))
            continue
        games.append(RecordGame(number, data))
    if not games:
        raise ReplayRefused("replay_empty")
    return games


def envelope_of(data: Mapping[str, Any]) -> dict[str, Any]:
    """The envelope parts (``game_id``, ``config``, ``seed``, ``seats``, ``moves``) of a
    record of any format; ``ReplayRefused`` for a format the replay cannot step through."""
    from .registry import get_spec, specs

    form = data.get("format")
    if form == ENVELOPE_FORMAT:
        return dict(data)
    spec = next((s for s in specs() if s.record and s.record.format == form), None)
    if spec is None or spec.record is None:
        raise ReplayRefused("replay_unknown_format", format=str(form))
    if spec.record.envelope is None:
        raise ReplayRefused("replay_no_moves", game=spec.game_id)
    parts = spec.record.envelope(data)
    if parts is None:  # a log worked out from the record's own fields, which the rules
        # could not follow from its seed (a deal that is not its seed's)
        raise ReplayRefused("replay_not_followed", game=spec.game_id)
    get_spec(str(parts["game_id"]))
    return parts


class Replay:
    """Every state of one game, replayed from its record through the rules."""

    def __init__(self, match: Match[Any, Any], record: Mapping[str, Any]) -> None:
        self.match = match
        self.record = record
        self.game = match.game
        from .registry import get_spec

        self.spec = get_spec(match.game.game_id)
        count = self.spec.rounds
        # the round number after each move (0: before any) and where each round begins
        self._rounds: list[int] = []
        self.round_starts: list[int] = [0]
        if count is not None:
            previous = count(match.state_after(0))
            for n in range(len(match.moves) + 1):
                played = count(match.state_after(n))
                self._rounds.append(played)
                if played != previous and n < len(match.moves):
                    # (the end of the last round is the end of the game, not a new round)
                    self.round_starts.append(n)
                previous = played

    @property
    def length(self) -> int:
        """How many moves the game has."""
        return len(self.match.moves)

    @property
    def seats(self) -> tuple[SeatSpec, ...]:
        """Who sat where."""
        return self.match.seats

    @property
    def moves(self) -> Sequence[Move[Any]]:
        """The action log."""
        return self.match.moves

    @property
    def has_rounds(self) -> bool:
        """The game counts rounds (its spec's ``rounds``)."""
        return self.spec.rounds is not None

    def state_at(self, n: int) -> Any:
        """The state after the first ``n`` moves."""
        return self.match.state_after(n)

    def view_at(self, n: int, seat: int) -> Any:
        """What ``seat`` knew after the first ``n`` moves."""
        return self.game.view(self.state_at(n), seat)

    def round_at(self, n: int) -> int:
        """The round (1 for the first) that move ``n`` lies in; 1 without rounds."""
        return 1 + sum(1 for start in self.round_starts[1:] if start <= n)

    def round_start(self, round_number: int) -> int:
        """Where round ``round_number`` (from 1) begins, within the game."""
        index = min(max(round_number, 1), len(self.round_starts)) - 1
        return self.round_starts[index]

    def next_round(self, n: int) -> int:
        """The start of the round after the one ``n`` lies in (the end after the last)."""
        later = [start for start in self.round_starts if start > n]
        return later[0] if later else self.length

    def previous_round(self, n: int) -> int:
        """The start of the round ``n`` lies in, or of the one before when ``n`` is it."""
        earlier = [start for start in self.round_starts if start < n]
        return earlier[-1] if earlier else 0


def open_replay(data: Mapping[str, Any]) -> Replay:
    """The replay of one record of any game, after the check ``sim --check`` makes;
    ``ReplayRefused`` says why not (the check's first problems included)."""
    from .record import check_record
    from .registry import get_game

    try:
        problems = check_record(data)
    except Exception as exc:  # noqa: BLE001 (a bad record must never crash the app)
        problems = [f"{type(exc).__name__}: {exc}"]
    if problems:
        shown = "; ".join(problems[:SHOWN_PROBLEMS])
        raise ReplayRefused("replay_check_failed", problems=shown, count=len(problems))
    parts = envelope_of(data)
    try:
        game = get_game(str(parts["game_id"]))
        seats = [SeatSpec(str(s["name"]), s["kind"], s.get("level")) for s in parts["seats"]]
        match = Match(game, parts["config"], int(parts["seed"]), seats)
        for move in parts["moves"]:
            match.play(int(move["seat"]), game.decode_action(move["action"]))
    except (IllegalAction, KeyError, ValueError, TypeError) as exc:
        raise ReplayRefused("replay_check_failed", problems=str(exc), count=1) from exc
    return Replay(match, data)
