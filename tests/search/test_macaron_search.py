"""Search bots on Macaron: the rollout-only fast path plays by the real rules, a
decision depends on the view only (never on cards the seat cannot know), the budget
fixes the work, and the analysis a hint shows comes from the same search."""

from __future__ import annotations

import random

import pytest

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.search import Budget, SearchBot, analyse
from macaron_desktop.games.macaron import GAME
from macaron_desktop.games.macaron.actions import EMMA_PLAY, PLAY, PlayCard
from macaron_desktop.games.macaron.bots import BasicBot
from macaron_desktop.games.macaron.config import EMMA, MODES
from macaron_desktop.games.macaron.levels import ExpertBot, HardBot
from macaron_desktop.games.macaron.search_support import MacaronSupport, play_out
from macaron_desktop.games.macaron.spec import _perturb_hidden
from macaron_desktop.games.macaron.state import Phase


def positions(mode: str, seed: int, every: int = 1):
    """(state, seat to act) along a game of basic bots, every ``every``-th decision."""
    state = GAME.new_game(GAME.validate_config({"mode": mode}), seed)
    bot = BasicBot()
    rng = random.Random(seed)
    move = 0
    while GAME.seats_to_act(state):
        seat = GAME.seats_to_act(state)[0]
        if move % every == 0 and not (state.info.solo and seat == EMMA):
            yield state, seat
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, bot.choose(GAME.view(state, seat), legal, rng))
        move += 1


@pytest.mark.parametrize("mode", MODES)
def test_the_fast_play_out_is_the_engine_playing_the_basic_bot(mode: str) -> None:
    """From every position of the tricks: the same cards the basic bot would play, each
    legal, and the same boxes, scores and end of game as the engine gives."""
    checked = 0
    for seed in (1, 2):
        state = GAME.new_game(GAME.validate_config({"mode": mode}), seed)
        bot = RandomBot()
        rng = random.Random(seed)
        while GAME.seats_to_act(state):
            if state.round.phase is Phase.PLAY:
                out = play_out(state, trace=True)
                real = state
                for seat, card, pile in out.plays:
                    assert GAME.seats_to_act(real) == (seat,)
                    legal = GAME.legal_actions(real, seat)
                    action = EMMA_PLAY[pile] if pile is not None else PLAY[card]
                    assert action in legal
                    if pile is None and len(legal) > 1:
                        assert BasicBot().choose(GAME.view(real, seat), legal, rng) == action
                    real = GAME.apply(real, seat, action)
                assert real.round.number != state.round.number or real.result is not None
                assert real.history[-1].boxes == out.boxes
                assert real.scores == out.scores
                assert (real.result is not None) == out.game_over
                if out.game_over:
                    assert real.result.winners == out.winners
                checked += 1
            seat = GAME.seats_to_act(state)[0]
            state = GAME.apply(state, seat, bot.choose(None, GAME.legal_actions(state, seat), rng))
    assert checked > 50


def small() -> SearchBot:
    return SearchBot(GAME, MacaronSupport(), Budget(4))


@pytest.mark.parametrize("mode", ["2p", "4p", "2v2", "solo"])
def test_a_decision_does_not_change_when_only_hidden_cards_change(mode: str) -> None:
    """A real position and twins with the unseen cards moved (the spec's perturbation and
    a resampled world) give the same view and the same searched decision."""
    checked = 0
    rng = random.Random(3)
    for state, seat in positions(mode, 7, every=5):
        view = GAME.view(state, seat)
        twins = [GAME.resample(view, random.Random(checked))]
        moved = _perturb_hidden(state, seat, rng)
        if moved is not None:
            twins.append(moved)
        legal = GAME.legal_actions(state, seat)
        choice = small().choose(view, legal, random.Random(5))
        for twin in twins:
            assert GAME.view(twin, seat) == view
            twin_legal = GAME.legal_actions(twin, seat)
            assert list(twin_legal) == list(legal)
            assert small().choose(GAME.view(twin, seat), twin_legal, random.Random(5)) == choice
        checked += 1
    assert checked >= 6


def test_the_budget_fixes_the_work_and_the_seed_the_choice() -> None:
    state, seat = next(
        (s, seat) for s, seat in positions("4p", 4) if s.round.phase is Phase.PLAY and s.round.trick
    )
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    bot = HardBot()
    choice = bot.choose(view, legal, random.Random(9))
    assert bot.last.worlds == HardBot.WORLDS and not bot.last.hit_time_cap
    assert bot.last.rollouts == HardBot.WORLDS * len(legal)
    means = bot.last.means
    again = HardBot()
    assert again.choose(view, legal, random.Random(9)) == choice
    assert again.last.means == means
    assert ExpertBot.WORLDS > HardBot.WORLDS


def test_every_kind_of_decision_is_searched_over_plausible_candidates() -> None:
    """Passing, voting, betting (and 2P's Royal and Allergen choices) weigh several
    candidates, the basic bot's choice first, all legal."""
    seen = set()
    support = MacaronSupport()
    for mode in ("2p", "4p"):
        for state, seat in positions(mode, 5):
            if state.round.number > 1:
                break
            view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
            kind = type(legal[0]).__name__
            if kind in seen:
                continue
            found = support.candidates(view, legal)
            assert found[0] == BasicBot().choose(view, legal, random.Random(0))
            assert all(a in legal for a in found) and len(set(found)) == len(found)
            if len(legal) > 1:
                assert len(found) > 1
            seen.add(kind)
    assert {"PassCards", "PlaceVote", "Bet", "ChooseRoyal", "ChooseAllergen", "PlayCard"} <= seen


def test_analyse_gives_every_card_its_chance_of_the_trick_and_boxes() -> None:
    state, seat = next(
        (s, seat) for s, seat in positions("4p", 6) if s.round.phase is Phase.PLAY and s.round.trick
    )
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    bot = HardBot()
    rows = analyse(bot, view, legal, random.Random(2))
    assert [r.action for r in rows][:1] == [HardBot().choose(view, legal, random.Random(2))]
    assert {r.action for r in rows} == set(legal)
    for row in rows:
        assert isinstance(row.action, PlayCard)
        assert 0.0 <= row.estimates["trick"] <= 1.0
        assert 0.0 <= row.estimates["boxes"] <= 20
        assert row.rollouts == HardBot.WORLDS
    # a card that cannot win the trick is estimated so
    pairs = [(p.flavor, p.card.rank) for p in state.round.trick]
    led = pairs[0][0]
    best_led = max((r for f, r in pairs if f is led), default=0)
    royal = state.round.royal_flavors
    for row in rows:
        c = row.action.card
        if c.flavor is led and c.rank < best_led and not any(f in royal for f, _ in pairs):
            assert row.estimates["trick"] == 0.0
    # a lone legal move is still analysed (for the hint), and a smaller budget is honoured
    single = analyse(bot, view, legal[:1], random.Random(2), Budget(3))
    assert len(single) == 1 and single[0].rollouts == 3


@pytest.mark.parametrize("mode", ["4p", "2v2", "5p"])
def test_the_rollout_policy_votes_as_the_basic_bot(mode: str) -> None:
    from macaron_desktop.games.macaron.search_support import RolloutPolicy

    checked = 0
    for seed in range(3):
        policy = RolloutPolicy()
        for state, seat in positions(mode, seed):
            legal = GAME.legal_actions(state, seat)
            if state.round.phase is Phase.VOTE:
                expected = BasicBot().choose(GAME.view(state, seat), legal, random.Random(0))
                assert policy(state, seat, legal, random.Random(0)) == expected
                checked += 1
    assert checked > 30
