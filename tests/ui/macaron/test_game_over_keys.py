"""The game-over panel's buttons pressed by key alone (issue 24): Tab reaches each one,
and Enter or Space presses it; Play again starts a new game of the same kind, Export
writes the game's record, Leave goes back to the library. Each game is played by keys to
its end from the human's last decision (the moves before it are the bots' choices for
both seats, played by the rules alone, so the test stays fast)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from key_player import KeyPlayer
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QPushButton
from pytestqt.qtbot import QtBot
from test_full_games import card_name

from macaron_desktop.core.match import Match
from macaron_desktop.core.savegame import Autosave
from macaron_desktop.games.macaron.bots import BasicBot
from macaron_desktop.games.macaron.record import validate_record
from macaron_desktop.games.macaron.spec import SPEC
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import default_seats

CONFIG = {"mode": "2p", "scoring": "standard", "target": 10, "start_player": None}
SEED = 1
# the keys that press the button Tab reached
KEYS = [Qt.Key.Key_Return, Qt.Key.Key_Space]


def game_over_by_keys(window: MainWindow, qtbot: QtBot) -> GameScreen:
    """A two-player game against a bot on the window's table, its last human decision
    made by keys: the game-over panel is up."""
    seats = default_seats(SPEC, "2p", "Ana")
    whole = Match(SPEC.game(), CONFIG, SEED, seats)
    bot = BasicBot()
    while not whole.finished:
        seat = whole.seats_to_act()[0]
        legal = whole.legal_actions(seat)
        whole.play(seat, bot.choose(whole.view(seat), legal, whole.bot_rng(seat)))
    last = max(i for i, move in enumerate(whole.moves) if seats[move.seat].kind == "human")
    match = Match.replay(SPEC.game(), CONFIG, SEED, seats, whole.moves[:last])
    assert window.open_match(match, Autosave.for_new_game(match))
    table = window.table
    assert isinstance(table, GameScreen)
    qtbot.waitUntil(lambda: table.log.count() > 0)

    def choose() -> object:
        seat = table.viewer
        return bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng(seat))

    KeyPlayer(qtbot, table, choose, card_name=lambda item: card_name(item.key)).play_to_the_end()
    assert match.finished and table.game_over.isVisible()
    return table


def press_by_key(qtbot: QtBot, table: GameScreen, button: QPushButton, key: Qt.Key) -> int:
    """Tab from Play again (where the panel puts the keyboard) to ``button``, then press
    ``key`` on it; the Tab presses it took."""
    window = table.window()
    assert window.focusWidget() is table.game_over.again_button
    tabs = 0
    for _ in range(6):
        if window.focusWidget() is button and tabs:
            break
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        tabs += 1
    assert window.focusWidget() is button, f"Tab does not reach {button.text()!r}"
    qtbot.keyClick(button, key)
    return tabs


@pytest.mark.parametrize("key", KEYS, ids=["Enter", "Space"])
def test_play_again_by_key_starts_a_new_game_of_the_same_kind(
    make_window: Callable[..., MainWindow], qtbot: QtBot, key: Qt.Key
) -> None:
    window = make_window()
    table = game_over_by_keys(window, qtbot)
    old = table.match
    # round the panel with Tab and back to Play again, then the key
    press_by_key(qtbot, table, table.game_over.again_button, key)
    qtbot.waitUntil(lambda: window.table is not table and window.table is not None)
    new = window.table
    assert isinstance(new, GameScreen) and window.stack.currentWidget() is new
    match = new.match
    assert match.game.game_id == old.game.game_id and match.config == old.config
    assert match.seats == old.seats and match.seed != old.seed
    assert not match.finished and not new.game_over.isVisible()
    qtbot.waitUntil(lambda: new.log.count() > 0)


@pytest.mark.parametrize("key", KEYS, ids=["Enter", "Space"])
def test_export_by_key_writes_the_record(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    key: Qt.Key,
) -> None:
    window = make_window()
    table = game_over_by_keys(window, qtbot)
    target = tmp_path / "record.json"
    asked: list[object] = []

    def save_name(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append(args)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    press_by_key(qtbot, table, table.game_over.export_button, key)
    assert len(asked) == 1  # the file dialog was asked once
    record = json.loads(target.read_text(encoding="utf-8"))
    validate_record(record)
    result = table.match.result()
    assert result is not None
    assert record["winners"] == list(result.winners) and record["seed"] == SEED
    assert window.table is table and table.game_over.isVisible()  # still on the panel


@pytest.mark.parametrize("key", KEYS, ids=["Enter", "Space"])
def test_leave_by_key_goes_back_to_the_library(
    make_window: Callable[..., MainWindow], qtbot: QtBot, key: Qt.Key
) -> None:
    window = make_window(confirm_leave_game=True)  # a finished game is left without asking
    table = game_over_by_keys(window, qtbot)
    press_by_key(qtbot, table, table.game_over.leave_button, key)
    assert window.table is None and window.session is None
    assert window.stack.currentWidget() is window.library
