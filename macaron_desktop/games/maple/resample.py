"""A full Masters of Maple Syrup state that agrees with one seat's view, hidden cards drawn.

The cards the seat cannot place are every card not in its hand (or, in setup, its dealt
cards), on a property, in the discard pile, tucked by itself, or being developed. They
are dealt at random to the other hand (or the other player's dealt five), under the
other player's cards as many as are tucked there, and to the draw pile. A fresh seed
stands in for the hidden one, so reshuffles in the imagined future are random too.
"""

from __future__ import annotations

import random

from macaron_desktop.core.eventlog import Logs

from .cards import ALL_CARDS, Card, sorted_cards
from .state import DEAL, MapleState, Phase
from .view import MapleView


def resample(view: MapleView, rng: random.Random) -> MapleState:
    """A state consistent with ``view`` (see the module's text)."""
    me, other = view.seat, 1 - view.seat
    placed: set[Card] = {*view.hand, *view.dealt, *view.discards}
    for prop in view.properties:
        placed.update(prop)
    for _, cards in view.own_tucked:
        placed.update(cards)
    placed.update(f.card for f in view.stack if f.card is not None and f.kind == "develop")
    pool = [c for c in ALL_CARDS if c not in placed]
    rng.shuffle(pool)
    keeping = view.phase is Phase.KEEP
    hands: list[tuple[Card, ...]] = [(), ()]
    dealt: list[tuple[Card, ...]] = [(), ()]
    hands[me], dealt[me] = view.hand, view.dealt
    if keeping and not view.kept[other]:
        dealt[other], pool = sorted_cards(pool[:DEAL]), pool[DEAL:]
    else:
        size = view.hand_sizes[other]
        if keeping:  # kept already: three in hand, two more dealt and not kept
            hands[other], pool = sorted_cards(pool[:size]), pool[size:]
            dealt[other] = sorted_cards((*hands[other], *pool[: DEAL - size]))
            pool = pool[DEAL - size :]
        else:
            hands[other], pool = sorted_cards(pool[:size]), pool[size:]
    tucked: list[tuple[tuple[Card, tuple[Card, ...]], ...]] = [(), ()]
    tucked[me] = view.own_tucked
    theirs = []
    for host, count in view.tucked_counts[other]:
        theirs.append((host, tuple(pool[:count])))
        pool = pool[count:]
    tucked[other] = tuple(theirs)
    if len(pool) != view.deck_count:
        raise ValueError(f"{len(pool)} cards left for a draw pile of {view.deck_count}")
    own = tuple(view.events if s == me else () for s in (0, 1))
    return MapleState(
        seed=rng.randrange(1, 2**31),
        variant=view.variant,
        phase=view.phase,
        turn=view.turn,
        start=view.start,
        current=view.current,
        deck=tuple(pool),
        discards=view.discards,
        hands=tuple(hands),
        dealt=tuple(dealt),
        properties=view.properties,
        tapped=view.tapped,
        tucked=tuple(tucked),
        pointed=view.pointed,
        stack=view.stack,
        used=view.used,
        developed=view.developed,
        shuffles=((),) * view.shuffle_count,
        logs=Logs(own, ()),
        result=view.result,
    )
