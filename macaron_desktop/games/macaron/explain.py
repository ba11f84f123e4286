"""Why a trick went the way it did (RULINGS 1.4), as message keys for the game log.

:func:`explain_trick` says, for a completed trick, why its winner took it and why it
brought 0, 1 or 3 gift boxes; :func:`explain_tricks` does it for every trick in a seat's
events, from what the seat saw (the cards played, the Royal group, the Allergen), so the
``trick_won`` events and the records stay as they are. ``table/explain.py`` words the
keys in the player's language. Qt-free.

Why the winner took the trick (``won``):

* ``only_led``: nobody else played the led flavour, and no Royal card beat it;
* ``highest_led``: the highest card of the led flavour;
* ``royal_lead``: the highest card of the led flavour, which is Royal, while a card of the
  other Royal flavour was played too (it cannot win on a Royal lead);
* ``royal``: the only Royal card, on a lead that is not Royal;
* ``highest_royal``: the highest of several Royal cards, on a lead that is not Royal;
* ``tie_first``: cards of equal rank could each have won; the one played first did.

Why the boxes (``why_boxes``): ``plain`` (1 box: the winning card is not a 1), ``one``
(3 boxes: won with a 1), ``allergen`` / ``allergen_one`` (no boxes: an Allergen card and
no 2 in the trick; the second when a 1 won it), ``two_cancels`` / ``two_cancels_one``
(an Allergen card, but a 2 cancels it: 1 box, or 3 with a winning 1).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any, NamedTuple

from macaron_desktop.core.game import Event

from .cards import GROUP_FLAVORS, Flavor, Group
from .tricks import ALLERGEN, ONE, TWO_CANCELS_ALLERGEN, trick_boxes, trick_winner

#: why the winner took the trick (see the module text)
WON_KEYS = ("only_led", "highest_led", "royal_lead", "royal", "highest_royal", "tie_first")
#: why the trick brought the boxes it did
BOX_KEYS = ("plain", "one", "allergen", "allergen_one", "two_cancels", "two_cancels_one")


class Play(NamedTuple):
    """A card in a trick: who played it, the flavour it counts as and its rank."""

    seat: int
    flavor: Flavor
    rank: int


class TrickExplanation(NamedTuple):
    """Why a trick went as it did: the keys of the module text and their values."""

    #: the winner's seat
    seat: int
    won: str
    boxes: int
    why_boxes: str
    #: the Allergen in the trick (for ``allergen*`` and ``two_cancels*``), else None
    allergen: Flavor | None
    #: the seat whose equal card lost to the winner's (``tie_first``), else None
    tied_with: int | None = None


def explain_trick(
    plays: Sequence[Play], royal: Collection[Flavor], allergen: Flavor | None
) -> TrickExplanation:
    """Why the trick of ``plays`` (in playing order) went as it did."""
    pairs = [(p.flavor, p.rank) for p in plays]
    index = trick_winner(pairs, royal)
    boxes, reason = trick_boxes(pairs, index, allergen)
    winner = plays[index]
    led = plays[0].flavor
    if led not in royal and winner.flavor in royal:
        rivals = [p for p in plays if p.flavor in royal]
        won = "royal" if len(rivals) == 1 else "highest_royal"
    else:
        rivals = [p for p in plays if p.flavor is led]
        won = "only_led" if len(rivals) == 1 else "highest_led"
        if led in royal and any(p.flavor in royal and p.flavor is not led for p in plays):
            won = "royal_lead"
    tied = [p for p in rivals if p is not winner and p.rank == winner.rank]
    if tied:
        won = "tie_first"
    with_one = winner.rank == 1
    why = {
        ALLERGEN: "allergen_one" if with_one else "allergen",
        TWO_CANCELS_ALLERGEN: "two_cancels_one" if with_one else "two_cancels",
        ONE: "one",
    }.get(reason, "plain")
    in_trick = allergen if reason in (ALLERGEN, TWO_CANCELS_ALLERGEN) else None
    return TrickExplanation(winner.seat, won, boxes, why, in_trick, tied[0].seat if tied else None)


def explain_tricks(events: Sequence[Event]) -> dict[int, TrickExplanation]:
    """For every ``trick_won`` in ``events`` (a seat's log, oldest first), by its index:
    why the trick went as it did, from the cards played before it and the round's Royal
    group and Allergen. A trick whose cards the events do not show is left out."""
    found: dict[int, TrickExplanation] = {}
    royal: frozenset[Flavor] = frozenset()
    allergen: Flavor | None = None
    plays: list[Play] = []
    for index, event in enumerate(events):
        key = event.key
        p: Any = event.params
        if key == "card_played":
            card = p.get("card")
            flavor = p.get("counts_as") or getattr(card, "flavor", None)
            if isinstance(flavor, Flavor) and isinstance(getattr(card, "rank", None), int):
                plays.append(Play(int(p.get("seat", -1)), flavor, card.rank))
        elif key == "trick_won":
            if plays:
                why = explain_trick(plays, royal, allergen)
                if why.seat == p.get("seat") and why.boxes == p.get("boxes"):
                    found[index] = why
            plays = []
        elif key == "royal_chosen":
            group = p.get("group")
            royal = frozenset(GROUP_FLAVORS[group]) if isinstance(group, Group) else frozenset()
        elif key == "allergen_chosen":
            flavor = p.get("flavor")
            allergen = flavor if isinstance(flavor, Flavor) else None
        elif key == "round_started":
            royal, allergen, plays = frozenset(), None, []
    return found


__all__ = [
    "BOX_KEYS",
    "WON_KEYS",
    "Play",
    "TrickExplanation",
    "explain_trick",
    "explain_tricks",
]
