"""Starting a new game of any game from its spec: asking with the dialog, or a quick game,
and dealing it onto the table. The dialog (:mod:`.new_game_dialog`) and ``--new`` both end
here; what a new game is made of (seats, names, config) is :mod:`.game_setup`'s.

A game's table entry calls :func:`ask_new_game` for the library's Play button and
:func:`quick_start` for the command line; nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.spec import GameSpec
from .game_setup import NewGame, default_seats, quick_game

if TYPE_CHECKING:
    from .host import GameHost
    from .new_game_dialog import NewGameDialog

# what a new game is made of (.game_setup), read from here too by the tables' tests
__all__ = ["NewGame", "ask_new_game", "default_seats", "quick_game", "quick_start", "start_game"]


def start_game(window: GameHost, spec: GameSpec, game: NewGame) -> None:
    """Deal ``game`` and put it on the table (autosaved from the start)."""
    from ..core.match import Match
    from ..core.savegame import Autosave

    match = Match(spec.game(), game.config, game.seed, game.seats)
    window.open_match(match, Autosave.for_new_game(match))


def remember(window: GameHost, spec: GameSpec, choices: dict[str, Any]) -> None:
    """Keep ``choices`` (the new-game dialog's) as the start of ``spec``'s next new game,
    in the settings file; a folder that cannot be written only loses the memory."""
    from dataclasses import replace

    from ..settings import save_settings

    new_games = {**window.settings.new_games, spec.game_id: choices}
    window.settings = replace(window.settings, new_games=new_games)
    try:
        save_settings(window.settings)
    except OSError:
        pass  # the next dialog starts from the defaults: nothing a player must hear of


def ask_new_game(window: GameHost, spec: GameSpec) -> NewGameDialog:
    """Show the new-game dialog for ``spec``'s game; start the game the player sets up.

    The dialog is also kept as ``window.new_game_dialog`` (tests, and so it is not lost).
    """
    from .new_game_dialog import NewGameDialog

    dialog = NewGameDialog(spec, window.window())
    last = window.settings.new_games.get(spec.game_id)
    if last:
        dialog.restore(last)

    def accepted() -> None:
        remember(window, spec, dialog.remembered())
        start_game(window, spec, dialog.result_game())

    dialog.accepted.connect(accepted)
    dialog.open()
    window.new_game_dialog = dialog  # type: ignore[attr-defined]
    return dialog


def quick_start(
    window: GameHost,
    spec: GameSpec,
    mode_id: str,
    options: Mapping[str, Any],
    seed: int | None,
) -> None:
    """Start a default game of ``mode_id`` with ``options`` at once (``--new``)."""
    start_game(window, spec, quick_game(spec, mode_id, seed, options))
