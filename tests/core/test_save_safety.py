"""Savegames that no crash, stray file or hostile name can lose or block (issue 9)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from save_cases import (
    bad_content_cases,
    data_of,
    make_special_files,
    snapshot,
    toy_match,
    write_json,
)

from macaron_desktop.core import savegame
from macaron_desktop.core.save_index import interrupted_writes
from macaron_desktop.core.savegame import (
    SaveError,
    continue_target,
    list_saves,
    open_save,
    read_save,
    recover_interrupted_writes,
    save_from_match,
    write_save,
)

# -- 1. a crash at any step of a write ------------------------------------------------------

STEP_CALLS = ("replace", "rename", "link", "fsync", "unlink")


def _restore(folder: Path, files: dict[str, tuple[str, bytes | str]]) -> None:
    folder.mkdir()
    for name, (kind, content) in files.items():
        assert kind == "file", name
        assert isinstance(content, bytes)
        (folder / name).write_bytes(content)


def test_a_kill_at_any_step_of_a_write_leaves_a_game_that_start_up_offers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "toy-game.json"
    write_save(path, save_from_match(toy_match(4, 2)))
    write_save(path, save_from_match(toy_match(4, 3)))  # a backup exists as well
    moments: list[tuple[str, dict[str, tuple[str, bytes | str]]]] = []
    real = {name: getattr(os, name) for name in STEP_CALLS}

    def before(name: str):  # the folder as a kill just before this call would leave it
        def call(*args: object, **kwargs: object) -> object:
            moments.append((f"before os.{name} #{len(moments)}", snapshot(folder)))
            return real[name](*args, **kwargs)

        return call

    for name in STEP_CALLS:
        monkeypatch.setattr(os, name, before(name))
    write_save(path, save_from_match(toy_match(4, 4)))
    monkeypatch.undo()
    moments.append(("after the write", snapshot(folder)))
    assert len(moments) >= 3
    # a kill while the temporary file is being written leaves it incomplete
    for label, files in list(moments):
        for name, (kind, content) in files.items():
            if name.endswith(".tmp") and kind == "file":
                half = content[: len(content) // 2]
                moments.append((f"{label}, {name} half written", {**files, name: (kind, half)}))
    for number, (label, files) in enumerate(moments):
        crashed = tmp_path / f"crash{number}"
        _restore(crashed, files)
        recover_interrupted_writes(crashed)  # what start-up does
        entries = list_saves(crashed)
        assert [(e.path.name, e.ok) for e in entries] == [("toy-game.json", True)], label
        assert entries[0].save is not None and len(entries[0].save.moves) in (3, 4), label
        target = continue_target(crashed)
        assert target is not None and target.path.name == "toy-game.json", label
        assert not [p.name for p in crashed.iterdir() if p.name.endswith(".tmp")], label


def test_start_up_brings_back_what_an_older_two_rename_write_left(tmp_path: Path) -> None:
    """The old writer renamed the save to .bak, then the temp file to the save."""
    folder = tmp_path / "saves"
    folder.mkdir()
    older = save_from_match(toy_match(6, 2)).model_dump_json(indent=1)
    newer = save_from_match(toy_match(6, 3)).model_dump_json(indent=1)
    (folder / "toy-a.json.bak").write_text(older, encoding="utf-8")
    (folder / ".toy-a.json.4242.tmp").write_text(newer, encoding="utf-8")  # complete
    (folder / "toy-b.json.bak").write_text(older, encoding="utf-8")
    (folder / ".toy-b.json.4243.tmp").write_text(newer[:100], encoding="utf-8")  # cut short
    (folder / "toy-c.json").write_text(older, encoding="utf-8")
    (folder / ".toy-c.json.4244.tmp").write_text(newer, encoding="utf-8")  # a save is there
    assert interrupted_writes(folder)  # what start-up looks at before loading anything
    restored = recover_interrupted_writes(folder)
    assert not interrupted_writes(folder)
    assert sorted(p.name for p in restored) == ["toy-a.json", "toy-b.json"]
    assert len(read_save(folder / "toy-a.json").moves) == 3  # the newest valid one
    assert len(read_save(folder / "toy-b.json").moves) == 2
    assert len(read_save(folder / "toy-c.json").moves) == 2  # left as it was
    assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    assert (folder / "toy-b.json.bak").exists()  # the backup is kept
    assert recover_interrupted_writes(folder) == []


def test_a_real_kill_minus_9_in_an_autosave_loop_loses_no_acknowledged_move(
    tmp_path: Path,
) -> None:
    if not hasattr(signal, "SIGKILL"):
        pytest.skip("needs kill -9")
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "macaron-loop.json"
    child = (
        "import sys\n"
        "from pathlib import Path\n"
        "from save_cases import macaron_match\n"
        "from macaron_desktop.core.registry import get_bot\n"
        "from macaron_desktop.core.savegame import Autosave\n"
        "match = macaron_match(int(sys.argv[2]), 0)\n"
        "save = Autosave(Path(sys.argv[1]))\n"
        "bot = get_bot('macaron', 'basic')\n"
        "while not match.finished:\n"
        "    seat = match.seats_to_act()[0]\n"
        "    match.play(seat, match.bot_choice(seat, bot))\n"
        "    save(match)\n"
        "    print(len(match.moves), flush=True)\n"
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(__file__).parent.parent)])}
    for kill in range(6):
        process = subprocess.Popen(
            [sys.executable, "-c", child, str(path), str(kill + 1)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert process.stdout is not None
        acknowledged = 0
        limit = 20 + 13 * kill  # kill it at a different point each time
        for line in process.stdout:
            acknowledged = int(line)
            if acknowledged >= limit:
                break
        process.send_signal(signal.SIGKILL)
        process.wait()
        recover_interrupted_writes(folder)
        target = continue_target(folder)
        assert target is not None and target.save is not None
        assert len(target.save.moves) >= acknowledged
        path.unlink()
        savegame.backup_path(path).unlink(missing_ok=True)


# -- 2, 3, 4: every file judged on its own, with the check that opens it --------------------


def _special_cases(folder: Path) -> dict[str, str]:
    return make_special_files(folder)


@pytest.mark.parametrize("case", sorted(bad_content_cases()))
def test_a_file_that_cannot_be_played_is_damaged_with_its_reason(case: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    write_json(path, bad_content_cases()[case]())
    before = path.read_bytes()
    with pytest.raises(SaveError) as error:
        open_save(path)
    sentence = str(error.value)
    assert sentence.endswith(".") and "\n" not in sentence and len(sentence) < 300
    [entry] = list_saves(tmp_path)
    assert not entry.ok and entry.error is not None and entry.error.key == error.value.key
    assert continue_target(tmp_path) is None
    assert path.read_bytes() == before


def test_special_files_are_never_opened_and_are_listed_as_damaged(tmp_path: Path) -> None:
    made = _special_cases(tmp_path)
    start = time.perf_counter()
    entries = {e.path.name: e for e in list_saves(tmp_path)}
    assert time.perf_counter() - start < 5
    assert set(entries) == set(made)
    for name, entry in entries.items():
        assert not entry.ok and entry.error is not None, made[name]
        assert str(entry.error).endswith("."), made[name]
    keys = {name: entries[name].error.key for name in entries}  # type: ignore[union-attr]
    assert keys["huge.json"] == "too_large"
    assert keys["deep.json"] == "too_deep"
    for name in ("fifo.json", "zero.json"):
        if name in keys:
            assert keys[name] == "not_a_file"


def test_a_folder_of_bad_files_leaves_exactly_the_good_saves_usable(tmp_path: Path) -> None:
    made = make_special_files(tmp_path)
    for number, make in enumerate(bad_content_cases().values()):
        write_json(tmp_path / f"bad-{number}.json", make())
    write_json(
        tmp_path / "good-old.json", {**data_of(toy_match(1, 2)), "updated": "2026-01-01T10:00:00Z"}
    )
    write_json(
        tmp_path / "good-new.json", {**data_of(toy_match(2, 3)), "updated": "2026-02-01T10:00:00Z"}
    )
    before = snapshot(tmp_path)
    start = time.perf_counter()
    entries = list_saves(tmp_path)
    target = continue_target(tmp_path)
    assert time.perf_counter() - start < 5
    assert [e.path.name for e in entries if e.ok] == ["good-new.json", "good-old.json"]
    assert len([e for e in entries if not e.ok]) == len(made) + len(bad_content_cases())
    assert target is not None and target.path.name == "good-new.json"
    assert snapshot(tmp_path) == before


def test_the_summary_in_the_file_is_never_trusted(tmp_path: Path) -> None:
    data = data_of(toy_match(3, 2))
    write_json(
        tmp_path / "liar.json",
        {**data, "summary": {"mode": "x", "round": 77, "scores": [99, 99], "finished": True}},
    )
    [entry] = list_saves(tmp_path)
    assert entry.ok and entry.summary is not None
    assert entry.summary.round != 77 and entry.summary.scores != [99, 99]
    assert not entry.summary.finished
    target = continue_target(tmp_path)  # the file says finished; the replay says not
    assert target is not None and target.path.name == "liar.json"
    finished = toy_match(3, 99)
    assert finished.finished
    write_json(tmp_path / "liar.json", {**data_of(finished), "summary": {"finished": False}})
    assert continue_target(tmp_path) is None


def test_a_save_starting_with_a_utf8_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data_of(toy_match(3, 2))).encode())
    opened = open_save(path)
    assert len(opened.match.moves) == 2


def test_the_size_limit_is_checked_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)
    start = time.perf_counter()
    with pytest.raises(SaveError) as error:
        open_save(path)
    assert error.value.key == "too_large"
    assert time.perf_counter() - start < 1
