"""Dealing a round (RULINGS 1.3, steps 1 and 3): hands, undealt cards, the solo draw deck,
the voting tokens, and Emma's piles once the solo player has drawn.

Every round's randomness comes from its own generator, derived from the game's seed and
the round number, so a round deals the same however the rounds before it went.
"""

from __future__ import annotations

from collections.abc import Sequence

from macaron_desktop.core.eventlog import Logs, empty_logs, join, make_event
from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.rng import derive_rng

from .cards import Card, Flavor, deck_for, in_table_order
from .config import MODE_INFO, PLAYER, ModeInfo
from .state import MacaronState, Phase, RoundState

_DECKS: dict[str, tuple[Card, ...]] = {name: deck_for(i.flavors) for name, i in MODE_INFO.items()}


def pass_direction(round_number: int) -> str:
    """``"left"`` in odd rounds, ``"right"`` in even ones."""
    return "left" if round_number % 2 == 1 else "right"


def blank_round(info: ModeInfo) -> RoundState:
    """An empty round: nothing dealt, nothing decided (round number 0)."""
    n = info.seats
    empty: tuple[tuple[Card, ...], ...] = ((),) * n
    return RoundState(
        number=0,
        start_seat=0,
        phase=Phase.PASS,
        dealt=empty,
        undealt=(),
        deck=(),
        pending=(None,) * n,
        passes=(),
        discard=(),
        drawn=(),
        emma_random=(),
        emma_built=(),
        start_hands=empty,
        royal_chooser=None,
        allergen_chooser=None,
        token_deal=(),
        tokens=((),) * n,
        votes=(),
        seat_votes=((),) * n,
        royal=None,
        royal_flavors=frozenset(),
        allergen=None,
        allergen_decided=False,
        bets=(None,) * n,
        bets_made=0,
        bets_decided=(False,) * n,
        hands=empty,
        piles=(),
        leader=0,
        trick=(),
        tricks=(),
        boxes=(0,) * n,
        logs=empty_logs(n),
    )


#: per mode, its blank round (an immutable value), which each deal starts from
_BLANK: dict[str, RoundState] = {name: blank_round(info) for name, info in MODE_INFO.items()}


def shuffle_round(info: ModeInfo, seed: int, number: int) -> tuple[list[Card], tuple[int, ...]]:
    """The shuffled deck of round ``number`` and, when the mode votes, its shuffled tokens.

    Both come from one generator derived from the seed and the round number. Seat ``i``
    is dealt cards ``[i * hand_size, (i + 1) * hand_size)`` (solo: the player the first
    13, the rest is the draw deck, top first) and tokens ``[i * k, (i + 1) * k)``.
    """
    deck = list(_DECKS[info.name])
    rng = derive_rng(seed, "round", number, "deal")
    rng.shuffle(deck)
    tokens: list[int] = []
    if info.voting:
        tokens = list(info.tokens)
        rng.shuffle(tokens)
    return deck, tuple(tokens)


def build_emma_piles(
    flavors: Sequence[Flavor], seed: int, number: int, deck: Sequence[Card]
) -> tuple[tuple[Card, ...], tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Solo: Emma's piles from the draw deck left after the player's draw.

    One card face down on each pile (in pile order), then eight cards into the piles of
    their printed flavours, then each pile shuffled. Returns the random cards, the piles
    (top first) and the rest of the deck.
    """
    randoms = tuple(deck[: len(flavors)])
    eight = deck[len(flavors) : len(flavors) + 8]
    piles = [[randoms[i]] + [c for c in eight if c.flavor is f] for i, f in enumerate(flavors)]
    rng = derive_rng(seed, "round", number, "emma_piles")
    for pile in piles:
        rng.shuffle(pile)
    return randoms, tuple(tuple(p) for p in piles), tuple(deck[len(flavors) + 8 :])


def deal_round(state: MacaronState, number: int, start: int) -> MacaronState:
    """Shuffle and deal round ``number``, started by seat ``start``.

    The round before (if any) is over: its logs join the finished rounds' logs.
    """
    info = state.info
    n = info.seats
    # The voting tokens are shuffled now too, and handed out once the cards are passed.
    deck, token_deal = shuffle_round(info, state.seed, number)
    size = info.hand_size
    events = [make_event("round_started", {"round": number, "start_seat": start})]
    if info.solo:
        hands: tuple[tuple[Card, ...], ...] = (in_table_order(deck[:size]), ())
        undealt: tuple[Card, ...] = ()
        rest = tuple(deck[size:])
        phase = Phase.DISCARD
        dealt_sizes = (size, 0)
    else:
        hands = tuple(in_table_order(deck[i * size : (i + 1) * size]) for i in range(n))
        undealt = in_table_order(deck[n * size :])
        rest = ()
        phase = Phase.PASS
        dealt_sizes = (size,) * n
    events.append(
        make_event(
            "cards_dealt", {"hand_sizes": dealt_sizes, "undealt": len(undealt), "deck": len(rest)}
        )
    )
    if phase is Phase.PASS:
        events.append(make_event("pass_started", {"direction": pass_direction(number)}))
    else:
        events.append(make_event("discard_started", {"seat": PLAYER}))
    r = replace(
        _BLANK[info.name],
        number=number,
        start_seat=start,
        phase=phase,
        dealt=hands,
        undealt=undealt,
        deck=rest,
        hands=hands,
        leader=start,
        token_deal=token_deal,
        logs=Logs(((),) * n, tuple(events)),
    )
    return replace(state, round=r, logs=join(state.logs, state.round.logs))
