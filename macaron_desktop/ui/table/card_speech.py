"""Cards in words for a screen reader, for a board whose card items are keyed by card.

A board mixes :class:`CardSpeech` in before ``GameBoard``: a face-up card is named by the
game's words for it (:attr:`CardSpeech.card_words`), its tool tip read after as its
description, and a card not in your hand is put in the group
:meth:`CardSpeech.card_group` names (your hand is the kit's own group): by default the
first of the board's :attr:`CardSpeech.card_groups` that holds it, a :class:`CardGroup`
naming where in the view some cards lie.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from PySide6.QtWidgets import QGraphicsItem

from ..spec_text import tr
from ..words import fill
from .accessible import Spoken, plain
from .card_item import CardItem

if TYPE_CHECKING:
    from macaron_desktop.core.spec import Text


class CardGroup(NamedTuple):
    """Where some cards of the table lie, for :attr:`CardSpeech.card_groups`.

    ``field`` is the view's field that holds them, ``heading`` the group's heading (a
    ``QT_TRANSLATE_NOOP`` text, translated when asked for) and ``key`` the group's key.
    ``top``: only the field's last card is in the group (the face-up top of a pile);
    ``by_seat``: the field holds a pile per seat, each its own group ``key/<seat>``
    headed with the seat's name for the heading's ``%1``.
    """

    key: str
    field: str
    heading: Text
    top: bool = False
    by_seat: bool = False


class CardSpeech:
    """Names and groups of a board's card items (a mixin; the board has ``host`` and
    ``current()``)."""

    #: the game's card type (the key of its card items)
    card_type: ClassVar[type]
    #: the game's name of a card (wrap a function in ``staticmethod``)
    card_words: ClassVar[Callable[[Any], str]]
    #: where the cards not in your hand lie, looked through in this order
    card_groups: ClassVar[tuple[CardGroup, ...]] = ()
    host: Any
    current: Callable[[], Any]

    def describe_item(self, item: QGraphicsItem) -> Spoken | None:
        """A face-up card: its name, with its tool tip as the description."""
        if isinstance(item, CardItem) and isinstance(item.key, self.card_type):
            return Spoken(self.card_words(item.key), kind="card", description=plain(item.toolTip()))
        return None

    def item_group(self, item: QGraphicsItem) -> tuple[str, str] | None:
        """The group of a card not in your hand (:meth:`card_group`)."""
        if not isinstance(item, CardItem) or not isinstance(item.key, self.card_type):
            return None
        view = self.current()
        if item.key in view.hand:
            return None  # the kit's: your hand
        return self.card_group(view, item.key)

    def card_group(self, view: Any, card: Any) -> tuple[str, str] | None:
        """Where ``card`` lies in ``view``: a group's key and heading, or ``None``
        (the first of :attr:`card_groups` that holds it)."""
        for group in self.card_groups:
            cards = getattr(view, group.field)
            if group.by_seat:
                found = self.seat_group(group.key, cards, card, tr(group.heading))
                if found is not None:
                    return found
            elif (bool(cards) and card == cards[-1]) if group.top else card in cards:
                return group.key, tr(group.heading)
        return None

    def seat_group(
        self, key: str, piles: Sequence[Sequence[Any]], card: Any, heading: str
    ) -> tuple[str, str] | None:
        """The group ``key/<seat>`` of the seat whose pile in ``piles`` holds ``card``,
        headed ``heading`` with the seat's name for its ``%1``; ``None`` if none does."""
        names = self.host.names
        for seat, pile in enumerate(piles):
            if card in pile and 0 <= seat < len(names):
                return f"{key}/{seat}", fill(heading, names[seat])
        return None
