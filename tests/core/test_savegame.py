"""Savegames: exact resume, atomic writes with backup, migrations, and broken files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from macaron_desktop.core import savegame
from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.savegame import (
    Autosave,
    SaveError,
    continue_target,
    list_saves,
    load_match,
    read_save,
    read_with_backup,
    restore_match,
    safe_save_path,
    save_from_match,
    write_save,
)
from macaron_desktop.core.stats import load_stats
from macaron_desktop.games.toy.rules import GAME

FIXTURES = Path(__file__).parent / "fixtures"
SEATS = [SeatSpec("Ana"), SeatSpec("Robot", "bot", "random")]


def played(seed: int, steps: int | None = None) -> Match:
    match = Match(GAME, {"players": 2}, seed, SEATS)
    bot = RandomBot()
    while not match.finished and (steps is None or len(match.moves) < steps):
        seat = match.seats_to_act()[-1]
        match.play(seat, match.bot_choice(seat, bot))
    return match


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), cut=st.integers(0, 9))
def test_save_at_any_point_and_resume_exactly(seed: int, cut: int, tmp_path_factory) -> None:
    match = played(seed, cut)
    path = tmp_path_factory.mktemp("s") / "game.json"
    write_save(path, save_from_match(match))
    resumed, save = load_match(path)
    assert resumed.state == match.state
    assert resumed.moves == match.moves
    # the undo history came back too
    assert [resumed.state_after(i) for i in range(len(match.moves) + 1)] == [
        match.state_after(i) for i in range(len(match.moves) + 1)
    ]
    # both copies go on with the same (bot) actions and end the same
    bot = RandomBot()
    for copy in (match, resumed):
        while not copy.finished:
            seat = copy.seats_to_act()[-1]
            copy.play(seat, copy.bot_choice(seat, bot))
    assert resumed.result() == match.result()
    assert save.summary.finished is False or match.finished


def test_a_save_is_plain_json_with_the_documented_fields(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    write_save(path, save_from_match(played(3, 4)))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "macaron-desktop-save" and data["version"] == 3
    assert set(data) >= {
        "app_version",
        "game_id",
        "config",
        "seats",
        "seed",
        "moves",
        "created",
        "updated",
        "summary",
    }
    assert data["seats"][1] == {"name": "Robot", "kind": "bot", "level": "random"}
    assert data["moves"][0]["action"]["type"] == "Bid"


def test_the_previous_version_is_kept_as_backup_and_used_when_the_main_file_is_damaged(
    tmp_path: Path,
) -> None:
    path = tmp_path / "g.json"
    first = save_from_match(played(5, 2))
    write_save(path, first)
    write_save(path, save_from_match(played(5, 4)))
    assert savegame.backup_path(path).exists()
    path.write_bytes(path.read_bytes()[:40])  # a power cut mangled the main file
    damaged = path.read_bytes()
    save, from_backup = read_with_backup(path)
    assert from_backup and len(save.moves) == 2
    assert path.read_bytes() == damaged  # untouched


def test_a_write_killed_half_way_leaves_the_previous_save_loadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "g.json"
    write_save(path, save_from_match(played(8, 3)))
    before = path.read_bytes()

    def crash(*_args: object) -> None:
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)  # what the one atomic writer calls
    with pytest.raises(OSError):
        write_save(path, save_from_match(played(8, 6)))
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert len(read_save(path).moves) == 3
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_old_version_fixture_is_migrated_and_resumes() -> None:
    save = read_save(FIXTURES / "toy_save_v1.json")
    assert save.version == 3
    assert [s.kind for s in save.seats] == ["human", "bot"]
    match = restore_match(save)
    assert match.state.bids == (2, 1)


def _valid_data() -> dict:
    return json.loads(save_from_match(played(2, 3)).model_dump_json())


BROKEN = {
    "truncated": lambda good: good[: len(good) // 2],
    "not json": lambda good: b"hello, I am not a save",
    "binary": lambda good: bytes(range(256)),
    "empty": lambda good: b"",
    "wrong types": lambda good: good.replace(b'"seed": ', b'"seed": "x", "_": ', 1),
}


def _broken_data_cases() -> dict[str, dict]:
    cases = {}
    data = _valid_data()
    cases["absurd seat"] = {**data, "moves": [{"seat": 99, "action": {"type": "Bid", "tricks": 1}}]}
    cases["absurd seed"] = {**data, "seed": -5}
    cases["unknown game"] = {**data, "game_id": "chess"}
    cases["newer version"] = {**data, "version": 9}
    cases["not ours"] = {**data, "format": "something-else"}
    cases["illegal on replay"] = {
        **data,
        "moves": [{"seat": 0, "action": {"type": "Bid", "tricks": 7}}],
    }
    cases["unknown action"] = {**data, "moves": [{"seat": 0, "action": {"type": "os.system"}}]}
    cases["bad config"] = {**data, "config": {"players": 40}}
    cases["extra field"] = {**data, "evil": True}
    cases["list"] = [1, 2, 3]  # type: ignore[dict-item]
    return cases


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_bytes_are_reported_and_left_untouched(name: str, tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    good = json.dumps(_valid_data(), indent=1).encode()
    raw = BROKEN[name](good)
    path.write_bytes(raw)
    with pytest.raises(SaveError) as error:
        load_match(path)
    assert str(error.value).endswith(".") and "\n" not in str(error.value)
    assert path.read_bytes() == raw


@pytest.mark.parametrize("name", sorted(_broken_data_cases()))
def test_broken_content_is_reported_and_left_untouched(name: str, tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    raw = json.dumps(_broken_data_cases()[name]).encode()
    path.write_bytes(raw)
    with pytest.raises(SaveError) as error:
        load_match(path)
    assert len(str(error.value)) < 300
    assert path.read_bytes() == raw


def test_newer_version_says_to_update(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text(json.dumps({**_valid_data(), "version": 9}))
    with pytest.raises(SaveError, match="newer") as error:
        load_match(path)
    assert error.value.key == "newer_version"


@pytest.mark.parametrize("name", ["../evil.json", "/etc/passwd", "a/b.json", "..json", "x.txt", ""])
def test_names_from_outside_never_escape_the_saves_folder(name: str, tmp_path: Path) -> None:
    with pytest.raises(SaveError):
        safe_save_path(name, tmp_path)


def test_autosave_lists_newest_first_and_finished_games_feed_statistics(tmp_path: Path) -> None:
    older = played(1, 2)
    newer = played(2, 3)
    first = Autosave.for_new_game(older, tmp_path)
    first(older)
    second = Autosave(tmp_path / "toy-later.json")
    second(newer)
    os.utime(first.path, (1, 1))
    (tmp_path / "broken.json").write_text("{")
    entries = list_saves(tmp_path)
    assert [e.path.name for e in entries if e.save] == [second.path.name, first.path.name] or [
        e.save.updated for e in entries if e.save
    ] == sorted([e.save.updated for e in entries if e.save], reverse=True)
    assert any(e.error is not None and e.path.name == "broken.json" for e in entries)
    target = continue_target(tmp_path)
    assert target is not None and target.path == second.path
    # finish the newer game: it leaves the list and is counted
    bot = RandomBot()
    while not newer.finished:
        seat = newer.seats_to_act()[-1]
        newer.play(seat, newer.bot_choice(seat, bot))
    second(newer)
    second(newer)  # a second call must not count the game twice
    assert not second.path.exists()
    assert load_stats()["toy"]["2p"].played == 1


def test_saves_never_use_pickle_or_eval() -> None:
    modules = sorted(Path(savegame.__file__).parent.glob("savegame*.py"))
    assert len(modules) > 1  # the face and the modules it reads from
    for module in modules:
        source = module.read_text(encoding="utf-8")
        assert "pickle" not in source and "eval(" not in source, module.name


def test_loading_in_a_fresh_process(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    write_save(path, save_from_match(played(9, 5)))
    code = "from macaron_desktop.core.savegame import load_match; import sys; m,_=load_match(__import__('pathlib').Path(sys.argv[1])); print(len(m.moves))"
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True)
    assert done.stdout.strip() == "5", done.stderr


def test_a_version_2_save_opens_with_no_hints_used_and_new_saves_keep_the_count(
    tmp_path: Path,
) -> None:
    data = _valid_data()
    data["version"] = 2
    del data["hints"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    save = read_save(path)
    assert save.version == 3 and save.hints == 0
    match = restore_match(save)
    assert match.hints_used == 0
    match.hints_used = 4
    write_save(path, save_from_match(match))
    assert restore_match(read_save(path)).hints_used == 4
