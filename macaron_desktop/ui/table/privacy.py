"""The privacy screen of a hot-seat game: hides the table while the computer changes hands."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QHideEvent, QKeyEvent, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ..words import fill

# opaque, so not a corner of a card shows through
SCREEN_COLOUR = QColor("#F6EFE4")

PRIVACY_STYLE = """
QFrame#PrivacyPanel { background: #FFFBF4; border: 1px solid #E2CFB6; border-radius: 18px; }
QLabel#PrivacyTitle { font-size: 24px; font-weight: 600; color: #4A3020; }
QPushButton#PrivacyButton { font-size: 17px; padding: 10px 24px; }
"""


class PrivacyScreen(QWidget):
    """Covers its whole parent (the table) until the named player says they are there.

    :meth:`show_for` puts it up for a player; the button (or Enter or Space) takes it down
    and emits :attr:`revealed`. While it is up, neither mouse nor keys reach the table.
    """

    # the player at the computer asked to see their cards
    revealed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("PrivacyScreen")
        self.setStyleSheet(PRIVACY_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_NoMousePropagation)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._name = ""
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        self.panel = QFrame()
        self.panel.setObjectName("PrivacyPanel")
        panel_layout = QVBoxLayout(self.panel)
        panel_layout.setContentsMargins(48, 36, 48, 36)
        panel_layout.setSpacing(24)
        self.panel.setMinimumWidth(420)
        self.title = QLabel()
        self.title.setObjectName("PrivacyTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it holds a player's name
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setObjectName("PrivacyButton")
        self.button.setAutoDefault(True)  # Enter clicks it (Space always does)
        self.button.setDefault(True)
        self.button.clicked.connect(self.reveal)
        panel_layout.addWidget(self.title)
        panel_layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(self.panel, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self.setFocusProxy(self.button)
        parent.installEventFilter(self)
        self.retranslate()
        self.hide()

    @property
    def player_name(self) -> str:
        """The player the computer is passed to."""
        return self._name

    def show_for(self, name: str) -> None:
        """Hide the table until ``name`` is at the computer."""
        self._name = name
        self.retranslate()
        self._cover()
        self.show()
        self.raise_()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def reveal(self) -> None:
        """Take the screen down, give the keyboard back to the table and say so."""
        if not self.isVisible():
            return
        self.hide()
        parent = self.parentWidget()
        if parent is not None:
            parent.setFocus(Qt.FocusReason.OtherFocusReason)
        self.revealed.emit()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(
            fill(QCoreApplication.translate("PrivacyScreen", "Pass the computer to %1"), self._name)
        )
        self.button.setText(
            fill(QCoreApplication.translate("PrivacyScreen", "I am %1 — show my cards"), self._name)
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _cover(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Keep covering the parent when it is resized."""
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._cover()
        return False

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        """The table's accessibility tree shows nothing from now on."""
        super().showEvent(event)
        self._table_changed()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt name)
        """The table's accessibility tree shows the table again."""
        super().hideEvent(event)
        self._table_changed()

    def _table_changed(self) -> None:
        # the screen changes no item of the table, so the table's accessibility model
        # (the view's ``accessibility``) is told to work its tree out again
        changed = getattr(getattr(self.parentWidget(), "accessibility", None), "changed", None)
        if callable(changed):
            changed()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        """Enter or Space anywhere on the screen reveals; other keys stay here."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.reveal()
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802 (Qt names)
        """Tab stays on the button: the table behind must not take the keyboard."""
        self.button.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        """An opaque cloth over the whole table."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), SCREEN_COLOUR)
        painter.end()
