"""The rules of Maus au Chocolat as pure functions over :class:`MausState`.

A round (RULINGS 3): the display is refilled (from round 2 on, one card per player joins
the card left over); every seat with cards bids one in secret, all at once; the bids are
revealed and, from the highest (Henri +2; ties by helper rank) to the lowest, each picker
takes two display cards and lays their bid card there; in helper order each player may
score one combination, keeping at least one card in hand (Etienne's holder may first
swap a card); players over eight cards discard down to eight; helpers pass to the left.
The game ends after the scoring of a round in which someone reached 30 points. The
steps are declared once in :data:`FLOW` (``core.flow``); this module says what each does.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from macaron_desktop.core.eventlog import deliver, empty_logs, make_event
from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.flow import ALREADY_CHOSEN, Flow, Step
from macaron_desktop.core.game import (
    Answer,
    ChooseCards,
    ChooseOne,
    Event,
    GameRules,
    Prompt,
    Result,
)
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.core.rng import derive_rng

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
from .cards import ALL_CARDS, HELPERS, Card, Helper, sorted_hand
from .combos import Tweak, form, interpretations
from .config import HAND_LIMIT, HAND_SIZE, TARGET, validate_config
from .order import pass_helpers, pick_order, scoring_order
from .state import MausState, Pending, Phase

# --------------------------------------------------------------------- small helpers


def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*values[:index], value, *values[index + 1 :])


def _without(cards: tuple[Card, ...], gone: Sequence[Card]) -> tuple[Card, ...]:
    out = set(gone)
    return tuple(c for c in cards if c not in out)


def _log(state: MausState, key: str, audience: frozenset[int] | None = None, **params: Any) -> Any:
    return deliver(state.logs, make_event(key, params, audience))


def _with(state: MausState, **changes: Any) -> MausState:
    return replace(state, **changes)


def _hand_change(
    state: MausState, seat: int, gone: Sequence[Card] = (), come: Sequence[Card] = ()
) -> dict[str, Any]:
    """The ``hands`` and ``known`` fields after ``gone`` leave and ``come`` enter a hand."""
    hand = sorted_hand((*_without(state.hands[seat], gone), *come))
    known = state.known[seat] - frozenset(gone)
    return {"hands": _set(state.hands, seat, hand), "known": _set(state.known, seat, known)}


def _draw(state: MausState, count: int) -> tuple[MausState, tuple[Card, ...]]:
    """Draw up to ``count`` cards; an empty draw pile takes the discards, shuffled."""
    drawn: list[Card] = []
    while len(drawn) < count:
        if not state.deck:
            if not state.discards:
                break
            order = list(state.discards)
            derive_rng(state.seed, "reshuffle", len(state.shuffles)).shuffle(order)
            state = _with(
                state,
                deck=tuple(order),
                discards=(),
                shuffles=(*state.shuffles, tuple(c.value for c in order)),
                logs=_log(state, "reshuffled", cards=len(order)),
            )
        take = min(count - len(drawn), len(state.deck))
        drawn.extend(state.deck[:take])
        state = _with(state, deck=state.deck[take:])
    return state, tuple(drawn)


# --------------------------------------------------------------------- set-up, rounds


def new_game(config: Mapping[str, Any], seed: int) -> MausState:
    """Shuffle, deal five cards each, lay players + 1 on display, deal one helper each."""
    n = validate_config(config)["players"]
    deck = list(ALL_CARDS)
    derive_rng(seed, "deck").shuffle(deck)
    helpers = list(HELPERS)
    derive_rng(seed, "helpers").shuffle(helpers)
    hands = tuple(sorted_hand(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(n))
    display = tuple(deck[n * HAND_SIZE : n * HAND_SIZE + n + 1])
    logs = deliver(
        empty_logs(n),
        make_event("game_started", {"players": n, "helpers": tuple(helpers[:n])}),
        *(make_event("dealt", {"seat": s, "cards": hands[s]}, frozenset({s})) for s in range(n)),
    )
    state = MausState(
        players=n,
        seed=seed,
        round=1,
        phase=Phase.BID,
        deck=tuple(deck[n * HAND_SIZE + n + 1 :]),
        discards=(),
        display=display,
        hands=hands,
        known=(frozenset(),) * n,
        helpers=tuple(helpers[:n]),
        helper_row=tuple(helpers[n:]),
        bids=(None,) * n,
        no_bid=frozenset(),
        order=(),
        index=0,
        swapped=False,
        pending=None,
        piles=((),) * n,
        discarding=(),
        shuffles=(tuple(c.value for c in deck), tuple(h.value for h in helpers)),
        logs=logs,
        result=None,
    )
    return _start_bidding(state)


def _start_bidding(state: MausState) -> MausState:
    no_bid = frozenset(s for s in range(state.players) if not state.hands[s])
    state = _with(
        state,
        phase=Phase.BID,
        bids=(None,) * state.players,
        no_bid=no_bid,
        logs=_log(state, "round_started", round=state.round, display=state.display),
    )
    if len(no_bid) == state.players:
        return _reveal(state)
    return state


def _next_round(state: MausState) -> MausState:
    held, row = pass_helpers(state.helpers, state.helper_row)
    state = _with(
        state,
        helpers=held,
        helper_row=row,
        round=state.round + 1,
        logs=_log(state, "helpers_passed", helpers=held),
    )
    state, drawn = _draw(state, state.players)
    return _start_bidding(_with(state, display=(*state.display, *drawn)))


# --------------------------------------------------------------------- bidding, picking


def _bid(state: MausState, seat: int, action: Bid) -> MausState:
    if action.card not in state.hands[seat]:
        raise IllegalAction("not_in_hand", card=action.card)
    state = _with(
        state,
        bids=_set(state.bids, seat, action.card),
        **_hand_change(state, seat, gone=(action.card,)),
        logs=_log(state, "bid_placed", seat=seat),
    )
    if _bidders_left(state):
        return state
    return _reveal(state)


def _bidders_left(state: MausState) -> tuple[int, ...]:
    if state.phase is not Phase.BID:
        return ()
    return tuple(s for s in range(state.players) if state.bids[s] is None and s not in state.no_bid)


def _reveal(state: MausState) -> MausState:
    order = pick_order(state.bids, state.helpers)
    state = _with(
        state,
        phase=Phase.PICK,
        order=order,
        index=0,
        logs=_log(state, "bids_revealed", bids=state.bids, order=order),
    )
    return _skip_empty_picks(state)


def _pick_size(state: MausState) -> int:
    return min(2, len(state.display))


def _skip_empty_picks(state: MausState) -> MausState:
    """A picker facing an empty display takes nothing and lays their bid at once."""
    while state.phase is Phase.PICK and _pick_size(state) == 0:
        state = _after_pick(state, state.acting, ())
    return state


def _pick(state: MausState, seat: int, action: Pick) -> MausState:
    cards = action.cards
    if len(cards) != _pick_size(state) or len(set(cards)) != len(cards):
        raise IllegalAction("pick_count", count=_pick_size(state))
    for card in cards:
        if card not in state.display:
            raise IllegalAction("not_on_display", card=card)
    return _skip_empty_picks(_after_pick(state, seat, cards))


def _after_pick(state: MausState, seat: int, cards: tuple[Card, ...]) -> MausState:
    bid = state.bids[seat]
    display = _without(state.display, cards) + ((bid,) if bid is not None else ())
    change = _hand_change(state, seat, come=cards)
    change["known"] = _set(change["known"], seat, change["known"][seat] | frozenset(cards))
    state = _with(
        state,
        display=display,
        **change,
        logs=_log(state, "took", seat=seat, cards=cards, bid=bid),
    )
    if state.index + 1 < len(state.order):
        return _with(state, index=state.index + 1)
    return _start_scoring(state)


# --------------------------------------------------------------------- scoring


def _start_scoring(state: MausState) -> MausState:
    state = _with(state, phase=Phase.SCORE, order=scoring_order(state.helpers), index=0)
    return _begin_scorer(state)


def _begin_scorer(state: MausState) -> MausState:
    seat = state.acting
    etienne = state.helpers[seat] is Helper.ETIENNE and bool(state.hands[seat])
    return _with(state, phase=Phase.SWAP if etienne else Phase.SCORE, swapped=False, pending=None)


def _swap(state: MausState, seat: int, action: Swap) -> MausState:
    if action.card not in state.hands[seat]:
        raise IllegalAction("not_in_hand", card=action.card)
    state = _with(
        state,
        **_hand_change(state, seat, gone=(action.card,)),
        discards=(*state.discards, action.card),
    )
    state, drawn = _draw(state, 1)
    state = _with(
        state,
        **_hand_change(state, seat, come=drawn),
        swapped=True,
        phase=Phase.SCORE,
        logs=deliver(
            state.logs,
            make_event("swapped", {"seat": seat, "card": action.card, "drew": len(drawn)}),
            *(make_event("drew", {"seat": seat, "card": c}, frozenset({seat})) for c in drawn),
        ),
    )
    return state


def _keep_hand(state: MausState, seat: int, action: KeepHand) -> MausState:
    return _with(state, phase=Phase.SCORE, logs=_log(state, "kept_hand", seat=seat))


def _score(state: MausState, seat: int, action: Score) -> MausState:
    cards = action.cards
    hand = state.hands[seat]
    for card in cards:
        if card not in hand:
            raise IllegalAction("not_in_hand", card=card)
    if len(set(cards)) != len(cards):
        raise IllegalAction("card_twice")
    helper = state.helpers[seat]
    if len(cards) >= len(hand):
        raise IllegalAction("keep_a_card_in_hand", count=len(cards))
    ways = interpretations(cards, helper)
    if not ways:
        form(cards, helper)  # raises the reason: not a combination, four needs Amélie...
        raise IllegalAction("not_a_combination", count=len(cards))
    if len(ways) > 1:
        return _with(state, phase=Phase.POWER, pending=Pending(tuple(cards)))
    tweak, combo = ways[0]
    return _formed(state, seat, Pending(tuple(cards), combo, tweak))


def _power(state: MausState, seat: int, action: Adjust | Recolour | NoPower) -> MausState:
    pending = state.pending
    assert pending is not None
    helper = state.helpers[seat]
    if isinstance(action, NoPower):
        tweak = None
    elif isinstance(action, Adjust):
        tweak = Tweak(action.card, delta=action.delta)
    else:
        tweak = Tweak(action.card, ingredient=action.ingredient)
    combo = form(pending.cards, helper, tweak)
    return _formed(state, seat, Pending(pending.cards, combo, tweak))


def _formed(state: MausState, seat: int, pending: Pending) -> MausState:
    combo = pending.combination
    assert combo is not None
    if combo.player_picks:
        return _with(state, phase=Phase.KEEP, pending=pending)
    return _bank(state, seat, pending, combo.keep_options[0])


def _keep(state: MausState, seat: int, action: Keep) -> MausState:
    pending = state.pending
    assert pending is not None and pending.combination is not None
    options = pending.combination.keep_options
    if tuple(action.cards) not in options:
        raise IllegalAction("keep_not_allowed", count=pending.combination.keep)
    return _bank(state, seat, pending, tuple(action.cards))


def _bank(state: MausState, seat: int, pending: Pending, kept: tuple[Card, ...]) -> MausState:
    combo = pending.combination
    assert combo is not None
    rest = _without(pending.cards, kept)
    tweak = pending.tweak
    state = _with(
        state,
        **_hand_change(state, seat, gone=pending.cards),
        piles=_set(state.piles, seat, (*state.piles[seat], *kept)),
        discards=(*state.discards, *rest),
        pending=None,
        logs=_log(
            state,
            "scored",
            seat=seat,
            cards=pending.cards,
            kind=combo.kind,
            one_colour=combo.one_colour,
            kept=kept,
            points=sum(c.snack for c in kept),
            helper=state.helpers[seat] if tweak is not None else None,
            tweak=tweak,
        ),
    )
    return _next_scorer(state)


def _score_nothing(state: MausState, seat: int, action: ScoreNothing) -> MausState:
    return _next_scorer(_with(state, logs=_log(state, "scored_nothing", seat=seat)))


def _next_scorer(state: MausState) -> MausState:
    if state.index + 1 < len(state.order):
        return _begin_scorer(_with(state, index=state.index + 1))
    return _end_of_scoring(state)


# --------------------------------------------------------------------- end of round


def _end_of_scoring(state: MausState) -> MausState:
    scores = tuple(state.score(s) for s in range(state.players))
    if max(scores) >= TARGET:
        best = max(scores)
        tied = [s for s in range(state.players) if scores[s] == best]
        winner = max(tied, key=lambda s: state.helpers[s].rank)
        result = Result(scores=scores, winners=(winner,))
        return _with(
            state,
            phase=Phase.GAME_OVER,
            result=result,
            logs=_log(state, "game_ended", scores=scores, winner=winner, tie=len(tied) > 1),
        )
    over = tuple(s for s in range(state.players) if len(state.hands[s]) > HAND_LIMIT)
    if over:
        return _with(state, phase=Phase.DISCARD, discarding=over)
    return _next_round(state)


def _discard(state: MausState, seat: int, action: Discard) -> MausState:
    need = len(state.hands[seat]) - HAND_LIMIT
    cards = action.cards
    if len(cards) != need or len(set(cards)) != len(cards):
        raise IllegalAction("discard_count", count=need)
    for card in cards:
        if card not in state.hands[seat]:
            raise IllegalAction("not_in_hand", card=card)
    state = _with(
        state,
        **_hand_change(state, seat, gone=cards),
        discards=(*state.discards, *cards),
        discarding=tuple(s for s in state.discarding if s != seat),
        logs=_log(state, "discarded", seat=seat, cards=cards),
    )
    if state.discarding:
        return state
    return _next_round(_with(state, phase=Phase.BID))


# --------------------------------------------------------------------- the flow


def _acting(state: MausState) -> tuple[int, ...]:
    return (state.order[state.index],)


FLOW: Flow[MausState] = Flow(
    [
        Step(Phase.BID, _bidders_left, {Bid: _bid}, waiting_refusal=ALREADY_CHOSEN),
        Step(Phase.PICK, _acting, {Pick: _pick}),
        Step(Phase.SWAP, _acting, {Swap: _swap, KeepHand: _keep_hand}),
        Step(Phase.SCORE, _acting, {Score: _score, ScoreNothing: _score_nothing}),
        Step(
            Phase.POWER,
            _acting,
            {Adjust: _power, Recolour: _power, NoPower: _power},
            in_turn=True,
        ),
        Step(Phase.KEEP, _acting, {Keep: _keep}, in_turn=True),
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


class MausGame(GameRules, game_id="maus", actions=ACTIONS, config=validate_config):
    """Maus au Chocolat's rules for 2-6 players (config: ``players``)."""

    def new_game(self, config: Mapping[str, Any], seed: int) -> MausState:
        """Deal the first round (see :func:`new_game`)."""
        return new_game(config, seed)

    def num_seats(self, state: MausState) -> int:
        """Number of players."""
        return state.players

    def seats_to_act(self, state: MausState) -> tuple[int, ...]:
        """Who acts in the current step (every bidder at once while bidding)."""
        return FLOW.seats_to_act(state)

    def legal_actions(self, state: MausState, seat: int) -> Sequence[MausAction]:
        """Every action ``seat`` may take now; empty when it is not that seat's step."""
        if seat not in FLOW.seats_to_act(state):
            return []
        return legal_actions(state, seat)

    def apply(self, state: MausState, seat: int, action: MausAction) -> MausState:
        """The state after ``seat`` takes ``action``; ``IllegalAction`` says why not."""
        return FLOW.apply(state, seat, action)

    def mid_turn(self, state: MausState, seat: int) -> bool:
        """True while a combination's power or kept cards are being chosen."""
        return FLOW.mid_turn(state, seat)

    def prompt(self, state: MausState, seat: int) -> Prompt | None:
        """The choice ``seat`` faces now, for the shared screen (see :func:`prompt`)."""
        if seat not in FLOW.seats_to_act(state):
            return None
        return prompt(state, seat)

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

    def view(self, state: MausState, seat: int) -> Any:
        """What ``seat`` may know (see :mod:`.view`)."""
        from .view import build_view

        return build_view(state, seat)

    def resample(self, view: Any, rng: random.Random) -> MausState:
        """A full state agreeing with all that ``view``'s seat knows."""
        from .resample import resample

        return resample(view, rng)

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
        return [Pick(pair) for pair in combinations(state.display, _pick_size(state))]
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
        n = _pick_size(state)
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
