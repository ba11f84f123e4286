"""Maus au Chocolat's bots: the basic bot plays far better than chance, and every level
answers with a legal action from its seat's view."""

from __future__ import annotations

import random

from macaron_desktop.core.search import SearchBot
from macaron_desktop.games.maus.levels import BOTS, make_bot
from macaron_desktop.games.maus.rules import GAME


def play(bots: list, seed: int) -> tuple[int, ...]:  # type: ignore[type-arg]
    state = GAME.new_game({"players": len(bots)}, seed)
    rng = random.Random(seed)
    while GAME.result(state) is None:
        seat = GAME.seats_to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = bots[seat].choose(GAME.view(state, seat), legal, rng)
        assert action in legal
        state = GAME.apply(state, seat, action)
    return GAME.result(state).winners


def test_the_basic_bot_beats_three_random_players_most_of_the_time() -> None:
    wins = sum(0 in play([make_bot("basic")] + [make_bot("random")] * 3, s) for s in range(20))
    assert wins >= 12  # parity is 5 of 20; 36 of 40 in a trial run


def test_every_level_answers_legally_and_hard_searches_through_resample() -> None:
    assert set(BOTS) == {"random", "basic", "easy", "normal", "hard", "expert"}
    hard = make_bot("hard")
    assert isinstance(hard, SearchBot)
    state = GAME.new_game({"players": 3}, 4)
    rng = random.Random(4)
    for _ in range(3):  # the three bids
        seat = GAME.seats_to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        for name in ("easy", "normal"):
            assert make_bot(name).choose(GAME.view(state, seat), legal, rng) in legal
        action = hard.choose(GAME.view(state, seat), legal, rng)
        assert action in legal
        state = GAME.apply(state, seat, action)


def test_expert_looks_one_round_further_than_hard() -> None:
    """Hard's rollouts stop when the next round starts; Expert's play that round too."""
    hard, expert = make_bot("hard"), make_bot("expert")
    assert isinstance(hard, SearchBot) and isinstance(expert, SearchBot)
    state = GAME.new_game({"players": 2}, 8)
    root, by_round = state, {}
    rng = random.Random(8)
    basic = make_bot("basic")
    while GAME.result(state) is None and len(by_round) < 3:
        by_round.setdefault(state.round, state)
        seat = GAME.seats_to_act(state)[0]
        state = GAME.apply(
            state, seat, basic.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        )
    first, second, third = (by_round[root.round + k] for k in range(3))
    assert not hard.searcher.support.stop(root, first, 0)
    assert hard.searcher.support.stop(root, second, 0)
    assert not expert.searcher.support.stop(root, second, 0)
    assert expert.searcher.support.stop(root, third, 0)


def test_the_basic_bot_answers_from_any_part_of_the_legal_actions() -> None:
    """The Easy level asks the basic bot again without its first answer, now and then:
    the bot answers from whatever it is offered (a swap with no "keep the hand" among
    them crashed the 2- and 6-player simulator runs)."""
    basic = make_bot("basic")
    for players in (2, 6):
        state = GAME.new_game({"players": players}, 501)
        rng = random.Random(players)
        asked = 0
        while GAME.result(state) is None and asked < 150:
            seat = GAME.seats_to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            view = GAME.view(state, seat)
            first = basic.choose(view, legal, rng)
            rest = [a for a in legal if a != first]
            if rest:
                assert basic.choose(view, rest, rng) in rest
                asked += 1
            state = GAME.apply(state, seat, rng.choice(legal))
        assert asked > 50


def test_a_whole_game_at_the_easy_level_ends_with_two_and_with_six_players() -> None:
    for players in (2, 6):
        winners = play([make_bot("easy") for _ in range(players)], 501)
        assert winners
