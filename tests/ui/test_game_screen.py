"""The shared game screen with a game other than Macaron: the toy game on a tiny board.

``ToyBoard`` is everything such a game writes for its table. The toy game, given the
optional ``prompt`` of the kit, asks for its bid as a ``ChooseOne`` (a row of buttons) or
a ``Confirm`` (a yes/no bar) that the screen shows on its own; the plain toy game has no
prompt at all, and the screen works the same.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from macaron_desktop.core.game import ChooseCards, ChooseOne, Confirm
from macaron_desktop.core.match import Match, Move, SeatSpec
from macaron_desktop.games.toy.rules import Bid, Play, ToyCard, ToyGame, ToyState, ToyView
from macaron_desktop.games.toy.spec import SPEC as TOY_SPEC
from macaron_desktop.settings import PACES, Settings, load_settings, save_settings
from macaron_desktop.ui import catalog
from macaron_desktop.ui.catalog import GameEntry
from macaron_desktop.ui.game_board import GameBoard, GameEvent
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.settings_dialog import SettingsDialog
from macaron_desktop.ui.table import CardItem, ItemPool, fan_hand

SEATS = [SeatSpec("Ana"), SeatSpec("Robot", "bot", "random")]


class ToyBoard(GameBoard):
    """The toy game's table: the hand as cards (click one to play it) and the trick."""

    #: a drop zone for the trick, and cards that play when clicked (a board of the
    #: card picker's tests has neither: the picker brings its own zone and clicks)
    trick_zone = True
    clickable = True

    def attach(self, host: Any) -> None:
        super().attach(host)
        self.items = ItemPool(host.view)
        self.cards: dict[ToyCard, CardItem] = {}

    def layout(self, view: ToyView, animate: bool) -> None:
        x, y, width, height = self.host.view.area()
        self.items.begin()
        if self.trick_zone:
            self.items.zone("trick", QRectF(x + width / 2 - 120, y + 40, 240, 120))
        for index, (seat, card) in enumerate(view.trick):
            text = f"{self.host.names[seat]}: {card.colour} {card.rank}"
            self.items.label(text, QPointF(x + width / 2, y + 70 + 30 * index))
        self.items.end()
        hand = list(view.hand) if self.host.revealed else []
        for card in [c for c in self.cards if c not in hand]:
            self.host.scene.removeItem(self.cards.pop(card))
        spots = fan_hand((x, y + height - 150, width, 150), 70, 100, len(hand))
        for card, spot in zip(hand, spots, strict=True):
            item = self.cards.get(card)
            if item is None:
                item = self.cards[card] = CardItem(card, QSizeF(70, 100))
                if self.clickable:
                    item.clicked.connect(self._clicked)
                self.host.scene.addItem(item)
            item.set_home(QPointF(spot.x, spot.y), spot.rotation)
            item.place_at_home()

    def _clicked(self, item: CardItem) -> None:
        if isinstance(self.host.current_prompt(), ChooseCards):
            self.host.answer_cards([item.key], item)
        else:
            self.host.propose(Play(item.key), item)

    def handles_prompt(self, prompt: Any) -> bool:
        return isinstance(prompt, ChooseCards)  # cards are chosen in the hand

    def animate(self, event: GameEvent, view: ToyView) -> None:
        """The toy game has no events to show."""

    def log_line(self, event: GameEvent) -> str | None:
        return None

    def status_text(self, view: ToyView) -> str:
        return "Your turn" if self.host.my_turn() else "Waiting"

    def prompt_text(self, prompt: Any) -> str:
        return "How many tricks will you take?"

    def option_text(self, option: Any) -> str:
        return f"Bid {option.tricks}"


class ChoosingToy(ToyGame):
    """The toy game asking for its bid as a ChooseOne."""

    def prompt(self, state: ToyState, seat: int) -> ChooseOne | None:
        if any(b is None for b in state.bids) and seat in self.seats_to_act(state):
            return ChooseOne("bid", tuple(self.legal_actions(state, seat)))
        return None


class ConfirmingToy(ToyGame):
    """The toy game asking "bid one?" as a yes/no question."""

    def prompt(self, state: ToyState, seat: int) -> Confirm | None:
        if any(b is None for b in state.bids) and seat in self.seats_to_act(state):
            return Confirm("bid_one", yes=Bid(1), no=Bid(0))
        return None


class CardChoosingToy(ToyGame):
    """The toy game describing each play as "choose one card from your hand"."""

    answered: list[tuple[ToyCard, ...]] = []

    def prompt(self, state: ToyState, seat: int) -> ChooseCards | None:
        if not any(b is None for b in state.bids) and seat in self.seats_to_act(state):
            return ChooseCards("play_a_card", "hand", 1, 1)
        return None

    def cards_action(self, state: ToyState, seat: int, cards: Any) -> Play:
        self.answered.append(tuple(cards))
        return Play(cards[0])


@pytest.fixture(autouse=True)
def toy_in_library(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    def create_table(session: Any, window: MainWindow) -> GameScreen:
        return GameScreen(session, window, ToyBoard())

    spec = TOY_SPEC._replace(picture="library/macaron.svg")
    entry = GameEntry(spec, print, create_table)
    monkeypatch.setattr(catalog, "_ENTRIES", [entry])
    monkeypatch.setattr(catalog, "_loaded", True)
    yield


@pytest.fixture
def open_toy(qtbot: QtBot, qapp: QApplication) -> Callable[..., GameScreen]:
    def open_(game: ToyGame, seed: int = 3, **settings: Any) -> GameScreen:
        languages = LanguageManager()
        languages.apply("en")
        values = {"animation_speed": "instant", "confirm_leave_game": False, **settings}
        window = MainWindow(Settings(**values), languages)
        qtbot.addWidget(window)
        window.resize(1100, 700)
        window.show()
        qtbot.waitExposed(window)
        assert window.open_match(Match(game, {"players": 2}, seed, SEATS), None)
        table = window.table
        assert isinstance(table, GameScreen)
        return table

    return open_


def play_out(table: GameScreen, qtbot: QtBot) -> int:
    """Click legal cards until the game is over; how many cards were clicked."""
    clicks = 0
    # with forced moves played for the player, only real choices are left to click
    fewest = 2 if table.settings().auto_play_forced else 1
    while not table.match.finished:
        qtbot.waitUntil(
            lambda: table.match.finished or (table.my_turn() and len(table.legal()) >= fewest)
        )
        if table.match.finished:
            break
        card = table.legal()[0].card
        item = table.board.cards[card]
        qtbot.mouseClick(
            table.view.viewport(),
            Qt.MouseButton.LeftButton,
            pos=table.view.mapFromScene(item.mapToScene(QPointF(-25, -30))),
        )
        clicks += 1
    return clicks


def test_a_choose_one_prompt_is_a_row_of_buttons(
    open_toy: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = open_toy(ChoosingToy(), auto_play_forced=True)
    qtbot.waitUntil(table.prompt_bar.isVisible)
    assert table.prompt_bar.text.text() == "How many tricks will you take?"
    assert [b.text() for b in table.prompt_bar.buttons] == ["Bid 0", "Bid 1", "Bid 2", "Bid 3"]
    table.prompt_bar.buttons[2].click()
    assert table.match.moves[0] == Move(0, Bid(2))
    qtbot.waitUntil(lambda: not table.prompt_bar.isVisible())
    play_out(table, qtbot)
    qtbot.waitUntil(table.game_over.isVisible)
    result = table.match.result()
    assert result is not None
    assert any(table.names[w] in table.game_over.winners.text() for w in result.winners)
    assert table.game_over.export_button.isVisible()  # the toy game writes core envelope records


def test_a_confirm_prompt_is_a_yes_no_bar_answered_with_keys(
    open_toy: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = open_toy(ConfirmingToy())
    qtbot.waitUntil(table.prompt_bar.isVisible)
    assert [b.text() for b in table.prompt_bar.buttons] == ["&Yes", "&No"]
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)  # Escape says no
    assert table.match.moves[0] == Move(0, Bid(0))
    qtbot.waitUntil(lambda: not table.prompt_bar.isVisible())


def test_without_prompts_the_bar_stays_hidden_and_forced_moves_play_themselves(
    open_toy: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = open_toy(ToyGame(), auto_play_forced=True)
    qtbot.waitUntil(table.my_turn)
    assert not table.prompt_bar.isVisible()
    assert table.propose(Bid(1))
    clicks = play_out(table, qtbot)
    mine = [m for m in table.match.moves if m.seat == 0 and isinstance(m.action, Play)]
    assert len(mine) == 3
    assert clicks < 3  # the last card, at least, was the only one left and played itself


def test_a_board_answers_a_choose_cards_prompt_on_its_own_items(
    open_toy: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    game = CardChoosingToy()
    table = open_toy(game)
    qtbot.waitUntil(table.my_turn)
    assert table.propose(Bid(1))
    play_out(table, qtbot)
    assert len(game.answered) == 3  # every card was chosen through the prompt
    assert not table.prompt_bar.isVisible()  # the board showed it, not the screen


def test_forced_moves_wait_for_the_player_when_the_setting_is_off(
    open_toy: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = open_toy(ToyGame(), seed=5)
    qtbot.waitUntil(table.my_turn)
    table.propose(Bid(0))
    for _ in range(3):
        qtbot.waitUntil(table.my_turn)
        if len(table.legal()) == 1:
            qtbot.wait(50)
            assert table.my_turn()  # nothing was played for the player
        assert table.propose(table.legal()[0])
    qtbot.waitUntil(table.game_over.isVisible)


def test_pace_and_forced_moves_are_settings(qapp: QApplication) -> None:
    dialog = SettingsDialog(Settings())
    assert dialog.result_settings().pace == "normal"
    assert not dialog.result_settings().auto_play_forced
    dialog.pace.setCurrentIndex(PACES.index("click"))
    dialog.auto_play.setChecked(True)
    chosen = dialog.result_settings()
    assert chosen.pace == "click" and chosen.auto_play_forced
    assert chosen.linger_ms() is None
    save_settings(chosen)
    assert load_settings() == chosen
    save_settings(replace(chosen, pace="quick"))
    assert load_settings().move_pause_ms() == 0
