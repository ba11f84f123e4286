"""Unexpected errors: logged to the user log folder and shown, never fatal.

``install_error_handler`` replaces ``sys.excepthook``. Under PySide6, an exception raised
in a slot or event handler reaches that hook, so the program keeps running after it.
"""

from __future__ import annotations

import logging
import sys
import traceback
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QApplication

from .. import __version__, paths

if TYPE_CHECKING:
    from .error_details import ErrorDialog

LOG = logging.getLogger("macaron_desktop")
LOG_FILE = "macaron-desktop.log"


def setup_logging() -> None:
    """Log warnings and errors to a rotating file in the user log folder."""
    from logging.handlers import RotatingFileHandler

    if any(isinstance(h, RotatingFileHandler) for h in LOG.handlers):
        return
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            folder / LOG_FILE, maxBytes=512_000, backupCount=2, encoding="utf-8"
        )
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
