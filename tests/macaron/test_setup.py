"""Round set-up: deal, passing, solo discard and Emma's piles, Royal and Allergen, bets."""

from collections import Counter

import pytest

from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.macaron import (
    GAME,
    Bet,
    ChooseAllergen,
    ChooseRoyal,
    Discard,
    PassCards,
    PlaceVote,
    SkipBet,
)
from macaron_desktop.games.macaron.cards import Flavor, Group, deck_for
from macaron_desktop.games.macaron.choosing import reveal_votes, royal_by_piles
from macaron_desktop.games.macaron.config import MODE_INFO
from macaron_desktop.games.macaron.exchange import pass_target
from macaron_desktop.games.macaron.state import Phase, Vote

from .helpers import C


def new(mode, seed=3, **config):
    return GAME.new_game({"mode": mode, **config}, seed)


def pass_all(state, pick=lambda hand: hand[:2]):
    for seat in range(state.info.seats):
        state = GAME.apply(state, seat, PassCards(pick(state.round.hands[seat])))
    return state


@pytest.mark.parametrize("mode", ["2p", "3p", "4p", "2v2", "5p"])
def test_deal_sizes_and_undealt(mode):
    state = new(mode)
    info = MODE_INFO[mode]
    r = state.round
    assert [len(h) for h in r.hands] == [info.hand_size] * info.seats
    everything = [c for h in r.hands for c in h] + list(r.undealt)
    assert Counter(everything) == Counter(deck_for(info.flavors))
    assert r.phase is Phase.PASS


def test_pass_targets_alternate_by_round():
    assert [pass_target(s, 1, 4) for s in range(4)] == [1, 2, 3, 0]
    assert [pass_target(s, 2, 4) for s in range(4)] == [3, 0, 1, 2]
    assert [pass_target(s, 3, 4) for s in range(4)] == [1, 2, 3, 0]
    assert [pass_target(s, 1, 2) for s in range(2)] == [1, 0]
    assert [pass_target(s, 2, 2) for s in range(2)] == [1, 0]


def test_passing_is_simultaneous_and_moves_cards_left_in_round_one():
    state = new("4p")
    before = state.round.hands
    assert GAME.seats_to_act(state) == (0, 1, 2, 3)
    state = GAME.apply(state, 2, PassCards(before[2][:2]))
    assert GAME.seats_to_act(state) == (0, 1, 3)
    # nothing moves yet, and nobody else sees seat 2's choice
    assert state.round.hands == before
    assert GAME.view(state, 0).own_pass is None
    assert GAME.view(state, 0).passed == (False, False, True, False)
    assert GAME.view(state, 2).own_pass == before[2][:2]
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 2, PassCards(before[2][2:4]))
    assert caught.value.message.key == "already_passed"
    for seat in (0, 1, 3):
        state = GAME.apply(state, seat, PassCards(before[seat][:2]))
    after = state.round.hands
    for seat in range(4):
        giver = (seat - 1) % 4
        assert set(before[giver][:2]) <= set(after[seat])
        assert not set(before[seat][:2]) & set(after[seat])
        assert len(after[seat]) == 13
    assert state.round.phase is Phase.VOTE
    view = GAME.view(state, 1)
    assert view.received == before[0][:2] and view.passed_out == before[1][:2]


def test_pass_choice_order_does_not_matter():
    state = new("3p")
    a, b = state.round.hands[0][:2]
    assert PassCards((b, a)) == PassCards((a, b))
    assert PassCards((b, a)) in GAME.legal_actions(state, 0)
    assert len(GAME.legal_actions(state, 0)) == 78


def test_solo_discard_then_draw_then_emma_piles():
    state = new("solo", seed=11)
    r = state.round
    assert r.phase is Phase.DISCARD and GAME.seats_to_act(state) == (0,)
    assert len(r.hands[0]) == 13 and len(r.deck) == 22
    assert len(GAME.legal_actions(state, 0)) == 13 + 78
    hand = r.hands[0]
    deck = r.deck
    state = GAME.apply(state, 0, Discard(hand[:2]))
    r = state.round
    assert r.discard == hand[:2]
    assert r.drawn == deck[:2]
    assert set(r.hands[0]) == (set(hand) - set(hand[:2])) | set(deck[:2])
    # Emma: the next five cards go one to each pile, face down, then eight by flavour.
    randoms = deck[2:7]
    eight = deck[7:15]
    assert r.emma_random == randoms
    flavors = MODE_INFO["solo"].flavors
    for i, flavor in enumerate(flavors):
        pile = r.piles[i]
        assert randoms[i] in pile
        assert Counter(pile) == Counter([randoms[i], *(c for c in eight if c.flavor is flavor)])
    assert sum(map(len, r.piles)) == 13
    assert r.phase is Phase.CHOOSE_ALLERGEN and r.allergen_chooser == 0
    assert r.royal is royal_by_piles(r.piles, flavors)
    # The Allergen may be any flavour in play, Royal ones included.
    assert {a.flavor for a in GAME.legal_actions(state, 0)} == set(flavors)
    state = GAME.apply(state, 0, ChooseAllergen(Flavor.ALMOND))
    assert state.round.phase is Phase.BET and GAME.seats_to_act(state) == (0,)


def test_solo_discard_one_card():
    state = new("solo", seed=2)
    hand = state.round.hands[0]
    state = GAME.apply(state, 0, Discard(hand[:1]))
    assert len(state.round.drawn) == 1 and len(state.round.hands[0]) == 13


def test_solo_royal_is_the_group_with_most_cards_ties_to_the_left():
    flavors = MODE_INFO["solo"].flavors
    piles = [
        (C("almond", 1),),
        (C("almond", 2),) * 5,
        (C("pistachio", 1),) * 3,
        (C("strawberry", 1),) * 3,
        (),
    ]
    # A: 6, B: 6, C: 0 -> tie goes to A
    assert royal_by_piles(piles, flavors) is Group.A
    piles = [(), (C("almond", 2),) * 5, (C("pistachio", 1),) * 3, (C("strawberry", 1),) * 3, ()]
    assert royal_by_piles(piles, flavors) is Group.B
    piles = [(), (), (C("pistachio", 1),) * 3, (), (C("almond", 3),) * 3]
    assert royal_by_piles(piles, flavors) is Group.B
    piles = [(), (), (C("pistachio", 1),) * 3, (), (C("almond", 3),) * 4]
    assert royal_by_piles(piles, flavors) is Group.C


@pytest.mark.parametrize(("mode", "start"), [("2p", 0), ("2p", 1), ("3p", 0), ("3p", 2)])
def test_choosers_in_2p_and_3p(mode, start):
    state = pass_all(new(mode, start_player=start))
    n = state.info.seats
    royal_chooser = (start + 1) % n
    allergen_chooser = (start + 2) % n
    assert state.round.phase is Phase.CHOOSE_ROYAL
    assert GAME.seats_to_act(state) == (royal_chooser,)
    assert {a.group for a in GAME.legal_actions(state, royal_chooser)} == {
        Group.A,
        Group.B,
        Group.C,
    }
    state = GAME.apply(state, royal_chooser, ChooseRoyal(Group.C))
    assert GAME.seats_to_act(state) == (allergen_chooser,)
    state = GAME.apply(state, allergen_chooser, ChooseAllergen(Flavor.GREEN_TEA))  # Royal is fine
    assert state.round.royal is Group.C and state.round.allergen is Flavor.GREEN_TEA
    if mode == "2p":
        assert allergen_chooser == start


@pytest.mark.parametrize(("mode", "pool", "each"), [("4p", 12, 3), ("2v2", 12, 3), ("5p", 10, 2)])
def test_voting_tokens_dealt_after_passing(mode, pool, each):
    state = new(mode, start_player=1)
    assert GAME.view(state, 0).own_tokens == ()
    state = pass_all(state)
    tokens = state.round.tokens
    assert [len(t) for t in tokens] == [each] * state.info.seats
    flat = Counter(v for t in tokens for v in t)
    assert sum(flat.values()) == pool
    assert flat[1] == 4 and flat[2] == 4 and flat[3] == (2 if mode == "5p" else 4)


def test_votes_placed_round_robin_from_start_player_then_revealed():
    state = pass_all(new("4p", start_player=2))
    order = []
    while state.round.phase is Phase.VOTE:
        (seat,) = GAME.seats_to_act(state)
        order.append(seat)
        value = state.round.tokens[seat][0]
        target = Group.B if seat % 2 == 0 else Flavor.CHOCOLATE
        state = GAME.apply(state, seat, PlaceVote(value, target))
        if state.round.phase is Phase.VOTE:
            # others see face-down tokens only
            other = (seat + 1) % 4
            seen = GAME.view(state, other).votes
            assert all(v.value is None for v in seen if v.seat != other)
            assert GAME.view(state, seat).votes[-1].value == value
    assert order == [2, 3, 0, 1] * 3
    assert state.round.royal is Group.B and state.round.allergen is Flavor.CHOCOLATE
    assert all(v.value is not None for v in GAME.view(state, 0).votes)
    assert state.round.phase is Phase.BET


def test_reveal_ties_go_left_and_defaults():
    groups = (Group.A, Group.B, Group.C, Group.D)
    flavors = MODE_INFO["4p"].flavors
    votes = [
        Vote(0, 3, Group.C),
        Vote(1, 3, Group.B),
        Vote(2, 2, Flavor.CHOCOLATE),
        Vote(3, 2, Flavor.PISTACHIO),
    ]
    assert reveal_votes(votes, groups, flavors) == (Group.B, Flavor.PISTACHIO)
    assert reveal_votes([Vote(0, 1, Flavor.ALMOND)], groups, flavors) == (Group.A, Flavor.ALMOND)
    assert reveal_votes([Vote(0, 1, Group.D)], groups, flavors) == (Group.D, None)
    assert reveal_votes([], groups, flavors) == (Group.A, None)
    votes = [Vote(0, 3, Group.A), Vote(1, 1, Group.D), Vote(2, 1, Group.D), Vote(3, 2, Group.D)]
    assert reveal_votes(votes, groups, flavors)[0] is Group.D


def test_no_allergen_votes_means_no_allergen_round():
    state = pass_all(new("5p", start_player=0))
    while state.round.phase is Phase.VOTE:
        (seat,) = GAME.seats_to_act(state)
        state = GAME.apply(state, seat, PlaceVote(state.round.tokens[seat][0], Group.C))
    assert state.round.royal is Group.C and state.round.allergen is None
    assert state.round.allergen_decided
    assert GAME.view(state, 0).allergen_decided


def test_bets_in_turn_order_from_start_player():
    state = pass_all(new("3p", start_player=1))
    state = GAME.apply(state, 2, ChooseRoyal(Group.A))
    state = GAME.apply(state, 0, ChooseAllergen(Flavor.ALMOND))
    order = []
    while state.round.phase is Phase.BET:
        (seat,) = GAME.seats_to_act(state)
        order.append(seat)
        legal = GAME.legal_actions(state, seat)
        assert Bet(1) in legal and Bet(5) in legal and SkipBet() in legal and Bet(0) not in legal
        state = GAME.apply(state, seat, Bet(3) if seat == 2 else SkipBet())
    assert order == [1, 2, 0]
    assert state.round.bets == (None, None, 3)
    assert GAME.view(state, 0).bets == (None, None, 3)  # bets are public
    assert state.round.phase is Phase.PLAY and GAME.seats_to_act(state) == (1,)


def test_advanced_bets_are_columns():
    state = new("solo", scoring="advanced", target=30)
    state = GAME.apply(state, 0, Discard(state.round.hands[0][:1]))
    state = GAME.apply(state, 0, ChooseAllergen(Flavor.GREEN_TEA))
    legal = GAME.legal_actions(state, 0)
    assert [a.row_or_column for a in legal if isinstance(a, Bet)] == list(range(9))


def test_emma_never_bets_and_player_always_starts_solo():
    state = new("solo", seed=5)
    state = GAME.apply(state, 0, Discard(state.round.hands[0][:1]))
    state = GAME.apply(state, 0, ChooseAllergen(Flavor.GREEN_TEA))
    state = GAME.apply(state, 0, SkipBet())
    assert state.round.phase is Phase.PLAY
    assert GAME.seats_to_act(state) == (0,)
    assert state.round.bets == (None, None)


def test_start_player_from_seed_and_rotation():
    seen = {GAME.new_game({"mode": "4p"}, seed).round.start_seat for seed in range(40)}
    assert seen == {0, 1, 2, 3}
    state = new("3p", start_player=2)
    assert state.round.start_seat == 2
    from macaron_desktop.games.macaron.deal import deal_round

    assert deal_round(state, 2, 0).round.start_seat == 0
    from .helpers import play_match

    match = play_match("4p", 8, target=20)
    starts = [s.start_seat for s in match.state.summaries]
    assert all(b == (a + 1) % 4 for a, b in zip(starts, starts[1:], strict=False))
    solo = play_match("solo", 8, target=20)
    assert all(s.start_seat == 0 for s in solo.state.summaries)
