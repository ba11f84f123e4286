"""A player who acts on Maus au Chocolat's table only through mouse gestures (and buttons).

What to play is the basic bot's choice from the seat's view; how it is played is real
mouse input: cards dragged onto the bid spot, into the hand, onto the score pile or the
discards (the shared card picker chooses them), then the picker's button clicked; the
helper's power and the kept cards with the buttons of the prompt bar.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from table_gestures import TableGestures, new_table

from macaron_desktop.games.maus.actions import (
    Adjust,
    Bid,
    Discard,
    Keep,
    KeepHand,
    NoPower,
    Pick,
    Recolour,
    Score,
    ScoreNothing,
    Swap,
)
from macaron_desktop.games.maus.bots import BasicBot
from macaron_desktop.games.maus.cards import Card
from macaron_desktop.games.maus.spec import SPEC
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.table import DropZone

ZONES = {
    Bid: "choose_bid",
    Pick: "choose_pick",
    Score: "choose_combination",
    Swap: "choose_swap",
    Discard: "choose_discard",
}


def open_game(window: MainWindow, qtbot: QtBot, players: int, **given: Any) -> GameScreen:
    """A new game of ``players`` on the window's table (``seed``, and ``seats`` when not
    you and bots: :func:`table_gestures.new_table`)."""
    return new_table(window, qtbot, SPEC, {"players": players}, **given)


class GesturePlayer(TableGestures):
    """Plays the viewing seat's decisions with mouse gestures on the real view."""

    def __init__(self, qtbot: QtBot, table: GameScreen) -> None:
        super().__init__(qtbot, table)
        self.bot = BasicBot()
        #: every decision's kind, as played
        self.played: list[Any] = []
        #: score nothing instead of the bot's combination (the hand grows)
        self.hold_scores = False

    def zone(self, key: str) -> DropZone:
        zone: DropZone = self.board.items.zones[("choose", key)]
        return zone

    def drag_card(self, card: Card, key: str) -> None:
        item = self.board.cards[card]
        self.drag(self.grab_point(item), self.zone(key).sceneBoundingRect().center())
        assert card in self.table.picker.chosen, f"{card!r} was not chosen by its drag"

    def press(self, button: Any) -> None:
        assert button.isVisible() and button.isEnabled(), button.text()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.count("button")

    def decide(self) -> Any:
        table = self.table
        action = self.choice()
        if self.hold_scores and isinstance(action, Score):
            action = table.current_prompt().skip.action
        picker = table.picker
        if type(action) in ZONES:
            assert picker.active, f"no card picker for {action!r}"
            picker.clear()
            for card in action.cards:
                self.drag_card(card, ZONES[type(action)])
            self.press(picker.confirm_button)
        elif isinstance(action, (ScoreNothing, KeepHand)):
            self.press(picker.skip_button)
        elif isinstance(action, Keep):
            listed = self.board.keep_list
            assert listed.isVisible(), f"no kept cards' list for {action!r}"
            wanted = self.board.option_text(action)
            listed.setCurrentIndex(
                [listed.itemText(i) for i in range(listed.count())].index(wanted)
            )
            self.press(self.board.keep_button)
            action = self.table.match.moves[-1].action
        elif isinstance(action, (Adjust, Recolour, NoPower)):
            bar = table.prompt_bar
            assert bar.isVisible(), f"no prompt for {action!r}"
            prompt = table.current_prompt()
            self.press(bar.buttons[list(prompt.options).index(action)])
        else:  # pragma: no cover - every action has a gesture
            raise AssertionError(f"no gesture for {action!r}")
        self.played.append(action)
        return action


__all__ = ["GesturePlayer", "open_game"]
