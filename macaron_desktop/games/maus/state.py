"""Maus au Chocolat's state: plain, immutable data (the rules move it on).

One record holds the whole table. What a seat may not see is the draw pile's order, the
other hands (but for the display cards a player took and still holds, which everyone saw)
and the bids not yet revealed; :mod:`.view` cuts those out.
"""

from __future__ import annotations

from dataclasses import dataclass

from macaron_desktop.core.enums import IdentityEnum
from macaron_desktop.core.eventlog import Logs
from macaron_desktop.core.game import Result

from .cards import Card, Helper
from .combos import Combination, Tweak


class Phase(IdentityEnum):
    """The step the game waits for."""

    #: every seat with cards chooses a bid card, in secret and at once
    BID = "bid"
    #: in bid order, the picker takes two display cards
    PICK = "pick"
    #: Etienne's holder, at the start of their scoring turn: swap a card or not
    SWAP = "swap"
    #: in helper order, the scorer chooses a combination's cards or scores nothing
    SCORE = "score"
    #: the scorer's helper could change what the cards form: how (or not at all)
    POWER = "power"
    #: the rules leave open which cards of the combination are kept: which
    KEEP = "keep"
    #: players over the hand limit discard, at once
    DISCARD = "discard"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class Pending:
    """A combination being scored: the chosen cards and, once formed, what they form."""

    cards: tuple[Card, ...]
    combination: Combination | None = None
    tweak: Tweak | None = None


@dataclass(frozen=True)
class MausTable:
    """What every seat sees of the table: the part a state and each seat's view share.

    ``order`` and ``index`` walk the picking or the scoring order; ``known[seat]`` are
    the cards in that hand that everyone saw it take; ``no_bid`` the seats with no card to
    bid this round.
    """

    players: int
    round: int
    phase: Phase
    display: tuple[Card, ...]
    discards: tuple[Card, ...]
    known: tuple[frozenset[Card], ...]
    helpers: tuple[Helper, ...]
    helper_row: tuple[Helper, ...]
    no_bid: frozenset[int]
    order: tuple[int, ...]
    index: int
    swapped: bool
    pending: Pending | None
    piles: tuple[tuple[Card, ...], ...]
    discarding: tuple[int, ...]
    result: Result | None


@dataclass(frozen=True)
class MausState(MausTable):
    """Everything on the table: the public part (:class:`MausTable`) and the hidden one.

    ``bids[seat]`` is the seat's bid card this round (``None``: none yet, or none at all
    for a seat in ``no_bid``). ``shuffles`` keep every shuffle's order (the first deck,
    each reshuffle of the discards, the helpers) for records that outside programs check.
    """

    seed: int
    deck: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[Card | None, ...]
    shuffles: tuple[tuple[str, ...], ...]
    logs: Logs

    @property
    def acting(self) -> int:
        """The seat whose pick or scoring turn it is."""
        return self.order[self.index]

    def score(self, seat: int) -> int:
        """The points in ``seat``'s score pile (the kept cards' printed values)."""
        return sum(c.snack for c in self.piles[seat])
