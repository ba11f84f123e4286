"""What a choice on Masters of Maple Syrup's table would do, in words: the card picker's
live line (the cost and what is chosen so far), its buttons, and the options of the
prompt bar (CHOOSE ONE, the effects offered).

What a card costs and which cards may be developed are the rules' answers
(``resolve.cost``, ``resolve.developable``, read through the view); this module only
words them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.ui.words import join_parts

from ..actions import ChooseKind, NoEffect, UseEffect
from ..cards import Card
from ..view import MapleView
from . import texts


def _frame(view: MapleView) -> Any:
    return view.stack[-1] if view.stack else None


def develop_cost(view: MapleView, card: Card) -> int:
    """What developing ``card`` costs the viewing seat now (the rules' discounts)."""
    from ..resolve import bonus

    frame = _frame(view)
    discount = frame.discount if frame is not None else 0
    shown = _Discounts(view)
    return max(0, card.cost - discount - bonus(shown, view.seat, "discount"))  # type: ignore[arg-type]


class _Discounts:
    """What ``resolve.bonus`` reads of a state, from the view (the property and hands)."""

    def __init__(self, view: MapleView) -> None:
        self.properties = view.properties
        self.hands = tuple((None,) * n for n in view.hand_sizes)


def describe_choice(view: MapleView, prompt: Any, chosen: Sequence[Card]) -> str:
    """The card picker's live line for ``prompt`` with ``chosen`` so far."""
    key = getattr(prompt, "key", "")
    params = getattr(prompt, "params", {})
    cards = tuple(chosen)
    if not cards:
        return texts.prompt_text(key, params)
    if key == "choose_keep":
        return texts.fill(
            QCoreApplication.translate("Maple", "Keep %1 (%2 of 3)."),
            texts.cards_list(cards),
            len(cards),
        )
    if key == "choose_develop":
        card = cards[0]
        price = develop_cost(view, card)
        rest = len(view.hand) - 1
        line = texts.fill(
            QCoreApplication.translate(
                "Maple", "Develop %1: it costs %2¢, and your %3 other cards can pay it."
            ),
            texts.card_name(card),
            price,
            rest,
        )
        if price > rest:
            line = texts.fill(
                QCoreApplication.translate(
                    "Maple", "%1 costs %2¢, but only %3 other cards are left to pay with."
                ),
                texts.card_name(card),
                price,
                rest,
            )
        return line
    if key == "choose_payment":
        cost = int(params.get("cost") or 0)
        line = texts.fill(
            QCoreApplication.translate("Maple", "Paying %1¢ of %2¢ for %3 with %4."),
            len(cards),
            cost,
            texts.card_name(params.get("card")),
            texts.cards_list(cards),
        )
        if len(cards) < cost:
            more = texts.fill(
                QCoreApplication.translate("Maple", "%1 more to choose"), cost - len(cards)
            )
            line = join_parts([line, more])
        return line
    if key in ("choose_tap", "choose_harvest"):
        template = (
            QCoreApplication.translate("Maple", "Tap %1 (%2 of at most %3).")
            if key == "choose_tap"
            else QCoreApplication.translate("Maple", "Harvest %1 (%2 of at most %3).")
        )
        line = texts.fill(template, texts.cards_list(cards), len(cards), params.get("count", "?"))
        if key == "choose_harvest":
            draws = sum(c.design.harvest for c in cards)
            line = join_parts(
                [
                    line,
                    texts.fill(
                        QCoreApplication.translate("Maple", "you draw %1"),
                        texts.cards_text(draws),
                    ),
                ]
            )
        return line
    if key == "choose_tuck":
        return texts.fill(
            QCoreApplication.translate("Maple", "Tuck %1 under %2."),
            texts.cards_list(cards),
            texts.card_name(params.get("card")),
        )
    if key == "choose_discard":
        return texts.fill(
            QCoreApplication.translate("Maple", "Discard %1."), texts.cards_list(cards)
        )
    return texts.cards_list(cards)


def confirm_text(prompt: Any) -> str:
    """The label of the picker's Confirm button."""
    key = getattr(prompt, "key", "")
    labels = {
        "choose_keep": QCoreApplication.translate("Maple", "&Keep these cards"),
        "choose_develop": QCoreApplication.translate("Maple", "&Develop this card"),
        "choose_payment": QCoreApplication.translate("Maple", "&Pay with these cards"),
        "choose_tap": QCoreApplication.translate("Maple", "&Tap these trees"),
        "choose_harvest": QCoreApplication.translate("Maple", "&Harvest these trees"),
        "choose_tuck": QCoreApplication.translate("Maple", "T&uck these cards"),
    }
    return labels.get(key, QCoreApplication.translate("Maple", "&Discard"))


def option_text(view: MapleView | None, option: Any, prompt_key: str = "") -> str:
    """A button of the prompt bar: CHOOSE ONE's actions and the effects offered."""
    if isinstance(option, ChooseKind):
        return texts.kind_choice_text(option.kind)
    if isinstance(option, UseEffect):
        return texts.fill(
            QCoreApplication.translate("Maple", "Use %1"), texts.card_name(option.card)
        )
    if isinstance(option, NoEffect):
        if prompt_key == "choose_instead":
            return QCoreApplication.translate("Maple", "Take the action itself")
        return QCoreApplication.translate("Maple", "Use none")
    return str(option)
