"""What one seat of Masters of Maple Syrup may know: :class:`MapleView`.

Hidden from a seat: the draw pile's order, the other hand (and in setup the other
player's five dealt cards), which cards the other player tucked (their number under each
card is public) and the seed. Everything else is on the table for both: the properties
with their tapped trees, the discard pile in order, the action cards, hand sizes, the
action being resolved and the card being developed.
"""

from __future__ import annotations

from dataclasses import dataclass

from macaron_desktop.core.game import Event

from .cards import Card
from .state import MapleState, MapleTable, Phase


@dataclass(frozen=True)
class MapleView(MapleTable):
    """One seat's knowledge of the table (see the module's text): the public part
    (:class:`MapleTable`) and what this seat knows besides.

    ``tucked_counts[s]`` pairs (card, number tucked under it); ``own_tucked`` the cards
    this seat tucked, with their hosts.
    """

    seat: int
    hand: tuple[Card, ...]
    dealt: tuple[Card, ...]
    kept: tuple[bool, ...]
    hand_sizes: tuple[int, ...]
    deck_count: int
    tucked_counts: tuple[tuple[tuple[Card, int], ...], ...]
    own_tucked: tuple[tuple[Card, tuple[Card, ...]], ...]
    shuffle_count: int
    events: tuple[Event, ...]


def build_view(state: MapleState, seat: int) -> MapleView:
    """What ``seat`` may know of ``state``."""
    return MapleView(
        seat=seat,
        variant=state.variant,
        phase=state.phase,
        turn=state.turn,
        start=state.start,
        current=state.current,
        hand=state.hands[seat],
        dealt=state.dealt[seat],
        kept=tuple(bool(h) for h in state.hands) if state.phase is Phase.KEEP else (True, True),
        hand_sizes=tuple(len(h) for h in state.hands),
        deck_count=len(state.deck),
        discards=state.discards,
        properties=state.properties,
        tapped=state.tapped,
        tucked_counts=tuple(
            tuple((host, len(cards)) for host, cards in pairs) for pairs in state.tucked
        ),
        own_tucked=state.tucked[seat],
        pointed=state.pointed,
        stack=state.stack,
        used=state.used,
        developed=state.developed,
        shuffle_count=len(state.shuffles),
        events=state.logs.of(seat),
        result=state.result,
    )
