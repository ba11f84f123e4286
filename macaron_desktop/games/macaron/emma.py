"""Emma, the solo opponent: which pile she plays from (RULINGS 1.7).

Emma decides from what she may know: which of her piles still hold cards, the Royal
flavours, the Allergen, the flavour led in this trick and the one led in the trick before.
She never looks at the ranks of her cards; she always plays a pile's top card.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .cards import Flavor


def choose_pile(
    piles: Sequence[tuple[Flavor, int]],
    royal: Collection[Flavor],
    allergen: Flavor | None,
    led: Flavor | None,
    previous_led: Flavor | None,
) -> Flavor:
    """The pile Emma plays from.

    ``piles`` lists (pile flavour, cards left) from the left; ``led`` is the flavour led in
    the current trick (``None`` when Emma leads); ``previous_led`` is the flavour led in the
    trick before.
    """
    open_piles = [f for f, count in piles if count > 0]
    if not open_piles:
        raise ValueError("Emma has no cards left")
    non_royal = [f for f in open_piles if f not in royal]
    if led is None:
        if allergen is not None and previous_led is allergen:
            choices = [non_royal]
        else:
            choices = [[f for f in non_royal if f is not allergen], non_royal]
    elif led in open_piles:
        return led
    elif led in royal:
        allergen_pile = [allergen] if allergen in open_piles else []
        choices = [allergen_pile, non_royal]
    else:
        royal_piles = [f for f in open_piles if f in royal]
        allergen_pile = [allergen] if allergen in open_piles else []
        choices = [royal_piles, allergen_pile]
    for choice in choices:
        if choice:
            return choice[0]
    return open_piles[0]
