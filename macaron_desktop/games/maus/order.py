"""Who goes when in a round of Maus au Chocolat, and how helpers move on.

Pure functions over seats, bids and helpers (RULINGS 3):

* picking goes from the highest bid to the lowest; Henri adds 2 to his holder's bid, ties
  go to the higher helper rank (Henri's own rank, 2, included); players who bid nothing
  (an empty hand) pick after every bidder, in helper order;
* scoring goes in helper order, the highest rank first;
* helpers pass to the left (seat i to seat i + 1); the dealer, seat 0, receives none and
  takes the row's leftmost, and the dealer's right neighbour (the last seat) lays theirs
  at the row's right end.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import HENRI_BONUS, Card, Helper

DEALER = 0


def bid_total(bid: Card | None, helper: Helper) -> int | None:
    """The coins a bid counts for: its printed coins, plus 2 for Henri; ``None``: no bid."""
    if bid is None:
        return None
    return bid.bid + (HENRI_BONUS if helper is Helper.HENRI else 0)


def pick_order(bids: Sequence[Card | None], helpers: Sequence[Helper]) -> tuple[int, ...]:
    """The seats in picking order for these bids (``None``: that seat bid nothing)."""
    seats = range(len(bids))

    def key(seat: int) -> tuple[int, int, int]:
        total = bid_total(bids[seat], helpers[seat])
        return (0 if total is not None else 1, -(total or 0), -helpers[seat].rank)

    return tuple(sorted(seats, key=key))


def scoring_order(helpers: Sequence[Helper]) -> tuple[int, ...]:
    """The seats in scoring order: by their helper's rank, the highest first."""
    return tuple(sorted(range(len(helpers)), key=lambda seat: -helpers[seat].rank))


def pass_helpers(
    held: Sequence[Helper], row: Sequence[Helper]
) -> tuple[tuple[Helper, ...], tuple[Helper, ...]]:
    """The helpers each seat holds next round, and the row after passing.

    Seat i's helper goes to seat i + 1; the dealer takes the row's leftmost helper; the
    last seat's helper goes to the row's right end. With two players the dealer's helper
    goes to seat 1 and seat 1's to the row, as with more.
    """
    n = len(held)
    new_held = [row[0], *held[: n - 1]]
    new_row = (*row[1:], held[n - 1])
    return tuple(new_held), new_row
