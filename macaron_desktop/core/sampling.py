"""Dealing hidden cards under constraints: the heart of resampling a hidden state.

A search bot imagines the cards it cannot see: they must go to the places that hide them
(other hands, a face-down pile, the undealt cards), each place taking exactly as many as
it holds, and some places may not take some kinds of card (a seat known to be out of a
suit, say). :func:`deal_constrained` finds such a deal at random without ever giving
up: it places one card at a time and keeps only choices after which the rest can still
be placed, which Hall's marriage condition decides exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

T = TypeVar("T")


class Place:
    """Where hidden cards may go: how many it takes, and which kinds (``None``: any)."""

    __slots__ = ("capacity", "kinds")

    def __init__(self, capacity: int, kinds: frozenset[Hashable] | None = None) -> None:
        if capacity < 0:
            raise ValueError("a place cannot take fewer than no cards")
        self.capacity = capacity
        self.kinds = kinds

    def __repr__(self) -> str:
        return f"Place({self.capacity}, {self.kinds!r})"


def deal_constrained(
    cards: Sequence[T],
    kind: Callable[[T], Hashable],
    places: Sequence[Place],
    rng: random.Random,
) -> list[list[T]]:
    """The cards dealt to the places (one list per place, in order), at random.

    Every place gets exactly its ``capacity``, and only cards whose ``kind`` it accepts.
    Without restrictions every deal is equally likely; with them, the deal is drawn card
    by card, each going to an allowed place with a chance in proportion to the room left
    there, among the places after which the rest can still be dealt. ``ValueError`` if
    no deal fits at all.
    """
    if sum(p.capacity for p in places) != len(cards):
        raise ValueError(
            f"{len(cards)} cards for {sum(p.capacity for p in places)} places' worth of room"
        )
    kinds: list[Hashable] = []
    index: dict[Hashable, int] = {}
    card_kinds = []
    for card in cards:
        k = kind(card)
        if k not in index:
            index[k] = len(kinds)
            kinds.append(k)
        card_kinds.append(index[k])
    everything = (1 << len(kinds)) - 1
    allowed = [
        everything if p.kinds is None else sum(1 << i for i, k in enumerate(kinds) if k in p.kinds)  # type: ignore[operator]
        for p in places
    ]
    # Only kinds refused somewhere can be short of room: a set of kinds that includes one
    # taken everywhere can use all the room left, which always suffices.
    restricted = [i for i in range(len(kinds)) if any(not a >> i & 1 for a in allowed)]
    room = [p.capacity for p in places]
    counts = [0] * len(kinds)
    for k in card_kinds:
        counts[k] += 1
    subsets = _subsets(restricted)

    def feasible() -> bool:
        for mask, members in subsets:
            need = sum(counts[i] for i in members)
            if need and need > sum(r for r, a in zip(room, allowed, strict=True) if a & mask):
                return False
        return True

    if not feasible():
        raise ValueError("no deal fits the constraints")
    order = list(range(len(cards)))
    rng.shuffle(order)
    dealt: list[list[T]] = [[] for _ in places]
    for position in order:
        k = card_kinds[position]
        bit = 1 << k
        candidates = [j for j, a in enumerate(allowed) if a & bit and room[j]]
        counts[k] -= 1
        while True:
            total = sum(room[j] for j in candidates)
            pick = rng.randrange(total)
            for j in candidates:
                pick -= room[j]
                if pick < 0:
                    break
            room[j] -= 1
            if not subsets or feasible():
                break
            room[j] += 1
            candidates.remove(j)
        dealt[j].append(cards[position])
    return dealt


def _subsets(members: Sequence[int]) -> list[tuple[int, tuple[int, ...]]]:
    """Every non-empty subset of ``members``, as (bit mask, members)."""
    out = []
    for choice in range(1, 1 << len(members)):
        chosen = tuple(m for b, m in enumerate(members) if choice >> b & 1)
        out.append((sum(1 << m for m in chosen), chosen))
    return out
