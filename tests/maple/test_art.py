"""Masters of Maple Syrup's generated art: a picture for every card of the data, printing the
numbers the rules play by, readable at 60 px, and up to date with ``cards.toml``."""

from __future__ import annotations

import importlib.util
import os
import sys
import xml.etree.ElementTree as ET
from functools import cache
from itertools import combinations
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from macaron_desktop.core import card_data
from macaron_desktop.games.maple.cards import ALL_CARDS, CARDS_FILE, DESIGNS
from macaron_desktop.games.maple.effects import card_text
from macaron_desktop.games.maple.state import ACTION_CARDS
from macaron_desktop.ui.picture_cache import render_svg

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ASSETS = Path(__file__).resolve().parents[2] / "assets"
TOOLS = ASSETS / "tools"
SVG = "{http://www.w3.org/2000/svg}"
LANGUAGES = ("en", "zh_TW")
FOLDERS = {"en": "maple/cards", "zh_TW": "maple/cards/zh_TW"}
RAW = {card["id"]: card for card in card_data.load(CARDS_FILE).cards}
NAMES = {card_id: card["name"] for card_id, card in RAW.items()}
ACTION_FILES = [
    f"action-{side}-{index}" for side, cards in ACTION_CARDS.items() for index in range(len(cards))
]
# the words an action card's end prints, per kind (and the kind a rivals develop end allows)
END_WORDS = {
    "en": {
        "tap": "TAP",
        "harvest": "HARVEST",
        "develop": "DEVELOP",
        "choose": "CHOOSE ONE",
        "none": "NO ACTION",
        "tree": "A TREE",
        "utility": "A UTILITY",
    },
    "zh_TW": {
        "tap": "插管",
        "harvest": "採收",
        "develop": "開發",
        "choose": "任選一項",
        "none": "不行動",
        "tree": "樹木卡",
        "utility": "設施卡",
    },
}


def load_script(name: str) -> ModuleType:
    """One of the art scripts of ``assets/tools``, imported (they are not a package)."""
    if name in sys.modules:
        return sys.modules[name]
    sys.path.insert(0, str(TOOLS))
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@cache
def root(name: str) -> ET.Element:
    """The parsed picture at ``assets/<name>``."""
    return ET.parse(ASSETS / name).getroot()


def texts_by_id(name: str) -> dict[str, str]:
    """The ``<text>`` elements of the picture that have an id: id -> content."""
    return {e.get("id", ""): e.text or "" for e in root(name).iter(f"{SVG}text") if e.get("id")}


def ids(name: str) -> set[str]:
    """Every element id of the picture."""
    return {e.get("id", "") for e in root(name).iter() if e.get("id")}


def effect_lines(printed: dict[str, str]) -> list[str]:
    """The effect text's lines, in order (ids ``effect-1``, ``effect-2``...)."""
    lines = []
    while f"effect-{len(lines) + 1}" in printed:
        lines.append(printed[f"effect-{len(lines) + 1}"])
    return lines


def render(name: str, width: int = 60, height: int = 84) -> QImage:
    """The picture drawn ``width`` x ``height`` as the app's picture cache draws it, in grey."""
    pixmap = render_svg(str(ASSETS / name), QSize(width, height))
    return pixmap.toImage().convertToFormat(QImage.Format.Format_Grayscale8)


def region(image: QImage, left: int, top: int, right: int, bottom: int) -> list[int]:
    """The grey levels of a box of pixels, row by row."""
    return [image.pixelColor(x, y).value() for y in range(top, bottom) for x in range(left, right)]


def differing(a: list[int], b: list[int], threshold: int = 60) -> int:
    """How many pixels of two equal boxes differ by more than ``threshold`` grey levels."""
    return sum(abs(p - q) > threshold for p, q in zip(a, b, strict=True))


def test_the_script_reproduces_the_committed_files_from_the_cards_data() -> None:
    """Fails when cards.toml changed and ``python assets/tools/make_maple_art.py`` was not
    run again (or when a picture was edited by hand)."""
    made = load_script("make_maple_art").all_files()
    on_disk = {
        p.relative_to(ASSETS).as_posix() for p in (ASSETS / "maple").rglob("*") if p.is_file()
    }
    assert {n for n in made if n.startswith("maple/")} == on_disk
    stale = [n for n, text in made.items() if (ASSETS / n).read_bytes() != text.encode("utf-8")]
    assert stale == [], "run python assets/tools/make_maple_art.py"


def test_the_art_script_has_the_action_cards_of_the_rules() -> None:
    art = load_script("make_maple_art")
    assert art.ACTION_CARDS == {
        side: tuple(map(tuple, cards)) for side, cards in ACTION_CARDS.items()
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_of_the_rules_has_its_picture(language: str) -> None:
    folder = ASSETS / FOLDERS[language]
    assert all((folder / f"{card.design.id}.svg").is_file() for card in ALL_CARDS)
    assert all((folder / f"{name}.svg").is_file() for name in ACTION_FILES)
    assert (ASSETS / "maple/cards/back.svg").is_file()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_prints_the_cards_numbers_name_and_effect(language: str) -> None:
    for design in DESIGNS.values():
        name = f"{FOLDERS[language]}/{design.id}.svg"
        printed = texts_by_id(name)
        assert printed["cost"] == str(design.cost), name
        assert printed["value"] == ("?" if design.value is None else str(design.value)), name
        assert printed.get("draws") == (str(design.harvest) if design.is_tree else None), name
        assert printed["name"] == NAMES[design.id][language]
        lines = effect_lines(printed)
        text = card_text(design.effect, design.scoring, language, NAMES)
        if language == "en":
            assert " ".join(lines) == text, name
        else:  # a line may break where the text has a space beside a digit
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), name
        kind = "kind-tree" if design.is_tree else "kind-utility"
        assert kind in ids(name) and ({"kind-tree", "kind-utility"} - {kind}).isdisjoint(ids(name))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_action_cards_print_the_ends_of_the_rules(language: str) -> None:
    words = END_WORDS[language]
    for side, cards in ACTION_CARDS.items():
        for index, ends in enumerate(cards):
            printed = texts_by_id(f"{FOLDERS[language]}/action-{side}-{index}.svg")
            assert printed["number"] == ("I", "II", "III")[index]
            for e, end in enumerate(ends):
                assert printed[f"end-{e}"] == words[end.kind], (side, index, e)
                amount = printed.get(f"end-{e}-amount")
                assert amount == (str(end.amount) if end.kind not in ("choose", "none") else None)
                assert printed.get(f"end-{e}-only") == (words[end.only] if end.only else None)
                discount = printed.get(f"end-{e}-discount")
                assert discount == (f"\u2212{end.discount}¢" if end.discount else None)


def test_end_1_is_turned_so_each_end_reads_from_its_players_side() -> None:
    for name in ACTION_FILES:
        turned = [
            g
            for g in root(f"maple/cards/{name}.svg").iter(f"{SVG}g")
            if g.get("transform") == "rotate(180 315 440)"
        ]
        inside = {e.get("id") for g in turned for e in g.iter(f"{SVG}text")}
        assert "end-1" in inside and "end-0" not in inside, name


def test_the_chinese_pictures_print_no_english_words() -> None:
    english = {card["name"]["en"] for card in RAW.values()} | set(END_WORDS["en"].values())
    for design_id in DESIGNS:
        printed = [e.text for e in root(f"maple/cards/zh_TW/{design_id}.svg").iter(f"{SVG}text")]
        assert not english & set(printed), design_id
        assert not any("GAME END" in t or "WHEN" in t for t in printed if t), design_id
    for name in ACTION_FILES:
        printed = [e.text for e in root(f"maple/cards/zh_TW/{name}.svg").iter(f"{SVG}text")]
        assert not english & set(printed), name


def test_every_picture_parses_draws_and_stays_small(qapp: object) -> None:
    names = [
        f"{FOLDERS[lang]}/{n}.svg" for lang in LANGUAGES for n in [*DESIGNS, *ACTION_FILES]
    ] + ["maple/cards/back.svg"]
    for name in names:
        _, _, width, height = (float(v) for v in root(name).get("viewBox", "").split())
        assert width / height == pytest.approx(63 / 88), name
        assert (ASSETS / name).stat().st_size < 12_000, name
    for name in (names[0], names[-1], f"maple/cards/zh_TW/{ACTION_FILES[-1]}.svg"):
        image = render(name, 40, 56)
        assert len(set(region(image, 0, 0, 40, 56))) > 8, f"{name} draws (almost) nothing"


def first_with(values: dict[str, str]) -> dict[str, str]:
    """For each distinct value, the first card that prints it."""
    found: dict[str, str] = {}
    for card, value in values.items():
        found.setdefault(value, card)
    return found


def test_cost_value_and_draws_read_apart_at_60_px(qapp: object) -> None:
    """At 60 px wide and in grey, the cost coin of a card with each cost differs from every
    other cost's, and so do the value leaves and the draws (the digits 0-5, and ?)."""
    costs = first_with({d.id: str(d.cost) for d in DESIGNS.values()})
    values = first_with({d.id: "?" if d.value is None else str(d.value) for d in DESIGNS.values()})
    draws = first_with({d.id: str(d.harvest) for d in DESIGNS.values() if d.is_tree})
    assert len(costs) >= 5 and len(values) >= 5 and len(draws) >= 2
    images = {
        d: render(f"maple/cards/{d}.svg")
        for d in {*costs.values(), *values.values(), *draws.values()}
    }
    for found, box, least in (
        (costs, (3, 3, 19, 21), 6),  # the coin, top left
        (values, (41, 2, 58, 20), 6),  # the leaf, top right
        (draws, (32, 63, 48, 81), 6),  # the card with the draws, bottom
    ):
        crops = {value: region(images[card], *box) for value, card in found.items()}
        for a, b in combinations(crops, 2):
            assert differing(crops[a], crops[b]) >= least, (a, b)


def test_trees_and_utilities_differ_by_shape_not_only_by_colour(qapp: object) -> None:
    """In grey, the kind badge (a round one with a tree, a square one with a shack) and the
    top of the window (arched, gabled) of every tree differ from every utility's."""
    trees = [render(f"maple/cards/{d.id}.svg") for d in DESIGNS.values() if d.is_tree][:3]
    utilities = [render(f"maple/cards/{d.id}.svg") for d in DESIGNS.values() if not d.is_tree][:3]
    for a in trees:
        for b in utilities:
            assert differing(region(a, 24, 3, 36, 17), region(b, 24, 3, 36, 17), 40) >= 10
            assert differing(region(a, 4, 31, 56, 37), region(b, 4, 31, 56, 37), 40) >= 10


def test_the_library_picture_is_the_size_of_the_others_and_has_no_words() -> None:
    picture = root("library/maple.svg")
    assert picture.get("viewBox") == root("library/maus.svg").get("viewBox") == "0 0 640 400"
    assert all((e.text or "").isdigit() for e in picture.iter(f"{SVG}text"))
    assert not (ASSETS / "library/zh_TW/maple.svg").exists()
