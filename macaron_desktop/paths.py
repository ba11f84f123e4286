"""The one place that knows where Macaron Desktop keeps files on the user's machine.

Folders come from platformdirs (per user, per platform). Setting the environment
variable ``MACARON_DESKTOP_HOME`` puts all of them below that folder instead, which is
what tests and portable installs use. Nothing is ever written beside the program.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "MacaronDesktop"
APP_AUTHOR = "MacaronDesktop"
HOME_ENV = "MACARON_DESKTOP_HOME"


def _folder(kind: str) -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override) / kind
    import platformdirs

    getter = {
        "config": platformdirs.user_config_dir,
        "data": platformdirs.user_data_dir,
        "logs": platformdirs.user_log_dir,
        "cache": platformdirs.user_cache_dir,
    }[kind]
    return Path(getter(APP_NAME, APP_AUTHOR))


def config_dir() -> Path:
    """Where settings live."""
    return _folder("config")


def data_dir() -> Path:
    """Where savegames and statistics live."""
    return _folder("data")


def log_dir() -> Path:
    """Where the error log lives."""
    return _folder("logs")


def cache_dir() -> Path:
    """Where things that can be made again live (rendered pictures); losing it costs time."""
    return _folder("cache")
