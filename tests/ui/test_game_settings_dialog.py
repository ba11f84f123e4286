"""Preferences shows the shared settings and, in a box titled with the game's name, each
game's own, made from its spec: every game's from the library, only the game's own during
a game (pytest-qt)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox
from pytestqt.qtbot import QtBot
from table_gestures import start_table

from macaron_desktop.core.registry import get_spec, register, specs
from macaron_desktop.core.spec import QT_TRANSLATE_NOOP, Choice, SettingSpec
from macaron_desktop.settings import Settings, load_settings
from macaron_desktop.ui.catalog import tr
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import quick_game
from macaron_desktop.ui.settings_dialog import SettingsDialog

#: a toy game of the library with a switch and a list of its own
HOUSE_RULE = SettingSpec(
    "bonus",
    QT_TRANSLATE_NOOP("Toy", "&Bonus trick"),
    True,
    note=QT_TRANSLATE_NOOP("Toy", "A house rule."),
)
BANNER = SettingSpec(
    "banner",
    QT_TRANSLATE_NOOP("Toy", "Banner &time:"),
    2,
    choices=(Choice(1, QT_TRANSLATE_NOOP("Toy", "%1 s")), Choice(2), Choice(3)),
)


@pytest.fixture
def toy_with_settings() -> Iterator[None]:
    """The toy game, in the library and with two settings of its own, for one test."""
    original = get_spec("toy")
    register(original._replace(settings=(HOUSE_RULE, BANNER), table_module="toy.table"))
    yield
    register(original)


def _playable() -> list[str]:
    return [spec.game_id for spec in specs() if spec.playable]


def test_from_the_library_every_game_shows_its_own_settings_under_its_name(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    window.open_settings()
    dialog = window.settings_dialog
    declaring = [s.game_id for s in specs() if s.playable and s.settings]
    assert "macaron" in declaring and "macarena" in declaring
    assert list(dialog.game_groups) == declaring
    for game_id in declaring:
        spec = get_spec(game_id)
        group = dialog.game_groups[game_id]
        assert group.title() == tr(spec.name) and group.isVisible()
        for setting in spec.settings:
            field = dialog.game_field(game_id, setting.key)
            assert group.isAncestorOf(field) and field.isVisible()
    box = dialog.game_field("macaron", "memory_aid")
    assert isinstance(box, QCheckBox) and box.text() == "&Memory aid (house rule)"
    # the shared pace is worded for every game
    assert dialog.pace.itemText(3) == "Click to continue"
    assert "trick" not in dialog.pace.toolTip()


@pytest.mark.parametrize("game_id", _playable())
def test_during_a_game_preferences_shows_that_games_own_settings_only(
    make_window: Callable[..., MainWindow], qtbot: QtBot, game_id: str
) -> None:
    window = make_window()
    spec = get_spec(game_id)
    start_table(window, qtbot, spec, quick_game(spec, spec.default_mode, 3))
    window.open_settings()
    dialog = window.settings_dialog
    assert list(dialog.game_groups) == ([game_id] if spec.settings else [])
    assert dialog.pace.isVisible() and dialog.undo.isVisible()  # the shared ones
    others = {(s.game_id, x.key) for s in specs() if s.game_id != game_id for x in s.settings}
    for other, key in others:
        with pytest.raises(KeyError):
            dialog.game_field(other, key)
    # OK keeps the other games' settings as they were
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.settings.games == {}


def test_a_games_settings_are_made_from_its_spec_and_saved_only_when_changed(
    toy_with_settings: None, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog.game_groups["toy"].title() == "Toy tricks"
    bonus = dialog.game_field("toy", "bonus")
    banner = dialog.game_field("toy", "banner")
    assert isinstance(bonus, QCheckBox) and bonus.isChecked()  # the declared default
    assert isinstance(banner, QComboBox)
    assert [banner.itemText(i) for i in range(3)] == ["1 s", "2", "3"]
    assert banner.currentText() == "2"
    notes = [f.note.text() for f in dialog.game_fields if f.game_id == "toy" and f.note]
    assert notes == ["A house rule."]
    assert dialog.result_settings() == window.settings  # nothing changed, nothing written
    banner.setCurrentIndex(0)
    bonus.setChecked(False)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.settings.games == {"toy": {"bonus": False, "banner": 1}}
    again = load_settings()
    assert again.game_value("toy", "bonus") is False and again.game_value("toy", "banner") == 1
    # the dialog shows what was saved
    reopened = SettingsDialog(again)
    assert not reopened.game_field("toy", "bonus").isChecked()
    assert reopened.game_field("toy", "banner").currentText() == "1 s"


def test_a_games_settings_are_shown_in_the_players_language(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = SettingsDialog(Settings().with_game_value("macaron", "memory_aid", True))
    box = dialog.game_field("macaron", "memory_aid")
    assert box.isChecked()
    qtbot.addWidget(dialog)
    languages.apply("zh_TW")
    zh = QCoreApplication.translate("MacaronSettings", "&Memory aid (house rule)")
    assert zh.startswith("記憶輔助")
    qtbot.waitUntil(lambda: box.text() == zh)
    assert dialog.pace.itemText(3) == "按一下繼續"
    languages.apply("en")
    qtbot.waitUntil(lambda: box.text() == "&Memory aid (house rule)")
