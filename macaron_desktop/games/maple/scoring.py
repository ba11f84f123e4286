"""GAME END: every property card's value, its ``?`` worked out, and its ``+`` bonus."""

from __future__ import annotations

from .cards import Card
from .effects import Condition, Scoring
from .state import MapleState


def holds(state: MapleState, seat: int, condition: Condition | None) -> bool:
    """Whether ``condition`` holds for ``seat`` now (no condition: always)."""
    if condition is None:
        return True
    if condition.test == "trees_at_least":
        return sum(1 for c in state.properties[seat] if c.is_tree) >= condition.amount
    return len(state.hands[seat]) <= condition.amount


def _count(state: MapleState, seat: int, card: Card, per: str) -> int:
    prop = state.properties[seat]
    if per == "flat":
        return 1
    if per == "tucked":
        return state.tucked_under(seat, card)
    if per == "trees":
        return sum(1 for c in prop if c.is_tree)
    if per == "utilities":
        return sum(1 for c in prop if not c.is_tree)
    if per == "hand":
        return len(state.hands[seat])
    if per == "tapped":
        return len(state.tapped[seat])
    return sum(1 for c in prop if c.design.id == per)


def scored(state: MapleState, seat: int, card: Card, scoring: Scoring) -> int:
    """What a GAME END line gives (0 when its condition fails)."""
    if not holds(state, seat, scoring.condition):
        return 0
    points = scoring.points * (_count(state, seat, card, scoring.per) // scoring.every)
    return min(points, scoring.most) if scoring.most else points


def card_points(state: MapleState, seat: int, card: Card) -> tuple[int, int]:
    """A property card's value (its ``?`` worked out) and its bonus."""
    design = card.design
    value = design.value or 0
    bonus = 0
    if design.scoring is not None:
        got = scored(state, seat, card, design.scoring)
        if design.scoring.mode == "value":
            value = got
        else:
            bonus = got
    return value, bonus


def score(state: MapleState, seat: int) -> int:
    """The maple leaf points of ``seat``'s property (tucked cards count only through the
    effects that count them)."""
    return sum(sum(card_points(state, seat, c)) for c in state.properties[seat])
