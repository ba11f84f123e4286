"""The rules of Masters of Maple Syrup (2 players) as pure functions over
:class:`~.state.MapleState`.

Setup: each player has a Red Maple on their property, is dealt five cards and keeps
three (both at once); the other four start the face-up discard pile. A turn: the
current player turns an available action card (all three reset first when none is
left); both players take the end pointed at them, the current player first
(:mod:`.resolve`); the current player then discards down to five. The game ends after
the turn in which a property reaches 10 cards (tucked cards do not count).

The steps are declared once in :data:`FLOW` (``core.flow``); every step but the choice
of an action card lies inside the turn, so undo takes back whole turns.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from macaron_desktop.core.eventlog import deliver, empty_logs, make_event
from macaron_desktop.core.flow import ALREADY_CHOSEN, Flow, Step
from macaron_desktop.core.game import (
    Answer,
    ChooseCards,
    ChooseOne,
    Confirm,
    Event,
    GameRules,
    Prompt,
)
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.core.rng import derive_rng

from .actions import (
    ACTION_TYPES,
    ACTIONS,
    DEVELOP,
    DISCARD,
    KINDS,
    NO_DEVELOP,
    NO_EFFECT,
    USE,
    ChooseAction,
    ChooseKind,
    Develop,
    Discard,
    Harvest,
    Keep,
    MapleAction,
    NoDevelop,
    NoEffect,
    Pay,
    Tap,
    Tuck,
    UseEffect,
)
from .cards import ALL_CARDS, STARTING, Card, sorted_cards
from .changes import changed, draw, hand_set, log, set_at, top, with_top, without
from .config import validate_config
from .resolve import (
    cost,
    developable,
    end_turn,
    frames_for,
    limit,
    place,
    settle,
    tapped_trees,
    untapped_trees,
    use_effect,
)
from .state import ACTION_CARDS, CHOICES, DEAL, HAND_LIMIT, KEEP, Frame, MapleState, Phase


def new_game(config: Mapping[str, Any], seed: int) -> MapleState:
    """Lay the Red Maples, shuffle the other 48 cards, deal five each; a random start."""
    variant = validate_config(config)["variant"]
    deck = [c for c in ALL_CARDS if c not in STARTING]
    derive_rng(seed, "deck").shuffle(deck)
    start = derive_rng(seed, "start").randrange(2)
    dealt = tuple(sorted_cards(deck[s * DEAL : (s + 1) * DEAL]) for s in (0, 1))
    logs = deliver(
        empty_logs(2),
        make_event("game_started", {"variant": variant, "start": start}),
        *(make_event("dealt", {"seat": s, "cards": dealt[s]}, frozenset({s})) for s in (0, 1)),
    )
    return MapleState(
        seed=seed,
        variant=variant,
        phase=Phase.KEEP,
        turn=0,
        start=start,
        current=start,
        deck=tuple(deck[2 * DEAL :]),
        discards=(),
        hands=((), ()),
        dealt=dealt,
        properties=((STARTING[0],), (STARTING[1],)),
        tapped=(frozenset(), frozenset()),
        tucked=((), ()),
        pointed=(None,) * len(ACTION_CARDS[variant]),
        stack=(),
        used=frozenset(),
        developed=(False, False),
        shuffles=(tuple(c.value for c in deck),),
        logs=logs,
        result=None,
    )


def _keepers(state: MapleState) -> tuple[int, ...]:
    return tuple(s for s in (0, 1) if not state.hands[s])


def _keep(state: MapleState, seat: int, action: Keep) -> MapleState:
    cards = action.cards
    if len(cards) != KEEP or len(set(cards)) != KEEP:
        raise IllegalAction("keep_count", count=KEEP)
    for card in cards:
        if card not in state.dealt[seat]:
            raise IllegalAction("not_dealt", card=card)
    state = changed(state, hands=hand_set(state, seat, cards))
    state = log(state, "kept", seat=seat)
    if _keepers(state):
        return state
    gone = tuple(c for s in (0, 1) for c in state.dealt[s] if c not in state.hands[s])
    state = changed(state, discards=gone, dealt=((), ()), turn=0)
    state = log(state, "setup_discards", cards=gone)
    state = changed(state, current=1 - state.start)
    return end_turn(state)


def _current(state: MapleState) -> tuple[int, ...]:
    return (state.current,)


def _frame_seat(state: MapleState) -> tuple[int, ...]:
    return (state.stack[-1].seat,)


def _choose_action(state: MapleState, seat: int, action: ChooseAction) -> MapleState:
    card, end = action.card, action.end
    if not (type(card) is int and 0 <= card < len(state.pointed)) or end not in (0, 1):
        raise IllegalAction("no_such_action_card", card=card, end=end)
    if state.pointed[card] is not None:
        raise IllegalAction("action_card_used", card=card)
    to_zero = end if seat == 0 else 1 - end
    state = changed(state, pointed=set_at(state.pointed, card, to_zero))
    state = log(state, "action_chosen", seat=seat, card=card, end=end, variant=state.variant)
    state = changed(state, stack=frames_for(state, card))
    return settle(state)


def _choose_kind(state: MapleState, seat: int, action: ChooseKind) -> MapleState:
    end = CHOICES.get(action.kind)
    if end is None:
        raise IllegalAction("no_such_kind", kind=action.kind)
    state = log(state, "kind_chosen", seat=seat, kind=action.kind)
    frame = Frame(seat, end.kind, end.amount)
    return settle(changed(state, stack=(*state.stack[:-1], frame)))


def _use(state: MapleState, seat: int, action: UseEffect) -> MapleState:
    frame = top(state)
    if action.card not in frame.pending:
        raise IllegalAction("effect_not_offered", card=action.card)
    state = with_top(state, pending=tuple(c for c in frame.pending if c is not action.card))
    if frame.stage == "instead*":
        state = with_top(state, stage="done", pending=())
    return settle(use_effect(state, seat, action.card))


def _no_effect(state: MapleState, seat: int, action: NoEffect) -> MapleState:
    frame = top(state)
    state = log(state, "effects_declined", seat=seat, cards=frame.pending)
    return settle(with_top(state, pending=()))


def _chosen_trees(state: MapleState, seat: int, cards: tuple[Card, ...], pool: tuple[Card, ...]):  # type: ignore[no-untyped-def]
    most = limit(state, top(state))
    if len(set(cards)) != len(cards):
        raise IllegalAction("card_twice")
    if len(cards) > most:
        raise IllegalAction("too_many_trees", count=most)
    for card in cards:
        if card not in pool:
            key = "not_untapped_tree" if top(state).kind == "tap" else "not_tapped_tree"
            raise IllegalAction(key, card=card)


def _tap(state: MapleState, seat: int, action: Tap) -> MapleState:
    _chosen_trees(state, seat, action.cards, untapped_trees(state, seat))
    state = changed(
        state, tapped=set_at(state.tapped, seat, state.tapped[seat] | set(action.cards))
    )
    state = log(state, "tapped", seat=seat, cards=action.cards)
    return settle(with_top(state, stage="after", harvested=len(action.cards)))


def _harvest(state: MapleState, seat: int, action: Harvest) -> MapleState:
    _chosen_trees(state, seat, action.cards, tapped_trees(state, seat))
    state = changed(
        state, tapped=set_at(state.tapped, seat, state.tapped[seat] - set(action.cards))
    )
    state = log(state, "harvested", seat=seat, cards=action.cards)
    draws = sum(c.design.harvest for c in action.cards)
    state = draw(state, seat, draws)
    return settle(with_top(state, stage="more", harvested=len(action.cards)))


def _develop(state: MapleState, seat: int, action: Develop) -> MapleState:
    frame = top(state)
    card = action.card
    if card not in state.hands[seat]:
        raise IllegalAction("not_in_hand", card=card)
    if frame.only is not None and card.design.kind != frame.only:
        raise IllegalAction("wrong_kind", kind=frame.only)
    price = cost(state, frame, card)
    if price > len(state.hands[seat]) - 1:
        raise IllegalAction("cannot_afford", cost=price)
    state = changed(state, hands=hand_set(state, seat, without(state.hands[seat], (card,))))
    state = log(state, "developing", seat=seat, card=card, cost=price)
    state = with_top(state, card=card, stage="pay", amount=price)
    if price == 0:
        return _paid(state, seat, ())
    return settle(state)


def _pay(state: MapleState, seat: int, action: Pay) -> MapleState:
    frame = top(state)
    cards = action.cards
    if len(cards) != frame.amount or len(set(cards)) != len(cards):
        raise IllegalAction("pay_exactly", cost=frame.amount)
    for card in cards:
        if card not in state.hands[seat]:
            raise IllegalAction("not_in_hand", card=card)
    return _paid(state, seat, cards)


def _paid(state: MapleState, seat: int, cards: tuple[Card, ...]) -> MapleState:
    frame = top(state)
    assert frame.card is not None
    state = changed(
        state,
        hands=hand_set(state, seat, without(state.hands[seat], cards)),
        discards=(*state.discards, *cards),
    )
    state = place(state, seat, frame.card)
    state = log(state, "developed", seat=seat, card=frame.card, paid=cards)
    return settle(with_top(state, stage="after", harvested=1))


def _no_develop(state: MapleState, seat: int, action: NoDevelop) -> MapleState:
    state = log(state, "did_nothing", seat=seat, kind="develop")
    return settle(with_top(state, stage="done"))


def _tuck(state: MapleState, seat: int, action: Tuck) -> MapleState:
    frame = top(state)
    cards = action.cards
    if len(set(cards)) != len(cards) or len(cards) > frame.amount:
        raise IllegalAction("tuck_count", count=frame.amount)
    for card in cards:
        if card not in state.hands[seat]:
            raise IllegalAction("not_in_hand", card=card)
    host = frame.card
    assert host is not None
    pairs = dict(state.tucked[seat])
    pairs[host] = (*pairs.get(host, ()), *cards)
    order = {c: i for i, c in enumerate(state.properties[seat])}
    tucked = tuple(sorted(pairs.items(), key=lambda kv: order[kv[0]]))
    state = changed(
        state,
        hands=hand_set(state, seat, without(state.hands[seat], cards)),
        tucked=set_at(state.tucked, seat, tucked),
    )
    state = log(state, "tucked", seat=seat, card=host, count=len(cards))
    return settle(with_top(state, stage="done"))


def _discard(state: MapleState, seat: int, action: Discard) -> MapleState:
    if action.card not in state.hands[seat]:
        raise IllegalAction("not_in_hand", card=action.card)
    state = changed(
        state,
        hands=hand_set(state, seat, without(state.hands[seat], (action.card,))),
        discards=(*state.discards, action.card),
    )
    state = log(state, "discarded", seat=seat, card=action.card)
    if len(state.hands[seat]) > HAND_LIMIT:
        return state
    return end_turn(state)


FLOW: Flow[MapleState] = Flow(
    [
        Step(Phase.KEEP, _keepers, {Keep: _keep}, waiting_refusal=ALREADY_CHOSEN),
        Step(Phase.CHOOSE_ACTION, _current, {ChooseAction: _choose_action}),
        Step(Phase.CHOOSE_KIND, _frame_seat, {ChooseKind: _choose_kind}, in_turn=True),
        Step(Phase.INSTEAD, _frame_seat, {UseEffect: _use, NoEffect: _no_effect}, in_turn=True),
        Step(Phase.EFFECTS, _frame_seat, {UseEffect: _use, NoEffect: _no_effect}, in_turn=True),
        Step(Phase.TAP, _frame_seat, {Tap: _tap}, in_turn=True),
        Step(Phase.HARVEST, _frame_seat, {Harvest: _harvest}, in_turn=True),
        Step(Phase.DEVELOP, _frame_seat, {Develop: _develop, NoDevelop: _no_develop}, in_turn=True),
        Step(Phase.PAY, _frame_seat, {Pay: _pay}, in_turn=True),
        Step(Phase.TUCK, _frame_seat, {Tuck: _tuck}, in_turn=True),
        Step(Phase.DISCARD, _current, {Discard: _discard}, in_turn=True),
    ],
    step_of=lambda state: state.phase,
    seats=lambda state: 2,
    actions=ACTION_TYPES,
    game_over=Phase.GAME_OVER,
)


def _subsets(cards: Sequence[Card], most: int, cls: type) -> list[Any]:
    return [
        cls(chosen) for k in range(min(most, len(cards)) + 1) for chosen in combinations(cards, k)
    ]


def legal_actions(state: MapleState, seat: int) -> list[MapleAction]:
    """What ``seat`` may do in the current step (it must be its actor)."""
    phase = state.phase
    if phase is Phase.KEEP:
        return [Keep(c) for c in combinations(state.dealt[seat], KEEP)]
    if phase is Phase.CHOOSE_ACTION:
        return [
            ChooseAction(i, e) for i, p in enumerate(state.pointed) if p is None for e in (0, 1)
        ]
    if phase is Phase.DISCARD:
        return [DISCARD[c] for c in state.hands[seat]]
    frame = top(state)
    if phase is Phase.CHOOSE_KIND:
        return list(KINDS.values())
    if phase in (Phase.INSTEAD, Phase.EFFECTS):
        return [*(USE[c] for c in frame.pending), NO_EFFECT]
    if phase is Phase.TAP:
        return _subsets(untapped_trees(state, seat), limit(state, frame), Tap)
    if phase is Phase.HARVEST:
        return _subsets(tapped_trees(state, seat), limit(state, frame), Harvest)
    if phase is Phase.DEVELOP:
        return [*(DEVELOP[c] for c in developable(state, frame)), NO_DEVELOP]
    if phase is Phase.PAY:
        return [Pay(c) for c in combinations(state.hands[seat], frame.amount)]
    if phase is Phase.TUCK:
        return _subsets(state.hands[seat], frame.amount, Tuck)
    return []


def prompt(state: MapleState, seat: int) -> Prompt:
    """The prompt of the current step for its actor ``seat``."""
    phase = state.phase
    if phase is Phase.KEEP:
        return ChooseCards("choose_keep", "dealt", KEEP, KEEP, {"count": KEEP})
    if phase is Phase.CHOOSE_ACTION:
        return ChooseOne("choose_action", tuple(legal_actions(state, seat)))
    if phase is Phase.DISCARD:
        excess = len(state.hands[seat]) - HAND_LIMIT
        return ChooseCards("choose_discard", "hand", 1, 1, {"count": excess, "limit": HAND_LIMIT})
    frame = top(state)
    if phase is Phase.CHOOSE_KIND:
        return ChooseOne("choose_kind", tuple(KINDS.values()))
    if phase is Phase.INSTEAD:
        return ChooseOne("choose_instead", tuple(legal_actions(state, seat)), {"kind": frame.kind})
    if phase is Phase.EFFECTS:
        if len(frame.pending) == 1:
            card = frame.pending[0]
            return Confirm("use_effect", USE[card], NO_EFFECT, {"card": card})
        return ChooseOne("choose_effect", tuple(legal_actions(state, seat)))
    if phase in (Phase.TAP, Phase.HARVEST):
        kind = Tap if phase is Phase.TAP else Harvest
        most = limit(state, frame)
        key = "choose_tap" if phase is Phase.TAP else "choose_harvest"
        nothing = "tap_nothing" if phase is Phase.TAP else "harvest_nothing"
        return ChooseCards(
            key, "property", 1, most, {"count": most}, skip=Answer(nothing, kind(()))
        )
    if phase is Phase.DEVELOP:
        return ChooseCards(
            "choose_develop",
            "hand",
            1,
            1,
            {"only": frame.only},
            skip=Answer("develop_nothing", NO_DEVELOP),
        )
    if phase is Phase.PAY:
        return ChooseCards(
            "choose_payment",
            "hand",
            frame.amount,
            frame.amount,
            {"card": frame.card, "cost": frame.amount},
        )
    return ChooseCards(
        "choose_tuck",
        "hand",
        1,
        frame.amount,
        {"count": frame.amount, "card": frame.card},
        skip=Answer("tuck_nothing", Tuck(())),
    )


class MapleGame(GameRules, game_id="maple", actions=ACTIONS, config=validate_config):
    """Masters of Maple Syrup's rules for 2 players (config: ``variant``)."""

    def new_game(self, config: Mapping[str, Any], seed: int) -> MapleState:
        """Deal a new game (see :func:`new_game`)."""
        return new_game(config, seed)

    def num_seats(self, state: MapleState) -> int:
        """Two players."""
        return 2

    def seats_to_act(self, state: MapleState) -> tuple[int, ...]:
        """Who acts in the current step (both at once while keeping cards)."""
        return FLOW.seats_to_act(state)

    def legal_actions(self, state: MapleState, seat: int) -> Sequence[MapleAction]:
        """Every action ``seat`` may take now; empty when it is not that seat's step."""
        if seat not in FLOW.seats_to_act(state):
            return []
        return legal_actions(state, seat)

    def apply(self, state: MapleState, seat: int, action: MapleAction) -> MapleState:
        """The state after ``seat`` takes ``action``; ``IllegalAction`` says why not."""
        return FLOW.apply(state, seat, action)

    def mid_turn(self, state: MapleState, seat: int) -> bool:
        """True inside a turn: from the action card's actions to the last discard."""
        return FLOW.mid_turn(state, seat)

    def prompt(self, state: MapleState, seat: int) -> Prompt | None:
        """The choice ``seat`` faces now, for the shared screen (see :func:`prompt`)."""
        if seat not in FLOW.seats_to_act(state):
            return None
        return prompt(state, seat)

    def cards_action(self, state: MapleState, seat: int, cards: Sequence[Any]) -> MapleAction:
        """The action that answers a card prompt with ``cards`` (``apply`` judges it)."""
        chosen = sorted_cards(cards)
        phase = state.phase
        if phase is Phase.KEEP:
            return Keep(chosen)
        if phase in (Phase.TAP, Phase.HARVEST):
            order = {c: i for i, c in enumerate(state.properties[seat])}
            trees = tuple(sorted(chosen, key=lambda c: order.get(c, 99)))
            return Tap(trees) if phase is Phase.TAP else Harvest(trees)
        if phase is Phase.PAY:
            return Pay(chosen)
        if phase is Phase.TUCK:
            return Tuck(chosen)
        if phase is Phase.DEVELOP and len(chosen) == 1:
            return DEVELOP[chosen[0]]
        if phase is Phase.DISCARD and len(chosen) == 1:
            return DISCARD[chosen[0]]
        raise IllegalAction("wrong_step", step=phase.value, action="cards")

    def view(self, state: MapleState, seat: int) -> Any:
        """What ``seat`` may know (see :mod:`.view`)."""
        from .view import build_view

        return build_view(state, seat)

    def resample(self, view: Any, rng: random.Random) -> MapleState:
        """A full state agreeing with all that ``view``'s seat knows."""
        from .resample import resample

        return resample(view, rng)

    def summary(self, state: MapleState) -> dict[str, Any]:
        """Turn and points per seat, for the Load game dialog."""
        from .scoring import score

        return {"round": state.turn, "scores": [score(state, s) for s in (0, 1)]}

    def events(self, state: MapleState, seat: int) -> tuple[Event, ...]:
        """The events ``seat`` has seen, oldest first."""
        return state.logs.of(seat)


GAME = MapleGame()
