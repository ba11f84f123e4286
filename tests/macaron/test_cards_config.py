import copy
import pickle

import pytest

from macaron_desktop.games.macaron.cards import (
    ALL_CARDS,
    FLAVORS,
    GROUP_FLAVORS,
    Card,
    Flavor,
    Group,
    deck_for,
)
from macaron_desktop.games.macaron.config import MODE_INFO, validate_config


def test_flavours_in_table_order_with_record_names():
    assert [f.value for f in FLAVORS] == [
        "almond",
        "pistachio",
        "strawberry",
        "blueberry",
        "green_tea",
        "earl_grey",
        "chocolate",
    ]
    assert sorted(reversed(FLAVORS)) == list(FLAVORS)


def test_groups():
    assert GROUP_FLAVORS[Group.A] == (Flavor.ALMOND, Flavor.PISTACHIO)
    assert GROUP_FLAVORS[Group.B] == (Flavor.STRAWBERRY, Flavor.BLUEBERRY)
    assert GROUP_FLAVORS[Group.C] == (Flavor.GREEN_TEA, Flavor.EARL_GREY)
    assert GROUP_FLAVORS[Group.D] == (Flavor.CHOCOLATE,)
    assert Flavor.EARL_GREY.group is Group.C


def test_52_cards_chocolate_to_ten():
    assert len(ALL_CARDS) == 52
    assert max(c.rank for c in ALL_CARDS if c.flavor is Flavor.CHOCOLATE) == 10
    assert all(c.rank <= 7 for c in ALL_CARDS if c.flavor is not Flavor.CHOCOLATE)


def test_cards_are_shared_and_ordered():
    a = Card(Flavor.ALMOND, 6)
    assert a is Card(Flavor.ALMOND, 6)
    assert copy.deepcopy(a) is a and pickle.loads(pickle.dumps(a)) is a
    assert Card(Flavor.ALMOND, 7) > a
    assert Card(Flavor.PISTACHIO, 1) > Card(Flavor.ALMOND, 7)
    assert Card(Flavor.ALMOND, 9) not in ALL_CARDS
    assert Card(Flavor.ALMOND, 9) != Card(Flavor.ALMOND, 9)


@pytest.mark.parametrize(
    ("mode", "seats", "deck", "hand", "undealt"),
    [
        ("solo", 2, 35, 13, 0),
        ("2p", 2, 35, 13, 9),
        ("3p", 3, 42, 13, 3),
        ("4p", 4, 52, 13, 0),
        ("2v2", 4, 52, 13, 0),
        ("5p", 5, 52, 10, 2),
    ],
)
def test_modes(mode, seats, deck, hand, undealt):
    info = MODE_INFO[mode]
    assert info.seats == seats
    assert len(deck_for(info.flavors)) == deck
    assert info.hand_size == hand
    if not info.solo:
        assert deck - seats * hand == undealt


def test_solo_and_2p_show_green_tea_only_in_group_c():
    for mode in ("solo", "2p"):
        assert MODE_INFO[mode].flavors[-1] is Flavor.GREEN_TEA
        assert MODE_INFO[mode].groups == (Group.A, Group.B, Group.C)
    assert Flavor.EARL_GREY in MODE_INFO["3p"].flavors
    assert Flavor.CHOCOLATE not in MODE_INFO["3p"].flavors


def test_config_defaults():
    assert validate_config({"mode": "3p"}) == {
        "mode": "3p",
        "scoring": "standard",
        "target": 10,
        "start_player": None,
    }


@pytest.mark.parametrize(
    "config",
    [
        {"mode": "6p"},
        {"mode": "4p", "scoring": "expert"},
        {"mode": "4p", "target": 30},
        {"mode": "4p", "scoring": "advanced", "target": 25},
        {"mode": "4p", "target": True},
        {"mode": "4p", "start_player": 4},
        {"mode": "4p", "start_player": "0"},
        {"mode": "solo", "start_player": 1},
        {"mode": "4p", "colour": "red"},
    ],
)
def test_bad_configs(config):
    with pytest.raises(ValueError):
        validate_config(config)


def test_targets_per_side():
    assert validate_config({"scoring": "advanced", "target": 30})["target"] == 30
    assert validate_config({"scoring": "standard", "target": 20})["target"] == 20
    # RULINGS 1.6: 15 on both sides
    assert validate_config({"scoring": "standard", "target": 15})["target"] == 15
    assert validate_config({"scoring": "advanced", "target": 15})["target"] == 15
