"""The toy game declares itself to the app: the worked example of a game spec."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from macaron_desktop.core.envelope import envelope_record
from macaron_desktop.core.spec import (
    PLAYER_SEAT,
    QT_TRANSLATE_NOOP,
    BotLevel,
    GameSpec,
    ModeSpec,
)

if TYPE_CHECKING:
    import random

GAME_ID = "toy"


def _random_bot() -> Any:
    from macaron_desktop.core.bots import RandomBot

    return RandomBot()


def _message_keys() -> tuple[str, ...]:
    from .rules import MESSAGE_KEYS

    return MESSAGE_KEYS


def _perturb_hidden(state: Any, seat: int, rng: random.Random) -> Any:
    """Swap one card of another seat's hand for a card in nobody's hand or trick, and
    change the other seats' secret bids while bidding goes on."""
    from dataclasses import replace

    from .rules import COLOURS, ToyCard

    others = [i for i, hand in enumerate(state.hands) if i != seat and hand]
    bidding = any(b is None for b in state.bids)
    if not others and not bidding:
        return None
    hands = list(state.hands)
    if others:
        used = {c for hand in hands for c in hand} | {c for _, c in state.trick}
        spare = [ToyCard(c, r) for c in COLOURS for r in range(1, 6)]
        spare = [c for c in spare if c not in used]
        if spare:
            victim = rng.choice(others)
            hand = list(hands[victim])
            hand[rng.randrange(len(hand))] = rng.choice(spare)
            hands[victim] = tuple(sorted(hand))
    bids = tuple(
        b if i == seat or b is None or not bidding else (b + 1) % 4
        for i, b in enumerate(state.bids)
    )
    return replace(state, hands=tuple(hands), bids=bids)


SPEC = GameSpec(
    game_id=GAME_ID,
    name=QT_TRANSLATE_NOOP("Catalog", "Toy tricks"),
    players=QT_TRANSLATE_NOOP("Catalog", "2–3 players"),
    description=QT_TRANSLATE_NOOP(
        "Catalog", "Bid in secret how many of three tricks you will take, then play them."
    ),
    picture="",  # not shown: the toy game has no table, so the library leaves it out
    modes=(
        ModeSpec("2p", QT_TRANSLATE_NOOP("Toy", "2 players"), (PLAYER_SEAT,) * 2, {"players": 2}),
        ModeSpec("3p", QT_TRANSLATE_NOOP("Toy", "3 players"), (PLAYER_SEAT,) * 3, {"players": 3}),
    ),
    rules_module="macaron_desktop.games.toy.rules",
    default_mode="2p",
    bots=(BotLevel("random", QT_TRANSLATE_NOOP("Toy", "Bot (random)"), _random_bot),),
    record=envelope_record(GAME_ID, "macaron_desktop.games.toy.record"),
    message_keys=_message_keys,
    perturb_hidden=_perturb_hidden,
    card_data=("macaron_desktop.games.toy:cards.toml",),
)
