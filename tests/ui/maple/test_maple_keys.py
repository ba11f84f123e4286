"""Whole games of Masters of Maple Syrup, standard and rivals, played by key presses
alone against a bot, with what a screen reader hears and finds (issue 24): every decision
announced and reached by keys (the card picker's keys to develop, pay and discard, the
W list for the action cards' ends), the accessibility tree read at many moments."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest
from key_player import bot_key_player
from maple_gestures import open_game
from pytestqt.qtbot import QtBot

from macaron_desktop.games.maple.bots import BasicBot
from macaron_desktop.games.maple.table import texts
from macaron_desktop.ui.main_window import MainWindow


def seen(view: Any) -> Iterable[Any]:
    """The cards a seat's view shows: its hand and dealt cards, the discards, every
    property and the cards it tucked."""
    yield from view.hand
    yield from view.dealt
    yield from view.discards
    for property_ in view.properties:
        yield from property_
    for _host, tucked in view.own_tucked:
        yield from tucked


@pytest.mark.parametrize(("variant", "seed"), [("standard", 3), ("rivals", 4)])
@pytest.mark.slow
def test_a_whole_game_by_keys_alone_is_announced_and_read(
    make_window: Callable[..., MainWindow], qtbot: QtBot, variant: str, seed: int
) -> None:
    table = open_game(make_window((1024, 640)), qtbot, variant, seed=seed)
    player = bot_key_player(qtbot, table, BasicBot(), texts.card_name, seen)
    player.play_to_the_end()
    assert table.match.result() is not None
    assert player.ways.get("picker", 0) > 3  # developed, paid and discarded by the picker
    assert player.ways.get("list", 0) > 3  # the action cards' ends from the W list
    assert max(player.trees) >= 3
