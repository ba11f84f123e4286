"""The shared card picker: every ``ChooseCards`` prompt of every game, played with the mouse
and the keys; the minimum and maximum; skip and extra answers; keyboard-only choice.

The games come from the registry: for each game with a table and each of its modes, the
rules are first played at random without a screen to find every ``ChooseCards`` prompt
key the game asks in that mode; then a real table is opened and each of those prompts is
answered through the picker, in turn by clicks and the Confirm button, by drags onto the
picker's zone and Enter, and by the keys alone, and the answer must reach the match as
the game's ``cards_action``. A game or mode without such a prompt is skipped (La
Macarena has none).

Skip and extra answers, which no game asks yet, and the rules' refusal are played on the
toy game (``games/toy``) with prompts of its own on a small board.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from table_gestures import TableGestures, start_table
from test_game_screen import ToyBoard

from macaron_desktop.core.game import Answer, ChooseCards
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.registry import specs
from macaron_desktop.core.spec import GameSpec
from macaron_desktop.games.toy.rules import Bid, Play, ToyGame, ToyState, ToyView
from macaron_desktop.games.toy.spec import SPEC as TOY_SPEC
from macaron_desktop.settings import Settings
from macaron_desktop.ui import catalog
from macaron_desktop.ui.catalog import GameEntry
from macaron_desktop.ui.game_board import GameBoard, GameEvent
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import NewGame, default_seats
from macaron_desktop.ui.table import CardItem

STYLES = ("clicks", "drags", "keys")
#: games played at most, one after the other, until every prompt came up
MAX_GAMES = 3
#: the table's seed where 7 would take long: Masters of Maple Syrup asks its rarest card
#: prompt (a discard down to the hand limit) in the first 30 moves with 2, after a whole
#: game or more with 7
GUI_SEEDS = {"maple": 2}


# =========================================================================== every game
def table_modes() -> list[tuple[str, str]]:
    """(game, mode) for every registered game that has a table."""
    return [(s.game_id, m) for s in specs() if s.table_module is not None for m in s.mode_ids]


def spec_of(game_id: str) -> GameSpec:
    return next(s for s in specs() if s.game_id == game_id)


def prompt_keys(spec: GameSpec, mode: str, seed: int, steps: int = 1500) -> set[str]:
    """The keys of the ``ChooseCards`` prompts the rules ask in a random game of ``mode``."""
    known = _PROMPT_KEYS.get((spec.game_id, mode, seed, steps))
    if known is None:
        known = _PROMPT_KEYS[spec.game_id, mode, seed, steps] = _explore(spec, mode, seed, steps)
    return set(known)


_PROMPT_KEYS: dict[tuple[str, str, int, int], frozenset[str]] = {}


def _explore(spec: GameSpec, mode: str, seed: int, steps: int) -> frozenset[str]:
    game = spec.game()
    prompt = getattr(game, "prompt", None)
    if prompt is None:
        return frozenset()
    rng = random.Random(seed)
    state = game.new_game(game.validate_config(spec.config(mode)), seed)
    found: set[str] = set()
    for _ in range(steps):
        acting = game.seats_to_act(state)
        if not acting:
            break
        for seat in acting:
            asked = prompt(state, seat)
            if isinstance(asked, ChooseCards):
                found.add(asked.key)
        seat = acting[0]
        state = game.apply(state, seat, rng.choice(list(game.legal_actions(state, seat))))
    return frozenset(found)


def quick_seats(spec: GameSpec, mode: str) -> list[SeatSpec]:
    """You plus the game's quickest bots."""
    level = "random" if any(b.id == "random" for b in spec.bots) else None
    return [
        SeatSpec(s.name, s.kind, level) if s.kind == "bot" and level else s
        for s in default_seats(spec, mode, "Ana")
    ]


class PickerPlayer(TableGestures):
    """Answers ``ChooseCards`` prompts through the picker with gestures; plays anything
    else by proposing a random legal action."""

    def __init__(self, qtbot: QtBot, table: GameScreen, seed: int) -> None:
        super().__init__(qtbot, table)
        self.rng = random.Random(seed)
        #: (prompt key, style) of every prompt answered
        self.answered: list[tuple[str, str]] = []
        #: games played after the first
        self.games = 0

    def wait(self) -> None:
        table = self.table
        self.qtbot.waitUntil(
            lambda: (
                table.match.finished
                or table.summary.isVisible()
                or (table.my_turn() and not table.busy)
            ),
            timeout=20_000,
        )

    def legal_choice(self, prompt: ChooseCards) -> tuple[list[Any], Any]:
        """Cards of the picker's items that the rules accept, and the action they make."""
        table = self.table
        game, state, seat = table.match.game, table.match.state, table.viewer
        keys = [item.key for item in table.picker.items]
        legal = table.legal()
        for _ in range(500):
            size = self.rng.randint(prompt.minimum, min(prompt.maximum, len(keys)))
            cards = self.rng.sample(keys, size)
            action = game.cards_action(state, seat, cards)
            if action in legal:
                return cards, action
        raise AssertionError(f"no legal choice found for {prompt!r}")

    def cards_may_answer(self, prompt: ChooseCards) -> bool:
        """Some choice of cards is a legal answer (with too few cards to choose, only the
        prompt's skip answer is: "score nothing" with three cards in hand)."""
        answers = {a.action for a in (prompt.skip, *prompt.extra) if a is not None}
        enough = len(self.table.picker.items) >= prompt.minimum
        return enough and any(action not in answers for action in self.table.legal())

    def answer(self, prompt: ChooseCards, style: str) -> None:
        table, picker = self.table, self.table.picker
        assert picker.isVisible() and picker.active and picker.prompt == prompt
        assert picker.chosen == []
        cards, action = self.legal_choice(prompt)
        items = {item.key: item for item in picker.items}
        before = len(table.match.moves)
        if style == "keys":
            table.view.setFocus()
            for card in cards:
                self.qtbot.keyClick(table.view, Qt.Key.Key_Home)
                for _ in range([item.key for item in picker.items].index(card)):
                    self.qtbot.keyClick(table.view, Qt.Key.Key_Right)
                assert picker.items[picker.focus_index].focused
                self.qtbot.keyClick(table.view, Qt.Key.Key_Space)
        else:
            for card in cards:
                if style == "clicks":
                    self.click(self.grab_point(items[card]))
                else:
                    assert picker.zone is not None and picker.zone.isVisible()
                    self.drag(
                        self.grab_point(items[card]), picker.zone.sceneBoundingRect().center()
                    )
        assert picker.chosen == cards
        assert all(items[card].selected for card in cards)
        assert picker.confirm_button.isEnabled()
        if style == "clicks":
            self.qtbot.mouseClick(picker.confirm_button, Qt.MouseButton.LeftButton)
        else:
            table.view.setFocus()
            self.qtbot.keyClick(table.view, Qt.Key.Key_Return)
        assert len(table.match.moves) > before, f"{action!r} did not reach the match"
        move = table.match.moves[before]
        assert (move.seat, move.action) == (table.viewer, action)
        self.answered.append((prompt.key, style))

    def play_until_answered(self, keys: set[str], styles: Sequence[str], limit: int = 3000) -> None:
        """Play on until every prompt of ``keys`` was answered, and every style was used
        (or the game ended): each answer takes a style not yet used, so a rare prompt
        needs to come up once, not once per style."""
        with self.unpainted():
            self._play_until_answered(keys, styles, limit)

    def _play_until_answered(self, keys: set[str], styles: Sequence[str], limit: int) -> None:
        table = self.table
        for _ in range(limit):
            done_keys = {key for key, _ in self.answered}
            done_styles = {style for _, style in self.answered}
            if keys <= done_keys and set(styles) <= done_styles:
                return
            self.wait()
            if table.match.finished:
                if keys <= done_keys or self.games >= MAX_GAMES:
                    return
                # a prompt the rules ask only now and then (a discard down to the hand
                # limit) did not come up: the same seats play another game
                window, old = table.window_, table
                table.play_again()
                self.qtbot.waitUntil(lambda w=window, o=old: w.table is not o)
                table = self.table = window.table
                self.games += 1
                continue
            if table.summary.isVisible():
                table.summary.go_on()
                continue
            prompt = table.current_prompt()
            if (
                isinstance(prompt, ChooseCards)
                and not table.board.handles_prompt(prompt)
                and self.cards_may_answer(prompt)
            ):
                used = {style for _, style in self.answered}
                left = [s for s in styles if s not in used] or [
                    s for s in styles if (prompt.key, s) not in self.answered
                ]
                self.answer(prompt, (left or list(styles))[0])
            else:
                table.propose(self.rng.choice(table.legal()))


@pytest.mark.parametrize(("game_id", "mode"), table_modes())
@pytest.mark.slow
def test_every_choose_cards_prompt_is_played_through_the_shared_picker(
    game_id: str, mode: str, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    spec = spec_of(game_id)
    keys = prompt_keys(spec, mode, seed=7)
    if not keys:
        pytest.skip(f"{game_id} asks no ChooseCards prompt in {mode}")
    window = make_window()
    seed = GUI_SEEDS.get(game_id, 7)
    game = NewGame(spec.config(mode), quick_seats(spec, mode), seed)
    table = start_table(window, qtbot, spec, game)
    player = PickerPlayer(qtbot, table, seed)
    # every prompt at least once, in one way of choosing per mode: the way turns from
    # one mode that asks for cards to the next, so that a game's modes together choose in
    # every way (a game with fewer such modes than ways chooses in all in its first one)
    asking = [m for m in spec.mode_ids if prompt_keys(spec, m, seed=7)]
    index = asking.index(mode)
    few = len(asking) < len(STYLES)
    styles = STYLES if few and index == 0 else (STYLES[index % len(STYLES)],)
    player.play_until_answered(keys, styles)
    answered = {key for key, _style in player.answered}
    assert answered == keys, f"answered {answered}, the rules asked {keys}"
    assert {style for _key, style in player.answered} >= set(styles)


def test_the_known_card_prompts_are_found() -> None:
    """The exploration above is not vacuous: Macaron's pass and solo discard are found."""
    macaron = next(s for s in specs() if s.game_id == "macaron")
    assert prompt_keys(macaron, "4p", 7) == {"choose_pass"}
    assert prompt_keys(macaron, "solo", 7) == {"choose_discard"}


def test_a_third_card_to_pass_is_refused_and_confirm_waits_for_two(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    spec = spec_of("macaron")
    table = start_table(
        make_window(), qtbot, spec, NewGame(spec.config("3p"), quick_seats(spec, "3p"), 2)
    )
    qtbot.waitUntil(table.picker.isVisible)
    picker, player = table.picker, PickerPlayer(qtbot, table, 2)
    items = picker.items
    assert not picker.confirm_button.isEnabled()
    assert picker.reason.text() == "Choose 2 more cards."
    player.click(player.grab_point(items[0]))
    assert picker.reason.text() == "Choose one more card."
    assert not picker.confirm_button.isEnabled()
    player.click(player.grab_point(items[1]))
    assert picker.confirm_button.isEnabled() and picker.reason.isHidden()
    player.click(player.grab_point(items[2]))
    assert picker.chosen == [items[0].key, items[1].key]
    assert not items[2].selected
    assert table.view.message() == "You may choose at most 2 cards: click one to put it back."
    # the live line is the game's: what to do, then the cards chosen
    assert picker.line.text().startswith("Choose two cards to pass to ")
    assert picker.line.text().count(",") == 1
    # Escape puts them back
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert picker.chosen == [] and not items[0].selected


# =========================================================================== the toy game
class PickerToyBoard(ToyBoard):
    """The toy game's hand as cards, given to the picker; no zone of its own."""

    trick_zone = False
    clickable = False
    # the shared picker asks the card prompts (the toy board's own words are for bids)
    handles_prompt = GameBoard.handles_prompt
    prompt_text = GameBoard.prompt_text
    option_text = GameBoard.option_text

    def card_items(self, source: str) -> Sequence[CardItem]:
        view = self.host.current()
        return [self.cards[c] for c in view.hand if c in self.cards] if source == "hand" else []

    def describe_choice(self, view: ToyView, prompt: Any, chosen: Sequence[Any]) -> str:
        if not chosen:
            return "Choose a card to play."
        return "You would play " + ", ".join(f"{c.colour} {c.rank}" for c in chosen) + "."

    def animate(self, event: GameEvent, view: ToyView) -> None:
        """The toy game has no events to show."""

    def log_line(self, event: GameEvent) -> str | None:
        return None

    def status_text(self, view: ToyView) -> str:
        return "Your turn" if self.host.my_turn() else "Waiting"

    def refusal(self, reason: Any) -> str:
        return f"Refused: {reason.key}"

    def answer_text(self, answer: Any) -> str:
        return {"lowest": "Play my lowest", "highest": "Play my highest"}[answer.key]


class PickingToy(ToyGame):
    """The toy game asking each play as a choice of cards from the hand: ``minimum`` to
    ``maximum`` cards, the first of which is played; "play my lowest" as the skip answer
    and "play my highest" as an extra one."""

    minimum = 1
    maximum = 1

    def prompt(self, state: ToyState, seat: int) -> ChooseCards | None:
        if any(b is None for b in state.bids) or seat not in self.seats_to_act(state):
            return None
        legal = sorted(a.card for a in self.legal_actions(state, seat))
        return ChooseCards(
            "play_a_card",
            "hand",
            self.minimum,
            self.maximum,
            skip=Answer("lowest", Play(legal[0])),
            extra=(Answer("highest", Play(legal[-1])),),
        )

    def cards_action(self, state: ToyState, seat: int, cards: Sequence[Any]) -> Play:
        return Play(cards[0])


class PairToy(PickingToy):
    """Two or three cards to choose (the first is played)."""

    minimum = 2
    maximum = 3


@pytest.fixture
def toy_table(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, qapp: QApplication
) -> Iterator[Callable[..., GameScreen]]:
    def create_table(session: Any, window: MainWindow) -> GameScreen:
        return GameScreen(session, window, PickerToyBoard())

    spec = TOY_SPEC._replace(picture="library/macaron.svg")
    monkeypatch.setattr(catalog, "_ENTRIES", [GameEntry(spec, print, create_table)])
    monkeypatch.setattr(catalog, "_loaded", True)
    languages = LanguageManager()
    languages.apply("en")

    def open_(game: ToyGame, seed: int = 3) -> GameScreen:
        window = MainWindow(
            Settings(animation_speed="instant", confirm_leave_game=False), languages
        )
        qtbot.addWidget(window)
        window.resize(1100, 700)
        window.show()
        qtbot.waitExposed(window)
        seats = [SeatSpec("Ana"), SeatSpec("Robot", "bot", "random")]
        assert window.open_match(Match(game, {"players": 2}, seed, seats), None)
        table = window.table
        assert isinstance(table, GameScreen)
        # bid, then wait for the first card to choose
        qtbot.waitUntil(lambda: table.my_turn() and not table.busy)
        table.propose(Bid(1))
        qtbot.waitUntil(lambda: table.picker.isVisible() and not table.busy, timeout=10_000)
        return table

    yield open_
    languages.apply("en")


def test_skip_and_extra_answers_are_buttons_that_reach_the_match(
    toy_table: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = toy_table(PickingToy())
    picker = table.picker
    prompt = picker.prompt
    assert prompt is not None and prompt.skip is not None
    assert [b.text() for b in picker.buttons()] == ["Play my highest", "Play my lowest", "&Confirm"]
    before = len(table.match.moves)
    qtbot.mouseClick(picker.skip_button, Qt.MouseButton.LeftButton)
    assert table.match.moves[before].action == prompt.skip.action
    # the next play: the extra answer
    qtbot.waitUntil(lambda: table.match.finished or (picker.isVisible() and not table.busy))
    if table.match.finished:
        pytest.fail("the toy game ended before a second card was chosen")
    prompt = picker.prompt
    assert prompt is not None
    before = len(table.match.moves)
    qtbot.mouseClick(picker.extra_buttons[0], Qt.MouseButton.LeftButton)
    assert table.match.moves[before].action == prompt.extra[0].action


def test_escape_with_nothing_chosen_gives_the_skip_answer(
    toy_table: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = toy_table(PickingToy())
    prompt = table.picker.prompt
    assert prompt is not None and prompt.skip is not None
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert len(table.picker.chosen) == 1
    before = len(table.match.moves)
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)  # first Escape: the choice is cleared
    assert table.picker.chosen == [] and len(table.match.moves) == before
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)  # second: "choose nothing"
    assert table.match.moves[before].action == prompt.skip.action


def test_the_minimum_and_maximum_are_enforced_and_the_live_line_follows(
    toy_table: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = toy_table(PairToy())
    picker = table.picker
    items = picker.items
    assert len(items) == 3
    assert picker.line.text() == "Choose a card to play."
    assert not picker.confirm_button.isEnabled()
    assert picker.reason.text() == "Choose 2 more cards."
    assert picker.confirm_button.toolTip() == "Choose 2 more cards."
    player = TableGestures(qtbot, table)
    player.click(player.grab_point(items[0]))
    card = items[0].key
    assert picker.line.text() == f"You would play {card.colour} {card.rank}."
    assert picker.reason.text() == "Choose one more card."
    # Enter below the minimum says why and sends nothing
    before = len(table.match.moves)
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert len(table.match.moves) == before
    assert table.view.message() == "Choose one more card."
    player.click(player.grab_point(items[1]))
    player.click(player.grab_point(items[2]))
    assert picker.confirm_button.isEnabled() and len(picker.chosen) == 3


def test_one_card_too_many_is_refused_with_the_reason(
    toy_table: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = toy_table(PickingToy())
    picker, player = table.picker, TableGestures(qtbot, table)
    first, second = picker.items[:2]
    player.click(player.grab_point(first))
    player.click(player.grab_point(second))
    assert picker.chosen == [first.key] and not second.selected
    assert table.view.message() == "You may choose only one card: click it to put it back."
    player.click(player.grab_point(first))  # put back
    assert picker.chosen == [] and not first.selected


def test_the_picker_lays_its_own_zone_over_the_cards_and_takes_drops(
    toy_table: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = toy_table(PickingToy())
    picker, player = table.picker, TableGestures(qtbot, table)
    zone = picker.zone
    assert zone is not None and zone.isVisible()
    cards = QRectF()
    for item in picker.items:
        cards = cards.united(item.sceneBoundingRect())
    assert zone.sceneBoundingRect().bottom() <= cards.top()
    item = picker.items[-1]
    player.drag(player.grab_point(item), zone.sceneBoundingRect().center())
    assert picker.chosen == [item.key]
    qtbot.waitUntil(lambda: (item.pos() - item.home).manhattanLength() < 1)


class RefusingToy(PickingToy):
    """Cards answered with an action the rules refuse while cards are played (a bid)."""

    def cards_action(self, state: ToyState, seat: int, cards: Sequence[Any]) -> Any:
        return Bid(3)


def test_a_choice_the_rules_refuse_is_shown_with_their_reason(
    toy_table: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = toy_table(RefusingToy())
    hand = table.current().hand
    before = len(table.match.moves)
    player = TableGestures(qtbot, table)
    player.click(player.grab_point(table.picker.items[0]))
    qtbot.mouseClick(table.picker.confirm_button, Qt.MouseButton.LeftButton)
    assert len(table.match.moves) == before
    assert table.view.message().startswith("Refused: ")
    # the prompt is still asked, the hand unchanged
    assert table.picker.isVisible() and table.current().hand == hand


def test_a_whole_toy_game_chosen_with_the_keyboard_alone(
    toy_table: Callable[..., GameScreen], qtbot: QtBot
) -> None:
    table = toy_table(PickingToy())
    picker = table.picker
    played = 0
    while not table.match.finished:
        qtbot.waitUntil(lambda: table.match.finished or (picker.isVisible() and not table.busy))
        if table.match.finished:
            break
        legal = {a.card for a in table.legal()}
        target = next(i for i, item in enumerate(picker.items) if item.key in legal)
        table.view.setFocus()
        qtbot.keyClick(table.view, Qt.Key.Key_End)
        qtbot.keyClick(table.view, Qt.Key.Key_Home)
        for _ in range(target):
            qtbot.keyClick(table.view, Qt.Key.Key_Right)
        assert picker.items[target].focused
        qtbot.keyClick(table.view, Qt.Key.Key_Space)
        card = picker.items[target].key
        assert picker.chosen == [card]
        before = len(table.match.moves)
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
        assert table.match.moves[before].action == Play(card)
        played += 1
    assert played == 3
