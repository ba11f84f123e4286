"""Continue, Load game, Delete, Save as and Open file, driven through the window."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.savegame import Autosave, list_saves, read_save, saves_dir
from macaron_desktop.games.toy.rules import GAME, Bid
from macaron_desktop.games.toy.spec import SPEC as TOY_SPEC
from macaron_desktop.settings import Settings
from macaron_desktop.ui import catalog
from macaron_desktop.ui.catalog import GameEntry
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow

RunApp = Callable[..., subprocess.CompletedProcess[str]]


SEATS = [SeatSpec("Ana"), SeatSpec("Robot", "bot", "random")]


def toy_match(seed: int = 3) -> Match:
    return Match(GAME, {"players": 2}, seed, SEATS)


@pytest.fixture(autouse=True)
def toy_in_library(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A stand-in game whose 'table' is a label, so the window's plumbing can be tested."""

    def new_game(window: MainWindow) -> None:
        match = toy_match()
        window.open_match(match, Autosave.for_new_game(match))

    def create_table(session, window: MainWindow) -> QLabel:
        session.moved.connect(lambda *_: session.advance())  # no animations to wait for
        return QLabel("toy table")

    # the toy game's spec, with a picture for its tile (it has no table of its own)
    spec = TOY_SPEC._replace(picture="library/macaron.svg")
    entry = GameEntry(spec, new_game, create_table)
    monkeypatch.setattr(catalog, "_ENTRIES", [entry])
    monkeypatch.setattr(catalog, "_loaded", True)
    yield


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication) -> MainWindow:
    languages = LanguageManager()
    languages.apply("en")
    win = MainWindow(Settings(confirm_leave_game=False), languages)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def start_and_play_a_bit(window: MainWindow, qtbot: QtBot) -> None:
    window.library.tiles[0].play.click()
    assert window.session is not None
    window.session.advance()
    assert window.session.propose(0, Bid(1)) is None
    qtbot.waitUntil(lambda: len(window.session.match.moves) == 2)


def test_new_game_is_autosaved_and_continue_resumes_it(window: MainWindow, qtbot: QtBot) -> None:
    assert not window.library.continue_button.isVisible()
    start_and_play_a_bit(window, qtbot)
    moves = list(window.session.match.moves)
    # the autosave is written on its own thread: it reaches the disk soon, not at once
    qtbot.waitUntil(lambda: len(list_saves()) == 1)
    window.leave_game()
    assert window.stack.currentWidget() is window.library
    assert window.library.continue_button.isVisible()
    assert "Toy" in window.library.continue_button.text()
    window.library.continue_button.click()
    assert window.session is not None
    assert window.session.match.moves == moves


def test_leaving_asks_first_when_the_setting_says_so(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.settings = Settings(confirm_leave_game=True)
    start_and_play_a_bit(window, qtbot)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not window.leave_game()
    assert window.session is not None
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert window.leave_game()
    assert window.session is None


def test_load_dialog_lists_opens_and_deletes(window: MainWindow, qtbot: QtBot) -> None:
    start_and_play_a_bit(window, qtbot)
    window.leave_game()
    (saves_dir() / "broken.json").write_text("{ nope", encoding="utf-8")
    window.open_load_dialog()
    dialog = window.load_dialog
    assert dialog.tree.topLevelItemCount() == 2
    texts = [dialog.tree.topLevelItem(i).text(2) for i in range(2)]
    assert "Ana, Robot" in texts
    assert any("damaged" in t for t in texts)
    # delete the broken one, confirming in the question box
    broken_row = next(i for i, e in enumerate(dialog.entries) if e.save is None)
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(broken_row))
    assert not dialog.open_button.isEnabled()
    dialog.delete_button.click()
    dialog.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert dialog.tree.topLevelItemCount() == 1
    assert not (saves_dir() / "broken.json").exists()
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
    dialog.open_button.click()
    assert window.session is not None and len(window.session.match.moves) == 2


def test_delete_can_be_cancelled(window: MainWindow, qtbot: QtBot) -> None:
    start_and_play_a_bit(window, qtbot)
    window.leave_game()
    window.open_load_dialog()
    dialog = window.load_dialog
    dialog.delete_button.click()
    dialog.confirm_box.button(QMessageBox.StandardButton.No).click()
    assert len(list_saves()) == 1


def test_save_as_and_open_file(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_and_play_a_bit(window, qtbot)
    copy = tmp_path / "elsewhere" / "my game.json"
    monkeypatch.setattr(window, "ask_save_path", lambda: str(copy))
    window.save_as()
    assert len(read_save(copy).moves) == 2
    window.leave_game()
    before = copy.read_bytes()
    monkeypatch.setattr(window, "ask_open_path", lambda: str(copy))
    window.open_file()
    assert window.session is not None and len(window.session.match.moves) == 2
    # it goes on as a new save in the saves folder; the chosen file is never written over
    window.session.propose(0, window.session.match.legal_actions(0)[0])
    assert copy.read_bytes() == before


def test_a_broken_file_is_reported_and_left_untouched(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{"format": "macaron-desktop-save", "version": 2, "game_id": 5}')
    before = bad.read_bytes()
    monkeypatch.setattr(window, "ask_open_path", lambda: str(bad))
    window.open_file()
    assert window.session is None
    assert window.problem_box.isVisible()
    assert "damaged" in window.problem_box.text()
    assert bad.read_bytes() == before


def test_finished_games_leave_the_list_and_show_in_statistics(
    window: MainWindow, qtbot: QtBot
) -> None:
    start_and_play_a_bit(window, qtbot)
    session = window.session
    bot = RandomBot()
    while not session.match.finished:
        qtbot.waitUntil(lambda: session.match.finished or 0 in session.match.seats_to_act())
        if session.match.finished:
            break
        session.propose(0, session.match.bot_choice(0, bot))
    qtbot.waitUntil(lambda: session.match.finished)
    assert list_saves() == []
    window.leave_game()
    assert not window.library.continue_button.isVisible()
    window.open_statistics()
    tree = window.stats_dialog.tree
    assert tree.topLevelItemCount() == 1
    assert tree.topLevelItem(0).text(2) == "1"


def test_resume_smoke_prints_a_summary(tmp_path: Path, run_app: RunApp) -> None:
    match = toy_match(5)
    match.play(0, Bid(1))
    path = tmp_path / "g.json"
    Autosave(path)(match)
    done = run_app("--resume", str(path), "--smoke")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("toy 2p: Ana (human), Robot (bot random); round 1;")
    assert "1 moves" in done.stdout


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"[1]", json.dumps({"format": "macaron-desktop-save", "version": 99}).encode()],
)
def test_resume_smoke_reports_a_broken_file_in_one_line(
    content: bytes, tmp_path: Path, run_app: RunApp
) -> None:
    path = tmp_path / "g.json"
    path.write_bytes(content)
    done = run_app("--resume", str(path), "--smoke")
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert path.read_bytes() == content


def test_resume_smoke_on_a_missing_file(tmp_path: Path, run_app: RunApp) -> None:
    done = run_app("--resume", str(tmp_path / "nope.json"), "--smoke")
    assert done.returncode == 2 and "no savegame" in done.stderr


def test_continue_is_offered_at_start_up_for_a_saved_game(qtbot: QtBot, qapp: QApplication) -> None:
    match = toy_match(7)
    match.play(0, Bid(2))
    Autosave.for_new_game(match)(match)
    languages = LanguageManager()
    languages.apply("en")
    win = MainWindow(Settings(confirm_leave_game=False), languages)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(win.library.continue_button.isVisible)
    assert win.continue_action.isEnabled()
    win.continue_action.trigger()
    assert win.session is not None and win.session.match.moves == match.moves
