"""Maus au Chocolat's words in the player's language: cards, helpers, combinations, log
lines, refusals and prompts (translation context ``Maus``).

The rules return message keys with values (``games/maus/messages.py`` lists them all);
this module turns them into sentences. Every function copes with missing values, so a key
alone still reads as a sentence (the contract test words every key that way).
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
from macaron_desktop.ui.words import Counted, join_list, join_parts, seat_name

from ..cards import HENRI_BONUS, Card, Helper, Ingredient


def fill(text: str, *values: object) -> str:
    """``text`` (already translated) with ``%1``, ``%2`` … replaced by ``values``."""
    return words.fill(text, *values)


# --------------------------------------------------------------------------- names


def ingredient_name(ingredient: Ingredient | None) -> str:
    """``Eggs``, ``Fruits``, ``Nuts``, ``Chocolate``, ``Sugar`` (or ``?``)."""
    names = {
        Ingredient.EGGS: QCoreApplication.translate("Maus", "Eggs"),
        Ingredient.FRUITS: QCoreApplication.translate("Maus", "Fruits"),
        Ingredient.NUTS: QCoreApplication.translate("Maus", "Nuts"),
        Ingredient.CHOCOLATE: QCoreApplication.translate("Maus", "Chocolate"),
        Ingredient.SUGAR: QCoreApplication.translate("Maus", "Sugar"),
    }
    return names.get(ingredient, "?") if isinstance(ingredient, Ingredient) else "?"


def card_name(card: Card | None) -> str:
    """``Eggs 4``: the ingredient and the snack value."""
    if not isinstance(card, Card):
        return QCoreApplication.translate("Maus", "a card")
    return fill(
        QCoreApplication.translate("Maus", "%1 %2"), ingredient_name(card.ingredient), card.snack
    )


def cards_list(cards: Sequence[Card] | None) -> str:
    """``Eggs 4, Nuts 6``."""
    return join_list(card_name(c) for c in cards or ())


# ``1 coin``, ``6 coins`` (chocolate coins: a bid's value)
coins_text = Counted(QT_TRANSLATE_NOOP("Maus", "1 coin"), QT_TRANSLATE_NOOP("Maus", "%1 coins"))


def bid_name(card: Card | None, henri: bool = False) -> str:
    """``Eggs 4 (6 coins)``, with Henri ``Eggs 4 (6 + 2 coins)``."""
    if not isinstance(card, Card):
        return QCoreApplication.translate("Maus", "no bid")
    if henri:
        return fill(
            QCoreApplication.translate("Maus", "%1 (%2 + %3 coins)"),
            card_name(card),
            card.bid,
            HENRI_BONUS,
        )
    return fill(
        QCoreApplication.translate("Maus", "%1 (%2)"), card_name(card), coins_text(card.bid)
    )


# ``1 point``, ``5 points``
points_text = Counted(QT_TRANSLATE_NOOP("Maus", "1 point"), QT_TRANSLATE_NOOP("Maus", "%1 points"))
# ``1 card``, ``5 cards``
cards_text = Counted(QT_TRANSLATE_NOOP("Maus", "1 card"), QT_TRANSLATE_NOOP("Maus", "%1 cards"))


def helper_name(helper: Helper | None) -> str:
    """The helper's name: ``Claude``, ``Amélie`` … (Chinese adds the animal)."""
    names = {
        Helper.CLAUDE: QCoreApplication.translate("Maus", "Claude"),
        Helper.AMELIE: QCoreApplication.translate("Maus", "Amélie"),
        Helper.LILLY: QCoreApplication.translate("Maus", "Lilly"),
        Helper.MATHIEU: QCoreApplication.translate("Maus", "Mathieu"),
        Helper.MAURICE: QCoreApplication.translate("Maus", "Maurice"),
        Helper.HENRI: QCoreApplication.translate("Maus", "Henri"),
        Helper.ETIENNE: QCoreApplication.translate("Maus", "Etienne"),
    }
    return names.get(helper, "?") if isinstance(helper, Helper) else "?"


def helper_power(helper: Helper | None) -> str:
    """What the helper does, in one sentence or two."""
    powers = {
        Helper.CLAUDE: QCoreApplication.translate(
            "Maus", "May change the colour of one chosen card, for forming a combination only."
        ),
        Helper.AMELIE: QCoreApplication.translate(
            "Maus",
            "May score four cards: four of a kind or a run of four, any colours; the two "
            "lowest are kept (of four of a kind, any two).",
        ),
        Helper.LILLY: QCoreApplication.translate(
            "Maus", "A mixed run keeps its highest card instead of its lowest (always)."
        ),
        Helper.MATHIEU: QCoreApplication.translate(
            "Maus", "May lower one chosen card's value by 1, for forming a combination only."
        ),
        Helper.MAURICE: QCoreApplication.translate(
            "Maus", "May raise one chosen card's value by 1, for forming a combination only."
        ),
        Helper.HENRI: QCoreApplication.translate(
            "Maus", "Adds 2 coins to your bid (always, ties included)."
        ),
        Helper.ETIENNE: QCoreApplication.translate(
            "Maus",
            "At the start of your scoring turn you may discard a card and draw one, "
            "usable at once.",
        ),
    }
    return powers.get(helper, "") if isinstance(helper, Helper) else ""


def helper_title(helper: Helper | None) -> str:
    """The helper with its animal: ``Claude the cockroach``."""
    titles = {
        Helper.CLAUDE: QCoreApplication.translate("Maus", "Claude the cockroach"),
        Helper.AMELIE: QCoreApplication.translate("Maus", "Amélie the ant"),
        Helper.LILLY: QCoreApplication.translate("Maus", "Lilly the bee"),
        Helper.MATHIEU: QCoreApplication.translate("Maus", "Mathieu the dung beetle"),
        Helper.MAURICE: QCoreApplication.translate("Maus", "Maurice the mole"),
        Helper.HENRI: QCoreApplication.translate("Maus", "Henri the hamster"),
        Helper.ETIENNE: QCoreApplication.translate("Maus", "Etienne the squirrel"),
    }
    return titles.get(helper, "?") if isinstance(helper, Helper) else "?"


def helper_short(helper: Helper | None) -> str:
    """The power in a few words, for the table."""
    powers = {
        Helper.CLAUDE: QCoreApplication.translate("Maus", "one chosen card may change colour"),
        Helper.AMELIE: QCoreApplication.translate(
            "Maus", "may score four cards (a run or one value)"
        ),
        Helper.LILLY: QCoreApplication.translate("Maus", "a mixed run keeps its highest card"),
        Helper.MATHIEU: QCoreApplication.translate("Maus", "one chosen card may count 1 lower"),
        Helper.MAURICE: QCoreApplication.translate("Maus", "one chosen card may count 1 higher"),
        Helper.HENRI: QCoreApplication.translate("Maus", "your bid counts 2 coins more"),
        Helper.ETIENNE: QCoreApplication.translate("Maus", "may swap a card before scoring"),
    }
    return powers.get(helper, "") if isinstance(helper, Helper) else ""


def helper_text(helper: Helper | None) -> str:
    """A helper's tooltip: name and rank, then the power."""
    if not isinstance(helper, Helper):
        return ""
    title = fill(
        QCoreApplication.translate("Maus", "%1 (rank %2)"), helper_title(helper), helper.rank
    )
    return f"{title}: {helper_power(helper)}"


def combination_name(kind: Any, one_colour: Any, count: int = 3) -> str:
    """``a mixed run``, ``a one-colour three of a kind``, ``a run of four`` …"""
    if count == 4:
        if kind == "run":
            return QCoreApplication.translate("Maus", "a run of four")
        return QCoreApplication.translate("Maus", "four of a kind")
    if kind == "run":
        if one_colour:
            return QCoreApplication.translate("Maus", "a one-colour run")
        return QCoreApplication.translate("Maus", "a mixed run")
    if kind == "kind":
        if one_colour:
            return QCoreApplication.translate("Maus", "a one-colour three of a kind")
        return QCoreApplication.translate("Maus", "a mixed three of a kind")
    return QCoreApplication.translate("Maus", "a combination")


def tweak_text(tweak: Any, helper: Helper | None = None) -> str:
    """``with Maurice, Eggs 4 counts as 5`` / ``with Claude, Eggs 4 counts as Nuts``."""
    if tweak is None:
        return ""
    card = getattr(tweak, "card", None)
    if getattr(tweak, "ingredient", None) is not None:
        changed = ingredient_name(tweak.ingredient)
    else:
        snack = card.snack if isinstance(card, Card) else 0
        changed = str(snack + int(getattr(tweak, "delta", 0)))
    return fill(
        QCoreApplication.translate("Maus", "with %1, %2 counts as %3"),
        helper_name(helper),
        card_name(card),
        changed,
    )


def mode_name(players: int) -> str:
    """``4 players``."""
    return fill(QCoreApplication.translate("Maus", "%1 players"), players)


def round_name(number: Any) -> str:
    """``Round 3``."""
    return fill(QCoreApplication.translate("Maus", "Round %1"), number if number else "?")


def helpers_line(names: Sequence[str], helpers: Sequence[Helper] | None) -> str:
    """``Ana: Claude, Ben: Henri``: who holds which helper."""
    return join_list(
        fill(QCoreApplication.translate("Maus", "%1: %2"), seat_name(names, s), helper_title(h))
        for s, h in enumerate(helpers or ())
    )


# --------------------------------------------------------------------------- refusals


def _count_of(value: Any) -> str:
    return cards_text(int(value or 0))


# how the values of the tables below are worded, by name
_NAMERS: Namers = {
    "card": card_name,
    "cards": cards_list,
    "display": cards_list,
    "helper": helper_name,
    "round": round_name,
    "pile": _count_of,
}

# refusal key -> its sentence and, for each %N in it, the parameter and how it is named
_REFUSALS: SentenceTable = {
    "not_in_hand": (
        QT_TRANSLATE_NOOP("Maus", "%1 is not in your hand."),
        "card",
    ),
    "not_on_display": (
        QT_TRANSLATE_NOOP("Maus", "%1 is not on the display."),
        "card",
    ),
    "card_twice": (
        QT_TRANSLATE_NOOP("Maus", "A card cannot be chosen twice."),
        "",
    ),
    "four_needs_amelie": (
        QT_TRANSLATE_NOOP("Maus", "Only the holder of Amélie may score four cards."),
        "",
    ),
    "power_not_yours": (
        QT_TRANSLATE_NOOP("Maus", "That is another helper's power; yours is %1's."),
        "helper",
    ),
    "power_card_not_chosen": (
        QT_TRANSLATE_NOOP("Maus", "The power changes one of the chosen cards, and %1 is not one."),
        "card",
    ),
    "colour_unchanged": (
        QT_TRANSLATE_NOOP("Maus", "Claude must give %1 another colour."),
        "card",
    ),
    "power_does_nothing": (
        QT_TRANSLATE_NOOP("Maus", "That use of the power changes nothing."),
        "",
    ),
    "combination_size": (
        QT_TRANSLATE_NOOP("Maus", "A combination is three cards (four with Amélie), not %1."),
        "count",
    ),
    "keep_a_card_in_hand": (
        QT_TRANSLATE_NOOP("Maus", "You must keep a card in hand: scoring these would empty it."),
        "",
    ),
}


def refusal(message: Message, names: Sequence[str] = ()) -> str:
    """Why the rules refused an action, in one sentence."""
    key, p = message.key, message.params
    count = p.get("count")
    worded = worded_by(_REFUSALS, _NAMERS, message)
    if worded is not None:
        return worded
    if key == "pick_count":
        if count == 1:
            return QCoreApplication.translate("Maus", "Take the last card on the display.")
        return fill(
            QCoreApplication.translate("Maus", "Take exactly %1 display cards."), count or 2
        )
    if key == "not_a_combination":
        if count == 4:
            return QCoreApplication.translate(
                "Maus", "These four are neither a run of four nor four of a kind."
            )
        return QCoreApplication.translate(
            "Maus", "These three are neither a run nor three of a kind."
        )
    if key == "keep_not_allowed":
        if count == 2:
            return QCoreApplication.translate(
                "Maus", "The rules do not let you keep these: choose two the rules allow."
            )
        return QCoreApplication.translate(
            "Maus", "The rules do not let you keep that card: choose one they allow."
        )
    if key == "discard_count":
        if count == 1:
            return QCoreApplication.translate(
                "Maus", "Discard exactly one card, down to the hand limit of 8."
            )
        return fill(
            QCoreApplication.translate(
                "Maus", "Discard exactly %1 cards, down to the hand limit of 8."
            ),
            count or "?",
        )
    return refusal_or_not_now(message)


# --------------------------------------------------------------------------- log lines


# event key -> its log line and the values that fill it (the events worded otherwise are
# in :func:`log_line`)
_EVENTS: SentenceTable = {
    "dealt": (
        QT_TRANSLATE_NOOP("Maus", "You are dealt %1."),
        "cards",
    ),
    "round_started": (
        QT_TRANSLATE_NOOP("Maus", "%1: on display %2."),
        "round display",
    ),
    "bid_placed": (
        QT_TRANSLATE_NOOP("Maus", "%1 lays a bid face down."),
        "who",
    ),
    "drew": (
        QT_TRANSLATE_NOOP("Maus", "You draw %1."),
        "card",
    ),
    "kept_hand": (
        QT_TRANSLATE_NOOP("Maus", "%1 (Etienne) keeps the hand."),
        "who",
    ),
    "scored_nothing": (
        QT_TRANSLATE_NOOP("Maus", "%1 scores nothing this round."),
        "who",
    ),
    "discarded": (
        QT_TRANSLATE_NOOP("Maus", "%1 is over the hand limit of 8 and discards %2."),
        "who cards",
    ),
    "reshuffled": (
        QT_TRANSLATE_NOOP("Maus", "The discards (%1) are shuffled into a new draw pile."),
        "cards:pile",
    ),
}


def log_line(
    message: Message, names: Sequence[str], helpers: Sequence[Helper] | None = None
) -> str | None:
    """The log's line for an event (``helpers``: who held which helper at the time)."""
    key, p = message.key, message.params
    who = seat_name(names, p.get("seat"))
    if key in ("game_started", "helpers_passed"):
        dealt = key == "game_started"
        return fill(
            QCoreApplication.translate("Maus", "The helpers are dealt: %1.")
            if dealt
            else QCoreApplication.translate("Maus", "The helpers pass to the left: %1."),
            helpers_line(names, p.get("helpers")),
        )
    if key == "bids_revealed":
        return _bids_line(p, names, helpers)
    if key == "took":
        return _took_line(p, who)
    if key == "swapped":
        if not p.get("drew", 1):
            return fill(
                QCoreApplication.translate(
                    "Maus", "%1 (Etienne) discards %2; no card is left to draw."
                ),
                who,
                card_name(p.get("card")),
            )
        return fill(
            QCoreApplication.translate("Maus", "%1 (Etienne) discards %2 and draws a card."),
            who,
            card_name(p.get("card")),
        )
    if key == "scored":
        return _scored_line(p, who)
    if key == "game_ended":
        return _ended_line(p, names)
    return worded_by(_EVENTS, _NAMERS, message, who=who)


def _bids_line(p: Mapping[str, Any], names: Sequence[str], helpers: Any) -> str:
    bids = tuple(p.get("bids") or ())
    shown = []
    for seat, bid in enumerate(bids):
        if bid is None:
            continue
        henri = bool(helpers) and seat < len(helpers) and helpers[seat] is Helper.HENRI
        shown.append(
            fill(
                QCoreApplication.translate("Maus", "%1 %2"),
                seat_name(names, seat),
                bid_name(bid, henri),
            )
        )
    order = join_list(seat_name(names, s) for s in p.get("order") or ())
    return join_parts(
        [
            fill(QCoreApplication.translate("Maus", "Bids revealed: %1"), join_list(shown) or "—"),
            fill(
                QCoreApplication.translate("Maus", "picking order %1 (ties: higher helper)"), order
            ),
        ]
    )


def _took_line(p: Mapping[str, Any], who: str) -> str:
    cards = tuple(p.get("cards") or ())
    bid = p.get("bid")
    if not cards:
        return fill(
            QCoreApplication.translate(
                "Maus", "%1 finds the display empty and lays the bid %2 there."
            ),
            who,
            card_name(bid),
        )
    if bid is None:
        return fill(QCoreApplication.translate("Maus", "%1 takes %2."), who, cards_list(cards))
    return fill(
        QCoreApplication.translate("Maus", "%1 takes %2 and lays the bid %3 on the display."),
        who,
        cards_list(cards),
        card_name(bid),
    )


def _scored_line(p: Mapping[str, Any], who: str) -> str:
    cards = tuple(p.get("cards") or ())
    kept = tuple(p.get("kept") or ())
    what = combination_name(p.get("kind"), p.get("one_colour"), len(cards) or 3)
    values = (
        who,
        cards_list(cards),
        what,
        cards_list(kept),
        points_text(int(p.get("points") or 0)),
    )
    tweak = p.get("tweak")
    if tweak is None:
        return fill(
            QCoreApplication.translate("Maus", "%1 scores %2 as %3 and keeps %4: %5."), *values
        )
    # the power used goes inside the sentence, before its full stop
    return fill(
        QCoreApplication.translate("Maus", "%1 scores %2 as %3 (%6) and keeps %4: %5."),
        *values,
        tweak_text(tweak, p.get("helper")),
    )


def _ended_line(p: Mapping[str, Any], names: Sequence[str]) -> str:
    scores = tuple(p.get("scores") or ())
    winner = p.get("winner")
    points = scores[winner] if isinstance(winner, int) and winner < len(scores) else 0
    line = fill(
        QCoreApplication.translate("Maus", "The game is over: %1 wins with %2."),
        seat_name(names, winner),
        points_text(points),
    )
    if p.get("tie"):
        line = join_parts(
            [line, QCoreApplication.translate("Maus", "tied on points, the higher helper wins")]
        )
    return line


# --------------------------------------------------------------------------- prompts


# prompt key -> what it asks (the prompts worded otherwise are in :func:`prompt_text`)
_PROMPTS: SentenceTable = {
    "choose_bid": (
        QT_TRANSLATE_NOOP("Maus", "Drag a card onto your bid spot (or click it)."),
        "",
    ),
    "choose_swap": (
        QT_TRANSLATE_NOOP("Maus", "Etienne: swap a card, or keep your hand."),
        "",
    ),
    "keep_hand": (
        QT_TRANSLATE_NOOP("Maus", "&Keep my hand"),
        "",
    ),
    "score_nothing": (
        QT_TRANSLATE_NOOP("Maus", "Score &nothing"),
        "",
    ),
    "choose_power": (
        QT_TRANSLATE_NOOP("Maus", "%1's power can change what these cards form:"),
        "helper",
    ),
}


def prompt_text(key: str, params: Mapping[str, Any]) -> str:
    """What a prompt (or one of its answers) asks."""
    count = params.get("count")
    if key == "choose_pick":
        if count == 1:
            return QCoreApplication.translate("Maus", "Take the last display card.")
        return fill(
            QCoreApplication.translate(
                "Maus", "Drag %1 display cards into your hand (or click them)."
            ),
            count or 2,
        )
    if key == "choose_combination":
        if params.get("helper") is Helper.AMELIE:
            return QCoreApplication.translate(
                "Maus", "Choose 3 or 4 cards: a run, or all of one value."
            )
        return QCoreApplication.translate("Maus", "Choose 3 cards: a run, or all of one value.")
    if key == "choose_kept":
        if count == 2:
            return QCoreApplication.translate("Maus", "Which two cards go to your score pile?")
        return QCoreApplication.translate("Maus", "Which card goes to your score pile?")
    if key == "choose_discard":
        if count == 1:
            return QCoreApplication.translate("Maus", "Over the hand limit of 8: discard one card.")
        return fill(
            QCoreApplication.translate("Maus", "Over the hand limit of 8: discard %1 cards."),
            count or "?",
        )
    worded = worded_by(_PROMPTS, _NAMERS, Message(key, dict(params)))
    return worded if worded is not None else QCoreApplication.translate("Maus", "Choose.")


def describe(message: Message) -> str:
    """Any message key as a sentence (a log line, else a prompt, else a refusal)."""
    line = log_line(message, ())
    if line is not None:
        return line
    if message.key.startswith("choose_") or message.key in ("keep_hand", "score_nothing"):
        return prompt_text(message.key, message.params).replace("&", "")
    return refusal(message)
