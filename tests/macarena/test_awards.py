"""The end of a hand, in order: hand-over, coins, element tokens, exchanges; the winners."""

from __future__ import annotations

import pytest

from macaron_desktop.core.game import ChooseOne
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.macarena import GAME
from macaron_desktop.games.macarena.actions import BUY, HAND_OVER, PASS, BuyElement
from macaron_desktop.games.macarena.cards import Element
from macaron_desktop.games.macarena.state import Phase

from .helpers import keys, play, table

W, A, E, F = Element.WATER, Element.AIR, Element.EARTH, Element.FIRE
WELLS = ("W5", "A3", "E6", "F9", "WQ", "A8", "EK")
NO_MACAS = [()] * 7


def ended(hands, collections, *, elements=None, coins=None, amulets=None, macas=NO_MACAS):
    """Seat 0 passes with the pile empty: the hand ends (seat 0 should own no Maca)."""
    state = table(
        hands,
        WELLS,
        pile="",
        collections=collections,
        elements=elements,
        coins=coins,
        amulets=amulets,
        macas=macas,
    )
    return play(state, 0, PASS)


def awards(state):
    hand = state.hand_results[-1] if state.phase is not Phase.BUY else state
    return [(a.kind, a.seat, a.element, a.coins) for a in hand.awards]


def test_the_players_with_most_cards_choose_what_to_hand_over_in_secret() -> None:
    state = ended(
        ["A9", "W2 W3 W4 W5", "A2 A3 A4 A5"],
        ["", "F2", "E2 E3"],
        elements=[(), (W, F), (A, E)],
    )
    assert state.phase is Phase.HAND_OVER and GAME.seats_to_act(state) == (1, 2)
    prompt = GAME.prompt(state, 1)
    assert isinstance(prompt, ChooseOne) and prompt.key == "choose_element_to_hand_over"
    assert prompt.options == (HAND_OVER[W], HAND_OVER[F])
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 1, HAND_OVER[A])
    assert refused.value.message.key == "element_not_held"
    assert GAME.view(state, 1).collections is None  # chosen before collections are shown
    state = play(state, 2, HAND_OVER[E])
    assert GAME.seats_to_act(state) == (1,)
    assert GAME.view(state, 2).own_choice is E and GAME.view(state, 1).own_choice is None
    assert "hand_over_chosen" in keys(state, 1) and "you_chose" not in keys(state, 1)
    assert "you_chose" in keys(state, 2)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 2, HAND_OVER[A])  # already chosen
    done = play(state, 1, HAND_OVER[F])
    assert awards(done)[:2] == [
        ("hand_over_element", 1, F, 0),
        ("hand_over_element", 2, E, 0),
    ]
    assert done.hand_results[-1].awards[0].standings[1].elements == (W,)


def test_one_element_is_handed_over_without_asking_else_all_coins_else_nothing() -> None:
    done = ended(
        ["A9", "W2 W3", "A2 A3", "E2 E3"],
        ["", "", "", ""],
        elements=[(), (F,), (), ()],
        coins=[0, 2, 3, 0],
    )
    assert awards(done)[:3] == [
        ("hand_over_element", 1, F, 0),
        ("hand_over_coins", 2, None, -3),
        ("hand_over_nothing", 3, None, 0),
    ]
    standings = done.hand_results[-1].standings
    assert standings[1].elements == () and standings[2].coins == 0


def test_an_amulet_is_never_handed_over() -> None:
    done = ended(["A9", "W2 W3"], ["", ""], amulets=[0, 1])
    assert awards(done)[0] == ("hand_over_nothing", 1, None, 0)
    assert done.hand_results[-1].standings[1].amulets == 1


def test_coins_for_active_macas_the_largest_collection_and_leaving() -> None:
    macas = [(1,), (1, 2), (1,), (), (), (), ()]
    done = ended(
        ["A9", "W2", "A2"],
        ["W7 W8", "A7 A8", "E7"],
        macas=macas,
    )
    got = awards(done)
    assert ("maca_coins", 1, None, 3) in got and ("maca_coins", 2, None, 1) in got
    assert ("maca_coins", 0, None, 0) not in got  # seat 0 passed: its Macas returned
    # tied largest collections both get a coin
    assert [a for a in got if a[0] == "largest_collection"] == [
        ("largest_collection", 0, None, 1),
        ("largest_collection", 1, None, 1),
    ]


def test_no_coin_for_the_largest_collection_when_every_collection_is_empty() -> None:
    done = ended(["A9", "W2"], ["", ""])
    assert not [a for a in awards(done) if a[0] == "largest_collection"]
    assert [a[0] for a in awards(done) if a[0] == "element_unclaimed"] == ["element_unclaimed"] * 4


def token_of(done, element):
    return [a for a in awards(done) if a[2] is element and a[0] != "hand_over_element"]


def test_most_cards_of_an_element_take_its_token() -> None:
    done = ended(["A9", "A2", "A3"], ["W2 W3", "W9", ""])
    assert token_of(done, W) == [("element_token", 0, W, 0)]
    assert W in done.elements[0]


def test_a_tie_in_number_goes_to_the_highest_card_with_the_ace_highest() -> None:
    done = ended(["A9", "A2"], ["W9 W5", "WA W2"])
    assert token_of(done, W) == [("element_token", 1, W, 0)]
    # equal highest cards: the next ones decide
    done = ended(["A9", "A2"], ["WK W5", "WK W3"])
    assert token_of(done, W) == [("element_token", 0, W, 0)]


def test_a_full_tie_gives_the_token_to_nobody_and_only_holders_compete() -> None:
    done = ended(["A9", "A2", "A3"], ["WK W5", "WK W5", "FA"])
    assert token_of(done, W) == [("element_unclaimed", None, W, 0)]
    assert done.hand_results[-1].awards[-4].reason in ("tie", "no_cards")
    assert token_of(done, F) == [("element_token", 2, F, 0)]
    unclaimed = {a.element: a.reason for a in done.hand_results[-1].awards if a.seat is None}
    assert unclaimed == {W: "tie", A: "no_cards", E: "no_cards"}


def test_an_element_already_held_gives_a_coin_instead_judged_after_the_hand_over() -> None:
    done = ended(["A9", "A2 A3"], ["W2 F2", ""], elements=[(W, F), ()])
    # seat 0 has fewer cards: no hand-over; W and F already held: a coin each
    assert token_of(done, W) == [("element_coin", 0, W, 1)]
    assert token_of(done, F) == [("element_coin", 0, F, 1)]
    # seat 1 hands over its only element (fire), then wins fire back: the token again
    done = ended(["A9", "A2 A3"], ["", "F2"], elements=[(), (F,)])
    assert awards(done)[0] == ("hand_over_element", 1, F, 0)
    assert token_of(done, F) == [("element_token", 1, F, 0)]


def test_four_elements_become_an_amulet() -> None:
    done = ended(["A9", "A2 A3"], ["E2", ""], elements=[(W, A, F), ()])
    got = awards(done)
    assert ("element_token", 0, E, 0) in got and got[-1] == ("amulet", 0, None, 0)
    assert done.hand_results[-1].standings[0] == ((), 1, 1)  # a coin for the largest collection


def test_four_coins_buy_an_element_of_the_players_choice() -> None:
    state = ended(["A9", "A2 A3"], ["", ""], elements=[(W,), ()], coins=[5, 0])
    assert state.phase is Phase.BUY and GAME.seats_to_act(state) == (0,)
    prompt = GAME.prompt(state, 0)
    assert isinstance(prompt, ChooseOne) and prompt.key == "choose_element_to_buy"
    assert prompt.options == (BUY[A], BUY[E], BUY[F])
    assert GAME.view(state, 1).collections == ((), ())  # shown by now
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, BUY[W])
    assert refused.value.message.key == "element_held"
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, BuyElement("gold"))  # type: ignore[arg-type]
    assert refused.value.message.key == "no_such_element"
    done = play(state, 0, BUY[E])
    assert awards(done)[-1] == ("element_bought", 0, E, -4)
    assert done.hand_results[-1].standings[0] == ((W, E), 1, 0)


def test_exchanges_repeat_and_the_only_lacking_element_is_bought_without_asking() -> None:
    # 8 coins and three elements: the fourth is bought, an amulet made, then a choice
    state = ended(["A9", "A2 A3"], ["", ""], elements=[(W, A, E), ()], coins=[8, 0])
    assert awards(state)[-2:] == [("element_bought", 0, F, -4), ("amulet", 0, None, 0)]
    assert state.phase is Phase.BUY
    done = play(state, 0, BUY[A])
    assert done.hand_results[-1].standings[0] == ((A,), 0, 1)


def test_two_amulets_win_with_three_players_and_one_with_four() -> None:
    hands = ["A9", "A2 A3", "A4 A5"]
    three = ended(hands, ["E2", "", ""], elements=[(W, A, F), (), ()], amulets=[1, 0, 0])
    assert GAME.result(three).winners == (0,)
    assert GAME.result(three).scores == (2, 0, 0)
    not_yet = ended(hands, ["E2", "", ""], elements=[(W, A, F), (), ()])
    assert GAME.result(not_yet) is None and not_yet.hand_number == 2
    four = ended([*hands, "AK AQ"], ["E2", "", "", ""], elements=[(W, A, F), (), (), ()])
    assert GAME.result(four).winners == (0,)
    assert "game_won" in keys(four, 3)


def test_simultaneous_winners_compare_amulets_then_elements_then_coins() -> None:
    hands = ["A9", "A2", "A4 A5", "AK AQ"]
    elements = [(W, A, F), (W, A, E), (), ()]
    # both complete their elements (earth, fire) and tie on everything: shared
    done = ended(hands, ["E2", "F4", "", ""], elements=elements)
    assert GAME.result(done).winners == (0, 1)
    assert done.hand_results[-1].standings[0] == done.hand_results[-1].standings[1] == ((), 1, 1)
    # one more coin decides
    done = ended(hands, ["E2", "F4", "", ""], elements=elements, coins=[0, 2, 0, 0])
    assert GAME.result(done).winners == (1,)
    # an element more decides before coins: seat 1 buys one after its amulet
    state = ended(hands, ["E2", "F4", "", ""], elements=elements, coins=[2, 3, 0, 0])
    assert state.phase is Phase.BUY and state.turn_seat == 1
    done = play(state, 1, BUY[W])
    standings = done.hand_results[-1].standings
    assert standings[0] == ((), 3, 1) and standings[1] == ((W,), 0, 1)
    assert GAME.result(done).winners == (1,)


def test_the_tie_rule_itself() -> None:
    from macaron_desktop.games.macarena.rules import game_winners

    none = (frozenset(), frozenset(), frozenset())
    assert game_winners((1, 1, 0), none, (2, 2, 0), 1) == (0, 1)
    assert game_winners((1, 2, 0), none, (0, 0, 9), 1) == (1,)
    assert game_winners((1, 1, 0), (frozenset({W}), frozenset(), frozenset()), (0, 3, 0), 1) == (0,)
    assert game_winners((1, 1, 0), none, (1, 3, 0), 1) == (1,)
    assert game_winners((1, 0, 0), none, (9, 9, 9), 2) == ()
