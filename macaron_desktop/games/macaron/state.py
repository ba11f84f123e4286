"""The plain, immutable data of a Macaron game.

States are frozen dataclasses of tuples; the small records inside them (plays, tricks,
votes) are named tuples, which are the cheapest immutable values to build. The engine makes
the next state with ``core.fastcopy.replace`` (a quick ``dataclasses.replace``; tests may
use ``dataclasses.replace`` itself); nothing ever changes a state in place, so every state
in a match's history stays valid for undo and replay.

Events are kept per seat: ``logs.of(seat)`` is what that seat has seen, in order (see
``core.eventlog``); an event a seat may not see is simply not in its log.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from macaron_desktop.core.enums import IdentityEnum
from macaron_desktop.core.eventlog import Logs
from macaron_desktop.core.game import Result

from .cards import Card, Flavor, Group
from .config import ModeInfo
from .scoring import RoundScore


class Phase(IdentityEnum):
    """What the table is doing now."""

    PASS = "pass"  # 2P+: every seat picks two cards to pass, all at once
    DISCARD = "discard"  # solo: the player discards one or two cards
    CHOOSE_ROYAL = "choose_royal"  # 2P/3P: the Royal chooser picks a group
    CHOOSE_ALLERGEN = "choose_allergen"  # solo/2P/3P: the Allergen chooser picks a flavour
    VOTE = "vote"  # 4P/2V2/5P: tokens are placed face down, one per turn
    BET = "bet"  # each player may bet, in turn order
    PLAY = "play"  # tricks
    GAME_OVER = "game_over"


# A member looked up on its Enum class (``Phase.PLAY``) goes through the Python-level
# ``__getattr__`` hook of ``EnumType`` in Python 3.11: about 0.1 µs, as much as a dozen
# simple steps, and the engine tests the phase several times a move. Its hot paths use
# these module-level names instead.
PHASE_PASS = Phase.PASS
PHASE_DISCARD = Phase.DISCARD
PHASE_CHOOSE_ROYAL = Phase.CHOOSE_ROYAL
PHASE_CHOOSE_ALLERGEN = Phase.CHOOSE_ALLERGEN
PHASE_VOTE = Phase.VOTE
PHASE_BET = Phase.BET
PHASE_PLAY = Phase.PLAY
PHASE_GAME_OVER = Phase.GAME_OVER


class TrickPlay(NamedTuple):
    """A card on the table: who played it, the flavour it counts as, Emma's pile."""

    seat: int
    card: Card
    #: the flavour the card counts as (Emma: her pile's flavour)
    flavor: Flavor
    #: Emma's pile it came from; None for everyone else
    pile: Flavor | None = None


class Trick(NamedTuple):
    """A completed trick."""

    leader: int
    plays: tuple[TrickPlay, ...]
    winner: int
    boxes: int
    #: "plain", "one", "allergen" or "two_cancels_allergen" (see ``tricks``)
    reason: str
    #: True when a Royal card beat a non-Royal lead
    royal_won: bool


class Vote(NamedTuple):
    """A voting token placed on a group (Royal vote) or a flavour (Allergen vote)."""

    seat: int
    value: int
    target: Group | Flavor


class VoteView(NamedTuple):
    """A placed voting token as a seat sees it: ``value`` is None while face down."""

    seat: int
    target: Group | Flavor
    value: int | None


class PassedCards(NamedTuple):
    """Two cards that went from one seat to another when passing."""

    from_seat: int
    to_seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class RoundState:
    """One round, from the deal to the last trick."""

    number: int
    start_seat: int
    phase: Phase
    #: hands as dealt, per seat (Emma: empty)
    dealt: tuple[tuple[Card, ...], ...]
    #: 2P/3P/5P: cards set aside face down for the round
    undealt: tuple[Card, ...]
    #: solo: the draw deck, top first
    deck: tuple[Card, ...]
    #: pass choices not yet carried out, per seat
    pending: tuple[tuple[Card, ...] | None, ...]
    passes: tuple[PassedCards, ...]
    #: solo: the player's discards and draws
    discard: tuple[Card, ...]
    drawn: tuple[Card, ...]
    #: solo: the face-down random card of each pile, in pile order
    emma_random: tuple[Card, ...]
    #: solo: Emma's piles as built (top first), in pile order
    emma_built: tuple[tuple[Card, ...], ...]
    #: hands after passing or discarding (the hands tricks are played from)
    start_hands: tuple[tuple[Card, ...], ...]
    royal_chooser: int | None
    allergen_chooser: int | None
    #: the shuffled voting tokens, dealt in this order once the cards are passed
    token_deal: tuple[int, ...]
    #: voting tokens not yet placed, per seat
    tokens: tuple[tuple[int, ...], ...]
    votes: tuple[Vote, ...]
    #: per seat, the votes as that seat sees them (others' face down until the reveal)
    seat_votes: tuple[tuple[VoteView, ...], ...]
    royal: Group | None
    royal_flavors: frozenset[Flavor]
    allergen: Flavor | None
    allergen_decided: bool
    bets: tuple[int | None, ...]
    #: how many betting decisions have been made, and by whom
    bets_made: int
    bets_decided: tuple[bool, ...]
    hands: tuple[tuple[Card, ...], ...]
    #: solo: Emma's piles now (top first), in pile order
    piles: tuple[tuple[Card, ...], ...]
    leader: int
    trick: tuple[TrickPlay, ...]
    tricks: tuple[Trick, ...]
    boxes: tuple[int, ...]
    #: per seat, the events of this round that seat has seen, oldest first (``logs.of``)
    logs: Logs
    #: per seat, the view fields that stay fixed while the phase lasts, worked out when
    #: the phase begins (``view.seat_bases``): derived data, which the views of a phase
    #: share instead of each working them out again. Read-only.
    view_bases: tuple[dict[str, Any], ...] = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class MacaronState:
    """A whole game: set-up, scores, the current round and everything public so far."""

    mode: str
    scoring: str
    target: int
    seed: int
    info: ModeInfo
    #: the config's start player (None: drawn from the seed)
    config_start: int | None
    #: per seat, or per team in 2V2
    scores: tuple[int, ...]
    round: RoundState
    #: finished rounds, complete (for records); views only show ``summaries``
    history: tuple[RoundState, ...]
    summaries: tuple[RoundScore, ...]
    #: per seat, the events of the finished rounds that seat has seen (``logs.of``; the
    #: current round's are ``round.logs``)
    logs: Logs
    result: Result | None
