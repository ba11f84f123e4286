"""Start-up loads no game: the library shows without any game's rules, table or bots,
and without PySide's ``Qt`` namespace (whose first use builds ~90 enums, about 125 M
instructions: more than a sixth of a bare window's whole start).

The app is started for real (``--smoke``: the main window with the library, shown, then
quit) in a fresh interpreter, which then lists the project's modules it holds.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

#: run first: note every enum PySide builds (it makes a type's enums on the type's first use)
RECORD_ENUMS = """
import enum
BUILT_ENUMS = []
_create = enum.EnumType._create_
def _record(cls, class_name, names, **kwargs):
    made = _create(cls, class_name, names, **kwargs)
    BUILT_ENUMS.append(made)
    return made
enum.EnumType._create_ = _record
"""

PROGRAM = """
import json, sys
from macaron_desktop.app import main
code = main(["--smoke"])
print("MODULES " + json.dumps(sorted(m for m in sys.modules if m.startswith("macaron_desktop"))))
import PySide6.QtCore
# PySide makes a type's Python class (and its enums) on first use; until then the name is
# missing from the module's namespace
print("QT_NAMESPACE " + json.dumps("Qt" in vars(PySide6.QtCore)))
# the games' data files (card lists, message catalogues) are read when a game is opened
print("TOML " + json.dumps("tomllib" in sys.modules))
print("STDLIB " + json.dumps(sorted(m for m in ("hashlib", "html") if m in sys.modules)))
print("ENUMS " + json.dumps([e.__qualname__ for e in BUILT_ENUMS if e.__module__.startswith("PySide6")]))
sys.exit(code)
"""

#: what only a game being played needs: a game's rules, its table, bots and the searches
#: (and the bots' worker threads, not even on the way out: the program lists its modules
#: after the app has quit)
NOT_AT_START = re.compile(
    r"macaron_desktop\.("
    r"games\.[a-z_]+\.(rules|table|bots|search_support|resample|hints)(\..*)?"
    r"|core\.(bots|search|ismcts|sampling|match|game|savegame)"
    r"|ui\.(table|game_screen|game_board|session|worker)(\..*)?"
    r")"
)


def start(home: Path, before: str = "") -> dict[str, object]:
    """Start the app in a fresh interpreter; what it printed after the library was shown."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-c", RECORD_ENUMS + before + PROGRAM],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "heading: Game library" in done.stdout  # the library really was shown
    found = {}
    for line in done.stdout.splitlines():
        key, _, value = line.partition(" ")
        if key in ("MODULES", "QT_NAMESPACE", "TOML", "ENUMS", "STDLIB"):
            found[key] = json.loads(value)
    return found


def started_modules(home: Path, before: str = "") -> list[str]:
    modules = start(home, before)["MODULES"]
    assert isinstance(modules, list)
    return modules


def test_the_library_starts_without_any_games_rules_table_or_bots(user_home: Path) -> None:
    found = start(user_home)
    modules = found["MODULES"]
    assert isinstance(modules, list)
    assert found["TOML"] is False, "start-up read a game's data file"
    # hashlib loads OpenSSL's libcrypto; html is for tooltips and the About box
    assert found["STDLIB"] == [], f"start-up imported {found['STDLIB']}"
    assert "macaron_desktop.ui.library" in modules
    assert "macaron_desktop.games.macaron.spec" in modules  # the tiles come from the specs
    loaded = [m for m in modules if NOT_AT_START.fullmatch(m)]
    assert loaded == [], f"start-up imported what only a game needs: {loaded}"
    # of the games, only what describes them: their packages and specs
    games = [m for m in modules if m.startswith("macaron_desktop.games.")]
    assert all(m.count(".") == 2 or m.endswith(".spec") for m in games), games


def test_the_check_sees_a_rules_module_loaded_at_start(user_home: Path) -> None:
    # the same start with the rules imported first: the pattern must catch it
    modules = started_modules(user_home, "import macaron_desktop.games.macarena.rules\n")
    assert [m for m in modules if NOT_AT_START.fullmatch(m)]


def test_the_library_does_not_wake_the_qt_namespace(user_home: Path) -> None:
    start(user_home)  # the first start renders the tiles' pictures into the cache
    assert start(user_home)["QT_NAMESPACE"] is False
    # and the check sees it when something on the way does
    assert start(user_home, "from PySide6.QtCore import Qt\n")["QT_NAMESPACE"] is True


def test_the_start_hands_no_style_to_python(user_home: Path) -> None:
    # The application is made with its style (``-style Fusion``) instead of given one by
    # ``setStyle``, whose returned ``QStyle`` made PySide build QStyle's 11 enums (some
    # hundred members: about 4 ms).
    start(user_home)  # fills the picture cache
    enums = start(user_home)["ENUMS"]
    assert isinstance(enums, list)
    assert "QMainWindow.DockOption" in enums  # the record works
    assert [e for e in enums if e.startswith("QStyle.")] == []
    # and the check sees QStyle's enums built on the way
    seen = start(user_home, "from PySide6.QtWidgets import QStyle\n")["ENUMS"]
    assert isinstance(seen, list)
    assert "QStyle.PixelMetric" in seen
