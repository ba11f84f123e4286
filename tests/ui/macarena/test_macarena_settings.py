"""La Macarena's own setting: clicking through the end of each hand."""

from __future__ import annotations

from collections.abc import Callable

from macarena_gestures import GesturePlayer
from pytestqt.qtbot import QtBot
from test_macarena_table import match_until, open_match

from macaron_desktop.games.macarena.spec import GAME_ID, HAND_END_CLICKS
from macaron_desktop.settings import Settings
from macaron_desktop.ui.main_window import MainWindow


def play_to_the_walk(table: object, qtbot: QtBot) -> None:
    """Play on through the GUI until the end-of-hand walk-through is on the table."""
    player = GesturePlayer(qtbot, table)  # type: ignore[arg-type]
    board = table.board  # type: ignore[attr-defined]
    for _ in range(200):
        if board.walk.visible:
            break
        player.step()
    assert board.walk.visible


def walk_to_the_hand_end(table: object, qtbot: QtBot) -> list[bool]:
    """Play on until the end-of-hand walk-through shows its first step; then say, step
    by step, whether it waited for a click before the next (releasing each wait)."""
    play_to_the_walk(table, qtbot)
    waits: list[bool] = []
    animator = table.animator  # type: ignore[attr-defined]
    for _ in range(6):
        qtbot.waitUntil(lambda: animator.holding or not animator.busy, timeout=15_000)
        waits.append(animator.holding)
        if not animator.holding:
            break
        animator.release()
    return waits


def test_with_the_setting_on_each_step_of_the_hand_end_waits_for_a_click(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    settings = Settings().with_game_value(GAME_ID, HAND_END_CLICKS.key, True)
    window = make_window(pace="quick", games=settings.games)
    table = open_match(window, qtbot, match_until(13, lambda s: len(s.deck) - s.drawn <= 6))
    waits = walk_to_the_hand_end(table, qtbot)
    assert waits[:3] == [True, True, True]  # at the quick pace, each step still waits
    assert "Click or press Enter" in table.view.message()


def test_with_the_setting_off_the_quick_pace_walks_on_by_itself_until_the_hand_is_scored(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window(pace="quick")
    assert window.settings.game_value(GAME_ID, HAND_END_CLICKS.key) is False
    table = open_match(window, qtbot, match_until(13, lambda s: len(s.deck) - s.drawn <= 6))
    board = table.board
    texts_at_first_wait: list[str] = []
    animator = table.animator
    play_to_the_walk(table, qtbot)
    qtbot.waitUntil(lambda: animator.holding or not animator.busy, timeout=15_000)
    # the steps went on by themselves; the one wait is the last one, with every step shown
    assert animator.holding
    texts_at_first_wait = list(board.walk.texts)
    assert any("Fire" in t for t in texts_at_first_wait)  # the last element was awarded
    assert board.walk.visible and not table.summary.isVisible()
    animator.release()
    qtbot.waitUntil(lambda: table.summary.isVisible() or table.game_over.isVisible())
    assert not board.walk.visible  # the standings cover nothing
