"""A whole game of La Macarena played through the table with real mouse drags."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from macarena_gestures import GesturePlayer, open_game
from pytestqt.qtbot import QtBot

from macaron_desktop.core.registry import get_spec
from macaron_desktop.ui.main_window import MainWindow


@pytest.mark.slow
def test_a_three_player_game_against_two_bots_is_played_to_the_end_with_drags(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    # seed 10: a short game (about 690 moves) in which you hand an element over and buy one
    table = open_game(window, qtbot, 3, seed=10)
    player = GesturePlayer(qtbot, table)
    player.play_to_the_end()
    match = table.match
    result = match.result()
    assert result is not None and table.game_over.isVisible()
    assert player.gestures["drag"] > 20
    laid_by_me = [m for m in match.moves if m.seat == 0 and type(m.action).__name__ == "LayCard"]
    assert len(laid_by_me) == player.gestures["drag"]  # every card went by a drag
    # the hand-over is asked while the collections are still hidden
    handed = [shown for key, shown in player.prompts if key == "choose_element_to_hand_over"]
    assert handed and not any(handed)
    record = get_spec("macarena").record.write(match)
    assert get_spec("macarena").record.check(record) == []
    assert table.status.text() == "The game is over."
