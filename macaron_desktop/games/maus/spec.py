"""Maus au Chocolat declares itself to the app: 2 to 6 players, its bots, its table."""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Any

from macaron_desktop.core.game_package import BOT_LABELS, game_spec
from macaron_desktop.core.spec import QT_TRANSLATE_NOOP, player_count_modes

if TYPE_CHECKING:
    import random


def _perturb_hidden(state: Any, seat: int, rng: random.Random) -> Any:
    """Swap a card another seat holds unseen (not one it took from the display) with
    one of the draw pile: the two things ``seat`` cannot see."""
    from macaron_desktop.core.fastcopy import replace

    from .cards import sorted_hand

    others = [
        s
        for s in range(state.players)
        if s != seat and any(c not in state.known[s] for c in state.hands[s])
    ]
    if not others or not state.deck:
        return None
    victim = rng.choice(others)
    hand = list(state.hands[victim])
    unseen = [i for i, c in enumerate(hand) if c not in state.known[victim]]
    if state.pending is not None and state.order[state.index] == victim:
        unseen = [i for i in unseen if hand[i] not in state.pending.cards]
    if not unseen:
        return None
    i = rng.choice(unseen)
    deck = list(state.deck)
    j = rng.randrange(len(deck))
    hand[i], deck[j] = deck[j], hand[i]
    hands = list(state.hands)
    hands[victim] = sorted_hand(hand)
    return replace(state, hands=tuple(hands), deck=tuple(deck))


# the words of Maus au Chocolat's rules, which shared code must not use (its id aside)
WORDS = (
    *("snack value", "ingredient", "chocolate coin", "score pile", "helper row"),
    *("Etienne", "Henri", "Maurice", "Mathieu", "Lilly"),
    *("食材", "點心值", "巧克力幣", "小幫手", "展示區", "得分堆", "出價"),
)


SPEC = game_spec(
    __package__,
    name=QT_TRANSLATE_NOOP("Catalog", "Maus au Chocolat"),
    description=QT_TRANSLATE_NOOP(
        "Catalog",
        "Bid with ingredient cards for the ones on display, then score runs and sets "
        "of snack values, with an animal helper's power, until someone reaches 30.",
    ),
    players=QT_TRANSLATE_NOOP("Catalog", "2–6 players"),
    modes=player_count_modes(
        {
            2: QT_TRANSLATE_NOOP("Maus", "2 players"),
            3: QT_TRANSLATE_NOOP("Maus", "3 players"),
            4: QT_TRANSLATE_NOOP("Maus", "4 players"),
            5: QT_TRANSLATE_NOOP("Maus", "5 players"),
            6: QT_TRANSLATE_NOOP("Maus", "6 players"),
        }
    ),
    default_mode="4p",
    bot_labels=BOT_LABELS,
    default_bot="normal",
    words=WORDS,
    rounds=attrgetter("round"),
    perturb_hidden=_perturb_hidden,
)
