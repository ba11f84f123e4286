"""Bets (RULINGS 1.3, step 6): from the start player, in turn order, each player (never
Emma) puts the betting token on a row (column on the advanced side) or does not bet.
Bets are public. The last decision starts the tricks."""

from __future__ import annotations

from macaron_desktop.core.eventlog import Logs, deliver, make_event
from macaron_desktop.core.fastcopy import replace, update
from macaron_desktop.core.game import Event
from macaron_desktop.core.messages import IllegalAction

from .config import EMMA
from .scoring import bet_range
from .state import MacaronState, Phase


def bettors(state: MacaronState) -> list[int]:
    """The seats that bet, in betting order."""
    r = state.round
    n = state.info.seats
    order = [(r.start_seat + k) % n for k in range(n)]
    if state.info.solo:
        order.remove(EMMA)
    return order


def bettor(state: MacaronState) -> int:
    """The seat whose betting decision is next."""
    r = state.round
    info = state.info
    if info.solo:
        return bettors(state)[r.bets_made]
    if not 0 <= r.bets_made < info.seats:
        raise IndexError("every seat has made its betting decision")
    return (r.start_seat + r.bets_made) % info.seats


def start_bets(state: MacaronState) -> MacaronState:
    """Royal and Allergen are known: the bets begin."""
    r = state.round
    event = make_event("betting_started", {"seat": bettors(state)[0]})
    return replace(
        state, round=replace(r, phase=Phase.BET, bets_made=0, logs=deliver(r.logs, event))
    )


def bet(state: MacaronState, seat: int, value: int | None) -> MacaronState:
    """``seat`` bets on row or column ``value``, or not at all (``None``)."""
    r = state.round
    if value is not None:
        low, high = bet_range(state.scoring)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise IllegalAction("bet_out_of_range", value=value, low=low, high=high)
    bets = list(r.bets)
    bets[seat] = value
    decided = list(r.bets_decided)
    decided[seat] = True
    made = r.bets_made + 1
    if value is None:
        event = _SKIPPED.get(seat) or _skipped(seat)
    else:
        event = make_event(
            "bet_placed", {"seat": seat, "row_or_column": value, "side": state.scoring}
        )
    if made < state.info.seats - state.info.solo:  # every seat bets but Emma
        # Every name is a field of ``RoundState``: ``test_state_fields`` checks the states.
        logs = r.logs
        changes = {"bets": tuple(bets), "bets_made": made, "bets_decided": tuple(decided)}
        changes["logs"] = _logs(Logs, (logs.own, (*logs.shared, event)))
        return update(state, {"round": update(r, changes)})
    r = replace(
        r,
        bets=tuple(bets),
        bets_made=made,
        bets_decided=tuple(decided),
        phase=Phase.PLAY,
        leader=r.start_seat,
        trick=(),
        logs=deliver(r.logs, event, make_event("tricks_started", {"leader": r.start_seat})),
    )
    return replace(state, round=r)


#: ``Logs(own, shared)`` without the named tuple's Python-level ``__new__``
_logs = tuple.__new__
#: per seat, its (public, immutable) ``bet_skipped`` event, made once
_SKIPPED: dict[int, Event] = {}


def _skipped(seat: int) -> Event:
    event = make_event("bet_skipped", {"seat": seat})
    if type(seat) is int:
        _SKIPPED[seat] = event
    return event
