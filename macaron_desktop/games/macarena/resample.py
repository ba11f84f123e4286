"""``resample(view, rng)``: a full state that agrees with everything a seat knows.

Known to the seat: its hand and collection, the wells, every series laid this hand
(so every collection: a series leaves its last card on the well and puts the others in
the collection, a lone mirror goes to the collection whole), the series being built,
hand sizes, the cards left in the pile, and everyone's tokens. Drawn from ``rng``: which
of the unseen cards are in which other hand and the order of the pile, the hidden
hand-over choices already made, and a new seed for the hands still to come.

The resampled state plays on exactly like a real one; only its game record would be
meaningless (the deck order of earlier positions is made up), so ``archive`` is empty.
"""

from __future__ import annotations

import random
from collections import Counter

from .cards import CARD_INDEX, FULL_DECK, Card, Element
from .state import MacarenaState, Phase, Turn
from .view import MacarenaView


def collected_by(turns: tuple[Turn, ...], seat: int) -> list[Card]:
    """The cards ``seat``'s series of this hand put in its collection, in order."""
    out: list[Card] = []
    for t in turns:
        if t.seat != seat or not t.cards:
            continue
        if len(t.cards) == 1:
            if t.mirror:
                out.append(t.cards[0])
        else:
            out.extend(t.cards[:-1])
    return out


def resample(view: MacarenaView, rng: random.Random) -> MacarenaState:
    """A state consistent with ``view``; see the module text."""
    n = view.players
    me = view.seat
    if view.collections is not None:
        collections = view.collections
    else:
        collections = tuple(
            view.collection if p == me else tuple(collected_by(view.turns, p)) for p in range(n)
        )
    known: Counter[Card] = Counter(view.hand)
    for pile in (*view.wells, *collections, view.series):
        known.update(pile)
    unseen = list((Counter(FULL_DECK) - known).elements())
    unseen.sort(key=CARD_INDEX.__getitem__)  # a fixed order, so only rng decides
    rng.shuffle(unseen)
    others = [p for p in range(n) if p != me]
    if len(unseen) != sum(view.hand_sizes[p] for p in others) + view.deck_count:
        raise ValueError("the view does not add up to 104 cards")
    hands: list[tuple[Card, ...]] = [()] * n
    hands[me] = view.hand
    at = 0
    for p in others:
        hands[p] = tuple(sorted(unseen[at : at + view.hand_sizes[p]], key=CARD_INDEX.__getitem__))
        at += view.hand_sizes[p]
    pile = unseen[at:]
    out_of_pile = sorted((known + Counter(unseen[:at])).elements(), key=CARD_INDEX.__getitem__)
    choices: list[Element | None] = [None] * n
    # Once the hand-over is settled (buying, game over) the choices stay in the state:
    # the seat's own is in its view, the others' are public in the awards.
    choices[me] = view.own_choice
    for a in view.awards:
        if a.kind == "hand_over_element" and a.seat is not None and a.seat != me:
            choices[a.seat] = a.element
    if view.phase is Phase.HAND_OVER:
        for p in view.handers:
            held = sorted(view.elements[p], key=lambda e: e.value)
            if p == me:
                choices[p] = view.own_choice
            elif p not in view.choosing and len(held) > 1:
                choices[p] = held[rng.randrange(len(held))]
    public_events = tuple(e for e in view.events if e.audience is None)
    earlier = tuple(e for e in view.previous_events if e.audience is None)
    bought = tuple((a.seat, a.element) for a in view.awards if a.kind == "element_bought")
    return MacarenaState(
        public=view.public,
        seed=rng.getrandbits(62),
        start_choice=None,
        deck=tuple(out_of_pile) + tuple(pile),
        drawn=len(out_of_pile),
        hands=tuple(hands),
        collections=collections,
        choices=tuple(choices),
        bought=bought,
        logs=tuple(view.events if p == me else public_events for p in range(n)),
        previous_logs=tuple(view.previous_events if p == me else earlier for p in range(n)),
        archive=(),
    )
