"""Shared helpers for the La Macarena tests: card shorthand, hand-made tables, playing."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from macaron_desktop.core.bots import Bot
from macaron_desktop.core.rng import derive_rng
from macaron_desktop.games.macarena import BOTS, GAME
from macaron_desktop.games.macarena.cards import FULL_DECK, Card, Element, card, sort_cards
from macaron_desktop.games.macarena.state import MacarenaState, Phase

_ELEMENT = {"W": Element.WATER, "A": Element.AIR, "E": Element.EARTH, "F": Element.FIRE}
_RANK = {"A": 1, "J": 11, "Q": 12, "K": 13}


def C(text: str) -> Card:
    """``C("W5")`` is the 5 of water, ``C("FK")`` the king of fire, ``C("AA")`` the ace of air."""
    rank = text[1:]
    return card(_ELEMENT[text[0]], _RANK.get(rank) or int(rank))


def cards(text: str) -> tuple[Card, ...]:
    """``cards("W5 F5 W5")``."""
    return tuple(C(t) for t in text.split())


def table(
    hands: Sequence[str],
    wells: Sequence[str] = ("W1", "A3", "E6", "F9", "WQ", "A8", "EK"),
    *,
    pile: str = "",
    seat: int = 0,
    mirror: bool = False,
    macas: Sequence[Sequence[int]] | None = None,
    collections: Sequence[str] | None = None,
    elements: Sequence[Iterable[Element]] | None = None,
    coins: Sequence[int] | None = None,
    amulets: Sequence[int] | None = None,
) -> MacarenaState:
    """A hand-made position: ``seat`` to play (its card for the turn already drawn).

    ``wells`` gives each well's top card; ``pile`` the cards still to draw, in order.
    Cards are not conserved in such a position; it exists to try one rule.
    """
    n = len(hands)
    base = GAME.new_game({"players": n, "start_player": seat}, 1)
    deck = cards(pile)
    public = base.public._replace(
        wells=tuple((C(w),) for w in wells),
        macas=tuple(tuple(m) for m in macas) if macas else ((),) * 7,
        phase=Phase.TURN,
        turn_seat=seat,
        mirror_turn=mirror,
        elements=tuple(frozenset(e) for e in elements) if elements else base.elements,
        coins=tuple(coins) if coins else base.coins,
        amulets=tuple(amulets) if amulets else base.amulets,
        turns=(),
    )
    return base._replace(
        public=public,
        deck=deck,
        drawn=0,
        hands=tuple(sort_cards(cards(h)) for h in hands),
        collections=tuple(cards(c) for c in collections) if collections else ((),) * n,
    )


def play(state: MacarenaState, seat: int, *actions: Any) -> MacarenaState:
    """Apply ``actions`` for ``seat`` one after the other."""
    for action in actions:
        state = GAME.apply(state, seat, action)
    return state


def keys(state: MacarenaState, seat: int = 0) -> list[str]:
    """The event keys ``seat`` has seen this hand."""
    return [e.key for e in state.logs[seat]]


def all_cards(state: MacarenaState) -> Counter[Card]:
    """Every card of the position: hands, collections, wells, the series, the pile."""
    count: Counter[Card] = Counter(state.deck[state.drawn :])
    for group in (*state.hands, *state.collections, *state.wells, state.series):
        count.update(group)
    return count


FULL = Counter(FULL_DECK)


def play_game(
    players: int, seed: int, bots: Sequence[str] | Sequence[Bot], *, check: Any = None
) -> tuple[MacarenaState, list[tuple[int, Any]]]:
    """A whole game with bots; ``check(state)`` runs on every state. Returns the final
    state and the moves."""
    made = [BOTS[b]() if isinstance(b, str) else b for b in bots]
    rngs = [derive_rng(seed, "bot", s) for s in range(players)]
    state = GAME.new_game({"players": players}, seed)
    moves: list[tuple[int, Any]] = []
    while True:
        if check is not None:
            check(state)
        to_act = GAME.seats_to_act(state)
        if not to_act:
            return state, moves
        seat = to_act[0]
        action = made[seat].choose(
            GAME.view(state, seat), GAME.legal_actions(state, seat), rngs[seat]
        )
        state = GAME.apply(state, seat, action)
        moves.append((seat, action))
        assert len(moves) < 50_000, "the game does not end"
