"""Maus au Chocolat's rules pages: the two languages say the same things, tag the same
house rulings, show pictures that exist and print the numbers the rules code plays by."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from macaron_desktop.core.registry import get_spec
from macaron_desktop.games.maus.cards import COIN_RANGES, HELPERS, INGREDIENTS
from macaron_desktop.resources import asset

LANGUAGES = ("en", "zh_TW")
HOUSE = re.compile(r'<span class="house">&nbsp;(house&nbsp;rule|家規)&nbsp;</span><!-- R (\S+) -->')
#: the decisions of RULINGS section 3 that settle what the rulebook leaves open
RULED = {
    "3-cards",
    "3-ranks",
    "3-dealer",
    "3-henri",
    "3-short-display",
    "3-empty-hand",
    "3-combinations",
    "3-keep",
    "3-powers",
    "3-amelie",
    "3-adjust",
    "3-etienne",
    "3-hand-limit",
    "3-left",
    "3-reshuffle",
    "3-end",
}
#: the Maus au Chocolat terms of the zh_TW glossary that the rules use
GLOSSARY = "食材卡 巧克力幣 點心值 出價卡 展示區 組合 順子 三條 得分堆 小幫手卡 莊家 家規 蛋 水果 堅果 巧克力 糖"
#: the helpers as each page names them, with the rank printed after the name
HELPER_NAMES = {
    "en": {
        "claude": "Claude the cockroach",
        "amelie": "Amélie the ant",
        "lilly": "Lilly the bee",
        "mathieu": "Mathieu the manure bug",
        "maurice": "Maurice the mole",
        "henri": "Henri the hamster",
        "etienne": "Etienne the squirrel",
    },
    "zh_TW": {
        "claude": "蟑螂 Claude",
        "amelie": "螞蟻 Amélie",
        "lilly": "蜜蜂 Lilly",
        "mathieu": "糞金龜 Mathieu",
        "maurice": "鼴鼠 Maurice",
        "henri": "倉鼠 Henri",
        "etienne": "松鼠 Etienne",
    },
}


def page(language: str) -> Path:
    return asset(get_spec("maus").rules_pages[language])


def text(language: str) -> str:
    return page(language).read_text("utf-8")


def test_the_spec_names_a_page_in_each_language() -> None:
    assert set(get_spec("maus").rules_pages) == set(LANGUAGES)
    assert all(page(language).is_file() for language in LANGUAGES)


def test_both_languages_tag_the_same_rulings_in_the_same_places() -> None:
    en = [(word, ruling) for word, ruling in HOUSE.findall(text("en"))]
    zh = [(word, ruling) for word, ruling in HOUSE.findall(text("zh_TW"))]
    assert {w for w, _ in en} == {"house&nbsp;rule"} and {w for w, _ in zh} == {"家規"}
    assert [r for _, r in en] == [r for _, r in zh]
    # the intro explains the tag once, then each ruling has exactly one tag
    rulings = [r for _, r in en]
    assert rulings[0] == "3" and sorted(rulings[1:]) == sorted(RULED)
    for language in LANGUAGES:
        assert text(language).count('class="house"') == len(rulings)


def test_chinese_tags_sit_right_after_the_full_stop() -> None:
    zh = text("zh_TW")
    body = zh[zh.index("<h2") :]
    tags = [m.start() for m in re.finditer(r'<span class="house">', body)]
    assert tags
    for at in tags:
        assert body[at - 1] in "。：", body[at - 20 : at + 10]
    # nothing but the next sentence (or the end of the paragraph) follows a tag
    assert not re.search(r"--> [^\s<]", body)
    assert not re.search(r"[\u4e00-\u9fff] [\u4e00-\u9fff]", body)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_exists_and_every_card_kind_is_shown(language: str) -> None:
    sources = re.findall(r'<img src="([^"]+)" width="\d+">', text(language))
    assert len(sources) == len(re.findall(r"<img\b", text(language)))  # all with a width
    assert all((page(language).parent / s).resolve().is_file() for s in sources)
    names = {Path(s).stem for s in sources}
    assert {f"helper-{h.value}" for h in HELPERS} <= names
    assert {i.value for i in INGREDIENTS} == {n.split("-")[0] for n in names} - {"helper"}
    # the ingredient cards print their ingredient's name: the page's language edition
    ingredients = [s for s in sources if "helper-" not in s]
    assert all(("/zh_TW/" in s) == (language == "zh_TW") for s in ingredients)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pages_print_the_ranks_and_coins_the_rules_play_by(language: str) -> None:
    page_text = text(language)
    for helper in HELPERS:
        name = HELPER_NAMES[language][helper.value]
        assert f"{name} {helper.rank}" in page_text, name
    row = re.search(r"<tr><td>(?:chocolate coins|巧克力幣)</td>(.*?)</tr>", page_text)
    assert row is not None
    printed = re.findall(r"(\d)&ndash;(\d)", row.group(1))
    assert [(int(a), int(b)) for a, b in printed] == [COIN_RANGES[i] for i in INGREDIENTS]


def test_both_pages_have_the_same_sections_links_and_lists() -> None:
    en, zh = text("en"), text("zh_TW")
    for pattern in (r'<a name="([^"]+)">', r'href="#([^"]+)"', r"<h2><a name=\"\w+\"></a>(\d+)\."):
        assert re.findall(pattern, en) == re.findall(pattern, zh), pattern
    for tag in ("<table", "<tr>", "<img", "<h2", "<li>", "<p>"):
        assert en.count(tag) == zh.count(tag), tag
    targets = set(re.findall(r'href="#([^"]+)"', en))
    assert targets <= set(re.findall(r'<a name="([^"]+)">', en))


def test_the_chinese_page_uses_the_glossary_words() -> None:
    zh = text("zh_TW")
    missing = [word for word in GLOSSARY.split() if word not in zh]
    assert missing == []
