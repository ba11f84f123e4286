"""A Masters of Maple Syrup hint in words: the Hard bot's best few moves with their
estimated value (context ``MapleHint``): which action card end to take, which trees to
tap or harvest, what to develop and pay with, which effect to use."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core.spec import QT_TRANSLATE_NOOP
from macaron_desktop.ui.hints import describer
from macaron_desktop.ui.words import fill

from .. import actions as A
from ..view import MapleView
from . import texts


def move_text(action: Any, view: MapleView) -> str:
    """A move in a few words: ``take TAP 2 of action card I``, ``harvest Sugar Maple`` …"""
    if isinstance(action, A.ChooseAction):
        return fill(
            QCoreApplication.translate("MapleHint", "take %1 of %2 (the neighbour gets %3)"),
            texts.end_text(texts.action_end(view.variant, action.card, action.end)),
            texts.action_card_name(action.card),
            texts.end_text(texts.action_end(view.variant, action.card, 1 - action.end)),
        )
    if isinstance(action, A.ChooseKind):
        return texts.kind_choice_text(action.kind)
    if isinstance(action, A.Keep):
        return fill(
            QCoreApplication.translate("MapleHint", "keep %1"), texts.cards_list(action.cards)
        )
    if isinstance(action, A.Tap):
        if not action.cards:
            return QCoreApplication.translate("MapleHint", "tap no tree")
        return fill(
            QCoreApplication.translate("MapleHint", "tap %1"), texts.cards_list(action.cards)
        )
    if isinstance(action, A.Harvest):
        if not action.cards:
            return QCoreApplication.translate("MapleHint", "harvest no tree")
        return fill(
            QCoreApplication.translate("MapleHint", "harvest %1"), texts.cards_list(action.cards)
        )
    if isinstance(action, A.Develop):
        return fill(
            QCoreApplication.translate("MapleHint", "develop %1"), texts.card_name(action.card)
        )
    if isinstance(action, A.NoDevelop):
        return QCoreApplication.translate("MapleHint", "develop nothing")
    if isinstance(action, A.Pay):
        return fill(
            QCoreApplication.translate("MapleHint", "pay with %1"), texts.cards_list(action.cards)
        )
    if isinstance(action, A.UseEffect):
        return fill(QCoreApplication.translate("MapleHint", "use %1"), texts.card_name(action.card))
    if isinstance(action, A.NoEffect):
        return QCoreApplication.translate("MapleHint", "use no effect")
    if isinstance(action, A.Tuck):
        if not action.cards:
            return QCoreApplication.translate("MapleHint", "tuck nothing")
        return fill(
            QCoreApplication.translate("MapleHint", "tuck %1"), texts.cards_list(action.cards)
        )
    if isinstance(action, A.Discard):
        return fill(
            QCoreApplication.translate("MapleHint", "discard %1"), texts.card_name(action.card)
        )
    return str(action)


# the hint panel's report (the table entry's ``describe_hint`` hook), with its note on
# what the hint's value counts
describe_hint = describer(
    move_text,
    QT_TRANSLATE_NOOP(
        "MapleHint",
        "Value: your estimated chance of winning less the neighbour's, in percentage "
        "points, as the table will stand six turns from now (+100 or more: a sure win).",
    ),
)


__all__ = ["describe_hint", "move_text"]
