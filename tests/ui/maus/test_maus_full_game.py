"""A whole game of Maus au Chocolat played through the table with real mouse drags."""

from __future__ import annotations

from collections.abc import Callable

from maus_gestures import GesturePlayer, open_game
from pytestqt.qtbot import QtBot
from table_gestures import record_replays

from macaron_desktop.games.maus.actions import Bid, Keep, Pick, Score
from macaron_desktop.ui.main_window import MainWindow


def test_a_four_player_game_against_three_bots_is_played_to_the_end_with_drags(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, 4, seed=5)
    player = GesturePlayer(qtbot, table)
    result = player.play_whole_game()
    match = table.match
    mine = [m.action for m in match.moves if m.seat == 0]
    bids = [a for a in mine if isinstance(a, Bid)]
    picks = [a for a in mine if isinstance(a, Pick)]
    scores = [a for a in mine if isinstance(a, Score)]
    assert bids and picks and scores
    # every card of a bid, a pick or a combination went by a drag
    dragged = sum(len(a.cards) for a in (*bids, *picks, *scores))
    assert player.gestures["drag"] >= dragged
    # the engine's winner is the one the game-over panel names
    winner = table.names[result.winners[0]]
    assert winner in table.game_over.winners.text()
    assert table.status.text() == "The game is over."
    keeps = [a for a in mine if isinstance(a, Keep)]
    assert keeps  # chosen from the list of kept cards
    assert record_replays(match)
