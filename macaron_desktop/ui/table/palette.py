"""The colours of the table's items: glows, veils, zones and labels."""

from __future__ import annotations

from PySide6.QtGui import QColor

PLAYABLE_GLOW = QColor("#F5C445")
SELECTED_GLOW = QColor("#E8893A")
FOCUS_RING = QColor("#3B2A1E")
HOVER_OUTLINE = QColor(255, 250, 235, 200)
DIM_VEIL = QColor(58, 44, 34, 120)
SHADOW = QColor(70, 45, 20, 45)
ZONE_FILL = QColor(255, 251, 244, 70)
ZONE_BORDER = QColor(122, 92, 72, 150)
ZONE_HIGHLIGHT_FILL = QColor(255, 236, 170, 130)
ZONE_HIGHLIGHT_BORDER = QColor("#C98B2B")
LABEL_BACKGROUND = QColor(255, 251, 244, 215)
LABEL_TEXT = QColor("#4A3020")
