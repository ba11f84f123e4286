"""Maus au Chocolat: the deck and what scored cards form (RULINGS 3)."""

from __future__ import annotations

from collections import Counter

import pytest

from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.maus.cards import ALL_CARDS, HELPERS, Card, Helper, Ingredient
from macaron_desktop.games.maus.combos import Tweak, form, interpretations

C = Card


def test_the_deck_has_80_cards_16_per_ingredient_with_the_ruled_values() -> None:
    assert len(ALL_CARDS) == 80
    assert Counter(c.ingredient for c in ALL_CARDS) == {i: 16 for i in Ingredient}
    eggs = [c for c in ALL_CARDS if c.ingredient is Ingredient.EGGS]
    assert [c.snack for c in eggs] == [3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 7]
    assert [c.bid for c in eggs] == [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4]
    ranges = {
        i: (
            min(c.bid for c in ALL_CARDS if c.ingredient is i),
            max(c.bid for c in ALL_CARDS if c.ingredient is i),
        )
        for i in Ingredient
    }
    assert ranges == {
        Ingredient.EGGS: (1, 6),
        Ingredient.FRUITS: (2, 7),
        Ingredient.NUTS: (3, 8),
        Ingredient.CHOCOLATE: (3, 8),
        Ingredient.SUGAR: (1, 4),
    }


def test_helpers_rank_claude_highest_and_etienne_lowest() -> None:
    assert [h.rank for h in HELPERS] == [7, 6, 5, 4, 3, 2, 1]
    assert HELPERS[0] is Helper.CLAUDE and HELPERS[-1] is Helper.ETIENNE


def test_a_mixed_run_keeps_the_lowest_and_lilly_the_highest() -> None:
    cards = (C.EGGS_3, C.NUTS_6, C.SUGAR_13)  # 4, 5, 7: nothing
    run = (C.EGGS_3, C.NUTS_6, C.SUGAR_10)  # 4, 5, 6
    assert [c.snack for c in run] == [4, 5, 6]
    plain = form(run, Helper.HENRI)
    assert (plain.kind, plain.one_colour, plain.keep_options) == ("run", False, ((C.EGGS_3,),))
    assert form(run, Helper.LILLY).keep_options == ((C.SUGAR_10,),)
    with pytest.raises(IllegalAction) as refused:
        form(cards, Helper.HENRI)
    assert refused.value.message.key == "not_a_combination"


def test_a_one_colour_run_keeps_the_highest_even_for_lilly() -> None:
    run = (C.FRUITS_0, C.FRUITS_3, C.FRUITS_6)  # 3, 4, 5
    assert form(run, None).keep_options == ((C.FRUITS_6,),)
    assert form(run, Helper.LILLY).keep_options == ((C.FRUITS_6,),)


def test_three_of_a_kind_mixed_keeps_any_one_one_colour_any_two() -> None:
    mixed = form((C.EGGS_0, C.NUTS_1, C.SUGAR_2), None)
    assert (mixed.kind, mixed.keep, len(mixed.keep_options)) == ("kind", 1, 3)
    same = form((C.NUTS_0, C.NUTS_1, C.NUTS_2), None)
    assert (same.one_colour, same.keep, len(same.keep_options)) == (True, 2, 3)
    assert same.player_picks and same.points(same.keep_options[0]) == 6


def test_maurice_and_mathieu_change_a_value_for_forming_only() -> None:
    cards = (C.EGGS_10, C.EGGS_13, C.NUTS_14)  # 6, 7, 7
    with pytest.raises(IllegalAction):
        form(cards, Helper.MATHIEU)
    lowered = form((C.EGGS_10, C.EGGS_11, C.NUTS_14), Helper.MATHIEU, Tweak(C.NUTS_14, delta=-1))
    assert lowered.kind == "kind"  # 6, 6, 7-1
    # An 8 is allowed for forming, and "highest" uses the changed value.
    raised = form((C.FRUITS_10, C.FRUITS_13, C.FRUITS_14), Helper.MAURICE, Tweak(C.FRUITS_14, 1))
    assert raised.kind == "run" and raised.keep_options == ((C.FRUITS_14,),)
    assert raised.points(raised.keep_options[0]) == 7  # printed value, not 8


def test_a_power_that_is_not_yours_is_refused() -> None:
    with pytest.raises(IllegalAction) as refused:
        form((C.EGGS_0, C.EGGS_3, C.EGGS_7), Helper.HENRI, Tweak(C.EGGS_7, delta=1))
    assert refused.value.message.key == "power_not_yours"
    with pytest.raises(IllegalAction) as refused:
        form((C.EGGS_0, C.EGGS_3, C.EGGS_7), Helper.MAURICE, Tweak(C.EGGS_7, delta=-1))
    assert refused.value.message.key == "power_not_yours"


def test_claude_changes_a_colour_to_make_one_colour() -> None:
    cards = (C.SUGAR_0, C.SUGAR_3, C.NUTS_6)  # 3, 4, 5, two sugar and a nut
    assert form(cards, Helper.CLAUDE).keep_options == ((C.SUGAR_0,),)  # mixed: lowest
    tinted = form(cards, Helper.CLAUDE, Tweak(C.NUTS_6, ingredient=Ingredient.SUGAR))
    assert tinted.one_colour and tinted.keep_options == ((C.NUTS_6,),)  # one colour: highest


def test_amelies_four_keeps_the_two_lowest_or_any_two_of_four_of_a_kind() -> None:
    four_run = (C.EGGS_0, C.NUTS_3, C.SUGAR_6, C.FRUITS_10)  # 3, 4, 5, 6
    combo = form(four_run, Helper.AMELIE)
    assert combo.keep_options == ((C.EGGS_0, C.NUTS_3),)
    four_kind = form((C.EGGS_6, C.NUTS_7, C.SUGAR_8, C.FRUITS_9), Helper.AMELIE)
    assert combo.keep == 2 and len(four_kind.keep_options) == 6
    with pytest.raises(IllegalAction) as refused:
        form(four_run, Helper.LILLY)
    assert refused.value.message.key == "four_needs_amelie"
    # Amélie may still score an ordinary three.
    assert form(four_run[:3], Helper.AMELIE).kind == "run"


def test_interpretations_list_each_different_outcome_of_a_power_once() -> None:
    # 4, 5, 5 with Maurice: raise the 4 (5, 5, 5: three of a kind) or a 5 (4, 5, 6: a run)
    cards = (C.EGGS_3, C.NUTS_6, C.SUGAR_7)
    assert [c.snack for c in cards] == [4, 5, 5]
    ways = interpretations(cards, Helper.MAURICE)
    assert {combo.kind for _, combo in ways} == {"kind", "run"}
    assert all(tweak is not None for tweak, _ in ways)  # nothing without the power
    assert interpretations(cards, Helper.HENRI) == []
    # Claude: two sugars and a nut in a run; the nut turned sugar makes one colour
    claude = interpretations((C.SUGAR_0, C.SUGAR_3, C.NUTS_6), Helper.CLAUDE)
    assert [(t is None, combo.one_colour) for t, combo in claude] == [(True, False), (False, True)]
