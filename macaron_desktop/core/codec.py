"""Turning small typed values (actions, cards) into JSON data and back.

Games register their dataclasses and enums once; encoding writes ``{"type": name, ...}``
objects, decoding accepts only registered names, so a savegame can never make the
program build anything else.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Mapping
from typing import Any


class Codec:
    """Encodes and decodes registered frozen dataclasses and enums."""

    def __init__(self, types: Iterable[type]) -> None:
        self._types: dict[str, type] = {}
        for cls in types:
            if not (dataclasses.is_dataclass(cls) or issubclass(cls, enum.Enum)):
                raise TypeError(f"{cls!r} is neither a dataclass nor an enum")
            self._types[cls.__name__] = cls

    def encode(self, value: Any) -> Any:
        """JSON-ready data for ``value``."""
        if isinstance(value, enum.Enum):
            return {"type": type(value).__name__, "value": value.value}
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            data: dict[str, Any] = {"type": type(value).__name__}
            for f in dataclasses.fields(value):
                data[f.name] = self.encode(getattr(value, f.name))
            return data
        if isinstance(value, (tuple, list)):
            return [self.encode(v) for v in value]
        if value is None or isinstance(value, (bool, int, str)):
            return value
        raise TypeError(f"cannot encode {value!r}")

    def decode(self, data: Any) -> Any:
        """The value ``encode`` produced ``data`` from; ``ValueError`` on anything else."""
        if isinstance(data, list):
            return tuple(self.decode(v) for v in data)
        if data is None or isinstance(data, (bool, int, str)):
            return data
        if not isinstance(data, Mapping):
            raise ValueError(f"unexpected value {data!r}")
        name = data.get("type")
        cls = self._types.get(name) if isinstance(name, str) else None
        if cls is None:
            raise ValueError(f"unknown type {name!r}")
        if issubclass(cls, enum.Enum):
            try:
                return cls(data.get("value"))
            except ValueError as exc:
                raise ValueError(f"bad {name} value {data.get('value')!r}") from exc
        names = {f.name for f in dataclasses.fields(cls)}
        extra = set(data) - names - {"type"}
        if extra:
            raise ValueError(f"unexpected fields {sorted(extra)} for {name}")
        try:
            return cls(**{k: self.decode(v) for k, v in data.items() if k != "type"})
        except TypeError as exc:
            raise ValueError(f"bad fields for {name}: {exc}") from exc
