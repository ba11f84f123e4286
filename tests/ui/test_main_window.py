"""The main window, the language switch, settings and the error dialog (pytest-qt)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QScrollArea
from pytestqt.qtbot import QtBot

from macaron_desktop.core.registry import specs
from macaron_desktop.settings import Settings, load_settings, settings_path
from macaron_desktop.ui.error_dialog import ErrorDialog, install_error_handler
from macaron_desktop.ui.i18n import LanguageManager, resolve_language
from macaron_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, languages: LanguageManager) -> MainWindow:
    win = MainWindow(load_settings(), languages)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def menu_titles(win: MainWindow) -> list[str]:
    return [action.text() for action in win.menuBar().actions()]


def test_main_window_opens_on_the_library(window: MainWindow) -> None:
    assert window.windowTitle() == "Macaron Desktop"
    assert window.stack.currentWidget() is window.library
    assert window.library.heading.text() == "Game library"
    playable = [s for s in specs() if s.playable]  # the registry's games that have a table
    assert len(playable) >= 2
    assert [tile.name.text() for tile in window.library.tiles] == [s.name.source for s in playable]
    tile = window.library.tiles[0]
    assert "1–5 players" in tile.players.text()
    assert not tile.picture.pixmap().isNull()
    assert not window.library.empty_note.isVisible()
    assert menu_titles(window) == ["&Game", "&Settings", "&Help"]
    with_rules = [s.name.source for s in playable if s.rules_pages]
    assert with_rules and [a.text() for a in window.rules_menu.actions()] == with_rules


@pytest.mark.parametrize(("width", "per_row"), [(800, 1), (1176, 2), (1400, 3)])
def test_the_library_puts_as_many_tiles_in_a_row_as_the_window_holds(
    window: MainWindow, qtbot: QtBot, width: int, per_row: int
) -> None:
    """No tile is cut off at the window's right edge (at 1176 pixels the third one was)."""
    window.resize(width, 760)
    library = window.library
    qtbot.waitUntil(lambda: library.columns == per_row)
    QApplication.processEvents()
    tops = [tile.mapTo(library, tile.rect().topLeft()).y() for tile in library.tiles]
    assert tops[:per_row] == [tops[0]] * per_row
    assert len(library.tiles) <= per_row or tops[per_row] > tops[0]
    viewport = library.findChild(QScrollArea).viewport()
    for tile in library.tiles:
        right = tile.mapTo(viewport, tile.rect().topRight()).x()
        assert right < viewport.width(), tile.name.text()


def test_library_says_so_when_no_game_is_installed(
    qtbot: QtBot, languages: LanguageManager, monkeypatch: pytest.MonkeyPatch
) -> None:
    from macaron_desktop.ui import catalog

    monkeypatch.setattr(catalog, "entries", lambda: [])
    win = MainWindow(load_settings(), languages)
    qtbot.addWidget(win)
    win.show()
    assert win.library.tiles == []
    assert win.library.empty_note.isVisible()
    assert "No game is installed yet" in win.library.empty_note.text()
    assert not win.rules_menu.actions()[0].isEnabled()


def test_rules_open_from_the_help_menu(window: MainWindow, qtbot: QtBot) -> None:
    window.rules_menu.actions()[0].trigger()
    viewer = window.rules_viewer
    qtbot.waitExposed(viewer)
    assert "Allergen" in viewer.browser.toPlainText()
    viewer.close()


def test_window_fits_a_small_laptop_screen(window: MainWindow) -> None:
    assert window.width() <= 1280 and window.height() <= 800
    assert window.minimumSizeHint().width() <= 1024


def test_the_window_shrinks_to_a_screen_smaller_than_its_size(window: MainWindow) -> None:
    # on a 1024x640 screen the default 1200x780 window would hide the hand and the scores
    window.fit_to(QSize(1024, 640))
    assert window.width() <= 1024 - 16 and window.height() <= 640 - 48
    assert window.width() >= 900 and window.height() >= 560  # still as big as it fits
    big = MainWindow.sizeHint(window)
    window.resize(big)
    window.fit_to(QSize(2560, 1440))  # a large screen leaves the comfortable size alone
    assert window.size() == big


def test_switching_language_retranslates_the_open_window_and_back(
    window: MainWindow, languages: LanguageManager, qtbot: QtBot
) -> None:
    assert languages.apply("zh_TW")
    qtbot.waitUntil(lambda: window.library.heading.text() == "遊戲庫")
    assert menu_titles(window) == ["遊戲(&G)", "設定(&S)", "說明(&H)"]
    assert "人" in window.library.tiles[0].players.text()
    languages.apply("en")
    qtbot.waitUntil(lambda: window.library.heading.text() == "Game library")
    assert menu_titles(window) == ["&Game", "&Settings", "&Help"]


def test_the_library_picture_follows_the_language(
    window: MainWindow, languages: LanguageManager, qtbot: QtBot
) -> None:
    """The Macaron tile's cards print their flavour names: in Chinese under zh_TW."""
    tile = window.library.tiles[0]
    english = tile.picture.pixmap().toImage()
    assert Path(tile.picture_path).as_posix().endswith("assets/library/macaron.svg")
    languages.apply("zh_TW")
    qtbot.waitUntil(lambda: window.library.heading.text() == "遊戲庫")
    assert Path(tile.picture_path).as_posix().endswith("assets/library/zh_TW/macaron.svg")
    assert tile.picture.pixmap().toImage() != english
    languages.apply("en")
    qtbot.waitUntil(lambda: window.library.heading.text() == "Game library")
    assert Path(tile.picture_path).as_posix().endswith("assets/library/macaron.svg")


def test_qt_standard_buttons_are_translated_too(languages: LanguageManager, qtbot: QtBot) -> None:
    languages.apply("zh_TW")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    text = box.button(QDialogButtonBox.StandardButton.Cancel).text()
    assert text != "&Cancel" and "取消" in text


def test_settings_dialog_changes_language_at_once_and_remembers_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog.isVisible()
    dialog.language.setCurrentIndex(2)  # 繁體中文
    dialog.speed.setCurrentIndex(2)  # fast
    dialog.confirm_leave.setChecked(False)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.windowTitle() == "Macaron Desktop")
    qtbot.waitUntil(lambda: window.library.heading.text() == "遊戲庫")
    assert settings_path().exists()
    # a "restart": settings read afresh from the config folder
    again = load_settings()
    assert again == Settings(language="zh_TW", animation_speed="fast", confirm_leave_game=False)


def test_settings_dialog_cancel_keeps_everything(window: MainWindow) -> None:
    window.open_settings()
    dialog = window.settings_dialog
    dialog.language.setCurrentIndex(2)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert window.library.heading.text() == "Game library"
    assert not settings_path().exists()


def test_damaged_settings_file_gives_defaults(user_home: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    assert load_settings() == Settings()
    path.write_text('{"language": "klingon", "animation_speed": "fast"}', encoding="utf-8")
    assert load_settings() == Settings(animation_speed="fast")


def test_system_language_resolution() -> None:
    from PySide6.QtCore import QLocale

    taiwan, hong_kong, china, french = (QLocale(n) for n in ("zh_TW", "zh_HK", "zh_CN", "fr_FR"))
    assert resolve_language("system", taiwan) == "zh_TW"
    assert resolve_language("system", hong_kong) == "zh_TW"
    assert resolve_language("system", china) == "en"
    assert resolve_language("system", french) == "en"
    assert resolve_language("zh_TW", french) == "zh_TW"


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_the_error_dialog_and_is_logged(
    window: MainWindow, qtbot: QtBot, user_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    handler = install_error_handler()

    def boom() -> None:
        raise RuntimeError("injected failure 42")

    QTimer.singleShot(0, boom)
    qtbot.waitUntil(lambda: bool(handler.dialogs))
    dialog = handler.dialogs[0]
    assert isinstance(dialog, ErrorDialog)
    assert dialog.isVisible()
    assert "injected failure 42" in dialog.text.toPlainText()
    dialog.copy_details()
    assert "injected failure 42" in QApplication.clipboard().text()
    log = user_home / "logs" / "macaron-desktop.log"
    assert "injected failure 42" in log.read_text(encoding="utf-8")
    # the app is still alive and responsive
    assert window.isVisible()
    dialog.reject()
    qtbot.waitUntil(lambda: not handler.dialogs)


def test_the_log_file_stays_small_and_keeps_two_older_files(tmp_path: Path) -> None:
    """A long session's log rolls over: the newest lines stay in the log, the older ones
    in ``.1`` and ``.2``, and nothing grows past the limit."""
    import logging

    from macaron_desktop.ui.error_dialog import LogFile

    path = tmp_path / "macaron-desktop.log"
    handler = LogFile(path, most=2_000)
    handler.setFormatter(logging.Formatter("%(message)s"))
    log = logging.getLogger("macaron_desktop.test_rolling")
    log.propagate = False
    log.addHandler(handler)
    try:
        for n in range(200):
            log.warning("line %03d %s", n, "x" * 40)
    finally:
        log.removeHandler(handler)
        handler.close()
    files = [path, path.with_name(path.name + ".1"), path.with_name(path.name + ".2")]
    assert all(f.exists() and f.stat().st_size <= 2_000 for f in files)
    assert not path.with_name(path.name + ".3").exists()
    assert "line 199" in path.read_text(encoding="utf-8")
    older = files[1].read_text(encoding="utf-8")
    assert "line 199" not in older and "line 1" in older


def test_the_log_file_formats_each_record_once(tmp_path: Path) -> None:
    """A record is worded once (a traceback's text is not worked out twice) and
    written once."""
    import logging

    from macaron_desktop.ui.error_dialog import LogFile

    calls = []

    class Counting(logging.Formatter):
        def format(self, record: logging.LogRecord) -> str:
            calls.append(record.getMessage())
            return super().format(record)

    path = tmp_path / "macaron-desktop.log"
    handler = LogFile(path)
    handler.setFormatter(Counting("%(message)s"))
    log = logging.getLogger("macaron_desktop.test_once")
    log.propagate = False
    log.addHandler(handler)
    try:
        log.warning("only once")
    finally:
        log.removeHandler(handler)
        handler.close()
    assert calls == ["only once"]
    assert path.read_text(encoding="utf-8") == "only once\n"
