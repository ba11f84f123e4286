"""A Maus au Chocolat hint in words: the Hard bot's best few moves with their estimated
value (context ``MausHint``): what to bid, which cards to take, what to score."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core.spec import QT_TRANSLATE_NOOP
from macaron_desktop.ui.hints import describer
from macaron_desktop.ui.words import fill

from .. import actions as A
from ..cards import Helper
from ..combos import interpretations
from ..view import MausView
from . import choices, texts


def move_text(action: Any, view: MausView) -> str:
    """A move in a few words: ``bid Eggs 4 (6 coins)``, ``take Nuts 5, Nuts 6`` …"""
    helper = view.helpers[view.seat]
    if isinstance(action, A.Bid):
        return fill(
            QCoreApplication.translate("MausHint", "bid %1"),
            texts.bid_name(action.card, helper is Helper.HENRI),
        )
    if isinstance(action, A.Pick):
        return fill(
            QCoreApplication.translate("MausHint", "take %1"), texts.cards_list(action.cards)
        )
    if isinstance(action, A.Score):
        ways = interpretations(action.cards, helper)
        what = choices.formed_text(ways[0][1], len(action.cards)) if ways else ""
        return fill(
            QCoreApplication.translate("MausHint", "score %1 (%2)"),
            texts.cards_list(action.cards),
            what,
        )
    if isinstance(action, A.ScoreNothing):
        return QCoreApplication.translate("MausHint", "score nothing this round")
    if isinstance(action, A.Swap):
        return fill(
            QCoreApplication.translate("MausHint", "swap %1 for a drawn card"),
            texts.card_name(action.card),
        )
    if isinstance(action, A.KeepHand):
        return QCoreApplication.translate("MausHint", "keep your hand")
    if isinstance(action, A.Discard):
        return fill(
            QCoreApplication.translate("MausHint", "discard %1"), texts.cards_list(action.cards)
        )
    if isinstance(action, (A.Keep, A.NoPower, A.Adjust, A.Recolour)):
        return choices.option_text(view, action)
    return str(action)


# the hint panel's report (the table entry's ``describe_hint`` hook), with its note on
# what the hint's value counts
describe_hint = describer(
    move_text,
    QT_TRANSLATE_NOOP(
        "MausHint",
        "Value: your estimated lead in points at the end of the round, counting what "
        "your hand could still score.",
    ),
)


__all__ = ["describe_hint", "move_text"]
