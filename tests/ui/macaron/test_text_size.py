"""Text on the Macaron table is at least 9 px high at every supported window size, in
both languages (issue 21 point 4): the labels, and what the art prints at the scale it is
drawn (a card's flavour name is left out where it would be smaller; a board's flavour
names are then written by the table)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from macaron_gestures import open_game
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from table_text import LEAST_PX, small_texts

from macaron_desktop.games.macaron.table import texts
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.table import LabelItem
from macaron_desktop.ui.table.regions import role_of

SIZES = ((1024, 640), (1200, 780), (1600, 1000), (1920, 1080))


@pytest.mark.parametrize("mode", ["5p", "2p"])
def test_no_text_on_the_macaron_table_is_under_nine_pixels(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    languages: LanguageManager,
    mode: str,
) -> None:
    window = make_window((1200, 780))
    table = open_game(window, qtbot, mode, 5)
    problems: list[str] = []
    for language in ("en", "zh_TW"):
        languages.apply(language)
        for width, height in SIZES:
            window.resize(width, height)
            QApplication.processEvents()
            table.refresh()
            where = f"{mode} {width}×{height} {language}"
            found, measured = small_texts(table.board.scene.items(), table.view.pixmaps, where)
            problems += found
            assert measured > 10, where
            # every flavour on the boards is named, by the art or by the table
            regions = table.board.regions()
            for flavor in table.current().flavors:
                assert any(r.endswith(f"/{flavor.value}/name") for r in regions), where
    languages.apply("en")
    window.resize(1200, 780)
    table.refresh()
    qtbot.wait(30)  # what the resizes and languages left to do, done before the window goes
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_a_board_name_the_art_cannot_hold_is_a_label_the_player_can_read(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window((1024, 640)), qtbot, "5p", 5)
    names = [
        item
        for item in table.board.scene.items()
        if isinstance(item, LabelItem)
        and item.isVisible()
        and (role_of(item) or "").endswith("/name")
    ]
    assert names and all(n._font.pixelSize() >= LEAST_PX for n in names)
    wanted = {texts.flavor_name(f.value) for f in table.current().flavors}
    wanted = {name[:1].upper() + name[1:] for name in wanted}  # "Green tea", "Earl Grey"
    assert {n.text() for n in names} == wanted
