"""How an action is resolved in Masters of Maple Syrup, effects included.

Each action a player takes (from the action card or from an effect) is a
:class:`~.state.Frame` on the state's stack, resolved in stages (RULINGS 4):

1. ``instead``: the owner's INSTEAD OF effects for the action are offered; at most one
   replaces the action (then nothing else of it happens);
2. ``before``: the BEFORE effects are offered, one at a time in the order the owner
   chooses, until none is left or the owner declines the rest;
3. ``main``: the action itself, with the WHEN effects that raise its maximum or lower its
   cost applied as it happens (the amount stays a maximum); after a harvest the WHEN
   HARVESTING draws are offered;
4. ``after``: once the action did something (a tree tapped or harvested, a card
   developed), the AFTER effects and the new card's WHEN FIRST DEVELOPED are offered.

An effect whose operation is itself an action (tap, harvest) or a tuck pushes a frame of
its own on top. An effect never triggers itself again in the same action: ``used`` keeps
the effects used since the action card's action began. Only effects that can do
something now, whose condition holds, are offered. Effects trigger on their owner's own
actions, and the current player's action is resolved (effects and all) before the
neighbour's, so when both players' effects are due in one turn the current player's come
first (RULINGS 4); a player with several due at once picks the order, one at a time.
:func:`settle` moves the state on until a player must choose; the end of the turn, the
discard and the game's end follow.
"""

from __future__ import annotations

from macaron_desktop.core.game import Result

from .cards import Card
from .changes import changed, draw, hand_set, log, push, set_at, top, with_top
from .effects import Effect
from .scoring import holds, score
from .state import ACTION_CARDS, END_SIZE, HAND_LIMIT, End, Frame, MapleState, Phase

ACTION_KINDS = ("tap", "harvest", "develop")


def untapped_trees(state: MapleState, seat: int) -> tuple[Card, ...]:
    """``seat``'s trees that are not tapped, in property order."""
    tapped = state.tapped[seat]
    return tuple(c for c in state.properties[seat] if c.is_tree and c not in tapped)


def tapped_trees(state: MapleState, seat: int) -> tuple[Card, ...]:
    """``seat``'s tapped trees, in property order."""
    tapped = state.tapped[seat]
    return tuple(c for c in state.properties[seat] if c in tapped)


def can_do(state: MapleState, seat: int, effect: Effect) -> bool:
    """Whether ``effect`` would do something for ``seat`` now (and its condition holds)."""
    if not holds(state, seat, effect.condition):
        return False
    op = effect.op
    if op in ("draw", "more_draws"):
        return bool(state.deck or state.discards)
    if op == "take_discard":
        return bool(state.discards)
    if op == "tap":
        return bool(untapped_trees(state, seat))
    if op == "harvest":
        return bool(tapped_trees(state, seat))
    if op == "tuck":
        return bool(state.hands[seat])
    return True


def triggered(
    state: MapleState, seat: int, timing: str, action: str, skip: Card | None = None
) -> tuple[Card, ...]:
    """``seat``'s property cards whose optional effect triggers now and can do something
    (not ``skip``, not one used already in this action)."""
    found = []
    for card in state.properties[seat]:
        effect = card.design.effect
        if (
            effect is not None
            and effect.timing == timing
            and effect.action == action
            and effect.offered
            and card is not skip
            and card not in state.used
            and can_do(state, seat, effect)
        ):
            found.append(card)
    return tuple(found)


def bonus(state: MapleState, seat: int, op: str) -> int:
    """What the automatic WHEN effects of ``seat`` add (``more_taps``, ``more_harvests``,
    ``discount``)."""
    total = 0
    for card in state.properties[seat]:
        effect = card.design.effect
        if effect is not None and effect.op == op and holds(state, seat, effect.condition):
            total += effect.amount
    return total


def limit(state: MapleState, frame: Frame) -> int:
    """The most trees a tap or harvest frame may take."""
    extra = {"tap": "more_taps", "harvest": "more_harvests"}[frame.kind]
    return frame.amount + bonus(state, frame.seat, extra)


def cost(state: MapleState, frame: Frame, card: Card) -> int:
    """What developing ``card`` costs in this frame (discounts applied, never below 0)."""
    return max(0, card.cost - frame.discount - bonus(state, frame.seat, "discount"))


def developable(state: MapleState, frame: Frame) -> tuple[Card, ...]:
    """The hand cards ``frame``'s seat may develop now: of the kind the action names, and
    affordable with the rest of the hand."""
    hand = state.hands[frame.seat]
    return tuple(
        c
        for c in hand
        if (frame.only is None or c.design.kind == frame.only)
        and cost(state, frame, c) <= len(hand) - 1
    )


def use_effect(state: MapleState, seat: int, card: Card) -> MapleState:
    """Carry out ``card``'s effect for ``seat`` (marked used for this action)."""
    effect = card.design.effect
    assert effect is not None
    state = changed(state, used=state.used | {card})
    state = log(state, "effect_used", seat=seat, card=card)
    op, n = effect.op, effect.amount
    if op in ("draw", "more_draws"):
        return draw(state, seat, n)
    if op == "take_discard":
        taken = state.discards[-n:][::-1]
        state = changed(
            state,
            discards=state.discards[: len(state.discards) - len(taken)],
            hands=hand_set(state, seat, (*state.hands[seat], *taken)),
        )
        return log(state, "took_discards", seat=seat, cards=taken)
    if op in ("tap", "harvest"):
        return push(state, Frame(seat, op, n, source=card))
    if op == "tuck":
        return push(state, Frame(seat, "tuck", n, stage="main", source=card, card=card))
    raise AssertionError(op)


def frames_for(state: MapleState, card: int) -> tuple[Frame, ...]:
    """The frames of action card ``card``'s two ends: the neighbour's below, the current
    player's on top (the current player acts first)."""
    me = state.current
    frames = []
    for seat in (1 - me, me):
        end: End | None = state.end_for(card, seat)
        if end is None or end.kind == "none":
            continue
        if end.kind == "choose":
            frames.append(Frame(seat, "choose", 0))
        else:
            frames.append(Frame(seat, end.kind, end.amount, only=end.only, discount=end.discount))
    return tuple(frames)


def _offer(state: MapleState, stage: str, pending: tuple[Card, ...], then: str) -> MapleState:
    if pending:
        return with_top(state, stage=stage, pending=pending)
    return with_top(state, stage=then, pending=())


def _step(state: MapleState) -> MapleState | None:
    """One automatic stage of the top frame; ``None`` when its seat must choose (the
    phase is set)."""
    frame = top(state)
    seat, kind, stage = frame.seat, frame.kind, frame.stage
    if stage == "done":
        return changed(state, stack=state.stack[:-1])
    if kind == "choose":
        return None
    if kind == "tuck":
        return None
    if stage == "start":
        if frame.source is None:
            state = changed(state, used=frozenset())
        if frame.amount <= 0 or (kind == "develop" and state.developed[seat]):
            return with_top(state, stage="done")
        state = log(state, "action_started", seat=seat, kind=kind, amount=frame.amount)
        return _offer(state, "instead*", triggered(state, seat, "instead", kind), "before")
    if stage == "before":
        return _offer(state, "before*", triggered(state, seat, "before", kind), "main")
    if stage.endswith("*"):
        still = tuple(c for c in frame.pending if c not in state.used and _can(state, seat, c))
        if not still:
            nxt = {"instead*": "before", "before*": "main", "more*": "after", "after*": "done"}
            return with_top(state, stage=nxt[stage], pending=())
        if still != frame.pending:
            return with_top(state, pending=still)
        return None
    if stage == "main":
        if kind == "develop":
            return None if developable(state, frame) else _nothing(state)
        trees = untapped_trees(state, seat) if kind == "tap" else tapped_trees(state, seat)
        if not trees:
            return _nothing(state)
        return None
    if stage == "pay":
        return None
    if stage == "more":
        pending = triggered(state, seat, "when", "harvest") if frame.harvested else ()
        return _offer(state, "more*", pending, "after")
    if stage == "after":
        if not frame.harvested:
            return with_top(state, stage="done")
        pending = triggered(state, seat, "after", kind, skip=frame.card)
        new = frame.card
        if kind == "develop" and new is not None:
            effect = new.design.effect
            if (
                effect is not None
                and effect.timing == "first_developed"
                and can_do(state, seat, effect)
            ):
                pending = (new, *pending)
        return _offer(state, "after*", pending, "done")
    raise AssertionError(stage)


def _can(state: MapleState, seat: int, card: Card) -> bool:
    effect = card.design.effect
    return effect is not None and can_do(state, seat, effect)


def _nothing(state: MapleState) -> MapleState:
    frame = top(state)
    state = log(state, "did_nothing", seat=frame.seat, kind=frame.kind)
    return with_top(state, stage="more" if frame.kind == "harvest" else "after")


_PHASE_OF = {
    "choose": Phase.CHOOSE_KIND,
    "tuck": Phase.TUCK,
}


def phase_of(frame: Frame) -> Phase:
    """The choice a waiting frame asks for."""
    if frame.kind in _PHASE_OF:
        return _PHASE_OF[frame.kind]
    stage = frame.stage
    if stage == "instead*":
        return Phase.INSTEAD
    if stage.endswith("*"):
        return Phase.EFFECTS
    if stage == "pay":
        return Phase.PAY
    return {"tap": Phase.TAP, "harvest": Phase.HARVEST, "develop": Phase.DEVELOP}[frame.kind]


def settle(state: MapleState) -> MapleState:
    """Move ``state`` on until a player must choose (or the game is over)."""
    while state.stack:
        moved = _step(state)
        if moved is None:
            return changed(state, phase=phase_of(top(state)))
        state = moved
    if len(state.hands[state.current]) > HAND_LIMIT:
        return changed(state, phase=Phase.DISCARD)
    return end_turn(state)


def end_turn(state: MapleState) -> MapleState:
    """The turn is over: the game ends if a property has 10 cards, else the neighbour's
    turn begins (the action cards reset first when none is left)."""
    if any(len(p) >= END_SIZE for p in state.properties):
        return finish(state)
    current = 1 - state.current
    state = changed(
        state,
        turn=state.turn + 1,
        current=current,
        developed=(False, False),
        phase=Phase.CHOOSE_ACTION,
        used=frozenset(),
    )
    state = log(state, "turn_started", seat=current, turn=state.turn)
    if all(p is not None for p in state.pointed):
        state = changed(state, pointed=(None,) * len(ACTION_CARDS[state.variant]))
        state = log(state, "actions_reset")
    return state


def finish(state: MapleState) -> MapleState:
    """GAME END: both properties scored; the highest wins, ties stay ties."""
    scores = (score(state, 0), score(state, 1))
    best = max(scores)
    winners = tuple(s for s in (0, 1) if scores[s] == best)
    state = log(state, "game_ended", scores=scores, winners=winners)
    return changed(state, phase=Phase.GAME_OVER, result=Result(scores, winners))


def place(state: MapleState, seat: int, card: Card) -> MapleState:
    """``card`` joins ``seat``'s property (developed)."""
    return changed(
        state,
        properties=set_at(state.properties, seat, (*state.properties[seat], card)),
        developed=set_at(state.developed, seat, True),
    )
