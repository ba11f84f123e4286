"""Unexpected errors: logged to the user log folder and shown, never fatal.

``install_error_handler`` replaces ``sys.excepthook``. Under PySide6, an exception raised
in a slot or event handler reaches that hook, so the program keeps running after it.
"""

from __future__ import annotations

import logging
import sys
import traceback
from logging.handlers import RotatingFileHandler
from types import TracebackType

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import __version__, paths

LOG = logging.getLogger("macaron_desktop")
LOG_FILE = "macaron-desktop.log"


def setup_logging() -> None:
    """Log warnings and errors to a rotating file in the user log folder."""
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


class ErrorDialog(QDialog):
    """Says that something went wrong, with the details one click away and copyable."""

    def __init__(self, details: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ErrorDialog")
        self.details = details
        self.setWindowTitle(QCoreApplication.translate("ErrorDialog", "Something went wrong"))
        layout = QVBoxLayout(self)
        self.message = QLabel(
            QCoreApplication.translate(
                "ErrorDialog",
                "Macaron Desktop ran into an unexpected problem. Your game is still open; "
                "the details were written to the log file.",
            )
        )
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.text = QPlainTextEdit(details)
        self.text.setReadOnly(True)
        self.text.setMinimumSize(520, 180)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(QCoreApplication.translate("ErrorDialog", "&Copy details"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def copy_details(self) -> None:
        """Put the details on the clipboard."""
        QApplication.clipboard().setText(self.details)


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
