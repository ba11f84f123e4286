"""The rules of La Macarena as pure functions over :class:`MacarenaState` (the ``Game`` contract).

A hand: seven cards to each player, seven wells, the rest is the draw pile. A turn
starts with an automatic draw (or, with the pile empty, the hand ends); the player then
passes or builds one series on one well step by step (see ``actions``). A mirror places
a Maca and gives a mirror turn at once. The hand ends when the pile is empty at the start
of a turn or when a hand runs out of cards; then the end-of-hand awards are handed out in
order, with the two choices there (what to hand over, what four coins buy) as steps.

The engine moves on by itself wherever nobody has a choice.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Mapping, Sequence
from operator import attrgetter
from typing import Any

from macaron_desktop.core.fastcopy import replace_tuple
from macaron_desktop.core.flow import Flow, Step
from macaron_desktop.core.game import ChooseOne, Event, GameRules, Prompt, Result
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.core.rng import derive_rng

from .actions import (
    ACTION_TYPES,
    ACTIONS,
    BUY,
    CHOOSE_WELL,
    FINISH,
    HAND_OVER,
    LAY,
    MOVE_MACA,
    PASS,
    TAKE_BACK,
    BuyElement,
    ChooseWell,
    FinishSeries,
    HandOver,
    LayCard,
    MacarenaAction,
    MoveMaca,
    Pass,
    TakeBack,
)
from .cards import CARD_INDEX, ELEMENTS, FULL_DECK, LINKED, Card, Element, sort_cards, strength
from .config import HAND_SIZE, MACAS, WELLS, amulets_to_win
from .config import validate_config as _validate_config
from .series import extensions, outcome, refusal
from .state import (
    Award,
    HandRecord,
    HandResult,
    MacarenaState,
    Phase,
    PublicTable,
    Standing,
    Turn,
)
from .view import build_view

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


class MacarenaGame(GameRules, game_id="macarena", actions=ACTIONS, config=_validate_config):
    """La Macarena's rules for 2 to 5 players (the config: ``players``, ``start_player``)."""

    # ----------------------------------------------------------------- set-up

    def new_game(self, config: Mapping[str, Any], seed: int) -> MacarenaState:
        """Deal hand 1 and draw the start player's first card."""
        cfg = _validate_config(config)
        n = cfg["players"]
        empty: tuple[tuple[Any, ...], ...] = ((),) * n
        fresh, public_fresh = _fresh_hand(n, 0, (), ((),) * n, ((),) * WELLS)
        public = PublicTable(
            players=n,
            target=amulets_to_win(n),
            start_seat=0,
            phase=Phase.TURN,
            turn_seat=0,
            mirror_turn=False,
            **_NO_SERIES,
            elements=(_NO_ELEMENTS,) * n,
            coins=(0,) * n,
            amulets=(0,) * n,
            hand_results=(),
            result=None,
            **public_fresh,
        )
        state = MacarenaState(
            public=public,
            seed=seed,
            start_choice=cfg["start_player"],
            logs=empty,
            previous_logs=empty,
            archive=(),
            **fresh,
        )
        return _deal(state, 1, first_start_seat(seed, n, cfg["start_player"]))

    def num_seats(self, state: MacarenaState) -> int:
        """Number of players."""
        return state.public.players

    # ----------------------------------------------------------------- turns

    def seats_to_act(self, state: MacarenaState) -> tuple[int, ...]:
        """The seat whose step it is; while handing over, every seat still choosing (each
        step's ``actors`` in :data:`FLOW`)."""
        return FLOW.seats_to_act(state)

    def legal_actions(self, state: MacarenaState, seat: int) -> Sequence[MacarenaAction]:
        """Every action ``seat`` may take now; empty when it is not that seat's step.

        Turn: a :class:`ChooseWell` per well where some hand card may start a series,
        then :class:`Pass`. Series: a :class:`LayCard` per different card that may come
        next, :class:`FinishSeries` once a card is laid, and :class:`TakeBack`.
        """
        public = state.public
        phase = public.phase
        if phase is Phase.HAND_OVER:
            if seat not in public.choosing:
                return []
            held = public.elements[seat]
            return [HAND_OVER[e] for e in ELEMENTS if e in held]
        if phase is Phase.GAME_OVER or seat != public.turn_seat:
            return []
        if phase is Phase.TURN:
            return [CHOOSE_WELL[w] for w in playable_wells(state, seat)] + [PASS]
        if phase is Phase.SERIES:
            top = public.wells[public.well][-1]  # type: ignore[index]
            out: list[MacarenaAction] = [
                LAY[c] for c in extensions(top, public.series, state.hands[seat])
            ]
            if public.series:
                out.append(FINISH)
            out.append(TAKE_BACK)
            return out
        if phase is Phase.MOVE_MACA:
            return [MOVE_MACA[w] for w in _maca_sources(public, seat)]
        held = public.elements[seat]
        return [BUY[e] for e in ELEMENTS if e not in held]

    # ----------------------------------------------------------------- apply

    def apply(self, state: MacarenaState, seat: int, action: MacarenaAction) -> MacarenaState:
        """The state after ``seat`` takes ``action``; ``IllegalAction`` says why not."""
        return FLOW.apply(state, seat, action)

    # ----------------------------------------------------------------- the kit's extras

    def prompt(self, state: MacarenaState, seat: int) -> Prompt | None:
        """The choice ``seat`` faces now.

        ``None`` on a turn and while building a series: those are gestures on the board
        (a card onto a well, the Pass / Take back / Done buttons), whose legal actions
        ``legal_actions`` lists. A :class:`ChooseOne` for the three other steps: which
        well gives up a Maca, which element to hand over, which element coins buy.
        """
        options = tuple(self.legal_actions(state, seat))
        if not options:
            return None
        phase = state.public.phase
        if phase is Phase.MOVE_MACA:
            return ChooseOne("choose_maca_to_move", options, {"well": state.public.well})
        if phase is Phase.HAND_OVER:
            return ChooseOne("choose_element_to_hand_over", options)
        if phase is Phase.BUY:
            return ChooseOne("choose_element_to_buy", options, {"coins": state.public.coins[seat]})
        return None

    def cards_action(self, state: MacarenaState, seat: int, cards: Sequence[Any]) -> MacarenaAction:
        """La Macarena never asks to choose cards as a group: always ``ValueError``."""
        raise ValueError("La Macarena has no choose-cards prompt")

    def mid_turn(self, state: MacarenaState, seat: int) -> bool:
        """True while a series is built or a Maca chosen to move: the steps of
        :data:`FLOW` inside a turn (whoever asks: undo never stops there)."""
        return FLOW.mid_turn(state, seat)

    def resample(self, view: Any, rng: random.Random) -> MacarenaState:
        """A full state agreeing with all that ``view``'s seat knows (see ``resample``)."""
        from .resample import resample

        return resample(view, rng)

    # ----------------------------------------------------------------- views, results

    def view(self, state: MacarenaState, seat: int) -> Any:
        """What ``seat`` may know (see :class:`~.view.MacarenaView`)."""
        return build_view(state, seat)

    def summary(self, state: MacarenaState) -> dict[str, Any]:
        """Hand number and amulets per seat, for the Load game dialog."""
        return {"round": state.public.hand_number, "scores": list(state.public.amulets)}


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


# --------------------------------------------------------------------- a hand


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


def _deal(state: MacarenaState, number: int, start: int) -> MacarenaState:
    n = state.public.players
    deck = shuffled_deck(state.seed, number)
    hands = tuple(sort_cards(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(n))
    wells = tuple((deck[n * HAND_SIZE + j],) for j in range(WELLS))
    started = _event("hand_started", hand=number, start_seat=start)
    fresh, public_fresh = _fresh_hand(n, number, deck, hands, wells)
    state = replace_tuple(
        state,
        public=replace_tuple(state.public, start_seat=start, **public_fresh),
        logs=((started,),) * n,
        previous_logs=state.logs,
        **fresh,
    )
    return _begin_turn(state, start, False)


def _begin_turn(state: MacarenaState, seat: int, mirror: bool) -> MacarenaState:
    drawn = state.drawn
    if drawn >= len(state.deck):
        return _end_hand(state, "deck_empty", None)
    card = state.deck[drawn]
    logs = _log(
        state.logs,
        _event("card_drawn", seat=seat, mirror_turn=mirror, deck=len(state.deck) - drawn - 1),
        _drew(seat, card),
    )
    return replace_tuple(
        state,
        public=replace_tuple(
            state.public, phase=Phase.TURN, turn_seat=seat, mirror_turn=mirror, **_NO_SERIES
        ),
        drawn=drawn + 1,
        hands=_set(state.hands, seat, _insert(state.hands[seat], card)),
        logs=logs,
    )


def _choose_well(state: MacarenaState, seat: int, action: ChooseWell) -> MacarenaState:
    w = action.well
    if type(w) is not int or not 0 <= w < WELLS:
        raise IllegalAction("no_such_well", well=w)
    public = state.public
    if not public.mirror_turn and protected(public.macas[w], seat):
        raise IllegalAction("well_protected", well=w, owners=sorted(set(public.macas[w])))
    top = public.wells[w][-1]
    if not extensions(top, (), state.hands[seat]):
        raise IllegalAction("nothing_fits", well=w)
    return replace_tuple(
        state,
        public=replace_tuple(public, phase=Phase.SERIES, well=w, series=()),
        logs=_log(state.logs, _shared("well_chosen", seat, "well", w)),
    )


def _lay(state: MacarenaState, seat: int, action: LayCard) -> MacarenaState:
    card = action.card
    hand = state.hands[seat]
    if card not in hand:
        raise IllegalAction("not_in_hand", card=card)
    public = state.public
    w: int = public.well  # type: ignore[assignment]
    top = public.wells[w][-1]
    series = public.series
    reason = refusal(top, series, card)
    if reason == "mirror_must_be_last":
        raise IllegalAction(reason, card=card)
    if reason is not None:
        raise IllegalAction(reason, card=card, after=series[-1] if series else top)
    return replace_tuple(
        state,
        public=replace_tuple(public, series=series + (card,)),
        hands=_set(state.hands, seat, _without_one(hand, card)),
        logs=_log(state.logs, _shared("card_laid", seat, "well", w, card)),
    )


def _take_back(state: MacarenaState, seat: int, action: TakeBack) -> MacarenaState:
    public = state.public
    series = public.series
    if not series:
        event = _event("well_given_up", seat=seat, well=public.well)
        return replace_tuple(
            state,
            public=replace_tuple(public, phase=Phase.TURN, well=None),
            logs=_log(state.logs, event),
        )
    card = series[-1]
    return replace_tuple(
        state,
        public=replace_tuple(public, series=series[:-1]),
        hands=_set(state.hands, seat, _insert(state.hands[seat], card)),
        logs=_log(state.logs, _event("card_taken_back", seat=seat, card=card)),
    )


def _finish(state: MacarenaState, seat: int, action: FinishSeries) -> MacarenaState:
    public = state.public
    series = public.series
    if not series:
        raise IllegalAction("series_empty")
    w: int = public.well  # type: ignore[assignment]
    wells = public.wells
    stays, collected, mirror = outcome(wells[w][-1], series)
    if stays is not None:
        wells = _set(wells, w, wells[w] + (stays,))
    collections = state.collections
    if collected:
        collections = _set(collections, seat, collections[seat] + collected)
    turn = Turn(seat, public.mirror_turn, w, series, mirror)
    laid = _event(
        "series_laid", seat=seat, well=w, cards=series, mirror=mirror, collected=len(collected)
    )
    state = replace_tuple(
        state,
        public=replace_tuple(public, wells=wells, series=(), turns=public.turns + (turn,)),
        collections=collections,
        logs=_log(state.logs, laid),
    )
    if mirror:
        return _place_maca(state, seat, w)
    return _after_play(state, seat, False)


def _place_maca(state: MacarenaState, seat: int, w: int) -> MacarenaState:
    public = state.public
    macas = public.macas
    if active_macas(macas, seat) < MACAS:
        macas = _set(macas, w, macas[w] + (seat,))
        event = _event("maca_placed", seat=seat, well=w)
        state = replace_tuple(
            state, public=replace_tuple(public, macas=macas), logs=_log(state.logs, event)
        )
        return _after_maca(state, seat)
    if macas[w].count(seat) == MACAS:
        state = _note_maca_move(state, w)
        event = _event("maca_stays", seat=seat, well=w)
        return _after_maca(replace_tuple(state, logs=_log(state.logs, event)), seat)
    state = replace_tuple(state, public=replace_tuple(public, phase=Phase.MOVE_MACA, well=w))
    sources = _maca_sources(state.public, seat)
    if len(sources) == 1:
        return _move(state, seat, sources[0])
    return state


def _move_maca(state: MacarenaState, seat: int, action: MoveMaca) -> MacarenaState:
    sources = _maca_sources(state.public, seat)
    if type(action.from_well) is not int or action.from_well not in sources:
        raise IllegalAction("no_maca_there", well=action.from_well)
    return _move(state, seat, action.from_well)


def _move(state: MacarenaState, seat: int, source: int) -> MacarenaState:
    w: int = state.public.well  # type: ignore[assignment]
    macas = state.public.macas
    macas = _set(macas, source, _without_one(macas[source], seat))  # type: ignore[arg-type]
    macas = _set(macas, w, macas[w] + (seat,))
    event = _event("maca_moved", seat=seat, from_well=source, well=w)
    state = _note_maca_move(state, source)
    state = replace_tuple(
        state, public=replace_tuple(state.public, macas=macas), logs=_log(state.logs, event)
    )
    return _after_maca(state, seat)


def _note_maca_move(state: MacarenaState, source: int) -> MacarenaState:
    """Write where the mirror's Maca came from into the turn just finished."""
    public = state.public
    last = public.turns[-1]
    moved = Turn(last.seat, last.mirror_turn, last.well, last.cards, last.mirror, source)
    return replace_tuple(state, public=replace_tuple(public, turns=public.turns[:-1] + (moved,)))


def _after_maca(state: MacarenaState, seat: int) -> MacarenaState:
    if all(seat in m for m in state.public.macas):
        event = _event("all_wells_enchanted", seat=seat)
        state = replace_tuple(
            state,
            public=replace_tuple(state.public, end_reason="all_wells", leaver=seat),
            logs=_log(state.logs, event),
        )
        return _finish_hand(state, winner=seat)
    return _after_play(state, seat, True)


def _after_play(state: MacarenaState, seat: int, mirror: bool) -> MacarenaState:
    if not state.hands[seat]:
        return _end_hand(state, "left", seat)
    if mirror:
        return _begin_turn(state, seat, True)
    return _begin_turn(state, (seat + 1) % state.public.players, False)


def _pass(state: MacarenaState, seat: int, action: Pass) -> MacarenaState:
    public = state.public
    macas = public.macas
    returned = tuple([w for w, m in enumerate(macas) for o in m if o == seat])
    events = [_event("passed", seat=seat)]
    if returned:
        macas = tuple([tuple([o for o in m if o != seat]) for m in macas])
        events.append(_event("macas_returned", seat=seat, wells=returned))
    turn = Turn(seat, public.mirror_turn, None, (), returned=returned)
    state = replace_tuple(
        state,
        public=replace_tuple(public, macas=macas, turns=public.turns + (turn,)),
        logs=_log(state.logs, *events),
    )
    return _begin_turn(state, (seat + 1) % public.players, False)


# --------------------------------------------------------------------- end of a hand


def _end_hand(state: MacarenaState, reason: str, leaver: int | None) -> MacarenaState:
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
    return state if choosing else _settle(state)


def _hand_over(state: MacarenaState, seat: int, action: HandOver) -> MacarenaState:
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
    return state if choosing else _settle(state)


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


def _settle(state: MacarenaState) -> MacarenaState:
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
    return _exchanges(book.store(state), 0)


def _exchanges(state: MacarenaState, first: int) -> MacarenaState:
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
    return _finish_hand(replace_tuple(book.store(state), bought=bought))


def _buy(state: MacarenaState, seat: int, action: BuyElement) -> MacarenaState:
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
    return _exchanges(stored, seat)


def _finish_hand(state: MacarenaState, winner: int | None = None) -> MacarenaState:
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
        return _deal(state, public.hand_number + 1, (public.start_seat + 1) % n)
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


def _turn_seat(state: MacarenaState) -> tuple[int, ...]:
    return (state.public.turn_seat,)


#: La Macarena's steps: a turn (choose a well or pass), the series and the Maca to move
#: inside it, then the two choices at the end of a hand
FLOW: Flow[MacarenaState] = Flow(
    [
        Step(Phase.TURN, _turn_seat, {ChooseWell: _choose_well, Pass: _pass}),
        Step(
            Phase.SERIES,
            _turn_seat,
            {LayCard: _lay, TakeBack: _take_back, FinishSeries: _finish},
            in_turn=True,
        ),
        Step(Phase.MOVE_MACA, _turn_seat, {MoveMaca: _move_maca}, in_turn=True),
        Step(Phase.HAND_OVER, attrgetter("public.choosing"), {HandOver: _hand_over}),
        Step(Phase.BUY, _turn_seat, {BuyElement: _buy}),
    ],
    step_of=attrgetter("public.phase"),
    seats=lambda state: state.public.players,
    actions=ACTION_TYPES,
    game_over=Phase.GAME_OVER,
)


GAME = MacarenaGame()
