"""GUI tests' set-up: the language manager (English, restored after the test) and real
main windows with instant animations."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEventLoop, QTimer
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


class PromptQtBot(QtBot):
    """pytest-qt's bot, whose ``waitUntil`` looks again every three milliseconds instead
    of every ten. Its condition is the same, and so is its timeout; only the wait after
    the condition comes true is shorter. A table waits for a bot's move from another
    thread, or for a timer, thousands of times in a game: at ten milliseconds a look, a
    whole game played through the window spent a good part of its time asleep. Every
    millisecond is no faster on a quiet machine and slower on a busy one, where the
    wake-ups compete with the work they wait for (see benchmarks/README.md)."""

    #: milliseconds between two looks at the condition
    poll_ms = 3

    def waitUntil(  # noqa: N802 (pytest-qt's name)
        self, callback: Callable[[], bool | None], *, timeout: int = 5000
    ) -> None:
        __tracebackhide__ = True
        deadline = time.monotonic() + timeout / 1000
        # one loop and one timer for the whole wait: events are handled between two
        # looks in a nested event loop, as pytest-qt's own wait() does
        loop = QEventLoop()
        timer = QTimer(loop)
        timer.setSingleShot(True)
        timer.setInterval(self.poll_ms)
        timer.timeout.connect(loop.quit)
        message = f"waitUntil timed out in {timeout} milliseconds"
        while True:
            try:
                result = callback()
            except AssertionError as error:
                if time.monotonic() > deadline:
                    raise TimeoutError(message) from error
            else:
                if result not in (None, True, False):
                    raise ValueError(
                        f"waitUntil() callback must return None, True or False, returned {result!r}"
                    )
                if result is None or result:
                    return
                if time.monotonic() > deadline:
                    raise TimeoutError(message)
            timer.start()
            loop.exec()

    wait_until = waitUntil


@pytest.fixture
def qtbot(qapp: QApplication, request: pytest.FixtureRequest) -> PromptQtBot:
    """pytest-qt's ``qtbot``, with a prompter ``waitUntil`` (:class:`PromptQtBot`)."""
    return PromptQtBot(request)


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
