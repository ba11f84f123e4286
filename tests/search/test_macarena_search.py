"""Search bots on La Macarena: sampled worlds agree with the view on thousands of
positions, the rollout policy plays by the real rules, decisions depend on the view only,
the levels exist and answer, pending steps (a series) are searched, cancellation."""

from __future__ import annotations

import random
import threading
import time

import pytest

from macaron_desktop.core.search import Budget, SearchBot
from macaron_desktop.games.macarena import BOTS, GAME, rules
from macaron_desktop.games.macarena.actions import PASS
from macaron_desktop.games.macarena.bots import EAGER, PATIENT, BasicBot
from macaron_desktop.games.macarena.cards import ELEMENTS, Card, Element
from macaron_desktop.games.macarena.levels import EasyBot, ExpertBot, HardBot
from macaron_desktop.games.macarena.search_support import (
    MacarenaSupport,
    RolloutPolicy,
    evaluate,
    hand_end_standings,
)
from macaron_desktop.games.macarena.state import Phase, Turn


def positions(players: int, games: int, every: int):
    """Every ``every``-th position of basic games, with each seat's view of it."""
    for seed in range(games):
        state = GAME.new_game({"players": players}, 500 + seed)
        bot = BasicBot()
        rng = random.Random(seed)
        step = 0
        while GAME.seats_to_act(state):
            seat = GAME.seats_to_act(state)[0]
            if step % every == 0:
                yield state
            legal = GAME.legal_actions(state, seat)
            state = GAME.apply(state, seat, bot.choose(GAME.view(state, seat), legal, rng))
            step += 1


def test_no_sampled_world_contradicts_the_view() -> None:
    """Thousands of positions (every phase, 2-5 players), every seat's view."""
    count = 0
    phases = set()
    for players in (2, 3, 4, 5):
        for state in positions(players, 3, 5):
            for seat in range(players):
                view = GAME.view(state, seat)
                world = GAME.resample(view, random.Random(count))
                assert GAME.view(world, seat) == view
                assert GAME.seats_to_act(world) == GAME.seats_to_act(state)
                count += 1
            phases.add(state.phase)
    assert count > 3000
    assert {Phase.TURN, Phase.SERIES, Phase.HAND_OVER} <= phases


def test_the_rollout_policy_plays_by_the_real_rules() -> None:
    """Whole games with the fast rollout policy in every seat, each action checked
    against the engine's legal list."""
    for players in (2, 3, 5):
        for seed in range(3):
            state = GAME.new_game({"players": players}, seed)
            policy = RolloutPolicy()
            rng = random.Random(seed)
            steps = 0
            while GAME.seats_to_act(state):
                seat = GAME.seats_to_act(state)[0]
                legal = GAME.legal_actions(state, seat)
                action = policy(state, seat, legal, rng)
                assert action in legal
                state = GAME.apply(state, seat, action)
                steps += 1
                assert steps < 20_000
            assert GAME.result(state) is not None


def small_search() -> SearchBot:
    return SearchBot(GAME, MacarenaSupport(depth=4, width=3), Budget(3))


def test_the_decision_does_not_change_with_cards_the_seat_cannot_know() -> None:
    """A real position and a twin with other hands and another pile (built with resample:
    it changes exactly what the seat cannot know) give equal views and equal decisions."""
    checked = 0
    for state in list(positions(3, 2, 23)):
        seat = GAME.seats_to_act(state)[0]
        view = GAME.view(state, seat)
        twin = GAME.resample(view, random.Random(checked + 1))
        others = [p for p in range(3) if p != seat]
        if [twin.hands[p] for p in others] == [state.hands[p] for p in others] and (
            twin.deck[twin.drawn :] == state.deck[state.drawn :]
        ):
            continue  # nothing hidden here (the end of a hand)
        assert GAME.view(twin, seat) == view
        legal = GAME.legal_actions(state, seat)
        assert GAME.legal_actions(twin, seat) == legal
        real = small_search().choose(view, legal, random.Random(5))
        imagined = small_search().choose(GAME.view(twin, seat), legal, random.Random(5))
        assert real == imagined
        assert real in legal
        checked += 1
    assert checked >= 8


def test_same_view_and_seed_give_the_same_choice_and_seeds_matter() -> None:
    state = next(s for s in positions(2, 1, 37) if s.phase is Phase.TURN and s.turns)
    seat = state.turn_seat
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    first = small_search()
    choice = first.choose(view, legal, random.Random(11))
    means = first.last.means
    again = small_search()
    assert again.choose(view, legal, random.Random(11)) == choice
    assert again.last.means == means
    other = small_search()
    other.choose(view, legal, random.Random(12))
    assert other.last.means != means  # other worlds were sampled


def test_a_series_step_is_searched_and_the_turn_continues() -> None:
    state = next(s for s in positions(2, 2, 1) if s.phase is Phase.SERIES and s.series)
    seat = state.turn_seat
    bot = small_search()
    legal = GAME.legal_actions(state, seat)
    action = bot.choose(GAME.view(state, seat), legal, random.Random(1))
    assert action in legal
    assert bot.last.candidates == 2  # the basic bot's next step, or finishing here
    assert bot.last.rollouts == 2 * 3


def test_levels_are_bot_names_and_answer_with_legal_actions() -> None:
    assert {"random", "basic", "easy", "normal", "hard", "expert"} <= set(BOTS)
    assert BOTS["normal"] is BasicBot
    state = next(s for s in positions(3, 1, 41) if s.phase is Phase.TURN and s.turns)
    seat = state.turn_seat
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    for name in ("easy", "normal", "hard"):
        assert BOTS[name]().choose(view, legal, random.Random(2)) in legal
    hard = HardBot()
    hard.choose(view, legal, random.Random(2))
    assert hard.last.worlds == HardBot.BUDGET[0]  # the budget, not the clock, decided
    assert not hard.last.hit_time_cap
    assert ExpertBot.BUDGET[0] > HardBot.BUDGET[0]


def test_easy_makes_mistakes_and_only_where_a_beginner_would() -> None:
    easy, basic = EasyBot(), BasicBot()
    differ = same = 0
    for state in positions(3, 2, 3):
        seat = GAME.seats_to_act(state)[0]
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        mine = easy.choose(view, legal, random.Random(differ + same))
        if mine != basic.choose(view, legal, random.Random(0)):
            differ += 1
            assert state.phase is not Phase.SERIES
        else:
            same += 1
    assert 0.05 < differ / (differ + same) < 0.3


def test_cancelling_a_long_search_from_another_thread() -> None:
    state = next(s for s in positions(3, 1, 29) if s.phase is Phase.TURN and s.turns)
    seat = state.turn_seat
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    stop = threading.Event()
    bot = SearchBot(GAME, MacarenaSupport(depth=1000), Budget(100_000, time_cap=60.0))
    timer = threading.Timer(0.2, stop.set)
    timer.start()
    start = time.perf_counter()
    action = bot.choose(view, legal, random.Random(1), cancel=stop.is_set)
    elapsed = time.perf_counter() - start
    timer.cancel()
    assert action in legal
    assert bot.last.cancelled
    assert elapsed < 2.0


@pytest.mark.parametrize("players", [2, 4])
def test_the_value_sees_a_won_game_and_a_lead(players: int) -> None:
    state = GAME.new_game({"players": players}, 3)
    assert abs(evaluate(state, 0)) < 0.5  # nothing has happened yet
    ahead = state._replace(public=state.public._replace(amulets=(1,) + (0,) * (players - 1)))
    assert evaluate(ahead, 0) > 3 > -3 > evaluate(ahead, 1)


def test_hand_end_choices_are_weighed_by_rollouts_into_the_next_hand() -> None:
    """What to hand over and what coins buy: the rollouts go on into the next hand, so the
    search tells the options apart (at the hand's end they all looked the same)."""
    told_apart = checked = 0
    for state in positions(3, 6, 1):
        if state.phase not in (Phase.HAND_OVER, Phase.BUY):
            continue
        seat = GAME.seats_to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if len(legal) < 2:
            continue
        bot = SearchBot(GAME, MacarenaSupport(depth=4, width=3), Budget(4))
        assert bot.choose(GAME.view(state, seat), legal, random.Random(1)) in legal
        told_apart += len(set(bot.last.means)) > 1
        checked += 1
        if checked == 4:
            break
    assert checked == 4 and told_apart >= 3


def test_the_projected_hand_end_is_what_the_rules_would_award() -> None:
    """``hand_end_standings`` on positions of every table size: the same amulets,
    elements and coins as ending the hand there by the rules (deck run out) and settling
    it with the rollout policy's choices."""
    checked = 0
    for players in (2, 3, 5):
        for state in positions(players, 2, 9):
            if state.phase is not Phase.TURN or not state.turns:
                continue
            end = rules._end_hand(state, "deck_empty", None)
            policy, rng = RolloutPolicy(), random.Random(0)
            while end.hand_number == state.hand_number and end.result is None:
                seat = GAME.seats_to_act(end)[0]
                end = GAME.apply(end, seat, policy(end, seat, GAME.legal_actions(end, seat), rng))
            real = end.hand_results[-1].standings
            amulets, elements, coins = hand_end_standings(state)
            assert amulets == [s.amulets for s in real]
            assert elements == [frozenset(s.elements) for s in real]
            assert coins == [s.coins for s in real]
            checked += 1
    assert checked > 100


def test_late_in_a_hand_the_value_sees_the_amulet_a_majority_brings() -> None:
    """Two cards before the end of a hand: winning the water majority is worth more to a
    seat that holds the three other elements (it completes an amulet) than to one that
    holds a single element (one more token), where the hand-made estimate of mid-hand
    counts both the same."""
    state = GAME.new_game({"players": 2}, 3)
    water = [c for c in Card if c.element is Element.WATER]
    late = state._replace(
        public=state.public._replace(turns=(Turn(1, False, None, ()),)),
        drawn=len(state.deck) - 2,
        hands=(state.hands[0][:2], state.hands[1][:3]),  # seat 1 hands over (it has nothing)
    )
    leads = (tuple(water[:3]), tuple(water[3:4]))
    trails = (tuple(water[3:4]), tuple(water[:3]))

    def gain(held: frozenset[Element]) -> float:
        mine = late._replace(public=late.public._replace(elements=(held, frozenset())))
        return evaluate(mine._replace(collections=leads), 0) - evaluate(
            mine._replace(collections=trails), 0
        )

    three = frozenset(ELEMENTS) - {Element.WATER}
    assert gain(three) > gain(frozenset({Element.FIRE})) + 0.5


def test_patience_passes_a_poor_series_only_while_the_pile_is_long() -> None:
    """The beginner lays anything worth a little; the search levels' patience keeps the
    cards for a long series, except with Macas to keep or near the hand's end."""
    poor, players = 5.0, 3
    assert not EAGER.passes(poor, False, 60, players)
    assert PATIENT.passes(poor, False, 60, players)
    assert not PATIENT.passes(poor, True, 60, players)  # a pass would bring the Macas back
    assert not PATIENT.passes(poor, False, PATIENT.until_rounds * players, players)
    assert not PATIENT.passes(PATIENT.below + 1, False, 60, players)


def test_hard_waits_for_a_long_series_where_the_beginner_lays_a_poor_one() -> None:
    """Early in a hand, with no Maca out, where the basic bot would lay a poor series and
    its patient form passes: the Hard bot's search agrees with waiting most of the time
    (the hand-made value counts cards in hand while the pile is long)."""
    eager, patient = BasicBot(), BasicBot(PATIENT)
    waits = checked = 0
    for state in positions(3, 6, 2):
        if state.phase is not Phase.TURN or len(state.deck) - state.drawn < 50:
            continue
        seat = state.turn_seat
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        if any(seat in m for m in view.macas):
            continue
        rng = random.Random(0)
        if eager.choose(view, legal, rng) is PASS or patient.choose(view, legal, rng) is not PASS:
            continue
        waits += HardBot().choose(view, legal, random.Random(checked)) is PASS
        checked += 1
        if checked == 12:
            break
    assert checked == 12 and waits >= 8
