"""The table's look in the settings (issue 24): the card size and the high-contrast
palette are kept in the settings file, offered in Preferences, and used at once by the
table in front of the player."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace

from busy_tables import open_busy
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from macaron_desktop.settings import CARD_SCALES, Settings, load_settings, settings_path
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.settings_dialog import SettingsDialog
from macaron_desktop.ui.table import LabelItem, TableView, palette


def test_the_look_is_kept_and_a_wrong_value_falls_back(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    window.apply_settings(replace(window.settings, card_scale=140, high_contrast=True))
    assert (load_settings().card_scale, load_settings().high_contrast) == (140, True)
    data = json.loads(settings_path().read_text("utf-8"))
    data["card_scale"] = 125  # not a step the dialog offers
    settings_path().write_text(json.dumps(data), "utf-8")
    assert load_settings().card_scale == 100 and load_settings().high_contrast


def test_preferences_offer_the_card_sizes_and_high_contrast(qapp: QApplication) -> None:
    dialog = SettingsDialog(Settings(card_scale=120))
    assert [dialog.card_scale.itemText(i) for i in range(dialog.card_scale.count())] == [
        f"{n}%" for n in CARD_SCALES
    ]
    assert dialog.card_scale.currentText() == "120%"
    assert dialog.card_scale_label.buddy() is dialog.card_scale
    assert not dialog.high_contrast.isChecked() and dialog.high_contrast.text()
    dialog.card_scale.setCurrentIndex(CARD_SCALES.index(160))
    dialog.high_contrast.setChecked(True)
    edited = dialog.result_settings()
    assert (edited.card_scale, edited.high_contrast) == (160, True)


def test_high_contrast_repaints_the_table_at_once(make_window: Callable[..., MainWindow]) -> None:
    window = make_window((1024, 640))
    window.setUpdatesEnabled(True)
    table = open_busy(window, "macaron", "4p")

    def corner() -> str:
        image = table.view.viewport().grab().toImage()
        return image.pixelColor(QPoint(image.width() - 3, image.height() // 2)).name()

    before = corner()
    window.apply_settings(replace(window.settings, high_contrast=True))
    assert palette.current() is palette.HIGH_CONTRAST
    assert corner() == palette.HIGH_CONTRAST.plain_table.name() != before
    window.apply_settings(replace(window.settings, high_contrast=False))
    assert palette.current() is palette.NORMAL and corner() == before


def test_every_open_table_takes_the_palette(qtbot: QtBot) -> None:
    """A second table (a replay's) repaints its items too, though the first already
    switched the program's palette."""
    first, second = TableView(plain_background=True), TableView(plain_background=True)
    for view in (first, second):
        qtbot.addWidget(view)
        view.resize(400, 300)
        view.show()
    qtbot.waitExposed(second)
    label = LabelItem("Ana", pixel_size=40)
    label.setPos(200, 150)
    second.table_scene.addItem(label)
    second.viewport().grab()  # the label's look cached in the normal palette
    first.set_look(1.0, True)
    second.set_look(1.0, True)
    image = second.viewport().grab().toImage()
    left = second.mapFromScene(label.mapToScene(label.boundingRect().left() + 8, 0))
    assert image.pixelColor(left) == palette.HIGH_CONTRAST.label_background
