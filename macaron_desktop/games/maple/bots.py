"""Masters of Maple Syrup's rule-of-thumb bot, ``basic`` (``random`` is the core's).

The basic bot weighs each card by what it is worth on a property (its value, a guess at
its ``?`` and ``+``, a tree's draws, counted for more while the game has long to go, and
an effect, counted only as far as the property has trees for it) against its cost. With
that it:

* keeps the three cards of the deal worth most;
* turns the action card end that helps itself more than its neighbour (what each end
  would give each player now: trees to tap, draws from tapped trees, the best card
  each could develop);
* counts draws past the hand limit as little (the current player discards them), draws
  to a hand of one card or none as twice as much, and a DEVELOP end that lets it end the
  game while level or ahead as worth more;
* taps and harvests as many trees as it may, the richest first;
* develops the card whose worth, with a card nearer the end, most outweighs what its
  payment gives up (a hand card is worth 1¢ at least, or half of what developing it
  later would gain), and does not develop when nothing does (until a long game's
  turn 60); while the property is small it develops trees and card makers first; it
  pays with its least useful cards, and discards those too;
* uses every effect offered, but an INSTEAD OF effect only when the action itself would
  do less, and tucks only while it keeps three cards in hand and at least 12 cards are
  left to draw;
* does not end the game with its tenth card while behind, unless its hand is full or
  the game has gone on past turn 60; from then on it also turns the end that helps
  itself most, hardly minding what the other end gives its neighbour.

The search levels (``levels``) use it for move ordering and rollouts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from . import actions as A
from .cards import Card
from .effects import Effect
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
#: the share of a hand card's net worth on a property that paying with it gives up
HOLD = 0.5
#: what a develop now is worth beyond its card (one card nearer the game's end)
TEMPO = 1.0
#: what each card short of two left in hand after a develop costs (nothing to pay with)
SHORT_HAND = 0.6
#: below this many property cards, a card that makes no cards waits (the engine first) ...
ENGINE_FIRST = 4
#: ... as if it were worth this much less
LATER = 1.5
#: from this turn on, the bot develops whatever it can, so that two cautious players
#: still bring the game to its end (a game lasts about 40 turns)
LONG_GAME = 60
#: from then on, what any develop it can afford is worth at least, to the choice of an
#: action (so that it turns a DEVELOP end even when nothing there pays)
LONG_DEVELOP = 1.0
#: ... and counts what an end gives its neighbour for this share only (two bots that
#: each deny the other every end that would help would otherwise turn ends that do
#: nothing for ever)
LONG_DENY = 0.1
#: below this many cards in the draw and discard piles together, the bot tucks nothing
#: (tucked cards never come back: a game whose piles run dry may never end)
LOW_SUPPLY = 12


def worth(card: Card, view: MapleView | None = None) -> float:
    """A card's rough worth on a property: points plus a tree's future draws. Given the
    ``view`` of the seat that would develop it, draws count for more while the game has
    long to go, and an effect that taps or harvests more trees only as far as that
    property has trees for it."""
    d = card.design
    value = float(d.value if d.value is not None else 3)
    if d.scoring is not None and d.scoring.mode == "bonus":
        value += 1.0 if d.scoring.per == "tucked" else 2.0
    left = 1.0
    trees = 2
    if view is not None:
        mine = view.properties[view.seat]
        left = max(0.3, (END_SIZE - len(mine)) / 6)
        trees = sum(c.is_tree for c in mine) + d.is_tree
    if d.is_tree:
        value += 0.8 * d.harvest * left
    met = view is None or _met(view, d.effect)
    if d.effect is not None and not met:
        value += 0.3
    elif d.effect is not None and not (d.is_tree and d.effect.op == "draw"):
        op = d.effect.op
        if op in {"more_taps", "more_harvests", "tap", "harvest"}:
            value += 0.5 * min(d.effect.amount, max(0, trees - 1)) * left
        elif d.effect.timing == "instead":
            value += 0.5
        else:
            value += 1.0 * left if d.effect.timing != "first_developed" else 1.0
    elif d.is_tree and d.effect is not None:
        value += 0.8 * left
    return value


def keep_worth(card: Card) -> float:
    """How much a card is worth keeping in hand: to develop it soon, or to pay with."""
    return worth(card) / (card.cost + 1.5)


def pay_loss(card: Card, hand_size: int) -> float:
    """What paying with ``card`` from a hand of ``hand_size`` cards gives up: 1¢ at
    least, and half of what developing it later would gain while the hand has room
    (a full hand would discard it anyway)."""
    room = min(1.0, max(0, HAND_LIMIT - hand_size) / 2)
    return max(CARD_IN_HAND, HOLD * room * (worth(card) - CARD_IN_HAND * card.cost))


def _tuck_room(view: MapleView) -> int:
    """How many hand cards the bot would tuck: all but three, and none once fewer than
    :data:`LOW_SUPPLY` cards are left to draw (the draw pile and the discard pile)."""
    if view.deck_count + len(view.discards) < LOW_SUPPLY:
        return 0
    return max(0, len(view.hand) - 3)


def _discount(view: MapleView, seat: int) -> int:
    """What ``seat``'s property takes off every develop cost."""
    off = 0
    for c in view.properties[seat]:
        effect = c.design.effect
        if effect is not None and effect.op == "discount":
            off += effect.amount
    return off


def develop_gain(view: MapleView, card: Card, discount: int) -> float:
    """What developing ``card`` now gains (its worth and a card nearer the end), less
    what its cheapest payment gives up, with ``discount`` off its cost."""
    price = max(0, card.cost - discount - _discount(view, view.seat))
    others = sorted(pay_loss(c, len(view.hand)) for c in view.hand if c != card)
    if price > len(others):
        return float("-inf")
    short = max(0, 2 - (len(others) - price))  # a hand left with fewer than two cards
    gain = worth(card, view) + TEMPO - sum(others[:price]) - SHORT_HAND * short
    if len(view.properties[view.seat]) < ENGINE_FIRST and not makes_cards(card, view):
        gain -= LATER
    return gain


def _met(view: MapleView, effect: Effect | None) -> bool:
    """Whether ``effect``'s condition on the number of trees holds for ``view``'s seat
    (a condition on the hand is taken as met: the hand changes every turn)."""
    cond = effect.condition if effect is not None else None
    if cond is None or cond.test != "trees_at_least":
        return True
    return sum(c.is_tree for c in view.properties[view.seat]) >= cond.amount


def makes_cards(card: Card, view: MapleView) -> bool:
    """Whether ``card`` brings cards to ``view``'s seat again and again (a tree, or an
    effect whose condition holds that draws, takes from the discards or harvests more)."""
    effect = card.design.effect
    return card.is_tree or (
        effect is not None
        and _met(view, effect)
        and effect.timing != "first_developed"
        and effect.op in {"draw", "take_discard", "more_draws", "more_harvests", "harvest"}
    )


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
        gain = develop_gain(view, card, end.discount)
        if view.turn >= LONG_GAME and gain > float("-inf"):
            gain = max(gain, LONG_DEVELOP)  # a long game: any develop brings the end nearer
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
            return min(legal, key=lambda a: sum(pay_loss(c, len(view.hand)) for c in a.cards))
        if isinstance(first, A.Tuck):
            room = _tuck_room(view)
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
        denied = 1.0 if view.turn < LONG_GAME else LONG_DENY
        return end_gain(view, me, mine) - denied * end_gain(view, 1 - me, theirs)

    def _develop(self, view: MapleView, legal: Sequence[Any]) -> Any:
        options = [a for a in legal if isinstance(a, A.Develop)]
        if not options:
            return legal[-1]
        off = view.stack[-1].discount if view.stack else 0
        best = max(options, key=lambda a: develop_gain(view, a.card, off))
        me = view.seat
        if len(view.properties[me]) == END_SIZE - 1:  # the tenth card ends the game
            ahead = max(options, key=lambda a: worth(a.card))
            mine = points(view, me) + worth(ahead.card)
            behind = mine < points(view, 1 - me)
            if behind and len(view.hand) < HAND_LIMIT and view.turn < LONG_GAME:
                return legal[-1]  # behind: do not end it yet (level or ahead: end it)
            return ahead
        if view.turn >= LONG_GAME or develop_gain(view, best.card, off) > 0:
            return best
        return legal[-1]

    @staticmethod
    def _tuck_gain(view: MapleView, amount: int) -> float:
        """What tucking up to ``amount`` hand cards gains: a point each at the end, less
        what each card would have paid or become, keeping three cards in hand."""
        losses = sorted(pay_loss(c, len(view.hand)) for c in view.hand)
        room = _tuck_room(view)
        return sum(max(0.0, 1.0 - loss) for loss in losses[: min(amount, room)])

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
                "tuck": self._tuck_gain(view, effect.amount),
            }.get(effect.op, 0.0)
            if value > gain:
                best, gain = action, value
        return best if best is not None else legal[-1]
