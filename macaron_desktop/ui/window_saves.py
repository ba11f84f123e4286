"""The saves folder as the main window sees it: recovery at start and the Continue game.

At start the window brings back what a killed write left behind (:func:`recover_saves_folder`)
and checks every save off the GUI thread (:class:`SavesScan`) to show the library's Continue
button; :class:`ContinueScan`, a mixin of :class:`~macaron_desktop.ui.main_window.MainWindow`,
runs that scan and refreshes the button.
"""

from __future__ import annotations

import logging
import os
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QThread, QTimer, Signal

from . import catalog
from .catalog import game_name
from .words import join_parts

if TYPE_CHECKING:
    from ..core.savegame import SaveEntry
    from .library import LibraryPage

LOG = logging.getLogger("macaron_desktop")


def recover_saves_folder() -> None:
    """Bring back what a killed write left in the saves folder (before any game can start).

    Costs one directory listing when there is nothing to do; the savegame code is only
    loaded after a crash.
    """
    from ..core.save_index import interrupted_writes

    if not interrupted_writes():
        return
    from ..core.savegame import recover_interrupted_writes

    try:
        recover_interrupted_writes()
    except Exception:  # noqa: BLE001 - the library opens whatever happens
        LOG.exception("recovering the saves folder failed")


def continue_entry(entries: list[SaveEntry]) -> SaveEntry | None:
    """The newest save that opens, is not over, and whose game this window can show."""
    from .load_dialog import playable

    return next((e for e in entries if playable(e) and not e.finished), None)


class SavesScan(QThread):
    """Start-up's look at the saves folder, off the GUI thread so the window shows at once.

    Judges every save with the full check (read, validate, replay), which needs pydantic
    and the games' rules; the window picks the Continue game from the result.
    """

    found = Signal(object)  # list[SaveEntry]

    def run(self) -> None:
        """Check every file of the saves folder."""
        from ..core.savegame import list_saves

        try:
            entries = list_saves(stop=self.isInterruptionRequested)
        except Exception:  # noqa: BLE001 - a Continue button is never worth a crash
            LOG.exception("looking at the saves folder failed")
            entries = []
        self.found.emit(entries)


class ContinueScan:
    """The start-up scan of the saves and the library's Continue button; mixed into the window."""

    library: LibraryPage
    library_ready: bool
    library_refreshed: Any
    _scan: SavesScan | None
    _scan_stopped: bool
    _scan_stale: bool
    _scan_deadline: float
    _painted: bool

    def _start_scan(self) -> None:
        if self._scan_stale or self._scan is not None or self._scan_stopped:
            return
        from ..core.save_index import BACKUP_SUFFIX, SUFFIX, saves_dir

        try:
            names = os.listdir(saves_dir())
        except OSError:
            names = []
        kinds = (SUFFIX, SUFFIX + BACKUP_SUFFIX)  # a game may be left in its backup alone
        if not any(n.endswith(kinds) and not n.startswith(".") for n in names):
            self._show_continue(None)  # nothing to check: no thread, no pydantic
            return
        # Wait for the first paint: the check's imports would compete with it for the GIL.
        now = time.monotonic()
        if not self._scan_deadline:
            self._scan_deadline = now + 1.0
        if not self._painted and now < self._scan_deadline:
            QTimer.singleShot(10, self._start_scan)
            return
        scan = SavesScan()
        scan.found.connect(self._scan_done)
        self._scan = scan
        scan.start()

    def _scan_done(self, entries: list[SaveEntry]) -> None:
        if self._scan is not None:
            self._scan.wait()
            self._scan = None
        if not self._scan_stale:  # a refresh since then knows better
            self._show_continue(continue_entry(entries))

    def _stop_scan(self) -> None:
        # A start still waiting on a timer must not begin once the app is closing: the
        # thread would outlive the window, and Qt aborts on a running thread destroyed.
        self._scan_stopped = True
        if self._scan is not None:
            # It stops before its next file; one file's check is bounded (size, depth,
            # moves), so this wait ends, and Qt never sees a running thread destroyed.
            self._scan.requestInterruption()
            self._scan.wait()

    def refresh_library(self) -> None:
        """Update the Continue button (with the full check of the saves) and the actions."""
        from ..core.savegame import list_saves

        self._scan_stale = True
        self._show_continue(continue_entry(list_saves()))

    def _show_continue(self, entry: SaveEntry | None) -> None:
        label = None
        if entry is not None and entry.save is not None:
            label = game_name(entry.save.game_id)
            mode = entry.summary.mode if entry.summary is not None else ""
            if mode:
                label = join_parts([label, catalog.mode_label(entry.save.game_id, mode)])
        self.library.set_continue(label)
        self._update_actions()
        self.library_ready = True
        self.library_refreshed.emit()
