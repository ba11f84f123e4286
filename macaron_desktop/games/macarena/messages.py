"""Every message key the La Macarena rules produce, with its values, for the GUI to translate.

Rules return no prose. :data:`MESSAGES` lists every key once, with its kind:

* ``"refusal"``: ``IllegalAction(key, **params)`` raised by ``apply`` (``exc.message``);
* ``"event"``: ``core.game.Event`` values in ``view.events`` (each seat sees its own);
* ``"award"``: the ``kind`` of each end-of-hand :class:`~.state.Award` (each is also an
  event, with the values ``seat``, ``element``, ``coins``, ``reason``);
* ``"prompt"``: the ``key`` of the ``ChooseOne`` prompts.

A key names one message whatever its kind, so the table's texts can word any key alone.
The tables of one kind (:data:`ILLEGAL_ACTIONS`, :data:`EVENTS`, :data:`AWARDS`,
:data:`PROMPTS`) are drawn from it.

Value conventions: seats and wells are ints from 0; a card is a ``cards.Card``, an
element an ``Element`` (their ``.value`` is ``"water-5"`` / ``"water"``).
"""

from __future__ import annotations

from typing import NamedTuple

from macaron_desktop.core.flow import common_refusals


class Key(NamedTuple):
    """One message key: its kind, the names of its values, and what it means."""

    kind: str
    params: tuple[str, ...]
    meaning: str


#: the values of every award
_AWARD = ("seat", "element", "coins", "reason")

#: every message key the rules produce -> its kind, values and meaning
MESSAGES: dict[str, Key] = {
    # -- refusals: ``IllegalAction(key, **params)`` raised by ``apply``
    # the kit's (``core.flow.common_refusals``): the game is over, not a La Macarena action,
    # not this seat's step, not an action of this step (``step``: a ``Phase`` value)
    **{
        key: Key("refusal", params, meaning) for key, (params, meaning) in common_refusals().items()
    },
    "no_such_well": Key("refusal", ("well",), "wells are numbered 0 to 6"),
    "well_protected": Key(
        "refusal",
        ("well", "owners"),
        "another player's Maca protects that well (only a mirror turn may play there)",
    ),
    "nothing_fits": Key("refusal", ("well",), "no card in the hand links to that well's top card"),
    "not_in_hand": Key("refusal", ("card",), "the card is not in the hand"),
    "mirror_must_be_last": Key("refusal", ("card",), "a mirror must be the last card of a series"),
    "not_linked": Key(
        "refusal",
        ("card", "after"),
        "the card neither has the rank of the card before in another element, nor is one rank up or down in its element, nor is identical to it",
    ),
    "series_empty": Key("refusal", (), "lay at least one card before finishing the series"),
    "no_maca_there": Key("refusal", ("well",), "none of the player's Macas stands on that well"),
    "element_not_held": Key("refusal", ("element",), "the player holds no token of that element"),
    "element_held": Key("refusal", ("element",), "coins buy an element the player lacks"),
    "no_such_element": Key("refusal", ("element",), "not one of the four elements"),
    # -- events: ``Event`` values in ``view.events`` (each seat sees its own)
    "hand_started": Key("event", ("hand", "start_seat"), "a hand is dealt; start_seat plays first"),
    "card_drawn": Key(
        "event",
        ("seat", "mirror_turn", "deck"),
        "a turn (or a mirror turn) begins: the seat draws a card; deck = cards left",
    ),
    "you_drew": Key("event", ("card",), "only to the drawer: the card drawn"),
    "well_chosen": Key("event", ("seat", "well"), "the seat starts a series on that well"),
    "card_laid": Key("event", ("seat", "well", "card"), "the next card of the series being built"),
    "card_taken_back": Key(
        "event", ("seat", "card"), "the last card of the series goes back to the hand"
    ),
    "well_given_up": Key("event", ("seat", "well"), "the choice of well is taken back"),
    "series_laid": Key(
        "event",
        ("seat", "well", "cards", "mirror", "collected"),
        "the series is committed: collected = cards that went to the collection",
    ),
    "maca_placed": Key("event", ("seat", "well"), "a mirror: the seat's Maca enchants the well"),
    "maca_moved": Key("event", ("seat", "from_well", "well"), "all seven were out: one Maca moves"),
    "maca_stays": Key("event", ("seat", "well"), "all seven Macas already stand on that well"),
    "passed": Key("event", ("seat",), "the seat passes"),
    "macas_returned": Key("event", ("seat", "wells"), "a pass: the seat's Macas leave these wells"),
    "all_wells_enchanted": Key(
        "event", ("seat",), "a Maca of the seat on every well: La Macarena's apprentice"
    ),
    "hand_ended": Key(
        "event",
        ("reason", "seat", "hand_sizes"),
        "reason 'deck_empty' or 'left' (seat = who left, else None)",
    ),
    "hand_over_started": Key("event", ("seats",), "these seats choose an element to hand over"),
    "hand_over_chosen": Key(
        "event", ("seat",), "the seat has chosen (what stays hidden until all have)"
    ),
    "you_chose": Key("event", ("element",), "only to the chooser: the element they will hand over"),
    "collections_shown": Key("event", ("collections",), "every collection is turned face up"),
    "game_won": Key("event", ("seats", "by"), "the game is over; by 'amulets' or 'all_wells'"),
    # -- awards: the ``kind`` of each end-of-hand ``Award``; each is also an event
    "hand_over_element": Key(
        "award", _AWARD, "most cards in hand: the seat hands over that element"
    ),
    "hand_over_coins": Key(
        "award", _AWARD, "most cards in hand, no element: the seat hands over all its coins"
    ),
    "hand_over_nothing": Key(
        "award", _AWARD, "most cards in hand, but nothing (or only amulets) to hand over"
    ),
    "maca_coins": Key("award", _AWARD, "one coin per active Maca"),
    "largest_collection": Key(
        "award", _AWARD, "one coin for the largest collection (every tied player)"
    ),
    "left_the_hand": Key("award", _AWARD, "one coin for running out of cards"),
    "element_token": Key("award", _AWARD, "most cards of the element: its token"),
    "element_coin": Key("award", _AWARD, "most cards of an element already held: a coin instead"),
    "element_unclaimed": Key(
        "award", _AWARD, "nobody takes the element (reason 'no_cards' or 'tie')"
    ),
    "amulet": Key("award", _AWARD, "four different elements become an amulet"),
    "element_bought": Key("award", _AWARD, "four coins become an element"),
    # -- prompts: the ``key`` of the ``ChooseOne`` prompts
    "choose_maca_to_move": Key(
        "prompt", ("well",), "which well gives up a Maca for the mirror on well"
    ),
    "choose_element_to_hand_over": Key("prompt", (), "which element token to hand over"),
    "choose_element_to_buy": Key("prompt", ("coins",), "which element four coins buy"),
}


def _of_kind(kind: str) -> dict[str, tuple[tuple[str, ...], str]]:
    return {key: (k.params, k.meaning) for key, k in MESSAGES.items() if k.kind == kind}


#: refusal key -> (params, why the action is refused)
ILLEGAL_ACTIONS = _of_kind("refusal")
#: event key -> (params, what happened)
EVENTS = _of_kind("event")
#: award kind -> meaning (its params are those of every award)
AWARDS: dict[str, str] = {key: meaning for key, (_, meaning) in _of_kind("award").items()}
#: prompt key -> (params, what the seat is asked)
PROMPTS = _of_kind("prompt")
