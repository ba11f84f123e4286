"""How a round of Maus au Chocolat moves on by itself between the players' choices.

The deal, the start of bidding, the reveal and the picking order, a picker's cards going
into the hand (and an empty display's picks, which need no choice), the scoring order and
each scorer's first step, the end of the scoring (the 30-point end, the hand limit) and
the next round with the helpers passed and the display refilled. The players' choices
themselves are handled in :mod:`.rules` and :mod:`.scoring`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from macaron_desktop.core.eventlog import deliver, empty_logs, make_event
from macaron_desktop.core.game import (
    Result,
)
from macaron_desktop.core.rng import derive_rng

from .cards import ALL_CARDS, HELPERS, Card, Helper, sorted_hand
from .changes import changed, draw, hand_change, logged, set_at, without
from .config import HAND_LIMIT, HAND_SIZE, TARGET, validate_config
from .order import pass_helpers, pick_order, scoring_order
from .state import MausState, Phase


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
    return start_bidding(state)


def start_bidding(state: MausState) -> MausState:
    """Open the bidding: every seat with cards bids (with none, the reveal comes at once)."""
    no_bid = frozenset(s for s in range(state.players) if not state.hands[s])
    state = changed(
        state,
        phase=Phase.BID,
        bids=(None,) * state.players,
        no_bid=no_bid,
        logs=logged(state, "round_started", round=state.round, display=state.display),
    )
    if len(no_bid) == state.players:
        return reveal(state)
    return state


def next_round(state: MausState) -> MausState:
    """Pass the helpers, refill the display with one card per player, open the bidding."""
    held, row = pass_helpers(state.helpers, state.helper_row)
    state = changed(
        state,
        helpers=held,
        helper_row=row,
        round=state.round + 1,
        logs=logged(state, "helpers_passed", helpers=held),
    )
    state, drawn = draw(state, state.players)
    return start_bidding(changed(state, display=(*state.display, *drawn)))


def bidders_left(state: MausState) -> tuple[int, ...]:
    """The seats still to bid (none outside the bidding)."""
    if state.phase is not Phase.BID:
        return ()
    return tuple(s for s in range(state.players) if state.bids[s] is None and s not in state.no_bid)


def reveal(state: MausState) -> MausState:
    """Turn the bids over and start picking in bid order."""
    order = pick_order(state.bids, state.helpers)
    state = changed(
        state,
        phase=Phase.PICK,
        order=order,
        index=0,
        logs=logged(state, "bids_revealed", bids=state.bids, order=order),
    )
    return skip_empty_picks(state)


def pick_size(state: MausState) -> int:
    """How many display cards a picker takes: two, or what is left."""
    return min(2, len(state.display))


def skip_empty_picks(state: MausState) -> MausState:
    """A picker facing an empty display takes nothing and lays their bid at once."""
    while state.phase is Phase.PICK and pick_size(state) == 0:
        state = after_pick(state, state.acting, ())
    return state


def after_pick(state: MausState, seat: int, cards: tuple[Card, ...]) -> MausState:
    """The picker's cards go into the hand and the bid onto the display; then the next picker, or the scoring."""
    bid = state.bids[seat]
    display = without(state.display, cards) + ((bid,) if bid is not None else ())
    change = hand_change(state, seat, come=cards)
    change["known"] = set_at(change["known"], seat, change["known"][seat] | frozenset(cards))
    state = changed(
        state,
        display=display,
        **change,
        logs=logged(state, "took", seat=seat, cards=cards, bid=bid),
    )
    if state.index + 1 < len(state.order):
        return changed(state, index=state.index + 1)
    return start_scoring(state)


def start_scoring(state: MausState) -> MausState:
    """Begin the scoring, in helper order."""
    state = changed(state, phase=Phase.SCORE, order=scoring_order(state.helpers), index=0)
    return begin_scorer(state)


def begin_scorer(state: MausState) -> MausState:
    """The scorer's first step: Etienne's swap, or the combination."""
    seat = state.acting
    etienne = state.helpers[seat] is Helper.ETIENNE and bool(state.hands[seat])
    return changed(state, phase=Phase.SWAP if etienne else Phase.SCORE, swapped=False, pending=None)


def next_scorer(state: MausState) -> MausState:
    """The next scorer's turn, or the end of the scoring."""
    if state.index + 1 < len(state.order):
        return begin_scorer(changed(state, index=state.index + 1))
    return end_of_scoring(state)


def end_of_scoring(state: MausState) -> MausState:
    """The 30-point end, else the hand limit's discards, else the next round."""
    scores = tuple(state.score(s) for s in range(state.players))
    if max(scores) >= TARGET:
        best = max(scores)
        tied = [s for s in range(state.players) if scores[s] == best]
        winner = max(tied, key=lambda s: state.helpers[s].rank)
        result = Result(scores=scores, winners=(winner,))
        return changed(
            state,
            phase=Phase.GAME_OVER,
            result=result,
            logs=logged(state, "game_ended", scores=scores, winner=winner, tie=len(tied) > 1),
        )
    over = tuple(s for s in range(state.players) if len(state.hands[s]) > HAND_LIMIT)
    if over:
        return changed(state, phase=Phase.DISCARD, discarding=over)
    return next_round(state)
