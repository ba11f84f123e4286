"""Masters of Maple Syrup's words in the player's language: cards, action card ends, log
lines, refusals and prompts (translation context ``Maple``).

The rules return message keys with values (``games/maple/messages.py`` lists them all);
this module turns them into sentences. A card's name and effect text come from the card
data (``cards.toml``, both languages side by side), every other word from Qt's
translations. Every function copes with missing values, so a key alone still reads as a
sentence (the contract test words every key that way).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core import card_data
from macaron_desktop.core.messages import Message
from macaron_desktop.core.spec import QT_TRANSLATE_NOOP
from macaron_desktop.ui import words
from macaron_desktop.ui.i18n import current_language
from macaron_desktop.ui.refusals import refusal_or_not_now
from macaron_desktop.ui.sentences import Namers, SentenceTable
from macaron_desktop.ui.sentences import worded as worded_by
from macaron_desktop.ui.words import Counted, join_list, join_parts, seat_name

from ..cards import CARDS_FILE, Card
from ..state import ACTION_CARDS, CHOICES, HAND_LIMIT, KEEP, End


def fill(text: str, *values: object) -> str:
    """``text`` (already translated) with ``%1``, ``%2`` … replaced by ``values``."""
    return words.fill(text, *values)


# --------------------------------------------------------------------------- cards


@cache
def _card_texts(language: str) -> dict[str, dict[str, str]]:
    return card_data.load(CARDS_FILE).texts(language)


def design_text(design_id: str, field: str) -> str:
    """A field (``name``, ``text``, ``flavour``) of a card design in the current language."""
    return _card_texts(current_language()).get(design_id, {}).get(field, "")


def card_name(card: Card | None) -> str:
    """``Sugar Maple`` (the design's name; copies are not told apart)."""
    if not isinstance(card, Card):
        return QCoreApplication.translate("Maple", "a card")
    return design_text(card.design.id, "name") or card.design.id


def cards_list(cards: Sequence[Card] | None) -> str:
    """``Sugar Maple, Spiles``."""
    return join_list(card_name(c) for c in cards or ())


def effect_text(card: Card | None) -> str:
    """A card's effect and GAME END text (empty for a plain card)."""
    if not isinstance(card, Card):
        return ""
    return design_text(card.design.id, "text")


def kind_name(card: Card | None) -> str:
    """``Tree`` or ``Utility``."""
    if isinstance(card, Card) and card.is_tree:
        return QCoreApplication.translate("Maple", "Tree")
    return QCoreApplication.translate("Maple", "Utility")


def value_text(card: Card) -> str:
    """``3`` or ``?`` (worked out at GAME END)."""
    value = card.design.value
    return "?" if value is None else str(value)


def card_tip(card: Card | None) -> str:
    """A card's tooltip: name, kind, cost, value, draws and its effect."""
    if not isinstance(card, Card):
        return ""
    design = card.design
    head = fill(
        QCoreApplication.translate("Maple", "%1 (%2): cost %3¢, value %4"),
        card_name(card),
        kind_name(card),
        design.cost,
        value_text(card),
    )
    parts = [head]
    if design.is_tree:
        parts.append(
            fill(
                QCoreApplication.translate("Maple", "WHEN HARVESTED: draw %1"),
                cards_text(design.harvest),
            )
        )
    text = effect_text(card)
    return "\n".join([join_parts(parts), text] if text else [join_parts(parts)])


# ``1 card``, ``5 cards``
cards_text = Counted(QT_TRANSLATE_NOOP("Maple", "1 card"), QT_TRANSLATE_NOOP("Maple", "%1 cards"))
# ``1 point``, ``12 points`` (maple leaf points)
points_text = Counted(
    QT_TRANSLATE_NOOP("Maple", "1 point"), QT_TRANSLATE_NOOP("Maple", "%1 points")
)
# ``1 tree``, ``2 trees``
trees_text = Counted(QT_TRANSLATE_NOOP("Maple", "1 tree"), QT_TRANSLATE_NOOP("Maple", "%1 trees"))


def _trees_of(value: Any) -> str:
    return trees_text(value if isinstance(value, int) else 0)


def _keep_of(value: Any) -> str:
    return str(value or KEEP)


def _trees_or_unknown(value: Any) -> str:
    return trees_text(value) if isinstance(value, int) and value > 0 else "?"


def _count_of(value: Any) -> str:
    return cards_text(value if isinstance(value, int) else 0)


# --------------------------------------------------------------------------- action cards


def action_card_name(index: Any) -> str:
    """``Action card I`` (II, III)."""
    numeral = {0: "I", 1: "II", 2: "III"}.get(index, "?")
    return fill(QCoreApplication.translate("Maple", "action card %1"), numeral)


def kind_word(kind: Any) -> str:
    """``TAP``, ``HARVEST``, ``DEVELOP`` (the action's name as the cards print it)."""
    names = {
        "tap": QCoreApplication.translate("Maple", "TAP"),
        "harvest": QCoreApplication.translate("Maple", "HARVEST"),
        "develop": QCoreApplication.translate("Maple", "DEVELOP"),
    }
    return names.get(kind, QCoreApplication.translate("Maple", "an action"))


def end_text(end: End | None) -> str:
    """An action card end as printed: ``TAP 2``, ``DEVELOP A TREE (−1¢)``, ``NO ACTION``."""
    if end is None:
        return "—"
    if end.kind == "choose":
        return QCoreApplication.translate("Maple", "CHOOSE ONE")
    if end.kind == "none":
        return QCoreApplication.translate("Maple", "NO ACTION")
    if end.only == "tree":
        return fill(QCoreApplication.translate("Maple", "DEVELOP A TREE (−%1¢)"), end.discount)
    if end.only == "utility":
        return fill(QCoreApplication.translate("Maple", "DEVELOP A UTILITY (−%1¢)"), end.discount)
    if end.kind == "tap":
        return fill(QCoreApplication.translate("Maple", "TAP %1"), end.amount)
    if end.kind == "harvest":
        return fill(QCoreApplication.translate("Maple", "HARVEST %1"), end.amount)
    return fill(QCoreApplication.translate("Maple", "DEVELOP %1"), end.amount)


def action_end(variant: Any, card: Any, end: Any) -> End | None:
    """End ``end`` of action card ``card`` on the ``variant`` side (``None``: no such)."""
    cards = ACTION_CARDS.get(variant) or ACTION_CARDS["standard"]
    if not (isinstance(card, int) and 0 <= card < len(cards) and end in (0, 1)):
        return None
    return cards[card][end]


def kind_choice_text(kind: Any) -> str:
    """CHOOSE ONE's answers: ``TAP 2``, ``HARVEST 2``, ``DEVELOP 1``."""
    return end_text(CHOICES.get(kind))


def variant_name(variant: Any) -> str:
    """``standard side`` or ``rivals side``."""
    if variant == "rivals":
        return QCoreApplication.translate("Maple", "the rivals variant (white side)")
    return QCoreApplication.translate("Maple", "the standard game (red side)")


def turn_name(number: Any) -> str:
    """``Turn 3``."""
    return fill(QCoreApplication.translate("Maple", "Turn %1"), number if number else "?")


# --------------------------------------------------------------------------- refusals

# how the values of the tables below are worded, by name
_NAMERS: Namers = {
    "card": card_name,
    "cards": cards_list,
    "action_card": action_card_name,
    "turn": turn_name,
    "kind": kind_choice_text,
    "action": kind_word,
    "count": _count_of,
    "trees": _trees_of,
    "pile": _count_of,
    "keep": _keep_of,
    "trees_or_unknown": _trees_or_unknown,
}

_REFUSALS: SentenceTable = {
    "not_dealt": (
        QT_TRANSLATE_NOOP("Maple", "%1 was not dealt to you."),
        "card",
    ),
    "action_card_used": (
        QT_TRANSLATE_NOOP("Maple", "%1 is already turned this round: take one that lies sideways."),
        "card:action_card",
    ),
    "effect_not_offered": (
        QT_TRANSLATE_NOOP("Maple", "The effect of %1 is not offered now."),
        "card",
    ),
    "card_twice": (
        QT_TRANSLATE_NOOP("Maple", "A card cannot be chosen twice."),
        "",
    ),
    "not_untapped_tree": (
        QT_TRANSLATE_NOOP(
            "Maple", "Only an untapped tree on your property can be tapped: %1 is not one."
        ),
        "card",
    ),
    "not_tapped_tree": (
        QT_TRANSLATE_NOOP(
            "Maple", "Only a tapped tree on your property can be harvested: %1 is not one."
        ),
        "card",
    ),
    "not_in_hand": (
        QT_TRANSLATE_NOOP("Maple", "%1 is not in your hand."),
        "card",
    ),
    "no_such_action_card": (
        QT_TRANSLATE_NOOP(
            "Maple", "There is no such action card or end: take an end of one of the three."
        ),
        "",
    ),
    "no_such_kind": (
        QT_TRANSLATE_NOOP("Maple", "CHOOSE ONE offers TAP 2, HARVEST 2 or DEVELOP 1."),
        "",
    ),
    "too_many_trees": (
        QT_TRANSLATE_NOOP("Maple", "This action takes at most %1."),
        "count:trees",
    ),
    "cannot_afford": (
        QT_TRANSLATE_NOOP(
            "Maple",
            "That card costs %1¢: the rest of your hand is too small to pay for it "
            "(each discarded card pays 1¢).",
        ),
        "cost",
    ),
    "pay_exactly": (
        QT_TRANSLATE_NOOP("Maple", "Pay exactly %1¢: choose that many cards to discard, no more."),
        "cost",
    ),
    "tuck_count": (
        QT_TRANSLATE_NOOP("Maple", "This effect tucks at most %1."),
        "count",
    ),
    "keep_count": (
        QT_TRANSLATE_NOOP("Maple", "Keep exactly %1 of the five cards dealt to you."),
        "count:keep",
    ),
}


def refusal(message: Message, names: Sequence[str] = ()) -> str:
    """Why the rules refused an action, in one sentence."""
    if message.key == "wrong_kind":
        if message.params.get("kind") == "utility":
            return QCoreApplication.translate(
                "Maple", "This action develops only a utility card, not a tree."
            )
        return QCoreApplication.translate(
            "Maple", "This action develops only a tree card, not a utility."
        )
    return worded_by(_REFUSALS, _NAMERS, message) or refusal_or_not_now(message)


# --------------------------------------------------------------------------- log lines


# event key -> its log line and the values that fill it (the events worded otherwise are
# in :func:`log_line`)
_EVENTS: SentenceTable = {
    "dealt": (
        QT_TRANSLATE_NOOP("Maple", "You are dealt %1; keep three of them."),
        "cards",
    ),
    "kept": (
        QT_TRANSLATE_NOOP("Maple", "%1 keeps three cards."),
        "who",
    ),
    "setup_discards": (
        QT_TRANSLATE_NOOP("Maple", "The cards not kept start the discard pile, face up: %1."),
        "cards",
    ),
    "turn_started": (
        QT_TRANSLATE_NOOP("Maple", "%1: %2 turns an action card."),
        "turn who",
    ),
    "actions_reset": (
        QT_TRANSLATE_NOOP("Maple", "No action card was left: all three lie sideways again."),
        "",
    ),
    "kind_chosen": (
        QT_TRANSLATE_NOOP("Maple", "%1 chooses %2 (CHOOSE ONE)."),
        "who kind",
    ),
    "tapped": (
        QT_TRANSLATE_NOOP("Maple", "%1 taps %2."),
        "who cards",
    ),
    "harvested": (
        QT_TRANSLATE_NOOP("Maple", "%1 harvests %2."),
        "who cards",
    ),
    "drew_cards": (
        QT_TRANSLATE_NOOP("Maple", "You draw %1."),
        "cards",
    ),
    "developing": (
        QT_TRANSLATE_NOOP("Maple", "%1 develops %2, for %3¢."),
        "who card cost",
    ),
    "took_discards": (
        QT_TRANSLATE_NOOP("Maple", "%1 takes %2 from the discard pile."),
        "who cards",
    ),
    "tucked": (
        QT_TRANSLATE_NOOP("Maple", "%1 tucks %2 face down under %3."),
        "who count card",
    ),
    "reshuffled": (
        QT_TRANSLATE_NOOP(
            "Maple", "The draw pile is empty: the discard pile (%1) is shuffled into a new one."
        ),
        "cards:pile",
    ),
}


def log_line(message: Message, names: Sequence[str], viewer: int | None = None) -> str | None:
    """The log's line for an event (``viewer``: the seat the log is shown to, whose own
    draws the log names card by card)."""
    key, p = message.key, message.params
    seat = p.get("seat")
    who = seat_name(names, seat)
    if key == "game_started":
        return fill(
            QCoreApplication.translate("Maple", "A new game of %1: %2 starts (chosen at random)."),
            variant_name(p.get("variant")),
            seat_name(names, p.get("start")),
        )
    if key == "action_chosen":
        return _chosen_line(p, names)
    if key == "action_started":
        return fill(
            QCoreApplication.translate("Maple", "%1 takes %2."),
            who,
            end_text(End(p.get("kind", ""), p.get("amount", 0))),
        )
    if key == "did_nothing":
        kind = p.get("kind")
        if kind == "tap":
            return fill(QCoreApplication.translate("Maple", "%1 taps no tree."), who)
        if kind == "harvest":
            return fill(QCoreApplication.translate("Maple", "%1 harvests no tree."), who)
        return fill(QCoreApplication.translate("Maple", "%1 develops nothing."), who)
    if key == "drew":
        if viewer is not None and seat == viewer:
            return None  # the line of ``drew_cards`` names the cards
        return fill(
            QCoreApplication.translate("Maple", "%1 draws %2."),
            who,
            cards_text(int(p.get("count") or 0)),
        )
    if key == "developed":
        return _developed_line(p, who)
    if key == "effect_used":
        card = p.get("card")
        line = fill(QCoreApplication.translate("Maple", "%1 uses %2."), who, card_name(card))
        text = effect_text(card)
        return words.join_sentences([line, text]) if text else line
    if key == "effects_declined":
        cards = tuple(p.get("cards") or ())
        if not cards:
            return None
        return fill(
            QCoreApplication.translate("Maple", "%1 does not use %2."), who, cards_list(cards)
        )
    if key == "discarded":
        return fill(
            QCoreApplication.translate(
                "Maple", "%1 holds more than %2 cards at the turn's end and discards %3."
            ),
            who,
            HAND_LIMIT,
            card_name(p.get("card")),
        )
    if key == "game_ended":
        return _ended_line(p, names)
    return worded_by(_EVENTS, _NAMERS, message, who=who)


def _developed_line(p: Mapping[str, Any], who: str) -> str:
    paid = tuple(p.get("paid") or ())
    if not paid:
        return fill(
            QCoreApplication.translate("Maple", "%1 adds %2 to the property at no cost."),
            who,
            card_name(p.get("card")),
        )
    return fill(
        QCoreApplication.translate("Maple", "%1 discards %2 to pay and adds %3 to the property."),
        who,
        cards_list(paid),
        card_name(p.get("card")),
    )


def _chosen_line(p: Mapping[str, Any], names: Sequence[str]) -> str:
    seat = p.get("seat")
    card, end = p.get("card"), p.get("end")
    mine = action_end(p.get("variant"), card, end)
    theirs = action_end(p.get("variant"), card, 1 - end if end in (0, 1) else None)
    other = 1 - seat if seat in (0, 1) else None
    return fill(
        QCoreApplication.translate("Maple", "%1 turns %2 to take %3; %4 gets %5."),
        seat_name(names, seat),
        action_card_name(card),
        end_text(mine),
        seat_name(names, other),
        end_text(theirs),
    )


def _ended_line(p: Mapping[str, Any], names: Sequence[str]) -> str:
    scores = tuple(p.get("scores") or ())
    winners = tuple(p.get("winners") or ())
    shown = join_list(
        fill(QCoreApplication.translate("Maple", "%1: %2"), seat_name(names, s), points_text(v))
        for s, v in enumerate(scores)
    )
    if len(winners) > 1:
        return fill(
            QCoreApplication.translate("Maple", "The game is over, a tie: %1."), shown or "—"
        )
    winner = winners[0] if winners else None
    return fill(
        QCoreApplication.translate("Maple", "The game is over: %1 wins (%2)."),
        seat_name(names, winner),
        shown or "—",
    )


# --------------------------------------------------------------------------- prompts


# prompt key -> what it asks (the prompts worded otherwise are in :func:`prompt_text`)
_PROMPTS: SentenceTable = {
    "choose_keep": (
        QT_TRANSLATE_NOOP(
            "Maple", "Keep %1 of the five cards dealt to you: the other two start the discard pile."
        ),
        "count:keep",
    ),
    "choose_action": (
        QT_TRANSLATE_NOOP(
            "Maple",
            "Turn an action card: drag the end you want toward your property, or click it. "
            "Your neighbour gets the other end.",
        ),
        "",
    ),
    "choose_kind": (
        QT_TRANSLATE_NOOP("Maple", "CHOOSE ONE: which action do you take?"),
        "",
    ),
    "choose_instead": (
        QT_TRANSLATE_NOOP("Maple", "Use an INSTEAD OF effect, or take %1 itself?"),
        "kind:action",
    ),
    "choose_effect": (
        QT_TRANSLATE_NOOP("Maple", "Several effects may be used now: which one first?"),
        "",
    ),
    "choose_tap": (
        QT_TRANSLATE_NOOP("Maple", "TAP: click untapped trees of your property, up to %1."),
        "count:trees_or_unknown",
    ),
    "tap_nothing": (
        QT_TRANSLATE_NOOP("Maple", "Tap &nothing"),
        "",
    ),
    "choose_harvest": (
        QT_TRANSLATE_NOOP("Maple", "HARVEST: click tapped trees of your property, up to %1."),
        "count:trees_or_unknown",
    ),
    "harvest_nothing": (
        QT_TRANSLATE_NOOP("Maple", "Harvest &nothing"),
        "",
    ),
    "develop_nothing": (
        QT_TRANSLATE_NOOP("Maple", "Develop &nothing"),
        "",
    ),
    "choose_payment": (
        QT_TRANSLATE_NOOP("Maple", "Pay %1¢ for %2: choose %3 of your hand to discard."),
        "cost card cost:count",
    ),
    "choose_tuck": (
        QT_TRANSLATE_NOOP("Maple", "Tuck up to %1 from your hand face down under %2."),
        "count card",
    ),
    "tuck_nothing": (
        QT_TRANSLATE_NOOP("Maple", "Tuck &nothing"),
        "",
    ),
}


def prompt_text(key: str, params: Mapping[str, Any]) -> str:
    """What a prompt (or one of its answers) asks."""
    if key == "use_effect":
        card = params.get("card")
        return fill(
            QCoreApplication.translate("Maple", "Use %1 now? %2"),
            card_name(card),
            effect_text(card),
        ).strip()
    if key == "choose_develop":
        only = params.get("only")
        if only == "tree":
            return QCoreApplication.translate(
                "Maple", "DEVELOP A TREE: drag a tree card from your hand onto your property."
            )
        if only == "utility":
            return QCoreApplication.translate(
                "Maple", "DEVELOP A UTILITY: drag a utility card from your hand onto your property."
            )
        return QCoreApplication.translate(
            "Maple", "DEVELOP: drag a card from your hand onto your property."
        )
    if key == "choose_discard":
        count, limit = params.get("count"), params.get("limit", HAND_LIMIT)
        if count == 1 or count is None:
            return fill(
                QCoreApplication.translate(
                    "Maple", "Your turn ends with more than %1 cards: discard one."
                ),
                limit,
            )
        return fill(
            QCoreApplication.translate(
                "Maple", "Your turn ends with more than %1 cards: discard %2 more."
            ),
            limit,
            count,
        )
    worded = worded_by(_PROMPTS, _NAMERS, Message(key, dict(params)))
    return worded if worded is not None else QCoreApplication.translate("Maple", "Choose.")


_ANSWERS = ("tap_nothing", "harvest_nothing", "develop_nothing", "tuck_nothing")


def describe(message: Message) -> str:
    """Any message key as a sentence (a log line, else a prompt, else a refusal)."""
    line = log_line(message, ())
    if line is not None:
        return line
    key = message.key
    if key.startswith("choose_") or key in _ANSWERS or key == "use_effect":
        return prompt_text(key, message.params).replace("&", "")
    return refusal(message)
