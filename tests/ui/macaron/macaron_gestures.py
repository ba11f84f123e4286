"""A player who acts on the Macaron table only through mouse gestures."""

from __future__ import annotations

import random
from typing import Any

from pytestqt.qtbot import QtBot
from table_gestures import TableGestures, start_table

from macaron_desktop.core.match import SeatSpec
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
from macaron_desktop.games.macaron.spec import SPEC
from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import NewGame, default_seats
from macaron_desktop.ui.table import DraggableItem, DropZone


def open_game(
    window: MainWindow,
    qtbot: QtBot,
    mode: str,
    seed: int,
    seats: list[SeatSpec] | None = None,
    **config: Any,
) -> GameScreen:
    game = NewGame(
        {"mode": mode, "scoring": "standard", "target": 10, "start_player": None, **config},
        seats or default_seats(SPEC, mode, "Ana"),
        seed,
    )
    return start_table(window, qtbot, SPEC, game)


class GesturePlayer(TableGestures):
    """Plays random legal decisions with mouse gestures on the real view."""

    def __init__(self, qtbot: QtBot, table: GameScreen, seed: int = 0) -> None:
        super().__init__(qtbot, table)
        self.rng = random.Random(seed)

    def drag_item_to_zone(self, item: DraggableItem, zone: DropZone) -> None:
        self.drag(self.grab_point(item), zone.sceneBoundingRect().center())

    def click_item(self, item: DraggableItem) -> None:
        self.click(self.grab_point(item))

    def click_zone(self, zone: DropZone) -> None:
        self.click(zone.sceneBoundingRect().center())
        self.count("zone")

    # -- decisions -------------------------------------------------------------------------
    def decide(self) -> Any:
        """Play a random legal action with a drag, clicks or a button."""
        table = self.table
        legal = table.legal()
        action = self.rng.choice(legal)
        if isinstance(action, PlayCard):
            self.drag_item_to_zone(table.board.cards[action.card], table.board.zones["trick"])
        elif isinstance(action, (PassCards, Discard)):
            # the shared card picker: click the cards, then its Confirm button
            for card in list(table.picker.chosen):  # start from an empty choice
                self.click_item(table.board.cards[card])
            for card in action.cards:
                self.click_item(table.board.cards[card])
            assert sorted(table.picker.chosen, key=str) == sorted(action.cards, key=str)
            table.picker.confirm_button.click()
        elif isinstance(action, ChooseRoyal):
            self.click_zone(table.board.zones[("group", action.group)])
        elif isinstance(action, ChooseAllergen):
            self.click_zone(table.board.zones[("flavor", action.flavor)])
        elif isinstance(action, PlaceVote):
            token = next(
                t
                for t in table.board.tokens
                if isinstance(t.key, tuple) and t.key[0] == "vote" and t.key[1] == action.value
            )
            kind = "group" if action.target.__class__.__name__ == "Group" else "flavor"
            self.drag_item_to_zone(token, table.board.zones[(kind, action.target)])
        elif isinstance(action, Bet):
            token = next(t for t in table.board.tokens if t.key == "bet_token")
            self.drag_item_to_zone(token, table.board.zones[("bet", action.row_or_column)])
        elif isinstance(action, SkipBet):
            table.board.skip_button.click()
        else:  # pragma: no cover - every human action has a gesture
            raise AssertionError(f"no gesture for {action!r}")
        return action


__all__ = ["GesturePlayer", "Phase", "open_game"]
