"""Masters of Maple Syrup declares itself to the app."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from macaron_desktop.core.game_package import BOT_LABELS, game_spec
from macaron_desktop.core.spec import PLAYER_SEAT, QT_TRANSLATE_NOOP, Choice, ModeSpec, OptionSpec

if TYPE_CHECKING:
    import random

CARDS = "macaron_desktop.games.maple:cards.toml"

# the two sides of the action cards, the game's one option
SIDES = (
    Choice("standard", QT_TRANSLATE_NOOP("Maple", "Standard (red side)")),
    Choice("rivals", QT_TRANSLATE_NOOP("Maple", "Rivals variant (white side)")),
)


def _rounds(state: Any) -> int:
    return int(state.turn)


def _perturb_hidden(state: Any, seat: int, rng: random.Random) -> Any:
    """Swap a card of the other hand with one of the draw pile: two things ``seat``
    cannot see."""
    from macaron_desktop.core.fastcopy import replace

    from .cards import sorted_cards

    other = 1 - seat
    if not state.hands[other] or not state.deck:
        return None
    hand, deck = list(state.hands[other]), list(state.deck)
    i, j = rng.randrange(len(hand)), rng.randrange(len(deck))
    hand[i], deck[j] = deck[j], hand[i]
    hands = list(state.hands)
    hands[other] = sorted_cards(hand)
    return replace(state, hands=tuple(hands), deck=tuple(deck))


SPEC = game_spec(
    __package__,
    name=QT_TRANSLATE_NOOP("Catalog", "Masters of Maple Syrup"),
    players=QT_TRANSLATE_NOOP("Catalog", "2 players"),
    description=QT_TRANSLATE_NOOP(
        "Catalog",
        "Work a sugar bush side by side: turn the action cards to tap, harvest and "
        "develop, knowing your neighbour gets the other end, until a property holds ten "
        "cards.",
    ),
    modes=(
        ModeSpec("2p", QT_TRANSLATE_NOOP("Maple", "2 players"), (PLAYER_SEAT,) * 2, {"players": 2}),
    ),
    options=(
        OptionSpec(
            "variant",
            QT_TRANSLATE_NOOP("Maple", "Action cards"),
            SIDES,
            "standard",
            help="which side of the action cards: standard or rivals",
            note=QT_TRANSLATE_NOOP(
                "Maple",
                "The rivals side develops only a tree or a utility, at 1¢ off, and lets "
                "one player choose an action while the other gets none.",
            ),
        ),
    ),
    default_mode="2p",
    bot_labels=BOT_LABELS,
    default_bot="normal",
    rounds=_rounds,
    perturb_hidden=_perturb_hidden,
    words=("harvest", "tucked", "Red Maple", "採收", "插管", "墊放"),
    card_data=(CARDS,),
)
