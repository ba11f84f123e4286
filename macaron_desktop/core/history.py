"""The history of finished games: each one's record, with its moves, in the user data folder.

Every finished game is kept as one small JSON file in ``history/`` (so one damaged file
never hides the others), holding when it ended, its mode, the hints used and the game's
record on the core envelope (``docs/records.md``): the game's own envelope record when its
spec has one, else the plain envelope, which every game can write and the replay reads.

* A file is named ``<finished>-<digest>.json``: the time the game ended (names sort oldest
  first) and a digest of the game's key (its savegame's, see
  :attr:`.savegame.Autosave.game_key`). A game whose digest is in the folder already is
  not kept again, so reaching the end twice (after a crash) keeps it once.
* Writes are atomic (:mod:`.atomic`); the folder keeps the :data:`LIMIT` newest files,
  older games are removed, oldest first.
* What is worked out later about a game (its review, ``core.review``) is kept beside its
  file as ``<its stem>.<...>`` (no ``.json`` ending, so never listed) and removed with it.
* A file that cannot be read is listed as damaged and never changed nor removed: its
  bytes stay for the player (or a later version) to look at.

No Qt here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import paths
from . import quarantine
from .atomic import temp_target, write_atomic
from .match import Match, SeatSpec
from .record import HISTORY_FORMAT as FORMAT
from .spec import ENVELOPE_FORMAT

FOLDER = "history"
VERSION = 1
SUFFIX = ".json"
#: how many finished games the history keeps
LIMIT = 500
#: the largest history file read (a long game's record is some tens of kilobytes)
MAX_BYTES = 8 * 1024 * 1024
_STAMP = "%Y%m%d-%H%M%S-%f"


def history_dir() -> Path:
    """The history folder."""
    return paths.data_dir() / FOLDER


def _digest(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True)
class HistoryEntry:
    """One file of the history: a finished game, or why the file cannot be read."""

    path: Path
    #: when the game ended (for a damaged file: its name's time, or ``None``)
    finished: datetime | None
    game_id: str = ""
    #: the mode's id (``"default"`` for a game without modes)
    mode: str = ""
    seats: tuple[SeatSpec, ...] = ()
    #: ``{"scores", "winners", "sides"}`` as in records
    result: Mapping[str, Any] = field(default_factory=dict)
    hints: int = 0
    #: the record (envelope) the replay opens; ``None`` for a damaged file
    record: Mapping[str, Any] | None = None
    #: why the file cannot be read (for the log; the player sees "damaged")
    problem: str | None = None

    @property
    def damaged(self) -> bool:
        """The file cannot be read."""
        return self.problem is not None


def record_of(match: Match[Any, Any]) -> dict[str, Any]:
    """The game's record on the envelope, with its moves."""
    from .record import write_envelope
    from .registry import get_spec

    game_id = match.game.game_id
    try:
        spec = get_spec(game_id)
    except KeyError:
        spec = None
    if spec is not None and spec.record is not None and spec.record.format == ENVELOPE_FORMAT:
        return spec.record.write(match)
    return write_envelope(game_id, match)


def kept(key: str, folder: Path | None = None) -> Path | None:
    """The history file of the game named ``key``, if it was kept."""
    folder = folder or history_dir()
    ending = f"-{_digest(key)}{SUFFIX}"
    try:
        names = [entry.name for entry in os.scandir(folder) if entry.name.endswith(ending)]
    except OSError:
        return None
    return folder / names[0] if names else None


def keep(
    match: Match[Any, Any],
    key: str | None = None,
    when: datetime | None = None,
    folder: Path | None = None,
) -> Path | None:
    """Keep the finished ``match`` in the history; returns its file (``None``: not finished).

    ``key`` names the game (see the module's text); a game kept under it already is not
    kept again (its file is returned). Raises ``OSError`` when the disk refuses the write.
    """
    if not match.finished:
        return None
    from .stats import mode_name

    folder = folder or history_dir()
    when = when or datetime.now(UTC)
    key = key or f"{match.game.game_id}:{match.seed}:{len(match.moves)}:{when.isoformat()}"
    already = kept(key, folder)
    if already is not None:
        return already
    data = {
        "format": FORMAT,
        "version": VERSION,
        "finished": when.isoformat(),
        "mode": mode_name(match.game.game_id, match.config),
        "hints_used": int(getattr(match, "hints_used", 0)),
        "record": record_of(match),
    }
    path = folder / f"{when.strftime(_STAMP)}-{_digest(key)}{SUFFIX}"
    write_atomic(path, json.dumps(data, separators=(",", ":")).encode("utf-8"))
    prune(folder)
    return path


def _names(folder: Path) -> list[str]:
    """The history files' names, oldest first (temporary files of a write left out)."""
    try:
        names = [
            entry.name
            for entry in os.scandir(folder)
            if entry.name.endswith(SUFFIX) and temp_target(entry.name) is None
        ]
    except OSError:
        return []
    return sorted(names)


def prune(folder: Path | None = None, limit: int | None = None) -> None:
    """Remove the oldest games while the folder holds more than ``limit`` files (default
    :data:`LIMIT`); a damaged file counts but is never removed (it is passed over)."""
    folder = folder or history_dir()
    limit = LIMIT if limit is None else limit
    names = _names(folder)
    excess = len(names) - limit
    for name in names:
        if excess <= 0:
            return
        if read_entry(folder / name).damaged:
            continue
        try:
            (folder / name).unlink()
        except OSError:
            continue
        excess -= 1
        for extra in beside(folder / name):
            with contextlib.suppress(OSError):
                extra.unlink()


def beside(path: Path) -> list[Path]:
    """The files kept beside the history file ``path`` (its reviews, ``<stem>.<...>``
    not ending in ``.json``): they go when the entry goes."""
    stem = f"{path.stem}."
    try:
        return [
            path.with_name(entry.name)
            for entry in os.scandir(path.parent)
            if entry.name.startswith(stem) and not entry.name.endswith(SUFFIX)
        ]
    except OSError:
        return []


def _name_time(name: str) -> datetime | None:
    try:
        return datetime.strptime(name[:22], _STAMP).replace(tzinfo=UTC)
    except ValueError:
        return None


def _damaged(path: Path, problem: str) -> HistoryEntry:
    return HistoryEntry(path, _name_time(path.name), problem=problem)


def read_entry(path: Path) -> HistoryEntry:
    """One history file (a damaged one is an entry whose ``problem`` says why)."""
    try:
        data = quarantine.read_json(path, MAX_BYTES)
    except quarantine.Unreadable as exc:
        return _damaged(path, str(exc))
    if data is None:
        return _damaged(path, "the file is gone")
    try:
        return _parse(path, data)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        return _damaged(path, f"not a history entry: {exc}")


def _parse(path: Path, data: Any) -> HistoryEntry:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a history file")
    if data.get("version") != VERSION:
        raise ValueError(f"version {data.get('version')!r}")
    record = data["record"]
    if not isinstance(record, dict) or record.get("format") != ENVELOPE_FORMAT:
        raise ValueError("the record is not an envelope record")
    result = record["result"]
    if not isinstance(result, dict) or not isinstance(result.get("scores"), list):
        raise ValueError("no result")
    hints = data.get("hints_used", 0)
    if type(hints) is not int:
        raise ValueError("hints_used is not a count")
    seats = tuple(
        SeatSpec(str(s["name"]), s["kind"], s.get("level"))
        for s in record["seats"]
        if s["kind"] in ("human", "bot", "rule")
    )
    if len(seats) != len(record["seats"]):
        raise ValueError("a seat of an unknown kind")
    finished = datetime.fromisoformat(str(data["finished"]))
    if finished.tzinfo is None:
        finished = finished.replace(tzinfo=UTC)
    return HistoryEntry(
        path,
        finished,
        game_id=str(record["game_id"]),
        mode=str(data.get("mode", "")),
        seats=seats,
        result=result,
        hints=hints,
        record=record,
    )


def list_history(folder: Path | None = None) -> list[HistoryEntry]:
    """Every kept game, newest first; damaged files are listed too (see
    :attr:`HistoryEntry.damaged`), each in its place by its name's time."""
    folder = folder or history_dir()
    return [read_entry(folder / name) for name in reversed(_names(folder))]


def human_outcome(entry: HistoryEntry) -> bool | None:
    """Whether a person at the computer won the game (``None``: only bots played)."""
    humans = [i for i, seat in enumerate(entry.seats) if seat.kind == "human"]
    if not humans:
        return None
    count = len(entry.result.get("scores") or ())
    sides: Sequence[Sequence[int]] = entry.result.get("sides") or [[i] for i in range(count)]
    winners = set(entry.result.get("winners") or ())
    own = {index for index, side in enumerate(sides) if any(h in side for h in humans)}
    return bool(own & winners)
