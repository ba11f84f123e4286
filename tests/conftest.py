"""Shared test set-up: headless Qt and a throw-away home for settings, saves and logs."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

# Compiled modules are kept (in __pycache__, which git ignores) even where the environment
# says not to write them: without them every app the tests start, and every worker, compiles
# the whole package again, a good part of the suite's time.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

from macaron_desktop.core import quarantine  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked ``slow`` first, each group of tests otherwise in its order: with
    ``-n``, the long ones are then shared out while there is plenty left to run beside
    them, instead of one of them ending the run alone on a worker."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What the collection made (the package's modules, every test and its parameters)
    lives to the end of the run: moved out of the garbage collector's sight, a full
    collection no longer walks it again and again (it cost the rules' random games and
    searches some 5 to 15 % of their time). Garbage made later is collected as before."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point every user folder (config, data, logs) at a temporary directory."""
    home = tmp_path / "home"
    monkeypatch.setenv("MACARON_DESKTOP_HOME", str(home))
    # files set aside by an earlier test are that test's news, not this one's
    quarantine.take_notices()
    yield home


@pytest.fixture
def run_app(user_home: Path) -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run ``python -m macaron_desktop ARGS`` headless, with the temporary user home."""

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "MACARON_DESKTOP_HOME": str(user_home),
        }
        return subprocess.run(
            [sys.executable, "-m", "macaron_desktop", *args],
            capture_output=True,
            text=True,
            encoding="utf-8",
            env=env,
            timeout=120,
        )

    return run
