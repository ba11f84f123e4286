"""One running app per user data folder: a second start brings the first window forward."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": str(home)}


def _start(home: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "macaron_desktop", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(home),
    )


def _run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "macaron_desktop", *args],
        capture_output=True,
        text=True,
        env=_env(home),
        timeout=60,
    )


def _wait_for_lock(home: Path, first: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 30
    while not list((home / "data").rglob("*.lock")):
        assert first.poll() is None, first.communicate()
        assert time.monotonic() < deadline, "the first instance never took its lock"
        time.sleep(0.05)


def test_a_second_start_on_the_same_data_folder_brings_the_first_window_forward(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    first = _start(home)
    try:
        _wait_for_lock(home, first)
        second = _run(home, "--smoke")
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stdout and "brought forward" in second.stdout
        assert "shown in" not in second.stdout  # it opened no window of its own
        assert first.poll() is None  # the first one goes on
        # another data folder is another app: it starts normally
        other = _run(tmp_path / "other", "--smoke")
        assert other.returncode == 0 and other.stdout.startswith("shown in ")
    finally:
        first.terminate()
        first.communicate(timeout=30)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_the_lock_of_a_killed_app_does_not_block_the_next_start(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = _start(home)
    _wait_for_lock(home, first)
    first.send_signal(signal.SIGKILL)
    first.communicate(timeout=30)
    again = _run(home, "--smoke")
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("shown in ")
