"""La Macarena's table entry: how the window starts, hosts and describes a game.

The spec (``games/macarena/spec.py``) names this module; the library imports it when a
player first starts or opens La Macarena. Each piece is imported when first called
(:mod:`macaron_desktop.ui.table_entry`); the new-game dialog and ``--new`` are the shared
ones, read from the spec.
"""

from __future__ import annotations

from macaron_desktop.ui.table_entry import board_table, lazy

#: the shared game screen with La Macarena's board
create_table = board_table(__package__, ".board:MacarenaBoard")
#: a rules message in the current language (log line, award, refusal or prompt)
describe_message = lazy(__package__, ".texts:describe")
#: a hint in the current language (the numbers are the Hard bot's: the kit's default analysis)
describe_hint = lazy(__package__, ".hint_texts:describe_hint")
move_text = lazy(__package__, ".hint_texts:move_text")  # a legal move in words (the W key)
