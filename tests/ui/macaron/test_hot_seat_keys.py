"""A whole hot-seat game of Macaron, two people at one screen, played by key presses
alone with a screen reader listening (issue 24): each privacy screen passed with Enter,
each decision announced to the person whose turn it is and reached by keys, and nothing
of the other person's hidden cards in the accessibility tree or said while they sit at
the table."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from key_player import KeyPlayer, hidden_card_names, listen
from macaron_gestures import open_game
from pytestqt.qtbot import QtBot
from test_full_games import card_name, hands, seen

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.games.macaron.bots import BasicBot
from macaron_desktop.ui.main_window import MainWindow


def test_a_whole_hot_seat_game_by_keys_alone(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = listen(monkeypatch)
    table = open_game(make_window(), qtbot, "2p", 1, [SeatSpec("Ana"), SeatSpec("Ben")])
    assert table.session.is_hot_seat()
    bot = BasicBot()

    def choose() -> object:  # what the person at the table decides: a bot's choice
        match, seat = table.match, table.viewer
        return bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng(seat))

    player = KeyPlayer(
        qtbot,
        table,
        choose,
        lambda seat: hidden_card_names(table, card_name, seen, hands, seat),
        lambda item: card_name(item.key),
    )
    player.sent = sent
    player.tree_every = 1  # the tree is read before every decision
    player.play_to_the_end()
    assert table.match.result() is not None
    # both people played, each after passing the screen, every decision heard and read
    assert set(player.seat_decisions) == {0, 1} and min(player.seat_decisions.values()) > 10
    assert player.handovers >= 10
    assert len(player.trees) == player.decisions and max(player.trees) >= 5
    assert player.ways.get("picker", 0) >= 2  # the cards passed, by the shared picker
    assert player.ways.get("list", 0) > 10  # the cards played, from the W list
    assert any(s.changed for s in sent)  # state changes were told to the screen reader
