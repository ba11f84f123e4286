"""A La Macarena hint in words: the best few moves with their estimated value
(context ``MacarenaHint``); a well to play on names the series the bot has in mind."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.ui.hints import HintReport, generic_report, sentences

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
from ..view import MacarenaView
from . import texts


def move_text(action: Any, view: MacarenaView) -> str:
    """A move in a few words: ``well 3 (on 7 of Water): 8 of Water, 8 of Fire`` …"""
    if isinstance(action, ChooseWell):
        series = planned_series(view, action.well)
        text = (
            QCoreApplication.translate("MacarenaHint", "a series on %1 (on %2)")
            .replace("%1", texts.well_name(action.well))
            .replace("%2", texts.card_name(view.top(action.well)))
        )
        if series:
            text += QCoreApplication.translate("MacarenaHint", ": %1").replace(
                "%1", texts.cards_list(series)
            )
        return text
    if isinstance(action, LayCard):
        return QCoreApplication.translate("MacarenaHint", "lay %1").replace(
            "%1", texts.card_name(action.card)
        )
    if isinstance(action, FinishSeries):
        return QCoreApplication.translate("MacarenaHint", "finish the series")
    if isinstance(action, TakeBack):
        return QCoreApplication.translate("MacarenaHint", "take back")
    if isinstance(action, Pass):
        return QCoreApplication.translate("MacarenaHint", "pass (your Macas come back)")
    if isinstance(action, MoveMaca):
        return QCoreApplication.translate("MacarenaHint", "move the Maca from %1").replace(
            "%1", texts.well_name(action.from_well)
        )
    if isinstance(action, HandOver):
        return QCoreApplication.translate("MacarenaHint", "hand over %1").replace(
            "%1", texts.element_name(action.element)
        )
    if isinstance(action, BuyElement):
        return QCoreApplication.translate("MacarenaHint", "take %1 for four coins").replace(
            "%1", texts.element_name(action.element)
        )
    return str(action)


def describe_hint(view: MacarenaView, analysis: Sequence[tuple[Any, Mapping[str, float]]]) -> Any:
    """The hint panel's report (the table entry's ``describe_hint`` hook)."""
    report = generic_report(analysis, lambda action: move_text(action, view))
    note = QCoreApplication.translate(
        "MacarenaHint", "Value: your estimated lead (an element token counts 1, an amulet 5)."
    )
    return HintReport(report.headers, report.rows, sentences(report.note, note))


__all__ = ["describe_hint", "move_text"]
