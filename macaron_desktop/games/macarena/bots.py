"""Bots for La Macarena, deciding from a seat's view only.

* ``random``: a uniformly random legal action, except that it never takes a card back
  (:class:`~.actions.TakeBack` would only make it dither; every step it takes moves the
  game on, so its games end as fast as any).
* ``basic``: a sensible beginner. On each turn it looks at every series it could lay on
  every open well and plays the one worth most: cards collected count more in elements
  it lacks and in elements whose majority it can still win (it remembers every series
  laid, so it knows the other collections), a mirror counts for its extra turn and its
  Maca, more so on a well it can reuse (its remaining cards link to the top card), and
  every card out of the hand counts, more so near the end of the hand (few cards in hand
  at the end means no hand-over, and emptying it is a coin). It passes only when it has
  nothing worth playing and no Maca to keep. It moves the Maca from the well it can least
  reuse, hands over the element it is likeliest to win back this hand, and buys the
  element it lacks in table order.

The search levels (``hard``, ``expert``) start from the same judgement with more
patience (:data:`PATIENT`): they pass rather than lay a poor series while the draw pile
is long, and keep their cards for a long one. The levels by name are in :mod:`.levels`,
on top of this module and of the search support that plays with this judgement.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any, NamedTuple

from .actions import BUY, CHOOSE_WELL, FINISH, HAND_OVER, LAY, PASS, TAKE_BACK, TakeBack
from .cards import ELEMENTS, LINKED, Card, Element, strength
from .resample import collected_by
from .state import Phase
from .view import MacarenaView

#: how far ahead the search looks: series nodes per well and decision
SEARCH_NODES = 4000


class ForwardRandomBot:
    """A uniformly random legal action other than taking a card back."""

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """Return a random element of ``legal_actions`` that is not a :class:`TakeBack`."""
        forward = [a for a in legal_actions if not isinstance(a, TakeBack)]
        if not forward:
            raise ValueError("no legal action to choose from")
        return forward[rng.randrange(len(forward))]


class _Weights:
    """What one decision values: per element, a collected card; per card out of hand."""

    def __init__(self, view: MacarenaView) -> None:
        me = view.seat
        others = [collected_by(view.turns, p) for p in range(view.players) if p != me]
        self._fill(view.collection, others, view.elements[me], view.deck_count, view.players)

    @classmethod
    def of(
        cls,
        mine: Sequence[Card],
        others: Sequence[Sequence[Card]],
        held: frozenset[Element],
        deck_count: int,
        players: int,
    ) -> _Weights:
        """The weights from their parts: own collection, the others', own elements."""
        weights = cls.__new__(cls)
        weights._fill(mine, others, held, deck_count, players)
        return weights

    def _fill(
        self,
        collection: Sequence[Card],
        others: Sequence[Sequence[Card]],
        held: frozenset[Element],
        deck_count: int,
        players: int,
    ) -> None:
        mine = Counter(c.element for c in collection)
        best_other: Counter[Element] = Counter()
        for cards in others:
            theirs = Counter(c.element for c in cards)
            for e in ELEMENTS:
                best_other[e] = max(best_other[e], theirs[e])
        late = deck_count <= 2 * players
        self.element: dict[Element, float] = {}
        for e in ELEMENTS:
            w = 1.0
            if e not in held:
                w += 0.6
            gap = best_other[e] - mine[e]
            if gap <= 1:
                w += 0.4
            elif late and gap > 3:
                w -= 0.5  # a majority it cannot catch up with any more
            self.element[e] = w
        self.out_of_hand = 0.8 if late else 0.2
        self.margin = {e: mine[e] - best_other[e] for e in ELEMENTS}


def _value(top: Card, series: Sequence[Card], rest: Counter[Card], weights: _Weights) -> float:
    """How much laying ``series`` on a well with ``top`` is worth, ``rest`` left in hand."""
    mirror = len(series) >= 1 and series[-1] is (series[-2] if len(series) > 1 else top)
    if len(series) == 1:
        collected: Sequence[Card] = series if mirror else ()
        new_top = top if mirror else series[0]
    else:
        collected = series[:-1]
        new_top = series[-1]
    value = sum(weights.element[c.element] + 0.02 * strength(c) for c in collected)
    value += weights.out_of_hand * len(series)
    if mirror:
        linked = LINKED[new_top]
        reuse = sum(n for c, n in rest.items() if n and (c is new_top or c in linked))
        value += 2.5 + 0.5 * min(reuse, 4)
    if not +rest:
        value += 1.5
    return value


def best_extension(
    top: Card,
    series: Sequence[Card],
    hand: Sequence[Card],
    weights: _Weights,
    nodes: int = SEARCH_NODES,
) -> tuple[float, tuple[Card, ...]]:
    """The best way to go on with ``series`` on a well with ``top``: its value and the
    cards to add (empty: stop here), looking at up to ``nodes`` series. With no card
    laid yet, stopping is not an option."""
    rest = Counter(hand)
    best: list[Any] = [float("-inf"), ()]
    budget = [nodes]
    laid = list(series)
    keys = list(rest)  # the hand's different cards, in table order

    def search(added: list[Card]) -> None:
        budget[0] -= 1
        if laid:
            v = _value(top, laid, rest, weights)
            if v > best[0]:
                best[0], best[1] = v, tuple(added)
        if budget[0] <= 0:
            return
        last = laid[-1] if laid else top
        if laid and last is (laid[-2] if len(laid) > 1 else top):
            return  # a mirror ends the series
        linked = LINKED[last]
        for c in keys:
            if rest[c] and (c is last or c in linked):
                rest[c] -= 1
                laid.append(c)
                added.append(c)
                search(added)
                added.pop()
                laid.pop()
                rest[c] += 1

    search([])
    return best[0], best[1]


class Patience(NamedTuple):
    """When a bot passes rather than lay its best series: that series is worth less than
    ``below`` (in :func:`best_extension`'s value), it has no Maca to keep, and more than
    ``until_rounds`` rounds of draws are left in the pile (near the end it lays what it
    can: a long hand at the end hands over an element)."""

    below: float
    until_rounds: int

    def passes(self, best_value: float, keeps_macas: bool, deck_count: int, players: int) -> bool:
        """Whether to pass with a best series worth ``best_value``."""
        return (
            best_value < self.below and not keeps_macas and deck_count > self.until_rounds * players
        )


#: the beginner's patience: it passes only with next to nothing to lay
EAGER = Patience(0.5, 2)
#: the search levels' own play (move ordering and rollouts, ``search_support``): a pass
#: keeps the cards for a long series later, which collects far more. Measured, this
#: alone wins 0.77 of 3P games against two basic bots and 0.89 of 2P games against one
#: (``benchmarks/README.md``, "Issue 13: patience")
PATIENT = Patience(14.0, 3)


class BasicBot:
    """A sensible beginner (see the module text); ``patience`` says when it passes
    (:data:`EAGER` for the beginner; the search levels order their moves with
    :data:`PATIENT`)."""

    def __init__(self, patience: Patience = EAGER) -> None:
        self.patience = patience

    def choose(self, view: MacarenaView, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """Pick an action for the view's seat."""
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        action = self._decide(view, legal_actions)
        return action if action in legal_actions else legal_actions[0]

    def _decide(self, view: MacarenaView, legal: Sequence[Any]) -> Any:
        phase = view.phase
        if phase is Phase.TURN:
            weights = _Weights(view)
            best_value, best_well = float("-inf"), None
            for action in legal:
                if action is PASS:
                    continue
                top = view.top(action.well)
                value, _ = best_extension(top, (), view.hand, weights)
                if value > best_value:
                    best_value, best_well = value, action.well
            if best_well is None:
                return PASS
            keeps_macas = any(view.seat in m for m in view.macas)
            if self.patience.passes(best_value, keeps_macas, view.deck_count, view.players):
                return PASS
            return CHOOSE_WELL[best_well]
        if phase is Phase.SERIES:
            top = view.top(view.well)  # type: ignore[arg-type]
            _, more = best_extension(top, view.series, view.hand, _Weights(view))
            if more:
                return LAY[more[0]]
            return FINISH if view.series else TAKE_BACK
        if phase is Phase.MOVE_MACA:
            return min(legal, key=lambda a: (self._reuse(view, a.from_well), a.from_well))
        if phase is Phase.HAND_OVER:
            margin = _Weights(view).margin
            held = [e for e in ELEMENTS if e in view.elements[view.seat]]
            return HAND_OVER[max(held, key=lambda e: margin[e])]
        if phase is Phase.BUY:
            lacking = [e for e in ELEMENTS if e not in view.elements[view.seat]]
            return BUY[lacking[0]]
        return legal[0]

    @staticmethod
    def _reuse(view: MacarenaView, well: int) -> int:
        top = view.top(well)
        linked = LINKED[top]
        return sum(1 for c in view.hand if c is top or c in linked)
