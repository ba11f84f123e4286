"""Small pure helpers the Masters of Maple Syrup rules build their states with."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from macaron_desktop.core.eventlog import deliver, make_event
from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.piles import draw_cards

from .cards import Card, sorted_cards
from .state import Frame, MapleState


def set_at(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``values`` with the item at ``index`` replaced by ``value``."""
    return (*values[:index], value, *values[index + 1 :])


def without(cards: tuple[Card, ...], gone: Sequence[Card]) -> tuple[Card, ...]:
    """``cards`` without those in ``gone``, order kept."""
    out = set(gone)
    return tuple(c for c in cards if c not in out)


def changed(state: MapleState, **changes: Any) -> MapleState:
    """A copy of ``state`` with ``changes`` (a quick ``dataclasses.replace``)."""
    return replace(state, **changes)


def logged(
    state: MapleState, key: str, audience: frozenset[int] | None = None, **params: Any
) -> Any:
    """The logs with one event added (``audience``: who may see it; all if ``None``)."""
    return deliver(state.logs, make_event(key, params, audience))


def log(state: MapleState, key: str, audience: frozenset[int] | None = None, **params: Any):  # type: ignore[no-untyped-def]
    """``state`` with one event logged."""
    return changed(state, logs=logged(state, key, audience, **params))


def hand_set(state: MapleState, seat: int, hand: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    """The ``hands`` field with ``seat``'s hand replaced (kept sorted)."""
    return set_at(state.hands, seat, sorted_cards(hand))


def top(state: MapleState) -> Frame:
    """The frame being resolved."""
    return state.stack[-1]


def with_top(state: MapleState, **changes: Any) -> MapleState:
    """``state`` with its top frame changed."""
    return changed(state, stack=(*state.stack[:-1], replace(state.stack[-1], **changes)))


def push(state: MapleState, frame: Frame) -> MapleState:
    """``state`` with ``frame`` on top of the stack."""
    return changed(state, stack=(*state.stack, frame))


def draw(state: MapleState, seat: int, count: int) -> MapleState:
    """``seat`` draws up to ``count`` cards; an empty draw pile takes the discards,
    shuffled, keeping nothing back (``core.piles``)."""
    got = draw_cards(state.deck, state.discards, count, state.seed, len(state.shuffles))
    for order in got.reshuffles:
        state = log(state, "reshuffled", cards=len(order))
    state = changed(
        state,
        deck=got.deck,
        discards=got.discards,
        shuffles=(*state.shuffles, *(tuple(c.value for c in o) for o in got.reshuffles)),
    )
    if not got.cards:
        return state
    state = changed(state, hands=hand_set(state, seat, (*state.hands[seat], *got.cards)))
    state = log(state, "drew", seat=seat, count=len(got.cards))
    return log(state, "drew_cards", frozenset({seat}), seat=seat, cards=got.cards)
