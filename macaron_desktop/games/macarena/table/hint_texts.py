"""A La Macarena hint in words: the best few moves with their estimated value
(context ``MacarenaHint``); a well to play on names the series the bot has in mind."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core.spec import QT_TRANSLATE_NOOP, Text
from macaron_desktop.ui.hints import describer
from macaron_desktop.ui.words import fill

from ..actions import (
    BuyElement,
    ChooseWell,
    FinishSeries,
    HandOver,
    LayCard,
    MoveMaca,
    Pass,
    TakeBack,
)
from ..hints import planned_series
from ..rules import active_macas
from ..view import MacarenaView
from . import texts

# a move of these kinds in a few words, and what fills its %1 (if it has one)
_MOVES: dict[type, tuple[Text, Callable[[Any], str] | None]] = {
    LayCard: (QT_TRANSLATE_NOOP("MacarenaHint", "lay %1"), lambda a: texts.card_name(a.card)),
    FinishSeries: (QT_TRANSLATE_NOOP("MacarenaHint", "finish the series"), None),
    TakeBack: (QT_TRANSLATE_NOOP("MacarenaHint", "take back"), None),
    Pass: (QT_TRANSLATE_NOOP("MacarenaHint", "pass (your Macas come back)"), None),
    MoveMaca: (
        QT_TRANSLATE_NOOP("MacarenaHint", "move the Maca from %1"),
        lambda a: texts.well_name(a.from_well),
    ),
    HandOver: (
        QT_TRANSLATE_NOOP("MacarenaHint", "hand over %1"),
        lambda a: texts.element_name(a.element),
    ),
    BuyElement: (
        QT_TRANSLATE_NOOP("MacarenaHint", "take %1 for four coins"),
        lambda a: texts.element_name(a.element),
    ),
}


def move_text(action: Any, view: MacarenaView) -> str:
    """A move in a few words: ``well 3 (on 7 of Water): 8 of Water, 8 of Fire`` …"""
    if isinstance(action, ChooseWell):
        series = planned_series(view, action.well)
        text = fill(
            QCoreApplication.translate("MacarenaHint", "a series on %1 (on %2)"),
            texts.well_name(action.well),
            texts.card_name(view.top(action.well)),
        )
        if series:
            text += fill(
                QCoreApplication.translate("MacarenaHint", ": %1"), texts.cards_list(series)
            )
        return text
    if isinstance(action, Pass) and not active_macas(view.macas, view.seat):
        # with no Maca to lose, a pass is advice to wait for a better series
        return QCoreApplication.translate(
            "MacarenaHint", "pass: keep your cards for a longer series"
        )
    if type(action) in _MOVES:
        text, value = _MOVES[type(action)]
        sentence = QCoreApplication.translate(text.context, text.source)
        return fill(sentence, value(action)) if value else sentence
    return str(action)


# the hint panel's report (the table entry's ``describe_hint`` hook), with its note on
# what the hint's value counts
describe_hint = describer(
    move_text,
    QT_TRANSLATE_NOOP(
        "MacarenaHint", "Value: your estimated lead (an element token counts 1, an amulet 5)."
    ),
)


__all__ = ["describe_hint", "move_text"]
