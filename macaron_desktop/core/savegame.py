"""Savegames: a game in progress as JSON data, written so that nothing is ever lost.

A save holds the config, the seats, the seed and the action log; loading replays the log
from the seed, which rebuilds every state exactly (hidden cards, the bots' choices and the
undo history included). The file is plain JSON checked by pydantic: it is data and can
never run code.

Safety rules:
* writes are atomic and never follow a link (:mod:`.atomic`): the finished temporary file
  replaces the save in one step, and the previous version is kept beside it as
  ``<name>.bak`` (linked or copied *before* the replace), so a complete save always sits
  under its own name; start-up brings back what an older, interrupted write left
  (:func:`recover_interrupted_writes`);
* one check decides whether a file can be opened, and it is the one that opens it
  (:func:`open_save`: read, migrate, validate, replay, bots): what the Load dialog, the
  Continue button and ``--list-saves`` offer always opens;
* only regular files up to :data:`MAX_FILE_BYTES` are read, and the size is checked before
  reading; every file is judged on its own, so one bad file never hides the others;
* a file that fails to load is reported in one sentence (:class:`SaveError`) and left
  byte-for-byte untouched; the backup is offered instead when it is good;
* the summary stored in a file (round, scores, finished) is never trusted: it is
  recomputed from the replayed game;
* names from outside never leave the saves folder.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .. import __version__
from .atomic import replace, temp_target, write_atomic
from .match import Match, SeatSpec
from .registry import RULES_MODULES, get_bot, get_game, get_spec
from .save_index import BACKUP_SUFFIX, FORMAT, SUFFIX, saves_dir

LOG = logging.getLogger("macaron_desktop")
VERSION = 3
MAX_MOVES = 20_000
#: the largest file read as a savegame (checked before reading); a long game is ~100 kB
MAX_FILE_BYTES = 8_000_000
#: the deepest nesting of lists and objects a savegame may have (real ones reach 8)
MAX_DEPTH = 32
#: dates a savegame may carry: anything else is a broken clock or a forged file
EARLIEST = datetime(1980, 1, 1, tzinfo=UTC)
LATEST = datetime(9000, 1, 1, tzinfo=UTC)


class SaveError(Exception):
    """A savegame could not be read; ``str()`` is one clear English sentence.

    ``key`` and ``params`` let the GUI say the same sentence in the current language.
    """

    def __init__(self, sentence: str, key: str = "damaged", **params: Any) -> None:
        super().__init__(" ".join(sentence.split())[:400])  # one line, whatever the detail
        self.key = key
        self.params = params


class SeatModel(BaseModel):
    """One seat as stored."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    kind: Literal["human", "bot", "rule"]
    level: str | None = Field(default=None, max_length=20)


def _old_seat_kinds(data: Any) -> Any:
    """Saves written before seat kinds were game-agnostic name a seat the rules play by a
    word of their game; the game's spec lists those words (``seat_kind_aliases``)."""
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        return data
    try:
        aliases = get_spec(str(data.get("game_id"))).seat_kind_aliases
    except KeyError:
        return data
    if not any(isinstance(s, dict) and s.get("kind") in aliases for s in data["seats"]):
        return data
    seats = [
        {**s, "kind": aliases[s["kind"]]} if isinstance(s, dict) and s.get("kind") in aliases else s
        for s in data["seats"]
    ]
    return {**data, "seats": seats}


class MoveModel(BaseModel):
    """One entry of the action log as stored."""

    model_config = ConfigDict(extra="forbid")
    seat: int = Field(ge=0, le=7)
    action: dict[str, Any]


class SummaryModel(BaseModel):
    """What the Load dialog shows without replaying the game."""

    model_config = ConfigDict(extra="forbid")
    mode: str = Field(default="", max_length=20)
    round: int = Field(default=1, ge=0, le=10_000)
    scores: list[int] = Field(default_factory=list, max_length=8)
    finished: bool = False


class SaveFile(BaseModel):
    """A savegame, format version 3."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["macaron-desktop-save"] = FORMAT
    version: Literal[3] = VERSION
    app_version: str = Field(max_length=40)
    game_id: str = Field(max_length=40)
    config: dict[str, Any]
    seats: list[SeatModel] = Field(min_length=1, max_length=8)
    seed: int = Field(ge=0, lt=2**63)
    moves: list[MoveModel] = Field(max_length=MAX_MOVES)
    created: datetime
    updated: datetime
    summary: SummaryModel = Field(default_factory=SummaryModel)
    #: hints asked for so far (statistics), since version 3
    hints: int = Field(default=0, ge=0, le=1_000_000)

    @model_validator(mode="before")
    @classmethod
    def generic_seat_kinds(cls, data: Any) -> Any:
        """Read older saves' seat kinds (see :func:`_old_seat_kinds`)."""
        return _old_seat_kinds(data)

    @field_validator("created", "updated")
    @classmethod
    def _sane_date(cls, value: datetime) -> datetime:
        """In UTC (a date without a zone is taken as UTC) and between 1980 and 9000."""
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        try:
            value = value.astimezone(UTC)
        except (OverflowError, ValueError):
            raise ValueError("the date is out of range") from None
        if not EARLIEST <= value < LATEST:
            raise ValueError("the date is out of range")
        return value


# -- migrations ----------------------------------------------------------------------------
# Each step takes the data of version N and returns the data of version N + 1.


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept ``players`` (names), ``bots`` ({seat: level}) and ``log``."""
    bots = data.pop("bots", {}) or {}
    names = data.pop("players", [])
    if not isinstance(bots, dict) or not isinstance(names, list):
        raise ValueError("players/bots")
    data["seats"] = [
        {"name": name, "kind": "bot", "level": bots[str(i)]}
        if str(i) in bots
        else {"name": name, "kind": "human", "level": None}
        for i, name in enumerate(names)
    ]
    data["moves"] = data.pop("log", [])
    data["summary"] = {}
    data["version"] = 2
    return data


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 counts the hints used; a game saved before had none."""
    data["hints"] = 0
    data["version"] = 3
    return data


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2, 2: _v2_to_v3}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save's data up to the current version, one step at a time."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(
            "This file is not a Macaron Desktop savegame (it has no version).", "not_a_save"
        )
    if version > VERSION:
        raise SaveError(
            f"This savegame was written by a newer Macaron Desktop (format {version}); "
            "please update the app to open it.",
            "newer_version",
            version=version,
        )
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(
                f"Savegames of format {version} can no longer be opened.",
                "old_version",
                version=version,
            )
        try:
            data = step(dict(data))
        except (ValueError, KeyError, TypeError) as exc:
            raise SaveError(
                f"This savegame of format {version} is damaged ({exc}).", "damaged", detail=str(exc)
            ) from exc
        version = data["version"]
    return data


# -- building and restoring ----------------------------------------------------------------


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def summarize(match: Match[Any, Any]) -> SummaryModel:
    """The short summary a game gives of its state (round, scores), for the Load dialog."""
    describe = getattr(match.game, "summary", None)
    info: Mapping[str, Any] = describe(match.state) if callable(describe) else {}
    result = match.result()
    return SummaryModel(
        mode=str(match.config.get("mode", "")),
        round=int(info.get("round", 1)),
        scores=list(result.scores if result else info.get("scores", [])),
        finished=result is not None,
    )


def save_from_match(
    match: Match[Any, Any],
    created: datetime | None = None,
    moves: list[MoveModel] | None = None,
) -> SaveFile:
    """The savegame of ``match`` as it stands now (``moves``: its log already encoded)."""
    now = _now()
    if moves is None:
        moves = [MoveModel(**m) for m in match.encoded_moves()]
    return SaveFile(
        app_version=__version__,
        game_id=match.game.game_id,
        config=dict(match.config),
        seats=[SeatModel(name=s.name, kind=s.kind, level=s.level) for s in match.seats],
        seed=match.seed,
        moves=moves,
        created=created or now,
        updated=now,
        summary=summarize(match),
        hints=match.hints_used,
    )


def restore_match(save: SaveFile) -> Match[Any, Any]:
    """Replay ``save`` into a match that can be played on; :class:`SaveError` if it cannot.

    Checks everything a game on the table will need: the game, its settings and seats,
    every bot's level, and every move of the log against the rules.
    """
    if save.game_id not in RULES_MODULES:
        raise SaveError(
            f"This savegame is for a game this version does not know ({save.game_id!r}).",
            "unknown_game",
            game=save.game_id,
        )
    game = get_game(save.game_id)
    for seat in save.seats:
        if seat.kind == "bot":
            try:
                get_bot(save.game_id, seat.level)
            except (KeyError, ValueError, TypeError) as exc:
                raise SaveError(
                    f"This savegame has a bot level this version does not know ({seat.level!r}).",
                    "unknown_bot",
                    level=str(seat.level),
                ) from exc
    seats = [SeatSpec(s.name, s.kind, s.level) for s in save.seats]
    try:
        match = Match(game, save.config, save.seed, seats)
    except Exception as exc:  # noqa: BLE001 - any refusal of the settings means "damaged"
        raise SaveError(
            f"This savegame's game settings are not valid ({exc}).", "bad_settings", detail=str(exc)
        ) from exc
    for number, move in enumerate(save.moves, start=1):
        try:
            match.play(move.seat, game.decode_action(move.action))
        except Exception as exc:  # noqa: BLE001 - a move the rules cannot take is "illegal"
            raise SaveError(
                f"This savegame's move {number} is not allowed by the rules ({exc}).",
                "illegal_move",
                number=number,
            ) from exc
    match.hints_used = save.hints
    return match


# -- files -----------------------------------------------------------------------------------


def read_regular(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    FIFOs, devices, folders and sockets are never opened, and the size is checked before
    anything is read (and again while reading, in case the file grows).
    """
    try:
        info = os.stat(path)
    except FileNotFoundError as exc:
        raise SaveError(f"There is no savegame at {path}.", "not_found", path=str(path)) from exc
    except OSError as exc:
        raise _unreadable(exc) from exc
    if not stat.S_ISREG(info.st_mode):
        raise SaveError("This is not a regular file, so it is not a savegame.", "not_a_file")
    if info.st_size > limit:
        raise SaveError("This file is far too large to be a savegame.", "too_large")
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise _unreadable(exc) from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the check above
            raise SaveError("This is not a regular file, so it is not a savegame.", "not_a_file")
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise _unreadable(exc) from exc
    finally:
        os.close(fd)
    if total > limit:
        raise SaveError("This file is far too large to be a savegame.", "too_large")
    return b"".join(chunks)


def _unreadable(exc: OSError) -> SaveError:
    reason = exc.strerror or type(exc).__name__
    return SaveError(f"The savegame could not be read ({reason}).", "unreadable", detail=reason)


def _too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether lists and objects in ``value`` nest deeper than ``limit`` (no recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def _too_deep_error() -> SaveError:
    return SaveError("This file is nested far too deeply to be a savegame.", "too_deep")


def parse_save(raw: bytes) -> SaveFile:
    """A savegame from the bytes of a file; :class:`SaveError` with one sentence if not."""
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError("This file is far too large to be a savegame.", "too_large")
    try:
        data = json.loads(raw.decode("utf-8-sig"))  # a byte-order mark is harmless
    except UnicodeDecodeError as exc:
        raise SaveError("This file is not a savegame (it is not text).", "not_a_save") from exc
    except RecursionError as exc:
        raise _too_deep_error() from exc
    except MemoryError as exc:
        raise SaveError("This file is far too large to be a savegame.", "too_large") from exc
    except ValueError as exc:
        raise SaveError(
            "This savegame is damaged or incomplete (it is not valid JSON).", "not_json"
        ) from exc
    if _too_deep(data):
        raise _too_deep_error()
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This file is not a Macaron Desktop savegame.", "not_a_save")
    data = migrate(data)
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        if where in ("created", "updated"):
            raise SaveError(
                f"This savegame's date is impossible ({where}).", "bad_date", detail=where
            ) from exc
        raise SaveError(
            f"This savegame is damaged: {where}: {first['msg']}.",
            "damaged",
            detail=f"{where}: {first['msg']}",
        ) from exc


def read_save(path: Path) -> SaveFile:
    """Read and check one savegame file, without replaying it (never changes it)."""
    return parse_save(read_regular(path))


@dataclass
class OpenedSave:
    """A savegame that passed the whole check: the file's data and the replayed match."""

    path: Path
    save: SaveFile
    match: Match[Any, Any]
    #: recomputed from the replayed game (the file's own summary is never trusted)
    summary: SummaryModel
    #: the save came from ``path``'s backup because ``path`` itself is damaged
    from_backup: bool = False


def _open_file(path: Path) -> tuple[SaveFile, Match[Any, Any], SummaryModel]:
    save = read_save(path)
    try:
        match = restore_match(save)
        summary = summarize(match)
    except RecursionError as exc:
        raise _too_deep_error() from exc
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - the file is judged, never the app stopped
        raise SaveError(
            f"This savegame cannot be played ({type(exc).__name__}).",
            "damaged",
            detail=type(exc).__name__,
        ) from exc
    return save, match, summary


def open_save(path: Path, use_backup: bool = True) -> OpenedSave:
    """The one check that decides whether ``path`` can be opened, and the one that opens it.

    Reads (regular files up to the size limit only), migrates, validates and replays the
    save, and checks its bots; when that fails and ``use_backup`` is set, the backup is
    tried the same way. :class:`SaveError` with one sentence when neither opens.
    """
    try:
        save, match, summary = _open_file(path)
        return OpenedSave(path, save, match, summary)
    except SaveError as main_error:
        backup = backup_path(path)
        if not use_backup or not os.path.lexists(backup):
            raise
        try:
            save, match, summary = _open_file(backup)
        except SaveError:
            raise main_error from None
        return OpenedSave(path, save, match, summary, from_backup=True)


def load_match(path: Path) -> tuple[Match[Any, Any], SaveFile]:
    """Read ``path`` and replay it (no backup); :class:`SaveError` with one sentence if it fails."""
    opened = open_save(path, use_backup=False)
    return opened.match, opened.save


def read_with_backup(path: Path) -> tuple[SaveFile, bool]:
    """Check ``path`` fully, or its backup when ``path`` fails; the flag says which was used."""
    opened = open_save(path)
    return opened.save, opened.from_backup


def backup_path(path: Path) -> Path:
    """Where the previous good version of ``path`` is kept."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def encode_save(save: SaveFile) -> bytes:
    """The bytes of ``save`` as its file holds them."""
    return save.model_dump_json(indent=1).encode("utf-8")


def write_save(path: Path, save: SaveFile) -> None:
    """Write ``save`` to ``path`` atomically, keeping the previous version as ``.bak``."""
    write_atomic(path, encode_save(save), backup_path(path))


# -- the saves folder --------------------------------------------------------------------------

_SAFE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$")


def safe_save_path(name: str, folder: Path | None = None) -> Path:
    """The path of save ``name`` inside the saves folder; ``SaveError`` for any other name.

    The name itself is not resolved: a link in the folder is the link, not its target.
    """
    folder = folder or saves_dir()
    if not _SAFE_NAME.match(name) or not name.endswith(SUFFIX) or ".." in name:
        raise SaveError(f"{name!r} is not a savegame name.", "bad_name", name=name)
    return folder.resolve() / name


def new_save_name(game_id: str, seed: int) -> str:
    """A fresh, unique file name for a new game's autosave."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    return f"{game_id}-{stamp}-{seed}{SUFFIX}"


class SaveEntry:
    """One file of the saves folder: the save it opens to, or why it cannot be opened."""

    def __init__(
        self,
        path: Path,
        save: SaveFile | None,
        error: SaveError | None,
        from_backup: bool,
        summary: SummaryModel | None = None,
    ) -> None:
        self.path = path
        self.save = save
        self.error = error
        self.from_backup = from_backup
        #: from the replayed game; ``None`` for a damaged file
        self.summary = summary
        self._mtime = 0.0
        try:
            self._mtime = os.lstat(path).st_mtime
        except OSError:
            pass

    @property
    def ok(self) -> bool:
        """Whether the file passed the check (so it opens)."""
        return self.save is not None and self.error is None

    @property
    def finished(self) -> bool:
        """Whether the replayed game is over."""
        return self.summary is not None and self.summary.finished

    @property
    def sort_key(self) -> tuple[float, float, str]:
        """Newest first: the save's own (checked) date, else the file's modification time."""
        date = self.save.updated.timestamp() if self.save is not None else self._mtime
        return (date, self._mtime, self.path.name)


_CACHE: dict[Path, tuple[tuple[Any, ...], SaveEntry]] = {}
_CACHE_LOCK = threading.Lock()


def _signature(path: Path) -> tuple[Any, ...]:
    """What changes when ``path`` or its backup changes (the check's result is kept per it)."""
    found: list[Any] = []
    for candidate in (path, backup_path(path)):
        try:
            info = os.stat(candidate)
        except OSError:
            found.append(None)
            continue
        found.append((info.st_mode, info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns))
    return tuple(found)


def check_entry(path: Path) -> SaveEntry:
    """Judge one file of the saves folder with :func:`open_save` (results kept per file state)."""
    signature = _signature(path)
    with _CACHE_LOCK:
        known = _CACHE.get(path)
    if known is not None and known[0] == signature:
        return known[1]
    try:
        opened = open_save(path)
        entry = SaveEntry(path, opened.save, None, opened.from_backup, opened.summary)
    except SaveError as error:
        entry = SaveEntry(path, None, error, False)
    with _CACHE_LOCK:
        _CACHE[path] = (signature, entry)
    return entry


def _save_names(folder: Path) -> list[str]:
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return sorted(n for n in names if n.endswith(SUFFIX) and not n.startswith("."))


def list_saves(
    folder: Path | None = None, stop: Callable[[], bool] | None = None
) -> list[SaveEntry]:
    """Every file named like a save in the folder, newest first, damaged ones with their error.

    Each file is judged on its own by :func:`open_save`; nothing is written. ``stop`` is
    asked before each file: once it says yes, the files not yet judged are left out (the
    app is closing and nobody will read the list).
    """
    folder = folder or saves_dir()
    entries = []
    for name in _save_names(folder):
        if stop is not None and stop():
            break
        entries.append(check_entry(folder / name))
    return sorted(entries, key=lambda e: e.sort_key, reverse=True)


def continue_target(folder: Path | None = None) -> SaveEntry | None:
    """The newest save that opens and whose replayed game is not over (Continue's game)."""
    for entry in list_saves(folder):
        if entry.ok and not entry.finished:
            return entry
    return None


def recover_interrupted_writes(folder: Path | None = None) -> list[Path]:
    """Bring back saves that an interrupted write left missing; remove stray temporary files.

    A ``.bak`` or a complete temporary file with no save beside it becomes the save again
    (the newest one that passes :func:`open_save`; a backup is copied, so it stays). Every
    temporary file is then removed: it runs before the app writes anything, and only one
    app runs per data folder, so no write is under way. Existing saves are never touched.
    Returns the saves brought back.
    """
    folder = folder or saves_dir()
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    present = set(names)
    temps: dict[str, list[str]] = {}
    for name in names:
        target = temp_target(name)
        if target is not None:
            temps.setdefault(target, []).append(name)
    backups = {n[: -len(BACKUP_SUFFIX)] for n in names if n.endswith(SUFFIX + BACKUP_SUFFIX)}
    missing = sorted(
        n
        for n in backups | {t for t in temps if t.endswith(SUFFIX)}
        if n not in present and not n.startswith(".") and _SAFE_NAME.match(n)
    )
    restored: list[Path] = []
    for name in missing:
        target = folder / name
        backup = backup_path(target)
        candidates = [backup] if backup.name in present else []
        candidates += [folder / t for t in sorted(temps.get(name, []))]
        best: tuple[tuple[Any, ...], Path] | None = None
        for candidate in candidates:
            try:
                save, _match, _summary = _open_file(candidate)
            except SaveError:
                continue
            rank = (save.updated, len(save.moves), candidate != backup)
            if best is None or rank > best[0]:
                best = (rank, candidate)
        if best is None or os.path.lexists(target):
            continue
        chosen = best[1]
        try:
            if chosen == backup:
                write_atomic(target, read_regular(chosen))
            else:
                replace(chosen, target)
        except (OSError, SaveError) as exc:
            LOG.warning("could not bring back %s: %s", target, exc)
            continue
        LOG.warning("brought back %s from %s after an interrupted write", target, chosen.name)
        restored.append(target)
    for leftovers in temps.values():
        for name in leftovers:
            path = folder / name
            try:
                if path.is_symlink() or path.is_file():
                    path.unlink()
            except OSError:
                pass
    return restored


def delete_save(path: Path, folder: Path | None = None) -> None:
    """Remove a savegame of the saves folder and its backup."""
    target = safe_save_path(path.name, folder)
    backup_path(target).unlink(missing_ok=True)
    target.unlink(missing_ok=True)


class Autosave:
    """Keeps one game's file in the saves folder up to date after every action."""

    def __init__(self, path: Path, created: datetime | None = None) -> None:
        self.path = path
        self.created = created or _now()
        self._counted = False
        #: moves in the game at the last successful write (``None``: nothing written yet)
        self.saved_moves: int | None = None
        # The log as stored, kept from one write to the next: a move is encoded once,
        # not again at every autosave (``_sources`` holds the match's own Move entries,
        # compared by identity, so an undo or a different match starts over).
        self._sources: list[Any] = []
        self._encoded: list[MoveModel] = []

    @classmethod
    def for_new_game(cls, match: Match[Any, Any], folder: Path | None = None) -> Autosave:
        """A new file in the saves folder for ``match``."""
        folder = folder or saves_dir()
        return cls(folder / new_save_name(match.game.game_id, match.seed))

    def __call__(self, match: Match[Any, Any]) -> None:
        """Write the game as it is now; a finished game leaves the in-progress list."""
        if match.finished:
            from .stats import record_finished

            if not self._counted:
                record_finished(match)
                self._counted = True
            # the backup first: a crash in between must not leave a backup to bring back
            backup_path(self.path).unlink(missing_ok=True)
            self.path.unlink(missing_ok=True)
            return
        self.write(self.encode(match), len(match.moves))

    def encode(self, match: Match[Any, Any]) -> bytes:
        """The file's bytes for ``match`` as it is now (the write itself is :meth:`write`,
        which may then run on another thread: the bytes are a snapshot)."""
        return encode_save(self.save_of(match))

    def write(self, data: bytes, moves: int) -> None:
        """Put ``data`` (from :meth:`encode`, a game of ``moves`` moves) on disk atomically."""
        write_atomic(self.path, data, backup_path(self.path))
        self.saved_moves = moves

    def save_of(self, match: Match[Any, Any]) -> SaveFile:
        """The savegame of ``match`` now, encoding only the moves not encoded before."""
        moves = match.moves
        kept = 0
        limit = min(len(moves), len(self._sources))
        while kept < limit and self._sources[kept] is moves[kept]:
            kept += 1
        del self._sources[kept:], self._encoded[kept:]
        encode = match.game.encode_action
        for move in moves[kept:]:
            self._sources.append(move)
            self._encoded.append(MoveModel(seat=move.seat, action=encode(move.action)))
        return save_from_match(match, self.created, list(self._encoded))
