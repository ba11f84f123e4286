"""Laying a series: each kind of link, K-A, mirrors, what stays and what is collected."""

from __future__ import annotations

import pytest

from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.macarena import GAME
from macaron_desktop.games.macarena.actions import (
    CHOOSE_WELL,
    FINISH,
    LAY,
    PASS,
    TAKE_BACK,
    FinishSeries,
    LayCard,
)
from macaron_desktop.games.macarena.cards import ALL_CARDS
from macaron_desktop.games.macarena.series import links
from macaron_desktop.games.macarena.state import Phase

from .helpers import C, cards, play, table


def lay(state, seat, text):
    return play(state, seat, *(LAY[c] for c in cards(text)))


def laid_on_well_0(top: str, hand: str, series: str):
    state = table([hand, "AK AQ AJ"], wells=(top, "A3", "E6", "F9", "WQ", "A8", "EK"), pile="E2 E3")
    state = play(state, 0, CHOOSE_WELL[0])
    return lay(state, 0, series)


def test_same_rank_in_another_element_links() -> None:
    state = laid_on_well_0("W5", "F5 E5 A9", "F5 E5")
    done = play(state, 0, FINISH)
    assert done.wells[0] == cards("W5 E5")
    assert done.collections[0] == cards("F5")


def test_same_element_one_rank_up_or_down_links_and_may_turn_back() -> None:
    state = laid_on_well_0("W5", "W6 W4 W3 A9", "W4 W3")
    assert play(state, 0, FINISH).wells[0][-1] == C("W3")
    # a run may turn back: top W5, then W6, then the other W5 (not next to its twin)
    turned = laid_on_well_0("W5", "W6 W5 A9", "W6 W5")
    done = play(turned, 0, FINISH)
    assert done.wells[0][-1] == C("W5") and done.collections[0] == cards("W6")
    assert done.macas[0] == () and not done.turns[-1].mirror


def test_links_mix_pair_by_pair() -> None:
    # W5 F5 W5 on a top A5: same rank, another element, at every link
    state = laid_on_well_0("A5", "W5 F5 W5 E9", "W5 F5 W5")
    done = play(state, 0, FINISH)
    assert done.collections[0] == cards("W5 F5") and done.wells[0][-1] == C("W5")
    assert not done.turns[-1].mirror


@pytest.mark.parametrize(("top", "first", "second"), [("WK", "WA", "W2"), ("WA", "WK", "WQ")])
def test_king_and_ace_connect_both_ways(top: str, first: str, second: str) -> None:
    state = laid_on_well_0(top, f"{first} {second} A9", f"{first} {second}")
    assert play(state, 0, FINISH).wells[0][-1] == C(second)


def test_a_card_that_does_not_link_is_refused_with_the_reason() -> None:
    state = laid_on_well_0("W5", "W6 F8 A9", "W6")
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, LayCard(C("F8")))
    assert refused.value.message.key == "not_linked"
    assert refused.value.message.params == {"card": C("F8"), "after": C("W6")}
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, LayCard(C("E1")))
    assert refused.value.message.key == "not_in_hand"


def test_a_well_no_card_fits_cannot_be_chosen() -> None:
    state = table(["F8 A9", "AK"], wells=("W5", "A3", "E6", "F9", "WQ", "A8", "EK"), pile="E2")
    assert CHOOSE_WELL[0] not in GAME.legal_actions(state, 0)
    assert CHOOSE_WELL[3] in GAME.legal_actions(state, 0)  # F8 on F9
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, CHOOSE_WELL[0])
    assert refused.value.message.key == "nothing_fits"


def test_one_card_becomes_the_top_and_nothing_is_collected() -> None:
    done = play(laid_on_well_0("W5", "W6 A9", "W6"), 0, FINISH)
    assert done.wells[0] == cards("W5 W6") and done.collections[0] == ()


def test_several_cards_leave_the_last_on_the_well_and_collect_the_rest() -> None:
    done = play(laid_on_well_0("W1", "W2 W3 W4 A9", "W2 W3 W4"), 0, FINISH)
    assert done.wells[0] == cards("W1 W4") and done.collections[0] == cards("W2 W3")
    assert done.hands[0] == cards("A9") and done.turn_seat == 1  # the next player's turn


def test_a_lone_mirror_is_collected_and_the_top_stays() -> None:
    state = laid_on_well_0("W5", "W5 A9", "W5")
    assert [a for a in GAME.legal_actions(state, 0) if isinstance(a, LayCard)] == []
    done = play(state, 0, FINISH)
    assert done.wells[0] == cards("W5")
    assert done.collections[0] == cards("W5")
    assert done.macas[0] == (0,)
    # the mirror turn follows at once: the same player, a card drawn
    assert done.turn_seat == 0 and done.mirror_turn and done.hands[0] == cards("A9 E2")


def test_a_mirror_at_the_end_of_a_series_stays_on_the_well() -> None:
    done = play(laid_on_well_0("W4", "W5 W5 A9", "W5 W5"), 0, FINISH)
    assert done.wells[0] == cards("W4 W5") and done.collections[0] == cards("W5")
    assert done.turns[-1].mirror and done.macas[0] == (0,) and done.mirror_turn


def test_a_mirror_must_be_the_last_card() -> None:
    state = laid_on_well_0("W4", "W5 W5 W6 A9", "W5 W5")
    assert GAME.legal_actions(state, 0) == [FINISH, TAKE_BACK]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, LayCard(C("W6")))
    assert refused.value.message.key == "mirror_must_be_last"


def test_a_card_identical_to_the_top_can_only_be_played_alone() -> None:
    state = laid_on_well_0("W5", "W5 W6 A9", "W5")
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, LayCard(C("W6")))
    assert refused.value.message.key == "mirror_must_be_last"


def test_the_legal_list_is_exactly_the_cards_that_extend_the_series() -> None:
    hand = "W5 W6 F6 E6 A7 W9 WK W5"
    state = laid_on_well_0("W4", hand, "W5")
    for step in ("W6", "F6"):
        offered = {a.card for a in GAME.legal_actions(state, 0) if isinstance(a, LayCard)}
        last = state.series[-1]
        wanted = {c for c in ALL_CARDS if c in state.hands[0] and links(last, c)}
        assert offered == wanted
        assert FINISH in GAME.legal_actions(state, 0)
        state = lay(state, 0, step)
    # after W5 W6 F6: E6 (same rank), W6 is used up, F5/F7 are not in the hand
    assert {a.card for a in GAME.legal_actions(state, 0) if isinstance(a, LayCard)} == {C("E6")}


def test_take_back_returns_the_last_card_then_the_well() -> None:
    state = laid_on_well_0("W4", "W5 W6 A9", "W5 W6")
    state = play(state, 0, TAKE_BACK)
    assert state.series == cards("W5") and C("W6") in state.hands[0]
    state = play(state, 0, TAKE_BACK, TAKE_BACK)
    assert state.phase is Phase.TURN and state.well is None
    assert state.hands[0] == cards("W5 W6 A9")
    assert PASS in GAME.legal_actions(state, 0)


def test_finishing_needs_a_card_and_steps_come_in_order() -> None:
    state = table(["W2 A9", "AK"], wells=("W1", "A3", "E6", "F9", "WQ", "A8", "EK"), pile="E2")
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, LayCard(C("W2")))
    assert refused.value.message.key == "wrong_step"
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 1, PASS)
    assert refused.value.message.key == "not_your_turn"
    chosen = play(state, 0, CHOOSE_WELL[0])
    assert FINISH not in GAME.legal_actions(chosen, 0)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(chosen, 0, FinishSeries())
    assert refused.value.message.key == "series_empty"
