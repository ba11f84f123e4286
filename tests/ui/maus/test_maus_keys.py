"""Whole games of Maus au Chocolat, 2 and 6 players, played by key presses alone, with
what a screen reader hears and finds (issue 24): every decision announced and reached by
keys (the card picker's keys for bids, picks and combinations, the W list for the rest),
the accessibility tree read at many moments (your hand's cards named, the playable ones
marked, no hidden card named)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest
from key_player import bot_key_player
from maus_gestures import open_game
from pytestqt.qtbot import QtBot

from macaron_desktop.games.maus.bots import BasicBot
from macaron_desktop.games.maus.table import texts
from macaron_desktop.ui.main_window import MainWindow


def seen(view: Any) -> Iterable[Any]:
    """The cards a seat's view shows: its hand, the display, the discards, the score
    piles, the bids shown, the cards others took in sight of all."""
    yield from view.hand
    yield from view.display
    yield from view.discards
    for pile in view.piles:
        yield from pile
    yield from (bid for bid in view.bids if bid is not None)
    for known in view.known:
        yield from known


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (6, 2)])
@pytest.mark.slow
def test_a_whole_game_by_keys_alone_is_announced_and_read(
    make_window: Callable[..., MainWindow], qtbot: QtBot, players: int, seed: int
) -> None:
    table = open_game(make_window(), qtbot, players, seed=seed)
    player = bot_key_player(qtbot, table, BasicBot(), texts.card_name, seen)
    player.play_to_the_end()
    assert table.match.result() is not None
    assert player.ways.get("picker", 0) > 3  # bids, picks and combinations by the picker
    assert max(player.trees) >= 3  # the hand was read in the tree, card by card
