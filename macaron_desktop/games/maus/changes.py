"""Small pure helpers the Maus au Chocolat rules build their states with."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from macaron_desktop.core.eventlog import deliver, make_event
from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.rng import derive_rng

from .cards import Card, sorted_hand
from .state import MausState


def set_at(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``values`` with the item at ``index`` replaced by ``value``."""
    return (*values[:index], value, *values[index + 1 :])


def without(cards: tuple[Card, ...], gone: Sequence[Card]) -> tuple[Card, ...]:
    """``cards`` without those in ``gone``, order kept."""
    out = set(gone)
    return tuple(c for c in cards if c not in out)


def logged(
    state: MausState, key: str, audience: frozenset[int] | None = None, **params: Any
) -> Any:
    """The logs with one event added (``audience``: who may see it; all if ``None``)."""
    return deliver(state.logs, make_event(key, params, audience))


def changed(state: MausState, **changes: Any) -> MausState:
    """A copy of ``state`` with ``changes`` (a quick ``dataclasses.replace``)."""
    return replace(state, **changes)


def hand_change(
    state: MausState, seat: int, gone: Sequence[Card] = (), come: Sequence[Card] = ()
) -> dict[str, Any]:
    """The ``hands`` and ``known`` fields after ``gone`` leave and ``come`` enter a hand."""
    hand = sorted_hand((*without(state.hands[seat], gone), *come))
    known = state.known[seat] - frozenset(gone)
    return {"hands": set_at(state.hands, seat, hand), "known": set_at(state.known, seat, known)}


def draw(state: MausState, count: int) -> tuple[MausState, tuple[Card, ...]]:
    """Draw up to ``count`` cards; an empty draw pile takes the discards, shuffled."""
    drawn: list[Card] = []
    while len(drawn) < count:
        if not state.deck:
            if not state.discards:
                break
            order = list(state.discards)
            derive_rng(state.seed, "reshuffle", len(state.shuffles)).shuffle(order)
            state = changed(
                state,
                deck=tuple(order),
                discards=(),
                shuffles=(*state.shuffles, tuple(c.value for c in order)),
                logs=logged(state, "reshuffled", cards=len(order)),
            )
        take = min(count - len(drawn), len(state.deck))
        drawn.extend(state.deck[:take])
        state = changed(state, deck=state.deck[take:])
    return state, tuple(drawn)
