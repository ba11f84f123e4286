"""What one seat of Maus au Chocolat may know: :class:`MausView`.

Hidden from a seat: the draw pile's order, the other hands (but for the display cards a
player took and still holds), the bids not yet revealed and the seed. Everything else is
on the table for all: the display, the discards in order, the score piles, the helpers,
hand sizes, revealed bids and a combination being scored.
"""

from __future__ import annotations

from dataclasses import dataclass

from macaron_desktop.core.fastcopy import carry
from macaron_desktop.core.game import Event

from .cards import Card
from .state import MausState, MausTable, Phase


@dataclass(frozen=True)
class MausView(MausTable):
    """One seat's knowledge of the table (see the module's text): the public part
    (:class:`MausTable`) and what this seat knows besides.

    ``bids[s]`` is the seat's own bid and, once revealed, everyone's (``None`` else);
    ``has_bid[s]`` says who has chosen while bids are still secret.
    """

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    deck_count: int
    bids: tuple[Card | None, ...]
    has_bid: tuple[bool, ...]
    shuffle_count: int
    events: tuple[Event, ...]

    @property
    def scores(self) -> tuple[int, ...]:
        """Every seat's points (the kept cards' printed values)."""
        return tuple(sum(c.snack for c in pile) for pile in self.piles)


def build_view(state: MausState, seat: int) -> MausView:
    """What ``seat`` may know of ``state``."""
    secret = state.phase is Phase.BID
    bids = tuple(b if (not secret or s == seat) else None for s, b in enumerate(state.bids))
    # the rest is public, and kept in the view under the state's own names
    return carry(
        MausView,
        state,
        seat=seat,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        deck_count=len(state.deck),
        bids=bids,
        has_bid=tuple(b is not None for b in state.bids),
        shuffle_count=len(state.shuffles),
        events=state.logs.of(seat),
    )
