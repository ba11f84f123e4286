"""Every message key the Masters of Maple Syrup rules produce, with its values, for the GUI.

Rules return no prose. :data:`MESSAGES` lists every key once (the game's own keys are
data, in ``messages.toml``), with its kind:
``"refusal"`` (``IllegalAction`` raised by ``apply``; the kit's own refusals of
``core.flow`` are listed with them), ``"event"`` (``core.game.Event`` values in
``view.events``) and ``"prompt"`` (the ``key`` of a prompt or of one of its answers).

Value conventions: seats are ints from 0; a card is a ``cards.Card``; ``cards`` values
are tuples of cards; ``kind`` is ``"tap"``, ``"harvest"`` or ``"develop"``.
"""

from __future__ import annotations

from macaron_desktop.core.flow import ALREADY_CHOSEN, refusal_catalogue
from macaron_desktop.core.messages import MessageKey as Key
from macaron_desktop.core.messages import catalogue_file

#: every message key the rules produce -> its kind, values and meaning (the kit's
#: refusals, then the game's own from ``messages.toml``)
MESSAGES: dict[str, Key] = {**refusal_catalogue(ALREADY_CHOSEN), **catalogue_file(__package__)}
