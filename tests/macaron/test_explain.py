"""Why a trick went as it did (``games/macaron/explain.py``): every reason for the winner
and for the boxes, on constructed tricks, and every trick of real games explained."""

from __future__ import annotations

import pytest

from macaron_desktop.core.bots import bot_rngs
from macaron_desktop.core.registry import get_spec
from macaron_desktop.games.macaron.cards import GROUP_FLAVORS, Flavor, Group
from macaron_desktop.games.macaron.explain import (
    BOX_KEYS,
    WON_KEYS,
    Play,
    explain_trick,
    explain_tricks,
)

F = Flavor
ROYAL_B = GROUP_FLAVORS[Group.B]  # strawberry and blueberry

#: name -> (plays as (seat, flavour, rank), Allergen, winner, won, boxes, why_boxes)
TRICKS = {
    "nobody else follows": (
        [(0, F.GREEN_TEA, 5), (1, F.PISTACHIO, 7), (2, F.CHOCOLATE, 9)],
        None,
        0,
        "only_led",
        1,
        "plain",
    ),
    "the highest of the led flavour": (
        [(0, F.GREEN_TEA, 3), (1, F.GREEN_TEA, 6), (2, F.PISTACHIO, 7)],
        None,
        1,
        "highest_led",
        1,
        "plain",
    ),
    "a Royal lead: the other Royal flavour cannot win": (
        [(0, F.STRAWBERRY, 3), (1, F.BLUEBERRY, 7), (2, F.STRAWBERRY, 5)],
        None,
        2,
        "royal_lead",
        1,
        "plain",
    ),
    "a Royal card takes it": (
        [(0, F.GREEN_TEA, 6), (1, F.STRAWBERRY, 2), (2, F.GREEN_TEA, 7)],
        None,
        1,
        "royal",
        1,
        "plain",
    ),
    "the highest Royal card": (
        [(0, F.GREEN_TEA, 6), (1, F.STRAWBERRY, 2), (2, F.BLUEBERRY, 4)],
        None,
        2,
        "highest_royal",
        1,
        "plain",
    ),
    "a tie goes to the card played first": (
        [(0, F.GREEN_TEA, 6), (1, F.STRAWBERRY, 4), (2, F.BLUEBERRY, 4)],
        None,
        1,
        "tie_first",
        1,
        "plain",
    ),
    "won with a 1": (
        [(0, F.GREEN_TEA, 1), (1, F.PISTACHIO, 5)],
        None,
        0,
        "only_led",
        3,
        "one",
    ),
    "an Allergen card and no 2": (
        [(0, F.GREEN_TEA, 5), (1, F.ALMOND, 3)],
        F.ALMOND,
        0,
        "only_led",
        0,
        "allergen",
    ),
    "an Allergen card and no 2, won with a 1": (
        [(0, F.GREEN_TEA, 1), (1, F.ALMOND, 3)],
        F.ALMOND,
        0,
        "only_led",
        0,
        "allergen_one",
    ),
    "a 2 cancels the Allergen": (
        [(0, F.GREEN_TEA, 5), (1, F.ALMOND, 3), (2, F.PISTACHIO, 2)],
        F.ALMOND,
        0,
        "only_led",
        1,
        "two_cancels",
    ),
    "a 2 cancels the Allergen, won with a 1": (
        [(0, F.GREEN_TEA, 1), (1, F.ALMOND, 3), (2, F.PISTACHIO, 2)],
        F.ALMOND,
        0,
        "only_led",
        3,
        "two_cancels_one",
    ),
}


def constructed(name: str):  # type: ignore[no-untyped-def]
    plays, allergen, *_ = TRICKS[name]
    return explain_trick([Play(*p) for p in plays], ROYAL_B, allergen)


@pytest.mark.parametrize("name", list(TRICKS))
def test_a_constructed_trick_is_explained(name: str) -> None:
    _plays, allergen, winner, won, boxes, why_boxes = TRICKS[name]
    why = constructed(name)
    assert (why.seat, why.won, why.boxes, why.why_boxes) == (winner, won, boxes, why_boxes)
    assert why.allergen == (allergen if why_boxes != "plain" and why_boxes != "one" else None)


def test_every_reason_has_a_constructed_trick() -> None:
    assert {t[3] for t in TRICKS.values()} == set(WON_KEYS)
    assert {t[5] for t in TRICKS.values()} == set(BOX_KEYS)
    assert constructed("a tie goes to the card played first").tied_with == 2


@pytest.mark.parametrize("mode", ["solo", "2p", "3p", "4p", "2v2", "5p"])
def test_every_trick_of_a_game_is_explained_as_the_rules_scored_it(mode: str) -> None:
    spec = get_spec("macaron")
    game = spec.game()
    state = game.new_game(spec.config(mode), 42)
    bots = [spec.bot("normal") for _ in range(game.num_seats(state))]
    rngs = bot_rngs(42)
    count = 0
    while game.seats_to_act(state):
        seat = game.seats_to_act(state)[0]
        legal = game.legal_actions(state, seat)
        state = game.apply(
            state, seat, bots[seat].choose(game.view(state, seat), legal, rngs(seat, count))
        )
        count += 1
    tricks = [t for r in state.history for t in r.tricks]
    for seat in range(game.num_seats(state)):
        events = game.view(state, seat).all_events
        found = explain_tricks(events)
        won = [i for i, e in enumerate(events) if e.key == "trick_won"]
        assert sorted(found) == won and len(won) == len(tricks)
        for index, trick in zip(won, tricks, strict=True):
            why = found[index]
            assert (why.seat, why.boxes) == (trick.winner, trick.boxes)
            assert why.won in ("royal", "highest_royal", "tie_first") or not trick.royal_won
            assert why.why_boxes.startswith(
                {"plain": "plain", "one": "one", "allergen": "allergen"}.get(
                    trick.reason, "two_cancels"
                )
            )
