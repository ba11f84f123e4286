"""After a failed write (a full disk), the autosave tries again (issue 22, point 5)."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from save_cases import toy_match

from macaron_desktop.core import savegame
from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.savegame import Autosave, read_save


class FullDisk:
    """``write_atomic`` on a disk that is full for the next ``times`` writes."""

    def __init__(self, times: int) -> None:
        self.times = times
        self.real = savegame.write_atomic

    def __call__(self, *args: object) -> None:
        if self.times > 0:
            self.times -= 1
            raise OSError(errno.ENOSPC, "No space left on device")
        self.real(*args)  # type: ignore[arg-type]


def step(match) -> None:
    seat = match.seats_to_act()[-1]
    match.play(seat, match.bot_choice(seat, RandomBot()))


def test_the_next_move_after_a_full_disk_saves_the_whole_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = toy_match(3, 1)
    autosave = Autosave(tmp_path / "g.json")
    autosave(match)
    monkeypatch.setattr(savegame, "write_atomic", FullDisk(2))
    for _ in range(2):
        step(match)
        with pytest.raises(OSError):
            autosave(match)
        assert autosave.failed is not None and autosave.failed.errno == errno.ENOSPC
        assert autosave.saved_moves == 1  # the file still holds the first move only
    step(match)
    autosave(match)  # space was freed: this move's save writes all of them
    assert autosave.failed is None and autosave.saved_moves == len(match.moves) == 4
    assert len(read_save(autosave.path).moves) == 4


def test_a_retry_without_a_new_move_writes_the_game_as_it_stands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = toy_match(5, 2)
    autosave = Autosave(tmp_path / "g.json")
    monkeypatch.setattr(savegame, "write_atomic", FullDisk(2))
    with pytest.raises(OSError):
        autosave(match)
    assert autosave.saved_moves is None and autosave.failed is not None
    with pytest.raises(OSError):
        autosave.retry(match)  # still full
    assert not autosave.path.exists()
    autosave.retry(match)  # what leaving the game does once space is free
    assert autosave.failed is None and autosave.saved_moves == 2
    assert len(read_save(autosave.path).moves) == 2
