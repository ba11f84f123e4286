"""Masters of Maple Syrup's 50 cards as data: what the file holds, and that every card's
text in both languages is the one worded from its effect data."""

from __future__ import annotations

from collections import Counter

from macaron_desktop.core import card_data
from macaron_desktop.games.maple.cards import ALL_CARDS, CARDS_FILE, DESIGNS, STARTING
from macaron_desktop.games.maple.effects import card_text, parse_effect


def test_fifty_cards_both_red_maples_among_them() -> None:
    assert len(ALL_CARDS) == 50
    assert [c.design.id for c in STARTING] == ["red_maple", "red_maple"]
    assert STARTING[0] is not STARTING[1]


def test_trees_of_several_species_with_cost_value_and_draws() -> None:
    trees = [d for d in DESIGNS.values() if d.is_tree]
    assert len(trees) >= 6
    assert all(d.harvest >= 1 and d.cost >= 0 and d.value is not None for d in trees)
    assert any(d.effect or d.scoring for d in trees), "some trees have an effect"
    assert len({(d.cost, d.value, d.harvest) for d in trees}) == len(trees)


def test_utilities_have_at_least_fifteen_distinct_effects_in_every_timing() -> None:
    utilities = [d for d in DESIGNS.values() if not d.is_tree]
    assert all(d.effect or d.scoring for d in utilities), "every utility does something"
    distinct = {(d.effect, d.scoring) for d in utilities}
    assert len(distinct) >= 15
    timings = Counter(d.effect.timing for d in utilities if d.effect)
    assert set(timings) == {"first_developed", "when", "before", "after", "instead"}
    assert {d.effect.action for d in utilities if d.effect and d.effect.action} == {
        "tap",
        "harvest",
        "develop",
    }
    modes = {d.scoring.mode for d in DESIGNS.values() if d.scoring}
    assert modes == {"value", "bonus"}, "GAME END with ? and with +"
    assert any(d.effect and d.effect.op == "tuck" for d in utilities), "a tucking card"


def test_every_text_is_the_one_worded_from_the_cards_data() -> None:
    data = card_data.load(CARDS_FILE)
    names = {c["id"]: c["name"] for c in data.cards}
    for raw in data.cards:
        design = DESIGNS[raw["id"]]
        for lang in ("en", "zh_TW"):
            expected = card_text(design.effect, design.scoring, lang, names)
            assert raw.get("text", {}).get(lang, "") == expected, (raw["id"], lang)


def test_an_effect_outside_the_rulebooks_timings_is_refused() -> None:
    import pytest

    with pytest.raises(ValueError):
        parse_effect({"timing": "when", "action": "tap", "op": "draw"}, "x")
    with pytest.raises(ValueError):
        parse_effect({"timing": "after", "action": "sleep", "op": "draw"}, "x")
    with pytest.raises(ValueError):
        parse_effect({"timing": "first_developed", "action": "tap", "op": "draw"}, "x")
