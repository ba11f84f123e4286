"""The command line, run as a real process: --smoke, --version and bad flags."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from macaron_desktop import __version__


def run_app(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "macaron_desktop", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=120,
    )


def test_smoke_shows_the_window_and_exits_zero(user_home: Path) -> None:
    done = run_app("--smoke", home=user_home)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("shown in ") and lines[0].endswith(" ms")
    assert int(lines[0].split()[2]) > 0
    assert "heading: Game library" in done.stdout
    assert "Traceback" not in done.stderr


def test_smoke_in_traditional_chinese(user_home: Path) -> None:
    done = run_app("--lang", "zh_TW", "--smoke", home=user_home)
    assert done.returncode == 0, done.stderr
    assert "heading: 遊戲庫" in done.stdout


def test_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "macaron_desktop", "--version"], capture_output=True, text=True
    )
    assert done.returncode == 0
    assert done.stdout.strip() == f"macaron-desktop {__version__}"


@pytest.mark.parametrize("args", [["--bogus"], ["--lang", "fr"], ["--smoke", "extra"]])
def test_bad_flags_print_usage_and_exit_2(args: list[str], user_home: Path) -> None:
    done = run_app(*args, home=user_home)
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
def test_bad_new_game_flags_print_usage_and_exit_2(args: list[str], user_home: Path) -> None:
    done = run_app(*args, home=user_home)
    assert done.returncode == 2
    assert done.stderr.startswith("usage: macaron-desktop")


def test_command_line_modes_match_the_engine() -> None:
    from macaron_desktop.app import MACARON_MODES
    from macaron_desktop.games.macaron.config import MODES

    assert MACARON_MODES == MODES
