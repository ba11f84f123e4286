"""Passing and the solo discard (RULINGS 1.3, steps 2 and 3).

2P and more: every seat picks two cards at once; once the last seat has chosen, the cards
move together, to the left in odd rounds and to the right in even ones. Solo: the player
discards one or two cards and draws as many; then Emma's piles are built and give the
Royal group. Who passed which cards is seen by the two seats concerned only.
"""

from __future__ import annotations

from collections.abc import Sequence

from macaron_desktop.core.eventlog import deliver, make_event
from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.messages import IllegalAction

from .cards import Card, in_table_order
from .choosing import royal_by_piles, royal_flavors
from .config import PLAYER
from .deal import build_emma_piles, pass_direction
from .messages import card_refusal_params
from .state import MacaronState, PassedCards, Phase


def pass_target(seat: int, round_number: int, seats: int) -> int:
    """Where ``seat`` passes in a round: left (seat + 1) in odd rounds, right in even."""
    step = 1 if round_number % 2 == 1 else -1
    return (seat + step) % seats


# Cards equal only themselves and hash by identity (see ``cards``), so a set of them
# answers ``in`` exactly, without the Python-level comparisons a tuple's ``in`` makes.


def _remove(hand: tuple[Card, ...], cards: Sequence[Card]) -> tuple[Card, ...]:
    drop = set(cards)
    return tuple([c for c in hand if c not in drop])


def _check_in_hand(hand: tuple[Card, ...], cards: Sequence[Card]) -> None:
    held = set(hand)
    for card in cards:
        if type(card) is not Card or card not in held:
            raise IllegalAction("not_in_hand", **card_refusal_params(card))


def pass_cards(state: MacaronState, seat: int, cards: tuple[Card, ...]) -> MacaronState:
    """``seat`` chooses the two cards it passes; the last choice moves them all."""
    r = state.round
    if len(cards) != 2 or cards[0] == cards[1]:
        raise IllegalAction("pass_two_cards", count=len(set(cards)))
    _check_in_hand(r.hands[seat], cards)
    pending = list(r.pending)
    pending[seat] = cards
    logs = deliver(r.logs, make_event("seat_passed", {"seat": seat}))
    if None in pending:
        return replace(state, round=replace(r, pending=tuple(pending), logs=logs))
    # Every seat has chosen: the cards move together.
    n = state.info.seats
    hands = [list(_remove(r.hands[i], pending[i])) for i in range(n)]  # type: ignore[arg-type]
    passes = []
    for giver in range(n):
        taker = pass_target(giver, r.number, n)
        given = pending[giver]
        assert given is not None
        hands[taker].extend(given)
        passes.append(PassedCards(giver, taker, given))
    new_hands = tuple(in_table_order(h) for h in hands)
    events = [make_event("cards_passed", {"direction": pass_direction(r.number)})]
    events += [
        make_event(
            "cards_given",
            {"from_seat": p.from_seat, "to_seat": p.to_seat, "cards": p.cards},
            frozenset((p.from_seat, p.to_seat)),
        )
        for p in passes
    ]
    r = replace(
        r,
        pending=(None,) * n,
        passes=tuple(passes),
        hands=new_hands,
        start_hands=new_hands,
        logs=deliver(logs, *events),
    )
    return after_exchange(replace(state, round=r))


def discard(state: MacaronState, cards: tuple[Card, ...]) -> MacaronState:
    """Solo: the player discards ``cards`` and draws as many; Emma's piles are built."""
    r = state.round
    if not 1 <= len(cards) <= 2 or len(set(cards)) != len(cards):
        raise IllegalAction("discard_one_or_two", count=len(set(cards)))
    hand = r.hands[PLAYER]
    _check_in_hand(hand, cards)
    k = len(cards)
    drawn = r.deck[:k]
    new_hand = in_table_order(_remove(hand, cards) + drawn)
    flavors = state.info.flavors
    randoms, built, rest = build_emma_piles(flavors, state.seed, r.number, r.deck[k:])
    royal = royal_by_piles(built, flavors)
    events = (
        make_event("cards_discarded", {"seat": PLAYER, "count": k}),
        make_event(
            "cards_drawn",
            {"seat": PLAYER, "discarded": cards, "drawn": drawn},
            frozenset((PLAYER,)),
        ),
        make_event(
            "emma_piles_built",
            {"sizes": tuple((f, len(p)) for f, p in zip(flavors, built, strict=True))},
        ),
        make_event("royal_chosen", {"group": royal, "seat": None, "by": "emma_piles"}),
        make_event("allergen_choice_started", {"seat": PLAYER}),
    )
    r = replace(
        r,
        phase=Phase.CHOOSE_ALLERGEN,
        discard=cards,
        drawn=drawn,
        deck=rest,
        emma_random=randoms,
        emma_built=built,
        piles=built,
        hands=(new_hand, ()),
        start_hands=(new_hand, ()),
        royal=royal,
        royal_flavors=royal_flavors(royal, flavors),
        allergen_chooser=PLAYER,
        logs=deliver(r.logs, *events),
    )
    return replace(state, round=r)


def after_exchange(state: MacaronState) -> MacaronState:
    """After passing: the choosers start (2P, 3P), or the tokens are dealt for voting."""
    r = state.round
    info = state.info
    n = info.seats
    if info.voting:
        tokens = r.token_deal
        k = info.tokens_each
        dealt = tuple(tuple(sorted(tokens[i * k : (i + 1) * k])) for i in range(n))
        event = make_event("voting_started", {"seat": r.start_seat, "tokens_each": k})
        r = replace(r, phase=Phase.VOTE, tokens=dealt, logs=deliver(r.logs, event))
    else:
        royal_chooser = (r.start_seat + 1) % n
        event = make_event("royal_choice_started", {"seat": royal_chooser})
        r = replace(
            r,
            phase=Phase.CHOOSE_ROYAL,
            royal_chooser=royal_chooser,
            allergen_chooser=(royal_chooser + 1) % n,
            logs=deliver(r.logs, event),
        )
    return replace(state, round=r)
