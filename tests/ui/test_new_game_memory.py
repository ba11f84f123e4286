"""The new-game dialog starts from the player's last choices for that game: its mode, its
options and its seats (issue 21, point 13)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pytestqt.qtbot import QtBot

from macaron_desktop.core.registry import get_spec
from macaron_desktop.settings import load_settings
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import ask_new_game


def test_the_dialog_starts_from_the_last_choices_of_that_game(
    make_window: Callable[..., MainWindow], qtbot: QtBot, languages: LanguageManager
) -> None:
    window = make_window()
    dialog = ask_new_game(window, get_spec("macaron"))
    dialog.set_mode("4p")
    scoring = next(f for f in dialog.option_fields if f.option.key == "scoring")
    scoring.combo.setCurrentIndex(scoring.combo.findData("advanced"))
    target = next(f for f in dialog.option_fields if f.option.key == "target")
    target.combo.setCurrentIndex(target.combo.findData(30))  # only on the advanced side
    row = dialog.seat_grid.rows[2]
    row.name.setText("Zoé")
    row.name.textEdited.emit("Zoé")
    row.kind.setCurrentIndex(row.kind.findData("human"))
    row.kind.activated.emit(row.kind.currentIndex())
    dialog.accept()
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.session.match.config["mode"] == "4p"
    window.leave_game()

    again = ask_new_game(window, get_spec("macaron"))
    assert again.current_mode().id == "4p"
    assert again.option_values()["scoring"] == "advanced"
    assert again.option_values()["target"] == 30
    seats = again.seat_grid.seats()
    assert (seats[2].name, seats[2].kind) == ("Zoé", "human")
    assert seats[0].name == "Player" and seats[1].kind == "bot"
    again.reject()
    # another game keeps its own defaults
    other = ask_new_game(window, get_spec("macarena"))
    assert other.current_mode().id == get_spec("macarena").default_mode
    other.reject()
    # the choices are in the settings file, for the next start of the app
    assert load_settings().new_games["macaron"]["mode"] == "4p"


def test_remembered_default_names_follow_the_language_and_gone_levels_are_dropped(
    make_window: Callable[..., MainWindow], qtbot: QtBot, languages: LanguageManager
) -> None:
    window = make_window()
    last = {
        "mode": "3p",
        "options": {"no such option": 1},
        "seats": [
            {"name": "玩家", "kind": "human", "level": None},
            {"name": "Basile", "kind": "bot", "level": "hard"},
            {"name": "Camille", "kind": "bot", "level": "no such level"},
        ],
    }
    window.settings = replace(window.settings, new_games={"macarena": last})
    dialog = ask_new_game(window, get_spec("macarena"))
    seats = dialog.seat_grid.seats()
    assert dialog.current_mode().id == "3p"
    assert seats[0].name == "Player"  # the default name, in English now
    assert (seats[1].name, seats[1].level) == ("Basile", "hard")
    assert seats[2].level == get_spec("macarena").default_bot  # the gone level is not kept
    dialog.reject()
    # a mode the game no longer has: the dialog starts from the defaults
    window.settings = replace(window.settings, new_games={"macarena": {"mode": "9p"}})
    dialog = ask_new_game(window, get_spec("macarena"))
    assert dialog.current_mode().id == get_spec("macarena").default_mode
    dialog.reject()
