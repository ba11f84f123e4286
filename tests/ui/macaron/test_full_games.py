"""Whole games of Macaron played through the table: with real mouse gestures, or (every
mode the keyboard test does not play) by key presses alone as a screen reader's user would
(issue 24: every decision announced and reached by keys, the tree read as the game goes)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest
from key_player import KeyPlayer, hidden_card_names
from macaron_gestures import GesturePlayer, open_game
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.games.macaron.cards import Card
from macaron_desktop.games.macaron.record import validate_record
from macaron_desktop.games.macaron.table import texts
from macaron_desktop.games.macaron.view import MacaronView
from macaron_desktop.ui.main_window import MainWindow


def seen(view: MacaronView) -> Iterable[Card]:
    """The cards a seat's view shows or showed: its hand, what it passed, received,
    discarded and drew, and every trick."""
    yield from (*view.hand, *view.passed_out, *view.received, *view.discarded, *view.drawn)
    yield from (play.card for play in view.trick)
    for trick in (*view.tricks, *((view.last_trick,) if view.last_trick else ())):
        yield from (play.card for play in trick.plays)


def hands(state: Any) -> Iterable[Iterable[Card]]:
    """Every seat's hand in a Macaron state."""
    return state.round.hands


def card_name(card: Card) -> str:
    """A Macaron card's name."""
    return texts.card_name(card.flavor.value, card.rank)


# (the 2p and 4p modes are played by keys in test_keyboard_game.py, with the board's keys)
@pytest.mark.parametrize(
    ("mode", "seed", "by"),
    [
        ("solo", 11, "keys"),
        ("2p", 12, "drags"),
        ("3p", 13, "keys"),
        ("4p", 5, "drags"),
        ("2v2", 15, "keys"),
        ("5p", 16, "keys"),
    ],
)
@pytest.mark.slow
def test_a_whole_game_through_the_gui_ends_with_the_engines_winners(
    mode: str,
    seed: int,
    by: str,
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    table = open_game(window, qtbot, mode, seed)
    if by == "keys":
        rng = random.Random(seed)
        keys = KeyPlayer(
            qtbot,
            table,
            lambda: rng.choice(table.legal()),
            lambda seat: hidden_card_names(table, card_name, seen, hands, seat),
            lambda item: card_name(item.key),
        )
        keys.play_to_the_end()
        assert keys.ways.get("picker", 0) >= 1 and keys.ways.get("list", 0) > 10
        assert max(keys.trees) >= 3  # the hand was read in the tree, card by card
    else:
        player = GesturePlayer(qtbot, table, seed)
        player.play_to_the_end()
        assert player.gestures.get("drag", 0) > 10
    result = table.match.result()
    assert result is not None
    panel = table.game_over
    assert panel.isVisible()
    winners = [table.names[w] for w in result.winners]
    assert all(name in panel.winners.text() for name in winners)
    log = [table.log.item(i).text() for i in range(table.log.count())]
    assert any("wins the trick" in line for line in log)
    if mode == "4p":
        assert any("Ana places a token" in line for line in log)
    # export the record from the game-over panel; it is valid and names the same winners
    target = tmp_path / "record.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.export_action.isEnabled()
    panel.export_button.click()
    record = json.loads(target.read_text(encoding="utf-8"))
    validate_record(record)
    assert record["winners"] == list(result.winners)
    assert record["seed"] == seed and record["mode"] == mode
    # the finished game left the saves folder and was counted
    window.leave_game()
    assert not window.library.continue_button.isVisible()


def test_hot_seat_game_hides_each_hand_behind_the_privacy_screen(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    table = open_game(window, qtbot, "2p", 3, seats)
    qtbot.waitUntil(table.privacy.isVisible)
    assert "Ana" in table.privacy.title.text()
    assert not table.board.cards  # nothing of a hand is drawn behind the screen
    player = GesturePlayer(qtbot, table, 3)
    shown_for = set()
    for _ in range(12):
        if table.privacy.isVisible():
            shown_for.add(table.privacy.player_name)
        player.step()
    assert shown_for == {"Ana", "Ben"}
    assert not table.undo_button.isVisible()
