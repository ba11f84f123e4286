"""Masters of Maple Syrup's effects: offered to their owner at their timing (also in the
other player's turn), in the order the owner chooses, INSTEAD OF replacing an action,
WHEN changing it, never triggering themselves again in the same action."""

from __future__ import annotations

from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.game import ChooseOne, Confirm
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.maple.actions import (
    DEVELOP,
    NO_EFFECT,
    USE,
    ChooseAction,
    Harvest,
    Pay,
    Tap,
    Tuck,
)
from macaron_desktop.games.maple.cards import STARTING
from macaron_desktop.games.maple.rules import GAME
from macaron_desktop.games.maple.scoring import card_points
from macaron_desktop.games.maple.state import Phase

from .helpers import act, actor, card, position

RED0, RED1 = STARTING


def refused_key(state, action) -> str:  # type: ignore[no-untyped-def]
    try:
        act(state, action)
    except IllegalAction as refusal:
        return refusal.message.key
    raise AssertionError("accepted")


def test_sap_bucket_is_offered_to_its_owner_in_the_other_players_turn() -> None:
    bucket = card("sap_bucket")
    state = position(
        current=1,
        properties=((bucket,), ()),
        tapped=(frozenset({RED0}), frozenset()),
    )
    state = act(state, ChooseAction(0, 0))  # seat 1: TAP 2, seat 0: HARVEST 1
    state = act(state, Tap(()))
    state = act(state, Harvest((RED0,)))
    assert actor(state) == 0 and state.current == 1
    prompt = GAME.prompt(state, 0)
    assert isinstance(prompt, Confirm) and prompt.params["card"] is bucket
    assert prompt.yes == USE[bucket] and prompt.no == NO_EFFECT
    used = act(state, USE[bucket])
    draws = RED0.design.harvest
    assert len(used.hands[0]) == draws + 1  # the Red Maple's draws, 1 more from the bucket
    assert len(act(state, NO_EFFECT).hands[0]) == draws


def test_effects_that_trigger_together_resolve_in_the_order_their_owner_chooses() -> None:
    woodshed, house, ladle = card("woodshed"), card("sap_house"), card("sap_ladle")
    state = position(
        hands=((woodshed, card("spiles")), ()),
        properties=((house, ladle), ()),
        discards=(card("cauldron"),),
    )
    state = act(state, ChooseAction(2, 0))  # DEVELOP 1
    state = act(state, DEVELOP[woodshed])
    state = act(state, Pay((card("spiles"),)))
    prompt = GAME.prompt(state, 0)
    assert isinstance(prompt, ChooseOne)
    # WHEN FIRST DEVELOPED of the new card and both AFTER DEVELOPING effects, or none
    assert set(prompt.options) == {USE[woodshed], USE[house], USE[ladle], NO_EFFECT}
    state = act(state, USE[ladle])  # the owner picks the order
    assert card("spiles") in state.hands[0]  # the top of the pile: the card just paid
    prompt = GAME.prompt(state, 0)
    assert set(prompt.options) == {USE[woodshed], USE[house], NO_EFFECT}
    state = act(state, NO_EFFECT)  # declines the rest
    assert state.phase is Phase.TAP and actor(state) == 1  # the neighbour's TAP 1


def test_instead_of_replaces_the_action_and_nothing_after_it_triggers() -> None:
    cauldron, moulds = card("cauldron"), card("candy_moulds")
    trees = (card("sugar_maple"), card("black_maple"))
    state = position(properties=((cauldron, moulds, *trees), ()))
    state = act(state, ChooseAction(0, 0))  # TAP 2
    assert state.phase is Phase.INSTEAD
    assert set(GAME.legal_actions(state, 0)) == {USE[cauldron], NO_EFFECT}
    instead = act(state, USE[cauldron])
    assert len(instead.hands[0]) == 2 and instead.tapped[0] == frozenset()
    # no AFTER TAPPING; the neighbour's HARVEST 1 finds no tapped tree: the turn is over
    assert instead.phase is Phase.CHOOSE_ACTION and instead.current == 1
    tapped = act(act(state, NO_EFFECT), Tap(trees))
    assert tapped.tapped[0] == set(trees)
    assert GAME.prompt(tapped, 0).params["card"] is moulds  # AFTER TAPPING: draw 1


def test_an_effect_never_triggers_itself_again_in_the_same_action() -> None:
    horse, firebox = card("horse_team"), card("sugar_shack_stove")
    sugar = card("sugar_maple")
    state = position(
        properties=((horse, firebox, sugar), ()),
        tapped=(frozenset({sugar, RED0}), frozenset()),
    )
    state = act(state, ChooseAction(0, 1))  # seat 0: HARVEST 1
    state = act(state, Harvest((sugar,)))
    state = act(state, USE[horse])  # AFTER HARVESTING: tap up to 1 tree
    assert state.phase is Phase.EFFECTS and state.stack[-1].kind == "tap"
    state = act(state, USE[firebox])  # BEFORE TAPPING: harvest up to 1 tapped tree
    assert state.phase is Phase.HARVEST and state.stack[-1].kind == "harvest"
    state = act(state, Harvest((RED0,)))  # AFTER HARVESTING again: the horses are used
    assert state.phase is Phase.TAP and state.stack[-1].source is horse
    state = act(state, Tap((sugar,)))
    # the horse team was used in this action: the tap does not offer it again
    assert state.phase is Phase.TAP and actor(state) == 1
    used = [e.params["card"] for e in state.logs.of(0) if e.key == "effect_used"]
    assert used == [horse, firebox]


def test_when_effects_raise_the_maximum_and_lower_the_cost() -> None:
    spiles, hydro = card("spiles"), card("hydrometer")
    trees = (card("sugar_maple"), card("black_maple"))
    state = position(properties=((spiles, *trees), ()))
    state = act(state, ChooseAction(0, 0))  # TAP 2, +1 with the spiles
    assert GAME.prompt(state, 0).maximum == 3
    state = act(state, Tap((RED0, *trees)))
    assert len(state.tapped[0]) == 3
    sugar = card("paper_birch", 2)
    state = position(
        hands=((sugar, card("woodshed"), card("cauldron")), ()), properties=((hydro,), ())
    )
    state = act(act(state, ChooseAction(2, 0)), DEVELOP[sugar])
    assert state.stack[-1].amount == 2  # 3¢ less the hydrometer's 1¢


def test_a_condition_that_fails_keeps_the_effect_from_being_offered() -> None:
    tank = card("collection_tank")
    many = tuple(card(d) for d in ("woodshed", "spiles", "cauldron", "hydrometer"))
    state = act(position(hands=(many, ()), properties=((tank,), ())), ChooseAction(2, 0))
    assert state.phase is Phase.DEVELOP  # four cards in hand: no draw before developing
    state = act(position(hands=(many[:3], ()), properties=((tank,), ())), ChooseAction(2, 0))
    assert state.phase is Phase.EFFECTS and GAME.prompt(state, 0).params["card"] is tank


def test_tucked_cards_lie_under_their_card_counted_not_shown_and_score_its_bonus() -> None:
    evaporator = card("evaporator")
    hand = (card("woodshed"), card("spiles"))
    state = position(
        hands=(hand, ()),
        properties=((evaporator,), ()),
        tapped=(frozenset({RED0}), frozenset()),
    )
    state = act(state, ChooseAction(0, 1))  # HARVEST 1
    state = act(act(state, Harvest((RED0,))), USE[evaporator])
    assert state.phase is Phase.TUCK
    assert refused_key(state, Tuck(hand)) == "tuck_count"  # up to 1
    state = act(state, Tuck(hand[:1]))
    assert state.tucked_under(0, evaporator) == 1 and hand[0] not in state.hands[0]
    assert GAME.view(state, 1).tucked_counts[0] == ((evaporator, 1),)
    assert GAME.view(state, 0).own_tucked == ((evaporator, hand[:1]),)
    assert card_points(state, 0, evaporator) == (1, 1)


def test_the_draw_pile_is_refilled_from_the_shuffled_discards() -> None:
    sugar = card("sugar_maple")
    assert sugar.design.harvest >= 2
    state = position(properties=((sugar,), ()), tapped=(frozenset({sugar}), frozenset()))
    pile = state.deck[:-1]
    state = replace(state, deck=state.deck[-1:], discards=pile)
    state = act(state, ChooseAction(0, 1))
    state = act(state, Harvest((sugar,)))  # the last card, then from the discards
    assert len(state.shuffles) == 2 and sorted(state.shuffles[1]) == sorted(c.value for c in pile)
    assert len(state.hands[0]) == sugar.design.harvest
    assert len(state.deck) == len(pile) - (sugar.design.harvest - 1) and state.discards == ()
