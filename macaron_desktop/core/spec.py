"""How a game declares itself to the app: one :class:`GameSpec` per game package.

A spec is plain data (no Qt, no rules engine): names and descriptions, the modes with
their seats and scoring sides, the options as a small declarative schema, the game's own
settings, bot levels, credits, rules pages, the record format and where the rules and the
table live. The library, the new-game flow, the command line, the simulator, Load,
statistics, the rules viewer, Preferences and About all read it, so adding a game touches
no shared code.

Specs are imported at start-up, so a spec module imports nothing heavy: whatever needs
the rules engine (bots, record writers, summaries) is a function that imports it when
called, and the engine itself is named by module (:attr:`GameSpec.rules_module`).

The spec's types are named tuples rather than dataclasses: just as immutable and plain,
and several times cheaper to define, which start-up notices.

Texts shown to players are :class:`Text` values made with :func:`QT_TRANSLATE_NOOP`, which
``pyside6-lupdate`` finds in the source like Qt's own marker; the GUI translates them with
``QCoreApplication.translate(text.context, text.source)``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Protocol

if TYPE_CHECKING:
    from .bots import Bot
    from .game import Game
    from .match import SeatSpec

#: an empty mapping that no spec can change by accident (the shared default)
_NOTHING: Mapping[str, Any] = MappingProxyType({})


class Text(NamedTuple):
    """A source text to be translated in the translation context ``context``."""

    context: str
    source: str

    def __str__(self) -> str:
        """The untranslated (English) text."""
        return self.source


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # noqa: N802 (lupdate's marker)
    """Mark ``source`` for translation in ``context`` without translating it now.

    Named like Qt's macro so that ``pyside6-lupdate`` collects the string; unlike Qt's,
    it keeps the context with the text.
    """
    return Text(context, source)


class SeatRole(NamedTuple):
    """One seat of a mode: a player's seat (a person or a bot), or a seat the rules play.

    A ``"rule"`` seat (a solo game's automatic opponent, say) always has exactly one legal
    action when it must act, which the app and the simulator apply; ``name`` is its
    proper name.
    """

    kind: Literal["player", "rule"] = "player"
    name: str = ""


PLAYER_SEAT = SeatRole()


class ModeSpec(NamedTuple):
    """One way to play a game: its seats, its scoring sides and what it sets in the config."""

    id: str
    label: Text
    seats: tuple[SeatRole, ...]
    #: the config entries this mode stands for (``{"mode": "4p"}``, ``{"players": 3}``)
    config: Mapping[str, Any]
    #: scoring sides as seat lists (teams); empty when every seat scores alone
    sides: tuple[tuple[int, ...], ...] = ()
    #: the seat that always starts in this mode, when the rules fix it (players cannot
    #: choose a start player then); ``start_note`` is how the new-game dialog says so
    fixed_start: int | None = None
    start_note: Text | None = None

    @property
    def player_seats(self) -> tuple[int, ...]:
        """The seats people or bots play (the rule seats left out)."""
        return tuple(i for i, s in enumerate(self.seats) if s.kind == "player")

    def side_seats(self) -> tuple[tuple[int, ...], ...]:
        """Every scoring side as its seats, in side order."""
        return self.sides or tuple((i,) for i in range(len(self.seats)))


def player_count_modes(labels: Mapping[int, Text]) -> tuple[ModeSpec, ...]:
    """One mode per player count of ``labels`` (count: its label), each ``"<n>p"`` with n
    player seats and ``{"players": n}`` in the config, in the order of ``labels``."""
    return tuple(
        ModeSpec(f"{n}p", label, (PLAYER_SEAT,) * n, {"players": n}) for n, label in labels.items()
    )


class Choice(NamedTuple):
    """One value an option can take.

    ``label`` may hold ``%1`` for the value (``"%1 points"``); ``None`` shows the value.
    ``when`` limits the choice to configs whose other options have one of the listed
    values (``{"scoring": ("advanced",)}``: only on the advanced side).
    """

    value: str | int
    label: Text | None = None
    when: Mapping[str, tuple[Any, ...]] = _NOTHING

    def allowed_with(self, config: Mapping[str, Any]) -> bool:
        """Whether this choice may go with the other options of ``config``."""
        return all(config.get(key) in values for key, values in self.when.items())


class OptionSpec(NamedTuple):
    """A game option the player sets up (and the command line takes as ``--key``)."""

    key: str
    label: Text
    choices: tuple[Choice, ...]
    default: str | int
    #: one line for ``--help`` (English, like the rest of the command line)
    help: str = ""
    #: what the choices mean, shown under the option in the new-game dialog
    note: Text | None = None

    @property
    def flag(self) -> str:
        """The command-line flag: ``--target``, ``--start-player``."""
        return "--" + self.key.replace("_", "-")

    @property
    def values(self) -> tuple[str | int, ...]:
        """Every value the option can take in some config."""
        return tuple(c.value for c in self.choices)

    def allowed(self, config: Mapping[str, Any]) -> tuple[str | int, ...]:
        """The values that go with the rest of ``config``."""
        return tuple(c.value for c in self.choices if c.allowed_with(config))


class SettingSpec(NamedTuple):
    """A setting of the game's own (a house rule's switch), in Preferences under the
    game's name; the table reads it with ``Settings.game_value(game_id, key)``.

    A ``bool`` default makes a check box, ``choices`` a list; ``note`` is shown under it.
    ``old_key``: the app-wide entry older settings files kept the value under.
    """

    key: str
    label: Text
    default: bool | str | int
    note: Text | None = None
    choices: tuple[Choice, ...] = ()
    old_key: str = ""

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` is one the setting takes (its default's type; a choice's)."""
        if type(value) is not type(self.default):
            return False
        return not self.choices or value in (c.value for c in self.choices)


class BotLevel(NamedTuple):
    """A bot a seat can be given; ``factory`` builds one (importing the bot when called).

    An unlisted level is not offered in the new-game dialog but still plays in saves and
    on the simulator's command line (an old name kept as an alias, a test bot).
    """

    id: str
    label: Text
    factory: Callable[[], Bot]
    listed: bool = True
    #: how this level plays, in a sentence or two (the new-game dialog shows it)
    description: Text | None = None


def bot_levels(
    make: Callable[[str], Bot],
    labels: Mapping[str, Text],
    unlisted: Iterable[str] = ("basic", "random"),
) -> tuple[BotLevel, ...]:
    """A game's levels, in the order of ``labels`` (level id: its label), each built by
    ``make(level)`` when a seat needs it; the ``unlisted`` ones are not offered in the
    new-game dialog."""
    hidden = frozenset(unlisted)
    return tuple(
        BotLevel(level, label, partial(make, level), listed=level not in hidden)
        for level, label in labels.items()
    )


class Credit(NamedTuple):
    """Who made the game on paper."""

    designers: str
    publisher: str


class Played(Protocol):
    """What a record is written from: a :class:`~.match.Match`, or a simulator's game.

    Anything with ``config``, ``seed``, ``seats``, ``state`` and ``moves`` (``Move``
    values: the whole action log) will do.
    """

    @property
    def config(self) -> Mapping[str, Any]:
        """The validated config."""
        ...

    @property
    def seed(self) -> int:
        """The game's seed."""
        ...

    @property
    def seats(self) -> Sequence[SeatSpec]:
        """Who sat where."""
        ...

    @property
    def state(self) -> Any:
        """The latest state."""
        ...

    @property
    def moves(self) -> Sequence[Any]:
        """The action log."""
        ...


class RecordSpec(NamedTuple):
    """A game's record format: how to write one and how to check one by replaying it.

    Most games use the core envelope (:func:`macaron_desktop.core.record.envelope`), which
    stores the action log; a game with a published format of its own gives its own
    ``write`` and ``check``. ``format`` is the record's ``"format"`` field.
    """

    format: str
    write: Callable[[Played], dict[str, Any]]
    #: every problem found in a record (empty when it replays exactly)
    check: Callable[[Mapping[str, Any]], list[str]]
    #: a good record of the game's own format as the core envelope's parts (``config``,
    #: ``seed``, ``seats``, ``moves``), so the replay can step through it; ``None`` for a
    #: format without an action log (the replay then refuses it). Envelope records need none.
    envelope: Callable[[Mapping[str, Any]], dict[str, Any] | None] | None = None


#: the ``format`` of records in the core envelope (see :mod:`macaron_desktop.core.record`)
ENVELOPE_FORMAT = "macaron-desktop-record"


class GameSpec(NamedTuple):
    """Everything the app needs to know about one game, declared once."""

    game_id: str
    name: Text
    #: the library tile's line about players and modes
    players: Text
    description: Text
    #: the library picture (an asset path)
    picture: str
    modes: tuple[ModeSpec, ...]
    #: the module holding ``GAME`` (the rules), imported when first needed
    rules_module: str
    #: the mode the new-game dialog and ``--new`` start with
    default_mode: str
    options: tuple[OptionSpec, ...] = ()
    bots: tuple[BotLevel, ...] = ()
    #: the level a new bot seat gets
    default_bot: str = "random"
    #: the config key of the start player (``None`` for random, or a seat), when players
    #: may choose who starts; ``None``: the game has no such choice
    start_player_key: str | None = None
    credit: Credit | None = None
    #: rules pages per language (asset paths); English is the fallback
    rules_pages: Mapping[str, str] = _NOTHING
    #: the asset folder of the game's card art
    art: str = ""
    #: the Qt side (``new_game``, ``create_table``, ``quick_start``...); ``None``: not playable
    table_module: str | None = None
    record: RecordSpec | None = None
    #: rounds played in a state (the simulator's report); ``None``: the game has no rounds
    rounds: Callable[[Any], int] | None = None
    #: the game's own word for a round, with its number (``Hand %1``), in Load and
    #: ``--list-saves``; ``None``: a round (``Round %1``)
    round_name: Text | None = None
    #: the mode the simulator plays when none is given (default: ``default_mode``)
    simulator_mode: str | None = None
    #: every message key the rules produce (refusals and events), for the translation test
    message_keys: Callable[[], Iterable[str]] | None = None
    #: seat kinds older saves used, and the kind each means now (``{"old": "rule"}``)
    seat_kind_aliases: Mapping[str, str] = _NOTHING
    #: test hook: a state that differs from ``state`` only in cards hidden from ``seat``
    #: (``None`` when it cannot make one here); the contract tests check ``view`` with it
    perturb_hidden: Callable[[Any, int, Any], Any] | None = None
    #: the game's own settings (Preferences shows them under the game's name)
    settings: tuple[SettingSpec, ...] = ()
    #: the words of this game's own rules, in English and in zh_TW, that
    #: shared code must not use (a test checks them, with every game id, over core/, ui/...)
    words: tuple[str, ...] = ()
    #: the card data files as ``"package:file"`` (``"macaron_desktop.games.x:cards.toml"``),
    #: read with :mod:`macaron_desktop.core.card_data`; tests check their texts and the wheel
    card_data: tuple[str, ...] = ()

    # -- modes ---------------------------------------------------------------------------
    def mode(self, mode_id: str) -> ModeSpec:
        """The mode ``mode_id``; ``KeyError`` for an unknown one."""
        for mode in self.modes:
            if mode.id == mode_id:
                return mode
        raise KeyError(f"{self.game_id} has no mode {mode_id!r}")

    @property
    def mode_ids(self) -> tuple[str, ...]:
        """Every mode id, in the order players see them."""
        return tuple(m.id for m in self.modes)

    def mode_of(self, config: Mapping[str, Any]) -> ModeSpec | None:
        """The mode a game's config is played in."""
        for mode in self.modes:
            if all(config.get(k) == v for k, v in mode.config.items()):
                return mode
        return None

    # -- options -------------------------------------------------------------------------
    def option(self, key: str) -> OptionSpec:
        """The option ``key``; ``KeyError`` for an unknown one."""
        for option in self.options:
            if option.key == key:
                return option
        raise KeyError(f"{self.game_id} has no option {key!r}")

    def config(self, mode_id: str | None = None, **options: Any) -> dict[str, Any]:
        """A config for ``mode_id`` (default mode if ``None``) with ``options`` set.

        Unset options take their defaults; ``ValueError`` names an option whose value
        does not go with the others.
        """
        mode = self.mode(mode_id or self.default_mode)
        unknown = sorted(set(options) - {o.key for o in self.options})
        if unknown:
            raise ValueError(f"{self.game_id} has no option {unknown[0]!r}")
        config: dict[str, Any] = dict(mode.config)
        for option in self.options:
            config[option.key] = options.get(option.key, option.default)
        for option in self.options:
            allowed = option.allowed(config)
            if config[option.key] not in allowed:
                raise ValueError(
                    f"{option.key} {config[option.key]} does not go with the other options "
                    f"(allowed: {', '.join(map(str, allowed))})"
                )
        return config

    def setting(self, key: str) -> SettingSpec:
        """The game's own setting ``key``; ``KeyError`` for an unknown one."""
        for setting in self.settings:
            if setting.key == key:
                return setting
        raise KeyError(f"{self.game_id} has no setting {key!r}")

    # -- seats and bots ------------------------------------------------------------------
    def bot(self, level: str | None) -> Bot:
        """A new bot of ``level`` (the default level if ``None``); ``KeyError`` if unknown."""
        name = level or self.default_bot
        for bot in self.bots:
            if bot.id == name:
                return bot.factory()
        raise KeyError(f"{self.game_id} has no bot {name!r}")

    @property
    def bot_ids(self) -> tuple[str, ...]:
        """Every bot level's id."""
        return tuple(b.id for b in self.bots)

    def bot_seats(self, mode_id: str, levels: Sequence[str]) -> list[SeatSpec]:
        """Seats for ``mode_id`` with bots of ``levels`` (one per player seat, or one for
        all) and the rule seats filled in; ``ValueError`` for a wrong number of levels."""
        from .match import SeatSpec

        mode = self.mode(mode_id)
        players = mode.player_seats
        names = list(levels) if len(levels) > 1 else list(levels) * len(players)
        if len(names) != len(players):
            raise ValueError(f"{len(players)} bot names needed, {len(names)} given")
        bots = iter(enumerate(names, start=1))
        seats = []
        for role in mode.seats:
            if role.kind == "rule":
                seats.append(SeatSpec(role.name, "rule"))
            else:
                number, level = next(bots)
                seats.append(SeatSpec(f"Bot {number}", "bot", level))
        return seats

    # -- lazy parts ----------------------------------------------------------------------
    def game(self) -> Game[Any, Any]:
        """The rules (imports the engine on first use)."""
        return importlib.import_module(self.rules_module).GAME  # type: ignore[no-any-return]

    @property
    def playable(self) -> bool:
        """Whether the app can put this game on the table (it has a table)."""
        return self.table_module is not None
