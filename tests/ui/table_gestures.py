"""What the gesture players of every game's table share: real mouse input on the view,
going past the screen's panels, and playing a game to its end.

A game's player (``tests/ui/<game>/<game>_gestures.py``) subclasses :class:`TableGestures`
and says in ``decide`` how each of its decisions is made with gestures.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from macaron_desktop.core.game import Result
from macaron_desktop.core.match import SeatSpec
from macaron_desktop.core.registry import get_spec
from macaron_desktop.core.spec import GameSpec
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import NewGame, default_seats, start_game
from macaron_desktop.ui.table import DraggableItem


def new_table(
    window: MainWindow,
    qtbot: QtBot,
    spec: GameSpec,
    config: dict[str, Any],
    seed: int,
    seats: list[SeatSpec] | None = None,
) -> GameScreen:
    """A new game of ``config["players"]`` seats (you, "Ana", and bots unless told) on the
    window's table, once its first events are shown."""
    seats = seats or default_seats(spec, f"{config['players']}p", "Ana")
    return start_table(window, qtbot, spec, NewGame(config, seats, seed))


def record_replays(match: Any) -> bool:
    """Whether the record of ``match`` passes the game's own check."""
    spec = get_spec(match.game.game_id)
    assert spec.record is not None
    return spec.record.check(spec.record.write(match)) == []


def start_table(window: MainWindow, qtbot: QtBot, spec: GameSpec, game: NewGame) -> GameScreen:
    """Start ``game`` on the window's table; the screen, once its first events are shown."""
    start_game(window, spec, game)
    table = window.table
    assert isinstance(table, GameScreen)
    qtbot.waitUntil(lambda: table.log.count() > 0)
    return table


def waiting_for_player(table: Any) -> bool:
    """The table waits for the viewing seat: its turn with nothing moving, or a panel up
    (a round's summary, the game over, the privacy screen, a trick held)."""
    return bool(
        (table.my_turn() and not table.animator.busy and not table.busy)
        or table.summary.isVisible()
        or table.game_over.isVisible()
        or table.privacy.isVisible()
        or table.animator.holding
    )


class TableGestures:
    """Plays the viewing seat's decisions with mouse gestures on the real view."""

    #: how long a step waits for the table to ask the viewing seat
    patience_ms = 10_000
    #: while a long stretch is played, the window is painted once every so many steps
    paint_every = 25
    #: the bot whose choices the gestures play (a game's player sets it)
    bot: Any = None

    def __init__(self, qtbot: QtBot, table: GameScreen) -> None:
        self.qtbot = qtbot
        self.table = table
        #: drags and clicks made, by kind
        self.gestures: dict[str, int] = {}
        self._steps = 0

    @property
    def board(self) -> Any:
        return self.table.board

    def count(self, kind: str) -> None:
        self.gestures[kind] = self.gestures.get(kind, 0) + 1

    # -- raw mouse -------------------------------------------------------------------------
    def _at(self, point: QPointF) -> QPoint:
        return self.table.view.mapFromScene(point)

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        viewport = self.table.view.viewport()
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=self._at(start))
        for step in range(1, steps + 1):
            QTest.mouseMove(viewport, self._at(start + (end - start) * (step / steps)))
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=self._at(end))
        self.count("drag")

    def click(self, point: QPointF) -> None:
        self.qtbot.mouseClick(
            self.table.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(point)
        )
        self.count("click")

    def grab_point(self, item: DraggableItem) -> QPointF:
        """A point of ``item`` that no other item covers (cards overlap in the fan)."""
        size = item.size
        for fx, fy in ((-0.42, -0.3), (-0.42, 0.0), (-0.3, -0.3), (0.0, 0.0), (0.3, 0.0)):
            point = item.mapToScene(QPointF(size.width() * fx, size.height() * fy))
            top = [i for i in self.table.scene.items(point) if isinstance(i, DraggableItem)]
            if top and top[0] is item:
                return point
        raise AssertionError(f"{item!r} cannot be grabbed")

    # -- decisions -------------------------------------------------------------------------
    def waiting_for_me(self) -> bool:
        return waiting_for_player(self.table)

    def step(self) -> None:
        """Make one decision (or go past a panel) through the GUI."""
        table = self.table
        self.qtbot.waitUntil(self.waiting_for_me, timeout=self.patience_ms)
        if table.animator.holding:
            # "click or press Enter to continue": a click on the table goes on
            self.click(self.table.view.mapToScene(self.table.view.viewport().rect().center()))
            return
        if table.game_over.isVisible():
            return
        if table.privacy.isVisible():
            table.privacy.button.click()
            return
        if table.summary.isVisible():
            table.summary.button.click()
            return
        before = len(table.match.moves)
        action = self.decide()
        assert len(table.match.moves) > before, f"{action!r} was not played"

    def choice(self) -> Any:
        """What :attr:`bot` would do in the viewing seat now."""
        match = self.table.match
        seat = self.table.viewer
        return self.bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng(seat))

    def decide(self) -> Any:
        """Play the viewing seat's decision with gestures; the action played."""
        raise NotImplementedError

    @contextmanager
    def unpainted(self) -> Iterator[None]:
        """Play a long stretch without painting after every move: a quarter of a whole
        game's time went into drawing frames nobody looks at. The window is still drawn
        in full every :attr:`paint_every` steps (:meth:`paint_now`) and at the end, so
        a drawing that fails in some state of the game still fails the test."""
        window = self.table.window()
        window.setUpdatesEnabled(False)
        self._steps = 0
        try:
            yield
        finally:
            window.setUpdatesEnabled(True)
        self.paint_now()

    def paint_now(self) -> None:
        """Draw the whole window once, as the screen would show it now."""
        window = self.table.window()
        quiet = not window.updatesEnabled()
        window.setUpdatesEnabled(True)
        window.grab()
        window.setUpdatesEnabled(not quiet)

    def _counted_step(self) -> None:
        self.step()
        self._steps += 1
        if self._steps % self.paint_every == 0:
            self.paint_now()

    def play_until(self, condition: Callable[[], bool], limit: int = 600) -> None:
        """Make decisions through the GUI until ``condition()`` holds at a decision."""
        with self.unpainted():
            for _ in range(limit):
                self.qtbot.waitUntil(self.waiting_for_me, timeout=self.patience_ms)
                if condition():
                    return
                self._counted_step()
        raise AssertionError("the situation never came up")

    def play_to_the_end(self, max_steps: int = 3000) -> None:
        with self.unpainted():
            for _ in range(max_steps):
                if self.table.game_over.isVisible():
                    return
                self._counted_step()
        raise AssertionError("the game did not end")

    def play_whole_game(self) -> Result:
        """Play to the end; the result, which the game-over panel shows."""
        self.play_to_the_end()
        result = self.table.match.result()
        assert result is not None and self.table.game_over.isVisible()
        return result
