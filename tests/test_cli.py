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


def test_command_line_modes_match_the_engine() -> None:
    from macaron_desktop.app import MACARON_MODES
    from macaron_desktop.games.macaron.config import MODES

    assert MACARON_MODES == MODES


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
