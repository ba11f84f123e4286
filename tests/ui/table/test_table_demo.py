"""The demo table builds, lays out at two sizes and saves a picture."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from macaron_desktop.ui.table import demo


def test_the_demo_renders_a_picture(qapp: QApplication, tmp_path: Path) -> None:
    for size in ("1024x640", "1280x800"):
        picture = tmp_path / f"demo-{size}.png"
        assert demo.main(["--grab", str(picture), "--size", size]) == 0
        image = QImage(str(picture))
        assert f"{image.width()}x{image.height()}" == size
    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
