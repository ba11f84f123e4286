"""What a choice on Maus au Chocolat's table would do, in words: the card picker's live
line (what the chosen cards form and which you keep), its buttons, and the options of a
helper's power and of the kept cards.

Whether a set of cards forms a combination is the rules' answer (``combos.interpretations``
and ``combos.form``); this module only words it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core.messages import IllegalAction, Message
from macaron_desktop.core.spec import QT_TRANSLATE_NOOP
from macaron_desktop.ui.spec_text import tr
from macaron_desktop.ui.words import join_parts

from ..actions import Adjust, Keep, NoPower, Recolour
from ..cards import HENRI_BONUS, Card, Helper
from ..combos import Combination, Tweak, form, interpretations
from ..view import MausView
from . import texts


def kept_text(combo: Combination) -> str:
    """``you keep Eggs 3 (3 points)`` or ``you choose which one to keep``."""
    if combo.player_picks:
        if combo.keep == 2:
            return QCoreApplication.translate("Maus", "you choose which two to keep")
        return QCoreApplication.translate("Maus", "you choose which one to keep")
    kept = combo.keep_options[0]
    return texts.fill(
        QCoreApplication.translate("Maus", "you keep %1 (%2)"),
        texts.cards_list(kept),
        texts.points_text(combo.points(kept)),
    )


def formed_text(combo: Combination, count: int) -> str:
    """``a mixed run: you keep Eggs 3 (3 points)``."""
    return texts.fill(
        QCoreApplication.translate("Maus", "%1: %2"),
        texts.combination_name(combo.kind, combo.one_colour, count),
        kept_text(combo),
    )


def score_line(view: MausView, chosen: Sequence[Card]) -> str:
    """The live line of a scoring choice: what the cards form, which you keep, whether the
    helper's power changes that, or why they form nothing."""
    helper = view.helpers[view.seat]
    cards = tuple(chosen)
    most = 4 if helper is Helper.AMELIE else 3
    if len(cards) < 3:
        return texts.fill(
            QCoreApplication.translate("Maus", "%1: choose %2 more (or score nothing)."),
            texts.cards_list(cards),
            3 - len(cards),
        )
    if len(cards) >= len(view.hand):
        return texts.refusal(Message("keep_a_card_in_hand", {"count": len(cards)}))
    ways = interpretations(cards, helper)
    if not ways:
        try:
            form(cards, helper)
        except IllegalAction as refused:
            return texts.refusal(refused.message)
        return texts.refusal(Message("not_a_combination", {"count": len(cards)}))
    tweak, combo = ways[0]
    name = texts.helper_name(helper)
    if tweak is None:
        line = texts.fill(
            QCoreApplication.translate("Maus", "These cards form %1."),
            formed_text(combo, len(cards)),
        )
        if len(ways) > 1:
            change = QCoreApplication.translate("Maus", "%1 can change that after Score")
            line = join_parts([line, texts.fill(change, name)])
    elif len(ways) > 1:
        line = texts.fill(
            QCoreApplication.translate(
                "Maus", "%1 makes these a combination: choose how after Score."
            ),
            name,
        )
    else:
        line = texts.fill(
            QCoreApplication.translate("Maus", "%1: %2."),
            texts.tweak_text(tweak, helper),
            formed_text(combo, len(cards)),
        )
    if len(cards) < most:
        line = join_parts(
            [line, QCoreApplication.translate("Maus", "Amélie lets you add a fourth card")]
        )
    return line


def bid_line(view: MausView, chosen: Sequence[Card]) -> str:
    """``Bid Eggs 4: 6 coins (8 with Henri); it goes onto the display after the pick``."""
    card = chosen[0]
    henri = view.helpers[view.seat] is Helper.HENRI
    coins = texts.coins_text(card.bid)
    if henri:
        coins = texts.fill(
            QCoreApplication.translate("Maus", "%1 (%2 with Henri)"),
            coins,
            card.bid + HENRI_BONUS,
        )
    return texts.fill(
        QCoreApplication.translate("Maus", "Bid %1: %2."),
        texts.card_name(card),
        coins,
    )


def describe_choice(view: MausView, prompt: Any, chosen: Sequence[Card]) -> str:
    """The card picker's live line for ``prompt`` with ``chosen`` so far."""
    key = getattr(prompt, "key", "")
    if not chosen:
        return texts.prompt_text(key, getattr(prompt, "params", {}))
    if key == "choose_bid":
        return bid_line(view, chosen)
    if key == "choose_pick":
        return texts.fill(QCoreApplication.translate("Maus", "Take %1."), texts.cards_list(chosen))
    if key == "choose_combination":
        return score_line(view, chosen)
    if key == "choose_swap":
        return texts.fill(
            QCoreApplication.translate("Maus", "Swap %1 for a drawn card."),
            texts.card_name(chosen[0]),
        )
    if key == "choose_discard":
        return texts.fill(
            QCoreApplication.translate("Maus", "Discard %1."), texts.cards_list(chosen)
        )
    return texts.cards_list(chosen)


CONFIRM_LABELS = {
    "choose_bid": QT_TRANSLATE_NOOP("Maus", "&Bid this card"),
    "choose_pick": QT_TRANSLATE_NOOP("Maus", "&Take these cards"),
    "choose_combination": QT_TRANSLATE_NOOP("Maus", "&Score these cards"),
    "choose_swap": QT_TRANSLATE_NOOP("Maus", "S&wap this card"),
}


def confirm_text(prompt: Any) -> str:
    """The label of the picker's Confirm button (:data:`CONFIRM_LABELS` per prompt; any
    other prompt: a discard)."""
    label = CONFIRM_LABELS.get(getattr(prompt, "key", ""), QT_TRANSLATE_NOOP("Maus", "&Discard"))
    return tr(label)


def option_text(view: MausView, option: Any) -> str:
    """A button: a power's use and what the cards then form, or cards to keep (short, so
    that a row of them fits the bar under the table; the prompt says the rest)."""
    pending = view.pending
    helper = view.helpers[view.seat]
    if isinstance(option, Keep):
        return texts.fill(
            QCoreApplication.translate("Maus", "Keep %1"), texts.cards_list(option.cards)
        )
    if pending is None or not isinstance(option, (NoPower, Adjust, Recolour)):
        return str(option)
    tweak = None
    if isinstance(option, Adjust):
        tweak = Tweak(option.card, delta=option.delta)
    elif isinstance(option, Recolour):
        tweak = Tweak(option.card, ingredient=option.ingredient)
    try:
        combo = form(pending.cards, helper, tweak)
    except IllegalAction as refused:
        return texts.refusal(refused.message)
    what = texts.combination_name(combo.kind, combo.one_colour, len(pending.cards))
    if tweak is None:
        return texts.fill(QCoreApplication.translate("Maus", "Without the power: %1"), what)
    if tweak.ingredient is not None:
        changed = texts.ingredient_name(tweak.ingredient)
    else:
        changed = str(tweak.card.snack + tweak.delta)
    return texts.fill(
        QCoreApplication.translate("Maus", "%1 as %2: %3"),
        texts.card_name(tweak.card),
        changed,
        what,
    )
