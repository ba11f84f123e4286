"""Macaron declares itself to the app: modes and seats (Emma included), options, its own
settings (the memory aid), bots, credits, rules pages, its record format and where its
rules and table live.

Imported at start-up: it loads nothing of the engine (a test checks it).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from macaron_desktop.core.spec import (
    PLAYER_SEAT,
    QT_TRANSLATE_NOOP,
    BotLevel,
    Choice,
    Credit,
    GameSpec,
    ModeSpec,
    OptionSpec,
    Played,
    RecordSpec,
    SeatRole,
    SettingSpec,
)

if TYPE_CHECKING:
    import random

GAME_ID = "macaron"
EMMA = SeatRole("rule", "Emma")
_ADVANCED = {"scoring": ("advanced",)}
_POINTS = QT_TRANSLATE_NOOP("MacaronNewGame", "%1 points")


def _mode(mode_id: str, label: Any, seats: int, **extra: Any) -> ModeSpec:
    return ModeSpec(mode_id, label, (PLAYER_SEAT,) * seats, {"mode": mode_id}, **extra)


MODES = (
    ModeSpec(
        "solo",
        QT_TRANSLATE_NOOP("Macaron", "solo against Emma"),
        (PLAYER_SEAT, EMMA),
        {"mode": "solo"},
        fixed_start=0,
        start_note=QT_TRANSLATE_NOOP("MacaronNewGame", "You (solo: you always start)"),
    ),
    _mode("2p", QT_TRANSLATE_NOOP("Macaron", "2 players"), 2),
    _mode("3p", QT_TRANSLATE_NOOP("Macaron", "3 players"), 3),
    _mode("4p", QT_TRANSLATE_NOOP("Macaron", "4 players"), 4),
    _mode("2v2", QT_TRANSLATE_NOOP("Macaron", "2 vs 2 teams"), 4, sides=((0, 2), (1, 3))),
    _mode("5p", QT_TRANSLATE_NOOP("Macaron", "5 players"), 5),
)

OPTIONS = (
    OptionSpec(
        "scoring",
        QT_TRANSLATE_NOOP("MacaronNewGame", "&Scoring side:"),
        (
            Choice("standard", QT_TRANSLATE_NOOP("MacaronNewGame", "Standard")),
            Choice("advanced", QT_TRANSLATE_NOOP("MacaronNewGame", "Advanced")),
        ),
        default="standard",
        help="track side (default standard)",
        note=QT_TRANSLATE_NOOP(
            "MacaronNewGame",
            "Standard: bet on the row of the gift-box track you will reach. "
            "Advanced: bet on the exact number of gift boxes, for more points.",
        ),
    ),
    # RULINGS 1.6: 10, 15 or 20 on the standard side; 30 on the advanced side only
    OptionSpec(
        "target",
        QT_TRANSLATE_NOOP("MacaronNewGame", "&Play to:"),
        (
            Choice(10, _POINTS),
            Choice(15, _POINTS),
            Choice(20, _POINTS),
            Choice(30, _POINTS, when=_ADVANCED),
        ),
        default=10,
        help="VP to end (default 10; 30 on the advanced side only)",
        note=QT_TRANSLATE_NOOP("MacaronNewGame", "30 points only on the advanced side."),
    ),
)

# house rule: a gathered trick may be looked at again, and the log keeps its cards (the
# table reads it; files before the game's own settings kept it among the app-wide ones)
MEMORY_AID = SettingSpec(
    "memory_aid",
    QT_TRANSLATE_NOOP("MacaronSettings", "&Memory aid (house rule)"),
    False,
    note=QT_TRANSLATE_NOOP(
        "MacaronSettings",
        "By the rules a gathered trick is gone: the log names who won it, not its "
        "cards. With the memory aid you may look at the last trick again (a button "
        "under the table, or the L key) and the log keeps every card played.",
    ),
    old_key="memory_aid",
)


def _make_bot(level: str) -> Any:
    from .levels import make_bot

    return make_bot(level)


def _write_record(played: Played) -> dict[str, Any]:
    from .record import record_from_state

    return record_from_state(played.config, played.seed, played.seats, played.state)


def _envelope(data: Mapping[str, Any]) -> dict[str, Any] | None:
    from .record_moves import envelope

    return envelope(data)


def _check_record(data: Mapping[str, Any]) -> list[str]:
    from .record import InvalidRecord, validate_record

    try:
        validate_record(data)
    except InvalidRecord as invalid:
        return list(invalid.problems)
    return []


def _rounds(state: Any) -> int:
    return len(state.summaries)


def _message_keys() -> tuple[str, ...]:
    from .messages import EVENTS, ILLEGAL_ACTIONS

    return (*ILLEGAL_ACTIONS, *EVENTS)


def _perturb_hidden(state: Any, seat: int, rng: random.Random) -> Any:
    """Swap two cards that ``seat`` cannot see (in other hands, the undealt cards or
    Emma's piles) while bets are placed or tricks played, when the hands are settled."""
    from dataclasses import replace

    from .state import Phase

    r = state.round
    if r.phase not in (Phase.BET, Phase.PLAY):
        return None
    slots: list[tuple[str, int, int]] = []
    for i, hand in enumerate(r.hands):
        if i != seat:
            slots += [("hands", i, k) for k in range(len(hand))]
    slots += [("undealt", -1, k) for k in range(len(r.undealt))]
    for j, pile in enumerate(r.piles):
        slots += [("piles", j, k) for k in range(len(pile))]
    containers = {(where, i) for where, i, _ in slots}
    if len(containers) < 2:
        return None
    first = rng.choice(slots)
    second = rng.choice([s for s in slots if s[:2] != first[:2]])
    hands = [list(h) for h in r.hands]
    piles = [list(p) for p in r.piles]
    undealt = list(r.undealt)

    def box(where: str, i: int) -> list[Any]:
        return undealt if where == "undealt" else (hands if where == "hands" else piles)[i]

    a, b = box(*first[:2]), box(*second[:2])
    a[first[2]], b[second[2]] = b[second[2]], a[first[2]]
    new_round = replace(
        r,
        hands=tuple(tuple(sorted(h)) for h in hands),
        piles=tuple(tuple(p) for p in piles),
        undealt=tuple(undealt),
        view_bases=(),
    )
    return replace(state, round=new_round)


# the words of Macaron's rules, which shared code must not use (its id aside); "trick" and
# "bet" are every trick-taking game's, not Macaron's own
WORDS = (
    *("Emma", "2v2", "flavour", "flavor", "Allergen", "Royal", "gift box", "gift-box"),
    *("almond", "pistachio", "strawberry", "blueberry", "green tea", "green_tea"),
    *("Earl Grey", "earl_grey", "chocolate", "memory aid", "memory_aid"),
    *("口味", "過敏原", "皇家", "點心盒", "組別", "杏仁", "開心果", "草莓", "藍莓", "綠茶"),
    *("格雷伯爵茶", "巧克力"),
)


SPEC = GameSpec(
    game_id=GAME_ID,
    name=QT_TRANSLATE_NOOP("Catalog", "Macaron"),
    players=QT_TRANSLATE_NOOP("Catalog", "1–5 players · solo against Emma · 2 vs 2 teams"),
    description=QT_TRANSLATE_NOOP(
        "Catalog",
        "Bake for the royal family: win tricks to fill gift boxes, pick the Royal "
        "flavours, beware the Allergen, and bet on how well you will do.",
    ),
    picture="library/macaron.svg",
    modes=MODES,
    rules_module="macaron_desktop.games.macaron.rules",
    default_mode="solo",
    simulator_mode="4p",
    options=OPTIONS,
    settings=(MEMORY_AID,),
    bots=(
        BotLevel(
            "easy",
            QT_TRANSLATE_NOOP("MacaronNewGame", "Bot (easy)"),
            partial(_make_bot, "easy"),
            description=QT_TRANSLATE_NOOP(
                "MacaronNewGame",
                "Plays by a beginner's rules of thumb, but a fifth of the time its second choice.",
            ),
        ),
        BotLevel(
            "normal",
            QT_TRANSLATE_NOOP("MacaronNewGame", "Bot (normal)"),
            partial(_make_bot, "normal"),
            description=QT_TRANSLATE_NOOP(
                "MacaronNewGame",
                "Plays by a beginner's rules of thumb: wins a trick as cheaply as it can, keeps "
                "its 1s and 2s for when they count, spoils a trick with the Allergen.",
            ),
        ),
        BotLevel(
            "hard",
            QT_TRANSLATE_NOOP("MacaronNewGame", "Bot (hard)"),
            partial(_make_bot, "hard"),
            description=QT_TRANSLATE_NOOP(
                "MacaronNewGame",
                "Imagines the cards it cannot see, deal after deal, and plays each choice out "
                "to the end of the round.",
            ),
        ),
        BotLevel(
            "expert",
            QT_TRANSLATE_NOOP("MacaronNewGame", "Bot (expert)"),
            partial(_make_bot, "expert"),
            description=QT_TRANSLATE_NOOP(
                "MacaronNewGame",
                "As Hard, with three times as many imagined deals: slower, and stronger.",
            ),
        ),
        # older names: "basic" is what "normal" plays; "random" picks any legal move
        BotLevel(
            "basic",
            QT_TRANSLATE_NOOP("MacaronNewGame", "Bot (beginner)"),
            partial(_make_bot, "basic"),
            listed=False,
        ),
        BotLevel(
            "random",
            QT_TRANSLATE_NOOP("MacaronNewGame", "Bot (random)"),
            partial(_make_bot, "random"),
            listed=False,
        ),
    ),
    default_bot="normal",
    start_player_key="start_player",
    credit=Credit("Ta-Te Wu", "Sunrise Tornado Game Studio"),
    rules_pages={"en": "rules/macaron/en.html", "zh_TW": "rules/macaron/zh_TW.html"},
    art="macaron",
    table_module="macaron_desktop.games.macaron.table.entry",
    record=RecordSpec("macaron-record", _write_record, _check_record, envelope=_envelope),
    rounds=_rounds,
    message_keys=_message_keys,
    perturb_hidden=_perturb_hidden,
    # saves written before seat kinds were game-agnostic call Emma's seat by her name
    seat_kind_aliases={"emma": "rule"},
    words=WORDS,
)
