"""Bots for Macaron, deciding from a seat's view only.

* ``random``: a uniformly random legal action (the core ``RandomBot``).
* ``basic``: a sensible beginner. It keeps 1s, 2s and high cards when passing, picks the
  Royal group where its hand is strong and an Allergen flavour it barely holds, bets on
  the row its hand suggests, follows low when it cannot win, wins as cheaply as it can,
  trumps with a Royal 1 when the trick is worth three boxes, plays a 2 to rescue an
  Allergen trick it (or its partner) is winning, and spoils an opponent's trick with an
  Allergen card when it cannot win itself.

The levels a player chooses (``easy`` to ``expert``), the search ones included, are built
on this bot in :mod:`.levels`, which also holds the table of bots by name.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from macaron_desktop.core.bots import RandomBot

from .actions import (
    Bet,
    ChooseAllergen,
    ChooseRoyal,
    Discard,
    PassCards,
    PlaceVote,
    PlayCard,
    SkipBet,
)
from .cards import GROUP_FLAVORS, Card, Flavor, Group, max_rank
from .scoring import track_column, track_row
from .tricks import trick_winner
from .view import MacaronView


def _keep_value(card: Card) -> float:
    """How much a card is worth keeping before Royal and Allergen are known."""
    top = max_rank(card.flavor)
    if card.rank == 1:
        return 9.0
    if card.rank == 2:
        return 6.0
    if card.rank >= top - 1:
        return 7.0 + card.rank - top
    return float(card.rank)


def _group_strength(hand: Sequence[Card], group: Group) -> float:
    flavors = GROUP_FLAVORS[group]
    return sum(1.0 + c.rank / max_rank(c.flavor) for c in hand if c.flavor in flavors)


class BasicBot:
    """A sensible beginner (see the module text)."""

    def choose(self, view: MacaronView, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """Pick an action for the view's seat."""
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        first = legal_actions[0]
        if isinstance(first, PlayCard):
            return _play(view, legal_actions)
        if isinstance(first, PassCards):
            return _pass(view, legal_actions)
        if isinstance(first, Discard):
            return _discard(view, legal_actions)
        if isinstance(first, ChooseRoyal):
            return max(legal_actions, key=lambda a: _group_strength(view.hand, a.group))
        if isinstance(first, ChooseAllergen):
            return _choose_allergen(view, legal_actions)
        if isinstance(first, PlaceVote):
            return _vote(view, legal_actions)
        if isinstance(first, (Bet, SkipBet)):
            return _bet(view, legal_actions)
        return legal_actions[rng.randrange(len(legal_actions))]


# --------------------------------------------------------------------------- set-up


def _pass(view: MacaronView, legal: Sequence[Any]) -> Any:
    worst = sorted(view.hand, key=lambda c: (_keep_value(c), c.flavor.index))[:2]
    for action in legal:
        if set(action.cards) == set(worst):
            return action
    return legal[0]


def _discard(view: MacaronView, legal: Sequence[Any]) -> Any:
    worst = sorted(view.hand, key=lambda c: (_keep_value(c), c.flavor.index))
    chosen = {c for c in worst[:2] if _keep_value(c) < 5.0} or {worst[0]}
    for action in legal:
        if set(action.cards) == chosen:
            return action
    return legal[0]


def _weakest_flavor(view: MacaronView, choices: Sequence[Flavor]) -> Flavor:
    royal = set(view.royal_flavors)

    def weakness(f: Flavor) -> tuple[int, int, int]:
        held = [c for c in view.hand if c.flavor is f]
        has_two = any(c.rank == 2 for c in held)
        return (len(held), int(f in royal), int(has_two) * -1)

    return min(choices, key=weakness)


def _choose_allergen(view: MacaronView, legal: Sequence[Any]) -> Any:
    flavor = _weakest_flavor(view, [a.flavor for a in legal])
    return next(a for a in legal if a.flavor is flavor)


def _vote(view: MacaronView, legal: Sequence[Any]) -> Any:
    best_group = max(view.groups, key=lambda g: _group_strength(view.hand, g))
    royal_flavors = set(GROUP_FLAVORS[best_group])
    others = [f for f in view.flavors if f not in royal_flavors]
    weak = _weakest_flavor(view, others or list(view.flavors))
    own_before = sum(1 for v in view.votes if v.seat == view.seat)
    values = sorted({a.value for a in legal}, reverse=True)
    # The first (strongest) token backs the Royal group; then alternate.
    if own_before % 2 == 0:
        value, target = values[0], best_group
    else:
        value, target = values[-1], weak
    for action in legal:
        if action.value == value and action.target is target:
            return action
    return legal[0]


def estimate_boxes(view: MacaronView) -> float:
    """A rough guess of the boxes the hand will take this round."""
    royal = set(view.royal_flavors)
    seats = view.num_seats
    guess = 0.0
    for card in view.hand:
        top = max_rank(card.flavor)
        if card.flavor in royal:
            guess += 0.25 + 0.6 * card.rank / top
            if card.rank == 1:
                guess += 0.5
        elif card.rank >= top - 1:
            guess += 0.9 if seats <= 3 else 0.6
        elif card.rank >= top - 2:
            guess += 0.3
    if _allergen_heavy(view):
        guess *= 0.8
    return guess


def _allergen_heavy(view: MacaronView) -> bool:
    """Whether the hand holds several Allergen cards (its wins may be spoiled)."""
    return view.allergen is not None and sum(c.flavor is view.allergen for c in view.hand) >= 3


#: the share of its hand's promise a seat tends to turn into boxes, by table size (the more
#: players, the more tricks go elsewhere); worked out from simulated games
_BOX_SHARE: dict[int, float] = {2: 1.0, 3: 0.8, 4: 0.75, 5: 0.6}


def _bet(view: MacaronView, legal: Sequence[Any]) -> Any:
    skip = next(a for a in legal if isinstance(a, SkipBet))
    guess = estimate_boxes(view)
    if view.emma_seat is not None:
        # Solo: a miss gives Emma 2 VP, so only sure-looking hands bet, and never on an
        # exact column.
        boxes = int(round(guess))
        if view.scoring != "standard" or 5 <= boxes <= 7:
            return skip
    else:
        boxes = int(round(guess * _BOX_SHARE.get(view.num_seats, 0.75)))
    if view.scoring == "standard":
        wanted = track_row(boxes)
    else:
        wanted = track_column(boxes)
        # An exact column is hard to hit; only the cheap, well-paid edges are worth it.
        if 1 <= boxes <= 7:
            return skip
    for action in legal:
        if isinstance(action, Bet) and action.row_or_column == wanted:
            return action
    return skip


# --------------------------------------------------------------------------- tricks


def _is_partner(view: MacaronView, seat: int) -> bool:
    if seat == view.seat:
        return True
    return bool(view.teams) and (seat - view.seat) % 2 == 0


def _play(view: MacaronView, legal: Sequence[Any]) -> Any:
    cards = [a.card for a in legal]
    royal = set(view.royal_flavors)
    allergen = view.allergen
    trick = view.trick
    if not trick:
        return PlayCard(_lead(view, cards, royal, allergen))
    pairs = [(p.flavor, p.card.rank) for p in trick]
    led = trick[0].flavor
    after_me = view.num_seats - len(trick) - 1
    has_allergen = allergen is not None and any(f is allergen for f, _ in pairs)
    has_two = any(r == 2 for _, r in pairs)
    current = trick[trick_winner(pairs, royal)].seat

    def wins(card: Card) -> bool:
        test = [*pairs, (card.flavor, card.rank)]
        return trick_winner(test, royal) == len(pairs)

    def worth(card: Card) -> bool:
        """Whether winning with ``card`` would bring boxes (as far as we can see)."""
        spoiled = has_allergen or card.flavor is allergen
        return not spoiled or has_two or card.rank == 2

    winning = [c for c in cards if wins(c)]
    # Rescue a trick our side is winning from the Allergen with a 2.
    if has_allergen and not has_two and _is_partner(view, current):
        twos = [c for c in cards if c.rank == 2 and not wins(c)]
        if twos:
            return PlayCard(min(twos, key=lambda c: c.flavor in royal))
    if winning:
        worthwhile = [c for c in winning if worth(c)]
        if worthwhile:
            ones = [c for c in worthwhile if c.rank == 1]
            if ones and after_me == 0:
                return PlayCard(ones[0])
            if after_me == 0:
                return PlayCard(min(worthwhile, key=lambda c: (c.rank, c.flavor in royal)))
            # Others still play: win with the strongest card of the led flavour, or the
            # cheapest Royal card when trumping.
            if all(c.flavor is led for c in worthwhile) and led not in royal:
                return PlayCard(max(worthwhile, key=lambda c: c.rank))
            non_one = [c for c in worthwhile if c.rank != 1] or worthwhile
            return PlayCard(min(non_one, key=lambda c: c.rank))
    # Cannot (usefully) win: spoil an opponent's trick with the Allergen, else throw low.
    if not _is_partner(view, current) and not has_two and allergen is not None:
        spoilers = [c for c in cards if c.flavor is allergen and c.rank != 2 and not wins(c)]
        if spoilers and not has_allergen:
            return PlayCard(min(spoilers, key=lambda c: c.rank))
    return PlayCard(_throw(cards, royal))


def _throw(cards: Sequence[Card], royal: set[Flavor]) -> Card:
    """The card we miss least: low, not Royal, not a 1 or a 2."""

    def cost(card: Card) -> tuple[int, int, int]:
        special = 1 if card.rank in (1, 2) else 0
        return (int(card.flavor in royal), special, card.rank)

    return min(cards, key=cost)


def _lead(
    view: MacaronView, cards: Sequence[Card], royal: set[Flavor], allergen: Flavor | None
) -> Card:
    plain = [c for c in cards if c.flavor not in royal and c.flavor is not allergen]
    high = [c for c in plain if c.rank >= max_rank(c.flavor) - 1]
    if high:
        return max(high, key=lambda c: c.rank)
    if plain:
        by_flavor: dict[Flavor, list[Card]] = {}
        for c in plain:
            by_flavor.setdefault(c.flavor, []).append(c)
        longest = max(by_flavor.values(), key=len)
        low = [c for c in longest if c.rank > 2] or longest
        return min(low, key=lambda c: c.rank)
    non_special = [c for c in cards if c.rank > 2] or list(cards)
    return max(non_special, key=lambda c: (c.flavor in royal, c.rank))


__all__ = ["BasicBot", "RandomBot", "estimate_boxes"]
