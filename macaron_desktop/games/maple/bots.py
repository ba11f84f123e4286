"""Masters of Maple Syrup's rule-of-thumb bot, ``basic`` (``random`` is the core's).

The basic bot weighs each card by what it is worth on a property (its value, a guess at
its ``?`` and ``+``, a tree's draws) against its cost. With that it:

* keeps the three cards of the deal worth most;
* turns the action card end that helps itself more than its neighbour (what each end
  would give each player now: trees to tap, draws from tapped trees, the best card
  each could develop);
* counts draws past the hand limit as little (the current player discards them), draws
  to a hand of one card or none as twice as much, and a DEVELOP end that lets it end the
  game while level or ahead as worth more;
* taps and harvests as many trees as it may, the richest first;
* develops the card of best worth per cost it can afford, paying with its least
  useful cards, and discards those too;
* uses every effect offered, but an INSTEAD OF effect only when the action itself would
  do less, and tucks only while it keeps three cards in hand;
* does not end the game with its tenth card while behind, unless its hand is full (it
  could only discard) or the game has gone on past turn 60.

The search levels (``levels``) use it for move ordering and rollouts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from . import actions as A
from .cards import Card
from .scoring import score
from .state import ACTION_CARDS, CHOICES, END_SIZE, HAND_LIMIT, End, Phase
from .view import MapleView

#: what one card in hand is worth (it pays 1¢)
CARD_IN_HAND = 0.6
#: what a card drawn past the hand limit is worth to the current player (they discard
#: down to the limit at the turn's end, so it only widens the choice of what to keep)
OVER_LIMIT = 0.15
#: what ending the game while level or ahead is worth, to the choice of an action
END_AHEAD = 1.5
#: from this turn on, the bot ends the game with its tenth card even while behind, so
#: that a game it cannot win still ends (a game lasts about 40 turns)
LONG_GAME = 60


def worth(card: Card) -> float:
    """A card's rough worth on a property: points plus a tree's future draws."""
    d = card.design
    value = float(d.value if d.value is not None else 3)
    if d.scoring is not None and d.scoring.mode == "bonus":
        value += 2.0
    if d.is_tree:
        value += 0.8 * d.harvest
    elif d.effect is not None:
        value += 1.0
    return value


def keep_worth(card: Card) -> float:
    """How much a card is worth keeping in hand: to develop it soon, or to pay with."""
    return worth(card) / (card.cost + 1.5)


def _trees(view: MapleView, seat: int, tapped: bool) -> list[Card]:
    t = view.tapped[seat]
    return [c for c in view.properties[seat] if c.is_tree and ((c in t) == tapped)]


def _affordable(view: MapleView, seat: int, hand_size: int, end: End) -> float:
    if view.developed[seat] or hand_size == 0:
        return 0.0
    last = len(view.properties[seat]) == END_SIZE - 1  # a tenth card ends the game
    if seat != view.seat:
        guess = 2.0 if hand_size >= 3 else 0.5
        if last and hand_size >= 2 and points(view, seat) >= points(view, view.seat):
            guess += END_AHEAD
        return guess
    best = 0.0
    for card in view.hand:
        if end.only is not None and card.design.kind != end.only:
            continue
        price = max(0, card.cost - end.discount)
        if price <= hand_size - 1:
            gain = worth(card) - CARD_IN_HAND * price
            if last and points(view, seat) + worth(card) >= points(view, 1 - seat):
                gain += END_AHEAD
            best = max(best, gain)
    return best


def _draws_worth(view: MapleView, seat: int, draws: int) -> float:
    """What ``draws`` more cards are worth to ``seat`` now: twice as much to a hand of
    one card or none (it pays for nothing), little past the current player's limit."""
    size = view.hand_sizes[seat]
    if size <= 1:
        return 2 * CARD_IN_HAND * draws
    if seat != view.current:
        return CARD_IN_HAND * draws
    room = max(0, HAND_LIMIT - size)
    return CARD_IN_HAND * min(draws, room) + OVER_LIMIT * max(0, draws - room)


def end_gain(view: MapleView, seat: int, end: End) -> float:
    """What ``end`` would give ``seat`` now, roughly."""
    if end.kind == "tap":
        return 0.9 * min(end.amount, len(_trees(view, seat, False)))
    if end.kind == "harvest":
        draws = sorted((c.design.harvest for c in _trees(view, seat, True)), reverse=True)
        return _draws_worth(view, seat, sum(draws[: end.amount]))
    if end.kind == "develop":
        return _affordable(view, seat, view.hand_sizes[seat], end)
    if end.kind == "choose":
        return max(end_gain(view, seat, e) for e in CHOICES.values())
    return 0.0


class _Table:
    """What scoring reads of a state, from a view (hands: the own, and sizes)."""

    def __init__(self, view: MapleView) -> None:
        self.properties = view.properties
        self.tapped = view.tapped
        self.hands = tuple(
            view.hand if s == view.seat else (None,) * view.hand_sizes[s] for s in (0, 1)
        )
        self._tucked = view.tucked_counts

    def tucked_under(self, seat: int, card: Card) -> int:
        return dict(self._tucked[seat]).get(card, 0)


def points(view: MapleView, seat: int) -> int:
    """``seat``'s property points as they stand (what GAME END would give now)."""
    return score(_Table(view), seat)  # type: ignore[arg-type]


class BasicBot:
    """The rule-of-thumb player described in the module's text."""

    def choose(self, view: MapleView, legal: Sequence[Any], rng: random.Random) -> Any:
        """The basic bot's action for ``view``."""
        first = legal[0]
        if isinstance(first, A.Keep):
            return max(legal, key=lambda a: sum(keep_worth(c) for c in a.cards))
        if isinstance(first, A.ChooseAction):
            return max(legal, key=lambda a: self._action_value(view, a))
        if isinstance(first, A.ChooseKind):
            return max(legal, key=lambda a: end_gain(view, view.seat, CHOICES[a.kind]))
        if isinstance(first, A.Tap | A.Harvest):
            return max(legal, key=lambda a: (len(a.cards), sum(c.design.harvest for c in a.cards)))
        if isinstance(first, A.Develop | A.NoDevelop):
            return self._develop(view, legal)
        if isinstance(first, A.Pay):
            return min(legal, key=lambda a: sum(keep_worth(c) for c in a.cards))
        if isinstance(first, A.Tuck):
            room = max(0, len(view.hand) - 3)
            fitting = [a for a in legal if len(a.cards) <= room]
            return max(fitting, key=lambda a: (len(a.cards), -sum(keep_worth(c) for c in a.cards)))
        if isinstance(first, A.Discard):
            return min(legal, key=lambda a: keep_worth(a.card))
        if isinstance(first, A.UseEffect | A.NoEffect):
            return self._effect(view, legal)
        return first

    def _action_value(self, view: MapleView, action: A.ChooseAction) -> float:
        me = view.seat
        ends = ACTION_CARDS[view.variant][action.card]
        mine, theirs = ends[action.end], ends[1 - action.end]
        return end_gain(view, me, mine) - end_gain(view, 1 - me, theirs)

    def _develop(self, view: MapleView, legal: Sequence[Any]) -> Any:
        options = [a for a in legal if isinstance(a, A.Develop)]
        if not options:
            return legal[-1]
        best = max(options, key=lambda a: worth(a.card) / (a.card.cost + 1.0))
        me = view.seat
        if len(view.properties[me]) == END_SIZE - 1:  # the tenth card ends the game
            ahead = max(options, key=lambda a: worth(a.card))
            mine = points(view, me) + worth(ahead.card)
            waits = len(view.hand) < HAND_LIMIT and view.turn < LONG_GAME
            if mine < points(view, 1 - me) and waits:
                return legal[-1]  # behind: do not end it yet (level or ahead: end it)
            return ahead
        return best

    def _effect(self, view: MapleView, legal: Sequence[Any]) -> Any:
        uses = [a for a in legal if isinstance(a, A.UseEffect)]
        if view.phase is not Phase.INSTEAD:
            return uses[0] if uses else legal[-1]
        frame = view.stack[-1]
        normal = end_gain(
            view, view.seat, End(frame.kind, frame.amount, frame.only, frame.discount)
        )
        best, gain = None, normal
        for action in uses:
            effect = action.card.design.effect
            assert effect is not None
            value = {
                "draw": CARD_IN_HAND * effect.amount,
                "take_discard": CARD_IN_HAND * min(effect.amount, len(view.discards)),
                "tap": 0.9 * min(effect.amount, len(_trees(view, view.seat, False))),
                "harvest": end_gain(view, view.seat, End("harvest", effect.amount)),
                "tuck": 0.8 * min(effect.amount, max(0, len(view.hand) - 3)),
            }.get(effect.op, 0.0)
            if value > gain:
                best, gain = action, value
        return best if best is not None else legal[-1]
