"""The actions of Masters of Maple Syrup: small immutable values.

Setup: each player :class:`Keep`\\ s three of the five cards dealt. A turn: the current
player turns an action card (:class:`ChooseAction`: which card, which end for
themselves); each player then takes the end pointed at them: on the rivals side, CHOOSE
ONE asks :class:`ChooseKind`. An action is :class:`Tap`, :class:`Harvest` (the trees
chosen, up to the amount) or :class:`Develop` a hand card and :class:`Pay` its cost
(or :class:`NoDevelop`). An optional effect is taken with :class:`UseEffect` or declined
with :class:`NoEffect`; a tucking effect asks :class:`Tuck`. The current player ends the
turn discarding down to five, one :class:`Discard` at a time.
"""

from __future__ import annotations

from macaron_desktop.core.actions import ActionSet, OneCard

from .cards import ALL_CARDS, Card

ACTIONS = ActionSet("Masters of Maple Syrup", values=(Card,))


@ACTIONS.action
class Keep:
    """Setup: keep these three dealt cards (the other two are discarded face up)."""

    cards: tuple[Card, ...]


@ACTIONS.action
class ChooseAction:
    """Turn action card ``card`` (0-2) so that its end ``end`` (0 or 1) points at you."""

    card: int
    end: int


@ACTIONS.action
class ChooseKind:
    """CHOOSE ONE (rivals): take ``kind``, one of ``"tap"``, ``"harvest"``, ``"develop"``."""

    kind: str


@ACTIONS.action
class Tap:
    """Tap these trees of your property (up to the amount; none is legal)."""

    cards: tuple[Card, ...]


@ACTIONS.action
class Harvest:
    """Harvest these tapped trees (up to the amount; none is legal)."""

    cards: tuple[Card, ...]


@ACTIONS.action
class Develop(OneCard):
    """Develop ``card`` from your hand (its cost is paid next)."""

    card: Card


@ACTIONS.action
class NoDevelop:
    """Develop nothing this time."""


@ACTIONS.action
class Pay:
    """Pay the develop cost: discard exactly these hand cards (1¢ each)."""

    cards: tuple[Card, ...]


@ACTIONS.action
class UseEffect:
    """Use the optional effect of ``card`` (on your property) now."""

    card: Card


@ACTIONS.action
class NoEffect:
    """Use none of the effects offered (INSTEAD OF: take the action itself)."""


@ACTIONS.action
class Tuck:
    """Tuck these hand cards face down under the card whose effect tucks."""

    cards: tuple[Card, ...]


@ACTIONS.action
class Discard(OneCard):
    """End of your turn, over five cards: discard ``card``."""

    card: Card


#: what a turn asks of the current player, and what an action or an effect asks of either
_TURN_ACTION = Keep | ChooseAction | ChooseKind | Discard
MapleAction = _TURN_ACTION | Tap | Harvest | Develop | NoDevelop | Pay | UseEffect | NoEffect | Tuck
ACTION_TYPES: tuple[type, ...] = ACTIONS.types
DEVELOP: dict[Card, Develop] = ACTIONS.shared(Develop, ALL_CARDS)
DISCARD: dict[Card, Discard] = ACTIONS.shared(Discard, ALL_CARDS)
USE: dict[Card, UseEffect] = ACTIONS.shared(UseEffect, ALL_CARDS)
NO_DEVELOP = NoDevelop()
NO_EFFECT = NoEffect()
KINDS: dict[str, ChooseKind] = ACTIONS.shared(ChooseKind, ("tap", "harvest", "develop"))
