"""The Traditional Chinese words: spacing beside placeholders, lists, the settled terms.

The rules of /work/shared/glossary-zh_TW.md ("Terms settled") that a test can check, over
every zh_TW translation in ``i18n/*.ts`` and the zh_TW rules pages.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QApplication

from macaron_desktop.core.game import Event
from macaron_desktop.games.macaron.cards import Card, Flavor
from macaron_desktop.ui.i18n import LanguageManager

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = sorted((ROOT / "i18n").glob("*_zh_TW.ts"))
RULES_PAGES = sorted((ROOT / "assets" / "rules").glob("*/zh_TW.html"))

# -- spaces beside placeholders ---------------------------------------------------------------
#
# The rule. Traditional Chinese sets no space between Chinese words, so a placeholder that
# stands for a Chinese word (a flavour, a group, a card, a well, an element, a bet...) has
# no space between it and a neighbouring Chinese character or Chinese punctuation:
# 「你必須跟牌，打出%1。」, 「在%1上」. A space beside a placeholder is allowed
#   * when the other neighbour of the space is a Latin letter or a digit (「%1 Maca」), or
#   * when the placeholder stands for Latin letters or digits at that side: listed below.
# Placeholders: %1 … %9, %n and {name}. "Chinese" is CJK ideographs, CJK punctuation
# (、。「」…), full-width forms (：，（）！), the dash —— and the ellipsis ….

PLACEHOLDER = re.compile(r"%n|%\d+|\{\w+\}")
CJK = re.compile(r"[\u2014\u2026\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")

# Placeholders that stand for a player's or a game's name (Latin letters by default: Emma,
# Amélie; a typed name is set off the same way), for a bare number or letter (第 %1 輪,
# 組別 %1), or for a path: a space may stand on either side. Keyed by (context, source).
LATIN: dict[tuple[str, str], str] = {
    ("GameScreen", "Waiting for %1…"): "%1",
    ("GameScreen", "%1 is thinking…"): "%1",
    ("GameScreen", "%1 are thinking…"): "%1",
    ("Hints", "Estimates from %1 sampled deals of the cards you cannot see."): "%1",
    ("MacaronExplain", "%1 wins the trick: nobody else played the led flavour."): "%1",
    ("MacaronExplain", "%1 wins the trick with the highest card of the led flavour."): "%1",
    (
        "MacaronExplain",
        "%1 wins the trick with the highest card of the led flavour: it is Royal, so the other Royal flavour cannot win.",
    ): "%1",
    ("MacaronExplain", "%1 wins the trick: a Royal card beats the led flavour."): "%1",
    ("MacaronExplain", "%1 wins the trick with the highest Royal card."): "%1",
    (
        "MacaronExplain",
        "%1 wins the trick: %2 played a card just as high, but %1 played first.",
    ): "%1 %2",
    ("MacaronHint", "a %1 token on %2"): "%1",
    ("MacaronHint", "bet on %1"): "%1",
    ("GameScreen", "Waiting for %1."): "%1",
    ("GameScreen", "%1 wins!"): "%1",
    ("Macarena", "%1 passes"): "%1",
    ("Macarena", "Hand over: %1 chooses what to give"): "%1",
    ("Macarena", "Hand over: %1 choose what to give"): "%1",
    ("Macarena", "Hand over: %1 gives an element"): "%1",
    ("Macarena", "Hand over: %1 gives coins"): "%1",
    ("Macarena", "Hand over: %1 has nothing to give"): "%1",
    ("Macarena", "Hand %1 is over"): "%1",
    ("Macarena", "(%1 cards each: %2's %3 beats %4's %5.)"): "%1 %2 %3 %4 %5",
    ("Macarena", "%1 amulets win"): "%1",
    ("Macarena", "Hand %1"): "%1",
    ("Macarena", "%1 ran out of cards."): "%1",
    ("Macarena", "%1 enchanted every well."): "%1",
    ("Macarena", "Hand %1: the standings"): "%1",
    ("Macarena", "Espejo! %1 plays a mirror turn."): "%1",
    ("Macarena", "%1 amulets"): "%1",
    ("Macarena", "collection %1"): "%1",
    ("Macarena", "My &collection (%1)"): "%1",
    ("Macarena", "%1's Maca"): "%1",
    ("Macarena", "well %1"): "%1",
    ("Macarena", "%1 cards"): "%1",
    ("Macarena", "%1 coins"): "%1",
    ("Macarena", "%1 players"): "%1",
    (
        "Macarena",
        "%1 is enchanted by %2's Maca: only its owners may play there, except in a mirror turn.",
    ): "%2",
    ("Macarena", "Hand %1 is dealt; %2 starts."): "%1 %2",
    ("Macarena", "Espejo! %1 plays a mirror turn and draws a card (%2 left)."): "%1 %2",
    ("Macarena", "%1 draws a card (%2 left)."): "%1 %2",
    ("Macarena", "%1 starts a series on %2."): "%1",
    ("Macarena", "%1 lays the %2."): "%1",
    ("Macarena", "%1 takes back the %2."): "%1",
    ("Macarena", "%1 leaves %2 alone."): "%1",
    ("Macarena", "%1 plays %2 on %3"): "%1",
    ("Macarena", "Espejo! %1's Maca enchants %2."): "%1",
    ("Macarena", "Espejo! %1 moves a Maca from %2 to %3."): "%1",
    ("Macarena", "Espejo! All of %1's Macas already stand on %2."): "%1",
    ("Macarena", "%1 passes."): "%1",
    ("Macarena", "%1's Macas return from the wells (%2)."): "%1 %2",
    ("Macarena", "%1 has a Maca on every well: La Macarena takes them as her apprentice!"): "%1",
    ("Macarena", "%1 has no cards left: the hand ends."): "%1",
    ("Macarena", "Most cards in hand: %1 must hand over an element."): "%1",
    ("Macarena", "%1 has chosen what to hand over."): "%1",
    ("Macarena", "%1 wins: a Maca on every well!"): "%1",
    ("Macarena", "%1 share the win."): "%1",
    ("Macarena", "%1 wins the game."): "%1",
    ("Macarena", "%1 hands over %2."): "%1",
    ("Macarena", "%1 has no element and hands over %2."): "%1",
    ("Macarena", "%1 has nothing to hand over."): "%1",
    ("Macarena", "%1 earns %2 for the active Macas."): "%1",
    ("Macarena", "%1 earns a coin for the largest collection."): "%1",
    ("Macarena", "%1 earns a coin for running out of cards."): "%1",
    ("Macarena", "%1 wins the %2 token."): "%1",
    ("Macarena", "%1 wins %2 again, already holds it, and takes a coin instead."): "%1",
    ("Macarena", "%1 trades four elements for an amulet!"): "%1",
    ("Macarena", "%1 trades four coins for %2."): "%1",
    ("Macarena", "Four of your %1 coins must buy an element you lack: which one?"): "%1",
    ("Macaron", "Round %1 is over"): "%1",
    ("Macaron", "Emma gains +%1 for the missed bet."): "%1",
    ("Macaron", "group %1"): "%1",
    ("Macaron", "%1 boxes"): "%1",
    ("Macaron", "%1 cards"): "%1",
    ("Macaron", "A 2 cancels the Allergen: +%1"): "%1",
    ("Macaron", "+%1 gift box"): "%1",
    ("Macaron", "exactly %1 boxes"): "%1",
    ("Macaron", "row %1"): "%1",
    ("Macaron", "%1 wins the trick, but the Allergen spoils it: no boxes."): "%1",
    ("Macaron", "Last trick: %1. %2 won it, but the Allergen spoiled it: no boxes."): "%2",
    ("Macaron", "Last trick: %1. %2 won it: %3."): "%2",
    ("Macaron", "Round %1 begins; %2 starts."): "%1 %2",
    ("Macaron", "%1 discards one or two cards."): "%1",
    ("Macaron", "%1 passed %2 to %3."): "%1 %3",
    ("Macaron", "%1 discarded and drew %2."): "%1",
    ("Macaron", "%1 chooses the Royal group."): "%1",
    ("Macaron", "%1 makes %2 Royal."): "%1",
    ("Macaron", "%1 chooses the Allergen."): "%1",
    ("Macaron", "%1 makes %2 the Allergen."): "%1",
    ("Macaron", "%1 places a token on %2."): "%1",
    ("Macaron", "%1 bets on %2."): "%1",
    ("Macaron", "%1 does not bet."): "%1",
    ("Macaron", "%1 leads the first trick."): "%1",
    ("Macaron", "%1 plays %2."): "%1",
    ("Macaron", "%1 votes"): "%1",
    ("Macaron", "Royal: %1, %2 to %3."): "%3",
    ("Macaron", "Allergen: %1, %2 to %3."): "%3",
    ("Macaron", "%1 wins the trick: %2."): "%1",
    ("Macaron", "Round %1 is over."): "%1",
    ("Macaron", "Scores after round %1: %2."): "%1",
    ("Macaron", "The game is over: %1 won."): "%1",
    ("Macaron", "Royal group %1"): "%1",
    ("Macaron", "Token of %1"): "%1",
    ("Macaron", "Token of %1: %2"): "%1",
    ("Macaron", "%1 boxes · +%2/−%3"): "%1",
    ("Macaron", "%1 boxes · %2 VP"): "%1 %2",
    ("Macaron", "%1 bets here"): "%1",
    ("Macaron", "Your voting token %1: drag it onto a group (Royal) or a flavour (Allergen)"): "%1",
    ("Macaron", "Round %1"): "%1",
    ("Macaron", "Choose two cards to pass to %1."): "%1",
    ("Macaron", "Playing to %1 points"): "%1",
    ("Macaron", "from %1"): "%1",
    ("Macaron", "Token %1"): "%1",
    ("Macaron", "%1 played %2"): "%1",
    ("MacaronNewGame", "%1 points"): "%1",
    ("MainWindow", "%1 by %2, published by %3"): "%2 %3",
    ("NewGameDialog", "Bot %1"): "%1",
    ("NewGameDialog", "Team %1"): "%1",
    ("NewGameDialog", "Seats %1 against seats %2"): "%1 %2",
    ("NewGameDialog", "Seat %1"): "%1",
    ("PrivacyScreen", "Pass the computer to %1"): "%1",
    ("PrivacyScreen", "I am %1 — show my cards"): "%1",
    ("SaveErrors", "There is no savegame at %1."): "%1",
    ("SaveErrors", "This savegame's move %1 is not allowed by the rules."): "%1",
    ("SaveErrors", "system error %1"): "%1",
    (
        "SaveErrors",
        "The game could not be saved: %1. It goes on, and it is safe up to move %2 in %3. Game ▸ Save as… can put a copy elsewhere. This message stays until the game is saved again.",  # noqa: E501
    ): "%2 %3",
}

# Placeholders that stand for a count with its Chinese measure word (「3 張牌」, 「5 票」,
# 「2 枚金幣」): it starts with a digit, so a space may stand before it, and it ends in
# Chinese, so none may follow it.
COUNTS: dict[tuple[str, str], str] = {
    ("Macarena", "(%1: %2 each, the same ranks.)"): "%2",
    ("Macarena", "%1 in hand"): "%1",
    ("Macarena", "%1 under the top card"): "%1",
    ("Macarena", "%1 has no element and hands over %2."): "%2",
    ("Macarena", "%1 earns %2 for the active Macas."): "%2",
    ("Macaron", "%1 discarded and drew %2."): "%2",
    ("Macaron", "Royal: %1, tied at %2: the tie goes to the leftmost."): "%2",
    ("Macaron", "Allergen: %1, tied at %2: the tie goes to the leftmost."): "%2",
}


def zh_translations() -> Iterator[tuple[str, str, str]]:
    """(context, source, translation) of every zh_TW translation, plural forms included."""
    for path in CATALOGUES:
        for context in ET.parse(path).getroot().iter("context"):
            name = context.findtext("name", "")
            for message in context.iter("message"):
                source = message.findtext("source", "")
                translation = message.find("translation")
                assert translation is not None
                forms = [f.text or "" for f in translation.iter("numerusform")]
                for text in forms or [translation.text or ""]:
                    yield name, source, text


def misplaced_spaces(context: str, source: str, text: str) -> list[str]:
    """The placeholders of ``text`` with a space toward a Chinese neighbour the rule forbids."""
    latin = LATIN.get((context, source), "").split()
    counts = COUNTS.get((context, source), "").split()
    found = []
    for match in PLACEHOLDER.finditer(text):
        start, end = match.span()
        before = text[max(0, start - 2) : start]
        after = text[end : end + 2]
        if len(before) == 2 and before[1] == " " and CJK.match(before[0]):
            if match[0] not in latin and match[0] not in counts:
                found.append(f"a space before {match[0]}")
        if len(after) == 2 and after[0] == " " and CJK.match(after[1]):
            if match[0] not in latin:
                found.append(f"a space after {match[0]}")
    return found


def test_the_rule_flags_a_space_beside_a_chinese_word() -> None:
    assert misplaced_spaces("X", "You must follow %1.", "你必須跟牌，打出 %1。")
    assert misplaced_spaces("X", "on %2", "在 %2 上") == ["a space before %2", "a space after %2"]
    assert misplaced_spaces("X", "on %2", "在%2上") == []
    # a name is set off by spaces only where this test lists it
    assert misplaced_spaces("X", "%1's Maca", "%1 的 Maca") == ["a space after %1"]
    assert misplaced_spaces("Macarena", "%1's Maca", "%1 的 Maca") == []
    # a count may follow a space, not precede one
    drew = ("Macaron", "%1 discarded and drew %2.")
    assert misplaced_spaces(*drew, "%1 棄掉並抽了 %2。") == []
    assert misplaced_spaces(*drew, "%1 抽了 %2 了。") == ["a space after %2"]


def test_no_space_beside_a_placeholder_that_stands_for_a_chinese_word() -> None:
    wrong = [
        f"[{context}] {source!r} -> {text!r}: {', '.join(problems)}"
        for context, source, text in zh_translations()
        if (problems := misplaced_spaces(context, source, text))
    ]
    assert wrong == [], (
        "remove the space, or, if the placeholder stands for a name, a number or a count, "
        "list it in LATIN or COUNTS of this test:\n" + "\n".join(wrong)
    )


def test_the_lists_of_exceptions_name_only_existing_strings() -> None:
    known = {(context, source) for context, source, _ in zh_translations()}
    assert sorted(set(LATIN) - known) == []
    assert sorted(set(COUNTS) - known) == []


# -- lists, sentences and the log in zh_TW ---------------------------------------------------


@pytest.fixture
def zh_tw(qapp: QApplication) -> Iterator[None]:
    manager = LanguageManager()
    assert manager.apply("zh_TW")
    yield
    manager.apply("en")


NAMES = ["Ana", "Basile", "Camille", "Emma"]


def test_lists_are_joined_with_the_enumeration_comma(zh_tw: None) -> None:
    from macaron_desktop.games.macarena.cards import Element, card
    from macaron_desktop.games.macarena.table import texts as macarena
    from macaron_desktop.games.macaron.table import texts as macaron
    from macaron_desktop.ui.game_screen import waiting_text
    from macaron_desktop.ui.screen.panels import side_names
    from macaron_desktop.ui.words import join_list, join_partners

    assert join_list(["Ana", "Basile", "Camille"]) == "Ana、Basile、Camille"
    assert join_partners(["Ana", "Camille"]) == "Ana、Camille"
    assert waiting_text(NAMES, [1, 2]) == "等待 Basile、Camille…"
    assert side_names(NAMES, [(0, 2), (1, 3)]) == ["Ana、Camille", "Basile、Emma"]
    given = Event(
        "cards_given",
        {
            "from_seat": 0,
            "to_seat": 1,
            "cards": (Card(Flavor.ALMOND, 3), Card(Flavor.STRAWBERRY, 5)),
        },
    )
    assert macaron.log_line(given, NAMES) == "Ana 把杏仁 3、草莓 5 傳給 Basile。"
    over = Event("game_over", {"winners": [0, 2]})
    assert macaron.log_line(over, NAMES) == "遊戲結束：Ana、Camille 獲勝。"
    teams = ((0, 2), (1, 3))
    scored = Event("round_scored", {"round": 2, "scores": [6, 11]})
    assert "Ana、Camille 6" in (macaron.log_line(scored, NAMES, teams=teams) or "")
    cards = [card(Element.WATER, 7), card(Element.FIRE, 7)]
    assert macarena.cards_list(cards) == "水 7、火 7"
    for line in (macaron.log_line(given, NAMES), macarena.cards_list(cards)):
        assert ", " not in (line or "") and " & " not in (line or "")


def test_a_value_in_latin_letters_or_digits_is_set_off_from_chinese(zh_tw: None) -> None:
    from macaron_desktop.core.messages import Message
    from macaron_desktop.games.macarena.cards import Element, card
    from macaron_desktop.games.macarena.table import texts as macarena
    from macaron_desktop.ui.words import fill

    assert fill("在%1上", "組別 B") == "在組別 B 上"
    assert fill("在%1上", "綠茶") == "在綠茶上"
    assert fill("打出%1。", "杏仁 5") == "打出杏仁 5。"
    assert (
        fill("%1 plays %2 on %3", "Ana", "7 of Water", "well 3") == "Ana plays 7 of Water on well 3"
    )
    assert fill("%1 and %2", "%2", "x") == "%2 and x"  # a value is never filled again
    refused = Message("not_in_hand", {"card": card(Element.WATER, 7)})
    assert macarena.refusal(refused) == "水 7 不在你的手牌中。"


def test_the_round_summary_names_rows_as_the_track_and_lists_scores_as_the_log(
    zh_tw: None,
) -> None:
    from macaron_desktop.games.macaron.table.summary import round_summary

    data = {
        "round": 1,
        "bets": [4, None],
        "bet_hits": [False, None],
        "boxes": [4, 9],
        "rows": [3, 5],
        "vp": [2, 5],
        "scores": [2, 5],
    }
    summary = round_summary(data, ["Ana", "Basile"], None, "advanced")
    assert [row[2] for row in summary.rows] == ["3–5 盒", "8+ 盒"]
    assert summary.notes[-1] == "分數：Ana 2 · Basile 5"  # one colon, as the log's line


def test_the_parts_of_a_line_are_set_with_the_dot_alone(zh_tw: None) -> None:
    from macaron_desktop.games.macarena.cards import Element, card
    from macaron_desktop.games.macarena.state import Standing
    from macaron_desktop.games.macarena.table import texts as macarena
    from macaron_desktop.ui.words import join_parts

    assert join_parts(["第 2 手", "輪到你"]) == "第 2 手·輪到你"
    run = tuple(card(Element.WATER, rank) for rank in (3, 4, 5))
    laid = Event(
        "series_laid", {"seat": 0, "well": 2, "cards": run, "mirror": True, "collected": 2}
    )
    line = macarena.log_line(laid, NAMES) or ""
    assert line.startswith("Ana 在") and line.count("·") == 2 and line.endswith("·鏡牌！")
    held = macarena.standing_text(Standing((Element.WATER,), 3, 1))
    assert held.count("·") == 2
    assert " · " not in line and " · " not in held


def test_sentences_on_one_line_have_no_space_after_the_full_stop(zh_tw: None) -> None:
    from macaron_desktop.games.macaron.cards import Group
    from macaron_desktop.games.macaron.table import texts as macaron

    revealed = Event("votes_revealed", {"votes": (), "royal_group": Group.A, "allergen": None})
    line = macaron.log_line(revealed, NAMES) or ""
    assert line.startswith("投票結果揭曉。沒有人投票給組別")
    assert "。 " not in line


def test_a_note_stands_before_the_full_stop(zh_tw: None) -> None:
    from macaron_desktop.games.macaron.table import texts as macaron

    played = Event(
        "card_played",
        {
            "seat": 3,
            "card": Card(Flavor.ALMOND, 5),
            "counts_as": Flavor.STRAWBERRY,
            "pile": Flavor.STRAWBERRY,
        },
    )
    assert macaron.log_line(played, NAMES) == "Emma 打出杏仁 5（視為草莓）。"


def test_a_trick_spoiled_by_the_allergen_reads_as_one_sentence(zh_tw: None) -> None:
    from macaron_desktop.games.macaron.table import texts as macaron

    spoiled = Event("trick_won", {"seat": 1, "boxes": 0, "reason": "allergen"})
    assert macaron.log_line(spoiled, NAMES) == "Basile 吃墩，但有過敏原，拿不到點心盒。"
    for boxes, reason in ((0, "allergen"), (1, "two_cancels_allergen"), (3, "one"), (1, "")):
        line = macaron.log_line(
            Event("trick_won", {"seat": 1, "boxes": boxes, "reason": reason}), NAMES
        )
        assert (line or "").count("：") <= 1, line
    plays = [
        SimpleNamespace(seat=0, card=Card(Flavor.BLUEBERRY, 6), pile=None, flavor=Flavor.BLUEBERRY),
        SimpleNamespace(seat=1, card=Card(Flavor.PISTACHIO, 1), pile=None, flavor=Flavor.PISTACHIO),
    ]
    trick = SimpleNamespace(plays=plays, winner=1, boxes=0, reason="allergen")
    assert macaron.last_trick_text(trick, NAMES) == (
        "上一墩：Ana 藍莓 6、Basile 開心果 1。Basile 吃墩，但有過敏原，拿不到點心盒。"
    )
    cancelled = Event("trick_won", {"seat": 1, "boxes": 1, "reason": "two_cancels_allergen"})
    assert "數字 2 消滅過敏原" in (macaron.log_line(cancelled, NAMES) or "")


def test_royal_lines_name_a_group_and_following_is_mandatory(zh_tw: None) -> None:
    from macaron_desktop.core.messages import Message
    from macaron_desktop.games.macaron.cards import Group
    from macaron_desktop.games.macaron.table import texts as macaron

    made = Event("royal_chosen", {"group": Group.B, "seat": 0, "by": "chooser"})
    assert macaron.log_line(made, NAMES) == "Ana 將組別 B 定為皇家組別。"
    voted = Event("royal_chosen", {"group": Group.B, "seat": None, "by": "votes"})
    assert macaron.log_line(voted, NAMES) == "皇家組別：組別 B（依投票結果）。"
    on_group = Event("vote_placed", {"seat": 0, "target": Group.B})
    assert macaron.log_line(on_group, NAMES) == "Ana 在組別 B 上放置一個指示物。"
    on_flavour = Event("vote_placed", {"seat": 0, "target": Flavor.GREEN_TEA})
    assert macaron.log_line(on_flavour, NAMES) == "Ana 在綠茶上放置一個指示物。"
    refused = Message("must_follow", {"flavor": "almond"})
    assert macaron.refusal(refused) == "你必須跟牌，打出杏仁。"


# -- the settled terms -------------------------------------------------------------------


def zh_texts() -> dict[str, str]:
    """Every zh_TW text a player reads: the catalogue's translations and the rules pages."""
    found = {"i18n": "\n".join(text for _, _, text in zh_translations())}
    for page in RULES_PAGES:
        found[page.parent.name] = page.read_text(encoding="utf-8")
    return found


# (what a player must not read, why): the glossary's "Terms settled"
BANNED = [
    (r"點心盒區", "the track is 點心盒軌 everywhere"),
    (r"皇家口味[：:]\s*(組別|%\d)", "Royal: group B is 皇家組別：組別 B"),
    (r"(定為|選定|成為|選擇)皇家口味", "a group is chosen or made Royal: 皇家組別"),
    (r"組別（皇家口味）|皇家口味與過敏原", "a group is not a flavour: 皇家組別"),
    (r"抵消|消除", "數字 2 消滅過敏原 (the article's verb)"),
    (r"本程式規則", "the house-rule tag is 家規"),
    (r"\d\s*(</b>)?\s*勝利點數", "N 點勝利點數, with the measure word"),
    (r"%\d\s*勝利點數", "N 點勝利點數, with the measure word"),
]


@pytest.mark.parametrize(("pattern", "why"), BANNED)
def test_banned_words_do_not_appear(pattern: str, why: str) -> None:
    for where, text in zh_texts().items():
        hits = [text[max(0, m.start() - 12) : m.end() + 12] for m in re.finditer(pattern, text)]
        assert hits == [], f"{where}: {why}: {hits}"


def translation(context: str, source: str) -> str:
    found = [t for c, s, t in zh_translations() if (c, s) == (context, source)]
    assert found, (context, source)
    return found[0]


def test_the_settled_terms_are_used() -> None:
    assert translation("MacaronNewGame", "&Scoring side:") == "點心盒軌(&S)："
    assert translation("MacaronNewGame", "Standard") == "標準面"
    assert translation("MacaronNewGame", "Advanced") == "進階面"
    assert translation("MainWindow", "&Export game record…") == "匯出對局紀錄(&E)…"
    assert translation("GameScreen", "&Export record…") == "匯出對局紀錄(&E)…"
    assert translation("GameScreen", "Game log") == "遊戲紀錄"
    assert translation("StatsDialog", "Played") == "場數"
    assert translation("StatsDialog", "Won") == "勝場"
    assert translation("LoadDialog", "Round") == "輪次"
    assert translation("SettingsDialog", "Instant") == "無動畫"
    assert translation("MainWindow", "About &Qt") == "關於 Qt(&Q)"
    assert translation("NewGameDialog", "Player") == "玩家"
    assert "下注與否可自行決定" in translation("Macaron", "Bets: each player may bet, or not.")
    assert translation("Macaron", "Your turn: play a card (follow %1 if you can).") == (
        "輪到你出牌（有%1就必須跟牌）。"
    )
    assert translation("Macaron", "Your turn: lead any card.") == "輪到你引牌：任何一張都可以。"
    assert translation("Macaron", "Choose exactly two cards to pass.") == "請選出兩張要傳出的牌。"
    assert "由 %2 擔任起始玩家" in translation("Macaron", "Round %1 begins; %2 starts.")
    assert translation("Macaron", "%1 makes %2 Royal.") == "%1 將%2定為皇家組別。"
    assert "數字 2 消滅過敏原" in translation("Macaron", "A 2 cancels the Allergen: +%1")
    page = (ROOT / "assets" / "rules" / "macaron" / "zh_TW.html").read_text(encoding="utf-8")
    for word in ("點心盒軌", "標準面", "進階面", "皇家組別", "數字 2 消滅過敏原", "家規"):
        assert word in page, word
    assert "設定 › 偏好設定…" in page
    assert "（非強制）" in page and "下注與否可自行決定" in page
    assert "家規" in (ROOT / "assets" / "rules" / "macarena" / "zh_TW.html").read_text(
        encoding="utf-8"
    )


# -- translator comments ------------------------------------------------------------------

# A ``#:`` comment is a note to translators: pyside6-lupdate hands every such comment to the
# next translate() call of the file, however far below. So a ``#:`` comment that has a call
# below it must stand right above that call; other comments use plain ``#``.
TRANSLATE_CALL = re.compile(r"(?<!def )\b(translate|QT_TRANSLATE_NOOP)\(")


def test_every_translator_note_stands_right_above_its_string() -> None:
    misplaced = []
    for path in sorted((ROOT / "macaron_desktop").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines):
            if not line.lstrip().startswith("#:"):
                continue
            below = lines[number + 1 :]
            if not any(TRANSLATE_CALL.search(rest) for rest in below):
                continue  # no string below picks it up
            following = next((rest for rest in below if not rest.lstrip().startswith("#")), "")
            if not TRANSLATE_CALL.search(following):
                misplaced.append(f"{path.relative_to(ROOT)}:{number + 1}: {line.strip()}")
    assert misplaced == []


def test_notes_in_the_catalogue_describe_their_own_strings() -> None:
    notes = {}
    for context in ET.parse(CATALOGUES[0]).getroot().iter("context"):
        for message in context.iter("message"):
            note = message.findtext("extracomment")
            if note:
                notes[(context.findtext("name"), message.findtext("source"))] = note
    assert "your seat" in notes[("NewGameDialog", "Player")]
    assert ("Macaron", "Allergen: %1") not in notes
    assert "、" in notes[("Words", ", ")]
