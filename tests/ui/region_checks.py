"""What a layout test finds wrong with a table's named parts: one part covering another,
or a part leaving the table."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRectF

from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.table import overlapping


def region_problems(table: GameScreen, where: str, regions: Mapping[str, QRectF]) -> list[str]:
    """Each overlap between ``regions`` and each region that leaves the table, in words."""
    problems = [
        f"{where}: {a} overlaps {b} by {common.width():.0f}×{common.height():.0f}"
        for a, b, common in overlapping(regions, tolerance=1.0)
    ]
    x, y, w, h = table.view.area()
    area = QRectF(x, y, w, h).adjusted(-1, -1, 1, 1)
    problems += [
        f"{where}: {role} leaves the table" for role, r in regions.items() if not area.contains(r)
    ]
    return problems
