"""The end of a La Macarena hand: the hand-over, the awards handed out in order, the
exchanges with the choice of what four coins buy, the hand's record, then the game's
winners or the next deal.

The next deal is the turns' business (``rules``): each entry point here takes it as
``deal(state, number, start_seat)``, so that this module needs nothing from ``rules``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from macaron_desktop.core.fastcopy import replace_tuple
from macaron_desktop.core.game import Event, Result
from macaron_desktop.core.messages import IllegalAction

from .actions import BuyElement, HandOver
from .cards import ELEMENTS, Element, strength
from .rules_base import (
    _NO_ELEMENTS,
    _NO_SERIES,
    _event,
    _log,
    _private,
    _set,
    _standings,
    active_macas,
)
from .state import Award, HandRecord, HandResult, MacarenaState, Phase

#: how the next hand is dealt: ``deal(state, number, start_seat)``
Deal = Callable[[MacarenaState, int, int], MacarenaState]


def end_hand(state: MacarenaState, reason: str, leaver: int | None, deal: Deal) -> MacarenaState:
    """End the hand (``reason``: ``deck_empty``, ``left`` with ``leaver``): the hand-over
    step when someone must choose, else the awards at once."""
    public = state.public
    sizes = tuple(len(h) for h in state.hands)
    most = max(sizes)
    handers = tuple(p for p in range(public.players) if sizes[p] == most)
    choosing = tuple(p for p in handers if len(public.elements[p]) > 1)
    events = [_event("hand_ended", reason=reason, seat=leaver, hand_sizes=sizes)]
    if choosing:
        events.append(_event("hand_over_started", seats=choosing))
    state = replace_tuple(
        state,
        public=replace_tuple(
            public,
            phase=Phase.HAND_OVER,
            end_reason=reason,
            leaver=leaver,
            handers=handers,
            choosing=choosing,
            **_NO_SERIES,
        ),
        logs=_log(state.logs, *events),
    )
    return state if choosing else _settle(state, deal)


def hand_over(state: MacarenaState, seat: int, action: HandOver, deal: Deal) -> MacarenaState:
    """``seat`` chooses the element it hands over; the last choice settles the awards."""
    public = state.public
    if action.element not in public.elements[seat]:
        raise IllegalAction("element_not_held", element=action.element)
    choosing = tuple(p for p in public.choosing if p != seat)
    state = replace_tuple(
        state,
        public=replace_tuple(public, choosing=choosing),
        choices=_set(state.choices, seat, action.element),
        logs=_log(
            state.logs,
            _event("hand_over_chosen", seat=seat),
            _private(seat, "you_chose", element=action.element),
        ),
    )
    return state if choosing else _settle(state, deal)


class _Ledger:
    """The standings while a hand's awards are handed out, and the award log."""

    def __init__(self, state: MacarenaState) -> None:
        public = state.public
        self.elements = list(public.elements)
        self.coins = list(public.coins)
        self.amulets = list(public.amulets)
        self.awards = list(public.awards)
        self.events: list[Event] = []

    def award(
        self,
        kind: str,
        seat: int | None,
        element: Element | None = None,
        coins: int = 0,
        reason: str | None = None,
    ) -> None:
        standings = _standings(self.elements, self.coins, self.amulets)
        self.awards.append(Award(kind, seat, element, coins, reason, standings))
        self.events.append(_event(kind, seat=seat, element=element, coins=coins, reason=reason))

    def store(self, state: MacarenaState, **public_changes: Any) -> MacarenaState:
        public = replace_tuple(
            state.public,
            elements=tuple(self.elements),
            coins=tuple(self.coins),
            amulets=tuple(self.amulets),
            awards=tuple(self.awards),
            **public_changes,
        )
        return replace_tuple(state, public=public, logs=_log(state.logs, *self.events))


def _settle(state: MacarenaState, deal: Deal) -> MacarenaState:
    """Steps 1-3 of the end of a hand, then the exchanges."""
    public = state.public
    n = public.players
    book = _Ledger(state)
    # 1. hand-over, by every player tied for most cards in hand
    for p in public.handers:
        held = book.elements[p]
        if held:
            element = state.choices[p] or next(iter(held))
            book.elements[p] = held - {element}
            book.award("hand_over_element", p, element)
        elif book.coins[p]:
            lost = book.coins[p]
            book.coins[p] = 0
            book.award("hand_over_coins", p, coins=-lost)
        else:
            book.award("hand_over_nothing", p)
    book.events.append(_event("collections_shown", collections=state.collections))
    # 2. coins: active Macas, the largest collection, leaving
    for p in range(n):
        count = active_macas(public.macas, p)
        if count:
            book.coins[p] += count
            book.award("maca_coins", p, coins=count)
    largest = max(len(c) for c in state.collections)
    if largest:
        for p in range(n):
            if len(state.collections[p]) == largest:
                book.coins[p] += 1
                book.award("largest_collection", p, coins=1)
    if public.leaver is not None:
        book.coins[public.leaver] += 1
        book.award("left_the_hand", public.leaver, coins=1)
    # 3. one token per element, to the most cards; ties by the highest cards (A high)
    for element in ELEMENTS:
        keys = []
        for p in range(n):
            heights = sorted(
                (strength(c) for c in state.collections[p] if c.element is element), reverse=True
            )
            if heights:
                keys.append(((len(heights), heights), p))
        if not keys:
            book.award("element_unclaimed", None, element, reason="no_cards")
            continue
        best = max(k for k, _ in keys)
        winners = [p for k, p in keys if k == best]
        if len(winners) > 1:
            book.award("element_unclaimed", None, element, reason="tie")
            continue
        p = winners[0]
        if element in book.elements[p]:
            book.coins[p] += 1
            book.award("element_coin", p, element, coins=1)
        else:
            book.elements[p] = book.elements[p] | {element}
            book.award("element_token", p, element)
    return _exchanges(book.store(state), 0, deal)


def _exchanges(state: MacarenaState, first: int, deal: Deal) -> MacarenaState:
    """Step 4, seat by seat from ``first``: four elements become an amulet, then four
    coins an element the player lacks, while possible. Stops where a choice is needed."""
    book = _Ledger(state)
    bought = state.bought
    for p in range(first, state.public.players):
        while True:
            if len(book.elements[p]) == len(ELEMENTS):
                book.elements[p] = _NO_ELEMENTS
                book.amulets[p] += 1
                book.award("amulet", p)
            elif book.coins[p] >= 4:
                lacking = [e for e in ELEMENTS if e not in book.elements[p]]
                if len(lacking) > 1:
                    stored = book.store(state, phase=Phase.BUY, turn_seat=p)
                    return replace_tuple(stored, bought=bought)
                book.coins[p] -= 4
                book.elements[p] = book.elements[p] | {lacking[0]}
                book.award("element_bought", p, lacking[0], coins=-4)
                bought = bought + ((p, lacking[0]),)
            else:
                break
    return finish_hand(replace_tuple(book.store(state), bought=bought), deal)


def buy(state: MacarenaState, seat: int, action: BuyElement, deal: Deal) -> MacarenaState:
    """``seat`` spends four coins on ``action.element``; the exchanges go on after it."""
    element = action.element
    if element not in ELEMENTS:
        raise IllegalAction("no_such_element", element=element)
    if element in state.public.elements[seat]:
        raise IllegalAction("element_held", element=element)
    book = _Ledger(state)
    book.coins[seat] -= 4
    book.elements[seat] = book.elements[seat] | {element}
    book.award("element_bought", seat, element, coins=-4)
    stored = replace_tuple(book.store(state), bought=state.bought + ((seat, element),))
    return _exchanges(stored, seat, deal)


def finish_hand(state: MacarenaState, deal: Deal, winner: int | None = None) -> MacarenaState:
    """Record the hand, then the game's end (``winner``: all wells enchanted by that seat)
    or the next hand dealt by ``deal``."""
    public = state.public
    n = public.players
    shown = None if winner is not None else state.collections
    standings = _standings(public.elements, public.coins, public.amulets)
    result = HandResult(
        number=public.hand_number,
        start_seat=public.start_seat,
        end=public.end_reason,  # type: ignore[arg-type]
        seat=public.leaver,
        hand_sizes=tuple(len(h) for h in state.hands),
        collections=shown,
        active_macas=tuple(active_macas(public.macas, p) for p in range(n)),
        awards=public.awards,
        standings=standings,
    )
    record = HandRecord(state.deck, public.turns, state.choices, state.bought, result)
    public = replace_tuple(public, hand_results=public.hand_results + (result,))
    state = replace_tuple(state, public=public, archive=state.archive + (record,))
    if winner is not None:
        winners: tuple[int, ...] = (winner,)
        by = "all_wells"
    else:
        winners = game_winners(public.amulets, public.elements, public.coins, public.target)
        by = "amulets"
    if not winners:
        return deal(state, public.hand_number + 1, (public.start_seat + 1) % n)
    return replace_tuple(
        state,
        public=replace_tuple(
            public, phase=Phase.GAME_OVER, result=Result(scores=public.amulets, winners=winners)
        ),
        logs=_log(state.logs, _event("game_won", seats=winners, by=by)),
    )


def game_winners(
    amulets: Sequence[int],
    elements: Sequence[frozenset[Element]],
    coins: Sequence[int],
    target: int,
) -> tuple[int, ...]:
    """The players who win at the end of a hand: among those with ``target`` amulets,
    most amulets, then most elements, then most coins; a tie after that shares the win."""
    reached = [p for p, a in enumerate(amulets) if a >= target]
    if not reached:
        return ()
    best = max((amulets[p], len(elements[p]), coins[p]) for p in reached)
    return tuple(p for p in reached if (amulets[p], len(elements[p]), coins[p]) == best)
