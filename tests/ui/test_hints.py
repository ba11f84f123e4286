"""The Hint button: the Hard bot's advice in the player's language, worked out off the GUI
thread, cancellable, and counted in the game's statistics (saved with the game)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.core import search
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.registry import get_bot, get_spec
from macaron_desktop.core.savegame import Autosave, load_match
from macaron_desktop.core.search import SearchBot, hint_analysis
from macaron_desktop.core.stats import load_stats
from macaron_desktop.games.macaron import levels as macaron_levels
from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.settings import Settings
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.stats_dialog import StatsDialog
from macaron_desktop.ui.worker import join_retired


@pytest.fixture
def window(qtbot: QtBot, languages: LanguageManager) -> Iterator[MainWindow]:
    settings = Settings(animation_speed="instant", confirm_leave_game=False)
    main = MainWindow(settings, languages)
    qtbot.addWidget(main)
    main.resize(1400, 900)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close_game()
    join_retired(3000)


def open_game(
    window: MainWindow, game_id: str, mode: str, seed: int, autosave: Autosave | None = None
) -> GameScreen:
    spec = get_spec(game_id)
    seats = [
        SeatSpec(role.name, "rule")
        if role.kind == "rule"
        else SeatSpec("Ana")
        if i == 0
        else SeatSpec(f"Bot {i}", "bot", "normal")
        for i, role in enumerate(spec.mode(mode).seats)
    ]
    window.open_match(Match(spec.game(), spec.config(mode), seed, seats), autosave)
    screen = window.table
    assert isinstance(screen, GameScreen)
    return screen


def play_until(screen: GameScreen, qtbot: QtBot, wanted: Callable[[Any, list[Any]], bool]) -> None:
    """Play the person's seat with the normal bot's choices until ``wanted(view, legal)``."""
    match = screen.match
    bot = get_bot(match.game.game_id, "normal")
    while True:
        qtbot.waitUntil(lambda: screen.my_turn() and not screen.busy, timeout=20_000)
        view, legal = match.view(0), list(match.legal_actions(0))
        if wanted(view, legal):
            return
        assert screen.propose(bot.choose(view, legal, random.Random(len(match.moves))))


def a_card_to_play(view: Any, legal: list[Any]) -> bool:
    return view.phase is Phase.PLAY and len(legal) >= 3


def hint_shown(screen: GameScreen) -> bool:
    panel = screen.hints.panel
    return panel.isVisible() and not panel.thinking and panel.report is not None


def test_the_h_key_shows_every_legal_cards_chances_as_estimates(
    window: MainWindow, qtbot: QtBot
) -> None:
    screen = open_game(window, "macaron", "4p", 5)
    play_until(screen, qtbot, a_card_to_play)
    legal = list(screen.match.legal_actions(0))
    assert screen.hint_button.isVisible() and screen.hint_button.isEnabled()
    assert "(key: H)" in screen.hint_button.toolTip()
    qtbot.keyClick(screen.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: hint_shown(screen), timeout=20_000)
    report = screen.hints.panel.report
    assert report is not None
    assert list(report.headers) == ["Card", "Wins trick", "Boxes", "Value"]
    from macaron_desktop.games.macaron.table.texts import card_name

    named = {row.cells[0] for row in report.rows}
    assert named == {card_name(a.card.flavor, a.card.rank) for a in legal}
    for row in report.rows:
        assert row.cells[1].endswith("%") and 0 <= int(row.cells[1][:-1]) <= 100
        assert 0.0 <= float(row.cells[2]) <= 3.0 * 13  # boxes expected by the round's end
    assert sum(row.bot_choice for row in report.rows) == 1
    values = [float(row.cells[3].replace("−", "-")) for row in report.rows]
    assert values == sorted(values, reverse=True)  # best estimated value first
    worlds = get_bot("macaron", "hard").budget.worlds  # type: ignore[attr-defined]
    assert f"Estimates from {worlds} sampled deals" in screen.hints.panel.note.text()
    assert screen.match.hints_used == 1
    # the same position again: shown again, counted once
    screen.hints.panel.hide()
    screen.ask_hint()
    assert hint_shown(screen) and screen.match.hints_used == 1


def test_a_hint_speaks_traditional_chinese(
    window: MainWindow, qtbot: QtBot, languages: LanguageManager
) -> None:
    screen = open_game(window, "macaron", "4p", 5)
    play_until(screen, qtbot, a_card_to_play)
    screen.ask_hint()
    qtbot.waitUntil(lambda: hint_shown(screen), timeout=20_000)
    languages.apply("zh_TW")
    qtbot.waitUntil(lambda: "吃墩機率" in screen.hints.panel.body.text())
    assert "估計值" in screen.hints.panel.note.text()
    assert screen.hint_button.text() == "提示(&N)"


def test_la_macarena_hints_name_the_best_few_moves_with_their_value(
    window: MainWindow, qtbot: QtBot, languages: LanguageManager
) -> None:
    screen = open_game(window, "macarena", "3p", 5)
    play_until(screen, qtbot, lambda view, legal: len(legal) >= 4)
    screen.ask_hint()
    qtbot.waitUntil(lambda: hint_shown(screen), timeout=30_000)
    report = screen.hints.panel.report
    assert report is not None and list(report.headers) == ["Move", "Value (est.)"]
    assert 1 <= len(report.rows) <= 4  # the best three, and the Hard bot's choice
    assert all(row.cells[1][0] in "+−0" for row in report.rows)
    assert all(not row.cells[0].startswith(("ChooseWell", "Pass(")) for row in report.rows)
    languages.apply("zh_TW")
    qtbot.waitUntil(lambda: "價值（估計）" in screen.hints.panel.body.text())


def test_a_hint_can_be_cancelled_and_moving_on_cancels_it(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = open_game(window, "macaron", "4p", 5)
    play_until(screen, qtbot, a_card_to_play)
    monkeypatch.setattr(
        macaron_levels, "Budget", lambda worlds, cap: search.Budget(10**6, time_cap=600.0)
    )
    panel = screen.hints.panel
    screen.ask_hint()
    assert panel.isVisible() and panel.thinking and panel.cancel_button.isVisible()
    qtbot.waitUntil(lambda: panel.progress.maximum() > 0 and panel.progress.value() >= 1)
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible() and not screen.hints.thinking
    screen.ask_hint()
    assert panel.thinking
    legal = list(screen.match.legal_actions(0))
    assert screen.propose(legal[0])  # playing a card cancels the hint being worked out
    assert not panel.isVisible() and not screen.hints.thinking
    qtbot.wait(200)
    assert screen.match.hints_used == 0


def test_hints_used_are_saved_with_the_game_and_counted_in_the_statistics(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    autosave = Autosave(tmp_path / "game.json")
    screen = open_game(window, "macaron", "solo", 3, autosave)
    play_until(screen, qtbot, a_card_to_play)
    screen.ask_hint()
    qtbot.waitUntil(lambda: hint_shown(screen), timeout=20_000)
    assert screen.session.flush_saves()  # the autosave is written on its own thread
    resumed, save = load_match(tmp_path / "game.json")
    assert save.hints == 1 and resumed.hints_used == 1
    # the resumed game keeps counting from there, and the finished game counts them all
    window.close_game()
    window.open_match(resumed, Autosave(tmp_path / "game.json"))
    screen = window.table
    assert isinstance(screen, GameScreen)
    play_until(screen, qtbot, a_card_to_play)
    screen.ask_hint()
    qtbot.waitUntil(lambda: hint_shown(screen), timeout=20_000)
    assert screen.match.hints_used == 2
    match = screen.match
    bot = get_bot("macaron", "normal")
    while not match.finished:
        qtbot.waitUntil(
            lambda: (
                match.finished
                or screen.summary.isVisible()
                or (screen.my_turn() and not screen.busy)
            ),
            timeout=20_000,
        )
        if screen.summary.isVisible():
            screen.summary.go_on()
        elif not match.finished:
            view, legal = match.view(0), list(match.legal_actions(0))
            screen.propose(bot.choose(view, legal, random.Random(len(match.moves))))
    assert load_stats()["macaron"]["solo"].hints == 2
    dialog = StatsDialog()
    qtbot.addWidget(dialog)
    headers = [dialog.tree.headerItem().text(c) for c in range(dialog.tree.columnCount())]
    column = headers.index("Hints used")
    assert dialog.tree.topLevelItem(0).text(column) == "2"


def test_the_hint_marks_the_move_the_hard_bot_plays() -> None:
    spec = get_spec("macaron")
    game = spec.game()
    seats = [SeatSpec(f"B{i}", "bot", "normal") for i in range(4)]
    basic = get_bot("macaron", "normal")
    checked = 0
    for seed in range(6):
        match = Match(game, spec.config("4p"), seed, seats)
        while not match.finished and checked < 12:
            seat = match.seats_to_act()[0]
            legal = list(match.legal_actions(seat))
            if len(legal) >= 3 and len(match.moves) % 7 == 0:
                hard = get_bot("macaron", "hard")
                assert isinstance(hard, SearchBot)
                chosen = hard.choose(match.view(seat), legal, match.bot_rng(seat))
                rows = hint_analysis(
                    get_bot("macaron", "hard"),  # type: ignore[arg-type]
                    match.view(seat),
                    legal,
                    match.bot_rng(seat),
                )
                assert [a for a, e in rows if e.get("choice")] == [chosen]
                means = dict(
                    zip(
                        hard.searcher.support.candidates(match.view(seat), legal),
                        hard.last.means,
                        strict=False,
                    )
                )
                for action, estimates in rows:
                    if action in means:
                        assert estimates["value"] == means[action]
                checked += 1
            match.play(seat, match.bot_choice(seat, basic))
    assert checked == 12


def test_a_move_of_another_seat_that_changes_nothing_of_the_choice_keeps_the_hint(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        macaron_levels, "Budget", lambda worlds, cap: search.Budget(10**6, time_cap=600.0)
    )
    spec = get_spec("macaron")
    seats = [SeatSpec("Ana"), SeatSpec("Basile", "bot", "hard")]
    window.open_match(Match(spec.game(), spec.config("2p"), 4, seats), None)
    screen = window.table
    assert isinstance(screen, GameScreen)
    qtbot.waitUntil(lambda: screen.my_turn() and not screen.busy)
    assert screen.match.view(0).phase is Phase.PASS  # both choose their cards at once
    screen.ask_hint()
    assert screen.hints.thinking
    # Basile's choice arrives while Ana's hint is worked out: her choice is still the same
    session = screen.session
    session._stop_thinking()
    session._accept(1, session.match.legal_actions(1)[0])
    qtbot.waitUntil(lambda: not screen.busy)
    assert screen.hints.thinking and screen.hints.panel.isVisible()
    screen.hints.cancel()
