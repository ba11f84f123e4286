"""Whole games of Masters of Maple Syrup, standard and rivals, played through the table
with real mouse drags against a bot, to the engine's winner."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from maple_gestures import GesturePlayer, open_game
from pytestqt.qtbot import QtBot

from macaron_desktop.core.registry import get_spec
from macaron_desktop.games.maple.actions import ChooseAction, Develop, Pay
from macaron_desktop.ui.main_window import MainWindow


@pytest.mark.parametrize(("variant", "seed"), [("standard", 3), ("rivals", 4)])
def test_a_whole_game_against_a_bot_is_played_to_the_end_with_drags(
    make_window: Callable[..., MainWindow], qtbot: QtBot, variant: str, seed: int
) -> None:
    window = make_window((1024, 640), pace="quick")
    table = open_game(window, qtbot, variant, seed=seed)
    player = GesturePlayer(qtbot, table)
    player.play_to_the_end()
    match = table.match
    result = match.result()
    assert result is not None and table.game_over.isVisible()
    mine = [m.action for m in match.moves if m.seat == 0]
    taken = [a for a in mine if isinstance(a, ChooseAction)]
    developed = [a for a in mine if isinstance(a, Develop)]
    paid = [a for a in mine if isinstance(a, Pay)]
    assert taken and developed and paid
    # every end taken, card developed and card paid went by a drag
    dragged = len(taken) + len(developed) + sum(len(a.cards) for a in paid)
    assert player.gestures["drag"] >= dragged
    # the final scoring showed each property's cards, added up to the engine's scores
    summary = table.summary.summary
    assert summary is not None and summary.rows[-1][1::2] == [str(s) for s in result.scores]
    # the engine's winner is the one the game-over panel names
    for winner in result.winners:
        assert table.names[winner] in table.game_over.winners.text()
    record = get_spec("maple").record.write(match)
    assert get_spec("maple").record.check(record) == []
