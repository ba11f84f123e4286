"""Review my game in the replay window: it runs off the GUI thread and can be cancelled,
lists and marks the decisions, a click goes to the decision, the review is kept with the
history entry and shown again at once, a damaged one is reported and worked out again;
the replay's status line says what the replay shows."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from macaron_desktop.core import history, review
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.registry import get_bot, get_spec
from macaron_desktop.games.macaron.levels import HardBot
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.replay_window import ReplayWindow
from macaron_desktop.ui.review_panel import DECISION_ROLE


@pytest.fixture(autouse=True)
def quick_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Hard search with a few worlds: the figures differ, the workings do not."""
    monkeypatch.setattr(HardBot, "WORLDS", 3)


def kept_game(seed: int = 4, second: str = "bot") -> tuple[Match[Any, Any], Path]:
    """A finished 2-player Macaron game that Ana played (by the basic bot's choices), the
    other seat a bot's (or, ``second="human"``, Ben's at the same computer)."""
    spec = get_spec("macaron")
    other = SeatSpec("Ben", "human") if second == "human" else SeatSpec("Bot 1", "bot", "basic")
    seats = [SeatSpec("Ana", "human"), other]
    match = Match(spec.game(), spec.config("2p"), seed, seats)
    bot = get_bot("macaron", "basic")
    while not match.finished:
        seat = match.seats_to_act()[0]
        match.play(seat, match.bot_choice(seat, bot))
    path = history.keep(match, f"review {seed}", datetime(2026, 5, 1, tzinfo=UTC))
    assert path is not None
    return match, path


def open_entry(window: MainWindow, path: Path, qtbot: QtBot) -> ReplayWindow:
    replay = window.open_history_entry(history.read_entry(path))
    assert replay is not None
    qtbot.addWidget(replay)
    QApplication.processEvents()
    return replay


def run_review(replay: ReplayWindow, qtbot: QtBot) -> None:
    panel = replay.review
    with qtbot.waitSignal(panel.reviewed, timeout=60_000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
        assert panel.running and panel.cancel_button.isVisible()


def test_the_review_lists_the_decisions_a_click_goes_there_and_it_is_kept(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    match, path = kept_game()
    replay = open_entry(window, path, qtbot)
    panel = replay.review
    assert panel.available and panel.review is None and not panel.list.isVisible()
    run_review(replay, qtbot)
    done = panel.review
    assert done is not None and done.seat == 0
    assert panel.list.count() == len(done.decisions) == len(review.decision_points(match, 0))
    # every marked decision is flagged and bold; the summary counts them
    for row in panel.marked_rows():
        item = panel.list.item(row)
        assert item.text().startswith("⚑") and item.font().bold()
    assert f"{len(done.marked)} of {len(done.decisions)}" in panel.summary.text()
    # a click on a line goes to that decision, through the reviewed seat's eyes
    replay.eyes.setCurrentIndex(1)
    row = panel.list.count() // 2
    item = panel.list.item(row)
    decision = done.decisions[item.data(DECISION_ROLE)]
    rect = panel.list.visualItemRect(item)
    panel.list.scrollToItem(item)
    rect = panel.list.visualItemRect(item)
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert replay.position == decision.move and replay.screen.viewer == 0
    assert "<table" in panel.detail.text() and panel.note.text()
    # the arrow keys walk the list, and the replay follows
    if row + 1 < panel.list.count():
        qtbot.keyClick(panel.list, Qt.Key.Key_Down)
        nxt = done.decisions[panel.list.currentItem().data(DECISION_ROLE)]
        assert replay.position == nxt.move
    # only the marked ones
    panel.marked_only.setChecked(True)
    assert panel.list.count() == len(done.marked)
    # kept beside the history entry: opening the game again shows it at once
    assert review.load_review(path, 0) == done
    again = open_entry(window, path, qtbot)
    assert again.review.review == done and not again.review.running
    assert again.review.list.count() == len(done.decisions)
    assert again.review.button.text() == "Review &again"


def test_cancel_stops_the_review_and_keeps_nothing(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    _match, path = kept_game()
    replay = open_entry(window, path, qtbot)
    panel = replay.review
    started, stopped = threading.Event(), threading.Event()
    real = review.review_game

    def watched(*args: Any, **kwargs: Any) -> Any:
        started.set()
        cancel = kwargs["cancel"]
        try:
            while not cancel():  # (on the worker thread) until Cancel is pressed
                time.sleep(0.01)
            return real(*args, **kwargs)
        finally:
            stopped.set()

    monkeypatch.setattr(review, "review_game", watched)
    panel.button.click()
    assert started.wait(10)
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert not panel.running and panel.button.isVisible() and panel.review is None
    assert stopped.wait(10)
    qtbot.wait(100)  # a late answer would arrive now: it must not
    assert panel.review is None and not review.review_path(path, 0).exists()


def test_a_damaged_review_is_reported_and_worked_out_again(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    _match, path = kept_game()
    review.review_path(path, 0).write_text("{ damaged", encoding="utf-8")
    replay = open_entry(window, path, qtbot)
    panel = replay.review
    assert panel.review is None and panel.damaged is not None
    assert "cannot be read" in panel.summary.text() and panel.button.isEnabled()
    run_review(replay, qtbot)
    assert panel.review is not None and review.load_review(path, 0) == panel.review


def test_the_replays_status_line_says_what_the_replay_shows(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    match, path = kept_game()
    replay = open_entry(window, path, qtbot)
    status = replay.screen.status
    assert status.text() == "Replay: Ana to play"
    replay.go_to(12)
    replay.screen.animator.finish_now()
    assert status.text().startswith(f"Move 12 of {len(match.moves)}: ")
    assert "Waiting" not in status.text()
    replay.go_to(replay.replay.length)
    replay.screen.animator.finish_now()
    assert "Waiting" not in status.text() and status.text()


def test_the_review_is_reached_by_keyboard_and_opens_from_the_statistics(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    _match, path = kept_game()
    window.open_statistics()
    dialog = window.stats_dialog
    dialog.history.setCurrentItem(dialog.history.topLevelItem(0))
    dialog.watch_button.click()
    (replay,) = window.replay_windows
    qtbot.addWidget(replay)
    dialog.close()
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay, timeout=3000)
    panel = replay.review
    assert panel.history == path
    # Alt+V: Review my game; then Tab reaches the list, whose arrow keys move the replay
    with qtbot.waitSignal(panel.reviewed, timeout=20_000):
        qtbot.keyClick(replay, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    assert panel.review is not None and review.review_path(path, 0).exists()
    panel.list.setFocus()
    qtbot.keyClick(panel.list, Qt.Key.Key_Down)
    chosen = panel.review.decisions[panel.list.currentItem().data(DECISION_ROLE)]
    assert replay.position == chosen.move


def test_of_two_players_at_the_computer_either_may_be_reviewed(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    _match, path = kept_game(second="human")
    replay = open_entry(window, path, qtbot)
    panel = replay.review
    assert not panel.seat_box.isHidden() and panel.seat_box.count() == 2
    panel.seat_box.setCurrentIndex(1)
    assert panel.seat == 1
    run_review(replay, qtbot)
    assert panel.review is not None and panel.review.seat == 1
    assert review.review_path(path, 1).exists() and not review.review_path(path, 0).exists()
    # the other seat has no review yet; back to Ben's, shown from the disk
    panel.seat_box.setCurrentIndex(0)
    assert panel.review is None
    panel.seat_box.setCurrentIndex(1)
    assert panel.review == review.load_review(path, 1)
