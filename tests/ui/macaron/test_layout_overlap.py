"""Nothing on the Macaron table covers anything else, in every mode and at every window
size (issue 11 point 11): seat labels, group boards, the markers and vote totals on them,
the gift-box track, the drop zones, Emma's piles, the trick, the hand. What the boards'
art prints, the group letters and the flavours' names and pictures, counts as a part of
its own: no total, token or marker may lie on it (issue 11 point 2).

Each mode is played through its first round by random legal choices. Where the table
looks its busiest (cards chosen to pass, tokens being placed, the votes revealed, bets,
a full trick, the round's summary) it is laid out again at each size and in each
language, and the board's regions (:meth:`MacaronBoard.regions`) must neither overlap,
except where a part lies on what it belongs to, nor leave the table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from macaron_gestures import open_game
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from region_checks import region_problems

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.games.macaron.actions import PlayCard
from macaron_desktop.games.macaron.spec import SPEC
from macaron_desktop.games.macaron.state import Phase, TrickPlay
from macaron_desktop.games.macaron.table import board as macaron_board
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game import default_seats

SIZES = ((1024, 640), (1200, 780), (1600, 1000), (1920, 1080))
LANGUAGES = ("en", "zh_TW")
#: names as long as the new-game dialog allows (20 characters)
LONG_NAMES = ("Marie-Charlotte Wolf", "Bartholomew Fairfax", "Wilhelmina Grünwald",
              "Maximilian Oberhofer", "Gwendolyn Whitmore")  # fmt: skip


@pytest.fixture(autouse=True)
def received_tags_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "from …" tags over the cards received stay up through the round (they fade
    after five seconds of the clock): every situation after the pass checks them, however
    long the layouts before it took."""
    monkeypatch.setattr(macaron_board, "RECEIVED_MS", 3_600_000)


def _situations(
    table: GameScreen, qtbot: QtBot, seed: int
) -> Iterator[tuple[str, Callable[[], None] | None]]:
    """Play the first round with random legal choices; yield ``(name, lay_out)`` where the
    table is at its busiest. ``lay_out()`` draws that moment again after a resize."""
    rng = random.Random(seed)
    seen: set[str] = set()
    for _ in range(400):
        qtbot.waitUntil(
            lambda: (
                (table.my_turn() and not table.busy and not table.animator.busy)
                or table.summary.isVisible()
            ),
            timeout=20_000,
        )
        if table.summary.isVisible():
            yield "round summary", None
            return
        view = table.current()
        name = None
        if view.phase in (Phase.PASS, Phase.DISCARD):
            name = "choosing cards to give away"
            for card in view.hand[:2]:
                table.picker.choose(card)
        elif view.phase in (Phase.CHOOSE_ROYAL, Phase.CHOOSE_ALLERGEN):
            name = view.phase.value
        elif view.phase is Phase.VOTE:
            name = "voting, last token" if len(view.own_tokens) == 1 else "voting, first token"
        elif view.phase is Phase.BET:
            name = "betting"
        elif view.phase is Phase.PLAY and len(view.trick) == view.num_seats - 1:
            name = "a full trick"
        elif view.phase is Phase.PLAY:
            name = "leading" if not view.trick else None
        if name is not None and name not in seen:
            seen.add(name)
            if name == "a full trick":
                card = next(a.card for a in table.legal() if isinstance(a, PlayCard))
                play = TrickPlay(table.viewer, card, card.flavor)
                full = replace(
                    view, trick=(*view.trick, play), hand=tuple(c for c in view.hand if c != card)
                )

                def lay_out_full(full=full) -> None:
                    table.board.layout(full, False)

                yield name, lay_out_full
            else:
                yield name, None
        if view.phase in (Phase.PASS, Phase.DISCARD):
            table.picker.confirm()  # give away the cards shown chosen
        else:
            table.propose(rng.choice(table.legal()))
    raise AssertionError("the first round did not end")


def _problems(table: GameScreen, where: str) -> list[str]:
    regions = table.board.regions()
    problems = region_problems(table, where, regions)
    if table.summary.isVisible():
        parent = table.summary.parentWidget().rect()
        if not parent.contains(table.summary.geometry()):
            problems.append(f"{where}: the round summary does not fit")
    return problems


def _check_every_size(
    window: MainWindow,
    table: GameScreen,
    languages: LanguageManager,
    name: str,
    lay_out: Callable[[], None] | None,
    mode: str,
) -> list[str]:
    """Every size in both languages; ``lay_out`` draws the moment again (``None``: the
    table as it stands, which a resize redraws by itself).

    The language the last moment ended in is checked first, and the sizes are walked up
    in one language and down in the other, so a moment costs one change of language and
    no resize that is not itself checked.
    """
    problems: list[str] = []
    current = languages.language if languages.language in LANGUAGES else LANGUAGES[0]
    order = [current, *(language for language in LANGUAGES if language != current)]
    # Laid out, not painted: the regions are the items' geometry, which painting never
    # changes (the game's own moves, in between, are painted as usual).
    window.setUpdatesEnabled(False)
    try:
        for language in order:
            if languages.language != language:
                languages.apply(language)
                _settle()
            sizes = SIZES[::-1] if (window.width(), window.height()) == SIZES[-1] else SIZES
            for width, height in sizes:
                resized = (window.width(), window.height()) != (width, height)
                if resized:
                    window.resize(width, height)
                    _settle()
                if lay_out is not None:
                    lay_out()
                elif not resized:
                    # a resize lays the table out by itself (the regions come out the
                    # same if it is laid out once more); a language change may not
                    table.refresh()
                problems += _problems(table, f"{mode} {width}×{height} {language}, {name}")
    finally:
        window.setUpdatesEnabled(True)
    if lay_out is not None:
        table.refresh()  # the moment drawn was not the table's own
    return problems


def _settle() -> None:
    """Deliver what the last change posted, and what that posted in turn: a new language
    fills the round summary with new labels, which Qt shows a moment later, so the
    summary's size is only known once they are shown (as by the time a player resizes)."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def _play_and_check(
    window: MainWindow,
    qtbot: QtBot,
    languages: LanguageManager,
    mode: str,
    seed: int,
    seats: list[SeatSpec] | None = None,
    **config: Any,
) -> tuple[list[str], set[str]]:
    table = open_game(window, qtbot, mode, seed, seats, **config)
    problems: list[str] = []
    names = set()
    for name, lay_out in _situations(table, qtbot, seed):
        names.add(name)
        problems += _check_every_size(window, table, languages, name, lay_out, mode)
    return problems, names


def _report(problems: list[str]) -> str:
    shown = list(dict.fromkeys(problems))
    return f"{len(shown)} overlaps:\n" + "\n".join(shown[:60])


@pytest.mark.parametrize("mode", SPEC.mode_ids)
@pytest.mark.slow
def test_no_part_of_the_table_covers_another_at_any_size(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    languages: LanguageManager,
    mode: str,
) -> None:
    window = make_window((1200, 780))
    problems, seen = _play_and_check(window, qtbot, languages, mode, 5)
    expected = {"choosing cards to give away", "betting", "a full trick", "round summary"}
    if mode in ("4p", "2v2", "5p"):
        expected |= {"voting, first token", "voting, last token"}
    assert expected <= seen
    assert not problems, _report(problems)


def test_the_names_on_the_boards_are_parts_the_check_knows(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window((1024, 640)), qtbot, "4p", 5)
    regions = table.board.regions()
    view = table.current()
    for flavor in view.flavors:
        group = next(g for g in view.groups if (g.value, flavor.value) in _chips(regions))
        chip = regions[f"board/{group.value}/{flavor.value}"]
        name = regions[f"board/{group.value}/{flavor.value}/name"]
        icon = regions[f"board/{group.value}/{flavor.value}/icon"]
        # the name, right of the picture, on the chip
        assert chip.contains(name.center()) and chip.contains(icon.center())
        assert icon.right() <= name.left()
        assert name.width() > 3 * name.height() / 2
    for group in view.groups:
        letter = regions[f"board/{group.value}/group/letter"]
        assert regions[f"board/{group.value}/group"].contains(letter.center())


def _chips(regions: dict[str, QRectF]) -> set[tuple[str, str]]:
    return {tuple(role.split("/")[1:3]) for role in regions if role.count("/") == 2}


@pytest.mark.parametrize("mode", ["4p", "2p"])
@pytest.mark.slow
def test_nothing_overlaps_with_the_advanced_track(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    languages: LanguageManager,
    mode: str,
) -> None:
    """The advanced side of the gift-box track has nine columns instead of five rows."""
    window = make_window((1200, 780))
    problems, seen = _play_and_check(window, qtbot, languages, mode, 9, scoring="advanced")
    assert {"betting", "a full trick"} <= seen
    assert not problems, _report(problems)


@pytest.mark.parametrize("mode", ["4p", "5p", "solo"])
@pytest.mark.slow
def test_long_names_do_not_run_into_the_boards_or_the_track(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    languages: LanguageManager,
    mode: str,
) -> None:
    seats = [
        seat if seat.kind == "rule" else replace(seat, name=name)
        for seat, name in zip(default_seats(SPEC, mode), LONG_NAMES, strict=False)
    ]
    assert any(seat.name in LONG_NAMES for seat in seats)
    window = make_window((1200, 780))
    problems, _ = _play_and_check(window, qtbot, languages, mode, 7, seats)
    assert not problems, _report(problems)
