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

The code is split by job, and every name is read from here:
:mod:`.savegame_models` (the format and :class:`SaveError`), :mod:`.savegame_migrations`
(older versions), :mod:`.savegame_match` (a save from a match and back),
:mod:`.savegame_files` (reading and writing one file) and :mod:`.savegame_folder` (the
saves folder: listing, recovery, deletion); this module keeps the :class:`Autosave`.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from .atomic import write_atomic
from .match import Match
from .save_index import BACKUP_SUFFIX, FORMAT, SUFFIX, saves_dir
from .savegame_files import (
    OpenedSave,
    backup_path,
    encode_save,
    load_match,
    open_save,
    parse_save,
    read_regular,
    read_save,
    read_with_backup,
    write_save,
)
from .savegame_folder import (
    LeftBehind,
    SaveEntry,
    check_entry,
    continue_target,
    delete_save,
    in_saves_folder,
    left_over_error,
    list_saves,
    new_save_name,
    recover_interrupted_writes,
    safe_save_path,
)
from .savegame_match import _now, restore_match, save_from_match, summarize
from .savegame_migrations import MIGRATIONS, migrate
from .savegame_models import (
    EARLIEST,
    LATEST,
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_MOVES,
    VERSION,
    MoveModel,
    SaveError,
    SaveFile,
    SeatModel,
    SummaryModel,
)

__all__ = [
    "BACKUP_SUFFIX",
    "EARLIEST",
    "LeftBehind",
    "FORMAT",
    "LATEST",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_MOVES",
    "MIGRATIONS",
    "SUFFIX",
    "VERSION",
    "Autosave",
    "MoveModel",
    "OpenedSave",
    "SaveEntry",
    "SaveError",
    "SaveFile",
    "SeatModel",
    "SummaryModel",
    "backup_path",
    "check_entry",
    "continue_target",
    "delete_save",
    "encode_save",
    "in_saves_folder",
    "left_over_error",
    "list_saves",
    "load_match",
    "migrate",
    "new_save_name",
    "open_save",
    "parse_save",
    "read_regular",
    "read_save",
    "read_with_backup",
    "recover_interrupted_writes",
    "restore_match",
    "safe_save_path",
    "save_from_match",
    "saves_dir",
    "summarize",
    "write_save",
]


class Autosave:
    """Keeps one game's file in the saves folder up to date after every action."""

    def __init__(self, path: Path, created: datetime | None = None) -> None:
        self.path = path
        self.created = created or _now()
        self._counted = False
        #: a finished game goes into the history (the player's setting; see :mod:`.history`)
        self.keep_history = True
        #: moves in the game at the last successful write (``None``: nothing written yet)
        self.saved_moves: int | None = None
        #: why the last write failed (a full disk, ...); ``None`` once a write succeeds
        self.failed: BaseException | None = None
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

    @property
    def game_key(self) -> str:
        """What names this game in the statistics (its file and when it began), so that
        it is counted once however often its end is reached."""
        return f"{self.path.name}@{self.created.isoformat()}"

    def __call__(self, match: Match[Any, Any]) -> None:
        """Write the game as it is now; a finished game leaves the in-progress list."""
        if match.finished:
            self.finish(match)
            return
        self.write(self.encode(match), len(match.moves))

    def finish(self, match: Match[Any, Any]) -> None:
        """Count the finished game once and remove its file, in steps no kill can split.

        The file first gets the final move, so a kill leaves the finished game (which
        Continue does not offer) rather than its second-to-last move; the statistics then
        count it under :attr:`game_key` in one atomic write, and a game counted under that
        key is never counted again; only then are the backup and the file removed. Reaching
        the end again after a kill at any step (opening the finished file, or playing the
        last move again) counts nothing more and only removes the file.

        The game goes into the history (when :attr:`keep_history`) just before it is
        counted, under the same key: a game found there already is not kept again.
        """
        from .stats import record_finished

        if not self._counted:
            if self.path.exists():
                try:
                    self.write(self.encode(match), len(match.moves))
                except (OSError, ValueError):
                    pass  # a full disk: the counting below is what matters
            if self.keep_history:
                from . import history

                try:
                    history.keep(match, self.game_key)
                except (OSError, ValueError):
                    pass  # the end of a game never fails on the history
            record_finished(match, self.game_key)
            self._counted = True
        # the backup first: a crash in between must not leave a backup to bring back
        backup_path(self.path).unlink(missing_ok=True)
        self.path.unlink(missing_ok=True)

    def encode(self, match: Match[Any, Any]) -> bytes:
        """The file's bytes for ``match`` as it is now (the write itself is :meth:`write`,
        which may then run on another thread: the bytes are a snapshot)."""
        return encode_save(self.save_of(match))

    def write(self, data: bytes, moves: int) -> None:
        """Put ``data`` (from :meth:`encode`, a game of ``moves`` moves) on disk atomically.

        A failure is raised and kept in :attr:`failed` until a write succeeds: the next
        move's save, or :meth:`retry`, tries again (freed space is used at once).
        """
        try:
            write_atomic(self.path, data, backup_path(self.path))
        except BaseException as exc:
            self.failed = exc
            raise
        self.saved_moves = moves
        self.failed = None

    def retry(self, match: Match[Any, Any]) -> None:
        """Write ``match`` as it stands now, after a failed write (raises as :meth:`write`)."""
        self.write(self.encode(match), len(match.moves))

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
