"""The replay on the game's own table: it steps through every game as it was played, shows
a seat only what it knew, answers its keys and log, and opens from the history and files."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "contract"))
from contract_play import Canonical, random_step, view_digest  # noqa: E402

from macaron_desktop.core import history  # noqa: E402
from macaron_desktop.core.history import record_of  # noqa: E402
from macaron_desktop.core.match import Match, SeatSpec  # noqa: E402
from macaron_desktop.core.registry import get_spec  # noqa: E402
from macaron_desktop.core.savegame import Autosave  # noqa: E402
from macaron_desktop.ui import catalog  # noqa: E402
from macaron_desktop.ui.main_window import MainWindow  # noqa: E402
from macaron_desktop.ui.replay_window import MOVE_ROLE, ReplayWindow  # noqa: E402
from macaron_desktop.ui.table import CardItem  # noqa: E402

TABLE_GAMES = [entry.game_id for entry in catalog.entries()]
#: moves of each game played here: enough for a few rounds of the short games
MOVES = 60


def random_game(
    game_id: str, seed: int = 2, moves: int = MOVES, mode: str | None = None
) -> Match[Any, Any]:
    """A game of random legal moves (by default in the mode of most seats), stopped after
    ``moves``."""
    spec = get_spec(game_id)
    mode = mode or max(spec.modes, key=lambda m: len(m.seats)).id
    match = Match(spec.game(), spec.config(mode), seed, spec.bot_seats(mode, ["random"]))
    rng = random.Random(seed)
    while not match.finished and len(match.moves) < moves:
        match.play(*random_step(match, rng))
    return match


def open_replay(window: MainWindow, match: Match[Any, Any], qtbot: QtBot) -> ReplayWindow:
    replay = window.open_replay_record(json.loads(json.dumps(record_of(match))))
    assert replay is not None
    qtbot.addWidget(replay)
    QApplication.processEvents()  # the table's first drawing
    return replay


def seen(replay: ReplayWindow, canonical: Canonical) -> str:
    return view_digest(replay.screen.current(), canonical)


def live(match: Match[Any, Any], n: int, seat: int, canonical: Canonical) -> str:
    return view_digest(match.game.view(match.state_after(n), seat), canonical)


def press(replay: ReplayWindow, qtbot: QtBot, key: Qt.Key) -> None:
    qtbot.keyClick(replay.screen.view, key)
    replay.screen.animator.finish_now()


@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_the_replay_steps_through_the_game_as_it_was_played_seat_by_seat(
    make_window: Callable[..., MainWindow], qtbot: QtBot, game_id: str
) -> None:
    window = make_window()
    match = random_game(game_id)
    replay = open_replay(window, match, qtbot)
    drawn: list[Any] = []
    board = replay.screen.board
    real_layout = board.layout
    board.layout = lambda view, animate: (drawn.append(view), real_layout(view, animate))[1]
    canonical = Canonical()
    assert replay.position == 0
    assert seen(replay, canonical) == live(match, 0, 0, canonical)
    for n in range(1, 13):
        press(replay, qtbot, Qt.Key.Key_Right)
        assert replay.position == n
        assert seen(replay, canonical) == live(match, n, 0, canonical), n
    # the table was only ever given that seat's views, of moves already reached
    reached = {live(match, n, 0, canonical) for n in range(13)}
    assert drawn and {view_digest(view, canonical) for view in drawn} <= reached
    press(replay, qtbot, Qt.Key.Key_Left)
    assert replay.position == 11
    press(replay, qtbot, Qt.Key.Key_End)
    assert replay.position == len(match.moves)
    assert seen(replay, canonical) == live(match, len(match.moves), 0, canonical)
    press(replay, qtbot, Qt.Key.Key_Home)
    assert replay.position == 0
    press(replay, qtbot, Qt.Key.Key_PageDown)
    assert replay.position == replay.replay.next_round(0)
    press(replay, qtbot, Qt.Key.Key_PageUp)
    assert replay.position == 0
    # another seat's eyes
    replay.eyes.setCurrentIndex(1)
    replay.go_to(33)
    assert seen(replay, canonical) == live(match, 33, 1, canonical)
    assert replay.screen.legal() == [] and not replay.screen.my_turn()


@pytest.mark.parametrize("game_id", TABLE_GAMES[:1])
def test_a_click_on_a_line_of_the_log_goes_to_that_move(
    make_window: Callable[..., MainWindow], qtbot: QtBot, game_id: str
) -> None:
    window = make_window()
    match = random_game(game_id, seed=3, moves=30)
    replay = open_replay(window, match, qtbot)
    log = replay.log
    row = replay._line_of_move[17]
    item = log.item(row)
    target = item.data(MOVE_ROLE)
    assert target <= 17 and item.text().startswith(str(target))
    log.scrollToItem(item)
    rect = log.visualItemRect(item)
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert replay.position == target
    assert log.currentRow() == row
    replay.go_to(5)
    assert log.currentItem().data(MOVE_ROLE) <= 5


def scene_signature(replay: ReplayWindow) -> list[tuple[Any, ...]]:
    """What the table shows: every visible item, where, and a card's face when it is up."""
    signature = []
    for item in replay.screen.scene.items():
        if not item.isVisible():
            continue
        entry: tuple[Any, ...] = (
            type(item).__name__,
            round(item.scenePos().x()),
            round(item.scenePos().y()),
        )
        if isinstance(item, CardItem):
            face = item._face if item.face_up else None  # noqa: SLF001 (what is painted)
            entry += (item.face_up, face.cacheKey() if face is not None else None)
        text = getattr(item, "text", None)
        if callable(text):
            entry += (text(),)
        signature.append(entry)
    return sorted(signature, key=repr)


HIDING_GAMES = [g for g in TABLE_GAMES if get_spec(g).perturb_hidden is not None]


@pytest.mark.parametrize("game_id", HIDING_GAMES)
def test_a_seat_watched_sees_nothing_it_could_not_see_then(
    make_window: Callable[..., MainWindow], qtbot: QtBot, game_id: str
) -> None:
    """The same table is drawn when only cards hidden from the seat differ."""
    window = make_window()
    match = random_game(game_id, seed=4, moves=40)
    spec = get_spec(game_id)
    replay = open_replay(window, match, qtbot)
    full = replay.session.match._all  # noqa: SLF001 (the states the replay stands on)
    rng = random.Random(9)
    compared = 0
    for n in (3, 11, 24, 37):
        replay.go_to(n)
        QApplication.processEvents()
        shown = scene_signature(replay)
        original = full._states[n]  # noqa: SLF001
        other = spec.perturb_hidden(original, replay.screen.viewer, rng)  # type: ignore[misc]
        if other is None:
            continue
        full._states[n] = other  # noqa: SLF001
        try:
            replay.screen.show_position()
            QApplication.processEvents()
            assert scene_signature(replay) == shown, n
        finally:
            full._states[n] = original  # noqa: SLF001
        compared += 1
    assert compared >= 2


def finish_a_bot_game(window: MainWindow, qtbot: QtBot) -> Match[Any, Any]:
    """A Maus game of two random bots, opened a few moves before its end and played out."""
    spec = get_spec("maus")
    seats = [SeatSpec("Bot 1", "bot", "random"), SeatSpec("Bot 2", "bot", "random")]
    whole = Match(spec.game(), spec.config("2p"), 6, seats)
    rng = random.Random(6)
    while not whole.finished:
        whole.play(*random_step(whole, rng))
    match = Match.replay(whole.game, whole.config, whole.seed, seats, whole.moves[:-3])
    assert window.open_match(match, Autosave.for_new_game(match))
    qtbot.waitUntil(lambda: match.finished, timeout=5000)
    return match


def test_a_finished_game_appears_once_in_the_statistics_list_and_opens_its_replay(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    match = finish_a_bot_game(window, qtbot)
    assert window.session is not None
    window.session.save_now()  # the end reached once more counts and keeps nothing more
    assert len(history.list_history()) == 1
    window.open_statistics()
    dialog = window.stats_dialog
    assert dialog.history.topLevelItemCount() == 1
    row = dialog.history.topLevelItem(0)
    assert row.text(1) == "Maus au Chocolat" and row.text(5) == "0"
    dialog.history.setCurrentItem(row)
    dialog.watch_button.click()
    (replay,) = window.replay_windows
    qtbot.addWidget(replay)
    assert replay.replay.length == len(match.moves)


def test_a_game_is_not_kept_when_the_setting_is_off(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window(keep_history=False)
    finish_a_bot_game(window, qtbot)
    assert history.list_history() == []


def test_a_bad_record_file_is_refused_with_the_reason_and_a_good_one_of_several_opens(
    make_window: Callable[..., MainWindow], qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window()
    good = [record_of(random_game("maus", seed, 40)) for seed in (1, 2)]
    bad = dict(good[0], seed=good[0]["seed"] + 1)
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in (good[0], bad, good[1])), "utf-8")
    window.ask_record_choice = lambda games: 1  # type: ignore[method-assign]
    assert window.open_replay_file(path) is None
    assert "does not replay by the rules" in window.problem_box.text()
    window.problem_box.close()
    window.ask_record_choice = lambda games: 2  # type: ignore[method-assign]
    window.ask_record_path = lambda: str(path)  # type: ignore[method-assign]
    window.open_record_action.trigger()  # Game ▸ Open record…
    (replay,) = window.replay_windows
    qtbot.addWidget(replay)
    assert replay.replay.match.seed == 2
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\x01 not a record")
    assert window.open_replay_file(garbage) is None
    assert window.problem_box.isVisible()


def test_replay_flag_checks_a_good_and_a_bad_file(
    run_app: Callable[..., Any], tmp_path: Path
) -> None:
    good = tmp_path / "good.jsonl"
    good.write_text(json.dumps(record_of(random_game("maus", 1, 40))) + "\n", "utf-8")
    bad = tmp_path / "bad.jsonl"
    record = record_of(random_game("maus", 1, 40))
    record["moves"] = record["moves"][:3] + record["moves"][4:]
    bad.write_text(json.dumps(record) + "\n", "utf-8")
    done = run_app("--replay", str(good), "--smoke")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("ok, maus, 40 moves")
    refused = run_app("--replay", str(bad), "--smoke")
    assert refused.returncode == 1
    assert "does not replay by the rules" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_play_goes_on_by_itself_at_the_pace_and_pause_stops_it(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window(pace="quick")
    replay = open_replay(window, random_game("maus", seed=5, moves=30), qtbot)
    replay.buttons["play"].click()
    qtbot.waitUntil(lambda: replay.position >= 3, timeout=3000)
    replay.buttons["play"].click()
    stopped = replay.position
    qtbot.wait(300)
    assert replay.position == stopped
    assert replay.buttons["play"].text() == "&Play"


def test_every_hand_open_is_offered_for_a_finished_game_and_shows_every_hand(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    unfinished = open_replay(window, random_game("maus", seed=5, moves=30), qtbot)
    assert unfinished.eyes.count() == len(unfinished.replay.seats)
    match = random_game("maus", seed=5, moves=10_000, mode="3p")
    assert match.finished
    replay = open_replay(window, match, qtbot)
    seats = len(match.seats)
    assert replay.eyes.count() == seats + 1
    assert replay.eyes.itemText(seats) == "Every hand open"
    replay.go_to(20)
    QApplication.processEvents()
    own = scene_signature(replay)
    faces = sum(1 for entry in own if entry[0] == "CardItem" and entry[3])
    replay.eyes.setCurrentIndex(seats)
    QApplication.processEvents()
    canonical = Canonical()
    state = match.state_after(20)
    assert seen(replay, canonical) == view_digest(match.game.open_view(state, 0), canonical)  # type: ignore[attr-defined]
    opened = scene_signature(replay)
    seat_view = match.game.view(state, 0)
    hidden = sum(len(state.hands[s]) - len(seat_view.known[s]) for s in range(1, seats))
    assert hidden > 0
    assert sum(1 for entry in opened if entry[0] == "CardItem" and entry[3]) >= faces + hidden
    replay.eyes.setCurrentIndex(1)
    assert seen(replay, canonical) == live(match, 20, 1, canonical)
