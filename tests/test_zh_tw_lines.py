"""Lines of the existing games as a Traditional Chinese player reads them: names set off
only where they are in Latin letters, lists, the dot, measure words and the settled terms.

The rules every game is held to are in ``test_zh_tw_words.py``; here particular lines are
rendered by the games' own text modules.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from macaron_desktop.core.game import Event
from macaron_desktop.games.macaron.cards import Card, Flavor
from macaron_desktop.ui.i18n import LanguageManager


@pytest.fixture
def zh_tw(qapp: QApplication) -> Iterator[None]:
    manager = LanguageManager()
    assert manager.apply("zh_TW")
    yield
    manager.apply("en")


NAMES = ["Ana", "Basile", "Camille", "Emma"]
CHINESE = ["小明", "阿華", "美玲", "Emma"]


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
    assert (
        summary.notes[-1] == "分數：Ana 2·Basile 5"
    )  # one colon and the dot alone, as the log line


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


# -- the settled terms ------------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent


def translation(context: str, source: str) -> str:
    """The zh_TW translation of one message (with the zh_tw fixture on)."""
    return QCoreApplication.translate(context, source)


def test_the_settled_terms_are_used(zh_tw: None) -> None:
    assert translation("MacaronNewGame", "&Scoring side:") == "點心盒軌使用面(&S)："
    assert translation("MacaronNewGame", "Standard") == "標準面"
    assert translation("MacaronNewGame", "Advanced") == "進階面"
    assert translation("MainWindow", "&Export game record…") == "匯出對局紀錄(&E)…"
    assert translation("GameScreen", "&Export record…") == "匯出對局紀錄(&E)…"
    assert translation("GameScreen", "Game log") == "遊戲紀錄"
    assert translation("StatsDialog", "Played") == "場數"
    assert translation("StatsDialog", "Won") == "勝場"
    assert translation("LoadDialog", "Progress") == "進度"
    assert translation("LoadDialog", "Round %1") == "第%1輪"
    assert translation("SettingsDialog", "Instant") == "無動畫"
    assert translation("MainWindow", "About &Qt") == "關於 Qt(&Q)"
    assert translation("NewGameDialog", "Player") == "玩家"
    assert "下注與否可自行決定" in translation("Macaron", "Bets: each player may bet, or not.")
    assert translation("Macaron", "Your turn: play a card (follow %1 if you can).") == (
        "輪到你出牌（有%1就必須跟牌）。"
    )
    assert translation("Macaron", "Your turn: lead any card.") == "輪到你引牌：任何一張都可以。"
    assert translation("Macaron", "Choose exactly two cards to pass.") == "請選出兩張要傳出的牌。"
    assert "由%2擔任起始玩家" in translation("Macaron", "Round %1 begins; %2 starts.")
    assert translation("Macaron", "%1 makes %2 Royal.") == "%1將%2定為皇家組別。"
    assert "數字 2 消滅過敏原" in translation("Macaron", "A 2 cancels the Allergen: +%1")
    page = (ROOT / "assets" / "rules" / "macaron" / "zh_TW.html").read_text(encoding="utf-8")
    for word in ("點心盒軌", "標準面", "進階面", "皇家組別", "數字 2 消滅過敏原", "家規"):
        assert word in page, word
    assert "設定 › 偏好設定…" in page
    assert "（非強制）" in page and "下注與否可自行決定" in page
    assert "家規" in (ROOT / "assets" / "rules" / "macarena" / "zh_TW.html").read_text(
        encoding="utf-8"
    )


# -- a Chinese name has no spaces around it, a Latin one has them (issue 21, point 16) ----


def test_a_chinese_name_stands_in_the_line_without_spaces(zh_tw: None) -> None:
    from macaron_desktop.games.macarena.table import texts as macarena
    from macaron_desktop.games.macaron.table import explain
    from macaron_desktop.games.macaron.table import texts as macaron

    begins = Event("round_started", {"round": 2, "start_seat": 1})
    assert macaron.log_line(begins, CHINESE) == "第 2 輪開始，由阿華擔任起始玩家。"
    assert macaron.log_line(begins, NAMES) == "第 2 輪開始，由 Basile 擔任起始玩家。"
    won = Event("trick_won", {"seat": 0, "boxes": 1, "reason": ""})
    assert (macaron.log_line(won, CHINESE) or "").startswith("小明吃墩：")
    assert (macaron.log_line(won, NAMES) or "").startswith("Ana 吃墩：")
    passed = Event("passed", {"seat": 2})
    assert macarena.log_line(passed, CHINESE) == "美玲不出牌。"
    assert macarena.log_line(passed, NAMES) == "Camille 不出牌。"
    why = SimpleNamespace(won="tie_first", seat=0, tied_with=1, why_boxes="plain")
    line = explain.won_text(why, CHINESE)  # type: ignore[arg-type]
    assert "小明" in line and " 小明" not in line and "小明 " not in line


# -- measure words and elements (point 17) ---------------------------------------------


def test_counts_of_gift_boxes_have_their_measure_word(zh_tw: None) -> None:
    from macaron_desktop.games.macaron.table import texts as macaron

    assert macaron.trick_result(2, "") == "+2 個點心盒"
    assert macaron.trick_result(1, "two_cancels_allergen") == "數字 2 消滅過敏原，+1 個點心盒"


def test_an_element_handed_over_or_won_is_named_as_an_element(zh_tw: None) -> None:
    from macaron_desktop.games.macarena.actions import BuyElement, HandOver
    from macaron_desktop.games.macarena.cards import Element
    from macaron_desktop.games.macarena.table import texts as macarena
    from macaron_desktop.games.macarena.table.hint_texts import move_text

    def line(key: str, **params: object) -> str:
        return macarena.log_line(Event(key, {"seat": 0, **params}), NAMES) or ""

    assert line("hand_over_element", element="water") == "Ana 交出水元素。"
    assert line("element_coin", element="fire").startswith("Ana 又贏得火元素，")
    assert line("element_bought", element="air", coins=-4) == "Ana 用四枚金幣換得風元素。"
    view = SimpleNamespace()
    assert move_text(HandOver(Element.EARTH), view) == "交出土元素"  # type: ignore[arg-type]
    assert move_text(BuyElement(Element.EARTH), view) == "用四枚金幣換取土元素"  # type: ignore[arg-type]


# -- La Macarena's pass and draw pile (point 18) ----------------------------------------


def test_la_macarena_lays_nothing_with_bu_chu_pai(zh_tw: None) -> None:
    def tr(source: str) -> str:
        return QCoreApplication.translate("Macarena", source)

    assert tr("&Pass") == "不出牌(&P)"
    assert tr("%1 passes") == "%1不出牌"
    assert tr("Draw pile: %1") == "抽牌堆：%1"
    assert tr("The draw pile is empty: the hand ends.").startswith("抽牌堆")


# -- the dot, and words beside Latin letters (point 19) ---------------------------------


def test_cards_to_the_collection_do_not_read_as_a_decimal(zh_tw: None) -> None:
    from macaron_desktop.games.macarena.cards import Element, card
    from macaron_desktop.games.macarena.table import texts as macarena

    run = (card(Element.EARTH, 1), card(Element.EARTH, 2))
    laid = Event("series_laid", {"seat": 0, "well": 2, "cards": run, "collected": 1})
    line = macarena.log_line(laid, NAMES) or ""
    assert "土 2·其中 1 張牌收進個人收藏" in line, line


def test_hint_words_beside_a_latin_letter_or_a_digit_are_spaced(zh_tw: None) -> None:
    from macaron_desktop.games.macaron.actions import ChooseRoyal, PassCards
    from macaron_desktop.games.macaron.cards import Group
    from macaron_desktop.games.macaron.table.hint_texts import move_text

    view = SimpleNamespace()
    assert move_text(ChooseRoyal(Group.A), view) == "將組別 A 定為皇家組別"  # type: ignore[arg-type]
    two = (Card(Flavor.ALMOND, 5), Card(Flavor.STRAWBERRY, 3))
    assert move_text(PassCards(two), view) == "傳出杏仁 5 和草莓 3"  # type: ignore[arg-type]


# -- the smaller wordings (point 20) ----------------------------------------------------


@pytest.mark.parametrize(
    ("context", "source", "expected"),
    [
        ("Macarena", "%1 amulets win", "集滿%1個護身符獲勝"),
        (
            "Hints",
            "Estimates from %1 sampled deals of the cards you cannot see.",
            "估計值來自對你看不到的牌所做的%1次抽樣發牌。",
        ),
        (
            "MacaronExplain",
            "No gift boxes, though won with a 1: an Allergen card (%1) is in the trick and no 2.",
            "雖然以數字 1 吃墩，仍沒有點心盒：這一墩有過敏原（%1）的牌，且沒有數字 2。",
        ),
        (
            "Macaron",
            "Royal: %1, tied at %2: the tie goes to the leftmost.",
            "皇家組別：%1（同為%2，平手時由最左側者勝出）。",
        ),
        ("Macaron", "Last &trick (L)", "上一墩（L 鍵）(&T)"),
        ("NewGameDialog", "played by the rules", "依規則自動出牌"),
        ("StatsDialog", "Hints used", "提示次數"),
        ("Macaron", "Royal group %1", "皇家組別：組別%1"),
        (
            "GameScreen",
            "What the Hard bot would do now, and why (key: H)",
            "「困難」電腦玩家此刻會怎麼做，以及原因（快速鍵：H）",
        ),
        ("Macarena", "+%1", "+%1"),
        ("Catalog", "2–3 players", "2–3 人"),
        ("MainWindow", "%1 by %2, published by %3", "《%1》：%2設計，%3出版"),
        ("MacaronNewGame", "&Scoring side:", "點心盒軌使用面(&S)："),
        ("Macarena", "The collections are turned face up.", "所有人的個人收藏翻面公開。"),
    ],
)
def test_the_smaller_wordings(zh_tw: None, context: str, source: str, expected: str) -> None:
    assert QCoreApplication.translate(context, source) == expected
