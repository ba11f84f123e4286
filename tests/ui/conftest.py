"""GUI tests' set-up: the language manager (English, restored after the test) and real
main windows with instant animations."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from macaron_desktop.settings import Settings
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    manager.apply("en")
    yield manager
    manager.apply("en")


@pytest.fixture
def make_window(qtbot: QtBot, languages: LanguageManager) -> Callable[..., MainWindow]:
    """A shown main window (1280×800 unless told) with instant animations and the given
    settings."""

    def make(size: tuple[int, int] = (1280, 800), **settings: Any) -> MainWindow:
        values = {"animation_speed": "instant", "confirm_leave_game": False, **settings}
        window = MainWindow(Settings(**values), languages)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make
