"""Macaron's table entry: how the window starts, hosts and describes a Macaron game.

The spec (``games/macaron/spec.py``) names this module; the library imports it only when
a player first starts or opens a Macaron game. Each piece is imported when first called
(:mod:`macaron_desktop.ui.table_entry`), so the rules and the table load when first used.
The new-game dialog and ``--new`` are the shared ones (``ui/new_game.py``), read from the
spec: the library uses them for any entry that defines no ``new_game`` or ``quick_start``
of its own.
"""

from __future__ import annotations

from macaron_desktop.ui.table_entry import board_table, lazy

#: the game screen for a running Macaron session, with Macaron's board on it
create_table = board_table(__package__, ".board:MacaronBoard")
#: a rules message in the current language: a log line for an event, else a refusal
describe_message = lazy(__package__, ".texts:describe")
#: the Hint button's numbers (run off the GUI thread): every legal card with its chance to
#: win the trick and the boxes it may bring, or the Hard bot's candidates
hint_analysis = lazy(__package__, "..hints:analyse")
#: a hint in the current language
describe_hint = lazy(__package__, ".hint_texts:describe_hint")
move_text = lazy(__package__, ".hint_texts:move_text")  # a legal move in words (the W key)
