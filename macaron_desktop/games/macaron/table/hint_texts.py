"""A Macaron hint in words: each card's chance to win the trick and the boxes it may bring,
or, for the other decisions, the best few choices by their estimated value.

The numbers come from ``games/macaron/hints.py`` (the Hard bot's sampled worlds); this
module only says them (context ``MacaronHint``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.ui.hints import (
    HintReport,
    HintRow,
    estimates_note,
    generic_report,
    percent,
    sentences,
    signed,
)
from macaron_desktop.ui.words import fill

from ..actions import (
    Bet,
    ChooseAllergen,
    ChooseRoyal,
    Discard,
    PassCards,
    PlaceVote,
    PlayCard,
    SkipBet,
)
from ..hints import BOXES, WIN
from ..view import MacaronView
from . import texts


def _two(cards: Sequence[Any]) -> str:
    names = [texts.card_name(c.flavor, c.rank) for c in cards]
    if len(names) == 2:
        return fill(QCoreApplication.translate("MacaronHint", "%1 and %2"), names[0], names[1])
    return QCoreApplication.translate("MacaronHint", ", ").join(names)


def move_text(action: Any, view: MacaronView) -> str:
    """A choice in a few words: ``strawberry 7``, ``pass almond 1 and blueberry 6`` …"""
    if isinstance(action, PlayCard):
        return texts.card_name(action.card.flavor, action.card.rank)
    if isinstance(action, PassCards):
        return fill(QCoreApplication.translate("MacaronHint", "pass %1"), _two(action.cards))
    if isinstance(action, Discard):
        return fill(QCoreApplication.translate("MacaronHint", "discard %1"), _two(action.cards))
    if isinstance(action, ChooseRoyal):
        return fill(
            QCoreApplication.translate("MacaronHint", "make %1 Royal"),
            texts.group_name(action.group),
        )
    if isinstance(action, ChooseAllergen):
        return fill(
            QCoreApplication.translate("MacaronHint", "make %1 the Allergen"),
            texts.flavor_name(action.flavor),
        )
    if isinstance(action, PlaceVote):
        return fill(
            QCoreApplication.translate("MacaronHint", "a %1 token on %2"),
            str(action.value),
            texts.target_name(action.target),
        )
    if isinstance(action, Bet):
        return fill(
            QCoreApplication.translate("MacaronHint", "bet on %1"),
            texts.bet_name(action.row_or_column, view.scoring),
        )
    if isinstance(action, SkipBet):
        return QCoreApplication.translate("MacaronHint", "do not bet")
    return str(action)


def card_estimates(estimates: Mapping[str, float]) -> tuple[str, str, str]:
    """A card's cells: the chance to win the trick, the boxes, the value (``63%``,
    ``1.4``, ``+1.1``)."""
    return (
        percent(float(estimates.get(WIN, 0.0))),
        f"{float(estimates.get(BOXES, 0.0)):.1f}",
        signed(float(estimates.get("value", 0.0))),
    )


def describe_hint(view: MacaronView, analysis: Sequence[tuple[Any, Mapping[str, float]]]) -> Any:
    """The hint panel's report (the table entry's ``describe_hint`` hook)."""
    if not analysis:
        return HintReport((), ())
    if not isinstance(analysis[0][0], PlayCard):
        return generic_report(
            analysis, lambda action: move_text(action, view), value_note=_value_note()
        )
    rows = [
        HintRow(
            (move_text(action, view), *card_estimates(estimates)),
            bot_choice=bool(estimates.get("choice")),
        )
        for action, estimates in analysis
    ]
    headers = (
        QCoreApplication.translate("MacaronHint", "Card"),
        QCoreApplication.translate("MacaronHint", "Wins trick"),
        QCoreApplication.translate("MacaronHint", "Boxes"),
        QCoreApplication.translate("MacaronHint", "Value"),
    )
    note = sentences(
        estimates_note(analysis),
        QCoreApplication.translate(
            "MacaronHint", "Boxes: those you can expect to hold when the round ends."
        ),
        _value_note(),
    )
    return HintReport(headers, rows, note)


def _value_note() -> str:
    return QCoreApplication.translate(
        "MacaronHint", "Value: your lead in points at the round's end (a won game counts far more)."
    )


__all__ = ["card_estimates", "describe_hint", "move_text"]
