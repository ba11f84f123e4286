"""Shared test set-up: headless Qt and a throw-away home for settings, saves and logs."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point every user folder (config, data, logs) at a temporary directory."""
    home = tmp_path / "home"
    monkeypatch.setenv("MACARON_DESKTOP_HOME", str(home))
    yield home
