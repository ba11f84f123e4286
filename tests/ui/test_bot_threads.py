"""Search bots think off the GUI thread: undo, leaving and closing never wait for them,
a late answer is never played, and a game is the same with or without threads."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from macaron_desktop.core import search
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.registry import get_spec
from macaron_desktop.games.macaron import levels as macaron_levels
from macaron_desktop.games.macaron.bots import BasicBot
from macaron_desktop.ui.session import GameSession
from macaron_desktop.ui.worker import join_retired

SPEC = get_spec("macaron")


def slow_hard_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard bots that would think for ten minutes unless they are cancelled."""
    monkeypatch.setattr(
        macaron_levels, "Budget", lambda worlds, cap: search.Budget(10**6, time_cap=600.0)
    )


def hard_session(seats: list[SeatSpec], seed: int, threaded: bool = True) -> GameSession:
    match = Match(SPEC.game(), SPEC.config("2p" if len(seats) == 2 else "3p"), seed, seats)
    return GameSession(match, None, threaded=threaded)


def trivial_job_done_within(session: GameSession, qtbot: QtBot, ms: int) -> None:
    """The bot thread is free again: a job queued now is answered within ``ms``."""
    worker = session._worker
    with qtbot.waitSignal(worker.done, timeout=ms) as blocker:
        worker.submit(lambda _cancelled, _progress: "free")
    assert blocker.args[1] == "free"


def test_undo_while_a_hard_bot_thinks_returns_at_once_and_plays_no_stale_move(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow_hard_bots(monkeypatch)
    session = hard_session([SeatSpec("Ana"), SeatSpec("Bot", "bot", "hard")], seed=7)
    session.advance()  # both seats choose the cards to pass: the bot starts thinking
    assert session.thinking_seats() == [1]
    legal = session.match.legal_actions(0)
    assert session.propose(0, legal[0]) is None
    assert session.can_undo()
    started = time.perf_counter()
    assert session.undo()
    assert time.perf_counter() - started < 0.2
    assert session.thinking_seats() == []
    # the cancelled search gives the thread back at once, and its answer is dropped
    trivial_job_done_within(session, qtbot, 2000)
    qtbot.wait(100)
    assert session.match.moves == []
    session.close()


def test_leaving_while_a_hard_bot_thinks_returns_at_once(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow_hard_bots(monkeypatch)
    session = hard_session([SeatSpec("Ana"), SeatSpec("Bot", "bot", "hard")], seed=7)
    moves: list[Any] = []
    session.moved.connect(lambda *args: moves.append(args))
    session.advance()
    thread = session._worker.thread_
    assert thread is not None and session.thinking_seats() == [1]
    started = time.perf_counter()
    session.close()
    assert time.perf_counter() - started < 0.2
    assert join_retired(3000) and thread.isFinished()
    qtbot.wait(50)
    assert moves == [] and session.match.moves == []


def test_the_status_line_says_which_bot_is_thinking(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from macaron_desktop.settings import Settings
    from macaron_desktop.ui.i18n import LanguageManager
    from macaron_desktop.ui.main_window import MainWindow

    slow_hard_bots(monkeypatch)
    languages = LanguageManager()
    languages.apply("en")
    window = MainWindow(Settings(confirm_leave_game=False, animation_speed="instant"), languages)
    qtbot.addWidget(window)
    window.show()
    seats = [SeatSpec("Ana"), SeatSpec("Basile", "bot", "hard")]
    window.open_match(Match(SPEC.game(), SPEC.config("2p"), 7, seats), None)
    screen = window.table
    qtbot.waitUntil(lambda: "Basile is thinking…" in screen.status.text(), timeout=3000)
    window.close_game()
    assert join_retired(3000)


def _play(session: GameSession, qtbot: QtBot) -> None:
    """Play the person's seat with the basic bot's choices, each once no bot thinks, so
    that the moves come in the same order however long the bots take."""
    human = session.human_seats()[0]
    session.moved.connect(lambda *_: session.advance())
    session.advance()
    while not session.match.finished:
        qtbot.waitUntil(
            lambda: (
                session.match.finished
                or (human in session.match.seats_to_act() and not session.thinking_seats())
            ),
            timeout=60_000,
        )
        if session.match.finished:
            break
        match = session.match
        action = BasicBot().choose(
            match.view(human), match.legal_actions(human), random.Random(len(match.moves))
        )
        assert session.propose(human, action) is None


@pytest.mark.slow
def test_a_game_against_hard_bots_is_the_same_with_or_without_threads(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # hard bots searching 6 sampled worlds per candidate instead of 20: the same search,
    # a third of the work, and further from its time cap on a busy machine
    monkeypatch.setattr(macaron_levels.HardBot, "WORLDS", 6)
    seats = [SeatSpec("Ana"), SeatSpec("Bot 1", "bot", "hard"), SeatSpec("Bot 2", "bot", "hard")]
    games = []
    for threaded in (True, False):
        session = hard_session(seats, seed=11, threaded=threaded)
        _play(session, qtbot)
        games.append((session.match.moves, session.match.result()))
        session.close()
    (threaded_moves, threaded_result), (plain_moves, plain_result) = games
    assert threaded_result is not None
    assert threaded_moves == plain_moves
    assert threaded_result == plain_result


CLOSE_SCRIPT = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from macaron_desktop.core import search
    from macaron_desktop.core.match import Match, SeatSpec
    from macaron_desktop.core.registry import get_spec
    from macaron_desktop.games.macaron import levels
    from macaron_desktop.settings import Settings
    from macaron_desktop.ui.i18n import LanguageManager
    from macaron_desktop.ui.main_window import MainWindow

    levels.Budget = lambda worlds, cap: search.Budget(10**6, time_cap=600.0)
    app = QApplication([])
    languages = LanguageManager()
    languages.apply("en")
    window = MainWindow(Settings(confirm_leave_game=False), languages)
    app.aboutToQuit.connect(window.shutdown)
    window.show()
    spec = get_spec("macaron")
    seats = [SeatSpec("Ana"), SeatSpec("Bot", "bot", "hard")]
    window.open_match(Match(spec.game(), spec.config("2p"), 7, seats), None)
    started = []

    def close_when_thinking():
        if not window.session.thinking_seats():
            QTimer.singleShot(20, close_when_thinking)
            return
        started.append(time.perf_counter())
        window.close()
        print("closed in %.3f s" % (time.perf_counter() - started[0]), flush=True)
        app.quit()

    QTimer.singleShot(100, close_when_thinking)
    app.exec()
    print("quit in %.3f s" % (time.perf_counter() - started[0]), flush=True)
    """
)


def test_closing_the_window_while_a_bot_thinks_neither_hangs_nor_kills_a_thread(
    tmp_path: Path, user_home: Path
) -> None:
    import os

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": str(user_home)}
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", CLOSE_SCRIPT],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    elapsed = time.perf_counter() - started
    assert done.returncode == 0, done.stderr
    assert "QThread: Destroyed while thread is still running" not in done.stderr
    closed, quit_ = (float(line.split()[-2]) for line in done.stdout.splitlines()[-2:])
    # The bot's search would take minutes (10**6 worlds): closing and quitting must not
    # wait for it. The bounds are far from the search's time and far above a loaded
    # machine's scheduling delays (0.2 s was missed at a load of 12 on two cores).
    assert closed < 5.0 and quit_ < 20.0, done.stdout
    assert elapsed < 60
