"""Fonts: the art's font lists resolve, and Chinese text prefers Traditional Chinese fonts."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from macaron_desktop.resources import assets_dir
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.style import (
    SVG_FONT_LISTS,
    TRADITIONAL_CHINESE_FONTS,
    register_font_fallbacks,
)
from macaron_desktop.ui.table import LabelItem


def test_every_font_list_in_the_art_is_registered() -> None:
    used = set()
    for path in Path(assets_dir()).rglob("*.svg"):
        used.update(re.findall(r'font-family="([^"]+)"', path.read_text(encoding="utf-8")))
    assert used, "the art names no fonts?"
    assert used <= set(SVG_FONT_LISTS)


def test_font_lists_become_substitutions(qapp: QApplication) -> None:
    register_font_fallbacks()
    for family_list in SVG_FONT_LISTS:
        first = family_list.split(",")[0].strip().lower()
        assert QFont.substitutes(family_list)[0].lower() == first


def test_chinese_interface_prefers_traditional_chinese_fonts(qapp: QApplication) -> None:
    manager = LanguageManager()
    manager.apply("zh_TW")
    families = QApplication.font().families()
    assert families[-len(TRADITIONAL_CHINESE_FONTS) :] == TRADITIONAL_CHINESE_FONTS
    manager.apply("en")
    assert not set(QApplication.font().families()) & set(TRADITIONAL_CHINESE_FONTS)


def test_a_label_whose_text_changes_with_the_language_takes_its_fonts(
    qapp: QApplication,
) -> None:
    """A table label made in English and given its Chinese text after the switch is drawn
    and measured in the Chinese fonts, like one whose text stayed the same (it was left in
    the old fonts, a little narrower or wider than the layout had measured it)."""
    manager = LanguageManager()
    manager.apply("en")
    changed, same = LabelItem("13 cards"), LabelItem("Amélie")
    try:
        manager.apply("zh_TW")
        changed.set_text("13 張牌")
        same.set_text("Amélie")
        for label in (changed, same):
            measured = LabelItem.measure(label.text(), LabelItem.font_for(15))
            assert label.boundingRect().adjusted(2, 2, -2, -2).size() == measured
    finally:
        manager.apply("en")
