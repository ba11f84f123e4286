"""A folder of trapped settings and statistics files: the app starts, tells the player once,
plays a game to its end, counts it once and keeps every damaged file's bytes."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import trapped_files as traps
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from macaron_desktop.core import quarantine
from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.savegame import Autosave, list_saves
from macaron_desktop.core.stats import load_stats, stats_path
from macaron_desktop.games.toy.rules import GAME
from macaron_desktop.games.toy.spec import SPEC as TOY_SPEC
from macaron_desktop.settings import Settings, load_settings, settings_path
from macaron_desktop.ui import catalog
from macaron_desktop.ui.catalog import GameEntry
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.stats_dialog import StatsDialog


@pytest.fixture(autouse=True)
def toy_in_library(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy game with a label for a table (its session advances by itself)."""

    def new_game(window: MainWindow) -> None:
        match = Match(GAME, {"players": 2}, 3, [SeatSpec("Ana"), SeatSpec("Bot", "bot", "random")])
        window.open_match(match, Autosave.for_new_game(match))

    def create_table(session, window: MainWindow) -> QLabel:
        session.moved.connect(lambda *_: session.advance())
        return QLabel("toy table")

    entry = GameEntry(TOY_SPEC._replace(picture="library/macaron.svg"), new_game, create_table)
    monkeypatch.setattr(catalog, "_ENTRIES", [entry])
    monkeypatch.setattr(catalog, "_loaded", True)
    quarantine.take_notices()
    yield


def open_window(qtbot: QtBot, languages: LanguageManager | None = None) -> MainWindow:
    if languages is None:
        languages = LanguageManager()
        languages.apply("en")
    window = MainWindow(load_settings(), languages)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def play_to_the_end(window: MainWindow, qtbot: QtBot) -> None:
    window.start_game("toy")
    session = window.session
    assert session is not None
    bot = RandomBot()
    while not session.match.finished:
        qtbot.waitUntil(lambda: session.match.finished or 0 in session.match.seats_to_act())
        if not session.match.finished:
            session.propose(0, session.match.bot_choice(0, bot))
    qtbot.waitUntil(lambda: session.match.finished)
    qtbot.waitUntil(lambda: list_saves() == [])


@pytest.mark.parametrize("name", sorted(traps.SETTINGS_TRAPS))
def test_the_window_starts_on_a_trapped_settings_file_and_says_so_once(
    qtbot: QtBot, qapp: QApplication, name: str
) -> None:
    path = settings_path()
    data = traps.make(traps.SETTINGS_TRAPS[name], path)
    window = open_window(qtbot)
    assert window.settings == Settings()
    notice = window.file_notice
    assert notice.isVisible()
    assert "settings file could not be read" in notice.text()
    (copy,) = traps.kept_copies(path)
    assert traps.kept_like(copy, name, data)
    assert copy.name in notice.text()
    # it is the red line of a problem, as the save problems are (not plain text)
    corner = notice.grab().toImage().pixelColor(2, 2)
    assert (corner.red(), corner.green(), corner.blue()) == (0xA2, 0x3B, 0x2A)
    notice.linkActivated.emit("hide")
    assert not notice.isVisible()
    # saving the preferences now writes a good file; the kept copy stays, nothing is said
    window.apply_settings(Settings(animation_speed="fast"))
    assert load_settings() == Settings(animation_speed="fast")
    assert traps.kept_copies(path) == [copy] and not notice.isVisible()
    window.close()
    again = open_window(qtbot)
    assert not again.file_notice.isVisible()


def test_preferences_saved_over_a_file_damaged_since_start_keep_it(
    qtbot: QtBot, qapp: QApplication
) -> None:
    window = open_window(qtbot)
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "en",', encoding="utf-8")
    window.apply_settings(Settings(pace="quick"))
    (copy,) = traps.kept_copies(path)
    assert copy.read_text(encoding="utf-8") == '{"language": "en",'
    assert window.file_notice.isVisible()
    assert "settings file could not be read" in window.file_notice.text()


@pytest.mark.parametrize("name", sorted(traps.STATISTICS_TRAPS))
def test_a_game_ends_and_counts_once_on_a_trapped_statistics_file(
    qtbot: QtBot, qapp: QApplication, name: str
) -> None:
    path = stats_path()
    data = traps.make(traps.STATISTICS_TRAPS[name], path)
    window = open_window(qtbot)
    play_to_the_end(window, qtbot)
    qtbot.waitUntil(window.file_notice.isVisible)
    assert "statistics file could not be read" in window.file_notice.text()
    (copy,) = traps.kept_copies(path)
    assert traps.kept_like(copy, name, data)
    window.leave_game()
    assert not window.library.continue_button.isVisible()
    window.open_statistics()
    tree = window.stats_dialog.tree
    assert tree.topLevelItemCount() == 1 and tree.topLevelItem(0).text(2) == "1"
    assert load_stats()["toy"]["2p"].played == 1


@pytest.mark.parametrize("name", sorted(traps.STATISTICS_TRAPS))
def test_the_statistics_dialog_opens_on_a_trapped_file(
    qtbot: QtBot, qapp: QApplication, name: str
) -> None:
    path = stats_path()
    data = traps.make(traps.STATISTICS_TRAPS[name], path)
    window = open_window(qtbot)
    window.open_statistics()
    assert isinstance(window.stats_dialog, StatsDialog)
    assert window.stats_dialog.tree.topLevelItemCount() == 0
    assert window.stats_dialog.empty.text() == "No finished games yet."
    assert "statistics file could not be read" in window.file_notice.text()
    (copy,) = traps.kept_copies(path)
    assert traps.kept_like(copy, name, data)


@pytest.mark.parametrize("name", sorted(traps.COMMON))
def test_the_app_starts_on_a_folder_of_trapped_files(user_home: Path, name: str) -> None:
    """``--smoke`` exits 0 promptly with both files trapped (one kind per run)."""
    settings_data = traps.make(traps.COMMON[name], settings_path())
    stats_data = traps.make(traps.COMMON[name], stats_path())
    good = stats_path().with_name("notes.json")
    good.write_text('{"kept": true}', encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": str(user_home)}
    done = subprocess.run(
        [sys.executable, "-m", "macaron_desktop", "--smoke"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    (copy,) = traps.kept_copies(settings_path())
    assert traps.kept_like(copy, name, settings_data)
    assert good.read_text(encoding="utf-8") == '{"kept": true}'
    # the statistics are read at a game's end or in their dialog, not at start-up
    assert load_stats() == {}
    (copy,) = traps.kept_copies(stats_path())
    assert traps.kept_like(copy, name, stats_data)


def test_the_notice_follows_a_change_of_language(qtbot: QtBot, qapp: QApplication) -> None:
    traps.make(traps.SETTINGS_TRAPS["too_deep"], settings_path())
    window = open_window(qtbot)
    try:
        window.languages.apply("zh_TW")
        qtbot.waitUntil(lambda: "無法讀取設定檔" in window.file_notice.text())
        assert window.file_notice.isVisible()
    finally:
        window.languages.apply("en")
    qtbot.waitUntil(lambda: "settings file could not be read" in window.file_notice.text())


def test_the_notice_reads_without_a_space_between_chinese_sentences(
    qtbot: QtBot, qapp: QApplication, languages: LanguageManager
) -> None:
    traps.make(traps.SETTINGS_TRAPS["too_deep"], settings_path())
    languages.apply("zh_TW")  # the fixture sets English back afterwards
    window = open_window(qtbot, languages)
    text = window.file_notice.text()
    assert "已改用預設設定。損壞的檔案" in text  # 。 ends a sentence: no space after it
