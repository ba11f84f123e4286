"""Maus au Chocolat's rule-of-thumb bot, ``basic`` (``random`` is the core's).

The basic bot sizes up a hand by what it could score now (the best kept points) and by
how close its cards are to combinations (pairs of equal or nearby snack values, a shared
colour). With that it:

* bids high, with its least useful card of many coins, when the display holds a pair
  that raises its hand's worth by much more than the others' hands could use, and low
  (its least useful card of few coins) otherwise;
* picks the two display cards that raise its hand's worth most;
* scores its best combination whenever it can, uses its helper's power where it keeps
  more points, keeps the most points, and throws away its least useful cards.

The search levels (``levels``) use it for move ordering and rollouts.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from . import actions as A
from .cards import Card, Helper
from .combos import form, interpretations
from .scoring import tweak_of
from .view import MausView

#: how much a card counts for each other card at a snack-value distance of 0, 1 and 2
NEAR = (1.0, 0.8, 0.45)
#: the worth of one point of closeness, against one point that could be scored now
CLOSENESS = 0.35
#: a pick worth this much more than the next best makes the bot bid high
EAGER_GAP = 1.5


def usefulness(card: Card, hand: Iterable[Card]) -> float:
    """How much ``card`` helps toward combinations with the rest of ``hand``."""
    total = 0.0
    for other in hand:
        if other is card:
            continue
        gap = abs(other.snack - card.snack)
        if gap < len(NEAR):
            total += NEAR[gap] + (0.2 if other.ingredient is card.ingredient else 0.0)
    return total


def best_points(hand: Sequence[Card], helper: Helper | None) -> int:
    """The most points one combination of ``hand`` could score now (a card kept)."""
    # What a hand can score depends only on its cards' snack values and colours, which
    # many imagined hands share: the answer is kept per (values and colours, helper).
    key = (tuple(sorted((c.snack, c.ingredient.value) for c in hand)), helper)
    best = _BEST.get(key)
    if best is None:
        if len(_BEST) >= _BEST_LIMIT:
            _BEST.clear()
        best = _BEST[key] = _work_out_best_points(hand, helper)
    return best


#: best_points' answers by (values and colours, helper), emptied when it grows too big
_BEST: dict[tuple[tuple[tuple[int, str], ...], Helper | None], int] = {}
_BEST_LIMIT = 1 << 16


def _work_out_best_points(hand: Sequence[Card], helper: Helper | None) -> int:
    best = 0
    for size in (3, 4) if helper is Helper.AMELIE else (3,):
        if len(hand) <= size:
            continue
        for chosen in combinations(hand, size):
            for _, combo in interpretations(chosen, helper):
                best = max(best, max(combo.points(k) for k in combo.keep_options))
    return best


def worth(hand: Sequence[Card], helper: Helper | None) -> float:
    """A hand's worth: what it could score now, plus how close the rest is to scoring."""
    closeness = sum(usefulness(c, hand) for c in hand) / 2
    return best_points(hand, helper) + CLOSENESS * closeness


class BasicBot:
    """The rule-of-thumb player described in the module's text."""

    def choose(self, view: MausView, legal: Sequence[Any], rng: random.Random) -> Any:
        """The basic bot's action for ``view``."""
        first = legal[0]
        helper = view.helpers[view.seat]
        hand = view.hand
        if isinstance(first, A.Bid):
            return self._bid(view, legal, helper)
        if isinstance(first, A.Pick):
            return max(legal, key=lambda a: (worth((*hand, *a.cards), helper), -_index(legal, a)))
        if isinstance(first, A.Swap | A.KeepHand):
            worst = min(hand, key=lambda c: (usefulness(c, hand), c.snack))
            swap = next((a for a in legal if isinstance(a, A.Swap) and a.card is worst), None)
            keep = next((a for a in legal if isinstance(a, A.KeepHand)), None)
            # (the Easy level asks again without the first answer: either may be missing)
            if swap is not None and (keep is None or usefulness(worst, hand) < NEAR[1]):
                return swap
            if keep is not None:
                return keep
            swaps = [a for a in legal if isinstance(a, A.Swap)]
            return min(swaps, key=lambda a: (usefulness(a.card, hand), a.card.snack))
        if isinstance(first, A.Score | A.ScoreNothing):
            return self._score(view, legal, helper)
        if isinstance(first, A.Adjust | A.Recolour | A.NoPower):
            cards = view.pending.cards if view.pending is not None else ()
            return max(legal, key=lambda a: _kept_points(cards, helper, a))
        if isinstance(first, A.Keep):
            return max(legal, key=lambda a: sum(c.snack for c in a.cards))
        if isinstance(first, A.Discard):
            return max(
                legal,
                key=lambda a: worth([c for c in hand if c not in a.cards], helper),
            )
        return first

    def _bid(self, view: MausView, legal: Sequence[Any], helper: Helper) -> Any:
        hand = view.hand
        now = worth(hand, helper)
        gains = sorted(
            (worth((*hand, *pair), helper) - now for pair in combinations(view.display, 2)),
            reverse=True,
        )
        eager = len(gains) > 1 and gains[0] - gains[-1] > EAGER_GAP

        def key(action: A.Bid) -> tuple[float, int]:
            card = action.card
            rest = [c for c in hand if c is not card]
            loss = worth(hand, helper) - worth(rest, helper)
            coins = card.bid if eager else -card.bid
            return (coins - 0.8 * loss, -_index(legal, action))

        return max(legal, key=key)

    def _score(self, view: MausView, legal: Sequence[Any], helper: Helper) -> Any:
        best: Any = None
        best_points_seen = 0.0
        for action in legal:
            if not isinstance(action, A.Score):
                continue
            points = max(
                max(combo.points(k) for k in combo.keep_options)
                for _, combo in interpretations(action.cards, helper)
            )
            rest = [c for c in view.hand if c not in action.cards]
            value = points + CLOSENESS * sum(usefulness(c, rest) for c in rest) / 2
            if best is None or value > best_points_seen:
                best, best_points_seen = action, value
        return best if best is not None else legal[-1]


def _kept_points(cards: Sequence[Card], helper: Helper, action: Any) -> int:
    combo = form(cards, helper, tweak_of(action))
    return max(combo.points(k) for k in combo.keep_options)


def _index(legal: Sequence[Any], action: Any) -> int:
    return list(legal).index(action)
