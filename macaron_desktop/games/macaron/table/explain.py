"""A won trick explained in the game log: who won and why, and why the gift boxes were
0, 1 or 3 (the keys of ``games/macaron/explain.py``; context ``MacaronExplain``).

The log names no card of a gathered trick (RULINGS 1.4: without the Memory aid players
remember the cards themselves), only the reasons and the Allergen, which everyone knows.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from macaron_desktop.ui.hints import sentences
from macaron_desktop.ui.words import fill

from ..explain import TrickExplanation
from .texts import flavor_name


def _name(names: Sequence[str], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def won_text(why: TrickExplanation, names: Sequence[str]) -> str:
    """``Ana wins the trick with the highest card of the led flavour.`` and the like."""
    texts = {
        "only_led": QCoreApplication.translate(
            "MacaronExplain", "%1 wins the trick: nobody else played the led flavour."
        ),
        "highest_led": QCoreApplication.translate(
            "MacaronExplain", "%1 wins the trick with the highest card of the led flavour."
        ),
        "royal_lead": QCoreApplication.translate(
            "MacaronExplain",
            "%1 wins the trick with the highest card of the led flavour: it is Royal, so "
            "the other Royal flavour cannot win.",
        ),
        "royal": QCoreApplication.translate(
            "MacaronExplain", "%1 wins the trick: a Royal card beats the led flavour."
        ),
        "highest_royal": QCoreApplication.translate(
            "MacaronExplain", "%1 wins the trick with the highest Royal card."
        ),
        "tie_first": QCoreApplication.translate(
            "MacaronExplain",
            "%1 wins the trick: %2 played a card just as high, but %1 played first.",
        ),
    }
    text = texts.get(why.won, texts["highest_led"])
    return fill(text, _name(names, why.seat), _name(names, why.tied_with))


def boxes_text(why: TrickExplanation) -> str:
    """``1 gift box: the winning card is not a 1.`` and the like."""
    allergen = flavor_name(why.allergen) if why.allergen is not None else ""
    texts = {
        "plain": QCoreApplication.translate(
            "MacaronExplain", "1 gift box: the winning card is not a 1."
        ),
        "one": QCoreApplication.translate("MacaronExplain", "3 gift boxes: won with a 1."),
        "allergen": QCoreApplication.translate(
            "MacaronExplain", "No gift boxes: an Allergen card (%1) is in the trick and no 2."
        ),
        "allergen_one": QCoreApplication.translate(
            "MacaronExplain",
            "No gift boxes, though won with a 1: an Allergen card (%1) is in the trick and no 2.",
        ),
        "two_cancels": QCoreApplication.translate(
            "MacaronExplain", "1 gift box: a 2 cancels the Allergen (%1)."
        ),
        "two_cancels_one": QCoreApplication.translate(
            "MacaronExplain", "3 gift boxes: won with a 1, and a 2 cancels the Allergen (%1)."
        ),
    }
    return fill(texts.get(why.why_boxes, texts["plain"]), allergen)


def trick_line(why: TrickExplanation, names: Sequence[str]) -> str:
    """The log's line for a won trick: who won and why, then the boxes and why."""
    return sentences(won_text(why, names), boxes_text(why))


__all__ = ["boxes_text", "trick_line", "won_text"]
