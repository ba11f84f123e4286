"""A player of any game's table by key presses alone, and what a screen reader finds there.

:class:`KeyPlayer` makes each decision of the viewing seat (the choice of a bot) with keys
on the table view only, as a blind player would: the shared card picker's keys for a card
choice (arrows, Space, Enter, Escape for its skip answer), the prompt bar's for a question,
and otherwise the list of moves the W key opens (arrows, Enter). Panels, hot-seat screens,
"press Enter to continue" and the hand-end walk-through go on with Enter.

Before each decision it checks that the decision was *announced* (the status line that
asks for it was said to the screen reader) and, every few decisions, reads the table's
accessibility tree through ``QAccessible`` (:func:`check_tree`): one node per card in your
hand with its name and state, the playable ones marked, no face-down card named, nothing
of another seat's hidden cards.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from pytestqt.qtbot import QtBot
from table_gestures import waiting_for_player

from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.screen.speech import OPENING_LINES
from macaron_desktop.ui.table import CardItem
from macaron_desktop.ui.table.accessible import face_down_text, plain

NAME = QAccessible.Text.Name


@dataclass(frozen=True)
class Sent:
    """One event the program sent to assistive technology, as a screen reader got it:
    its ``kind``, the object it is about, that node's ``name`` then (an announcement's
    message), and for a state change the names of the states that ``changed``."""

    kind: QAccessible.Event
    obj: object
    name: str
    changed: frozenset[str] = frozenset()


#: the states a ``StateChanged`` event may say changed, as :class:`Sent` names them
STATE_NAMES = ("disabled", "selected", "movable", "focusable", "selectable", "invisible")


def listen(monkeypatch: pytest.MonkeyPatch) -> list[Sent]:
    """Every event sent to assistive technology from now on, as if a screen reader
    listened (Qt's offscreen platform has none: ``QAccessible.isActive()`` is made true
    and ``QAccessible.updateAccessibility`` records instead of sending)."""
    sent: list[Sent] = []

    def update(event: QAccessibleEvent) -> None:
        kind = event.type()
        if kind == QAccessible.Event.Announcement:
            sent.append(Sent(kind, event.object(), event.message()))
            return
        node = event.accessibleInterface()
        name = node.text(NAME) if node is not None else ""
        changed = frozenset()
        if kind == QAccessible.Event.StateChanged:
            states = event.changedStates()
            changed = frozenset(n for n in STATE_NAMES if getattr(states, n))
        sent.append(Sent(kind, event.object(), name, changed))

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(update))
    return sent


def tree(table: GameScreen) -> QAccessibleInterface:
    """The table view's node, as Qt gives it to assistive technology."""
    iface = QAccessible.queryAccessibleInterface(table.view)
    assert iface is not None
    return iface


def groups(table: GameScreen) -> dict[str, QAccessibleInterface]:
    """The table's group nodes by name."""
    root = tree(table)
    found = {}
    for index in range(root.childCount()):
        child = root.child(index)
        if child is not None and child.role() == QAccessible.Role.Grouping:
            found[child.text(NAME)] = child
    return found


def children(node: QAccessibleInterface) -> list[QAccessibleInterface]:
    """A node's children."""
    found = [node.child(i) for i in range(node.childCount())]
    return [child for child in found if child is not None]


def all_names(table: GameScreen) -> list[str]:
    """Every name in the table's groups."""
    return [c.text(NAME) for g in groups(table).values() for c in children(g)]


def naming(texts: Iterable[str], names: Iterable[str]) -> list[str]:
    """The ``texts`` that hold one of ``names`` as words of their own ("blue 1" is not
    in "blue 10")."""
    patterns = [re.compile(rf"(?<![\w]){re.escape(n)}(?![\w])") for n in set(names) if n]
    return [text for text in texts if any(p.search(text) for p in patterns)]


def check_tree(
    table: GameScreen,
    hidden_names: Iterable[str] = (),
    card_name: Callable[[CardItem], str] | None = None,
    hand: str = "Your hand",
) -> int:
    """Read the tree as a screen reader would and check it; the hand's size read.

    ``hidden_names`` are the names of cards other seats hold that this seat may not know
    (and that it does not see elsewhere): none of them may be in the tree;
    ``card_name(item)`` is the game's name of a card item's card.
    """
    found = groups(table)
    names = all_names(table)
    leaked = naming(names, hidden_names)
    assert not leaked, f"hidden cards named: {leaked}"
    for item in table.scene.items():
        if isinstance(item, CardItem) and item.isVisible() and not item.face_up:
            node = QAccessible.queryAccessibleInterface(item)
            assert node.text(NAME).startswith(face_down_text()), node.text(NAME)
    if table.privacy.isVisible():
        assert not found, "the privacy screen hides the table from a screen reader too"
        return 0
    items = list(table.board.card_items("hand")) if table.revealed else []
    items = [i for i in items if i.isVisible() and i.opacity() > 0.01]
    if not items:
        return 0
    assert hand in found, f"no hand group in {sorted(found)}"
    nodes = children(found[hand])
    cards = [n for n in nodes if isinstance(n.object(), CardItem)]
    assert {id(n.object()) for n in cards} == {id(i) for i in items}, (
        f"a node per card in hand: {[n.object() for n in cards]} {items}"
    )
    for node in cards:
        item = node.object()
        name = node.text(NAME)
        if card_name is not None:
            assert name.split(", ")[0] == card_name(item), name
        assert ("playable" in name.split(", ")) == item.playable, name
        state = node.state()
        assert bool(state.selected) == item.selected
        assert bool(state.disabled) == item.dimmed
        assert bool(state.movable) == item.playable  # Qt's nearest state to "playable"
        assert node.parent().text(NAME) == hand
        assert node.role() == QAccessible.Role.ListItem
    return len(cards)


class KeyPlayer:
    """Plays the viewing seat's decisions with key presses on the table view only.

    ``choose()`` says what to play (a bot's choice in the viewing seat); ``hidden()``
    the names of the cards the viewing seat may not know, for :func:`check_tree`.
    """

    patience_ms = 15_000
    #: the tree is read every so many decisions
    tree_every = 10

    def __init__(
        self,
        qtbot: QtBot,
        table: GameScreen,
        choose: Callable[[], Any],
        hidden: Callable[[int], Iterable[str]] = lambda _seat: (),
        card_name: Callable[[CardItem], str] | None = None,
    ) -> None:
        self.qtbot = qtbot
        self.table = table
        self.choose = choose
        self.hidden = hidden
        self.card_name = card_name
        self.keys = 0
        self.decisions = 0
        #: how each decision was reached: ``picker``, ``prompt``, ``list``
        self.ways: dict[str, int] = {}
        #: the times the tree was read with the hand in it, and the hand's sizes read
        self.trees: list[int] = []
        self.panels = 0
        #: the events sent to assistive technology (from :func:`listen`), when recorded
        self.sent: list[Sent] | None = None
        #: hot-seat play: the privacy screens passed, the decisions of each seat, and where
        #: the announcements and the events stood when the person now at the table sat down
        self.handovers = 0
        self.seat_decisions: dict[int, int] = {}
        self.sat_down = (0, 0)
        #: the log's lines announced to the people who left the table, in all
        self.lines_heard = 0
        # the log's lines said as the table opened: its newest ones
        self.log_at = max(0, table.log.count() - OPENING_LINES)
        #: the log's length for each seat when its person last left the table, and the
        #: lines said to people as they sat down of what happened while they were away
        self.left_with: dict[int, int] = {}
        self.missed_heard = 0
        #: where the announcements and events stood at the last check of what was heard,
        #: and the cards hidden from each seat then
        self.checked = (0, 0)
        self.hidden_before: dict[int, set[str]] = {}

    def press(self, key: Qt.Key, times: int = 1) -> None:
        for _ in range(times):
            self.qtbot.keyClick(self.table.view, key)
            self.keys += 1

    def waiting_for_me(self) -> bool:
        return waiting_for_player(self.table)

    def step(self) -> None:
        table = self.table
        self.qtbot.waitUntil(self.waiting_for_me, timeout=self.patience_ms)
        if table.game_over.isVisible():
            return
        if table.privacy.isVisible():
            self.pass_privacy()
            return
        if table.animator.holding or table.summary.isVisible():
            self.press(Qt.Key.Key_Return)
            self.panels += 1
            return
        self.decide()

    def pass_privacy(self) -> None:
        """The hot-seat screen asks for the next person: the table shows nothing behind
        it, the keyboard is on the screen's button, and Enter there takes it down."""
        table = self.table
        assert check_tree(table) == 0 and not groups(table), "nothing of the table behind it"
        name = table.privacy.player_name
        focus = table.window().focusWidget()
        assert focus is table.privacy.button, f"the keys are on {focus!r}"
        if table.revealed_for is not None:  # the person who leaves heard all their log
            self.check_heard(table.revealed_for)  # and nothing of the others' cards
            self.lines_heard += check_log_announced(table, self.log_since())
            self.left_with[table.revealed_for] = table.log.count()
        said, sent = len(table.speech.announcements), len(self.sent or ())
        self.qtbot.keyClick(focus, Qt.Key.Key_Return)
        self.keys += 1
        assert not table.privacy.isVisible(), "Enter passes the privacy screen"
        assert table.names[table.viewer] == name and table.revealed
        assert table.window().focusWidget() is table.view, "the keys are on the table again"
        # the person who sat down hears the newest lines of their log, in order: what
        # happened while they were away
        lines = [plain(table.log.item(i).text()) for i in range(table.log.count())]
        missed = [line for line in table.speech.announcements[said:] if line in lines]
        assert missed == lines[len(lines) - len(missed) :], missed
        if len(lines) > self.left_with.get(table.viewer, 0):
            assert missed, "nothing was said of what happened while they were away"
            self.missed_heard += len(missed)
        self.sat_down = (said, sent)
        self.log_at = table.log.count()
        self.handovers += 1

    def log_since(self) -> tuple[int, int]:
        """Where the announcements and the log stood when this person sat down (or the
        table opened: its newest lines were said then)."""
        return self.sat_down[0], self.log_at

    def heard(self) -> list[str]:
        """What the person at the table heard since they sat down or last decided, which
        came later (every announcement, and every node's name an event made a screen
        reader read)."""
        said, sent = (max(a, b) for a, b in zip(self.sat_down, self.checked, strict=True))
        heard = list(self.table.speech.announcements[said:])
        heard += [event.name for event in (self.sent or ())[sent:]]
        return heard

    def check_heard(self, seat: int) -> None:
        """Nothing of the other seats' hidden cards was said to the person in ``seat``
        at the table since they last decided: no card hidden from them then and now (a
        card hidden now alone may have been said played, then dealt to another seat)."""
        hidden = set(self.hidden(seat))
        before = self.hidden_before.get(seat)
        leaked = naming(self.heard(), hidden if before is None else hidden & before)
        assert not leaked, f"another seat's hidden cards were said: {leaked}"
        self.hidden_before[seat] = hidden
        self.checked = (len(self.table.speech.announcements), len(self.sent or ()))

    def decide(self) -> None:
        table = self.table
        hot_seat = table.session.is_hot_seat()
        said = table.speech.announcements[self.sat_down[0] if hot_seat else 0 :]
        status = plain(table.status.text())
        assert status in said, f"the decision was not announced: {status!r}"
        if hot_seat:  # to the person whose turn it is, who has sat down
            assert table.revealed_for == table.viewer and table.my_turn()
            seat = table.viewer
            self.check_heard(seat)
            self.seat_decisions[seat] = self.seat_decisions.get(seat, 0) + 1
        if self.decisions % self.tree_every == 0:
            self.trees.append(check_tree(table, self.hidden(table.viewer), self.card_name))
        self.decisions += 1
        action = self.choose()
        before = len(table.match.moves)
        if table.picker.active and self._by_picker(action):
            self.ways["picker"] = self.ways.get("picker", 0) + 1
        elif table.prompt_bar.isVisible() and action in table._prompt_options:
            self.press(Qt.Key.Key_Home)
            self.press(Qt.Key.Key_Right, table._prompt_options.index(action))
            self.press(Qt.Key.Key_Return)
            self.ways["prompt"] = self.ways.get("prompt", 0) + 1
        else:
            legal = table.legal()
            self.press(Qt.Key.Key_W)
            assert table.move_list == legal, "W lists the legal moves"
            index = legal.index(action)
            if index <= len(legal) // 2:
                self.press(Qt.Key.Key_Right, index)
            else:  # from the end of the list
                self.press(Qt.Key.Key_End)
                self.press(Qt.Key.Key_Left, len(legal) - 1 - index)
            assert table.move_index == index
            if index:
                assert table.speech.announcements[-1].startswith(f"Move {index + 1} of")
            self.press(Qt.Key.Key_Return)
            self.ways["list"] = self.ways.get("list", 0) + 1
        assert len(table.match.moves) > before, f"{action!r} was not played"
        assert table.match.moves[before].action == action

    def _by_picker(self, action: Any) -> bool:
        """Answer the card picker with its keys; False when ``action`` is not a choice of
        its cards (then the list of moves plays it)."""
        table = self.table
        prompt = table.current_prompt()
        picker = table.picker
        if prompt.skip is not None and action == prompt.skip.action:
            self.press(Qt.Key.Key_Escape, 2 if picker.chosen else 1)
            return True
        cards = getattr(action, "cards", None)
        if cards is None and hasattr(action, "card"):
            cards = (action.card,)
        make = getattr(table.match.game, "cards_action", None)
        if cards is None or make is None:
            return False
        if make(table.match.state, table.viewer, list(cards)) != action:
            return False
        keys = [item.key for item in picker.items]
        if not all(card in keys for card in cards):
            return False
        if picker.chosen:
            self.press(Qt.Key.Key_Escape)
        for card in cards:
            self.press(Qt.Key.Key_Home)
            self.press(Qt.Key.Key_Right, keys.index(card))
            self.press(Qt.Key.Key_Space)
        self.press(Qt.Key.Key_Return)
        return True

    def play_to_the_end(self, max_steps: int = 4000) -> None:
        table = self.table
        window = table.window()
        window.setUpdatesEnabled(False)
        try:
            for _ in range(max_steps):
                if table.game_over.isVisible():
                    break
                self.step()
        finally:
            window.setUpdatesEnabled(True)
        window.grab()
        assert table.game_over.isVisible(), "the game did not end"
        self.check_game_over()
        assert check_log_announced(table, self.log_since()) > 0

    def check_game_over(self) -> None:
        """Game over is reached by keys too: W says how to go on, Tab reaches its buttons."""
        table = self.table
        self.press(Qt.Key.Key_W)
        assert "game is over" in table.speech.announcements[-1]
        panel = table.game_over
        buttons = [b for b in (panel.again_button, panel.export_button, panel.leave_button)]
        shown = [b for b in buttons if b.isVisible()]
        focus = table.window().focusWidget()
        assert focus is panel.again_button, "Enter or Space plays again at once"
        reached = {focus}
        for _ in range(len(shown) + 2):
            self.qtbot.keyClick(table.window().focusWidget(), Qt.Key.Key_Tab)
            reached.add(table.window().focusWidget())
        assert set(shown) <= reached, "Tab reaches every button of the panel"


def check_log_announced(table: GameScreen, since: tuple[int, int] | None = None) -> int:
    """Every line of the log was announced, once each and in the log's order (the
    announcements hold the status lines too); the number of lines. The log's oldest lines
    may have been there before the table opened (only its newest ones are said then).
    In hot-seat play ``since`` is where the announcements and the log stood when the
    person at the table sat down: the log's lines from then on were said to them since."""
    said_list = table.speech.announcements
    lines = [plain(table.log.item(i).text()) for i in range(table.log.count())]
    if since is not None:
        said_list = said_list[since[0] :]
        lines = lines[since[1] :]
    else:
        first = next(i for i, line in enumerate(lines) if line in said_list)
        lines = lines[first:]
    said = iter(said_list)
    for line in lines:
        assert any(line == s for s in said), f"not announced in order: {line!r}"
    return len(lines)


def hidden_card_names(
    table: GameScreen,
    name: Callable[[Any], str],
    seen: Callable[[Any], Iterable[Any]],
    hands: Callable[[Any], Iterable[Iterable[Any]]] = lambda state: state.hands,
    seat: int | None = None,
) -> set[str]:
    """Names of the cards in other seats' hands that ``seat`` (the viewing seat unless
    told) does not see (``seen(view)``: the cards its view shows; ``hands(state)``: every
    seat's hand), as :func:`check_tree` takes them."""
    state = table.match.state
    viewer = table.viewer if seat is None else seat
    visible = {name(card) for card in seen(table.match.view(viewer))}
    hidden = {
        name(card) for seat, hand in enumerate(hands(state)) if seat != viewer for card in hand
    }
    return hidden - visible


def bot_key_player(
    qtbot: QtBot,
    table: GameScreen,
    bot: Any,
    card_name: Callable[[Any], str],
    seen: Callable[[Any], Iterable[Any]],
    item_card: Callable[[CardItem], Any] = lambda item: item.key,
) -> KeyPlayer:
    """A key player making ``bot``'s choices in the viewing seat; ``card_name`` is the
    game's name of a card, ``seen(view)`` the cards a view shows, ``item_card(item)`` the
    card a card item shows."""

    def choose() -> Any:
        match, seat = table.match, table.viewer
        return bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng(seat))

    return KeyPlayer(
        qtbot,
        table,
        choose,
        lambda seat: hidden_card_names(table, card_name, seen, seat=seat),
        lambda item: card_name(item_card(item)),
    )
