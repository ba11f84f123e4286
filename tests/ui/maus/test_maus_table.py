"""Maus au Chocolat's table, as a player sees it: secret bids turned over together, a
wrong combination refused with its reason, the helper's power offered, the discard down
to eight, and the helpers' powers readable on the table."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from maus_gestures import GesturePlayer, open_game
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.games.maus.actions import Adjust, Bid, Recolour
from macaron_desktop.games.maus.cards import Helper
from macaron_desktop.games.maus.combos import interpretations
from macaron_desktop.games.maus.state import Phase
from macaron_desktop.games.maus.table import texts
from macaron_desktop.ui.main_window import MainWindow

POWERS = (Helper.MAURICE, Helper.MATHIEU, Helper.CLAUDE)


def _my_step(player: GesturePlayer, phase: Phase) -> bool:
    table = player.table
    return table.my_turn() and table.current().phase is phase


def _triples(view, wanted: Callable[[int], bool]) -> list[tuple]:
    helper = view.helpers[view.seat]
    if len(view.hand) <= 3:
        return []
    return [c for c in combinations(view.hand, 3) if wanted(len(interpretations(c, helper)))]


def test_bids_stay_face_down_for_every_other_seat_until_all_are_in(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    seats = [SeatSpec("Ana"), SeatSpec("Ben"), SeatSpec("Bot", "bot", "normal")]
    table = open_game(make_window(), qtbot, 3, seed=2, seats=seats)
    player = GesturePlayer(qtbot, table)
    player.play_until(lambda: _my_step(player, Phase.BID))
    first = table.viewer
    player.step()  # the first person's bid, dragged onto the bid spot
    bid = table.match.state.bids[first]
    assert isinstance(player.played[-1], Bid) and bid is not None
    # the other person sits down: the first bid lies face down, its card nowhere shown
    player.play_until(lambda: _my_step(player, Phase.BID) and table.viewer != first)
    board = table.board
    back = board.cards[("back", first)]
    assert not back.face_up and texts.card_name(bid) not in back.toolTip()
    assert bid not in board.cards
    log = [table.log.item(i).text() for i in range(table.log.count())]
    assert not any(texts.card_name(bid) in line for line in log[-3:])
    player.step()  # the last bid: every bid is turned over at once
    qtbot.waitUntil(lambda: not table._busy)
    if table.privacy.isVisible():
        table.privacy.button.click()
    qtbot.waitUntil(lambda: table.current().phase is not Phase.BID)
    shown = table.board.cards
    for seat, card in enumerate(table.match.state.bids):
        assert card in shown and shown[card].face_up, seat
    assert not any(key[0] == "back" for key in shown if isinstance(key, tuple))
    log = [table.log.item(i).text() for i in range(table.log.count())]
    revealed = next(line for line in log if line.startswith("Bids revealed"))
    assert texts.card_name(bid) in revealed


def test_a_wrong_combination_is_refused_with_its_reason_on_screen(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, 4, seed=1)
    player = GesturePlayer(qtbot, table)
    player.hold_scores = True
    player.play_until(
        lambda: _my_step(player, Phase.SCORE) and bool(_triples(table.current(), lambda n: n == 0))
    )
    wrong = _triples(table.current(), lambda n: n == 0)[0]
    for card in wrong:
        player.drag_card(card, "choose_combination")
    reason = "These three are neither a run nor three of a kind."
    assert table.picker.line.text() == reason
    before = len(table.match.moves)
    player.press(table.picker.confirm_button)
    assert len(table.match.moves) == before
    assert table.view.message() == reason
    assert table.picker.skip_button.text().replace("&", "") == "Score nothing"


def test_the_helpers_power_is_offered_when_it_changes_what_the_cards_form(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, 4, seed=1)
    player = GesturePlayer(qtbot, table)
    player.hold_scores = True

    def power_applies() -> bool:
        view = table.current()
        return (
            _my_step(player, Phase.SCORE)
            and view.helpers[view.seat] in POWERS
            and bool(_triples(view, lambda n: n > 1))
        )

    player.play_until(power_applies)
    view = table.current()
    helper = view.helpers[view.seat]
    cards = _triples(view, lambda n: n > 1)[0]
    for card in cards:
        player.drag_card(card, "choose_combination")
    line = table.picker.line.text()
    assert texts.helper_name(helper) in line and "after Score" in line
    player.press(table.picker.confirm_button)
    qtbot.waitUntil(lambda: table.prompt_bar.isVisible())
    prompt = table.current_prompt()
    assert prompt.key == "choose_power"
    labels = [b.text() for b in table.prompt_bar.buttons]
    assert len(labels) == len(prompt.options) > 1
    assert all(" as " in label or label.startswith("Without the power") for label in labels)
    using = next(i for i, o in enumerate(prompt.options) if isinstance(o, (Adjust, Recolour)))
    assert " as " in labels[using]
    player.press(table.prompt_bar.buttons[using])
    qtbot.waitUntil(lambda: any(m.seat == 0 for m in table.match.moves[-1:]))
    player.play_until(lambda: table.current().phase is not Phase.KEEP or not table.my_turn())
    if _my_step(player, Phase.KEEP):
        player.step()
    log = [table.log.item(i).text() for i in range(table.log.count())]
    assert any(f"with {texts.helper_name(helper)}, " in line for line in log)


def test_a_hand_over_eight_is_discarded_down_to_eight_with_the_picker(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, 4, seed=1)
    player = GesturePlayer(qtbot, table)
    player.hold_scores = True
    player.play_until(lambda: _my_step(player, Phase.DISCARD))
    prompt = table.current_prompt()
    assert prompt.key == "choose_discard" and table.picker.active
    assert len(table.current().hand) == 8 + prompt.minimum
    assert "Over the hand limit of 8" in table.picker.line.text()
    player.step()  # dragged onto the discards, then Discard
    qtbot.waitUntil(lambda: len(table.match.state.hands[0]) == 8)
    log = [table.log.item(i).text() for i in range(table.log.count())]
    assert any("is over the hand limit of 8 and discards" in line for line in log)


def test_every_helpers_power_is_on_its_tooltip_and_the_keys_read_it_out(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, 4, seed=1)
    board = table.board
    spots = board.helper_spots
    assert {helper for helper, _rect in spots} == set(Helper)
    tips = {item.toolTip() for item in table.scene.items() if item.toolTip()}
    for helper in Helper:
        assert texts.helper_text(helper) in tips
    # the own helper's power is written on the table
    mine = table.current().helpers[table.viewer]
    labels = [getattr(i, "text", lambda: "")() for i in table.scene.items()]
    assert any(texts.helper_short(mine) in str(label) for label in labels)
    # the helpers button (a key stop of its own) walks the helpers, saying each power
    button = board.helpers_button
    assert button.isVisible() and button.focusPolicy() & Qt.FocusPolicy.TabFocus
    said = set()
    for _ in spots:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        said.add(table.view.message())
        assert board.focus_ring.isVisible()
    assert said == {texts.helper_text(h) for h in Helper}


def test_each_round_ends_with_what_everyone_scored(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, 4, seed=1)
    player = GesturePlayer(qtbot, table)
    player.play_until(table.summary.isVisible)
    summary = table.summary.summary
    assert summary.title == "Round 1"
    assert [row[0] for row in summary.rows] == table.names
    scores = table.match.state.piles
    assert [int(row[3]) for row in summary.rows] == [sum(c.snack for c in p) for p in scores]
    assert list(summary.scores) == [int(row[3]) for row in summary.rows]
    scored = [row for row in summary.rows if row[1] not in ("nothing", "—")]
    assert all(", kept " in row[1] and row[2].startswith("+") for row in scored)
    assert table.round_scores == [list(summary.scores)]


def _opened(
    make_window: Callable[..., MainWindow], qtbot: QtBot, seed: int, decisions: int
) -> tuple[Any, Any]:
    """A 4-player game played by basic bots up to your ``decisions``-th decision, opened
    on a window as a saved game is; the match and the table."""
    from busy_tables import busy_match

    match = busy_match("maus", "4p", seed=seed, decisions=decisions)
    window = make_window()
    window.open_match(match, None)
    table = window.table
    qtbot.waitUntil(lambda: table.log.count() > 0 and not table.busy, timeout=10000)
    return match, table


def test_a_game_opened_again_charts_each_rounds_totals_as_they_stood(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    # a game some rounds in, opened as a saved game is: the log is read again at once
    match, table = _opened(make_window, qtbot, seed=2, decisions=30)
    running, expected = [0] * 4, []
    for event in match.view(0).events:
        if event.key == "scored":
            running[event.params["seat"]] += event.params["points"]
        elif event.key == "helpers_passed":
            expected.append(list(running))
    assert len(expected) >= 3, "the game should be some rounds in"
    assert table.round_scores == expected
    # the chart climbs round by round: not every round at today's totals
    assert expected[0] != expected[-1]
    assert expected[-1] == [sum(c.snack for c in pile) for pile in match.state.piles]


def test_a_score_with_a_power_names_the_power_inside_its_sentence(
    make_window: Callable[..., MainWindow],
) -> None:
    from macaron_desktop.core.messages import Message
    from macaron_desktop.games.maus.cards import ALL_CARDS, Card, Ingredient
    from macaron_desktop.games.maus.combos import Tweak

    make_window()  # the app and its translations

    def card(ingredient: Ingredient, snack: int) -> Card:
        return next(c for c in ALL_CARDS if c.ingredient is ingredient and c.snack == snack)

    eggs4, eggs5 = card(Ingredient.EGGS, 4), card(Ingredient.EGGS, 5)
    nuts6 = card(Ingredient.NUTS, 6)
    params = {
        "seat": 0,
        "cards": (eggs4, eggs5, nuts6),
        "kind": "run",
        "one_colour": False,
        "kept": (eggs4,),
        "points": 4,
    }
    plain = texts.log_line(Message("scored", params), ["Ana"])
    assert plain == "Ana scores Eggs 4, Eggs 5, Nuts 6 as a mixed run and keeps Eggs 4: 4 points."
    powered = {**params, "helper": Helper.MAURICE, "tweak": Tweak(eggs4, delta=1)}
    assert texts.log_line(Message("scored", powered), ["Ana"]) == (
        "Ana scores Eggs 4, Eggs 5, Nuts 6 as a mixed run (with Maurice, Eggs 4 counts as 5) "
        "and keeps Eggs 4: 4 points."
    )


def test_the_cards_a_seat_took_show_in_hand_order_every_run(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    # what a seat took from the display is a set in the state: shown in hand order
    # (down to each card's index), never in the set's order, which changes from run to run
    from macaron_desktop.games.maus.cards import sorted_hand

    match, table = _opened(make_window, qtbot, seed=3, decisions=4)
    board = table.board
    shown = 0
    for seat in range(1, 4):
        known = match.view(0).known[seat]
        if len(known) < 2:
            continue
        xs = [board.cards[card].pos().x() for card in sorted_hand(known)]
        assert xs == sorted(xs), seat
        shown += 1
    assert shown, "no other seat holds two cards it took"
