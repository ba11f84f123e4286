"""La Macarena's knowledge for the generic search (``core.search``).

* **Move ordering** (:meth:`MacarenaSupport.candidates`): the basic bot's choice, played
  with :data:`~.bots.PATIENT` patience (pass rather than lay a poor series), first,
  then the other wells by the basic bot's value of their best series (at most ``width``
  wells, and passing); inside a series every card that may come next and finishing, but
  never taking a card back (it only undoes a step the search already weighed).
* **Rollout policy** (:class:`RolloutPolicy`): the basic bot's judgement (with the same
  patience, for every seat), working on the
  imagined state directly (no views) with a smaller series search, and planning a whole
  series when it chooses a well so that the following steps cost nothing.
* **Horizon and value**: a rollout stops after ``depth`` more turns, or when the hand is
  settled. :func:`evaluate` scores the standings (amulets, elements, coins) and, inside a
  hand, what its end is likely to bring (element majorities, Macas on the wells, the
  largest collection, the cards in hand: series to come while the pile is long, the
  hand-over's risk for the longest hand as its end nears), as the seat's lead over the
  others; a finished game is a large win or loss. In the last stretch of a hand the
  estimate gives way to the exact end (:func:`hand_end_standings`: the rules' awards
  and exchanges as if the hand ended now), which sees what a hand-made sum cannot: the
  majority that completes an amulet, a tie that leaves an element unclaimed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from macaron_desktop.core.search import Budget, Policy, SearchSupport

from .actions import (
    BUY,
    CHOOSE_WELL,
    FINISH,
    HAND_OVER,
    LAY,
    PASS,
    TAKE_BACK,
    ChooseWell,
    TakeBack,
)
from .bots import PATIENT, BasicBot, Patience, _Weights, best_extension
from .cards import ELEMENTS, LINKED, Element, strength
from .config import HAND_SIZE
from .state import MacarenaState, Phase
from .view import MacarenaView

#: what the value function counts an amulet, an element token and a coin
AMULET = 5.0
ELEMENT = 1.0
COIN = 0.25
#: a won (lost) game
WIN = 25.0
#: how many series the rollout policy looks at per well (the basic bot: 4000)
ROLLOUT_NODES = 150

#: passing is tried only when the best series is worth less than this (basic's value)
PASS_WORTH_TRYING = 3.0

#: late in a hand the horizon's value turns into what the hand's end would bring if it
#: came now (:func:`hand_end_standings`): by a weight growing from 0, when this share of
#: the hand's draw pile is left, to 1 when it is empty. Earlier the hand-made estimate
#: alone (the exact end counted from the start of the hand made Hard weaker: a majority
#: flips by one card, so a dozen worlds' worth of it is mostly noise)
PROJECTION_FROM = 0.15

#: what a card in hand counts at the start of a hand (falling to 0 as the pile runs
#: out): the long series it may join later. Without it every rollout that began with a
#: pass looked worse than laying a poor series, and the search undid the patience of its
#: own move ordering (Hard: 0.375 of 24 3P games; with 0.4: 0.750, with 0.8: 0.806)
HAND_WORTH = 0.8
#: the hand-over's risk for the longest hand grows from 0, when this share of the pile
#: is left, to its full weight when the pile is empty
HAND_OVER_NEAR = 0.3
#: a choice at the end of a hand is rolled out this many times ``depth`` turns into the
#: next hand: far enough for patient players to have laid their first long series
NEXT_HAND_TURNS = 8
#: the worlds such a choice gets, whatever the level (Hard: a third of its 12)
HAND_END_WORLDS = 4

_IN_HAND = (Phase.TURN, Phase.SERIES, Phase.MOVE_MACA)
_HAND_END_CHOICES = (Phase.HAND_OVER, Phase.BUY)
_ELEMENT_INDEX = {e: i for i, e in enumerate(ELEMENTS)}


def _state_weights(state: MacarenaState, seat: int) -> _Weights:
    cols = state.collections
    return _Weights.of(
        cols[seat],
        [cols[p] for p in range(state.players) if p != seat],
        state.elements[seat],
        len(state.deck) - state.drawn,
        state.players,
    )


class RolloutPolicy:
    """The basic bot's play on a full (imagined) state, for one rollout."""

    def __init__(self, nodes: int = ROLLOUT_NODES, patience: Patience = PATIENT) -> None:
        self.nodes = nodes
        self.patience = patience
        #: seat -> (well, the whole series planned on it)
        self.plans: dict[int, tuple[int, tuple[Any, ...]]] = {}
        #: seat -> (the collections and the late flag they were made for, the weights)
        self._weights: dict[int, tuple[Any, bool, _Weights]] = {}

    def weights(self, state: MacarenaState, seat: int) -> _Weights:
        """The basic bot's weights for ``seat``; made again only when a collection grew
        (or the hand reached its end phase), which is rare in a rollout."""
        late = len(state.deck) - state.drawn <= 2 * state.players
        kept = self._weights.get(seat)
        if kept is not None and kept[0] is state.collections and kept[1] == late:
            return kept[2]
        weights = _state_weights(state, seat)
        self._weights[seat] = (state.collections, late, weights)
        return weights

    def __call__(
        self, state: MacarenaState, seat: int, legal: Sequence[Any], rng: random.Random
    ) -> Any:
        """The action for ``seat``."""
        phase = state.phase
        if phase is Phase.TURN:
            return self._turn(state, seat, legal)
        if phase is Phase.SERIES:
            return self._series(state, seat)
        if len(legal) == 1:
            return legal[0]
        if phase is Phase.MOVE_MACA:
            hand = state.hands[seat]

            def reuse(well: int) -> int:
                top = state.wells[well][-1]
                linked = LINKED[top]
                return sum(1 for c in hand if c is top or c in linked)

            return min(legal, key=lambda a: (reuse(a.from_well), a.from_well))
        if phase is Phase.HAND_OVER:
            margin = self.weights(state, seat).margin
            held = [e for e in ELEMENTS if e in state.elements[seat]]
            return HAND_OVER[max(held, key=lambda e: margin[e])]
        if phase is Phase.BUY:
            return BUY[next(e for e in ELEMENTS if e not in state.elements[seat])]
        return legal[0]

    def _turn(self, state: MacarenaState, seat: int, legal: Sequence[Any]) -> Any:
        hand = state.hands[seat]
        weights = self.weights(state, seat)
        best_value, best = float("-inf"), None
        for action in legal:
            if action is PASS:
                continue
            value, cards = best_extension(
                state.wells[action.well][-1], (), hand, weights, self.nodes
            )
            if value > best_value:
                best_value, best = value, (action.well, cards)
        if best is None:
            return PASS
        keeps_macas = any(seat in m for m in state.macas)
        if self.patience.passes(
            best_value, keeps_macas, len(state.deck) - state.drawn, state.players
        ):
            return PASS
        self.plans[seat] = best
        return CHOOSE_WELL[best[0]]

    def _series(self, state: MacarenaState, seat: int) -> Any:
        series = state.series
        plan = self.plans.get(seat)
        if plan is None or plan[0] != state.well or plan[1][: len(series)] != series:
            top = state.wells[state.well][-1]  # type: ignore[index]
            _, more = best_extension(
                top, series, state.hands[seat], self.weights(state, seat), self.nodes
            )
            plan = (state.well, series + more)  # type: ignore[assignment]
            self.plans[seat] = plan  # type: ignore[assignment]
        cards = plan[1]  # type: ignore[index]
        if len(cards) > len(series):
            return LAY[cards[len(series)]]
        return FINISH if series else TAKE_BACK


def _collection_key(cards: Sequence[Any], element: Any) -> tuple[int, list[int]]:
    heights = sorted((strength(c) for c in cards if c.element is element), reverse=True)
    return len(heights), heights


def hand_end_standings(
    state: MacarenaState,
) -> tuple[list[int], list[frozenset[Element]], list[int]]:
    """The amulets, elements and coins every seat would hold if the hand ended now (the
    deck run out): the rules' hand-end awards and exchanges on this very state, with
    the rollout policy's choices (hand over the element of the widest lead, buy the
    first element lacking). Cheap (no logs, no records), and checked against the rules
    by a test."""
    n = state.players
    elements = list(state.elements)
    coins = list(state.coins)
    amulets = list(state.amulets)
    cols = state.collections
    sizes = [len(h) for h in state.hands]
    most = max(sizes)
    counts = [[0] * n for _ in ELEMENTS]
    for p in range(n):
        for c in cols[p]:
            counts[_ELEMENT_INDEX[c.element]][p] += 1
    for p in range(n):
        if sizes[p] != most:
            continue
        held = elements[p]
        if held:
            if len(held) > 1:
                margin: dict[Element, int] = {}
                for e in held:
                    row = counts[_ELEMENT_INDEX[e]]
                    margin[e] = row[p] - max(row[q] for q in range(n) if q != p)
                given = max((e for e in ELEMENTS if e in held), key=lambda e: margin[e])
            else:
                given = next(iter(held))
            elements[p] = held - {given}
        else:
            coins[p] = 0
    for m in state.macas:
        for p in m:
            coins[p] += 1
    largest = max(len(c) for c in cols)
    if largest:
        for p in range(n):
            if len(cols[p]) == largest:
                coins[p] += 1
    for i, e in enumerate(ELEMENTS):
        row = counts[i]
        top = max(row)
        if not top:
            continue
        leaders = [p for p in range(n) if row[p] == top]
        if len(leaders) > 1:
            keys = [(_collection_key(cols[p], e), p) for p in leaders]
            key = max(k for k, _ in keys)
            leaders = [p for k, p in keys if k == key]
            if len(leaders) > 1:
                continue
        p = leaders[0]
        if e in elements[p]:
            coins[p] += 1
        else:
            elements[p] = elements[p] | {e}
    for p in range(n):
        while True:
            if len(elements[p]) == len(ELEMENTS):
                elements[p] = frozenset()
                amulets[p] += 1
            elif coins[p] >= 4:
                coins[p] -= 4
                elements[p] = elements[p] | {next(e for e in ELEMENTS if e not in elements[p])}
            else:
                break
    return amulets, elements, coins


def _standing_value(amulets: int, elements: int, coins: int) -> float:
    return AMULET * amulets + ELEMENT * elements + COIN * coins


def _scores(state: MacarenaState) -> list[float]:
    """Every seat's standing and prospects in the value's units (an element is 1)."""
    n = state.players
    score = [
        AMULET * state.amulets[p] + ELEMENT * len(state.elements[p]) + COIN * state.coins[p]
        for p in range(n)
    ]
    if state.phase in _IN_HAND and state.turns:
        cols = state.collections
        for e in ELEMENTS:
            keys = sorted(((_collection_key(cols[p], e), p) for p in range(n)), reverse=True)
            (top, leader), (second, _) = keys[0], keys[1]
            if top[0] == 0 or top == second:
                continue
            sure = min(1.0, 0.4 + 0.2 * (top[0] - second[0]))
            gain = COIN if e in state.elements[leader] else ELEMENT
            score[leader] += sure * gain
        largest = max(len(c) for c in cols)
        sizes = [len(h) for h in state.hands]
        most = max(sizes)
        longest = [p for p in range(n) if sizes[p] == most]
        left = (len(state.deck) - state.drawn) / max(1, len(state.deck) - (n + 1) * HAND_SIZE)
        # the cards in hand: long series to come while the pile lasts, the hand-over's
        # risk once its end is near
        worth = HAND_WORTH * left
        risk = max(0.0, 1.0 - left / HAND_OVER_NEAR)
        for p in range(n):
            score[p] += COIN * sum([m.count(p) for m in state.macas]) + worth * sizes[p]
            if len(cols[p]) == largest:
                score[p] += 0.5 * COIN
            if p in longest:
                loss = ELEMENT if state.elements[p] else COIN * state.coins[p]
                score[p] -= (0.6 if len(longest) == 1 else 0.4) * risk * loss
        weight = 1.0 - left / PROJECTION_FROM
        if weight > 0:
            amulets, elements, coins = hand_end_standings(state)
            for p in range(n):
                end = _standing_value(amulets[p], len(elements[p]), coins[p])
                score[p] += weight * (end - score[p])
    return score


def _lead(score: Sequence[float], seat: int) -> float:
    others = [score[p] for p in range(len(score)) if p != seat]
    return score[seat] - (0.7 * max(others) + 0.3 * sum(others) / len(others))


def evaluate(state: MacarenaState, seat: int) -> float:
    """How good ``state`` is for ``seat`` (see the module text): its lead over the others."""
    result = state.result
    if result is not None:
        won = seat in result.winners
        return WIN / len(result.winners) if won else -WIN
    return _lead(_scores(state), seat)


def evaluate_all(state: MacarenaState) -> tuple[float, ...]:
    """:func:`evaluate` for every seat, the standings worked out once."""
    if state.result is not None:
        return tuple(evaluate(state, p) for p in range(state.players))
    score = _scores(state)
    return tuple(_lead(score, p) for p in range(state.players))


class MacarenaSupport(SearchSupport):
    """The search's view of La Macarena: ``depth`` turns per rollout, ``width`` wells
    tried per turn (besides passing), ``nodes`` series looked at by the rollout policy."""

    def __init__(
        self,
        depth: int = 6,
        width: int = 3,
        nodes: int = ROLLOUT_NODES,
        first_bonus: float = 0.0,
        patience: Patience = PATIENT,
    ) -> None:
        from .rules import GAME

        super().__init__(GAME)
        self.first_bonus = first_bonus
        self.depth = depth
        self.width = width
        self.nodes = nodes
        self.patience = patience
        self._first = BasicBot(patience)

    def candidates(self, view: MacarenaView, legal: Sequence[Any]) -> Sequence[Any]:
        """The patient basic bot's choice first, then the plausible others (see the module
        text)."""
        first = self._first.choose(view, legal, random.Random(0))
        if view.phase is Phase.TURN:
            weights = _Weights(view)
            scored = []
            for action in legal:
                if isinstance(action, ChooseWell):
                    value, _ = best_extension(view.top(action.well), (), view.hand, weights)
                    scored.append((-value, action.well, action))
            ranked = sorted(scored)
            wells = [a for _, _, a in ranked[: self.width]]
            out = [first] + [a for a in wells if a != first]
            # Passing gives up the Macas and a turn: worth weighing only when the best
            # series is poor.
            if first is not PASS and (not ranked or -ranked[0][0] < PASS_WORTH_TRYING):
                out.append(PASS)
            return out
        if view.phase is Phase.SERIES:
            # Go on as the basic bot would, or stop here: other cards are weighed when the
            # well is chosen (the rollout plans the best series on it).
            return [first] + ([FINISH] if first is not FINISH and FINISH in legal else [])
        rest = [a for a in legal if a != first and not isinstance(a, TakeBack)]
        return [first, *rest]

    def worlds(self, view: MacarenaView, budget: Budget) -> int:
        """The budget's worlds, but at most :data:`HAND_END_WORLDS` for a choice at the end
        of a hand: its rollouts run far into the next hand, and it decides less than a turn
        (with all of Expert's worlds one took 9 s)."""
        if view.phase in _HAND_END_CHOICES:
            return min(budget.worlds, HAND_END_WORLDS)
        return budget.worlds

    def new_policy(self) -> Policy:
        """A fresh :class:`RolloutPolicy`."""
        return RolloutPolicy(self.nodes, self.patience)

    def stop(self, root: MacarenaState, state: MacarenaState, steps: int) -> bool:
        """After ``depth`` turns at the start of a turn, or once the hand is settled.

        A choice at the end of a hand (what to hand over, what coins buy) changes little
        the hand's standings can show: its rollouts play on into the next hand, for
        ``NEXT_HAND_TURNS * depth`` turns (or to that hand's end), where the value weighs
        what the collections laid so far and that hand's awards will bring."""
        if root.phase in _HAND_END_CHOICES:
            if state.hand_number == root.hand_number:
                return False
            return state.hand_number > root.hand_number + 1 or (
                state.phase is Phase.TURN and len(state.turns) >= NEXT_HAND_TURNS * self.depth
            )
        if state.hand_number != root.hand_number:
            return True
        return state.phase is Phase.TURN and len(state.turns) - len(root.turns) >= self.depth

    def evaluate(self, state: MacarenaState, seat: int) -> float:
        """:func:`evaluate`."""
        return evaluate(state, seat)

    def evaluate_all(self, state: MacarenaState) -> tuple[float, ...]:
        """:func:`evaluate_all`."""
        return evaluate_all(state)


__all__ = ["MacarenaSupport", "RolloutPolicy", "evaluate", "evaluate_all", "hand_end_standings"]
