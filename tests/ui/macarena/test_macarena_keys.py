"""Whole games of La Macarena, 2 and 5 players, played by key presses alone, with what a
screen reader hears and finds (issue 24): every decision announced and reached by keys,
the hand-end walk-through gone through with Enter, the accessibility tree read at many
moments (your hand's cards named, the playable ones marked, no hidden card named)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest
from key_player import NAME, bot_key_player, children, groups
from macarena_gestures import open_game
from pytestqt.qtbot import QtBot

from macaron_desktop.games.macarena.bots import BasicBot
from macaron_desktop.games.macarena.table import texts
from macaron_desktop.ui.main_window import MainWindow


def seen(view: Any) -> Iterable[Any]:
    """The cards a seat's view shows: its hand and collection, the wells, the series."""
    yield from view.hand
    yield from view.public.series
    yield from view.collection
    for pile in view.wells:
        yield from pile
    for collection in view.collections or ():
        yield from collection


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (5, 2)])
@pytest.mark.slow
def test_a_whole_game_by_keys_alone_is_announced_and_read(
    make_window: Callable[..., MainWindow], qtbot: QtBot, players: int, seed: int
) -> None:
    table = open_game(make_window(), qtbot, players, seed=seed)
    player = bot_key_player(qtbot, table, BasicBot(), texts.card_name, seen, lambda item: item.card)
    player.play_to_the_end()
    assert table.match.result() is not None
    assert player.ways.get("list", 0) > 10  # cards and wells chosen from the W list
    assert player.panels > 0  # the hand-end walk-through and the summaries, by Enter
    assert max(player.trees) >= 5  # the hand was read in the tree, card by card
    # the wells' names say their top card, as the issue's example does
    assert any(line.startswith("Wells: well ") for _, line in table.speech.read_out()) or (
        table.game_over.isVisible()
    )


def test_a_screen_reader_reads_the_wells_by_their_number(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    """The wells lie in a ring, so reading them top to bottom would go 1, 7, 2, 6…: the
    tree gives them in their numbers' order."""
    table = open_game(make_window(), qtbot, 2, seed=7)
    wells = groups(table)["Wells"]
    names = [node.text(NAME) for node in children(wells)]
    assert len(names) == 7
    assert [name.split(":")[0] for name in names] == [f"well {n}" for n in range(1, 8)]
