"""The table's look from the settings: the card size and the high-contrast palette.

One setting for every game's table: the view keeps the card size for the games' layouts
(:func:`.table.card_size` applies it) and the palette is the kit's
(:mod:`.table.palette`). Used when a table is made and when the settings change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..settings import Settings


def apply_look(screen: Any, settings: Settings | None) -> None:
    """Show ``screen``'s table (its ``view``, a :class:`.table.TableView`) with the card
    size and palette of ``settings``; a visible table is laid out again at once."""
    from .table import TableView

    view = getattr(screen, "view", None)
    if settings is None or not isinstance(view, TableView):
        return
    view.set_look(settings.card_factor(), settings.high_contrast)
