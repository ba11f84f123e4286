"""The actions a seat can take in La Macarena: small immutable values.

A turn starts with an automatic draw. Then the player either passes or builds a series
step by step: :class:`ChooseWell`, then :class:`LayCard` for each card, then
:class:`FinishSeries` (the series is committed only then; :class:`TakeBack` takes back
the last card laid, or the choice of well when no card is laid yet). After a mirror with
all seven Macas already out, :class:`MoveMaca` says which well gives one up. At the end
of a hand, :class:`HandOver` and :class:`BuyElement` answer the two choices there.

The engine hands out the shared instances below, which keeps ``legal_actions`` cheap.
"""

from __future__ import annotations

from macaron_desktop.core.actions import ActionSet

from .cards import ALL_CARDS, ELEMENTS, Card, Element
from .config import WELLS

ACTIONS = ActionSet("La Macarena", values=(Card, Element))


@ACTIONS.action
class ChooseWell:
    """Start a series on well ``well`` (0-6)."""

    well: int


@ACTIONS.action
class LayCard:
    """Lay ``card`` from the hand as the next card of the series being built."""

    card: Card


@ACTIONS.action
class TakeBack:
    """Take back the last card of the series being built (or, with none, the well)."""


@ACTIONS.action
class FinishSeries:
    """Commit the series being built."""


@ACTIONS.action
class Pass:
    """Play nothing this turn; every Maca of the player returns from the wells."""


@ACTIONS.action
class MoveMaca:
    """All seven Macas are out: move one from well ``from_well`` to the mirror's well."""

    from_well: int


@ACTIONS.action
class HandOver:
    """End of hand, most cards in hand: hand over this element token."""

    element: Element


@ACTIONS.action
class BuyElement:
    """End of hand: four coins become this element token (one the player lacks)."""

    element: Element


MacarenaAction = (
    ChooseWell | LayCard | TakeBack | FinishSeries | Pass | MoveMaca | HandOver | BuyElement
)
ACTION_TYPES: tuple[type, ...] = ACTIONS.types

CHOOSE_WELL: tuple[ChooseWell, ...] = tuple(ChooseWell(w) for w in range(WELLS))
MOVE_MACA: tuple[MoveMaca, ...] = tuple(MoveMaca(w) for w in range(WELLS))
LAY: dict[Card, LayCard] = ACTIONS.shared(LayCard, ALL_CARDS)
HAND_OVER: dict[Element, HandOver] = ACTIONS.shared(HandOver, ELEMENTS)
BUY: dict[Element, BuyElement] = ACTIONS.shared(BuyElement, ELEMENTS)
TAKE_BACK = TakeBack()
FINISH = FinishSeries()
PASS = Pass()
