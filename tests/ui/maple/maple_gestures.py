"""A player who acts on Masters of Maple Syrup's table only through mouse gestures (and
buttons).

What to play is the basic bot's choice from the seat's view; how it is played is real
mouse input: an action card end dragged down onto your property, a hand card dragged onto
your property to develop it, the paying and discarded cards dragged onto the discard
pile, tucked cards onto the card that tucks them (the shared card picker chooses them),
trees and kept cards clicked, then the picker's button; CHOOSE ONE and the effects with
the buttons of the prompt bar.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from table_gestures import TableGestures, start_table

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.games.maple.actions import (
    ChooseAction,
    ChooseKind,
    Develop,
    Discard,
    Harvest,
    Keep,
    NoDevelop,
    NoEffect,
    Pay,
    Tap,
    Tuck,
    UseEffect,
)
from macaron_desktop.games.maple.bots import BasicBot
from macaron_desktop.games.maple.spec import SPEC
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import NewGame
from macaron_desktop.ui.table import DropZone

#: the card choices made by dragging onto the board's zone
DRAGGED = {Develop: "choose_develop", Pay: "choose_payment", Discard: "choose_discard"}


def open_game(
    window: MainWindow,
    qtbot: QtBot,
    variant: str,
    seed: int,
    seats: list[SeatSpec] | None = None,
) -> GameScreen:
    """A new game (you against a bot unless told) on the window's table."""
    seats = seats or [SeatSpec("Ana"), SeatSpec("Bot", "bot", "basic")]
    game = NewGame({"players": 2, "variant": variant}, seats, seed)
    return start_table(window, qtbot, SPEC, game)


def open_at(
    window: MainWindow,
    qtbot: QtBot,
    seed: int,
    reached: Any,
    variant: str = "standard",
    bot: Any = None,
) -> GameScreen:
    """A game (you against the basic bot) played on by the basic bot in both seats (or
    by ``bot``), off the table, until ``reached(state)`` holds with you to act; then
    opened on the table as a saved game would be. Where the game of ``seed`` never gets
    there, the next seeds are tried (the bot's play, and so the game a seed gives,
    changes as the bot learns)."""
    from macaron_desktop.core.match import Match
    from macaron_desktop.games.maple.rules import GAME

    seats = [SeatSpec("Ana"), SeatSpec("Bot", "bot", "basic")]
    bot = bot or BasicBot()
    for tried in range(seed, seed + 40):
        match = Match(GAME, {"players": 2, "variant": variant}, tried, seats)
        while not match.finished and not (reached(match.state) and 0 in match.seats_to_act()):
            seat = match.seats_to_act()[0]
            view, legal = match.view(seat), match.legal_actions(seat)
            match.play(seat, bot.choose(view, legal, match.bot_rng(seat)))
        if not match.finished:
            break
    else:
        raise AssertionError(f"the situation never came up in seeds {seed} to {tried}")
    window.open_match(match, None)
    table = window.table
    assert isinstance(table, GameScreen)
    qtbot.waitUntil(lambda: table.log.count() > 0 and table.my_turn())
    return table


class GesturePlayer(TableGestures):
    """Plays the viewing seat's decisions with mouse gestures on the real view."""

    def __init__(self, qtbot: QtBot, table: GameScreen) -> None:
        super().__init__(qtbot, table)
        self.bot = BasicBot()
        #: every decision, as played
        self.played: list[Any] = []

    def zone(self, key: Any) -> DropZone:
        zone: DropZone = self.board.items.zones[key]
        return zone

    def drag_to(self, key: Any, zone_key: Any) -> None:
        item = self.board.cards[key]
        self.drag(self.grab_point(item), self.zone(zone_key).sceneBoundingRect().center())

    def click_card(self, key: Any) -> None:
        item = self.board.cards[key]
        self.click(self.grab_point(item))

    def press(self, button: Any) -> None:
        assert button.isVisible() and button.isEnabled(), button.text()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.count("button")

    def choice(self) -> Any:
        """What the basic bot would do in the viewing seat now."""
        match = self.table.match
        seat = self.table.viewer
        return self.bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng(seat))

    def take_end(self, index: int, end: int) -> None:
        """Drag end ``end`` of action card ``index`` down onto your property."""
        key = next(
            k for k in self.board.cards if isinstance(k, tuple) and k[:3] == ("end", index, end)
        )
        self.drag_to(key, ("take",))

    def decide(self) -> Any:
        action = self.choice()
        return self.play(action)

    def play(self, action: Any) -> Any:
        """Play ``action`` with gestures."""
        table = self.table
        picker = table.picker
        if isinstance(action, ChooseAction):
            self.take_end(action.card, action.end)
        elif type(action) in DRAGGED:
            assert picker.active, f"no card picker for {action!r}"
            picker.clear()
            for card in action.cards:
                self.drag_to(card, ("choose", DRAGGED[type(action)]))
                assert card in picker.chosen, f"{card!r} was not chosen by its drag"
            self.press(picker.confirm_button)
        elif isinstance(action, Tuck) and action.cards:
            picker.clear()
            for card in action.cards:
                self.drag_to(card, ("choose", "choose_tuck"))
            self.press(picker.confirm_button)
        elif isinstance(action, (Keep, Tap, Harvest)) and action.cards:
            assert picker.active, f"no card picker for {action!r}"
            picker.clear()
            for card in action.cards:
                self.click_card(card)
            self.press(picker.confirm_button)
        elif isinstance(action, (Tap, Harvest, Tuck, NoDevelop)):
            self.press(picker.skip_button)
        elif isinstance(action, (ChooseKind, UseEffect, NoEffect)):
            bar = table.prompt_bar
            assert bar.isVisible(), f"no prompt for {action!r}"
            self.press(bar.buttons[table._prompt_options.index(action)])
        else:  # pragma: no cover - every action has a gesture
            raise AssertionError(f"no gesture for {action!r}")
        self.played.append(action)
        return action


__all__ = ["GesturePlayer", "open_at", "open_game"]
