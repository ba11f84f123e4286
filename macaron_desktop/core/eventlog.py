"""Per-seat event logs: what each seat has seen, oldest first.

A game state keeps one log per seat instead of one log that every view would have to
filter: appending to a few short tuples is cheaper than filtering a long one on every
decision, and ``view(state, seat)`` hands out its seat's log as it is.
"""

from __future__ import annotations

from .game import Event

Logs = tuple[tuple[Event, ...], ...]


def empty_logs(seats: int) -> Logs:
    """A log per seat, all empty."""
    return ((),) * seats


def deliver(logs: Logs, *events: Event) -> Logs:
    """``logs`` with each event appended to the log of every seat in its audience."""
    if all(e.audience is None for e in events):
        return tuple([(*log, *events) for log in logs])
    return tuple(
        [
            (*log, *[e for e in events if e.audience is None or seat in e.audience])
            for seat, log in enumerate(logs)
        ]
    )


def join(earlier: Logs, later: Logs) -> Logs:
    """Each seat's ``earlier`` log followed by its ``later`` one."""
    return tuple([a + b for a, b in zip(earlier, later, strict=True)])
