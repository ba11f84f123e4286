"""Every message key the Maus au Chocolat rules produce, with its values, for the GUI.

Rules return no prose. :data:`MESSAGES` lists every key once, with its kind:
``"refusal"`` (``IllegalAction`` raised by ``apply``; the kit's own refusals of
``core.flow`` are listed with them), ``"event"`` (``core.game.Event`` values in
``view.events``) and ``"prompt"`` (the ``key`` of a prompt or of one of its answers).

Value conventions: seats are ints from 0; a card is a ``cards.Card``, a helper a
``cards.Helper``; ``cards`` values are tuples of cards.
"""

from __future__ import annotations

from macaron_desktop.core.flow import ALREADY_CHOSEN, refusal_catalogue
from macaron_desktop.core.messages import MessageKey as Key

#: every message key the rules produce -> its kind, values and meaning
MESSAGES: dict[str, Key] = {
    **refusal_catalogue(ALREADY_CHOSEN),
    # -- refusals of the game's own
    "not_in_hand": Key("refusal", ("card",), "that card is not in the hand"),
    "not_on_display": Key("refusal", ("card",), "that card is not on display"),
    "pick_count": Key("refusal", ("count",), "take exactly this many display cards"),
    "card_twice": Key("refusal", (), "the same card chosen twice"),
    "combination_size": Key("refusal", ("count",), "a combination is three cards"),
    "four_needs_amelie": Key("refusal", (), "only Amélie's holder scores four cards"),
    "not_a_combination": Key("refusal", ("count",), "the cards are neither a run nor of one value"),
    "keep_a_card_in_hand": Key("refusal", ("count",), "scoring these would leave no card in hand"),
    "power_not_yours": Key("refusal", ("helper",), "that power is another helper's"),
    "power_card_not_chosen": Key("refusal", ("card",), "a power changes one of the chosen cards"),
    "colour_unchanged": Key("refusal", ("card",), "Claude's change must be to another colour"),
    "power_does_nothing": Key("refusal", ("card",), "a power that changes nothing"),
    "keep_not_allowed": Key("refusal", ("count",), "the rules do not let these cards be kept"),
    "discard_count": Key("refusal", ("count",), "discard exactly down to the hand limit"),
    # -- events
    "game_started": Key("event", ("players", "helpers"), "the game is dealt"),
    "dealt": Key("event", ("seat", "cards"), "your first five cards (you alone)"),
    "round_started": Key("event", ("round", "display"), "a round begins with this display"),
    "bid_placed": Key("event", ("seat",), "a seat laid its bid face down"),
    "bids_revealed": Key("event", ("bids", "order"), "every bid turned over; picking order"),
    "took": Key("event", ("seat", "cards", "bid"), "a picker took cards and laid the bid"),
    "swapped": Key("event", ("seat", "card", "drew"), "Etienne: a card discarded, one drawn"),
    "drew": Key("event", ("seat", "card"), "the card you drew (you alone)"),
    "kept_hand": Key("event", ("seat",), "Etienne's holder swapped nothing"),
    "scored": Key(
        "event",
        ("seat", "cards", "kind", "one_colour", "kept", "points", "helper", "tweak"),
        "a combination scored: what it formed, what was kept, the power used",
    ),
    "scored_nothing": Key("event", ("seat",), "a seat scored nothing this round"),
    "discarded": Key("event", ("seat", "cards"), "over the hand limit: cards discarded"),
    "helpers_passed": Key("event", ("helpers",), "the helpers moved on"),
    "reshuffled": Key("event", ("cards",), "the discards became the draw pile"),
    "game_ended": Key("event", ("scores", "winner", "tie"), "the game ended"),
    # -- prompts and their answers
    "choose_bid": Key("prompt", (), "choose a card to bid"),
    "choose_pick": Key("prompt", ("count",), "take display cards"),
    "choose_swap": Key("prompt", (), "Etienne: choose a card to swap"),
    "keep_hand": Key("prompt", (), "Etienne: swap nothing"),
    "choose_combination": Key("prompt", ("helper",), "choose a combination to score"),
    "score_nothing": Key("prompt", (), "score nothing this round"),
    "choose_power": Key("prompt", ("helper",), "how the helper's power forms the cards"),
    "choose_kept": Key("prompt", ("count",), "which cards go to the score pile"),
    "choose_discard": Key("prompt", ("count", "limit"), "discard down to the hand limit"),
}
