"""The state of a La Macarena game: plain immutable data.

:class:`MacarenaState` is a ``NamedTuple``: the engine makes the next state with
``_replace``, several times cheaper than rebuilding a frozen dataclass, which matters
to bots that play thousands of games in their head. Inner values are tuples, frozensets
and the small frozen records below.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

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


class MacarenaState(NamedTuple):
    """The whole game. Seats are 0 to ``players - 1``; seat ``i`` is followed by ``i + 1``."""

    players: int
    #: amulets that win (2 with 2-3 players, 1 with 4-5)
    target: int
    seed: int
    #: the config's start player (``None``: drawn from the seed)
    start_choice: int | None
    #: hand number, from 1
    number: int
    start_seat: int
    #: this hand's 104 cards in shuffled order: the deal, the wells, then the draw pile
    deck: tuple[Card, ...]
    #: position in ``deck`` of the next card to draw
    drawn: int
    hands: tuple[tuple[Card, ...], ...]
    collections: tuple[tuple[Card, ...], ...]
    #: every card on each well, bottom first: the last one is the top
    wells: tuple[tuple[Card, ...], ...]
    #: each well's Macas: one owner seat per Maca, in the order placed
    macas: tuple[tuple[int, ...], ...]
    phase: Phase
    #: the seat whose turn it is (or who moves a Maca, or buys an element)
    seat: int
    #: whether the current turn is a mirror turn
    mirror: bool
    #: the well of the series being built (or of the mirror whose Maca is being moved)
    well: int | None
    #: the cards laid so far in the series being built (out of the hand already)
    series: tuple[Card, ...]
    #: this hand's finished turns
    turns: tuple[Turn, ...]
    elements: tuple[frozenset[Element], ...]
    coins: tuple[int, ...]
    amulets: tuple[int, ...]
    #: end of hand: why it ended and who left (else ``None``)
    end_reason: str | None
    leaver: int | None
    #: end of hand: the seats that hand over, those still choosing, and the choices
    handers: tuple[int, ...]
    choosing: tuple[int, ...]
    choices: tuple[Element | None, ...]
    #: end of hand: awards so far, and elements bought so far
    awards: tuple[Award, ...]
    bought: tuple[tuple[int, Element], ...]
    #: per seat, the events of this hand that seat may see, oldest first
    logs: tuple[tuple[Event, ...], ...]
    #: the same for the hand before (its end-of-hand awards, for the table)
    previous_logs: tuple[tuple[Event, ...], ...]
    results: tuple[HandResult, ...]
    archive: tuple[HandRecord, ...]
    result: Result | None
