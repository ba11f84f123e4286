"""A read-only saves folder: games left only in a backup or a killed write's file are still
listed and open, with the reason they could not be brought back (issue 22, point 8)."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from save_cases import read_only_folder, save_from_match, snapshot, toy_match

from macaron_desktop.core.savegame import (
    continue_target,
    delete_save,
    list_saves,
    open_save,
    recover_interrupted_writes,
    write_save,
)


def troubled_folder(folder: Path) -> None:
    """A save, a game left only as its backup, one only in a complete temporary file, and
    a cut-short temporary file."""
    folder.mkdir(parents=True, exist_ok=True)
    write_save(folder / "fine.json", save_from_match(toy_match(1, 2)))
    write_save(folder / "lost.json", save_from_match(toy_match(2, 2)))
    write_save(folder / "lost.json", save_from_match(toy_match(2, 3)))
    (folder / "lost.json").unlink()  # the old two-rename writer, killed in between
    newer = save_from_match(toy_match(3, 4)).model_dump_json(indent=1)
    (folder / ".other.json.a1b2.tmp").write_text(newer, encoding="utf-8")
    (folder / ".fine.json.c3d4.tmp").write_text(newer[:50], encoding="utf-8")


def test_games_left_behind_in_a_read_only_folder_are_listed_and_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "saves"
    troubled_folder(folder)
    before = snapshot(folder)
    read_only_folder(folder, monkeypatch)
    assert recover_interrupted_writes(folder) == []  # nothing could be brought back
    assert snapshot(folder) == before  # and nothing was lost trying
    entries = {e.path.name: e for e in list_saves(folder)}
    assert set(entries) == {
        "fine.json",
        "lost.json.bak",
        ".other.json.a1b2.tmp",
        ".fine.json.c3d4.tmp",
    }
    assert entries["fine.json"].ok and entries["fine.json"].left_behind is None
    for name, save_name, moves in (
        ("lost.json.bak", "lost.json", 2),
        (".other.json.a1b2.tmp", "other.json", 4),
    ):
        entry = entries[name]
        assert entry.ok and entry.left_behind is not None, name
        assert entry.left_behind.save_name == save_name
        error = entry.left_behind.error
        assert isinstance(error, OSError) and error.errno == errno.EACCES
        assert len(open_save(entry.path).match.moves) == moves  # it opens
    stray = entries[".fine.json.c3d4.tmp"]
    assert not stray.ok and stray.error is not None and stray.error.key == "left_over"
    assert "could not be removed (Permission denied)" in str(stray.error)
    target = continue_target(folder)
    assert target is not None and target.ok
    assert snapshot(folder) == before


def test_a_backup_alone_is_listed_even_before_any_recovery(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    troubled_folder(folder)
    entries = {e.path.name: e for e in list_saves(folder)}  # another app runs: no recovery
    left = entries["lost.json.bak"].left_behind
    assert left is not None and left.error is None and left.reason == "not brought back yet"
    delete_save(folder / "lost.json.bak", folder)  # the Load dialog's Delete works on it
    assert "lost.json.bak" not in {e.path.name for e in list_saves(folder)}
    assert (folder / "fine.json").exists()


def test_list_saves_in_a_read_only_folder_gives_each_left_file_its_reason(
    user_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from macaron_desktop import app

    folder = user_home / "data" / "saves"
    troubled_folder(folder)
    read_only_folder(folder, monkeypatch)
    assert app.main(["--list-saves"]) == 0
    lines = {line.split("\t")[0]: line.split("\t") for line in capsys.readouterr().out.splitlines()}
    assert sorted(lines) == sorted(p.name for p in folder.iterdir())
    assert lines["fine.json"][5] == "ok"
    assert lines["lost.json.bak"][1] == "toy"
    assert (
        lines["lost.json.bak"][5] == "ok (only this copy of lost.json is left: Permission denied)"
    )
    assert lines[".other.json.a1b2.tmp"][5].startswith("ok (only this copy of other.json")
    assert lines[".fine.json.c3d4.tmp"][5].startswith("left over: This file was left by an")
