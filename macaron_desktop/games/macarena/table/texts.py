"""La Macarena's words in the player's language: cards, wells, log lines, refusals, prompts.

The rules return message keys with values (``games/macarena/messages.py`` lists them all);
this module is the one place that turns them into sentences (translation context
``Macarena``). Every function copes with missing values, so that a key alone still reads
as a sentence (the translation test words every key that way).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core.messages import Message
from macaron_desktop.core.spec import QT_TRANSLATE_NOOP
from macaron_desktop.ui import words
from macaron_desktop.ui.refusals import refusal_or_not_now
from macaron_desktop.ui.sentences import Namers, SentenceTable
from macaron_desktop.ui.sentences import worded as worded_by
from macaron_desktop.ui.words import join_list, join_parts

from ..cards import RANK_NAMES, Card, Element


def fill(text: str, *values: object) -> str:
    """``text`` (already translated) with ``%1``, ``%2``, ... replaced by ``values`` (a
    space between a card's number and Chinese beside it: ``水 7 不在``)."""
    return words.fill(text, *values)


def element_name(element: Element | str | None) -> str:
    """``Water``, ``Air``, ``Earth``, ``Fire`` (or ``?``)."""
    value = element.value if isinstance(element, Element) else element
    names = {
        "water": QCoreApplication.translate("Macarena", "Water"),
        "air": QCoreApplication.translate("Macarena", "Air"),
        "earth": QCoreApplication.translate("Macarena", "Earth"),
        "fire": QCoreApplication.translate("Macarena", "Fire"),
    }
    return names.get(str(value), "?")


def rank_name(rank: int) -> str:
    """``A``, ``2`` … ``10``, ``J``, ``Q``, ``K``."""
    return RANK_NAMES.get(rank, str(rank))


def card_name(card: Card | None) -> str:
    """``7 of Water``, ``K of Fire``."""
    if not isinstance(card, Card):
        return QCoreApplication.translate("Macarena", "a card")
    return fill(
        QCoreApplication.translate("Macarena", "%1 of %2"),
        rank_name(card.rank),
        element_name(card.element),
    )


def cards_list(cards: Sequence[Card] | None) -> str:
    """``7 of Water, 7 of Fire``."""
    return join_list(card_name(c) for c in cards or ())


def well_name(well: Any) -> str:
    """Wells are numbered 1 to 7 for players (0 to 6 in the rules)."""
    number = well + 1 if isinstance(well, int) else "?"
    return fill(QCoreApplication.translate("Macarena", "well %1"), number)


def cards_text(count: int) -> str:
    """``1 card``, ``5 cards``."""
    return (
        QCoreApplication.translate("Macarena", "1 card")
        if count == 1
        else fill(QCoreApplication.translate("Macarena", "%1 cards"), count)
    )


def coins_text(count: int) -> str:
    """``1 coin``, ``3 coins``."""
    return (
        QCoreApplication.translate("Macarena", "1 coin")
        if count == 1
        else fill(QCoreApplication.translate("Macarena", "%1 coins"), count)
    )


def standing_text(standing: Any) -> str:
    """``Water, Fire · 3 coins · 1 amulet``: what a player holds between hands."""
    elements = join_list(element_name(e) for e in standing.elements) or (
        QCoreApplication.translate("Macarena", "no element")
    )
    amulets = (
        QCoreApplication.translate("Macarena", "1 amulet")
        if standing.amulets == 1
        else fill(QCoreApplication.translate("Macarena", "%1 amulets"), standing.amulets)
    )
    return join_parts([elements, coins_text(standing.coins), amulets])


def mode_name(players: int) -> str:
    """``3 players``."""
    return fill(QCoreApplication.translate("Macarena", "%1 players"), players)


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return QCoreApplication.translate("Macarena", "a player")


def _names(names: Sequence[str], seats: Any) -> str:
    return join_list(_name(names, s) for s in seats or ())


# --------------------------------------------------------------------------- refusals


def refusal(message: Message, names: Sequence[str] = ()) -> str:
    """Why the rules refused an action, in one sentence."""
    text = _refusal(message, names)
    return text[:1].upper() + text[1:]


# how the values of the refusal table are worded, by name
_NAMERS: Namers = {
    "well": well_name,
    "card": card_name,
    "after": card_name,
    "element": element_name,
}

# refusal key -> its sentence and, for each %N in it, the parameter and how it is named
_REFUSALS: SentenceTable = {
    "no_such_well": (
        QT_TRANSLATE_NOOP("Macarena", "There is no such well."),
        "",
    ),
    "no_such_element": (
        QT_TRANSLATE_NOOP("Macarena", "There is no such element."),
        "",
    ),
    "nothing_fits": (
        QT_TRANSLATE_NOOP("Macarena", "None of your cards links to the top card of %1."),
        "well",
    ),
    "not_in_hand": (
        QT_TRANSLATE_NOOP("Macarena", "The %1 is not in your hand."),
        "card",
    ),
    "mirror_must_be_last": (
        QT_TRANSLATE_NOOP(
            "Macarena", "A mirror ends the series: nothing may follow it. Finish the series."
        ),
        "",
    ),
    "not_linked": (
        QT_TRANSLATE_NOOP(
            "Macarena",
            "The %1 does not follow the %2: it needs the same rank in another element, the "
            "next or previous rank in the same element (K and A connect), or the identical "
            "card.",
        ),
        "card after",
    ),
    "series_empty": (
        QT_TRANSLATE_NOOP("Macarena", "Lay at least one card before you finish the series."),
        "",
    ),
    "no_maca_there": (
        QT_TRANSLATE_NOOP("Macarena", "None of your Macas stands on %1."),
        "well",
    ),
    "element_not_held": (
        QT_TRANSLATE_NOOP("Macarena", "You hold no %1 token."),
        "element",
    ),
    "element_held": (
        QT_TRANSLATE_NOOP("Macarena", "You already hold %1: four coins buy an element you lack."),
        "element",
    ),
}


def _refusal(message: Message, names: Sequence[str]) -> str:
    p: Mapping[str, Any] = message.params
    key = message.key
    if key == "well_protected":
        return fill(
            QCoreApplication.translate(
                "Macarena",
                "%1 is enchanted by %2's Maca: only its owners may play there, except in a "
                "mirror turn.",
            ),
            well_name(p.get("well")),
            _names(names, p.get("owners"))
            or QCoreApplication.translate("Macarena", "another player"),
        )
    return worded_by(_REFUSALS, _NAMERS, message) or refusal_or_not_now(
        message
    )  # the kit's refusals: not your turn, not now, ...


# --------------------------------------------------------------------------- the log


def log_line(message: Message, names: Sequence[str]) -> str | None:
    """The game log's line for an event (an award included); ``None`` for an event the
    log leaves out."""
    p: Mapping[str, Any] = message.params
    key = message.key
    who = _name(names, p.get("seat"))
    if key == "hand_started":
        return fill(
            QCoreApplication.translate("Macarena", "Hand %1 is dealt; %2 starts."),
            p.get("hand", "?"),
            _name(names, p.get("start_seat")),
        )
    if key == "card_drawn":
        if p.get("mirror_turn"):
            return fill(
                QCoreApplication.translate(
                    "Macarena", "Espejo! %1 plays a mirror turn and draws a card (%2 left)."
                ),
                who,
                p.get("deck", "?"),
            )
        return fill(
            QCoreApplication.translate("Macarena", "%1 draws a card (%2 left)."),
            who,
            p.get("deck", "?"),
        )
    if key == "you_drew":
        return fill(
            QCoreApplication.translate("Macarena", "You drew the %1."), card_name(p.get("card"))
        )
    if key == "well_chosen":
        return fill(
            QCoreApplication.translate("Macarena", "%1 starts a series on %2."),
            who,
            well_name(p.get("well")),
        )
    if key == "card_laid":
        return fill(
            QCoreApplication.translate("Macarena", "%1 lays the %2."), who, card_name(p.get("card"))
        )
    if key == "card_taken_back":
        return fill(
            QCoreApplication.translate("Macarena", "%1 takes back the %2."),
            who,
            card_name(p.get("card")),
        )
    if key == "well_given_up":
        return fill(
            QCoreApplication.translate("Macarena", "%1 leaves %2 alone."),
            who,
            well_name(p.get("well")),
        )
    if key == "series_laid":
        cards = p.get("cards") or ()
        collected = p.get("collected", 0)
        line = fill(
            QCoreApplication.translate("Macarena", "%1 plays %2 on %3"),
            who,
            cards_list(cards) or QCoreApplication.translate("Macarena", "a series"),
            well_name(p.get("well")),
        )
        parts = [line]
        if collected:
            parts.append(
                fill(
                    QCoreApplication.translate("Macarena", "%1 to the collection"),
                    cards_text(int(collected)),
                )
            )
        if p.get("mirror"):
            # the exclamation ends the line: no full stop after it
            return join_parts([*parts, QCoreApplication.translate("Macarena", "a mirror!")])
        return fill(
            QCoreApplication.translate("Macarena", "%1.", "a log line ends"), join_parts(parts)
        )
    if key == "maca_placed":
        return fill(
            QCoreApplication.translate("Macarena", "Espejo! %1's Maca enchants %2."),
            who,
            well_name(p.get("well")),
        )
    if key == "maca_moved":
        return fill(
            QCoreApplication.translate("Macarena", "Espejo! %1 moves a Maca from %2 to %3."),
            who,
            well_name(p.get("from_well")),
            well_name(p.get("well")),
        )
    if key == "maca_stays":
        return fill(
            QCoreApplication.translate(
                "Macarena", "Espejo! All of %1's Macas already stand on %2."
            ),
            who,
            well_name(p.get("well")),
        )
    if key == "passed":
        line = fill(QCoreApplication.translate("Macarena", "%1 passes."), who)
        if not p.get("patient"):
            return line
        why = QCoreApplication.translate("Macarena", "%1 keeps their cards for a long series.")
        return words.join_sentences([line, fill(why, who)])
    if key == "macas_returned":
        count = len(p.get("wells") or ())
        return fill(
            QCoreApplication.translate("Macarena", "%1's Macas return from the wells (%2)."),
            who,
            count,
        )
    if key == "all_wells_enchanted":
        return fill(
            QCoreApplication.translate(
                "Macarena", "%1 has a Maca on every well: La Macarena takes them as her apprentice!"
            ),
            who,
        )
    if key == "hand_ended":
        if p.get("reason") == "left":
            return fill(
                QCoreApplication.translate("Macarena", "%1 has no cards left: the hand ends."), who
            )
        return QCoreApplication.translate("Macarena", "The draw pile is empty: the hand ends.")
    if key == "hand_over_started":
        return fill(
            QCoreApplication.translate(
                "Macarena", "Most cards in hand: %1 must hand over an element."
            ),
            _names(names, p.get("seats")) or who,
        )
    if key == "hand_over_chosen":
        return fill(QCoreApplication.translate("Macarena", "%1 has chosen what to hand over."), who)
    if key == "you_chose":
        return fill(
            QCoreApplication.translate("Macarena", "You will hand over %1."),
            element_name(p.get("element")),
        )
    if key == "collections_shown":
        return QCoreApplication.translate("Macarena", "The collections are turned face up.")
    if key == "game_won":
        seats = p.get("seats") or ()
        winners = _names(names, seats) or who
        if p.get("by") == "all_wells":
            return fill(
                QCoreApplication.translate("Macarena", "%1 wins: a Maca on every well!"), winners
            )
        if len(seats) > 1:
            return fill(QCoreApplication.translate("Macarena", "%1 share the win."), winners)
        return fill(QCoreApplication.translate("Macarena", "%1 wins the game."), winners)
    return award_line(message, names)


def award_line(message: Message, names: Sequence[str]) -> str | None:
    """The line of one end-of-hand award; ``None`` for a key that is no award."""
    p: Mapping[str, Any] = message.params
    key = message.key
    who = _name(names, p.get("seat"))
    element = element_name(p.get("element"))
    coins = abs(int(p.get("coins") or 0))
    if key == "hand_over_element":
        return fill(QCoreApplication.translate("Macarena", "%1 hands over %2."), who, element)
    if key == "hand_over_coins":
        return fill(
            QCoreApplication.translate("Macarena", "%1 has no element and hands over %2."),
            who,
            coins_text(coins),
        )
    if key == "hand_over_nothing":
        return fill(QCoreApplication.translate("Macarena", "%1 has nothing to hand over."), who)
    if key == "maca_coins":
        return fill(
            QCoreApplication.translate("Macarena", "%1 earns %2 for the active Macas."),
            who,
            coins_text(coins),
        )
    if key == "largest_collection":
        return fill(
            QCoreApplication.translate("Macarena", "%1 earns a coin for the largest collection."),
            who,
        )
    if key == "left_the_hand":
        return fill(
            QCoreApplication.translate("Macarena", "%1 earns a coin for running out of cards."), who
        )
    if key == "element_token":
        return fill(QCoreApplication.translate("Macarena", "%1 wins the %2 token."), who, element)
    if key == "element_coin":
        return fill(
            QCoreApplication.translate(
                "Macarena", "%1 wins %2 again, already holds it, and takes a coin instead."
            ),
            who,
            element,
        )
    if key == "element_unclaimed":
        if p.get("reason") == "tie":
            return fill(
                QCoreApplication.translate("Macarena", "%1: a full tie, nobody takes it."), element
            )
        return fill(
            QCoreApplication.translate("Macarena", "%1: nobody collected any, nobody takes it."),
            element,
        )
    if key == "amulet":
        return fill(
            QCoreApplication.translate("Macarena", "%1 trades four elements for an amulet!"), who
        )
    if key == "element_bought":
        return fill(
            QCoreApplication.translate("Macarena", "%1 trades four coins for %2."), who, element
        )
    return None


def walk_step(key: str, params: Mapping[str, Any], names: Sequence[str]) -> str | None:
    """The status line's words for the step of the hand-end walk-through that an event
    (an award, the hand-over, the collections shown) begins; ``None`` for no new step."""
    who = _name(names, params.get("seat"))
    if key == "hand_over_started":
        seats = tuple(params.get("seats") or ())
        template = (
            QCoreApplication.translate("Macarena", "Hand over: %1 chooses what to give")
            if len(seats) == 1
            else QCoreApplication.translate("Macarena", "Hand over: %1 choose what to give")
        )
        return fill(template, _names(names, seats))
    steps = {
        # chosen in secret: the element is told with the award that follows
        "hand_over_chosen": QCoreApplication.translate(
            "Macarena", "Hand over: %1 gives an element"
        ),
        "hand_over_element": QCoreApplication.translate(
            "Macarena", "Hand over: %1 gives an element"
        ),
        "hand_over_coins": QCoreApplication.translate("Macarena", "Hand over: %1 gives coins"),
        "hand_over_nothing": QCoreApplication.translate(
            "Macarena", "Hand over: %1 has nothing to give"
        ),
        "collections_shown": QCoreApplication.translate("Macarena", "The collections"),
        "maca_coins": QCoreApplication.translate("Macarena", "Coins for Macas"),
        "largest_collection": QCoreApplication.translate(
            "Macarena", "A coin for the largest collection"
        ),
        "left_the_hand": QCoreApplication.translate("Macarena", "A coin for running out of cards"),
        "amulet": QCoreApplication.translate("Macarena", "Amulets: four elements make one"),
        "element_bought": QCoreApplication.translate("Macarena", "Coins buy elements"),
    }
    if key in ("element_token", "element_coin", "element_unclaimed"):
        return fill(
            QCoreApplication.translate("Macarena", "%1: most cards win the token"),
            element_name(params.get("element")),
        )
    template = steps.get(key)
    return None if template is None else fill(template, who)


# --------------------------------------------------------------------------- prompts


def prompt_text(key: str, params: Mapping[str, Any]) -> str:
    """What a generic prompt asks."""
    if key == "choose_maca_to_move":
        return fill(
            QCoreApplication.translate(
                "Macarena",
                "All seven of your Macas are out: choose the well that gives one up for %1.",
            ),
            well_name(params.get("well")),
        )
    if key == "choose_element_to_hand_over":
        return QCoreApplication.translate(
            "Macarena",
            "You have the most cards in hand: choose the element you hand over "
            "(before the collections are shown).",
        )
    if key == "choose_element_to_buy":
        return fill(
            QCoreApplication.translate(
                "Macarena", "Four of your %1 coins must buy an element you lack: which one?"
            ),
            params.get("coins", 4),
        )
    return QCoreApplication.translate("Macarena", "Choose.")


def describe(message: Message) -> str:
    """Any message key as a sentence (a log line, else a refusal, else a prompt)."""
    line = log_line(message, ())
    if line is not None:
        return line
    if message.key.startswith("choose_"):
        return prompt_text(message.key, message.params)
    return refusal(message)
