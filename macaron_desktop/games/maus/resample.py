"""A full Maus au Chocolat state that agrees with one seat's view, hidden cards drawn.

The cards the seat cannot place are every card not in its hand, on display, among the
discards, in a score pile, in a revealed bid still to be laid, or known to be in another
hand (a display card taken, a combination being scored). They are dealt at random to the
other hands' unknown places, to the secret bids of seats that have bid, and to the draw
pile. A fresh seed stands in for the hidden one, so reshuffles in the imagined future are
random too.
"""

from __future__ import annotations

import random

from macaron_desktop.core.eventlog import Logs
from macaron_desktop.core.fastcopy import carry

from .cards import ALL_CARDS, Card, sorted_hand
from .state import MausState, Phase
from .view import MausView


def resample(view: MausView, rng: random.Random) -> MausState:
    """A state consistent with ``view`` (see the module's text)."""
    n = view.players
    me = view.seat
    secret = view.phase is Phase.BID
    placed: set[Card] = {*view.hand, *view.display, *view.discards}
    for pile in view.piles:
        placed.update(pile)
    for bid in view.bids:
        if bid is not None and bid not in placed and (secret or view.phase is Phase.PICK):
            placed.add(bid)
    fixed: list[set[Card]] = [set() for _ in range(n)]
    for s in range(n):
        if s == me:
            continue
        fixed[s] = set(view.known[s])
        if view.pending is not None and view.order and view.order[view.index] == s:
            fixed[s].update(view.pending.cards)
        placed.update(fixed[s])
    pool = [c for c in ALL_CARDS if c not in placed]
    rng.shuffle(pool)
    hands: list[tuple[Card, ...]] = []
    bids = list(view.bids)
    for s in range(n):
        if s == me:
            hands.append(view.hand)
            continue
        room = view.hand_sizes[s] - len(fixed[s])
        drawn, pool = pool[:room], pool[room:]
        hands.append(sorted_hand((*fixed[s], *drawn)))
        if secret and view.has_bid[s]:
            bids[s], pool = pool[0], pool[1:]
    if len(pool) != view.deck_count:
        raise ValueError(f"{len(pool)} cards left for a draw pile of {view.deck_count}")
    own = tuple(view.events if s == me else () for s in range(n))
    # the rest is public: the view keeps it under the state's own names
    return carry(
        MausState,
        view,
        seed=rng.randrange(1, 2**31),
        deck=tuple(pool),
        hands=tuple(hands),
        bids=tuple(bids),
        shuffles=((),) * view.shuffle_count,
        logs=Logs(own, ()),
    )
