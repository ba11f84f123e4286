"""The window that shows an unexpected error, with its details one click away.

Kept apart from ``error_dialog`` (the hook, installed at start-up) so that its widgets
load only when an error happens.
"""

from __future__ import annotations

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
