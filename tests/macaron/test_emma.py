"""Emma's lead and follow rules (RULINGS 1.7), case by case."""

from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.macaron import GAME, EmmaPlay, PlayCard
from macaron_desktop.games.macaron.cards import Flavor, Group
from macaron_desktop.games.macaron.emma import choose_pile

from .helpers import C, play_state

AL, PI, ST, BL, GT = (
    Flavor.ALMOND,
    Flavor.PISTACHIO,
    Flavor.STRAWBERRY,
    Flavor.BLUEBERRY,
    Flavor.GREEN_TEA,
)
FIVE = (AL, PI, ST, BL, GT)
ROYAL_B = {ST, BL}


def piles(*open_piles):
    return [(f, 2 if f in open_piles else 0) for f in FIVE]


def test_lead_leftmost_neither_royal_nor_allergen():
    # The seed's example: Royal B, Allergen almond -> pistachio.
    assert choose_pile(piles(*FIVE), ROYAL_B, AL, None, ST) is PI


def test_lead_after_allergen_led_trick_leftmost_non_royal_even_the_allergen():
    assert choose_pile(piles(*FIVE), ROYAL_B, AL, None, AL) is AL


def test_lead_fallbacks():
    # only Allergen and Royal piles left: leftmost non-Royal (the Allergen)
    assert choose_pile(piles(AL, ST), ROYAL_B, AL, None, ST) is AL
    # only Royal piles: leftmost pile
    assert choose_pile(piles(BL, ST), ROYAL_B, AL, None, ST) is ST
    # no Allergen this round
    assert choose_pile(piles(*FIVE), ROYAL_B, None, None, AL) is AL


def test_follow_led_flavour_if_possible():
    assert choose_pile(piles(*FIVE), ROYAL_B, AL, BL, None) is BL


def test_cannot_follow_royal_lead_allergen_then_non_royal_then_leftmost():
    assert choose_pile(piles(PI, ST, GT), ROYAL_B, GT, BL, None) is GT
    assert choose_pile(piles(PI, ST, AL), ROYAL_B, GT, BL, None) is AL
    assert choose_pile(piles(ST), ROYAL_B, GT, BL, None) is ST


def test_cannot_follow_non_royal_lead_royal_then_allergen_then_leftmost():
    assert choose_pile(piles(PI, BL, GT), ROYAL_B, GT, AL, None) is BL
    assert choose_pile(piles(PI, GT), ROYAL_B, GT, AL, None) is GT
    assert choose_pile(piles(PI, GT), ROYAL_B, AL, ST, None) is PI  # royal led, no allergen pile
    assert choose_pile(piles(GT, PI), ROYAL_B, ST, AL, None) is PI


def test_emma_seat_has_exactly_one_action_and_plays_the_top_card():
    state = play_state(
        "solo",
        ["almond 5, pistachio 2", ()],
        royal=Group.B,
        allergen=Flavor.GREEN_TEA,
        piles={AL: [C("strawberry", 6), C("almond", 3)], PI: [C("pistachio", 4)]},
    )
    state = GAME.apply(state, 0, PlayCard(C("almond", 5)))
    assert GAME.legal_actions(state, 1) == [EmmaPlay(AL)]
    view = GAME.view(state, 0)
    assert view.emma_pile_sizes[0] == (AL, 2)
    try:
        GAME.apply(state, 1, EmmaPlay(PI))
    except IllegalAction as refused:
        assert refused.message.key == "emma_plays_pile"
        assert refused.message.params == {"pile": "almond"}
    else:
        raise AssertionError("Emma must play her rules' pile")
    state = GAME.apply(state, 1, EmmaPlay(AL))
    trick = state.round.tricks[-1]
    # Emma's top card was a printed strawberry 6: it counts as almond 6 and wins.
    assert trick.plays[1].card == C("strawberry", 6)
    assert trick.plays[1].flavor is AL
    assert trick.winner == 1
    assert state.round.piles[0] == (C("almond", 3),)


def test_emma_leads_after_winning_and_player_must_follow_her_pile_flavour():
    state = play_state(
        "solo",
        ["almond 5, pistachio 2, green_tea 3", ()],
        royal=Group.B,
        allergen=Flavor.ALMOND,
        leader=1,
        previous_led=Flavor.STRAWBERRY,
        piles={PI: [C("green_tea", 7)], AL: [C("almond", 1)]},
    )
    # not after an Allergen lead: leftmost pile neither Royal nor Allergen -> pistachio
    assert GAME.legal_actions(state, 1) == [EmmaPlay(PI)]
    state = GAME.apply(state, 1, EmmaPlay(PI))
    # the green tea card counts as pistachio: the player must follow pistachio
    assert GAME.legal_actions(state, 0) == [PlayCard(C("pistachio", 2))]


def test_player_cannot_play_for_emma_and_emma_cannot_play_cards():
    state = play_state(
        "solo", ["almond 5", ()], royal=Group.B, allergen=GT, piles={AL: [C("almond", 3)]}
    )
    try:
        GAME.apply(state, 0, EmmaPlay(AL))
    except IllegalAction as refused:
        assert refused.message.key == "emma_only"
    state = GAME.apply(state, 0, PlayCard(C("almond", 5)))
    try:
        GAME.apply(state, 1, PlayCard(C("almond", 3)))
    except IllegalAction as refused:
        assert refused.message.key == "emma_plays_pile"
    else:
        raise AssertionError("Emma plays piles, not cards")
