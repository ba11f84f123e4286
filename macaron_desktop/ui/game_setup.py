"""What a new game is made of, before any window: the default seats and their names, the
config from the chosen options, a quick game for ``--new``. No widget and no window here:
the new-game dialog (:mod:`.new_game_dialog`), its seat grid and the new-game flow
(:mod:`.new_game`) all build on it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator

from ..core.match import SeatSpec
from ..core.rng import new_seed
from ..core.spec import GameSpec, ModeSpec
from .words import fill

# names the bots get, seat by seat after the first player seat (proper names: the same
# in every language)
BOT_NAMES = ("Amélie", "Basile", "Camille", "Dorian", "Élise", "Fabien", "Gisèle", "Hugo")


@dataclass(frozen=True)
class NewGame:
    """What setting up a game produced: everything a ``Match`` needs."""

    config: dict[str, Any]
    seats: list[SeatSpec]
    seed: int


def your_name() -> str:
    """The default name of your seat, in the current language."""
    #: The name your seat gets in a new game until you type another (the bots get
    #: proper names, the same in every language).
    return QCoreApplication.translate("NewGameDialog", "Player")


def bot_name(number: int) -> str:
    """The default name of the ``number``-th bot (from 1)."""
    if number <= len(BOT_NAMES):
        return BOT_NAMES[number - 1]
    return fill(QCoreApplication.translate("NewGameDialog", "Bot %1"), str(number))


# the numbered default names: a bot past the proper names, a seat left without a name
NUMBERED = (("Bot %1", "bot"), ("Seat %1", "seat"))


def _loose(text: str) -> str:
    """A pattern of ``text`` where each space may be any run of spaces, or none."""
    return r"\s*".join(re.escape(word) for word in text.split(" "))


@cache
def _defaults_in_every_language() -> tuple[frozenset[str], tuple[tuple[re.Pattern[str], str], ...]]:
    """The default name of your seat, and the patterns of the numbered default names, in
    every language the app speaks (what a seat is called when nobody typed a name)."""
    from ..resources import i18n_dir
    from .i18n import SUPPORTED

    yours = {"Player"}
    numbered = [(source, kind) for source, kind in NUMBERED]
    for language in SUPPORTED:
        translator = QTranslator()
        if translator.load(f"macaron_desktop_{language}", str(i18n_dir())):
            yours.add(translator.translate("NewGameDialog", "Player") or "Player")
            for source, kind in NUMBERED:
                numbered.append((translator.translate("NewGameDialog", source) or source, kind))
    patterns = tuple(
        (
            re.compile(r"\s*(\d+)\s*".join(_loose(part) for part in text.split("%1")) + "$"),
            kind,
        )
        for text, kind in numbered
        if "%1" in text
    )
    return frozenset(n for n in yours if n), patterns


def shown_name(name: str) -> str:
    """``name`` as the player reads it now: a seat's default name (your ``Player``, a
    numbered bot or seat), saved in whatever language the game began in, in the current
    language; a name somebody typed, as typed."""
    yours, numbered = _defaults_in_every_language()
    if name in yours:
        return your_name()
    for pattern, kind in numbered:
        if match := pattern.match(name):
            number = int(match[1])
            if kind == "bot":
                return bot_name(number)
            return fill(QCoreApplication.translate("NewGameDialog", "Seat %1"), str(number))
    return name


def default_seat(spec: GameSpec, mode: ModeSpec, seat: int, you: str | None = None) -> SeatSpec:
    """Who sits in ``seat`` by default: the rules in a rule seat, you in the first player
    seat, a bot of the game's default level (named from :data:`BOT_NAMES`) elsewhere."""
    role = mode.seats[seat]
    if role.kind == "rule":
        return SeatSpec(role.name, "rule")
    players = mode.player_seats
    if seat == players[0]:
        return SeatSpec(you or your_name(), "human")
    return SeatSpec(bot_name(players.index(seat)), "bot", spec.default_bot)


def default_seats(spec: GameSpec, mode_id: str, you: str | None = None) -> list[SeatSpec]:
    """You plus bots in ``mode_id``, the rule seats filled in."""
    mode = spec.mode(mode_id)
    return [default_seat(spec, mode, i, you) for i in range(len(mode.seats))]


def game_config(
    spec: GameSpec, mode_id: str, options: Mapping[str, Any], start: int | None = None
) -> dict[str, Any]:
    """The config of ``mode_id`` with ``options`` (and the start player, if the game has
    one to choose); ``ValueError`` for options that do not go together."""
    config = spec.config(mode_id, **options)
    if spec.start_player_key is not None:
        config[spec.start_player_key] = start
    return config


def quick_game(
    spec: GameSpec, mode_id: str, seed: int | None, options: Mapping[str, Any] | None = None
) -> NewGame:
    """The default game of ``mode_id`` with ``options`` (``--new GAME --mode M``)."""
    options = dict(options or {})
    start = options.pop(spec.start_player_key, None) if spec.start_player_key else None
    return NewGame(
        game_config(spec, mode_id, options, start),
        default_seats(spec, mode_id),
        new_seed() if seed is None else seed,
    )
