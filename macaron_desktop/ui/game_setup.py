"""What a new game is made of, before any window: the default seats and their names, the
config from the chosen options, a quick game for ``--new``. No widget and no window here:
the new-game dialog (:mod:`.new_game_dialog`), its seat grid and the new-game flow
(:mod:`.new_game`) all build on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..core.match import SeatSpec
from ..core.rng import new_seed
from ..core.spec import GameSpec, ModeSpec

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
    return QCoreApplication.translate("NewGameDialog", "Bot %1").replace("%1", str(number))


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
