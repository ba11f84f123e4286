"""Every message key the La Macarena rules produce, with its values, for the GUI to translate.

Rules return no prose. Four kinds of keys:

* refusals: ``IllegalAction(key, **params)`` raised by ``apply`` (``exc.message``);
* events: ``core.game.Event`` values in ``view.events`` (each seat sees its own);
* awards: the ``kind`` of each end-of-hand :class:`~.state.Award` (each is also an event);
* prompts: the ``key`` of the ``ChooseOne`` prompts.

Value conventions: seats and wells are ints from 0; a card is a ``cards.Card``, an
element an ``Element`` (their ``.value`` is ``"water-5"`` / ``"water"``).
"""

from __future__ import annotations

#: key -> (params, why the action is refused)
ILLEGAL_ACTIONS: dict[str, tuple[tuple[str, ...], str]] = {
    "game_over": ((), "the game is over"),
    "unknown_action": (("action",), "not a La Macarena action at all"),
    "not_your_turn": (("seat",), "this seat may not act now"),
    "wrong_step": (("step", "action"), "this kind of action does not fit the current step"),
    "no_such_well": (("well",), "wells are numbered 0 to 6"),
    "well_protected": (
        ("well", "owners"),
        "another player's Maca protects that well (only a mirror turn may play there)",
    ),
    "nothing_fits": (("well",), "no card in the hand links to that well's top card"),
    "not_in_hand": (("card",), "the card is not in the hand"),
    "mirror_must_be_last": (("card",), "a mirror must be the last card of a series"),
    "not_linked": (
        ("card", "after"),
        "the card neither has the rank of the card before in another element, nor is one"
        " rank up or down in its element, nor is identical to it",
    ),
    "series_empty": ((), "lay at least one card before finishing the series"),
    "no_maca_there": (("well",), "none of the player's Macas stands on that well"),
    "element_not_held": (("element",), "the player holds no token of that element"),
    "element_held": (("element",), "coins buy an element the player lacks"),
    "no_such_element": (("element",), "not one of the four elements"),
}

#: key -> (params, what happened)
EVENTS: dict[str, tuple[tuple[str, ...], str]] = {
    "hand_started": (("hand", "start_seat"), "a hand is dealt; start_seat plays first"),
    "card_drawn": (
        ("seat", "mirror_turn", "deck"),
        "a turn (or a mirror turn) begins: the seat draws a card; deck = cards left",
    ),
    "you_drew": (("card",), "only to the drawer: the card drawn"),
    "well_chosen": (("seat", "well"), "the seat starts a series on that well"),
    "card_laid": (("seat", "well", "card"), "the next card of the series being built"),
    "card_taken_back": (("seat", "card"), "the last card of the series goes back to the hand"),
    "well_given_up": (("seat", "well"), "the choice of well is taken back"),
    "series_laid": (
        ("seat", "well", "cards", "mirror", "collected"),
        "the series is committed: collected = cards that went to the collection",
    ),
    "maca_placed": (("seat", "well"), "a mirror: the seat's Maca enchants the well"),
    "maca_moved": (("seat", "from_well", "well"), "all seven were out: one Maca moves"),
    "maca_stays": (("seat", "well"), "all seven Macas already stand on that well"),
    "passed": (("seat",), "the seat passes"),
    "macas_returned": (("seat", "wells"), "a pass: the seat's Macas leave these wells"),
    "all_wells_enchanted": (
        ("seat",),
        "a Maca of the seat on every well: La Macarena's apprentice",
    ),
    "hand_ended": (
        ("reason", "seat", "hand_sizes"),
        "reason 'deck_empty' or 'left' (seat = who left, else None)",
    ),
    "hand_over_started": (("seats",), "these seats choose an element to hand over"),
    "hand_over_chosen": (("seat",), "the seat has chosen (what stays hidden until all have)"),
    "you_chose": (("element",), "only to the chooser: the element they will hand over"),
    "collections_shown": (("collections",), "every collection is turned face up"),
    "game_won": (("seats", "by"), "the game is over; by 'amulets' or 'all_wells'"),
}

#: award kind (also an event key, with params seat, element, coins, reason) -> meaning
AWARDS: dict[str, str] = {
    "hand_over_element": "most cards in hand: the seat hands over that element",
    "hand_over_coins": "most cards in hand, no element: the seat hands over all its coins",
    "hand_over_nothing": "most cards in hand, but nothing (or only amulets) to hand over",
    "maca_coins": "one coin per active Maca",
    "largest_collection": "one coin for the largest collection (every tied player)",
    "left_the_hand": "one coin for running out of cards",
    "element_token": "most cards of the element: its token",
    "element_coin": "most cards of an element already held: a coin instead",
    "element_unclaimed": "nobody takes the element (reason 'no_cards' or 'tie')",
    "amulet": "four different elements become an amulet",
    "element_bought": "four coins become an element",
}

#: prompt key -> (params, what the seat is asked)
PROMPTS: dict[str, tuple[tuple[str, ...], str]] = {
    "choose_maca_to_move": (("well",), "which well gives up a Maca for the mirror on well"),
    "choose_element_to_hand_over": ((), "which element token to hand over"),
    "choose_element_to_buy": (("coins",), "which element four coins buy"),
}
