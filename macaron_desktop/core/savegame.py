"""Savegames: a game in progress as JSON data, written so that nothing is ever lost.

A save holds the config, the seats, the seed and the action log; loading replays the log
from the seed, which rebuilds every state exactly (Emma's piles, the bots' choices and the
undo history included). The file is plain JSON checked by pydantic: it is data and can
never run code.

Safety rules:
* writes are atomic and never follow a link (:mod:`.atomic`): the finished temporary file
  replaces the save in one step, and the previous version is kept beside it as
  ``<name>.bak`` (linked or copied *before* the replace), so a complete save always sits
  under its own name;
* a file that fails to load is reported in one sentence (:class:`SaveError`) and left
  byte-for-byte untouched; the backup is offered instead when it is good;
* names from outside never leave the saves folder.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .. import __version__
from .atomic import write_atomic
from .match import Match, SeatSpec
from .messages import IllegalAction
from .registry import RULES_MODULES, get_game
from .save_index import FORMAT, SUFFIX, saves_dir

VERSION = 2
BACKUP_SUFFIX = ".bak"
MAX_MOVES = 20_000
MAX_FILE_BYTES = 8_000_000


class SaveError(Exception):
    """A savegame could not be read; ``str()`` is one clear English sentence.

    ``key`` and ``params`` let the GUI say the same sentence in the current language.
    """

    def __init__(self, sentence: str, key: str = "damaged", **params: Any) -> None:
        super().__init__(sentence)
        self.key = key
        self.params = params


class SeatModel(BaseModel):
    """One seat as stored."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    kind: Literal["human", "bot", "emma"]
    level: str | None = Field(default=None, max_length=20)


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
    """A savegame, format version 2."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["macaron-desktop-save"] = FORMAT
    version: Literal[2] = VERSION
    app_version: str = Field(max_length=40)
    game_id: str = Field(max_length=40)
    config: dict[str, Any]
    seats: list[SeatModel] = Field(min_length=1, max_length=8)
    seed: int = Field(ge=0, lt=2**63)
    moves: list[MoveModel] = Field(max_length=MAX_MOVES)
    created: datetime
    updated: datetime
    summary: SummaryModel = Field(default_factory=SummaryModel)


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


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


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


def save_from_match(match: Match[Any, Any], created: datetime | None = None) -> SaveFile:
    """The savegame of ``match`` as it stands now."""
    now = _now()
    return SaveFile(
        app_version=__version__,
        game_id=match.game.game_id,
        config=dict(match.config),
        seats=[SeatModel(name=s.name, kind=s.kind, level=s.level) for s in match.seats],
        seed=match.seed,
        moves=[MoveModel(**m) for m in match.encoded_moves()],
        created=created or now,
        updated=now,
        summary=summarize(match),
    )


def restore_match(save: SaveFile) -> Match[Any, Any]:
    """Replay ``save`` into a match; :class:`SaveError` if it does not make a legal game."""
    if save.game_id not in RULES_MODULES:
        raise SaveError(
            f"This savegame is for a game this version does not know ({save.game_id!r}).",
            "unknown_game",
            game=save.game_id,
        )
    game = get_game(save.game_id)
    seats = [SeatSpec(s.name, s.kind, s.level) for s in save.seats]
    try:
        match = Match(game, save.config, save.seed, seats)
    except (ValueError, TypeError, KeyError) as exc:
        raise SaveError(
            f"This savegame's game settings are not valid ({exc}).", "bad_settings", detail=str(exc)
        ) from exc
    for number, move in enumerate(save.moves, start=1):
        try:
            match.play(move.seat, game.decode_action(move.action))
        except (IllegalAction, ValueError, TypeError, KeyError) as exc:
            raise SaveError(
                f"This savegame's move {number} is not allowed by the rules ({exc}).",
                "illegal_move",
                number=number,
            ) from exc
    return match


# -- files -----------------------------------------------------------------------------------


def parse_save(raw: bytes) -> SaveFile:
    """A savegame from the bytes of a file; :class:`SaveError` with one sentence if not."""
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError("This file is far too large to be a savegame.", "too_large")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveError("This file is not a savegame (it is not text).", "not_a_save") from exc
    except ValueError as exc:
        raise SaveError(
            "This savegame is damaged or incomplete (it is not valid JSON).", "not_json"
        ) from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This file is not a Macaron Desktop savegame.", "not_a_save")
    data = migrate(data)
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        raise SaveError(
            f"This savegame is damaged: {where}: {first['msg']}.",
            "damaged",
            detail=f"{where}: {first['msg']}",
        ) from exc


def read_save(path: Path) -> SaveFile:
    """Read and check one savegame file (never changes it)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError as exc:
        raise SaveError(f"There is no savegame at {path}.", "not_found", path=str(path)) from exc
    except OSError as exc:
        raise SaveError(
            f"The savegame could not be read ({exc.strerror}).",
            "unreadable",
            detail=str(exc.strerror),
        ) from exc
    return parse_save(raw)


def load_match(path: Path) -> tuple[Match[Any, Any], SaveFile]:
    """Read ``path`` and replay it; :class:`SaveError` with one sentence if it fails."""
    save = read_save(path)
    return restore_match(save), save


def backup_path(path: Path) -> Path:
    """Where the previous good version of ``path`` is kept."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def write_save(path: Path, save: SaveFile) -> None:
    """Write ``save`` to ``path`` atomically, keeping the previous version as ``.bak``."""
    write_atomic(path, save.model_dump_json(indent=1).encode("utf-8"), backup_path(path))


def read_with_backup(path: Path) -> tuple[SaveFile, bool]:
    """Read ``path``, or its backup when ``path`` is damaged; the flag says which was used."""
    try:
        return read_save(path), False
    except SaveError as main_error:
        backup = backup_path(path)
        if not backup.exists():
            raise
        try:
            return read_save(backup), True
        except SaveError:
            raise main_error from None


# -- the saves folder --------------------------------------------------------------------------

_SAFE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$")


def safe_save_path(name: str, folder: Path | None = None) -> Path:
    """The path of save ``name`` inside the saves folder; ``SaveError`` for any other name."""
    folder = folder or saves_dir()
    if not _SAFE_NAME.match(name) or not name.endswith(SUFFIX) or ".." in name:
        raise SaveError(f"{name!r} is not a savegame name.", "bad_name", name=name)
    path = (folder / name).resolve()
    if path.parent != folder.resolve():
        raise SaveError(f"{name!r} is not a savegame name.", "bad_name", name=name)
    return path


def new_save_name(game_id: str, seed: int) -> str:
    """A fresh, unique file name for a new game's autosave."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    return f"{game_id}-{stamp}-{seed}{SUFFIX}"


class SaveEntry:
    """One file of the saves folder: its savegame, or why it cannot be opened."""

    def __init__(
        self, path: Path, save: SaveFile | None, error: SaveError | None, from_backup: bool
    ) -> None:
        self.path = path
        self.save = save
        self.error = error
        self.from_backup = from_backup

    @property
    def sort_key(self) -> float:
        """Newest first: the save's own date, else the file's modification time."""
        if self.save is not None:
            return self.save.updated.timestamp()
        try:
            return self.path.stat().st_mtime
        except OSError:
            return 0.0


def list_saves(folder: Path | None = None) -> list[SaveEntry]:
    """Every savegame in the folder, newest first, broken ones included with their error."""
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    entries = []
    for path in folder.glob(f"*{SUFFIX}"):
        if path.name.startswith(".") or not path.is_file():
            continue
        try:
            save, from_backup = read_with_backup(path)
            entries.append(SaveEntry(path, save, None, from_backup))
        except SaveError as error:
            entries.append(SaveEntry(path, None, error, False))
    return sorted(entries, key=lambda e: e.sort_key, reverse=True)


def delete_save(path: Path, folder: Path | None = None) -> None:
    """Remove a savegame of the saves folder and its backup."""
    target = safe_save_path(path.name, folder)
    target.unlink(missing_ok=True)
    backup_path(target).unlink(missing_ok=True)


class Autosave:
    """Keeps one game's file in the saves folder up to date after every action."""

    def __init__(self, path: Path, created: datetime | None = None) -> None:
        self.path = path
        self.created = created or _now()
        self._counted = False

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
            self.path.unlink(missing_ok=True)
            backup_path(self.path).unlink(missing_ok=True)
            return
        write_save(self.path, save_from_match(match, self.created))
