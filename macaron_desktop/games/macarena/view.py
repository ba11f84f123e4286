"""What one seat may know of a La Macarena game, with what the table needs to draw it.

Hidden from a seat: the draw pile's order, the other hands, the other collections (until
they are shown at the end of the hand) and the other players' hand-over choices (until
all are in). Public: the wells (every card on them; the top is the one that matters),
the Macas, every series laid and every pass (``turns``), the series being built, the
hand and collection sizes, and everyone's elements, coins and amulets.

Every card laid is public, so a seat that remembers them all knows the other
collections; the view only leaves the remembering to whoever wants it (``resample`` does).
"""

from __future__ import annotations

from typing import NamedTuple

from macaron_desktop.core.game import Event, Result

from .cards import ELEMENTS, Card, Element
from .state import Award, HandResult, MacarenaState, Phase, Standing, Turn


class MacarenaView(NamedTuple):
    """One seat's view of the table (a ``NamedTuple``: bots ask for one every decision)."""

    seat: int
    players: int
    #: amulets that win
    target: int
    hand_number: int
    start_seat: int
    phase: Phase
    #: seats that may act now
    to_act: tuple[int, ...]
    #: whose turn it is (or who moves a Maca / buys an element)
    turn_seat: int
    mirror_turn: bool
    #: cards left in the draw pile
    deck_count: int
    #: own hand, in table order (as the state keeps it) (the cards of a series being built are out of it)
    hand: tuple[Card, ...]
    #: own collection, in the order collected
    collection: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    collection_sizes: tuple[int, ...]
    #: every card on each well, bottom first (the last is the top)
    wells: tuple[tuple[Card, ...], ...]
    #: each well's Macas: one owner seat per Maca
    macas: tuple[tuple[int, ...], ...]
    #: the well and the cards of the series being built (``None`` / empty when none)
    well: int | None
    series: tuple[Card, ...]
    #: this hand's finished turns, oldest first
    turns: tuple[Turn, ...]
    elements: tuple[frozenset[Element], ...]
    coins: tuple[int, ...]
    amulets: tuple[int, ...]
    #: end of hand: why it ended, who left, who hands over, who still chooses
    end_reason: str | None
    leaver: int | None
    handers: tuple[int, ...]
    choosing: tuple[int, ...]
    #: own hand-over choice, once made
    own_choice: Element | None
    #: every collection, once shown at the end of the hand; else ``None``
    collections: tuple[tuple[Card, ...], ...] | None
    #: end of hand: the awards so far
    awards: tuple[Award, ...]
    #: the events of this hand this seat may see, and those of the hand before
    events: tuple[Event, ...]
    previous_events: tuple[Event, ...]
    #: finished hands, oldest first
    hand_results: tuple[HandResult, ...]
    result: Result | None

    def standing(self, seat: int) -> Standing:
        """What ``seat`` holds: elements in element order, coins, amulets."""
        held = self.elements[seat]
        return Standing(
            tuple(e for e in ELEMENTS if e in held), self.coins[seat], self.amulets[seat]
        )

    def top(self, well: int) -> Card:
        """The top card of ``well``."""
        return self.wells[well][-1]


def build_view(state: MacarenaState, seat: int) -> MacarenaView:
    """``seat``'s view of ``state``."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        to_act: tuple[int, ...] = ()
    elif phase is Phase.HAND_OVER:
        to_act = state.choosing
    else:
        to_act = (state.seat,)
    shown = None
    if phase is Phase.BUY or (phase is Phase.GAME_OVER and state.end_reason != "all_wells"):
        shown = state.collections
    # Positional, in field order: ``_make`` is several times faster than keywords, and a
    # view is built for every bot decision.
    return MacarenaView._make(
        (
            seat,  # seat
            state.players,  # players
            state.target,  # target
            state.number,  # hand_number
            state.start_seat,  # start_seat
            phase,  # phase
            to_act,  # to_act
            state.seat,  # turn_seat
            state.mirror,  # mirror_turn
            len(state.deck) - state.drawn,  # deck_count
            state.hands[seat],  # hand
            state.collections[seat],  # collection
            tuple([len(h) for h in state.hands]),  # hand_sizes
            tuple([len(c) for c in state.collections]),  # collection_sizes
            state.wells,  # wells
            state.macas,  # macas
            state.well,  # well
            state.series,  # series
            state.turns,  # turns
            state.elements,  # elements
            state.coins,  # coins
            state.amulets,  # amulets
            state.end_reason,  # end_reason
            state.leaver,  # leaver
            state.handers,  # handers
            state.choosing,  # choosing
            state.choices[seat],  # own_choice
            shown,  # collections
            state.awards,  # awards
            state.logs[seat],  # events
            state.previous_logs[seat],  # previous_events
            state.results,  # hand_results
            state.result,  # result
        )
    )
