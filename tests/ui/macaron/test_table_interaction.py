"""Refusals, keyboard play, passing by drag, undo, live language switch and the layout."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from macaron_gestures import GesturePlayer, open_game
from PySide6.QtCore import QRectF, Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.games.macaron.actions import PlayCard
from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.settings import Settings
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.table import CardItem, DraggableItem


def must_follow_with_a_choice(table: GameScreen) -> bool:
    view = table.current()
    if not (table.my_turn() and view.phase is Phase.PLAY and view.trick):
        return False
    legal = {a.card for a in table.legal() if isinstance(a, PlayCard)}
    return 0 < len(legal) < len(view.hand)


def test_an_illegal_drop_is_refused_with_the_reason_and_the_card_goes_home(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "4p", 21)
    player = GesturePlayer(qtbot, table, 21)
    player.play_until(lambda: must_follow_with_a_choice(table))
    view = table.current()
    legal = {a.card for a in table.legal() if isinstance(a, PlayCard)}
    wrong = next(c for c in view.hand if c not in legal)
    item = table.board.cards[wrong]
    home = item.home
    moves = len(table.match.moves)
    player.drag_item_to_zone(item, table.board.zones["trick"])
    assert len(table.match.moves) == moves
    assert table.current().hand == view.hand
    led = table.current().led_flavor
    assert led is not None
    assert table.view.message() == f"You must follow {led.value.replace('_', ' ')}."
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1)
    assert wrong not in [p.card for p in table.current().trick]


def test_playing_a_trick_with_the_keyboard(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "solo", 5)
    player = GesturePlayer(qtbot, table, 5)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.PLAY)
    view = table.current()
    legal = [a.card for a in table.legal() if isinstance(a, PlayCard)]
    target = view.hand.index(legal[-1])
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Home)
    for _ in range(target):
        qtbot.keyClick(table.view, Qt.Key.Key_Right)
    assert table.board.cards[legal[-1]].focused
    moves = len(table.match.moves)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert len(table.match.moves) > moves
    assert table.match.moves[moves].action == PlayCard(legal[-1])


def test_passing_by_dragging_two_cards_onto_the_pass_slot(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "3p", 2)
    qtbot.waitUntil(lambda: table.my_turn() and table.current().phase is Phase.PASS)
    player = GesturePlayer(qtbot, table, 2)
    hand = table.current().hand
    assert not table.picker.confirm_button.isEnabled()
    for card in (hand[0], hand[-1]):
        player.drag_item_to_zone(table.board.cards[card], table.board.zones["pass"])
    assert table.picker.chosen == [hand[0], hand[-1]]
    assert table.picker.confirm_button.isEnabled()
    assert table.picker.confirm_button.text() == "&Pass these cards"
    table.picker.confirm_button.click()
    qtbot.waitUntil(lambda: table.current().phase is not Phase.PASS)
    view = table.current()
    assert set(view.passed_out) == {hand[0], hand[-1]}
    assert hand[0] not in view.hand and hand[-1] not in view.hand


def test_undo_takes_back_the_last_card_against_bots(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    table = open_game(window, qtbot, "solo", 8)
    player = GesturePlayer(qtbot, table, 8)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.PLAY)
    hand = table.current().hand
    player.step()
    qtbot.waitUntil(lambda: table.current().hand != hand and not table._busy)
    assert table.undo_button.isEnabled()
    table.undo_button.click()
    qtbot.waitUntil(lambda: table.current().hand == hand and table.my_turn())
    assert set(table.board.cards) >= set(hand)


def test_switching_to_chinese_mid_game_retranslates_table_log_and_status(
    make_window: Callable[..., MainWindow], qtbot: QtBot, languages: LanguageManager
) -> None:
    table = open_game(make_window(), qtbot, "4p", 6)
    player = GesturePlayer(qtbot, table, 6)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.PLAY)
    english_log = table.log.item(0).text()
    languages.apply("zh_TW")
    qtbot.waitUntil(lambda: "輪" in table.status.text())
    assert table.log.item(0).text() != english_log
    assert "第 1 輪開始" in table.log.item(0).text()
    assert "點心盒" in " ".join(
        i.text() for i in table.scene.items() if hasattr(i, "text") and callable(i.text)
    )
    assert table.undo_button.text().startswith("復原")
    languages.apply("en")
    qtbot.waitUntil(lambda: table.status.text().startswith("Round"))
    assert table.log.item(0).text() == english_log


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
@pytest.mark.parametrize("mode", ["solo", "5p"])
def test_the_table_fits_the_window(
    size: tuple[int, int], mode: str, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window(size)
    table = open_game(window, qtbot, mode, 4)
    player = GesturePlayer(qtbot, table, 4)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.PLAY)
    qtbot.waitUntil(lambda: not table.animator.busy)
    bounds = table.view.table_rect().adjusted(-1, -1, 1, 1)
    for item in table.scene.items():
        if item.isVisible() and item.opacity() > 0 and item.parentItem() is None:
            # cards and tokens: their body (without the soft shadow and glow around it)
            rect = (
                item.visible_scene_rect()
                if isinstance(item, DraggableItem)
                else item.sceneBoundingRect()
            )
            assert bounds.contains(rect), (item, rect)
    hand = [table.board.cards[c] for c in table.current().hand]
    xs = [c.pos().x() for c in hand]
    assert xs == sorted(xs)
    steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    assert min(steps) > table.board.card_w * 0.2  # every card shows its corner
    for a, b in zip(hand, hand[2:], strict=False):  # only neighbours overlap
        overlap = a.sceneBoundingRect().intersected(b.sceneBoundingRect())
        assert overlap.width() < table.board.card_w * 0.75
    # the boards, the track and the trick never sit on the hand
    top_of_hand = min(c.sceneBoundingRect().top() for c in hand)
    trick = table.board.zones["trick"].sceneBoundingRect()
    assert trick.bottom() <= top_of_hand + 1
    assert isinstance(hand[0], CardItem)
    assert QRectF(bounds).width() >= size[0] - 300


def test_new_settings_apply_to_the_running_table(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    from dataclasses import replace

    window = make_window()
    table = open_game(window, qtbot, "solo", 3)
    assert table.animator.duration_ms == 0
    window.apply_settings(replace(window.settings, animation_speed="slow", undo_against_bots=False))
    assert table.animator.duration_ms == 700
    assert not table.session.undo_allowed
    assert not table.undo_button.isVisible()


@pytest.mark.slow
def test_a_round_with_real_animations(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With animations on, gestures made in a normal rhythm are never lost."""
    # Real pauses between the other seats' moves and after each trick, only shorter (the
    # normal pace's 250 ms and 800 ms made three quarters of this test's 32 s; at 40 ms and
    # 120 ms with 30 ms animations, the round's 247 timed steps still waited 9.3 s).
    monkeypatch.setattr(Settings, "move_pause_ms", lambda self: 20)
    monkeypatch.setattr(Settings, "linger_ms", lambda self: 60)
    table = open_game(make_window(animation_speed="fast"), qtbot, "4p", 5)
    assert table.animator.duration_ms > 0
    assert table.settings().move_pause_ms() > 0 and table.settings().linger_ms()
    # real animations (a frame or two on the way), only shorter, to keep the test quick
    table.animator.duration_ms = 20
    player = GesturePlayer(qtbot, table, 5)
    player.play_until(lambda: table.summary.isVisible(), limit=200)
    assert table.status.text() == "Round 1 is over."
    assert not table.board.cards  # the table is cleared under the summary
    player.step()
    qtbot.waitUntil(lambda: bool(table.board.cards) and not table.animator.busy)
    assert table.current().round_number == 2


def test_a_failed_autosave_is_reported_and_the_game_goes_on(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = open_game(make_window(), qtbot, "solo", 4)

    def disk_full(_match: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(table.session, "autosave", disk_full)
    player = GesturePlayer(qtbot, table, 4)
    moves = len(table.match.moves)
    player.step()
    assert len(table.match.moves) > moves
    banner = table.window_.save_problem  # the window says it, for every game
    assert banner.isVisible() and "could not be saved: the disk is full" in banner.text()
    # room again: the next save works, and leaving (the test's end) asks nothing
    monkeypatch.setattr(table.session, "autosave", lambda _match: None)
    assert table.session.retry_save() is None
