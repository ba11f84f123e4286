"""Masters of Maple Syrup's rules: setup, the turn, the three actions, the rivals side,
the end, and the rulebook's FAQ cases."""

from __future__ import annotations

import pytest

from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.maple.actions import (
    DEVELOP,
    KINDS,
    NO_DEVELOP,
    NO_EFFECT,
    ChooseAction,
    Harvest,
    Keep,
    Pay,
    Tap,
)
from macaron_desktop.games.maple.cards import STARTING
from macaron_desktop.games.maple.rules import GAME
from macaron_desktop.games.maple.state import Phase

from .helpers import act, actor, card, position, started

RED0, RED1 = STARTING


def refused(state, action, seat=None) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as caught:
        act(state, action, seat)
    return caught.value.message.key


# -- setup -----------------------------------------------------------------------------------


def test_setup_red_maples_deal_five_keep_three_the_rest_start_the_discard_pile() -> None:
    state = GAME.new_game({}, 3)
    assert state.properties == ((RED0,), (RED1,))
    assert [len(d) for d in state.dealt] == [5, 5] and state.phase is Phase.KEEP
    assert GAME.seats_to_act(state) == (0, 1)  # both keep at once
    assert refused(state, Keep(state.dealt[0][:2]), 0) == "keep_count"
    state = act(state, Keep(state.dealt[0][1:4]), 0)
    assert refused(state, Keep(state.dealt[0][:3]), 0) == "already_chosen"
    dealt = state.dealt
    state = act(state, Keep(dealt[1][:3]), 1)
    assert state.hands == (dealt[0][1:4], dealt[1][:3])
    assert state.discards == (dealt[0][0], dealt[0][4], *dealt[1][3:])
    assert state.phase is Phase.CHOOSE_ACTION and actor(state) == state.start
    assert len(state.deck) == 48 - 10


def test_the_start_player_is_random() -> None:
    assert {GAME.new_game({}, seed).start for seed in range(20)} == {0, 1}


# -- the turn --------------------------------------------------------------------------------


def test_both_take_the_end_pointed_at_them_the_current_player_first() -> None:
    sugar = card("sugar_maple")
    state = position(
        current=1,
        properties=((sugar,), ()),
        tapped=(frozenset({sugar}), frozenset()),
    )
    # card I: TAP 2 | HARVEST 1; seat 1 takes the TAP end, seat 0 gets HARVEST 1
    state = act(state, ChooseAction(0, 0))
    assert state.phase is Phase.TAP and actor(state) == 1
    assert refused(state, Harvest((sugar,)), 0) == "not_your_turn"
    state = act(state, Tap((RED1,)))
    assert state.phase is Phase.HARVEST and actor(state) == 0
    assert refused(state, Harvest((sugar, RED0)), 0) == "too_many_trees"
    state = act(state, Harvest((sugar,)))
    assert len(state.hands[0]) == sugar.design.harvest
    assert state.tapped == (frozenset(), frozenset({RED1}))
    assert state.current == 0 and state.phase is Phase.CHOOSE_ACTION
    assert state.pointed[0] is not None
    assert refused(state, ChooseAction(0, 1)) == "action_card_used"


def test_every_amount_is_a_maximum_none_at_all_included() -> None:
    state = act(position(), ChooseAction(0, 0))  # TAP 2 for seat 0
    assert Tap(()) in GAME.legal_actions(state, 0)
    state = act(state, Tap(()))
    assert state.tapped[0] == frozenset()


def test_the_action_cards_reset_when_none_is_left() -> None:
    state = position()
    for card_index in range(3):
        state = _play_through(act(state, ChooseAction(card_index, 0)))
    assert state.pointed == (None, None, None)


def _play_through(state):  # type: ignore[no-untyped-def]
    """Take the first legal action until the next turn begins."""
    while state.phase is not Phase.CHOOSE_ACTION and state.result is None:
        seat = actor(state)
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])
    return state


def test_only_the_current_player_discards_down_to_five() -> None:
    silver = card("silver_maple")
    draws = silver.design.harvest  # WHEN HARVESTED: draw this many
    hand = tuple(card(d) for d in ("woodshed", "spiles", "hydrometer", "cauldron", "sap_house"))
    state = position(
        current=0,
        hands=(hand, hand_b := (card("woodshed", 2), card("spiles", 2), card("sap_bucket"))),
        properties=((silver,), (card("silver_maple", 2),)),
        tapped=(frozenset({silver}), frozenset({card("silver_maple", 2)})),
    )
    # card II: seat 0 takes HARVEST 2, seat 1 gets DEVELOP 1 (declined)
    state = act(state, ChooseAction(1, 0))
    state = act(state, Harvest((silver,)))
    assert len(state.hands[0]) == 5 + draws
    state = act(state, NO_DEVELOP, 1)
    assert state.phase is Phase.DISCARD and actor(state) == 0
    for _ in range(draws):
        state = act(state, GAME.legal_actions(state, 0)[0])
    assert len(state.hands[0]) == 5 and state.phase is Phase.CHOOSE_ACTION
    # seat 1's turn: the neighbour (seat 0) harvests past five cards and keeps them all
    state = replace(state, tapped=(frozenset({silver}), frozenset()))
    state = act(state, ChooseAction(0, 0))  # seat 1: TAP 2, seat 0: HARVEST 1
    state = act(state, Tap(()))
    state = act(state, Harvest((silver,)))
    assert len(state.hands[0]) == 5 + draws and len(state.hands[1]) == len(hand_b)
    assert state.current == 0 and state.phase is Phase.CHOOSE_ACTION


def test_develop_pays_n_by_discarding_exactly_n_cards() -> None:
    sugar = card("paper_birch")
    pay = (card("woodshed"), card("spiles"), card("cauldron"))
    state = position(hands=((sugar, *pay, card("hydrometer")), ()))
    state = act(state, ChooseAction(2, 0))  # DEVELOP 1 | TAP 1
    assert DEVELOP[sugar] in GAME.legal_actions(state, 0)
    state = act(state, DEVELOP[sugar])
    assert state.phase is Phase.PAY
    assert refused(state, Pay(pay[:2])) == "pay_exactly"
    assert refused(state, Pay((*pay[:2], sugar))) == "not_in_hand"
    state = act(state, Pay(pay))
    assert state.properties[0] == (RED0, sugar)
    assert state.discards[-3:] == pay and state.hands[0] == (card("hydrometer"),)


def test_a_card_the_rest_of_the_hand_cannot_pay_for_is_refused() -> None:
    grand = card("grandfather_maple")
    state = act(position(hands=((grand, card("woodshed")), ())), ChooseAction(2, 0))
    assert refused(state, DEVELOP[grand]) == "cannot_afford"


# -- the rivals side -------------------------------------------------------------------------


def test_rivals_develop_a_tree_at_one_cent_off_and_the_neighbour_a_utility() -> None:
    birch, moulds, hydro = card("paper_birch"), card("candy_moulds"), card("hydrometer")
    hands = (
        (birch, moulds, card("woodshed"), card("spiles")),
        (hydro, card("paper_birch", 2)),
    )
    state = position(variant="rivals", hands=hands)
    state = act(state, ChooseAction(0, 0))  # seat 0: DEVELOP A TREE (-1¢)
    assert refused(state, DEVELOP[moulds]) == "wrong_kind"
    state = act(state, DEVELOP[birch])
    assert state.stack[-1].amount == 2  # 3¢ less 1
    state = act(state, Pay((card("woodshed"), card("spiles"))))
    assert refused(state, DEVELOP[card("paper_birch", 2)]) == "wrong_kind"
    state = act(state, DEVELOP[hydro])
    assert state.stack[-1].amount == 1  # 2¢ less 1
    state = act(state, Pay((card("paper_birch", 2),)))
    assert state.properties == ((RED0, birch), (RED1, hydro))


def test_rivals_choose_one_for_the_chooser_and_no_action_for_the_other() -> None:
    state = position(variant="rivals")
    state = act(state, ChooseAction(1, 0))  # seat 0: CHOOSE ONE, seat 1: NO ACTION
    assert state.phase is Phase.CHOOSE_KIND and actor(state) == 0
    state = act(state, KINDS["tap"])
    state = act(state, Tap((RED0,)))
    assert state.current == 1 and state.phase is Phase.CHOOSE_ACTION
    state = act(position(current=1, variant="rivals"), ChooseAction(1, 1))
    assert actor(state) == 0 and state.phase is Phase.CHOOSE_KIND  # seat 1: NO ACTION


# -- the end and the FAQ ---------------------------------------------------------------------


def _nine(seat_cards: int = 8) -> tuple:  # type: ignore[type-arg]
    designs = ("box_elder", "norway_maple", "paper_birch", "black_maple", "silver_maple")
    cards = [card(d, k) for d in designs for k in (1, 2)]
    return tuple(cards[:seat_cards])


def test_faq_the_neighbour_still_takes_their_action_after_a_tenth_card() -> None:
    woodshed = card("woodshed")
    state = position(
        current=0,
        variant="rivals",
        hands=((woodshed, card("spiles")), (card("sap_bucket"), card("box_elder", 2))),
        properties=(_nine(8), ()),
    )
    state = act(state, ChooseAction(0, 1))  # seat 0: DEVELOP A UTILITY, seat 1: A TREE
    state = act(state, DEVELOP[woodshed])  # 1¢ - 1: free
    assert len(state.properties[0]) == 10 and state.result is None
    state = act(state, NO_EFFECT)  # WHEN FIRST DEVELOPED: draw 2, declined
    assert actor(state) == 1 and state.phase is Phase.DEVELOP
    state = act(state, DEVELOP[card("box_elder", 2)])
    assert state.result is not None and state.properties[1][-1] == card("box_elder", 2)


def test_faq_tucked_cards_do_not_count_toward_ten() -> None:
    cellar = card("root_cellar")
    tucked = (card("woodshed"), card("spiles"))
    state = position(
        hands=((card("cauldron"),), ()),
        properties=((*_nine(7), cellar), ()),
        tucked=(((cellar, tucked),), ()),
    )
    assert len(state.properties[0]) == 9
    state = act(state, ChooseAction(0, 0))  # TAP 2 | HARVEST 1
    state = _play_through(state)
    assert state.result is None, "nine property cards and two tucked: the game goes on"


def test_faq_the_discard_pile_can_be_browsed_its_order_kept() -> None:
    state = started(5)
    view = GAME.view(state, 1)
    assert view.discards == state.discards and len(view.discards) == 4
    sugar = card("paper_birch")
    pay = (card("woodshed"), card("cauldron"), card("spiles"))
    state = position(hands=((sugar, *pay), ()), discards=state.discards)
    state = act(act(act(state, ChooseAction(2, 0)), DEVELOP[sugar]), Pay(pay))
    assert GAME.view(state, 1).discards == (*view.discards, *pay)  # paid cards on top


def test_game_end_scores_values_question_marks_and_bonuses_ties_stay_ties() -> None:
    from macaron_desktop.games.maple.resolve import finish
    from macaron_desktop.games.maple.scoring import card_points

    sugar, butter, cans, bush = (
        card("sugar_maple"),
        card("maple_butter"),
        card("syrup_cans"),
        card("sugar_bush"),
    )
    state = position(properties=((sugar, cans, bush), (card("black_maple"),)))
    assert card_points(state, 0, cans) == (2, 0)  # ?: one per utility (cans and bush)
    assert card_points(state, 0, bush) == (0, 1)  # +1 per 2 trees (two Red/Sugar)
    assert card_points(state, 0, butter) == (2, 0)  # +3 only with 6 trees
    result = finish(state).result
    assert result.scores == (1 + 3 + 2 + 1, 1 + 4) and result.winners == (0,)
    tie = position(properties=((card("black_maple"),), (card("black_maple", 2),)))
    assert finish(tie).result.winners == (0, 1)


def test_undo_takes_back_whole_turns_mid_turn_inside_every_step_but_the_choice() -> None:
    state = position()
    assert not GAME.mid_turn(state, 0) and not GAME.mid_turn(state, 1)
    state = act(state, ChooseAction(0, 0))
    assert state.phase is Phase.TAP and GAME.mid_turn(state, 0) and GAME.mid_turn(state, 1)
