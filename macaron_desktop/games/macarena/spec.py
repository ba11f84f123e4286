"""La Macarena declares itself to the app: 2 to 5 players, two bot levels, its own record.

Imported at start-up: it loads nothing of the engine (a test checks it). The first
hand's start player is a config entry (``start_player``: a seat, or ``None`` for a draw
from the seed) that the new-game dialog sets; it is not an option of the schema, since
its choices depend on the number of players, which is the mode.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from macaron_desktop.core.game_package import catalogue_keys
from macaron_desktop.core.spec import (
    PLAYER_SEAT,
    QT_TRANSLATE_NOOP,
    BotLevel,
    GameSpec,
    ModeSpec,
    Played,
    RecordSpec,
    SettingSpec,
)

if TYPE_CHECKING:
    import random

GAME_ID = "macarena"

MODES = (
    ModeSpec("2p", QT_TRANSLATE_NOOP("Macarena", "2 players"), (PLAYER_SEAT,) * 2, {"players": 2}),
    ModeSpec("3p", QT_TRANSLATE_NOOP("Macarena", "3 players"), (PLAYER_SEAT,) * 3, {"players": 3}),
    ModeSpec("4p", QT_TRANSLATE_NOOP("Macarena", "4 players"), (PLAYER_SEAT,) * 4, {"players": 4}),
    ModeSpec("5p", QT_TRANSLATE_NOOP("Macarena", "5 players"), (PLAYER_SEAT,) * 5, {"players": 5}),
)


def _bot(level: str) -> Any:
    from .levels import BOTS

    return BOTS[level]()


def _random_bot() -> Any:
    return _bot("random")


def _basic_bot() -> Any:
    return _bot("basic")


def _write_record(played: Played) -> dict[str, Any]:
    from .record import make_record

    return make_record(played.config, played.seed, played.seats, played.state, played.moves)


def _check_record(data: Mapping[str, Any]) -> list[str]:
    from .record import check_record

    return check_record(data)


def _as_envelope(data: Mapping[str, Any]) -> dict[str, Any] | None:
    from .record import as_envelope

    return as_envelope(data)


def _rounds(state: Any) -> int:
    return len(state.hand_results)


def _perturb_hidden(state: Any, seat: int, rng: random.Random) -> Any:
    """Swap a card of another player's hand with one of the draw pile, while a turn is
    being played (the draw pile's order and the other hands are what ``seat`` cannot see).

    A card of a collection is not used: every card laid is public, so a collection is
    known to whoever remembers the series.
    """
    from .state import Phase

    if state.phase not in (Phase.TURN, Phase.SERIES):
        return None
    others = [p for p in range(state.players) if p != seat and state.hands[p]]
    pile = list(range(state.drawn, len(state.deck)))
    if not others or not pile:
        return None
    from .cards import sort_cards

    victim = rng.choice(others)
    hand = list(state.hands[victim])
    i = rng.randrange(len(hand))
    pile = [j for j in pile if state.deck[j] is not hand[i]]
    if not pile:
        return None
    j = rng.choice(pile)
    deck = list(state.deck)
    hand[i], deck[j] = deck[j], hand[i]
    hands = list(state.hands)
    hands[victim] = sort_cards(hand)
    return state._replace(hands=tuple(hands), deck=tuple(deck))


# the game's own setting: the end of a hand waits for a click at every step
HAND_END_CLICKS = SettingSpec(
    "hand_end_clicks",
    QT_TRANSLATE_NOOP("MacarenaSettings", "&Click through the end of each hand"),
    False,
    note=QT_TRANSLATE_NOOP(
        "MacarenaSettings",
        "The end of a hand is shown one step at a time: the hand-over, the coins, each "
        "element and the exchanges. With this on, every step waits for your click or "
        "Enter, whatever the pace; otherwise each step stays as long as the pace says.",
    ),
)

NAME = QT_TRANSLATE_NOOP("Catalog", "La Macarena")
TAGLINE = QT_TRANSLATE_NOOP("Catalog", "2–5 players")
DESCRIPTION = QT_TRANSLATE_NOOP(
    "Catalog",
    "Lay runs and pairs of element cards on seven wells, call “Espejo!” to enchant a "
    "well with your Maca, and trade the elements you win for amulets.",
)

# what the simulator and the contract tests call back
_HOOKS: dict[str, Any] = {
    "rounds": _rounds,
    "message_keys": catalogue_keys(__package__),
    "perturb_hidden": _perturb_hidden,
}

# the words of La Macarena's rules, which shared code must not use (its id aside): "wells"
# rather than "well" ("as well"), "element token" rather than "element" (an SVG's)
WORDS = (
    *("Maca", "wells", "mirror", "Espejo", "amulet", "element token", "coin"),
    *("personal collection", "water", "earth"),
    *("井", "鏡牌", "鏡像", "牌串", "護身符", "金幣", "元素", "個人收藏", "施法守護"),
)


SPEC = GameSpec(
    GAME_ID,
    NAME,
    TAGLINE,
    DESCRIPTION,
    "library/macarena.svg",
    modes=MODES,
    rules_module="macaron_desktop.games.macarena.rules",
    default_mode="3p",
    simulator_mode="4p",
    bots=(
        BotLevel(
            "easy",
            QT_TRANSLATE_NOOP("Macarena", "Bot (easy)"),
            partial(_bot, "easy"),
            description=QT_TRANSLATE_NOOP(
                "Macarena",
                "Lays the series worth most to it each turn, but a quarter of the time "
                "its second choice.",
            ),
        ),
        BotLevel(
            "normal",
            QT_TRANSLATE_NOOP("Macarena", "Bot (normal)"),
            partial(_bot, "normal"),
            description=QT_TRANSLATE_NOOP(
                "Macarena",
                "Lays the series worth most to it each turn; passes only when it has "
                "nothing worth playing.",
            ),
        ),
        BotLevel(
            "hard",
            QT_TRANSLATE_NOOP("Macarena", "Bot (hard)"),
            partial(_bot, "hard"),
            description=QT_TRANSLATE_NOOP(
                "Macarena",
                "Plays out imagined deals before it chooses. It often passes for several "
                "turns, keeping its cards to lay one long series at once.",
            ),
        ),
        BotLevel(
            "expert",
            QT_TRANSLATE_NOOP("Macarena", "Bot (expert)"),
            partial(_bot, "expert"),
            description=QT_TRANSLATE_NOOP(
                "Macarena",
                "As Hard, with more imagined deals played further ahead: it too keeps "
                "its cards for long series.",
            ),
        ),
        # older names, kept for saves and the simulator: "basic" is what "normal" plays
        BotLevel(
            "basic", QT_TRANSLATE_NOOP("Macarena", "Bot (beginner)"), _basic_bot, listed=False
        ),
        BotLevel(
            "random", QT_TRANSLATE_NOOP("Macarena", "Bot (random)"), _random_bot, listed=False
        ),
    ),
    default_bot="normal",
    settings=(HAND_END_CLICKS,),
    start_player_key="start_player",
    round_name=QT_TRANSLATE_NOOP("Macarena", "Hand %1"),
    rules_pages={"en": "rules/macarena/en.html", "zh_TW": "rules/macarena/zh_TW.html"},
    art="macarena",
    table_module="macaron_desktop.games.macarena.table.entry",
    record=RecordSpec("macarena-record", _write_record, _check_record, _as_envelope),
    words=WORDS,
    **_HOOKS,
)
