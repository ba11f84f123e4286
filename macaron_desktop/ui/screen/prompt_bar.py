"""The bar under the table that asks a generic prompt: yes/no, or one of a few options.

The game screen shows it for a ``Confirm`` (two buttons) and for a ``ChooseOne`` whose
options the board does not show on its own items (a row of buttons). Keys work as on the
table: left and right move between the buttons, Enter or Space picks, Escape says no.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

BAR_STYLE = """
QWidget#PromptBar { background: #FFF6E6; border-top: 1px solid #E2CFB6; }
QLabel#PromptText { color: #4A3020; font-size: 14px; font-weight: 600; }
QPushButton[focusedOption="true"] { border: 2px solid #3B6FB6; }
"""


class PromptBar(QWidget):
    """A question and its answers as buttons; :attr:`chosen` gives the answer's index."""

    #: the player picked answer ``index`` (0 is "yes" for a yes/no question)
    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(BAR_STYLE)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(12, 6, 12, 6)
        self.text = QLabel()
        self.text.setObjectName("PromptText")
        self.text.setWordWrap(True)
        self._layout.addWidget(self.text, 1)
        self.buttons: list[QPushButton] = []
        self.focus_index = 0
        #: the answer Escape gives (the "no" of a yes/no question), or None
        self.cancel_index: int | None = None
        self.hide()

    def ask(self, text: str, answers: Sequence[str], cancel_index: int | None = None) -> None:
        """Show ``text`` with one button per answer."""
        for button in self.buttons:
            self._layout.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        self.text.setText(text)
        for index, answer in enumerate(answers):
            button = QPushButton(answer)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _checked=False, i=index: self.chosen.emit(i))
            self._layout.addWidget(button)
            self.buttons.append(button)
        self.cancel_index = cancel_index
        self.focus_index = 0
        self._show_focus()
        self.show()

    def relabel(self, text: str, answers: Sequence[str]) -> None:
        """New words for the same question (the language changed)."""
        self.text.setText(text)
        for button, answer in zip(self.buttons, answers, strict=False):
            button.setText(answer)

    def dismiss(self) -> None:
        """Hide the bar (the question was answered or is no longer asked)."""
        self.hide()

    def on_key(self, action: str) -> bool:
        """A table key while the bar is up; True when the bar used it."""
        if not self.isVisible() or not self.buttons:
            return False
        if action in ("left", "up"):
            self.focus_index = (self.focus_index - 1) % len(self.buttons)
        elif action in ("right", "down"):
            self.focus_index = (self.focus_index + 1) % len(self.buttons)
        elif action == "first":
            self.focus_index = 0
        elif action == "last":
            self.focus_index = len(self.buttons) - 1
        elif action in ("select", "activate"):
            self.chosen.emit(self.focus_index)
            return True
        elif action == "cancel" and self.cancel_index is not None:
            self.chosen.emit(self.cancel_index)
            return True
        else:
            return False
        self._show_focus()
        return True

    def _show_focus(self) -> None:
        for index, button in enumerate(self.buttons):
            button.setProperty("focusedOption", index == self.focus_index)
            button.style().unpolish(button)
            button.style().polish(button)
