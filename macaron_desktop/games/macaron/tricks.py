"""Who wins a trick and how many gift boxes it is worth (RULINGS 1.4).

These are pure functions over ``(flavour the card counts as, rank)`` pairs in playing
order, shared by the engine and by the record checker.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .cards import Flavor

#: reasons given with a won trick (the ``reason`` of the ``trick_won`` event)
PLAIN = "plain"  # one box
ONE = "one"  # won with a 1: three boxes
ALLERGEN = "allergen"  # an Allergen card and no 2: no boxes
TWO_CANCELS_ALLERGEN = "two_cancels_allergen"  # an Allergen card, but a 2 saves the boxes


def trick_winner(plays: Sequence[tuple[Flavor, int]], royal: Collection[Flavor]) -> int:
    """Index (in playing order) of the winning play.

    The led flavour wins unless the lead is not Royal and a Royal card was played: then
    the highest Royal card wins. A Royal lead lets only the led flavour win. Equal ranks
    go to the card played first.
    """
    led = plays[0][0]
    best = 0
    best_rank = plays[0][1]
    if led not in royal:
        trumped = False
        for i in range(1, len(plays)):
            flavor, rank = plays[i]
            if flavor in royal:
                if not trumped or rank > best_rank:
                    trumped = True
                    best = i
                    best_rank = rank
            elif not trumped and flavor is led and rank > best_rank:
                best = i
                best_rank = rank
        return best
    for i in range(1, len(plays)):
        flavor, rank = plays[i]
        if flavor is led and rank > best_rank:
            best = i
            best_rank = rank
    return best


def trick_boxes(
    plays: Sequence[tuple[Flavor, int]], winner: int, allergen: Flavor | None
) -> tuple[int, str]:
    """Boxes the winner gains and why: 3 for a winning 1, else 1; 0 if an Allergen
    card lies in the trick and no card of rank 2 does."""
    won_with_one = plays[winner][1] == 1
    if allergen is not None:
        spoiled = saved = False
        for flavor, rank in plays:
            if flavor is allergen:
                spoiled = True
            if rank == 2:
                saved = True
        if spoiled:
            if saved:
                return (3 if won_with_one else 1), TWO_CANCELS_ALLERGEN
            return 0, ALLERGEN
    return (3, ONE) if won_with_one else (1, PLAIN)
