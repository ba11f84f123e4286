"""The window when a save cannot be written, or comes from outside the saves folder (issue 22)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from save_cases import toy_match

from macaron_desktop.core.savegame import (
    Autosave,
    read_save,
    save_from_match,
    saves_dir,
    write_save,
)
from macaron_desktop.settings import Settings
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def toy_in_library(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy game on the library (its 'table' is a label whose session plays on)."""
    from macaron_desktop.games.toy.spec import SPEC
    from macaron_desktop.ui import catalog
    from macaron_desktop.ui.catalog import GameEntry

    def new_game(window: MainWindow) -> None:
        match = toy_match(3, 0)
        window.open_match(match, Autosave.for_new_game(match))

    def create_table(session, window: MainWindow) -> QLabel:
        session.moved.connect(lambda *_: session.advance())
        return QLabel("toy table")

    entry = GameEntry(SPEC._replace(picture="library/macaron.svg"), new_game, create_table)
    monkeypatch.setattr(catalog, "_ENTRIES", [entry])
    monkeypatch.setattr(catalog, "_loaded", True)
    yield


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    manager.apply("en")
    yield manager
    manager.apply("en")


def new_window(qtbot: QtBot, languages: LanguageManager, confirm: bool = False) -> MainWindow:
    window = MainWindow(Settings(confirm_leave_game=confirm), languages)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def play_one(window: MainWindow, qtbot: QtBot) -> None:
    """The human's next move (the bot answers on its own)."""
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: 0 in session.match.seats_to_act() or session.match.finished)
    assert session.propose(0, session.match.legal_actions(0)[0]) is None


# -- point 6: a file from outside the saves folder is copied, never written ------------------


def test_resume_of_a_file_outside_the_saves_folder_never_writes_it(
    qtbot: QtBot, languages: LanguageManager, tmp_path: Path
) -> None:
    outside = tmp_path / "elsewhere" / "my game.json"
    write_save(outside, save_from_match(toy_match(3, 2)))
    before = outside.read_bytes()
    window = new_window(qtbot, languages)
    assert window.resume_path(outside)  # what --resume FILE does
    session = window.session
    assert session is not None and len(session.match.moves) == 2
    play_one(window, qtbot)
    assert session.flush_saves()
    window.close_game()
    assert outside.read_bytes() == before
    assert sorted(p.name for p in outside.parent.iterdir()) == ["my game.json"]  # no .bak
    [copy] = [p for p in saves_dir().iterdir() if p.suffix == ".json"]
    assert len(read_save(copy).moves) > 2  # the game goes on in the saves folder


def test_resume_of_a_save_in_the_saves_folder_goes_on_in_its_own_file(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    match = toy_match(3, 2)
    own = Autosave.for_new_game(match)
    own(match)
    window = new_window(qtbot, languages)
    assert window.resume_path(own.path)
    play_one(window, qtbot)
    assert window.session is not None and window.session.flush_saves()
    window.close_game()
    assert [p.name for p in saves_dir().glob("*.json")] == [own.path.name]
    assert len(read_save(own.path).moves) > 2


# -- point 7: a finish a kill interrupted is completed, and counted once --------------------


def test_opening_a_finished_save_left_by_a_kill_counts_nothing_more(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    from macaron_desktop.core.stats import load_stats, record_finished

    match = toy_match(3, 999)
    assert match.finished
    autosave = Autosave.for_new_game(match)
    autosave.write(autosave.encode(match), len(match.moves))  # the finish's first step
    record_finished(match, autosave.game_key)  # its second; then the app was killed
    window = new_window(qtbot, languages)
    window.open_load_dialog()
    dialog = window.load_dialog
    [entry] = dialog.entries
    assert entry.finished
    dialog.open_selected()
    assert window.session is not None and window.session.match.finished
    assert load_stats()["toy"]["2p"].played == 1
    assert not autosave.path.exists()
