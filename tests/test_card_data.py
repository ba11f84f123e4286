"""Cards as data (``core/card_data.py``): every card data file a spec declares loads from
its package, and every text in it reads in both languages, the Chinese spaced as the
catalogue's is (the rules of ``test_zh_tw_words``)."""

from __future__ import annotations

import re

import pytest
from test_zh_tw_words import CJK as CJK_CLASS
from test_zh_tw_words import PLACEHOLDER, spacing_problems

from macaron_desktop.core import card_data
from macaron_desktop.core.registry import specs

CJK = re.compile(CJK_CLASS)

#: the languages of the app: every card text has each
LANGUAGES = ("en", "zh_TW")
DECLARED = [(spec.game_id, ref) for spec in specs() for ref in spec.card_data]
by_file = pytest.mark.parametrize(("game_id", "ref"), DECLARED, ids=[r for _, r in DECLARED])
SAMPLE = """
format = 1
languages = ["en", "zh_TW"]

[[cards]]
id = "oak"
cost = 3
name = { en = "Oak", zh_TW = "橡樹" }
effect = { en = "Gain %1 sap." }
"""


def test_a_file_reads_as_cards_with_texts_per_language() -> None:
    data = card_data.parse(SAMPLE)
    assert data.ids == ("oak",) and data.card("oak")["cost"] == 3
    assert data.texts("zh_TW") == {"oak": {"name": "橡樹", "effect": "Gain %1 sap."}}
    assert data.texts("en") == {"oak": {"name": "Oak", "effect": "Gain %1 sap."}}
    assert [(e.card, e.field) for e in data.entries()] == [("oak", "name"), ("oak", "effect")]
    with pytest.raises(TypeError):
        data.card("oak")["cost"] = 4  # type: ignore[index]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (SAMPLE.replace("format = 1", "format = 2"), "format"),
        (SAMPLE.replace('["en", "zh_TW"]', '["zh_TW"]'), "languages"),
        (SAMPLE + '\n[[cards]]\nid = "oak"\n', "id of its own"),
        ("format = 1\nlanguages = ['en']\n", "no [[cards]]"),
        ("format = = 1", "<text>"),
    ],
)
def test_a_broken_file_is_refused_saying_why(text: str, problem: str) -> None:
    with pytest.raises(ValueError, match=re.escape(problem)):
        card_data.parse(text)


def test_a_reference_names_a_package_and_a_file() -> None:
    assert card_data.split_ref("macaron_desktop.games.toy:cards.toml") == (
        "macaron_desktop.games.toy",
        "cards.toml",
    )
    for bad in ("cards.toml", ":cards.toml", "macaron_desktop.games.toy:"):
        with pytest.raises(ValueError):
            card_data.split_ref(bad)


def test_some_game_keeps_its_cards_as_data() -> None:
    assert DECLARED, "no spec declares a card data file: the checks below run on nothing"


@by_file
def test_a_declared_file_loads_from_its_games_package(game_id: str, ref: str) -> None:
    package, _ = card_data.split_ref(ref)
    assert package.startswith(f"macaron_desktop.games.{game_id}"), "keep it in the game"
    data = card_data.load(ref)
    assert data.cards and set(LANGUAGES) <= set(data.languages)


def _chinese_spacing(text: str) -> list[str]:
    """Spaces the zh_TW rules forbid: between two Chinese characters, or beside a
    placeholder on its Chinese side."""
    found = [
        f"a space in {m[1]!r}"
        for m in re.finditer(r"(?=(\S \S))", text)
        if CJK.match(m[1][0]) and CJK.match(m[1][2])
    ]
    return found + spacing_problems(text)


def test_the_spacing_check_catches_what_the_catalogue_check_does() -> None:
    assert _chinese_spacing("點數 1 到 5。%1以紅色牌吃墩。") == []
    assert _chinese_spacing("紅色 牌") == ["a space in '色 牌'"]
    assert _chinese_spacing("打出 %1。") != []  # the value brings its own space if any


@by_file
def test_every_text_reads_in_both_languages_and_the_chinese_is_spaced_right(
    game_id: str, ref: str
) -> None:
    data = card_data.load(ref)
    problems = []
    for entry in data.entries():
        where = f"{ref} {entry.card}.{entry.field}"
        missing = [lang for lang in LANGUAGES if not entry.texts.get(lang, "").strip()]
        if missing:
            problems.append(f"{where}: no {', '.join(missing)} text")
            continue
        english = sorted(PLACEHOLDER.findall(entry.texts["en"]))
        for lang in LANGUAGES:
            if sorted(PLACEHOLDER.findall(entry.texts[lang])) != english:
                problems.append(f"{where}: the {lang} text has other placeholders")
        problems += [f"{where}: {p}" for p in _chinese_spacing(entry.texts["zh_TW"])]
        if not CJK.search(entry.texts["zh_TW"]):
            problems.append(f"{where}: the zh_TW text is not Chinese")
    assert problems == [], "\n".join(problems)
