"""The core envelope as a game's spec declares it, without loading the record code.

A spec module imports this at start-up, so it holds only the light
:func:`envelope_record`; the writer and checker (:mod:`.record`) load when a record is
first written or checked. It sits above :mod:`.spec` and :mod:`.record`, which keeps the
spec free of any import of the record code (the record code reads the registry, which
holds the specs).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .spec import ENVELOPE_FORMAT, Played, RecordSpec


def envelope_record(game_id: str, fields: str | None = None) -> RecordSpec:
    """The record spec of a game that uses the core envelope (docs/records.md).

    ``fields`` names the module that declares the game's own fields (``FIELDS``,
    ``record_fields``, optionally ``check_fields``: see
    :class:`macaron_desktop.core.record.RecordFields`). The record code and that module
    load when a record is first written or checked, not with the spec.
    """

    def write(played: Played) -> dict[str, Any]:
        from .record import write_envelope

        return write_envelope(game_id, played, fields)

    def check(data: Mapping[str, Any]) -> list[str]:
        from .record import check_envelope

        return check_envelope(data, fields)

    return RecordSpec(ENVELOPE_FORMAT, write, check)
