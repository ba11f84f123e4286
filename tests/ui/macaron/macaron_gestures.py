"""A player who acts on the Macaron table only through mouse gestures."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

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
from macaron_desktop.games.macaron.spec import SPEC as _SPEC
from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import NewGame, default_seats, start_game
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
    start_game(window, _SPEC, game)
    table = window.table
    assert isinstance(table, GameScreen)
    qtbot.waitUntil(lambda: table.log.count() > 0)
    return table


class GesturePlayer:
    """Plays the viewing seat's decisions with mouse gestures on the real view."""

    def __init__(self, qtbot: QtBot, table: GameScreen, seed: int = 0) -> None:
        self.qtbot = qtbot
        self.table = table
        self.rng = random.Random(seed)
        self.gestures: dict[str, int] = {}

    # -- raw mouse -------------------------------------------------------------------------
    def _at(self, point: QPointF) -> QPoint:
        return self.table.view.mapFromScene(point)

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        viewport = self.table.view.viewport()
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=self._at(start))
        for step in range(1, steps + 1):
            QTest.mouseMove(viewport, self._at(start + (end - start) * (step / steps)))
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=self._at(end))

    def click(self, point: QPointF) -> None:
        self.qtbot.mouseClick(
            self.table.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(point)
        )

    def grab_point(self, item: DraggableItem) -> QPointF:
        """A point of ``item`` that no other item covers (cards overlap in the fan)."""
        size = item.size
        for fx, fy in ((-0.42, -0.3), (-0.42, 0.0), (-0.3, -0.3), (0.0, 0.0), (0.3, 0.0)):
            point = item.mapToScene(QPointF(size.width() * fx, size.height() * fy))
            top = [i for i in self.table.scene.items(point) if isinstance(i, DraggableItem)]
            if top and top[0] is item:
                return point
        raise AssertionError(f"{item!r} cannot be grabbed")

    def drag_item_to_zone(self, item: DraggableItem, zone: DropZone) -> None:
        self.drag(self.grab_point(item), zone.sceneBoundingRect().center())
        self.gestures["drag"] = self.gestures.get("drag", 0) + 1

    def click_item(self, item: DraggableItem) -> None:
        self.click(self.grab_point(item))
        self.gestures["click"] = self.gestures.get("click", 0) + 1

    def click_zone(self, zone: DropZone) -> None:
        self.click(zone.sceneBoundingRect().center())
        self.gestures["zone"] = self.gestures.get("zone", 0) + 1

    # -- decisions -------------------------------------------------------------------------
    def waiting_for_me(self) -> bool:
        table = self.table
        return (
            table.my_turn()
            and not table.animator.busy
            and not table._busy
            or table.summary.isVisible()
            or table.game_over.isVisible()
            or table.privacy.isVisible()
        )

    def step(self) -> None:
        """Make one decision (or dismiss a panel) through the GUI."""
        table = self.table
        self.qtbot.waitUntil(self.waiting_for_me, timeout=10_000)
        if table.game_over.isVisible():
            return
        if table.privacy.isVisible():
            table.privacy.button.click()
            return
        if table.summary.isVisible():
            table.summary.button.click()
            return
        legal = table.legal()
        action = self.rng.choice(legal)
        view = table.current()
        before = len(table.match.moves)
        if isinstance(action, PlayCard):
            self.drag_item_to_zone(table.board.cards[action.card], table.board.zones["trick"])
        elif isinstance(action, (PassCards, Discard)):
            for card in list(table.board.selected):  # start from an empty choice
                self.click_item(table.board.cards[card])
            for card in action.cards:
                self.click_item(table.board.cards[card])
            assert sorted(table.board.selected, key=str) == sorted(action.cards, key=str)
            table.board.confirm_button.click()
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
        assert len(table.match.moves) > before, f"{action!r} in {view.phase} was not played"

    def play_to_the_end(self, max_steps: int = 2000) -> None:
        for _ in range(max_steps):
            if self.table.game_over.isVisible():
                return
            self.step()
        raise AssertionError("the game did not end")


__all__ = ["GesturePlayer", "Phase", "open_game"]
