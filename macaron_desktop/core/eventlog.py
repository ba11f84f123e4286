"""Per-seat event logs: what each seat has seen, oldest first.

A game state keeps what every seat has seen instead of one log that every view would have
to filter. Most events are public, so :class:`Logs` keeps them once: each seat's log is
its own part (up to the last event some seat could not see) followed by a shared tail of
public events. Appending a public event then costs one short tuple, and
``logs.of(seat)`` is one concatenation.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .fastcopy import create
from .game import Event


class Logs(NamedTuple):
    """Per seat, the events it has seen: ``own[seat]`` followed by ``shared``."""

    own: tuple[tuple[Event, ...], ...]
    shared: tuple[Event, ...]

    def of(self, seat: int) -> tuple[Event, ...]:
        """The events ``seat`` has seen, oldest first."""
        return self.own[seat] + self.shared


def empty_logs(seats: int) -> Logs:
    """A log per seat, all empty."""
    return Logs(((),) * seats, ())


def deliver(logs: Logs, *events: Event) -> Logs:
    """``logs`` with each event appended to the log of every seat in its audience."""
    for e in events:
        if e.audience is not None:
            break
    else:
        return Logs(logs.own, logs.shared + events)
    shared = logs.shared
    own = []
    for seat, log in enumerate(logs.own):
        seen = [e for e in events if e.audience is None or seat in e.audience]
        own.append((*log, *shared, *seen))
    return Logs(tuple(own), ())


def join(earlier: Logs, later: Logs) -> Logs:
    """Each seat's ``earlier`` log followed by its ``later`` one."""
    if not later.own[0] and not any(later.own):
        return Logs(earlier.own, earlier.shared + later.shared)
    return Logs(tuple([earlier.of(s) + later.of(s) for s in range(len(earlier.own))]), ())


def make_event(key: str, params: dict[str, Any], audience: frozenset[int] | None = None) -> Event:
    """``Event(key, params, audience)``, made quickly (``core.fastcopy.create``): an engine
    makes several per move."""
    return create(Event, {"key": key, "params": params, "audience": audience})
