"""Masters of Maple Syrup's state: plain, immutable data (the rules move it on).

Hidden from a seat: the draw pile's order, the other hand (and, in setup, the other
player's dealt cards) and which cards the other player tucked; :mod:`.view` cuts those
out. An action being resolved is a stack of :class:`Frame` values: the action card's
actions of both players, and above them the actions and tucks that effects start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from macaron_desktop.core.enums import IdentityEnum
from macaron_desktop.core.eventlog import Logs
from macaron_desktop.core.game import Result

from .cards import Card

HAND_LIMIT = 5
END_SIZE = 10
DEAL = 5
KEEP = 3


class Phase(IdentityEnum):
    """The choice the game waits for."""

    KEEP = "keep"  # setup: both players keep 3 of 5, at once
    CHOOSE_ACTION = "choose_action"  # the current player turns an action card
    CHOOSE_KIND = "choose_kind"  # rivals, CHOOSE ONE: tap, harvest or develop
    INSTEAD = "instead"  # an INSTEAD OF effect, or the action itself
    EFFECTS = "effects"  # optional effects at their timing: which one next, or none
    TAP = "tap"
    HARVEST = "harvest"
    DEVELOP = "develop"
    PAY = "pay"
    TUCK = "tuck"
    DISCARD = "discard"  # the current player, over 5 cards, at the turn's end
    GAME_OVER = "game_over"


class End(NamedTuple):
    """One end of an action card: ``kind`` (tap, harvest, develop, choose, none), the
    amount, and on the rivals side the kind of card to develop and the discount."""

    kind: str
    amount: int = 0
    only: str | None = None
    discount: int = 0


#: the action cards, both sides (RULINGS 4): per card, its two ends
ACTION_CARDS: dict[str, tuple[tuple[End, End], ...]] = {
    "standard": (
        (End("tap", 2), End("harvest", 1)),
        (End("harvest", 2), End("develop", 1)),
        (End("develop", 1), End("tap", 1)),
    ),
    "rivals": (
        (End("develop", 1, "tree", 1), End("develop", 1, "utility", 1)),
        (End("choose"), End("none")),
        (End("tap", 2), End("harvest", 1)),
    ),
}
#: what CHOOSE ONE offers (rivals)
CHOICES: dict[str, End] = {
    "tap": End("tap", 2),
    "harvest": End("harvest", 2),
    "develop": End("develop", 1),
}


@dataclass(frozen=True)
class Frame:
    """An action (or a tuck) being resolved for ``seat``.

    ``kind``: tap, harvest, develop, choose (CHOOSE ONE) or tuck; ``stage``: where it is
    (start, instead, before, main, pay, more, after, done); ``source``: the card whose
    effect started it (``None``: the action card); ``card``: the card being developed,
    or the card tucked under; ``pending``: the effects offered now; ``harvested``: trees
    harvested, for WHEN HARVESTING draws.
    """

    seat: int
    kind: str
    amount: int
    stage: str = "start"
    source: Card | None = None
    only: str | None = None
    discount: int = 0
    card: Card | None = None
    pending: tuple[Card, ...] = ()
    harvested: int = 0


@dataclass(frozen=True)
class MapleTable:
    """What both players see of the table: the part a state and each seat's view share.

    ``properties[s]`` in the order developed; ``tapped[s]`` the tapped trees;
    ``pointed[i]``: which end of action card ``i`` points at seat 0 (``None``: sideways,
    available); ``used``: the effects used in the action being resolved (an effect never
    triggers itself again in the same action); ``developed[s]``: seat s developed this
    turn.
    """

    variant: str
    phase: Phase
    turn: int
    discards: tuple[Card, ...]
    start: int
    current: int
    properties: tuple[tuple[Card, ...], ...]
    tapped: tuple[frozenset[Card], ...]
    pointed: tuple[int | None, ...]
    stack: tuple[Frame, ...]
    used: frozenset[Card]
    developed: tuple[bool, ...]
    result: Result | None

    def end_for(self, card: int, seat: int) -> End | None:
        """The end of action card ``card`` pointed at ``seat`` (``None``: sideways)."""
        to_zero = self.pointed[card]
        if to_zero is None:
            return None
        return ACTION_CARDS[self.variant][card][to_zero if seat == 0 else 1 - to_zero]


@dataclass(frozen=True)
class MapleState(MapleTable):
    """Everything on the table: the public part (:class:`MapleTable`) and the hidden one.

    ``tucked[s]`` pairs (card, cards tucked under it); ``shuffles``: every shuffle's order
    (the deck, then each reshuffle of the discards).
    """

    seed: int
    deck: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    dealt: tuple[tuple[Card, ...], ...]
    tucked: tuple[tuple[tuple[Card, tuple[Card, ...]], ...], ...]
    shuffles: tuple[tuple[str, ...], ...]
    logs: Logs

    def tucked_under(self, seat: int, card: Card) -> int:
        """How many cards lie tucked under ``card`` on ``seat``'s property."""
        for host, cards in self.tucked[seat]:
            if host is card:
                return len(cards)
        return 0
