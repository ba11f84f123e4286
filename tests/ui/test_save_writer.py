"""The autosave writes on its own thread: a slow disk never holds up a move, and nothing
given to it is lost or written out of order."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from macaron_desktop.core import savegame
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.savegame import Autosave, load_match
from macaron_desktop.games.toy.rules import GAME, Bid
from macaron_desktop.ui.save_writer import SaveWriter
from macaron_desktop.ui.session import GameSession


def test_writes_run_in_order_and_a_waiting_one_gives_way_to_a_newer() -> None:
    gate = threading.Event()
    started = threading.Event()
    done: list[str] = []
    reports: list[BaseException | None] = []
    writer = SaveWriter(reports.append)

    def slow() -> None:
        started.set()
        assert gate.wait(5)
        done.append("first")

    writer.submit(slow)
    assert started.wait(5)
    writer.submit(lambda: done.append("second"))  # waits behind the slow write ...
    writer.submit(lambda: done.append("third"))  # ... and is replaced by this one
    assert not writer.idle()
    gate.set()
    assert writer.flush()
    assert done == ["first", "third"]
    assert writer.close()
    assert reports == [None, None]


def test_a_failed_write_is_reported_and_later_writes_still_run() -> None:
    reports: list[BaseException | None] = []
    writer = SaveWriter(reports.append)

    def full() -> None:
        raise OSError(28, "No space left on device")

    writer.submit(full)
    assert writer.flush()
    writer.submit(lambda: None)
    assert writer.close()
    assert isinstance(reports[0], OSError) and reports[1] is None
    with pytest.raises(RuntimeError):
        writer.submit(lambda: None)


def _session(tmp_path: Path) -> GameSession:
    match = Match(GAME, {"players": 2}, 4, [SeatSpec("Ana"), SeatSpec("Bo")])
    return GameSession(match, Autosave(tmp_path / "toy.json"))


def test_a_move_is_accepted_while_the_disk_is_still_busy_and_saved_after(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _session(tmp_path)
    real = savegame.write_atomic
    gate = threading.Event()

    def slow_disk(*args: object, **kwargs: object) -> None:
        assert gate.wait(10)
        real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(savegame, "write_atomic", slow_disk)
    moved: list[int] = []
    session.moved.connect(lambda seat, _action: moved.append(seat))
    session.advance()
    assert session.propose(0, Bid(1)) is None  # returns although the disk has not answered
    assert moved == [0]
    assert session.propose(1, Bid(2)) is None
    assert not (tmp_path / "toy.json").exists()
    gate.set()
    with qtbot.waitSignal(session.saved, timeout=5000):
        pass
    session.close()  # waits for the last write
    resumed, _ = load_match(tmp_path / "toy.json")
    assert resumed.moves == session.match.moves and len(resumed.moves) == 2


def test_a_failed_background_write_reaches_the_player(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _session(tmp_path)

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegame, "write_atomic", full)
    session.advance()
    with qtbot.waitSignal(session.save_failed, timeout=5000) as failed:
        assert session.propose(0, Bid(1)) is None
    assert isinstance(failed.args[0], OSError)
    assert session.autosave is not None and session.autosave.saved_moves is None
    session.close()


def test_a_finished_game_is_counted_and_removed_after_the_writes_before_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    session = _session(tmp_path)
    session.advance()
    while not session.match.finished:
        seat = session.match.seats_to_act()[0]
        assert session.propose(seat, session.match.legal_actions(seat)[0]) is None
    # the last move removed the file; no write still queued brings it back
    assert session.flush_saves()
    session.close()
    assert not (tmp_path / "toy.json").exists()
    assert not savegame.backup_path(tmp_path / "toy.json").exists()
