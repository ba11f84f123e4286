"""The blunder suite: hand-made Macaron positions where a strong player's move is clear
(``blunders/macaron.json``, built by ``blunders.build``); Hard must find it in each.

Each position was checked when it was written against a search with 15 times Hard's
worlds: the good moves (or every move but the bad ones) are the ones it rates best.
"""

from __future__ import annotations

import random

import pytest

from macaron_desktop.games.macaron import GAME
from macaron_desktop.games.macaron.bots import BasicBot
from macaron_desktop.games.macaron.levels import HardBot

from .blunders import build, cards, load

POSITIONS = load("macaron")


def test_the_suite_is_large_and_varied() -> None:
    assert len(POSITIONS) >= 40
    assert len({p["id"] for p in POSITIONS}) == len(POSITIONS)
    assert {p["mode"] for p in POSITIONS} == {"2p", "3p", "4p", "2v2", "5p"}
    assert len({p["idea"] for p in POSITIONS}) >= 10


@pytest.mark.parametrize("position", POSITIONS, ids=[p["id"] for p in POSITIONS])
def test_hard_finds_the_clear_move(position: dict) -> None:
    state = build(position)
    seat = position["seat"]
    assert GAME.seats_to_act(state) == (seat,)
    view = GAME.view(state, seat)
    # the position is one the seat's knowledge allows: a sampled world looks the same
    assert GAME.view(GAME.resample(view, random.Random(0)), seat) == view
    legal = GAME.legal_actions(state, seat)
    good = set(cards(", ".join(position.get("good", []))))
    bad = set(cards(", ".join(position.get("bad", []))))
    assert (good or bad) and not good & bad
    assert all(any(a.card is c for a in legal) for c in good | bad), "a listed move is illegal"
    if not good:
        assert len(bad) < len(legal)
    choice = HardBot().choose(view, legal, random.Random(1)).card
    why = position["idea"]
    if good:
        assert choice in good, f"Hard played {choice}, not one of {sorted(map(str, good))}: {why}"
    else:
        assert choice not in bad, f"Hard played {choice}: {why}"


def test_the_suite_asks_more_than_the_basic_bot_knows() -> None:
    """Normal (the basic bot) misses a good part of the suite: the positions test search."""
    missed = 0
    for position in POSITIONS:
        state = build(position)
        seat = position["seat"]
        legal = GAME.legal_actions(state, seat)
        choice = BasicBot().choose(GAME.view(state, seat), legal, random.Random(1)).card
        good = set(cards(", ".join(position.get("good", []))))
        bad = set(cards(", ".join(position.get("bad", []))))
        missed += (choice not in good) if good else (choice in bad)
    assert missed >= 10
