"""A monkey at the table: random clicks, drags and keys over whole games.

Nothing may raise (pytest-qt fails the test on any exception inside Qt), the table must
never stop answering, and every action that got through must be one the rules allowed:
the match log replays from the seed to the same game.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from macaron_gestures import GesturePlayer, open_game
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import Match
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow

#: random gestures per game (three games: a few thousand in all)
RANDOM_EVENTS = 700
KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
]


def replays_exactly(match: Match) -> bool:
    """The log, replayed from the seed, gives the same game: every move was legal."""
    again = Match.replay(match.game, match.config, match.seed, match.seats, match.moves)
    return again.state == match.state and again.result() == match.result()


@pytest.mark.parametrize(("mode", "seed"), [("solo", 101), ("4p", 202), ("2v2", 303)])
@pytest.mark.slow
def test_random_gestures_over_whole_games(
    mode: str, seed: int, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window((1100, 700))
    table = open_game(window, qtbot, mode, seed)
    player = GesturePlayer(qtbot, table, seed)
    rng = random.Random(seed)
    random_events = 0
    finished = 0
    # drawn every 50 gestures, not after each (see TableGestures.unpainted)
    window.setUpdatesEnabled(False)
    try:
        while random_events < RANDOM_EVENTS or finished == 0:
            qtbot.waitUntil(player.waiting_for_me, timeout=10_000)  # never frozen
            if table.game_over.isVisible():
                assert table.match.finished and replays_exactly(table.match)
                finished += 1
                if random_events >= RANDOM_EVENTS:
                    break
                table.game_over.again_button.click()  # the same seats, a new deal
                assert isinstance(window.table, GameScreen) and window.table is not table
                table = window.table
                player = GesturePlayer(qtbot, table, seed + finished)
                qtbot.waitUntil(lambda t=table: t.log.count() > 0)
                continue
            if random_events >= RANDOM_EVENTS or rng.random() < 0.04:
                player.step()  # a sensible move now and then, and only those at the end
                continue
            random_events += 1
            if random_events % 50 == 0:
                player.paint_now()
            rect = table.view.table_rect()
            anywhere = QPointF(rng.uniform(0, rect.width()), rng.uniform(0, rect.height()))
            choice = rng.random()
            if choice < 0.35:
                player.click(anywhere)
            elif choice < 0.65:
                items = list(table.board.cards.values()) + [
                    t for t in table.board.tokens if t.interactive
                ]
                start = rng.choice(items).scenePos() if items and rng.random() < 0.8 else anywhere
                player.drag(start, anywhere, steps=3)
            elif choice < 0.9:
                table.view.setFocus()
                qtbot.keyClick(table.view, rng.choice(KEYS))
            else:
                buttons = [
                    b
                    for b in (
                        table.picker.confirm_button,
                        table.board.skip_button,
                        table.undo_button,
                    )
                    if b.isVisible() and b.isEnabled()
                ]
                if buttons:
                    rng.choice(buttons).click()
    finally:
        window.setUpdatesEnabled(True)
    player.paint_now()
    assert finished >= 1
    assert random_events == RANDOM_EVENTS
