"""The game log explains each trick in plain words, in English and Traditional Chinese:
who won and why, and why the boxes were 0, 1 or 3."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.registry import get_bot, get_spec
from macaron_desktop.games.macaron.table.explain import trick_line
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from tests.macaron.test_explain import TRICKS, constructed

NAMES = ["Ana", "Basile", "Chloé"]
CJK = "[\u3000-\u9fff\uff00-\uffef]"

#: name -> (English words, Traditional Chinese words) the line must hold
WORDS = {
    "nobody else follows": (
        "Ana wins the trick: nobody else played the led flavour.",
        "Ana 吃墩：其他人都沒有打出引牌口味。",
    ),
    "the highest of the led flavour": (
        "Basile wins the trick with the highest card of the led flavour.",
        "Basile 以引牌口味中最大的牌吃墩。",
    ),
    "a Royal lead: the other Royal flavour cannot win": (
        "the other Royal flavour cannot win",
        "另一種皇家口味無法吃墩",
    ),
    "a Royal card takes it": (
        "Basile wins the trick: a Royal card beats the led flavour.",
        "皇家口味的牌勝過引牌口味",
    ),
    "the highest Royal card": (
        "Chloé wins the trick with the highest Royal card.",
        "Chloé 以最大的皇家口味牌吃墩。",
    ),
    "a tie goes to the card played first": (
        "Chloé played a card just as high, but Basile played first.",
        "Chloé 打出的牌一樣大，但 Basile 先出牌。",
    ),
    "won with a 1": ("3 gift boxes: won with a 1.", "3 個點心盒：以數字 1 吃墩。"),
    "an Allergen card and no 2": (
        "No gift boxes: an Allergen card (almond) is in the trick and no 2.",
        "沒有點心盒：這一墩有過敏原（杏仁）的牌，且沒有數字 2。",
    ),
    "an Allergen card and no 2, won with a 1": (
        "No gift boxes, though won with a 1",
        "雖然以數字 1 吃墩，仍沒有點心盒",
    ),
    "a 2 cancels the Allergen": (
        "1 gift box: a 2 cancels the Allergen (almond).",
        "1 個點心盒：數字 2 消滅過敏原（杏仁）。",
    ),
    "a 2 cancels the Allergen, won with a 1": (
        "3 gift boxes: won with a 1, and a 2 cancels the Allergen (almond).",
        "3 個點心盒：以數字 1 吃墩，且數字 2 消滅過敏原（杏仁）。",
    ),
}


@pytest.mark.parametrize("name", list(TRICKS))
def test_each_reason_is_said_in_both_languages(name: str, languages: LanguageManager) -> None:
    english, chinese = WORDS[name]
    why = constructed(name)
    line = trick_line(why, NAMES)
    assert english in line
    if why.why_boxes == "plain":
        assert line.endswith("1 gift box: the winning card is not a 1.")
    languages.apply("zh_TW")
    line = trick_line(why, NAMES)
    assert chinese in line
    # no space between Chinese words (only beside a Latin name or a number)
    assert not re.search(f"{CJK} {CJK}", line), line
    if why.why_boxes == "plain":
        assert line.endswith("1 個點心盒：吃墩的牌不是數字 1。")


def test_the_log_explains_the_tricks_of_a_game(
    make_window: Callable[..., MainWindow], qtbot: QtBot, languages: LanguageManager
) -> None:
    window = make_window()
    spec = get_spec("macaron")
    seats = [
        SeatSpec("Ana"),
        SeatSpec("Basile", "bot", "normal"),
        SeatSpec("Chloé", "bot", "normal"),
    ]
    window.open_match(Match(spec.game(), spec.config("3p"), 8, seats), None)
    screen = window.table
    assert isinstance(screen, GameScreen)
    match = screen.match
    bot = get_bot("macaron", "normal")

    def tricks_won() -> int:
        return sum(1 for e in match.view(0).all_events if e.key == "trick_won")

    while tricks_won() < 3:
        qtbot.waitUntil(lambda: screen.my_turn() and not screen.busy, timeout=20_000)
        view, legal = match.view(0), list(match.legal_actions(0))
        assert screen.propose(bot.choose(view, legal, random.Random(len(match.moves))))
    qtbot.waitUntil(lambda: not screen.busy)
    lines = [screen.log.item(i).text() for i in range(screen.log.count())]
    explained = [line for line in lines if "wins the trick" in line and "gift box" in line]
    assert len(explained) >= 3
    assert all(line.endswith(".") and "gift box" in line.split(". ")[-1] for line in explained)
    languages.apply("zh_TW")
    qtbot.waitUntil(
        lambda: any("點心盒：" in screen.log.item(i).text() for i in range(screen.log.count()))
    )
    window.close_game()
