"""The command line, run as a real process: --smoke, --version and bad flags."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable

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
    from macaron_desktop.core.registry import get_spec
    from macaron_desktop.games.macaron.config import MODES, SCORINGS

    actions = {a.dest: a for a in build_parser()._actions}
    assert list(actions["new"].choices) == ["macaron", "macarena"]  # the toy game has no table
    assert tuple(actions["mode"].choices) == get_spec("macaron").mode_ids == MODES
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
