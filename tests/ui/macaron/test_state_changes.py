"""A screen reader is told when an item on the table changes state (issue 24): a card
that becomes playable when your turn comes, one chosen or put back in the shared card
picker, one dimmed. Qt's offscreen platform has no screen reader, so ``listen`` records
what the program sends to one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from key_player import Sent, listen
from macaron_gestures import GesturePlayer, Phase, open_game
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.ui.main_window import MainWindow

STATE = QAccessible.Event.StateChanged
NAME_CHANGED = QAccessible.Event.NameChanged


def about(sent: list[Sent], obj: object, kind: QAccessible.Event = STATE) -> list[Sent]:
    """The events of ``kind`` sent about ``obj``."""
    return [s for s in sent if s.kind == kind and s.obj is obj]


def test_the_focused_card_is_told_playable_when_your_turn_comes(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = listen(monkeypatch)
    table = open_game(make_window(), qtbot, "2p", 31)
    player = GesturePlayer(qtbot, table, 31)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.PLAY)
    # the bot's next decision is held back, so the table waits on its turn
    session = table.session
    held: list[tuple[Any, ...]] = []
    decided = session._on_decided
    monkeypatch.setattr(session, "_on_decided", lambda *args: held.append(args))
    view = table.view
    view.setFocus()
    for _ in range(20):  # play by keys (the first legal move) until the bot must answer
        qtbot.keyClick(view, Qt.Key.Key_W)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: bool(held) or player.waiting_for_me(), timeout=10_000)
        if held:
            break
    assert held, "the bot never had to play"
    qtbot.waitUntil(lambda: not table.busy and not table.animator.busy)
    hand = list(table.board.card_items("hand"))
    assert hand and not any(item.playable for item in hand) and not table.my_turn()
    sent.clear()
    decided(*held[0])  # the bot plays: your turn
    qtbot.waitUntil(lambda: player.waiting_for_me() and table.my_turn(), timeout=10_000)
    # the keys' cursor went to a playable card: it is the screen reader's focus, told so
    focused = table.speech.focus
    assert focused in hand and focused.playable and focused.focused
    (focus,) = about(sent, focused, QAccessible.Event.Focus)
    assert focus.name == table.speech.full_name(focused) and focus.name.endswith(", playable")
    # each card that became playable is told so, with its new name, and each one dimmed
    playable = [item for item in hand if item.playable]
    dimmed = [item for item in hand if item.dimmed]
    for item in playable:
        (event,) = about(sent, item)
        assert "movable" in event.changed and event.name.endswith(", playable")
    for item in dimmed:
        (event,) = about(sent, item)
        assert "disabled" in event.changed and event.name.endswith(", not playable now")
    assert len([s for s in sent if s.kind == STATE]) == len(playable) + len(dimmed)
    node = QAccessible.queryAccessibleInterface(focused)
    assert node.state().movable and node.state().focused and not node.state().disabled
    # nothing is told twice: the next layout finds nothing changed
    count = len(sent)
    table.refresh()
    assert len(sent) == count


def test_choosing_a_card_in_the_picker_is_told_selected_and_putting_it_back_too(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = listen(monkeypatch)
    table = open_game(make_window(), qtbot, "2p", 31)
    qtbot.waitUntil(lambda: table.my_turn() and table.picker.active)
    assert table.current().phase is Phase.PASS
    table.view.setFocus()
    view = table.view
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    card = table.speech.focus
    assert card is table.picker.items[1]
    sent.clear()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # chosen
    (event,) = about(sent, card)
    assert event.changed == {"selected"} and event.name.endswith(", selected")
    assert QAccessible.queryAccessibleInterface(card).state().selected
    assert about(sent, card, NAME_CHANGED)[-1].name == event.name
    sent.clear()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # put back
    (event,) = about(sent, card)
    assert event.changed == {"selected"} and ", selected" not in event.name
    assert not QAccessible.queryAccessibleInterface(card).state().selected
    # a card chosen with the mouse is told too (when the scene reports the change)
    other = table.picker.items[2]
    sent.clear()
    player = GesturePlayer(qtbot, table, 31)
    player.click_item(other)
    assert other.selected
    qtbot.waitUntil(lambda: bool(about(sent, other)))
    assert about(sent, other)[0].changed == {"selected"}


def test_nothing_is_told_of_the_cards_behind_the_privacy_screen(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = listen(monkeypatch)
    table = open_game(make_window(), qtbot, "2p", 3, [SeatSpec("Ana"), SeatSpec("Ben")])
    player = GesturePlayer(qtbot, table, 3)
    covered = 0
    for _ in range(12):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        if table.privacy.isVisible():
            covered += 1
            count = len(sent)
            table.refresh()
            qtbot.wait(5)  # the scene reports its changes too
            assert [s for s in sent[count:] if s.kind in (STATE, NAME_CHANGED)] == []
            table.privacy.button.click()
            continue
        player.step()
    assert covered >= 2
    assert any(s.kind == STATE for s in sent)  # told while someone sat at the table
