"""The one atomic writer: never through a link, and the only one in the code (issue 9)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from macaron_desktop.core import savegame
from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.savegame import read_save, save_from_match, write_save
from macaron_desktop.games.toy.rules import GAME

SEATS = [SeatSpec("Ana"), SeatSpec("Robot", "bot", "random")]


def toy_match(seed: int, steps: int) -> Match:
    match = Match(GAME, {"players": 2}, seed, SEATS)
    bot = RandomBot()
    while not match.finished and len(match.moves) < steps:
        seat = match.seats_to_act()[-1]
        match.play(seat, match.bot_choice(seat, bot))
    return match


# -- 5. the temporary file never follows a link --------------------------------------------


def test_a_link_at_the_predictable_temporary_name_is_never_followed(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("precious", encoding="utf-8")
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "g.json"
    (folder / f".g.json.{os.getpid()}.tmp").symlink_to(outside)
    (folder / "g.json.bak").symlink_to(outside)
    write_save(path, save_from_match(toy_match(8, 2)))
    write_save(path, save_from_match(toy_match(8, 3)))
    assert outside.read_text(encoding="utf-8") == "precious"
    assert len(read_save(path).moves) == 3
    assert len(read_save(savegame.backup_path(path)).moves) == 2
    assert not (folder / "g.json.bak").is_symlink()


def test_one_atomic_writer_serves_saves_statistics_and_settings() -> None:
    root = Path(savegame.__file__).parent.parent
    users = []
    for source in root.rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        if "fsync(" in text or "mkstemp(" in text or ".tmp" in text:
            users.append(source.relative_to(root).as_posix())
    assert users == ["core/atomic.py"]


def test_a_write_not_marked_durable_waits_for_no_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from macaron_desktop.core import atomic

    synced: list[int] = []
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: synced.append(fd))
    path = tmp_path / "lock" / "owner"
    atomic.write_atomic(path, b"first", durable=False)
    atomic.write_atomic(path, b"second", durable=False)
    assert synced == []
    assert path.read_bytes() == b"second"
    assert [p.name for p in path.parent.iterdir()] == ["owner"]  # no temporary file left
    atomic.write_atomic(path, b"third")
    assert len(synced) == 2  # the file and its folder


@pytest.mark.parametrize(("windows", "tries"), [(True, 10), (False, 1)])
def test_a_refused_rename_is_tried_again_only_on_windows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, windows: bool, tries: int
) -> None:
    """On Windows a reader may hold the file a moment, so the rename is tried again with
    short sleeps; elsewhere a refusal is the folder's permissions, reported at once
    instead of after 2.25 s of sleep."""
    from types import SimpleNamespace

    from macaron_desktop.core import atomic

    calls: list[Path] = []
    slept: list[float] = []

    def refuse(source: Path, target: Path) -> None:
        calls.append(target)
        raise PermissionError(13, "Permission denied", str(target))

    monkeypatch.setattr(atomic, "ON_WINDOWS", windows)
    monkeypatch.setattr(atomic.os, "replace", refuse)
    monkeypatch.setattr(atomic, "time", SimpleNamespace(sleep=slept.append))
    with pytest.raises(PermissionError):
        atomic.replace(tmp_path / "a", tmp_path / "b")
    assert len(calls) == tries
    assert len(slept) == tries - 1
