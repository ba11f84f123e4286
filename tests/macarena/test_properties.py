"""Random legal play never breaks an invariant, and every game ends."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.games.macarena import GAME
from macaron_desktop.games.macarena.record import check_record, make_record
from macaron_desktop.games.macarena.state import MacarenaState

from .helpers import FULL, all_cards, play_game


def invariants(state: MacarenaState) -> None:
    assert all_cards(state) == FULL, "the 104 cards are not conserved"
    owners = Counter(o for m in state.macas for o in m)
    assert all(v <= 7 for v in owners.values()), "more than seven Macas out"
    assert all(len(pile) >= 1 for pile in state.wells)
    assert all(c >= 0 for c in state.coins)
    if not state.awards:  # exchanges happen only at the end of a hand
        assert all(c < 4 for c in state.coins)
    for held in state.elements:
        assert len(held) <= 4


@settings(max_examples=8, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6))
def test_random_play_keeps_the_cards_and_the_macas_and_ends(players: int, seed: int) -> None:
    bots = [RandomBot()] * players  # the core random bot: it takes cards back too
    state, moves = play_game(players, seed, bots, check=invariants)
    result = GAME.result(state)
    assert result is not None and result.winners
    record = make_record({"players": players}, seed, [], state, [])
    record["seats"] = [{"name": str(p), "kind": "bot:random"} for p in range(players)]
    assert check_record(record) == []


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_between_hands_nobody_keeps_four_coins_or_four_elements(players: int) -> None:
    state, _ = play_game(players, 40 + players, ["basic"] + ["random"] * (players - 1))
    for hand in state.hand_results:
        for standing in hand.standings:
            assert standing.coins < 4 and len(standing.elements) < 4
    final = state.hand_results[-1]
    if final.end != "all_wells":
        assert max(s.amulets for s in final.standings) >= state.target


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_awards_follow_the_rules_in_bot_games(players: int) -> None:
    for seed in range(3):
        state, moves = play_game(players, seed, ["basic", *["random"] * (players - 1)])
        record = make_record({"players": players}, seed, [], state, [])
        record["seats"] = [{"name": str(p), "kind": "bot"} for p in range(players)]
        assert check_record(record) == [], (players, seed)
