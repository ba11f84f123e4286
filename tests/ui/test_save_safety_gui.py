"""The window with a saves folder full of trouble, crashed writes and a full disk (issue 9)."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from save_cases import (
    bad_content_cases,
    data_of,
    make_special_files,
    snapshot,
    toy_match,
    write_json,
)

from macaron_desktop.core.savegame import save_from_match, saves_dir
from macaron_desktop.settings import Settings
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow

RunApp = Callable[..., subprocess.CompletedProcess[str]]


def fill_with_trouble(folder: Path) -> list[str]:
    """Every kind of bad file, and two good saves; returns the good ones, newest first."""
    folder.mkdir(parents=True, exist_ok=True)
    make_special_files(folder)
    for name, make in bad_content_cases().items():
        write_json(folder / f"bad-{name.replace(' ', '-').replace(chr(39), '')}.json", make())
    write_json(
        folder / "good-old.json", {**data_of(toy_match(1, 2)), "updated": "2026-01-01T10:00:00Z"}
    )
    write_json(
        folder / "good-new.json", {**data_of(toy_match(2, 3)), "updated": "2026-02-01T10:00:00Z"}
    )
    return ["good-new.json", "good-old.json"]


_MANAGERS: list[LanguageManager] = []


def new_window(qtbot: QtBot, language: str = "en") -> MainWindow:
    languages = LanguageManager()
    _MANAGERS.append(languages)
    languages.apply(language)
    window = MainWindow(Settings(confirm_leave_game=False), languages)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture(autouse=True)
def toy_in_library(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy game on the library (its 'table' is a label), and English afterwards."""
    from macaron_desktop.core import savegame
    from macaron_desktop.ui import catalog
    from macaron_desktop.ui.catalog import GameEntry

    def new_game(window: MainWindow) -> None:
        match = toy_match(3, 0)
        window.open_match(match, savegame.Autosave.for_new_game(match))

    def create_table(session, window: MainWindow) -> QLabel:
        session.moved.connect(lambda *_: session.advance())
        return QLabel("toy table")

    from macaron_desktop.games.toy.spec import SPEC

    entry = GameEntry(SPEC._replace(picture="library/macaron.svg"), new_game, create_table)
    monkeypatch.setattr(catalog, "_ENTRIES", [entry])
    monkeypatch.setattr(catalog, "_loaded", True)
    yield
    for manager in _MANAGERS:
        manager.apply("en")
    _MANAGERS.clear()


def test_a_folder_full_of_trouble_offers_exactly_the_two_good_saves(
    qtbot: QtBot, qapp: QApplication
) -> None:
    good = fill_with_trouble(saves_dir())
    before = snapshot(saves_dir())
    start = time.perf_counter()
    window = new_window(qtbot)
    qtbot.waitUntil(lambda: window.library_ready, timeout=10_000)
    assert time.perf_counter() - start < 5
    assert window.library.continue_button.isVisible()
    window.open_load_dialog()
    dialog = window.load_dialog
    offered = [e.path.name for e in dialog.entries if e.ok]
    assert offered == good
    damaged = [e for e in dialog.entries if not e.ok]
    assert len(damaged) == len(dialog.entries) - 2
    for row, entry in enumerate(dialog.entries):
        dialog.tree.setCurrentItem(dialog.tree.topLevelItem(row))
        assert dialog.open_button.isEnabled() == entry.ok
        if not entry.ok:
            assert dialog.tree.topLevelItem(row).text(2), entry.path.name  # the reason
    dialog.reject()
    window.continue_game()
    assert window.session is not None and len(window.session.match.moves) == 3
    window.close_game()
    # playing the good game rewrote its own file only
    after = snapshot(saves_dir())
    changed = {n for n in set(before) | set(after) if before.get(n) != after.get(n)}
    assert changed <= {"good-new.json", "good-new.json.bak"}


def test_the_app_starts_quickly_next_to_a_folder_full_of_trouble(
    run_app: RunApp, user_home: Path
) -> None:
    folder = user_home / "data" / "saves"
    fill_with_trouble(folder)
    before = snapshot(folder)
    start = time.perf_counter()
    done = run_app("--smoke")
    assert done.returncode == 0, done.stderr
    assert time.perf_counter() - start < 20
    assert "Traceback" not in done.stderr
    assert snapshot(folder) == before


def test_list_saves_marks_every_other_file_damaged(run_app: RunApp, user_home: Path) -> None:
    folder = user_home / "data" / "saves"
    good = fill_with_trouble(folder)
    before = snapshot(folder)
    done = run_app("--list-saves")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    names = sorted(p.name for p in folder.iterdir())
    assert sorted(line.split("\t")[0] for line in lines) == names
    for line in lines:
        name, game, mode, round_, scores, status = line.split("\t")
        if name in good:
            assert (game, status) == ("toy", "ok"), line
            assert round_ == "round 1" and scores.startswith("scores "), line
        else:
            assert status.startswith("damaged: ") and status.endswith("."), line
    assert snapshot(folder) == before


def test_start_up_after_a_crash_between_the_renames_offers_the_game(qtbot: QtBot) -> None:
    folder = saves_dir()
    folder.mkdir(parents=True)
    text = save_from_match(toy_match(5, 3)).model_dump_json(indent=1)
    (folder / "toy-x.json.bak").write_text(text, encoding="utf-8")
    (folder / ".toy-x.json.777.tmp").write_text(text[:-10], encoding="utf-8")
    window = new_window(qtbot)
    qtbot.waitUntil(lambda: window.library_ready, timeout=10_000)
    assert window.library.continue_button.isVisible()
    window.continue_game()
    assert window.session is not None and len(window.session.match.moves) == 3
    assert not list(folder.glob(".*.tmp"))


def test_a_failed_save_is_said_in_the_players_language_until_the_next_good_save(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QLabel

    from macaron_desktop.core import savegame
    from macaron_desktop.games.toy.rules import Bid
    from macaron_desktop.ui import catalog
    from macaron_desktop.ui.catalog import GameEntry

    def new_game(window: MainWindow) -> None:
        match = toy_match(3, 0)
        window.open_match(match, savegame.Autosave.for_new_game(match))

    def create_table(session, window: MainWindow) -> QLabel:
        session.moved.connect(lambda *_: session.advance())
        return QLabel("toy table")

    from macaron_desktop.games.toy.spec import SPEC

    entry = GameEntry(SPEC._replace(picture="library/macaron.svg"), new_game, create_table)
    monkeypatch.setattr(catalog, "_ENTRIES", [entry])
    monkeypatch.setattr(catalog, "_loaded", True)
    window = new_window(qtbot, "zh_TW")
    window.library.tiles[0].play.click()
    session = window.session
    assert session is not None
    real_write = savegame.write_atomic  # what the autosave writes with

    def disk_full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegame, "write_atomic", disk_full)
    session.advance()
    assert session.propose(0, Bid(1)) is None
    banner = window.save_problem
    qtbot.waitUntil(banner.isVisible)
    text = banner.text()
    assert "No space left" not in text and "磁碟" in text
    assert str(saves_dir()) in text or "Save as" in text or "另存" in text
    qtbot.wait(6500)
    assert banner.isVisible()  # it stays until the game is saved again
    monkeypatch.setattr(savegame, "write_atomic", real_write)
    qtbot.waitUntil(lambda: 0 in session.match.seats_to_act() or session.match.finished)
    assert session.propose(0, session.match.legal_actions(0)[0]) is None
    qtbot.waitUntil(lambda: not banner.isVisible())
