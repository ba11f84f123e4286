"""A seat's default name (nobody typed it) is read in the current language, whatever the
language the game began in; a typed name stays as typed (issue 21, point 10)."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.registry import get_game, get_spec
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.game_setup import shown_name
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow


def test_default_names_follow_the_language(languages: LanguageManager) -> None:
    assert shown_name("玩家") == "Player"
    assert shown_name("電腦玩家 9") == "Bot 9"
    assert shown_name("座位 2") == "Seat 2"
    assert shown_name("Amélie") == "Amélie"
    assert shown_name("玩家們") == "玩家們"  # a typed name that only begins like one
    languages.apply("zh_TW")
    assert shown_name("Player") == "玩家"
    assert shown_name("Bot 9") == "電腦玩家 9"
    assert shown_name("Seat 2") == "座位 2"
    assert shown_name("Ana") == "Ana"


def test_a_game_begun_in_chinese_shows_english_default_names_and_back(
    make_window: Callable[..., MainWindow], languages: LanguageManager, qtbot: QtBot
) -> None:
    window = make_window()
    spec = get_spec("macaron")
    config = spec.config("2p")
    seats = [SeatSpec("玩家"), SeatSpec("Ana", "bot", "random")]
    assert window.open_match(Match(get_game("macaron"), config, 3, seats), None)
    table = window.table
    assert isinstance(table, GameScreen)
    assert table.names == ["Player", "Ana"]
    names = table.names
    languages.apply("zh_TW")
    qtbot.waitUntil(lambda: table.names == ["玩家", "Ana"])
    assert table.names is names  # the board reads the same list
    languages.apply("en")
    qtbot.waitUntil(lambda: table.names == ["Player", "Ana"])
