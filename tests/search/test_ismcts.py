"""The tree search (core.ismcts) on the toy game and on Macaron: legal, deterministic for
a generator, the budget fixes the work, views only, cancellation, and it beats random
play; on Macaron it plays whole games with the same support as the flat search."""

from __future__ import annotations

import random

from macaron_desktop.core.ismcts import ISMCTS
from macaron_desktop.core.search import Budget, SearchBot, SearchSupport, analyse
from macaron_desktop.games.toy.rules import GAME

from .toy_matches import share_against_random


def tree_bot(worlds: int = 6, **kw) -> SearchBot:
    support = SearchSupport(GAME)
    budget = Budget(worlds, **kw)
    return SearchBot(GAME, support, budget, searcher=ISMCTS(GAME, support, budget))


def first_position(players: int = 3, seed: int = 4):
    state = GAME.new_game({"players": players}, seed)
    return state, GAME.seats_to_act(state)[0]


def test_the_budget_fixes_the_work_and_the_generator_the_choice() -> None:
    state, seat = first_position()
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    bot = tree_bot(5)
    choice = bot.choose(view, legal, random.Random(1))
    assert choice in legal
    assert bot.last.rollouts == 5 * len(legal)
    assert sum(bot.last.visits) == bot.last.rollouts
    again = tree_bot(5)
    assert again.choose(view, legal, random.Random(1)) == choice
    assert again.last.visits == bot.last.visits and again.last.means == bot.last.means
    # the most tried action is the choice, and every candidate was tried at least once
    best = bot.last.actions.index(choice)
    assert bot.last.visits[best] == max(bot.last.visits)
    assert min(bot.last.visits) >= 1


def test_cancel_and_the_time_cap_return_a_legal_action_promptly() -> None:
    state, seat = first_position()
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    bot = tree_bot(10_000_000, time_cap=0.05)
    assert bot.choose(view, legal, random.Random(1)) in legal
    assert bot.last.hit_time_cap and bot.last.seconds < 1.0
    bot = tree_bot(10_000_000)
    assert bot.choose(view, legal, random.Random(1), cancel=lambda: True) == legal[0]
    assert bot.last.cancelled


def test_tree_search_beats_random_play() -> None:
    assert share_against_random(tree_bot(6)) > 0.56


def test_the_decision_depends_on_the_view_only() -> None:
    state, seat = first_position(3, 9)
    view = GAME.view(state, seat)
    twin = GAME.resample(view, random.Random(99))
    assert GAME.view(twin, seat) == view
    legal = GAME.legal_actions(state, seat)
    assert tree_bot().choose(view, legal, random.Random(3)) == tree_bot().choose(
        GAME.view(twin, seat), GAME.legal_actions(twin, seat), random.Random(3)
    )


def test_macaron_plays_a_whole_game_with_the_tree_search() -> None:
    from macaron_desktop.games.macaron import GAME as MACARON
    from macaron_desktop.games.macaron.search_support import MacaronSupport

    support = MacaronSupport()
    budget = Budget(2)
    bot = SearchBot(MACARON, support, budget, searcher=ISMCTS(MACARON, support, budget))
    state = MACARON.new_game(MACARON.validate_config({"mode": "3p", "target": 10}), 2)
    rng = random.Random(1)
    analysed = False
    while MACARON.seats_to_act(state):
        seat = MACARON.seats_to_act(state)[0]
        legal = MACARON.legal_actions(state, seat)
        view = MACARON.view(state, seat)
        if not analysed and state.round.phase.value == "play" and len(legal) > 2:
            rows = analyse(bot, view, legal, random.Random(1))
            assert {r.action for r in rows} == set(legal)
            assert all(0 <= r.estimates["trick"] <= 1 for r in rows)
            analysed = True
        action = bot.choose(view, legal, rng)
        assert action in legal
        state = MACARON.apply(state, seat, action)
    assert MACARON.result(state) is not None and analysed
