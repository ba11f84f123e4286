"""Every game's table a few turns into a game: you and basic bots, played off the table by
the basic bot in every seat until your fourth decision, then opened as a saved game is.
The look tests (card size, high contrast) and the screenshot script use them."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtWidgets import QApplication

from macaron_desktop.core.match import Match
from macaron_desktop.core.registry import get_spec
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.game_setup import default_seats
from macaron_desktop.ui.main_window import MainWindow

#: each game and the mode its busy table is shown in
GAMES = (("macaron", "4p"), ("macarena", "4p"), ("maus", "4p"), ("maple", "2p"))


def busy_match(game_id: str, mode: str, seed: int = 3, decisions: int = 4) -> Match[Any, Any]:
    """A match of ``game_id`` played by the basic bot until seat 0 is to make its
    ``decisions``-th decision."""
    spec = get_spec(game_id)
    seats = default_seats(spec, mode, "Ana")
    match = Match(spec.game(), spec.config(mode), seed, seats)
    bot = spec.bot("basic")
    made = 0
    for _ in range(5000):
        seat = match.seats_to_act()[0]
        if seat == 0:
            made += 1
            if made >= decisions:
                return match
        view, legal = match.view(seat), match.legal_actions(seat)
        match.play(seat, bot.choose(view, legal, match.bot_rng(seat)))
    raise AssertionError(f"{game_id}: seat 0 never came to decide")


def open_busy(window: MainWindow, game_id: str, mode: str, decisions: int = 4) -> GameScreen:
    """The busy table of ``game_id`` on ``window`` at seat 0's ``decisions``-th decision,
    laid out and still (the screenshot script has no ``qtbot``, so this waits by itself)."""
    window.open_match(busy_match(game_id, mode, decisions=decisions), None)
    table = window.table
    assert isinstance(table, GameScreen)
    deadline = time.monotonic() + 10
    while not (table.log.count() > 0 and not table.busy and not table.animator.busy):
        assert time.monotonic() < deadline, f"{game_id}: the table never settled"
        QApplication.processEvents()
        time.sleep(0.01)
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    return table
