"""The state of a La Macarena game: plain immutable data.

:class:`MacarenaState` is a ``NamedTuple``: the engine makes the next state with
``core.fastcopy.replace_tuple`` (a quicker ``_replace``), several times cheaper than
rebuilding a frozen dataclass, which matters
to bots that play thousands of games in their head. What every seat sees is one
:class:`PublicTable` in it, which the views share. Inner values are tuples, frozensets
and the small frozen records below.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter
from typing import NamedTuple, TypeVar

from macaron_desktop.core.enums import IdentityEnum
from macaron_desktop.core.game import Event, Result

from .cards import Card, Element


class Phase(IdentityEnum):
    """The step the game waits for."""

    #: the turn's player chooses a well to start a series on, or passes
    TURN = "turn"
    #: a series is being built on the chosen well, card by card
    SERIES = "series"
    #: a mirror with all seven Macas out: which well gives one up
    MOVE_MACA = "move_maca"
    #: end of hand: the players with most cards in hand choose what to hand over
    HAND_OVER = "hand_over"
    #: end of hand: four coins become an element of the player's choice
    BUY = "buy"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class Turn:
    """One finished turn of a hand: the series laid (or the pass) and the Maca changes.

    Turn ``i`` of a hand drew the card at position ``7 * players + 7 + i`` of that hand's
    deck, so the drawn card is not stored (and a turn holds nothing a seat cannot see).
    """

    seat: int
    #: whether this was a mirror turn (an extra turn after a mirror)
    mirror_turn: bool
    #: the well played on; ``None`` for a pass
    well: int | None
    #: the series, first card first (empty for a pass)
    cards: tuple[Card, ...]
    #: whether the series ended in a mirror
    mirror: bool = False
    #: after a mirror: ``None`` when a new Maca was placed, else the well one was moved
    #: from (the mirror's own well when all seven were there already: nothing moved)
    maca_from: int | None = None
    #: after a pass: the wells the player's Macas returned from, one entry per Maca
    returned: tuple[int, ...] = ()


class Standing(NamedTuple):
    """What one player holds between hands."""

    elements: tuple[Element, ...]
    coins: int
    amulets: int


@dataclass(frozen=True, slots=True)
class Award:
    """One end-of-hand award (or loss) and everyone's standings right after it.

    ``kind`` is one of ``messages.AWARDS``; ``coins`` is the change in the seat's coins.
    """

    kind: str
    seat: int | None
    element: Element | None
    coins: int
    #: why an element token went to nobody: ``"no_cards"`` or ``"tie"``
    reason: str | None
    standings: tuple[Standing, ...]


@dataclass(frozen=True, slots=True)
class HandResult:
    """The public outcome of a finished hand."""

    number: int
    start_seat: int
    #: ``"deck_empty"``, ``"left"`` (a player ran out of cards) or ``"all_wells"``
    end: str
    #: the player who left, or who enchanted every well; else ``None``
    seat: int | None
    hand_sizes: tuple[int, ...]
    #: every collection, shown at the end (``None`` after an instant win: never shown)
    collections: tuple[tuple[Card, ...], ...] | None
    #: active Macas per player when the hand ended
    active_macas: tuple[int, ...]
    awards: tuple[Award, ...]
    standings: tuple[Standing, ...]


@dataclass(frozen=True, slots=True)
class HandRecord:
    """All of a finished hand, for game records: the deck order and every turn."""

    deck: tuple[Card, ...]
    turns: tuple[Turn, ...]
    #: the element each hand-over player chose (``None`` where nobody had to choose)
    choices: tuple[Element | None, ...]
    #: the elements bought with coins, in the order bought: (seat, element)
    bought: tuple[tuple[int, Element], ...]
    result: HandResult


class PublicTable(NamedTuple):
    """All of the table that every seat sees, as the state holds it.

    The state keeps one and every view shares that same object (no copy): a view is
    built for every bot decision, and what everyone sees is declared once, here.
    """

    players: int
    #: amulets that win (2 with 2-3 players, 1 with 4-5)
    target: int
    #: from 1
    hand_number: int
    start_seat: int
    phase: Phase
    #: the seat whose turn it is (or who moves a Maca, or buys an element)
    turn_seat: int
    #: whether the current turn is a mirror turn
    mirror_turn: bool
    #: every card on each well, bottom first: the last one is the top
    wells: tuple[tuple[Card, ...], ...]
    #: each well's Macas: one owner seat per Maca, in the order placed
    macas: tuple[tuple[int, ...], ...]
    #: the well of the series being built (or of the mirror whose Maca is being moved)
    well: int | None
    #: the cards laid so far in the series being built (out of the hand already)
    series: tuple[Card, ...]
    #: this hand's finished turns, oldest first
    turns: tuple[Turn, ...]
    elements: tuple[frozenset[Element], ...]
    coins: tuple[int, ...]
    amulets: tuple[int, ...]
    #: end of hand: why it ended and who left (else ``None``)
    end_reason: str | None
    leaver: int | None
    #: end of hand: the seats that hand over, and those still choosing
    handers: tuple[int, ...]
    choosing: tuple[int, ...]
    #: end of hand: the awards so far
    awards: tuple[Award, ...]
    #: finished hands, oldest first
    hand_results: tuple[HandResult, ...]
    result: Result | None


_T = TypeVar("_T")


def reads_public(cls: type[_T]) -> type[_T]:
    """Give ``cls`` (which has a ``public`` field) a read-only attribute per field of
    :class:`PublicTable`, so that ``state.coins`` and ``view.coins`` read as before.

    An ``attrgetter`` property: a C-level lookup, cheaper than a Python property.
    """
    for name in PublicTable._fields:
        setattr(cls, name, property(attrgetter("public." + name), doc=f"``public.{name}``"))
    return cls


@reads_public
class MacarenaState(NamedTuple):
    """The whole game. Seats are 0 to ``players - 1``; seat ``i`` is followed by ``i + 1``.

    What everyone sees is in ``public`` (and readable as ``state.wells`` and so on); the
    fields here are what some seat must not see, and what the engine needs besides.
    A change to the public table makes a new one: ``replace_tuple(state, public=
    replace_tuple(state.public, ...))`` (``_replace`` does the same, slower).
    """

    public: PublicTable
    seed: int
    #: the config's start player (``None``: drawn from the seed)
    start_choice: int | None
    #: this hand's 104 cards in shuffled order: the deal, the wells, then the draw pile
    deck: tuple[Card, ...]
    #: position in ``deck`` of the next card to draw
    drawn: int
    hands: tuple[tuple[Card, ...], ...]
    collections: tuple[tuple[Card, ...], ...]
    #: end of hand: each seat's hand-over choice (``None`` where not chosen)
    choices: tuple[Element | None, ...]
    #: end of hand: the elements bought so far
    bought: tuple[tuple[int, Element], ...]
    #: per seat, the events of this hand that seat may see, oldest first
    logs: tuple[tuple[Event, ...], ...]
    #: the same for the hand before (its end-of-hand awards, for the table)
    previous_logs: tuple[tuple[Event, ...], ...]
    archive: tuple[HandRecord, ...]
