"""The kit's action sets: declared actions are frozen values, coded to JSON and back."""

from __future__ import annotations

import dataclasses
import enum

import pytest

from macaron_desktop.core.actions import ActionSet, OneCard


class Suit(enum.Enum):
    RED = "red"
    BLUE = "blue"


ACTIONS = ActionSet("test game", values=(Suit,))


@ACTIONS.action
class Name:
    """Name a suit."""

    suit: Suit


@ACTIONS.action
class Fold:
    """Give up."""


def test_declared_actions_are_frozen_slotted_values_in_declaration_order() -> None:
    assert ACTIONS.types == (Name, Fold)
    action = Name(Suit.RED)
    assert action == Name(Suit.RED) and hash(action) == hash(Name(Suit.RED))
    with pytest.raises(dataclasses.FrozenInstanceError):
        action.suit = Suit.BLUE  # type: ignore[misc]
    assert not hasattr(action, "__dict__")


def test_actions_round_trip_through_json_data() -> None:
    for action in (Name(Suit.BLUE), Fold()):
        data = ACTIONS.encode(action)
        assert ACTIONS.decode(data) == action
    assert ACTIONS.encode(Name(Suit.RED)) == {
        "type": "Name",
        "suit": {"type": "Suit", "value": "red"},
    }


def test_decoding_refuses_what_is_no_action_of_the_game() -> None:
    with pytest.raises(ValueError, match="not a test game action"):
        ACTIONS.decode({"type": "Suit", "value": "red"})  # a value, not an action
    with pytest.raises(ValueError, match="unknown type"):
        ACTIONS.decode({"type": "Raise"})


def test_shared_instances_give_one_action_per_key() -> None:
    table = ACTIONS.shared(Name, Suit)
    assert table == {Suit.RED: Name(Suit.RED), Suit.BLUE: Name(Suit.BLUE)}


def test_an_action_of_one_card_names_it_as_its_cards_and_keeps_its_slots() -> None:
    codes = ActionSet("card game", values=(Suit,))

    @codes.action
    class Lay(OneCard):
        """Lay a card (a suit stands in for one here)."""

        card: Suit

    lay = Lay(Suit.RED)
    assert lay.cards == (Suit.RED,)
    assert [f.name for f in dataclasses.fields(Lay)] == ["card"]
    assert not hasattr(lay, "__dict__")
    assert codes.decode(codes.encode(lay)) == lay
