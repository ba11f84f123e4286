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

from macaron_desktop.core.game import Event

from .cards import ELEMENTS, Card, Element
from .state import MacarenaState, Phase, PublicTable, Standing, reads_public


@reads_public
class MacarenaView(NamedTuple):
    """One seat's view of the table (a ``NamedTuple``: bots ask for one every decision).

    ``public`` is the state's own :class:`~.state.PublicTable` (shared, not copied), and
    its fields read as the view's (``view.wells``, ``view.coins``, ...); the fields here
    are what only this seat sees and the counts of what it may not see.
    """

    seat: int
    public: PublicTable
    #: seats that may act now
    to_act: tuple[int, ...]
    #: own hand, in table order (as the state keeps it) (the cards of a series being built are out of it)
    hand: tuple[Card, ...]
    #: own collection, in the order collected
    collection: tuple[Card, ...]
    #: own hand-over choice, once made
    own_choice: Element | None
    #: the events of this hand this seat may see, and those of the hand before
    events: tuple[Event, ...]
    previous_events: tuple[Event, ...]
    #: every collection, once shown at the end of the hand; else ``None``
    collections: tuple[tuple[Card, ...], ...] | None
    #: cards left in the draw pile, and in each hand and collection
    deck_count: int
    hand_sizes: tuple[int, ...]
    collection_sizes: tuple[int, ...]

    def standing(self, seat: int) -> Standing:
        """What ``seat`` holds: elements in element order, coins, amulets."""
        public = self.public
        held = public.elements[seat]
        return Standing(
            tuple(e for e in ELEMENTS if e in held), public.coins[seat], public.amulets[seat]
        )

    def top(self, well: int) -> Card:
        """The top card of ``well``."""
        return self.public.wells[well][-1]


def build_view(state: MacarenaState, seat: int) -> MacarenaView:
    """``seat``'s view of ``state``."""
    public = state.public
    phase = public.phase
    if phase is Phase.GAME_OVER:
        to_act: tuple[int, ...] = ()
    elif phase is Phase.HAND_OVER:
        to_act = public.choosing
    else:
        to_act = (public.turn_seat,)
    shown = None
    if phase is Phase.BUY or (phase is Phase.GAME_OVER and public.end_reason != "all_wells"):
        shown = state.collections
    # Positional, in field order: ``_make`` is several times faster than keywords, and a
    # view is built for every bot decision.
    return MacarenaView._make(
        (
            seat,  # seat
            public,  # public
            to_act,  # to_act
            state.hands[seat],  # hand
            state.collections[seat],  # collection
            state.choices[seat],  # own_choice
            state.logs[seat],  # events
            state.previous_logs[seat],  # previous_events
            shown,  # collections
            len(state.deck) - state.drawn,  # deck_count
            tuple([len(h) for h in state.hands]),  # hand_sizes
            tuple([len(c) for c in state.collections]),  # collection_sizes
        )
    )
