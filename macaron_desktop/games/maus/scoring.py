"""A scoring turn of Maus au Chocolat: Etienne's swap, the combination's cards, the
helper's power where it changes what they form, the kept cards, or nothing scored."""

from __future__ import annotations

from macaron_desktop.core.eventlog import deliver, make_event
from macaron_desktop.core.messages import IllegalAction

from .actions import (
    Adjust,
    Keep,
    KeepHand,
    NoPower,
    Recolour,
    Score,
    ScoreNothing,
    Swap,
)
from .cards import Card
from .changes import changed, draw, hand_change, logged, set_at, without
from .combos import Tweak, form, interpretations
from .round import next_scorer
from .state import MausState, Pending, Phase


def swap(state: MausState, seat: int, action: Swap) -> MausState:
    """Etienne: discard ``action.card`` and draw one (usable at once); then the combination."""
    if action.card not in state.hands[seat]:
        raise IllegalAction("not_in_hand", card=action.card)
    state = changed(
        state,
        **hand_change(state, seat, gone=(action.card,)),
        discards=(*state.discards, action.card),
    )
    state, drawn = draw(state, 1)
    state = changed(
        state,
        **hand_change(state, seat, come=drawn),
        swapped=True,
        phase=Phase.SCORE,
        logs=deliver(
            state.logs,
            make_event("swapped", {"seat": seat, "card": action.card, "drew": len(drawn)}),
            *(make_event("drew", {"seat": seat, "card": c}, frozenset({seat})) for c in drawn),
        ),
    )
    return state


def keep_hand(state: MausState, seat: int, action: KeepHand) -> MausState:
    """Etienne's holder swaps nothing; then the combination."""
    return changed(state, phase=Phase.SCORE, logs=logged(state, "kept_hand", seat=seat))


def score(state: MausState, seat: int, action: Score) -> MausState:
    """Score ``action.cards``: refused with the reason, or formed (asking the power's use or the kept cards where the rules leave it open)."""
    cards = action.cards
    hand = state.hands[seat]
    for card in cards:
        if card not in hand:
            raise IllegalAction("not_in_hand", card=card)
    if len(set(cards)) != len(cards):
        raise IllegalAction("card_twice")
    helper = state.helpers[seat]
    if len(cards) >= len(hand):
        raise IllegalAction("keep_a_card_in_hand", count=len(cards))
    ways = interpretations(cards, helper)
    if not ways:
        form(cards, helper)  # raises the reason: not a combination, four needs Amélie...
        raise IllegalAction("not_a_combination", count=len(cards))
    if len(ways) > 1:
        return changed(state, phase=Phase.POWER, pending=Pending(tuple(cards)))
    tweak, combo = ways[0]
    return formed(state, seat, Pending(tuple(cards), combo, tweak))


def tweak_of(action: Adjust | Recolour | NoPower) -> Tweak | None:
    """What a power answer changes for forming: nothing, a value or a colour."""
    if isinstance(action, NoPower):
        return None
    if isinstance(action, Adjust):
        return Tweak(action.card, delta=action.delta)
    return Tweak(action.card, ingredient=action.ingredient)


def power(state: MausState, seat: int, action: Adjust | Recolour | NoPower) -> MausState:
    """How the helper's power forms the pending cards (or not at all)."""
    pending = state.pending
    assert pending is not None
    helper = state.helpers[seat]
    tweak = tweak_of(action)
    combo = form(pending.cards, helper, tweak)
    return formed(state, seat, Pending(pending.cards, combo, tweak))


def formed(state: MausState, seat: int, pending: Pending) -> MausState:
    """The combination is formed: ask which cards are kept, or bank the only choice."""
    combo = pending.combination
    assert combo is not None
    if combo.player_picks:
        return changed(state, phase=Phase.KEEP, pending=pending)
    return bank(state, seat, pending, combo.keep_options[0])


def keep(state: MausState, seat: int, action: Keep) -> MausState:
    """Keep these cards of the combination, if the rules allow them."""
    pending = state.pending
    assert pending is not None and pending.combination is not None
    options = pending.combination.keep_options
    if tuple(action.cards) not in options:
        raise IllegalAction("keep_not_allowed", count=pending.combination.keep)
    return bank(state, seat, pending, tuple(action.cards))


def bank(state: MausState, seat: int, pending: Pending, kept: tuple[Card, ...]) -> MausState:
    """The kept cards go to the score pile, the rest to the discards; the next scorer."""
    combo = pending.combination
    assert combo is not None
    rest = without(pending.cards, kept)
    tweak = pending.tweak
    state = changed(
        state,
        **hand_change(state, seat, gone=pending.cards),
        piles=set_at(state.piles, seat, (*state.piles[seat], *kept)),
        discards=(*state.discards, *rest),
        pending=None,
        logs=logged(
            state,
            "scored",
            seat=seat,
            cards=pending.cards,
            kind=combo.kind,
            one_colour=combo.one_colour,
            kept=kept,
            points=sum(c.snack for c in kept),
            helper=state.helpers[seat] if tweak is not None else None,
            tweak=tweak,
        ),
    )
    return next_scorer(state)


def score_nothing(state: MausState, seat: int, action: ScoreNothing) -> MausState:
    """The scorer scores nothing this round."""
    return next_scorer(changed(state, logs=logged(state, "scored_nothing", seat=seat)))
