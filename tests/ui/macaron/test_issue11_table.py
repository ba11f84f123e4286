"""What a player notices on the Macaron table (issue 11): the last round's scores, the
played tricks, who plays which card, vote totals, Emma's badges, passing and layout."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace

from macaron_gestures import GesturePlayer, open_game
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.games.macaron.tricks import trick_winner
from macaron_desktop.settings import Settings
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.settings_dialog import SettingsDialog


def test_the_last_round_shows_its_summary_before_game_over(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "2p", 12)
    player = GesturePlayer(qtbot, table, 12)
    for _ in range(2000):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        if table.match.finished:
            break
        player.step()
    assert table.match.finished
    # the last round's boxes, rows, bets and VP come first; game over waits behind them
    assert table.summary.isVisible()
    assert not table.game_over.isVisible()
    last = table.current().round_summaries[-1]
    texts = [
        table.summary.grid.itemAt(i).widget().text() for i in range(table.summary.grid.count())
    ]
    assert "Ana" in texts and f"{last.vp[0]:+d}" in texts
    assert table.summary.button.text().replace("&", "") == "See the result"
    table.summary.button.click()
    assert table.game_over.isVisible()
    assert not table.summary.isVisible()


def _log(table: GameScreen) -> list[str]:
    return [table.log.item(i).text() for i in range(table.log.count())]


def _play_until(player: GesturePlayer, condition: Callable[[], bool], limit: int = 600) -> None:
    for _ in range(limit):
        player.qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        if condition():
            return
        player.step()
    raise AssertionError("the situation never came up")


def _after_two_tricks(table: GameScreen) -> bool:
    view = table.current()
    return table.my_turn() and view.phase is Phase.PLAY and view.tricks_played >= 2


def test_a_gathered_trick_leaves_the_log_and_only_the_memory_aid_shows_it_again(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    table = open_game(window, qtbot, "4p", 5)
    player = GesturePlayer(qtbot, table, 5)
    _play_until(player, lambda: _after_two_tricks(table))
    view = table.current()
    log = _log(table)
    # by default the cards of a gathered trick are gone; who won it and the boxes stay
    assert sum("wins the trick" in line for line in log) == view.tricks_played
    assert sum(" plays " in line for line in log) == len(view.trick)
    assert not table.board.last_trick_button.isVisible()
    qtbot.keyClick(table.view, Qt.Key.Key_L)
    assert "Last trick" not in table.view.message()
    # the house rule keeps every card in the log and shows the last trick on demand
    window.apply_settings(replace(window.settings, memory_aid=True))
    log = _log(table)
    assert sum(" plays " in line for line in log) == 4 * view.tricks_played + len(view.trick)
    button = table.board.last_trick_button
    assert button.isVisible()
    button.click()
    last = view.last_trick
    assert last is not None
    message = table.view.message()
    assert message.startswith("Last trick: ")
    assert f"{table.names[last.winner]} won it" in message
    assert all(table.names[p.seat] in message for p in last.plays)
    table.view.clear_message()
    qtbot.keyClick(table.view, Qt.Key.Key_L)
    assert table.view.message() == message
    window.apply_settings(replace(window.settings, memory_aid=False))
    assert sum(" plays " in line for line in _log(table)) == len(view.trick)
    assert not button.isVisible()


def test_the_memory_aid_is_a_house_rule_in_settings_off_by_default(qapp: object) -> None:
    assert Settings().memory_aid is False
    dialog = SettingsDialog(Settings())
    assert not dialog.memory_aid.isChecked()
    assert "house rule" in dialog.memory_aid.text()
    assert "gathered trick" in dialog.memory_aid_note.text()
    dialog.memory_aid.setChecked(True)
    assert dialog.result_settings().memory_aid is True


def test_each_trick_card_names_its_player_and_the_winning_card_is_marked(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "4p", 5)
    player = GesturePlayer(qtbot, table, 5)
    seen = 0
    for _ in range(600):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        view = table.current()
        if table.my_turn() and view.phase is Phase.PLAY and len(view.trick) >= 2:
            plays = [(p.flavor, p.card.rank) for p in view.trick]
            winner = trick_winner(plays, view.royal_flavors)
            for index, play in enumerate(view.trick):
                item = table.board.cards[play.card]
                tag = item.seat_tag
                assert tag.isVisible() and tag.parentItem() is item
                assert table.names[play.seat] in tag.text()
                assert tag.colour == table.seat_colour(play.seat)
                assert item.winning is (index == winner)
                assert item.winning_frame.isVisible() is (index == winner)
                assert tag.text().startswith("★") is (index == winner)
            # the tags of neighbouring cards do not cover each other
            rects = [table.board.cards[p.card].seat_tag.sceneBoundingRect() for p in view.trick]
            for a, b in itertools.pairwise(rects):
                assert a.right() <= b.left() + 4
            seen += 1
            if seen >= 3:
                return
        player.step()
    raise AssertionError("no trick with two cards came up")
