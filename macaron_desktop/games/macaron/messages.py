"""Every message key the Macaron rules produce, with its values, for the GUI to translate.

Rules never return prose. Three kinds of messages:

* reasons an action is refused (:data:`ILLEGAL_ACTIONS`): ``IllegalAction(key, **params)``
  raised by ``apply`` (the exception's ``message`` is a ``core.messages.Message``). Values
  are plain: flavours by their lower-case names (``"green_tea"``), groups ``"A"``-``"D"``,
  a card as ``flavor`` + ``rank``;
* events (:data:`EVENTS`): ``core.game.Event`` values, each with the seats that may see it
  (``audience``, ``None`` for everyone); ``view.events`` (this round) and
  ``view.earlier_events`` (finished rounds) hold those the view's seat may see, for
  animations and the game log. Values are typed: ``Card``, ``Flavor``, ``Group``, ints,
  tuples; a seat is an int from 0;
* prompts (:data:`PROMPTS`): the key of the ``ChooseCards`` / ``ChooseOne`` that
  ``prompt(state, seat)`` returns, with its ``params``.

``None`` where noted. Events listed as private are seen by the seats named; a seat's log
never holds an event it may not see.
"""

from __future__ import annotations

from macaron_desktop.core.flow import common_refusals

from .cards import Flavor, Group

#: key -> (params, what it means): the kit's refusals (``core.flow.common_refusals``: the game
#: is over, not a Macaron action, not this seat's turn, not in this phase, whose ``step``
#: is a ``Phase`` value), then Macaron's own
ILLEGAL_ACTIONS: dict[str, tuple[tuple[str, ...], str]] = {
    **common_refusals(),
    # the passing step's refusal for a seat that has chosen (``waiting_refusal``)
    "already_passed": (("seat",), "this seat has already chosen its two cards to pass"),
    "not_in_hand": (("flavor", "rank"), "the card is not in the hand (flavour may be None)"),
    "must_follow": (("flavor",), "you must follow the led flavour"),
    "pass_two_cards": (("count",), "pass exactly two different cards (count = different given)"),
    "discard_one_or_two": (("count",), "discard one or two different cards"),
    "group_not_in_play": (("group",), "that group is not on the table in this mode"),
    "flavor_not_in_play": (("flavor",), "that flavour is not on the table in this mode"),
    "bad_vote_target": ((), "a token goes on a group or a flavour"),
    "no_such_token": (("value",), "you hold no unplaced voting token of that value"),
    "bet_out_of_range": (
        ("value", "low", "high"),
        "bets are rows 1-5 (standard side) or columns 0-8 (advanced side)",
    ),
    "emma_plays_pile": (("pile",), "Emma's rules make her play from this pile"),
    "emma_only": ((), "only Emma plays from piles"),
}

#: key -> (params, what happened)
EVENTS: dict[str, tuple[tuple[str, ...], str]] = {
    "round_started": (("round", "start_seat"), "a round begins; start_seat starts it"),
    "cards_dealt": (
        ("hand_sizes", "undealt", "deck"),
        "cards dealt: per-seat counts, face-down cards set aside, solo draw deck size",
    ),
    "pass_started": (("direction",), "choose two cards to pass; direction 'left' or 'right'"),
    "seat_passed": (("seat",), "a seat has chosen its two cards (which ones stays hidden)"),
    "cards_passed": (("direction",), "every seat has chosen: the cards move together"),
    "cards_given": (
        ("from_seat", "to_seat", "cards"),
        "private to the two seats: the two cards (Card) from_seat passed to to_seat",
    ),
    "discard_started": (("seat",), "solo: the player discards one or two cards"),
    "cards_discarded": (("seat", "count"), "solo: count cards discarded and as many drawn"),
    "cards_drawn": (
        ("seat", "discarded", "drawn"),
        "solo, private to the player: the cards (Card) discarded and those drawn",
    ),
    "emma_piles_built": (
        ("sizes",),
        "solo: Emma's piles are built; sizes = ((Flavor, count), ...) in pile order",
    ),
    "royal_choice_started": (("seat",), "2P/3P: this seat chooses the Royal group"),
    "royal_chosen": (
        ("group", "seat", "by"),
        "the Royal Group; by 'chooser' (seat), 'votes' or 'emma_piles' (seat None)",
    ),
    "allergen_choice_started": (("seat",), "this seat chooses the Allergen flavour"),
    "allergen_chosen": (
        ("flavor", "seat", "by"),
        "the Allergen Flavor (None: no Allergen this round); by 'chooser' (seat) or 'votes'",
    ),
    "voting_started": (("seat", "tokens_each"), "4P+: tokens dealt; seat places the first"),
    "vote_placed": (
        ("seat", "target", "kind"),
        "a token placed face down on target (Group or Flavor); kind 'royal' or 'allergen' "
        "(its value: in the placer's view.votes until the reveal)",
    ),
    "votes_revealed": (
        ("votes", "royal_group", "allergen"),
        "all tokens turned up: votes = (Vote(seat, value, target), ...) in placing order; "
        "the Royal Group and the Allergen Flavor (or None)",
    ),
    "betting_started": (("seat",), "bets: seat decides first"),
    "bet_placed": (
        ("seat", "row_or_column", "side"),
        "a betting token placed on a row (standard side) or column (advanced side)",
    ),
    "bet_skipped": (("seat",), "a seat does not bet"),
    "tricks_started": (("leader",), "the tricks begin; leader leads the first"),
    "card_played": (
        ("seat", "card", "counts_as", "pile"),
        "a Card played (public, Emma's turned up too); counts_as: the Flavor it counts as; "
        "pile: Emma's pile (Flavor) or None",
    ),
    "trick_won": (
        ("seat", "boxes", "reason", "royal", "card", "total"),
        "seat wins the trick with card and gains boxes (total now); reason: "
        "'plain' (1 box), 'one' (won with a 1: 3 boxes), 'allergen' (an Allergen card and "
        "no 2: no boxes), 'two_cancels_allergen' (a 2 saved the boxes); royal: a Royal "
        "card beat a non-Royal lead",
    ),
    "round_ended": (
        ("round", "reason", "boxes"),
        "reason 'eight_boxes' (someone holds 8 or more) or 'hands_empty'",
    ),
    "round_scored": (
        (
            "round",
            "boxes",
            "rows",
            "bets",
            "bet_hits",
            "track_vp",
            "bet_vp",
            "emma_bonus",
            "vp",
            "scores",
        ),
        "per seat (tuples): boxes, track row, bet, hit (True/False/None), VP from the "
        "track and the bet, VP gained; Emma's bonus for missed solo bets; scores after "
        "the round (per team in 2V2)",
    ),
    "game_over": (("scores", "winners"), "final scores; winners share the victory (tuples)"),
}

#: key -> (prompt type, params, what the seat is asked)
PROMPTS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "choose_pass": (
        "ChooseCards",
        ("direction", "to_seat"),
        "two cards from the hand to pass to to_seat ('left' or 'right')",
    ),
    "choose_discard": ("ChooseCards", (), "solo: one or two cards from the hand to discard"),
    "choose_royal": ("ChooseOne", (), "the Royal group: options are ChooseRoyal actions"),
    "choose_allergen": (
        "ChooseOne",
        ("royal_group",),
        "the Allergen flavour: options are ChooseAllergen actions",
    ),
    "place_vote": (
        "ChooseOne",
        ("tokens",),
        "a token (value from tokens) and where it goes: options are PlaceVote actions",
    ),
    "choose_bet": (
        "ChooseOne",
        ("side",),
        "a row ('standard' side) or column ('advanced'): options are Bet actions and SkipBet",
    ),
}


def card_refusal_params(card: object) -> dict[str, object]:
    """``flavor`` and ``rank`` of a refusal about a card (``None`` for what is no card)."""
    flavor = getattr(card, "flavor", None)
    rank = getattr(card, "rank", None)
    return {
        "flavor": flavor.value if isinstance(flavor, Flavor) else None,
        "rank": rank if isinstance(rank, int) else None,
    }


def enum_value(value: object) -> object:
    """A flavour's or group's value for a refusal; ``repr`` of anything else."""
    return value.value if isinstance(value, (Flavor, Group)) else repr(value)


__all__ = ["EVENTS", "ILLEGAL_ACTIONS", "PROMPTS", "card_refusal_params", "enum_value"]
