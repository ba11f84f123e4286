"""GUI tests' set-up: the language manager (English, restored after the test) and real
main windows with instant animations."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from macaron_desktop.settings import Settings
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def normal_palette() -> Iterator[None]:
    """Each test starts and ends with the table's normal palette (the high-contrast
    setting switches the program's palette)."""
    from macaron_desktop.ui.table import palette

    palette.use(False)
    yield
    palette.use(False)


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    manager.apply("en")
    yield manager
    manager.apply("en")


@pytest.fixture
def make_window(qtbot: QtBot, languages: LanguageManager) -> Iterator[Callable[..., MainWindow]]:
    """A shown main window (1280×800 unless told) with instant animations and the given
    settings.

    The window is not painted after every change, only when the test grabs it and once
    at the end of the test: the frames in between are what no test looks at, and they
    were a good part of the GUI tests' time. The final paint draws everything on the
    screen then, so a drawing that fails still fails the test.
    """
    made: list[MainWindow] = []

    def make(size: tuple[int, int] = (1280, 800), **settings: Any) -> MainWindow:
        values = {"animation_speed": "instant", "confirm_leave_game": False, **settings}
        window = MainWindow(Settings(**values), languages)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.setUpdatesEnabled(False)
        made.append(window)
        return window

    yield make
    for window in made:
        if shiboken6.isValid(window) and window.isVisible():
            window.setUpdatesEnabled(True)
            window.grab()


@pytest.fixture
def toy_library(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game alone on the library (its match is ``save_cases.toy_match(3, 0)``);
    its 'table' is a label whose session plays on at once, so that the window's plumbing
    (saves, leaving, files) can be tested without a real table."""
    from save_cases import toy_match

    from macaron_desktop.core.savegame import Autosave
    from macaron_desktop.games.toy.spec import SPEC
    from macaron_desktop.ui import catalog
    from macaron_desktop.ui.catalog import GameEntry

    def new_game(window: MainWindow) -> None:
        match = toy_match(3, 0)
        window.open_match(match, Autosave.for_new_game(match))

    def create_table(session: Any, window: MainWindow) -> Any:
        from PySide6.QtWidgets import QLabel

        session.moved.connect(lambda *_: session.advance())
        return QLabel("toy table")

    entry = GameEntry(SPEC._replace(picture="library/macaron.svg"), new_game, create_table)
    monkeypatch.setattr(catalog, "_ENTRIES", [entry])
    monkeypatch.setattr(catalog, "_loaded", True)
