"""How a series links: pure functions shared by the rules and the bots.

A series ``c1 … ck`` is laid on a well whose top card is ``t``. Each link ``t→c1``,
``c1→c2``, … is judged on its own: same rank and another element, or same element and
a rank one up or down (K and A connect), or an identical card, which makes a mirror and
must be the last card of the series.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import LINKED, Card


def links(previous: Card, card: Card) -> bool:
    """Whether ``card`` may follow ``previous`` (a mirror included)."""
    return card is previous or card in LINKED[previous]


def ends_in_mirror(top: Card, series: Sequence[Card]) -> bool:
    """Whether the series' last card is identical to the card before it (or the top)."""
    if not series:
        return False
    before = series[-2] if len(series) > 1 else top
    return series[-1] is before


def extensions(top: Card, series: Sequence[Card], hand: Iterable[Card]) -> list[Card]:
    """The different hand cards that may come next in the series, in hand order."""
    if series:
        last = series[-1]
        before = series[-2] if len(series) > 1 else top
        if last is before:
            return []
    else:
        last = top
    linked = LINKED[last]
    out: list[Card] = []
    for c in hand:
        if (c is last or c in linked) and c not in out:
            out.append(c)
    return out


def refusal(top: Card, series: Sequence[Card], card: Card) -> str | None:
    """Why ``card`` may not come next (a ``messages`` key), or ``None`` if it may."""
    if ends_in_mirror(top, series):
        return "mirror_must_be_last"
    return None if links(series[-1] if series else top, card) else "not_linked"


def outcome(top: Card, series: Sequence[Card]) -> tuple[Card | None, tuple[Card, ...], bool]:
    """What a finished series does: (the new top card or ``None``, the cards collected,
    whether it is a mirror).

    One card: it becomes the top and nothing is collected; a lone mirror is the exception
    (the top stays, the mirror card is collected). Several cards: the last becomes the
    top, the others are collected.
    """
    mirror = ends_in_mirror(top, series)
    if len(series) == 1:
        return (None, tuple(series), True) if mirror else (series[0], (), False)
    return series[-1], tuple(series[:-1]), mirror
