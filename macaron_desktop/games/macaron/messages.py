"""Every message key the Macaron rules produce, with its values, for the GUI to translate.

Rules never return prose. Two kinds of :class:`~macaron_desktop.core.messages.Message`:

* reasons an action is refused: ``IllegalAction(key, **params)`` raised by ``apply``
  (the exception's ``message`` attribute is the ``Message``);
* events: the public log of the game (``view.events`` for the current round,
  ``view.earlier_events`` for the finished ones), for animations and the game log.

Value conventions: seats are ints from 0; flavours are their lower-case names
(``"almond"``, ``"green_tea"``, ...); groups are ``"A"``-``"D"``; a card is given as
``flavor`` + ``rank``. ``None`` where noted.
"""

from __future__ import annotations

#: key -> (params, what it means)
ILLEGAL_ACTIONS: dict[str, tuple[tuple[str, ...], str]] = {
    "not_your_turn": (("seat",), "it is not this seat's turn"),
    "already_passed": (("seat",), "this seat has already chosen its two cards to pass"),
    "wrong_phase": (
        ("phase", "action"),
        "this kind of action (class name) does not fit the phase (a Phase value)",
    ),
    "game_over": ((), "the game is over"),
    "unknown_action": (("action",), "not a Macaron action at all"),
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
    "discard_started": (("seat",), "solo: the player discards one or two cards"),
    "cards_discarded": (("seat", "count"), "solo: count cards discarded and as many drawn"),
    "emma_piles_built": (("sizes",), "solo: Emma's piles are built; sizes maps flavour -> count"),
    "royal_choice_started": (("seat",), "2P/3P: this seat chooses the Royal group"),
    "royal_chosen": (
        ("group", "seat", "by"),
        "the Royal group; by 'chooser' (seat), 'votes' or 'emma_piles' (seat None)",
    ),
    "allergen_choice_started": (("seat",), "this seat chooses the Allergen flavour"),
    "allergen_chosen": (
        ("flavor", "seat", "by"),
        "the Allergen (None: no Allergen this round); by 'chooser' (seat) or 'votes'",
    ),
    "voting_started": (("seat", "tokens_each"), "4P+: tokens dealt; seat places the first"),
    "vote_placed": (
        ("seat", "target", "kind"),
        "a token placed face down on target (group or flavour); kind 'royal' or 'allergen'",
    ),
    "votes_revealed": (
        ("votes", "royal_group", "allergen"),
        "all tokens turned up: votes = [{seat, value, target}] in placing order",
    ),
    "betting_started": (("seat",), "bets: seat decides first"),
    "bet_placed": (
        ("seat", "row_or_column", "side"),
        "a betting token placed on a row (standard side) or column (advanced side)",
    ),
    "bet_skipped": (("seat",), "a seat does not bet"),
    "tricks_started": (("leader",), "the tricks begin; leader leads the first"),
    "card_played": (
        ("seat", "flavor", "rank", "counts_as", "pile"),
        "a card played; counts_as is the flavour it counts as; pile is Emma's pile or None",
    ),
    "trick_won": (
        ("seat", "boxes", "reason", "royal", "flavor", "rank", "total"),
        "seat wins the trick with the card flavor/rank and gains boxes (total now); reason: "
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
        "per seat: boxes, track row, bet, hit (True/False/None), VP from the track and the "
        "bet, VP gained; Emma's bonus for missed solo bets; scores after the round (per "
        "team in 2V2)",
    ),
    "game_over": (("scores", "winners"), "final scores; winners share the victory"),
}

__all__ = ["EVENTS", "ILLEGAL_ACTIONS"]
