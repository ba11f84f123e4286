"""A player who acts on La Macarena's table only through mouse gestures (and buttons).

What to play is the beginner bot's choice from the seat's view; how it is played is a
real drag of the card's item onto the well (or a click on a button of the table).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

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
from macaron_desktop.games.macarena.spec import SPEC as _SPEC
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import NewGame, default_seats, start_game
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
    start_game(window, _SPEC, game)
    table = window.table
    assert isinstance(table, GameScreen)
    qtbot.waitUntil(lambda: table.log.count() > 0)
    return table


class GesturePlayer:
    """Plays the viewing seat's decisions with mouse gestures on the real view."""

    def __init__(self, qtbot: QtBot, table: GameScreen) -> None:
        self.qtbot = qtbot
        self.table = table
        self.bot = BasicBot()
        self.gestures: dict[str, int] = {}
        #: every prompt shown, with what the table showed at that moment
        self.prompts: list[tuple[str, bool]] = []

    @property
    def board(self) -> Any:
        return self.table.board

    # -- raw mouse -------------------------------------------------------------------------
    def _at(self, point: QPointF) -> QPoint:
        return self.table.view.mapFromScene(point)

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        viewport = self.table.view.viewport()
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=self._at(start))
        for step in range(1, steps + 1):
            QTest.mouseMove(viewport, self._at(start + (end - start) * (step / steps)))
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=self._at(end))
        self.gestures["drag"] = self.gestures.get("drag", 0) + 1

    def click(self, point: QPointF) -> None:
        self.qtbot.mouseClick(
            self.table.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(point)
        )
        self.gestures["click"] = self.gestures.get("click", 0) + 1

    def grab_point(self, item: DraggableItem) -> QPointF:
        """A point of ``item`` that no other item covers (cards overlap in the fan)."""
        size = item.size
        for fx, fy in ((-0.42, -0.3), (-0.42, 0.0), (-0.3, -0.3), (0.0, 0.0), (0.3, 0.0)):
            point = item.mapToScene(QPointF(size.width() * fx, size.height() * fy))
            top = [i for i in self.table.scene.items(point) if isinstance(i, DraggableItem)]
            if top and top[0] is item:
                return point
        raise AssertionError(f"{item!r} cannot be grabbed")

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
    def waiting_for_me(self) -> bool:
        table = self.table
        return (
            (table.my_turn() and not table.animator.busy and not table._busy)
            or table.summary.isVisible()
            or table.game_over.isVisible()
            or table.privacy.isVisible()
        )

    def choice(self) -> Any:
        """What the beginner bot would do in the viewing seat now."""
        match = self.table.match
        seat = self.table.viewer
        return self.bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng(seat))

    def step(self) -> None:
        """Make one decision (or dismiss a panel) through the GUI."""
        table = self.table
        self.qtbot.waitUntil(self.waiting_for_me, timeout=15_000)
        if table.game_over.isVisible():
            return
        if table.privacy.isVisible():
            table.privacy.button.click()
            return
        if table.summary.isVisible():
            table.summary.button.click()
            return
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
        assert len(table.match.moves) > before, f"{action!r} was not played"

    def play_to_the_end(self, max_steps: int = 3000) -> None:
        for _ in range(max_steps):
            if self.table.game_over.isVisible():
                return
            self.step()
        raise AssertionError("the game did not end")


__all__ = ["GesturePlayer", "open_game"]
