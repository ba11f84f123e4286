"""resample(view, rng): full states that agree with all a seat knows, in every mode."""

import dataclasses
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from macaron_desktop.core.bots import RandomBot, bot_rng
from macaron_desktop.games.macaron import GAME
from macaron_desktop.games.macaron.cards import Flavor, deck_for
from macaron_desktop.games.macaron.config import EMMA, MODE_INFO, MODES
from macaron_desktop.games.macaron.exchange import pass_target
from macaron_desktop.games.macaron.state import Phase, Trick, TrickPlay

from .helpers import C, play_state


def positions(mode, seed, every=5):
    """(state, seat) along one random game: every ``every``-th decision, for each seat
    with a hand (the player in solo)."""
    state = GAME.new_game({"mode": mode}, seed)
    bot = RandomBot()
    move = 0
    while GAME.seats_to_act(state):
        if move % every == 0:
            for seat in range(state.info.seats):
                if not (state.info.solo and seat == EMMA):
                    yield state, seat
        seat = GAME.seats_to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, bot.choose(None, legal, bot_rng(seed, seat, move)))
        move += 1


def round_cards(state):
    """Every card of the round, wherever it lies now."""
    r = state.round
    played = [p.card for t in r.tricks for p in t.plays] + [p.card for p in r.trick]
    found = [c for h in r.hands for c in h] + list(r.undealt) + played
    if state.info.solo:
        found += [c for p in r.piles for c in p] + list(r.discard) + list(r.deck)
    return found


def voids(state):
    """Per seat, the flavours it showed it lacks this round."""
    out = {}
    r = state.round
    for plays in [t.plays for t in r.tricks] + [r.trick]:
        for play in plays[1:]:
            if play.flavor is not plays[0].flavor:
                out.setdefault(play.seat, set()).add(plays[0].flavor)
    return out


def check_sample(state, seat, sample):
    view = GAME.view(state, seat)
    assert GAME.view(sample, seat) == view
    assert sample.round.hands[seat] == state.round.hands[seat]
    # Cards are conserved: the whole deck, once each.
    found = round_cards(sample)
    assert Counter(found) == Counter(deck_for(sample.info.flavors))
    # Voids hold: nobody holds a flavour it failed to follow.
    for s, lacking in voids(state).items():
        if not (state.info.solo and s == EMMA):
            assert not any(c.flavor in lacking for c in sample.round.hands[s])
    # The cards we passed stay in the receiver's hand until played.
    played = {p.card for t in state.round.tricks for p in t.plays} | {
        p.card for p in state.round.trick
    }
    if view.passed_out:
        target = pass_target(seat, view.round_number, view.num_seats)
        for card in view.passed_out:
            assert card in played or card in sample.round.hands[target]
    # Emma's piles: one card of another flavour at most, and the counts fit.
    if state.info.solo and sample.round.piles:
        for flavor, pile, built in zip(
            sample.info.flavors, sample.round.piles, sample.round.emma_built, strict=True
        ):
            assert sum(c.flavor is not flavor for c in built) <= 1
            assert built[len(built) - len(pile) :] == pile
    # The other seats' known pile sizes and hand sizes are the view's.
    assert tuple(map(len, sample.round.piles)) == tuple(map(len, state.round.piles))


def play_out(sample, seed):
    state = sample
    bot = RandomBot()
    rng = random.Random(seed)
    for _ in range(5000):
        to_act = GAME.seats_to_act(state)
        if not to_act:
            assert GAME.result(state) is not None
            return state
        seat = to_act[0]
        state = GAME.apply(state, seat, bot.choose(None, GAME.legal_actions(state, seat), rng))
    raise AssertionError("the sampled game does not end")


@pytest.mark.parametrize("mode", MODES)
def test_samples_agree_with_the_view_in_every_phase(mode):
    phases = set()
    for seed in (3, 4):
        for index, (state, seat) in enumerate(positions(mode, seed)):
            phases.add(state.round.phase)
            rng = random.Random(index)
            sample = GAME.resample(GAME.view(state, seat), rng)
            check_sample(state, seat, sample)
            if index % 9 == 0:
                play_out(sample, index)
    assert phases >= {Phase.BET, Phase.PLAY}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(MODES),
    st.integers(min_value=0, max_value=2**31),
    st.integers(min_value=0, max_value=400),
    st.integers(min_value=0, max_value=2**31),
)
def test_any_position_resamples_and_plays_on(mode, seed, moves, sample_seed):
    found = None
    for n, (state, seat) in enumerate(positions(mode, seed, every=1)):
        found = (state, seat)
        if n >= moves:
            break
    assert found is not None
    state, seat = found
    sample = GAME.resample(GAME.view(state, seat), random.Random(sample_seed))
    check_sample(state, seat, sample)
    play_out(sample, sample_seed)


def test_samples_differ_where_the_seat_cannot_see():
    state, seat = next((s, seat) for s, seat in positions("4p", 8) if s.round.phase is Phase.PLAY)
    hands = {GAME.resample(GAME.view(state, seat), random.Random(k)).round.hands for k in range(6)}
    assert len(hands) > 1


def test_voids_are_honoured_even_when_they_leave_a_single_place():
    # A first trick led with almond 1 (Royal): seats 1 and 3 could not follow, so every
    # almond seat 0 cannot see must be in seat 2's hand.
    lead, off_1, follow, off_3 = (
        C("almond", 1),
        C("pistachio", 7),
        C("almond", 2),
        C("strawberry", 7),
    )
    trick = Trick(
        0,
        tuple(TrickPlay(s, c, c.flavor, None) for s, c in enumerate((lead, off_1, follow, off_3))),
        2,
        1,
        "plain",
        False,
    )
    rest = [c for c in deck_for(MODE_INFO["4p"].flavors) if c not in (lead, off_1, follow, off_3)]
    almonds = [c for c in rest if c.flavor is Flavor.ALMOND]
    others = [c for c in rest if c.flavor is not Flavor.ALMOND]
    hands = [others[:12], others[12:24], almonds + others[24:31], others[31:43]]
    state = play_state("4p", hands, leader=2, boxes=(0, 0, 1, 0))
    state = dataclasses.replace(state, round=dataclasses.replace(state.round, tricks=(trick,)))
    view = GAME.view(state, 0)
    for k in range(30):
        sample = GAME.resample(view, random.Random(k))
        assert GAME.view(sample, 0) == view
        assert set(almonds) <= set(sample.round.hands[2])
        assert not any(
            c.flavor is Flavor.ALMOND for c in sample.round.hands[1] + sample.round.hands[3]
        )
    play_out(sample, 1)


def test_nothing_to_resample_once_the_game_is_over_or_for_emma():
    state = play_state("solo", ["almond 1"], piles={Flavor.ALMOND: [C("almond", 2)]})
    with pytest.raises(ValueError):
        GAME.resample(GAME.view(state, EMMA), random.Random(1))
    final = play_out(GAME.new_game({"mode": "2p"}, 1), 2)
    with pytest.raises(ValueError):
        GAME.resample(GAME.view(final, 0), random.Random(1))
