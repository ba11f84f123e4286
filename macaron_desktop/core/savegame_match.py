"""A savegame from a match, and a match from a savegame (replayed and checked move by move)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from .. import __version__
from .match import Match, SeatSpec
from .registry import RULES_MODULES, get_bot, get_game, get_spec
from .savegame_models import MoveModel, SaveError, SaveFile, SeatModel, SummaryModel


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def mode_id(game_id: str, config: Mapping[str, Any]) -> str:
    """The id of the mode ``config`` is played in (``4p``, ``solo``...): the game's spec
    knows it from the config (its player count, its mode key); empty if none fits."""
    try:
        mode = get_spec(game_id).mode_of(config)
    except KeyError:
        mode = None
    return mode.id if mode is not None else str(config.get("mode", ""))


def summarize(match: Match[Any, Any]) -> SummaryModel:
    """The short summary a game gives of its state (round, scores), for the Load dialog."""
    describe = getattr(match.game, "summary", None)
    info: Mapping[str, Any] = describe(match.state) if callable(describe) else {}
    result = match.result()
    return SummaryModel(
        mode=mode_id(match.game.game_id, match.config),
        round=int(info.get("round", 1)),
        scores=list(result.scores if result else info.get("scores", [])),
        finished=result is not None,
    )


def save_from_match(
    match: Match[Any, Any],
    created: datetime | None = None,
    moves: list[MoveModel] | None = None,
) -> SaveFile:
    """The savegame of ``match`` as it stands now (``moves``: its log already encoded)."""
    now = _now()
    if moves is None:
        moves = [MoveModel(**m) for m in match.encoded_moves()]
    return SaveFile(
        app_version=__version__,
        game_id=match.game.game_id,
        config=dict(match.config),
        seats=[SeatModel(name=s.name, kind=s.kind, level=s.level) for s in match.seats],
        seed=match.seed,
        moves=moves,
        created=created or now,
        updated=now,
        summary=summarize(match),
        hints=match.hints_used,
    )


def restore_match(save: SaveFile) -> Match[Any, Any]:
    """Replay ``save`` into a match that can be played on; :class:`SaveError` if it cannot.

    Checks everything a game on the table will need: the game, its settings and seats,
    every bot's level, and every move of the log against the rules.
    """
    if save.game_id not in RULES_MODULES:
        raise SaveError(
            f"This savegame is for a game this version does not know ({save.game_id!r}).",
            "unknown_game",
            game=save.game_id,
        )
    game = get_game(save.game_id)
    for seat in save.seats:
        if seat.kind == "bot":
            try:
                get_bot(save.game_id, seat.level)
            except (KeyError, ValueError, TypeError) as exc:
                raise SaveError(
                    f"This savegame has a bot level this version does not know ({seat.level!r}).",
                    "unknown_bot",
                    level=str(seat.level),
                ) from exc
    seats = [SeatSpec(s.name, s.kind, s.level) for s in save.seats]
    try:
        match = Match(game, save.config, save.seed, seats)
    except Exception as exc:  # noqa: BLE001 - any refusal of the settings means "damaged"
        raise SaveError(
            f"This savegame's game settings are not valid ({exc}).", "bad_settings", detail=str(exc)
        ) from exc
    for number, move in enumerate(save.moves, start=1):
        try:
            match.play(move.seat, game.decode_action(move.action))
        except Exception as exc:  # noqa: BLE001 - a move the rules cannot take is "illegal"
            raise SaveError(
                f"This savegame's move {number} is not allowed by the rules ({exc}).",
                "illegal_move",
                number=number,
            ) from exc
    match.hints_used = save.hints
    return match
