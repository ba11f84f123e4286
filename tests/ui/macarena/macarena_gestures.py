"""A player who acts on La Macarena's table only through mouse gestures (and buttons).

What to play is the beginner bot's choice from the seat's view; how it is played is a
real drag of the card's item onto the well (or a click on a button of the table).
"""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot
from table_gestures import TableGestures, start_table

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.games.macarena import GAME
from macaron_desktop.games.macarena.actions import (
    BuyElement,
    ChooseWell,
    FinishSeries,
    HandOver,
    LayCard,
    MoveMaca,
    Pass,
    TakeBack,
)
from macaron_desktop.games.macarena.bots import BasicBot
from macaron_desktop.games.macarena.cards import Card
from macaron_desktop.games.macarena.spec import SPEC
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import NewGame, default_seats
from macaron_desktop.ui.table import DraggableItem, DropZone


def open_game(
    window: MainWindow,
    qtbot: QtBot,
    players: int,
    seed: int,
    seats: list[SeatSpec] | None = None,
    start_player: int | None = None,
) -> GameScreen:
    """A new game on the window's table, once its first events are shown."""
    game = NewGame(
        {"players": players, "start_player": start_player},
        seats or default_seats(SPEC, f"{players}p", "Ana"),
        seed,
    )
    return start_table(window, qtbot, SPEC, game)


class GesturePlayer(TableGestures):
    """Plays the viewing seat's decisions with mouse gestures on the real view."""

    patience_ms = 15_000

    def __init__(self, qtbot: QtBot, table: GameScreen) -> None:
        super().__init__(qtbot, table)
        self.bot = BasicBot()
        #: every prompt shown, with what the table showed at that moment
        self.prompts: list[tuple[str, bool]] = []

    def hand_item(self, card: Card) -> DraggableItem:
        slots = [s for s in self.board.cards if s[0] == "hand" and s[1] is card]
        assert slots, f"{card!r} is not on the table's hand"
        return self.board.cards[max(slots, key=lambda s: s[2])]

    def well_zone(self, well: int) -> DropZone:
        zone: DropZone = self.board.items.zones[("well", well)]
        return zone

    def drag_card_to_well(self, card: Card, well: int) -> None:
        item = self.hand_item(card)
        self.drag(self.grab_point(item), self.well_zone(well).sceneBoundingRect().center())

    # -- decisions -------------------------------------------------------------------------
    def decide(self) -> Any:
        """Play the beginner bot's choice with a drag, a button or the prompt bar."""
        table = self.table
        action = self.choice()
        before = len(table.match.moves)
        if isinstance(action, ChooseWell):
            # the bot's first card of that series, dragged onto the well
            state = GAME.apply(table.match.state, table.viewer, action)
            first = self.bot.choose(
                GAME.view(state, table.viewer), GAME.legal_actions(state, table.viewer), None
            )
            assert isinstance(first, LayCard)
            self.drag_card_to_well(first.card, action.well)
            self.qtbot.waitUntil(lambda: len(table.match.moves) >= before + 2, timeout=5000)
        elif isinstance(action, LayCard):
            self.drag_card_to_well(action.card, table.current().well)
        elif isinstance(action, FinishSeries):
            assert self.board.done_button.isVisible()
            self.board.done_button.click()
        elif isinstance(action, TakeBack):
            self.board.take_back_button.click()
        elif isinstance(action, Pass):
            assert self.board.pass_button.isVisible()
            self.board.pass_button.click()
        elif isinstance(action, (HandOver, BuyElement, MoveMaca)):
            bar = table.prompt_bar
            assert bar.isVisible(), f"no prompt for {action!r}"
            prompt = table.current_prompt()
            self.prompts.append((prompt.key, self.board.walk.collections_shown))
            bar.buttons[list(prompt.options).index(action)].click()
        else:  # pragma: no cover - every action has a gesture
            raise AssertionError(f"no gesture for {action!r}")
        return action


__all__ = ["GesturePlayer", "open_game"]
