"""The generic search (core.search) on the toy game: views honoured, determinism,
budgets, the time cap, cancellation, and the plausible-mistake wrapper."""

from __future__ import annotations

import random

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.search import (
    Budget,
    MistakeBot,
    RoundSupport,
    SearchBot,
    SearchSupport,
    percentile,
)
from macaron_desktop.games.toy.rules import GAME, Bid, Play, ToyCard

from .toy_matches import share_against_random


def positions(games: int, players: int = 3):
    """Every position of ``games`` random games, with the seat to act."""
    for seed in range(games):
        state = GAME.new_game({"players": players}, seed)
        rng = random.Random(seed)
        while GAME.seats_to_act(state):
            for seat in GAME.seats_to_act(state):
                yield state, seat
            seat = GAME.seats_to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            state = GAME.apply(state, seat, legal[rng.randrange(len(legal))])


def test_every_sampled_world_agrees_with_the_view() -> None:
    count = 0
    for state, seat in positions(300):
        view = GAME.view(state, seat)
        for k in range(3):
            world = GAME.resample(view, random.Random(k))
            assert GAME.view(world, seat) == view
            assert GAME.seats_to_act(world) == GAME.seats_to_act(state)
            assert GAME.legal_actions(world, seat) == GAME.legal_actions(state, seat)
        count += 1
    assert count > 3000


def test_sampled_worlds_differ_in_what_the_seat_cannot_know() -> None:
    state = GAME.new_game({"players": 3}, 5)
    view = GAME.view(state, 0)
    others = {GAME.resample(view, random.Random(k)).hands[1:] for k in range(30)}
    assert len(others) > 10


def bot(worlds: int = 8, **kwargs) -> SearchBot:
    return SearchBot(GAME, SearchSupport(GAME), Budget(worlds, **kwargs))


def test_same_view_and_seed_give_the_same_choice() -> None:
    for state, seat in list(positions(20))[::9]:
        view = GAME.view(state, seat)
        legal = GAME.legal_actions(state, seat)
        first = bot().choose(view, legal, random.Random(7))
        assert first in legal
        assert bot().choose(view, legal, random.Random(7)) == first


def test_the_decision_depends_on_the_view_only() -> None:
    """Two real states that differ only in cards the seat cannot know (other hands, hidden
    bids) give the same view and the same decision."""
    checked = 0
    for state, seat in list(positions(30))[::7]:
        view = GAME.view(state, seat)
        twin = GAME.resample(view, random.Random(99))
        if twin.hands == state.hands and twin.bids == state.bids:
            continue
        assert GAME.view(twin, seat) == view
        legal = GAME.legal_actions(state, seat)
        twin_view = GAME.view(twin, seat)
        assert bot().choose(view, legal, random.Random(3)) == bot().choose(
            twin_view, GAME.legal_actions(twin, seat), random.Random(3)
        )
        checked += 1
    assert checked > 15


def test_the_budget_fixes_the_work() -> None:
    state = GAME.new_game({"players": 2}, 3)
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    searcher = bot(worlds=11)
    searcher.choose(view, legal, random.Random(1))
    stats = searcher.last
    assert stats.worlds == 11
    assert stats.rollouts == 11 * len(legal)
    assert not stats.hit_time_cap and not stats.cancelled
    assert len(stats.means) == len(legal)


def test_one_candidate_needs_no_search() -> None:
    state = GAME.new_game({"players": 2}, 3)
    for seat in (0, 1):
        state = GAME.apply(state, seat, Bid(1))
    # seat 0 leads; make seat 1 hold one card of the led colour
    seat = GAME.seats_to_act(state)[0]
    searcher = bot()
    legal = [GAME.legal_actions(state, seat)[0]]
    assert searcher.choose(GAME.view(state, seat), legal, random.Random(1)) == legal[0]
    assert searcher.last.rollouts == 0


def test_the_time_cap_stops_the_search_with_a_legal_action() -> None:
    state = GAME.new_game({"players": 3}, 4)
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    searcher = bot(worlds=10_000_000, time_cap=0.05)
    assert searcher.choose(view, legal, random.Random(1)) in legal
    assert searcher.last.hit_time_cap
    assert searcher.last.seconds < 1.0


def test_cancelling_returns_promptly_with_a_legal_action() -> None:
    state = GAME.new_game({"players": 3}, 4)
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    # cancelled before it starts: the game's first candidate, no rollout
    searcher = bot(worlds=10_000_000)
    assert searcher.choose(view, legal, random.Random(1), cancel=lambda: True) == legal[0]
    assert searcher.last.cancelled and searcher.last.rollouts == 0
    # cancelled part-way: the best so far
    calls = [0]

    def after_a_while() -> bool:
        calls[0] += 1
        return calls[0] > 200

    searcher = SearchBot(GAME, SearchSupport(GAME), Budget(10_000_000), cancel=after_a_while)
    assert searcher.choose(view, legal, random.Random(1)) in legal
    assert searcher.last.cancelled and searcher.last.worlds > 0
    assert searcher.last.seconds < 2.0


def test_search_beats_random_play() -> None:
    # seeded, so the same every run; random play gets about 0.5 here (ties share)
    assert share_against_random(bot(worlds=6)) > 0.56


def test_round_support_plays_any_game_with_a_summary() -> None:
    state = GAME.new_game({"players": 2}, 8)
    support = RoundSupport(GAME, policy_bot=RandomBot)
    searcher = SearchBot(GAME, support, Budget(5))
    while GAME.seats_to_act(state):
        seat = GAME.seats_to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = searcher.choose(GAME.view(state, seat), legal, random.Random(2))
        assert action in legal
        state = GAME.apply(state, seat, action)
    assert GAME.result(state) is not None


class FirstBot:
    """Always the first legal action (so its second choice is the second)."""

    def choose(self, view, legal_actions, rng):
        return legal_actions[0]


def test_mistakes_are_the_second_choice_at_the_given_rate() -> None:
    legal = [Bid(0), Bid(1), Bid(2)]
    never = MistakeBot(FirstBot(), 0.0)
    always = MistakeBot(FirstBot(), 1.0)
    for seed in range(50):
        assert never.choose(None, legal, random.Random(seed)) == Bid(0)
        assert always.choose(None, legal, random.Random(seed)) == Bid(1)
    sometimes = MistakeBot(FirstBot(), 0.25)
    picks = [sometimes.choose(None, legal, random.Random(seed)) for seed in range(2000)]
    assert 0.2 < picks.count(Bid(1)) / len(picks) < 0.3
    # no alternative: no mistake
    only = MistakeBot(FirstBot(), 1.0, alternatives=lambda view, legal: legal[:1])
    assert only.choose(None, legal, random.Random(1)) == Bid(0)
    card = ToyCard("red", 3)
    assert always.choose(None, [Play(card)], random.Random(1)) == Play(card)


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.95) == 95.0
    assert percentile(values, 1.0) == 100.0
    assert percentile([3.0], 0.5) == 3.0
