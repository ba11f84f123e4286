"""Rules and core code must import with PySide6 unavailable (no Qt in the model)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from macaron_desktop.core.registry import specs

PACKAGE = Path(__file__).resolve().parent.parent / "macaron_desktop"
GUI_PARTS = ("table", "ui", "scene", "widgets")


def rules_modules() -> list[str]:
    """Every module under core/ and games/ except the games' GUI parts."""
    modules = []
    for path in sorted(
        [*PACKAGE.joinpath("core").rglob("*.py"), *PACKAGE.joinpath("games").rglob("*.py")]
    ):
        relative = path.relative_to(PACKAGE.parent).with_suffix("")
        parts = list(relative.parts)
        if any(part.startswith(GUI_PARTS) for part in parts[2:]):
            continue
        if parts[-1] == "__init__":
            parts.pop()
        modules.append(".".join(parts))
    return modules


def test_there_are_rules_modules_to_check() -> None:
    assert "macaron_desktop.core.match" in rules_modules()


def python_says(script: str) -> str:
    """What ``script`` prints in a fresh interpreter (which must end well)."""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_every_rules_module_imports_with_pyside6_blocked() -> None:
    script = (
        "import importlib, sys\n"
        "sys.modules['PySide6'] = None\n"
        f"for name in {rules_modules()!r}:\n"
        "    importlib.import_module(name)\n"
        "assert not any(m.startswith('PySide6.') for m in sys.modules)\n"
        "print('ok')\n"
    )
    assert python_says(script) == "ok"


def test_the_library_entry_does_not_load_the_engine() -> None:
    """Start-up imports Macaron's library entry; the rules must wait for a game."""
    script = (
        "import sys\n"
        "import macaron_desktop.games.macaron.table.entry\n"
        "assert 'macaron_desktop.games.macaron.rules' not in sys.modules, 'rules loaded'\n"
        "from macaron_desktop.games.macaron import GAME, CardChoices\n"
        "assert GAME.game_id == 'macaron'\n"
        "print('ok')\n"
    )
    assert python_says(script) == "ok"


def test_importing_every_table_entry_loads_neither_qt_nor_a_table() -> None:
    """The entries name their board and texts; those load when first called."""
    entries = sorted(s.table_module for s in specs() if s.table_module is not None)
    assert len(entries) >= 3
    loaded = python_says(
        "import importlib, json, sys\n"
        f"for name in {entries!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('PySide6')"
        " or ('.table.' in m and not m.endswith('.entry')))))\n"
    )
    assert json.loads(loaded) == []
