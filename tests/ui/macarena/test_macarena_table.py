"""La Macarena's table: drags, refusals, buttons, the mirror, the hand's end, keys, languages."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from macarena_gestures import GesturePlayer
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.games.macarena import GAME
from macaron_desktop.games.macarena.actions import ChooseWell, LayCard, Pass
from macaron_desktop.games.macarena.bots import BasicBot
from macaron_desktop.games.macarena.rules import playable_wells
from macaron_desktop.games.macarena.state import Phase
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow

SEATS = [
    SeatSpec("Ana", "human"),
    SeatSpec("Carolina", "bot", "basic"),
    SeatSpec("Mateo", "bot", "basic"),
]


def match_until(seed: int, wanted: Callable[[Any], bool], limit: int = 3000) -> Match[Any, Any]:
    """A 3-player match played by beginner bots (Ana's seat too) up to the first moment
    Ana must act on a normal step and ``wanted(state)`` holds."""
    match = Match(GAME, {"players": 3, "start_player": 0}, seed, SEATS)
    bot = BasicBot()
    for _ in range(limit):
        state = match.state
        seat = match.seats_to_act()[0]
        if seat == 0 and state.phase is Phase.TURN and wanted(state):
            return match
        match.play(seat, match.bot_choice(seat, bot))
        assert not match.finished, "the moment never came"
    raise AssertionError("the moment never came")


def open_match(window: MainWindow, qtbot: QtBot, match: Match[Any, Any]) -> GameScreen:
    window.open_match(match, None)
    table = window.table
    assert isinstance(table, GameScreen)
    qtbot.waitUntil(
        lambda: (
            table.log.count() > 0
            and table.my_turn()
            and not table._busy
            and not table.animator.busy
        )
    )
    return table


def refused_pair(state: Any) -> tuple[int, Any] | None:
    """An open well and a hand card that does not link to its top (if there is one)."""
    for well in playable_wells(state, 0):
        after = GAME.apply(state, 0, ChooseWell(well))
        fits = {a.card for a in GAME.legal_actions(after, 0) if isinstance(a, LayCard)}
        for card in state.hands[0]:
            if card not in fits:
                return well, card
    return None


def test_a_card_that_does_not_link_is_refused_with_the_reason_and_slides_back(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    match = match_until(3, lambda s: refused_pair(s) is not None)
    table = open_match(make_window(), qtbot, match)
    well, card = refused_pair(match.state)  # type: ignore[misc]
    player = GesturePlayer(qtbot, table)
    item = player.hand_item(card)
    home = item.home
    moves = len(match.moves)
    player.drag_card_to_well(card, well)
    assert "does not follow" in table.view.message()
    qtbot.waitUntil(lambda: not table.animator.busy)
    assert item.pos() == home and len(match.moves) == moves
    assert match.state.phase is Phase.TURN  # nothing was played, not even the well


def test_a_well_enchanted_by_another_player_says_why_it_is_closed(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    def closed(state: Any) -> bool:
        return not state.mirror_turn and any(m and 0 not in m for m in state.macas)

    match = match_until(5, closed)
    table = open_match(make_window(), qtbot, match)
    well = next(w for w, m in enumerate(match.state.macas) if m and 0 not in m)
    owner = table.names[match.state.macas[well][0]]
    player = GesturePlayer(qtbot, table)
    player.drag_card_to_well(match.state.hands[0][0], well)
    message = table.view.message()
    assert message.startswith(f"Well {well + 1} is enchanted by {owner}'s Maca")
    player.click(player.well_zone(well).sceneBoundingRect().center())  # a click says it too
    assert "enchanted" in table.view.message()
    assert match.state.phase is Phase.TURN


def test_a_series_is_built_card_by_card_taken_back_and_confirmed(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    def two_cards(state: Any) -> bool:
        for well in playable_wells(state, 0):
            after = GAME.apply(state, 0, ChooseWell(well))
            for lay in GAME.legal_actions(after, 0):
                if isinstance(lay, LayCard):
                    third = GAME.apply(after, 0, lay)
                    if any(isinstance(a, LayCard) for a in GAME.legal_actions(third, 0)):
                        return True
        return False

    match = match_until(7, two_cards)
    table = open_match(make_window(), qtbot, match)
    board = table.board
    player = GesturePlayer(qtbot, table)
    state = match.state
    for well in playable_wells(state, 0):
        after = GAME.apply(state, 0, ChooseWell(well))
        firsts = [a for a in GAME.legal_actions(after, 0) if isinstance(a, LayCard)]
        pairs = [
            (f.card, s.card)
            for f in firsts
            for s in GAME.legal_actions(GAME.apply(after, 0, f), 0)
            if isinstance(s, LayCard)
        ]
        if pairs:
            first, second = pairs[0]
            break
    player.drag_card_to_well(first, well)
    assert match.state.phase is Phase.SERIES and match.state.series == (first,)
    assert board.done_button.isVisible() and board.take_back_button.isVisible()
    assert not board.pass_button.isVisible()
    # the cards that may come next are lifted, the others dimmed
    lifted = {slot[1] for slot, item in board.cards.items() if slot[0] == "hand" and item.playable}
    legal = {a.card for a in match.legal_actions(0) if isinstance(a, LayCard)}
    assert lifted == legal and second in lifted
    player.drag_card_to_well(second, well)
    assert match.state.series == (first, second)
    board.take_back_button.click()
    assert match.state.series == (first,)
    assert ("series", 0) in board.cards and ("series", 1) not in board.cards
    assert second in [slot[1] for slot in board.cards if slot[0] == "hand"]
    board.done_button.click()
    qtbot.waitUntil(lambda: match.state.turns and match.state.turns[-1].seat == 0, timeout=5000)
    assert match.state.turns[-1].cards == (first,)


def test_the_status_says_when_no_card_can_follow_the_series(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    def dead_end(state: Any) -> tuple[int, Any] | None:
        for well in playable_wells(state, 0):
            after = GAME.apply(state, 0, ChooseWell(well))
            for lay in GAME.legal_actions(after, 0):
                if isinstance(lay, LayCard):
                    nxt = GAME.apply(after, 0, lay)
                    if nxt.phase is Phase.SERIES and not any(
                        isinstance(a, LayCard) for a in GAME.legal_actions(nxt, 0)
                    ):
                        return well, lay.card
        return None

    match = match_until(7, lambda state: dead_end(state) is not None)
    table = open_match(make_window(), qtbot, match)
    found = dead_end(match.state)
    assert found is not None
    well, card = found
    GesturePlayer(qtbot, table).drag_card_to_well(card, well)
    assert match.state.phase is Phase.SERIES
    # nothing is lifted, and the status line does not ask for a lifted card
    assert not any(item.playable for slot, item in table.board.cards.items() if slot[0] == "hand")
    assert "no card in your hand can follow" in table.status.text()
    assert "add a lifted card" not in table.status.text()


def test_the_pass_button_passes(make_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    match = match_until(9, lambda s: True)
    table = open_match(make_window(), qtbot, match)
    before = len(match.moves)
    assert table.board.pass_button.isVisible()
    table.board.pass_button.click()
    assert match.moves[before].seat == 0 and isinstance(match.moves[before].action, Pass)
    assert any("Ana passes." in table.log.item(i).text() for i in range(table.log.count()))


def test_a_mirror_is_a_moment(make_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    def lone_mirror(state: Any) -> bool:
        return any(state.wells[w][-1] in state.hands[0] for w in playable_wells(state, 0))

    match = match_until(11, lone_mirror)
    window = make_window(animation_speed="fast", pace="quick")
    table = open_match(window, qtbot, match)
    board = table.board
    state = match.state
    well = next(w for w in playable_wells(state, 0) if state.wells[w][-1] in state.hands[0])
    card = state.wells[well][-1]
    player = GesturePlayer(qtbot, table)
    # every text the status line is given, and whether a banner was up at that moment
    statuses: list[tuple[str, bool]] = []
    set_text = table.status.setText

    def record(text: str) -> None:
        if not statuses or statuses[-1][0] != text:
            statuses.append((text, bool(board.banners)))
        set_text(text)

    table.status.setText = record  # type: ignore[method-assign]
    player.drag_card_to_well(card, well)
    qtbot.waitUntil(lambda: match.state.phase is Phase.SERIES and not table._busy)
    assert "A mirror on well" in table.status.text()
    # one status per moment: the drop leads straight to the mirror, never through the
    # empty series' "add a card" (with Other well and a greyed-out Done)
    assert not any("Series on" in text for text, _ in statuses), statuses
    assert board.done_button.isVisible() and board.done_button.isEnabled()
    statuses.clear()
    board.done_button.click()
    qtbot.waitUntil(lambda: bool(board.banners), timeout=3000)
    assert board.banners[0].text() == "Espejo!"
    # while "Espejo!" is up, the status no longer asks to press Done
    assert "Press Done" not in table.status.text()
    assert "Espejo!" in table.status.text()
    qtbot.waitUntil(lambda: not board.banners and not table._busy, timeout=10_000)
    maca = [t for t in board.items.tokens if t.key == ("maca", well) and t.isVisible()]
    assert maca and "Ana's Maca" in maca[0].toolTip()
    assert match.state.mirror_turn and match.state.turn_seat == 0
    assert "Espejo! Your mirror turn" in table.status.text()
    # the log line of the series ends with the exclamation, not with "!."
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    laid = [line for line in lines if line.endswith("a mirror!")]
    assert laid and not any("!." in line for line in lines)


def test_the_end_of_a_hand_walks_through_the_awards_in_order(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    match = match_until(13, lambda s: len(s.deck) - s.drawn <= 6)
    table = open_match(make_window(), qtbot, match)
    board = table.board
    steps: list[tuple[str, bool]] = []
    add_line = board.walk.add_line

    def record(text: str) -> None:
        steps.append((text, board.walk.collections_shown))
        add_line(text)

    board.walk.add_line = record  # type: ignore[method-assign]
    player = GesturePlayer(qtbot, table)
    for _ in range(200):
        if table.summary.isVisible() or table.game_over.isVisible():
            break
        player.step()
    assert table.summary.isVisible() or table.game_over.isVisible()
    texts = [t for t, _ in steps]
    assert texts[0] in ("The draw pile is empty: the hand ends.",) or "no cards left" in texts[0]
    shown = texts.index("The collections are turned face up.")
    # the hand-over comes first, while the collections are hidden
    over = [i for i, t in enumerate(texts) if "hand over" in t or "hands over" in t]
    assert over and all(i < shown for i in over)
    assert all(not seen for t, seen in steps[:shown])
    elements = [
        next(i for i, t in enumerate(texts) if i > shown and name in t)
        for name in ("Water", "Air", "Earth", "Fire")
    ]
    assert elements == sorted(elements)
    coins = [i for i, t in enumerate(texts) if "earns" in t]
    assert all(shown < i < elements[0] for i in coins)
    summary = table.summary
    if summary.isVisible():
        assert "the standings" in summary.title.text()


def test_the_status_line_says_each_step_of_the_hand_end_as_it_is_shown(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    # hand 2 of this seed ends with every kind of step: a hand-over, coins for Macas and
    # the largest collection, the four elements, coins that buy an element, an amulet
    match = match_until(1, lambda s: s.hand_number == 2 and len(s.deck) - s.drawn <= 6)
    hand = match.state.hand_number
    table = open_match(make_window(), qtbot, match)
    board = table.board
    names = table.names
    #: every line of the hand-end panel, with the status line at the moment it appears
    steps: list[tuple[str, str]] = []
    add_line = board.walk.add_line

    def record(text: str) -> None:
        steps.append((text, table.status.text()))
        add_line(text)

    board.walk.add_line = record  # type: ignore[method-assign]
    player = GesturePlayer(qtbot, table)
    for _ in range(200):
        qtbot.waitUntil(player.waiting_for_me, timeout=15_000)
        if table.summary.isVisible() or table.game_over.isVisible():
            break
        player.step()
    assert steps, "the hand never ended"
    status = dict(steps)
    ended = steps[0][0]
    assert status[ended] == f"Hand {hand} is over"
    assert status["The collections are turned face up."] == "The collections"
    for line, said in steps:
        assert "Your turn" not in said and not said.startswith(f"Hand {hand + 1}")
        giver = next(
            (n for n in names if line.startswith((f"{n} hands over", f"{n} has chosen"))), None
        )
        if giver is not None:
            assert said == f"Hand over: {giver} gives an element"
        elif line.startswith("Most cards in hand:"):
            assert said.startswith("Hand over: ") and said.endswith(" what to give")
        elif "for the active Macas" in line:
            assert said == "Coins for Macas"
        elif "for the largest collection" in line:
            assert said == "A coin for the largest collection"
        elif " token." in line or "nobody takes it" in line or "coin instead" in line:
            element = next(e for e in ("Water", "Air", "Earth", "Fire") if e in line)
            assert said == f"{element}: most cards win the token"
        elif "trades four coins" in line:
            assert said == "Coins buy elements"
        elif "for an amulet" in line:
            assert said == "Amulets: four elements make one"
    kinds = {said.split(":")[0] for _, said in steps}
    assert {"Hand over", "Coins for Macas", "Coins buy elements", "Amulets"} <= kinds
    # every element had its step, in element order
    walked = [said.split(":")[0] for _, said in steps if said.endswith("most cards win the token")]
    assert list(dict.fromkeys(walked)) == ["Water", "Air", "Earth", "Fire"]
    assert table.summary.isVisible()
    assert table.status.text() == f"Hand {hand}: the standings"


def test_a_turn_can_be_played_with_the_keyboard_alone(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    match = match_until(15, lambda s: bool(playable_wells(s, 0)))
    table = open_match(make_window(), qtbot, match)
    board = table.board
    view = table.view
    view.setFocus()
    starts = board.starting_cards()
    well = min(starts)
    card = sorted(starts[well])[0]

    def key(k: Qt.Key, times: int = 1) -> None:
        for _ in range(times):
            qtbot.keyClick(view, k)

    key(Qt.Key.Key_Down)  # the hand
    slots = [slot for slot, _ in board._hand_slots(match.state.hands[0])]
    target = next(i for i, slot in enumerate(slots) if slot[1] is card)
    key(Qt.Key.Key_Right, target)
    assert board.focus_targets()[board.focus_index].key[1] is card
    key(Qt.Key.Key_Space)  # choose the card
    assert board.selected is not None and board.selected[1] is card
    key(Qt.Key.Key_Home)
    key(Qt.Key.Key_Right, well)
    key(Qt.Key.Key_Return)  # on the well: the card goes there
    qtbot.waitUntil(lambda: match.state.phase is Phase.SERIES and match.state.series == (card,))
    key(Qt.Key.Key_Return)  # on the same well again: done
    qtbot.waitUntil(lambda: match.state.turns and match.state.turns[-1].seat == 0, timeout=5000)
    assert match.state.turns[-1].well == well
    assert table.keyboard_used


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_table_reads_in_both_languages(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    languages: LanguageManager,
    language: str,
) -> None:
    languages.apply(language)
    match = match_until(17, lambda s: s.hand_number >= 2)
    table = open_match(make_window(), qtbot, match)
    board = table.board
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    shown = [table.status.text(), board.pass_button.text(), board.collection_button.text(), *lines]
    shown += [table.scores.text()]
    # no message key leaks out untranslated (keys are snake_case words)
    assert not [t for t in shown if re.search(r"\b[a-z]+_[a-z_]+\b", t)]
    chinese = [t for t in shown if re.search(r"[\u4e00-\u9fff]", t)]
    if language == "zh_TW":
        assert len(chinese) == len(shown) - 0 or len(chinese) > len(shown) * 0.9
        assert "輪到你" in table.status.text()
        assert any("第 1 手結束" in t or "出完手牌" in t or "牌堆已抽完" in t for t in lines)
        # the parts of a line are set with the dot alone, not with spaces around it
        assert "手·輪到你" in table.status.text()
        assert not [t for t in shown if " · " in t]
        # one kind of bracket on the collection button: the count follows a colon
        count = len(match.state.collections[0])
        assert board.collection_button.text() == f"我的個人收藏(&C)：{count} 張"
    else:
        assert not chinese
        assert "Your turn" in table.status.text() and " · " in table.status.text()
    # Alt and the underlined letter still open the collection
    assert board.collection_button.isVisible() and not board.collection_button.isChecked()
    table.window().activateWindow()
    qtbot.keyClick(table.window(), Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(board.collection_button.isChecked)
