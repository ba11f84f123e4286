"""Unexpected errors: logged to the user log folder and shown, never fatal.

``install_error_handler`` replaces ``sys.excepthook``. Under PySide6, an exception raised
in a slot or event handler reaches that hook, so the program keeps running after it.
"""

from __future__ import annotations

import logging
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QApplication

from .. import __version__, paths

if TYPE_CHECKING:
    from .error_details import ErrorDialog

LOG = logging.getLogger("macaron_desktop")
LOG_FILE = "macaron-desktop.log"


class LogFile(logging.FileHandler):
    """The app's log file, kept small: when a record would take it past ``most`` bytes,
    it becomes ``<name>.1`` (the older ``.1`` becomes ``.2``, the oldest goes) and a new
    file is begun. (The standard library's ``RotatingFileHandler`` does the same, but
    ``logging.handlers`` brings sockets, pickling and queues into every start.)"""

    def __init__(self, path: Path, most: int = 512_000, keep: int = 2) -> None:
        super().__init__(path, encoding="utf-8", delay=True)
        self.most = most
        self.keep = keep

    def emit(self, record: logging.LogRecord) -> None:
        """Write ``record``, first starting a new file if it would grow too large."""
        try:
            path = Path(self.baseFilename)
            text = self.format(record)
            size = (
                self.stream.tell() if self.stream else (path.stat().st_size if path.exists() else 0)
            )
            if size and size + len(text.encode("utf-8")) + 1 > self.most:
                self._roll(path)
            if self.stream is None:
                self.stream = self._open()
            self.stream.write(text + self.terminator)  # formatted once, not again
            self.flush()
        except RecursionError:  # as the standard handlers do: a bug to surface
            raise
        except Exception:  # noqa: BLE001 - a log must never raise into the app
            self.handleError(record)

    def _roll(self, path: Path) -> None:
        if self.stream:
            self.stream.close()
            self.stream = None  # type: ignore[assignment]
        for n in range(self.keep, 0, -1):
            older = path.with_name(f"{path.name}.{n}")
            newer = path.with_name(f"{path.name}.{n - 1}") if n > 1 else path
            if newer.exists():
                newer.replace(older)


def setup_logging() -> None:
    """Log warnings and errors to a small rotating file in the user log folder."""
    if any(isinstance(h, LogFile) for h in LOG.handlers):
        return
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler = LogFile(folder / LOG_FILE)
    except OSError:
        return  # no log folder: the dialog still shows the details
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    LOG.addHandler(handler)
    LOG.setLevel(logging.INFO)


class ErrorHandler:
    """The ``sys.excepthook`` of the running app."""

    def __init__(self) -> None:
        self.dialogs: list[ErrorDialog] = []
        self._showing = False

    def __call__(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        """Log the exception and show it; never raise from here."""
        details = f"Macaron Desktop {__version__}, Python {sys.version.split()[0]}\n" + "".join(
            traceback.format_exception(exc_type, exc, tb)
        )
        LOG.error("unexpected error\n%s", details)
        if issubclass(exc_type, KeyboardInterrupt):
            QApplication.quit()
            return
        if self._showing or QApplication.instance() is None:
            sys.stderr.write(details)
            return
        self._showing = True
        try:
            from .error_details import ErrorDialog

            dialog = ErrorDialog(details, QApplication.activeWindow())
            dialog.finished.connect(lambda _r, d=dialog: self._forget(d))
            self.dialogs.append(dialog)
            dialog.open()
        except Exception:  # noqa: BLE001 - the last line of defence must not fail
            sys.stderr.write(details)
        finally:
            self._showing = False

    def _forget(self, dialog: ErrorDialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)


def install_error_handler() -> ErrorHandler:
    """Log to the user log folder and route every uncaught exception to a dialog."""
    setup_logging()
    handler = ErrorHandler()
    sys.excepthook = handler
    return handler


def __getattr__(name: str) -> Any:
    # ``ErrorDialog`` lives in ``error_details`` and loads with the first error; asking
    # this module for it still works.
    if name == "ErrorDialog":
        from .error_details import ErrorDialog

        return ErrorDialog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
