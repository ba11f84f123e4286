"""Drawing from a draw pile that is refilled from the shuffled discards.

Many card games draw until the draw pile runs out, then shuffle the whole discard pile
into a new draw pile, keeping nothing back, and draw on. :func:`draw_cards` does that on
plain tuples, each reshuffle drawn from ``derive_rng(seed, "reshuffle", n)`` where ``n``
counts the shuffles made before it, so records can document every order.
"""

from __future__ import annotations

from typing import Generic, NamedTuple, TypeVar

from .rng import derive_rng

C = TypeVar("C")


class Drawn(NamedTuple, Generic[C]):
    """What a draw leaves: the cards drawn, the piles, and the reshuffles it made (each
    new draw pile's order, top card first)."""

    cards: tuple[C, ...]
    deck: tuple[C, ...]
    discards: tuple[C, ...]
    reshuffles: tuple[tuple[C, ...], ...]


def draw_cards(
    deck: tuple[C, ...], discards: tuple[C, ...], count: int, seed: int, shuffled: int
) -> Drawn[C]:
    """Draw up to ``count`` cards from the top of ``deck`` (its first card); an empty
    draw pile takes the discard pile (bottom card first), shuffled. ``shuffled`` is the
    number of shuffles made before. Fewer are drawn when both piles run out."""
    drawn: list[C] = []
    reshuffles: list[tuple[C, ...]] = []
    while len(drawn) < count:
        if not deck:
            if not discards:
                break
            order = list(discards)
            derive_rng(seed, "reshuffle", shuffled + len(reshuffles)).shuffle(order)
            deck, discards = tuple(order), ()
            reshuffles.append(deck)
        take = min(count - len(drawn), len(deck))
        drawn.extend(deck[:take])
        deck = deck[take:]
    return Drawn(tuple(drawn), deck, discards, tuple(reshuffles))
