"""The kit's table entry helpers: every game's entry names pieces that exist (that they
load lazily: ``tests/test_rules_without_qt.py``)."""

from __future__ import annotations

import pytest

from macaron_desktop.core.registry import specs
from macaron_desktop.ui.game_board import GameBoard
from macaron_desktop.ui.table_entry import BoardTable, Lazy

TABLE_MODULES = sorted(s.table_module for s in specs() if s.table_module is not None)


@pytest.mark.parametrize("module", TABLE_MODULES)
def test_every_piece_an_entry_names_exists(module: str) -> None:
    """A misspelt board or text function would only show when a player opens the game."""
    import importlib

    entry = importlib.import_module(module)
    assert isinstance(entry.create_table, BoardTable)
    assert issubclass(entry.create_table.resolve(), GameBoard)
    hooks = [getattr(entry, name, None) for name in ("describe_message", "describe_hint")]
    assert all(isinstance(hook, Lazy) and callable(hook.resolve()) for hook in hooks)
