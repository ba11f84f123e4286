"""What a savegame holds, checked by pydantic: the file format (version 3), its limits,
and the one error every savegame problem is reported as (:class:`SaveError`)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .registry import get_spec
from .save_index import FORMAT

VERSION = 3
MAX_MOVES = 20_000
#: the largest file read as a savegame (checked before reading); a long game is ~100 kB
MAX_FILE_BYTES = 8_000_000
#: the deepest nesting of lists and objects a savegame may have (real ones reach 8)
MAX_DEPTH = 32
#: dates a savegame may carry: anything else is a broken clock or a forged file
EARLIEST = datetime(1980, 1, 1, tzinfo=UTC)
LATEST = datetime(9000, 1, 1, tzinfo=UTC)


class SaveError(Exception):
    """A savegame could not be read; ``str()`` is one clear English sentence.

    ``key`` and ``params`` let the GUI say the same sentence in the current language.
    """

    def __init__(self, sentence: str, key: str = "damaged", **params: Any) -> None:
        super().__init__(" ".join(sentence.split())[:400])  # one line, whatever the detail
        self.key = key
        self.params = params


class SeatModel(BaseModel):
    """One seat as stored."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    kind: Literal["human", "bot", "rule"]
    level: str | None = Field(default=None, max_length=20)


def _old_seat_kinds(data: Any) -> Any:
    """Saves written before seat kinds were game-agnostic name a seat the rules play by a
    word of their game; the game's spec lists those words (``seat_kind_aliases``)."""
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        return data
    try:
        aliases = get_spec(str(data.get("game_id"))).seat_kind_aliases
    except KeyError:
        return data
    if not any(isinstance(s, dict) and s.get("kind") in aliases for s in data["seats"]):
        return data
    seats = [
        {**s, "kind": aliases[s["kind"]]} if isinstance(s, dict) and s.get("kind") in aliases else s
        for s in data["seats"]
    ]
    return {**data, "seats": seats}


class MoveModel(BaseModel):
    """One entry of the action log as stored."""

    model_config = ConfigDict(extra="forbid")
    seat: int = Field(ge=0, le=7)
    action: dict[str, Any]


class SummaryModel(BaseModel):
    """What the Load dialog shows without replaying the game."""

    model_config = ConfigDict(extra="forbid")
    mode: str = Field(default="", max_length=20)
    round: int = Field(default=1, ge=0, le=10_000)
    scores: list[int] = Field(default_factory=list, max_length=8)
    finished: bool = False


class SaveFile(BaseModel):
    """A savegame, format version 3."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["macaron-desktop-save"] = FORMAT
    version: Literal[3] = VERSION
    app_version: str = Field(max_length=40)
    game_id: str = Field(max_length=40)
    config: dict[str, Any]
    seats: list[SeatModel] = Field(min_length=1, max_length=8)
    seed: int = Field(ge=0, lt=2**63)
    moves: list[MoveModel] = Field(max_length=MAX_MOVES)
    created: datetime
    updated: datetime
    summary: SummaryModel = Field(default_factory=SummaryModel)
    #: hints asked for so far (statistics), since version 3
    hints: int = Field(default=0, ge=0, le=1_000_000)

    @model_validator(mode="before")
    @classmethod
    def generic_seat_kinds(cls, data: Any) -> Any:
        """Read older saves' seat kinds (see :func:`_old_seat_kinds`)."""
        return _old_seat_kinds(data)

    @field_validator("created", "updated")
    @classmethod
    def _sane_date(cls, value: datetime) -> datetime:
        """In UTC (a date without a zone is taken as UTC) and between 1980 and 9000."""
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        try:
            value = value.astimezone(UTC)
        except (OverflowError, ValueError):
            raise ValueError("the date is out of range") from None
        if not EARLIEST <= value < LATEST:
            raise ValueError("the date is out of range")
        return value
