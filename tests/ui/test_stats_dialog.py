"""The statistics dialog shows every column whole, in both languages."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from macaron_desktop.core.stats import stats_path
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.stats_dialog import StatsDialog

FIGURES = {"played": 12, "won": 7, "best_score": 23}


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_columns_fit_their_contents_without_a_scroll_bar(
    qtbot: QtBot, qapp: QApplication, language: str
) -> None:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    modes = ("solo", "2p", "3p", "4p", "2v2", "5p")
    path.write_text(json.dumps({"macaron": {mode: FIGURES for mode in modes}}), "utf-8")
    languages = LanguageManager()
    languages.apply(language)
    try:
        dialog = StatsDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tree = dialog.tree
        assert tree.topLevelItemCount() == len(modes)
        metrics = tree.fontMetrics()
        for column in range(tree.columnCount()):
            widest = max(
                metrics.horizontalAdvance(tree.topLevelItem(row).text(column))
                for row in range(tree.topLevelItemCount())
            )
            assert tree.columnWidth(column) >= widest, tree.headerItem().text(column)
            assert tree.columnWidth(column) >= tree.header().sectionSizeHint(column)
        assert not tree.horizontalScrollBar().isVisible()
        assert tree.horizontalScrollBar().maximum() == 0
    finally:
        languages.apply("en")
