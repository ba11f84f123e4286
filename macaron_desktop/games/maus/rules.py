"""The rules of Maus au Chocolat as pure functions over :class:`MausState`.

A round (RULINGS 3): the display is refilled (from round 2 on, one card per player joins
the card left over); every seat with cards bids one in secret, all at once; the bids are
revealed and, from the highest (Henri +2; ties by helper rank) to the lowest, each picker
takes two display cards and lays their bid card there; in helper order each player may
score one combination, keeping at least one card in hand (Etienne's holder may first
swap a card); players over eight cards discard down to eight; helpers pass to the left.
The game ends after the scoring of a round in which someone reached 30 points.

The steps are declared once in :data:`FLOW` (``core.flow``). This module holds the bids,
the picks, the discards and the game's contract; :mod:`.scoring` a scoring turn;
:mod:`.round` what moves on by itself in between.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from macaron_desktop.core.flow import ALREADY_CHOSEN, Flow, FlowRules, Step
from macaron_desktop.core.game import (
    Answer,
    ChooseCards,
    ChooseOne,
    Event,
    GameRules,
    Prompt,
)
from macaron_desktop.core.lazy import lazy
from macaron_desktop.core.messages import IllegalAction

from .actions import (
    ACTION_TYPES,
    ACTIONS,
    BID,
    KEEP_HAND,
    NO_POWER,
    SCORE_NOTHING,
    SWAP,
    Adjust,
    Bid,
    Discard,
    Keep,
    KeepHand,
    MausAction,
    NoPower,
    Pick,
    Recolour,
    Score,
    ScoreNothing,
    Swap,
)
from .cards import Helper, sorted_hand
from .changes import changed, hand_change, logged, set_at
from .combos import Tweak, interpretations
from .config import HAND_LIMIT, validate_config
from .round import (
    after_pick,
    bidders_left,
    new_game,
    next_round,
    pick_size,
    reveal,
    skip_empty_picks,
)
from .scoring import keep, keep_hand, power, score, score_nothing, swap
from .state import MausState, Phase


def _bid(state: MausState, seat: int, action: Bid) -> MausState:
    if action.card not in state.hands[seat]:
        raise IllegalAction("not_in_hand", card=action.card)
    state = changed(
        state,
        bids=set_at(state.bids, seat, action.card),
        **hand_change(state, seat, gone=(action.card,)),
        logs=logged(state, "bid_placed", seat=seat),
    )
    if bidders_left(state):
        return state
    return reveal(state)


def _pick(state: MausState, seat: int, action: Pick) -> MausState:
    cards = action.cards
    if len(cards) != pick_size(state) or len(set(cards)) != len(cards):
        raise IllegalAction("pick_count", count=pick_size(state))
    for card in cards:
        if card not in state.display:
            raise IllegalAction("not_on_display", card=card)
    return skip_empty_picks(after_pick(state, seat, cards))


def _discard(state: MausState, seat: int, action: Discard) -> MausState:
    need = len(state.hands[seat]) - HAND_LIMIT
    cards = action.cards
    if len(cards) != need or len(set(cards)) != len(cards):
        raise IllegalAction("discard_count", count=need)
    for card in cards:
        if card not in state.hands[seat]:
            raise IllegalAction("not_in_hand", card=card)
    state = changed(
        state,
        **hand_change(state, seat, gone=cards),
        discards=(*state.discards, *cards),
        discarding=tuple(s for s in state.discarding if s != seat),
        logs=logged(state, "discarded", seat=seat, cards=cards),
    )
    if state.discarding:
        return state
    return next_round(changed(state, phase=Phase.BID))


def acting(state: MausState) -> tuple[int, ...]:
    """The seat whose pick or scoring turn it is."""
    return (state.order[state.index],)


FLOW: Flow[MausState] = Flow(
    [
        Step(Phase.BID, bidders_left, {Bid: _bid}, waiting_refusal=ALREADY_CHOSEN),
        Step(Phase.PICK, acting, {Pick: _pick}),
        Step(Phase.SWAP, acting, {Swap: swap, KeepHand: keep_hand}),
        Step(Phase.SCORE, acting, {Score: score, ScoreNothing: score_nothing}),
        # one handler for every answer to a helper's power
        Step(Phase.POWER, acting, dict.fromkeys((Adjust, Recolour, NoPower), power), in_turn=True),
        Step(Phase.KEEP, acting, {Keep: keep}, in_turn=True),
        Step(
            Phase.DISCARD,
            lambda state: state.discarding,
            {Discard: _discard},
            waiting_refusal=ALREADY_CHOSEN,
        ),
    ],
    step_of=lambda state: state.phase,
    seats=lambda state: state.players,
    actions=ACTION_TYPES,
    game_over=Phase.GAME_OVER,
)


class MausGame(FlowRules, GameRules, game_id="maus", actions=ACTIONS, config=validate_config):
    """Maus au Chocolat's rules for 2-6 players (config: ``players``). Who acts, what is
    legal, ``apply`` and the prompts come from :data:`FLOW` (every bidder at once while
    bidding; mid-turn while a combination's power or kept cards are being chosen)."""

    flow = FLOW

    def step_actions(self, state: MausState, seat: int) -> Sequence[MausAction]:
        """Every action of ``seat``, which acts now (see :func:`legal_actions`)."""
        return legal_actions(state, seat)

    def step_prompt(self, state: MausState, seat: int) -> Prompt:
        """The choice ``seat`` faces now, for the shared screen (see :func:`prompt`)."""
        return prompt(state, seat)

    def new_game(self, config: Mapping[str, Any], seed: int) -> MausState:
        """Deal the first round (see :func:`new_game`)."""
        return new_game(config, seed)

    def num_seats(self, state: MausState) -> int:
        """Number of players."""
        return state.players

    def cards_action(self, state: MausState, seat: int, cards: Sequence[Any]) -> MausAction:
        """The action that answers a card prompt with ``cards`` (``apply`` judges it)."""
        chosen = tuple(sorted_hand(cards)) if state.phase is not Phase.PICK else tuple(cards)
        phase = state.phase
        if phase is Phase.BID and len(chosen) == 1:
            return BID[chosen[0]]
        if phase is Phase.PICK:
            return Pick(tuple(c for c in state.display if c in chosen) or chosen)
        if phase is Phase.SWAP and len(chosen) == 1:
            return SWAP[chosen[0]]
        if phase is Phase.SCORE:
            return Score(chosen)
        if phase is Phase.DISCARD:
            return Discard(chosen)
        raise IllegalAction("wrong_step", step=phase.value, action="cards")

    #: what a seat may know (:mod:`.view`), and a full state agreeing with all of it
    view = lazy(__package__, ".view:build_view")
    resample = lazy(__package__, ".resample:resample")

    def open_view(self, state: MausState, seat: int) -> Any:
        """``seat``'s view with every hand shown (the replay of a finished game: every
        hand open), as the table shows the cards everyone saw a player take."""
        import dataclasses

        from .view import build_view

        view = build_view(state, seat)
        return dataclasses.replace(view, known=tuple(frozenset(hand) for hand in state.hands))

    def summary(self, state: MausState) -> dict[str, Any]:
        """Round and points per seat, for the Load game dialog."""
        return {"round": state.round, "scores": [state.score(s) for s in range(state.players)]}

    def events(self, state: MausState, seat: int) -> tuple[Event, ...]:
        """The events ``seat`` has seen, oldest first."""
        return state.logs.of(seat)


def legal_actions(state: MausState, seat: int) -> list[MausAction]:
    """What ``seat`` may do in the current step (it must be one of its actors)."""
    phase = state.phase
    hand = state.hands[seat]
    if phase is Phase.BID:
        return [BID[c] for c in hand]
    if phase is Phase.PICK:
        return [Pick(pair) for pair in combinations(state.display, pick_size(state))]
    if phase is Phase.SWAP:
        return [SWAP[c] for c in hand] + [KEEP_HAND]
    if phase is Phase.SCORE:
        helper = state.helpers[seat]
        sizes = (3, 4) if helper is Helper.AMELIE else (3,)
        found: list[MausAction] = [
            Score(chosen)
            for size in sizes
            if len(hand) > size
            for chosen in combinations(hand, size)
            if interpretations(chosen, helper)
        ]
        return [*found, SCORE_NOTHING]
    if phase is Phase.POWER:
        assert state.pending is not None
        return [
            _power_action(tweak)
            for tweak, _ in interpretations(state.pending.cards, state.helpers[seat])
        ]
    if phase is Phase.KEEP:
        assert state.pending is not None and state.pending.combination is not None
        return [Keep(kept) for kept in state.pending.combination.keep_options]
    if phase is Phase.DISCARD:
        need = len(hand) - HAND_LIMIT
        return [Discard(chosen) for chosen in combinations(hand, need)]
    return []


def prompt(state: MausState, seat: int) -> Prompt:
    """The prompt of the current step for its actor ``seat``.

    Cards from the hand for the bid, Etienne's swap (or keep the hand), the combination
    (or score nothing; up to four cards with Amélie) and the discard; cards from the
    display for the pick; one of the legal actions for the power and the kept cards.
    """
    phase = state.phase
    if phase is Phase.BID:
        return ChooseCards("choose_bid", "hand", 1, 1)
    if phase is Phase.PICK:
        n = pick_size(state)
        return ChooseCards("choose_pick", "display", n, n, {"count": n})
    if phase is Phase.SWAP:
        return ChooseCards("choose_swap", "hand", 1, 1, skip=Answer("keep_hand", KEEP_HAND))
    if phase is Phase.SCORE:
        most = 4 if state.helpers[seat] is Helper.AMELIE else 3
        return ChooseCards(
            "choose_combination",
            "hand",
            3,
            most,
            {"helper": state.helpers[seat]},
            skip=Answer("score_nothing", SCORE_NOTHING),
        )
    if phase is Phase.POWER:
        return ChooseOne(
            "choose_power", tuple(legal_actions(state, seat)), {"helper": state.helpers[seat]}
        )
    if phase is Phase.KEEP:
        combo = state.pending.combination if state.pending else None
        return ChooseOne(
            "choose_kept", tuple(legal_actions(state, seat)), {"count": combo.keep if combo else 1}
        )
    need = len(state.hands[seat]) - HAND_LIMIT
    return ChooseCards("choose_discard", "hand", need, need, {"count": need, "limit": HAND_LIMIT})


def _power_action(tweak: Tweak | None) -> MausAction:
    if tweak is None:
        return NO_POWER
    if tweak.ingredient is not None:
        return Recolour(tweak.card, tweak.ingredient)
    return Adjust(tweak.card, tweak.delta)


GAME = MausGame()
