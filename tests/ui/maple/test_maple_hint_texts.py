"""A Masters of Maple Syrup hint in words: which action card end to take (and what the
neighbour then gets), what to develop, which effect to use, with the Hard bot's numbers
through the kit."""

from __future__ import annotations

from macaron_desktop.games.maple.actions import DEVELOP, USE, ChooseAction, Harvest
from macaron_desktop.games.maple.cards import Card
from macaron_desktop.games.maple.rules import GAME
from macaron_desktop.games.maple.table.hint_texts import describe_hint, move_text
from macaron_desktop.ui.i18n import LanguageManager


def test_the_moves_of_a_hint_read_as_a_player_would_say_them(
    languages: LanguageManager,
) -> None:
    view = GAME.view(GAME.new_game({"variant": "standard"}, 3), 0)
    take = ChooseAction(1, 0)
    assert (
        move_text(take, view) == "take HARVEST 2 of action card II (the neighbour gets DEVELOP 1)"
    )
    assert move_text(DEVELOP[Card.SUGAR_MAPLE_1], view) == "develop Sugar Maple"
    assert move_text(USE[Card.SAP_BUCKET_1], view) == "use Sap Bucket"
    assert move_text(Harvest(()), view) == "harvest no tree"
    report = describe_hint(
        view, [(take, {"value": 1.5, "choice": 1.0}), (ChooseAction(0, 0), {"value": -0.5})]
    )
    assert [row.cells[0] for row in report.rows][0].startswith("take HARVEST 2")
    assert "chance of winning" in report.note and "six turns from now" in report.note
    rivals = GAME.view(GAME.new_game({"variant": "rivals"}, 3), 0)
    assert move_text(ChooseAction(0, 0), rivals).startswith("take DEVELOP A TREE (−1¢)")
