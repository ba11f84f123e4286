"""The command line, run as a real process: --smoke, --version and bad flags."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from macaron_desktop import __version__

RunApp = Callable[..., subprocess.CompletedProcess[str]]


def test_smoke_shows_the_window_and_exits_zero(run_app: RunApp) -> None:
    done = run_app("--smoke")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("shown in ") and lines[0].endswith(" ms")
    assert int(lines[0].split()[2]) > 0
    assert "heading: Game library" in done.stdout
    assert "Traceback" not in done.stderr


def test_smoke_in_traditional_chinese(run_app: RunApp) -> None:
    done = run_app("--lang", "zh_TW", "--smoke")
    assert done.returncode == 0, done.stderr
    assert "heading: 遊戲庫" in done.stdout


def test_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "macaron_desktop", "--version"], capture_output=True, text=True
    )
    assert done.returncode == 0
    assert done.stdout.strip() == f"macaron-desktop {__version__}"


@pytest.mark.parametrize("args", [["--bogus"], ["--lang", "fr"], ["--smoke", "extra"]])
def test_bad_flags_print_usage_and_exit_2(args: list[str], run_app: RunApp) -> None:
    done = run_app(*args)
    assert done.returncode == 2
    assert done.stderr.startswith("usage: macaron-desktop")
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["--new", "chess"],
        ["--new", "macaron", "--mode", "7p"],
        ["--new", "macaron", "--seed", "abc"],
        ["--new", "macaron", "--seed", "-3"],
        ["--mode", "4p"],
        ["--seed", "5"],
        ["--new", "macaron", "--resume", "x.json"],
    ],
)
def test_bad_new_game_flags_print_usage_and_exit_2(args: list[str], run_app: RunApp) -> None:
    done = run_app(*args)
    assert done.returncode == 2
    assert done.stderr.startswith("usage: macaron-desktop")


def test_command_line_games_modes_and_options_come_from_the_specs() -> None:
    from macaron_desktop.app import build_parser
    from macaron_desktop.core.registry import get_spec, specs
    from macaron_desktop.games.macaron.config import MODES, SCORINGS

    actions = {a.dest: a for a in build_parser()._actions}
    playable = [s.game_id for s in specs() if s.playable]  # a game without a table: not offered
    assert len(playable) >= 2 and len(playable) < len(specs())  # the toy game has no table
    assert list(actions["new"].choices) == playable
    every_mode = dict.fromkeys(m for s in specs() if s.playable for m in s.mode_ids)
    assert list(actions["mode"].choices) == list(every_mode)  # each game's, in game order
    assert get_spec("macaron").mode_ids == MODES
    assert tuple(actions["scoring"].choices) == SCORINGS
    assert list(actions["target"].choices) == [10, 15, 20, 30]


@pytest.mark.parametrize(
    "args",
    [
        ["--new", "macaron", "--target", "30"],  # 30 is on the advanced side only
        ["--new", "macaron", "--scoring", "easy"],
        ["--scoring", "advanced"],  # options go with --new
    ],
)
def test_bad_game_options_print_usage_and_exit_2(args: list[str]) -> None:
    from macaron_desktop.app import parse_args

    with pytest.raises(SystemExit) as stop:
        parse_args(args)
    assert stop.value.code == 2


def test_new_without_mode_takes_the_games_default_mode_and_options() -> None:
    from macaron_desktop.app import parse_args

    args = parse_args(["--new", "macaron", "--scoring", "advanced", "--target", "30"])
    assert args.mode is None and args.options == {"scoring": "advanced", "target": 30}


@pytest.mark.parametrize("mode", ["solo", "4p"])
def test_new_game_from_the_command_line_opens_and_quits_cleanly(mode: str, run_app: RunApp) -> None:
    done = run_app("--new", "macaron", "--mode", mode, "--seed", "3", "--smoke")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("shown in ")
    assert "QThread" not in done.stderr and "Traceback" not in done.stderr


def test_an_empty_resume_path_is_refused_with_the_usage(run_app: RunApp) -> None:
    done = run_app("--resume", "", "--smoke")
    assert done.returncode == 2
    assert done.stderr.startswith("usage: macaron-desktop")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_resume_of_a_device_or_a_huge_file_is_refused_before_reading(
    run_app: RunApp, tmp_path: Path
) -> None:
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)
    for path, reason in (("/dev/zero", "not a regular file"), (str(huge), "too large")):
        start = time.perf_counter()
        done = run_app("--resume", path, "--smoke")
        assert done.returncode == 2, done.stderr
        assert reason in done.stderr and "Traceback" not in done.stderr
        assert time.perf_counter() - start < 15


def test_resume_smoke_refuses_an_unknown_bot_level(run_app: RunApp, tmp_path: Path) -> None:
    from save_cases import bad_content_cases, write_json

    path = tmp_path / "godlike.json"
    write_json(path, bad_content_cases()["unknown bot level"]())
    done = run_app("--resume", str(path), "--smoke")
    assert done.returncode == 2
    assert "godlike" in done.stderr and "Traceback" not in done.stderr


def test_list_saves_on_an_empty_folder(run_app: RunApp) -> None:
    done = run_app("--list-saves")
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""


def test_help_names_every_game_and_the_data_folder_variable() -> None:
    from macaron_desktop.app import build_parser
    from macaron_desktop.core.registry import specs
    from macaron_desktop.paths import HOME_ENV

    text = " ".join(build_parser().format_help().split())
    assert f"{HOME_ENV}=/some/folder" in text
    for spec in specs():
        if spec.playable:
            assert spec.game_id in text.split("--new GAME start a new game at once")[1][:80]
