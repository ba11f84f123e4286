"""Playing the tricks (RULINGS 1.4): following, Emma's piles, winning, gift boxes.

Playing a card is the engine's hottest path (a bot game plays some 150 cards), so
:func:`play_card` is written out with few calls. Every card played is public (appended to
the logs' shared tail, as ``deliver`` would); Emma's pile cards are turned up as they are
played and count as their pile's flavour.
"""

from __future__ import annotations

from macaron_desktop.core.eventlog import Logs, make_event
from macaron_desktop.core.fastcopy import update
from macaron_desktop.core.game import Event
from macaron_desktop.core.messages import IllegalAction

from . import emma as emma_rules
from .cards import Card, Flavor
from .config import EMMA, MODE_INFO
from .messages import card_refusal_params
from .round_end import end_round
from .scoring import ROUND_END_BOXES
from .state import MacaronState, RoundState, Trick, TrickPlay
from .tricks import trick_boxes, trick_winner

SOLO_FLAVORS = MODE_INFO["solo"].flavors
#: position of each of Emma's piles (a dict: ``tuple.index`` compares through Flavor's
#: Python-level ordering hooks)
_PILE_INDEX = {f: i for i, f in enumerate(SOLO_FLAVORS)}


def emma_pile(r: RoundState) -> Flavor:
    """The pile Emma's rules pick now, from what Emma may know."""
    piles = [(f, len(p)) for f, p in zip(SOLO_FLAVORS, r.piles, strict=True)]
    led = r.trick[0].flavor if r.trick else None
    previous = r.tricks[-1].plays[0].flavor if r.tricks else None
    return emma_rules.choose_pile(piles, r.royal_flavors, r.allergen, led, previous)


def emma_play(state: MacaronState, seat: int, pile: Flavor) -> MacaronState:
    """Emma plays the top card of ``pile`` (the one her rules pick)."""
    r = state.round
    if not state.info.solo or seat != EMMA:
        raise IllegalAction("emma_only")
    expected = emma_pile(r)
    if pile is not expected:
        raise IllegalAction("emma_plays_pile", pile=expected.value)
    index = _PILE_INDEX[pile]
    card = r.piles[index][0]
    piles = list(r.piles)
    piles[index] = piles[index][1:]
    return _add_play(state, seat, card, pile, r.hands, tuple(piles))


def play_card(state: MacaronState, seat: int, card: Card) -> MacaronState:
    """``seat`` plays ``card`` from its hand."""
    r = state.round
    trick = r.trick
    n = state.info.seats
    if seat != (r.leader + len(trick)) % n:
        raise IllegalAction("not_your_turn", seat=seat)
    if seat == EMMA and state.info.solo:
        raise IllegalAction("emma_plays_pile", pile=emma_pile(r).value)
    hands = r.hands
    hand = hands[seat]
    # Cards are shared objects and equal only to themselves (see ``cards``), so removing
    # by identity is exact, and the card was in the hand if the hand got shorter. (``card
    # in hand`` would compare card after card through Python-level calls: Card defines
    # its ordering in Python, so even ``==`` takes that slow hook.)
    rest = tuple([c for c in hand if c is not card])
    if len(rest) == len(hand):
        raise IllegalAction("not_in_hand", **card_refusal_params(card))
    if trick:
        led = trick[0].flavor
        if card.flavor is not led:
            for c in hand:
                if c.flavor is led:
                    raise IllegalAction("must_follow", flavor=led.value)
    changed = list(hands)
    changed[seat] = rest
    new_hands = tuple(changed)
    if len(trick) + 1 < n:
        play, event = _PLAYS.get((seat, card, None)) or _play_and_event(seat, card, None)
        logs = r.logs
        shared = (*logs.shared, event)
        new_round = update(
            r,
            {"hands": new_hands, "trick": (*trick, play), "logs": _logs(Logs, (logs.own, shared))},
        )
        return update(state, {"round": new_round})
    return _add_play(state, seat, card, None, new_hands, r.piles)


#: ``Logs(own, shared)`` without the named tuple's Python-level ``__new__``
_logs = tuple.__new__

# (seat, card, pile) -> the play and its ``card_played`` event. Both are immutable values,
# so equal plays share them instead of being built again on every card played.
_PLAYS: dict[tuple[int, Card, Flavor | None], tuple[TrickPlay, Event]] = {}


def _play_and_event(seat: int, card: Card, pile: Flavor | None) -> tuple[TrickPlay, Event]:
    flavor = pile or card.flavor
    event = make_event(
        "card_played", {"seat": seat, "card": card, "counts_as": flavor, "pile": pile}
    )
    found = _PLAYS[(seat, card, pile)] = (TrickPlay(seat, card, flavor, pile), event)
    return found


def _add_play(
    state: MacaronState,
    seat: int,
    card: Card,
    pile: Flavor | None,
    hands: tuple[tuple[Card, ...], ...],
    piles: tuple[tuple[Card, ...], ...],
) -> MacaronState:
    r = state.round
    play, event = _PLAYS.get((seat, card, pile)) or _play_and_event(seat, card, pile)
    trick = (*r.trick, play)
    if len(trick) < state.info.seats:
        logs = r.logs
        shared = (*logs.shared, event)
        changes = {"hands": hands, "piles": piles, "trick": trick}
        changes["logs"] = _logs(Logs, (logs.own, shared))
        return update(state, {"round": update(r, changes)})
    # The trick is complete.
    royal = r.royal_flavors
    pairs = [(p.flavor, p.card.rank) for p in trick]
    index = trick_winner(pairs, royal)
    boxes, reason = trick_boxes(pairs, index, r.allergen)
    won_play = trick[index]
    winner = won_play.seat
    royal_won = trick[0].flavor not in royal and won_play.flavor in royal
    box_list = list(r.boxes)
    box_list[winner] += boxes
    new_boxes = tuple(box_list)
    won = make_event(
        "trick_won",
        {
            "seat": winner,
            "boxes": boxes,
            "reason": reason,
            "royal": royal_won,
            "card": won_play.card,
            "total": new_boxes[winner],
        },
    )
    r = update(
        r,
        {
            "hands": hands,
            "piles": piles,
            "trick": (),
            "tricks": (*r.tricks, Trick(r.leader, trick, winner, boxes, reason, royal_won)),
            "boxes": new_boxes,
            "leader": winner,
            "logs": _logs(Logs, (r.logs.own, (*r.logs.shared, event, won))),
        },
    )
    state = update(state, {"round": r})
    if max(new_boxes) >= ROUND_END_BOXES:
        return end_round(state, "eight_boxes")
    if not any(hands) and not any(piles):
        return end_round(state, "hands_empty")
    return state
