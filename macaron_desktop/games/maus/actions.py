"""The actions a seat can take in Maus au Chocolat: small immutable values.

A round asks every seat for a secret :class:`Bid`, then each picker in bid order for a
:class:`Pick` of two display cards, then each scorer in helper order: Etienne's holder may
first :class:`Swap` a card (or :class:`KeepHand`), then a scorer chooses the cards of a
combination (:class:`Score`) or :class:`ScoreNothing`; where a helper's power could change
what those cards form, :class:`Adjust` (Maurice, Mathieu), :class:`Recolour` (Claude) or
:class:`NoPower` says how; where the rules leave open which cards are kept, :class:`Keep`
says which. Players over the hand limit then :class:`Discard`.
"""

from __future__ import annotations

from macaron_desktop.core.actions import ActionSet, OneCard

from .cards import ALL_CARDS, Card, Ingredient

ACTIONS = ActionSet("Maus au Chocolat", values=(Card, Ingredient))


@ACTIONS.action
class Bid(OneCard):
    """Lay ``card`` face down as this round's bid."""

    card: Card


@ACTIONS.action
class Pick:
    """Take these display cards (two, or what is left) into the hand."""

    cards: tuple[Card, ...]


@ACTIONS.action
class Swap(OneCard):
    """Etienne: discard ``card`` and draw a replacement."""

    card: Card


@ACTIONS.action
class KeepHand:
    """Etienne: do not swap a card this round."""


@ACTIONS.action
class Score:
    """Score these hand cards as one combination."""

    cards: tuple[Card, ...]


@ACTIONS.action
class ScoreNothing:
    """Score no combination this round."""


@ACTIONS.action
class Discard:
    """Over the hand limit: discard these cards."""

    cards: tuple[Card, ...]


@ACTIONS.action
class Adjust:
    """Maurice (+1) or Mathieu (-1): change ``card``'s value for forming the combination."""

    card: Card
    delta: int


@ACTIONS.action
class Recolour:
    """Claude: ``card`` counts as ``ingredient`` for forming the combination."""

    card: Card
    ingredient: Ingredient


@ACTIONS.action
class NoPower:
    """Form the combination without the helper's power."""


@ACTIONS.action
class Keep:
    """These cards of the combination go to the score pile; the rest are discarded."""

    cards: tuple[Card, ...]


#: what a round asks outside the scoring turns, and what a scoring turn asks
_ROUND_ACTION = Bid | Pick | Discard
MausAction = (
    _ROUND_ACTION | Swap | KeepHand | Score | ScoreNothing | Adjust | Recolour | NoPower | Keep
)
ACTION_TYPES: tuple[type, ...] = ACTIONS.types
BID: dict[Card, Bid] = ACTIONS.shared(Bid, ALL_CARDS)
SWAP: dict[Card, Swap] = ACTIONS.shared(Swap, ALL_CARDS)
KEEP_HAND = KeepHand()
SCORE_NOTHING = ScoreNothing()
NO_POWER = NoPower()
