"""The colours of the table's items: glows, veils, zones, labels and the cloth.

Two palettes: the warm one of the art direction and a high-contrast one, where every text
the kit draws on the table is at least 4.5:1 (WCAG) against what lies under it: labels
and zone names are drawn in black on opaque white plates, a zone's dashed border runs on a
white line (it shows over the cloth and over a game's art alike), and the cloth is a plain
dark slate that every card's light face and every label stands out from. The
palette is the program's (one setting for every table), so items read :func:`current`
each time they paint; :func:`use` switches it and the table repaints.

Colour is never the only sign in either palette: a playable card is also lifted, a
chosen one lifted higher, the focused one ringed with a dashed line, a zone dashed. The
high-contrast palette lays no dark veil over what cannot be played now (it would darken
its texts): a grey line runs round it instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class TablePalette:
    """Every colour an item of the kit paints with."""

    playable_glow: QColor
    selected_glow: QColor
    focus_ring: QColor
    hover_outline: QColor
    dim_veil: QColor
    shadow: QColor
    zone_fill: QColor
    zone_border: QColor
    zone_highlight_fill: QColor
    zone_highlight_border: QColor
    #: the ink of a zone's name (on ``zone_fill`` or ``zone_highlight_fill``)
    zone_text: QColor
    label_background: QColor
    label_border: QColor
    label_text: QColor
    #: the table where there is no cloth art, and under it
    plain_table: QColor
    #: whether the linen art is laid over ``plain_table``
    linen: bool
    #: an opaque plate the zone's name is drawn on (``None``: on the zone itself)
    zone_text_plate: QColor | None = None
    #: a wider line under a zone's dashed border, so that it shows on dark and light alike
    zone_border_halo: QColor | None = None
    #: a solid line under the focus ring's dashes, so that it shows on light and dark alike
    focus_halo: QColor | None = None
    #: a line round an item that is not playable now, drawn over the veil (``None``: none)
    dim_outline: QColor | None = None
    #: thickness of outlines (glows' edges, the focus ring, a zone's border), as a factor
    line_width: float = 1.0


NORMAL = TablePalette(
    playable_glow=QColor("#F5C445"),
    selected_glow=QColor("#E8893A"),
    focus_ring=QColor("#3B2A1E"),
    hover_outline=QColor(255, 250, 235, 200),
    dim_veil=QColor(58, 44, 34, 120),
    shadow=QColor(70, 45, 20, 45),
    zone_fill=QColor(255, 251, 244, 70),
    zone_border=QColor(122, 92, 72, 150),
    zone_highlight_fill=QColor(255, 236, 170, 130),
    zone_highlight_border=QColor("#C98B2B"),
    zone_text=QColor(122, 92, 72, 150),
    label_background=QColor(255, 251, 244, 215),
    label_border=QColor(138, 106, 82, 90),
    label_text=QColor("#4A3020"),
    plain_table=QColor("#E9DCC6"),
    linen=True,
)

HIGH_CONTRAST = TablePalette(
    playable_glow=QColor("#FFD21F"),
    selected_glow=QColor("#FF8C1A"),
    focus_ring=QColor("#FFFFFF"),
    focus_halo=QColor("#000000"),
    hover_outline=QColor("#FFFFFF"),
    # no veil over a card that cannot be played now: it would darken the card's texts
    # below 4.5:1; a grey line round it says so instead (and the playable ones are lifted)
    dim_veil=QColor(0, 0, 0, 0),
    dim_outline=QColor("#7A7A7A"),
    shadow=QColor(0, 0, 0, 90),
    # a zone lies over the cloth or over a game's art (a board's row): see-through, with
    # its name on a plate of its own
    zone_fill=QColor(255, 255, 255, 0),
    zone_border=QColor("#000000"),
    zone_highlight_fill=QColor(255, 241, 168, 110),
    zone_highlight_border=QColor("#000000"),
    zone_text=QColor("#000000"),
    label_background=QColor("#FFFFFF"),
    label_border=QColor("#000000"),
    label_text=QColor("#000000"),
    plain_table=QColor("#24323A"),
    linen=False,
    zone_text_plate=QColor("#FFFFFF"),
    zone_border_halo=QColor("#FFFFFF"),
    line_width=1.6,
)

_current = NORMAL


def current() -> TablePalette:
    """The palette the table paints with now."""
    return _current


def use(high_contrast: bool) -> bool:
    """Paint with the high-contrast palette (True) or the normal one; True when this
    changed the palette."""
    global _current
    chosen = HIGH_CONTRAST if high_contrast else NORMAL
    changed = chosen is not _current
    _current = chosen
    return changed
