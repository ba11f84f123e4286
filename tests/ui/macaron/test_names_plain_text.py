"""Player names are shown as the player typed them, never as rich text (issue 9, point 7)."""

from __future__ import annotations

from collections.abc import Callable

from macaron_gestures import GesturePlayer, open_game
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.ui.main_window import MainWindow

NAME = "<b><img src=x>"


def shown(label: QLabel) -> str:
    """The text a label really draws."""
    text = label.text()
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.PlainText or (
        fmt == Qt.TextFormat.AutoText and not GuiQt.mightBeRichText(text)
    ):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def test_a_name_made_of_tags_is_drawn_as_typed(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    seats = [SeatSpec(NAME, "human")] + [
        SeatSpec(f"<i>Bot {i}</i>", "bot", "basic") for i in (1, 2, 3)
    ]
    table = open_game(make_window(), qtbot, "4p", 5, seats)
    player = GesturePlayer(qtbot, table, 5)
    seen_in: set[str] = set()
    for _ in range(400):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        for label in table.window_.findChildren(QLabel):
            if not label.isVisible():
                continue
            text = shown(label)
            assert "\ufffc" not in text, label.objectName()  # no image was drawn
            if NAME in text or "<i>Bot 1</i>" in text:
                seen_in.add(label.objectName() or "overlay")
        if table.summary.isVisible():
            break
        player.step()
    assert {"GameScores", "GameStatus"} <= seen_in
    assert table.summary.isVisible() and "overlay" in seen_in


def test_the_side_panel_heading_stays_formatted(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    """Escaping the names must not escape the game's own markup above them."""
    table = open_game(make_window(), qtbot, "4p", 5)
    text = shown(table.scores)
    assert "4 players" in text and "<b>" not in text and "<br>" not in text
