"""A whole Macaron game played with the keyboard alone, and what the screen keeps alive.

The player hears what a screen reader would (issue 24): each decision was announced
before it is made, the item the arrows reach is the accessible focus, every log line was
announced in order, and the accessibility tree is read at many moments of the game."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from key_player import check_log_announced, check_tree, hidden_card_names
from macaron_gestures import GesturePlayer, open_game
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot
from test_full_games import card_name, seen

from macaron_desktop.games.macaron.actions import (
    Bet,
    ChooseAllergen,
    ChooseRoyal,
    Discard,
    PassCards,
    PlaceVote,
    PlayCard,
    SkipBet,
)
from macaron_desktop.games.macaron.cards import Group
from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.table.accessible import plain


class KeyPlayer:
    """Plays the viewing seat's decisions with key presses on the table view only.

    It reads the table to decide which keys to press (as a player looks at the screen),
    but acts only through ``QTest.keyClick`` on the view: no mouse, no button clicks.
    """

    def __init__(self, qtbot: QtBot, table: GameScreen, seed: int) -> None:
        self.qtbot = qtbot
        self.table = table
        self.rng = random.Random(seed)
        self.keys = 0
        #: the phases in which the player acted
        self.phases: set[Phase] = set()
        #: the targets the keys made the accessible focus, the trees read with a hand
        self.focused = 0
        self.trees: list[int] = []

    def press(self, key: Qt.Key, times: int = 1) -> None:
        for _ in range(times):
            self.qtbot.keyClick(self.table.view, key)
            self.keys += 1

    def focus(self, index: int) -> None:
        """Move the table's focus to target ``index`` (Home, then Right); the target is
        the accessible focus then, named in the tree."""
        self.press(Qt.Key.Key_Home)
        self.press(Qt.Key.Key_Right, index)
        assert self.table.board.focus_index == index
        target = self.table.board.focus_targets()[index]
        assert self.table.speech.focus is target
        node = QAccessible.queryAccessibleInterface(target)
        assert node.state().focused and node.text(QAccessible.Text.Name)
        self.focused += 1

    def step(self) -> None:
        table = self.table
        board = table.board
        self.qtbot.waitUntil(GesturePlayer(self.qtbot, table).waiting_for_me, timeout=10_000)
        if table.game_over.isVisible():
            return
        if table.privacy.isVisible() or table.summary.isVisible():
            self.press(Qt.Key.Key_Return)
            return
        view = table.current()
        self.phases.add(view.phase)
        assert plain(table.status.text()) in table.speech.announcements, "announced"
        if len(self.phases) + self.keys % 7 == 0 or self.keys % 5 == 0:
            self.trees.append(
                check_tree(
                    table,
                    hidden_card_names(table, card_name, seen, lambda state: state.round.hands),
                    lambda item: card_name(item.key),
                )
            )
        action = self.rng.choice(table.legal())
        before = len(table.match.moves)
        targets = board.focus_targets()
        if isinstance(action, PlayCard):
            self.focus(targets.index(board.cards[action.card]))
            self.press(Qt.Key.Key_Return)
        elif isinstance(action, (PassCards, Discard)):
            # the shared card picker: arrows move along the hand, Space chooses
            picker = table.picker
            self.press(Qt.Key.Key_Escape)  # start from an empty choice
            for card in action.cards:
                self.press(Qt.Key.Key_Home)
                self.press(Qt.Key.Key_Right, [i.key for i in picker.items].index(card))
                self.press(Qt.Key.Key_Space)
            assert sorted(picker.chosen, key=str) == sorted(action.cards, key=str)
            self.press(Qt.Key.Key_Return)  # Enter confirms the choice
        elif isinstance(action, ChooseRoyal):
            self.focus(targets.index(board.zones[("group", action.group)]))
            self.press(Qt.Key.Key_Return)
        elif isinstance(action, ChooseAllergen):
            self.focus(targets.index(board.zones[("flavor", action.flavor)]))
            self.press(Qt.Key.Key_Return)
        elif isinstance(action, PlaceVote):
            values = sorted(set(view.own_tokens))
            now = board.vote_value_index % len(values)
            self.press(Qt.Key.Key_Up, (values.index(action.value) - now) % len(values))
            kind = "group" if isinstance(action.target, Group) else "flavor"
            self.focus(targets.index(board.zones[(kind, action.target)]))
            self.press(Qt.Key.Key_Return)
        elif isinstance(action, Bet):
            self.focus(targets.index(board.zones[("bet", action.row_or_column)]))
            self.press(Qt.Key.Key_Return)
        elif isinstance(action, SkipBet):
            self.press(Qt.Key.Key_Escape)
        else:  # pragma: no cover - every human action has keys
            raise AssertionError(f"no keys for {action!r}")
        assert len(table.match.moves) > before, f"{action!r} in {view.phase} was not played"
        assert table.match.moves[before].action == action


@pytest.mark.parametrize(("mode", "seed"), [("2p", 31), ("4p", 5)])
@pytest.mark.slow
def test_a_whole_game_with_the_keyboard_alone(
    mode: str, seed: int, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    table = open_game(window, qtbot, mode, seed)
    player = KeyPlayer(qtbot, table, seed)
    for _ in range(2000):
        if table.game_over.isVisible():
            break
        player.step()
    phases = player.phases
    assert table.game_over.isVisible()
    assert table.match.result() is not None
    assert {Phase.PASS, Phase.PLAY} <= phases
    if mode == "4p":
        assert Phase.VOTE in phases
    else:
        assert Phase.BET in phases and phases & {Phase.CHOOSE_ROYAL, Phase.CHOOSE_ALLERGEN}
    # what a screen reader heard and found
    assert player.focused > 10 and player.trees and max(player.trees) >= 3
    assert check_log_announced(table) > 0
    # the table kept its pieces: a few dozen tokens for the whole game, not one per layout
    assert table.board.items.created["token"] <= 60
    assert table.board.items.created["zone"] <= 40


def test_ctrl_z_on_the_table_takes_back_the_last_card(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "solo", 8)
    player = GesturePlayer(qtbot, table, 8)
    for _ in range(100):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        if table.my_turn() and table.current().phase is Phase.PLAY:
            break
        player.step()
    hand = table.current().hand
    player.step()
    qtbot.waitUntil(lambda: table.current().hand != hand and not table.busy)
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: table.current().hand == hand and table.my_turn())


def test_click_to_continue_holds_a_finished_trick_until_the_player_goes_on(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(pace="click"), qtbot, "4p", 5)
    player = GesturePlayer(qtbot, table, 5)
    for _ in range(300):
        qtbot.waitUntil(lambda: player.waiting_for_me() or table.animator.holding, timeout=10_000)
        if table.animator.holding:
            break
        player.step()
    assert table.animator.holding
    assert "continue" in table.view.message()
    moves = len(table.match.moves)
    qtbot.wait(100)
    assert len(table.match.moves) == moves  # bots wait too
    player.click(table.view.table_rect().center())
    qtbot.waitUntil(lambda: not table.animator.holding)
    assert table.view.message() == ""
    qtbot.waitUntil(lambda: len(table.match.moves) > moves, timeout=10_000)
