"""The actions a seat can take in Macaron: small immutable values.

Card lists inside ``PassCards`` and ``Discard`` are kept sorted, so the same choice made
in any order is the same action. The engine hands out shared instances from
:func:`pass_action`, :func:`play_action` and friends; that makes ``legal_actions`` cheap.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Any, overload

from macaron_desktop.core.actions import ActionSet

from .cards import ALL_CARDS, FLAVORS, GROUPS, Card, Flavor, Group, sort_key

ACTIONS = ActionSet("Macaron", values=(Card, Flavor, Group))


def _sorted_cards(cards: object) -> tuple[Card, ...]:
    if isinstance(cards, Card):
        return (cards,)
    try:
        items = tuple(cards)  # type: ignore[call-overload]
    except TypeError:
        return ()
    if all(isinstance(c, Card) for c in items):
        return tuple(sorted(items, key=sort_key))
    return items


@ACTIONS.action
class PassCards:
    """Choose two cards to pass (2P and more); they move once every seat has chosen."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _sorted_cards(self.cards))


@ACTIONS.action
class Discard:
    """Solo: discard one or two cards; as many are drawn at once."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _sorted_cards(self.cards))


@ACTIONS.action
class ChooseRoyal:
    """2P/3P: the Royal chooser names the Royal (trump) group."""

    group: Group


@ACTIONS.action
class ChooseAllergen:
    """Solo, 2P, 3P: the Allergen chooser names the Allergen flavour."""

    flavor: Flavor


@ACTIONS.action
class PlaceVote:
    """4P, 2V2, 5P: place one token of ``value`` face down on a group or a flavour."""

    value: int
    target: Group | Flavor


@ACTIONS.action
class Bet:
    """Put the betting token on a row (1-5, standard) or a column (0-8, advanced)."""

    row_or_column: int


@ACTIONS.action
class SkipBet:
    """Do not bet this round."""


@ACTIONS.action
class PlayCard:
    """Play a card from the hand to the trick."""

    card: Card


@ACTIONS.action
class EmmaPlay:
    """Emma plays the top card of one of her flavour piles (decided by her rules)."""

    pile: Flavor


MacaronAction = (
    PassCards
    | Discard
    | ChooseRoyal
    | ChooseAllergen
    | PlaceVote
    | Bet
    | SkipBet
    | PlayCard
    | EmmaPlay
)

ACTION_TYPES: tuple[type, ...] = ACTIONS.types

# Shared instances, so the engine does not rebuild the same small values on every step.
PLAY: dict[Card, PlayCard] = ACTIONS.shared(PlayCard, ALL_CARDS)
EMMA_PLAY: dict[Flavor, EmmaPlay] = ACTIONS.shared(EmmaPlay, FLAVORS)
CHOOSE_ROYAL: dict[Group, ChooseRoyal] = ACTIONS.shared(ChooseRoyal, GROUPS)
CHOOSE_ALLERGEN: dict[Flavor, ChooseAllergen] = ACTIONS.shared(ChooseAllergen, FLAVORS)
BET: dict[int, Bet] = ACTIONS.shared(Bet, range(0, 9))
SKIP_BET = SkipBet()
VOTE: dict[tuple[int, Group | Flavor], PlaceVote] = {
    (v, t): PlaceVote(v, t) for v in (1, 2, 3) for t in (*GROUPS, *FLAVORS)
}
_PAIRS: dict[tuple[Card, Card], PassCards] = {}
_DISCARDS: dict[tuple[Card, ...], Discard] = {}


def pass_action(a: Card, b: Card) -> PassCards:
    """The shared ``PassCards`` for two cards given in table order."""
    key = (a, b)
    action = _PAIRS.get(key)
    if action is None:
        action = _PAIRS[key] = PassCards(key)
    return action


def discard_action(cards: tuple[Card, ...]) -> Discard:
    """The shared ``Discard`` for one or two cards given in table order."""
    action = _DISCARDS.get(cards)
    if action is None:
        action = _DISCARDS[cards] = Discard(cards)
    return action


# Every pair of cards, made once: building a PassCards (it sorts its cards) costs more than
# looking it up, and passing offers 78 pairs per hand.
_PAIR_TABLE: dict[tuple[Card, Card], PassCards] = {
    (a, b): pass_action(a, b) for a, b in combinations(sorted(ALL_CARDS, key=sort_key), 2)
}


def _pair(a: Card, b: Card) -> PassCards:
    action = _PAIR_TABLE.get((a, b))
    if action is None:
        action = _PAIR_TABLE[(a, b)] = pass_action(a, b)
    return action


class CardChoices(Sequence[Any]):
    """Every way to pick cards from a hand, as actions, made only when asked for.

    ``legal_actions`` returns this for passing (every 2 cards) and the solo discard (every
    1 or 2 cards): a hand of 13 has 78 or 91 choices, and a bot usually looks at one.
    It behaves as a read-only list of the actions, in table order (singles first).
    """

    __slots__ = ("_hand", "_kind", "_singles", "_len")

    def __init__(self, hand: tuple[Card, ...], kind: type) -> None:
        self._hand = hand
        self._kind = kind
        n = len(hand)
        self._singles = n if kind is Discard else 0
        self._len = self._singles + n * (n - 1) // 2

    def __len__(self) -> int:
        return self._len

    def _make(self, cards: tuple[Card, ...]) -> Any:
        if self._kind is PassCards:
            return _pair(*cards)
        return discard_action(cards)

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> list[Any]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("choice index out of range")
        hand = self._hand
        if index < self._singles:
            return self._make((hand[index],))
        index -= self._singles
        n = len(hand)
        first = 0
        while index >= n - 1 - first:
            index -= n - 1 - first
            first += 1
        return self._make((hand[first], hand[first + 1 + index]))

    def __iter__(self) -> Iterator[Any]:
        hand = self._hand
        if self._singles:
            for card in hand:
                yield self._make((card,))
        for pair in combinations(hand, 2):
            yield self._make(pair)

    def __contains__(self, action: object) -> bool:
        if type(action) is not self._kind:
            return False
        cards = action.cards  # type: ignore[attr-defined]
        sizes = (1, 2) if self._singles else (2,)
        return (
            len(cards) in sizes
            and len(set(cards)) == len(cards)
            and all(c in self._hand for c in cards)
        )

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardChoices):
            return self._hand == other._hand and self._kind is other._kind
        if isinstance(other, (list, tuple)):
            return len(other) == self._len and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"CardChoices({self._kind.__name__}, {len(self)} choices)"
