"""What one seat of Maus au Chocolat may know: :class:`MausView`.

Hidden from a seat: the draw pile's order, the other hands (but for the display cards a
player took and still holds), the bids not yet revealed and the seed. Everything else is
on the table for all: the display, the discards in order, the score piles, the helpers,
hand sizes, revealed bids and a combination being scored.
"""

from __future__ import annotations

from dataclasses import dataclass

from macaron_desktop.core.game import Event, Result

from .cards import Card, Helper
from .state import MausState, Pending, Phase


@dataclass(frozen=True)
class MausView:
    """One seat's knowledge of the table (see the module's text).

    ``bids[s]`` is the seat's own bid and, once revealed, everyone's (``None`` else);
    ``has_bid[s]`` says who has chosen while bids are still secret. ``known[s]`` are the
    cards in seat s's hand that everyone saw it take.
    """

    seat: int
    players: int
    round: int
    phase: Phase
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[frozenset[Card], ...]
    display: tuple[Card, ...]
    discards: tuple[Card, ...]
    deck_count: int
    helpers: tuple[Helper, ...]
    helper_row: tuple[Helper, ...]
    bids: tuple[Card | None, ...]
    has_bid: tuple[bool, ...]
    no_bid: frozenset[int]
    order: tuple[int, ...]
    index: int
    swapped: bool
    pending: Pending | None
    piles: tuple[tuple[Card, ...], ...]
    discarding: tuple[int, ...]
    shuffle_count: int
    events: tuple[Event, ...]
    result: Result | None

    @property
    def scores(self) -> tuple[int, ...]:
        """Every seat's points (the kept cards' printed values)."""
        return tuple(sum(c.snack for c in pile) for pile in self.piles)


def build_view(state: MausState, seat: int) -> MausView:
    """What ``seat`` may know of ``state``."""
    secret = state.phase is Phase.BID
    bids = tuple(b if (not secret or s == seat) else None for s, b in enumerate(state.bids))
    return MausView(
        seat=seat,
        players=state.players,
        round=state.round,
        phase=state.phase,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        known=state.known,
        display=state.display,
        discards=state.discards,
        deck_count=len(state.deck),
        helpers=state.helpers,
        helper_row=state.helper_row,
        bids=bids,
        has_bid=tuple(b is not None for b in state.bids),
        no_bid=state.no_bid,
        order=state.order,
        index=state.index,
        swapped=state.swapped,
        pending=state.pending,
        piles=state.piles,
        discarding=state.discarding,
        shuffle_count=len(state.shuffles),
        events=state.logs.of(seat),
        result=state.result,
    )
