"""The module Maus au Chocolat's spec names as its table: the window imports it when a
player first opens the game, and each function below loads its own module on first call."""

from __future__ import annotations

from macaron_desktop.ui.table_entry import board_table, lazy

create_table = board_table(__package__, ".board:MausBoard")
describe_message = lazy(__package__, ".texts:describe")  # log lines, refusals, prompts
describe_hint = lazy(__package__, ".hint_texts:describe_hint")  # the Hard bot's numbers
move_text = lazy(__package__, ".hint_texts:move_text")  # a legal move in words (the W key)
