"""About lists every game of the library with the credits its rulebook gives (issue 21,
point 12): a game whose rulebook names nobody is listed by its title."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from macaron_desktop.ui import catalog
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.spec_text import tr


def test_about_lists_every_game_of_the_library(
    make_window: Callable[..., MainWindow], languages: LanguageManager, qtbot: QtBot
) -> None:
    window = make_window()
    window.show_about()
    text = window.about_box.text()
    for entry in catalog.entries():
        assert tr(entry.spec.name) in text, entry.game_id
    assert "Macaron by Ta-Te Wu, published by Sunrise Tornado Game Studio" in text
    assert "La Macarena: its rules follow its rulebook" in text
    window.about_box.close()
    languages.apply("zh_TW")
    window.show_about()
    text = window.about_box.text()
    assert "《Macaron》：Ta-Te Wu 設計，Sunrise Tornado Game Studio 出版" in text
    assert "《La Macarena》：規則依照該遊戲的規則書" in text
