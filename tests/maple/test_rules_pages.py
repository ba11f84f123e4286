"""Masters of Maple Syrup's rules pages: both languages say the same things and tag the same
house rulings, show pictures that exist, print the action cards the rules play by, and hold
a card browser of all 50 cards that is up to date with ``cards.toml``."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from macaron_desktop.core import card_data
from macaron_desktop.core.registry import get_spec
from macaron_desktop.games.maple.cards import ALL_CARDS, CARDS_FILE, DESIGNS
from macaron_desktop.games.maple.effects import card_text
from macaron_desktop.games.maple.state import ACTION_CARDS, End

from .test_art import load_script

ASSETS = Path(__file__).resolve().parents[2] / "assets"
LANGUAGES = ("en", "zh_TW")
PAGES = {language: f"rules/maple/{language}.html" for language in LANGUAGES}
HOUSE = re.compile(r'<span class="house">&nbsp;(house&nbsp;rule|家規)&nbsp;</span><!-- R (\S+) -->')
#: the decisions of RULINGS section 4 marked [R]
RULED = {
    "4-standard",
    "4-rivals",
    "4-discard",
    "4-cards",
    "4-tucked",
    "4-together",
    "4-reshuffle",
    "4-start",
}
#: the Masters of Maple Syrup terms of the zh_TW glossary that the pages use
GLOSSARY = (
    "農場 農場卡 樹木卡 設施卡 紅楓 行動卡 標準面（紅） 對手變體（白面） 插管 已插管 採收 開發 "
    "開發費用 ¢ 楓葉分數 墊放的卡 首次開發時 取代 之前 之後 當…時 遊戲結束 鄰居 家規 抽牌堆 棄牌堆"
)
ROW = re.compile(r"<tr><!-- card (\w+) -->(.*?)</tr>")
CELL = re.compile(r"<td[^>]*>(.*?)</td>")


def text(language: str) -> str:
    return (ASSETS / PAGES[language]).read_text("utf-8")


def test_the_pages_are_where_the_spec_looks_for_them() -> None:
    pages = get_spec("maple").rules_pages
    assert not pages or dict(pages) == PAGES
    assert all((ASSETS / page).is_file() for page in PAGES.values())


def test_the_card_browser_is_up_to_date_with_the_cards_data() -> None:
    """Fails when cards.toml changed and ``python assets/tools/make_maple_art.py`` was not
    run again (or when the card browser was edited by hand)."""
    made = load_script("make_maple_rules").page_files()
    assert set(made) == set(PAGES.values())
    assert [p for p, page in made.items() if page != (ASSETS / p).read_text("utf-8")] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_browser_shows_every_card_with_its_numbers_and_effect(language: str) -> None:
    names = {c["id"]: c["name"] for c in card_data.load(CARDS_FILE).cards}
    rows = {card: CELL.findall(cells) for card, cells in ROW.findall(text(language))}
    assert set(rows) == set(DESIGNS)
    assert sum(int(rows[d][2]) for d in DESIGNS) == len(ALL_CARDS) == 50
    for design in DESIGNS.values():
        picture, about, copies, cost, value, *draws = rows[design.id]
        folder = "maple/cards/" if language == "en" else f"maple/cards/{language}/"
        assert f'src="../../{folder}{design.id}.svg"' in picture
        assert about.startswith(f"<b>{html.escape(names[design.id][language])}</b>")
        effect = card_text(design.effect, design.scoring, language, names)
        shown = re.search(r'<span class="effect">(.*?)</span>', about)
        assert (shown and shown.group(1)) == (html.escape(effect) or None), design.id
        assert (copies, cost) == (str(design.count), f"{design.cost}¢")
        assert value == ("?" if design.value is None else str(design.value))
        assert draws == ([str(design.harvest)] if design.is_tree else [])


def test_both_languages_tag_the_same_rulings_in_the_same_places() -> None:
    words = {"en": "house&nbsp;rule", "zh_TW": "家規"}
    found = {language: HOUSE.findall(text(language)) for language in LANGUAGES}
    for language, tags in found.items():
        assert {word for word, _ in tags} == {words[language]}
        # the intro shows the tag once to explain it; then each ruling has one
        assert text(language).count('class="house"') == len(tags)
    rulings = [ruling for _, ruling in found["en"]]
    assert rulings == [ruling for _, ruling in found["zh_TW"]]
    assert rulings[0] == "4" and sorted(rulings[1:]) == sorted(RULED)


def test_chinese_tags_sit_right_after_the_full_stop() -> None:
    body = text("zh_TW").split("<h2", 1)[1]
    before = [body[m.start() - 1] for m in re.finditer('<span class="house">', body)]
    assert before and set(before) <= set("。：")
    # nothing but the next sentence (or the paragraph's end) follows a tag, with no space
    assert re.search(r"--> [^\s<]", body) is None
    words = re.sub(r"<[^>]+>", "", body)
    assert re.search(r"[\u4e00-\u9fff] [\u4e00-\u9fff]", words) is None


#: how each page names an action card's end
END_NAMES = {
    "en": {
        "tap": "TAP {n}",
        "harvest": "HARVEST {n}",
        "develop": "DEVELOP {n}",
        "tree": "DEVELOP A TREE",
        "utility": "DEVELOP A UTILITY",
        "choose": "CHOOSE ONE",
        "none": "NO ACTION",
    },
    "zh_TW": {
        "tap": "插管 {n}",
        "harvest": "採收 {n}",
        "develop": "開發 {n}",
        "tree": "開發樹木卡",
        "utility": "開發設施卡",
        "choose": "任選一項",
        "none": "不行動",
    },
}
SIDE_LINE = {
    "en": r"On the {} side the ends are: (.*?)\.",
    "zh_TW": r"{}的兩端是：(.*?)。",
}
SIDE_NAMES = {
    "en": {"standard": "red", "rivals": "white"},
    "zh_TW": {"standard": "標準面（紅）", "rivals": "對手變體（白面）"},
}


def end_name(end: End, language: str) -> str:
    return END_NAMES[language][end.only or end.kind].format(n=end.amount)


def side_line(ends: tuple[tuple[End, End], ...], language: str) -> str:
    """How a page lists one side's cards: ``I, TAP 2 and HARVEST 1; II, ...``."""
    parts = []
    for numeral, (a, b) in zip(("I", "II", "III"), ends, strict=True):
        first, second = end_name(a, language), end_name(b, language)
        if language == "en":
            part = f"{numeral}, {first} and {second}"
            part += f", each {a.discount}¢ off" if a.discount else ""
        else:
            part = f"{numeral}，{first}{' ' if first[-1].isdigit() else ''}與{second}"
            part += f"，各少 {a.discount}¢" if a.discount else ""
        parts.append(part)
    return ("; " if language == "en" else "；").join(parts)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pages_name_the_action_cards_ends_the_rules_play_by(language: str) -> None:
    for side, cards in ACTION_CARDS.items():
        assert all(a.discount == b.discount for a, b in cards)  # as "each 1¢ off" says
        found = re.search(SIDE_LINE[language].format(SIDE_NAMES[language][side]), text(language))
        assert found is not None, side
        assert found.group(1) == side_line(cards, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_exists_and_has_a_width(language: str) -> None:
    page = ASSETS / PAGES[language]
    sources = re.findall(r'<img src="([^"]+)" width="\d+">', text(language))
    assert len(sources) == len(re.findall(r"<img\b", text(language)))
    assert all((page.parent / s).resolve().is_file() for s in sources)
    stems = {Path(s).stem for s in sources}
    assert {f"action-{side}-{i}" for side in ACTION_CARDS for i in range(3)} <= stems
    assert set(DESIGNS) <= stems
    # the cards print words: the page's language edition
    assert all(("/zh_TW/" in s) == (language == "zh_TW") for s in sources)


def test_both_pages_have_the_same_sections_links_and_lists() -> None:
    en, zh = text("en"), text("zh_TW")
    for pattern in (r'<a name="([^"]+)">', r'href="#([^"]+)"', r"<h2><a name=\"\w+\"></a>(\d+)\."):
        assert re.findall(pattern, en) == re.findall(pattern, zh), pattern
    for tag in ("<table", "<tr>", "<img", "<h2", "<h3", "<li>", "<p>"):
        assert en.count(tag) == zh.count(tag), tag
    assert set(re.findall(r'href="#([^"]+)"', en)) <= set(re.findall(r'<a name="([^"]+)">', en))


def test_the_chinese_page_uses_the_glossary_words() -> None:
    zh = text("zh_TW")
    assert [word for word in GLOSSARY.split() if word not in zh] == []
    assert not re.findall(r"(?<![抽棄])牌堆", zh), "the draw pile is 抽牌堆, the discards 棄牌堆"
    assert not re.findall(r"[。！？] ", re.sub(r"<[^>]+>", "", zh))
