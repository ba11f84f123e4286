"""Every game's summary line (Load, Continue, ``--list-saves``) names its players or mode
and counts in the game's own word: La Macarena's hands, Macaron's rounds (issue 21,
point 11)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from macaron_desktop.app import list_saves_lines
from macaron_desktop.core.match import Match
from macaron_desktop.core.registry import get_game, specs
from macaron_desktop.core.savegame import Autosave
from macaron_desktop.core.savegame_match import summarize
from macaron_desktop.ui.catalog import mode_label, tr
from macaron_desktop.ui.game_setup import default_seats
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.load_dialog import LoadDialog, round_text

GAMES = [pytest.param(spec, id=spec.game_id) for spec in specs() if spec.modes]


def saved_match(spec):  # type: ignore[no-untyped-def]
    """A new game of ``spec`` in its default mode, saved in the saves folder."""
    match = Match(get_game(spec.game_id), spec.config(), 5, default_seats(spec, spec.default_mode))
    Autosave.for_new_game(match)(match)
    return match


@pytest.mark.parametrize("spec", GAMES)
def test_the_summary_knows_the_mode_of_every_game(spec) -> None:  # type: ignore[no-untyped-def]
    match = Match(get_game(spec.game_id), spec.config(), 5, default_seats(spec, spec.default_mode))
    assert summarize(match).mode == spec.default_mode


@pytest.mark.parametrize("spec", GAMES)
def test_list_saves_names_the_mode_and_the_round_in_the_games_word(spec) -> None:  # type: ignore[no-untyped-def]
    saved_match(spec)
    [line] = list_saves_lines()
    cells = line.split("\t")
    assert cells[1:3] == [spec.game_id, spec.default_mode]
    word = (spec.round_name.source if spec.round_name else "Round %1").split("%1")[0]
    assert cells[3].startswith(word.lower()), cells


def test_la_macarena_counts_hands_and_macaron_rounds(languages: LanguageManager) -> None:
    assert round_text("macarena", 2) == "Hand 2"
    assert round_text("macaron", 2) == "Round 2"
    languages.apply("zh_TW")
    assert round_text("macarena", 2) == "第 2 手"
    assert round_text("macaron", 2) == "第 2 輪"


def test_the_load_dialog_shows_la_macarenas_players_and_hand(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    from macaron_desktop.core.registry import get_spec

    spec = get_spec("macarena")
    saved_match(spec)
    dialog = LoadDialog()
    qtbot.addWidget(dialog)
    row = [dialog.tree.topLevelItem(0).text(c) for c in range(4)]
    assert row[1] == mode_label("macarena", spec.default_mode) == tr(spec.mode("3p").label)
    assert row[1] == "3 players" and row[3] == "Hand 1"
