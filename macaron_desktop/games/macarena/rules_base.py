"""The small pure pieces La Macarena's rules are built on: the deal, the Maca queries,
the events and logs, and the tuple edits (shared by ``rules`` and ``hand_end``)."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import Any

from macaron_desktop.core.game import Event
from macaron_desktop.core.rng import derive_rng

from .cards import CARD_INDEX, ELEMENTS, FULL_DECK, LINKED, Card, Element
from .config import HAND_SIZE, WELLS
from .state import MacarenaState, PublicTable, Standing

_NO_ELEMENTS: frozenset[Element] = frozenset()
#: the fields of a state with no series being built (a new turn, the end of a hand)
_NO_SERIES: dict[str, Any] = {"well": None, "series": ()}


def shuffled_deck(seed: int, number: int) -> tuple[Card, ...]:
    """Hand ``number``'s 104 cards: ``cards.FULL_DECK`` shuffled by the generator
    ``derive_rng(seed, "hand", number, "deal")``.

    Seat ``i`` is dealt positions ``7i`` to ``7i + 6``, well ``j`` gets position
    ``7 * players + j``, and the draw pile is the rest, drawn in order.
    """
    deck = list(FULL_DECK)
    derive_rng(seed, "hand", number, "deal").shuffle(deck)
    return tuple(deck)


def first_start_seat(seed: int, players: int, chosen: int | None) -> int:
    """The first hand's start player: the config's, else ``derive_rng(seed, "start_player")``."""
    if chosen is not None:
        return chosen
    return derive_rng(seed, "start_player").randrange(players)


def active_macas(macas: Sequence[tuple[int, ...]], seat: int) -> int:
    """How many of ``seat``'s Macas stand on the wells."""
    return sum([m.count(seat) for m in macas])


def protected(macas: tuple[int, ...], seat: int) -> bool:
    """Whether a well with these Macas is closed to ``seat`` on a normal turn."""
    return bool(macas) and seat not in macas


def _log(logs: tuple[tuple[Event, ...], ...], *events: Event) -> tuple[tuple[Event, ...], ...]:
    """Each seat's log with the events it may see appended."""
    for e in events:
        if e.audience is not None:
            break
    else:
        return tuple([log + events for log in logs])
    return tuple(
        [log + tuple([e for e in events if e.visible_to(i)]) for i, log in enumerate(logs)]
    )


def _event(key: str, **params: Any) -> Event:
    return Event(key, params)


def _private(seat: int, key: str, **params: Any) -> Event:
    return Event(key, params, frozenset((seat,)))


# The commonest events are few different values; events are immutable, so each is made
# once and shared (a playout makes thousands).
_EVENT_CACHE: dict[tuple[Any, ...], Event] = {}


def _shared(key: str, seat: int, name: str, value: Any, more: Any = None) -> Event:
    """A public event ``key`` with ``seat``, ``name=value`` (and ``card=more``), cached."""
    ident = (key, seat, value, more)
    event = _EVENT_CACHE.get(ident)
    if event is None:
        params = {"seat": seat, name: value}
        if more is not None:
            params["card"] = more
        event = _EVENT_CACHE[ident] = Event(key, params)
    return event


_DREW: dict[tuple[int, Card], Event] = {}


def _drew(seat: int, card: Card) -> Event:
    event = _DREW.get((seat, card))
    if event is None:
        event = _DREW[(seat, card)] = _private(seat, "you_drew", card=card)
    return event


def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _insert(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``hand`` (kept in table order) with ``card`` added in its place."""
    i = bisect_left(hand, CARD_INDEX[card], key=CARD_INDEX.__getitem__)
    return hand[:i] + (card,) + hand[i:]


def _without_one(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def _standings(
    elements: Sequence[frozenset[Element]], coins: Sequence[int], amulets: Sequence[int]
) -> tuple[Standing, ...]:
    return tuple(
        Standing(tuple([e for e in ELEMENTS if e in held]), c, a)
        for held, c, a in zip(elements, coins, amulets, strict=True)
    )


def _fresh_hand(
    n: int,
    number: int,
    deck: tuple[Card, ...],
    hands: tuple[tuple[Card, ...], ...],
    wells: tuple[tuple[Card, ...], ...],
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The fields a new deal sets: the cards, no Macas, no turns, nothing of a hand end
    (those of the state, and those of its public table)."""
    fresh = {
        "deck": deck,
        "drawn": n * HAND_SIZE + WELLS if deck else 0,
        "hands": hands,
        "collections": ((),) * n,
        "choices": (None,) * n,
        "bought": (),
    }
    public = {
        "hand_number": number,
        "wells": wells,
        "macas": ((),) * WELLS,
        "turns": (),
        "end_reason": None,
        "leaver": None,
        "handers": (),
        "choosing": (),
        "awards": (),
    }
    return fresh, public


# --------------------------------------------------------------------- queries


def playable_wells(state: MacarenaState, seat: int) -> list[int]:
    """The wells where ``seat`` may start a series now: open to it (any well in a mirror
    turn), with a hand card that links to the top card."""
    hand = frozenset(state.hands[seat])
    public = state.public
    mirror = public.mirror_turn
    out = []
    for w, (pile, macas) in enumerate(zip(public.wells, public.macas, strict=True)):
        if macas and not mirror and seat not in macas:
            continue
        top = pile[-1]
        if top in hand or not hand.isdisjoint(LINKED[top]):
            out.append(w)
    return out


def _maca_sources(public: PublicTable, seat: int) -> list[int]:
    return [w for w in range(WELLS) if w != public.well and seat in public.macas[w]]
