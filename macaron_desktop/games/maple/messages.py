"""Every message key the Masters of Maple Syrup rules produce, with its values, for the GUI.

Rules return no prose. :data:`MESSAGES` lists every key once, with its kind:
``"refusal"`` (``IllegalAction`` raised by ``apply``; the kit's own refusals of
``core.flow`` are listed with them), ``"event"`` (``core.game.Event`` values in
``view.events``) and ``"prompt"`` (the ``key`` of a prompt or of one of its answers).

Value conventions: seats are ints from 0; a card is a ``cards.Card``; ``cards`` values
are tuples of cards; ``kind`` is ``"tap"``, ``"harvest"`` or ``"develop"``.
"""

from __future__ import annotations

from macaron_desktop.core.flow import ALREADY_CHOSEN, refusal_catalogue
from macaron_desktop.core.messages import MessageKey as Key

#: every message key the rules produce -> its kind, values and meaning
MESSAGES: dict[str, Key] = {
    **refusal_catalogue(ALREADY_CHOSEN),
    # -- refusals of the game's own
    "keep_count": Key("refusal", ("count",), "keep exactly this many of the dealt cards"),
    "not_dealt": Key("refusal", ("card",), "that card was not dealt to you"),
    "no_such_action_card": Key("refusal", ("card", "end"), "there is no such action card or end"),
    "action_card_used": Key("refusal", ("card",), "that action card is already turned"),
    "no_such_kind": Key("refusal", ("kind",), "CHOOSE ONE offers tap, harvest or develop"),
    "effect_not_offered": Key("refusal", ("card",), "that card's effect is not offered now"),
    "card_twice": Key("refusal", (), "the same card chosen twice"),
    "too_many_trees": Key("refusal", ("count",), "more trees than the action allows"),
    "not_untapped_tree": Key("refusal", ("card",), "only an untapped tree of yours can be tapped"),
    "not_tapped_tree": Key("refusal", ("card",), "only a tapped tree of yours can be harvested"),
    "not_in_hand": Key("refusal", ("card",), "that card is not in your hand"),
    "wrong_kind": Key("refusal", ("kind",), "this action develops only a tree or a utility"),
    "cannot_afford": Key("refusal", ("cost",), "the rest of the hand cannot pay this cost"),
    "pay_exactly": Key("refusal", ("cost",), "discard exactly as many cards as the cost"),
    "tuck_count": Key("refusal", ("count",), "more cards than the effect tucks"),
    # -- events
    "game_started": Key("event", ("variant", "start"), "the game is set up; who starts"),
    "dealt": Key("event", ("seat", "cards"), "your five dealt cards (you alone)"),
    "kept": Key("event", ("seat",), "a player kept three cards"),
    "setup_discards": Key("event", ("cards",), "the cards not kept start the discard pile"),
    "turn_started": Key("event", ("seat", "turn"), "a player's turn begins"),
    "actions_reset": Key("event", (), "all three action cards turned sideways again"),
    "action_chosen": Key("event", ("seat", "card", "end", "variant"), "an action card turned"),
    "kind_chosen": Key("event", ("seat", "kind"), "CHOOSE ONE: the action taken"),
    "action_started": Key("event", ("seat", "kind", "amount"), "a player takes an action"),
    "did_nothing": Key("event", ("seat", "kind"), "the action did nothing"),
    "tapped": Key("event", ("seat", "cards"), "trees tapped"),
    "harvested": Key("event", ("seat", "cards"), "trees harvested"),
    "drew": Key("event", ("seat", "count"), "a player drew cards"),
    "drew_cards": Key("event", ("seat", "cards"), "the cards you drew (you alone)"),
    "developing": Key("event", ("seat", "card", "cost"), "a card is being developed"),
    "developed": Key("event", ("seat", "card", "paid"), "a card joined the property"),
    "effect_used": Key("event", ("seat", "card"), "a card's effect used"),
    "effects_declined": Key("event", ("seat", "cards"), "effects offered and not used"),
    "took_discards": Key("event", ("seat", "cards"), "cards taken from the discard pile"),
    "tucked": Key("event", ("seat", "card", "count"), "cards tucked under a property card"),
    "discarded": Key("event", ("seat", "card"), "a card discarded at the turn's end"),
    "reshuffled": Key("event", ("cards",), "the discards became the draw pile"),
    "game_ended": Key("event", ("scores", "winners"), "the game ended"),
    # -- prompts and their answers
    "choose_keep": Key("prompt", ("count",), "keep three of the five cards dealt"),
    "choose_action": Key("prompt", (), "turn an action card"),
    "choose_kind": Key("prompt", (), "CHOOSE ONE: tap, harvest or develop"),
    "choose_instead": Key("prompt", ("kind",), "use an INSTEAD OF effect, or take the action"),
    "use_effect": Key("prompt", ("card",), "use this card's effect now?"),
    "choose_effect": Key("prompt", (), "which effect to use next, or none"),
    "choose_tap": Key("prompt", ("count",), "choose up to this many trees to tap"),
    "tap_nothing": Key("prompt", (), "tap no tree"),
    "choose_harvest": Key("prompt", ("count",), "choose up to this many tapped trees"),
    "harvest_nothing": Key("prompt", (), "harvest no tree"),
    "choose_develop": Key("prompt", ("only",), "choose a hand card to develop"),
    "develop_nothing": Key("prompt", (), "develop nothing"),
    "choose_payment": Key("prompt", ("card", "cost"), "discard this many cards to pay"),
    "choose_tuck": Key("prompt", ("count", "card"), "tuck up to this many hand cards"),
    "tuck_nothing": Key("prompt", (), "tuck nothing"),
    "choose_discard": Key("prompt", ("count", "limit"), "discard down to five"),
}
