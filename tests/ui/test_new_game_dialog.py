"""The one new-game dialog, read from a game's spec: Macaron's modes, options, seats, start
player and seed, the toy game's plain set-up, and the texts in both languages."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import Match
from macaron_desktop.core.registry import get_spec
from macaron_desktop.core.spec import GameSpec
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.new_game import NewGame, default_seats, quick_game
from macaron_desktop.ui.new_game_dialog import NewGameDialog

MACARON = get_spec("macaron")
TOY = get_spec("toy")


def open_dialog(qtbot: QtBot, spec: GameSpec = MACARON, mode: str | None = None) -> NewGameDialog:
    dialog = NewGameDialog(spec)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    if mode is not None:
        dialog.set_mode(mode)
    return dialog


def build(spec: GameSpec, game: NewGame) -> Match:  # type: ignore[type-arg]
    return Match(spec.game(), game.config, game.seed, game.seats)


def items(combo: object) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]  # type: ignore[attr-defined]


def field(dialog: NewGameDialog, key: str):  # type: ignore[no-untyped-def]
    return next(f for f in dialog.option_fields if f.option.key == key)


@pytest.mark.parametrize("mode", MACARON.mode_ids)
def test_every_macaron_mode_gives_seats_and_a_config_the_engine_accepts(
    mode: str, qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = open_dialog(qtbot, mode=mode)
    game = dialog.result_game()
    seats = MACARON.mode(mode).seats
    assert len(game.seats) == len(seats)
    assert game.seats[0].kind == "human" and game.seats[0].name == "Player"
    for seat, role in zip(game.seats, seats, strict=True):
        assert (seat.kind == "rule") == (role.kind == "rule")
    match = build(MACARON, game)
    assert match.config["mode"] == mode
    # a person in another seat and a bot of the other level still make a game
    grid = dialog.seat_grid
    if len(seats) > 2:
        grid.rows[1].kind.setCurrentIndex(grid.rows[1].kind.findData("human"))
        grid.rows[2].kind.setCurrentIndex(grid.rows[2].kind.findData("bot:easy"))
        again = dialog.result_game()
        assert [s.kind for s in again.seats[:3]] == ["human", "human", "bot"]
        assert again.seats[2].level == "easy"
        build(MACARON, again)


def test_bots_get_the_game_s_default_level_and_every_level_is_offered(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = open_dialog(qtbot, mode="4p")
    kinds = items(dialog.seat_grid.rows[1].kind)
    # the four levels; "basic" and "random" still play in saves and the simulator, unlisted
    assert kinds == ["Person", "Bot (easy)", "Bot (normal)", "Bot (hard)", "Bot (expert)"]
    assert {s.level for s in dialog.result_game().seats[1:]} == {"normal"}


def test_targets_follow_the_scoring_side_and_a_still_allowed_target_stays(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = open_dialog(qtbot, mode="4p")
    scoring, target = field(dialog, "scoring"), field(dialog, "target")
    assert items(target.combo) == ["10 points", "15 points", "20 points"]
    scoring.combo.setCurrentIndex(scoring.combo.findData("advanced"))
    assert items(target.combo) == ["10 points", "15 points", "20 points", "30 points"]
    target.combo.setCurrentIndex(target.combo.findData(30))
    assert build(MACARON, dialog.result_game()).config["target"] == 30
    scoring.combo.setCurrentIndex(scoring.combo.findData("standard"))
    assert items(target.combo) == ["10 points", "15 points", "20 points"]
    assert dialog.option_values() == {"scoring": "standard", "target": 10}
    scoring.combo.setCurrentIndex(scoring.combo.findData("advanced"))
    target.combo.setCurrentIndex(target.combo.findData(20))
    scoring.combo.setCurrentIndex(scoring.combo.findData("standard"))
    assert dialog.option_values() == {"scoring": "standard", "target": 20}
    build(MACARON, dialog.result_game())


def test_the_scoring_side_says_what_standard_and_advanced_mean(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = open_dialog(qtbot)
    scoring = field(dialog, "scoring")
    assert scoring.note.isVisible()
    assert "Standard:" in scoring.note.text() and "Advanced:" in scoring.note.text()
    assert scoring.combo.toolTip() == scoring.note.text()


def test_in_solo_you_always_start_and_elsewhere_the_start_player_is_chosen(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = open_dialog(qtbot, mode="solo")
    assert dialog.start_fixed.isVisible() and not dialog.start.isVisible()
    assert dialog.start_fixed.text() == "You (solo: you always start)"
    assert dialog.start_fixed.isEnabled()
    build(MACARON, dialog.result_game())
    dialog.set_mode("4p")
    assert dialog.start.isVisible() and not dialog.start_fixed.isVisible()
    assert items(dialog.start) == ["Random", "Player", "Amélie", "Basile", "Camille"]
    dialog.seat_grid.rows[2].name.setText("Zoé")
    assert dialog.start.itemText(3) == "Zoé"
    dialog.start.setCurrentIndex(3)
    match = build(MACARON, dialog.result_game())
    assert match.config["start_player"] == 2
    assert match.state.round.start_seat == 2


def test_in_2v2_the_seats_are_marked_as_teams(qtbot: QtBot, languages: LanguageManager) -> None:
    dialog = open_dialog(qtbot, mode="2v2")
    rows = dialog.seat_grid.rows[:4]
    assert [r.team.text() for r in rows] == ["Team 1", "Team 2", "Team 1", "Team 2"]
    assert all(r.team.isVisible() for r in rows)
    colour = [re.search(r"background: (#\w+)", r.team.styleSheet()).group(1) for r in rows]  # type: ignore[union-attr]
    assert colour[0] == colour[2] != colour[1] == colour[3]
    assert dialog.teams_line.isVisible()
    assert dialog.teams_line.text() == "Seats 1 + 3 against seats 2 + 4"
    dialog.set_mode("4p")
    assert not any(r.team.isVisible() for r in rows)
    assert not dialog.teams_line.isVisible()


def test_the_seed_is_explained_used_and_can_be_drawn_again(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = open_dialog(qtbot)
    assert "the same seed deals the same cards" in dialog.seed.toolTip().lower()
    dialog.seed.setText("5")
    assert dialog.result_game().seed == 5
    seeds = set()
    for _ in range(3):
        dialog.new_seed_button.click()
        seeds.add(dialog.seed.text())
    assert "5" not in seeds and len(seeds) > 1


def test_rule_seats_are_shown_with_their_name_and_cannot_be_taken(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = open_dialog(qtbot, mode="solo")
    row = dialog.seat_grid.rows[1]
    assert row.fixed_name.isVisible() and row.fixed_name.text() == "Emma"
    assert row.fixed_kind.text() == "played by the rules"
    assert not row.name.isVisible() and not row.kind.isVisible()


def test_typed_names_and_choices_survive_a_change_of_mode(
    qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = open_dialog(qtbot, mode="4p")
    name = dialog.seat_grid.rows[0].name
    name.selectAll()
    qtbot.keyClicks(name, "Ana")
    dialog.set_mode("5p")
    dialog.set_mode("3p")
    assert [s.name for s in dialog.result_game().seats] == ["Ana", "Amélie", "Basile"]


def test_default_names_follow_the_language(qtbot: QtBot, languages: LanguageManager) -> None:
    languages.apply("zh_TW")
    dialog = open_dialog(qtbot, mode="4p")
    assert dialog.seat_grid.rows[0].name.text() == "玩家"
    assert dialog.windowTitle() == "新的《Macaron》遊戲"
    assert quick_game(MACARON, "solo", 1).seats[0].name == "玩家"
    assert default_seats(MACARON, "solo")[0].name == "玩家"
    # switching language while the dialog is open renames an untouched default name only
    languages.apply("en")
    qtbot.waitUntil(lambda: dialog.seat_grid.rows[0].name.text() == "Player")
    dialog.seat_grid.rows[1].name.setText("Zoé")
    languages.apply("zh_TW")
    qtbot.waitUntil(lambda: dialog.seat_grid.rows[0].name.text() == "玩家")
    assert dialog.seat_grid.rows[1].name.text() == "Zoé"
    assert dialog.start.itemText(0) == "隨機"


def mnemonics(dialog: NewGameDialog) -> list[str]:
    texts = [w.text() for w in dialog.findChildren(QLabel) if w.isVisible() and w.buddy()]
    texts.append(dialog.new_seed_button.text())
    return [m.group(1).lower() for t in texts if (m := re.search(r"&(\w)", t))]


@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize("mode", ["solo", "5p"])
def test_every_field_has_its_own_mnemonic(
    language: str, mode: str, qtbot: QtBot, languages: LanguageManager
) -> None:
    languages.apply(language)
    dialog = open_dialog(qtbot, mode=mode)
    keys = mnemonics(dialog)
    # mode, seats, options, start player, seed, new seed; none for the rule seat and the
    # fixed start player, which have no field to jump to
    seats = len(MACARON.mode(mode).player_seats)
    start = 0 if mode == "solo" else 1
    assert len(keys) == 1 + seats + 2 + start + 1 + 1
    assert len(set(keys)) == len(keys), keys


@pytest.mark.parametrize("mode", TOY.mode_ids)
def test_the_toy_game_s_dialog_works_from_its_spec_alone(
    mode: str, qtbot: QtBot, languages: LanguageManager
) -> None:
    dialog = open_dialog(qtbot, TOY, mode)
    assert dialog.windowTitle() == "New game of Toy tricks"
    assert items(dialog.mode) == ["2 players", "3 players"]
    assert not dialog.option_fields
    assert not dialog.start.isVisible() and not dialog.start_label.isVisible()
    game = dialog.result_game()
    assert "start_player" not in game.config
    assert [s.kind for s in game.seats] == ["human"] + ["bot"] * (len(game.seats) - 1)
    assert build(TOY, game).config["players"] == len(game.seats)


def test_the_dialog_re_translates_everything_live(qtbot: QtBot, languages: LanguageManager) -> None:
    dialog = open_dialog(qtbot, mode="2v2")
    english = visible_texts(dialog)
    languages.apply("zh_TW")
    qtbot.waitUntil(lambda: dialog.mode_label.text() == "模式(&M)：")
    chinese = visible_texts(dialog)
    same = {t for t in english & chinese if re.search(r"[A-Za-z]{3}", t)}
    # proper names and the seed stay; everything else reads in Chinese
    assert same <= {"Amélie", "Basile", "Camille"}, same
    assert dialog.teams_line.text() == "座位 1 + 3 對抗座位 2 + 4"


def visible_texts(dialog: NewGameDialog) -> set[str]:
    found: set[str] = set()
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible():
            continue
        for name in ("text", "currentText", "title"):
            getter = getattr(widget, name, None)
            if callable(getter):
                value = getter()
                if isinstance(value, str) and value:
                    found.add(value)
    return found
