"""Messages that rules code returns instead of prose.

Rules never produce translated text. They return a :class:`Message`: a stable key plus
named values, which the GUI turns into words in the current language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple


@dataclass(frozen=True)
class Message:
    """A translatable message: a key such as ``"must_follow"`` plus its values."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        """A plain English-ish fallback, for logs and error texts outside the GUI."""
        if not self.params:
            return self.key
        values = ", ".join(f"{k}={v}" for k, v in sorted(self.params.items()))
        return f"{self.key} ({values})"


class IllegalAction(ValueError):
    """Raised by a game's ``apply`` when an action is not allowed; carries the reason."""

    def __init__(self, key: str, **params: Any) -> None:
        self.message = Message(key, dict(params))
        super().__init__(str(self.message))


class MessageKey(NamedTuple):
    """One entry of a game's message catalogue: the key's kind (``"refusal"``,
    ``"event"``, ``"prompt"``), the names of its values, and what it means."""

    kind: str
    params: tuple[str, ...]
    meaning: str


#: the kinds of a message key, as the tables of a catalogue file name them
KINDS = ("refusal", "event", "prompt")


def catalogue_file(package: str, name: str = "messages.toml") -> dict[str, MessageKey]:
    """A game's message catalogue kept as data: the TOML file ``name`` of ``package``,
    with a table for each kind (``[refusal]``, ``[event]``, ``[prompt]``) holding each key
    as ``key = { values = "seat cards", meaning = "…" }`` (the names of its values
    separated by spaces). ``ValueError`` for a table of another kind."""
    # read when a game's catalogue is first asked for, never at start-up
    import importlib.resources
    import tomllib

    text = importlib.resources.files(package).joinpath(name).read_text(encoding="utf-8")
    found: dict[str, MessageKey] = {}
    for kind, entries in tomllib.loads(text).items():
        if kind not in KINDS:
            raise ValueError(f"{package}:{name}: {kind!r} is not a kind of message")
        for key, entry in entries.items():
            found[key] = MessageKey(kind, tuple(entry["values"].split()), entry["meaning"])
    return found
