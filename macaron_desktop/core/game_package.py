"""A game package laid out the usual way declares only what is its own.

Most games keep their parts where ``docs/adding-a-game.md`` puts them: the rules in
``<package>.rules``, the table in ``<package>.table.entry``, the record's own fields in
``<package>.record`` (in the core envelope), the message catalogue ``MESSAGES`` in
``<package>.messages``, the bot levels made by ``<package>.levels:make_bot``, and the assets
under the game's id (``library/<id>.svg``, card art ``<id>``, rules pages
``rules/<id>/<language>.html``). :func:`game_spec` fills those in from the package's name,
so a spec lists only what differs; anything given by name wins over the convention.

Like every spec module, this imports nothing heavy: the conventional parts are module
names and :func:`~.lazy.lazy` functions, imported when first used.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .envelope import envelope_record
from .lazy import lazy, load
from .spec import QT_TRANSLATE_NOOP, GameSpec, Text, bot_levels

# the languages every game's rules pages are written in
RULES_LANGUAGES: tuple[str, ...] = ("en", "zh_TW")


# the usual bot levels' labels, for :func:`game_spec`'s ``bot_labels``: the four levels
# players choose from, and the two older names kept for saves and the simulator
BOT_LABELS: dict[str, Text] = {
    "easy": QT_TRANSLATE_NOOP("Bots", "Bot (easy)"),
    "normal": QT_TRANSLATE_NOOP("Bots", "Bot (normal)"),
    "hard": QT_TRANSLATE_NOOP("Bots", "Bot (hard)"),
    "expert": QT_TRANSLATE_NOOP("Bots", "Bot (expert)"),
    "basic": QT_TRANSLATE_NOOP("Bots", "Bot (beginner)"),
    "random": QT_TRANSLATE_NOOP("Bots", "Bot (random)"),
}


def catalogue_keys(package: str) -> Callable[[], tuple[str, ...]]:
    """A spec's ``message_keys``: the keys of the ``MESSAGES`` catalogue of
    ``<package>.messages``, a mapping of every message key the rules produce (the
    module is imported when the keys are first asked for)."""

    def message_keys() -> tuple[str, ...]:
        return tuple(load(package, ".messages:MESSAGES"))

    return message_keys


def conventional_parts(package: str) -> dict[str, Any]:
    """The :class:`~.spec.GameSpec` fields a game package laid out the usual way has,
    by convention (see the module's text); ``package`` is the game's package
    (``"macaron_desktop.games.<id>"``, a spec module's ``__package__``)."""
    game_id = package.rpartition(".")[2]
    return {
        "game_id": game_id,
        "picture": f"library/{game_id}.svg",
        "art": game_id,
        "rules_module": f"{package}.rules",
        "table_module": f"{package}.table.entry",
        "rules_pages": {lang: f"rules/{game_id}/{lang}.html" for lang in RULES_LANGUAGES},
        "record": envelope_record(game_id, f"{package}.record"),
        "message_keys": catalogue_keys(package),
    }


def game_spec(
    package: str, *, bot_labels: Mapping[str, Text] | None = None, **fields: Any
) -> GameSpec:
    """The spec of the game package ``package``: ``fields`` (any of
    :class:`~.spec.GameSpec`'s), the rest of :func:`conventional_parts` by convention.

    ``bot_labels`` (level id: its label) gives the bot levels, each made by the package's
    ``levels:make_bot`` (see :func:`~.spec.bot_levels`; ``basic`` and ``random`` unlisted).
    """
    parts = conventional_parts(package)
    if bot_labels is not None:
        parts["bots"] = bot_levels(lazy(package, ".levels:make_bot"), bot_labels)
    return GameSpec(**(parts | fields))
