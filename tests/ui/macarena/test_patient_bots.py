"""Strong bots that pass for turns on end say why, the first time (issue 21, point 14), and
the new-game dialog says how each bot level plays."""

from __future__ import annotations

from types import SimpleNamespace

from pytestqt.qtbot import QtBot

from macaron_desktop.core.game import Event
from macaron_desktop.core.match import SeatSpec
from macaron_desktop.core.messages import Message
from macaron_desktop.core.registry import get_spec
from macaron_desktop.games.macarena.table import texts
from macaron_desktop.games.macarena.table.board import MacarenaBoard
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.new_game_dialog import NewGameDialog
from macaron_desktop.ui.spec_text import tr

NAMES = ["Ana", "Basile", "Camille"]


def test_the_first_pass_of_a_hard_bot_says_it_keeps_its_cards(languages: LanguageManager) -> None:
    seats = [
        SeatSpec("Ana"),
        SeatSpec("Basile", "bot", "hard"),
        SeatSpec("Camille", "bot", "normal"),
    ]
    host = SimpleNamespace(match=SimpleNamespace(seats=seats))
    events = [
        Event("passed", {"seat": 2}),
        Event("passed", {"seat": 1}),
        Event("passed", {"seat": 1}),
        Event("passed", {"seat": 0}),
    ]
    marked = MacarenaBoard._explain_patience(host, list(events))  # type: ignore[arg-type]
    lines = [texts.log_line(Message(e.key, dict(e.params)), NAMES) for e in marked]
    assert lines == [
        "Camille passes.",
        "Basile passes. Basile keeps their cards for a long series.",
        "Basile passes.",
        "Ana passes.",
    ]
    languages.apply("zh_TW")
    line = texts.log_line(Message(marked[1].key, dict(marked[1].params)), NAMES)
    assert line == "Basile 不出牌。Basile 留著手牌，想一次打出長牌串。"


def test_the_dialog_says_how_the_chosen_bot_levels_play(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    spec = get_spec("macarena")
    dialog = NewGameDialog(spec)
    qtbot.addWidget(dialog)
    row = dialog.seat_grid.rows[1]
    row.kind.setCurrentIndex(row.kind.findData("bot:hard"))
    hard = next(level for level in spec.bots if level.id == "hard")
    assert hard.description is not None
    assert tr(hard.description) in dialog.levels_note.text()
    assert "passes for several turns" in dialog.levels_note.text()
    assert row.kind.itemData(row.kind.findData("bot:hard"), 3) == tr(hard.description)
    languages.apply("zh_TW")
    qtbot.waitUntil(lambda: "連續好幾回合不出牌" in dialog.levels_note.text())


def test_every_listed_level_of_the_existing_games_says_how_it_plays() -> None:
    for game_id in ("macaron", "macarena"):
        for level in get_spec(game_id).bots:
            assert not level.listed or level.description is not None, (game_id, level.id)
