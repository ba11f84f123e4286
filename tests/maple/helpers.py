"""Building Masters of Maple Syrup positions for the tests."""

from __future__ import annotations

import random
from typing import Any

from macaron_desktop.core.fastcopy import replace
from macaron_desktop.games.maple.actions import Keep
from macaron_desktop.games.maple.cards import ALL_CARDS, STARTING, Card, sorted_cards
from macaron_desktop.games.maple.rules import GAME
from macaron_desktop.games.maple.state import MapleState, Phase


def card(design: str, copy: int = 1) -> Card:
    """A card by design id and copy number."""
    return Card(f"{design}-{copy}")


def started(seed: int = 1, variant: str = "standard") -> MapleState:
    """A game past setup: both players kept their first three dealt cards."""
    state = GAME.new_game({"variant": variant}, seed)
    for seat in (0, 1):
        state = GAME.apply(state, seat, Keep(state.dealt[seat][:3]))
    return state


def position(
    current: int = 0,
    variant: str = "standard",
    hands: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ()),
    properties: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None,
    tapped: tuple[frozenset[Card], frozenset[Card]] = (frozenset(), frozenset()),
    discards: tuple[Card, ...] | None = None,
    **changes: Any,
) -> MapleState:
    """A turn's start for ``current`` with these hands and properties (the Red Maples
    are added to each property); every other card lies in the draw pile, shuffled."""
    base = started(variant=variant)
    props = properties or ((), ())
    props = tuple((STARTING[s], *props[s]) for s in (0, 1))
    placed = {c for h in hands for c in h} | {c for p in props for c in p}
    placed |= set(discards or ())
    deck = [c for c in ALL_CARDS if c not in placed]
    random.Random(7).shuffle(deck)
    state = replace(
        base,
        current=current,
        phase=Phase.CHOOSE_ACTION,
        hands=tuple(sorted_cards(h) for h in hands),
        properties=props,
        tapped=tapped,
        discards=tuple(discards or ()),
        deck=tuple(deck),
        pointed=(None, None, None),
        developed=(False, False),
        stack=(),
        **changes,
    )
    return state


def act(state: MapleState, action: Any, seat: int | None = None) -> MapleState:
    """``state`` after the seat that must act (or ``seat``) takes ``action``."""
    if seat is None:
        (seat,) = GAME.seats_to_act(state)
    return GAME.apply(state, seat, action)


def actor(state: MapleState) -> int:
    """The one seat that acts now."""
    (seat,) = GAME.seats_to_act(state)
    return seat


def conserved(state: MapleState) -> bool:
    """Whether all 50 cards are somewhere, each once."""
    where = [*state.deck, *state.discards]
    keeping = state.phase is Phase.KEEP  # the dealt five, kept or not, are the hand
    for s in (0, 1):
        where += [*(state.dealt[s] if keeping else state.hands[s]), *state.properties[s]]
        where += [c for _, cards in state.tucked[s] for c in cards]
    where += [f.card for f in state.stack if f.stage == "pay" and f.card is not None]
    return sorted(c.value for c in where) == sorted(c.value for c in ALL_CARDS)
